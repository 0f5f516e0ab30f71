#include "additivedescription.h"

#include "additivekind.h"
#include "explanation.h"
#include "lexicondimensions.h"
#include "scenario.h"
#include "scenariofile.h"
#include "translations.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace attnlab {

namespace {

const AdditiveTrace& additiveTrace(const KindTrace& trace)
{
    return dynamic_cast<const AdditiveTrace&>(trace);
}

} // namespace

QString AdditiveDescription::stageName(int stage) const
{
    switch (stage) {
    case AdditiveKind::QueryProjection:
        return tr("1 W_q q");
    case AdditiveKind::KeyProjection:
        return tr("2 W_k k");
    case AdditiveKind::Scores:
        return tr("3 Scores");
    case AdditiveKind::Masked:
        return tr("4 Mask");
    case AdditiveKind::Weights:
        return tr("5 Softmax");
    case AdditiveKind::Output:
        return tr("6 Weighted sum");
    }
    return KindDescription::stageName(stage);
}

QString AdditiveDescription::valueLabel(int stage) const
{
    switch (stage) {
    case AdditiveKind::QueryProjection:
    case AdditiveKind::KeyProjection:
        return tr("unit input");
    case AdditiveKind::Scores:
    case AdditiveKind::Masked:
        return tr("score e");
    case AdditiveKind::Weights:
        return tr("attention weight");
    case AdditiveKind::Output:
        return tr("output value");
    }
    return KindDescription::valueLabel(stage);
}

QString AdditiveDescription::title(int stage, const ResolvedScenario&, const KindTrace&, int) const
{
    switch (stage) {
    case AdditiveKind::QueryProjection:
        return tr("Queries seen by the units, W_q q");
    case AdditiveKind::KeyProjection:
        return tr("Keys seen by the units, W_k k");
    case AdditiveKind::Scores:
        return tr("Scores vᵀ tanh(W_q q + W_k k)");
    case AdditiveKind::Masked:
        return tr("Masked scores");
    case AdditiveKind::Weights:
        return tr("Attention weights (additive)");
    case AdditiveKind::Output:
        return tr("Output A V");
    }
    return {};
}

QString AdditiveDescription::formulaHtml(int stage, const ResolvedScenario&, const KindTrace&,
                                         int) const
{
    switch (stage) {
    case AdditiveKind::QueryProjection:
        return QStringLiteral("W<sub>q</sub> q<sub>i</sub> &nbsp;(d<sub>a</sub> "
                              "× d<sub>k</sub>) (d<sub>k</sub>)");
    case AdditiveKind::KeyProjection:
        return QStringLiteral("W<sub>k</sub> k<sub>j</sub> &nbsp;(d<sub>a</sub> "
                              "× d<sub>k</sub>) (d<sub>k</sub>)");
    case AdditiveKind::Scores:
        return QStringLiteral("e<sub>ij</sub> = v<sup>T</sup> tanh(W<sub>q</sub> q<sub>i</sub> "
                              "+ W<sub>k</sub> k<sub>j</sub>)");
    case AdditiveKind::Masked:
        return QStringLiteral("e<sub>ij</sub> + M<sub>ij</sub>");
    case AdditiveKind::Weights:
        return QStringLiteral("a<sub>ij</sub> = softmax<sub>j</sub>(e<sub>ij</sub> + "
                              "M<sub>ij</sub>)");
    case AdditiveKind::Output:
        return QStringLiteral("o<sub>i</sub> = Σ<sub>j</sub> a<sub>ij</sub> v<sub>j</sub>");
    }
    return {};
}

QString AdditiveDescription::explanation(int stage, const ResolvedScenario& r) const
{
    switch (stage) {
    case AdditiveKind::QueryProjection:
        return tr("Attention began in 2014 in translation: while writing each word, the decoder "
                  "looks back at every word of the source sentence. Its state q is first "
                  "multiplied by a learned matrix W_q, giving one number for each of the d_a "
                  "units of a small network.");
    case AdditiveKind::KeyProjection:
        return tr("Each source word's annotation k goes through its own learned matrix W_k into "
                  "the same d_a units. These products are computed once per key and reused for "
                  "every query.");
    case AdditiveKind::Scores:
        return tr("For each query and key the units add W_q q and W_k k, pass the sum through "
                  "tanh and weigh the results with a learned vector v. The comparison is itself "
                  "learned, instead of a dot product; tanh keeps every unit between −1 and "
                  "1, so no √d_k is needed.");
    case AdditiveKind::Masked:
        return tr("As in softmax attention, the mask sets hidden pairs to −∞: their "
                  "weight will be exactly 0.");
    case AdditiveKind::Weights:
        return tr("The softmax of each row turns the scores into weights that are positive and "
                  "add up to 1: how much of each key's value the query takes.");
    case AdditiveKind::Output:
        return tr("Each output row is the weighted average of the values: the context the "
                  "decoder uses to write its next word.");
    }
    return KindDescription::explanation(stage, r);
}

QString AdditiveDescription::note(int stage, const ResolvedScenario& r, const KindTrace& trace, int,
                                  int) const
{
    const AdditiveTrace& t = additiveTrace(trace);
    const AttentionInput& in = r.input;
    QString note;
    if (stage == AdditiveKind::Scores || stage == AdditiveKind::QueryProjection ||
        stage == AdditiveKind::KeyProjection) {
        // the cost beside a dot product's
        const double pairs = double(in.queryCount()) * in.keyCount();
        note = tr("This scenario evaluates tanh %1 times (n_q · n_k · d_a = %2 "
                  "× %3 × %4); dot-product scores would take %5 multiply-adds "
                  "(n_q · n_k · d_k) and no tanh.")
                   .arg(Explanation::formatCount(pairs * t.weights.units()))
                   .arg(in.queryCount())
                   .arg(in.keyCount())
                   .arg(t.weights.units())
                   .arg(Explanation::formatCount(pairs * in.modelDim()));
        if (stage == AdditiveKind::Scores)
            note += QLatin1Char(' ') +
                    tr("Every score lies within ±Σ|v<sub>u</sub>| = ±%1.")
                        .arg(Explanation::formatNumber(t.weights.v.cwiseAbs().sum(), 3));
    }
    if (stage == AdditiveKind::Weights) {
        QStringList maxima;
        const int shown = std::min<int>(8, static_cast<int>(t.attention.rows()));
        for (int i = 0; i < shown; ++i)
            maxima << Explanation::formatNumber(t.attention.row(i).maxCoeff(), 2);
        if (t.attention.rows() > shown)
            maxima << QStringLiteral("…");
        note = tr("Largest weight of each row: %1.").arg(maxima.join(QStringLiteral(", ")));
    }
    const int empty = static_cast<int>(
        std::count_if(t.warningList.begin(), t.warningList.end(),
                      [](const Warning& w) { return w.code == "fully_masked_row"; }));
    if (empty > 0 && stage >= AdditiveKind::Masked)
        note += (note.isEmpty() ? QString() : QStringLiteral(" ")) +
                tr("%n query row(s) have every key hidden: their weights and output are 0.",
                   nullptr, empty);
    return note;
}

HeatmapData AdditiveDescription::heatmapData(int stage, const ResolvedScenario& r,
                                             const KindTrace& trace, int head, int frame) const
{
    HeatmapData data = KindDescription::heatmapData(stage, r, trace, head, frame);
    if (stage == AdditiveKind::QueryProjection || stage == AdditiveKind::KeyProjection)
        data.columnAxisTitle = tr("Unit u");
    else if (stage == AdditiveKind::Output)
        data.columnAxisTitle = tr("Value dimension");
    return data;
}

CellExplanation AdditiveDescription::explainCell(int stage, const ResolvedScenario& r,
                                                 const KindTrace& trace, int head, int frame,
                                                 int row, int column, int decimals) const
{
    const AdditiveTrace& t = additiveTrace(trace);
    const AttentionInput& in = r.input;
    const AdditiveWeights& w = t.weights;
    const auto num = [decimals](double x) { return Explanation::formatNumber(x, decimals); };
    CellExplanation e;
    if (row < 0 || column < 0)
        return KindDescription::explainCell(stage, r, trace, head, frame, row, column, decimals);

    // A unit's input: (W x)_u = Σ_c W[u, c] x_c, term by term.
    if (stage == AdditiveKind::QueryProjection || stage == AdditiveKind::KeyProjection) {
        const bool query = stage == AdditiveKind::QueryProjection;
        const Matrix& x = query ? in.q : in.k;
        const Matrix& m = query ? w.wq : w.wk;
        if (row >= x.rows() || column >= m.rows())
            return KindDescription::explainCell(stage, r, trace, head, frame, row, column,
                                                decimals);
        const QString sym = query ? QStringLiteral("q") : QStringLiteral("k");
        const QString mat =
            query ? QStringLiteral("W<sub>q</sub>") : QStringLiteral("W<sub>k</sub>");
        e.heading = query ? tr("Query %1 %2, unit %3")
                                .arg(row)
                                .arg(Explanation::tokenLabel(r.queryTokens, row))
                                .arg(column)
                          : tr("Key %1 %2, unit %3")
                                .arg(row)
                                .arg(Explanation::tokenLabel(r.keyTokens, row))
                                .arg(column);
        TermTable step;
        step.current = true;
        step.title = stageName(stage).toHtmlEscaped();
        step.before << tr("(%1 %2<sub>%3</sub>)<sub>%4</sub> = Σ<sub>c</sub> %1[%4, c] "
                          "× %2<sub>%3,c</sub>: row %4 of %1 against the vector.")
                           .arg(mat, sym)
                           .arg(row)
                           .arg(column);
        step.columns << QStringLiteral("c") << QStringLiteral("%1[%2, c]").arg(mat).arg(column)
                     << QStringLiteral("%1<sub>%2,c</sub>").arg(sym).arg(row) << tr("product");
        // Long, sparse vectors (the lexicon's 40 named dimensions) list only the products
        // that are not 0, with the dimensions' names.
        const bool skipZeros = x.cols() > 12;
        const auto& names = r.dimensionNames;
        int skipped = 0;
        for (Eigen::Index c = 0; c < x.cols(); ++c) {
            if (skipZeros && (m(column, c) == 0.0 || x(row, c) == 0.0)) {
                ++skipped;
                continue;
            }
            const auto n = static_cast<std::size_t>(c);
            const QString name =
                n < names.size()
                    ? QStringLiteral("%1 %2").arg(c).arg(dimensionDisplayName(names[n]))
                    : QString::number(c);
            step.rows << QStringList{name.toHtmlEscaped(), num(m(column, c)), num(x(row, c)),
                                     num(m(column, c) * x(row, c))};
        }
        if (skipped > 0)
            step.after << tr("%n more dimension(s) where the weight or the vector is 0 add "
                             "nothing.",
                             nullptr, skipped);
        const Matrix& p = query ? t.queryProjection : t.keyProjection;
        step.result = tr("sum = %1").arg(num(p(row, column)));
        e.steps << step;
        return e;
    }

    if (stage == AdditiveKind::Output) {
        if (row >= t.result.rows() || column >= t.result.cols())
            return KindDescription::explainCell(stage, r, trace, head, frame, row, column,
                                                decimals);
        e.heading = tr("Output of query %1 %2, column %3")
                        .arg(row)
                        .arg(Explanation::tokenLabel(r.queryTokens, row))
                        .arg(column);
        TermTable step;
        step.current = true;
        step.before << tr("o<sub>%1,%2</sub> = Σ<sub>j</sub> a<sub>%1,j</sub> × "
                          "v<sub>j,%2</sub>: the values of column %2, averaged with this "
                          "query's weights.")
                           .arg(row)
                           .arg(column);
        step.columns << tr("key j") << tr("weight a") << tr("value v") << QStringLiteral("a × v");
        for (Eigen::Index j = 0; j < in.v.rows(); ++j)
            step.rows << QStringList{
                QStringLiteral("%1 %2").arg(j).arg(Explanation::tokenLabel(r.keyTokens, int(j))),
                num(t.attention(row, j)), num(in.v(j, column)),
                num(t.attention(row, j) * in.v(j, column))};
        step.result = tr("sum = %1").arg(num(t.result(row, column)));
        e.steps << step;
        return e;
    }

    // Scores, mask and softmax of the pair (row, column): the chain that leads to a_ij.
    if (row >= t.scores.rows() || column >= t.scores.cols())
        return KindDescription::explainCell(stage, r, trace, head, frame, row, column, decimals);
    e.heading = tr("Query %1 %2 → key %3 %4")
                    .arg(row)
                    .arg(Explanation::tokenLabel(r.queryTokens, row))
                    .arg(column)
                    .arg(Explanation::tokenLabel(r.keyTokens, column));

    // 1. e_ij = Σ_u v_u tanh((W_q q_i)_u + (W_k k_j)_u), unit by unit.
    TermTable score;
    score.title = tr("1. Score e = vᵀ tanh(W_q q + W_k k)");
    score.current = stage == AdditiveKind::Scores;
    score.before << tr("Each of the %1 units adds what it sees of the query and of the key, "
                       "squashes the sum with tanh and weighs it by v<sub>u</sub>.")
                        .arg(w.units());
    score.columns << tr("unit u") << QStringLiteral("(W<sub>q</sub>q)<sub>u</sub>")
                  << QStringLiteral("(W<sub>k</sub>k)<sub>u</sub>") << tr("sum")
                  << QStringLiteral("tanh") << QStringLiteral("v<sub>u</sub>")
                  << QStringLiteral("v<sub>u</sub> tanh");
    for (int u = 0; u < w.units(); ++u) {
        const double a = t.queryProjection(row, u), b = t.keyProjection(column, u);
        const double th = std::tanh(a + b);
        score.rows << QStringList{QString::number(u), num(a),          num(b), num(a + b), num(th),
                                  num(w.v(u)),        num(w.v(u) * th)};
    }
    score.after << tr("Unlike a dot product q · k, this comparison is learned (W_q, W_k and "
                      "v are trained with the model), has no √d_k (tanh keeps each unit "
                      "between −1 and 1) and costs %1 tanh per pair instead of %2 "
                      "multiply-adds.")
                       .arg(w.units())
                       .arg(in.modelDim());
    score.result =
        tr("e<sub>%1,%2</sub> = %3").arg(row).arg(column).arg(num(t.scores(row, column)));
    e.steps << score;

    // 2. The mask.
    TermTable mask;
    mask.title = tr("2. Mask");
    mask.current = stage == AdditiveKind::Masked;
    if (t.allowed(row, column))
        mask.before << (in.mask.isEmpty() ? tr("No mask: the score passes unchanged, <b>%1</b>.")
                                                .arg(num(t.scores(row, column)))
                                          : tr("Allowed: the score passes unchanged, <b>%1</b>.")
                                                .arg(num(t.scores(row, column))));
    else
        mask.before << tr("Hidden (%1): the score becomes <b>−∞</b>, so the weight "
                          "will be 0.")
                           .arg(Explanation::maskReason(in.mask, row, column, in.queryCount(),
                                                        in.keyCount())
                                    .toHtmlEscaped());
    e.steps << mask;

    // 3. The softmax of the whole row, as softmax attention's.
    TermTable softmax;
    softmax.title = tr("3. Softmax of row %1").arg(row);
    softmax.current = stage == AdditiveKind::Weights;
    if (!t.allowed.row(row).any()) {
        softmax.before << tr("The mask hides every key of this query: the row's weights and "
                             "output are all 0 (never 0/0).");
        e.steps << softmax;
        return e;
    }
    const double m = t.rowMax(row);
    softmax.before << tr("row maximum m = %1").arg(num(m));
    softmax.before << QStringLiteral("x = exp(e + M − m), a = x / z");
    softmax.columns << tr("key j") << QStringLiteral("e + M") << QStringLiteral("e + M − m")
                    << QStringLiteral("x") << QStringLiteral("a");
    for (Eigen::Index j = 0; j < t.scores.cols(); ++j) {
        const bool allowed = t.allowed(row, j);
        const double x = allowed ? std::exp(t.masked(row, j) - m) : 0.0;
        softmax.rows << QStringList{
            QStringLiteral("%1 %2").arg(j).arg(Explanation::tokenLabel(r.keyTokens, int(j))),
            num(t.masked(row, j)), num(allowed ? t.masked(row, j) - m : t.masked(row, j)), num(x),
            num(t.attention(row, j))};
    }
    softmax.highlightRow = column;
    softmax.after << QStringLiteral("z = Σ x = %1").arg(num(t.rowSum(row)));
    softmax.result =
        QStringLiteral("a<sub>%1,%2</sub> = %3 / %4 = %5")
            .arg(row)
            .arg(column)
            .arg(num(t.allowed(row, column) ? std::exp(t.masked(row, column) - m) : 0.0),
                 num(t.rowSum(row)), num(t.attention(row, column)));
    e.steps << softmax;
    return e;
}

QString AdditiveDescription::explainQuery(const ResolvedScenario& r, const KindTrace& trace,
                                          int head, int frame, int query, int decimals) const
{
    const AdditiveTrace& t = additiveTrace(trace);
    if (query < 0 || query >= t.scores.rows())
        return {};
    QString out;
    for (int u = 0; u < t.weights.units(); ++u)
        out += cellExplanationText(
            explainCell(AdditiveKind::QueryProjection, r, trace, head, frame, query, u, decimals));
    for (int j = 0; j < t.scores.cols(); ++j)
        out += cellExplanationText(
            explainCell(AdditiveKind::Weights, r, trace, head, frame, query, j, decimals));
    for (int c = 0; c < t.result.cols(); ++c)
        out += cellExplanationText(
            explainCell(AdditiveKind::Output, r, trace, head, frame, query, c, decimals));
    return out;
}

QString AdditiveDescription::sizeSummary(const ResolvedScenario& r) const
{
    const auto* w = r.kindInput.get<AdditiveWeights>();
    if (!w)
        return {};
    return tr("%1 queries, %2 keys, d_k = %3, d_a = %4 units, d_v = %5")
        .arg(r.input.queryCount())
        .arg(r.input.keyCount())
        .arg(r.input.modelDim())
        .arg(w->units())
        .arg(r.input.valueDim());
}

QString AdditiveDescription::aboutScenario(const Scenario&) const
{
    return tr("The open scenario is additive attention (2014): a small network scores each query "
              "against each key.");
}

} // namespace attnlab

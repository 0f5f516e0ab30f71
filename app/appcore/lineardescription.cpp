#include "lineardescription.h"

#include "explanation.h"
#include "kindcontrols.h"
#include "linearkind.h"
#include "scenario.h"
#include "scenariofile.h"
#include "softmaxdescription.h"
#include "softmaxkind.h"
#include "translations.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>

#include <algorithm>
#include <cmath>

namespace attnlab {

namespace {

const LinearTrace& linearTrace(const KindTrace& trace)
{
    return dynamic_cast<const LinearTrace&>(trace);
}

/// At most this many terms are listed in a table; the rest are summed all the same.
constexpr int maxListedTerms = 64;

/// A token as the inspector quotes it (“cat”), or its index.
QString tokenName(const std::vector<std::string>& tokens, int i)
{
    if (i >= 0 && static_cast<std::size_t>(i) < tokens.size())
        return quoted(fromStd(tokens[static_cast<std::size_t>(i)]).toHtmlEscaped());
    return QString::number(i);
}

QString count(double x)
{
    return QLocale().toString(static_cast<qlonglong>(std::llround(x)));
}

/// "… and 12 more terms, in the sum all the same."
QString moreTerms(int shown, int total)
{
    return total > shown ? LinearDescription::tr("\u2026 and %n more term(s), in the sum all the "
                                                 "same.",
                                                 nullptr, total - shown)
                         : QString();
}

/// The feature map's formula for one entry, as rich text.
QString phiFormula(const FeatureMapSpec& map, const QString& x)
{
    switch (map.map) {
    case FeatureMapSpec::Map::EluPlusOne:
        return LinearDescription::tr("elu(%1) + 1").arg(x);
    case FeatureMapSpec::Map::Relu:
        return LinearDescription::tr("max(%1, 0)").arg(x);
    case FeatureMapSpec::Map::FavorPlus:
        return LinearDescription::tr(
                   "exp(\u03c9 \u00b7 %1\u2032 \u2212 \u2016%1\u2032\u2016\u00b2/2) "
                   "/ \u221am")
            .arg(x);
    }
    return {};
}

} // namespace

QString LinearDescription::stageName(int stage) const
{
    switch (stage) {
    case LinearKind::PhiQ:
        return tr("1 \u03c6(Q)");
    case LinearKind::PhiK:
        return tr("2 \u03c6(K)");
    case LinearKind::State:
        return tr("3 State S");
    case LinearKind::Normalizer:
        return tr("4 Normaliser z");
    case LinearKind::ImplicitWeights:
        return tr("5 Implicit weights");
    case LinearKind::SoftmaxWeights:
        return tr("6 Softmax weights");
    case LinearKind::Difference:
        return tr("7 Difference");
    case LinearKind::Output:
        return tr("8 Output");
    case LinearKind::Final:
        return tr("9 Heads && W_O");
    }
    return KindDescription::stageName(stage);
}

QString LinearDescription::valueLabel(int stage) const
{
    switch (stage) {
    case LinearKind::PhiQ:
    case LinearKind::PhiK:
        return tr("feature value");
    case LinearKind::State:
        return tr("state entry");
    case LinearKind::Normalizer:
        return tr("normaliser entry");
    case LinearKind::ImplicitWeights:
    case LinearKind::SoftmaxWeights:
        return tr("attention weight");
    case LinearKind::Difference:
        return tr("implicit \u2212 softmax");
    case LinearKind::Output:
    case LinearKind::Final:
        return tr("output value");
    }
    return KindDescription::valueLabel(stage);
}

QString LinearDescription::title(int stage, const ResolvedScenario& r, const KindTrace& trace,
                                 int head) const
{
    const QString map = fromStd(featureMapOf(r).name());
    switch (stage) {
    case LinearKind::PhiQ:
        return tr("Features \u03c6(Q), %1").arg(map);
    case LinearKind::PhiK:
        return tr("Features \u03c6(K), %1").arg(map);
    case LinearKind::State:
        return tr("State S = \u03c6(K)\u1d40 V");
    case LinearKind::Normalizer:
        return tr("Normaliser z = \u03a3 \u03c6(k)");
    case LinearKind::ImplicitWeights:
        return tr("Implicit weights, %1").arg(map);
    case LinearKind::SoftmaxWeights:
        return tr("Softmax weights of the same Q and K");
    case LinearKind::Difference:
        return tr("Implicit \u2212 softmax weights");
    case LinearKind::Output:
        return tr("Output \u03c6(Q) S / \u03c6(Q) z");
    case LinearKind::Final:
        return r.input.outputProjection ? tr("Final output: concatenated heads \u00d7 W_O")
                                        : tr("Final output: concatenated heads");
    }
    return KindDescription::title(stage, r, trace, head);
}

QString LinearDescription::formulaHtml(int stage, const ResolvedScenario& r, const KindTrace& trace,
                                       int) const
{
    const bool causal = linearTrace(trace).causal;
    switch (stage) {
    case LinearKind::PhiQ:
        return QStringLiteral("\u03c6(q<sub>i</sub>) = ") +
               phiFormula(featureMapOf(r), QStringLiteral("q<sub>i</sub>"));
    case LinearKind::PhiK:
        return QStringLiteral("\u03c6(k<sub>j</sub>) = ") +
               phiFormula(featureMapOf(r), QStringLiteral("k<sub>j</sub>"));
    case LinearKind::State:
        return causal ? QStringLiteral("S<sub>i</sub> = S<sub>i\u22121</sub> + "
                                       "\u03c6(k<sub>i</sub>) v<sub>i</sub><sup>T</sup>")
                      : QStringLiteral("S = \u03a3<sub>j</sub> \u03c6(k<sub>j</sub>) "
                                       "v<sub>j</sub><sup>T</sup>");
    case LinearKind::Normalizer:
        return causal ? QStringLiteral("z<sub>i</sub> = z<sub>i\u22121</sub> + "
                                       "\u03c6(k<sub>i</sub>)")
                      : QStringLiteral("z = \u03a3<sub>j</sub> \u03c6(k<sub>j</sub>)");
    case LinearKind::ImplicitWeights:
        return causal ? QStringLiteral("A<sub>ij</sub> = \u03c6(q<sub>i</sub>)\u00b7\u03c6(k"
                                       "<sub>j</sub>) / \u03a3<sub>j\u2032\u2264i</sub> "
                                       "\u03c6(q<sub>i</sub>)\u00b7\u03c6(k<sub>j\u2032</sub>)")
                      : QStringLiteral("A<sub>ij</sub> = \u03c6(q<sub>i</sub>)\u00b7\u03c6(k"
                                       "<sub>j</sub>) / \u03a3<sub>j\u2032</sub> "
                                       "\u03c6(q<sub>i</sub>)\u00b7\u03c6(k<sub>j\u2032</sub>)");
    case LinearKind::SoftmaxWeights:
        return QStringLiteral("a<sub>ij</sub> = softmax<sub>j</sub>(s q<sub>i</sub>\u00b7k"
                              "<sub>j</sub> + M<sub>ij</sub>)");
    case LinearKind::Difference:
        return QStringLiteral("A<sub>ij</sub> \u2212 a<sub>ij</sub>");
    case LinearKind::Output:
        return causal ? QStringLiteral("out<sub>i</sub> = \u03c6(q<sub>i</sub>)<sup>T</sup> "
                                       "S<sub>i</sub> / \u03c6(q<sub>i</sub>)<sup>T</sup> "
                                       "z<sub>i</sub>")
                      : QStringLiteral("out<sub>i</sub> = \u03c6(q<sub>i</sub>)<sup>T</sup> S "
                                       "/ \u03c6(q<sub>i</sub>)<sup>T</sup> z = \u03a3<sub>j</sub>"
                                       " A<sub>ij</sub> v<sub>j</sub>");
    case LinearKind::Final:
        return r.input.outputProjection
                   ? QStringLiteral("[out<sub>0</sub> | \u2026 | out<sub>h\u22121</sub>] "
                                    "W<sub>O</sub>")
                   : QStringLiteral("[out<sub>0</sub> | \u2026 | out<sub>h\u22121</sub>]");
    }
    return {};
}

QString LinearDescription::explanation(int stage, const ResolvedScenario& r) const
{
    switch (stage) {
    case LinearKind::PhiQ:
    case LinearKind::PhiK:
        switch (featureMapOf(r).map) {
        case FeatureMapSpec::Map::EluPlusOne:
            return tr("The feature map \u03c6 replaces the softmax's exp: elu(x) + 1 is x + 1 for "
                      "positive x and e<sup>x</sup> otherwise, so every feature is positive and "
                      "every weight below will be too. There is no \u221a"
                      "d_k scale.");
        case FeatureMapSpec::Map::Relu:
            return tr("The feature map \u03c6 replaces the softmax's exp: relu keeps the positive "
                      "part of each entry. A query may share no positive feature with any key: "
                      "its weights are then undefined, and AttnLab gives it zeros and a warning.");
        case FeatureMapSpec::Map::FavorPlus:
            return tr("FAVOR+ (Performer) draws m random directions \u03c9 and maps each vector "
                      "to m positive features whose products estimate exp(s q\u00b7k) on "
                      "average: with enough features the implicit weights approach softmax's.");
        }
        break;
    case LinearKind::State:
        return tr("The keys and values summed once into a d\u2032 \u00d7 d_v matrix, whatever the "
                  "number of tokens: this is what lets linear attention skip the n \u00d7 n "
                  "weights. With a causal mask it is a running sum, one token at a time, like "
                  "the state of a recurrent network: move the frame slider to add keys.");
    case LinearKind::Normalizer:
        return tr("The sum of the keys' features: each query divides by \u03c6(q)\u00b7z, which "
                  "makes its implicit weights sum to 1, as softmax's do.");
    case LinearKind::ImplicitWeights:
        return tr("Linear attention never computes these weights, yet its output is exactly "
                  "what they would give: A = \u03c6(Q)\u03c6(K)\u1d40 normalised by rows. Seen "
                  "here beside the softmax weights of the same queries and keys.");
    case LinearKind::SoftmaxWeights:
        return tr("What softmax attention would give for the same Q, K and mask, for "
                  "comparison.");
    case LinearKind::Difference:
        return tr("Where linear attention attends more (red) or less (blue) than softmax. "
                  "Without exp, its weights are flatter: large scores are not amplified.");
    case LinearKind::Output:
        return tr("Each query reads the state once: \u03c6(q)\u1d40S over \u03c6(q)\u1d40z, in "
                  "O(n d\u2032 d_v) instead of O(n\u00b2 d). Moving the brackets changed the "
                  "cost, not the number: it equals \u03a3<sub>j</sub> A<sub>ij</sub> "
                  "v<sub>j</sub>, as a cell's explanation shows.");
    case LinearKind::Final:
        return r.input.outputProjection
                   ? tr("The heads' outputs side by side, mixed by W_O, as in softmax "
                        "attention.")
                   : tr("The heads' outputs side by side.");
    }
    return KindDescription::explanation(stage, r);
}

QString LinearDescription::costHtml(const ResolvedScenario& r)
{
    const AttentionSizes sizes = AttentionSizes::of(r.input);
    const int features = linearFeatureDim(featureMapOf(r), r.input.headDim());
    const AttentionCost cost = attentionCost(sizes, features);
    // Sentences, not a table: they wrap in the narrow text column beside a projected map.
    return tr("<b>Cost for these sizes:</b> softmax (Q K\u1d40) V takes %1 flops and keeps "
              "%2 weights; linear \u03c6(Q) (\u03c6(K)\u1d40 V) takes %3 flops and keeps %4 "
              "numbers (a state d\u2032 \u00d7 d_v and z, d\u2032 = %5). The same flops at "
              "n \u2248 %6 tokens; above it, linear attention costs less.")
        .arg(count(cost.softmaxFlops), count(double(cost.softmaxNumbers)), count(cost.linearFlops),
             count(double(cost.linearNumbers)))
        .arg(features)
        .arg(count(cost.crossoverTokens));
}

QString LinearDescription::note(int stage, const ResolvedScenario& r, const KindTrace& trace,
                                int head, int) const
{
    const LinearTrace& t = linearTrace(trace);
    if (t.heads.empty())
        return {};
    head = std::clamp(head, 0, static_cast<int>(t.heads.size()) - 1);
    const LinearHead& h = t.heads[static_cast<std::size_t>(head)];
    QStringList parts;
    if (stage == LinearKind::Difference) {
        // How far from softmax, in one line; FAVOR+'s distance as m grows.
        Matrix d = (h.implicitWeights - h.softmaxWeights).cwiseAbs();
        int count = 0;
        double sum = 0.0;
        Eigen::Index bi = 0, bj = 0;
        double largest = -1.0;
        for (Eigen::Index i = 0; i < d.rows(); ++i)
            for (Eigen::Index j = 0; j < d.cols(); ++j)
                if (t.allowed(i, j)) {
                    sum += d(i, j);
                    ++count;
                    if (d(i, j) > largest) {
                        largest = d(i, j);
                        bi = i;
                        bj = j;
                    }
                }
        if (count > 0)
            parts << tr("Mean |implicit \u2212 softmax| %1; the largest, %2, at %3 \u2192 %4.")
                         .arg(Explanation::formatNumber(sum / count, 3),
                              Explanation::formatNumber(largest, 3),
                              tokenName(r.queryTokens, int(bi)), tokenName(r.keyTokens, int(bj)));
        const std::int64_t pairs = std::int64_t(r.input.queryCount()) * r.input.keyCount();
        if (featureMapOf(r).map == FeatureMapSpec::Map::FavorPlus && pairs <= 65536) {
            const std::vector<int> ms{16, 64, 256, 1024};
            const std::vector<double> errors = favorError(r, ms);
            QStringList list;
            for (std::size_t i = 0; i < ms.size(); ++i)
                list << tr("m = %1: %2").arg(ms[i]).arg(Explanation::formatNumber(errors[i], 3));
            parts << tr("FAVOR+'s distance to softmax as m grows (mean |difference| over every "
                        "head, same seed): %1.")
                         .arg(list.join(QStringLiteral(", ")));
        }
    }
    // The cost where the state and the output are: the first view (the implicit weights) keeps
    // its text short enough for a projector's page.
    if (stage == LinearKind::State || stage == LinearKind::Output)
        parts << costHtml(r);
    int zero = 0;
    for (const Warning& w : t.warningList)
        if (w.code == "zero_normalizer" && w.head == head)
            ++zero;
    if (zero > 0 && stage != LinearKind::PhiK)
        parts << tr("%n query row(s) share no feature with any key (\u03c6(q)\u00b7z = 0): their "
                    "weights and output are 0.",
                    nullptr, zero);
    return parts.join(QStringLiteral(" "));
}

QString LinearDescription::frameName(int frame, const ResolvedScenario& r, const KindTrace&) const
{
    // Frame i: the recurrence after query i's token (its own key, in self-attention).
    return tr("after %1").arg(tokenName(r.queryTokens, frame));
}

HeatmapData LinearDescription::heatmapData(int stage, const ResolvedScenario& r,
                                           const KindTrace& trace, int head, int frame) const
{
    HeatmapData data = KindDescription::heatmapData(stage, r, trace, head, frame);
    switch (stage) {
    case LinearKind::PhiQ:
    case LinearKind::PhiK:
    case LinearKind::Normalizer:
        data.columnAxisTitle = tr("Feature of \u03c6");
        break;
    case LinearKind::State:
        data.rowAxisTitle = tr("Feature of \u03c6");
        data.columnAxisTitle = tr("Value dimension");
        break;
    case LinearKind::Output:
        data.columnAxisTitle = tr("Value dimension");
        break;
    case LinearKind::Final:
        data.columnAxisTitle = tr("Output dimension");
        break;
    default:
        break;
    }
    return data;
}

QString LinearDescription::explainQuery(const ResolvedScenario& r, const KindTrace& trace, int head,
                                        int frame, int query, int decimals) const
{
    const LinearTrace& t = linearTrace(trace);
    if (t.heads.empty() || !t.hasStages())
        return KindDescription::explainQuery(r, trace, head, frame, query, decimals);
    head = std::clamp(head, 0, static_cast<int>(t.heads.size()) - 1);
    const LinearHead& h = t.heads[static_cast<std::size_t>(head)];
    if (query < 0 || query >= h.implicitWeights.rows())
        return {};
    const auto num = [decimals](double x) { return Explanation::formatNumber(x, decimals); };
    const auto row = [&](const Eigen::RowVectorXd& v) {
        QStringList cells;
        for (Eigen::Index i = 0; i < v.size(); ++i)
            cells << num(v(i));
        return QStringLiteral("[%1]").arg(cells.join(QStringLiteral(", ")));
    };
    // The weights linear attention implies for this query: its largest one, term by term.
    Eigen::Index largest = 0;
    Eigen::RowVectorXd weights = h.implicitWeights.row(query);
    for (Eigen::Index j = 0; j < weights.size(); ++j)
        if (!t.allowed(query, j))
            weights(j) = -1.0;
    weights.maxCoeff(&largest);
    QString out = cellExplanationText(explainCell(LinearKind::ImplicitWeights, r, trace, head,
                                                  frame, query, int(largest), decimals));
    out +=
        plainText(tr("Implicit weights of the row: %1; softmax's: %2.")
                      .arg(row(h.implicitWeights.row(query)), row(h.softmaxWeights.row(query)))) +
        QStringLiteral("\n\n");
    // Its output, the linear way and the quadratic way, for the first value dimension.
    out += cellExplanationText(
        explainCell(LinearKind::Output, r, trace, head, t.frameCount() - 1, query, 0, decimals));
    out += plainText(tr("The whole output row: %1.").arg(row(h.output.row(query)))) +
           QStringLiteral("\n");
    return out;
}

/// One cell's explanation: what every stage's part reads.
struct LinearDescription::CellContext
{
    const ResolvedScenario& r;
    const LinearTrace& t;
    const LinearHead& h;
    int stage, head, frame, row, column, decimals;
    const StageValues& shown;
    double value;
    QString headText;
    int keyLimit; ///< the last key the recurrence has read
    QString num(double x) const { return Explanation::formatNumber(x, decimals); }
};

CellExplanation LinearDescription::explainCell(int stage, const ResolvedScenario& r,
                                               const KindTrace& trace, int head, int frame, int row,
                                               int column, int decimals) const
{
    const LinearTrace& t = linearTrace(trace);
    if (t.heads.empty() || !t.hasStages())
        return KindDescription::explainCell(stage, r, trace, head, frame, row, column, decimals);
    head = std::clamp(head, 0, static_cast<int>(t.heads.size()) - 1);
    frame = std::clamp(frame, 0, t.frameCount() - 1);
    const LinearHead& h = t.heads[static_cast<std::size_t>(head)];
    const StageValues shown = t.stage(stage, head, frame);
    const double value = shown.values(row, column);
    const QString headText = t.heads.size() > 1 ? tr(", head %1").arg(head) : QString();

    const int keyLimit =
        t.causal ? std::min<int>(frame, int(h.phiK.rows()) - 1) : int(h.phiK.rows()) - 1;

    const CellContext c{r,      t,        h,     stage, head,     frame,   row,
                        column, decimals, shown, value, headText, keyLimit};
    switch (stage) {
    case LinearKind::PhiQ:
    case LinearKind::PhiK:
        return explainPhiCell(c);
    case LinearKind::State:
    case LinearKind::Normalizer:
        return explainStateCell(c);
    case LinearKind::ImplicitWeights:
    case LinearKind::Difference:
        return explainImplicitCell(c);
    case LinearKind::SoftmaxWeights: {
        // Softmax's own explanation, from the softmax engine on the same input.
        const Trace softmax = computeTrace(r.input);
        return SoftmaxDescription::explainCell(SoftmaxKind::Weights, r, softmax, head, row, column,
                                               decimals);
    }
    case LinearKind::Output:
        return explainOutputCell(c);
    default:
        return explainFinalCell(c);
    }
}

// φ of one entry (or, for FAVOR+, one random feature of the whole vector).
TermTable LinearDescription::phiStep(const CellContext& c, bool query, int r0, int col) const
{
    const ResolvedScenario& r = c.r;
    const LinearHead& h = c.h;
    const auto num = [&c](double x) { return c.num(x); };
    TermTable step;
    const Matrix& x = query ? r.input.q : r.input.k;
    const QString v = query ? QStringLiteral("q") : QStringLiteral("k");
    const double phi = (query ? h.phiQ : h.phiK)(r0, col);
    step.title = tr("\u03c6(%1<sub>%2</sub>)<sub>%3</sub> = %4")
                     .arg(v)
                     .arg(r0)
                     .arg(col)
                     .arg(phiFormula(featureMapOf(r), QStringLiteral("x")));
    if (featureMapOf(r).map != FeatureMapSpec::Map::FavorPlus) {
        const double xv = x(r0, h.keyColumn + col);
        step.before
            << tr("x = %1<sub>%2,%3</sub> = %4").arg(v).arg(r0).arg(h.keyColumn + col).arg(num(xv));
        if (featureMapOf(r).map == FeatureMapSpec::Map::Relu)
            step.result = tr("max(%1, 0) = %2").arg(num(xv), num(phi));
        else
            step.result =
                xv > 0 ? tr("x + 1 = %1").arg(num(phi)) : tr("e<sup>x</sup> = %1").arg(num(phi));
        return step;
    }
    // FAVOR+: x′ = x √s, w = ω_c · x′, φ_c = exp(w − |x′|²/2) / √m.
    const int d = r.input.headDim();
    const double s = effectiveScale(r.input.scale, d);
    const Matrix omega = favorProjection(featureMapOf(r), d);
    const Vector xp = x.row(r0).segment(h.keyColumn, d).transpose() * std::sqrt(s);
    step.before << tr("x\u2032 = x \u221as with s = %1; \u03c9<sub>%2</sub> is random "
                      "direction %2 (torch.manual_seed(%3)).")
                       .arg(num(s))
                       .arg(col)
                       .arg(featureMapOf(r).seed);
    step.columns = QStringList{tr("c"), tr("x\u2032<sub>c</sub>"),
                               tr("\u03c9<sub>%1,c</sub>").arg(col), tr("product")};
    double w = 0.0;
    for (int k = 0; k < d; ++k) {
        w += omega(col, k) * xp(k);
        if (k < maxListedTerms)
            step.rows << QStringList{QString::number(k), num(xp(k)), num(omega(col, k)),
                                     num(omega(col, k) * xp(k))};
    }
    if (const QString more = moreTerms(std::min(d, maxListedTerms), d); !more.isEmpty())
        step.after << more;
    step.after << tr("\u03c9 \u00b7 x\u2032 = %1; \u2016x\u2032\u2016\u00b2/2 = %2; m = %3.")
                      .arg(num(w), num(xp.squaredNorm() / 2.0))
                      .arg(featureMapOf(r).features);
    step.result = tr("exp(%1 \u2212 %2) / \u221a%3 = %4")
                      .arg(num(w), num(xp.squaredNorm() / 2.0))
                      .arg(featureMapOf(r).features)
                      .arg(num(phi));
    return step;
}

// φ(Q) and φ(K): one entry.
CellExplanation LinearDescription::explainPhiCell(const CellContext& c) const
{
    const ResolvedScenario& r = c.r;
    const int stage = c.stage;
    const int row = c.row;
    const int column = c.column;
    const QString& headText = c.headText;
    CellExplanation e;
    const bool query = stage == LinearKind::PhiQ;
    e.heading = (query ? tr("\u03c6 of query %1 %2, feature %3%4")
                       : tr("\u03c6 of key %1 %2, feature %3%4"))
                    .arg(row)
                    .arg(tokenName(query ? r.queryTokens : r.keyTokens, row))
                    .arg(column)
                    .arg(headText);
    TermTable step = phiStep(c, query, row, column);
    step.current = true;
    e.steps << step;
    return e;
}

// The state S = Σ φ(k_j) v_jᵀ and the normaliser z = Σ φ(k_j).
CellExplanation LinearDescription::explainStateCell(const CellContext& c) const
{
    const ResolvedScenario& r = c.r;
    const LinearTrace& t = c.t;
    const LinearHead& h = c.h;
    const int stage = c.stage;
    const int row = c.row;
    const int column = c.column;
    const double value = c.value;
    const QString& headText = c.headText;
    const int keyLimit = c.keyLimit;
    const auto num = [&c](double x) { return c.num(x); };
    CellExplanation e;
    // S_ce = Σ_j φ(k_j)_c v_je, z_c = Σ_j φ(k_j)_c over the keys summed so far.
    const bool state = stage == LinearKind::State;
    const int feature = state ? row : column;
    const int last = keyLimit; // the keys summed so far (never past the last query)
    e.heading = state ? tr("State S<sub>%1,%2</sub>%3").arg(row).arg(column).arg(headText)
                      : tr("Normaliser z<sub>%1</sub>%2").arg(column).arg(headText);
    TermTable step;
    step.current = true;
    step.title = state ? tr("Sum over the keys: \u03c6(k<sub>j</sub>)<sub>%1</sub> "
                            "v<sub>j,%2</sub>")
                             .arg(feature)
                             .arg(h.valueColumn + column)
                       : tr("Sum over the keys: \u03c6(k<sub>j</sub>)<sub>%1</sub>").arg(feature);
    if (t.causal)
        step.before << tr("After token %1: the keys 0 \u2026 %1 only, added one at a "
                          "time.")
                           .arg(keyLimit);
    step.columns =
        state ? QStringList{tr("key j"), tr("\u03c6(k<sub>j</sub>)<sub>%1</sub>").arg(feature),
                            tr("v<sub>j,%1</sub>").arg(h.valueColumn + column), tr("product")}
              : QStringList{tr("key j"), tr("\u03c6(k<sub>j</sub>)<sub>%1</sub>").arg(feature)};
    for (int j = 0; j <= last && j < maxListedTerms; ++j) {
        const double p = h.phiK(j, feature);
        QStringList cells{QStringLiteral("%1 %2").arg(j).arg(tokenName(r.keyTokens, j)), num(p)};
        if (state)
            cells << num(h.values(j, column)) << num(p * h.values(j, column));
        step.rows << cells;
    }
    if (const QString more = moreTerms(std::min(last + 1, maxListedTerms), last + 1);
        !more.isEmpty())
        step.after << more;
    step.result = state ? tr("S<sub>%1,%2</sub> = %3").arg(row).arg(column).arg(num(value))
                        : tr("z<sub>%1</sub> = %2").arg(column).arg(num(value));
    e.steps << step;
    return e;
}

// The implicit weights φ(q_i)·φ(k_j) / φ(q_i)·z and their difference from softmax's.
CellExplanation LinearDescription::explainImplicitCell(const CellContext& c) const
{
    const ResolvedScenario& r = c.r;
    const LinearTrace& t = c.t;
    const LinearHead& h = c.h;
    const int stage = c.stage;
    const int row = c.row;
    const int column = c.column;
    const double value = c.value;
    const QString& headText = c.headText;
    const auto num = [&c](double x) { return c.num(x); };
    CellExplanation e;
    e.heading = tr("Query %1 %2 \u2192 key %3 %4%5")
                    .arg(row)
                    .arg(tokenName(r.queryTokens, row))
                    .arg(column)
                    .arg(tokenName(r.keyTokens, column))
                    .arg(headText);
    const double implicit = h.implicitWeights(row, column);
    const double softmax = h.softmaxWeights(row, column);
    if (!t.allowed(row, column)) {
        TermTable step;
        step.current = true;
        step.title = tr("Masked");
        step.before << Explanation::maskReason(r.input.mask, row, column, r.input.queryCount(),
                                               r.input.keyCount());
        step.before << tr("The recurrence has not reached this key when query %1 reads "
                          "the state: it counts for nothing.")
                           .arg(row);
        step.result = tr("A<sub>%1,%2</sub> = 0").arg(row).arg(column);
        e.steps << step;
        return e;
    }
    // 1. The product of the features.
    TermTable product;
    product.title =
        tr("1. Product \u03c6(q<sub>%1</sub>)\u00b7\u03c6(k<sub>%2</sub>)").arg(row).arg(column);
    product.columns =
        QStringList{tr("c"), tr("\u03c6(q<sub>%1</sub>)<sub>c</sub>").arg(row),
                    tr("\u03c6(k<sub>%1</sub>)<sub>c</sub>").arg(column), tr("product")};
    const int features = int(h.phiQ.cols());
    for (int c = 0; c < features && c < maxListedTerms; ++c)
        product.rows << QStringList{QString::number(c), num(h.phiQ(row, c)), num(h.phiK(column, c)),
                                    num(h.phiQ(row, c) * h.phiK(column, c))};
    if (const QString more = moreTerms(std::min(features, maxListedTerms), features);
        !more.isEmpty())
        product.after << more;
    const double numerator = h.phiQ.row(row).dot(h.phiK.row(column));
    product.result = tr("\u03c6(q<sub>%1</sub>)\u00b7\u03c6(k<sub>%2</sub>) = %3")
                         .arg(row)
                         .arg(column)
                         .arg(num(numerator));
    // 2. Normalised over the row's keys: the denominator is φ(q_i)·z.
    TermTable normalise;
    normalise.title = tr("2. Divided by the row's sum");
    normalise.columns = QStringList{tr("key j"), tr("\u03c6(q<sub>%1</sub>)\u00b7\u03c6(k"
                                                    "<sub>j</sub>)")
                                                     .arg(row)};
    double denominator = 0.0;
    int listed = 0, total = 0;
    for (int j = 0; j < int(h.phiK.rows()); ++j) {
        if (!t.allowed(row, j))
            continue;
        const double p = h.phiQ.row(row).dot(h.phiK.row(j));
        denominator += p;
        ++total;
        if (listed < maxListedTerms) {
            if (j == column)
                normalise.highlightRow = listed;
            normalise.rows << QStringList{
                QStringLiteral("%1 %2").arg(j).arg(tokenName(r.keyTokens, j)), num(p)};
            ++listed;
        }
    }
    if (const QString more = moreTerms(listed, total); !more.isEmpty())
        normalise.after << more;
    normalise.after
        << tr("The sum is \u03c6(q<sub>%1</sub>)\u00b7z = %2.").arg(row).arg(num(denominator));
    normalise.result = denominator > 0.0 ? tr("A<sub>%1,%2</sub> = %3 / %4 = %5")
                                               .arg(row)
                                               .arg(column)
                                               .arg(num(numerator), num(denominator), num(implicit))
                                         : tr("A<sub>%1,%2</sub> = 0 (no shared feature: a zero "
                                              "normaliser)")
                                               .arg(row)
                                               .arg(column);
    if (stage == LinearKind::ImplicitWeights) {
        normalise.current = true;
        normalise.after << tr("Softmax gives %1 for this pair: a difference of %2.")
                               .arg(num(softmax), num(implicit - softmax));
        e.steps << product << normalise;
        return e;
    }
    TermTable difference;
    difference.current = true;
    difference.title = tr("3. Against softmax");
    difference.columns = QStringList{tr("weight"), tr("value")};
    difference.rows << QStringList{tr("implicit A<sub>%1,%2</sub>").arg(row).arg(column),
                                   num(implicit)}
                    << QStringList{tr("softmax a<sub>%1,%2</sub>").arg(row).arg(column),
                                   num(softmax)};
    difference.result = tr("A \u2212 a = %1").arg(num(value));
    e.steps << product << normalise << difference;
    return e;
}

// A head's output, both ways.
CellExplanation LinearDescription::explainOutputCell(const CellContext& c) const
{
    const ResolvedScenario& r = c.r;
    const LinearTrace& t = c.t;
    const LinearHead& h = c.h;
    const int head = c.head;
    const int frame = c.frame;
    const int row = c.row;
    const int column = c.column;
    const StageValues& shown = c.shown;
    const double value = c.value;
    const QString& headText = c.headText;
    const auto num = [&c](double x) { return c.num(x); };
    CellExplanation e;
    e.heading = tr("Output of query %1 %2, value dimension %3%4")
                    .arg(row)
                    .arg(tokenName(r.queryTokens, row))
                    .arg(h.valueColumn + column)
                    .arg(headText);
    if (shown.hidden.size() > 0 && shown.hidden(row, column)) {
        TermTable step;
        step.current = true;
        step.title = tr("Not yet");
        step.before
            << tr("After token %1 the recurrence has not reached query %2.").arg(frame).arg(row);
        e.steps << step;
        return e;
    }
    // The state query i reads: S_i and z_i with a causal mask, S and z otherwise.
    const int at = t.causal ? std::min<int>(row, int(h.phiK.rows()) - 1) : -1;
    const Matrix state = t.causal ? t.stateAt(head, at) : h.state;
    const Vector z = t.causal ? t.normalizerAt(head, at) : h.normalizer;
    const QString sName = t.causal ? QStringLiteral("S<sub>%1</sub>").arg(at) : QStringLiteral("S");
    const QString zName = t.causal ? QStringLiteral("z<sub>%1</sub>").arg(at) : QStringLiteral("z");
    const int features = int(h.phiQ.cols());
    TermTable top;
    top.title =
        tr("1. \u03c6(q<sub>%1</sub>)<sup>T</sup> %2, column %3").arg(row).arg(sName).arg(column);
    top.columns = QStringList{tr("c"), tr("\u03c6(q<sub>%1</sub>)<sub>c</sub>").arg(row),
                              tr("%1<sub>c,%2</sub>").arg(sName).arg(column), tr("product")};
    TermTable bottom;
    bottom.title = tr("2. \u03c6(q<sub>%1</sub>)<sup>T</sup> %2").arg(row).arg(zName);
    bottom.columns = QStringList{tr("c"), tr("\u03c6(q<sub>%1</sub>)<sub>c</sub>").arg(row),
                                 tr("%1<sub>c</sub>").arg(zName), tr("product")};
    double numerator = 0.0, denominator = 0.0;
    for (int c = 0; c < features; ++c) {
        const double p = h.phiQ(row, c);
        numerator += p * state(c, column);
        denominator += p * z(c);
        if (c < maxListedTerms) {
            top.rows << QStringList{QString::number(c), num(p), num(state(c, column)),
                                    num(p * state(c, column))};
            bottom.rows << QStringList{QString::number(c), num(p), num(z(c)), num(p * z(c))};
        }
    }
    if (const QString more = moreTerms(std::min(features, maxListedTerms), features);
        !more.isEmpty())
        top.after << more;
    if (const QString more = moreTerms(std::min(features, maxListedTerms), features);
        !more.isEmpty())
        bottom.after << more;
    top.result = tr("numerator = %1").arg(num(numerator));
    bottom.after << tr("denominator = %1").arg(num(denominator));
    bottom.current = true;
    bottom.result = denominator > 0.0
                        ? tr("out = %1 / %2 = %3").arg(num(numerator), num(denominator), num(value))
                        : tr("A zero denominator: the output is 0 (and a warning).");
    // 3. The same number the quadratic way: Σ_j A_ij v_j.
    TermTable check;
    check.title = tr("3. The same number the quadratic way: \u03a3<sub>j</sub> "
                     "A<sub>%1,j</sub> v<sub>j,%2</sub>")
                      .arg(row)
                      .arg(h.valueColumn + column);
    check.columns = QStringList{tr("key j"), tr("A<sub>%1,j</sub>").arg(row),
                                tr("v<sub>j,%1</sub>").arg(h.valueColumn + column), tr("product")};
    double sum = 0.0;
    int listed = 0, total = 0;
    for (int j = 0; j < int(h.implicitWeights.cols()); ++j) {
        if (!t.allowed(row, j))
            continue;
        const double a = h.implicitWeights(row, j);
        sum += a * h.values(j, column);
        ++total;
        if (listed++ < maxListedTerms)
            check.rows << QStringList{QStringLiteral("%1 %2").arg(j).arg(tokenName(r.keyTokens, j)),
                                      num(a), num(h.values(j, column)),
                                      num(a * h.values(j, column))};
    }
    if (const QString more = moreTerms(std::min(total, maxListedTerms), total); !more.isEmpty())
        check.after << more;
    check.result =
        tr("\u03a3 = %1: the same output, without the n \u00d7 n weights.").arg(num(sum));
    e.steps << top << bottom << check;
    return e;
}

// The final output: the concatenation, mixed by W_O when there is one.
CellExplanation LinearDescription::explainFinalCell(const CellContext& c) const
{
    const ResolvedScenario& r = c.r;
    const LinearTrace& t = c.t;
    const int frame = c.frame;
    const int row = c.row;
    const int column = c.column;
    const StageValues& shown = c.shown;
    const double value = c.value;
    const auto num = [&c](double x) { return c.num(x); };
    CellExplanation e;
    // The final output: the concatenation, mixed by W_O when there is one.
    e.heading = tr("Final output of query %1 %2, dimension %3")
                    .arg(row)
                    .arg(tokenName(r.queryTokens, row))
                    .arg(column);
    if (shown.hidden.size() > 0 && shown.hidden(row, column)) {
        TermTable step;
        step.current = true;
        step.title = tr("Not yet");
        step.before
            << tr("After token %1 the recurrence has not reached query %2.").arg(frame).arg(row);
        e.steps << step;
        return e;
    }
    TermTable step;
    step.current = true;
    if (r.input.outputProjection) {
        const Matrix& wo = *r.input.outputProjection;
        step.title = tr("Concatenated heads \u00d7 W_O, column %1").arg(column);
        step.columns = QStringList{tr("c"), tr("concat<sub>%1,c</sub>").arg(row),
                                   tr("W_O<sub>c,%1</sub>").arg(column), tr("product")};
        const int n = int(t.concat.cols());
        for (int c = 0; c < n && c < maxListedTerms; ++c)
            step.rows << QStringList{QString::number(c), num(t.concat(row, c)), num(wo(c, column)),
                                     num(t.concat(row, c) * wo(c, column))};
        if (const QString more = moreTerms(std::min(n, maxListedTerms), n); !more.isEmpty())
            step.after << more;
    } else {
        const int per = std::max(1, r.input.headValueDim());
        step.title = tr("Column %1 of head %2's output").arg(column % per).arg(column / per);
    }
    step.result = tr("out<sub>%1,%2</sub> = %3").arg(row).arg(column).arg(num(value));
    e.steps << step;
    return e;
}

// ------------------------------------------------------------------------- its controls

/// FAVOR+'s m under the kind box: shown for FAVOR+ alone; a finished edit is one undo step.
class LinearControls final : public KindControls
{
    Q_OBJECT

public:
    explicit LinearControls(QWidget* parent) : KindControls(parent)
    {
        auto* label = new QLabel(tr("m ="), this);
        features_ = new QSpinBox(this);
        features_->setObjectName(QStringLiteral("featuresBox"));
        features_->setRange(2, 4096);
        features_->setToolTip(tr("FAVOR+'s random features: the more, the closer to softmax."));
        label->setBuddy(features_);
        auto* row = new QHBoxLayout(this);
        row->setContentsMargins(0, 0, 0, 0);
        row->addWidget(label);
        row->addWidget(features_);
        connect(features_, &QSpinBox::editingFinished, this, [this] {
            if (map_.map != FeatureMapSpec::Map::FavorPlus || map_.features == features_->value())
                return;
            FeatureMapSpec map = map_;
            map.features = features_->value();
            emit edited(KindValue(map), tr("FAVOR+, m = %1").arg(map.features));
        });
    }

    void showScenario(const Scenario& scenario, const ResolvedScenario*) override
    {
        map_ = featureMapOf(scenario);
        const bool favor = map_.map == FeatureMapSpec::Map::FavorPlus;
        setVisible(favor);
        features_->setValue(favor ? map_.features : FeatureMapSpec{}.features);
    }

private:
    QSpinBox* features_;
    FeatureMapSpec map_;
};

std::vector<KindChoice> LinearDescription::choices() const
{
    std::vector<KindChoice> list;
    for (const auto map : {FeatureMapSpec::Map::EluPlusOne, FeatureMapSpec::Map::Relu,
                           FeatureMapSpec::Map::FavorPlus}) {
        FeatureMapSpec spec;
        spec.map = map;
        list.push_back({map == FeatureMapSpec::Map::EluPlusOne ? tr("Linear, φ = elu+1")
                        : map == FeatureMapSpec::Map::Relu     ? tr("Linear, φ = relu")
                                                               : tr("Linear, FAVOR+"),
                        KindValue(spec)});
    }
    return list;
}

int LinearDescription::choiceOf(const Scenario& scenario) const
{
    switch (featureMapOf(scenario).map) {
    case FeatureMapSpec::Map::EluPlusOne:
        return 0;
    case FeatureMapSpec::Map::Relu:
        return 1;
    case FeatureMapSpec::Map::FavorPlus:
        return 2;
    }
    return 0;
}

KindControls* LinearDescription::createControls(QWidget* parent) const
{
    return new LinearControls(parent);
}

QString LinearDescription::aboutScenario(const Scenario& s) const
{
    const FeatureMapSpec::Map map = featureMapOf(s).map;
    const QString phi = map == FeatureMapSpec::Map::EluPlusOne ? tr("elu+1")
                        : map == FeatureMapSpec::Map::Relu     ? tr("relu")
                                                               : tr("FAVOR+");
    return tr("The open scenario is linear attention (\u03c6 = %1): it never forms the "
              "query \u00d7 key weights, so it takes the causal mask only.")
        .arg(phi);
}

} // namespace attnlab

#include "lineardescription.moc"

#include "softmaxdescription.h"

#include "arithmetic.h"
#include "decodingtext.h"
#include "explanation.h"
#include "lexicondimensions.h"
#include "scenario.h"
#include "scenariofile.h"
#include "softmaxkind.h"
#include "stage.h"
#include "translations.h"

#include <algorithm>
#include <numeric>

namespace attnlab {

namespace {

// The translation contexts these texts have always had: the heatmap titles are the figures',
// the term tables the inspector's.
class StageFigure
{
    Q_DECLARE_TR_FUNCTIONS(attnlab::StageFigure)
};
class InspectorText
{
    Q_DECLARE_TR_FUNCTIONS(attnlab::Inspector)
};
class StageViewText
{
    Q_DECLARE_TR_FUNCTIONS(attnlab::StageView)
};

const Trace& softmaxTrace(const KindTrace& trace)
{
    return dynamic_cast<const SoftmaxTrace&>(trace).trace();
}

/// The scale s of a head (clamped to the trace's heads), 1 without heads.
double headScale(const KindTrace& trace, int head)
{
    const Trace& t = softmaxTrace(trace);
    if (t.heads.empty())
        return 1.0;
    return t
        .heads[static_cast<std::size_t>(std::clamp(head, 0, static_cast<int>(t.heads.size()) - 1))]
        .scale;
}

QStringList indices(int count, int offset, const std::vector<std::string>& names)
{
    QStringList out;
    for (int i = 0; i < count; ++i) {
        const auto n = static_cast<std::size_t>(offset + i);
        out << (n < names.size() ? fromStd(names[n]) : QString::number(offset + i));
    }
    return out;
}

} // namespace

QString SoftmaxDescription::stageName(int stage) const
{
    return StageInfo::name(static_cast<Stage>(stage));
}

QString SoftmaxDescription::valueLabel(int stage) const
{
    return StageInfo::valueLabel(static_cast<Stage>(stage));
}

QString SoftmaxDescription::title(int stage, const ResolvedScenario& r, const KindTrace& trace,
                                  int head) const
{
    switch (static_cast<Stage>(stage)) {
    case Stage::Scores:
        return StageFigure::tr("Scores Q K\u1d40");
    case Stage::Scaled:
        return StageFigure::tr("Scaled scores \u00d7 %1")
            .arg(Explanation::formatNumber(headScale(trace, head), 4));
    case Stage::Masked:
        return StageFigure::tr("Masked scores");
    case Stage::Weights:
        return StageFigure::tr("Attention weights (softmax)");
    case Stage::Output:
        return StageFigure::tr("Output A V");
    case Stage::Final:
        return r.input.outputProjection
                   ? StageFigure::tr("Final output: concatenated heads \u00d7 W_O")
                   : StageFigure::tr("Final output: concatenated heads");
    }
    return {};
}

QString SoftmaxDescription::formulaHtml(int stage, const ResolvedScenario& r,
                                        const KindTrace& trace, int head) const
{
    return StageInfo::formulaHtml(static_cast<Stage>(stage), r.input, headScale(trace, head));
}

QString SoftmaxDescription::explanation(int stage, const ResolvedScenario& r) const
{
    return StageInfo::explanation(static_cast<Stage>(stage), r.input);
}

QString SoftmaxDescription::frameName(int frame, const ResolvedScenario& r,
                                      const KindTrace& trace) const
{
    const auto& softmax = dynamic_cast<const SoftmaxTrace&>(trace);
    if (softmax.frames().empty())
        return KindDescription::frameName(frame, r, trace);
    return DecodingText::frameName(r, softmax, frame);
}

QString SoftmaxDescription::note(int stage, const ResolvedScenario& r, const KindTrace& trace,
                                 int head, int frame) const
{
    const auto& softmax = dynamic_cast<const SoftmaxTrace&>(trace);
    if (!softmax.frames().empty()) // decoding: what the frame reused and the check
        return DecodingText::note(r, softmax, frame);
    const Trace& t = softmaxTrace(trace);
    if (t.heads.empty())
        return {};
    head = std::clamp(head, 0, static_cast<int>(t.heads.size()) - 1);
    const HeadTrace& h = t.heads[static_cast<std::size_t>(head)];
    QString note;
    if (stage == SoftmaxKind::Weights || stage == SoftmaxKind::Scaled) {
        // How peaked the rows are: the √d_k lesson in one line.
        QStringList maxima;
        const int shown = std::min<int>(8, static_cast<int>(h.weights.rows()));
        for (int i = 0; i < shown; ++i)
            maxima << Explanation::formatNumber(h.weights.row(i).maxCoeff(), 2);
        if (h.weights.rows() > shown)
            maxima << QStringLiteral("\u2026");
        note = StageViewText::tr("Largest weight of each row: %1. Near 1 means the softmax has "
                                 "saturated on one key.")
                   .arg(maxima.join(QStringLiteral(", ")));
    }
    int fullyMasked = 0;
    for (const Warning& w : t.warnings)
        if (w.code == "fully_masked_row" && w.head == head)
            ++fullyMasked;
    if (fullyMasked > 0)
        note += (note.isEmpty() ? QString() : QStringLiteral(" ")) +
                StageViewText::tr("%n query row(s) have every key hidden: their weights and "
                                  "output are 0.",
                                  nullptr, fullyMasked);
    return note;
}

HeatmapData SoftmaxDescription::heatmapData(int stage, const ResolvedScenario& r,
                                            const KindTrace& trace, int head, int frame) const
{
    HeatmapData data;
    const Trace& t = softmaxTrace(trace);
    if (t.heads.empty())
        return data;
    head = std::clamp(head, 0, static_cast<int>(t.heads.size()) - 1);
    const StageValues v = trace.stage(stage, head, frame);
    data.values = v.values;
    if (v.hidden.size() > 0)
        data.hidden = v.hidden;
    // Decoding shows the rows (and keys) computed so far: the first tokens' labels.
    data.rowLabels = fromStd(r.queryTokens).mid(0, static_cast<int>(v.values.rows()));
    data.rowAxisTitle = StageFigure::tr("Query");
    data.columnLabels = fromStd(r.keyTokens).mid(0, static_cast<int>(v.values.cols()));
    data.reusedRows = v.reusedRows;
    data.columnAxisTitle = StageFigure::tr("Key");
    data.valueLabel = valueLabel(stage);
    data.title = title(stage, r, trace, head);
    if (stage != SoftmaxKind::Final && t.heads.size() > 1)
        data.title += StageFigure::tr(" \u2014 head %1").arg(head);
    if (trace.frameCount() > 1)
        data.title += StageFigure::tr(" \u2014 %1").arg(frameName(frame, r, trace));
    // The output's columns are dimensions: named ones (the lexicon's) unless W_O mixed them.
    const std::vector<std::string> names = r.input.outputProjection
                                               ? std::vector<std::string>{}
                                               : dimensionDisplayNamesStd(r.dimensionNames);
    if (stage == SoftmaxKind::Output) {
        data.columnLabels = indices(static_cast<int>(v.values.cols()), v.firstColumn, names);
        data.columnAxisTitle = StageFigure::tr("Value dimension");
    } else if (stage == SoftmaxKind::Final) {
        data.columnLabels = indices(static_cast<int>(v.values.cols()), 0, names);
        data.columnAxisTitle = StageFigure::tr("Output dimension");
    }
    return data;
}

CellExplanation SoftmaxDescription::explainCell(int stage, const ResolvedScenario& r,
                                                const KindTrace& trace, int head, int frame,
                                                int row, int column, int decimals) const
{
    const auto& softmax = dynamic_cast<const SoftmaxTrace&>(trace);
    const int computedIn = softmax.frameOfRow(row);
    if (softmax.frames().empty() || computedIn < 0)
        return explainCell(stage, r, softmax.trace(), head, row, column, decimals);
    // Decoding: the row was computed in frame computedIn against the keys it had then: it is
    // explained term by term on those tokens alone (DecodePrefix), then what that frame
    // computed and what it did not recompute, and the check against full causal attention.
    const DecodeFrame& f = softmax.frames()[static_cast<std::size_t>(computedIn)];
    if (stage < SoftmaxKind::Output && column >= f.end) {
        CellExplanation e;
        e.heading = InspectorText::tr("Query %1 %2, key %3 %4")
                        .arg(row)
                        .arg(Explanation::tokenLabel(r.queryTokens, row))
                        .arg(column)
                        .arg(Explanation::tokenLabel(r.keyTokens, column));
        TermTable t;
        t.before << DecodingText::tr("Never computed: when token %1 was decoded (frame %2) the "
                                     "cache held keys 0–%3; key %4 came later.")
                        .arg(row)
                        .arg(computedIn)
                        .arg(f.end - 1)
                        .arg(column);
        e.steps << t;
        return e;
    }
    const DecodePrefix p = DecodingText::prefix(r, softmax, row);
    CellExplanation e = explainCell(stage, p.resolved, p.trace, head, row, column, decimals);
    TermTable cost = DecodingText::costTable(r, softmax, computedIn);
    if (computedIn < frame)
        cost.before.prepend(DecodingText::tr("This row was computed in frame %1 and is reused "
                                             "as it is by every later frame.")
                                .arg(computedIn));
    cost.after << DecodingText::check(softmax, head, row);
    e.steps << cost;
    return e;
}

CellExplanation SoftmaxDescription::explainCell(int stage, const ResolvedScenario& resolved,
                                                const Trace& trace, int head, int row, int column,
                                                int decimals)
{
    const AttentionInput& in = resolved.input;
    const auto num = [decimals](double x) { return Explanation::formatNumber(x, decimals); };
    CellExplanation e;

    if (stage == SoftmaxKind::Final) {
        e.heading = InspectorText::tr("Final output, query %1 %2, column %3")
                        .arg(row)
                        .arg(Explanation::tokenLabel(resolved.queryTokens, row))
                        .arg(column);
        TermTable t;
        if (!in.outputProjection) {
            const int dv = in.headValueDim();
            t.before << InspectorText::tr(
                            "No output projection: this is column %1 of head %2's output, %3.")
                            .arg(column % dv)
                            .arg(column / dv)
                            .arg(num(trace.output(row, column)));
            e.steps << t;
            return e;
        }
        const ProjectionArithmetic a = projectionArithmetic(in, trace, row, column);
        t.before << InspectorText::tr("y<sub>%1,%2</sub> = \u03a3<sub>m</sub> "
                                      "concat<sub>%1,m</sub> \u00d7 W<sub>O</sub>[m][%2]")
                        .arg(row)
                        .arg(column);
        t.columns << QStringLiteral("m") << InspectorText::tr("concat")
                  << QStringLiteral("W<sub>O</sub>") << InspectorText::tr("product");
        for (std::size_t m = 0; m < a.concat.size(); ++m)
            t.rows << QStringList{QString::number(m), num(a.concat[m]), num(a.weights[m]),
                                  num(a.products[m])};
        t.result = InspectorText::tr("sum = %1").arg(num(a.output));
        e.steps << t;
        return e;
    }

    if (stage == SoftmaxKind::Output) {
        const OutputArithmetic a = outputArithmetic(in, trace, head, row, column);
        e.heading = InspectorText::tr("Output of query %1 %2, column %3, head %4")
                        .arg(row)
                        .arg(Explanation::tokenLabel(resolved.queryTokens, row))
                        .arg(column)
                        .arg(head);
        TermTable t;
        t.before << InspectorText::tr("o<sub>%1,%2</sub> = \u03a3<sub>j</sub> a<sub>%1,j</sub> "
                                      "\u00d7 v<sub>j,%2</sub>: the values of column %2, "
                                      "averaged with this query's weights.")
                        .arg(row)
                        .arg(column);
        t.columns << InspectorText::tr("key j") << InspectorText::tr("weight a")
                  << InspectorText::tr("value v") << QStringLiteral("a \u00d7 v");
        for (std::size_t j = 0; j < a.weights.size(); ++j)
            t.rows << QStringList{QStringLiteral("%1 %2").arg(j).arg(
                                      Explanation::tokenLabel(resolved.keyTokens, int(j))),
                                  num(a.weights[j]), num(a.values[j]), num(a.products[j])};
        t.result = InspectorText::tr("sum = %1").arg(num(a.output));
        e.steps << t;
        return e;
    }

    // Stages 1-4 for the pair (row, column): the whole chain that leads to a_ij.
    const ScoreArithmetic sc = scoreArithmetic(in, trace, head, row, column);
    const SoftmaxArithmetic sm = softmaxArithmetic(trace, head, row);
    e.heading = InspectorText::tr("Query %1 %2 \u2192 key %3 %4, head %5")
                    .arg(row)
                    .arg(Explanation::tokenLabel(resolved.queryTokens, row))
                    .arg(column)
                    .arg(Explanation::tokenLabel(resolved.keyTokens, column))
                    .arg(head);

    // 1. The dot product, term by term.
    TermTable score;
    score.title = InspectorText::tr("1. Score s = q \u00b7 k");
    score.current = stage == SoftmaxKind::Scores;
    score.columns << QStringLiteral("c") << QStringLiteral("q<sub>%1,c</sub>").arg(row)
                  << QStringLiteral("k<sub>%1,c</sub>").arg(column) << InspectorText::tr("product");
    // Long, sparse vectors (the lexicon's 40 named dimensions) list only the terms that count,
    // the largest first; when q and k share no dimension, the dimensions each of them has.
    const bool skipZeros = sc.products.size() > 12;
    const auto& names = resolved.dimensionNames;
    std::vector<std::size_t> order(sc.products.size());
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::size_t shared = 0;
    for (std::size_t c = 0; c < sc.products.size(); ++c)
        shared += sc.queryTerms[c] != 0.0 && sc.keyTerms[c] != 0.0;
    const auto size = [&](std::size_t c) {
        return shared > 0 ? std::abs(sc.products[c])
                          : std::max(std::abs(sc.queryTerms[c]), std::abs(sc.keyTerms[c]));
    };
    if (skipZeros)
        std::stable_sort(order.begin(), order.end(),
                         [&](std::size_t a, std::size_t b) { return size(a) > size(b); });
    int skipped = 0;
    for (std::size_t c : order) {
        const bool kept = shared > 0 ? sc.queryTerms[c] != 0.0 && sc.keyTerms[c] != 0.0
                                     : sc.queryTerms[c] != 0.0 || sc.keyTerms[c] != 0.0;
        if (skipZeros && !kept) {
            ++skipped;
            continue;
        }
        const std::size_t dim = static_cast<std::size_t>(in.headDim() * head) + c;
        const QString name =
            dim < names.size()
                ? QStringLiteral("%1 %2").arg(c).arg(dimensionDisplayName(names[dim]))
                : QString::number(c);
        score.rows << QStringList{name.toHtmlEscaped(), num(sc.queryTerms[c]), num(sc.keyTerms[c]),
                                  num(sc.products[c])};
    }
    if (skipZeros && shared == 0)
        score.before << InspectorText::tr("q and k have no dimension in common: every product "
                                          "is 0. The dimensions of q or k that are not 0:");
    if (skipped > 0)
        score.after << (shared > 0 ? InspectorText::tr("%n more dimension(s) where q or k is 0 "
                                                       "add nothing.",
                                                       nullptr, skipped)
                                   : InspectorText::tr("%n more dimension(s) where both q and k "
                                                       "are 0.",
                                                       nullptr, skipped));
    score.after << InspectorText::tr("sum of the products: <b>s = %1</b>").arg(num(sc.score));
    e.steps << score;

    // 2. The scale.
    TermTable scaling;
    scaling.title = InspectorText::tr("2. Scaling");
    scaling.current = stage == SoftmaxKind::Scaled;
    scaling.before << (in.scale ? InspectorText::tr("s\u2032 = %1 \u00d7 %2 = <b>%3</b> (the "
                                                    "scenario's scale)")
                                      .arg(num(sc.score), num(sc.scale), num(sc.scaled))
                                : InspectorText::tr("s\u2032 = %1 / \u221a%2 = %1 \u00d7 %3 = "
                                                    "<b>%4</b>")
                                      .arg(num(sc.score))
                                      .arg(in.headDim())
                                      .arg(num(sc.scale), num(sc.scaled)));
    e.steps << scaling;

    // 3. The mask.
    TermTable mask;
    mask.title = InspectorText::tr("3. Mask");
    mask.current = stage == SoftmaxKind::Masked;
    if (sc.allowed)
        mask.before << (in.mask.isEmpty()
                            ? InspectorText::tr("No mask: the score passes unchanged, <b>%1</b>.")
                                  .arg(num(sc.masked))
                            : InspectorText::tr("Allowed: the score passes unchanged, <b>%1</b>.")
                                  .arg(num(sc.masked)));
    else
        mask.before << InspectorText::tr("Hidden (%1): the score becomes <b>\u2212\u221e</b>, so "
                                         "the weight will be 0.")
                           .arg(Explanation::maskReason(in.mask, row, column, in.queryCount(),
                                                        in.keyCount())
                                    .toHtmlEscaped());
    e.steps << mask;

    // 4. The softmax of the whole row.
    TermTable softmax;
    softmax.title = InspectorText::tr("4. Softmax of row %1").arg(row);
    softmax.current = stage == SoftmaxKind::Weights;
    if (sm.fullyMasked) {
        softmax.before << InspectorText::tr(
            "The mask hides every key of this query: there is nothing to share, so the row's "
            "weights and output are all 0 (never 0/0).");
        e.steps << softmax;
        return e;
    }
    softmax.before << InspectorText::tr("row maximum m = %1").arg(num(sm.rowMax));
    // one symbol a column, the formulas above the table: it stays as narrow as the numbers
    softmax.before << QStringLiteral("e = exp(s\u2033 \u2212 m), a = e / z");
    softmax.columns << InspectorText::tr("key j") << QStringLiteral("s\u2033")
                    << QStringLiteral("s\u2033\u2212m") << QStringLiteral("e")
                    << QStringLiteral("a");
    for (std::size_t j = 0; j < sm.logits.size(); ++j)
        softmax.rows << QStringList{
            QStringLiteral("%1 %2").arg(j).arg(Explanation::tokenLabel(resolved.keyTokens, int(j))),
            num(sm.logits[j]), num(sm.shifted[j]), num(sm.exps[j]), num(sm.weights[j])};
    softmax.highlightRow = column;
    const auto cj = static_cast<std::size_t>(column);
    softmax.after << QStringLiteral("z = \u03a3 e = %1").arg(num(sm.rowSum));
    softmax.result = QStringLiteral("a<sub>%1,%2</sub> = %3 / %4 = %5")
                         .arg(row)
                         .arg(column)
                         .arg(num(sm.exps[cj]), num(sm.rowSum), num(sm.weights[cj]));
    e.steps << softmax;
    return e;
}

QString SoftmaxDescription::explainQuery(const ResolvedScenario& resolved, const KindTrace& trace,
                                         int head, int frame, int query, int decimals) const
{
    // The whole row in the order the app shows it: each dot product, the scaling, the mask,
    // the softmax and the weighted sum (Explanation::explainQueryRow).
    const auto& softmax = dynamic_cast<const SoftmaxTrace&>(trace);
    if (softmax.frames().empty())
        return Explanation::explainQueryRow(resolved, softmax.trace(), head, std::max(query, 0),
                                            decimals);
    // Decoding: the frame's new rows (query < 0), or the one asked for, then what the frame
    // computed, what it reused and the check against full causal attention.
    frame = std::clamp(frame, 0, softmax.frameCount() - 1);
    const DecodeFrame& f = softmax.frames()[static_cast<std::size_t>(frame)];
    QString out = DecodingText::tr("Frame %1 of %2: %3")
                      .arg(frame)
                      .arg(softmax.frameCount())
                      .arg(DecodingText::frameName(resolved, softmax, frame)) +
                  QStringLiteral("\n\n");
    const int first = query < 0 ? f.begin : query;
    const int last = query < 0 ? f.end : query + 1;
    for (int row = first; row < last; ++row) {
        const DecodePrefix p = DecodingText::prefix(resolved, softmax, row);
        out += Explanation::explainQueryRow(p.resolved, p.trace, head, row, decimals);
        out += QLatin1Char('\n') + plainText(DecodingText::check(softmax, head, row)) +
               QStringLiteral("\n\n");
    }
    CellExplanation cost;
    cost.steps << DecodingText::costTable(resolved, softmax, frame);
    out += cellExplanationText(cost);
    return out;
}

QString SoftmaxDescription::aboutScenario(const Scenario& s) const
{
    return s.kind == InputKind::Image
               ? tr("The open scenario is softmax attention between a picture's patches.")
               : tr("The open scenario is softmax attention: every query weighs every key.");
}

} // namespace attnlab

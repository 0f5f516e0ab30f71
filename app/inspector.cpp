#include "inspector.h"

#include "arithmetic.h"
#include "explanation.h"
#include "scenariofile.h"
#include "translations.h"

namespace attnlab {

namespace {

QString label(const std::vector<std::string>& tokens, int i)
{
    if (i >= 0 && static_cast<std::size_t>(i) < tokens.size())
        return quoted(fromStd(tokens[static_cast<std::size_t>(i)]).toHtmlEscaped());
    return {};
}

const QString highlight = QStringLiteral(" style=\"background-color:#ffe97a; color:#000000;\"");

QString section(const QString& title, bool current)
{
    return QStringLiteral("<h3%1>%2</h3>").arg(current ? highlight : QString(), title);
}

} // namespace

Inspector::Inspector(QWidget* parent) : QTextBrowser(parent)
{
    setOpenLinks(false);
    setReadOnly(true);
    // Break lines between words only: a number is never cut between two of its digits.
    setWordWrapMode(QTextOption::WordWrap);
    showHint();
}

void Inspector::setDecimals(int decimals)
{
    decimals_ = decimals;
}

void Inspector::showHint()
{
    QString html;
    if (!title_.isEmpty())
        html += QStringLiteral("<h3>%1</h3>").arg(title_.toHtmlEscaped());
    if (!description_.isEmpty())
        html += QStringLiteral("<p>%1</p><hr/>").arg(description_.toHtmlEscaped());
    setHtml(html + tr("<p>Click or hover a cell of the heatmap to see how its number is computed, "
                      "term by term.</p>"));
    showingHint_ = true;
}

void Inspector::setScenarioText(const QString& title, const QString& description)
{
    title_ = title;
    description_ = description;
    if (showingHint_)
        showHint();
}

void Inspector::showCell(Stage stage, const ResolvedScenario& resolved, const Trace& trace,
                         int head, int row, int column)
{
    showingHint_ = false;
    setHtml(cellHtml(stage, resolved, trace, head, row, column, decimals_));
}

QString Inspector::cellHtml(Stage stage, const ResolvedScenario& resolved, const Trace& trace,
                            int head, int row, int column, int decimals)
{
    const AttentionInput& in = resolved.input;
    const auto num = [decimals](double x) { return Explanation::formatNumber(x, decimals); };
    const QString tableStart =
        QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\" border=\"1\" "
                       "style=\"border-collapse:collapse; border-color:#888888;\">");
    QString h;

    if (stage == Stage::Final) {
        h += tr("<h2>Final output, query %1 %2, column %3</h2>")
                 .arg(row)
                 .arg(label(resolved.queryTokens, row))
                 .arg(column);
        if (!in.outputProjection) {
            const int dv = in.headValueDim();
            h += tr("<p>No output projection: this is column %1 of head %2's output, "
                    "%3.</p>")
                     .arg(column % dv)
                     .arg(column / dv)
                     .arg(num(trace.output(row, column)));
            return h;
        }
        const ProjectionArithmetic a = projectionArithmetic(in, trace, row, column);
        h += tr("<p>y<sub>%1,%2</sub> = \u03a3<sub>m</sub> concat<sub>%1,m</sub> \u00d7 "
                "W<sub>O</sub>[m][%2]</p>")
                 .arg(row)
                 .arg(column);
        h += tableStart + tr("<tr><th>m</th><th>concat</th><th>W_O</th><th>product</th></tr>");
        for (std::size_t m = 0; m < a.concat.size(); ++m)
            h += QStringLiteral(
                     "<tr><td>%1</td><td align=\"right\" style=\"white-space:nowrap\">%2</td><td "
                     "align=\"right\" style=\"white-space:nowrap\">%3</td><td align=\"right\" "
                     "style=\"white-space:nowrap\">%4</td></tr>")
                     .arg(m)
                     .arg(num(a.concat[m]), num(a.weights[m]), num(a.products[m]));
        h += QStringLiteral("</table>");
        h += tr("<p><b>sum = %1</b></p>").arg(num(a.output));
        return h;
    }

    if (stage == Stage::Output) {
        const OutputArithmetic a = outputArithmetic(in, trace, head, row, column);
        h += tr("<h2>Output of query %1 %2, column %3, head %4</h2>")
                 .arg(row)
                 .arg(label(resolved.queryTokens, row))
                 .arg(column)
                 .arg(head);
        h += tr("<p>o<sub>%1,%2</sub> = \u03a3<sub>j</sub> a<sub>%1,j</sub> \u00d7 "
                "v<sub>j,%2</sub>: the values of column %2, averaged with this query's "
                "weights.</p>")
                 .arg(row)
                 .arg(column);
        h += tableStart + tr("<tr><th>key j</th><th>weight a</th><th>value v</th><th>a \u00d7 "
                             "v</th></tr>");
        for (std::size_t j = 0; j < a.weights.size(); ++j)
            h +=
                QStringLiteral(
                    "<tr><td>%1 %2</td><td align=\"right\" style=\"white-space:nowrap\">%3</td><td "
                    "align=\"right\" style=\"white-space:nowrap\">%4</td><td align=\"right\" "
                    "style=\"white-space:nowrap\">%5</td></tr>")
                    .arg(j)
                    .arg(label(resolved.keyTokens, int(j)), num(a.weights[j]), num(a.values[j]),
                         num(a.products[j]));
        h += QStringLiteral("</table>");
        h += tr("<p><b>sum = %1</b></p>").arg(num(a.output));
        return h;
    }

    // Stages 1-4 for the pair (row, column): the whole chain that leads to a_ij.
    const ScoreArithmetic sc = scoreArithmetic(in, trace, head, row, column);
    const SoftmaxArithmetic sm = softmaxArithmetic(trace, head, row);
    h += tr("<h2>Query %1 %2 \u2192 key %3 %4, head %5</h2>")
             .arg(row)
             .arg(label(resolved.queryTokens, row))
             .arg(column)
             .arg(label(resolved.keyTokens, column))
             .arg(head);

    h += section(tr("1. Score s = q \u00b7 k"), stage == Stage::Scores);
    h += tableStart + tr("<tr><th>c</th><th>q<sub>%1,c</sub></th><th>k<sub>%2,c</sub></th>"
                         "<th>product</th></tr>")
                          .arg(row)
                          .arg(column);
    // Long, sparse vectors (the lexicon's 40 named dimensions) list only the terms that count.
    const bool skipZeros = sc.products.size() > 12;
    int skipped = 0;
    const auto& names = resolved.dimensionNames;
    for (std::size_t c = 0; c < sc.products.size(); ++c) {
        if (skipZeros && (sc.queryTerms[c] == 0.0 || sc.keyTerms[c] == 0.0)) {
            ++skipped;
            continue;
        }
        const std::size_t dim = static_cast<std::size_t>(in.headDim() * head) + c;
        const QString name = dim < names.size()
                                 ? QStringLiteral("%1 %2").arg(c).arg(fromStd(names[dim]))
                                 : QString::number(c);
        h += QStringLiteral(
                 "<tr><td>%1</td><td align=\"right\" style=\"white-space:nowrap\">%2</td><td "
                 "align=\"right\" style=\"white-space:nowrap\">%3</td><td align=\"right\" "
                 "style=\"white-space:nowrap\">%4</td></tr>")
                 .arg(name.toHtmlEscaped(), num(sc.queryTerms[c]), num(sc.keyTerms[c]),
                      num(sc.products[c]));
    }
    h += QStringLiteral("</table>");
    if (skipped > 0)
        h += tr("<p>%n more dimension(s) where q or k is 0 add nothing.</p>", nullptr, skipped);
    h += tr("<p>sum of the products: <b>s = %1</b></p>").arg(num(sc.score));

    h += section(tr("2. Scaling"), stage == Stage::Scaled);
    h += in.scale ? tr("<p>s\u2032 = %1 \u00d7 %2 = <b>%3</b> (the scenario's scale)</p>")
                        .arg(num(sc.score), num(sc.scale), num(sc.scaled))
                  : tr("<p>s\u2032 = %1 / \u221a%2 = %1 \u00d7 %3 = <b>%4</b></p>")
                        .arg(num(sc.score))
                        .arg(in.headDim())
                        .arg(num(sc.scale), num(sc.scaled));

    h += section(tr("3. Mask"), stage == Stage::Masked);
    if (sc.allowed)
        h += in.mask.isEmpty()
                 ? tr("<p>No mask: the score passes unchanged, <b>%1</b>.</p>").arg(num(sc.masked))
                 : tr("<p>Allowed: the score passes unchanged, <b>%1</b>.</p>").arg(num(sc.masked));
    else
        h += tr("<p>Hidden (%1): the score becomes <b>\u2212\u221e</b>, so the weight will be "
                "0.</p>")
                 .arg(Explanation::maskReason(in.mask, row, column).toHtmlEscaped());

    h += section(tr("4. Softmax of row %1").arg(row), stage == Stage::Weights);
    if (sm.fullyMasked) {
        h += tr("<p>The mask hides every key of this query: there is nothing to share, so the "
                "row's weights and output are all 0 (never 0/0).</p>");
        return h;
    }
    h += tr("<p>row maximum m = %1</p>").arg(num(sm.rowMax));
    h += tableStart + tr("<tr><th>key j</th><th>s\u2033</th><th>s\u2033 \u2212 m</th>"
                         "<th>e = exp(\u2026)</th><th>a = e / z</th></tr>");
    for (std::size_t j = 0; j < sm.logits.size(); ++j) {
        const bool here = static_cast<int>(j) == column;
        h += QStringLiteral(
                 "<tr%1><td>%2 %3</td><td align=\"right\" style=\"white-space:nowrap\">%4</td><td "
                 "align=\"right\" style=\"white-space:nowrap\">%5</td><td align=\"right\" "
                 "style=\"white-space:nowrap\">%6</td><td "
                 "align=\"right\" style=\"white-space:nowrap\">%7</td></tr>")
                 .arg(here ? highlight : QString())
                 .arg(j)
                 .arg(label(resolved.keyTokens, int(j)), num(sm.logits[j]), num(sm.shifted[j]),
                      num(sm.exps[j]), num(sm.weights[j]));
    }
    h += QStringLiteral("</table>");
    const auto cj = static_cast<std::size_t>(column);
    h += tr("<p>z = \u03a3 e = %1</p><p><b>a<sub>%2,%3</sub> = %4 / %1 = %5</b></p>")
             .arg(num(sm.rowSum))
             .arg(row)
             .arg(column)
             .arg(num(sm.exps[cj]), num(sm.weights[cj]));
    return h;
}

} // namespace attnlab

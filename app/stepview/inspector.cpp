#include "inspector.h"

#include "kinddescription.h"
#include "softmaxdescription.h"

namespace attnlab {

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

void Inspector::setLocked(bool locked)
{
    if (locked == locked_)
        return;
    locked_ = locked;
    showHint();
}

void Inspector::showHint()
{
    summary_.clear();
    if (locked_) {
        setHtml(tr("<p>Answer the question first: the numbers are revealed with the answer.</p>"));
        showingHint_ = true;
        return;
    }
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

void Inspector::showCell(int stage, const ResolvedScenario& resolved, const KindTrace& trace,
                         int head, int frame, int row, int column)
{
    if (locked_)
        return showHint();
    showingHint_ = false;
    const CellExplanation e =
        kindDescription(resolved.kind)
            .explainCell(stage, resolved, trace, head, frame, row, column, decimals_);
    setHtml(cellExplanationHtml(e));
    summary_ = cellSummary(e);
    emit cellShown(summary_);
}

QString Inspector::cellHtml(Stage stage, const ResolvedScenario& resolved, const Trace& trace,
                            int head, int row, int column, int decimals)
{
    return cellExplanationHtml(SoftmaxDescription::explainCell(static_cast<int>(stage), resolved,
                                                               trace, head, row, column, decimals));
}

} // namespace attnlab

#pragma once

#include "attention.h"
#include "attentionkind.h"
#include "scenario.h"
#include "stage.h"

#include <QTextBrowser>

namespace attnlab {

/// Shows how one number came to be: for a score, q_i and k_j side by side with their products
/// and sum, then the scaling, the mask and the row's softmax; for an output cell, the weighted
/// sum term by term. Every number is read from the engine's trace.
class Inspector : public QTextBrowser
{
    Q_OBJECT

public:
    explicit Inspector(QWidget* parent = nullptr);

    void setDecimals(int decimals);
    /// Shows the arithmetic of one cell of a stage (an index into the kind's stages), as the
    /// kind's description explains it (KindDescription::explainCell).
    void showCell(int stage, const ResolvedScenario& resolved, const KindTrace& trace, int head,
                  int frame, int row, int column);
    /// Shows a hint instead of a cell, under the scenario's title and description.
    void showHint();
    /// While a lesson's question waits for its answer: no number at all (not even the scenario's
    /// description, which may give it away); a cell or the hint shows only that message.
    void setLocked(bool locked);
    bool isLocked() const { return locked_; }
    /// The scenario's title and description (in the interface language) for the hint.
    void setScenarioText(const QString& title, const QString& description);

    /// The cell shown in one sentence (cellSummary), empty while the hint shows.
    QString summary() const { return summary_; }

    /// The HTML for a cell of softmax attention (what showCell displays), for tests and export.
    static QString cellHtml(Stage stage, const ResolvedScenario& resolved, const Trace& trace,
                            int head, int row, int column, int decimals);

signals:
    /// A cell was shown: its summary, for the announcer.
    void cellShown(const QString& summary);

private:
    QString summary_;
    int decimals_ = 4;
    QString title_, description_;
    bool showingHint_ = false;
    bool locked_ = false;
};

} // namespace attnlab

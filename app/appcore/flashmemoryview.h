#pragma once

#include "figureexport.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;

namespace attnlab {

class LogLogPlot;

/// FlashAttention's memory account as two plots against the number of tokens N (log-log), the
/// lesson's 6,400 tokens marked (core/kinds/flashkind.h, flashMemory and flashPaperBlock):
///   - numbers held at once: the n × n scores of standard attention against one tile's
///     B_r·B_c + B_r·d + 2·B_r, with the paper's blocks for d and M (it does not grow with N);
///   - slow-memory accesses (Dao et al. 2022, Theorem 2): Nd + N² against N²d²/M, two parallel
///     lines M/d² apart.
/// The head dimension d and the fast memory M are chosen above the plots; a paragraph beside
/// them gives the figures at N = 6,400. "Save figure…" exports the accesses plot.
class FlashMemoryView : public QWidget
{
    Q_OBJECT

public:
    explicit FlashMemoryView(QWidget* parent = nullptr);

    /// The lesson's picture at stride 8: 6,400 tokens (marked on both plots), a head of 64
    /// dimensions, on a chip with 192 KiB of fast memory per multiprocessor (an A100's):
    /// M = 49,152 float32 numbers. The view starts there; the step's note quotes them.
    static constexpr int markedTokens = 6400;
    static constexpr int lessonHeadDim = 64;
    static constexpr double lessonSram = 49152;

    int headDim() const;
    /// M, in numbers (float32) of fast memory.
    double sram() const;
    /// Chooses d among 32, 64, 128 and M among 24,576, 49,152, 98,304 (false for another value).
    bool setHeadDim(int d);
    bool setSram(double numbers);

    LogLogPlot* heldPlot() const { return held_; }
    /// "Save figure…" (a window showing the view may move it among its own buttons).
    QPushButton* saveButton() const { return save_; }
    LogLogPlot* accessPlot() const { return accesses_; }
    /// The paragraph (rich text).
    QString summaryHtml() const;

    /// Writes the accesses plot to path (format from its suffix); an error message naming the
    /// file, or empty on success.
    QString exportAccessPlot(const QString& path) const;

private:
    void update();

    QComboBox* dim_;
    QComboBox* sram_;
    QPushButton* save_;
    LogLogPlot* held_;
    LogLogPlot* accesses_;
    QLabel* summary_;
};

} // namespace attnlab

#pragma once

#include "lab.h"
#include "mask.h"
#include "sparsepattern.h"

#include <QWidget>

#include <optional>

class QBoxLayout;
class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace attnlab {

class LabPages;

class Document;

/// A grid of n × n cells for the sparse-pattern lab, painted on any QPainter: either the
/// pattern, each pair coloured by the component of MaskSpec that allowed it (global, band,
/// random, or every pair without a pattern) or by why it is hidden, or the hop distances of
/// hopDistances(). Token numbers run along the top and the left; a click on one (or on a
/// cell, with the Ctrl key) asks to make that token global, a click on a cell picks its query.
class PatternGrid : public QWidget
{
    Q_OBJECT

public:
    enum class Mode
    {
        Pattern,
        Hops,
    };
    explicit PatternGrid(Mode mode, QWidget* parent = nullptr);

    void setPattern(const MaskSpec& mask, int n);
    void setHops(const HopMatrix& hops, const MaskSpec& mask);
    void setPickedQuery(int query);
    int pickedQuery() const { return picked_; }
    /// The cell's side in pixels (grows with the text).
    int cellSide() const;
    /// The grid's preferred side: n cells of cellSide(), at most 30 lines of text.
    int gridSide() const;
    /// Where token's number stands on the top axis (a click there makes it global).
    QPoint axisPoint(int token) const;
    /// The centre of cell (row, column).
    QPoint cellPoint(int row, int column) const;
    /// The side of one cell as laid out now.
    double laidOutCell() const;
    /// Paints the grid with its axes and legend into `area` (screen or export).
    void paintFigure(QPainter& p, const QRectF& area) const;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    /// The colour of each component (colour-blind safe: Okabe and Ito's palette).
    static QColor sourceColour(PairSource source);

signals:
    void tokenClicked(int token);
    void queryPicked(int query);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    struct Geometry
    {
        double cell = 0, left = 0, top = 0;
        int labelEvery = 1;
    };
    Geometry geometry(const QRectF& area) const;
    double legendHeight() const;
    int cellAt(const QPointF& pos, bool& onTopAxis, bool& onLeftAxis) const;

    Mode mode_;
    MaskSpec mask_;
    int n_ = 0;
    std::optional<HopMatrix> hops_;
    int picked_ = -1;
};

/// "Sparse attention": the pattern builder. The components of mask.h added one at a time —
/// the (dilated) band, then global tokens, then random blocks — each an undoable mask change on
/// the document, so the step-by-step view follows; presets named after Longformer and BigBird
/// (sparsePreset); the pattern coloured by component, a click on a token number making it
/// global; a query's key budget (global + band + random) and the mean over all queries; and the
/// hop graph: after how many layers each token's information can reach each other one
/// (hopDistances), the argument for global tokens restoring full context in two layers.
class SparseLab : public QWidget, public Lab
{
    Q_OBJECT

public:
    explicit SparseLab(Document* document, QWidget* parent = nullptr);

    QCheckBox* bandBox() const { return band_; }
    QSpinBox* windowBox() const { return window_; }
    QSpinBox* dilationBox() const { return dilation_; }
    QLineEdit* globalEdit() const { return global_; }
    QCheckBox* randomBox() const { return random_; }
    QSpinBox* blockSizeBox() const { return blockSize_; }
    QSpinBox* blocksBox() const { return blocks_; }
    QPushButton* presetButton(SparsePreset preset) const;
    QPushButton* denseButton() const { return dense_; }
    QPushButton* redrawButton() const { return redraw_; }
    PatternGrid* patternGrid() const { return pattern_; }
    PatternGrid* hopGrid() const { return hopsGrid_; }
    /// The key-budget sentence and the hop graph's summary, as shown.
    QString budgetText() const;
    QString hopText() const;

    /// Whether the open scenario fits the lab (softmax self-attention, computed); when it does
    /// not, the tab says what it needs instead (needText) and offers its example.
    bool fits() const;
    QString needText() const;
    QPushButton* openExampleButton() const { return openExample_; }

    /// Makes the token global, or ordinary again when it is (an undoable mask change).
    void toggleGlobal(int token);

signals:
    void openExampleRequested(const QString& path);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void refresh();
    /// What the lab needs and what the open scenario is, when it does not fit; empty when it does.
    QString misfitText() const;
    void push(const MaskSpec& mask, const QString& text);
    /// The mask the controls describe, random blocks drawn for the current size.
    MaskSpec maskFromControls(bool redraw) const;
    int tokens() const;
    /// The mask the pattern, budget and hops show: the computed one (its random blocks drawn).
    const MaskSpec& shownMask() const;
    void updateBudget();

    Document* document_;
    LabPages* pages_;
    QLabel* needText_;
    QPushButton* openExample_;
    QLabel* intro_;
    QLabel* note_;
    QPushButton* dense_;
    QPushButton* window1_;
    QPushButton* longformer_;
    QPushButton* bigbird_;
    QCheckBox* band_;
    QSpinBox* window_;
    QSpinBox* dilation_;
    QLineEdit* global_;
    QCheckBox* random_;
    QSpinBox* blockSize_;
    QSpinBox* blocks_;
    QSpinBox* seed_;
    QPushButton* redraw_;
    QLabel* budget_;
    QLabel* hopSummary_;
    PatternGrid* pattern_;
    PatternGrid* hopsGrid_;
    QLabel* patternTitle_;
    QLabel* hopTitle_;
    QBoxLayout* figures_;
    quint64 mergeKey_ = 0;
    bool stale_ = true;
    std::optional<HopMatrix> hops_; ///< of hopsMask_, kept while the pattern stays
    MaskSpec hopsMask_;
};

} // namespace attnlab

#pragma once

#include "heatmaprenderer.h"

#include <QPixmap>
#include <QPointF>
#include <QPointer>
#include <QSet>
#include <QWidget>

#include <optional>

class QKeyEvent;

namespace attnlab {

/// A heatmap on screen: paints a HeatmapRenderer (cached, repainted only when something it
/// shows changes) and turns the mouse and keyboard into cells.
///
/// - Hover: cellHovered(row, column) when the cell under the mouse changes, hoverLeft() when the
///   mouse leaves the cells; the hovered cell is outlined (dashed).
/// - Click (left button), or with the focus (Tab) the arrow keys, Home and End (the row's
///   first and last cells): selects the cell (style().selectedRow / selectedColumn) and emits
///   cellClicked(row, column). The focus shows as a frame in the highlight colour; Esc gives it
///   back to the control that had it. Those keys are the map's while it has the focus
///   (keepsKey(): it accepts their ShortcutOverride), so ← / → step stages only when it has not.
/// - Assistive technology meets it as a table (HeatmapAccessible): its title, the tokens as row
///   and column descriptions, each cell's value in a sentence.
/// - Zoom: Ctrl + wheel (or a pinch on a touchpad, or Ctrl + '+' / '-') zooms around the cursor
///   by changing the style's viewport; double-click or Ctrl + 0 or resetZoom() shows everything.
/// - Pan when zoomed: drag with the middle button, or with the left button while Space is held;
///   the wheel without Ctrl scrolls rows (Shift: columns).
/// - Paint mode: pressing and dragging the left button emits cellPainted(row, column) once per
///   cell per stroke (between paintStrokeStarted() and paintStrokeFinished()) instead of
///   selecting; the app paints a mask with it.
///
/// setStyle() sets everything, viewport and selection included: change a copy of style().
/// The figure fills contentsRect(); setContentsMargins() leaves a frame of the widget's own
/// background (with autoFillBackground) around it.
class HeatmapWidget : public QWidget
{
    Q_OBJECT

public:
    explicit HeatmapWidget(QWidget* parent = nullptr);

    /// Keeps the viewport and selection when the shape stays the same; otherwise shows all.
    void setData(HeatmapData data);
    void setStyle(HeatmapStyle style);
    const HeatmapData& data() const { return renderer_.data(); }
    const HeatmapStyle& style() const { return renderer_.style(); }
    const HeatmapRenderer& renderer() const { return renderer_; }

    /// The layout of the current size (what is on screen).
    const HeatmapRenderer::Layout& currentLayout() const;
    /// The cell under a widget position as QPoint(column, row), or (-1, -1).
    QPoint cellAt(const QPointF& position) const;
    /// The rectangle of a visible cell in widget coordinates; empty when not visible.
    QRectF cellRect(int row, int column) const;

    void setPaintMode(bool on);
    bool paintMode() const { return paintMode_; }
    /// The cell under the mouse as QPoint(column, row), or (-1, -1): drawn with a dashed
    /// outline, since the app explains the hovered cell.
    QPoint hoveredCell() const { return hovered_; }

    /// Selects (and scrolls to) a cell without emitting cellClicked; -1 clears.
    void setSelection(int row, int column);
    bool isZoomed() const;
    /// Zooms by factor (> 1 = in) keeping the cell under anchor (widget coordinates) in place.
    void zoomBy(double factor, const QPointF& anchor);

    /// With a limit > 0, minimumSizeHint() is the renderer's design with its text at limit x
    /// the font (HeatmapRenderer::designSize): in a scroll area, the map then keeps its text at
    /// least that large and scrolls rather than shrink. 0 (the default): a small fixed minimum.
    void setShrinkLimit(double limit);
    double shrinkLimit() const { return shrinkLimit_; }

    /// The keys the map keeps for itself while it has the focus (no modifier: arrows, Home,
    /// End), so that a window's shortcut on them (← / → step) does not take them.
    static bool keepsKey(const QKeyEvent* key);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    /// What minimumSizeHint() would be with these data and this style (a map that will show
    /// its numbers and colour bar can keep their room before: setMinimumSize()).
    QSize minimumSizeHintFor(HeatmapData data, HeatmapStyle style) const;

public slots:
    void resetZoom();

signals:
    void cellHovered(int row, int column);
    void hoverLeft();
    void cellClicked(int row, int column);
    void cellPainted(int row, int column);
    void paintStrokeStarted();
    void paintStrokeFinished();
    /// The visible window (zoom / pan) changed.
    void viewportChanged();

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void keyReleaseEvent(QKeyEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    void invalidate();
    void setViewport(int firstRow, int rows, int firstColumn, int columns);
    void panBy(const QPointF& pixels);
    void paintAlong(const QPointF& from, const QPointF& to);
    void updateHover(const QPointF& position);
    void updateCursor();
    void ensureVisible(int row, int column);
    /// Tells assistive technology that the cell cursor moved (when it has the focus).
    void notifyAccessibleCell();

    HeatmapRenderer renderer_;
    mutable std::optional<HeatmapRenderer::Layout> layout_;
    QPixmap cache_;
    double shrinkLimit_ = 0;
    mutable std::optional<QSize> minimumSize_;
    bool cacheValid_ = false;

    QPoint hovered_{-1, -1};
    bool paintMode_ = false;
    bool stroking_ = false;
    QSet<qint64> strokeCells_;
    QPointF lastPaintPosition_;
    bool spaceHeld_ = false;
    bool panning_ = false;
    QPointF lastPanPosition_;
    QPointF panRemainder_; // fractions of a cell not yet scrolled
    QPointer<QWidget> previousFocus_;
};

} // namespace attnlab

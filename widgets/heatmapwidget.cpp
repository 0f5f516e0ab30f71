#include "heatmapwidget.h"

#include "heatmapaccessible.h"

#include <QAccessible>
#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QNativeGestureEvent>
#include <QPainter>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace attnlab {

namespace {

constexpr double kZoomStep = 1.25; // per wheel notch

qint64 cellKey(int row, int column)
{
    return (qint64(row) << 32) | quint32(column);
}

} // namespace

HeatmapWidget::HeatmapWidget(QWidget* parent) : QWidget(parent)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_AcceptTouchEvents, false);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    HeatmapAccessible::install();
    // Where the focus came from, for Esc.
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget* old, QWidget* now) {
        if (now == this && old != this)
            previousFocus_ = old;
    });
}

void HeatmapWidget::setData(HeatmapData data)
{
    const bool sameShape = data.values.rows() == renderer_.data().values.rows() &&
                           data.values.cols() == renderer_.data().values.cols();
    renderer_.setData(std::move(data));
    if (!sameShape) {
        HeatmapStyle s = renderer_.style();
        s.firstRow = s.firstColumn = 0;
        s.visibleRows = s.visibleColumns = -1;
        if (s.selectedRow >= renderer_.data().values.rows())
            s.selectedRow = -1;
        if (s.selectedColumn >= renderer_.data().values.cols())
            s.selectedColumn = -1;
        renderer_.setStyle(std::move(s));
        hovered_ = {-1, -1};
    }
    updateGeometry();
    invalidate();
    // Assistive technology reads the new cells (and drops those it kept of another shape).
    if (QAccessible::isActive()) {
        QAccessibleTableModelChangeEvent reset(this, QAccessibleTableModelChangeEvent::ModelReset);
        QAccessible::updateAccessibility(&reset);
        QAccessibleEvent name(this, QAccessible::NameChanged);
        QAccessible::updateAccessibility(&name);
    }
}

void HeatmapWidget::setStyle(HeatmapStyle style)
{
    const HeatmapStyle& old = renderer_.style();
    // Only these change sizeHint(); a new selection or colormap must not relayout the window.
    const bool geometry = style.fontScale != old.fontScale ||
                          style.showColorbar != old.showColorbar ||
                          style.showTitle != old.showTitle || style.showLabels != old.showLabels;
    renderer_.setStyle(std::move(style));
    if (geometry)
        updateGeometry();
    invalidate();
}

void HeatmapWidget::invalidate()
{
    layout_.reset();
    minimumSize_.reset();
    cacheValid_ = false;
    update();
}

const HeatmapRenderer::Layout& HeatmapWidget::currentLayout() const
{
    if (!layout_)
        layout_ = renderer_.layout(QRectF(contentsRect()), font(), this);
    return *layout_;
}

QPoint HeatmapWidget::cellAt(const QPointF& position) const
{
    return HeatmapRenderer::cellAt(position, currentLayout());
}

QRectF HeatmapWidget::cellRect(int row, int column) const
{
    return HeatmapRenderer::cellRect(row, column, currentLayout());
}

QSize HeatmapWidget::sizeHint() const
{
    const QMargins m = contentsMargins();
    return renderer_.naturalSize(font(), this).toSize().boundedTo(QSize(1600, 1200)) +
           QSize(m.left() + m.right(), m.top() + m.bottom());
}

QSize HeatmapWidget::minimumSizeHint() const
{
    if (shrinkLimit_ <= 0 || renderer_.data().values.size() == 0)
        return {120, 90};
    if (!minimumSize_) {
        const QMargins m = contentsMargins();
        // A little more than the design: the fit at exactly that size rounds under the limit.
        minimumSize_ = renderer_.designSize(font(), this, shrinkLimit_ * 1.04).toSize() +
                       QSize(m.left() + m.right(), m.top() + m.bottom());
    }
    return minimumSize_->expandedTo(QSize(120, 90));
}

QSize HeatmapWidget::minimumSizeHintFor(HeatmapData data, HeatmapStyle style) const
{
    if (shrinkLimit_ <= 0 || data.values.size() == 0)
        return {120, 90};
    HeatmapRenderer renderer;
    renderer.setData(std::move(data));
    renderer.setStyle(std::move(style));
    const QMargins m = contentsMargins();
    return (renderer.designSize(font(), this, shrinkLimit_ * 1.04).toSize() +
            QSize(m.left() + m.right(), m.top() + m.bottom()))
        .expandedTo(QSize(120, 90));
}

void HeatmapWidget::setShrinkLimit(double limit)
{
    shrinkLimit_ = limit;
    minimumSize_.reset();
    updateGeometry();
}

// --- selection, zoom and pan -------------------------------------------------------------------

void HeatmapWidget::setSelection(int row, int column)
{
    HeatmapStyle s = renderer_.style();
    if (s.selectedRow == row && s.selectedColumn == column)
        return;
    s.selectedRow = row;
    s.selectedColumn = column;
    renderer_.setStyle(std::move(s));
    ensureVisible(row, column);
    invalidate();
    notifyAccessibleCell();
}

void HeatmapWidget::notifyAccessibleCell()
{
    if (!QAccessible::isActive() || !hasFocus())
        return;
    const HeatmapStyle& s = renderer_.style();
    if (s.selectedRow < 0 || s.selectedColumn < 0)
        return;
    const int columns = int(renderer_.data().values.cols());
    QAccessibleEvent focus(this, QAccessible::Focus);
    focus.setChild(s.selectedRow * columns + s.selectedColumn);
    QAccessible::updateAccessibility(&focus);
}

bool HeatmapWidget::isZoomed() const
{
    const HeatmapStyle& s = renderer_.style();
    const auto& v = renderer_.data().values;
    return (s.visibleRows >= 0 && s.visibleRows < v.rows()) ||
           (s.visibleColumns >= 0 && s.visibleColumns < v.cols()) ||
           (s.visibleRows >= 0 && s.firstRow > 0) || (s.visibleColumns >= 0 && s.firstColumn > 0);
}

void HeatmapWidget::resetZoom()
{
    setViewport(0, -1, 0, -1);
}

void HeatmapWidget::setViewport(int firstRow, int rows, int firstColumn, int columns)
{
    const int totalRows = int(renderer_.data().values.rows());
    const int totalColumns = int(renderer_.data().values.cols());
    if (rows < 0 || rows >= totalRows)
        rows = -1;
    if (columns < 0 || columns >= totalColumns)
        columns = -1;
    firstRow = rows < 0 ? 0 : std::clamp(firstRow, 0, std::max(totalRows - rows, 0));
    firstColumn = columns < 0 ? 0 : std::clamp(firstColumn, 0, std::max(totalColumns - columns, 0));
    HeatmapStyle s = renderer_.style();
    if (s.firstRow == firstRow && s.visibleRows == rows && s.firstColumn == firstColumn &&
        s.visibleColumns == columns)
        return;
    s.firstRow = firstRow;
    s.visibleRows = rows;
    s.firstColumn = firstColumn;
    s.visibleColumns = columns;
    renderer_.setStyle(std::move(s));
    invalidate();
    updateCursor();
    emit viewportChanged();
}

void HeatmapWidget::zoomBy(double factor, const QPointF& anchor)
{
    const HeatmapRenderer::Layout& l = currentLayout();
    const int totalRows = int(renderer_.data().values.rows());
    const int totalColumns = int(renderer_.data().values.cols());
    if (l.rowCount <= 0 || l.columnCount <= 0 || !(factor > 0) || factor == 1)
        return;
    // The anchor as a fraction of the visible window, and the (fractional) cell under it.
    const double fx = std::clamp((anchor.x() - l.plot.left()) / l.plot.width(), 0.0, 1.0);
    const double fy = std::clamp((anchor.y() - l.plot.top()) / l.plot.height(), 0.0, 1.0);
    const double cellX = l.firstColumn + fx * l.columnCount;
    const double cellY = l.firstRow + fy * l.rowCount;

    const auto newCount = [factor](int count, int total) {
        int n = int(std::lround(count / factor));
        if (factor > 1 && n >= count)
            n = count - 1; // always make progress
        if (factor < 1 && n <= count)
            n = count + 1;
        return std::clamp(n, std::min(2, total), total);
    };
    const int rows = newCount(l.rowCount, totalRows);
    const int columns = newCount(l.columnCount, totalColumns);
    setViewport(int(std::lround(cellY - fy * rows)), rows, int(std::lround(cellX - fx * columns)),
                columns);
    updateHover(anchor);
}

void HeatmapWidget::panBy(const QPointF& pixels)
{
    const HeatmapRenderer::Layout& l = currentLayout();
    if (l.cellWidth <= 0 || l.cellHeight <= 0)
        return;
    panRemainder_ += QPointF(-pixels.x() / l.cellWidth, -pixels.y() / l.cellHeight);
    const int dc = int(std::trunc(panRemainder_.x()));
    const int dr = int(std::trunc(panRemainder_.y()));
    if (dc == 0 && dr == 0)
        return;
    panRemainder_ -= QPointF(dc, dr);
    const HeatmapStyle& s = renderer_.style();
    setViewport(l.firstRow + dr, s.visibleRows, l.firstColumn + dc, s.visibleColumns);
}

void HeatmapWidget::ensureVisible(int row, int column)
{
    const HeatmapRenderer::Layout& l = currentLayout();
    const HeatmapStyle& s = renderer_.style();
    int firstRow = l.firstRow, firstColumn = l.firstColumn;
    if (s.visibleRows >= 0 && row >= 0) {
        if (row < firstRow)
            firstRow = row;
        else if (row >= firstRow + l.rowCount)
            firstRow = row - l.rowCount + 1;
    }
    if (s.visibleColumns >= 0 && column >= 0) {
        if (column < firstColumn)
            firstColumn = column;
        else if (column >= firstColumn + l.columnCount)
            firstColumn = column - l.columnCount + 1;
    }
    setViewport(firstRow, s.visibleRows, firstColumn, s.visibleColumns);
}

// --- painting ----------------------------------------------------------------------------------

void HeatmapWidget::setPaintMode(bool on)
{
    paintMode_ = on;
    if (!on && stroking_) {
        stroking_ = false;
        emit paintStrokeFinished();
    }
    updateCursor();
}

void HeatmapWidget::updateCursor()
{
    if (panning_)
        setCursor(Qt::ClosedHandCursor);
    else if (spaceHeld_ && isZoomed())
        setCursor(Qt::OpenHandCursor);
    else if (paintMode_)
        setCursor(Qt::CrossCursor);
    else
        unsetCursor();
}

void HeatmapWidget::paintEvent(QPaintEvent*)
{
    // The figure fills contentsRect(); the margins around it show the widget's background
    // (autoFillBackground and a palette: the app frames the current head's thumbnail so).
    const QRect area = contentsRect();
    if (area.isEmpty())
        return;
    const qreal dpr = devicePixelRatioF();
    const QSize pixels = (QSizeF(area.size()) * dpr).toSize();
    if (!cacheValid_ || cache_.size() != pixels || cache_.devicePixelRatio() != dpr) {
        cache_ = QPixmap(pixels);
        cache_.setDevicePixelRatio(dpr);
        cache_.fill(renderer_.style().background);
        QPainter painter(&cache_);
        painter.translate(-area.topLeft()); // the layout is in widget coordinates
        painter.setFont(font());
        painter.setRenderHint(QPainter::TextAntialiasing, true);
        renderer_.paint(painter, currentLayout());
        cacheValid_ = true;
    }
    QPainter painter(this);
    painter.drawPixmap(area.topLeft(), cache_);
    // The focus, always visible (also on a projector's white): a frame in the highlight
    // colour over one in the background's, inside the widget.
    if (hasFocus()) {
        const double w = std::max(2.0, 0.15 * fontMetrics().height());
        const QRectF frame = QRectF(rect()).adjusted(w / 2, w / 2, -w / 2, -w / 2);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(renderer_.style().background, 2 * w));
        painter.drawRect(frame.adjusted(w / 2, w / 2, -w / 2, -w / 2));
        painter.setPen(QPen(palette().color(QPalette::Highlight), w));
        painter.drawRect(frame);
    }
    // The hovered cell: a dashed outline over a background one, visible on any colour.
    if (hovered_.x() >= 0 && !panning_) {
        const QRectF cell = cellRect(hovered_.y(), hovered_.x());
        if (!cell.isEmpty()) {
            const double w = std::clamp(std::min(cell.width(), cell.height()) / 12.0, 1.5, 3.0);
            const QRectF r = cell.adjusted(w / 2, w / 2, -w / 2, -w / 2);
            painter.setRenderHint(QPainter::Antialiasing, true);
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(renderer_.style().background, w));
            painter.drawRect(r);
            painter.setPen(QPen(renderer_.style().foreground, w, Qt::DashLine));
            painter.drawRect(r);
        }
    }
}

void HeatmapWidget::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    invalidate();
}

void HeatmapWidget::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange) {
        updateGeometry();
        invalidate();
    } else if (event->type() == QEvent::ContentsRectChange) {
        invalidate();
    }
    QWidget::changeEvent(event);
}

bool HeatmapWidget::keepsKey(const QKeyEvent* key)
{
    if ((key->modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier)
        return false;
    switch (key->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_Home:
    case Qt::Key_End:
        return true;
    default:
        return false;
    }
}

bool HeatmapWidget::event(QEvent* event)
{
    // With the focus, the arrows, Home and End move the cell cursor rather than step
    // (the window's ← / → shortcuts); Page Up / Page Down and the presenter's keys still step.
    if (event->type() == QEvent::ShortcutOverride && keepsKey(static_cast<QKeyEvent*>(event))) {
        event->accept();
        return true;
    }
    if (event->type() == QEvent::NativeGesture) {
        const auto* gesture = static_cast<QNativeGestureEvent*>(event);
        if (gesture->gestureType() == Qt::ZoomNativeGesture) {
            zoomBy(1.0 + gesture->value(), gesture->position());
            return true;
        }
    }
    return QWidget::event(event);
}

// --- mouse and keyboard ------------------------------------------------------------------------

void HeatmapWidget::updateHover(const QPointF& position)
{
    const QPoint cell = cellAt(position);
    if (cell == hovered_)
        return;
    hovered_ = cell;
    update();
    if (cell.x() >= 0)
        emit cellHovered(cell.y(), cell.x());
    else
        emit hoverLeft();
}

void HeatmapWidget::paintAlong(const QPointF& from, const QPointF& to)
{
    const HeatmapRenderer::Layout& l = currentLayout();
    const double step = std::max(std::min(l.cellWidth, l.cellHeight) / 3.0, 1.0);
    const int samples = std::max(1, int(std::ceil(QLineF(from, to).length() / step)));
    for (int i = 0; i <= samples; ++i) {
        const QPointF p = from + (to - from) * (double(i) / samples);
        const QPoint cell = HeatmapRenderer::cellAt(p, l);
        if (cell.x() < 0)
            continue;
        const qint64 key = cellKey(cell.y(), cell.x());
        if (strokeCells_.contains(key))
            continue;
        strokeCells_.insert(key);
        emit cellPainted(cell.y(), cell.x());
    }
}

void HeatmapWidget::mousePressEvent(QMouseEvent* event)
{
    const QPointF pos = event->position();
    if ((event->button() == Qt::MiddleButton ||
         (event->button() == Qt::LeftButton && spaceHeld_)) &&
        isZoomed()) {
        panning_ = true;
        lastPanPosition_ = pos;
        panRemainder_ = {};
        updateCursor();
        event->accept();
        return;
    }
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    if (paintMode_) {
        stroking_ = true;
        strokeCells_.clear();
        emit paintStrokeStarted();
        paintAlong(pos, pos);
        lastPaintPosition_ = pos;
        event->accept();
        return;
    }
    const QPoint cell = cellAt(pos);
    if (cell.x() >= 0) {
        setSelection(cell.y(), cell.x());
        emit cellClicked(cell.y(), cell.x());
    }
    event->accept();
}

void HeatmapWidget::mouseMoveEvent(QMouseEvent* event)
{
    const QPointF pos = event->position();
    if (panning_) {
        panBy(pos - lastPanPosition_);
        lastPanPosition_ = pos;
    } else if (stroking_) {
        paintAlong(lastPaintPosition_, pos);
        lastPaintPosition_ = pos;
    }
    updateHover(pos);
    event->accept();
}

void HeatmapWidget::mouseReleaseEvent(QMouseEvent* event)
{
    if (panning_ && (event->button() == Qt::MiddleButton || event->button() == Qt::LeftButton)) {
        panning_ = false;
        updateCursor();
    } else if (stroking_ && event->button() == Qt::LeftButton) {
        paintAlong(lastPaintPosition_, event->position());
        stroking_ = false;
        strokeCells_.clear();
        emit paintStrokeFinished();
    }
    event->accept();
}

void HeatmapWidget::mouseDoubleClickEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton && paintMode_) {
        mousePressEvent(event); // a second click of a paint stroke
        return;
    }
    if (event->button() == Qt::LeftButton) {
        resetZoom();
        event->accept();
        return;
    }
    QWidget::mouseDoubleClickEvent(event);
}

void HeatmapWidget::wheelEvent(QWheelEvent* event)
{
    const QPoint angle = event->angleDelta();
    if (event->modifiers() & Qt::ControlModifier) {
        const double notches = (angle.y() != 0 ? angle.y() : angle.x()) / 120.0;
        if (notches != 0)
            zoomBy(std::pow(kZoomStep, notches), event->position());
        event->accept();
        return;
    }
    if (!isZoomed()) {
        event->ignore(); // let a scroll area scroll
        return;
    }
    const HeatmapRenderer::Layout& l = currentLayout();
    QPointF pixels =
        !event->pixelDelta().isNull()
            ? QPointF(event->pixelDelta())
            : QPointF(angle) / 120.0 * 3.0 * std::max(std::min(l.cellWidth, l.cellHeight), 1.0);
    if (event->modifiers() & Qt::ShiftModifier)
        pixels = QPointF(pixels.y(), pixels.x());
    panBy(pixels);
    updateHover(event->position());
    event->accept();
}

void HeatmapWidget::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        spaceHeld_ = true;
        updateCursor();
        event->accept();
        return;
    }
    if (event->modifiers() & Qt::ControlModifier) {
        const QPointF centre = currentLayout().plot.center();
        switch (event->key()) {
        case Qt::Key_Plus:
        case Qt::Key_Equal:
            zoomBy(kZoomStep, centre);
            event->accept();
            return;
        case Qt::Key_Minus:
            zoomBy(1 / kZoomStep, centre);
            event->accept();
            return;
        case Qt::Key_0:
            resetZoom();
            event->accept();
            return;
        default:
            break;
        }
    }
    if (event->key() == Qt::Key_Escape && event->modifiers() == Qt::NoModifier) {
        // Esc gives the focus back: to the control that had it, else the next one.
        if (previousFocus_ && previousFocus_->isVisible() && previousFocus_->isEnabled())
            previousFocus_->setFocus(Qt::OtherFocusReason);
        else
            focusNextPrevChild(true);
        event->accept();
        return;
    }
    int dr = 0, dc = 0;
    bool rowStart = false, rowEnd = false;
    switch (event->key()) {
    case Qt::Key_Home:
        rowStart = true;
        break;
    case Qt::Key_End:
        rowEnd = true;
        break;
    case Qt::Key_Up:
        dr = -1;
        break;
    case Qt::Key_Down:
        dr = 1;
        break;
    case Qt::Key_Left:
        dc = -1;
        break;
    case Qt::Key_Right:
        dc = 1;
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    const int rows = int(renderer_.data().values.rows());
    const int columns = int(renderer_.data().values.cols());
    if (rows == 0 || columns == 0) {
        QWidget::keyPressEvent(event);
        return;
    }
    const HeatmapStyle& s = renderer_.style();
    const HeatmapRenderer::Layout& l = currentLayout();
    int row = s.selectedRow, column = s.selectedColumn;
    if (row < 0 && column < 0) {
        row = l.firstRow; // start at the top-left visible cell
        column = l.firstColumn;
    } else {
        row = std::clamp((row < 0 ? l.firstRow : row) + dr, 0, rows - 1);
        column = std::clamp((column < 0 ? l.firstColumn : column) + dc, 0, columns - 1);
    }
    if (rowStart)
        column = 0;
    if (rowEnd)
        column = columns - 1;
    setSelection(row, column);
    emit cellClicked(row, column);
    event->accept();
}

void HeatmapWidget::keyReleaseEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        spaceHeld_ = false;
        updateCursor();
        event->accept();
        return;
    }
    QWidget::keyReleaseEvent(event);
}

void HeatmapWidget::leaveEvent(QEvent* event)
{
    if (hovered_.x() >= 0) {
        hovered_ = {-1, -1};
        update();
        emit hoverLeft();
    }
    QWidget::leaveEvent(event);
}

void HeatmapWidget::focusInEvent(QFocusEvent* event)
{
    update(); // the focus frame
    // A screen reader reads the cell under the cursor (or says where the cursor starts).
    QWidget::focusInEvent(event);
    notifyAccessibleCell();
}

void HeatmapWidget::focusOutEvent(QFocusEvent* event)
{
    spaceHeld_ = false;
    updateCursor();
    update();
    QWidget::focusOutEvent(event);
}

} // namespace attnlab

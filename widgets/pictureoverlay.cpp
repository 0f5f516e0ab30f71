#include "pictureoverlay.h"

#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace attnlab {

namespace {

double titleHeight(const PictureOverlayData& data, double unit)
{
    return data.title.isEmpty() ? 0.0 : 1.4 * unit;
}

double colorbarHeight(const PictureOverlayData& data, double unit)
{
    return data.colorbar.isEmpty() || data.values.empty() ? 0.0 : 3.2 * unit;
}

double largest(const PictureOverlayData& data)
{
    double top = 0;
    for (double v : data.values)
        if (std::isfinite(v))
            top = std::max(top, v);
    return top;
}

QString percent(double value)
{
    // weights as percentages: 0.0123 -> "1.2 %"
    return QLocale().toString(100.0 * value, 'f', value < 0.1 ? 1 : 0) + QStringLiteral("\u00a0%");
}

} // namespace

QRectF pictureRect(const QRectF& area, const PictureOverlayData& data, double unit)
{
    const double top = titleHeight(data, unit), bottom = colorbarHeight(data, unit);
    const QRectF room = area.adjusted(0, top, 0, -bottom);
    if (data.picture.isNull() || room.width() <= 0 || room.height() <= 0)
        return {};
    const double aspect = double(data.picture.width()) / data.picture.height();
    double w = room.width(), h = w / aspect;
    if (h > room.height()) {
        h = room.height();
        w = h * aspect;
    }
    return {room.left() + (room.width() - w) / 2, room.top(), w, h};
}

void paintPictureOverlay(QPainter& p, const QRectF& area, const PictureOverlayData& data,
                         const QColor& text, double unit)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    if (!data.title.isEmpty()) {
        QFont bold = p.font();
        bold.setBold(true);
        p.setFont(bold);
        p.setPen(text);
        p.drawText(QRectF(area.left(), area.top(), area.width(), 1.4 * unit),
                   Qt::AlignHCenter | Qt::AlignVCenter | Qt::TextSingleLine,
                   p.fontMetrics().elidedText(data.title, Qt::ElideRight, int(area.width())));
        bold.setBold(false);
        p.setFont(bold);
    }
    const QRectF picture = pictureRect(area, data, unit);
    if (picture.isEmpty()) {
        p.restore();
        return;
    }
    p.drawImage(picture, data.picture);
    const double cw = picture.width() / std::max(1, data.columns);
    const double ch = picture.height() / std::max(1, data.rows);
    const auto cell = [&](int patch) {
        return QRectF(picture.left() + (patch % data.columns) * cw,
                      picture.top() + (patch / data.columns) * ch, cw, ch);
    };

    // The map: each patch filled with its colour, the more opaque the larger its value, so that
    // the picture shows through where little attention goes.
    const double top = data.stretch ? std::max(largest(data), 1e-300) : 1.0;
    if (!data.values.empty() && data.rows * data.columns == int(data.values.size())) {
        p.setPen(Qt::NoPen);
        for (int t = 0; t < int(data.values.size()); ++t) {
            const double level = std::clamp(data.values[std::size_t(t)] / top, 0.0, 1.0);
            QColor c = data.colormap.color(level);
            c.setAlphaF(float(std::clamp(data.opacity, 0.0, 1.0) * std::pow(level, 0.6)));
            p.fillRect(cell(t).adjusted(0, 0, 0.5, 0.5), c);
        }
    }
    if (data.gridLines && cw >= 6 && ch >= 6) {
        p.setPen(QPen(QColor(255, 255, 255, 90), 0));
        for (int c = 1; c < data.columns; ++c)
            p.drawLine(QPointF(picture.left() + c * cw, picture.top()),
                       QPointF(picture.left() + c * cw, picture.bottom()));
        for (int r = 1; r < data.rows; ++r)
            p.drawLine(QPointF(picture.left(), picture.top() + r * ch),
                       QPointF(picture.right(), picture.top() + r * ch));
    }
    if (data.selected >= 0 && data.selected < data.rows * data.columns) {
        const double line = std::max(2.0, unit / 6);
        if (data.receptiveField) {
            // what a 3 × 3 convolution on this grid sees: the patch and its 8 neighbours
            const int r = data.selected / data.columns, c = data.selected % data.columns;
            const int r0 = std::max(0, r - 1), r1 = std::min(data.rows - 1, r + 1);
            const int c0 = std::max(0, c - 1), c1 = std::min(data.columns - 1, c + 1);
            const QRectF field(picture.left() + c0 * cw, picture.top() + r0 * ch,
                               (c1 - c0 + 1) * cw, (r1 - r0 + 1) * ch);
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(Qt::black, line + 2));
            p.drawRect(field);
            p.setPen(QPen(Qt::white, line, Qt::DashLine));
            p.drawRect(field);
        }
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(Qt::black, line + 2));
        p.drawRect(cell(data.selected));
        p.setPen(QPen(QColor(255, 200, 0), line));
        p.drawRect(cell(data.selected));
    }

    // The colorbar: 0 … top, with its caption.
    const double barHeight = colorbarHeight(data, unit);
    if (barHeight > 0) {
        const QRectF bar(picture.left(), picture.bottom() + 0.5 * unit, picture.width(),
                         0.8 * unit);
        QLinearGradient gradient(bar.topLeft(), bar.topRight());
        for (int i = 0; i <= 16; ++i)
            gradient.setColorAt(i / 16.0, data.colormap.color(i / 16.0));
        p.setPen(QPen(text, 0));
        p.setBrush(gradient);
        p.drawRect(bar);
        const QRectF labels(bar.left(), bar.bottom(), bar.width(), 1.2 * unit);
        p.drawText(labels, Qt::AlignLeft | Qt::AlignTop, QStringLiteral("0"));
        p.drawText(labels, Qt::AlignRight | Qt::AlignTop, percent(top));
        p.drawText(
            labels, Qt::AlignHCenter | Qt::AlignTop,
            p.fontMetrics().elidedText(data.colorbar, Qt::ElideRight, int(bar.width() - 8 * unit)));
    }
    p.restore();
}

PictureOverlay::PictureOverlay(QWidget* parent) : QWidget(parent)
{
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setCursor(Qt::PointingHandCursor);
}

void PictureOverlay::setData(PictureOverlayData data)
{
    const bool resized = data.title.isEmpty() != data_.title.isEmpty() ||
                         data.colorbar.isEmpty() != data_.colorbar.isEmpty() ||
                         data.picture.size() != data_.picture.size();
    data_ = std::move(data);
    if (resized)
        updateGeometry();
    update();
}

void PictureOverlay::setFollowPointer(bool follow)
{
    follow_ = follow;
}

void PictureOverlay::setPreferredLines(double lines, double minimumLines)
{
    lines_ = lines;
    minimumLines_ = minimumLines;
    updateGeometry();
}

double PictureOverlay::unit() const
{
    return fontMetrics().height();
}

int PictureOverlay::patchAt(const QPointF& pos) const
{
    const QRectF picture = pictureRect(rect(), data_, unit());
    if (!picture.contains(pos) || data_.rows < 1 || data_.columns < 1)
        return -1;
    const int c = std::clamp(int((pos.x() - picture.left()) / picture.width() * data_.columns), 0,
                             data_.columns - 1);
    const int r = std::clamp(int((pos.y() - picture.top()) / picture.height() * data_.rows), 0,
                             data_.rows - 1);
    return r * data_.columns + c;
}

QPoint PictureOverlay::patchCentre(int patch) const
{
    const QRectF picture = pictureRect(rect(), data_, unit());
    const double cw = picture.width() / std::max(1, data_.columns);
    const double ch = picture.height() / std::max(1, data_.rows);
    return QPointF(picture.left() + (patch % std::max(1, data_.columns) + 0.5) * cw,
                   picture.top() + (patch / std::max(1, data_.columns) + 0.5) * ch)
        .toPoint();
}

QSize PictureOverlay::sizeHint() const
{
    const int side = int(lines_ * unit());
    return {side, heightFor(side)};
}

QSize PictureOverlay::minimumSizeHint() const
{
    const int side = int(minimumLines_ * unit());
    return {side, heightFor(side)};
}

int PictureOverlay::heightFor(int width) const
{
    const double aspect =
        data_.picture.isNull() ? 1.0 : double(data_.picture.height()) / data_.picture.width();
    return int(width * aspect + titleHeight(data_, unit()) + colorbarHeight(data_, unit()) + 1);
}

void PictureOverlay::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    paintPictureOverlay(p, rect(), data_, palette().color(QPalette::WindowText), unit());
    if (hasFocus()) {
        p.setPen(QPen(palette().color(QPalette::Highlight), 1, Qt::DotLine));
        p.drawRect(rect().adjusted(0, 0, -1, -1));
    }
}

void PictureOverlay::mousePressEvent(QMouseEvent* event)
{
    const int patch = patchAt(event->position());
    if (patch >= 0 && event->button() == Qt::LeftButton)
        emit patchClicked(patch);
    QWidget::mousePressEvent(event);
}

void PictureOverlay::mouseMoveEvent(QMouseEvent* event)
{
    const int patch = patchAt(event->position());
    if (follow_ && patch >= 0 && patch != hovered_) {
        hovered_ = patch;
        emit patchHovered(patch);
    }
    QWidget::mouseMoveEvent(event);
}

} // namespace attnlab

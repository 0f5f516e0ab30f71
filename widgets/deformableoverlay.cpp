#include "deformableoverlay.h"

#include "heatmaprenderer.h"
#include "numberformat.h"

#include <QAbstractTextDocumentLayout>
#include <QFontMetricsF>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QTextDocument>

#include <algorithm>
#include <cmath>

namespace attnlab {

namespace {

/// The selected query's ring.
const QColor selectedColor(255, 200, 0);

QFont boldOf(QFont font)
{
    font.setBold(true);
    return font;
}

QStringList wrapped(const QString& text, const QFontMetricsF& fm, double width, int maxLines)
{
    return HeatmapRenderer::wrapText(text, fm, width, maxLines);
}

/// One legend entry: a swatch (a disc in colour, or a ring when color is invalid) and its text.
struct LegendEntry
{
    QColor color;
    QString text;
};

std::vector<LegendEntry> legendEntries(const DeformableOverlayData& d)
{
    std::vector<LegendEntry> entries;
    for (int m = 0; m < d.headNames.size(); ++m)
        entries.push_back(
            {m < int(d.headColors.size()) ? d.headColors[std::size_t(m)] : QColor(Qt::black),
             d.headNames[m]});
    if (!d.referenceName.isEmpty())
        entries.push_back({QColor(), d.referenceName});
    return entries;
}

/// The legend's entries laid out in lines of width: the left x of each entry and its line.
struct LegendLayout
{
    std::vector<std::pair<double, int>> places;
    int lines = 0;
};

LegendLayout layoutLegend(const std::vector<LegendEntry>& entries, const QFontMetricsF& fm,
                          double width)
{
    LegendLayout l;
    const double unit = fm.height();
    double x = 0;
    int line = 0;
    for (const LegendEntry& e : entries) {
        const double w = std::min(width, 1.3 * unit + fm.horizontalAdvance(e.text));
        if (x > 0 && x + w > width) {
            x = 0;
            ++line;
        }
        l.places.emplace_back(x, line);
        x += w + unit;
    }
    l.lines = entries.empty() ? 0 : line + 1;
    return l;
}

struct OverlayBlocks
{
    QStringList title;
    double titleHeight = 0, legendHeight = 0, colorbarHeight = 0, margin = 0;
    LegendLayout legend;
};

bool hasColorbar(const DeformableOverlayData& d)
{
    return !d.colorbar.isEmpty() && !d.values.empty() && d.picture.isNull();
}

OverlayBlocks blocks(double width, const DeformableOverlayData& d, const QFont& font,
                     const QPaintDevice* device)
{
    OverlayBlocks b;
    const QFontMetricsF fm(font, device);
    const QFontMetricsF bold(boldOf(font), device);
    const double unit = fm.height();
    b.margin = unit;
    b.title = wrapped(d.title, bold, width, 2);
    b.titleHeight = b.title.isEmpty() ? 0.0 : b.title.size() * bold.height() + 0.2 * unit;
    b.legend = layoutLegend(legendEntries(d), fm, width - 2 * b.margin);
    b.legendHeight = b.legend.lines * 1.3 * unit;
    b.colorbarHeight = hasColorbar(d) ? 2.6 * unit : 0.0;
    return b;
}

double aspectOf(const DeformableOverlayData& d)
{
    // height / width of the map
    if (!d.picture.isNull())
        return double(d.picture.height()) / std::max(1, d.picture.width());
    if (d.rows > 0 && d.columns > 0)
        return double(d.rows) / d.columns;
    return 1.0;
}

QString number(double v, int decimals)
{
    return NumberFormat::number(v, decimals);
}

/// A sampling point's radius: its area grows with its weight a; at least in proportion to the
/// text (larger text, larger marks), and to the cells on a large map.
double markerRadius(double unit, double cell, double weight)
{
    const double root = std::sqrt(std::clamp(weight, 0.0, 1.0));
    return std::max(unit * (0.2 + 0.55 * root), std::min(cell * (0.05 + 0.2 * root), 2.5 * unit));
}

/// Where a sampling point of radius r is drawn: at its place when it lies on the map; a point
/// off the map (it reads zeros there: padding) is drawn at the map's edge, inside it, so that
/// no mark covers the title, the legend or the other figure.
QPointF shownAt(const QPointF& at, const QRectF& map, double r, bool* outside = nullptr)
{
    const bool off = !map.contains(at);
    if (outside)
        *outside = off;
    const double inset = std::min({r, map.width() / 2, map.height() / 2});
    const QRectF room = map.adjusted(inset, inset, -inset, -inset);
    return {std::clamp(at.x(), room.left(), room.right()),
            std::clamp(at.y(), room.top(), room.bottom())};
}

/// Black or white, whichever reads better on background.
QColor textOn(const QColor& background)
{
    const double luminance =
        0.299 * background.redF() + 0.587 * background.greenF() + 0.114 * background.blueF();
    return luminance > 0.55 ? QColor(Qt::black) : QColor(Qt::white);
}

/// Text with a thin halo in the other colour, readable on any map.
void haloText(QPainter& p, const QRectF& rect, int flags, const QString& text, const QColor& color)
{
    const QColor halo =
        textOn(color) == Qt::black ? QColor(0, 0, 0, 200) : QColor(255, 255, 255, 220);
    p.setPen(halo);
    const double d = std::max(1.0, QFontMetricsF(p.font(), p.device()).height() / 14);
    for (int dx = -1; dx <= 1; ++dx)
        for (int dy = -1; dy <= 1; ++dy)
            if (dx || dy)
                p.drawText(rect.translated(dx * d, dy * d), flags, text);
    p.setPen(color);
    p.drawText(rect, flags, text);
}

/// A line of rich text (subscripts, bold) laid out in width on device.
void setUpRich(QTextDocument& doc, const QString& html, const QFont& font,
               const QPaintDevice* device, double width)
{
    doc.setDocumentMargin(0);
    doc.setDefaultFont(font);
    if (device)
        doc.documentLayout()->setPaintDevice(const_cast<QPaintDevice*>(device));
    doc.setTextWidth(std::max(1.0, width));
    doc.setHtml(html);
}

double richHeight(const QString& html, const QFont& font, const QPaintDevice* device, double width)
{
    QTextDocument doc;
    setUpRich(doc, html, font, device, width);
    return doc.size().height();
}

void drawRich(QPainter& p, const QRectF& rect, const QString& html, const QColor& color)
{
    QTextDocument doc;
    setUpRich(doc, html, p.font(), p.device(), rect.width());
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette.setColor(QPalette::Text, color);
    p.save();
    p.translate(rect.topLeft());
    doc.documentLayout()->draw(&p, context);
    p.restore();
}

} // namespace

QRectF deformableMapRect(const QRectF& area, const DeformableOverlayData& d, const QFont& font,
                         const QPaintDevice* device)
{
    const OverlayBlocks b = blocks(area.width(), d, font, device);
    const QRectF room = area.adjusted(b.margin, b.titleHeight + b.margin, -b.margin,
                                      -(b.margin + b.legendHeight + b.colorbarHeight));
    if (room.width() <= 0 || room.height() <= 0 || (d.rows <= 0 && d.picture.isNull()))
        return {};
    const double aspect = aspectOf(d);
    double w = room.width(), h = w * aspect;
    if (h > room.height()) {
        h = room.height();
        w = h / aspect;
    }
    return {room.left() + (room.width() - w) / 2, room.top(), w, h};
}

double deformableOverlayHeight(double width, const DeformableOverlayData& d, const QFont& font,
                               const QPaintDevice* device)
{
    const OverlayBlocks b = blocks(width, d, font, device);
    return b.titleHeight + 2 * b.margin + (width - 2 * b.margin) * aspectOf(d) + b.legendHeight +
           b.colorbarHeight;
}

void paintDeformableOverlay(QPainter& p, const QRectF& area, const DeformableOverlayData& d,
                            const QColor& text)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform, false);
    const QFont font = p.font();
    const QFontMetricsF fm(font, p.device());
    const double unit = fm.height();
    const OverlayBlocks b = blocks(area.width(), d, font, p.device());
    if (!b.title.isEmpty()) {
        p.setFont(boldOf(font));
        p.setPen(text);
        p.drawText(QRectF(area.left(), area.top(), area.width(), b.titleHeight),
                   Qt::AlignHCenter | Qt::AlignTop, b.title.join(QLatin1Char('\n')));
        p.setFont(font);
    }
    const QRectF map = deformableMapRect(area, d, font, p.device());
    if (map.isEmpty()) {
        p.restore();
        return;
    }
    const int rows = std::max(1, d.rows), columns = std::max(1, d.columns);
    const double cw = map.width() / columns, ch = map.height() / rows;
    const auto toMap = [&](const QPointF& cells) {
        return QPointF(map.left() + cells.x() * cw, map.top() + cells.y() * ch);
    };

    // The map: the picture, or each pixel in its colour.
    const double range = std::max(d.maximum - d.minimum, 1e-300);
    if (!d.picture.isNull()) {
        p.drawImage(map, d.picture);
    } else if (int(d.values.size()) == d.rows * d.columns && d.rows > 0) {
        p.setPen(Qt::NoPen);
        for (int y = 0; y < d.rows; ++y)
            for (int x = 0; x < d.columns; ++x) {
                const double v = d.values[std::size_t(y) * std::size_t(d.columns) + std::size_t(x)];
                p.setBrush(d.colormap.color(std::clamp((v - d.minimum) / range, 0.0, 1.0)));
                // a hair larger: no seams between the cells
                p.drawRect(QRectF(map.left() + x * cw, map.top() + y * ch, cw + 0.5, ch + 0.5));
            }
    }
    if (d.gridLines && cw >= 6 && ch >= 6 && d.columns > 0 && d.rows > 0) {
        p.setPen(QPen(QColor(128, 128, 128, 110), 0));
        for (int c = 1; c < d.columns; ++c)
            p.drawLine(QPointF(map.left() + c * cw, map.top()),
                       QPointF(map.left() + c * cw, map.bottom()));
        for (int r = 1; r < d.rows; ++r)
            p.drawLine(QPointF(map.left(), map.top() + r * ch),
                       QPointF(map.right(), map.top() + r * ch));
    }
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(text, std::max(1.0, unit / 16)));
    p.drawRect(map);

    // The zoomed point's 2 × 2 neighbours, outlined.
    const auto shown = [&](const DeformableOverlayPoint& pt) {
        return d.othersShown || pt.query == d.selectedQuery;
    };
    if (d.zoomed >= 0 && d.zoomed < int(d.points.size())) {
        const DeformableOverlayPoint& z = d.points[std::size_t(d.zoomed)];
        // pixel coordinates: centres at whole numbers + 0.5 in cells
        const double x0 = std::floor(z.at.x() - 0.5), y0 = std::floor(z.at.y() - 0.5);
        const QRectF square(toMap(QPointF(x0, y0)), toMap(QPointF(x0 + 2, y0 + 2)));
        const double line = std::max(2.0, unit / 7);
        p.setPen(QPen(Qt::black, line + 2));
        p.drawRect(square);
        p.setPen(QPen(Qt::white, line, Qt::DashLine));
        p.drawRect(square);
    }

    // Lines from each reference point to its sampling points, under every mark; then the discs,
    // the other queries' first and faded, the selected query's last.
    const auto alphaOf = [&](int query) {
        return d.selectedQuery < 0 || query == d.selectedQuery ? 1.0 : 0.35;
    };
    for (int pass = 0; pass < 2; ++pass) {
        for (const DeformableOverlayPoint& pt : d.points) {
            const bool selected = d.selectedQuery < 0 || pt.query == d.selectedQuery;
            if (!shown(pt) || selected != (pass == 1) || pt.query >= int(d.references.size()))
                continue;
            QColor c = pt.head < int(d.headColors.size()) ? d.headColors[std::size_t(pt.head)]
                                                          : QColor(Qt::black);
            c.setAlphaF(float(alphaOf(pt.query) * 0.8));
            p.setPen(QPen(c, std::max(1.0, unit / 12)));
            const double r = markerRadius(unit, std::min(cw, ch), pt.weight);
            p.drawLine(toMap(d.references[std::size_t(pt.query)]), shownAt(toMap(pt.at), map, r));
        }
    }
    for (int pass = 0; pass < 2; ++pass) {
        for (int i = 0; i < int(d.points.size()); ++i) {
            const DeformableOverlayPoint& pt = d.points[std::size_t(i)];
            const bool selected = d.selectedQuery < 0 || pt.query == d.selectedQuery;
            if (!shown(pt) || selected != (pass == 1))
                continue;
            QColor c = pt.head < int(d.headColors.size()) ? d.headColors[std::size_t(pt.head)]
                                                          : QColor(Qt::black);
            const double alpha = alphaOf(pt.query);
            c.setAlphaF(float(alpha));
            // the area grows with the weight a
            const double r = markerRadius(unit, std::min(cw, ch), pt.weight);
            QColor outline = Qt::white;
            outline.setAlphaF(float(alpha));
            bool outside = false;
            const QPointF at = shownAt(toMap(pt.at), map, r, &outside);
            if (outside) {
                // off the map: a dashed ring at the edge, in the head's colour
                p.setBrush(Qt::NoBrush);
                p.setPen(QPen(outline, std::max(2.0, unit / 6) + 2));
                p.drawEllipse(at, r, r);
                p.setPen(QPen(c, std::max(2.0, unit / 6), Qt::DashLine));
                p.drawEllipse(at, r, r);
            } else {
                p.setPen(QPen(outline, std::max(1.0, unit / 12)));
                p.setBrush(c);
                p.drawEllipse(at, r, r);
            }
            if (i == d.zoomed) {
                p.setBrush(Qt::NoBrush);
                p.setPen(QPen(Qt::black, std::max(2.0, unit / 6)));
                p.drawEllipse(at, r + unit / 5, r + unit / 5);
            }
        }
    }
    // The reference points: rings (the selected one highlighted), each with its query's number.
    for (int pass = 0; pass < 2; ++pass)
        for (int q = 0; q < int(d.references.size()); ++q) {
            const bool selected = q == d.selectedQuery;
            if (selected != (pass == 1) || (!d.othersShown && !selected && d.selectedQuery >= 0))
                continue;
            const QPointF at = toMap(d.references[std::size_t(q)]);
            const double r = 0.55 * unit;
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(Qt::black, std::max(3.0, unit / 4) + 2));
            p.drawEllipse(at, r, r);
            p.setPen(QPen(selected ? selectedColor : QColor(Qt::white), std::max(2.0, unit / 6)));
            p.drawEllipse(at, r, r);
            QFont label = boldOf(font);
            label.setPointSizeF(font.pointSizeF() * 1.2);
            p.setFont(label);
            const QString name = QString::number(q);
            const QRectF box(at.x() + r * 0.8, at.y() - r * 0.8 - 1.3 * unit, 3 * unit, 1.3 * unit);
            haloText(p, box, Qt::AlignLeft | Qt::AlignBottom, name, Qt::black);
            p.setFont(font);
        }

    // The legend: the heads' colours and the rings.
    const std::vector<LegendEntry> entries = legendEntries(d);
    const double legendTop = map.bottom() + b.margin;
    const double legendLeft = area.left() + b.margin;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const auto [x, line] = b.legend.places[i];
        const QRectF cell(legendLeft + x, legendTop + line * 1.3 * unit,
                          area.width() - 2 * b.margin - x, 1.3 * unit);
        const QPointF swatch(cell.left() + 0.5 * unit, cell.center().y());
        if (entries[i].color.isValid()) {
            p.setPen(QPen(text, 0));
            p.setBrush(entries[i].color);
            p.drawEllipse(swatch, 0.4 * unit, 0.4 * unit);
        } else {
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(text, std::max(2.0, unit / 6)));
            p.drawEllipse(swatch, 0.35 * unit, 0.35 * unit);
        }
        p.setPen(text);
        p.drawText(cell.adjusted(1.3 * unit, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(entries[i].text, Qt::ElideRight,
                                 std::max(1.0, cell.width() - 1.3 * unit)));
    }

    // The colorbar: minimum … maximum, with its caption.
    if (b.colorbarHeight > 0) {
        const QRectF bar(map.left(), legendTop + b.legendHeight + 0.3 * unit, map.width(),
                         0.8 * unit);
        QLinearGradient gradient(bar.topLeft(), bar.topRight());
        for (int i = 0; i <= 16; ++i)
            gradient.setColorAt(i / 16.0, d.colormap.color(i / 16.0));
        p.setPen(QPen(text, 0));
        p.setBrush(gradient);
        p.drawRect(bar);
        const QRectF labels(bar.left(), bar.bottom(), bar.width(), 1.2 * unit);
        const QString lo = number(d.minimum, 2), hi = number(d.maximum, 2);
        p.drawText(labels, Qt::AlignLeft | Qt::AlignTop, lo);
        p.drawText(labels, Qt::AlignRight | Qt::AlignTop, hi);
        const double room =
            bar.width() - 2 * std::max(fm.horizontalAdvance(lo), fm.horizontalAdvance(hi)) - unit;
        if (room > unit)
            p.drawText(labels, Qt::AlignHCenter | Qt::AlignTop,
                       fm.elidedText(d.colorbar, Qt::ElideRight, room));
    }
    p.restore();
}

// ---------------------------------------------------------------------------------------------

namespace {

struct ZoomBlocks
{
    QStringList title;
    double titleHeight = 0, side = 0;
    std::vector<double> lineHeights;
};

ZoomBlocks zoomBlocks(double width, const BilinearZoomData& d, const QFont& font,
                      const QPaintDevice* device)
{
    ZoomBlocks b;
    const QFontMetricsF fm(font, device);
    const QFontMetricsF bold(boldOf(font), device);
    const double unit = fm.height();
    b.title = wrapped(d.title, bold, width, 3);
    b.titleHeight = b.title.size() * bold.height() + 0.4 * unit;
    b.side = std::min(width, 18 * unit);
    for (const QString& line : d.lines)
        b.lineHeights.push_back(richHeight(line, font, device, width));
    return b;
}

} // namespace

double bilinearZoomHeight(double width, const BilinearZoomData& d, const QFont& font,
                          const QPaintDevice* device)
{
    const ZoomBlocks b = zoomBlocks(width, d, font, device);
    const double unit = QFontMetricsF(font, device).height();
    double h = b.titleHeight + b.side + 0.5 * unit;
    for (double lh : b.lineHeights)
        h += lh + 0.2 * unit;
    return h;
}

void paintBilinearZoom(QPainter& p, const QRectF& area, const BilinearZoomData& d,
                       const QColor& text)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const QFont font = p.font();
    const QFontMetricsF fm(font, p.device());
    const double unit = fm.height();
    const ZoomBlocks b = zoomBlocks(area.width(), d, font, p.device());
    p.setPen(text);
    p.setFont(boldOf(font));
    p.drawText(QRectF(area.left(), area.top(), area.width(), b.titleHeight),
               Qt::AlignHCenter | Qt::AlignTop, b.title.join(QLatin1Char('\n')));
    p.setFont(font);

    // The 4 pixels as 4 squares, their centres where the pixels' centres are; the point sits
    // f_x, f_y of the way from the first centre to the others.
    const double s = b.side, half = s / 2;
    const QRectF square(area.left() + (area.width() - s) / 2, area.top() + b.titleHeight, s, s);
    const double range = std::max(d.maximum - d.minimum, 1e-300);
    const QColor outsideFill(225, 225, 225);
    for (int n = 0; n < 4; ++n) {
        const BilinearZoomData::Neighbour& nb = d.neighbours[std::size_t(n)];
        const QRectF cell(square.left() + (n % 2) * half, square.top() + (n / 2) * half, half,
                          half);
        const QColor fill =
            nb.inside ? d.colormap.color(std::clamp((nb.value - d.minimum) / range, 0.0, 1.0))
                      : outsideFill;
        p.setPen(QPen(text, std::max(1.0, unit / 14)));
        p.setBrush(fill);
        p.drawRect(cell);
        if (!nb.inside) {
            p.setBrush(QBrush(QColor(150, 150, 150), Qt::BDiagPattern));
            p.drawRect(cell);
        }
        // the text in the corner away from the point
        const int corner =
            (n % 2 ? Qt::AlignRight : Qt::AlignLeft) | (n / 2 ? Qt::AlignBottom : Qt::AlignTop);
        const QString lines =
            QStringLiteral("(%1, %2)\n%3\nw = %4")
                .arg(nb.x)
                .arg(nb.y)
                .arg(nb.inside ? QStringLiteral("v = ") + number(nb.value, d.decimals)
                               : d.outsideText,
                     number(nb.weight, d.decimals));
        const QColor ink = textOn(fill);
        p.setPen(ink);
        p.drawText(cell.adjusted(0.3 * unit, 0.2 * unit, -0.3 * unit, -0.2 * unit), corner, lines);
    }
    const QPointF centre0(square.left() + half / 2, square.top() + half / 2);
    const QPointF point(centre0.x() + d.fx * half, centre0.y() + d.fy * half);
    for (int n = 0; n < 4; ++n) {
        const QPointF c(centre0.x() + (n % 2) * half, centre0.y() + (n / 2) * half);
        // the thicker, the larger the neighbour's weight
        const double w = std::clamp(d.neighbours[std::size_t(n)].weight, 0.0, 1.0);
        p.setPen(QPen(Qt::black, 1 + w * unit / 2 + 2, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(point, c);
        p.setPen(QPen(d.pointColor, 1 + w * unit / 2, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(point, c);
        p.setPen(QPen(Qt::black, 1));
        p.setBrush(Qt::black);
        p.drawEllipse(c, unit / 8, unit / 8);
    }
    p.setPen(QPen(Qt::white, std::max(1.0, unit / 10)));
    p.setBrush(d.pointColor);
    p.drawEllipse(point, 0.4 * unit, 0.4 * unit);

    // The arithmetic.
    double y = square.bottom() + 0.5 * unit;
    p.setPen(text);
    for (std::size_t i = 0; i < std::size_t(d.lines.size()); ++i) {
        const QRectF r(area.left(), y, area.width(), b.lineHeights[i]);
        drawRich(p, r, d.lines[int(i)], text);
        y += b.lineHeights[i] + 0.2 * unit;
    }
    p.restore();
}

// ---------------------------------------------------------------------------------------------

DeformableOverlay::DeformableOverlay(QWidget* parent) : QWidget(parent)
{
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void DeformableOverlay::setData(DeformableOverlayData data)
{
    const bool resized = data.rows != data_.rows || data.columns != data_.columns ||
                         data.title != data_.title || data.headNames != data_.headNames ||
                         data.picture.size() != data_.picture.size() ||
                         data.colorbar.isEmpty() != data_.colorbar.isEmpty();
    data_ = std::move(data);
    if (resized)
        updateGeometry();
    update();
}

void DeformableOverlay::setPreferredLines(double lines, double minimumLines)
{
    lines_ = lines;
    minimumLines_ = minimumLines;
    updateGeometry();
}

QRectF DeformableOverlay::mapRect() const
{
    return deformableMapRect(rect(), data_, font(), this);
}

QPointF DeformableOverlay::toWidget(const QPointF& cells) const
{
    const QRectF map = mapRect();
    return {map.left() + cells.x() * map.width() / std::max(1, data_.columns),
            map.top() + cells.y() * map.height() / std::max(1, data_.rows)};
}

QPointF DeformableOverlay::toCells(const QPointF& pos) const
{
    const QRectF map = mapRect();
    if (map.isEmpty())
        return {};
    return {(pos.x() - map.left()) / map.width() * std::max(1, data_.columns),
            (pos.y() - map.top()) / map.height() * std::max(1, data_.rows)};
}

QPointF DeformableOverlay::normalisedAt(const QPointF& pos) const
{
    const QPointF cells = toCells(pos);
    return {std::clamp(cells.x() / std::max(1, data_.columns), 0.0, 1.0),
            std::clamp(cells.y() / std::max(1, data_.rows), 0.0, 1.0)};
}

int DeformableOverlay::referenceAt(const QPointF& pos) const
{
    const double reach = 0.9 * fontMetrics().height();
    int best = -1;
    double bestDistance = reach;
    for (int q = 0; q < int(data_.references.size()); ++q) {
        if (!data_.othersShown && data_.selectedQuery >= 0 && q != data_.selectedQuery)
            continue;
        const QPointF d = toWidget(data_.references[std::size_t(q)]) - pos;
        double distance = std::hypot(d.x(), d.y());
        if (q == data_.selectedQuery)
            distance *= 0.5; // the selected ring wins a tie
        if (distance <= bestDistance) {
            best = q;
            bestDistance = distance;
        }
    }
    return best;
}

int DeformableOverlay::pointAt(const QPointF& pos) const
{
    const double unit = fontMetrics().height();
    int best = -1;
    double bestDistance = 1e300;
    for (int i = 0; i < int(data_.points.size()); ++i) {
        const DeformableOverlayPoint& pt = data_.points[std::size_t(i)];
        if (!data_.othersShown && data_.selectedQuery >= 0 && pt.query != data_.selectedQuery)
            continue;
        const QRectF map = mapRect();
        const double cell = std::min(map.width() / std::max(1, data_.columns),
                                     map.height() / std::max(1, data_.rows));
        const double r = markerRadius(unit, cell, pt.weight);
        const QPointF d = shownAt(toWidget(pt.at), map, r) - pos;
        double distance = std::hypot(d.x(), d.y());
        if (distance > std::max(r, 0.45 * unit) + 2)
            continue;
        if (data_.selectedQuery >= 0 && pt.query != data_.selectedQuery)
            distance += unit; // the selected query's points first
        if (distance < bestDistance) {
            best = i;
            bestDistance = distance;
        }
    }
    return best;
}

QSize DeformableOverlay::sizeHint() const
{
    const int side = int(lines_ * fontMetrics().height());
    return {side, heightFor(side)};
}

QSize DeformableOverlay::minimumSizeHint() const
{
    const int side = int(minimumLines_ * fontMetrics().height());
    return {side, heightFor(side)};
}

int DeformableOverlay::heightFor(int width) const
{
    return int(std::ceil(deformableOverlayHeight(width, data_, font(), this)));
}

void DeformableOverlay::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    paintDeformableOverlay(p, rect(), data_, palette().color(QPalette::WindowText));
}

void DeformableOverlay::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    pressedAt_ = event->position();
    moved_ = false;
    dragged_ = referenceAt(event->position());
    if (dragged_ >= 0) {
        setCursor(Qt::ClosedHandCursor);
        emit referencePressed(dragged_);
        return;
    }
    if (const int point = pointAt(event->position()); point >= 0)
        emit pointClicked(point);
}

void DeformableOverlay::mouseMoveEvent(QMouseEvent* event)
{
    if (dragged_ >= 0) {
        const QPointF d = event->position() - pressedAt_;
        if (!moved_ && std::hypot(d.x(), d.y()) < 2)
            return;
        moved_ = true;
        emit referenceDragged(dragged_, normalisedAt(event->position()));
        return;
    }
    // the hand over what can be dragged or clicked
    const bool active = referenceAt(event->position()) >= 0;
    setCursor(active                            ? Qt::OpenHandCursor
              : pointAt(event->position()) >= 0 ? Qt::PointingHandCursor
                                                : Qt::ArrowCursor);
    QWidget::mouseMoveEvent(event);
}

void DeformableOverlay::mouseReleaseEvent(QMouseEvent* event)
{
    if (dragged_ < 0 || event->button() != Qt::LeftButton) {
        QWidget::mouseReleaseEvent(event);
        return;
    }
    const int query = dragged_;
    dragged_ = -1;
    setCursor(Qt::OpenHandCursor);
    if (moved_) {
        emit referenceReleased(query, normalisedAt(event->position()));
        return;
    }
    // a click on a ring that also covers a point (an offset of 0): the point
    if (const int point = pointAt(event->position()); point >= 0)
        emit pointClicked(point);
}

// ---------------------------------------------------------------------------------------------

BilinearZoom::BilinearZoom(QWidget* parent) : QWidget(parent)
{
    // as large as its text asks, never squeezed (the page scrolls instead)
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
}

void BilinearZoom::setData(BilinearZoomData data)
{
    data_ = std::move(data);
    updateGeometry();
    update();
}

void BilinearZoom::setHint(const QString& hint)
{
    hint_ = hint;
    updateGeometry();
    update();
}

QSize BilinearZoom::sizeHint() const
{
    const int width = int(22 * fontMetrics().height());
    return {width, heightForWidth(width)};
}

QSize BilinearZoom::minimumSizeHint() const
{
    const int width = int(12 * fontMetrics().height());
    return {width, heightForWidth(width)};
}

int BilinearZoom::heightForWidth(int width) const
{
    if (!hasData())
        return int(std::ceil(
            fontMetrics()
                .boundingRect(QRect(0, 0, std::max(1, width), 100000), Qt::TextWordWrap, hint_)
                .height() +
            fontMetrics().height()));
    return int(std::ceil(bilinearZoomHeight(width, data_, font(), this)));
}

void BilinearZoom::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    if (!hasData()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, hint_);
        return;
    }
    paintBilinearZoom(p, rect(), data_, palette().color(QPalette::WindowText));
}

} // namespace attnlab

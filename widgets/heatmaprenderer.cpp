#include "heatmaprenderer.h"

#include "colormap.h"
#include "numberformat.h"

#include <QFontMetricsF>
#include <QImage>
#include <QLinearGradient>
#include <QPaintDevice>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QTransform>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace attnlab {

namespace {

constexpr double kSin45 = 0.70710678118654752;
// More visible cells than this (or cells smaller than kMinRectCellPx) go through the image path.
constexpr int kMaxRectCells = 64 * 64;
constexpr double kMinRectCellPx = 3.0;
// The design of an on-screen map: cells of 3.2 label lines (48 px for a 9 pt font at 96 dpi)
// up to 8 tokens, then a plot of 26 lines; its text is the font x 0.75 ... 2.2 (fitToTarget).
constexpr double kDesignCellLines = 3.2;
constexpr double kDesignPlotLines = 26.0;
constexpr double kMinGrow = 0.75;
constexpr double kMaxGrow = 2.2;

QColor mix(const QColor& a, const QColor& b, double t)
{
    const QColor x = a.toRgb(), y = b.toRgb();
    return QColor::fromRgbF(float(x.redF() + (y.redF() - x.redF()) * t),
                            float(x.greenF() + (y.greenF() - x.greenF()) * t),
                            float(x.blueF() + (y.blueF() - x.blueF()) * t));
}

/// 1, 2, 5, 10, 20, 50 ... : the smallest of these that is at least n.
int niceStep(int n)
{
    if (n <= 1)
        return 1;
    for (int decade = 1;; decade *= 10) {
        for (int m : {1, 2, 5}) {
            if (m * decade >= n)
                return m * decade;
        }
        if (decade > std::numeric_limits<int>::max() / 100)
            return n;
    }
}

struct Ticks
{
    QList<double> values;
    int decimals = 0;
};

/// At most about maxCount "nice" ticks (1, 2, 2.5, 5 x 10^k apart) inside [lo, hi].
Ticks niceTicks(double lo, double hi, int maxCount)
{
    Ticks ticks;
    const double span = hi - lo;
    if (!(span > 0) || !std::isfinite(span))
        return ticks;
    maxCount = std::max(maxCount, 2);
    const double raw = span / maxCount;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    double step = magnitude * 10;
    for (const double m : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (m * magnitude >= raw * (1 - 1e-9)) {
            step = m * magnitude;
            break;
        }
    }
    // 0.25 needs one digit more than 0.2 or 0.5; 25 none.
    const bool quarter = step == magnitude * 2.5;
    ticks.decimals = std::max(0, -int(std::floor(std::log10(step) + 1e-9)) + (quarter ? 1 : 0));
    const double eps = step * 1e-6;
    for (double v = std::ceil((lo - eps) / step) * step; v <= hi + eps; v += step)
        ticks.values.append(std::abs(v) < eps ? 0.0 : v);
    if (ticks.values.size() < 2 && maxCount < 20)
        return niceTicks(lo, hi, maxCount + 1); // a scale needs two numbers
    return ticks;
}

/// Draws parallel "/" lines spaced `spacing` apart over `area`, clipped to `clip`.
/// QSvgGenerator (Qt 6.4) drops clip paths: on an SVG the lines are cut to the rectangles of clip
/// by hand, or they would cover every cell.
void hatch(QPainter& painter, const QPainterPath& clip, const QRectF& area, double spacing,
           const QPen& pen)
{
    if (clip.isEmpty() || spacing <= 0)
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(pen);
    const double w = area.width(), h = area.height();
    if (painter.paintEngine() && painter.paintEngine()->type() == QPaintEngine::SVG) {
        // Lines x + y = c (relative to area's origin, c = spacing / 2 + k spacing) in each
        // rectangle of clip (row runs of cells, or the legend's swatch).
        QList<QLineF> lines;
        for (const QPolygonF& polygon : clip.toSubpathPolygons()) {
            const QRectF r = polygon.boundingRect().translated(-area.topLeft());
            const double first =
                std::ceil((r.left() + r.top() - spacing / 2) / spacing) * spacing + spacing / 2;
            for (double c = first; c < r.right() + r.bottom(); c += spacing) {
                const double xa = std::max(r.left(), c - r.bottom());
                const double xb = std::min(r.right(), c - r.top());
                if (xb > xa)
                    lines.append(QLineF(area.left() + xa, area.top() + c - xa, area.left() + xb,
                                        area.top() + c - xb));
            }
        }
        painter.drawLines(lines);
        painter.restore();
        return;
    }
    painter.setClipPath(clip, Qt::IntersectClip);
    // Lines x + y = c from the bottom-left corner upwards, anchored to the area's origin.
    for (double c = spacing / 2; c < w + h; c += spacing) {
        const QPointF a(area.left() + std::max(0.0, c - h), area.top() + std::min(c, h));
        const QPointF b(area.left() + std::min(c, w), area.top() + std::max(0.0, c - w));
        painter.drawLine(a, b);
    }
    painter.restore();
}

using Label = HeatmapRenderer::Label;

/// A horizontal label in rect, kept inside [left, right] (moved, then elided).
Label boxedLabel(Label::Role role, const QString& text, const QFontMetricsF& fm, double centreX,
                 double top, double left, double right, int alignment)
{
    const double width = std::min(fm.horizontalAdvance(text) + 2, right - left);
    double x = centreX - width / 2;
    x = std::clamp(x, left, right - width);
    const QString shown = fm.elidedText(text, Qt::ElideRight, width);
    return Label::make(role, shown, QPointF(x, top), 0, QRectF(0, 0, width, fm.height()),
                       alignment);
}

/// Words in lines of at most width, greedily (a word longer than width has a line of its own).
QStringList greedyLines(const QStringList& words, const QFontMetricsF& fm, double width)
{
    QStringList lines;
    QString line;
    for (const QString& word : words) {
        const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
        if (line.isEmpty() || fm.horizontalAdvance(longer) + 2 <= width) {
            line = longer;
            continue;
        }
        lines << line;
        line = word;
    }
    if (!line.isEmpty())
        lines << line;
    return lines;
}

/// Text sizes and fixed blocks shared by layout() and naturalSize().
struct Fonts
{
    QFont title, label, axis, tick;
    double unit = 1; // device pixels per point
    double h = 0;    // label line height
    double hTitle = 0, hAxis = 0, hTick = 0;
    double margin = 0, gap = 0;
};

Fonts makeFonts(const QFont& base, const QPaintDevice* device, double scale)
{
    Fonts f;
    const double dpi = QFontMetricsF(base, device).fontDpi();
    f.unit = dpi > 0 ? dpi / 72.0 : 1.0;
    double pt = base.pointSizeF();
    if (pt <= 0)
        pt = base.pixelSize() > 0 ? base.pixelSize() / f.unit : 10.0;
    pt *= scale;
    f.label = base;
    f.label.setPointSizeF(std::max(pt, 1.0));
    f.axis = f.label;
    f.axis.setBold(true);
    f.tick = base;
    f.tick.setPointSizeF(std::max(pt, 1.0));
    f.title = base;
    f.title.setPointSizeF(std::max(pt * 1.3, 1.0));
    f.title.setBold(true);
    f.h = QFontMetricsF(f.label, device).height();
    f.hTitle = QFontMetricsF(f.title, device).height();
    f.hAxis = QFontMetricsF(f.axis, device).height();
    f.hTick = QFontMetricsF(f.tick, device).height();
    f.margin = 0.6 * f.h;
    f.gap = 0.35 * f.h;
    return f;
}

} // namespace

// ---------------------------------------------------------------------------------------------

void HeatmapRenderer::setData(HeatmapData data)
{
    data_ = std::move(data);
    hiddenValid_ = data_.hidden && data_.hidden->rows() == data_.values.rows() &&
                   data_.hidden->cols() == data_.values.cols();
    updateRange();
}

void HeatmapRenderer::setStyle(HeatmapStyle style)
{
    style_ = std::move(style);
    updateRange();
}

void HeatmapRenderer::updateRange()
{
    double lo = std::numeric_limits<double>::infinity();
    double hi = -lo;
    if (!style_.minimum || !style_.maximum || style_.symmetric) {
        for (Eigen::Index c = 0; c < data_.values.cols(); ++c) {
            for (Eigen::Index r = 0; r < data_.values.rows(); ++r) {
                const double v = data_.values(r, c);
                if (!std::isfinite(v) || (hiddenValid_ && (*data_.hidden)(r, c)))
                    continue;
                lo = std::min(lo, v);
                hi = std::max(hi, v);
            }
        }
    }
    if (style_.minimum)
        lo = *style_.minimum;
    if (style_.maximum)
        hi = *style_.maximum;
    if (!std::isfinite(lo) || !std::isfinite(hi)) { // no finite values
        lo = std::isfinite(lo) ? lo : (std::isfinite(hi) ? std::min(hi - 1, 0.0) : 0.0);
        hi = std::isfinite(hi) ? hi : lo + 1;
    }
    if (style_.symmetric) {
        const double a = std::max(std::abs(lo), std::abs(hi));
        lo = -a;
        hi = a;
    }
    if (hi < lo)
        std::swap(lo, hi);
    if (hi - lo <= std::abs(hi) * 1e-12 || hi == lo) { // a single value: centre it
        const double d = lo == 0 ? 1.0 : std::abs(lo) * 0.5;
        lo -= d;
        hi += d;
    }
    minimum_ = lo;
    maximum_ = hi;
}

std::pair<double, double> HeatmapRenderer::valueRange() const
{
    return {minimum_, maximum_};
}

bool HeatmapRenderer::isMasked(int row, int column) const
{
    if (row < 0 || column < 0 || row >= data_.values.rows() || column >= data_.values.cols())
        return false;
    return (hiddenValid_ && (*data_.hidden)(row, column)) ||
           !std::isfinite(data_.values(row, column));
}

bool HeatmapRenderer::hasMaskedCells() const
{
    if (hiddenValid_ && data_.hidden->any())
        return true;
    return !data_.values.allFinite();
}

QColor HeatmapRenderer::maskedColor() const
{
    return mix(style_.background, style_.foreground, 0.13);
}

QColor HeatmapRenderer::cellColor(int row, int column) const
{
    if (isMasked(row, column))
        return maskedColor();
    if (row < 0 || column < 0 || row >= data_.values.rows() || column >= data_.values.cols())
        return {};
    const double t = (data_.values(row, column) - minimum_) / (maximum_ - minimum_);
    return Colormap::byName(style_.colormap).color(t);
}

HeatmapRenderer::Label HeatmapRenderer::Label::make(Role role, const QString& text,
                                                    const QPointF& origin, double angle,
                                                    const QRectF& box, int alignment, int index)
{
    Label label;
    label.role = role;
    label.text = text;
    label.index = index;
    label.origin = origin;
    label.angle = angle;
    label.box = box;
    label.alignment = alignment;
    QTransform transform;
    transform.translate(origin.x(), origin.y());
    transform.rotate(angle);
    label.bounds = transform.mapRect(box);
    return label;
}

void HeatmapRenderer::Label::draw(QPainter& painter) const
{
    painter.save();
    painter.translate(origin);
    if (angle != 0)
        painter.rotate(angle);
    painter.drawText(box, alignment, text);
    painter.restore();
}

double HeatmapRenderer::widestColorbarTick(const QFontMetricsF& metrics, double lo, double hi)
{
    double width = 0;
    for (int count = 2; count <= 8; ++count) {
        const Ticks ticks = niceTicks(lo, hi, count);
        for (double v : ticks.values)
            width = std::max(width, metrics.horizontalAdvance(formatNumber(v, ticks.decimals)));
    }
    return width;
}

QString HeatmapRenderer::formatNumber(double value, int decimals)
{
    return NumberFormat::number(value, decimals);
}

QList<double> HeatmapRenderer::colorbarTicks(double lo, double hi, int maxCount, int* decimals)
{
    const Ticks ticks = niceTicks(lo, hi, maxCount);
    if (decimals)
        *decimals = ticks.decimals;
    return ticks.values;
}

int HeatmapRenderer::labelStep(int n)
{
    return niceStep(n);
}

QStringList HeatmapRenderer::wrapText(const QString& text, const QFontMetricsF& fm, double width,
                                      int maxLines)
{
    if (text.isEmpty())
        return {};
    if (fm.horizontalAdvance(text) + 2 <= width || maxLines <= 1)
        return {fm.elidedText(text, Qt::ElideRight, std::max(1.0, width))};
    const QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QStringList lines = greedyLines(words, fm, width);
    if (lines.size() > maxLines) {
        // the rest on the last line, elided
        QStringList kept = lines.mid(0, maxLines - 1);
        kept << lines.mid(maxLines - 1).join(QLatin1Char(' '));
        lines = kept;
    } else if (lines.size() > 1) {
        // as many lines, as even as they can be (no lone last word)
        double lo = fm.horizontalAdvance(text) / lines.size(), hi = width;
        for (int i = 0; i < 12; ++i) {
            const double mid = (lo + hi) / 2;
            (greedyLines(words, fm, mid).size() <= lines.size() ? hi : lo) = mid;
        }
        lines = greedyLines(words, fm, hi);
    }
    for (QString& line : lines)
        line = fm.elidedText(line, Qt::ElideRight, std::max(1.0, width));
    return lines;
}

QString HeatmapRenderer::cellText(int row, int column) const
{
    if (row < 0 || column < 0 || row >= data_.values.rows() || column >= data_.values.cols())
        return {};
    const double v = data_.values(row, column);
    if (std::isfinite(v) && isMasked(row, column))
        return {}; // a masked weight of 0 is not a value
    return formatNumber(v, style_.decimals);
}

QString HeatmapRenderer::rowLabel(int row) const
{
    return row < data_.rowLabels.size() ? data_.rowLabels.at(row) : QString::number(row);
}

QString HeatmapRenderer::columnLabel(int column) const
{
    return column < data_.columnLabels.size() ? data_.columnLabels.at(column)
                                              : QString::number(column);
}

HeatmapRenderer::Window HeatmapRenderer::window() const
{
    Window w;
    const int rows = int(data_.values.rows());
    const int cols = int(data_.values.cols());
    if (rows == 0 || cols == 0)
        return w;
    w.firstRow = std::clamp(style_.firstRow, 0, rows - 1);
    w.firstColumn = std::clamp(style_.firstColumn, 0, cols - 1);
    w.rowCount = style_.visibleRows < 0 ? rows - w.firstRow
                                        : std::clamp(style_.visibleRows, 1, rows - w.firstRow);
    w.columnCount = style_.visibleColumns < 0
                        ? cols - w.firstColumn
                        : std::clamp(style_.visibleColumns, 1, cols - w.firstColumn);
    return w;
}

// ---------------------------------------------------------------------------------------------

HeatmapRenderer::Layout HeatmapRenderer::layout(const QRectF& target, const QFont& font,
                                                const QPaintDevice* device) const
{
    const Fit fit = fitToTarget(target, font, device);
    Layout l = layoutAt(target, font, device, 1.0, fit.grow, fit.maxCell);
    // Few tokens in large cells: larger token labels, as long as they still fit unrotated --
    // on screen only: a figure's text sizes are exactly its font's (growTextWithSize off), the
    // same for 4 tokens as for 40, so that a batch of figures matches.
    if (style_.growTextWithSize && l.columnLabelAngle == 0 && l.rowLabelStep == 1 &&
        l.columnLabelStep == 1 && !l.rowLabels.isEmpty()) {
        const double ht = QFontMetricsF(l.tokenFont, device).height();
        if (std::min(l.cellWidth, l.cellHeight) >= 3.5 * ht) {
            Layout large = layoutAt(target, font, device, 1.3, fit.grow, fit.maxCell);
            const bool elided = std::any_of(
                large.rowLabels.cbegin(), large.rowLabels.cend(),
                [this](const Label& label) { return label.text != rowLabel(label.index); });
            if (large.columnLabelAngle == 0 && large.rowLabelStep == 1 &&
                large.cellHeight >= 0.9 * l.cellHeight && !elided)
                return large;
        }
    }
    return l;
}

double HeatmapRenderer::designCell(const QFont& font, const QPaintDevice* device, double grow) const
{
    const Window win = window();
    const int n = std::max({win.rowCount, win.columnCount, 1});
    const Fonts f = makeFonts(font, device, std::max(style_.fontScale, 0.05) * grow);
    return std::min(kDesignCellLines, kDesignPlotLines / n) * f.h;
}

HeatmapRenderer::Fit HeatmapRenderer::fitToTarget(const QRectF& target, const QFont& font,
                                                  const QPaintDevice* device) const
{
    Fit fit;
    if (!style_.growTextWithSize || window().rowCount <= 0)
        return fit;
    // The room the cells get beyond the design's cells at a text factor: it falls as the text
    // grows (the labels take more room, the design wants larger cells).
    const auto room = [&](double grow) {
        const Layout l = layoutAt(target, font, device, 1.0, grow, 0);
        return std::min(l.cellWidth, l.cellHeight) - designCell(font, device, grow);
    };
    if (room(kMaxGrow) >= 0) {
        fit.grow = kMaxGrow; // a large target: the design at its largest, centred
    } else if (room(kMinGrow) <= 0) {
        fit.grow = kMinGrow; // too small even for the smallest text: the cells give way
        return fit;
    } else {
        double lo = kMinGrow, hi = kMaxGrow;
        for (int i = 0; i < 14; ++i) {
            const double mid = (lo + hi) / 2;
            (room(mid) >= 0 ? lo : hi) = mid;
        }
        fit.grow = lo;
    }
    fit.maxCell = designCell(font, device, fit.grow);
    return fit;
}

QSizeF HeatmapRenderer::designSize(const QFont& font, const QPaintDevice* device, double grow) const
{
    if (window().rowCount <= 0)
        return {};
    // Laid out on a target too large to constrain anything: the design's own extent.
    const QRectF huge(0, 0, 1e6, 1e6);
    const Layout l = layoutAt(huge, font, device, 1.0, grow, designCell(font, device, grow));
    QRectF extent = l.plot;
    for (const QRectF& r : {l.colorbar, l.maskLegend, l.title})
        if (!r.isEmpty())
            extent |= r;
    for (const QList<Label>* list : {&l.texts, &l.rowLabels, &l.columnLabels, &l.colorbarTicks})
        for (const Label& label : *list)
            extent |= label.bounds;
    const double margin = makeFonts(font, device, std::max(style_.fontScale, 0.05) * grow).margin;
    return {std::ceil(extent.width() + 2 * margin), std::ceil(extent.height() + 2 * margin)};
}

HeatmapRenderer::Layout HeatmapRenderer::layoutAt(const QRectF& target, const QFont& font,
                                                  const QPaintDevice* device, double tokenScale,
                                                  double grow, double maxCell) const
{
    Layout l;
    l.target = target;
    l.minimum = minimum_;
    l.maximum = maximum_;
    const Window win = window();
    l.firstRow = win.firstRow;
    l.firstColumn = win.firstColumn;
    l.rowCount = win.rowCount;
    l.columnCount = win.columnCount;

    // Text sizes: the painter's font x fontScale x grow (fitToTarget), in points.
    const Fonts f = makeFonts(font, device, std::max(style_.fontScale, 0.05) * grow);
    l.unit = f.unit;
    l.titleFont = f.title;
    l.labelFont = f.label;
    l.tickFont = f.tick;
    l.tokenFont = f.label;
    l.tokenFont.setPointSizeF(f.label.pointSizeF() * tokenScale);
    // Axis titles are never smaller than the token labels they name.
    l.axisFont = f.axis;
    l.axisFont.setPointSizeF(f.axis.pointSizeF() * tokenScale);
    const QFontMetricsF fmAxis(l.axisFont, device), fmTick(f.tick, device),
        fmTitle(f.title, device);
    const double hAxis = fmAxis.height();
    // Token labels are measured bold: the selected row's and column's are drawn bold.
    QFont tokenBold = l.tokenFont;
    tokenBold.setBold(true);
    const QFontMetricsF fmBold(tokenBold, device);
    const double ht = fmBold.height();
    const bool showTitle = style_.showTitle && !data_.title.isEmpty();
    const bool labels = style_.showLabels && win.rowCount > 0;
    const bool rowTitle = labels && !data_.rowAxisTitle.isEmpty();
    const bool columnTitle = labels && !data_.columnAxisTitle.isEmpty();
    const bool colorbar = style_.showColorbar && win.rowCount > 0;
    // A map without any text (a thumbnail) needs no margin for text: a larger font must not
    // shrink its cells.
    const double h = f.h, g = f.gap,
                 m = showTitle || labels || colorbar ? f.margin : std::min(f.margin, 2.0);
    const QRectF inner = target.adjusted(m, m, -m, -m);
    const bool masked = hasMaskedCells();

    // Fixed blocks around the plot.
    // (a row label or the top tick label may rise half a line above the plot)
    // A title wider than the figure is wrapped (up to 3 lines) rather than cut.
    const QStringList titleLines =
        showTitle ? wrapText(data_.title, fmTitle, inner.width(), 3) : QStringList();
    const double titleHeight =
        showTitle ? titleLines.size() * f.hTitle + std::max(g, 0.5 * std::max(ht, h)) : 0;
    const double rowTitleWidth = rowTitle ? hAxis + g : 0;
    const double columnTitleHeight = columnTitle ? hAxis + g : 0;

    // Labels are measured over the whole matrix, so that panning does not move the plot.
    const int rows = int(data_.values.rows()), columns = int(data_.values.cols());
    double rowLabelWidth = 0;
    if (labels) {
        for (int r = 0; r < rows; ++r)
            rowLabelWidth = std::max(rowLabelWidth, fmBold.horizontalAdvance(rowLabel(r)));
        rowLabelWidth = std::min(rowLabelWidth + 1, 0.25 * target.width());
    }
    const double rowBlock = rowTitleWidth + (labels ? rowLabelWidth + g : 0);

    double maxColumnLabel = 0;
    if (labels) {
        for (int c = 0; c < columns; ++c)
            maxColumnLabel = std::max(maxColumnLabel, fmBold.horizontalAdvance(columnLabel(c)));
    }
    // Rotated labels are elided to this length.
    const double rotatedLength =
        std::min(maxColumnLabel + 1, std::max(0.22 * target.height(), 3 * ht));

    // Colorbar block: gap, bar, tick labels, value label.
    const double barWidth = 0.9 * h;
    const double barGap = 1.0 * h;
    double tickWidth = 0;
    const QString maskedText = data_.hiddenLabel.isEmpty() ? tr("masked") : data_.hiddenLabel;
    if (colorbar) {
        tickWidth =
            std::min(widestColorbarTick(fmTick, minimum_, maximum_) + 1, 0.2 * target.width());
        // the legend's word may take a little more ("not computed yet")
        if (masked || style_.reserveMaskLegend)
            tickWidth = std::max(tickWidth, std::min(fmTick.horizontalAdvance(maskedText) + 1,
                                                     0.4 * target.width()));
    }
    const bool valueTitle = colorbar && !data_.valueLabel.isEmpty();
    const double colorbarBlock =
        colorbar ? barGap + barWidth + 0.25 * h + g + tickWidth + (valueTitle ? g + hAxis : 0) : 0;

    // Find the cell size, the column label mode (0 = horizontal, 45, 90 degrees) and the
    // room the 45-degree labels need on the left; each pass can only escalate.
    int mode = 0;
    double leftExtra = 0;
    double cw = 0, ch = 0, columnLabelHeight = 0;
    QRectF plot;
    int columnStep = 1;
    const int nc = std::max(win.columnCount, 1), nr = std::max(win.rowCount, 1);
    for (int pass = 0; pass < 8; ++pass) {
        if (!labels)
            columnLabelHeight = 0;
        else if (mode == 0)
            columnLabelHeight = g + ht;
        else if (mode == 45)
            columnLabelHeight = g + (rotatedLength + ht) * kSin45;
        else
            columnLabelHeight = g + rotatedLength;
        const double availW = inner.width() - rowBlock - colorbarBlock - leftExtra;
        const double availH = inner.height() - titleHeight - columnLabelHeight - columnTitleHeight;
        cw = std::max(availW / nc, 0.01);
        ch = std::max(availH / nr, 0.01);
        // A very wide matrix (4 queries × 1,024 random features) would be a hairline of
        // square cells: its rows keep up to two lines of text of height.
        const double rowFloor = nc >= 8 * nr ? std::min(ch, 2.0 * ht) : 0.0;
        if (style_.squareCells)
            cw = ch = std::min(cw, ch);
        if (maxCell > 0) { // the design's cells: in proportion to the text
            cw = std::min(cw, maxCell);
            ch = std::min(ch, maxCell);
        }
        ch = std::max(ch, rowFloor);
        // Bars (a one-row map as a bar chart): the row up to three cells' width tall, so that
        // the bars have some height.
        if (data_.bars && data_.values.rows() == 1)
            ch = std::max(ch, std::min(3.0 * cw, availH));

        const double groupW = leftExtra + rowBlock + nc * cw + colorbarBlock;
        const double groupH = titleHeight + nr * ch + columnLabelHeight + columnTitleHeight;
        const double x0 = inner.left() + std::max(0.0, (inner.width() - groupW) / 2);
        const double y0 = inner.top() + std::max(0.0, (inner.height() - groupH) / 2);
        plot = QRectF(x0 + leftExtra + rowBlock, y0 + titleHeight, nc * cw, nr * ch);

        if (!labels)
            break;
        int wanted = 90;
        if (maxColumnLabel + 0.4 * ht <= cw)
            wanted = 0;
        else if (cw >= 1.5 * ht)
            wanted = 45;
        if (wanted > mode) {
            mode = wanted;
            continue;
        }
        if (mode == 45) {
            // The first columns' labels reach left of the plot: keep them inside the figure.
            double leftmost = plot.left();
            for (int i = 0; i < win.columnCount; ++i) {
                const double width = std::min(
                    fmBold.horizontalAdvance(columnLabel(win.firstColumn + i)) + 1, rotatedLength);
                const double anchorX = plot.left() + (i + 0.5) * cw + 0.2 * ht;
                leftmost = std::min(leftmost, anchorX - (width + ht / 2) * kSin45);
            }
            const double overflow = inner.left() - leftmost;
            if (overflow > 0.5) {
                leftExtra += overflow;
                continue;
            }
        }
        break;
    }
    if (mode == 90 && labels)
        columnStep = niceStep(int(std::ceil(1.15 * ht / cw)));
    l.plot = plot;
    l.cellWidth = cw;
    l.cellHeight = ch;
    l.columnLabelAngle = mode;
    l.columnLabelStep = columnStep;
    l.rowLabelStep = ch >= 1.05 * ht ? 1 : niceStep(int(std::ceil(1.1 * ht / ch)));
    l.pixelImage =
        double(win.rowCount) * win.columnCount > kMaxRectCells || std::min(cw, ch) < kMinRectCellPx;

    // Title, centred on the plot but inside the figure.
    if (showTitle) {
        if (titleLines.size() == 1) {
            l.texts.append(boxedLabel(Label::Title, data_.title, fmTitle, plot.center().x(),
                                      plot.top() - titleHeight, inner.left(), inner.right(),
                                      Qt::AlignCenter));
        } else {
            double width = 0;
            for (const QString& line : titleLines)
                width = std::max(width, fmTitle.horizontalAdvance(line) + 2);
            width = std::min(width, inner.width());
            const double x =
                std::clamp(plot.center().x() - width / 2, inner.left(), inner.right() - width);
            l.texts.append(Label::make(Label::Title, titleLines.join(QLatin1Char('\n')),
                                       QPointF(x, plot.top() - titleHeight), 0,
                                       QRectF(0, 0, width, titleLines.size() * fmTitle.height()),
                                       Qt::AlignCenter));
        }
        l.title = l.texts.last().bounds;
    }

    // Row labels, right-aligned next to the rows.
    if (labels) {
        for (int r = win.firstRow; r < win.firstRow + win.rowCount; ++r) {
            if (r % l.rowLabelStep != 0)
                continue;
            const double y = plot.top() + (r - win.firstRow + 0.5) * ch;
            const QString text = fmBold.elidedText(rowLabel(r), Qt::ElideRight, rowLabelWidth);
            l.rowLabels.append(Label::make(Label::RowLabel, text, QPointF(plot.left() - g, y), 0,
                                           QRectF(-rowLabelWidth, -ht / 2, rowLabelWidth, ht),
                                           Qt::AlignRight | Qt::AlignVCenter, r));
        }
        for (int c = win.firstColumn; c < win.firstColumn + win.columnCount; ++c) {
            if (c % columnStep != 0)
                continue;
            const double x = plot.left() + (c - win.firstColumn + 0.5) * cw;
            if (mode == 0) {
                l.columnLabels.append(
                    Label::make(Label::ColumnLabel, columnLabel(c), QPointF(x, plot.bottom() + g),
                                0, QRectF(-cw / 2, 0, cw, ht), Qt::AlignHCenter | Qt::AlignTop, c));
            } else {
                const QString text =
                    fmBold.elidedText(columnLabel(c), Qt::ElideRight, rotatedLength);
                const double length = std::min(fmBold.horizontalAdvance(text) + 1, rotatedLength);
                const QPointF origin = mode == 45
                                           ? QPointF(x + 0.2 * ht, plot.bottom() + g + 0.36 * ht)
                                           : QPointF(x, plot.bottom() + g);
                l.columnLabels.append(Label::make(Label::ColumnLabel, text, origin, -double(mode),
                                                  QRectF(-length, -ht / 2, length, ht),
                                                  Qt::AlignRight | Qt::AlignVCenter, c));
            }
        }
        // The axis title goes under the labels as drawn (the reserved room fits the longest).
        double labelsBottom = plot.bottom() + g;
        for (const Label& label : std::as_const(l.columnLabels))
            labelsBottom = std::max(labelsBottom, label.bounds.bottom() + g);
        labelsBottom = std::min(labelsBottom, plot.bottom() + columnLabelHeight);
        if (columnTitle) {
            l.texts.append(boxedLabel(Label::ColumnAxisTitle, data_.columnAxisTitle, fmAxis,
                                      plot.center().x(), labelsBottom, inner.left(), inner.right(),
                                      Qt::AlignCenter));
        }
        if (rowTitle) {
            const double length =
                std::min(fmAxis.horizontalAdvance(data_.rowAxisTitle) + 2, inner.height());
            const double cy = std::clamp(plot.center().y(), inner.top() + length / 2,
                                         inner.bottom() - length / 2);
            const double cx = plot.left() - rowBlock + hAxis / 2;
            l.texts.append(Label::make(
                Label::RowAxisTitle, fmAxis.elidedText(data_.rowAxisTitle, Qt::ElideRight, length),
                QPointF(cx, cy), -90, QRectF(-length / 2, -hAxis / 2, length, hAxis),
                Qt::AlignCenter));
        }
    }

    // Colorbar: as tall as the plot, at least 8 lines (room for 4 ticks; for one row it reaches
    // below the plot), a "masked" swatch below it when needed.
    if (colorbar) {
        // Never over the title: the top tick label rises half a line above the bar.
        const double ceiling =
            showTitle ? std::max(inner.top(), l.title.bottom() + 0.5 * f.hTick + 0.1 * h)
                      : inner.top();
        const double minHeight = std::min(8.0 * h, inner.bottom() - ceiling);
        double top = plot.top();
        double bottom = std::min(std::max(plot.bottom(), top + minHeight), inner.bottom());
        top = std::max(ceiling, std::min(top, bottom - minHeight));
        const double x = plot.right() + barGap;
        if (masked) {
            const double swatch = std::min(h, (bottom - top) / 3);
            l.maskLegend = QRectF(x, bottom - swatch, barWidth, swatch);
            bottom -= swatch + 1.2 * g;
            l.texts.append(Label::make(
                Label::MaskLegend, maskedText,
                QPointF(x + barWidth + 0.25 * h + g, l.maskLegend.center().y()), 0,
                QRectF(0, -f.hTick / 2, tickWidth, f.hTick), Qt::AlignLeft | Qt::AlignVCenter));
        }
        l.colorbar = QRectF(x, top, barWidth, std::max(bottom - top, 1.0));
        const Ticks ticks = niceTicks(minimum_, maximum_,
                                      std::clamp(int(l.colorbar.height() / (2.2 * f.hTick)), 2, 8));
        for (double v : ticks.values) {
            const double y =
                l.colorbar.bottom() - (v - minimum_) / (maximum_ - minimum_) * l.colorbar.height();
            l.tickValues.append(v);
            l.colorbarTicks.append(Label::make(Label::Tick, formatNumber(v, ticks.decimals),
                                               QPointF(l.colorbar.right() + 0.25 * h + g, y), 0,
                                               QRectF(0, -f.hTick / 2, tickWidth, f.hTick),
                                               Qt::AlignLeft | Qt::AlignVCenter));
        }
        if (valueTitle) {
            const double length =
                std::min(fmAxis.horizontalAdvance(data_.valueLabel) + 2, inner.height());
            const double cy = std::clamp(l.colorbar.center().y(), inner.top() + length / 2,
                                         inner.bottom() - length / 2);
            const double cx = l.colorbar.right() + 0.25 * h + g + tickWidth + g + hAxis / 2;
            l.texts.append(Label::make(
                Label::ValueTitle, fmAxis.elidedText(data_.valueLabel, Qt::ElideRight, length),
                QPointF(cx, cy), -90, QRectF(-length / 2, -hAxis / 2, length, hAxis),
                Qt::AlignCenter));
        }
    }

    // Values in the cells: as large as 1.5 x the labels, shrunk to fit, or not at all.
    if (style_.annotate && !l.pixelImage && win.rowCount > 0 && win.columnCount > 0) {
        double maxAbs = 0;
        bool negative = false;
        for (int r = win.firstRow; r < win.firstRow + win.rowCount; ++r) {
            for (int c = win.firstColumn; c < win.firstColumn + win.columnCount; ++c) {
                const double v = data_.values(r, c);
                if (std::isfinite(v) && !isMasked(r, c)) {
                    maxAbs = std::max(maxAbs, std::abs(v));
                    negative =
                        negative || formatNumber(v, style_.decimals).startsWith(QChar(0x2212));
                }
            }
        }
        const QString sample = formatNumber(negative ? -maxAbs : maxAbs, style_.decimals);
        QFont annotation = f.label;
        // On screen as large as 1.5 x the labels; in a figure the labels' size, so that the
        // figures of a batch match (smaller only where it does not fit).
        double pt = f.label.pointSizeF() * (style_.growTextWithSize ? 1.5 : 1.0);
        annotation.setPointSizeF(pt);
        const QFontMetricsF probe(annotation, device);
        const double fit = std::min(0.88 * cw / std::max(probe.horizontalAdvance(sample), 1.0),
                                    0.72 * ch / std::max(probe.height(), 1.0));
        if (fit < 1)
            pt *= fit;
        if (pt >= f.label.pointSizeF() * 0.55 && pt * f.unit >= 6.5) {
            annotation.setPointSizeF(pt);
            l.annotationFont = annotation;
            l.annotate = true;
        }
    }
    return l;
}

QPoint HeatmapRenderer::cellAt(const QPointF& point, const Layout& layout)
{
    if (layout.rowCount <= 0 || layout.columnCount <= 0 || !layout.plot.contains(point) ||
        layout.cellWidth <= 0 || layout.cellHeight <= 0)
        return {-1, -1};
    const int c = std::clamp(int((point.x() - layout.plot.left()) / layout.cellWidth), 0,
                             layout.columnCount - 1);
    const int r = std::clamp(int((point.y() - layout.plot.top()) / layout.cellHeight), 0,
                             layout.rowCount - 1);
    return {layout.firstColumn + c, layout.firstRow + r};
}

QPoint HeatmapRenderer::cellAt(const QPointF& point, const QRectF& target, const QFont& font,
                               const QPaintDevice* device) const
{
    return cellAt(point, layout(target, font, device));
}

QRectF HeatmapRenderer::cellRect(int row, int column, const Layout& layout)
{
    const int r = row - layout.firstRow, c = column - layout.firstColumn;
    if (r < 0 || c < 0 || r >= layout.rowCount || c >= layout.columnCount)
        return {};
    return QRectF(layout.plot.left() + c * layout.cellWidth,
                  layout.plot.top() + r * layout.cellHeight, layout.cellWidth, layout.cellHeight);
}

QSizeF HeatmapRenderer::naturalSize(const QFont& font, const QPaintDevice* device) const
{
    // The whole matrix: zooming must not change the size a widget asks for.
    const Window win{0, 0, int(data_.values.rows()), int(data_.values.cols())};
    const Fonts f = makeFonts(font, device, std::max(style_.fontScale, 0.05));
    const QFontMetricsF fmBold(f.axis, device), fmTick(f.tick, device); // labels measured bold
    const double h = f.h, g = f.gap;
    const int n = std::max({win.rowCount, win.columnCount, 1});
    // 36 pt = 48 px at 96 dpi for up to 12 tokens, then a plot of about 450 pt.
    const double cell = std::max(std::min(36.0, 450.0 / n) * f.unit, 1.0);
    const bool labels = style_.showLabels && win.rowCount > 0;

    double width = 2 * f.margin + win.columnCount * cell;
    double height = 2 * f.margin + win.rowCount * cell;
    if (style_.showTitle && !data_.title.isEmpty())
        height += f.hTitle + g;
    if (labels) {
        double rowWidth = 0, columnWidth = 0;
        for (int r = win.firstRow; r < win.firstRow + win.rowCount; ++r)
            rowWidth = std::max(rowWidth, fmBold.horizontalAdvance(rowLabel(r)));
        for (int c = win.firstColumn; c < win.firstColumn + win.columnCount; ++c)
            columnWidth = std::max(columnWidth, fmBold.horizontalAdvance(columnLabel(c)));
        width += std::min(rowWidth + 1, 20 * h) + g;
        if (!data_.rowAxisTitle.isEmpty())
            width += f.hAxis + g;
        if (!data_.columnAxisTitle.isEmpty())
            height += f.hAxis + g;
        const double length = std::min(columnWidth + 1, 10 * h);
        if (columnWidth + 0.4 * h <= cell)
            height += h + g;
        else if (cell >= 1.5 * h) {
            height += (length + h) * kSin45 + g;
            width += length * kSin45; // room for the first labels on the left
        } else
            height += length + g;
    }
    if (style_.showColorbar && win.rowCount > 0) {
        double tickWidth = fmTick.horizontalAdvance(
            data_.hiddenLabel.isEmpty() ? tr("masked") : data_.hiddenLabel);
        tickWidth = std::max(tickWidth, widestColorbarTick(fmTick, minimum_, maximum_));
        width += 1.9 * h + 0.25 * h + g + tickWidth + 1;
        if (!data_.valueLabel.isEmpty())
            width += g + f.hAxis;
        height = std::max(height, 2 * f.margin + 5 * h);
    }
    return {std::ceil(width), std::ceil(height)};
}

// ---------------------------------------------------------------------------------------------

void HeatmapRenderer::paint(QPainter& painter, const QRectF& target) const
{
    paint(painter, layout(target, painter.font(), painter.device()));
}

/// What every part of paint() reads: the layout, colours, range and the raw values.
struct HeatmapRenderer::Painting
{
    const Layout& l;
    QColor fg, bg;
    double h; ///< the label font's height: lines and marks scale with it
    Colormap colormap;
    double span;
    QColor maskFill;
    QPen hatchPen;
    const double* values; ///< column-major, stride rows
    const bool* hidden;   ///< or null
    Eigen::Index stride;
    bool bars; ///< one row drawn as bars
    double minimum, maximum;

    bool maskedAt(int row, int column) const
    {
        const Eigen::Index i = Eigen::Index(column) * stride + row;
        return (hidden && hidden[i]) || !std::isfinite(values[i]);
    }
    QColor colorAt(int row, int column) const
    {
        const double v = values[Eigen::Index(column) * stride + row];
        return maskedAt(row, column) ? maskFill : colormap.color((v - minimum) / span);
    }
    /// A bar in a cell: from the baseline (0, or the end of the range nearest it) to the value;
    /// y of a value t is bottom − (t − min)/span · height.
    QRectF barRect(int row, int column, const QRectF& rect) const
    {
        const auto y = [&](double t) {
            return rect.bottom() - std::clamp((t - minimum) / span, 0.0, 1.0) * rect.height();
        };
        const double base = y(std::clamp(0.0, minimum, maximum));
        const double top = y(values[Eigen::Index(column) * stride + row]);
        return QRectF(QPointF(rect.left(), std::min(base, top)),
                      QPointF(rect.right(), std::max(base, top)));
    }
};

void HeatmapRenderer::paint(QPainter& painter, const Layout& l) const
{
    painter.save();
    const QColor fg = style_.foreground;
    const QColor bg = style_.background;
    if (bg.alpha() > 0)
        painter.fillRect(l.target, bg);
    const double h = QFontMetricsF(l.labelFont, painter.device()).height();
    const Colormap colormap = Colormap::byName(style_.colormap);
    const double span = maximum_ - minimum_;
    const QColor maskFill = maskedColor();
    const QPen hatchPen(mix(bg, fg, 0.5), std::max(0.07 * h, 0.5 * l.unit), Qt::SolidLine,
                        Qt::FlatCap);
    // Raw column-major storage: the loops run for up to 262,144 cells per paint.
    const Painting ctx{l,
                       fg,
                       bg,
                       h,
                       colormap,
                       span,
                       maskFill,
                       hatchPen,
                       data_.values.data(),
                       hiddenValid_ ? data_.hidden->data() : nullptr,
                       data_.values.rows(),
                       data_.bars && data_.values.rows() == 1 && span > 0,
                       minimum_,
                       maximum_};
    if (l.rowCount > 0 && l.columnCount > 0) {
        paintCells(painter, ctx);
        paintValues(painter, ctx);
        paintOverlays(painter, ctx);
        paintSelection(painter, ctx);
    }
    paintTexts(painter, ctx);
    paintColorbar(painter, ctx);
    painter.restore();
}

void HeatmapRenderer::paintCells(QPainter& painter, const Painting& ctx) const
{
    const Layout& l = ctx.l;
    const QColor& bg = ctx.bg;
    const double h = ctx.h;
    const double span = ctx.span;
    const QColor& maskFill = ctx.maskFill;
    const QPen& hatchPen = ctx.hatchPen;
    const Colormap& colormap = ctx.colormap;
    const bool bars = ctx.bars;
    const double* values = ctx.values;
    const bool* hidden = ctx.hidden;
    const Eigen::Index stride = ctx.stride;

    QPainterPath maskedArea;
    maskedArea.setFillRule(Qt::WindingFill);
    if (l.pixelImage) {
        std::array<QRgb, 1024> lut{};
        for (size_t i = 0; i < lut.size(); ++i)
            lut[i] = colormap.rgb(double(i) / double(lut.size() - 1));
        QImage image(l.columnCount, l.rowCount, QImage::Format_RGB32);
        const QRgb maskRgb = maskFill.rgb();
        const double scale = double(lut.size() - 1) / span;
        for (int r = 0; r < l.rowCount; ++r) {
            auto* line = reinterpret_cast<QRgb*>(image.scanLine(r));
            for (int c = 0; c < l.columnCount; ++c) {
                const Eigen::Index i = Eigen::Index(l.firstColumn + c) * stride + l.firstRow + r;
                const double v = values[i];
                if ((hidden && hidden[i]) || !std::isfinite(v)) {
                    line[c] = maskRgb;
                    continue;
                }
                const double t = std::clamp((v - minimum_) * scale, 0.0, double(lut.size() - 1));
                line[c] = lut[size_t(t + 0.5)];
            }
        }
        painter.save();
        painter.setRenderHint(QPainter::SmoothPixmapTransform, false);
        painter.drawImage(l.plot, image);
        painter.restore();
    } else {
        painter.save();
        painter.setRenderHint(QPainter::Antialiasing, false);
        painter.setPen(Qt::NoPen);
        for (int r = 0; r < l.rowCount; ++r) {
            for (int c = 0; c < l.columnCount; ++c) {
                const QRectF rect(l.plot.left() + c * l.cellWidth, l.plot.top() + r * l.cellHeight,
                                  l.cellWidth, l.cellHeight);
                const QColor color = ctx.colorAt(l.firstRow + r, l.firstColumn + c);
                if (!bars || ctx.maskedAt(l.firstRow + r, l.firstColumn + c)) {
                    painter.fillRect(rect, color);
                    continue;
                }
                // a bar on a pale tint of its colour
                painter.fillRect(rect, mix(bg, color, 0.15));
                painter.fillRect(ctx.barRect(l.firstRow + r, l.firstColumn + c, rect), color);
            }
        }
        painter.restore();
    }
    // Masked cells: one path of row runs, hatched in one go.
    for (int r = 0; r < l.rowCount; ++r) {
        int start = -1;
        for (int c = 0; c <= l.columnCount; ++c) {
            const bool m = c < l.columnCount && ctx.maskedAt(l.firstRow + r, l.firstColumn + c);
            if (m && start < 0)
                start = c;
            if (!m && start >= 0) {
                maskedArea.addRect(QRectF(l.plot.left() + start * l.cellWidth,
                                          l.plot.top() + r * l.cellHeight,
                                          (c - start) * l.cellWidth, l.cellHeight));
                start = -1;
            }
        }
    }
    hatch(painter, maskedArea, l.plot, 0.45 * h, hatchPen);

    // Thin gaps between large cells, so that neighbours of similar colour stay apart.
    if (!l.pixelImage && std::min(l.cellWidth, l.cellHeight) >= 0.9 * h) {
        const double width =
            std::clamp(0.04 * std::min(l.cellWidth, l.cellHeight), 0.5 * l.unit, 0.15 * h) *
            std::clamp(style_.lineScale, 0.1, 10.0);
        painter.save();
        painter.setRenderHint(QPainter::Antialiasing, true);
        painter.setPen(QPen(bg, width));
        for (int c = 1; c < l.columnCount; ++c) {
            const double x = l.plot.left() + c * l.cellWidth;
            painter.drawLine(QPointF(x, l.plot.top()), QPointF(x, l.plot.bottom()));
        }
        for (int r = 1; r < l.rowCount; ++r) {
            const double y = l.plot.top() + r * l.cellHeight;
            painter.drawLine(QPointF(l.plot.left(), y), QPointF(l.plot.right(), y));
        }
        painter.restore();
    }
}

void HeatmapRenderer::paintValues(QPainter& painter, const Painting& ctx) const
{
    const Layout& l = ctx.l;
    const QColor& fg = ctx.fg;
    const QColor& bg = ctx.bg;
    const QColor& maskFill = ctx.maskFill;
    const bool bars = ctx.bars;

    // Values.
    if (l.annotate) {
        painter.save();
        painter.setFont(l.annotationFont);
        const QFontMetricsF fm(l.annotationFont, painter.device());
        for (int r = 0; r < l.rowCount; ++r) {
            for (int c = 0; c < l.columnCount; ++c) {
                const int row = l.firstRow + r, column = l.firstColumn + c;
                const QString text = cellText(row, column);
                if (text.isEmpty())
                    continue;
                const QRectF rect(l.plot.left() + c * l.cellWidth, l.plot.top() + r * l.cellHeight,
                                  l.cellWidth, l.cellHeight);
                if (isMasked(row, column)) {
                    // "−∞" on the hatching: on a patch of the masked grey.
                    const double w = fm.horizontalAdvance(text) + 0.5 * fm.height();
                    const QRectF patch(rect.center().x() - w / 2,
                                       rect.center().y() - fm.height() / 2, w, fm.height());
                    painter.fillRect(patch.intersected(rect), maskFill);
                    painter.setPen(mix(bg, fg, 0.8));
                } else if (bars) {
                    // beside the bar, in the larger part of the cell it leaves; on a pale
                    // patch over the bar when neither part holds a line of text
                    const QColor tint = mix(bg, ctx.colorAt(row, column), 0.15);
                    const QRectF bar = ctx.barRect(row, column, rect);
                    const QRectF above(rect.topLeft(), QPointF(rect.right(), bar.top()));
                    const QRectF below(QPointF(rect.left(), bar.bottom()), rect.bottomRight());
                    const QRectF room = above.height() >= below.height() ? above : below;
                    painter.setPen(Colormap::textColorOn(tint));
                    if (room.height() >= fm.height()) {
                        painter.drawText(room, Qt::AlignCenter, text);
                        continue;
                    }
                    const double w = fm.horizontalAdvance(text) + 0.5 * fm.height();
                    const QRectF patch(rect.center().x() - w / 2,
                                       rect.center().y() - fm.height() / 2, w, fm.height());
                    painter.fillRect(patch.intersected(rect), tint);
                } else {
                    painter.setPen(Colormap::textColorOn(ctx.colorAt(row, column)));
                }
                painter.drawText(rect, Qt::AlignCenter, text);
            }
        }
        painter.restore();
    }
}

void HeatmapRenderer::paintOverlays(QPainter& painter, const Painting& ctx) const
{
    const Layout& l = ctx.l;
    const QColor& fg = ctx.fg;
    const QColor& bg = ctx.bg;
    const double h = ctx.h;

    // Group boundaries (the heads of a concatenation): a line in the text colour.
    if (style_.columnGroupSize > 0) {
        painter.save();
        painter.setRenderHint(QPainter::Antialiasing, true);
        painter.setPen(QPen(fg, std::max(0.15 * h, 1.5 * l.unit)));
        for (int c = 1; c < l.columnCount; ++c) {
            if ((l.firstColumn + c) % style_.columnGroupSize != 0)
                continue;
            const double x = l.plot.left() + c * l.cellWidth;
            painter.drawLine(QPointF(x, l.plot.top()), QPointF(x, l.plot.bottom()));
        }
        painter.restore();
    }

    // Tiles (a map per channel): a line in the text colour between them.
    if (data_.tileRows > 0 && data_.tileColumns > 0) {
        painter.save();
        painter.setRenderHint(QPainter::Antialiasing, true);
        painter.setPen(QPen(fg, std::max(0.15 * h, 1.5 * l.unit)));
        for (int c = 1; c < l.columnCount; ++c) {
            if ((l.firstColumn + c) % data_.tileColumns != 0)
                continue;
            const double x = l.plot.left() + c * l.cellWidth;
            painter.drawLine(QPointF(x, l.plot.top()), QPointF(x, l.plot.bottom()));
        }
        for (int r = 1; r < l.rowCount; ++r) {
            if ((l.firstRow + r) % data_.tileRows != 0)
                continue;
            const double y = l.plot.top() + r * l.cellHeight;
            painter.drawLine(QPointF(l.plot.left(), y), QPointF(l.plot.right(), y));
        }
        painter.restore();
    }

    // Markers (sampling points), clipped to the visible cells.
    if (!data_.markers.isEmpty()) {
        painter.save();
        painter.setRenderHint(QPainter::Antialiasing, true);
        painter.setClipRect(l.plot);
        const double line = std::max(0.08 * h, 0.8 * l.unit);
        const auto at = [&l](double row, double column) {
            return QPointF(l.plot.left() + (column - l.firstColumn) * l.cellWidth,
                           l.plot.top() + (row - l.firstRow) * l.cellHeight);
        };
        for (const HeatmapMarker& m : data_.markers)
            if (m.from) {
                painter.setPen(QPen(m.color, line));
                painter.drawLine(at(m.from->y(), m.from->x()), at(m.row, m.column));
            }
        for (const HeatmapMarker& m : data_.markers) {
            const QPointF centre = at(m.row, m.column);
            const double rx = std::max(m.radius * l.cellWidth, 1.5 * line);
            const double ry = std::max(m.radius * l.cellHeight, 1.5 * line);
            if (m.ring) {
                painter.setBrush(Qt::NoBrush);
                painter.setPen(QPen(bg, 3 * line));
                painter.drawEllipse(centre, rx, ry);
                painter.setPen(QPen(m.color, 1.5 * line));
                painter.drawEllipse(centre, rx, ry);
            } else {
                painter.setBrush(m.color);
                painter.setPen(QPen(bg, line));
                painter.drawEllipse(centre, rx, ry);
            }
        }
        painter.restore();
    }

    // Decoding: the reused rows faded towards the background, the new rows outlined.
    if (data_.reusedRows > 0 && data_.reusedRows < data_.values.rows()) {
        const int fadedEnd = std::clamp(data_.reusedRows - l.firstRow, 0, l.rowCount);
        painter.save();
        if (fadedEnd > 0) {
            QColor veil = bg;
            veil.setAlphaF(0.55);
            painter.fillRect(
                QRectF(l.plot.left(), l.plot.top(), l.plot.width(), fadedEnd * l.cellHeight), veil);
        }
        if (fadedEnd < l.rowCount) {
            painter.setRenderHint(QPainter::Antialiasing, true);
            painter.setBrush(Qt::NoBrush);
            const double line = std::max(0.1 * h, 1.0 * l.unit);
            painter.setPen(QPen(fg, line, Qt::DashLine, Qt::SquareCap, Qt::MiterJoin));
            painter.drawRect(QRectF(l.plot.left(), l.plot.top() + fadedEnd * l.cellHeight,
                                    l.plot.width(), (l.rowCount - fadedEnd) * l.cellHeight));
        }
        painter.restore();
    }

    // A block of cells outlined (the tile being computed), clipped to the viewport.
    if (!data_.outline.isEmpty()) {
        const QRect visible(l.firstColumn, l.firstRow, l.columnCount, l.rowCount);
        const QRect r = data_.outline.intersected(visible);
        if (!r.isEmpty()) {
            painter.save();
            painter.setRenderHint(QPainter::Antialiasing, true);
            painter.setBrush(Qt::NoBrush);
            // thick on a projector, but never over the numbers of small cells
            const double line = std::max(
                std::min(std::max(0.18 * h, 2.0 * l.unit) * std::clamp(style_.lineScale, 0.1, 10.0),
                         0.08 * std::min(l.cellWidth, l.cellHeight)),
                1.0 * l.unit);
            const QRectF box(l.plot.left() + (r.x() - l.firstColumn) * l.cellWidth,
                             l.plot.top() + (r.y() - l.firstRow) * l.cellHeight,
                             r.width() * l.cellWidth, r.height() * l.cellHeight);
            painter.setPen(QPen(bg, line * 2.2, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
            painter.drawRect(box);
            painter.setPen(QPen(fg, line, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
            painter.drawRect(box);
            painter.restore();
        }
    }

    // Frame.
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(QPen(mix(bg, fg, 0.6), std::max(0.05 * h, 0.5 * l.unit) *
                                              std::clamp(style_.lineScale, 0.1, 10.0)));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(l.plot);
    painter.restore();
}

void HeatmapRenderer::paintSelection(QPainter& painter, const Painting& ctx) const
{
    const Layout& l = ctx.l;
    const QColor& fg = ctx.fg;
    const QColor& bg = ctx.bg;
    const double h = ctx.h;

    // Selection: the outline of the selected row and column (a cross), then the cell.
    const QRectF rowRect =
        style_.selectedRow >= l.firstRow && style_.selectedRow < l.firstRow + l.rowCount
            ? QRectF(l.plot.left(), l.plot.top() + (style_.selectedRow - l.firstRow) * l.cellHeight,
                     l.plot.width(), l.cellHeight)
            : QRectF();
    const QRectF columnRect =
        style_.selectedColumn >= l.firstColumn &&
                style_.selectedColumn < l.firstColumn + l.columnCount
            ? QRectF(l.plot.left() + (style_.selectedColumn - l.firstColumn) * l.cellWidth,
                     l.plot.top(), l.cellWidth, l.plot.height())
            : QRectF();
    QPainterPath cross;
    if (!rowRect.isEmpty())
        cross.addRect(rowRect);
    if (!columnRect.isEmpty()) {
        QPainterPath column;
        column.addRect(columnRect);
        cross = cross.isEmpty() ? column : cross.united(column);
    }
    if (!cross.isEmpty()) {
        const double line = std::max(0.12 * h, 1.0 * l.unit);
        painter.save();
        painter.setRenderHint(QPainter::Antialiasing, true);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(bg, 2.6 * line, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter.drawPath(cross);
        painter.setPen(QPen(fg, line, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter.drawPath(cross);
        if (!rowRect.isEmpty() && !columnRect.isEmpty()) {
            const QRectF cell = rowRect.intersected(columnRect);
            painter.setPen(QPen(bg, 3.6 * line, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
            painter.drawRect(cell);
            painter.setPen(QPen(fg, 2 * line, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
            painter.drawRect(cell);
        }
        painter.restore();
    }
}

void HeatmapRenderer::paintTexts(QPainter& painter, const Painting& ctx) const
{
    const Layout& l = ctx.l;
    const QColor& fg = ctx.fg;

    // Texts.
    painter.setPen(fg);
    QFont bold = l.tokenFont;
    bold.setBold(true);
    for (const Label& label : l.rowLabels) {
        painter.setFont(label.index == style_.selectedRow ? bold : l.tokenFont);
        label.draw(painter);
    }
    for (const Label& label : l.columnLabels) {
        painter.setFont(label.index == style_.selectedColumn ? bold : l.tokenFont);
        label.draw(painter);
    }
    for (const Label& text : l.texts) {
        painter.setFont(text.role == Label::Title        ? l.titleFont
                        : text.role == Label::MaskLegend ? l.tickFont
                                                         : l.axisFont);
        text.draw(painter);
    }
}

void HeatmapRenderer::paintColorbar(QPainter& painter, const Painting& ctx) const
{
    const Layout& l = ctx.l;
    const QColor& fg = ctx.fg;
    const QColor& bg = ctx.bg;
    const double h = ctx.h;
    const double span = ctx.span;
    const QColor& maskFill = ctx.maskFill;
    const QPen& hatchPen = ctx.hatchPen;
    const Colormap& colormap = ctx.colormap;

    // Colorbar.
    if (!l.colorbar.isEmpty()) {
        QLinearGradient gradient(l.colorbar.bottomLeft(), l.colorbar.topLeft());
        constexpr int stops = 64;
        for (int i = 0; i <= stops; ++i) {
            const double t = double(i) / stops;
            gradient.setColorAt(t, colormap.color(t));
        }
        painter.save();
        painter.setRenderHint(QPainter::Antialiasing, true);
        painter.fillRect(l.colorbar, gradient);
        const QPen framePen(mix(bg, fg, 0.6), std::max(0.05 * h, 0.5 * l.unit));
        painter.setPen(framePen);
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(l.colorbar);
        painter.setPen(QPen(fg, std::max(0.06 * h, 0.5 * l.unit)));
        for (double v : l.tickValues) {
            const double y = l.colorbar.bottom() - (v - minimum_) / span * l.colorbar.height();
            painter.drawLine(QPointF(l.colorbar.right(), y),
                             QPointF(l.colorbar.right() + 0.25 * h, y));
        }
        painter.setFont(l.tickFont);
        painter.setPen(fg);
        for (const Label& tick : l.colorbarTicks)
            tick.draw(painter);
        if (!l.maskLegend.isEmpty()) {
            painter.fillRect(l.maskLegend, maskFill);
            QPainterPath swatch;
            swatch.addRect(l.maskLegend);
            hatch(painter, swatch, l.maskLegend, 0.45 * h, hatchPen);
            painter.setPen(framePen);
            painter.drawRect(l.maskLegend);
        }
        painter.restore();
    }
}

} // namespace attnlab

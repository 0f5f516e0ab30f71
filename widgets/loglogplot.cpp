#include "loglogplot.h"

#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <limits>

namespace attnlab {

namespace {

// The scaling lab's colours: time (orange) and pairs (blue).
const QColor pairsColour(0x2b, 0x6c, 0xb0);

// Decades [lo, hi] that cover the values, at least one decade wide.
std::pair<double, double> decades(double minimum, double maximum)
{
    double lo = std::floor(std::log10(std::max(minimum, 1e-12)));
    double hi = std::ceil(std::log10(std::max(maximum, 1e-12)));
    if (hi <= lo)
        hi = lo + 1;
    return {lo, hi};
}

QString power(double exponent)
{
    // in the interface's locale: "1,000" / "1 000" / "1.000", "0.01" / "0,01"
    const int e = static_cast<int>(exponent);
    const QLocale locale;
    if (e >= 0 && e <= 3)
        return locale.toString(std::pow(10.0, e), 'f', 0);
    if (e < 0 && e >= -2)
        return locale.toString(std::pow(10.0, e), 'f', -e);
    return QStringLiteral("1e%1").arg(e < 0 ? QString(QChar(0x2212)) + locale.toString(-e)
                                            : locale.toString(e));
}

// A tick step of 1, 2, 2.5 or 5 times a power of 10 giving about `count` intervals.
double niceStep(double span, int count)
{
    const double raw = span / std::max(1, count);
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 2.5, 5.0})
        if (m * magnitude >= raw)
            return m * magnitude;
    return 10 * magnitude;
}

// One axis as drawn: its range in axis units (log10 of the value on a log axis) and ticks.
struct AxisMap
{
    bool log = true;
    double lo = 0, hi = 1;
    QList<double> ticks; // values, not logarithms
    QStringList labels;

    double unit(double value) const { return log ? std::log10(std::max(value, 1e-300)) : value; }
    /// A log axis over the whole decades around [lo, hi] (1 … 10 without data), a tick each.
    void setDecades(double lo, double hi)
    {
        if (!std::isfinite(lo))
            lo = 1, hi = 10;
        const auto [dLo, dHi] = decades(lo, hi);
        this->lo = dLo;
        this->hi = dHi;
        for (double e = dLo; e <= dHi; ++e) {
            ticks << std::pow(10.0, e);
            labels << power(e);
        }
    }
    double fraction(double value) const { return (unit(value) - lo) / (hi - lo); }
};

AxisMap yAxisMap(const LogLogPlot::Axis& axis, const QList<LogLogPlot::Series>& series,
                 LogLogPlot::Side side, const QList<double>& ticks, const QStringList& labels)
{
    AxisMap map;
    map.log = axis.scale == LogLogPlot::Scale::Log;
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    for (const LogLogPlot::Series& s : series) {
        if (s.side != side)
            continue;
        for (const QPointF& p : s.points) {
            if (map.log && p.y() <= 0)
                continue;
            lo = std::min(lo, p.y());
            hi = std::max(hi, p.y());
        }
    }
    if (map.log) {
        if (axis.minimum)
            lo = std::min(lo, *axis.minimum);
        if (axis.maximum)
            hi = std::max(hi, *axis.maximum);
        if (ticks.isEmpty() || ticks.size() != labels.size()) {
            map.setDecades(lo, hi);
            return map;
        }
        // The given ticks: from the last at or below the data to the first at or above it.
        if (!std::isfinite(lo))
            lo = ticks.front(), hi = ticks.back();
        qsizetype first = 0, last = ticks.size() - 1;
        for (qsizetype i = 0; i < ticks.size(); ++i) {
            if (ticks[i] <= lo * (1 + 1e-12))
                first = i;
            if (ticks[ticks.size() - 1 - i] >= hi * (1 - 1e-12))
                last = ticks.size() - 1 - i;
        }
        if (last <= first)
            last = std::min(first + 1, ticks.size() - 1), first = std::max<qsizetype>(0, last - 1);
        map.lo = std::log10(ticks[first]);
        map.hi = std::log10(ticks[last]);
        if (map.hi <= map.lo)
            map.hi = map.lo + 1;
        for (qsizetype i = first; i <= last; ++i) {
            map.ticks << ticks[i];
            map.labels << labels[i];
        }
        return map;
    }
    if (!std::isfinite(lo))
        lo = 0, hi = 1;
    lo = axis.minimum.value_or(lo);
    hi = axis.maximum.value_or(hi);
    if (hi <= lo)
        lo -= 0.5, hi += 0.5;
    map.lo = lo;
    map.hi = hi;
    const double step = niceStep(hi - lo, 4);
    const QLocale locale;
    for (double t = std::ceil(lo / step - 1e-9) * step; t <= hi + step * 1e-9; t += step) {
        const double value = std::abs(t) < step * 1e-9 ? 0.0 : t;
        map.ticks << value;
        map.labels << locale.toString(value, 'g', 4);
    }
    return map;
}

void drawMarker(QPainter& p, LogLogPlot::Marker marker, const QPointF& at, double radius)
{
    switch (marker) {
    case LogLogPlot::Marker::None:
        break;
    case LogLogPlot::Marker::Circle:
        p.drawEllipse(at, radius, radius);
        break;
    case LogLogPlot::Marker::Square:
        p.drawRect(
            QRectF(at.x() - radius * 0.9, at.y() - radius * 0.9, radius * 1.8, radius * 1.8));
        break;
    }
}

} // namespace

LogLogPlot::LogLogPlot(QWidget* parent) : QWidget(parent)
{
    // The scaling lab's plot until told otherwise.
    title_ = tr("Cost against the number of tokens N (log-log)");
    xTitle_ = tr("tokens N");
    placeholder_ = tr("Run attention at a few sizes: the points build up here.");
}

void LogLogPlot::setTitle(const QString& title)
{
    title_ = title;
    update();
}

void LogLogPlot::setXAxis(const QString& title, const QList<double>& ticks,
                          const QStringList& labels)
{
    xTitle_ = title;
    xTicks_ = ticks;
    xLabels_ = labels.size() == ticks.size() ? labels : QStringList();
    update();
}

void LogLogPlot::setYAxis(Side side, const Axis& axis)
{
    (side == Side::Left ? left_ : right_) = axis;
    update();
}

void LogLogPlot::setYTicks(Side side, const QList<double>& ticks, const QStringList& labels)
{
    const bool paired = ticks.size() == labels.size();
    (side == Side::Left ? leftTicks_ : rightTicks_) = paired ? ticks : QList<double>();
    (side == Side::Left ? leftLabels_ : rightLabels_) = paired ? labels : QStringList();
    update();
}

void LogLogPlot::setLegendInside(std::optional<Qt::Corner> corner)
{
    legendCorner_ = corner;
    update();
}

void LogLogPlot::setPlaceholder(const QString& text)
{
    placeholder_ = text;
    update();
}

void LogLogPlot::setSeries(const QList<Series>& series)
{
    series_ = series;
    update();
}

void LogLogPlot::setGuides(const QList<Series>& guides)
{
    guides_ = guides;
    update();
}

void LogLogPlot::setMarkedX(std::optional<double> x)
{
    markedX_ = x;
    update();
}

void LogLogPlot::addPoint(const Point& point)
{
    points_.append(point);
    QList<Series> all;
    const QStringList names = backends();
    for (int i = 0; i < names.size(); ++i) {
        Series time{tr("time (ms), %1").arg(names[i]),
                    seriesColor(i),
                    Side::Left,
                    Marker::Circle,
                    Qt::SolidLine,
                    2,
                    {}};
        for (const Point& p : seriesPoints(names[i]))
            time.points << QPointF(p.tokens, p.milliseconds);
        all << time;
    }
    // the pairs: N² for dense runs; a sparse pattern's own (fewer) pairs per series
    Series pairs{tr("pairs N\u00b2"), pairsColour, Side::Right, Marker::Square,
                 Qt::DashLine,        1.5,         {}};
    QList<Series> sparse;
    for (int i = 0; i < names.size(); ++i) {
        Series own{tr("pairs, %1").arg(names[i]),
                   seriesColor(i),
                   Side::Right,
                   Marker::Square,
                   Qt::DashLine,
                   1.5,
                   {}};
        for (const Point& p : seriesPoints(names[i]))
            if (p.pairs != p.tokens * p.tokens)
                own.points << QPointF(p.tokens, p.pairs);
        if (!own.points.isEmpty())
            sparse << own;
    }
    QList<Point> dense;
    for (const Point& p : std::as_const(points_))
        if (p.pairs == p.tokens * p.tokens)
            dense << p;
    std::stable_sort(dense.begin(), dense.end(),
                     [](const Point& a, const Point& b) { return a.tokens < b.tokens; });
    for (const Point& p : std::as_const(dense))
        pairs.points << QPointF(p.tokens, p.pairs);
    if (!pairs.points.isEmpty())
        all << pairs;
    all << sparse;
    setSeries(all);
}

QStringList LogLogPlot::backends() const
{
    QStringList names;
    for (const Point& pt : points_)
        if (!names.contains(pt.backend))
            names << pt.backend;
    return names;
}

QList<LogLogPlot::Point> LogLogPlot::seriesPoints(const QString& backend) const
{
    QList<Point> out;
    for (const Point& pt : points_)
        if (pt.backend == backend)
            out << pt;
    std::stable_sort(out.begin(), out.end(),
                     [](const Point& a, const Point& b) { return a.tokens < b.tokens; });
    return out;
}

QColor LogLogPlot::seriesColor(int index)
{
    // Orange, green, purple, red, brown: apart from the pairs' blue and from each other.
    static const QColor colours[] = {QColor(0xd6, 0x60, 0x1f), QColor(0x2c, 0x8c, 0x3c),
                                     QColor(0x8a, 0x3f, 0xb5), QColor(0xc0, 0x20, 0x40),
                                     QColor(0x8c, 0x6d, 0x31)};
    return colours[std::abs(index) % 5];
}

void LogLogPlot::clear()
{
    points_.clear();
    series_.clear();
    update();
}

QSize LogLogPlot::sizeHint() const
{
    const QFontMetrics fm(font());
    return {std::max(420, fm.averageCharWidth() * 48), std::max(300, fm.height() * 16)};
}

QSize LogLogPlot::minimumSizeHint() const
{
    const QFontMetrics fm(font());
    // Title, tick labels and axis title take about four lines; three more are left to the plot.
    return {std::max(280, fm.averageCharWidth() * 30), std::max(200, fm.height() * 7)};
}

void LogLogPlot::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    render(p, rect(), palette().color(QPalette::Base), palette().color(QPalette::Text));
}

void LogLogPlot::render(QPainter& painter, const QRectF& rect, const QColor& background,
                        const QColor& text, double unit) const
{
    paintPlot(painter, rect, background, text, unit, title_);
}

void LogLogPlot::paintPlot(QPainter& p, const QRectF& rect, const QColor& background,
                           const QColor& text, double unit, const QString& title) const
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect, background);
    const QFontMetricsF fm(p.font(), p.device());
    const double pad = std::max(4.0 * unit, fm.height() * 0.3);
    const QRectF area = rect.adjusted(pad, pad * 0.5, -pad, -pad * 0.5);

    // Title, wrapped when the plot is narrow (large text on a projector).
    p.setPen(text);
    const QRectF titleBox =
        title.isEmpty() ? QRectF()
                        : fm.boundingRect(QRectF(area.left(), area.top(), area.width(), 1e6),
                                          Qt::AlignHCenter | Qt::TextWordWrap, title);
    p.drawText(QRectF(area.left(), area.top(), area.width(), titleBox.height()),
               Qt::AlignHCenter | Qt::TextWordWrap, title);
    double top = area.top() + titleBox.height() + pad * 0.5;

    // Legend: a line sample with its marker, then the name, flowing left to right.
    const double sample = fm.height() * 1.6;
    struct Entry
    {
        const Series* series;
        QRectF box;
    };
    QList<Entry> legend, inset;
    if (legendCorner_) {
        // One entry a line, in a box inside the plot's frame (placed once the frame is known).
        double width = 0;
        for (const QList<Series>* list : {&series_, &guides_})
            for (const Series& s : *list) {
                if (s.name.isEmpty() || (list == &series_ && s.points.isEmpty()))
                    continue;
                const double w = sample + pad + fm.horizontalAdvance(s.name);
                inset.append({&s, QRectF(0, inset.size() * fm.height(), w, fm.height())});
                width = std::max(width, w);
            }
        for (Entry& e : inset)
            e.box.setWidth(width);
        top = std::max(top, area.top() + titleBox.height() + fm.height() * 0.5);
    } else {
        double x = area.left(), y = top;
        for (const QList<Series>* list : {&series_, &guides_}) {
            for (const Series& s : *list) {
                if (s.name.isEmpty() || (list == &series_ && s.points.isEmpty()))
                    continue;
                const double w = sample + pad + fm.horizontalAdvance(s.name);
                if (x > area.left() && x + w > area.right()) {
                    x = area.left();
                    y += fm.height();
                }
                legend.append({&s, QRectF(x, y, w, fm.height())});
                x += w + fm.horizontalAdvance(QStringLiteral("MM"));
            }
        }
        // The legend gives way when it would leave the plot less than half the height (large
        // text on a small screen); the top tick label needs half a line above the frame.
        const double below = fm.height() * (xTitle_.isEmpty() ? 1.2 : 2.5);
        const double withLegend = y + fm.height() * 1.5 + pad * 0.5;
        if (!legend.isEmpty() && area.bottom() - below - withLegend >= area.height() * 0.5)
            top = withLegend;
        else
            legend.clear();
        top = std::max(top, area.top() + titleBox.height() + fm.height() * 0.5);
    }

    const bool hasPoints = std::any_of(series_.begin(), series_.end(),
                                       [](const Series& s) { return !s.points.isEmpty(); });
    const bool hasRight = std::any_of(series_.begin(), series_.end(), [](const Series& s) {
        return s.side == Side::Right && !s.points.isEmpty();
    });
    const AxisMap yLeft = yAxisMap(left_, series_, Side::Left, leftTicks_, leftLabels_);
    const AxisMap yRight = yAxisMap(right_, series_, Side::Right, rightTicks_, rightLabels_);

    // The x axis: the given ticks (and the data) with a little room, or whole decades.
    AxisMap xMap;
    {
        double lo = std::numeric_limits<double>::infinity(), hi = -lo;
        for (const Series& s : series_)
            for (const QPointF& pt : s.points)
                if (pt.x() > 0) {
                    lo = std::min(lo, pt.x());
                    hi = std::max(hi, pt.x());
                }
        if (!xTicks_.isEmpty()) {
            for (double t : xTicks_) {
                lo = std::min(lo, t);
                hi = std::max(hi, t);
            }
            const double span = std::max(std::log10(hi) - std::log10(lo), 1e-6);
            xMap.lo = std::log10(lo) - span * 0.04;
            xMap.hi = std::log10(hi) + span * 0.04;
            const QLocale locale;
            for (qsizetype i = 0; i < xTicks_.size(); ++i) {
                xMap.ticks << xTicks_[i];
                xMap.labels << (xLabels_.isEmpty() ? locale.toString(xTicks_[i], 'g', 6)
                                                   : xLabels_[i]);
            }
        } else {
            xMap.setDecades(lo, hi);
        }
    }

    double leftMargin = 0,
           rightMargin = fm.horizontalAdvance(xMap.labels.value(xMap.labels.size() - 1)) / 2;
    for (const QString& label : yLeft.labels)
        leftMargin = std::max(leftMargin, fm.horizontalAdvance(label));
    if (hasRight)
        for (const QString& label : yRight.labels)
            rightMargin = std::max(rightMargin, fm.horizontalAdvance(label) + pad * 1.5);
    const QRectF plot(area.left() + leftMargin + pad * 1.5, top,
                      area.width() - leftMargin - pad * 1.5 - rightMargin,
                      area.bottom() - top - fm.height() * (xTitle_.isEmpty() ? 1.2 : 2.5));
    if (plot.width() < 20 * unit || plot.height() < 20 * unit) {
        p.restore();
        return;
    }

    // The legend, now that the plot's colours are known.
    const auto drawEntry = [&](const Entry& e) {
        const Series& s = *e.series;
        const double y = e.box.center().y();
        p.setPen(QPen(s.colour, s.lineWidth * unit, s.line));
        p.drawLine(QPointF(e.box.left(), y), QPointF(e.box.left() + sample, y));
        p.setPen(Qt::NoPen);
        p.setBrush(s.colour);
        drawMarker(p, s.marker, QPointF(e.box.left() + sample / 2, y), 4 * unit);
        p.setBrush(Qt::NoBrush);
        p.setPen(s.colour);
        p.drawText(e.box.adjusted(sample + pad, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, s.name);
    };
    for (const Entry& e : std::as_const(legend))
        drawEntry(e);

    if (!hasPoints) {
        p.setPen(text);
        p.drawRect(plot);
        p.drawText(plot.adjusted(pad, pad, -pad, -pad), Qt::AlignCenter | Qt::TextWordWrap,
                   placeholder_);
        p.restore();
        return;
    }

    const auto x = [&](double v) { return plot.left() + xMap.fraction(v) * plot.width(); };
    const auto y = [&](Side side, double v) {
        const AxisMap& m = side == Side::Left ? yLeft : yRight;
        return plot.bottom() - m.fraction(v) * plot.height();
    };

    // Grid and tick labels. x labels are thinned out when they would touch.
    QColor grid = text;
    grid.setAlpha(50);
    double widest = 0;
    for (const QString& label : xMap.labels)
        widest = std::max(widest, fm.horizontalAdvance(label));
    double minGap = std::numeric_limits<double>::infinity();
    for (int i = 1; i < xMap.ticks.size(); ++i)
        minGap = std::min(minGap, std::abs(x(xMap.ticks[i]) - x(xMap.ticks[i - 1])));
    const int every =
        std::isfinite(minGap) ? std::max(1, int(std::ceil((widest + pad * 2) / minGap))) : 1;
    for (int i = 0; i < xMap.ticks.size(); ++i) {
        const double px = x(xMap.ticks[i]);
        p.setPen(grid);
        p.drawLine(QPointF(px, plot.top()), QPointF(px, plot.bottom()));
        if (i % every != 0)
            continue;
        p.setPen(text);
        p.drawText(QRectF(px - widest, plot.bottom() + 2, widest * 2, fm.height()),
                   Qt::AlignHCenter | Qt::AlignTop, xMap.labels[i]);
    }
    const auto axisColour = [&](Side side) {
        QColor c;
        int count = 0;
        for (const Series& s : series_)
            if (s.side == side && !s.points.isEmpty()) {
                c = s.colour;
                ++count;
            }
        return count == 1 ? c : text;
    };
    // y labels are thinned out too when they would overlap (one in two, one in three, …).
    const auto labelEvery = [&](const AxisMap& m) {
        if (m.ticks.size() < 2)
            return 1;
        const double gap = plot.height() / (m.ticks.size() - 1);
        return std::max(1, int(std::ceil(fm.height() * 1.1 / gap)));
    };
    const int everyLeft = labelEvery(yLeft), everyRight = labelEvery(yRight);
    for (int i = 0; i < yLeft.ticks.size(); ++i) {
        const double py = y(Side::Left, yLeft.ticks[i]);
        p.setPen(grid);
        p.drawLine(QPointF(plot.left(), py), QPointF(plot.right(), py));
        if (i % everyLeft != 0)
            continue;
        p.setPen(axisColour(Side::Left));
        p.drawText(
            QRectF(area.left(), py - fm.height() / 2, plot.left() - area.left() - pad, fm.height()),
            Qt::AlignRight | Qt::AlignVCenter, yLeft.labels[i]);
    }
    if (hasRight) {
        p.setPen(axisColour(Side::Right));
        for (int i = 0; i < yRight.ticks.size(); i += everyRight) {
            const double py = y(Side::Right, yRight.ticks[i]);
            p.drawText(QRectF(plot.right() + pad, py - fm.height() / 2, rightMargin, fm.height()),
                       Qt::AlignLeft | Qt::AlignVCenter, yRight.labels[i]);
        }
    }
    p.setPen(text);
    p.drawRect(plot);
    p.drawText(
        QRectF(plot.left(), plot.bottom() + fm.height() * 1.1, plot.width(), fm.height() * 1.3),
        Qt::AlignCenter, xTitle_);

    p.save();
    p.setClipRect(plot.adjusted(-6 * unit, -6 * unit, 6 * unit, 6 * unit));
    // The marked x: a dashed vertical line.
    if (markedX_ && *markedX_ > 0) {
        QColor mark = text;
        mark.setAlpha(160);
        p.setPen(QPen(mark, 1.5 * unit, Qt::DashLine));
        p.drawLine(QPointF(x(*markedX_), plot.top()), QPointF(x(*markedX_), plot.bottom()));
    }
    // Guides, then the series in order of x.
    const auto drawLines = [&](const Series& s) {
        QList<QPointF> sorted = s.points;
        std::sort(sorted.begin(), sorted.end(),
                  [](const QPointF& a, const QPointF& b) { return a.x() < b.x(); });
        QPainterPath path;
        for (int i = 0; i < sorted.size(); ++i) {
            const QPointF at(x(sorted[i].x()), y(s.side, sorted[i].y()));
            if (i == 0)
                path.moveTo(at);
            else
                path.lineTo(at);
        }
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(s.colour, s.lineWidth * unit, s.line));
        p.drawPath(path);
    };
    p.setClipRect(plot);
    for (const Series& g : guides_)
        drawLines(g);
    p.setClipRect(plot.adjusted(-6 * unit, -6 * unit, 6 * unit, 6 * unit));
    for (const Series& s : series_)
        drawLines(s);
    for (const Series& s : series_) {
        for (const QPointF& pt : s.points) {
            const QPointF at(x(pt.x()), y(s.side, pt.y()));
            p.setPen(Qt::NoPen);
            p.setBrush(s.colour);
            drawMarker(p, s.marker, at, 4 * unit);
            if (markedX_ && std::abs(pt.x() - *markedX_) <= 1e-9 * std::abs(*markedX_)) {
                p.setBrush(Qt::NoBrush);
                p.setPen(QPen(s.colour, 2 * unit));
                p.drawEllipse(at, 8 * unit, 8 * unit);
            }
        }
    }
    // An inset legend, over the data in its corner of the frame.
    if (!inset.isEmpty()) {
        const QSizeF size(inset.front().box.width() + pad * 2, inset.size() * fm.height() + pad);
        const Qt::Corner corner = *legendCorner_;
        const bool left = corner == Qt::TopLeftCorner || corner == Qt::BottomLeftCorner;
        const bool upper = corner == Qt::TopLeftCorner || corner == Qt::TopRightCorner;
        const QPointF at(left ? plot.left() + pad : plot.right() - pad - size.width(),
                         upper ? plot.top() + pad : plot.bottom() - pad - size.height());
        const QRectF box(at, size);
        p.setClipRect(plot);
        QColor fill = background;
        fill.setAlpha(225);
        QColor frame = text;
        frame.setAlpha(90);
        p.setPen(QPen(frame, unit));
        p.setBrush(fill);
        p.drawRect(box);
        p.setBrush(Qt::NoBrush);
        for (Entry e : std::as_const(inset)) {
            e.box.translate(box.left() + pad, box.top() + pad * 0.5);
            drawEntry(e);
        }
    }
    p.restore();
    p.restore();
}

QByteArray LogLogPlot::renderFigure(FigureFormat format, const FigureOptions& options,
                                    QString* error) const
{
    return renderPaintedFigure(figurePainter(options), figureTitle(options), format, options,
                               error);
}

QString LogLogPlot::exportFigure(const QString& path, const FigureOptions& options,
                                 std::optional<FigureFormat> format) const
{
    return exportPaintedFigure(path, figurePainter(options), figureTitle(options), options, format);
}

QString LogLogPlot::figureTitle(const FigureOptions& options) const
{
    if (!options.showTitle)
        return {};
    return options.title.isEmpty() ? title_ : options.title;
}

FigurePainter LogLogPlot::figurePainter(const FigureOptions& options) const
{
    // The figure's text sizes are in points: unit scales the lines and markers likewise.
    const QString title = figureTitle(options);
    return [this, title](QPainter& painter, const QSizeF& page, double dpi) {
        paintPlot(painter, QRectF(QPointF(0, 0), page), Qt::white, Qt::black, dpi / 96.0, title);
    };
}

} // namespace attnlab

#include "loglogplot.h"

#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>

#include <algorithm>
#include <cmath>
#include <initializer_list>

namespace attnlab {

namespace {

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
    const int e = static_cast<int>(exponent);
    if (e >= 0 && e <= 3)
        return QString::number(std::pow(10.0, e), 'f', 0);
    if (e < 0 && e >= -2)
        return QString::number(std::pow(10.0, e), 'f', -e);
    return QStringLiteral("1e%1").arg(e);
}

} // namespace

LogLogPlot::LogLogPlot(QWidget* parent) : QWidget(parent)
{
    setMinimumSize(280, 200);
}

void LogLogPlot::addPoint(const Point& point)
{
    points_.append(point);
    update();
}

void LogLogPlot::clear()
{
    points_.clear();
    update();
}

QStringList LogLogPlot::series() const
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

void LogLogPlot::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().color(QPalette::Base));
    const QColor text = palette().color(QPalette::Text);
    const QFontMetricsF fm(font());
    const QRectF plot = QRectF(rect()).adjusted(
        fm.horizontalAdvance(QStringLiteral("1e-10")) + 14, fm.height() * 1.6,
        -(fm.horizontalAdvance(QStringLiteral("1e10")) + 14), -(fm.height() * 2.6));
    p.setPen(text);
    p.drawText(QRectF(rect().left(), rect().top(), rect().width(), fm.height() * 1.4),
               Qt::AlignCenter, tr("Cost against the number of tokens N (log-log)"));
    if (points_.isEmpty()) {
        p.drawText(plot, Qt::AlignCenter | Qt::TextWordWrap,
                   tr("Run attention at a few sizes: the points build up here."));
        return;
    }

    double nMin = 1e300, nMax = 0, tMin = 1e300, tMax = 0, pMin = 1e300, pMax = 0;
    for (const Point& pt : points_) {
        nMin = std::min(nMin, pt.tokens);
        nMax = std::max(nMax, pt.tokens);
        tMin = std::min(tMin, pt.milliseconds);
        tMax = std::max(tMax, pt.milliseconds);
        pMin = std::min(pMin, pt.pairs);
        pMax = std::max(pMax, pt.pairs);
    }
    const auto [nLo, nHi] = decades(nMin, nMax);
    const auto [tLo, tHi] = decades(tMin, tMax);
    const auto [pLo, pHi] = decades(pMin, pMax);
    const auto x = [&](double n) {
        return plot.left() + (std::log10(n) - nLo) / (nHi - nLo) * plot.width();
    };
    const auto yTime = [&](double t) {
        return plot.bottom() - (std::log10(std::max(t, 1e-12)) - tLo) / (tHi - tLo) * plot.height();
    };
    const auto yPairs = [&](double q) {
        return plot.bottom() - (std::log10(q) - pLo) / (pHi - pLo) * plot.height();
    };

    // Grid and axes.
    QColor grid = text;
    grid.setAlpha(50);
    for (double e = nLo; e <= nHi; ++e) {
        p.setPen(grid);
        p.drawLine(QPointF(x(std::pow(10, e)), plot.top()),
                   QPointF(x(std::pow(10, e)), plot.bottom()));
        p.setPen(text);
        p.drawText(QRectF(x(std::pow(10, e)) - 40, plot.bottom() + 2, 80, fm.height()),
                   Qt::AlignHCenter | Qt::AlignTop, power(e));
    }
    const QColor pairsColour(0x2b, 0x6c, 0xb0);
    // The time axis in the colour of its only series, or neutral under several.
    const QColor timeColour = series().size() == 1 ? seriesColor(0) : text;
    for (double e = tLo; e <= tHi; ++e) {
        const double y = yTime(std::pow(10, e));
        p.setPen(grid);
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        p.setPen(timeColour);
        p.drawText(QRectF(0, y - fm.height() / 2, plot.left() - 6, fm.height()),
                   Qt::AlignRight | Qt::AlignVCenter, power(e));
    }
    for (double e = pLo; e <= pHi; ++e) {
        const double y = yPairs(std::pow(10, e));
        p.setPen(pairsColour);
        p.drawText(QRectF(plot.right() + 6, y - fm.height() / 2, 200, fm.height()),
                   Qt::AlignLeft | Qt::AlignVCenter, power(e));
    }
    p.setPen(text);
    p.drawRect(plot);
    p.drawText(QRectF(plot.left(), plot.bottom() + fm.height(), plot.width(), fm.height() * 1.4),
               Qt::AlignCenter, tr("tokens N"));
    p.setPen(pairsColour);
    p.drawText(QRectF(plot.left(), plot.top() + 4, plot.width() - 6, fm.height()), Qt::AlignRight,
               tr("pairs N\u00b2 \u25a0"));

    // The pairs: one line (they do not depend on the backend).
    QList<Point> sorted = points_;
    std::sort(sorted.begin(), sorted.end(),
              [](const Point& a, const Point& b) { return a.tokens < b.tokens; });
    QPainterPath pairsPath;
    for (int i = 0; i < sorted.size(); ++i) {
        const QPointF q(x(sorted[i].tokens), yPairs(sorted[i].pairs));
        if (i == 0)
            pairsPath.moveTo(q);
        else
            pairsPath.lineTo(q);
    }
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(pairsColour, 1.5, Qt::DashLine));
    p.drawPath(pairsPath);
    for (const Point& pt : sorted) {
        p.setPen(Qt::NoPen);
        p.setBrush(pairsColour);
        p.drawRect(QRectF(x(pt.tokens) - 3.5, yPairs(pt.pairs) - 3.5, 7, 7));
    }

    // The times: a line and a marker shape per backend, and a legend line each.
    const QStringList names = series();
    const QString markers[] = {QStringLiteral("\u25cf"), QStringLiteral("\u25b2"),
                               QStringLiteral("\u25c6"), QStringLiteral("\u25bc"),
                               QStringLiteral("\u2605")};
    for (int s = 0; s < names.size(); ++s) {
        const QColor colour = seriesColor(s);
        const QList<Point> points = seriesPoints(names[s]);
        QPainterPath timePath;
        for (int i = 0; i < points.size(); ++i) {
            const QPointF t(x(points[i].tokens), yTime(points[i].milliseconds));
            if (i == 0)
                timePath.moveTo(t);
            else
                timePath.lineTo(t);
        }
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(colour, 2));
        p.drawPath(timePath);
        p.setPen(Qt::NoPen);
        p.setBrush(colour);
        for (const Point& pt : points) {
            const QPointF c(x(pt.tokens), yTime(pt.milliseconds));
            const auto polygon = [&p, c](std::initializer_list<QPointF> corners) {
                QPolygonF shape;
                for (const QPointF& corner : corners)
                    shape << c + corner;
                p.drawPolygon(shape);
            };
            switch (s % 5) {
            case 0:
                p.drawEllipse(c, 4, 4);
                break;
            case 1:
                polygon({QPointF(0, -5), QPointF(4.5, 3.5), QPointF(-4.5, 3.5)});
                break;
            case 2:
                polygon({QPointF(0, -5), QPointF(5, 0), QPointF(0, 5), QPointF(-5, 0)});
                break;
            case 3:
                polygon({QPointF(0, 5), QPointF(4.5, -3.5), QPointF(-4.5, -3.5)});
                break;
            default:
                p.drawRect(QRectF(c - QPointF(4, 4), QSizeF(8, 8)));
            }
        }
        p.setPen(colour);
        const QString name = names[s].isEmpty() ? tr("time") : names[s];
        p.drawText(
            QRectF(plot.left() + 6, plot.top() + 4 + s * fm.height(), plot.width(), fm.height()),
            Qt::AlignLeft, tr("%1 %2 (ms)").arg(markers[s % 5], name));
    }
}

} // namespace attnlab

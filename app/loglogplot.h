#pragma once

#include <QColor>
#include <QList>
#include <QPointF>
#include <QWidget>

#include <optional>

namespace attnlab {

/// A small plot against a logarithmic x axis, as the labs need it: series of points joined by
/// lines on a left and, when a series asks for it, a right y axis, each logarithmic or linear;
/// guides (reference lines such as y = x), a marked x (the value the user picked) and a legend.
///
/// Out of the box it is the scaling lab's plot, which grows as the user tries sizes: time (left
/// axis) and query-key pairs (right axis) against the number of tokens N, both logarithmic. On
/// log-log axes a cost that grows with N^2 is a straight line of slope 2. "Why √d_k" sets its own
/// title, axes and series: the variance of the scores against d_k, and the largest weight.
class LogLogPlot : public QWidget
{
    Q_OBJECT

public:
    enum class Side
    {
        Left,
        Right
    };
    enum class Scale
    {
        Log,
        Linear
    };
    enum class Marker
    {
        None,
        Circle,
        Square
    };

    /// A y axis. Logarithmic axes span the decades that cover the data; linear ones the data,
    /// unless minimum / maximum fix the range (e.g. 0 … 1 for weights).
    struct Axis
    {
        Scale scale = Scale::Log;
        std::optional<double> minimum, maximum;
    };

    /// Points (x, y) joined in order of x; the legend shows name in colour.
    struct Series
    {
        QString name;
        QColor colour;
        Side side = Side::Left;
        Marker marker = Marker::Circle;
        Qt::PenStyle line = Qt::SolidLine;
        double lineWidth = 2;
        QList<QPointF> points;
    };

    /// The scaling lab's measurements: one per run.
    struct Point
    {
        double tokens = 0;
        double milliseconds = 0;
        double pairs = 0;
        QString backend;
    };

    explicit LogLogPlot(QWidget* parent = nullptr);

    void setTitle(const QString& title);
    QString title() const { return title_; }
    /// The x axis' title (none: a plot stacked above another that shows it) and, when not
    /// empty, its ticks (otherwise the powers of 10).
    void setXAxis(const QString& title, const QList<double>& ticks = {});
    void setYAxis(Side side, const Axis& axis);
    /// Shown in the plot's frame while no series has a point.
    void setPlaceholder(const QString& text);

    /// Series drawn with markers; guides are drawn first, thinner, and take no part in the
    /// range of the axes.
    void setSeries(const QList<Series>& series);
    void setGuides(const QList<Series>& guides);
    const QList<Series>& series() const { return series_; }
    const QList<Series>& guides() const { return guides_; }

    /// A vertical line at x (the value the user picked); its points are ringed.
    void setMarkedX(std::optional<double> x);
    std::optional<double> markedX() const { return markedX_; }

    /// The scaling lab: adds a run (time and pairs at N) to the two series.
    void addPoint(const Point& point);
    /// Removes every series, the scaling lab's points with them.
    void clear();
    const QList<Point>& points() const { return points_; }
    /// The backends of the scaling lab's points, in the order they first appear: each one's
    /// times are a series of their own (a slow and a fast engine joined by one line would draw
    /// a slope that neither has).
    QStringList backends() const;
    /// The points of one backend, sorted by N.
    QList<Point> seriesPoints(const QString& backend) const;
    /// The colour of backend i's times (also its legend's).
    static QColor seriesColor(int index);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QList<Point> points_;
    QList<Series> series_, guides_;
    QString title_, xTitle_, placeholder_;
    QList<double> xTicks_;
    Axis left_, right_;
    std::optional<double> markedX_;
};

} // namespace attnlab

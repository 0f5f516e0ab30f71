#pragma once

#include <QColor>
#include <QStringList>
#include <QWidget>

namespace attnlab {

/// A small log-log plot that grows as the user tries sizes: time (left axis) and query-key
/// pairs (right axis) against the number of tokens N. On log-log axes a cost that grows with
/// N^2 is a straight line of slope 2, drawn as a guide. Each backend's times are a series of
/// their own (a colour and a marker each, named in a legend): the times of a slow and a fast
/// engine joined by one line would draw a slope that neither has.
class LogLogPlot : public QWidget
{
    Q_OBJECT

public:
    struct Point
    {
        double tokens = 0;
        double milliseconds = 0;
        double pairs = 0;
        QString backend;
    };

    explicit LogLogPlot(QWidget* parent = nullptr);
    void addPoint(const Point& point);
    void clear();
    const QList<Point>& points() const { return points_; }
    /// The backends of the points, in the order they first appear: one series each.
    QStringList series() const;
    /// The points of one series, sorted by N.
    QList<Point> seriesPoints(const QString& backend) const;
    /// The colour of series i (also its legend's).
    static QColor seriesColor(int index);
    QSize sizeHint() const override { return {420, 300}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QList<Point> points_;
};

} // namespace attnlab

#pragma once

#include <QWidget>

namespace attnlab {

/// A small log-log plot that grows as the user tries sizes: time (left axis) and query-key
/// pairs (right axis) against the number of tokens N. On log-log axes a cost that grows with
/// N^2 is a straight line of slope 2, drawn as a guide.
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
    QSize sizeHint() const override { return {420, 300}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QList<Point> points_;
};

} // namespace attnlab

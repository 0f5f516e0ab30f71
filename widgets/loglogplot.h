#pragma once

#include "figureexport.h"

#include <QColor>
#include <QList>
#include <QPointF>
#include <QWidget>

#include <optional>

class QPainter;

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
    /// empty, its ticks (otherwise the powers of 10), labelled with labels when given (one per
    /// tick; otherwise the numbers in the locale).
    void setXAxis(const QString& title, const QList<double>& ticks = {},
                  const QStringList& labels = {});
    void setYAxis(Side side, const Axis& axis);
    /// A logarithmic y axis' ticks and their labels (one per tick), instead of the powers of 10:
    /// e.g. 1 KiB, 1 MiB, 1 GiB for bytes. The axis then spans from the last tick at or below
    /// the data to the first at or above it. Empty: the powers of 10 again.
    void setYTicks(Side side, const QList<double>& ticks, const QStringList& labels);
    /// The legend inside the plot's frame, one entry a line in a box at corner (where the data
    /// leaves room: the top left for costs that grow), always shown; nullopt: above the frame,
    /// flowing left to right, giving way when large text leaves the plot too little height.
    void setLegendInside(std::optional<Qt::Corner> corner);
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

    /// Draws the plot in rect with the painter's font and device: what the widget shows, and
    /// what a figure holds. unit: device pixels per screen pixel, for lines and markers (1 on
    /// the screen, dpi / 96 in a figure).
    void render(QPainter& painter, const QRectF& rect, const QColor& background, const QColor& text,
                double unit = 1.0) const;
    /// The plot as the bytes of a figure file (figureexport.h): options' page size, DPI (PNG),
    /// text size, font and title, on white with black text. Empty bytes on failure, with the
    /// reason in *error (an image too large).
    QByteArray renderFigure(FigureFormat format, const FigureOptions& options,
                            QString* error = nullptr) const;
    /// Renders the plot and writes it to path atomically (writeFileAtomically); format: when
    /// unset, path's suffix says it. An empty string on success, otherwise a message naming
    /// the file.
    QString exportFigure(const QString& path, const FigureOptions& options,
                         std::optional<FigureFormat> format = {}) const;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void paintPlot(QPainter& painter, const QRectF& rect, const QColor& background,
                   const QColor& text, double unit, const QString& title) const;
    QString figureTitle(const FigureOptions& options) const;
    FigurePainter figurePainter(const FigureOptions& options) const;

    QList<Point> points_;
    QList<Series> series_, guides_;
    QString title_, xTitle_, placeholder_;
    QList<double> xTicks_;
    QStringList xLabels_;
    Axis left_, right_;
    QList<double> leftTicks_, rightTicks_;
    QStringList leftLabels_, rightLabels_;
    std::optional<double> markedX_;
    std::optional<Qt::Corner> legendCorner_;
};

} // namespace attnlab

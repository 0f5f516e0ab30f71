#pragma once

#include "colormap.h"

#include <QImage>
#include <QPointF>
#include <QStringList>
#include <QWidget>

#include <array>
#include <vector>

class QPaintDevice;

namespace attnlab {

/// One sampling point of deformable attention drawn over its map.
struct DeformableOverlayPoint
{
    /// Where it samples, in cells of the map: (ℓ_x·W, ℓ_y·H), (0, 0) the first pixel's top-left
    /// corner and (0.5, 0.5) its centre. It may lie off the map (it then reads zeros).
    QPointF at;
    double weight = 0.0; ///< a, 0 … 1: the disc's area grows with it
    int query = 0, head = 0, point = 0;
};

/// What a deformable attention overlay shows: one level's value map (or the picture it comes
/// from), each query's reference point as a ring, and each query's sampling points as discs in
/// their head's colour, sized by their weight, each joined to its reference point.
struct DeformableOverlayData
{
    QString title;             ///< above the map ("" for none); wrapped on 2 lines when long
    int rows = 0, columns = 0; ///< H × W
    /// rows × columns in row-major order, drawn in colormap over [minimum, maximum]; empty:
    /// nothing (or the picture).
    std::vector<double> values;
    Colormap colormap;
    double minimum = -1.0, maximum = 1.0;
    QImage picture;                  ///< when set, drawn instead of the values
    QString colorbar;                ///< the colorbar's caption ("" for no colorbar)
    std::vector<QPointF> references; ///< one per query, in cells (as DeformableOverlayPoint::at)
    std::vector<DeformableOverlayPoint> points;
    std::vector<QColor> headColors; ///< one per head
    /// The legend under the map: one entry per head (in its colour) and the rings' meaning.
    QStringList headNames;
    QString referenceName;
    int selectedQuery = -1;  ///< its points drawn strong and its ring highlighted; the others fade
    bool othersShown = true; ///< false: only the selected query's points and ring
    int zoomed = -1;         ///< the point (index in points) zoomed into: outlined, with its 2 × 2
    bool gridLines = true;
};

/// Draws a DeformableOverlayData on any QPainter (screen, PNG, SVG, PDF): one renderer for the
/// screen and for export. The painter's font sets every size (its line height is the unit of
/// the rings and discs: larger text, larger marks).
void paintDeformableOverlay(QPainter& painter, const QRectF& area,
                            const DeformableOverlayData& data, const QColor& text);

/// The rectangle the map takes in area when painted in font on device (the rest holds the
/// title, the legend and the colorbar, and a margin where points off the map still show).
QRectF deformableMapRect(const QRectF& area, const DeformableOverlayData& data, const QFont& font,
                         const QPaintDevice* device = nullptr);

/// The height a DeformableOverlayData needs at that width.
double deformableOverlayHeight(double width, const DeformableOverlayData& data, const QFont& font,
                               const QPaintDevice* device = nullptr);

/// The bilinear sample of one point seen up close: its 4 neighbouring pixels, their values and
/// weights, where the point falls between their centres, and the arithmetic.
struct BilinearZoomData
{
    struct Neighbour
    {
        int x = 0, y = 0;
        bool inside = false; ///< off the map it reads 0
        double value = 0.0;  ///< what it holds (the head's channels averaged, or one channel)
        double weight = 0.0; ///< (1 − f_x)(1 − f_y), f_x(1 − f_y), (1 − f_x)f_y, f_x·f_y
    };
    QString title;
    /// (x0, y0), (x0 + 1, y0), (x0, y0 + 1), (x0 + 1, y0 + 1)
    std::array<Neighbour, 4> neighbours;
    double fx = 0.0, fy = 0.0; ///< the point between the 4 centres
    QColor pointColor = Qt::black;
    Colormap colormap;
    double minimum = -1.0, maximum = 1.0;
    QString outsideText; ///< written in a neighbour off the map ("reads 0")
    QStringList lines;   ///< the arithmetic under the picture, one rich-text line each (wrapped)
    int decimals = 3;
};

/// Draws a BilinearZoomData on any QPainter (the zoom panel on screen and in an export).
void paintBilinearZoom(QPainter& painter, const QRectF& area, const BilinearZoomData& data,
                       const QColor& text);
double bilinearZoomHeight(double width, const BilinearZoomData& data, const QFont& font,
                          const QPaintDevice* device = nullptr);

/// A level's map with the reference points and sampling points over it. A reference point can
/// be dragged (referenceDragged as it moves, referenceReleased when let go); a click on a
/// sampling point asks to zoom into it. Its size follows the text (larger text, larger map).
class DeformableOverlay : public QWidget
{
    Q_OBJECT

public:
    explicit DeformableOverlay(QWidget* parent = nullptr);

    void setData(DeformableOverlayData data);
    const DeformableOverlayData& data() const { return data_; }
    /// The preferred and the smallest side of the map, in lines of text.
    void setPreferredLines(double lines, double minimumLines);
    QRectF mapRect() const;
    /// A point in cells of the map (as DeformableOverlayPoint::at) in widget coordinates, and
    /// back.
    QPointF toWidget(const QPointF& cells) const;
    QPointF toCells(const QPointF& pos) const;
    /// The query whose ring is under pos (the selected one first), or -1.
    int referenceAt(const QPointF& pos) const;
    /// The point (index in data().points) whose disc is under pos, or -1.
    int pointAt(const QPointF& pos) const;
    /// Whether a reference point is being dragged.
    bool isDragging() const { return dragged_ >= 0; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    /// The height the map, its title, legend and colorbar need at that width.
    int heightFor(int width) const;

signals:
    /// A ring was pressed (the query is chosen).
    void referencePressed(int query);
    /// The ring is dragged to (x, y), normalised and clamped to 0 … 1.
    void referenceDragged(int query, QPointF normalised);
    void referenceReleased(int query, QPointF normalised);
    void pointClicked(int index);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    QPointF normalisedAt(const QPointF& pos) const;
    DeformableOverlayData data_;
    double lines_ = 24;
    double minimumLines_ = 10;
    int dragged_ = -1;
    bool moved_ = false;
    QPointF pressedAt_;
};

/// The zoom panel: paints a BilinearZoomData (empty: a hint instead).
class BilinearZoom : public QWidget
{
    Q_OBJECT

public:
    explicit BilinearZoom(QWidget* parent = nullptr);
    void setData(BilinearZoomData data);
    const BilinearZoomData& data() const { return data_; }
    /// Shown when there is no sample to zoom into.
    void setHint(const QString& hint);
    bool hasData() const { return !data_.title.isEmpty(); }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    BilinearZoomData data_;
    QString hint_;
};

} // namespace attnlab

#pragma once

#include "colormap.h"

#include <QImage>
#include <QWidget>

#include <vector>

namespace attnlab {

/// What a picture overlay shows: a picture cut into a grid of patches and one value per patch
/// (an attention map over the picture), drawn over it in a colormap.
struct PictureOverlayData
{
    QImage picture;             ///< the pixels that were cut into patches
    int rows = 0, columns = 0;  ///< the grid of patches
    std::vector<double> values; ///< rows × columns in row-major order, or empty: the picture only
    Colormap colormap;
    /// Of the largest value's colour, 0 … 1; a smaller value is more transparent (opacity ·
    /// (v / top)^0.6), so that the picture shows where little attention goes.
    double opacity = 0.8;
    /// true: 0 … the map's largest value spans the colormap (each map on its own scale);
    /// false: 0 … 1, the range of an attention weight.
    bool stretch = true;
    int selected = -1;           ///< the patch outlined as the one asking, or -1
    bool receptiveField = false; ///< outline the 3 × 3 patches around the selected one
    bool gridLines = true;
    QString title;    ///< above the picture ("" for none)
    QString colorbar; ///< the colorbar's caption ("" for no colorbar)
};

/// Draws a PictureOverlayData on any QPainter (screen, PNG, SVG, PDF): one renderer for the
/// screen and for export. unit is the text's line height in the painter's pixels.
void paintPictureOverlay(QPainter& painter, const QRectF& area, const PictureOverlayData& data,
                         const QColor& text, double unit);

/// The rectangle the picture takes in area when painted (the rest holds the title and the
/// colorbar): a click at a point of it is a patch.
QRectF pictureRect(const QRectF& area, const PictureOverlayData& data, double unit);

/// A picture with an attention map over it. Its size follows the text (larger text, larger
/// picture) and the room it is given; a click (or, when following, a move) over a patch says
/// which one.
class PictureOverlay : public QWidget
{
    Q_OBJECT

public:
    explicit PictureOverlay(QWidget* parent = nullptr);

    void setData(PictureOverlayData data);
    const PictureOverlayData& data() const { return data_; }
    /// Emit patchHovered as the pointer moves over the patches.
    void setFollowPointer(bool follow);
    /// The preferred and the smallest side of the picture, in lines of text: a larger text
    /// makes a larger picture.
    void setPreferredLines(double lines, double minimumLines);
    /// The patch under a point of the widget, or -1.
    int patchAt(const QPointF& pos) const;
    /// The centre of a patch, in widget coordinates.
    QPoint patchCentre(int patch) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void patchClicked(int patch);
    void patchHovered(int patch);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;

private:
    double unit() const;
    PictureOverlayData data_;
    bool follow_ = false;
    double lines_ = 24;
    double minimumLines_ = 8;
    /// The height of a picture side wide, with its title and colorbar.
    int heightFor(int side) const;
    int hovered_ = -1;
};

} // namespace attnlab

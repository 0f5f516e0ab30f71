#pragma once

#include "matrix.h"

#include <QColor>
#include <QCoreApplication>
#include <QFont>
#include <QList>
#include <QPoint>
#include <QPointF>
#include <QRect>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

class QFontMetricsF;
class QPainter;
class QPaintDevice;

namespace attnlab {

/// A point drawn over the cells (deformable attention's sampling points on its value map).
struct HeatmapMarker
{
    /// The centre in cell units: (0, 0) is the first cell's top-left corner, (0.5, 0.5) its
    /// centre. Parts outside the cells are not drawn.
    double row = 0, column = 0;
    /// The radius, in cells.
    double radius = 0.2;
    QColor color = Qt::black;
    /// A ring (a reference point) instead of a disc.
    bool ring = false;
    /// When set, a thin line in the marker's colour from this point (cell units) to the centre
    /// (a sampling point's line from its query's reference point), drawn under every marker.
    std::optional<QPointF> from;
};

/// What a heatmap shows.
struct HeatmapData
{
    /// One cell per entry; may hold -inf (a masked score), +inf or NaN. Non-finite values are
    /// drawn as masked cells, never as a colour of the scale.
    Matrix values;
    /// true = masked: drawn hatched on grey and never as a value (a masked weight is 0, yet it is
    /// not "a weight of 0"). Ignored unless it has the shape of values.
    std::optional<BoolMatrix> hidden;
    /// The legend's word for hidden cells; empty: "masked" (FlashAttention's tiles not
    /// computed yet are hidden too).
    QString hiddenLabel;
    /// Tokens along the rows (queries) and columns (keys). Missing labels show the index.
    QStringList rowLabels, columnLabels;
    /// The figure title, the axis titles ("Query", "Key") and the colorbar label ("weight").
    QString title, rowAxisTitle, columnAxisTitle, valueLabel;
    /// Decoding with a KV cache: the first rows were computed in earlier frames and are reused
    /// (drawn faded); the rows after them are new in this frame (outlined). 0: none.
    int reusedRows = 0;
    /// The cells are tiles of tileRows × tileColumns (the H × W maps of channels laid side by
    /// side): a line is drawn between tiles. 0: no tiles.
    int tileRows = 0, tileColumns = 0;
    /// A one-row map drawn as a bar chart in its cells: each cell a bar in its colour from the
    /// value 0 (or the end of the range nearest it) to the value, on a pale tint of that colour,
    /// the number on a pale patch. Ignored for several rows and for maps drawn as one image.
    bool bars = false;
    /// A block of cells outlined with a thick line (FlashAttention's current tile): x the first
    /// column, y the first row, in cells. Empty: none.
    QRect outline;
    /// Points drawn over the cells, in order (each disc with an outline in the background
    /// colour, so that it stands out on any cell).
    QList<HeatmapMarker> markers;
};

/// How a heatmap is drawn.
struct HeatmapStyle
{
    /// A Colormap id (unknown ids fall back to viridis).
    QString colormap = QStringLiteral("viridis");
    /// Range [-a, a], a = max |v|, so that 0 sits in the middle of a diverging map (scores).
    bool symmetric = false;
    /// A fixed range (0..1 for weights); otherwise the range of the finite, unmasked values of
    /// the whole matrix (not only the viewport: zooming keeps the colours).
    std::optional<double> minimum, maximum;
    /// Write the values inside the cells when they fit.
    bool annotate = true;
    int decimals = 2;
    /// Multiplies every text size (and the lines that go with it).
    double fontScale = 1.0;
    /// On screen: the figure is a design whose cells are in proportion to the text (3.2 label
    /// lines up to 8 tokens, then a plot of 26 lines), scaled as a whole to fill the target,
    /// its text from 0.75x to 2.2x the font (x fontScale): a full-screen heatmap on a projector
    /// stays readable at the back of the room, and a larger font never makes the cells smaller
    /// (the cells stop growing at 2.2x; below 0.75x the text keeps its size and the cells give
    /// way). Off for figures whose font size must be exact: the font as given, the cells fill
    /// the target.
    bool growTextWithSize = true;
    /// Square cells (a matrix looks like a matrix); otherwise the cells fill the plot area.
    bool squareCells = true;
    /// Multiplies the width of the lines between the cells and of the frames (2.5 on a
    /// projector, where thin lines vanish).
    double lineScale = 1.0;
    /// Figure background (white for print) and text / line colour.
    QColor background = Qt::white, foreground = Qt::black;
    /// Highlight this row and this column (and their cell) with an outline; -1 = none.
    int selectedRow = -1, selectedColumn = -1;
    /// The viewport (zoom / pan): the first visible row and column and how many; -1 = all.
    int firstRow = 0, firstColumn = 0, visibleRows = -1, visibleColumns = -1;
    /// Compact mode for small multiples (a grid of heads) turns these off.
    bool showColorbar = true, showTitle = true, showLabels = true;
    /// Leave room for the "masked" legend even with no masked cell, so that the cells do not
    /// move when the first one is masked (on screen, while a mask is painted).
    bool reserveMaskLegend = false;
    /// A line before every columnGroupSize-th column (0 = none): the heads of a
    /// concatenation [O_0 | O_1 | …], d_v / h columns each.
    int columnGroupSize = 0;
};

/// Paints a complete, stand-alone heatmap figure (title, axis titles, token labels, cells with
/// values, colorbar with ticks, a legend for masked cells) on any QPainter: a widget, a QImage
/// (PNG), a QSvgGenerator or a QPdfWriter. Sizes are in points of the painter's device (its
/// logical DPI), so an export at 96, 300 or 1200 dpi looks the same.
///
/// Large matrices (more than 64 x 64 visible cells, or cells under 3 device pixels) are drawn as
/// one image with a pixel per cell, scaled without smoothing; smaller ones as rectangles, so that
/// SVG and PDF stay vector.
class HeatmapRenderer
{
    Q_DECLARE_TR_FUNCTIONS(attnlab::HeatmapRenderer)

public:
    /// A piece of text placed by the layout: drawn at origin, rotated by angle degrees
    /// (clockwise, as QPainter::rotate), in box (relative to origin, before rotating).
    struct Label
    {
        enum Role
        {
            Title,
            RowAxisTitle,
            ColumnAxisTitle,
            ValueTitle, // the colorbar's label
            MaskLegend, // "masked" next to the hatched swatch
            RowLabel,
            ColumnLabel,
            Tick, // a colorbar tick value
        };
        Role role = Title;
        QString text;
        int index = -1; // the row or column of a RowLabel / ColumnLabel
        QPointF origin;
        double angle = 0;
        QRectF box;
        int alignment = 0; // Qt::Alignment flags inside box
        QRectF bounds;     // the bounding rectangle on the target, after rotation

        /// A label whose box is placed at origin and turned by angle degrees; bounds follow.
        static Label make(Role role, const QString& text, const QPointF& origin, double angle,
                          const QRectF& box, int alignment, int index = -1);
        /// Draws the text as laid out (shared by the single map and the grid of maps).
        void draw(QPainter& painter) const;
    };

    /// Where everything goes on a target; paint() draws exactly this.
    struct Layout
    {
        QRectF target;
        QRectF plot;       // the cells of the visible window
        QRectF colorbar;   // the gradient bar; empty when not shown
        QRectF maskLegend; // the hatched swatch of the "masked" legend; empty when none
        QRectF title;      // empty when not shown
        double cellWidth = 0, cellHeight = 0;
        // the visible window
        int firstRow = 0, firstColumn = 0, rowCount = 0, columnCount = 0;
        // every rowLabelStep-th row label (and column label) is shown
        int rowLabelStep = 1, columnLabelStep = 1;
        double columnLabelAngle = 0;     // 0, 45 or 90 degrees
        bool pixelImage = false;         // cells drawn as one image (large matrices)
        bool annotate = false;           // values written in the cells
        double minimum = 0, maximum = 1; // the colour scale
        double unit = 1;                 // device pixels per point
        // tokenFont: the row and column labels (up to 1.3 x labelFont for a few tokens)
        QFont titleFont, labelFont, tokenFont, axisFont, tickFont, annotationFont;
        QList<Label> texts; // title, axis titles, colorbar title, legend text
        QList<Label> rowLabels, columnLabels, colorbarTicks;
        QList<double> tickValues; // parallel to colorbarTicks
    };

    void setData(HeatmapData data);
    void setStyle(HeatmapStyle style);
    const HeatmapData& data() const { return data_; }
    const HeatmapStyle& style() const { return style_; }

    /// The colour scale: style's fixed range or the range of the finite, unmasked values,
    /// symmetric around 0 when asked; never empty.
    std::pair<double, double> valueRange() const;
    /// The fill colour of a cell: the colormap colour of its value, or the masked grey.
    QColor cellColor(int row, int column) const;
    /// True when the cell is drawn as masked (hidden or not finite).
    bool isMasked(int row, int column) const;
    /// The text written in a cell ("0.74", "−∞"; empty for a masked finite value).
    QString cellText(int row, int column) const;
    /// The fill of masked cells on this style's background.
    QColor maskedColor() const;
    /// A row's and a column's token (its index when the data name none).
    QString rowLabel(int row) const;
    QString columnLabel(int column) const;

    /// The layout on target for the painter's font (× fontScale) and the device's DPI
    /// (nullptr = the screen's).
    Layout layout(const QRectF& target, const QFont& font,
                  const QPaintDevice* device = nullptr) const;

    void paint(QPainter& painter, const QRectF& target) const;
    void paint(QPainter& painter, const Layout& layout) const;

    /// The cell under point as QPoint(column, row), i.e. x = column, y = row (absolute indices,
    /// not relative to the viewport); QPoint(-1, -1) outside the cells.
    QPoint cellAt(const QPointF& point, const QRectF& target, const QFont& font,
                  const QPaintDevice* device = nullptr) const;
    static QPoint cellAt(const QPointF& point, const Layout& layout);
    /// The rectangle of a visible cell on the target of layout; empty when not visible.
    static QRectF cellRect(int row, int column, const Layout& layout);

    /// A good size for the whole matrix (the viewport does not change it): cells of 36 pt
    /// (48 px at 96 dpi) up to 12 tokens, then a plot of about 450 pt, plus labels and colorbar.
    QSizeF naturalSize(const QFont& font, const QPaintDevice* device = nullptr) const;

    /// The size of the on-screen design (growTextWithSize) with its text at grow x the font
    /// (x fontScale): below it, the text would shrink under grow. A widget's minimum size.
    QSizeF designSize(const QFont& font, const QPaintDevice* device, double grow) const;

    /// "0.74", "−1.25" (a real minus sign, "-0.00" as "0.00"), "−∞", "NaN", "1e12": see
    /// NumberFormat::number (the interface's locale: "0,74" in French).
    static QString formatNumber(double value, int decimals);
    /// The colorbar's ticks: at most about maxCount "nice" values (1, 2, 2.5, 5 x 10^k apart)
    /// in [lo, hi], and the decimals they need (*decimals). Shared with HeatmapGridRenderer.
    static QList<double> colorbarTicks(double lo, double hi, int maxCount, int* decimals);
    /// The widest tick label of a colorbar over [lo, hi], whatever the bar's length (a short
    /// bar takes fewer ticks, whose step may need a digit more: 0.25 where a long one had 0.2).
    static double widestColorbarTick(const QFontMetricsF& metrics, double lo, double hi);
    /// 1, 2, 5, 10, 20, 50 ...: the smallest of these that is at least n (every n-th label).
    static int labelStep(int n);
    /// text in at most maxLines lines of at most width (a title too wide for a narrow figure):
    /// broken between words into lines as even as they can be, the last line elided only when
    /// maxLines do not hold it. Shared with the other painted figures.
    static QStringList wrapText(const QString& text, const QFontMetricsF& fm, double width,
                                int maxLines);

private:
    // The parts of paint(), in the order drawn.
    struct Painting;
    void paintCells(QPainter& painter, const Painting& ctx) const;
    void paintValues(QPainter& painter, const Painting& ctx) const;
    /// Head groups, tiles, markers, decoding's reused rows, the frame.
    void paintOverlays(QPainter& painter, const Painting& ctx) const;
    void paintSelection(QPainter& painter, const Painting& ctx) const;
    void paintTexts(QPainter& painter, const Painting& ctx) const;
    void paintColorbar(QPainter& painter, const Painting& ctx) const;
    struct Window
    {
        int firstRow = 0, firstColumn = 0, rowCount = 0, columnCount = 0;
    };
    Window window() const;
    /// The text factor and the largest cell on a target (growTextWithSize); 1 and none otherwise.
    struct Fit
    {
        double grow = 1.0, maxCell = 0.0;
    };
    Fit fitToTarget(const QRectF& target, const QFont& font, const QPaintDevice* device) const;
    /// The design's cell at a text factor, in device pixels.
    double designCell(const QFont& font, const QPaintDevice* device, double grow) const;
    /// maxCell > 0 caps the cells (then the figure is centred on the target).
    Layout layoutAt(const QRectF& target, const QFont& font, const QPaintDevice* device,
                    double tokenScale, double grow, double maxCell) const;
    bool hasMaskedCells() const;
    void updateRange();

    HeatmapData data_;
    HeatmapStyle style_;
    bool hiddenValid_ = false;
    double minimum_ = 0, maximum_ = 1;
};

} // namespace attnlab

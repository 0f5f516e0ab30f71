#pragma once

#include "heatmapgrid.h"
#include "heatmaprenderer.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QImage>
#include <QSizeF>
#include <QString>

#include <functional>
#include <optional>
#include <utility>
#include <vector>

class QPainter;
class QWidget;

namespace attnlab {

/// The file formats a figure is exported to.
enum class FigureFormat
{
    Png, ///< a raster image at FigureOptions::dpi
    Svg, ///< vector, text kept as text (QSvgGenerator)
    Pdf, ///< vector, text kept as text, one page per figure (QPdfWriter)
};

/// "png", "svg", "pdf" (any case, with or without a leading dot); nullopt for anything else.
std::optional<FigureFormat> figureFormatFromName(const QString& name);
/// The format of a file name's suffix ("fig.PDF" -> Pdf); nullopt when unknown or absent.
std::optional<FigureFormat> figureFormatFromSuffix(const QString& path);
/// "png", "svg", "pdf": the file suffix (without dot) and the --format name.
QString figureFormatSuffix(FigureFormat format);

/// Asking the user where a figure goes.
class FigureFileDialog
{
    Q_DECLARE_TR_FUNCTIONS(FigureFileDialog)

public:
    /// Asks where to save one figure (PNG, SVG or PDF) under title, starting at fileName in the
    /// folder last used (QSettings "lastDir"); a name without suffix takes the chosen filter's.
    /// Empty when cancelled.
    static QString askPath(QWidget* parent, const QString& title, const QString& fileName);
};

/// How a figure is laid out on the page. Sizes are in points (1/72 inch), so a figure looks the
/// same at 96, 300 or 1200 dpi and in every format.
struct FigureOptions
{
    /// The page: 6 x 5 inches by default.
    QSizeF sizeInches = {6.0, 5.0};
    /// Pixels per inch of a PNG (twice the usual screen's 96). SVG and PDF are vector.
    int dpi = 192;
    /// The text size of the token labels and ticks; the title is 1.3 times larger.
    double fontPointSize = 10.0;
    /// Empty: the application's font family (a sans serif), or a serif one when serif is set.
    QString fontFamily;
    /// A serif font (DejaVu Serif where installed), as a paper's text; fontFamily wins.
    bool serif = false;
    /// Replaces the title of every figure when not empty.
    QString title;
    /// false: no title at all (a paper's caption often says it).
    bool showTitle = true;
    /// Set: replaces the style's choice of writing the values in the cells.
    std::optional<bool> annotate;
    /// Trim the white space around the figure: the page shrinks to the drawing plus a thin
    /// margin (sizeInches is then the largest it may be), as matplotlib's bbox_inches="tight".
    bool tight = false;
};

/// A figure: what to draw and how.
using Figure = std::pair<HeatmapData, HeatmapStyle>;
/// Several maps as one figure (layers x heads, or heads) with one colorbar: what to draw and how.
using GridFigure = std::pair<HeatmapGridData, HeatmapStyle>;

/// Renders figures to the bytes of a file: a PDF has one page per figure; a PNG or an SVG holds
/// exactly one figure (more is an error). Every figure gets a white background, black text and
/// lines, no selection outline and text sizes that do not grow with the page
/// (growTextWithSize = false). Returns empty bytes on failure and sets *error to the reason
/// (no figures, more than one for PNG/SVG, an image too large for memory).
QByteArray renderFigure(const std::vector<Figure>& pages, FigureFormat format,
                        const FigureOptions& options, QString* error = nullptr);

/// One figure as an image of sizeInches x dpi pixels (less when tight; dots per meter set to
/// dpi): what a PNG holds, for previews and the clipboard. A null image when too large (more
/// than 16,384 pixels a side or 150 million pixels).
QImage renderFigureImage(const Figure& figure, const FigureOptions& options);

/// Why a PNG of options.sizeInches at options.dpi cannot be drawn ("6 x 5 inches at 4800 dpi
/// is too large an image (at most 16384 pixels a side and 150 million pixels)"), or an empty
/// string: the limits of renderFigureImage, for the full size (a tight figure may be smaller).
QString pngSizeProblem(const FigureOptions& options);
/// The same for a grid of maps (HeatmapGridRenderer): one figure, one page, one colorbar.
QByteArray renderGridFigure(const GridFigure& grid, FigureFormat format,
                            const FigureOptions& options, QString* error = nullptr);
QImage renderGridFigureImage(const GridFigure& grid, const FigureOptions& options);
QString exportGridFigure(const QString& path, const GridFigure& grid, const FigureOptions& options,
                         std::optional<FigureFormat> format = {});

/// A figure that draws itself (a plot, LogLogPlot::render): paint(painter, page, dpi) draws on
/// a white page of page device pixels at dpi dots per inch (options.dpi for PNG, 96 for SVG,
/// 1200 for PDF), the painter's font already the figure's (options' family and size in points,
/// so that text comes out at the size chosen whatever the dpi).
using FigurePainter = std::function<void(QPainter& painter, const QSizeF& page, double dpi)>;
/// The bytes of a painted figure's file, as renderFigure: title names it in the file (PNG
/// text, SVG and PDF title); options.tight and annotate do not apply.
QByteArray renderPaintedFigure(const FigurePainter& paint, const QString& title,
                               FigureFormat format, const FigureOptions& options,
                               QString* error = nullptr);
/// Renders a painted figure and writes it to path atomically, as exportFigure.
QString exportPaintedFigure(const QString& path, const FigurePainter& paint, const QString& title,
                            const FigureOptions& options, std::optional<FigureFormat> format = {});

/// The style a figure is drawn with: style, with the figure's colours, text size and options.
HeatmapStyle figureStyle(HeatmapStyle style, const FigureOptions& options);

/// Renders figures and writes them to path atomically (QSaveFile): on any failure no partial
/// file is left and an existing file is untouched. format: when unset, the suffix of path says
/// it. Returns an empty string on success, otherwise a message naming the file and the reason
/// ("/x/fig.png: cannot write (the folder /x does not exist)", "fig.bmp: unknown figure format
/// '.bmp' (known: .png, .svg, .pdf)").
QString exportFigure(const QString& path, const std::vector<Figure>& pages,
                     const FigureOptions& options, std::optional<FigureFormat> format = {});

/// Puts the figure on the clipboard as an image (options' size and DPI; white background).
void copyHeatmapImage(const HeatmapData& data, const HeatmapStyle& style,
                      const FigureOptions& options = {});

} // namespace attnlab

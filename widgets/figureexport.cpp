#include "figureexport.h"

#include "savefile.h"

#include <QBuffer>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFont>
#include <QFontInfo>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QImageWriter>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSettings>
#include <QSvgGenerator>

#include <cmath>
#include <functional>

namespace attnlab {

namespace {

class FigureExport
{
    Q_DECLARE_TR_FUNCTIONS(attnlab::FigureExport)

public:
    static QString cannotWrite(const QString& path, const QString& reason)
    {
        return tr("%1: cannot write (%2)").arg(path, reason);
    }
};

// An image larger than this is refused (a 6 x 5 inch figure at 1200 dpi is 43 million pixels).
constexpr int kMaxImageSide = 16384;
constexpr double kMaxImagePixels = 150e6;
// SVG user units: CSS pixels (1/96 inch), as browsers and Inkscape read them.
constexpr double kSvgDpi = 96.0;
// PDF device pixels per inch: positions are written in 1/1200 inch.
constexpr double kPdfDpi = 1200.0;

QFont figureFont(const FigureOptions& options)
{
    QFont font = QGuiApplication::font();
    if (!options.fontFamily.isEmpty()) {
        font.setFamily(options.fontFamily);
    } else if (options.serif) {
        font.setFamily(QStringLiteral("serif"));
        font.setStyleHint(QFont::Serif);
    }
    font.setPointSizeF(std::clamp(options.fontPointSize, 2.0, 72.0));
    // The family actually used ("DejaVu Sans"), not an alias only Qt knows ("Sans Serif"): an
    // SVG names it, and a viewer must find it.
    const QFontInfo info(font);
    if (!info.family().isEmpty())
        font.setFamily(info.family());
    return font;
}

/// QSvgGenerator writes font-family="DejaVu Sans": a viewer without that font would fall back
/// to its default, often a serif. Adds the generic family: font-family="DejaVu Sans, sans-serif".
void addGenericFontFamily(QByteArray& svg, const QFont& font, bool serif)
{
    const QString family = font.family();
    if (family.isEmpty())
        return;
    const QFontInfo info(font);
    QString generic = QStringLiteral("sans-serif");
    if (info.fixedPitch())
        generic = QStringLiteral("monospace");
    else if (serif || (family.contains(QLatin1String("Serif"), Qt::CaseInsensitive) &&
                       !family.contains(QLatin1String("Sans"), Qt::CaseInsensitive)))
        generic = QStringLiteral("serif");
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z][A-Za-z0-9 _-]*$"));
    const QString name =
        plain.match(family).hasMatch() ? family : QLatin1Char('\'') + family + QLatin1Char('\'');
    const QByteArray from = "font-family=\"" + family.toHtmlEscaped().toUtf8() + '"';
    const QString list = name + QStringLiteral(", ") + generic;
    const QByteArray to = "font-family=\"" + list.toHtmlEscaped().toUtf8() + '"';
    svg.replace(from, to);
}

/// A figure laid out for a device of some DPI: the page it needs (the requested size, or the
/// content's bounds with a small margin when options.tight) and where the layout goes on it.
struct PlacedFigure
{
    HeatmapRenderer renderer;
    HeatmapRenderer::Layout layout;
    bool isGrid = false; // a grid of maps: gridRenderer and gridLayout instead
    HeatmapGridRenderer gridRenderer;
    HeatmapGridRenderer::Layout gridLayout;
    FigurePainter painter; // a figure that draws itself instead (a plot)
    double dpi = 96;       // the device's, for painter
    QString title;
    QFont font;
    QSizeF page;    // device pixels
    QPointF offset; // added to the layout's coordinates
};

/// A device of dpi dots per inch, for measuring text as it will be drawn.
QImage probeDevice(double dpi)
{
    QImage probe(1, 1, QImage::Format_RGB32);
    const int dotsPerMeter = int(std::lround(dpi / 0.0254));
    probe.setDotsPerMeterX(dotsPerMeter);
    probe.setDotsPerMeterY(dotsPerMeter);
    return probe;
}

/// A tight page: what is drawn (bounds) with a quarter of a text line around it, within the
/// target, in whole pixels so that the image has exactly the page's size.
void cropTo(PlacedFigure& placed, const QRectF& bounds, const QRectF& target, double lineHeight)
{
    const double margin = 0.25 * lineHeight;
    const QRectF kept = bounds.adjusted(-margin, -margin, margin, margin) & target;
    const QRectF snapped(QPointF(std::floor(kept.left()), std::floor(kept.top())),
                         QPointF(std::ceil(kept.right()), std::ceil(kept.bottom())));
    placed.page = snapped.size().boundedTo(placed.page);
    placed.offset = -snapped.topLeft();
}

PlacedFigure placeFigure(const Figure& figure, const FigureOptions& options, double dpi)
{
    PlacedFigure placed;
    HeatmapData data = figure.first;
    if (!options.title.isEmpty())
        data.title = options.title;
    placed.title = data.title;
    placed.renderer.setData(std::move(data));
    placed.renderer.setStyle(figureStyle(figure.second, options));
    const QImage probe = probeDevice(dpi);
    const QSizeF page(options.sizeInches.width() * dpi, options.sizeInches.height() * dpi);
    placed.font = figureFont(options);
    placed.layout = placed.renderer.layout(QRectF(QPointF(0, 0), page), placed.font, &probe);
    placed.page = page;
    if (!options.tight)
        return placed;

    const HeatmapRenderer::Layout& l = placed.layout;
    QRectF bounds = l.plot;
    for (const QRectF& r : {l.colorbar, l.maskLegend, l.title})
        if (!r.isEmpty())
            bounds |= r;
    for (const auto* labels : {&l.texts, &l.rowLabels, &l.columnLabels, &l.colorbarTicks})
        for (const HeatmapRenderer::Label& label : *labels)
            bounds |= label.bounds;
    cropTo(placed, bounds, l.target, QFontMetricsF(l.labelFont, &probe).height());
    return placed;
}

PlacedFigure placeGrid(const GridFigure& grid, const FigureOptions& options, double dpi)
{
    PlacedFigure placed;
    placed.isGrid = true;
    HeatmapGridData data = grid.first;
    if (!options.title.isEmpty())
        data.title = options.title;
    placed.title = data.title;
    placed.gridRenderer.setData(std::move(data));
    placed.gridRenderer.setStyle(figureStyle(grid.second, options));
    const QImage probe = probeDevice(dpi);
    const QSizeF page(options.sizeInches.width() * dpi, options.sizeInches.height() * dpi);
    placed.font = figureFont(options);
    placed.gridLayout =
        placed.gridRenderer.layout(QRectF(QPointF(0, 0), page), placed.font, &probe);
    placed.page = page;
    if (!options.tight)
        return placed;
    cropTo(placed, placed.gridLayout.bounds(), placed.gridLayout.target,
           QFontMetricsF(placed.gridLayout.labelFont, &probe).height());
    return placed;
}

/// A figure that draws itself on a whole page (no tight crop).
PlacedFigure placePainted(const FigurePainter& paint, const QString& title,
                          const FigureOptions& options, double dpi)
{
    PlacedFigure placed;
    placed.painter = paint;
    placed.dpi = dpi;
    placed.title = title;
    placed.font = figureFont(options);
    placed.page = QSizeF(options.sizeInches.width() * dpi, options.sizeInches.height() * dpi);
    return placed;
}

/// Lays a figure out for a device of some DPI.
using Placer = std::function<PlacedFigure(double dpi)>;

void paintPlaced(QPainter& painter, const PlacedFigure& placed)
{
    painter.setFont(placed.font); // also after restore(): an SVG names no other font
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setRenderHint(QPainter::TextAntialiasing, true);
    // A large matrix is drawn as an image with a pixel per cell: a PDF must keep it exact
    // (Flate), not JPEG it (blurred, blocky cells).
    painter.setRenderHint(QPainter::LosslessImageRendering, true);
    painter.fillRect(QRectF(QPointF(0, 0), placed.page), Qt::white);
    painter.translate(placed.offset);
    if (placed.painter)
        placed.painter(painter, placed.page, placed.dpi);
    else if (placed.isGrid)
        placed.gridRenderer.paint(painter, placed.gridLayout);
    else
        placed.renderer.paint(painter, placed.layout);
    painter.restore();
}

/// The image of a placed figure; null when too large.
QImage paintImage(const PlacedFigure& placed, int dpi)
{
    const double w = std::round(placed.page.width()), h = std::round(placed.page.height());
    if (!(w >= 1 && h >= 1) || w > kMaxImageSide || h > kMaxImageSide || w * h > kMaxImagePixels)
        return {};
    QImage image(int(w), int(h), QImage::Format_RGB32);
    if (image.isNull())
        return {};
    const int dotsPerMeter = int(std::lround(dpi / 0.0254));
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    image.fill(Qt::white);
    QPainter painter(&image);
    paintPlaced(painter, placed);
    painter.end();
    return image;
}

QString checkOptions(const FigureOptions& options)
{
    const QSizeF s = options.sizeInches;
    if (!(s.width() >= 0.5 && s.height() >= 0.5 && s.width() <= 100 && s.height() <= 100))
        return FigureExport::tr("the size %1 x %2 inches is outside 0.5 to 100 inches")
            .arg(s.width())
            .arg(s.height());
    if (options.dpi < 10 || options.dpi > 4800)
        return FigureExport::tr("%1 dpi is outside 10 to 4800 dpi").arg(options.dpi);
    return {};
}

QString tooLargeImage(const FigureOptions& options)
{
    return FigureExport::tr("%1 x %2 inches at %3 dpi is too large an image (at most "
                            "%4 pixels a side and %5 million pixels)")
        .arg(options.sizeInches.width())
        .arg(options.sizeInches.height())
        .arg(options.dpi)
        .arg(kMaxImageSide)
        .arg(kMaxImagePixels / 1e6);
}

QByteArray renderPng(const Placer& place, const FigureOptions& options, QString* error)
{
    const PlacedFigure placed = place(options.dpi);
    const QImage image = paintImage(placed, options.dpi);
    if (image.isNull()) {
        *error = tooLargeImage(options);
        return {};
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "png");
    writer.setText(QStringLiteral("Software"), QStringLiteral("AttnLab"));
    if (!placed.title.isEmpty())
        writer.setText(QStringLiteral("Title"), placed.title);
    if (!writer.write(image)) {
        *error = FigureExport::tr("cannot encode the PNG (%1)").arg(writer.errorString());
        return {};
    }
    return bytes;
}

QByteArray renderSvg(const Placer& place, const FigureOptions& options, QString* error)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    const PlacedFigure placed = place(kSvgDpi);
    const QSizeF size = placed.page;
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setResolution(int(kSvgDpi));
    svg.setSize(size.toSize());
    svg.setViewBox(QRectF(QPointF(0, 0), size));
    svg.setTitle(placed.title);
    svg.setDescription(placed.painter ? FigureExport::tr("A figure drawn by AttnLab")
                                      : FigureExport::tr("An attention heatmap drawn by AttnLab"));
    QPainter painter;
    if (!painter.begin(&svg)) {
        *error = FigureExport::tr("cannot start the SVG");
        return {};
    }
    paintPlaced(painter, placed);
    painter.end();
    addGenericFontFamily(bytes, figureFont(options), options.serif);
    return bytes;
}

QByteArray renderPdf(const std::vector<Placer>& pages, QString* error)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter pdf(&buffer);
    pdf.setCreator(QStringLiteral("AttnLab"));
    pdf.setResolution(int(kPdfDpi));
    // Each page as large as its figure (tight figures differ), in device pixels of 1/1200 inch.
    const auto pageLayout = [](const PlacedFigure& placed) {
        const QSizeF inches = placed.page / kPdfDpi;
        return QPageLayout(QPageSize(inches, QPageSize::Inch, QString(), QPageSize::ExactMatch),
                           QPageLayout::Portrait, QMarginsF(0, 0, 0, 0), QPageLayout::Point);
    };
    std::vector<PlacedFigure> placed;
    placed.reserve(pages.size());
    for (const Placer& place : pages)
        placed.push_back(place(kPdfDpi));
    pdf.setTitle(placed.front().title);
    pdf.setPageLayout(pageLayout(placed.front()));
    QPainter painter;
    if (!painter.begin(&pdf)) {
        *error = FigureExport::tr("cannot start the PDF");
        return {};
    }
    for (std::size_t i = 0; i < placed.size(); ++i) {
        if (i > 0) {
            pdf.setPageLayout(pageLayout(placed[i]));
            if (!pdf.newPage()) {
                *error = FigureExport::tr("cannot add page %1 to the PDF").arg(i + 1);
                return {};
            }
        }
        paintPlaced(painter, placed[i]);
    }
    painter.end();
    return bytes;
}

} // namespace

std::optional<FigureFormat> figureFormatFromName(const QString& name)
{
    QString n = name.trimmed().toLower();
    if (n.startsWith(QLatin1Char('.')))
        n.remove(0, 1);
    if (n == QLatin1String("png"))
        return FigureFormat::Png;
    if (n == QLatin1String("svg"))
        return FigureFormat::Svg;
    if (n == QLatin1String("pdf"))
        return FigureFormat::Pdf;
    return std::nullopt;
}

std::optional<FigureFormat> figureFormatFromSuffix(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix();
    if (suffix.isEmpty())
        return std::nullopt;
    return figureFormatFromName(suffix);
}

QString figureFormatSuffix(FigureFormat format)
{
    switch (format) {
    case FigureFormat::Png:
        return QStringLiteral("png");
    case FigureFormat::Svg:
        return QStringLiteral("svg");
    case FigureFormat::Pdf:
        return QStringLiteral("pdf");
    }
    return {};
}

HeatmapStyle figureStyle(HeatmapStyle style, const FigureOptions& options)
{
    style.growTextWithSize = false;
    style.fontScale = 1.0; // the figure's own text size (options.fontPointSize)
    style.background = Qt::white;
    style.foreground = Qt::black;
    style.selectedRow = style.selectedColumn = -1;
    if (options.annotate)
        style.annotate = *options.annotate;
    if (!options.showTitle)
        style.showTitle = false;
    return style;
}

QString pngSizeProblem(const FigureOptions& options)
{
    const double w = std::round(options.sizeInches.width() * options.dpi);
    const double h = std::round(options.sizeInches.height() * options.dpi);
    if (w > kMaxImageSide || h > kMaxImageSide || w * h > kMaxImagePixels)
        return tooLargeImage(options);
    return {};
}

/// One page placed by `place`, in the format asked for.
static QByteArray renderOnePage(const Placer& place, FigureFormat format,
                                const FigureOptions& options, QString& reason)
{
    switch (format) {
    case FigureFormat::Png:
        return renderPng(place, options, &reason);
    case FigureFormat::Svg:
        return renderSvg(place, options, &reason);
    case FigureFormat::Pdf:
        return renderPdf({place}, &reason);
    }
    return {};
}

QImage renderFigureImage(const Figure& figure, const FigureOptions& options)
{
    if (!checkOptions(options).isEmpty())
        return {};
    return paintImage(placeFigure(figure, options, options.dpi), options.dpi);
}

QByteArray renderFigure(const std::vector<Figure>& pages, FigureFormat format,
                        const FigureOptions& options, QString* error)
{
    QString ignored;
    QString& reason = error ? *error : ignored;
    reason.clear();
    if (pages.empty()) {
        reason = FigureExport::tr("there is no figure to export");
        return {};
    }
    if (format != FigureFormat::Pdf && pages.size() > 1) {
        reason = FigureExport::tr("a %1 file holds one figure, not %2: export each figure to its "
                                  "own file, or choose PDF (one page per figure)")
                     .arg(figureFormatSuffix(format).toUpper())
                     .arg(pages.size());
        return {};
    }
    if (const QString bad = checkOptions(options); !bad.isEmpty()) {
        reason = bad;
        return {};
    }
    std::vector<Placer> placers;
    for (const Figure& figure : pages)
        placers.push_back(
            [&figure, &options](double dpi) { return placeFigure(figure, options, dpi); });
    switch (format) {
    case FigureFormat::Png:
        return renderPng(placers.front(), options, &reason);
    case FigureFormat::Svg:
        return renderSvg(placers.front(), options, &reason);
    case FigureFormat::Pdf:
        return renderPdf(placers, &reason);
    }
    return {};
}

QImage renderGridFigureImage(const GridFigure& grid, const FigureOptions& options)
{
    if (!checkOptions(options).isEmpty())
        return {};
    return paintImage(placeGrid(grid, options, options.dpi), options.dpi);
}

QByteArray renderGridFigure(const GridFigure& grid, FigureFormat format,
                            const FigureOptions& options, QString* error)
{
    QString ignored;
    QString& reason = error ? *error : ignored;
    reason.clear();
    if (grid.first.panels.empty()) {
        reason = FigureExport::tr("there is no figure to export");
        return {};
    }
    if (const QString bad = checkOptions(options); !bad.isEmpty()) {
        reason = bad;
        return {};
    }
    return renderOnePage([&grid, &options](double dpi) { return placeGrid(grid, options, dpi); },
                         format, options, reason);
}

/// Renders (render(format, &error)) and writes to path atomically: exportFigure and
/// exportGridFigure.
static QString writeFigureFile(const QString& path, std::optional<FigureFormat> format,
                               const std::function<QByteArray(FigureFormat, QString*)>& render)
{
    if (path.isEmpty())
        return FigureExport::tr("no file name given for the figure");
    if (!format) {
        format = figureFormatFromSuffix(path);
        if (!format) {
            const QString suffix = QFileInfo(path).suffix();
            return suffix.isEmpty()
                       ? FigureExport::tr("%1: cannot tell the figure format: the name has no "
                                          "extension (known: .png, .svg, .pdf)")
                             .arg(path)
                       : FigureExport::tr("%1: unknown figure format '.%2' (known: .png, .svg, "
                                          ".pdf)")
                             .arg(path, suffix);
        }
    }

    // Say plainly why a place cannot be written before drawing anything.
    const QFileInfo info(path);
    const QString folder = info.absolutePath();
    const QFileInfo folderInfo(folder);
    if (!folderInfo.exists()) {
        // A file where a folder should be ("/tmp/a.txt/fig.png") does not "exist" as a folder.
        QString parent = folder;
        while (!parent.isEmpty() && !QFileInfo::exists(parent) && parent != QDir::rootPath())
            parent = QFileInfo(parent).absolutePath();
        if (QFileInfo(parent).exists() && !QFileInfo(parent).isDir())
            return FigureExport::cannotWrite(
                path, FigureExport::tr("%1 is a file, not a folder").arg(parent));
        return FigureExport::cannotWrite(
            path, FigureExport::tr("the folder %1 does not exist").arg(folder));
    }
    if (!folderInfo.isDir())
        return FigureExport::cannotWrite(
            path, FigureExport::tr("%1 is a file, not a folder").arg(folder));
    if (info.isDir())
        return FigureExport::cannotWrite(path, FigureExport::tr("it is a folder"));

    QString error;
    const QByteArray bytes = render(*format, &error);
    if (bytes.isEmpty())
        return FigureExport::tr("%1: cannot export the figure (%2)")
            .arg(path, error.isEmpty() ? FigureExport::tr("nothing was drawn") : error);

    return writeFileAtomically(path, bytes);
}

QString exportFigure(const QString& path, const std::vector<Figure>& pages,
                     const FigureOptions& options, std::optional<FigureFormat> format)
{
    return writeFigureFile(path, format, [&](FigureFormat f, QString* error) {
        return renderFigure(pages, f, options, error);
    });
}

QString exportGridFigure(const QString& path, const GridFigure& grid, const FigureOptions& options,
                         std::optional<FigureFormat> format)
{
    return writeFigureFile(path, format, [&](FigureFormat f, QString* error) {
        return renderGridFigure(grid, f, options, error);
    });
}

QByteArray renderPaintedFigure(const FigurePainter& paint, const QString& title,
                               FigureFormat format, const FigureOptions& options, QString* error)
{
    QString ignored;
    QString& reason = error ? *error : ignored;
    reason.clear();
    if (!paint) {
        reason = FigureExport::tr("there is no figure to export");
        return {};
    }
    if (const QString bad = checkOptions(options); !bad.isEmpty()) {
        reason = bad;
        return {};
    }
    return renderOnePage([&](double dpi) { return placePainted(paint, title, options, dpi); },
                         format, options, reason);
}

QString exportPaintedFigure(const QString& path, const FigurePainter& paint, const QString& title,
                            const FigureOptions& options, std::optional<FigureFormat> format)
{
    return writeFigureFile(path, format, [&](FigureFormat f, QString* error) {
        return renderPaintedFigure(paint, title, f, options, error);
    });
}

void copyHeatmapImage(const HeatmapData& data, const HeatmapStyle& style,
                      const FigureOptions& options)
{
    const QImage image = renderFigureImage({data, style}, options);
    if (!image.isNull())
        QGuiApplication::clipboard()->setImage(image);
}

QString FigureFileDialog::askPath(QWidget* parent, const QString& title, const QString& fileName)
{
    QSettings settings;
    const QString folder = settings.value(QStringLiteral("lastDir")).toString();
    QString selected;
    QString path = QFileDialog::getSaveFileName(
        parent, title, QDir(folder).filePath(fileName),
        tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"), &selected);
    if (path.isEmpty())
        return path;
    if (QFileInfo(path).suffix().isEmpty()) {
        // The filter chosen says the format: "… (*.svg)".
        const qsizetype star = selected.lastIndexOf(QStringLiteral("*."));
        path += star >= 0 ? selected.mid(star + 1).chopped(1) : QStringLiteral(".png");
    }
    settings.setValue(QStringLiteral("lastDir"), QFileInfo(path).absolutePath());
    return path;
}

} // namespace attnlab

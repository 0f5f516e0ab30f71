#include "colormap.h"
#include "heatmaprenderer.h"

#include <QBuffer>
#include <QImage>
#include <QPainter>
#include <QSet>
#include <QSvgGenerator>
#include <QTest>
#include <QXmlStreamReader>

#include <cmath>
#include <limits>
#include <numbers>

using attnlab::BoolMatrix;
using attnlab::Colormap;
using attnlab::HeatmapData;
using attnlab::HeatmapRenderer;
using attnlab::HeatmapStyle;
using attnlab::Matrix;

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

QStringList tokens(int n, const QString& prefix = QStringLiteral("t"))
{
    QStringList list;
    for (int i = 0; i < n; ++i)
        list << prefix + QString::number(i);
    return list;
}

HeatmapData weights2x2()
{
    HeatmapData data;
    data.values.resize(2, 2);
    data.values << 0.1, 0.9, 0.6, 0.4;
    data.rowLabels = {QStringLiteral("The"), QStringLiteral("cat")};
    data.columnLabels = {QStringLiteral("The"), QStringLiteral("cat")};
    data.title = QStringLiteral("Weights");
    data.rowAxisTitle = QStringLiteral("Query");
    data.columnAxisTitle = QStringLiteral("Key");
    data.valueLabel = QStringLiteral("weight");
    return data;
}

HeatmapStyle unitRange()
{
    HeatmapStyle style;
    style.minimum = 0.0;
    style.maximum = 1.0;
    return style;
}

QImage render(const HeatmapRenderer& renderer, QSize size = {800, 600},
              HeatmapRenderer::Layout* layout = nullptr)
{
    QImage image(size, QImage::Format_RGB32);
    image.fill(Qt::magenta);
    QPainter painter(&image);
    if (layout)
        *layout = renderer.layout(QRectF(image.rect()), painter.font(), &image);
    renderer.paint(painter, QRectF(image.rect()));
    return image;
}

/// Colour distance in 8-bit units (max over channels).
int distance(QRgb a, QRgb b)
{
    return std::max({std::abs(qRed(a) - qRed(b)), std::abs(qGreen(a) - qGreen(b)),
                     std::abs(qBlue(a) - qBlue(b))});
}

QList<HeatmapRenderer::Label> allLabels(const HeatmapRenderer::Layout& l)
{
    return l.texts + l.rowLabels + l.columnLabels + l.colorbarTicks;
}

} // namespace

class TestHeatmapRenderer : public QObject
{
    Q_OBJECT

private slots:
    void cellColours_data();
    void cellColours();
    void hiddenCellIsHatchedNotZero();
    void minusInfinityIsMasked();
    void labelsInsideTarget_data();
    void labelsInsideTarget();
    void longLabelsRotate_data();
    void longLabelsRotate();
    void svgHasTextAndIsWellFormed();
    void large512UsesImagePath();
    void cellAtCentres_data();
    void cellAtCentres();
    void viewport();
    void symmetricRange_data();
    void symmetricRange();
    void formatNumber_data();
    void formatNumber();
    void sameLookAtAnyDpi();
    void emptyAndDegenerate_data();
    void emptyAndDegenerate();
    void columnGroupsDrawALine();
    void tilesDrawALine();
    void barsInOneRow();
    void colorbarNeverOverTheTitle_data();
    void colorbarNeverOverTheTitle();
    void longTitleWrapsInANarrowFigure_data();
    void longTitleWrapsInANarrowFigure();
};

void TestHeatmapRenderer::cellColours_data()
{
    QTest::addColumn<QString>("colormap");
    QTest::addColumn<QSize>("size");
    QTest::newRow("viridis") << "viridis" << QSize(800, 600);
    QTest::newRow("magma small") << "magma" << QSize(320, 240);
    QTest::newRow("greys projector") << "greys" << QSize(1600, 1000);
}

void TestHeatmapRenderer::cellColours()
{
    QFETCH(QString, colormap);
    QFETCH(QSize, size);
    HeatmapRenderer renderer;
    renderer.setData(weights2x2());
    HeatmapStyle style = unitRange();
    style.colormap = colormap;
    style.annotate = false; // the centre pixel is the cell colour, not a digit
    renderer.setStyle(style);
    HeatmapRenderer::Layout layout;
    const QImage image = render(renderer, size, &layout);
    QVERIFY(!layout.pixelImage);
    const Colormap map = Colormap::byName(colormap);
    for (int r = 0; r < 2; ++r) {
        for (int c = 0; c < 2; ++c) {
            const QPoint centre = HeatmapRenderer::cellRect(r, c, layout).center().toPoint();
            const QRgb expected = map.rgb(renderer.data().values(r, c));
            QVERIFY2(
                distance(image.pixel(centre), expected) <= 1,
                qPrintable(QStringLiteral("cell %1,%2: %3 vs %4")
                               .arg(r)
                               .arg(c)
                               .arg(QColor(image.pixel(centre)).name(), QColor(expected).name())));
            QCOMPARE(renderer.cellColor(r, c).rgb(), expected);
        }
    }
    // Nothing of the magenta fill is left: the renderer paints the whole figure background.
    QCOMPARE(image.pixel(0, 0), QColor(Qt::white).rgb());
}

void TestHeatmapRenderer::hiddenCellIsHatchedNotZero()
{
    HeatmapData data = weights2x2();
    data.values(0, 1) = 0.0; // a masked weight is 0 ...
    data.hidden = BoolMatrix::Constant(2, 2, false);
    (*data.hidden)(0, 1) = true; // ... yet must not look like one
    HeatmapRenderer renderer;
    renderer.setData(data);
    renderer.setStyle(unitRange());
    HeatmapRenderer::Layout layout;
    const QImage image = render(renderer, {800, 600}, &layout);

    QVERIFY(renderer.isMasked(0, 1));
    QVERIFY(renderer.cellText(0, 1).isEmpty()); // no "0.00"
    const QRgb zero = Colormap::byName(QStringLiteral("viridis")).rgb(0.0);
    const QRect cell = HeatmapRenderer::cellRect(0, 1, layout).toAlignedRect();
    QSet<QRgb> colours;
    int zeroLike = 0;
    for (int y = cell.top() + cell.height() / 4; y < cell.bottom() - cell.height() / 4; ++y) {
        for (int x = cell.left() + cell.width() / 4; x < cell.right() - cell.width() / 4; ++x) {
            colours.insert(image.pixel(x, y));
            if (distance(image.pixel(x, y), zero) < 40)
                ++zeroLike;
        }
    }
    QCOMPARE(zeroLike, 0);
    QVERIFY2(colours.size() >= 2, "the masked cell is hatched (at least two colours)");
    // A legend explains the hatching.
    QVERIFY(!layout.maskLegend.isEmpty());
    bool legend = false;
    for (const auto& text : layout.texts)
        legend = legend || text.role == HeatmapRenderer::Label::MaskLegend;
    QVERIFY(legend);
    // Masked values do not stretch the scale.
    HeatmapStyle free;
    renderer.setStyle(free);
    QCOMPARE(renderer.valueRange().first, 0.1);
}

void TestHeatmapRenderer::minusInfinityIsMasked()
{
    HeatmapData data = weights2x2();
    data.values(1, 0) = -kInf; // a masked score without a hidden matrix
    HeatmapRenderer renderer;
    renderer.setData(data);
    QVERIFY(renderer.isMasked(1, 0));
    QCOMPARE(renderer.cellText(1, 0), QStringLiteral("\u2212\u221e"));
    QCOMPARE(renderer.valueRange(), std::make_pair(0.1, 0.9));
    HeatmapRenderer::Layout layout;
    const QImage image = render(renderer, {800, 600}, &layout);
    QVERIFY(layout.annotate);
    QCOMPARE(image.pixel(HeatmapRenderer::cellRect(1, 0, layout).topLeft().toPoint() +
                         QPoint(2, 2)) == Colormap::byName(QStringLiteral("viridis")).rgb(0.0),
             false);
}

void TestHeatmapRenderer::labelsInsideTarget_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("prefix");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<double>("fontScale");
    QTest::newRow("4 short") << 4 << "tok" << QSize(1600, 1000) << 1.0;
    QTest::newRow("12 long") << 12 << "internationalisation" << QSize(1600, 1000) << 1.0;
    QTest::newRow("12 long small") << 12 << "internationalisation" << QSize(400, 300) << 1.0;
    QTest::newRow("40 tall") << 40 << "word" << QSize(600, 900) << 1.0;
    QTest::newRow("64 large font") << 64 << "x" << QSize(1000, 800) << 2.0;
    QTest::newRow("512") << 512 << "token" << QSize(1600, 1000) << 1.0;
}

void TestHeatmapRenderer::labelsInsideTarget()
{
    QFETCH(int, n);
    QFETCH(QString, prefix);
    QFETCH(QSize, size);
    QFETCH(double, fontScale);
    HeatmapData data;
    data.values = Matrix::Random(n, n).cwiseAbs();
    data.rowLabels = tokens(n, prefix);
    data.columnLabels = tokens(n, prefix);
    data.title = QStringLiteral("Attention weights of a long sentence in head 1 of 4, layer 3, "
                                "with the causal mask");
    data.rowAxisTitle = QStringLiteral("Query");
    data.columnAxisTitle = QStringLiteral("Key");
    data.valueLabel = QStringLiteral("weight");
    data.hidden = BoolMatrix::Constant(n, n, false);
    for (int r = 0; r < n; ++r)
        for (int c = r + 1; c < n; ++c)
            (*data.hidden)(r, c) = true;
    HeatmapRenderer renderer;
    renderer.setData(data);
    HeatmapStyle style;
    style.fontScale = fontScale;
    renderer.setStyle(style);
    QImage image(size, QImage::Format_RGB32);
    const QFont font;
    const HeatmapRenderer::Layout l = renderer.layout(QRectF(image.rect()), font, &image);
    const QRectF target(image.rect());
    QVERIFY(target.contains(l.plot));
    QVERIFY(target.contains(l.colorbar));
    QVERIFY(!l.rowLabels.isEmpty());
    QVERIFY(!l.columnLabels.isEmpty());
    QVERIFY(l.colorbarTicks.size() >= 2);
    for (const auto& label : allLabels(l)) {
        QVERIFY2(target.contains(label.bounds),
                 qPrintable(label.text + QStringLiteral(" outside: %1,%2 %3x%4")
                                             .arg(label.bounds.x())
                                             .arg(label.bounds.y())
                                             .arg(label.bounds.width())
                                             .arg(label.bounds.height())));
        QVERIFY2(!label.bounds.intersects(l.plot), qPrintable(label.text));
        if (label.role != HeatmapRenderer::Label::Title)
            QVERIFY2(!label.bounds.intersects(l.title), qPrintable(label.text));
    }
    // Tick labels of one axis never overlap (shrunk a little: rotated boxes touch at corners).
    for (const auto* list : {&l.rowLabels, &l.columnLabels}) {
        for (int i = 1; i < list->size(); ++i) {
            const auto& a = list->at(i - 1);
            const auto& b = list->at(i);
            if (a.angle == 0) {
                QVERIFY2(!a.bounds.adjusted(1, 1, -1, -1).intersects(b.bounds),
                         qPrintable(a.text + QStringLiteral(" / ") + b.text));
            } else {
                // rotated: the distance between anchors covers the line height
                const QFontMetricsF fm(l.tokenFont, &image);
                const double spacing = std::abs(b.origin.x() - a.origin.x());
                QVERIFY(spacing * std::sin(std::abs(a.angle) * std::numbers::pi / 180) >=
                        fm.height() * 0.99);
            }
        }
    }
    // Every visible row is labelled when they fit; else a regular subset.
    if (n <= 12 && size.height() >= 1000)
        QCOMPARE(l.rowLabels.size(), n);
    else
        QVERIFY(l.rowLabelStep >= 1);
}

void TestHeatmapRenderer::longLabelsRotate_data()
{
    QTest::addColumn<QString>("prefix");
    QTest::addColumn<int>("n");
    QTest::addColumn<bool>("rotated");
    QTest::newRow("short") << "a" << 4 << false;
    QTest::newRow("long") << "tokenisation" << 12 << true;
    QTest::newRow("many") << "w" << 100 << true;
}

void TestHeatmapRenderer::longLabelsRotate()
{
    QFETCH(QString, prefix);
    QFETCH(int, n);
    QFETCH(bool, rotated);
    HeatmapData data;
    data.values = Matrix::Constant(n, n, 0.5);
    data.rowLabels = tokens(n, prefix);
    data.columnLabels = tokens(n, prefix);
    HeatmapRenderer renderer;
    renderer.setData(data);
    QImage image(1200, 800, QImage::Format_RGB32);
    const auto l = renderer.layout(QRectF(image.rect()), QFont(), &image);
    QCOMPARE(l.columnLabelAngle != 0, rotated);
    for (const auto& label : l.columnLabels)
        QCOMPARE(label.angle, -l.columnLabelAngle);
}

void TestHeatmapRenderer::svgHasTextAndIsWellFormed()
{
    HeatmapData data;
    data.values.resize(4, 4);
    data.values << 0.12, 0.74, 0.11, 0.03, 0.2, 0.3, 0.4, 0.1, 0.25, 0.25, 0.25, 0.25, 0.9, 0.05,
        0.03, 0.02;
    data.rowLabels = {QStringLiteral("The"), QStringLiteral("black"), QStringLiteral("cat"),
                      QStringLiteral("sat")};
    data.columnLabels = data.rowLabels;
    data.title = QStringLiteral("Attention weights");
    data.rowAxisTitle = QStringLiteral("Query");
    data.columnAxisTitle = QStringLiteral("Key");
    data.valueLabel = QStringLiteral("weight");
    data.hidden = BoolMatrix::Constant(4, 4, false);
    (*data.hidden)(0, 3) = true;
    HeatmapRenderer renderer;
    renderer.setData(data);
    renderer.setStyle(unitRange());

    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(QSize(800, 600));
    svg.setViewBox(QRect(0, 0, 800, 600));
    {
        QPainter painter(&svg);
        renderer.paint(painter, QRectF(0, 0, 800, 600));
    }
    const QString text = QString::fromUtf8(buffer.data());
    QXmlStreamReader xml(buffer.data());
    QStringList texts;
    int rects = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("text"))
            texts << xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed();
        else if (xml.isStartElement() &&
                 (xml.name() == QLatin1String("rect") || xml.name() == QLatin1String("path")))
            ++rects;
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    for (const QString& token : data.rowLabels)
        QVERIFY2(texts.contains(token), qPrintable(token));
    QVERIFY(texts.contains(QStringLiteral("Query")));
    QVERIFY(texts.contains(QStringLiteral("Key")));
    QVERIFY(texts.contains(QStringLiteral("weight")));
    QVERIFY(texts.contains(QStringLiteral("0.74")));   // an annotation
    QVERIFY(texts.contains(QStringLiteral("1.0")));    // a colorbar tick
    QVERIFY(!text.contains(QStringLiteral("<image"))); // vector cells for a small matrix
    QVERIFY(rects >= 16);
}

void TestHeatmapRenderer::large512UsesImagePath()
{
    const int n = 512;
    HeatmapData data;
    data.values.resize(n, n); // smooth, so that a pixel off still has the cell's colour
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c)
            data.values(r, c) = std::sin(r / 60.0) * std::cos(c / 45.0);
    data.hidden = BoolMatrix::Constant(n, n, false);
    for (int r = 0; r < n; ++r)
        for (int c = r + 1; c < n; ++c)
            (*data.hidden)(r, c) = true;
    data.rowLabels = tokens(n);
    data.columnLabels = tokens(n);
    data.title = QStringLiteral("512 tokens");
    HeatmapRenderer renderer;
    renderer.setData(data);
    HeatmapStyle style;
    style.symmetric = true;
    style.colormap = QStringLiteral("diverging");
    renderer.setStyle(style);
    HeatmapRenderer::Layout layout;
    const QImage image = render(renderer, {1600, 1000}, &layout);
    QVERIFY(layout.pixelImage);
    QVERIFY(!layout.annotate);
    QVERIFY(layout.rowLabelStep > 1);
    QVERIFY(layout.columnLabelStep > 1);
    QVERIFY(layout.rowLabels.size() < n / 4);
    // An unmasked cell has its colour (up to the lookup table and a pixel of scaling).
    const QRgb cell = image.pixel(HeatmapRenderer::cellRect(400, 100, layout).center().toPoint());
    QVERIFY2(distance(cell, renderer.cellColor(400, 100).rgb()) <= 6,
             qPrintable(QColor(cell).name() + QStringLiteral(" vs ") +
                        renderer.cellColor(400, 100).name()));
    // The masked triangle is grey and hatched: at least two colours, none of the map's.
    QVERIFY(renderer.isMasked(0, n - 1));
    QSet<QRgb> masked;
    const QRectF corner = HeatmapRenderer::cellRect(20, n - 60, layout)
                              .united(HeatmapRenderer::cellRect(60, n - 20, layout));
    for (int y = int(corner.top()); y < int(corner.bottom()); ++y)
        for (int x = int(corner.left()); x < int(corner.right()); ++x)
            masked.insert(image.pixel(x, y));
    QVERIFY(masked.size() >= 2);
    QVERIFY(masked.contains(renderer.maskedColor().rgb()));
    // Zoomed in, the same data goes back to rectangles.
    style.firstRow = 100;
    style.firstColumn = 50;
    style.visibleRows = style.visibleColumns = 10;
    renderer.setStyle(style);
    const auto zoomed = renderer.layout(QRectF(0, 0, 1600, 1000), QFont(), &image);
    QVERIFY(!zoomed.pixelImage);
    QCOMPARE(zoomed.rowCount, 10);
    QCOMPARE(zoomed.firstRow, 100);
}

void TestHeatmapRenderer::cellAtCentres_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("columns");
    QTest::addColumn<bool>("square");
    QTest::newRow("2x2") << 2 << 2 << true;
    QTest::newRow("3x5 cross") << 3 << 5 << true;
    QTest::newRow("7x4 filled") << 7 << 4 << false;
    QTest::newRow("300x300") << 300 << 300 << true;
}

void TestHeatmapRenderer::cellAtCentres()
{
    QFETCH(int, rows);
    QFETCH(int, columns);
    QFETCH(bool, square);
    HeatmapData data;
    data.values = Matrix::Random(rows, columns);
    HeatmapRenderer renderer;
    renderer.setData(data);
    HeatmapStyle style;
    style.squareCells = square;
    renderer.setStyle(style);
    const QRectF target(0, 0, 900, 700);
    const QFont font;
    QImage device(900, 700, QImage::Format_RGB32);
    const auto l = renderer.layout(target, font, &device);
    if (square)
        QCOMPARE(l.cellWidth, l.cellHeight);
    for (int r = 0; r < rows; r += std::max(1, rows / 7)) {
        for (int c = 0; c < columns; c += std::max(1, columns / 7)) {
            const QPointF centre = HeatmapRenderer::cellRect(r, c, l).center();
            QCOMPARE(HeatmapRenderer::cellAt(centre, l), QPoint(c, r));
            QCOMPARE(renderer.cellAt(centre, target, font, &device), QPoint(c, r));
        }
    }
    QCOMPARE(HeatmapRenderer::cellAt(QPointF(1, 1), l), QPoint(-1, -1));
    QCOMPARE(HeatmapRenderer::cellAt(l.plot.bottomRight() + QPointF(2, 2), l), QPoint(-1, -1));
}

void TestHeatmapRenderer::viewport()
{
    HeatmapData data;
    data.values = Matrix::Random(20, 20);
    HeatmapRenderer renderer;
    renderer.setData(data);
    HeatmapStyle style;
    style.firstRow = 5;
    style.firstColumn = 8;
    style.visibleRows = 4;
    style.visibleColumns = 6;
    renderer.setStyle(style);
    QImage device(900, 700, QImage::Format_RGB32);
    const auto l = renderer.layout(QRectF(device.rect()), QFont(), &device);
    QCOMPARE(l.rowCount, 4);
    QCOMPARE(l.columnCount, 6);
    QCOMPARE(HeatmapRenderer::cellAt(HeatmapRenderer::cellRect(5, 8, l).center(), l), QPoint(8, 5));
    QVERIFY(HeatmapRenderer::cellRect(4, 8, l).isEmpty());
    QCOMPARE(l.rowLabels.first().index, 5);
    QCOMPARE(l.columnLabels.last().index, 13);
    // Out-of-range viewports are clamped.
    style.firstRow = 19;
    style.visibleRows = 10;
    renderer.setStyle(style);
    const auto clamped = renderer.layout(QRectF(device.rect()), QFont(), &device);
    QCOMPARE(clamped.firstRow, 19);
    QCOMPARE(clamped.rowCount, 1);
}

void TestHeatmapRenderer::symmetricRange_data()
{
    QTest::addColumn<bool>("symmetric");
    QTest::addColumn<double>("expectedMin");
    QTest::addColumn<double>("expectedMax");
    QTest::newRow("data range") << false << -1.5 << 3.0;
    QTest::newRow("symmetric") << true << -3.0 << 3.0;
}

void TestHeatmapRenderer::symmetricRange()
{
    QFETCH(bool, symmetric);
    QFETCH(double, expectedMin);
    QFETCH(double, expectedMax);
    HeatmapData data;
    data.values.resize(2, 3);
    data.values << -1.5, 0.0, 3.0, 1.0, -kInf, 0.5;
    HeatmapRenderer renderer;
    renderer.setData(data);
    HeatmapStyle style;
    style.symmetric = symmetric;
    style.colormap = QStringLiteral("diverging");
    style.annotate = false;
    // The cells fill the 800 x 600 figure (on screen, 2 x 3 cells would stay at the size of
    // the text, and the shorter colorbar would have fewer ticks).
    style.growTextWithSize = false;
    renderer.setStyle(style);
    QCOMPARE(renderer.valueRange(), std::make_pair(expectedMin, expectedMax));
    if (symmetric) {
        // 0 sits in the light middle of the diverging map.
        const QColor zero = renderer.cellColor(0, 1);
        QCOMPARE(zero.rgb(), Colormap::byName(QStringLiteral("diverging")).rgb(0.5));
        HeatmapRenderer::Layout layout;
        const QImage image = render(renderer, {800, 600}, &layout);
        QCOMPARE(image.pixel(HeatmapRenderer::cellRect(0, 1, layout).center().toPoint()),
                 zero.rgb());
        QVERIFY(layout.tickValues.contains(0.0));
        QCOMPARE(layout.tickValues.first(), -3.0);
        QCOMPARE(layout.tickValues.last(), 3.0);
    }
}

void TestHeatmapRenderer::formatNumber_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<QString>("expected");
    QTest::newRow("weight") << 0.741 << 2 << "0.74";
    QTest::newRow("negative") << -1.25 << 2 << "\u22121.25";
    QTest::newRow("minus zero") << -0.001 << 2 << "0.00";
    QTest::newRow("-inf") << -kInf << 2 << "\u2212\u221e";
    QTest::newRow("nan") << std::nan("") << 2 << "NaN";
    // Huge values in scientific notation, not thirteen digits.
    QTest::newRow("tick 1e12") << 1e12 << 0 << "1e12";
    QTest::newRow("score 5.77e10") << 57735026918.0 << 4 << "5.7735e10";
    QTest::newRow("negative 2.5e9") << -2.5e9 << 2 << "\u22122.5e9";
    QTest::newRow("rounds up 9.99999e10") << 99999999999.0 << 2 << "1e11";
    QTest::newRow("below 1e7 stays fixed") << 9999999.0 << 0 << "9999999";
}

void TestHeatmapRenderer::formatNumber()
{
    QFETCH(double, value);
    QFETCH(int, decimals);
    QFETCH(QString, expected);
    QCOMPARE(HeatmapRenderer::formatNumber(value, decimals), expected);
}

void TestHeatmapRenderer::sameLookAtAnyDpi()
{
    // A 4 x 3 inch figure at 96 and at 300 dpi: the same proportions.
    HeatmapRenderer renderer;
    renderer.setData(weights2x2());
    HeatmapStyle style = unitRange();
    renderer.setStyle(style);
    QFont font;
    font.setPointSizeF(10);
    HeatmapRenderer::Layout layouts[2];
    const int dpis[2] = {96, 300};
    for (int i = 0; i < 2; ++i) {
        QImage image(4 * dpis[i], 3 * dpis[i], QImage::Format_RGB32);
        image.setDotsPerMeterX(int(std::lround(dpis[i] / 0.0254)));
        image.setDotsPerMeterY(int(std::lround(dpis[i] / 0.0254)));
        layouts[i] = renderer.layout(QRectF(image.rect()), font, &image);
    }
    const double k = 300.0 / 96.0;
    QVERIFY(std::abs(layouts[1].unit / layouts[0].unit - k) < 0.02);
    const auto relative = [](const QRectF& r, const QRectF& t) {
        return QRectF((r.x() - t.x()) / t.width(), (r.y() - t.y()) / t.height(),
                      r.width() / t.width(), r.height() / t.height());
    };
    const QRectF a = relative(layouts[0].plot, layouts[0].target);
    const QRectF b = relative(layouts[1].plot, layouts[1].target);
    QVERIFY2(std::abs(a.x() - b.x()) < 0.02 && std::abs(a.width() - b.width()) < 0.02 &&
                 std::abs(a.y() - b.y()) < 0.02 && std::abs(a.height() - b.height()) < 0.02,
             "plot at the same place");
}

void TestHeatmapRenderer::emptyAndDegenerate_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("columns");
    QTest::addColumn<double>("value");
    QTest::newRow("empty") << 0 << 0 << 0.0;
    QTest::newRow("1x1") << 1 << 1 << 0.5;
    QTest::newRow("constant") << 3 << 3 << 0.25;
    QTest::newRow("all -inf") << 2 << 2 << -kInf;
    QTest::newRow("one row") << 1 << 30 << 1.0;
}

void TestHeatmapRenderer::emptyAndDegenerate()
{
    QFETCH(int, rows);
    QFETCH(int, columns);
    QFETCH(double, value);
    HeatmapData data;
    data.values = Matrix::Constant(rows, columns, value);
    data.title = QStringLiteral("Degenerate");
    data.valueLabel = QStringLiteral("v");
    HeatmapRenderer renderer;
    renderer.setData(data);
    const auto [lo, hi] = renderer.valueRange();
    QVERIFY(std::isfinite(lo) && std::isfinite(hi) && lo < hi);
    HeatmapRenderer::Layout layout;
    const QImage image = render(renderer, {640, 480}, &layout);
    QVERIFY(!image.isNull());
    QCOMPARE(layout.rowCount, rows);
    QVERIFY(QRectF(image.rect()).contains(layout.plot) || rows == 0);
    if (rows == 0)
        QCOMPARE(HeatmapRenderer::cellAt(QPointF(320, 240), layout), QPoint(-1, -1));
    else
        QCOMPARE(HeatmapRenderer::cellAt(HeatmapRenderer::cellRect(0, 0, layout).center(), layout),
                 QPoint(0, 0));
}

void TestHeatmapRenderer::columnGroupsDrawALine()
{
    // [O_0 | O_1], two columns each: a line between columns 1 and 2 only.
    HeatmapRenderer renderer;
    HeatmapData data;
    data.values = Matrix::Constant(2, 4, 0.5);
    renderer.setData(data);
    HeatmapStyle style = unitRange();
    style.annotate = false;
    renderer.setStyle(style);
    HeatmapRenderer::Layout layout;
    const QImage plain = render(renderer, {800, 600}, &layout);
    style.columnGroupSize = 2;
    renderer.setStyle(style);
    const QImage grouped = render(renderer);
    const auto at = [&layout](const QImage& image, int column) {
        const QPointF p(layout.plot.left() + column * layout.cellWidth,
                        layout.plot.top() + layout.cellHeight / 2);
        return image.pixel(p.toPoint());
    };
    QVERIFY(distance(at(grouped, 2), at(plain, 2)) > 60);
    QCOMPARE(at(grouped, 1), at(plain, 1));
    QCOMPARE(at(grouped, 3), at(plain, 3));
}

void TestHeatmapRenderer::tilesDrawALine()
{
    // 2 × 2 tiles of a 4 × 4 map: a line after column 1 and after row 1 only.
    HeatmapRenderer renderer;
    HeatmapData data;
    data.values = Matrix::Constant(4, 4, 0.5);
    renderer.setData(data);
    HeatmapStyle style = unitRange();
    style.annotate = false;
    renderer.setStyle(style);
    HeatmapRenderer::Layout layout;
    const QImage plain = render(renderer, {800, 600}, &layout);
    data.tileRows = 2;
    data.tileColumns = 2;
    renderer.setData(data);
    const QImage tiled = render(renderer);
    const auto at = [&layout](const QImage& image, double column, double row) {
        return image.pixel(QPointF(layout.plot.left() + column * layout.cellWidth,
                                   layout.plot.top() + row * layout.cellHeight)
                               .toPoint());
    };
    QVERIFY(distance(at(tiled, 2, 0.5), at(plain, 2, 0.5)) > 60); // between tile columns
    QVERIFY(distance(at(tiled, 0.5, 2), at(plain, 0.5, 2)) > 60); // between tile rows
    QCOMPARE(at(tiled, 1, 0.5), at(plain, 1, 0.5));
    QCOMPARE(at(tiled, 0.5, 3), at(plain, 0.5, 3));
}

void TestHeatmapRenderer::barsInOneRow()
{
    // Gates 0.2 and 0.9 on 0 … 1: each cell a bar of that height in its colour, from the
    // bottom, on a pale tint above it.
    HeatmapRenderer renderer;
    HeatmapData data;
    data.values = Matrix{{0.2, 0.9}};
    data.bars = true;
    renderer.setData(data);
    HeatmapStyle style = unitRange();
    style.annotate = false;
    renderer.setStyle(style);
    HeatmapRenderer::Layout layout;
    const QImage image = render(renderer, {800, 600}, &layout);
    QVERIFY(layout.cellHeight > 2 * layout.cellWidth); // the row is tall enough for bars
    const auto at = [&](int column, double fromBottom) {
        return image.pixel(QPointF(layout.plot.left() + (column + 0.5) * layout.cellWidth,
                                   layout.plot.bottom() - fromBottom * layout.cellHeight)
                               .toPoint());
    };
    const Colormap viridis = Colormap::byName(QStringLiteral("viridis"));
    for (const int column : {0, 1}) {
        const double v = data.values(0, column);
        const QRgb bar = viridis.color(v).rgb();
        QVERIFY(distance(at(column, 0.5 * v), bar) <= 2);       // inside the bar
        QVERIFY(distance(at(column, 0.5 + 0.5 * v), bar) > 20); // above it: the tint
    }
    // Without bars the whole cell is the colour.
    data.bars = false;
    renderer.setData(data);
    const QImage plain = render(renderer, {800, 600}, &layout);
    QVERIFY(layout.cellHeight < 1.01 * layout.cellWidth);
}

void TestHeatmapRenderer::colorbarNeverOverTheTitle_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<double>("fontScale");
    QTest::addColumn<bool>("grow");
    QTest::newRow("one row, short figure") << 1 << QSize(700, 220) << 1.0 << false;
    QTest::newRow("one row, text x 2") << 1 << QSize(700, 260) << 2.0 << false;
    QTest::newRow("two rows, on screen, text x 2") << 2 << QSize(600, 200) << 2.0 << true;
    QTest::newRow("4 rows in 80 px") << 4 << QSize(500, 80) << 2.0 << true;
}

void TestHeatmapRenderer::colorbarNeverOverTheTitle()
{
    QFETCH(int, rows);
    QFETCH(QSize, size);
    QFETCH(double, fontScale);
    QFETCH(bool, grow);
    HeatmapData data;
    data.values = Matrix::Random(rows, 6).cwiseAbs();
    data.title = QStringLiteral("Attention weights softmax(\u2026) \u2014 head 1");
    data.valueLabel = QStringLiteral("weight");
    data.rowAxisTitle = QStringLiteral("Query");
    data.columnAxisTitle = QStringLiteral("Key");
    HeatmapRenderer renderer;
    renderer.setData(data);
    HeatmapStyle style = unitRange();
    style.fontScale = fontScale;
    style.growTextWithSize = grow;
    renderer.setStyle(style);
    QImage image(size, QImage::Format_RGB32);
    const HeatmapRenderer::Layout l = renderer.layout(QRectF(image.rect()), QFont(), &image);
    QVERIFY(!l.title.isEmpty());
    QVERIFY(!l.colorbar.isEmpty());
    QVERIFY2(l.colorbar.top() >= l.title.bottom(),
             qPrintable(QStringLiteral("bar from %1, title to %2")
                            .arg(l.colorbar.top())
                            .arg(l.title.bottom())));
    for (const auto& tick : l.colorbarTicks)
        QVERIFY2(!tick.bounds.intersects(l.title), qPrintable(tick.text));
}

void TestHeatmapRenderer::longTitleWrapsInANarrowFigure_data()
{
    QTest::addColumn<double>("fontScale");
    QTest::newRow("text x 1") << 1.0;
    QTest::newRow("text x 2") << 2.0;
}

void TestHeatmapRenderer::longTitleWrapsInANarrowFigure()
{
    // A narrow map (3 queries × 4 points, deformable attention's weights in the step view at
    // 1600 × 1000) with a long title: the title is broken between words, never cut, and stays
    // inside the figure and above the cells.
    QFETCH(double, fontScale);
    HeatmapData data;
    data.values = Matrix::Random(3, 4).cwiseAbs();
    data.title = QStringLiteral("Point weights a, 4 per head \u2014 head 0 of 2, softmax over the "
                                "K points");
    data.rowAxisTitle = QStringLiteral("Query");
    data.columnAxisTitle = QStringLiteral("Sampling point");
    data.valueLabel = QStringLiteral("weight a");
    HeatmapRenderer renderer;
    renderer.setData(data);
    HeatmapStyle style = unitRange();
    style.fontScale = fontScale;
    renderer.setStyle(style);
    QImage image(QSize(600, 440), QImage::Format_RGB32);
    const HeatmapRenderer::Layout l = renderer.layout(QRectF(image.rect()), QFont(), &image);
    QVERIFY(!l.title.isEmpty());
    QString title;
    for (const auto& text : l.texts)
        if (text.role == HeatmapRenderer::Label::Title)
            title = text.text;
    QVERIFY2(title.contains(QLatin1Char('\n')), qPrintable(title));
    QCOMPARE(title.replace(QLatin1Char('\n'), QLatin1Char(' ')), data.title);
    QVERIFY(QRectF(image.rect()).contains(l.title));
    QVERIFY(l.title.bottom() <= l.plot.top());
    QVERIFY(l.plot.height() > 0);
}

QTEST_MAIN(TestHeatmapRenderer)
#include "tst_heatmaprenderer.moc"

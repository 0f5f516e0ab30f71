#include "heatmapwidget.h"

#include <QApplication>
#include <QScrollArea>
#include <QSignalSpy>
#include <QTest>
#include <QWheelEvent>

using attnlab::BoolMatrix;
using attnlab::HeatmapData;
using attnlab::HeatmapRenderer;
using attnlab::HeatmapStyle;
using attnlab::HeatmapWidget;
using attnlab::Matrix;

namespace {

HeatmapData squareData(int n)
{
    HeatmapData data;
    data.values = Matrix::Random(n, n).cwiseAbs();
    for (int i = 0; i < n; ++i) {
        data.rowLabels << QStringLiteral("q%1").arg(i);
        data.columnLabels << QStringLiteral("k%1").arg(i);
    }
    data.title = QStringLiteral("Weights");
    data.rowAxisTitle = QStringLiteral("Query");
    data.columnAxisTitle = QStringLiteral("Key");
    data.valueLabel = QStringLiteral("weight");
    return data;
}

/// A shown, exposed widget of a fixed size.
void showWidget(HeatmapWidget& widget, QSize size = {800, 600})
{
    widget.resize(size);
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
}

void sendWheel(QWidget& widget, QPointF position, int delta, Qt::KeyboardModifiers modifiers)
{
    QWheelEvent event(position, widget.mapToGlobal(position), QPoint(), QPoint(0, delta),
                      Qt::NoButton, modifiers, Qt::NoScrollPhase, false);
    QApplication::sendEvent(&widget, &event);
}

} // namespace

class TestHeatmapWidget : public QObject
{
    Q_OBJECT

private slots:
    void clickEmitsCell_data();
    void clickEmitsCell();
    void hoverEmitsCell();
    void paintModeOncePerCell_data();
    void paintModeOncePerCell();
    void ctrlWheelZoomsAndResetRestores();
    void middleDragPans();
    void arrowKeysMoveSelection();
    void sizeHintFromNaturalSize();
    void large512Paints();
    void contentsMarginsShowBackground();
    void hoveredCellIsOutlined();
    void largerTextNeverShrinksTheCells_data();
    void largerTextNeverShrinksTheCells();
};

void TestHeatmapWidget::clickEmitsCell_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("margin");
    QTest::newRow("4x4 top-left") << 4 << 0 << 0 << 0;
    QTest::newRow("4x4 (2,3)") << 4 << 2 << 3 << 0;
    QTest::newRow("4x4 (2,3) margins") << 4 << 2 << 3 << 40;
    QTest::newRow("12x12 (11,5)") << 12 << 11 << 5 << 0;
    QTest::newRow("100x100 (40,70)") << 100 << 40 << 70 << 0;
}

void TestHeatmapWidget::clickEmitsCell()
{
    QFETCH(int, n);
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(int, margin);
    HeatmapWidget widget;
    widget.setData(squareData(n));
    widget.setContentsMargins(margin, margin, margin, margin);
    showWidget(widget);
    QVERIFY(widget.contentsRect().contains(widget.currentLayout().plot.toRect()));
    QSignalSpy clicked(&widget, &HeatmapWidget::cellClicked);
    const QPoint centre = widget.cellRect(row, column).center().toPoint();
    QTest::mouseClick(&widget, Qt::LeftButton, Qt::NoModifier, centre);
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(clicked.at(0).at(0).toInt(), row);
    QCOMPARE(clicked.at(0).at(1).toInt(), column);
    QCOMPARE(widget.style().selectedRow, row);
    QCOMPARE(widget.style().selectedColumn, column);
    // Outside the cells: nothing.
    QTest::mouseClick(&widget, Qt::LeftButton, Qt::NoModifier, QPoint(2, 2));
    QCOMPARE(clicked.count(), 1);
}

void TestHeatmapWidget::hoverEmitsCell()
{
    HeatmapWidget widget;
    widget.setData(squareData(4));
    showWidget(widget);
    QVERIFY(widget.hasMouseTracking());
    QSignalSpy hovered(&widget, &HeatmapWidget::cellHovered);
    QSignalSpy left(&widget, &HeatmapWidget::hoverLeft);
    QTest::mouseMove(&widget, QPoint(3, 3)); // Qt drops a move to the last position
    QTest::mouseMove(&widget, widget.cellRect(1, 2).center().toPoint());
    QTRY_COMPARE(hovered.count(), 1);
    QCOMPARE(hovered.at(0).at(0).toInt(), 1);
    QCOMPARE(hovered.at(0).at(1).toInt(), 2);
    // Moving inside the same cell emits nothing new.
    QTest::mouseMove(&widget, widget.cellRect(1, 2).center().toPoint() + QPoint(2, 1));
    QCOMPARE(hovered.count(), 1);
    QTest::mouseMove(&widget, widget.cellRect(3, 0).center().toPoint());
    QTRY_COMPARE(hovered.count(), 2);
    QCOMPARE(hovered.at(1).at(0).toInt(), 3);
    QCOMPARE(hovered.at(1).at(1).toInt(), 0);
    QTest::mouseMove(&widget, QPoint(1, 1));
    QTRY_COMPARE(left.count(), 1);
}

void TestHeatmapWidget::paintModeOncePerCell_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("row");
    QTest::newRow("6x6 row 2") << 6 << 2;
    QTest::newRow("20x20 row 7") << 20 << 7;
}

void TestHeatmapWidget::paintModeOncePerCell()
{
    QFETCH(int, n);
    QFETCH(int, row);
    HeatmapWidget widget;
    widget.setData(squareData(n));
    widget.setPaintMode(true);
    showWidget(widget);
    QSignalSpy painted(&widget, &HeatmapWidget::cellPainted);
    QSignalSpy clicked(&widget, &HeatmapWidget::cellClicked);
    QSignalSpy started(&widget, &HeatmapWidget::paintStrokeStarted);
    QSignalSpy finished(&widget, &HeatmapWidget::paintStrokeFinished);

    // Drag along a row, from the first cell to the last, in small steps and back a little.
    const QPoint from = widget.cellRect(row, 0).center().toPoint();
    const QPoint to = widget.cellRect(row, n - 1).center().toPoint();
    QTest::mousePress(&widget, Qt::LeftButton, Qt::NoModifier, from);
    for (int i = 1; i <= 3 * n; ++i)
        QTest::mouseMove(&widget, from + (to - from) * i / (3 * n));
    QTest::mouseMove(&widget, widget.cellRect(row, n / 2).center().toPoint()); // back over cells
    QTest::mouseRelease(&widget, Qt::LeftButton, Qt::NoModifier,
                        widget.cellRect(row, n / 2).center().toPoint());

    QCOMPARE(started.count(), 1);
    QCOMPARE(finished.count(), 1);
    QCOMPARE(clicked.count(), 0);
    QCOMPARE(painted.count(), n);
    QSet<int> columns;
    for (const auto& args : painted) {
        QCOMPARE(args.at(0).toInt(), row);
        columns.insert(args.at(1).toInt());
    }
    QCOMPARE(columns.size(), n);

    // A fast jump from the first to the last cell still paints every cell between.
    painted.clear();
    QTest::mousePress(&widget, Qt::LeftButton, Qt::NoModifier, from);
    QTest::mouseMove(&widget, to);
    QTest::mouseRelease(&widget, Qt::LeftButton, Qt::NoModifier, to);
    QCOMPARE(painted.count(), n);
    QCOMPARE(started.count(), 2);

    // Out of paint mode a click selects again.
    widget.setPaintMode(false);
    QTest::mouseClick(&widget, Qt::LeftButton, Qt::NoModifier, from);
    QCOMPARE(clicked.count(), 1);
}

void TestHeatmapWidget::ctrlWheelZoomsAndResetRestores()
{
    const int n = 40;
    HeatmapWidget widget;
    widget.setData(squareData(n));
    showWidget(widget);
    QSignalSpy changed(&widget, &HeatmapWidget::viewportChanged);
    const auto before = widget.currentLayout();
    QCOMPARE(before.rowCount, n);
    QCOMPARE(before.columnCount, n);
    QVERIFY(!widget.isZoomed());

    // Without Ctrl, an unzoomed heatmap leaves the wheel alone.
    sendWheel(widget, before.plot.center(), 120, Qt::NoModifier);
    QCOMPARE(changed.count(), 0);

    // Zoom in around the cell (30, 30): it stays under the cursor.
    const QPointF anchor = widget.cellRect(30, 30).center();
    sendWheel(widget, anchor, 3 * 120, Qt::ControlModifier);
    QVERIFY(changed.count() >= 1);
    QVERIFY(widget.isZoomed());
    const auto zoomed = widget.currentLayout();
    QVERIFY(zoomed.rowCount < n);
    QVERIFY(zoomed.columnCount < n);
    QCOMPARE(zoomed.rowCount, widget.style().visibleRows);
    const QPoint under = widget.cellAt(anchor);
    QVERIFY2(std::abs(under.x() - 30) <= 1 && std::abs(under.y() - 30) <= 1,
             qPrintable(QStringLiteral("%1,%2").arg(under.x()).arg(under.y())));
    // Zoomed, a click still reports absolute indices.
    QSignalSpy clicked(&widget, &HeatmapWidget::cellClicked);
    QTest::mouseClick(
        &widget, Qt::LeftButton, Qt::NoModifier,
        widget.cellRect(zoomed.firstRow + 1, zoomed.firstColumn + 2).center().toPoint());
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(clicked.at(0).at(0).toInt(), zoomed.firstRow + 1);
    QCOMPARE(clicked.at(0).at(1).toInt(), zoomed.firstColumn + 2);

    // Zooming out steps back.
    sendWheel(widget, anchor, -120, Qt::ControlModifier);
    QVERIFY(widget.currentLayout().rowCount > zoomed.rowCount);

    widget.resetZoom();
    const auto reset = widget.currentLayout();
    QCOMPARE(reset.rowCount, n);
    QCOMPARE(reset.columnCount, n);
    QCOMPARE(reset.firstRow, 0);
    QCOMPARE(widget.style().visibleRows, -1);
    QVERIFY(!widget.isZoomed());

    // A double-click resets as well.
    sendWheel(widget, anchor, 2 * 120, Qt::ControlModifier);
    QVERIFY(widget.isZoomed());
    QTest::mouseDClick(&widget, Qt::LeftButton, Qt::NoModifier, anchor.toPoint());
    // Qt 6.4's mouseDClick on a widget ends with the button down: release it, or later tests'
    // mouse moves go to this (deleted) widget's grab.
    QTest::mouseRelease(&widget, Qt::LeftButton, Qt::NoModifier, anchor.toPoint());
    QCOMPARE(QGuiApplication::mouseButtons(), Qt::NoButton);
    QVERIFY(!widget.isZoomed());
}

void TestHeatmapWidget::middleDragPans()
{
    const int n = 40;
    HeatmapWidget widget;
    widget.setData(squareData(n));
    showWidget(widget);
    HeatmapStyle style = widget.style();
    style.firstRow = 10;
    style.firstColumn = 10;
    style.visibleRows = style.visibleColumns = 10;
    widget.setStyle(style);
    const auto before = widget.currentLayout();
    QVERIFY(widget.isZoomed());
    const QPoint start = before.plot.center().toPoint();
    const QPoint delta(int(3.4 * before.cellWidth), int(2.4 * before.cellHeight));
    QTest::mousePress(&widget, Qt::MiddleButton, Qt::NoModifier, start);
    QTest::mouseMove(&widget, start + delta / 2);
    QTest::mouseMove(&widget, start + delta);
    QTest::mouseRelease(&widget, Qt::MiddleButton, Qt::NoModifier, start + delta);
    // Dragging the content right/down shows earlier columns/rows.
    QCOMPARE(widget.style().firstColumn, 7);
    QCOMPARE(widget.style().firstRow, 8);
    QCOMPARE(widget.style().visibleRows, 10);
}

void TestHeatmapWidget::arrowKeysMoveSelection()
{
    HeatmapWidget widget;
    widget.setData(squareData(5));
    showWidget(widget);
    widget.setFocus();
    QSignalSpy clicked(&widget, &HeatmapWidget::cellClicked);
    QTest::keyClick(&widget, Qt::Key_Down); // nothing selected: starts top-left
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(widget.style().selectedRow, 0);
    QCOMPARE(widget.style().selectedColumn, 0);
    QTest::keyClick(&widget, Qt::Key_Down);
    QTest::keyClick(&widget, Qt::Key_Right);
    QTest::keyClick(&widget, Qt::Key_Right);
    QCOMPARE(clicked.count(), 4);
    QCOMPARE(clicked.last().at(0).toInt(), 1);
    QCOMPARE(clicked.last().at(1).toInt(), 2);
    QTest::keyClick(&widget, Qt::Key_Up);
    QTest::keyClick(&widget, Qt::Key_Up); // clamped at the top
    QCOMPARE(clicked.last().at(0).toInt(), 0);
    QCOMPARE(widget.style().selectedRow, 0);
}

void TestHeatmapWidget::sizeHintFromNaturalSize()
{
    HeatmapWidget widget;
    widget.setData(squareData(4));
    const QSize hint = widget.sizeHint();
    const QSizeF natural = widget.renderer().naturalSize(widget.font(), &widget);
    QCOMPARE(hint, natural.toSize());
    widget.setContentsMargins(3, 3, 3, 3);
    QCOMPARE(widget.sizeHint(), natural.toSize() + QSize(6, 6));
    // 4 cells of about 48 px plus labels and colorbar.
    QVERIFY(hint.width() > 4 * 40 && hint.width() < 700);
    QVERIFY(hint.height() > 4 * 40 && hint.height() < 600);
}

void TestHeatmapWidget::large512Paints()
{
    const int n = 512;
    HeatmapData data = squareData(n);
    data.hidden = BoolMatrix::Constant(n, n, false);
    for (int r = 0; r < n; ++r)
        for (int c = r + 1; c < n; ++c)
            (*data.hidden)(r, c) = true;
    HeatmapWidget widget;
    widget.setData(data);
    showWidget(widget, {1000, 800});
    QVERIFY(widget.currentLayout().pixelImage);
    const QImage shot = widget.grab().toImage();
    QVERIFY(!shot.isNull());
    QSignalSpy hovered(&widget, &HeatmapWidget::cellHovered);
    QTest::mouseMove(&widget, QPoint(3, 3)); // Qt drops a move to the last position
    QTest::mouseMove(&widget, widget.cellRect(300, 100).center().toPoint());
    QTRY_COMPARE(hovered.count(), 1);
    QCOMPARE(hovered.at(0).at(0).toInt(), 300);
    QCOMPARE(hovered.at(0).at(1).toInt(), 100);
}

void TestHeatmapWidget::contentsMarginsShowBackground()
{
    // The app frames the current head's thumbnail with its palette, around the figure.
    HeatmapWidget widget;
    widget.setData(squareData(3));
    HeatmapStyle style = widget.style();
    style.showColorbar = style.showLabels = false;
    style.annotate = false; // the centre pixel is the cell's colour
    widget.setStyle(style);
    widget.setAutoFillBackground(true);
    QPalette palette = widget.palette();
    palette.setColor(QPalette::Window, Qt::red);
    widget.setPalette(palette);
    widget.setContentsMargins(4, 4, 4, 4);
    widget.resize(200, 200);
    const QImage shot = widget.grab().toImage();
    QCOMPARE(QColor(shot.pixel(1, 1)), QColor(Qt::red));
    QCOMPARE(QColor(shot.pixel(6, 6)), QColor(Qt::white)); // the figure's own background
    const QPoint centre = widget.cellRect(1, 1).center().toPoint();
    QCOMPARE(shot.pixel(centre), widget.renderer().cellColor(1, 1).rgb());
}

void TestHeatmapWidget::hoveredCellIsOutlined()
{
    HeatmapWidget widget;
    HeatmapData data = squareData(4);
    data.values.setConstant(0.5); // one colour: only an outline can differ
    widget.setData(data);
    HeatmapStyle style;
    style.annotate = false;
    widget.setStyle(style);
    showWidget(widget);
    const QRectF cell = widget.cellRect(1, 2);
    QVERIFY(!cell.isEmpty());
    const auto edge = [&](const QImage& image) {
        const double dpr = image.devicePixelRatio();
        return image.pixelColor(QPointF(cell.left() + 2, cell.center().y()).toPoint() * dpr);
    };
    QTest::mouseMove(&widget, QPoint(1, 1));
    QCOMPARE(widget.hoveredCell(), QPoint(-1, -1));
    const QImage before = widget.grab().toImage();
    QTest::mouseMove(&widget, cell.center().toPoint());
    QCOMPARE(widget.hoveredCell(), QPoint(2, 1));
    const QImage hovered = widget.grab().toImage();
    QVERIFY2(edge(hovered) != edge(before), "the hovered cell has an outline");
    // The centre of the cell keeps its colour: the value stays readable.
    QCOMPARE(hovered.pixelColor(cell.center().toPoint() * hovered.devicePixelRatio()),
             before.pixelColor(cell.center().toPoint() * before.devicePixelRatio()));
    QTest::mouseMove(&widget, QPoint(1, 1));
    QCOMPARE(edge(widget.grab().toImage()), edge(before));
}

void TestHeatmapWidget::largerTextNeverShrinksTheCells_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<QSize>("size");
    QTest::newRow("4 tokens, 1280 x 720 map area") << 4 << QSize(900, 520);
    QTest::newRow("4 tokens, small") << 4 << QSize(420, 300);
    QTest::newRow("4 tokens, full screen") << 4 << QSize(1900, 900);
    QTest::newRow("10 tokens, 1024 x 768 map area") << 10 << QSize(560, 420);
    QTest::newRow("40 tokens") << 40 << QSize(700, 500);
}

void TestHeatmapWidget::largerTextNeverShrinksTheCells()
{
    // The map of the app: in a scroll area, keeping its text at least 3/4 of the font. For the
    // same room, text scales 1, 1.5, 2 and 3 give text and cells at least as large as before,
    // everything inside the figure, nothing over the title.
    QFETCH(int, n);
    QFETCH(QSize, size);
    QScrollArea area;
    area.setFrameShape(QFrame::NoFrame);
    area.setWidgetResizable(true);
    auto* widget = new HeatmapWidget;
    widget->setData(squareData(n));
    widget->setShrinkLimit(0.75);
    area.setWidget(widget);
    area.resize(size);
    area.show();
    QVERIFY(QTest::qWaitForWindowExposed(&area));
    const QFont base = QApplication::font();
    double lastCell = 0, lastText = 0;
    for (const double scale : {1.0, 1.5, 2.0, 3.0}) {
        QFont font = base;
        font.setPointSizeF(base.pointSizeF() * scale);
        widget->setFont(font);
        QCoreApplication::processEvents(); // the scroll area lays the widget out
        const HeatmapRenderer::Layout& l = widget->currentLayout();
        const double cell = std::min(l.cellWidth, l.cellHeight);
        const double text = l.tokenFont.pointSizeF();
        const QString where = QStringLiteral("scale %1: cells %2 px (%3 before), text %4 pt "
                                             "(%5 before), widget %6 x %7")
                                  .arg(scale)
                                  .arg(cell)
                                  .arg(lastCell)
                                  .arg(text)
                                  .arg(lastText)
                                  .arg(widget->width())
                                  .arg(widget->height());
        // 1 %: text sizes are whole pixels, not exactly proportional.
        QVERIFY2(cell >= lastCell * 0.99, qPrintable(where));
        QVERIFY2(text >= lastText * 0.99, qPrintable(where));
        // The text never falls under 3/4 of the font: the widget grows and scrolls instead.
        QVERIFY2(text >= 0.74 * font.pointSizeF(), qPrintable(where));
        QVERIFY2(!l.colorbar.intersects(l.title), qPrintable(where));
        const QRectF inside(widget->rect());
        for (const auto* list : {&l.texts, &l.rowLabels, &l.columnLabels, &l.colorbarTicks})
            for (const auto& label : *list) {
                QVERIFY2(inside.contains(label.bounds), qPrintable(where + label.text));
                if (label.role != HeatmapRenderer::Label::Title)
                    QVERIFY2(!label.bounds.intersects(l.title), qPrintable(where + label.text));
            }
        lastCell = cell;
        lastText = text;
    }
}

QTEST_MAIN(TestHeatmapWidget)
#include "tst_heatmapwidget.moc"

// The heatmap as assistive technology meets it (widgets/heatmapaccessible.h): a table named by
// its title, the tokens as row and column descriptions, each cell a sentence (hidden cells and
// −∞ scores say "masked", the legend's own word when it has one), the cell cursor as focus
// child and selection; and the keyboard: Tab in, arrows, Home and End, Esc back out, the
// arrows' ShortcutOverride kept while Page Down is not.
#include "heatmapaccessible.h"
#include "heatmapwidget.h"

#include <QAccessible>
#include <QLineEdit>
#include <QSignalSpy>
#include <QVBoxLayout>
#include <QtTest>

#include <limits>

using namespace attnlab;

namespace {

HeatmapData weights()
{
    HeatmapData d;
    d.values = Matrix(3, 3);
    d.values << 0.121, 0.741, 0.138, //
        0.5, 0.5, 0.0,               //
        0.2, 0.3, 0.5;
    d.hidden = BoolMatrix::Constant(3, 3, false);
    (*d.hidden)(1, 2) = true; // masked: its weight of 0 is not a value
    d.rowLabels = {QStringLiteral("The"), QStringLiteral("black"), QStringLiteral("cat")};
    d.columnLabels = d.rowLabels;
    d.title = QStringLiteral("Attention weights\n(softmax)");
    d.rowAxisTitle = QStringLiteral("Query");
    d.columnAxisTitle = QStringLiteral("Key");
    d.valueLabel = QStringLiteral("attention weight");
    return d;
}

QAccessibleTableInterface* tableOf(HeatmapWidget& widget)
{
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(&widget);
    return iface ? iface->tableInterface() : nullptr;
}

} // namespace

class TestHeatmapAccessible : public QObject
{
    Q_OBJECT

private slots:
    void isATable();
    void cellSentences_data();
    void cellSentences();
    void legendWordForHidden();
    void newShapeNewCells();
    void keyboard();
    void arrowsAreTheMapsWhileFocused();
};

void TestHeatmapAccessible::isATable()
{
    HeatmapWidget widget;
    widget.setData(weights());
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(&widget);
    QVERIFY(iface);
    QCOMPARE(iface->role(), QAccessible::Table);
    QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Attention weights (softmax)"));
    QVERIFY(iface->text(QAccessible::Description).contains(QStringLiteral("3 rows × 3 columns")));
    QAccessibleTableInterface* table = iface->tableInterface();
    QVERIFY(table);
    QCOMPARE(table->rowCount(), 3);
    QCOMPARE(table->columnCount(), 3);
    QCOMPARE(iface->childCount(), 9);
    QCOMPARE(table->rowDescription(2), QStringLiteral("cat"));
    QCOMPARE(table->columnDescription(1), QStringLiteral("black"));
    QVERIFY(!table->cellAt(3, 0));
    // children are the cells row by row, the same objects each time
    QAccessibleInterface* cell = table->cellAt(1, 2);
    QCOMPARE(iface->child(5), cell);
    QCOMPARE(iface->indexOfChild(cell), 5);
    QCOMPARE(cell->parent(), iface);
    QCOMPARE(cell->role(), QAccessible::Cell);
    QCOMPARE(cell->tableCellInterface()->rowIndex(), 1);
    QCOMPARE(cell->tableCellInterface()->columnIndex(), 2);
    // an explicit accessible name wins over the title
    widget.setAccessibleName(QStringLiteral("Weights, head 1"));
    QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Weights, head 1"));
}

void TestHeatmapAccessible::cellSentences_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("value");
    QTest::newRow("largest") << 0 << 1
                             << QStringLiteral("Query The, key black, attention weight 0.74, "
                                               "the largest in its row")
                             << QStringLiteral("0.74");
    QTest::newRow("smallest") << 0 << 0
                              << QStringLiteral("Query The, key The, attention weight 0.12, "
                                                "the smallest in its row")
                              << QStringLiteral("0.12");
    QTest::newRow("tie is neither")
        << 1 << 0 << QStringLiteral("Query black, key The, attention weight 0.50")
        << QStringLiteral("0.50");
    QTest::newRow("masked") << 1 << 2 << QStringLiteral("Query black, key cat, masked")
                            << QString();
}

void TestHeatmapAccessible::cellSentences()
{
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(QString, name);
    QFETCH(QString, value);
    HeatmapWidget widget;
    widget.setData(weights());
    QAccessibleInterface* cell = tableOf(widget)->cellAt(row, column);
    QCOMPARE(cell->text(QAccessible::Name), name);
    QCOMPARE(cell->text(QAccessible::Value), value);
    QCOMPARE(cell->text(QAccessible::Value), widget.renderer().cellText(row, column));
}

void TestHeatmapAccessible::legendWordForHidden()
{
    HeatmapWidget widget;
    HeatmapData d = weights();
    d.hiddenLabel = QStringLiteral("not computed yet");
    d.values(2, 0) = -std::numeric_limits<double>::infinity(); // a masked score
    d.valueLabel = QStringLiteral("scaled score");
    widget.setData(d);
    QCOMPARE(tableOf(widget)->cellAt(1, 2)->text(QAccessible::Name),
             QStringLiteral("Query black, key cat, not computed yet"));
    QCOMPARE(tableOf(widget)->cellAt(2, 0)->text(QAccessible::Name),
             QStringLiteral("Query cat, key The, scaled score −∞, not computed yet"));
}

void TestHeatmapAccessible::newShapeNewCells()
{
    HeatmapWidget widget;
    widget.setData(weights());
    QAccessibleTableInterface* table = tableOf(widget);
    QVERIFY(table->cellAt(2, 2));
    HeatmapData d;
    d.values = Matrix::Constant(2, 5, 0.2);
    widget.setData(d);
    QCOMPARE(table->rowCount(), 2);
    QCOMPARE(table->columnCount(), 5);
    QVERIFY(!table->cellAt(2, 2));
    QVERIFY(table->cellAt(1, 4));
    // no axis titles or labels: the indices
    QCOMPARE(table->cellAt(1, 4)->text(QAccessible::Name), QStringLiteral("1, 4, 0.20"));
}

void TestHeatmapAccessible::keyboard()
{
    QWidget window;
    auto* before = new QLineEdit(&window);
    auto* map = new HeatmapWidget(&window);
    auto* layout = new QVBoxLayout(&window);
    layout->addWidget(before);
    layout->addWidget(map);
    map->setData(weights());
    window.resize(500, 500);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    before->setFocus();
    QTRY_VERIFY(before->hasFocus());
    // Tab takes the map; the first arrow starts at the top-left cell
    QTest::keyClick(&window, Qt::Key_Tab);
    QTRY_VERIFY(map->hasFocus());
    QSignalSpy clicked(map, &HeatmapWidget::cellClicked);
    QTest::keyClick(map, Qt::Key_Down);
    QTest::keyClick(map, Qt::Key_Down);
    QCOMPARE(clicked.size(), 2);
    QCOMPARE(clicked.last(), (QVariantList{1, 0}));
    QTest::keyClick(map, Qt::Key_End);
    QCOMPARE(clicked.last(), (QVariantList{1, 2}));
    QTest::keyClick(map, Qt::Key_Home);
    QCOMPARE(clicked.last(), (QVariantList{1, 0}));
    QTest::keyClick(map, Qt::Key_Right);
    QCOMPARE(map->style().selectedRow, 1);
    QCOMPARE(map->style().selectedColumn, 1);
    // the table's focus child and selection are the cursor's cell
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(map);
    QAccessibleInterface* focused = iface->focusChild();
    QVERIFY(focused);
    QCOMPARE(focused, iface->tableInterface()->cellAt(1, 1));
    QVERIFY(focused->state().focused && focused->state().selected);
    QCOMPARE(iface->tableInterface()->selectedCells(), QList<QAccessibleInterface*>{focused});
    // Esc gives the focus back to where it came from
    QTest::keyClick(map, Qt::Key_Escape);
    QTRY_VERIFY(before->hasFocus());
    QVERIFY(!iface->focusChild());
}

void TestHeatmapAccessible::arrowsAreTheMapsWhileFocused()
{
    const auto overrides = [](int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
        QKeyEvent event(QEvent::ShortcutOverride, key, modifiers);
        return HeatmapWidget::keepsKey(&event);
    };
    for (int key :
         {Qt::Key_Left, Qt::Key_Right, Qt::Key_Up, Qt::Key_Down, Qt::Key_Home, Qt::Key_End})
        QVERIFY(overrides(key));
    // Page Down / Up, Space and the presenter's keys still step; Ctrl+← is not the map's
    for (int key : {Qt::Key_PageDown, Qt::Key_PageUp, Qt::Key_Space, Qt::Key_B, Qt::Key_F5})
        QVERIFY(!overrides(key));
    QVERIFY(!overrides(Qt::Key_Left, Qt::ControlModifier));
    // and the widget accepts the override itself (a window's → shortcut does not fire)
    HeatmapWidget widget;
    widget.setData(weights());
    QKeyEvent right(QEvent::ShortcutOverride, Qt::Key_Right, Qt::NoModifier);
    right.ignore();
    QCoreApplication::sendEvent(&widget, &right);
    QVERIFY(right.isAccepted());
    QKeyEvent next(QEvent::ShortcutOverride, Qt::Key_PageDown, Qt::NoModifier);
    next.ignore();
    QCoreApplication::sendEvent(&widget, &next);
    QVERIFY(!next.isAccepted());
}

QTEST_MAIN(TestHeatmapAccessible)
#include "tst_heatmapaccessible.moc"

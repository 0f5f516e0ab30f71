// What a screen reader meets in the main window (issue 35): for every kind of attention, the
// step view's map is a table of the right shape whose cells read the trace's numbers, on every
// stage; and in the window, on every view (the step view of each kind, every lab), no control
// that takes the focus is without an accessible name (a label's buddy, its own text, or
// setAccessibleName; a tooltip is not a name).
#include "announcer.h"
#include "attentionpanel.h"
#include "colormap.h"
#include "document.h"
#include "exportdialog.h"
#include "flashmemoryview.h"
#include "heatmapwidget.h"
#include "inspector.h"
#include "kinddescription.h"
#include "lessonquestiondialog.h"
#include "lessonstepdialog.h"
#include "mainwindow.h"
#include "numberformat.h"
#include "preferencesdialog.h"
#include "presentermode.h"
#include "stageview.h"
#include "testfiles.h"
#include "translations.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenu>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QToolBar>
#include <QtTest>

#include <map>
#include <memory>

using namespace attnlab;

namespace {

/// One example per kind of attention (the first in file-name order): kind id → file.
std::map<std::string, QString> examplePerKind()
{
    std::map<std::string, QString> files;
    const QDir dir(QStringLiteral(ATTNLAB_SOURCE_DIR "/examples"));
    for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QJsonObject o = QJsonDocument::fromJson(file.readAll()).object();
        const std::string kind =
            o.value(QStringLiteral("kind")).toString(QStringLiteral("softmax")).toStdString();
        files.emplace(kind, dir.filePath(name));
    }
    return files;
}

/// The focusable, visible controls under root whose accessible name is empty, as
/// "Class objectName (tooltip)" lines.
QStringList unnamedControls(QWidget* root)
{
    QStringList unnamed;
    for (QWidget* w : root->findChildren<QWidget*>()) {
        if (!w->isVisible() || !(w->focusPolicy() & Qt::TabFocus) || w->focusProxy())
            continue;
        // A tab bar is read by its tabs, each named by its text.
        if (const auto* bar = qobject_cast<const QTabBar*>(w)) {
            bool named = true;
            for (int i = 0; i < bar->count(); ++i)
                named = named && !bar->tabText(i).isEmpty();
            if (named)
                continue;
        }
        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(w);
        if (!iface || !iface->text(QAccessible::Name).trimmed().isEmpty())
            continue;
        unnamed << QStringLiteral("%1 \"%2\" in %3 \"%5\" (tooltip: %4)")
                       .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName(),
                            QString::fromLatin1(w->parentWidget()
                                                    ? w->parentWidget()->metaObject()->className()
                                                    : "none"),
                            w->toolTip().left(60),
                            w->parentWidget() ? w->parentWidget()->objectName() : QString());
    }
    return unnamed;
}

/// "Class 'name'" for a failure message.
QString describe(const QWidget* w)
{
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(const_cast<QWidget*>(w));
    return QStringLiteral("%1 '%2'").arg(QString::fromLatin1(w->metaObject()->className()),
                                         iface ? iface->text(QAccessible::Name) : QString());
}

/// The controls Tab visits, in order: Tab pressed from start until the focus comes back to a
/// control it visited (or 400 presses).
QList<QWidget*> tabChain(QWidget* start)
{
    QList<QWidget*> chain;
    start->setFocus(Qt::TabFocusReason);
    QWidget* w = QApplication::focusWidget();
    while (w && chain.size() < 400) {
        chain << w;
        QTest::keyClick(w, Qt::Key_Tab);
        QWidget* next = QApplication::focusWidget();
        if (!next || chain.contains(next))
            break;
        w = next;
    }
    return chain;
}

/// Where chain steps against the reading order inside container: from a control to one that
/// stands above it, or on its line and to its left (lines: vertical spans that overlap).
QStringList readingOrderBreaks(const QList<QWidget*>& chain, QWidget* container)
{
    QStringList breaks;
    const QWidget* previous = nullptr;
    QRect before;
    for (QWidget* w : chain) {
        if (!container->isAncestorOf(w))
            continue;
        const QRect r(w->mapTo(container, QPoint(0, 0)), w->size());
        if (previous) {
            const bool sameLine =
                (r.center().y() >= before.top() && r.center().y() <= before.bottom()) ||
                (before.center().y() >= r.top() && before.center().y() <= r.bottom());
            if (sameLine ? r.left() < before.left() : r.center().y() < before.center().y())
                breaks << QStringLiteral("%1 at (%2, %3) before %4 at (%5, %6)")
                              .arg(describe(previous))
                              .arg(before.left())
                              .arg(before.top())
                              .arg(describe(w))
                              .arg(r.left())
                              .arg(r.top());
        }
        previous = w;
        before = r;
    }
    return breaks;
}

} // namespace

class TestAccessibility : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyKindsMapIsATable();
    void everyControlHasAName();
    void tabFollowsTheReadingOrder();
    void changesAreAnnounced();
    void richTooltipsArePlainDescriptions();
    void dialogsHaveNames();
    void everyToolBarActionIsInAMenu();
    void presenterFocusIsVisible();
};

void TestAccessibility::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    installTranslators(*QCoreApplication::instance(), QStringLiteral("en"));
}

void TestAccessibility::everyKindsMapIsATable()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const auto files = examplePerKind();
    for (const std::string& kind : attentionKinds())
        QVERIFY2(files.count(kind), kind.c_str()); // every kind has an example
    for (const auto& [kind, file] : files) {
        QVERIFY2(window.openFile(file), qPrintable(file));
        window.document()->waitForResult();
        QVERIFY2(window.document()->hasResult(), qPrintable(file));
        StageView* view = window.stageView();
        HeatmapWidget* map = view->heatmap();
        const KindDescription& description = kindDescription(kind);
        for (int stage = 0; stage < int(view->stageActions().size()); ++stage) {
            view->stageActions()[stage]->trigger();
            const HeatmapData truth = description.heatmapData(
                view->stageIndex(), window.document()->resolved(), window.document()->kindTrace(),
                view->head(), view->frame());
            QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(map);
            QAccessibleTableInterface* table = iface->tableInterface();
            const QString where = QStringLiteral("%1, stage %2").arg(file).arg(stage);
            QVERIFY2(table, qPrintable(where));
            QVERIFY2(!iface->text(QAccessible::Name).isEmpty(), qPrintable(where));
            QCOMPARE(table->rowCount(), int(truth.values.rows()));
            QCOMPARE(table->columnCount(), int(truth.values.cols()));
            // every cell of small maps, a diagonal of large ones
            const int rows = table->rowCount(), columns = table->columnCount();
            const bool all = qint64(rows) * columns <= 400;
            for (int i = 0; i < rows; ++i)
                for (int j = 0; j < columns; ++j) {
                    if (!all && i != j * rows / std::max(columns, 1))
                        continue;
                    QAccessibleInterface* cell = table->cellAt(i, j);
                    QVERIFY2(cell, qPrintable(where));
                    const QString name = cell->text(QAccessible::Name);
                    const double v = truth.values(i, j);
                    const bool hidden =
                        (truth.hidden && (*truth.hidden)(i, j)) || !std::isfinite(v);
                    if (hidden)
                        QVERIFY2(name.contains(truth.hiddenLabel.isEmpty()
                                                   ? QStringLiteral("masked")
                                                   : truth.hiddenLabel),
                                 qPrintable(where + QStringLiteral(": ") + name));
                    else
                        QVERIFY2(cell->text(QAccessible::Value) ==
                                         NumberFormat::number(v, map->style().decimals) &&
                                     name.contains(cell->text(QAccessible::Value)),
                                 qPrintable(where + QStringLiteral(": ") + name));
                }
        }
    }
    window.document()->undoStack()->setClean();
}

void TestAccessibility::everyControlHasAName()
{
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QStringList failures;
    const auto files = examplePerKind();
    for (const auto& [kind, file] : files) {
        QVERIFY(window.openFile(file));
        window.document()->waitForResult();
        window.views()->setCurrentIndex(0);
        for (const QString& line : unnamedControls(&window))
            if (!failures.contains(line))
                failures << line;
    }
    for (int tab = 0; tab < window.inputTabs()->count(); ++tab) {
        window.inputTabs()->setCurrentIndex(tab);
        QCoreApplication::processEvents();
        for (const QString& line : unnamedControls(&window))
            if (!failures.contains(line))
                failures << line;
    }
    for (int tab = 1; tab < window.views()->count(); ++tab) {
        window.views()->setCurrentIndex(tab);
        QCoreApplication::processEvents();
        for (const QString& line : unnamedControls(&window))
            if (!failures.contains(line))
                failures << line;
    }
    QVERIFY2(failures.isEmpty(),
             qPrintable(QStringLiteral("%1 controls without a name:\n").arg(failures.size()) +
                        failures.join(QLatin1Char('\n'))));
    window.document()->undoStack()->setClean();
}

void TestAccessibility::tabFollowsTheReadingOrder()
{
    // Tab goes through the window as it reads, left to right: the inputs, the centre (the kind
    // and its settings, the steps, the explanation, the map), then the inspector; and inside
    // each, from top to bottom and, on a line, from left to right.
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    QApplication::setActiveWindow(&window);
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QStringList failures;
    const auto files = examplePerKind();
    for (const auto& [kind, file] : files) {
        QVERIFY(window.openFile(file));
        window.document()->waitForResult();
        window.views()->setCurrentIndex(0);
        QCoreApplication::processEvents();
        const QList<QWidget*> chain = tabChain(window.inputTabs()->tabBar());
        // every control Tab can reach is reached, once
        QStringList missed;
        for (QWidget* w : window.findChildren<QWidget*>())
            if ((w->focusPolicy() & Qt::TabFocus) && w->isVisible() && w->isEnabled() &&
                !w->focusProxy() && w->window() == &window && !chain.contains(w))
                missed << describe(w);
        if (!missed.isEmpty() || chain.size() != QSet<QWidget*>(chain.begin(), chain.end()).size())
            failures << QStringLiteral("%1: Tab went round %2 stops, missed %3")
                            .arg(QFileInfo(file).fileName())
                            .arg(chain.size())
                            .arg(missed.join(QStringLiteral(", ")));
        // the regions, each visited once, in order
        QWidget* centre = window.views();
        QWidget* inputs = window.inputTabs()->parentWidget();
        while (inputs && !qobject_cast<QDockWidget*>(inputs))
            inputs = inputs->parentWidget();
        QWidget* inspector = window.inspector();
        QList<int> regions;
        for (QWidget* w : chain) {
            const int region = inputs && inputs->isAncestorOf(w)              ? 0
                               : centre->isAncestorOf(w)                      ? 1
                               : inspector == w || inspector->isAncestorOf(w) ? 2
                                                                              : -1;
            if (region >= 0 && (regions.isEmpty() || regions.last() != region))
                regions << region;
        }
        if (regions != QList<int>{0, 1, 2})
            failures << QStringLiteral("%1: regions in the order %2 (0 inputs, 1 centre, 2 "
                                       "inspector)")
                            .arg(QFileInfo(file).fileName(), [&regions]() -> QString {
                                QStringList l;
                                for (int r : regions)
                                    l << QString::number(r);
                                return l.join(QLatin1Char(' '));
                            }());
        for (QWidget* container :
             {static_cast<QWidget*>(window.attentionPanel()),
              static_cast<QWidget*>(window.stageView()), window.inputTabs()->currentWidget()})
            for (const QString& line : readingOrderBreaks(chain, container))
                failures << QFileInfo(file).fileName() + QStringLiteral(": ") + line;
    }
    // the labs: every control reached once, in the lab's reading order
    for (int tab = 1; tab < window.views()->count(); ++tab) {
        window.views()->setCurrentIndex(tab);
        QCoreApplication::processEvents();
        QWidget* lab = window.views()->currentWidget();
        const QList<QWidget*> chain = tabChain(window.views()->tabBar());
        for (QWidget* w : lab->findChildren<QWidget*>())
            if ((w->focusPolicy() & Qt::TabFocus) && w->isVisible() && w->isEnabled() &&
                !w->focusProxy() && !chain.contains(w))
                failures << window.views()->tabText(tab) + QStringLiteral(": Tab misses ") +
                                describe(w);
        for (const QString& line : readingOrderBreaks(chain, lab))
            failures << window.views()->tabText(tab) + QStringLiteral(": ") + line;
    }
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    QVERIFY(!window.document()->isModified()); // going past the controls changes nothing
}

void TestAccessibility::changesAreAnnounced()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* announcer = window.findChild<Announcer*>();
    QVERIFY(announcer);
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(announcer);
    QCOMPARE(iface->role(), QAccessible::Notification);
    QVERIFY(!(iface->state().focusable));
    QSignalSpy said(announcer, &Announcer::announced);
    QVERIFY(window.openFile(QStringLiteral(ATTNLAB_SOURCE_DIR "/examples/lesson-seed0.json")));
    window.document()->waitForResult();

    // the step shown
    window.stageView()->stageActions().at(0)->trigger();
    said.clear();
    window.stageView()->stageActions().at(3)->trigger();
    QVERIFY(!said.isEmpty());
    QCOMPARE(said.last().at(0).toString(), QStringLiteral("Step 4 of 6 \u00b7 Softmax"));
    QCOMPARE(iface->text(QAccessible::Name), said.last().at(0).toString());

    // the inspector's summary of the cell the keyboard moves to
    said.clear();
    HeatmapWidget* map = window.stageView()->heatmap();
    map->setFocus(Qt::TabFocusReason);
    QTest::keyClick(map, Qt::Key_Home);
    QTest::keyClick(map, Qt::Key_Right);
    QVERIFY(!said.isEmpty());
    const QString summary = said.last().at(0).toString();
    QVERIFY2(summary.contains(QStringLiteral("0.7410")) && !summary.contains(QLatin1Char('<')),
             qPrintable(summary));
    QCOMPARE(summary, window.inspector()->summary());

    // an error
    said.clear();
    Scenario broken = window.document()->scenario();
    broken.kind = InputKind::Matrices;
    broken.q = Matrix::Zero(2, 8);
    broken.k = Matrix::Zero(3, 5); // d_k differs from q's
    broken.v = Matrix::Zero(3, 5);
    window.document()->reset(broken);
    window.document()->waitForResult();
    QVERIFY(!window.document()->hasResult());
    QVERIFY(!said.isEmpty());
    QVERIFY2(said.last().at(0).toString().startsWith(QStringLiteral("Cannot compute")),
             qPrintable(said.last().at(0).toString()));
    window.document()->undoStack()->setClean();
}

void TestAccessibility::richTooltipsArePlainDescriptions()
{
    // A screen reader reads no tags: where a tooltip is rich text, the description is its text.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    int rich = 0;
    for (int tab = 0; tab < window.views()->count(); ++tab) {
        window.views()->setCurrentIndex(tab);
        QCoreApplication::processEvents();
        for (QWidget* w : window.findChildren<QWidget*>()) {
            if (!Qt::mightBeRichText(w->toolTip()))
                continue;
            ++rich;
            QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(w);
            const QString description = iface->text(QAccessible::Description);
            QVERIFY2(!description.isEmpty() && !description.contains(QLatin1Char('<')),
                     qPrintable(describe(w) + QStringLiteral(": ") + description));
        }
    }
    QVERIFY(rich > 0); // the window has such tooltips (the mask's alignment, the kinds)
}

void TestAccessibility::dialogsHaveNames()
{
    // The dialogs a lesson and an export go through: every control named, Tab round each.
    MainWindow window;
    QVERIFY(window.openFile(QStringLiteral(ATTNLAB_SOURCE_DIR "/examples/lesson-seed0.json")));
    window.document()->waitForResult();
    LessonStep step;
    step.scenario = window.document()->scenario();
    std::vector<std::unique_ptr<QDialog>> dialogs;
    dialogs.push_back(std::make_unique<PreferencesDialog>(Preferences::load(), &window));
    dialogs.push_back(std::make_unique<ExportDialog>(window.document(), 3, 0, &window));
    dialogs.push_back(std::make_unique<LessonStepDialog>(step, &window));
    dialogs.push_back(std::make_unique<LessonQuestionDialog>(
        step, QStringList{QStringLiteral("scores"), QStringLiteral("weights")},
        QStringList{tr("Scores"), tr("Weights")}, std::nullopt,
        [](const LessonQuestion&) { return QStringLiteral("ok"); }, &window));
    QStringList failures;
    for (const auto& dialog : dialogs) {
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog.get()));
        for (const QString& line : unnamedControls(dialog.get()))
            failures << QString::fromLatin1(dialog->metaObject()->className()) +
                            QStringLiteral(": ") + line;
        dialog->hide();
    }
    FlashMemoryView memory;
    memory.show();
    QVERIFY(QTest::qWaitForWindowExposed(&memory));
    for (const QString& line : unnamedControls(&memory))
        failures << QStringLiteral("FlashMemoryView: ") + line;
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    window.document()->undoStack()->setClean();
}

void TestAccessibility::everyToolBarActionIsInAMenu()
{
    // What a tool bar offers, the keyboard reaches from the menus (Alt) or by a shortcut.
    MainWindow window;
    QSet<QAction*> inMenus;
    QList<QMenu*> menus;
    for (QAction* a : window.menuBar()->actions())
        if (a->menu())
            menus << a->menu();
    while (!menus.isEmpty()) {
        QMenu* menu = menus.takeFirst();
        for (QAction* a : menu->actions()) {
            inMenus << a;
            if (a->menu())
                menus << a->menu();
        }
    }
    int checked = 0;
    for (QToolBar* bar : window.findChildren<QToolBar*>())
        for (QAction* a : bar->actions()) {
            if (a->isSeparator() || a->text().isEmpty())
                continue;
            ++checked;
            // the action itself, or a menu's twin (the tool bar's Undo keeps a short text
            // where the menu's says what it undoes)
            const auto plain = [](QString t) {
                return t.remove(QLatin1Char('&')).section(QLatin1Char(' '), 0, 0);
            };
            bool twin = false;
            for (QAction* m : std::as_const(inMenus))
                twin = twin || (plain(m->text()) == plain(a->text()) && !m->shortcut().isEmpty());
            QVERIFY2(inMenus.contains(a) || !a->shortcut().isEmpty() || twin,
                     qPrintable(a->text()));
        }
    QVERIFY(checked >= 5);
}

void TestAccessibility::presenterFocusIsVisible()
{
    // In presenter mode (the projector's look) Tab still goes round what is shown, the map
    // included, and the map's focus frame stands out from the figure's background.
    MainWindow window;
    window.show();
    QApplication::setActiveWindow(&window);
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(window.openFile(QStringLiteral(ATTNLAB_SOURCE_DIR "/examples/lesson-seed0.json")));
    window.document()->waitForResult();
    window.presenterMode()->setActive(true);
    QCoreApplication::processEvents();
    HeatmapWidget* map = window.stageView()->heatmap();
    QWidget* start = QApplication::focusWidget() ? QApplication::focusWidget() : &window;
    const QList<QWidget*> chain = tabChain(start);
    QStringList stops;
    for (QWidget* w : chain)
        stops << describe(w);
    QVERIFY2(chain.contains(map), qPrintable(stops.join(QStringLiteral(", "))));
    map->setFocus(Qt::TabFocusReason);
    const QImage image = map->grab().toImage();
    const QColor frame = map->palette().color(QPalette::Highlight);
    // the frame's colour is on the map's edge, and reads on the figure's background
    QCOMPARE(image.pixelColor(1, image.height() / 2).rgb(), frame.rgb());
    QVERIFY(Colormap::contrastRatio(frame, map->style().background) >= 4.5);
    window.presenterMode()->setActive(false);
    window.document()->undoStack()->setClean();
}

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"

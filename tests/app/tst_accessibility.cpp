// What a screen reader meets in the main window (issue 35): for every kind of attention, the
// step view's map is a table of the right shape whose cells read the trace's numbers, on every
// stage; and in the window, on every view (the step view of each kind, every lab), no control
// that takes the focus is without an accessible name (a label's buddy, its own text, or
// setAccessibleName; a tooltip is not a name).
#include "document.h"
#include "heatmapwidget.h"
#include "kinddescription.h"
#include "mainwindow.h"
#include "numberformat.h"
#include "stageview.h"
#include "testfiles.h"
#include "translations.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QtTest>

#include <map>

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

} // namespace

class TestAccessibility : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyKindsMapIsATable();
    void everyControlHasAName();
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

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"

// Presenter mode in front of a class: every screen of the shipped lesson, in English, French and
// Portuguese, on a 1280 x 720 projector with the text at twice its size, shows the whole step
// without scrolling: the whole map (its cells, labels, title and colour bar), the question and
// its inputs, then the verdict; no label cut or drawn over another; the layout does not move
// when the question is answered.
#include "document.h"
#include "heatmapwidget.h"
#include "lessonpanel.h"
#include "mainwindow.h"
#include "presentermode.h"
#include "stageview.h"
#include "testfiles.h"
#include "testlessons.h"
#include "textscale.h"
#include "translations.h"

#include <QAbstractButton>
#include <QFile>
#include <QLabel>
#include <QLayout>
#include <QScrollArea>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace attnlab;

class TestPresenterFit : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyScreenFits_data();
    void everyScreenFits();

private:
    /// Empty when the screen fits; else what does not.
    QString problems(MainWindow& window, const QString& where) const;
    /// problems() once the layout has settled (a second at most).
    QString settled(MainWindow& window, const QString& where) const;
    /// The largest height the window's content asks for on the screen shown.
    int contentHeight(MainWindow& window) const;
};

void TestPresenterFit::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestPresenterFit::everyScreenFits_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << "en";
    QTest::newRow("fr") << "fr";
    QTest::newRow("pt") << "pt";
}

int TestPresenterFit::contentHeight(MainWindow& window) const
{
    // The page around the step (it would scroll past the viewport) and the text column.
    StageView* view = window.stageView();
    const QWidget* page = view->parentWidget();
    int height = page->minimumSizeHint().height();
    const QWidget* column = view->textColumn();
    height = std::max(height, column->mapTo(&window, QPoint(0, 0)).y() +
                                  column->layout()->totalHeightForWidth(column->width()));
    return height;
}

QString TestPresenterFit::problems(MainWindow& window, const QString& where) const
{
    QStringList found;
    const QRect room = window.rect();
    StageView* view = window.stageView();
    // No scrolling: neither the page nor the map.
    for (const QScrollArea* area : window.findChildren<QScrollArea*>()) {
        if (!area->isVisible())
            continue;
        if (area->verticalScrollBar()->maximum() > 0 || area->horizontalScrollBar()->maximum() > 0)
            found << QStringLiteral("%1 scrolls (%2 x %3 more)")
                         .arg(area->objectName().isEmpty()
                                  ? QString::fromLatin1(area->widget()->metaObject()->className())
                                  : area->objectName())
                         .arg(area->horizontalScrollBar()->maximum())
                         .arg(area->verticalScrollBar()->maximum());
    }
    // The whole map on the screen: every cell, label, title and the colour bar.
    HeatmapWidget* map = view->heatmap();
    const QRect mapOnScreen(map->mapTo(&window, QPoint(0, 0)), map->size());
    if (!room.contains(mapOnScreen))
        found << QStringLiteral("the map (%1) leaves the screen")
                     .arg(QStringLiteral("%1,%2 %3x%4")
                              .arg(mapOnScreen.x())
                              .arg(mapOnScreen.y())
                              .arg(mapOnScreen.width())
                              .arg(mapOnScreen.height()));
    const HeatmapRenderer::Layout& l = map->currentLayout();
    if (l.rowCount != map->data().values.rows() || l.columnCount != map->data().values.cols())
        found << QStringLiteral("the map shows %1 x %2 of %3 x %4 cells")
                     .arg(l.rowCount)
                     .arg(l.columnCount)
                     .arg(map->data().values.rows())
                     .arg(map->data().values.cols());
    const QRectF inside = QRectF(map->rect()).adjusted(-1, -1, 1, 1);
    QRectF drawn = l.plot | l.colorbar | l.title;
    QList<HeatmapRenderer::Label> texts = l.texts + l.rowLabels + l.columnLabels + l.colorbarTicks;
    for (const HeatmapRenderer::Label& t : std::as_const(texts)) {
        drawn |= t.bounds;
        if (t.text.endsWith(QChar(0x2026)))
            found << QStringLiteral("the map's text \"%1\" is cut").arg(t.text);
    }
    if (!inside.contains(drawn))
        found << QStringLiteral("the map draws %1 outside its %2")
                     .arg(QVariant(drawn.toRect()).toString(), QVariant(map->rect()).toString());
    // Every label shown: on the screen, as tall as its text needs, over no other.
    QList<QPair<QRect, const QLabel*>> shown;
    for (const QLabel* label : window.findChildren<QLabel*>()) {
        if (!label->isVisibleTo(&window) || label->text().isEmpty() || !label->isVisible())
            continue;
        const QRect r(label->mapTo(&window, QPoint(0, 0)), label->size());
        const QString name = label->text().left(40);
        if (!room.contains(r))
            found << QStringLiteral("\"%1\" at %2 leaves the screen")
                         .arg(name, QVariant(r).toString());
        if (label->wordWrap() && label->heightForWidth(label->width()) > label->height() + 1)
            found << QStringLiteral("\"%1\" is cut: %2 px of %3")
                         .arg(name)
                         .arg(label->height())
                         .arg(label->heightForWidth(label->width()));
        for (const auto& [other, otherLabel] : std::as_const(shown))
            if (r.intersects(other) && !otherLabel->isAncestorOf(label) &&
                !label->isAncestorOf(otherLabel))
                found << QStringLiteral("\"%1\" overlaps \"%2\"")
                             .arg(name, otherLabel->text().left(40));
        shown.append({r, label});
    }
    for (const QAbstractButton* b : window.findChildren<QAbstractButton*>()) {
        if (!b->isVisible() || b->window() != &window)
            continue;
        const QRect r(b->mapTo(&window, QPoint(0, 0)), b->size());
        if (!room.contains(r))
            found << QStringLiteral("button \"%1\" at %2 leaves the screen")
                         .arg(b->text(), QVariant(r).toString());
    }
    if (found.isEmpty())
        return {};
    return where + QStringLiteral(": ") + found.join(QStringLiteral("; "));
}

QString TestPresenterFit::settled(MainWindow& window, const QString& where) const
{
    // The layout is done when the map has kept its place a while (the text's fit is decided
    // once the step's text is laid out).
    const HeatmapWidget* map = window.stageView()->heatmap();
    QRect last;
    for (int i = 0, same = 0; i < 40 && same < 3; ++i) {
        const QRect r(map->mapTo(&window, QPoint(0, 0)), map->size());
        same = r == last ? same + 1 : 0;
        last = r;
        QTest::qWait(25);
    }
    QString found = problems(window, where);
    for (int i = 0; i < 20 && !found.isEmpty(); ++i) {
        QTest::qWait(50);
        found = problems(window, where);
    }
    return found;
}

void TestPresenterFit::everyScreenFits()
{
    QFETCH(QString, language);
    const ScopedTextScale scale(2.0);
    installTranslators(*QCoreApplication::instance(), language);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openLesson(shippedLesson));
    LessonPanel* panel = window.lessonPanel();
    panel->setLanguage(language);
    StageView* view = window.stageView();
    QStringList failures;
    window.presenterMode()->setActive(true);
    // Full screen on the projector's 1280 x 720 (main() makes the offscreen screen so).
    QTRY_COMPARE(window.size(), QSize(1280, 720));
    QVERIFY(panel->parentWidget() && view->isAncestorOf(panel)); // the question beside the map

    // ATTNLAB_SHOTS=folder keeps a picture of each screen (to look at them).
    const QString shots = qEnvironmentVariable("ATTNLAB_SHOTS");
    const auto shoot = [&](const QString& name) {
        if (!shots.isEmpty())
            window.grab().save(QStringLiteral("%1/%2-%3.png").arg(shots, language, name));
    };
    int largest = 0, largestStep = 0, reduced = 0;
    for (int i = 0; i < panel->stepCount(); ++i) {
        panel->goTo(i);
        window.document()->waitForResult();
        QTRY_COMPARE(panel->step(), i);
        QTest::qWait(30); // the layout settles (fitLater, the labels' heights)
        const QString where = QStringLiteral("%1 screen %2").arg(language).arg(i + 1);
        const int height = contentHeight(window);
        if (height > largest) {
            largest = height;
            largestStep = i + 1;
        }
        reduced = std::max(reduced, view->textReduction());
        if (const QString p = settled(window, where); !p.isEmpty())
            failures << p;
        shoot(QStringLiteral("%1").arg(i + 1, 2, 10, QLatin1Char('0')));
        if (!panel->isAsking())
            continue;
        // Answered (here revealed): the verdict too fits, and the map did not move.
        const QRect before(view->heatmap()->mapTo(&window, QPoint(0, 0)), view->heatmap()->size());
        panel->reveal();
        QTest::qWait(30);
        const QRect after(view->heatmap()->mapTo(&window, QPoint(0, 0)), view->heatmap()->size());
        const auto text = [](const QRect& r) {
            return QStringLiteral("%1,%2 %3x%4")
                .arg(r.x())
                .arg(r.y())
                .arg(r.width())
                .arg(r.height());
        };
        if (before != after)
            failures << QStringLiteral("%1: the map moved on the answer, %2 to %3")
                            .arg(where, text(before), text(after));
        if (const QString p = settled(window, where + QStringLiteral(" (answered)")); !p.isEmpty())
            failures << p;
        shoot(QStringLiteral("%1-answered").arg(i + 1, 2, 10, QLatin1Char('0')));
        if (qEnvironmentVariableIsSet("ATTNLAB_FITDEBUG"))
            qDebug() << "panel" << panel->geometry() << panel->heightForWidth(panel->width())
                     << panel->minimumSizeHint() << panel->sizeHint() << "column"
                     << view->textColumn()->geometry() << view->textColumn()->minimumSize()
                     << view->textColumn()->layout()->totalHeightForWidth(
                            view->textColumn()->width())
                     << view->textReduction();
    }
    qInfo("%s: largest content %d px of %d (screen %d), text reduced to level %d at most",
          qPrintable(language), largest, window.height(), largestStep, reduced);
    window.presenterMode()->setActive(false);
    window.document()->undoStack()->setClean();
    installTranslators(*QCoreApplication::instance(), QStringLiteral("en"));
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
}

int main(int argc, char** argv)
{
    // A projector: one screen of 1280 x 720 at 96 dpi (the offscreen platform's default screen
    // is 800 x 800).
    QTemporaryDir dir;
    if (qEnvironmentVariable("QT_QPA_PLATFORM") == QLatin1String("offscreen") && dir.isValid()) {
        const QString config = dir.filePath(QStringLiteral("screen.json"));
        QFile file(config);
        if (file.open(QIODevice::WriteOnly))
            file.write(R"({"screens": [{"name": "projector", "x": 0, "y": 0, "width": 1280,
                "height": 720, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
        file.close();
        qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.toLocal8Bit());
    }
    QApplication app(argc, argv);
    TestPresenterFit test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_presenterfit.moc"

// The lesson panel above the step view in the window (not presenter mode): every screen of the
// shipped lesson, in English, French and Portuguese, on a 1280 x 720 screen with the text at
// twice its size and on a 1600 x 1000 one. The map keeps its place when the question is
// answered; the panel stands whole in the room the page shows, over nothing else; and its text
// (title, note, question, verdict) is whole: each wrapped label as tall as its text needs,
// inside the room's width, seen, or reached by scrolling the panel's text.
#include "document.h"
#include "heatmapwidget.h"
#include "lessonpanel.h"
#include "mainwindow.h"
#include "stageview.h"
#include "testlessons.h"
#include "textscale.h"
#include "translations.h"

#include <QLabel>
#include <QLayout>
#include <QScrollArea>
#include <QScrollBar>
#include <QStandardPaths>
#include <QtTest>

using namespace attnlab;

class TestDockedFit : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyScreen_data();
    void everyScreen();
};

void TestDockedFit::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestDockedFit::everyScreen_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<double>("scale");
    QTest::addColumn<QSize>("room");
    for (const char* language : {"en", "fr", "pt"}) {
        QTest::addRow("%s, 1280 x 720, text x 2", language)
            << QString::fromLatin1(language) << 2.0 << QSize(1264, 680);
        QTest::addRow("%s, 1600 x 1000", language)
            << QString::fromLatin1(language) << 1.0 << QSize(1600, 1000);
    }
}

namespace {

QString text(const QRect& r)
{
    return QStringLiteral("%1,%2 %3x%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

/// Where w stands in another widget's coordinates (in the window: where the map is).
QRect in(const QWidget* w, const QWidget* other)
{
    return {w->mapTo(w->window(), QPoint(0, 0)) - other->mapTo(other->window(), QPoint(0, 0)),
            w->size()};
}

/// Empty when the panel and its text are whole; else what is not.
QString problems(LessonPanel* panel, StageView* view, const QString& where)
{
    QStringList found;
    // The room: the viewport of the page around the panel, seen from its top left.
    QScrollArea* page = nullptr;
    for (QWidget* p = panel->parentWidget(); p && !page; p = p->parentWidget())
        page = qobject_cast<QScrollArea*>(p);
    if (!page)
        return where + QStringLiteral(": the panel is on no page");
    page->horizontalScrollBar()->setValue(0);
    page->verticalScrollBar()->setValue(0);
    const QWidget* room = page->viewport();
    const QRect roomRect = room->rect();
    const QRect panelRect = in(panel, room);
    if (!roomRect.contains(panelRect))
        found << QStringLiteral("the panel (%1) leaves the room (%2)")
                     .arg(text(panelRect), text(roomRect));
    if (panelRect.intersects(in(view, room)))
        found << QStringLiteral("the panel (%1) overlaps the step view (%2; page %3, %4 high at "
                                "least, panel %5, view %6)")
                     .arg(text(panelRect), text(in(view, room)), text(page->widget()->geometry()))
                     .arg(page->widget()->minimumSizeHint().height())
                     .arg(panel->minimumHeight())
                     .arg(view->minimumSizeHint().height());
    auto* scroll = panel->findChild<QScrollArea*>(QStringLiteral("lessonScroll"));
    if (!scroll || !scroll->isVisible())
        return where + QStringLiteral(": the panel's text has no scroll area");
    QWidget* body = scroll->widget();
    const int bodyNeeds = body->layout()->totalHeightForWidth(body->width());
    if (body->height() < bodyNeeds)
        found << QStringLiteral("the panel's text is cut: %1 px of %2")
                     .arg(body->height())
                     .arg(bodyNeeds);
    for (QLabel* label : panel->findChildren<QLabel*>()) {
        if (!label->isVisible() || label->text().isEmpty())
            continue;
        const QString name = label->text().left(40);
        const int needs =
            label->wordWrap() ? label->heightForWidth(label->width()) : label->sizeHint().height();
        if (needs > label->height() + 1)
            found << QStringLiteral("\"%1\" is cut: %2 px of %3")
                         .arg(name)
                         .arg(label->height())
                         .arg(needs);
        // Across: inside the room the page shows (the panel's text does not scroll sideways).
        const QRect r = in(label, room);
        if (r.left() < roomRect.left() || r.right() > roomRect.right())
            found << QStringLiteral("\"%1\" at %2 leaves the room's width %3")
                         .arg(name, text(r))
                         .arg(roomRect.width());
        if (!body->isAncestorOf(label))
            continue; // (the title: in the panel, which is whole in the room)
        // Down: inside the text, and once scrolled to, in its view (a label taller than the
        // view: its top there, the rest reached by scrolling on).
        if (!body->rect().contains(in(label, body)))
            found << QStringLiteral("\"%1\" at %2 leaves the panel's text (%3)")
                         .arg(name, text(in(label, body)), text(body->rect()));
        scroll->ensureWidgetVisible(label, 0, 0);
        const QRect seen = in(label, scroll->viewport());
        const QRect view = scroll->viewport()->rect();
        if (seen.height() <= view.height() ? !view.contains(seen) : seen.top() > 0)
            found << QStringLiteral("\"%1\" scrolled to stands at %2 in %3")
                         .arg(name, text(seen), text(view));
    }
    scroll->verticalScrollBar()->setValue(0);
    // The step view's text above the map: each line whole, none under another (the page
    // scrolls instead).
    for (const char* name : {"formula", "explanation", "note"}) {
        const QLabel* label = view->findChild<QLabel*>(QLatin1String(name));
        if (!label || !label->isVisible() || label->text().isEmpty())
            continue;
        const int needs =
            label->wordWrap() ? label->heightForWidth(label->width()) : label->sizeHint().height();
        if (needs > label->height() + 1)
            found << QStringLiteral("the step view's %1 is cut: %2 px of %3")
                         .arg(QLatin1String(name))
                         .arg(label->height())
                         .arg(needs);
    }
    if (found.isEmpty())
        return {};
    return where + QStringLiteral(": ") + found.join(QStringLiteral("; "));
}

} // namespace

void TestDockedFit::everyScreen()
{
    QFETCH(QString, language);
    QFETCH(double, scale);
    QFETCH(QSize, room);
    const ScopedTextScale textScale(scale);
    installTranslators(*QCoreApplication::instance(), language);
    MainWindow window;
    window.document()->waitForResult();
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.arrangeForRoom(room);
    window.resize(room);
    QTRY_COMPARE(window.size(), room);
    QVERIFY(window.openLesson(shippedLesson));
    LessonPanel* panel = window.lessonPanel();
    panel->setLanguage(language);
    StageView* view = window.stageView();
    const HeatmapWidget* map = view->heatmap();
    // The map's place: the map and the area it scrolls in, in the window.
    const auto place = [&] {
        return QPair<QRect, QRect>(in(map, &window), in(view->mapArea(), &window));
    };
    // The layout is done when the map has kept its place a while.
    const auto settle = [&] {
        QPair<QRect, QRect> last;
        for (int i = 0, same = 0; i < 40 && same < 3; ++i) {
            const auto p = place();
            same = p == last ? same + 1 : 0;
            last = p;
            QTest::qWait(25);
        }
        return last;
    };
    const QString shots = qEnvironmentVariable("ATTNLAB_SHOTS");
    const QString size = QStringLiteral("%1x%2").arg(room.width()).arg(room.height());
    const auto shoot = [&](const QString& name) {
        if (!shots.isEmpty())
            window.grab().save(
                QStringLiteral("%1/docked-%2-%3-%4.png").arg(shots, language, size, name));
    };
    QStringList failures;
    int moved = 0;
    for (int i = 0; i < panel->stepCount(); ++i) {
        panel->goTo(i);
        window.document()->waitForResult();
        QTRY_COMPARE(panel->step(), i);
        const QString where = QStringLiteral("screen %1").arg(i + 1);
        settle();
        if (const QString p = problems(panel, view, where); !p.isEmpty())
            failures << p;
        const auto before = settle();
        shoot(QStringLiteral("%1").arg(i + 1, 2, 10, QLatin1Char('0')));
        if (!panel->isAsking())
            continue;
        panel->reveal();
        const auto after = settle();
        if (before != after) {
            ++moved;
            failures << QStringLiteral("%1: the map moved on the answer, %2 in %3 to %4 in %5")
                            .arg(where, text(before.first), text(before.second), text(after.first),
                                 text(after.second));
        }
        if (const QString p = problems(panel, view, where + QStringLiteral(" (answered)"));
            !p.isEmpty())
            failures << p;
        shoot(QStringLiteral("%1-answered").arg(i + 1, 2, 10, QLatin1Char('0')));
    }
    qInfo("%s at %s: %d of %d screens with a failure, the map moved on %d answers",
          qPrintable(language), qPrintable(size), int(failures.size()), panel->stepCount(), moved);
    window.document()->undoStack()->setClean();
    installTranslators(*QCoreApplication::instance(), QStringLiteral("en"));
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestDockedFit)
#include "tst_dockedfit.moc"

// Speaker notes: in presenter mode with two screens (an offscreen platform given a 1280 × 720
// projector and a 1600 × 1000 laptop), the lesson's notes, the answer before the reveal and what
// comes next go to the screen that is not the presentation's, and the presentation keys work
// there too; with one screen they show only when asked for.
#include "lessonpanel.h"
#include "mainwindow.h"
#include "presentermode.h"
#include "speakernotes.h"
#include "testlessons.h"
#include "translations.h"

#include <QAction>
#include <QApplication>
#include <QScreen>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextDocumentFragment>
#include <QtTest>

using namespace attnlab;

namespace {

const QString& shipped = shippedLesson;

} // namespace

class TestSpeakerNotes : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void theScreenForTheNotes();
    void presenterModeShowsThemOnTheOtherScreen();
    void askedForWithoutPresenterMode();
};

void TestSpeakerNotes::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    installTranslators(*QCoreApplication::instance(), QStringLiteral("en"));
    QCOMPARE(QGuiApplication::screens().size(), 2);
}

void TestSpeakerNotes::theScreenForTheNotes()
{
    const QList<QScreen*> screens = QGuiApplication::screens();
    QCOMPARE(SpeakerNotes::notesScreen(screens, screens[0]), screens[1]);
    QCOMPARE(SpeakerNotes::notesScreen(screens, screens[1]), screens[0]);
    QCOMPARE(SpeakerNotes::notesScreen({screens[0]}, screens[0]), nullptr); // one screen: none
}

void TestSpeakerNotes::presenterModeShowsThemOnTheOtherScreen()
{
    MainWindow window;
    const QList<QScreen*> screens = QGuiApplication::screens();
    window.setScreen(screens[0]);
    window.move(screens[0]->geometry().topLeft());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    SpeakerNotes* notes = window.speakerNotes();
    QVERIFY(window.openLesson(shipped));
    LessonPanel* panel = window.lessonPanel();
    QVERIFY(!notes->isVisible()); // not presenting: the note is in the panel

    window.presenterMode()->setActive(true);
    QTRY_VERIFY(notes->isVisible());
    QCOMPARE(notes->screen(), screens[1]);
    QVERIFY(screens[1]->geometry().contains(notes->geometry().center()));
    const Lesson& lesson = panel->lesson().lesson;
    QVERIFY2(notes->headerText().contains(QStringLiteral("Step 1 of %1").arg(lesson.steps.size())),
             qPrintable(notes->headerText()));
    QVERIFY(notes->notesText().contains(
        QTextDocumentFragment::fromHtml(panel->text(lesson.steps[0].note)).toPlainText().left(40)));
    QVERIFY(notes->nextText().contains(panel->text(lesson.steps[1].title).toHtmlEscaped()));

    // A question: the teacher reads its answer before the room sees it.
    const int asking = stepWith(lesson, LessonQuestion::Kind::Estimate);
    QVERIFY(asking > 0);
    panel->goTo(asking);
    QTRY_VERIFY(panel->isAsking());
    const QString answer = QTextDocumentFragment::fromHtml(panel->answerText()).toPlainText();
    QVERIFY(!answer.isEmpty());
    QVERIFY2(notes->notesText().contains(QStringLiteral("Answer: ") + answer),
             qPrintable(notes->notesText()));
    QVERIFY(panel->verdictText().isEmpty()); // the room does not see it

    // The presentation keys, pressed on the notes' screen: R reveals, → goes on.
    QApplication::setActiveWindow(notes); // as the teacher's click on it does
    QCOMPARE(QApplication::activeWindow(), notes);
    QTest::keyClick(notes, Qt::Key_R);
    QVERIFY(!panel->isAsking());
    QVERIFY(panel->verdictText().contains(answer));
    QVERIFY(notes->notesText().contains(QStringLiteral("Revealed")));
    QTest::keyClick(notes, Qt::Key_Right);
    QCOMPARE(panel->step(), asking + 1);
    QVERIFY(notes->headerText().contains(QStringLiteral("Step %1 of").arg(asking + 2)));
    QTest::keyClick(notes, Qt::Key_Left);
    QCOMPARE(panel->step(), asking);

    // Closed by the teacher, they stay closed on the next steps of this presentation.
    notes->close();
    QVERIFY(!notes->isVisible());
    QTest::keyClick(&window, Qt::Key_Right);
    QCOMPARE(panel->step(), asking + 1);
    QVERIFY(!notes->isVisible());
    window.presenterMode()->setActive(false);
    window.presenterMode()->setActive(true); // a new presentation offers them again
    QTRY_VERIFY(notes->isVisible());
    QApplication::setActiveWindow(notes);

    // Esc on the notes leaves presenter mode, and they go.
    QTest::keyClick(notes, Qt::Key_Escape);
    QVERIFY(!window.presenterMode()->isActive());
    QVERIFY(!notes->isVisible());
}

void TestSpeakerNotes::askedForWithoutPresenterMode()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAction* asked = window.findChild<QAction*>(QStringLiteral("speakerNotes"));
    QVERIFY(asked);
    QVERIFY(!asked->isEnabled()); // no lesson
    QVERIFY(window.openLesson(shipped));
    QVERIFY(asked->isEnabled());
    asked->setChecked(true);
    QVERIFY(window.speakerNotes()->isVisible());
    window.lessonPanel()->close();
    QVERIFY(!window.speakerNotes()->isVisible());
    QVERIFY(!asked->isEnabled());
}

int main(int argc, char** argv)
{
    // Two screens side by side: a projector and the teacher's laptop.
    QTemporaryDir dir;
    const QString config = dir.filePath(QStringLiteral("screens.json"));
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly))
        return 1;
    file.write(R"({"screens": [
        {"name": "projector", "x": 0, "y": 0, "width": 1280, "height": 720, "logicalDpi": 96},
        {"name": "laptop", "x": 1280, "y": 0, "width": 1600, "height": 1000, "logicalDpi": 96}
    ]})");
    file.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.toLocal8Bit());
    QApplication app(argc, argv);
    TestSpeakerNotes test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_speakernotes.moc"

// The shipped lesson with the keyboard alone (issue 35): open it from the File menu (Alt+F,
// E, L, Enter), answer its first question by moving the map's cell cursor and pressing Enter,
// walk every screen with Page Down to the end, and export a figure (Ctrl+E, Enter, a file name,
// Enter), with no mouse event at all.
#include "document.h"
#include "heatmapwidget.h"
#include "imagefile.h"
#include "lessonpanel.h"
#include "mainwindow.h"
#include "stageview.h"
#include "testfiles.h"
#include "translations.h"

#include <QApplication>
#include <QDialog>
#include <QFileDialog>
#include <QLineEdit>
#include <QMenu>
#include <QPointer>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace attnlab;

namespace {

/// Counts the mouse events that reach any widget: there must be none.
class MouseWatch : public QObject
{
public:
    int count = 0;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        switch (event->type()) {
        case QEvent::MouseButtonPress:
        case QEvent::MouseButtonRelease:
        case QEvent::MouseButtonDblClick:
            ++count;
            break;
        default:
            break;
        }
        return QObject::eventFilter(watched, event);
    }
};

/// Sends a key to whatever has the keyboard now (the popup, the modal dialog, the focus).
void press(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QWidget* target = QApplication::activePopupWidget();
    if (!target)
        target = QApplication::focusWidget();
    if (!target)
        target = QApplication::activeWindow();
    QVERIFY(target);
    QTest::keyClick(target, Qt::Key(key), modifiers);
}

} // namespace

class TestKeyboardLesson : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void lessonWithoutAMouse();
};

void TestKeyboardLesson::initTestCase()
{
    installImageDecoder();
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
    installTranslators(*QCoreApplication::instance(), QStringLiteral("en"));
}

void TestKeyboardLesson::lessonWithoutAMouse()
{
    MouseWatch mouse;
    qApp->installEventFilter(&mouse);
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    LessonPanel* panel = window.lessonPanel();

    // File › Examples › Lessons › the shipped lesson
    press(Qt::Key_F, Qt::AltModifier);
    QTRY_VERIFY(QApplication::activePopupWidget());
    const auto popupTitle = [] {
        const auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        return menu ? menu->title() : QString();
    };
    press(Qt::Key_E);
    QTRY_COMPARE(popupTitle(), QStringLiteral("&Examples"));
    press(Qt::Key_L);
    QTRY_COMPARE(popupTitle(), QStringLiteral("&Lessons"));
    press(Qt::Key_Down); // the first (and only) lesson
    press(Qt::Key_Return);
    QTRY_VERIFY(panel->isOpen());
    QCOMPARE(panel->step(), 0);
    window.document()->waitForResult();
    QTRY_VERIFY(panel->isAsking());

    // The first question: which of two scores is larger? Tab to the map, choose with the
    // arrows, give the answer with Enter.
    HeatmapWidget* map = window.stageView()->heatmap();
    for (int i = 0; i < 60 && !map->hasFocus(); ++i)
        press(Qt::Key_Tab);
    QVERIFY(map->hasFocus());
    press(Qt::Key_Home);
    press(Qt::Key_Up);
    press(Qt::Key_Up);
    press(Qt::Key_Up);
    press(Qt::Key_Home);  // token 0, key 0
    press(Qt::Key_Right); // key 1: the lesson's 0.741 is the larger score too
    QCOMPARE(map->style().selectedRow, 0);
    QCOMPARE(map->style().selectedColumn, 1);
    press(Qt::Key_Return);
    QTRY_VERIFY(!panel->isAsking());
    QCOMPARE(panel->answered(), 1);
    QCOMPARE(panel->score(), 1);

    // Every screen with Page Down, to the end.
    const int steps = panel->stepCount();
    for (int i = 1; i < steps; ++i) {
        press(Qt::Key_PageDown);
        QTRY_COMPARE(panel->step(), i);
        window.document()->waitForResult();
    }

    // A figure: Ctrl+E, Enter in the export dialog, a name in the file dialog, Enter.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("last-screen.svg"));
    bool typed = false;
    QTimer fileDialog;
    fileDialog.setInterval(50);
    connect(&fileDialog, &QTimer::timeout, this, [&] {
        auto* files = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
        if (files && !typed) {
            // the name field has the keyboard once the dialog is up (a user types there)
            auto* name = files->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
            if (!name || !name->hasFocus())
                return;
            typed = true;
            name->selectAll();
            QTest::keyClicks(name, path);
            QTest::keyClick(name, Qt::Key_Return);
        } else if (!files && QApplication::activeModalWidget()) {
            // (posted: the dialog's Export opens the file dialog's own loop, and this timer
            // must keep ticking inside it)
            QPointer<QWidget> dialog = QApplication::activeModalWidget();
            QTimer::singleShot(0, dialog, [dialog] {
                if (dialog)
                    QTest::keyClick(dialog, Qt::Key_Return); // Export…
            });
        }
    });
    fileDialog.start();
    QTimer::singleShot(0, &window, [] { press(Qt::Key_E, Qt::ControlModifier); });
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(path), 20000);
    fileDialog.stop();
    QFile svg(path);
    QVERIFY(svg.open(QIODevice::ReadOnly));
    QVERIFY(svg.readAll().contains("<svg"));

    qApp->removeEventFilter(&mouse);
    QCOMPARE(mouse.count, 0);
    window.document()->undoStack()->setClean();
}

QTEST_MAIN(TestKeyboardLesson)
#include "tst_keyboardlesson.moc"

#include "attnlab_version.h" // generated: ATTNLAB_VERSION
#include "autosave.h"
#include "datadirs.h"
#include "document.h"
#include "imagefile.h"
#include "lessonfile.h"
#include "lessonpanel.h"
#include "mainwindow.h"
#include "preferences.h"
#include "translations.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDialog>
#include <QIcon>
#include <QMessageBox>
#include <QTextStream>
#include <QTimer>

#include <cstring>
#include <memory>

namespace {

/// --quit-after-open: what was opened and where the examples are, on standard output.
void reportOpened(const attnlab::MainWindow& window, const QString& path)
{
    QTextStream out(stdout);
    if (attnlab::isLessonFile(path)) {
        const attnlab::LoadedLesson& lesson = window.lessonPanel()->lesson();
        const QString title = QString::fromStdString(
            lesson.lesson.title.in(attnlab::interfaceLanguage().toStdString()));
        const int steps = window.lessonPanel()->stepCount();
        out << (steps == 1 ? QApplication::translate("main", "%1: the lesson “%2”, 1 step")
                                 .arg(path, title)
                           : QApplication::translate("main", "%1: the lesson “%2”, %3 steps")
                                 .arg(path, title)
                                 .arg(steps))
            << '\n';
    } else {
        out << QApplication::translate("main", "%1: opened, the window shows “%2”")
                   .arg(path, window.windowTitle().remove(QStringLiteral("[*]")))
            << '\n';
    }
    if (!window.document()->errorText().isEmpty())
        out << QApplication::translate("main", "The steps are not shown: %1")
                   .arg(window.document()->errorText())
            << '\n';
    out << QApplication::translate("main", "Examples and lessons: %1").arg(attnlab::examplesDir())
        << '\n';
}

/// True when the arguments ask only for text (--help, --version): then no window system is
/// needed, and none is touched (a terminal without a display, a package's build).
bool onlyText(int argc, char* argv[])
{
    for (int i = 1; i < argc; ++i)
        for (const char* option : {"-h", "--help", "--help-all", "-v", "--version", "-?"})
            if (std::strcmp(argv[i], option) == 0)
                return true;
    return false;
}

} // namespace

int main(int argc, char* argv[])
{
    std::unique_ptr<QCoreApplication> application;
    if (onlyText(argc, argv))
        application = std::make_unique<QCoreApplication>(argc, argv);
    else
        application = std::make_unique<QApplication>(argc, argv);
    QCoreApplication& app = *application;
    QCoreApplication::setApplicationName(QStringLiteral("AttnLab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ATTNLAB_VERSION));
    QCoreApplication::setOrganizationName(QStringLiteral("AttnLab"));
    // The installed desktop entry's name (ATTNLAB_APP_ID.desktop), which Wayland matches
    // windows to.
    QGuiApplication::setDesktopFileName(QStringLiteral(ATTNLAB_APP_ID));

    attnlab::installTranslators(app, attnlab::Preferences::load().language);
    // Scenarios may name a picture: the core decodes it with Qt's image readers.
    attnlab::installImageDecoder();

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Explore and teach the attention mechanism."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption quitAfterOpen(
        QStringLiteral("quit-after-open"),
        QApplication::translate("main",
                                "Open the file, wait for its numbers, print what was opened and "
                                "quit (status 2 when it did not open): a check that an "
                                "installation works, also with QT_QPA_PLATFORM=offscreen."));
    parser.addOption(quitAfterOpen);
    parser.addPositionalArgument(
        QStringLiteral("file"),
        QApplication::translate("main", "A scenario (.json) or attention weights (.npy) to open."),
        QStringLiteral("[file]"));
    parser.process(app); // --help and --version print and exit here
    QApplication::setWindowIcon(
        QIcon::fromTheme(QStringLiteral("attnlab"), QIcon(QStringLiteral(":/icons/attnlab.svg"))));
    const QString path = parser.positionalArguments().value(0);
    if (parser.isSet(quitAfterOpen) && path.isEmpty()) {
        QTextStream(stderr) << QApplication::translate("main", "--quit-after-open needs a file")
                            << '\n';
        return 2;
    }

    // The text size before the window is made: it measures itself to fit the screen.
    attnlab::MainWindow::applyTextScale(attnlab::Preferences::load().fontScale);
    attnlab::MainWindow window;
    window.show();
    if (!parser.isSet(quitAfterOpen)) {
        // Work left unsaved by an AttnLab that crashed or was killed: restore or discard it.
        // (Not in a --quit-after-open check: it leaves the recovery copies alone.)
        window.autosave()->offerRecovery();
        if (!path.isEmpty())
            window.openFile(path);
        return QApplication::exec();
    }

    // --quit-after-open: nobody is there to answer a message box, so each one is printed on
    // standard error and closed (the file then counts as not opened).
    bool dialogShown = false;
    bool finished = false;
    QTimer dialogWatch;
    QObject::connect(&dialogWatch, &QTimer::timeout, &app, [&dialogShown] {
        auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        dialogShown = true;
        QString text = dialog->windowTitle();
        if (auto* box = qobject_cast<QMessageBox*>(dialog))
            text += QStringLiteral(": ") + box->text();
        QTextStream(stderr) << text << '\n';
        dialog->reject();
    });
    dialogWatch.start(50);
    QTimer::singleShot(0, &window, [&] {
        const bool opened = window.openFile(path) && !dialogShown;
        const auto finish = [&window, &path, opened, &dialogShown, &finished] {
            if (finished)
                return;
            finished = true;
            if (opened && !dialogShown)
                reportOpened(window, path);
            QApplication::exit(opened && !dialogShown ? 0 : 2);
        };
        attnlab::Document* document = window.document();
        if (!opened || !document->isComputing()) {
            finish();
            return;
        }
        QObject::connect(document, &attnlab::Document::resultChanged, &window, [document, finish] {
            if (!document->isComputing())
                finish();
        });
    });
    return QApplication::exec();
}

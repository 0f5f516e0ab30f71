#include "autosave.h"
#include "mainwindow.h"
#include "preferences.h"
#include "translations.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("AttnLab"));
    QApplication::setApplicationVersion(QStringLiteral(ATTNLAB_VERSION));
    QApplication::setOrganizationName(QStringLiteral("AttnLab"));
    QApplication::setDesktopFileName(QStringLiteral("attnlab"));

    attnlab::installTranslators(app, attnlab::Preferences::load().language);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Explore and teach the attention mechanism."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("file"),
        QApplication::translate("main", "A scenario (.json) or attention weights (.npy) to open."),
        QStringLiteral("[file]"));
    parser.process(app);

    // The text size before the window is made: it measures itself to fit the screen.
    attnlab::MainWindow::applyTextScale(attnlab::Preferences::load().fontScale);
    attnlab::MainWindow window;
    window.show();
    // Work left unsaved by an AttnLab that crashed or was killed: restore or discard it.
    window.autosave()->offerRecovery();
    if (!parser.positionalArguments().isEmpty())
        window.openFile(parser.positionalArguments().constFirst());
    return QApplication::exec();
}

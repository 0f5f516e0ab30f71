#include "attnlab_version.h" // generated: ATTNLAB_VERSION
#include "cliapplication.h"

#include <QGuiApplication>

#include <cstdio>
#include <cstring>
#include <memory>
#include <new>

namespace {

QtMessageHandler previousHandler = nullptr;

/// Drops the warning a root shell without XDG_RUNTIME_DIR (a container, CI) gets from starting
/// the GUI side of Qt: it says nothing about the figure and would be noise on every render.
void quietStartup(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set")))
        return;
    if (previousHandler) {
        previousHandler(type, context, message);
        return;
    }
    std::fprintf(stderr, "%s\n", qPrintable(qFormatLogMessage(type, context, message)));
}

} // namespace

int main(int argc, char* argv[])
{
    // render draws figures, and fonts need a QGuiApplication; compute and explain do not.
    const bool render = argc > 1 && std::strcmp(argv[1], "render") == 0;
    std::unique_ptr<QCoreApplication> app;
    if (render) {
        // A command-line tool opens no window: it runs on the offscreen platform (no display
        // needed, none touched) unless QT_QPA_PLATFORM says otherwise.
        if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        previousHandler = qInstallMessageHandler(quietStartup);
        app = std::make_unique<QGuiApplication>(argc, argv);
        qInstallMessageHandler(previousHandler);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication::setApplicationName(QStringLiteral("attnlab-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ATTNLAB_VERSION));
    QCoreApplication::setOrganizationName(QStringLiteral("AttnLab"));
    try {
        return attnlab::CliApplication().run(QCoreApplication::arguments());
    } catch (const std::bad_alloc&) {
        // Each command refuses what its estimate says will not fit and catches what it
        // allocates; this is the last net, so that running out of memory is never an abort.
        std::fputs("attnlab-cli: not enough memory\n", stderr);
        return 2;
    }
}

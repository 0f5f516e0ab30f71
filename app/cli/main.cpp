#include "attnlab_version.h" // generated: ATTNLAB_VERSION
#include "cliapplication.h"
#include "imagefile.h"

#include <QGuiApplication>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <memory>
#include <mutex>
#include <new>
#include <thread>
#include <unistd.h>

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

/// Image decoding in progress (QuietImageIo): Qt's and libpng's warnings about a bad picture
/// ("libpng warning: iCCP: …") are dropped then; the one-line message says what is wrong.
std::atomic<int> decodingImages{0};
QtMessageHandler outerHandler = nullptr;

void quietImageIo(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (decodingImages.load() > 0 && type != QtFatalMsg && type != QtCriticalMsg)
        return;
    if (outerHandler) {
        outerHandler(type, context, message);
        return;
    }
    std::fprintf(stderr, "%s\n", qPrintable(qFormatLogMessage(type, context, message)));
}

/// Work that takes more than two seconds shows that it is alive: on a terminal only (a script or
/// a test reading stderr gets the messages alone), one line rewritten in place each second,
/// "attnlab-cli: working… 5 s", erased when the command ends (attnlab-cli.1, DIAGNOSTICS).
class Progress
{
public:
    Progress()
    {
        if (!isatty(STDERR_FILENO))
            return;
        fd_ = dup(STDERR_FILENO);
        if (fd_ < 0)
            return;
        thread_ = std::thread([this] {
            const auto start = std::chrono::steady_clock::now();
            std::unique_lock lock(mutex_);
            if (done_.wait_for(lock, std::chrono::seconds(2), [this] { return stop_; }))
                return;
            do {
                const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(
                                         std::chrono::steady_clock::now() - start)
                                         .count();
                // the cursor back at the line's start: a message printed meanwhile writes over
                // it (its own descriptor: stderr is silenced while a picture is decoded)
                dprintf(fd_, "\r\033[Kattnlab-cli: working\u2026 %lld s\r",
                        static_cast<long long>(seconds));
                shown_ = true;
            } while (!done_.wait_for(lock, std::chrono::seconds(1), [this] { return stop_; }));
        });
    }
    ~Progress() { finish(); }
    Progress(const Progress&) = delete;
    Progress& operator=(const Progress&) = delete;

    void finish()
    {
        if (!thread_.joinable())
            return;
        {
            const std::lock_guard lock(mutex_);
            stop_ = true;
        }
        done_.notify_all();
        thread_.join();
        if (shown_)
            dprintf(fd_, "\r\033[K");
        close(fd_);
    }

private:
    std::thread thread_;
    std::mutex mutex_;
    std::condition_variable done_;
    int fd_ = -1;
    bool stop_ = false;
    bool shown_ = false;
};

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
    // Pictures are decoded with Qt's and libpng's warnings silenced (one line says what is
    // wrong with a bad picture).
    outerHandler = qInstallMessageHandler(quietImageIo);
    // libpng writes its errors ("libpng error: Read Error") to stderr itself, past Qt: the
    // descriptor is pointed at /dev/null while a picture is decoded.
    attnlab::setImageDecoder([](const std::string& path) {
        ++decodingImages;
        std::fflush(stderr);
        const int saved = dup(STDERR_FILENO);
        const int null = open("/dev/null", O_WRONLY);
        if (saved >= 0 && null >= 0)
            dup2(null, STDERR_FILENO);
        const auto restore = [&] {
            if (saved >= 0 && null >= 0) {
                std::fflush(stderr);
                dup2(saved, STDERR_FILENO);
            }
            if (saved >= 0)
                close(saved);
            if (null >= 0)
                close(null);
            --decodingImages;
        };
        try {
            attnlab::ImagePixels pixels = attnlab::readImageFile(path);
            restore();
            return pixels;
        } catch (...) {
            restore();
            throw;
        }
    });
    Progress progress;
    try {
        const int code = attnlab::CliApplication().run(QCoreApplication::arguments());
        progress.finish();
        return code;
    } catch (const std::bad_alloc&) {
        progress.finish();
        // Each command refuses what its estimate says will not fit and catches what it
        // allocates; this is the last net, so that running out of memory is never an abort.
        std::fputs("attnlab-cli: not enough memory\n", stderr);
        return 2;
    }
}

#include "scenariofile.h"

#include "fileread.h"
#include "imagefile.h"
#include "inputerror.h"
#include "sizelimits.h"

#include <QFile>
#include <QFileInfo>

#include <filesystem>
#include <system_error>

namespace attnlab {

namespace {
// Scenarios may name a picture ("image"): the core decodes it with Qt's readers, installed as
// soon as the program holds this file, before any scenario is read.
[[maybe_unused]] const bool imageDecoderInstalled = (installImageDecoder(), true);
} // namespace

std::string readInputText(const QString& path, const char* what)
{
    if (path.startsWith(QLatin1String(":/"))) {
        // Built into the app (the Examples menu): a Qt resource.
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            throw InputError(toStd(path), toStd(file.errorString()));
        return file.readAll().toStdString();
    }
    // Regular files only, of at most limits::maxScenarioFileBytes: never a FIFO or /dev/zero.
    return readInputFile(toStd(path), limits::maxScenarioFileBytes, what);
}

LoadedScenario readScenarioFile(const QString& path)
{
    const std::string text = readInputText(path, "a scenario");
    LoadedScenario loaded;
    loaded.baseDir = QFileInfo(path).absolutePath();
    loaded.path = path;
    try {
        loaded.scenario = scenarioFromText(text, loaded.warnings);
    } catch (const InputError& e) {
        throw inputErrorInFile(e, path);
    }
    return loaded;
}

InputError inputErrorInFile(const InputError& error, const QString& path)
{
    const std::string file = toStd(path);
    if (file.empty() || error.where() == file || error.where().starts_with(file + ": "))
        return error;
    return InputError(error.where().empty() ? file : file + ": " + error.where(), error.message());
}

bool isSameFile(const QString& a, const QString& b)
{
    std::error_code error;
    return std::filesystem::equivalent(toStd(a), toStd(b), error) && !error;
}

ResolvedScenario resolveScenarioFile(const LoadedScenario& loaded)
{
    try {
        return resolveScenario(loaded.scenario, toStd(loaded.baseDir));
    } catch (const InputError& e) {
        throw inputErrorInFile(e, loaded.path);
    }
}

} // namespace attnlab

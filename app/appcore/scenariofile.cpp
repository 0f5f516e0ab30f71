#include "scenariofile.h"

#include "fileread.h"
#include "imagefile.h"
#include "inputerror.h"
#include "sizelimits.h"
#include "translations.h"

#include <QFile>
#include <QFileInfo>
#include <QImageReader>

#include <filesystem>
#include <system_error>

namespace attnlab {

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
    return readScenarioFile(path, interfaceLanguage());
}

LoadedScenario readScenarioFile(const QString& path, const QString& language)
{
    const std::string text = readInputText(path, "a scenario");
    LoadedScenario loaded;
    loaded.baseDir = QFileInfo(path).absolutePath();
    loaded.path = path;
    try {
        // words given per language: the reader's (a French class reads « le petit chat »)
        loaded.scenario = scenarioIn(scenarioFromText(text, loaded.warnings), toStd(language));
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

void requireImagePatches(const LoadedScenario& loaded, int maxTokens, const std::string& engine)
{
    const Scenario& s = loaded.scenario;
    if (s.kind != InputKind::Image || s.parameters || s.image.path.empty() ||
        loaded.baseDir.isEmpty())
        return;
    try {
        const std::string path = fileInFolder(s.image.path, toStd(loaded.baseDir), "image.path",
                                              "a scenario", "ball.png");
        QImageReader reader(fromStd(path));
        const QSize size = reader.size(); // the header only
        if (!size.isValid() || size.isEmpty())
            return; // decoding says what is wrong
        const auto [rows, columns] = patchGridSize(s.image, size.height(), size.width());
        if (rows == 0)
            return; // a stride larger than the picture: cutting it says so
        const int s0 = s.image.stride;
        if (s.image.embedding == ImageEmbedding::Patches &&
            3LL * s0 * s0 > static_cast<long long>(limits::maxDim))
            throw InputError("image.stride",
                             "a patch of " + std::to_string(s0) + " × " + std::to_string(s0) +
                                 " pixels has " + std::to_string(3LL * s0 * s0) +
                                 " numbers (C·s·s), more than the " +
                                 std::to_string(limits::maxDim) +
                                 " dimensions a token may have; choose a smaller stride or "
                                 "\"embedding\": \"mean_colour\"");
        const long long patches = static_cast<long long>(rows) * columns;
        if (patches <= maxTokens)
            return;
        const std::string picture =
            std::to_string(size.width()) + " × " + std::to_string(size.height()) + " pixels" +
            (s.image.size ? ", resized to " + std::to_string(s.image.size->second) + " × " +
                                std::to_string(s.image.size->first)
                          : std::string());
        throw InputError(s.image.size ? "image.size" : "image.stride",
                         std::to_string(rows) + " × " + std::to_string(columns) + " = " +
                             std::to_string(patches) + " patches of the picture (" + picture +
                             ") are more than the " + engine + "'s " + std::to_string(maxTokens) +
                             " tokens; choose a larger stride or a smaller \"size\"");
    } catch (const InputError& e) {
        throw inputErrorInFile(e, loaded.path);
    }
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

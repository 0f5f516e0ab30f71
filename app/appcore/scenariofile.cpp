#include "scenariofile.h"

#include "fileread.h"
#include "imagefile.h"
#include "inputerror.h"
#include "sizelimits.h"
#include "translations.h"

#include <QFile>
#include <QFileInfo>
#include <QImageReader>

#include <nlohmann/json.hpp>

#include <cctype>
#include <filesystem>
#include <string_view>
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

namespace {

/// A scenario's text with its sentence (or prompt) in language ("fr", "pt_BR"): a file may give
/// the words that ask per language, like its title,
///   "sentences": {"query": {"en": "the small cat", "fr": "le petit chat", "pt": "o gato pequeno"}}
///   "image": {…, "prompt": {"en": "a red ball", "fr": "une balle rouge", …}}
/// and the reader of language gets that language's words, their language set ("query_language",
/// "prompt_language"); English when the file has none in that language. The text unchanged when
/// it gives no such object (or is not JSON: the core then says why).
std::string scenarioTextInLanguage(const std::string& text, const std::string& language)
{
    // Only a file that gives words per language is read here, and no deeper than the core reads
    // (a file nested 20,000 deep is the core's to refuse, with its line and column).
    const auto givesObject = [&text](std::string_view key) {
        for (std::size_t at = text.find(key); at != std::string::npos;
             at = text.find(key, at + 1)) {
            std::size_t i = at + key.size();
            while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i])))
                ++i;
            if (i >= text.size() || text[i] != ':')
                continue;
            ++i;
            while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i])))
                ++i;
            if (i < text.size() && text[i] == '{')
                return true;
        }
        return false;
    };
    if (!givesObject("\"query\"") && !givesObject("\"prompt\""))
        return text;
    struct TooDeep
    {};
    nlohmann::ordered_json out;
    try {
        out = nlohmann::ordered_json::parse(
            text,
            [](int depth, nlohmann::ordered_json::parse_event_t, nlohmann::ordered_json&) {
                if (depth > 64)
                    throw TooDeep{};
                return true;
            },
            false);
    } catch (const TooDeep&) {
        return text;
    }
    if (out.is_discarded() || !out.is_object())
        return text; // the core says what is wrong with it
    const std::string wanted = language.substr(0, 2);
    bool changed = false;
    // {"en": "the small cat", "fr": "le petit chat"} -> "le petit chat", language "fr"
    const auto pick = [&](const char* block, const char* key, const char* languageKey) {
        const auto b = out.find(block);
        if (b == out.end() || !b->is_object())
            return;
        const auto value = b->find(key);
        if (value == b->end() || !value->is_object())
            return;
        for (const std::string& tag : {wanted, std::string("en")}) {
            const auto chosen = value->find(tag);
            if (chosen != value->end() && chosen->is_string()) {
                const std::string sentence = chosen->get<std::string>();
                *value = sentence;
                (*b)[languageKey] = tag;
                changed = true;
                return;
            }
        }
    };
    pick("sentences", "query", "query_language");
    pick("image", "prompt", "prompt_language");
    return changed ? out.dump(2) : text;
}

} // namespace

LoadedScenario readScenarioFile(const QString& path)
{
    const std::string text =
        scenarioTextInLanguage(readInputText(path, "a scenario"), toStd(interfaceLanguage()));
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

void requireImagePatches(const LoadedScenario& loaded, int maxTokens, const std::string& engine)
{
    const Scenario& s = loaded.scenario;
    if (s.kind != InputKind::Image || s.channels || s.deformable || s.image.path.empty() ||
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

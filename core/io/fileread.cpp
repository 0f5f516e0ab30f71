#include "fileread.h"

#include "inputerror.h"
#include "quote.h"

#include <filesystem>
#include <fstream>
#include <iterator>
#include <system_error>

namespace attnlab {

namespace {
/// The kinds of file the callers name, marked for translation.
MessageArg fileKind(const std::string& kind)
{
    return termOf(kind,
                  {TR_NOOP("Engine", "a scenario"), TR_NOOP("Engine", "a lesson"),
                   TR_NOOP("Engine", "a lexicon file"), TR_NOOP("Engine", "a GloVe file"),
                   TR_NOOP("Engine", "a picture"), TR_NOOP("Engine", "a .npy file"),
                   TR_NOOP("Engine", "a .npz archive"), TR_NOOP("Engine", "a CSV or text matrix"),
                   TR_NOOP("Engine", "a tokens file")});
}
} // namespace

Message byteLimitText(std::uintmax_t bytes)
{
    constexpr std::uintmax_t mib = std::uintmax_t{1} << 20, gib = std::uintmax_t{1} << 30;
    if (bytes % gib == 0)
        return Message(TR_NOOP("Engine", "%1 GiB"), bytes / gib);
    if (bytes % mib == 0)
        return Message(TR_NOOP("Engine", "%1 MiB"), bytes / mib);
    return Message(TR_NOOP("Engine", "%1 bytes"), bytes);
}

std::uintmax_t checkInputFile(const std::string& path, std::uintmax_t maxBytes,
                              const std::string& kind)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec);
    if (!fs::exists(status))
        throw InputError(path, TR_NOOP("Engine", "no such file"));
    if (fs::is_directory(status))
        throw InputError(path, TR_NOOP("Engine", "a folder, not a file"));
    if (!fs::is_regular_file(status))
        throw InputError(
            path,
            TR_NOOP(
                "Engine",
                "not a regular file (a FIFO, a device or a socket); only regular files are read"));
    const std::uintmax_t size = fs::file_size(path, ec);
    if (ec)
        throw InputError(path, TR_NOOP("Engine", "cannot read the file's size (%1)"), ec.message());
    if (size > maxBytes)
        throw InputError(
            path, TR_NOOP("Engine", "the file is too large (%1 bytes; %2 may have at most %3)"),
            size, fileKind(kind), byteLimitText(maxBytes));
    return size;
}

std::string readInputFile(const std::string& path, std::uintmax_t maxBytes, const std::string& kind)
{
    const std::uintmax_t size = checkInputFile(path, maxBytes, kind);
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw InputError(path, TR_NOOP("Engine", "cannot open the file for reading"));
    std::string bytes;
    bytes.reserve(static_cast<std::size_t>(size));
    char buffer[65536];
    while (in) {
        in.read(buffer, sizeof buffer);
        bytes.append(buffer, static_cast<std::size_t>(in.gcount()));
        if (bytes.size() > maxBytes)
            throw InputError(
                path,
                TR_NOOP(
                    "Engine",
                    "the file is too large (it grew past the limit of %1 for %2 while being read)"),
                byteLimitText(maxBytes), fileKind(kind));
    }
    if (in.bad())
        throw InputError(path, TR_NOOP("Engine", "read error"));
    return bytes;
}

namespace {

/// Whether path lies inside folder (both absolute and without "." or ".." parts).
bool isInside(const std::filesystem::path& path, const std::filesystem::path& folder)
{
    auto p = path.begin();
    for (auto f = folder.begin(); f != folder.end(); ++f, ++p) {
        if (f->empty() && std::next(f) == folder.end())
            break; // a trailing separator
        if (p == path.end() || *p != *f)
            return false;
    }
    return true;
}

} // namespace

std::string fileInFolder(const std::string& name, const std::string& baseDir,
                         const std::string& where, const std::string& owner,
                         const std::string& example)
{
    namespace fs = std::filesystem;
    // A NUL would cut the name where the system reads it ("ok.png\0.txt" opens ok.png), and no
    // file name needs a control character.
    if (hasControlCharacter(name))
        throw InputError(
            where, TR_NOOP("Engine", "\"%1\" holds a control character; a file name has none"),
            escapeUserText(name));
    const fs::path path(name);
    if (path.has_root_path())
        throw InputError(where,
                         TR_NOOP("Engine", "\"%1\" is an absolute path; %2 names its files "
                                           "relative to its own folder (\"%3\")"),
                         escapeUserText(name), fileKind(owner), example);
    for (const fs::path& part : path) {
        if (part == "..")
            // the two owners of files: scenarios and lessons
            throw InputError(where,
                             owner == "a lesson"
                                 ? TR_NOOP("Engine", "\"%1\" leads out of the lesson's folder "
                                                     "(\"..\"); put the file in that folder or "
                                                     "below it")
                                 : TR_NOOP("Engine", "\"%1\" leads out of the scenario's folder "
                                                     "(\"..\"); put the file in that folder or "
                                                     "below it"),
                             escapeUserText(name));
    }
    const fs::path file = fs::path(baseDir) / path;
    // A symbolic link may lead out of the folder too: the file's real path (links resolved) must
    // lie inside the folder's, so that a folder shared by a teacher reads nothing else. Links
    // that stay inside it are followed. (":/…" is a Qt resource: no links there.)
    if (baseDir.starts_with(":/"))
        return file.string();
    std::error_code error;
    const fs::path realFolder = fs::weakly_canonical(fs::absolute(baseDir, error), error);
    if (error)
        return file.string(); // no folder to compare with: reading the file says what is wrong
    const fs::path realFile = fs::weakly_canonical(fs::absolute(file, error), error);
    if (error || isInside(realFile, realFolder))
        return file.string();
    // Name the link: the first part of the name that is one and leads out.
    fs::path prefix(baseDir), linkPart;
    for (const fs::path& part : path) {
        prefix /= part;
        linkPart /= part;
        std::error_code e;
        if (fs::is_symlink(fs::symlink_status(prefix, e)) &&
            !isInside(fs::weakly_canonical(prefix, e), realFolder))
            break;
    }
    const std::string link = linkPart.string();
    const bool lesson = owner == "a lesson";
    if (link == name)
        throw InputError(where,
                         lesson
                             ? TR_NOOP("Engine", "\"%1\" is a symbolic link leading outside the "
                                                 "lesson's folder; a lesson reads only files "
                                                 "inside its own folder: copy the file there")
                             : TR_NOOP("Engine", "\"%1\" is a symbolic link leading outside the "
                                                 "scenario's folder; a scenario reads only files "
                                                 "inside its own folder: copy the file there"),
                         escapeUserText(name));
    throw InputError(where,
                     lesson ? TR_NOOP("Engine", "\"%1\" goes through \"%2\", a symbolic link "
                                                "leading outside the lesson's folder; a lesson "
                                                "reads only files inside its own folder: copy the "
                                                "file there")
                            : TR_NOOP("Engine", "\"%1\" goes through \"%2\", a symbolic link "
                                                "leading outside the scenario's folder; a scenario "
                                                "reads only files inside its own folder: copy the "
                                                "file there"),
                     escapeUserText(name), escapeUserText(link));
}

} // namespace attnlab

#include "fileread.h"

#include "inputerror.h"

#include <filesystem>
#include <fstream>
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

std::string byteLimitText(std::uintmax_t bytes)
{
    constexpr std::uintmax_t mib = std::uintmax_t{1} << 20, gib = std::uintmax_t{1} << 30;
    if (bytes % gib == 0)
        return std::to_string(bytes / gib) + " GiB";
    if (bytes % mib == 0)
        return std::to_string(bytes / mib) + " MiB";
    return std::to_string(bytes) + " bytes";
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

std::string fileInFolder(const std::string& name, const std::string& baseDir,
                         const std::string& where, const std::string& owner,
                         const std::string& example)
{
    const std::filesystem::path path(name);
    if (path.has_root_path())
        throw InputError(where,
                         TR_NOOP("Engine", "\"%1\" is an absolute path; %2 names its files "
                                           "relative to its own folder (\"%3\")"),
                         name, fileKind(owner), example);
    for (const std::filesystem::path& part : path) {
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
                             name);
    }
    return (std::filesystem::path(baseDir) / path).string();
}

} // namespace attnlab

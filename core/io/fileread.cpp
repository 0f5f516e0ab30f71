#include "fileread.h"

#include "inputerror.h"
#include "quote.h"

#include <filesystem>
#include <fstream>
#include <iterator>
#include <system_error>

namespace attnlab {

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
        throw InputError(path, "no such file");
    if (fs::is_directory(status))
        throw InputError(path, "a folder, not a file");
    if (!fs::is_regular_file(status))
        throw InputError(path, "not a regular file (a FIFO, a device or a socket); only regular "
                               "files are read");
    const std::uintmax_t size = fs::file_size(path, ec);
    if (ec)
        throw InputError(path, "cannot read the file's size (" + ec.message() + ")");
    if (size > maxBytes)
        throw InputError(path, "the file is too large (" + std::to_string(size) + " bytes; " +
                                   kind + " may have at most " + byteLimitText(maxBytes) + ")");
    return size;
}

std::string readInputFile(const std::string& path, std::uintmax_t maxBytes, const std::string& kind)
{
    const std::uintmax_t size = checkInputFile(path, maxBytes, kind);
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw InputError(path, "cannot open the file for reading");
    std::string bytes;
    bytes.reserve(static_cast<std::size_t>(size));
    char buffer[65536];
    while (in) {
        in.read(buffer, sizeof buffer);
        bytes.append(buffer, static_cast<std::size_t>(in.gcount()));
        if (bytes.size() > maxBytes)
            throw InputError(path, "the file is too large (it grew past the limit of " +
                                       byteLimitText(maxBytes) + " for " + kind +
                                       " while being read)");
    }
    if (in.bad())
        throw InputError(path, "read error");
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
    const std::string folderWord = owner.substr(owner.find(' ') + 1); // "scenario"
    // A NUL would cut the name where the system reads it ("ok.png\0.txt" opens ok.png), and no
    // file name needs a control character.
    if (hasControlCharacter(name))
        throw InputError(where,
                         quoteUserText(name) + " holds a control character; a file name has none");
    const fs::path path(name);
    if (path.has_root_path())
        throw InputError(where, quoteUserText(name) + " is an absolute path; " + owner +
                                    " names its files relative to its own folder (\"" + example +
                                    "\")");
    for (const fs::path& part : path) {
        if (part == "..")
            throw InputError(where, quoteUserText(name) + " leads out of the " + folderWord +
                                        "'s folder (\"..\"); put the file in that folder or "
                                        "below it");
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
    throw InputError(where, (link == name ? quoteUserText(name) + " is a symbolic link leading"
                                          : quoteUserText(name) + " goes through " +
                                                quoteUserText(link) + ", a symbolic link leading") +
                                " outside the " + folderWord + "'s folder; " + owner +
                                " reads only files inside its own folder: copy the file there");
}

} // namespace attnlab

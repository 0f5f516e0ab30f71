#include "fileread.h"

#include "inputerror.h"

#include <filesystem>
#include <fstream>
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

std::string fileInFolder(const std::string& name, const std::string& baseDir,
                         const std::string& where, const std::string& owner,
                         const std::string& example)
{
    const std::filesystem::path path(name);
    if (path.has_root_path())
        throw InputError(where, "\"" + name + "\" is an absolute path; " + owner +
                                    " names its files relative to its own folder (\"" + example +
                                    "\")");
    for (const std::filesystem::path& part : path) {
        if (part == "..")
            throw InputError(where, "\"" + name + "\" leads out of the " +
                                        owner.substr(owner.find(' ') + 1) +
                                        "'s folder (\"..\"); put the file in that folder or "
                                        "below it");
    }
    return (std::filesystem::path(baseDir) / path).string();
}

} // namespace attnlab

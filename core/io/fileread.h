#pragma once

#include "message.h"

#include <cstdint>
#include <string>

namespace attnlab {

/// Checks, before anything is opened, that path names a regular file (symbolic links
/// followed) of at most maxBytes bytes: a FIFO would block the reader and a device such as
/// /dev/zero never ends. kind names the file in the message ("a scenario", "a GloVe file").
/// Returns the size. Throws InputError(path, ...):
///   "no such file", "a folder, not a file",
///   "not a regular file (a FIFO, a device or a socket); only regular files are read",
///   "the file is too large (3000000000 bytes; a GloVe file may have at most 1 GiB)".
std::uintmax_t checkInputFile(const std::string& path, std::uintmax_t maxBytes,
                              const std::string& kind);

/// The whole of a regular file of at most maxBytes bytes (checkInputFile, then a read that
/// stops and refuses the file should it grow past maxBytes meanwhile). Errors as
/// checkInputFile's, and "cannot open the file for reading", "read error".
std::string readInputFile(const std::string& path, std::uintmax_t maxBytes,
                          const std::string& kind);

/// "16 MiB", "1 GiB", "2049 MiB": a limit as the messages and the README write it.
Message byteLimitText(std::uintmax_t bytes);

/// A file named inside another (a scenario's GloVe file, a lesson's scenario): relative to that
/// file's folder baseDir, and inside it. A file received from someone else must not read
/// /etc/shadow or ~/.ssh: an absolute name, a ".." or a symbolic link whose real path leads out
/// of the folder (the file itself or a linked sub-folder; links that stay inside are followed)
/// is an InputError at where, saying that `owner` ("a scenario") names its files relative to
/// its own folder, like `example`. So is a name holding a control character (a NUL included).
std::string fileInFolder(const std::string& name, const std::string& baseDir,
                         const std::string& where, const std::string& owner,
                         const std::string& example);

} // namespace attnlab

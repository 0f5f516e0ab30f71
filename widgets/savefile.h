#pragma once

#include <QByteArray>
#include <QString>

namespace attnlab {

/// Writes bytes to path atomically: the bytes go to a temporary file beside path (QSaveFile),
/// are flushed and checked, and only then replace path. On any failure -- a full disk, a
/// folder that cannot be written, a path that is not a regular file -- the temporary file is
/// removed, an existing file is left exactly as it was, and the reason is returned, naming the
/// file: "/x/result.json: cannot write (No space left on device)". An empty string on success.
///
/// Only regular files are written: a FIFO, a device (/dev/null) or a socket at path (or at
/// the end of a symbolic link there) is refused, never renamed over; so is a folder.
///
/// Every file AttnLab writes goes through here (scenarios, results, figures, exported data).
QString writeFileAtomically(const QString& path, const QByteArray& bytes);

} // namespace attnlab

#include "savefile.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSaveFile>

namespace attnlab {

namespace {

class SaveFile
{
    Q_DECLARE_TR_FUNCTIONS(attnlab::SaveFile)

public:
    static QString cannotWrite(const QString& path, const QString& reason)
    {
        return tr("%1: cannot write (%2)").arg(path, reason);
    }
};

} // namespace

QString writeFileAtomically(const QString& path, const QByteArray& bytes)
{
    // QFileInfo follows symbolic links: a link to /dev/null is a device here too.
    const QFileInfo info(path);
    if (info.isDir())
        return SaveFile::cannotWrite(path, SaveFile::tr("it is a folder"));
    if (info.exists() && !info.isFile())
        return SaveFile::cannotWrite(
            path, SaveFile::tr("it is not a regular file but a FIFO, a device or a socket; only "
                               "regular files are written"));

    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return SaveFile::cannotWrite(path, file.errorString());
    // The bytes pass through QFileDevice's buffer: a full disk often shows only when it is
    // flushed. commit() flushes too, but then renames even when that flush failed (Qt 6.4), so
    // flush here and check before committing.
    if (file.write(bytes) != bytes.size() || !file.flush() ||
        file.error() != QFileDevice::NoError) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return SaveFile::cannotWrite(path, reason);
    }
    if (!file.commit())
        return SaveFile::cannotWrite(path, file.errorString());
    return {};
}

} // namespace attnlab

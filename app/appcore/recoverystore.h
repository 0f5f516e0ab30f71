#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QLockFile>
#include <QString>

#include <map>
#include <memory>

namespace attnlab {

/// A document's recovery copy, as read back from the recovery folder.
struct RecoveryEntry
{
    QString file;         ///< the recovery file
    QString instance;     ///< the instance of AttnLab that wrote it
    QString kind;         ///< "scenario" or "lesson"
    QString title;        ///< the document's title then
    QString originalPath; ///< its file, empty when it had never been saved
    QString baseDir;      ///< where its own files (a picture, .npy inputs) are named from
    QDateTime saved;      ///< when the copy was written
    qint64 pid = 0;       ///< the process that wrote it
    QByteArray content;   ///< the document as Save would have written it
    QString error;        ///< why the file cannot be read (then nothing else is known)
};

/// The recovery copies of one running instance of AttnLab, and those left by instances that
/// stopped without closing (a crash, a kill, a power cut).
///
/// Each instance has its own id; its copies are "<id>.scenario.json" and "<id>.lesson.json"
/// in the recovery folder, and it holds the lock "<id>.lock" (QLockFile) while it runs. Two
/// instances therefore never write each other's files, and a copy whose lock can be taken --
/// no lock, or a lock whose process is no longer running -- was left behind. orphans() takes
/// those locks, so that two instances starting together do not both offer the same copies.
///
/// Every copy is written atomically (QSaveFile): a kill in the middle of a write leaves the
/// previous copy as it was.
class RecoveryStore
{
    Q_DECLARE_TR_FUNCTIONS(RecoveryStore)

public:
    /// The copies go to folder (made when missing); by default defaultFolder().
    explicit RecoveryStore(const QString& folder = defaultFolder());
    /// Releases the locks; the copies stay (removing them is remove()'s choice).
    ~RecoveryStore();
    RecoveryStore(const RecoveryStore&) = delete;
    RecoveryStore& operator=(const RecoveryStore&) = delete;

    /// QStandardPaths::AppDataLocation + "/recovery".
    static QString defaultFolder();

    QString folder() const { return folder_; }
    QString instanceId() const { return instance_; }
    /// Why copies cannot be kept (the folder cannot be made or locked); empty when they can.
    QString error() const { return error_; }

    /// The file of this instance's copy of that kind of document.
    QString fileFor(const QString& kind) const;
    /// Writes this instance's copy of a document (kind "scenario" or "lesson") atomically.
    /// Returns an error text naming the file, or empty.
    QString write(const QString& kind, const QString& title, const QString& originalPath,
                  const QString& baseDir, const QByteArray& content);
    /// Removes this instance's copy of that kind (a save, a discard, a normal close).
    void remove(const QString& kind);
    bool has(const QString& kind) const;

    /// The copies left by instances no longer running, oldest first; their instances' locks
    /// are now held by this store (until resolve() or release()). A file that cannot be read
    /// is listed with error set.
    QList<RecoveryEntry> orphans();
    /// Removes a left copy (restored, or discarded); the dead instance's lock goes with its
    /// last copy.
    void resolve(const RecoveryEntry& entry);
    /// Lets the left copies be offered again (at the next start): their locks are released.
    void release();

    /// Reads one recovery file (the error names it when it cannot).
    static RecoveryEntry read(const QString& file);

private:
    QString lockFor(const QString& instance) const;

    QString folder_;
    QString instance_;
    QString error_;
    std::unique_ptr<QLockFile> lock_;
    /// Locks of instances that stopped, taken by orphans().
    std::map<QString, std::unique_ptr<QLockFile>> taken_;
};

} // namespace attnlab

#include "recoverystore.h"

#include "savefile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>

namespace attnlab {

namespace {

const QLatin1String formatName("attnlab-recovery");
constexpr int formatVersion = 1;

/// "<instance>.<kind>.json" -> instance; empty for another file.
QString instanceOf(const QString& fileName)
{
    if (!fileName.endsWith(QLatin1String(".json")))
        return {};
    const qsizetype dot = fileName.indexOf(QLatin1Char('.'));
    return dot > 0 ? fileName.left(dot) : QString();
}

} // namespace

RecoveryStore::RecoveryStore(const QString& folder) : folder_(folder)
{
    instance_ = QString::number(QCoreApplication::applicationPid()) + QLatin1Char('-') +
                QUuid::createUuid().toString(QUuid::Id128).left(12);
    if (!QDir().mkpath(folder_)) {
        error_ = tr("%1: cannot make the folder for recovery copies")
                     .arg(QDir::toNativeSeparators(folder_));
        return;
    }
    lock_ = std::make_unique<QLockFile>(lockFor(instance_));
    lock_->setStaleLockTime(0); // only a lock whose process has stopped is stale
    if (!lock_->tryLock(0)) {
        error_ = tr("%1: cannot take the lock of this instance's recovery copies")
                     .arg(QDir::toNativeSeparators(lockFor(instance_)));
        lock_.reset();
    }
}

RecoveryStore::~RecoveryStore() = default;

QString RecoveryStore::defaultFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/recovery");
}

QString RecoveryStore::lockFor(const QString& instance) const
{
    return QDir(folder_).filePath(instance + QStringLiteral(".lock"));
}

QString RecoveryStore::fileFor(const QString& kind) const
{
    return QDir(folder_).filePath(instance_ + QLatin1Char('.') + kind + QStringLiteral(".json"));
}

QString RecoveryStore::write(const QString& kind, const QString& title, const QString& originalPath,
                             const QString& baseDir, const QByteArray& content)
{
    if (!error_.isEmpty())
        return error_;
    QJsonObject o;
    o.insert(QStringLiteral("format"), formatName);
    o.insert(QStringLiteral("version"), formatVersion);
    o.insert(QStringLiteral("kind"), kind);
    o.insert(QStringLiteral("title"), title);
    o.insert(QStringLiteral("originalPath"), originalPath);
    o.insert(QStringLiteral("baseDir"), baseDir);
    o.insert(QStringLiteral("saved"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    o.insert(QStringLiteral("pid"), QCoreApplication::applicationPid());
    o.insert(QStringLiteral("instance"), instance_);
    o.insert(QStringLiteral("content"), QString::fromUtf8(content));
    return writeFileAtomically(fileFor(kind), QJsonDocument(o).toJson(QJsonDocument::Indented));
}

void RecoveryStore::remove(const QString& kind)
{
    QFile::remove(fileFor(kind));
}

bool RecoveryStore::has(const QString& kind) const
{
    return QFileInfo::exists(fileFor(kind));
}

RecoveryEntry RecoveryStore::read(const QString& file)
{
    RecoveryEntry e;
    e.file = file;
    e.instance = instanceOf(QFileInfo(file).fileName());
    e.saved = QFileInfo(file).lastModified();
    const QString name = QDir::toNativeSeparators(file);
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) {
        e.error = tr("%1: cannot be read (%2)").arg(name, f.errorString());
        return e;
    }
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &parse);
    if (parse.error != QJsonParseError::NoError) {
        e.error = tr("%1: not a recovery copy: %2 at byte %3")
                      .arg(name, parse.errorString())
                      .arg(parse.offset);
        return e;
    }
    const QJsonObject o = doc.object();
    if (!doc.isObject() || o.value(QStringLiteral("format")).toString() != formatName) {
        e.error =
            tr("%1: not a recovery copy of AttnLab (no \"format\": \"%2\")").arg(name, formatName);
        return e;
    }
    if (o.value(QStringLiteral("version")).toInt() != formatVersion) {
        e.error = tr("%1: recovery copy of version %2; this AttnLab reads version %3")
                      .arg(name, o.value(QStringLiteral("version")).toVariant().toString())
                      .arg(formatVersion);
        return e;
    }
    // Each key of its type, the content not empty.
    for (const char* key : {"kind", "title", "originalPath", "baseDir", "saved", "content"}) {
        if (!o.value(QLatin1String(key)).isString()) {
            e.error = tr("%1: \"%2\" is missing or not a text").arg(name, QLatin1String(key));
            return e;
        }
    }
    e.kind = o.value(QStringLiteral("kind")).toString();
    if (e.kind != QLatin1String("scenario") && e.kind != QLatin1String("lesson")) {
        e.error = tr("%1: \"kind\" is \"%2\", neither \"scenario\" nor \"lesson\"")
                      .arg(name, e.kind.left(40));
        e.kind.clear();
        return e;
    }
    e.content = o.value(QStringLiteral("content")).toString().toUtf8();
    if (e.content.isEmpty()) {
        e.error = tr("%1: \"content\" is empty").arg(name);
        return e;
    }
    e.title = o.value(QStringLiteral("title")).toString();
    e.originalPath = o.value(QStringLiteral("originalPath")).toString();
    e.baseDir = o.value(QStringLiteral("baseDir")).toString();
    const QDateTime saved =
        QDateTime::fromString(o.value(QStringLiteral("saved")).toString(), Qt::ISODateWithMs);
    if (saved.isValid())
        e.saved = saved;
    e.pid = o.value(QStringLiteral("pid")).toInteger();
    return e;
}

QList<RecoveryEntry> RecoveryStore::orphans()
{
    QList<RecoveryEntry> found;
    if (!error_.isEmpty())
        return found;
    const QStringList files =
        QDir(folder_).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QString& name : files) {
        const QString instance = instanceOf(name);
        if (instance.isEmpty() || instance == instance_)
            continue;
        if (!taken_.count(instance)) {
            // Its owner runs while it holds the lock; a lock left by a process that stopped
            // (or no lock at all) can be taken.
            auto lock = std::make_unique<QLockFile>(lockFor(instance));
            lock->setStaleLockTime(0);
            if (!lock->tryLock(0))
                continue;
            taken_.emplace(instance, std::move(lock));
        }
        found << read(QDir(folder_).filePath(name));
    }
    std::stable_sort(
        found.begin(), found.end(),
        [](const RecoveryEntry& a, const RecoveryEntry& b) { return a.saved < b.saved; });
    return found;
}

void RecoveryStore::resolve(const RecoveryEntry& entry)
{
    QFile::remove(entry.file);
    const auto it = taken_.find(entry.instance);
    if (it == taken_.end())
        return;
    const QStringList left = QDir(folder_).entryList({entry.instance + QStringLiteral(".*.json")},
                                                     QDir::Files, QDir::Name);
    if (!left.isEmpty())
        return;
    // A write killed half-way leaves QSaveFile's temporary file ("<id>.<kind>.json.XXXXXX").
    const QStringList partial = QDir(folder_).entryList(
        {entry.instance + QStringLiteral(".*.json.*")}, QDir::Files | QDir::Hidden);
    for (const QString& name : partial)
        QFile::remove(QDir(folder_).filePath(name));
    taken_.erase(it); // unlocks: the lock file goes
}

void RecoveryStore::release()
{
    taken_.clear();
}

} // namespace attnlab

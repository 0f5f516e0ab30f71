#include "modelfiles.h"

#include "inputerror.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#ifndef ATTNLAB_BIN_TO_DATA
#error "ATTNLAB_BIN_TO_DATA (the data folder relative to the binaries) comes from CMake"
#endif

namespace attnlab {

namespace {

constexpr qint64 maxModelFileBytes = qint64{512} << 20;

} // namespace

std::string readModelFile(const QString& path)
{
    QFile file(path);
    if (!file.exists())
        throw InputError(path.toStdString(), "no such file");
    if (file.size() > maxModelFileBytes)
        throw InputError(path.toStdString(), "the file is too large (more than 512 MiB)");
    if (!file.open(QIODevice::ReadOnly))
        throw InputError(path.toStdString(), "cannot open the file for reading");
    const QByteArray bytes = file.readAll();
    return std::string(bytes.constData(), std::size_t(bytes.size()));
}

QString installedModelDir(const QString& name)
{
    return QDir::cleanPath(QCoreApplication::applicationDirPath() + QLatin1Char('/') +
                           QStringLiteral(ATTNLAB_BIN_TO_DATA) + QStringLiteral("/models/") + name);
}

QString shippedModelDir(const QString& name)
{
    const QString installed = installedModelDir(name);
    if (QFileInfo(installed + QStringLiteral("/config.json")).isFile())
        return installed;
    return QStringLiteral(":/models/") + name;
}

} // namespace attnlab

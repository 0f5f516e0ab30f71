#include "datadirs.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#ifndef ATTNLAB_BIN_TO_DATA
#error "ATTNLAB_BIN_TO_DATA (the data folder relative to the binaries) comes from CMake"
#endif

namespace attnlab {

QString installedExamplesDir()
{
    return QDir::cleanPath(QCoreApplication::applicationDirPath() + QLatin1Char('/') +
                           QStringLiteral(ATTNLAB_BIN_TO_DATA) + QStringLiteral("/examples"));
}

QString examplesDir()
{
    const QString installed = installedExamplesDir();
    if (QFileInfo(installed + QStringLiteral("/lessons")).isDir())
        return installed;
    return QStringLiteral(":/examples");
}

} // namespace attnlab

#include "translatormodel.h"

#include "inputerror.h"
#include "npy.h"
#include "savefile.h"

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

} // namespace

QString installedTranslatorModelDir()
{
    return QDir::cleanPath(QCoreApplication::applicationDirPath() + QLatin1Char('/') +
                           QStringLiteral(ATTNLAB_BIN_TO_DATA) +
                           QStringLiteral("/models/translator"));
}

QString translatorModelDir()
{
    const QString installed = installedTranslatorModelDir();
    if (QFileInfo(installed + QStringLiteral("/config.json")).isFile())
        return installed;
    return QStringLiteral(":/models/translator");
}

Translator loadTranslatorModel(const QString& dir)
{
    const QString config = dir + QStringLiteral("/config.json");
    const QString weights = dir + QStringLiteral("/weights.npz");
    const std::string configBytes = readModelFile(config); // the config's problems first
    const std::string weightsBytes = readModelFile(weights);
    return Translator::fromBytes(configBytes, config.toStdString(), weightsBytes,
                                 weights.toStdString());
}

QString stackTokensPath(const QString& npyPath)
{
    const QFileInfo info(npyPath);
    return info.dir().filePath(info.completeBaseName() + QStringLiteral(".tokens.txt"));
}

QString writeEncoderStack(const QString& npyPath, const Translation& t)
{
    std::string tokens;
    for (const std::string& token : t.sourceTokens)
        tokens += token + '\n';
    const std::string npy = writeNpy(attentionStack(t.encoderSelf));
    for (const auto& [path, bytes] :
         {std::pair{npyPath, npy}, std::pair{stackTokensPath(npyPath), tokens}})
        if (const QString error =
                writeFileAtomically(path, QByteArray(bytes.data(), qsizetype(bytes.size())));
            !error.isEmpty())
            return error;
    return {};
}

} // namespace attnlab

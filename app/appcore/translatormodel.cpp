#include "translatormodel.h"

#include "inputerror.h"
#include "modelfiles.h"
#include "npy.h"
#include "savefile.h"

#include <QDir>
#include <QFileInfo>

namespace attnlab {

QString installedTranslatorModelDir()
{
    return installedModelDir(QStringLiteral("translator"));
}

QString translatorModelDir()
{
    return shippedModelDir(QStringLiteral("translator"));
}

Translator loadTranslatorModel(const QString& dir)
{
    return loadModelFiles<Translator>(dir);
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

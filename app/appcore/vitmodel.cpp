#include "vitmodel.h"

#include "modelfiles.h"

namespace attnlab {

QString installedVitModelDir()
{
    return installedModelDir(QStringLiteral("vit"));
}

QString vitModelDir()
{
    return shippedModelDir(QStringLiteral("vit"));
}

Vit loadVitModel(const QString& dir)
{
    return loadModelFiles<Vit>(dir);
}

} // namespace attnlab

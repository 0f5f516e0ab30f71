#include "scenariofile.h"

#include "inputerror.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace attnlab {

LoadedScenario readScenarioFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw InputError(toStd(path), toStd(file.errorString()));
    const QByteArray bytes = file.readAll();
    LoadedScenario loaded;
    loaded.baseDir = QFileInfo(path).absolutePath();
    try {
        loaded.scenario = scenarioFromText(bytes.toStdString(), loaded.warnings);
    } catch (const InputError& e) {
        throw InputError(e.where().empty() ? toStd(path) : toStd(path) + ": " + e.where(),
                         e.detail());
    }
    return loaded;
}

QString writeFileAtomically(const QString& path, const QByteArray& bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QCoreApplication::translate("attnlab", "%1: cannot write (%2)")
            .arg(path, file.errorString());
    if (file.write(bytes) != bytes.size()) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return QCoreApplication::translate("attnlab", "%1: cannot write (%2)").arg(path, reason);
    }
    if (!file.commit())
        return QCoreApplication::translate("attnlab", "%1: cannot write (%2)")
            .arg(path, file.errorString());
    return {};
}

} // namespace attnlab

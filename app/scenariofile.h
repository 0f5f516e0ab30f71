#pragma once

#include "scenario.h"

#include <QString>
#include <QStringList>

namespace attnlab {

/// A scenario read from disk, with what reading it said.
struct LoadedScenario
{
    Scenario scenario;
    Warnings warnings;
    QString baseDir; ///< folder of the file, for relative paths inside it
};

/// Reads a scenario file. Throws InputError whose place starts with the file name.
LoadedScenario readScenarioFile(const QString& path);

/// Writes bytes atomically (QSaveFile): on any failure the existing file is untouched.
/// Returns an empty string on success, otherwise the reason, naming the file.
QString writeFileAtomically(const QString& path, const QByteArray& bytes);

/// Converts between Qt and core strings (UTF-8 throughout).
inline std::string toStd(const QString& s)
{
    return s.toStdString();
}
inline QString fromStd(const std::string& s)
{
    return QString::fromStdString(s);
}
inline QStringList fromStd(const std::vector<std::string>& list)
{
    QStringList out;
    out.reserve(static_cast<qsizetype>(list.size()));
    for (const std::string& s : list)
        out << QString::fromStdString(s);
    return out;
}

} // namespace attnlab

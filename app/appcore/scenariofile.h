#pragma once

#include "inputerror.h"
#include "savefile.h" // writeFileAtomically, for every file written
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
    QString path;    ///< the file, as named by the caller (messages name it so)
};

/// The bytes of an input file AttnLab reads (a scenario, a lesson): a Qt resource (":/…", what
/// ships inside the app) or a regular file of at most limits::maxScenarioFileBytes, never a FIFO
/// or /dev/zero. what names it in errors ("a lesson"). Throws InputError naming the file.
std::string readInputText(const QString& path, const char* what);

/// Reads a scenario file. Throws InputError whose place starts with the file name.
/// Only a regular file of at most limits::maxScenarioFileBytes is read (":/..." resources too).
/// Sentences and prompts given per language are read in the interface language (scenarioIn).
LoadedScenario readScenarioFile(const QString& path);

/// The same, its words given per language read in language ("fr", "pt_BR"; "en" or "": the
/// English ones): attnlab-cli's --language.
LoadedScenario readScenarioFile(const QString& path, const QString& language);

/// resolveScenario of a scenario read from a file: what is found wrong now (heads that do not
/// divide the model dimension, a GloVe file that cannot be read) names the file as reading
/// errors do: "examples/x.json: heads: 3 does not divide the model dimension 2".
ResolvedScenario resolveScenarioFile(const LoadedScenario& loaded);

/// Refuses, from the picture's header alone, a scenario whose picture ("image") would give more
/// patches than maxTokens (the engine that will run it: limits::maxTokens for the reference
/// engine) or patches of more numbers than limits::maxDim, before a pixel is decoded or a
/// "size" resized: a 4096 × 4096 PNG at stride 16 is refused at once, not after gigabytes.
/// Throws InputError at "image.stride" (or "image.path" for the file) naming engine's limit;
/// does nothing for other inputs or a header that does not say its size.
void requireImagePatches(const LoadedScenario& loaded, int maxTokens, const std::string& engine);

/// The same error with the file named in front of its place (nothing added when path is
/// empty or already named there).
InputError inputErrorInFile(const InputError& error, const QString& path);

/// Whether a and b name the same existing file (the same inode: through symbolic links, hard
/// links, "./x" and "x" alike). false when either does not exist.
bool isSameFile(const QString& a, const QString& b);

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

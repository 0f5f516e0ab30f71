#pragma once

#include "lesson.h"
#include "scenariofile.h"

#include <QString>
#include <QStringList>

namespace attnlab {

/// A lesson read from a file, with where it came from (its scenarios' files are relative to it).
struct LoadedLesson
{
    Lesson lesson;
    Warnings warnings;
    QString baseDir; ///< the lesson's folder
    QString path;    ///< the file, as named by the caller
};

/// Reads a lesson file (a regular file, or a ":/lessons/..." resource). Throws InputError whose
/// place starts with the file name and names the step ("l.json: steps[2].stage: …").
LoadedLesson readLessonFile(const QString& path);

/// True when path is a lesson file ("format": "attnlab-lesson"), false for anything else
/// (a scenario, a file that cannot be read: opening it says why).
bool isLessonFile(const QString& path);

/// The scenario of step `step`: inline, or read from its file, which is named relative to the
/// lesson's folder and stays inside it. Throws InputError naming the step.
LoadedScenario stepScenario(const LoadedLesson& lesson, int step);

/// `attnlab-cli lesson check`: every step's scenario loads and computes, its stage, frame, head
/// and cell exist, its question can be answered from the engine's numbers, and every text is in
/// every language of the lesson. One message per problem, each naming the step; empty when the
/// lesson is sound.
QStringList checkLesson(const LoadedLesson& lesson);

} // namespace attnlab

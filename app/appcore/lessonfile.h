#pragma once

#include "attentionkind.h"
#include "lesson.h"
#include "scenario.h"
#include "scenariofile.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

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
/// lesson's folder and stays inside it. Throws InputError naming the step. Sentences and
/// prompts given per language are read in language (scenarioIn); without it, in the interface
/// language.
LoadedScenario stepScenario(const LoadedLesson& lesson, int step);
LoadedScenario stepScenario(const LoadedLesson& lesson, int step, const QString& language);

/// A step computed as the player shows it: its resolved scenario, the engine's trace, the index
/// of its stage and of its question's stage, and the truth of its question (if it has one).
struct ComputedStep
{
    ResolvedScenario resolved;
    std::shared_ptr<const KindTrace> trace;
    int stage = 0;
    int questionStage = 0;
    LessonVerdict verdict;
};

/// Computes step `step` with the kind's staged backend and checks that its stage, frame, head
/// and cell exist and that its question has one answer in the engine's numbers. Throws
/// InputError naming the step ("steps[3].question.cell: …").
ComputedStep computeStep(const LoadedLesson& lesson, int step);
ComputedStep computeStep(const LoadedLesson& lesson, int step, const QString& language);

/// `attnlab-cli lesson check`: every step's scenario loads and computes, its stage, frame, head
/// and cell exist, its question can be answered from the engine's numbers, and every text is in
/// every language of the lesson (a step whose scenario gives its words per language is computed
/// in each of the lesson's languages: its question must hold in each). One message per problem,
/// each naming the step; empty when the lesson is sound.
QStringList checkLesson(const LoadedLesson& lesson);

/// checkLesson's problems as InputErrors (the place, then a template and its arguments), for
/// the app to show in the interface language (translatedError); checkLesson is their what().
std::vector<InputError> lessonProblems(const LoadedLesson& lesson);

} // namespace attnlab

#pragma once

#include "localizedtext.h"
#include "scenario.h"
#include "warning.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace attnlab {

struct StageValues;

/// A text in several languages: the main (English) text and its translations, read and written
/// as a scenario's title is ("note": "…" or {"en": "…", "fr": "…", "pt": "…"}).
struct LessonText
{
    std::string text;
    Translations translations;

    bool empty() const { return text.empty() && translations.empty(); }
    /// In a language, falling back as textInLanguage does (then to English).
    const std::string& in(std::string_view language) const
    {
        return textInLanguage(text, translations, language);
    }
    /// True when the text exists in language itself (English: the main text).
    bool has(const std::string& language) const;
    friend bool operator==(const LessonText&, const LessonText&) = default;
};

/// A cell of a stage: (row, column).
struct LessonCell
{
    int row = 0;
    int column = 0;
    friend bool operator==(const LessonCell&, const LessonCell&) = default;
};

/// A predict-then-reveal question. Its truth is read from the engine's numbers for the step,
/// never stored (except a multiple choice's stated answer, for conceptual points).
struct LessonQuestion
{
    enum class Kind
    {
        /// "Which key does query `query` attend to most?": click a cell of that row; the truth
        /// is the row's largest value.
        LargestInRow,
        /// "Estimate the value of `cell`": a number within `tolerance` of the truth.
        Estimate,
        /// "Which pairs are masked?": paint them; the truth is the stage's hidden cells.
        MaskedPairs,
        /// "Which is larger, `cell` or `other`?": click one of the two.
        Larger,
        /// A multiple choice with a stated answer.
        Choice,
    };
    Kind kind = Kind::LargestInRow;
    LessonText prompt;
    /// The stage whose numbers are the truth (a stage id of the step's kind); empty: the step's.
    std::string stage;
    int query = 0;                   ///< LargestInRow
    LessonCell cell;                 ///< Estimate, Larger
    LessonCell other;                ///< Larger
    double tolerance = 0.05;         ///< Estimate
    std::vector<LessonText> choices; ///< Choice
    int answer = 0;                  ///< Choice: the index of the right one
    /// Said at the reveal, whatever was answered (why the truth is what it is).
    LessonText explanation;
    friend bool operator==(const LessonQuestion&, const LessonQuestion&) = default;
};

/// One step of a lesson: a view of a scenario, with a note and maybe a question.
struct LessonStep
{
    LessonText title;
    /// The scenario: inline, or a file relative to the lesson (scenarioFile not empty).
    std::optional<Scenario> scenario;
    std::string scenarioFile;
    /// A stage id of the scenario's kind ("weights"); empty: the kind's first shown stage.
    std::string stage;
    int frame = 0;
    int head = 0;
    /// The selected cell, if any.
    std::optional<LessonCell> cell;
    /// Values written in the cells, and the inspector open.
    bool values = true;
    bool inspector = true;
    /// What the teacher says, or the student reads (rich text).
    LessonText note;
    std::optional<LessonQuestion> question;
    friend bool operator==(const LessonStep&, const LessonStep&) = default;
};

/// A lesson file: "format": "attnlab-lesson", "version": 1, a title, its languages and its
/// steps (docs/lesson-format.md).
struct Lesson
{
    static constexpr int formatVersion = 1;
    LessonText title;
    /// The languages the lesson is written in ("en", "fr", "pt"); English at least.
    std::vector<std::string> languages{"en"};
    std::vector<LessonStep> steps;
    friend bool operator==(const Lesson&, const Lesson&) = default;
};

/// Reads a lesson; throws InputError naming the place ("steps[2].question.tolerance: expected a
/// positive number, got -1"). Unknown keys are warnings, kept out of the lesson.
Lesson lessonFromJson(const nlohmann::json& json, Warnings& warnings);
Lesson lessonFromText(const std::string& text, Warnings& warnings);
nlohmann::json lessonToJson(const Lesson& lesson);
/// As a user would save it: formatted JSON, matrix rows on one line.
std::string lessonToText(const Lesson& lesson);

/// What a student answered.
struct LessonAnswer
{
    std::optional<LessonCell> cell; ///< LargestInRow, Larger
    std::optional<double> value;    ///< Estimate
    std::vector<LessonCell> cells;  ///< MaskedPairs
    std::optional<int> choice;      ///< Choice
};

/// The truth of a question and how an answer compares with it.
struct LessonVerdict
{
    bool answered = false;
    bool correct = false;
    /// The truth: the cell (LargestInRow, Larger), the value (Estimate), the cells (MaskedPairs),
    /// the choice (Choice).
    LessonCell cell;
    double value = 0.0;
    std::vector<LessonCell> cells;
    int choice = 0;
};

/// Checks a question against the values of its stage (the engine's numbers for the step).
/// Throws InputError (at `where`) when the question cannot be answered from them: a cell out of
/// range, a row whose largest value is shared by two keys, no hidden cells to find.
LessonVerdict checkLessonAnswer(const LessonQuestion& question, const StageValues& truth,
                                const LessonAnswer& answer, const std::string& where = {});

} // namespace attnlab

#include "lesson.h"

#include "attentionkind.h"
#include "inputerror.h"
#include "matrixjson.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace attnlab {

namespace {

using json = nlohmann::json;

std::string at(const std::string& where, const std::string& key)
{
    return where.empty() ? key : where + "." + key;
}

std::string index(const std::string& where, std::size_t i)
{
    return where + "[" + std::to_string(i) + "]";
}

int readIndex(const json& j, const std::string& where)
{
    if (!j.is_number_integer() || j.get<long long>() < 0 || j.get<long long>() > 1'000'000'000)
        throw InputError(where, TR_NOOP("Engine", "expected a whole number from 0, got %1"),
                         describeJson(j));
    return static_cast<int>(j.get<long long>());
}

LessonText readText(const json& j, const std::string& where)
{
    LessonText t;
    readLocalizedText(j, where, t.text, t.translations);
    return t;
}

json textToJson(const LessonText& t)
{
    return localizedTextToJson(t.text, t.translations);
}

LessonCell readCell(const json& j, const std::string& where)
{
    if (!j.is_array() || j.size() != 2)
        throw InputError(where, TR_NOOP("Engine", "expected [row, column], got %1"),
                         describeJson(j));
    return {readIndex(j[0], where + "[0]"), readIndex(j[1], where + "[1]")};
}

json cellToJson(const LessonCell& c)
{
    return json::array({c.row, c.column});
}

void warnUnknown(const std::string& where, const std::string& key, Warnings& warnings)
{
    warnings.push_back(
        makeWarning("unknown_key", -1, -1,
                    Message(TR_NOOP("Engine", "%1: unknown key, ignored"), at(where, key))));
}

const char* kindName(LessonQuestion::Kind kind)
{
    switch (kind) {
    case LessonQuestion::Kind::LargestInRow:
        return "largest_in_row";
    case LessonQuestion::Kind::Estimate:
        return "estimate";
    case LessonQuestion::Kind::MaskedPairs:
        return "masked_pairs";
    case LessonQuestion::Kind::Larger:
        return "larger";
    case LessonQuestion::Kind::Choice:
        return "choice";
    }
    return "";
}

LessonQuestion readQuestion(const json& j, const std::string& where, Warnings& warnings)
{
    if (!j.is_object())
        throw InputError(where, TR_NOOP("Engine", "expected an object, got %1"), describeJson(j));
    if (!j.contains("type"))
        throw InputError(
            where,
            TR_NOOP("Engine",
                    "no \"type\" (largest_in_row, estimate, masked_pairs, larger or choice)"));
    LessonQuestion q;
    const std::string type = readString(j["type"], at(where, "type"));
    bool found = false;
    for (const auto kind : {LessonQuestion::Kind::LargestInRow, LessonQuestion::Kind::Estimate,
                            LessonQuestion::Kind::MaskedPairs, LessonQuestion::Kind::Larger,
                            LessonQuestion::Kind::Choice})
        if (type == kindName(kind)) {
            q.kind = kind;
            found = true;
        }
    if (!found)
        throw InputError(at(where, "type"),
                         TR_NOOP("Engine", "\"%1\" is not a question type (largest_in_row, "
                                           "estimate, masked_pairs, larger, choice)"),
                         type);
    // What each type needs.
    const auto need = [&](const char* key) {
        if (!j.contains(key))
            throw InputError(where, TR_NOOP("Engine", "a %1 question needs \"%2\""), type, key);
    };
    switch (q.kind) {
    case LessonQuestion::Kind::LargestInRow:
        need("query");
        break;
    case LessonQuestion::Kind::Estimate:
        need("cell");
        break;
    case LessonQuestion::Kind::Larger:
        need("cell");
        need("other");
        break;
    case LessonQuestion::Kind::Choice:
        need("choices");
        need("answer");
        break;
    case LessonQuestion::Kind::MaskedPairs:
        break;
    }
    need("prompt");
    for (const auto& [key, value] : j.items()) {
        const std::string place = at(where, key);
        if (key == "type")
            continue;
        if (key == "prompt")
            q.prompt = readText(value, place);
        else if (key == "stage")
            q.stage = readString(value, place);
        else if (key == "query")
            q.query = readIndex(value, place);
        else if (key == "cell")
            q.cell = readCell(value, place);
        else if (key == "other")
            q.other = readCell(value, place);
        else if (key == "tolerance") {
            if (!value.is_number() || !(value.get<double>() > 0) ||
                !std::isfinite(value.get<double>()))
                throw InputError(place, TR_NOOP("Engine", "expected a positive number, got %1"),
                                 describeJson(value));
            q.tolerance = value.get<double>();
        } else if (key == "choices") {
            if (!value.is_array() || value.size() < 2)
                throw InputError(
                    place, TR_NOOP("Engine", "expected a list of at least two choices, got %1"),
                    describeJson(value));
            for (std::size_t i = 0; i < value.size(); ++i)
                q.choices.push_back(readText(value[i], index(place, i)));
        } else if (key == "answer")
            q.answer = readIndex(value, place);
        else if (key == "explanation")
            q.explanation = readText(value, place);
        else
            warnUnknown(where, key, warnings);
    }
    if (q.kind == LessonQuestion::Kind::Choice && q.answer >= int(q.choices.size()))
        throw InputError(at(where, "answer"), TR_NOOP("Engine", "%1 is not a choice (0 to %2)"),
                         q.answer, q.choices.size() - 1);
    if (q.kind == LessonQuestion::Kind::Larger && q.cell == q.other)
        throw InputError(at(where, "other"),
                         TR_NOOP("Engine", "the same cell as \"cell\": nothing to compare"));
    return q;
}

json questionToJson(const LessonQuestion& q)
{
    json j;
    j["type"] = kindName(q.kind);
    j["prompt"] = textToJson(q.prompt);
    if (!q.stage.empty())
        j["stage"] = q.stage;
    switch (q.kind) {
    case LessonQuestion::Kind::LargestInRow:
        j["query"] = q.query;
        break;
    case LessonQuestion::Kind::Estimate:
        j["cell"] = cellToJson(q.cell);
        j["tolerance"] = q.tolerance;
        break;
    case LessonQuestion::Kind::Larger:
        j["cell"] = cellToJson(q.cell);
        j["other"] = cellToJson(q.other);
        break;
    case LessonQuestion::Kind::Choice: {
        json choices = json::array();
        for (const LessonText& c : q.choices)
            choices.push_back(textToJson(c));
        j["choices"] = std::move(choices);
        j["answer"] = q.answer;
        break;
    }
    case LessonQuestion::Kind::MaskedPairs:
        break;
    }
    if (!q.explanation.empty())
        j["explanation"] = textToJson(q.explanation);
    return j;
}

LessonStep readStep(const json& j, const std::string& where, Warnings& warnings)
{
    if (!j.is_object())
        throw InputError(where, TR_NOOP("Engine", "expected an object, got %1"), describeJson(j));
    LessonStep step;
    if (!j.contains("scenario"))
        throw InputError(
            where, TR_NOOP("Engine",
                           "no \"scenario\" (an object, or a file name relative to the lesson)"));
    for (const auto& [key, value] : j.items()) {
        const std::string place = at(where, key);
        if (key == "scenario") {
            if (value.is_string()) {
                step.scenarioFile = value.get<std::string>();
                if (step.scenarioFile.empty())
                    throw InputError(place, TR_NOOP("Engine", "no file name"));
            } else {
                // The scenario's own errors, placed inside the step.
                try {
                    Warnings inner;
                    step.scenario = scenarioFromJson(value, inner);
                    for (Warning w : inner) {
                        prefixWarning(w, place + ".");
                        warnings.push_back(w);
                    }
                } catch (const InputError& e) {
                    throw InputError(at(place, e.where()), e.message());
                }
            }
        } else if (key == "title")
            step.title = readText(value, place);
        else if (key == "stage")
            step.stage = readString(value, place);
        else if (key == "frame")
            step.frame = readIndex(value, place);
        else if (key == "head")
            step.head = readIndex(value, place);
        else if (key == "cell") {
            if (!value.is_null())
                step.cell = readCell(value, place);
        } else if (key == "values")
            step.values = readBool(value, place);
        else if (key == "inspector")
            step.inspector = readBool(value, place);
        else if (key == "note")
            step.note = readText(value, place);
        else if (key == "question") {
            if (!value.is_null())
                step.question = readQuestion(value, place, warnings);
        } else
            warnUnknown(where, key, warnings);
    }
    return step;
}

json stepToJson(const LessonStep& s)
{
    json j;
    if (!s.title.empty())
        j["title"] = textToJson(s.title);
    j["scenario"] = s.scenario ? scenarioToJson(*s.scenario) : json(s.scenarioFile);
    if (!s.stage.empty())
        j["stage"] = s.stage;
    if (s.frame != 0)
        j["frame"] = s.frame;
    if (s.head != 0)
        j["head"] = s.head;
    if (s.cell)
        j["cell"] = cellToJson(*s.cell);
    if (!s.values)
        j["values"] = false;
    if (!s.inspector)
        j["inspector"] = false;
    if (!s.note.empty())
        j["note"] = textToJson(s.note);
    if (s.question)
        j["question"] = questionToJson(*s.question);
    return j;
}

} // namespace

bool LessonText::has(const std::string& language) const
{
    if (language == "en")
        return !text.empty();
    return translations.count(language) > 0;
}

Lesson lessonFromJson(const json& j, Warnings& warnings)
{
    if (!j.is_object())
        throw InputError("", TR_NOOP("Engine", "a lesson is a JSON object, got %1"),
                         describeJson(j));
    if (!j.contains("format") || j["format"] != "attnlab-lesson")
        throw InputError(
            "format", TR_NOOP("Engine", "expected \"attnlab-lesson\" (this is not a lesson file)"));
    if (j.contains("version")) {
        const json& v = j["version"];
        if (!v.is_number_integer() || v.get<long long>() < 1)
            throw InputError("version", TR_NOOP("Engine", "expected a whole number from 1, got %1"),
                             describeJson(v));
        if (v.get<long long>() > Lesson::formatVersion)
            throw InputError("version",
                             TR_NOOP("Engine", "this file is version %1, but this AttnLab reads "
                                               "version %2; a newer AttnLab is needed to open it"),
                             v.dump(), Lesson::formatVersion);
    }
    Lesson lesson;
    if (!j.contains("steps"))
        throw InputError("", TR_NOOP("Engine", "no \"steps\""));
    for (const auto& [key, value] : j.items()) {
        if (key == "format" || key == "version")
            continue;
        if (key == "title")
            lesson.title = readText(value, "title");
        else if (key == "languages") {
            if (!value.is_array() || value.empty())
                throw InputError(
                    "languages",
                    TR_NOOP("Engine",
                            "expected a list of language tags (\"en\", \"fr\", \"pt\"), got %1"),
                    describeJson(value));
            lesson.languages.clear();
            for (std::size_t i = 0; i < value.size(); ++i)
                lesson.languages.push_back(readString(value[i], index("languages", i)));
            if (std::find(lesson.languages.begin(), lesson.languages.end(), "en") ==
                lesson.languages.end())
                throw InputError("languages",
                                 TR_NOOP("Engine", "English (\"en\") is missing: it is what every "
                                                   "other language falls back to"));
        } else if (key == "steps") {
            if (!value.is_array() || value.empty())
                throw InputError("steps",
                                 TR_NOOP("Engine", "expected a list of at least one step, got %1"),
                                 describeJson(value));
            for (std::size_t i = 0; i < value.size(); ++i)
                lesson.steps.push_back(readStep(value[i], index("steps", i), warnings));
        } else
            warnUnknown("", key, warnings);
    }
    return lesson;
}

Lesson lessonFromText(const std::string& text, Warnings& warnings)
{
    return lessonFromJson(parseJson(text), warnings);
}

json lessonToJson(const Lesson& lesson)
{
    json j;
    j["format"] = "attnlab-lesson";
    j["version"] = Lesson::formatVersion;
    if (!lesson.title.empty())
        j["title"] = textToJson(lesson.title);
    j["languages"] = lesson.languages;
    json steps = json::array();
    for (const LessonStep& s : lesson.steps)
        steps.push_back(stepToJson(s));
    j["steps"] = std::move(steps);
    return j;
}

std::string lessonToText(const Lesson& lesson)
{
    return formatJson(lessonToJson(lesson)) + "\n";
}

LessonVerdict checkLessonAnswer(const LessonQuestion& q, const StageValues& truth,
                                const LessonAnswer& answer, const std::string& where)
{
    const Matrix& v = truth.values;
    const auto inRange = [&](const LessonCell& c, const std::string& place) {
        if (c.row >= v.rows() || c.column >= v.cols())
            throw InputError(at(where, place),
                             TR_NOOP("Engine", "(%1, %2) is outside the stage's %3 × %4 values"),
                             c.row, c.column, v.rows(), v.cols());
    };
    const auto hidden = [&](const LessonCell& c) {
        return truth.hidden.size() > 0 && truth.hidden(c.row, c.column);
    };
    LessonVerdict verdict;
    switch (q.kind) {
    case LessonQuestion::Kind::LargestInRow: {
        if (q.query >= v.rows())
            throw InputError(at(where, "query"), TR_NOOP("Engine", "%1 is out of range (%2 rows)"),
                             q.query, v.rows());
        // The largest visible value of the row; a tie has no single answer.
        int best = -1, ties = 0;
        for (int j = 0; j < v.cols(); ++j) {
            if (hidden({q.query, j}) || !std::isfinite(v(q.query, j)))
                continue;
            if (best < 0 || v(q.query, j) > v(q.query, best)) {
                best = j;
                ties = 0;
            } else if (v(q.query, j) == v(q.query, best)) {
                ++ties;
            }
        }
        if (best < 0)
            throw InputError(at(where, "query"),
                             TR_NOOP("Engine", "row %1 has no visible value to choose"), q.query);
        if (ties > 0)
            throw InputError(
                at(where, "query"),
                TR_NOOP("Engine", "row %1 has several largest values: no single answer"), q.query);
        verdict.cell = {q.query, best};
        verdict.answered = answer.cell.has_value();
        verdict.correct = verdict.answered && *answer.cell == verdict.cell;
        break;
    }
    case LessonQuestion::Kind::Estimate:
        inRange(q.cell, "cell");
        if (hidden(q.cell))
            throw InputError(at(where, "cell"),
                             TR_NOOP("Engine", "the mask hides this cell: nothing to estimate"));
        verdict.cell = q.cell;
        verdict.value = v(q.cell.row, q.cell.column);
        verdict.answered = answer.value.has_value();
        verdict.correct =
            verdict.answered && std::abs(*answer.value - verdict.value) <= q.tolerance;
        break;
    case LessonQuestion::Kind::MaskedPairs: {
        if (truth.hidden.size() == 0)
            throw InputError(where, TR_NOOP("Engine", "the stage shows no mask: ask it of a masked "
                                                      "stage (\"masked\" or \"weights\")"));
        for (int i = 0; i < truth.hidden.rows(); ++i)
            for (int j = 0; j < truth.hidden.cols(); ++j)
                if (truth.hidden(i, j))
                    verdict.cells.push_back({i, j});
        std::vector<LessonCell> given = answer.cells;
        const auto order = [](const LessonCell& a, const LessonCell& b) {
            return std::pair(a.row, a.column) < std::pair(b.row, b.column);
        };
        std::sort(given.begin(), given.end(), order);
        given.erase(std::unique(given.begin(), given.end()), given.end());
        verdict.answered = true; // painting nothing is an answer: "no pair is masked"
        verdict.correct = given == verdict.cells;
        break;
    }
    case LessonQuestion::Kind::Larger: {
        inRange(q.cell, "cell");
        inRange(q.other, "other");
        const double a = v(q.cell.row, q.cell.column), b = v(q.other.row, q.other.column);
        if (a == b)
            throw InputError(where, TR_NOOP("Engine", "the two cells are equal: no single answer"));
        verdict.cell = a > b ? q.cell : q.other;
        verdict.value = std::max(a, b);
        verdict.answered = answer.cell.has_value();
        verdict.correct = verdict.answered && *answer.cell == verdict.cell;
        break;
    }
    case LessonQuestion::Kind::Choice:
        verdict.choice = q.answer;
        verdict.answered = answer.choice.has_value();
        verdict.correct = verdict.answered && *answer.choice == q.answer;
        break;
    }
    return verdict;
}

} // namespace attnlab

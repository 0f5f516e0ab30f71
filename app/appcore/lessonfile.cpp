#include "lessonfile.h"

#include "attentionkind.h"
#include "fileread.h"
#include "inputerror.h"
#include "matrixjson.h"
#include "scenario.h"
#include "sizelimits.h"

#include <QFile>
#include <QFileInfo>

namespace attnlab {

namespace {

QString stepPlace(int step)
{
    return QStringLiteral("steps[%1]").arg(step);
}

/// The languages a text lacks, as messages naming its place.
void requireLanguages(const LessonText& text, const QString& place,
                      const std::vector<std::string>& languages, QStringList& problems)
{
    if (text.empty())
        return;
    for (const std::string& language : languages)
        if (!text.has(language))
            problems << QStringLiteral("%1: no \"%2\" text").arg(place, fromStd(language));
}

/// "1 head", "4 heads".
std::string counted(int n, const std::string& noun)
{
    return std::to_string(n) + " " + noun + (n == 1 ? "" : "s");
}

} // namespace

LoadedLesson readLessonFile(const QString& path)
{
    const std::string text = readInputText(path, "a lesson");
    LoadedLesson loaded;
    loaded.baseDir = QFileInfo(path).absolutePath();
    if (path.startsWith(QLatin1String(":/")))
        loaded.baseDir = QFileInfo(path).path();
    loaded.path = path;
    try {
        loaded.lesson = lessonFromText(text, loaded.warnings);
    } catch (const InputError& e) {
        throw inputErrorInFile(e, path);
    }
    return loaded;
}

bool isLessonFile(const QString& path)
{
    if (!path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        return false;
    try {
        const nlohmann::json j = parseJson(readInputText(path, "a lesson"));
        return j.is_object() && j.contains("format") && j["format"] == "attnlab-lesson";
    } catch (const InputError&) {
        return false;
    }
}

LoadedScenario stepScenario(const LoadedLesson& lesson, int step)
{
    const LessonStep& s = lesson.lesson.steps.at(static_cast<std::size_t>(step));
    const std::string place = toStd(stepPlace(step)) + ".scenario";
    if (s.scenario) {
        LoadedScenario loaded;
        loaded.scenario = *s.scenario;
        loaded.baseDir = lesson.baseDir;
        return loaded;
    }
    const std::string file = fileInFolder(s.scenarioFile, toStd(lesson.baseDir), place, "a lesson",
                                          "scenarios/causal.json");
    try {
        return readScenarioFile(fromStd(file));
    } catch (const InputError& e) {
        throw InputError(place, e.what());
    }
}

QStringList checkLesson(const LoadedLesson& loaded)
{
    QStringList problems;
    const Lesson& lesson = loaded.lesson;
    requireLanguages(lesson.title, QStringLiteral("title"), lesson.languages, problems);
    for (int i = 0; i < static_cast<int>(lesson.steps.size()); ++i) {
        const LessonStep& step = lesson.steps[static_cast<std::size_t>(i)];
        const QString place = stepPlace(i);
        requireLanguages(step.title, place + QStringLiteral(".title"), lesson.languages, problems);
        requireLanguages(step.note, place + QStringLiteral(".note"), lesson.languages, problems);
        if (step.question) {
            const LessonQuestion& q = *step.question;
            const QString qp = place + QStringLiteral(".question");
            requireLanguages(q.prompt, qp + QStringLiteral(".prompt"), lesson.languages, problems);
            requireLanguages(q.explanation, qp + QStringLiteral(".explanation"), lesson.languages,
                             problems);
            for (std::size_t c = 0; c < q.choices.size(); ++c)
                requireLanguages(q.choices[c], qp + QStringLiteral(".choices[%1]").arg(c),
                                 lesson.languages, problems);
        }
        try {
            // The step's view exists in the engine's numbers: scenario, kind, stage, frame,
            // head, cell; its question has one answer there.
            const LoadedScenario scenario = stepScenario(loaded, i);
            ResolvedScenario resolved;
            try {
                resolved = resolveScenarioFile(scenario);
            } catch (const InputError& e) { // inside the step's scenario
                const std::string scenarioPlace = toStd(place) + ".scenario";
                throw InputError(e.where().empty() ? scenarioPlace
                                                   : scenarioPlace + "." + e.where(),
                                 e.detail());
            }
            const AttentionKind& kind = attentionKind(resolved.kind);
            kind.requireTraceMemory(resolved, toStd(place), 0);
            const auto trace = kind.compute(resolved, kind.backends().front());
            const auto stageOf = [&](const std::string& id, const std::string& where) {
                if (id.empty())
                    return kind.defaultStage();
                const int stage = kind.stageIndex(id);
                if (stage < 0) {
                    std::string known;
                    for (const StageSpec& s : kind.stages())
                        known += (known.empty() ? "" : ", ") + s.id;
                    throw InputError(where, "\"" + id + "\" is not a stage of " + kind.id() +
                                                " attention (" + known + ")");
                }
                return stage;
            };
            const int stage = stageOf(step.stage, toStd(place) + ".stage");
            if (step.frame >= trace->frameCount())
                throw InputError(toStd(place) + ".frame",
                                 std::to_string(step.frame) + " is out of range (" +
                                     counted(trace->frameCount(), "frame") + ")");
            if (step.head >= trace->headCount())
                throw InputError(toStd(place) + ".head",
                                 std::to_string(step.head) + " is out of range (" +
                                     counted(trace->headCount(), "head") + ")");
            const StageValues values = trace->stage(stage, step.head, step.frame);
            if (step.cell && (step.cell->row >= values.values.rows() ||
                              step.cell->column >= values.values.cols()))
                throw InputError(toStd(place) + ".cell",
                                 "(" + std::to_string(step.cell->row) + ", " +
                                     std::to_string(step.cell->column) + ") is outside the " +
                                     std::to_string(values.values.rows()) + " × " +
                                     std::to_string(values.values.cols()) + " values");
            if (step.question) {
                const std::string qp = toStd(place) + ".question";
                const int qs = step.question->stage.empty()
                                   ? stage
                                   : stageOf(step.question->stage, qp + ".stage");
                checkLessonAnswer(*step.question, trace->stage(qs, step.head, step.frame), {}, qp);
            }
        } catch (const InputError& e) {
            problems << fromStd(e.what());
        } catch (const std::bad_alloc&) {
            problems << QStringLiteral("%1: not enough memory to compute its scenario").arg(place);
        } catch (const std::runtime_error& e) {
            problems << QStringLiteral("%1: %2").arg(place, fromStd(e.what()));
        }
    }
    return problems;
}

} // namespace attnlab

#include "lessonfile.h"

#include "attentionkind.h"
#include "engineerror.h"
#include "fileread.h"
#include "inputerror.h"
#include "matrixjson.h"
#include "scenario.h"
#include "sizelimits.h"
#include "translations.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace attnlab {

namespace {

QString stepPlace(int step)
{
    return QStringLiteral("steps[%1]").arg(step);
}

/// The languages a text lacks, as problems naming its place.
void requireLanguages(const LessonText& text, const std::string& place,
                      const std::vector<std::string>& languages, std::vector<InputError>& problems)
{
    if (text.empty())
        return;
    for (const std::string& language : languages)
        if (!text.has(language))
            problems.emplace_back(place, TR_NOOP("Engine", "no \"%1\" text"), language);
}

/// True when step's scenario gives a sentence or prompt per language (read again from its file
/// without choosing one; false when it cannot be read: computing it says why).
bool givesWordsPerLanguage(const LoadedLesson& lesson, int step)
{
    const LessonStep& s = lesson.lesson.steps.at(static_cast<std::size_t>(step));
    const auto perLanguage = [](const Scenario& scenario) {
        return !scenario.sentences.queryTranslations.empty() ||
               !scenario.sentences.sourceTranslations.empty() ||
               !scenario.image.promptTranslations.empty();
    };
    if (s.scenario)
        return perLanguage(*s.scenario);
    try {
        const std::string file = fileInFolder(s.scenarioFile, toStd(lesson.baseDir), "scenario",
                                              "a lesson", "scenarios/causal.json");
        Warnings warnings;
        return perLanguage(scenarioFromText(readInputText(fromStd(file), "a scenario"), warnings));
    } catch (const InputError&) {
        return false;
    }
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
    return stepScenario(lesson, step, interfaceLanguage());
}

LoadedScenario stepScenario(const LoadedLesson& lesson, int step, const QString& language)
{
    const LessonStep& s = lesson.lesson.steps.at(static_cast<std::size_t>(step));
    const std::string place = toStd(stepPlace(step)) + ".scenario";
    if (s.scenario) {
        LoadedScenario loaded;
        loaded.scenario = scenarioIn(*s.scenario, toStd(language));
        loaded.baseDir = lesson.baseDir;
        return loaded;
    }
    const std::string file = fileInFolder(s.scenarioFile, toStd(lesson.baseDir), place, "a lesson",
                                          "scenarios/causal.json");
    try {
        return readScenarioFile(fromStd(file), language);
    } catch (const InputError& e) {
        throw InputError(e.where().empty() ? place : place + ": " + e.where(), e.message());
    }
}

ComputedStep computeStep(const LoadedLesson& loaded, int step)
{
    return computeStep(loaded, step, interfaceLanguage());
}

ComputedStep computeStep(const LoadedLesson& loaded, int step, const QString& language)
{
    const LessonStep& s = loaded.lesson.steps.at(static_cast<std::size_t>(step));
    const std::string place = toStd(stepPlace(step));
    const LoadedScenario scenario = stepScenario(loaded, step, language);
    ComputedStep c;
    try {
        requireImagePatches(scenario, limits::maxTokens, "reference engine");
        c.resolved = resolveScenarioFile(scenario);
    } catch (const InputError& e) { // inside the step's scenario
        const std::string scenarioPlace = place + ".scenario";
        throw InputError(e.where().empty() ? scenarioPlace : scenarioPlace + "." + e.where(),
                         e.message());
    }
    const AttentionKind& kind = attentionKind(c.resolved.kind);
    kind.requireTraceMemory(c.resolved, place, 0);
    c.trace = kind.compute(c.resolved, kind.backends().front());
    const auto stageOf = [&](const std::string& id, const std::string& where) {
        if (id.empty())
            return kind.defaultStage();
        const int stage = kind.stageIndex(id);
        if (stage < 0) {
            std::string known;
            for (const StageSpec& spec : kind.stages())
                known += (known.empty() ? "" : ", ") + spec.id;
            throw InputError(where, TR_NOOP("Engine", "\"%1\" is not a stage of %2 attention (%3)"),
                             id, kind.id(), known);
        }
        return stage;
    };
    c.stage = stageOf(s.stage, place + ".stage");
    if (s.frame >= c.trace->frameCount())
        throw InputError(place + ".frame",
                         c.trace->frameCount() == 1
                             ? TR_NOOP("Engine", "%1 is out of range (%2 frame)")
                             : TR_NOOP("Engine", "%1 is out of range (%2 frames)"),
                         s.frame, c.trace->frameCount());
    if (s.head >= c.trace->headCount())
        throw InputError(place + ".head",
                         c.trace->headCount() == 1
                             ? TR_NOOP("Engine", "%1 is out of range (%2 head)")
                             : TR_NOOP("Engine", "%1 is out of range (%2 heads)"),
                         s.head, c.trace->headCount());
    const StageValues values = c.trace->stage(c.stage, s.head, s.frame);
    if (s.cell && (s.cell->row >= values.values.rows() || s.cell->column >= values.values.cols()))
        throw InputError(place + ".cell",
                         TR_NOOP("Engine", "(%1, %2) is outside the %3 × %4 values"), s.cell->row,
                         s.cell->column, values.values.rows(), values.values.cols());
    c.questionStage = c.stage;
    if (s.question) {
        const std::string qp = place + ".question";
        if (!s.question->stage.empty())
            c.questionStage = stageOf(s.question->stage, qp + ".stage");
        c.verdict = checkLessonAnswer(*s.question, c.trace->stage(c.questionStage, s.head, s.frame),
                                      {}, qp);
    }
    return c;
}

std::vector<InputError> lessonProblems(const LoadedLesson& loaded)
{
    std::vector<InputError> problems;
    const Lesson& lesson = loaded.lesson;
    requireLanguages(lesson.title, "title", lesson.languages, problems);
    for (int i = 0; i < static_cast<int>(lesson.steps.size()); ++i) {
        const LessonStep& step = lesson.steps[static_cast<std::size_t>(i)];
        const std::string place = toStd(stepPlace(i));
        requireLanguages(step.title, place + ".title", lesson.languages, problems);
        requireLanguages(step.note, place + ".note", lesson.languages, problems);
        if (step.question) {
            const LessonQuestion& q = *step.question;
            const std::string qp = place + ".question";
            requireLanguages(q.prompt, qp + ".prompt", lesson.languages, problems);
            requireLanguages(q.explanation, qp + ".explanation", lesson.languages, problems);
            for (std::size_t c = 0; c < q.choices.size(); ++c) {
                const std::string cp = qp + ".choices[" + std::to_string(c) + "]";
                requireLanguages(q.choices[c], cp, lesson.languages, problems);
                // A choice is a radio button's text: markup would show as typed.
                static const QRegularExpression tag(QStringLiteral("<\\/?[A-Za-z][^>]*>"));
                for (const std::string& language : lesson.languages)
                    if (const QRegularExpressionMatch m =
                            tag.match(fromStd(q.choices[c].in(language)));
                        m.hasMatch())
                        problems.emplace_back(cp,
                                              TR_NOOP("Engine",
                                                      "choices are plain text; \u201c%1\u201d "
                                                      "would show as typed (%2)"),
                                              toStd(m.captured()), language);
            }
        }
        try {
            // The step's view exists in the engine's numbers: scenario, kind, stage, frame,
            // head, cell; its question has one answer there. Words given per language: in
            // each of the lesson's languages (« le petit chat » has other tokens than "the
            // small cat").
            if (givesWordsPerLanguage(loaded, i)) {
                for (const std::string& language : lesson.languages) {
                    try {
                        computeStep(loaded, i, fromStd(language));
                    } catch (const InputError& e) {
                        // which language's words it fails in
                        throw InputError(e.where(), Message(TR_NOOP("Engine", "%1 (its words in "
                                                                              "\"%2\")"),
                                                            e.message(), language));
                    }
                }
            } else {
                computeStep(loaded, i);
            }
        } catch (const InputError& e) {
            problems.push_back(e);
        } catch (const std::bad_alloc&) {
            problems.emplace_back(place,
                                  TR_NOOP("Engine", "not enough memory to compute its scenario"));
        } catch (const EngineError& e) {
            problems.emplace_back(place, e.message());
        } catch (const std::runtime_error& e) {
            problems.emplace_back(place, Message(std::string(e.what())));
        }
    }
    return problems;
}

QStringList checkLesson(const LoadedLesson& loaded)
{
    QStringList problems;
    for (const InputError& e : lessonProblems(loaded))
        problems << fromStd(e.what());
    return problems;
}

} // namespace attnlab

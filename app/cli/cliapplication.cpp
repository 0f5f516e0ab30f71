#include "cliapplication.h"

#include "analysiscommand.h"
#include "attention.h"
#include "attentionkind.h"
#include "benchcommand.h"
#include "classifycommand.h"
#include "engine.h"
#include "explanation.h"
#include "inputerror.h"
#include "kinddescription.h"
#include "kindscommand.h"
#include "kvcachecommand.h"
#include "lessonfile.h"
#include "matrixjson.h"
#include "memoryestimate.h"
#include "npy.h"
#include "quote.h"
#include "rendercommand.h"
#include "resultjson.h"
#include "scenariofile.h"
#include "sizelimits.h"
#include "translatecommand.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QRegularExpression>

#include <cstdio>
#include <map>

namespace attnlab {

CliApplication::CliApplication() : out_(stdout), err_(stderr) {}

int CliApplication::fail(const QString& message, int code)
{
    // Escaped: no NUL or terminal escape from the input reaches the terminal (user text in
    // messages is quoted by quoteUserText already; this is the last net).
    err_ << QCoreApplication::applicationName() << ": "
         << QString::fromStdString(escapeControlCharacters(message.toStdString())) << Qt::endl;
    return code;
}

void CliApplication::printWarnings(const QString& path, const Warnings& warnings)
{
    for (const Warning& w : warnings)
        err_ << fromStd(escapeControlCharacters(
                    toStd(tr("%1: warning: %2").arg(path, fromStd(w.message)))))
             << Qt::endl;
}

int CliApplication::run(const QStringList& arguments)
{
    // render, bench, kvcache, translate, classify, rollout, flow and heads have options of their
    // own.
    if (arguments.size() > 1 && arguments.at(1) == QLatin1String("render"))
        return runRender(arguments, out_, err_);
    if (arguments.size() > 1 && arguments.at(1) == QLatin1String("bench"))
        return runBenchCommand(arguments, out_, err_);
    if (arguments.size() > 1 && arguments.at(1) == QLatin1String("kvcache"))
        return runKvCacheCommand(arguments, out_, err_);
    if (arguments.size() > 1 && arguments.at(1) == QLatin1String("translate"))
        return runTranslateCommand(arguments, out_, err_);
    if (arguments.size() > 1 && arguments.at(1) == QLatin1String("classify"))
        return runClassifyCommand(arguments, out_, err_);
    if (arguments.size() > 1 && arguments.at(1) == QLatin1String("rollout"))
        return runRolloutCommand(arguments, out_, err_);
    if (arguments.size() > 1 && arguments.at(1) == QLatin1String("flow"))
        return runFlowCommand(arguments, out_, err_);
    if (arguments.size() > 1 && arguments.at(1) == QLatin1String("heads"))
        return runHeadsCommand(arguments, out_, err_);
    if (arguments.size() > 1 && arguments.at(1) == QLatin1String("lesson"))
        return lesson(arguments.mid(2));
    if (arguments.size() > 1 && arguments.at(1) == QLatin1String("kinds"))
        return runKindsCommand(arguments, out_, err_);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Compute and explain scaled dot-product attention, "
           "softmax(Q K\u1d40 / \u221ad_k + M) V, without the desktop app.\n\n"
           "Commands:\n"
           "  compute SCENARIO.json [--out FILE]   every stage of every head, as JSON\n"
           "  explain SCENARIO.json [--query I] [--head H] [--frame F]\n"
           "                                       the arithmetic of one query row, as text\n"
           "  render INPUT [--stage S] [--head H] [--layer L] [--format F] --out FILE\n"
           "                                       a figure (PNG, SVG, PDF); render --help\n"
           "  bench --backend B --n N --d D [--heads H] [--causal] [--json]\n"
           "                                       time a backend; bench --help\n"
           "  kvcache --model NAME --tokens T [--dtype D] [--batch B] [--json]\n"
           "                                       what a KV cache costs; kvcache --help\n"
           "  translate SENTENCE --to fr|pt [--json]\n"
           "                                       the trained translator; translate --help\n"
           "  classify PICTURE.png [--json]        the trained vision transformer: what the\n"
           "                                       picture holds; classify --help\n"
           "  rollout WEIGHTS.npy [--head-fusion F] [--residual A] [--layers a:b] [--json]\n"
           "                                       attention rollout; rollout --help\n"
           "  flow WEIGHTS.npy [the same options]   attention flow; flow --help\n"
           "  heads WEIGHTS.npy [--json|--csv] [--like L:H]\n"
           "                                       what each head does; heads --help\n"
           "  lesson check LESSON.json              every step of a lesson can be shown and\n"
           "                                       answered, in every language\n"
           "  kinds [--json]                        the kinds of attention, their stages,\n"
           "                                       backends and what each allows\n\n"
           "compute --backend reference|cpu|opencl chooses the engine; the fast ones write only\n"
           "the output (and warnings), not the per-stage matrices. compute and explain read\n"
           "a sentence given per language in English, or in the language --language names."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("command"),
        tr("compute, explain, render, bench, kvcache, translate, classify, rollout, flow, heads, "
           "lesson or kinds (see Commands above)"));
    parser.addPositionalArgument(QStringLiteral("scenario"), tr("A scenario file (.json)."));
    const QCommandLineOption outOption(
        QStringLiteral("out"), tr("Write the result to FILE instead of the terminal."), tr("FILE"));
    const QCommandLineOption queryOption(QStringLiteral("query"),
                                         tr("The query row to explain (default 0)."), tr("I"),
                                         QStringLiteral("0"));
    const QCommandLineOption headOption(QStringLiteral("head"), tr("The head (default 0)."),
                                        tr("H"), QStringLiteral("0"));
    const QCommandLineOption decimalsOption(QStringLiteral("decimals"),
                                            tr("Decimals shown by explain (default 4)."), tr("N"),
                                            QStringLiteral("4"));
    const QCommandLineOption backendOption(QStringLiteral("backend"),
                                           tr("compute: the engine (%1; default reference).")
                                               .arg(QStringList([] {
                                                        QStringList names;
                                                        for (const std::string& n : engineNames())
                                                            names << fromStd(n);
                                                        return names;
                                                    }())
                                                        .join(QStringLiteral(", "))),
                                           tr("NAME"), QStringLiteral("reference"));
    const QCommandLineOption frameOption(
        QStringLiteral("frame"),
        tr("explain: the frame of a kind with frames (decoding steps; default the last)."),
        tr("F"));
    const QCommandLineOption languageOption(
        QStringLiteral("language"),
        tr("compute, explain: the language of the sentences and prompts a scenario gives per "
           "language (en, fr or pt; default en)."),
        tr("LANG"), QStringLiteral("en"));
    parser.addOptions({outOption, queryOption, headOption, frameOption, decimalsOption,
                       backendOption, languageOption});

    if (!parser.parse(arguments))
        return fail(parser.errorText() + QLatin1Char('\n') +
                    tr("Try '%1 --help'.").arg(QCoreApplication::applicationName()));
    if (parser.isSet(QStringLiteral("help"))) {
        // "compute --help", "explain --help": that command's usage first.
        const QString command = parser.positionalArguments().value(0);
        if (command == QLatin1String("compute"))
            parser.setApplicationDescription(
                tr("compute SCENARIO.json [--out FILE] [--backend reference|cpu|opencl] "
                   "[--language LANG]\n\n"
                   "Every stage of every head as JSON (format attnlab-result), on the terminal "
                   "or in FILE (written atomically). The fast backends write the output and the "
                   "warnings only. FILE.npy holds the output as NumPy (float64); FILE.npz holds "
                   "\"output\" and, with the reference backend, each head's weights "
                   "(\"weights_0\", \"weights_1\", …). The reference backend takes at most "
                   "%1 tokens; cpu and opencl up to %2. A request whose memory (the stages and "
                   "their text) is above the budget is refused before it starts.\n\n"
                   "Exit status: 0 success, 1 the output could not be written or the backend "
                   "cannot run here, 2 invalid input or usage.")
                    .arg(limits::maxTokens)
                    .arg(limits::maxFusedTokens));
        else if (command == QLatin1String("explain"))
            parser.setApplicationDescription(
                tr("explain SCENARIO.json [--query I] [--head H] [--frame F] [--decimals N] "
                   "[--language LANG]\n\n"
                   "The arithmetic of one query row as text: each dot product term by term, "
                   "the scaling, the mask, the softmax (max, exp, sum, division) and the "
                   "weighted sum. A scenario that decodes with a KV cache explains the rows "
                   "its frame F computed (the last frame unless --frame is given), or --query "
                   "I.\n\n"
                   "Exit status: 0 success, 2 invalid input or usage."));
        out_ << parser.helpText();
        out_.flush();
        return Success;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        out_ << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion()
             << Qt::endl;
        return Success;
    }

    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty())
        return fail(
            tr("no command given; try '%1 --help'.").arg(QCoreApplication::applicationName()));
    const QString command = positional.first();
    if (command != QLatin1String("compute") && command != QLatin1String("explain"))
        return fail(tr("unknown command '%1' (known: compute, explain, render, bench, kvcache, "
                       "translate, classify, rollout, flow, heads, lesson, kinds)")
                        .arg(command));
    if (positional.size() < 2)
        return fail(tr("%1: no scenario file given").arg(command));
    if (positional.size() > 2)
        return fail(tr("%1: unexpected argument '%2'").arg(command, positional.at(2)));

    // en, fr, pt (with a region: pt_BR, pt-BR, as the app's language preference): the
    // lexicon's languages; anything else is a mistake, not English
    language_ = parser.value(languageOption);
    if (!QRegularExpression(QStringLiteral("^(en|fr|pt)([_-][A-Za-z]{2})?$"))
             .match(language_)
             .hasMatch())
        return fail(tr("--language: expected en, fr or pt, got '%1'").arg(language_));
    if (command == QLatin1String("compute")) {
        // "--out ''" (an unset variable in a script) is no file: refused, not the terminal
        if (parser.isSet(outOption) && parser.value(outOption).isEmpty())
            return fail(tr("--out: expected a file name, got an empty text"));
        for (const auto* option : {&queryOption, &headOption, &frameOption, &decimalsOption})
            if (parser.isSet(*option))
                return fail(tr("compute: --%1 belongs to explain").arg(option->names().first()));
        return compute(positional.at(1), parser.value(outOption), parser.value(backendOption));
    }
    if (parser.isSet(outOption))
        return fail(tr("explain: --out belongs to compute"));
    if (parser.isSet(backendOption))
        return fail(tr("explain: --backend belongs to compute (explain uses the staged engine)"));
    // No --query: the chosen frame's new rows (decoding; the last frame without --frame), or
    // query 0 of a kind without frames.
    return explain(
        positional.at(1), parser.isSet(queryOption) ? parser.value(queryOption) : QString(),
        parser.value(headOption), parser.value(decimalsOption), parser.value(frameOption));
}

int CliApplication::compute(const QString& path, const QString& outPath, const QString& backend)
{
    if (!outPath.isEmpty() && isSameFile(path, outPath))
        return fail(tr("--out: %1 is the scenario being read; write the result to another file")
                        .arg(outPath));
    // --out x.npy: the output matrix; x.npz: "output" and, where the engine kept them, each
    // head's weights ("weights_0", …); anything else: the JSON result.
    const QString suffix = QFileInfo(outPath).suffix().toLower();
    const bool npy = suffix == QLatin1String("npy");
    const bool npz = suffix == QLatin1String("npz");
    std::string text;
    try {
        const LoadedScenario loaded = readScenarioFile(path, language_);
        // A picture of too many patches for the engine is refused from its header.
        requireImagePatches(
            loaded,
            backend == QLatin1String("reference") ? limits::maxTokens : limits::maxFusedTokens,
            backend == QLatin1String("reference") ? "reference engine" : "fast engines");
        const ResolvedScenario resolved = resolveScenarioFile(loaded);
        const AttentionKind& kind = attentionKind(resolved.kind);
        const std::vector<std::string> backends = kind.backends();
        if (std::find(backends.begin(), backends.end(), toStd(backend)) == backends.end()) {
            QStringList known;
            for (const std::string& b : backends)
                known << fromStd(b);
            return fail(
                kind.id() == defaultAttentionKind
                    ? tr("--backend: unknown backend '%1'").arg(backend)
                    : tr("--backend: %1 attention has no backend '%2' (known: %3)")
                          .arg(fromStd(kind.id()), backend, known.join(QStringLiteral(", "))));
        }
        // Refused before anything large is allocated when it cannot fit (memoryestimate.h).
        kind.requireResultMemory(resolved, toStd(backend), toStd(path));
        const auto trace = kind.compute(resolved, toStd(backend));
        printWarnings(path, loaded.warnings);
        printWarnings(path, resolved.warnings);
        printWarnings(path, trace->warnings());
        if (npy)
            text = writeNpy(trace->output());
        else if (npz) {
            std::map<std::string, Matrix> arrays{{"output", trace->output()}};
            const int weights = kind.stageIndex("weights");
            if (weights >= 0 && trace->hasStages())
                for (int h = 0; h < trace->headCount(); ++h)
                    arrays.emplace("weights_" + std::to_string(h),
                                   trace->stage(weights, h, trace->frameCount() - 1).values);
            text = writeNpz(arrays, false);
        } else
            text =
                kind.resultText(resolved, *trace, loaded.warnings, ResultOptions{toStd(backend)});
    } catch (const InputError& e) {
        return fail(fromStd(inputErrorInFile(e, path).what()));
    } catch (const std::bad_alloc&) {
        return fail(tr("%1: not enough memory for this scenario").arg(path));
    } catch (const std::runtime_error& e) {
        // A backend that cannot run here (no OpenCL device, a kernel that failed to build).
        return fail(tr("--backend %1: %2").arg(backend, fromStd(e.what())), OutputFailed);
    }
    // The text as it is, not a copy.
    const QByteArray bytes = QByteArray::fromRawData(text.data(), qsizetype(text.size()));
    if (outPath.isEmpty()) {
        std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stdout);
        std::fflush(stdout);
        return Success;
    }
    const QString error = writeFileAtomically(outPath, bytes);
    return error.isEmpty() ? Success : fail(error, OutputFailed);
}

int CliApplication::lesson(const QStringList& arguments)
{
    if (arguments.size() != 2 || arguments.at(0) != QLatin1String("check"))
        return fail(tr("lesson: expected 'lesson check LESSON.json'"));
    const QString path = arguments.at(1);
    try {
        const LoadedLesson loaded = readLessonFile(path);
        printWarnings(path, loaded.warnings);
        const QStringList problems = checkLesson(loaded);
        for (const QString& p : problems)
            err_ << path << ": " << fromStd(escapeControlCharacters(toStd(p))) << Qt::endl;
        if (!problems.isEmpty())
            return fail(problems.size() == 1
                            ? tr("%1: 1 problem found").arg(path)
                            : tr("%1: %2 problems found").arg(path).arg(problems.size()));
        QStringList languages;
        for (const std::string& l : loaded.lesson.languages)
            languages << fromStd(l);
        const int steps = static_cast<int>(loaded.lesson.steps.size());
        out_ << (steps == 1 ? tr("%1: 1 step in %2, which can be shown and answered")
                                  .arg(path, languages.join(QStringLiteral(", ")))
                            : tr("%1: %2 steps in %3, every one can be shown and answered")
                                  .arg(path)
                                  .arg(steps)
                                  .arg(languages.join(QStringLiteral(", "))))
             << Qt::endl;
    } catch (const InputError& e) {
        return fail(fromStd(inputErrorInFile(e, path).what()));
    }
    return Success;
}

int CliApplication::explain(const QString& path, const QString& queryText, const QString& headText,
                            const QString& decimalsText, const QString& frameText)
{
    bool okFrame = true;
    if (!frameText.isEmpty())
        frameText.toInt(&okFrame);
    if (!okFrame)
        return fail(tr("--frame: expected a whole number, got '%1'").arg(frameText));
    bool okQuery = queryText.isEmpty(), okHead = false, okDecimals = false;
    // no query: -1, the chosen frame's new rows (a kind without frames explains query 0)
    const int query = queryText.isEmpty() ? -1 : queryText.toInt(&okQuery);
    const int head = headText.toInt(&okHead);
    const int decimals = decimalsText.toInt(&okDecimals);
    if (!okQuery)
        return fail(tr("--query: expected a whole number, got '%1'").arg(queryText));
    if (!okHead)
        return fail(tr("--head: expected a whole number, got '%1'").arg(headText));
    if (!okDecimals || decimals < 0 || decimals > 12)
        return fail(
            tr("--decimals: expected a whole number from 0 to 12, got '%1'").arg(decimalsText));
    try {
        const LoadedScenario loaded = readScenarioFile(path, language_);
        requireImagePatches(loaded, limits::maxTokens, "reference engine");
        const ResolvedScenario resolved = resolveScenarioFile(loaded);
        // the rows the kind explains: the queries, or channel attention's channels
        const int queries = kindDescription(resolved.kind).queryCount(resolved);
        if ((query < 0 && !queryText.isEmpty()) || query >= queries)
            return fail(queries == resolved.input.queryCount()
                            ? tr("--query: %1 is out of range; the scenario has %2 queries (0 to "
                                 "%3)")
                                  .arg(query)
                                  .arg(queries)
                                  .arg(queries - 1)
                            : tr("--query: %1 is out of range; the scenario has %2 rows to "
                                 "explain (0 to %3)")
                                  .arg(query)
                                  .arg(queries)
                                  .arg(queries - 1));
        const AttentionKind& kind = attentionKind(resolved.kind);
        kind.requireTraceMemory(resolved, toStd(path), 0);
        const auto trace = kind.compute(resolved, kind.backends().front());
        // the kind's heads (deformable attention's M are not q, k and v's)
        const int heads = trace->headCount();
        if (head < 0 || head >= heads)
            return fail(tr("--head: %1 is out of range; the scenario has %2 heads (0 to %3)")
                            .arg(head)
                            .arg(heads)
                            .arg(heads - 1));
        printWarnings(path, loaded.warnings);
        printWarnings(path, resolved.warnings);
        printWarnings(path, trace->warnings());
        const int frames = trace->frameCount();
        // The last frame unless one is chosen: what a kind without frames has.
        const int frame = frameText.isEmpty() ? frames - 1 : frameText.toInt();
        if (frame < 0 || frame >= frames)
            return fail(
                tr("--frame: %1 is out of range; the scenario has %n frame(s)", nullptr, frames)
                    .arg(frameText));
        if (!loaded.scenario.title.empty())
            out_ << fromStd(loaded.scenario.title) << "\n\n";
        // -1 (the frame's new rows) only where the frames are decoding steps
        out_ << kindDescription(kind.id()).explainQuery(
            resolved, *trace, head, frame, query < 0 && !resolved.decode ? 0 : query, decimals);
        out_.flush();
    } catch (const InputError& e) {
        return fail(fromStd(inputErrorInFile(e, path).what()));
    } catch (const std::bad_alloc&) {
        return fail(tr("%1: not enough memory for this scenario").arg(path));
    }
    return Success;
}

} // namespace attnlab

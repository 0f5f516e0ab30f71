#include "cliapplication.h"

#include "attention.h"
#include "explanation.h"
#include "inputerror.h"
#include "matrixjson.h"
#include "resultjson.h"
#include "scenariofile.h"

#include <QCommandLineParser>

#include <cstdio>

namespace attnlab {

CliApplication::CliApplication() : out_(stdout), err_(stderr) {}

int CliApplication::fail(const QString& message, int code)
{
    err_ << QCoreApplication::applicationName() << ": " << message << Qt::endl;
    return code;
}

void CliApplication::printWarnings(const QString& path, const Warnings& warnings)
{
    for (const Warning& w : warnings)
        err_ << tr("%1: warning: %2").arg(path, fromStd(w.message)) << Qt::endl;
}

int CliApplication::run(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Compute and explain scaled dot-product attention, "
           "softmax(Q K\u1d40 / \u221ad_k + M) V, without the desktop app.\n\n"
           "Commands:\n"
           "  compute SCENARIO.json [--out FILE]   every stage of every head, as JSON\n"
           "  explain SCENARIO.json [--query I] [--head H]\n"
           "                                       the arithmetic of one query row, as text"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("command"), tr("compute or explain"));
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
    parser.addOptions({outOption, queryOption, headOption, decimalsOption});

    if (!parser.parse(arguments))
        return fail(parser.errorText() + QLatin1Char('\n') +
                    tr("Try '%1 --help'.").arg(QCoreApplication::applicationName()));
    if (parser.isSet(QStringLiteral("help"))) {
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
        return fail(tr("unknown command '%1' (known: compute, explain)").arg(command));
    if (positional.size() < 2)
        return fail(tr("%1: no scenario file given").arg(command));
    if (positional.size() > 2)
        return fail(tr("%1: unexpected argument '%2'").arg(command, positional.at(2)));

    if (command == QLatin1String("compute")) {
        for (const auto* option : {&queryOption, &headOption, &decimalsOption})
            if (parser.isSet(*option))
                return fail(tr("compute: --%1 belongs to explain").arg(option->names().first()));
        return compute(positional.at(1), parser.value(outOption));
    }
    if (parser.isSet(outOption))
        return fail(tr("explain: --out belongs to compute"));
    return explain(positional.at(1), parser.value(queryOption), parser.value(headOption),
                   parser.value(decimalsOption));
}

int CliApplication::compute(const QString& path, const QString& outPath)
{
    nlohmann::json result;
    try {
        const LoadedScenario loaded = readScenarioFile(path);
        const ResolvedScenario resolved = resolveScenario(loaded.scenario, toStd(loaded.baseDir));
        const Trace trace = computeTrace(resolved.input);
        printWarnings(path, loaded.warnings);
        printWarnings(path, resolved.warnings);
        printWarnings(path, trace.warnings);
        result = resultToJson(resolved, trace, loaded.warnings);
    } catch (const InputError& e) {
        return fail(fromStd(e.what()));
    } catch (const std::bad_alloc&) {
        return fail(tr("%1: not enough memory for this scenario").arg(path));
    }
    const QByteArray bytes = QByteArray::fromStdString(formatJson(result));
    if (outPath.isEmpty()) {
        std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stdout);
        std::fflush(stdout);
        return Success;
    }
    const QString error = writeFileAtomically(outPath, bytes);
    return error.isEmpty() ? Success : fail(error, OutputFailed);
}

int CliApplication::explain(const QString& path, const QString& queryText, const QString& headText,
                            const QString& decimalsText)
{
    bool okQuery = false, okHead = false, okDecimals = false;
    const int query = queryText.toInt(&okQuery);
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
        const LoadedScenario loaded = readScenarioFile(path);
        const ResolvedScenario resolved = resolveScenario(loaded.scenario, toStd(loaded.baseDir));
        const int queries = resolved.input.queryCount();
        if (query < 0 || query >= queries)
            return fail(tr("--query: %1 is out of range; the scenario has %2 queries (0 to %3)")
                            .arg(query)
                            .arg(queries)
                            .arg(queries - 1));
        if (head < 0 || head >= resolved.input.heads)
            return fail(tr("--head: %1 is out of range; the scenario has %2 heads (0 to %3)")
                            .arg(head)
                            .arg(resolved.input.heads)
                            .arg(resolved.input.heads - 1));
        const Trace trace = computeTrace(resolved.input);
        printWarnings(path, loaded.warnings);
        printWarnings(path, resolved.warnings);
        printWarnings(path, trace.warnings);
        if (!loaded.scenario.title.empty())
            out_ << fromStd(loaded.scenario.title) << "\n\n";
        out_ << Explanation::explainQueryRow(resolved, trace, head, query, decimals);
        out_.flush();
    } catch (const InputError& e) {
        return fail(fromStd(e.what()));
    } catch (const std::bad_alloc&) {
        return fail(tr("%1: not enough memory for this scenario").arg(path));
    }
    return Success;
}

} // namespace attnlab

#include "analysiscommand.h"

#include "attentionmaps.h"
#include "flow.h"
#include "headstats.h"
#include "inputerror.h"
#include "matrixtext.h"
#include "npy.h"
#include "quote.h"
#include "rollout.h"
#include "scenariofile.h"
#include "sizelimits.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLocale>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <optional>

namespace attnlab {

/// The context of the commands' messages for the translation files.
class AnalysisCommand
{
    Q_DECLARE_TR_FUNCTIONS(attnlab::AnalysisCommand)
};

namespace {

constexpr int Success = 0;
constexpr int OutputFailed = 1;
constexpr int InvalidInput = 2;

int fail(QTextStream& err, const QString& command, const QString& message, int code = InvalidInput)
{
    err << QCoreApplication::applicationName() << ": " << command << ": "
        << fromStd(escapeControlCharacters(toStd(message))) << Qt::endl;
    return code;
}

void printWarnings(QTextStream& err, const QString& path, const Warnings& warnings)
{
    for (const Warning& w : warnings)
        err << fromStd(escapeControlCharacters(
                   toStd(AnalysisCommand::tr("%1: warning: %2").arg(path, fromStd(w.message)))))
            << Qt::endl;
}

/// A number as the tables write it: 4 decimals, or scientific for the tiny row-sum checks.
QString fixed(double x, int decimals = 4)
{
    return QString::number(x, 'f', decimals);
}

QString scientific(double x)
{
    return x == 0.0 ? QStringLiteral("0") : QString::number(x, 'g', 2);
}

nlohmann::ordered_json matrixJson(const Matrix& m)
{
    nlohmann::ordered_json rows = nlohmann::ordered_json::array();
    for (Eigen::Index i = 0; i < m.rows(); ++i) {
        nlohmann::ordered_json row = nlohmann::ordered_json::array();
        for (Eigen::Index j = 0; j < m.cols(); ++j)
            row.push_back(m(i, j));
        rows.push_back(std::move(row));
    }
    return rows;
}

/// The tokens of the maps' rows, or "0", "1", … when the file has none; escaped for a terminal.
QStringList tokenLabels(const AttentionMaps& maps)
{
    QStringList labels;
    for (int i = 0; i < maps.queryCount(); ++i)
        labels << (maps.queryTokens.empty()
                       ? QString::number(i)
                       : fromStd(
                             escapeUserText(maps.queryTokens[static_cast<std::size_t>(i)], 16)));
    return labels;
}

/// m with its rows and columns labelled by the tokens, 4 decimals.
QString matrixTable(const Matrix& m, const QStringList& labels)
{
    qsizetype width = 6;
    for (const QString& l : labels)
        width = std::max(width, l.size());
    QString text = QString(width, u' ');
    for (const QString& l : labels)
        text += QStringLiteral("  ") + l.rightJustified(width);
    text += u'\n';
    for (Eigen::Index i = 0; i < m.rows(); ++i) {
        text += labels.at(i).leftJustified(width);
        for (Eigen::Index j = 0; j < m.cols(); ++j)
            text += QStringLiteral("  ") + fixed(m(i, j)).rightJustified(width);
        text += u'\n';
    }
    return text;
}

/// Writes bytes to path atomically; a message naming the file when that fails.
int writeOut(QTextStream& err, const QString& command, const QString& path,
             const std::string& bytes)
{
    const QString error =
        writeFileAtomically(path, QByteArray(bytes.data(), qsizetype(bytes.size())));
    return error.isEmpty() ? Success : fail(err, command, error, OutputFailed);
}

/// The parser of a command: its description, the WEIGHTS.npy argument and --help.
void setUp(QCommandLineParser& parser, const QString& command, const QString& description)
{
    parser.setApplicationDescription(description);
    parser.addHelpOption();
    parser.addPositionalArgument(command, AnalysisCommand::tr("the command"));
    parser.addPositionalArgument(
        QStringLiteral("weights"),
        AnalysisCommand::tr("Attention weights (.npy) of shape (layers, heads, n, n)."));
}

/// Parses arguments; *code is set when the command ends here (--help, a usage error).
bool parse(QCommandLineParser& parser, const QStringList& arguments, const QString& command,
           QTextStream& out, QTextStream& err, int* code)
{
    if (!parser.parse(arguments)) {
        *code = fail(err, command,
                     parser.errorText() + QLatin1Char('\n') +
                         AnalysisCommand::tr("Try '%1 %2 --help'.")
                             .arg(QCoreApplication::applicationName(), command));
        return false;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText();
        out.flush();
        *code = Success;
        return false;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() < 2) {
        *code = fail(err, command, AnalysisCommand::tr("no weights file given (WEIGHTS.npy)"));
        return false;
    }
    if (positional.size() > 2) {
        *code = fail(err, command,
                     AnalysisCommand::tr("unexpected argument '%1'").arg(positional.at(2)));
        return false;
    }
    return true;
}

/// The weights and their tokens (--tokens FILE, else the file beside the weights).
AttentionMaps readWeights(const QString& path, const QString& tokensPath)
{
    return readAttentionMapsFile(toStd(path), tokensPath.isEmpty() ? tokensFileBeside(toStd(path))
                                                                   : toStd(tokensPath));
}

/// rollout and flow: one parser, two computations.
int runPathCommand(bool flow, const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    const QString command = flow ? QStringLiteral("flow") : QStringLiteral("rollout");
    QCommandLineParser parser;
    setUp(parser, command,
          flow ? AnalysisCommand::tr(
                     "Attention flow (Abnar & Zuidema 2020): the maximum flow from each output "
                     "token (the last layer of the range) to each input token through the "
                     "layered graph of tokens, whose edges from token i of one layer to token j "
                     "of the layer below have the capacity \u00c2_ij of the rollout:\n"
                     "  \u00c2 = rownorm((1 - A) fuse(heads) + A I)\n"
                     "Each row of the flow is divided by its sum, as the paper's code does.\n\n"
                     "  flow WEIGHTS.npy [--head-fusion mean|max|min] [--residual A] "
                     "[--layers a:b] [--tokens FILE] [--out FLOW.npy] [--json] [--threads N]\n\n"
                     "At most %1 tokens and %2 layers (n\u00b2 maximum flows). --json prints "
                     "\"flow\" (rows normalised), \"flow_values\" (the maximum flows), "
                     "\"tokens\", \"layers\", \"head_fusion\", \"residual\" and "
                     "\"max_row_sum_deviation\"; --out writes \"flow\" as .npy.\n"
                     "Exit status: 0 success, 1 the output could not be written, 2 invalid "
                     "input or usage.")
                     .arg(limits::maxFlowTokens)
                     .arg(limits::maxFlowLayers)
               : AnalysisCommand::tr(
                     "Attention rollout (Abnar & Zuidema 2020): how much each output token draws "
                     "on each input token through every layer of the range.\n"
                     "  \u00c2_l = rownorm((1 - A) fuse(heads of layer l) + A I)\n"
                     "  J_a = \u00c2_a,  J_l = \u00c2_l J_(l-1),  rollout = J_(b-1)\n"
                     "fuse: the mean, max or min of the heads; A: --residual (0.5: the paper's "
                     "0.5 A + 0.5 I). Every row of every \u00c2 and of J sums to 1: the largest "
                     "deviation is shown.\n\n"
                     "  rollout WEIGHTS.npy [--head-fusion mean|max|min] [--residual A] "
                     "[--layers a:b] [--tokens FILE] [--out J.npy] [--json]\n\n"
                     "--json prints \"rollout\" (n x n), \"tokens\", \"layers\", "
                     "\"head_fusion\", \"residual\" and \"max_row_sum_deviation\"; --out writes "
                     "J as .npy (float64).\n"
                     "Exit status: 0 success, 1 the output could not be written, 2 invalid "
                     "input or usage."));
    const QCommandLineOption fusionOption(
        QStringLiteral("head-fusion"),
        AnalysisCommand::tr("How the heads of a layer become one map: mean, max or min "
                            "(default mean)."),
        AnalysisCommand::tr("F"), QStringLiteral("mean"));
    const QCommandLineOption residualOption(
        QStringLiteral("residual"),
        AnalysisCommand::tr("The share A of the identity in (1 - A) A_l + A I, from 0 to 1 "
                            "(default 0.5)."),
        AnalysisCommand::tr("A"), QStringLiteral("0.5"));
    const QCommandLineOption layersOption(
        QStringLiteral("layers"),
        AnalysisCommand::tr("Layers a to b - 1, as a Python slice (2:5, :3, 4:, or one layer: "
                            "2); default all."),
        AnalysisCommand::tr("a:b"));
    const QCommandLineOption tokensOption(
        QStringLiteral("tokens"),
        AnalysisCommand::tr("The tokens file (default: NAME.tokens.txt or NAME.tokens.json "
                            "beside NAME.npy)."),
        AnalysisCommand::tr("FILE"));
    const QCommandLineOption outOption(
        QStringLiteral("out"),
        AnalysisCommand::tr("Write the n x n result to FILE.npy (float64, atomically)."),
        AnalysisCommand::tr("FILE"));
    const QCommandLineOption jsonOption(QStringLiteral("json"),
                                        AnalysisCommand::tr("Print one JSON object."));
    const QCommandLineOption threadsOption(
        QStringLiteral("threads"),
        AnalysisCommand::tr("Threads computing the flows (default: one per processor)."),
        AnalysisCommand::tr("N"));
    parser.addOptions(
        {fusionOption, residualOption, layersOption, tokensOption, outOption, jsonOption});
    if (flow)
        parser.addOption(threadsOption);
    int code = Success;
    if (!parse(parser, arguments, command, out, err, &code))
        return code;
    const QString path = parser.positionalArguments().at(1);

    const std::optional<HeadFusion> fusion = headFusionFromId(toStd(parser.value(fusionOption)));
    if (!fusion)
        return fail(err, command,
                    AnalysisCommand::tr("--head-fusion: expected mean, max or min, got '%1'")
                        .arg(parser.value(fusionOption)));
    bool ok = false;
    const double residual = parser.value(residualOption).toDouble(&ok);
    if (!ok || !(residual >= 0.0 && residual <= 1.0))
        return fail(err, command,
                    AnalysisCommand::tr("--residual: expected a number from 0 to 1, got '%1'")
                        .arg(parser.value(residualOption)));
    int threads = 0;
    if (flow && parser.isSet(threadsOption)) {
        threads = parser.value(threadsOption).toInt(&ok);
        if (!ok || threads < 1 || threads > 256)
            return fail(err, command,
                        AnalysisCommand::tr("--threads: expected a whole number from 1 to 256, "
                                            "got '%1'")
                            .arg(parser.value(threadsOption)));
    }
    const QString outPath = parser.value(outOption);
    if (parser.isSet(outOption)) {
        if (!outPath.endsWith(QLatin1String(".npy"), Qt::CaseInsensitive))
            return fail(
                err, command,
                AnalysisCommand::tr("--out: expected a .npy file name, got '%1'").arg(outPath));
        if (isSameFile(path, outPath))
            return fail(err, command,
                        AnalysisCommand::tr("--out: %1 is the weights being read; write the "
                                            "result to another file")
                            .arg(outPath));
    }

    AttentionMaps maps;
    Matrix result;
    LayerRange range;
    nlohmann::ordered_json json;
    QString check;
    try {
        maps = readWeights(path, parser.value(tokensOption));
        if (parser.isSet(layersOption))
            range = parseLayerRange(toStd(parser.value(layersOption)), maps.layers, "--layers");
        printWarnings(err, path, maps.warnings);
        if (flow) {
            FlowOptions options;
            options.fusion = *fusion;
            options.residual = residual;
            options.layers = range;
            options.threads = threads;
            QElapsedTimer timer;
            timer.start();
            const FlowResult r = attentionFlow(maps, options, toStd(path));
            const double seconds = double(timer.nsecsElapsed()) / 1e9;
            result = r.flow;
            range = r.layers;
            json["flow"] = matrixJson(r.flow);
            json["flow_values"] = matrixJson(r.values);
            check = AnalysisCommand::tr("%1 maximum flows in %2 s; rows of the flow sum to 1: "
                                        "largest |row sum - 1| %3")
                        .arg(QLocale(QLocale::English).toString(r.maxFlows))
                        .arg(seconds, 0, 'f', 3)
                        .arg(scientific(r.flowRowSumDeviation));
            json["max_row_sum_deviation"] = {{"flow", r.flowRowSumDeviation}};
        } else {
            RolloutOptions options;
            options.fusion = *fusion;
            options.residual = residual;
            options.layers = range;
            const RolloutResult r = attentionRollout(maps, options, toStd(path));
            result = r.rollout;
            range = r.layers;
            json["rollout"] = matrixJson(r.rollout);
            check = AnalysisCommand::tr("rows sum to 1: largest |row sum - 1| %1 in the "
                                        "\u00c2 (layer %2), %3 in J")
                        .arg(scientific(r.maxResidualRowSumDeviation()))
                        .arg(r.maxResidualRowSumDeviationLayer())
                        .arg(scientific(r.rolloutRowSumDeviation));
            json["max_row_sum_deviation"] = {{"residual_maps", r.maxResidualRowSumDeviation()},
                                             {"rollout", r.rolloutRowSumDeviation}};
        }
    } catch (const InputError& e) {
        return fail(err, command, fromStd(e.what()));
    } catch (const std::bad_alloc&) {
        return fail(err, command, AnalysisCommand::tr("%1: not enough memory").arg(path));
    }
    json["tokens"] = maps.queryTokens.empty() ? nlohmann::ordered_json(nullptr)
                                              : nlohmann::ordered_json(maps.queryTokens);
    json["layers"] = {range.first, range.end};
    json["head_fusion"] = headFusionId(*fusion);
    json["residual"] = residual;

    if (parser.isSet(outOption))
        if (const int c = writeOut(err, command, outPath, writeNpy(result)); c != Success)
            return c;
    if (parser.isSet(jsonOption)) {
        out << fromStd(json.dump()) << Qt::endl;
        return Success;
    }
    out << AnalysisCommand::tr("%1: %2 layers x %3 heads, %4 tokens")
               .arg(path)
               .arg(maps.layers)
               .arg(maps.heads)
               .arg(maps.queryCount())
        << '\n';
    const QString formula =
        AnalysisCommand::tr("\u00c2 = rownorm(%1 A + %2 I)")
            .arg(QString::number(1.0 - residual, 'g', 6), QString::number(residual, 'g', 6));
    out << (flow ? AnalysisCommand::tr("flow through layers %1 to %2, heads fused by %3, "
                                       "capacities %4")
                 : AnalysisCommand::tr("rollout of layers %1 to %2, heads fused by %3, %4"))
               .arg(range.first)
               .arg(range.end - 1)
               .arg(QLatin1String(headFusionId(*fusion)), formula)
        << '\n'
        << check << '\n';
    if (parser.isSet(outOption)) {
        out << AnalysisCommand::tr("written to %1").arg(outPath) << Qt::endl;
        return Success;
    }
    out << AnalysisCommand::tr("rows: output tokens; columns: input tokens") << '\n'
        << matrixTable(result, tokenLabels(maps));
    out.flush();
    return Success;
}

/// "1:3" -> layer 1, head 3.
std::optional<std::pair<int, int>> layerHead(const QString& text)
{
    const QStringList parts = text.split(u':');
    if (parts.size() != 2)
        return std::nullopt;
    bool okLayer = false, okHead = false;
    const int layer = parts[0].toInt(&okLayer);
    const int head = parts[1].toInt(&okHead);
    if (!okLayer || !okHead)
        return std::nullopt;
    return std::pair{layer, head};
}

} // namespace

int runRolloutCommand(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    return runPathCommand(false, arguments, out, err);
}

int runFlowCommand(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    return runPathCommand(true, arguments, out, err);
}

int runHeadsCommand(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    const QString command = QStringLiteral("heads");
    QCommandLineParser parser;
    setUp(parser, command,
          AnalysisCommand::tr(
              "What each head does, per layer and head (each a mean over the map's rows i):\n"
              "  entropy_bits    -sum_j a_ij log2 a_ij (0: one key; log2 n: uniform)\n"
              "  mean_distance   sum_j a_ij |i - j|, in tokens\n"
              "  first_token     a_i0, the weight on the first token\n"
              "  previous_token  a_i,i-1 (rows i >= 1)\n"
              "  diagonal        a_ii, the weight on the token itself\n"
              "  keys_for_90     the fewest keys holding 90 % of the row's weight\n\n"
              "  heads WEIGHTS.npy [--json|--csv] [--out FILE]\n"
              "  heads WEIGHTS.npy --like L:H [--distance js|frobenius] [--json|--csv]\n\n"
              "--like lists every other head by the distance of its map to head H of layer L, "
              "nearest first: js, the mean over rows of the Jensen-Shannon divergence in bits "
              "(0 to 1; the default), or frobenius, ||A - B||_F / sqrt(n).\n"
              "Exit status: 0 success, 1 the output could not be written, 2 invalid input or "
              "usage."));
    const QCommandLineOption jsonOption(QStringLiteral("json"),
                                        AnalysisCommand::tr("JSON: {\"heads\": [...]}."));
    const QCommandLineOption csvOption(QStringLiteral("csv"),
                                       AnalysisCommand::tr("CSV with a header line."));
    const QCommandLineOption outOption(
        QStringLiteral("out"),
        AnalysisCommand::tr("Write to FILE (atomically) instead of the terminal; FILE.csv and "
                            "FILE.json choose the format when --csv and --json are not given."),
        AnalysisCommand::tr("FILE"));
    const QCommandLineOption likeOption(
        QStringLiteral("like"), AnalysisCommand::tr("Heads like head H of layer L, nearest first."),
        AnalysisCommand::tr("L:H"));
    const QCommandLineOption distanceOption(
        QStringLiteral("distance"),
        AnalysisCommand::tr("--like's distance: js (default) or frobenius."),
        AnalysisCommand::tr("D"), QStringLiteral("js"));
    parser.addOptions({jsonOption, csvOption, outOption, likeOption, distanceOption});
    int code = Success;
    if (!parse(parser, arguments, command, out, err, &code))
        return code;
    const QString path = parser.positionalArguments().at(1);
    if (parser.isSet(jsonOption) && parser.isSet(csvOption))
        return fail(err, command, AnalysisCommand::tr("--json and --csv exclude each other"));
    const QString outPath = parser.value(outOption);
    if (parser.isSet(outOption) && isSameFile(path, outPath))
        return fail(err, command,
                    AnalysisCommand::tr("--out: %1 is the weights being read; write the "
                                        "statistics to another file")
                        .arg(outPath));
    const QString suffix = QFileInfo(outPath).suffix().toLower();
    const bool json =
        parser.isSet(jsonOption) || (!parser.isSet(csvOption) && suffix == QLatin1String("json"));
    const bool csv = parser.isSet(csvOption) || (!json && suffix == QLatin1String("csv"));
    MapDistance distance = MapDistance::JensenShannon;
    if (parser.value(distanceOption) == QLatin1String("frobenius"))
        distance = MapDistance::Frobenius;
    else if (parser.value(distanceOption) != QLatin1String("js"))
        return fail(err, command,
                    AnalysisCommand::tr("--distance: expected js or frobenius, got '%1'")
                        .arg(parser.value(distanceOption)));
    if (parser.isSet(distanceOption) && !parser.isSet(likeOption))
        return fail(err, command, AnalysisCommand::tr("--distance belongs to --like"));
    std::optional<std::pair<int, int>> like;
    if (parser.isSet(likeOption)) {
        like = layerHead(parser.value(likeOption));
        if (!like)
            return fail(err, command,
                        AnalysisCommand::tr("--like: expected LAYER:HEAD (such as 1:3), got '%1'")
                            .arg(parser.value(likeOption)));
    }

    QString text; // what is printed or written
    try {
        // the statistics need no tokens: none is read (a tokens file beside that does not fit
        // the weights is the labels' problem, not this command's)
        const AttentionMaps maps = readAttentionMapsFile(toStd(path));
        printWarnings(err, path, maps.warnings);
        if (like) {
            const auto [layer, head] = *like;
            if (layer < 0 || layer >= maps.layers || head < 0 || head >= maps.heads)
                return fail(err, command,
                            AnalysisCommand::tr("--like: there is no head %1 in layer %2; %3 has "
                                                "%4 layers (0 to %5) of %6 heads (0 to %7)")
                                .arg(head)
                                .arg(layer)
                                .arg(path)
                                .arg(maps.layers)
                                .arg(maps.layers - 1)
                                .arg(maps.heads)
                                .arg(maps.heads - 1));
            requireSelfAttention(maps, toStd(path));
            const std::vector<HeadMatch> matches = similarHeads(maps, layer, head, distance);
            if (json) {
                nlohmann::ordered_json j;
                j["like"] = {
                    {"layer", layer}, {"head", head}, {"distance", mapDistanceId(distance)}};
                j["heads"] = nlohmann::ordered_json::array();
                for (const HeadMatch& m : matches)
                    j["heads"].push_back(
                        {{"layer", m.layer}, {"head", m.head}, {"distance", m.distance}});
                text = fromStd(j.dump()) + u'\n';
            } else if (csv) {
                text = QStringLiteral("layer,head,distance\n");
                for (const HeadMatch& m : matches)
                    text += QStringLiteral("%1,%2,%3\n")
                                .arg(m.layer)
                                .arg(m.head)
                                .arg(fromStd(formatNumber(m.distance)));
            } else {
                text = (distance == MapDistance::JensenShannon
                            ? AnalysisCommand::tr("heads like layer %1, head %2 of %3, nearest "
                                                  "first (Jensen-Shannon divergence of the rows, "
                                                  "bits, mean over rows):")
                            : AnalysisCommand::tr("heads like layer %1, head %2 of %3, nearest "
                                                  "first (||A - B||_F / sqrt(n)):"))
                           .arg(layer)
                           .arg(head)
                           .arg(path) +
                       u'\n';
                text += QStringLiteral("%1  %2  %3\n")
                            .arg(AnalysisCommand::tr("layer"), AnalysisCommand::tr("head"),
                                 AnalysisCommand::tr("distance"));
                for (const HeadMatch& m : matches)
                    text += QStringLiteral("%1  %2  %3\n")
                                .arg(m.layer, AnalysisCommand::tr("layer").size())
                                .arg(m.head, AnalysisCommand::tr("head").size())
                                .arg(fixed(m.distance, 6));
            }
        } else {
            const std::vector<HeadStatistics> stats = headStatistics(maps, toStd(path));
            if (json)
                text = fromStd(headStatisticsJson(stats)) + u'\n';
            else if (csv)
                text = fromStd(headStatisticsCsv(stats));
            else {
                text = AnalysisCommand::tr("%1: %2 layers x %3 heads, %4 tokens")
                           .arg(path)
                           .arg(maps.layers)
                           .arg(maps.heads)
                           .arg(maps.queryCount()) +
                       u'\n';
                QStringList names{AnalysisCommand::tr("layer"), AnalysisCommand::tr("head")};
                for (const HeadStatistic k : headStatisticList) {
                    const MessageText name = headStatisticName(k);
                    names << QCoreApplication::translate(name.context, name.source);
                }
                text += names.join(QStringLiteral("  ")) + u'\n';
                for (const HeadStatistics& s : stats) {
                    QStringList cells{QString::number(s.layer).rightJustified(names[0].size()),
                                      QString::number(s.head).rightJustified(names[1].size())};
                    for (std::size_t k = 0; k < std::size(headStatisticList); ++k)
                        cells << fixed(s.value(headStatisticList[k]), 3)
                                     .rightJustified(names[static_cast<qsizetype>(k) + 2].size());
                    text += cells.join(QStringLiteral("  ")) + u'\n';
                }
            }
        }
    } catch (const InputError& e) {
        return fail(err, command, fromStd(e.what()));
    } catch (const std::bad_alloc&) {
        return fail(err, command, AnalysisCommand::tr("%1: not enough memory").arg(path));
    }
    if (parser.isSet(outOption))
        return writeOut(err, command, outPath, text.toStdString());
    out << text;
    out.flush();
    return Success;
}

} // namespace attnlab

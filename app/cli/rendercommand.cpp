#include "rendercommand.h"

#include "attention.h"
#include "attentionkind.h"
#include "attentionmaps.h"
#include "colormap.h"
#include "figureexport.h"
#include "inputerror.h"
#include "kinddescription.h"
#include "memoryestimate.h"
#include "quote.h"
#include "scenariofile.h"
#include "sizelimits.h"
#include "stagefigure.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <new>

namespace attnlab {

namespace {

enum ExitCode
{
    Success = 0,
    OutputFailed = 1,
    InvalidInput = 2,
};

class RenderCommand
{
    Q_DECLARE_TR_FUNCTIONS(attnlab::RenderCommand)

public:
    RenderCommand(QTextStream& out, QTextStream& err) : out_(out), err_(err) {}
    int run(const QStringList& arguments);

private:
    /// What the command line asks for, checked.
    struct RenderRequest
    {
        QString input;
        bool npy = false;
        bool toFile = false;
        QString outPath;
        FigureFormat format = FigureFormat::Png;
        bool allStages = false, allHeads = false, stageSet = false;
        QString stageText;
        int frame = 0, head = 0, layer = 0;
        bool layerSet = false, allLayers = false, tokensSet = false;
        QString tokensPath;
        FigureOptions options;
        QString colormap;
        int decimals = 0;
        bool annotate = true, grid = false;
    };
    /// The figures to write, with their file names (STAGE-headH), or one grid figure.
    struct RenderFigures
    {
        std::vector<Figure> figures;
        QStringList names; // parallel to figures
        std::optional<GridFigure> grid;
        QString gridName;
    };
    /// Not an exit code: go on.
    static constexpr int Continue = -1;
    /// Reads and checks the options (Continue, or the exit code: help, a usage error).
    int parse(const QStringList& arguments, RenderRequest& request);
    /// The figures of a .npy weights file, or of a scenario's stages (Continue or an error).
    int weightsFigures(const RenderRequest& request, RenderFigures& out);
    int scenarioFigures(const RenderRequest& request, RenderFigures& out);
    /// Writes them to --out or --out-dir and prints each file written.
    int write(const RenderRequest& request, RenderFigures& figures);

    int fail(const QString& message, int code = InvalidInput)
    {
        // escaped: no NUL or terminal escape from the input reaches the terminal
        err_ << QCoreApplication::applicationName() << ": "
             << QString::fromStdString(escapeControlCharacters(message.toStdString())) << Qt::endl;
        return code;
    }
    void printWarnings(const QString& path, const Warnings& warnings)
    {
        for (const Warning& w : warnings)
            err_ << tr("%1: warning: %2").arg(path, fromStd(w.message)) << Qt::endl;
    }

    QTextStream& out_;
    QTextStream& err_;
};

/// A whole number from text, or nullopt.
std::optional<int> toInt(const QString& text)
{
    bool ok = false;
    const int value = text.trimmed().toInt(&ok);
    return ok ? std::optional<int>(value) : std::nullopt;
}

std::optional<double> toDouble(const QString& text)
{
    bool ok = false;
    const double value = text.trimmed().toDouble(&ok);
    return ok && std::isfinite(value) ? std::optional<double>(value) : std::nullopt;
}

int RenderCommand::run(const QStringList& arguments)
{
    RenderRequest request;
    if (const int code = parse(arguments, request); code != Continue)
        return code;
    RenderFigures figures;
    try {
        const int code =
            request.npy ? weightsFigures(request, figures) : scenarioFigures(request, figures);
        if (code != Continue)
            return code;
    } catch (const InputError& e) {
        return fail(fromStd(e.what()));
    } catch (const std::bad_alloc&) {
        return fail(tr("%1: not enough memory for this input").arg(request.input));
    }

    return write(request, figures);
}

int RenderCommand::parse(const QStringList& arguments, RenderRequest& request)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Draw a stage's heatmap as a stand-alone figure: title, Query and Key axes with the "
           "tokens, a colorbar with its label, masked cells hatched, on white.\n\n"
           "  render INPUT [--stage STAGE] [--head H] --out FILE.png|svg|pdf\n"
           "  render INPUT --all-stages --all-heads --out-dir DIR\n\n"
           "INPUT is a scenario (.json) or a model's attention weights (.npy, the weights stage "
           "only, with --layer, --all-layers and --tokens FILE). The format comes from --format, "
           "or else from the "
           "extension of --out. With --out-dir each figure gets its own file, named "
           "STAGE-headH.EXT (weights-head0.png, scores-head3.svg) and final.EXT for the final "
           "stage, weights-layerL-headH.EXT for a .npy; the folder is created if needed. --out "
           "FILE.pdf with --all-stages or "
           "--all-heads writes one PDF with a page per figure; --grid --all-heads draws every head "
           "(with --all-layers, every layer and head of a .npy) as one figure with one colorbar "
           "(STAGE-grid.EXT in --out-dir). Every file written is printed, one a line.\n\n"
           "Exit status: 0 success, 1 a file could not be written (an existing file is left "
           "untouched), 2 invalid input or usage."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("render"), tr("The command."));
    parser.addPositionalArgument(
        QStringLiteral("input"),
        tr("A scenario (.json), or attention weights (.npy of shape (n_q, n_k), (heads, n_q, "
           "n_k) or (layers, heads, n_q, n_k))."));
    const QCommandLineOption stageOption(
        QStringLiteral("stage"),
        tr("The stage: scores, scaled, masked, weights (default), output or final."), tr("STAGE"),
        QStringLiteral("weights"));
    const QCommandLineOption headOption(QStringLiteral("head"), tr("The head (default 0)."),
                                        tr("H"), QStringLiteral("0"));
    const QCommandLineOption frameOption(
        QStringLiteral("frame"), tr("The frame of a kind with frames (decoding steps; default 0)."),
        tr("F"), QStringLiteral("0"));
    const QCommandLineOption layerOption(QStringLiteral("layer"),
                                         tr("The layer of a .npy weights file (default 0)."),
                                         tr("L"), QStringLiteral("0"));
    const QCommandLineOption allLayersOption(QStringLiteral("all-layers"),
                                             tr("Every layer of a .npy weights file."));
    const QCommandLineOption tokensOption(
        QStringLiteral("tokens"),
        tr("Token labels for a .npy weights file: a .json file holds a JSON list of strings, any "
           "other file one token a line (default: NAME.tokens.txt or NAME.tokens.json beside "
           "NAME.npy, when there)."),
        tr("FILE"));
    const QCommandLineOption allStagesOption(QStringLiteral("all-stages"),
                                             tr("Every stage (of --head, or of every head)."));
    const QCommandLineOption allHeadsOption(QStringLiteral("all-heads"),
                                            tr("Every head (of --stage, or of every stage)."));
    const QCommandLineOption formatOption(QStringLiteral("format"),
                                          tr("png, svg or pdf (default: from --out's extension)."),
                                          tr("FORMAT"));
    const QCommandLineOption dpiOption(QStringLiteral("dpi"),
                                       tr("Pixels per inch of a PNG (default 192)."), tr("N"),
                                       QStringLiteral("192"));
    const QCommandLineOption sizeOption(
        QStringLiteral("size"), tr("The figure's width and height in inches (default 6x5)."),
        tr("WxH"), QStringLiteral("6x5"));
    const QCommandLineOption tightOption(
        QStringLiteral("tight"),
        tr("Trim the white space around the figure (--size is then the largest it may be)."));
    const QCommandLineOption fontSizeOption(
        QStringLiteral("font-size"),
        tr("Text size in points of labels and ticks (default 10; the title is 1.3 times "
           "larger)."),
        tr("PT"), QStringLiteral("10"));
    const QCommandLineOption titleOption(QStringLiteral("title"),
                                         tr("The title (default: the stage's)."), tr("TEXT"));
    const QCommandLineOption noTitleOption(QStringLiteral("no-title"), tr("No title."));
    const QCommandLineOption colormapOption(
        QStringLiteral("colormap"),
        tr("The colormap of the weights: %1 (default viridis). The signed stages always use "
           "the diverging map centred on 0.")
            .arg(Colormap::names().join(QStringLiteral(", "))),
        tr("NAME"), QStringLiteral("viridis"));
    const QCommandLineOption annotateOption(
        QStringLiteral("annotate"),
        tr("Write the values in the cells when they fit (the default, as in the app)."));
    const QCommandLineOption noAnnotateOption(QStringLiteral("no-annotate"),
                                              tr("Do not write the values in the cells."));
    const QCommandLineOption decimalsOption(
        QStringLiteral("decimals"),
        tr("Decimals of the values in the cells (default %1, as in the app).")
            .arg(defaultFigureDecimals),
        tr("N"), QString::number(defaultFigureDecimals));
    const QCommandLineOption fontOption(QStringLiteral("font"),
                                        tr("sans (the default) or serif, as a paper's text."),
                                        tr("FONT"), QStringLiteral("sans"));
    const QCommandLineOption gridOption(
        QStringLiteral("grid"),
        tr("With --all-heads: every head as one figure, a grid of maps with one colorbar (with "
           "--all-layers, a row per layer of a .npy)."));
    const QCommandLineOption outOption(QStringLiteral("out"), tr("The file to write."), tr("FILE"));
    const QCommandLineOption outDirOption(
        QStringLiteral("out-dir"), tr("The folder to write one file per figure into."), tr("DIR"));
    parser.addOptions({stageOption,     headOption,       frameOption,     layerOption,
                       allLayersOption, tokensOption,     allStagesOption, allHeadsOption,
                       formatOption,    dpiOption,        sizeOption,      tightOption,
                       fontSizeOption,  titleOption,      noTitleOption,   colormapOption,
                       annotateOption,  noAnnotateOption, decimalsOption,  fontOption,
                       gridOption,      outOption,        outDirOption});

    if (!parser.parse(arguments))
        return fail(tr("render: %1").arg(parser.errorText()) + QLatin1Char('\n') +
                    tr("Try '%1 render --help'.").arg(QCoreApplication::applicationName()));
    if (parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("help-all"))) {
        out_ << parser.helpText();
        out_.flush();
        return Success;
    }

    QStringList positional = parser.positionalArguments();
    if (!positional.isEmpty() && positional.first() == QLatin1String("render"))
        positional.removeFirst();
    if (positional.isEmpty())
        return fail(tr("render: no input file given"));
    if (positional.size() > 1)
        return fail(tr("render: unexpected argument '%1'").arg(positional.at(1)));
    const QString input = positional.first();

    // Where to.
    const bool toFile = parser.isSet(outOption), toDir = parser.isSet(outDirOption);
    if (toFile == toDir)
        return fail(toFile ? tr("render: give --out FILE or --out-dir DIR, not both")
                           : tr("render: no output given; add --out FILE or --out-dir DIR"));
    const QString outPath = parser.value(toFile ? outOption : outDirOption);
    if (outPath.isEmpty())
        return fail(tr("render: --%1 needs a name")
                        .arg(toFile ? QStringLiteral("out") : QStringLiteral("out-dir")));

    // The format.
    std::optional<FigureFormat> format;
    if (parser.isSet(formatOption)) {
        format = figureFormatFromName(parser.value(formatOption));
        if (!format)
            return fail(tr("--format: unknown format '%1' (known: png, svg, pdf)")
                            .arg(parser.value(formatOption)));
        if (toFile) {
            const auto fromName = figureFormatFromSuffix(outPath);
            if (fromName && *fromName != *format)
                return fail(tr("--format %1 does not match the extension of '%2'")
                                .arg(figureFormatSuffix(*format), outPath));
        }
    } else if (toFile) {
        format = figureFormatFromSuffix(outPath);
        if (!format) {
            const QString suffix = QFileInfo(outPath).suffix();
            return fail(suffix.isEmpty()
                            ? tr("%1: cannot tell the figure format: the name has no extension "
                                 "(use .png, .svg or .pdf, or --format)")
                                  .arg(outPath)
                            : tr("%1: unknown figure format '.%2' (known: .png, .svg, .pdf)")
                                  .arg(outPath, suffix));
        }
    } else {
        format = FigureFormat::Png;
    }

    // What.
    const bool allStages = parser.isSet(allStagesOption), allHeads = parser.isSet(allHeadsOption);
    if (allStages && parser.isSet(stageOption))
        return fail(tr("render: --stage and --all-stages exclude each other"));
    if (allHeads && parser.isSet(headOption))
        return fail(tr("render: --head and --all-heads exclude each other"));
    // The stage is one of the scenario's kind: known once the scenario is read.
    const QString stageText = parser.value(stageOption);
    const std::optional<int> frame = toInt(parser.value(frameOption));
    if (!frame)
        return fail(
            tr("--frame: expected a whole number, got '%1'").arg(parser.value(frameOption)));
    const std::optional<int> head = toInt(parser.value(headOption));
    if (!head)
        return fail(tr("--head: expected a whole number, got '%1'").arg(parser.value(headOption)));
    const std::optional<int> layer = toInt(parser.value(layerOption));
    if (!layer)
        return fail(
            tr("--layer: expected a whole number, got '%1'").arg(parser.value(layerOption)));

    // How.
    FigureOptions options;
    const std::optional<int> dpi = toInt(parser.value(dpiOption));
    if (!dpi || *dpi < 10 || *dpi > 4800)
        return fail(tr("--dpi: expected a whole number from 10 to 4800, got '%1'")
                        .arg(parser.value(dpiOption)));
    options.dpi = *dpi;
    {
        static const QRegularExpression re(
            QStringLiteral("^\\s*([0-9]*\\.?[0-9]+)\\s*[xX\u00d7]\\s*([0-9]*\\.?[0-9]+)\\s*$"));
        const QRegularExpressionMatch m = re.match(parser.value(sizeOption));
        // value_or, not *w: GCC 12 warns -Wmaybe-uninitialized on the optionals in release builds.
        const auto wRead = m.hasMatch() ? toDouble(m.captured(1)) : std::nullopt;
        const auto hRead = m.hasMatch() ? toDouble(m.captured(2)) : std::nullopt;
        const bool read = wRead.has_value() && hRead.has_value();
        const double w = wRead.value_or(0.0), h = hRead.value_or(0.0);
        if (!read || w < 0.5 || h < 0.5 || w > 100 || h > 100)
            return fail(tr("--size: expected WIDTHxHEIGHT in inches, each from 0.5 to 100 "
                           "(6x5, 3.25x2.5), got '%1'")
                            .arg(parser.value(sizeOption)));
        options.sizeInches = QSizeF(w, h);
    }
    if (*format == FigureFormat::Png) // too large an image is the input's fault: 2, not 1
        if (const QString problem = pngSizeProblem(options); !problem.isEmpty())
            return fail(tr("--dpi %1 and --size %2: %3")
                            .arg(parser.value(dpiOption), parser.value(sizeOption), problem));
    const std::optional<double> fontSize = toDouble(parser.value(fontSizeOption));
    if (!fontSize || *fontSize < 4 || *fontSize > 48)
        return fail(tr("--font-size: expected a number of points from 4 to 48, got '%1'")
                        .arg(parser.value(fontSizeOption)));
    options.fontPointSize = *fontSize;
    options.tight = parser.isSet(tightOption);
    if (parser.isSet(titleOption) && parser.isSet(noTitleOption))
        return fail(tr("render: --title and --no-title exclude each other"));
    options.title = parser.value(titleOption);
    options.showTitle = !parser.isSet(noTitleOption);
    const QString colormap = parser.value(colormapOption).trimmed().toLower();
    if (!Colormap::isKnown(colormap))
        return fail(
            tr("--colormap: unknown colormap '%1' (known: %2)")
                .arg(parser.value(colormapOption), Colormap::names().join(QStringLiteral(", "))));
    const std::optional<int> decimals = toInt(parser.value(decimalsOption));
    if (!decimals || *decimals < 0 || *decimals > 12)
        return fail(tr("--decimals: expected a whole number from 0 to 12, got '%1'")
                        .arg(parser.value(decimalsOption)));
    if (parser.isSet(annotateOption) && parser.isSet(noAnnotateOption))
        return fail(tr("render: --annotate and --no-annotate exclude each other"));
    const bool annotate = parser.isSet(noAnnotateOption) ? false : defaultFigureAnnotate;
    const QString font = parser.value(fontOption).trimmed().toLower();
    if (font != QLatin1String("sans") && font != QLatin1String("serif"))
        return fail(tr("--font: expected sans or serif, got '%1'").arg(parser.value(fontOption)));
    options.serif = font == QLatin1String("serif");
    const bool grid = parser.isSet(gridOption);
    if (grid && !allHeads)
        return fail(tr("render: --grid needs --all-heads (the heads to draw together)"));
    if (grid && allStages)
        return fail(tr("render: --grid draws the heads of one stage; give --stage, not "
                       "--all-stages"));

    // Never overwrite an input with an output.
    if (toFile) {
        for (const QString& in : {input, parser.value(tokensOption)})
            if (!in.isEmpty() && isSameFile(in, outPath))
                return fail(tr("--out: %1 is an input of this command; write the figure to "
                               "another file")
                                .arg(outPath));
    }

    // The input.
    const bool npy = input.endsWith(QLatin1String(".npy"), Qt::CaseInsensitive);
    if (!npy) {
        for (const auto* option : {&layerOption, &allLayersOption, &tokensOption})
            if (parser.isSet(*option))
                return fail(tr("--%1 applies to .npy weights files, not to a scenario")
                                .arg(option->names().first()));
    }

    request.input = input;
    request.toFile = toFile;
    request.outPath = outPath;
    request.format = *format;
    request.allStages = allStages;
    request.allHeads = allHeads;
    request.stageSet = parser.isSet(stageOption);
    request.stageText = stageText;
    request.frame = *frame;
    request.head = *head;
    request.layer = *layer;
    request.layerSet = parser.isSet(layerOption);
    request.allLayers = parser.isSet(allLayersOption);
    request.tokensSet = parser.isSet(tokensOption);
    request.tokensPath = parser.value(tokensOption);
    request.options = options;
    request.colormap = colormap;
    request.decimals = *decimals;
    request.annotate = annotate;
    request.grid = grid;
    request.npy = npy;
    return Continue;
}

int RenderCommand::weightsFigures(const RenderRequest& request, RenderFigures& out)
{
    const QString& input = request.input;
    const bool allHeads = request.allHeads;
    const std::optional<int> head = request.head, layer = request.layer;
    const QString& colormap = request.colormap;
    const std::optional<int> decimals = request.decimals;
    const bool annotate = request.annotate, grid = request.grid;
    std::vector<Figure>& figures = out.figures;
    QStringList& names = out.names;
    std::optional<GridFigure>& gridFigure = out.grid;
    QString& gridName = out.gridName;
    const bool allStages = request.allStages;
    if (allStages || (request.stageSet &&
                      stageFromId(request.stageText) != std::optional<Stage>(Stage::Weights)))
        return fail(
            tr("%1: a .npy file holds attention weights only (--stage weights)").arg(input));
    if (request.allLayers && request.layerSet)
        return fail(tr("render: --layer and --all-layers exclude each other"));
    const AttentionMaps maps =
        readAttentionMapsFile(toStd(input), request.tokensSet ? toStd(request.tokensPath)
                                                              : tokensFileBeside(toStd(input)));
    if (*layer < 0 || *layer >= maps.layers)
        return fail(tr("--layer: %1 is out of range; %2 has %3 layers (0 to %4)")
                        .arg(*layer)
                        .arg(input)
                        .arg(maps.layers)
                        .arg(maps.layers - 1));
    if (!allHeads && (*head < 0 || *head >= maps.heads))
        return fail(tr("--head: %1 is out of range; %2 has %3 heads (0 to %4)")
                        .arg(*head)
                        .arg(input)
                        .arg(maps.heads)
                        .arg(maps.heads - 1));
    const bool allLayers = request.allLayers;
    const qint64 count = qint64(allLayers ? maps.layers : 1) * (allHeads ? maps.heads : 1);
    if (count > limits::maxRenderFigures)
        return fail(tr("%1: %2 figures (%3 layers x %4 heads) are more than %5 in one "
                       "run; choose a --layer or a --head")
                        .arg(input)
                        .arg(count)
                        .arg(allLayers ? maps.layers : 1)
                        .arg(allHeads ? maps.heads : 1)
                        .arg(limits::maxRenderFigures));
    requireMemory(
        count * maps.queryCount() * maps.keyCount() * qint64(sizeof(double)), toStd(input),
        Message(std::to_string(count) + " figures of " + std::to_string(maps.queryCount()) + " x " +
                std::to_string(maps.keyCount()) + " weights"));
    printWarnings(input, maps.warnings);
    const HeatmapStyle style = stageHeatmapStyle(Stage::Weights, colormap, *decimals, annotate);
    if (grid) {
        gridFigure.emplace(attentionMapsGridData(maps, allLayers ? -1 : *layer), style);
        gridName = mapsGridFileName(allLayers ? -1 : *layer);
    }
    for (int l = allLayers ? 0 : *layer; l <= (allLayers ? maps.layers - 1 : *layer); ++l) {
        for (int t = allHeads ? 0 : *head; t <= (allHeads ? maps.heads - 1 : *head); ++t) {
            figures.emplace_back(attentionMapHeatmapData(maps, l, t), style);
            names << mapFileName(l, t);
        }
    }
    return Continue;
}

int RenderCommand::scenarioFigures(const RenderRequest& request, RenderFigures& out)
{
    const QString& input = request.input;
    const bool allHeads = request.allHeads;
    const std::optional<int> head = request.head, frame = request.frame;
    const QString& colormap = request.colormap;
    const std::optional<int> decimals = request.decimals;
    const bool annotate = request.annotate, grid = request.grid;
    std::vector<Figure>& figures = out.figures;
    QStringList& names = out.names;
    std::optional<GridFigure>& gridFigure = out.grid;
    QString& gridName = out.gridName;
    const bool allStages = request.allStages;
    const QString& stageText = request.stageText;
    const LoadedScenario loaded = readScenarioFile(input);
    const ResolvedScenario resolved = resolveScenarioFile(loaded);
    // q, k and v's heads for the memory estimate; the kind's own once computed
    int heads = resolved.input.heads;
    const AttentionKind& kind = attentionKind(resolved.kind);
    const int stageCount = static_cast<int>(kind.stages().size());
    const int stage = request.stageSet ? kind.stageIndex(toStd(stageText)) : kind.defaultStage();
    if (stage < 0)
        return fail(tr("--stage: unknown stage '%1' (known: %2)")
                        .arg(stageText, stageIds(kind.id()).join(QStringLiteral(", "))));
    const auto perHead = [&kind](int s) {
        return kind.stages()[static_cast<std::size_t>(s)].perHead;
    };
    if (grid && !perHead(stage))
        return fail(tr("render: --grid: the %1 stage is one map for all heads")
                        .arg(stageIdOf(kind.id(), stage)));
    QList<int> stages;
    if (allStages) {
        for (int i = 0; i < stageCount; ++i)
            stages << i;
    } else {
        stages << stage;
    }
    // Each figure keeps a copy of its n_q x n_k (or n_q x d) stage.
    const qint64 count = qint64(stages.size()) * (allHeads ? heads : 1);
    const qint64 side = std::max({resolved.input.keyCount(), resolved.input.valueDim(),
                                  int(AttentionSizes::of(resolved.input).outputDim)});
    kind.requireTraceMemory(resolved, toStd(input),
                            count * resolved.input.queryCount() * side * qint64(sizeof(double)));
    const auto trace = kind.compute(resolved, kind.backends().front());
    heads = trace->headCount();
    if (!allHeads && (*head < 0 || *head >= heads))
        return fail(tr("--head: %1 is out of range; the scenario has %2 heads (0 to %3)")
                        .arg(*head)
                        .arg(heads)
                        .arg(heads - 1));
    printWarnings(input, loaded.warnings);
    printWarnings(input, resolved.warnings);
    printWarnings(input, trace->warnings());
    const int frames = trace->frameCount();
    if (*frame < 0 || *frame >= frames)
        return fail(tr("--frame: %1 is out of range; the scenario has %n frame(s)", nullptr, frames)
                        .arg(*frame));
    const KindDescription& description = kindDescription(kind.id());
    if (grid) {
        gridFigure.emplace(stageGridData(stage, resolved, *trace, *frame),
                           description.style(stage, colormap, *decimals, annotate));
        gridName = stageIdOf(kind.id(), stage) + QStringLiteral("-grid");
    }
    for (const int s : std::as_const(stages)) {
        const HeatmapStyle style = description.style(s, colormap, *decimals, annotate);
        if (!perHead(s)) { // one for all heads
            figures.emplace_back(stageHeatmapData(s, resolved, *trace, 0, *frame), style);
            names << stageFileName(kind.id(), s, 0, *frame, frames);
            continue;
        }
        for (int t = allHeads ? 0 : *head; t <= (allHeads ? heads - 1 : *head); ++t) {
            figures.emplace_back(stageHeatmapData(s, resolved, *trace, t, *frame), style);
            names << stageFileName(kind.id(), s, t, *frame, frames);
        }
    }
    return Continue;
}

int RenderCommand::write(const RenderRequest& request, RenderFigures& figuresMade)
{
    const QString& input = request.input;
    const bool toFile = request.toFile;
    const QString& outPath = request.outPath;
    const std::optional<FigureFormat> format = request.format;
    const FigureOptions& options = request.options;
    std::vector<Figure>& figures = figuresMade.figures;
    const QStringList& names = figuresMade.names;
    std::optional<GridFigure>& gridFigure = figuresMade.grid;
    const QString& gridName = figuresMade.gridName;

    // --out-dir: the folder, made when missing; an error message when it cannot be.
    const auto makeFolder = [&outPath]() -> QString {
        const QFileInfo dirInfo(outPath);
        if (dirInfo.exists() && !dirInfo.isDir())
            return tr("%1: cannot create the folder (a file has that name)").arg(outPath);
        if (!dirInfo.exists() && !QDir().mkpath(outPath))
            return tr("%1: cannot create the folder").arg(outPath);
        return {};
    };
    if (gridFigure) { // one figure, to --out or to DIR/STAGE-grid.EXT
        QString path = outPath;
        if (!toFile) {
            if (const QString error = makeFolder(); !error.isEmpty())
                return fail(error, OutputFailed);
            path =
                QDir(outPath).filePath(gridName + QLatin1Char('.') + figureFormatSuffix(*format));
        }
        const QString error = exportGridFigure(path, *gridFigure, options, format);
        if (!error.isEmpty())
            return fail(error, OutputFailed);
        out_ << path << Qt::endl;
        return Success;
    }

    if (toFile) {
        if (figures.size() > 1 && *format != FigureFormat::Pdf)
            return fail(tr("%1: a %2 file holds one figure, not %3; use --out-dir DIR for a "
                           "file per figure, or a .pdf (a page per figure)")
                            .arg(outPath, figureFormatSuffix(*format).toUpper())
                            .arg(figures.size()));
        const QString error = exportFigure(outPath, figures, options, format);
        if (!error.isEmpty())
            return fail(error, OutputFailed);
        out_ << outPath << Qt::endl;
        return Success;
    }

    if (const QString error = makeFolder(); !error.isEmpty())
        return fail(error, OutputFailed);
    const QDir dir(outPath);
    const auto pathOf = [&](std::size_t i) {
        return dir.filePath(names.at(qsizetype(i)) + QLatin1Char('.') +
                            figureFormatSuffix(*format));
    };
    for (std::size_t i = 0; i < figures.size(); ++i)
        if (isSameFile(input, pathOf(i)))
            return fail(tr("%1 is the input of this command; write the figures to another folder")
                            .arg(pathOf(i)));
    for (std::size_t i = 0; i < figures.size(); ++i) {
        const QString path = pathOf(i);
        const QString error = exportFigure(path, {figures[i]}, options, format);
        if (!error.isEmpty())
            return fail(error, OutputFailed);
        out_ << path << Qt::endl;
    }
    return Success;
}

} // namespace

int runRender(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    return RenderCommand(out, err).run(arguments);
}

} // namespace attnlab

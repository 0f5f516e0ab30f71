#include "stagefigure.h"

#include "attention.h"
#include "attentionmaps.h"
#include "explanation.h"
#include "scenario.h"
#include "scenariofile.h"

#include <algorithm>

namespace attnlab {

namespace {

class StageFigure
{
    Q_DECLARE_TR_FUNCTIONS(attnlab::StageFigure)
};

QStringList indices(int count, int offset = 0, const std::vector<std::string>& names = {})
{
    QStringList out;
    for (int i = 0; i < count; ++i) {
        const auto n = static_cast<std::size_t>(offset + i);
        out << (n < names.size() ? fromStd(names[n]) : QString::number(offset + i));
    }
    return out;
}

} // namespace

HeatmapStyle stageHeatmapStyle(Stage stage, const QString& colormap, int decimals, bool annotate)
{
    HeatmapStyle style;
    if (stage == Stage::Weights) {
        style.colormap = colormap;
        style.minimum = 0.0;
        style.maximum = 1.0;
    } else {
        style.colormap = QStringLiteral("diverging");
        style.symmetric = true;
    }
    style.annotate = annotate;
    style.decimals = decimals;
    return style;
}

HeatmapData stageHeatmapData(Stage stage, const ResolvedScenario& r, const Trace& t, int head)
{
    HeatmapData data;
    if (t.heads.empty())
        return data;
    head = std::clamp(head, 0, static_cast<int>(t.heads.size()) - 1);
    const HeadTrace& h = t.heads[static_cast<std::size_t>(head)];
    data.rowLabels = fromStd(r.queryTokens);
    data.rowAxisTitle = StageFigure::tr("Query");
    data.columnLabels = fromStd(r.keyTokens);
    data.columnAxisTitle = StageFigure::tr("Key");
    data.valueLabel = StageInfo::valueLabel(stage);
    const QString headText =
        t.heads.size() > 1 ? StageFigure::tr(" \u2014 head %1").arg(head) : QString();
    switch (stage) {
    case Stage::Scores:
        data.values = h.scores;
        data.title = StageFigure::tr("Scores Q K\u1d40") + headText;
        break;
    case Stage::Scaled:
        data.values = h.scaled;
        data.title =
            StageFigure::tr("Scaled scores \u00d7 %1").arg(Explanation::formatNumber(h.scale, 4)) +
            headText;
        break;
    case Stage::Masked:
        data.values = h.masked;
        data.hidden = BoolMatrix(!h.allowed);
        data.title = StageFigure::tr("Masked scores") + headText;
        break;
    case Stage::Weights:
        data.values = h.weights;
        data.hidden = BoolMatrix(!h.allowed);
        data.title = StageFigure::tr("Attention weights (softmax)") + headText;
        break;
    case Stage::Output:
        data.values = h.output;
        data.columnLabels =
            indices(static_cast<int>(h.output.cols()), h.valueColumn,
                    r.input.outputProjection ? std::vector<std::string>{} : r.dimensionNames);
        data.columnAxisTitle = StageFigure::tr("Value dimension");
        data.title = StageFigure::tr("Output A V") + headText;
        break;
    case Stage::Final:
        data.values = t.output;
        data.columnLabels =
            indices(static_cast<int>(t.output.cols()), 0,
                    r.input.outputProjection ? std::vector<std::string>{} : r.dimensionNames);
        data.columnAxisTitle = StageFigure::tr("Output dimension");
        data.title = r.input.outputProjection
                         ? StageFigure::tr("Final output: concatenated heads \u00d7 W_O")
                         : StageFigure::tr("Final output: concatenated heads");
        break;
    }
    return data;
}

HeatmapData attentionMapHeatmapData(const AttentionMaps& maps, int layer, int head)
{
    HeatmapData data;
    if (maps.layers <= 0 || maps.heads <= 0 || maps.maps.empty())
        return data;
    layer = std::clamp(layer, 0, maps.layers - 1);
    head = std::clamp(head, 0, maps.heads - 1);
    data.values = maps.at(layer, head);
    data.rowLabels =
        maps.queryTokens.empty() ? indices(maps.queryCount()) : fromStd(maps.queryTokens);
    data.columnLabels = maps.keyTokens.empty() ? indices(maps.keyCount()) : fromStd(maps.keyTokens);
    data.rowAxisTitle = StageFigure::tr("Query");
    data.columnAxisTitle = StageFigure::tr("Key");
    data.valueLabel = StageInfo::valueLabel(Stage::Weights);
    if (maps.layers > 1)
        data.title =
            StageFigure::tr("Attention weights \u2014 layer %1, head %2").arg(layer).arg(head);
    else if (maps.heads > 1)
        data.title = StageFigure::tr("Attention weights \u2014 head %1").arg(head);
    else
        data.title = StageFigure::tr("Attention weights");
    return data;
}

HeatmapGridData stageGridData(Stage stage, const ResolvedScenario& r, const Trace& t)
{
    HeatmapGridData grid;
    if (t.heads.empty() || stage == Stage::Final)
        return grid;
    const int heads = static_cast<int>(t.heads.size());
    for (int head = 0; head < heads; ++head) {
        grid.panels.push_back(stageHeatmapData(stage, r, t, head));
        grid.columnTitles << StageFigure::tr("head %1").arg(head);
    }
    grid.columns = heads;
    // The stage's title without " — head 0".
    grid.title = stageHeatmapData(stage, r, Trace{{t.heads.front()}, {}, {}, {}}, 0).title;
    return grid;
}

HeatmapGridData attentionMapsGridData(const AttentionMaps& maps, int layer)
{
    HeatmapGridData grid;
    if (maps.layers <= 0 || maps.heads <= 0 || maps.maps.empty())
        return grid;
    const bool all = layer < 0;
    layer = std::clamp(layer, 0, maps.layers - 1);
    for (int l = all ? 0 : layer; l <= (all ? maps.layers - 1 : layer); ++l) {
        for (int h = 0; h < maps.heads; ++h)
            grid.panels.push_back(attentionMapHeatmapData(maps, l, h));
        if (all && maps.layers > 1)
            grid.rowTitles << StageFigure::tr("layer %1").arg(l);
    }
    grid.columns = maps.heads;
    if (maps.heads > 1)
        for (int h = 0; h < maps.heads; ++h)
            grid.columnTitles << StageFigure::tr("head %1").arg(h);
    grid.title = all || maps.layers == 1
                     ? StageFigure::tr("Attention weights")
                     : StageFigure::tr("Attention weights \u2014 layer %1").arg(layer);
    return grid;
}

QString stageId(Stage stage)
{
    switch (stage) {
    case Stage::Scores:
        return QStringLiteral("scores");
    case Stage::Scaled:
        return QStringLiteral("scaled");
    case Stage::Masked:
        return QStringLiteral("masked");
    case Stage::Weights:
        return QStringLiteral("weights");
    case Stage::Output:
        return QStringLiteral("output");
    case Stage::Final:
        return QStringLiteral("final");
    }
    return {};
}

std::optional<Stage> stageFromId(const QString& id)
{
    const QString wanted = id.trimmed().toLower();
    for (int i = 0; i < stageCount; ++i)
        if (stageId(static_cast<Stage>(i)) == wanted)
            return static_cast<Stage>(i);
    return std::nullopt;
}

QStringList stageIds()
{
    QStringList ids;
    for (int i = 0; i < stageCount; ++i)
        ids << stageId(static_cast<Stage>(i));
    return ids;
}

QString stageFileName(Stage stage, int head)
{
    if (stage == Stage::Final)
        return stageId(stage);
    return QStringLiteral("%1-head%2").arg(stageId(stage)).arg(head);
}

} // namespace attnlab

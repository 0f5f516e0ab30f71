#include "stagefigure.h"

#include "attention.h"
#include "attentionmaps.h"
#include "explanation.h"
#include "kinddescription.h"
#include "scenario.h"
#include "scenariofile.h"
#include "softmaxkind.h"

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
    return kindDescription(defaultAttentionKind)
        .style(static_cast<int>(stage), colormap, decimals, annotate);
}

HeatmapData stageHeatmapData(Stage stage, const ResolvedScenario& r, const Trace& t, int head)
{
    return stageHeatmapData(static_cast<int>(stage), r, SoftmaxTrace(t), head, 0);
}

HeatmapData stageHeatmapData(int stage, const ResolvedScenario& r, const KindTrace& t, int head,
                             int frame)
{
    return kindDescription(r.kind).heatmapData(stage, r, t, head, frame);
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
    return stageGridData(static_cast<int>(stage), r, SoftmaxTrace(t), 0);
}

HeatmapGridData stageGridData(int stage, const ResolvedScenario& r, const KindTrace& t, int frame)
{
    HeatmapGridData grid;
    const KindDescription& description = kindDescription(r.kind);
    if (t.headCount() < 1 || !t.hasStages() || !description.spec(stage).perHead)
        return grid;
    const int heads = t.headCount();
    for (int head = 0; head < heads; ++head) {
        grid.panels.push_back(description.heatmapData(stage, r, t, head, frame));
        grid.columnTitles << StageFigure::tr("head %1").arg(head);
    }
    grid.columns = heads;
    // The stage's title without " — head 0".
    grid.title = description.title(stage, r, t, 0);
    if (t.frameCount() > 1)
        grid.title += StageFigure::tr(" \u2014 %1").arg(description.frameName(frame, r, t));
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
    return stageIdOf(defaultAttentionKind, static_cast<int>(stage));
}

std::optional<Stage> stageFromId(const QString& id)
{
    const int index = attentionKind(defaultAttentionKind).stageIndex(toStd(id));
    return index < 0 ? std::nullopt : std::optional<Stage>(static_cast<Stage>(index));
}

QStringList stageIds()
{
    return stageIds(defaultAttentionKind);
}

QStringList stageIds(const std::string& kind)
{
    QStringList ids;
    for (const StageSpec& s : attentionKind(kind).stages())
        ids << fromStd(s.id);
    return ids;
}

QString stageFileName(Stage stage, int head)
{
    return stageFileName(defaultAttentionKind, static_cast<int>(stage), head);
}

QString mapFileName(int layer, int head)
{
    return QStringLiteral("weights-layer%1-head%2").arg(layer).arg(head);
}

QString mapsGridFileName(int layer)
{
    return layer < 0 ? QStringLiteral("weights-grid")
                     : QStringLiteral("weights-layer%1-grid").arg(layer);
}

} // namespace attnlab

#include "kinddescription.h"

#include "additivedescription.h"
#include "deformabledescription.h"
#include "explanation.h"
#include "flashdescription.h"
#include "kindcontrols.h"
#include "lineardescription.h"
#include "scenario.h"
#include "scenariofile.h"
#include "sedescription.h"
#include "softmaxdescription.h"

#include <algorithm>
#include <cmath>
#include <mutex>
#include <vector>

namespace attnlab {

namespace {

/// The defaults alone: the description of a kind that has none of its own.
class GenericDescription final : public KindDescription
{
public:
    explicit GenericDescription(std::string id) : id_(std::move(id)) {}
    std::string id() const override { return id_; }

private:
    std::string id_;
};

struct Registry
{
    std::mutex mutex;
    std::vector<std::shared_ptr<const KindDescription>> descriptions{
        std::make_shared<SoftmaxDescription>(),  std::make_shared<LinearDescription>(),
        std::make_shared<SeDescription>(),       std::make_shared<DeformableDescription>(),
        std::make_shared<AdditiveDescription>(), std::make_shared<FlashDescription>()};
    /// Kept alive: a reference handed out stays valid (descriptions are only ever added).
    std::vector<std::shared_ptr<const KindDescription>> retired;
};

Registry& registry()
{
    static Registry r;
    return r;
}

QStringList indices(int count, int offset = 0)
{
    QStringList out;
    for (int i = 0; i < count; ++i)
        out << QString::number(offset + i);
    return out;
}

} // namespace

ChannelTiles::Cell ChannelTiles::at(int row, int column) const
{
    Cell c;
    if (height < 1 || width < 1 || row < 0 || column < 0 || row >= rows() || column >= columns())
        return c;
    const int channel = (row / height) * perBand + column / width;
    if (channel < channels)
        c.channel = channel;
    c.i = row % height;
    c.j = column % width;
    return c;
}

ChannelTiles channelTiles(const ResolvedScenario& r)
{
    ChannelTiles t;
    const AttentionKind::ChannelMaps maps = attentionKind(r.kind).channelMaps(r);
    if (maps.channels < 1)
        return t;
    t.channels = maps.channels;
    t.height = maps.height;
    t.width = maps.width;
    // The divisor of C (up to 16 tiles a band) whose mosaic is nearest twice as wide as tall,
    // a screen's shape; no empty tile.
    constexpr int maxPerBand = 16;
    double best = -1;
    for (int d = 1; d <= std::min(t.channels, maxPerBand); ++d) {
        if (t.channels % d != 0)
            continue;
        const double aspect = double(d * t.width) / double((t.channels / d) * t.height);
        const double distance = std::abs(std::log(aspect / 2.0));
        if (best < 0 || distance < best) {
            best = distance;
            t.perBand = d;
        }
    }
    if (t.channels > maxPerBand && t.channels % t.perBand != 0)
        t.perBand = maxPerBand;
    return t;
}

const KindDescription& kindDescription(const std::string& id)
{
    checkAttentionKind(id);
    Registry& r = registry();
    const std::lock_guard lock(r.mutex);
    for (const auto& d : r.descriptions)
        if (d->id() == id)
            return *d;
    r.descriptions.push_back(std::make_shared<GenericDescription>(id));
    return *r.descriptions.back();
}

void registerKindDescription(std::shared_ptr<const KindDescription> description)
{
    Registry& r = registry();
    const std::lock_guard lock(r.mutex);
    for (auto& d : r.descriptions)
        if (d->id() == description->id()) {
            r.retired.push_back(std::move(d));
            d = std::move(description);
            return;
        }
    r.descriptions.push_back(std::move(description));
}

QString stageIdOf(const std::string& kind, int stage)
{
    return fromStd(attentionKind(kind).stages().at(static_cast<std::size_t>(stage)).id);
}

QString stageFileName(const std::string& kind, int stage, int head, int frame, int frames)
{
    const QString id = stageIdOf(kind, stage);
    const QString framePart = frames > 1 ? QStringLiteral("-frame%1").arg(frame) : QString();
    if (!attentionKind(kind).stages().at(static_cast<std::size_t>(stage)).perHead)
        return id + framePart;
    return QStringLiteral("%1%2-head%3").arg(id, framePart).arg(head);
}

const StageSpec& KindDescription::spec(int stage) const
{
    return kind().stages().at(static_cast<std::size_t>(stage));
}

std::vector<KindChoice> KindDescription::choices() const
{
    return {{displayName(), {}}};
}

int KindDescription::choiceOf(const Scenario&) const
{
    return 0;
}

KindControls* KindDescription::createControls(QWidget*) const
{
    return nullptr;
}

QString KindDescription::ownInputSummary() const
{
    return tr("<b>No Q, K or V</b>: %1 reads an input of its own, shown in the first step.")
        .arg(displayName().toHtmlEscaped());
}

QString KindDescription::aboutScenario(const Scenario&) const
{
    return tr("The open scenario is \u201c%1\u201d attention.").arg(fromStd(id()));
}

QString KindDescription::stageName(int stage) const
{
    return QStringLiteral("%1 %2").arg(stage + 1).arg(fromStd(spec(stage).id));
}

QString KindDescription::valueLabel(int stage) const
{
    return fromStd(spec(stage).id);
}

QString KindDescription::title(int stage, const ResolvedScenario&, const KindTrace&, int) const
{
    return fromStd(spec(stage).id);
}

QString KindDescription::formulaHtml(int, const ResolvedScenario&, const KindTrace&, int) const
{
    return {};
}

QString KindDescription::explanation(int stage, const ResolvedScenario&) const
{
    return fromStd(spec(stage).meaning).toHtmlEscaped();
}

QString KindDescription::note(int, const ResolvedScenario&, const KindTrace&, int, int) const
{
    return {};
}

int KindDescription::columnGroupSize(int stage, const ResolvedScenario& r) const
{
    // A query × feature stage that is not per head is the heads' outputs side by side
    // [O_0 | O_1 | …]: a line between heads, unless W_O has mixed them.
    const AttentionInput& in = r.input;
    const StageSpec& s = spec(stage);
    return !s.perHead && s.shape == StageShape::QueryFeature && in.heads > 1 && !in.outputProjection
               ? in.headValueDim()
               : 0;
}

QString KindDescription::frameName(int frame, const ResolvedScenario&, const KindTrace& trace) const
{
    return tr("frame %1 of %2").arg(frame + 1).arg(trace.frameCount());
}

HeatmapData KindDescription::heatmapData(int stage, const ResolvedScenario& r,
                                         const KindTrace& trace, int head, int frame) const
{
    HeatmapData data;
    if (stage < 0 || stage >= stageCount() || !trace.hasStages() || trace.headCount() < 1)
        return data;
    head = std::clamp(head, 0, trace.headCount() - 1);
    frame = std::clamp(frame, 0, trace.frameCount() - 1);
    const StageValues v = trace.stage(stage, head, frame);
    data.values = v.values;
    data.reusedRows = v.reusedRows;
    if (v.hidden.size() > 0)
        data.hidden = v.hidden;
    const int rows = static_cast<int>(v.values.rows());
    const int cols = static_cast<int>(v.values.cols());
    // Token labels where the axis is the tokens and there are as many of them.
    const auto tokens = [](const std::vector<std::string>& list, int count) {
        return static_cast<int>(list.size()) == count ? fromStd(list) : indices(count);
    };
    // Rows by what they stand for; columns are features (numbered from the stage's first
    // column) except the keys of a query × key stage.
    data.columnLabels = indices(cols, v.firstColumn);
    data.columnAxisTitle = tr("Feature");
    switch (spec(stage).shape) {
    case StageShape::QueryKey:
        data.rowLabels = tokens(r.queryTokens, rows);
        data.rowAxisTitle = tr("Query");
        data.columnLabels = tokens(r.keyTokens, cols);
        data.columnAxisTitle = tr("Key");
        break;
    case StageShape::QueryFeature:
        data.rowLabels = tokens(r.queryTokens, rows);
        data.rowAxisTitle = tr("Query");
        break;
    case StageShape::KeyFeature:
        data.rowLabels = tokens(r.keyTokens, rows);
        data.rowAxisTitle = tr("Key");
        break;
    case StageShape::FeatureFeature:
        data.rowLabels = indices(rows);
        data.rowAxisTitle = tr("Feature");
        break;
    case StageShape::Vector:
        data.rowLabels = QStringList{QString()};
        data.columnAxisTitle = tr("Index");
        break;
    case StageShape::Grid:
        data.rowLabels = indices(rows);
        data.rowAxisTitle = tr("Row");
        data.columnAxisTitle = tr("Column");
        break;
    case StageShape::ChannelGrid: {
        // Each row, a channel's H × W map, drawn as a tile (ChannelTiles).
        const ChannelTiles tiles = channelTiles(r);
        if (tiles.channels != rows || tiles.height * tiles.width != cols)
            break; // no channels to lay out: the rows as they are
        data.values = Matrix::Zero(tiles.rows(), tiles.columns());
        BoolMatrix hidden = BoolMatrix::Constant(tiles.rows(), tiles.columns(), false);
        for (int R = 0; R < tiles.rows(); ++R)
            for (int C = 0; C < tiles.columns(); ++C) {
                const ChannelTiles::Cell c = tiles.at(R, C);
                if (c.channel < 0)
                    hidden(R, C) = true;
                else
                    data.values(R, C) = v.values(c.channel, c.i * tiles.width + c.j);
            }
        if (hidden.any())
            data.hidden = hidden;
        data.tileRows = tiles.height;
        data.tileColumns = tiles.width;
        // A tile's first column names its channel ("c3"); a band's first row, when there are
        // several, its first channel.
        data.rowLabels.clear();
        for (int R = 0; R < tiles.rows(); ++R) {
            const ChannelTiles::Cell c = tiles.at(R, 0);
            const int last = std::min(c.channel + tiles.perBand, tiles.channels) - 1;
            data.rowLabels << (tiles.bands() > 1 && c.i == 0
                                   ? tr("c%1\u2013%2 \u00b7 %3").arg(c.channel).arg(last).arg(c.i)
                                   : QString::number(c.i));
        }
        data.columnLabels.clear();
        for (int C = 0; C < tiles.columns(); ++C) {
            const ChannelTiles::Cell c = tiles.at(0, C);
            data.columnLabels << (c.j == 0 ? (tiles.bands() > 1 ? tr("+%1").arg(C / tiles.width)
                                                                : tr("c%1").arg(c.channel))
                                           : QString::number(c.j));
        }
        data.rowAxisTitle = tr("Row of the map");
        data.columnAxisTitle = tiles.bands() > 1
                                   ? tr("Tile +k (channel: the row's first + k), column of the map")
                                   : tr("Channel, column of the map");
        break;
    }
    }
    data.valueLabel = valueLabel(stage);
    data.title = title(stage, r, trace, head);
    if (spec(stage).perHead && trace.headCount() > 1)
        data.title += tr(" \u2014 head %1").arg(head);
    if (trace.frameCount() > 1)
        data.title += tr(" \u2014 %1").arg(frameName(frame, r, trace));
    return data;
}

HeatmapStyle KindDescription::style(int stage, const QString& colormap, int decimals,
                                    bool annotate) const
{
    HeatmapStyle style;
    switch (spec(stage).range) {
    case ValueRange::Probability:
        style.colormap = colormap;
        style.minimum = 0.0;
        style.maximum = 1.0;
        break;
    case ValueRange::NonNegative:
        style.colormap = colormap;
        style.minimum = 0.0;
        break;
    case ValueRange::Signed:
        style.colormap = QStringLiteral("diverging");
        style.symmetric = true;
        break;
    }
    style.annotate = annotate;
    style.decimals = decimals;
    return style;
}

CellExplanation KindDescription::explainCell(int stage, const ResolvedScenario& r,
                                             const KindTrace& trace, int head, int frame, int row,
                                             int column, int decimals) const
{
    CellExplanation e;
    const HeatmapData data = heatmapData(stage, r, trace, head, frame);
    e.heading = data.title.toHtmlEscaped();
    TermTable t;
    t.title = stageName(stage).toHtmlEscaped();
    t.current = true;
    t.before << explanation(stage, r);
    const QString rowName = data.rowLabels.value(row).toHtmlEscaped();
    const QString columnName = data.columnLabels.value(column).toHtmlEscaped();
    t.columns << tr("row") << tr("column") << data.valueLabel.toHtmlEscaped();
    const double value =
        row < data.values.rows() && column < data.values.cols() ? data.values(row, column) : 0.0;
    const bool hidden = data.hidden && (*data.hidden)(row, column);
    t.rows << QStringList{rowName.isEmpty() ? QString::number(row) : rowName,
                          columnName.isEmpty() ? QString::number(column) : columnName,
                          hidden ? tr("hidden") : Explanation::formatNumber(value, decimals)};
    t.result = hidden ? tr("hidden by the mask")
                      : tr("value = %1").arg(Explanation::formatNumber(value, decimals));
    e.steps << t;
    return e;
}

QString KindDescription::sizeSummary(const ResolvedScenario&) const
{
    return {};
}

int KindDescription::queryCount(const ResolvedScenario& r) const
{
    return r.input.queryCount();
}

QString KindDescription::explainQuery(const ResolvedScenario& r, const KindTrace& trace, int head,
                                      int frame, int query, int decimals) const
{
    QString out;
    for (int stage = 0; stage < stageCount(); ++stage) {
        const HeatmapData data = heatmapData(stage, r, trace, head, frame);
        // The query's row, or the only row of a one-row stage (a vector).
        const int row = data.values.rows() == 1 ? 0 : query;
        if (row >= data.values.rows())
            continue;
        for (int column = 0; column < data.values.cols(); ++column)
            out += cellExplanationText(
                explainCell(stage, r, trace, head, frame, row, column, decimals));
    }
    return out;
}

} // namespace attnlab

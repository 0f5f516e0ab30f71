#pragma once

#include "attentionkind.h"
#include "heatmaprenderer.h"
#include "termtable.h"

#include <QCoreApplication>
#include <QString>

#include <memory>
#include <string>
#include <vector>

class QWidget;

namespace attnlab {

struct Scenario;
struct ResolvedScenario;
class KindControls;

/// An entry of the kind box: a kind, with parameters of its own or none (the kind's defaults,
/// or those the scenario keeps).
struct KindChoice
{
    QString name;         ///< in the interface's language ("Linear, φ = relu")
    KindValue parameters; ///< given to withKind()
};

/// The app side of a kind of attention: what the app says about its stages (names, formulas,
/// explanations, all translated), how a stage is drawn, and how one cell came to be. With the
/// kind's core module (AttentionKind) it is everything the step view, the inspector, export,
/// Export Data, `attnlab-cli render` and `attnlab-cli explain` need: none of them names a kind.
/// Every function has a generic default built from the kind's StageSpecs, so a new kind shows up
/// before it has a word of its own; docs/attention-kinds.md says what to override.
class KindDescription
{
    Q_DECLARE_TR_FUNCTIONS(KindDescription)

public:
    virtual ~KindDescription() = default;

    /// The kind's id ("softmax").
    virtual std::string id() const = 0;
    /// The kind's name in the interface's language ("Softmax attention"). Default: the id.
    virtual QString displayName() const { return QString::fromStdString(id()); }
    /// The kind box's entries for this kind. Default: one, displayName() without parameters;
    /// linear attention: one per feature map φ.
    virtual std::vector<KindChoice> choices() const;
    /// Which of choices() a scenario of this kind is. Default: 0.
    virtual int choiceOf(const Scenario& scenario) const;
    /// The kind's own controls under the kind box, made as a child of parent (KindControls);
    /// null for a kind without parameters to edit there (the default).
    virtual KindControls* createControls(QWidget* parent) const;
    /// For a kind whose input is not queries, keys and values (KindCapabilities::queryKeyValue
    /// false): what its input is and where a scenario file gives it, as rich text for the
    /// matrix panel. Default: a sentence naming the kind.
    virtual QString ownInputSummary() const;
    /// One sentence on what a scenario of this kind is, in the kind's own terms (plain text),
    /// for a lab that cannot take it ("The open scenario is deformable attention: each query
    /// reads …"). Default: "The open scenario is “id” attention."
    virtual QString aboutScenario(const Scenario& scenario) const;
    /// The kind's core module.
    const AttentionKind& kind() const { return attentionKind(id()); }
    int stageCount() const { return static_cast<int>(kind().stages().size()); }
    const StageSpec& spec(int stage) const;

    /// The step button's text, numbered: "4 Softmax". Default: "2 rowsums".
    virtual QString stageName(int stage) const;
    /// What the colorbar says a value is ("attention weight"). Default: the stage id.
    virtual QString valueLabel(int stage) const;
    /// The heatmap's title without head or frame ("Attention weights (softmax)"). Default: the
    /// stage id.
    virtual QString title(int stage, const ResolvedScenario& resolved, const KindTrace& trace,
                          int head) const;
    /// The stage's formula as rich text (for this scenario: its scale, its heads). Default: none.
    virtual QString formulaHtml(int stage, const ResolvedScenario& resolved, const KindTrace& trace,
                                int head) const;
    /// A short paragraph on what the stage does and why. Default: the StageSpec's meaning.
    virtual QString explanation(int stage, const ResolvedScenario& resolved) const;
    /// A remark under the explanation for this scenario and frame (how peaked the weights
    /// are, rows the mask empties, what a decoding frame reused); rich text. Default: none.
    virtual QString note(int stage, const ResolvedScenario& resolved, const KindTrace& trace,
                         int head, int frame) const;
    /// Columns of a stage that belong together, separated by a line; 0 for none. Default: the
    /// heads side by side in a query × feature stage that is not per head (the concatenation).
    virtual int columnGroupSize(int stage, const ResolvedScenario& resolved) const;
    /// The frame's name on the frame slider ("step 3: token “cat”"). Default: "frame 2 of 5".
    virtual QString frameName(int frame, const ResolvedScenario& resolved,
                              const KindTrace& trace) const;

    /// What a stage's heatmap shows for one head and frame (clamped to the trace): values,
    /// hidden cells, axis labels from the stage's shape (tokens for queries and keys, indices for
    /// features), title with " — head t" when there are several heads and the frame when there
    /// are several frames.
    virtual HeatmapData heatmapData(int stage, const ResolvedScenario& resolved,
                                    const KindTrace& trace, int head, int frame) const;
    /// How a stage is coloured, from its ValueRange: probabilities on colormap over 0 … 1,
    /// non-negative values on colormap from 0, signed values on the diverging map centred on 0.
    HeatmapStyle style(int stage, const QString& colormap, int decimals, bool annotate) const;

    /// How cell (row, column) of a stage came to be, term by term, read from the trace. Default:
    /// the value and where it stands.
    virtual CellExplanation explainCell(int stage, const ResolvedScenario& resolved,
                                        const KindTrace& trace, int head, int frame, int row,
                                        int column, int decimals) const;
    /// `attnlab-cli explain`: the arithmetic behind one query row (or, for a stage with one row,
    /// the whole stage), as text. Default: every stage's cells of that row, explainCell by
    /// explainCell.
    virtual QString explainQuery(const ResolvedScenario& resolved, const KindTrace& trace, int head,
                                 int frame, int query, int decimals) const;
    /// The sizes in a line for the status bar; empty: the queries, keys, d_k, d_v and heads of
    /// q, k and v (the default). Channel attention: its channels, map and r.
    virtual QString sizeSummary(const ResolvedScenario& resolved) const;
    /// How many rows explainQuery takes (`explain --query` 0 … n − 1). Default: the queries;
    /// channel attention: the channels.
    virtual int queryCount(const ResolvedScenario& resolved) const;
};

/// How a ChannelGrid stage (C × H·W, a row per channel) is drawn: each channel's H × W map is a
/// tile, up to 16 tiles side by side in a band (channel 0 at the left), the bands one under the
/// other. Cells past the last channel are hidden.
struct ChannelTiles
{
    int channels = 0, height = 0, width = 0;
    int perBand = 1; ///< tiles side by side

    int bands() const { return perBand > 0 ? (channels + perBand - 1) / perBand : 0; }
    int rows() const { return bands() * height; }
    int columns() const { return perBand * width; }
    /// The channel (-1 past the last), and the row i and column j of its map, that cell
    /// (row, column) of the figure shows.
    struct Cell
    {
        int channel = -1, i = 0, j = 0;
    };
    Cell at(int row, int column) const;
    /// The figure's row and column of channel c's (i, j).
    int row(int channel, int i) const { return (channel / perBand) * height + i; }
    int column(int channel, int j) const { return (channel % perBand) * width + j; }
};
/// The tiles of the scenario's channels (ResolvedScenario::channels); none without channels.
ChannelTiles channelTiles(const ResolvedScenario& resolved);

/// The description of a kind: the registered one, or the generic description (the defaults
/// above) for a kind that has none yet. Throws InputError for an unknown kind.
const KindDescription& kindDescription(const std::string& id);
/// Adds a description (replacing one for the same kind).
void registerKindDescription(std::shared_ptr<const KindDescription> description);

/// The id of one stage of a kind ("weights").
QString stageIdOf(const std::string& kind, int stage);
/// The name of one head's figure or numbers of a stage, without suffix: "weights-head2", for a
/// frame of several "weights-frame3-head2"; a stage that is not per head is its id alone
/// ("final"). Export, Export Data and `render` all use it.
QString stageFileName(const std::string& kind, int stage, int head, int frame = 0, int frames = 1);

} // namespace attnlab

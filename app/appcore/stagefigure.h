#pragma once

#include "heatmapgrid.h"
#include "heatmaprenderer.h"
#include "stage.h"

#include <QString>

#include <optional>

namespace attnlab {

struct AttentionMaps;
struct ResolvedScenario;
struct Trace;
class KindTrace;

/// What a stage's heatmap shows for one head (clamped to the trace's heads): its values, the
/// masked cells, the token labels, the axis titles, the colorbar label and a title ("Attention
/// weights (softmax) — head 1"). Stage::Final ignores head. The desktop app's stage view and
/// figure export (attnlab-cli render, File › Export…) draw the same thing.
HeatmapData stageHeatmapData(Stage stage, const ResolvedScenario& resolved, const Trace& trace,
                             int head);
/// Any kind's stage (an index into its stages()) for one head and frame: the kind's
/// description draws it (KindDescription::heatmapData).
HeatmapData stageHeatmapData(int stage, const ResolvedScenario& resolved, const KindTrace& trace,
                             int head, int frame);

/// One map of attention weights read from a file (a .npy of a model's output_attentions): the
/// weights of layer and head (0-based, as in Python; clamped to the stack), the tokens when the
/// maps have them (indices otherwise) and a title naming the layer and head when there are
/// several.
HeatmapData attentionMapHeatmapData(const AttentionMaps& maps, int layer, int head);

/// Every head of a stage as one grid (a row of heads, "head 0" above each), one colour scale:
/// File › Export's and `attnlab-cli render --grid`'s combined figure. Not for Stage::Final.
HeatmapGridData stageGridData(Stage stage, const ResolvedScenario& resolved, const Trace& trace);
/// Any kind's stage as a grid of its heads in one frame; empty for a stage that is not per head.
HeatmapGridData stageGridData(int stage, const ResolvedScenario& resolved, const KindTrace& trace,
                              int frame);
/// Maps read from a file as one grid: every head of layer (a row), or, with layer -1, every
/// layer (a row each, "layer 0" beside it) and head.
HeatmapGridData attentionMapsGridData(const AttentionMaps& maps, int layer);

/// What a figure shows when nobody chose otherwise, the same for File › Export (the app's
/// preferences start there) and `attnlab-cli render`: the values in the cells, 3 decimals.
inline constexpr bool defaultFigureAnnotate = true;
inline constexpr int defaultFigureDecimals = 3;

/// How a softmax stage's heatmap is drawn: the weights with colormap on the fixed range 0..1, the
/// signed stages with the diverging map centred on 0 (colormap does not apply to them); any
/// kind's: KindDescription::style.
HeatmapStyle stageHeatmapStyle(Stage stage, const QString& colormap, int decimals, bool annotate);

/// Softmax's stages by their ids ("scores", "scaled", "masked", "weights", "output", "final"):
/// their names in file names and on the command line. Any kind's: kinddescription.h.
QString stageId(Stage stage);
/// The stage of an id (any case); nullopt when unknown.
std::optional<Stage> stageFromId(const QString& id);
/// Every stage id of softmax, in pipeline order.
QStringList stageIds();
/// Every stage id of a kind, in its order.
QStringList stageIds(const std::string& kind);
/// The name of one head's figure or numbers of a stage, without suffix: "scores-head2"; the
/// final stage, one for all heads, is "final". Export, Export Data and `render` all use it.
QString stageFileName(Stage stage, int head);
/// The name of one map of attention weights read from a file: "weights-layer1-head2"; of a grid
/// of every head of a layer "weights-layer1-grid", and of every layer (layer -1) "weights-grid".
QString mapFileName(int layer, int head);
QString mapsGridFileName(int layer);

} // namespace attnlab

#pragma once

#include "analysisprogress.h"
#include "attentionmaps.h"
#include "matrix.h"

#include <optional>
#include <string>
#include <vector>

namespace attnlab {

/// How the heads of one layer become one map (docs/rollout-flow-heads.md):
///   mean: A = (1/H) Σ_h A_h     max: A_ij = max_h A_h,ij     min: A_ij = min_h A_h,ij
enum class HeadFusion
{
    Mean,
    Max,
    Min,
};

/// "mean", "max", "min".
const char* headFusionId(HeadFusion fusion);
/// The fusion of an id, or nothing for another text.
std::optional<HeadFusion> headFusionFromId(const std::string& id);

/// Layers first, first + 1, …, end - 1 of a stack (0-based, end excluded, as a Python slice
/// a:b). end == -1 stands for the stack's last layer + 1.
struct LayerRange
{
    int first = 0;
    int end = -1;
};

/// The range of text "a:b" (either side may be empty: ":3", "2:", ":"), or "a" alone (that
/// layer only), for a stack of `layers` layers. Throws InputError(where, …) for another text,
/// a negative number, an empty range or one beyond the stack ("4:6: the weights have 3 layers
/// (0 to 2)").
LayerRange parseLayerRange(const std::string& text, int layers, const std::string& where);
/// range with end resolved (-1 -> layers); throws InputError(where, …) when it is empty or
/// beyond the stack.
LayerRange resolveLayerRange(LayerRange range, int layers, const std::string& where);

/// What the analyses (rollout, flow, head statistics) need of a stack: square maps
/// (self-attention: n_q == n_k) of finite, non-negative weights. Throws InputError(where, …)
/// naming the place: "layer 0, head 1, row 2, column 3: a negative weight (-0.25)", or
/// "these maps are 4 x 5 (cross-attention): rollout and flow need self-attention (n x n)".
/// Rows that do not sum to 1 are not refused here: attentionMapsFromArray warns about them.
void requireSelfAttention(const AttentionMaps& maps, const std::string& where);

/// The heads of one layer fused into one map (the formulas of HeadFusion).
Matrix fuseHeads(const AttentionMaps& maps, int layer, HeadFusion fusion);

/// Â = rownorm((1 − α)·A + α·I): the residual connection added to a fused map, each row then
/// divided by its sum. α = residual, from 0 (no residual) to 1. Throws InputError(where, …)
/// naming the row when a row sums to 0 (possible only with α = 0): it cannot be normalised.
Matrix withResidual(const Matrix& fused, double residual, const std::string& where);

/// The largest |Σ_j M_ij − 1| over the rows of m (0 for a matrix with no rows).
double maxRowSumDeviation(const Matrix& m);

struct RolloutOptions
{
    HeadFusion fusion = HeadFusion::Mean;
    /// α of Â = rownorm((1 − α)·A + α·I); 0.5 is Abnar & Zuidema's 0.5·A + 0.5·I.
    double residual = 0.5;
    LayerRange layers;
    /// Keep Â_l and J_l of every layer (residualMaps, cumulative), not only the last J: for a
    /// view that shows a chosen layer. Costs two n x n matrices per layer.
    bool keepLayers = false;
};

/// Attention rollout (Abnar & Zuidema 2020) through layers a … b−1:
///   Â_l = rownorm((1 − α)·fuse_h(A_l,h) + α·I)
///   J_a = Â_a,   J_l = Â_l · J_{l−1},   rollout = J_{b−1}
/// J_ij: how much output token i (row) draws on input token j (column) through every path.
struct RolloutResult
{
    Matrix rollout;    ///< J of the last layer of the range: rows = output tokens, columns = inputs
    LayerRange layers; ///< the range used (end resolved)
    std::vector<Matrix> residualMaps; ///< Â_l per layer of the range (only with keepLayers)
    std::vector<Matrix> cumulative;   ///< J_l per layer of the range (only with keepLayers)
    /// The check that every row sums to 1: largest |row sum − 1| of each Â_l (per layer of the
    /// range) and of J (the rollout). Both stay near 1e-16 for any input the analyses accept.
    std::vector<double> residualRowSumDeviation;
    double rolloutRowSumDeviation = 0.0;
    /// The largest of residualRowSumDeviation, and its layer (absolute index in the stack).
    double maxResidualRowSumDeviation() const;
    int maxResidualRowSumDeviationLayer() const;
};

/// Rollout of maps (requireSelfAttention first; where names the input in errors: a file name).
/// progress is stepped once per layer (done = layers finished) and may cancel between layers.
/// Throws InputError for a bad range, a residual outside [0, 1] ("residual": …), a row that
/// cannot be normalised; JobStopped when its job is asked to stop.
RolloutResult attentionRollout(const AttentionMaps& maps, const RolloutOptions& options,
                               const std::string& where = {},
                               const AnalysisProgress& progress = {});

} // namespace attnlab

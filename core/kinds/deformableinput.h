#pragma once

#include "imageinput.h"
#include "matrix.h"
#include "warning.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace attnlab {

/// Where a value map comes from.
enum class DeformableSource
{
    Tensor, ///< "value": the numbers
    Random, ///< "random": torch.randn(H, W, d)
    /// "image": a picture's patch features (imageinput.h): the embedding of the patch at grid
    /// row y, column x is the map's pixel (y, x), so a stride s gives an H/s × W/s × d map.
    Image,
};

/// One value map as the scenario gives it (a level of "levels", or the single map).
struct DeformableMapSpec
{
    using Source = DeformableSource;
    Source source = Source::Random;
    Matrix values; ///< Tensor: (H·W) × d, row y·W + x
    int height = 8;
    int width = 8;
    int dim = 4;
    std::uint64_t seed = 0; ///< Random
    ImageSpec image;        ///< Image (its projection, queries and prompt unused)

    bool operator==(const DeformableMapSpec& o) const;
};

/// One of the two linear layers of the queries as the scenario gives it (nn.Linear's layout,
/// weight out × in); a part left out is drawn (weight) or zero (bias).
struct DeformableLayerSpec
{
    std::optional<Matrix> weight;
    std::optional<Vector> bias;
    /// "bias": "deformable_detr" (the offsets' layer only): Deformable DETR's initial directions.
    bool detrBias = false;

    bool operator==(const DeformableLayerSpec& o) const;
};

/// Deformable attention's inputs (Deformable DETR; deformablekind.h), the scenario keys of
/// "kind": "deformable" (docs/scenario-format.md):
///   "value": H × W × d nested lists (row y, column x, channel), or
///   "random": {"generator": "torch", "seed": s, "height": H, "width": W, "dim": d}
///             torch.manual_seed(s); value = torch.randn(H, W, d), or
///   "image": {"path": "ball.png", "stride": 16, …} (imageinput.h): the patch features
///   "levels": [map, …] instead: several maps of the same d, each {"value": …}, {"random": …},
///             {"image": …}, or {"stride": s} (the scenario's "image" at stride s)
///   "reference_points": n_q × 2, normalised (x, y) in [0, 1]
///   "heads": M (the generic key: d divisible by M), "points": K per head and level
///   "sampling_offsets": n_q × M × L × K × 2 in pixels (Δx, Δy) (n_q × M × K × 2 on one level),
///             or "deformable_detr": the initialisation of Deformable DETR (zero weights, so
///             every query gets the bias): θ_m = m·2π/M, (Δx, Δy)_{mlk} = (k + 1) · (cos θ_m,
///             sin θ_m) / max(|cos θ_m|, |sin θ_m|)
///   "attention_logits": n_q × M × L·K (softmax over each head's L·K points); absent: zeros,
///             the uniform weights 1/(L·K) of the same initialisation.
///   or, instead of the last two, "query": n_q × d_q rows (or {"seed": s, "dim": d_q}:
///             torch.manual_seed(s); torch.randn(n_q, d_q)) with
///   "query_projection": "deformable_detr" (the default: zero weights, the offsets' bias the
///             directions above, the logits' bias 0) or {"seed": s, "sampling_offsets":
///             {"weight", "bias"}, "attention_weights": {"weight", "bias"}}: weights left out
///             drawn in one draw torch.manual_seed(s); w = torch.randn(M·L·K·3·d_q),
///             W_off = w[:2·M·L·K·d_q].view(2·M·L·K, d_q) / √d_q, W_a = the rest .view(M·L·K,
///             d_q) / √d_q; biases left out zero ("bias": "deformable_detr" for the offsets').
struct DeformableSpec
{
    using Source = DeformableSource;
    // the single map (used when levels is empty)
    Source source = Source::Random;
    Matrix values; ///< Tensor: (H·W) × d, row y·W + x
    int height = 8;
    int width = 8;
    int dim = 4;
    std::uint64_t seed = 0; ///< Random
    ImageSpec image;        ///< Image
    /// "levels": the maps, level 0 first; empty: one level, the map above.
    std::vector<DeformableMapSpec> levels;
    Matrix referencePoints; ///< n_q × 2 (x, y)
    int points = 4;
    /// n_q rows of M·L·K·2 numbers, (((m·L + l)·K + k)·2 + c); empty with presetOffsets.
    Matrix offsets;
    std::vector<int> offsetsShape; ///< as given: n_q, M, (L,) K, 2 (checked against heads)
    bool presetOffsets = false;    ///< "sampling_offsets": "deformable_detr"
    std::optional<Matrix> logits;  ///< n_q rows of M·L·K numbers, ((m·L + l)·K + k)
    std::vector<int> logitsShape;  ///< as given: n_q, M, L·K (or n_q, M, L, K)

    /// "query": given rows, or drawn (queryDim > 0, querySeed).
    std::optional<Matrix> query;
    int queryDim = 0;
    std::uint64_t querySeed = 0;
    /// "query_projection": the preset (true), or the layers below with the seed of the weights
    /// left out.
    bool projectionPreset = true;
    std::uint64_t projectionSeed = 0;
    DeformableLayerSpec offsetLayer, logitLayer;

    /// Whether the offsets and logits come from "query" rows.
    bool hasQuery() const { return query.has_value() || queryDim > 0; }
    /// The maps, level by level (the single map as one level when levels is empty).
    std::vector<DeformableMapSpec> maps() const;
    bool operator==(const DeformableSpec& o) const;
};

/// One level of the value maps: an H_l × W_l map of d channels (Deformable DETR's feature
/// levels, e.g. strides 8, 16 and 32 of one picture).
struct DeformableLevel
{
    Matrix value; ///< (H_l·W_l) × d: row y·W_l + x
    int height = 0;
    int width = 0;

    /// The channels of pixel (y, x).
    auto pixel(int y, int x) const { return value.row(Eigen::Index{y} * width + x); }
};

/// Deformable DETR's two linear projections of the queries (given, drawn or preset):
///   offsets = Linear(d_q → M·L·K·2)(query), logits = Linear(d_q → M·L·K)(query)
/// nn.Linear's layout: weight out × in, y = x Wᵀ + b.
struct DeformableQueryProjection
{
    Matrix query;        ///< n_q × d_q, one row per query
    Matrix offsetWeight; ///< (M·L·K·2) × d_q
    Vector offsetBias;   ///< M·L·K·2
    Matrix logitWeight;  ///< (M·L·K) × d_q
    Vector logitBias;    ///< M·L·K
};

/// The resolved input of deformable attention: what DeformableKind computes. Points are
/// ordered as Deformable DETR's tensors (n_q, M, L, K, 2) and (n_q, M, L·K): point k of level l
/// of head m is column pointIndex(m, l, k) = (m·L + l)·K + k of the logits (the same times 2,
/// plus c, of the offsets).
struct DeformableInput
{
    /// L ≥ 1 value maps, all with d channels; a single-level scenario has one.
    std::vector<DeformableLevel> levels;
    int heads = 1;
    int points = 1;   ///< K per head and level
    Matrix reference; ///< n_q × 2, normalised (x, y), the same on every level
    /// n_q × (M·L·K·2), pixels of the point's level, (pointIndex·2 + c), c = 0 for Δx
    Matrix offsets;
    Matrix logits; ///< n_q × (M·L·K), pointIndex; the softmax runs over each head's L·K
    /// Set when the offsets and logits come from "query" rows (offsets = bias + W q).
    std::optional<DeformableQueryProjection> projection;
    /// W_O (d × d_out), applied to the heads side by side; unset: none.
    std::optional<Matrix> outputProjection;

    int queries() const { return static_cast<int>(reference.rows()); }
    int levelCount() const { return static_cast<int>(levels.size()); }
    const DeformableLevel& level(int l) const { return levels[static_cast<std::size_t>(l)]; }
    int dim() const { return levels.empty() ? 0 : static_cast<int>(levels.front().value.cols()); }
    int headDim() const { return dim() / heads; }
    /// L·K: the points of one head, over which the softmax runs.
    int pointsPerHead() const { return levelCount() * points; }
    /// (m·L + l)·K + k: the column of point k of level l of head m in logits (and weights).
    Eigen::Index pointIndex(int head, int level, int point) const
    {
        return (Eigen::Index{head} * levelCount() + level) * points + point;
    }
    /// The output's width: d, or W_O's columns.
    int outputDim() const
    {
        return outputProjection ? static_cast<int>(outputProjection->cols()) : dim();
    }
};

namespace limits {
/// Deformable attention: at most this many queries, points per head, and map numbers.
inline constexpr int maxDeformableQueries = 4096;
inline constexpr int maxDeformablePoints = 64;
inline constexpr long long maxDeformableValues = 1 << 24;
/// The trace keeps every sample: at most this many (n_q·M·K), and this many sampled numbers in
/// all (n_q·M·K·d/M = n_q·K·d).
inline constexpr long long maxDeformableSamples = 1 << 20;
inline constexpr long long maxDeformableSampledValues = 1 << 24;
/// At most this many levels (Deformable DETR uses 4).
inline constexpr int maxDeformableLevels = 8;
} // namespace limits

/// The keys readDeformableSpec reads ("heads" stays the scenario's generic key).
bool isDeformableKey(const std::string& key);
/// Reads them; throws InputError naming the key (q, k, v, npz, sentences, image are refused).
DeformableSpec readDeformableSpec(const nlohmann::json& scenario, Warnings& warnings);
/// Writes them back; readDeformableSpec reads the same spec.
void writeDeformableSpec(const DeformableSpec& spec, nlohmann::json& scenario);
/// Reads a picture named in the scenario (where: the key naming it, path as written); the
/// scenario's reader resolves it against the scenario's folder.
using DeformableImageReader =
    std::function<ImagePixels(const std::string& where, const std::string& path)>;
/// The maps drawn, given or cut from pictures (readImage: none, and a picture is refused), the
/// offsets and logits given, preset or projected from the queries, checked against the heads
/// (InputError at "heads", "sampling_offsets", "levels[1].image", …). grid, when not null,
/// receives the grid of the first level cut from a picture (the app draws the picture under
/// it), or null.
DeformableInput resolveDeformableInput(const DeformableSpec& spec, int heads,
                                       const DeformableImageReader& readImage = {},
                                       std::shared_ptr<const ImageGrid>* grid = nullptr);
/// Deformable DETR's initial offsets for M heads, L levels and K points: head m points in the
/// direction θ_m = m·2π/M, point k at k + 1 pixels along it (on the square max(|Δx|, |Δy|)),
/// the same on every level; n_q rows of M·L·K·2.
Matrix deformableDetrOffsets(int queries, int heads, int points, int levels = 1);

/// Samples read by deformable attention against the pairs full attention compares on the same
/// map: n_q·M·K against n_q·H·W.
struct DeformableCost
{
    long long samples = 0;     ///< n_q·M·K
    long long comparisons = 0; ///< n_q·H·W
};
DeformableCost deformableCost(long long queries, int heads, int points, int height, int width);
/// The same over every level: n_q·M·L·K samples against n_q·Σ_l H_l·W_l comparisons.
DeformableCost deformableCost(const DeformableInput& input);

} // namespace attnlab

#pragma once

#include "matrix.h"
#include "warning.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace attnlab {

/// Deformable attention's inputs (Deformable DETR, single level; deformablekind.h), the
/// scenario keys of "kind": "deformable" (docs/scenario-format.md):
///   "value": H × W × d nested lists (row y, column x, channel), or
///   "random": {"generator": "torch", "seed": s, "height": H, "width": W, "dim": d}
///             torch.manual_seed(s); value = torch.randn(H, W, d)
///   "reference_points": n_q × 2, normalised (x, y) in [0, 1]
///   "heads": M (the generic key: d divisible by M), "points": K per head
///   "sampling_offsets": n_q × M × K × 2 in pixels (Δx, Δy), or "deformable_detr": the
///             initialisation of Deformable DETR (zero weights, so every query gets the bias):
///             θ_m = m·2π/M, (Δx, Δy)_{mk} = (k + 1) · (cos θ_m, sin θ_m) / max(|cos θ_m|, |sin
///             θ_m|)
///   "attention_logits": n_q × M × K (softmax over each head's K points); absent: zeros, the
///             uniform weights 1/K of the same initialisation.
struct DeformableSpec
{
    enum class Source
    {
        Tensor, ///< "value": the numbers
        Random, ///< "random": torch.randn(H, W, d)
    };
    Source source = Source::Random;
    Matrix values; ///< Tensor: (H·W) × d, row y·W + x
    int height = 8;
    int width = 8;
    int dim = 4;
    std::uint64_t seed = 0; ///< Random
    Matrix referencePoints; ///< n_q × 2 (x, y)
    int points = 4;
    /// n_q rows of M·K·2 numbers, ((m·K + k)·2 + c); empty with presetOffsets.
    Matrix offsets;
    std::vector<int> offsetsShape; ///< as given: n_q, M, K, 2 (checked against heads)
    bool presetOffsets = false;    ///< "sampling_offsets": "deformable_detr"
    std::optional<Matrix> logits;  ///< n_q rows of M·K numbers, (m·K + k)
    std::vector<int> logitsShape;  ///< as given: n_q, M, K

    bool operator==(const DeformableSpec& o) const;
};

/// The resolved input of deformable attention: what DeformableKind computes.
struct DeformableInput
{
    Matrix value; ///< (H·W) × d: row y·W + x
    int height = 0;
    int width = 0;
    int heads = 1;
    int points = 1;
    Matrix reference; ///< n_q × 2, normalised (x, y)
    Matrix offsets;   ///< n_q × (M·K·2), pixels, ((m·K + k)·2 + c), c = 0 for Δx
    Matrix logits;    ///< n_q × (M·K), (m·K + k)

    int queries() const { return static_cast<int>(reference.rows()); }
    int dim() const { return static_cast<int>(value.cols()); }
    int headDim() const { return dim() / heads; }
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
} // namespace limits

/// Whether a scenario of this kind takes a value map and sampling points (DeformableSpec).
bool takesDeformableInput(const std::string& kind);
/// The keys readDeformableSpec reads ("heads" stays the scenario's generic key).
bool isDeformableKey(const std::string& key);
/// Reads them; throws InputError naming the key (q, k, v, npz, sentences, image are refused).
DeformableSpec readDeformableSpec(const nlohmann::json& scenario, Warnings& warnings);
/// Writes them back; readDeformableSpec reads the same spec.
void writeDeformableSpec(const DeformableSpec& spec, nlohmann::json& scenario);
/// The map drawn or given, the offsets and logits given or preset, checked against the heads
/// (InputError at "heads", "sampling_offsets", …).
DeformableInput resolveDeformableInput(const DeformableSpec& spec, int heads);
/// Deformable DETR's initial offsets for M heads and K points: head m points in the
/// direction θ_m = m·2π/M, point k at k + 1 pixels along it (on the square max(|Δx|, |Δy|)).
Matrix deformableDetrOffsets(int queries, int heads, int points);

/// Samples read by deformable attention against the pairs full attention compares on the same
/// map: n_q·M·K against n_q·H·W.
struct DeformableCost
{
    long long samples = 0;     ///< n_q·M·K
    long long comparisons = 0; ///< n_q·H·W
};
DeformableCost deformableCost(long long queries, int heads, int points, int height, int width);

} // namespace attnlab

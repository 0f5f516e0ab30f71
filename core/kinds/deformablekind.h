#pragma once

#include "attentionkind.h"
#include "deformableinput.h"

#include <array>
#include <memory>
#include <string>
#include <vector>

namespace attnlab {

/// Deformable attention, single level (Zhu et al., 2021, "Deformable DETR"). Each query i
/// attends to K sampled points per head around its reference point p_i (normalised x, y),
/// instead of to every position of the H × W value map (deformableinput.h for the inputs):
///   map       (1/d) Σ_c value(y, x, c)                          (what the points are drawn on)
///   location  ℓ_imk = p_i + Δ_imk / (W, H)                       (Δ in pixels)
///   sample    v_m(ℓ) = bilinear sample of head m's channels at pixel (ℓ_x·W − 0.5, ℓ_y·H − 0.5),
///             F.grid_sample(…, align_corners=False, padding_mode="zeros"): the 4 neighbours
///             weighted (1 − f_x)(1 − f_y), f_x(1 − f_y), (1 − f_x)f_y, f_x·f_y, those outside
///             the map reading 0
///   weights   a_imk = softmax_k(logit_imk)                       (over each head's K points)
///   output    o_i = concat_m Σ_k a_imk · v_m(ℓ_imk)              (n_q × d)
/// One frame. Backend: "reference" (double precision, every stage).
class DeformableKind final : public AttentionKind
{
public:
    enum StageIndex
    {
        Map,     ///< H × W: the value map averaged over its d channels (the points drawn on it)
        Logits,  ///< per head, n_q × K
        Weights, ///< per head, n_q × K: softmax over the K points
        Output,  ///< n_q × d, the heads side by side
    };

    static constexpr const char* kindId = "deformable";

    std::string id() const override { return kindId; }
    const std::vector<StageSpec>& stages() const override;
    int defaultStage() const override { return Weights; }
    std::shared_ptr<const KindTrace> compute(const ResolvedScenario& resolved,
                                             const std::string& backend) const override;
    /// "format", "version", "kind": "deformable", "map" {height, width, dim, heads, points},
    /// "queries": per query its reference point and per head per point the offset, the
    /// location (normalised and in pixels), the four neighbours with their bilinear weights,
    /// the sampled vector, the logit and the weight a; "attention_weights" (n_q × M × K),
    /// "output" (n_q × d), "warnings", "backend".
    std::string resultText(const ResolvedScenario& resolved, const KindTrace& trace,
                           const Warnings& scenarioWarnings,
                           const ResultOptions& options) const override;
};

/// One neighbour of a bilinear sample: pixel (x, y), its weight, and whether it is on the map
/// (outside, it reads zeros).
struct BilinearNeighbour
{
    int x = 0;
    int y = 0;
    double weight = 0.0;
    bool inside = false;
};

/// One sampled point of one query and head.
struct DeformableSample
{
    double locationX = 0.0, locationY = 0.0;     ///< ℓ, normalised
    double pixelX = 0.0, pixelY = 0.0;           ///< ℓ_x·W − 0.5, ℓ_y·H − 0.5
    std::array<BilinearNeighbour, 4> neighbours; ///< (x0, y0), (x0+1, y0), (x0, y0+1), (x0+1, y0+1)
    Vector value;                                ///< v_m(ℓ), d/M numbers
};

/// Every sample, weight and output of deformable attention.
class DeformableTrace final : public KindTrace
{
public:
    DeformableInput input;
    /// samples[(i·M + m)·K + k]
    std::vector<DeformableSample> samples;
    Matrix weights; ///< n_q × M·K, a_imk at (i, m·K + k)
    Matrix result;  ///< n_q × d
    Warnings warningList;

    const DeformableSample& sample(int query, int head, int point) const
    {
        return samples[static_cast<std::size_t>((query * input.heads + head) * input.points +
                                                point)];
    }
    int headCount() const override { return input.heads; }
    StageValues stage(int stage, int head, int frame) const override;
    const Matrix& output() const override { return result; }
    const Warnings& warnings() const override { return warningList; }
};

/// The bilinear sample of a (H·W) × d map's channels [first, first + count) at pixel
/// coordinates (px, py), pixel centres at whole numbers, zeros outside (grid_sample's
/// align_corners=False, padding_mode="zeros").
DeformableSample bilinearSample(const Matrix& value, int height, int width, int first, int count,
                                double px, double py);

/// The reference computation on a resolved input.
std::shared_ptr<DeformableTrace> computeDeformable(const DeformableInput& input);

} // namespace attnlab

#pragma once

#include "attentionkind.h"
#include "deformableinput.h"

#include <array>
#include <memory>
#include <string>
#include <vector>

namespace attnlab {

/// Deformable attention (Zhu et al., 2021, "Deformable DETR"), on one or several levels. Each
/// query i attends to K sampled points per head and level around its reference point p_i
/// (normalised x, y, the same on every level), instead of to every position of the value maps
/// (deformableinput.h for the inputs):
///   map       (1/d) Σ_c value_l(y, x, c)                   (what the points are drawn on)
///   offsets   Δ = b_off + W_off q_i, logits = b_a + W_a q_i   (when "query" rows are given)
///   location  ℓ_imlk = p_i + Δ_imlk / (W_l, H_l)           (Δ in pixels of level l)
///   sample    v_m(ℓ) = bilinear sample of head m's channels of level l at pixel
///             (ℓ_x·W_l − 0.5, ℓ_y·H_l − 0.5), F.grid_sample(…, align_corners=False,
///             padding_mode="zeros"): the 4 neighbours weighted (1 − f_x)(1 − f_y), f_x(1 − f_y),
///             (1 − f_x)f_y, f_x·f_y, those outside the map reading 0
///   weights   a_imlk = softmax over the head's L·K points of the logits
///   output    o_i = (concat_m Σ_lk a_imlk · v_m(ℓ_imlk)) W_O   (n_q × d; W_O optional)
/// Frames are the levels: frame l shows level l's map (frameCount() = L); the other stages are
/// the same in every frame. Backend: "reference" (double precision, every stage).
class DeformableKind final : public AttentionKind
{
public:
    enum StageIndex
    {
        Map,     ///< H_l × W_l: level l's map (frame l) averaged over its d channels
        Logits,  ///< per head, n_q × L·K, column l·K + k
        Weights, ///< per head, n_q × L·K: softmax over the head's L·K points
        Output,  ///< n_q × d_out: the heads side by side (times W_O when given)
    };

    static constexpr const char* kindId = "deformable";

    std::string id() const override { return kindId; }
    /// A value map with reference points of its own; no keys to mask.
    KindCapabilities capabilities() const override
    {
        KindCapabilities c;
        c.queryKeyValue = false;
        c.scaling = false;
        return c;
    }
    /// Its parameters: a DeformableSpec (deformableinput.h) read from "value" or "random",
    /// "image", "levels", "reference_points", "points", the offsets and logits; resolved to a
    /// DeformableInput ("heads" is M, "output_projection" W_O).
    bool ownsKey(const std::string& key) const override;
    KindValue readParameters(const nlohmann::json& scenario, Warnings& warnings) const override;
    void writeParameters(const KindValue& parameters, nlohmann::json& scenario) const override;
    /// A default map and one query at the centre with Deformable DETR's initial offsets (d a
    /// multiple of the heads) when it had none; no mask, no W_O.
    void conform(Scenario& scenario) const override;
    void resolveParameters(const Scenario& scenario, const std::string& baseDir,
                           ResolvedScenario& resolved) const override;
    const std::vector<StageSpec>& stages() const override;
    int defaultStage() const override { return Weights; }
    std::shared_ptr<const KindTrace> compute(const ResolvedScenario& resolved,
                                             const std::string& backend) const override;
    /// "format", "version", "kind": "deformable", "map" {height, width, dim, heads, points,
    /// levels} (height and width: level 0's), "levels" [{height, width}], "queries": per query
    /// its reference point and per head per point (levels in turn, "level" naming it) the
    /// offset, the location (normalised and in pixels), the four neighbours with their bilinear
    /// weights, the sampled vector, the logit and the weight a; with "query" rows,
    /// "query_projection" {"offsets": n_q × M × L × K × 2, "logits": n_q × M × L·K};
    /// "attention_weights" (n_q × M × L·K), "heads_output" (n_q × d, before W_O, only with
    /// W_O), "output" (n_q × d_out), "warnings", "backend".
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
    int level = 0;                               ///< the level l it samples
    int point = 0;                               ///< k, its index among the level's K
    double locationX = 0.0, locationY = 0.0;     ///< ℓ, normalised
    double pixelX = 0.0, pixelY = 0.0;           ///< ℓ_x·W_l − 0.5, ℓ_y·H_l − 0.5
    std::array<BilinearNeighbour, 4> neighbours; ///< (x0, y0), (x0+1, y0), (x0, y0+1), (x0+1, y0+1)
    Vector value;                                ///< v_m(ℓ), d/M numbers
};

/// Every sample, weight and output of deformable attention.
class DeformableTrace final : public KindTrace
{
public:
    DeformableInput input;
    /// samples[i·M·L·K + input.pointIndex(m, l, k)]
    std::vector<DeformableSample> samples;
    Matrix weights;      ///< n_q × M·L·K, a_imlk at (i, input.pointIndex(m, l, k))
    Matrix concatenated; ///< n_q × d: the heads side by side, before W_O
    Matrix result;       ///< n_q × d_out: concatenated, times W_O when given

    Warnings warningList;

    /// Point k of level l of head m of query i.
    const DeformableSample& sample(int query, int head, int level, int point) const
    {
        return samples[static_cast<std::size_t>(Eigen::Index{query} * input.heads *
                                                    input.pointsPerHead() +
                                                input.pointIndex(head, level, point))];
    }
    /// a_imlk.
    double weight(int query, int head, int level, int point) const
    {
        return weights(query, input.pointIndex(head, level, point));
    }
    int headCount() const override { return input.heads; }
    /// The levels: frame l is level l (its map).
    int frameCount() const override { return input.levelCount(); }
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

#pragma once

#include "attentionkind.h"
#include "channelinput.h"

#include <memory>
#include <string>
#include <vector>

namespace attnlab {

/// Channel attention: a Squeeze-and-Excitation block (Hu et al., 2018, "Squeeze-and-Excitation
/// Networks"). Its input is C channels of an H × W feature map (channelinput.h: the scenario's
/// "feature_map" or "random", W₁, b₁, W₂, b₂ given or drawn); it re-weights each channel by a
/// gate computed from all of them:
///   squeeze   z_c = (1/HW) Σ_{i,j} x_c(i,j)                (global average pooling, C)
///   hidden    u = ReLU(W₁ z + b₁)                          (the bottleneck, C/r)
///   gates     s = σ(W₂ u + b₂),  σ(t) = 1 / (1 + e^(−t))   (one gate in 0 … 1 per channel)
///   output    x̃_c = s_c · x_c                              (each map scaled by its gate)
/// One head and one frame. Backend: "reference" (double precision, every stage).
class SeKind final : public AttentionKind
{
public:
    /// The stages by index, in the order of stages().
    enum StageIndex
    {
        Input,   ///< x, C × (H·W)
        Squeeze, ///< z, 1 × C
        Hidden,  ///< u = ReLU(W₁ z + b₁), 1 × C/r
        Gates,   ///< s = σ(W₂ u + b₂), 1 × C
        Output,  ///< x̃ = s ⊙ x, C × (H·W)
    };

    static constexpr const char* kindId = "se";

    std::string id() const override { return kindId; }
    /// A feature map of its own; no queries, keys, masks or heads.
    KindCapabilities capabilities() const override
    {
        KindCapabilities c;
        c.queryKeyValue = false;
        c.heads = false;
        c.scaling = false;
        return c;
    }
    /// Its parameters: a ChannelSpec (channelinput.h) read from "feature_map" or "random",
    /// "image", "reduction", "fc1", "fc2" and "seed"; resolved to a ChannelInput.
    bool ownsKey(const std::string& key) const override;
    KindValue readParameters(const nlohmann::json& scenario, Warnings& warnings) const override;
    void writeParameters(const KindValue& parameters, nlohmann::json& scenario) const override;
    /// A default draw when it had none.
    void conform(Scenario& scenario) const override;
    ChannelMaps channelMaps(const ResolvedScenario& resolved) const override;
    void resolveParameters(const Scenario& scenario, const std::string& baseDir,
                           ResolvedScenario& resolved) const override;
    const std::vector<StageSpec>& stages() const override;
    int defaultStage() const override { return Gates; }
    std::shared_ptr<const KindTrace> compute(const ResolvedScenario& resolved,
                                             const std::string& backend) const override;
    /// "format", "version", "kind": "se", "squeeze" (C), "hidden" (C/r), "gates" (C),
    /// "output" (C × H × W nested), "parameters" (seParameterCount), "warnings", "backend".
    std::string resultText(const ResolvedScenario& resolved, const KindTrace& trace,
                           const Warnings& scenarioWarnings,
                           const ResultOptions& options) const override;
};

/// Every stage of an SE block, and what they came from (the inspector explains a gate from it).
class SeTrace final : public KindTrace
{
public:
    ChannelInput input;
    Vector squeeze;    ///< z, C
    Vector preHidden;  ///< W₁ z + b₁, C/r (before ReLU)
    Vector hidden;     ///< u = ReLU(W₁ z + b₁), C/r
    Vector excitation; ///< W₂ u + b₂, C (before σ)
    Vector gates;      ///< s = σ(W₂ u + b₂), C
    Matrix scaled;     ///< x̃ = s ⊙ x, C × (H·W): the output
    Warnings warningList;

    int headCount() const override { return 1; }
    StageValues stage(int stage, int head, int frame) const override;
    const Matrix& output() const override { return scaled; }
    const Warnings& warnings() const override { return warningList; }
};

/// The reference computation of an SE block on a resolved channel input.
std::shared_ptr<SeTrace> computeSe(const ChannelInput& input);

/// A C × (H·W) matrix as C × H × W nested lists (PyTorch's CHW).
nlohmann::json channelsToJson(const Matrix& x, int height, int width);

} // namespace attnlab

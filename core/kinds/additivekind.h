#pragma once

#include "attention.h"
#include "attentionkind.h"
#include "matrix.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace attnlab {

/// Additive attention (Bahdanau, Cho & Bengio, 2014): where attention began, a translation
/// model's decoder state q_i consulting every encoder annotation k_j. The comparison is a small
/// learned network instead of a dot product:
///   e_ij = vᵀ tanh(W_q q_i + W_k k_j),   a_i = softmax_j(e_i + M_i),   o_i = Σ_j a_ij v_j
/// with W_q, W_k of d_a × d_k (d_a "units") and v of d_a. No 1/√d_k scale: tanh keeps every
/// unit in −1 … 1, so |e_ij| ≤ Σ_u |v_u| whatever d_k is. One head (a scenario asking for more is
/// refused at "heads"), no W_O; masks apply as to softmax (the causal mask, a window, painted
/// pairs, sparse patterns). It costs n_q·n_k·d_a tanh, where a dot product costs n_q·n_k·d_k
/// multiply-adds.
///
/// Its parameters, under "additive": {"units": d_a, "w_q": d_a × d_k, "w_k": d_a × d_k,
/// "v": [d_a], "seed": s}: each of w_q, w_k and v given, or drawn (documented in
/// docs/scenario-format.md) as
///   torch.manual_seed(s); w = torch.randn(2·d_a·d_k + d_a)          (float32, then double)
///   W_q = w[0 : d_a·d_k].view(d_a, d_k) / √d_k
///   W_k = w[d_a·d_k : 2·d_a·d_k].view(d_a, d_k) / √d_k
///   v   = w[2·d_a·d_k :] / √d_a
/// (a given one replaces its part of the draw). d_a defaults to d_k, or the given w_q's rows.
struct AdditiveSpec
{
    std::optional<int> units;
    std::optional<Matrix> wq, wk;
    std::optional<Vector> v;
    std::uint64_t seed = 0;

    bool operator==(const AdditiveSpec& other) const;
};

/// The weights a scenario resolves to (ResolvedScenario::kindInput).
struct AdditiveWeights
{
    Matrix wq; ///< W_q, d_a × d_k
    Matrix wk; ///< W_k, d_a × d_k
    Vector v;  ///< v, d_a
    int units() const { return static_cast<int>(v.size()); }
    bool operator==(const AdditiveWeights& other) const;
};

class AdditiveKind final : public AttentionKind
{
public:
    /// The stages by index, in the order of stages().
    enum StageIndex
    {
        QueryProjection, ///< W_q q_i, n_q × d_a
        KeyProjection,   ///< W_k k_j, n_k × d_a
        Scores,          ///< e_ij = vᵀ tanh(W_q q_i + W_k k_j)
        Masked,          ///< e_ij + M_ij
        Weights,         ///< a_ij = softmax_j
        Output,          ///< o_i = Σ_j a_ij v_j
    };

    static constexpr const char* kindId = "additive";

    std::string id() const override { return kindId; }
    const std::vector<StageSpec>& stages() const override;
    int defaultStage() const override { return Weights; }
    /// Q, K and V (of words or patches), any mask and sparse pattern; one head, no scale.
    KindCapabilities capabilities() const override
    {
        KindCapabilities c;
        c.masks = KindCapabilities::Masks::Any;
        c.sparsePatterns = true;
        c.imagePatches = true;
        c.heads = false;
        c.scaling = false;
        return c;
    }
    bool ownsKey(const std::string& key) const override;
    KindValue readParameters(const nlohmann::json& scenario, Warnings& warnings) const override;
    void writeParameters(const KindValue& parameters, nlohmann::json& scenario) const override;
    /// One head, no scale and no W_O; its weights drawn from seed 0 when it had none.
    void conform(Scenario& scenario) const override;
    /// Refuses "heads" > 1, "scale" and "output_projection" naming the key; draws what is not
    /// given and checks the sizes against d_k (InputError at "additive.w_q" …).
    void resolveParameters(const Scenario& scenario, const std::string& baseDir,
                           ResolvedScenario& resolved) const override;
    std::shared_ptr<const KindTrace> compute(const ResolvedScenario& resolved,
                                             const std::string& backend) const override;
    void requireTraceMemory(const ResolvedScenario& resolved, const std::string& where,
                            std::int64_t extraBytes) const override;
    void requireResultMemory(const ResolvedScenario& resolved, const std::string& backend,
                             const std::string& where) const override;
    /// The default result (inputs, heads[0] with every stage by id, output, warnings) and
    /// "additive": the weights used {"units", "w_q", "w_k", "v"}.
    std::string resultText(const ResolvedScenario& resolved, const KindTrace& trace,
                           const Warnings& scenarioWarnings,
                           const ResultOptions& options) const override;
};

/// Every stage, kept so a learner can step through them and read any cell.
class AdditiveTrace final : public KindTrace
{
public:
    AdditiveWeights weights;
    Matrix queryProjection; ///< row i: (W_q q_i)ᵀ, n_q × d_a
    Matrix keyProjection;   ///< row j: (W_k k_j)ᵀ, n_k × d_a
    Matrix scores;          ///< e, n_q × n_k
    BoolMatrix allowed;     ///< the mask's allowed pairs
    Matrix masked;          ///< e where allowed, −∞ elsewhere
    Vector rowMax;          ///< m_i = max_j (e_ij + M_ij)
    Vector rowSum;          ///< z_i = Σ_j exp(e_ij + M_ij − m_i)
    Matrix attention;       ///< a, n_q × n_k (0 where masked, all 0 for a row with no key)
    Matrix result;          ///< o, n_q × d_v
    Warnings warningList;

    int headCount() const override { return 1; }
    StageValues stage(int stage, int head, int frame) const override;
    const Matrix& output() const override { return result; }
    const Warnings& warnings() const override { return warningList; }
};

/// The weights of a scenario's parameters for keys of d_k columns (what resolveParameters puts
/// in kindInput). Throws InputError at "additive…".
AdditiveWeights resolveAdditiveWeights(const AdditiveSpec& spec, int keyDim);
/// The weights of a resolved scenario of this kind (empty when it is not one).
const AdditiveWeights& additiveWeightsOf(const ResolvedScenario& resolved);
/// "additive" as read and written in a scenario; throws InputError at "additive…".
AdditiveSpec additiveSpecFromJson(const nlohmann::json& json, Warnings& warnings);
nlohmann::json additiveSpecToJson(const AdditiveSpec& spec);

/// The reference computation, in double precision. Expects a validated input with one head.
std::shared_ptr<AdditiveTrace> computeAdditiveTrace(const AttentionInput& input,
                                                    const AdditiveWeights& weights);

} // namespace attnlab

#pragma once

#include "attention.h"
#include "attentionkind.h"
#include "featuremap.h"
#include "memoryestimate.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace attnlab {

/// Linear attention (Katharopoulos et al., 2020, "Transformers are RNNs"), per head t with a
/// feature map φ (featuremap.h) of d' features and no √d_k scale:
///   out_i = φ(q_i)ᵀ S / φ(q_i)ᵀ z,   S = Σ_j φ(k_j) v_jᵀ  (d' × d_v),   z = Σ_j φ(k_j)  (d'),
/// which is softmax attention's weighted sum with the weights
///   A_ij = φ(q_i)·φ(k_j) / Σ_j' φ(q_i)·φ(k_j')   (the implicit weights, never needed),
/// computed in O(n d' d_v) time instead of O(n² d). With mask.causal the sums run over j ≤ i
/// and the state is a recurrence, one frame per query token i (frameCount() = n_q):
///   S_i = S_{i−1} + φ(k_i) v_iᵀ,   z_i = z_{i−1} + φ(k_i),   out_i = φ(q_i)ᵀ S_i / φ(q_i)ᵀ z_i
/// (keys past the last query are never reached; queries past the last key use the whole sum).
/// Heads are sliced as softmax's; the final output is concat(heads) W_O, or the concatenation.
/// Only mask.causal is taken: a sliding window or an allowed matrix is refused (InputError at
/// mask.window, mask.allowed), because it breaks the factorisation. `scale` is the scale of the
/// softmax weights shown beside (and FAVOR+'s x' = x √s); elu+1 and relu have no scale.
/// A query whose normaliser φ(q_i)ᵀ z is 0 (relu can give it) has zero weights and output and
/// a "zero_normalizer" warning, never NaN.
///
/// Backends: "reference" (double precision, keeps every stage) and "cpu" (computeLinearFused:
/// float32, the output alone, O(n d' d_v) time and O(d' d_v) memory a worker).
class LinearKind final : public AttentionKind
{
public:
    /// The stages by index, in the order of stages().
    enum StageIndex
    {
        PhiQ,            ///< φ(Q), n_q × d'
        PhiK,            ///< φ(K), n_k × d'
        State,           ///< S = φ(K)ᵀ V, d' × d_v (causal: S_i of frame i)
        Normalizer,      ///< z = Σ_j φ(k_j), 1 × d' (causal: z_i)
        ImplicitWeights, ///< A_ij = φ(q_i)·φ(k_j) / Σ_j' φ(q_i)·φ(k_j')
        SoftmaxWeights,  ///< softmax(Q Kᵀ s + M) of the same Q and K
        Difference,      ///< implicit − softmax
        Output,          ///< out_i = φ(q_i)ᵀ S / φ(q_i)ᵀ z (causal: rows ≤ i in frame i)
        Final,           ///< concat(heads) W_O
    };

    static constexpr const char* kindId = "linear";

    std::string id() const override { return kindId; }
    const std::vector<StageSpec>& stages() const override;
    int defaultStage() const override { return ImplicitWeights; }
    std::vector<std::string> backends() const override { return {"reference", "cpu"}; }
    /// Q, K and V (of words or patches) with the causal mask alone: a window or painted pairs
    /// would break the factorisation φ(Q) (φ(K)ᵀ V).
    KindCapabilities capabilities() const override
    {
        KindCapabilities c;
        c.masks = KindCapabilities::Masks::CausalOnly;
        c.imagePatches = true;
        return c;
    }
    /// Its parameters: the feature map φ (FeatureMapSpec), read from "feature_map" (elu+1 when
    /// absent), always written; resolved to the same FeatureMapSpec (ResolvedScenario::kindInput).
    bool ownsKey(const std::string& key) const override;
    KindValue readParameters(const nlohmann::json& scenario, Warnings& warnings) const override;
    void writeParameters(const KindValue& parameters, nlohmann::json& scenario) const override;
    /// elu+1 when it had no φ.
    void conform(Scenario& scenario) const override;
    void resolveParameters(const Scenario& scenario, const std::string& baseDir,
                           ResolvedScenario& resolved) const override;
    std::shared_ptr<const KindTrace> compute(const ResolvedScenario& resolved,
                                             const std::string& backend) const override;
    void requireTraceMemory(const ResolvedScenario& resolved, const std::string& where,
                            std::int64_t extraBytes) const override;
    void requireResultMemory(const ResolvedScenario& resolved, const std::string& backend,
                             const std::string& where) const override;
};

/// The feature map φ of a linear scenario (its parameters), or of what it resolved to; the
/// default elu+1 when it has none.
const FeatureMapSpec& featureMapOf(const Scenario& scenario);
const FeatureMapSpec& featureMapOf(const ResolvedScenario& resolved);
/// "feature_map": "elu+1" | "relu" | "favor+" | {"favor+": {"features": m, "seed": s}}; throws
/// InputError at feature_map (…favor+.features, …favor+.seed).
FeatureMapSpec featureMapFromJson(const nlohmann::json& json, Warnings& warnings);
nlohmann::json featureMapToJson(const FeatureMapSpec& featureMap);

/// One head of the reference backend: every stage, kept so a learner can step through them.
struct LinearHead
{
    int index = 0;
    int keyColumn = 0;     ///< first column of Q and K this head reads
    int valueColumn = 0;   ///< first column of V this head reads
    int featureColumn = 0; ///< the model column φ's first feature stands for (0 for FAVOR+)

    Matrix phiQ;            ///< φ(Q_t), n_q × d'
    Matrix phiK;            ///< φ(K_t), n_k × d'
    Matrix values;          ///< V_t, n_k × d_v/h (the recurrence's inputs, for the frames)
    Matrix state;           ///< S = φ(K)ᵀ V (causal: the last S_i), d' × d_v/h
    Vector normalizer;      ///< z = Σ_j φ(k_j) (causal: the last z_i), d'
    Vector denominators;    ///< φ(q_i)ᵀ z (causal: z_i), n_q; 0 gives a zero row
    Matrix implicitWeights; ///< n_q × n_k, 0 where masked
    Matrix softmaxWeights;  ///< n_q × n_k, the softmax kind's weights
    Matrix output;          ///< n_q × d_v/h
};

/// Linear attention's trace: the reference backend's heads, or a fast backend's output alone.
class LinearTrace final : public KindTrace
{
public:
    std::vector<LinearHead> heads;
    BoolMatrix allowed; ///< the mask's allowed pairs (causal, or all)
    bool causal = false;
    bool stages = true;
    Matrix concat;
    Matrix finalOutput;
    Warnings warningList;

    int headCount() const override { return static_cast<int>(heads.size()); }
    /// Causal with stages: one frame per query token; otherwise 1.
    int frameCount() const override;
    bool hasStages() const override { return stages; }
    StageValues stage(int stage, int head, int frame) const override;
    const Matrix& output() const override { return finalOutput; }
    const Warnings& warnings() const override { return warningList; }

    /// S_f and z_f of the causal recurrence after token f: the sums over keys j ≤ f (all keys
    /// without causal), added in the order the reference backend adds them.
    Matrix stateAt(int head, int frame) const;
    Vector normalizerAt(int head, int frame) const;
};

/// d', the features of one head: d_k for elu+1 and relu, m for FAVOR+.
int linearFeatureDim(const FeatureMapSpec& featureMap, int headDim);

/// FAVOR+'s ω (m × d_k): torch.manual_seed(seed); torch.randn(m, d_k) (one draw, shared by
/// queries, keys and every head), in double. Throws InputError at feature_map.favor+.features
/// when m d_k < 16 (PyTorch draws fewer numbers another way). Empty for elu+1 and relu.
Matrix favorProjection(const FeatureMapSpec& featureMap, int headDim);

/// φ of each row of x (n × d_k): n × d'. scale: the head's softmax scale s (FAVOR+: x' = x √s).
Matrix applyFeatureMap(const FeatureMapSpec& featureMap, const Matrix& x, double scale,
                       const Matrix& omega);

/// Throws InputError at mask.window or mask.allowed: linear attention takes only mask.causal,
/// and its running sum is top-left aligned (query i reads keys 0 … i), so "bottom_right" is
/// refused at mask.causal when n_q ≠ n_k (when n_q = n_k both alignments are the same mask).
void requireLinearMask(const MaskSpec& mask, int nq, int nk);

/// The reference backend: every stage in double precision. Expects a validated input.
std::shared_ptr<LinearTrace> computeLinearTrace(const AttentionInput& input,
                                                const FeatureMapSpec& featureMap);

/// The "cpu" backend: the output and warnings alone, in float32, never an n_q × n_k matrix.
/// Each head's keys are split among the workers (threads; 0: hardware concurrency) into
/// contiguous ranges walked in tiles of 128 tokens (64 causal): a worker sums its range's φ(K)ᵀ V
/// and Σ φ(k) (d' × d_v), the sums are added (causal: in prefix order, so each range starts from
/// the state before it), then the query tiles are answered in parallel from them; causal
/// tiles add their own keys j ≤ i as a small 64 × 64 product, then fold the tile into the
/// state. O(n d' d_v) time, O(workers d' d_v + tile (d + d')) memory besides the input and
/// output. Expects an input validated for limits::maxFusedTokens.
struct LinearOutput
{
    Matrix output;
    Warnings warnings;
};
LinearOutput computeLinearFused(const AttentionInput& input, const FeatureMapSpec& featureMap,
                                int threads = 0);

/// Bytes the reference backend needs: the softmax comparison's staged trace (traceBytes, 56
/// bytes a pair and head, transient while its weights are taken) plus 16 bytes a pair and
/// head (φ(Q)φ(K)ᵀ and the implicit weights) plus φ(Q), φ(K), V and the state per head.
std::int64_t linearTraceBytes(const AttentionSizes& sizes, int featureDim);
/// Bytes the cpu backend needs: inputBytes plus small per-worker tiles and states.
std::int64_t linearFusedBytes(const AttentionSizes& sizes, int featureDim);

/// What softmax attention and linear attention cost for the same sizes (all heads together):
///   softmax (Q Kᵀ) V:   2 n_q n_k (d_k + d_v) flops a head (4 n² d when d_k = d_v = d) and
///                       n_q n_k numbers of weights;
///   linear φ(Q)(φ(K)ᵀ V): 2 (n_q + n_k) d' d_v flops a head (4 n d' d_v) and d' d_v + d'
///                       numbers of state (φ and the normaliser's O(n d') not counted).
/// With n_q = n_k = n they cost the same at n = 2 d' d_v / (d_k + d_v): n = d_v when d' = d_k.
struct AttentionCost
{
    double softmaxFlops = 0;
    double linearFlops = 0;
    std::int64_t softmaxNumbers = 0;
    std::int64_t linearNumbers = 0;
    /// The n (= n_q = n_k) above which linear attention takes fewer flops.
    double crossoverTokens = 0;
};
AttentionCost attentionCost(const AttentionSizes& sizes, int featureDim);

/// How close FAVOR+'s implicit weights come to softmax's: for each m of `features`, the mean
/// |implicit − softmax| over the allowed cells of every head, with the scenario's inputs and
/// FAVOR+ of m features (the scenario's seed when it uses FAVOR+, else 0). The error falls as
/// m grows (about as 1/√m).
std::vector<double> favorError(const ResolvedScenario& resolved, const std::vector<int>& features);

} // namespace attnlab

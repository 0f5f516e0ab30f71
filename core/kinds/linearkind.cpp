#include "linearkind.h"

#include "engineerror.h"
#include "fusedengine.h"
#include "inputerror.h"
#include "jobcontrol.h"
#include "mask.h"
#include "matrixjson.h"
#include "quote.h"
#include "scenario.h"
#include "sizelimits.h"
#include "torchrandom.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <thread>

#ifdef __linux__
#include <sys/mman.h>
#endif

namespace attnlab {

namespace {

const char* const knownFeatureMaps = R"("elu+1", "relu" or {"favor+": {"features": m, "seed": s}})";

/// φ of each row of x (n × d_k), in double (reference) or float (cpu): n × d'.
template <typename M>
M featureRows(const FeatureMapSpec& f, const M& x, typename M::Scalar xScale, const M& omega)
{
    using T = typename M::Scalar;
    switch (f.map) {
    case FeatureMapSpec::Map::EluPlusOne:
        // φ(x) = elu(x) + 1 = x + 1 for x > 0, eˣ otherwise: positive, so no zero normaliser;
        // computed without a branch as max(x, 0) + exp(min(x, 0))
        return (x.cwiseMax(T(0)).array() + x.cwiseMin(T(0)).array().exp()).matrix();
    case FeatureMapSpec::Map::Relu:
        // φ(x) = max(x, 0)
        return x.cwiseMax(T(0));
    case FeatureMapSpec::Map::FavorPlus:
        break;
    }
    // FAVOR+: φ(x) = exp(ω x' − |x'|²/2) / √m with x' = x √s, so that
    // E_ω[φ(q)·φ(k)] = exp(s q·k), softmax's unnormalised weight
    const M xs = x * xScale;
    M projected = xs * omega.transpose();
    const Eigen::Matrix<T, Eigen::Dynamic, 1> halfNorm = xs.rowwise().squaredNorm() / T(2);
    projected.colwise() -= halfNorm;
    return (projected.array().exp() / std::sqrt(T(omega.rows()))).matrix();
}

void requireFinite(const Eigen::MatrixXd& phi, MessageText rows, int head)
{
    if (!phi.allFinite())
        throw InputError("feature_map",
                         TR_NOOP("Engine",
                                 "φ of the %1 of head %2 overflows (exp(ω·x' − |x'|²/2) is too "
                                 "large); use smaller inputs or another feature map"),
                         rows, head);
}

Warning zeroNormalizerWarning(int head, int query)
{
    return makeWarning(
        "zero_normalizer", head, query,
        Message(TR_NOOP("Engine", "head %1, query %2: the normaliser φ(q)·z is 0 (no "
                                  "feature of φ(q) meets a key's), so this row's "
                                  "weights and output are zero"),
                head, query));
}

/// S += φ(k_j) v_jᵀ, z += φ(k_j): one step of the recurrence, the same in compute and frames.
void addKey(const LinearHead& h, int j, Matrix& state, Vector& normalizer)
{
    state.noalias() += h.phiK.row(j).transpose() * h.values.row(j);
    normalizer += h.phiK.row(j).transpose();
}

/// Hides the rows after `frame` (the tokens the causal recurrence has not reached).
BoolMatrix rowsAfter(Eigen::Index rows, Eigen::Index cols, int frame)
{
    BoolMatrix hidden = BoolMatrix::Constant(rows, cols, false);
    if (frame + 1 < rows)
        hidden.bottomRows(rows - frame - 1).setConstant(true);
    return hidden;
}

double headScale(const AttentionInput& input)
{
    return effectiveScale(input.scale, input.headDim());
}

} // namespace

// ---------------------------------------------------------------------------- the kind

const std::vector<StageSpec>& LinearKind::stages() const
{
    // {id, shape, range, perHead, maskable, meaning, perFrame}
    static const std::vector<StageSpec> list = {
        {"phi_q", StageShape::QueryFeature, ValueRange::NonNegative, true, false,
         "φ(q_i), the query's features", false},
        {"phi_k", StageShape::KeyFeature, ValueRange::NonNegative, true, false,
         "φ(k_j), the key's features", false},
        {"state", StageShape::FeatureFeature, ValueRange::Signed, true, false,
         "S = Σ_j φ(k_j) v_jᵀ (causal: over j ≤ i), the keys and values summed once", true},
        {"normalizer", StageShape::Vector, ValueRange::NonNegative, true, false,
         "z = Σ_j φ(k_j) (causal: over j ≤ i), the keys' features summed", true},
        {"implicit_weights", StageShape::QueryKey, ValueRange::Probability, true, true,
         "a_ij = φ(q_i)·φ(k_j) / Σ_j' φ(q_i)·φ(k_j'), the weights linear attention never forms",
         false},
        {"softmax_weights", StageShape::QueryKey, ValueRange::Probability, true, true,
         "softmax_j(q_i·k_j s + M_ij), softmax attention's weights for the same q and k", false},
        {"difference", StageShape::QueryKey, ValueRange::Signed, true, true,
         "implicit − softmax weight", false},
        {"output", StageShape::QueryFeature, ValueRange::Signed, true, false,
         "o_i = φ(q_i)ᵀ S / φ(q_i)ᵀ z, the head's output", true},
        {"final", StageShape::QueryFeature, ValueRange::Signed, false, false,
         "y_i = [o_i of every head] W_O, the final output", true},
    };
    return list;
}

FeatureMapSpec featureMapFromJson(const nlohmann::json& j, Warnings& warnings)
{
    FeatureMapSpec f;
    if (j.is_string()) {
        const std::string name = j.get<std::string>();
        if (name == "elu+1")
            f.map = FeatureMapSpec::Map::EluPlusOne;
        else if (name == "relu")
            f.map = FeatureMapSpec::Map::Relu;
        else if (name == "favor+")
            f.map = FeatureMapSpec::Map::FavorPlus; // 64 features, seed 0
        else
            throw InputError("feature_map",
                             TR_NOOP("Engine", "unknown feature map \"%1\" (known: %2)"),
                             escapeUserText(name), knownFeatureMaps);
        return f;
    }
    if (!j.is_object() || j.size() != 1 || !j.contains("favor+"))
        throw InputError("feature_map", TR_NOOP("Engine", "expected %1, got %2"), knownFeatureMaps,
                         describeJson(j));
    const nlohmann::json& favor = j["favor+"];
    if (!favor.is_object())
        throw InputError(
            "feature_map.favor+",
            TR_NOOP("Engine", "expected an object such as {\"features\": 64, \"seed\": 0}, got %1"),
            describeJson(favor));
    f.map = FeatureMapSpec::Map::FavorPlus;
    for (const auto& [key, value] : favor.items()) {
        if (key == "features")
            f.features = readPositiveInt(value, "feature_map.favor+.features", limits::maxDim);
        else if (key == "seed")
            f.seed = static_cast<std::uint64_t>(
                readInt(value, "feature_map.favor+.seed", 0, 9007199254740991LL)); // 2^53 - 1
        else
            warnUnknownKey("feature_map.favor+", key, warnings);
    }
    return f;
}

nlohmann::json featureMapToJson(const FeatureMapSpec& f)
{
    switch (f.map) {
    case FeatureMapSpec::Map::EluPlusOne:
        return "elu+1";
    case FeatureMapSpec::Map::Relu:
        return "relu";
    case FeatureMapSpec::Map::FavorPlus:
        break;
    }
    return {{"favor+", {{"features", f.features}, {"seed", f.seed}}}};
}

const FeatureMapSpec& featureMapOf(const Scenario& scenario)
{
    static const FeatureMapSpec elu;
    const auto* f = scenario.parameters.get<FeatureMapSpec>();
    return f ? *f : elu;
}

const FeatureMapSpec& featureMapOf(const ResolvedScenario& resolved)
{
    static const FeatureMapSpec elu;
    const auto* f = resolved.kindInput.get<FeatureMapSpec>();
    return f ? *f : elu;
}

bool LinearKind::ownsKey(const std::string& key) const
{
    return key == "feature_map";
}

KindValue LinearKind::readParameters(const nlohmann::json& j, Warnings& warnings) const
{
    return KindValue(j.contains("feature_map") ? featureMapFromJson(j["feature_map"], warnings)
                                               : FeatureMapSpec{});
}

void LinearKind::writeParameters(const KindValue& parameters, nlohmann::json& j) const
{
    if (const auto* f = parameters.get<FeatureMapSpec>())
        j["feature_map"] = featureMapToJson(*f);
}

void LinearKind::conform(Scenario& s) const
{
    if (!s.parameters.get<FeatureMapSpec>())
        s.parameters = KindValue(FeatureMapSpec{});
}

void LinearKind::resolveParameters(const Scenario& s, const std::string&,
                                   ResolvedScenario& resolved) const
{
    resolved.kindInput = KindValue(featureMapOf(s));
}

std::shared_ptr<const KindTrace> LinearKind::compute(const ResolvedScenario& resolved,
                                                     const std::string& backend) const
{
    if (backend == "reference") {
        // n_q x n_k implicit and softmax weights: the staged limit
        requireTokens(resolved.input, limits::maxTokens, "reference", useBackendAdvice({"cpu"}));
        return computeLinearTrace(resolved.input, featureMapOf(resolved));
    }
    if (backend == "cpu") {
        LinearOutput out = computeLinearFused(resolved.input, featureMapOf(resolved));
        auto trace = std::make_shared<LinearTrace>();
        trace->stages = false;
        trace->causal = resolved.input.mask.causal;
        trace->finalOutput = std::move(out.output);
        trace->warningList = std::move(out.warnings);
        return trace;
    }
    throw EngineError(
        TR_NOOP("Engine", "unknown backend \"%1\" for linear attention (known: reference, cpu)"),
        backend);
}

void LinearKind::requireTraceMemory(const ResolvedScenario& resolved, const std::string& where,
                                    std::int64_t extraBytes) const
{
    requireTokens(resolved.input, limits::maxTokens, "reference", useBackendAdvice({"cpu"}), where);
    const AttentionSizes s = AttentionSizes::of(resolved.input);
    const int dp = linearFeatureDim(featureMapOf(resolved), resolved.input.headDim());
    requireMemory(linearTraceBytes(s, dp) + extraBytes, where,
                  Message(TR_NOOP("Engine", "%1 of linear attention, with n_q x n_k implicit and "
                                            "softmax weights"),
                          describeStages(s)),
                  Message(TR_NOOP("Engine", "use fewer tokens or heads")));
}

void LinearKind::requireResultMemory(const ResolvedScenario& resolved, const std::string& backend,
                                     const std::string& where) const
{
    const AttentionInput& in = resolved.input;
    const AttentionSizes s = AttentionSizes::of(in);
    const std::int64_t dp = linearFeatureDim(featureMapOf(resolved), in.headDim());
    const std::int64_t dvh = s.valueDim / s.heads;
    std::int64_t numbers =
        s.queries * s.modelDim + s.keys * (s.modelDim + s.valueDim) + s.queries * s.outputDim;
    if (backend == "cpu") {
        requireMemory(
            linearFusedBytes(s, static_cast<int>(dp)) + jsonBytesPerNumber * numbers + 64 * 1024,
            where, Message(TR_NOOP("Engine", "q, k, v and the output of linear attention as text")),
            Message(TR_NOOP("Engine", "use fewer tokens")));
        return;
    }
    requireTokens(in, limits::maxTokens, "reference", useBackendAdvice({"cpu"}), where);
    // Every stage of the last frame, the final output, and per frame the state, the
    // normaliser and the output (the stages that change from frame to frame).
    numbers +=
        s.heads * ((s.queries + s.keys) * dp + dp * dvh + dp + 3 * s.pairs() + s.queries * dvh) +
        s.queries * s.outputDim;
    if (in.mask.causal)
        numbers += s.queries * s.heads * (dp * dvh + dp + s.queries * dvh);
    requireMemory(
        linearTraceBytes(s, static_cast<int>(dp)) + jsonBytesPerNumber * numbers + 64 * 1024, where,
        Message(
            in.mask.causal
                ? TR_NOOP("Engine", "%1 of linear attention as text, with the state of every frame")
                : TR_NOOP("Engine", "%1 of linear attention as text"),
            describeStages(s)),
        Message(
            TR_NOOP("Engine", "use fewer tokens or heads, or --backend cpu for the output alone")));
}

// ---------------------------------------------------------------------------- the trace

int LinearTrace::frameCount() const
{
    if (!causal || !stages || heads.empty())
        return 1;
    return static_cast<int>(heads.front().phiQ.rows());
}

Matrix LinearTrace::stateAt(int head, int frame) const
{
    const LinearHead& h = heads.at(static_cast<std::size_t>(head));
    if (!causal)
        return h.state;
    Matrix state = Matrix::Zero(h.phiK.cols(), h.values.cols());
    Vector normalizer = Vector::Zero(h.phiK.cols());
    const int keys = std::min(frame + 1, static_cast<int>(h.phiK.rows()));
    for (int j = 0; j < keys; ++j)
        addKey(h, j, state, normalizer);
    return state;
}

Vector LinearTrace::normalizerAt(int head, int frame) const
{
    const LinearHead& h = heads.at(static_cast<std::size_t>(head));
    if (!causal)
        return h.normalizer;
    Vector normalizer = Vector::Zero(h.phiK.cols());
    const int keys = std::min(frame + 1, static_cast<int>(h.phiK.rows()));
    for (int j = 0; j < keys; ++j)
        normalizer += h.phiK.row(j).transpose();
    return normalizer;
}

StageValues LinearTrace::stage(int stage, int head, int frame) const
{
    if (!stages)
        throw std::logic_error("linear attention's cpu backend keeps no stages");
    frame = std::clamp(frame, 0, frameCount() - 1);
    const bool partial = causal && frame < frameCount() - 1;
    StageValues v;
    if (stage == LinearKind::Final) {
        v.values = finalOutput;
        if (partial)
            v.hidden = rowsAfter(v.values.rows(), v.values.cols(), frame);
        return v;
    }
    const LinearHead& h = heads.at(static_cast<std::size_t>(head));
    switch (stage) {
    case LinearKind::PhiQ:
        v.values = h.phiQ;
        v.firstColumn = h.featureColumn;
        break;
    case LinearKind::PhiK:
        v.values = h.phiK;
        v.firstColumn = h.featureColumn;
        break;
    case LinearKind::State:
        v.values = partial ? stateAt(head, frame) : h.state;
        v.firstColumn = h.valueColumn;
        break;
    case LinearKind::Normalizer:
        v.values = (partial ? normalizerAt(head, frame) : h.normalizer).transpose();
        v.firstColumn = h.featureColumn;
        break;
    case LinearKind::ImplicitWeights:
        v.values = h.implicitWeights;
        v.hidden = !allowed;
        break;
    case LinearKind::SoftmaxWeights:
        v.values = h.softmaxWeights;
        v.hidden = !allowed;
        break;
    case LinearKind::Difference:
        // implicit − softmax, cell by cell (0 where masked: both are)
        v.values = h.implicitWeights - h.softmaxWeights;
        v.hidden = !allowed;
        break;
    case LinearKind::Output:
        v.values = h.output;
        v.firstColumn = h.valueColumn;
        if (partial)
            v.hidden = rowsAfter(v.values.rows(), v.values.cols(), frame);
        break;
    default:
        throw std::out_of_range("linear attention has no stage " + std::to_string(stage));
    }
    return v;
}

// ---------------------------------------------------------------------------- φ

int linearFeatureDim(const FeatureMapSpec& featureMap, int headDim)
{
    return featureMap.map == FeatureMapSpec::Map::FavorPlus ? featureMap.features : headDim;
}

Matrix favorProjection(const FeatureMapSpec& featureMap, int headDim)
{
    if (featureMap.map != FeatureMapSpec::Map::FavorPlus)
        return {};
    const long long count = static_cast<long long>(featureMap.features) * headDim;
    if (count < static_cast<long long>(TorchGenerator::minCount))
        throw InputError("feature_map.favor+.features",
                         TR_NOOP("Engine", "%1 features x %2 dimensions = %3 random numbers; at "
                                           "least 16 are needed to match PyTorch"),
                         featureMap.features, headDim, count);
    // torch.manual_seed(seed); omega = torch.randn(m, d_k): row r is feature r's direction
    return torchRandn(featureMap.seed, featureMap.features, headDim);
}

Matrix applyFeatureMap(const FeatureMapSpec& featureMap, const Matrix& x, double scale,
                       const Matrix& omega)
{
    return featureRows<Matrix>(featureMap, x, std::sqrt(scale), omega);
}

void requireLinearMask(const MaskSpec& mask, int nq, int nk)
{
    const MessageText why =
        TR_NOOP("Engine",
                "linear attention takes only mask.causal: this mask would break the factorisation "
                "φ(Q)(φ(K)ᵀV) that makes it linear; remove it, or use \"kind\": \"softmax\"");
    if (mask.window)
        throw InputError("mask.window", why);
    if (!mask.global.empty())
        throw InputError("mask.global", why);
    if (mask.random)
        throw InputError("mask.random", why);
    if (mask.allowed)
        throw InputError("mask.allowed", why);
    if (mask.causal && mask.causalOffset(nq, nk) != 0)
        throw InputError(
            "mask.causal",
            TR_NOOP("Engine", "linear attention's running sum is aligned top-left (query i reads "
                              "the keys 0 … i): \"bottom_right\" with %1 queries and %2 keys is "
                              "not supported; use true, or \"kind\": \"softmax\""),
            nq, nk);
}

// ---------------------------------------------------------------------------- reference

std::shared_ptr<LinearTrace> computeLinearTrace(const AttentionInput& input,
                                                const FeatureMapSpec& featureMap)
{
    requireLinearMask(input.mask, input.queryCount(), input.keyCount());
    const int nq = input.queryCount();
    const int nk = input.keyCount();
    const int dk = input.headDim();
    const int dv = input.headValueDim();
    const int dp = linearFeatureDim(featureMap, dk);
    const Matrix omega = favorProjection(featureMap, dk);
    const double scale = headScale(input);

    auto trace = std::make_shared<LinearTrace>();
    trace->causal = input.mask.causal;
    trace->allowed = allowedMatrix(input.mask, nq, nk);
    trace->concat.resize(nq, input.valueDim());
    // The softmax weights beside: the softmax kind's own reference engine, unchanged.
    Trace softmax = computeTrace(input);

    for (int t = 0; t < input.heads; ++t) {
        checkStop();
        LinearHead h;
        h.index = t;
        h.keyColumn = t * dk;
        h.valueColumn = t * dv;
        h.featureColumn = featureMap.map == FeatureMapSpec::Map::FavorPlus ? 0 : h.keyColumn;
        // φ(Q), φ(K): each row through the feature map
        h.phiQ = applyFeatureMap(featureMap, input.q.middleCols(h.keyColumn, dk), scale, omega);
        h.phiK = applyFeatureMap(featureMap, input.k.middleCols(h.keyColumn, dk), scale, omega);
        //: φ of the queries of head 2 overflows
        requireFinite(h.phiQ, TR_NOOP("Engine", "queries"), t);
        //: φ of the keys of head 2 overflows
        requireFinite(h.phiK, TR_NOOP("Engine", "keys"), t);
        h.values = input.v.middleCols(h.valueColumn, dv);

        h.state = Matrix::Zero(dp, dv);
        h.normalizer = Vector::Zero(dp);
        h.denominators.resize(nq);
        Matrix numerators(nq, dv);
        if (trace->causal) {
            // S_i = S_{i−1} + φ(k_i) v_iᵀ, z_i = z_{i−1} + φ(k_i), token by token; then
            // out_i = φ(q_i)ᵀ S_i / φ(q_i)ᵀ z_i
            for (int i = 0; i < nq; ++i) {
                if (i < nk)
                    addKey(h, i, h.state, h.normalizer);
                numerators.row(i) = h.phiQ.row(i) * h.state;
                h.denominators(i) = h.phiQ.row(i).dot(h.normalizer);
            }
        } else {
            // S = φ(K)ᵀ V = Σ_j φ(k_j) v_jᵀ,  z = Σ_j φ(k_j)
            for (int j = 0; j < nk; ++j)
                addKey(h, j, h.state, h.normalizer);
            // out_i = φ(q_i)ᵀ S / φ(q_i)ᵀ z
            numerators = h.phiQ * h.state;
            h.denominators = h.phiQ * h.normalizer;
        }

        // A_ij = φ(q_i)·φ(k_j) / Σ_j' φ(q_i)·φ(k_j') over the allowed keys: the n_q × n_k
        // matrix whose product with V is the output above (never formed by the cpu backend)
        const Matrix products = trace->allowed.select((h.phiQ * h.phiK.transpose()).eval(), 0.0);
        h.implicitWeights.resize(nq, nk);
        h.output.resize(nq, dv);
        for (int i = 0; i < nq; ++i) {
            const double rowSum = products.row(i).sum();
            if (h.denominators(i) > 0 && rowSum > 0) {
                h.implicitWeights.row(i) = products.row(i) / rowSum;
                h.output.row(i) = numerators.row(i) / h.denominators(i);
            } else {
                // a zero normaliser (relu): zero weights and output, never 0 / 0
                h.implicitWeights.row(i).setZero();
                h.output.row(i).setZero();
                trace->warningList.push_back(zeroNormalizerWarning(t, i));
            }
        }
        h.softmaxWeights = std::move(softmax.heads[static_cast<std::size_t>(t)].weights);
        trace->concat.middleCols(h.valueColumn, dv) = h.output;
        trace->heads.push_back(std::move(h));
    }
    // concat(out_0 … out_{h−1}) W_O, as softmax
    trace->finalOutput = projectOutput(input, trace->concat);
    return trace;
}

// ---------------------------------------------------------------------------- cpu (fused)

namespace {

using MatrixF = Eigen::MatrixXf;
using VectorF = Eigen::VectorXf;
/// Tokens a tile: 128 for the sums; 64 when causal, where each tile also multiplies its own
/// queries by its own keys (a tile × tile product a tile, as costly as the state's products
/// at 64 and twice as costly at 128).
constexpr int fusedTile = 128;
constexpr int causalTile = 64;

/// One head's inputs for the fused backend: the columns it reads and φ's parameters.
struct FusedHead
{
    const AttentionInput& input;
    const FeatureMapSpec& featureMap;
    const MatrixF& omega;
    float xScale = 1.0f;
    int keyColumn = 0, valueColumn = 0, dk = 0, dv = 0, dp = 0;
    FusedKernel kernel = FusedKernel::Generic;
    int tile = fusedTile;

    /// φ of rows [begin, begin + rows) of Q or K, in float32, with the fused engines'
    /// vectorised exp (fusedExp): the formulas of featureRows.
    MatrixF phi(const Matrix& m, int begin, int rows) const
    {
        const MatrixF x = m.block(begin, keyColumn, rows, dk).cast<float>();
        MatrixF out(x.rows(), featureMap.map == FeatureMapSpec::Map::FavorPlus ? dp : dk);
        switch (featureMap.map) {
        case FeatureMapSpec::Map::Relu:
            out = x.cwiseMax(0.0f); // φ(x) = max(x, 0)
            break;
        case FeatureMapSpec::Map::EluPlusOne: {
            // φ(x) = x + 1 for x > 0, eˣ otherwise = max(x, 0) + exp(min(x, 0)), no branch
            const MatrixF negative = x.cwiseMin(0.0f);
            fusedExp(kernel, negative.data(), out.data(), static_cast<std::size_t>(out.size()));
            out += x.cwiseMax(0.0f);
            break;
        }
        case FeatureMapSpec::Map::FavorPlus: {
            // φ(x) = exp(ω x' − |x'|²/2) / √m, x' = x √s
            const MatrixF xs = x * xScale;
            MatrixF exponent = xs * omega.transpose();
            exponent.colwise() -= xs.rowwise().squaredNorm() * 0.5f;
            if (exponent.maxCoeff() > 88.0f) // e⁸⁸ is near float32's largest number
                throw InputError(
                    "feature_map",
                    TR_NOOP("Engine", "φ overflows in float32 (exp(ω·x' − |x'|²/2) is too large); "
                                      "use smaller inputs or another feature map"));
            fusedExp(kernel, exponent.data(), out.data(), static_cast<std::size_t>(out.size()));
            out *= 1.0f / std::sqrt(static_cast<float>(dp));
            break;
        }
        }
        return out;
    }
    MatrixF values(int begin, int rows) const
    {
        return input.v.block(begin, valueColumn, rows, dv).cast<float>();
    }
    /// S += φ(K)ᵀ V and z += Σ φ(k) over keys [begin, end), tile by tile.
    void addKeys(int begin, int end, MatrixF& state, VectorF& normalizer) const
    {
        for (int a = begin; a < end; a += tile) {
            const int rows = std::min(tile, end - a);
            const MatrixF phiK = phi(input.k, a, rows);
            state.noalias() += phiK.transpose() * values(a, rows);
            normalizer.noalias() += phiK.colwise().sum().transpose();
        }
    }
};

/// Asks Linux to back a large fresh matrix with transparent huge pages (where the system allows
/// them on request). The cpu backend's output (n × d_v doubles, 32 MiB at n = 65,536, d_v = 64)
/// is written once, so faulting it in 4 KiB pages costs more than the arithmetic: on a virtual
/// machine 32 MiB took 105 ms in 4 KiB pages and 9 ms in 2 MiB pages. Only a hint.
void adviseHugePages([[maybe_unused]] Matrix& m)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    constexpr std::uintptr_t huge = std::uintptr_t{2} << 20;
    const auto begin = reinterpret_cast<std::uintptr_t>(m.data());
    const std::uintptr_t end = begin + static_cast<std::uintptr_t>(m.size()) * sizeof(double);
    const std::uintptr_t first = (begin + huge - 1) & ~(huge - 1);
    const std::uintptr_t last = end & ~(huge - 1);
    if (last > first)
        madvise(reinterpret_cast<void*>(first), last - first, MADV_HUGEPAGE);
#endif
}

/// Splits [0, n) into `parts` contiguous ranges of whole tiles: range c is [bounds[c],
/// bounds[c + 1]).
std::vector<int> splitTiles(int n, int parts, int tile)
{
    const int tiles = (n + tile - 1) / tile;
    parts = std::max(1, std::min(parts, tiles));
    std::vector<int> bounds;
    for (int c = 0; c <= parts; ++c)
        bounds.push_back(
            std::min(n, static_cast<int>(static_cast<long long>(tiles) * c / parts) * tile));
    return bounds;
}

} // namespace

LinearOutput computeLinearFused(const AttentionInput& input, const FeatureMapSpec& featureMap,
                                int threads)
{
    requireLinearMask(input.mask, input.queryCount(), input.keyCount());
    const int nq = input.queryCount();
    const int nk = input.keyCount();
    const int dk = input.headDim();
    const int dv = input.headValueDim();
    const int dp = linearFeatureDim(featureMap, dk);
    const MatrixF omega = favorProjection(featureMap, dk).cast<float>();
    const int workers =
        threads > 0 ? threads : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    const bool causal = input.mask.causal;
    const FusedKernel kernel = resolveFusedKernel(FusedKernel::Auto);

    Matrix concat(nq, input.valueDim());
    adviseHugePages(concat);
    Warnings warnings;
    for (int t = 0; t < input.heads; ++t) {
        const FusedHead head{input,
                             featureMap,
                             omega,
                             static_cast<float>(std::sqrt(headScale(input))),
                             t * dk,
                             t * dv,
                             dk,
                             dv,
                             dp,
                             kernel,
                             causal ? causalTile : fusedTile};
        // Causal ranges run over the token index (query i meets keys j ≤ i); otherwise the
        // keys are split for the sums and the queries for the answers.
        const std::vector<int> keyBounds = splitTiles(causal ? nq : nk, workers, head.tile);
        const int parts = static_cast<int>(keyBounds.size()) - 1;
        std::vector<MatrixF> states(static_cast<std::size_t>(parts), MatrixF::Zero(dp, dv));
        std::vector<VectorF> normalizers(static_cast<std::size_t>(parts), VectorF::Zero(dp));
        // 1. each range's Σ φ(k_j) v_jᵀ and Σ φ(k_j)
        parallelFor(parts, workers, [&](int c, int) {
            const int end = std::min(keyBounds[static_cast<std::size_t>(c) + 1], nk);
            head.addKeys(keyBounds[static_cast<std::size_t>(c)], end,
                         states[static_cast<std::size_t>(c)],
                         normalizers[static_cast<std::size_t>(c)]);
        });
        // 2. causal: each range starts from the sum of the ranges before it (an exclusive
        //    prefix); otherwise every query uses the total
        MatrixF total = MatrixF::Zero(dp, dv);
        VectorF totalZ = VectorF::Zero(dp);
        for (int c = 0; c < parts; ++c) {
            const MatrixF s = states[static_cast<std::size_t>(c)];
            const VectorF z = normalizers[static_cast<std::size_t>(c)];
            if (causal) {
                states[static_cast<std::size_t>(c)] = total;
                normalizers[static_cast<std::size_t>(c)] = totalZ;
            }
            total += s;
            totalZ += z;
        }
        // 3. the answers: out_i = φ(q_i)ᵀ S / φ(q_i)ᵀ z, query tiles in parallel
        const std::vector<int> queryBounds =
            causal ? keyBounds : splitTiles(nq, workers, head.tile);
        const int queryParts = static_cast<int>(queryBounds.size()) - 1;
        std::vector<Warnings> found(static_cast<std::size_t>(queryParts));
        parallelFor(queryParts, workers, [&](int c, int) {
            const auto cu = static_cast<std::size_t>(c);
            MatrixF state = causal ? states[cu] : total;
            VectorF normalizer = causal ? normalizers[cu] : totalZ;
            for (int a = queryBounds[cu]; a < queryBounds[cu + 1]; a += head.tile) {
                const int rows = std::min(head.tile, queryBounds[cu + 1] - a);
                const MatrixF phiQ = head.phi(input.q, a, rows);
                MatrixF numerators = phiQ * state;
                VectorF denominators = phiQ * normalizer;
                const int keys = causal ? std::max(0, std::min(rows, nk - a)) : 0;
                if (keys > 0) {
                    // the tile's own keys j ≤ i: (φ(Q_tile) φ(K_tile)ᵀ, lower triangle) V_tile
                    const MatrixF phiK = head.phi(input.k, a, keys);
                    const MatrixF v = head.values(a, keys);
                    MatrixF products = phiQ * phiK.transpose();
                    for (int i = 0; i < rows; ++i)
                        for (int j = i + 1; j < keys; ++j)
                            products(i, j) = 0.0f;
                    numerators.noalias() += products * v;
                    denominators.noalias() += products.rowwise().sum();
                    // then fold the tile into the state for the next one
                    state.noalias() += phiK.transpose() * v;
                    normalizer.noalias() += phiK.colwise().sum().transpose();
                }
                // out_i = numerator_i / denominator_i, or 0 for a zero normaliser; written as a
                // block (column by column), not row by row across the column-major concat
                for (int i = 0; i < rows; ++i)
                    if (!(denominators(i) > 0.0f)) {
                        numerators.row(i).setZero();
                        denominators(i) = 1.0f;
                        found[cu].push_back(zeroNormalizerWarning(t, a + i));
                    }
                concat.block(a, t * dv, rows, dv) =
                    (numerators.array().colwise() / denominators.array()).cast<double>();
            }
        });
        for (const Warnings& w : found)
            warnings.insert(warnings.end(), w.begin(), w.end());
    }
    return {projectOutput(input, std::move(concat)), std::move(warnings)};
}

// ---------------------------------------------------------------------------- sizes

std::int64_t linearTraceBytes(const AttentionSizes& s, int featureDim)
{
    const std::int64_t dp = featureDim;
    const std::int64_t dvh = s.valueDim / std::max<std::int64_t>(1, s.heads);
    const std::int64_t perHead = 16 * s.pairs() + 8 * ((s.queries + s.keys) * dp + s.keys * dvh +
                                                       dp * (dvh + 1) + 2 * s.queries * dvh);
    return traceBytes(s) + s.heads * perHead;
}

std::int64_t linearFusedBytes(const AttentionSizes& s, int featureDim)
{
    const std::int64_t dp = featureDim;
    const std::int64_t dkh = s.modelDim / std::max<std::int64_t>(1, s.heads);
    const std::int64_t dvh = s.valueDim / std::max<std::int64_t>(1, s.heads);
    const std::int64_t workers = std::max(1u, std::thread::hardware_concurrency());
    // per worker: its state and normaliser, and a tile of φ(Q), φ(K), Q, K, V, the products
    const std::int64_t perWorker =
        2 * dp * (dvh + 1) + fusedTile * (2 * dkh + 2 * dp + 2 * dvh + fusedTile + 1);
    return inputBytes(s) + 4 * workers * perWorker;
}

AttentionCost attentionCost(const AttentionSizes& s, int featureDim)
{
    const double heads = static_cast<double>(s.heads);
    const double dk = static_cast<double>(s.modelDim) / heads;
    const double dv = static_cast<double>(s.valueDim) / heads;
    const double dp = featureDim;
    const double nq = static_cast<double>(s.queries);
    const double nk = static_cast<double>(s.keys);
    AttentionCost c;
    // softmax: S = Q Kᵀ (2 n_q n_k d_k), then A V (2 n_q n_k d_v)
    c.softmaxFlops = heads * 2.0 * nq * nk * (dk + dv);
    // linear: S = φ(K)ᵀ V (2 n_k d' d_v), then φ(Q) S (2 n_q d' d_v)
    c.linearFlops = heads * 2.0 * (nq + nk) * dp * dv;
    c.softmaxNumbers = s.heads * s.pairs();
    c.linearNumbers = s.heads * (featureDim * (s.valueDim / s.heads) + featureDim);
    // n² (d_k + d_v) = 2 n d' d_v
    c.crossoverTokens = 2.0 * dp * dv / (dk + dv);
    return c;
}

// ---------------------------------------------------------------------------- FAVOR+ error

std::vector<double> favorError(const ResolvedScenario& resolved, const std::vector<int>& features)
{
    FeatureMapSpec favor;
    favor.map = FeatureMapSpec::Map::FavorPlus;
    favor.seed = featureMapOf(resolved).map == FeatureMapSpec::Map::FavorPlus
                     ? featureMapOf(resolved).seed
                     : 0;
    std::vector<double> errors;
    for (const int m : features) {
        favor.features = m;
        const auto trace = computeLinearTrace(resolved.input, favor);
        double sum = 0;
        std::int64_t cells = 0;
        for (const LinearHead& h : trace->heads) {
            sum +=
                trace->allowed.select((h.implicitWeights - h.softmaxWeights).cwiseAbs().eval(), 0.0)
                    .sum();
            cells += trace->allowed.count();
        }
        errors.push_back(cells > 0 ? sum / static_cast<double>(cells) : 0.0);
    }
    return errors;
}

} // namespace attnlab

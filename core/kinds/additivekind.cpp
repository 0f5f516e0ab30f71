#include "additivekind.h"

#include "attention.h"
#include "engineerror.h"
#include "inputerror.h"
#include "mask.h"
#include "matrixjson.h"
#include "memoryestimate.h"
#include "scenario.h"
#include "sizelimits.h"
#include "torchrandom.h"

#include <cmath>
#include <limits>
#include <stdexcept>

namespace attnlab {

namespace {

template <class M> bool sameOptional(const std::optional<M>& a, const std::optional<M>& b)
{
    if (a.has_value() != b.has_value())
        return false;
    return !a || (a->rows() == b->rows() && a->cols() == b->cols() && *a == *b);
}

/// A matrix of d_a rows and d_k columns, or throws at `where`.
void requireShape(const Matrix& m, const std::string& where, int units, int keyDim)
{
    if (m.rows() != units)
        throw InputError(where, TR_NOOP("Engine", "expected %1 rows (the units d_a), got %2"),
                         units, m.rows());
    if (m.cols() != keyDim)
        throw InputError(
            where, TR_NOOP("Engine", "expected %1 columns (d_k, the columns of q and k), got %2"),
            keyDim, m.cols());
}

} // namespace

bool AdditiveSpec::operator==(const AdditiveSpec& o) const
{
    return units == o.units && seed == o.seed && sameOptional(wq, o.wq) && sameOptional(wk, o.wk) &&
           sameOptional(v, o.v);
}

bool AdditiveWeights::operator==(const AdditiveWeights& o) const
{
    return sameOptional(std::optional<Matrix>(wq), std::optional<Matrix>(o.wq)) &&
           sameOptional(std::optional<Matrix>(wk), std::optional<Matrix>(o.wk)) &&
           sameOptional(std::optional<Vector>(v), std::optional<Vector>(o.v));
}

// ---------------------------------------------------------------------------- the kind

const std::vector<StageSpec>& AdditiveKind::stages() const
{
    // {id, shape, range, perHead, maskable, meaning}
    static const std::vector<StageSpec> list = {
        {"query_projection", StageShape::QueryFeature, ValueRange::Signed, true, false,
         "W_q q_i, the query seen by each of the d_a units"},
        {"key_projection", StageShape::KeyFeature, ValueRange::Signed, true, false,
         "W_k k_j, the key seen by each of the d_a units"},
        {"scores", StageShape::QueryKey, ValueRange::Signed, true, false,
         "e_ij = vᵀ tanh(W_q q_i + W_k k_j), a small network's score for the pair"},
        {"masked", StageShape::QueryKey, ValueRange::Signed, true, true,
         "e_ij + M_ij: e_ij, or −∞ where the mask hides the pair"},
        {"weights", StageShape::QueryKey, ValueRange::Probability, true, true,
         "a_ij = softmax_j(e_ij + M_ij), the share of key j in query i's output"},
        {"output", StageShape::QueryFeature, ValueRange::Signed, true, false,
         "o_ic = Σ_j a_ij v_jc, the weighted sum of the values"},
    };
    return list;
}

AdditiveSpec additiveSpecFromJson(const nlohmann::json& j, Warnings& warnings)
{
    if (!j.is_object())
        throw InputError("additive",
                         TR_NOOP("Engine", "expected an object such as {\"units\": 8, \"seed\": "
                                           "0}, got %1"),
                         describeJson(j));
    AdditiveSpec s;
    for (const auto& [key, value] : j.items()) {
        const std::string where = "additive." + key;
        if (key == "units")
            s.units = readPositiveInt(value, where, limits::maxDim);
        else if (key == "w_q")
            s.wq = matrixFromJson(value, where, limits::maxDim);
        else if (key == "w_k")
            s.wk = matrixFromJson(value, where, limits::maxDim);
        else if (key == "v")
            s.v = vectorFromJson(value, where, limits::maxDim);
        else if (key == "seed")
            s.seed = readSeed(value, where);
        else
            warnUnknownKey("additive", key, warnings);
    }
    return s;
}

nlohmann::json additiveSpecToJson(const AdditiveSpec& s)
{
    nlohmann::json j = nlohmann::json::object();
    if (s.units)
        j["units"] = *s.units;
    if (s.wq)
        j["w_q"] = matrixToJson(*s.wq);
    if (s.wk)
        j["w_k"] = matrixToJson(*s.wk);
    if (s.v)
        j["v"] = vectorToJson(*s.v);
    if (s.seed != 0 || !(s.wq && s.wk && s.v))
        j["seed"] = s.seed;
    return j;
}

AdditiveWeights resolveAdditiveWeights(const AdditiveSpec& s, int keyDim)
{
    // d_a: given, or the rows of a given W_q (W_k, v), or d_k
    const int units = s.units ? *s.units
                      : s.wq  ? static_cast<int>(s.wq->rows())
                      : s.wk  ? static_cast<int>(s.wk->rows())
                      : s.v   ? static_cast<int>(s.v->size())
                              : keyDim;
    if (s.wq)
        requireShape(*s.wq, "additive.w_q", units, keyDim);
    if (s.wk)
        requireShape(*s.wk, "additive.w_k", units, keyDim);
    if (s.v && s.v->size() != units)
        throw InputError("additive.v",
                         TR_NOOP("Engine", "expected %1 numbers (the units d_a), got %2"), units,
                         s.v->size());
    AdditiveWeights w;
    if (!(s.wq && s.wk && s.v)) {
        // torch.manual_seed(seed); w = torch.randn(2·d_a·d_k + d_a): W_q, W_k, v in that order,
        // each divided by the square root of its fan-in
        const std::int64_t block = std::int64_t{units} * keyDim;
        const std::int64_t count = 2 * block + units;
        if (count < 16)
            throw InputError("additive.units",
                             TR_NOOP("Engine", "drawing the weights needs 2·d_a·d_k + d_a ≥ 16 "
                                               "numbers, got %1; give w_q, w_k and v"),
                             count);
        if (count > std::int64_t{limits::maxDim} * limits::maxDim)
            throw InputError("additive.units",
                             TR_NOOP("Engine", "%1 units of %2 columns are too many to draw"),
                             units, keyDim);
        const Matrix draw = torchRandn(s.seed, 1, static_cast<int>(count));
        const auto part = [&](std::int64_t first, int rows, int cols, double fanIn) {
            Matrix m(rows, cols);
            for (int r = 0; r < rows; ++r)
                for (int c = 0; c < cols; ++c)
                    m(r, c) = draw(0, first + std::int64_t{r} * cols + c) / std::sqrt(fanIn);
            return m;
        };
        w.wq = part(0, units, keyDim, keyDim);
        w.wk = part(block, units, keyDim, keyDim);
        w.v = part(2 * block, units, 1, units).col(0);
    }
    if (s.wq)
        w.wq = *s.wq;
    if (s.wk)
        w.wk = *s.wk;
    if (s.v)
        w.v = *s.v;
    return w;
}

const AdditiveWeights& additiveWeightsOf(const ResolvedScenario& resolved)
{
    static const AdditiveWeights none;
    const auto* w = resolved.kindInput.get<AdditiveWeights>();
    return w ? *w : none;
}

bool AdditiveKind::ownsKey(const std::string& key) const
{
    return key == "additive";
}

KindValue AdditiveKind::readParameters(const nlohmann::json& j, Warnings& warnings) const
{
    return KindValue(j.contains("additive") ? additiveSpecFromJson(j["additive"], warnings)
                                            : AdditiveSpec{});
}

void AdditiveKind::writeParameters(const KindValue& parameters, nlohmann::json& j) const
{
    if (const auto* s = parameters.get<AdditiveSpec>())
        j["additive"] = additiveSpecToJson(*s);
}

void AdditiveKind::conform(Scenario& s) const
{
    if (!s.parameters.get<AdditiveSpec>())
        s.parameters = KindValue(AdditiveSpec{});
    // one head, no scale and no W_O: the small network replaces them
    s.heads = 1;
    s.scale.reset();
    s.outputProjection.reset();
}

void AdditiveKind::resolveParameters(const Scenario& s, const std::string&,
                                     ResolvedScenario& resolved) const
{
    if (s.heads > 1)
        throw InputError("heads",
                         TR_NOOP("Engine", "additive attention has one head (its small network "
                                           "compares whole vectors), got %1"),
                         s.heads);
    if (s.scale)
        throw InputError("scale", TR_NOOP("Engine", "additive attention has no scale: tanh already "
                                                    "keeps each unit between −1 and 1"));
    if (s.outputProjection)
        throw InputError("output_projection",
                         TR_NOOP("Engine", "additive attention has no output projection W_O"));
    const auto* spec = s.parameters.get<AdditiveSpec>();
    resolved.kindInput =
        KindValue(resolveAdditiveWeights(spec ? *spec : AdditiveSpec{}, resolved.input.modelDim()));
}

std::shared_ptr<const KindTrace> AdditiveKind::compute(const ResolvedScenario& resolved,
                                                       const std::string& backend) const
{
    if (backend != "reference")
        throw EngineError(
            TR_NOOP("Engine", "unknown backend \"%1\" for additive attention (known: reference)"),
            backend);
    requireTokens(resolved.input, limits::maxTokens, "reference", Message());
    const auto* weights = resolved.kindInput.get<AdditiveWeights>();
    if (!weights) // a scenario resolved for another kind
        throw std::invalid_argument("additive attention: the scenario was not resolved for it");
    return computeAdditiveTrace(resolved.input, *weights);
}

void AdditiveKind::requireTraceMemory(const ResolvedScenario& resolved, const std::string& where,
                                      std::int64_t extraBytes) const
{
    requireTokens(resolved.input, limits::maxTokens, "reference", Message(), where);
    // scores, masked, weights (8 bytes each), the mask (1), and the figures' copy: as softmax's
    // staged trace of one head
    attnlab::requireTraceMemory(resolved.input, where, extraBytes);
}

void AdditiveKind::requireResultMemory(const ResolvedScenario& resolved, const std::string&,
                                       const std::string& where) const
{
    attnlab::requireResultMemory(resolved.input, true, where,
                                 Message(TR_NOOP("Engine", "use fewer tokens")));
}

std::string AdditiveKind::resultText(const ResolvedScenario& resolved, const KindTrace& trace,
                                     const Warnings& scenarioWarnings,
                                     const ResultOptions& options) const
{
    nlohmann::json j =
        parseJson(AttentionKind::resultText(resolved, trace, scenarioWarnings, options));
    const AdditiveWeights& w = dynamic_cast<const AdditiveTrace&>(trace).weights;
    j["additive"] = {{"units", w.units()},
                     {"w_q", matrixToJson(w.wq)},
                     {"w_k", matrixToJson(w.wk)},
                     {"v", vectorToJson(w.v)}};
    return formatJson(j);
}

// ---------------------------------------------------------------------------- the computation

std::shared_ptr<AdditiveTrace> computeAdditiveTrace(const AttentionInput& in,
                                                    const AdditiveWeights& w)
{
    auto t = std::make_shared<AdditiveTrace>();
    t->weights = w;
    const int nq = in.queryCount();
    const int nk = in.keyCount();
    // 1. the projections: row i is (W_q q_i)ᵀ, row j is (W_k k_j)ᵀ
    t->queryProjection = in.q * w.wq.transpose();
    t->keyProjection = in.k * w.wk.transpose();
    // 2. e_ij = vᵀ tanh(W_q q_i + W_k k_j): d_a tanh per pair, summed in unit order
    t->scores.resize(nq, nk);
    for (int i = 0; i < nq; ++i)
        for (int j = 0; j < nk; ++j)
            t->scores(i, j) = w.v.dot((t->queryProjection.row(i) + t->keyProjection.row(j))
                                          .array()
                                          .tanh()
                                          .matrix()
                                          .transpose());
    // 3. e_ij + M_ij: the same mask as every kind (MaskSpec)
    t->allowed = allowedMatrix(in.mask, nq, nk);
    t->masked = t->allowed.select(t->scores, -std::numeric_limits<double>::infinity());
    // 4. a_i = softmax_j(e_i + M_i), stably (max subtracted first)
    t->attention = Matrix::Zero(nq, nk);
    t->rowMax = Vector::Constant(nq, -std::numeric_limits<double>::infinity());
    t->rowSum = Vector::Zero(nq);
    for (int i = 0; i < nq; ++i) {
        const SoftmaxRow row = stableSoftmaxRow(t->scores.row(i), t->allowed.row(i));
        if (!row.anyAllowed) {
            t->warningList.push_back(fullyMaskedRowWarning(0, i));
            continue;
        }
        t->rowMax(i) = row.rowMax;
        t->rowSum(i) = row.rowSum;
        t->attention.row(i) = row.weights;
    }
    // 5. o_i = Σ_j a_ij v_j
    t->result = t->attention * in.v;
    return t;
}

StageValues AdditiveTrace::stage(int stage, int, int) const
{
    StageValues s;
    switch (stage) {
    case AdditiveKind::QueryProjection:
        s.values = queryProjection;
        break;
    case AdditiveKind::KeyProjection:
        s.values = keyProjection;
        break;
    case AdditiveKind::Scores:
        s.values = scores;
        break;
    case AdditiveKind::Masked:
        s.values = masked;
        s.hidden = BoolMatrix(!allowed);
        break;
    case AdditiveKind::Weights:
        s.values = attention;
        s.hidden = BoolMatrix(!allowed);
        break;
    case AdditiveKind::Output:
        s.values = result;
        break;
    default:
        throw std::out_of_range("additive attention has no stage " + std::to_string(stage));
    }
    return s;
}

} // namespace attnlab

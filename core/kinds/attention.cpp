#include "attention.h"

#include "inputerror.h"
#include "jobcontrol.h"
#include "matrixtext.h"
#include "sizelimits.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

namespace attnlab {

namespace {

constexpr double negInf = -std::numeric_limits<double>::infinity();

void checkMatrix(const Matrix& m, const char* name, int maxRows, MessageText rowNoun)
{
    if (m.rows() == 0 || m.cols() == 0)
        throw InputError(name, TR_NOOP("Engine", "empty matrix"));
    if (m.rows() > maxRows)
        throw InputError(name, TR_NOOP("Engine", "%1 %2 exceed the limit of %3"), m.rows(), rowNoun,
                         maxRows);
    if (m.cols() > limits::maxDim)
        throw InputError(name, TR_NOOP("Engine", "%1 columns exceed the limit of %2"), m.cols(),
                         limits::maxDim);
    for (Eigen::Index i = 0; i < m.rows(); ++i)
        for (Eigen::Index j = 0; j < m.cols(); ++j)
            if (!std::isfinite(m(i, j)) || std::abs(m(i, j)) > limits::maxAbsValue)
                throw InputError(
                    std::string(name) + "[" + std::to_string(i) + "][" + std::to_string(j) + "]",
                    std::isfinite(m(i, j)) ? TR_NOOP("Engine", "magnitude above the limit of 1e12")
                                           : TR_NOOP("Engine", "not a finite number"));
}

} // namespace

void AttentionInput::validate() const
{
    validate(limits::maxTokens);
}

void AttentionInput::validate(int maxTokens) const
{
    checkMatrix(q, "q", maxTokens, TR_NOOP("Engine", "rows (queries)"));
    checkMatrix(k, "k", maxTokens, TR_NOOP("Engine", "rows (keys)"));
    checkMatrix(v, "v", maxTokens, TR_NOOP("Engine", "rows (values)"));
    if (k.cols() != q.cols())
        throw InputError("k", TR_NOOP("Engine", "expected %1 columns like q, got %2"), q.cols(),
                         k.cols());
    if (v.rows() != k.rows())
        throw InputError("v", TR_NOOP("Engine", "expected %1 rows (one per key), got %2"), k.rows(),
                         v.rows());
    if (heads < 1)
        throw InputError("heads", TR_NOOP("Engine", "expected at least 1, got %1"), heads);
    if (heads > limits::maxHeads)
        throw InputError("heads", TR_NOOP("Engine", "%1 exceeds the limit of %2"), heads,
                         limits::maxHeads);
    if (q.cols() % heads != 0)
        throw InputError("heads", TR_NOOP("Engine", "%1 does not divide the model dimension %2"),
                         heads, q.cols());
    if (v.cols() % heads != 0)
        throw InputError("heads", TR_NOOP("Engine", "%1 does not divide the value dimension %2"),
                         heads, v.cols());
    if (scale && !std::isfinite(*scale))
        throw InputError("scale", TR_NOOP("Engine", "not a finite number"));
    for (int t = 0; t < heads; ++t) {
        const double s = effectiveScale(scale, headDim());
        const double most = maxScale(*this, t);
        if (std::abs(s) > most) {
            // the largest allowed |s| rounded down to 3 digits, so that the value shown passes
            const double e = std::pow(10.0, std::floor(std::log10(most)) - 2);
            throw InputError(
                "scale",
                TR_NOOP(
                    "Engine",
                    "%1 would let scaled scores (scale x q.k) exceed %2, beyond what the float32 "
                    "engines represent: with these q and k, head %3 allows |scale| up to %4"),
                formatNumber(s, 3), formatNumber(limits::maxAbsScaledScore, 3), t,
                formatNumber(std::floor(most / e) * e, 3));
        }
    }
    validateMask(mask, static_cast<int>(q.rows()), static_cast<int>(k.rows()));
    if (outputProjection) {
        checkMatrix(*outputProjection, "output_projection", limits::maxDim,
                    TR_NOOP("Engine", "rows"));
        if (outputProjection->rows() != v.cols())
            throw InputError(
                "output_projection",
                TR_NOOP("Engine", "expected %1 rows (the value dimension d_v), got %2"), v.cols(),
                outputProjection->rows());
    }
}

Message useBackendAdvice(const std::vector<std::string>& backends)
{
    if (backends.empty())
        return {};
    if (backends.size() == 1)
        return Message(TR_NOOP("Engine", "use --backend %1"), backends[0]);
    if (backends.size() == 2)
        return Message(TR_NOOP("Engine", "use --backend %1 or --backend %2"), backends[0],
                       backends[1]);
    std::string others; // more than two: the first ones listed, the last after "or"
    for (std::size_t i = 1; i + 1 < backends.size(); ++i)
        others += ", --backend " + backends[i];
    return Message(TR_NOOP("Engine", "use --backend %1%2 or --backend %3"), backends[0], others,
                   backends.back());
}

void requireTokens(const AttentionInput& input, int maxTokens, const std::string& engine,
                   const Message& advice, const std::string& where)
{
    const bool hasAdvice = !advice.english().empty();
    const auto check = [&](const char* name, Eigen::Index rows, bool queries) {
        if (rows <= maxTokens)
            return;
        const MessageText text =
            queries
                ? (!hasAdvice
                       ? TR_NOOP("Engine", "%1 rows (queries) is more than the %2 engine's %3")
                       : TR_NOOP("Engine", "%1 rows (queries) is more than the %2 engine's %3; %4"))
                : (!hasAdvice
                       ? TR_NOOP("Engine", "%1 rows (keys) is more than the %2 engine's %3")
                       : TR_NOOP("Engine", "%1 rows (keys) is more than the %2 engine's %3; %4"));
        throw InputError(where.empty() ? name : where + ": " + name, text, rows, engine, maxTokens,
                         advice);
    };
    check("q", input.q.rows(), true);
    check("k", input.k.rows(), false);
}

double effectiveScale(const std::optional<double>& scale, int headDim)
{
    // s = 1/sqrt(d_k) keeps the variance of q.k near 1 whatever d_k is.
    return scale ? *scale : 1.0 / std::sqrt(static_cast<double>(headDim));
}

double maxScale(const AttentionInput& input, int head)
{
    const int dk = input.headDim();
    // |s q_i.k_j| <= |s| sum_c max_i |q_ic| max_j |k_jc|, and |s q_ic| <= |s| max |q_ic|
    double scores = 0.0;
    double queries = 0.0;
    for (int c = head * dk; c < (head + 1) * dk; ++c) {
        const double qc = input.q.col(c).cwiseAbs().maxCoeff();
        scores += qc * input.k.col(c).cwiseAbs().maxCoeff();
        queries = std::max(queries, qc);
    }
    const double worst = std::max(scores, queries);
    return worst > 0.0 ? limits::maxAbsScaledScore / worst
                       : std::numeric_limits<double>::infinity();
}

SoftmaxRow stableSoftmaxRow(const Eigen::RowVectorXd& x,
                            const Eigen::Array<bool, 1, Eigen::Dynamic>& allowed)
{
    SoftmaxRow r;
    r.exps = Eigen::RowVectorXd::Zero(x.size());
    r.weights = Eigen::RowVectorXd::Zero(x.size());
    // m = max_j x_j over the allowed keys
    r.rowMax = negInf;
    for (Eigen::Index j = 0; j < x.size(); ++j)
        if (allowed(j) && x(j) > r.rowMax)
            r.rowMax = x(j);
    if (r.rowMax == negInf)
        return r; // no key allowed: the row stays all zeros (never 0/0 = NaN)
    r.anyAllowed = true;
    // e_j = exp(x_j - m) <= 1, so nothing overflows; masked keys contribute exp(-inf) = 0
    for (Eigen::Index j = 0; j < x.size(); ++j)
        r.exps(j) = allowed(j) ? std::exp(x(j) - r.rowMax) : 0.0;
    // z = sum_j e_j >= 1 (the max contributes exactly 1)
    r.rowSum = r.exps.sum();
    // a_j = e_j / z
    r.weights = r.exps / r.rowSum;
    return r;
}

Trace computeTrace(const AttentionInput& input)
{
    const int nq = input.queryCount();
    const int nk = input.keyCount();
    const int dk = input.headDim();
    const int dv = input.headValueDim();

    Trace trace;
    trace.concat.resize(nq, input.valueDim());
    const BoolMatrix allowed = allowedMatrix(input.mask, nq, nk);

    for (int t = 0; t < input.heads; ++t) {
        checkStop(); // (a computation no longer wanted stops between heads and rows)
        HeadTrace head;
        head.index = t;
        head.keyColumn = t * dk;
        head.valueColumn = t * dv;
        head.scale = effectiveScale(input.scale, dk);

        const auto qt = input.q.middleCols(head.keyColumn, dk);
        const auto kt = input.k.middleCols(head.keyColumn, dk);
        const auto vt = input.v.middleCols(head.valueColumn, dv);

        // 1. S = Q K^T: s_ij = sum_c q_ic k_jc, how well query i matches key j
        head.scores = qt * kt.transpose();
        // 2. S' = S * s
        head.scaled = head.scores * head.scale;
        // 3. S'' = S' + M, with M_ij = 0 where allowed and -inf elsewhere
        head.allowed = allowed;
        head.masked = allowed.select(head.scaled, Matrix::Constant(nq, nk, negInf));
        // 4. A = softmax(S'') row by row, stably
        head.rowMax.resize(nq);
        head.rowSum.resize(nq);
        head.exps.resize(nq, nk);
        head.weights.resize(nq, nk);
        checkStop();
        for (int i = 0; i < nq; ++i) {
            if (i % 64 == 63)
                checkStop();
            const SoftmaxRow row = stableSoftmaxRow(head.masked.row(i), allowed.row(i));
            head.rowMax(i) = row.rowMax;
            head.exps.row(i) = row.exps;
            head.rowSum(i) = row.rowSum;
            head.weights.row(i) = row.weights;
            if (!row.anyAllowed)
                trace.warnings.push_back(fullyMaskedRowWarning(t, i));
        }
        // 5. O_t = A V_t: each output row is a weighted average of the value rows
        checkStop();
        head.output = head.weights * vt;
        trace.concat.middleCols(head.valueColumn, dv) = head.output;
        trace.heads.push_back(std::move(head));
    }

    trace.output = projectOutput(input, trace.concat);
    return trace;
}

Matrix projectOutput(const AttentionInput& input, Matrix concat)
{
    // concat(O_0, ..., O_{h-1}) W_O
    if (input.outputProjection)
        return concat * *input.outputProjection;
    return concat;
}

Warning fullyMaskedRowWarning(int head, int query)
{
    return makeWarning("fully_masked_row", head, query,
                       Message(TR_NOOP("Engine", "head %1, query %2: the mask allows no key, so "
                                                 "this row's weights and output are zero"),
                               head, query));
}

Eigen::RowVectorXd attentionWeightsRow(const AttentionInput& input, int head, int query)
{
    const auto nq = static_cast<int>(input.q.rows()), nk = static_cast<int>(input.k.rows());
    const int dk = static_cast<int>(input.q.cols()) / input.heads;
    const double s = effectiveScale(input.scale, dk);
    // x_j = s q_i · k_j over the head's columns
    const Eigen::RowVectorXd x = s * (input.q.row(query).segment(head * dk, dk) *
                                      input.k.middleCols(head * dk, dk).transpose());
    std::vector<std::uint8_t> mask(static_cast<std::size_t>(nk));
    input.mask.rowAllowed(query, 0, nk, nq, nk, mask.data());
    Eigen::Array<bool, 1, Eigen::Dynamic> allowed(nk);
    for (int j = 0; j < nk; ++j)
        allowed(j) = mask[static_cast<std::size_t>(j)] != 0;
    return stableSoftmaxRow(x, allowed).weights;
}

} // namespace attnlab

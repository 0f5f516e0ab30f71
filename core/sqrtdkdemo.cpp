#include "sqrtdkdemo.h"

#include "attention.h"
#include "inputerror.h"
#include "torchrandom.h"

#include <cmath>
#include <string>

namespace attnlab {

namespace {

void checkSizes(int tokens, int dim, const std::string& dimName)
{
    if (tokens < SqrtDkDemoSpec::minTokens || tokens > SqrtDkDemoSpec::maxTokens)
        throw InputError("tokens", TR_NOOP("Engine", "expected %1 to %2, got %3"),
                         SqrtDkDemoSpec::minTokens, SqrtDkDemoSpec::maxTokens, tokens);
    if (dim < SqrtDkDemoSpec::minDim || dim > SqrtDkDemoSpec::maxDim)
        throw InputError(dimName,
                         TR_NOOP("Engine", "expected a key dimension d_k of %1 to %2, got %3"),
                         SqrtDkDemoSpec::minDim, SqrtDkDemoSpec::maxDim, dim);
    // torch.randn(3, tokens, d_k) draws 3 · tokens · d_k values; below 16 PyTorch takes a
    // scalar path that TorchGenerator does not reproduce.
    if (3 * tokens * dim < static_cast<int>(TorchGenerator::minCount))
        throw InputError(
            dimName,
            TR_NOOP("Engine",
                    "3 x tokens x d_k = %1 values is below %2; use more tokens or a larger d_k"),
            3 * tokens * dim, TorchGenerator::minCount);
}

} // namespace

void SqrtDkDemoSpec::validate() const
{
    if (dims.empty())
        throw InputError("dims", TR_NOOP("Engine", "expected at least one key dimension d_k"));
    for (std::size_t i = 0; i < dims.size(); ++i)
        checkSizes(tokens, dims[i], "dims[" + std::to_string(i) + "]");
}

std::vector<int> sqrtDkSteps()
{
    // 4, 6, 8, 12, ...: 2^e and 1.5 · 2^e, whose logarithms sit halfway (log2 1.5 ≈ 0.58).
    std::vector<int> steps;
    for (int power = 4; power <= 1024; power *= 2) {
        steps.push_back(power);
        if (power < 1024)
            steps.push_back(power * 3 / 2);
    }
    return steps;
}

Matrix rowSoftmax(const Matrix& scores)
{
    Matrix weights(scores.rows(), scores.cols());
    const Eigen::Array<bool, 1, Eigen::Dynamic> all =
        Eigen::Array<bool, 1, Eigen::Dynamic>::Constant(scores.cols(), true);
    for (Eigen::Index i = 0; i < scores.rows(); ++i)
        weights.row(i) = stableSoftmaxRow(scores.row(i), all).weights;
    return weights;
}

ScoreStats scoreStats(const Matrix& scores)
{
    ScoreStats stats;
    if (scores.size() == 0)
        return stats;
    // Var(S) = mean_ij (S_ij - mean(S))^2, the population variance (np.var, ddof = 0).
    const double mean = scores.mean();
    stats.variance = (scores.array() - mean).square().mean();
    // The largest weight of each row: 1/n when the row is uniform, 1 when it is one-hot.
    const Vector largest = rowSoftmax(scores).rowwise().maxCoeff();
    stats.meanMaxWeight = largest.mean();
    stats.maxMaxWeight = largest.maxCoeff();
    return stats;
}

SqrtDkMatrices sqrtDkMatrices(std::uint64_t seed, int tokens, int dim)
{
    checkSizes(tokens, dim, "d_k");
    SqrtDkMatrices m;
    m.dim = dim;
    // torch.manual_seed(seed); q, k, v = torch.randn(3, tokens, d_k).unbind(0)
    RandomQkv drawn = torchRandomQkv(seed, tokens, dim);
    m.q = std::move(drawn.q);
    m.k = std::move(drawn.k);
    m.v = std::move(drawn.v);
    // S = Q K^T: entries of variance d_k (each is a sum of d_k products of variance 1)
    m.scores = m.q * m.k.transpose();
    // S' = S / sqrt(d_k): variance d_k / d_k = 1
    const Matrix scaled = m.scores / std::sqrt(static_cast<double>(dim));
    m.unscaledWeights = rowSoftmax(m.scores);
    m.scaledWeights = rowSoftmax(scaled);
    m.unscaled = scoreStats(m.scores);
    m.scaled = scoreStats(scaled);
    return m;
}

std::vector<SqrtDkPoint> sqrtDkCurve(const SqrtDkDemoSpec& spec)
{
    spec.validate();
    std::vector<SqrtDkPoint> curve;
    curve.reserve(spec.dims.size());
    for (const int dim : spec.dims) {
        const SqrtDkMatrices m = sqrtDkMatrices(spec.seed, spec.tokens, dim);
        curve.push_back({dim, m.unscaled, m.scaled});
    }
    return curve;
}

} // namespace attnlab

#pragma once

#include "matrix.h"

#include <cstdint>
#include <vector>

namespace attnlab {

/// Why attention divides by √d_k, shown on seeded random inputs.
///
/// For q and k with independent entries of mean 0 and variance 1,
///   q·k = Σ_{c=1..d_k} q_c k_c,   E[q_c k_c] = 0,   Var(q_c k_c) = E[q_c²] E[k_c²] = 1,
/// so Var(q·k) = d_k: the scores spread as √d_k. A softmax of scores that far apart gives
/// almost all of each row's weight to its largest score (the row saturates towards one-hot,
/// and its gradients vanish). Dividing by √d_k gives Var(q·k / √d_k) = d_k / d_k = 1 whatever
/// d_k is, so the weights stay spread.
///
/// At each d_k the inputs are drawn as in PyTorch:
///   torch.manual_seed(seed); q, k, v = torch.randn(3, tokens, d_k).unbind(0)
/// (seed 0, 4 tokens, d_k = 8 is the lesson's example). Statistics are computed in double
/// precision on those float32 draws:
///   S = Q Kᵀ (tokens × tokens),   S' = S / √d_k,
///   variance  Var(S) = mean_ij (S_ij − mean(S))²  (over all tokens² scores, NumPy's np.var),
///   A = softmax(S) row by row,    largest weight of row i: max_j A_ij,
///   reported as its mean and its maximum over the rows.
///
///   SqrtDkDemoSpec spec{0, 8, {4, 64, 1024}};
///   const std::vector<SqrtDkPoint> curve = sqrtDkCurve(spec);
///   // curve[2].unscaled.variance ≈ 1024, curve[2].scaled.variance ≈ 1
struct SqrtDkDemoSpec
{
    std::uint64_t seed = 0;
    int tokens = 8;
    /// The key dimensions to draw at, each in [minDim, maxDim]; at least one.
    std::vector<int> dims;

    static constexpr int minTokens = 2;
    static constexpr int maxTokens = 64;
    static constexpr int minDim = 1;
    static constexpr int maxDim = 4096;

    /// Throws InputError naming the field ("tokens", "dims[3]") when a value is out of range,
    /// or when 3 × tokens × d_k < 16 (PyTorch draws fewer values by another path).
    void validate() const;
};

/// The d_k values of the demonstration's slider: powers of 2 from 4 to 1024 and the values
/// halfway between them on a log scale (× 1.5): 4, 6, 8, 12, 16, …, 512, 768, 1024.
std::vector<int> sqrtDkSteps();

/// The statistics of one way of scoring (S or S / √d_k) at one d_k.
struct ScoreStats
{
    double variance = 0;      ///< Var(S) over every score of the matrix
    double meanMaxWeight = 0; ///< mean over rows of max_j softmax(S)_ij
    double maxMaxWeight = 0;  ///< largest max_j softmax(S)_ij over the rows
};

/// One point of the curve: the same draws scored without and with the division by √d_k.
struct SqrtDkPoint
{
    int dim = 0;
    ScoreStats unscaled, scaled;
};

/// The matrices at one d_k, for the heatmaps.
struct SqrtDkMatrices
{
    int dim = 0;
    Matrix q, k, v;         ///< tokens × d_k each, as drawn
    Matrix scores;          ///< S = Q Kᵀ
    Matrix unscaledWeights; ///< softmax(S) by rows
    Matrix scaledWeights;   ///< softmax(S / √d_k) by rows
    ScoreStats unscaled, scaled;
};

/// The draws at d_k, the scores and both weight matrices. Throws InputError as validate().
SqrtDkMatrices sqrtDkMatrices(std::uint64_t seed, int tokens, int dim);

/// One point per d_k of spec.dims, in that order. Validates spec first.
std::vector<SqrtDkPoint> sqrtDkCurve(const SqrtDkDemoSpec& spec);

/// The statistics of a score matrix: variance of all entries, and the mean and max over rows
/// of the largest softmax weight of the row.
ScoreStats scoreStats(const Matrix& scores);

/// softmax of every row (stable: the row's max is subtracted before exp()).
Matrix rowSoftmax(const Matrix& scores);

} // namespace attnlab

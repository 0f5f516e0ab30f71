#pragma once

#include "attention.h"
#include "fusedengine.h"

#include <Eigen/Core>

namespace attnlab {

/// One head's attention map A (n_q x n_k) shrunk to rowBins x colBins for display, without ever
/// holding n_q x n_k numbers. Bin (b, c) covers queries [binStart(b, n_q, rowBins),
/// binStart(b + 1, ...)) and keys [binStart(c, n_k, colBins), binStart(c + 1, ...)).
/// Masked pairs have weight 0, as in the reference engine's weights, and count in the mean.
struct BinnedMap
{
    Matrix max;  ///< the largest weight a_ij in each bin
    Matrix mean; ///< the mean weight a_ij over each bin's pairs
};

/// First token of bin `bin` when `count` tokens are split into `bins` bins: floor(bin count /
/// bins), so bin sizes differ by at most one and binStart(bins, count, bins) == count.
int binStart(int bin, int count, int bins);

/// Each query row's log-sum-exp for one head, lse_i = log sum_j exp(s q_i.k_j) over the allowed
/// keys (-inf for a fully masked row): the online softmax of the fused engine without V, so
/// half of run()'s work. Equals FusedEngine::lastRowLse()[head] up to float rounding.
Eigen::VectorXf headRowLse(const AttentionInput& input, int head, const FusedOptions& options = {});

/// The binned map from each row's lse (FusedEngine::lastRowLse(), OpenClEngine::lastRowLse() or
/// headRowLse()): tiles of weights a_ij = exp(s q_i.k_j - lse_i) are recomputed (float32, the
/// fused kernels) and reduced straight into the bins; tiles that causal or window masks hide are
/// skipped. Memory: the packed head (O((n_q + n_k) d) floats), the bins and small per-thread
/// tiles. Bin counts above n_q (n_k) are lowered to n_q (n_k). Expects a validated input
/// (AttentionInput::validate(limits::maxFusedTokens)); throws InputError for a head outside
/// the input, bins below 1 or an lse of the wrong length.
BinnedMap binnedAttentionMap(const AttentionInput& input, int head, const Eigen::VectorXf& lse,
                             int rowBins, int colBins, const FusedOptions& options = {});
/// headRowLse() then the map, packing the head once.
BinnedMap binnedAttentionMap(const AttentionInput& input, int head, int rowBins, int colBins,
                             const FusedOptions& options = {});

/// Bins a full weight matrix the same way (max and mean per bin).
BinnedMap binWeights(const Matrix& weights, int rowBins, int colBins);
/// The exact path, for tests: the reference engine's weights of `head` in double precision,
/// binned. Needs a validated input within limits::maxTokens (it holds n_q x n_k matrices).
BinnedMap referenceBinnedAttentionMap(const AttentionInput& input, int head, int rowBins,
                                      int colBins);

} // namespace attnlab

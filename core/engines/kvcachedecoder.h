#pragma once

#include "fusedengine.h"
#include "matrix.h"

#include <Eigen/Dense>

#include <cstdint>
#include <vector>

namespace attnlab {

/// Decoding with a KV cache on the CPU, in float32, as a language model runs it: per head, a
/// cache of keys and values that grows a row per token (append), and one step (step): the new
/// token's query against every cached key,
///   x_j = s q·k_j,  m = max_j x_j,  e_j = exp(x_j − m),  o = Σ_j e_j v_j / Σ_j e_j,
/// the heads' outputs side by side (no W_O). Nothing n × n is formed: a step reads the cached
/// K and V once, so it is bound by memory bandwidth, not by arithmetic (`attnlab-cli bench
/// --decode` measures it against memcpy). The cache is kept in float32 between steps; the
/// staged view of decoding is the softmax kind's frames (decoding.h).
class KvCacheDecoder
{
public:
    /// heads, and per head the key and value widths; s (1/√d_k when scale ≤ 0); threads as
    /// FusedOptions (0: hardware concurrency).
    KvCacheDecoder(int heads, int headDim, int valueHeadDim, double scale = 0.0, int threads = 0);

    /// Room for this many tokens without moving the cache.
    void reserve(int tokens);
    /// Appends tokens: rows of keys (heads · d_k wide) and values (heads · d_v wide).
    void append(const Matrix& keys, const Matrix& values);
    int tokens() const { return tokens_; }
    /// One step: each row of q (heads · d_k wide) against every cached token; returns
    /// queries × (heads · d_v). The caller appends the new token's key and value first (a
    /// token attends to itself).
    Matrix step(const Matrix& q) const;
    /// The bytes a step reads: tokens · heads · (d_k + d_v) · 4.
    std::int64_t cacheBytes() const;

private:
    using RowMajorF = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
    int heads_, dk_, dv_;
    float scale_;
    int threads_;
    int tokens_ = 0;
    FusedKernel kernel_;
    std::vector<RowMajorF> keys_, values_; ///< per head: capacity × d_k, capacity × d_v
};

} // namespace attnlab

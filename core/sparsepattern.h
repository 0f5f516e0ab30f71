#pragma once

#include "mask.h"

#include <string>
#include <vector>

namespace attnlab {

/// What the sparse patterns of MaskSpec give a query, and how far apart they leave two tokens.
/// The pattern builder of the app shows these; the formulas are mask.h's.

/// Query i's key budget: the keys it may attend to, each counted once under the component that
/// allowed it (MaskSpec::source: global first, then band, then random), after causal and the
/// explicit matrix.
struct KeyBudget
{
    int global = 0; ///< keys allowed because the query or the key is a global token
    int band = 0;   ///< keys of the (dilated) window that are not global
    int random = 0; ///< keys of the random blocks that are neither global nor in the band
    int all = 0;    ///< keys allowed without a pattern (every key, after causal)
    int total() const { return global + band + random + all; }
};
KeyBudget keyBudget(const MaskSpec& mask, int query, int nq, int nk);

/// hops(i, j): the fewest attention layers after which token j's information can reach token i
/// under the pattern of an n × n self-attention, every layer using the same mask: 0 on the
/// diagonal, 1 where i attends to j, h when a chain i ← t₁ ← … ← j of h allowed pairs exists
/// (a breadth-first search from each token over the allowed pairs); -1 when no chain exists.
/// A global token joins any two tokens in two hops: i ← g ← j.
struct HopMatrix
{
    int n = 0;
    std::vector<int> hops; ///< row-major n × n
    int at(int i, int j) const { return hops[static_cast<std::size_t>(i) * n + j]; }
    /// The largest finite hop count (the layers after which every reachable pair is reached).
    int diameter() const;
    /// How many pairs (i ≠ j) no chain joins.
    long long unreachable() const;
};
HopMatrix hopDistances(const MaskSpec& mask, int n);

/// Tokens the hop graph is computed for at most (n breadth-first searches over n² pairs).
inline constexpr int maxHopTokens = 512;

/// The published patterns, scaled to n tokens.
///
/// Longformer (Beltagy et al. 2020): a sliding window of 512 tokens (w = 256 on each side) at a
/// length of 4,096, and global attention on the task's tokens ([CLS], token 0, for
/// classification). Scaled: w = max(1, round(256 · n / 4096)), global {0}.
///
/// BigBird (Zaheer et al. 2020, ITC): blocks of 64 tokens at a length of 4,096; each query
/// block attends its block and its two neighbours (3 blocks), 2 global blocks (the first and
/// the last) and 3 random blocks. Scaled: b = max(1, round(64 · n / 4096)), window w = b, the
/// global tokens of the first and the last block, 3 random blocks of b drawn with the seed.
enum class SparsePreset
{
    Longformer,
    BigBird,
};
/// The preset's mask for n tokens, keeping causal (and its alignment) from `base`; its
/// random blocks drawn. scaled false: the published sizes whatever n (w = 256; b = 64, clamped
/// to n), as a cost comparison across lengths wants them.
MaskSpec sparsePreset(SparsePreset preset, int n, const MaskSpec& base, std::uint64_t seed = 0,
                      bool scaled = true);
/// "longformer", "bigbird".
std::string sparsePresetId(SparsePreset preset);

} // namespace attnlab

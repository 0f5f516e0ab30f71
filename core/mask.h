#pragma once

#include "matrix.h"

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace attnlab {

/// Where the causal mask's diagonal starts when n_q != n_k.
enum class CausalAlignment
{
    TopLeft,     ///< query i sees keys 0 … i ("causal": true or "top_left")
    BottomRight, ///< query i sees keys 0 … i + n_k − n_q ("causal": "bottom_right")
};

/// BigBird's random blocks: the rows of query block qb (queries qb·b … qb·b + b − 1) also
/// attend the keys of each key block in drawn[qb] (keys kb·b … kb·b + b − 1).
struct RandomBlocks
{
    int blockSize = 64;                  ///< b >= 1
    int blocks = 1;                      ///< r: key blocks drawn for each query block
    std::uint64_t seed = 0;              ///< drawRandomBlocks()'s seed
    std::vector<std::vector<int>> drawn; ///< per query block, sorted distinct key blocks;
                                         ///< empty: not drawn yet (resolveRandomBlocks)
    bool operator==(const RandomBlocks& other) const = default;
};

/// Which component of the mask decided a pair (MaskSpec::source): the colours of the pattern.
enum class PairSource
{
    All,          ///< allowed, and no sparse pattern is given (every pair is in it)
    Global,       ///< allowed: the query or the key is a global token
    Band,         ///< allowed: in the (dilated) window of the query
    Random,       ///< allowed: in one of the query block's random key blocks
    HiddenCausal, ///< hidden: a future key under the causal mask
    HiddenSparse, ///< hidden: in none of band, global, random
    HiddenMatrix, ///< hidden: the explicit matrix says 0
};

/// Which (query i, key j) pairs may attend. This is the one definition of mask semantics:
/// the reference, fused and GPU engines all ask MaskSpec (allows(), rowAllowed(), or the key
/// spans it derives), and the additive mask M of softmax(QK^T/sqrt(d_k) + M) is 0 where allowed
/// and -inf elsewhere.
///
///   sparse pattern = band ∪ global ∪ random     (every pair when none of the three is given)
///     band (window w, dilation r):  |i − j| <= w·r  and  |i − j| ≡ 0 (mod r)
///                                   (r = 1: the sliding window |i − j| <= w)
///     global tokens G:              i ∈ G  or  j ∈ G   (a global query sees every key, and
///                                   every query sees a global key)
///     random blocks (size b):       ⌊j / b⌋ ∈ drawn[⌊i / b⌋]
///   causal:          j <= i + c, with c the alignment's offset (causalOffset):
///                      top-left      c = 0          PyTorch's is_causal=True, UPPER_LEFT
///                      bottom-right  c = n_k − n_q  LOWER_RIGHT: the n_q queries are the last
///                                                   n_q of n_k positions (a decoding block)
///                    (both are j <= i when n_q == n_k)
///   allowed matrix:  allowed(i, j) == true (explicit n_q × n_k matrix of zeros and ones)
///
///   allowed(i, j) = pattern(i, j) AND causal(i, j) AND matrix(i, j).
struct MaskSpec
{
    bool causal = false;
    CausalAlignment alignment = CausalAlignment::TopLeft; ///< of the causal mask
    std::optional<int> window;                            ///< w >= 0, half-width of the band
    int dilation = 1;                                     ///< r >= 1, step of the band
    std::vector<int> global;                              ///< sorted distinct token indices
    std::optional<RandomBlocks> random;                   ///< BigBird's random key blocks
    std::optional<BoolMatrix> allowed;                    ///< explicit n_q x n_k matrix

    /// True when no kind is active (every pair allowed).
    bool isEmpty() const { return !causal && !hasPattern() && !allowed; }
    /// True when a sparse pattern is given (window, global tokens or random blocks).
    bool hasPattern() const { return window || !global.empty() || random; }
    /// True when the pattern is at most a plain sliding window: one contiguous band per row.
    bool isPlainBand() const { return global.empty() && !random && dilation == 1; }

    /// The causal diagonal's offset c (key j is hidden from query i when j > i + c): 0 top-left,
    /// n_k − n_q bottom-right.
    int causalOffset(int nq, int nk) const
    {
        return alignment == CausalAlignment::BottomRight ? nk - nq : 0;
    }

    bool isGlobal(int token) const;
    /// Reach of the band, w·r (0 without a window), in 64 bits so that nothing overflows.
    long long bandReach() const { return window ? static_cast<long long>(*window) * dilation : 0; }
    bool inBand(int i, int j) const;
    bool inRandom(int i, int j) const;
    /// band ∪ global ∪ random (true for every pair without a pattern).
    bool inPattern(int i, int j) const
    {
        return !hasPattern() || inBand(i, j) || isGlobal(i) || isGlobal(j) || inRandom(i, j);
    }

    /// Mask semantics for one pair of an n_q × n_k attention.
    bool allows(int i, int j, int nq, int nk) const
    {
        if (causal && j > i + causalOffset(nq, nk))
            return false;
        if (!inPattern(i, j))
            return false;
        if (allowed && !(*allowed)(i, j))
            return false;
        return true;
    }

    /// Which component allowed or hid the pair (the order of the checks is the one above).
    PairSource source(int i, int j, int nq, int nk) const;

    /// out[j − first] = allows(i, j) for keys [first, last): the same rule, a row at a time
    /// (the fused engine's per-tile mask).
    void rowAllowed(int i, int first, int last, int nq, int nk, std::uint8_t* out) const;

    /// Keys [first, last) that the structural kinds may allow for query i: a superset that the
    /// explicit matrix, the dilation and the pattern's gaps only thin out. Returns an empty
    /// range (first >= last) when nothing can be allowed.
    void keyRange(int i, int nq, int nk, int& first, int& last) const;

    /// The keys that some query of rows [rowBegin, rowEnd) may see, as sorted disjoint spans
    /// [first, last): the band, each global key, each random block, clipped by causal; one span
    /// [0, n_k) (clipped) when a row of the range is global or no pattern is given. Fused
    /// engines walk these spans and skip every other key tile.
    std::vector<std::pair<int, int>> keySpans(int rowBegin, int rowEnd, int nq, int nk) const;

    /// True when every pair of rows [rowBegin, rowEnd) × keys [keyBegin, keyEnd) is allowed,
    /// as far as the structure tells without visiting pairs (false when unsure, and whenever an
    /// explicit matrix is given): the fused engine then skips the tile's mask.
    bool allowsWholeTile(int rowBegin, int rowEnd, int keyBegin, int keyEnd, int nq, int nk) const;

    /// True when query i may attend to at least one of nk keys; false is a "fully masked row"
    /// (zero weights and output, and the fully_masked_row warning, in every engine).
    bool allowsAny(int i, int nq, int nk) const;
    /// How many keys query i may attend to: its key budget (global + band + random keys,
    /// each counted once, after causal and the explicit matrix).
    int allowedCount(int i, int nq, int nk) const;

    bool operator==(const MaskSpec& other) const;
};

/// The n_q x n_k matrix of allowed pairs.
BoolMatrix allowedMatrix(const MaskSpec& mask, int nq, int nk);

/// Query (and key) blocks of size b over n tokens: ⌈n / b⌉.
int blockCount(int n, int blockSize);

/// Draws random.blocks key blocks for each of the ⌈n_q / b⌉ query blocks, without
/// replacement, from the key blocks that neither the causal mask hides entirely from the
/// block's last query nor the band of the block's queries touches (as BigBird draws outside
/// its window); fewer when fewer remain. Uses std::mt19937_64 seeded with random.seed and a
/// partial Fisher–Yates shuffle with unbiased bounded draws, so a seed gives the same blocks
/// on every platform. Each list is sorted.
std::vector<std::vector<int>> drawRandomBlocks(const MaskSpec& mask, int nq, int nk);

/// When mask.random is given and not drawn yet, draws it for n_q × n_k (drawRandomBlocks).
void resolveRandomBlocks(MaskSpec& mask, int nq, int nk);

/// Checks the mask against n_q × n_k: window >= 0, dilation >= 1 (and only with a window),
/// global tokens below max(n_q, n_k), random blocks drawn for ⌈n_q / b⌉ query blocks with key
/// blocks below ⌈n_k / b⌉, the explicit matrix n_q × n_k. Throws InputError naming the key.
void validateMask(const MaskSpec& mask, int nq, int nk);

} // namespace attnlab

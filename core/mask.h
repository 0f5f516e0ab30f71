#pragma once

#include "matrix.h"

#include <optional>

namespace attnlab {

/// Which (query i, key j) pairs may attend. This is the one definition of mask semantics:
/// the reference, fused and GPU engines all ask MaskSpec::allows() (or the bands it derives),
/// and the additive mask M of softmax(QK^T/sqrt(d_k) + M) is 0 where allowed and -inf elsewhere.
///
///   causal:          j <= i                (top-left aligned when n_q != n_k, as PyTorch's
///                                           scaled_dot_product_attention(is_causal=True))
///   sliding window:  |i - j| <= w
///   allowed matrix:  allowed(i, j) == true (explicit n_q x n_k matrix of zeros and ones)
///
/// Several kinds combine by AND: a pair is allowed only when every active kind allows it.
struct MaskSpec
{
    bool causal = false;
    std::optional<int> window;         ///< w >= 0, half-width of the band
    std::optional<BoolMatrix> allowed; ///< explicit n_q x n_k matrix

    /// True when no kind is active (every pair allowed).
    bool isEmpty() const { return !causal && !window && !allowed; }

    /// Mask semantics for one pair.
    bool allows(int i, int j) const
    {
        if (causal && j > i)
            return false;
        if (window && (i - j > *window || j - i > *window))
            return false;
        if (allowed && !(*allowed)(i, j))
            return false;
        return true;
    }

    /// Keys [first, last) that the structural kinds (causal, window) may allow for query i;
    /// an explicit matrix can only remove more. Fused engines use it to skip whole tiles.
    /// Returns an empty range (first >= last) when nothing can be allowed.
    void keyRange(int i, int nk, int& first, int& last) const
    {
        first = 0;
        last = nk;
        if (causal && i + 1 < last)
            last = i + 1;
        if (window) {
            // written so that no sum overflows, even for a window near INT_MAX
            if (i - first > *window)
                first = i - *window;
            if (last - i - 1 > *window)
                last = i + *window + 1;
        }
    }

    /// True when query i may attend to at least one of nk keys; false is a "fully masked row"
    /// (zero weights and output, and the fully_masked_row warning, in every engine).
    bool allowsAny(int i, int nk) const;

    bool operator==(const MaskSpec& other) const;
};

/// The n_q x n_k matrix of allowed pairs.
BoolMatrix allowedMatrix(const MaskSpec& mask, int nq, int nk);

} // namespace attnlab

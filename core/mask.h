#pragma once

#include "matrix.h"

#include <optional>

namespace attnlab {

/// Which (query i, key j) pairs may attend. This is the one definition of mask semantics:
/// the reference, fused and GPU engines all ask MaskSpec::allows() (or the bands it derives),
/// and the additive mask M of softmax(QK^T/sqrt(d_k) + M) is 0 where allowed and -inf elsewhere.
///
///   causal:          j <= i + c, with c the alignment's offset (causalOffset):
///                      top-left      c = 0          PyTorch's is_causal=True,
///                      CausalVariant.UPPER_LEFT bottom-right  c = n_k - n_q
///                      CausalVariant.LOWER_RIGHT: the n_q queries are
///                                                   the last n_q of n_k positions (a decoding
///                                                   block)
///                    (both are j <= i when n_q == n_k)
///   sliding window:  |i - j| <= w
///   allowed matrix:  allowed(i, j) == true (explicit n_q x n_k matrix of zeros and ones)
///
/// Several kinds combine by AND: a pair is allowed only when every active kind allows it.
/// Where the causal mask's diagonal starts when n_q != n_k.
enum class CausalAlignment
{
    TopLeft,     ///< query i sees keys 0 … i ("causal": true or "top_left")
    BottomRight, ///< query i sees keys 0 … i + n_k − n_q ("causal": "bottom_right")
};

struct MaskSpec
{
    bool causal = false;
    CausalAlignment alignment = CausalAlignment::TopLeft; ///< of the causal mask
    std::optional<int> window;                            ///< w >= 0, half-width of the band
    std::optional<BoolMatrix> allowed;                    ///< explicit n_q x n_k matrix

    /// True when no kind is active (every pair allowed).
    bool isEmpty() const { return !causal && !window && !allowed; }

    /// The causal diagonal's offset c (key j is hidden from query i when j > i + c): 0 top-left,
    /// n_k − n_q bottom-right.
    int causalOffset(int nq, int nk) const
    {
        return alignment == CausalAlignment::BottomRight ? nk - nq : 0;
    }

    /// Mask semantics for one pair of an n_q × n_k attention.
    bool allows(int i, int j, int nq, int nk) const
    {
        if (causal && j > i + causalOffset(nq, nk))
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
    void keyRange(int i, int nq, int nk, int& first, int& last) const
    {
        first = 0;
        last = nk;
        if (causal) {
            const int c = causalOffset(nq, nk); // i + c + 1 <= n_k: no sum overflows
            if (i + c + 1 < last)
                last = i + c + 1;
        }
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
    bool allowsAny(int i, int nq, int nk) const;

    bool operator==(const MaskSpec& other) const;
};

/// The n_q x n_k matrix of allowed pairs.
BoolMatrix allowedMatrix(const MaskSpec& mask, int nq, int nk);

} // namespace attnlab

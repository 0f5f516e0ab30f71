#pragma once

#include "attention.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace attnlab {

/// "decode": {"prompt": p} on a softmax self-attention scenario: a causal language model
/// generating left to right with a KV cache. Tokens 0 … p−1 are the prompt, computed together
/// (the prefill); tokens p … n−1 are generated one at a time, each new query attending to the
/// keys and values kept in the cache plus its own.
struct DecodeSpec
{
    int prompt = 0;

    bool operator==(const DecodeSpec&) const = default;
};

/// Decoding is shown frame by frame for at most this many tokens (a frame per token).
inline constexpr int maxDecodeTokens = 512;

/// The query rows [first, second) of every frame of n tokens with a prompt of p: the prefill
/// [0, p) when p > 0, then [t, t + 1) for every generated token t. Frame f reads the keys
/// 0 … second − 1.
std::vector<std::pair<int, int>> decodeFrameRows(int tokens, int prompt);

/// One frame of decoding: query rows [begin, end) against the keys and values 0 … end − 1 (the
/// cache of the earlier frames plus the rows new in this one), computed on their own by the
/// reference engine with a causal mask aligned bottom-right (the n_q queries are the last n_q
/// of n_k positions; a window or painted pairs of the scenario come along as their block of
/// its allowed pairs).
struct DecodeFrame
{
    int begin = 0, end = 0;
    Trace trace; ///< n_q = end − begin queries, n_k = end keys
};

/// The input frame [begin, end) computes: Q's rows [begin, end), K's and V's rows 0 … end − 1,
/// the causal mask aligned bottom-right and, with a window or painted pairs, their block of the
/// n × n allowed pairs.
AttentionInput decodeFrameInput(const AttentionInput& input, int begin, int end);

/// Every frame of decoding `input` (n_q = n_k = n) with a prompt of p tokens.
std::vector<DecodeFrame> computeDecodeFrames(const AttentionInput& input, int prompt);

/// Bytes of the K and V cache after a frame of `keys` tokens, in the reference engine's float64:
///   keys · (d_k + d_v) · 8   (one layer: every head's keys and values)
std::int64_t decodeCacheBytes(const AttentionInput& input, int keys);

/// Multiply-adds of attention for query rows [begin, end) against keys 0 … end − 1, every head:
///   (end − begin) · end · (d_k + d_v)   (scores q·k, then the weighted sum of values)
/// A frame costs this; recomputing every row 0 … end − 1 without a cache costs
/// decodeMultiplyAdds(input, 0, end).
std::int64_t decodeMultiplyAdds(const AttentionInput& input, int begin, int end);

} // namespace attnlab

#pragma once

namespace attnlab::limits {

/// Documented size limits of the staged (reference) engine and of scenario files.
/// The reference engine keeps about eight n_q x n_k matrices per head in double precision,
/// so 2048 x 2048 tokens is about 256 MiB per head: the ceiling for a teaching tool.
/// Longer sequences are the job of the fused engines.
inline constexpr int maxTokens = 2048;
/// Largest number of query or key tokens of the fused engines ("cpu"), which keep O(n d)
/// memory, never n_q x n_k: AttentionInput::validate(limits::maxFusedTokens).
inline constexpr int maxFusedTokens = 1 << 17;
/// Largest model dimension (columns of Q, K, V) and output projection width.
inline constexpr int maxDim = 4096;
/// Largest number of heads.
inline constexpr int maxHeads = 64;
/// Largest |value| accepted in an input matrix; beyond it exp() and dot products lose meaning.
inline constexpr double maxAbsValue = 1e12;

} // namespace attnlab::limits

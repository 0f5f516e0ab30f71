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
/// Largest |scaled score| s q_i.k_j, and largest |s q_ic|, an input may reach
/// (AttentionInput::validate() refuses a larger scale, see maxScale()). The float32 engines
/// ("cpu", "opencl") hold s q and the scores in float32, whose range ends near 3.4e38; beyond
/// it a score becomes inf and softmax gives NaN (inf - inf), and the reference engine's double
/// overflows too for a scale near 1e300. 1e30 keeps every score, and the differences of two of
/// them that the online softmax takes, far inside float32. The default scale 1/sqrt(d_k) never
/// comes near it: at most maxAbsValue^2 sqrt(maxDim) = 6.4e25.
inline constexpr double maxAbsScaledScore = 1e30;

} // namespace attnlab::limits

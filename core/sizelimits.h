#pragma once

#include <cstdint>

namespace attnlab::limits {

/// Documented size limits of the staged (reference) engine and of scenario files.
/// The reference engine keeps about eight n_q x n_k matrices per head in double precision,
/// so 2048 x 2048 tokens is about 256 MiB per head: the ceiling for a teaching tool.
/// Longer sequences are the job of the fused engines.
inline constexpr int maxTokens = 2048;
/// Largest number of query or key tokens of the fused engines ("cpu"), which keep O(n d)
/// memory, never n_q x n_k: AttentionInput::validate(limits::maxFusedTokens).
inline constexpr int maxFusedTokens = 1 << 17;
/// Memory a single request may need, in MiB, by the estimate of memoryestimate.h (the staged
/// trace, the JSON text of a result, the fused engines' float32 copies, a bench's inputs),
/// checked before anything large is allocated: 8 GiB leaves room for the app and the system
/// on a 24 GB machine. 2,048 x 2,048 tokens take 224 MiB of trace per head (and 416 MiB more
/// of JSON text for compute), so the staged engine runs 2,048 tokens with up to 32 heads in the
/// app and explain, 12 for compute with every stage as JSON; more is refused with the estimate
/// whatever the other limits allow. The environment variable ATTNLAB_MEMORY_BUDGET_MIB sets
/// another budget.
inline constexpr long long memoryBudgetMiB = 8192;
/// Most maps in a stack of attention weights (layers x heads of a .npy): 4,096 is 64 layers of
/// 64 heads, beyond any published model's output_attentions. More is refused when read.
inline constexpr int maxAttentionMaps = 4096;
/// Attention flow solves n² maximum-flow problems on a graph of (layers + 1)·n nodes and
/// layers·n² edges: 64 tokens through 12 layers (4,096 problems on 832 nodes and 49,152 edges)
/// take about a second of CPU time (README); larger stacks are refused naming these limits.
/// Rollout has none.
inline constexpr int maxFlowTokens = 64;
inline constexpr int maxFlowLayers = 12;
/// Most figures `attnlab-cli render` draws in one run (--all-layers, --all-heads,
/// --all-stages): one file each with --out-dir, one page each in a PDF.
inline constexpr int maxRenderFigures = 1024;
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

/// Deepest nesting of arrays and objects in any JSON read (scenarios, their sentences block,
/// tokens .json files): a scenario needs 3 levels (mask.allowed), so 64 leaves room for keys
/// of later versions while every recursive walk of a document (copying unknown keys, writing
/// it back) stays far from the stack's end. Deeper input is refused at parse time, naming the
/// line and column.
inline constexpr int maxJsonDepth = 64;

/// Largest files read, by kind. Only regular files are read (a FIFO or a device is refused
/// before it is opened), and a file above its cap is refused before it is read.
inline constexpr std::uintmax_t mebibyte = std::uintmax_t{1} << 20;
/// A scenario (.json): Q, K and V of 2,048 x 2,048 numbers written in full need about 280 MB.
inline constexpr std::uintmax_t maxScenarioFileBytes = 512 * mebibyte;
/// A GloVe text file: glove.6B.100d.txt (400,000 words, the lexicon's limit) is 331 MiB.
inline constexpr std::uintmax_t maxGloveFileBytes = 1024 * mebibyte;
/// A matrix as CSV, TSV or text: 2,048 x 4,096 numbers of 17 digits need about 190 MB.
inline constexpr std::uintmax_t maxMatrixTextFileBytes = 256 * mebibyte;
/// A .npy file, and a .npz archive: 2^28 float64 values (npylimits::maxValues) and a header.
inline constexpr std::uintmax_t maxNpyFileBytes = 2048 * mebibyte + mebibyte;
/// A tokens file (.tokens.txt or .tokens.json): at most maxTokens labels.
inline constexpr std::uintmax_t maxTokensFileBytes = 16 * mebibyte;

} // namespace attnlab::limits

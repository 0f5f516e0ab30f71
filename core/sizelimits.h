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
/// Most figures `attnlab-cli render` draws in one run (--all-layers, --all-heads,
/// --all-stages): one file each with --out-dir, one page each in a PDF.
inline constexpr int maxRenderFigures = 1024;
/// Largest model dimension (columns of Q, K, V) and output projection width.
inline constexpr int maxDim = 4096;
/// Largest number of heads.
inline constexpr int maxHeads = 64;
/// Largest |value| accepted in an input matrix; beyond it exp() and dot products lose meaning.
inline constexpr double maxAbsValue = 1e12;

} // namespace attnlab::limits

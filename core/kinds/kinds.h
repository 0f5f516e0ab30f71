#pragma once

#include <string>
#include <vector>

namespace attnlab {

/// The kinds of attention AttnLab computes, by the id a scenario gives in "kind" and a result
/// reports (attentionkind.h: each is an AttentionKind). Built in:
///   "softmax"  Attention(Q, K, V) = softmax(Q Kᵀ / √d_k + M) V   (softmaxkind.h)
///   "linear"   out_i = φ(q_i)ᵀ Σ_j φ(k_j) v_jᵀ / φ(q_i)ᵀ Σ_j φ(k_j)   (linearkind.h)
/// The lesson's other kinds (decoding with a KV cache, sparse, channel, deformable) join this
/// list as each is built (docs/attention-kinds.md).
std::vector<std::string> attentionKinds();

/// The kind of a scenario that names none: every version-1 file is softmax attention.
inline const std::string defaultAttentionKind = "softmax";

/// Throws InputError at "kind" unless id names a known kind; the message names it and the known
/// kinds: kind: "sparse" is not a kind of attention AttnLab computes (known: "softmax", "linear").
void checkAttentionKind(const std::string& id);

struct KindCapabilities;
/// The capabilities of the kind with that id; a new kind's defaults when none is registered
/// (the app asks before a scenario's kind is checked).
KindCapabilities kindCapabilities(const std::string& id);

} // namespace attnlab

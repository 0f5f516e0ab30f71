#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace attnlab {

/// What a KV cache costs (the decoding issue): a causal language model keeps, for every layer,
/// the keys and the values of every earlier token, per KV head:
///   bytes per token = 2 (K and V) · layers · kv_heads · head_dim · bytes per number,
///   bytes = bytes per token · min(tokens, window) · batch.
/// Multi-query (kv_heads = 1) and grouped-query attention (kv_heads < heads) shrink it by
/// heads / kv_heads against full multi-head attention.
struct KvCacheModel
{
    std::string name;
    int layers = 0;
    int heads = 0;   ///< query heads
    int kvHeads = 0; ///< key/value heads (= heads for multi-head attention)
    int headDim = 0;
    std::optional<std::int64_t> window; ///< a sliding window caps the cached tokens
    std::string dtype = "fp16";         ///< the preset's usual precision
};

/// Bytes per number of a dtype: "fp32" 4, "fp16" 2, "bf16" 2, "int8" 1. Throws InputError at
/// "dtype" for another.
int dtypeBytes(const std::string& dtype);

/// The published configurations AttnLab knows: llama-2-7b, llama-2-70b, mistral-7b, gpt2.
const std::vector<KvCacheModel>& kvCacheModels();
/// One of them by name; throws InputError at "model" naming the known ones.
const KvCacheModel& kvCacheModel(const std::string& name);

/// 2 · layers · kv_heads · head_dim · bytes per number. Throws InputError naming the field
/// ("layers: expected a positive integer, got 0").
std::int64_t kvCacheBytesPerToken(const KvCacheModel& model, const std::string& dtype);
/// bytesPerToken · min(tokens, window) · batch; throws InputError for negative tokens or a batch
/// below 1, and when the total does not fit in 63 bits.
std::int64_t kvCacheBytes(const KvCacheModel& model, const std::string& dtype, std::int64_t tokens,
                          std::int64_t batch = 1);

} // namespace attnlab

#include "kvcache.h"

#include "inputerror.h"

#include <algorithm>
#include <limits>
#include <utility>

namespace attnlab {

int dtypeBytes(const std::string& dtype)
{
    if (dtype == "fp32")
        return 4;
    if (dtype == "fp16" || dtype == "bf16")
        return 2;
    if (dtype == "int8")
        return 1;
    throw InputError(
        "dtype", TR_NOOP("Engine", "\"%1\" is not a type AttnLab knows (fp32, fp16, bf16, int8)"),
        dtype);
}

const std::vector<KvCacheModel>& kvCacheModels()
{
    // The models' published configurations (their config.json on release).
    static const std::vector<KvCacheModel> models{
        {"llama-2-7b", 32, 32, 32, 128, std::nullopt, "fp16"},
        {"llama-2-70b", 80, 64, 8, 128, std::nullopt, "fp16"},
        {"mistral-7b", 32, 32, 8, 128, 4096, "fp16"},
        {"gpt2", 12, 12, 12, 64, std::nullopt, "fp32"},
    };
    return models;
}

const KvCacheModel& kvCacheModel(const std::string& name)
{
    std::string known;
    for (const KvCacheModel& m : kvCacheModels()) {
        if (m.name == name)
            return m;
        known += (known.empty() ? "" : ", ") + m.name;
    }
    throw InputError("model", TR_NOOP("Engine", "\"%1\" is not a model AttnLab knows (%2)"), name,
                     known);
}

namespace {

void requirePositive(std::int64_t value, const char* where)
{
    if (value < 1)
        throw InputError(where, TR_NOOP("Engine", "expected a positive integer, got %1"), value);
}

} // namespace

std::int64_t kvCacheBytesPerToken(const KvCacheModel& model, const std::string& dtype)
{
    requirePositive(model.layers, "layers");
    requirePositive(model.kvHeads, "kv_heads");
    requirePositive(model.headDim, "head_dim");
    const int bytes = dtypeBytes(dtype);
    // 2 · layers · kv_heads · head_dim · bytes: one key and one value vector per layer and head.
    // Each factor is below 2^31, so the product of all three may not fit in 63 bits: checked
    // one factor at a time, the one that overflows named.
    const std::pair<std::int64_t, const char*> factors[] = {
        {model.layers, "layers"}, {model.kvHeads, "kv_heads"}, {model.headDim, "head_dim"}};
    std::int64_t perToken = 2 * std::int64_t(bytes);
    for (const auto& [factor, where] : factors) {
        if (perToken > std::numeric_limits<std::int64_t>::max() / factor)
            throw InputError(
                where,
                TR_NOOP("Engine", "one token's keys and values would take more than 2^63 bytes"));
        perToken *= factor;
    }
    return perToken;
}

std::int64_t kvCacheBytes(const KvCacheModel& model, const std::string& dtype, std::int64_t tokens,
                          std::int64_t batch)
{
    const std::int64_t perToken = kvCacheBytesPerToken(model, dtype);
    if (tokens < 0)
        throw InputError("tokens", TR_NOOP("Engine", "expected 0 or more, got %1"), tokens);
    requirePositive(batch, "batch");
    if (model.window)
        requirePositive(*model.window, "window");
    // A sliding window keeps only the last `window` tokens' keys and values.
    const std::int64_t cached = model.window ? std::min(tokens, *model.window) : tokens;
    const auto max = std::numeric_limits<std::int64_t>::max();
    if (cached > 0 && (perToken > max / cached || perToken * cached > max / batch))
        throw InputError("tokens", TR_NOOP("Engine", "the cache would take more than 2^63 bytes"));
    return perToken * cached * batch;
}

} // namespace attnlab

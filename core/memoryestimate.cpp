#include "memoryestimate.h"

#include "attention.h"
#include "inputerror.h"
#include "sizelimits.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>

namespace attnlab {

namespace {

constexpr std::int64_t kib = 1024;
constexpr std::int64_t mib = kib * 1024;
constexpr std::int64_t gib = mib * 1024;

/// d rounded up to a whole number of 16-float vectors (the widest kernel's).
std::int64_t padded(std::int64_t d)
{
    return (d + 15) / 16 * 16;
}

} // namespace

AttentionSizes AttentionSizes::of(const AttentionInput& input)
{
    AttentionSizes s;
    s.queries = input.q.rows();
    s.keys = input.k.rows();
    s.modelDim = input.q.cols();
    s.valueDim = input.v.cols();
    s.outputDim = input.outputProjection ? input.outputProjection->cols() : input.v.cols();
    s.heads = std::max(1, input.heads);
    return s;
}

// The sizes are bounded by the other limits (2^17 tokens, 4096 dimensions, 64 heads), so no
// product below comes near 2^63.

std::int64_t inputBytes(const AttentionSizes& s)
{
    const std::int64_t numbers = s.queries * s.modelDim + s.keys * (s.modelDim + s.valueDim) +
                                 s.valueDim * s.outputDim + s.queries * (s.valueDim + s.outputDim);
    return 8 * numbers;
}

std::int64_t traceBytes(const AttentionSizes& s)
{
    return traceBytesPerPair * s.pairs() * s.heads + inputBytes(s);
}

std::int64_t resultTextBytes(const AttentionSizes& s, bool stages)
{
    std::int64_t numbers =
        s.queries * s.modelDim + s.keys * (s.modelDim + s.valueDim) + s.queries * s.outputDim;
    if (stages)
        numbers += 4 * s.pairs() * s.heads + 2 * s.queries * s.valueDim;
    return jsonBytesPerNumber * numbers + 64 * kib;
}

std::int64_t fusedBytes(const AttentionSizes& s)
{
    const std::int64_t dk = padded(s.modelDim / s.heads);
    const std::int64_t dv = padded(s.valueDim / s.heads);
    const std::int64_t floats =
        s.heads * ((s.queries + s.keys) * dk + s.keys * dv + s.queries * (dv + 1));
    return inputBytes(s) + 4 * floats;
}

std::int64_t memoryBudgetBytes()
{
    if (const char* text = std::getenv("ATTNLAB_MEMORY_BUDGET_MIB")) {
        char* end = nullptr;
        errno = 0;
        const long long value = std::strtoll(text, &end, 10);
        if (errno == 0 && end != text && *end == '\0' && value >= 1 &&
            value <= std::numeric_limits<std::int64_t>::max() / mib)
            return value * mib;
    }
    return limits::memoryBudgetMiB * mib;
}

std::string formatBytes(std::int64_t bytes)
{
    const auto d = static_cast<double>(bytes);
    char text[32];
    if (bytes >= gib)
        std::snprintf(text, sizeof text, "%.1f GiB", d / static_cast<double>(gib));
    else if (bytes >= mib)
        std::snprintf(text, sizeof text, "%.0f MiB", std::ceil(d / static_cast<double>(mib)));
    else
        std::snprintf(text, sizeof text, "%.0f KiB", std::ceil(d / static_cast<double>(kib)));
    std::string s = text;
    // "8.0 GiB" reads as "8 GiB"
    if (const auto dot = s.find(".0 "); dot != std::string::npos)
        s.erase(dot, 2);
    return s;
}

void requireMemory(std::int64_t bytes, const std::string& where, const Message& what,
                   const Message& advice)
{
    const std::int64_t budget = memoryBudgetBytes();
    if (bytes <= budget)
        return;
    throw InputError(where,
                     advice.isEmpty()
                         ? TR_NOOP("Engine", "this needs about %1 of memory (%2), more "
                                             "than the limit of %3")
                         : TR_NOOP("Engine", "this needs about %1 of memory (%2), more "
                                             "than the limit of %3; %4"),
                     formatBytes(bytes), what, formatBytes(budget), advice);
}

Message describeStages(const AttentionSizes& s)
{
    return Message(s.heads == 1
                       ? TR_NOOP("Engine", "every stage of %1 head of %2 queries x %3 keys")
                       : TR_NOOP("Engine", "every stage of %1 heads of %2 queries x %3 keys"),
                   s.heads, s.queries, s.keys);
}

void requireTraceMemory(const AttentionInput& input, const std::string& where,
                        std::int64_t extraBytes)
{
    const AttentionSizes s = AttentionSizes::of(input);
    requireMemory(traceBytes(s) + extraBytes, where, describeStages(s),
                  Message(TR_NOOP("Engine", "use fewer tokens or heads")));
}

void requireResultMemory(const AttentionInput& input, bool stages, const std::string& where,
                         const Message& advice)
{
    const AttentionSizes s = AttentionSizes::of(input);
    if (stages)
        requireMemory(traceBytes(s) + resultTextBytes(s, true), where,
                      Message(TR_NOOP("Engine", "%1, and their JSON text"), describeStages(s)),
                      !advice.isEmpty() ? advice
                                        : Message(TR_NOOP("Engine", "use fewer tokens or heads, or "
                                                                    "the cpu backend for the "
                                                                    "output alone")));
    else
        requireMemory(
            fusedBytes(s) + resultTextBytes(s, false), where,
            Message(TR_NOOP("Engine", "the output of %1 queries and its JSON text"), s.queries),
            !advice.isEmpty() ? advice : Message(TR_NOOP("Engine", "use fewer tokens")));
}

} // namespace attnlab

#pragma once

#include "message.h"

#include <cstdint>
#include <string>

namespace attnlab {

struct AttentionInput;

/// How much memory a request will need, estimated from its sizes before anything large is
/// allocated, so that a request the machine cannot hold is refused with a message instead of
/// failing half-way (limits::memoryBudgetMiB).
///
/// The sizes of one attention computation: n_q queries, n_k keys, model dimension d (columns
/// of Q and K), value dimension d_v, output width d_out (d_v without W_O) and h heads.
struct AttentionSizes
{
    std::int64_t queries = 0;
    std::int64_t keys = 0;
    std::int64_t modelDim = 0;
    std::int64_t valueDim = 0;
    std::int64_t outputDim = 0;
    std::int64_t heads = 1;

    static AttentionSizes of(const AttentionInput& input);
    std::int64_t pairs() const { return queries * keys; }
};

/// Bytes of Q, K, V (and W_O, the concatenation and the output) in double precision.
std::int64_t inputBytes(const AttentionSizes& s);

/// Bytes the staged engine (computeTrace) needs: per head and per query x key pair it keeps
/// five doubles (scores, scaled, masked, exps, weights) and a mask byte, 41 bytes (43 measured
/// with everything else: `explain` of 4 heads of 2048 x 2048 peaks at 692 MiB); the app adds
/// a copy of the weights for the heads grid and a transient image while drawing, 53 bytes.
/// Counted as traceBytesPerPair = 56, plus inputBytes():
///   bytes = 56 n_q n_k h + inputBytes
std::int64_t traceBytes(const AttentionSizes& s);
inline constexpr std::int64_t traceBytesPerPair = 56;

/// Bytes of the JSON text of a result (resultToText): at most jsonBytesPerNumber characters a
/// number ("-1.2345678901234567e-05, "), for Q, K, V, the output and, with stages, the four
/// n_q x n_k stages of every head (scores, scaled, masked, weights), each head's output and the
/// concatenation; plus 64 KiB for the rest. The writer reserves this much at once.
std::int64_t resultTextBytes(const AttentionSizes& s, bool stages);
inline constexpr std::int64_t jsonBytesPerNumber = 26;

/// Bytes the fused engines need: inputBytes() plus float32 copies of Q, K and V per head
/// (head dimensions padded to 16 floats), the float32 output and each row's log-sum-exp;
/// O((n_q + n_k) d), never n_q x n_k.
std::int64_t fusedBytes(const AttentionSizes& s);

/// The budget in bytes: the environment variable ATTNLAB_MEMORY_BUDGET_MIB when it holds a
/// whole number of MiB from 1 on, otherwise limits::memoryBudgetMiB.
std::int64_t memoryBudgetBytes();

/// "34.3 GiB", "512 MiB", "12 KiB".
std::string formatBytes(std::int64_t bytes);

/// Throws InputError(where, "needs about 34.3 GiB of memory (WHAT), more than the limit of
/// 8 GiB; ADVICE") when bytes is above memoryBudgetBytes(). what says what takes the memory,
/// advice how to ask for less (may be empty); both translatable messages (the app shows them
/// in the interface language), or Message(text) for text of the command line's own.
void requireMemory(std::int64_t bytes, const std::string& where, const Message& what,
                   const Message& advice = {});

/// "every stage of 64 heads of 2048 queries x 2048 keys"
Message describeStages(const AttentionSizes& s);

/// requireMemory for computeTrace(input) and `extraBytes` more (what the caller keeps besides,
/// e.g. figures): traceBytes.
void requireTraceMemory(const AttentionInput& input, const std::string& where,
                        std::int64_t extraBytes = 0);

/// requireMemory for a result written as JSON text (resultToText): with stages, the staged
/// trace and the text of every stage; without, a fused engine's memory and the text of the
/// output. advice: how to ask for less (default: fewer tokens or heads, or the cpu backend).
void requireResultMemory(const AttentionInput& input, bool stages, const std::string& where,
                         const Message& advice = {});

} // namespace attnlab

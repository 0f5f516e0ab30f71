#include "decoding.h"

#include "mask.h"

namespace attnlab {

std::vector<std::pair<int, int>> decodeFrameRows(int tokens, int prompt)
{
    std::vector<std::pair<int, int>> rows;
    if (prompt > 0)
        rows.emplace_back(0, prompt); // the prefill: the prompt's queries together
    for (int t = prompt; t < tokens; ++t)
        rows.emplace_back(t, t + 1); // one generated token: one new query
    return rows;
}

namespace {

/// The frame's input; `allowed`: the scenario's n × n allowed pairs with causal on, or empty
/// when causal is the only mask (computed once for every frame).
AttentionInput frameInput(const AttentionInput& input, int begin, int end,
                          const BoolMatrix& allowed)
{
    // Q: the new rows only; K, V: the cache (rows 0 … begin − 1) and the new rows.
    AttentionInput f;
    f.q = input.q.middleRows(begin, end - begin);
    f.k = input.k.topRows(end);
    f.v = input.v.topRows(end);
    f.heads = input.heads;
    f.scale = input.scale;
    f.outputProjection = input.outputProjection;
    // causal aligned bottom-right: query r of the frame is token begin + r, and sees the keys
    // j ≤ begin + r = r + n_k − n_q
    f.mask.causal = true;
    f.mask.alignment = CausalAlignment::BottomRight;
    if (allowed.size() > 0) // the scenario's pattern or painted pairs: this frame's block
        f.mask.allowed = allowed.block(begin, 0, end - begin, end);
    return f;
}

/// The n × n allowed pairs with causal on when a sparse pattern or painted pairs come along,
/// else empty.
BoolMatrix fullAllowed(const AttentionInput& input)
{
    if (!input.mask.hasPattern() && !input.mask.allowed)
        return {};
    MaskSpec full = input.mask;
    full.causal = true;
    return allowedMatrix(full, input.queryCount(), input.queryCount());
}

} // namespace

AttentionInput decodeFrameInput(const AttentionInput& input, int begin, int end)
{
    return frameInput(input, begin, end, fullAllowed(input));
}

std::vector<DecodeFrame> computeDecodeFrames(const AttentionInput& input, int prompt)
{
    std::vector<DecodeFrame> frames;
    const BoolMatrix allowed = fullAllowed(input); // once, not per frame
    for (const auto& [begin, end] : decodeFrameRows(input.queryCount(), prompt)) {
        DecodeFrame frame;
        frame.begin = begin;
        frame.end = end;
        frame.trace = computeTrace(frameInput(input, begin, end, allowed));
        // the warnings name the scenario's query rows, not the frame's
        for (Warning& w : frame.trace.warnings)
            if (w.code == fullyMaskedRowWarning(0, 0).code)
                w = fullyMaskedRowWarning(w.head, w.row + begin);
        frames.push_back(std::move(frame));
    }
    return frames;
}

std::int64_t decodeCacheBytes(const AttentionInput& input, int keys)
{
    return std::int64_t(keys) * (input.modelDim() + input.valueDim()) *
           std::int64_t(sizeof(double));
}

std::int64_t decodeMultiplyAdds(const AttentionInput& input, int begin, int end)
{
    return std::int64_t(end - begin) * end * (input.modelDim() + input.valueDim());
}

} // namespace attnlab

#include "softmaxkind.h"

#include "engine.h"
#include "engineerror.h"
#include "matrixjson.h"
#include "memoryestimate.h"
#include "resultjson.h"
#include "scenario.h"

#include <algorithm>
#include <stdexcept>

namespace attnlab {

const std::vector<StageSpec>& SoftmaxKind::stages() const
{
    // The order is the pipeline's, and the ids are those of every file name and result since
    // version 1 ("weights-head0.png", heads[h].weights).
    static const std::vector<StageSpec> list = {
        {"scores", StageShape::QueryKey, ValueRange::Signed, true, false,
         "s_ij = q_i · k_j, how well key j matches query i"},
        {"scaled", StageShape::QueryKey, ValueRange::Signed, true, false,
         "s'_ij = s_ij · s, with s = 1/√d_k unless the scenario sets it"},
        {"masked", StageShape::QueryKey, ValueRange::Signed, true, true,
         "s''_ij = s'_ij, or −∞ where the mask hides the pair"},
        {"weights", StageShape::QueryKey, ValueRange::Probability, true, true,
         "a_ij = softmax_j(s''_ij), the share of key j in query i's output"},
        {"output", StageShape::QueryFeature, ValueRange::Signed, true, false,
         "o_ic = Σ_j a_ij v_jc, the head's output"},
        {"final", StageShape::QueryFeature, ValueRange::Signed, false, false,
         "y_i = [o_i of every head] W_O, the final output"},
    };
    return list;
}

std::vector<std::string> SoftmaxKind::backends() const
{
    return engineNames();
}

std::shared_ptr<const KindTrace> SoftmaxKind::compute(const ResolvedScenario& resolved,
                                                      const std::string& backend) const
{
    std::unique_ptr<Engine> engine = makeEngine(backend);
    if (!engine)
        throw EngineError(TR_NOOP("Engine", "unknown backend \"%1\""), backend);
    requireEngineTokens(resolved.input, *engine);
    EngineResult run = engine->run(resolved.input);
    if (run.trace && resolved.decode) // full causal attention, and the frames of decoding
        return std::make_shared<SoftmaxTrace>(
            std::move(*run.trace), computeDecodeFrames(resolved.input, resolved.decode->prompt));
    if (run.trace)
        return std::make_shared<SoftmaxTrace>(std::move(*run.trace));
    // A fast backend: the output and warnings, without per-stage matrices.
    Trace outputOnly;
    outputOnly.output = std::move(run.output);
    outputOnly.warnings = std::move(run.warnings);
    return std::make_shared<SoftmaxTrace>(std::move(outputOnly), false);
}

void SoftmaxKind::requireTraceMemory(const ResolvedScenario& resolved, const std::string& where,
                                     std::int64_t extraBytes) const
{
    // The staged engine's token limit first: it says which backend takes more.
    requireEngineTokens(resolved.input, ReferenceEngine(), where);
    // Decoding keeps its frames besides full causal attention: about as much again (the
    // frames' query × key cells are half of n², their prefill block p²).
    attnlab::requireTraceMemory(
        resolved.input, where,
        extraBytes + (resolved.decode ? traceBytes(AttentionSizes::of(resolved.input)) : 0));
}

void SoftmaxKind::requireResultMemory(const ResolvedScenario& resolved, const std::string& backend,
                                      const std::string& where) const
{
    const std::unique_ptr<Engine> engine = makeEngine(backend);
    if (engine) // (an OpenCL engine opens its device here; compute() runs it next)
        requireEngineTokens(resolved.input, *engine, where);
    const bool stages = !engine || engine->keepsStages();
    attnlab::requireResultMemory(
        resolved.input, stages, where,
        stages ? Message(TR_NOOP("Engine", "use fewer tokens or heads, or --backend "
                                           "cpu for the output alone"))
               : Message());
}

std::string SoftmaxKind::resultText(const ResolvedScenario& resolved, const KindTrace& trace,
                                    const Warnings& scenarioWarnings,
                                    const ResultOptions& options) const
{
    const auto& softmax = dynamic_cast<const SoftmaxTrace&>(trace);
    std::string text = resultToText(resolved, softmax.trace(), scenarioWarnings,
                                    ResultTextOptions{softmax.hasStages(), options.backend});
    if (softmax.frames().empty())
        return text;
    // Decoding: "frames", each the query rows [a, b) it computed against the keys 0 … b − 1,
    // its heads' weights ((b − a) × b) and outputs ((b − a) × d_v/h), and the K and V cache it
    // leaves (decoding is limited to maxDecodeTokens, so a JSON tree is small here).
    nlohmann::json j = parseJson(text);
    nlohmann::json frames = nlohmann::json::array();
    for (const DecodeFrame& f : softmax.frames()) {
        nlohmann::json heads = nlohmann::json::array();
        for (const HeadTrace& h : f.trace.heads)
            heads.push_back({{"index", h.index},
                             {"weights", matrixToJson(h.weights)},
                             {"output", matrixToJson(h.output)}});
        frames.push_back({{"query_rows", {f.begin, f.end}},
                          {"keys", f.end},
                          {"heads", std::move(heads)},
                          {"cache_bytes", decodeCacheBytes(resolved.input, f.end)}});
    }
    j["frames"] = std::move(frames);
    return formatJson(j);
}

int SoftmaxTrace::frameOfRow(int row) const
{
    for (std::size_t f = 0; f < frames_.size(); ++f)
        if (row >= frames_[f].begin && row < frames_[f].end)
            return static_cast<int>(f);
    return -1;
}

double SoftmaxTrace::framesDifference() const
{
    double worst = 0.0;
    for (const DecodeFrame& f : frames_)
        for (std::size_t h = 0; h < f.trace.heads.size(); ++h) {
            const Matrix& full = trace_.heads[h].output;
            worst = std::max(worst,
                             (f.trace.heads[h].output - full.middleRows(f.begin, f.end - f.begin))
                                 .cwiseAbs()
                                 .maxCoeff());
        }
    return worst;
}

StageValues SoftmaxTrace::stage(int stage, int head, int frame) const
{
    StageValues v;
    if (stage < 0 || stage > SoftmaxKind::Final)
        throw std::out_of_range("softmax has no stage " + std::to_string(stage));
    if (!frames_.empty()) {
        // Decoding: frame f shows every row computed so far, 0 … end − 1: the rows of earlier
        // frames are reused (reusedRows), the rows [begin, end) are new. A query × key cell
        // past a row's own frame (a key that did not exist yet) was never computed: hidden.
        const int f = std::clamp(frame, 0, static_cast<int>(frames_.size()) - 1);
        const int end = frames_[static_cast<std::size_t>(f)].end;
        v.reusedRows = frames_[static_cast<std::size_t>(f)].begin;
        const bool queryKey = stage < SoftmaxKind::Output;
        if (queryKey) {
            v.values = Matrix::Zero(end, end);
            v.hidden = BoolMatrix::Constant(end, end, true);
        }
        for (int g = 0; g <= f; ++g) {
            const DecodeFrame& df = frames_[static_cast<std::size_t>(g)];
            const int rows = df.end - df.begin;
            if (stage == SoftmaxKind::Final) {
                if (v.values.size() == 0)
                    v.values.resize(end, df.trace.output.cols());
                v.values.middleRows(df.begin, rows) = df.trace.output;
                continue;
            }
            const HeadTrace& h = df.trace.heads.at(static_cast<std::size_t>(head));
            if (stage == SoftmaxKind::Output) {
                if (v.values.size() == 0)
                    v.values.resize(end, h.output.cols());
                v.values.middleRows(df.begin, rows) = h.output;
                v.firstColumn = h.valueColumn;
                continue;
            }
            const Matrix& m = stage == SoftmaxKind::Scores   ? h.scores
                              : stage == SoftmaxKind::Scaled ? h.scaled
                              : stage == SoftmaxKind::Masked ? h.masked
                                                             : h.weights;
            v.values.block(df.begin, 0, rows, df.end) = m;
            v.hidden.block(df.begin, 0, rows, df.end) =
                stage == SoftmaxKind::Masked || stage == SoftmaxKind::Weights
                    ? BoolMatrix(!h.allowed)
                    : BoolMatrix::Constant(rows, df.end, false);
        }
        return v;
    }
    if (stage == SoftmaxKind::Final) {
        v.values = trace_.output;
        return v;
    }
    const HeadTrace& h = trace_.heads.at(static_cast<std::size_t>(head));
    switch (stage) {
    case SoftmaxKind::Scores:
        v.values = h.scores;
        break;
    case SoftmaxKind::Scaled:
        v.values = h.scaled;
        break;
    case SoftmaxKind::Masked:
        v.values = h.masked;
        v.hidden = BoolMatrix(!h.allowed);
        break;
    case SoftmaxKind::Weights:
        v.values = h.weights;
        v.hidden = BoolMatrix(!h.allowed);
        break;
    case SoftmaxKind::Output:
        v.values = h.output;
        v.firstColumn = h.valueColumn;
        break;
    default:
        throw std::out_of_range("softmax has no stage " + std::to_string(stage));
    }
    return v;
}

} // namespace attnlab

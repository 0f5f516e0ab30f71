#include "softmaxkind.h"

#include "engine.h"
#include "memoryestimate.h"
#include "resultjson.h"
#include "scenario.h"

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
        throw std::runtime_error("unknown backend \"" + backend + "\"");
    EngineResult run = engine->run(resolved.input);
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
    attnlab::requireTraceMemory(resolved.input, where, extraBytes);
}

void SoftmaxKind::requireResultMemory(const ResolvedScenario& resolved, const std::string& backend,
                                      const std::string& where) const
{
    const std::unique_ptr<Engine> engine = makeEngine(backend);
    const bool stages = !engine || engine->keepsStages();
    attnlab::requireResultMemory(resolved.input, stages, where,
                                 stages
                                     ? "use fewer tokens or heads, or --backend cpu for the output "
                                       "alone"
                                     : "");
}

std::string SoftmaxKind::resultText(const ResolvedScenario& resolved, const KindTrace& trace,
                                    const Warnings& scenarioWarnings,
                                    const ResultOptions& options) const
{
    const auto& softmax = dynamic_cast<const SoftmaxTrace&>(trace);
    return resultToText(resolved, softmax.trace(), scenarioWarnings,
                        ResultTextOptions{softmax.hasStages(), options.backend});
}

StageValues SoftmaxTrace::stage(int stage, int head, int /*frame*/) const
{
    StageValues v;
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

#pragma once

#include "attention.h"
#include "attentionkind.h"

namespace attnlab {

/// Softmax attention, the kind the lesson starts from:
///   Attention(Q, K, V) = softmax(Q Kᵀ · s + M) V,  per head, then concat(heads) W_O.
/// Its six stages are those of HeadTrace; its backends are the engines of engine.h (the
/// reference engine keeps every stage, "cpu" and "opencl" only the output).
class SoftmaxKind final : public AttentionKind
{
public:
    /// The stages by index, in the order of stages().
    enum StageIndex
    {
        Scores,  ///< S = Q Kᵀ
        Scaled,  ///< S' = S s
        Masked,  ///< S'' = S' + M
        Weights, ///< A = softmax(S'')
        Output,  ///< O = A V
        Final,   ///< concat(O_0 … O_{h−1}) W_O
    };

    std::string id() const override { return "softmax"; }
    const std::vector<StageSpec>& stages() const override;
    int defaultStage() const override { return Weights; }
    std::vector<std::string> backends() const override;
    std::shared_ptr<const KindTrace> compute(const ResolvedScenario& resolved,
                                             const std::string& backend) const override;
    void requireTraceMemory(const ResolvedScenario& resolved, const std::string& where,
                            std::int64_t extraBytes) const override;
    void requireResultMemory(const ResolvedScenario& resolved, const std::string& backend,
                             const std::string& where) const override;
    /// Exactly resultToText(): the keys every softmax result has had since version 1.
    std::string resultText(const ResolvedScenario& resolved, const KindTrace& trace,
                           const Warnings& scenarioWarnings,
                           const ResultOptions& options) const override;
};

/// Softmax's trace: the reference engine's Trace (or a fast backend's output alone).
class SoftmaxTrace final : public KindTrace
{
public:
    explicit SoftmaxTrace(Trace trace, bool stages = true)
        : trace_(std::move(trace)), stages_(stages)
    {}

    const Trace& trace() const { return trace_; }

    int headCount() const override { return static_cast<int>(trace_.heads.size()); }
    bool hasStages() const override { return stages_; }
    StageValues stage(int stage, int head, int frame) const override;
    const Matrix& output() const override { return trace_.output; }
    const Warnings& warnings() const override { return trace_.warnings; }

private:
    Trace trace_;
    bool stages_ = true;
};

} // namespace attnlab

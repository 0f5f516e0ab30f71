#pragma once

#include "attention.h"
#include "attentionkind.h"
#include "decoding.h"

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
    /// Everything: any mask and sparse pattern, decoding, patches, the long-input overview.
    KindCapabilities capabilities() const override
    {
        return {true, KindCapabilities::Masks::Any, true, true, true, true};
    }
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

/// Softmax's trace: the reference engine's Trace (or a fast backend's output alone). When the
/// scenario decodes with a KV cache, also its frames (decoding.h), each computed on its own:
/// trace() is then full causal attention, what the frames must equal row for row.
class SoftmaxTrace final : public KindTrace
{
public:
    explicit SoftmaxTrace(Trace trace, bool stages = true)
        : trace_(std::move(trace)), stages_(stages)
    {}
    SoftmaxTrace(Trace trace, std::vector<DecodeFrame> frames)
        : trace_(std::move(trace)), frames_(std::move(frames))
    {}

    const Trace& trace() const { return trace_; }
    /// The decoding frames (empty without "decode").
    const std::vector<DecodeFrame>& frames() const { return frames_; }
    /// The frame that computed query row `row` (decoding), or -1.
    int frameOfRow(int row) const;
    /// max |o_frames − o_full| over every head's output: how far the frames are from full
    /// causal attention (0 for an exact match; 0 without frames).
    double framesDifference() const;

    int headCount() const override { return static_cast<int>(trace_.heads.size()); }
    int frameCount() const override
    {
        return frames_.empty() ? 1 : static_cast<int>(frames_.size());
    }
    bool hasStages() const override { return stages_; }
    std::optional<std::pair<int, int>> frameQueryRows(int frame) const override
    {
        if (frames_.empty() || frame < 0 || frame >= static_cast<int>(frames_.size()))
            return std::nullopt;
        const DecodeFrame& f = frames_[static_cast<std::size_t>(frame)];
        return std::pair{f.begin, f.end};
    }
    StageValues stage(int stage, int head, int frame) const override;
    const Matrix& output() const override { return trace_.output; }
    const Warnings& warnings() const override { return trace_.warnings; }

private:
    Trace trace_;
    std::vector<DecodeFrame> frames_;
    bool stages_ = true;
};

} // namespace attnlab

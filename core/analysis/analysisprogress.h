#pragma once

#include <atomic>
#include <functional>
#include <stdexcept>

namespace attnlab {

/// How a long analysis (attention flow, rollout of long stacks) reports and stops. Both parts
/// are optional. report(done, total) is called on the thread that called the analysis, now and
/// then (after each unit of work: a max-flow row, a layer) and once at the end with
/// done == total; the app forwards it to a progress bar. cancel is polled between units of work
/// (every few milliseconds); when it reads true the analysis stops and throws
/// AnalysisCancelled. The GUI sets it from its Cancel button.
struct AnalysisProgress
{
    std::function<void(long long done, long long total)> report;
    const std::atomic<bool>* cancel = nullptr;

    bool cancelled() const { return cancel && cancel->load(std::memory_order_relaxed); }
    void step(long long done, long long total) const
    {
        if (report)
            report(done, total);
    }
};

/// Thrown by an analysis stopped through AnalysisProgress::cancel: nothing is returned.
class AnalysisCancelled : public std::runtime_error
{
public:
    AnalysisCancelled() : std::runtime_error("cancelled") {}
};

} // namespace attnlab

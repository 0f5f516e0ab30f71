#pragma once

#include "jobcontrol.h"

#include <functional>

namespace attnlab {

/// How a long analysis (attention flow, rollout of long stacks) reports and stops. Both parts
/// are optional. report(done, total) is called on the thread that called the analysis, now and
/// then (after each unit of work: a max-flow row, a layer) and once at the end with
/// done == total; the app forwards it to a progress bar. The analysis stops between units of
/// work (every few milliseconds) when its job is asked to stop (job, or else the calling
/// thread's currentJob(); jobcontrol.h), and throws JobStopped. The GUI's Cancel button, a
/// superseded run and a closing window ask it.
struct AnalysisProgress
{
    std::function<void(long long done, long long total)> report;
    /// The job that stops it; null: the calling thread's (currentJob()).
    const JobControl* job = nullptr;

    bool cancelled() const
    {
        const JobControl* j = job ? job : currentJob();
        return j && j->stopRequested();
    }
    void step(long long done, long long total) const
    {
        if (report)
            report(done, total);
    }
};

} // namespace attnlab

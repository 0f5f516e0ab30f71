#include "jobcontrol.h"

namespace attnlab {

namespace {

thread_local const JobControl* threadJob = nullptr;

} // namespace

JobScope::JobScope(const JobControl* job) : previous_(threadJob)
{
    threadJob = job;
}

JobScope::~JobScope()
{
    threadJob = previous_;
}

const JobControl* currentJob()
{
    return threadJob;
}

void checkStop()
{
    if (threadJob && threadJob->stopRequested())
        throw JobStopped();
}

} // namespace attnlab

#pragma once

#include <atomic>
#include <chrono>
#include <exception>

namespace attnlab {

/// What a background computation shares with whoever started it: a stop flag, set by the
/// starter when the computation is no longer wanted (a newer edit superseded it, its window
/// closed), and read by the computation between units of work (a head, a block of rows, a
/// tile), which then ends by throwing JobStopped. No Qt: the app's jobs and the core's loops
/// share it.
class JobControl
{
public:
    void requestStop()
    {
        stopAt_.store(std::chrono::steady_clock::now().time_since_epoch().count());
        stop_.store(true, std::memory_order_release);
    }
    bool stopRequested() const { return stop_.load(std::memory_order_acquire); }
    /// Seconds since requestStop() (0 before it): how long the computation took to stop.
    double secondsSinceStop() const
    {
        if (!stopRequested())
            return 0.0;
        const auto now = std::chrono::steady_clock::now().time_since_epoch().count();
        return std::chrono::duration<double>(
                   std::chrono::steady_clock::duration(now - stopAt_.load()))
            .count();
    }

private:
    std::atomic<bool> stop_{false};
    std::atomic<std::chrono::steady_clock::rep> stopAt_{0};
};

/// Thrown by checkStop() when the computation's job was asked to stop.
class JobStopped : public std::exception
{
public:
    const char* what() const noexcept override { return "the computation was stopped"; }
};

/// The job the computations on this thread belong to, until the scope ends (nested scopes
/// restore the outer one). A computation that starts worker threads gives each the job it
/// runs under (currentJob()) with a scope of its own.
class JobScope
{
public:
    explicit JobScope(const JobControl* job);
    ~JobScope();
    JobScope(const JobScope&) = delete;
    JobScope& operator=(const JobScope&) = delete;

private:
    const JobControl* previous_;
};

/// This thread's job, or null (a computation nobody will stop: the command-line tool's).
const JobControl* currentJob();

/// Throws JobStopped when this thread's job was asked to stop; costs one atomic read.
void checkStop();

} // namespace attnlab

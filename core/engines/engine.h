#pragma once

#include "attention.h"
#include "message.h"
#include "sizelimits.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace attnlab {

/// What a backend returns. The reference engine fills the full staged trace; fast backends
/// (fused CPU, OpenCL) return only the output and leave trace empty.
struct EngineResult
{
    Matrix output;
    Warnings warnings;
    std::optional<Trace> trace;
};

/// A way of computing attention. Every backend follows the one definition of mask and scale
/// semantics (MaskSpec::allows, effectiveScale) and is tested against the reference engine.
class Engine
{
public:
    virtual ~Engine() = default;
    /// Stable identifier used on the command line ("reference").
    virtual std::string name() const = 0;
    /// True when run() keeps every stage (scores ... weights) for teaching.
    virtual bool keepsStages() const = 0;
    /// The most query or key tokens run() takes: limits::maxFusedTokens for the fused engines
    /// ("cpu", "opencl"), which keep O(n d) memory; limits::maxTokens for the staged engine,
    /// which keeps n_q x n_k matrices per head. resolveScenario() accepts the larger limit.
    virtual int maxTokens() const { return limits::maxFusedTokens; }
    /// Expects a validated input (AttentionInput::validate(maxTokens())).
    virtual EngineResult run(const AttentionInput& input) = 0;
    /// False when this backend cannot run here (no OpenCL device, a kernel that did not build);
    /// lastError() then says why.
    virtual bool isAvailable() const { return true; }
    /// Why the engine is unavailable or why its last run() failed; empty otherwise.
    virtual std::string lastError() const { return {}; }
    /// lastError() as a template and arguments, for the app to translate.
    virtual Message lastErrorMessage() const
    {
        const std::string e = lastError();
        return e.empty() ? Message() : Message(e);
    }
};

/// The staged engine of computeTrace(), in double precision.
class ReferenceEngine final : public Engine
{
public:
    std::string name() const override { return "reference"; }
    bool keepsStages() const override { return true; }
    int maxTokens() const override { return limits::maxTokens; }
    /// Refuses more than maxTokens() tokens (requireEngineTokens) before allocating anything.
    EngineResult run(const AttentionInput& input) override;
};

/// Throws InputError when the input has more tokens than engine.maxTokens(), naming the
/// backends that take it: "q: 6000 rows (queries) is more than the reference engine's 2048;
/// use --backend cpu or --backend opencl".
/// A non-empty `where` (the scenario file) is put in front of the place.
void requireEngineTokens(const AttentionInput& input, const Engine& engine,
                         const std::string& where = {});

/// Names of the backends built into this binary.
std::vector<std::string> engineNames();
/// The maxTokens() of the backend with that name, without making it (an OpenCL engine opens
/// its device when made).
int engineMaxTokens(const std::string& name);
/// The backend with that name, or nullptr.
std::unique_ptr<Engine> makeEngine(const std::string& name);

} // namespace attnlab

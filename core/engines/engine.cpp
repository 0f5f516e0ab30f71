#include "engine.h"

#include "fusedengine.h"

#include <algorithm>

#ifdef ATTNLAB_HAVE_OPENCL
#include "openclengine.h"
#endif

namespace attnlab {

EngineResult ReferenceEngine::run(const AttentionInput& input)
{
    // Never n_q x n_k matrices beyond the staged limit, whoever the caller.
    requireEngineTokens(input, *this);
    EngineResult result;
    result.trace = computeTrace(input);
    result.output = result.trace->output;
    result.warnings = result.trace->warnings;
    return result;
}

void requireEngineTokens(const AttentionInput& input, const Engine& engine,
                         const std::string& where)
{
    const int limit = engine.maxTokens();
    if (input.queryCount() <= limit && input.keyCount() <= limit)
        return;
    // "use --backend cpu or --backend opencl": the backends built in that take this many
    std::vector<std::string> others;
    const int tokens = std::max(input.queryCount(), input.keyCount());
    for (const std::string& name : engineNames())
        if (name != engine.name() && engineMaxTokens(name) >= tokens)
            others.push_back(name);
    requireTokens(input, limit, engine.name(), useBackendAdvice(others), where);
}

int engineMaxTokens(const std::string& name)
{
    // Engine::maxTokens() without making the engine (an OpenCL engine opens its device).
    return name == "reference" ? limits::maxTokens : limits::maxFusedTokens;
}

std::vector<std::string> engineNames()
{
    std::vector<std::string> names = {"reference", "cpu"};
#ifdef ATTNLAB_HAVE_OPENCL
    names.push_back("opencl"); // built in; OpenClEngine::isAvailable() tells if a device is there
#endif
    return names;
}

std::unique_ptr<Engine> makeEngine(const std::string& name)
{
    if (name == "reference")
        return std::make_unique<ReferenceEngine>();
    if (name == "cpu")
        return std::make_unique<FusedEngine>();
#ifdef ATTNLAB_HAVE_OPENCL
    // Always an engine, even without a device: then isAvailable() is false and run() throws
    // std::runtime_error with lastError(), so the caller can say why and fall back.
    if (name == "opencl")
        return std::make_unique<OpenClEngine>();
#endif
    return nullptr;
}

} // namespace attnlab

#include "engine.h"

#include "fusedengine.h"

#ifdef ATTNLAB_HAVE_OPENCL
#include "openclengine.h"
#endif

namespace attnlab {

EngineResult ReferenceEngine::run(const AttentionInput& input)
{
    EngineResult result;
    result.trace = computeTrace(input);
    result.output = result.trace->output;
    result.warnings = result.trace->warnings;
    return result;
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

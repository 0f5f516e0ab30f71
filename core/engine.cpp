#include "engine.h"

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
    return {"reference"};
}

std::unique_ptr<Engine> makeEngine(const std::string& name)
{
    if (name == "reference")
        return std::make_unique<ReferenceEngine>();
    return nullptr;
}

} // namespace attnlab

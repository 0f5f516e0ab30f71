#include "resultjson.h"

#include "matrixjson.h"

namespace attnlab {

nlohmann::json warningToJson(const Warning& w)
{
    nlohmann::json j;
    j["code"] = w.code;
    j["head"] = w.head >= 0 ? nlohmann::json(w.head) : nlohmann::json(nullptr);
    j["row"] = w.row >= 0 ? nlohmann::json(w.row) : nlohmann::json(nullptr);
    j["message"] = w.message;
    return j;
}

nlohmann::json resultToJson(const ResolvedScenario& resolved, const Trace& trace,
                            const Warnings& scenarioWarnings)
{
    const AttentionInput& in = resolved.input;
    nlohmann::json j;
    j["format"] = "attnlab-result";
    j["version"] = 1;
    j["q"] = matrixToJson(in.q);
    j["k"] = matrixToJson(in.k);
    j["v"] = matrixToJson(in.v);
    j["query_tokens"] = resolved.queryTokens;
    j["key_tokens"] = resolved.keyTokens;
    nlohmann::json heads = nlohmann::json::array();
    for (const HeadTrace& h : trace.heads) {
        heads.push_back({{"index", h.index},
                         {"scale", h.scale},
                         {"scores", matrixToJson(h.scores)},
                         {"scaled", matrixToJson(h.scaled)},
                         {"masked", matrixToJson(h.masked)}, // -inf -> null
                         {"weights", matrixToJson(h.weights)},
                         {"output", matrixToJson(h.output)}});
    }
    j["heads"] = std::move(heads);
    j["concat"] = matrixToJson(trace.concat);
    j["output"] = matrixToJson(trace.output);
    nlohmann::json warnings = nlohmann::json::array();
    for (const Warnings* list : {&scenarioWarnings, &resolved.warnings, &trace.warnings})
        for (const Warning& w : *list)
            warnings.push_back(warningToJson(w));
    j["warnings"] = std::move(warnings);
    return j;
}

} // namespace attnlab

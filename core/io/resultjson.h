#pragma once

#include "attention.h"
#include "scenario.h"

#include <nlohmann/json.hpp>

#include <string>

namespace attnlab {

/// The computed trace as JSON (format "attnlab-result", version 1):
///   {"format", "version", "q", "k", "v", "query_tokens", "key_tokens",
///    "heads": [{"index", "scale", "scores", "scaled", "masked", "weights", "output"}, ...],
///    "concat", "output", "warnings": [{"code", "head", "row", "message"}, ...]}
/// Matrices are arrays of rows; "masked" holds null where an entry is masked; q/k/v are the
/// matrices actually used; "output" is the final result (after W_O when given).
/// warnings holds the scenario's warnings followed by the computation's.
nlohmann::json resultToJson(const ResolvedScenario& resolved, const Trace& trace,
                            const Warnings& scenarioWarnings = {});

nlohmann::json warningToJson(const Warning& warning);

/// What resultToText writes besides the numbers of every stage.
struct ResultTextOptions
{
    /// false: no "heads" and no "concat" (a fast backend's result: the output and warnings).
    bool stages = true;
    /// When not empty, a last key "backend" with this name.
    std::string backend;
};

/// The result as text: the same bytes as formatJson(resultToJson(...)) (with "heads" and
/// "concat" left out when !options.stages and "backend" added when given), written straight
/// from the matrices. A JSON tree of every number would take about 16 bytes a number besides
/// the text, and nlohmann::json's destructor allocates (a stack of the children to free), so
/// running out of memory while building or freeing one ends in std::terminate; this writer
/// reserves resultTextBytes() at once and keeps nothing but the text.
std::string resultToText(const ResolvedScenario& resolved, const Trace& trace,
                         const Warnings& scenarioWarnings = {},
                         const ResultTextOptions& options = {});

} // namespace attnlab

#pragma once

#include "attention.h"
#include "scenario.h"

#include <nlohmann/json.hpp>

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

} // namespace attnlab

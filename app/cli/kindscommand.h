#pragma once

#include <QStringList>
#include <QTextStream>

namespace attnlab {

/// attnlab-cli kinds [--json]: the kinds of attention this build computes, each with its id
/// (the value of "kind" in a scenario), its name, its stages (the one shown first marked), its
/// backends and what it takes and allows (KindCapabilities). Read from the registries alone:
/// a kind registered there is listed without a word here.
///
///   --json: {"kinds": [{"id", "name", "default_stage", "stages": [{"id", "shape", "range",
///            "per_head", "maskable", "meaning"}], "backends": [...], "capabilities":
///            {"input": "query_key_value" | "own", "masks": "none" | "causal" | "any",
///             "sparse_patterns", "decoding", "image_patches", "long_input_overview"}}]}
///
/// Exit status: 0 success, 2 usage.
int runKindsCommand(const QStringList& arguments, QTextStream& out, QTextStream& err);

} // namespace attnlab

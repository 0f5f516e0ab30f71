#pragma once

#include <QStringList>
#include <QTextStream>

namespace attnlab {

/// attnlab-cli rollout, flow and heads: what a model's attention weights do across layers and
/// heads (core/analysis/; docs/rollout-flow-heads.md). WEIGHTS.npy is a stack of shape
/// (layers, heads, n, n), (heads, n, n) or (n, n), read as the app's third tab reads it;
/// rollout and flow label their rows and columns with its tokens file beside it
/// (NAME.tokens.txt or .json) or --tokens FILE (heads reads none).
///
///   attnlab-cli rollout WEIGHTS.npy [--head-fusion mean|max|min] [--residual A]
///                       [--layers a:b] [--tokens FILE] [--out J.npy] [--json]
///   attnlab-cli flow WEIGHTS.npy [the same options] [--threads N]
///   attnlab-cli heads WEIGHTS.npy [--json|--csv] [--out FILE] [--like L:H [--distance
///   js|frobenius]]
///
/// rollout: Â_l = rownorm((1 − A)·fuse(heads of layer l) + A·I), J = Â_{b−1} ⋯ Â_a (layers a:b
/// as a Python slice, default all; A = --residual, default 0.5). Text: the check that every
/// row of every Â and of J sums to 1, then J with the tokens. --json prints one object:
///   {"rollout": n × n, "tokens": [...] or null, "layers": [a, b], "head_fusion", "residual",
///    "max_row_sum_deviation": {"residual_maps", "rollout"}}
/// --out J.npy writes J (float64, written atomically); the text then stops after the check.
///
/// flow: the maximum flow from each output token to each input token through the layered graph
/// whose capacities are the Â (at most limits::maxFlowTokens tokens and maxFlowLayers layers).
/// --json: {"flow": n × n (rows normalised), "flow_values": n × n (the max-flow values),
/// "tokens", "layers", "head_fusion", "residual", "max_row_sum_deviation": {"flow"}}; --out
/// writes "flow".
///
/// heads: per layer and head, the statistics of core/analysis/headstats.h, as a table, CSV
/// (--csv: a header line "layer,head,entropy_bits,mean_distance,first_token,previous_token,
/// diagonal,keys_for_90", then one line per head) or JSON (--json: {"heads": [{"layer", "head",
/// "entropy_bits", …}]}); --out FILE writes it there (atomically) instead of the terminal.
/// --like L:H lists every other head by its distance to head H of layer L, nearest first
/// (--distance: js, the mean Jensen–Shannon divergence of the rows in bits, the default; or
/// frobenius).
///
/// Exit status: 0 success, 1 an output could not be written, 2 invalid input or usage (the
/// file and the place named: "x.npy layer 0, head 1, row 2, column 3: a negative weight").
int runRolloutCommand(const QStringList& arguments, QTextStream& out, QTextStream& err);
int runFlowCommand(const QStringList& arguments, QTextStream& out, QTextStream& err);
int runHeadsCommand(const QStringList& arguments, QTextStream& out, QTextStream& err);

} // namespace attnlab

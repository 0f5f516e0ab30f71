#pragma once

#include "attention.h"
#include "scenario.h"
#include "termtable.h"

#include <QCoreApplication>
#include <QString>

namespace attnlab {

class SoftmaxTrace;

/// The first `end` tokens as decoding saw them when token end − 1 was computed: Q, K and V's
/// rows 0 … end − 1 and the causal mask (with the scenario's window or painted pairs), and
/// their trace. Row t < end of it is what decoding computed for token t (the same keys, the
/// same arithmetic), so the inspector explains a row with end − 1 … keys, never with keys
/// that did not exist yet.
struct DecodePrefix
{
    ResolvedScenario resolved;
    Trace trace;
};

/// The words of decoding with a KV cache ("decode" on softmax attention): the frames' names,
/// what a frame computes and what it reuses (multiply-adds against recomputing every row), and
/// the check that the frames equal full causal attention. Numbers are the trace's.
class DecodingText
{
    Q_DECLARE_TR_FUNCTIONS(attnlab::DecodingText)

public:
    /// "prefill: tokens 0–3" or "token 5 “sat”: 1 new query, 6 keys".
    static QString frameName(const ResolvedScenario& resolved, const SoftmaxTrace& trace,
                             int frame);
    /// What the frame computed and what it did not recompute, as a term table: its new rows,
    /// the cached rows of K and V, and the multiply-adds of this frame against all rows again.
    static TermTable costTable(const ResolvedScenario& resolved, const SoftmaxTrace& trace,
                               int frame);
    /// "Check: query 5's output equals row 5 of full causal attention computed without a
    /// cache (largest difference 0)." For a row, or for the whole trace when row < 0.
    static QString check(const SoftmaxTrace& trace, int head, int row);
    /// The prefix of the frame that computed `row` (decoding.h): see DecodePrefix.
    static DecodePrefix prefix(const ResolvedScenario& resolved, const SoftmaxTrace& trace,
                               int row);
    /// One sentence under the map of a frame: what is new, what is reused, what was saved.
    static QString note(const ResolvedScenario& resolved, const SoftmaxTrace& trace, int frame);
};

} // namespace attnlab

#pragma once

#include "attention.h"
#include "scenario.h"

#include <QCoreApplication>
#include <QString>

namespace attnlab {

/// Texts that explain the numbers: shared by the inspector and `attnlab-cli explain`.
class Explanation
{
    Q_DECLARE_TR_FUNCTIONS(Explanation)

public:
    /// A number as the app shows it (NumberFormat::number): fixed decimals in the interface's
    /// locale, a real minus sign, "−∞" for masked entries, scientific notation from 1e7 on.
    static QString formatNumber(double value, int decimals = 4);
    /// A token as the inspector quotes it (“cat”, HTML-escaped), or nothing when the index has
    /// none.
    static QString tokenLabel(const std::vector<std::string>& tokens, int i);
    /// A whole count in the interface's locale (160 000 in French), rounded.
    static QString formatCount(double n);

    /// Why the mask hides key j from query i ("causal: key 3 comes after query 1", ...),
    /// or an empty string when the pair is allowed.
    static QString maskReason(const MaskSpec& mask, int query, int key, int nq, int nk);

    /// The arithmetic of one query row of one head as readable text, in the order the app shows it:
    /// each dot product term by term, the scaling, the mask, the softmax (max, exp, sum, division)
    /// and the weighted sum of the values; then the row of the final output.
    static QString explainQueryRow(const ResolvedScenario& resolved, const Trace& trace, int head,
                                   int query, int decimals = 4);
};

} // namespace attnlab

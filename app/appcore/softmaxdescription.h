#pragma once

#include "kinddescription.h"

namespace attnlab {

class SoftmaxTrace;
struct Trace;

/// The app side of softmax attention: the six stages as the app has always named, drawn and
/// explained them (StageInfo's names and formulas, the inspector's term tables, explain's row).
class SoftmaxDescription final : public KindDescription
{
public:
    std::string id() const override { return "softmax"; }
    QString displayName() const override { return KindDescription::tr("Softmax attention"); }
    QString aboutScenario(const Scenario& scenario) const override;
    QString stageName(int stage) const override;
    QString valueLabel(int stage) const override;
    QString title(int stage, const ResolvedScenario& resolved, const KindTrace& trace,
                  int head) const override;
    QString formulaHtml(int stage, const ResolvedScenario& resolved, const KindTrace& trace,
                        int head) const override;
    QString explanation(int stage, const ResolvedScenario& resolved) const override;
    QString note(int stage, const ResolvedScenario& resolved, const KindTrace& trace, int head,
                 int frame) const override;
    /// Decoding: "prefill: tokens 0–3", "token 5 “sat”: 6 keys".
    QString frameName(int frame, const ResolvedScenario& resolved,
                      const KindTrace& trace) const override;
    HeatmapData heatmapData(int stage, const ResolvedScenario& resolved, const KindTrace& trace,
                            int head, int frame) const override;
    CellExplanation explainCell(int stage, const ResolvedScenario& resolved, const KindTrace& trace,
                                int head, int frame, int row, int column,
                                int decimals) const override;
    QString explainQuery(const ResolvedScenario& resolved, const KindTrace& trace, int head,
                         int frame, int query, int decimals) const override;

    /// explainCell on a Trace of the reference engine.
    static CellExplanation explainCell(int stage, const ResolvedScenario& resolved,
                                       const Trace& trace, int head, int row, int column,
                                       int decimals);
};

} // namespace attnlab

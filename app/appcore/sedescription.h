#pragma once

#include "kinddescription.h"

namespace attnlab {

/// The app side of channel attention, Squeeze-and-Excitation (core/kinds/sekind.h): the
/// channels as tiles, the pooled means, the C/r bottleneck, the sigmoid gates and the
/// re-weighted tiles; the parameter count (2·C²/r + C/r + C) beside the bottleneck and the
/// gates; and the arithmetic of every cell — a squeezed value as its channel's mean, a
/// bottleneck unit as W₁'s row times z plus b₁ through ReLU, a gate term by term (z, W₁, b₁,
/// ReLU, W₂'s row, b₂, σ), an output value as its gate times the input.
class SeDescription final : public KindDescription
{
    Q_DECLARE_TR_FUNCTIONS(SeDescription)

public:
    std::string id() const override { return "se"; }
    QString displayName() const override { return tr("Channel attention (SE)"); }
    QString aboutScenario(const Scenario& scenario) const override;
    /// The reduction r among the divisors of C, and the units and parameters it gives.
    KindControls* createControls(QWidget* parent) const override;
    QString ownInputSummary() const override;
    QString stageName(int stage) const override;
    QString valueLabel(int stage) const override;
    QString title(int stage, const ResolvedScenario& resolved, const KindTrace& trace,
                  int head) const override;
    QString formulaHtml(int stage, const ResolvedScenario& resolved, const KindTrace& trace,
                        int head) const override;
    QString explanation(int stage, const ResolvedScenario& resolved) const override;
    QString note(int stage, const ResolvedScenario& resolved, const KindTrace& trace, int head,
                 int frame) const override;
    HeatmapData heatmapData(int stage, const ResolvedScenario& resolved, const KindTrace& trace,
                            int head, int frame) const override;
    CellExplanation explainCell(int stage, const ResolvedScenario& resolved, const KindTrace& trace,
                                int head, int frame, int row, int column,
                                int decimals) const override;
    /// `attnlab-cli explain --query c`: channel c's mean, its gate term by term, and how its
    /// map is scaled.
    QString explainQuery(const ResolvedScenario& resolved, const KindTrace& trace, int head,
                         int frame, int query, int decimals) const override;
    /// "8 channels of 4 × 4, r = 2: 4 units, 76 parameters".
    QString sizeSummary(const ResolvedScenario& resolved) const override;
    /// The channels: `explain --query c` explains channel c.
    int queryCount(const ResolvedScenario& resolved) const override;

    /// "2·C²/r + C/r + C = … parameters" for the scenario's C and r, as rich text.
    static QString parametersHtml(int channels, int reduction);
};

} // namespace attnlab

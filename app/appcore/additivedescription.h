#pragma once

#include "kinddescription.h"

namespace attnlab {

/// The app side of additive attention (core/kinds/additivekind.h), where attention began: the
/// query and the keys seen by the d_a units, the scores of the small network
/// e_ij = vᵀ tanh(W_q q_i + W_k k_j), the mask, the softmax and the weighted sum; a score
/// explained unit by unit (W_q q_i, W_k k_j, their sum, tanh, × v) with what differs from a dot
/// product (learned, no √d_k, n_q·n_k·d_a tanh).
class AdditiveDescription final : public KindDescription
{
    Q_DECLARE_TR_FUNCTIONS(AdditiveDescription)

public:
    std::string id() const override { return "additive"; }
    QString displayName() const override { return tr("Additive attention (2014)"); }
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
    HeatmapData heatmapData(int stage, const ResolvedScenario& resolved, const KindTrace& trace,
                            int head, int frame) const override;
    CellExplanation explainCell(int stage, const ResolvedScenario& resolved, const KindTrace& trace,
                                int head, int frame, int row, int column,
                                int decimals) const override;
    /// `attnlab-cli explain --query i`: the query's projection, each key's score unit by unit
    /// with its mask and softmax, and the weighted sum.
    QString explainQuery(const ResolvedScenario& resolved, const KindTrace& trace, int head,
                         int frame, int query, int decimals) const override;
    /// "3 queries, 4 keys, d_k = 8, d_a = 6 units, d_v = 8".
    QString sizeSummary(const ResolvedScenario& resolved) const override;
};

} // namespace attnlab

#pragma once

#include "kinddescription.h"

namespace attnlab {

/// The app side of linear attention (core/kinds/linearkind.h): its stages' names, formulas and
/// explanations, the cost of softmax against linear attention for the scenario's sizes, FAVOR+'s
/// distance to softmax as m grows, the frames of the causal recurrence, and the arithmetic of
/// every cell — an implicit weight as φ(q_i)·φ(k_j) over its row's sum, an output entry as
/// φ(q_i)ᵀS over φ(q_i)ᵀz and, beside it, the same number as Σ_j A_ij v_j.
class LinearDescription final : public KindDescription
{
    Q_DECLARE_TR_FUNCTIONS(LinearDescription)

public:
    std::string id() const override { return "linear"; }
    QString displayName() const override { return tr("Linear attention"); }
    QString aboutScenario(const Scenario& scenario) const override;
    /// One entry per feature map φ: elu+1, relu, FAVOR+ (m = 64, seed 0).
    std::vector<KindChoice> choices() const override;
    int choiceOf(const Scenario& scenario) const override;
    /// FAVOR+'s m, the number of random features (shown for FAVOR+ alone).
    KindControls* createControls(QWidget* parent) const override;
    QString stageName(int stage) const override;
    QString valueLabel(int stage) const override;
    QString title(int stage, const ResolvedScenario& resolved, const KindTrace& trace,
                  int head) const override;
    QString formulaHtml(int stage, const ResolvedScenario& resolved, const KindTrace& trace,
                        int head) const override;
    QString explanation(int stage, const ResolvedScenario& resolved) const override;
    QString note(int stage, const ResolvedScenario& resolved, const KindTrace& trace, int head,
                 int frame) const override;
    QString frameName(int frame, const ResolvedScenario& resolved,
                      const KindTrace& trace) const override;
    HeatmapData heatmapData(int stage, const ResolvedScenario& resolved, const KindTrace& trace,
                            int head, int frame) const override;
    CellExplanation explainCell(int stage, const ResolvedScenario& resolved, const KindTrace& trace,
                                int head, int frame, int row, int column,
                                int decimals) const override;
    /// `attnlab-cli explain`: the query's implicit weights (its largest one term by term, then
    /// the row's sum), its first output entry both ways, and its whole output row.
    QString explainQuery(const ResolvedScenario& resolved, const KindTrace& trace, int head,
                         int frame, int query, int decimals) const override;

    /// The cost of softmax and linear attention for the scenario's sizes, in two rich-text
    /// sentences (flops, numbers kept, the crossover n).
    static QString costHtml(const ResolvedScenario& resolved);

private:
    // explainCell's parts, a stage each
    struct CellContext;
    TermTable phiStep(const CellContext& c, bool query, int r0, int col) const;
    CellExplanation explainPhiCell(const CellContext& c) const;
    CellExplanation explainStateCell(const CellContext& c) const;
    CellExplanation explainImplicitCell(const CellContext& c) const;
    CellExplanation explainOutputCell(const CellContext& c) const;
    CellExplanation explainFinalCell(const CellContext& c) const;
};

} // namespace attnlab

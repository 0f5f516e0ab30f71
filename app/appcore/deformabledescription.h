#pragma once

#include "deformableinput.h"
#include "kinddescription.h"

namespace attnlab {

/// The app side of deformable attention (core/kinds/deformablekind.h): the logits and softmax
/// weights of each head's L·K sampling points per query, and the output; the levels as frames
/// (frameName "level 1 of 3 (40 × 40)"); its cost against full attention over the same maps
/// (n_q·M·L·K samples against n_q·Σ H_l·W_l comparisons); and the arithmetic of every cell — a
/// logit as b + Σ W q when query rows are given, a weight as the softmax of its head's logits,
/// an output entry term by term (the softmax, each point's level, offset, location and bilinear
/// sample from its 4 neighbours, the weighted sum), and with W_O the product with it.
class DeformableDescription final : public KindDescription
{
    Q_DECLARE_TR_FUNCTIONS(DeformableDescription)

public:
    std::string id() const override { return "deformable"; }
    QString displayName() const override { return tr("Deformable attention"); }
    QString aboutScenario(const Scenario& scenario) const override;
    QString ownInputSummary() const override;
    QString stageName(int stage) const override;
    QString valueLabel(int stage) const override;
    QString title(int stage, const ResolvedScenario& resolved, const KindTrace& trace,
                  int head) const override;
    QString formulaHtml(int stage, const ResolvedScenario& resolved, const KindTrace& trace,
                        int head) const override;
    QString explanation(int stage, const ResolvedScenario& resolved) const override;
    /// "level 1 of 3 (40 × 40)": the frames are the levels.
    QString frameName(int frame, const ResolvedScenario& resolved,
                      const KindTrace& trace) const override;
    QString note(int stage, const ResolvedScenario& resolved, const KindTrace& trace, int head,
                 int frame) const override;
    int columnGroupSize(int stage, const ResolvedScenario& resolved) const override;
    HeatmapData heatmapData(int stage, const ResolvedScenario& resolved, const KindTrace& trace,
                            int head, int frame) const override;
    CellExplanation explainCell(int stage, const ResolvedScenario& resolved, const KindTrace& trace,
                                int head, int frame, int row, int column,
                                int decimals) const override;
    /// `attnlab-cli explain --query i`: per head, the first output entry of the head term by
    /// term (softmax, samples, weighted sum), then the cost.
    QString explainQuery(const ResolvedScenario& resolved, const KindTrace& trace, int head,
                         int frame, int query, int decimals) const override;
    /// "3 queries on an 8 × 8 map of d = 4, 2 heads × 4 points".
    QString sizeSummary(const ResolvedScenario& resolved) const override;
    int queryCount(const ResolvedScenario& resolved) const override;

    /// "n_q·M·K = … samples against n_q·H·W = … comparisons for full attention", as rich text.
    static QString costHtml(long long queries, int heads, int points, int height, int width);
    /// The same over every level of an input: n_q·M·L·K against n_q·Σ_l H_l·W_l.
    static QString costHtml(const DeformableInput& input);
    /// With "query" rows: "Δx = b + Σ_c W[r, c]·q_i,c = … = value" for row r of the offsets'
    /// (offsets true) or the logits' projection, as rich text; empty without them.
    static QString projectionHtml(const DeformableInput& input, int query, bool offsets,
                                  Eigen::Index row, const QString& name, int decimals);
    /// Head m's colour on the value map, and the colours named ("head 0 orange, …").
    static QColor headColor(int head);
    static QString headColorNames();
};

} // namespace attnlab

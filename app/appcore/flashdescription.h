#pragma once

#include "kinddescription.h"

namespace attnlab {

/// The app side of FlashAttention's tiles (core/kinds/flashkind.h): the score map filling tile
/// by tile (the tile being computed outlined, tiles not visited yet empty), a query's running
/// max m, running sum ℓ and rescale e^(m_old − m_new) after each tile, the unnormalised output
/// and O / ℓ, checked against softmax attention; a row explained through its tiles (the online
/// softmax), the tiles skipped, and the memory account (numbers held at once, slow-memory
/// accesses of Dao et al. 2022, Theorem 2).
class FlashDescription final : public KindDescription
{
    Q_DECLARE_TR_FUNCTIONS(FlashDescription)

public:
    std::string id() const override { return "flash"; }
    QString displayName() const override { return tr("FlashAttention (tiles)"); }
    QString aboutScenario(const Scenario& scenario) const override;
    /// The block B_r × B_c and the memory account's window (FlashMemoryView).
    KindControls* createControls(QWidget* parent) const override;
    QString stageName(int stage) const override;
    QString valueLabel(int stage) const override;
    QString title(int stage, const ResolvedScenario& resolved, const KindTrace& trace,
                  int head) const override;
    QString formulaHtml(int stage, const ResolvedScenario& resolved, const KindTrace& trace,
                        int head) const override;
    QString explanation(int stage, const ResolvedScenario& resolved) const override;
    /// The tile, the tiles skipped, the check against softmax and the memory account.
    QString note(int stage, const ResolvedScenario& resolved, const KindTrace& trace, int head,
                 int frame) const override;
    /// "tile 3 of 10: queries 2–3 × keys 0–1".
    QString frameName(int frame, const ResolvedScenario& resolved,
                      const KindTrace& trace) const override;
    HeatmapData heatmapData(int stage, const ResolvedScenario& resolved, const KindTrace& trace,
                            int head, int frame) const override;
    CellExplanation explainCell(int stage, const ResolvedScenario& resolved, const KindTrace& trace,
                                int head, int frame, int row, int column,
                                int decimals) const override;
    /// `attnlab-cli explain --query i`: the row through every tile it meets, then its output.
    QString explainQuery(const ResolvedScenario& resolved, const KindTrace& trace, int head,
                         int frame, int query, int decimals) const override;

    /// The memory account as sentences (rich text): numbers held at once for this scenario's
    /// blocks against n_q·n_k, and the slow-memory accesses for the lesson's 6,400 tokens.
    static QString memoryAccountHtml(const ResolvedScenario& resolved);
};

} // namespace attnlab

#pragma once

#include "attention.h"

#include <QCoreApplication>
#include <QString>

namespace attnlab {

/// The steps of the pipeline, in the order the app walks through them.
enum class Stage
{
    Scores,  ///< S = Q K^T
    Scaled,  ///< S' = S s
    Masked,  ///< S'' = S' + M
    Weights, ///< A = softmax(S'')
    Output,  ///< O = A V
    Final,   ///< concat(O_0..O_h-1) W_O
};

inline constexpr int stageCount = 6;

/// What the app says about a stage: its name, its formula (HTML) and a short explanation
/// of what it does and why it exists.
class StageInfo
{
    Q_DECLARE_TR_FUNCTIONS(StageInfo)

public:
    static QString name(Stage stage);
    static QString formulaHtml(Stage stage, const AttentionInput& input, double scale);
    static QString explanation(Stage stage, const AttentionInput& input);
    /// When each alignment of the causal mask is right (n_q ≠ n_k), one or two sentences.
    static QString alignmentExplanation(CausalAlignment alignment);
    /// Label of the value shown by the colorbar ("q·k", "weight", ...).
    static QString valueLabel(Stage stage);
    /// True for stages whose values have both signs (drawn with a diverging map).
    static bool isSigned(Stage stage) { return stage != Stage::Weights; }
};

} // namespace attnlab

#include "stage.h"

#include "explanation.h"

namespace attnlab {

QString StageInfo::name(Stage stage)
{
    switch (stage) {
    case Stage::Scores:
        return tr("1 Scores");
    case Stage::Scaled:
        return tr("2 Scaled");
    case Stage::Masked:
        return tr("3 Masked");
    case Stage::Weights:
        return tr("4 Softmax");
    case Stage::Output:
        return tr("5 Weighted sum");
    case Stage::Final:
        return tr("6 Heads && W_O");
    }
    return {};
}

QString StageInfo::formulaHtml(Stage stage, const AttentionInput& in, double scale)
{
    const QString s = Explanation::formatNumber(scale, 4);
    switch (stage) {
    case Stage::Scores:
        return QStringLiteral("S = Q K<sup>T</sup>, &nbsp; s<sub>ij</sub> = q<sub>i</sub> "
                              "&middot; k<sub>j</sub>");
    case Stage::Scaled:
        return in.scale ? tr("S\u2032 = S \u00d7 s, &nbsp; s = %1 (set by the scenario)").arg(s)
                        : tr("S\u2032 = S / \u221a"
                             "d<sub>k</sub>, &nbsp; \u221a%1 = %2")
                              .arg(in.headDim())
                              .arg(Explanation::formatNumber(std::sqrt(double(in.headDim())), 4));
    case Stage::Masked:
        //: M's entries: 0 where the pair is allowed, minus infinity where it is hidden
        return tr("S\u2033 = S\u2032 + M, &nbsp; M<sub>ij</sub> = 0 or \u2212\u221e");
    case Stage::Weights:
        return QStringLiteral("a<sub>ij</sub> = exp(s\u2033<sub>ij</sub> \u2212 m<sub>i</sub>) / "
                              "\u03a3<sub>j</sub> exp(s\u2033<sub>ij</sub> \u2212 "
                              "m<sub>i</sub>)");
    case Stage::Output:
        return QStringLiteral("O = A V, &nbsp; o<sub>i</sub> = \u03a3<sub>j</sub> a<sub>ij</sub> "
                              "v<sub>j</sub>");
    case Stage::Final:
        return in.outputProjection ? QStringLiteral("Y = [O<sub>0</sub> | \u2026 | O<sub>h\u2212"
                                                    "1</sub>] "
                                                    "W<sub>O</sub>")
                                   : QStringLiteral("Y = [O<sub>0</sub> | \u2026 | O<sub>h\u2212"
                                                    "1</sub>]");
    }
    return {};
}

QString StageInfo::alignmentExplanation(CausalAlignment alignment)
{
    return alignment == CausalAlignment::TopLeft
               ? tr("The causal diagonal starts at the top left: query i sees keys 0 to i, "
                    "which is right when query i and key i are the same token.")
               : tr("The causal diagonal ends at the bottom right: the queries are the last "
                    "tokens of the sequence, so query i sees keys 0 to i + n_k \u2212 n_q. This is "
                    "right when decoding with a KV cache: the new tokens attend to the cached "
                    "ones and to themselves.");
}

QString StageInfo::explanation(Stage stage, const AttentionInput& in)
{
    switch (stage) {
    case Stage::Scores:
        return tr("Each query is compared with each key by a dot product. A large score means key "
                  "j offers what query i is looking for. Rows are queries, columns are keys.");
    case Stage::Scaled:
        return in.scale
                   ? tr("The scores are multiplied by the scenario's scale. With s = 1 nothing "
                        "is divided: watch the softmax rows saturate as d_k grows.")
                   : tr("A dot product of d_k random numbers spreads wider as d_k grows. Dividing "
                        "by \u221a"
                        "d_k keeps the scores near unit size, so the softmax does not "
                        "saturate and give one key all the weight. Switch scaling off to see it.");
    case Stage::Masked:
        return in.mask.isEmpty()
                   ? tr("No mask: every query may look at every key. A causal mask hides later "
                        "tokens, a sliding window hides distant ones; a hidden pair gets "
                        "\u2212\u221e so its weight becomes exactly 0.")
                   : tr("Hidden pairs (hatched) get \u2212\u221e, so their weight becomes exactly "
                        "0. Causal: a token cannot look at the tokens after it. Sliding window: "
                        "only tokens within w positions.") +
                         (in.mask.causal && in.queryCount() != in.keyCount()
                              ? QLatin1Char(' ') + alignmentExplanation(in.mask.alignment)
                              : QString());
    case Stage::Weights:
        return tr("Softmax turns each row of scores into positive weights that sum to 1. "
                  "Subtracting the row's maximum first changes nothing in the result but keeps "
                  "exp() from overflowing. Click a cell to see its arithmetic.");
    case Stage::Output:
        return tr("Each output row is an average of the value vectors, weighted by that query's "
                  "attention: the more weight on key j, the more of v_j flows into the output.");
    case Stage::Final:
        return in.heads > 1
                   ? tr("Each head attends on its own slice of the dimensions and may specialise "
                        "in a different relation. Their outputs are laid side by side, then "
                        "mixed by the output projection W_O when there is one.")
                   : tr("With one head the output is the head's output, then multiplied by the "
                        "output projection W_O when there is one.");
    }
    return {};
}

QString StageInfo::valueLabel(Stage stage)
{
    switch (stage) {
    case Stage::Scores:
        return tr("score q\u00b7k");
    case Stage::Scaled:
        return tr("scaled score");
    case Stage::Masked:
        return tr("masked score");
    case Stage::Weights:
        return tr("attention weight");
    case Stage::Output:
        return tr("output value");
    case Stage::Final:
        return tr("final output");
    }
    return {};
}

} // namespace attnlab

#pragma once

#include "attention.h"

#include <vector>

namespace attnlab {

/// How one number of the trace came to be, term by term -- what the inspector and
/// `attnlab-cli explain` show. Every value is read from the trace the engine computed,
/// so what is explained is exactly what was computed.

/// Stages 1-3 for one pair (query i, key j) of one head:
///   s_ij = sum_c q_ic k_jc,   s'_ij = s_ij * s,   s''_ij = s'_ij or -inf
struct ScoreArithmetic
{
    int head = 0, row = 0, col = 0;
    std::vector<double> queryTerms; ///< q_i restricted to the head's columns
    std::vector<double> keyTerms;   ///< k_j likewise
    std::vector<double> products;   ///< q_ic * k_jc
    double score = 0.0;             ///< s_ij (the engine's value)
    double scale = 1.0;             ///< s
    double scaled = 0.0;            ///< s'_ij
    bool allowed = true;
    double masked = 0.0; ///< s''_ij (-inf when masked)
};

/// Stage 4 for one query row of one head:
///   m = max_j s''_ij,  e_ij = exp(s''_ij - m),  z = sum_j e_ij,  a_ij = e_ij / z
struct SoftmaxArithmetic
{
    int head = 0, row = 0;
    std::vector<double> logits; ///< s''_ij, -inf where masked
    std::vector<bool> allowed;
    double rowMax = 0.0;         ///< m (-inf when the row is fully masked)
    std::vector<double> shifted; ///< s''_ij - m (-inf where masked)
    std::vector<double> exps;    ///< e_ij
    double rowSum = 0.0;         ///< z
    std::vector<double> weights; ///< a_ij
    bool fullyMasked = false;
};

/// Stage 5 for one output cell (query i, value column c of the head):
///   o_ic = sum_j a_ij v_jc
struct OutputArithmetic
{
    int head = 0, row = 0, col = 0; ///< col is relative to the head's value columns
    std::vector<double> weights;    ///< a_ij
    std::vector<double> values;     ///< v_jc
    std::vector<double> products;   ///< a_ij * v_jc
    double output = 0.0;            ///< o_ic (the engine's value)
};

/// The output projection for one final cell: y_ic = sum_m concat_im W_O[m][c]
struct ProjectionArithmetic
{
    int row = 0, col = 0;
    std::vector<double> concat;   ///< row i of the concatenated heads
    std::vector<double> weights;  ///< column c of W_O
    std::vector<double> products; ///< concat_im * W_O[m][c]
    double output = 0.0;
};

ScoreArithmetic scoreArithmetic(const AttentionInput& input, const Trace& trace, int head, int row,
                                int col);
SoftmaxArithmetic softmaxArithmetic(const Trace& trace, int head, int row);
OutputArithmetic outputArithmetic(const AttentionInput& input, const Trace& trace, int head,
                                  int row, int col);
/// Requires input.outputProjection.
ProjectionArithmetic projectionArithmetic(const AttentionInput& input, const Trace& trace, int row,
                                          int col);

} // namespace attnlab

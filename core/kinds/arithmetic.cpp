#include "arithmetic.h"

#include <limits>

namespace attnlab {

ScoreArithmetic scoreArithmetic(const AttentionInput& input, const Trace& trace, int head, int row,
                                int col)
{
    const HeadTrace& h = trace.heads.at(static_cast<std::size_t>(head));
    const int dk = input.headDim();
    ScoreArithmetic a;
    a.head = head;
    a.row = row;
    a.col = col;
    for (int c = 0; c < dk; ++c) {
        const double qc = input.q(row, h.keyColumn + c);
        const double kc = input.k(col, h.keyColumn + c);
        a.queryTerms.push_back(qc);
        a.keyTerms.push_back(kc);
        a.products.push_back(qc * kc); // q_ic * k_jc
    }
    a.score = h.scores(row, col);
    a.scale = h.scale;
    a.scaled = h.scaled(row, col);
    a.allowed = h.allowed(row, col);
    a.masked = h.masked(row, col);
    return a;
}

SoftmaxArithmetic softmaxArithmetic(const Trace& trace, int head, int row)
{
    const HeadTrace& h = trace.heads.at(static_cast<std::size_t>(head));
    SoftmaxArithmetic a;
    a.head = head;
    a.row = row;
    a.rowMax = h.rowMax(row);
    a.rowSum = h.rowSum(row);
    a.fullyMasked = !h.allowed.row(row).any();
    for (Eigen::Index j = 0; j < h.masked.cols(); ++j) {
        a.logits.push_back(h.masked(row, j));
        a.allowed.push_back(h.allowed(row, j));
        a.shifted.push_back(h.allowed(row, j) ? h.masked(row, j) - a.rowMax
                                              : -std::numeric_limits<double>::infinity());
        a.exps.push_back(h.exps(row, j));
        a.weights.push_back(h.weights(row, j));
    }
    return a;
}

OutputArithmetic outputArithmetic(const AttentionInput& input, const Trace& trace, int head,
                                  int row, int col)
{
    const HeadTrace& h = trace.heads.at(static_cast<std::size_t>(head));
    OutputArithmetic a;
    a.head = head;
    a.row = row;
    a.col = col;
    for (Eigen::Index j = 0; j < h.weights.cols(); ++j) {
        const double w = h.weights(row, j);
        const double v = input.v(j, h.valueColumn + col);
        a.weights.push_back(w);
        a.values.push_back(v);
        a.products.push_back(w * v); // a_ij * v_jc
    }
    a.output = h.output(row, col);
    return a;
}

ProjectionArithmetic projectionArithmetic(const AttentionInput& input, const Trace& trace, int row,
                                          int col)
{
    const Matrix& wo = input.outputProjection.value();
    ProjectionArithmetic a;
    a.row = row;
    a.col = col;
    for (Eigen::Index m = 0; m < trace.concat.cols(); ++m) {
        a.concat.push_back(trace.concat(row, m));
        a.weights.push_back(wo(m, col));
        a.products.push_back(trace.concat(row, m) * wo(m, col));
    }
    a.output = trace.output(row, col);
    return a;
}

} // namespace attnlab

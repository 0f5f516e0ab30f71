#pragma once

#include "mask.h"
#include "matrix.h"
#include "message.h"
#include "warning.h"

#include <optional>
#include <string>
#include <vector>

namespace attnlab {

/// What the engines compute on:
///   Attention(Q, K, V) = softmax(Q K^T * s + M) V, per head, then concat(heads) * W_O.
/// Q is n_q x d, K is n_k x d, V is n_k x d_v. With h heads, head t takes columns
/// [t*d/h, (t+1)*d/h) of Q and K and [t*d_v/h, (t+1)*d_v/h) of V, as torch.nn.MultiheadAttention
/// does after its input projections.
struct AttentionInput
{
    Matrix q, k, v;
    int heads = 1;
    /// s; when empty each head uses 1/sqrt(d_k) with d_k = d/h, the head's own key dimension.
    std::optional<double> scale;
    MaskSpec mask;
    /// W_O, d_v x d_out; when empty the output is the concatenation of the heads.
    std::optional<Matrix> outputProjection;

    int queryCount() const { return static_cast<int>(q.rows()); }
    int keyCount() const { return static_cast<int>(k.rows()); }
    int modelDim() const { return static_cast<int>(q.cols()); }
    int valueDim() const { return static_cast<int>(v.cols()); }
    int headDim() const { return heads > 0 ? modelDim() / heads : 0; }
    int headValueDim() const { return heads > 0 ? valueDim() / heads : 0; }

    /// Checks every size, value and limit; throws InputError naming the place
    /// ("k: expected 8 columns like q, got 7", "heads: 3 does not divide the model dimension 8").
    void validate() const;
    /// The same checks with another limit on query and key tokens (the fused engines accept
    /// up to limits::maxFusedTokens); validate() is validate(limits::maxTokens).
    void validate(int maxTokens) const;
};

/// Throws InputError when the input has more query (key) tokens than maxTokens, the limit of
/// the engine named `engine`, naming the matrix and saying what to do instead (`advice`, a
/// message of its own: translated in the app; empty for none):
///   "q: 6000 rows (queries) is more than the reference engine's 2048; use --backend cpu or
///   --backend opencl". The check costs nothing: engines that hold n_q x n_k matrices (the
/// staged reference engine, limits::maxTokens) call it before they allocate them. A non-empty
/// `where` (the scenario file) is put in front of the place.
void requireTokens(const AttentionInput& input, int maxTokens, const std::string& engine,
                   const Message& advice, const std::string& where = {});
/// The advice "use --backend A" or "use --backend A or --backend B" for the backends named;
/// an empty message for none.
Message useBackendAdvice(const std::vector<std::string>& backends);

/// The scale s a head uses: the given one, or 1/sqrt(d_k).
/// Without it the variance of q.k grows with d_k and softmax saturates to one-hot rows.
double effectiveScale(const std::optional<double>& scale, int headDim);

/// The largest |s| head `head` of this input allows: with it every scaled score and every
/// entry of s q_t stays within limits::maxAbsScaledScore, because
///   |s q_i.k_j| <= |s| sum_c max_i |q_ic| max_j |k_jc|   (c over the head's columns)
/// and |s q_ic| <= |s| max_c max_i |q_ic|. Infinite when the head's q is zero. Expects sizes
/// that validate() accepted; validate() refuses an effective scale above it, so that no
/// engine, float32 or double, ever sees a score outside float32's range (no inf - inf = NaN).
double maxScale(const AttentionInput& input, int head);

/// Every stage of one head, kept so a learner can step through them and read any cell.
struct HeadTrace
{
    int index = 0;
    int keyColumn = 0;   ///< first column of Q and K this head reads
    int valueColumn = 0; ///< first column of V this head reads
    double scale = 1.0;  ///< s

    Matrix scores;      ///< 1. S = Q_t K_t^T                       (n_q x n_k)
    Matrix scaled;      ///< 2. S' = S * s
    BoolMatrix allowed; ///< 3. which pairs the mask allows
    Matrix masked;      ///< 3. S'' = S' where allowed, -inf elsewhere
    Vector rowMax;      ///< 4. m_i = max_j S''_ij   (-inf for a fully masked row)
    Matrix exps;        ///< 4. e_ij = exp(S''_ij - m_i)   (0 where masked)
    Vector rowSum;      ///< 4. z_i = sum_j e_ij           (0 for a fully masked row)
    Matrix weights;     ///< 4. A_ij = e_ij / z_i          (all zero for a fully masked row)
    Matrix output;      ///< 5. O_t = A V_t                (n_q x d_v/h)
};

/// The whole computation: each head's stages, their concatenation and the final output.
struct Trace
{
    std::vector<HeadTrace> heads;
    Matrix concat; ///< [O_0 | O_1 | ... ]          (n_q x d_v)
    Matrix output; ///< concat * W_O, or concat     (n_q x d_out)
    Warnings warnings;
};

/// The reference engine: computes and keeps every stage. Expects a validated input.
Trace computeTrace(const AttentionInput& input);

/// What every engine does after the heads, in double precision: the output
///   concat(O_0, ..., O_{h-1}) W_O,  or the concatenation itself without W_O.
Matrix projectOutput(const AttentionInput& input, Matrix concat);
/// The warning every engine gives for a query the mask allows no key: its weights and its
/// output are zero (never 0 / 0).
Warning fullyMaskedRowWarning(int head, int query);

/// Stage 4 for one row: a numerically stable softmax of x over the allowed entries.
///   m = max_j x_j,  e_j = exp(x_j - m),  z = sum_j e_j,  a_j = e_j / z
/// Subtracting the row's max first means exp() never overflows, even for logits near +-1e4.
struct SoftmaxRow
{
    bool anyAllowed = false;    ///< false: no key allowed, everything below is zero (m = -inf)
    double rowMax = 0.0;        ///< m
    Eigen::RowVectorXd exps;    ///< e_j (0 where masked)
    double rowSum = 0.0;        ///< z
    Eigen::RowVectorXd weights; ///< a_j
};
SoftmaxRow stableSoftmaxRow(const Eigen::RowVectorXd& x,
                            const Eigen::Array<bool, 1, Eigen::Dynamic>& allowed);

/// One query's attention weights in one head, without the n_q × n_k matrices: what a picture's
/// overlay shows for the patch a learner points at, however many patches there are.
///   a = softmax(s q_i K_tᵀ + M_i)   (the mask's row i; zeros when it allows no key)
/// The same scale (effectiveScale) and mask (MaskSpec::rowAllowed) as every engine. Expects a
/// validated input and 0 <= head < heads, 0 <= query < n_q.
Eigen::RowVectorXd attentionWeightsRow(const AttentionInput& input, int head, int query);

} // namespace attnlab

#pragma once

#include "scenario.h"

#include <optional>
#include <string>

namespace attnlab {

/// Edits of a scenario as pure functions: each takes a scenario and returns the edited copy.
/// The app's undo commands are thin wrappers around them, so every edit is testable without Qt.

/// The matrices a user can edit.
enum class MatrixRole
{
    Query,
    Key,
    Value,
    OutputProjection,
};

/// A Matrices scenario holding the values actually used. Random and sentence scenarios become
/// explicit matrices with the same tokens ("copy into matrix mode"); others are returned as is.
Scenario toMatrices(const Scenario& scenario, const ResolvedScenario& resolved);

/// The matrix of that role in a Matrices scenario (W_O: empty when absent).
const Matrix& matrixOf(const Scenario& scenario, MatrixRole role);

/// Sets one entry. Random/sentence scenarios are first turned into matrices.
Scenario withCell(const Scenario& scenario, const ResolvedScenario& resolved, MatrixRole role,
                  int row, int column, double value);

/// Writes a block with its top-left corner at (row, column); the matrix grows when the block
/// goes past its edge, and the matrices that must agree with it grow too (zeros; mask rows
/// and columns allowed).
Scenario withBlock(const Scenario& scenario, const ResolvedScenario& resolved, MatrixRole role,
                   int row, int column, const Matrix& block);

/// Replaces the whole matrix of that role (an imported file). The matrices that must agree with
/// it follow its shape, like withBlock: Q sets n_q and d_k (K's columns follow), K sets n_k and
/// d_k (Q's columns and V's rows follow), V sets n_k and d_v (K's rows and W_O's rows follow),
/// W_O sets d_v; new entries are 0, cut ones dropped, token labels and the explicit mask follow.
/// The number of heads returns to 1 when it no longer divides d_k and d_v.
Scenario withMatrix(const Scenario& scenario, const ResolvedScenario& resolved, MatrixRole role,
                    const Matrix& m);

/// Q, K and V replaced together (a .npz archive): a Matrices scenario whose mask and W_O follow
/// the new sizes as in withMatrix; token labels are kept only when n_q and n_k stay the same
/// (default labels otherwise). Throws InputError(where, ...) when the shapes do not
/// fit together: "q has 8 columns and k has 6: Q and K need the same number of columns (d_k)",
/// "k has 5 rows and v has 4: K and V need one row per key".
Scenario withQkv(const Scenario& scenario, const Matrix& q, const Matrix& k, const Matrix& v,
                 const std::string& where);

/// The explicit allowed matrix replaced by an imported one (causal and window stay and combine
/// by AND). Throws InputError(where, "expected a 4 x 4 mask (queries x keys), got 4 x 3").
Scenario withAllowedMask(const Scenario& scenario, int queries, int keys, const BoolMatrix& allowed,
                         const std::string& where);

/// Changes the sizes: n_q queries, n_k keys, d_k (columns of Q and K), d_v (columns of V).
/// New entries are 0, new tokens get default labels, the explicit mask and W_O follow; global
/// tokens past the last one are dropped and random blocks drawn for other sizes drawn again.
/// For a random scenario with n_q == n_k and d_k == d_v this redraws with the new size instead.
Scenario withSizes(const Scenario& scenario, const ResolvedScenario& resolved, int queries,
                   int keys, int keyDim, int valueDim);

/// Token labels (empty list = default labels).
Scenario withTokens(const Scenario& scenario, std::vector<std::string> queryTokens,
                    std::vector<std::string> keyTokens);

/// The explicit allowed matrix with (row, column) set; created all-allowed when absent.
Scenario withMaskCell(const Scenario& scenario, int queries, int keys, int row, int column,
                      bool allowed);

/// W_O on (identity d_v x d_v) or off.
Scenario withOutputProjection(const Scenario& scenario, const ResolvedScenario& resolved,
                              bool enabled);

/// Simple replacements of one part of the scenario.
Scenario withMask(const Scenario& scenario, const MaskSpec& mask);

/// Tokens from a picture (imageinput.h): the "image" block replaces the inputs. The token
/// labels follow the patches again, and what a mask holds for the old grid goes (painted pairs,
/// global tokens, drawn random blocks; a window, the causal flag and a random seed stay).
Scenario withImage(const Scenario& scenario, const ImageSpec& image);
Scenario withHeads(const Scenario& scenario, int heads);
Scenario withScale(const Scenario& scenario, std::optional<double> scale);
/// Decoding with a KV cache on (softmax self-attention; the causal mask is implied and kept
/// on) or off (the mask stays as it was).
Scenario withDecode(const Scenario& scenario, const std::optional<DecodeSpec>& decode);

/// Another kind of attention (attentionKinds()) with these parameters of its own (linear
/// attention's feature map; AttentionKind::readParameters), or, when none are given, those the
/// scenario has when the kind stays and the kind's defaults when it changes
/// (AttentionKind::conform). A kind that takes the causal mask alone keeps only it (a sparse
/// pattern or painted pairs are dropped); decoding is dropped where the kind does not decode.
Scenario withKind(const Scenario& scenario, const std::string& kind,
                  const KindValue& parameters = {});
/// The same kind with other parameters of its own (SE's reduction, linear attention's m).
Scenario withKindParameters(const Scenario& scenario, const KindValue& parameters);
/// Switches to random inputs with that spec (token labels are kept when the count matches).
Scenario withRandom(const Scenario& scenario, const RandomSpec& random);
/// Switches to sentence inputs with that spec (labels come from the sentences).
Scenario withSentences(const Scenario& scenario, const SentenceSpec& sentences);
Scenario withDescription(const Scenario& scenario, const std::string& title,
                         const std::string& description);

} // namespace attnlab

#pragma once

#include "matrix.h"
#include "npy.h"
#include "warning.h"

#include <string>
#include <vector>

namespace attnlab {

/// Attention weights computed elsewhere (a model's output_attentions), to be looked at:
/// layers x heads maps of n_q x n_k weights, with optional token labels.
struct AttentionMaps
{
    int layers = 0;
    int heads = 0;                        ///< heads per layer
    std::vector<Matrix> maps;             ///< layer-major: maps[layer * heads + head]
    std::vector<std::string> queryTokens; ///< n_q labels, or empty when none were given
    std::vector<std::string> keyTokens;   ///< n_k labels, or empty when none were given
    Warnings warnings;                    ///< "rows_not_normalised" (see attentionMapsFromArray)

    int queryCount() const { return maps.empty() ? 0 : static_cast<int>(maps.front().rows()); }
    int keyCount() const { return maps.empty() ? 0 : static_cast<int>(maps.front().cols()); }
    /// The map of one head (0-based indices). Throws std::out_of_range outside the stack.
    const Matrix& at(int layer, int head) const;
};

/// Most rows reported one by one by the row-sum check; the rest are counted in one warning.
inline constexpr int maxRowSumWarnings = 10;
/// How far a row's sum may be from 1 before it is reported.
inline constexpr double rowSumTolerance = 1e-3;

/// The maps of an array of shape (n_q, n_k) (one head), (heads, n_q, n_k) or
/// (layers, heads, n_q, n_k) -- Hugging Face's output_attentions stacked:
/// torch.stack(outputs.attentions)[:, 0] (batch element 0), saved with np.save.
/// Refused with an InputError(where, ...): other numbers of dimensions (a 5-d array is named as
/// probably still holding the batch dimension), empty dimensions, n_q or n_k above
/// limits::maxTokens, more than limits::maxAttentionMaps maps (layers x heads), NaN and
/// infinite values ("layer 0, head 1, row 2, column 3: NaN").
/// Each row whose weights do not sum to 1 within rowSumTolerance gets a warning
///   {"rows_not_normalised", layer * heads + head, row,
///    "layer 1, head 2, row 3: the weights sum to 0.9 instead of 1"}
/// (indices 0-based as in Python; "row 3: ..." for a single map); after maxRowSumWarnings of
/// them one more warning counts the rest (row -1).
AttentionMaps attentionMapsFromArray(const NdArray& array, const std::string& where);

/// How a tokens file is written: one token per line (NAME.tokens.txt and any other name), or a
/// JSON list of strings (NAME.tokens.json only).
enum class TokensFormat
{
    Lines,
    Json,
};

/// The format of the tokens file at path, from its name alone: Json when it ends in ".json"
/// (any case), Lines otherwise -- a file of lines whose first line is "[CLS]" (BERT) is still
/// one token per line.
TokensFormat tokensFormatOf(const std::string& path);

/// Token labels from text, in the given format. Lines: one token per line, kept as written
/// (leading spaces are part of a GPT-2 style token; '\r' of Windows line ends and a byte order
/// mark are removed, one final line end and blank lines at the end are not tokens). Json: a list
/// of strings (["The", " cat"]). Throws InputError(where, ...) for invalid JSON, entries that
/// are not strings ("[2]: expected a string, got a number"), no tokens at all and more than
/// limits::maxTokens tokens.
std::vector<std::string> readTokensText(const std::string& text, TokensFormat format,
                                        const std::string& where);

/// Reads the tokens file at path (a regular file of at most limits::maxTokensFileBytes) in the
/// format its name gives (tokensFormatOf); its problems name the file.
std::vector<std::string> readTokensFile(const std::string& path);

/// Labels the maps with one list of tokens (what a tokens file holds): n entries for square
/// n x n maps (self-attention); for cross-attention (n_q != n_k), the n_q query tokens then the
/// n_k key tokens. Throws InputError(where, "expected 6 tokens (one per row and column of the
/// 6 x 6 maps), got 5") or (where, "these maps are 4 x 5 (cross-attention): expected 9 tokens,
/// the 4 query tokens then the 5 key tokens, got 6").
void setTokens(AttentionMaps& maps, const std::vector<std::string>& tokens,
               const std::string& where);
/// Labels the maps' rows (n_q query tokens) and columns (n_k key tokens).
/// An empty list leaves that side unlabelled.
void setTokens(AttentionMaps& maps, const std::vector<std::string>& queryTokens,
               const std::vector<std::string>& keyTokens, const std::string& where);

/// The tokens file that goes with the weights at npyPath, when one exists beside it:
/// NAME.tokens.txt, else NAME.tokens.json (attn.npy -> attn.tokens.txt); empty when neither.
std::string tokensFileBeside(const std::string& npyPath);

/// Reads the file at npyPath (readNpy, then attentionMapsFromArray) and, when tokensPath is not
/// empty, the tokens file there (readTokensFile, then setTokens with one list). Each file's
/// problems name that file.
AttentionMaps readAttentionMapsFile(const std::string& npyPath, const std::string& tokensPath = {});

} // namespace attnlab

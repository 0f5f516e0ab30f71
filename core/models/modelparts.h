#pragma once

#include "inputerror.h"
#include "matrix.h"
#include "npy.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace attnlab {

/// One attention module in one layer, per head h: Q[h], K[h], V[h] after projection (rows =
/// tokens, d_k columns), the scaled scores Q·Kᵀ/√d_k (masked entries -inf) and the softmax
/// weights (rows = queries, columns = keys; each row sums to 1).
struct AttentionRecord
{
    std::vector<Matrix> q, k, v, scores, weights;
};

/// The weights of one attention module in every layer as one array of shape
/// (layers, heads, n_q, n_k), C order: what a model's output_attentions saved as .npy holds, so
/// that attentionMapsFromArray, the rollout and the head statistics take it like any file.
/// attentionStack(t.encoderSelf) is the encoder self-attention over t.sourceTokens (n × n).
/// Throws std::invalid_argument when the layers' heads or shapes differ (never for a
/// Translation or a VitResult).
NdArray attentionStack(const std::vector<AttentionRecord>& layers);

/// The weights of every layer as nested JSON arrays [layer][head][query][key]: what
/// `attnlab-cli translate --json` and `classify --json` print.
nlohmann::ordered_json attentionJson(const std::vector<AttentionRecord>& layers);

// What the trained models (translator.h, vit.h) share: reading PyTorch's state_dict() arrays
// and config fields, and the layers of nn.TransformerEncoderLayer written out in Eigen.
namespace modelparts {

// Generous bounds shared by the models' readers: a config beyond them is refused before
// anything is allocated.
inline constexpr int maxDModel = 1024;
inline constexpr int maxFeedforward = 8192;
inline constexpr std::uintmax_t maxConfigBytes = 16u << 20;
inline constexpr std::uintmax_t maxWeightsBytes = 512u << 20;

/// A config file's text as a JSON object; InputError naming where otherwise.
nlohmann::json parseConfigObject(const std::string& text, const std::string& where);

/// The arrays of weights.npz, each taken once, checked against the shape the config implies.
/// Errors name the file and the array ("weights.npz: norm.weight: shape (8), expected (48)").
class WeightReader
{
public:
    WeightReader(std::map<std::string, NdArray> arrays, std::string where);

    /// The array called name, of exactly this shape, with finite values.
    const NdArray& take(const std::string& name, const std::vector<std::size_t>& shape);
    /// A [rows, cols] array as a matrix (C order in the file).
    Matrix matrix(const std::string& name, int rows, int cols);
    /// An array of the given shape read in C order as a rows × cols matrix (rows · cols values):
    /// a Conv2d weight (d, C, s, s) as [d, C·s·s], a (1, n, d) parameter as [n, d].
    Matrix matrix(const std::string& name, const std::vector<std::size_t>& shape, int rows,
                  int cols);
    Vector vector(const std::string& name, int n);

private:
    std::map<std::string, NdArray> arrays_;
    std::string where_;
};

/// j[key] as a whole number from 1 to maximum; InputError naming where and the key otherwise.
int positiveInt(const nlohmann::json& j, const char* key, int maximum, const std::string& where);

/// The weights of an nn.MultiheadAttention (in_proj packs W_Q, W_K, W_V).
struct AttentionWeights
{
    Matrix inProjWeight; // [3d, d]: rows 0..d-1 give Q, d..2d-1 K, 2d..3d-1 V
    Vector inProjBias;
    Matrix outProjWeight; // [d, d]
    Vector outProjBias;
};
AttentionWeights readAttention(WeightReader& w, const std::string& prefix, int d);

struct NormWeights
{
    Vector weight, bias;
};
NormWeights readNorm(WeightReader& w, const std::string& prefix, int d);

/// linear1 and linear2 of an nn.TransformerEncoderLayer.
struct FeedForwardWeights
{
    Matrix linear1Weight; // [d_ff, d]
    Vector linear1Bias;
    Matrix linear2Weight; // [d, d_ff]
    Vector linear2Bias;
};
FeedForwardWeights readFeedForward(WeightReader& w, const std::string& prefix, int d, int ff);

/// LayerNorm over each row: (x − mean) / √(variance + ε) · γ + β (variance without Bessel's
/// correction, as nn.LayerNorm).
Matrix layerNorm(const Matrix& x, const NormWeights& norm, double eps);

/// A linear layer as PyTorch stores it: y = x·Wᵀ + b (W is [out, in]).
Matrix linear(const Matrix& x, const Matrix& w, const Vector& b);

/// Multi-head attention as nn.MultiheadAttention, without a mask, appending each head's Q, K,
/// V, scores and weights to record.
Matrix multiheadAttention(const AttentionWeights& a, int nhead, const Matrix& queries,
                          const Matrix& keysFrom, AttentionRecord* record);

} // namespace modelparts

} // namespace attnlab

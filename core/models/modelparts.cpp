#include "modelparts.h"

#include <cmath>
#include <stdexcept>

namespace attnlab {

namespace modelparts {

namespace {

std::string shapeText(const std::vector<std::size_t>& shape)
{
    NdArray a;
    a.shape = shape;
    return a.shapeText();
}

} // namespace

WeightReader::WeightReader(std::map<std::string, NdArray> arrays, std::string where)
    : arrays_(std::move(arrays)), where_(std::move(where))
{}

const NdArray& WeightReader::take(const std::string& name, const std::vector<std::size_t>& shape)
{
    const auto it = arrays_.find(name);
    if (it == arrays_.end())
        throw InputError(where_, TR_NOOP("Engine", "missing array '%1' (expected shape %2)"), name,
                         shapeText(shape));
    if (it->second.shape != shape)
        throw InputError(where_ + ": " + name, TR_NOOP("Engine", "shape %1, expected %2"),
                         it->second.shapeText(), shapeText(shape));
    for (const double v : it->second.data)
        if (!std::isfinite(v))
            throw InputError(where_ + ": " + name, TR_NOOP("Engine", "holds a NaN or an infinity"));
    return it->second;
}

Matrix WeightReader::matrix(const std::string& name, int rows, int cols)
{
    return matrix(name, {std::size_t(rows), std::size_t(cols)}, rows, cols);
}

Matrix WeightReader::matrix(const std::string& name, const std::vector<std::size_t>& shape,
                            int rows, int cols)
{
    const NdArray& a = take(name, shape);
    if (a.data.size() != std::size_t(rows) * std::size_t(cols))
        throw std::invalid_argument("WeightReader::matrix: the shape does not hold rows × cols");
    Matrix m(rows, cols);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            m(r, c) = a.data[std::size_t(r) * std::size_t(cols) + std::size_t(c)];
    return m;
}

Vector WeightReader::vector(const std::string& name, int n)
{
    const NdArray& a = take(name, {std::size_t(n)});
    return Eigen::Map<const Vector>(a.data.data(), n);
}

nlohmann::json parseConfigObject(const std::string& text, const std::string& where)
{
    nlohmann::json j;
    try {
        j = nlohmann::json::parse(text);
    } catch (const nlohmann::json::parse_error& e) {
        throw InputError(where, TR_NOOP("Engine", "not valid JSON: %1"), std::string(e.what()));
    }
    if (!j.is_object())
        throw InputError(where, TR_NOOP("Engine", "expected a JSON object"));
    return j;
}

int positiveInt(const nlohmann::json& j, const char* key, int maximum, const std::string& where)
{
    if (!j.contains(key))
        throw InputError(where, TR_NOOP("Engine", "missing \"%1\""), key);
    const nlohmann::json& v = j.at(key);
    if (!v.is_number_integer() || v.get<long long>() < 1 || v.get<long long>() > maximum)
        throw InputError(where + ": " + key,
                         TR_NOOP("Engine", "expected a whole number from 1 to %1, got %2"), maximum,
                         v.dump());
    return int(v.get<long long>());
}

AttentionWeights readAttention(WeightReader& w, const std::string& prefix, int d)
{
    AttentionWeights a;
    a.inProjWeight = w.matrix(prefix + ".in_proj_weight", 3 * d, d);
    a.inProjBias = w.vector(prefix + ".in_proj_bias", 3 * d);
    a.outProjWeight = w.matrix(prefix + ".out_proj.weight", d, d);
    a.outProjBias = w.vector(prefix + ".out_proj.bias", d);
    return a;
}

NormWeights readNorm(WeightReader& w, const std::string& prefix, int d)
{
    return NormWeights{w.vector(prefix + ".weight", d), w.vector(prefix + ".bias", d)};
}

FeedForwardWeights readFeedForward(WeightReader& w, const std::string& prefix, int d, int ff)
{
    return FeedForwardWeights{
        w.matrix(prefix + ".linear1.weight", ff, d), w.vector(prefix + ".linear1.bias", ff),
        w.matrix(prefix + ".linear2.weight", d, ff), w.vector(prefix + ".linear2.bias", d)};
}

Matrix layerNorm(const Matrix& x, const NormWeights& norm, double eps)
{
    Matrix out(x.rows(), x.cols());
    for (Eigen::Index r = 0; r < x.rows(); ++r) {
        const double mean = x.row(r).mean();
        const double var = (x.row(r).array() - mean).square().mean();
        out.row(r) = ((x.row(r).array() - mean) / std::sqrt(var + eps)).matrix();
        out.row(r) =
            (out.row(r).array() * norm.weight.transpose().array() + norm.bias.transpose().array())
                .matrix();
    }
    return out;
}

Matrix linear(const Matrix& x, const Matrix& w, const Vector& b)
{
    Matrix y = x * w.transpose();
    y.rowwise() += b.transpose();
    return y;
}

Matrix multiheadAttention(const AttentionWeights& a, int nhead, const Matrix& queries,
                          const Matrix& keysFrom, AttentionRecord* record)
{
    // Multi-head attention as nn.MultiheadAttention, full (no mask): for each head h,
    //   Q_h = X_q·W_Qhᵀ + b_Qh,  K_h = X_kv·W_Khᵀ + b_Kh,  V_h = X_kv·W_Vhᵀ + b_Vh
    //   A_h = softmax(Q_h·K_hᵀ / √d_k),  head_h = A_h·V_h
    //   out = [head_1 … head_H]·W_Oᵀ + b_O
    const auto d = a.outProjWeight.rows();
    const auto dk = d / nhead;
    const Matrix q = linear(queries, a.inProjWeight.topRows(d), a.inProjBias.head(d));
    const Matrix k = linear(keysFrom, a.inProjWeight.middleRows(d, d), a.inProjBias.segment(d, d));
    const Matrix v = linear(keysFrom, a.inProjWeight.bottomRows(d), a.inProjBias.tail(d));
    Matrix heads(queries.rows(), d);
    for (int h = 0; h < nhead; ++h) {
        const Matrix qh = q.middleCols(h * dk, dk), kh = k.middleCols(h * dk, dk),
                     vh = v.middleCols(h * dk, dk);
        const Matrix scores = qh * kh.transpose() / std::sqrt(double(dk));
        Matrix weights = scores;
        for (Eigen::Index r = 0; r < weights.rows(); ++r) {
            // softmax of a row, shifted by its maximum: e^(s − max) / Σ e^(s − max)
            const double m = weights.row(r).maxCoeff();
            weights.row(r) = (weights.row(r).array() - m).exp().matrix();
            weights.row(r) /= weights.row(r).sum();
        }
        heads.middleCols(h * dk, dk) = weights * vh;
        record->q.push_back(qh);
        record->k.push_back(kh);
        record->v.push_back(vh);
        record->scores.push_back(scores);
        record->weights.push_back(weights);
    }
    return linear(heads, a.outProjWeight, a.outProjBias);
}

} // namespace modelparts

NdArray attentionStack(const std::vector<AttentionRecord>& layers)
{
    NdArray out;
    const std::size_t heads = layers.empty() ? 0 : layers.front().weights.size();
    const Matrix* first = heads > 0 ? &layers.front().weights.front() : nullptr;
    const auto nq = first ? static_cast<std::size_t>(first->rows()) : 0;
    const auto nk = first ? static_cast<std::size_t>(first->cols()) : 0;
    out.shape = {layers.size(), heads, nq, nk};
    out.data.reserve(out.size());
    for (const AttentionRecord& layer : layers) {
        if (layer.weights.size() != heads)
            throw std::invalid_argument("attentionStack: layers with different numbers of heads");
        for (const Matrix& w : layer.weights) {
            if (static_cast<std::size_t>(w.rows()) != nq ||
                static_cast<std::size_t>(w.cols()) != nk)
                throw std::invalid_argument("attentionStack: maps of different shapes");
            // [layer][head][query][key], the key fastest (C order)
            for (Eigen::Index i = 0; i < w.rows(); ++i)
                for (Eigen::Index j = 0; j < w.cols(); ++j)
                    out.data.push_back(w(i, j));
        }
    }
    return out;
}

nlohmann::ordered_json attentionJson(const std::vector<AttentionRecord>& layers)
{
    nlohmann::ordered_json out = nlohmann::ordered_json::array();
    for (const AttentionRecord& layer : layers) {
        nlohmann::ordered_json heads = nlohmann::ordered_json::array();
        for (const Matrix& w : layer.weights) {
            nlohmann::ordered_json rows = nlohmann::ordered_json::array();
            for (Eigen::Index r = 0; r < w.rows(); ++r) {
                nlohmann::ordered_json row = nlohmann::ordered_json::array();
                for (Eigen::Index c = 0; c < w.cols(); ++c)
                    row.push_back(w(r, c));
                rows.push_back(std::move(row));
            }
            heads.push_back(std::move(rows));
        }
        out.push_back(std::move(heads));
    }
    return out;
}

} // namespace attnlab

#include "rollout.h"

#include "inputerror.h"
#include "matrixtext.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace attnlab {

namespace {

std::string place(const std::string& where, const std::string& what)
{
    return where.empty() ? what : where + " " + what;
}

/// A whole number of a layer range ("" -> fallback).
int rangeNumber(const std::string& text, int fallback, const std::string& range,
                const std::string& where)
{
    if (text.empty())
        return fallback;
    int value = 0;
    for (const char c : text) {
        if (c < '0' || c > '9' || value > 1000000)
            throw InputError(where,
                             TR_NOOP("Engine", "expected a layer range a:b (whole numbers from 0, "
                                               "as a Python slice: 2:5 is layers 2, 3 and 4), "
                                               "got '%1'"),
                             range);
        value = value * 10 + (c - '0');
    }
    return value;
}

} // namespace

const char* headFusionId(HeadFusion fusion)
{
    switch (fusion) {
    case HeadFusion::Max:
        return "max";
    case HeadFusion::Min:
        return "min";
    case HeadFusion::Mean:
        break;
    }
    return "mean";
}

std::optional<HeadFusion> headFusionFromId(const std::string& id)
{
    for (const HeadFusion f : {HeadFusion::Mean, HeadFusion::Max, HeadFusion::Min})
        if (id == headFusionId(f))
            return f;
    return std::nullopt;
}

LayerRange resolveLayerRange(LayerRange range, int layers, const std::string& where)
{
    if (range.end == -1)
        range.end = layers;
    if (range.first < 0 || range.end < 0)
        throw InputError(where, TR_NOOP("Engine", "layers %1:%2: a layer index is negative"),
                         range.first, range.end);
    if (range.first >= range.end)
        throw InputError(where,
                         TR_NOOP("Engine", "layers %1:%2 hold no layer (a:b is layers a to b - "
                                           "1, as a Python slice)"),
                         range.first, range.end);
    if (range.end > layers)
        throw InputError(where,
                         TR_NOOP("Engine", "layers %1:%2: the weights have %3 layers (0 to %4)"),
                         range.first, range.end, layers, layers - 1);
    return range;
}

LayerRange parseLayerRange(const std::string& text, int layers, const std::string& where)
{
    const std::size_t colon = text.find(':');
    LayerRange range;
    if (colon == std::string::npos) {
        // "a": that layer alone
        if (text.empty())
            rangeNumber("x", 0, text, where); // refused with the usual message
        range.first = rangeNumber(text, 0, text, where);
        range.end = range.first + 1;
    } else {
        range.first = rangeNumber(text.substr(0, colon), 0, text, where);
        range.end = rangeNumber(text.substr(colon + 1), layers, text, where);
    }
    return resolveLayerRange(range, layers, where);
}

void requireSelfAttention(const AttentionMaps& maps, const std::string& where)
{
    if (maps.maps.empty())
        throw InputError(where, TR_NOOP("Engine", "no attention weights"));
    const int nq = maps.queryCount();
    const int nk = maps.keyCount();
    if (nq != nk)
        throw InputError(where,
                         TR_NOOP("Engine", "these maps are %1 x %2 (cross-attention): rollout, "
                                           "flow and head statistics need self-attention (n x n)"),
                         nq, nk);
    for (int l = 0; l < maps.layers; ++l)
        for (int h = 0; h < maps.heads; ++h) {
            const Matrix& m = maps.at(l, h);
            for (Eigen::Index i = 0; i < m.rows(); ++i)
                for (Eigen::Index j = 0; j < m.cols(); ++j) {
                    const double x = m(i, j);
                    if (std::isfinite(x) && x >= 0.0)
                        continue;
                    const std::string at = place(
                        where, "layer " + std::to_string(l) + ", head " + std::to_string(h) +
                                   ", row " + std::to_string(i) + ", column " + std::to_string(j));
                    if (std::isnan(x))
                        throw InputError(at, TR_NOOP("Engine", "NaN is not a weight"));
                    if (!std::isfinite(x))
                        throw InputError(at,
                                         TR_NOOP("Engine", "an infinite value is not a weight"));
                    throw InputError(at, TR_NOOP("Engine", "a negative weight (%1)"),
                                     NumberText{formatNumber(x, 6)});
                }
        }
}

Matrix fuseHeads(const AttentionMaps& maps, int layer, HeadFusion fusion)
{
    Matrix fused = maps.at(layer, 0);
    for (int h = 1; h < maps.heads; ++h) {
        const Matrix& a = maps.at(layer, h);
        switch (fusion) {
        case HeadFusion::Mean: // A = (1/H) Σ_h A_h: the sum here, divided below
            fused += a;
            break;
        case HeadFusion::Max: // A_ij = max_h A_h,ij
            fused = fused.cwiseMax(a);
            break;
        case HeadFusion::Min: // A_ij = min_h A_h,ij
            fused = fused.cwiseMin(a);
            break;
        }
    }
    if (fusion == HeadFusion::Mean)
        fused /= static_cast<double>(maps.heads);
    return fused;
}

Matrix withResidual(const Matrix& fused, double residual, const std::string& where)
{
    // (1 − α)·A + α·I
    Matrix a = (1.0 - residual) * fused;
    a.diagonal().array() += residual;
    // rownorm: each row divided by its sum
    for (Eigen::Index i = 0; i < a.rows(); ++i) {
        const double sum = a.row(i).sum();
        if (!(sum > 0.0))
            throw InputError(place(where, "row " + std::to_string(i)),
                             TR_NOOP("Engine", "every weight of the row is 0 and the residual is "
                                               "0: the row cannot be normalised (give a "
                                               "residual above 0)"));
        a.row(i) /= sum;
    }
    return a;
}

double maxRowSumDeviation(const Matrix& m)
{
    double worst = 0.0;
    for (Eigen::Index i = 0; i < m.rows(); ++i)
        worst = std::max(worst, std::abs(m.row(i).sum() - 1.0));
    return worst;
}

double RolloutResult::maxResidualRowSumDeviation() const
{
    return residualRowSumDeviation.empty()
               ? 0.0
               : *std::max_element(residualRowSumDeviation.begin(), residualRowSumDeviation.end());
}

int RolloutResult::maxResidualRowSumDeviationLayer() const
{
    if (residualRowSumDeviation.empty())
        return layers.first;
    return layers.first + static_cast<int>(std::max_element(residualRowSumDeviation.begin(),
                                                            residualRowSumDeviation.end()) -
                                           residualRowSumDeviation.begin());
}

RolloutResult attentionRollout(const AttentionMaps& maps, const RolloutOptions& options,
                               const std::string& where, const AnalysisProgress& progress)
{
    requireSelfAttention(maps, where);
    if (!(options.residual >= 0.0 && options.residual <= 1.0))
        throw InputError("residual",
                         TR_NOOP("Engine", "expected a number from 0 to 1 (the share of the "
                                           "identity in (1 - a) A + a I), got %1"),
                         NumberText{formatNumber(options.residual, 6)});
    RolloutResult result;
    result.layers = resolveLayerRange(options.layers, maps.layers, where);
    const long long total = result.layers.end - result.layers.first;
    for (int l = result.layers.first; l < result.layers.end; ++l) {
        if (progress.cancelled())
            throw JobStopped();
        // Â_l = rownorm((1 − α)·fuse_h(A_l,h) + α·I)
        Matrix hat = withResidual(fuseHeads(maps, l, options.fusion), options.residual,
                                  place(where, "layer " + std::to_string(l) + ","));
        result.residualRowSumDeviation.push_back(maxRowSumDeviation(hat));
        // J_a = Â_a; J_l = Â_l · J_{l−1}
        if (l == result.layers.first)
            result.rollout = hat;
        else
            result.rollout = (hat * result.rollout).eval();
        if (options.keepLayers) {
            result.cumulative.push_back(result.rollout);
            result.residualMaps.push_back(std::move(hat));
        }
        progress.step(l - result.layers.first + 1, total);
    }
    result.rolloutRowSumDeviation = maxRowSumDeviation(result.rollout);
    return result;
}

} // namespace attnlab

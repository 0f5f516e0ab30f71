#include "vitattention.h"

#include "attentionmaps.h"
#include "inputerror.h"
#include "rollout.h"
#include "vitmodel.h"

#include <QCoreApplication>

#include <algorithm>

namespace attnlab {

QString VitAttention::load()
{
    if (model_)
        return {};
    try {
        model_ = loadVitModel(vitModelDir());
    } catch (const std::exception& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

void VitAttention::classify(const ImagePixels& pixels)
{
    if (!model_)
        return;
    ImagePixels input = model_->fitPicture(pixels);
    if (result_ && input.values.rows() == input_.values.rows() &&
        input.values.cols() == input_.values.cols() && input.values == input_.values)
        return;
    pictureSize_ = {pixels.height, pixels.width};
    result_ = model_->classify(input);
    input_ = std::move(input);
}

int VitAttention::layers() const
{
    return result_ ? int(result_->layers.size()) : 0;
}

int VitAttention::heads() const
{
    return result_ && !result_->layers.empty() ? int(result_->layers.front().weights.size()) : 0;
}

int VitAttention::grid() const
{
    return model_ ? model_->config().gridSize() : 0;
}

namespace {

/// The map of one layer: a head's weights, or the mean of the heads (head < 0).
Matrix layerMap(const AttentionRecord& layer, int head)
{
    if (head >= 0)
        return layer.weights.at(std::size_t(head));
    Matrix mean = Matrix::Zero(layer.weights.front().rows(), layer.weights.front().cols());
    for (const Matrix& w : layer.weights)
        mean += w;
    return mean / double(layer.weights.size());
}

} // namespace

std::vector<double> VitAttention::patchMap(int layer, int head, int token) const
{
    std::vector<double> values;
    if (!result_ || layer < 0 || layer > layers() || token < 0)
        return values;
    Matrix map;
    if (layer == layers()) {
        // Rollout: Â_l = rownorm(0.5·mean_h A_l + 0.5·I), J = Â_{L−1} ⋯ Â_0
        AttentionMaps maps;
        maps.layers = layers();
        maps.heads = heads();
        for (const AttentionRecord& r : result_->layers)
            for (const Matrix& w : r.weights)
                maps.maps.push_back(w);
        map = attentionRollout(maps, RolloutOptions{}).rollout;
    } else {
        map = layerMap(result_->layers.at(std::size_t(layer)), head);
    }
    if (token >= map.rows())
        return values;
    values.reserve(std::size_t(map.cols() - 1));
    for (Eigen::Index c = 1; c < map.cols(); ++c) // the patches: every token but the class token
        values.push_back(map(token, c));
    return values;
}

QString VitAttention::answerText() const
{
    if (!result_ || !model_)
        return {};
    std::vector<int> seen;
    for (int c = 0; c < int(result_->probabilities.size()); ++c)
        if (result_->probabilities(c) >= 0.5)
            seen.push_back(c);
    std::sort(seen.begin(), seen.end(), [this](int a, int b) {
        return result_->probabilities(a) > result_->probabilities(b);
    });
    QStringList parts;
    for (int c : seen)
        parts << QStringLiteral("%1 %2")
                     .arg(QString::fromStdString(model_->config().classes.at(std::size_t(c))))
                     .arg(result_->probabilities(c), 0, 'f', 2);
    return parts.isEmpty() ? QCoreApplication::translate("attnlab::ImageLab", "nothing it knows")
                           : parts.join(QStringLiteral(", "));
}

Scenario VitAttention::headScenario(int layer, int head) const
{
    Scenario s;
    if (!result_ || layer < 0 || layer >= layers() || head < 0 || head >= heads())
        return s;
    const AttentionRecord& r = result_->layers.at(std::size_t(layer));
    const auto h = std::size_t(head);
    s.kind = InputKind::Matrices;
    s.q = r.q[h];
    s.k = r.k[h];
    s.v = r.v[h];
    s.heads = 1;
    s.queryTokens = s.keyTokens = result_->tokens;
    s.title = QCoreApplication::translate("attnlab::ImageLab",
                                          "Trained vision transformer: layer %1, head %2")
                  .arg(layer + 1)
                  .arg(head)
                  .toStdString();
    s.description =
        QCoreApplication::translate(
            "attnlab::ImageLab",
            "Q, K and V of one head of the trained ViT on the picture (%1 × %2, resized to %3 × "
            "%3): the class token “CLS” and the %4 patches. The step-by-step view "
            "computes softmax(QKᵀ/√d_k)V from them: the model's own weights.")
            .arg(pictureSize_.second)
            .arg(pictureSize_.first)
            .arg(model_->config().imageSize)
            .arg(grid() * grid())
            .toStdString();
    return s;
}

} // namespace attnlab

#include "vit.h"

#include "fileread.h"

#include <cmath>
#include <numbers>
#include <set>

namespace attnlab {

using modelparts::layerNorm;
using modelparts::linear;
using modelparts::maxConfigBytes;
using modelparts::maxDModel;
using modelparts::maxFeedforward;
using modelparts::maxWeightsBytes;
using modelparts::positiveInt;
using modelparts::WeightReader;

namespace {

// Generous bounds: a config beyond them is refused before anything is allocated.
constexpr int maxImageSize = 1024;
constexpr int maxTokens = 4097;
constexpr int maxLayers = 24;
constexpr std::size_t maxClasses = 100000;
constexpr const char* formatTag = "attnlab-vit-1";

std::vector<double> numbers(const nlohmann::json& j, const char* key, int n, bool positive,
                            const std::string& where)
{
    if (!j.contains(key) || !j.at(key).is_array() || int(j.at(key).size()) != n)
        throw InputError(where + ": " + key,
                         TR_NOOP("Engine", "expected a list of %1 numbers (one per channel)"), n);
    std::vector<double> out;
    for (const nlohmann::json& v : j.at(key)) {
        if (!v.is_number() || !std::isfinite(v.get<double>()) || (positive && v.get<double>() <= 0))
            throw InputError(where + ": " + key,
                             positive ? TR_NOOP("Engine", "expected positive numbers, got %1")
                                      : TR_NOOP("Engine", "expected finite numbers, got %1"),
                             v.dump());
        out.push_back(v.get<double>());
    }
    return out;
}

std::string oneOf(const nlohmann::json& j, const char* key, const std::set<std::string>& allowed,
                  const std::string& where)
{
    std::string known;
    for (const std::string& a : allowed)
        known += (known.empty() ? "" : ", ") + a;
    if (!j.contains(key) || !j.at(key).is_string() || !allowed.count(j.at(key).get<std::string>()))
        throw InputError(where + ": " + key, TR_NOOP("Engine", "expected one of %1, got %2"), known,
                         j.contains(key) ? j.at(key).dump() : std::string("nothing"));
    return j.at(key).get<std::string>();
}

VitConfig parseConfig(const std::string& text, const std::string& where)
{
    const nlohmann::json j = modelparts::parseConfigObject(text, where);
    if (!j.contains("format") || j.at("format") != formatTag)
        throw InputError(
            where + ": format", TR_NOOP("Engine", "expected \"%1\" (a vision transformer), got %2"),
            formatTag, j.contains("format") ? j.at("format").dump() : std::string("nothing"));
    VitConfig c;
    c.imageSize = positiveInt(j, "image_size", maxImageSize, where);
    c.patchSize = positiveInt(j, "patch_size", maxImageSize, where);
    c.channels = positiveInt(j, "channels", 3, where);
    c.dModel = positiveInt(j, "d_model", maxDModel, where);
    c.nhead = positiveInt(j, "nhead", maxDModel, where);
    c.numLayers = positiveInt(j, "num_layers", maxLayers, where);
    c.dimFeedforward = positiveInt(j, "dim_feedforward", maxFeedforward, where);
    if (c.channels != 3)
        throw InputError(where + ": channels",
                         TR_NOOP("Engine", "expected 3 (RGB pictures), got %1"), c.channels);
    if (c.imageSize % c.patchSize != 0)
        throw InputError(where + ": patch_size",
                         TR_NOOP("Engine", "image_size (%1) is not a multiple of patch_size (%2)"),
                         c.imageSize, c.patchSize);
    if (c.tokens() > maxTokens)
        throw InputError(where + ": patch_size",
                         TR_NOOP("Engine", "%1 tokens; at most %2 are read"), c.tokens(),
                         maxTokens);
    if (c.dModel % c.nhead != 0)
        throw InputError(where + ": nhead",
                         TR_NOOP("Engine", "d_model (%1) is not a multiple of nhead (%2)"),
                         c.dModel, c.nhead);
    c.activation = oneOf(j, "activation", {"gelu", "relu"}, where);
    if (!j.contains("layer_norm_eps") || !j.at("layer_norm_eps").is_number() ||
        !(j.at("layer_norm_eps").get<double>() > 0) ||
        !std::isfinite(j.at("layer_norm_eps").get<double>()))
        throw InputError(
            where + ": layer_norm_eps", TR_NOOP("Engine", "expected a positive number, got %1"),
            j.contains("layer_norm_eps") ? j.at("layer_norm_eps").dump() : std::string("nothing"));
    c.layerNormEps = j.at("layer_norm_eps").get<double>();
    c.mean = numbers(j, "mean", c.channels, false, where);
    c.std = numbers(j, "std", c.channels, true, where);
    c.output = oneOf(j, "output", {"sigmoid", "softmax"}, where);
    if (!j.contains("classes") || !j.at("classes").is_array() || j.at("classes").empty() ||
        j.at("classes").size() > maxClasses)
        throw InputError(where + ": classes",
                         TR_NOOP("Engine", "expected a non-empty list of class names"));
    std::set<std::string> seen;
    for (std::size_t i = 0; i < j.at("classes").size(); ++i) {
        const nlohmann::json& n = j.at("classes")[i];
        const std::string place = where + ": classes[" + std::to_string(i) + "]";
        if (!n.is_string() || n.get<std::string>().empty())
            throw InputError(place, TR_NOOP("Engine", "expected a non-empty string, got %1"),
                             n.dump());
        if (!seen.insert(n.get<std::string>()).second)
            throw InputError(place, TR_NOOP("Engine", "duplicate class \"%1\""),
                             n.get<std::string>());
        c.classes.push_back(n.get<std::string>());
    }
    c.training = j.value("training", nlohmann::json::object());
    return c;
}

} // namespace

Vit Vit::load(const std::string& dir)
{
    const std::string configPath = dir + "/config.json";
    const std::string weightsPath = dir + "/weights.npz";
    // the config first: its problems are named before the weights are read
    const std::string config =
        readInputFile(configPath, maxConfigBytes, "a vision transformer config");
    const std::string weights =
        readInputFile(weightsPath, maxWeightsBytes, "a vision transformer weights file");
    return fromBytes(config, configPath, weights, weightsPath);
}

Vit Vit::fromBytes(const std::string& configJson, const std::string& configWhere,
                   const std::string& npzBytes, const std::string& weightsWhere)
{
    parseConfig(configJson, configWhere); // a bad config is reported before the weights
    return fromArrays(configJson, configWhere, readNpz(npzBytes, weightsWhere), weightsWhere);
}

Vit Vit::fromArrays(const std::string& configJson, const std::string& configWhere,
                    std::map<std::string, NdArray> arrays, const std::string& weightsWhere)
{
    Vit m;
    m.config_ = parseConfig(configJson, configWhere);
    const VitConfig& c = m.config_;
    WeightReader w(std::move(arrays), weightsWhere);
    const auto d = std::size_t(c.dModel), C = std::size_t(c.channels), s = std::size_t(c.patchSize),
               T = std::size_t(c.tokens());
    m.patchWeight_ = w.matrix("patch_embed.weight", {d, C, s, s}, c.dModel, int(C * s * s));
    m.patchBias_ = w.vector("patch_embed.bias", c.dModel);
    m.clsToken_ = w.matrix("cls_token", {1, 1, d}, 1, c.dModel).row(0).transpose();
    m.posEmbed_ = w.matrix("pos_embed", {1, T, d}, int(T), c.dModel);
    for (int i = 0; i < c.numLayers; ++i) {
        const std::string p = "encoder.layers." + std::to_string(i);
        m.layers_.push_back({modelparts::readNorm(w, p + ".norm1", c.dModel),
                             modelparts::readAttention(w, p + ".self_attn", c.dModel),
                             modelparts::readNorm(w, p + ".norm2", c.dModel),
                             modelparts::readFeedForward(w, p, c.dModel, c.dimFeedforward)});
    }
    m.norm_ = modelparts::readNorm(w, "norm", c.dModel);
    m.headWeight_ = w.matrix("head.weight", int(c.classes.size()), c.dModel);
    m.headBias_ = w.vector("head.bias", int(c.classes.size()));
    return m;
}

std::vector<std::string> Vit::tokenLabels() const
{
    std::vector<std::string> out{"CLS"};
    const int g = config_.gridSize();
    for (int r = 0; r < g; ++r)
        for (int col = 0; col < g; ++col)
            out.push_back("p(" + std::to_string(r) + "," + std::to_string(col) + ")");
    return out;
}

ImagePixels Vit::fitPicture(const ImagePixels& picture) const
{
    if (picture.height == config_.imageSize && picture.width == config_.imageSize)
        return picture;
    return resizeArea(picture, config_.imageSize, config_.imageSize);
}

VitResult Vit::classify(const ImagePixels& picture) const
{
    const VitConfig& c = config_;
    if (picture.height != c.imageSize || picture.width != c.imageSize ||
        picture.channels != c.channels || picture.values.rows() != c.channels ||
        picture.values.cols() != Eigen::Index(c.imageSize) * c.imageSize)
        throw InputError("picture",
                         TR_NOOP("Engine",
                                 "%1 × %2 pixels with %3 channels; this model reads %4 × %4 "
                                 "with %5 (resize it first)"),
                         picture.width, picture.height, picture.channels, c.imageSize, c.channels);
    VitResult out;
    out.tokens = tokenLabels();

    // Normalise each channel: x' = (x − mean_c) / std_c
    ImagePixels x = picture;
    for (int ch = 0; ch < c.channels; ++ch)
        x.values.row(ch) =
            (x.values.row(ch).array() - c.mean[std::size_t(ch)]) / c.std[std::size_t(ch)];

    // Patch embedding, the Conv2d with kernel = stride = s as a matrix product: each patch's
    // C·s·s pixels (channel, row, column) times the flattened kernel, e_p = W·patch_p + b;
    // then the tokens [CLS, p(0,0), p(0,1), …] plus their learned positions:
    //   z_0 = [x_cls; e_1; …; e_N] + E_pos
    const Matrix patches = unfoldPatches(x, c.patchSize);
    Matrix z(c.tokens(), c.dModel);
    z.row(0) = clsToken_.transpose();
    z.bottomRows(patches.rows()) = linear(patches, patchWeight_, patchBias_);
    z += posEmbed_;

    // Encoder, pre-norm (nn.TransformerEncoderLayer, norm_first=True):
    //   z = z + MultiHeadAttention(LayerNorm1(z)),  Attention(Q,K,V) = softmax(QKᵀ/√d_k)V
    //   z = z + W2·act(W1·LayerNorm2(z) + b1) + b2,  act = GELU(u) = u·Φ(u) = ½u(1 + erf(u/√2))
    for (const EncoderLayer& layer : layers_) {
        out.layers.emplace_back();
        const Matrix y = layerNorm(z, layer.norm1, c.layerNormEps);
        z += modelparts::multiheadAttention(layer.selfAttn, c.nhead, y, y, &out.layers.back());
        Matrix hidden = linear(layerNorm(z, layer.norm2, c.layerNormEps), layer.ff.linear1Weight,
                               layer.ff.linear1Bias);
        if (c.activation == "gelu")
            hidden = hidden.unaryExpr(
                [](double u) { return 0.5 * u * (1 + std::erf(u / std::numbers::sqrt2)); });
        else
            hidden = hidden.cwiseMax(0.0); // ReLU
        z += linear(hidden, layer.ff.linear2Weight, layer.ff.linear2Bias);
    }

    // The class token's final state decides: logits = LayerNorm(z_0[CLS])·W_headᵀ + b_head,
    // then p_c = σ(logit_c) = 1 / (1 + e^(−logit_c)) per class (or a softmax over them)
    const Matrix cls = layerNorm(z.topRows(1), norm_, c.layerNormEps);
    out.logits = linear(cls, headWeight_, headBias_).row(0).transpose();
    if (c.output == "sigmoid") {
        out.probabilities = out.logits.unaryExpr([](double l) { return 1 / (1 + std::exp(-l)); });
    } else {
        out.probabilities = (out.logits.array() - out.logits.maxCoeff()).exp().matrix();
        out.probabilities /= out.probabilities.sum();
    }
    return out;
}

ImagePixels imagePixelsFromArray(const NdArray& hwc, const std::string& where)
{
    if (hwc.ndim() != 3 || hwc.shape[0] < 1 || hwc.shape[1] < 1 || hwc.shape[2] < 1 ||
        hwc.shape[0] > std::size_t(limits::maxImageSide) ||
        hwc.shape[1] > std::size_t(limits::maxImageSide) || hwc.shape[2] > 4)
        throw InputError(where,
                         TR_NOOP("Engine", "shape %1; expected (height, width, channels) with "
                                           "1 to 4 channels"),
                         hwc.shapeText());
    ImagePixels p;
    p.height = int(hwc.shape[0]);
    p.width = int(hwc.shape[1]);
    p.channels = int(hwc.shape[2]);
    p.values.resize(p.channels, Eigen::Index(p.height) * p.width);
    for (std::size_t i = 0; i < std::size_t(p.height) * std::size_t(p.width); ++i)
        for (int ch = 0; ch < p.channels; ++ch)
            p.values(ch, Eigen::Index(i)) = hwc.data[i * std::size_t(p.channels) + std::size_t(ch)];
    return p;
}

} // namespace attnlab

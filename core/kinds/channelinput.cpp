#include "channelinput.h"

#include "inputerror.h"
#include "matrixjson.h"
#include "sizelimits.h"
#include "torchrandom.h"

#include <cmath>
#include <set>

namespace attnlab {

namespace {

using json = nlohmann::json;

bool same(const std::optional<Matrix>& a, const std::optional<Matrix>& b)
{
    if (a.has_value() != b.has_value())
        return false;
    return !a || (a->rows() == b->rows() && a->cols() == b->cols() && *a == *b);
}

bool same(const std::optional<Vector>& a, const std::optional<Vector>& b)
{
    if (a.has_value() != b.has_value())
        return false;
    return !a || (a->size() == b->size() && *a == *b);
}

// A whole number in [lo, hi]; 4 and 4.0 are accepted, 4.5 is not.
long long readWhole(const json& j, const std::string& where, long long lo, long long hi)
{
    if (!j.is_number())
        throw InputError(where, TR_NOOP("Engine", "expected a whole number, got %1"),
                         describeJson(j));
    const double d = j.get<double>();
    if (!std::isfinite(d) || d != std::floor(d))
        throw InputError(where, TR_NOOP("Engine", "expected a whole number, got %1"),
                         describeJson(j));
    if (d < static_cast<double>(lo))
        throw InputError(where, TR_NOOP("Engine", "expected at least %1, got %2"), lo,
                         describeJson(j));
    if (d > static_cast<double>(hi))
        throw InputError(where, TR_NOOP("Engine", "expected at most %1, got %2"), hi,
                         describeJson(j));
    if (j.is_number_unsigned())
        return static_cast<long long>(j.get<unsigned long long>());
    if (j.is_number_integer())
        return j.get<long long>();
    return static_cast<long long>(d);
}

/// "feature_map": C × H × W nested lists, stored as C × (H·W).
Matrix readTensor(const json& j, int& height, int& width)
{
    if (!j.is_array())
        throw InputError("feature_map",
                         j.is_string() || j.is_object()
                             ? TR_NOOP("Engine", "for \"kind\": \"se\" the input feature map as "
                                                 "C × H × W nested lists (channels of rows of "
                                                 "numbers), got %1 (a name or object is linear "
                                                 "attention's feature map φ)")
                             : TR_NOOP("Engine", "for \"kind\": \"se\" the input feature map as "
                                                 "C × H × W nested lists (channels of rows of "
                                                 "numbers), got %1"),
                         describeJson(j));
    if (j.empty())
        throw InputError("feature_map", TR_NOOP("Engine", "no channels"));
    if (j.size() > static_cast<std::size_t>(limits::maxChannels))
        throw InputError("feature_map", TR_NOOP("Engine", "%1 channels exceed the limit of %2"),
                         j.size(), limits::maxChannels);
    Matrix x;
    for (std::size_t c = 0; c < j.size(); ++c) {
        const std::string where = "feature_map[" + std::to_string(c) + "]";
        if (!j[c].is_array())
            throw InputError(where,
                             TR_NOOP("Engine", "expected a channel: an H × W list of rows, got %1"),
                             describeJson(j[c]));
        const Matrix map = matrixFromJson(j[c], where, limits::maxMapSide);
        if (map.cols() > limits::maxMapSide)
            throw InputError(where, TR_NOOP("Engine", "%1 columns exceed the limit of %2"),
                             map.cols(), limits::maxMapSide);
        if (c == 0) {
            height = static_cast<int>(map.rows());
            width = static_cast<int>(map.cols());
            if (static_cast<long long>(j.size()) * height * width > limits::maxChannelValues)
                throw InputError("feature_map", TR_NOOP("Engine", "more than %1 numbers"),
                                 limits::maxChannelValues);
            x.resize(static_cast<Eigen::Index>(j.size()), Eigen::Index{height} * width);
        } else if (map.rows() != height || map.cols() != width)
            throw InputError(where,
                             TR_NOOP("Engine", "is %1 × %2, channel 0 is %3 × %4: every channel "
                                               "has the same height and width"),
                             map.rows(), map.cols(), height, width);
        // row by row, as x.view(C, H·W)
        for (int i = 0; i < height; ++i)
            for (int k = 0; k < width; ++k)
                x(static_cast<Eigen::Index>(c), Eigen::Index{i} * width + k) = map(i, k);
    }
    return x;
}

LinearLayerSpec readLayer(const json& j, const std::string& where, Warnings& warnings)
{
    if (!j.is_object())
        throw InputError(where,
                         TR_NOOP("Engine", "expected {\"weight\": [[…]], \"bias\": […]}, got %1"),
                         describeJson(j));
    LinearLayerSpec layer;
    for (const auto& [key, value] : j.items()) {
        if (key == "weight")
            layer.weight = matrixFromJson(value, where + ".weight", limits::maxChannels);
        else if (key == "bias")
            layer.bias = vectorFromJson(value, where + ".bias", limits::maxChannels);
        else
            warnings.push_back(makeWarning(
                "unknown_key", -1, -1,
                Message(TR_NOOP("Engine", "%1: unknown key, ignored"), where + "." + key)));
    }
    return layer;
}

json layerToJson(const LinearLayerSpec& layer)
{
    json j = json::object();
    if (layer.weight)
        j["weight"] = matrixToJson(*layer.weight);
    if (layer.bias)
        j["bias"] = vectorToJson(*layer.bias);
    return j;
}

std::string shapeText(Eigen::Index rows, Eigen::Index cols)
{
    return std::to_string(rows) + " × " + std::to_string(cols);
}

} // namespace

bool LinearLayerSpec::operator==(const LinearLayerSpec& o) const
{
    return same(weight, o.weight) && same(bias, o.bias);
}

bool ChannelSpec::operator==(const ChannelSpec& o) const
{
    if (source != o.source || reduction != o.reduction || seed != o.seed || !(fc1 == o.fc1) ||
        !(fc2 == o.fc2))
        return false;
    if (source == Source::Random)
        return channels == o.channels && height == o.height && width == o.width;
    if (source == Source::Image)
        return image == o.image;
    return height == o.height && width == o.width && values.rows() == o.values.rows() &&
           values.cols() == o.values.cols() && values == o.values;
}

bool isChannelKey(const std::string& key)
{
    static const std::set<std::string> keys = {"feature_map", "random", "image", "reduction",
                                               "fc1",         "fc2",    "seed"};
    return keys.count(key) > 0;
}

ChannelSpec readChannelSpec(const json& j, Warnings& warnings)
{
    for (const char* key : {"q", "k", "v", "npz", "sentences"})
        if (j.contains(key))
            throw InputError(
                key, TR_NOOP("Engine",
                             "\"kind\": \"se\" attends over the channels of a feature map: give "
                             "\"feature_map\" (C × H × W) or \"random\", not q, k and v"));
    const bool tensor = j.contains("feature_map");
    const bool random = j.contains("random");
    const bool image = j.contains("image");
    if (int(tensor) + int(random) + int(image) != 1)
        throw InputError(tensor ? "random" : "feature_map",
                         tensor || random
                             ? TR_NOOP("Engine", "give only one of \"feature_map\", \"random\" and "
                                                 "\"image\"")
                             : TR_NOOP("Engine",
                                       "missing: the input of \"kind\": \"se\", C × H × W "
                                       "nested lists, or \"random\": {\"seed\": 0, "
                                       "\"channels\": 8, \"height\": 4, \"width\": 4}, or "
                                       "\"image\": {\"path\": \"ball.png\", \"stride\": 4}"));
    ChannelSpec s;
    if (image) {
        s.source = ChannelSpec::Source::Image;
        s.image = imageSpecFromJson(j["image"], "image", warnings);
        if (s.image.objectQueries || !s.image.prompt.empty())
            throw InputError(s.image.objectQueries ? "image.object_queries" : "image.prompt",
                             TR_NOOP("Engine", "channel attention re-weights the channels of the "
                                               "patches: no queries and no prompt"));
        if (j.contains("seed"))
            s.seed = static_cast<std::uint64_t>(
                readWhole(j["seed"], "seed", 0, 9007199254740991LL)); // 2^53 - 1
    } else if (tensor) {
        s.source = ChannelSpec::Source::Tensor;
        s.values = readTensor(j["feature_map"], s.height, s.width);
        s.channels = static_cast<int>(s.values.rows());
        if (j.contains("seed"))
            s.seed = static_cast<std::uint64_t>(
                readWhole(j["seed"], "seed", 0, 9007199254740991LL)); // 2^53 - 1
    } else {
        const json& r = j["random"];
        if (!r.is_object())
            throw InputError(
                "random",
                TR_NOOP("Engine", "for \"kind\": \"se\" expected an object such as {\"seed\": 0, "
                                  "\"channels\": 8, \"height\": 4, \"width\": 4}, got %1"),
                describeJson(r));
        s.source = ChannelSpec::Source::Random;
        for (const auto& [key, value] : r.items()) {
            if (key == "generator") {
                const std::string g = readString(value, "random.generator");
                if (g != "torch")
                    throw InputError("random.generator",
                                     TR_NOOP("Engine", "only \"torch\" is supported, got \"%1\""),
                                     g);
            } else if (key == "seed")
                s.seed = static_cast<std::uint64_t>(
                    readWhole(value, "random.seed", 0, 9007199254740991LL));
            else if (key == "channels")
                s.channels =
                    static_cast<int>(readWhole(value, "random.channels", 1, limits::maxChannels));
            else if (key == "height")
                s.height =
                    static_cast<int>(readWhole(value, "random.height", 1, limits::maxMapSide));
            else if (key == "width")
                s.width = static_cast<int>(readWhole(value, "random.width", 1, limits::maxMapSide));
            else if (key == "tokens" || key == "dim")
                throw InputError("random." + key,
                                 TR_NOOP("Engine",
                                         "\"kind\": \"se\" draws channels × height × width: give "
                                         "\"channels\", \"height\" and \"width\""));
            else
                warnings.push_back(makeWarning(
                    "unknown_key", -1, -1,
                    Message(TR_NOOP("Engine", "%1: unknown key, ignored"), "random." + key)));
        }
        if (static_cast<long long>(s.channels) * s.height * s.width > limits::maxChannelValues)
            throw InputError("random", TR_NOOP("Engine", "more than %1 numbers"),
                             limits::maxChannelValues);
        if (j.contains("seed"))
            throw InputError(
                "seed",
                TR_NOOP("Engine",
                        "with \"random\" the weights are drawn from its seed; remove \"seed\""));
    }
    if (j.contains("reduction"))
        s.reduction =
            static_cast<int>(readWhole(j["reduction"], "reduction", 1, limits::maxChannels));
    if (j.contains("fc1"))
        s.fc1 = readLayer(j["fc1"], "fc1", warnings);
    if (j.contains("fc2"))
        s.fc2 = readLayer(j["fc2"], "fc2", warnings);
    return s;
}

void writeChannelSpec(const ChannelSpec& s, json& j)
{
    if (s.source == ChannelSpec::Source::Image) {
        j["image"] = imageSpecToJson(s.image);
        if (s.seed != 0)
            j["seed"] = s.seed;
    } else if (s.source == ChannelSpec::Source::Tensor) {
        json tensor = json::array();
        for (Eigen::Index c = 0; c < s.values.rows(); ++c) {
            Matrix map(s.height, s.width);
            for (int i = 0; i < s.height; ++i)
                for (int k = 0; k < s.width; ++k)
                    map(i, k) = s.values(c, Eigen::Index{i} * s.width + k);
            tensor.push_back(matrixToJson(map));
        }
        j["feature_map"] = std::move(tensor);
        if (s.seed != 0)
            j["seed"] = s.seed;
    } else {
        j["random"] = {{"generator", "torch"},
                       {"seed", s.seed},
                       {"channels", s.channels},
                       {"height", s.height},
                       {"width", s.width}};
    }
    j["reduction"] = s.reduction;
    if (s.fc1.weight || s.fc1.bias)
        j["fc1"] = layerToJson(s.fc1);
    if (s.fc2.weight || s.fc2.bias)
        j["fc2"] = layerToJson(s.fc2);
}

void resolveExcitation(const ChannelSpec& s, ChannelInput& in)
{
    const int c = in.channels();
    const int r = s.reduction;
    if (r < 1 || r > c || c % r != 0)
        throw InputError("reduction",
                         TR_NOOP("Engine", "%1 channels cannot be reduced by %2: the reduction "
                                           "must divide the channels (C/r units)"),
                         c, r);
    const int hidden = c / r;
    in.reduction = r;
    const Eigen::Index w1 = Eigen::Index{hidden} * c;
    const auto check = [](const Matrix& m, Eigen::Index rows, Eigen::Index cols,
                          const std::string& where) {
        if (m.rows() != rows || m.cols() != cols)
            throw InputError(where,
                             TR_NOOP("Engine", "is %1, expected %2 (out × in, as nn.Linear)"),
                             shapeText(m.rows(), m.cols()), shapeText(rows, cols));
    };
    if (!s.fc1.weight || !s.fc2.weight) {
        if (2 * w1 < static_cast<Eigen::Index>(TorchGenerator::minCount))
            throw InputError(s.fc1.weight ? "fc2.weight" : "fc1.weight",
                             TR_NOOP("Engine",
                                     "missing, and 2·C·C/r = %1 weights are too few to draw as "
                                     "PyTorch does (at least 16); give the weights"),
                             2 * w1);
        // torch.manual_seed(s + 1); w = torch.randn(2·C·C/r):
        //   W₁ = w[:C·C/r].view(C/r, C) / √C,  W₂ = w[C·C/r:].view(C, C/r) / √(C/r)
        TorchGenerator generator(s.seed + 1);
        const std::vector<float> w = generator.randn(static_cast<std::size_t>(2 * w1));
        in.fc1Weight.resize(hidden, c);
        in.fc2Weight.resize(c, hidden);
        for (int o = 0; o < hidden; ++o)
            for (int i = 0; i < c; ++i)
                in.fc1Weight(o, i) = static_cast<double>(w[static_cast<std::size_t>(o * c + i)]);
        for (int o = 0; o < c; ++o)
            for (int i = 0; i < hidden; ++i)
                in.fc2Weight(o, i) =
                    static_cast<double>(w[static_cast<std::size_t>(w1 + o * hidden + i)]);
        // the float32 draws divided in double (w.double() / math.sqrt(fan_in))
        in.fc1Weight /= std::sqrt(static_cast<double>(c));
        in.fc2Weight /= std::sqrt(static_cast<double>(hidden));
    }
    if (s.fc1.weight) {
        check(*s.fc1.weight, hidden, c, "fc1.weight");
        in.fc1Weight = *s.fc1.weight;
    }
    if (s.fc2.weight) {
        check(*s.fc2.weight, c, hidden, "fc2.weight");
        in.fc2Weight = *s.fc2.weight;
    }
    in.fc1Bias = Vector::Zero(hidden);
    in.fc2Bias = Vector::Zero(c);
    if (s.fc1.bias) {
        if (s.fc1.bias->size() != hidden)
            throw InputError("fc1.bias", TR_NOOP("Engine", "%1 numbers, expected C/r = %2"),
                             s.fc1.bias->size(), hidden);
        in.fc1Bias = *s.fc1.bias;
    }
    if (s.fc2.bias) {
        if (s.fc2.bias->size() != c)
            throw InputError("fc2.bias", TR_NOOP("Engine", "%1 numbers, expected C = %2"),
                             s.fc2.bias->size(), c);
        in.fc2Bias = *s.fc2.bias;
    }
}

ChannelInput resolveChannelInput(const ChannelSpec& s)
{
    ChannelInput in;
    in.height = s.height;
    in.width = s.width;
    if (s.source == ChannelSpec::Source::Image) {
        throw InputError("image",
                         TR_NOOP("Engine", "a picture's channels are read by resolveScenario, "
                                           "which knows the scenario's folder"));
    } else if (s.source == ChannelSpec::Source::Tensor) {
        in.x = s.values;
    } else {
        const long long count = static_cast<long long>(s.channels) * s.height * s.width;
        if (count < static_cast<long long>(TorchGenerator::minCount))
            throw InputError(
                "random",
                TR_NOOP("Engine",
                        "%1 × %2 × %3 = %4 numbers; at least 16 are needed to match PyTorch"),
                s.channels, s.height, s.width, count);
        // torch.manual_seed(s); x = torch.randn(C, H, W), as C × (H·W)
        in.x = torchRandn(s.seed, s.channels, s.height * s.width);
    }
    resolveExcitation(s, in);
    return in;
}

ChannelSpec withReduction(const ChannelSpec& spec, int reduction, int channels)
{
    ChannelSpec s = spec;
    s.reduction = reduction;
    const int hidden = reduction > 0 ? channels / reduction : 0;
    if (s.fc1.weight && s.fc1.weight->rows() != hidden)
        s.fc1.weight.reset();
    if (s.fc1.bias && s.fc1.bias->size() != hidden)
        s.fc1.bias.reset();
    if (s.fc2.weight && s.fc2.weight->cols() != hidden)
        s.fc2.weight.reset();
    return s;
}

long long seWeightCount(int channels, int reduction)
{
    // W₁: (C/r) × C and W₂: C × (C/r)
    return 2LL * channels * (channels / reduction);
}

long long seParameterCount(int channels, int reduction)
{
    // 2·C²/r weights, C/r + C biases
    return seWeightCount(channels, reduction) + channels / reduction + channels;
}

long long seResNet50ExtraWeights(int reduction)
{
    // ResNet-50's four stages: (channels, blocks)
    const int stages[4][2] = {{256, 3}, {512, 4}, {1024, 6}, {2048, 3}};
    long long total = 0;
    for (const auto& stage : stages)
        total += stage[1] * seWeightCount(stage[0], reduction);
    return total;
}

} // namespace attnlab

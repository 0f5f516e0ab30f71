#include "deformableinput.h"

#include "channelinput.h"
#include "inputerror.h"
#include "matrixjson.h"
#include "sizelimits.h"
#include "torchrandom.h"

#include <cmath>
#include <numbers>
#include <set>

namespace attnlab {

namespace {

using json = nlohmann::json;

bool same(const Matrix& a, const Matrix& b)
{
    return a.rows() == b.rows() && a.cols() == b.cols() && a == b;
}

/// A nested list of numbers of `rank` levels, rectangular: its shape and its numbers in
/// row-major order. where names the key; each bad place is named by its indices.
struct Nested
{
    std::vector<int> shape;
    std::vector<double> numbers;
};

void readLevel(const json& j, const std::string& where, int level, int rank, Nested& out,
               long long maxNumbers)
{
    if (level == rank) {
        if (!j.is_number())
            throw InputError(where, TR_NOOP("Engine", "expected a number, got %1"),
                             describeJson(j));
        const double x = j.get<double>();
        if (!std::isfinite(x) || std::abs(x) > limits::maxAbsValue)
            throw InputError(where, TR_NOOP("Engine", "not a finite number within 1e12"));
        if (static_cast<long long>(out.numbers.size()) >= maxNumbers)
            throw InputError(where, TR_NOOP("Engine", "more than %1 numbers"), maxNumbers);
        out.numbers.push_back(x);
        return;
    }
    if (!j.is_array() || j.empty())
        throw InputError(
            where,
            TR_NOOP("Engine", "expected a non-empty list (%1 more levels of nesting), got %2"),
            rank - level, describeJson(j));
    const auto size = static_cast<long long>(j.size());
    if (size > maxNumbers)
        throw InputError(where, TR_NOOP("Engine", "more than %1 entries"), maxNumbers);
    if (static_cast<int>(out.shape.size()) == level)
        out.shape.push_back(static_cast<int>(size));
    else if (out.shape[static_cast<std::size_t>(level)] != size)
        throw InputError(
            where,
            TR_NOOP(
                "Engine",
                "has %1 entries, the first has %2: every list at one level has the same length"),
            size, out.shape[static_cast<std::size_t>(level)]);
    for (std::size_t i = 0; i < j.size(); ++i)
        readLevel(j[i], where + "[" + std::to_string(i) + "]", level + 1, rank, out, maxNumbers);
}

Nested readNested(const json& j, const std::string& where, int rank, long long maxNumbers)
{
    Nested n;
    readLevel(j, where, 0, rank, n, maxNumbers);
    return n;
}

/// The numbers as rows of the first dimension: shape[0] × (the rest).
Matrix asRows(const Nested& n)
{
    const Eigen::Index rows = n.shape[0];
    const Eigen::Index cols = static_cast<Eigen::Index>(n.numbers.size()) / rows;
    Matrix m(rows, cols);
    for (Eigen::Index r = 0; r < rows; ++r)
        for (Eigen::Index c = 0; c < cols; ++c)
            m(r, c) = n.numbers[static_cast<std::size_t>(r * cols + c)];
    return m;
}

json rowsToNested(const Matrix& m, const std::vector<int>& shape)
{
    // rebuild the nested lists of `shape` from the row-major numbers
    std::vector<double> flat;
    flat.reserve(static_cast<std::size_t>(m.size()));
    for (Eigen::Index r = 0; r < m.rows(); ++r)
        for (Eigen::Index c = 0; c < m.cols(); ++c)
            flat.push_back(m(r, c));
    std::size_t next = 0;
    const auto build = [&](const auto& self, std::size_t level) -> json {
        json a = json::array();
        for (int i = 0; i < shape[level]; ++i)
            a.push_back(level + 1 == shape.size() ? json(flat[next++]) : self(self, level + 1));
        return a;
    };
    return build(build, 0);
}

std::string shapeText(const std::vector<int>& shape)
{
    std::string s;
    for (std::size_t i = 0; i < shape.size(); ++i)
        s += (i ? " × " : "") + std::to_string(shape[i]);
    return s;
}

} // namespace

namespace {

bool same(const std::optional<Matrix>& a, const std::optional<Matrix>& b)
{
    return a.has_value() == b.has_value() && (!a || same(*a, *b));
}

bool same(const std::optional<Vector>& a, const std::optional<Vector>& b)
{
    return a.has_value() == b.has_value() && (!a || (a->size() == b->size() && *a == *b));
}

/// How deep the first elements of a nested list go: [[1, 2]] is 2.
int nestingDepth(const json& j)
{
    int depth = 0;
    const json* at = &j;
    while (at->is_array() && !at->empty() && depth < 8) {
        ++depth;
        at = &(*at)[0];
    }
    return depth;
}

Matrix readRows(const json& j, const std::string& where, long long maxNumbers)
{
    const Nested n = readNested(j, where, 2, maxNumbers);
    return asRows(n);
}

Vector readNumbers(const json& j, const std::string& where, long long maxNumbers)
{
    const Nested n = readNested(j, where, 1, maxNumbers);
    return Eigen::Map<const Vector>(n.numbers.data(), static_cast<Eigen::Index>(n.numbers.size()));
}

/// One value map: "value", "random" or "image" of the object j; where prefixes the keys
/// ("levels[1]." or ""). sharedImage: the scenario's "image" for a level {"stride": s}.
DeformableMapSpec readMap(const json& j, const std::string& where, Warnings& warnings,
                          const std::optional<ImageSpec>& sharedImage)
{
    const bool tensor = j.contains("value");
    const bool random = j.contains("random");
    const bool image = j.contains("image");
    const bool stride = !where.empty() && j.contains("stride");
    if (int(tensor) + int(random) + int(image) + int(stride && !image) != 1)
        throw InputError(
            where.empty() ? (tensor || random || image ? "random" : "value")
                          : where.substr(0, where.size() - 1),
            int(tensor) + int(random) + int(image) > 1
                ? TR_NOOP("Engine", "give only one of \"value\", \"random\" and \"image\"")
            : where.empty()
                ? TR_NOOP("Engine",
                          "missing: a value map, H × W × d nested lists as \"value\", or "
                          "\"random\": {\"seed\": 0, \"height\": 8, \"width\": 8, \"dim\": 4}, or "
                          "\"image\": {\"path\": \"ball.png\", \"stride\": 16}")
                : TR_NOOP("Engine",
                          "missing: a value map, H × W × d nested lists as \"value\", or "
                          "\"random\": {\"seed\": 0, \"height\": 8, \"width\": 8, \"dim\": 4}, or "
                          "\"image\": {\"path\": \"ball.png\", \"stride\": 16}, or "
                          "{\"stride\": 16} with the scenario's \"image\""));
    DeformableMapSpec s;
    if (tensor) {
        s.source = DeformableSource::Tensor;
        const std::string key = where + "value";
        const Nested n = readNested(j["value"], key, 3, limits::maxDeformableValues);
        if (n.shape[0] > limits::maxMapSide || n.shape[1] > limits::maxMapSide)
            throw InputError(key, TR_NOOP("Engine", "a map of %1 is larger than %2 a side"),
                             shapeText(n.shape), limits::maxMapSide);
        if (n.shape[2] > limits::maxDim)
            throw InputError(key, TR_NOOP("Engine", "%1 channels exceed %2"), n.shape[2],
                             limits::maxDim);
        s.height = n.shape[0];
        s.width = n.shape[1];
        s.dim = n.shape[2];
        // (H·W) × d, row y·W + x: value.view(H·W, d)
        s.values.resize(Eigen::Index{s.height} * s.width, s.dim);
        for (Eigen::Index p = 0; p < s.values.rows(); ++p)
            for (int c = 0; c < s.dim; ++c)
                s.values(p, c) = n.numbers[static_cast<std::size_t>(p * s.dim + c)];
    } else if (random) {
        const std::string key = where + "random";
        const json& r = j["random"];
        if (!r.is_object())
            throw InputError(
                key,
                TR_NOOP("Engine", "for \"kind\": \"deformable\" expected an object such as "
                                  "{\"seed\": 0, \"height\": 8, \"width\": 8, \"dim\": 4}, got %1"),
                describeJson(r));
        s.source = DeformableSource::Random;
        for (const auto& [name, value] : r.items()) {
            if (name == "generator") {
                const std::string g = readString(value, key + ".generator");
                if (g != "torch")
                    throw InputError(key + ".generator",
                                     TR_NOOP("Engine", "only \"torch\" is supported, got \"%1\""),
                                     g);
            } else if (name == "seed")
                s.seed = readSeed(value, key + ".seed");
            else if (name == "height")
                s.height = static_cast<int>(readInt(value, key + ".height", 1, limits::maxMapSide));
            else if (name == "width")
                s.width = static_cast<int>(readInt(value, key + ".width", 1, limits::maxMapSide));
            else if (name == "dim")
                s.dim = static_cast<int>(readInt(value, key + ".dim", 1, limits::maxDim));
            else if (name == "tokens" || name == "channels")
                throw InputError(
                    key + "." + name,
                    TR_NOOP("Engine", "\"kind\": \"deformable\" draws height × width × dim: give "
                                      "\"height\", \"width\" and \"dim\""));
            else
                warnings.push_back(makeWarning(
                    "unknown_key", -1, -1,
                    Message(TR_NOOP("Engine", "%1: unknown key, ignored"), key + "." + name)));
        }
        const long long count = static_cast<long long>(s.height) * s.width * s.dim;
        if (count > limits::maxDeformableValues)
            throw InputError(key, TR_NOOP("Engine", "more than %1 numbers"),
                             limits::maxDeformableValues);
        if (count < static_cast<long long>(TorchGenerator::minCount))
            throw InputError(
                key, TR_NOOP("Engine", "%1 numbers; at least 16 are needed to match PyTorch"),
                count);
    } else {
        s.source = DeformableSource::Image;
        if (image)
            s.image = imageSpecFromJson(j["image"], where + "image", warnings);
        else {
            if (!sharedImage)
                throw InputError(where + "stride",
                                 TR_NOOP("Engine", "a level {\"stride\": s} cuts the scenario's "
                                                   "\"image\" at stride s, and there is none"));
            s.image = *sharedImage;
            s.image.stride = static_cast<int>(readInt(j["stride"], where + "stride", 1, 4096));
        }
        if (s.image.objectQueries || !s.image.prompt.empty())
            throw InputError(
                where + (s.image.objectQueries ? "image.object_queries" : "image.prompt"),
                TR_NOOP("Engine", "deformable attention's queries are \"reference_points\" (and "
                                  "\"query\"): the picture gives only the value map"));
    }
    if (!where.empty())
        for (const auto& [name, value] : j.items())
            if (name != "value" && name != "random" && name != "image" && name != "stride")
                warnings.push_back(makeWarning(
                    "unknown_key", -1, -1,
                    Message(TR_NOOP("Engine", "%1: unknown key, ignored"), where + name)));
    return s;
}

json mapToJson(const DeformableMapSpec& s, json& j)
{
    if (s.source == DeformableSource::Tensor) {
        json map = json::array();
        for (int y = 0; y < s.height; ++y) {
            json row = json::array();
            for (int x = 0; x < s.width; ++x) {
                json channels = json::array();
                for (int c = 0; c < s.dim; ++c)
                    channels.push_back(s.values(Eigen::Index{y} * s.width + x, c));
                row.push_back(std::move(channels));
            }
            map.push_back(std::move(row));
        }
        j["value"] = std::move(map);
    } else if (s.source == DeformableSource::Random) {
        j["random"] = {{"generator", "torch"},
                       {"seed", s.seed},
                       {"height", s.height},
                       {"width", s.width},
                       {"dim", s.dim}};
    } else
        j["image"] = imageSpecToJson(s.image);
    return j;
}

DeformableLayerSpec readLayer(const json& j, const std::string& where, bool offsets,
                              Warnings& warnings)
{
    if (!j.is_object())
        throw InputError(where,
                         TR_NOOP("Engine", "expected {\"weight\": [[…]], \"bias\": […]}, got %1"),
                         describeJson(j));
    DeformableLayerSpec layer;
    for (const auto& [key, value] : j.items()) {
        if (key == "weight")
            layer.weight = readRows(value, where + ".weight", limits::maxDeformableValues);
        else if (key == "bias") {
            if (offsets && value.is_string()) {
                if (value.get<std::string>() != "deformable_detr")
                    throw InputError(where + ".bias",
                                     TR_NOOP("Engine", "expected numbers or \"deformable_detr\""));
                layer.detrBias = true;
            } else
                layer.bias = readNumbers(value, where + ".bias", limits::maxDeformableValues);
        } else
            warnings.push_back(makeWarning(
                "unknown_key", -1, -1,
                Message(TR_NOOP("Engine", "%1: unknown key, ignored"), where + "." + key)));
    }
    return layer;
}

json layerToJson(const DeformableLayerSpec& layer)
{
    json j = json::object();
    if (layer.weight)
        j["weight"] = matrixToJson(*layer.weight);
    if (layer.detrBias)
        j["bias"] = "deformable_detr";
    else if (layer.bias)
        j["bias"] = vectorToJson(*layer.bias);
    return j;
}

} // namespace

bool DeformableMapSpec::operator==(const DeformableMapSpec& o) const
{
    if (source != o.source)
        return false;
    if (source == DeformableSource::Random)
        return seed == o.seed && height == o.height && width == o.width && dim == o.dim;
    if (source == DeformableSource::Image)
        return image == o.image;
    return height == o.height && width == o.width && same(values, o.values);
}

bool DeformableLayerSpec::operator==(const DeformableLayerSpec& o) const
{
    return detrBias == o.detrBias && same(weight, o.weight) && same(bias, o.bias);
}

std::vector<DeformableMapSpec> DeformableSpec::maps() const
{
    if (!levels.empty())
        return levels;
    DeformableMapSpec m;
    m.source = source;
    m.values = values;
    m.height = height;
    m.width = width;
    m.dim = dim;
    m.seed = seed;
    m.image = image;
    return {m};
}

bool DeformableSpec::operator==(const DeformableSpec& o) const
{
    if (points != o.points || presetOffsets != o.presetOffsets ||
        !same(referencePoints, o.referencePoints) || !same(offsets, o.offsets) ||
        offsetsShape != o.offsetsShape || logitsShape != o.logitsShape || !same(logits, o.logits) ||
        !same(query, o.query) || queryDim != o.queryDim || querySeed != o.querySeed ||
        projectionPreset != o.projectionPreset || projectionSeed != o.projectionSeed ||
        !(offsetLayer == o.offsetLayer) || !(logitLayer == o.logitLayer))
        return false;
    return maps() == o.maps();
}

bool isDeformableKey(const std::string& key)
{
    static const std::set<std::string> keys = {"value",
                                               "random",
                                               "image",
                                               "levels",
                                               "reference_points",
                                               "points",
                                               "sampling_offsets",
                                               "attention_logits",
                                               "query",
                                               "query_projection"};
    return keys.count(key) > 0;
}

DeformableSpec readDeformableSpec(const json& j, Warnings& warnings)
{
    for (const char* key : {"q", "k", "v", "npz", "sentences", "feature_map"})
        if (j.contains(key))
            throw InputError(
                key,
                TR_NOOP("Engine",
                        "\"kind\": \"deformable\" samples a value map: give \"value\" (H × W × d), "
                        "\"random\", \"image\" or \"levels\", with \"reference_points\""));
    DeformableSpec s;
    if (j.contains("levels")) {
        for (const char* key : {"value", "random"})
            if (j.contains(key))
                throw InputError(
                    key, TR_NOOP("Engine", "with \"levels\", each level gives its own map"));
        const json& levels = j["levels"];
        if (!levels.is_array() || levels.empty())
            throw InputError("levels",
                             TR_NOOP("Engine", "expected a list of value maps, such as "
                                               "[{\"stride\": 8}, {\"stride\": 16}], got %1"),
                             describeJson(levels));
        if (levels.size() > static_cast<std::size_t>(limits::maxDeformableLevels))
            throw InputError("levels", TR_NOOP("Engine", "%1 levels are more than %2"),
                             levels.size(), limits::maxDeformableLevels);
        std::optional<ImageSpec> shared;
        if (j.contains("image"))
            shared = imageSpecFromJson(j["image"], "image", warnings);
        for (std::size_t l = 0; l < levels.size(); ++l) {
            const std::string where = "levels[" + std::to_string(l) + "]";
            if (!levels[l].is_object())
                throw InputError(where,
                                 TR_NOOP("Engine", "expected a value map such as {\"stride\": 16} "
                                                   "or {\"random\": {…}}, got %1"),
                                 describeJson(levels[l]));
            s.levels.push_back(readMap(levels[l], where + ".", warnings, shared));
        }
        // the single map's fields mirror level 0 (what a single-level editor shows)
        const DeformableMapSpec& first = s.levels.front();
        s.source = first.source;
        s.values = first.values;
        s.height = first.height;
        s.width = first.width;
        s.dim = first.dim;
        s.seed = first.seed;
        s.image = first.image;
    } else {
        const DeformableMapSpec m = readMap(j, "", warnings, std::nullopt);
        s.source = m.source;
        s.values = m.values;
        s.height = m.height;
        s.width = m.width;
        s.dim = m.dim;
        s.seed = m.seed;
        s.image = m.image;
    }

    if (!j.contains("reference_points"))
        throw InputError(
            "reference_points",
            TR_NOOP("Engine", "missing: one (x, y) in [0, 1] per query, such as [[0.5, 0.5]]"));
    {
        const Nested n = readNested(j["reference_points"], "reference_points", 2,
                                    2LL * limits::maxDeformableQueries);
        if (n.shape[1] != 2)
            throw InputError("reference_points",
                             TR_NOOP("Engine", "expected n_q × 2 (x, y), got %1"),
                             shapeText(n.shape));
        s.referencePoints = asRows(n);
    }
    if (j.contains("points"))
        s.points = static_cast<int>(readInt(j["points"], "points", 1, limits::maxDeformablePoints));

    if (j.contains("query")) {
        // the offsets and logits come from the queries' two linear projections
        for (const char* key : {"sampling_offsets", "attention_logits"})
            if (j.contains(key))
                throw InputError(key, TR_NOOP("Engine",
                                              "with \"query\" the offsets and logits come from "
                                              "\"query_projection\": give one or the other"));
        const json& q = j["query"];
        if (q.is_object()) {
            for (const auto& [key, value] : q.items()) {
                if (key == "generator") {
                    const std::string g = readString(value, "query.generator");
                    if (g != "torch")
                        throw InputError(
                            "query.generator",
                            TR_NOOP("Engine", "only \"torch\" is supported, got \"%1\""), g);
                } else if (key == "seed")
                    s.querySeed = readSeed(value, "query.seed");
                else if (key == "dim")
                    s.queryDim = static_cast<int>(readInt(value, "query.dim", 1, limits::maxDim));
                else
                    warnings.push_back(makeWarning(
                        "unknown_key", -1, -1,
                        Message(TR_NOOP("Engine", "%1: unknown key, ignored"), "query." + key)));
            }
            if (s.queryDim == 0)
                throw InputError(
                    "query.dim",
                    TR_NOOP("Engine", "missing: the width d_q of the drawn query rows"));
        } else {
            s.query = readRows(q, "query", limits::maxDeformableValues);
            if (s.query->cols() > limits::maxDim)
                throw InputError("query", TR_NOOP("Engine", "%1 numbers a row exceed %2"),
                                 s.query->cols(), limits::maxDim);
        }
        if (j.contains("query_projection")) {
            const json& p = j["query_projection"];
            if (p.is_string()) {
                if (p.get<std::string>() != "deformable_detr")
                    throw InputError(
                        "query_projection",
                        TR_NOOP(
                            "Engine",
                            "expected \"deformable_detr\" or {\"seed\": 0, \"sampling_offsets\": "
                            "{…}, \"attention_weights\": {…}}, got \"%1\""),
                        p.get<std::string>());
            } else if (p.is_object()) {
                s.projectionPreset = false;
                for (const auto& [key, value] : p.items()) {
                    if (key == "seed")
                        s.projectionSeed = readSeed(value, "query_projection.seed");
                    else if (key == "sampling_offsets")
                        s.offsetLayer =
                            readLayer(value, "query_projection.sampling_offsets", true, warnings);
                    else if (key == "attention_weights")
                        s.logitLayer =
                            readLayer(value, "query_projection.attention_weights", false, warnings);
                    else
                        warnings.push_back(
                            makeWarning("unknown_key", -1, -1,
                                        Message(TR_NOOP("Engine", "%1: unknown key, ignored"),
                                                "query_projection." + key)));
                }
            } else
                throw InputError(
                    "query_projection",
                    TR_NOOP("Engine", "expected \"deformable_detr\" or an object, got %1"),
                    describeJson(p));
        }
        return s;
    }
    if (j.contains("query_projection"))
        throw InputError("query_projection",
                         TR_NOOP("Engine", "projects \"query\" rows, and there are none"));

    if (j.contains("sampling_offsets")) {
        const json& o = j["sampling_offsets"];
        if (o.is_string()) {
            const std::string name = o.get<std::string>();
            if (name != "deformable_detr")
                throw InputError(
                    "sampling_offsets",
                    TR_NOOP(
                        "Engine",
                        "expected n_q × M × L × K × 2 numbers or \"deformable_detr\", got \"%1\""),
                    name);
            s.presetOffsets = true;
        } else {
            const int depth = nestingDepth(o) == 5 ? 5 : 4;
            const Nested n = readNested(o, "sampling_offsets", depth, limits::maxDeformableValues);
            s.offsetsShape = n.shape;
            s.offsets = asRows(n);
        }
    } else
        throw InputError(
            "sampling_offsets",
            TR_NOOP("Engine",
                    "missing: n_q × M × L × K × 2 offsets in pixels (n_q × M × K × 2 on one "
                    "level), or \"deformable_detr\" (its initialisation), or \"query\" rows"));
    if (j.contains("attention_logits")) {
        const json& a = j["attention_logits"];
        const int depth = nestingDepth(a) == 4 ? 4 : 3;
        const Nested n = readNested(a, "attention_logits", depth, limits::maxDeformableValues);
        s.logitsShape = n.shape;
        s.logits = asRows(n);
    }
    return s;
}

void writeDeformableSpec(const DeformableSpec& s, json& j)
{
    if (!s.levels.empty()) {
        json levels = json::array();
        for (const DeformableMapSpec& m : s.levels) {
            json level = json::object();
            mapToJson(m, level);
            levels.push_back(std::move(level));
        }
        j["levels"] = std::move(levels);
    } else
        mapToJson(s.maps().front(), j);
    j["reference_points"] = matrixToJson(s.referencePoints);
    j["points"] = s.points;
    if (s.hasQuery()) {
        if (s.query)
            j["query"] = matrixToJson(*s.query);
        else
            j["query"] = {{"generator", "torch"}, {"seed", s.querySeed}, {"dim", s.queryDim}};
        if (s.projectionPreset)
            j["query_projection"] = "deformable_detr";
        else
            j["query_projection"] = {{"seed", s.projectionSeed},
                                     {"sampling_offsets", layerToJson(s.offsetLayer)},
                                     {"attention_weights", layerToJson(s.logitLayer)}};
        return;
    }
    if (s.presetOffsets)
        j["sampling_offsets"] = "deformable_detr";
    else
        j["sampling_offsets"] = rowsToNested(s.offsets, s.offsetsShape);
    if (s.logits)
        j["attention_logits"] = rowsToNested(*s.logits, s.logitsShape);
}

Matrix deformableDetrOffsets(int queries, int heads, int points, int levels)
{
    // θ_m = m·2π/M; (Δx, Δy)_{mlk} = (k + 1)·(cos θ_m, sin θ_m) / max(|cos θ_m|, |sin θ_m|),
    // the bias of Deformable DETR's sampling_offsets (its weights are zero: the same offsets for
    // every query), repeated over the levels
    Matrix o(queries, Eigen::Index{heads} * levels * points * 2);
    for (int m = 0; m < heads; ++m) {
        const double theta = m * (2.0 * std::numbers::pi / heads);
        const double cx = std::cos(theta);
        const double cy = std::sin(theta);
        const double norm = std::max(std::abs(cx), std::abs(cy));
        for (int l = 0; l < levels; ++l)
            for (int k = 0; k < points; ++k) {
                const Eigen::Index at = ((Eigen::Index{m} * levels + l) * points + k) * 2;
                o.col(at).setConstant((k + 1) * cx / norm);
                o.col(at + 1).setConstant((k + 1) * cy / norm);
            }
    }
    return o;
}

namespace {

DeformableLevel resolveMap(const DeformableMapSpec& s, const std::string& where,
                           const DeformableImageReader& readImage,
                           std::shared_ptr<const ImageGrid>* grid)
{
    DeformableLevel level;
    if (s.source == DeformableSource::Tensor) {
        level.value = s.values;
        level.height = s.height;
        level.width = s.width;
    } else if (s.source == DeformableSource::Random) {
        // torch.manual_seed(s); value = torch.randn(H, W, d), as (H·W) × d
        level.value = torchRandn(s.seed, s.height * s.width, s.dim);
        level.height = s.height;
        level.width = s.width;
    } else {
        // a picture's patch features: patch (y, x) of the grid is pixel (y, x) of the map
        if (!readImage)
            throw InputError(where + "image.path",
                             TR_NOOP("Engine", "a picture is named relative to the scenario's "
                                               "folder, and this scenario has none yet"));
        ImageSpec image = s.image;
        image.projectionSeed.reset();
        ImageInputs ii = buildImageInputs(image, readImage(where + "image.path", image.path));
        if (ii.keyEmbeddings.cols() > limits::maxDim ||
            ii.keyEmbeddings.size() > limits::maxDeformableValues)
            throw InputError(
                where + "image.stride",
                TR_NOOP("Engine",
                        "%1 features of %2 patches are more than deformable attention takes; "
                        "choose a larger stride, a \"size\" or \"embedding\": \"mean_colour\""),
                ii.keyEmbeddings.cols(), ii.keyEmbeddings.rows());
        level.value = std::move(ii.keyEmbeddings);
        level.height = ii.grid->gridRows;
        level.width = ii.grid->gridColumns;
        if (grid && !*grid)
            *grid = ii.grid;
    }
    return level;
}

} // namespace

DeformableInput resolveDeformableInput(const DeformableSpec& s, int heads,
                                       const DeformableImageReader& readImage,
                                       std::shared_ptr<const ImageGrid>* grid)
{
    DeformableInput in;
    if (grid)
        grid->reset();
    const std::vector<DeformableMapSpec> maps = s.maps();
    long long values = 0;
    for (std::size_t l = 0; l < maps.size(); ++l) {
        const std::string where =
            s.levels.empty() ? std::string() : "levels[" + std::to_string(l) + "].";
        in.levels.push_back(resolveMap(maps[l], where, readImage, grid));
        const DeformableLevel& level = in.levels.back();
        values += static_cast<long long>(level.value.size());
        if (values > limits::maxDeformableValues)
            throw InputError(s.levels.empty() ? "value" : "levels",
                             TR_NOOP("Engine", "more than %1 numbers in the value maps"),
                             limits::maxDeformableValues);
        if (level.value.cols() != in.levels.front().value.cols())
            throw InputError(
                where.substr(0, where.size() - 1),
                TR_NOOP(
                    "Engine",
                    "has %1 channels, level 0 has %2: every level has the same d (with a picture, "
                    "\"embedding\": \"mean_colour\" gives the same numbers at every stride)"),
                level.value.cols(), in.levels.front().value.cols());
    }
    const int d = in.dim();
    if (heads < 1 || d % heads != 0)
        throw InputError("heads",
                         TR_NOOP("Engine", "%1 channels cannot be split into %2 heads: the heads "
                                           "must divide d (head m reads d/M of them)"),
                         d, heads);
    in.heads = heads;
    in.points = s.points;
    in.reference = s.referencePoints;
    const int nq = in.queries();
    const int levels = in.levelCount();
    for (int i = 0; i < nq; ++i)
        for (int c = 0; c < 2; ++c) {
            const double x = in.reference(i, c);
            if (x < 0.0 || x > 1.0)
                throw InputError(
                    "reference_points[" + std::to_string(i) + "][" + std::to_string(c) + "]",
                    TR_NOOP("Engine", "a reference point is normalised: expected 0 … 1"));
        }
    const Eigen::Index mlk = Eigen::Index{heads} * levels * s.points;
    // the trace keeps n_q·M·L·K samples of d/M numbers each: refused before anything is computed
    const long long samples = static_cast<long long>(nq) * mlk;
    if (samples > limits::maxDeformableSamples ||
        samples * in.headDim() > limits::maxDeformableSampledValues)
        throw InputError(
            "points",
            TR_NOOP("Engine", "%1 queries × %2 heads × %3 levels × %4 points are more samples than "
                              "AttnLab keeps (%5, and %6 sampled numbers)"),
            nq, heads, levels, s.points, limits::maxDeformableSamples,
            limits::maxDeformableSampledValues);
    if (s.hasQuery()) {
        // offsets = Linear(d_q → M·L·K·2)(query), logits = Linear(d_q → M·L·K)(query)
        DeformableQueryProjection p;
        if (s.query)
            p.query = *s.query;
        else {
            if (static_cast<std::size_t>(nq) * static_cast<std::size_t>(s.queryDim) <
                TorchGenerator::minCount)
                throw InputError(
                    "query",
                    TR_NOOP("Engine", "%1 numbers; at least 16 are needed to match PyTorch"),
                    nq * s.queryDim);
            // torch.manual_seed(s); torch.randn(n_q, d_q)
            p.query = torchRandn(s.querySeed, nq, s.queryDim);
        }
        if (p.query.rows() != nq)
            throw InputError(
                "query",
                TR_NOOP("Engine",
                        "%1 rows, but %2 reference points: one query row per reference point"),
                p.query.rows(), nq);
        const Eigen::Index dq = p.query.cols();
        if (mlk * 3 * dq > limits::maxDeformableValues)
            throw InputError("query_projection", TR_NOOP("Engine", "%1 weights are more than %2"),
                             mlk * 3 * dq, limits::maxDeformableValues);
        p.offsetWeight = Matrix::Zero(mlk * 2, dq);
        p.logitWeight = Matrix::Zero(mlk, dq);
        p.offsetBias = Vector::Zero(mlk * 2);
        p.logitBias = Vector::Zero(mlk);
        if (s.projectionPreset)
            // Deformable DETR's initialisation: zero weights, the offsets' bias its directions
            p.offsetBias = deformableDetrOffsets(1, heads, s.points, levels).row(0).transpose();
        else {
            const auto check = [](const auto& given, Eigen::Index rows, Eigen::Index cols,
                                  const std::string& where, const std::string& what) {
                if (given.rows() != rows || given.cols() != cols)
                    throw InputError(where, TR_NOOP("Engine", "is %1 × %2, expected %3 = %4 × %5"),
                                     given.rows(), given.cols(), what, rows, cols);
            };
            const std::string off = "query_projection.sampling_offsets";
            const std::string att = "query_projection.attention_weights";
            // the given weights' shapes first: an error names them rather than the draw
            if (s.offsetLayer.weight)
                check(*s.offsetLayer.weight, mlk * 2, dq, off + ".weight", "M·L·K·2 × d_q");
            if (s.logitLayer.weight)
                check(*s.logitLayer.weight, mlk, dq, att + ".weight", "M·L·K × d_q");
            if (!s.offsetLayer.weight || !s.logitLayer.weight) {
                // torch.manual_seed(s); w = torch.randn(M·L·K·3·d_q); W_off, W_a / √d_q
                if (static_cast<std::size_t>(mlk * 3 * dq) < TorchGenerator::minCount)
                    throw InputError(
                        "query_projection",
                        TR_NOOP("Engine",
                                "%1 weights to draw; at least 16 are needed to match PyTorch"),
                        mlk * 3 * dq);
                TorchGenerator g(s.projectionSeed);
                const std::vector<float> w = g.randn(static_cast<std::size_t>(mlk * 3 * dq));
                const double scale = 1.0 / std::sqrt(static_cast<double>(dq));
                for (Eigen::Index r = 0; r < mlk * 2; ++r)
                    for (Eigen::Index c = 0; c < dq; ++c)
                        p.offsetWeight(r, c) = w[static_cast<std::size_t>(r * dq + c)] * scale;
                for (Eigen::Index r = 0; r < mlk; ++r)
                    for (Eigen::Index c = 0; c < dq; ++c)
                        p.logitWeight(r, c) =
                            w[static_cast<std::size_t>((mlk * 2 + r) * dq + c)] * scale;
            }
            if (s.offsetLayer.weight) {
                check(*s.offsetLayer.weight, mlk * 2, dq, off + ".weight", "M·L·K·2 × d_q");
                p.offsetWeight = *s.offsetLayer.weight;
            }
            if (s.logitLayer.weight) {
                check(*s.logitLayer.weight, mlk, dq, att + ".weight", "M·L·K × d_q");
                p.logitWeight = *s.logitLayer.weight;
            }
            if (s.offsetLayer.detrBias)
                p.offsetBias = deformableDetrOffsets(1, heads, s.points, levels).row(0).transpose();
            else if (s.offsetLayer.bias) {
                check(*s.offsetLayer.bias, mlk * 2, 1, off + ".bias", "M·L·K·2 numbers");
                p.offsetBias = *s.offsetLayer.bias;
            }
            if (s.logitLayer.bias) {
                check(*s.logitLayer.bias, mlk, 1, att + ".bias", "M·L·K numbers");
                p.logitBias = *s.logitLayer.bias;
            }
        }
        // y = x Wᵀ + b
        in.offsets = (p.query * p.offsetWeight.transpose()).rowwise() + p.offsetBias.transpose();
        in.logits = (p.query * p.logitWeight.transpose()).rowwise() + p.logitBias.transpose();
        in.projection = std::move(p);
        return in;
    }
    const std::vector<int> offsetsShape = {nq, heads, levels, s.points, 2};
    const std::vector<int> offsetsShape4 = {nq, heads, s.points, 2};
    if (s.presetOffsets)
        in.offsets = deformableDetrOffsets(nq, heads, s.points, levels);
    else if (s.offsetsShape != offsetsShape && (levels != 1 || s.offsetsShape != offsetsShape4))
        throw InputError(
            "sampling_offsets",
            levels == 1 ? TR_NOOP("Engine", "is %1, expected n_q × M × L × K × 2 = %2 "
                                            "(queries, heads, levels, points, (Δx, Δy)) or "
                                            "n_q × M × K × 2 = %3")
                        : TR_NOOP("Engine", "is %1, expected n_q × M × L × K × 2 = %2 "
                                            "(queries, heads, levels, points, (Δx, Δy))"),
            shapeText(s.offsetsShape), shapeText(offsetsShape), shapeText(offsetsShape4));
    else
        in.offsets = s.offsets;
    const std::vector<int> logitsShape = {nq, heads, levels * s.points};
    const std::vector<int> logitsShape4 = {nq, heads, levels, s.points};
    if (!s.logits)
        in.logits = Matrix::Zero(nq, mlk); // the uniform weights 1/(L·K)
    else if (s.logitsShape != logitsShape && s.logitsShape != logitsShape4)
        throw InputError("attention_logits",
                         TR_NOOP("Engine", "is %1, expected n_q × M × L·K = %2"),
                         shapeText(s.logitsShape), shapeText(logitsShape));
    else
        in.logits = *s.logits;
    return in;
}

DeformableCost deformableCost(long long queries, int heads, int points, int height, int width)
{
    // deformable: n_q·M·K bilinear samples; full attention over the map: n_q·H·W pairs
    return {queries * heads * points, queries * height * width};
}

DeformableCost deformableCost(const DeformableInput& in)
{
    DeformableCost c;
    for (const DeformableLevel& l : in.levels) {
        const DeformableCost one =
            deformableCost(in.queries(), in.heads, in.points, l.height, l.width);
        c.samples += one.samples;
        c.comparisons += one.comparisons;
    }
    return c;
}

} // namespace attnlab

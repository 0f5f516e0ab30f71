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

const char* const deformableKindId = "deformable";

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
            throw InputError(where, "expected a number, got " + describeJson(j));
        const double x = j.get<double>();
        if (!std::isfinite(x) || std::abs(x) > limits::maxAbsValue)
            throw InputError(where, "not a finite number within 1e12");
        if (static_cast<long long>(out.numbers.size()) >= maxNumbers)
            throw InputError(where, "more than " + std::to_string(maxNumbers) + " numbers");
        out.numbers.push_back(x);
        return;
    }
    if (!j.is_array() || j.empty())
        throw InputError(where, "expected a non-empty list (" + std::to_string(rank - level) +
                                    " more levels of nesting), got " + describeJson(j));
    const auto size = static_cast<long long>(j.size());
    if (size > maxNumbers)
        throw InputError(where, "more than " + std::to_string(maxNumbers) + " entries");
    if (static_cast<int>(out.shape.size()) == level)
        out.shape.push_back(static_cast<int>(size));
    else if (out.shape[static_cast<std::size_t>(level)] != size)
        throw InputError(where, "has " + std::to_string(size) + " entries, the first has " +
                                    std::to_string(out.shape[static_cast<std::size_t>(level)]) +
                                    ": every list at one level has the same length");
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

bool DeformableSpec::operator==(const DeformableSpec& o) const
{
    if (source != o.source || points != o.points || presetOffsets != o.presetOffsets ||
        !same(referencePoints, o.referencePoints) || !same(offsets, o.offsets) ||
        offsetsShape != o.offsetsShape || logitsShape != o.logitsShape ||
        logits.has_value() != o.logits.has_value() || (logits && !same(*logits, *o.logits)))
        return false;
    if (source == Source::Random)
        return seed == o.seed && height == o.height && width == o.width && dim == o.dim;
    return height == o.height && width == o.width && same(values, o.values);
}

bool takesDeformableInput(const std::string& kind)
{
    return kind == deformableKindId;
}

bool isDeformableKey(const std::string& key)
{
    static const std::set<std::string> keys = {"value",  "random",           "reference_points",
                                               "points", "sampling_offsets", "attention_logits"};
    return keys.count(key) > 0;
}

DeformableSpec readDeformableSpec(const json& j, Warnings& warnings)
{
    for (const char* key : {"q", "k", "v", "npz", "sentences", "image", "feature_map"})
        if (j.contains(key))
            throw InputError(key, "\"kind\": \"deformable\" samples a value map: give \"value\" "
                                  "(H × W × d) or \"random\", with \"reference_points\"");
    const bool tensor = j.contains("value");
    const bool random = j.contains("random");
    if (tensor == random)
        throw InputError(tensor ? "random" : "value",
                         tensor ? "give only one of \"value\" and \"random\""
                                : "missing: the value map of \"kind\": \"deformable\", H × W × d "
                                  "nested lists, or \"random\": {\"seed\": 0, \"height\": 8, "
                                  "\"width\": 8, \"dim\": 4}");
    DeformableSpec s;
    (void)warnings;
    if (tensor) {
        s.source = DeformableSpec::Source::Tensor;
        const Nested n = readNested(j["value"], "value", 3, limits::maxDeformableValues);
        if (n.shape[0] > limits::maxMapSide || n.shape[1] > limits::maxMapSide)
            throw InputError("value", "a map of " + shapeText(n.shape) + " is larger than " +
                                          std::to_string(limits::maxMapSide) + " a side");
        if (n.shape[2] > limits::maxDim)
            throw InputError("value", std::to_string(n.shape[2]) + " channels exceed " +
                                          std::to_string(limits::maxDim));
        s.height = n.shape[0];
        s.width = n.shape[1];
        s.dim = n.shape[2];
        // (H·W) × d, row y·W + x: value.view(H·W, d)
        s.values.resize(Eigen::Index{s.height} * s.width, s.dim);
        for (Eigen::Index p = 0; p < s.values.rows(); ++p)
            for (int c = 0; c < s.dim; ++c)
                s.values(p, c) = n.numbers[static_cast<std::size_t>(p * s.dim + c)];
    } else {
        const json& r = j["random"];
        if (!r.is_object())
            throw InputError("random", "for \"kind\": \"deformable\" expected an object such as "
                                       "{\"seed\": 0, \"height\": 8, \"width\": 8, \"dim\": 4}, "
                                       "got " +
                                           describeJson(r));
        s.source = DeformableSpec::Source::Random;
        for (const auto& [key, value] : r.items()) {
            if (key == "generator") {
                const std::string g = readString(value, "random.generator");
                if (g != "torch")
                    throw InputError("random.generator",
                                     "only \"torch\" is supported, got \"" + g + "\"");
            } else if (key == "seed")
                s.seed = readSeed(value, "random.seed");
            else if (key == "height")
                s.height = static_cast<int>(readInt(value, "random.height", 1, limits::maxMapSide));
            else if (key == "width")
                s.width = static_cast<int>(readInt(value, "random.width", 1, limits::maxMapSide));
            else if (key == "dim")
                s.dim = static_cast<int>(readInt(value, "random.dim", 1, limits::maxDim));
            else if (key == "tokens" || key == "channels")
                throw InputError("random." + key, "\"kind\": \"deformable\" draws height × width "
                                                  "× dim: give \"height\", \"width\" and \"dim\"");
            else
                warnings.push_back(
                    {"unknown_key", -1, -1, "random." + key + ": unknown key, ignored"});
        }
        const long long count = static_cast<long long>(s.height) * s.width * s.dim;
        if (count > limits::maxDeformableValues)
            throw InputError("random", "more than " + std::to_string(limits::maxDeformableValues) +
                                           " numbers");
        if (count < static_cast<long long>(TorchGenerator::minCount))
            throw InputError("random", std::to_string(count) +
                                           " numbers; at least 16 are needed to match PyTorch");
    }

    if (!j.contains("reference_points"))
        throw InputError("reference_points", "missing: one (x, y) in [0, 1] per query, such as "
                                             "[[0.5, 0.5]]");
    {
        const Nested n = readNested(j["reference_points"], "reference_points", 2,
                                    2LL * limits::maxDeformableQueries);
        if (n.shape[1] != 2)
            throw InputError("reference_points",
                             "expected n_q × 2 (x, y), got " + shapeText(n.shape));
        s.referencePoints = asRows(n);
    }
    if (j.contains("points"))
        s.points = static_cast<int>(readInt(j["points"], "points", 1, limits::maxDeformablePoints));

    if (j.contains("sampling_offsets")) {
        const json& o = j["sampling_offsets"];
        if (o.is_string()) {
            const std::string name = o.get<std::string>();
            if (name != "deformable_detr")
                throw InputError("sampling_offsets", "expected n_q × M × K × 2 numbers or "
                                                     "\"deformable_detr\", got \"" +
                                                         name + "\"");
            s.presetOffsets = true;
        } else {
            const Nested n = readNested(o, "sampling_offsets", 4, limits::maxDeformableValues);
            s.offsetsShape = n.shape;
            s.offsets = asRows(n);
        }
    } else
        throw InputError("sampling_offsets", "missing: n_q × M × K × 2 offsets in pixels, or "
                                             "\"deformable_detr\" (its initialisation)");
    if (j.contains("attention_logits")) {
        const Nested n =
            readNested(j["attention_logits"], "attention_logits", 3, limits::maxDeformableValues);
        s.logitsShape = n.shape;
        s.logits = asRows(n);
    }
    return s;
}

void writeDeformableSpec(const DeformableSpec& s, json& j)
{
    if (s.source == DeformableSpec::Source::Tensor) {
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
    } else {
        j["random"] = {{"generator", "torch"},
                       {"seed", s.seed},
                       {"height", s.height},
                       {"width", s.width},
                       {"dim", s.dim}};
    }
    j["reference_points"] = matrixToJson(s.referencePoints);
    j["points"] = s.points;
    if (s.presetOffsets)
        j["sampling_offsets"] = "deformable_detr";
    else
        j["sampling_offsets"] = rowsToNested(s.offsets, s.offsetsShape);
    if (s.logits)
        j["attention_logits"] = rowsToNested(*s.logits, s.logitsShape);
}

Matrix deformableDetrOffsets(int queries, int heads, int points)
{
    // θ_m = m·2π/M; (Δx, Δy)_{mk} = (k + 1)·(cos θ_m, sin θ_m) / max(|cos θ_m|, |sin θ_m|),
    // the bias of Deformable DETR's sampling_offsets (its weights are zero: the same offsets for
    // every query)
    Matrix o(queries, Eigen::Index{heads} * points * 2);
    for (int m = 0; m < heads; ++m) {
        const double theta = m * (2.0 * std::numbers::pi / heads);
        const double cx = std::cos(theta);
        const double cy = std::sin(theta);
        const double norm = std::max(std::abs(cx), std::abs(cy));
        for (int k = 0; k < points; ++k) {
            const Eigen::Index at = (Eigen::Index{m} * points + k) * 2;
            o.col(at).setConstant((k + 1) * cx / norm);
            o.col(at + 1).setConstant((k + 1) * cy / norm);
        }
    }
    return o;
}

DeformableInput resolveDeformableInput(const DeformableSpec& s, int heads)
{
    DeformableInput in;
    DeformableLevel level;
    level.height = s.height;
    level.width = s.width;
    if (s.source == DeformableSpec::Source::Tensor)
        level.value = s.values;
    else // torch.manual_seed(s); value = torch.randn(H, W, d), as (H·W) × d
        level.value = torchRandn(s.seed, s.height * s.width, s.dim);
    in.levels.push_back(std::move(level));
    const int d = in.dim();
    if (heads < 1 || d % heads != 0)
        throw InputError("heads", std::to_string(d) + " channels cannot be split into " +
                                      std::to_string(heads) +
                                      " heads: the heads must divide d (head m reads d/M of them)");
    in.heads = heads;
    in.points = s.points;
    in.reference = s.referencePoints;
    const int nq = in.queries();
    for (int i = 0; i < nq; ++i)
        for (int c = 0; c < 2; ++c) {
            const double x = in.reference(i, c);
            if (x < 0.0 || x > 1.0)
                throw InputError("reference_points[" + std::to_string(i) + "][" +
                                     std::to_string(c) + "]",
                                 "a reference point is normalised: expected 0 … 1");
        }
    const Eigen::Index mk = Eigen::Index{heads} * s.points;
    // the trace keeps n_q·M·K samples of d/M numbers each: refused before anything is computed
    const long long samples = static_cast<long long>(nq) * mk;
    if (samples > limits::maxDeformableSamples ||
        samples * in.headDim() > limits::maxDeformableSampledValues)
        throw InputError("points", std::to_string(nq) + " queries × " + std::to_string(heads) +
                                       " heads × " + std::to_string(s.points) +
                                       " points are more samples than AttnLab keeps (" +
                                       std::to_string(limits::maxDeformableSamples) + ", and " +
                                       std::to_string(limits::maxDeformableSampledValues) +
                                       " sampled numbers)");
    const std::vector<int> offsetsShape = {nq, heads, s.points, 2};
    if (s.presetOffsets)
        in.offsets = deformableDetrOffsets(nq, heads, s.points);
    else if (s.offsetsShape != offsetsShape)
        throw InputError("sampling_offsets", "is " + shapeText(s.offsetsShape) +
                                                 ", expected n_q × "
                                                 "M × K × 2 = " +
                                                 shapeText(offsetsShape) +
                                                 " (queries, heads, points, (Δx, Δy))");
    else
        in.offsets = s.offsets;
    const std::vector<int> logitsShape = {nq, heads, s.points};
    if (!s.logits)
        in.logits = Matrix::Zero(nq, mk); // the uniform weights 1/K
    else if (s.logitsShape != logitsShape)
        throw InputError("attention_logits", "is " + shapeText(s.logitsShape) +
                                                 ", expected n_q × "
                                                 "M × K = " +
                                                 shapeText(logitsShape));
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

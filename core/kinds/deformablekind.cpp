#include "deformablekind.h"

#include "engineerror.h"
#include "inputerror.h"
#include "jobcontrol.h"
#include "matrixjson.h"
#include "resultjson.h"
#include "scenario.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace attnlab {

const std::vector<StageSpec>& DeformableKind::stages() const
{
    // {id, shape, range, perHead, maskable, meaning, perFrame}
    static const std::vector<StageSpec> list = {
        {"map", StageShape::Grid, ValueRange::Signed, false, false,
         "a level's value map (frame l: level l) averaged over its channels, with each query's "
         "sampling points",
         true},
        {"logits", StageShape::QueryFeature, ValueRange::Signed, true, false,
         "the logit of each of the head's L·K sampling points (column l·K + k), per query", false},
        {"weights", StageShape::QueryFeature, ValueRange::Probability, true, false,
         "a_imlk = softmax over the head's L·K points of the logits", false},
        {"output", StageShape::QueryFeature, ValueRange::Signed, false, false,
         "o_i = (concat_m Σ_lk a_imlk v_m(ℓ_imlk)) W_O, the weighted bilinear samples", false},
    };
    return list;
}

std::shared_ptr<const KindTrace> DeformableKind::compute(const ResolvedScenario& resolved,
                                                         const std::string& backend) const
{
    if (backend != "reference")
        throw EngineError(TR_NOOP("Engine", "unknown backend \"%1\" for deformable attention "
                                            "(known: reference)"),
                          backend);
    const auto* input = resolved.kindInput.get<DeformableInput>();
    if (!input)
        throw InputError("kind", TR_NOOP("Engine", "\"deformable\" needs a value map (\"value\" or "
                                                   "\"random\") and \"reference_points\""));
    return computeDeformable(*input);
}

bool DeformableKind::ownsKey(const std::string& key) const
{
    return isDeformableKey(key);
}

KindValue DeformableKind::readParameters(const nlohmann::json& scenario, Warnings& warnings) const
{
    return KindValue(readDeformableSpec(scenario, warnings));
}

void DeformableKind::writeParameters(const KindValue& parameters, nlohmann::json& j) const
{
    // its own inputs instead of q, k and v
    for (const char* key : {"q", "k", "v", "npz", "random", "sentences", "image"})
        j.erase(key);
    if (const auto* spec = parameters.get<DeformableSpec>())
        writeDeformableSpec(*spec, j);
}

void DeformableKind::conform(Scenario& s) const
{
    // a default map and one query at the centre with Deformable DETR's initial offsets, d a
    // multiple of the heads; no mask
    if (!s.parameters.get<DeformableSpec>()) {
        DeformableSpec d;
        d.dim = 4 * s.heads;
        d.referencePoints = Matrix::Constant(1, 2, 0.5);
        d.presetOffsets = true;
        s.parameters = KindValue(std::move(d));
    }
    s.mask = MaskSpec{};
    s.outputProjection.reset();
}

void DeformableKind::resolveParameters(const Scenario& s, const std::string& baseDir,
                                       ResolvedScenario& r) const
{
    const auto* spec = s.parameters.get<DeformableSpec>();
    if (!spec)
        return;
    if (!s.mask.isEmpty())
        throw InputError(
            "mask", TR_NOOP("Engine", "deformable attention samples points: it takes no mask"));
    // pictures are named relative to the scenario's folder, as for the other kinds
    const DeformableImageReader readImage = [&baseDir](const std::string& where,
                                                       const std::string& path) {
        return readScenarioPicture(where, path, baseDir);
    };
    std::shared_ptr<const ImageGrid> grid;
    DeformableInput input = resolveDeformableInput(*spec, s.heads, readImage, &grid);
    r.image = std::move(grid);
    if (s.outputProjection) {
        // W_O, d × d_out, after the heads side by side (the generic "output_projection")
        if (s.outputProjection->rows() != input.dim())
            throw InputError(
                "output_projection",
                TR_NOOP("Engine", "expected %1 rows (d, the heads side by side), got %2"),
                input.dim(), s.outputProjection->rows());
        input.outputProjection = s.outputProjection;
    }
    r.kindInput = KindValue(std::move(input));
}

DeformableSample bilinearSample(const Matrix& value, int height, int width, int first, int count,
                                double px, double py)
{
    DeformableSample s;
    s.pixelX = px;
    s.pixelY = py;
    // x0 = ⌊px⌋, f_x = px − x0 (the same for y); the 4 neighbours' weights
    // (1 − f_x)(1 − f_y), f_x(1 − f_y), (1 − f_x)f_y, f_x·f_y
    const double x0 = std::floor(px);
    const double y0 = std::floor(py);
    const double fx = px - x0;
    const double fy = py - y0;
    s.value = Vector::Zero(count);
    for (int n = 0; n < 4; ++n) {
        const int dx = n % 2;
        const int dy = n / 2;
        BilinearNeighbour& b = s.neighbours[static_cast<std::size_t>(n)];
        const double x = x0 + dx;
        const double y = y0 + dy;
        b.x = static_cast<int>(x);
        b.y = static_cast<int>(y);
        b.weight = (dx ? fx : 1.0 - fx) * (dy ? fy : 1.0 - fy);
        // outside the map the neighbour reads 0 (padding_mode="zeros")
        b.inside = x >= 0 && y >= 0 && x < width && y < height;
        if (b.inside)
            s.value += b.weight * value.row(static_cast<Eigen::Index>(b.y) * width + b.x)
                                      .segment(first, count)
                                      .transpose();
    }
    return s;
}

std::shared_ptr<DeformableTrace> computeDeformable(const DeformableInput& in)
{
    auto t = std::make_shared<DeformableTrace>();
    t->input = in;
    const int nq = in.queries();
    const int heads = in.heads;
    const int levels = in.levelCount();
    const int points = in.points;
    const int perHead = in.pointsPerHead();
    const int dh = in.headDim();
    t->weights.resize(nq, Eigen::Index{heads} * perHead);
    t->concatenated = Matrix::Zero(nq, in.dim());
    t->samples.reserve(static_cast<std::size_t>(nq) * heads * perHead);
    for (int i = 0; i < nq; ++i)
        for (int m = 0; m < heads; ++m) {
            if (m == 0 && i % 64 == 63)
                checkStop();
            // a_imlk = exp(logit_imlk − max) / Σ_l'k' exp(logit_iml'k' − max), over L·K points
            const Eigen::Index first = in.pointIndex(m, 0, 0);
            const auto logits = in.logits.row(i).segment(first, perHead);
            const double top = logits.maxCoeff();
            const Eigen::RowVectorXd e = (logits.array() - top).exp().matrix();
            t->weights.row(i).segment(first, perHead) = e / e.sum();
            for (int l = 0; l < levels; ++l) {
                const DeformableLevel& map = in.level(l);
                for (int k = 0; k < points; ++k) {
                    // ℓ = p + Δ / (W_l, H_l); pixel = (ℓ_x·W_l − 0.5, ℓ_y·H_l − 0.5)
                    const Eigen::Index column = in.pointIndex(m, l, k);
                    const double lx = in.reference(i, 0) + in.offsets(i, column * 2) / map.width;
                    const double ly =
                        in.reference(i, 1) + in.offsets(i, column * 2 + 1) / map.height;
                    DeformableSample s =
                        bilinearSample(map.value, map.height, map.width, m * dh, dh,
                                       lx * map.width - 0.5, ly * map.height - 0.5);
                    s.level = l;
                    s.point = k;
                    s.locationX = lx;
                    s.locationY = ly;
                    // o_i[head m] += a_imlk · v_m(ℓ_imlk)
                    t->concatenated.row(i).segment(Eigen::Index{m} * dh, dh) +=
                        t->weights(i, column) * s.value.transpose();
                    t->samples.push_back(std::move(s));
                }
            }
        }
    // the heads side by side, times W_O when given
    t->result =
        in.outputProjection ? Matrix(t->concatenated * *in.outputProjection) : t->concatenated;
    return t;
}

StageValues DeformableTrace::stage(int stage, int head, int frame) const
{
    StageValues v;
    const Eigen::Index first = input.pointIndex(head, 0, 0);
    switch (stage) {
    case DeformableKind::Map: {
        // (1/d) Σ_c value_l(y, x, c), as H_l × W_l; frame l is level l
        const DeformableLevel& map = input.level(std::clamp(frame, 0, input.levelCount() - 1));
        v.values.resize(map.height, map.width);
        for (int y = 0; y < map.height; ++y)
            for (int x = 0; x < map.width; ++x)
                v.values(y, x) = map.pixel(y, x).mean();
        break;
    }
    case DeformableKind::Logits:
        v.values = input.logits.middleCols(first, input.pointsPerHead());
        break;
    case DeformableKind::Weights:
        v.values = weights.middleCols(first, input.pointsPerHead());
        break;
    case DeformableKind::Output:
        v.values = result;
        break;
    default:
        throw std::out_of_range("deformable attention has no stage " + std::to_string(stage));
    }
    return v;
}

std::string DeformableKind::resultText(const ResolvedScenario& resolved, const KindTrace& trace,
                                       const Warnings& scenarioWarnings,
                                       const ResultOptions& options) const
{
    const auto& t = dynamic_cast<const DeformableTrace&>(trace);
    const DeformableInput& in = t.input;
    nlohmann::json j = resultStart(id());
    const DeformableLevel& first = in.level(0);
    j["map"] = {{"height", first.height}, {"width", first.width}, {"dim", in.dim()},
                {"heads", in.heads},      {"points", in.points},  {"levels", in.levelCount()}};
    nlohmann::json levels = nlohmann::json::array();
    for (const DeformableLevel& l : in.levels)
        levels.push_back({{"height", l.height}, {"width", l.width}});
    j["levels"] = std::move(levels);
    nlohmann::json queries = nlohmann::json::array();
    nlohmann::json weights = nlohmann::json::array();
    for (int i = 0; i < in.queries(); ++i) {
        nlohmann::json heads = nlohmann::json::array();
        nlohmann::json headWeights = nlohmann::json::array();
        for (int m = 0; m < in.heads; ++m) {
            nlohmann::json points = nlohmann::json::array();
            nlohmann::json pointWeights = nlohmann::json::array();
            for (int l = 0; l < in.levelCount(); ++l)
                for (int k = 0; k < in.points; ++k) {
                    const DeformableSample& s = t.sample(i, m, l, k);
                    const Eigen::Index at = in.pointIndex(m, l, k);
                    nlohmann::json neighbours = nlohmann::json::array();
                    for (const BilinearNeighbour& b : s.neighbours)
                        neighbours.push_back(
                            {{"x", b.x}, {"y", b.y}, {"weight", b.weight}, {"inside", b.inside}});
                    points.push_back(
                        {{"index", k},
                         {"level", l},
                         {"offset", {in.offsets(i, at * 2), in.offsets(i, at * 2 + 1)}},
                         {"location", {s.locationX, s.locationY}},
                         {"pixel", {s.pixelX, s.pixelY}},
                         {"neighbours", std::move(neighbours)},
                         {"sample", vectorToJson(s.value)},
                         {"logit", in.logits(i, at)},
                         {"weight", t.weights(i, at)}});
                    pointWeights.push_back(t.weights(i, at));
                }
            heads.push_back({{"index", m}, {"points", std::move(points)}});
            headWeights.push_back(std::move(pointWeights));
        }
        nlohmann::json q = {{"index", i},
                            {"reference", {in.reference(i, 0), in.reference(i, 1)}},
                            {"heads", std::move(heads)}};
        if (in.projection)
            q["query"] = vectorToJson(in.projection->query.row(i).transpose());
        queries.push_back(std::move(q));
        weights.push_back(std::move(headWeights));
    }
    j["queries"] = std::move(queries);
    if (in.projection) {
        // what the two projections of the queries gave: offsets (n_q, M, L, K, 2), logits
        // (n_q, M, L·K)
        nlohmann::json offsets = nlohmann::json::array();
        nlohmann::json logits = nlohmann::json::array();
        for (int i = 0; i < in.queries(); ++i) {
            nlohmann::json o = nlohmann::json::array();
            nlohmann::json a = nlohmann::json::array();
            for (int m = 0; m < in.heads; ++m) {
                nlohmann::json ol = nlohmann::json::array();
                nlohmann::json al = nlohmann::json::array();
                for (int l = 0; l < in.levelCount(); ++l) {
                    nlohmann::json ok = nlohmann::json::array();
                    for (int k = 0; k < in.points; ++k) {
                        const Eigen::Index at = in.pointIndex(m, l, k);
                        ok.push_back({in.offsets(i, at * 2), in.offsets(i, at * 2 + 1)});
                        al.push_back(in.logits(i, at));
                    }
                    ol.push_back(std::move(ok));
                }
                o.push_back(std::move(ol));
                a.push_back(std::move(al));
            }
            offsets.push_back(std::move(o));
            logits.push_back(std::move(a));
        }
        j["query_projection"] = {{"offsets", std::move(offsets)}, {"logits", std::move(logits)}};
    }
    j["attention_weights"] = std::move(weights);
    if (in.outputProjection)
        j["heads_output"] = matrixToJson(t.concatenated);
    j["output"] = matrixToJson(t.result);
    return resultEnd(std::move(j), resolved, trace, scenarioWarnings, options);
}

} // namespace attnlab

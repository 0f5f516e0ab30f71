#include "deformablekind.h"

#include "inputerror.h"
#include "matrixjson.h"
#include "resultjson.h"
#include "scenario.h"

#include <cmath>
#include <stdexcept>

namespace attnlab {

const std::vector<StageSpec>& DeformableKind::stages() const
{
    // {id, shape, range, perHead, maskable, meaning, perFrame}
    static const std::vector<StageSpec> list = {
        {"map", StageShape::Grid, ValueRange::Signed, false, false,
         "the value map averaged over its channels, with each query's sampling points", true},
        {"logits", StageShape::QueryFeature, ValueRange::Signed, true, false,
         "the logit of each of the head's K sampling points, per query", true},
        {"weights", StageShape::QueryFeature, ValueRange::Probability, true, false,
         "a_imk = softmax over the head's K points of the logits", true},
        {"output", StageShape::QueryFeature, ValueRange::Signed, false, false,
         "o_i = concat_m Σ_k a_imk v_m(ℓ_imk), the weighted bilinear samples", true},
    };
    return list;
}

std::shared_ptr<const KindTrace> DeformableKind::compute(const ResolvedScenario& resolved,
                                                         const std::string& backend) const
{
    if (backend != "reference")
        throw std::runtime_error("unknown backend \"" + backend +
                                 "\" for deformable attention (known: reference)");
    if (!resolved.deformable)
        throw InputError("kind", "\"deformable\" needs a value map (\"value\" or \"random\") "
                                 "and \"reference_points\"");
    return computeDeformable(*resolved.deformable);
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
    const int points = in.points;
    const int dh = in.headDim();
    t->weights.resize(nq, Eigen::Index{heads} * points);
    t->result = Matrix::Zero(nq, in.dim());
    t->samples.reserve(static_cast<std::size_t>(nq) * heads * points);
    for (int i = 0; i < nq; ++i)
        for (int m = 0; m < heads; ++m) {
            // a_imk = exp(logit_imk − max) / Σ_k' exp(logit_imk' − max)
            const Eigen::Index first = Eigen::Index{m} * points;
            const auto logits = in.logits.row(i).segment(first, points);
            const double top = logits.maxCoeff();
            const Eigen::RowVectorXd e = (logits.array() - top).exp().matrix();
            t->weights.row(i).segment(first, points) = e / e.sum();
            for (int k = 0; k < points; ++k) {
                // ℓ = p + Δ / (W, H); pixel = (ℓ_x·W − 0.5, ℓ_y·H − 0.5)
                const Eigen::Index at = (first + k) * 2;
                const double lx = in.reference(i, 0) + in.offsets(i, at) / in.width;
                const double ly = in.reference(i, 1) + in.offsets(i, at + 1) / in.height;
                DeformableSample s = bilinearSample(in.value, in.height, in.width, m * dh, dh,
                                                    lx * in.width - 0.5, ly * in.height - 0.5);
                s.locationX = lx;
                s.locationY = ly;
                // o_i[head m] += a_imk · v_m(ℓ_imk)
                t->result.row(i).segment(Eigen::Index{m} * dh, dh) +=
                    t->weights(i, first + k) * s.value.transpose();
                t->samples.push_back(std::move(s));
            }
        }
    return t;
}

StageValues DeformableTrace::stage(int stage, int head, int) const
{
    StageValues v;
    const Eigen::Index first = Eigen::Index{head} * input.points;
    switch (stage) {
    case DeformableKind::Map:
        // (1/d) Σ_c value(y, x, c), as H × W
        v.values.resize(input.height, input.width);
        for (int y = 0; y < input.height; ++y)
            for (int x = 0; x < input.width; ++x)
                v.values(y, x) = input.value.row(Eigen::Index{y} * input.width + x).mean();
        break;
    case DeformableKind::Logits:
        v.values = input.logits.middleCols(first, input.points);
        break;
    case DeformableKind::Weights:
        v.values = weights.middleCols(first, input.points);
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
    nlohmann::json j;
    j["format"] = "attnlab-result";
    j["version"] = 1;
    j["kind"] = id();
    j["map"] = {{"height", in.height},
                {"width", in.width},
                {"dim", in.dim()},
                {"heads", in.heads},
                {"points", in.points}};
    nlohmann::json queries = nlohmann::json::array();
    nlohmann::json weights = nlohmann::json::array();
    for (int i = 0; i < in.queries(); ++i) {
        nlohmann::json heads = nlohmann::json::array();
        nlohmann::json headWeights = nlohmann::json::array();
        for (int m = 0; m < in.heads; ++m) {
            nlohmann::json points = nlohmann::json::array();
            nlohmann::json pointWeights = nlohmann::json::array();
            for (int k = 0; k < in.points; ++k) {
                const DeformableSample& s = t.sample(i, m, k);
                const Eigen::Index at = Eigen::Index{m} * in.points + k;
                nlohmann::json neighbours = nlohmann::json::array();
                for (const BilinearNeighbour& b : s.neighbours)
                    neighbours.push_back(
                        {{"x", b.x}, {"y", b.y}, {"weight", b.weight}, {"inside", b.inside}});
                points.push_back({{"index", k},
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
        queries.push_back({{"index", i},
                           {"reference", {in.reference(i, 0), in.reference(i, 1)}},
                           {"heads", std::move(heads)}});
        weights.push_back(std::move(headWeights));
    }
    j["queries"] = std::move(queries);
    j["attention_weights"] = std::move(weights);
    j["output"] = matrixToJson(t.result);
    nlohmann::json warnings = nlohmann::json::array();
    for (const Warnings* w : {&scenarioWarnings, &resolved.warnings, &trace.warnings()})
        for (const Warning& x : *w)
            warnings.push_back(warningToJson(x));
    j["warnings"] = std::move(warnings);
    if (!options.backend.empty())
        j["backend"] = options.backend;
    return formatJson(j) + "\n";
}

} // namespace attnlab

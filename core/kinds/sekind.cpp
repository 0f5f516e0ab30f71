#include "sekind.h"

#include "engineerror.h"
#include "inputerror.h"
#include "matrixjson.h"
#include "resultjson.h"
#include "scenario.h"

#include <cmath>
#include <stdexcept>

namespace attnlab {

const std::vector<StageSpec>& SeKind::stages() const
{
    // {id, shape, range, perHead, maskable, meaning, perFrame}
    static const std::vector<StageSpec> list = {
        {"input", StageShape::ChannelGrid, ValueRange::Signed, false, false,
         "x_c(i,j), the input feature map, one tile per channel", true},
        {"squeeze", StageShape::Vector, ValueRange::Signed, false, false,
         "z_c = (1/HW) Σ_{i,j} x_c(i,j), each channel averaged over its map", true},
        {"hidden", StageShape::Vector, ValueRange::NonNegative, false, false,
         "u = ReLU(W₁ z + b₁), the C/r units of the bottleneck", true},
        {"gates", StageShape::Vector, ValueRange::Probability, false, false,
         "s = σ(W₂ u + b₂), one gate in 0 … 1 per channel", true},
        {"output", StageShape::ChannelGrid, ValueRange::Signed, false, false,
         "x̃_c = s_c · x_c, each channel scaled by its gate", true},
    };
    return list;
}

std::shared_ptr<const KindTrace> SeKind::compute(const ResolvedScenario& resolved,
                                                 const std::string& backend) const
{
    if (backend != "reference")
        throw EngineError(TR_NOOP("Engine", "unknown backend \"%1\" for channel attention "
                                            "(known: reference)"),
                          backend);
    if (!resolved.channels)
        throw InputError("kind",
                         TR_NOOP("Engine", "\"se\" needs a feature map: \"feature_map\" (C × H × "
                                           "W) or \"random\" with channels, height and width"));
    return computeSe(*resolved.channels);
}

std::shared_ptr<SeTrace> computeSe(const ChannelInput& in)
{
    auto t = std::make_shared<SeTrace>();
    t->input = in;
    // squeeze: z_c = (1/HW) Σ_{i,j} x_c(i,j)
    t->squeeze = in.x.rowwise().mean();
    // hidden: u = ReLU(W₁ z + b₁)
    t->preHidden = in.fc1Weight * t->squeeze + in.fc1Bias;
    t->hidden = t->preHidden.cwiseMax(0.0);
    // gates: s = σ(W₂ u + b₂), σ(t) = 1 / (1 + e^(−t))
    t->excitation = in.fc2Weight * t->hidden + in.fc2Bias;
    t->gates = t->excitation.unaryExpr([](double v) { return 1.0 / (1.0 + std::exp(-v)); });
    // output: x̃_c = s_c · x_c
    t->scaled = t->gates.asDiagonal() * in.x;
    return t;
}

StageValues SeTrace::stage(int stage, int, int) const
{
    StageValues v;
    switch (stage) {
    case SeKind::Input:
        v.values = input.x;
        break;
    case SeKind::Squeeze:
        v.values = squeeze.transpose();
        break;
    case SeKind::Hidden:
        v.values = hidden.transpose();
        break;
    case SeKind::Gates:
        v.values = gates.transpose();
        break;
    case SeKind::Output:
        v.values = scaled;
        break;
    default:
        throw std::out_of_range("channel attention has no stage " + std::to_string(stage));
    }
    return v;
}

nlohmann::json channelsToJson(const Matrix& x, int height, int width)
{
    nlohmann::json out = nlohmann::json::array();
    for (Eigen::Index c = 0; c < x.rows(); ++c) {
        Matrix map(height, width);
        for (int i = 0; i < height; ++i)
            for (int k = 0; k < width; ++k)
                map(i, k) = x(c, Eigen::Index{i} * width + k);
        out.push_back(matrixToJson(map));
    }
    return out;
}

std::string SeKind::resultText(const ResolvedScenario& resolved, const KindTrace& trace,
                               const Warnings& scenarioWarnings, const ResultOptions& options) const
{
    const auto& se = dynamic_cast<const SeTrace&>(trace);
    nlohmann::json j;
    j["format"] = "attnlab-result";
    j["version"] = 1;
    j["kind"] = id();
    j["squeeze"] = vectorToJson(se.squeeze);
    j["hidden"] = vectorToJson(se.hidden);
    j["gates"] = vectorToJson(se.gates);
    j["output"] = channelsToJson(se.scaled, se.input.height, se.input.width);
    j["parameters"] = seParameterCount(se.input.channels(), se.input.reduction);
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

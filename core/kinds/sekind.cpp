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
    const auto* input = resolved.kindInput.get<ChannelInput>();
    if (!input)
        throw InputError("kind",
                         TR_NOOP("Engine", "\"se\" needs a feature map: \"feature_map\" (C × H × "
                                           "W) or \"random\" with channels, height and width"));
    return computeSe(*input);
}

bool SeKind::ownsKey(const std::string& key) const
{
    return isChannelKey(key);
}

KindValue SeKind::readParameters(const nlohmann::json& scenario, Warnings& warnings) const
{
    return KindValue(readChannelSpec(scenario, warnings));
}

void SeKind::writeParameters(const KindValue& parameters, nlohmann::json& j) const
{
    // its own inputs instead of q, k and v; one gate per channel, no heads
    for (const char* key : {"q", "k", "v", "npz", "random", "sentences", "heads"})
        j.erase(key);
    if (const auto* spec = parameters.get<ChannelSpec>())
        writeChannelSpec(*spec, j);
}

void SeKind::conform(Scenario& s) const
{
    if (!s.parameters.get<ChannelSpec>())
        s.parameters = KindValue(ChannelSpec{}); // a default draw
}

AttentionKind::ChannelMaps SeKind::channelMaps(const ResolvedScenario& resolved) const
{
    const auto* input = resolved.kindInput.get<ChannelInput>();
    if (!input)
        return {};
    return {input->channels(), input->height, input->width};
}

void SeKind::resolveParameters(const Scenario& s, const std::string& baseDir,
                               ResolvedScenario& r) const
{
    const auto* spec = s.parameters.get<ChannelSpec>();
    if (!spec)
        return;
    if (spec->source == ChannelSpec::Source::Image) {
        // a picture's patch features as channels: feature f of every patch is channel f,
        // over the grid of patches (x = Eᵀ, C·s·s × (H/s · W/s))
        ImageSpec image = spec->image;
        image.projectionSeed.reset();
        ImageInputs ii =
            buildImageInputs(image, readScenarioPicture("image.path", image.path, baseDir));
        if (ii.keyEmbeddings.cols() > limits::maxChannels ||
            ii.keyEmbeddings.size() > limits::maxChannelValues)
            throw InputError("image.stride",
                             TR_NOOP("Engine",
                                     "%1 channels of %2 patches are more than channel attention "
                                     "takes; choose a smaller stride or \"size\""),
                             ii.keyEmbeddings.cols(), ii.keyEmbeddings.rows());
        ChannelInput in;
        in.x = ii.keyEmbeddings.transpose();
        in.height = ii.grid->gridRows;
        in.width = ii.grid->gridColumns;
        resolveExcitation(*spec, in);
        r.kindInput = KindValue(std::move(in));
        r.image = std::move(ii.grid);
        return;
    }
    r.kindInput = KindValue(resolveChannelInput(*spec));
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
    nlohmann::json j = resultStart(id());
    j["squeeze"] = vectorToJson(se.squeeze);
    j["hidden"] = vectorToJson(se.hidden);
    j["gates"] = vectorToJson(se.gates);
    j["output"] = channelsToJson(se.scaled, se.input.height, se.input.width);
    j["parameters"] = seParameterCount(se.input.channels(), se.input.reduction);
    return resultEnd(std::move(j), resolved, trace, scenarioWarnings, options);
}

} // namespace attnlab

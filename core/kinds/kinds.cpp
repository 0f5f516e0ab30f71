#include "kinds.h"

#include "additivekind.h"
#include "attentionkind.h"
#include "deformablekind.h"
#include "flashkind.h"
#include "inputerror.h"
#include "linearkind.h"
#include "matrixjson.h"
#include "quote.h"
#include "resultjson.h"
#include "scenario.h"
#include "sekind.h"
#include "softmaxkind.h"

#include <algorithm>
#include <cctype>
#include <mutex>

namespace attnlab {

namespace {

/// The registry: the built-in kinds, then any registered later, in that order.
struct Registry
{
    std::mutex mutex;
    std::vector<std::shared_ptr<const AttentionKind>> kinds{
        std::make_shared<SoftmaxKind>(),  std::make_shared<LinearKind>(),
        std::make_shared<SeKind>(),       std::make_shared<DeformableKind>(),
        std::make_shared<AdditiveKind>(), std::make_shared<FlashKind>()};
};

Registry& registry()
{
    static Registry r;
    return r;
}

std::shared_ptr<const AttentionKind> findKind(const std::string& id)
{
    Registry& r = registry();
    const std::lock_guard lock(r.mutex);
    for (const auto& kind : r.kinds)
        if (kind->id() == id)
            return kind;
    return nullptr;
}

} // namespace

std::vector<std::string> attentionKinds()
{
    Registry& r = registry();
    const std::lock_guard lock(r.mutex);
    std::vector<std::string> ids;
    for (const auto& kind : r.kinds)
        ids.push_back(kind->id());
    return ids;
}

void checkAttentionKind(const std::string& id)
{
    if (findKind(id))
        return;
    std::string known;
    for (const std::string& k : attentionKinds())
        known += (known.empty() ? "\"" : ", \"") + k + "\"";
    throw InputError(
        "kind", TR_NOOP("Engine", "\"%1\" is not a kind of attention AttnLab computes (known: %2)"),
        escapeUserText(id), known);
}

const AttentionKind& attentionKind(const std::string& id)
{
    checkAttentionKind(id);
    // Kinds are never removed, only replaced by one of the same id: the registry keeps every
    // kind it was given alive, so a reference stays valid for the program's life.
    return *findKind(id);
}

void registerAttentionKind(std::shared_ptr<const AttentionKind> kind)
{
    Registry& r = registry();
    const std::lock_guard lock(r.mutex);
    static std::vector<std::shared_ptr<const AttentionKind>> replaced; // kept alive, see above
    for (auto& k : r.kinds)
        if (k->id() == kind->id()) {
            replaced.push_back(std::move(k));
            k = std::move(kind);
            return;
        }
    r.kinds.push_back(std::move(kind));
}

int AttentionKind::stageIndex(const std::string& id) const
{
    std::string wanted;
    for (const char c : id)
        if (!std::isspace(static_cast<unsigned char>(c)))
            wanted += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    const std::vector<StageSpec>& list = stages();
    for (std::size_t i = 0; i < list.size(); ++i)
        if (list[i].id == wanted)
            return static_cast<int>(i);
    return -1;
}

void AttentionKind::requireTraceMemory(const ResolvedScenario&, const std::string&,
                                       std::int64_t) const
{}

void AttentionKind::requireResultMemory(const ResolvedScenario&, const std::string&,
                                        const std::string&) const
{}

bool AttentionKind::ownsKey(const std::string&) const
{
    return false;
}

KindValue AttentionKind::readParameters(const nlohmann::json&, Warnings&) const
{
    return {};
}

void AttentionKind::writeParameters(const KindValue&, nlohmann::json&) const {}

void AttentionKind::conform(Scenario& scenario) const
{
    scenario.parameters.reset();
}

AttentionKind::ChannelMaps AttentionKind::channelMaps(const ResolvedScenario&) const
{
    return {};
}

void AttentionKind::resolveParameters(const Scenario&, const std::string&, ResolvedScenario&) const
{}

namespace {

/// stageValuesToJson, hidden cells written as 0 (hiddenAsZero) or null.
nlohmann::json stageValuesJson(const StageValues& values, bool hiddenAsZero)
{
    if (values.hidden.size() == 0)
        return matrixToJson(values.values);
    Matrix shown = values.values;
    for (Eigen::Index i = 0; i < shown.rows(); ++i)
        for (Eigen::Index j = 0; j < shown.cols(); ++j)
            if (values.hidden(i, j))
                shown(i, j) = hiddenAsZero ? 0.0 : std::numeric_limits<double>::quiet_NaN(); // null
    return matrixToJson(shown);
}

} // namespace

nlohmann::json stageValuesToJson(const StageValues& values)
{
    return stageValuesJson(values, false);
}

std::string AttentionKind::resultText(const ResolvedScenario& resolved, const KindTrace& trace,
                                      const Warnings& scenarioWarnings,
                                      const ResultOptions& options) const
{
    const AttentionInput& in = resolved.input;
    const std::vector<StageSpec>& list = stages();
    nlohmann::json j = resultStart(id());
    j["q"] = matrixToJson(in.q);
    j["k"] = matrixToJson(in.k);
    j["v"] = matrixToJson(in.v);
    j["query_tokens"] = resolved.queryTokens;
    j["key_tokens"] = resolved.keyTokens;
    // The stages of one head in one frame, by stage id; in "frames", only those that change
    // from frame to frame (StageSpec::perFrame).
    // A masked weight contributes nothing: 0, as softmax's result writes it (and a NumPy user
    // gets numbers); only what was never computed or a masked score is null. Weights are the
    // stages of probabilities, and their differences ("difference").
    const auto hiddenAsZero = [&](std::size_t s) {
        return list[s].maskable &&
               (list[s].range == ValueRange::Probability || list[s].id == "difference");
    };
    const auto headStages = [&](int head, int frame, bool framedOnly) {
        nlohmann::json h;
        h["index"] = head;
        for (std::size_t s = 0; s < list.size(); ++s)
            if (list[s].perHead && (!framedOnly || list[s].perFrame))
                h[list[s].id] =
                    stageValuesJson(trace.stage(static_cast<int>(s), head, frame), hiddenAsZero(s));
        return h;
    };
    if (trace.hasStages()) {
        const int last = trace.frameCount() - 1;
        nlohmann::json heads = nlohmann::json::array();
        for (int head = 0; head < trace.headCount(); ++head)
            heads.push_back(headStages(head, last, false));
        j["heads"] = std::move(heads);
        if (trace.frameCount() > 1) {
            nlohmann::json frames = nlohmann::json::array();
            for (int frame = 0; frame < trace.frameCount(); ++frame) {
                nlohmann::json f;
                f["index"] = frame;
                nlohmann::json heads = nlohmann::json::array();
                for (int head = 0; head < trace.headCount(); ++head)
                    heads.push_back(headStages(head, frame, true));
                f["heads"] = std::move(heads);
                frames.push_back(std::move(f));
            }
            j["frames"] = std::move(frames);
        }
        for (std::size_t s = 0; s < list.size(); ++s)
            if (!list[s].perHead && list[s].id != "output")
                j[list[s].id] = stageValuesToJson(trace.stage(static_cast<int>(s), 0, last));
    }
    j["output"] = matrixToJson(trace.output());
    return resultEnd(std::move(j), resolved, trace, scenarioWarnings, options);
}

nlohmann::json resultStart(const std::string& kind)
{
    nlohmann::json j;
    j["format"] = "attnlab-result";
    j["version"] = 1;
    j["kind"] = kind;
    return j;
}

std::string resultEnd(nlohmann::json result, const ResolvedScenario& resolved,
                      const KindTrace& trace, const Warnings& scenarioWarnings,
                      const ResultOptions& options)
{
    // the scenario's warnings, its inputs', the computation's, in that order
    nlohmann::json warnings = nlohmann::json::array();
    for (const Warnings* w : {&scenarioWarnings, &resolved.warnings, &trace.warnings()})
        for (const Warning& x : *w)
            warnings.push_back(warningToJson(x));
    result["warnings"] = std::move(warnings);
    if (!options.backend.empty())
        result["backend"] = options.backend;
    return formatJson(result) + "\n";
}

KindCapabilities kindCapabilities(const std::string& id)
{
    const std::shared_ptr<const AttentionKind> kind = findKind(id);
    return kind ? kind->capabilities() : KindCapabilities{};
}

} // namespace attnlab

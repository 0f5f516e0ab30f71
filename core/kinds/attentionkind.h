#pragma once

#include "kindparameters.h"
#include "matrix.h"
#include "warning.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace attnlab {

struct ResolvedScenario;
struct Scenario;

/// What the rows and columns of a stage's values stand for. The app labels the axes from it
/// and knows which cells belong together (a query × key cell can be followed from the scores to
/// the weights).
enum class StageShape
{
    QueryKey,       ///< n_q × n_k: one value per (query, key) pair (scores, weights)
    QueryFeature,   ///< n_q × d: a row per query over features (an output, φ(Q))
    KeyFeature,     ///< n_k × d: a row per key (φ(K), the cached keys and values)
    FeatureFeature, ///< d × d_v: features against features (linear attention's state)
    Vector,         ///< 1 × n: one value per channel or key (channel gates, a normaliser)
    Grid,           ///< H × W: a value per position of an image or feature map
    /// C × (H·W): a row per channel, its H × W map read row by row (x.view(C, H·W)); the
    /// app draws each row as an H × W tile (AttentionKind::channelMaps() gives H and W).
    ChannelGrid,
};

/// The values a stage can take, which decides how it is coloured.
enum class ValueRange
{
    Signed,      ///< any real number, drawn with a diverging map centred on 0
    Probability, ///< 0 … 1 (attention weights, gates), drawn on the fixed range 0 … 1
    NonNegative, ///< 0 … ∞ (φ of a positive feature map, a normaliser)
};

/// One stage of a kind: what the app steps through, exports and explains.
struct StageSpec
{
    /// "weights": its name in file names, on the command line, in lessons and result JSON.
    std::string id;
    StageShape shape = StageShape::QueryKey;
    ValueRange range = ValueRange::Signed;
    /// false: one matrix for all heads (the final output after concatenation and W_O).
    bool perHead = true;
    /// The mask hides some of its cells: they are drawn hatched, and the mask is painted on it.
    bool maskable = false;
    /// What one value is, in plain English (`attnlab-cli kinds`, the design note): the app's
    /// translated texts stand in the kind's app-side description.
    std::string meaning;
    /// false: the same values in every frame (stage() ignores the frame), such as linear
    /// attention's φ(Q) while its state grows token by token. The default result writes such a
    /// stage once, under "heads", and not again in every entry of "frames".
    bool perFrame = true;
};

/// One stage's values for one head and one frame.
struct StageValues
{
    Matrix values;
    /// Empty, or the size of values: the cells the mask hides (drawn hatched).
    BoolMatrix hidden;
    /// The first model (or value) column the values' columns stand for: head t's output starts
    /// at column t·d_v/h of V.
    int firstColumn = 0;
    /// Decoding frames: the first rows were computed in earlier frames and are reused (drawn
    /// dimmed); the rows from here on are new in this frame. For a key × feature stage (the
    /// cached keys and values) the rows the cache already held. 0: every row is this frame's.
    int reusedRows = 0;
};

/// What a kind's compute() returns: every stage of every head and frame, the output and the
/// warnings. A kind derives its own trace (softmax keeps its HeadTrace) and answers stage()
/// from it; what is explained is read from the same trace, so it is exactly what was computed.
class KindTrace
{
public:
    virtual ~KindTrace() = default;

    virtual int headCount() const = 0;
    /// The frame axis: decoding steps, a deformable attention's levels (frame l shows level l's
    /// map), or 1 when the kind has no frames. frameQueryRows says whether frames are steps.
    virtual int frameCount() const { return 1; }
    /// Frames that are decoding steps: the query rows [first, second) frame `frame` computes
    /// (it reads the keys and values 0 … second − 1, the earlier ones from its cache). The app
    /// shows Q's new rows and K and V growing a row per frame from it. Default: none.
    virtual std::optional<std::pair<int, int>> frameQueryRows(int /*frame*/) const
    {
        return std::nullopt;
    }
    /// False for a fast backend's result, which keeps only the output.
    virtual bool hasStages() const { return true; }
    /// Stage `stage` (an index into the kind's stages()) of head and frame; a stage with
    /// perHead false ignores head. Expects indices in range.
    virtual StageValues stage(int stage, int head, int frame) const = 0;
    /// The final output (n_q × d_out).
    virtual const Matrix& output() const = 0;
    virtual const Warnings& warnings() const = 0;
};

/// What a kind takes and allows. The app enables its controls and labs from it, never from a
/// kind's id; `attnlab-cli kinds` lists it. The defaults are a new kind's: queries, keys and
/// values, and nothing else.
struct KindCapabilities
{
    /// The masks a kind takes.
    enum class Masks
    {
        None,       ///< no mask (it has no query × key weights)
        CausalOnly, ///< the causal mask alone (it never forms the query × key weights)
        Any,        ///< causal, a window, painted pairs, sparse patterns
    };

    /// Its input is queries, keys and values (matrices, sentences, random, a picture's
    /// patches); false: an input of its own and no Q, K or V (a feature map, a value map).
    bool queryKeyValue = true;
    Masks masks = Masks::None;
    /// Sparse patterns (a dilated window, global tokens, random blocks) on its weights.
    bool sparsePatterns = false;
    /// Token-by-token decoding with a KV cache (self-attention).
    bool decoding = false;
    /// Its queries and keys may be a picture's patches (the image lab).
    bool imagePatches = false;
    /// Inputs longer than the stages kept: its fused backend's output and binned weight maps
    /// are shown instead of the steps.
    bool longInputOverview = false;
    /// Several heads ("heads"; deformable attention's M heads sample points of their own).
    bool heads = true;
    /// The scores' scale ("scale", 1/√d_k by default).
    bool scaling = true;

    bool operator==(const KindCapabilities&) const = default;
};

/// What a result-writing kind is told besides the trace.
struct ResultOptions
{
    /// When not empty, a last key "backend" with this name.
    std::string backend;
};

/// A kind of attention: its id, its stages, and how it computes and writes a result. One module
/// of core/kinds/ per kind (softmaxkind.h, …); docs/attention-kinds.md says how to add one.
/// The app side of a kind (stage names, formulas, explanations, the arithmetic of a cell, all
/// translated) is its KindDescription in app/appcore/.
class AttentionKind
{
public:
    virtual ~AttentionKind() = default;

    /// "softmax": the value of "kind" in a scenario and a result.
    virtual std::string id() const = 0;
    /// The stages in the order the app walks through them.
    virtual const std::vector<StageSpec>& stages() const = 0;
    /// The stage shown first.
    virtual int defaultStage() const { return 0; }
    /// The index of a stage id (any case), or -1.
    int stageIndex(const std::string& id) const;

    /// The backends that compute this kind ("reference" first: the one that keeps every stage).
    virtual std::vector<std::string> backends() const { return {"reference"}; }
    /// What it takes and allows (inputs, masks, sparse patterns, decoding, pictures).
    virtual KindCapabilities capabilities() const { return {}; }
    /// Parameters of its own (capabilities().queryKeyValue false: a feature map, a value map
    /// and sampling points): the scenario holds them as an opaque value (Scenario::parameters)
    /// that only this kind's module reads. The scenario's reader and writer, its comparison,
    /// withKind and resolveScenario go through these and name no kind. The defaults are a
    /// kind's without parameters of its own.
    ///
    /// Whether `key` of a scenario object is one of its parameters: the generic reader leaves
    /// it to readParameters() (such a key may mean something else to other kinds: "random").
    virtual bool ownsKey(const std::string& key) const;
    /// Reads its parameters from the scenario object, before the generic keys; an empty value
    /// when it has none. Throws InputError naming the key.
    virtual KindValue readParameters(const nlohmann::json& scenario, Warnings& warnings) const;
    /// Writes them into the scenario object the generic writer made, taking out the generic
    /// inputs it does not read; readParameters() reads the same value back.
    virtual void writeParameters(const KindValue& parameters, nlohmann::json& scenario) const;
    /// The scenario now has this kind (withKind): its parameters are this kind's when they were
    /// already, empty otherwise. Gives them a default where it needs some and drops what the
    /// kind does not take (a mask, W_O).
    virtual void conform(Scenario& scenario) const;
    /// Resolves its parameters into resolved.kindInput (and resolved.image where they cut a
    /// picture), with pictures named relative to baseDir. Throws InputError naming the place.
    virtual void resolveParameters(const Scenario& scenario, const std::string& baseDir,
                                   ResolvedScenario& resolved) const;

    /// The C maps of H × W that its ChannelGrid stages show (channels 0 when it has none).
    struct ChannelMaps
    {
        int channels = 0, height = 0, width = 0;
    };
    virtual ChannelMaps channelMaps(const ResolvedScenario& resolved) const;

    /// Computes a resolved scenario (expects resolveScenario()'s checks) with a backend of
    /// backends(); throws InputError naming the place for what the kind refuses, and
    /// std::runtime_error when the backend cannot run here.
    virtual std::shared_ptr<const KindTrace> compute(const ResolvedScenario& resolved,
                                                     const std::string& backend) const = 0;
    /// Throws InputError (at `where`) when the trace of the reference backend (what the app
    /// keeps and steps through) cannot fit in memory, before anything large is allocated. The
    /// default checks nothing. extraBytes: what the caller keeps besides (figures).
    virtual void requireTraceMemory(const ResolvedScenario& resolved, const std::string& where,
                                    std::int64_t extraBytes) const;
    /// The same for a backend's result written as text (`attnlab-cli compute`).
    virtual void requireResultMemory(const ResolvedScenario& resolved, const std::string& backend,
                                     const std::string& where) const;

    /// The result as JSON text ("format": "attnlab-result", "version", "kind", …). The default
    /// writes the inputs, then per head {"index", one key per stage id}, the per-frame stages
    /// (StageSpec::perFrame) under "frames" when there are several, the stages that are not per
    /// head, "output" and "warnings" (scenarioWarnings first).
    virtual std::string resultText(const ResolvedScenario& resolved, const KindTrace& trace,
                                   const Warnings& scenarioWarnings,
                                   const ResultOptions& options) const;
};

/// The kind with that id; throws InputError at "kind" naming it and the known kinds.
const AttentionKind& attentionKind(const std::string& id);
/// Adds a kind (a test kind, or a kind built elsewhere); replaces one with the same id.
void registerAttentionKind(std::shared_ptr<const AttentionKind> kind);

/// What every kind's result starts with: "format": "attnlab-result", "version", "kind".
nlohmann::json resultStart(const std::string& kind);
/// What it ends with, and its text: "warnings" (the scenario's, its inputs', the computation's)
/// and, when given, "backend". A kind that writes its own resultText() uses both.
std::string resultEnd(nlohmann::json result, const ResolvedScenario& resolved,
                      const KindTrace& trace, const Warnings& scenarioWarnings,
                      const ResultOptions& options);

/// A stage's values as JSON: an array of rows, null where hidden.
nlohmann::json stageValuesToJson(const StageValues& values);

} // namespace attnlab

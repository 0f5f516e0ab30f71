#include "scenario.h"

#include "fileread.h"
#include "inputerror.h"
#include "kinds/attentionkind.h"
#include "kinds/kinds.h"
#include "matrixio.h"
#include "matrixjson.h"
#include "quote.h"
#include "sizelimits.h"
#include "torchrandom.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace attnlab {

namespace {

using json = nlohmann::json;

const char* const formatName = "attnlab-scenario";

std::vector<std::string> readTokens(const json& j, const std::string& where)
{
    if (!j.is_array())
        throw InputError(where, TR_NOOP("Engine", "expected an array of labels, got %1"),
                         describeJson(j));
    if (j.size() > static_cast<std::size_t>(limits::maxFusedTokens))
        throw InputError(where, TR_NOOP("Engine", "%1 labels exceed the limit of %2"), j.size(),
                         limits::maxFusedTokens);
    std::vector<std::string> tokens;
    for (std::size_t i = 0; i < j.size(); ++i)
        tokens.push_back(readString(j[i], where + "[" + std::to_string(i) + "]"));
    return tokens;
}

/// A key that the scenario's kind does not read, kept unused: a parameter that other kinds of
/// attention over queries, keys and values take beside them ("feature_map: used only by
/// "kind": "linear", ignored by "softmax""), or unknown (as are the inputs of a kind with an
/// input of its own, SE's "reduction").
void warnKeyOfOtherKinds(const std::string& key, const std::string& kind, Warnings& warnings)
{
    std::string owners;
    for (const std::string& id : attentionKinds()) {
        const AttentionKind& other = attentionKind(id);
        if (id != kind && other.capabilities().queryKeyValue && other.ownsKey(key))
            owners += (owners.empty() ? "\"" : ", \"") + id + "\"";
    }
    if (owners.empty()) {
        warnUnknownKey("", key, warnings);
        return;
    }
    warnings.push_back(
        makeWarning("unused_key", -1, -1,
                    Message(TR_NOOP("Engine", "%1: used only by \"kind\": %2, ignored by \"%3\""),
                            key, owners, kind)));
}

/// "global": [token, ...] — sorted here, each once
std::vector<int> readGlobalTokens(const json& j)
{
    if (!j.is_array())
        throw InputError(
            "mask.global",
            TR_NOOP("Engine", "expected a list of token numbers such as [0, 5], got %1"),
            describeJson(j));
    if (j.size() > static_cast<std::size_t>(limits::maxFusedTokens))
        throw InputError("mask.global", TR_NOOP("Engine", "more than %1 global tokens"),
                         limits::maxFusedTokens);
    std::vector<int> tokens;
    for (std::size_t t = 0; t < j.size(); ++t)
        tokens.push_back(static_cast<int>(readInt(j[t], "mask.global[" + std::to_string(t) + "]", 0,
                                                  limits::maxFusedTokens - 1)));
    std::sort(tokens.begin(), tokens.end());
    tokens.erase(std::unique(tokens.begin(), tokens.end()), tokens.end());
    return tokens;
}

/// "random": {"block_size": b, "blocks": r, "seed": s, "drawn": [[kb, ...], ...]}
RandomBlocks readRandomBlocks(const json& j, Warnings& warnings)
{
    if (!j.is_object())
        throw InputError("mask.random",
                         TR_NOOP("Engine", "expected an object such as {\"block_size\": 64, "
                                           "\"blocks\": 3, \"seed\": 0}, got %1"),
                         describeJson(j));
    RandomBlocks r;
    for (const auto& [key, value] : j.items()) {
        if (key == "block_size")
            r.blockSize = static_cast<int>(
                readInt(value, "mask.random.block_size", 1, limits::maxFusedTokens));
        else if (key == "blocks")
            r.blocks =
                static_cast<int>(readInt(value, "mask.random.blocks", 0, limits::maxFusedTokens));
        else if (key == "seed")
            r.seed = static_cast<std::uint64_t>(
                readInt(value, "mask.random.seed", 0, 9007199254740991LL)); // 2^53 - 1
        else if (key == "drawn") {
            if (!value.is_array())
                throw InputError(
                    "mask.random.drawn",
                    TR_NOOP("Engine", "expected one list of key blocks per query block, got %1"),
                    describeJson(value));
            if (value.size() > static_cast<std::size_t>(limits::maxFusedTokens))
                throw InputError("mask.random.drawn",
                                 TR_NOOP("Engine", "more than %1 query blocks"),
                                 limits::maxFusedTokens);
            for (std::size_t qb = 0; qb < value.size(); ++qb) {
                const std::string where = "mask.random.drawn[" + std::to_string(qb) + "]";
                const json& row = value[qb];
                if (!row.is_array())
                    throw InputError(
                        where,
                        TR_NOOP("Engine", "expected a list of key blocks such as [3, 7], got %1"),
                        describeJson(row));
                if (row.size() > static_cast<std::size_t>(limits::maxFusedTokens))
                    throw InputError(where, TR_NOOP("Engine", "more than %1 key blocks"),
                                     limits::maxFusedTokens);
                std::vector<int> blocks;
                for (std::size_t t = 0; t < row.size(); ++t)
                    blocks.push_back(
                        static_cast<int>(readInt(row[t], where + "[" + std::to_string(t) + "]", 0,
                                                 limits::maxFusedTokens - 1)));
                r.drawn.push_back(std::move(blocks));
            }
        } else
            warnUnknownKey("mask.random", key, warnings);
    }
    return r;
}

MaskSpec readMask(const json& j, Warnings& warnings)
{
    if (!j.is_object())
        throw InputError("mask",
                         TR_NOOP("Engine", "expected an object such as {\"causal\": true}, got %1"),
                         describeJson(j));
    MaskSpec mask;
    for (const auto& [key, value] : j.items()) {
        if (key == "causal") {
            // true / false, or the alignment by name (mask.h): "top_left" is true's meaning
            if (value.is_string()) {
                const std::string name = value.get<std::string>();
                if (name == "top_left" || name == "bottom_right") {
                    mask.causal = true;
                    mask.alignment = name == "top_left" ? CausalAlignment::TopLeft
                                                        : CausalAlignment::BottomRight;
                } else
                    throw InputError("mask.causal",
                                     TR_NOOP("Engine", "unknown alignment \"%1\" (expected true, "
                                                       "false, \"top_left\" or \"bottom_right\")"),
                                     name);
            } else if (value.is_boolean())
                mask.causal = value.get<bool>();
            else
                throw InputError(
                    "mask.causal",
                    TR_NOOP("Engine",
                            "expected true, false, \"top_left\" or \"bottom_right\", got %1"),
                    describeJson(value));
        } else if (key == "window") {
            if (!value.is_null())
                mask.window =
                    static_cast<int>(readInt(value, "mask.window", 0, limits::maxFusedTokens));
        } else if (key == "dilation") {
            mask.dilation =
                static_cast<int>(readInt(value, "mask.dilation", 1, limits::maxFusedTokens));
        } else if (key == "global") {
            mask.global = readGlobalTokens(value);
        } else if (key == "random") {
            if (!value.is_null())
                mask.random = readRandomBlocks(value, warnings);
        } else if (key == "allowed") {
            if (!value.is_null())
                mask.allowed = boolMatrixFromJson(value, "mask.allowed", limits::maxTokens);
        } else
            warnUnknownKey("mask", key, warnings);
    }
    return mask;
}

/// "decode": {"prompt": p}
DecodeSpec readDecode(const json& j, Warnings& warnings)
{
    if (!j.is_object())
        throw InputError("decode",
                         TR_NOOP("Engine", "expected an object such as {\"prompt\": 3}, got %1"),
                         describeJson(j));
    DecodeSpec spec;
    if (!j.contains("prompt"))
        throw InputError("decode.prompt",
                         TR_NOOP("Engine", "missing: how many tokens the prompt has (0 or more)"));
    for (const auto& [key, value] : j.items()) {
        if (key == "prompt")
            spec.prompt = static_cast<int>(readInt(value, "decode.prompt", 0, limits::maxTokens));
        else
            warnUnknownKey("decode", key, warnings);
    }
    return spec;
}

RandomSpec readRandom(const json& j, Warnings& warnings)
{
    if (!j.is_object())
        throw InputError(
            "random",
            TR_NOOP("Engine",
                    "expected an object such as {\"seed\": 0, \"tokens\": 4, \"dim\": 8}, got %1"),
            describeJson(j));
    RandomSpec spec;
    for (const auto& [key, value] : j.items()) {
        if (key == "generator") {
            spec.generator = readString(value, "random.generator");
            if (spec.generator != "torch")
                throw InputError("random.generator",
                                 TR_NOOP("Engine", "unknown generator \"%1\" (known: torch)"),
                                 spec.generator);
        } else if (key == "seed")
            spec.seed = static_cast<std::uint64_t>(
                readInt(value, "random.seed", 0, 9007199254740991LL)); // 2^53 - 1
        else if (key == "tokens")
            spec.tokens = static_cast<int>(readInt(value, "random.tokens", 1, limits::maxTokens));
        else if (key == "dim")
            spec.dim = static_cast<int>(readInt(value, "random.dim", 1, limits::maxDim));
        else
            warnUnknownKey("random", key, warnings);
    }
    if (3LL * spec.tokens * spec.dim < static_cast<long long>(TorchGenerator::minCount))
        throw InputError(
            "random",
            TR_NOOP("Engine",
                    "3 x tokens x dim = %1 values; at least 16 are needed to match PyTorch"),
            3 * spec.tokens * spec.dim);
    return spec;
}

std::vector<std::string> defaultLabels(const std::string& prefix, Eigen::Index n)
{
    std::vector<std::string> labels;
    for (Eigen::Index i = 0; i < n; ++i)
        labels.push_back(prefix + std::to_string(i));
    return labels;
}

void checkLabels(const std::vector<std::string>& labels, Eigen::Index expected,
                 const std::string& where, const char* noun)
{
    if (!labels.empty() && static_cast<Eigen::Index>(labels.size()) != expected)
        throw InputError(where, TR_NOOP("Engine", "expected %1 labels (one per %2), got %3"),
                         expected, noun, labels.size());
}

/// A NumPy file name given for an input ("npz", "q", …): a non-empty string.
std::string readFileName(const json& j, const std::string& where, const char* example)
{
    const std::string name = readString(j, where);
    if (name.empty())
        throw InputError(
            where, TR_NOOP("Engine", "expected a file name such as \"%1\", got an empty text"),
            example);
    return name;
}

/// Runs read(path) for the file `name` of the input `key`: its errors name the key and the
/// file as the scenario gives it ("npz: qkv.npz: missing array 'v': …", "q: q.npy: no such
/// file"), never the folder it was found in.
template <class Read>
auto readInputFileAs(const std::string& key, const std::string& name, const std::string& baseDir,
                     const char* example, Read read)
{
    const std::string path = fileInFolder(name, baseDir, key, "a scenario", example);
    try {
        return read(path);
    } catch (const InputError& e) {
        std::string where = e.where();
        if (where.starts_with(path))
            where = name + where.substr(path.size());
        throw InputError(where.empty() ? key : key + ": " + where, e.message());
    }
}

/// "npz": "qkv.npz", or "q": "q.npy", "k": "k.npy", "v": "v.npy", read relative to baseDir.
/// Up to limits::maxFusedTokens rows: the engine that runs them says whether it takes them.
void readInputFiles(const InputFiles& files, const std::string& baseDir, AttentionInput& in)
{
    if (!files.npz.empty()) {
        std::map<std::string, Matrix> qkv =
            readInputFileAs("npz", files.npz, baseDir, "qkv.npz", [](const std::string& path) {
                return readQkvNpz(path, limits::maxFusedTokens);
            });
        in.q = std::move(qkv.at("q"));
        in.k = std::move(qkv.at("k"));
        in.v = std::move(qkv.at("v"));
        return;
    }
    const auto one = [&](const char* key, const std::string& name) {
        return readInputFileAs(key, name, baseDir, "q.npy", [&](const std::string& path) {
            return matrixFromNpyArray(
                readNpy(readInputFile(path, limits::maxNpyFileBytes, "a .npy file"), path), path,
                limits::maxFusedTokens);
        });
    };
    in.q = one("q", files.q);
    in.k = one("k", files.k);
    in.v = one("v", files.v);
}

} // namespace

Scenario scenarioFromJson(const json& j, Warnings& warnings)
{
    if (!j.is_object())
        throw InputError("", TR_NOOP("Engine", "a scenario must be a JSON object, got %1"),
                         describeJson(j));

    if (j.contains("format")) {
        const std::string format = readString(j["format"], "format");
        if (format != formatName)
            throw InputError("format", TR_NOOP("Engine", "expected \"%1\", got \"%2\""),
                             std::string(formatName), format);
    }
    if (j.contains("version")) {
        const auto version = readInt(j["version"], "version", 1, 1000000);
        if (version > Scenario::formatVersion)
            throw InputError("version",
                             TR_NOOP("Engine", "this file is version %1, but this AttnLab reads "
                                               "version %2; a newer AttnLab is needed to open it"),
                             version, Scenario::formatVersion);
    }

    Scenario s;
    // The kind first: what the inputs must be depends on it, so an unknown kind is the first
    // thing said ("kind: …"), never "no inputs".
    if (j.contains("kind"))
        checkAttentionKind(readString(j["kind"], "kind"));
    // The kind reads its own parameters, under keys that may mean something else to the other
    // kinds ("feature_map", "random"): first. A kind whose input is not queries, keys and
    // values reads its inputs so.
    const AttentionKind& fileKind = attentionKind(j.contains("kind") && j["kind"].is_string()
                                                      ? j["kind"].get<std::string>()
                                                      : std::string(defaultAttentionKind));
    const bool ownInputs = !fileKind.capabilities().queryKeyValue;
    s.parameters = fileKind.readParameters(j, warnings);
    const bool hasMatrices = j.contains("q") || j.contains("k") || j.contains("v");
    const bool hasNpz = j.contains("npz");
    const int sources = int(hasMatrices) + int(hasNpz) + int(j.contains("random")) +
                        int(j.contains("sentences")) + int(j.contains("image"));
    if (sources == 0 && !ownInputs)
        throw InputError("",
                         TR_NOOP("Engine", "no inputs: give \"q\", \"k\" and \"v\", or \"npz\", or "
                                           "\"random\", or \"sentences\", or \"image\""));
    if (sources > 1 && !ownInputs)
        throw InputError("", TR_NOOP("Engine", "give only one of \"q\"/\"k\"/\"v\", \"npz\", "
                                               "\"random\", \"sentences\" and \"image\""));

    static const std::set<std::string> known = {"format",
                                                "version",
                                                "kind",
                                                "title",
                                                "description",
                                                "q",
                                                "k",
                                                "v",
                                                "random",
                                                "sentences",
                                                "image",
                                                "npz",
                                                "query_tokens",
                                                "key_tokens",
                                                "heads",
                                                "scale",
                                                "mask",
                                                "output_projection",
                                                "decode"};

    for (const auto& [key, value] : j.items()) {
        if (key == "kind") {
            s.attentionKind = readString(value, "kind");
            checkAttentionKind(s.attentionKind);
        } else if (fileKind.ownsKey(key)) {
            // read above
        } else if (key == "title")
            readLocalizedText(value, "title", s.title, s.titleTranslations);
        else if (key == "description")
            readLocalizedText(value, "description", s.description, s.descriptionTranslations);
        else if (key == "query_tokens")
            s.queryTokens = readTokens(value, "query_tokens");
        else if (key == "key_tokens")
            s.keyTokens = readTokens(value, "key_tokens");
        else if (key == "heads")
            s.heads = static_cast<int>(readInt(value, "heads", 1, limits::maxHeads));
        else if (key == "scale") {
            if (!value.is_null()) {
                if (!value.is_number())
                    throw InputError("scale", TR_NOOP("Engine", "expected a number, got %1"),
                                     describeJson(value));
                s.scale = value.get<double>();
                if (!std::isfinite(*s.scale))
                    throw InputError("scale", TR_NOOP("Engine", "not a finite number"));
            }
        } else if (key == "mask")
            s.mask = readMask(value, warnings);
        else if (key == "decode") {
            if (!value.is_null())
                s.decode = readDecode(value, warnings);
        } else if (key == "output_projection") {
            if (!value.is_null())
                s.outputProjection = matrixFromJson(value, "output_projection", limits::maxDim);
        } else if (known.count(key) == 0) {
            // kept (and saved back) unused: unknown, or a parameter of other kinds
            warnKeyOfOtherKinds(key, fileKind.id(), warnings);
            s.extra[key] = value;
        }
    }

    if (ownInputs) {
        // s.parameters holds the inputs
    } else if (hasMatrices) {
        s.kind = InputKind::Matrices;
        for (const char* name : {"q", "k", "v"})
            if (!j.contains(name))
                throw InputError(name, TR_NOOP("Engine", "missing; give all of q, k and v"));
        // File names ("q": "q.npy") or matrices, the same for all three.
        const bool named = j["q"].is_string();
        for (const char* name : {"k", "v"})
            if (j[name].is_string() != named)
                throw InputError(
                    name,
                    named ? TR_NOOP("Engine", "expected a .npy file name like q's, got %1")
                          : TR_NOOP("Engine", "expected a matrix like q's, got %1 (give q, k and v "
                                              "all as matrices or all as .npy file names)"),
                    describeJson(j[name]));
        if (named) {
            s.kind = InputKind::Files;
            s.files.q = readFileName(j["q"], "q", "q.npy");
            s.files.k = readFileName(j["k"], "k", "k.npy");
            s.files.v = readFileName(j["v"], "v", "v.npy");
        } else {
            // Typed matrices stay within the staged engine's limit: longer inputs come from
            // NumPy files.
            s.q = matrixFromJson(j["q"], "q", limits::maxTokens);
            s.k = matrixFromJson(j["k"], "k", limits::maxTokens);
            s.v = matrixFromJson(j["v"], "v", limits::maxTokens);
        }
    } else if (hasNpz) {
        s.kind = InputKind::Files;
        s.files.npz = readFileName(j["npz"], "npz", "qkv.npz");
    } else if (j.contains("random")) {
        s.kind = InputKind::Random;
        s.random = readRandom(j["random"], warnings);
    } else if (j.contains("image")) {
        s.kind = InputKind::Image;
        s.image = imageSpecFromJson(j["image"], "image", warnings);
    } else {
        s.kind = InputKind::Sentences;
        s.sentences = sentenceSpecFromJson(j["sentences"], "sentences", warnings);
    }
    return s;
}

bool operator==(const Scenario& a, const Scenario& b)
{
    const auto same = [](const Matrix& x, const Matrix& y) {
        return x.rows() == y.rows() && x.cols() == y.cols() && x == y;
    };
    if (a.title != b.title || a.description != b.description ||
        a.titleTranslations != b.titleTranslations ||
        a.descriptionTranslations != b.descriptionTranslations || a.kind != b.kind ||
        a.attentionKind != b.attentionKind || a.decode != b.decode ||
        !(a.parameters == b.parameters) || a.queryTokens != b.queryTokens ||
        a.keyTokens != b.keyTokens || a.heads != b.heads || a.scale != b.scale ||
        !(a.mask == b.mask) || a.extra != b.extra)
        return false;
    if (a.outputProjection.has_value() != b.outputProjection.has_value() ||
        (a.outputProjection && !same(*a.outputProjection, *b.outputProjection)))
        return false;
    switch (a.kind) {
    case InputKind::Matrices:
        return same(a.q, b.q) && same(a.k, b.k) && same(a.v, b.v);
    case InputKind::Random:
        return a.random == b.random;
    case InputKind::Sentences:
        return a.sentences == b.sentences;
    case InputKind::Files:
        return a.files == b.files;
    case InputKind::Image:
        return a.image == b.image;
    }
    return false;
}

json scenarioToJson(const Scenario& s)
{
    json j;
    j["format"] = formatName;
    j["version"] = Scenario::formatVersion;
    if (s.attentionKind != defaultAttentionKind)
        j["kind"] = s.attentionKind;
    if (s.decode)
        j["decode"] = json{{"prompt", s.decode->prompt}};
    if (!s.title.empty() || !s.titleTranslations.empty())
        j["title"] = localizedTextToJson(s.title, s.titleTranslations);
    if (!s.description.empty() || !s.descriptionTranslations.empty())
        j["description"] = localizedTextToJson(s.description, s.descriptionTranslations);
    switch (s.kind) {
    case InputKind::Matrices:
        j["q"] = matrixToJson(s.q);
        j["k"] = matrixToJson(s.k);
        j["v"] = matrixToJson(s.v);
        break;
    case InputKind::Random:
        j["random"] = {{"generator", s.random.generator},
                       {"seed", s.random.seed},
                       {"tokens", s.random.tokens},
                       {"dim", s.random.dim}};
        break;
    case InputKind::Sentences:
        j["sentences"] = sentenceSpecToJson(s.sentences);
        break;
    case InputKind::Files:
        // The names as given: the numbers stay in their files.
        if (!s.files.npz.empty())
            j["npz"] = s.files.npz;
        else {
            j["q"] = s.files.q;
            j["k"] = s.files.k;
            j["v"] = s.files.v;
        }
        break;
    case InputKind::Image:
        j["image"] = imageSpecToJson(s.image);
        break;
    }
    if (!s.queryTokens.empty())
        j["query_tokens"] = s.queryTokens;
    if (!s.keyTokens.empty())
        j["key_tokens"] = s.keyTokens;
    j["heads"] = s.heads;
    if (s.scale)
        j["scale"] = *s.scale;
    if (!s.mask.isEmpty()) {
        json mask = json::object();
        if (s.mask.causal && s.mask.alignment == CausalAlignment::BottomRight)
            mask["causal"] = "bottom_right";
        else if (s.mask.causal)
            mask["causal"] = true; // top-left, as every file before the alignment
        if (s.mask.window)
            mask["window"] = *s.mask.window;
        if (s.mask.window && s.mask.dilation != 1)
            mask["dilation"] = s.mask.dilation;
        if (!s.mask.global.empty())
            mask["global"] = s.mask.global;
        if (s.mask.random) {
            const RandomBlocks& r = *s.mask.random;
            json random = {{"block_size", r.blockSize}, {"blocks", r.blocks}, {"seed", r.seed}};
            if (!r.drawn.empty())
                random["drawn"] = r.drawn; // the pattern itself: a file always reproduces it
            mask["random"] = random;
        }
        if (s.mask.allowed)
            mask["allowed"] = boolMatrixToJson(*s.mask.allowed);
        j["mask"] = mask;
    }
    if (s.outputProjection)
        j["output_projection"] = matrixToJson(*s.outputProjection);
    if (s.parameters) {
        // a kind's own parameters (and, for a kind without q, k and v, its inputs instead of
        // them), written by the kind
        attentionKind(s.attentionKind).writeParameters(s.parameters, j);
    }
    for (const auto& [key, value] : s.extra.items())
        j[key] = value;
    return j;
}

Scenario scenarioIn(const Scenario& scenario, std::string_view language)
{
    Scenario s = scenario;
    s.sentences = sentencesIn(scenario.sentences, language);
    if (!s.image.promptTranslations.empty()) {
        const std::string chosen = wordsLanguage(s.image.promptTranslations, language);
        if (chosen != "en")
            s.image.prompt = s.image.promptTranslations.at(chosen);
        s.image.promptLanguage = chosen;
        s.image.promptTranslations.clear();
    }
    return s;
}

std::string scenarioToText(const Scenario& scenario)
{
    return formatJson(scenarioToJson(scenario));
}

Scenario scenarioFromText(const std::string& text, Warnings& warnings)
{
    // Depth-limited: unknown keys are kept (extra) by a recursive copy.
    const json j = parseJson(text);
    return scenarioFromJson(j, warnings);
}

ImagePixels readScenarioPicture(const std::string& key, const std::string& name,
                                const std::string& baseDir)
{
    if (baseDir.empty())
        throw InputError(key, TR_NOOP("Engine", "a picture is named relative to the scenario's "
                                                "folder, and this scenario has none yet"));
    return readInputFileAs(key, name, baseDir, "ball.png",
                           [](const std::string& path) { return decodeImage(path); });
}

ResolvedScenario resolveScenario(const Scenario& s, const std::string& baseDir)
{
    ResolvedScenario r;
    r.kind = s.attentionKind;
    const AttentionKind& kind = attentionKind(s.attentionKind);
    if (s.parameters && !kind.capabilities().queryKeyValue) {
        // A kind's own inputs (no q, k or v), resolved by the kind.
        if (s.decode)
            throw InputError(
                "decode",
                TR_NOOP("Engine",
                        "decoding with a KV cache is shown for softmax attention, not \"%1\""),
                s.attentionKind);
        kind.resolveParameters(s, baseDir, r);
        return r;
    }
    AttentionInput& in = r.input;
    switch (s.kind) {
    case InputKind::Matrices:
    case InputKind::Files:
        if (s.kind == InputKind::Files)
            readInputFiles(s.files, baseDir, in);
        else {
            in.q = s.q;
            in.k = s.k;
            in.v = s.v;
        }
        {
            // Self-attention (as many queries as keys) shares one set of labels by default.
            const bool square = in.q.rows() == in.k.rows();
            r.queryTokens = s.queryTokens.empty() ? defaultLabels(square ? "t" : "q", in.q.rows())
                                                  : s.queryTokens;
            r.keyTokens = !s.keyTokens.empty() ? s.keyTokens
                          : square             ? r.queryTokens
                                               : defaultLabels("k", in.k.rows());
            break;
        }
    case InputKind::Random: {
        // torch.manual_seed(seed); q, k, v = torch.randn(3, tokens, dim).unbind(0)
        RandomQkv qkv = torchRandomQkv(s.random.seed, s.random.tokens, s.random.dim);
        in.q = std::move(qkv.q);
        in.k = std::move(qkv.k);
        in.v = std::move(qkv.v);
        r.queryTokens = s.queryTokens.empty() ? defaultLabels("t", in.q.rows()) : s.queryTokens;
        r.keyTokens = s.keyTokens.empty() ? r.queryTokens : s.keyTokens;
        break;
    }
    case InputKind::Sentences: {
        SentenceInputs si = buildSentenceInputs(s.sentences, baseDir);
        in.q = std::move(si.q);
        in.k = std::move(si.k);
        in.v = std::move(si.v);
        r.queryTokens = s.queryTokens.empty() ? si.queryTokens : s.queryTokens;
        r.keyTokens = s.keyTokens.empty() ? si.keyTokens : s.keyTokens;
        r.queryUnknown = std::move(si.queryUnknown);
        r.keyUnknown = std::move(si.keyUnknown);
        r.warnings = std::move(si.warnings);
        r.embeddingDimensionNames = si.dimensionNames;
        if (s.sentences.projection == SentenceSpec::Projection::Identity)
            r.dimensionNames = std::move(si.dimensionNames);
        break;
    }
    case InputKind::Image: {
        // The picture named relative to the scenario, cut into patches (imageinput.h).
        if (baseDir.empty())
            throw InputError("image.path",
                             TR_NOOP("Engine", "a picture is named relative to the scenario's "
                                               "folder, and this scenario has none yet"));
        ImageInputs ii = buildImageInputs(
            s.image, readInputFileAs("image.path", s.image.path, baseDir, "ball.png",
                                     [](const std::string& path) { return decodeImage(path); }));
        in.q = std::move(ii.q);
        in.k = std::move(ii.k);
        in.v = std::move(ii.v);
        r.queryTokens = s.queryTokens.empty() ? std::move(ii.queryTokens) : s.queryTokens;
        r.keyTokens = s.keyTokens.empty() ? std::move(ii.keyTokens) : s.keyTokens;
        r.queryUnknown.assign(r.queryTokens.size(), false);
        r.keyUnknown = ii.keyUnknown.empty() ? std::vector<bool>(r.keyTokens.size(), false)
                                             : std::move(ii.keyUnknown);
        r.warnings = std::move(ii.warnings);
        r.dimensionNames = std::move(ii.dimensionNames);
        r.image = std::move(ii.grid);
        break;
    }
    }
    in.heads = s.heads;
    in.scale = s.scale;
    in.mask = s.mask;
    // random blocks a file does not list are drawn from its seed for these sizes
    resolveRandomBlocks(in.mask, static_cast<int>(in.q.rows()), static_cast<int>(in.k.rows()));
    in.outputProjection = s.outputProjection;
    if (s.decode) {
        // Decoding: softmax self-attention, causal (each token sees the cache and itself).
        if (!kindCapabilities(s.attentionKind).decoding)
            throw InputError("decode",
                             TR_NOOP("Engine",
                                     "decoding with a KV cache is shown for softmax attention, not "
                                     "\"%1\"; remove \"decode\" or use \"kind\": \"softmax\""),
                             s.attentionKind);
        const int n = static_cast<int>(in.q.rows());
        if (in.k.rows() != n)
            throw InputError("decode",
                             TR_NOOP("Engine", "decoding needs self-attention, as many queries as "
                                               "keys: got %1 queries and %2 keys"),
                             n, in.k.rows());
        if (n > maxDecodeTokens)
            throw InputError(
                "decode",
                TR_NOOP("Engine", "decoding is shown frame by frame for at most %1 tokens, got %2; "
                                  "`attnlab-cli bench --decode` times longer caches"),
                maxDecodeTokens, n);
        if (s.decode->prompt > n)
            throw InputError(
                "decode.prompt",
                TR_NOOP("Engine", "a prompt of %1 tokens is longer than the %2 tokens"),
                s.decode->prompt, n);
        in.mask.causal = true;
        in.mask.alignment = CausalAlignment::TopLeft; // n_q = n_k: either alignment
        r.decode = s.decode;
    }
    // The fused engines' limit: the engine that runs the input checks its own
    // (requireEngineTokens: the staged reference engine takes limits::maxTokens).
    in.validate(limits::maxFusedTokens);
    checkLabels(r.queryTokens, in.q.rows(), "query_tokens", "query");
    checkLabels(r.keyTokens, in.k.rows(), "key_tokens", "key");
    kind.resolveParameters(s, baseDir, r); // its own parameters beside q, k and v (linear's φ)
    return r;
}

} // namespace attnlab

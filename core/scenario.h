#pragma once

#include "attention.h"
#include "imageinput.h"
#include "kinds/decoding.h"
#include "kinds/kindparameters.h"
#include "kinds/kinds.h"
#include "localizedtext.h"
#include "sentences.h"
#include "warning.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace attnlab {

/// Where Q, K and V come from.
enum class InputKind
{
    Matrices,  ///< "q", "k", "v" given as arrays of rows
    Random,    ///< "random": PyTorch-compatible seeded draw
    Sentences, ///< "sentences": tokenised, embedded, projected
    Files,     ///< "npz": "qkv.npz", or "q": "q.npy", "k": …, "v": …: NumPy files
    Image,     ///< "image": the patches of a picture (imageinput.h)
};

/// Q, K and V in NumPy files, named relative to the scenario's folder and inside it (as GloVe
/// files are): either one .npz archive holding the arrays q, k and v ("npz": "qkv.npz", as
/// np.savez(path, q=q, k=k, v=v) writes it), or a .npy file each ("q": "q.npy", "k": "k.npy",
/// "v": "v.npy"). Read by resolveScenario(); saving writes the names back, never the numbers.
struct InputFiles
{
    std::string npz;     ///< the archive, or empty when q, k and v name .npy files
    std::string q, k, v; ///< the .npy files (npz empty)

    bool operator==(const InputFiles&) const = default;
};

/// "random": {"generator": "torch", "seed": 0, "tokens": 4, "dim": 8}
///   torch.manual_seed(seed); q, k, v = torch.randn(3, tokens, dim).unbind(0)
struct RandomSpec
{
    std::string generator = "torch";
    std::uint64_t seed = 0;
    int tokens = 4;
    int dim = 8;

    bool operator==(const RandomSpec&) const = default;
};

/// A scenario: what users save, share and keep in examples/ (format "attnlab-scenario").
struct Scenario
{
    static constexpr int formatVersion = 1;

    std::string title; ///< the main text ("en" when given in several languages)
    std::string description;
    /// The title and description in other languages, by tag ("fr", "pt"): in JSON,
    /// "title": {"en": "The black cat", "fr": "Le chat noir", "pt": "O gato preto"}.
    /// textInLanguage() picks one.
    Translations titleTranslations, descriptionTranslations;

    /// The kind of attention ("kind" in JSON; attentionKinds()): absent means softmax, and a
    /// softmax scenario is saved without it, so version-1 files load and save unchanged.
    std::string attentionKind = defaultAttentionKind;
    /// "decode": {"prompt": p}: softmax self-attention decoded with a KV cache (decoding.h),
    /// a frame for the prefill and one per generated token; the causal mask is implied.
    std::optional<DecodeSpec> decode;
    /// The kind's own parameters (linear attention's feature map φ, linearkind.h; channel
    /// attention's feature map and layers, sekind.h; deformable attention's value map and
    /// sampling, deformablekind.h): read, written, compared and resolved by the kind
    /// (AttentionKind::readParameters() …), read back by its module with parameters.get<T>().
    /// Empty for a kind without any. For a kind whose input is not queries, keys and values
    /// (KindCapabilities::queryKeyValue false) they are its input; q, k, v and the other
    /// inputs are then unused.
    KindValue parameters;

    InputKind kind = InputKind::Random;
    Matrix q, k, v;         ///< kind == Matrices
    RandomSpec random;      ///< kind == Random
    SentenceSpec sentences; ///< kind == Sentences
    InputFiles files;       ///< kind == Files
    ImageSpec image;        ///< kind == Image

    std::vector<std::string> queryTokens; ///< labels; empty = derived
    std::vector<std::string> keyTokens;

    int heads = 1;
    std::optional<double> scale;
    MaskSpec mask;
    std::optional<Matrix> outputProjection;

    /// Keys this version does not know, written back unchanged on save.
    nlohmann::json extra = nlohmann::json::object();
};

/// Same content (used by round-trip tests and to tell whether a document changed).
bool operator==(const Scenario& a, const Scenario& b);

/// Reads a scenario from JSON. Unknown keys become warnings ("unknown_key"), never failures.
/// Throws InputError naming the place for anything invalid, or for a newer version.
Scenario scenarioFromJson(const nlohmann::json& json, Warnings& warnings);

/// Writes a scenario back in the same format; scenarioFromJson(scenarioToJson(s)) == s.
nlohmann::json scenarioToJson(const Scenario& scenario);

/// The scenario as text to save: formatJson(scenarioToJson(s)).
std::string scenarioToText(const Scenario& scenario);

/// Parses JSON text (errors name the line and column) and reads the scenario.
Scenario scenarioFromText(const std::string& text, Warnings& warnings);

/// The scenario a reader of language ("fr", "pt_BR"; "" or "en": English) sees: sentences and
/// an image's prompt given per language become that language's words, or the English ones
/// where the file has none in it (sentencesIn). The app reads files in its interface language,
/// attnlab-cli in English unless --language says otherwise.
Scenario scenarioIn(const Scenario& scenario, std::string_view language);

/// The inputs an engine runs on, with the token labels and warnings of their making.
struct ResolvedScenario
{
    std::string kind = defaultAttentionKind; ///< the kind of attention (Scenario::attentionKind)
    /// Decoding with a KV cache (Scenario::decode); the input's mask is then causal.
    std::optional<DecodeSpec> decode;
    /// What the kind's own parameters resolve to (Scenario::parameters; linear attention's
    /// FeatureMapSpec, channel attention's ChannelInput, deformable attention's
    /// DeformableInput); for a kind without queries, keys and values input is then empty.
    KindValue kindInput;
    AttentionInput input;
    std::vector<std::string> queryTokens;
    std::vector<std::string> keyTokens;
    /// For sentences: which tokens were not in the lexicon (parallel to the token lists).
    std::vector<bool> queryUnknown, keyUnknown;
    /// Names of the model dimensions when they have meaning (sentences embedded with the
    /// built-in lexicon and the identity projection); empty otherwise.
    std::vector<std::string> dimensionNames;
    /// Names of the embedding dimensions of sentences (the rows of W_Q, W_K, W_V).
    std::vector<std::string> embeddingDimensionNames;
    /// For a picture: the pixels that were cut into patches, the grid and who asks.
    std::shared_ptr<const ImageGrid> image;
    Warnings warnings;
};

/// The picture a scenario names at key ("image.path", "levels[1].image"), relative to its
/// folder baseDir, where it must stay; InputError naming the key and the file as given (and
/// when the scenario has no folder yet).
ImagePixels readScenarioPicture(const std::string& key, const std::string& name,
                                const std::string& baseDir);

/// Draws the random inputs, embeds the sentences or reads the NumPy files, checks everything
/// (InputError naming the place), and fills default token labels. baseDir resolves relative
/// file names (GloVe files, .npy and .npz inputs). Up to limits::maxFusedTokens query and key
/// tokens are accepted (inputs from NumPy files may be that long); each engine refuses what it
/// cannot run (Engine::maxTokens(): the staged reference engine takes limits::maxTokens).
ResolvedScenario resolveScenario(const Scenario& scenario, const std::string& baseDir = {});

} // namespace attnlab

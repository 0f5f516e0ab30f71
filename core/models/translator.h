#pragma once

#include "inputerror.h"
#include "matrix.h"
#include "modelparts.h"
#include "npy.h"

#include <nlohmann/json.hpp>

#include <map>
#include <string>
#include <vector>

namespace attnlab {

/// What resources/models/translator/config.json says (docs/translator-model.md): the sizes of
/// the nn.Transformer, the vocabularies (index = token id), the special tokens and max_len.
struct TranslatorConfig
{
    int dModel = 0;
    int nhead = 0;
    int numEncoderLayers = 0;
    int numDecoderLayers = 0;
    int dimFeedforward = 0;
    /// Most positions of the sinusoidal encoding: the source (with <eos>) and the decoder input
    /// (with the language token) are at most this long.
    int maxLen = 0;
    std::vector<std::string> srcVocab;
    std::vector<std::string> tgtVocab;
    std::string pad;
    std::string eos;
    /// Target language code ("fr", "pt") -> its first decoder token ("<fr>", "<pt>").
    std::map<std::string, std::string> languages;
    /// The training record written by the script (sentences, epochs, accuracies, alignment).
    nlohmann::json training;

    int headDim() const { return dModel / nhead; }
};

/// Everything one translation computed: the tokens and every attention, per layer.
struct Translation
{
    std::string language;
    std::vector<std::string> sourceTokens;       ///< encoder input, <eos> included
    std::vector<std::string> decoderInputTokens; ///< <fr>/<pt> then the words written
    std::vector<std::string> outputTokens;       ///< the words written (no <eos>)
    std::string text;                            ///< outputTokens joined ("l'" sticks)
    bool reachedEos = false;                     ///< false: stopped at max_len
    Matrix logits;                               ///< [decoder position][target token]
    std::vector<AttentionRecord> encoderSelf;    ///< [layer]
    std::vector<AttentionRecord> decoderSelf;    ///< [layer], causal
    std::vector<AttentionRecord> cross;          ///< [layer], queries = decoder positions
};

/// A source word the model does not know, with the nearest known words (edit distance).
class UnknownWordError : public InputError
{
public:
    UnknownWordError(const std::string& word, std::vector<std::string> nearest);
    const std::string& word() const { return word_; }
    const std::vector<std::string>& nearest() const { return nearest_; }

private:
    std::string word_;
    std::vector<std::string> nearest_;
};

/// The trained English -> French / Portuguese translator of scripts/models/train_translator.py
/// run in Eigen, equal to PyTorch's Translator module (nn.Transformer, batch_first, post-norm,
/// ReLU, final encoder and decoder LayerNorms) up to rounding: the weights are float32, the
/// arithmetic double. Greedy decoding with a KV cache records every attention.
class Translator
{
public:
    /// Reads dir/config.json and dir/weights.npz. Throws InputError naming the file and the
    /// problem: a missing or mis-shaped array ("weights.npz: transformer.encoder.layers.0.
    /// self_attn.in_proj_weight: shape (64, 64), expected (192, 64)"), a bad config field.
    static Translator load(const std::string& dir);
    /// The same from the files' bytes; configWhere and weightsWhere name them in messages.
    static Translator fromBytes(const std::string& configJson, const std::string& configWhere,
                                const std::string& npzBytes, const std::string& weightsWhere);
    /// The same from the arrays already read (readNpz), by PyTorch's state_dict() names.
    static Translator fromArrays(const std::string& configJson, const std::string& configWhere,
                                 std::map<std::string, NdArray> arrays,
                                 const std::string& weightsWhere);

    const TranslatorConfig& config() const { return config_; }

    /// English words: lower-cased, split at spaces, surrounding punctuation removed.
    static std::vector<std::string> sourceWords(const std::string& sentence);
    /// The known source words (no special token) nearest to word by edit distance, at most n,
    /// nearest first (ties alphabetical).
    std::vector<std::string> nearestSourceWords(const std::string& word, int n = 3) const;

    /// Translates into language ("fr", "pt"). Throws UnknownWordError for a word outside the
    /// vocabulary, InputError for an empty or too long sentence or an unknown language.
    Translation translate(const std::string& sentence, const std::string& language) const;
    Translation translateWords(const std::vector<std::string>& words,
                               const std::string& language) const;

    /// Target tokens as text: spaces between, none after an elided "l'" or "d'".
    static std::string detokenize(const std::vector<std::string>& tokens);

private:
    using Attention = modelparts::AttentionWeights;
    using Norm = modelparts::NormWeights;
    using FeedForward = modelparts::FeedForwardWeights;
    struct EncoderLayer
    {
        Attention selfAttn;
        FeedForward ff;
        Norm norm1, norm2;
    };
    struct DecoderLayer
    {
        Attention selfAttn, crossAttn;
        FeedForward ff;
        Norm norm1, norm2, norm3;
    };

    Matrix embed(const Matrix& table, const std::vector<int>& ids, int firstPosition) const;
    Matrix attend(const Attention& a, const Matrix& queries, const Matrix& keysFrom,
                  AttentionRecord* record) const;

    TranslatorConfig config_;
    std::map<std::string, int> srcIndex_;
    std::map<std::string, int> tgtIndex_;
    Matrix srcEmbed_, tgtEmbed_; // [vocab, d]
    Matrix pe_;                  // [max_len, d]
    std::vector<EncoderLayer> encoder_;
    std::vector<DecoderLayer> decoder_;
    Norm encoderNorm_, decoderNorm_;
    Matrix generatorWeight_; // [tgt vocab, d]
    Vector generatorBias_;
};

} // namespace attnlab

#pragma once

#include "localizedtext.h"
#include "matrix.h"
#include "warning.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace attnlab {

/// The "sentences" block of a scenario: Q, K and V made from words.
///
///   "sentences": {
///     "query": "Le chat noir",            required; the words that ask (rows of Q)
///           or {"en": "the small cat", "fr": "le petit chat", "pt": "o gato pequeno"}:
///                                         one sentence per lexicon language, the key its
///                                         language ("en" required; no "query_language");
///                                         sentencesIn picks the reader's
///     "source": "The black cat",          optional; the words attended to (rows of K and V);
///                                         absent or "" = self-attention on the query; or
///                                         per language as the query (no "source_language")
///     "query_language": "fr",             optional: "en", "fr", "pt" (lexicon languages);
///     "source_language": "en",            absent or "" = a word of any language
///     "embedding": "lexicon",             default, the built-in lexicon (40 named dimensions)
///              or {"glove": "vectors.txt"},  GloVe text file, named relative to the scenario's
///                                         folder and inside it (no absolute name, no "..")
///     "positional": true,                 optional: add the sinusoidal encoding PE (scale 1)
///               or {"scale": 0.5},        E + 0.5 PE   (false or absent: no encoding)
///     "projection": "identity",           default: W_Q = W_K = W_V = I, so Q = E
///               or {"random": 7},         seeded: see buildSentenceInputs
///               or {"w_q": [[...]], "w_k": [[...]], "w_v": [[...]]}
///                                         given: d x d_k, d x d_k, d x d_v (arrays of rows)
///   }
///
/// Unknown keys are kept (extra) and written back, with a warning.
struct SentenceSpec
{
    std::string query;  ///< "Le chat noir"
    std::string source; ///< "The black cat"; empty = self-attention on query
    /// The query in the other lexicon languages ("fr": "le petit chat"): query is then the
    /// English one and queryLanguage "en". Empty for a query given once.
    Translations queryTranslations;
    Translations sourceTranslations;   ///< the same for the source
    std::string queryLanguage;         ///< "en"/"fr"/"pt"/"" (any)
    std::string sourceLanguage;        ///< same for the source
    std::string embedding = "lexicon"; ///< "lexicon" or "glove"
    std::string glovePath;             ///< when embedding == "glove"; relative to baseDir
    bool positional = false;           ///< add sinusoidal positional encodings
    double positionalScale = 1.0;      ///< E + positionalScale * PE
    enum class Projection
    {
        Identity,
        Random,
        Given
    } projection = Projection::Identity;
    std::uint64_t projectionSeed = 0; ///< Random
    std::optional<Matrix> wq, wk, wv; ///< Given: d x d_k, d x d_k, d x d_v
    /// Unknown keys, kept for a lossless round trip.
    nlohmann::json extra = nlohmann::json::object();

    /// Compares what the JSON form holds: glovePath only for "glove", positionalScale only
    /// when positional, projectionSeed only for Random, the matrices only for Given.
    bool operator==(const SentenceSpec&) const;
};

/// Reads a sentences block. Unknown keys -> Warning{"unknown_key", -1, -1,
/// "sentences.foo: unknown key, ignored"} (kept in extra). Throws InputError naming the place
/// for wrong types ("sentences.positional: expected true or false, ..."), an empty sentence
/// or more than limits::maxTokens words ("sentences.query: empty sentence"), and malformed
/// matrices ("sentences.projection.w_q[2]: expected 24 numbers, got 23").
SentenceSpec sentenceSpecFromJson(const nlohmann::json& json, const std::string& where,
                                  Warnings& warnings);

/// Writes a sentences block back: only the non-default fields, plus extra;
/// sentenceSpecFromJson(sentenceSpecToJson(s)) == s.
nlohmann::json sentenceSpecToJson(const SentenceSpec& spec);

/// The sentences a reader of language ("fr", "pt_BR"; "" or "en": English) sees: a query (or
/// source) given per language becomes that language's sentence, its language set ("fr"), or
/// the English one where the file has none in that language; the other languages dropped (what
/// is shown is what is saved). A sentence given once is unchanged.
SentenceSpec sentencesIn(const SentenceSpec& spec, std::string_view language);

/// The inputs an engine runs on, made from the sentences.
struct SentenceInputs
{
    Matrix q, k, v;                        ///< what the engine uses
    Matrix queryEmbeddings, keyEmbeddings; ///< before projection (after positional encoding)
    std::vector<std::string> queryTokens, keyTokens; ///< labels (original spelling)
    std::vector<bool> queryUnknown, keyUnknown;      ///< not in the lexicon -> hashed embedding
    std::vector<std::string> dimensionNames;         ///< of the embedding space
    Warnings warnings; ///< "unknown_word" per unknown token (row = token index)
};

/// Tokenises and embeds the sentences, then projects them:
///   E_query, E_source: one row per token, the lexicon vector of the word in the sentence's
///     language, or for an unknown word hashedEmbedding(word, d, lexicon mean norm) and a
///     warning "unknown_word" (row = token index; for self-attention only the query's);
///   E += s PE                 when positional (each sentence from position 0);
///   Q = E_query W_Q,  K = E_source W_K,  V = E_source W_V   (source = query when empty):
///     identity  W = I (d x d);
///     random    torch.manual_seed(seed)
///               W_Q, W_K, W_V = (torch.randn(3, d, d) / math.sqrt(d)).unbind(0)
///               (1/sqrt(d) keeps ||e W|| near ||e||; PyTorch divides in float32, here the
///               same float draws are divided in double);
///     given     the matrices, checked against d (InputError "sentences.projection.w_q: ...").
/// baseDir is the scenario's folder: the GloVe file name is relative to it and may not leave it
/// (an absolute name, a ".." or an empty baseDir is an InputError at
/// "sentences.embedding.glove"); only a regular file of at most limits::maxGloveFileBytes is
/// read. The last GloVe file loaded stays cached (keyed by path, size and modification time).
/// Throws InputError naming the place.
SentenceInputs buildSentenceInputs(const SentenceSpec& spec, const std::string& baseDir);

/// False while building spec would first read a word-vector file (a GloVe file not read yet, or
/// changed since): then it can take seconds, and the app builds it off the GUI thread.
bool embeddingIsLoaded(const SentenceSpec& spec, const std::string& baseDir);

} // namespace attnlab

#include "sentences.h"

#include "embedding.h"
#include "fileread.h"
#include "inputerror.h"
#include "lexicon.h"
#include "localizedtext.h"
#include "matrixjson.h"
#include "sizelimits.h"
#include "tokenizer.h"
#include "torchrandom.h"

#include <cmath>
#include <filesystem>
#include <memory>
#include <mutex>
#include <optional>

namespace attnlab {

namespace {

using json = nlohmann::json;

std::string join(const std::string& where, const std::string& key)
{
    return where.empty() ? key : where + "." + key;
}

std::string readLanguage(const json& j, const std::string& where)
{
    const std::string language = readString(j, where);
    bool valid = language.size() <= 8;
    for (const char c : language)
        valid = valid && c >= 'a' && c <= 'z';
    if (!valid)
        throw InputError(
            where,
            TR_NOOP("Engine",
                    "expected a lower-case language code such as \"en\", \"fr\" or \"pt\", got %1"),
            describeJson(j));
    return language;
}

// Checks that a sentence has words, and not too many.
void checkSentence(const std::string& text, const std::string& where)
{
    const std::size_t count = tokenize(text).size();
    if (count == 0) {
        if (text.empty())
            throw InputError(where, TR_NOOP("Engine", "empty sentence"));
        throw InputError(where, TR_NOOP("Engine", "empty sentence: no words in %1"),
                         describeJson(json(text)));
    }
    if (count > static_cast<std::size_t>(limits::maxTokens))
        throw InputError(where, TR_NOOP("Engine", "%1 words exceed the limit of %2"), count,
                         limits::maxTokens);
}

void warnUnknownKey(const std::string& place, Warnings& warnings)
{
    warnings.push_back(makeWarning("unknown_key", -1, -1,
                                   Message(TR_NOOP("Engine", "%1: unknown key, ignored"), place)));
}

// "embedding": "lexicon" | {"glove": "vectors.txt"}
void readEmbedding(const json& j, const std::string& where, SentenceSpec& s, Warnings& warnings)
{
    const Message expected(
        TR_NOOP("Engine", "expected \"lexicon\" or {\"glove\": \"vectors.txt\"}, got %1"),
        describeJson(j));
    if (j.is_string()) {
        if (j.get<std::string>() != "lexicon")
            throw InputError(where, expected);
        s.embedding = "lexicon";
        s.glovePath.clear();
        return;
    }
    if (!j.is_object() || !j.contains("glove"))
        throw InputError(where, expected);
    for (const auto& [key, value] : j.items()) {
        if (key == "glove") {
            s.embedding = "glove";
            s.glovePath = readString(value, join(where, "glove"));
            if (s.glovePath.empty())
                throw InputError(join(where, "glove"), TR_NOOP("Engine", "no file name"));
        } else
            warnUnknownKey(join(where, key), warnings);
    }
}

// "positional": true | false | {"scale": 0.5} (| {"scale": 0.5, "enabled": false})
void readPositional(const json& j, const std::string& where, SentenceSpec& s, Warnings& warnings)
{
    if (j.is_boolean()) {
        s.positional = j.get<bool>();
        s.positionalScale = 1.0;
        return;
    }
    if (!j.is_object())
        throw InputError(where,
                         TR_NOOP("Engine", "expected true or false, or {\"scale\": 0.5}, got %1"),
                         describeJson(j));
    s.positional = true;
    s.positionalScale = 1.0;
    for (const auto& [key, value] : j.items()) {
        const std::string place = join(where, key);
        if (key == "scale") {
            if (!value.is_number())
                throw InputError(place, TR_NOOP("Engine", "expected a number, got %1"),
                                 describeJson(value));
            s.positionalScale = value.get<double>();
            if (!std::isfinite(s.positionalScale) ||
                std::abs(s.positionalScale) > limits::maxAbsValue)
                throw InputError(place, TR_NOOP("Engine", "expected a finite number, got %1"),
                                 describeJson(value));
        } else if (key == "enabled")
            s.positional = readBool(value, place);
        else
            warnUnknownKey(place, warnings);
    }
}

// "projection": "identity" | {"random": 7} | {"w_q": [[...]], "w_k": [[...]], "w_v": [[...]]}
void readProjection(const json& j, const std::string& where, SentenceSpec& s, Warnings& warnings)
{
    const Message expected(TR_NOOP("Engine", "expected \"identity\", {\"random\": 7} or "
                                             "{\"w_q\": [[...]], \"w_k\": [[...]], "
                                             "\"w_v\": [[...]]}, got %1"),
                           describeJson(j));
    s.wq.reset();
    s.wk.reset();
    s.wv.reset();
    s.projectionSeed = 0;
    if (j.is_string()) {
        if (j.get<std::string>() != "identity")
            throw InputError(where, expected);
        s.projection = SentenceSpec::Projection::Identity;
        return;
    }
    if (!j.is_object())
        throw InputError(where, expected);
    const bool random = j.contains("random");
    const bool given = j.contains("w_q") || j.contains("w_k") || j.contains("w_v");
    if (random && given)
        throw InputError(
            where,
            TR_NOOP("Engine", "give either \"random\" or \"w_q\", \"w_k\", \"w_v\", not both"));
    if (!random && !given)
        throw InputError(where, expected);
    s.projection = random ? SentenceSpec::Projection::Random : SentenceSpec::Projection::Given;
    for (const auto& [key, value] : j.items()) {
        const std::string place = join(where, key);
        if (key == "random")
            s.projectionSeed = readSeed(value, place);
        else if (key == "w_q")
            s.wq = matrixFromJson(value, place, limits::maxDim);
        else if (key == "w_k")
            s.wk = matrixFromJson(value, place, limits::maxDim);
        else if (key == "w_v")
            s.wv = matrixFromJson(value, place, limits::maxDim);
        else
            warnUnknownKey(place, warnings);
    }
    if (given) {
        // the sizes against d are checked when building, where d is known
        for (const auto& [name, matrix] :
             {std::pair{"w_q", &s.wq}, {"w_k", &s.wk}, {"w_v", &s.wv}}) {
            if (!*matrix)
                throw InputError(
                    join(where, name),
                    TR_NOOP("Engine", "missing: a given projection needs w_q, w_k and w_v"));
        }
        for (const auto& [name, matrix] : {std::pair{"w_k", &s.wk}, {"w_v", &s.wv}}) {
            if ((*matrix)->rows() != s.wq->rows())
                throw InputError(
                    join(where, name),
                    TR_NOOP("Engine",
                            "expected %1 rows like w_q (the embedding dimension), got %2"),
                    s.wq->rows(), (*matrix)->rows());
        }
        if (s.wk->cols() != s.wq->cols())
            throw InputError(join(where, "w_k"),
                             TR_NOOP("Engine", "expected %1 columns like w_q, got %2"),
                             s.wq->cols(), s.wk->cols());
    }
}

bool sameMatrix(const std::optional<Matrix>& a, const std::optional<Matrix>& b)
{
    if (a.has_value() != b.has_value())
        return false;
    if (!a)
        return true;
    return a->rows() == b->rows() && a->cols() == b->cols() && *a == *b;
}

// A file named by a scenario: relative to the scenario's folder, and inside it. A scenario
// received from someone else must not read /etc/shadow or ~/.ssh: absolute names and ".."
// are refused.
std::string gloveFilePath(const std::string& name, const std::string& baseDir)
{
    const char* const where = "sentences.embedding.glove";
    const std::string file =
        fileInFolder(name, baseDir, where, "a scenario", "vectors/glove.6B.50d.txt");
    if (baseDir.empty())
        throw InputError(
            where, TR_NOOP("Engine", "a GloVe file is found relative to the scenario's folder, and "
                                     "this scenario has none yet: save it first"));
    return file;
}

// The last GloVe file loaded, shared by every build until the file changes.
struct GloveCache
{
    std::string path;
    std::uintmax_t size = 0;
    std::filesystem::file_time_type time;
    std::shared_ptr<const Lexicon> lexicon;
};
std::mutex gloveMutex;
GloveCache gloveCache;

/// The file's size and time, or nullopt when they cannot be read.
std::optional<std::pair<std::uintmax_t, std::filesystem::file_time_type>>
fileStamp(const std::string& path)
{
    std::error_code error;
    const std::uintmax_t size = std::filesystem::file_size(path, error);
    if (error)
        return std::nullopt;
    const auto time = std::filesystem::last_write_time(path, error);
    if (error)
        return std::nullopt;
    return std::make_pair(size, time);
}

/// The cached lexicon of path when the file has not changed since it was read.
std::shared_ptr<const Lexicon> cachedGlove(const std::string& path)
{
    const auto stamp = fileStamp(path);
    std::lock_guard lock(gloveMutex);
    if (stamp && gloveCache.lexicon && gloveCache.path == path && gloveCache.size == stamp->first &&
        gloveCache.time == stamp->second)
        return gloveCache.lexicon;
    return nullptr;
}

std::shared_ptr<const Lexicon> loadGlove(const std::string& path)
{
    if (auto lexicon = cachedGlove(path))
        return lexicon;
    const auto stamp = fileStamp(path);
    auto lexicon = std::make_shared<const Lexicon>(Lexicon::fromGloveFile(path));
    if (stamp) {
        std::lock_guard lock(gloveMutex);
        gloveCache = {path, stamp->first, stamp->second, lexicon};
    }
    return lexicon;
}

void checkLanguage(const Lexicon& lexicon, const std::string& language, const std::string& where)
{
    if (language.empty() || lexicon.languages().empty() || lexicon.hasLanguage(language))
        return;
    std::string known;
    for (const std::string& l : lexicon.languages())
        known += (known.empty() ? "" : ", ") + l;
    throw InputError(
        where, TR_NOOP("Engine", "the lexicon has no words in \"%1\" (it has %2; \"\" means any)"),
        language, known);
}

struct Embedded
{
    Matrix e;
    std::vector<std::string> labels;
    std::vector<bool> unknown;
};

// One row per token: the lexicon vector, or a hashed one for an unknown word (with a warning).
Embedded embed(const std::string& text, const std::string& language, const Lexicon& lexicon,
               const std::string& where, Warnings& warnings)
{
    checkSentence(text, where);
    const std::vector<Token> tokens = tokenize(text);
    const int d = lexicon.dimension();
    Embedded out;
    out.e.resize(static_cast<Eigen::Index>(tokens.size()), d);
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        const auto row = static_cast<Eigen::Index>(i);
        const auto entry = lexicon.find(tokens[i].normalised, language);
        if (entry) {
            out.e.row(row) = lexicon.vector(*entry).transpose();
        } else {
            // e = hashed vector with the lexicon's mean norm
            out.e.row(row) =
                hashedEmbedding(tokens[i].normalised, d, lexicon.meanNorm()).transpose();
            warnings.push_back(makeWarning(
                "unknown_word", -1, static_cast<int>(i),
                language.empty()
                    ? Message(TR_NOOP("Engine", "%1: \"%2\" is not in the lexicon; it gets a "
                                                "hashed random vector"),
                              where, tokens[i].text)
                    : Message(TR_NOOP("Engine", "%1: \"%2\" is not in the lexicon (%3); it "
                                                "gets a hashed random vector"),
                              where, tokens[i].text, language)));
        }
        out.labels.push_back(tokens[i].text);
        out.unknown.push_back(!entry);
    }
    return out;
}

void checkGiven(const std::optional<Matrix>& w, const char* name, Eigen::Index d)
{
    const std::string where = std::string("sentences.projection.") + name;
    if (!w)
        throw InputError(where,
                         TR_NOOP("Engine", "missing: a given projection needs w_q, w_k and w_v"));
    if (w->rows() != d)
        throw InputError(where,
                         TR_NOOP("Engine", "expected %1 rows (the embedding dimension), got %2"), d,
                         w->rows());
    if (w->cols() < 1 || w->cols() > limits::maxDim)
        throw InputError(where, TR_NOOP("Engine", "expected 1 to %1 columns, got %2"),
                         limits::maxDim, w->cols());
    if (!w->allFinite())
        throw InputError(where, TR_NOOP("Engine", "not finite numbers"));
}

} // namespace

bool SentenceSpec::operator==(const SentenceSpec& o) const
{
    if (query != o.query || source != o.source || queryTranslations != o.queryTranslations ||
        sourceTranslations != o.sourceTranslations || queryLanguage != o.queryLanguage ||
        sourceLanguage != o.sourceLanguage || embedding != o.embedding ||
        positional != o.positional || projection != o.projection || extra != o.extra)
        return false;
    if (embedding == "glove" && glovePath != o.glovePath)
        return false;
    if (positional && positionalScale != o.positionalScale)
        return false;
    if (projection == Projection::Random && projectionSeed != o.projectionSeed)
        return false;
    if (projection == Projection::Given &&
        !(sameMatrix(wq, o.wq) && sameMatrix(wk, o.wk) && sameMatrix(wv, o.wv)))
        return false;
    return true;
}

SentenceSpec sentenceSpecFromJson(const nlohmann::json& j, const std::string& where,
                                  Warnings& warnings)
{
    if (!j.is_object())
        throw InputError(where,
                         TR_NOOP("Engine", "expected an object such as {\"query\": \"Le chat "
                                           "noir\", \"source\": \"The black cat\"}, got %1"),
                         describeJson(j));
    SentenceSpec s;
    bool hasQuery = false;
    for (const auto& [key, value] : j.items()) {
        const std::string place = join(where, key);
        if (key == "query") {
            readWordsPerLanguage(value, place, s.query, s.queryTranslations);
            hasQuery = true;
        } else if (key == "source")
            readWordsPerLanguage(value, place, s.source, s.sourceTranslations);
        else if (key == "query_language")
            s.queryLanguage = readLanguage(value, place);
        else if (key == "source_language")
            s.sourceLanguage = readLanguage(value, place);
        else if (key == "embedding")
            readEmbedding(value, place, s, warnings);
        else if (key == "positional")
            readPositional(value, place, s, warnings);
        else if (key == "projection")
            readProjection(value, place, s, warnings);
        else {
            s.extra[key] = value;
            warnUnknownKey(place, warnings);
        }
    }
    if (!hasQuery)
        throw InputError(join(where, "query"),
                         TR_NOOP("Engine", "missing: the sentence whose words ask"));
    // A sentence per language: each one's language is its key, each one is a sentence.
    const auto perLanguage = [&](const char* key, const char* languageKey, std::string& text,
                                 std::string& language) {
        const auto value = j.find(key);
        if (value == j.end() || !value->is_object())
            return false;
        if (j.contains(languageKey))
            throw InputError(join(where, languageKey),
                             TR_NOOP("Engine", "not with %1 given per language: each sentence's "
                                               "language is its key"),
                             join(where, key));
        language = "en";
        const std::string place = join(where, key);
        checkSentence(text, join(place, "en"));
        for (const auto& [tag, words] : value->items())
            if (tag != "en")
                checkSentence(words.get<std::string>(), join(place, tag));
        return true;
    };
    if (!perLanguage("query", "query_language", s.query, s.queryLanguage))
        checkSentence(s.query, join(where, "query"));
    if (!perLanguage("source", "source_language", s.source, s.sourceLanguage) && !s.source.empty())
        checkSentence(s.source, join(where, "source"));
    return s;
}

SentenceSpec sentencesIn(const SentenceSpec& spec, std::string_view language)
{
    SentenceSpec s = spec;
    const auto pick = [language](std::string& text, Translations& translations,
                                 std::string& textLanguage) {
        if (translations.empty())
            return;
        const std::string chosen = wordsLanguage(translations, language);
        if (chosen != "en")
            text = translations.at(chosen);
        textLanguage = chosen;
        translations.clear();
    };
    pick(s.query, s.queryTranslations, s.queryLanguage);
    pick(s.source, s.sourceTranslations, s.sourceLanguage);
    return s;
}

nlohmann::json sentenceSpecToJson(const SentenceSpec& s)
{
    json j = json::object();
    j["query"] = localizedTextToJson(s.query, s.queryTranslations);
    if (!s.source.empty() || !s.sourceTranslations.empty())
        j["source"] = localizedTextToJson(s.source, s.sourceTranslations);
    if (!s.queryLanguage.empty() && s.queryTranslations.empty())
        j["query_language"] = s.queryLanguage;
    if (!s.sourceLanguage.empty() && s.sourceTranslations.empty())
        j["source_language"] = s.sourceLanguage;
    if (s.embedding == "glove")
        j["embedding"] = {{"glove", s.glovePath}};
    else if (s.embedding != "lexicon")
        j["embedding"] = s.embedding; // not readable back; buildSentenceInputs rejects it too
    if (s.positional) {
        if (s.positionalScale == 1.0)
            j["positional"] = true;
        else
            j["positional"] = {{"scale", s.positionalScale}};
    }
    switch (s.projection) {
    case SentenceSpec::Projection::Identity:
        break;
    case SentenceSpec::Projection::Random:
        j["projection"] = {{"random", s.projectionSeed}};
        break;
    case SentenceSpec::Projection::Given: {
        json p = json::object();
        if (s.wq)
            p["w_q"] = matrixToJson(*s.wq);
        if (s.wk)
            p["w_k"] = matrixToJson(*s.wk);
        if (s.wv)
            p["w_v"] = matrixToJson(*s.wv);
        j["projection"] = std::move(p);
        break;
    }
    }
    for (const auto& [key, value] : s.extra.items()) {
        if (!j.contains(key))
            j[key] = value;
    }
    return j;
}

bool embeddingIsLoaded(const SentenceSpec& spec, const std::string& baseDir)
{
    if (spec.embedding != "glove")
        return true;
    try {
        return cachedGlove(gloveFilePath(spec.glovePath, baseDir)) != nullptr;
    } catch (const InputError&) {
        return true; // refused at once when built, without reading anything
    }
}

SentenceInputs buildSentenceInputs(const SentenceSpec& spec, const std::string& baseDir)
{
    // the embedding space
    std::shared_ptr<const Lexicon> glove;
    const Lexicon* lexicon = nullptr;
    if (spec.embedding == "lexicon") {
        lexicon = &Lexicon::builtin();
    } else if (spec.embedding == "glove") {
        if (spec.glovePath.empty())
            throw InputError("sentences.embedding.glove", TR_NOOP("Engine", "no file name"));
        glove = loadGlove(gloveFilePath(spec.glovePath, baseDir));
        lexicon = glove.get();
    } else {
        throw InputError("sentences.embedding",
                         TR_NOOP("Engine", "unknown embedding \"%1\" (known: lexicon, glove)"),
                         spec.embedding);
    }
    checkLanguage(*lexicon, spec.queryLanguage, "sentences.query_language");
    checkLanguage(*lexicon, spec.sourceLanguage, "sentences.source_language");
    const int d = lexicon->dimension();

    SentenceInputs out;
    out.dimensionNames = lexicon->dimensionNames();

    // E_query, E_source (source = query for self-attention)
    Embedded query =
        embed(spec.query, spec.queryLanguage, *lexicon, "sentences.query", out.warnings);
    const bool selfAttention = spec.source.empty();
    Embedded source = selfAttention ? query
                                    : embed(spec.source, spec.sourceLanguage, *lexicon,
                                            "sentences.source", out.warnings);

    // E += s PE, positions counted from 0 in each sentence
    if (spec.positional) {
        if (!std::isfinite(spec.positionalScale))
            throw InputError("sentences.positional.scale",
                             TR_NOOP("Engine", "not a finite number"));
        query.e += spec.positionalScale *
                   sinusoidalPositionalEncoding(static_cast<int>(query.e.rows()), d);
        if (selfAttention)
            source.e = query.e;
        else
            source.e += spec.positionalScale *
                        sinusoidalPositionalEncoding(static_cast<int>(source.e.rows()), d);
    }

    // Q = E_query W_Q, K = E_source W_K, V = E_source W_V
    switch (spec.projection) {
    case SentenceSpec::Projection::Identity: // W = I
        out.q = query.e;
        out.k = source.e;
        out.v = source.e;
        break;
    case SentenceSpec::Projection::Random: {
        if (3 * d * d < static_cast<int>(TorchGenerator::minCount))
            throw InputError(
                "sentences.projection.random",
                TR_NOOP("Engine", "needs an embedding dimension of at least 3, got %1"), d);
        // torch.manual_seed(seed); W_Q, W_K, W_V = (torch.randn(3, d, d) / sqrt(d)).unbind(0)
        const Matrix w = torchRandn(spec.projectionSeed, 3 * d, d) / std::sqrt(double(d));
        out.q = query.e * w.middleRows(0, d);
        out.k = source.e * w.middleRows(d, d);
        out.v = source.e * w.middleRows(2 * d, d);
        break;
    }
    case SentenceSpec::Projection::Given:
        checkGiven(spec.wq, "w_q", d);
        checkGiven(spec.wk, "w_k", d);
        checkGiven(spec.wv, "w_v", d);
        if (spec.wk->cols() != spec.wq->cols())
            throw InputError("sentences.projection.w_k",
                             TR_NOOP("Engine", "expected %1 columns like w_q, got %2"),
                             spec.wq->cols(), spec.wk->cols());
        out.q = query.e * *spec.wq;
        out.k = source.e * *spec.wk;
        out.v = source.e * *spec.wv;
        break;
    }

    out.queryEmbeddings = std::move(query.e);
    out.keyEmbeddings = std::move(source.e);
    out.queryTokens = std::move(query.labels);
    out.keyTokens = std::move(source.labels);
    out.queryUnknown = std::move(query.unknown);
    out.keyUnknown = std::move(source.unknown);
    return out;
}

} // namespace attnlab

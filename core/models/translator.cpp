#include "translator.h"

#include "fileread.h"
#include "npy.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <limits>
#include <set>
#include <stdexcept>

namespace attnlab {

using modelparts::linear;
using modelparts::maxConfigBytes;
using modelparts::maxDModel;
using modelparts::maxFeedforward;
using modelparts::maxWeightsBytes;
using modelparts::positiveInt;
using modelparts::WeightReader;

namespace {

// Generous bounds: a config beyond them is refused before anything is allocated.
constexpr int maxLayers = 12;
constexpr int maxPositions = 4096;
constexpr std::size_t maxVocab = 200000;
constexpr double layerNormEps = 1e-5; // nn.LayerNorm's default, as nn.Transformer uses it

std::vector<std::string> vocabulary(const nlohmann::json& j, const char* key,
                                    const std::string& where)
{
    if (!j.contains(key) || !j.at(key).is_array() || j.at(key).empty())
        throw InputError(where + ": " + key,
                         TR_NOOP("Engine", "expected a non-empty list of tokens"));
    if (j.at(key).size() > maxVocab)
        throw InputError(where + ": " + key, TR_NOOP("Engine", "more than %1 tokens"), maxVocab);
    std::vector<std::string> out;
    std::set<std::string> seen;
    for (std::size_t i = 0; i < j.at(key).size(); ++i) {
        const nlohmann::json& t = j.at(key)[i];
        if (!t.is_string() || t.get<std::string>().empty())
            throw InputError(where + ": " + key + "[" + std::to_string(i) + "]",
                             TR_NOOP("Engine", "expected a non-empty string, got %1"), t.dump());
        if (!seen.insert(t.get<std::string>()).second)
            throw InputError(where + ": " + key + "[" + std::to_string(i) + "]",
                             TR_NOOP("Engine", "duplicate token \"%1\""), t.get<std::string>());
        out.push_back(t.get<std::string>());
    }
    return out;
}

TranslatorConfig parseConfig(const std::string& text, const std::string& where)
{
    const nlohmann::json j = modelparts::parseConfigObject(text, where);
    TranslatorConfig c;
    c.dModel = positiveInt(j, "d_model", maxDModel, where);
    c.nhead = positiveInt(j, "nhead", maxDModel, where);
    c.numEncoderLayers = positiveInt(j, "num_encoder_layers", maxLayers, where);
    c.numDecoderLayers = positiveInt(j, "num_decoder_layers", maxLayers, where);
    c.dimFeedforward = positiveInt(j, "dim_feedforward", maxFeedforward, where);
    c.maxLen = positiveInt(j, "max_len", maxPositions, where);
    if (c.dModel % c.nhead != 0)
        throw InputError(where + ": nhead",
                         TR_NOOP("Engine", "d_model (%1) is not a multiple of nhead (%2)"),
                         c.dModel, c.nhead);
    if (c.dModel % 2 != 0)
        throw InputError(
            where + ": d_model",
            TR_NOOP("Engine", "must be even (the sinusoidal encoding pairs sin and cos)"));
    if (c.maxLen < 2)
        throw InputError(where + ": max_len", TR_NOOP("Engine", "must be at least 2"));
    c.srcVocab = vocabulary(j, "src_vocab", where);
    c.tgtVocab = vocabulary(j, "tgt_vocab", where);
    const auto special = j.find("special_tokens");
    if (special == j.end() || !special->is_object())
        throw InputError(where, TR_NOOP("Engine", "missing \"special_tokens\" (an object)"));
    const auto token = [&](const nlohmann::json& o, const std::string& key,
                           const std::string& place) {
        if (!o.contains(key) || !o.at(key).is_string())
            throw InputError(where + ": " + place, TR_NOOP("Engine", "missing \"%1\" (a token)"),
                             key);
        return o.at(key).get<std::string>();
    };
    c.pad = token(*special, "pad", "special_tokens");
    c.eos = token(*special, "eos", "special_tokens");
    const auto langs = special->find("languages");
    if (langs == special->end() || !langs->is_object() || langs->empty())
        throw InputError(
            where + ": special_tokens",
            TR_NOOP("Engine", "missing \"languages\" (an object such as {\"fr\": \"<fr>\"})"));
    for (auto it = langs->begin(); it != langs->end(); ++it)
        c.languages[it.key()] = token(*langs, it.key(), "special_tokens.languages");
    const auto has = [](const std::vector<std::string>& v, const std::string& t) {
        return std::find(v.begin(), v.end(), t) != v.end();
    };
    for (const std::string& t : {c.pad, c.eos})
        if (!has(c.srcVocab, t))
            throw InputError(where + ": src_vocab",
                             TR_NOOP("Engine", "lacks the special token \"%1\""), t);
    for (const std::string& t : {c.pad, c.eos})
        if (!has(c.tgtVocab, t))
            throw InputError(where + ": tgt_vocab",
                             TR_NOOP("Engine", "lacks the special token \"%1\""), t);
    for (const auto& [lang, t] : c.languages)
        if (!has(c.tgtVocab, t))
            throw InputError(where + ": tgt_vocab",
                             TR_NOOP("Engine", "lacks the language token \"%1\""), t);
    c.training = j.value("training", nlohmann::json::object());
    return c;
}

/// LayerNorm with nn.Transformer's ε.
Matrix layerNorm(const Matrix& x, const Vector& gamma, const Vector& beta)
{
    return modelparts::layerNorm(x, modelparts::NormWeights{gamma, beta}, layerNormEps);
}

std::size_t editDistance(const std::string& a, const std::string& b)
{
    std::vector<std::size_t> prev(b.size() + 1), cur(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j)
        prev[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        cur[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j)
            cur[j] = std::min(
                {prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
        std::swap(prev, cur);
    }
    return prev[b.size()];
}

std::string joinWords(const std::vector<std::string>& words)
{
    std::string out;
    for (const std::string& w : words)
        out += (out.empty() ? "" : ", ") + ("\"" + w + "\"");
    return out;
}

} // namespace

UnknownWordError::UnknownWordError(const std::string& word, std::vector<std::string> nearest)
    : InputError(
          "\"" + word + "\"",
          nearest.empty()
              ? Message(TR_NOOP("Engine", "not in the model's English vocabulary"))
              : Message(TR_NOOP("Engine",
                                "not in the model's English vocabulary; nearest known words: %1"),
                        joinWords(nearest))),
      word_(word), nearest_(std::move(nearest))
{}

Translator Translator::load(const std::string& dir)
{
    const std::string configPath = dir + "/config.json";
    const std::string weightsPath = dir + "/weights.npz";
    // the config first: its problems are named before the weights are read
    const std::string config = readInputFile(configPath, maxConfigBytes, "a translator config");
    const std::string weights =
        readInputFile(weightsPath, maxWeightsBytes, "a translator weights file");
    return fromBytes(config, configPath, weights, weightsPath);
}

Translator Translator::fromBytes(const std::string& configJson, const std::string& configWhere,
                                 const std::string& npzBytes, const std::string& weightsWhere)
{
    parseConfig(configJson, configWhere); // a bad config is reported before the weights
    return fromArrays(configJson, configWhere, readNpz(npzBytes, weightsWhere), weightsWhere);
}

Translator Translator::fromArrays(const std::string& configJson, const std::string& configWhere,
                                  std::map<std::string, NdArray> arrays,
                                  const std::string& weightsWhere)
{
    Translator t;
    t.config_ = parseConfig(configJson, configWhere);
    const TranslatorConfig& c = t.config_;
    for (std::size_t i = 0; i < c.srcVocab.size(); ++i)
        t.srcIndex_[c.srcVocab[i]] = int(i);
    for (std::size_t i = 0; i < c.tgtVocab.size(); ++i)
        t.tgtIndex_[c.tgtVocab[i]] = int(i);

    WeightReader w(std::move(arrays), weightsWhere);
    const int d = c.dModel, ff = c.dimFeedforward;
    const int nSrc = int(c.srcVocab.size()), nTgt = int(c.tgtVocab.size());
    t.srcEmbed_ = w.matrix("src_embed.weight", nSrc, d);
    t.tgtEmbed_ = w.matrix("tgt_embed.weight", nTgt, d);
    const auto attention = [&](const std::string& p) { return modelparts::readAttention(w, p, d); };
    const auto norm = [&](const std::string& p) { return modelparts::readNorm(w, p, d); };
    const auto feedForward = [&](const std::string& p) {
        return modelparts::readFeedForward(w, p, d, ff);
    };
    for (int i = 0; i < c.numEncoderLayers; ++i) {
        const std::string p = "transformer.encoder.layers." + std::to_string(i);
        t.encoder_.push_back(
            {attention(p + ".self_attn"), feedForward(p), norm(p + ".norm1"), norm(p + ".norm2")});
    }
    t.encoderNorm_ = norm("transformer.encoder.norm");
    for (int i = 0; i < c.numDecoderLayers; ++i) {
        const std::string p = "transformer.decoder.layers." + std::to_string(i);
        t.decoder_.push_back({attention(p + ".self_attn"), attention(p + ".multihead_attn"),
                              feedForward(p), norm(p + ".norm1"), norm(p + ".norm2"),
                              norm(p + ".norm3")});
    }
    t.decoderNorm_ = norm("transformer.decoder.norm");
    t.generatorWeight_ = w.matrix("generator.weight", nTgt, d);
    t.generatorBias_ = w.vector("generator.bias", nTgt);

    // Sinusoidal positional encoding ("Attention Is All You Need"):
    //   PE[pos, 2i] = sin(pos / 10000^(2i/d)),  PE[pos, 2i+1] = cos(pos / 10000^(2i/d))
    t.pe_.resize(c.maxLen, d);
    for (int pos = 0; pos < c.maxLen; ++pos)
        for (int i = 0; i < d; i += 2) {
            const double angle = pos * std::exp(i * (-std::log(10000.0) / d));
            t.pe_(pos, i) = std::sin(angle);
            t.pe_(pos, i + 1) = std::cos(angle);
        }
    return t;
}

std::vector<std::string> Translator::sourceWords(const std::string& sentence)
{
    std::vector<std::string> words;
    std::string cur;
    const auto flush = [&] {
        // surrounding punctuation is not part of the word: "sleeps." -> "sleeps"
        const auto isPunct = [](char ch) {
            return std::ispunct(static_cast<unsigned char>(ch)) && ch != '\'' && ch != '-';
        };
        std::size_t a = 0, b = cur.size();
        while (a < b && isPunct(cur[a]))
            ++a;
        while (b > a && isPunct(cur[b - 1]))
            --b;
        if (b > a)
            words.push_back(cur.substr(a, b - a));
        cur.clear();
    };
    for (const char ch : sentence) {
        if (std::isspace(static_cast<unsigned char>(ch)))
            flush();
        else
            cur += char(std::tolower(static_cast<unsigned char>(ch)));
    }
    flush();
    return words;
}

std::vector<std::string> Translator::nearestSourceWords(const std::string& word, int n) const
{
    std::vector<std::pair<std::size_t, std::string>> ranked;
    for (const std::string& w : config_.srcVocab)
        if (w != config_.pad && w != config_.eos && !(w.front() == '<' && w.back() == '>'))
            ranked.emplace_back(editDistance(word, w), w);
    std::sort(ranked.begin(), ranked.end());
    std::vector<std::string> out;
    for (std::size_t i = 0; i < ranked.size() && int(i) < n; ++i)
        out.push_back(ranked[i].second);
    return out;
}

std::string Translator::detokenize(const std::vector<std::string>& tokens)
{
    std::string out;
    for (const std::string& t : tokens) {
        if (!out.empty() && out.back() != '\'')
            out += ' ';
        out += t;
    }
    return out;
}

Matrix Translator::embed(const Matrix& table, const std::vector<int>& ids, int firstPosition) const
{
    // x[t] = E[id_t] · √d_model + PE[position t]
    Matrix x(Eigen::Index(ids.size()), config_.dModel);
    const double scale = std::sqrt(double(config_.dModel));
    for (std::size_t t = 0; t < ids.size(); ++t)
        x.row(Eigen::Index(t)) =
            table.row(ids[t]) * scale + pe_.row(firstPosition + Eigen::Index(t));
    return x;
}

Matrix Translator::attend(const Attention& a, const Matrix& queries, const Matrix& keysFrom,
                          AttentionRecord* record) const
{
    return modelparts::multiheadAttention(a, config_.nhead, queries, keysFrom, record);
}

Translation Translator::translate(const std::string& sentence, const std::string& language) const
{
    return translateWords(sourceWords(sentence), language);
}

Translation Translator::translateWords(const std::vector<std::string>& words,
                                       const std::string& language) const
{
    const TranslatorConfig& c = config_;
    const auto lang = c.languages.find(language);
    if (lang == c.languages.end()) {
        std::string known;
        for (const auto& [code, token] : c.languages)
            known += (known.empty() ? "" : ", ") + code;
        throw InputError("language",
                         TR_NOOP("Engine", "unknown target language \"%1\" (this model knows: %2)"),
                         language, known);
    }
    if (words.empty())
        throw InputError("sentence", TR_NOOP("Engine", "no English word to translate"));
    if (int(words.size()) + 1 > c.maxLen)
        throw InputError("sentence", TR_NOOP("Engine", "%1 words; this model reads at most %2"),
                         words.size(), c.maxLen - 1);
    Translation out;
    out.language = language;
    std::vector<int> src;
    for (const std::string& w : words) {
        const auto it = srcIndex_.find(w);
        if (it == srcIndex_.end() || w == c.pad || w == c.eos)
            throw UnknownWordError(w, nearestSourceWords(w));
        src.push_back(it->second);
        out.sourceTokens.push_back(w);
    }
    src.push_back(srcIndex_.at(c.eos));
    out.sourceTokens.push_back(c.eos);

    // Encoder, post-norm (nn.TransformerEncoderLayer, norm_first=False):
    //   x = LayerNorm1(x + SelfAttention(x));  x = LayerNorm2(x + W2·ReLU(W1·x + b1) + b2)
    // then the final LayerNorm of nn.Transformer's encoder gives the memory.
    Matrix x = embed(srcEmbed_, src, 0);
    for (const EncoderLayer& layer : encoder_) {
        out.encoderSelf.emplace_back();
        x = layerNorm(x + attend(layer.selfAttn, x, x, &out.encoderSelf.back()), layer.norm1.weight,
                      layer.norm1.bias);
        const Matrix hidden =
            linear(x, layer.ff.linear1Weight, layer.ff.linear1Bias).cwiseMax(0.0); // ReLU
        x = layerNorm(x + linear(hidden, layer.ff.linear2Weight, layer.ff.linear2Bias),
                      layer.norm2.weight, layer.norm2.bias);
    }
    const Matrix memory = layerNorm(x, encoderNorm_.weight, encoderNorm_.bias);

    // Decoder, one position per step with a KV cache. Step t feeds the token at position t
    // (first the language token) and keeps, per layer, the self-attention keys and values of
    // positions 0..t: the causal mask (a position sees itself and the earlier ones) is then
    // simply "the cache so far". Cross-attention keys and values come from the memory, once.
    //   y = LayerNorm1(y + SelfAttention(y, cache));  y = LayerNorm2(y + CrossAttention(y, memory))
    //   y = LayerNorm3(y + FeedForward(y));  logits = LayerNorm_final(y)·W_genᵀ + b_gen
    const int d = c.dModel, dk = c.headDim(), H = c.nhead, L = c.numDecoderLayers;
    const int S = int(src.size()), T = c.maxLen;
    const double inf = std::numeric_limits<double>::infinity();
    struct Cache
    {
        Matrix q, k, v;                // [steps so far, d] of the self-attention
        Matrix crossQ, crossK, crossV; // crossK/V: [S, d] from the memory
        std::vector<Matrix> selfScores, selfWeights, crossScores, crossWeights; // per head
    };
    std::vector<Cache> cache(std::size_t(L), Cache{});
    for (int l = 0; l < L; ++l) {
        const Attention& a = decoder_[std::size_t(l)].crossAttn;
        Cache& ch = cache[std::size_t(l)];
        ch.crossK = linear(memory, a.inProjWeight.middleRows(d, d), a.inProjBias.segment(d, d));
        ch.crossV = linear(memory, a.inProjWeight.bottomRows(d), a.inProjBias.tail(d));
        ch.q.resize(0, d);
        ch.k.resize(0, d);
        ch.v.resize(0, d);
        ch.crossQ.resize(0, d);
        for (int h = 0; h < H; ++h) {
            ch.selfScores.push_back(Matrix::Constant(T, T, -inf));
            ch.selfWeights.push_back(Matrix::Zero(T, T));
            ch.crossScores.push_back(Matrix::Zero(T, S));
            ch.crossWeights.push_back(Matrix::Zero(T, S));
        }
    }
    // One query row against cached keys: scores = q·Kᵀ/√d_k, weights = softmax(scores).
    const auto attendRow = [&](const Attention& a, const Eigen::RowVectorXd& q, const Matrix& k,
                               const Matrix& v, std::vector<Matrix>& scores,
                               std::vector<Matrix>& weights, int t) {
        Eigen::RowVectorXd heads(d);
        for (int h = 0; h < H; ++h) {
            const Eigen::RowVectorXd s = q.segment(h * dk, dk) *
                                         k.middleCols(h * dk, dk).transpose() /
                                         std::sqrt(double(dk));
            Eigen::RowVectorXd w = (s.array() - s.maxCoeff()).exp().matrix();
            w /= w.sum();
            scores[std::size_t(h)].row(t).head(s.size()) = s;
            weights[std::size_t(h)].row(t).head(w.size()) = w;
            heads.segment(h * dk, dk) = w * v.middleCols(h * dk, dk);
        }
        return Eigen::RowVectorXd(heads * a.outProjWeight.transpose() + a.outProjBias.transpose());
    };
    const auto appendRow = [](Matrix& m, const Eigen::RowVectorXd& row) {
        m.conservativeResize(m.rows() + 1, Eigen::NoChange);
        m.row(m.rows() - 1) = row;
    };

    std::vector<int> decoderInput{tgtIndex_.at(lang->second)};
    std::vector<Eigen::RowVectorXd> logitRows;
    const int eos = tgtIndex_.at(c.eos);
    for (int t = 0; t < T; ++t) {
        Eigen::RowVectorXd y =
            tgtEmbed_.row(decoderInput.back()) * std::sqrt(double(d)) + pe_.row(t);
        for (int l = 0; l < L; ++l) {
            const DecoderLayer& layer = decoder_[std::size_t(l)];
            Cache& ch = cache[std::size_t(l)];
            const Attention& sa = layer.selfAttn;
            appendRow(ch.q, y * sa.inProjWeight.topRows(d).transpose() +
                                sa.inProjBias.head(d).transpose());
            appendRow(ch.k, y * sa.inProjWeight.middleRows(d, d).transpose() +
                                sa.inProjBias.segment(d, d).transpose());
            appendRow(ch.v, y * sa.inProjWeight.bottomRows(d).transpose() +
                                sa.inProjBias.tail(d).transpose());
            y = layerNorm(
                y + attendRow(sa, ch.q.row(t), ch.k, ch.v, ch.selfScores, ch.selfWeights, t),
                layer.norm1.weight, layer.norm1.bias);
            const Attention& ca = layer.crossAttn;
            appendRow(ch.crossQ, y * ca.inProjWeight.topRows(d).transpose() +
                                     ca.inProjBias.head(d).transpose());
            y = layerNorm(y + attendRow(ca, ch.crossQ.row(t), ch.crossK, ch.crossV, ch.crossScores,
                                        ch.crossWeights, t),
                          layer.norm2.weight, layer.norm2.bias);
            const Eigen::RowVectorXd hidden =
                linear(y, layer.ff.linear1Weight, layer.ff.linear1Bias).cwiseMax(0.0); // ReLU
            y = layerNorm(y + linear(hidden, layer.ff.linear2Weight, layer.ff.linear2Bias),
                          layer.norm3.weight, layer.norm3.bias);
        }
        y = layerNorm(y, decoderNorm_.weight, decoderNorm_.bias);
        logitRows.push_back(linear(y, generatorWeight_, generatorBias_));
        // greedy: the most likely token (the first of equal ones, as argmax)
        Eigen::Index next = 0;
        logitRows.back().maxCoeff(&next);
        if (int(next) == eos) {
            out.reachedEos = true;
            break;
        }
        if (t + 1 == T)
            break;
        decoderInput.push_back(int(next));
    }

    const int steps = int(logitRows.size());
    out.logits.resize(steps, Eigen::Index(c.tgtVocab.size()));
    for (int t = 0; t < steps; ++t)
        out.logits.row(t) = logitRows[std::size_t(t)];
    for (int t = 0; t < steps; ++t)
        out.decoderInputTokens.push_back(c.tgtVocab[std::size_t(decoderInput[std::size_t(t)])]);
    for (int t = 1; t < int(decoderInput.size()); ++t)
        out.outputTokens.push_back(c.tgtVocab[std::size_t(decoderInput[std::size_t(t)])]);
    if (!out.reachedEos && steps == T) {
        // stopped at max_len: the last step's token was not fed back; write it too
        Eigen::Index last = 0;
        logitRows.back().maxCoeff(&last);
        out.outputTokens.push_back(c.tgtVocab[std::size_t(last)]);
    }
    out.text = detokenize(out.outputTokens);
    for (int l = 0; l < L; ++l) {
        Cache& ch = cache[std::size_t(l)];
        AttentionRecord self, cross;
        for (int h = 0; h < H; ++h) {
            self.q.push_back(ch.q.middleCols(h * dk, dk));
            self.k.push_back(ch.k.middleCols(h * dk, dk));
            self.v.push_back(ch.v.middleCols(h * dk, dk));
            self.scores.push_back(ch.selfScores[std::size_t(h)].topLeftCorner(steps, steps));
            self.weights.push_back(ch.selfWeights[std::size_t(h)].topLeftCorner(steps, steps));
            cross.q.push_back(ch.crossQ.middleCols(h * dk, dk));
            cross.k.push_back(ch.crossK.middleCols(h * dk, dk));
            cross.v.push_back(ch.crossV.middleCols(h * dk, dk));
            cross.scores.push_back(ch.crossScores[std::size_t(h)].topRows(steps));
            cross.weights.push_back(ch.crossWeights[std::size_t(h)].topRows(steps));
        }
        out.decoderSelf.push_back(std::move(self));
        out.cross.push_back(std::move(cross));
    }
    return out;
}

} // namespace attnlab

#include "attentionmaps.h"

#include "fileread.h"
#include "inputerror.h"
#include "matrixio.h"
#include "matrixjson.h"
#include "matrixtext.h"
#include "sizelimits.h"

#include <nlohmann/json.hpp>

#include <cctype>
#include <cmath>
#include <filesystem>
#include <stdexcept>
#include <system_error>

namespace attnlab {

namespace {

std::string place(const std::string& where, const std::string& what)
{
    return where.empty() ? what : where + " " + what;
}

/// "layer 1, head 2, " for a stack, "head 2, " for heads, "" for a single map.
std::string headName(std::size_t ndim, std::size_t layer, std::size_t head)
{
    if (ndim == 4)
        return "layer " + std::to_string(layer) + ", head " + std::to_string(head) + ", ";
    if (ndim == 3)
        return "head " + std::to_string(head) + ", ";
    return {};
}

/// "layer 0, head 1, row 3: the weights sum to 0.9 instead of 1"
Message rowSumWarning(std::size_t ndim, std::size_t layer, std::size_t head, std::size_t row,
                      double sum)
{
    const NumberText total{formatNumber(sum, 6)};
    if (ndim == 4)
        return Message(TR_NOOP("Engine", "layer %1, head %2, row %3: the weights sum to %4 "
                                         "instead of 1"),
                       layer, head, row, total);
    if (ndim == 3)
        return Message(TR_NOOP("Engine", "head %1, row %2: the weights sum to %3 instead of 1"),
                       head, row, total);
    return Message(TR_NOOP("Engine", "row %1: the weights sum to %2 instead of 1"), row, total);
}

Message describeToken(const nlohmann::json& j)
{
    if (j.is_number())
        return Message(TR_NOOP("Engine", "a number"));
    if (j.is_boolean())
        return Message(TR_NOOP("Engine", "true or false"));
    if (j.is_null())
        return Message(std::string("null"));
    if (j.is_array())
        return Message(TR_NOOP("Engine", "a list"));
    if (j.is_object())
        return Message(TR_NOOP("Engine", "an object"));
    return Message(TR_NOOP("Engine", "a string"));
}

} // namespace

const Matrix& AttentionMaps::at(int layer, int head) const
{
    if (layer < 0 || layer >= layers || head < 0 || head >= heads)
        throw std::out_of_range("AttentionMaps::at(" + std::to_string(layer) + ", " +
                                std::to_string(head) + "): the stack has " +
                                std::to_string(layers) + " layers of " + std::to_string(heads) +
                                " heads");
    return maps.at(static_cast<std::size_t>(layer) * static_cast<std::size_t>(heads) +
                   static_cast<std::size_t>(head));
}

AttentionMaps attentionMapsFromArray(const NdArray& array, const std::string& where)
{
    const std::size_t nd = array.ndim();
    if (nd < 2 || nd > 4) {
        throw InputError(where,
                         nd == 5
                             ? TR_NOOP("Engine", "expected attention weights of shape (n_q, n_k), "
                                                 "(heads, n_q, n_k) or (layers, heads, n_q, "
                                                 "n_k), found %1 dimensions, shape %2 (still "
                                                 "with the batch dimension? save one element: "
                                                 "a[:, 0])")
                             : TR_NOOP("Engine", "expected attention weights of shape (n_q, n_k), "
                                                 "(heads, n_q, n_k) or (layers, heads, n_q, "
                                                 "n_k), found %1 dimensions, shape %2"),
                         nd, array.shapeText());
    }
    if (array.data.size() != array.size())
        throw std::invalid_argument("attentionMapsFromArray: the data do not match the shape");
    const std::size_t layers = nd == 4 ? array.shape[0] : 1;
    const std::size_t heads = nd >= 3 ? array.shape[nd - 3] : 1;
    const std::size_t nq = array.shape[nd - 2];
    const std::size_t nk = array.shape[nd - 1];
    if (array.size() == 0)
        throw InputError(where,
                         TR_NOOP("Engine", "no attention weights (an empty dimension in shape %1)"),
                         array.shapeText());
    const auto maxTokens = static_cast<std::size_t>(limits::maxTokens);
    if (nq > maxTokens || nk > maxTokens)
        throw InputError(where, TR_NOOP("Engine", "maps of %1 x %2 exceed the limit of %3 tokens"),
                         nq, nk, maxTokens);

    // A stack is looked at map by map (a widget, a figure each): a shape such as
    // (4096, 256, 1, 1) is not a model's attention.
    const auto maxMaps = static_cast<std::size_t>(limits::maxAttentionMaps);
    if (layers > maxMaps || heads > maxMaps || layers * heads > maxMaps)
        throw InputError(
            where,
            TR_NOOP("Engine",
                    "%1 layers x %2 heads make %3 maps, more than the limit of %4 (shape %5)"),
            layers, heads, layers * heads, maxMaps, array.shapeText());

    AttentionMaps result;
    result.layers = static_cast<int>(layers);
    result.heads = static_cast<int>(heads);
    result.maps.reserve(layers * heads);
    std::size_t k = 0;
    std::size_t unnormalised = 0;
    for (std::size_t l = 0; l < layers; ++l) {
        for (std::size_t h = 0; h < heads; ++h) {
            Matrix m(static_cast<Eigen::Index>(nq), static_cast<Eigen::Index>(nk));
            for (std::size_t i = 0; i < nq; ++i) {
                double sum = 0.0;
                for (std::size_t j = 0; j < nk; ++j) {
                    const double x = array.data[k++];
                    if (!std::isfinite(x))
                        throw InputError(
                            place(where, headName(nd, l, h) + "row " + std::to_string(i) +
                                             ", column " + std::to_string(j)),
                            std::isnan(x) ? TR_NOOP("Engine", "NaN is not a weight")
                                          : TR_NOOP("Engine", "an infinite value is not a weight"));
                    m(static_cast<Eigen::Index>(i), static_cast<Eigen::Index>(j)) = x;
                    sum += x;
                }
                if (std::abs(sum - 1.0) > rowSumTolerance) {
                    ++unnormalised;
                    if (unnormalised <= static_cast<std::size_t>(maxRowSumWarnings))
                        result.warnings.push_back(
                            makeWarning("rows_not_normalised", static_cast<int>(l * heads + h),
                                        static_cast<int>(i), rowSumWarning(nd, l, h, i, sum)));
                }
            }
            result.maps.push_back(std::move(m));
        }
    }
    if (unnormalised > static_cast<std::size_t>(maxRowSumWarnings))
        result.warnings.push_back(makeWarning(
            "rows_not_normalised", -1, -1,
            Message(TR_NOOP("Engine", "and %1 more rows whose weights do not sum to 1 (%2 of %3 "
                                      "rows in all)"),
                    unnormalised - maxRowSumWarnings, unnormalised, layers * heads * nq)));
    return result;
}

TokensFormat tokensFormatOf(const std::string& path)
{
    std::string extension = std::filesystem::path(path).extension().string();
    for (char& c : extension)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return extension == ".json" ? TokensFormat::Json : TokensFormat::Lines;
}

std::vector<std::string> readTokensText(const std::string& text, TokensFormat format,
                                        const std::string& where)
{
    std::string_view body = text;
    if (body.starts_with("\xEF\xBB\xBF"))
        body.remove_prefix(3);
    std::vector<std::string> tokens;
    if (format == TokensFormat::Json) {
        try {
            checkJsonDepth(body);
        } catch (const InputError& e) {
            throw InputError(where, TR_NOOP("Engine", "not a valid JSON list of tokens (%1)"),
                             std::string(e.what()));
        }
        nlohmann::json j;
        try {
            j = nlohmann::json::parse(body);
        } catch (const nlohmann::json::parse_error& e) {
            throw InputError(
                where, TR_NOOP("Engine", "not a valid JSON list of tokens (error at byte %1)"),
                e.byte);
        } catch (const nlohmann::json::exception&) {
            // The parser's other refusal: a number too large for a double ("1e400"). Found by
            // fuzz_tokens (tests/fuzz/regressions/tokens).
            throw InputError(
                where, TR_NOOP("Engine", "not a valid JSON list of tokens (a number too large)"));
        }
        if (!j.is_array())
            throw InputError(where, TR_NOOP("Engine", "expected a JSON list of tokens"));
        if (j.size() > static_cast<std::size_t>(limits::maxTokens))
            throw InputError(where, TR_NOOP("Engine", "%1 tokens exceed the limit of %2"), j.size(),
                             limits::maxTokens);
        for (std::size_t i = 0; i < j.size(); ++i) {
            if (!j[i].is_string())
                throw InputError(where + "[" + std::to_string(i) + "]",
                                 TR_NOOP("Engine", "expected a string, got %1"),
                                 describeToken(j[i]));
            tokens.push_back(j[i].get<std::string>());
        }
    } else {
        std::size_t start = 0;
        while (start < body.size()) {
            std::size_t end = body.find('\n', start);
            if (end == std::string_view::npos)
                end = body.size();
            std::string_view line = body.substr(start, end - start);
            if (line.ends_with('\r'))
                line.remove_suffix(1);
            tokens.emplace_back(line);
            if (tokens.size() > static_cast<std::size_t>(limits::maxTokens))
                throw InputError(where, TR_NOOP("Engine", "more than %1 tokens (the limit)"),
                                 limits::maxTokens);
            start = end + 1;
        }
        // Blank lines at the end are not tokens.
        while (!tokens.empty() && tokens.back().empty())
            tokens.pop_back();
    }
    if (tokens.empty())
        throw InputError(where, TR_NOOP("Engine", "no tokens"));
    return tokens;
}

void setTokens(AttentionMaps& maps, const std::vector<std::string>& tokens,
               const std::string& where)
{
    const int nq = maps.queryCount();
    const int nk = maps.keyCount();
    if (nq != nk) {
        // Cross-attention: the query tokens, then the key tokens.
        const auto n = static_cast<std::size_t>(nq) + static_cast<std::size_t>(nk);
        if (tokens.size() != n)
            throw InputError(
                where,
                TR_NOOP("Engine", "these maps are %1 x %2 (cross-attention): expected %3 tokens, "
                                  "the %4 query tokens then the %5 key tokens, got %6"),
                nq, nk, n, nq, nk, tokens.size());
        maps.queryTokens.assign(tokens.begin(), tokens.begin() + nq);
        maps.keyTokens.assign(tokens.begin() + nq, tokens.end());
        return;
    }
    if (tokens.size() != static_cast<std::size_t>(nq))
        throw InputError(
            where,
            TR_NOOP("Engine",
                    "expected %1 tokens (one per row and column of the %2 x %3 maps), got %4"),
            nq, nq, nk, tokens.size());
    maps.queryTokens = tokens;
    maps.keyTokens = tokens;
}

void setTokens(AttentionMaps& maps, const std::vector<std::string>& queryTokens,
               const std::vector<std::string>& keyTokens, const std::string& where)
{
    const int nq = maps.queryCount();
    const int nk = maps.keyCount();
    if (!queryTokens.empty() && queryTokens.size() != static_cast<std::size_t>(nq))
        throw InputError(
            where,
            TR_NOOP("Engine", "expected %1 query tokens (one per row of the %2 x %3 maps), got %4"),
            nq, nq, nk, queryTokens.size());
    if (!keyTokens.empty() && keyTokens.size() != static_cast<std::size_t>(nk))
        throw InputError(
            where,
            TR_NOOP("Engine",
                    "expected %1 key tokens (one per column of the %2 x %3 maps), got %4"),
            nk, nq, nk, keyTokens.size());
    maps.queryTokens = queryTokens;
    maps.keyTokens = keyTokens;
}

std::vector<std::string> readTokensFile(const std::string& path)
{
    return readTokensText(readInputFile(path, limits::maxTokensFileBytes, "a tokens file"),
                          tokensFormatOf(path), path);
}

std::string tokensFileBeside(const std::string& npyPath)
{
    const std::filesystem::path npy(npyPath);
    for (const char* suffix : {".tokens.txt", ".tokens.json"}) {
        const std::filesystem::path candidate = npy.parent_path() / (npy.stem().string() + suffix);
        std::error_code error;
        if (std::filesystem::is_regular_file(candidate, error))
            return candidate.string();
    }
    return {};
}

AttentionMaps readAttentionMapsFile(const std::string& npyPath, const std::string& tokensPath)
{
    AttentionMaps maps = attentionMapsFromArray(
        readNpy(readInputFile(npyPath, limits::maxNpyFileBytes, "a .npy file"), npyPath), npyPath);
    if (!tokensPath.empty())
        setTokens(maps, readTokensFile(tokensPath), tokensPath);
    return maps;
}

} // namespace attnlab

#include "mask.h"

#include "inputerror.h"

#include <algorithm>
#include <cstring>
#include <random>
#include <string>

namespace attnlab {

bool MaskSpec::operator==(const MaskSpec& other) const
{
    if (causal != other.causal || window != other.window ||
        (causal && alignment != other.alignment) || (window && dilation != other.dilation) ||
        global != other.global || random != other.random)
        return false;
    if (allowed.has_value() != other.allowed.has_value())
        return false;
    if (!allowed)
        return true;
    return allowed->rows() == other.allowed->rows() && allowed->cols() == other.allowed->cols() &&
           (*allowed == *other.allowed).all();
}

bool MaskSpec::isGlobal(int token) const
{
    return !global.empty() && std::binary_search(global.begin(), global.end(), token);
}

bool MaskSpec::inBand(int i, int j) const
{
    // |i − j| <= w·r and |i − j| ≡ 0 (mod r)
    if (!window)
        return false;
    const long long distance = std::abs(static_cast<long long>(i) - j);
    return distance <= bandReach() && distance % dilation == 0;
}

bool MaskSpec::inRandom(int i, int j) const
{
    // ⌊j / b⌋ ∈ drawn[⌊i / b⌋]
    if (!random || i < 0 || j < 0)
        return false;
    const auto qb = static_cast<std::size_t>(i / random->blockSize);
    if (qb >= random->drawn.size())
        return false;
    const auto& keys = random->drawn[qb];
    return std::binary_search(keys.begin(), keys.end(), j / random->blockSize);
}

PairSource MaskSpec::source(int i, int j, int nq, int nk) const
{
    if (causal && j > i + causalOffset(nq, nk))
        return PairSource::HiddenCausal;
    PairSource from = PairSource::All;
    if (hasPattern()) {
        if (isGlobal(i) || isGlobal(j))
            from = PairSource::Global;
        else if (inBand(i, j))
            from = PairSource::Band;
        else if (inRandom(i, j))
            from = PairSource::Random;
        else
            return PairSource::HiddenSparse;
    }
    if (allowed && !(*allowed)(i, j))
        return PairSource::HiddenMatrix;
    return from;
}

void MaskSpec::rowAllowed(int i, int first, int last, int nq, int nk, std::uint8_t* out) const
{
    if (last <= first)
        return;
    const int n = last - first;
    // the pattern: band ∪ global ∪ random, or every key
    if (!hasPattern() || isGlobal(i)) {
        std::memset(out, 1, static_cast<std::size_t>(n));
    } else {
        std::memset(out, 0, static_cast<std::size_t>(n));
        if (window) {
            // j = i + t·r for |t| <= w, within [first, last)
            const long long reach = bandReach();
            const long long lo = std::max<long long>(first, i - reach);
            const long long hi = std::min<long long>(last - 1, i + reach);
            if (lo <= hi) {
                // the smallest j >= lo with j − i a multiple of r
                const long long j0 = lo <= i ? i - (i - lo) / dilation * dilation
                                             : i + (lo - i + dilation - 1) / dilation * dilation;
                for (long long j = j0; j <= hi; j += dilation)
                    out[j - first] = 1;
            }
        }
        for (auto g = std::lower_bound(global.begin(), global.end(), first);
             g != global.end() && *g < last; ++g)
            out[*g - first] = 1;
        if (random) {
            const int b = random->blockSize;
            const auto qb = static_cast<std::size_t>(i / b);
            if (qb < random->drawn.size())
                for (const int kb : random->drawn[qb]) {
                    const long long lo = std::max<long long>(first, static_cast<long long>(kb) * b);
                    const long long hi =
                        std::min<long long>(last, static_cast<long long>(kb) * b + b);
                    for (long long j = lo; j < hi; ++j)
                        out[j - first] = 1;
                }
        }
    }
    // AND causal: j <= i + c
    if (causal) {
        const long long end = static_cast<long long>(i) + causalOffset(nq, nk) + 1;
        for (long long j = std::max<long long>(first, end); j < last; ++j)
            out[j - first] = 0;
    }
    // AND the explicit matrix
    if (allowed)
        for (int j = first; j < last; ++j)
            out[j - first] &= static_cast<std::uint8_t>((*allowed)(i, j));
}

void MaskSpec::keyRange(int i, int nq, int nk, int& first, int& last) const
{
    first = 0;
    last = nk;
    if (causal) {
        const long long end = static_cast<long long>(i) + causalOffset(nq, nk) + 1;
        if (end < last)
            last = static_cast<int>(std::max<long long>(end, 0));
    }
    if (window && global.empty() && !random) {
        // the band is the whole pattern: |i − j| <= w·r
        const long long reach = bandReach();
        if (i - reach > first)
            first = static_cast<int>(i - reach);
        if (i + reach + 1 < last)
            last = static_cast<int>(i + reach + 1);
    }
}

std::vector<std::pair<int, int>> MaskSpec::keySpans(int rowBegin, int rowEnd, int nq, int nk) const
{
    std::vector<std::pair<int, int>> spans;
    if (rowEnd <= rowBegin || nk <= 0)
        return spans;
    // causal: no row of the range sees past the last row's diagonal
    long long upper = nk;
    if (causal)
        upper = std::min<long long>(upper,
                                    static_cast<long long>(rowEnd - 1) + causalOffset(nq, nk) + 1);
    if (upper <= 0)
        return spans;
    const auto add = [&](long long first, long long last) {
        first = std::max<long long>(first, 0);
        last = std::min(last, upper);
        if (first < last)
            spans.emplace_back(static_cast<int>(first), static_cast<int>(last));
    };
    const auto firstGlobalRow = std::lower_bound(global.begin(), global.end(), rowBegin);
    const bool globalRow = firstGlobalRow != global.end() && *firstGlobalRow < rowEnd;
    if (!hasPattern() || globalRow) {
        add(0, upper); // a global query (or no pattern): every key, a dense row
        return spans;
    }
    if (window)
        add(rowBegin - bandReach(), static_cast<long long>(rowEnd - 1) + bandReach() + 1);
    for (const int g : global)
        add(g, static_cast<long long>(g) + 1);
    if (random) {
        const long long b = random->blockSize;
        const auto lastBlock = static_cast<std::size_t>((rowEnd - 1) / b);
        for (auto qb = static_cast<std::size_t>(rowBegin / b);
             qb <= lastBlock && qb < random->drawn.size(); ++qb)
            for (const int kb : random->drawn[qb])
                add(kb * b, kb * b + b);
    }
    std::sort(spans.begin(), spans.end());
    std::vector<std::pair<int, int>> merged;
    for (const auto& span : spans) {
        if (!merged.empty() && span.first <= merged.back().second)
            merged.back().second = std::max(merged.back().second, span.second);
        else
            merged.push_back(span);
    }
    return merged;
}

bool MaskSpec::allowsWholeTile(int rowBegin, int rowEnd, int keyBegin, int keyEnd, int nq,
                               int nk) const
{
    if (allowed || rowEnd <= rowBegin || keyEnd <= keyBegin || keyEnd > nk)
        return false;
    // causal: the first row sees the last key
    if (causal && keyEnd - 1 > static_cast<long long>(rowBegin) + causalOffset(nq, nk))
        return false;
    if (!hasPattern())
        return true;
    // every row global
    const auto g0 = std::lower_bound(global.begin(), global.end(), rowBegin);
    const auto g1 = std::lower_bound(g0, global.end(), rowEnd);
    if (g1 - g0 == rowEnd - rowBegin)
        return true;
    // every key global
    const auto k0 = std::lower_bound(global.begin(), global.end(), keyBegin);
    const auto k1 = std::lower_bound(k0, global.end(), keyEnd);
    if (k1 - k0 == keyEnd - keyBegin)
        return true;
    // a contiguous band holding the tile for every row
    if (window && dilation == 1 && keyBegin >= rowEnd - 1 - bandReach() &&
        keyEnd - 1 <= rowBegin + bandReach())
        return true;
    // one random block of one query block
    if (random) {
        const int b = random->blockSize;
        const auto qb = static_cast<std::size_t>(rowBegin / b);
        if (qb == static_cast<std::size_t>((rowEnd - 1) / b) && keyBegin / b == (keyEnd - 1) / b &&
            qb < random->drawn.size() &&
            std::binary_search(random->drawn[qb].begin(), random->drawn[qb].end(), keyBegin / b))
            return true;
    }
    return false;
}

bool MaskSpec::allowsAny(int i, int nq, int nk) const
{
    if (allowed) // the painted pairs: count them
        return allowedCount(i, nq, nk) > 0;
    // Without a painted matrix, from the parts (the engines ask this for every row):
    // causal leaves keys 0 … upper − 1
    long long upper = nk;
    if (causal)
        upper = std::min(upper, static_cast<long long>(i) + causalOffset(nq, nk) + 1);
    if (upper <= 0)
        return false;
    if (!hasPattern() || isGlobal(i))
        return true; // every key below upper
    if (!global.empty() && global.front() < upper)
        return true; // a global key
    if (window) {
        // the band's first key: j = i − t·r with t <= w as large as keeps j >= 0
        const long long steps = std::min<long long>(*window, i / dilation);
        const long long first = i - steps * dilation;
        if (first < upper && first < nk)
            return true;
    }
    if (random) {
        const auto qb = static_cast<std::size_t>(i / random->blockSize);
        if (qb < random->drawn.size())
            for (const int kb : random->drawn[qb])
                if (static_cast<long long>(kb) * random->blockSize < std::min<long long>(upper, nk))
                    return true;
    }
    return false;
}

int MaskSpec::allowedCount(int i, int nq, int nk) const
{
    int count = 0;
    std::vector<std::uint8_t> row;
    for (const auto& [first, last] : keySpans(i, i + 1, nq, nk)) {
        row.resize(static_cast<std::size_t>(last - first));
        rowAllowed(i, first, last, nq, nk, row.data());
        count += static_cast<int>(std::count(row.begin(), row.end(), std::uint8_t{1}));
    }
    return count;
}

BoolMatrix allowedMatrix(const MaskSpec& mask, int nq, int nk)
{
    BoolMatrix result = BoolMatrix::Constant(nq, nk, false);
    std::vector<std::uint8_t> row;
    for (int i = 0; i < nq; ++i)
        for (const auto& [first, last] : mask.keySpans(i, i + 1, nq, nk)) {
            row.resize(static_cast<std::size_t>(last - first));
            mask.rowAllowed(i, first, last, nq, nk, row.data());
            for (int j = first; j < last; ++j)
                result(i, j) = row[static_cast<std::size_t>(j - first)] != 0;
        }
    return result;
}

int blockCount(int n, int blockSize)
{
    return blockSize <= 0
               ? 0
               : static_cast<int>((static_cast<long long>(n) + blockSize - 1) / blockSize);
}

std::vector<std::vector<int>> drawRandomBlocks(const MaskSpec& mask, int nq, int nk)
{
    std::vector<std::vector<int>> drawn;
    if (!mask.random)
        return drawn;
    const int b = mask.random->blockSize;
    const int queryBlocks = blockCount(nq, b);
    const int keyBlocks = blockCount(nk, b);
    std::mt19937_64 engine(mask.random->seed);
    // a uniform integer in [0, n) by rejection: the same on every platform (unlike
    // std::uniform_int_distribution, whose algorithm the standard leaves open)
    const auto below = [&engine](std::uint64_t n) {
        const std::uint64_t limit = std::mt19937_64::max() - std::mt19937_64::max() % n;
        std::uint64_t x = 0;
        do
            x = engine();
        while (x >= limit);
        return x % n;
    };
    drawn.resize(static_cast<std::size_t>(queryBlocks));
    std::vector<int> candidates;
    for (int qb = 0; qb < queryBlocks; ++qb) {
        const long long rowBegin = static_cast<long long>(qb) * b;
        const long long rowLast = std::min<long long>(rowBegin + b, nq) - 1;
        candidates.clear();
        for (int kb = 0; kb < keyBlocks; ++kb) {
            const long long keyBegin = static_cast<long long>(kb) * b;
            const long long keyLast = std::min<long long>(keyBegin + b, nk) - 1;
            // hidden entirely by causal from the block's last query
            if (mask.causal && keyBegin > rowLast + mask.causalOffset(nq, nk))
                continue;
            // touched by the band of the block's queries
            if (mask.window && keyLast >= rowBegin - mask.bandReach() &&
                keyBegin <= rowLast + mask.bandReach())
                continue;
            candidates.push_back(kb);
        }
        // partial Fisher–Yates: the first r of a random permutation of the candidates
        const auto r =
            std::min<std::size_t>(static_cast<std::size_t>(mask.random->blocks), candidates.size());
        for (std::size_t t = 0; t < r; ++t) {
            const auto pick = t + below(candidates.size() - t);
            std::swap(candidates[t], candidates[pick]);
        }
        auto& blocks = drawn[static_cast<std::size_t>(qb)];
        blocks.assign(candidates.begin(), candidates.begin() + static_cast<std::ptrdiff_t>(r));
        std::sort(blocks.begin(), blocks.end());
    }
    return drawn;
}

void resolveRandomBlocks(MaskSpec& mask, int nq, int nk)
{
    if (mask.random && mask.random->drawn.empty())
        mask.random->drawn = drawRandomBlocks(mask, nq, nk);
}

void validateMask(const MaskSpec& mask, int nq, int nk)
{
    if (mask.window && *mask.window < 0)
        throw InputError("mask.window", TR_NOOP("Engine", "expected 0 or more, got %1"),
                         *mask.window);
    if (mask.dilation < 1)
        throw InputError("mask.dilation", TR_NOOP("Engine", "expected 1 or more, got %1"),
                         mask.dilation);
    if (mask.dilation != 1 && !mask.window)
        throw InputError(
            "mask.dilation",
            TR_NOOP("Engine", "a dilation spaces out the window's keys: give mask.window too"));
    const int tokens = std::max(nq, nk);
    for (std::size_t t = 0; t < mask.global.size(); ++t) {
        const int g = mask.global[t];
        const std::string where = "mask.global[" + std::to_string(t) + "]";
        if (g < 0 || g >= tokens)
            throw InputError(
                where, TR_NOOP("Engine", "token %1 does not exist: tokens are numbered 0 to %2"), g,
                tokens - 1);
        if (t > 0 && g <= mask.global[t - 1])
            throw InputError(
                where,
                TR_NOOP("Engine", "expected the global tokens in increasing order, each once"));
    }
    if (mask.random) {
        const RandomBlocks& r = *mask.random;
        if (r.blockSize < 1)
            throw InputError("mask.random.block_size",
                             TR_NOOP("Engine", "expected 1 or more, got %1"), r.blockSize);
        if (r.blocks < 0)
            throw InputError("mask.random.blocks", TR_NOOP("Engine", "expected 0 or more, got %1"),
                             r.blocks);
        const int queryBlocks = blockCount(nq, r.blockSize);
        const int keyBlocks = blockCount(nk, r.blockSize);
        // more than there are would be drawn as "all of them", silently
        if (r.blocks > keyBlocks)
            throw InputError(
                "mask.random.blocks",
                TR_NOOP("Engine", "expected 0 to %1 (the %2 keys make %1 blocks of %3), got %4"),
                keyBlocks, nk, r.blockSize, r.blocks);
        if (!r.drawn.empty() && static_cast<int>(r.drawn.size()) != queryBlocks)
            throw InputError(
                "mask.random.drawn",
                TR_NOOP("Engine",
                        "expected one list per query block of %1 tokens (%2 for %3 queries), got "
                        "%4; remove \"drawn\" to draw them again from the seed"),
                r.blockSize, queryBlocks, nq, r.drawn.size());
        for (std::size_t qb = 0; qb < r.drawn.size(); ++qb)
            for (std::size_t t = 0; t < r.drawn[qb].size(); ++t) {
                const int kb = r.drawn[qb][t];
                const std::string where =
                    "mask.random.drawn[" + std::to_string(qb) + "][" + std::to_string(t) + "]";
                if (kb < 0 || kb >= keyBlocks)
                    throw InputError(
                        where,
                        TR_NOOP("Engine",
                                "key block %1 does not exist: the %2 keys make blocks 0 to %3"),
                        kb, nk, keyBlocks - 1);
                if (t > 0 && kb <= r.drawn[qb][t - 1])
                    throw InputError(
                        where, TR_NOOP("Engine",
                                       "expected the key blocks in increasing order, each once"));
            }
    }
    if (mask.allowed) {
        if (mask.allowed->rows() != nq)
            throw InputError("mask.allowed",
                             TR_NOOP("Engine", "expected %1 rows (one per query), got %2"), nq,
                             mask.allowed->rows());
        if (mask.allowed->cols() != nk)
            throw InputError("mask.allowed",
                             TR_NOOP("Engine", "expected %1 columns (one per key), got %2"), nk,
                             mask.allowed->cols());
    }
}

} // namespace attnlab

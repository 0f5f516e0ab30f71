#include "sparsepattern.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace attnlab {

KeyBudget keyBudget(const MaskSpec& mask, int query, int nq, int nk)
{
    KeyBudget b;
    for (const auto& [first, last] : mask.keySpans(query, query + 1, nq, nk))
        for (int j = first; j < last; ++j)
            switch (mask.source(query, j, nq, nk)) {
            case PairSource::Global:
                ++b.global;
                break;
            case PairSource::Band:
                ++b.band;
                break;
            case PairSource::Random:
                ++b.random;
                break;
            case PairSource::All:
                ++b.all;
                break;
            default:
                break; // hidden
            }
    return b;
}

int HopMatrix::diameter() const
{
    int most = 0;
    for (const int h : hops)
        most = std::max(most, h);
    return most;
}

long long HopMatrix::unreachable() const
{
    return std::count(hops.begin(), hops.end(), -1);
}

HopMatrix hopDistances(const MaskSpec& mask, int n)
{
    HopMatrix m;
    m.n = n;
    m.hops.assign(static_cast<std::size_t>(n) * n, -1);
    // who[j] lists the queries that attend to key j: j's information reaches them in a layer
    std::vector<std::vector<int>> readers(static_cast<std::size_t>(n));
    std::vector<std::uint8_t> row(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        mask.rowAllowed(i, 0, n, n, n, row.data());
        for (int j = 0; j < n; ++j)
            if (row[static_cast<std::size_t>(j)] && j != i)
                readers[static_cast<std::size_t>(j)].push_back(i);
    }
    // breadth-first from each source token j: hops(i, j) = the layer at which i first holds it
    std::vector<int> frontier, next;
    for (int j = 0; j < n; ++j) {
        int* column = m.hops.data(); // hops(i, j) at column[i * n + j]
        column[static_cast<std::size_t>(j) * n + j] = 0;
        frontier.assign(1, j);
        for (int layer = 1; !frontier.empty(); ++layer) {
            next.clear();
            for (const int t : frontier)
                for (const int i : readers[static_cast<std::size_t>(t)]) {
                    int& h = column[static_cast<std::size_t>(i) * n + j];
                    if (h < 0) {
                        h = layer;
                        next.push_back(i);
                    }
                }
            frontier.swap(next);
        }
    }
    return m;
}

MaskSpec sparsePreset(SparsePreset preset, int n, const MaskSpec& base, std::uint64_t seed,
                      bool scaled)
{
    MaskSpec mask;
    mask.causal = base.causal;
    mask.alignment = base.alignment;
    const double scale = scaled ? n / 4096.0 : 1.0;
    switch (preset) {
    case SparsePreset::Longformer:
        mask.window = std::max(1, static_cast<int>(std::lround(256 * scale)));
        mask.global = {0};
        break;
    case SparsePreset::BigBird: {
        const int b = std::clamp(static_cast<int>(std::lround(64 * scale)), 1, std::max(n, 1));
        mask.window = b;
        for (int t = 0; t < std::min(b, n); ++t)
            mask.global.push_back(t);
        for (int t = std::max(b, n - b); t < n; ++t)
            mask.global.push_back(t);
        mask.random = RandomBlocks{b, 3, seed, {}};
        resolveRandomBlocks(mask, n, n);
        break;
    }
    }
    return mask;
}

std::string sparsePresetId(SparsePreset preset)
{
    return preset == SparsePreset::Longformer ? "longformer" : "bigbird";
}

} // namespace attnlab

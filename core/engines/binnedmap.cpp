#include "binnedmap.h"

#include "inputerror.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

namespace attnlab {

namespace {

void checkBins(int rowBins, int colBins)
{
    if (rowBins < 1)
        throw InputError("bins", TR_NOOP("Engine", "expected at least 1 row bin, got %1"), rowBins);
    if (colBins < 1)
        throw InputError("bins", TR_NOOP("Engine", "expected at least 1 column bin, got %1"),
                         colBins);
}

void checkHead(const AttentionInput& input, int head)
{
    if (head < 0 || head >= input.heads)
        throw InputError("head", TR_NOOP("Engine", "%1 is not a head of this input (0 to %2)"),
                         head, input.heads - 1);
}

/// The bin holding token j: the largest c with binStart(c) <= j, i.e.
/// floor(c n / bins) <= j  <=>  c n < (j + 1) bins  <=>  c <= ((j + 1) bins - 1) / n.
int binOf(int j, int count, int bins)
{
    return static_cast<int>((static_cast<std::int64_t>(j + 1) * bins - 1) / count);
}

/// Query rows per task of headRowLse().
constexpr int lseRowsPerTask = 256;

Eigen::VectorXf rowLse(const WeightTiles& tiles, int nq, int threads)
{
    Eigen::VectorXf lse(nq);
    const int tasks = (nq + lseRowsPerTask - 1) / lseRowsPerTask;
    parallelFor(tasks, threads, [&](int task, int) {
        const int r0 = task * lseRowsPerTask;
        tiles.rowLse(r0, std::min(nq, r0 + lseRowsPerTask), lse.data() + r0);
    });
    return lse;
}

BinnedMap binTiles(const WeightTiles& tiles, int nq, int nk, const Eigen::VectorXf& lse,
                   int rowBins, int colBins, int threads)
{
    BinnedMap map;
    map.max = Matrix::Zero(rowBins, colBins);
    map.mean = Matrix::Zero(rowBins, colBins);
    // One task per row of bins: each writes its own row of the result.
    parallelFor(rowBins, threads, [&](int b, int) {
        const int r0 = binStart(b, nq, rowBins);
        const int r1 = binStart(b + 1, nq, rowBins);
        std::vector<float> binMax(static_cast<std::size_t>(colBins), 0.0f);
        std::vector<double> binSum(static_cast<std::size_t>(colBins), 0.0);
        std::vector<float> colMax, colSum;
        tiles.forEachTile(r0, r1, lse.data() + r0, [&](const WeightTile& t) {
            // Reduce the tile's rows first, key by key (vectorisable), ...
            colMax.assign(static_cast<std::size_t>(t.keys), 0.0f);
            colSum.assign(static_cast<std::size_t>(t.keys), 0.0f);
            for (int r = 0; r < t.rows; ++r) {
                const float* a = t.weights + static_cast<std::ptrdiff_t>(r) * t.stride;
                for (int j = 0; j < t.keys; ++j) {
                    colMax[static_cast<std::size_t>(j)] =
                        std::max(colMax[static_cast<std::size_t>(j)], a[j]);
                    colSum[static_cast<std::size_t>(j)] += a[j];
                }
            }
            // ... then the keys into their bins.
            for (int c = binOf(t.keyBegin, nk, colBins), j = 0; j < t.keys; ++c) {
                const int end = std::min(binStart(c + 1, nk, colBins) - t.keyBegin, t.keys);
                float mx = binMax[static_cast<std::size_t>(c)];
                double sum = 0.0;
                for (; j < end; ++j) {
                    mx = std::max(mx, colMax[static_cast<std::size_t>(j)]);
                    sum += colSum[static_cast<std::size_t>(j)];
                }
                binMax[static_cast<std::size_t>(c)] = mx;
                binSum[static_cast<std::size_t>(c)] += sum;
            }
        });
        for (int c = 0; c < colBins; ++c) {
            const double pairs = static_cast<double>(r1 - r0) *
                                 (binStart(c + 1, nk, colBins) - binStart(c, nk, colBins));
            map.max(b, c) = binMax[static_cast<std::size_t>(c)];
            map.mean(b, c) = binSum[static_cast<std::size_t>(c)] / pairs;
        }
    });
    return map;
}

} // namespace

int binStart(int bin, int count, int bins)
{
    return static_cast<int>(static_cast<std::int64_t>(bin) * count / bins);
}

Eigen::VectorXf headRowLse(const AttentionInput& input, int head, const FusedOptions& options)
{
    checkHead(input, head);
    const WeightTiles tiles(input, head, options.kernel);
    return rowLse(tiles, input.queryCount(), options.threads);
}

BinnedMap binnedAttentionMap(const AttentionInput& input, int head, const Eigen::VectorXf& lse,
                             int rowBins, int colBins, const FusedOptions& options)
{
    checkHead(input, head);
    checkBins(rowBins, colBins);
    const int nq = input.queryCount();
    const int nk = input.keyCount();
    if (lse.size() != nq)
        throw InputError("lse", TR_NOOP("Engine", "expected %1 values (one per query), got %2"), nq,
                         lse.size());
    const WeightTiles tiles(input, head, options.kernel);
    return binTiles(tiles, nq, nk, lse, std::min(rowBins, nq), std::min(colBins, nk),
                    options.threads);
}

BinnedMap binnedAttentionMap(const AttentionInput& input, int head, int rowBins, int colBins,
                             const FusedOptions& options)
{
    checkHead(input, head);
    checkBins(rowBins, colBins);
    const int nq = input.queryCount();
    const int nk = input.keyCount();
    const WeightTiles tiles(input, head, options.kernel);
    const Eigen::VectorXf lse = rowLse(tiles, nq, options.threads);
    return binTiles(tiles, nq, nk, lse, std::min(rowBins, nq), std::min(colBins, nk),
                    options.threads);
}

BinnedMap binWeights(const Matrix& weights, int rowBins, int colBins)
{
    checkBins(rowBins, colBins);
    const int nq = static_cast<int>(weights.rows());
    const int nk = static_cast<int>(weights.cols());
    rowBins = std::min(rowBins, nq);
    colBins = std::min(colBins, nk);
    BinnedMap map;
    map.max = Matrix::Zero(rowBins, colBins);
    map.mean = Matrix::Zero(rowBins, colBins);
    for (int b = 0; b < rowBins; ++b)
        for (int c = 0; c < colBins; ++c) {
            const int r0 = binStart(b, nq, rowBins), r1 = binStart(b + 1, nq, rowBins);
            const int c0 = binStart(c, nk, colBins), c1 = binStart(c + 1, nk, colBins);
            const auto block = weights.block(r0, c0, r1 - r0, c1 - c0);
            map.max(b, c) = block.maxCoeff();
            map.mean(b, c) = block.mean();
        }
    return map;
}

BinnedMap referenceBinnedAttentionMap(const AttentionInput& input, int head, int rowBins,
                                      int colBins)
{
    checkHead(input, head);
    const Trace trace = computeTrace(input);
    return binWeights(trace.heads[static_cast<std::size_t>(head)].weights, rowBins, colBins);
}

} // namespace attnlab

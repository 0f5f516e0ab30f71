#pragma once

#include "engine.h"

#include <Eigen/Core>

#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace attnlab {

/// The instruction set of the fused kernels. Auto picks the widest this processor runs, unless
/// the environment variable ATTNLAB_CPU_KERNEL names one ("generic", "avx2", "avx512").
/// Generic is portable C++ (GCC vector extensions, 4 floats wide: SSE2 on x86-64, NEON on
/// arm64); Avx2 is x86-64-v3 (AVX2 + FMA, 8 floats); Avx512 is x86-64-v4 (16 floats). The
/// wider ones are compiled with function target attributes and chosen at run time, so a
/// portable build stays portable.
enum class FusedKernel
{
    Auto,
    Generic,
    Avx2,
    Avx512,
};

/// The kernels this processor can run, narrowest first (always Generic).
std::vector<FusedKernel> availableFusedKernels();
/// "generic", "avx2", "avx512" ("auto" for Auto).
std::string fusedKernelName(FusedKernel kernel);
/// What Auto means on this processor (and with ATTNLAB_CPU_KERNEL, when it names one it runs).
FusedKernel resolveFusedKernel(FusedKernel kernel);

struct FusedOptions
{
    /// Worker threads; 0 means std::thread::hardware_concurrency().
    int threads = 0;
    FusedKernel kernel = FusedKernel::Auto;
};

/// The "cpu" backend: FlashAttention-style tiled attention in float32. The n_q x n_k matrix is
/// never stored: each task takes a tile of query rows of one head and walks the keys in tiles,
/// folding each into an online softmax,
///   S = Q_t K_tile^T s,  m' = max(m, max_j S_ij),  l' = l e^(m - m') + sum_j e^(S_ij - m'),
///   O' = O e^(m - m') + e^(S - m') V_tile,         output = O / l,  lse = m + log l,
/// with the scale of effectiveScale() and the mask of MaskSpec (key tiles that causal, the band,
/// global tokens and random blocks hide from every row of a query tile are skipped, via
/// MaskSpec::keySpans; a query tile holding a global token is dense). A fully masked row
/// gives a zero output and the reference engine's "fully_masked_row" warning. Heads are sliced
/// and W_O applied (in double precision) as the reference engine does. Tasks (query tile x
/// head) are shared among std::threads. Memory: O((n_q + n_k) d) plus small per-thread tiles.
/// Float32: expect agreement with the reference engine within about 1e-5 for inputs of
/// moderate size (|s q.k| up to a few tens); logits near 1e4 lose digits as any float32 does.
class FusedEngine final : public Engine
{
public:
    FusedEngine();
    explicit FusedEngine(FusedOptions options);
    ~FusedEngine() override;
    FusedEngine(FusedEngine&&) noexcept;
    FusedEngine& operator=(FusedEngine&&) noexcept;

    std::string name() const override { return "cpu"; }
    bool keepsStages() const override { return false; }
    /// Expects an input validated for limits::maxFusedTokens (AttentionInput::validate(int)).
    /// Keeps its float32 copies of Q, K and V for the next run (reused when large enough, so
    /// repeated runs do not fault in fresh memory): one run() at a time per engine.
    EngineResult run(const AttentionInput& input) override;

    /// Per head, each query row's log-sum-exp of the last run(): lse_i = m_i + log l_i =
    /// log sum_j exp(s q_i.k_j) over the allowed keys (-inf for a fully masked row).
    /// A binned attention map (binnedmap.h) rebuilds any weight as a_ij = exp(s q_i.k_j - lse_i).
    const std::vector<Eigen::VectorXf>& lastRowLse() const { return lse_; }
    /// The kernel the last run() used (Auto before the first run).
    FusedKernel lastKernel() const { return lastKernel_; }

private:
    struct Scratch;
    FusedOptions options_;
    std::vector<Eigen::VectorXf> lse_;
    FusedKernel lastKernel_ = FusedKernel::Auto;
    std::unique_ptr<Scratch> scratch_;
};

/// One tile of attention weights of one head, as WeightTiles::forEachTile() hands it out:
/// weights[r * stride + c] = a_ij for query i = rowBegin + r and key j = keyBegin + c.
struct WeightTile
{
    int rowBegin = 0;
    int rows = 0;
    int keyBegin = 0;
    int keys = 0;
    int stride = 0;
    const float* weights = nullptr;
};

/// One head's Q (times s) and K packed in float32 for the fused tile kernels: the building
/// block of binned attention maps, which recompute weights tile by tile instead of storing
/// n_q x n_k of them. Const member functions may run concurrently on different rows.
class WeightTiles
{
public:
    /// Expects a validated input and 0 <= head < input.heads.
    WeightTiles(const AttentionInput& input, int head, FusedKernel kernel = FusedKernel::Auto);
    ~WeightTiles();
    WeightTiles(const WeightTiles&) = delete;
    WeightTiles& operator=(const WeightTiles&) = delete;

    /// lse[i - rowBegin] = log sum_j exp(s q_i.k_j) over allowed keys, -inf when none, for
    /// rows [rowBegin, rowEnd): the online softmax without V (half the work of run()).
    void rowLse(int rowBegin, int rowEnd, float* lse) const;
    /// Calls visit for each tile of rows [rowBegin, rowEnd) x keys that the mask does not hide
    /// entirely, with a_ij = exp(s q_i.k_j - lse_i) (0 where masked or lse_i = -inf);
    /// lse[i - rowBegin] as rowLse() gives it. Tiles outside MaskSpec::keySpans are not visited.
    void forEachTile(int rowBegin, int rowEnd, const float* lse,
                     const std::function<void(const WeightTile&)>& visit) const;
    /// Rows per tile: forEachTile() visits at most this many rows at once.
    int rowTile() const;
    FusedKernel kernel() const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

/// Runs body(task, worker) for task = 0 .. tasks-1 on up to min(threads, tasks) threads (threads
/// 0: hardware concurrency): the calling thread as worker 0 and helpers from the process's one
/// pool of hardware_concurrency − 1 threads, handing tasks out in order as threads free up;
/// worker < min(threads, tasks) indexes per-thread scratch. Before each task a stop asked of
/// the caller's job (jobcontrol.h) ends the loop with JobStopped. The first exception thrown
/// is rethrown here once every task begun has ended.
void parallelFor(int tasks, int threads, const std::function<void(int task, int worker)>& body);

/// The vectorised exp of the fused kernels (Cody-Waite reduction and a degree-5 polynomial,
/// as Cephes' expf): y[i] = exp(x[i]) within about 2e-7 relative for x in [-87, 88], 0 for
/// x <= -88 and for -inf. Exposed for tests.
void fusedExp(FusedKernel kernel, const float* x, float* y, std::size_t n);

} // namespace attnlab

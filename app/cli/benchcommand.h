#pragma once

#include <QString>
#include <QStringList>
#include <QTextStream>

namespace attnlab {

/// attnlab-cli bench: times one backend on random inputs.
///
///   attnlab-cli bench --backend cpu --n 4096 --d 64 [--heads H] [--causal] [--json]
///                     [--warmups N] [--repeats N] [--threads N]
///   attnlab-cli bench --backend cpu --map --n 6400 --d 64 [--bins 400] [...]
///   attnlab-cli bench --kind linear [--feature-map elu+1|relu|favor+] [--features M] [...]
///   attnlab-cli bench --kind linear --favor-error --n 256 --d 8 [--heads H] [--causal]
///   attnlab-cli bench --decode --n T --d D [--heads H] [--json]
///
/// q, k and v are n x (d heads) matrices of standard normal numbers (std::mt19937, seed 0),
/// drawn before any timing. Each run is engine->run(input) as the app calls it (packing the
/// inputs into float32 and W_O included). After `warmups` untimed runs, `repeats` timed runs
/// give the median, min and max wall time (std::chrono::steady_clock) and GFLOP/s counted as
/// 4 N^2 d per head (Q K^T and A V, 2 N^2 d each; exp and the softmax not counted). With
/// --causal the count stays 4 N^2 d per head, as if unmasked, and a note says that about half
/// of it is skipped. --json prints one object:
///   {"backend","n","d","heads","causal","median_ms","min_ms","max_ms","gflops"}
///
/// --map times a binned attention map of head 0 instead (binnedmap.h): each run computes the
/// rows' log-sum-exp (headRowLse) and then the bins x bins map (max and mean) from it, never an
/// n x n matrix ("cpu"; "reference" bins its full n x n weights, n <= 2048). It also reports the
/// peak memory above idle: the process's peak resident set (VmHWM of /proc/self/status) during
/// the runs minus its resident set (VmRSS) just before them, with the peak reset beforehand by
/// writing 5 to /proc/self/clear_refs (Linux); where that reset fails the figure is the growth
/// of VmHWM, which may be 0 if an earlier peak was higher. The input matrices are allocated
/// before "idle". --json prints
///   {"backend","map":true,"n","d","heads","causal","bins","median_ms","min_ms","max_ms",
///    "lse_median_ms","peak_mib_above_idle"}
///
/// --kind linear times linear attention (linearkind.h) instead, on the same inputs and with the
/// same fields: "reference" (every stage, n <= 2048) or "cpu" (computeLinearFused, the output
/// alone), with the feature map of --feature-map (FAVOR+ with --features M, seed 0); GFLOP/s
/// are counted as 4 N d' d_v per head (attentionCost: phi(K)^T V and phi(Q) S, 2 N d' d_v each).
/// Its JSON adds "kind" and "feature_map". --favor-error prints instead, for FAVOR+ with
/// M = 4, 16, 64, 256, 1024 features (seed 0), the mean |implicit - softmax| weight
/// (favorError) on those inputs ({"kind","n","d","heads","causal","favor_error":[{"features",
/// "error"}]}).
///
/// --window W [--dilation R] [--global G] [--random-blocks R --block-size B] time a sparse
/// pattern (MaskSpec: band ∪ global ∪ random, AND causal; the global tokens are tokens 0 … G−1,
/// the random blocks drawn with seed 0) and then the dense run of the same input (causal when
/// --causal), each with the warm-ups and repeats above, and print both, the allowed pairs of
/// each, the mean key budget per query and the speed-up (dense median / sparse median). --json
/// adds "window", "dilation", "global", "random_blocks", "block_size", "pairs", "dense_pairs",
/// "dense_median_ms" and "speedup".
///
/// --decode times one decoding step instead: q is 1 x (d heads) (the new token), k and v are
/// T x (d heads) (the KV cache, T = --n), and each run is FusedEngine::run() ("cpu" only; no
/// mask, no n x n anywhere). Besides the usual fields it reports the bytes of cache a step
/// reads, 2 T d heads x 4 (K and V in float32, the engine's type), and the GB/s that makes at
/// the median time (GB = 10^9 bytes), next to the memory-copy bandwidth measured in the same run:
/// std::memcpy between two buffers of max(2 x the cache, 256 MiB) each, split over the
/// engine's threads, best of `repeats` copies after one warm-up. A copy of N bytes reads N and
/// writes N; its bandwidth is counted as N per second, the bytes read, as the step's is. GFLOP/s
/// are counted as 4 T d per head. --json adds "decode": true, "threads", "cache_bytes",
/// "cache_gbps", "copy_bytes", "copy_gbps" and "ratio" (cache_gbps / copy_gbps).
struct BenchOptions
{
    QString backend;
    int n = 0;
    int d = 0;
    int heads = 1;
    bool causal = false;
    bool json = false;
    int warmups = 2;
    int repeats = 7;
    /// Worker threads of the "cpu" backend (0: all hardware threads).
    int threads = 0;
    /// Time the binned attention map of head 0 instead of a run.
    bool map = false;
    /// Bins per side of the map.
    int bins = 400;
    /// The kind of attention: "softmax" or "linear".
    QString kind = QStringLiteral("softmax");
    /// Linear attention's feature map: "elu+1", "relu" or "favor+" (with `features`).
    QString featureMap = QStringLiteral("elu+1");
    int features = 64;
    /// Linear attention: print FAVOR+'s error against softmax for growing feature counts.
    bool favorError = false;
    /// Time one decoding step (1 query against n cached keys and values) and memcpy.
    bool decode = false;
    /// A sparse pattern (mask.h): the half-width of the window (-1: none), its dilation, the
    /// number of global tokens (the first ones), random key blocks per query block and their
    /// size. Any of them times the pattern and the dense run of the same input side by side.
    int window = -1;
    int dilation = 1;
    int globalTokens = 0;
    int randomBlocks = 0;
    int blockSize = 64;
    bool sparse() const { return window >= 0 || globalTokens > 0 || randomBlocks > 0; }
};

/// Runs the benchmark. Returns 0; 2 for invalid options with a message on err naming the option
/// (an unknown backend, sizes outside a scenario's limits, sizelimits.h, each checked before
/// any product of them) or a run whose memory (memoryestimate.h: the inputs, the fused
/// engines' float32 copies or the staged trace, and the map) is above the budget, refused
/// before the inputs are drawn, or an allocation that fails all the same; 1 for a backend that
/// cannot run here (no OpenCL device).
int runBench(const BenchOptions& options, QTextStream& out, QTextStream& err);

/// Parses "bench" and its options from the whole command line as CliApplication::run gets it
/// (the program, then "bench", then the options above), then runs runBench. Usage errors: 2;
/// --help prints the usage (0).
int runBenchCommand(const QStringList& arguments, QTextStream& out, QTextStream& err);

} // namespace attnlab

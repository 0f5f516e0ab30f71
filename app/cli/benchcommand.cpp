#include "benchcommand.h"

#include "binnedmap.h"
#include "engine.h"
#include "fusedengine.h"
#include "inputerror.h"
#include "kinds.h"
#include "kvcachedecoder.h"
#include "linearkind.h"
#include "memoryestimate.h"
#include "quote.h"
#include "scenario.h"
#include "sizelimits.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <exception>
#include <functional>
#include <memory>
#include <new>
#include <random>
#include <thread>
#include <vector>

namespace attnlab {

namespace {

/// "1 head", "4 heads": a count and its noun, plural unless it is 1 (bench prints English).
QString countOf(long long n, QStringView one, QStringView many)
{
    return QStringLiteral("%1 %2").arg(n).arg(n == 1 ? one : many);
}

struct Timings
{
    double median = 0, min = 0, max = 0;
};

Timings summarise(std::vector<double> ms)
{
    std::sort(ms.begin(), ms.end());
    const std::size_t n = ms.size();
    return {n % 2 ? ms[n / 2] : (ms[n / 2 - 1] + ms[n / 2]) / 2, ms.front(), ms.back()};
}

/// Milliseconds of each timed call of f, after `warmups` untimed ones.
std::vector<double> timeRuns(int warmups, int repeats, const std::function<void()>& f)
{
    for (int i = 0; i < warmups; ++i)
        f();
    std::vector<double> ms;
    for (int i = 0; i < repeats; ++i) {
        const auto t0 = std::chrono::steady_clock::now();
        f();
        ms.push_back(
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0)
                .count());
    }
    return ms;
}

Matrix randomMatrix(std::mt19937& gen, int rows, int cols)
{
    std::normal_distribution<double> normal;
    Matrix m(rows, cols);
    for (Eigen::Index j = 0; j < m.cols(); ++j)
        for (Eigen::Index i = 0; i < m.rows(); ++i)
            m(i, j) = normal(gen);
    return m;
}

/// A field of /proc/self/status in KiB ("VmRSS", "VmHWM"), or -1.
qint64 statusKib(const char* field)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray prefix = QByteArray(field) + ':';
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith(prefix)) {
            const QByteArray value = line.mid(prefix.size()).trimmed();
            return value.left(value.indexOf(' ')).toLongLong();
        }
    return -1;
}

/// Resets VmHWM to the current VmRSS (Linux: "5" to /proc/self/clear_refs).
bool resetPeak()
{
    QFile f(QStringLiteral("/proc/self/clear_refs"));
    return f.open(QIODevice::WriteOnly) && f.write("5") == 1;
}

QString ms(double v)
{
    return QString::number(v, 'f', 2);
}

/// "median 16.30 ms, min 16.10 ms, max 17.00 ms over 7 runs (2 warm-ups)"
QString timingLine(const Timings& t, const BenchOptions& o)
{
    return QStringLiteral("median %1 ms, min %2 ms, max %3 ms over %4 runs (%5 warm-ups)\n")
        .arg(ms(t.median), ms(t.min), ms(t.max))
        .arg(o.repeats)
        .arg(o.warmups);
}

/// Exit statuses, as for compute: 2 invalid input or usage, 1 a backend that cannot run here.
constexpr int InvalidInput = 2;
constexpr int OutputFailed = 1;

/// Bounds of the options besides the sizes (which are a scenario's, sizelimits.h).
constexpr int maxRuns = 1000;
constexpr int maxThreads = 1024;
constexpr int maxBins = 4096;

int fail(QTextStream& err, const QString& message, int code = InvalidInput)
{
    err << QCoreApplication::applicationName()
        << ": bench: " << QString::fromStdString(escapeControlCharacters(message.toStdString()))
        << Qt::endl;
    return code;
}

int runMap(const BenchOptions& o, const AttentionInput& input, QTextStream& out, QTextStream& err)
{
    const bool fused = o.backend == QLatin1String("cpu");
    if (!fused && o.backend != QLatin1String("reference"))
        return fail(
            err,
            QStringLiteral("--map runs on the cpu or reference backend, not %1").arg(o.backend));
    const FusedOptions fusedOptions{o.threads, FusedKernel::Auto};

    const bool peakReset = resetPeak();
    const qint64 idleKib = statusKib("VmRSS");
    const qint64 hwmBeforeKib = statusKib("VmHWM");
    std::vector<double> lseMs;
    double checksum = 0;
    const std::vector<double> total = timeRuns(o.warmups, o.repeats, [&] {
        const auto t0 = std::chrono::steady_clock::now();
        BinnedMap map;
        if (fused) {
            const Eigen::VectorXf lse = headRowLse(input, 0, fusedOptions);
            lseMs.push_back(
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0)
                    .count());
            map = binnedAttentionMap(input, 0, lse, o.bins, o.bins, fusedOptions);
        } else {
            map = referenceBinnedAttentionMap(input, 0, o.bins, o.bins);
        }
        checksum = map.mean.sum();
    });
    const qint64 peakKib = statusKib("VmHWM");
    const double aboveIdleMib =
        idleKib < 0 || peakKib < 0
            ? -1.0
            : static_cast<double>(peakKib - (peakReset ? idleKib : hwmBeforeKib)) / 1024.0;
    const Timings t = summarise(total);
    // the timed runs only: the last `repeats` of warm-ups + repeats
    const double lseMedian =
        lseMs.empty() ? 0.0
                      : summarise(std::vector<double>(lseMs.end() - o.repeats, lseMs.end())).median;

    if (o.json) {
        QJsonObject json{{QStringLiteral("backend"), o.backend},
                         {QStringLiteral("map"), true},
                         {QStringLiteral("n"), o.n},
                         {QStringLiteral("d"), o.d},
                         {QStringLiteral("heads"), o.heads},
                         {QStringLiteral("causal"), o.causal},
                         {QStringLiteral("bins"), std::min(o.bins, o.n)},
                         {QStringLiteral("median_ms"), t.median},
                         {QStringLiteral("min_ms"), t.min},
                         {QStringLiteral("max_ms"), t.max},
                         {QStringLiteral("lse_median_ms"), lseMedian},
                         {QStringLiteral("peak_mib_above_idle"), aboveIdleMib}};
        out << QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact)) << Qt::endl;
        return 0;
    }
    out << QStringLiteral("binned map (%1 x %1 bins of max and mean), head 0 of %2, backend %3")
               .arg(std::min(o.bins, o.n))
               .arg(o.heads)
               .arg(o.backend);
    if (fused)
        out << QStringLiteral(" (%1 kernel)")
                   .arg(QString::fromStdString(
                       fusedKernelName(resolveFusedKernel(FusedKernel::Auto))));
    out << QStringLiteral(": n %1, d %2%3\n")
               .arg(o.n)
               .arg(o.d)
               .arg(o.causal ? QStringLiteral(", causal") : QString());
    out << timingLine(t, o);
    if (fused)
        out << QStringLiteral("of which the rows' log-sum-exp: median %1 ms\n").arg(ms(lseMedian));
    if (aboveIdleMib >= 0)
        out << QStringLiteral("peak memory above idle: %1 MiB (VmHWM - VmRSS before the runs%2)\n")
                   .arg(QString::number(aboveIdleMib, 'f', 1),
                        peakReset ? QString() : QStringLiteral("; peak not reset, approximate"));
    else
        out << QStringLiteral("peak memory: not available (no /proc/self/status)\n");
    out << QStringLiteral("checksum (sum of means): %1").arg(checksum, 0, 'g', 8) << Qt::endl;
    return 0;
}

/// --kind linear: times linear attention's backend, or prints FAVOR+'s error (--favor-error).
/// The options are checked as for softmax before this is called.
int runLinear(const BenchOptions& o, QTextStream& out, QTextStream& err)
{
    FeatureMapSpec featureMap;
    if (o.featureMap == QLatin1String("relu"))
        featureMap.map = FeatureMapSpec::Map::Relu;
    else if (o.featureMap == QLatin1String("favor+"))
        featureMap.map = FeatureMapSpec::Map::FavorPlus;
    else if (o.featureMap != QLatin1String("elu+1"))
        return fail(err, QStringLiteral("--feature-map: expected elu+1, relu or favor+, got '%1'")
                             .arg(o.featureMap));
    if (o.features < 1 || o.features > limits::maxDim)
        return fail(err, QStringLiteral("--features: expected 1 to %1, got %2")
                             .arg(limits::maxDim)
                             .arg(o.features));
    featureMap.features = o.features;
    const bool reference = o.backend == QLatin1String("reference");
    if (!reference && o.backend != QLatin1String("cpu"))
        return fail(err, QStringLiteral("unknown backend '%1' for linear attention (built in: "
                                        "reference, cpu)")
                             .arg(o.backend));
    if (o.map)
        return fail(err, QStringLiteral("--map is a map of softmax weights; linear attention "
                                        "has none to bin"));
    if (o.favorError && !reference)
        return fail(err, QStringLiteral("--favor-error compares every weight: use --backend "
                                        "reference (n at most %1)")
                             .arg(limits::maxTokens));

    // The memory of the run, before the inputs are drawn (linearkind.h).
    AttentionSizes sizes;
    sizes.queries = sizes.keys = o.n;
    sizes.modelDim = sizes.valueDim = sizes.outputDim = static_cast<qint64>(o.d) * o.heads;
    sizes.heads = o.heads;
    const std::vector<int> favorFeatures = {4, 16, 64, 256, 1024};
    const int featureDim = o.favorError ? favorFeatures.back() : linearFeatureDim(featureMap, o.d);
    try {
        if (reference)
            requireMemory(
                linearTraceBytes(sizes, featureDim), {},
                Message(TR_NOOP("Engine", "%1 of linear attention"), describeStages(sizes)),
                Message(std::string("use a smaller --n, --d or --heads")));
        else
            requireMemory(linearFusedBytes(sizes, featureDim), {},
                          Message(QStringLiteral("q, k and v of %1 x %2 numbers")
                                      .arg(o.n)
                                      .arg(sizes.modelDim)
                                      .toStdString()),
                          Message(std::string("use a smaller --n, --d or --heads")));
    } catch (const InputError& e) {
        return fail(err, QString::fromStdString(e.what()));
    }

    ResolvedScenario resolved;
    resolved.kind = LinearKind::kindId;
    resolved.kindInput = KindValue(featureMap);
    AttentionInput& input = resolved.input;
    std::vector<double> runs, favor;
    try {
        std::mt19937 gen(0);
        const int model = o.d * o.heads;
        input.q = randomMatrix(gen, o.n, model);
        input.k = randomMatrix(gen, o.n, model);
        input.v = randomMatrix(gen, o.n, model);
        input.heads = o.heads;
        input.mask.causal = o.causal;
        input.validate(reference ? limits::maxTokens : limits::maxFusedTokens);
        if (o.favorError)
            favor = favorError(resolved, favorFeatures);
        else if (reference)
            runs = timeRuns(o.warmups, o.repeats, [&] { computeLinearTrace(input, featureMap); });
        else
            runs = timeRuns(o.warmups, o.repeats,
                            [&] { computeLinearFused(input, featureMap, o.threads); });
    } catch (const InputError& e) {
        return fail(err, QString::fromStdString(e.what()));
    } catch (const std::bad_alloc&) {
        return fail(err, QStringLiteral("not enough memory for --n %1 --d %2 --heads %3")
                             .arg(o.n)
                             .arg(o.d)
                             .arg(o.heads));
    }

    if (o.favorError) {
        if (o.json) {
            QJsonArray list;
            for (std::size_t i = 0; i < favor.size(); ++i)
                list.append(QJsonObject{{QStringLiteral("features"), favorFeatures[i]},
                                        {QStringLiteral("error"), favor[i]}});
            const QJsonObject json{
                {QStringLiteral("kind"), o.kind},     {QStringLiteral("n"), o.n},
                {QStringLiteral("d"), o.d},           {QStringLiteral("heads"), o.heads},
                {QStringLiteral("causal"), o.causal}, {QStringLiteral("favor_error"), list}};
            out << QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact))
                << Qt::endl;
            return 0;
        }
        out << QStringLiteral("FAVOR+ (seed 0) against softmax: mean |implicit - softmax weight| "
                              "over every allowed pair, n %1, d %2 per head, %3%4\n")
                   .arg(o.n)
                   .arg(o.d)
                   .arg(countOf(o.heads, u"head", u"heads"))
                   .arg(o.causal ? QStringLiteral(", causal") : QString());
        for (std::size_t i = 0; i < favor.size(); ++i)
            out << QStringLiteral("  m = %1 features: %2\n")
                       .arg(favorFeatures[i], 4)
                       .arg(favor[i], 0, 'f', 4);
        out.flush();
        return 0;
    }

    const Timings t = summarise(runs);
    const double flops = attentionCost(sizes, featureDim).linearFlops;
    const double gflops = flops / (t.median * 1e6);
    if (o.json) {
        const QJsonObject json{{QStringLiteral("kind"), o.kind},
                               {QStringLiteral("feature_map"), o.featureMap},
                               {QStringLiteral("backend"), o.backend},
                               {QStringLiteral("n"), o.n},
                               {QStringLiteral("d"), o.d},
                               {QStringLiteral("heads"), o.heads},
                               {QStringLiteral("causal"), o.causal},
                               {QStringLiteral("median_ms"), t.median},
                               {QStringLiteral("min_ms"), t.min},
                               {QStringLiteral("max_ms"), t.max},
                               {QStringLiteral("gflops"), gflops}};
        out << QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact)) << Qt::endl;
        return 0;
    }
    out << QStringLiteral("linear attention (%1), backend %2")
               .arg(QString::fromStdString(featureMap.name()), o.backend);
    if (!reference) {
        const unsigned hw = std::thread::hardware_concurrency();
        out << QStringLiteral(" (float32, %1)")
                   .arg(countOf(o.threads > 0 ? o.threads : static_cast<int>(std::max(1u, hw)),
                                u"thread", u"threads"));
    }
    out << QStringLiteral(": n %1, d %2 per head, %3%4\n")
               .arg(o.n)
               .arg(o.d)
               .arg(countOf(o.heads, u"head", u"heads"))
               .arg(o.causal ? QStringLiteral(", causal") : QString());
    out << timingLine(t, o);
    out << QStringLiteral("%1 GFLOP/s (4 N d' d_v per head = %2 GFLOP per run, at the median)\n")
               .arg(QString::number(gflops, 'f', 1), QString::number(flops / 1e9, 'f', 3));
    out.flush();
    return 0;
}

/// Bytes copied per second by std::memcpy from one buffer of `bytes` to another, on `threads`
/// threads (each copies its own contiguous part, as parallelFor hands out work to the fused
/// engine): the best of `repeats` copies after one untimed copy. Both buffers are written
/// beforehand, so that no page is first touched while timed.
double copyBandwidth(std::size_t bytes, int threads, int repeats)
{
    const auto buffer = [bytes] {
        std::unique_ptr<char[]> b(new char[bytes]);
        std::memset(b.get(), 1, bytes);
        return b;
    };
    const std::unique_ptr<char[]> from = buffer(), to = buffer();
    const int workers =
        threads > 0 ? threads : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    // Parts of whole 4 KiB pages.
    const std::size_t part = (bytes / static_cast<std::size_t>(workers) + 4095) / 4096 * 4096;
    const auto copy = [&] {
        parallelFor(workers, workers, [&](int task, int) {
            const std::size_t begin = std::min(bytes, part * static_cast<std::size_t>(task));
            const std::size_t end = std::min(bytes, begin + part);
            std::memcpy(to.get() + begin, from.get() + begin, end - begin);
        });
    };
    const std::vector<double> ms = timeRuns(1, repeats, copy);
    return static_cast<double>(bytes) / (*std::min_element(ms.begin(), ms.end()) * 1e-3);
}

/// --decode: one decoding step, a single query (the new token) against a cache of n keys and
/// values, on the fused engine; and the memory-copy bandwidth of the machine in the same run.
/// The options are checked as for softmax before this is called.
int runDecode(const BenchOptions& o, QTextStream& out, QTextStream& err)
{
    if (o.backend != QLatin1String("cpu"))
        return fail(err, QStringLiteral("--decode runs on the cpu backend (the fused engine), not "
                                        "%1")
                             .arg(o.backend));
    if (o.kind != QLatin1String("softmax"))
        return fail(err,
                    QStringLiteral("--decode times softmax attention, not --kind %1").arg(o.kind));
    if (o.map)
        return fail(err, QStringLiteral("--decode and --map are different benchmarks"));
    if (o.causal)
        return fail(err, QStringLiteral("--decode: the new token attends to every cached one "
                                        "(its row of a causal mask); leave out --causal"));
    if (o.favorError)
        return fail(err, QStringLiteral("--favor-error needs --kind linear"));

    // Memory: the inputs and their float32 copies, then the two copy buffers, each twice the
    // float32 cache and at least 256 MiB (well above a last-level cache).
    AttentionSizes sizes;
    sizes.queries = 1;
    sizes.keys = o.n;
    sizes.modelDim = sizes.valueDim = sizes.outputDim = static_cast<qint64>(o.d) * o.heads;
    sizes.heads = o.heads;
    const qint64 cacheBytes =
        2 * static_cast<qint64>(o.n) * sizes.modelDim * static_cast<qint64>(sizeof(float));
    const qint64 copyBytes = std::max<qint64>(2 * cacheBytes, qint64(256) << 20);
    try {
        requireMemory(fusedBytes(sizes) + 2 * copyBytes, {},
                      Message(QStringLiteral("k and v of %1 x %2 numbers, their float32 copies "
                                             "and two buffers of %3 MiB to time memcpy")
                                  .arg(o.n)
                                  .arg(sizes.modelDim)
                                  .arg(copyBytes >> 20)
                                  .toStdString()),
                      Message(std::string("use a smaller --n, --d or --heads")));
    } catch (const InputError& e) {
        return fail(err, QString::fromStdString(e.what()));
    }

    // The cache is filled once (a prefill), in float32, as a model keeps it between steps;
    // each timed step is the new token's query against all of it (KvCacheDecoder).
    KvCacheDecoder decoder(o.heads, o.d, o.d, 0.0, o.threads);
    AttentionInput input;
    std::vector<double> runs;
    double copyPerSecond = 0;
    try {
        std::mt19937 gen(0);
        const int model = o.d * o.heads;
        input.q = randomMatrix(gen, 1, model);
        input.k = randomMatrix(gen, o.n, model);
        input.v = randomMatrix(gen, o.n, model);
        input.heads = o.heads;
        input.validate(limits::maxFusedTokens);
        decoder.reserve(o.n);
        decoder.append(input.k, input.v);
        input.k.resize(0, 0); // the double copies are not needed any more
        input.v.resize(0, 0);
        copyPerSecond = copyBandwidth(static_cast<std::size_t>(copyBytes), o.threads, o.repeats);
        runs = timeRuns(o.warmups, o.repeats, [&] { decoder.step(input.q); });
    } catch (const InputError& e) {
        return fail(err, QString::fromStdString(e.what()));
    } catch (const std::bad_alloc&) {
        return fail(err, QStringLiteral("not enough memory for --n %1 --d %2 --heads %3")
                             .arg(o.n)
                             .arg(o.d)
                             .arg(o.heads));
    }
    const Timings t = summarise(runs);
    // One query: Q K^T and A V, 2 n d each per head.
    const double flops = 4.0 * o.n * static_cast<double>(o.d) * o.heads;
    const double gflops = flops / (t.median * 1e6);
    const double cacheGbps = static_cast<double>(cacheBytes) / (t.median * 1e-3) / 1e9;
    const double copyGbps = copyPerSecond / 1e9;
    const double ratio = cacheGbps / copyGbps;
    const int threads = o.threads > 0
                            ? o.threads
                            : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));

    if (o.json) {
        const QJsonObject json{{QStringLiteral("kind"), o.kind},
                               {QStringLiteral("backend"), o.backend},
                               {QStringLiteral("decode"), true},
                               {QStringLiteral("n"), o.n},
                               {QStringLiteral("d"), o.d},
                               {QStringLiteral("heads"), o.heads},
                               {QStringLiteral("causal"), false},
                               {QStringLiteral("threads"), threads},
                               {QStringLiteral("median_ms"), t.median},
                               {QStringLiteral("min_ms"), t.min},
                               {QStringLiteral("max_ms"), t.max},
                               {QStringLiteral("gflops"), gflops},
                               {QStringLiteral("cache_bytes"), cacheBytes},
                               {QStringLiteral("cache_gbps"), cacheGbps},
                               {QStringLiteral("copy_bytes"), copyBytes},
                               {QStringLiteral("copy_gbps"), copyGbps},
                               {QStringLiteral("ratio"), ratio}};
        out << QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact)) << Qt::endl;
        return 0;
    }
    out << QStringLiteral("decoding step, backend cpu (%1 kernel, %2): 1 query against a "
                          "cache of %3, d %4 per head, %5\n")
               .arg(QString::fromStdString(fusedKernelName(resolveFusedKernel(FusedKernel::Auto))))
               .arg(countOf(threads, u"thread", u"threads"))
               .arg(countOf(o.n, u"token", u"tokens"))
               .arg(o.d)
               .arg(countOf(o.heads, u"head", u"heads"));
    out << timingLine(t, o);
    out << QStringLiteral("cache read per step: %1 MiB (K and V: 2 x n x d x heads float32 "
                          "numbers)\n")
               .arg(QString::number(static_cast<double>(cacheBytes) / (1 << 20), 'f', 1));
    out << QStringLiteral("%1 GB/s of cache read at the median; %2 GFLOP/s (4 n d per head)\n")
               .arg(QString::number(cacheGbps, 'f', 2), QString::number(gflops, 'f', 2));
    out << QStringLiteral("memcpy in the same run: %1 GB/s (best of %2 of %3 MiB on %4)\n")
               .arg(QString::number(copyGbps, 'f', 2))
               .arg(countOf(o.repeats, u"copy", u"copies"))
               .arg(copyBytes >> 20)
               .arg(countOf(threads, u"thread", u"threads"));
    out << QStringLiteral("decode / memcpy: %1 %\n").arg(QString::number(ratio * 100, 'f', 1));
    out << QStringLiteral(
        "note: GB = 10^9 bytes. A copy of N bytes reads N and writes N; its bandwidth is counted "
        "as N per second (bytes read), as the decoding step's is counted as the bytes of K and V "
        "it must read. The cache stays in float32 between steps, as a model keeps it: a step "
        "reads every cached key once (s q.k_j), then every cached value once (sum_j e_j v_j), "
        "and forms nothing n x n.\n");
    out.flush();
    return 0;
}

} // namespace

int runBench(const BenchOptions& o, QTextStream& out, QTextStream& err)
{
    // The limits of a scenario (sizelimits.h), each checked on its own before any product.
    const bool reference = o.backend == QLatin1String("reference");
    const int maxTokens = reference ? limits::maxTokens : limits::maxFusedTokens;
    if (o.n < 1 || o.n > maxTokens)
        return fail(err, QStringLiteral("--n: expected 1 to %1 for backend %2, got %3")
                             .arg(maxTokens)
                             .arg(o.backend)
                             .arg(o.n));
    if (o.heads < 1 || o.heads > limits::maxHeads)
        return fail(
            err,
            QStringLiteral("--heads: expected 1 to %1, got %2").arg(limits::maxHeads).arg(o.heads));
    if (o.d < 1 || static_cast<qint64>(o.d) * o.heads > limits::maxDim)
        return fail(err, QStringLiteral("--d: expected 1 to %1 (d times heads at most %2), got %3")
                             .arg(limits::maxDim / o.heads)
                             .arg(limits::maxDim)
                             .arg(o.d));
    if (o.warmups < 0 || o.warmups > maxRuns)
        return fail(
            err, QStringLiteral("--warmups: expected 0 to %1, got %2").arg(maxRuns).arg(o.warmups));
    if (o.repeats < 1 || o.repeats > maxRuns)
        return fail(
            err, QStringLiteral("--repeats: expected 1 to %1, got %2").arg(maxRuns).arg(o.repeats));
    if (o.threads < 0 || o.threads > maxThreads)
        return fail(err, QStringLiteral("--threads: expected 0 (all) to %1, got %2")
                             .arg(maxThreads)
                             .arg(o.threads));
    if (o.bins < 1 || o.bins > maxBins)
        return fail(err,
                    QStringLiteral("--bins: expected 1 to %1, got %2").arg(maxBins).arg(o.bins));
    if (o.window < -1 || o.window > limits::maxFusedTokens)
        return fail(err, QStringLiteral("--window: expected 0 to %1, got %2")
                             .arg(limits::maxFusedTokens)
                             .arg(o.window));
    if (o.dilation < 1 || o.dilation > limits::maxFusedTokens)
        return fail(err, QStringLiteral("--dilation: expected 1 to %1, got %2")
                             .arg(limits::maxFusedTokens)
                             .arg(o.dilation));
    if (o.dilation > 1 && o.window < 0)
        return fail(err, QStringLiteral("--dilation spaces out the window's keys: give --window"));
    if (o.globalTokens < 0 || o.globalTokens > o.n)
        return fail(err, QStringLiteral("--global: expected 0 to --n (%1), got %2")
                             .arg(o.n)
                             .arg(o.globalTokens));
    if (o.randomBlocks < 0 || o.randomBlocks > o.n)
        return fail(err, QStringLiteral("--random-blocks: expected 0 to --n (%1), got %2")
                             .arg(o.n)
                             .arg(o.randomBlocks));
    if (o.randomBlocks > 0 && (o.blockSize < 1 || o.blockSize > o.n))
        return fail(err, QStringLiteral("--block-size: expected 1 to --n (%1), got %2")
                             .arg(o.n)
                             .arg(o.blockSize));
    if (o.sparse() && (o.decode || o.kind != QLatin1String("softmax") || o.favorError))
        return fail(err, QStringLiteral("--window, --global and --random-blocks time softmax "
                                        "attention's sparse patterns: leave out --decode and "
                                        "--kind linear"));
    if (o.decode)
        return runDecode(o, out, err);
    if (o.kind == QLatin1String("linear"))
        return runLinear(o, out, err);
    if (o.kind != QLatin1String("softmax"))
        return fail(err,
                    QStringLiteral("--kind: expected softmax or linear, got '%1'").arg(o.kind));
    if (o.favorError)
        return fail(err, QStringLiteral("--favor-error needs --kind linear"));

    // The memory of the run, before the inputs are drawn (memoryestimate.h).
    AttentionSizes sizes;
    sizes.queries = sizes.keys = o.n;
    sizes.modelDim = sizes.valueDim = sizes.outputDim = static_cast<qint64>(o.d) * o.heads;
    sizes.heads = o.heads;
    const qint64 bins = std::min(o.bins, o.n);
    const qint64 bytes =
        (reference ? traceBytes(sizes) : fusedBytes(sizes)) + (o.map ? 16 * bins * bins : 0);
    try {
        requireMemory(bytes, {},
                      reference ? describeStages(sizes)
                                : Message(QStringLiteral("q, k and v of %1 x %2 numbers and their "
                                                         "float32 copies")
                                              .arg(o.n)
                                              .arg(sizes.modelDim)
                                              .toStdString()),
                      Message(std::string("use a smaller --n, --d or --heads")));
    } catch (const InputError& e) {
        return fail(err, QString::fromStdString(e.what()));
    }

    std::unique_ptr<Engine> engine;
    if (o.backend == QLatin1String("cpu"))
        engine = std::make_unique<FusedEngine>(FusedOptions{o.threads, FusedKernel::Auto});
    else
        engine = makeEngine(o.backend.toStdString());
    if (!engine) {
        QStringList names;
        for (const std::string& name : engineNames())
            names << QString::fromStdString(name);
        return fail(err, QStringLiteral("unknown backend '%1' (built in: %2)")
                             .arg(o.backend, names.join(QStringLiteral(", "))));
    }

    // Inputs outside the timed region: q, k, v ~ N(0, 1), n x (d heads).
    AttentionInput input;
    std::vector<double> runs;
    struct
    {
        qint64 pairs = 0, densePairs = 0;
        Timings dense;
    } sparse;
    try {
        std::mt19937 gen(0);
        const int model = o.d * o.heads;
        input.q = randomMatrix(gen, o.n, model);
        input.k = randomMatrix(gen, o.n, model);
        input.v = randomMatrix(gen, o.n, model);
        input.heads = o.heads;
        input.mask.causal = o.causal;
        if (o.sparse()) {
            // the pattern: band ∪ global ∪ random (mask.h), global tokens 0 … G − 1
            if (o.window >= 0)
                input.mask.window = o.window;
            input.mask.dilation = o.dilation;
            for (int g = 0; g < std::min(o.globalTokens, o.n); ++g)
                input.mask.global.push_back(g);
            if (o.randomBlocks > 0) {
                input.mask.random = RandomBlocks{o.blockSize, o.randomBlocks, 0, {}};
                resolveRandomBlocks(input.mask, o.n, o.n);
            }
        }
        input.validate(maxTokens);
        if (o.map)
            return runMap(o, input, out, err);
        runs = timeRuns(o.warmups, o.repeats, [&] { engine->run(input); });
        if (o.sparse()) {
            for (int i = 0; i < o.n; ++i)
                sparse.pairs += input.mask.allowedCount(i, o.n, o.n);
            // the same input without its pattern (the mask swapped, the matrices not copied)
            MaskSpec pattern;
            pattern.causal = o.causal;
            std::swap(pattern, input.mask);
            for (int i = 0; i < o.n; ++i)
                sparse.densePairs += input.mask.allowedCount(i, o.n, o.n);
            sparse.dense = summarise(timeRuns(o.warmups, o.repeats, [&] { engine->run(input); }));
            std::swap(pattern, input.mask);
        }
    } catch (const InputError& e) {
        return fail(err, QString::fromStdString(e.what()));
    } catch (const std::bad_alloc&) {
        return fail(err, QStringLiteral("not enough memory for --n %1 --d %2 --heads %3")
                             .arg(o.n)
                             .arg(o.d)
                             .arg(o.heads));
    } catch (const std::exception& e) { // e.g. OpenCL without a device
        return fail(err,
                    QStringLiteral("backend %1 failed: %2")
                        .arg(o.backend, QString::fromStdString(e.what())),
                    OutputFailed);
    }
    const Timings t = summarise(runs);
    const double flops = 4.0 * o.n * static_cast<double>(o.n) * o.d * o.heads;
    const double gflops = flops / (t.median * 1e6);

    if (o.json) {
        QJsonObject json{{QStringLiteral("kind"), o.kind},
                         {QStringLiteral("backend"), o.backend},
                         {QStringLiteral("n"), o.n},
                         {QStringLiteral("d"), o.d},
                         {QStringLiteral("heads"), o.heads},
                         {QStringLiteral("causal"), o.causal},
                         {QStringLiteral("median_ms"), t.median},
                         {QStringLiteral("min_ms"), t.min},
                         {QStringLiteral("max_ms"), t.max},
                         {QStringLiteral("gflops"), gflops}};
        if (o.sparse()) {
            json.insert(QStringLiteral("window"), o.window);
            json.insert(QStringLiteral("dilation"), o.dilation);
            json.insert(QStringLiteral("global"), o.globalTokens);
            json.insert(QStringLiteral("random_blocks"), o.randomBlocks);
            json.insert(QStringLiteral("block_size"), o.blockSize);
            json.insert(QStringLiteral("pairs"), sparse.pairs);
            json.insert(QStringLiteral("dense_pairs"), sparse.densePairs);
            json.insert(QStringLiteral("dense_median_ms"), sparse.dense.median);
            json.insert(QStringLiteral("speedup"), sparse.dense.median / t.median);
        }
        out << QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact)) << Qt::endl;
        return 0;
    }
    out << QStringLiteral("backend %1").arg(o.backend);
    if (o.backend == QLatin1String("cpu")) {
        const unsigned hw = std::thread::hardware_concurrency();
        out << QStringLiteral(" (%1 kernel, %2)")
                   .arg(QString::fromStdString(
                       fusedKernelName(resolveFusedKernel(FusedKernel::Auto))))
                   .arg(countOf(o.threads > 0 ? o.threads : static_cast<int>(std::max(1u, hw)),
                                u"thread", u"threads"));
    }
    out << QStringLiteral(": n %1, d %2 per head, %3%4\n")
               .arg(o.n)
               .arg(o.d)
               .arg(countOf(o.heads, u"head", u"heads"))
               .arg(o.causal ? QStringLiteral(", causal") : QString());
    if (o.sparse()) {
        QStringList parts;
        if (o.window >= 0)
            parts << (o.dilation > 1
                          ? QStringLiteral("window %1 dilated %2").arg(o.window).arg(o.dilation)
                          : QStringLiteral("window %1").arg(o.window));
        if (o.globalTokens > 0)
            parts << QStringLiteral("%1 global token(s)").arg(o.globalTokens);
        if (o.randomBlocks > 0)
            parts
                << QStringLiteral("%1 random block(s) of %2").arg(o.randomBlocks).arg(o.blockSize);
        out << QStringLiteral("sparse (%1): %2 pairs, %3 keys per query on average\n")
                   .arg(parts.join(QStringLiteral(", ")))
                   .arg(sparse.pairs)
                   .arg(QString::number(double(sparse.pairs) / o.n, 'f', 1));
        out << QStringLiteral("  ") << timingLine(t, o);
        out << QStringLiteral("dense%1: %2 pairs\n")
                   .arg(o.causal ? QStringLiteral(" (causal)") : QString())
                   .arg(sparse.densePairs);
        out << QStringLiteral("  ") << timingLine(sparse.dense, o);
        out << QStringLiteral("sparse is %1x faster than dense (median), for %2x fewer pairs\n")
                   .arg(QString::number(sparse.dense.median / t.median, 'f', 1))
                   .arg(QString::number(
                       double(sparse.densePairs) / std::max<qint64>(sparse.pairs, 1), 'f', 1));
        out.flush();
        return 0;
    }
    out << timingLine(t, o);
    out << QStringLiteral("%1 GFLOP/s (4 N^2 d per head = %2 GFLOP per run, at the median)\n")
               .arg(QString::number(gflops, 'f', 1), QString::number(flops / 1e9, 'f', 3));
    if (o.causal)
        out << QStringLiteral("note: causal; the count is 4 N^2 d per head as if unmasked, while "
                              "about half of it is masked and skipped\n");
    out.flush();
    return 0;
}

int runBenchCommand(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral(
            "Time a backend on random inputs: q, k and v ~ N(0, 1) of n x (d heads), warm-ups, "
            "then timed runs: median, min, max and GFLOP/s (4 N^2 d per head).\n\n"
            "  bench --backend cpu --n 4096 --d 64 [--heads H] [--causal] [--json]\n"
            "  bench --backend cpu --map --n 6400 --d 64 [--bins 400]\n"
            "  bench --n 16384 --d 64 --window 256 --global 2 [--dilation R] [--random-blocks R "
            "--block-size B]: a sparse pattern and the dense run of the same input, side by side\n"
            "  bench --kind linear [--feature-map elu+1|relu|favor+] [--features M] ...: linear "
            "attention (GFLOP/s counted as 4 N d' d_v per head)\n"
            "  bench --kind linear --favor-error --backend reference --n 256 --d 8: FAVOR+'s "
            "mean |implicit - softmax| weight for M = 4 ... 1024 features\n"
            "  bench --decode --n 32768 --d 128 --heads 8: one decoding step (1 query, a cache "
            "of n tokens) on the cpu backend: GB/s of K and V read, beside memcpy's GB/s "
            "measured in the same run\n\n"
            "Limits: a scenario's (--n at most %1 for reference and %2 for the others, d times "
            "heads at most %3, at most %4 heads), and the memory the run needs (refused before "
            "it starts above %5 MiB, or ATTNLAB_MEMORY_BUDGET_MIB).\n"
            "Exit status: 0 success, 1 a backend that cannot run here, 2 invalid options.")
            .arg(limits::maxTokens)
            .arg(limits::maxFusedTokens)
            .arg(limits::maxDim)
            .arg(limits::maxHeads)
            .arg(limits::memoryBudgetMiB));
    parser.addPositionalArgument(QStringLiteral("bench"), QStringLiteral("the command"));
    const QCommandLineOption backend(QStringLiteral("backend"),
                                     QStringLiteral("Backend: cpu, reference, ..."),
                                     QStringLiteral("NAME"), QStringLiteral("cpu"));
    const QCommandLineOption n(QStringLiteral("n"), QStringLiteral("Tokens (queries and keys)."),
                               QStringLiteral("N"), QStringLiteral("4096"));
    const QCommandLineOption d(QStringLiteral("d"), QStringLiteral("Dimension per head."),
                               QStringLiteral("D"), QStringLiteral("64"));
    const QCommandLineOption heads(QStringLiteral("heads"), QStringLiteral("Heads (default 1)."),
                                   QStringLiteral("H"), QStringLiteral("1"));
    const QCommandLineOption causal(QStringLiteral("causal"), QStringLiteral("A causal mask."));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("One JSON object."));
    const QCommandLineOption warmups(QStringLiteral("warmups"),
                                     QStringLiteral("Untimed runs first (default 2)."),
                                     QStringLiteral("N"), QStringLiteral("2"));
    const QCommandLineOption repeats(QStringLiteral("repeats"),
                                     QStringLiteral("Timed runs (default 7)."), QStringLiteral("N"),
                                     QStringLiteral("7"));
    const QCommandLineOption threads(QStringLiteral("threads"),
                                     QStringLiteral("Threads of the cpu backend (0: all)."),
                                     QStringLiteral("N"), QStringLiteral("0"));
    const QCommandLineOption map(QStringLiteral("map"),
                                 QStringLiteral("Time a binned attention map of head 0."));
    const QCommandLineOption bins(QStringLiteral("bins"),
                                  QStringLiteral("Bins per side of the map (default 400)."),
                                  QStringLiteral("B"), QStringLiteral("400"));
    const QCommandLineOption kind(QStringLiteral("kind"),
                                  QStringLiteral("Kind of attention: softmax or linear."),
                                  QStringLiteral("KIND"), QStringLiteral("softmax"));
    const QCommandLineOption featureMap(
        QStringLiteral("feature-map"),
        QStringLiteral("Linear attention's feature map: elu+1, relu or favor+."),
        QStringLiteral("PHI"), QStringLiteral("elu+1"));
    const QCommandLineOption features(QStringLiteral("features"),
                                      QStringLiteral("FAVOR+'s random features (default 64)."),
                                      QStringLiteral("M"), QStringLiteral("64"));
    const QCommandLineOption favorError(
        QStringLiteral("favor-error"),
        QStringLiteral("Linear attention: FAVOR+'s error against softmax as M grows."));
    const QCommandLineOption decode(
        QStringLiteral("decode"),
        QStringLiteral("Time one decoding step: 1 query against a cache of n keys and values, "
                       "with the cache's GB/s beside memcpy's."));
    const QCommandLineOption window(QStringLiteral("window"),
                                    QStringLiteral("Sparse: the window's half-width W."),
                                    QStringLiteral("W"), QStringLiteral("-1"));
    const QCommandLineOption dilation(QStringLiteral("dilation"),
                                      QStringLiteral("Sparse: the window's dilation (default 1)."),
                                      QStringLiteral("R"), QStringLiteral("1"));
    const QCommandLineOption global(QStringLiteral("global"),
                                    QStringLiteral("Sparse: G global tokens (the first G)."),
                                    QStringLiteral("G"), QStringLiteral("0"));
    const QCommandLineOption randomBlocks(
        QStringLiteral("random-blocks"),
        QStringLiteral("Sparse: random key blocks per query block (BigBird)."), QStringLiteral("R"),
        QStringLiteral("0"));
    const QCommandLineOption blockSize(
        QStringLiteral("block-size"),
        QStringLiteral("Sparse: tokens per random block (default 64)."), QStringLiteral("B"),
        QStringLiteral("64"));
    parser.addOptions({backend,    n,       d,      heads,    causal, json,         warmups,
                       repeats,    threads, map,    bins,     kind,   featureMap,   features,
                       favorError, decode,  window, dilation, global, randomBlocks, blockSize});
    parser.addHelpOption();
    if (!parser.parse(arguments))
        return fail(
            err,
            parser.errorText() + QLatin1Char('\n') +
                QStringLiteral("Try '%1 bench --help'.").arg(QCoreApplication::applicationName()));
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText();
        out.flush();
        return 0;
    }

    BenchOptions o;
    bool ok = true;
    auto number = [&](const QCommandLineOption& option, int& to) {
        bool good = false;
        const int v = parser.value(option).toInt(&good);
        if (!good) {
            fail(err, QStringLiteral("--%1: expected a whole number, got '%2'")
                          .arg(option.names().constFirst(), parser.value(option)));
            ok = false;
        }
        to = v;
    };
    o.backend = parser.value(backend);
    number(n, o.n);
    number(d, o.d);
    number(heads, o.heads);
    number(warmups, o.warmups);
    number(repeats, o.repeats);
    number(threads, o.threads);
    number(bins, o.bins);
    number(features, o.features);
    number(window, o.window);
    number(dilation, o.dilation);
    number(global, o.globalTokens);
    number(randomBlocks, o.randomBlocks);
    number(blockSize, o.blockSize);
    if (!ok)
        return 2;
    // -1 is "no window" inside, never an answer to --window: refused like -5.
    if (parser.isSet(window) && o.window < 0)
        return fail(err, QStringLiteral("--window: expected 0 to %1, got %2")
                             .arg(limits::maxFusedTokens)
                             .arg(o.window));
    o.causal = parser.isSet(causal);
    o.json = parser.isSet(json);
    o.map = parser.isSet(map);
    o.kind = parser.value(kind);
    o.featureMap = parser.value(featureMap);
    o.favorError = parser.isSet(favorError);
    o.decode = parser.isSet(decode);
    return runBench(o, out, err);
}

} // namespace attnlab

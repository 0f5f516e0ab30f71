// The fused CPU engine ("cpu", float32, tiled online softmax) and binned attention maps against
// the reference engine (double precision, every stage kept), for every mask kind and shape.
#include "binnedmap.h"
#include "engine.h"
#include "fusedengine.h"
#include "inputerror.h"
#include "scoreboundcases.h"
#include "sizelimits.h"
#include "testmatrices.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <stdexcept>

using namespace attnlab;

namespace {

const double inf = std::numeric_limits<double>::infinity();

Matrix randn(std::mt19937& gen, int rows, int cols)
{
    std::normal_distribution<double> normal;
    Matrix m(rows, cols);
    for (int j = 0; j < cols; ++j)
        for (int i = 0; i < rows; ++i)
            m(i, j) = normal(gen);
    return m;
}

/// Integers in [-limit, limit]: their products and sums are exact in float32.
Matrix randomIntegers(std::mt19937& gen, int rows, int cols, int limit)
{
    std::uniform_int_distribution<int> dist(-limit, limit);
    Matrix m(rows, cols);
    for (int j = 0; j < cols; ++j)
        for (int i = 0; i < rows; ++i)
            m(i, j) = dist(gen);
    return m;
}

#define COMPARE_MATRIX(actual, expected, tol, what)                                                \
    do {                                                                                           \
        QByteArray where_;                                                                         \
        QVERIFY2(near(actual, expected, tol, where_),                                              \
                 (QByteArray(what) + " " + where_).constData());                                   \
    } while (false)

/// A test case: the mask kinds are letters of `mask`: c causal, b causal aligned bottom-right,
/// w window, a allowed (random, with `emptyRows` rows allowing nothing).
struct Case
{
    int nq = 1, nk = 1, d = 4, dv = 4, heads = 1;
    QString mask;
    int window = 0;
    bool projection = false;
    double scale = 0.0; // 0: default 1/sqrt(d_k)
    int emptyRows = 0;
    bool integers = false; // large logits: integer q, k up to 50, scale 1
    int dilation = 1;      // of the window
    QList<int> global;     // global tokens
    int randomBlock = 0;   // > 0: random blocks of this size, randomCount per query block
    int randomCount = 0;
};

AttentionInput makeInput(const Case& c, unsigned seed)
{
    std::mt19937 gen(seed);
    AttentionInput in;
    if (c.integers) {
        in.q = randomIntegers(gen, c.nq, c.d, 50);
        in.k = randomIntegers(gen, c.nk, c.d, 50);
    } else {
        in.q = randn(gen, c.nq, c.d);
        in.k = randn(gen, c.nk, c.d);
    }
    in.v = randn(gen, c.nk, c.dv);
    in.heads = c.heads;
    if (c.scale != 0.0)
        in.scale = c.scale;
    in.mask.causal = c.mask.contains(QLatin1Char('c')) || c.mask.contains(QLatin1Char('b'));
    if (c.mask.contains(QLatin1Char('b')))
        in.mask.alignment = CausalAlignment::BottomRight;
    if (c.mask.contains(QLatin1Char('w')))
        in.mask.window = c.window;
    if (c.mask.contains(QLatin1Char('a'))) {
        std::bernoulli_distribution keep(0.6);
        BoolMatrix allowed(c.nq, c.nk);
        for (int i = 0; i < c.nq; ++i)
            for (int j = 0; j < c.nk; ++j)
                allowed(i, j) = keep(gen);
        for (int r = 0; r < c.emptyRows; ++r)
            allowed.row((r * 7) % c.nq).setConstant(false);
        in.mask.allowed = allowed;
    }
    in.mask.dilation = c.dilation;
    in.mask.global.assign(c.global.begin(), c.global.end());
    if (c.randomBlock > 0) {
        in.mask.random = RandomBlocks{c.randomBlock, c.randomCount, seed, {}};
        resolveRandomBlocks(in.mask, c.nq, c.nk);
    }
    if (c.projection)
        in.outputProjection = randn(gen, c.dv, 7);
    return in;
}

/// lse_i = m_i + log z_i of the reference trace (-inf for a fully masked row).
Vector referenceLse(const HeadTrace& h)
{
    Vector lse(h.rowMax.size());
    for (Eigen::Index i = 0; i < lse.size(); ++i)
        lse(i) = h.rowSum(i) > 0 ? h.rowMax(i) + std::log(h.rowSum(i)) : -inf;
    return lse;
}

} // namespace

Q_DECLARE_METATYPE(Case)

class TestFusedEngine : public QObject
{
    Q_OBJECT

private slots:
    void registry();
    void exp();
    void matchesReference_data();
    void matchesReference();
    void threadsGiveIdenticalResults();
    void agreesUpToTheScoreBound_data();
    void agreesUpToTheScoreBound();
    void beyondReferenceLimit();
    void binning();
    void binnedMapErrors();
};

void TestFusedEngine::registry()
{
    const std::vector<std::string> names = engineNames();
    QVERIFY(std::find(names.begin(), names.end(), "cpu") != names.end());
    const std::unique_ptr<Engine> engine = makeEngine("cpu");
    QVERIFY(engine);
    QCOMPARE(engine->name(), std::string("cpu"));
    QVERIFY(!engine->keepsStages());
    const std::vector<FusedKernel> kernels = availableFusedKernels();
    QCOMPARE(kernels.front(), FusedKernel::Generic);
    QVERIFY(resolveFusedKernel(FusedKernel::Auto) != FusedKernel::Auto);
    QCOMPARE(resolveFusedKernel(FusedKernel::Generic), FusedKernel::Generic);
    for (FusedKernel k : kernels)
        qInfo("kernel available: %s", fusedKernelName(k).c_str());
}

void TestFusedEngine::exp()
{
    std::vector<float> x;
    for (double t = -87.0; t <= 88.0; t += 0.01)
        x.push_back(static_cast<float>(t));
    for (float t : {-1e-7f, 0.0f, 1e-7f, 0.5f, -0.5f, -0.34657359f, 0.34657359f})
        x.push_back(t);
    x.push_back(-88.5f);
    x.push_back(-1000.0f);
    x.push_back(-std::numeric_limits<float>::infinity());
    for (FusedKernel k : availableFusedKernels()) {
        std::vector<float> y(x.size());
        fusedExp(k, x.data(), y.data(), x.size());
        double worst = 0.0;
        for (std::size_t i = 0; i + 3 < x.size(); ++i) {
            const double e = std::exp(static_cast<double>(x[i]));
            worst = std::max(worst, std::abs(y[i] - e) / e);
        }
        QVERIFY2(worst < 3e-7, qPrintable(QStringLiteral("%1: worst relative error %2")
                                              .arg(QString::fromStdString(fusedKernelName(k)))
                                              .arg(worst)));
        QCOMPARE(y[y.size() - 3], 0.0f);
        QCOMPARE(y[y.size() - 2], 0.0f);
        QCOMPARE(y[y.size() - 1], 0.0f);
        // the tail shorter than a vector goes through the same code
        std::vector<float> tail(3);
        fusedExp(k, x.data() + 100, tail.data(), 3);
        QCOMPARE(tail[2], y[102]);
    }
}

void TestFusedEngine::matchesReference_data()
{
    QTest::addColumn<Case>("c");
    QTest::addColumn<unsigned>("seed");

    auto add = [](const char* name, Case c, unsigned seed) { QTest::newRow(name) << c << seed; };
    Case c;
    add("one token", c, 1);
    c = {};
    c.nq = c.nk = 37;
    c.d = c.dv = 16;
    add("no mask, 37 tokens", c, 2);
    c.nq = c.nk = 130;
    c.d = c.dv = 64;
    add("no mask, 130 tokens, d 64", c, 3);
    c = {};
    c.nq = c.nk = 130;
    c.d = c.dv = 32;
    c.heads = 2;
    c.mask = QStringLiteral("c");
    add("causal, 2 heads", c, 4);
    c = {};
    c.nq = c.nk = 200;
    c.d = c.dv = 16;
    c.heads = 4;
    c.mask = QStringLiteral("w");
    c.window = 5;
    c.projection = true;
    add("window 5, 4 heads, W_O", c, 5);
    c = {};
    c.nq = c.nk = 300;
    c.d = c.dv = 16;
    c.mask = QStringLiteral("cw");
    c.window = 20;
    add("causal + window 20, 300 tokens", c, 6);
    c = {};
    c.nq = 50;
    c.nk = 70;
    c.d = c.dv = 8;
    c.mask = QStringLiteral("a");
    add("allowed matrix, cross", c, 7);
    c = {};
    c.nq = 90;
    c.nk = 60;
    c.d = 12;
    c.dv = 6;
    c.heads = 3;
    c.mask = QStringLiteral("cwa");
    c.window = 10;
    c.emptyRows = 3;
    add("causal + window + allowed, cross, 3 heads", c, 8);
    c = {};
    c.nq = 17;
    c.nk = 300; // more than one key tile (256 keys with AVX-512, 128 below)
    c.d = 24;
    c.dv = 40;
    c.heads = 2;
    c.projection = true;
    add("cross, d_v != d_k, W_O", c, 9);
    c = {};
    c.nq = 100;
    c.nk = 40;
    c.d = c.dv = 8;
    c.mask = QStringLiteral("c");
    add("causal, more queries than keys", c, 10);
    c.nq = 40;
    c.nk = 100;
    add("causal, more keys than queries", c, 11);
    c.mask = QStringLiteral("b");
    add("causal bottom-right, more keys than queries", c, 40);
    c.nq = 100;
    c.nk = 40;
    add("causal bottom-right, more queries than keys (rows see nothing)", c, 41);
    c.nq = 1;
    c.nk = 300;
    c.heads = 2;
    add("causal bottom-right, one decoding step, 2 heads", c, 42);
    c.nq = 64;
    c.nk = 200;
    c.mask = QStringLiteral("bw");
    c.window = 150;
    add("causal bottom-right + window, a block of 64", c, 43);
    c.heads = 1;
    c = {};
    c.nq = 120;
    c.nk = 30;
    c.d = c.dv = 4;
    c.mask = QStringLiteral("w");
    c.window = 3;
    add("window, cross: late rows fully masked", c, 12);
    c = {};
    c.nq = c.nk = 64;
    c.d = 4;
    c.dv = 3;
    c.mask = QStringLiteral("a");
    c.emptyRows = 5;
    add("allowed matrix with empty rows", c, 13);
    c = {};
    c.nq = c.nk = 61;
    c.d = c.dv = 8;
    c.scale = 0.37;
    add("scale 0.37", c, 14);
    c.scale = -0.5;
    c.mask = QStringLiteral("c");
    add("negative scale, causal", c, 15);
    c = {};
    c.nq = c.nk = 90;
    c.d = 4;
    c.dv = 5;
    c.scale = 1.0;
    c.integers = true;
    c.mask = QStringLiteral("c");
    add("large logits (to 1e4)", c, 16);
    c = {};
    c.nq = c.nk = 49;
    c.d = 2;
    c.dv = 1;
    c.mask = QStringLiteral("w");
    c.window = 0;
    add("window 0: each token sees itself", c, 17);

    // sparse patterns: key tiles in several spans per query tile, global rows dense
    c = {};
    c.nq = c.nk = 700;
    c.d = c.dv = 16;
    c.heads = 2;
    c.mask = QStringLiteral("cw");
    c.window = 20;
    c.global = {0, 350};
    add("Longformer: causal + window 20 + global 0 and 350, 700 tokens", c, 50);
    c.mask = QStringLiteral("w");
    c.window = 6;
    c.dilation = 9;
    c.global = {};
    add("dilated window 6 x 9, 700 tokens", c, 51);
    c.window = 3;
    c.dilation = 1;
    c.global = {0, 699};
    c.randomBlock = 32;
    c.randomCount = 2;
    add("BigBird: window 3, global first and last, 2 random blocks of 32", c, 52);
    c.mask = QStringLiteral("bwa");
    c.nq = 90;
    c.nk = 500;
    c.dilation = 2;
    c.global = {5, 400};
    c.randomBlock = 16;
    c.randomCount = 3;
    c.emptyRows = 2;
    add("cross 90 x 500: bottom-right, dilated window, global, random, matrix", c, 53);
    c = {};
    c.nq = c.nk = 300;
    c.d = c.dv = 8;
    c.randomBlock = 64;
    c.randomCount = 1;
    add("random blocks alone, 300 tokens", c, 54);
}

void TestFusedEngine::matchesReference()
{
    QFETCH(Case, c);
    QFETCH(unsigned, seed);
    const AttentionInput in = makeInput(c, seed);
    in.validate(limits::maxFusedTokens);
    const EngineResult ref = ReferenceEngine().run(in);

    for (FusedKernel kernel : availableFusedKernels()) {
        const QByteArray k = QByteArray::fromStdString(fusedKernelName(kernel));
        FusedEngine engine({0, kernel});
        const EngineResult fused = engine.run(in);
        QCOMPARE(engine.lastKernel(), kernel);
        QVERIFY(!fused.trace);
        COMPARE_MATRIX(fused.output, ref.output, 1e-5, k + " output");
        QVERIFY2(fused.warnings == ref.warnings,
                 k + " warnings: " + QByteArray::number(qsizetype(fused.warnings.size())) + " vs " +
                     QByteArray::number(qsizetype(ref.warnings.size())));

        QCOMPARE(engine.lastRowLse().size(), std::size_t(in.heads));
        for (int h = 0; h < in.heads; ++h) {
            const HeadTrace& trace = ref.trace->heads[static_cast<std::size_t>(h)];
            const Vector lse = referenceLse(trace);
            const Vector fusedLse = engine.lastRowLse()[static_cast<std::size_t>(h)].cast<double>();
            // lse in float32: relative 1e-6 of the logits' size (exact -inf for masked rows)
            for (int i = 0; i < in.queryCount(); ++i) {
                if (std::isinf(lse(i))) {
                    QCOMPARE(fusedLse(i), -inf);
                    continue;
                }
                QVERIFY2(std::abs(fusedLse(i) - lse(i)) <= 1e-5 + 1e-6 * std::abs(lse(i)),
                         k + " lse row " + QByteArray::number(i));
            }
            const Eigen::VectorXf rowLse = headRowLse(in, h, {0, kernel});
            for (int i = 0; i < in.queryCount(); ++i)
                QVERIFY2(rowLse(i) == engine.lastRowLse()[static_cast<std::size_t>(h)](i) ||
                             std::abs(rowLse(i) - fusedLse(i)) <= 1e-5 + 1e-6 * std::abs(lse(i)),
                         k + " headRowLse row " + QByteArray::number(i));

            // Binned maps (head 0 and the last): at full resolution, every bin one weight, and
            // coarser; from the run's lse and from the map's own lse pass.
            if (c.integers || (h != 0 && h != in.heads - 1))
                continue; // float32 lse near 1e4 is good to ~1e-3 only; outputs are checked
            // (full resolution only for small maps: binning n_q x n_k blocks is slow in Debug)
            const bool small = in.queryCount() * in.keyCount() <= 130 * 130;
            const int bins[][2] = {{small ? in.queryCount() : (in.queryCount() + 2) / 3,
                                    small ? in.keyCount() : (in.keyCount() + 1) / 2},
                                   {std::min(in.queryCount(), 7), std::min(in.keyCount(), 5)}};
            for (const auto& b : bins) {
                const BinnedMap exact = binWeights(trace.weights, b[0], b[1]);
                const BinnedMap fromRun =
                    binnedAttentionMap(in, h, engine.lastRowLse()[static_cast<std::size_t>(h)],
                                       b[0], b[1], {0, kernel});
                const QByteArray what = k + " head " + QByteArray::number(h) + " bins " +
                                        QByteArray::number(b[0]) + "x" + QByteArray::number(b[1]);
                COMPARE_MATRIX(fromRun.max, exact.max, 1e-5, what + " max");
                COMPARE_MATRIX(fromRun.mean, exact.mean, 1e-5, what + " mean");
            }
            const BinnedMap own = binnedAttentionMap(in, h, 3, 4, {0, kernel});
            const BinnedMap exact = referenceBinnedAttentionMap(in, h, 3, 4);
            COMPARE_MATRIX(own.max, exact.max, 1e-5, k + " max (own lse)");
            COMPARE_MATRIX(own.mean, exact.mean, 1e-5, k + " mean (own lse)");
        }
    }
}

void TestFusedEngine::threadsGiveIdenticalResults()
{
    Case c;
    c.nq = c.nk = 250;
    c.d = c.dv = 32;
    c.heads = 2;
    c.mask = QStringLiteral("c");
    const AttentionInput in = makeInput(c, 21);
    const EngineResult one = FusedEngine({1, FusedKernel::Auto}).run(in);
    const EngineResult three = FusedEngine({3, FusedKernel::Auto}).run(in);
    QCOMPARE(three.output, one.output); // each tile is computed the same way by any thread
    const BinnedMap a = binnedAttentionMap(in, 1, 33, 40, {1, FusedKernel::Auto});
    const BinnedMap b = binnedAttentionMap(in, 1, 33, 40, {3, FusedKernel::Auto});
    QCOMPARE(a.max, b.max);
    QCOMPARE(a.mean, b.mean);
}

void TestFusedEngine::agreesUpToTheScoreBound_data()
{
    scorebound::addRows();
}

void TestFusedEngine::agreesUpToTheScoreBound()
{
    // Issue 9, item 10: on every input validate() accepts, the float32 engine gives the
    // reference's output and warnings, up to scaled scores of 1e30; what it cannot represent is
    // refused. Fed such an input anyway, it never passes overflow off as a fully masked row.
    QFETCH(Matrix, q);
    QFETCH(Matrix, k);
    QFETCH(Matrix, v);
    QFETCH(int, heads);
    QFETCH(QString, scale);
    QFETCH(QString, mask);
    QFETCH(bool, refused);
    const AttentionInput in = scorebound::makeInput(q, k, v, heads, scale, mask);
    bool accepted = true;
    try {
        in.validate(limits::maxFusedTokens);
    } catch (const InputError& e) {
        QVERIFY2(refused, e.what());
        QCOMPARE(QString::fromStdString(e.where()), QStringLiteral("scale"));
        accepted = false;
    }
    QVERIFY2(accepted || refused, "validate() accepted a scale beyond the bound");
    const EngineResult ref = accepted ? ReferenceEngine().run(in) : EngineResult{};
    for (FusedKernel kernel : availableFusedKernels()) {
        const QByteArray name = QByteArray::fromStdString(fusedKernelName(kernel));
        EngineResult fused;
        try {
            fused = FusedEngine({1, kernel}).run(in);
        } catch (const std::runtime_error& e) {
            QVERIFY2(!accepted, name + ": " + e.what());
            continue; // refused input: an error is the honest answer
        }
        if (!accepted) {
            for (const Warning& w : fused.warnings)
                QVERIFY2(w.code != "fully_masked_row", name + ": " + w.message.c_str());
            QVERIFY2(fused.output.allFinite(), name + ": non-finite output");
            continue;
        }
        COMPARE_MATRIX(fused.output, ref.output, 1e-5, name + " output");
        QVERIFY2(fused.warnings == ref.warnings,
                 name + " warnings: " + QByteArray::number(qsizetype(fused.warnings.size())) +
                     " vs " + QByteArray::number(qsizetype(ref.warnings.size())));
    }
}

void TestFusedEngine::beyondReferenceLimit()
{
    // 2,100 tokens: refused by the reference engine's limit, accepted with the fused one's.
    Case c;
    c.nq = c.nk = 2100;
    c.d = c.dv = 2;
    c.mask = QStringLiteral("c");
    const AttentionInput in = makeInput(c, 22);
    QVERIFY_THROWS_EXCEPTION(InputError, in.validate());
    try {
        in.validate();
    } catch (const InputError& e) {
        QCOMPARE(std::string(e.what()),
                 std::string("q: 2100 rows (queries) exceed the limit of 2048"));
    }
    in.validate(limits::maxFusedTokens);
    FusedEngine engine;
    const EngineResult r = engine.run(in);
    QCOMPARE(r.output.rows(), Eigen::Index(2100));
    // A few rows against the formula in double precision.
    const double s = 1 / std::sqrt(2.0);
    for (int i : {0, 1, 1000, 2047, 2048, 2099}) {
        double m = -inf;
        for (int j = 0; j <= i; ++j)
            m = std::max(m, in.q.row(i).dot(in.k.row(j)) * s);
        double z = 0;
        Eigen::RowVectorXd o = Eigen::RowVectorXd::Zero(2);
        for (int j = 0; j <= i; ++j) {
            const double e = std::exp(in.q.row(i).dot(in.k.row(j)) * s - m);
            z += e;
            o += e * in.v.row(j);
        }
        o /= z;
        QVERIFY2((r.output.row(i) - o).cwiseAbs().maxCoeff() < 1e-5,
                 qPrintable(QStringLiteral("row %1").arg(i)));
        QVERIFY(std::abs(engine.lastRowLse()[0](i) - (m + std::log(z))) < 1e-5);
    }
    // The map of the whole head in 20 x 30 bins: each row of weights sums to 1, so the means of
    // a row of bins, weighted by bin widths, sum to 1 / (queries per bin) per query.
    const BinnedMap map = binnedAttentionMap(in, 0, 20, 30);
    QCOMPARE(map.mean.rows(), Eigen::Index(20));
    QCOMPARE(map.mean.cols(), Eigen::Index(30));
    for (int b = 0; b < 20; ++b) {
        double total = 0;
        for (int cb = 0; cb < 30; ++cb)
            total += map.mean(b, cb) * (binStart(cb + 1, 2100, 30) - binStart(cb, 2100, 30));
        QVERIFY2(std::abs(total - 1.0) < 1e-5, qPrintable(QStringLiteral("bin row %1").arg(b)));
        QCOMPARE(map.max(b, 29) > 0.0, b == 19); // causal: the last keys only for the last rows
    }
}

void TestFusedEngine::binning()
{
    QCOMPARE(binStart(0, 10, 3), 0);
    QCOMPARE(binStart(1, 10, 3), 3);
    QCOMPARE(binStart(2, 10, 3), 6);
    QCOMPARE(binStart(3, 10, 3), 10);
    Matrix w(3, 4);
    w << 1, 2, 3, 4, //
        5, 6, 7, 8,  //
        9, 10, 11, 12;
    const BinnedMap m = binWeights(w, 2, 2);
    Matrix max(2, 2), mean(2, 2);
    max << 2, 4, 10, 12;
    mean << 1.5, 3.5, (5 + 6 + 9 + 10) / 4.0, (7 + 8 + 11 + 12) / 4.0;
    QCOMPARE(m.max, max);
    QCOMPARE(m.mean, mean);
    // more bins than tokens: one bin per token
    const BinnedMap fine = binWeights(w, 100, 100);
    QCOMPARE(fine.max, w);
    QCOMPARE(fine.mean, w);
}

void TestFusedEngine::binnedMapErrors()
{
    Case c;
    c.nq = c.nk = 8;
    const AttentionInput in = makeInput(c, 30);
    QVERIFY_THROWS_EXCEPTION(InputError, binnedAttentionMap(in, 1, 4, 4));
    QVERIFY_THROWS_EXCEPTION(InputError, binnedAttentionMap(in, 0, 0, 4));
    QVERIFY_THROWS_EXCEPTION(InputError, binnedAttentionMap(in, 0, 4, 0));
    QVERIFY_THROWS_EXCEPTION(InputError, binnedAttentionMap(in, 0, Eigen::VectorXf(7), 4, 4));
    QVERIFY_THROWS_EXCEPTION(InputError, headRowLse(in, -1));
}

QTEST_APPLESS_MAIN(TestFusedEngine)
#include "tst_fusedengine.moc"

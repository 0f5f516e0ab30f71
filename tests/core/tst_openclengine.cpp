// The OpenCL engine against the reference engine: the same outputs within 1e-5 (float32 on the
// device, inputs ~N(0,1)), the same fully_masked_row warnings, the same mask rule and scale, on
// whatever device OpenClEngine picks (PoCL's CPU device in CI). Skips without OpenCL, unless
// the environment variable ATTNLAB_REQUIRE_OPENCL is set to 1 (as .ci/run does, CI installs
// PoCL): then a build without OpenCL or a machine without a platform is a failure.
#include "engine.h"
#include "inputerror.h"
#include "scoreboundcases.h"
#ifdef ATTNLAB_HAVE_OPENCL
#include "openclengine.h"
#endif

#include <QTest>

#include <algorithm>
#include <cmath>
#include <memory>
#include <random>
#include <stdexcept>

using namespace attnlab;

#ifdef ATTNLAB_HAVE_OPENCL
namespace {

Matrix randn(int rows, int cols, std::mt19937& rng)
{
    std::normal_distribution<double> n(0.0, 1.0);
    Matrix m(rows, cols);
    for (int i = 0; i < rows; ++i)
        for (int j = 0; j < cols; ++j)
            m(i, j) = n(rng);
    return m;
}

// Largest |a - b| over the entries, and where (sizes must agree).
double maxAbsDiff(const Matrix& a, const Matrix& b, Eigen::Index& wi, Eigen::Index& wj)
{
    double worst = 0.0;
    wi = wj = 0;
    for (Eigen::Index i = 0; i < a.rows(); ++i)
        for (Eigen::Index j = 0; j < a.cols(); ++j) {
            const double d = std::abs(a(i, j) - b(i, j));
            if (!(d <= worst)) { // NaN counts as worst
                worst = std::isnan(d) ? INFINITY : d;
                wi = i;
                wj = j;
            }
        }
    return worst;
}

} // namespace
#endif

class TestOpenClEngine : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void registry();
    void agreement_data();
    void agreement();
    void sparsePatterns_data();
    void sparsePatterns();
    void badDeviceIndex();
    void agreesUpToTheScoreBound_data();
    void agreesUpToTheScoreBound();

#ifdef ATTNLAB_HAVE_OPENCL
private:
    // One engine for the whole process: each new head size compiles a kernel (seconds on PoCL).
    std::unique_ptr<OpenClEngine> engine_;
#endif
};

namespace {

/// True when ATTNLAB_REQUIRE_OPENCL=1: a missing OpenCL is then a broken install, not a skip.
bool openClRequired()
{
    return qEnvironmentVariable("ATTNLAB_REQUIRE_OPENCL") == QLatin1String("1");
}

} // namespace

void TestOpenClEngine::initTestCase()
{
#ifndef ATTNLAB_HAVE_OPENCL
    if (openClRequired())
        QFAIL("ATTNLAB_REQUIRE_OPENCL=1 but this build has no OpenCL (ATTNLAB_WITH_OPENCL off or "
              "no OpenCL headers and loader found by CMake)");
    QSKIP("built without ATTNLAB_WITH_OPENCL");
#else
    const std::vector<std::string> names = OpenClEngine::deviceNames();
    if (names.empty() && openClRequired())
        QFAIL("ATTNLAB_REQUIRE_OPENCL=1 but no OpenCL platform or device was found (is "
              "pocl-opencl-icd installed?)");
    if (names.empty())
        QSKIP("no OpenCL platform: install an ICD (pocl-opencl-icd for a CPU device) to run these");
    for (const std::string& n : names)
        qInfo("OpenCL device: %s", n.c_str());
    engine_ = std::make_unique<OpenClEngine>();
    QVERIFY2(engine_->isAvailable(), engine_->lastError().c_str());
    QVERIFY(engine_->lastError().empty());
    qInfo("using %s", engine_->deviceName().c_str());
    QCOMPARE(engine_->name(), std::string("opencl"));
    QVERIFY(!engine_->keepsStages());
#endif
}

void TestOpenClEngine::registry()
{
#ifdef ATTNLAB_HAVE_OPENCL
    const std::vector<std::string> names = engineNames();
    QVERIFY(std::find(names.begin(), names.end(), "opencl") != names.end());
    // makeEngine gives an engine even without a device; here there is one
    const std::unique_ptr<Engine> e = makeEngine("opencl");
    QVERIFY(e);
    QCOMPARE(e->name(), std::string("opencl"));
    // (the Engine interface says so: no cast needed)
    QVERIFY2(e->isAvailable(), e->lastError().c_str());
    QVERIFY(e->lastError().empty());
#endif
    // The CPU engines are always available.
    for (const char* name : {"reference", "cpu"}) {
        const std::unique_ptr<Engine> cpu = makeEngine(name);
        QVERIFY(cpu && cpu->isAvailable() && cpu->lastError().empty());
    }
}

void TestOpenClEngine::agreement_data()
{
    QTest::addColumn<int>("nq");
    QTest::addColumn<int>("nk"); // 0: self-attention (K = V = Q's tokens)
    QTest::addColumn<int>("d");
    QTest::addColumn<int>("dv");
    QTest::addColumn<int>("heads");
    QTest::addColumn<bool>("causal");
    QTest::addColumn<int>("window");   // -1: none
    QTest::addColumn<int>("allowed");  // 0 none, 1 random, 2 random with whole rows forbidden
    QTest::addColumn<int>("outCols");  // W_O: d_v x outCols; 0: none
    QTest::addColumn<double>("scale"); // 0: 1/sqrt(d_k)
    QTest::addColumn<int>("expectWarnings");

    // Most rows use d_k, d_v <= 16 so they share one compiled kernel. Sizes are not multiples
    // of the work-group (64) or the key tile.
    QTest::newRow("self none") << 37 << 0 << 16 << 16 << 1 << false << -1 << 0 << 0 << 0.0 << 0;
    QTest::newRow("cross none") << 23 << 71 << 16 << 16 << 1 << false << -1 << 0 << 0 << 0.0 << 0;
    QTest::newRow("self 130 tokens")
        << 130 << 0 << 8 << 8 << 1 << false << -1 << 0 << 0 << 0.0 << 0;
    QTest::newRow("causal self") << 97 << 0 << 16 << 16 << 1 << true << -1 << 0 << 0 << 0.0 << 0;
    QTest::newRow("causal nq > nk")
        << 90 << 30 << 16 << 16 << 1 << true << -1 << 0 << 0 << 0.0 << 0;
    QTest::newRow("causal nq < nk")
        << 30 << 90 << 16 << 16 << 1 << true << -1 << 0 << 0 << 0.0 << 0;
    QTest::newRow("window 3") << 75 << 0 << 16 << 16 << 1 << false << 3 << 0 << 0 << 0.0 << 0;
    QTest::newRow("window 0") << 20 << 0 << 16 << 16 << 1 << false << 0 << 0 << 0 << 0.0 << 0;
    QTest::newRow("window huge") << 20 << 33 << 16 << 16 << 1 << false << 2147483647 << 0 << 0
                                 << 0.0 << 0;
    // rows named "bottom-right": the causal mask aligned bottom-right (see agreement())
    QTest::newRow("causal bottom-right nq < nk")
        << 30 << 90 << 16 << 16 << 1 << true << -1 << 0 << 0 << 0.0 << 0;
    QTest::newRow("causal bottom-right nq > nk, rows that see nothing")
        << 40 << 30 << 16 << 16 << 2 << true << -1 << 0 << 0 << 0.0 << 2 * 10;
    QTest::newRow("causal bottom-right one decoding step, 2 heads")
        << 1 << 257 << 32 << 32 << 2 << true << -1 << 0 << 0 << 0.0 << 0;
    QTest::newRow("causal+window") << 150 << 0 << 16 << 16 << 1 << true << 5 << 0 << 0 << 0.0 << 0;
    QTest::newRow("allowed") << 41 << 67 << 16 << 16 << 1 << false << -1 << 1 << 0 << 0.0 << 0;
    QTest::newRow("combined") << 70 << 0 << 16 << 16 << 2 << true << 9 << 1 << 0 << 0.0 << 0;
    QTest::newRow("heads 4") << 45 << 0 << 32 << 32 << 4 << false << -1 << 0 << 0 << 0.0 << 0;
    QTest::newRow("heads 2 cross causal")
        << 33 << 50 << 32 << 32 << 2 << true << -1 << 0 << 0 << 0.0 << 0;
    QTest::newRow("W_O") << 29 << 0 << 16 << 16 << 2 << false << -1 << 0 << 10 << 0.0 << 0;
    QTest::newRow("dv != dk, W_O") << 29 << 44 << 32 << 24 << 2 << true << -1 << 0 << 7 << 0.0 << 0;
    QTest::newRow("given scale") << 40 << 0 << 16 << 16 << 1 << false << -1 << 0 << 0 << 0.7 << 0;
    // head size 64 (the kernel built by the constructor)
    QTest::newRow("d_k 64, 2 heads, 200 tokens")
        << 200 << 0 << 128 << 128 << 2 << true << -1 << 0 << 0 << 0.0 << 0;
    // large heads: q read from memory, values in chunks of 64 columns (the last one partial)
    QTest::newRow("d_k 300, d_v 200")
        << 70 << 90 << 300 << 200 << 1 << false << -1 << 0 << 0 << 0.0 << 0;
    // fully masked rows: zero output, the reference's warnings
    QTest::newRow("window cross, rows past the keys")
        << 40 << 10 << 16 << 16 << 2 << false << 2 << 0 << 0 << 0.0 << 2 * 28;
    QTest::newRow("allowed with forbidden rows")
        << 66 << 0 << 16 << 16 << 2 << false << -1 << 2 << 0 << 0.0 << -1;
    QTest::newRow("combined with forbidden rows")
        << 66 << 80 << 16 << 16 << 1 << true << 4 << 2 << 6 << 0.0 << -1;
}

void TestOpenClEngine::agreement()
{
#ifdef ATTNLAB_HAVE_OPENCL
    QFETCH(int, nq);
    QFETCH(int, nk);
    QFETCH(int, d);
    QFETCH(int, dv);
    QFETCH(int, heads);
    QFETCH(bool, causal);
    QFETCH(int, window);
    QFETCH(int, allowed);
    QFETCH(int, outCols);
    QFETCH(double, scale);
    QFETCH(int, expectWarnings);

    std::mt19937 rng(static_cast<unsigned>(nq * 7919 + nk * 104729 + d + dv + heads));
    AttentionInput in;
    in.q = randn(nq, d, rng);
    if (nk == 0) { // self-attention: keys and values from the same tokens as the queries
        in.k = in.q;
        in.v = dv == d ? in.q : randn(nq, dv, rng);
        nk = nq;
    } else {
        in.k = randn(nk, d, rng);
        in.v = randn(nk, dv, rng);
    }
    in.heads = heads;
    if (scale != 0.0)
        in.scale = scale;
    in.mask.causal = causal;
    if (QByteArray(QTest::currentDataTag()).contains("bottom-right"))
        in.mask.alignment = CausalAlignment::BottomRight;
    if (window >= 0)
        in.mask.window = window;
    if (allowed) {
        std::bernoulli_distribution keep(0.6);
        BoolMatrix a(nq, nk);
        for (int i = 0; i < nq; ++i)
            for (int j = 0; j < nk; ++j)
                a(i, j) = keep(rng);
        if (allowed == 2)
            for (int i = 0; i < nq; i += 5)
                a.row(i).setConstant(false);
        in.mask.allowed = a;
    }
    if (outCols)
        in.outputProjection = randn(dv, outCols, rng);
    in.validate();

    const EngineResult ref = ReferenceEngine().run(in);
    EngineResult got;
    try {
        got = engine_->run(in);
    } catch (const std::runtime_error& e) {
        QFAIL(e.what());
    }
    QVERIFY(!got.trace);
    QCOMPARE(got.output.rows(), ref.output.rows());
    QCOMPARE(got.output.cols(), ref.output.cols());
    Eigen::Index wi = 0, wj = 0;
    const double err = maxAbsDiff(got.output, ref.output, wi, wj);
    QVERIFY2(err <= 1e-5,
             qPrintable(
                 QStringLiteral("|opencl - reference| = %1 at (%2, %3)").arg(err).arg(wi).arg(wj)));

    // the same warnings, in the same order (head by head, row by row)
    if (expectWarnings >= 0)
        QCOMPARE(static_cast<int>(ref.warnings.size()), expectWarnings);
    else
        QVERIFY(!ref.warnings.empty());
    QCOMPARE(got.warnings.size(), ref.warnings.size());
    for (std::size_t n = 0; n < ref.warnings.size(); ++n) {
        QCOMPARE(got.warnings[n].code, ref.warnings[n].code);
        QCOMPARE(got.warnings[n].head, ref.warnings[n].head);
        QCOMPARE(got.warnings[n].row, ref.warnings[n].row);
        QCOMPARE(got.warnings[n].message, ref.warnings[n].message);
    }

    // lse_i = m_i + log z_i of the reference's stage 4, -inf for a fully masked row
    const std::vector<Eigen::VectorXf>& lse = engine_->lastRowLse();
    QCOMPARE(static_cast<int>(lse.size()), heads);
    for (int t = 0; t < heads; ++t) {
        const HeadTrace& h = ref.trace->heads[static_cast<std::size_t>(t)];
        QCOMPARE(static_cast<int>(lse[static_cast<std::size_t>(t)].size()), nq);
        for (int i = 0; i < nq; ++i) {
            const double want = h.rowSum(i) > 0 ? h.rowMax(i) + std::log(h.rowSum(i)) : -INFINITY;
            const double have = lse[static_cast<std::size_t>(t)](i);
            if (std::isinf(want)) {
                QCOMPARE(have, want);
                QVERIFY(got.output.row(i).isZero(0.0)); // every head's slice is zero
            } else {
                QVERIFY2(std::abs(have - want) <= 1e-5 * std::max(1.0, std::abs(want)),
                         qPrintable(QStringLiteral("lse head %1 row %2: %3 vs %4")
                                        .arg(t)
                                        .arg(i)
                                        .arg(have)
                                        .arg(want)));
            }
        }
    }
#endif
}

void TestOpenClEngine::sparsePatterns_data()
{
    // nq, nk (0: self), causal, window, dilation, global tokens, random block size and count
    QTest::addColumn<int>("nq");
    QTest::addColumn<int>("nk");
    QTest::addColumn<bool>("causal");
    QTest::addColumn<int>("window"); // -1: none
    QTest::addColumn<int>("dilation");
    QTest::addColumn<QList<int>>("global");
    QTest::addColumn<int>("block");
    QTest::addColumn<int>("blocks");
    QTest::newRow("Longformer causal, 700 tokens")
        << 700 << 0 << true << 20 << 1 << QList<int>{0, 350} << 0 << 0;
    QTest::newRow("dilated window 6 x 9") << 700 << 0 << false << 6 << 9 << QList<int>{} << 0 << 0;
    QTest::newRow("BigBird: window 3, global, 2 random blocks of 32")
        << 700 << 0 << false << 3 << 1 << QList<int>{0, 699} << 32 << 2;
    QTest::newRow("cross 90 x 500, dilated, global, random")
        << 90 << 500 << true << 4 << 2 << QList<int>{5, 400} << 16 << 3;
    QTest::newRow("random blocks alone") << 300 << 0 << false << -1 << 1 << QList<int>{} << 64 << 1;
}

void TestOpenClEngine::sparsePatterns()
{
#ifdef ATTNLAB_HAVE_OPENCL
    QFETCH(int, nq);
    QFETCH(int, nk);
    QFETCH(bool, causal);
    QFETCH(int, window);
    QFETCH(int, dilation);
    QFETCH(QList<int>, global);
    QFETCH(int, block);
    QFETCH(int, blocks);
    std::mt19937 rng(static_cast<unsigned>(nq * 31 + window));
    AttentionInput in;
    in.q = randn(nq, 32, rng);
    in.k = nk == 0 ? in.q : randn(nk, 32, rng);
    in.v = randn(static_cast<int>(in.k.rows()), 32, rng);
    in.heads = 2;
    in.mask.causal = causal;
    if (causal && nk != 0)
        in.mask.alignment = CausalAlignment::BottomRight;
    if (window >= 0)
        in.mask.window = window;
    in.mask.dilation = dilation;
    in.mask.global.assign(global.begin(), global.end());
    if (block > 0) {
        in.mask.random = RandomBlocks{block, blocks, 7, {}};
        resolveRandomBlocks(in.mask, in.queryCount(), in.keyCount());
    }
    in.validate();
    const EngineResult ref = ReferenceEngine().run(in);
    const EngineResult gpu = engine_->run(in);
    Eigen::Index wi = 0, wj = 0;
    const double worst = maxAbsDiff(gpu.output, ref.output, wi, wj);
    QVERIFY2(worst <= 2e-5,
             qPrintable(QStringLiteral("off by %1 at (%2, %3)").arg(worst).arg(wi).arg(wj)));
    QCOMPARE(gpu.warnings.size(), ref.warnings.size());
#endif
}

void TestOpenClEngine::badDeviceIndex()
{
#ifdef ATTNLAB_HAVE_OPENCL
    OpenClEngine device(1000);
    const Engine& e = device; // through the interface the scaling lab uses
    QVERIFY(!e.isAvailable());
    QVERIFY2(e.lastError().find("out of range") != std::string::npos, e.lastError().c_str());
    AttentionInput in;
    in.q = in.k = in.v = Matrix::Identity(2, 2);
    QVERIFY_THROWS_EXCEPTION(std::runtime_error, device.run(in));
    QVERIFY(device.lastRowLse().empty());
#endif
}

void TestOpenClEngine::agreesUpToTheScoreBound_data()
{
    scorebound::addRows();
}

void TestOpenClEngine::agreesUpToTheScoreBound()
{
#ifdef ATTNLAB_HAVE_OPENCL
    // Issue 9, item 10: on every input validate() accepts, the OpenCL engine gives the
    // reference's output and warnings, up to scaled scores of 1e30 (and scales far past
    // float32, s q being folded in double); what it cannot represent is refused. Fed such an
    // input anyway, it never passes overflow off as a fully masked row.
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
        in.validate();
    } catch (const InputError& e) {
        QVERIFY2(refused, e.what());
        QCOMPARE(QString::fromStdString(e.where()), QStringLiteral("scale"));
        accepted = false;
    }
    QVERIFY2(accepted || refused, "validate() accepted a scale beyond the bound");
    EngineResult got;
    try {
        got = engine_->run(in);
    } catch (const std::runtime_error& e) {
        QVERIFY2(!accepted, e.what());
        return; // refused input: an error is the honest answer
    }
    if (!accepted) {
        for (const Warning& w : got.warnings)
            QVERIFY2(w.code != "fully_masked_row", w.message.c_str());
        QVERIFY(got.output.allFinite());
        return;
    }
    const EngineResult ref = ReferenceEngine().run(in);
    QCOMPARE(got.output.rows(), ref.output.rows());
    QCOMPARE(got.output.cols(), ref.output.cols());
    Eigen::Index wi = 0, wj = 0;
    const double err = maxAbsDiff(got.output, ref.output, wi, wj);
    QVERIFY2(err <= 1e-5,
             qPrintable(
                 QStringLiteral("|opencl - reference| = %1 at (%2, %3)").arg(err).arg(wi).arg(wj)));
    QVERIFY(got.warnings == ref.warnings);
#endif
}

QTEST_APPLESS_MAIN(TestOpenClEngine)

#include "tst_openclengine.moc"

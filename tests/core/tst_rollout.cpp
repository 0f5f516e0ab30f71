// Attention rollout, attention flow and head statistics (core/analysis/) against NumPy: the
// fixtures of scripts/fixtures/make_rollout_fixtures.py (tests/core/data/rollout) hold a
// (3, 4, 6, 6) stack and NumPy's rollout for every head fusion and several residuals and layer
// ranges, an independent Edmonds-Karp's flow, and the statistics; a two-layer example is
// checked by hand. Bad input is refused naming the place; flow reports progress and cancels.
#include "flow.h"
#include "headstats.h"
#include "inputerror.h"
#include "npy.h"
#include "rollout.h"
#include "sizelimits.h"
#include "translator.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <atomic>
#include <cmath>
#include <fstream>
#include <functional>
#include <limits>

using namespace attnlab;

namespace {

const std::string dataDir = std::string(ATTNLAB_TEST_DATA) + "/rollout";

const nlohmann::json& expected()
{
    static const nlohmann::json j = [] {
        std::ifstream in(dataDir + "/expected.json");
        return nlohmann::json::parse(in);
    }();
    return j;
}

const AttentionMaps& stack()
{
    static const AttentionMaps maps = readAttentionMapsFile(dataDir + "/stack.npy");
    return maps;
}

Matrix matrixOf(const nlohmann::json& rows)
{
    Matrix m(static_cast<Eigen::Index>(rows.size()), static_cast<Eigen::Index>(rows[0].size()));
    for (Eigen::Index i = 0; i < m.rows(); ++i)
        for (Eigen::Index j = 0; j < m.cols(); ++j)
            m(i, j) = rows[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)].get<double>();
    return m;
}

double maxDifference(const Matrix& a, const Matrix& b)
{
    if (a.rows() != b.rows() || a.cols() != b.cols())
        return std::numeric_limits<double>::infinity();
    return (a - b).cwiseAbs().maxCoeff();
}

/// One layer of heads given row by row: maps of layers x heads.
AttentionMaps mapsOf(const std::vector<std::vector<Matrix>>& layers)
{
    AttentionMaps maps;
    maps.layers = static_cast<int>(layers.size());
    maps.heads = static_cast<int>(layers.front().size());
    for (const auto& layer : layers)
        for (const Matrix& m : layer)
            maps.maps.push_back(m);
    return maps;
}

Matrix matrix2(double a, double b, double c, double d)
{
    Matrix m(2, 2);
    m << a, b, c, d;
    return m;
}

QString errorOf(const std::function<void()>& f)
{
    try {
        f();
    } catch (const InputError& e) {
        return QString::fromStdString(e.what());
    } catch (const std::exception& e) {
        return QStringLiteral("not an InputError: ") + QString::fromStdString(e.what());
    }
    return QStringLiteral("no error");
}

HeadFusion fusionOf(const std::string& id)
{
    return *headFusionFromId(id);
}

} // namespace

class TestRollout : public QObject
{
    Q_OBJECT

private slots:
    void handChecked_data();
    void handChecked();
    void agreesWithNumPy_data();
    void agreesWithNumPy();
    void keepsLayers();
    void layerRanges_data();
    void layerRanges();
    void refused_data();
    void refused();

    void maxFlowGraph();
    void flowHandChecked();
    void flowAgreesWithEdmondsKarp_data();
    void flowAgreesWithEdmondsKarp();
    void flowThreadsAgree();
    void flowThroughOneLayer();
    void flowProgressAndCancel();
    void stoppedByTheCallersJob();
    void flowLimits_data();
    void flowLimits();

    void statisticsAgreeWithNumPy();
    void statisticsByHand();
    void similarHeads_data();
    void similarHeads();
    void compare();

    void translatorStack();
};

void TestRollout::handChecked_data()
{
    QTest::addColumn<QString>("fusion");
    QTest::addColumn<Matrix>("expected");
    // Two heads, one layer: mean = ½ everywhere, max = 1 everywhere, min = 0 everywhere;
    // Â = rownorm(½ A + ½ I):
    //   mean: rownorm([[¾, ¼], [¼, ¾]]) = [[¾, ¼], [¼, ¾]]
    //   max:  rownorm([[1, ½], [½, 1]]) = [[⅔, ⅓], [⅓, ⅔]]
    //   min:  rownorm([[½, 0], [0, ½]]) = I
    // then a second layer of one head A₂ = [[½, ½], [0, 1]] (both heads the same):
    //   Â₂ = rownorm([[¾, ¼], [0, 1]]) = [[¾, ¼], [0, 1]], J = Â₂ · Â₁.
    QTest::newRow("mean") << "mean"
                          << Matrix(matrix2(0.75, 0.25, 0, 1) * matrix2(0.75, 0.25, 0.25, 0.75));
    QTest::newRow("max") << "max"
                         << Matrix(matrix2(0.75, 0.25, 0, 1) *
                                   matrix2(2.0 / 3, 1.0 / 3, 1.0 / 3, 2.0 / 3));
    QTest::newRow("min") << "min" << matrix2(0.75, 0.25, 0, 1);
}

void TestRollout::handChecked()
{
    QFETCH(QString, fusion);
    QFETCH(Matrix, expected);
    const AttentionMaps maps = mapsOf({{matrix2(1, 0, 0, 1), matrix2(0, 1, 1, 0)},
                                       {matrix2(0.5, 0.5, 0, 1), matrix2(0.5, 0.5, 0, 1)}});
    RolloutOptions options;
    options.fusion = fusionOf(fusion.toStdString());
    const RolloutResult r = attentionRollout(maps, options);
    QVERIFY2(maxDifference(r.rollout, expected) < 1e-15, qPrintable(fusion));
    // mean, written out: [[¾·¾ + ¼·¼, ¾·¼ + ¼·¾], [¼, ¾]] = [[0.625, 0.375], [0.25, 0.75]]
    if (fusion == QLatin1String("mean"))
        QVERIFY(maxDifference(r.rollout, matrix2(0.625, 0.375, 0.25, 0.75)) < 1e-15);
    QCOMPARE(r.layers.first, 0);
    QCOMPARE(r.layers.end, 2);
    QCOMPARE(r.residualRowSumDeviation.size(), std::size_t(2));
    QVERIFY(r.maxResidualRowSumDeviation() < 1e-15);
    QVERIFY(r.rolloutRowSumDeviation < 1e-15);
}

void TestRollout::agreesWithNumPy_data()
{
    QTest::addColumn<int>("index");
    const nlohmann::json& cases = expected().at("rollout");
    QVERIFY(cases.size() >= 11);
    for (std::size_t i = 0; i < cases.size(); ++i) {
        const nlohmann::json& c = cases[i];
        const std::string name = c.at("fusion").get<std::string>() +
                                 " a=" + std::to_string(c.at("residual").get<double>()) +
                                 " layers " + std::to_string(c.at("layers")[0].get<int>()) + ":" +
                                 std::to_string(c.at("layers")[1].get<int>());
        QTest::newRow(name.c_str()) << int(i);
    }
}

void TestRollout::agreesWithNumPy()
{
    QFETCH(int, index);
    const nlohmann::json& c = expected().at("rollout")[static_cast<std::size_t>(index)];
    RolloutOptions options;
    options.fusion = fusionOf(c.at("fusion").get<std::string>());
    options.residual = c.at("residual").get<double>();
    options.layers = {c.at("layers")[0].get<int>(), c.at("layers")[1].get<int>()};
    const RolloutResult r = attentionRollout(stack(), options);
    const double d = maxDifference(r.rollout, matrixOf(c.at("rollout")));
    QVERIFY2(d < 1e-13, qPrintable(QString::number(d)));
    // the check the app shows: every row of Â and of J sums to 1
    QVERIFY(r.maxResidualRowSumDeviation() < 1e-14);
    QVERIFY(std::abs(r.maxResidualRowSumDeviation() -
                     c.at("residual_row_sum_deviation").get<double>()) < 1e-14);
    QVERIFY(r.rolloutRowSumDeviation < 1e-14);
    QCOMPARE(int(r.residualRowSumDeviation.size()), options.layers.end - options.layers.first);
}

void TestRollout::keepsLayers()
{
    RolloutOptions options;
    options.keepLayers = true;
    const RolloutResult r = attentionRollout(stack(), options);
    QCOMPARE(r.cumulative.size(), std::size_t(3));
    QCOMPARE(r.residualMaps.size(), std::size_t(3));
    QCOMPARE(r.cumulative.back(), r.rollout);
    QCOMPARE(r.cumulative.front(), r.residualMaps.front());
    QVERIFY(maxDifference(r.cumulative[1], r.residualMaps[1] * r.residualMaps[0]) < 1e-15);
    // without keepLayers only J is kept
    const RolloutResult lean = attentionRollout(stack(), RolloutOptions{});
    QVERIFY(lean.cumulative.empty() && lean.residualMaps.empty());
    QCOMPARE(lean.rollout, r.rollout);
    // the residual maps are withResidual of the fused heads
    QVERIFY(maxDifference(r.residualMaps[2],
                          withResidual(fuseHeads(stack(), 2, HeadFusion::Mean), 0.5, {})) == 0.0);
}

void TestRollout::layerRanges_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("first");
    QTest::addColumn<int>("end");
    QTest::addColumn<QString>("error");
    QTest::newRow("a:b") << "1:3" << 1 << 3 << "";
    QTest::newRow(":b") << ":2" << 0 << 2 << "";
    QTest::newRow("a:") << "1:" << 1 << 3 << "";
    QTest::newRow(":") << ":" << 0 << 3 << "";
    QTest::newRow("one layer") << "2" << 2 << 3 << "";
    QTest::newRow("beyond") << "4:6" << 0 << 0
                            << "--layers: layers 4:6: the weights have 3 layers (0 to 2)";
    QTest::newRow("one beyond") << "3" << 0 << 0
                                << "--layers: layers 3:4: the weights have 3 layers (0 to 2)";
    QTest::newRow("empty range") << "2:1" << 0 << 0
                                 << "--layers: layers 2:1 hold no layer (a:b is layers a to b - "
                                    "1, as a Python slice)";
    QTest::newRow("negative") << "-1:2" << 0 << 0
                              << "--layers: expected a layer range a:b (whole numbers from 0, "
                                 "as a Python slice: 2:5 is layers 2, 3 and 4), got '-1:2'";
    QTest::newRow("letters") << "a:b" << 0 << 0
                             << "--layers: expected a layer range a:b (whole numbers from 0, as "
                                "a Python slice: 2:5 is layers 2, 3 and 4), got 'a:b'";
    QTest::newRow("empty") << "" << 0 << 0
                           << "--layers: expected a layer range a:b (whole numbers from 0, as a "
                              "Python slice: 2:5 is layers 2, 3 and 4), got ''";
}

void TestRollout::layerRanges()
{
    QFETCH(QString, text);
    QFETCH(int, first);
    QFETCH(int, end);
    QFETCH(QString, error);
    if (!error.isEmpty()) {
        QCOMPARE(errorOf([&] { parseLayerRange(text.toStdString(), 3, "--layers"); }), error);
        return;
    }
    const LayerRange r = parseLayerRange(text.toStdString(), 3, "--layers");
    QCOMPARE(r.first, first);
    QCOMPARE(r.end, end);
}

void TestRollout::refused_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<QString>("error");
    QTest::newRow("cross-attention")
        << "cross"
        << "x.npy: these maps are 2 x 3 (cross-attention): rollout, flow and head "
           "statistics need self-attention (n x n)";
    QTest::newRow("negative weight")
        << "negative"
        << "x.npy layer 1, head 0, row 1, column 0: a negative weight (-0.25)";
    QTest::newRow("NaN") << "nan"
                         << "x.npy layer 0, head 1, row 0, column 1: NaN is not a weight";
    QTest::newRow("infinite") << "inf"
                              << "x.npy layer 0, head 0, row 1, column 1: an infinite value is not "
                                 "a weight";
    QTest::newRow("zero row, no residual")
        << "zero row"
        << "x.npy layer 1, row 0: every weight of the row is 0 and the residual is "
           "0: the row cannot be normalised (give a residual above 0)";
    QTest::newRow("residual above 1")
        << "residual"
        << "residual: expected a number from 0 to 1 (the share of the identity in "
           "(1 - a) A + a I), got 1.5";
    QTest::newRow("residual NaN")
        << "residual nan"
        << "residual: expected a number from 0 to 1 (the share of the identity "
           "in (1 - a) A + a I), got nan";
    QTest::newRow("no maps") << "empty"
                             << "x.npy: no attention weights";
}

void TestRollout::refused()
{
    QFETCH(QString, what);
    QFETCH(QString, error);
    const Matrix id = Matrix::Identity(2, 2);
    AttentionMaps maps = mapsOf({{id, id}, {id, id}});
    RolloutOptions options;
    if (what == QLatin1String("cross"))
        maps = mapsOf({{Matrix::Constant(2, 3, 1.0 / 3)}});
    else if (what == QLatin1String("negative"))
        maps.maps[2] = matrix2(1, 0, -0.25, 1.25);
    else if (what == QLatin1String("nan"))
        maps.maps[1](0, 1) = std::nan("");
    else if (what == QLatin1String("inf"))
        maps.maps[0](1, 1) = std::numeric_limits<double>::infinity();
    else if (what == QLatin1String("zero row")) {
        maps.maps[2] = matrix2(0, 0, 0, 1);
        maps.maps[3] = matrix2(0, 0, 0, 1);
        options.residual = 0.0;
    } else if (what == QLatin1String("residual"))
        options.residual = 1.5;
    else if (what == QLatin1String("residual nan"))
        options.residual = std::nan("");
    else if (what == QLatin1String("empty"))
        maps = AttentionMaps{};
    QCOMPARE(errorOf([&] { attentionRollout(maps, options, "x.npy"); }), error);
    // flow refuses the same (the statistics need no residual)
    FlowOptions flowOptions;
    flowOptions.residual = options.residual;
    QCOMPARE(errorOf([&] { attentionFlow(maps, flowOptions, "x.npy"); }), error);
    if (!what.startsWith(QLatin1String("residual")) && what != QLatin1String("zero row"))
        QCOMPARE(errorOf([&] { headStatistics(maps, "x.npy"); }), error);
}

void TestRollout::maxFlowGraph()
{
    // The classic network of Cormen et al. (Figure 26.1): maximum flow 23 from s = 0 to t = 5.
    MaxFlowGraph g(6);
    g.addEdge(0, 1, 16);
    g.addEdge(0, 2, 13);
    g.addEdge(2, 1, 4);
    g.addEdge(1, 3, 12);
    g.addEdge(3, 2, 9);
    g.addEdge(2, 4, 14);
    g.addEdge(4, 3, 7);
    g.addEdge(3, 5, 20);
    g.addEdge(4, 5, 4);
    QCOMPARE(g.maxFlow(0, 5), 23.0);
    QCOMPARE(g.maxFlow(0, 5), 23.0); // each call starts afresh
    QCOMPARE(g.maxFlow(5, 0), 0.0);  // no edge leads back
    QCOMPARE(g.maxFlow(1, 1), 0.0);
    QCOMPARE(g.maxFlow(2, 3), 11.0); // 2→1→3 (4) and 2→4→3 (7)
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, g.maxFlow(0, 6));
}

void TestRollout::flowHandChecked()
{
    // One head per layer: A₁ = [[1, 0], [½, ½]], A₂ = [[½, ½], [0, 1]], α = ½:
    //   Â₁ = [[1, 0], [¼, ¾]], Â₂ = [[¾, ¼], [0, 1]].
    // From output token 0: to input 0 through middle 0 (min(¾, 1) = ¾) and middle 1
    // (min(¼, ¼) = ¼): 1; to input 1 only through middle 1: min(¼, ¾) = ¼.
    // From output token 1 (all to middle 1): to input 0, ¼; to input 1, ¾.
    const AttentionMaps maps = mapsOf({{matrix2(1, 0, 0.5, 0.5)}, {matrix2(0.5, 0.5, 0, 1)}});
    const FlowResult r = attentionFlow(maps, FlowOptions{});
    QVERIFY(maxDifference(r.values, matrix2(1, 0.25, 0.25, 0.75)) < 1e-15);
    QVERIFY(maxDifference(r.flow, matrix2(0.8, 0.2, 0.25, 0.75)) < 1e-15);
    QCOMPARE(r.maxFlows, 4LL);
    QVERIFY(r.flowRowSumDeviation < 1e-15);
    // the rollout of the same maps: J = Â₂ Â₁ = [[13/16, 3/16], [¼, ¾]]
    const RolloutResult j = attentionRollout(maps, RolloutOptions{});
    QVERIFY(maxDifference(j.rollout, matrix2(13.0 / 16, 3.0 / 16, 0.25, 0.75)) < 1e-15);
}

void TestRollout::flowAgreesWithEdmondsKarp_data()
{
    QTest::addColumn<int>("index");
    const nlohmann::json& cases = expected().at("flow");
    QVERIFY(cases.size() >= 3);
    for (std::size_t i = 0; i < cases.size(); ++i) {
        const nlohmann::json& c = cases[i];
        const std::string name = c.at("fusion").get<std::string>() + " layers " +
                                 std::to_string(c.at("layers")[0].get<int>()) + ":" +
                                 std::to_string(c.at("layers")[1].get<int>());
        QTest::newRow(name.c_str()) << int(i);
    }
}

void TestRollout::flowAgreesWithEdmondsKarp()
{
    QFETCH(int, index);
    const nlohmann::json& c = expected().at("flow")[static_cast<std::size_t>(index)];
    FlowOptions options;
    options.fusion = fusionOf(c.at("fusion").get<std::string>());
    options.residual = c.at("residual").get<double>();
    options.layers = {c.at("layers")[0].get<int>(), c.at("layers")[1].get<int>()};
    options.threads = 1;
    const FlowResult r = attentionFlow(stack(), options);
    const double dv = maxDifference(r.values, matrixOf(c.at("values")));
    const double df = maxDifference(r.flow, matrixOf(c.at("flow")));
    QVERIFY2(dv < 1e-12 && df < 1e-12, qPrintable(QStringLiteral("%1 %2").arg(dv).arg(df)));
    QVERIFY(r.flowRowSumDeviation < 1e-14);
    QVERIFY((r.values.array() <= 1.0 + 1e-12).all());
    QCOMPARE(r.maxFlows, 36LL);
}

void TestRollout::flowThreadsAgree()
{
    FlowOptions one;
    one.threads = 1;
    FlowOptions three;
    three.threads = 3;
    QCOMPARE(attentionFlow(stack(), three).values, attentionFlow(stack(), one).values);
}

void TestRollout::flowThroughOneLayer()
{
    // One layer: the only path from output i to input j is the edge i -> j, so the flow is Â
    // itself (its rows already sum to 1), and so is the rollout.
    for (const HeadFusion fusion : {HeadFusion::Mean, HeadFusion::Max, HeadFusion::Min}) {
        FlowOptions options;
        options.fusion = fusion;
        options.residual = 0.3;
        options.layers = {1, 2};
        const FlowResult f = attentionFlow(stack(), options);
        const Matrix hat = withResidual(fuseHeads(stack(), 1, fusion), 0.3, {});
        QVERIFY(maxDifference(f.values, hat) < 1e-15);
        QVERIFY(maxDifference(f.flow, hat) < 1e-15);
        RolloutOptions rollout;
        rollout.fusion = fusion;
        rollout.residual = 0.3;
        rollout.layers = {1, 2};
        QCOMPARE(attentionRollout(stack(), rollout).rollout, hat);
    }
}

void TestRollout::flowProgressAndCancel()
{
    for (const int threads : {1, 2}) {
        FlowOptions options;
        options.threads = threads;
        std::vector<long long> steps;
        AnalysisProgress progress;
        progress.report = [&](long long done, long long total) {
            QCOMPARE(total, 36LL);
            steps.push_back(done);
        };
        attentionFlow(stack(), options, {}, progress);
        QVERIFY(!steps.empty());
        QVERIFY(std::is_sorted(steps.begin(), steps.end()));
        QCOMPARE(steps.back(), 36LL);

        // Cancel from the first report on: nothing comes back.
        JobControl job;
        progress.job = &job;
        progress.report = [&](long long, long long) { job.requestStop(); };
        QVERIFY_THROWS_EXCEPTION(JobStopped, attentionFlow(stack(), options, {}, progress));
        // already cancelled: stops before the first max flow (and the rollout before a layer)
        progress.report = nullptr;
        QVERIFY_THROWS_EXCEPTION(JobStopped, attentionFlow(stack(), options, {}, progress));
        QVERIFY_THROWS_EXCEPTION(JobStopped,
                                 attentionRollout(stack(), RolloutOptions{}, {}, progress));
    }
}

void TestRollout::stoppedByTheCallersJob()
{
    // No progress given: the calling thread's job (a superseded run in the app) stops the
    // rollout before a layer and the flow before a max flow, on one thread or on the pool.
    JobControl job;
    const JobScope scope(&job);
    QCOMPARE(attentionRollout(stack(), RolloutOptions{}).layers.end, stack().layers);
    job.requestStop();
    QVERIFY_THROWS_EXCEPTION(JobStopped, attentionRollout(stack(), RolloutOptions{}));
    for (const int threads : {1, 2}) {
        FlowOptions options;
        options.threads = threads;
        QVERIFY_THROWS_EXCEPTION(JobStopped, attentionFlow(stack(), options));
    }
}

void TestRollout::flowLimits_data()
{
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("tokens");
    QTest::addColumn<QString>("range");
    QTest::addColumn<QString>("error");
    QTest::newRow("65 tokens") << 1 << limits::maxFlowTokens + 1 << ":"
                               << "big.npy: attention flow takes at most 64 tokens (n² maximum "
                                  "flows); these maps have 65 (rollout has no such limit)";
    QTest::newRow("13 layers") << 13 << 4 << ":"
                               << "big.npy: attention flow takes at most 12 layers; layers 0:13 "
                                  "are 13 (choose a range: --layers a:b)";
    QTest::newRow("12 of 13 layers") << 13 << 4 << "1:13"
                                     << "";
}

void TestRollout::flowLimits()
{
    QFETCH(int, layers);
    QFETCH(int, tokens);
    QFETCH(QString, range);
    QFETCH(QString, error);
    AttentionMaps maps;
    maps.layers = layers;
    maps.heads = 1;
    maps.maps.assign(static_cast<std::size_t>(layers),
                     Matrix::Constant(tokens, tokens, 1.0 / tokens));
    FlowOptions options;
    options.layers = parseLayerRange(range.toStdString(), layers, "--layers");
    if (error.isEmpty()) {
        const FlowResult r = attentionFlow(maps, options, "big.npy");
        QCOMPARE(r.layers.end - r.layers.first, 12);
        QVERIFY(r.flowRowSumDeviation < 1e-14);
        return;
    }
    QCOMPARE(errorOf([&] { attentionFlow(maps, options, "big.npy"); }), error);
    // the rollout of the same stack runs
    QVERIFY(attentionRollout(maps, RolloutOptions{}).rolloutRowSumDeviation < 1e-12);
}

void TestRollout::statisticsAgreeWithNumPy()
{
    const std::vector<HeadStatistics> stats = headStatistics(stack());
    const nlohmann::json& e = expected().at("stats");
    QCOMPARE(stats.size(), e.size());
    QCOMPARE(stats.size(), std::size_t(12));
    for (std::size_t k = 0; k < stats.size(); ++k) {
        QCOMPARE(stats[k].layer, e[k].at("layer").get<int>());
        QCOMPARE(stats[k].head, e[k].at("head").get<int>());
        for (const HeadStatistic s : headStatisticList) {
            const double want = e[k].at(headStatisticId(s)).get<double>();
            QVERIFY2(std::abs(stats[k].value(s) - want) < 1e-12,
                     qPrintable(QStringLiteral("layer %1 head %2 %3: %4, NumPy %5")
                                    .arg(stats[k].layer)
                                    .arg(stats[k].head)
                                    .arg(QLatin1String(headStatisticId(s)))
                                    .arg(stats[k].value(s))
                                    .arg(want)));
        }
    }
    // the heads the fixture made: layer 1 head 2 looks at the previous token, layer 2 head 0 at
    // the first
    QVERIFY(stats[6].previousToken > 0.9);
    QVERIFY(stats[8].firstToken > 0.8);
}

void TestRollout::statisticsByHand()
{
    // previous-token map of 3 tokens (row 0 on itself): entropy 0, distance (0 + 1 + 1) / 3,
    // first token (1 + 1 + 0) / 3, previous token 1 (rows 1 and 2), diagonal 1/3, one key.
    Matrix prev(3, 3);
    prev << 1, 0, 0, 1, 0, 0, 0, 1, 0;
    HeadStatistics s = mapStatistics(prev);
    QCOMPARE(s.entropyBits, 0.0);
    QCOMPARE(s.meanDistance, 2.0 / 3);
    QCOMPARE(s.firstToken, 2.0 / 3);
    QCOMPARE(s.previousToken, 1.0);
    QCOMPARE(s.diagonal, 1.0 / 3);
    QCOMPARE(s.keysFor90, 1.0);
    // uniform over 4 keys: log2 4 = 2 bits; 90 % needs 4 keys (3 hold 75 %)
    s = mapStatistics(Matrix::Constant(4, 4, 0.25));
    QCOMPARE(s.entropyBits, 2.0);
    QCOMPARE(s.keysFor90, 4.0);
    QCOMPARE(s.firstToken, 0.25);
    // distance of the uniform map: rows 0..3 see |i − j| summing to 6, 4, 4, 6, times ¼
    QCOMPARE(s.meanDistance, 1.25);
    // 0.5, 0.4, 0.1: 0.9 is reached with two keys exactly
    Matrix r(1, 3);
    r << 0.5, 0.4, 0.1;
    QCOMPARE(mapStatistics(r).keysFor90, 2.0);
    QCOMPARE(mapStatistics(r).previousToken, 0.0); // one row: no previous token
}

void TestRollout::similarHeads_data()
{
    QTest::addColumn<QString>("distance");
    QTest::newRow("js") << "js";
    QTest::newRow("frobenius") << "frobenius";
}

void TestRollout::similarHeads()
{
    QFETCH(QString, distance);
    const MapDistance kind =
        distance == QLatin1String("js") ? MapDistance::JensenShannon : MapDistance::Frobenius;
    QCOMPARE(QString::fromLatin1(mapDistanceId(kind)), distance);
    const nlohmann::json& table = expected().at("similar").at(distance.toStdString());
    const std::vector<HeadMatch> matches = attnlab::similarHeads(stack(), 0, 0, kind);
    QCOMPARE(matches.size(), std::size_t(11)); // every head but (0, 0)
    for (const HeadMatch& m : matches) {
        QVERIFY(m.layer != 0 || m.head != 0);
        const double want =
            table[static_cast<std::size_t>(m.layer)][static_cast<std::size_t>(m.head)]
                .get<double>();
        QVERIFY2(std::abs(m.distance - want) < 1e-12, qPrintable(QString::number(m.distance)));
    }
    for (std::size_t k = 1; k < matches.size(); ++k)
        QVERIFY(matches[k - 1].distance <= matches[k].distance);
    // a map is at distance 0 from itself; Jensen–Shannon stays within [0, 1] bit
    QCOMPARE(mapDistance(stack().at(1, 1), stack().at(1, 1), kind), 0.0);
    if (kind == MapDistance::JensenShannon)
        QCOMPARE(
            mapDistance(Matrix::Identity(3, 3), Matrix::Ones(3, 3) - Matrix::Identity(3, 3), kind),
            1.0);
}

void TestRollout::compare()
{
    const MapComparison c = compareHeads(stack(), 1, 2, 2, 0);
    QCOMPARE(c.difference, Matrix(stack().at(1, 2) - stack().at(2, 0)));
    QCOMPARE(c.a.layer, 1);
    QCOMPARE(c.b.head, 0);
    const std::vector<HeadStatistics> all = headStatistics(stack());
    for (const HeadStatistic s : headStatisticList)
        QVERIFY(std::abs(c.delta.value(s) - (all[6].value(s) - all[8].value(s))) < 1e-15);
    QVERIFY(c.jensenShannon > 0 && c.frobenius > 0);
    const MapComparison layers = compareLayers(stack(), 0, 2);
    QCOMPARE(layers.difference, Matrix(fuseHeads(stack(), 0, HeadFusion::Mean) -
                                       fuseHeads(stack(), 2, HeadFusion::Mean)));
    QCOMPARE(errorOf([] { compareMaps(Matrix::Identity(2, 2), Matrix::Identity(3, 3)); }),
             QStringLiteral("maps of 2 x 2 and 3 x 3 cannot be compared"));
}

void TestRollout::translatorStack()
{
    // Two layers of three heads over 4 tokens: [layer][head][query][key], the key fastest.
    std::vector<AttentionRecord> layers(2);
    for (int l = 0; l < 2; ++l)
        for (int h = 0; h < 3; ++h) {
            Matrix w(4, 4);
            for (int i = 0; i < 4; ++i)
                for (int j = 0; j < 4; ++j)
                    w(i, j) = 1000 * l + 100 * h + 10 * i + j;
            layers[static_cast<std::size_t>(l)].weights.push_back(w);
        }
    const NdArray a = attentionStack(layers);
    QCOMPARE(a.shape, (std::vector<std::size_t>{2, 3, 4, 4}));
    QCOMPARE(a.data[0], 0.0);
    QCOMPARE(a.data[1], 1.0);                     // [0][0][0][1]
    QCOMPARE(a.data[4], 10.0);                    // [0][0][1][0]
    QCOMPARE(a.data[16], 100.0);                  // [0][1][0][0]
    QCOMPARE(a.data[3 * 16 + 2 * 4 + 3], 1023.0); // [1][0][2][3]
    QCOMPARE(a.data.size(), std::size_t(2 * 3 * 4 * 4));
    // written and read as a .npy: the same maps
    const AttentionMaps maps = attentionMapsFromArray(readNpy(writeNpy(a), "x.npy"), "x.npy");
    QCOMPARE(maps.at(1, 2), layers[1].weights[2]);
    layers[1].weights.pop_back();
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, attentionStack(layers));
}

QTEST_APPLESS_MAIN(TestRollout)
#include "tst_rollout.moc"

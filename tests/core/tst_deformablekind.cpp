// Deformable attention, on one or several levels (core/kinds/deformablekind.h, deformableinput.h),
// through the attention-kinds contract: its weights, sampling locations, bilinear samples, the
// offsets and logits of the query's projections and output (with W_O) against Deformable DETR's
// PyTorch reference with F.grid_sample per level and nn.Linear (tests/core/data/
// deformable_reference/, written by scripts/fixtures/make_deformable_reference.py), the
// bilinear sampling on and beyond the border, the result JSON, the scenario keys (round trip,
// errors naming the key), Deformable DETR's initial offsets and the cost against full attention.
#include "attentionkind.h"
#include "deformableinput.h"
#include "deformablekind.h"
#include "inputerror.h"
#include "kinds.h"
#include "matrixjson.h"
#include "scenario.h"
#include "scenarioedit.h"
#include "testmatrices.h"

#include <QDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <cmath>
#include <fstream>
#include <numbers>

using namespace attnlab;
using nlohmann::json;

namespace {

json readFixture(const QString& name)
{
    std::ifstream in(
        (QStringLiteral(ATTNLAB_TEST_DATA "/deformable_reference/") + name).toStdString());
    return json::parse(in);
}

/// A small scenario: a 4 × 4 map of d = 2 drawn with seed 1, 2 queries, 1 head, K = 2.
std::string deformableScenario(const std::string& more = {})
{
    return R"({"kind": "deformable", "random": {"seed": 1, "height": 4, "width": 4, "dim": 2},
               "reference_points": [[0.5, 0.5], [0.1, 0.9]], "points": 2,
               "sampling_offsets": [[[[1, 0], [0, -1]]], [[[-0.5, 0.25], [2, 2]]]])" +
           more + "}";
}

ResolvedScenario resolved(const std::string& text)
{
    Warnings w;
    return resolveScenario(scenarioFromText(text, w));
}

} // namespace

class TestDeformableKind : public QObject
{
    Q_OBJECT

private slots:
    void registeredWithItsStages();
    void agreesWithTorch_data();
    void agreesWithTorch();
    void bilinearNeighbours_data();
    void bilinearNeighbours();
    void resultJson();
    void scenarioRoundTrip_data();
    void scenarioRoundTrip();
    void badInputs_data();
    void badInputs();
    void detrOffsets();
    void levelsOfAPicture();
    void switchingKind();
    void cost_data();
    void cost();

private:
    double worstError_ = 0;
};

void TestDeformableKind::registeredWithItsStages()
{
    const std::vector<std::string> ids = attentionKinds();
    QVERIFY(std::find(ids.begin(), ids.end(), "deformable") != ids.end());
    const AttentionKind& kind = attentionKind("deformable");
    std::vector<std::string> stages;
    for (const StageSpec& s : kind.stages())
        stages.push_back(s.id);
    QCOMPARE(stages, (std::vector<std::string>{"map", "logits", "weights", "output"}));
    QCOMPARE(kind.stages()[DeformableKind::Map].shape, StageShape::Grid);
    QCOMPARE(kind.defaultStage(), int(DeformableKind::Weights));
    QCOMPARE(kind.stages()[DeformableKind::Weights].range, ValueRange::Probability);
    QVERIFY(kind.stages()[DeformableKind::Weights].perHead);
    QVERIFY(!kind.stages()[DeformableKind::Output].perHead);
}

void TestDeformableKind::agreesWithTorch_data()
{
    QTest::addColumn<QString>("file");
    const QStringList files = QDir(QStringLiteral(ATTNLAB_TEST_DATA "/deformable_reference"))
                                  .entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    QVERIFY2(files.size() >= 7, "run scripts/fixtures/make_deformable_reference.py");
    for (const QString& f : files)
        QTest::newRow(qPrintable(f)) << f;
}

void TestDeformableKind::agreesWithTorch()
{
    QFETCH(QString, file);
    const json fixture = readFixture(file);
    Warnings w;
    const Scenario s = scenarioFromJson(fixture.at("scenario"), w);
    QVERIFY(w.empty());
    QCOMPARE(s.attentionKind, std::string("deformable"));
    if (fixture.contains("error")) {
        try {
            resolveScenario(s);
            QFAIL("no error");
        } catch (const InputError& e) {
            QCOMPARE(e.where(), fixture.at("error").get<std::string>());
        }
        return;
    }
    const double tol = fixture.at("tolerance").get<double>();
    const ResolvedScenario r = resolveScenario(s);
    const AttentionKind& kind = attentionKind(r.kind);
    const auto trace = kind.compute(r, "reference");
    const auto& t = dynamic_cast<const DeformableTrace&>(*trace);
    const json& e = fixture.at("expected");
    const DeformableInput& in = *r.kindInput.get<DeformableInput>();
    double worst = 0;
    const auto check = [&](double got, double want, const char* what, int i, int m, int k) {
        const double err = std::abs(got - want);
        worst = std::max(worst, err);
        if (err > tol)
            QFAIL(qPrintable(QStringLiteral("%1 of query %2 head %3 point %4: %5, PyTorch %6")
                                 .arg(QLatin1String(what))
                                 .arg(i)
                                 .arg(m)
                                 .arg(k)
                                 .arg(got, 0, 'g', 17)
                                 .arg(want, 0, 'g', 17)));
    };
    // the expected arrays run over each head's L·K points, level by level (column l·K + k)
    for (int i = 0; i < in.queries(); ++i)
        for (int m = 0; m < in.heads; ++m) {
            const Matrix weights = trace->stage(DeformableKind::Weights, m, 0).values;
            QCOMPARE(weights.cols(), Eigen::Index(in.pointsPerHead()));
            for (int j = 0; j < in.pointsPerHead(); ++j) {
                const int l = j / in.points;
                const int k = j % in.points;
                const DeformableSample& smp = t.sample(i, m, l, k);
                QCOMPARE(smp.level, l);
                QCOMPARE(smp.point, k);
                const json& pix = e.at("pixels")[std::size_t(i)][std::size_t(m)][std::size_t(j)];
                check(weights(i, j),
                      e.at("attention_weights")[std::size_t(i)][std::size_t(m)][std::size_t(j)]
                          .get<double>(),
                      "weight", i, m, j);
                check(smp.pixelX, pix[0].get<double>(), "pixel x", i, m, j);
                check(smp.pixelY, pix[1].get<double>(), "pixel y", i, m, j);
                const json& v = e.at("samples")[std::size_t(i)][std::size_t(m)][std::size_t(j)];
                QCOMPARE(smp.value.size(), Eigen::Index(v.size()));
                for (int c = 0; c < smp.value.size(); ++c)
                    check(smp.value(c), v[std::size_t(c)].get<double>(), "sample", i, m, j);
            }
        }
    if (e.contains("levels")) {
        QCOMPARE(in.levelCount(), int(e.at("levels").size()));
        for (int l = 0; l < in.levelCount(); ++l) {
            QCOMPARE(in.level(l).height, e.at("levels")[std::size_t(l)].at(0).get<int>());
            QCOMPARE(in.level(l).width, e.at("levels")[std::size_t(l)].at(1).get<int>());
        }
    }
    if (e.contains("offsets")) {
        // what the query projection gave, (n_q, M, L, K, 2) flattened per query
        const Matrix o = matrixFromJson(e.at("offsets"), "offsets", 1 << 20);
        QByteArray where;
        QVERIFY2(near(in.offsets, o, tol, where), where.constData());
        const Matrix a = matrixFromJson(e.at("logits"), "logits", 1 << 20);
        QVERIFY2(near(in.logits, a, tol, where), where.constData());
    }
    // the map stage: each pixel's channels averaged, H_l × W_l, frame l
    QCOMPARE(trace->frameCount(), in.levelCount());
    for (int l = 0; l < in.levelCount(); ++l) {
        const DeformableLevel& level = in.level(l);
        const Matrix map = trace->stage(DeformableKind::Map, 0, l).values;
        QCOMPARE(map.rows(), Eigen::Index(level.height));
        QCOMPARE(map.cols(), Eigen::Index(level.width));
        const json& value =
            fixture.at("scenario").contains("value") ? fixture.at("scenario").at("value") : json();
        for (int y = 0; y < level.height; ++y)
            for (int x = 0; x < level.width; ++x) {
                double sum = 0;
                for (int c = 0; c < in.dim(); ++c)
                    sum +=
                        value.is_null()
                            ? level.pixel(y, x)(c)
                            : value[std::size_t(y)][std::size_t(x)][std::size_t(c)].get<double>();
                QVERIFY(std::abs(map(y, x) - sum / in.dim()) < 1e-12);
            }
    }
    const Matrix out = matrixFromJson(e.at("output"), "expected", 1 << 16);
    QByteArray where;
    QVERIFY2(near(trace->output(), out, tol, where), where.constData());
    QVERIFY(near(trace->stage(DeformableKind::Output, 0, 0).values, out, tol, where));
    worst = std::max(worst, (trace->output() - out).cwiseAbs().maxCoeff());
    worstError_ = std::max(worstError_, worst);
    qInfo("%s: max |AttnLab - PyTorch| = %.3g (tolerance %.3g); worst so far %.3g",
          qPrintable(file), worst, tol, worstError_);
}

void TestDeformableKind::bilinearNeighbours_data()
{
    // A 2 × 3 map (H = 2, W = 3) of one channel: value(x, y) = 10·y + x + 1.
    QTest::addColumn<double>("px");
    QTest::addColumn<double>("py");
    QTest::addColumn<int>("insideCount");
    QTest::newRow("a pixel centre") << 1.0 << 0.0 << 4;
    QTest::newRow("on the last row") << 1.0 << 1.0 << 2;
    QTest::newRow("between four") << 0.25 << 0.5 << 4;
    QTest::newRow("the top-left corner") << -0.5 << -0.5 << 1;
    QTest::newRow("beyond the right edge") << 2.5 << 0.0 << 2;
    QTest::newRow("far outside") << 7.0 << -4.0 << 0;
}

void TestDeformableKind::bilinearNeighbours()
{
    QFETCH(double, px);
    QFETCH(double, py);
    QFETCH(int, insideCount);
    Matrix value(6, 1);
    for (int y = 0; y < 2; ++y)
        for (int x = 0; x < 3; ++x)
            value(y * 3 + x, 0) = 10.0 * y + x + 1;
    const DeformableSample s = bilinearSample(value, 2, 3, 0, 1, px, py);
    double weights = 0, expected = 0;
    int inside = 0;
    for (const BilinearNeighbour& b : s.neighbours) {
        weights += b.weight;
        QCOMPARE(b.inside, b.x >= 0 && b.x < 3 && b.y >= 0 && b.y < 2);
        QVERIFY(b.weight >= 0);
        // each neighbour is within one pixel of the point
        QVERIFY(std::abs(b.x - px) < 1 + 1e-12 && std::abs(b.y - py) < 1 + 1e-12);
        if (b.inside) {
            ++inside;
            expected += b.weight * (10.0 * b.y + b.x + 1);
        }
    }
    QCOMPARE(inside, insideCount);
    QVERIFY(std::abs(weights - 1.0) < 1e-12);
    QVERIFY(std::abs(s.value(0) - expected) < 1e-12);
    if (insideCount == 0)
        QCOMPARE(s.value(0), 0.0);
}

void TestDeformableKind::resultJson()
{
    const ResolvedScenario r =
        resolved(deformableScenario(R"(, "attention_logits": [[[0, 1]], [[2, -1]]])"));
    const AttentionKind& kind = attentionKind("deformable");
    const auto trace = kind.compute(r, "reference");
    const auto& t = dynamic_cast<const DeformableTrace&>(*trace);
    const json j = json::parse(kind.resultText(r, *trace, {}, {"reference"}));
    QCOMPARE(j.at("format").get<std::string>(), std::string("attnlab-result"));
    QCOMPARE(j.at("version").get<int>(), 1);
    QCOMPARE(j.at("kind").get<std::string>(), std::string("deformable"));
    QCOMPARE(j.at("backend").get<std::string>(), std::string("reference"));
    QCOMPARE(j.at("map").at("points").get<int>(), 2);
    QVERIFY(j.at("warnings").empty());
    QCOMPARE(j.at("queries").size(), std::size_t(2));
    QCOMPARE(j.at("attention_weights").size(), std::size_t(2));
    const Matrix out = matrixFromJson(j.at("output"), "output", 16);
    QVERIFY(out == t.result);
    for (int i = 0; i < 2; ++i)
        for (int k = 0; k < 2; ++k) {
            const json& p =
                j.at("queries")[std::size_t(i)].at("heads")[0].at("points")[std::size_t(k)];
            const DeformableSample& s = t.sample(i, 0, 0, k);
            QCOMPARE(p.at("level").get<int>(), 0);
            QCOMPARE(p.at("weight").get<double>(), t.weights(i, k));
            QCOMPARE(j.at("attention_weights")[std::size_t(i)][0][std::size_t(k)].get<double>(),
                     t.weights(i, k));
            QCOMPARE(p.at("pixel")[0].get<double>(), s.pixelX);
            QCOMPARE(p.at("neighbours").size(), std::size_t(4));
            for (std::size_t n = 0; n < 4; ++n) {
                QCOMPARE(p.at("neighbours")[n].at("weight").get<double>(), s.neighbours[n].weight);
                QCOMPARE(p.at("neighbours")[n].at("inside").get<bool>(), s.neighbours[n].inside);
            }
            QCOMPARE(p.at("sample")[0].get<double>(), s.value(0));
        }
    // the weights of each query's head sum to 1
    QVERIFY(std::abs(t.weights.row(0).sum() - 1.0) < 1e-12);
    // query 1's second point (2, 2) pixels from (0.1, 0.9): pixel (1.9, 5.1), below the map
    QVERIFY(!t.sample(1, 0, 0, 1).neighbours[2].inside);
}

void TestDeformableKind::scenarioRoundTrip_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("random, offsets") << QString::fromStdString(deformableScenario());
    QTest::newRow("values, preset, logits") << QStringLiteral(
        R"({"kind": "deformable", "value": [[[1, 2], [3, 4]], [[5, 6], [7, 8.5]]],
            "reference_points": [[0.25, 0.75]], "heads": 2, "points": 1,
            "sampling_offsets": "deformable_detr", "attention_logits": [[[0.5], [-1]]],
            "title": "a 2 x 2 map"})");
    QTest::newRow("levels, given query and projection") << QStringLiteral(
        R"({"kind": "deformable", "levels": [{"value": [[[1, 2], [3, 4]], [[5, 6], [7, 8.5]]]},
            {"random": {"generator": "torch", "seed": 2, "height": 3, "width": 3, "dim": 2}}],
            "reference_points": [[0.25, 0.75]], "heads": 1, "points": 1,
            "query": [[1, -1, 0.5]], "query_projection": {"seed": 3,
            "sampling_offsets": {"bias": "deformable_detr"},
            "attention_weights": {"weight": [[1, 2, 0], [3, 4, 1]], "bias": [0.5, 0]}},
            "output_projection": [[1, 0], [0, 2]]})");
    QTest::newRow("drawn query, preset, image levels") << QStringLiteral(
        R"({"kind": "deformable", "image": {"path": "ball.png", "embedding": "mean_colour"},
            "levels": [{"stride": 8}, {"stride": 16}],
            "reference_points": [[0.25, 0.75]], "points": 2,
            "query": {"seed": 5, "dim": 8}, "query_projection": "deformable_detr"})");
}

void TestDeformableKind::scenarioRoundTrip()
{
    QFETCH(QString, text);
    Warnings w;
    const Scenario s = scenarioFromText(text.toStdString(), w);
    QVERIFY(w.empty());
    QVERIFY(s.parameters.get<DeformableSpec>());
    const std::string saved = scenarioToText(s);
    const json j = json::parse(saved);
    QVERIFY(!j.contains("q") && !j.contains("k") && !j.contains("v"));
    Warnings w2;
    const Scenario back = scenarioFromText(saved, w2);
    QVERIFY(w2.empty());
    QVERIFY(back == s);
    if (text.contains(QLatin1String("ball.png")))
        return; // a picture is resolved against a folder (tests/app/tst_imagelab)
    const ResolvedScenario a = resolveScenario(s), b = resolveScenario(back);
    QCOMPARE(a.kindInput.get<DeformableInput>()->levelCount(),
             b.kindInput.get<DeformableInput>()->levelCount());
    for (int l = 0; l < a.kindInput.get<DeformableInput>()->levelCount(); ++l)
        QVERIFY(a.kindInput.get<DeformableInput>()->level(l).value ==
                b.kindInput.get<DeformableInput>()->level(l).value);
    QVERIFY(a.kindInput.get<DeformableInput>()->offsets ==
            b.kindInput.get<DeformableInput>()->offsets);
    QVERIFY(a.kindInput.get<DeformableInput>()->logits ==
            b.kindInput.get<DeformableInput>()->logits);
    Scenario other = s;
    other.parameters.edit<DeformableSpec>()->referencePoints(0, 0) = 0.0;
    QVERIFY(!(other == s));
}

void TestDeformableKind::badInputs_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("where");
    const auto d = [](const char* more) {
        return QString::fromStdString(deformableScenario(more));
    };
    QTest::newRow("no map") << QStringLiteral(
                                   R"({"kind": "deformable", "reference_points": [[0.5, 0.5]]})")
                            << "value";
    QTest::newRow("both maps") << d(R"(, "value": [[[1]]])") << "random";
    QTest::newRow("q, k, v") << QStringLiteral(
                                    R"({"kind": "deformable", "q": [[1]], "k": [[1]], "v": [[1]]})")
                             << "q";
    QTest::newRow("ragged value") << QStringLiteral(
                                         R"({"kind": "deformable", "value": [[[1, 2]], [[1]]],
                              "reference_points": [[0.5, 0.5]], "sampling_offsets": [[[[0, 0]]]]})")
                                  << "value[1][0]";
    QTest::newRow("a text in the value")
        << QStringLiteral(R"({"kind": "deformable", "value": [[[1, "x"]]],
                              "reference_points": [[0.5, 0.5]], "sampling_offsets": [[[[0, 0]]]]})")
        << "value[0][0][1]";
    QTest::newRow("random with tokens")
        << QStringLiteral(R"({"kind": "deformable", "random": {"tokens": 4}})") << "random.tokens";
    QTest::newRow("random too small")
        << QStringLiteral(R"({"kind": "deformable", "random": {"height": 2, "width": 2, "dim": 2},
                              "reference_points": [[0.5, 0.5]], "sampling_offsets": "deformable_detr"})")
        << "random";
    QTest::newRow("no reference points")
        << QStringLiteral(R"({"kind": "deformable", "random": {}})") << "reference_points";
    QTest::newRow("reference points of 3")
        << d("").replace("[[0.5, 0.5], [0.1, 0.9]]", "[[0.5, 0.5, 0.5]]") << "reference_points";
    QTest::newRow("reference point beyond 1")
        << d("").replace("[0.1, 0.9]", "[0.1, 1.5]") << "reference_points[1][1]";
    QTest::newRow("no offsets")
        << QStringLiteral(R"({"kind": "deformable", "random": {}, "reference_points": [[0, 0]]})")
        << "sampling_offsets";
    QTest::newRow("unknown preset")
        << d("").replace("\"sampling_offsets\": [[[[1, 0], [0, -1]]], [[[-0.5, 0.25], [2, 2]]]]",
                         "\"sampling_offsets\": \"dino\"")
        << "sampling_offsets";
    QTest::newRow("offsets for other points")
        << d("").replace("\"points\": 2", "\"points\": 3") << "sampling_offsets";
    QTest::newRow("heads not dividing d") << d(R"(, "heads": 3)") << "heads";
    QTest::newRow("offsets for other heads") << d(R"(, "heads": 2)") << "sampling_offsets";
    QTest::newRow("logits shape") << d(R"(, "attention_logits": [[[1, 2, 3]], [[1, 2, 3]]])")
                                  << "attention_logits";
    QTest::newRow("points 0") << d("").replace("\"points\": 2", "\"points\": 0") << "points";
    {
        // 4096 queries × 8 heads × 64 points: 2,097,152 samples, more than the trace keeps
        std::string many = R"({"kind": "deformable", "heads": 8, "points": 64,
            "random": {"height": 64, "width": 64, "dim": 256},
            "sampling_offsets": "deformable_detr", "reference_points": [)";
        for (int i = 0; i < 4096; ++i)
            many += (i ? ", " : "") + std::string("[0.5, 0.5]");
        QTest::newRow("too many samples") << QString::fromStdString(many + "]}") << "points";
    }
    QTest::newRow("mask") << d(R"(, "mask": {"causal": true})") << "mask";
    QTest::newRow("decode") << d(R"(, "decode": {"prompt": 1})") << "decode";
    QTest::newRow("output_projection of other rows")
        << d(R"(, "output_projection": [[1, 0, 0], [0, 1, 0], [0, 0, 1]])") << "output_projection";
    // several levels (docs/scenario-format.md)
    const QString levels = QStringLiteral(
        R"({"kind": "deformable", "levels": [{"random": {"seed": 1, "height": 4, "width": 4,
            "dim": 2}}, %1], "reference_points": [[0.5, 0.5]], "points": 1,
            "sampling_offsets": "deformable_detr"%2})");
    QTest::newRow("levels of other d")
        << levels.arg(R"({"random": {"height": 2, "width": 2, "dim": 4}})", "") << "levels[1]";
    QTest::newRow("levels not a list")
        << QStringLiteral(R"({"kind": "deformable", "levels": {"stride": 8}})") << "levels";
    QTest::newRow("a level without a map") << levels.arg("{}", "") << "levels[1]";
    QTest::newRow("a stride without an image")
        << levels.arg(R"({"stride": 8})", "") << "levels[1].stride";
    QTest::newRow("value beside levels") << levels.arg("{}", R"(, "value": [[[1]]])") << "value";
    QTest::newRow("offsets of one level for two")
        << levels.arg(R"({"random": {"height": 2, "width": 4, "dim": 2}})", "")
               .replace("\"deformable_detr\"", "[[[[0, 0]]]]")
        << "sampling_offsets";
    {
        std::string many = R"({"kind": "deformable", "reference_points": [[0.5, 0.5]],
            "sampling_offsets": "deformable_detr", "levels": [)";
        for (int l = 0; l < 9; ++l)
            many += (l ? ", " : "") + std::string(R"({"random": {}})");
        QTest::newRow("too many levels") << QString::fromStdString(many + "]}") << "levels";
    }
    // the query's projections
    QTest::newRow("query rows for other queries")
        << d("").replace("\"sampling_offsets\": [[[[1, 0], [0, -1]]], [[[-0.5, 0.25], [2, 2]]]]",
                         "\"query\": [[1, 2]]")
        << "query";
    QTest::newRow("query and offsets") << d(R"(, "query": [[1], [2]])") << "sampling_offsets";
    QTest::newRow("projection without query")
        << d(R"(, "query_projection": "deformable_detr")") << "query_projection";
    QTest::newRow("query projection weight")
        << d("").replace("\"sampling_offsets\": [[[[1, 0], [0, -1]]], [[[-0.5, 0.25], [2, 2]]]]",
                         "\"query\": [[1], [2]], \"query_projection\": {\"sampling_offsets\": "
                         "{\"weight\": [[1, 2]]}}")
        << "query_projection.sampling_offsets.weight";
    QTest::newRow("query projection bias preset on the logits")
        << d("").replace("\"sampling_offsets\": [[[[1, 0], [0, -1]]], [[[-0.5, 0.25], [2, 2]]]]",
                         "\"query\": [[1], [2]], \"query_projection\": {\"attention_weights\": "
                         "{\"bias\": \"deformable_detr\"}}")
        << "query_projection.attention_weights.bias";
    QTest::newRow("drawn query without dim")
        << d("").replace("\"sampling_offsets\": [[[[1, 0], [0, -1]]], [[[-0.5, 0.25], [2, 2]]]]",
                         "\"query\": {\"seed\": 1}")
        << "query.dim";
    QTest::newRow("an image without a folder")
        << QStringLiteral(R"({"kind": "deformable", "image": {"path": "ball.png"},
                              "reference_points": [[0.5, 0.5]], "sampling_offsets": "deformable_detr"})")
        << "image.path";
}

void TestDeformableKind::badInputs()
{
    QFETCH(QString, text);
    QFETCH(QString, where);
    try {
        const ResolvedScenario r = resolved(text.toStdString());
        attentionKind(r.kind).compute(r, "reference");
        QFAIL("no error");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.where()), where);
        QVERIFY(!e.detail().empty());
    }
}

void TestDeformableKind::levelsOfAPicture()
{
    // an 8 × 8 picture (no decoder in the core: the reader below hands its pixels over) at
    // strides 2 and 4, "mean_colour" without position code: each map pixel is its patch's mean
    // colour, centred ((m − 0.5) / 0.5), then 16 zeros
    ImagePixels picture;
    picture.channels = 3;
    picture.height = picture.width = 8;
    picture.values.resize(3, 64);
    for (int c = 0; c < 3; ++c)
        for (int p = 0; p < 64; ++p)
            picture.values(c, p) = ((p * (c + 3) + 7 * c) % 17) / 16.0;
    Warnings w;
    const Scenario s = scenarioFromText(
        R"({"kind": "deformable", "image": {"path": "p.png", "embedding": "mean_colour",
            "positional": false}, "levels": [{"stride": 2}, {"stride": 4}],
            "reference_points": [[0.4, 0.7]], "points": 2, "sampling_offsets": "deformable_detr"})",
        w);
    QVERIFY(w.empty());
    std::vector<std::string> read;
    std::shared_ptr<const ImageGrid> grid;
    const DeformableInput in = resolveDeformableInput(
        *s.parameters.get<DeformableSpec>(), 1,
        [&](const std::string& where, const std::string& path) {
            read.push_back(where + " " + path);
            return picture;
        },
        &grid);
    QCOMPARE(read, (std::vector<std::string>{"levels[0].image.path p.png",
                                             "levels[1].image.path p.png"}));
    QVERIFY(grid && grid->stride == 2 && grid->gridRows == 4);
    QCOMPARE(in.levelCount(), 2);
    QCOMPARE(in.dim(), 19);
    for (int l = 0; l < 2; ++l) {
        const int stride = 2 << l;
        const DeformableLevel& level = in.level(l);
        QCOMPARE(level.height, 8 / stride);
        QCOMPARE(level.width, 8 / stride);
        for (int y = 0; y < level.height; ++y)
            for (int x = 0; x < level.width; ++x)
                for (int c = 0; c < 19; ++c) {
                    double mean = 0;
                    if (c < 3) {
                        for (int dy = 0; dy < stride; ++dy)
                            for (int dx = 0; dx < stride; ++dx)
                                mean += picture.at(c, y * stride + dy, x * stride + dx);
                        mean = (mean / (stride * stride) - 0.5) / 0.5;
                    }
                    QVERIFY(std::abs(level.pixel(y, x)(c) - mean) < 1e-12);
                }
    }
    // without a reader the picture is refused, naming the level
    try {
        resolveDeformableInput(*s.parameters.get<DeformableSpec>(), 1);
        QFAIL("no error");
    } catch (const InputError& e) {
        QCOMPARE(e.where(), std::string("levels[0].image.path"));
    }
}

void TestDeformableKind::detrOffsets()
{
    // M = 8: the eight directions of the square's border, point k at k + 1 pixels
    const Matrix o = deformableDetrOffsets(2, 8, 3);
    QCOMPARE(o.cols(), Eigen::Index(8 * 3 * 2));
    QVERIFY(o.row(0) == o.row(1)); // zero weights: the same for every query
    for (int m = 0; m < 8; ++m) {
        const double theta = m * std::numbers::pi / 4;
        for (int k = 0; k < 3; ++k) {
            const double dx = o(0, (m * 3 + k) * 2), dy = o(0, (m * 3 + k) * 2 + 1);
            QCOMPARE(std::max(std::abs(dx), std::abs(dy)), k + 1.0); // radius k + 1 on the square
            QVERIFY(std::abs(std::atan2(dy, dx) - std::remainder(theta, 2 * std::numbers::pi)) <
                    1e-12);
        }
    }
}

void TestDeformableKind::switchingKind()
{
    Warnings w;
    const Scenario softmax = scenarioFromText(
        R"({"random": {"seed": 0, "tokens": 4, "dim": 8}, "heads": 2,
            "mask": {"causal": true}})",
        w);
    const Scenario d = withKind(softmax, "deformable", {});
    QVERIFY(d.parameters.get<DeformableSpec>());
    QVERIFY(d.mask.isEmpty()); // it takes no mask
    const ResolvedScenario r = resolveScenario(d);
    QVERIFY(r.kindInput.get<DeformableInput>());
    QCOMPARE(r.kindInput.get<DeformableInput>()->heads, 2);
    QCOMPARE(r.kindInput.get<DeformableInput>()->dim() % 2, 0);
    const auto t = attentionKind("deformable").compute(r, "reference");
    QCOMPARE(t->headCount(), 2);
    // Deformable DETR's start: uniform weights
    QVERIFY(std::abs(t->stage(DeformableKind::Weights, 1, 0).values(0, 0) - 0.25) < 1e-15);
    QVERIFY(scenarioFromText(scenarioToText(d), w) == d);
    const Scenario back = withKind(d, "softmax", {});
    QVERIFY(!back.parameters.get<DeformableSpec>());
    QCOMPARE(resolveScenario(back).input.q.rows(), 4);
}

void TestDeformableKind::cost_data()
{
    // Deformable DETR's encoder on a 640 × 640 picture: every position of a map is a query,
    // M = 8 heads, K = 4 points
    QTest::addColumn<int>("side");
    QTest::addColumn<long long>("samples");
    QTest::addColumn<long long>("comparisons");
    QTest::newRow("stride 8") << 80 << 204800LL << 40960000LL;
    QTest::newRow("stride 16") << 40 << 51200LL << 2560000LL;
    QTest::newRow("stride 32") << 20 << 12800LL << 160000LL;
}

void TestDeformableKind::cost()
{
    QFETCH(int, side);
    QFETCH(long long, samples);
    QFETCH(long long, comparisons);
    const DeformableCost c = deformableCost(static_cast<long long>(side) * side, 8, 4, side, side);
    QCOMPARE(c.samples, samples);
    QCOMPARE(c.comparisons, comparisons);
}

QTEST_GUILESS_MAIN(TestDeformableKind)
#include "tst_deformablekind.moc"

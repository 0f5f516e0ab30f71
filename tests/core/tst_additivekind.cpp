// Additive attention (core/kinds/additivekind.h), Bahdanau, Cho & Bengio (2014), through the
// attention-kinds contract: its stages against PyTorch's nn modules and a NumPy loop
// (tests/core/data/additive_reference/, written by python3 scripts/fixtures/
// make_additive_reference.py), the drawn weights, the result JSON, the scenario keys (round trip,
// errors naming the key), switching kinds, and what differs from a dot product (bounded scores).
#include "additivekind.h"
#include "attentionkind.h"
#include "inputerror.h"
#include "kinds.h"
#include "matrixjson.h"
#include "scenario.h"
#include "scenarioedit.h"
#include "testmatrices.h"
#include "torchrandom.h"

#include <QDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <fstream>

using namespace attnlab;
using nlohmann::json;

namespace {

json readFixture(const QString& name)
{
    std::ifstream in(
        (QStringLiteral(ATTNLAB_TEST_DATA "/additive_reference/") + name).toStdString());
    return json::parse(in);
}

double maxAbs(const Matrix& a, const Matrix& b)
{
    return a.rows() == b.rows() && a.cols() == b.cols() ? (a - b).cwiseAbs().maxCoeff()
                                                        : std::numeric_limits<double>::infinity();
}

/// 4 tokens of 8 drawn with seed 0 (the lesson's q, k, v), additive with d_a units, and more.
std::string additiveScenario(const std::string& more = {})
{
    return R"({"kind": "additive", "random": {"seed": 0, "tokens": 4, "dim": 8})" + more + "}";
}

ResolvedScenario resolved(const std::string& text)
{
    Warnings w;
    return resolveScenario(scenarioFromText(text, w));
}

} // namespace

class TestAdditiveKind : public QObject
{
    Q_OBJECT

private slots:
    void registeredWithItsStages();
    void agreesWithTorch_data();
    void agreesWithTorch();
    void drawnWeightsAreTorchRandn();
    void scoresAreBoundedByV();
    void resultJson();
    void scenarioRoundTrip_data();
    void scenarioRoundTrip();
    void badInputs_data();
    void badInputs();
    void otherKindsKeepTheirKeys();
    void switchingKind();
    void cleanupTestCase();

private:
    double worstGiven_ = 0, worstDrawn_ = 0;
};

void TestAdditiveKind::registeredWithItsStages()
{
    const std::vector<std::string> ids = attentionKinds();
    QVERIFY(std::find(ids.begin(), ids.end(), "additive") != ids.end());
    const AttentionKind& kind = attentionKind("additive");
    std::vector<std::string> stages;
    for (const StageSpec& s : kind.stages())
        stages.push_back(s.id);
    QCOMPARE(stages, (std::vector<std::string>{"query_projection", "key_projection", "scores",
                                               "masked", "weights", "output"}));
    QCOMPARE(kind.defaultStage(), kind.stageIndex("weights"));
    const auto& s = kind.stages();
    QCOMPARE(s[AdditiveKind::QueryProjection].shape, StageShape::QueryFeature);
    QCOMPARE(s[AdditiveKind::KeyProjection].shape, StageShape::KeyFeature);
    QCOMPARE(s[AdditiveKind::Scores].shape, StageShape::QueryKey);
    QCOMPARE(s[AdditiveKind::Weights].range, ValueRange::Probability);
    QVERIFY(s[AdditiveKind::Masked].maskable && s[AdditiveKind::Weights].maskable);
    QVERIFY(!s[AdditiveKind::Scores].maskable);
    const KindCapabilities c = kind.capabilities();
    QVERIFY(c.queryKeyValue);
    QCOMPARE(c.masks, KindCapabilities::Masks::Any);
    QVERIFY(!c.heads);
    QVERIFY(!c.scaling);
    QVERIFY(!c.decoding);
    QCOMPARE(kindCapabilities("additive"), c);
}

void TestAdditiveKind::agreesWithTorch_data()
{
    QTest::addColumn<QString>("file");
    const QStringList files = QDir(QStringLiteral(ATTNLAB_TEST_DATA "/additive_reference"))
                                  .entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    QVERIFY2(files.size() >= 10, "run scripts/fixtures/make_additive_reference.py");
    for (const QString& f : files)
        QTest::newRow(qPrintable(f)) << f;
}

void TestAdditiveKind::agreesWithTorch()
{
    QFETCH(QString, file);
    const json fixture = readFixture(file);
    Warnings w;
    const Scenario s = scenarioFromJson(fixture.at("scenario"), w);
    QVERIFY(w.empty());
    QCOMPARE(s.attentionKind, std::string("additive"));
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
    const json& e = fixture.at("expected");
    QByteArray where;
    double worst = 0;
    for (const char* id : {"query_projection", "key_projection", "scores", "weights", "output"}) {
        const Matrix want = matrixFromJson(e.at(id), id, 1000);
        const Matrix got = trace->stage(kind.stageIndex(id), 0, 0).values;
        QVERIFY2(near(got, want, tol, where), qPrintable(QStringLiteral("%1 %2").arg(id, where)));
        worst = std::max(worst, maxAbs(got, want));
    }
    QVERIFY(near(trace->output(), matrixFromJson(e.at("output"), "output", 1000), tol, where));
    // the masked stage: the scores where allowed, hidden elsewhere
    const StageValues masked = trace->stage(AdditiveKind::Masked, 0, 0);
    const Matrix scores = matrixFromJson(e.at("scores"), "scores", 1000);
    for (Eigen::Index i = 0; i < scores.rows(); ++i)
        for (Eigen::Index j = 0; j < scores.cols(); ++j)
            if (masked.hidden.size() == 0 || !masked.hidden(i, j))
                QVERIFY(std::abs(masked.values(i, j) - scores(i, j)) <= tol);
            else
                QVERIFY(std::isinf(masked.values(i, j)));
    // a row the mask empties warns and is zero, never NaN
    const Matrix weights = matrixFromJson(e.at("weights"), "weights", 1000);
    int emptyRows = 0;
    for (Eigen::Index i = 0; i < weights.rows(); ++i)
        emptyRows += weights.row(i).sum() == 0.0 ? 1 : 0;
    QCOMPARE(static_cast<int>(trace->warnings().size()), emptyRows);
    QVERIFY(trace->output().allFinite());
    double& record = tol < 1e-9 ? worstGiven_ : worstDrawn_;
    record = std::max(record, worst);
}

void TestAdditiveKind::drawnWeightsAreTorchRandn()
{
    // one draw of 2·d_a·d_k + d_a numbers: W_q, W_k, v in order, each over √fan-in
    AdditiveSpec spec;
    spec.units = 3;
    spec.seed = 5;
    const AdditiveWeights w = resolveAdditiveWeights(spec, 4);
    const Matrix draw = torchRandn(5, 1, 2 * 3 * 4 + 3);
    QCOMPARE(w.wq.rows(), 3);
    QCOMPARE(w.wq.cols(), 4);
    QCOMPARE(w.wq(1, 2), draw(0, 1 * 4 + 2) / 2.0);
    QCOMPARE(w.wk(2, 3), draw(0, 12 + 2 * 4 + 3) / 2.0);
    QCOMPARE(w.v(1), draw(0, 24 + 1) / std::sqrt(3.0));
    // a given matrix replaces its part of the draw and leaves the others as drawn
    spec.wk = Matrix::Constant(3, 4, 0.25);
    const AdditiveWeights given = resolveAdditiveWeights(spec, 4);
    QVERIFY(given.wq == w.wq);
    QVERIFY(given.wk == *spec.wk);
    QVERIFY(given.v == w.v);
    // d_a defaults to d_k
    QCOMPARE(resolveAdditiveWeights(AdditiveSpec{}, 8).units(), 8);
}

void TestAdditiveKind::scoresAreBoundedByV()
{
    // tanh keeps each unit in (−1, 1), so |e_ij| < Σ_u |v_u| however large q and k are: the
    // reason additive attention needs no 1/√d_k
    const ResolvedScenario r = resolved(R"({"kind": "additive", "q": [[300, -200], [1, 2]],
        "k": [[-500, 90], [3, 4], [0, 0]], "v": [[1], [2], [3]],
        "additive": {"w_q": [[1, 0], [0, 1], [1, 1]], "w_k": [[1, 0], [0, 1], [1, -1]],
                     "v": [0.5, -2, 1]}})");
    const auto trace = attentionKind("additive").compute(r, "reference");
    const Matrix e = trace->stage(AdditiveKind::Scores, 0, 0).values;
    QVERIFY(e.cwiseAbs().maxCoeff() <= 3.5);
    // and one cell written out: q_0 = (300, −200), k_2 = 0: tanh(300), tanh(−200), tanh(100)
    QCOMPARE(e(0, 2), 0.5 * std::tanh(300.0) - 2 * std::tanh(-200.0) + std::tanh(100.0));
    const Matrix a = trace->stage(AdditiveKind::Weights, 0, 0).values;
    QVERIFY(std::abs(a.row(0).sum() - 1.0) < 1e-15);
}

void TestAdditiveKind::resultJson()
{
    const ResolvedScenario r = resolved(additiveScenario(R"(, "additive": {"units": 5, "seed": 2},
                                     "mask": {"causal": true})"));
    const AttentionKind& kind = attentionKind("additive");
    const auto trace = kind.compute(r, "reference");
    const auto& t = dynamic_cast<const AdditiveTrace&>(*trace);
    const json j = json::parse(kind.resultText(r, *trace, {}, {"reference"}));
    QCOMPARE(j.at("kind").get<std::string>(), std::string("additive"));
    QCOMPARE(j.at("heads").size(), std::size_t(1));
    const json& h = j.at("heads")[0];
    for (const char* id :
         {"query_projection", "key_projection", "scores", "masked", "weights", "output"})
        QVERIFY2(h.contains(id), id);
    QCOMPARE(h.at("query_projection").size(), std::size_t(4));
    QCOMPARE(h.at("query_projection")[0].size(), std::size_t(5));
    QCOMPARE(h.at("scores")[1][3].get<double>(), t.scores(1, 3));
    QVERIFY(h.at("masked")[1][3].is_null()); // a future key under the causal mask
    QCOMPARE(h.at("weights")[1][3].get<double>(), 0.0);
    QCOMPARE(h.at("weights")[3][1].get<double>(), t.attention(3, 1));
    QCOMPARE(j.at("output")[2][7].get<double>(), t.result(2, 7));
    const json& a = j.at("additive");
    QCOMPARE(a.at("units").get<int>(), 5);
    QCOMPARE(a.at("w_q").size(), std::size_t(5));
    QCOMPARE(a.at("w_q")[0].size(), std::size_t(8));
    QCOMPARE(a.at("v")[4].get<double>(), t.weights.v(4));
    QCOMPARE(a.at("w_k")[3][6].get<double>(), t.weights.wk(3, 6));
}

void TestAdditiveKind::scenarioRoundTrip_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("drawn") << QString::fromStdString(additiveScenario());
    QTest::newRow("units and seed")
        << QString::fromStdString(additiveScenario(R"(, "additive": {"units": 3, "seed": 9})"));
    QTest::newRow("given") << QStringLiteral(
        R"({"kind": "additive", "q": [[1, 2]], "k": [[0, 1], [1, 0]], "v": [[1], [2]],
            "additive": {"w_q": [[1, 0]], "w_k": [[0, 1]], "v": [0.5]},
            "mask": {"allowed": [[1, 0]]}})");
}

void TestAdditiveKind::scenarioRoundTrip()
{
    QFETCH(QString, text);
    Warnings w;
    const Scenario s = scenarioFromText(text.toStdString(), w);
    QVERIFY(w.empty());
    QVERIFY(s.parameters.get<AdditiveSpec>());
    const std::string saved = scenarioToText(s);
    QVERIFY(json::parse(saved).contains("additive"));
    Warnings w2;
    const Scenario back = scenarioFromText(saved, w2);
    QVERIFY(w2.empty());
    QVERIFY(back == s);
    const ResolvedScenario a = resolveScenario(s), b = resolveScenario(back);
    QVERIFY(additiveWeightsOf(a) == additiveWeightsOf(b));
    QVERIFY(additiveWeightsOf(a).units() > 0);
    // another seed is another scenario
    Scenario other = s;
    other.parameters.edit<AdditiveSpec>()->seed += 1;
    QVERIFY(!(other == s));
}

void TestAdditiveKind::badInputs_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("where");
    const auto add = [](const char* more) {
        return QString::fromStdString(additiveScenario(more));
    };
    QTest::newRow("not an object") << add(R"(, "additive": 5)") << "additive";
    QTest::newRow("units 0") << add(R"(, "additive": {"units": 0})") << "additive.units";
    QTest::newRow("units text") << add(R"(, "additive": {"units": "8"})") << "additive.units";
    QTest::newRow("w_q not rows") << add(R"(, "additive": {"w_q": 3})") << "additive.w_q";
    QTest::newRow("w_q wrong columns")
        << add(R"(, "additive": {"w_q": [[1, 2], [3, 4]]})") << "additive.w_q";
    QTest::newRow("w_q rows against units")
        << add(R"(, "additive": {"units": 3, "w_q": [[1,1,1,1,1,1,1,1]]})") << "additive.w_q";
    QTest::newRow("v text") << add(R"(, "additive": {"v": "x"})") << "additive.v";
    QTest::newRow("v entry") << add(R"(, "additive": {"v": [1, "x"]})") << "additive.v[1]";
    QTest::newRow("seed negative") << add(R"(, "additive": {"seed": -1})") << "additive.seed";
    QTest::newRow("too few to draw")
        << QStringLiteral(R"({"kind": "additive", "q": [[1, 2]], "k": [[1, 2]], "v": [[1]],
                              "additive": {"units": 2}})")
        << "additive.units";
    QTest::newRow("heads") << add(R"(, "heads": 2)") << "heads";
    QTest::newRow("scale") << add(R"(, "scale": 1)") << "scale";
    QTest::newRow("W_O") << add(R"(, "output_projection": [[1],[1],[1],[1],[1],[1],[1],[1]])")
                         << "output_projection";
}

void TestAdditiveKind::badInputs()
{
    QFETCH(QString, text);
    QFETCH(QString, where);
    try {
        Warnings w;
        resolveScenario(scenarioFromText(text.toStdString(), w));
        QFAIL("no error");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.where()), where);
    }
}

void TestAdditiveKind::otherKindsKeepTheirKeys()
{
    // a softmax scenario with "additive" keeps it unused and says so
    Warnings w;
    const Scenario s = scenarioFromText(
        R"({"random": {"seed": 0, "tokens": 4, "dim": 8}, "additive": {"units": 4}})", w);
    QCOMPARE(s.attentionKind, std::string("softmax"));
    QCOMPARE(w.size(), std::size_t(1));
    QVERIFY2(w[0].message.find("used only by \"kind\": \"additive\"") != std::string::npos,
             w[0].message.c_str());
    QVERIFY(!s.parameters.get<AdditiveSpec>());
    // an unknown key inside "additive" warns and is dropped
    Warnings w2;
    const Scenario a = scenarioFromText(additiveScenario(R"(, "additive": {"unitz": 4})"), w2);
    QCOMPARE(w2.size(), std::size_t(1));
    QCOMPARE(w2[0].code, std::string("unknown_key"));
    QVERIFY(a.parameters.get<AdditiveSpec>());
}

void TestAdditiveKind::switchingKind()
{
    Warnings w;
    const Scenario softmax = scenarioFromText(
        R"({"random": {"seed": 0, "tokens": 4, "dim": 8}, "heads": 2, "scale": 0.5,
            "mask": {"causal": true, "window": 2}})",
        w);
    const Scenario additive = withKind(softmax, "additive");
    QCOMPARE(additive.heads, 1);
    QVERIFY(!additive.scale);
    QVERIFY(additive.mask.causal);
    QCOMPARE(additive.mask.window, std::optional<int>(2));
    QVERIFY(additive.parameters.get<AdditiveSpec>());
    const ResolvedScenario r = resolveScenario(additive);
    const auto trace = attentionKind("additive").compute(r, "reference");
    QCOMPARE(trace->output().rows(), 4);
    QVERIFY(scenarioFromText(scenarioToText(additive), w) == additive);
    // and back: the parameters are dropped, the mask kept
    const Scenario back = withKind(additive, "softmax");
    QVERIFY(!back.parameters.get<AdditiveSpec>());
    QVERIFY(back.mask.causal);
}

void TestAdditiveKind::cleanupTestCase()
{
    qInfo("largest difference from PyTorch: %.3g (weights given), %.3g (drawn)", worstGiven_,
          worstDrawn_);
}

QTEST_GUILESS_MAIN(TestAdditiveKind)
#include "tst_additivekind.moc"

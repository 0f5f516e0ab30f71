// Channel attention, Squeeze-and-Excitation (core/kinds/sekind.h, channelinput.h), through the
// attention-kinds contract: its stages against PyTorch's nn modules (tests/core/data/
// se_reference/, written by python3 scripts/fixtures/make_se_reference.py), the result JSON,
// the scenario keys (round trip, errors naming the key), the parameter count and SE-ResNet-50's
// extra parameters (Hu et al.).
#include "attentionkind.h"
#include "channelinput.h"
#include "inputerror.h"
#include "kinds.h"
#include "linearkind.h"
#include "matrixjson.h"
#include "scenario.h"
#include "scenarioedit.h"
#include "sekind.h"
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
    std::ifstream in((QStringLiteral(ATTNLAB_TEST_DATA "/se_reference/") + name).toStdString());
    return json::parse(in);
}

/// A list of numbers as one row, or C × H × W nested lists as C × (H·W).
Matrix expectedRow(const json& j)
{
    return matrixFromJson(json::array({j}), "expected", 1);
}

Matrix expectedChannels(const json& j)
{
    const int c = static_cast<int>(j.size());
    const int h = static_cast<int>(j[0].size());
    const int w = static_cast<int>(j[0][0].size());
    Matrix x(c, h * w);
    for (int k = 0; k < c; ++k) {
        const Matrix map = matrixFromJson(j[std::size_t(k)], "expected", 1 << 16);
        for (int i = 0; i < h; ++i)
            for (int m = 0; m < w; ++m)
                x(k, i * w + m) = map(i, m);
    }
    return x;
}

double maxAbs(const Matrix& a, const Matrix& b)
{
    return a.rows() == b.rows() && a.cols() == b.cols() ? (a - b).cwiseAbs().maxCoeff()
                                                        : std::numeric_limits<double>::infinity();
}

/// 8 channels of 4 × 4 drawn with seed 0, r = 2, and more keys.
std::string seScenario(const std::string& more = {})
{
    return R"({"kind": "se", "random": {"seed": 0, "channels": 8, "height": 4, "width": 4},
               "reduction": 2)" +
           more + "}";
}

ResolvedScenario resolved(const std::string& text)
{
    Warnings w;
    return resolveScenario(scenarioFromText(text, w));
}

} // namespace

class TestSeKind : public QObject
{
    Q_OBJECT

private slots:
    void registeredWithItsStages();
    void agreesWithTorch_data();
    void agreesWithTorch();
    void drawnWeightsAreTorchRandn();
    void resultJson();
    void scenarioRoundTrip_data();
    void scenarioRoundTrip();
    void badInputs_data();
    void badInputs();
    void otherKindsKeepTheirKeys();
    void switchingKind();
    void changingTheReduction();
    void parameterCount_data();
    void parameterCount();
    void seResNet50ExtraParameters();

private:
    double worstError_ = 0;
};

void TestSeKind::registeredWithItsStages()
{
    const std::vector<std::string> ids = attentionKinds();
    QVERIFY(std::find(ids.begin(), ids.end(), "se") != ids.end());
    const AttentionKind& kind = attentionKind("se");
    std::vector<std::string> stages;
    for (const StageSpec& s : kind.stages())
        stages.push_back(s.id);
    QCOMPARE(stages, (std::vector<std::string>{"input", "squeeze", "hidden", "gates", "output"}));
    QCOMPARE(kind.defaultStage(), kind.stageIndex("gates"));
    const auto& s = kind.stages();
    QCOMPARE(s[SeKind::Input].shape, StageShape::ChannelGrid);
    QCOMPARE(s[SeKind::Output].shape, StageShape::ChannelGrid);
    QCOMPARE(s[SeKind::Squeeze].shape, StageShape::Vector);
    QCOMPARE(s[SeKind::Gates].range, ValueRange::Probability);
    QCOMPARE(s[SeKind::Hidden].range, ValueRange::NonNegative);
    for (const StageSpec& spec : s)
        QVERIFY(!spec.perHead && !spec.maskable);
    QCOMPARE(kind.backends(), (std::vector<std::string>{"reference"}));
}

void TestSeKind::agreesWithTorch_data()
{
    QTest::addColumn<QString>("file");
    const QStringList files = QDir(QStringLiteral(ATTNLAB_TEST_DATA "/se_reference"))
                                  .entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    QVERIFY2(files.size() >= 5, "run scripts/fixtures/make_se_reference.py");
    for (const QString& f : files)
        QTest::newRow(qPrintable(f)) << f;
}

void TestSeKind::agreesWithTorch()
{
    QFETCH(QString, file);
    const json fixture = readFixture(file);
    Warnings w;
    const Scenario s = scenarioFromJson(fixture.at("scenario"), w);
    QVERIFY(w.empty());
    QCOMPARE(s.attentionKind, std::string("se"));
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
    for (const char* id : {"squeeze", "hidden", "gates"}) {
        const Matrix got = trace->stage(kind.stageIndex(id), 0, 0).values;
        QVERIFY2(near(got, expectedRow(e.at(id)), tol, where),
                 qPrintable(QStringLiteral("%1 %2").arg(id, where)));
        worst = std::max(worst, maxAbs(got, expectedRow(e.at(id))));
    }
    const Matrix out = expectedChannels(e.at("output"));
    QVERIFY2(near(trace->output(), out, tol, where), where.constData());
    QVERIFY(near(trace->stage(SeKind::Output, 0, 0).values, out, tol, where));
    worst = std::max(worst, maxAbs(trace->output(), out));
    QCOMPARE(seParameterCount(r.kindInput.get<ChannelInput>()->channels(),
                              r.kindInput.get<ChannelInput>()->reduction),
             e.at("parameters").get<long long>());
    worstError_ = std::max(worstError_, worst);
    qInfo("%s: max |AttnLab - PyTorch| = %.3g (tolerance %.3g); worst so far %.3g",
          qPrintable(file), worst, tol, worstError_);
}

void TestSeKind::drawnWeightsAreTorchRandn()
{
    // torch.manual_seed(s + 1); w = torch.randn(2·C·C/r): W₁ the first C·C/r numbers / √C, W₂
    // the rest / √(C/r) — the same numbers torchRandn draws as one (1 × 2·C·C/r) matrix.
    const ResolvedScenario r = resolved(seScenario());
    const ChannelInput& in = *r.kindInput.get<ChannelInput>();
    QCOMPARE(in.fc1Weight.rows(), 4);
    QCOMPARE(in.fc1Weight.cols(), 8);
    QCOMPARE(in.fc2Weight.rows(), 8);
    QCOMPARE(in.fc2Weight.cols(), 4);
    const Matrix w = torchRandn(1, 1, 64);
    for (int o = 0; o < 4; ++o)
        for (int i = 0; i < 8; ++i)
            QCOMPARE(in.fc1Weight(o, i), w(0, o * 8 + i) / std::sqrt(8.0));
    for (int o = 0; o < 8; ++o)
        for (int i = 0; i < 4; ++i)
            QCOMPARE(in.fc2Weight(o, i), w(0, 32 + o * 4 + i) / std::sqrt(4.0));
    QVERIFY(in.fc1Bias.isZero() && in.fc2Bias.isZero());
    // The input: torch.manual_seed(0); torch.randn(8, 4, 4) as 8 × 16.
    QVERIFY(in.x == torchRandn(0, 8, 16));
    QCOMPARE(in.height, 4);
    QCOMPARE(in.width, 4);
}

void TestSeKind::resultJson()
{
    const ResolvedScenario r = resolved(seScenario());
    const AttentionKind& kind = attentionKind("se");
    const auto trace = kind.compute(r, "reference");
    const auto& se = dynamic_cast<const SeTrace&>(*trace);
    const json j = json::parse(kind.resultText(r, *trace, {}, {"reference"}));
    QCOMPARE(j.at("format").get<std::string>(), std::string("attnlab-result"));
    QCOMPARE(j.at("version").get<int>(), 1);
    QCOMPARE(j.at("kind").get<std::string>(), std::string("se"));
    QCOMPARE(j.at("squeeze").size(), std::size_t(8));
    QCOMPARE(j.at("hidden").size(), std::size_t(4));
    QCOMPARE(j.at("gates").size(), std::size_t(8));
    QCOMPARE(j.at("gates")[3].get<double>(), se.gates(3));
    QCOMPARE(j.at("hidden")[1].get<double>(), se.hidden(1));
    QCOMPARE(j.at("squeeze")[5].get<double>(), se.squeeze(5));
    // output: C × H × W, channel 2's map row by row
    QCOMPARE(j.at("output").size(), std::size_t(8));
    QCOMPARE(j.at("output")[2].size(), std::size_t(4));
    QCOMPARE(j.at("output")[2][1].size(), std::size_t(4));
    QCOMPARE(j.at("output")[2][1][3].get<double>(), se.scaled(2, 1 * 4 + 3));
    QCOMPARE(j.at("output")[2][1][3].get<double>(),
             se.gates(2) * r.kindInput.get<ChannelInput>()->x(2, 7));
    QCOMPARE(j.at("parameters").get<long long>(), 2LL * 8 * 8 / 2 + 4 + 8);
    QVERIFY(j.at("warnings").is_array());
    QCOMPARE(j.at("backend").get<std::string>(), std::string("reference"));
    QVERIFY(!j.contains("q") && !j.contains("heads"));
}

void TestSeKind::scenarioRoundTrip_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("random") << QString::fromStdString(seScenario());
    QTest::newRow("tensor") << QStringLiteral(
        R"({"kind": "se", "feature_map": [[[1, 2, 3], [4, 5, 6]], [[0.5, -1, 2], [0, 0, 1]]],
            "reduction": 1, "seed": 7, "title": "two channels",
            "fc1": {"weight": [[1, 0], [0, 1]]}, "fc2": {"weight": [[0.5, 0], [0, 2]]}})");
    QTest::newRow("given layers") << QString::fromStdString(seScenario(
        R"(, "fc1": {"weight": [[1,0,0,0,0,0,0,0],[0,1,0,0,0,0,0,0],[0,0,1,0,0,0,0,0],
              [0,0,0,1,0,0,0,0]], "bias": [0.1, 0.2, 0.3, 0.4]},
            "fc2": {"bias": [1, 1, 1, 1, 1, 1, 1, -1]})"));
}

void TestSeKind::scenarioRoundTrip()
{
    QFETCH(QString, text);
    Warnings w;
    const Scenario s = scenarioFromText(text.toStdString(), w);
    QVERIFY(w.empty());
    QVERIFY(s.parameters.get<ChannelSpec>());
    const std::string saved = scenarioToText(s);
    const json j = json::parse(saved);
    QVERIFY(!j.contains("q") && !j.contains("heads"));
    Warnings w2;
    const Scenario back = scenarioFromText(saved, w2);
    QVERIFY(w2.empty());
    QVERIFY(back == s);
    // and it computes the same
    const ResolvedScenario a = resolveScenario(s), b = resolveScenario(back);
    QVERIFY(a.kindInput.get<ChannelInput>()->x == b.kindInput.get<ChannelInput>()->x);
    QVERIFY(a.kindInput.get<ChannelInput>()->fc1Weight ==
            b.kindInput.get<ChannelInput>()->fc1Weight);
    QVERIFY(a.kindInput.get<ChannelInput>()->fc2Bias == b.kindInput.get<ChannelInput>()->fc2Bias);
    // a changed reduction is a changed scenario
    Scenario other = s;
    other.parameters.edit<ChannelSpec>()->reduction += 1;
    QVERIFY(!(other == s));
}

void TestSeKind::badInputs_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("where");
    const auto se = [](const char* more) { return QString::fromStdString(seScenario(more)); };
    QTest::newRow("feature_map a name")
        << QStringLiteral(R"({"kind": "se", "feature_map": "relu"})") << "feature_map";
    QTest::newRow("feature_map an object")
        << QStringLiteral(R"({"kind": "se", "feature_map": {"favor+": {}}})") << "feature_map";
    QTest::newRow("feature_map flat")
        << QStringLiteral(R"({"kind": "se", "feature_map": [1, 2, 3]})") << "feature_map[0]";
    QTest::newRow("channels of different sizes")
        << QStringLiteral(R"({"kind": "se", "feature_map": [[[1, 2]], [[1, 2], [3, 4]]]})")
        << "feature_map[1]";
    QTest::newRow("a text in the map")
        << QStringLiteral(R"({"kind": "se", "feature_map": [[[1, "x"]]]})")
        << "feature_map[0][0][1]";
    QTest::newRow("no input") << QStringLiteral(R"({"kind": "se", "reduction": 2})")
                              << "feature_map";
    QTest::newRow("both inputs") << QStringLiteral(
                                        R"({"kind": "se", "feature_map": [[[1]]], "random": {}})")
                                 << "random";
    QTest::newRow("q, k, v") << QStringLiteral(
                                    R"({"kind": "se", "q": [[1]], "k": [[1]], "v": [[1]]})")
                             << "q";
    QTest::newRow("random with tokens")
        << QStringLiteral(R"({"kind": "se", "random": {"seed": 0, "tokens": 4, "dim": 8}})")
        << "random.dim";
    QTest::newRow("random not an object")
        << QStringLiteral(R"({"kind": "se", "random": 3})") << "random";
    QTest::newRow("zero channels")
        << QStringLiteral(R"({"kind": "se", "random": {"channels": 0}})") << "random.channels";
    QTest::newRow("too few to draw")
        << QStringLiteral(R"({"kind": "se", "random": {"channels": 2, "height": 2, "width": 3}})")
        << "random";
    QTest::newRow("seed with random") << se(R"(, "seed": 3)") << "seed";
    QTest::newRow("reduction not divisible")
        << se("").replace("\"reduction\": 2", "\"reduction\": 3") << "reduction";
    QTest::newRow("reduction above C")
        << se("").replace("\"reduction\": 2", "\"reduction\": 16") << "reduction";
    QTest::newRow("reduction 0") << se("").replace("\"reduction\": 2", "\"reduction\": 0")
                                 << "reduction";
    QTest::newRow("reduction fractional")
        << se("").replace("\"reduction\": 2", "\"reduction\": 2.5") << "reduction";
    QTest::newRow("fc1 weight shape")
        << se(R"(, "fc1": {"weight": [[1, 2], [3, 4]]})") << "fc1.weight";
    QTest::newRow("fc2 weight shape")
        << se(R"(, "fc2": {"weight": [[1, 2, 3, 4, 5, 6, 7, 8]]})") << "fc2.weight";
    QTest::newRow("fc1 bias length") << se(R"(, "fc1": {"bias": [1, 2, 3]})") << "fc1.bias";
    QTest::newRow("fc2 bias text") << se(R"(, "fc2": {"bias": "zero"})") << "fc2.bias";
    QTest::newRow("fc1 not an object") << se(R"(, "fc1": [[1]])") << "fc1";
    QTest::newRow("too few weights to draw")
        << QStringLiteral(R"({"kind": "se", "feature_map": [[[1, 2]], [[3, 4]]], "reduction": 1})")
        << "fc1.weight";
    QTest::newRow("decode") << se(R"(, "decode": {"prompt": 1})") << "decode";
}

void TestSeKind::badInputs()
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

void TestSeKind::otherKindsKeepTheirKeys()
{
    // "feature_map" is φ for linear attention and "random" draws q, k, v for softmax, as before
    Warnings w;
    const Scenario linear = scenarioFromText(
        R"({"kind": "linear", "feature_map": "relu", "random": {"seed": 0, "tokens": 4, "dim": 8}})",
        w);
    QVERIFY(!linear.parameters.get<ChannelSpec>());
    QCOMPARE(featureMapOf(linear).map, FeatureMapSpec::Map::Relu);
    QCOMPARE(resolveScenario(linear).input.q.rows(), 4);
    // an array is the input of "se", not a φ: refused naming the key
    try {
        scenarioFromText(R"({"kind": "linear", "feature_map": [[[1]]], "random": {}})", w);
        QFAIL("no error");
    } catch (const InputError& e) {
        QCOMPARE(e.where(), std::string("feature_map"));
    }
    // SE's own keys are unknown to another kind
    Warnings w2;
    scenarioFromText(R"({"random": {"seed": 0, "tokens": 4, "dim": 8}, "reduction": 2})", w2);
    QCOMPARE(w2.size(), std::size_t(1));
    QCOMPARE(w2[0].code, std::string("unknown_key"));
}

void TestSeKind::switchingKind()
{
    Warnings w;
    const Scenario softmax =
        scenarioFromText(R"({"random": {"seed": 0, "tokens": 4, "dim": 8}})", w);
    const Scenario se = withKind(softmax, "se", {});
    QVERIFY(se.parameters.get<ChannelSpec>());
    const ResolvedScenario r = resolveScenario(se);
    QVERIFY(r.kindInput.get<ChannelInput>());
    QVERIFY(attentionKind("se").compute(r, "reference")->output().size() > 0);
    // the file written reads back as the same scenario
    QVERIFY(scenarioFromText(scenarioToText(se), w) == se);
    // and back: the channel keys are dropped, q, k and v drawn again
    const Scenario back = withKind(se, "softmax", {});
    QVERIFY(!back.parameters.get<ChannelSpec>());
    QCOMPARE(resolveScenario(back).input.q.rows(), 4);
}

void TestSeKind::changingTheReduction()
{
    // Given layers that no longer fit C/r are dropped (drawn instead); b₂ (C numbers) stays.
    Warnings w;
    const Scenario s = scenarioFromText(
        seScenario(R"(, "fc1": {"weight": [[1,0,0,0,0,0,0,0],[0,1,0,0,0,0,0,0],[0,0,1,0,0,0,0,0],
              [0,0,0,1,0,0,0,0]], "bias": [0.1, 0.2, 0.3, 0.4]},
            "fc2": {"bias": [1, 1, 1, 1, 1, 1, 1, -1]})"),
        w);
    const ChannelSpec same = withReduction(*s.parameters.get<ChannelSpec>(), 2, 8);
    QVERIFY(same == *s.parameters.get<ChannelSpec>());
    const ChannelSpec four = withReduction(*s.parameters.get<ChannelSpec>(), 4, 8);
    QCOMPARE(four.reduction, 4);
    QVERIFY(!four.fc1.weight && !four.fc1.bias && !four.fc2.weight);
    QVERIFY(four.fc2.bias == s.parameters.get<ChannelSpec>()->fc2.bias);
    Scenario changed = s;
    *changed.parameters.edit<ChannelSpec>() = four;
    const ResolvedScenario r = resolveScenario(changed);
    QCOMPARE(r.kindInput.get<ChannelInput>()->hidden(), 2);
    QVERIFY(r.kindInput.get<ChannelInput>()->fc2Bias == *s.parameters.get<ChannelSpec>()->fc2.bias);
    // the drawn layers are those of a scenario that never gave any
    std::string plain = seScenario();
    const std::string two = R"("reduction": 2)";
    plain.replace(plain.find(two), two.size(), R"("reduction": 4)");
    QVERIFY(r.kindInput.get<ChannelInput>()->fc1Weight ==
            resolved(plain).kindInput.get<ChannelInput>()->fc1Weight);
}

void TestSeKind::parameterCount_data()
{
    QTest::addColumn<int>("channels");
    QTest::addColumn<int>("reduction");
    QTest::addColumn<long long>("weights");
    // 2·C²/r weights, then + C/r + C biases
    QTest::newRow("C 8, r 2") << 8 << 2 << 64LL;
    QTest::newRow("C 8, r 8") << 8 << 8 << 16LL;
    QTest::newRow("C 64, r 16") << 64 << 16 << 512LL;
    QTest::newRow("C 2048, r 16") << 2048 << 16 << 524288LL;
}

void TestSeKind::parameterCount()
{
    QFETCH(int, channels);
    QFETCH(int, reduction);
    QFETCH(long long, weights);
    QCOMPARE(seWeightCount(channels, reduction), weights);
    QCOMPARE(seParameterCount(channels, reduction), weights + channels / reduction + channels);
    // the count is the trace's numbers of W₁, b₁, W₂, b₂
    if (channels <= 64) {
        const ResolvedScenario r = resolved(
            R"({"kind": "se", "random": {"seed": 1, "channels": )" + std::to_string(channels) +
            R"(, "height": 2, "width": 2}, "reduction": )" + std::to_string(reduction) + "}");
        const ChannelInput& in = *r.kindInput.get<ChannelInput>();
        QCOMPARE(static_cast<long long>(in.fc1Weight.size() + in.fc1Bias.size() +
                                        in.fc2Weight.size() + in.fc2Bias.size()),
                 seParameterCount(channels, reduction));
    }
}

void TestSeKind::seResNet50ExtraParameters()
{
    // The worked check of docs/attention-kinds.md: SE-ResNet-50 (r = 16) adds, over its stages
    // of 256, 512, 1024 and 2048 channels in 3, 4, 6 and 3 blocks, Σ blocks · 2·C²/16 =
    // 3·8192 + 4·32768 + 6·131072 + 3·524288 weights.
    QCOMPARE(seResNet50ExtraWeights(16), 3LL * 8192 + 4 * 32768 + 6 * 131072 + 3 * 524288);
    QCOMPARE(seResNet50ExtraWeights(16), 2514944LL);
    // Hu et al.: "~2.5 million additional parameters" (ResNet-50's ~25 M: about 10 %)
    QVERIFY(std::abs(seResNet50ExtraWeights(16) - 2.5e6) < 0.01 * 2.5e6);
    // halving r doubles it
    QCOMPARE(seResNet50ExtraWeights(8), 2 * seResNet50ExtraWeights(16));
}

QTEST_GUILESS_MAIN(TestSeKind)
#include "tst_sekind.moc"

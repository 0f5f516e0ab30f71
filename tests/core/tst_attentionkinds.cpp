// The attention-kinds contract (core/kinds/attentionkind.h): softmax ported onto it unchanged,
// and a test kind with two stages of different shapes and two frames that goes through it.
#include "attentionkind.h"
#include "inputerror.h"
#include "kinds.h"
#include "matrixjson.h"
#include "resultjson.h"
#include "scenario.h"
#include "scenarioedit.h"
#include "softmaxkind.h"
#include "testkind.h"
#include "testmatrices.h"

#include <QtTest>

#include <nlohmann/json.hpp>

using namespace attnlab;

namespace {

ResolvedScenario resolved(const std::string& text)
{
    Warnings w;
    return resolveScenario(scenarioFromText(text, w));
}

const char* const lesson = R"({"random": {"generator": "torch", "seed": 0, "tokens": 4, "dim": 8},
    "heads": 2, "mask": {"causal": true}})";

/// A kind with parameters of its own, known only to this test: "gain" (a number) and "grid"
/// (a matrix) instead of q, k and v; its one stage and output are gain · grid. The scenario's
/// reader, writer, comparison, withKind and resolveScenario handle it without naming it.
struct GainParameters
{
    double gain = 1.0;
    Matrix grid = Matrix::Ones(2, 2);
    bool operator==(const GainParameters& o) const
    {
        return gain == o.gain && grid.rows() == o.grid.rows() && grid.cols() == o.grid.cols() &&
               grid == o.grid;
    }
};

struct GainInput // what it resolves to (no operator==: compared only as the same copy)
{
    Matrix scaled;
};

class GainTrace final : public KindTrace
{
public:
    Matrix scaled;
    Warnings none;
    int headCount() const override { return 1; }
    StageValues stage(int, int, int) const override { return {scaled, {}, 0, 0}; }
    const Matrix& output() const override { return scaled; }
    const Warnings& warnings() const override { return none; }
};

class GainKind final : public AttentionKind
{
public:
    std::string id() const override { return "test-gain"; }
    KindCapabilities capabilities() const override
    {
        KindCapabilities c;
        c.queryKeyValue = false;
        return c;
    }
    const std::vector<StageSpec>& stages() const override
    {
        static const std::vector<StageSpec> list = {
            {"scaled", StageShape::Grid, ValueRange::Signed, false, false, "gain · grid"}};
        return list;
    }
    bool ownsKey(const std::string& key) const override { return key == "gain" || key == "grid"; }
    KindValue readParameters(const nlohmann::json& j, Warnings&) const override
    {
        GainParameters p;
        if (j.contains("gain")) {
            if (!j["gain"].is_number())
                throw InputError("gain", TR_NOOP("Engine", "expected a number"));
            p.gain = j["gain"].get<double>();
        }
        if (j.contains("grid"))
            p.grid = matrixFromJson(j["grid"], "grid", 16);
        return KindValue(p);
    }
    void writeParameters(const KindValue& v, nlohmann::json& j) const override
    {
        for (const char* key : {"q", "k", "v", "random", "heads"})
            j.erase(key);
        const auto* p = v.get<GainParameters>();
        j["gain"] = p->gain;
        j["grid"] = matrixToJson(p->grid);
    }
    void conform(Scenario& s) const override
    {
        if (!s.parameters.get<GainParameters>())
            s.parameters = KindValue(GainParameters{});
        s.mask = MaskSpec{};
    }
    void resolveParameters(const Scenario& s, const std::string&,
                           ResolvedScenario& r) const override
    {
        const auto* p = s.parameters.get<GainParameters>();
        r.kindInput = KindValue(GainInput{p->gain * p->grid});
    }
    std::shared_ptr<const KindTrace> compute(const ResolvedScenario& r,
                                             const std::string&) const override
    {
        auto t = std::make_shared<GainTrace>();
        t->scaled = r.kindInput.get<GainInput>()->scaled;
        return t;
    }
};

} // namespace

class TestAttentionKinds : public QObject
{
    Q_OBJECT

private slots:
    void softmaxStages();
    void softmaxStageValuesAreTheTrace();
    void softmaxResultIsUnchanged_data();
    void softmaxResultIsUnchanged();
    void unknownKindIsRefused();
    void unknownBackendIsRefused();
    void testKindGoesThroughTheContract();
    void kindWithParametersOfItsOwn();
    void capabilitiesAreWhatTheScenarioAllows_data();
    void capabilitiesAreWhatTheScenarioAllows();
};

void TestAttentionKinds::softmaxStages()
{
    const AttentionKind& kind = attentionKind("softmax");
    QCOMPARE(kind.id(), std::string("softmax"));
    std::vector<std::string> ids;
    for (const StageSpec& s : kind.stages())
        ids.push_back(s.id);
    // The ids of every softmax file name and result key since version 1.
    QCOMPARE(ids, (std::vector<std::string>{"scores", "scaled", "masked", "weights", "output",
                                            "final"}));
    QCOMPARE(kind.defaultStage(), kind.stageIndex("weights"));
    QCOMPARE(kind.stageIndex(" Weights "), 3);
    QCOMPARE(kind.stageIndex("softmax"), -1);
    QCOMPARE(kind.stages()[3].range, ValueRange::Probability);
    QCOMPARE(kind.stages()[4].shape, StageShape::QueryFeature);
    QVERIFY(!kind.stages()[5].perHead);
    QCOMPARE(kind.backends().front(), std::string("reference"));
}

void TestAttentionKinds::softmaxStageValuesAreTheTrace()
{
    const ResolvedScenario r = resolved(lesson);
    const Trace expected = computeTrace(r.input);
    const auto trace = attentionKind("softmax").compute(r, "reference");
    QCOMPARE(trace->headCount(), 2);
    QCOMPARE(trace->frameCount(), 1);
    QVERIFY(trace->hasStages());
    QByteArray where;
    for (int head = 0; head < 2; ++head) {
        const HeadTrace& h = expected.heads[std::size_t(head)];
        const Matrix* stages[] = {&h.scores, &h.scaled, &h.masked, &h.weights, &h.output};
        for (int s = 0; s < 5; ++s) {
            const StageValues v = trace->stage(s, head, 0);
            QVERIFY2(v.values.rows() == stages[s]->rows() && v.values.cols() == stages[s]->cols(),
                     qPrintable(QString::number(s)));
            for (Eigen::Index i = 0; i < v.values.rows(); ++i)
                for (Eigen::Index j = 0; j < v.values.cols(); ++j)
                    QVERIFY(v.values(i, j) == (*stages[s])(i, j) ||
                            (std::isinf(v.values(i, j)) && std::isinf((*stages[s])(i, j))));
        }
        // The masked stages say which cells are hidden: causal, key after query.
        const StageValues w = trace->stage(SoftmaxKind::Weights, head, 0);
        QVERIFY(w.hidden(0, 1) && !w.hidden(1, 0) && !w.hidden(3, 3));
        QVERIFY(trace->stage(SoftmaxKind::Scores, head, 0).hidden.size() == 0);
        QCOMPARE(trace->stage(SoftmaxKind::Output, head, 0).firstColumn, head * 4);
    }
    QVERIFY2(near(trace->stage(SoftmaxKind::Final, 1, 0).values, expected.output, 0, where),
             where.constData());
    QVERIFY(near(trace->output(), expected.output, 0, where));
}

void TestAttentionKinds::softmaxResultIsUnchanged_data()
{
    QTest::addColumn<QString>("backend");
    QTest::newRow("reference") << QStringLiteral("reference");
    QTest::newRow("cpu") << QStringLiteral("cpu");
}

void TestAttentionKinds::softmaxResultIsUnchanged()
{
    // The kind writes exactly what resultToText wrote before the contract existed.
    QFETCH(QString, backend);
    const ResolvedScenario r = resolved(lesson);
    const AttentionKind& kind = attentionKind("softmax");
    const auto trace = kind.compute(r, backend.toStdString());
    const std::string text = kind.resultText(r, *trace, {}, {backend.toStdString()});
    Trace expected;
    const bool stages = backend == QLatin1String("reference");
    QCOMPARE(trace->hasStages(), stages);
    if (stages) {
        expected = computeTrace(r.input);
    } else {
        expected.output = trace->output();
        expected.warnings = trace->warnings();
    }
    QCOMPARE(text, resultToText(r, expected, {}, {stages, backend.toStdString()}));
    const auto json = nlohmann::json::parse(text);
    QCOMPARE(json.at("kind"), "softmax");
    QCOMPARE(json.contains("heads"), stages);
}

void TestAttentionKinds::unknownKindIsRefused()
{
    try {
        attentionKind("sparse");
        QFAIL("no error");
    } catch (const InputError& e) {
        const QString message = QString::fromStdString(e.what());
        QVERIFY2(message.contains(QLatin1String("kind")), qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("\"sparse\"")), qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("known: \"softmax\", \"linear\"")),
                 qPrintable(message));
    }
}

void TestAttentionKinds::unknownBackendIsRefused()
{
    const ResolvedScenario r = resolved(lesson);
    QVERIFY_THROWS_EXCEPTION(std::runtime_error, attentionKind("softmax").compute(r, "abacus"));
}

void TestAttentionKinds::testKindGoesThroughTheContract()
{
    testing::registerTestKind();
    const std::vector<std::string> ids = attentionKinds();
    QCOMPARE(ids.front(), std::string("softmax"));
    QVERIFY(std::find(ids.begin(), ids.end(), "test-frames") != ids.end());

    // A scenario names it; the usual inputs resolve for it.
    const ResolvedScenario r = resolved(R"({"kind": "test-frames", "q": [[1, 0], [0, 2], [1, 1]],
        "k": [[1, 1], [0, 1]], "v": [[1, 0, 2], [0, 1, 1]]})");
    QCOMPARE(r.kind, std::string("test-frames"));
    const AttentionKind& kind = attentionKind(r.kind);
    const auto trace = kind.compute(r, kind.backends().front());
    QCOMPARE(trace->frameCount(), 2);
    const StageValues p1 = trace->stage(0, 0, 1);
    QCOMPARE(p1.values.rows(), 3);
    QCOMPARE(p1.values.cols(), 2);
    QCOMPARE(p1.values(1, 1), 4.0); // 2 × (0·0 + 2·1)
    const StageValues sums = trace->stage(1, 0, 0);
    QCOMPARE(sums.values.rows(), 1);
    QCOMPARE(sums.values.cols(), 3);
    QCOMPARE(sums.values(0, 2), 3.0); // (1 + 1) + (0 + 1)

    // The generic result: "kind", the stages by id per head, the frames, the output.
    const auto json = nlohmann::json::parse(kind.resultText(r, *trace, {}, {}));
    QCOMPARE(json.at("format"), "attnlab-result");
    QCOMPARE(json.at("kind"), "test-frames");
    QCOMPARE(json.at("heads").at(0).at("products").at(1).at(1), 4.0);
    QCOMPARE(json.at("frames").size(), std::size_t(2));
    QCOMPARE(json.at("frames").at(0).at("heads").at(0).at("rowsums").at(0).at(2), 3.0);
    QCOMPARE(json.at("output").size(), std::size_t(3));
    QCOMPARE(json.at("output").at(1).at(2), 12.0); // P_1 row 1 = [4, 4]; 4·2 + 4·1
}

void TestAttentionKinds::kindWithParametersOfItsOwn()
{
    registerAttentionKind(std::make_shared<GainKind>());
    Warnings w;
    // Read: its keys are its own (no "unknown key"), and it needs no q, k or v.
    const Scenario s =
        scenarioFromText(R"({"kind": "test-gain", "gain": 3, "grid": [[1, 2], [3, 4]]})", w);
    QVERIFY2(w.empty(), w.empty() ? "" : w.front().message.c_str());
    const auto* p = s.parameters.get<GainParameters>();
    QVERIFY(p);
    QCOMPARE(p->gain, 3.0);
    QVERIFY(!s.parameters.get<int>()); // another type: nothing
    // Its errors name its keys.
    try {
        scenarioFromText(R"({"kind": "test-gain", "gain": "x"})", w);
        QFAIL("a bad gain was accepted");
    } catch (const InputError& e) {
        QCOMPARE(e.where(), std::string("gain"));
    }
    // Written back by the kind (and nothing of q, k, v or heads), read back equal.
    const nlohmann::json j = scenarioToJson(s);
    QCOMPARE(j.at("gain"), 3.0);
    QVERIFY(!j.contains("random") && !j.contains("heads"));
    Warnings again;
    QVERIFY(scenarioFromJson(j, again) == s);
    // Compared by value; a copy edited is a different scenario, the original unchanged.
    Scenario edited = s;
    QVERIFY(edited == s);
    edited.parameters.edit<GainParameters>()->gain = 4;
    QVERIFY(!(edited == s));
    QCOMPARE(s.parameters.get<GainParameters>()->gain, 3.0);
    // Resolved and computed through the contract.
    const ResolvedScenario r = resolveScenario(s);
    const AttentionKind& kind = attentionKind("test-gain");
    const auto trace = kind.compute(r, "reference");
    QCOMPARE(trace->output()(1, 1), 12.0);
    // withKind: a default when switching to it, kept while it stays, dropped when leaving.
    Warnings none;
    const Scenario softmax = scenarioFromText(lesson, none);
    const Scenario gained = withKind(softmax, "test-gain", {});
    QVERIFY(gained.parameters.get<GainParameters>());
    QVERIFY(gained.mask.isEmpty());
    QCOMPARE(withKind(s, "test-gain", {}).parameters.get<GainParameters>()->gain, 3.0);
    QVERIFY(!withKind(s, "softmax", {}).parameters);
}

void TestAttentionKinds::capabilitiesAreWhatTheScenarioAllows_data()
{
    QTest::addColumn<QString>("kind");
    for (const std::string& id : attentionKinds())
        QTest::newRow(id.c_str()) << QString::fromStdString(id);
}

void TestAttentionKinds::capabilitiesAreWhatTheScenarioAllows()
{
    // What a kind says it takes is what switching a scenario to it keeps and what resolving
    // accepts: the app enables its controls from the capabilities alone.
    QFETCH(QString, kind);
    const std::string id = kind.toStdString();
    const KindCapabilities can = attentionKind(id).capabilities();
    QVERIFY(can == kindCapabilities(id));
    if (!can.queryKeyValue) { // an input of its own: nothing that needs queries and keys
        QCOMPARE(can.masks, KindCapabilities::Masks::None);
        QVERIFY(!can.decoding && !can.sparsePatterns && !can.imagePatches);
    }
    if (can.sparsePatterns) // a pattern is a mask of any shape
        QCOMPARE(can.masks, KindCapabilities::Masks::Any);
    if (can.longInputOverview) { // the overview is a fused backend's output
        QVERIFY(attentionKind(id).backends().size() > 1);
    }

    // A self-attention scenario with every mask and decoding, switched to the kind.
    Warnings w;
    Scenario s = scenarioFromText(lesson, w);
    s.mask.window = 1;
    s.decode = DecodeSpec{};
    s.decode->prompt = 2;
    const Scenario switched = withKind(s, id, {});
    QCOMPARE(switched.decode.has_value(), can.decoding);
    if (can.masks == KindCapabilities::Masks::CausalOnly) {
        QVERIFY(switched.mask.causal);
        QVERIFY(!switched.mask.window);
    }
    if (can.masks == KindCapabilities::Masks::Any)
        QVERIFY(switched.mask.window.has_value());
    // Decoding is refused by resolving for a kind that does not decode.
    if (can.queryKeyValue) {
        Scenario decoding = switched;
        decoding.decode = DecodeSpec{};
        decoding.decode->prompt = 2;
        decoding.mask = MaskSpec{};
        decoding.mask.causal = true;
        if (can.decoding)
            QVERIFY(resolveScenario(decoding).decode.has_value());
        else
            QVERIFY_THROWS_EXCEPTION(InputError, resolveScenario(decoding));
    }
}

QTEST_GUILESS_MAIN(TestAttentionKinds)
#include "tst_attentionkinds.moc"

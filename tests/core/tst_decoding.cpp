// Decoding with a KV cache ("decode": {"prompt": p}, core/kinds/decoding.h) through the softmax
// kind's frames: every frame computed on its own (new query rows against the cache) equals the
// rows of full causal attention, for one and several heads and prompts of 0, 1, a few and all
// tokens; the frames' views (reused rows, keys not computed yet), the result JSON's "frames",
// the cost counts, and the scenario's checks.
#include "attentionkind.h"
#include "decoding.h"
#include "inputerror.h"
#include "kinds.h"
#include "kvcachedecoder.h"
#include "matrixjson.h"
#include "scenario.h"
#include "softmaxkind.h"

#include <QtTest>

#include <nlohmann/json.hpp>

using namespace attnlab;
using nlohmann::json;

namespace {

std::string decodeScenario(int tokens, int dim, int heads, int prompt, const std::string& more = {})
{
    return R"({"random": {"seed": 3, "tokens": )" + std::to_string(tokens) + R"(, "dim": )" +
           std::to_string(dim) + R"(}, "heads": )" + std::to_string(heads) +
           R"(, "decode": {"prompt": )" + std::to_string(prompt) + "}" + more + "}";
}

ResolvedScenario resolved(const std::string& text)
{
    Warnings w;
    return resolveScenario(scenarioFromText(text, w));
}

/// Full causal attention of the same inputs, computed without decoding.
Trace fullCausal(const ResolvedScenario& r)
{
    AttentionInput in = r.input;
    in.mask.causal = true;
    return computeTrace(in);
}

} // namespace

class TestDecoding : public QObject
{
    Q_OBJECT

private slots:
    void frameRows_data();
    void frameRows();
    void framesEqualFullCausalAttention_data();
    void framesEqualFullCausalAttention();
    void frameViews();
    void resultJsonHasFrames();
    void costs();
    void scenarioErrors_data();
    void scenarioErrors();
    void roundTrip();
    void cpuDecoderMatchesCausalRows_data();
    void cpuDecoderMatchesCausalRows();
};

void TestDecoding::frameRows_data()
{
    QTest::addColumn<int>("tokens");
    QTest::addColumn<int>("prompt");
    QTest::addColumn<QString>("rows");
    QTest::newRow("no prompt: token 0 alone first") << 3 << 0 << "0-1 1-2 2-3";
    QTest::newRow("prompt 1") << 3 << 1 << "0-1 1-2 2-3";
    QTest::newRow("prompt 2") << 4 << 2 << "0-2 2-3 3-4";
    QTest::newRow("prompt of every token: the prefill alone") << 4 << 4 << "0-4";
}

void TestDecoding::frameRows()
{
    QFETCH(int, tokens);
    QFETCH(int, prompt);
    QFETCH(QString, rows);
    QStringList got;
    for (const auto& [a, b] : decodeFrameRows(tokens, prompt))
        got << QStringLiteral("%1-%2").arg(a).arg(b);
    QCOMPARE(got.join(QLatin1Char(' ')), rows);
}

void TestDecoding::framesEqualFullCausalAttention_data()
{
    QTest::addColumn<int>("tokens");
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("prompt");
    QTest::addColumn<QString>("more");
    for (int heads : {1, 2, 4})
        for (int prompt : {0, 1, 3, 7})
            QTest::addRow("%d heads, prompt %d of 7", heads, prompt)
                << 7 << heads << prompt << QString();
    QTest::newRow("W_O and a window of 2")
        << 6 << 2 << 2
        << QStringLiteral(R"(, "mask": {"window": 2}, "output_projection": )"
                          R"([[1,0,0,0,0,0,0,1],[0,1,0,0,0,0,1,0],[0,0,1,0,0,1,0,0],)"
                          R"([0,0,0,1,1,0,0,0],[1,1,0,0,0,0,0,0],[0,0,1,1,0,0,0,0],)"
                          R"([0,0,0,0,1,1,0,0],[0,0,0,0,0,0,1,1]])");
}

void TestDecoding::framesEqualFullCausalAttention()
{
    QFETCH(int, tokens);
    QFETCH(int, heads);
    QFETCH(int, prompt);
    QFETCH(QString, more);
    const ResolvedScenario r =
        resolved(decodeScenario(tokens, 8, heads, prompt, more.toStdString()));
    QVERIFY(r.decode.has_value());
    QVERIFY(r.input.mask.causal); // implied
    const auto trace = attentionKind("softmax").compute(r, "reference");
    const auto& softmax = dynamic_cast<const SoftmaxTrace&>(*trace);
    const int expectedFrames = tokens - prompt + (prompt > 0 ? 1 : 0);
    QCOMPARE(trace->frameCount(), expectedFrames);
    QCOMPARE(static_cast<int>(softmax.frames().size()), expectedFrames);

    // The reference: full causal attention of the same Q, K, V (and window), no decoding.
    const Trace full = fullCausal(r);
    Matrix finalRows(tokens, full.output.cols());
    int covered = 0;
    for (const DecodeFrame& f : softmax.frames()) {
        QCOMPARE(f.begin, covered); // the frames cover the tokens in order, once
        covered = f.end;
        QCOMPARE(f.trace.heads.size(), std::size_t(heads));
        for (int h = 0; h < heads; ++h) {
            const HeadTrace& got = f.trace.heads[std::size_t(h)];
            const HeadTrace& want = full.heads[std::size_t(h)];
            QCOMPARE(got.weights.rows(), Eigen::Index(f.end - f.begin));
            QCOMPARE(got.weights.cols(), Eigen::Index(f.end)); // the cache and the new rows
            const Matrix wantWeights = want.weights.block(f.begin, 0, f.end - f.begin, f.end);
            QVERIFY2(
                (got.weights - wantWeights).cwiseAbs().maxCoeff() <= 1e-14,
                qPrintable(
                    QStringLiteral("frame %1-%2 head %3 weights").arg(f.begin).arg(f.end).arg(h)));
            // nothing beyond the frame's keys had weight in full attention either
            if (f.end < tokens)
                QCOMPARE(want.weights.block(f.begin, f.end, f.end - f.begin, tokens - f.end)
                             .cwiseAbs()
                             .maxCoeff(),
                         0.0);
            const Matrix wantOutput = want.output.middleRows(f.begin, f.end - f.begin);
            QVERIFY((got.output - wantOutput).cwiseAbs().maxCoeff() <= 1e-12);
        }
        finalRows.middleRows(f.begin, f.end - f.begin) = f.trace.output;
    }
    QCOMPARE(covered, tokens);
    QVERIFY((finalRows - full.output).cwiseAbs().maxCoeff() <= 1e-12);
    QVERIFY(softmax.framesDifference() <= 1e-12);
    // the trace's own full attention is the causal one
    QVERIFY((softmax.trace().output - full.output).cwiseAbs().maxCoeff() == 0.0);
}

void TestDecoding::frameViews()
{
    // 5 tokens, prompt 2: frames [0, 2), [2, 3), [3, 4), [4, 5)
    const ResolvedScenario r = resolved(decodeScenario(5, 4, 1, 2));
    const AttentionKind& kind = attentionKind("softmax");
    const auto trace = kind.compute(r, "reference");
    const int weights = kind.stageIndex("weights");
    const int scores = kind.stageIndex("scores");
    const int output = kind.stageIndex("output");

    const StageValues prefill = trace->stage(weights, 0, 0);
    QCOMPARE(prefill.values.rows(), Eigen::Index(2));
    QCOMPARE(prefill.values.cols(), Eigen::Index(2));
    QCOMPARE(prefill.reusedRows, 0);
    QVERIFY(prefill.hidden(0, 1) && !prefill.hidden(1, 0)); // causal inside the prefill

    const StageValues third = trace->stage(weights, 0, 2); // token 3
    QCOMPARE(third.values.rows(), Eigen::Index(4));
    QCOMPARE(third.values.cols(), Eigen::Index(4));
    QCOMPARE(third.reusedRows, 3); // rows 0 … 2 from the earlier frames
    QVERIFY(std::abs(third.values.row(3).sum() - 1.0) < 1e-12); // a softmax row
    QVERIFY(!third.hidden.row(3).any()); // the new row sees every cached key and itself
    // token 2's row was computed against 3 keys: key 3 did not exist then
    const StageValues thirdScores = trace->stage(scores, 0, 2);
    QVERIFY(thirdScores.hidden(2, 3));
    QVERIFY(!thirdScores.hidden(2, 2));
    QCOMPARE(trace->stage(output, 0, 3).values.rows(), Eigen::Index(5));
    QCOMPARE(trace->stage(output, 0, 3).reusedRows, 4);
    // the last frame's weights are full causal attention's
    const auto& softmax = dynamic_cast<const SoftmaxTrace&>(*trace);
    const StageValues last = trace->stage(weights, 0, 3);
    QVERIFY((last.values - softmax.trace().heads[0].weights).cwiseAbs().maxCoeff() <= 1e-14);
    QCOMPARE(softmax.frameOfRow(0), 0);
    QCOMPARE(softmax.frameOfRow(1), 0);
    QCOMPARE(softmax.frameOfRow(4), 3);
}

void TestDecoding::resultJsonHasFrames()
{
    const ResolvedScenario r = resolved(decodeScenario(4, 8, 2, 1));
    const AttentionKind& kind = attentionKind("softmax");
    const auto trace = kind.compute(r, "reference");
    const json j = json::parse(kind.resultText(r, *trace, {}, {}));
    QVERIFY(j.contains("heads") && j.contains("output")); // the usual keys
    const json& frames = j.at("frames");
    QCOMPARE(frames.size(), std::size_t(4));
    for (std::size_t f = 0; f < frames.size(); ++f) {
        const json& frame = frames[f];
        const int a = frame.at("query_rows")[0], b = frame.at("query_rows")[1];
        QCOMPARE(a, int(f));
        QCOMPARE(b, int(f) + 1);
        QCOMPARE(frame.at("keys").get<int>(), b);
        QCOMPARE(frame.at("heads").size(), std::size_t(2));
        const json& head = frame.at("heads")[1];
        QCOMPARE(head.at("weights").size(), std::size_t(b - a));
        QCOMPARE(head.at("weights")[0].size(), std::size_t(b));
        QCOMPARE(head.at("output")[0].size(), std::size_t(4)); // d_v / h
        // the cache: b tokens of K and V, 8 + 8 columns of float64
        QCOMPARE(frame.at("cache_bytes").get<std::int64_t>(), std::int64_t(b) * 16 * 8);
        const Matrix w = matrixFromJson(head.at("weights"), "weights", 100);
        const Matrix full = matrixFromJson(j.at("heads")[1].at("weights"), "w", 100);
        QVERIFY((w - full.block(a, 0, b - a, b)).cwiseAbs().maxCoeff() <= 1e-14);
    }
    // a fast backend keeps the output only: no frames
    const auto fast = kind.compute(r, "cpu");
    QCOMPARE(fast->frameCount(), 1);
    QVERIFY(!json::parse(kind.resultText(r, *fast, {}, {})).contains("frames"));
}

void TestDecoding::costs()
{
    const ResolvedScenario r = resolved(decodeScenario(6, 8, 2, 3));
    // (end − begin) · end · (d_k + d_v)
    QCOMPARE(decodeMultiplyAdds(r.input, 5, 6), std::int64_t(1 * 6 * 16));
    QCOMPARE(decodeMultiplyAdds(r.input, 0, 6), std::int64_t(6 * 6 * 16));
    QCOMPARE(decodeCacheBytes(r.input, 6), std::int64_t(6 * 16 * 8));
}

void TestDecoding::scenarioErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("where");
    const QString m = QStringLiteral(R"("q": [[1], [2]], "k": [[1], [2]], "v": [[1], [2]])");
    QTest::newRow("not an object") << "{" + m + R"(, "decode": 3})"
                                   << "decode";
    QTest::newRow("no prompt") << "{" + m + R"(, "decode": {}})"
                               << "decode.prompt";
    QTest::newRow("negative prompt") << "{" + m + R"(, "decode": {"prompt": -1}})"
                                     << "decode.prompt";
    QTest::newRow("prompt longer than the tokens") << "{" + m + R"(, "decode": {"prompt": 3}})"
                                                   << "decode.prompt";
    QTest::newRow("cross-attention")
        << QStringLiteral(
               R"({"q": [[1]], "k": [[1], [2]], "v": [[1], [2]], "decode": {"prompt": 0}})")
        << "decode";
    QTest::newRow("linear attention") << "{" + m + R"(, "kind": "linear", "decode": {"prompt": 1}})"
                                      << "decode";
    QTest::newRow("too many tokens")
        << QStringLiteral(R"({"random": {"tokens": 600, "dim": 2}, "decode": {"prompt": 0}})")
        << "decode";
}

void TestDecoding::scenarioErrors()
{
    QFETCH(QString, text);
    QFETCH(QString, where);
    try {
        resolved(text.toStdString());
        QFAIL("expected an InputError");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.where()), where);
    }
}

void TestDecoding::roundTrip()
{
    Warnings w;
    const Scenario a = scenarioFromText(decodeScenario(4, 4, 1, 2), w);
    QVERIFY(w.empty());
    QVERIFY(a.decode && a.decode->prompt == 2);
    const json saved = scenarioToJson(a);
    QCOMPARE(saved.at("decode").at("prompt").get<int>(), 2);
    const Scenario b = scenarioFromJson(saved, w);
    QVERIFY(a == b);
    Scenario c = b;
    c.decode->prompt = 1;
    QVERIFY(!(a == c));
}

void TestDecoding::cpuDecoderMatchesCausalRows_data()
{
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("prompt");
    QTest::newRow("1 head, no prompt") << 1 << 0;
    QTest::newRow("4 heads, prompt 5") << 4 << 5;
}

void TestDecoding::cpuDecoderMatchesCausalRows()
{
    // The float32 decoder of `bench --decode`: prefill the prompt's keys and values, then one
    // token at a time (append its k and v, step its query); every output row is full causal
    // attention's within float32's precision.
    QFETCH(int, heads);
    QFETCH(int, prompt);
    const ResolvedScenario r = resolved(decodeScenario(40, 16, heads, prompt));
    const Trace full = fullCausal(r);
    const AttentionInput& in = r.input;
    KvCacheDecoder decoder(heads, in.headDim(), in.headValueDim(), 0.0, 2);
    decoder.reserve(8); // grows as tokens come
    double worst = 0;
    for (const auto& [begin, end] : decodeFrameRows(40, prompt)) {
        decoder.append(in.k.middleRows(begin, end - begin), in.v.middleRows(begin, end - begin));
        QCOMPARE(decoder.tokens(), end);
        // the last new row sees every cached key (an earlier row of a prefill would not)
        const Matrix o = decoder.step(in.q.row(end - 1));
        worst = std::max(worst, (o.row(0) - full.concat.row(end - 1)).cwiseAbs().maxCoeff());
    }
    QCOMPARE(decoder.cacheBytes(), std::int64_t(40) * 16 * 2 * 4);
    qInfo("largest |decoder - reference| %.2g", worst);
    QVERIFY2(worst < 1e-5, qPrintable(QString::number(worst)));
}

QTEST_APPLESS_MAIN(TestDecoding)
#include "tst_decoding.moc"

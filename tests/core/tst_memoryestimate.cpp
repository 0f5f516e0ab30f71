// Memory a request needs (memoryestimate.h), the result text written without a JSON tree
// (resultToText), and the stack-size limit of attention maps.
#include "attentionmaps.h"
#include "inputerror.h"
#include "matrixjson.h"
#include "memoryestimate.h"
#include "resultjson.h"
#include "scenario.h"
#include "sizelimits.h"
#include "testfiles.h"

#include <QTest>

#include <cstdlib>

using namespace attnlab;

namespace {

ResolvedScenario resolvedFromText(const QByteArray& text)
{
    Warnings warnings;
    return resolveScenario(scenarioFromText(text.toStdString(), warnings));
}

/// Bytes the trace's matrices hold.
std::int64_t heldBytes(const Trace& trace)
{
    std::int64_t bytes = 8 * (trace.concat.size() + trace.output.size());
    for (const HeadTrace& h : trace.heads)
        bytes += 8 * (h.scores.size() + h.scaled.size() + h.masked.size() + h.exps.size() +
                      h.weights.size() + h.output.size() + h.rowMax.size() + h.rowSum.size()) +
                 h.allowed.size();
    return bytes;
}

/// Sets an environment variable for the scope of a test.
class ScopedEnv
{
public:
    ScopedEnv(const char* name, const QByteArray& value) : name_(name) { qputenv(name, value); }
    ~ScopedEnv() { qunsetenv(name_); }
    ScopedEnv(const ScopedEnv&) = delete;
    ScopedEnv& operator=(const ScopedEnv&) = delete;

private:
    const char* name_;
};

} // namespace

class TestMemoryEstimate : public QObject
{
    Q_OBJECT

private slots:
    void resultTextIsTheFormattedJson_data();
    void resultTextIsTheFormattedJson();
    void estimatesBoundWhatIsHeld_data();
    void estimatesBoundWhatIsHeld();
    void theProbesRequestIsRefused();
    void budgetFromTheEnvironment_data();
    void budgetFromTheEnvironment();
    void bytesForPeople_data();
    void bytesForPeople();
    void stacksOfTooManyMapsAreRefused_data();
    void stacksOfTooManyMapsAreRefused();
};

void TestMemoryEstimate::resultTextIsTheFormattedJson_data()
{
    QTest::addColumn<QByteArray>("scenario");
    for (const char* name :
         {"lesson-seed0.json", "translation-black-cat.json", "causal-language-model.json",
          "sliding-window.json", "multihead-output-projection.json"})
        QTest::newRow(name) << readAll(example(name));
    // Masked entries (null), a fully masked row (a warning), an unknown key (a warning), tokens
    // that need escaping, d_v != d_k.
    QTest::newRow("masked, warnings, escapes")
        << QByteArray(R"({"q": [[1, 0], [0, 1], [1e-7, -2.5]], "k": [[1, 0], [0, 1]],
            "v": [[1, 2, 3], [4, 5, 6]], "query_tokens": ["a\"b", "\u00e9", "tab\there"],
            "mask": {"allowed": [[1, 0], [0, 0], [1, 1]]}, "zz_unknown": 1})");
}

void TestMemoryEstimate::resultTextIsTheFormattedJson()
{
    QFETCH(QByteArray, scenario);
    Warnings loadWarnings;
    const Scenario s = scenarioFromText(scenario.toStdString(), loadWarnings);
    const ResolvedScenario resolved = resolveScenario(s, ATTNLAB_SOURCE_DIR "/examples");
    const Trace trace = computeTrace(resolved.input);

    // Every stage, as compute writes it with the reference engine.
    nlohmann::json tree = resultToJson(resolved, trace, loadWarnings);
    tree["backend"] = "reference";
    const std::string text = resultToText(resolved, trace, loadWarnings, {true, "reference"});
    QCOMPARE(text, formatJson(tree));
    QVERIFY(nlohmann::json::parse(text) == tree);

    // The output alone, as a fast backend's result.
    Trace outputOnly;
    outputOnly.output = trace.output;
    outputOnly.warnings = trace.warnings;
    nlohmann::json small = resultToJson(resolved, outputOnly, loadWarnings);
    small.erase("heads");
    small.erase("concat");
    small["backend"] = "cpu";
    QCOMPARE(resultToText(resolved, outputOnly, loadWarnings, {false, "cpu"}), formatJson(small));

    // No backend named: no "backend" key.
    QCOMPARE(resultToText(resolved, trace, loadWarnings),
             formatJson(resultToJson(resolved, trace, loadWarnings)));
}

void TestMemoryEstimate::estimatesBoundWhatIsHeld_data()
{
    QTest::addColumn<QByteArray>("scenario");
    QTest::newRow("64 tokens, 4 heads")
        << QByteArray(R"({"random": {"seed": 1, "tokens": 64, "dim": 16}, "heads": 4})");
    QTest::newRow("causal, 2 heads")
        << QByteArray(R"({"random": {"seed": 2, "tokens": 48, "dim": 8}, "heads": 2,
                          "mask": {"causal": true}})");
    QTest::newRow("one head of 200")
        << QByteArray(R"({"random": {"seed": 3, "tokens": 200, "dim": 4}})");
}

void TestMemoryEstimate::estimatesBoundWhatIsHeld()
{
    QFETCH(QByteArray, scenario);
    const ResolvedScenario resolved = resolvedFromText(scenario);
    const AttentionSizes sizes = AttentionSizes::of(resolved.input);
    const Trace trace = computeTrace(resolved.input);

    // The trace's matrices fit in the estimate, and the estimate is not wildly above them
    // (the margin is for the copies views make and the temporaries).
    const std::int64_t held = heldBytes(trace) + inputBytes(sizes);
    QVERIFY2(held <= traceBytes(sizes),
             qPrintable(QStringLiteral("%1 > %2").arg(held).arg(traceBytes(sizes))));
    QVERIFY(traceBytes(sizes) < 2 * held);

    // The text fits in what the writer reserves.
    const std::string text = resultToText(resolved, trace, {}, {true, "reference"});
    QVERIFY2(
        std::int64_t(text.size()) <= resultTextBytes(sizes, true),
        qPrintable(QStringLiteral("%1 > %2").arg(text.size()).arg(resultTextBytes(sizes, true))));
    QVERIFY(resultTextBytes(sizes, true) < 2 * std::int64_t(text.size()) + 64 * 1024);
    // Fused: no n_q x n_k term (twice the tokens, twice the memory), the trace's is.
    AttentionSizes twice = sizes;
    twice.queries *= 2;
    twice.keys *= 2;
    QVERIFY(fusedBytes(twice) <= 2 * fusedBytes(sizes));
    QVERIFY(traceBytes(twice) > 3 * traceBytes(sizes));
}

void TestMemoryEstimate::theProbesRequestIsRefused()
{
    // {"random": {"seed": 0, "tokens": 2048, "dim": 64}, "heads": 64}: within every size limit,
    // but 64 heads of 2048 x 2048 stages are about 14 GiB before any JSON text.
    AttentionInput big;
    big.q = Matrix::Zero(limits::maxTokens, 64);
    big.k = big.q;
    big.v = big.q;
    big.heads = limits::maxHeads;
    big.validate();
    try {
        requireResultMemory(big, true, "big.json");
        QFAIL("not refused");
    } catch (const InputError& e) {
        const QString message = QString::fromStdString(e.what());
        QVERIFY2(message.startsWith(QStringLiteral("big.json: this needs about ")),
                 qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("more than the limit of 8 GiB")),
                 qPrintable(message));
        QVERIFY(message.contains(QStringLiteral("64 heads of 2048 queries x 2048 keys")));
    }
    QVERIFY_THROWS_EXCEPTION(InputError, requireTraceMemory(big, "big.json"));
    // The output alone (a fused engine) fits.
    requireResultMemory(big, false, "big.json");
    // One head of 2048 tokens, every stage as JSON, fits too.
    big.heads = 1;
    requireResultMemory(big, true, "big.json");
}

void TestMemoryEstimate::budgetFromTheEnvironment_data()
{
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<qint64>("budget");
    const qint64 mib = 1 << 20;
    QTest::newRow("unset") << QByteArray() << limits::memoryBudgetMiB * mib;
    QTest::newRow("1 MiB") << QByteArray("1") << mib;
    QTest::newRow("64 GiB") << QByteArray("65536") << 65536 * mib;
    QTest::newRow("zero: the default") << QByteArray("0") << limits::memoryBudgetMiB * mib;
    QTest::newRow("text: the default") << QByteArray("8G") << limits::memoryBudgetMiB * mib;
    QTest::newRow("overflow: the default")
        << QByteArray("99999999999999999999") << limits::memoryBudgetMiB * mib;
}

void TestMemoryEstimate::budgetFromTheEnvironment()
{
    QFETCH(QByteArray, value);
    QFETCH(qint64, budget);
    const ScopedEnv env("ATTNLAB_MEMORY_BUDGET_MIB", value);
    if (value.isNull())
        qunsetenv("ATTNLAB_MEMORY_BUDGET_MIB");
    QCOMPARE(memoryBudgetBytes(), budget);

    // 256 tokens: 256 x 256 x 64 bytes = 4 MiB of trace.
    const ResolvedScenario resolved =
        resolvedFromText(R"({"random": {"seed": 0, "tokens": 256, "dim": 8}})");
    if (budget < 4 * (1 << 20))
        QVERIFY_THROWS_EXCEPTION(InputError, requireTraceMemory(resolved.input, "s.json"));
    else
        requireTraceMemory(resolved.input, "s.json");
}

void TestMemoryEstimate::bytesForPeople_data()
{
    QTest::addColumn<qint64>("bytes");
    QTest::addColumn<QString>("text");
    QTest::newRow("KiB") << qint64(1000) << QStringLiteral("1 KiB");
    QTest::newRow("MiB, rounded up") << qint64(3 * 1048576 + 1) << QStringLiteral("4 MiB");
    QTest::newRow("8 GiB") << qint64(8) * 1073741824 << QStringLiteral("8 GiB");
    QTest::newRow("34.3 GiB") << qint64(36828890563) << QStringLiteral("34.3 GiB");
}

void TestMemoryEstimate::bytesForPeople()
{
    QFETCH(qint64, bytes);
    QFETCH(QString, text);
    QCOMPARE(QString::fromStdString(formatBytes(bytes)), text);
}

void TestMemoryEstimate::stacksOfTooManyMapsAreRefused_data()
{
    QTest::addColumn<QList<int>>("shape");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("(4096, 256, 1, 1)") << QList<int>{4096, 256, 1, 1} << false;
    QTest::newRow("(1, 4097, 1, 1)") << QList<int>{1, 4097, 1, 1} << false;
    QTest::newRow("(4097, 1, 1)") << QList<int>{4097, 1, 1} << false;
    QTest::newRow("(64, 64, 1, 1): the limit") << QList<int>{64, 64, 1, 1} << true;
    QTest::newRow("(4096, 1, 1)") << QList<int>{4096, 1, 1} << true;
}

void TestMemoryEstimate::stacksOfTooManyMapsAreRefused()
{
    QFETCH(QList<int>, shape);
    QFETCH(bool, accepted);
    NdArray array;
    for (int n : shape)
        array.shape.push_back(std::size_t(n));
    array.data.assign(array.size(), 1.0);
    if (accepted) {
        const AttentionMaps maps = attentionMapsFromArray(array, "w.npy");
        QCOMPARE(std::int64_t(maps.maps.size()), std::int64_t(array.size()));
        return;
    }
    try {
        attentionMapsFromArray(array, "w.npy");
        QFAIL("not refused");
    } catch (const InputError& e) {
        const QString message = QString::fromStdString(e.what());
        QVERIFY2(message.startsWith(QStringLiteral("w.npy: ")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("more than the limit of 4096")),
                 qPrintable(message));
    }
}

QTEST_GUILESS_MAIN(TestMemoryEstimate)
#include "tst_memoryestimate.moc"

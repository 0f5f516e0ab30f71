// attnlab-cli on channel attention (Squeeze-and-Excitation): the real binary computes, explains
// and renders examples/se-channel-attention.json, with the numbers of the core's own trace, and
// refuses bad scenarios naming the key.
#include "clirun.h"
#include "kinds.h"
#include "scenario.h"
#include "sekind.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

using namespace attnlab;

namespace {

CliRun cli(const QStringList& args)
{
    return runCli(args, 60000);
}

QString exampleFile()
{
    return example("se-channel-attention.json");
}

/// The example's trace, computed here by the core.
std::shared_ptr<const SeTrace> exampleTrace()
{
    Warnings w;
    const Scenario s = scenarioFromText(readAll(exampleFile()).toStdString(), w);
    const ResolvedScenario r = resolveScenario(s);
    return std::dynamic_pointer_cast<const SeTrace>(attentionKind("se").compute(r, "reference"));
}

} // namespace

class TestCliSe : public QObject
{
    Q_OBJECT

private slots:
    void compute();
    void computeToNpy();
    void explainAChannel();
    void renderEveryStage();
    void badScenarioNamesTheKey_data();
    void badScenarioNamesTheKey();
};

void TestCliSe::compute()
{
    const CliRun r = cli({QStringLiteral("compute"), exampleFile()});
    QCOMPARE(r.exitCode, 0);
    const auto j = nlohmann::json::parse(r.out.toStdString());
    QCOMPARE(j.at("format").get<std::string>(), std::string("attnlab-result"));
    QCOMPARE(j.at("kind").get<std::string>(), std::string("se"));
    const auto t = exampleTrace();
    QCOMPARE(j.at("gates").size(), std::size_t(8));
    QCOMPARE(j.at("hidden").size(), std::size_t(4));
    for (int c = 0; c < 8; ++c) {
        QCOMPARE(j.at("gates")[std::size_t(c)].get<double>(), t->gates(c));
        QCOMPARE(j.at("squeeze")[std::size_t(c)].get<double>(), t->squeeze(c));
    }
    // output: 8 × 4 × 4, channel 7's (3, 2)
    QCOMPARE(j.at("output").size(), std::size_t(8));
    QCOMPARE(j.at("output")[7].size(), std::size_t(4));
    QCOMPARE(j.at("output")[7][3][2].get<double>(), t->scaled(7, 3 * 4 + 2));
    QCOMPARE(j.at("parameters").get<long long>(), seParameterCount(8, 2));
    QVERIFY(j.at("warnings").empty());
}

void TestCliSe::computeToNpy()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("out.npy"));
    const CliRun r = cli({QStringLiteral("compute"), exampleFile(), QStringLiteral("--out"), out});
    QCOMPARE(r.exitCode, 0);
    // a float64 array of 8 × 16 after its header
    QCOMPARE(readAll(out).size() % 8, 0);
    QVERIFY(readAll(out).size() >= 8 * 16 * 8);
    QVERIFY(readAll(out).contains("(8, 16)"));
}

void TestCliSe::explainAChannel()
{
    const CliRun r = cli({QStringLiteral("explain"), exampleFile(), QStringLiteral("--query"),
                          QStringLiteral("7"), QStringLiteral("--decimals"), QStringLiteral("4")});
    QCOMPARE(r.exitCode, 0);
    const QString text = QString::fromUtf8(r.out);
    QVERIFY2(text.startsWith(QStringLiteral("Channel attention: Squeeze-and-Excitation")),
             r.out.constData());
    const auto t = exampleTrace();
    for (const QString& s :
         {QStringLiteral("Squeezed channel z_7"), QStringLiteral("Gate s_7 of channel 7"),
          QStringLiteral("1. Squeeze"), QStringLiteral("2. Bottleneck"), QStringLiteral("3. Gate"),
          QString::number(t->gates(7), 'f', 4), QStringLiteral("76 in all")})
        QVERIFY2(text.contains(s), qPrintable(s));
    const CliRun past = cli(
        {QStringLiteral("explain"), exampleFile(), QStringLiteral("--query"), QStringLiteral("8")});
    QCOMPARE(past.exitCode, 2);
    QVERIFY2(past.err.contains("--query: 8 is out of range; the scenario has 8 rows to explain "
                               "(0 to 7)"),
             past.err.constData());
}

void TestCliSe::renderEveryStage()
{
    QTemporaryDir dir;
    const CliRun r = cli({QStringLiteral("render"), exampleFile(), QStringLiteral("--all-stages"),
                          QStringLiteral("--out-dir"), dir.path()});
    QCOMPARE(r.exitCode, 0);
    for (const char* stage : {"input", "squeeze", "hidden", "gates", "output"})
        QVERIFY2(QFile::exists(dir.filePath(QLatin1String(stage) + QStringLiteral(".png"))), stage);
    const QString svg = dir.filePath(QStringLiteral("gates.svg"));
    const CliRun one = cli({QStringLiteral("render"), exampleFile(), QStringLiteral("--stage"),
                            QStringLiteral("gates"), QStringLiteral("--out"), svg});
    QCOMPARE(one.exitCode, 0);
    const QByteArray text = readAll(svg);
    QVERIFY(text.contains("0.149") && text.contains("0.974")); // the gates, annotated
    const CliRun weights = cli({QStringLiteral("render"), exampleFile(), QStringLiteral("--stage"),
                                QStringLiteral("weights"), QStringLiteral("--out"), svg});
    QCOMPARE(weights.exitCode, 2);
    QVERIFY2(weights.err.contains("known: input, squeeze, hidden, gates, output"),
             weights.err.constData());
}

void TestCliSe::badScenarioNamesTheKey_data()
{
    QTest::addColumn<QByteArray>("scenario");
    QTest::addColumn<QByteArray>("message");
    QTest::newRow("r does not divide C")
        << QByteArray(R"({"kind": "se", "random": {"channels": 6, "height": 2, "width": 2},
                         "reduction": 4})")
        << QByteArray("reduction: 6 channels cannot be reduced by 4");
    QTest::newRow("feature_map a name")
        << QByteArray(R"({"kind": "se", "feature_map": "relu"})")
        << QByteArray("feature_map: for \"kind\": \"se\" the input feature map");
    QTest::newRow("fc1 of the wrong shape")
        << QByteArray(R"({"kind": "se", "random": {"channels": 4, "height": 2, "width": 2},
                         "fc1": {"weight": [[1, 2, 3]]}})")
        << QByteArray("fc1.weight: is 1 × 3, expected 2 × 4");
}

void TestCliSe::badScenarioNamesTheKey()
{
    QFETCH(QByteArray, scenario);
    QFETCH(QByteArray, message);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.json"));
    writeAll(path, scenario);
    const CliRun r = cli({QStringLiteral("compute"), path});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), r.err.constData());
}

QTEST_GUILESS_MAIN(TestCliSe)
#include "tst_clise.moc"

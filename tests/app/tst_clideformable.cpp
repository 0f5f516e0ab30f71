// attnlab-cli on deformable attention: the real binary computes, explains and renders
// examples/deformable-attention.json, with the numbers of the core's own trace, and refuses bad
// scenarios naming the key.
#include "clirun.h"
#include "deformablekind.h"
#include "kinds.h"
#include "scenario.h"
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
    return example("deformable-attention.json");
}

/// The example's trace, computed here by the core.
std::shared_ptr<const DeformableTrace> exampleTrace()
{
    Warnings w;
    const Scenario s = scenarioFromText(readAll(exampleFile()).toStdString(), w);
    const ResolvedScenario r = resolveScenario(s);
    return std::dynamic_pointer_cast<const DeformableTrace>(
        attentionKind("deformable").compute(r, "reference"));
}

} // namespace

class TestCliDeformable : public QObject
{
    Q_OBJECT

private slots:
    void compute();
    void explainAQuery();
    void renderEveryStage();
    void levelsOfAPicture();
    void badScenarioNamesTheKey_data();
    void badScenarioNamesTheKey();
};

void TestCliDeformable::compute()
{
    const CliRun r = cli({QStringLiteral("compute"), exampleFile()});
    QCOMPARE(r.exitCode, 0);
    const auto j = nlohmann::json::parse(r.out.toStdString());
    QCOMPARE(j.at("format").get<std::string>(), std::string("attnlab-result"));
    QCOMPARE(j.at("kind").get<std::string>(), std::string("deformable"));
    const auto t = exampleTrace();
    QCOMPARE(j.at("attention_weights").size(), std::size_t(3));
    for (int i = 0; i < 3; ++i)
        for (int m = 0; m < 2; ++m)
            for (int k = 0; k < 4; ++k) {
                QCOMPARE(j.at("attention_weights")[std::size_t(i)][std::size_t(m)][std::size_t(k)]
                             .get<double>(),
                         t->weights(i, m * 4 + k));
                const auto& p = j.at("queries")[std::size_t(i)].at("heads")[std::size_t(m)].at(
                    "points")[std::size_t(k)];
                QCOMPARE(p.at("pixel")[1].get<double>(), t->sample(i, m, 0, k).pixelY);
                QCOMPARE(p.at("sample")[1].get<double>(), t->sample(i, m, 0, k).value(1));
            }
    for (int i = 0; i < 3; ++i)
        for (int c = 0; c < 4; ++c)
            QCOMPARE(j.at("output")[std::size_t(i)][std::size_t(c)].get<double>(), t->result(i, c));
    QVERIFY(j.at("warnings").empty());
}

void TestCliDeformable::explainAQuery()
{
    const CliRun r = cli({QStringLiteral("explain"), exampleFile(), QStringLiteral("--query"),
                          QStringLiteral("1"), QStringLiteral("--decimals"), QStringLiteral("4")});
    QCOMPARE(r.exitCode, 0);
    const QString text = QString::fromUtf8(r.out);
    QVERIFY2(text.startsWith(QStringLiteral("Deformable attention")), r.out.constData());
    const auto t = exampleTrace();
    for (const QString& s :
         {QStringLiteral("Output o_1[0]: head 0"), QStringLiteral("Output o_1[2]: head 1"),
          QStringLiteral("bilinear sample"), QStringLiteral("outside: 0"),
          QStringLiteral("Weighted sum"), QString::number(t->result(1, 0), 'f', 4),
          QStringLiteral("= 24 samples")})
        QVERIFY2(text.contains(s), qPrintable(s));
    const CliRun past = cli(
        {QStringLiteral("explain"), exampleFile(), QStringLiteral("--query"), QStringLiteral("3")});
    QCOMPARE(past.exitCode, 2);
    QVERIFY2(past.err.contains("--query: 3 is out of range"), past.err.constData());
    // --head is the kind's: 2 heads
    const CliRun head = cli(
        {QStringLiteral("explain"), exampleFile(), QStringLiteral("--head"), QStringLiteral("2")});
    QCOMPARE(head.exitCode, 2);
    QVERIFY2(head.err.contains("2 heads (0 to 1)"), head.err.constData());
}

void TestCliDeformable::renderEveryStage()
{
    QTemporaryDir dir;
    const CliRun r = cli({QStringLiteral("render"), exampleFile(), QStringLiteral("--all-stages"),
                          QStringLiteral("--all-heads"), QStringLiteral("--out-dir"), dir.path()});
    QCOMPARE(r.exitCode, 0);
    for (const char* file :
         {"map", "logits-head0", "logits-head1", "weights-head0", "weights-head1", "output"})
        QVERIFY2(QFile::exists(dir.filePath(QLatin1String(file) + QStringLiteral(".png"))),
                 qPrintable(QDir(dir.path()).entryList().join(QLatin1Char(' '))));
    const QString svg = dir.filePath(QStringLiteral("weights.svg"));
    const CliRun one = cli({QStringLiteral("render"), exampleFile(), QStringLiteral("--stage"),
                            QStringLiteral("weights"), QStringLiteral("--head"),
                            QStringLiteral("1"), QStringLiteral("--out"), svg});
    QCOMPARE(one.exitCode, 0);
    const QByteArray text = readAll(svg);
    const auto t = exampleTrace();
    QVERIFY(text.contains(QByteArray::number(t->weights(0, 5), 'f', 3))); // annotated
    const CliRun gates = cli({QStringLiteral("render"), exampleFile(), QStringLiteral("--stage"),
                              QStringLiteral("gates"), QStringLiteral("--out"), svg});
    QCOMPARE(gates.exitCode, 2);
    QVERIFY2(gates.err.contains("known: map, logits, weights, output"), gates.err.constData());
}

void TestCliDeformable::levelsOfAPicture()
{
    // examples/deformable-multilevel.json: the lesson's picture at strides 8, 16 and 32, read
    // by the app's PNG decoder
    const QString file = example("deformable-multilevel.json");
    const CliRun r = cli({QStringLiteral("compute"), file});
    QCOMPARE(r.exitCode, 0);
    const auto j = nlohmann::json::parse(r.out.toStdString());
    QCOMPARE(j.at("levels").size(), std::size_t(3));
    for (std::size_t l = 0; l < 3; ++l)
        QCOMPARE(j.at("levels")[l].at("width").get<int>(), 80 >> l);
    QCOMPARE(j.at("map").at("dim").get<int>(), 19);
    const auto& points = j.at("queries")[0].at("heads")[0].at("points");
    QCOMPARE(points.size(), std::size_t(12)); // L·K
    QCOMPARE(points[4].at("level").get<int>(), 1);
    // the preset through the projections: zero weights, so the bias (k + 1, 0) on every level
    QCOMPARE(j.at("query_projection").at("offsets")[0][0][2][3][0].get<double>(), 4.0);
    QCOMPARE(j.at("attention_weights")[1][0].size(), std::size_t(12));
    const CliRun explained =
        cli({QStringLiteral("explain"), file, QStringLiteral("--query"), QStringLiteral("2")});
    QCOMPARE(explained.exitCode, 0);
    QVERIFY(explained.out.contains("level 2 (20 × 20), point 3"));
    QVERIFY(explained.out.contains("Δx = b + "));
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("map.png"));
    const CliRun rendered =
        cli({QStringLiteral("render"), file, QStringLiteral("--stage"), QStringLiteral("map"),
             QStringLiteral("--frame"), QStringLiteral("2"), QStringLiteral("--out"), png});
    QVERIFY2(rendered.exitCode == 0, rendered.err.constData());
    QVERIFY(QFile::exists(png));
}

void TestCliDeformable::badScenarioNamesTheKey_data()
{
    QTest::addColumn<QByteArray>("scenario");
    QTest::addColumn<QByteArray>("message");
    QTest::newRow("heads do not divide d")
        << QByteArray(R"({"kind": "deformable", "random": {"height": 4, "width": 4, "dim": 4},
                         "heads": 3, "reference_points": [[0.5, 0.5]],
                         "sampling_offsets": "deformable_detr"})")
        << QByteArray("heads: 4 channels cannot be split into 3 heads");
    QTest::newRow("offsets of the wrong shape")
        << QByteArray(R"({"kind": "deformable", "random": {"height": 4, "width": 4, "dim": 4},
                         "reference_points": [[0.5, 0.5]], "points": 2,
                         "sampling_offsets": [[[[1, 0]]]]})")
        << QByteArray("sampling_offsets: is 1 × 1 × 1 × 2, expected n_q × M × L × K × 2 = 1 × 1 × "
                      "1 × 2 × 2");
    QTest::newRow("reference point outside")
        << QByteArray(R"({"kind": "deformable", "random": {"height": 4, "width": 4, "dim": 4},
                         "reference_points": [[1.5, 0.5]], "sampling_offsets": "deformable_detr"})")
        << QByteArray("reference_points[0][0]: a reference point is normalised");
}

void TestCliDeformable::badScenarioNamesTheKey()
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

QTEST_GUILESS_MAIN(TestCliDeformable)
#include "tst_clideformable.moc"

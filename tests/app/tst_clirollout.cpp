// attnlab-cli rollout, flow and heads end to end, on the NumPy fixtures of
// scripts/fixtures/make_rollout_fixtures.py (tests/core/data/rollout): the --json shapes and
// numbers (NumPy's to 1e-12), the text with its row-sum check and tokens, --out written as .npy,
// CSV and JSON statistics, --like; bad input refused with exit 2 naming the file and the place;
// translate --stack-out feeding rollout.
#include "clirun.h"
#include "npy.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <cmath>
#include <fstream>
#include <limits>

namespace {

const QString dataDir = QStringLiteral(ATTNLAB_SOURCE_DIR "/tests/core/data/rollout");
const QString stackPath = dataDir + QStringLiteral("/stack.npy");

const nlohmann::json& expected()
{
    static const nlohmann::json j = [] {
        std::ifstream in((dataDir + QStringLiteral("/expected.json")).toStdString());
        return nlohmann::json::parse(in);
    }();
    return j;
}

/// The largest |a − b| of a JSON n × n array and a fixture's, infinity when the shapes differ.
double maxDifference(const QJsonArray& a, const nlohmann::json& b)
{
    if (a.size() != qsizetype(b.size()))
        return std::numeric_limits<double>::infinity();
    double worst = 0;
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QJsonArray row = a[i].toArray();
        const nlohmann::json& want = b[static_cast<std::size_t>(i)];
        if (row.size() != qsizetype(want.size()))
            return std::numeric_limits<double>::infinity();
        for (qsizetype j = 0; j < row.size(); ++j)
            worst = std::max(worst, std::abs(row[j].toDouble() -
                                             want[static_cast<std::size_t>(j)].get<double>()));
    }
    return worst;
}

/// Writes a .npy of the given shape and values (C order) into dir.
QString writeStack(const QTemporaryDir& dir, const char* name, std::vector<std::size_t> shape,
                   std::vector<double> data)
{
    attnlab::NdArray a;
    a.shape = std::move(shape);
    a.data = std::move(data);
    const QString path = dir.filePath(QLatin1String(name));
    const std::string bytes = attnlab::writeNpy(a);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) ||
        f.write(bytes.data(), qint64(bytes.size())) != qint64(bytes.size()))
        qFatal("cannot write a test file");
    return path;
}

/// n x n maps, every row uniform, for layers x heads.
std::vector<double> uniform(std::size_t layers, std::size_t heads, std::size_t n)
{
    return std::vector<double>(layers * heads * n * n, 1.0 / double(n));
}

} // namespace

class TestCliRollout : public QObject
{
    Q_OBJECT

private slots:
    void rolloutJson_data();
    void rolloutJson();
    void rolloutText();
    void flowJson();
    void outNpy_data();
    void outNpy();
    void headsJson();
    void headsCsv();
    void headsLike();
    void refused_data();
    void refused();
    void unnormalisedRowsWarn();
    void tokensThatDoNotFit();
    void translatorStack();
};

void TestCliRollout::rolloutJson_data()
{
    QTest::addColumn<int>("index");
    const nlohmann::json& cases = expected().at("rollout");
    for (std::size_t i = 0; i < cases.size(); ++i) {
        const nlohmann::json& c = cases[i];
        const std::string name = c.at("fusion").get<std::string>() + " " +
                                 std::to_string(c.at("residual").get<double>()) + " " +
                                 std::to_string(c.at("layers")[0].get<int>()) + ":" +
                                 std::to_string(c.at("layers")[1].get<int>());
        QTest::newRow(name.c_str()) << int(i);
    }
}

void TestCliRollout::rolloutJson()
{
    QFETCH(int, index);
    const nlohmann::json& c = expected().at("rollout")[static_cast<std::size_t>(index)];
    const int first = c.at("layers")[0].get<int>();
    const int end = c.at("layers")[1].get<int>();
    const CliRun r = runCli(
        {QStringLiteral("rollout"), stackPath, QStringLiteral("--head-fusion"),
         QString::fromStdString(c.at("fusion").get<std::string>()), QStringLiteral("--residual"),
         QString::number(c.at("residual").get<double>(), 'g', 17), QStringLiteral("--layers"),
         QStringLiteral("%1:%2").arg(first).arg(end), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    const QJsonObject o = cliJson(r);
    QStringList keys = o.keys();
    keys.sort();
    QCOMPARE(keys, QStringList({QStringLiteral("head_fusion"), QStringLiteral("layers"),
                                QStringLiteral("max_row_sum_deviation"), QStringLiteral("residual"),
                                QStringLiteral("rollout"), QStringLiteral("tokens")}));
    const double d = maxDifference(o[QLatin1String("rollout")].toArray(), c.at("rollout"));
    QVERIFY2(d < 1e-12, qPrintable(QString::number(d)));
    QCOMPARE(o[QLatin1String("layers")].toArray(), QJsonArray({first, end}));
    QCOMPARE(o[QLatin1String("tokens")].toArray(),
             QJsonArray({"[CLS]", "the", "cat", "sat", "down", "[SEP]"}));
    const QJsonObject check = o[QLatin1String("max_row_sum_deviation")].toObject();
    QVERIFY(check[QLatin1String("rollout")].toDouble(1) < 1e-14);
    QVERIFY(check[QLatin1String("residual_maps")].toDouble(1) < 1e-14);
}

void TestCliRollout::rolloutText()
{
    const CliRun r = runCli({QStringLiteral("rollout"), stackPath});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("3 layers x 4 heads, 6 tokens"), r.out.constData());
    QVERIFY2(r.out.contains("rollout of layers 0 to 2, heads fused by mean, "
                            "\xc3\x82 = rownorm(0.5 A + 0.5 I)"),
             r.out.constData());
    QVERIFY2(r.out.contains("rows sum to 1: largest |row sum - 1| "), r.out.constData());
    // the table, labelled by the tokens beside the file: J[0][0] = 0.3300 (NumPy 0.33004…)
    QVERIFY2(r.out.contains("[CLS]   0.3300"), r.out.constData());
    QCOMPARE(r.out.count('\n'), 4 + 1 + 6);
}

void TestCliRollout::flowJson()
{
    const nlohmann::json& c = expected().at("flow")[0]; // mean, 0.5, 0:3
    QCOMPARE(c.at("fusion").get<std::string>(), std::string("mean"));
    const CliRun r = runCli({QStringLiteral("flow"), stackPath, QStringLiteral("--json"),
                             QStringLiteral("--threads"), QStringLiteral("2")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = cliJson(r);
    QVERIFY(maxDifference(o[QLatin1String("flow")].toArray(), c.at("flow")) < 1e-12);
    QVERIFY(maxDifference(o[QLatin1String("flow_values")].toArray(), c.at("values")) < 1e-12);
    QCOMPARE(o[QLatin1String("head_fusion")].toString(), QStringLiteral("mean"));
    QCOMPARE(o[QLatin1String("residual")].toDouble(), 0.5);
    QVERIFY(o[QLatin1String("max_row_sum_deviation")][QLatin1String("flow")].toDouble(1) < 1e-14);
    // the text names the number of maximum flows
    const CliRun text =
        runCli({QStringLiteral("flow"), stackPath, QStringLiteral("--layers"),
                QStringLiteral("1:3"), QStringLiteral("--head-fusion"), QStringLiteral("max"),
                QStringLiteral("--residual"), QStringLiteral("0.3")});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("flow through layers 1 to 2, heads fused by max, capacities "
                               "\xc3\x82 = rownorm(0.7 A + 0.3 I)"),
             text.out.constData());
    QVERIFY2(text.out.contains("36 maximum flows in "), text.out.constData());
}

void TestCliRollout::outNpy_data()
{
    QTest::addColumn<QString>("command");
    QTest::newRow("rollout") << "rollout";
    QTest::newRow("flow") << "flow";
}

void TestCliRollout::outNpy()
{
    QFETCH(QString, command);
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("j.npy"));
    const CliRun r = runCli({command, stackPath, QStringLiteral("--out"), out});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("written to " + out.toUtf8()), r.out.constData());
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    const attnlab::NdArray a =
        attnlab::readNpy(std::string(bytes.constData(), std::size_t(bytes.size())), "j.npy");
    QCOMPARE(a.shape, (std::vector<std::size_t>{6, 6}));
    const nlohmann::json& want = command == QLatin1String("rollout")
                                     ? expected().at("rollout")[0].at("rollout")
                                     : expected().at("flow")[0].at("flow");
    for (std::size_t i = 0; i < 36; ++i)
        QVERIFY(std::abs(a.data[i] - want[i / 6][i % 6].get<double>()) < 1e-12);
    // nothing else left in the folder (written atomically: no temporary file)
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("j.npy")});
    // a folder that does not exist: exit 1 naming the file
    const QString nowhere = dir.filePath(QStringLiteral("no/j.npy"));
    const CliRun failed = runCli({command, stackPath, QStringLiteral("--out"), nowhere});
    QCOMPARE(failed.exitCode, 1);
    QVERIFY2(failed.err.contains(nowhere.toUtf8() + ": cannot write"), failed.err.constData());
}

void TestCliRollout::headsJson()
{
    const CliRun r = runCli({QStringLiteral("heads"), stackPath, QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray heads = cliJson(r)[QLatin1String("heads")].toArray();
    const nlohmann::json& want = expected().at("stats");
    QCOMPARE(heads.size(), qsizetype(want.size()));
    for (qsizetype k = 0; k < heads.size(); ++k) {
        const QJsonObject h = heads[k].toObject();
        QCOMPARE(h.keys().size(), 8);
        for (const auto& [key, value] : want[static_cast<std::size_t>(k)].items())
            QVERIFY2(std::abs(h[QString::fromStdString(key)].toDouble(-1) - value.get<double>()) <
                         1e-12,
                     key.c_str());
    }
}

void TestCliRollout::headsCsv()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("heads.csv"));
    // the format from the file's name
    const CliRun r = runCli({QStringLiteral("heads"), stackPath, QStringLiteral("--out"), out});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.isEmpty());
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = f.readAll().split('\n');
    QCOMPARE(lines.size(), 1 + 12 + 1); // the header, 12 heads, the final line end
    QCOMPARE(lines[0], QByteArray("layer,head,entropy_bits,mean_distance,first_token,"
                                  "previous_token,diagonal,keys_for_90"));
    const QList<QByteArray> cells = lines[7].split(','); // layer 1, head 2
    QCOMPARE(cells.size(), 8);
    QCOMPARE(cells[0], QByteArray("1"));
    QCOMPARE(cells[1], QByteArray("2"));
    QVERIFY(std::abs(cells[5].toDouble() -
                     expected().at("stats")[6].at("previous_token").get<double>()) < 1e-15);
    // --csv on the terminal: the same bytes
    const CliRun csv = runCli({QStringLiteral("heads"), stackPath, QStringLiteral("--csv")});
    QCOMPARE(csv.exitCode, 0);
    f.seek(0);
    QCOMPARE(csv.out, f.readAll());
    // the table
    const CliRun table = runCli({QStringLiteral("heads"), stackPath});
    QVERIFY2(table.out.contains("entropy (bits)  mean distance  on the first token"),
             table.out.constData());
    QCOMPARE(table.out.count('\n'), 2 + 12);
}

void TestCliRollout::headsLike()
{
    const CliRun r = runCli({QStringLiteral("heads"), stackPath, QStringLiteral("--like"),
                             QStringLiteral("0:0"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = cliJson(r);
    QCOMPARE(o[QLatin1String("like")][QLatin1String("distance")].toString(), QStringLiteral("js"));
    const QJsonArray heads = o[QLatin1String("heads")].toArray();
    QCOMPARE(heads.size(), 11);
    double previous = 0;
    for (const QJsonValue& v : heads) {
        const int layer = v[QLatin1String("layer")].toInt();
        const int head = v[QLatin1String("head")].toInt();
        const double d = v[QLatin1String("distance")].toDouble();
        QVERIFY(d >= previous);
        previous = d;
        QVERIFY(std::abs(d - expected()
                                 .at("similar")
                                 .at("js")[std::size_t(layer)][std::size_t(head)]
                                 .get<double>()) < 1e-12);
    }
    const CliRun frobenius =
        runCli({QStringLiteral("heads"), stackPath, QStringLiteral("--like"), QStringLiteral("2:3"),
                QStringLiteral("--distance"), QStringLiteral("frobenius")});
    QCOMPARE(frobenius.exitCode, 0);
    QVERIFY2(frobenius.out.startsWith("heads like layer 2, head 3 of "), frobenius.out.constData());
    QCOMPARE(frobenius.out.count('\n'), 2 + 11);
}

void TestCliRollout::refused_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("message");
    const QString s = stackPath;
    QTest::newRow("no file") << QStringList{QStringLiteral("rollout")}
                             << QByteArray("rollout: no weights file given (WEIGHTS.npy)");
    QTest::newRow("missing file") << QStringList{QStringLiteral("flow"),
                                                 QStringLiteral("/nonexistent/w.npy")}
                                  << QByteArray("flow: /nonexistent/w.npy: no such file");
    QTest::newRow("fusion") << QStringList{QStringLiteral("rollout"), s,
                                           QStringLiteral("--head-fusion"),
                                           QStringLiteral("median")}
                            << QByteArray("rollout: --head-fusion: expected mean, max or min, got "
                                          "'median'");
    QTest::newRow("residual") << QStringList{QStringLiteral("rollout"), s,
                                             QStringLiteral("--residual"), QStringLiteral("2")}
                              << QByteArray("rollout: --residual: expected a number from 0 to 1, "
                                            "got '2'");
    QTest::newRow("layers beyond")
        << QStringList{QStringLiteral("flow"), s, QStringLiteral("--layers"), QStringLiteral("2:5")}
        << QByteArray("flow: --layers: layers 2:5: the weights have 3 layers (0 to 2)");
    QTest::newRow("out not npy") << QStringList{QStringLiteral("rollout"), s,
                                                QStringLiteral("--out"), QStringLiteral("j.txt")}
                                 << QByteArray("rollout: --out: expected a .npy file name, got "
                                               "'j.txt'");
    QTest::newRow("out is the input")
        << QStringList{QStringLiteral("rollout"), s, QStringLiteral("--out"), s}
        << QByteArray("is the weights being read");
    QTest::newRow("threads") << QStringList{QStringLiteral("flow"), s, QStringLiteral("--threads"),
                                            QStringLiteral("0")}
                             << QByteArray(
                                    "flow: --threads: expected a whole number from 1 to 256");
    QTest::newRow("json and csv") << QStringList{QStringLiteral("heads"), s,
                                                 QStringLiteral("--json"), QStringLiteral("--csv")}
                                  << QByteArray("heads: --json and --csv exclude each other");
    QTest::newRow("like beyond") << QStringList{QStringLiteral("heads"), s,
                                                QStringLiteral("--like"), QStringLiteral("3:0")}
                                 << QByteArray("heads: --like: there is no head 0 in layer 3; ");
    QTest::newRow("like text") << QStringList{QStringLiteral("heads"), s, QStringLiteral("--like"),
                                              QStringLiteral("x")}
                               << QByteArray("heads: --like: expected LAYER:HEAD (such as 1:3), "
                                             "got 'x'");
    QTest::newRow("distance without like")
        << QStringList{QStringLiteral("heads"), s, QStringLiteral("--distance"),
                       QStringLiteral("frobenius")}
        << QByteArray("heads: --distance belongs to --like");
    // files written by the test: see refused()
    QTest::newRow("5-d") << QStringList{QStringLiteral("rollout"), QStringLiteral("@5d")}
                         << QByteArray("5d.npy: expected attention weights of shape (n_q, n_k), "
                                       "(heads, n_q, n_k) or (layers, heads, n_q, n_k), found 5 "
                                       "dimensions, shape (1, 1, 1, 2, 2) (still with the batch "
                                       "dimension?");
    QTest::newRow("NaN") << QStringList{QStringLiteral("heads"), QStringLiteral("@nan")}
                         << QByteArray("nan.npy layer 0, head 1, row 1, column 0: NaN is not a "
                                       "weight");
    QTest::newRow("negative") << QStringList{QStringLiteral("flow"), QStringLiteral("@negative")}
                              << QByteArray("negative.npy layer 0, head 0, row 0, column 1: a "
                                            "negative weight (-0.5)");
    QTest::newRow("cross-attention")
        << QStringList{QStringLiteral("rollout"), QStringLiteral("@cross")}
        << QByteArray("cross.npy: these maps are 2 x 3 (cross-attention): rollout, flow and head "
                      "statistics need self-attention (n x n)");
    QTest::newRow("flow beyond 64 tokens")
        << QStringList{QStringLiteral("flow"), QStringLiteral("@wide")}
        << QByteArray("wide.npy: attention flow takes at most 64 tokens (n\xc2\xb2 maximum flows); "
                      "these maps have 65 (rollout has no such limit)");
    QTest::newRow("flow beyond 12 layers")
        << QStringList{QStringLiteral("flow"), QStringLiteral("@deep")}
        << QByteArray("deep.npy: attention flow takes at most 12 layers; layers 0:13 are 13 "
                      "(choose a range: --layers a:b)");
}

void TestCliRollout::refused()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, message);
    QTemporaryDir dir;
    // "@name": a file written here
    for (QString& a : args) {
        if (!a.startsWith(u'@'))
            continue;
        const QByteArray name = a.mid(1).toUtf8() + ".npy";
        if (a == QLatin1String("@5d"))
            a = writeStack(dir, name.constData(), {1, 1, 1, 2, 2}, uniform(1, 1, 2));
        else if (a == QLatin1String("@nan")) {
            std::vector<double> d = uniform(1, 2, 2);
            d[4 + 2] = std::nan("");
            a = writeStack(dir, name.constData(), {1, 2, 2, 2}, d);
        } else if (a == QLatin1String("@negative"))
            a = writeStack(dir, name.constData(), {1, 1, 2, 2}, {1.5, -0.5, 0.5, 0.5});
        else if (a == QLatin1String("@cross"))
            a = writeStack(dir, name.constData(), {2, 3}, std::vector<double>(6, 1.0 / 3));
        else if (a == QLatin1String("@wide"))
            a = writeStack(dir, name.constData(), {1, 1, 65, 65}, uniform(1, 1, 65));
        else if (a == QLatin1String("@deep"))
            a = writeStack(dir, name.constData(), {13, 1, 3, 3}, uniform(13, 1, 3));
    }
    const CliRun r = runCli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.startsWith("attnlab-cli: " + args.first().toUtf8() + ": "), r.err.constData());
    QVERIFY2(r.err.contains(message), r.err.constData());
}

void TestCliRollout::unnormalisedRowsWarn()
{
    // a row summing to 0.9: a warning naming it, and the rollout normalises every row
    QTemporaryDir dir;
    const QString path = writeStack(dir, "w.npy", {1, 1, 2, 2}, {0.5, 0.4, 0.5, 0.5});
    const CliRun r = runCli({QStringLiteral("rollout"), path, QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.contains(path.toUtf8() + ": warning: layer 0, head 0, row 0: the weights sum "
                                            "to 0.9 instead of 1"),
             r.err.constData());
    // Â row 0 = rownorm(0.5·(0.5, 0.4) + (0.5, 0)) = (0.75, 0.2) / 0.95
    const QJsonArray j = cliJson(r)[QLatin1String("rollout")].toArray();
    QVERIFY(std::abs(j[0][0].toDouble() - 0.75 / 0.95) < 1e-15);
    QVERIFY(std::abs(j[0][1].toDouble() - 0.2 / 0.95) < 1e-15);
}

void TestCliRollout::tokensThatDoNotFit()
{
    // 3 tokens beside 2 x 2 maps: rollout names the tokens file; heads reads no tokens
    QTemporaryDir dir;
    const QString path = writeStack(dir, "w.npy", {1, 1, 2, 2}, uniform(1, 1, 2));
    QFile tokens(dir.filePath(QStringLiteral("w.tokens.txt")));
    QVERIFY(tokens.open(QIODevice::WriteOnly));
    tokens.write("a\nb\nc\n");
    tokens.close();
    const CliRun r = runCli({QStringLiteral("rollout"), path});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(tokens.fileName().toUtf8() +
                            ": expected 2 tokens (one per row and column of the 2 x 2 maps), "
                            "got 3"),
             r.err.constData());
    QCOMPARE(runCli({QStringLiteral("heads"), path}).exitCode, 0);
    // --tokens names another file
    const QString good = dir.filePath(QStringLiteral("good.txt"));
    QFile g(good);
    QVERIFY(g.open(QIODevice::WriteOnly));
    g.write("x\ny\n");
    g.close();
    const CliRun labelled = runCli({QStringLiteral("rollout"), path, QStringLiteral("--tokens"),
                                    good, QStringLiteral("--json")});
    QCOMPARE(labelled.exitCode, 0);
    QCOMPARE(cliJson(labelled)[QLatin1String("tokens")].toArray(), QJsonArray({"x", "y"}));
}

void TestCliRollout::translatorStack()
{
    // translate --stack-out writes the encoder self-attention and its tokens; rollout reads both
    QTemporaryDir dir;
    const QString stack = dir.filePath(QStringLiteral("cat.npy"));
    const CliRun t = runCli({QStringLiteral("translate"), QStringLiteral("the black cat sleeps"),
                             QStringLiteral("--to"), QStringLiteral("fr"),
                             QStringLiteral("--stack-out"), stack});
    QCOMPARE(t.exitCode, 0);
    QCOMPARE(t.out, QByteArray("le chat noir dort\n"));
    QFile tokens(dir.filePath(QStringLiteral("cat.tokens.txt")));
    QVERIFY(tokens.open(QIODevice::ReadOnly));
    QCOMPARE(tokens.readAll(), QByteArray("the\nblack\ncat\nsleeps\n<eos>\n"));
    const CliRun r = runCli({QStringLiteral("rollout"), stack, QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    const QJsonObject o = cliJson(r);
    QCOMPARE(o[QLatin1String("tokens")].toArray(),
             QJsonArray({"the", "black", "cat", "sleeps", "<eos>"}));
    QCOMPARE(o[QLatin1String("layers")].toArray(), QJsonArray({0, 2}));
    QCOMPARE(o[QLatin1String("rollout")].toArray().size(), 5);
    const CliRun bad =
        runCli({QStringLiteral("translate"), QStringLiteral("the cat"), QStringLiteral("--to"),
                QStringLiteral("fr"), QStringLiteral("--stack-out"),
                dir.filePath(QStringLiteral("x.txt"))});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains("--stack-out: expected a .npy file name"), bad.err.constData());
}

QTEST_GUILESS_MAIN(TestCliRollout)
#include "tst_clirollout.moc"

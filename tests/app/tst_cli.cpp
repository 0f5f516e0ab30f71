// attnlab-cli end to end: the real binary, real files, exit codes and messages.
#include "clirun.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

namespace {

using Run = CliRun;

Run cli(const QStringList& args)
{
    return runCli(args, 60000);
}

QString writeTemp(const QTemporaryDir& dir, const QString& name, const QByteArray& text)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
        qFatal("cannot write a temporary file");
    return path;
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void computeLesson();
    void decodingFramesAndExplainFrame();
    void computeMaskedIsNull();
    void computeToFile();
    void computeUnwritableKeepsFile();
    void computeFastBackendAgrees();
    void fullDiskKeepsFile();
    void outputNotRegular_data();
    void outputNotRegular();
    void outputIsInput_data();
    void outputIsInput();
    void deepNesting_data();
    void deepNesting();
    void inputNotRegular_data();
    void inputNotRegular();
    void glovePaths_data();
    void glovePaths();
    void explainLesson();
    void explainFullyMasked();
    void invalidInput_data();
    void invalidInput();
    void helpAndVersion();
    void lessonCheck();
    void linearExamples_data();
    void linearExamples();
    void benchLinear_data();
    void benchLinear();
    void benchLinearFavorError();
};

void TestCli::decodingFramesAndExplainFrame()
{
    // The shipped decoding example: 8 tokens, a prompt of 3, so 6 frames.
    const Run r = cli({QStringLiteral("compute"), example("decoding-kv-cache.json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject result = QJsonDocument::fromJson(r.out).object();
    const QJsonArray frames = result[QLatin1String("frames")].toArray();
    QCOMPARE(frames.size(), 6);
    const QJsonObject third = frames[2].toObject(); // token 4
    QCOMPARE(third[QLatin1String("query_rows")].toArray(), QJsonArray({4, 5}));
    QCOMPARE(third[QLatin1String("keys")].toInt(), 5);
    const QJsonArray weights =
        third[QLatin1String("heads")].toArray()[0][QLatin1String("weights")].toArray();
    QCOMPARE(weights.size(), 1);
    QCOMPARE(weights[0].toArray().size(), 5);
    // the frame's row is full causal attention's row 4
    const QJsonArray full = result[QLatin1String("heads")]
                                .toArray()[0][QLatin1String("weights")]
                                .toArray()[4]
                                .toArray();
    for (int j = 0; j < 5; ++j)
        QVERIFY(std::abs(weights[0].toArray()[j].toDouble() - full[j].toDouble()) < 1e-14);

    // explain --frame 2: token 4's row against its 5 keys, and what the frame did not recompute
    const Run e = cli({QStringLiteral("explain"), example("decoding-kv-cache.json"),
                       QStringLiteral("--frame"), QStringLiteral("2")});
    QCOMPARE(e.exitCode, 0);
    const QString text = QString::fromUtf8(e.out);
    QVERIFY2(text.contains(QStringLiteral("Query 4")), qPrintable(text.left(400)));
    QVERIFY(text.contains(QStringLiteral("5 keys")));
    QVERIFY(!text.contains(QStringLiteral("key 5 ")));
    QVERIFY(text.contains(QStringLiteral("Multiply-adds")) && text.contains(QStringLiteral("400")));
    QVERIFY(text.contains(QStringLiteral("full causal attention")));
    const Run bad = cli({QStringLiteral("explain"), example("decoding-kv-cache.json"),
                         QStringLiteral("--frame"), QStringLiteral("6")});
    QCOMPARE(bad.exitCode, 2);
}

void TestCli::computeLesson()
{
    const Run r = cli({QStringLiteral("compute"), example("lesson-seed0.json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject result = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(result[QLatin1String("format")].toString(), QStringLiteral("attnlab-result"));
    QCOMPARE(result[QLatin1String("version")].toInt(), 1);
    // The kind of attention, right after the version (the scenario names none: softmax).
    QCOMPARE(result[QLatin1String("kind")].toString(), QStringLiteral("softmax"));
    QVERIFY(r.out.indexOf("\"kind\"") > r.out.indexOf("\"version\""));
    QVERIFY(r.out.indexOf("\"kind\"") < r.out.indexOf("\"q\""));
    const QJsonArray heads = result[QLatin1String("heads")].toArray();
    QCOMPARE(heads.size(), 1);
    const QJsonArray row0 = heads[0][QLatin1String("weights")].toArray()[0].toArray();
    const double expected[] = {0.121, 0.741, 0.106, 0.032};
    QCOMPARE(row0.size(), 4);
    for (int j = 0; j < 4; ++j)
        QCOMPARE(std::round(row0[j].toDouble() * 1000) / 1000, expected[j]);
    for (const char* key : {"q", "k", "v", "query_tokens", "key_tokens", "output", "warnings"})
        QVERIFY2(result.contains(QLatin1String(key)), key);
    for (const char* key : {"scores", "scaled", "masked", "weights", "output"})
        QVERIFY2(heads[0].toObject().contains(QLatin1String(key)), key);
    QCOMPARE(result[QLatin1String("q")].toArray().size(), 4);
    QCOMPARE(result[QLatin1String("q")].toArray()[0].toArray().size(), 8);
}

void TestCli::computeMaskedIsNull()
{
    QTemporaryDir dir;
    const QString path = writeTemp(
        dir, QStringLiteral("causal.json"),
        R"({"q": [[1, 0], [0, 1]], "k": [[1, 0], [0, 1]], "v": [[1], [2]], "mask": {"causal": true}})");
    const Run r = cli({QStringLiteral("compute"), path});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject head =
        QJsonDocument::fromJson(r.out).object()[QLatin1String("heads")].toArray()[0].toObject();
    const QJsonArray masked = head[QLatin1String("masked")].toArray();
    QVERIFY(masked[0].toArray()[1].isNull());
    QVERIFY(masked[0].toArray()[0].isDouble());
    QCOMPARE(head[QLatin1String("weights")].toArray()[0].toArray()[1].toDouble(), 0.0);
}

void TestCli::computeToFile()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("result.json"));
    const Run r = cli(
        {QStringLiteral("compute"), example("lesson-seed0.json"), QStringLiteral("--out"), out});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.isEmpty());
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(QJsonDocument::fromJson(f.readAll()).object()[QLatin1String("format")].toString(),
             QStringLiteral("attnlab-result"));
}

void TestCli::computeUnwritableKeepsFile()
{
    // Output into a folder that does not exist fails with exit 1 and a reason naming the file.
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("missing/folder/result.json"));
    Run r = cli(
        {QStringLiteral("compute"), example("lesson-seed0.json"), QStringLiteral("--out"), out});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(out.toUtf8()), r.err.constData());

    // An invalid scenario never touches an existing output file.
    const QString existing = writeTemp(dir, QStringLiteral("keep.json"), "precious");
    const QString bad = writeTemp(dir, QStringLiteral("bad.json"), "{\"q\": [[1]]}");
    r = cli({QStringLiteral("compute"), bad, QStringLiteral("--out"), existing});
    QCOMPARE(r.exitCode, 2);
    QFile f(existing);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("precious"));
}

void TestCli::computeFastBackendAgrees()
{
    const QString scenario = example("multihead-output-projection.json");
    const Run reference = cli({QStringLiteral("compute"), scenario});
    const Run fused = cli(
        {QStringLiteral("compute"), scenario, QStringLiteral("--backend"), QStringLiteral("cpu")});
    QCOMPARE(reference.exitCode, 0);
    QCOMPARE(fused.exitCode, 0);
    const QJsonObject a = QJsonDocument::fromJson(reference.out).object();
    const QJsonObject b = QJsonDocument::fromJson(fused.out).object();
    QCOMPARE(b[QLatin1String("backend")].toString(), QStringLiteral("cpu"));
    QVERIFY(!b.contains(QLatin1String("heads"))); // only the output from a fast backend
    const QJsonArray ra = a[QLatin1String("output")].toArray();
    const QJsonArray rb = b[QLatin1String("output")].toArray();
    QCOMPARE(ra.size(), rb.size());
    for (qsizetype i = 0; i < ra.size(); ++i)
        for (qsizetype j = 0; j < ra[i].toArray().size(); ++j)
            QVERIFY(std::abs(ra[i].toArray()[j].toDouble() - rb[i].toArray()[j].toDouble()) < 1e-5);

    const Run unknown = cli({QStringLiteral("compute"), scenario, QStringLiteral("--backend"),
                             QStringLiteral("abacus")});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY(unknown.err.contains("unknown backend 'abacus'"));
}

void TestCli::fullDiskKeepsFile()
{
    // Outputs below QFileDevice's 16 KiB buffer: write() "succeeds" into the buffer and only
    // the flush meets the full disk. Nothing may be renamed over the old file then.
    const FullDisk disk;
    SKIP_UNLESS_MOUNTED(disk);
    const QString json = disk.filePath(QStringLiteral("f.json"));
    const QString png = disk.filePath(QStringLiteral("f.png"));
    writeAll(json, "ORIGINAL");
    writeAll(png, "ORIGINAL");
    disk.fill();

    Run r = cli(
        {QStringLiteral("compute"), example("lesson-seed0.json"), QStringLiteral("--out"), json});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(json.toUtf8() + ": cannot write"), r.err.constData());
    QCOMPARE(readAll(json), QByteArray("ORIGINAL"));

    r = cli({QStringLiteral("render"), example("lesson-seed0.json"), QStringLiteral("--size"),
             QStringLiteral("1x1"), QStringLiteral("--dpi"), QStringLiteral("20"),
             QStringLiteral("--out"), png});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(png.toUtf8() + ": cannot write"), r.err.constData());
    QCOMPARE(readAll(png), QByteArray("ORIGINAL"));
}

void TestCli::outputNotRegular_data()
{
    QTest::addColumn<QStringList>("args"); // the output's name is appended
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("link"); // the output is a symbolic link to the FIFO
    const QStringList compute{QStringLiteral("compute"), example("lesson-seed0.json"),
                              QStringLiteral("--out")};
    const QStringList render{QStringLiteral("render"), example("lesson-seed0.json"),
                             QStringLiteral("--out")};
    QTest::newRow("compute to a FIFO") << compute << QStringLiteral("out.json") << false;
    QTest::newRow("compute to a link to a FIFO") << compute << QStringLiteral("out.json") << true;
    QTest::newRow("render to a FIFO") << render << QStringLiteral("out.png") << false;
}

void TestCli::outputNotRegular()
{
    QFETCH(QStringList, args);
    QFETCH(QString, name);
    QFETCH(bool, link);
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("fifo-") + name);
    QCOMPARE(QProcess::execute(QStringLiteral("mkfifo"), {fifo}), 0);
    const QString out = link ? dir.filePath(name) : fifo;
    if (link)
        QVERIFY(QFile::link(fifo, out));
    const Run r = cli(args << out);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(out.toUtf8() + ": cannot write") &&
                 r.err.contains("not a regular file"),
             r.err.constData());
    const QFileInfo info(fifo);
    QVERIFY(info.exists() && !info.isFile()); // still the FIFO, not replaced
    if (link)
        QVERIFY(QFileInfo(out).isSymLink());
}

void TestCli::outputIsInput_data()
{
    QTest::addColumn<QStringList>("args"); // INPUT stands for the copied input
    QTest::addColumn<QString>("input");    // copied to the temporary folder
    QTest::addColumn<QByteArray>("message");
    QTest::newRow("compute X --out X")
        << QStringList{QStringLiteral("compute"), QStringLiteral("INPUT"), QStringLiteral("--out"),
                       QStringLiteral("INPUT")}
        << example("lesson-seed0.json") << QByteArray("is the scenario being read");
    QTest::newRow("render w.npy --out w.npy")
        << QStringList{QStringLiteral("render"),   QStringLiteral("INPUT"),
                       QStringLiteral("--format"), QStringLiteral("png"),
                       QStringLiteral("--out"),    QStringLiteral("INPUT")}
        << npyData("attention_heads.npy") << QByteArray("is an input of this command");
    QTest::newRow("render x.json --out ./x.json")
        << QStringList{QStringLiteral("render"),   QStringLiteral("INPUT"),
                       QStringLiteral("--format"), QStringLiteral("svg"),
                       QStringLiteral("--out"),    QStringLiteral("./INPUT")}
        << example("lesson-seed0.json") << QByteArray("is an input of this command");
}

void TestCli::outputIsInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, input);
    QFETCH(QByteArray, message);
    QTemporaryDir dir;
    const QString copy = dir.filePath(QFileInfo(input).fileName());
    QVERIFY(QFile::copy(input, copy));
    const QByteArray before = readAll(copy);
    for (QString& a : args) {
        if (a == QLatin1String("INPUT"))
            a = copy;
        else if (a == QLatin1String("./INPUT"))
            a = dir.path() + QStringLiteral("/./") + QFileInfo(input).fileName();
    }
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), r.err.constData());
    QCOMPARE(readAll(copy), before);
}

void TestCli::deepNesting_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("compute") << QStringList{QStringLiteral("compute")};
    QTest::newRow("explain") << QStringList{QStringLiteral("explain")};
    QTest::newRow("render") << QStringList{QStringLiteral("render"), QStringLiteral("--out"),
                                           QStringLiteral("never.png")};
}

void TestCli::deepNesting()
{
    // The issue's 40 KB file: 20,000 arrays nested under an unknown key crashed every command.
    QFETCH(QStringList, args);
    const int n = 20000;
    const QByteArray deep = "{\"zz\": " + QByteArray(n, '[') + QByteArray(n, ']') +
                            ", \"q\":[[1]],\"k\":[[1]],\"v\":[[1]]}";
    QTemporaryDir dir;
    const QString path = writeTemp(dir, QStringLiteral("deep.json"), deep);
    args.insert(1, path);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(path.toUtf8() + ": line 1, column 71: arrays and objects nested 65 "
                                            "deep (the limit is 64)"),
             r.err.constData());
}

void TestCli::inputNotRegular_data()
{
    QTest::addColumn<QString>("scenario"); // a path, or "FIFO" for a FIFO in the temporary folder
    QTest::addColumn<QByteArray>("message");
    QTest::newRow("/dev/zero") << QStringLiteral("/dev/zero")
                               << QByteArray("/dev/zero: not a regular file");
    QTest::newRow("a FIFO") << QStringLiteral("FIFO") << QByteArray("s.json: not a regular file");
}

void TestCli::inputNotRegular()
{
    QFETCH(QString, scenario);
    QFETCH(QByteArray, message);
    QTemporaryDir dir;
    if (scenario == QLatin1String("FIFO")) {
        scenario = dir.filePath(QStringLiteral("s.json"));
        QCOMPARE(QProcess::execute(QStringLiteral("mkfifo"), {scenario}), 0);
    }
    for (const char* command : {"compute", "explain"}) {
        const Run r = cli({QLatin1String(command), scenario});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), r.err.constData());
    }
}

void TestCli::glovePaths_data()
{
    QTest::addColumn<QString>("glove"); // the name in the scenario
    QTest::addColumn<QString>("setup"); // what sits at sub/NAME: fifo, zero, secret or none
    QTest::addColumn<QByteArray>("message");
    QTest::newRow("absolute") << QStringLiteral("/dev/zero") << QStringLiteral("none")
                              << QByteArray("s.json: sentences.embedding.glove: \"/dev/zero\" is "
                                            "an absolute path");
    QTest::newRow("up") << QStringLiteral("../secret.txt") << QStringLiteral("none")
                        << QByteArray("s.json: sentences.embedding.glove: \"../secret.txt\" "
                                      "leads out of the scenario's folder");
    QTest::newRow("up inside") << QStringLiteral("sub/../../secret.txt") << QStringLiteral("none")
                               << QByteArray("leads out of the scenario's folder");
    QTest::newRow("a FIFO") << QStringLiteral("sub/v.txt") << QStringLiteral("fifo")
                            << QByteArray("v.txt: not a regular file");
    // a link leading out of the folder is refused before anything is opened (issue 30, item 19)
    QTest::newRow("a link to /dev/zero")
        << QStringLiteral("sub/v.txt") << QStringLiteral("zero")
        << QByteArray("\"sub/v.txt\" is a symbolic link leading outside the scenario's folder");
    QTest::newRow("not a GloVe file")
        << QStringLiteral("sub/v.txt") << QStringLiteral("secret")
        << QByteArray("v.txt:1: expected a word followed by numbers separated by spaces (is this a "
                      "GloVe text file?)");
}

void TestCli::glovePaths()
{
    QFETCH(QString, glove);
    QFETCH(QString, setup);
    QFETCH(QByteArray, message);
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("in/sub")));
    writeAll(dir.filePath(QStringLiteral("secret.txt")), "root:$6$SECRETSALT:19000:0:99999:7:::\n");
    const QString target = dir.filePath(QStringLiteral("in/sub/v.txt"));
    if (setup == QLatin1String("fifo"))
        QCOMPARE(QProcess::execute(QStringLiteral("mkfifo"), {target}), 0);
    else if (setup == QLatin1String("zero"))
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), target));
    else if (setup == QLatin1String("secret"))
        writeAll(target, "root:$6$SECRETSALT:19000:0:99999:7:::\n");
    const QString path = dir.filePath(QStringLiteral("in/s.json"));
    writeAll(path, "{\"sentences\": {\"query\": \"the cat\", \"embedding\": {\"glove\": \"" +
                       glove.toUtf8() + "\"}}}");
    const Run r = cli({QStringLiteral("compute"), path});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), r.err.constData());
    QVERIFY2(!r.err.contains("SECRET"), r.err.constData()); // never the content of the file
}

void TestCli::explainLesson()
{
    const Run r = cli({QStringLiteral("explain"), example("lesson-seed0.json")});
    QCOMPARE(r.exitCode, 0);
    const QString text = QString::fromUtf8(r.out);
    QVERIFY2(text.contains(QStringLiteral("[0.121, 0.741, 0.106, 0.032]")), r.out.constData());
    // The stages appear in the order the app shows them.
    const QStringList order = {QStringLiteral("1. Scores"), QStringLiteral("2. Scaling"),
                               QStringLiteral("3. Mask"), QStringLiteral("4. Softmax"),
                               QStringLiteral("5. Weighted sum")};
    qsizetype last = -1;
    for (const QString& s : order) {
        const qsizetype at = text.indexOf(s);
        QVERIFY2(at > last, qPrintable(s));
        last = at;
    }
    QVERIFY(text.contains(QStringLiteral("1/\u221a8")));
    // d_k = 8: the eight products of a dot product on two lines of four, then the score.
    QVERIFY2(text.contains(
                 QStringLiteral("   key 1 \u201ct1\u201d: (\u22121.1258)\u00d7(\u22120.1023) + "
                                "(\u22121.1524)\u00d70.7924 + (\u22120.2506)\u00d7(\u22120.2897) + "
                                "(\u22120.4339)\u00d70.0525\n       + 0.8487\u00d70.5229 + ")),
             r.out.constData());
    QVERIFY(text.contains(QStringLiteral("(\u22122.1152)\u00d7(\u22121.5867) = 5.1091\n")));
    for (const QString& l : text.split(QLatin1Char('\n')))
        QVERIFY2(l.size() <= 120, qPrintable(l));
    QVERIFY(text.contains(QStringLiteral("max m =")));
    QVERIFY(text.contains(QStringLiteral("sum z =")));

    const Run r3 = cli({QStringLiteral("explain"), example("lesson-seed0.json"),
                        QStringLiteral("--query"), QStringLiteral("3")});
    QCOMPARE(r3.exitCode, 0);
    QVERIFY(QString::fromUtf8(r3.out).contains(QStringLiteral("Query 3")));
}

void TestCli::explainFullyMasked()
{
    QTemporaryDir dir;
    const QString path =
        writeTemp(dir, QStringLiteral("masked.json"),
                  R"({"q": [[1, 0], [0, 1]], "k": [[1, 0], [0, 1]], "v": [[1], [2]],
            "mask": {"allowed": [[1, 1], [0, 0]]}})");
    const Run r =
        cli({QStringLiteral("explain"), path, QStringLiteral("--query"), QStringLiteral("1")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.err.contains("the mask allows no key"));
    QVERIFY(QString::fromUtf8(r.out).contains(QStringLiteral("every key is hidden")));
    QVERIFY(!r.out.contains("nan"));
}

void TestCli::invalidInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("scenario"); // written to a temporary file named s.json
    QTest::addColumn<QByteArray>("message");

    QTest::newRow("ragged k")
        << QStringList{QStringLiteral("compute")}
        << QByteArray(R"({"q": [[1,2,3,4,5,6,7,8]], "k": [[1,2,3,4,5,6,7,8], [1,2,3,4,5,6,7,8],
                         [1,2,3,4,5,6,7]], "v": [[1], [2], [3]]})")
        << QByteArray("s.json: k[2]: expected 8 numbers, got 7");
    QTest::newRow("heads") << QStringList{QStringLiteral("explain")}
                           << QByteArray(
                                  R"({"random": {"seed": 0, "tokens": 4, "dim": 8}, "heads": 3})")
                           << QByteArray("s.json: heads: 3 does not divide the model dimension 8");
    QTest::newRow("heads, compute")
        << QStringList{QStringLiteral("compute")}
        << QByteArray(R"({"q": [[1, 2]], "k": [[1, 2]], "v": [[1, 2]], "heads": 3})")
        << QByteArray("s.json: heads: 3 does not divide the model dimension 2");
    QTest::newRow("heads, render")
        << QStringList{QStringLiteral("render"), QStringLiteral("--out"),
                       QStringLiteral("never.png")}
        << QByteArray(R"({"q": [[1, 2]], "k": [[1, 2]], "v": [[1, 2]], "heads": 3})")
        << QByteArray("s.json: heads: 3 does not divide the model dimension 2");
    QTest::newRow("bad json") << QStringList{QStringLiteral("compute")}
                              << QByteArray("{\n  \"q\": [[1,]\n}")
                              << QByteArray("s.json: line 2, column");
    QTest::newRow("query range") << QStringList{QStringLiteral("explain"),
                                                QStringLiteral("--query"), QStringLiteral("4")}
                                 << QByteArray(R"({"random": {"seed": 0, "tokens": 4, "dim": 8}})")
                                 << QByteArray("--query: 4 is out of range");
    QTest::newRow("head range") << QStringList{QStringLiteral("explain"), QStringLiteral("--head"),
                                               QStringLiteral("1")}
                                << QByteArray(R"({"random": {"seed": 0, "tokens": 4, "dim": 8}})")
                                << QByteArray("--head: 1 is out of range");
    QTest::newRow("unknown command") << QStringList{QStringLiteral("draw")} << QByteArray("{}")
                                     << QByteArray("unknown command 'draw'");
    QTest::newRow("option of the other command")
        << QStringList{QStringLiteral("compute"), QStringLiteral("--query"), QStringLiteral("1")}
        << QByteArray("{}") << QByteArray("--query belongs to explain");
}

void TestCli::invalidInput()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, scenario);
    QFETCH(QByteArray, message);
    QTemporaryDir dir;
    const QString path = writeTemp(dir, QStringLiteral("s.json"), scenario);
    QStringList full = args;
    full.insert(1, path);
    const Run r = cli(full);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), r.err.constData());
    QVERIFY(r.out.isEmpty());

    const Run missing = cli({QStringLiteral("compute"), dir.filePath(QStringLiteral("nope.json"))});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY(missing.err.contains("nope.json"));
}

void TestCli::helpAndVersion()
{
    Run r = cli({QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("compute"));
    QVERIFY(r.out.contains("explain"));
    r = cli({QStringLiteral("--version")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.startsWith("attnlab-cli "));
    r = cli({});
    QCOMPARE(r.exitCode, 2);
}

void TestCli::lessonCheck()
{
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("scenarios")));
    QVERIFY(QFile::copy(example("causal-language-model.json"),
                        dir.filePath(QStringLiteral("scenarios/causal.json"))));
    const QByteArray seed = R"({"random": {"generator": "torch", "seed": 0, "tokens": 4,
        "dim": 8}})";
    const QString good =
        writeTemp(dir, QStringLiteral("good.json"),
                  R"({"format": "attnlab-lesson", "version": 1, "languages": ["en", "fr"],
            "title": {"en": "Try", "fr": "Essai"},
            "steps": [{"scenario": )" +
                      seed + R"(, "stage": "weights", "note": {"en": "Look", "fr": "Regardez"},
              "question": {"type": "largest_in_row", "query": 0,
                           "prompt": {"en": "Which key?", "fr": "Quelle clé ?"}}},
             {"scenario": "scenarios/causal.json", "stage": "masked",
              "question": {"type": "masked_pairs",
                           "prompt": {"en": "Which?", "fr": "Lesquelles ?"}}}]})");
    const CliRun ok = runCli({QStringLiteral("lesson"), QStringLiteral("check"), good});
    QCOMPARE(ok.exitCode, 0);
    QVERIFY2(ok.out.contains("2 steps in en, fr"), ok.out.constData());

    // Every problem named by its step, and the file left as it was.
    const QByteArray badText =
        R"({"format": "attnlab-lesson", "languages": ["en", "fr"], "steps": [
            {"scenario": )" +
        seed + R"(, "note": "English only"},
            {"scenario": "../outside.json"},
            {"scenario": "scenarios/missing.json"},
            {"scenario": )" +
        seed + R"(, "stage": "logits"},
            {"scenario": )" +
        seed + R"(, "head": 2},
            {"scenario": )" +
        seed + R"(, "question": {"type": "masked_pairs", "stage": "scores",
                          "prompt": {"en": "?", "fr": "?"}}},
            {"scenario": )" +
        seed + R"(, "question": {"type": "choice", "answer": 0,
                          "prompt": {"en": "?", "fr": "?"},
                          "choices": [{"en": "n / d<sub>v</sub>", "fr": "n / d_v"},
                                      {"en": "n", "fr": "n"}]}},
            {"scenario": {"sentences": {"query": {"en": "the small cat drinks water",
                                                  "fr": "le chat boit"}}},
             "stage": "weights", "cell": [0, 4]}]})";
    const QString bad = writeTemp(dir, QStringLiteral("bad.json"), badText);
    const CliRun r = runCli({QStringLiteral("lesson"), QStringLiteral("check"), bad});
    QCOMPARE(r.exitCode, 2);
    for (const char* expected :
         {"steps[0].note: no \"fr\" text", "steps[1].scenario: \"../outside.json\" leads out",
          "steps[2].scenario", "steps[3].stage: \"logits\" is not a stage of softmax",
          "steps[4].head: 2 is out of range (1 head)", "steps[5].question: the stage shows no mask",
          "steps[6].question.choices[0]: choices are plain text; \u201c<sub>\u201d would show "
          "as typed (en)",
          // computed in each language its words are given in: 3 French words
          "steps[7].cell: (0, 4) is outside the 3 × 3 values (its words in \"fr\")",
          "8 problems found"})
        QVERIFY2(r.err.contains(expected), r.err.constData());
    QCOMPARE(readAll(bad), badText);

    const CliRun malformed = runCli({QStringLiteral("lesson"), QStringLiteral("check"),
                                     writeTemp(dir, QStringLiteral("m.json"),
                                               R"({"format": "attnlab-lesson", "steps": [
                              {"scenario": {"random": 5}}]})")});
    QCOMPARE(malformed.exitCode, 2);
    QVERIFY2(malformed.err.contains("m.json: steps[0].scenario.random"), malformed.err.constData());
    // The shipped lesson: every step shown and answered, in English, French and Portuguese.
    const CliRun shipped = runCli({QStringLiteral("lesson"), QStringLiteral("check"),
                                   example("lessons/attention-step-by-step.json")});
    QCOMPARE(shipped.exitCode, 0);
    QVERIFY2(shipped.out.contains("steps in en, fr, pt"), shipped.out.constData());
    QVERIFY2(shipped.err.isEmpty(), shipped.err.constData()); // not even a warning

    const CliRun usage = runCli({QStringLiteral("lesson"), good});
    QCOMPARE(usage.exitCode, 2);
    QVERIFY(usage.err.contains("lesson check LESSON.json"));
}

void TestCli::linearExamples_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("causal");
    QTest::newRow("elu+1") << QStringLiteral("linear-elu.json") << false;
    QTest::newRow("relu, causal") << QStringLiteral("linear-relu.json") << true;
    QTest::newRow("favor+") << QStringLiteral("linear-favor.json") << false;
}

void TestCli::linearExamples()
{
    // compute, explain and render know linear attention through the kinds' contract alone.
    QFETCH(QString, name);
    QFETCH(bool, causal);
    const Run r = cli({QStringLiteral("compute"), example(qPrintable(name))});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    const QJsonObject result = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(result[QLatin1String("kind")].toString(), QStringLiteral("linear"));
    const QJsonObject head = result[QLatin1String("heads")].toArray()[0].toObject();
    for (const char* key : {"phi_q", "phi_k", "state", "normalizer", "implicit_weights",
                            "softmax_weights", "difference", "output"})
        QVERIFY2(head.contains(QLatin1String(key)), key);
    QCOMPARE(result.contains(QLatin1String("frames")), causal);
    const QJsonArray weights = head[QLatin1String("implicit_weights")].toArray();
    QCOMPARE(weights.size(), 4);
    double sum = 0;
    for (const QJsonValue& w : weights[3].toArray())
        sum += w.toDouble();
    QVERIFY(std::abs(sum - 1) < 1e-12);

    const Run cpu = cli({QStringLiteral("compute"), example(qPrintable(name)),
                         QStringLiteral("--backend"), QStringLiteral("cpu")});
    QCOMPARE(cpu.exitCode, 0);
    const QJsonArray fast = QJsonDocument::fromJson(cpu.out)[QLatin1String("output")].toArray();
    const QJsonArray slow = result[QLatin1String("output")].toArray();
    QCOMPARE(fast.size(), slow.size());
    for (int i = 0; i < fast.size(); ++i)
        for (int j = 0; j < fast[i].toArray().size(); ++j)
            QVERIFY(std::abs(fast[i][j].toDouble() - slow[i][j].toDouble()) < 1e-4);

    const Run explain = cli({QStringLiteral("explain"), example(qPrintable(name)),
                             QStringLiteral("--query"), QStringLiteral("3")});
    QCOMPARE(explain.exitCode, 0);
    QVERIFY(!explain.out.isEmpty());
    QVERIFY(!explain.out.contains("nan"));

    QTemporaryDir dir;
    const Run render =
        cli({QStringLiteral("render"), example(qPrintable(name)), QStringLiteral("--all-stages"),
             QStringLiteral("--out-dir"), dir.path()});
    QVERIFY2(render.exitCode == 0, render.err.constData());
    const QStringList files = QDir(dir.path()).entryList(QDir::Files);
    QVERIFY2(files.size() >= 9, qPrintable(files.join(QLatin1Char(' '))));
}

void TestCli::benchLinear_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("cpu") << QStringList{QStringLiteral("--backend"), QStringLiteral("cpu")};
    QTest::newRow("cpu, causal, relu") << QStringList{
        QStringLiteral("--causal"), QStringLiteral("--feature-map"), QStringLiteral("relu")};
    QTest::newRow("reference, favor+") << QStringList{
        QStringLiteral("--backend"), QStringLiteral("reference"),  QStringLiteral("--feature-map"),
        QStringLiteral("favor+"),    QStringLiteral("--features"), QStringLiteral("32")};
}

void TestCli::benchLinear()
{
    // The same fields as softmax's bench, and the kind; no timing is checked.
    QFETCH(QStringList, args);
    const QStringList common = {
        QStringLiteral("bench"),     QStringLiteral("--kind"),  QStringLiteral("linear"),
        QStringLiteral("--n"),       QStringLiteral("300"),     QStringLiteral("--d"),
        QStringLiteral("8"),         QStringLiteral("--heads"), QStringLiteral("2"),
        QStringLiteral("--warmups"), QStringLiteral("0"),       QStringLiteral("--repeats"),
        QStringLiteral("1")};
    const Run json = cli(common + args + QStringList{QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(json.out).object();
    for (const char* key : {"kind", "backend", "n", "d", "heads", "causal", "median_ms", "min_ms",
                            "max_ms", "gflops"})
        QVERIFY2(o.contains(QLatin1String(key)), key);
    QCOMPARE(o[QLatin1String("kind")].toString(), QStringLiteral("linear"));
    QCOMPARE(o[QLatin1String("n")].toInt(), 300);
    const Run text = cli(common + args);
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.startsWith("linear attention ("), text.out.constData());
    QVERIFY2(text.out.contains("GFLOP/s (4 N d' d_v per head"), text.out.constData());
    // Linear attention has no OpenCL backend and no binned map.
    const Run opencl =
        cli(common + QStringList{QStringLiteral("--backend"), QStringLiteral("opencl")});
    QCOMPARE(opencl.exitCode, 2);
    QVERIFY2(opencl.err.contains("for linear attention"), opencl.err.constData());
    const Run kind = cli({QStringLiteral("bench"), QStringLiteral("--kind"),
                          QStringLiteral("sparse"), QStringLiteral("--n"), QStringLiteral("8")});
    QCOMPARE(kind.exitCode, 2);
    QVERIFY2(kind.err.contains("--kind: expected softmax or linear, got 'sparse'"),
             kind.err.constData());
}

void TestCli::benchLinearFavorError()
{
    const Run r = cli({QStringLiteral("bench"), QStringLiteral("--kind"), QStringLiteral("linear"),
                       QStringLiteral("--favor-error"), QStringLiteral("--backend"),
                       QStringLiteral("reference"), QStringLiteral("--n"), QStringLiteral("16"),
                       QStringLiteral("--d"), QStringLiteral("4"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray list = QJsonDocument::fromJson(r.out)[QLatin1String("favor_error")].toArray();
    QCOMPARE(list.size(), 5);
    QCOMPARE(list[4][QLatin1String("features")].toInt(), 1024);
    for (const QJsonValue& e : list)
        QVERIFY(std::isfinite(e[QLatin1String("error")].toDouble()));
    const Run text = cli(
        {QStringLiteral("bench"), QStringLiteral("--kind"), QStringLiteral("linear"),
         QStringLiteral("--favor-error"), QStringLiteral("--backend"), QStringLiteral("reference"),
         QStringLiteral("--n"), QStringLiteral("16"), QStringLiteral("--d"), QStringLiteral("4")});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("m = 1024 features: "), text.out.constData());
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"

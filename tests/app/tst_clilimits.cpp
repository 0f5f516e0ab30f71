// attnlab-cli at its limits, end to end: every command's --help, bench options validated as a
// scenario's values, requests refused with the memory they would need, figures too large or
// too many refused as invalid input (exit 2), never an abort.
#include "attention.h"
#include "clirun.h"
#include "npy.h"
#include "testfiles.h"

#include <QDir>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

namespace {

/// Runs attnlab-cli with extra environment variables.
CliRun cli(const QStringList& args, const QStringList& env = {})
{
    QProcess p;
    QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
    e.remove(QStringLiteral("ATTNLAB_MEMORY_BUDGET_MIB"));
    for (const QString& kv : env)
        e.insert(kv.section(QLatin1Char('='), 0, 0), kv.section(QLatin1Char('='), 1));
    p.setProcessEnvironment(e);
    p.start(QStringLiteral(ATTNLAB_CLI), args);
    if (!p.waitForFinished(120000))
        qFatal("attnlab-cli did not finish");
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

/// The estimate in a message "this needs about 34.3 GiB of memory", or -1.
double estimateGib(const QByteArray& message)
{
    const QByteArray start = "this needs about ";
    const qsizetype at = message.indexOf(start);
    const qsizetype end = message.indexOf(" GiB of memory", at);
    if (at < 0 || end < 0)
        return -1;
    bool ok = false;
    const double gib = message.mid(at + start.size(), end - at - start.size()).toDouble(&ok);
    return ok ? gib : -1;
}

/// The probe's scenario: within every size limit, but 64 heads of 2048 x 2048.
const QByteArray bigScenario = R"({"random": {"seed": 0, "tokens": 2048, "dim": 64}, "heads": 64})";

} // namespace

class TestCliLimits : public QObject
{
    Q_OBJECT

private slots:
    void helpOfEachCommand_data();
    void helpOfEachCommand();
    void benchOptionsAreValidated_data();
    void benchOptionsAreValidated();
    void benchRuns();
    void requestsOverTheMemoryBudget_data();
    void requestsOverTheMemoryBudget();
    void imagesTooLargeAreInvalidInput_data();
    void imagesTooLargeAreInvalidInput();
    void tooManyFigures();
};

void TestCliLimits::helpOfEachCommand_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QByteArray>("says");
    QTest::newRow("bench") << QStringLiteral("bench") << QByteArray("--repeats");
    QTest::newRow("render") << QStringLiteral("render") << QByteArray("--out-dir");
    QTest::newRow("compute") << QStringLiteral("compute") << QByteArray("--backend");
    QTest::newRow("explain") << QStringLiteral("explain") << QByteArray("--query");
    QTest::newRow("kvcache") << QStringLiteral("kvcache") << QByteArray("--kv-heads");
}

void TestCliLimits::helpOfEachCommand()
{
    QFETCH(QString, command);
    QFETCH(QByteArray, says);
    const CliRun r = cli({command, QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QVERIFY2(r.out.contains("Usage:"), r.out.constData());
    QVERIFY2(r.out.contains(command.toUtf8()), r.out.constData());
    QVERIFY2(r.out.contains(says), r.out.constData());
}

void TestCliLimits::benchOptionsAreValidated_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("message");
    auto row = [](const char* name, const QString& args, const char* message) {
        QTest::newRow(name) << args.split(QLatin1Char(' ')) << QByteArray(message);
    };
    // d x heads overflowed an int: 1073741825 x 4 = 4 (mod 2^32).
    row("d x heads overflows", QStringLiteral("--n 64 --d 1073741825 --heads 4"),
        "--d: expected 1 to 1024");
    row("d above the limit", QStringLiteral("--n 64 --d 4097"), "--d: expected 1 to 4096");
    row("d negative", QStringLiteral("--n 64 --d -2147483648 --heads 64"), "--d: expected");
    row("heads", QStringLiteral("--n 64 --heads 65"), "--heads: expected 1 to 64, got 65");
    row("n for reference", QStringLiteral("--backend reference --n 2049"),
        "--n: expected 1 to 2048");
    row("n for cpu", QStringLiteral("--n 131073"), "--n: expected 1 to 131072");
    row("not a number", QStringLiteral("--n 1e3"), "--n: expected a whole number, got '1e3'");
    row("repeats", QStringLiteral("--n 64 --repeats 0"), "--repeats: expected 1 to 1000, got 0");
    row("warm-ups", QStringLiteral("--n 64 --warmups -1"), "--warmups: expected 0 to 1000");
    row("threads", QStringLiteral("--n 64 --threads 100000"),
        "--threads: expected 0 (all) to 1024");
    row("bins", QStringLiteral("--n 64 --map --bins 0"), "--bins: expected 1 to 4096, got 0");
    row("unknown option", QStringLiteral("--frobnicate"), "Unknown option 'frobnicate'");
    // Within every size limit but not in memory: refused before the inputs are drawn.
    row("n 131072, d 4096", QStringLiteral("--n 131072 --d 4096"),
        "GiB of memory (q, k and v of 131072 x 4096 numbers and their float32 copies), more "
        "than the limit of 8 GiB");
    row("reference, 64 heads", QStringLiteral("--backend reference --n 2048 --d 1 --heads 64"),
        "more than the limit of 8 GiB; use a smaller --n, --d or --heads");
}

void TestCliLimits::benchOptionsAreValidated()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, message);
    const CliRun r = cli(QStringList{QStringLiteral("bench")} + args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), r.err.constData());
    QVERIFY2(r.err.startsWith("attnlab-cli: bench: "), r.err.constData());
    QVERIFY(r.out.isEmpty());
    // The estimate is at least what the inputs alone take: 3 x 131072 x 4096 doubles = 12 GiB.
    if (args.contains(QStringLiteral("131072")))
        QVERIFY2(estimateGib(r.err) >= 12.0, r.err.constData());
}

void TestCliLimits::benchRuns()
{
    // The checks above leave ordinary runs alone.
    CliRun r = cli({QStringLiteral("bench"), QStringLiteral("--n"), QStringLiteral("64"),
                    QStringLiteral("--d"), QStringLiteral("8"), QStringLiteral("--heads"),
                    QStringLiteral("2"), QStringLiteral("--warmups"), QStringLiteral("0"),
                    QStringLiteral("--repeats"), QStringLiteral("1"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("\"gflops\""), r.out.constData());
    // A budget of 1 MiB refuses what 8 GiB allows: 4096 x 64 inputs alone are 6 MiB.
    r = cli({QStringLiteral("bench"), QStringLiteral("--n"), QStringLiteral("4096"),
             QStringLiteral("--repeats"), QStringLiteral("1")},
            {QStringLiteral("ATTNLAB_MEMORY_BUDGET_MIB=1")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("more than the limit of 1 MiB"), r.err.constData());
}

void TestCliLimits::requestsOverTheMemoryBudget_data()
{
    QTest::addColumn<QStringList>("args"); // after the scenario's path
    QTest::addColumn<QByteArray>("scenario");
    QTest::addColumn<QStringList>("env");
    QTest::addColumn<QByteArray>("message");
    QTest::addColumn<double>("atLeastGib"); // what must be held, at the least
    // Every stage of 64 heads: 5 doubles a pair, 64 x 2048 x 2048 pairs = 10 GiB; the JSON text
    // of four stages at least 18 bytes a number, 18 GiB.
    QTest::newRow("compute, 64 heads of 2048")
        << QStringList{QStringLiteral("compute")} << bigScenario << QStringList()
        << QByteArray("GiB of memory (every stage of 64 heads of 2048 queries x 2048 keys, and "
                      "their JSON text), more than the limit of 8 GiB; use fewer tokens or "
                      "heads, or --backend cpu")
        << 28.0;
    QTest::newRow("explain, 64 heads of 2048")
        << QStringList{QStringLiteral("explain")} << bigScenario << QStringList()
        << QByteArray("GiB of memory (every stage of 64 heads of 2048 queries x 2048 keys), "
                      "more than the limit of 8 GiB")
        << 10.0;
    QTest::newRow("render, 64 heads of 2048")
        << QStringList{QStringLiteral("render"), QStringLiteral("--format"), QStringLiteral("png"),
                       QStringLiteral("--out-dir"), QStringLiteral("x")}
        << bigScenario << QStringList() << QByteArray("more than the limit of 8 GiB") << 10.0;
    QTest::newRow("compute, a budget of 1 MiB")
        << QStringList{QStringLiteral("compute")}
        << QByteArray(R"({"random": {"seed": 0, "tokens": 256, "dim": 8}})")
        << QStringList{QStringLiteral("ATTNLAB_MEMORY_BUDGET_MIB=1")}
        << QByteArray("MiB of memory (every stage of 1 head of 256 queries x 256 keys, and their "
                      "JSON text), more than the limit of 1 MiB")
        << -1.0;
}

void TestCliLimits::requestsOverTheMemoryBudget()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, scenario);
    QFETCH(QStringList, env);
    QFETCH(QByteArray, message);
    QFETCH(double, atLeastGib);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("s.json"));
    writeAll(path, scenario);
    QStringList full = args;
    full.insert(1, path);
    for (QString& a : full)
        if (a == QLatin1String("x"))
            a = dir.filePath(QStringLiteral("figures"));
    const CliRun r = cli(full, env);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), r.err.constData());
    QVERIFY2(r.err.startsWith(QByteArray("attnlab-cli: ") + path.toUtf8() + ": this needs about "),
             r.err.constData());
    QVERIFY2(estimateGib(r.err) >= atLeastGib, r.err.constData());
    QVERIFY(r.out.isEmpty());
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("figures"))));

    // The same request with the output alone (the cpu backend) fits.
    if (args.first() == QLatin1String("compute") && env.isEmpty()) {
        const CliRun fused = cli({QStringLiteral("compute"), path, QStringLiteral("--backend"),
                                  QStringLiteral("cpu"), QStringLiteral("--out"),
                                  dir.filePath(QStringLiteral("out.json"))});
        QCOMPARE(fused.exitCode, 0);
    }
}

void TestCliLimits::imagesTooLargeAreInvalidInput_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::newRow("4800 dpi, 6x5") << QStringList{QStringLiteral("--dpi"), QStringLiteral("4800"),
                                                  QStringLiteral("--size"), QStringLiteral("6x5")};
    QTest::newRow("1200 dpi, 100x100")
        << QStringList{QStringLiteral("--dpi"), QStringLiteral("1200"), QStringLiteral("--size"),
                       QStringLiteral("100x100")};
    QTest::newRow("600 dpi, 30x30, tight")
        << QStringList{QStringLiteral("--dpi"), QStringLiteral("600"), QStringLiteral("--size"),
                       QStringLiteral("30x30"), QStringLiteral("--tight")};
}

void TestCliLimits::imagesTooLargeAreInvalidInput()
{
    QFETCH(QStringList, options);
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("f.png"));
    const CliRun r = cli(QStringList{QStringLiteral("render"), example("lesson-seed0.json"),
                                     QStringLiteral("--out"), out} +
                         options);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("--dpi "), r.err.constData());
    QVERIFY2(r.err.contains("too large an image"), r.err.constData());
    QVERIFY(!QFileInfo::exists(out));
    // The same size as a vector figure draws.
    const CliRun svg =
        cli(QStringList{QStringLiteral("render"), example("lesson-seed0.json"),
                        QStringLiteral("--out"), dir.filePath(QStringLiteral("f.svg"))} +
            options);
    QCOMPARE(svg.exitCode, 0);
}

void TestCliLimits::tooManyFigures()
{
    // 2 layers x 600 heads of 2 x 2: 1200 maps may be opened, but not drawn in one run.
    QTemporaryDir dir;
    attnlab::NdArray array;
    array.shape = {2, 600, 2, 2};
    array.data.assign(array.size(), 0.5);
    const QString npy = dir.filePath(QStringLiteral("w.npy"));
    writeAll(npy, QByteArray::fromStdString(attnlab::writeNpy(array)));
    const QString outDir = dir.filePath(QStringLiteral("figures"));
    CliRun r = cli({QStringLiteral("render"), npy, QStringLiteral("--all-layers"),
                    QStringLiteral("--all-heads"), QStringLiteral("--out-dir"), outDir});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("1200 figures (2 layers x 600 heads) are more than 1024"),
             r.err.constData());
    QVERIFY(!QFileInfo::exists(outDir));
    // One of them is drawn.
    r = cli({QStringLiteral("render"), npy, QStringLiteral("--layer"), QStringLiteral("1"),
             QStringLiteral("--head"), QStringLiteral("599"), QStringLiteral("--out"),
             dir.filePath(QStringLiteral("one.svg"))});
    QCOMPARE(r.exitCode, 0);

    // A stack of more maps than any model's is refused when read: (4096, 256, 1, 1).
    array.shape = {4096, 256, 1, 1};
    array.data.assign(array.size(), 1.0);
    writeAll(npy, QByteArray::fromStdString(attnlab::writeNpy(array)));
    r = cli({QStringLiteral("render"), npy, QStringLiteral("--all-layers"),
             QStringLiteral("--all-heads"), QStringLiteral("--out-dir"), outDir});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("1048576 maps, more than the limit of 4096"), r.err.constData());
    QVERIFY(!QFileInfo::exists(outDir));
}

QTEST_GUILESS_MAIN(TestCliLimits)
#include "tst_clilimits.moc"

// attnlab-cli and NumPy, end to end: a 6,000-token sparse scenario whose Q, K and V live in a .npz
// beside it (tests/app/data/sparse_long/, written by scripts/fixtures/make_sparse_long_fixture.py)
// computed with --backend cpu and opencl and compared with NumPy's output; the reference engine
// refusing it with the backend to use; compute --out .npy / .npz read back with AttnLab's own
// reader. OpenCL rows skip without OpenCL, unless ATTNLAB_REQUIRE_OPENCL=1 (then they fail).
#include "clirun.h"
#include "inputerror.h"
#include "npy.h"
#ifdef ATTNLAB_HAVE_OPENCL
#include "openclengine.h"
#endif

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace attnlab;

namespace {

QString fixture(const char* name)
{
    return QStringLiteral(ATTNLAB_TEST_DATA "/sparse_long/") + QLatin1String(name);
}

std::string readBytes(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll().toStdString();
}

bool openClRequired()
{
    return qEnvironmentVariable("ATTNLAB_REQUIRE_OPENCL") == QLatin1String("1");
}

/// Empty when OpenCL can run here; otherwise why not.
QString openClMissing()
{
#ifndef ATTNLAB_HAVE_OPENCL
    return QStringLiteral("built without ATTNLAB_WITH_OPENCL");
#else
    return OpenClEngine::deviceNames().empty() ? QStringLiteral("no OpenCL platform") : QString();
#endif
}

/// The largest |a - b| of two matrices of the same shape (infinity when the shapes differ).
double maxDifference(const Matrix& a, const Matrix& b)
{
    if (a.rows() != b.rows() || a.cols() != b.cols())
        return std::numeric_limits<double>::infinity();
    return (a - b).cwiseAbs().maxCoeff();
}

Matrix jsonMatrix(const QJsonValue& value)
{
    const QJsonArray rows = value.toArray();
    Matrix m(rows.size(), rows.isEmpty() ? 0 : rows.at(0).toArray().size());
    for (int i = 0; i < rows.size(); ++i)
        for (int j = 0; j < m.cols(); ++j)
            m(i, j) = rows.at(i).toArray().at(j).toDouble();
    return m;
}

} // namespace

class TestCliNpz : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void longSparseMatchesNumpy_data();
    void longSparseMatchesNumpy();
    void referenceRefusesLongInput_data();
    void referenceRefusesLongInput();
    void npzHoldsTheWeights();
    void badOut();
};

void TestCliNpz::initTestCase()
{
    QVERIFY2(QFile::exists(fixture("qkv.npz")) && QFile::exists(fixture("expected.npy")),
             "the fixture is missing: run scripts/fixtures/make_sparse_long_fixture.py");
}

void TestCliNpz::longSparseMatchesNumpy_data()
{
    QTest::addColumn<QString>("backend");
    QTest::addColumn<QString>("out");
    QTest::newRow("cpu, .npy") << "cpu"
                               << "out.npy";
    QTest::newRow("cpu, .npz") << "cpu"
                               << "out.npz";
    QTest::newRow("opencl, .npy") << "opencl"
                                  << "out.npy";
    QTest::newRow("opencl, .NPZ") << "opencl"
                                  << "out.NPZ";
}

void TestCliNpz::longSparseMatchesNumpy()
{
    // 6,000 tokens, causal, window 64, global tokens 0 and 1: the float32 engines within 2e-5
    // of NumPy's float64 output.
    QFETCH(QString, backend);
    QFETCH(QString, out);
    if (backend == QLatin1String("opencl") && !openClMissing().isEmpty()) {
        if (openClRequired())
            QFAIL(qPrintable("ATTNLAB_REQUIRE_OPENCL=1 but " + openClMissing()));
        QSKIP(qPrintable(openClMissing()));
    }
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(out);
    const CliRun r = runCli({QStringLiteral("compute"), fixture("scenario.json"),
                             QStringLiteral("--backend"), backend, QStringLiteral("--out"), path});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(r.out.isEmpty());
    const Matrix expected =
        matrixFromArray(readNpy(readBytes(fixture("expected.npy")), "expected.npy"));
    QCOMPARE(expected.rows(), 6000);
    Matrix output;
    if (out.endsWith(QLatin1String(".npy"))) {
        const NdArray array = readNpy(readBytes(path), "out.npy");
        QCOMPARE(array.shapeText(), std::string("(6000, 8)"));
        output = matrixFromArray(array);
    } else {
        // The fast backends keep no weights: the output alone.
        const std::map<std::string, NdArray> arrays = readNpz(readBytes(path), "out.npz");
        QCOMPARE(arrays.size(), std::size_t{1});
        QVERIFY(arrays.count("output"));
        output = matrixFromArray(arrays.at("output"));
    }
    const double difference = maxDifference(output, expected);
    qInfo("%s: max |AttnLab - NumPy| = %.3g", qPrintable(backend), difference);
    QVERIFY2(difference < 2e-5, qPrintable(QString::number(difference)));
}

void TestCliNpz::referenceRefusesLongInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    const QString scenario = fixture("scenario.json");
    QTest::newRow("compute") << QStringList{QStringLiteral("compute"), scenario};
    QTest::newRow("compute --backend reference, .npz")
        << QStringList{QStringLiteral("compute"),
                       scenario,
                       QStringLiteral("--backend"),
                       QStringLiteral("reference"),
                       QStringLiteral("--out"),
                       QDir::temp().filePath(QStringLiteral("attnlab-never-written.npz"))};
    QTest::newRow("explain") << QStringList{QStringLiteral("explain"), scenario};
    QTest::newRow("render") << QStringList{
        QStringLiteral("render"), scenario, QStringLiteral("--out"),
        QDir::temp().filePath(QStringLiteral("attnlab-never-written.png"))};
}

void TestCliNpz::referenceRefusesLongInput()
{
    // The staged engine keeps n x n matrices: refused at once, naming the backend to use.
    QFETCH(QStringList, arguments);
    const CliRun r = runCli(arguments, 30000);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("scenario.json: q: 6000 rows (queries) is more than the reference "
                            "engine's 2048; use --backend cpu"),
             r.err.constData());
    QVERIFY(r.out.isEmpty());
    // (the file --out names is never written; a row without --out ends with the scenario,
    // which exists wherever the clone is, /tmp included)
    const qsizetype out = arguments.indexOf(QStringLiteral("--out"));
    QVERIFY(out < 0 || !QFile::exists(arguments.at(out + 1)));
}

void TestCliNpz::npzHoldsTheWeights()
{
    // The reference engine keeps the weights: .npz holds "output" and "weights_0", "weights_1"
    // (one per head), the same numbers as the JSON result; .npy the output alone.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString scenario = dir.filePath(QStringLiteral("s.json"));
    QFile f(scenario);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"random": {"seed": 0, "tokens": 5, "dim": 8}, "heads": 2,
                "mask": {"causal": true}, "output_projection": [[1, 0], [0, 1], [1, 1], [0, 0],
                [2, 0], [0, 2], [1, 0], [0, 1]]})");
    f.close();
    const CliRun json = runCli({QStringLiteral("compute"), scenario});
    QVERIFY2(json.exitCode == 0, json.err.constData());
    const QJsonObject result = QJsonDocument::fromJson(json.out).object();

    const QString npz = dir.filePath(QStringLiteral("r.npz"));
    CliRun r = runCli({QStringLiteral("compute"), scenario, QStringLiteral("--out"), npz});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const std::map<std::string, NdArray> arrays = readNpz(readBytes(npz), "r.npz");
    QCOMPARE(arrays.size(), std::size_t{3});
    QCOMPARE(arrays.at("output").shapeText(), std::string("(5, 2)"));
    QVERIFY(maxDifference(matrixFromArray(arrays.at("output")), jsonMatrix(result["output"])) <
            1e-15);
    for (int h = 0; h < 2; ++h) {
        const NdArray& w = arrays.at("weights_" + std::to_string(h));
        QCOMPARE(w.shapeText(), std::string("(5, 5)"));
        const Matrix expected = jsonMatrix(result["heads"].toArray().at(h)["weights"]);
        QVERIFY(maxDifference(matrixFromArray(w), expected) < 1e-15);
        QCOMPARE(matrixFromArray(w)(0, 1), 0.0); // causal
    }

    const QString npy = dir.filePath(QStringLiteral("r.npy"));
    r = runCli({QStringLiteral("compute"), scenario, QStringLiteral("--out"), npy});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(matrixFromArray(readNpy(readBytes(npy), "r.npy")) ==
            matrixFromArray(arrays.at("output")));

    // Any other name is the JSON result, as before.
    const QString other = dir.filePath(QStringLiteral("r.json"));
    r = runCli({QStringLiteral("compute"), scenario, QStringLiteral("--out"), other});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(QByteArray::fromStdString(readBytes(other)), json.out);
}

void TestCliNpz::badOut()
{
    // A folder that does not exist: exit 1, nothing half-written.
    const CliRun r = runCli({QStringLiteral("compute"), fixture("scenario.json"),
                             QStringLiteral("--backend"), QStringLiteral("cpu"),
                             QStringLiteral("--out"), QStringLiteral("/nonexistent/dir/out.npy")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(!r.err.isEmpty());
}

QTEST_GUILESS_MAIN(TestCliNpz)
#include "tst_clinpz.moc"

// File › Import and File › Export Data: Q, K, V and masks in and out of a document as CSV, TSV,
// .npy and .npz (NumPy's own files among them), the trace as JSON (the same bytes as
// `attnlab-cli compute`), each stage's numbers; clear errors that change nothing.
#include "clirun.h"
#include "commands/setrandomcommand.h"
#include "dataexchange.h"
#include "document.h"
#include "matrixio.h"
#include "matrixtext.h"
#include "scenarioedit.h"
#include "scenariofile.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace attnlab;

namespace {

Matrix sequence(int rows, int cols, double start)
{
    Matrix m(rows, cols);
    for (int i = 0; i < rows; ++i)
        for (int j = 0; j < cols; ++j)
            m(i, j) = start + 0.1 * (i * cols + j) + 1.0 / 3.0; // not short in decimal
    return m;
}

} // namespace

class TestDataExchange : public QObject
{
    Q_OBJECT

private slots:
    void importMatrix_data();
    void importMatrix();
    void importedShapeIsFollowed();
    void badFileChangesNothing_data();
    void badFileChangesNothing();
    void importQkvFromNumpy();
    void importQkvShapesMustFit();
    void importMask();
    void badMask_data();
    void badMask();
    void exportRoundTrips_data();
    void exportRoundTrips();
    void exportMaskIsEveryKindTogether();
    void exportTraceMatchesTheCommandLine();
    void exportStages();
    void failedExportKeepsTheOldFile();
    void importWaitsForTheComputationOfTheLastEdit();
    void qkvKeepsTokensOnlyForTheSameSizes();
};

void TestDataExchange::importMatrix_data()
{
    QTest::addColumn<QString>("suffix");
    QTest::newRow("csv") << QStringLiteral("csv");
    QTest::newRow("tsv") << QStringLiteral("tsv");
    QTest::newRow("npy") << QStringLiteral("npy");
}

void TestDataExchange::importMatrix()
{
    QFETCH(QString, suffix);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("q.") + suffix);
    const Matrix q = sequence(4, 8, -1.0);
    writeAll(path, QByteArray::fromStdString(matrixFileBytes(q, path.toStdString())));

    Document doc; // the lesson: random Q, K, V (4 x 8)
    const Matrix k = doc.resolved().input.k;
    QString report;
    const QString error = DataExchange::importMatrix(&doc, MatrixRole::Query, path, &report);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.scenario().kind, InputKind::Matrices);
    QCOMPARE(doc.resolved().input.q, q); // exact: the text holds the shortest exact digits
    QCOMPARE(doc.resolved().input.k, k);
    QVERIFY2(report.contains(QStringLiteral("Imported Q (4 \u00d7 8) from q.")),
             qPrintable(report));
    QVERIFY2(report.contains(QLatin1String("matrices now")), qPrintable(report));
    QVERIFY(doc.hasResult());

    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().kind, InputKind::Random);
    QVERIFY(!doc.isModified());
}

void TestDataExchange::importedShapeIsFollowed()
{
    // A K of 6 keys x 4 columns: Q's columns and V's rows follow, the causal mask stays valid.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("k.csv"));
    const Matrix k = sequence(6, 4, 0.5);
    writeAll(path, QByteArray::fromStdString(matrixFileBytes(k, path.toStdString())));
    Document doc;
    QString report;
    QVERIFY(DataExchange::importMatrix(&doc, MatrixRole::Key, path, &report).isEmpty());
    QVERIFY(doc.hasResult());
    const AttentionInput& in = doc.resolved().input;
    QCOMPARE(in.k, k);
    QCOMPARE(in.q.cols(), 4);
    QCOMPARE(in.q.rows(), 4);
    QCOMPARE(in.v.rows(), 6);
    QCOMPARE(doc.trace().heads[0].weights.cols(), 6);

    // Now a Q of other columns: K follows, and the report says so.
    const QString q3 = dir.filePath(QStringLiteral("q.tsv"));
    writeAll(q3, QByteArray::fromStdString(matrixFileBytes(sequence(2, 3, 0), q3.toStdString())));
    QVERIFY(DataExchange::importMatrix(&doc, MatrixRole::Query, q3, &report).isEmpty());
    QVERIFY2(report.contains(QStringLiteral("To match, K is now 6 \u00d7 3.")), qPrintable(report));
    QCOMPARE(doc.resolved().input.k.cols(), 3);
    QCOMPARE(doc.resolved().input.k.leftCols(3), k.leftCols(3));
    QCOMPARE(doc.undoStack()->count(), 2);
}

void TestDataExchange::badFileChangesNothing_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    QTest::newRow("NaN") << QStringLiteral("q.csv") << QByteArray("1,2,3\n4,nan,6\n")
                         << QStringLiteral("q.csv line 2, column 2: 'nan': NaN is not allowed");
    QTest::newRow("ragged") << QStringLiteral("q.csv") << QByteArray("1,2,3\n4,5\n")
                            << QStringLiteral(
                                   "q.csv line 2: expected 3 numbers like line 1, got 2");
    QTest::newRow("empty") << QStringLiteral("q.tsv") << QByteArray("") << QStringLiteral("q.tsv");
    QTest::newRow("3-d npy") << QStringLiteral("f8_3d.npy") << QByteArray()
                             << QStringLiteral("expected a matrix (2 dimensions)");
    QTest::newRow("int npy") << QStringLiteral("int32.npy") << QByteArray()
                             << QStringLiteral("'<i4' (32-bit signed integers)");
    QTest::newRow("npz as one matrix") << QStringLiteral("qkv_stored.npz") << QByteArray()
                                       << QStringLiteral("open it as Q, K and V");
    QTest::newRow("unknown type") << QStringLiteral("q.xlsx") << QByteArray("x")
                                  << QStringLiteral("q.xlsx");
    QTest::newRow("missing") << QStringLiteral("nowhere.csv") << QByteArray("-")
                             << QStringLiteral("nowhere.csv");
}

void TestDataExchange::badFileChangesNothing()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QString path = dir.filePath(name);
    if (bytes.isEmpty() && QFileInfo::exists(npyData(qPrintable(name))))
        path = npyData(qPrintable(name)); // a file made by NumPy
    else if (bytes != "-")
        writeAll(path, bytes);
    Document doc;
    const Scenario before = doc.scenario();
    const QString error = DataExchange::importMatrix(&doc, MatrixRole::Value, path);
    QVERIFY2(error.contains(message), qPrintable(error));
    QVERIFY(doc.scenario() == before);
    QCOMPARE(doc.undoStack()->count(), 0);
}

void TestDataExchange::importQkvFromNumpy()
{
    // np.savez_compressed(q=float64 4x8, k=float32 5x8, v=float64 5x6), written by NumPy.
    Document doc;
    QString report;
    const QString error = DataExchange::importQkv(&doc, npyData("qkv_deflated.npz"), &report);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const std::map<std::string, Matrix> expected =
        readQkvNpz(npyData("qkv_stored.npz").toStdString());
    const AttentionInput& in = doc.resolved().input;
    QCOMPARE(in.q, expected.at("q"));
    QCOMPARE(in.v, expected.at("v"));
    QVERIFY(in.k.isApprox(expected.at("k"), 1e-6)); // k was saved as float32
    QCOMPARE(in.queryCount(), 4);
    QCOMPARE(in.keyCount(), 5);
    QCOMPARE(doc.resolved().queryTokens.size(), std::size_t(4));
    QCOMPARE(doc.resolved().keyTokens.size(), std::size_t(5));
    QVERIFY2(report.contains(QStringLiteral("K (5 \u00d7 8)")), qPrintable(report));
    QCOMPARE(doc.undoStack()->count(), 1);
    doc.undoStack()->undo();
    QCOMPARE(doc.resolved().input.queryCount(), 4);
    QCOMPARE(doc.scenario().kind, InputKind::Random);

    // An archive without v names what it holds.
    const QString missing = DataExchange::importQkv(&doc, npyData("qkv_missing_v.npz"));
    QVERIFY2(missing.contains(QLatin1String("missing array 'v'")) &&
                 missing.contains(QLatin1String("the archive holds k, q")),
             qPrintable(missing));
}

void TestDataExchange::importQkvShapesMustFit()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.npz"));
    writeAll(path, QByteArray::fromStdString(
                       qkvNpzBytes(sequence(4, 8, 0), sequence(5, 6, 0), sequence(5, 6, 0), true)));
    Document doc;
    const Scenario before = doc.scenario();
    QString error = DataExchange::importQkv(&doc, path);
    // refused from the arrays' headers, before either is inflated (issue 30, item 21)
    QVERIFY2(error.contains(QLatin1String("bad.npz: k.npy: shape (5, 6): expected 8 columns like "
                                          "q.npy (4, 8), got 6")),
             qPrintable(error));
    writeAll(path, QByteArray::fromStdString(qkvNpzBytes(sequence(4, 8, 0), sequence(5, 8, 0),
                                                         sequence(4, 6, 0), false)));
    error = DataExchange::importQkv(&doc, path);
    QVERIFY2(error.contains(QLatin1String("v.npy: shape (4, 6): expected 5 rows (one per key) "
                                          "like k.npy (5, 8), got 4")),
             qPrintable(error));
    QVERIFY(doc.scenario() == before);
    QCOMPARE(doc.undoStack()->count(), 0);
}

void TestDataExchange::importMask()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mask.csv"));
    writeAll(path, "1,0,0,1\n1,1,0,0\n0,1,1,0\n1,1,1,1\n");
    Document doc;
    QString report;
    const QString error = DataExchange::importMask(&doc, path, &report);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(report.contains(QLatin1String("10 of 16 pairs")), qPrintable(report));
    const HeadTrace& h = doc.trace().heads[0];
    QVERIFY(!h.allowed(0, 1) && h.allowed(0, 3) && !h.allowed(2, 0));
    QCOMPARE(h.weights(0, 1), 0.0);
    QCOMPARE(h.weights.row(0).sum(), 1.0);
    doc.undoStack()->undo();
    QVERIFY(!doc.scenario().mask.allowed);
}

void TestDataExchange::badMask_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    QTest::newRow("half") << QByteArray("1,1,1,1\n1,1,0.5,1\n1,1,1,1\n1,1,1,1\n")
                          << QStringLiteral(
                                 "row 2, column 3: expected 0 (masked) or 1 (allowed), found 0.5");
    QTest::newRow("shape") << QByteArray("1,1,1\n1,1,1\n1,1,1\n1,1,1\n")
                           << QStringLiteral("expected a 4 x 4 mask (queries x keys), got 4 x 3");
}

void TestDataExchange::badMask()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mask.csv"));
    writeAll(path, bytes);
    Document doc;
    const QString error = DataExchange::importMask(&doc, path);
    QVERIFY2(error.contains(QLatin1String("mask.csv")) && error.contains(message),
             qPrintable(error));
    QCOMPARE(doc.undoStack()->count(), 0);
}

void TestDataExchange::exportRoundTrips_data()
{
    QTest::addColumn<QString>("suffix");
    QTest::newRow("csv") << QStringLiteral("csv");
    QTest::newRow("tsv") << QStringLiteral("tsv");
    QTest::newRow("npy") << QStringLiteral("npy");
}

void TestDataExchange::exportRoundTrips()
{
    // The values actually used (drawn by the seed), exactly; then back into another document.
    QFETCH(QString, suffix);
    QTemporaryDir dir;
    Document doc;
    const AttentionInput& in = doc.resolved().input;
    Document other;
    const QString path = dir.filePath(QStringLiteral("v.") + suffix);
    QVERIFY(DataExchange::exportMatrix(doc, MatrixRole::Value, path).isEmpty());
    QCOMPARE(readMatrixFile(path.toStdString()), in.v);
    QVERIFY(DataExchange::importMatrix(&other, MatrixRole::Value, path).isEmpty());
    QCOMPARE(other.resolved().input.v, in.v);

    const QString npz = dir.filePath(QStringLiteral("qkv.npz"));
    QVERIFY(DataExchange::exportQkv(doc, npz).isEmpty());
    const std::map<std::string, Matrix> qkv = readQkvNpz(npz.toStdString());
    QCOMPARE(qkv.at("q"), in.q);
    QCOMPARE(qkv.at("k"), in.k);
    QCOMPARE(qkv.at("v"), in.v);
    QVERIFY(DataExchange::importQkv(&other, npz).isEmpty());
    QCOMPARE(other.trace().heads[0].weights, doc.trace().heads[0].weights);

    // W_O: only when there is one.
    const QString wo = dir.filePath(QStringLiteral("wo.") + suffix);
    const QString error = DataExchange::exportMatrix(doc, MatrixRole::OutputProjection, wo);
    QVERIFY2(error.contains(QLatin1String("no output projection")), qPrintable(error));
    QVERIFY(!QFileInfo::exists(wo));
}

void TestDataExchange::exportMaskIsEveryKindTogether()
{
    Document doc;
    QString error;
    QVERIFY2(doc.load(example("sliding-window.json"), &error), qPrintable(error));
    doc.waitForResult();
    QVERIFY(doc.hasResult());
    const AttentionInput& in = doc.resolved().input;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mask.csv"));
    QVERIFY(DataExchange::exportMask(doc, path).isEmpty());
    const BoolMatrix read = maskFromMatrix(readMatrixFile(path.toStdString()), "mask.csv");
    QCOMPARE(read.rows(), in.queryCount());
    QCOMPARE(read.cols(), in.keyCount());
    for (int i = 0; i < read.rows(); ++i)
        for (int j = 0; j < read.cols(); ++j)
            QCOMPARE(read(i, j), in.mask.allows(i, j, in.queryCount(), in.keyCount()));
    QVERIFY(!read.all()); // the example masks something

    // Imported back as a custom mask, with the window off, it gives the same weights.
    const Matrix weights = doc.trace().heads[0].weights;
    Document copy;
    copy.reset(withMask(doc.scenario(), MaskSpec{}), QString());
    QVERIFY(DataExchange::importMask(&copy, path).isEmpty());
    QVERIFY(copy.trace().heads[0].weights.isApprox(weights, 1e-15));
}

void TestDataExchange::exportTraceMatchesTheCommandLine()
{
    const QString scenario = example("translation-black-cat.json");
    Document doc;
    QString error;
    QVERIFY2(doc.load(scenario, &error), qPrintable(error));
    doc.waitForResult();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("result.json"));
    QVERIFY(DataExchange::exportTrace(doc, path).isEmpty());
    const CliRun cli = runCli({QStringLiteral("compute"), scenario});
    QCOMPARE(cli.exitCode, 0);
    const QByteArray app = readAll(path);
    QVERIFY(app.contains("\"weights\""));
    QCOMPARE(app, cli.out);
}

void TestDataExchange::exportStages()
{
    QTemporaryDir dir;
    Document doc;
    QString error;
    QVERIFY2(doc.load(example("multihead-output-projection.json"), &error), qPrintable(error));
    doc.waitForResult();
    const int heads = int(doc.trace().heads.size());
    QVERIFY(heads > 1);

    // The names of `attnlab-cli render --out-dir`, a file per stage and head, then the final one.
    const QStringList files =
        DataExchange::stageFiles(doc, dir.path(), QStringLiteral("mh"), QStringLiteral("csv"));
    QCOMPARE(files.size(), 5 * heads + 1);
    QCOMPARE(QFileInfo(files.first()).fileName(), QStringLiteral("mh-scores-head0.csv"));
    QCOMPARE(QFileInfo(files.last()).fileName(), QStringLiteral("mh-final.csv"));
    QStringList written;
    QVERIFY(DataExchange::exportAllStages(doc, dir.path(), QStringLiteral("mh"),
                                          QStringLiteral("csv"), &written)
                .isEmpty());
    QCOMPARE(written, files);
    const HeadTrace& h1 = doc.trace().heads[1];
    QCOMPARE(readMatrixFile(dir.filePath(QStringLiteral("mh-weights-head1.csv")).toStdString()),
             h1.weights);
    QCOMPARE(readMatrixFile(dir.filePath(QStringLiteral("mh-scores-head1.csv")).toStdString()),
             h1.scores);
    QCOMPARE(readMatrixFile(dir.filePath(QStringLiteral("mh-final.csv")).toStdString()),
             doc.trace().output);

    // Masked scores: -inf where masked, which NumPy's loadtxt reads.
    Document causal;
    MaskSpec causalMask;
    causalMask.causal = true;
    causal.reset(withMask(causal.scenario(), causalMask));
    const QString masked = dir.filePath(QStringLiteral("masked.csv"));
    QVERIFY(DataExchange::exportStage(causal, Stage::Masked, 0, masked).isEmpty());
    const QList<QByteArray> lines = readAll(masked).trimmed().split('\n');
    QCOMPARE(lines.size(), 4);
    QCOMPARE(lines[0].split(',').mid(1), QList<QByteArray>({"-inf", "-inf", "-inf"}));
    QVERIFY(!lines[3].contains("inf"));
    QCOMPARE(lines[3].split(',').at(1).toDouble(), causal.trace().heads[0].masked(3, 1));
}

void TestDataExchange::failedExportKeepsTheOldFile()
{
    QTemporaryDir dir;
    Document doc;
    const QString path = dir.filePath(QStringLiteral("q.csv"));
    writeAll(path, "precious\n");
    QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner);
    const bool readOnly = !QFileInfo(dir.path()).isWritable() ||
                          !QFile(dir.filePath(QStringLiteral("probe"))).open(QIODevice::WriteOnly);
    if (readOnly) { // (root can write anywhere)
        const QString error = DataExchange::exportMatrix(doc, MatrixRole::Query, path);
        QVERIFY2(error.contains(QLatin1String("q.csv")) &&
                     error.contains(QLatin1String("cannot write")),
                 qPrintable(error));
        QCOMPARE(readAll(path), QByteArray("precious\n"));
    }
    QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    // An unknown format is refused before anything is written.
    const QString xlsx = dir.filePath(QStringLiteral("q.xlsx"));
    const QString error = DataExchange::exportMatrix(doc, MatrixRole::Query, xlsx);
    QVERIFY2(error.contains(QLatin1String("q.xlsx")), qPrintable(error));
    QVERIFY(!QFileInfo::exists(xlsx));
    // A folder that does not exist; a file in the place of a folder.
    const QString nowhere = dir.filePath(QStringLiteral("no/such/folder/q.npy"));
    QVERIFY(!DataExchange::exportMatrix(doc, MatrixRole::Query, nowhere).isEmpty());
    QVERIFY(!QFileInfo::exists(nowhere));
    const QString underFile = path + QStringLiteral("/q.npy");
    QVERIFY(!DataExchange::exportTrace(doc, underFile).isEmpty());
    QCOMPARE(readAll(path), QByteArray("precious\n"));
}

void TestDataExchange::importWaitsForTheComputationOfTheLastEdit()
{
    // 100 tokens compute in the background; a mask for them imported at once must fit them,
    // not the 4 tokens of the result shown before.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mask.npy"));
    BoolMatrix allowed = BoolMatrix::Constant(100, 100, true);
    allowed(0, 99) = false;
    writeAll(path, QByteArray::fromStdString(matrixFileBytes(maskToMatrix(allowed), "m.npy")));
    Document doc;
    doc.undoStack()->push(new SetRandomCommand(&doc, RandomSpec{"torch", 3, 100, 8}, 1));
    QVERIFY(doc.isComputing());
    QString report;
    const QString error = DataExchange::importMask(&doc, path, &report);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    doc.waitForResult();
    QCOMPARE(doc.trace().heads[0].weights(0, 99), 0.0);
    QVERIFY2(report.contains(QStringLiteral("9999 of 10000 pairs")), qPrintable(report));

    // The same for an export: the numbers of the last edit.
    doc.undoStack()->push(new SetRandomCommand(&doc, RandomSpec{"torch", 4, 90, 8}, 2));
    QVERIFY(doc.isComputing());
    const QString q = dir.filePath(QStringLiteral("q.npy"));
    QVERIFY(DataExchange::exportMatrix(doc, MatrixRole::Query, q).isEmpty());
    QCOMPARE(readMatrixFile(q.toStdString()).rows(), 90);
}

void TestDataExchange::qkvKeepsTokensOnlyForTheSameSizes()
{
    QTemporaryDir dir;
    Document doc;
    doc.reset(
        withTokens(toMatrices(doc.scenario(), doc.resolved()), {"The", "black", "cat", "sat"}, {}));
    const QString same = dir.filePath(QStringLiteral("same.npz"));
    QVERIFY(DataExchange::exportQkv(doc, same).isEmpty());
    QVERIFY(DataExchange::importQkv(&doc, same).isEmpty()); // the same 4 tokens come back
    QCOMPARE(doc.resolved().queryTokens.at(1), std::string("black"));
    // Other sizes: the old words no longer describe the rows.
    QVERIFY(DataExchange::importQkv(&doc, npyData("qkv_stored.npz")).isEmpty());
    QCOMPARE(doc.resolved().queryTokens.size(), std::size_t(4));
    QVERIFY(doc.resolved().queryTokens.at(1) != std::string("black"));
    QCOMPARE(doc.resolved().keyTokens.size(), std::size_t(5));
}

QTEST_MAIN(TestDataExchange)
#include "tst_dataexchange.moc"

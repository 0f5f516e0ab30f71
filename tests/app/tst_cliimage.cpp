// attnlab-cli on a picture's scenario: compute writes the usual result (the lesson's 640 × 640
// picture at stride 32 gives 400 query tokens labelled by row and column, and the numbers are
// the patches' as PyTorch's unfold lays them out), explain and render take it, and bad pictures
// (truncated, not a picture, a stride larger than the picture) are refused with a message that
// names the key and the file, and nothing written.
#include "clirun.h"
#include "testfiles.h"

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

namespace {

/// dir/NAME.json: the example picture (copied into dir) with the image block's other keys.
QString scenario(const QTemporaryDir& dir, const char* name, const QString& image)
{
    const QString picture = dir.filePath(QStringLiteral("red-ball.png"));
    if (!QFileInfo::exists(picture))
        QFile::copy(example("lessons/images/red-ball.png"), picture);
    const QString path = dir.filePath(QLatin1String(name) + QStringLiteral(".json"));
    writeAll(path, QStringLiteral("{\"format\": \"attnlab-scenario\", \"version\": 1, \"image\": "
                                  "{%1}}")
                       .arg(image)
                       .toUtf8());
    return path;
}

} // namespace

class TestCliImage : public QObject
{
    Q_OBJECT

private slots:
    void computesThePatches();
    void explainsAndRenders();
    void refusesBadPictures_data();
    void refusesBadPictures();
};

void TestCliImage::computesThePatches()
{
    QTemporaryDir dir;
    const QString file = scenario(dir, "mean",
                                  QStringLiteral("\"path\": \"red-ball.png\", "
                                                 "\"stride\": 32, \"embedding\": "
                                                 "\"mean_colour\", "
                                                 "\"positional\": false"));
    const CliRun run = runCli({QStringLiteral("compute"), file});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject result = QJsonDocument::fromJson(run.out).object();
    const QJsonArray queries = result[QStringLiteral("query_tokens")].toArray();
    QCOMPARE(queries.size(), 400);
    QCOMPARE(queries.at(0).toString(), QStringLiteral("(0,0)"));
    QCOMPARE(queries.at(21).toString(), QStringLiteral("(1,1)"));
    // token (1, 1) is the centred mean colour of pixels 32..63 x 32..63, as Qt reads them
    const QImage picture(example("lessons/images/red-ball.png"));
    double sum[3] = {0, 0, 0};
    for (int y = 32; y < 64; ++y)
        for (int x = 32; x < 64; ++x) {
            const QRgb p = picture.pixel(x, y);
            sum[0] += qRed(p) / 255.0;
            sum[1] += qGreen(p) / 255.0;
            sum[2] += qBlue(p) / 255.0;
        }
    const QJsonArray q21 = result[QStringLiteral("q")].toArray().at(21).toArray();
    QCOMPARE(q21.size(), 3 + 16);
    for (int c = 0; c < 3; ++c)
        QVERIFY(std::abs(q21.at(c).toDouble() - (sum[c] / 1024 - 0.5) / 0.5) < 1e-12);
    // every weight row sums to 1
    const QJsonArray weights = result[QStringLiteral("heads")]
                                   .toArray()
                                   .at(0)
                                   .toObject()[QStringLiteral("weights")]
                                   .toArray();
    QCOMPARE(weights.size(), 400);
    double row = 0;
    for (const QJsonValue v : weights.at(210).toArray())
        row += v.toDouble();
    QVERIFY(std::abs(row - 1.0) < 1e-12);
}

void TestCliImage::explainsAndRenders()
{
    QTemporaryDir dir;
    const QString file = scenario(dir, "words",
                                  QStringLiteral("\"path\": \"red-ball.png\", "
                                                 "\"stride\": 64, \"prompt\": "
                                                 "\"a red ball\""));
    const CliRun explain =
        runCli({QStringLiteral("explain"), file, QStringLiteral("--query"), QStringLiteral("56")});
    QVERIFY2(explain.exitCode == 0, explain.err.constData());
    QVERIFY(explain.out.contains("(5,6)"));
    QVERIFY(explain.out.contains("\xe2\x80\x9cred\xe2\x80\x9d") || explain.out.contains("red"));
    const QString png = dir.filePath(QStringLiteral("weights.png"));
    const CliRun render = runCli({QStringLiteral("render"), file, QStringLiteral("--out"), png});
    QVERIFY2(render.exitCode == 0, render.err.constData());
    QVERIFY(!QImage(png).isNull());
}

void TestCliImage::refusesBadPictures_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("image");
    QTest::addColumn<QString>("says");
    const QByteArray png = readAll(example("lessons/images/red-ball.png"));
    QTest::newRow("truncated") << png.left(1000) << QStringLiteral("\"path\": \"bad.png\"")
                               << "image.path: bad.png: cannot read the picture";
    QTest::newRow("not a picture") << QByteArray("{}") << QStringLiteral("\"path\": \"bad.png\"")
                                   << "image.path: bad.png: not a picture";
    QTest::newRow("missing") << QByteArray() << QStringLiteral("\"path\": \"none.png\"")
                             << "image.path: none.png: no such file";
    QTest::newRow("stride too large")
        << png << QStringLiteral("\"path\": \"bad.png\", \"stride\": 700")
        << "image.stride: a patch of 700 × 700 pixels does not fit";
}

void TestCliImage::refusesBadPictures()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, image);
    QFETCH(QString, says);
    QTemporaryDir dir;
    writeAll(dir.filePath(QStringLiteral("bad.png")), bytes);
    const QString file = scenario(dir, "bad", image);
    const QString out = dir.filePath(QStringLiteral("result.json"));
    const CliRun run = runCli({QStringLiteral("compute"), file, QStringLiteral("--out"), out});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(QString::fromUtf8(run.err).contains(says), run.err.constData());
    QVERIFY(!QFileInfo::exists(out));
}

QTEST_GUILESS_MAIN(TestCliImage)
#include "tst_cliimage.moc"

// attnlab-cli classify, end to end on the shipped model (resources/models/vit, compiled into the
// program): the lesson's picture resized and said so, the answer equal to what the training
// script recorded for it, a picture at the model's size as the fixtures hold it, --json with its
// keys and shapes, a bad picture and a bad model (exit 2, the file named, no crash).
#include "clirun.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

namespace {

const QString lessonPng =
    QStringLiteral(ATTNLAB_SOURCE_DIR "/examples/lessons/images/red-ball.png");
const QString fixtureDir = QStringLiteral(ATTNLAB_SOURCE_DIR "/tests/core/data/vit/");
const QString modelDir = QStringLiteral(ATTNLAB_SOURCE_DIR "/resources/models/vit/");

QJsonObject jsonFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

/// classes [{"name", "probability"}] of a --json run as name -> probability.
QMap<QString, double> probabilities(const QJsonObject& o)
{
    QMap<QString, double> out;
    for (const QJsonValue& c : o[QLatin1String("classes")].toArray())
        out[c[QLatin1String("name")].toString()] = c[QLatin1String("probability")].toDouble();
    return out;
}

} // namespace

class TestCliClassify : public QObject
{
    Q_OBJECT

private slots:
    /// The lesson's 640 × 640 picture is area-averaged to 64 × 64, the output says so, and the
    /// answer is the one the training script recorded (PyTorch's adaptive_avg_pool2d on the
    /// same picture) to the 4 decimals it kept.
    void lessonPicture()
    {
        CliRun r = runCli({QStringLiteral("classify"), lessonPng});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith((lessonPng + QStringLiteral(": resized from 640 × 640 to "
                                                              "64 × 64 pixels by area "
                                                              "averaging"))
                                      .toUtf8()),
                 r.out.constData());
        QVERIFY2(r.out.contains("\n  ball "), r.out.constData());
        QVERIFY2(r.out.contains("The picture holds: "), r.out.constData());
        r = runCli({QStringLiteral("classify"), lessonPng, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = cliJson(r);
        QCOMPARE(o[QLatin1String("original_size")].toArray(), QJsonArray({640, 640}));
        QCOMPARE(o[QLatin1String("model_size")].toArray(), QJsonArray({64, 64}));
        QCOMPARE(o[QLatin1String("resized")].toBool(), true);
        const QJsonObject recorded =
            jsonFile(modelDir + QStringLiteral("config.json"))[QLatin1String(
                "training")][QLatin1String("lesson_picture")][QLatin1String("probabilities")]
                .toObject();
        const QMap<QString, double> got = probabilities(o);
        QCOMPARE(got.size(), 7);
        QCOMPARE(recorded.size(), 7);
        for (auto it = recorded.begin(); it != recorded.end(); ++it)
            QVERIFY2(std::abs(got.value(it.key(), -1) - it.value().toDouble()) <= 0.51e-4,
                     qPrintable(it.key()));
    }

    /// A picture at the model's size is read as it is; the probabilities are the fixtures'.
    void modelSizedPicture_data()
    {
        QTest::addColumn<int>("image");
        QTest::newRow("scene 1") << 1;
        QTest::newRow("scene 2") << 2;
        QTest::newRow("scene 3") << 3;
    }
    void modelSizedPicture()
    {
        QFETCH(int, image);
        const QString png = fixtureDir + QStringLiteral("scene%1.png").arg(image);
        CliRun r = runCli({QStringLiteral("classify"), png});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith(
                     (png + QStringLiteral(": 64 × 64 pixels (the model's input size)")).toUtf8()),
                 r.out.constData());
        r = runCli({QStringLiteral("classify"), png, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = cliJson(r);
        QCOMPARE(o[QLatin1String("resized")].toBool(), false);
        const QJsonObject want =
            jsonFile(fixtureDir + QStringLiteral("fixtures.json"))[QLatin1String("images")][image]
                                                                  [QLatin1String("probabilities")]
                                                                      .toObject();
        const QMap<QString, double> got = probabilities(o);
        QCOMPARE(want.size(), 7);
        for (auto it = want.begin(); it != want.end(); ++it)
            QVERIFY2(std::abs(got.value(it.key(), -1) - it.value().toDouble()) <= 0.51e-4,
                     qPrintable(it.key()));
    }

    /// --json: the keys, 65 tokens and [layer][head][query][key] maps whose rows sum to 1.
    void json()
    {
        const CliRun r =
            runCli({QStringLiteral("classify"), fixtureDir + QStringLiteral("scene1.png"),
                    QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = cliJson(r);
        QStringList keys = o.keys();
        keys.sort();
        QCOMPARE(keys, QStringList({QStringLiteral("attention"), QStringLiteral("classes"),
                                    QStringLiteral("model_size"), QStringLiteral("original_size"),
                                    QStringLiteral("picture"), QStringLiteral("resized"),
                                    QStringLiteral("tokens")}));
        const QJsonArray tokens = o[QLatin1String("tokens")].toArray();
        QCOMPARE(tokens.size(), 65);
        QCOMPARE(tokens.first().toString(), QStringLiteral("CLS"));
        QCOMPARE(tokens.at(1).toString(), QStringLiteral("p(0,0)"));
        QCOMPARE(tokens.last().toString(), QStringLiteral("p(7,7)"));
        const QJsonArray attention = o[QLatin1String("attention")].toArray();
        QCOMPARE(attention.size(), 3);
        for (const QJsonValue& layer : attention) {
            QCOMPARE(layer.toArray().size(), 4);
            for (const QJsonValue& head : layer.toArray()) {
                QCOMPARE(head.toArray().size(), 65);
                for (const QJsonValue& row : head.toArray()) {
                    QCOMPARE(row.toArray().size(), 65);
                    double sum = 0;
                    for (const QJsonValue& w : row.toArray())
                        sum += w.toDouble();
                    QVERIFY(std::abs(sum - 1) < 1e-12);
                }
            }
        }
        for (const QJsonValue& c : o[QLatin1String("classes")].toArray())
            QCOMPARE(c[QLatin1String("present")].toBool(),
                     c[QLatin1String("probability")].toDouble() >= 0.5);
    }

    /// What cannot be read is named, with exit status 2 and no output.
    void refused_data()
    {
        QTest::addColumn<QString>("content");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("not a picture")
            << "not a picture"
            << "bad.png" << QByteArray("classify: the picture cannot be read: ");
        QTest::newRow("empty") << ""
                               << "empty.png"
                               << QByteArray("classify: the picture cannot be read: ");
        QTest::newRow("missing") << "-"
                                 << "missing.png"
                                 << QByteArray("classify: the picture cannot be read: ");
    }
    void refused()
    {
        QFETCH(QString, content);
        QFETCH(QString, name);
        QFETCH(QByteArray, message);
        QTemporaryDir dir;
        const QString path = dir.filePath(name);
        if (content != QLatin1String("-")) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(content.toUtf8());
        }
        const CliRun r = runCli({QStringLiteral("classify"), path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(message) && r.err.contains(path.toUtf8()), r.err.constData());
    }

    void noPicture()
    {
        const CliRun r = runCli({QStringLiteral("classify")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("classify: no picture given"), r.err.constData());
    }

    /// --model reads a folder written by the script's export function (here a copy of the
    /// shipped one) and refuses one with broken weights or none, naming the file.
    void modelFolder()
    {
        QTemporaryDir dir;
        for (const char* file : {"config.json", "weights.npz"})
            QVERIFY(QFile::copy(modelDir + QLatin1String(file), dir.filePath(QLatin1String(file))));
        const QString png = fixtureDir + QStringLiteral("scene2.png");
        CliRun r = runCli({QStringLiteral("classify"), png, QStringLiteral("--model"), dir.path()});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, runCli({QStringLiteral("classify"), png}).out);
        QFile broken(dir.filePath(QStringLiteral("weights.npz")));
        QVERIFY(broken.open(QIODevice::WriteOnly | QIODevice::Truncate));
        broken.write("not a zip");
        broken.close();
        r = runCli({QStringLiteral("classify"), png, QStringLiteral("--model"), dir.path()});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("the model cannot be read: ") && r.err.contains("weights.npz"),
                 r.err.constData());
        r = runCli({QStringLiteral("classify"), png, QStringLiteral("--model"),
                    QStringLiteral("/nonexistent")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("/nonexistent/config.json: no such file"), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliClassify)
#include "tst_cliclassify.moc"

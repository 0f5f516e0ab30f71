// attnlab-cli translate, end to end on the shipped model (resources/models/translator, compiled
// into the program): the translation, --json with exactly the keys and shapes, an
// unknown word (exit 2, named, with the nearest known words), --model with another folder.
#include "clirun.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

class TestCliTranslate : public QObject
{
    Q_OBJECT

private slots:
    void translates_data()
    {
        QTest::addColumn<QString>("sentence");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QByteArray>("translation");
        const QString cat = QStringLiteral("the black cat");
        const QString sleeps = QStringLiteral("the black cat sleeps");
        QTest::newRow("fr") << cat << "fr" << QByteArray("le chat noir\n");
        QTest::newRow("pt") << cat << "pt" << QByteArray("o gato preto\n");
        QTest::newRow("fr, a verb") << sleeps << "fr" << QByteArray("le chat noir dort\n");
        QTest::newRow("pt, a verb") << sleeps << "pt" << QByteArray("o gato preto dorme\n");
    }
    void translates()
    {
        QFETCH(QString, sentence);
        QFETCH(QString, language);
        QFETCH(QByteArray, translation);
        const CliRun r =
            runCli({QStringLiteral("translate"), sentence, QStringLiteral("--to"), language});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, translation);
    }

    void json()
    {
        const CliRun r =
            runCli({QStringLiteral("translate"), QStringLiteral("the black cat sleeps"),
                    QStringLiteral("--to"), QStringLiteral("fr"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = cliJson(r);
        QStringList keys = o.keys();
        keys.sort();
        QCOMPARE(
            keys,
            QStringList({QStringLiteral("cross_attention"), QStringLiteral("decoder_input_tokens"),
                         QStringLiteral("decoder_self_attention"),
                         QStringLiteral("encoder_self_attention"), QStringLiteral("source_tokens"),
                         QStringLiteral("translation")}));
        QCOMPARE(o[QLatin1String("translation")].toString(), QStringLiteral("le chat noir dort"));
        QCOMPARE(o[QLatin1String("source_tokens")].toArray(),
                 QJsonArray({"the", "black", "cat", "sleeps", "<eos>"}));
        QCOMPARE(o[QLatin1String("decoder_input_tokens")].toArray(),
                 QJsonArray({"<fr>", "le", "chat", "noir", "dort"}));
        // [layer][head][query][key], each row a probability distribution
        const auto check = [](const QJsonArray& a, int queries, int keys) {
            QCOMPARE(a.size(), 2);
            for (const QJsonValue& layer : a) {
                QCOMPARE(layer.toArray().size(), 4);
                for (const QJsonValue& head : layer.toArray()) {
                    QCOMPARE(head.toArray().size(), queries);
                    for (const QJsonValue& row : head.toArray()) {
                        QCOMPARE(row.toArray().size(), keys);
                        double sum = 0;
                        for (const QJsonValue& w : row.toArray())
                            sum += w.toDouble();
                        QVERIFY(std::abs(sum - 1) < 1e-12);
                    }
                }
            }
        };
        check(o[QLatin1String("encoder_self_attention")].toArray(), 5, 5);
        check(o[QLatin1String("decoder_self_attention")].toArray(), 5, 5);
        check(o[QLatin1String("cross_attention")].toArray(), 5, 5);
        // causal: the first decoder position sees only itself
        QCOMPARE(o[QLatin1String("decoder_self_attention")][0][0][0][1].toDouble(), 0.0);
    }

    void unknownWord()
    {
        const CliRun r = runCli({QStringLiteral("translate"), QStringLiteral("the blak cat sleeps"),
                                 QStringLiteral("--to"), QStringLiteral("fr")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains("translate: unknown word \"blak\"") &&
                     r.err.contains("nearest known words: \"black\""),
                 r.err.constData());
    }

    void refused_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("no language")
            << QStringList{QStringLiteral("the cat sleeps")} << QByteArray("--to");
        QTest::newRow("unknown language")
            << QStringList{QStringLiteral("the cat sleeps"), QStringLiteral("--to"),
                           QStringLiteral("de")}
            << QByteArray("unknown target language \"de\"");
        QTest::newRow("no model") << QStringList{QStringLiteral("the cat sleeps"),
                                                 QStringLiteral("--to"), QStringLiteral("fr"),
                                                 QStringLiteral("--model"),
                                                 QStringLiteral("/nonexistent")}
                                  << QByteArray("/nonexistent/config.json: no such file");
    }
    void refused()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, message);
        const CliRun r = runCli(QStringList{QStringLiteral("translate")} + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), r.err.constData());
    }

    /// --model reads a folder written by the script's export function (here a copy of the
    /// shipped one) and refuses one with a missing array, naming the file.
    void modelFolder()
    {
        QTemporaryDir dir;
        const QString src = QStringLiteral(ATTNLAB_SOURCE_DIR "/resources/models/translator/");
        QVERIFY(QFile::copy(src + QStringLiteral("config.json"),
                            dir.filePath(QStringLiteral("config.json"))));
        QVERIFY(QFile::copy(src + QStringLiteral("weights.npz"),
                            dir.filePath(QStringLiteral("weights.npz"))));
        CliRun r = runCli({QStringLiteral("translate"), QStringLiteral("the black cat sleeps"),
                           QStringLiteral("--to"), QStringLiteral("pt"), QStringLiteral("--model"),
                           dir.path()});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QByteArray("o gato preto dorme\n"));
        QFile broken(dir.filePath(QStringLiteral("weights.npz")));
        QVERIFY(broken.open(QIODevice::WriteOnly | QIODevice::Truncate));
        broken.write("not a zip");
        broken.close();
        r = runCli({QStringLiteral("translate"), QStringLiteral("the black cat sleeps"),
                    QStringLiteral("--to"), QStringLiteral("pt"), QStringLiteral("--model"),
                    dir.path()});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("weights.npz"), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliTranslate)
#include "tst_clitranslate.moc"

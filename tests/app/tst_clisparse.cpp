// attnlab-cli and sparse attention, end to end: bench's sparse and dense runs side by side
// (the pair counts recomputed here from the pattern's definition, refused options named).
#include "clirun.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <algorithm>
#include <cmath>

namespace {

/// Pairs of n × n attention with window w (dilation r), global tokens 0 … g − 1, optionally
/// causal: counted pair by pair from the definitions (no random blocks).
qint64 countPairs(int n, int w, int r, int g, bool causal)
{
    qint64 count = 0;
    for (int i = 0; i < n; ++i)
        for (int j = 0; j <= (causal ? i : n - 1); ++j) {
            const int distance = std::abs(i - j);
            const bool band = w >= 0 && distance <= w * r && distance % r == 0;
            count += band || i < g || j < g;
        }
    return count;
}

} // namespace

class TestCliSparse : public QObject
{
    Q_OBJECT

private slots:
    void benchSparse_data();
    void benchSparse();
    void benchSparseRefused_data();
    void benchSparseRefused();
};

void TestCliSparse::benchSparse_data()
{
    QTest::addColumn<QString>("options");
    QTest::addColumn<int>("window");
    QTest::addColumn<int>("dilation");
    QTest::addColumn<int>("global");
    QTest::addColumn<bool>("causal");
    QTest::newRow("Longformer") << "--window 8 --global 2" << 8 << 1 << 2 << false;
    QTest::newRow("causal, dilated")
        << "--window 4 --dilation 3 --global 1 --causal" << 4 << 3 << 1 << true;
    QTest::newRow("global alone") << "--global 3" << -1 << 1 << 3 << false;
}

void TestCliSparse::benchSparse()
{
    // No timing is checked: the fields, the pair counts and that both runs happened.
    QFETCH(QString, options);
    QFETCH(int, window);
    QFETCH(int, dilation);
    QFETCH(int, global);
    QFETCH(bool, causal);
    const QString common = QStringLiteral("bench --n 300 --d 8 --heads 2 --warmups 0 --repeats 1 ");
    const CliRun r = runCli(cliArgs(common + options + QStringLiteral(" --json")));
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject o = cliJson(r);
    QCOMPARE(jsonInteger(o, "pairs"), countPairs(300, window, dilation, global, causal));
    QCOMPARE(jsonInteger(o, "dense_pairs"), causal ? qint64(300) * 301 / 2 : qint64(300) * 300);
    QCOMPARE(jsonInteger(o, "window"), qint64(window));
    QCOMPARE(jsonInteger(o, "global"), qint64(global));
    QVERIFY(o[QLatin1String("dense_median_ms")].toDouble() > 0);
    QVERIFY(o[QLatin1String("speedup")].toDouble() > 0);

    const CliRun text = runCli(cliArgs(common + options));
    QVERIFY2(text.exitCode == 0, text.err.constData());
    QVERIFY2(text.out.contains("faster than dense (median), for"), text.out.constData());
    QVERIFY2(text.out.contains(
                 QByteArray::number(countPairs(300, window, dilation, global, causal)) + " pairs"),
             text.out.constData());
}

void TestCliSparse::benchSparseRefused_data()
{
    QTest::addColumn<QString>("options");
    QTest::addColumn<QString>("message");
    QTest::newRow("dilation alone") << "--dilation 2"
                                    << "--dilation spaces out the window's keys: give --window";
    QTest::newRow("more global tokens than tokens") << "--global 40"
                                                    << "--global: expected 0 to --n (32), got 40";
    QTest::newRow("block size") << "--random-blocks 1 --block-size 0"
                                << "--block-size: expected 1 to --n (32), got 0";
    QTest::newRow("with decode") << "--window 2 --decode"
                                 << "leave out --decode and --kind linear";
    QTest::newRow("not a number") << "--global two"
                                  << "--global: expected a whole number, got 'two'";
}

void TestCliSparse::benchSparseRefused()
{
    QFETCH(QString, options);
    QFETCH(QString, message);
    const CliRun r = runCli(cliArgs(QStringLiteral("bench --n 32 --d 4 ") + options));
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
}

QTEST_GUILESS_MAIN(TestCliSparse)
#include "tst_clisparse.moc"

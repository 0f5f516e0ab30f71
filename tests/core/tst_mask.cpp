// Mask semantics: the one definition every engine follows.
#include "mask.h"

#include <QTest>

#include <limits>

using namespace attnlab;

class TestMask : public QObject
{
    Q_OBJECT

private slots:
    void allows_data();
    void allows();
    void keyRangeCoversAllowed_data();
    void keyRangeCoversAllowed();
    void equality();
};

void TestMask::allows_data()
{
    QTest::addColumn<bool>("causal");
    QTest::addColumn<int>("window");
    QTest::addColumn<int>("i");
    QTest::addColumn<int>("j");
    QTest::addColumn<bool>("expected");

    QTest::newRow("none") << false << -1 << 0 << 5 << true;
    QTest::newRow("causal past") << true << -1 << 3 << 1 << true;
    QTest::newRow("causal self") << true << -1 << 3 << 3 << true;
    QTest::newRow("causal future") << true << -1 << 3 << 4 << false;
    QTest::newRow("window inside") << false << 2 << 5 << 3 << true;
    QTest::newRow("window edge") << false << 2 << 5 << 7 << true;
    QTest::newRow("window outside") << false << 2 << 5 << 8 << false;
    QTest::newRow("window behind") << false << 2 << 5 << 2 << false;
    QTest::newRow("both: window ok, causal no") << true << 2 << 5 << 6 << false;
    QTest::newRow("both: causal ok, window no") << true << 2 << 5 << 1 << false;
}

void TestMask::allows()
{
    QFETCH(bool, causal);
    QFETCH(int, window);
    QFETCH(int, i);
    QFETCH(int, j);
    QFETCH(bool, expected);
    MaskSpec m;
    m.causal = causal;
    if (window >= 0)
        m.window = window;
    QCOMPARE(m.allows(i, j), expected);
}

void TestMask::keyRangeCoversAllowed_data()
{
    QTest::addColumn<bool>("causal");
    QTest::addColumn<int>("window");
    QTest::addColumn<int>("nq");
    QTest::addColumn<int>("nk");
    for (bool causal : {false, true})
        for (int window : {-1, 0, 1, 3, 100, std::numeric_limits<int>::max()})
            for (auto [nq, nk] : {std::pair{7, 7}, std::pair{3, 9}, std::pair{9, 3}})
                QTest::addRow("causal=%d window=%d %dx%d", causal, window, nq, nk)
                    << causal << window << nq << nk;
}

void TestMask::keyRangeCoversAllowed()
{
    // Fused engines skip keys outside keyRange(): it must hold every allowed key and only them
    // (a window of INT_MAX too: i + w + 1 must not overflow). allowsAny() says whether any is.
    QFETCH(bool, causal);
    QFETCH(int, window);
    QFETCH(int, nq);
    QFETCH(int, nk);
    MaskSpec m;
    m.causal = causal;
    if (window >= 0)
        m.window = window;
    const BoolMatrix a = allowedMatrix(m, nq, nk);
    for (int i = 0; i < nq; ++i) {
        int first = 0, last = 0;
        m.keyRange(i, nk, first, last);
        for (int j = 0; j < nk; ++j)
            QCOMPARE(a(i, j), j >= first && j < last);
        QCOMPARE(m.allowsAny(i, nk), a.row(i).any());
    }
    // with an explicit matrix too: a row of zeros, or ones only outside the band, allows none
    m.allowed = BoolMatrix::Constant(nq, nk, true);
    m.allowed->row(0).setZero();
    for (int i = 0; i < nq; ++i) {
        const bool any = allowedMatrix(m, nq, nk).row(i).any();
        QCOMPARE(m.allowsAny(i, nk), any);
        int first = 0, last = 0;
        m.keyRange(i, nk, first, last);
        if (any) {
            m.allowed->row(i).segment(first, last - first).setZero(); // keep only outside keys
            QVERIFY(!m.allowsAny(i, nk));
        }
    }
}

void TestMask::equality()
{
    MaskSpec a, b;
    QVERIFY(a == b);
    QVERIFY(a.isEmpty());
    b.window = 2;
    QVERIFY(!(a == b));
    a.window = 2;
    a.allowed = BoolMatrix::Constant(2, 2, true);
    QVERIFY(!(a == b));
    b.allowed = BoolMatrix::Constant(2, 2, true);
    QVERIFY(a == b);
    (*b.allowed)(1, 0) = false;
    QVERIFY(!(a == b));
}

QTEST_APPLESS_MAIN(TestMask)
#include "tst_mask.moc"

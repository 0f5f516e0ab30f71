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
    void bottomRightAlignment_data();
    void bottomRightAlignment();
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
    QCOMPARE(m.allows(i, j, 8, 8), expected);
    m.alignment = CausalAlignment::BottomRight; // the same when n_q = n_k
    QCOMPARE(m.allows(i, j, 8, 8), expected);
}

void TestMask::keyRangeCoversAllowed_data()
{
    QTest::addColumn<bool>("causal");
    QTest::addColumn<int>("window");
    QTest::addColumn<int>("nq");
    QTest::addColumn<int>("nk");
    QTest::addColumn<bool>("bottomRight");
    for (bool causal : {false, true})
        for (bool bottomRight : {false, true})
            for (int window : {-1, 0, 1, 3, 100, std::numeric_limits<int>::max()})
                for (auto [nq, nk] :
                     {std::pair{7, 7}, std::pair{3, 9}, std::pair{9, 3}, std::pair{1, 9}})
                    if (causal || !bottomRight)
                        QTest::addRow("causal=%d%s window=%d %dx%d", causal,
                                      bottomRight ? " bottom-right" : "", window, nq, nk)
                            << causal << window << nq << nk << bottomRight;
}

void TestMask::keyRangeCoversAllowed()
{
    // Fused engines skip keys outside keyRange(): it must hold every allowed key and only them
    // (a window of INT_MAX too: i + w + 1 must not overflow). allowsAny() says whether any is.
    QFETCH(bool, causal);
    QFETCH(int, window);
    QFETCH(int, nq);
    QFETCH(int, nk);
    QFETCH(bool, bottomRight);
    MaskSpec m;
    m.causal = causal;
    if (bottomRight)
        m.alignment = CausalAlignment::BottomRight;
    if (window >= 0)
        m.window = window;
    const BoolMatrix a = allowedMatrix(m, nq, nk);
    for (int i = 0; i < nq; ++i) {
        int first = 0, last = 0;
        m.keyRange(i, nq, nk, first, last);
        for (int j = 0; j < nk; ++j)
            QCOMPARE(a(i, j), j >= first && j < last);
        QCOMPARE(m.allowsAny(i, nq, nk), a.row(i).any());
    }
    // with an explicit matrix too: a row of zeros, or ones only outside the band, allows none
    m.allowed = BoolMatrix::Constant(nq, nk, true);
    m.allowed->row(0).setZero();
    for (int i = 0; i < nq; ++i) {
        const bool any = allowedMatrix(m, nq, nk).row(i).any();
        QCOMPARE(m.allowsAny(i, nq, nk), any);
        int first = 0, last = 0;
        m.keyRange(i, nq, nk, first, last);
        if (any) {
            m.allowed->row(i).segment(first, last - first).setZero(); // keep only outside keys
            QVERIFY(!m.allowsAny(i, nq, nk));
        }
    }
}

void TestMask::bottomRightAlignment_data()
{
    // The allowed pairs drawn by hand (rows: queries), against PyTorch's definitions:
    // top-left tril(diagonal=0), bottom-right tril(diagonal=n_k − n_q).
    QTest::addColumn<int>("nq");
    QTest::addColumn<int>("nk");
    QTest::addColumn<bool>("bottomRight");
    QTest::addColumn<QStringList>("rows");
    QTest::newRow("2x4 top-left") << 2 << 4 << false << QStringList{"1000", "1100"};
    QTest::newRow("2x4 bottom-right") << 2 << 4 << true << QStringList{"1110", "1111"};
    QTest::newRow("1x5 bottom-right: a decoding step sees every key")
        << 1 << 5 << true << QStringList{"11111"};
    QTest::newRow("1x5 top-left: only the first key") << 1 << 5 << false << QStringList{"10000"};
    QTest::newRow("3x3 either") << 3 << 3 << true << QStringList{"100", "110", "111"};
    QTest::newRow("4x2 bottom-right: the first rows see nothing")
        << 4 << 2 << true << QStringList{"00", "00", "10", "11"};
    QTest::newRow("4x2 top-left") << 4 << 2 << false << QStringList{"10", "11", "11", "11"};
}

void TestMask::bottomRightAlignment()
{
    QFETCH(int, nq);
    QFETCH(int, nk);
    QFETCH(bool, bottomRight);
    QFETCH(QStringList, rows);
    MaskSpec m;
    m.causal = true;
    m.alignment = bottomRight ? CausalAlignment::BottomRight : CausalAlignment::TopLeft;
    const BoolMatrix a = allowedMatrix(m, nq, nk);
    QStringList got;
    for (int i = 0; i < nq; ++i) {
        QString row;
        for (int j = 0; j < nk; ++j)
            row += a(i, j) ? QLatin1Char('1') : QLatin1Char('0');
        got << row;
    }
    QCOMPARE(got, rows);
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

    // the alignment matters only for a causal mask
    MaskSpec c, d;
    d.alignment = CausalAlignment::BottomRight;
    QVERIFY(c == d);
    c.causal = d.causal = true;
    QVERIFY(!(c == d));
}

QTEST_APPLESS_MAIN(TestMask)
#include "tst_mask.moc"

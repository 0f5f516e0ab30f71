// Mask semantics: the one definition every engine follows.
#include "inputerror.h"
#include "mask.h"
#include "sparsepattern.h"

#include <QRegularExpression>
#include <QTest>

#include <algorithm>
#include <limits>
#include <set>

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
    void sparsePatternOneRule_data();
    void sparsePatternOneRule();
    void sparsePatternByHand_data();
    void sparsePatternByHand();
    void pairSources();
    void randomBlocksDrawn();
    void validateNamesThePlace_data();
    void validateNamesThePlace();
    void keyBudgets();
    void hops_data();
    void hops();
    void presets();
};

namespace {

/// A spec from a short description: "c" causal (top-left), "C" causal bottom-right, "w3"
/// window 3, "r2" dilation 2, "g0,5" global tokens 0 and 5, "b4x2s7" random blocks of 4
/// tokens, 2 per query block, seed 7 (drawn for nq × nk), "m" an explicit matrix that hides
/// every pair whose i + j is a multiple of 5.
MaskSpec specFrom(const QString& text, int nq, int nk)
{
    MaskSpec m;
    for (const QString& part : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QString rest = part.mid(1);
        switch (part.at(0).toLatin1()) {
        case 'c':
            m.causal = true;
            break;
        case 'C':
            m.causal = true;
            m.alignment = CausalAlignment::BottomRight;
            break;
        case 'w':
            m.window = rest.toInt();
            break;
        case 'r':
            m.dilation = rest.toInt();
            break;
        case 'g':
            for (const QString& g : rest.split(QLatin1Char(',')))
                m.global.push_back(g.toInt());
            std::sort(m.global.begin(), m.global.end());
            break;
        case 'b': {
            const QStringList p = rest.split(QRegularExpression(QStringLiteral("[xs]")));
            RandomBlocks r;
            r.blockSize = p.at(0).toInt();
            r.blocks = p.at(1).toInt();
            r.seed = p.at(2).toULongLong();
            m.random = r;
            break;
        }
        case 'm':
            m.allowed = BoolMatrix(nq, nk);
            for (int i = 0; i < nq; ++i)
                for (int j = 0; j < nk; ++j)
                    (*m.allowed)(i, j) = (i + j) % 5 != 0;
            break;
        default:
            qFatal("unknown mask part %s", qPrintable(part));
        }
    }
    resolveRandomBlocks(m, nq, nk);
    return m;
}

QString rowsOf(const BoolMatrix& a)
{
    QStringList rows;
    for (int i = 0; i < a.rows(); ++i) {
        QString row;
        for (int j = 0; j < a.cols(); ++j)
            row += a(i, j) ? QLatin1Char('1') : QLatin1Char('.');
        rows << row;
    }
    return rows.join(QLatin1Char('/'));
}

} // namespace

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

void TestMask::sparsePatternOneRule_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<int>("nq");
    QTest::addColumn<int>("nk");
    const QStringList specs = {
        "w2",
        "w2 r3",
        "g0",
        "g0,7 w1",
        "b4x1s1",
        "b4x2s3 w1",
        "g3 w2 r2 b4x1s5",
        "c g2 w1",
        "C g2 w2 r2 b3x1s9",
        "c b5x2s2",
        "m g1 w1 r2",
        "w0 g0",
        "C w1 b4x3s11",
        "w40 r7 g12",
        "c w3 r4 g0,30 b8x2s4 m",
    };
    for (const QString& spec : specs)
        for (auto [nq, nk] : {std::pair{17, 17}, std::pair{33, 33}, std::pair{6, 21},
                              std::pair{21, 6}, std::pair{1, 40}})
            QTest::addRow("%s %dx%d", qPrintable(spec), nq, nk) << spec << nq << nk;
}

void TestMask::sparsePatternOneRule()
{
    // allows() (one pair), rowAllowed() (a row), source() (the colours), keySpans() (what the
    // fused engines visit), allowedCount() and allowsAny() must tell one story.
    QFETCH(QString, spec);
    QFETCH(int, nq);
    QFETCH(int, nk);
    const MaskSpec m = specFrom(spec, nq, nk);
    const BoolMatrix a = allowedMatrix(m, nq, nk);
    for (int i = 0; i < nq; ++i) {
        std::vector<std::uint8_t> row(static_cast<std::size_t>(nk));
        m.rowAllowed(i, 0, nk, nq, nk, row.data());
        int count = 0;
        for (int j = 0; j < nk; ++j) {
            const bool allowed = m.allows(i, j, nq, nk);
            QCOMPARE(a(i, j), allowed);
            QCOMPARE(row[static_cast<std::size_t>(j)] != 0, allowed);
            const PairSource src = m.source(i, j, nq, nk);
            const bool sourceAllows = src == PairSource::All || src == PairSource::Global ||
                                      src == PairSource::Band || src == PairSource::Random;
            QCOMPARE(sourceAllows, allowed);
            count += allowed;
        }
        QCOMPARE(m.allowedCount(i, nq, nk), count);
        QCOMPARE(m.allowsAny(i, nq, nk), count > 0);
        // a part of the row gives the same answers
        if (nk > 4) {
            std::vector<std::uint8_t> part(3);
            m.rowAllowed(i, 2, 5, nq, nk, part.data());
            for (int j = 2; j < 5; ++j)
                QCOMPARE(part[static_cast<std::size_t>(j - 2)] != 0, bool(a(i, j)));
        }
    }
    // every allowed pair of a block of rows lies in its spans, which are sorted and disjoint
    for (int rows : {1, 4, 8})
        for (int i0 = 0; i0 < nq; i0 += rows) {
            const int i1 = std::min(nq, i0 + rows);
            const auto spans = m.keySpans(i0, i1, nq, nk);
            for (std::size_t t = 0; t < spans.size(); ++t) {
                QVERIFY(spans[t].first < spans[t].second);
                QVERIFY(spans[t].first >= 0 && spans[t].second <= nk);
                if (t > 0)
                    QVERIFY(spans[t - 1].second < spans[t].first);
            }
            for (int i = i0; i < i1; ++i)
                for (int j = 0; j < nk; ++j)
                    if (a(i, j))
                        QVERIFY2(std::any_of(spans.begin(), spans.end(),
                                             [j](auto s) { return j >= s.first && j < s.second; }),
                                 qPrintable(QStringLiteral("pair (%1, %2)").arg(i).arg(j)));
            // a tile said to be wholly allowed is
            for (int k0 = 0; k0 < nk; k0 += 3)
                for (int width : {1, 3, 8}) {
                    const int k1 = std::min(nk, k0 + width);
                    if (!m.allowsWholeTile(i0, i1, k0, k1, nq, nk))
                        continue;
                    for (int i = i0; i < i1; ++i)
                        for (int j = k0; j < k1; ++j)
                            QVERIFY2(a(i, j), qPrintable(QStringLiteral("tile %1-%2 x %3-%4")
                                                             .arg(i0)
                                                             .arg(i1)
                                                             .arg(k0)
                                                             .arg(k1)));
                }
            // and keyRange() stays a superset of one row's keys
            int first = 0, last = 0;
            m.keyRange(i0, nq, nk, first, last);
            for (int j = 0; j < nk; ++j)
                if (a(i0, j))
                    QVERIFY(j >= first && j < last);
        }
}

void TestMask::sparsePatternByHand_data()
{
    // Patterns drawn by hand from the formulas of mask.h (rows: queries, "1" allowed).
    QTest::addColumn<QString>("spec");
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("rows");
    QTest::newRow("dilated window w1 r2: i − 2, i, i + 2")
        << "w1 r2" << 6 << "1.1.../.1.1../1.1.1./.1.1.1/..1.1./...1.1";
    QTest::newRow("global token 0 and window 0: row 0 and column 0 full")
        << "w0 g0" << 5 << "11111/11.../1.1../1..1./1...1";
    QTest::newRow("global token alone: only its row and its column")
        << "g2" << 4 << "..1./..1./1111/..1.";
    QTest::newRow("causal Longformer: window 1, global 0")
        << "c w1 g0" << 5 << "1..../11.../111../1.11./1..11";
    QTest::newRow("dilation 2 reaching w r = 4")
        << "w2 r2" << 7 << "1.1.1../.1.1.1./1.1.1.1/.1.1.1./1.1.1.1/.1.1.1./..1.1.1";
}

void TestMask::sparsePatternByHand()
{
    QFETCH(QString, spec);
    QFETCH(int, n);
    QFETCH(QString, rows);
    QCOMPARE(rowsOf(allowedMatrix(specFrom(spec, n, n), n, n)), rows);
}

void TestMask::pairSources()
{
    // global wins over band, band over random; causal is checked first, the matrix last
    MaskSpec m = specFrom(QStringLiteral("c w1 g0"), 8, 8);
    m.random = RandomBlocks{2, 1, 0, {{}, {}, {0}, {0}}}; // rows 4–7 also see keys 0–1
    QCOMPARE(m.source(3, 0, 8, 8), PairSource::Global);
    QCOMPARE(m.source(0, 0, 8, 8), PairSource::Global);
    QCOMPARE(m.source(3, 2, 8, 8), PairSource::Band);
    QCOMPARE(m.source(5, 1, 8, 8), PairSource::Random);
    QCOMPARE(m.source(3, 1, 8, 8), PairSource::HiddenSparse);
    QCOMPARE(m.source(2, 3, 8, 8), PairSource::HiddenCausal);
    m.allowed = BoolMatrix::Constant(8, 8, true);
    (*m.allowed)(5, 1) = false;
    QCOMPARE(m.source(5, 1, 8, 8), PairSource::HiddenMatrix);
    QCOMPARE(MaskSpec().source(1, 6, 8, 8), PairSource::All);
    // the key budget of row 5: global 0, band 4 5 (6 is causal-hidden), random 1 (0 counted once)
    QCOMPARE(m.allowedCount(5, 8, 8), 3);
    (*m.allowed)(5, 1) = true;
    QCOMPARE(m.allowedCount(5, 8, 8), 4);

    // whole tiles: inside a band, under global rows, inside a random block; not across a gap
    MaskSpec band = specFrom(QStringLiteral("w4 g0"), 32, 32);
    QVERIFY(band.allowsWholeTile(10, 14, 9, 15, 32, 32));
    QVERIFY(!band.allowsWholeTile(10, 14, 5, 15, 32, 32));
    QVERIFY(band.allowsWholeTile(0, 1, 0, 32, 32, 32)); // the global row
    QVERIFY(!band.allowsWholeTile(0, 2, 20, 24, 32, 32));
    MaskSpec blocks;
    blocks.random = RandomBlocks{4, 1, 0, {{}, {}, {6}}};
    QVERIFY(blocks.allowsWholeTile(8, 12, 24, 28, 32, 32));
    QVERIFY(!blocks.allowsWholeTile(8, 12, 23, 28, 32, 32));
}

void TestMask::randomBlocksDrawn()
{
    // 64 tokens in blocks of 4: 16 query blocks; window 1 (band touches the block and its
    // neighbours' edge keys), 3 random blocks each.
    MaskSpec m;
    m.window = 1;
    m.random = RandomBlocks{4, 3, 42, {}};
    const auto drawn = drawRandomBlocks(m, 64, 64);
    QCOMPARE(drawn.size(), std::size_t(16));
    for (std::size_t qb = 0; qb < drawn.size(); ++qb) {
        const auto& blocks = drawn[qb];
        QCOMPARE(blocks.size(), std::size_t(3));
        QVERIFY(std::is_sorted(blocks.begin(), blocks.end()));
        QCOMPARE(std::set<int>(blocks.begin(), blocks.end()).size(), blocks.size());
        for (const int kb : blocks) {
            QVERIFY(kb >= 0 && kb < 16);
            // never a block the band already touches: qb − 1, qb, qb + 1
            QVERIFY2(std::abs(kb - static_cast<int>(qb)) > 1,
                     qPrintable(QStringLiteral("query block %1 drew %2").arg(qb).arg(kb)));
        }
    }
    // the seed decides: the same seed the same blocks, another seed others
    QCOMPARE(drawRandomBlocks(m, 64, 64), drawn);
    m.random->seed = 43;
    QVERIFY(drawRandomBlocks(m, 64, 64) != drawn);
    // causal: never a block wholly in the future of the block's last query; the first blocks
    // have fewer candidates than draws, and take them all
    m.causal = true;
    m.window.reset();
    const auto causal = drawRandomBlocks(m, 64, 64);
    for (std::size_t qb = 0; qb < causal.size(); ++qb) {
        QCOMPARE(causal[qb].size(), std::min<std::size_t>(3, qb + 1));
        for (const int kb : causal[qb])
            QVERIFY(kb <= static_cast<int>(qb));
    }
    // resolve draws only when nothing is drawn yet: a file's blocks are kept
    MaskSpec kept;
    kept.random = RandomBlocks{4, 1, 0, {{3}, {0}}};
    resolveRandomBlocks(kept, 8, 16);
    QCOMPARE(kept.random->drawn, (std::vector<std::vector<int>>{{3}, {0}}));
}

void TestMask::validateNamesThePlace_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<int>("nq");
    QTest::addColumn<int>("nk");
    QTest::addColumn<QString>("where");
    QTest::newRow("dilation without a window") << "r2" << 8 << 8 << "mask.dilation";
    QTest::newRow("global past the end") << "w1 g3,8" << 8 << 8 << "mask.global[1]";
    QTest::newRow("random drawn for other sizes") << "drawn4" << 8 << 8 << "mask.random.drawn";
    QTest::newRow("random key block past the end")
        << "drawn-bad" << 8 << 8 << "mask.random.drawn[1][0]";
    QTest::newRow("random key blocks unsorted")
        << "drawn-unsorted" << 8 << 8 << "mask.random.drawn[0][1]";
    QTest::newRow("fine") << "c w1 r2 g0 b4x1s0" << 8 << 8 << "";
}

void TestMask::validateNamesThePlace()
{
    QFETCH(QString, spec);
    QFETCH(int, nq);
    QFETCH(int, nk);
    QFETCH(QString, where);
    MaskSpec m;
    if (spec == QLatin1String("drawn4"))
        m.random = RandomBlocks{2, 1, 0, {{0}, {1}}}; // 8 queries make 4 blocks of 2
    else if (spec == QLatin1String("drawn-bad"))
        m.random = RandomBlocks{4, 1, 0, {{0}, {2}}}; // key blocks are 0 and 1
    else if (spec == QLatin1String("drawn-unsorted"))
        m.random = RandomBlocks{4, 2, 0, {{1, 0}, {0, 1}}};
    else
        m = specFrom(spec, nq, nk);
    try {
        validateMask(m, nq, nk);
        QVERIFY2(where.isEmpty(), "expected an error");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.where()), where);
    }
}

void TestMask::keyBudgets()
{
    // each allowed key counted once, under the first component that allows it
    MaskSpec m = specFrom(QStringLiteral("c w1 g0"), 8, 8);
    m.random = RandomBlocks{2, 1, 0, {{}, {}, {0}, {0}}};
    const KeyBudget row5 = keyBudget(m, 5, 8, 8); // keys 0 (global), 1 (random), 4 5 (band)
    QCOMPARE(row5.global, 1);
    QCOMPARE(row5.band, 2);
    QCOMPARE(row5.random, 1);
    QCOMPARE(row5.total(), m.allowedCount(5, 8, 8));
    const KeyBudget row0 = keyBudget(m, 0, 8, 8); // the global query: causal leaves key 0
    QCOMPARE(row0.global, 1);
    QCOMPARE(row0.total(), 1);
    const KeyBudget dense = keyBudget(specFrom(QStringLiteral("c"), 8, 8), 6, 8, 8);
    QCOMPARE(dense.all, 7);
    QCOMPARE(dense.total(), 7);
}

void TestMask::hops_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("diameter");
    QTest::addColumn<int>("unreachable");
    // a window of w needs ⌈(n − 1) / w⌉ layers to join the ends; one global token, two
    QTest::newRow("window 1") << "w1" << 8 << 7 << 0;
    QTest::newRow("window 3") << "w3" << 16 << 5 << 0;
    QTest::newRow("window 1 + global 0") << "w1 g0" << 8 << 2 << 0;
    QTest::newRow("global alone") << "g3" << 9 << 2 << 0;
    QTest::newRow("causal window 1: the future is never reached") << "c w1" << 8 << 7 << 28;
    QTest::newRow("dense: one layer") << "" << 6 << 1 << 0;
    QTest::newRow("window 0: each token alone") << "w0" << 5 << 0 << 20;
    QTest::newRow("dilation 2: odd and even never meet") << "w2 r2" << 8 << 2 << 32;
}

void TestMask::hops()
{
    QFETCH(QString, spec);
    QFETCH(int, n);
    QFETCH(int, diameter);
    QFETCH(int, unreachable);
    const MaskSpec m = specFrom(spec, n, n);
    const HopMatrix h = hopDistances(m, n);
    QCOMPARE(h.diameter(), diameter);
    QCOMPARE(h.unreachable(), qint64(unreachable));
    const BoolMatrix a = allowedMatrix(m, n, n);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
            QCOMPARE(h.at(i, j) == 0, i == j);
            if (i != j)
                QCOMPARE(h.at(i, j) == 1, bool(a(i, j)));
            // a chain of h hops ends with one allowed pair i ← t, t one hop shorter from j
            if (h.at(i, j) > 1) {
                bool found = false;
                for (int t = 0; t < n && !found; ++t)
                    found = a(i, t) && t != i && h.at(t, j) == h.at(i, j) - 1;
                QVERIFY(found);
            }
        }
    if (spec == QLatin1String("w1"))
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j)
                QCOMPARE(h.at(i, j), std::abs(i - j));
}

void TestMask::presets()
{
    // the published defaults at 4,096 tokens, and scaled down
    MaskSpec causal;
    causal.causal = true;
    const MaskSpec longformer = sparsePreset(SparsePreset::Longformer, 4096, causal);
    QCOMPARE(longformer.window, std::optional<int>(256));
    QCOMPARE(longformer.global, std::vector<int>{0});
    QVERIFY(longformer.causal);
    QVERIFY(!longformer.random);
    QCOMPARE(sparsePreset(SparsePreset::Longformer, 32, {}).window, std::optional<int>(2));
    QCOMPARE(sparsePreset(SparsePreset::Longformer, 8, {}).window, std::optional<int>(1));

    const MaskSpec bigbird = sparsePreset(SparsePreset::BigBird, 4096, {}, 5);
    QCOMPARE(bigbird.window, std::optional<int>(64));
    QCOMPARE(bigbird.global.size(), std::size_t(128)); // the first and the last block
    QCOMPARE(bigbird.global.front(), 0);
    QCOMPARE(bigbird.global.back(), 4095);
    QVERIFY(bigbird.random);
    QCOMPARE(bigbird.random->blockSize, 64);
    QCOMPARE(bigbird.random->blocks, 3);
    QCOMPARE(bigbird.random->drawn.size(), std::size_t(64));
    for (const auto& blocks : bigbird.random->drawn)
        QCOMPARE(blocks.size(), std::size_t(3));
    validateMask(bigbird, 4096, 4096);
    // the published sizes whatever the length (the scaling lab's cost comparison)
    const MaskSpec published = sparsePreset(SparsePreset::BigBird, 1024, {}, 0, false);
    QCOMPARE(published.random->blockSize, 64);
    QCOMPARE(published.window, std::optional<int>(64));
    QCOMPARE(published.global.size(), std::size_t(128));
    QCOMPARE(sparsePreset(SparsePreset::Longformer, 1024, {}, 0, false).window,
             std::optional<int>(256));
    QCOMPARE(sparsePreset(SparsePreset::BigBird, 40, {}, 0, false).random->blockSize, 40);
    const MaskSpec small = sparsePreset(SparsePreset::BigBird, 256, {});
    QCOMPARE(small.random->blockSize, 4);
    QCOMPARE(small.window, std::optional<int>(4));
    validateMask(small, 256, 256);
}

QTEST_APPLESS_MAIN(TestMask)
#include "tst_mask.moc"

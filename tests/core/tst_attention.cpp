// The staged reference engine, stage by stage, against values computed by hand from the formulas.
#include "attention.h"
#include "inputerror.h"
#include "scoreboundcases.h"
#include "sizelimits.h"
#include "testmatrices.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <random>

using namespace attnlab;

namespace {

Matrix mat(std::initializer_list<std::initializer_list<double>> rows)
{
    Matrix m(static_cast<Eigen::Index>(rows.size()),
             static_cast<Eigen::Index>(rows.begin()->size()));
    Eigen::Index i = 0;
    for (const auto& row : rows) {
        Eigen::Index j = 0;
        for (double x : row)
            m(i, j++) = x;
        ++i;
    }
    return m;
}

#define COMPARE_MATRIX(actual, expected, tol)                                                      \
    do {                                                                                           \
        QByteArray where_;                                                                         \
        QVERIFY2(near(actual, expected, tol, where_), where_.constData());                         \
    } while (false)

bool allFinite(const Trace& t)
{
    for (const auto& h : t.heads)
        if (!h.scores.allFinite() || !h.scaled.allFinite() || !h.exps.allFinite() ||
            !h.weights.allFinite() || !h.output.allFinite() || !h.rowSum.allFinite())
            return false;
    return t.output.allFinite();
}

const double inf = std::numeric_limits<double>::infinity();

} // namespace

class TestAttention : public QObject
{
    Q_OBJECT

private slots:
    void stages_data();
    void stages();
    void softmaxRow_data();
    void softmaxRow();
    void masks_data();
    void masks();
    void fullyMaskedRow();
    void multiHead();
    void outputProjection();
    void valueDimDiffers();
    void stability_data();
    void stability();
    void validation_data();
    void validation();
    void scoreBound_data();
    void scoreBound();
    void maxScaleBoundsEveryScore();
};

void TestAttention::stages_data()
{
    QTest::addColumn<Matrix>("q");
    QTest::addColumn<Matrix>("k");
    QTest::addColumn<Matrix>("v");
    QTest::addColumn<double>("scale"); // 0 = default
    QTest::addColumn<Matrix>("scores");
    QTest::addColumn<double>("expectedScale");

    QTest::newRow("identity keys, default scale 1/sqrt(2)")
        << mat({{1, 0}, {0, 1}}) << mat({{1, 0}, {0, 1}, {1, 1}}) << mat({{1, 2}, {3, 4}, {5, 6}})
        << 0.0 << mat({{1, 0, 1}, {0, 1, 1}}) << 1 / std::sqrt(2.0);
    QTest::newRow("given scale 0.5")
        << mat({{2, -1, 0.5}}) << mat({{1, 1, 1}, {-1, 0, 2}}) << mat({{10}, {20}}) << 0.5
        << mat({{2 - 1 + 0.5, -2 + 0 + 1}}) << 0.5;
    QTest::newRow("d_k = 4, default scale 1/2")
        << mat({{1, 2, 3, 4}}) << mat({{1, 0, 0, 0}, {0, 0, 0, 1}, {1, 1, 1, 1}})
        << mat({{1, 0}, {0, 1}, {1, 1}}) << 0.0 << mat({{1, 4, 10}}) << 0.5;
}

void TestAttention::stages()
{
    QFETCH(Matrix, q);
    QFETCH(Matrix, k);
    QFETCH(Matrix, v);
    QFETCH(double, scale);
    QFETCH(Matrix, scores);
    QFETCH(double, expectedScale);

    AttentionInput in;
    in.q = q;
    in.k = k;
    in.v = v;
    if (scale != 0.0)
        in.scale = scale;
    in.validate();
    const Trace t = computeTrace(in);
    QCOMPARE(t.heads.size(), std::size_t(1));
    const HeadTrace& h = t.heads[0];

    // 1. S = Q K^T
    COMPARE_MATRIX(h.scores, scores, 1e-12);
    // 2. S' = S s
    QCOMPARE(h.scale, expectedScale);
    COMPARE_MATRIX(h.scaled, Matrix(scores * expectedScale), 1e-12);
    // 3. no mask: S'' = S'
    QVERIFY(h.allowed.all());
    COMPARE_MATRIX(h.masked, h.scaled, 0.0);
    // 4. softmax by the formula, without max subtraction (the values are small)
    for (Eigen::Index i = 0; i < q.rows(); ++i) {
        double z = 0;
        for (Eigen::Index j = 0; j < k.rows(); ++j)
            z += std::exp(scores(i, j) * expectedScale);
        for (Eigen::Index j = 0; j < k.rows(); ++j)
            QVERIFY(std::abs(h.weights(i, j) - std::exp(scores(i, j) * expectedScale) / z) < 1e-12);
        QVERIFY(std::abs(h.weights.row(i).sum() - 1.0) < 1e-12);
        QCOMPARE(h.rowMax(i), h.scaled.row(i).maxCoeff());
        QVERIFY(std::abs(h.rowSum(i) - h.exps.row(i).sum()) < 1e-12);
    }
    // 5. O = A V, one row at a time as weighted averages
    for (Eigen::Index i = 0; i < q.rows(); ++i)
        for (Eigen::Index c = 0; c < v.cols(); ++c) {
            double o = 0;
            for (Eigen::Index j = 0; j < k.rows(); ++j)
                o += h.weights(i, j) * v(j, c);
            QVERIFY(std::abs(h.output(i, c) - o) < 1e-12);
        }
    COMPARE_MATRIX(t.output, h.output, 0.0);
    QVERIFY(t.warnings.empty());
}

void TestAttention::softmaxRow_data()
{
    QTest::addColumn<QList<double>>("x");
    QTest::addColumn<QList<bool>>("allowed");
    QTest::addColumn<QList<double>>("expected");

    const double e = std::exp(1.0);
    QTest::newRow("two equal") << QList<double>{0, 0} << QList<bool>{true, true}
                               << QList<double>{0.5, 0.5};
    QTest::newRow("1 and 0") << QList<double>{1, 0} << QList<bool>{true, true}
                             << QList<double>{e / (e + 1), 1 / (e + 1)};
    QTest::newRow("masked middle") << QList<double>{1, 50, 0} << QList<bool>{true, false, true}
                                   << QList<double>{e / (e + 1), 0, 1 / (e + 1)};
    QTest::newRow("shift invariant") << QList<double>{1001, 1000} << QList<bool>{true, true}
                                     << QList<double>{e / (e + 1), 1 / (e + 1)};
    QTest::newRow("all masked") << QList<double>{1, 2} << QList<bool>{false, false}
                                << QList<double>{0, 0};
}

void TestAttention::softmaxRow()
{
    QFETCH(QList<double>, x);
    QFETCH(QList<bool>, allowed);
    QFETCH(QList<double>, expected);
    Eigen::RowVectorXd row(x.size());
    Eigen::Array<bool, 1, Eigen::Dynamic> mask(x.size());
    for (qsizetype j = 0; j < x.size(); ++j) {
        row(j) = allowed[j] ? x[j] : -inf;
        mask(j) = allowed[j];
    }
    const SoftmaxRow r = stableSoftmaxRow(row, mask);
    for (qsizetype j = 0; j < x.size(); ++j)
        QVERIFY2(std::abs(r.weights(j) - expected[j]) < 1e-12,
                 qPrintable(QStringLiteral("j=%1: %2").arg(j).arg(r.weights(j))));
    QCOMPARE(r.anyAllowed, allowed.contains(true));
    if (r.anyAllowed) {
        QCOMPARE(r.exps.maxCoeff(), 1.0); // exp(max - max)
        QVERIFY(std::abs(r.weights.sum() - 1.0) < 1e-12);
    } else {
        QCOMPARE(r.rowSum, 0.0);
    }
}

void TestAttention::masks_data()
{
    QTest::addColumn<int>("nq");
    QTest::addColumn<int>("nk");
    QTest::addColumn<bool>("causal");
    QTest::addColumn<int>("window");          // -1 = none
    QTest::addColumn<QString>("allowedRows"); // "" = none, else rows of 0/1 separated by '/'
    QTest::addColumn<QString>("expected");

    QTest::newRow("none") << 3 << 3 << false << -1 << ""
                          << "111/111/111";
    QTest::newRow("causal") << 3 << 3 << true << -1 << ""
                            << "100/110/111";
    QTest::newRow("causal nq<nk top-left") << 2 << 4 << true << -1 << ""
                                           << "1000/1100";
    QTest::newRow("causal nq>nk top-left") << 4 << 2 << true << -1 << ""
                                           << "10/11/11/11";
    QTest::newRow("window 1") << 4 << 4 << false << 1 << ""
                              << "1100/1110/0111/0011";
    QTest::newRow("window 0") << 3 << 3 << false << 0 << ""
                              << "100/010/001";
    QTest::newRow("causal+window 1") << 4 << 4 << true << 1 << ""
                                     << "1000/1100/0110/0011";
    QTest::newRow("allowed") << 2 << 3 << false << -1 << "101/010"
                             << "101/010";
    QTest::newRow("allowed+causal") << 3 << 3 << true << -1 << "011/111/101"
                                    << "000/110/101";
    QTest::newRow("window cross") << 2 << 5 << false << 2 << ""
                                  << "11100/11110";
}

void TestAttention::masks()
{
    QFETCH(int, nq);
    QFETCH(int, nk);
    QFETCH(bool, causal);
    QFETCH(int, window);
    QFETCH(QString, allowedRows);
    QFETCH(QString, expected);

    const auto parse = [](const QString& text) {
        const QStringList rows = text.split(QLatin1Char('/'));
        BoolMatrix m(rows.size(), rows.first().size());
        for (int i = 0; i < rows.size(); ++i)
            for (int j = 0; j < rows[i].size(); ++j)
                m(i, j) = rows[i][j] == QLatin1Char('1');
        return m;
    };
    AttentionInput in;
    in.q = Matrix::Random(nq, 4);
    in.k = Matrix::Random(nk, 4);
    in.v = Matrix::Random(nk, 3);
    in.mask.causal = causal;
    if (window >= 0)
        in.mask.window = window;
    if (!allowedRows.isEmpty())
        in.mask.allowed = parse(allowedRows);
    in.validate();
    const Trace t = computeTrace(in);
    const BoolMatrix want = parse(expected);
    const HeadTrace& h = t.heads[0];
    QVERIFY((h.allowed == want).all());
    for (int i = 0; i < nq; ++i) {
        for (int j = 0; j < nk; ++j) {
            if (want(i, j)) {
                QCOMPARE(h.masked(i, j), h.scaled(i, j));
            } else {
                QCOMPARE(h.masked(i, j), -inf); // -inf, not a magic number
                QCOMPARE(h.weights(i, j), 0.0);
            }
        }
        const bool any = want.row(i).any();
        QCOMPARE(std::abs(h.weights.row(i).sum() - 1.0) < 1e-12, any);
    }
    QVERIFY(allFinite(t));
}

void TestAttention::fullyMaskedRow()
{
    AttentionInput in;
    in.q = mat({{1, 2}, {3, 4}, {5, 6}});
    in.k = mat({{1, 0}, {0, 1}});
    in.v = mat({{7, 8}, {9, 10}});
    in.heads = 2;
    BoolMatrix allowed(3, 2);
    allowed << true, true, false, false, true, false;
    in.mask.allowed = allowed;
    in.validate();
    const Trace t = computeTrace(in);
    QVERIFY(allFinite(t));
    QCOMPARE(t.warnings.size(), std::size_t(2)); // row 1, in each head
    for (int head = 0; head < 2; ++head) {
        const Warning& w = t.warnings[static_cast<std::size_t>(head)];
        QCOMPARE(w.code, std::string("fully_masked_row"));
        QCOMPARE(w.head, head);
        QCOMPARE(w.row, 1);
        QVERIFY(!w.message.empty());
        const HeadTrace& h = t.heads[static_cast<std::size_t>(head)];
        QVERIFY(h.weights.row(1).isZero(0));
        QVERIFY(h.output.row(1).isZero(0));
        QCOMPARE(h.rowSum(1), 0.0);
        QCOMPARE(h.rowMax(1), -inf);
        QCOMPARE(h.weights(2, 0), 1.0);
    }
    QVERIFY(t.output.row(1).isZero(0));
}

void TestAttention::multiHead()
{
    // Two heads on d = 4: head t reads columns 2t, 2t+1 of Q and K and column t of V.
    AttentionInput in;
    in.q = mat({{1, 0, 0.5, -1}, {0, 1, 2, 0}, {1, 1, 0, 0}});
    in.k = mat({{1, 2, 0, 1}, {0, -1, 1, 1}, {2, 0, -1, 0}});
    in.v = mat({{1, 10}, {2, 20}, {3, 30}});
    in.heads = 2;
    in.validate();
    const Trace t = computeTrace(in);
    QCOMPARE(t.heads.size(), std::size_t(2));
    for (int head = 0; head < 2; ++head) {
        AttentionInput single;
        single.q = in.q.middleCols(2 * head, 2);
        single.k = in.k.middleCols(2 * head, 2);
        single.v = in.v.middleCols(head, 1);
        const Trace s = computeTrace(single);
        const HeadTrace& h = t.heads[static_cast<std::size_t>(head)];
        QCOMPARE(h.scale, 1 / std::sqrt(2.0)); // 1/sqrt(d/h)
        QCOMPARE(h.keyColumn, 2 * head);
        QCOMPARE(h.valueColumn, head);
        COMPARE_MATRIX(h.weights, s.heads[0].weights, 1e-15);
        COMPARE_MATRIX(Matrix(t.concat.middleCols(head, 1)), s.output, 1e-15);
    }
    COMPARE_MATRIX(t.output, t.concat, 0.0);
}

void TestAttention::outputProjection()
{
    AttentionInput in;
    in.q = mat({{1, 0}, {0, 1}});
    in.k = mat({{1, 0}, {0, 1}});
    in.v = mat({{1, 2}, {3, 4}});
    in.outputProjection = mat({{1, 0, 2}, {0, 1, -1}}); // d_v = 2 -> d_out = 3
    in.validate();
    const Trace t = computeTrace(in);
    QCOMPARE(t.output.rows(), 2);
    QCOMPARE(t.output.cols(), 3);
    for (int i = 0; i < 2; ++i) {
        QCOMPARE(t.output(i, 0), t.concat(i, 0));
        QCOMPARE(t.output(i, 1), t.concat(i, 1));
        QVERIFY(std::abs(t.output(i, 2) - (2 * t.concat(i, 0) - t.concat(i, 1))) < 1e-12);
    }
}

void TestAttention::valueDimDiffers()
{
    AttentionInput in;
    in.q = Matrix::Random(3, 4);
    in.k = Matrix::Random(5, 4);
    in.v = Matrix::Random(5, 6);
    in.heads = 2;
    in.validate();
    const Trace t = computeTrace(in);
    QCOMPARE(t.heads[1].output.cols(), 3);
    QCOMPARE(t.heads[1].valueColumn, 3);
    QCOMPARE(t.output.rows(), 3);
    QCOMPARE(t.output.cols(), 6);
}

void TestAttention::stability_data()
{
    QTest::addColumn<Matrix>("q");
    QTest::addColumn<Matrix>("k");
    QTest::addColumn<QList<double>>("expected");

    QTest::newRow("+1e4 vs -1e4") << mat({{100, 0}}) << mat({{100, 0}, {-100, 0}})
                                  << QList<double>{1.0, 0.0};
    QTest::newRow("equal 1e4") << mat({{100, 0}}) << mat({{100, 0}, {100, 0}})
                               << QList<double>{0.5, 0.5};
    QTest::newRow("both -1e4") << mat({{-100, 0}}) << mat({{100, 0}, {100, 0.01}})
                               << QList<double>{0.5, 0.5}; // -100*100 and -100*100 - 0*0.01
    QTest::newRow("1e4 apart by 1")
        << mat({{1, 0}}) << mat({{10000, 0}, {9999, 0}})
        << QList<double>{std::exp(1.0) / (std::exp(1.0) + 1), 1 / (std::exp(1.0) + 1)};
}

void TestAttention::stability()
{
    QFETCH(Matrix, q);
    QFETCH(Matrix, k);
    QFETCH(QList<double>, expected);
    AttentionInput in;
    in.q = q;
    in.k = k;
    in.v = mat({{1}, {2}});
    in.scale = 1.0;
    in.validate();
    const Trace t = computeTrace(in);
    QVERIFY(allFinite(t));
    for (qsizetype j = 0; j < expected.size(); ++j)
        QVERIFY2(std::abs(t.heads[0].weights(0, j) - expected[j]) < 1e-12,
                 qPrintable(QString::number(t.heads[0].weights(0, j))));
}

void TestAttention::validation_data()
{
    QTest::addColumn<int>("nq");
    QTest::addColumn<int>("dq");
    QTest::addColumn<int>("nk");
    QTest::addColumn<int>("dk");
    QTest::addColumn<int>("nv");
    QTest::addColumn<int>("dv");
    QTest::addColumn<int>("heads");
    QTest::addColumn<QString>("fault");
    QTest::addColumn<QString>("message");

    QTest::newRow("k columns") << 4 << 8 << 4 << 7 << 4 << 8 << 1 << ""
                               << "k: expected 8 columns like q, got 7";
    QTest::newRow("v rows") << 4 << 8 << 4 << 8 << 3 << 8 << 1 << ""
                            << "v: expected 4 rows (one per key), got 3";
    QTest::newRow("heads divide d") << 4 << 8 << 4 << 8 << 4 << 8 << 3 << ""
                                    << "heads: 3 does not divide the model dimension 8";
    QTest::newRow("heads divide d_v") << 4 << 8 << 4 << 8 << 4 << 6 << 4 << ""
                                      << "heads: 4 does not divide the value dimension 6";
    QTest::newRow("heads zero") << 4 << 8 << 4 << 8 << 4 << 8 << 0 << ""
                                << "heads: expected at least 1, got 0";
    QTest::newRow("empty q") << 0 << 8 << 4 << 8 << 4 << 8 << 1 << ""
                             << "q: empty matrix";
    QTest::newRow("too many tokens") << 2049 << 2 << 4 << 2 << 4 << 2 << 1 << ""
                                     << "q: 2049 rows (queries) exceed the limit of 2048";
    QTest::newRow("NaN") << 2 << 2 << 2 << 2 << 2 << 2 << 1 << "nan"
                         << "k[1][0]: not a finite number";
    QTest::newRow("Inf") << 2 << 2 << 2 << 2 << 2 << 2 << 1 << "inf"
                         << "k[1][0]: not a finite number";
    QTest::newRow("mask rows") << 4 << 2 << 4 << 2 << 4 << 2 << 1 << "allowed3x4"
                               << "mask.allowed: expected 4 rows (one per query), got 3";
    QTest::newRow("mask cols") << 4 << 2 << 4 << 2 << 4 << 2 << 1 << "allowed4x5"
                               << "mask.allowed: expected 4 columns (one per key), got 5";
    QTest::newRow("window") << 4 << 2 << 4 << 2 << 4 << 2 << 1 << "window-1"
                            << "mask.window: expected 0 or more, got -1";
    QTest::newRow("W_O rows") << 4 << 2 << 4 << 2 << 4 << 2 << 1 << "wo3"
                              << "output_projection: expected 2 rows (the value dimension d_v), "
                                 "got 3";
    QTest::newRow("scale") << 4 << 2 << 4 << 2 << 4 << 2 << 1 << "scale"
                           << "scale: not a finite number";
}

void TestAttention::validation()
{
    QFETCH(int, nq);
    QFETCH(int, dq);
    QFETCH(int, nk);
    QFETCH(int, dk);
    QFETCH(int, nv);
    QFETCH(int, dv);
    QFETCH(int, heads);
    QFETCH(QString, fault);
    QFETCH(QString, message);

    AttentionInput in;
    in.q = Matrix::Ones(nq, dq);
    in.k = Matrix::Ones(nk, dk);
    in.v = Matrix::Ones(nv, dv);
    in.heads = heads;
    if (fault == QLatin1String("nan"))
        in.k(1, 0) = std::nan("");
    else if (fault == QLatin1String("inf"))
        in.k(1, 0) = inf;
    else if (fault == QLatin1String("allowed3x4"))
        in.mask.allowed = BoolMatrix::Constant(3, 4, true);
    else if (fault == QLatin1String("allowed4x5"))
        in.mask.allowed = BoolMatrix::Constant(4, 5, true);
    else if (fault == QLatin1String("window-1"))
        in.mask.window = -1;
    else if (fault == QLatin1String("wo3"))
        in.outputProjection = Matrix::Ones(3, 2);
    else if (fault == QLatin1String("scale"))
        in.scale = std::nan("");

    try {
        in.validate();
        QFAIL("validate() accepted an invalid input");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.what()), message);
    }
}

void TestAttention::scoreBound_data()
{
    scorebound::addRows();
}

void TestAttention::scoreBound()
{
    // Issue 9 (items 9, 10): a scale that takes scaled scores past float range is refused with a
    // message naming the scale and the bound; below it the reference trace is finite (no NaN).
    QFETCH(Matrix, q);
    QFETCH(Matrix, k);
    QFETCH(Matrix, v);
    QFETCH(int, heads);
    QFETCH(QString, scale);
    QFETCH(QString, mask);
    QFETCH(bool, refused);
    QFETCH(QString, message);
    const AttentionInput in = scorebound::makeInput(q, k, v, heads, scale, mask);
    try {
        in.validate();
        QVERIFY2(!refused, "validate() accepted a scale beyond the bound");
    } catch (const InputError& e) {
        QVERIFY2(refused, e.what());
        QCOMPARE(QString::fromStdString(e.where()), QStringLiteral("scale"));
        if (!message.isEmpty())
            QCOMPARE(QString::fromStdString(e.what()), message);
        return;
    }
    const Trace t = computeTrace(in);
    QVERIFY(scorebound::traceIsSound(t));
    double largest = 0.0;
    for (const HeadTrace& h : t.heads)
        largest = std::max(largest, h.scaled.cwiseAbs().maxCoeff());
    QVERIFY(largest <= limits::maxAbsScaledScore);
}

void TestAttention::maxScaleBoundsEveryScore()
{
    // maxScale() is a bound, not an estimate: random inputs at |s| = maxScale keep every |s q.k|
    // and |s q| within limits::maxAbsScaledScore, and the bound is reached when q and k align.
    std::mt19937 gen(7);
    std::uniform_real_distribution<double> u(-1.0, 1.0);
    for (int trial = 0; trial < 20; ++trial) {
        AttentionInput in;
        const int n = 1 + trial % 5, d = 2 + trial % 6;
        in.q = Matrix::NullaryExpr(n, d, [&] { return u(gen) * std::pow(10.0, trial % 13); });
        in.k = Matrix::NullaryExpr(n + 1, d, [&] { return u(gen) * std::pow(10.0, trial % 7); });
        in.v = Matrix::Ones(n + 1, 1);
        const double s = (trial % 2 ? -1 : 1) * maxScale(in, 0);
        in.scale = s;
        in.validate();
        const double bound = limits::maxAbsScaledScore * (1 + 1e-15); // s rounded once
        QVERIFY((in.q * in.k.transpose() * s).cwiseAbs().maxCoeff() <= bound);
        QVERIFY((in.q * s).cwiseAbs().maxCoeff() <= bound);
    }
    AttentionInput aligned;
    aligned.q = Matrix::Constant(1, 4, 1e12);
    aligned.k = Matrix::Constant(1, 4, -1e12);
    aligned.v = Matrix::Ones(1, 1);
    QCOMPARE(maxScale(aligned, 0), limits::maxAbsScaledScore / 4e24);
    // zero queries allow any scale
    aligned.q.setZero();
    QCOMPARE(maxScale(aligned, 0), inf);
    // the default 1/sqrt(d_k) never reaches the bound, even at the largest values and size
    AttentionInput largest;
    largest.q = Matrix::Constant(1, limits::maxDim, limits::maxAbsValue);
    largest.k = largest.q;
    largest.v = Matrix::Ones(1, 1);
    largest.validate();
}

QTEST_APPLESS_MAIN(TestAttention)
#include "tst_attention.moc"

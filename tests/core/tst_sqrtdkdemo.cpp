// Checks core/sqrtdkdemo ("Why √d_k") against PyTorch and NumPy (tests/core/data/sqrtdk_demo.json,
// written by scripts/fixtures/make_sqrtdk_demo.py), then the statistical fact it demonstrates:
// Var(q·k) = d_k for unit-variance entries, Var(q·k / √d_k) = 1, and the softmax of unscaled
// scores saturating as d_k grows.

#include "inputerror.h"
#include "sqrtdkdemo.h"

#include <QString>
#include <QTest>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <numeric>
#include <string>
#include <vector>

using namespace attnlab;

namespace {

// The fixture draws on PyTorch's AVX2 path; TorchGenerator follows the scalar path. The two
// differ by a few float32 ULP (the script measures at most 1.3e-4 on a variance of ~1000).
constexpr double varianceRelTolerance = 1e-6;
constexpr double weightTolerance = 1e-5;
constexpr double drawTolerance = 1e-5;

const nlohmann::json& fixture()
{
    static const nlohmann::json data = [] {
        std::ifstream in(ATTNLAB_TEST_DATA "/sqrtdk_demo.json");
        return in ? nlohmann::json::parse(in) : nlohmann::json();
    }();
    return data;
}

const nlohmann::json& fixtureCase(int index)
{
    return fixture()["cases"][static_cast<std::size_t>(index)];
}

QString where(const nlohmann::json& c, int dim, const char* what)
{
    return QStringLiteral("%1, d_k = %2: %3")
        .arg(QString::fromStdString(c["name"].get<std::string>()))
        .arg(dim)
        .arg(QLatin1String(what));
}

bool closeRel(double got, double expected, double tolerance)
{
    return std::abs(got - expected) <= tolerance * std::max(1.0, std::abs(expected));
}

// Least-squares slope of log(y) against log(x).
double logLogSlope(const std::vector<double>& x, const std::vector<double>& y)
{
    const auto n = static_cast<double>(x.size());
    double sx = 0, sy = 0, sxx = 0, sxy = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        const double lx = std::log(x[i]), ly = std::log(y[i]);
        sx += lx;
        sy += ly;
        sxx += lx * lx;
        sxy += lx * ly;
    }
    return (n * sxy - sx * sy) / (n * sxx - sx * sx);
}

std::vector<double> dims(const std::vector<SqrtDkPoint>& curve)
{
    std::vector<double> d;
    for (const SqrtDkPoint& p : curve)
        d.push_back(p.dim);
    return d;
}

} // namespace

class TestSqrtDkDemo : public QObject
{
    Q_OBJECT

private slots:
    void fixtureIsThere();
    void matchesPyTorch_data();
    void matchesPyTorch();
    void statsOfAKnownMatrix();
    void unscaledVarianceGrowsWithDk_data();
    void unscaledVarianceGrowsWithDk();
    void softmaxSaturatesOnlyWithoutScaling_data();
    void softmaxSaturatesOnlyWithoutScaling();
    void sliderStepsAreLogarithmic();
    void rejectsBadSpecs_data();
    void rejectsBadSpecs();
};

void TestSqrtDkDemo::fixtureIsThere()
{
    QVERIFY2(fixture().is_object() && fixture()["cases"].size() >= 4,
             "tests/core/data/sqrtdk_demo.json is missing: run "
             "scripts/fixtures/make_sqrtdk_demo.py");
}

void TestSqrtDkDemo::matchesPyTorch_data()
{
    QTest::addColumn<int>("caseIndex");
    const nlohmann::json& cases = fixture()["cases"];
    for (std::size_t i = 0; i < cases.size(); ++i)
        QTest::newRow(cases[i]["name"].get<std::string>().c_str()) << static_cast<int>(i);
}

void TestSqrtDkDemo::matchesPyTorch()
{
    QFETCH(int, caseIndex);
    const nlohmann::json& c = fixtureCase(caseIndex);
    SqrtDkDemoSpec spec;
    spec.seed = c["seed"].get<std::uint64_t>();
    spec.tokens = c["tokens"].get<int>();
    for (const auto& point : c["points"])
        spec.dims.push_back(point["dim"].get<int>());

    const std::vector<SqrtDkPoint> curve = sqrtDkCurve(spec);
    QCOMPARE(curve.size(), c["points"].size());
    for (std::size_t i = 0; i < curve.size(); ++i) {
        const nlohmann::json& expected = c["points"][i];
        QCOMPARE(curve[i].dim, expected["dim"].get<int>());
        const auto check = [&](const ScoreStats& got, const nlohmann::json& want,
                               const char* kind) {
            const double variance = want["variance"].get<double>();
            QVERIFY2(
                closeRel(got.variance, variance, varianceRelTolerance),
                qPrintable(where(c, curve[i].dim, kind) + QStringLiteral(" variance %1, NumPy %2")
                                                              .arg(got.variance, 0, 'g', 12)
                                                              .arg(variance, 0, 'g', 12)));
            QVERIFY2(std::abs(got.meanMaxWeight - want["mean_max_weight"].get<double>()) <=
                         weightTolerance,
                     qPrintable(where(c, curve[i].dim, kind) + QStringLiteral(" mean max weight")));
            QVERIFY2(std::abs(got.maxMaxWeight - want["max_max_weight"].get<double>()) <=
                         weightTolerance,
                     qPrintable(where(c, curve[i].dim, kind) + QStringLiteral(" max max weight")));
        };
        check(curve[i].unscaled, expected["unscaled"], "unscaled");
        check(curve[i].scaled, expected["scaled"], "scaled");
    }

    // The matrices at the shown d_k: the first rows of Q and K as drawn, and both weights.
    const int shown = c["shown_dim"].get<int>();
    const SqrtDkMatrices m = sqrtDkMatrices(spec.seed, spec.tokens, shown);
    QCOMPARE(m.q.rows(), spec.tokens);
    QCOMPARE(m.q.cols(), shown);
    for (int j = 0; j < shown; ++j) {
        QVERIFY(std::abs(m.q(0, j) - c["q0"][static_cast<std::size_t>(j)].get<double>()) <=
                drawTolerance);
        QVERIFY(std::abs(m.k(0, j) - c["k0"][static_cast<std::size_t>(j)].get<double>()) <=
                drawTolerance);
    }
    for (int r = 0; r < spec.tokens; ++r) {
        for (int col = 0; col < spec.tokens; ++col) {
            const auto rr = static_cast<std::size_t>(r), cc = static_cast<std::size_t>(col);
            QVERIFY2(std::abs(m.unscaledWeights(r, col) -
                              c["unscaled_weights"][rr][cc].get<double>()) <= weightTolerance,
                     qPrintable(where(c, shown, "unscaled weight") +
                                QStringLiteral(" [%1][%2]").arg(r).arg(col)));
            QVERIFY2(std::abs(m.scaledWeights(r, col) -
                              c["scaled_weights"][rr][cc].get<double>()) <= weightTolerance,
                     qPrintable(where(c, shown, "scaled weight") +
                                QStringLiteral(" [%1][%2]").arg(r).arg(col)));
        }
    }
}

void TestSqrtDkDemo::statsOfAKnownMatrix()
{
    // Rows [0, 0] and [0, ln 3]: softmax gives [1/2, 1/2] and [1/4, 3/4].
    const double a = std::log(3.0);
    Matrix s(2, 2);
    s << 0, 0, 0, a;
    const ScoreStats stats = scoreStats(s);
    // Three zeros and one a: mean a/4, variance a^2 (1/4)(3/4) = 3 a^2 / 16.
    QVERIFY(std::abs(stats.variance - 3 * a * a / 16) < 1e-14);
    QVERIFY(std::abs(stats.meanMaxWeight - (0.5 + 0.75) / 2) < 1e-14);
    QVERIFY(std::abs(stats.maxMaxWeight - 0.75) < 1e-14);

    // Scores far apart: the softmax is one-hot, without overflow.
    Matrix far(1, 3);
    far << 2000, 0, -2000;
    const Matrix w = rowSoftmax(far);
    QCOMPARE(w(0, 0), 1.0);
    QCOMPARE(w(0, 2), 0.0);
    QCOMPARE(scoreStats(far).meanMaxWeight, 1.0);
}

void TestSqrtDkDemo::unscaledVarianceGrowsWithDk_data()
{
    QTest::addColumn<int>("seed");
    QTest::addColumn<int>("tokens");
    for (int seed : {0, 1, 2, 3})
        QTest::addRow("seed %d, 32 tokens", seed) << seed << 32;
    QTest::newRow("seed 0, 8 tokens (the default view)") << 0 << 8;
}

void TestSqrtDkDemo::unscaledVarianceGrowsWithDk()
{
    // Var(q.k) = d_k: on log axes the unscaled variance is a line of slope 1; divided by
    // sqrt(d_k) it is flat at 1. One draw of tokens^2 scores estimates each variance, so the
    // tolerances are those of an estimate, not of rounding.
    QFETCH(int, seed);
    QFETCH(int, tokens);
    SqrtDkDemoSpec spec;
    spec.seed = static_cast<std::uint64_t>(seed);
    spec.tokens = tokens;
    spec.dims = sqrtDkSteps();
    const std::vector<SqrtDkPoint> curve = sqrtDkCurve(spec);
    std::vector<double> unscaled, scaled;
    for (const SqrtDkPoint& p : curve) {
        unscaled.push_back(p.unscaled.variance);
        scaled.push_back(p.scaled.variance);
        // Dividing every score by sqrt(d_k) divides the variance by d_k, exactly.
        QVERIFY(closeRel(p.scaled.variance, p.unscaled.variance / p.dim, 1e-12));
        const double slack = tokens >= 32 ? 1.5 : 2.0;
        QVERIFY2(p.unscaled.variance > p.dim / slack && p.unscaled.variance < p.dim * slack,
                 qPrintable(
                     QStringLiteral("d_k = %1: variance %2").arg(p.dim).arg(p.unscaled.variance)));
        QVERIFY2(
            p.scaled.variance > 1 / slack && p.scaled.variance < slack,
            qPrintable(
                QStringLiteral("d_k = %1: scaled variance %2").arg(p.dim).arg(p.scaled.variance)));
    }
    const double slopeUnscaled = logLogSlope(dims(curve), unscaled);
    const double slopeScaled = logLogSlope(dims(curve), scaled);
    QVERIFY2(std::abs(slopeUnscaled - 1) < 0.1, qPrintable(QString::number(slopeUnscaled)));
    QVERIFY2(std::abs(slopeScaled) < 0.1, qPrintable(QString::number(slopeScaled)));
}

void TestSqrtDkDemo::softmaxSaturatesOnlyWithoutScaling_data()
{
    QTest::addColumn<int>("seed");
    QTest::addColumn<int>("tokens");
    for (int tokens : {8, 16, 32})
        for (int seed : {0, 1, 2})
            QTest::addRow("seed %d, %d tokens", seed, tokens) << seed << tokens;
}

void TestSqrtDkDemo::softmaxSaturatesOnlyWithoutScaling()
{
    QFETCH(int, seed);
    QFETCH(int, tokens);
    SqrtDkDemoSpec spec;
    spec.seed = static_cast<std::uint64_t>(seed);
    spec.tokens = tokens;
    spec.dims = sqrtDkSteps();
    const std::vector<SqrtDkPoint> curve = sqrtDkCurve(spec);
    const SqrtDkPoint& first = curve.front();
    const SqrtDkPoint& last = curve.back();
    // Unscaled, d_k = 1024: scores with a spread of ~32 put most of each row on one key.
    QVERIFY2(last.unscaled.meanMaxWeight > 0.8,
             qPrintable(QString::number(last.unscaled.meanMaxWeight)));
    QVERIFY(last.unscaled.maxMaxWeight > 0.999);
    QVERIFY(last.unscaled.meanMaxWeight > first.unscaled.meanMaxWeight);
    // Scaled: the rows stay spread at every d_k, well below one-hot.
    for (const SqrtDkPoint& p : curve) {
        QVERIFY2(p.scaled.meanMaxWeight < 0.6,
                 qPrintable(QStringLiteral("d_k = %1: %2").arg(p.dim).arg(p.scaled.meanMaxWeight)));
        QVERIFY(p.scaled.meanMaxWeight >= 1.0 / tokens);
    }
    QVERIFY(last.unscaled.meanMaxWeight - last.scaled.meanMaxWeight > 0.4);
}

void TestSqrtDkDemo::sliderStepsAreLogarithmic()
{
    const std::vector<int> steps = sqrtDkSteps();
    QCOMPARE(steps.front(), 4);
    QCOMPARE(steps.back(), 1024);
    for (int power = 4; power <= 1024; power *= 2)
        QVERIFY2(std::find(steps.begin(), steps.end(), power) != steps.end(),
                 qPrintable(QString::number(power)));
    for (std::size_t i = 1; i < steps.size(); ++i) {
        // Even steps on a log axis: each at most 1.5 times the one before.
        QVERIFY(steps[i] > steps[i - 1]);
        QVERIFY(steps[i] * 2 <= steps[i - 1] * 3);
    }
}

void TestSqrtDkDemo::rejectsBadSpecs_data()
{
    QTest::addColumn<int>("tokens");
    QTest::addColumn<std::vector<int>>("dimList");
    QTest::addColumn<QString>("place");
    QTest::newRow("one token") << 1 << std::vector<int>{8} << QStringLiteral("tokens");
    QTest::newRow("too many tokens") << 65 << std::vector<int>{8} << QStringLiteral("tokens");
    QTest::newRow("no d_k") << 8 << std::vector<int>{} << QStringLiteral("dims");
    QTest::newRow("d_k 0") << 8 << std::vector<int>{4, 0} << QStringLiteral("dims[1]");
    QTest::newRow("d_k too large")
        << 8 << std::vector<int>{4, 8, 5000} << QStringLiteral("dims[2]");
    QTest::newRow("fewer than 16 draws") << 2 << std::vector<int>{2} << QStringLiteral("dims[0]");
}

void TestSqrtDkDemo::rejectsBadSpecs()
{
    QFETCH(int, tokens);
    QFETCH(std::vector<int>, dimList);
    QFETCH(QString, place);
    SqrtDkDemoSpec spec;
    spec.tokens = tokens;
    spec.dims = dimList;
    try {
        sqrtDkCurve(spec);
        QFAIL("expected an InputError");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.where()), place);
    }
}

QTEST_MAIN(TestSqrtDkDemo)
#include "tst_sqrtdkdemo.moc"

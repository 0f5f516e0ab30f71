// Checks core/torchrandom against numbers drawn by real PyTorch
// (tests/core/data/torch_randn.json, written by scripts/fixtures/make_torch_randn.py).

#include "inputerror.h"
#include "torchrandom.h"

#include <QString>
#include <QTest>

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdint>
#include <fstream>
#include <string>
#include <vector>

using attnlab::InputError;
using attnlab::Matrix;
using attnlab::TorchGenerator;

namespace {

// PyTorch's AVX2 and scalar paths differ by a few ULP; this is the documented tolerance.
constexpr double tolerance = 1e-5;

const nlohmann::json& fixture()
{
    static const nlohmann::json data = [] {
        std::ifstream in(ATTNLAB_TEST_DATA "/torch_randn.json");
        if (!in) {
            return nlohmann::json();
        }
        return nlohmann::json::parse(in);
    }();
    return data;
}

const nlohmann::json& fixtureCases()
{
    static const nlohmann::json empty = nlohmann::json::array();
    const nlohmann::json& data = fixture();
    return data.is_object() && data.contains("cases") ? data["cases"] : empty;
}

QString describe(const std::string& caseName, std::size_t index, double got, double expected)
{
    return QStringLiteral("%1, value %2: got %3, PyTorch gives %4 (|diff| %5 > %6)")
        .arg(QString::fromStdString(caseName))
        .arg(index)
        .arg(got, 0, 'g', 9)
        .arg(expected, 0, 'g', 9)
        .arg(std::abs(got - expected), 0, 'g', 3)
        .arg(tolerance);
}

// One data row per fixture case whose draws satisfy `accept`, carrying the case's index.
template <typename Accept> void addCaseRows(Accept accept)
{
    QTest::addColumn<int>("caseIndex");
    const nlohmann::json& cases = fixtureCases();
    for (std::size_t i = 0; i < cases.size(); ++i) {
        if (accept(cases[i])) {
            QTest::newRow(cases[i]["name"].get<std::string>().c_str()) << static_cast<int>(i);
        }
    }
}

bool singleDrawOfRank(const nlohmann::json& c, std::size_t rank)
{
    return c["draws"].size() == 1 && c["draws"][0]["shape"].size() == rank;
}

// Row-major value `index` of a (3, rows, cols) draw taken apart into q, k, v.
double qkvValue(const attnlab::RandomQkv& qkv, std::size_t index)
{
    const auto rows = static_cast<std::size_t>(qkv.q.rows());
    const auto cols = static_cast<std::size_t>(qkv.q.cols());
    const std::size_t block = index / (rows * cols);
    const std::size_t within = index % (rows * cols);
    const Matrix& m = block == 0 ? qkv.q : (block == 1 ? qkv.k : qkv.v);
    return m(static_cast<Eigen::Index>(within / cols), static_cast<Eigen::Index>(within % cols));
}

// softmax(q_row . k^T / sqrt(d)), computed here so the test needs no other engine file.
Eigen::VectorXd weightsOfToken(const attnlab::RandomQkv& qkv, Eigen::Index row)
{
    const double scale = 1.0 / std::sqrt(static_cast<double>(qkv.q.cols()));
    const Eigen::VectorXd scores = (qkv.k * qkv.q.row(row).transpose()) * scale;
    const Eigen::ArrayXd e = (scores.array() - scores.maxCoeff()).exp();
    return (e / e.sum()).matrix();
}

} // namespace

class TestTorchRandom : public QObject
{
    Q_OBJECT

private slots:
    void fixtureIsThere();
    void matchesPyTorch_data();
    void matchesPyTorch();
    void qkvMatchesPyTorch_data();
    void qkvMatchesPyTorch();
    void matrixMatchesPyTorch_data();
    void matrixMatchesPyTorch();
    void lessonWeights();
    void refusesBelowSixteen_data();
    void refusesBelowSixteen();
    void refusesBadSizes_data();
    void refusesBadSizes();
    void isDeterministic();
    void seedUsesLowThirtyTwoBits();
    void looksStandardNormal();
};

void TestTorchRandom::fixtureIsThere()
{
    QVERIFY2(fixture().is_object(), "cannot read " ATTNLAB_TEST_DATA "/torch_randn.json");
    QVERIFY2(fixtureCases().size() >= 8, "torch_randn.json has too few cases");
}

void TestTorchRandom::matchesPyTorch_data()
{
    addCaseRows([](const nlohmann::json&) { return true; });
}

// TorchGenerator(seed).randn(n), called once per draw: torch.manual_seed(seed); torch.randn(...)
void TestTorchRandom::matchesPyTorch()
{
    QFETCH(int, caseIndex);
    const nlohmann::json& c = fixtureCases()[static_cast<std::size_t>(caseIndex)];
    const auto name = c["name"].get<std::string>();

    TorchGenerator generator(c["seed"].get<std::uint64_t>());
    for (const nlohmann::json& draw : c["draws"]) {
        const auto count = draw["count"].get<std::size_t>();
        const std::vector<float> values = generator.randn(count);
        QCOMPARE(values.size(), count);
        for (const nlohmann::json& sample : draw["samples"]) {
            const auto index = sample[0].get<std::size_t>();
            const auto expected = sample[1].get<double>();
            const auto got = static_cast<double>(values.at(index));
            QVERIFY2(std::abs(got - expected) <= tolerance,
                     qPrintable(describe(name, index, got, expected)));
        }
    }
}

void TestTorchRandom::qkvMatchesPyTorch_data()
{
    addCaseRows([](const nlohmann::json& c) {
        return singleDrawOfRank(c, 3) && c["draws"][0]["shape"][0].get<int>() == 3;
    });
}

// torch.manual_seed(seed); q, k, v = torch.randn(3, N, d).unbind(0)
void TestTorchRandom::qkvMatchesPyTorch()
{
    QFETCH(int, caseIndex);
    const nlohmann::json& c = fixtureCases()[static_cast<std::size_t>(caseIndex)];
    const auto name = c["name"].get<std::string>();
    const nlohmann::json& draw = c["draws"][0];
    const int tokens = draw["shape"][1].get<int>();
    const int dim = draw["shape"][2].get<int>();

    const attnlab::RandomQkv qkv =
        attnlab::torchRandomQkv(c["seed"].get<std::uint64_t>(), tokens, dim);
    for (const Matrix* m : {&qkv.q, &qkv.k, &qkv.v}) {
        QCOMPARE(m->rows(), Eigen::Index(tokens));
        QCOMPARE(m->cols(), Eigen::Index(dim));
    }
    for (const nlohmann::json& sample : draw["samples"]) {
        const auto index = sample[0].get<std::size_t>();
        const auto expected = sample[1].get<double>();
        const double got = qkvValue(qkv, index);
        QVERIFY2(std::abs(got - expected) <= tolerance,
                 qPrintable(describe(name, index, got, expected)));
    }
}

void TestTorchRandom::matrixMatchesPyTorch_data()
{
    addCaseRows([](const nlohmann::json& c) { return singleDrawOfRank(c, 2); });
}

// torch.manual_seed(seed); torch.randn(rows, cols)
void TestTorchRandom::matrixMatchesPyTorch()
{
    QFETCH(int, caseIndex);
    const nlohmann::json& c = fixtureCases()[static_cast<std::size_t>(caseIndex)];
    const auto name = c["name"].get<std::string>();
    const nlohmann::json& draw = c["draws"][0];
    const int rows = draw["shape"][0].get<int>();
    const int cols = draw["shape"][1].get<int>();

    const Matrix m = attnlab::torchRandn(c["seed"].get<std::uint64_t>(), rows, cols);
    QCOMPARE(m.rows(), Eigen::Index(rows));
    QCOMPARE(m.cols(), Eigen::Index(cols));
    for (const nlohmann::json& sample : draw["samples"]) {
        const auto index = sample[0].get<std::size_t>();
        const auto expected = sample[1].get<double>();
        const double got = m(static_cast<Eigen::Index>(index / static_cast<std::size_t>(cols)),
                             static_cast<Eigen::Index>(index % static_cast<std::size_t>(cols)));
        QVERIFY2(std::abs(got - expected) <= tolerance,
                 qPrintable(describe(name, index, got, expected)));
    }
}

// The lesson's example: seed 0, 4 tokens, dim 8; token 0 attends [0.121, 0.741, 0.106, 0.032].
void TestTorchRandom::lessonWeights()
{
    const attnlab::RandomQkv qkv = attnlab::torchRandomQkv(0, 4, 8);
    const Eigen::VectorXd weights = weightsOfToken(qkv, 0);
    QCOMPARE(weights.size(), Eigen::Index(4));

    const int lesson[] = {121, 741, 106, 32}; // thousandths, as the lesson prints them
    for (Eigen::Index j = 0; j < 4; ++j) {
        QVERIFY2(std::lround(weights(j) * 1000.0) == lesson[j],
                 qPrintable(QStringLiteral("weight %1 is %2, the lesson shows 0.%3")
                                .arg(j)
                                .arg(weights(j), 0, 'f', 6)
                                .arg(lesson[j], 3, 10, QLatin1Char('0'))));
    }

    const nlohmann::json& cases = fixtureCases();
    QVERIFY(!cases.empty());
    const nlohmann::json& fromTorch = cases[0]["weights_token0"];
    QCOMPARE(fromTorch.size(), std::size_t(4));
    for (Eigen::Index j = 0; j < 4; ++j) {
        const auto expected = fromTorch[static_cast<std::size_t>(j)].get<double>();
        QVERIFY2(std::abs(weights(j) - expected) <= tolerance,
                 qPrintable(describe("lesson weights", static_cast<std::size_t>(j), weights(j),
                                     expected)));
    }
}

void TestTorchRandom::refusesBelowSixteen_data()
{
    QTest::addColumn<int>("tokens");
    QTest::addColumn<int>("dim");
    QTest::newRow("3x1x1 = 3") << 1 << 1;
    QTest::newRow("3x2x2 = 12") << 2 << 2;
    QTest::newRow("3x1x5 = 15") << 1 << 5;
    QTest::newRow("3x5x1 = 15") << 5 << 1;
}

void TestTorchRandom::refusesBelowSixteen()
{
    QFETCH(int, tokens);
    QFETCH(int, dim);

    try {
        (void)attnlab::torchRandomQkv(0, tokens, dim);
        QFAIL("torchRandomQkv accepted fewer than 16 values");
    } catch (const InputError& e) {
        const QString message = QString::fromUtf8(e.what());
        QVERIFY2(message.contains(QLatin1String("random")), qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("16")), qPrintable(message));
        QCOMPARE(QString::fromStdString(e.where()), QStringLiteral("random"));
    }

    const auto count = static_cast<std::size_t>(3 * tokens * dim);
    TorchGenerator generator(0);
    QVERIFY_THROWS_EXCEPTION(InputError, generator.randn(count));
    QVERIFY_THROWS_EXCEPTION(InputError, (void)attnlab::torchRandn(0, tokens, dim));

    // The smallest count reproduced is accepted.
    QCOMPARE(TorchGenerator::minCount, std::size_t(16));
    QCOMPARE(generator.randn(TorchGenerator::minCount).size(), std::size_t(16));
    QCOMPARE(attnlab::torchRandn(0, 1, 16).cols(), Eigen::Index(16));
}

void TestTorchRandom::refusesBadSizes_data()
{
    QTest::addColumn<int>("tokens");
    QTest::addColumn<int>("dim");
    QTest::newRow("no tokens") << 0 << 8;
    QTest::newRow("no dim") << 8 << 0;
    QTest::newRow("negative tokens") << -4 << 8;
    QTest::newRow("both negative") << -4 << -8;
}

void TestTorchRandom::refusesBadSizes()
{
    QFETCH(int, tokens);
    QFETCH(int, dim);

    try {
        (void)attnlab::torchRandomQkv(0, tokens, dim);
        QFAIL("torchRandomQkv accepted a size below 1");
    } catch (const InputError& e) {
        QVERIFY2(QString::fromUtf8(e.what()).contains(QLatin1String("random")), e.what());
    }
    QVERIFY_THROWS_EXCEPTION(InputError, (void)attnlab::torchRandn(0, tokens, dim));
}

void TestTorchRandom::isDeterministic()
{
    const attnlab::RandomQkv a = attnlab::torchRandomQkv(123, 5, 7);
    const attnlab::RandomQkv b = attnlab::torchRandomQkv(123, 5, 7);
    QVERIFY(a.q == b.q);
    QVERIFY(a.k == b.k);
    QVERIFY(a.v == b.v);

    TorchGenerator first(99);
    TorchGenerator second(99);
    QVERIFY(first.randn(40) == second.randn(40));
    // A second draw continues the stream, so it differs from the first.
    TorchGenerator again(99);
    const std::vector<float> start = again.randn(40);
    QVERIFY(again.randn(40) != start);

    const attnlab::RandomQkv other = attnlab::torchRandomQkv(124, 5, 7);
    QVERIFY(other.q != a.q);
}

// torch.manual_seed keeps only the low 32 bits for mt19937: 2^32 + 5 draws like 5.
void TestTorchRandom::seedUsesLowThirtyTwoBits()
{
    const std::uint64_t high = (std::uint64_t(1) << 32) + 5;
    QVERIFY(attnlab::torchRandn(high, 4, 8) == attnlab::torchRandn(5, 4, 8));
    QVERIFY(attnlab::torchRandn(~std::uint64_t(0), 4, 8) == attnlab::torchRandn(0xffffffffU, 4, 8));
}

// Sanity of the distribution over many draws: mean near 0, standard deviation near 1.
void TestTorchRandom::looksStandardNormal()
{
    TorchGenerator generator(2024);
    const std::vector<float> values = generator.randn(100003);
    double sum = 0.0;
    double squares = 0.0;
    for (float x : values) {
        QVERIFY(std::isfinite(x));
        sum += x;
        squares += static_cast<double>(x) * x;
    }
    const double n = static_cast<double>(values.size());
    const double mean = sum / n;
    const double sd = std::sqrt(squares / n - mean * mean);
    QVERIFY2(std::abs(mean) < 0.02, qPrintable(QStringLiteral("mean %1").arg(mean)));
    QVERIFY2(std::abs(sd - 1.0) < 0.02, qPrintable(QStringLiteral("sd %1").arg(sd)));
}

QTEST_APPLESS_MAIN(TestTorchRandom)

#include "tst_torchrandom.moc"

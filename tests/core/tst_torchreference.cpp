// The engine against real PyTorch: every fixture in data/torch_reference/ holds a scenario, what
// torch (float64, except the lesson's float32 draw) computed for it, and the tolerance that
// comparison deserves (about 1e-12 in float64, 2e-6 for torch's float32; the fixture script
// says how each is derived). Regenerate them with
//   python3 scripts/fixtures/make_torch_reference.py

#include "attention.h"
#include "inputerror.h"
#include "scenario.h"
#include "warning.h"

#include <QDir>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTest>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <fstream>
#include <limits>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace {

constexpr int minimumFixtureCount = 10;

QString fixtureDir()
{
    return QStringLiteral(ATTNLAB_TEST_DATA "/torch_reference");
}

QStringList fixtureFiles()
{
    const QDir dir(fixtureDir());
    return dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
}

nlohmann::json readJson(const QString& path)
{
    std::ifstream in(path.toStdString());
    if (!in)
        throw std::runtime_error("cannot open " + path.toStdString());
    return nlohmann::json::parse(in);
}

/// The largest |actual - expected| over one matrix, and where it is.
struct Worst
{
    double diff = 0.0;
    std::string where;
    double actual = 0.0;
    double expected = 0.0;
};

/// Compares a matrix to an array of rows; sizes must match. Returns an error text or "".
std::string compareMatrix(const attnlab::Matrix& actual, const nlohmann::json& expected,
                          const std::string& name, Worst& worst)
{
    if (!expected.is_array() || static_cast<Eigen::Index>(expected.size()) != actual.rows())
        return name + ": expected " + std::to_string(expected.size()) + " rows, engine has " +
               std::to_string(actual.rows());
    for (Eigen::Index i = 0; i < actual.rows(); ++i) {
        const nlohmann::json& row = expected[static_cast<std::size_t>(i)];
        if (!row.is_array() || static_cast<Eigen::Index>(row.size()) != actual.cols())
            return name + "[" + std::to_string(i) + "]: expected " + std::to_string(row.size()) +
                   " columns, engine has " + std::to_string(actual.cols());
        for (Eigen::Index j = 0; j < actual.cols(); ++j) {
            const double e = row[static_cast<std::size_t>(j)].get<double>();
            const double a = actual(i, j);
            const double diff =
                std::isnan(a) ? std::numeric_limits<double>::infinity() : std::abs(a - e);
            if (diff > worst.diff || worst.where.empty()) {
                worst.diff = diff;
                worst.where = name + "[" + std::to_string(i) + "][" + std::to_string(j) + "]";
                worst.actual = a;
                worst.expected = e;
            }
        }
    }
    return {};
}

/// Name and place of the first NaN in a matrix, or "".
std::string firstNaN(const Eigen::Ref<const Eigen::MatrixXd>& m, const std::string& name)
{
    for (Eigen::Index i = 0; i < m.rows(); ++i)
        for (Eigen::Index j = 0; j < m.cols(); ++j)
            if (std::isnan(m(i, j)))
                return name + "[" + std::to_string(i) + "][" + std::to_string(j) + "]";
    return {};
}

std::string firstNaNInTrace(const attnlab::Trace& trace)
{
    std::string found;
    auto check = [&found](const Eigen::Ref<const Eigen::MatrixXd>& m, const std::string& name) {
        if (found.empty())
            found = firstNaN(m, name);
    };
    for (const attnlab::HeadTrace& head : trace.heads) {
        const std::string h = "heads[" + std::to_string(head.index) + "].";
        if (std::isnan(head.scale))
            return h + "scale";
        check(head.scores, h + "scores");
        check(head.scaled, h + "scaled");
        check(head.masked, h + "masked");
        check(head.rowMax, h + "rowMax");
        check(head.exps, h + "exps");
        check(head.rowSum, h + "rowSum");
        check(head.weights, h + "weights");
        check(head.output, h + "output");
    }
    check(trace.concat, "concat");
    check(trace.output, "output");
    return found;
}

std::string describe(const std::vector<std::pair<int, int>>& rows)
{
    std::ostringstream out;
    out << '[';
    for (std::size_t n = 0; n < rows.size(); ++n)
        out << (n ? ", " : "") << '[' << rows[n].first << ", " << rows[n].second << ']';
    out << ']';
    return out.str();
}

std::string describe(const attnlab::Warnings& warnings)
{
    std::string text;
    for (const attnlab::Warning& w : warnings)
        text += (text.empty() ? "" : "; ") + w.code + " (" + w.message + ")";
    return text;
}

} // namespace

class TestTorchReference : public QObject
{
    Q_OBJECT

private slots:
    void fixturesArePresent();
    void matchesTorch_data();
    void matchesTorch();
};

void TestTorchReference::fixturesArePresent()
{
    const QStringList files = fixtureFiles();
    QVERIFY2(files.size() >= minimumFixtureCount,
             qPrintable(QStringLiteral("expected at least %1 fixtures in %2, found %3; run "
                                       "python3 scripts/fixtures/make_torch_reference.py")
                            .arg(minimumFixtureCount)
                            .arg(fixtureDir())
                            .arg(files.size())));
}

void TestTorchReference::matchesTorch_data()
{
    QTest::addColumn<QString>("path");

    // With no fixtures, one row that fails (an empty table would make QFETCH abort).
    const QStringList files = fixtureFiles();
    if (files.isEmpty())
        QTest::newRow("no fixtures") << QString();
    const QDir dir(fixtureDir());
    for (const QString& file : files)
        QTest::newRow(qPrintable(file)) << dir.filePath(file);
}

void TestTorchReference::matchesTorch()
{
    QFETCH(QString, path);
    QVERIFY2(!path.isEmpty(), qPrintable(QStringLiteral("no fixtures in %1").arg(fixtureDir())));

    nlohmann::json fixture;
    try {
        fixture = readJson(path);
    } catch (const std::exception& e) {
        QFAIL(e.what());
    }
    QVERIFY2(fixture.contains("scenario") && fixture.contains("expected"),
             "fixture needs \"scenario\" and \"expected\"");
    // The fixture's own tolerance: a float64 case and torch's float32 draw deserve different ones.
    QVERIFY2(fixture.contains("tolerance") && fixture["tolerance"].is_number() &&
                 fixture["tolerance"].get<double>() > 0 &&
                 fixture["tolerance"].get<double>() < 1e-5,
             "fixture needs a \"tolerance\" in (0, 1e-5): regenerate the fixtures");
    const double tolerance = fixture["tolerance"].get<double>();

    attnlab::Warnings w;
    attnlab::Trace trace;
    try {
        auto scenario = attnlab::scenarioFromJson(fixture["scenario"], w);
        auto resolved = attnlab::resolveScenario(scenario);
        trace = attnlab::computeTrace(resolved.input);
    } catch (const attnlab::InputError& e) {
        QFAIL(qPrintable(QStringLiteral("input error: %1").arg(e.what())));
    } catch (const std::exception& e) {
        QFAIL(e.what());
    }
    QVERIFY2(w.empty(), qPrintable(QString::fromStdString("scenario warnings: " + describe(w))));

    // No NaN anywhere, whatever the logits or the mask.
    const std::string nan = firstNaNInTrace(trace);
    QVERIFY2(nan.empty(), qPrintable(QString::fromStdString("NaN at " + nan)));

    // Weights per head, then the final output, within the tolerance.
    const nlohmann::json& expected = fixture["expected"];
    const nlohmann::json& weights = expected.at("weights");
    QCOMPARE(trace.heads.size(), weights.size());
    Worst worst;
    for (std::size_t h = 0; h < trace.heads.size(); ++h) {
        const std::string error = compareMatrix(trace.heads[h].weights, weights[h],
                                                "heads[" + std::to_string(h) + "].weights", worst);
        QVERIFY2(error.empty(), error.c_str());
    }
    const std::string error = compareMatrix(trace.output, expected.at("output"), "output", worst);
    QVERIFY2(error.empty(), error.c_str());
    qInfo("worst |diff| %.2g at %s (tolerance %.2g)", worst.diff, worst.where.c_str(), tolerance);
    QVERIFY2(worst.diff <= tolerance,
             qPrintable(QStringLiteral("worst |diff| %1 at %2: engine %3, torch %4")
                            .arg(worst.diff, 0, 'g', 3)
                            .arg(QString::fromStdString(worst.where))
                            .arg(worst.actual, 0, 'g', 17)
                            .arg(worst.expected, 0, 'g', 17)));

    // Exactly the listed rows are reported as fully masked, once per head.
    std::vector<std::pair<int, int>> expectedRows;
    for (const nlohmann::json& r : fixture.value("fully_masked_rows", nlohmann::json::array()))
        expectedRows.emplace_back(r.at(0).get<int>(), r.at(1).get<int>());
    std::vector<std::pair<int, int>> reportedRows;
    for (const attnlab::Warning& warning : trace.warnings)
        if (warning.code == "fully_masked_row")
            reportedRows.emplace_back(warning.head, warning.row);
    std::sort(expectedRows.begin(), expectedRows.end());
    std::sort(reportedRows.begin(), reportedRows.end());
    QVERIFY2(reportedRows == expectedRows,
             qPrintable(QString::fromStdString("fully_masked_row warnings for " +
                                               describe(reportedRows) + ", expected " +
                                               describe(expectedRows))));
}

QTEST_APPLESS_MAIN(TestTorchReference)

#include "tst_torchreference.moc"

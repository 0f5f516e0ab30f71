// Sparse attention patterns against NumPy: every fixture in data/sparse_reference/ holds a
// scenario with a window, dilation, global tokens, random blocks (or several, ANDed with causal
// and a painted matrix), the allowed pairs NumPy built from the definitions, and NumPy's
// float64 weights and output. The reference engine must agree within the fixture's tolerance
// (1e-12), the fused CPU engine (every kernel this processor runs) and the OpenCL engine within
// 2e-5. Regenerate the fixtures with
//   python3 scripts/fixtures/make_sparse_reference.py

#include "attention.h"
#include "engine.h"
#include "fusedengine.h"
#include "scenario.h"
#include "warning.h"

#ifdef ATTNLAB_HAVE_OPENCL
#include "openclengine.h"
#endif

#include <QDir>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTest>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <memory>
#include <set>
#include <string>

using namespace attnlab;

namespace {

constexpr double floatTolerance = 2e-5;

QString fixtureDir()
{
    return QStringLiteral(ATTNLAB_TEST_DATA "/sparse_reference");
}

nlohmann::json readFixture(const QString& name)
{
    std::ifstream in((fixtureDir() + QLatin1Char('/') + name).toStdString());
    return nlohmann::json::parse(in);
}

Matrix matrixOf(const nlohmann::json& rows)
{
    Matrix m(static_cast<Eigen::Index>(rows.size()),
             rows.empty() ? 0 : static_cast<Eigen::Index>(rows[0].size()));
    for (Eigen::Index i = 0; i < m.rows(); ++i)
        for (Eigen::Index j = 0; j < m.cols(); ++j)
            m(i, j) = rows[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)].get<double>();
    return m;
}

std::set<int> maskedRows(const Warnings& warnings)
{
    std::set<int> rows;
    for (const Warning& w : warnings)
        if (w.code == fullyMaskedRowWarning(0, 0).code)
            rows.insert(w.row);
    return rows;
}

} // namespace

class TestSparseReference : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void agreement_data();
    void agreement();

private:
    bool haveOpenCl_ = false;
};

void TestSparseReference::initTestCase()
{
    QVERIFY2(QDir(fixtureDir()).entryList({QStringLiteral("*.json")}).size() >= 8,
             "the sparse fixtures are missing: run scripts/fixtures/make_sparse_reference.py");
#ifdef ATTNLAB_HAVE_OPENCL
    haveOpenCl_ = !OpenClEngine::deviceNames().empty();
    if (!haveOpenCl_ && qEnvironmentVariable("ATTNLAB_REQUIRE_OPENCL") == QLatin1String("1"))
        QFAIL("ATTNLAB_REQUIRE_OPENCL=1 but no OpenCL device was found");
#endif
}

void TestSparseReference::agreement_data()
{
    QTest::addColumn<QString>("file");
    for (const QString& f : QDir(fixtureDir()).entryList({QStringLiteral("*.json")}))
        QTest::newRow(qPrintable(f)) << f;
}

void TestSparseReference::agreement()
{
    QFETCH(QString, file);
    const nlohmann::json fixture = readFixture(file);
    const double tolerance = fixture["tolerance"].get<double>();
    Warnings warnings;
    const Scenario scenario = scenarioFromJson(fixture["scenario"], warnings);
    QVERIFY(warnings.empty());
    const ResolvedScenario resolved = resolveScenario(scenario);
    const AttentionInput& in = resolved.input;
    const int nq = in.queryCount(), nk = in.keyCount();

    // the pattern: MaskSpec's allowed pairs are NumPy's
    const Matrix expectedAllowed = matrixOf(fixture["expected"]["allowed"]);
    const BoolMatrix allowed = allowedMatrix(in.mask, nq, nk);
    for (int i = 0; i < nq; ++i)
        for (int j = 0; j < nk; ++j)
            QVERIFY2(allowed(i, j) == (expectedAllowed(i, j) != 0.0),
                     qPrintable(QStringLiteral("pair (%1, %2)").arg(i).arg(j)));

    std::set<int> expectedMasked;
    for (const auto& r : fixture["fully_masked_rows"])
        expectedMasked.insert(r.get<int>());

    // the reference engine: weights and output within 1e-12
    const Trace trace = computeTrace(in);
    const Matrix expectedOutput = matrixOf(fixture["expected"]["output"]);
    QCOMPARE(trace.output.rows(), expectedOutput.rows());
    QVERIFY2((trace.output - expectedOutput).cwiseAbs().maxCoeff() <= tolerance,
             qPrintable(QStringLiteral("reference output off by %1")
                            .arg((trace.output - expectedOutput).cwiseAbs().maxCoeff())));
    for (int t = 0; t < in.heads; ++t) {
        const Matrix expectedWeights =
            matrixOf(fixture["expected"]["weights"][static_cast<std::size_t>(t)]);
        const double diff = (trace.heads[static_cast<std::size_t>(t)].weights - expectedWeights)
                                .cwiseAbs()
                                .maxCoeff();
        QVERIFY2(diff <= tolerance,
                 qPrintable(QStringLiteral("head %1 weights off by %2").arg(t).arg(diff)));
    }
    QCOMPARE(maskedRows(trace.warnings), expectedMasked);

    // the float32 engines: every fused kernel, and OpenCL where there is a device
    std::vector<std::pair<std::string, std::unique_ptr<Engine>>> engines;
    for (const FusedKernel kernel : availableFusedKernels())
        engines.emplace_back("cpu " + fusedKernelName(kernel),
                             std::make_unique<FusedEngine>(FusedOptions{2, kernel}));
#ifdef ATTNLAB_HAVE_OPENCL
    if (haveOpenCl_)
        engines.emplace_back("opencl", std::make_unique<OpenClEngine>());
#endif
    for (auto& [name, engine] : engines) {
        const EngineResult result = engine->run(in);
        const double diff = (result.output - expectedOutput).cwiseAbs().maxCoeff();
        QVERIFY2(diff <= floatTolerance, qPrintable(QStringLiteral("%1: output off by %2")
                                                        .arg(QString::fromStdString(name))
                                                        .arg(diff)));
        std::set<int> masked = maskedRows(result.warnings);
        QCOMPARE(masked, expectedMasked);
    }
}

QTEST_GUILESS_MAIN(TestSparseReference)
#include "tst_sparsereference.moc"

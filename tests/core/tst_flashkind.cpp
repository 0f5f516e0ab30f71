// FlashAttention's tiles (core/kinds/flashkind.h) through the attention-kinds contract: the
// output against PyTorch's softmax attention and every frame's m, ℓ, rescale and accumulator
// against a NumPy tile loop (tests/core/data/flash_reference/, written by
//   /usr/bin/python3 scripts/fixtures/make_flash_reference.py), the output against softmax's for
// many scenarios, the tiles skipped, the stages of a frame, the result JSON, the "block" key
// (round trip, errors naming it, softmax's warning), withKind, the limits and the memory account.
#include "attentionkind.h"
#include "flashkind.h"
#include "inputerror.h"
#include "kinds.h"
#include "matrixjson.h"
#include "scenario.h"
#include "scenarioedit.h"
#include "softmaxkind.h"
#include "testmatrices.h"

#include <QDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <fstream>
#include <limits>
#include <random>

using namespace attnlab;
using nlohmann::json;

namespace {

json readFixture(const QString& name)
{
    std::ifstream in((QStringLiteral(ATTNLAB_TEST_DATA "/flash_reference/") + name).toStdString());
    return json::parse(in);
}

ResolvedScenario resolved(const std::string& text)
{
    Warnings w;
    return resolveScenario(scenarioFromText(text, w));
}

/// The lesson's 4 tokens of dimension 8, flash with more keys.
std::string lesson(const std::string& more = {})
{
    return R"({"kind": "flash", "random": {"seed": 0, "tokens": 4, "dim": 8})" + more + "}";
}

std::shared_ptr<const FlashTrace> flash(const ResolvedScenario& r)
{
    return std::dynamic_pointer_cast<const FlashTrace>(
        attentionKind("flash").compute(r, "reference"));
}

constexpr double negInf = -std::numeric_limits<double>::infinity();

/// A fixture's list of numbers (null: −∞) against a vector; where names the first difference.
bool nearVector(const Vector& actual, const json& expected, double tol, QByteArray& where)
{
    if (actual.size() != Eigen::Index(expected.size())) {
        where = "size " + QByteArray::number(actual.size()) + " vs " +
                QByteArray::number(qsizetype(expected.size()));
        return false;
    }
    for (Eigen::Index i = 0; i < actual.size(); ++i) {
        const json& e = expected[std::size_t(i)];
        const bool same =
            e.is_null() ? actual(i) == negInf : std::abs(actual(i) - e.get<double>()) <= tol;
        if (!same) {
            where = "[" + QByteArray::number(i) + "]: " + QByteArray::number(actual(i), 'g', 12) +
                    " vs " + QByteArray::fromStdString(e.dump());
            return false;
        }
    }
    return true;
}

/// A column stage's values as a vector, −∞ where hidden (a row not touched, or m = −∞).
Vector shownColumn(const StageValues& v)
{
    Vector out = v.values.col(0);
    for (Eigen::Index i = 0; i < out.size(); ++i)
        if (v.hidden.size() != 0 && v.hidden(i, 0))
            out(i) = negInf;
    return out;
}

/// A matrix of numbers drawn from rng, rounded to 3 decimals, as JSON rows.
json drawnRows(std::mt19937& rng, int rows, int cols)
{
    std::normal_distribution<double> normal;
    json m = json::array();
    for (int i = 0; i < rows; ++i) {
        json row = json::array();
        for (int j = 0; j < cols; ++j)
            row.push_back(std::round(normal(rng) * 1000) / 1000);
        m.push_back(row);
    }
    return m;
}

} // namespace

class TestFlashKind : public QObject
{
    Q_OBJECT

private slots:
    void registeredWithItsStages();
    void agreesWithTorch_data();
    void agreesWithTorch();
    void equalsSoftmax_data();
    void equalsSoftmax();
    void skippedTiles_data();
    void skippedTiles();
    void stagesOfAFrame();
    void everyPairMasked();
    void resultJson();
    void blockRoundTrip_data();
    void blockRoundTrip();
    void badBlocks_data();
    void badBlocks();
    void otherKindsWarnAboutBlock();
    void withKindKeepsMasksAndHeads();
    void limitsAreRefusedAtBlock_data();
    void limitsAreRefusedAtBlock();
    void memoryIsCheckedBeforeComputing();
    void memoryAccount();
};

void TestFlashKind::registeredWithItsStages()
{
    const std::vector<std::string> ids = attentionKinds();
    QVERIFY(std::find(ids.begin(), ids.end(), "flash") != ids.end());
    QCOMPARE(ids.back(), std::string("flash")); // the last built-in kind
    const AttentionKind& kind = attentionKind("flash");
    std::vector<std::string> stages;
    for (const StageSpec& s : kind.stages())
        stages.push_back(s.id);
    QCOMPARE(stages, (std::vector<std::string>{"scores", "running_max", "running_sum", "rescale",
                                               "accumulator", "output", "final"}));
    QCOMPARE(kind.defaultStage(), kind.stageIndex("scores"));
    const auto& s = kind.stages();
    QCOMPARE(s[FlashKind::Scores].shape, StageShape::QueryKey);
    QCOMPARE(s[FlashKind::Scores].range, ValueRange::Signed);
    QVERIFY(s[FlashKind::Scores].maskable);
    for (const int i : {FlashKind::RunningMax, FlashKind::RunningSum, FlashKind::Rescale,
                        FlashKind::Accumulator, FlashKind::Output, FlashKind::Final}) {
        QCOMPARE(s[std::size_t(i)].shape, StageShape::QueryFeature);
        QVERIFY(!s[std::size_t(i)].maskable);
        QVERIFY(s[std::size_t(i)].perFrame);
        QCOMPARE(s[std::size_t(i)].perHead, i != FlashKind::Final);
    }
    QCOMPARE(s[FlashKind::RunningMax].range, ValueRange::Signed);
    QCOMPARE(s[FlashKind::RunningSum].range, ValueRange::NonNegative);
    QCOMPARE(s[FlashKind::Rescale].range, ValueRange::Probability);
    QCOMPARE(s[FlashKind::Accumulator].range, ValueRange::Signed);
    QCOMPARE(kind.backends(), (std::vector<std::string>{"reference"}));
    KindCapabilities c;
    c.queryKeyValue = true;
    c.masks = KindCapabilities::Masks::Any;
    c.sparsePatterns = true;
    c.decoding = false;
    c.imagePatches = true;
    c.longInputOverview = false;
    c.heads = true;
    c.scaling = true;
    QVERIFY(kind.capabilities() == c);
    QVERIFY(kindCapabilities("flash") == c);
}

void TestFlashKind::agreesWithTorch_data()
{
    QTest::addColumn<QString>("file");
    const QStringList files = QDir(QStringLiteral(ATTNLAB_TEST_DATA "/flash_reference"))
                                  .entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    QVERIFY2(files.size() >= 14, "run scripts/fixtures/make_flash_reference.py");
    for (const QString& f : files)
        QTest::newRow(qPrintable(f)) << f;
}

void TestFlashKind::agreesWithTorch()
{
    QFETCH(QString, file);
    const json fixture = readFixture(file);
    if (fixture.contains("error")) {
        try {
            Warnings w;
            const ResolvedScenario r = resolveScenario(scenarioFromJson(fixture.at("scenario"), w));
            attentionKind(r.kind).compute(r, "reference");
            QFAIL("no error");
        } catch (const InputError& e) {
            QCOMPARE(e.where(), fixture.at("error").get<std::string>());
        }
        return;
    }
    const double tol = fixture.at("tolerance").get<double>();
    Warnings w;
    const Scenario s = scenarioFromJson(fixture.at("scenario"), w);
    QVERIFY(w.empty());
    QCOMPARE(s.attentionKind, std::string("flash"));
    const ResolvedScenario r = resolveScenario(s);
    const auto trace = flash(r);
    QVERIFY(trace);
    const json& expected = fixture.at("expected");
    QByteArray where;
    // The output is torch's softmax attention, and the trace says how far from softmax it is.
    QVERIFY2(
        near(trace->output(), matrixFromJson(expected.at("output"), "output", 1 << 10), tol, where),
        where.constData());
    QVERIFY(trace->softmaxDifference() <= 1e-12);
    QCOMPARE(trace->visitedTiles(), expected.at("tiles").at("visited").get<int>());
    QCOMPARE(trace->skippedTiles(), expected.at("tiles").at("skipped").get<int>());
    QCOMPARE(trace->frameCount(), std::max(1, trace->visitedTiles()));
    QVERIFY(!trace->frameQueryRows(0)); // frames are tiles, not decoding steps

    const json& heads = expected.at("heads");
    QCOMPARE(trace->headCount(), int(heads.size()));
    const int last = trace->frameCount() - 1;
    double framesDifference = 0; // the largest |flash − NumPy| of any frame's m, ℓ, r or O
    for (int h = 0; h < trace->headCount(); ++h) {
        const json& e = heads[std::size_t(h)];
        const QString head = QStringLiteral("head %1").arg(h);
        QVERIFY2(near(trace->stage(FlashKind::Output, h, last).values,
                      matrixFromJson(e.at("output"), "output", 1 << 10), tol, where),
                 qPrintable(head + QLatin1String(" output ") + QString::fromLatin1(where)));
        // The last m is the row max of the masked scaled scores, the last ℓ Σ_j e^(s_ij − m_i).
        QVERIFY2(nearVector(trace->head(h).rowMax, e.at("running_max"), tol, where),
                 where.constData());
        QVERIFY2(nearVector(trace->head(h).rowSum, e.at("running_sum"), tol, where),
                 where.constData());
        QVERIFY2(nearVector(shownColumn(trace->stage(FlashKind::RunningMax, h, last)),
                            e.at("running_max"), tol, where),
                 where.constData());
        // Every frame: its blocks, and the tile's numbers, those of the NumPy loop.
        const json& frames = e.at("frames");
        QCOMPARE(trace->visitedTiles(), int(frames.size()));
        for (int f = 0; f < trace->visitedTiles(); ++f) {
            const json& ef = frames[std::size_t(f)];
            const FlashFrame& fr = trace->frame(f);
            QCOMPARE(fr.queryBegin, ef.at("query_block")[0].get<int>());
            QCOMPARE(fr.queryEnd, ef.at("query_block")[1].get<int>());
            QCOMPARE(fr.keyBegin, ef.at("key_block")[0].get<int>());
            QCOMPARE(fr.keyEnd, ef.at("key_block")[1].get<int>());
            const QString at = head + QStringLiteral(" frame %1 ").arg(f);
            const auto check = [&](const Vector& actual, const char* key) {
                QByteArray w2;
                const bool ok = nearVector(actual, ef.at(key), tol, w2);
                if (!ok)
                    qWarning("%s%s: %s", qPrintable(at), key, w2.constData());
                return ok;
            };
            QVERIFY(check(trace->tileMax(h, f), "tile_max"));
            QVERIFY(check(trace->maxBefore(h, f), "max_before"));
            QVERIFY(check(trace->maxAfter(h, f), "running_max"));
            QVERIFY(check(trace->sumBefore(h, f), "sum_before"));
            QVERIFY(check(trace->sumAfter(h, f), "running_sum"));
            QVERIFY(check(trace->rescale(h, f), "rescale"));
            for (const auto& [actual, key] : {std::pair{&trace->maxAfter(h, f), "running_max"},
                                              std::pair{&trace->sumAfter(h, f), "running_sum"},
                                              std::pair{&trace->rescale(h, f), "rescale"}})
                for (Eigen::Index i = 0; i < actual->size(); ++i)
                    if (!ef.at(key)[std::size_t(i)].is_null())
                        framesDifference = std::max(
                            framesDifference,
                            std::abs((*actual)(i)-ef.at(key)[std::size_t(i)].get<double>()));
            framesDifference = std::max(
                framesDifference, (trace->tile(h, f).accumulator -
                                   matrixFromJson(ef.at("accumulator"), "accumulator", 1 << 10))
                                      .cwiseAbs()
                                      .maxCoeff());
            QVERIFY2(near(trace->tile(h, f).accumulator,
                          matrixFromJson(ef.at("accumulator"), "accumulator", 1 << 10), tol, where),
                     qPrintable(at + QString::fromLatin1(where)));
            // The stages of the frame show the same rows.
            const Vector m = shownColumn(trace->stage(FlashKind::RunningMax, h, f));
            QVERIFY(check(m.segment(fr.queryBegin, fr.rows()), "running_max"));
            const Vector l = trace->stage(FlashKind::RunningSum, h, f).values.col(0);
            QVERIFY(check(l.segment(fr.queryBegin, fr.rows()), "running_sum"));
            const Vector r = trace->stage(FlashKind::Rescale, h, f).values.col(0);
            QVERIFY(check(r.segment(fr.queryBegin, fr.rows()), "rescale"));
            QVERIFY(near(trace->stage(FlashKind::Accumulator, h, f)
                             .values.middleRows(fr.queryBegin, fr.rows()),
                         trace->tile(h, f).accumulator, 0, where));
        }
    }
    // The rows the mask allows no key: zeros and a warning each, as softmax.
    std::vector<std::pair<int, int>> expectedRows, warnedRows;
    for (const json& row : fixture.at("fully_masked_rows"))
        expectedRows.emplace_back(row[0].get<int>(), row[1].get<int>());
    for (const Warning& x : trace->warnings())
        if (x.code == "fully_masked_row")
            warnedRows.emplace_back(x.head, x.row);
    QCOMPARE(warnedRows, expectedRows);
    QVERIFY(trace->output().allFinite());
    qInfo("%s: largest |flash - torch| %.3g, frames |flash - numpy| %.3g (tolerance %.3g), "
          "|flash - softmax| %.3g",
          qPrintable(file),
          (trace->output() - matrixFromJson(expected.at("output"), "output", 1 << 10))
              .cwiseAbs()
              .maxCoeff(),
          framesDifference, tol, trace->softmaxDifference());
}

void TestFlashKind::equalsSoftmax_data()
{
    // Sizes (self and cross attention), heads, masks and blocks from 1 to past n: the tile
    // loop is softmax attention whatever the tiles.
    QTest::addColumn<QString>("scenario");
    std::mt19937 rng(7);
    const std::vector<std::pair<int, int>> sizes = {{1, 1}, {4, 4}, {5, 5}, {7, 7}, {3, 6}, {6, 3}};
    const std::vector<std::pair<const char*, const char*>> masks = {
        {"none", nullptr},
        {"causal", R"({"causal": true})"},
        {"window", R"({"window": 1})"},
        {"causal window", R"({"causal": true, "window": 2})"},
        {"bottom right", R"({"causal": "bottom_right"})"},
        {"global", R"({"window": 0, "global": [0]})"},
    };
    for (const auto& [nq, nk] : sizes)
        for (const int heads : {1, 2})
            for (const auto& [maskName, mask] : masks) {
                const std::vector<std::pair<int, int>> blocks = {
                    {1, 1}, {2, 3}, {3, 2}, {nq, nk}, {nq + 2, 1}};
                for (const auto& [br, bc] : blocks) {
                    json s = {{"kind", "flash"},
                              {"q", drawnRows(rng, nq, 4)},
                              {"k", drawnRows(rng, nk, 4)},
                              {"v", drawnRows(rng, nk, 6)},
                              {"heads", heads},
                              {"block", {{"queries", br}, {"keys", bc}}}};
                    if (mask)
                        s["mask"] = json::parse(mask);
                    if (heads == 2 && br == 2)
                        s["output_projection"] = drawnRows(rng, 6, 3);
                    const QString name = QStringLiteral("%1x%2 h%3 %4 %5x%6")
                                             .arg(nq)
                                             .arg(nk)
                                             .arg(heads)
                                             .arg(QLatin1String(maskName))
                                             .arg(br)
                                             .arg(bc);
                    QTest::newRow(qPrintable(name)) << QString::fromStdString(s.dump());
                }
            }
}

void TestFlashKind::equalsSoftmax()
{
    QFETCH(QString, scenario);
    Warnings w;
    const Scenario s = scenarioFromText(scenario.toStdString(), w);
    QVERIFY(w.empty());
    const ResolvedScenario r = resolveScenario(s);
    const auto trace = flash(r);
    const ResolvedScenario rs = resolveScenario(withKind(s, "softmax", {}));
    const auto softmax = std::dynamic_pointer_cast<const SoftmaxTrace>(
        attentionKind("softmax").compute(rs, "reference"));
    QByteArray where;
    QVERIFY2(near(trace->output(), softmax->output(), 1e-12, where), where.constData());
    QVERIFY(trace->softmaxDifference() <= 1e-12);
    QCOMPARE(trace->warnings(), softmax->warnings());
    const int last = trace->frameCount() - 1;
    for (int h = 0; h < trace->headCount(); ++h) {
        const HeadTrace& sh = softmax->trace().heads[std::size_t(h)];
        QVERIFY2(near(trace->stage(FlashKind::Output, h, last).values, sh.output, 1e-12, where),
                 where.constData());
        // The last m and ℓ are softmax's m_i and z_i.
        for (int i = 0; i < r.input.queryCount(); ++i) {
            QCOMPARE(trace->head(h).rowMax(i) == negInf, sh.rowMax(i) == negInf);
            if (sh.rowMax(i) != negInf)
                QVERIFY(std::abs(trace->head(h).rowMax(i) - sh.rowMax(i)) <= 1e-12);
            QVERIFY(std::abs(trace->head(h).rowSum(i) - sh.rowSum(i)) <=
                    1e-12 * std::max(1.0, sh.rowSum(i)));
        }
        // The scores of the last frame are softmax's masked scores in every tile visited.
        const StageValues scores = trace->stage(FlashKind::Scores, h, last);
        for (int i = 0; i < r.input.queryCount(); ++i)
            for (int j = 0; j < r.input.keyCount(); ++j)
                if (sh.allowed(i, j)) {
                    QVERIFY(scores.hidden.size() == 0 || !scores.hidden(i, j));
                    QVERIFY(std::abs(scores.values(i, j) - sh.masked(i, j)) <= 1e-12);
                } else {
                    QVERIFY(scores.hidden(i, j));
                }
    }
    // Each tile's arithmetic: ℓ_new = r ℓ_old + rowsum(P), O_new = r O_old + P V_j, m never
    // falls, and r = e^(m_old − m_new) where m_old is finite.
    for (int h = 0; h < trace->headCount(); ++h)
        for (int f = 0; f < trace->visitedTiles(); ++f) {
            const FlashTile& t = trace->tile(h, f);
            const FlashFrame& fr = trace->frame(f);
            const int dv = r.input.headValueDim();
            const Matrix vj = r.input.v.block(fr.keyBegin, h * dv, fr.keys(), dv);
            QVERIFY((t.sumAfter - (t.rescale.cwiseProduct(t.sumBefore) + t.exps.rowwise().sum()))
                        .cwiseAbs()
                        .maxCoeff() <= 1e-13);
            QVERIFY(near(t.accumulator,
                         t.rescale.asDiagonal() * trace->accumulatorBefore(h, f) + t.exps * vj,
                         1e-13, where));
            for (int i = 0; i < fr.rows(); ++i) {
                QVERIFY(t.maxAfter(i) >= t.maxBefore(i));
                if (t.maxBefore(i) != negInf)
                    QVERIFY(std::abs(t.rescale(i) - std::exp(t.maxBefore(i) - t.maxAfter(i))) <=
                            1e-15);
            }
        }
}

void TestFlashKind::skippedTiles_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("blockRows");
    QTest::addColumn<int>("blockCols");
    QTest::addColumn<QString>("mask");
    QTest::addColumn<int>("visited");
    QTest::addColumn<int>("skipped");
    // n = 8, 2 × 2 causal: 4 × 4 = 16 tiles; above the diagonal 3 + 2 + 1 = 6 hide everything.
    QTest::newRow("causal 8, 2x2") << 8 << 2 << 2 << R"({"causal": true})" << 10 << 6;
    // 1 × 1: the 28 cells above the diagonal of 64.
    QTest::newRow("causal 8, 1x1") << 8 << 1 << 1 << R"({"causal": true})" << 36 << 28;
    // 3 × 3 over 8: blocks [0,3) [3,6) [6,8); the 3 tiles above the diagonal skipped.
    QTest::newRow("causal 8, 3x3") << 8 << 3 << 3 << R"({"causal": true})" << 6 << 3;
    QTest::newRow("causal 8, 4x4") << 8 << 4 << 4 << R"({"causal": true})" << 3 << 1;
    // |i − j| ≤ 1 over 2 × 2 tiles: the 4 diagonal tiles and the 6 beside them.
    QTest::newRow("window 8, 2x2") << 8 << 2 << 2 << R"({"window": 1})" << 10 << 6;
    QTest::newRow("no mask 8, 3x2") << 8 << 3 << 2 << R"({})" << 12 << 0;
    QTest::newRow("one block") << 8 << 8 << 8 << R"({"causal": true})" << 1 << 0;
    QTest::newRow("blocks past n") << 5 << 64 << 64 << R"({"causal": true})" << 1 << 0;
}

void TestFlashKind::skippedTiles()
{
    QFETCH(int, n);
    QFETCH(int, blockRows);
    QFETCH(int, blockCols);
    QFETCH(QString, mask);
    QFETCH(int, visited);
    QFETCH(int, skipped);
    const std::string text = R"({"kind": "flash", "heads": 2, "random": {"seed": 3, "tokens": )" +
                             std::to_string(n) + R"(, "dim": 4}, "mask": )" + mask.toStdString() +
                             R"(, "block": {"queries": )" + std::to_string(blockRows) +
                             R"(, "keys": )" + std::to_string(blockCols) + "}}";
    const auto trace = flash(resolved(text));
    QCOMPARE(trace->visitedTiles(), visited);
    QCOMPARE(trace->skippedTiles(), skipped);
    QCOMPARE(trace->totalTiles(), blockCount(n, blockRows) * blockCount(n, blockCols));
    QCOMPARE(trace->frameCount(), visited);
    QCOMPARE(trace->head(0).tiles.size(), std::size_t(visited)); // every head the same tiles
    QCOMPARE(trace->head(1).tiles.size(), std::size_t(visited));
    // Loop order: query blocks outer, key blocks inner.
    for (int f = 1; f < trace->visitedTiles(); ++f) {
        const FlashFrame& a = trace->frame(f - 1);
        const FlashFrame& b = trace->frame(f);
        QVERIFY(a.queryBlock < b.queryBlock ||
                (a.queryBlock == b.queryBlock && a.keyBlock < b.keyBlock));
    }
    const json j = json::parse(attentionKind("flash").resultText(resolved(text), *trace, {}, {}));
    QCOMPARE(j.at("tiles").at("visited").get<int>(), visited);
    QCOMPARE(j.at("tiles").at("skipped").get<int>(), skipped);
}

void TestFlashKind::stagesOfAFrame()
{
    // The lesson, causal, 2 × 2: frames (0, 0), (1, 0), (1, 1); the tile (0, 1) skipped.
    const ResolvedScenario r = resolved(lesson(R"(, "mask": {"causal": true})"));
    const auto t = flash(r);
    QCOMPARE(t->frameCount(), 3);
    QCOMPARE(t->skippedTiles(), 1);
    QCOMPARE(t->finishFrame(0), 0);
    QCOMPARE(t->finishFrame(1), 2);
    // Frame 0: the scores of the first tile (the masked pair (0, 1) hidden), nothing else.
    const StageValues s0 = t->stage(FlashKind::Scores, 0, 0);
    QCOMPARE(s0.values.rows(), 4);
    QCOMPARE(s0.values.cols(), 4);
    QVERIFY(!s0.hidden(0, 0) && s0.hidden(0, 1) && !s0.hidden(1, 0) && !s0.hidden(1, 1));
    QVERIFY(s0.hidden.bottomRows(2).all() && s0.hidden.topRightCorner(2, 2).all());
    // Rows 2 and 3 not touched yet; rows 0 and 1 finished by their only tile.
    for (const int stage : {FlashKind::RunningMax, FlashKind::RunningSum, FlashKind::Rescale,
                            FlashKind::Accumulator, FlashKind::Output, FlashKind::Final}) {
        const StageValues v = t->stage(stage, 0, 0);
        QVERIFY(v.hidden.bottomRows(2).all());
        QVERIFY(!v.hidden.topRows(2).any());
    }
    // The first allowed tile of a row rescales nothing: r = 0 (ℓ_old = 0, O_old = 0).
    QVERIFY(t->rescale(0, 0).isZero(0));
    QCOMPARE(t->sumAfter(0, 0)(0), 1.0); // one key: e^(s − s) = 1
    // Frame 1: the second query block's first tile; the first block's rows keep their values.
    const StageValues m1 = t->stage(FlashKind::RunningMax, 0, 1);
    QVERIFY(Vector(m1.values.col(0).head(2)) == t->maxAfter(0, 0));
    QVERIFY(Vector(m1.values.col(0).tail(2)) == t->maxAfter(0, 1));
    const StageValues r1 = t->stage(FlashKind::Rescale, 0, 1);
    QVERIFY(r1.hidden.topRows(2).all() && !r1.hidden.bottomRows(2).any());
    QVERIFY(t->stage(FlashKind::Output, 0, 1).hidden.bottomRows(2).all());
    QVERIFY(t->stage(FlashKind::Final, 0, 1).hidden.bottomRows(2).all());
    QVERIFY(t->accumulatorBefore(0, 1) == Matrix::Zero(2, 8));
    // Frame 2: the old sums are rescaled by e^(m_old − m_new); everything is shown.
    QVERIFY(t->maxBefore(0, 2) == t->maxAfter(0, 1));
    QVERIFY(t->sumBefore(0, 2) == t->sumAfter(0, 1));
    QVERIFY(t->accumulatorBefore(0, 2) == t->tile(0, 1).accumulator);
    for (int i = 0; i < 2; ++i) {
        QVERIFY(t->rescale(0, 2)(i) > 0 && t->rescale(0, 2)(i) <= 1);
        QCOMPARE(t->tileMax(0, 2)(i), t->tileScores(0, 2).row(i).maxCoeff());
    }
    for (const int stage : {FlashKind::RunningMax, FlashKind::RunningSum, FlashKind::Accumulator,
                            FlashKind::Output, FlashKind::Final})
        QCOMPARE(t->stage(stage, 0, 2).hidden.size(), Eigen::Index(0));
    QCOMPARE(t->stage(FlashKind::Accumulator, 0, 2).firstColumn, 0);
    // O / ℓ of the last frame is the output; a frame out of range is clamped.
    const Matrix o = t->head(0).accumulator.array().colwise() / t->head(0).rowSum.array();
    QByteArray where;
    QVERIFY2(near(t->stage(FlashKind::Output, 0, 2).values, o, 1e-15, where), where.constData());
    QVERIFY(t->stage(FlashKind::Output, 0, 99).values == t->stage(FlashKind::Output, 0, 2).values);
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, t->stage(7, 0, 0));
    // Two heads: head 1's accumulator stands for V's columns 4 … 7.
    const auto two = flash(resolved(lesson(R"(, "heads": 2)")));
    QCOMPARE(two->stage(FlashKind::Accumulator, 1, 0).firstColumn, 4);
    QCOMPARE(two->stage(FlashKind::Output, 1, 0).firstColumn, 4);
    QCOMPARE(two->stage(FlashKind::Final, 0, two->frameCount() - 1).values.cols(), 8);
}

void TestFlashKind::everyPairMasked()
{
    // Nothing to visit: one frame with nothing computed, zeros and a warning per row and head.
    const ResolvedScenario r = resolved(
        R"({"kind": "flash", "q": [[1, 0], [0, 1]], "k": [[1, 1], [0, 1], [1, 0]],
            "v": [[1], [2], [3]], "mask": {"allowed": [[0, 0, 0], [0, 0, 0]]}})");
    const auto t = flash(r);
    QCOMPARE(t->visitedTiles(), 0);
    QCOMPARE(t->skippedTiles(), 2 * 1); // 1 query block × 2 key blocks of 2
    QCOMPARE(t->frameCount(), 1);
    QVERIFY(t->output() == Matrix::Zero(2, 1));
    QCOMPARE(t->warnings().size(), std::size_t(2));
    QVERIFY(t->stage(FlashKind::Scores, 0, 0).hidden.all());
    QVERIFY(t->stage(FlashKind::RunningMax, 0, 0).hidden.all());
    QCOMPARE(t->stage(FlashKind::Output, 0, 0).hidden.size(), Eigen::Index(0)); // zeros, finished
    const json j = json::parse(attentionKind("flash").resultText(r, *t, {}, {}));
    QCOMPARE(j.at("frames").size(), std::size_t(0));
    QCOMPARE(j.at("warnings").size(), std::size_t(2));
}

void TestFlashKind::resultJson()
{
    const ResolvedScenario r = resolved(lesson(R"(, "heads": 2, "mask": {"causal": true},
        "block": {"queries": 2, "keys": 3}, "output_projection": [[1, 0], [0, 1], [1, 1],
        [0, 0], [1, 0], [0, 1], [1, 1], [0, 2]])"));
    const AttentionKind& kind = attentionKind("flash");
    const auto trace = flash(r);
    const json j = json::parse(kind.resultText(r, *trace, {}, {"reference"}));
    std::vector<std::string> keys;
    for (const auto& [key, value] : j.items())
        keys.push_back(key);
    std::sort(keys.begin(), keys.end());
    QCOMPARE(keys, (std::vector<std::string>{"backend", "block", "format", "frames", "heads",
                                             "kind", "output", "softmax_difference", "tiles",
                                             "version", "warnings"}));
    QCOMPARE(j.at("format"), "attnlab-result");
    QCOMPARE(j.at("kind"), "flash");
    QCOMPARE(j.at("backend"), "reference");
    QCOMPARE(j.at("block"), json({{"queries", 2}, {"keys", 3}}));
    // Blocks [0, 2) [2, 4) × [0, 3) [3, 4): the tile of queries 0, 1 and key 3 is skipped.
    QCOMPARE(j.at("tiles"), json({{"visited", 3}, {"skipped", 1}}));
    QVERIFY(j.at("softmax_difference").get<double>() <= 1e-12);
    const json& frames = j.at("frames");
    QCOMPARE(frames.size(), std::size_t(3));
    QCOMPARE(frames[1].at("index"), 1);
    QCOMPARE(frames[1].at("query_block"), json({2, 4}));
    QCOMPARE(frames[1].at("key_block"), json({0, 3}));
    QCOMPARE(frames[2].at("key_block"), json({3, 4}));
    for (const json& f : frames) {
        QCOMPARE(f.at("heads").size(), std::size_t(2));
        for (const json& h : f.at("heads")) {
            std::vector<std::string> hk;
            for (const auto& [key, value] : h.items())
                hk.push_back(key);
            std::sort(hk.begin(), hk.end());
            QCOMPARE(hk, (std::vector<std::string>{"accumulator", "index", "rescale", "running_max",
                                                   "running_sum"}));
            for (const char* v : {"running_max", "running_sum", "rescale"})
                QCOMPARE(h.at(v).size(), std::size_t(4));         // n_q numbers
            QCOMPARE(h.at("accumulator").size(), std::size_t(4)); // n_q × d_v/h
            QCOMPARE(h.at("accumulator")[0].size(), std::size_t(4));
        }
    }
    // Frame 0: rows 2, 3 untouched (null), the rescale only of the tile's rows.
    const json& h0 = frames[0].at("heads")[0];
    QVERIFY(h0.at("running_max")[2].is_null() && h0.at("running_sum")[3].is_null());
    QVERIFY(h0.at("accumulator")[2][0].is_null());
    QCOMPARE(h0.at("rescale")[0].get<double>(), 0.0);
    QVERIFY(frames[1].at("heads")[1].at("rescale")[0].is_null());
    // The last frame's m, ℓ and O are each head's; the heads' output is O / ℓ.
    const json& hl = frames[2].at("heads")[1];
    for (int i = 0; i < 4; ++i) {
        QCOMPARE(hl.at("running_max")[std::size_t(i)].get<double>(), trace->head(1).rowMax(i));
        QCOMPARE(hl.at("running_sum")[std::size_t(i)].get<double>(), trace->head(1).rowSum(i));
    }
    QByteArray where;
    QVERIFY(
        near(matrixFromJson(hl.at("accumulator"), "a", 10), trace->head(1).accumulator, 0, where));
    QCOMPARE(j.at("heads").size(), std::size_t(2));
    QCOMPARE(j.at("heads")[1].at("index"), 1);
    QVERIFY(near(matrixFromJson(j.at("heads")[1].at("output"), "o", 10), trace->head(1).output, 0,
                 where));
    // Round trip: the numbers read back are the trace's, bit for bit.
    const Matrix output = matrixFromJson(j.at("output"), "output", 10);
    QCOMPARE(output.cols(), 2); // W_O: 8 × 2
    QVERIFY2(near(output, trace->output(), 0, where), where.constData());
    // Without a backend, no "backend"; the warnings are an array.
    const json plain = json::parse(kind.resultText(r, *trace, {}, {}));
    QVERIFY(!plain.contains("backend"));
    QVERIFY(plain.at("warnings").is_array());
}

void TestFlashKind::blockRoundTrip_data()
{
    QTest::addColumn<QString>("given");   // the JSON value of "block", or empty
    QTest::addColumn<QString>("written"); // what saving writes back
    QTest::addColumn<QString>("warning"); // the one warning reading gives, or empty
    QTest::newRow("default") << QString() << R"({"keys":2,"queries":2})" << QString();
    QTest::newRow("given") << R"({"queries": 3, "keys": 1})"
                           << R"({"keys":1,"queries":3})" << QString();
    QTest::newRow("4.0") << R"({"queries": 4.0, "keys": 5})"
                         << R"({"keys":5,"queries":4})" << QString();
    QTest::newRow("queries only") << R"({"queries": 4})"
                                  << R"({"keys":2,"queries":4})" << QString();
    QTest::newRow("empty") << R"({})"
                           << R"({"keys":2,"queries":2})" << QString();
    QTest::newRow("larger than n") << R"({"queries": 2048, "keys": 100})"
                                   << R"({"keys":100,"queries":2048})" << QString();
    QTest::newRow("unknown key") << R"({"queries": 2, "keys": 2, "rows": 3})"
                                 << R"({"keys":2,"queries":2})"
                                 << "block.rows: unknown key, ignored";
}

void TestFlashKind::blockRoundTrip()
{
    QFETCH(QString, given);
    QFETCH(QString, written);
    QFETCH(QString, warning);
    const std::string text =
        R"({"kind": "flash", "random": {"seed": 0, "tokens": 4, "dim": 8})" +
        (given.isEmpty() ? std::string() : ", \"block\": " + given.toStdString()) + "}";
    Warnings w;
    const Scenario s = scenarioFromText(text, w);
    if (warning.isEmpty()) {
        QVERIFY2(w.empty(), w.empty() ? "" : w.front().message.c_str());
    } else {
        QCOMPARE(w.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(w.front().message), warning);
    }
    const json saved = scenarioToJson(s);
    QCOMPARE(QString::fromStdString(saved.at("block").dump()), written);
    QCOMPARE(saved.at("kind"), "flash");
    Warnings w2;
    const Scenario back = scenarioFromJson(saved, w2);
    QVERIFY(back == s);
    QVERIFY(w2.empty());
    QVERIFY(flashBlockOf(back) == flashBlockOf(s));
    QCOMPARE(flashBlockOf(resolveScenario(s)).queries, flashBlockOf(s).queries);
    Scenario other = s;
    other.parameters.edit<FlashBlock>()->keys += 1;
    QVERIFY(!(other == s)); // compared
    QVERIFY(flashBlockOf(s) != flashBlockOf(other));
}

void TestFlashKind::badBlocks_data()
{
    QTest::addColumn<QString>("block");
    QTest::addColumn<QString>("message");
    QTest::newRow("number")
        << "2"
        << R"(block: expected an object such as {"queries": 2, "keys": 2}, got the number 2)";
    QTest::newRow("array")
        << "[2, 2]"
        << R"(block: expected an object such as {"queries": 2, "keys": 2}, got an array)";
    QTest::newRow("zero queries") << R"({"queries": 0})"
                                  << "block.queries: expected a positive integer, got 0";
    QTest::newRow("negative keys") << R"({"keys": -3})"
                                   << "block.keys: expected a positive integer, got -3";
    QTest::newRow("fractional keys") << R"({"keys": 1.5})"
                                     << "block.keys: expected a positive integer, got the number "
                                        "1.5";
    QTest::newRow("text queries") << R"({"queries": "all"})"
                                  << "block.queries: expected a positive integer, got the text "
                                     "\"all\"";
    QTest::newRow("too large") << R"({"queries": 5000})"
                               << "block.queries: expected at most 2048, got 5000";
}

void TestFlashKind::badBlocks()
{
    QFETCH(QString, block);
    QFETCH(QString, message);
    try {
        resolved(lesson(", \"block\": " + block.toStdString()));
        QFAIL("no error");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.what()), message);
        QVERIFY(QString::fromStdString(e.where()).startsWith(QLatin1String("block")));
        QVERIFY(e.message().english() == e.detail()); // a template and its arguments
    }
}

void TestFlashKind::otherKindsWarnAboutBlock()
{
    // Softmax (and linear attention) keep a "block" unused, say so, and save it back.
    for (const char* kind : {"softmax", "linear"}) {
        Warnings w;
        const Scenario s = scenarioFromText(
            std::string(R"({"kind": ")") + kind +
                R"(", "block": {"queries": 3, "keys": 3}, "random": {"seed": 0, "tokens": 4, "dim": 8}})",
            w);
        QCOMPARE(w.size(), std::size_t(1));
        QCOMPARE(w.front().code, std::string("unused_key"));
        QCOMPARE(QString::fromStdString(w.front().message),
                 QStringLiteral(R"(block: used only by "kind": "flash", ignored by "%1")")
                     .arg(QLatin1String(kind)));
        QCOMPARE(scenarioToJson(s).at("block"), json({{"queries", 3}, {"keys", 3}}));
    }
}

void TestFlashKind::withKindKeepsMasksAndHeads()
{
    Warnings w;
    Scenario s = scenarioFromText(
        R"({"random": {"seed": 0, "tokens": 6, "dim": 8}, "heads": 2, "scale": 0.5,
            "mask": {"causal": true, "window": 2, "global": [0]},
            "output_projection": [[1], [0], [1], [0], [1], [0], [1], [0]]})",
        w);
    s.decode = DecodeSpec{};
    s.decode->prompt = 2;
    const Scenario f = withKind(s, "flash", {});
    QCOMPARE(f.attentionKind, std::string("flash"));
    QVERIFY(f.mask == s.mask);
    QCOMPARE(f.heads, 2);
    QVERIFY(f.scale == 0.5);
    QVERIFY(f.outputProjection.has_value());
    QVERIFY(!f.decode); // flash does not decode
    QVERIFY(flashBlockOf(f) == FlashBlock{});
    // Its output is softmax's for the same scenario.
    const auto trace = flash(resolveScenario(f));
    QVERIFY(trace->softmaxDifference() <= 1e-12);
    // Block sizes given, kept while it stays flash, dropped when leaving.
    const Scenario given = withKind(s, "flash", KindValue(FlashBlock{3, 1}));
    QVERIFY(flashBlockOf(given) == (FlashBlock{3, 1}));
    QVERIFY(flashBlockOf(withKind(given, "flash", {})) == (FlashBlock{3, 1}));
    const Scenario back = withKind(given, "softmax", {});
    QVERIFY(!back.parameters);
    QVERIFY(back.mask == s.mask);
}

void TestFlashKind::limitsAreRefusedAtBlock_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("message"); // empty: accepted
    // 256 tokens in 1 × 1 tiles: 65,536 frames.
    QTest::newRow("256 tokens, 1x1") << R"("random": {"seed": 0, "tokens": 256, "dim": 4},
        "block": {"queries": 1, "keys": 1})"
                                     << "block: blocks of 1 queries × 1 keys make 65536 tiles to "
                                        "visit, more than the 1024 kept one by one; use larger "
                                        "blocks";
    QTest::newRow("256 tokens, 8x8") << R"("random": {"seed": 0, "tokens": 256, "dim": 4},
        "block": {"queries": 8, "keys": 8})"
                                     << QString(); // 32 × 32 = 1,024: just within
    QTest::newRow("256 tokens, 8x4") << R"("random": {"seed": 0, "tokens": 256, "dim": 4},
        "block": {"queries": 8, "keys": 4})"
                                     << "block: blocks of 8 queries × 4 keys make 2048 tiles to "
                                        "visit, more than the 1024 kept one by one; use larger "
                                        "blocks";
    // Causal: the tiles visited count, not all of them (45 · 46 / 2 = 1,035; 44 · 45 / 2 = 990).
    QTest::newRow("causal 45, 1x1") << R"("random": {"seed": 0, "tokens": 45, "dim": 4},
        "mask": {"causal": true}, "block": {"queries": 1, "keys": 1})"
                                    << "block: blocks of 1 queries × 1 keys make 1035 tiles to "
                                       "visit, more than the 1024 kept one by one; use larger "
                                       "blocks";
    QTest::newRow("causal 44, 1x1") << R"("random": {"seed": 0, "tokens": 44, "dim": 4},
        "mask": {"causal": true}, "block": {"queries": 1, "keys": 1})"
                                    << QString();
    QTest::newRow("300 tokens") << R"("random": {"seed": 0, "tokens": 300, "dim": 4},
        "block": {"queries": 300, "keys": 300})"
                                << "block: FlashAttention's tiles are kept one by one for at most "
                                   "256 queries and keys, got 300 queries and 300 keys; use "
                                   "\"kind\": \"softmax\" for longer inputs";
}

void TestFlashKind::limitsAreRefusedAtBlock()
{
    QFETCH(QString, scenario);
    QFETCH(QString, message);
    const ResolvedScenario r = resolved(R"({"kind": "flash", )" + scenario.toStdString() + "}");
    const AttentionKind& kind = attentionKind("flash");
    if (message.isEmpty()) {
        kind.requireTraceMemory(r, "x.json", 0);
        kind.requireResultMemory(r, "reference", "x.json");
        const auto t = flash(r);
        QVERIFY(t->frameCount() <= FlashKind::maxFrames);
        QVERIFY(t->softmaxDifference() <= 1e-12);
        return;
    }
    try {
        kind.compute(r, "reference");
        QFAIL("no error");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.what()), message);
        QCOMPARE(e.where(), std::string("block"));
    }
    // Checked before computing too, with the file in front of the place.
    try {
        kind.requireTraceMemory(r, "x.json", 0);
        QFAIL("no error");
    } catch (const InputError& e) {
        QCOMPARE(e.where(), std::string("x.json: block"));
    }
    QVERIFY_THROWS_EXCEPTION(InputError, kind.requireResultMemory(r, "reference", "x.json"));
}

void TestFlashKind::memoryIsCheckedBeforeComputing()
{
    // 256 tokens of d_v = 4,096 in 256 frames: the trace (about 2 GiB of O blocks) fits, its
    // text (256 frames × 256 rows × 4,096 numbers, 11 GB) does not.
    const ResolvedScenario r = resolved(
        R"({"kind": "flash", "random": {"seed": 0, "tokens": 256, "dim": 4096},
            "block": {"queries": 256, "keys": 1}})");
    const AttentionKind& kind = attentionKind("flash");
    kind.requireTraceMemory(r, "big.json", 0);
    try {
        kind.requireResultMemory(r, "reference", "big.json");
        QFAIL("no error");
    } catch (const InputError& e) {
        const QString text = QString::fromStdString(e.what());
        QVERIFY2(text.startsWith(QLatin1String("big.json: this needs about ")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("FlashAttention's 256 tiles in every head, as text")),
                 qPrintable(text));
    }
    // An unknown backend is refused.
    QVERIFY_THROWS_EXCEPTION(std::runtime_error, kind.compute(resolved(lesson()), "cpu"));
}

void TestFlashKind::memoryAccount()
{
    // The lesson's 6,400 tokens (an 80 × 80 map), d = 64, an SRAM of M = 100,000 numbers.
    // The paper's blocks: B_c = ⌈100,000 / (4 · 64)⌉ = ⌈390.625⌉ = 391, B_r = min(391, 64) = 64.
    const FlashBlock paper = flashPaperBlock(64, 100000);
    QCOMPARE(paper.keys, 391);
    QCOMPARE(paper.queries, 64);
    const FlashMemory m = flashMemory(6400, 64, paper.queries, paper.keys, 100000);
    // One tile's working set: 64 · 391 + 64 · 64 + 2 · 64 = 25,024 + 4,096 + 128 = 29,248
    // numbers, against the standard n² = 6,400² = 40,960,000 (1,400 times as many).
    QCOMPARE(m.flashNumbers, std::int64_t(29248));
    QCOMPARE(m.standardNumbers, std::int64_t(40960000));
    // HBM accesses: n² d² / M = 40,960,000 · 4,096 / 100,000 = 1,677,721.6 against
    // n d + n² = 409,600 + 40,960,000 = 41,369,600: about 24.7 times fewer.
    QCOMPARE(m.flashAccesses, 1677721.6);
    QCOMPARE(m.standardAccesses, 41369600.0);
    QVERIFY(std::abs(m.standardAccesses / m.flashAccesses - 24.658) < 1e-3);
    // Small cases: 2 × 2 tiles of d = 8 over 4 tokens; a larger M means fewer accesses.
    const FlashMemory small = flashMemory(4, 8, 2, 2, 64);
    QCOMPARE(small.flashNumbers, std::int64_t(2 * 2 + 2 * 8 + 2 * 2));
    QCOMPARE(small.standardNumbers, std::int64_t(16));
    QCOMPARE(small.flashAccesses, 16.0); // 16 · 64 / 64
    QCOMPARE(small.standardAccesses, 48.0);
    QVERIFY(flashMemory(6400, 64, 64, 391, 200000).flashAccesses < m.flashAccesses);
    // B_r is capped by d: d = 128 with M = 100,000 gives B_c = ⌈195.3⌉ = 196, B_r = 128.
    QVERIFY(flashPaperBlock(128, 100000) == (FlashBlock{128, 196}));
    QVERIFY(flashPaperBlock(16, 64) == (FlashBlock{1, 1}));
}

QTEST_APPLESS_MAIN(TestFlashKind)
#include "tst_flashkind.moc"

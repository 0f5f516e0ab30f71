// Deformable attention's app-side description (app/appcore/deformabledescription.h): every
// number of a cell's explanation is the trace's (a weight as the softmax of its head's logits;
// an output entry as the softmax, each point's location and bilinear sample from its 4
// neighbours, and the weighted sum), every cell of every stage explained, the cost note, the
// sampling points as columns, and the stages stepped through in the main window.
#include "deformabledescription.h"
#include "deformablekind.h"
#include "document.h"
#include "explanation.h"
#include "heatmapwidget.h"
#include "inspector.h"
#include "kinddescription.h"
#include "mainwindow.h"
#include "scenario.h"
#include "scenariofile.h"
#include "stageview.h"
#include "termtable.h"
#include "testfiles.h"
#include "translations.h"

#include <QStandardPaths>
#include <QtTest>

#include <cmath>

using namespace attnlab;

namespace {

constexpr int decimals = 6;

struct Computed
{
    ResolvedScenario resolved;
    std::shared_ptr<const KindTrace> trace;
    const DeformableTrace& d() const { return dynamic_cast<const DeformableTrace&>(*trace); }
};

Computed compute(const QString& file)
{
    Computed c;
    c.resolved = resolveScenarioFile(readScenarioFile(file));
    c.trace = attentionKind("deformable").compute(c.resolved, "reference");
    return c;
}

QString num(double x)
{
    return Explanation::formatNumber(x, decimals);
}

const KindDescription& deformable()
{
    return kindDescription("deformable");
}

QString exampleFile()
{
    return example("deformable-attention.json");
}

/// 3 given levels (4 × 4, 3 × 3, 2 × 1) of d = 4, M = 2, K = 2, 2 queries of 3 numbers through
/// given projections; more: further keys.
Computed levelsScenario(const std::string& more = {})
{
    std::string levels;
    for (const auto& [h, w] : {std::pair{4, 4}, {3, 3}, {2, 1}}) {
        std::string rows;
        for (int y = 0; y < h; ++y) {
            std::string row;
            for (int x = 0; x < w; ++x)
                row += (x ? ", " : "") + QStringLiteral("[%1, %2, %3, %4]")
                                             .arg(0.1 * x + h)
                                             .arg(-0.2 * y)
                                             .arg(x * y)
                                             .arg(w - x)
                                             .toStdString();
            rows += (y ? ", [" : "[") + row + "]";
        }
        levels += (levels.empty() ? "{\"value\": [" : ", {\"value\": [") + rows + "]}";
    }
    // M·L·K = 12: offsets' weight 24 × 3, logits' weight 12 × 3
    std::string offW, logW;
    for (int r = 0; r < 24; ++r)
        offW += (r ? ", " : "") + QStringLiteral("[%1, %2, 0.5]")
                                      .arg((r % 5) * 0.3 - 0.6)
                                      .arg((r % 3) * 0.2)
                                      .toStdString();
    for (int r = 0; r < 12; ++r)
        logW += (r ? ", " : "") +
                QStringLiteral("[%1, -0.25, %2]").arg(r * 0.1).arg((r % 4) * 0.5).toStdString();
    const std::string text =
        R"({"kind": "deformable", "levels": [)" + levels +
        R"(], "reference_points": [[0.4, 0.6], [0.9, 0.1]], "heads": 2, "points": 2,
           "query": [[1, -0.5, 2], [0.25, 1, -1]], "query_projection": {
           "sampling_offsets": {"weight": [)" +
        offW + R"(], "bias": "deformable_detr"},
           "attention_weights": {"weight": [)" +
        logW + "]}}" + more + "}";
    Computed c;
    Warnings w;
    c.resolved = resolveScenario(scenarioFromText(text, w));
    c.trace = attentionKind("deformable").compute(c.resolved, "reference");
    return c;
}

} // namespace

class TestDeformableDescription : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void registered();
    void pointsAsColumns();
    void pointsOnTheMap();
    void weightIsTheSoftmax_data();
    void weightIsTheSoftmax();
    void outputTermByTerm_data();
    void outputTermByTerm();
    void everyStageExplainsEveryCell();
    void costNote_data();
    void costNote();
    void explainAQuery();
    void levelsAndQueryProjection();
    void outputProjection();
    void steppedInTheWindow();
};

void TestDeformableDescription::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    installTranslators(*QCoreApplication::instance(), QStringLiteral("en"));
}

void TestDeformableDescription::registered()
{
    QCOMPARE(deformable().id(), std::string("deformable"));
    QCOMPARE(deformable().stageCount(), 4);
    QCOMPARE(deformable().stageName(DeformableKind::Weights), QStringLiteral("3 Point weights"));
    QCOMPARE(stageIds("deformable"),
             (QStringList{QStringLiteral("map"), QStringLiteral("logits"),
                          QStringLiteral("weights"), QStringLiteral("output")}));
}

void TestDeformableDescription::pointsAsColumns()
{
    const Computed c = compute(exampleFile());
    const HeatmapData w =
        deformable().heatmapData(DeformableKind::Weights, c.resolved, *c.trace, 1, 0);
    QCOMPARE(w.values.rows(), Eigen::Index(3));
    QCOMPARE(w.values.cols(), Eigen::Index(4));
    QCOMPARE(w.columnLabels, (QStringList{QStringLiteral("k0"), QStringLiteral("k1"),
                                          QStringLiteral("k2"), QStringLiteral("k3")}));
    QVERIFY(w.title.contains(QStringLiteral("head 1")));
    for (int i = 0; i < 3; ++i)
        for (int k = 0; k < 4; ++k)
            QCOMPARE(w.values(i, k), c.d().weights(i, 4 + k));
    // the output: the heads side by side, a line between them
    QCOMPARE(deformable().columnGroupSize(DeformableKind::Output, c.resolved), 2);
    const HeatmapData o =
        deformable().heatmapData(DeformableKind::Output, c.resolved, *c.trace, 0, 0);
    QVERIFY(o.values == c.d().result);
}

void TestDeformableDescription::pointsOnTheMap()
{
    const Computed c = compute(exampleFile());
    const DeformableTrace& t = c.d();
    const DeformableInput& in = t.input;
    const HeatmapData data =
        deformable().heatmapData(DeformableKind::Map, c.resolved, *c.trace, 0, 0);
    QCOMPARE(data.values.rows(), Eigen::Index(8));
    QCOMPARE(data.values.cols(), Eigen::Index(8));
    // pixel (x 5, y 2): the mean of its 4 channels
    QVERIFY(std::abs(data.values(2, 5) - in.level(0).pixel(2, 5).mean()) < 1e-15);
    // per query: M·K discs in the heads' colours, then a ring at the reference point
    QCOMPARE(data.markers.size(), in.queries() * (in.heads * in.points + 1));
    int at = 0;
    for (int i = 0; i < in.queries(); ++i) {
        for (int m = 0; m < in.heads; ++m)
            for (int k = 0; k < in.points; ++k) {
                const HeatmapMarker& d = data.markers[at++];
                const DeformableSample& s = t.sample(i, m, 0, k);
                QVERIFY(!d.ring);
                QCOMPARE(d.color, DeformableDescription::headColor(m));
                // a pixel centre (x, y) is the cell's centre (y + 0.5, x + 0.5)
                QVERIFY(std::abs(d.column - (s.pixelX + 0.5)) < 1e-12);
                QVERIFY(std::abs(d.row - (s.pixelY + 0.5)) < 1e-12);
                // a line from the query's reference point (x, y) in cells
                QVERIFY(d.from.has_value());
                QCOMPARE(d.from->x(), in.reference(i, 0) * 8);
                QCOMPARE(d.from->y(), in.reference(i, 1) * 8);
            }
        const HeatmapMarker& ref = data.markers[at++];
        QVERIFY(ref.ring);
        QCOMPARE(ref.column, in.reference(i, 0) * 8);
        QCOMPARE(ref.row, in.reference(i, 1) * 8);
    }
    // a larger weight, a larger disc: head 1 of query 0, points 1 (0.53) and 2 (0.03)
    QVERIFY(data.markers[5].radius > data.markers[6].radius);
    // Deformable DETR's 8 heads: 8 colours, none repeated
    for (int a = 0; a < 8; ++a)
        for (int b = a + 1; b < 8; ++b)
            QVERIFY(DeformableDescription::headColor(a) != DeformableDescription::headColor(b));
    // the map's cell explained: its channels and their mean
    const CellExplanation e =
        deformable().explainCell(DeformableKind::Map, c.resolved, *c.trace, 0, 0, 2, 5, decimals);
    QCOMPARE(e.steps[0].rows.size(), 4);
    QVERIFY(e.steps[0].result.contains(num(data.values(2, 5))));
}

void TestDeformableDescription::weightIsTheSoftmax_data()
{
    QTest::addColumn<int>("query");
    QTest::addColumn<int>("head");
    QTest::addColumn<int>("point");
    QTest::newRow("q0 h1 k1") << 0 << 1 << 1;
    QTest::newRow("q2 h0 k3") << 2 << 0 << 3;
    QTest::newRow("q1 h1 k2") << 1 << 1 << 2;
}

void TestDeformableDescription::weightIsTheSoftmax()
{
    QFETCH(int, query);
    QFETCH(int, head);
    QFETCH(int, point);
    const Computed c = compute(exampleFile());
    const DeformableTrace& t = c.d();
    const DeformableInput& in = t.input;
    const CellExplanation e = deformable().explainCell(DeformableKind::Weights, c.resolved,
                                                       *c.trace, head, 0, query, point, decimals);
    QCOMPARE(e.steps.size(), 1);
    const TermTable& s = e.steps[0];
    QVERIFY(s.current);
    QCOMPARE(s.highlightRow, point);
    QCOMPARE(s.rows.size(), in.points);
    double top = -1e300, sum = 0;
    for (int k = 0; k < in.points; ++k)
        top = std::max(top, in.logits(query, head * in.points + k));
    for (int k = 0; k < in.points; ++k) {
        const double l = in.logits(query, head * in.points + k);
        sum += std::exp(l - top);
        QCOMPARE(s.rows[k][1], num(l));
        QCOMPARE(s.rows[k][2], num(std::exp(l - top)));
        QCOMPARE(s.rows[k][3], num(t.weights(query, head * in.points + k)));
    }
    QVERIFY(s.before.join(QLatin1Char(' ')).contains(num(sum)));
    QVERIFY2(s.result.contains(num(t.weights(query, head * in.points + point))),
             qPrintable(s.result));
}

void TestDeformableDescription::outputTermByTerm_data()
{
    QTest::addColumn<int>("query");
    QTest::addColumn<int>("column");
    QTest::newRow("q0, head 0") << 0 << 1;
    QTest::newRow("q1 near the corner, head 0 (points outside)") << 1 << 0;
    QTest::newRow("q2, head 1") << 2 << 2;
    QTest::newRow("q1, head 1") << 1 << 3;
}

void TestDeformableDescription::outputTermByTerm()
{
    QFETCH(int, query);
    QFETCH(int, column);
    const Computed c = compute(exampleFile());
    const DeformableTrace& t = c.d();
    const DeformableInput& in = t.input;
    const int head = column / in.headDim();
    const int channel = column % in.headDim();
    const CellExplanation e = deformable().explainCell(DeformableKind::Output, c.resolved, *c.trace,
                                                       0, 0, query, column, decimals);
    // the softmax, one table per point, the weighted sum
    QCOMPARE(e.steps.size(), in.points + 2);
    for (int k = 0; k < in.points; ++k)
        QCOMPARE(e.steps[0].rows[k][3], num(t.weights(query, head * in.points + k)));
    int outside = 0;
    for (int k = 0; k < in.points; ++k) {
        const TermTable& b = e.steps[k + 1];
        const DeformableSample& s = t.sample(query, head, 0, k);
        const QString before = b.before.join(QLatin1Char(' '));
        QVERIFY2(before.contains(num(s.pixelX)) && before.contains(num(s.pixelY)),
                 qPrintable(before));
        QCOMPARE(b.rows.size(), 4);
        double sum = 0;
        for (int n = 0; n < 4; ++n) {
            const BilinearNeighbour& nb = s.neighbours[std::size_t(n)];
            QCOMPARE(b.rows[n][0], QStringLiteral("(%1, %2)").arg(nb.x).arg(nb.y));
            QCOMPARE(b.rows[n][1], num(nb.weight));
            if (nb.inside) {
                const double v = in.level(0).pixel(nb.y, nb.x)(column);
                QCOMPARE(b.rows[n][2], num(v));
                QCOMPARE(b.rows[n][3], num(nb.weight * v));
                sum += nb.weight * v;
            } else {
                ++outside;
                QCOMPARE(b.rows[n][3], num(0.0));
            }
        }
        QVERIFY(std::abs(sum - s.value(channel)) < 1e-12);
        QVERIFY2(b.result.contains(num(s.value(channel))), qPrintable(b.result));
    }
    const TermTable& sum = e.steps.last();
    QVERIFY(sum.current);
    for (int k = 0; k < in.points; ++k) {
        const double a = t.weights(query, head * in.points + k);
        const double v = t.sample(query, head, 0, k).value(channel);
        QCOMPARE(sum.rows[k][1], num(a));
        QCOMPARE(sum.rows[k][2], num(v));
        QCOMPARE(sum.rows[k][3], num(a * v));
    }
    QVERIFY2(sum.result.contains(num(t.result(query, column))), qPrintable(sum.result));
    // query 1 sits near the top-left corner: head 0's first two points read zeros outside
    if (query == 1 && head == 0)
        QVERIFY(outside >= 4);
}

void TestDeformableDescription::everyStageExplainsEveryCell()
{
    const Computed c = compute(exampleFile());
    for (int stage = 0; stage < deformable().stageCount(); ++stage)
        for (int head = 0; head < c.trace->headCount(); ++head) {
            const StageValues v = c.trace->stage(stage, head, 0);
            for (int i = 0; i < v.values.rows(); ++i)
                for (int j = 0; j < v.values.cols(); ++j) {
                    const CellExplanation e = deformable().explainCell(stage, c.resolved, *c.trace,
                                                                       head, 0, i, j, decimals);
                    QVERIFY(!e.heading.isEmpty());
                    QVERIFY(!e.steps.isEmpty());
                    QVERIFY2(cellExplanationText(e).contains(num(v.values(i, j))),
                             qPrintable(cellExplanationText(e)));
                }
        }
}

void TestDeformableDescription::costNote_data()
{
    // Deformable DETR's encoder on the lesson's 640 × 640 picture, M = 8, K = 4, every
    // position a query
    QTest::addColumn<int>("side");
    QTest::addColumn<QString>("samples");
    QTest::addColumn<QString>("comparisons");
    QTest::newRow("stride 8, 80 x 80")
        << 80 << QStringLiteral("204,800") << QStringLiteral("40,960,000");
    QTest::newRow("stride 32, 20 x 20")
        << 20 << QStringLiteral("12,800") << QStringLiteral("160,000");
}

void TestDeformableDescription::costNote()
{
    QFETCH(int, side);
    QFETCH(QString, samples);
    QFETCH(QString, comparisons);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const QString text =
        plainText(DeformableDescription::costHtml(qint64(side) * side, 8, 4, side, side));
    QVERIFY2(text.contains(samples) && text.contains(comparisons), qPrintable(text));
    // and the example's own: 3·2·4 = 24 samples, 3·8·8 = 192 comparisons
    const Computed c = compute(exampleFile());
    const QString note =
        plainText(deformable().note(DeformableKind::Weights, c.resolved, *c.trace, 0, 0));
    QVERIFY2(note.contains(QStringLiteral("= 24 samples")) &&
                 note.contains(QStringLiteral("= 192")),
             qPrintable(note));
}

void TestDeformableDescription::explainAQuery()
{
    const Computed c = compute(exampleFile());
    const QString text = deformable().explainQuery(c.resolved, *c.trace, 0, 0, 2, 4);
    QVERIFY2(text.contains(QStringLiteral("head 0")) && text.contains(QStringLiteral("head 1")),
             qPrintable(text));
    for (int j = 0; j < 4; ++j)
        QVERIFY(text.contains(Explanation::formatNumber(c.d().result(2, j), 4)));
    QVERIFY(deformable().explainQuery(c.resolved, *c.trace, 0, 0, 3, 4).isEmpty());
    QCOMPARE(deformable().queryCount(c.resolved), 3);
    QVERIFY(deformable().sizeSummary(c.resolved).contains(QStringLiteral("8 \u00d7 8")));
}

void TestDeformableDescription::levelsAndQueryProjection()
{
    const Computed c = levelsScenario();
    const DeformableTrace& t = c.d();
    const DeformableInput& in = t.input;
    QCOMPARE(in.levelCount(), 3);
    QVERIFY(in.projection.has_value());
    // the frames are the levels
    QCOMPARE(t.frameCount(), 3);
    QCOMPARE(deformable().frameName(1, c.resolved, t), QStringLiteral("level 1 of 3 (3 × 3)"));
    const HeatmapData map = deformable().heatmapData(DeformableKind::Map, c.resolved, t, 0, 2);
    QCOMPARE(map.values.rows(), Eigen::Index(2));
    QCOMPARE(map.values.cols(), Eigen::Index(1));
    QCOMPARE(map.markers.size(), in.queries() * (in.heads * in.points + 1));
    // the logits and weights: L·K columns, a line between the levels
    const HeatmapData w = deformable().heatmapData(DeformableKind::Weights, c.resolved, t, 1, 0);
    QCOMPARE(w.values.cols(), Eigen::Index(6));
    QCOMPARE(w.columnLabels.at(3), QStringLiteral("l1 k1"));
    QCOMPARE(deformable().columnGroupSize(DeformableKind::Weights, c.resolved), 2);
    // a logit from the query: b + Σ W q
    const CellExplanation logit =
        deformable().explainCell(DeformableKind::Logits, c.resolved, t, 1, 0, 1, 4, decimals);
    QVERIFY(logit.heading.contains(QStringLiteral("level 2 (2 × 1), point 0")));
    const QString projection = logit.steps.first().before.join(QLatin1Char(' '));
    QVERIFY2(projection.contains(num(in.logits(1, in.pointIndex(1, 2, 0)))),
             qPrintable(projection));
    QVERIFY(projection.contains(QStringLiteral("W[%1, c]").arg(in.pointIndex(1, 2, 0))));
    // an output entry: the softmax over L·K = 6 points, one table per point, the weighted sum
    const int query = 0, column = 3; // head 1, its channel 1
    const CellExplanation e = deformable().explainCell(DeformableKind::Output, c.resolved, t, 0, 0,
                                                       query, column, decimals);
    QCOMPARE(e.steps.size(), in.pointsPerHead() + 2);
    QCOMPARE(e.steps.first().rows.size(), 6);
    double total = 0;
    for (int l = 0; l < 3; ++l)
        for (int k = 0; k < 2; ++k) {
            const TermTable& b = e.steps[1 + l * 2 + k];
            const DeformableSample& s = t.sample(query, 1, l, k);
            QCOMPARE(s.level, l);
            const DeformableLevel& level = in.level(l);
            QVERIFY2(b.title.contains(QStringLiteral("level %1 (%2 × %3), point %4")
                                          .arg(l)
                                          .arg(level.height)
                                          .arg(level.width)
                                          .arg(k)),
                     qPrintable(b.title));
            const QString before = b.before.join(QLatin1Char(' '));
            // Δx = b + Σ W q, then ℓ = p + Δ / (W_l, H_l)
            const Eigen::Index at = in.pointIndex(1, l, k) * 2;
            QVERIFY2(before.contains(QStringLiteral("Δx = b + ")) &&
                         before.contains(num(in.offsets(query, at))) &&
                         before.contains(
                             QStringLiteral("/ (%1, %2)").arg(level.width).arg(level.height)),
                     qPrintable(before));
            double sum = 0;
            for (const BilinearNeighbour& nb : s.neighbours)
                if (nb.inside)
                    sum += nb.weight * level.pixel(nb.y, nb.x)(column);
            QVERIFY(std::abs(sum - s.value(1)) < 1e-12);
            total += t.weight(query, 1, l, k) * s.value(1);
        }
    QVERIFY(std::abs(total - t.result(query, column)) < 1e-12);
    QVERIFY(e.steps.last().result.contains(num(t.result(query, column))));
    // explain --query names the levels, and the cost sums over them
    const QString text = deformable().explainQuery(c.resolved, t, 0, 0, 1, 4);
    QVERIFY(text.contains(QStringLiteral("level 2 (2 × 1), point 1")));
    QVERIFY2(text.contains(QStringLiteral("2·(4·4 + 3·3 + 2·1) = 54")),
             qPrintable(text.right(300)));
    QVERIFY(deformable().sizeSummary(c.resolved).contains(QStringLiteral("4 × 4, 3 × 3, 2 × 1")));
}

void TestDeformableDescription::outputProjection()
{
    const Computed c = levelsScenario(R"(, "output_projection": [[1, 0, 2], [0, 1, 0],
                                         [0.5, 0, 0], [0, -1, 1]])");
    const DeformableTrace& t = c.d();
    QCOMPARE(t.result.cols(), Eigen::Index(3));
    QVERIFY((t.result - t.concatenated * *t.input.outputProjection).cwiseAbs().maxCoeff() < 1e-15);
    const CellExplanation e =
        deformable().explainCell(DeformableKind::Output, c.resolved, t, 0, 0, 1, 2, decimals);
    QCOMPARE(e.steps.size(), 1);
    QCOMPARE(e.steps[0].rows.size(), 4);
    QCOMPARE(e.steps[0].rows[2][2], num(t.concatenated(1, 2)));
    QVERIFY(e.steps[0].result.contains(num(t.result(1, 2))));
    QCOMPARE(deformable().columnGroupSize(DeformableKind::Output, c.resolved), 0);
    const QString text = deformable().explainQuery(c.resolved, t, 0, 0, 1, 4);
    QVERIFY(text.contains(QStringLiteral("W_O")));
}

void TestDeformableDescription::steppedInTheWindow()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(exampleFile()));
    window.document()->waitForResult();
    QVERIFY2(window.document()->hasResult(), qPrintable(window.document()->errorText()));
    StageView* view = window.stageView();
    QCOMPARE(view->stageActions().size(), 4);
    QCOMPARE(view->stageIndex(), int(DeformableKind::Weights));
    for (int stage = 0; stage < 4; ++stage) {
        view->stageActions()[stage]->trigger();
        QCOMPARE(view->stageIndex(), stage);
        QVERIFY(view->heatmap()->data().values.size() > 0);
        view->selectCell(0, 0);
        QTRY_VERIFY(!window.inspector()->toPlainText().isEmpty());
    }
    view->stageActions()[DeformableKind::Output]->trigger();
    view->selectCell(1, 2);
    QTRY_VERIFY(window.inspector()->toPlainText().contains(QStringLiteral("Weighted sum")));
    window.document()->undoStack()->setClean();
}

QTEST_MAIN(TestDeformableDescription)
#include "tst_deformabledescription.moc"

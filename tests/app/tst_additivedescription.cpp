// Additive attention's app-side description (app/appcore/additivedescription.h): a score
// explained unit by unit with every number the trace's (W_q q_i, W_k k_j, their sum, tanh, × v),
// what differs from a dot product, a unit's input term by term, the softmax row and the weighted
// sum; every cell of every stage explained; the example's alignment (noir → black); the stages
// stepped through in the main window, with the Heads and Scale boxes off, and the kind chosen in
// the Kind box.
#include "additivedescription.h"
#include "additivekind.h"
#include "attentionpanel.h"
#include "document.h"
#include "explanation.h"
#include "heatmapwidget.h"
#include "inspector.h"
#include "kinddescription.h"
#include "mainwindow.h"
#include "scenariofile.h"
#include "stageview.h"
#include "termtable.h"
#include "testfiles.h"
#include "translations.h"

#include <QCheckBox>
#include <QComboBox>
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
    const AdditiveTrace& additive() const { return dynamic_cast<const AdditiveTrace&>(*trace); }
};

Computed compute(const QString& file)
{
    Computed c;
    c.resolved = resolveScenarioFile(readScenarioFile(file));
    c.trace = attentionKind("additive").compute(c.resolved, "reference");
    return c;
}

Computed computeText(const std::string& text)
{
    Computed c;
    Warnings w;
    c.resolved = resolveScenario(scenarioFromText(text, w));
    c.trace = attentionKind("additive").compute(c.resolved, "reference");
    return c;
}

QString num(double x)
{
    return Explanation::formatNumber(x, decimals);
}

const KindDescription& additive()
{
    return kindDescription("additive");
}

} // namespace

class TestAdditiveDescription : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void registered();
    void theExampleAligns();
    void scoreUnitByUnit_data();
    void scoreUnitByUnit();
    void projectionTermByTerm();
    void maskedPairAndEmptyRow();
    void everyStageExplainsEveryCell();
    void costNote();
    void explainAQuery();
    void steppedInTheWindow();
};

void TestAdditiveDescription::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    installTranslators(*QCoreApplication::instance(), QStringLiteral("en"));
}

void TestAdditiveDescription::registered()
{
    QCOMPARE(additive().id(), std::string("additive"));
    QCOMPARE(additive().displayName(), QStringLiteral("Additive attention (2014)"));
    QCOMPARE(additive().stageCount(), 6);
    QCOMPARE(additive().stageName(AdditiveKind::Scores), QStringLiteral("3 Scores"));
    QCOMPARE(stageIds("additive"),
             (QStringList{QStringLiteral("query_projection"), QStringLiteral("key_projection"),
                          QStringLiteral("scores"), QStringLiteral("masked"),
                          QStringLiteral("weights"), QStringLiteral("output")}));
    // every stage has its own name, title and formula (none is the generic default: the id)
    for (int s = 0; s < additive().stageCount(); ++s) {
        QVERIFY(additive().stageName(s) !=
                QStringLiteral("%1 %2").arg(s + 1).arg(stageIds("additive")[s]));
        QVERIFY(!additive().formulaHtml(s, {}, AdditiveTrace{}, 0).isEmpty());
        QVERIFY(!additive().explanation(s, {}).isEmpty());
    }
}

void TestAdditiveDescription::theExampleAligns()
{
    // "Le chat noir" over "The black cat": each French word attends to the word it translates,
    // "noir" to "black" although the adjective comes after the noun
    const Computed c = compute(example("translation-additive-black-cat.json"));
    QCOMPARE(c.resolved.queryTokens, (std::vector<std::string>{"Le", "chat", "noir"}));
    QCOMPARE(c.resolved.keyTokens, (std::vector<std::string>{"The", "black", "cat"}));
    const Matrix& a = c.additive().attention;
    const int expected[] = {0, 2, 1};
    for (int i = 0; i < 3; ++i) {
        Eigen::Index best = 0;
        a.row(i).maxCoeff(&best);
        QCOMPARE(int(best), expected[i]);
        QVERIFY(a(i, best) > 0.9);
        QVERIFY(std::abs(a.row(i).sum() - 1.0) < 1e-12);
    }
    QCOMPARE(c.additive().weights.units(), 4);
    QVERIFY(c.additive().weights.wq.cols() == c.resolved.input.modelDim());
}

void TestAdditiveDescription::scoreUnitByUnit_data()
{
    QTest::addColumn<int>("query");
    QTest::addColumn<int>("key");
    QTest::newRow("noir, black") << 2 << 1;
    QTest::newRow("Le, cat") << 0 << 2;
    QTest::newRow("chat, The") << 1 << 0;
}

void TestAdditiveDescription::scoreUnitByUnit()
{
    QFETCH(int, query);
    QFETCH(int, key);
    const Computed c = compute(example("translation-additive-black-cat.json"));
    const AdditiveTrace& t = c.additive();
    for (const int stage :
         {int(AdditiveKind::Scores), int(AdditiveKind::Masked), int(AdditiveKind::Weights)}) {
        const CellExplanation e =
            additive().explainCell(stage, c.resolved, *c.trace, 0, 0, query, key, decimals);
        QCOMPARE(e.steps.size(), 3); // score, mask, softmax
        QCOMPARE(e.steps[0].current, stage == AdditiveKind::Scores);
        QCOMPARE(e.steps[1].current, stage == AdditiveKind::Masked);
        QCOMPARE(e.steps[2].current, stage == AdditiveKind::Weights);
        QVERIFY(e.heading.contains(QStringLiteral("\u201cnoir\u201d")) || query != 2);
        // the score: one row per unit, W_q q_i, W_k k_j, their sum, tanh, v_u, v_u·tanh
        const TermTable& score = e.steps[0];
        QCOMPARE(score.rows.size(), t.weights.units());
        double sum = 0;
        for (int u = 0; u < t.weights.units(); ++u) {
            const double a = t.queryProjection(query, u), b = t.keyProjection(key, u);
            QCOMPARE(score.rows[u][1], num(a));
            QCOMPARE(score.rows[u][2], num(b));
            QCOMPARE(score.rows[u][3], num(a + b));
            QCOMPARE(score.rows[u][4], num(std::tanh(a + b)));
            QCOMPARE(score.rows[u][5], num(t.weights.v(u)));
            QCOMPARE(score.rows[u][6], num(t.weights.v(u) * std::tanh(a + b)));
            sum += t.weights.v(u) * std::tanh(a + b);
        }
        QVERIFY(std::abs(sum - t.scores(query, key)) < 1e-12);
        QVERIFY2(score.result.contains(num(t.scores(query, key))), qPrintable(score.result));
        // what differs from a dot product: learned, no √d_k, d_a tanh a pair
        const QString after = score.after.join(QLatin1Char(' '));
        QVERIFY2(after.contains(QStringLiteral("learned")) &&
                     after.contains(QStringLiteral("\u221ad_k")) &&
                     after.contains(QStringLiteral("4 tanh per pair")) &&
                     after.contains(QStringLiteral("40 multiply-adds")),
                 qPrintable(after));
        // the softmax row: the keys' weights, this one highlighted
        const TermTable& softmax = e.steps[2];
        QCOMPARE(softmax.highlightRow, key);
        QCOMPARE(softmax.rows.size(), 3);
        for (int j = 0; j < 3; ++j)
            QCOMPARE(softmax.rows[j][4], num(t.attention(query, j)));
        QVERIFY(softmax.result.contains(num(t.attention(query, key))));
    }
}

void TestAdditiveDescription::projectionTermByTerm()
{
    const Computed c = computeText(R"({"kind": "additive", "q": [[1, -2, 0.5]],
        "k": [[0, 1, 2], [3, 0, -1]], "v": [[1], [2]],
        "additive": {"w_q": [[0.5, 0.25, -1], [2, 0, 1]], "w_k": [[1, 1, 1], [0, -1, 0.5]],
                     "v": [1, -0.5]}})");
    const CellExplanation q =
        additive().explainCell(AdditiveKind::QueryProjection, c.resolved, *c.trace, 0, 0, 0, 1, 4);
    QCOMPARE(q.steps.size(), 1);
    // (W_q q_0)_1 = 2·1 + 0·(−2) + 1·0.5 = 2.5
    QCOMPARE(q.steps[0].rows.size(), 3);
    QCOMPARE(q.steps[0].rows[0][3], Explanation::formatNumber(2.0, 4));
    QCOMPARE(q.steps[0].rows[2][3], Explanation::formatNumber(0.5, 4));
    QVERIFY(q.steps[0].result.contains(Explanation::formatNumber(2.5, 4)));
    // (W_k k_1)_0 = 1·3 + 1·0 + 1·(−1) = 2
    const CellExplanation k =
        additive().explainCell(AdditiveKind::KeyProjection, c.resolved, *c.trace, 0, 0, 1, 0, 4);
    QVERIFY(k.steps[0].result.contains(Explanation::formatNumber(2.0, 4)));
    QVERIFY(k.heading.contains(QStringLiteral("Key 1")));
    // the score of (0, 1) by hand: tanh(0.5·1 − 0.5 + ... ) — from the projections above
    const double e01 =
        1.0 * std::tanh((0.5 - 0.5 - 0.5) + 2.0) + -0.5 * std::tanh(2.5 + (0 - 0 - 0.5));
    QVERIFY(std::abs(c.additive().scores(0, 1) - e01) < 1e-15);
}

void TestAdditiveDescription::maskedPairAndEmptyRow()
{
    const Computed c = computeText(R"({"kind": "additive", "random": {"seed": 0, "tokens": 4,
        "dim": 8}, "mask": {"causal": true, "allowed": [[0,0,0,0],[1,1,1,1],[1,1,1,1],[1,1,1,1]]}})");
    // (1, 3): a future key
    const CellExplanation hidden =
        additive().explainCell(AdditiveKind::Weights, c.resolved, *c.trace, 0, 0, 1, 3, 4);
    QVERIFY2(hidden.steps[1].before.join(QLatin1Char(' ')).contains(QStringLiteral("\u2212\u221e")),
             qPrintable(hidden.steps[1].before.join(QLatin1Char(' '))));
    QVERIFY(
        hidden.steps[2].result.contains(QStringLiteral("= ") + Explanation::formatNumber(0, 4)));
    // row 0: no key at all
    const CellExplanation empty =
        additive().explainCell(AdditiveKind::Weights, c.resolved, *c.trace, 0, 0, 0, 0, 4);
    QVERIFY(empty.steps[2].before.join(QLatin1Char(' ')).contains(QStringLiteral("never 0/0")));
    const QString note = additive().note(AdditiveKind::Weights, c.resolved, *c.trace, 0, 0);
    QVERIFY2(note.contains(QStringLiteral("1 query row")), qPrintable(note));
}

void TestAdditiveDescription::everyStageExplainsEveryCell()
{
    const Computed c = compute(example("translation-additive-black-cat.json"));
    for (int stage = 0; stage < additive().stageCount(); ++stage) {
        const HeatmapData data = additive().heatmapData(stage, c.resolved, *c.trace, 0, 0);
        QVERIFY(data.values.size() > 0);
        QVERIFY(!data.title.isEmpty());
        QCOMPARE(data.rowLabels.size(), int(data.values.rows()));
        QCOMPARE(data.columnLabels.size(), int(data.values.cols()));
        for (int i = 0; i < data.values.rows(); ++i)
            for (int j = 0; j < data.values.cols(); ++j) {
                const CellExplanation e =
                    additive().explainCell(stage, c.resolved, *c.trace, 0, 0, i, j, 3);
                QVERIFY(!e.heading.isEmpty());
                QVERIFY(!e.steps.isEmpty());
                // the value drawn is in the explanation of its stage
                QString shown;
                for (const TermTable& t : e.steps)
                    if (t.current)
                        shown += t.result + t.before.join(QLatin1Char(' '));
                QVERIFY2(shown.contains(Explanation::formatNumber(data.values(i, j), 3)),
                         qPrintable(shown));
            }
    }
}

void TestAdditiveDescription::costNote()
{
    const Computed c = compute(example("translation-additive-black-cat.json"));
    // 3 queries × 3 keys × 4 units = 36 tanh, against 3 × 3 × 40 = 360 multiply-adds
    const QString note = additive().note(AdditiveKind::Scores, c.resolved, *c.trace, 0, 0);
    QVERIFY2(note.contains(QStringLiteral("tanh 36 times")) && note.contains(QStringLiteral("360")),
             qPrintable(note));
    QVERIFY(note.contains(Explanation::formatNumber(c.additive().weights.v.cwiseAbs().sum(), 3)));
    QCOMPARE(additive().sizeSummary(c.resolved),
             QStringLiteral("3 queries, 3 keys, d_k = 40, d_a = 4 units, d_v = 40"));
}

void TestAdditiveDescription::explainAQuery()
{
    const Computed c = compute(example("translation-additive-black-cat.json"));
    const QString text = additive().explainQuery(c.resolved, *c.trace, 0, 0, 2, 4);
    QVERIFY(
        text.contains(QStringLiteral("Query 2 \u201cnoir\u201d \u2192 key 1 \u201cblack\u201d")));
    QVERIFY(text.contains(QStringLiteral("colour-black"))); // the lexicon's dimension named
    QVERIFY(text.contains(Explanation::formatNumber(c.additive().attention(2, 1), 4)));
    QVERIFY(additive().explainQuery(c.resolved, *c.trace, 0, 0, 3, 4).isEmpty());
}

void TestAdditiveDescription::steppedInTheWindow()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(example("translation-additive-black-cat.json")));
    window.document()->waitForResult();
    QVERIFY2(window.document()->hasResult(), qPrintable(window.document()->errorText()));
    StageView* view = window.stageView();
    QCOMPARE(view->stageActions().size(), 6);
    QCOMPARE(view->stageIndex(), int(AdditiveKind::Weights));
    for (int stage = 0; stage < 6; ++stage) {
        view->stageActions()[stage]->trigger();
        QCOMPARE(view->stageIndex(), stage);
        QVERIFY(view->heatmap()->data().values.size() > 0);
        view->selectCell(0, 0);
        QTRY_VERIFY(!window.inspector()->toPlainText().isEmpty());
    }
    view->stageActions()[AdditiveKind::Scores]->trigger();
    view->selectCell(2, 1);
    QTRY_VERIFY(window.inspector()->toPlainText().contains(QStringLiteral("tanh per pair")));
    // no heads and no scale for this kind
    AttentionPanel* panel = window.findChild<AttentionPanel*>();
    QVERIFY(panel);
    QVERIFY(!panel->headsBox()->isEnabled());
    QVERIFY(!panel->scalingBox()->isEnabled());
    QVERIFY(panel->causalBox()->isEnabled()); // masks apply as to softmax
    // the Kind box names it and switching to softmax is one undo step
    QComboBox* kindBox = panel->kindBox();
    QCOMPARE(kindBox->currentText(), QStringLiteral("Additive attention (2014)"));
    const int softmax = kindBox->findText(QStringLiteral("Softmax attention"));
    QVERIFY(softmax >= 0);
    kindBox->setCurrentIndex(softmax);
    emit kindBox->activated(softmax);
    QTRY_COMPARE(window.document()->scenario().attentionKind, std::string("softmax"));
    window.document()->undoStack()->undo();
    QCOMPARE(window.document()->scenario().attentionKind, std::string("additive"));
    window.document()->undoStack()->setClean();
}

QTEST_MAIN(TestAdditiveDescription)
#include "tst_additivedescription.moc"

// Linear attention's app-side description: every number of a cell's explanation is the trace's
// (an implicit weight as φ(q)·φ(k) over its row's sum, an output entry both ways: φ(q)ᵀS / φ(q)ᵀz
// and Σ_j A_ij v_j), the causal recurrence explained frame by frame, every stage and cell
// explained for each feature map, and the stages stepped through in the main window.
#include "attentionpanel.h"
#include "document.h"
#include "explanation.h"
#include "inspector.h"
#include "kindcontrols.h"
#include "kinddescription.h"
#include "lineardescription.h"
#include "linearkind.h"
#include "mainwindow.h"
#include "scenariofile.h"
#include "stageview.h"
#include "termtable.h"
#include "testfiles.h"
#include "translations.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QtTest>

using namespace attnlab;

namespace {

constexpr int decimals = 6;

struct Computed
{
    ResolvedScenario resolved;
    std::shared_ptr<const KindTrace> trace;
    const LinearTrace& linear() const { return dynamic_cast<const LinearTrace&>(*trace); }
};

Computed compute(const QString& file)
{
    Computed c;
    c.resolved = resolveScenarioFile(readScenarioFile(file));
    c.trace = attentionKind("linear").compute(c.resolved, "reference");
    return c;
}

QString num(double x)
{
    return Explanation::formatNumber(x, decimals);
}

} // namespace

class TestLinearDescription : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void implicitWeight_data();
    void implicitWeight();
    void outputEntryBothWays_data();
    void outputEntryBothWays();
    void causalStateFrameByFrame();
    void causalWithMoreKeysThanQueries();
    void everyStageExplainsEveryCell_data();
    void everyStageExplainsEveryCell();
    void costNote();
    void explainAQuery();
    void steppedInTheWindow();
    void chosenInTheAttentionPanel();
};

void TestLinearDescription::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    installTranslators(*QCoreApplication::instance(), QStringLiteral("en"));
}

void TestLinearDescription::implicitWeight_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::newRow("elu+1 (0, 1)") << "linear-elu.json" << 0 << 1;
    QTest::newRow("elu+1 (3, 2)") << "linear-elu.json" << 3 << 2;
    QTest::newRow("relu causal (2, 1)") << "linear-relu.json" << 2 << 1;
    QTest::newRow("favor+ (1, 3)") << "linear-favor.json" << 1 << 3;
}

void TestLinearDescription::implicitWeight()
{
    QFETCH(QString, file);
    QFETCH(int, row);
    QFETCH(int, column);
    const Computed c = compute(example(qPrintable(file)));
    const LinearHead& h = c.linear().heads[0];
    const CellExplanation e = kindDescription("linear").explainCell(
        LinearKind::ImplicitWeights, c.resolved, *c.trace, 0, 0, row, column, decimals);
    QCOMPARE(e.steps.size(), 2);
    // 1. The features' products, summed: φ(q_i)·φ(k_j).
    const TermTable& product = e.steps[0];
    // (FAVOR+'s 1,024 features: the first 64 listed, the rest said and summed all the same.)
    QCOMPARE(product.rows.size(), std::min(64, int(h.phiQ.cols())));
    if (h.phiQ.cols() > 64)
        QVERIFY(product.after.join(QLatin1Char(' ')).contains(QStringLiteral("960 more")));
    const double numerator = h.phiQ.row(row).dot(h.phiK.row(column));
    QVERIFY2(product.result.contains(num(numerator)), qPrintable(product.result));
    for (int f = 0; f < product.rows.size(); ++f)
        QCOMPARE(product.rows[f][3], num(h.phiQ(row, f) * h.phiK(column, f)));
    // 2. Over the row's sum (only the keys the mask allows), to the trace's weight.
    const TermTable& normalise = e.steps[1];
    QVERIFY(normalise.current);
    int allowed = 0;
    for (int j = 0; j < int(h.phiK.rows()); ++j)
        allowed += c.linear().allowed(row, j) ? 1 : 0;
    QCOMPARE(normalise.rows.size(), allowed);
    QCOMPARE(normalise.rows[normalise.highlightRow][1], num(numerator));
    QVERIFY2(normalise.result.contains(num(h.implicitWeights(row, column))),
             qPrintable(normalise.result));
    // Against softmax: the trace's softmax weight of the pair.
    QVERIFY(normalise.after.join(QLatin1Char(' ')).contains(num(h.softmaxWeights(row, column))));
}

void TestLinearDescription::outputEntryBothWays_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::newRow("elu+1") << "linear-elu.json" << 2 << 5;
    QTest::newRow("relu causal") << "linear-relu.json" << 3 << 0;
    QTest::newRow("favor+") << "linear-favor.json" << 0 << 7;
}

void TestLinearDescription::outputEntryBothWays()
{
    QFETCH(QString, file);
    QFETCH(int, row);
    QFETCH(int, column);
    const Computed c = compute(example(qPrintable(file)));
    const int last = c.trace->frameCount() - 1;
    const double value = c.trace->stage(LinearKind::Output, 0, last).values(row, column);
    const CellExplanation e = kindDescription("linear").explainCell(
        LinearKind::Output, c.resolved, *c.trace, 0, last, row, column, decimals);
    QCOMPARE(e.steps.size(), 3);
    // φ(q)ᵀS / φ(q)ᵀz …
    QVERIFY2(e.steps[1].result.contains(num(value)), qPrintable(e.steps[1].result));
    // … and Σ_j A_ij v_j: the same number, the quadratic way.
    QVERIFY2(e.steps[2].result.contains(num(value)), qPrintable(e.steps[2].result));
}

void TestLinearDescription::causalStateFrameByFrame()
{
    // The recurrence: at frame f the state sums keys 0 … f, and the explanation lists them.
    const Computed c = compute(example("linear-relu.json"));
    const LinearTrace& t = c.linear();
    QCOMPARE(t.frameCount(), 4);
    const KindDescription& d = kindDescription("linear");
    for (int f = 0; f < t.frameCount(); ++f) {
        const CellExplanation e =
            d.explainCell(LinearKind::State, c.resolved, *c.trace, 0, f, 1, 2, decimals);
        QCOMPARE(e.steps[0].rows.size(), f + 1);
        QVERIFY(e.steps[0].result.contains(num(t.stateAt(0, f)(1, 2))));
        const CellExplanation z =
            d.explainCell(LinearKind::Normalizer, c.resolved, *c.trace, 0, f, 0, 3, decimals);
        QCOMPARE(z.steps[0].rows.size(), f + 1);
        QVERIFY(z.steps[0].result.contains(num(t.normalizerAt(0, f)(3))));
        QVERIFY(d.frameName(f, c.resolved, *c.trace).contains(QString::number(f)));
    }
}

void TestLinearDescription::causalWithMoreKeysThanQueries()
{
    // Keys past the last query are never reached: the state's terms are the keys summed.
    Warnings warnings;
    const ResolvedScenario r = resolveScenario(scenarioFromText(
        R"({"kind": "linear", "mask": {"causal": true}, "q": [[1, 0], [0, 1]],
            "k": [[1, 0], [0, 1], [1, 1], [2, 0]], "v": [[1], [2], [3], [4]]})",
        warnings));
    const auto trace = attentionKind("linear").compute(r, "reference");
    const auto& t = dynamic_cast<const LinearTrace&>(*trace);
    const int last = t.frameCount() - 1;
    const CellExplanation e = kindDescription("linear").explainCell(LinearKind::State, r, *trace, 0,
                                                                    last, 0, 0, decimals);
    QCOMPARE(e.steps[0].rows.size(), 2);
    QVERIFY(e.steps[0].result.contains(num(trace->stage(LinearKind::State, 0, last).values(0, 0))));
    // The final output of a row the recurrence has not reached is not told.
    const CellExplanation f =
        kindDescription("linear").explainCell(LinearKind::Final, r, *trace, 0, 0, 1, 0, decimals);
    QVERIFY(f.steps[0].result.isEmpty());
}

void TestLinearDescription::everyStageExplainsEveryCell_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::newRow("elu+1") << R"({"kind": "linear", "random": {"seed": 1, "tokens": 3, "dim": 4}})";
    QTest::newRow("relu, causal, 2 heads, W_O")
        << R"({"kind": "linear", "feature_map": "relu", "heads": 2, "mask": {"causal": true},
              "random": {"seed": 2, "tokens": 3, "dim": 4},
              "output_projection": [[1,0,0,0],[0,1,0,0],[0,0,1,0],[0,0,0,1]]})";
    QTest::newRow("favor+, cross")
        << R"({"kind": "linear", "feature_map": {"favor+": {"features": 8, "seed": 3}},
              "q": [[0.1, 0.2], [0.3, -0.4]], "k": [[1, 0], [0, 1], [0.5, 0.5]],
              "v": [[1, 2], [3, 4], [5, 6]]})";
}

void TestLinearDescription::everyStageExplainsEveryCell()
{
    QFETCH(QString, scenario);
    Warnings warnings;
    const Scenario s = scenarioFromText(toStd(scenario), warnings);
    const ResolvedScenario r = resolveScenario(s);
    const auto trace = attentionKind("linear").compute(r, "reference");
    const KindDescription& d = kindDescription("linear");
    for (int stage = 0; stage < d.stageCount(); ++stage) {
        QVERIFY(!d.stageName(stage).isEmpty());
        QVERIFY(!d.formulaHtml(stage, r, *trace, 0).isEmpty());
        for (int head = 0; head < trace->headCount(); ++head)
            for (int frame = 0; frame < trace->frameCount(); ++frame) {
                const StageValues v = trace->stage(stage, head, frame);
                const HeatmapData data = d.heatmapData(stage, r, *trace, head, frame);
                QCOMPARE(data.rowLabels.size(), int(v.values.rows()));
                QCOMPARE(data.columnLabels.size(), int(v.values.cols()));
                for (int i = 0; i < v.values.rows(); ++i)
                    for (int j = 0; j < v.values.cols(); ++j) {
                        const CellExplanation e =
                            d.explainCell(stage, r, *trace, head, frame, i, j, 4);
                        QVERIFY(!e.heading.isEmpty());
                        QVERIFY(!e.steps.isEmpty());
                        QVERIFY(!cellExplanationText(e).isEmpty());
                    }
            }
    }
}

void TestLinearDescription::costNote()
{
    // The lesson's sizes: n = 4, d = d_v = 8 — softmax 2·4·4·(8 + 8) = 512 flops and 16 weights,
    // linear 2·(4 + 4)·8·8 = 1,024 flops and 8·8 + 8 = 72 numbers; the same at n = 8.
    const Computed c = compute(example("linear-elu.json"));
    const QString note =
        plainText(kindDescription("linear").note(LinearKind::Output, c.resolved, *c.trace, 0, 0));
    for (const QString& figure :
         {QStringLiteral("512"), QStringLiteral("1,024"), QStringLiteral("16"),
          QStringLiteral("72"), QStringLiteral("n \u2248 8 tokens")})
        QVERIFY2(note.contains(figure), qPrintable(note));
}

void TestLinearDescription::explainAQuery()
{
    // attnlab-cli explain: the query's largest implicit weight, its row, its first output entry
    // both ways and its whole output row — not every cell of every stage.
    const Computed c = compute(example("linear-relu.json"));
    const LinearHead& h = c.linear().heads[0];
    const QString text =
        kindDescription("linear").explainQuery(c.resolved, *c.trace, 0, 3, 2, decimals);
    QVERIFY(text.count(QLatin1Char('\n')) < 80);
    QVERIFY(text.contains(QStringLiteral("the same output")));
    QVERIFY(text.contains(num(h.output(2, 0))));
    QVERIFY(text.contains(num(h.implicitWeights(2, 1))));
    QVERIFY(text.contains(num(h.softmaxWeights(2, 1))));
}

void TestLinearDescription::steppedInTheWindow()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(example("linear-relu.json")));
    window.document()->waitForResult();
    StageView* view = window.stageView();
    QCOMPARE(view->stageActions().size(), 9);
    QCOMPARE(view->stageIndex(), int(LinearKind::ImplicitWeights));
    for (int stage = 0; stage < 9; ++stage) {
        view->stageActions()[stage]->trigger();
        QCOMPARE(view->stageIndex(), stage);
        view->selectCell(0, 0);
        QTRY_VERIFY(!window.inspector()->toPlainText().isEmpty());
    }
    // The causal recurrence: a frame slider over the tokens.
    auto* slider = view->findChild<QSlider*>(QStringLiteral("frameSlider"));
    QVERIFY(slider && slider->isVisibleTo(&window));
    QCOMPARE(slider->maximum(), 3);
    window.document()->undoStack()->setClean();
}

void TestLinearDescription::chosenInTheAttentionPanel()
{
    // Kind: softmax → linear with relu → FAVOR+ with 16 features, each one undoable step.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(example("lesson-seed0.json")));
    window.document()->waitForResult();
    AttentionPanel* panel = window.attentionPanel();
    QComboBox* kind = panel->kindBox();
    QCOMPARE(kind->currentText(), QStringLiteral("Softmax attention"));
    QVERIFY(!panel->kindControls("linear")
                 ->findChild<QSpinBox*>(QStringLiteral("featuresBox"))
                 ->isVisibleTo(panel));
    panel->windowBox()->setChecked(true); // a sliding window: linear attention cannot take it
    window.document()->waitForResult();
    QVERIFY(window.document()->scenario().mask.window.has_value());
    const int relu = kind->findText(QStringLiteral("Linear, \u03c6 = relu"));
    QVERIFY(relu >= 0);
    kind->setCurrentIndex(relu);
    emit kind->activated(relu);
    window.document()->waitForResult();
    QCOMPARE(window.document()->resolved().kind, std::string("linear"));
    QCOMPARE(featureMapOf(window.document()->resolved()).map, FeatureMapSpec::Map::Relu);
    QVERIFY(!window.document()->scenario().mask.window); // dropped with the switch…
    QVERIFY(window.document()->hasResult());
    QVERIFY(!panel->windowBox()->isEnabled()); // …and not offered
    QCOMPARE(window.stageView()->stageActions().size(), 9);
    const int favor = kind->findText(QStringLiteral("Linear, FAVOR+"));
    kind->setCurrentIndex(favor);
    emit kind->activated(favor);
    QVERIFY(panel->kindControls("linear")
                ->findChild<QSpinBox*>(QStringLiteral("featuresBox"))
                ->isVisibleTo(panel));
    panel->kindControls("linear")
        ->findChild<QSpinBox*>(QStringLiteral("featuresBox"))
        ->setValue(16);
    emit panel->kindControls("linear")
        ->findChild<QSpinBox*>(QStringLiteral("featuresBox"))
        ->editingFinished();
    window.document()->waitForResult();
    QCOMPARE(featureMapOf(window.document()->resolved()).features, 16);
    QCOMPARE(int(window.document()->kindTrace().stage(LinearKind::PhiQ, 0, 0).values.cols()), 16);
    window.document()->undoStack()->undo(); // m
    window.document()->undoStack()->undo(); // FAVOR+
    window.document()->undoStack()->undo(); // relu
    window.document()->waitForResult();
    QCOMPARE(window.document()->resolved().kind, std::string("softmax"));
    QVERIFY(window.document()->scenario().mask.window.has_value()); // back with softmax
    QVERIFY(panel->windowBox()->isEnabled());
    QCOMPARE(kind->currentText(), QStringLiteral("Softmax attention"));
    QCOMPARE(window.stageView()->stageActions().size(), 6);
    window.document()->undoStack()->setClean();
}

QTEST_MAIN(TestLinearDescription)
#include "tst_lineardescription.moc"

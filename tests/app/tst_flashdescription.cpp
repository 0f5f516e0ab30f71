// FlashAttention's app-side description (app/appcore/flashdescription.h): the score map filling
// tile by tile with the current tile outlined, a row's running max, running sum and rescale
// explained tile by tile with the trace's numbers (the lesson's token 0: key 1 raises the
// maximum, so the old sum is multiplied by e^(m_old − m_new)), the output against softmax, the
// memory account, every cell of every stage in every frame explained, and the example stepped
// through in the main window.
#include "document.h"
#include "explanation.h"
#include "flashdescription.h"
#include "flashkind.h"
#include "heatmapwidget.h"
#include "inspector.h"
#include "kinddescription.h"
#include "mainwindow.h"
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

struct Computed
{
    ResolvedScenario resolved;
    std::shared_ptr<const KindTrace> trace;
    const FlashTrace& flash() const { return dynamic_cast<const FlashTrace&>(*trace); }
};

Computed compute()
{
    Computed c;
    c.resolved = resolveScenarioFile(readScenarioFile(example("flash-attention-tiles.json")));
    c.trace = attentionKind("flash").compute(c.resolved, "reference");
    return c;
}

const KindDescription& flash()
{
    return kindDescription("flash");
}

QString num(double x)
{
    return Explanation::formatNumber(x, 4);
}

} // namespace

class TestFlashDescription : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void registered();
    void tilesOnTheMap();
    void rowThroughItsTiles();
    void outputIsSoftmax();
    void memoryAccount();
    void everyCellOfEveryFrame();
    void steppedInTheWindow();
};

void TestFlashDescription::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    installTranslators(*QCoreApplication::instance(), QStringLiteral("en"));
}

void TestFlashDescription::registered()
{
    QCOMPARE(flash().id(), std::string("flash"));
    QCOMPARE(flash().displayName(), QStringLiteral("FlashAttention (tiles)"));
    QCOMPARE(flash().stageCount(), 7);
    for (int s = 0; s < flash().stageCount(); ++s)
        QVERIFY(flash().stageName(s) !=
                QStringLiteral("%1 %2").arg(s + 1).arg(stageIds("flash")[s]));
}

void TestFlashDescription::tilesOnTheMap()
{
    const Computed c = compute();
    QCOMPARE(c.trace->frameCount(), 8); // 2 query blocks × 4 key blocks of 1
    QCOMPARE(flash().frameName(2, c.resolved, *c.trace),
             QStringLiteral("tile 3 of 8: queries 0–1 × keys 2–2"));
    const HeatmapData d = flash().heatmapData(FlashKind::Scores, c.resolved, *c.trace, 0, 5);
    QCOMPARE(d.outline, QRect(1, 2, 1, 2)); // frame 5: queries 2–3, key 1
    QCOMPARE(d.tileRows, 2);
    QCOMPARE(d.tileColumns, 1);
    // tiles not visited yet are empty: frame 5 has filled keys 0–3 of rows 0–1, keys 0–1 of 2–3
    QVERIFY(d.hidden.has_value());
    QVERIFY(!(*d.hidden)(0, 3) && !(*d.hidden)(3, 1) && (*d.hidden)(3, 2));
    const HeatmapData m = flash().heatmapData(FlashKind::RunningMax, c.resolved, *c.trace, 0, 5);
    QCOMPARE(m.outline, QRect(0, 2, 1, 2));
    QCOMPARE(m.columnLabels.size(), 1);
}

void TestFlashDescription::rowThroughItsTiles()
{
    const Computed c = compute();
    const FlashTrace& t = c.flash();
    // token 0 after its 4 tiles (frames 0–3): key 1 raises the maximum in frame 1
    const CellExplanation e =
        flash().explainCell(FlashKind::RunningSum, c.resolved, *c.trace, 0, 3, 0, 0, 4);
    QCOMPARE(e.steps.size(), 1);
    const TermTable& s = e.steps[0];
    QCOMPARE(s.rows.size(), 4);
    QCOMPARE(s.highlightRow, 3);
    for (int g = 0; g < 4; ++g) {
        QCOMPARE(s.rows[g][2], num(t.tileMax(0, g)(0)));
        QCOMPARE(s.rows[g][4], num(t.maxAfter(0, g)(0)));
        QCOMPARE(s.rows[g][5], num(t.rescale(0, g)(0)));
        QCOMPARE(s.rows[g][7], num(t.sumAfter(0, g)(0)));
    }
    QVERIFY(t.rescale(0, 1)(0) < 1.0);
    QCOMPARE(t.rescale(0, 1)(0), std::exp(t.maxBefore(0, 1)(0) - t.maxAfter(0, 1)(0)));
    QVERIFY(s.after.join(QLatin1Char(' ')).contains(QStringLiteral("Why multiply by r")));
    QVERIFY(s.result.contains(num(t.head(0).rowSum(0))));
    // 1 / ℓ is the lesson's weight of key 1: 0.741
    QCOMPARE(Explanation::formatNumber(1.0 / t.head(0).rowSum(0), 3), QStringLiteral("0.741"));
    // a frame before the row's tiles end lists only those seen
    const CellExplanation early =
        flash().explainCell(FlashKind::RunningMax, c.resolved, *c.trace, 0, 1, 0, 0, 4);
    QCOMPARE(early.steps[0].rows.size(), 2);
    // rows 2–3 have no tile before frame 4
    const CellExplanation none =
        flash().explainCell(FlashKind::RunningMax, c.resolved, *c.trace, 0, 2, 3, 0, 4);
    QVERIFY(none.steps[0].before.join(QLatin1Char(' ')).contains(QStringLiteral("No tile")));
    // a score of a tile not visited yet
    const CellExplanation later =
        flash().explainCell(FlashKind::Scores, c.resolved, *c.trace, 0, 0, 3, 3, 4);
    QVERIFY(
        later.steps[0].before.join(QLatin1Char(' ')).contains(QStringLiteral("Not computed yet")));
}

void TestFlashDescription::outputIsSoftmax()
{
    const Computed c = compute();
    const FlashTrace& t = c.flash();
    const ResolvedScenario r = resolveScenarioFile(readScenarioFile(example("lesson-seed0.json")));
    const auto s = attentionKind("softmax").compute(r, "reference");
    QVERIFY((t.output() - s->output()).cwiseAbs().maxCoeff() < 1e-12);
    const CellExplanation e =
        flash().explainCell(FlashKind::Output, c.resolved, *c.trace, 0, 7, 2, 5, 4);
    QVERIFY(e.steps[0].result.contains(num(t.head(0).output(2, 5))));
    const QString note = flash().note(FlashKind::Output, c.resolved, *c.trace, 0, 7);
    QVERIFY2(note.contains(QStringLiteral("largest difference from softmax")), qPrintable(note));
}

void TestFlashDescription::memoryAccount()
{
    const Computed c = compute();
    const QString text = FlashDescription::memoryAccountHtml(c.resolved);
    // B_r·B_c + B_r·d + 2·B_r = 2·1 + 2·8 + 2·2 = 22 against 16
    QVERIFY2(text.contains(QStringLiteral("= 22 numbers")) && text.contains(QStringLiteral("16")),
             qPrintable(text));
    // 6,400 tokens, d = 64, M = 49,152: N²d²/M = 3,413,333 against Nd + N² = 41,369,600
    const FlashMemory m = flashMemory(6400, 64, 64, 192, 49152);
    QCOMPARE(std::llround(m.flashAccesses), 3413333LL);
    QCOMPARE(m.standardAccesses, 41369600.0);
    QVERIFY2(text.contains(QLocale().toString(41369600.0, 'f', 0)), qPrintable(text));
    QVERIFY2(text.contains(QLocale().toString(3413333.0, 'f', 0)), qPrintable(text));
}

void TestFlashDescription::everyCellOfEveryFrame()
{
    const Computed c = compute();
    for (int frame = 0; frame < c.trace->frameCount(); ++frame)
        for (int stage = 0; stage < flash().stageCount(); ++stage) {
            const HeatmapData data = flash().heatmapData(stage, c.resolved, *c.trace, 0, frame);
            QVERIFY(!data.title.isEmpty());
            QCOMPARE(data.rowLabels.size(), int(data.values.rows()));
            for (int i = 0; i < data.values.rows(); ++i)
                for (int j = 0; j < data.values.cols(); ++j) {
                    const CellExplanation e =
                        flash().explainCell(stage, c.resolved, *c.trace, 0, frame, i, j, 3);
                    QVERIFY(!e.heading.isEmpty());
                    QVERIFY(!e.steps.isEmpty());
                    const bool shown = !data.hidden || !(*data.hidden)(i, j);
                    if (shown && stage != FlashKind::Final)
                        QVERIFY2(e.steps.last().result.contains(
                                     Explanation::formatNumber(data.values(i, j), 3)),
                                 qPrintable(QStringLiteral("stage %1 frame %2 (%3, %4): %5")
                                                .arg(stage)
                                                .arg(frame)
                                                .arg(i)
                                                .arg(j)
                                                .arg(e.steps.last().result)));
                }
        }
}

void TestFlashDescription::steppedInTheWindow()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(example("flash-attention-tiles.json")));
    window.document()->waitForResult();
    QVERIFY2(window.document()->hasResult(), qPrintable(window.document()->errorText()));
    StageView* view = window.stageView();
    QCOMPARE(view->stageActions().size(), 7);
    for (int stage = 0; stage < 7; ++stage) {
        view->stageActions()[stage]->trigger();
        QCOMPARE(view->stageIndex(), stage);
        QVERIFY(view->heatmap()->data().values.size() > 0);
    }
    view->stageActions()[FlashKind::RunningSum]->trigger();
    view->selectCell(0, 0);
    QTRY_VERIFY(window.inspector()->toPlainText().contains(QStringLiteral("through its tiles")));
    window.document()->undoStack()->setClean();
}

QTEST_MAIN(TestFlashDescription)
#include "tst_flashdescription.moc"

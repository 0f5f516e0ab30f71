// FlashAttention's app-side description (app/appcore/flashdescription.h): the score map filling
// tile by tile with the current tile outlined, a row's running max, running sum and rescale
// explained tile by tile with the trace's numbers (the lesson's token 0: key 1 raises the
// maximum, so the old sum is multiplied by e^(m_old − m_new)), the output against softmax, the
// memory account, every cell of every stage in every frame explained, and the example stepped
// through in the main window.
#include "attentionpanel.h"
#include "document.h"
#include "explanation.h"
#include "flashdescription.h"
#include "flashkind.h"
#include "flashmemoryview.h"
#include "heatmapwidget.h"
#include "inspector.h"
#include "kindcontrols.h"
#include "kinddescription.h"
#include "loglogplot.h"
#include "mainwindow.h"
#include "scenariofile.h"
#include "stageview.h"
#include "termtable.h"
#include "testfiles.h"
#include "translations.h"

#include <QDialog>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
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
    void blockInTheAttentionPanel();
    void memoryAccountPlots();
    void memoryAccountExports();
    void explainForTheTerminal();
    void plainTextKeepsScripts_data();
    void plainTextKeepsScripts();
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
    // … and the legend says so; after the last tile nothing is hidden (no mask here)
    QCOMPARE(d.hiddenLabel, QStringLiteral("not computed yet"));
    const HeatmapData last = flash().heatmapData(FlashKind::Scores, c.resolved, *c.trace, 0, 7);
    QVERIFY(!last.hidden || !last.hidden->any());
    // with a causal mask, hidden cells before the last tile are masked or not computed yet
    LoadedScenario loaded = readScenarioFile(example("flash-attention-tiles.json"));
    loaded.scenario.mask.causal = true;
    const ResolvedScenario causal = resolveScenarioFile(loaded);
    const auto trace = attentionKind("flash").compute(causal, "reference");
    QCOMPARE(flash().heatmapData(FlashKind::Scores, causal, *trace, 0, 0).hiddenLabel,
             QStringLiteral("masked or not computed yet"));
    QVERIFY(flash()
                .heatmapData(FlashKind::Scores, causal, *trace, 0, trace->frameCount() - 1)
                .hiddenLabel.isEmpty());
    const HeatmapData m = flash().heatmapData(FlashKind::RunningMax, c.resolved, *c.trace, 0, 5);
    QCOMPARE(m.outline, QRect(0, 2, 1, 2));
    QCOMPARE(m.columnLabels, QStringList{QStringLiteral("m")});
    // rows 0–1 are done, rows 2–3 half: none hidden at frame 5; at frame 0 rows 2–3 are to come
    const HeatmapData r0 = flash().heatmapData(FlashKind::Rescale, c.resolved, *c.trace, 0, 0);
    QVERIFY(r0.hidden && (*r0.hidden)(2, 0) && !(*r0.hidden)(0, 0));
    QCOMPARE(r0.hiddenLabel, QStringLiteral("not in this tile"));
    const HeatmapData s0 = flash().heatmapData(FlashKind::RunningSum, c.resolved, *c.trace, 0, 0);
    QVERIFY(s0.hidden && (*s0.hidden)(2, 0));
    QCOMPARE(s0.hiddenLabel, QStringLiteral("not computed yet"));
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

void TestFlashDescription::blockInTheAttentionPanel()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(example("flash-attention-tiles.json")));
    window.document()->waitForResult();
    AttentionPanel* panel = window.attentionPanel();
    KindControls* controls = panel->kindControls("flash");
    QVERIFY(controls && controls->isVisibleTo(panel));
    auto* queries = controls->findChild<QSpinBox*>(QStringLiteral("flashBlockQueries"));
    auto* keys = controls->findChild<QSpinBox*>(QStringLiteral("flashBlockKeys"));
    auto* tiles = controls->findChild<QLabel*>(QStringLiteral("flashTiles"));
    QVERIFY(queries && keys && tiles);
    QCOMPARE(queries->value(), 2);
    QCOMPARE(keys->value(), 1);
    QCOMPARE(tiles->text(), QStringLiteral("8 tiles"));
    // 2 × 2: one undo step, 4 tiles, 4 frames
    keys->setValue(2);
    window.document()->waitForResult();
    QVERIFY2(window.document()->hasResult(), qPrintable(window.document()->errorText()));
    QCOMPARE(flashBlockOf(window.document()->scenario()), (FlashBlock{2, 2}));
    QCOMPARE(window.document()->undoStack()->undoText(), QStringLiteral("Block 2 × 2"));
    QCOMPARE(tiles->text(), QStringLiteral("4 tiles"));
    QCOMPARE(window.stageView()->frameSlider()->maximum(), 3);
    window.document()->undoStack()->undo();
    window.document()->waitForResult();
    QCOMPARE(flashBlockOf(window.document()->scenario()), (FlashBlock{2, 1}));
    QCOMPARE(keys->value(), 1);
    QCOMPARE(window.stageView()->frameSlider()->maximum(), 7);
    // other kinds do not show them
    QVERIFY(window.openFile(example("causal-language-model.json")));
    window.document()->waitForResult();
    QVERIFY(!controls->isVisibleTo(panel));
    // the memory account's window opens from the button
    QVERIFY(window.openFile(example("flash-attention-tiles.json")));
    window.document()->waitForResult();
    controls->findChild<QPushButton*>(QStringLiteral("flashMemoryButton"))->click();
    auto* account = window.findChild<QDialog*>(QStringLiteral("flashMemoryWindow"));
    QVERIFY(account && account->isVisible());
    QVERIFY(account->findChild<FlashMemoryView*>());
    account->close();
    window.document()->undoStack()->setClean();
}

void TestFlashDescription::memoryAccountPlots()
{
    FlashMemoryView view;
    QCOMPARE(view.headDim(), 64);
    QCOMPARE(view.sram(), 49152.0);
    const auto check = [&view](int d, double m) {
        // the paper's blocks: B_c = ⌈M / 4d⌉, B_r = min(B_c, d)
        const int bc = int(std::ceil(m / (4.0 * d))), br = std::min(bc, d);
        const QList<LogLogPlot::Series> held = view.heldPlot()->series();
        const QList<LogLogPlot::Series> accesses = view.accessPlot()->series();
        QCOMPARE(held.size(), 2);
        QCOMPARE(accesses.size(), 2);
        QCOMPARE(held[0].points.size(), 14); // 16 … 65,536 and 6,400
        for (int p = 0; p < held[0].points.size(); ++p) {
            const double n = held[0].points[p].x();
            QCOMPARE(held[0].points[p].y(), n * n);
            QCOMPARE(held[1].points[p].y(), double(br * bc + br * d + 2 * br));
            QCOMPARE(accesses[0].points[p].y(), n * d + n * n);
            QCOMPARE(accesses[1].points[p].y(), n * n * d * d / m);
        }
        QVERIFY(held[0].points.contains(QPointF(6400, 6400.0 * 6400)));
        QCOMPARE(view.accessPlot()->markedX(), std::optional<double>(6400));
    };
    check(64, 49152);
    const QString text = view.summaryHtml();
    for (const char* figure : {"64 × 192", "16,512", "40,960,000", "3,413,333", "41,369,600",
                               "12.1 times fewer", "M/d² = 12 "})
        QVERIFY2(text.contains(QString::fromUtf8(figure)), qPrintable(text));
    QVERIFY(view.setHeadDim(128));
    QVERIFY(view.setSram(98304));
    QVERIFY(!view.setHeadDim(100));
    check(128, 98304);
    QVERIFY2(view.summaryHtml().contains(QStringLiteral("M/d² = 6 ")),
             qPrintable(view.summaryHtml()));
}

void TestFlashDescription::memoryAccountExports()
{
    QTemporaryDir dir;
    FlashMemoryView view;
    const QString png = dir.filePath(QStringLiteral("memory.png"));
    QCOMPARE(view.exportAccessPlot(png), QString());
    const QImage image(png);
    QVERIFY(!image.isNull() && image.width() > 500);
    const QString svg = dir.filePath(QStringLiteral("memory.svg"));
    QCOMPARE(view.exportAccessPlot(svg), QString());
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(bytes.contains("Theorem 2"));
    QVERIFY(bytes.contains("FlashAttention"));
    // a folder that does not exist: an error naming the file, nothing written
    const QString bad = dir.filePath(QStringLiteral("missing/memory.pdf"));
    QVERIFY(view.exportAccessPlot(bad).contains(QStringLiteral("memory.pdf")));
    QVERIFY(!QFile::exists(bad));
}

void TestFlashDescription::explainForTheTerminal()
{
    // `attnlab-cli explain --query 0`: token 0 through its 4 tiles, readable without markup
    const Computed c = compute();
    const QString text = flash().explainQuery(c.resolved, *c.trace, 0, 7, 0, 4);
    for (const QString& s :
         {QStringLiteral("r = e^(m_old − m_new)"), QStringLiteral("ℓ_new = r ℓ_old"),
          num(c.flash().rescale(0, 1)(0)), QStringLiteral("1.3496"), QStringLiteral("0–0"),
          QStringLiteral("3–3")})
        QVERIFY2(text.contains(s), qPrintable(s + QStringLiteral("\n") + text));
    QVERIFY(!text.contains(QLatin1Char('<')));
    QCOMPARE(num(c.flash().rescale(0, 1)(0)), QStringLiteral("0.1634"));
}

void TestFlashDescription::plainTextKeepsScripts_data()
{
    QTest::addColumn<QString>("html");
    QTest::addColumn<QString>("text");
    QTest::newRow("index") << QStringLiteral("m<sub>old</sub>") << QStringLiteral("m_old");
    QTest::newRow("exponent of indices")
        << QStringLiteral("e<sup>m<sub>old</sub> − m<sub>new</sub></sup>")
        << QStringLiteral("e^(m_old − m_new)");
    QTest::newRow("transpose") << QStringLiteral("QK<sup>T</sup>") << QStringLiteral("QK^T");
    QTest::newRow("two indices") << QStringLiteral("o<sub>0,1</sub>") << QStringLiteral("o_(0,1)");
    QTest::newRow("entities") << QStringLiteral("<b>a</b>&nbsp;&lt;&nbsp;b")
                              << QStringLiteral("a < b");
}

void TestFlashDescription::plainTextKeepsScripts()
{
    QFETCH(QString, html);
    QFETCH(QString, text);
    QCOMPARE(plainText(html), text);
}

QTEST_MAIN(TestFlashDescription)
#include "tst_flashdescription.moc"

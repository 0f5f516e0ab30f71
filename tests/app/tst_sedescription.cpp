// Channel attention's app-side description (app/appcore/sedescription.h): every number of a
// cell's explanation is the trace's (a squeezed value as its channel's mean, a bottleneck unit
// as W₁'s row · z + b₁ through ReLU, a gate term by term, an output value as gate × input), the
// tiles of the channel stages, every cell of every stage explained, the stages stepped through in
// the main window, and r chosen in the attention panel as an undoable edit.
#include "attentionpanel.h"
#include "document.h"
#include "explanation.h"
#include "heatmapwidget.h"
#include "inspector.h"
#include "kindcontrols.h"
#include "kinddescription.h"
#include "mainwindow.h"
#include "scenariofile.h"
#include "sedescription.h"
#include "sekind.h"
#include "stageview.h"
#include "termtable.h"
#include "testfiles.h"
#include "translations.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLocale>
#include <QStandardPaths>
#include <QtTest>

using namespace attnlab;

namespace {

constexpr int decimals = 6;

struct Computed
{
    ResolvedScenario resolved;
    std::shared_ptr<const KindTrace> trace;
    const SeTrace& se() const { return dynamic_cast<const SeTrace&>(*trace); }
};

Computed compute(const QString& file)
{
    Computed c;
    c.resolved = resolveScenarioFile(readScenarioFile(file));
    c.trace = attentionKind("se").compute(c.resolved, "reference");
    return c;
}

QString num(double x)
{
    return Explanation::formatNumber(x, decimals);
}

const KindDescription& se()
{
    return kindDescription("se");
}

} // namespace

class TestSeDescription : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void registered();
    void tiles_data();
    void tiles();
    void squeezeIsTheChannelsMean_data();
    void squeezeIsTheChannelsMean();
    void bottleneckUnit_data();
    void bottleneckUnit();
    void gateTermByTerm_data();
    void gateTermByTerm();
    void outputIsGateTimesInput();
    void everyStageExplainsEveryCell();
    void parametersNote();
    void explainAChannel();
    void steppedInTheWindow();
    void reductionInTheAttentionPanel();
};

void TestSeDescription::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    installTranslators(*QCoreApplication::instance(), QStringLiteral("en"));
}

void TestSeDescription::registered()
{
    QCOMPARE(se().id(), std::string("se"));
    QCOMPARE(se().stageCount(), 5);
    QCOMPARE(se().stageName(SeKind::Gates), QStringLiteral("4 Gates"));
    QCOMPARE(stageIds("se"), (QStringList{QStringLiteral("input"), QStringLiteral("squeeze"),
                                          QStringLiteral("hidden"), QStringLiteral("gates"),
                                          QStringLiteral("output")}));
}

void TestSeDescription::tiles_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<int>("perBand");
    QTest::addColumn<int>("bands");
    // the divisor of C whose mosaic is nearest 2:1
    QTest::newRow("8 of 4 x 4") << R"("channels": 8, "height": 4, "width": 4)" << 4 << 2;
    QTest::newRow("6 of 3 x 5") << R"("channels": 6, "height": 3, "width": 5)" << 3 << 2;
    QTest::newRow("64 of 2 x 2") << R"("channels": 64, "height": 2, "width": 2)" << 8 << 8;
    QTest::newRow("64 of 2 x 4") << R"("channels": 64, "height": 2, "width": 4)" << 8 << 8;
    QTest::newRow("32 of 4 x 4") << R"("channels": 32, "height": 4, "width": 4)" << 8 << 4;
    QTest::newRow("7 of 4 x 4 (prime)") << R"("channels": 7, "height": 4, "width": 4)" << 7 << 1;
}

void TestSeDescription::tiles()
{
    QFETCH(QString, scenario);
    QFETCH(int, perBand);
    QFETCH(int, bands);
    Warnings w;
    const Scenario s = scenarioFromText(R"({"kind": "se", "reduction": 1, "random": {"seed": 3, )" +
                                            scenario.toStdString() + "}}",
                                        w);
    const ResolvedScenario r = resolveScenario(s);
    const auto trace = attentionKind("se").compute(r, "reference");
    const ChannelTiles tiles = channelTiles(r);
    QCOMPARE(tiles.perBand, perBand);
    QCOMPARE(tiles.bands(), bands);
    // Every value of the input and the output stands in its channel's tile, nothing else.
    for (const int stage : {int(SeKind::Input), int(SeKind::Output)}) {
        const HeatmapData data = se().heatmapData(stage, r, *trace, 0, 0);
        QCOMPARE(int(data.values.rows()), tiles.rows());
        QCOMPARE(int(data.values.cols()), tiles.columns());
        QCOMPARE(data.tileRows, r.kindInput.get<ChannelInput>()->height);
        QCOMPARE(data.tileColumns, r.kindInput.get<ChannelInput>()->width);
        QVERIFY(!data.hidden); // no empty tile
        const Matrix values = trace->stage(stage, 0, 0).values;
        for (int c = 0; c < r.kindInput.get<ChannelInput>()->channels(); ++c)
            for (int i = 0; i < r.kindInput.get<ChannelInput>()->height; ++i)
                for (int j = 0; j < r.kindInput.get<ChannelInput>()->width; ++j) {
                    const int R = tiles.row(c, i), C = tiles.column(c, j);
                    QCOMPARE(data.values(R, C),
                             values(c, i * r.kindInput.get<ChannelInput>()->width + j));
                    const ChannelTiles::Cell cell = tiles.at(R, C);
                    QCOMPARE(cell.channel, c);
                    QCOMPARE(cell.i, i);
                    QCOMPARE(cell.j, j);
                }
    }
}

void TestSeDescription::squeezeIsTheChannelsMean_data()
{
    QTest::addColumn<int>("channel");
    QTest::newRow("c0") << 0;
    QTest::newRow("c4") << 4;
    QTest::newRow("c7") << 7;
}

void TestSeDescription::squeezeIsTheChannelsMean()
{
    QFETCH(int, channel);
    const Computed c = compute(example("se-channel-attention.json"));
    const CellExplanation e =
        se().explainCell(SeKind::Squeeze, c.resolved, *c.trace, 0, 0, 0, channel, decimals);
    QCOMPARE(e.steps.size(), 1);
    const TermTable& t = e.steps[0];
    QVERIFY(t.current);
    const ChannelInput& in = c.se().input;
    QCOMPARE(t.rows.size(), 16); // H·W = 4·4 values
    for (int p = 0; p < 16; ++p)
        QCOMPARE(t.rows[p][2], num(in.x(channel, p)));
    QVERIFY(t.after.join(QLatin1Char(' ')).contains(num(in.x.row(channel).sum())));
    QVERIFY2(t.result.contains(num(c.se().squeeze(channel))), qPrintable(t.result));
    QCOMPARE(c.se().squeeze(channel), in.x.row(channel).mean());
}

void TestSeDescription::bottleneckUnit_data()
{
    QTest::addColumn<int>("unit");
    QTest::newRow("u0 (positive)") << 0;
    QTest::newRow("u2 (switched off)") << 2;
}

void TestSeDescription::bottleneckUnit()
{
    QFETCH(int, unit);
    const Computed c = compute(example("se-channel-attention.json"));
    const SeTrace& t = c.se();
    const CellExplanation e =
        se().explainCell(SeKind::Hidden, c.resolved, *c.trace, 0, 0, 0, unit, decimals);
    QCOMPARE(e.steps.size(), 2);
    const TermTable& step = e.steps[1];
    QVERIFY(step.current);
    QCOMPARE(step.rows.size(), 8); // the C channels
    for (int i = 0; i < 8; ++i) {
        QCOMPARE(step.rows[i][1], num(t.squeeze(i)));
        QCOMPARE(step.rows[i][2], num(t.input.fc1Weight(unit, i)));
        QCOMPARE(step.rows[i][3], num(t.input.fc1Weight(unit, i) * t.squeeze(i)));
    }
    const QString after = step.after.join(QLatin1Char(' '));
    QVERIFY(after.contains(num(t.input.fc1Bias(unit))));
    QVERIFY(after.contains(num(t.preHidden(unit))));
    QVERIFY2(step.result.contains(num(t.hidden(unit))), qPrintable(step.result));
    // the example's ReLU switches unit 2 off
    if (unit == 2) {
        QVERIFY(t.preHidden(unit) < 0);
        QCOMPARE(t.hidden(unit), 0.0);
    }
}

void TestSeDescription::gateTermByTerm_data()
{
    QTest::addColumn<int>("channel");
    QTest::newRow("most kept, c4") << 4;
    QTest::newRow("most damped, c7") << 7;
    QTest::newRow("c1") << 1;
}

void TestSeDescription::gateTermByTerm()
{
    QFETCH(int, channel);
    const Computed c = compute(example("se-channel-attention.json"));
    const SeTrace& t = c.se();
    const ChannelInput& in = t.input;
    const CellExplanation e =
        se().explainCell(SeKind::Gates, c.resolved, *c.trace, 0, 0, 0, channel, decimals);
    QCOMPARE(e.steps.size(), 3);
    // 1. z, the channel's own row highlighted
    const TermTable& z = e.steps[0];
    QCOMPARE(z.rows.size(), 8);
    QCOMPARE(z.highlightRow, channel);
    for (int i = 0; i < 8; ++i)
        QCOMPARE(z.rows[i][1], num(t.squeeze(i)));
    // 2. each unit: W₁'s row · z, b₁, their sum, ReLU
    const TermTable& u = e.steps[1];
    QCOMPARE(u.rows.size(), in.hidden());
    for (int k = 0; k < in.hidden(); ++k) {
        QCOMPARE(u.rows[k][1], num(in.fc1Weight.row(k).dot(t.squeeze)));
        QCOMPARE(u.rows[k][2], num(in.fc1Bias(k)));
        QCOMPARE(u.rows[k][3], num(t.preHidden(k)));
        QCOMPARE(u.rows[k][4], num(t.hidden(k)));
        // and W₁'s row itself
        QStringList row;
        for (int i = 0; i < 8; ++i)
            row << num(in.fc1Weight(k, i));
        QVERIFY(u.after.contains(
            QStringLiteral("W\u2081[%1, :] = [%2]").arg(k).arg(row.join(QStringLiteral(", ")))));
    }
    // 3. W₂'s row against u, b₂, σ: the trace's gate
    const TermTable& s = e.steps[2];
    QVERIFY(s.current);
    for (int k = 0; k < in.hidden(); ++k) {
        QCOMPARE(s.rows[k][1], num(t.hidden(k)));
        QCOMPARE(s.rows[k][2], num(in.fc2Weight(channel, k)));
        QCOMPARE(s.rows[k][3], num(t.hidden(k) * in.fc2Weight(channel, k)));
    }
    const QString after = s.after.join(QLatin1Char(' '));
    QVERIFY(after.contains(num(in.fc2Bias(channel))));
    QVERIFY(after.contains(num(t.excitation(channel))));
    QVERIFY2(s.result.contains(num(t.gates(channel))), qPrintable(s.result));
    QCOMPARE(t.gates(channel), 1.0 / (1.0 + std::exp(-t.excitation(channel))));
}

void TestSeDescription::outputIsGateTimesInput()
{
    const Computed c = compute(example("se-channel-attention.json"));
    const SeTrace& t = c.se();
    const ChannelTiles tiles = channelTiles(c.resolved);
    // channel 6, (2, 1)
    const CellExplanation e = se().explainCell(SeKind::Output, c.resolved, *c.trace, 0, 0,
                                               tiles.row(6, 2), tiles.column(6, 1), decimals);
    QCOMPARE(e.steps.size(), 1);
    const QStringList row = e.steps[0].rows.value(0);
    QCOMPARE(row, (QStringList{num(t.gates(6)), num(t.input.x(6, 2 * 4 + 1)),
                               num(t.scaled(6, 2 * 4 + 1))}));
    QVERIFY(e.steps[0].result.contains(num(t.gates(6) * t.input.x(6, 9))));
    QVERIFY(e.heading.contains(QStringLiteral("<sub>6</sub>(2, 1)")));
}

void TestSeDescription::everyStageExplainsEveryCell()
{
    const Computed c = compute(example("se-channel-attention.json"));
    for (int stage = 0; stage < se().stageCount(); ++stage) {
        const HeatmapData data = se().heatmapData(stage, c.resolved, *c.trace, 0, 0);
        QVERIFY(data.values.size() > 0);
        QVERIFY(!data.title.isEmpty());
        // the pooled means, the bottleneck and the gates as bar charts; the maps as tiles
        QCOMPARE(data.bars, se().spec(stage).shape == StageShape::Vector);
        QCOMPARE(data.tileRows > 0, se().spec(stage).shape == StageShape::ChannelGrid);
        QCOMPARE(data.rowLabels.size(), int(data.values.rows()));
        QCOMPARE(data.columnLabels.size(), int(data.values.cols()));
        for (int i = 0; i < data.values.rows(); ++i)
            for (int j = 0; j < data.values.cols(); ++j) {
                const CellExplanation e =
                    se().explainCell(stage, c.resolved, *c.trace, 0, 0, i, j, 3);
                QVERIFY(!e.heading.isEmpty());
                QVERIFY(!e.steps.isEmpty());
                // the value drawn is in the explanation's result
                QVERIFY2(
                    e.steps.last().result.contains(Explanation::formatNumber(data.values(i, j), 3)),
                    qPrintable(e.steps.last().result));
                QVERIFY(!cellExplanationText(e).isEmpty());
            }
    }
}

void TestSeDescription::parametersNote()
{
    const Computed c = compute(example("se-channel-attention.json"));
    // C = 8, r = 2: 2·64/2 = 64 weights + 4 + 8 biases = 76
    const QString note = se().note(SeKind::Hidden, c.resolved, *c.trace, 0, 0);
    QVERIFY2(note.contains(QStringLiteral("= 64 weights")), qPrintable(note));
    QVERIFY2(note.contains(QStringLiteral("76 in all")), qPrintable(note));
    QCOMPARE(seParameterCount(8, 2), 76LL);
    // SE-ResNet-50's last stage: C = 2048, r = 16
    const QString last = SeDescription::parametersHtml(2048, 16);
    QVERIFY2(last.contains(QStringLiteral("2048\u00b2/16")), qPrintable(last));
    QVERIFY(last.contains(QLocale().toString(qlonglong(seWeightCount(2048, 16)))));
    QVERIFY(last.contains(QStringLiteral("128 + 2048")));
    QVERIFY(last.contains(QLocale().toString(qlonglong(2 * 2048 * 128 + 128 + 2048))));
    const QString gates = se().note(SeKind::Gates, c.resolved, *c.trace, 0, 0);
    QVERIFY2(gates.contains(QStringLiteral("channel is 4")) && gates.contains(QStringLiteral("7")),
             qPrintable(gates));
}

void TestSeDescription::explainAChannel()
{
    const Computed c = compute(example("se-channel-attention.json"));
    QCOMPARE(se().queryCount(c.resolved), 8);
    const QString text = se().explainQuery(c.resolved, *c.trace, 0, 0, 7, 4);
    QVERIFY2(text.contains(QStringLiteral("Squeezed channel z_7")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("Gate s_7")));
    QVERIFY(text.contains(Explanation::formatNumber(c.se().gates(7), 4)));
    QVERIFY(text.contains(QStringLiteral("76 in all")));
    QVERIFY(se().explainQuery(c.resolved, *c.trace, 0, 0, 8, 4).isEmpty());
}

void TestSeDescription::steppedInTheWindow()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(example("se-channel-attention.json")));
    window.document()->waitForResult();
    QVERIFY2(window.document()->hasResult(), qPrintable(window.document()->errorText()));
    StageView* view = window.stageView();
    QCOMPARE(view->stageActions().size(), 5);
    QCOMPARE(view->stageIndex(), int(SeKind::Gates));
    for (int stage = 0; stage < 5; ++stage) {
        view->stageActions()[stage]->trigger();
        QCOMPARE(view->stageIndex(), stage);
        QVERIFY(view->heatmap()->data().values.size() > 0);
        view->selectCell(0, 0);
        QTRY_VERIFY(!window.inspector()->toPlainText().isEmpty());
    }
    // the gate of channel 7, as the inspector explains it
    view->stageActions()[SeKind::Gates]->trigger();
    view->selectCell(0, 7);
    QTRY_VERIFY(window.inspector()->toPlainText().contains(QStringLiteral("Gate s7")));
}

void TestSeDescription::reductionInTheAttentionPanel()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(example("se-channel-attention.json")));
    window.document()->waitForResult();
    AttentionPanel* panel = window.attentionPanel();
    QCOMPARE(panel->kindBox()->currentText(), QStringLiteral("Channel attention (SE)"));
    QComboBox* r = panel->kindControls("se")->findChild<QComboBox*>(QStringLiteral("reductionBox"));
    QVERIFY(r->isVisibleTo(panel));
    QVERIFY(!panel->causalBox()->isEnabled()); // token attention's controls do not apply
    // the divisors of C = 8
    QStringList offered;
    for (int i = 0; i < r->count(); ++i)
        offered << r->itemText(i);
    QCOMPARE(offered, (QStringList{QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("4"),
                                   QStringLiteral("8")}));
    QCOMPARE(r->currentText(), QStringLiteral("2"));
    QVERIFY2(panel->kindControls("se")
                 ->findChild<QLabel*>(QStringLiteral("reductionNote"))
                 ->text()
                 .contains(QStringLiteral("76")),
             qPrintable(panel->kindControls("se")
                            ->findChild<QLabel*>(QStringLiteral("reductionNote"))
                            ->text()));
    // r = 4: 2 units, 2·64/4 + 2 + 8 = 42 parameters; one undoable step
    const int four = r->findData(4);
    r->setCurrentIndex(four);
    emit r->activated(four);
    window.document()->waitForResult();
    QVERIFY2(window.document()->hasResult(), qPrintable(window.document()->errorText()));
    QCOMPARE(window.document()->scenario().parameters.get<ChannelSpec>()->reduction, 4);
    // the example's W₁ (4 × 8), b₁ and W₂ no longer fit 2 units: drawn instead; b₂ is kept
    QVERIFY(!window.document()->scenario().parameters.get<ChannelSpec>()->fc1.weight);
    QVERIFY(!window.document()->scenario().parameters.get<ChannelSpec>()->fc2.weight);
    QVERIFY(window.document()->scenario().parameters.get<ChannelSpec>()->fc2.bias);
    QCOMPARE(window.document()->resolved().kindInput.get<ChannelInput>()->hidden(), 2);
    QCOMPARE(int(window.document()->kindTrace().stage(SeKind::Hidden, 0, 0).values.cols()), 2);
    QVERIFY2(panel->kindControls("se")
                 ->findChild<QLabel*>(QStringLiteral("reductionNote"))
                 ->text()
                 .contains(QStringLiteral("42")),
             qPrintable(panel->kindControls("se")
                            ->findChild<QLabel*>(QStringLiteral("reductionNote"))
                            ->text()));
    window.document()->undoStack()->undo();
    window.document()->waitForResult();
    QCOMPARE(window.document()->scenario().parameters.get<ChannelSpec>()->reduction, 2);
    QVERIFY(window.document()->scenario().parameters.get<ChannelSpec>()->fc1.weight); // given again
    QCOMPARE(r->currentText(), QStringLiteral("2"));
    // and to softmax attention: the panel's token controls come back
    const int softmax = panel->kindBox()->findText(QStringLiteral("Softmax attention"));
    panel->kindBox()->setCurrentIndex(softmax);
    emit panel->kindBox()->activated(softmax);
    window.document()->waitForResult();
    QVERIFY(window.document()->hasResult());
    QVERIFY(!r->isVisibleTo(panel));
    QVERIFY(panel->causalBox()->isEnabled());
    window.document()->undoStack()->setClean();
}

QTEST_MAIN(TestSeDescription)
#include "tst_sedescription.moc"

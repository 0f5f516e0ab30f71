// The "Sparse attention" tab driven as a user would, offscreen: the parts of a pattern added one
// at a time (band, global tokens, random blocks), each an undoable mask change on the document
// that the step view computes; presets; a click on a token number makes it global; the key
// budget and the hop graph's summary follow; the random blocks drawn are saved with the
// scenario; the tab fits a 1280 x 720 projector at text x 2 with a larger figure.
#include "document.h"
#include "labroom.h"
#include "mainwindow.h"
#include "scenario.h"
#include "scenarioedit.h"
#include "sparselab.h"
#include "textscale.h"

#include <QApplication>
#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QMap>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace attnlab;

namespace {

QString example()
{
    return QStringLiteral(ATTNLAB_SOURCE_DIR "/examples/sparse-attention.json");
}

QString plain(const QString& html)
{
    QString text = html;
    text.replace(QStringLiteral("<br>"), QStringLiteral("\n"));
    return text.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
}

} // namespace

class TestSparseLab : public QObject
{
    Q_OBJECT

private slots:
    void buildAPattern();
    void presets();
    void editsKeepThePatternValid();
    void blocksLeftToTheSeedAreShown();
    void fitsTheRoom_data();
    void fitsTheRoom();
};

void TestSparseLab::buildAPattern()
{
    Document doc;
    QString error;
    QVERIFY2(doc.load(example(), &error), qPrintable(error));
    QTRY_VERIFY(doc.hasResult());
    SparseLab lab(&doc);
    lab.resize(1200, 900);
    lab.show();
    QVERIFY(QTest::qWaitForWindowExposed(&lab));

    // the example: window 3, global token 0, 64 tokens
    QVERIFY(lab.bandBox()->isChecked());
    QCOMPARE(lab.windowBox()->value(), 3);
    QCOMPARE(lab.globalEdit()->text(), QStringLiteral("0"));
    QVERIFY(!lab.randomBox()->isChecked());
    long long pairs = 0;
    for (int i = 0; i < 64; ++i)
        pairs += doc.scenario().mask.allowedCount(i, 64, 64);
    QVERIFY2(plain(lab.budgetText())
                 .contains(QStringLiteral("%1 of 64 keys").arg(pairs / 64.0, 0, 'f', 1)),
             qPrintable(lab.budgetText()));
    QVERIFY2(lab.hopText().contains(QStringLiteral("2 layer")), qPrintable(lab.hopText()));

    // ① the band alone: no global token, the hop count of a window
    lab.globalEdit()->setText(QString());
    QMetaObject::invokeMethod(lab.globalEdit(), "editingFinished");
    QTRY_VERIFY(doc.scenario().mask.global.empty());
    QVERIFY2(lab.hopText().contains(QStringLiteral("= 21 layers")), qPrintable(lab.hopText()));
    lab.dilationBox()->setValue(2);
    QTRY_COMPARE(doc.scenario().mask.dilation, 2);
    // a dilation of 2 reaches twice as far, but odd and even tokens never meet
    QVERIFY2(lab.hopText().contains(QStringLiteral("within 11 layer")), qPrintable(lab.hopText()));
    QVERIFY2(lab.hopText().contains(QStringLiteral("2048 pair")), qPrintable(lab.hopText()));

    // ② a click on token 30's number makes it global; the step view's weights follow
    QTest::mouseClick(lab.patternGrid(), Qt::LeftButton, {}, lab.patternGrid()->axisPoint(30));
    QTRY_COMPARE(doc.scenario().mask.global, std::vector<int>{30});
    QTRY_VERIFY(doc.hasResult() && doc.resolved().input.mask.isGlobal(30));
    QVERIFY(doc.trace().heads[0].weights.row(30).minCoeff() > 0); // the global row sees all
    QVERIFY(doc.trace().heads[0].weights(5, 30) > 0);             // and everyone sees it
    QCOMPARE(lab.globalEdit()->text(), QStringLiteral("30"));
    QVERIFY2(lab.hopText().contains(QStringLiteral("at most 2 layers")), qPrintable(lab.hopText()));

    // a click on a row: that query's budget, term by term
    QTest::mouseClick(lab.patternGrid(), Qt::LeftButton, {}, lab.patternGrid()->cellPoint(10, 10));
    QCOMPARE(lab.patternGrid()->pickedQuery(), 10);
    const KeyBudget b = keyBudget(doc.scenario().mask, 10, 64, 64);
    QCOMPARE(b.global, 1);
    QCOMPARE(b.band, 7); // 4, 6, …, 16 (dilation 2, w 3)
    QVERIFY2(plain(lab.budgetText()).contains(QStringLiteral("Query 10 keeps 8 of 64 keys")),
             qPrintable(lab.budgetText()));

    // ③ random blocks: drawn at once, so the scenario holds (and a file saves) them
    lab.blockSizeBox()->setValue(8);
    lab.blocksBox()->setValue(2);
    lab.randomBox()->setChecked(true);
    QTRY_VERIFY(doc.scenario().mask.random.has_value());
    const RandomBlocks drawn = *doc.scenario().mask.random;
    QCOMPARE(drawn.blockSize, 8);
    QCOMPARE(drawn.drawn.size(), std::size_t(8));
    lab.redrawButton()->click();
    QTRY_VERIFY(doc.scenario().mask.random->seed == drawn.seed + 1);
    QVERIFY(doc.scenario().mask.random->drawn != drawn.drawn);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("pattern.json"));
    QVERIFY(doc.save(path, &error));
    Warnings warnings;
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const Scenario reread = scenarioFromText(f.readAll().toStdString(), warnings);
    QCOMPARE(reread.mask.random->drawn, doc.scenario().mask.random->drawn);

    // hidden, the tab does nothing on an edit; shown again, it catches up
    lab.hide();
    lab.globalEdit()->setText(QStringLiteral("stale"));
    doc.undoStack()->undo();
    QCOMPARE(lab.globalEdit()->text(), QStringLiteral("stale"));
    lab.show();
    QTRY_VERIFY(lab.globalEdit()->text() != QStringLiteral("stale"));
    doc.undoStack()->redo();

    // every step is undoable, back to the example's pattern
    while (doc.undoStack()->canUndo())
        doc.undoStack()->undo();
    QCOMPARE(doc.scenario().mask.window, std::optional<int>(3));
    QCOMPARE(doc.scenario().mask.global, std::vector<int>{0});
    QVERIFY(!doc.scenario().mask.random);
    QTRY_COMPARE(lab.dilationBox()->value(), 1);
    QCOMPARE(lab.globalEdit()->text(), QStringLiteral("0"));
}

void TestSparseLab::presets()
{
    Document doc;
    QString error;
    QVERIFY2(doc.load(example(), &error), qPrintable(error));
    SparseLab lab(&doc);
    lab.resize(1200, 900);
    lab.show(); // a hidden tab waits until it is shown to bring itself up to date
    QVERIFY(QTest::qWaitForWindowExposed(&lab));
    lab.presetButton(SparsePreset::Longformer)->click();
    // 256 · 64 / 4096 = 4 on each side, token 0 global
    QTRY_COMPARE(doc.scenario().mask.window, std::optional<int>(4));
    QCOMPARE(doc.scenario().mask.global, std::vector<int>{0});
    lab.presetButton(SparsePreset::BigBird)->click();
    // blocks of 64 · 64 / 4096 = 1 token: window 1, tokens 0 and 63 global, 3 random blocks
    QTRY_VERIFY(doc.scenario().mask.random.has_value());
    QCOMPARE(doc.scenario().mask.window, std::optional<int>(1));
    QCOMPARE(doc.scenario().mask.global, (std::vector<int>{0, 63}));
    QCOMPARE(doc.scenario().mask.random->blocks, 3);
    QVERIFY(lab.randomBox()->isChecked());
    lab.denseButton()->click();
    QTRY_VERIFY(!doc.scenario().mask.hasPattern());
    QVERIFY(!lab.bandBox()->isChecked());
    QVERIFY2(lab.hopText().contains(QStringLiteral("one layer")), qPrintable(lab.hopText()));
    doc.undoStack()->undo();
    QTRY_VERIFY(doc.scenario().mask.random.has_value());
}

void TestSparseLab::editsKeepThePatternValid()
{
    // Fewer tokens, another random draw, linear attention: the pattern follows, and the scenario
    // still computes (no global token past the end, no blocks drawn for another size).
    Document doc;
    QString error;
    QVERIFY2(doc.load(example(), &error), qPrintable(error));
    QTRY_VERIFY(doc.hasResult());
    MaskSpec mask = doc.scenario().mask;
    mask.global = {0, 40};
    mask.random = RandomBlocks{8, 2, 3, {}};
    resolveRandomBlocks(mask, 64, 64); // 8 query blocks, as the tab draws them
    const Scenario sparse = withMask(doc.scenario(), mask);
    const ResolvedScenario resolved = resolveScenario(sparse);

    const Scenario fewer = withSizes(sparse, resolved, 32, 32, 16, 16);
    QCOMPARE(fewer.mask.global, std::vector<int>{0});
    QVERIFY(fewer.mask.random && fewer.mask.random->drawn.empty());
    const ResolvedScenario small = resolveScenario(fewer);
    QCOMPARE(small.input.mask.random->drawn.size(), std::size_t(4)); // drawn again for 32
    QCOMPARE(small.input.queryCount(), 32);

    RandomSpec draw = sparse.random;
    draw.tokens = 16;
    const Scenario redrawn = withRandom(sparse, draw);
    QCOMPARE(redrawn.mask.global, std::vector<int>{0});
    QCOMPARE(resolveScenario(redrawn).input.mask.random->drawn.size(), std::size_t(2));

    // cells edited as matrices (the sizes unchanged): the drawn blocks are kept
    const Scenario same = withSizes(sparse, resolved, 64, 64, 16, 16);
    QCOMPARE(same.mask.random->drawn, mask.random->drawn);
    QCOMPARE(same.mask.global, mask.global);

    const Scenario linear = withKind(sparse, "linear");
    QVERIFY(!linear.mask.hasPattern());
    QCOMPARE(resolveScenario(linear).input.queryCount(), 64);
}

void TestSparseLab::blocksLeftToTheSeedAreShown()
{
    // A file that gives random blocks without "drawn": the tab shows the blocks the engine drew
    // from the seed, in the pattern and in the key budget.
    Document doc;
    QString error;
    QVERIFY2(doc.load(example(), &error), qPrintable(error));
    MaskSpec mask = doc.scenario().mask;
    mask.random = RandomBlocks{8, 2, 5, {}};
    doc.reset(withMask(doc.scenario(), mask), QString());
    QTRY_VERIFY(doc.hasResult());
    const MaskSpec& computed = doc.resolved().input.mask;
    QCOMPARE(computed.random->drawn.size(), std::size_t(8));
    SparseLab lab(&doc);
    lab.resize(1200, 900);
    lab.show();
    QVERIFY(QTest::qWaitForWindowExposed(&lab));
    long long pairs = 0, withoutBlocks = 0;
    MaskSpec band = computed;
    band.random.reset();
    for (int i = 0; i < 64; ++i) {
        pairs += computed.allowedCount(i, 64, 64);
        withoutBlocks += band.allowedCount(i, 64, 64);
    }
    QVERIFY(pairs > withoutBlocks);
    QVERIFY2(plain(lab.budgetText())
                 .contains(QStringLiteral("%1 of 64 keys").arg(pairs / 64.0, 0, 'f', 1)),
             qPrintable(lab.budgetText()));
    QTest::mouseClick(lab.patternGrid(), Qt::LeftButton, {}, lab.patternGrid()->cellPoint(20, 20));
    QVERIFY2(plain(lab.budgetText()).contains(QStringLiteral(" random")),
             qPrintable(lab.budgetText()));
    doc.undoStack()->setClean();
}

void TestSparseLab::fitsTheRoom_data()
{
    labroom::addRooms();
}

void TestSparseLab::fitsTheRoom()
{
    // The page never scrolls sideways, wrapped labels get their height, and larger text makes
    // the pattern's cells larger, never smaller.
    QFETCH(double, scale);
    QFETCH(QSize, room);
    const ScopedTextScale textScale(scale);
    MainWindow window;
    QString error;
    QVERIFY2(window.document()->load(example(), &error), qPrintable(error));
    SparseLab* lab = window.lab<SparseLab>();
    const QString shown = labroom::showInRoom(window, lab, room);
    QVERIFY2(shown.isEmpty(), qPrintable(shown));
    const QString fits = labroom::pageFits(lab);
    QVERIFY2(fits.isEmpty(), qPrintable(fits));
    // the cells: at least a line of text's worth (cellSide), and growing with the text in the
    // same room
    const double cell = lab->patternGrid()->laidOutCell();
    QVERIFY2(
        cell >= lab->patternGrid()->cellSide() - 1,
        qPrintable(
            QStringLiteral("cell %1 px, wanted %2").arg(cell).arg(lab->patternGrid()->cellSide())));
    static QMap<int, double> cellAtScaleOne;
    const QString grows = labroom::growsWithText(cellAtScaleOne, scale, room, cell);
    QVERIFY2(grows.isEmpty(), qPrintable(grows));
    window.document()->undoStack()->setClean();
}

QTEST_MAIN(TestSparseLab)
#include "tst_sparselab.moc"

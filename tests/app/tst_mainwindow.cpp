// The desktop app driven as a user would: real widgets, real signals, offscreen.
#include "attentionmapsview.h"
#include "attentionpanel.h"
#include "colormap.h"
#include "commands/editsentencescommand.h"
#include "commands/setrandomcommand.h"
#include "document.h"
#include "explanation.h"
#include "exportdialog.h"
#include "heatmapwidget.h"
#include "imagefile.h"
#include "inspector.h"
#include "lab.h"
#include "loglogplot.h"
#include "mainwindow.h"
#include "matrixeditor.h"
#include "matrixpanel.h"
#include "matrixtablemodel.h"
#include "npy.h"
#include "presentermode.h"
#include "scalinglab.h"
#include "scenariocaption.h"
#include "sentencepanel.h"
#include "sparselab.h"
#include "stageview.h"
#include "testfiles.h"
#include "torchrandom.h"
#include "translations.h"
#include "translatorlab.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QCompleter>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QScopeGuard>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextLayout>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QToolTip>
#include <QUndoStack>
#include <QUrl>

using namespace attnlab;

Q_DECLARE_METATYPE(attnlab::Stage)

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void opensOnTheLesson();
    void labsAreTheRegisteredList();
    void editingQChangesWeights();
    void causalMasksUpperTriangleAndUndoRestores();
    void causalAlignmentButtons();
    void decodingStepsThroughFrames();
    void windowSizeMovesTheBand_data();
    void windowSizeMovesTheBand();
    void steppingVisitsStagesInOrder();
    void arrowKeysStepButNotInTables();
    void clickingACellFillsTheInspector();
    void pastingANumpyLiteralFillsQ();
    void headsGrid();
    void sentencesWithEditableProjections();
    void everyExampleLoads();
    void saveAndOpenAgain();
    void promptBeforeDiscarding();
    void modelsPassTheTester();
    void scalingLabRunsAndPlots();
    void scalingLabSparsePatterns();
    void scalingLabCancels();
    void opensModelWeightsAsLayersAndHeads();
    void weightsThatDoNotSumToOneAreListed();
    void tokensThatDoNotFitAreReported();
    void dataMenus();
    void dropWeightsWithTheirTokens();
    void bertTokensFileIsLines();
    void exportIsConfirmed();
    void sentenceFieldsCompleteKnownWords();
    void pluralsReadAsEnglish();
    void failedSentencesShowNoStaleQkv();
    void largeStacksArePaged();
    void absurdStacksAreRefused();
    void newStartsClean();
    void selectionFollowsTheStepsAndHoverIsOutlined();
    void paintingTheFirstCellDoesNotMoveTheCells_data();
    void paintingTheFirstCellDoesNotMoveTheCells();
    void zoomIsPerStage();
    void toolbarButtonsStayInPlace();
    void sizeOverTheLimitIsExplained();
    void badCellValueIsShownAtTheCell_data();
    void badCellValueIsShownAtTheCell();
    void deleteIsClearCellsInTheHistory();
    void promptNamesTheDocumentAsTheTitleBar();
    void ctrlEqualEnlargesText();
    void slidingWindowStartsAtOne();
    void referenceEngineRefusesBeyondItsRange();
    void plotDrawsEachBackendAsItsOwnSeries();
    void binnedMapScaleIsHonestAndSaid();
    void headBoundariesInConcatenationAndColumns();
    void inspectorNeverCutsANumber();
    void presentationKeysWhereverTheFocusIs_data();
    void presentationKeysWhereverTheFocusIs();
    void typingIsNotStolen();
    void presenterModeAndBack();
    void blankTheScreen();
    void descriptionIsShown();
    void largerTextNeverShrinksTheMap();
    void largeTextStillFitsTheRoom();
    void clickRaisesTheStackedInspector();
    void textSizeChangedAwayIsFittedOnReturn();
    void inspectorNeverSplitsANumber();
    void opensInsideTheScreen();
    void exportsWaitForTheResultWithoutBlocking();

private:
    MainWindow* window_ = nullptr;
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    qRegisterMetaType<attnlab::Stage>();
    installTranslators(*QCoreApplication::instance(), QStringLiteral("en")); // as main() does
    installImageDecoder(); // the examples include pictures; main() installs it too
}

void TestMainWindow::init()
{
    window_ = new MainWindow;
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
    // As on a large screen (the offscreen one is 800 x 800, which the window fitted on show).
    window_->arrangeForRoom(QSize(1600, 1000));
    window_->resize(1600, 1000);
    QTRY_COMPARE(window_->size(), QSize(1600, 1000));
}

void TestMainWindow::cleanup()
{
    window_->document()->undoStack()->setClean(); // no prompt on close
    delete window_;
    window_ = nullptr;
}

void TestMainWindow::opensOnTheLesson()
{
    QCOMPARE(window_->stageView()->stage(), Stage::Weights);
    const HeatmapData& data = window_->stageView()->heatmap()->data();
    const double expected[] = {0.121, 0.741, 0.106, 0.032};
    for (int j = 0; j < 4; ++j)
        QCOMPARE(std::round(data.values(0, j) * 1000) / 1000, expected[j]);
    // The inspector already explains how 0.741 came to be.
    const QString text = window_->inspector()->toPlainText();
    QVERIFY2(text.contains(QStringLiteral("0.7410")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("5.1091")));
}

void TestMainWindow::editingQChangesWeights()
{
    MatrixTableModel* q = window_->matrixPanel()->model(MatrixRole::Query);
    const Matrix before = window_->document()->trace().heads[0].weights;
    QVERIFY(q->setData(q->index(0, 0), QStringLiteral("3.5"), Qt::EditRole));
    QCOMPARE(window_->document()->resolved().input.q(0, 0), 3.5);
    QCOMPARE(q->data(q->index(0, 0), Qt::EditRole).toDouble(), 3.5);
    const Matrix after = window_->stageView()->heatmap()->data().values;
    QVERIFY(!after.isApprox(before));
    QVERIFY(after.row(1).isApprox(before.row(1))); // only query 0 changed
}

void TestMainWindow::causalMasksUpperTriangleAndUndoRestores()
{
    const Matrix before = window_->stageView()->heatmap()->data().values;
    window_->attentionPanel()->causalBox()->click();
    QVERIFY(window_->document()->scenario().mask.causal);
    const HeatmapData& data = window_->stageView()->heatmap()->data();
    QVERIFY(data.hidden.has_value());
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j) {
            QCOMPARE((*data.hidden)(i, j), j > i);
            if (j > i)
                QCOMPARE(data.values(i, j), 0.0);
        }
    QCOMPARE(data.values(0, 0), 1.0);

    window_->action(QStringLiteral("undo"))->trigger();
    QVERIFY(!window_->document()->scenario().mask.causal);
    QVERIFY(!window_->attentionPanel()->causalBox()->isChecked());
    QVERIFY(window_->stageView()->heatmap()->data().values.isApprox(before, 0));
}

void TestMainWindow::causalAlignmentButtons()
{
    // 2 queries, 4 keys: top-left lets query 0 see key 0; bottom-right keys 0 … 2 (the queries
    // are the last two of four positions).
    Scenario s;
    s.kind = InputKind::Matrices;
    s.q = Matrix::Random(2, 4);
    s.k = Matrix::Random(4, 4);
    s.v = Matrix::Random(4, 4);
    window_->document()->reset(s);
    AttentionPanel* panel = window_->attentionPanel();
    QVERIFY(!panel->topLeftButton()->isChecked() && !panel->bottomRightButton()->isChecked());
    QVERIFY(!panel->topLeftButton()->icon().isNull());

    panel->bottomRightButton()->click(); // switches the causal mask on, aligned bottom-right
    QVERIFY(window_->document()->scenario().mask.causal);
    QCOMPARE(window_->document()->scenario().mask.alignment, CausalAlignment::BottomRight);
    QVERIFY(panel->causalBox()->isChecked());
    QVERIFY(panel->bottomRightButton()->isChecked() && !panel->topLeftButton()->isChecked());
    const HeadTrace& h = window_->document()->trace().heads[0];
    for (int i = 0; i < 2; ++i)
        for (int j = 0; j < 4; ++j)
            QCOMPARE(h.allowed(i, j), j <= i + 2);
    panel->bottomRightButton()->click(); // again: stays
    QVERIFY(panel->bottomRightButton()->isChecked());

    panel->topLeftButton()->click();
    QCOMPARE(window_->document()->scenario().mask.alignment, CausalAlignment::TopLeft);
    QVERIFY(!window_->document()->trace().heads[0].allowed(0, 1));
    window_->action(QStringLiteral("undo"))->trigger();
    QCOMPARE(window_->document()->scenario().mask.alignment, CausalAlignment::BottomRight);
    QVERIFY(panel->bottomRightButton()->isChecked());
    window_->action(QStringLiteral("undo"))->trigger();
    QVERIFY(!window_->document()->scenario().mask.causal);
    QVERIFY(!panel->bottomRightButton()->isChecked());
}

void TestMainWindow::decodingStepsThroughFrames()
{
    // 4 tokens in matrices, prompt 2: frames [0, 2), [2, 3), [3, 4)
    Scenario s;
    s.kind = InputKind::Matrices;
    s.q = Matrix::Random(4, 4);
    s.k = Matrix::Random(4, 4);
    s.v = Matrix::Random(4, 4);
    window_->document()->reset(s);
    AttentionPanel* panel = window_->attentionPanel();
    StageView* view = window_->stageView();
    QVERIFY(panel->decodeBox()->isEnabled() && !panel->decodeBox()->isChecked());
    panel->promptBox()->setValue(2); // off: only remembered
    panel->decodeBox()->click();
    QVERIFY(window_->document()->scenario().decode.has_value());
    QCOMPARE(window_->document()->scenario().decode->prompt, 2);
    QVERIFY(window_->document()->scenario().mask.causal); // implied
    QVERIFY(!panel->causalBox()->isEnabled());
    QCOMPARE(window_->document()->kindTrace().frameCount(), 3);
    QVERIFY(!view->frameSlider()->isHidden());
    QCOMPARE(view->frameSlider()->maximum(), 2);

    view->setStage(Stage::Weights);
    view->frameSlider()->setValue(1); // token 2: one new query against 3 keys
    const HeatmapData& data = view->heatmap()->data();
    QCOMPARE(data.values.rows(), Eigen::Index(3));
    QCOMPARE(data.values.cols(), Eigen::Index(3));
    QCOMPARE(data.reusedRows, 2);
    QVERIFY(data.title.contains(QStringLiteral("token 2")));
    // Q shows the new row only; K and V the cache and the new row
    MatrixPanel* matrices = window_->matrixPanel();
    QVERIFY(matrices->editor(MatrixRole::Query)->isRowHidden(0));
    QVERIFY(!matrices->editor(MatrixRole::Query)->isRowHidden(2));
    QVERIFY(!matrices->editor(MatrixRole::Key)->isRowHidden(2));
    QVERIFY(matrices->editor(MatrixRole::Key)->isRowHidden(3));
    MatrixTableModel* k = matrices->model(MatrixRole::Key);
    QVERIFY(k->data(k->index(0, 0), Qt::ToolTipRole).toString().contains(QStringLiteral("cache")));
    QVERIFY(k->data(k->index(2, 0), Qt::BackgroundRole).isValid()); // new: highlighted

    // the inspector explains the new row and what was not recomputed
    HeatmapWidget* map = view->heatmap();
    QTest::mouseClick(map, Qt::LeftButton, {}, map->cellRect(2, 1).center().toPoint());
    const QString text = window_->inspector()->toPlainText();
    QVERIFY2(text.contains(QStringLiteral("Multiply-adds")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("full causal attention")), qPrintable(text));

    // keys and Play
    view->nextFrameAction()->trigger();
    QCOMPARE(view->frame(), 2);
    QVERIFY(!view->nextFrameAction()->isEnabled());
    view->previousFrameAction()->trigger();
    QCOMPARE(view->frame(), 1);
    view->playFramesAction()->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(view->frame(), 2, 3000);
    QTRY_VERIFY_WITH_TIMEOUT(!view->playFramesAction()->isChecked(), 3000); // stops at the end

    // off again, and undo brings the frames back
    panel->decodeBox()->click();
    QCOMPARE(window_->document()->kindTrace().frameCount(), 1);
    QVERIFY(!matrices->editor(MatrixRole::Query)->isRowHidden(0));
    window_->action(QStringLiteral("undo"))->trigger();
    QCOMPARE(window_->document()->kindTrace().frameCount(), 3);
}

void TestMainWindow::windowSizeMovesTheBand_data()
{
    QTest::addColumn<int>("w");
    QTest::newRow("w = 0") << 0;
    QTest::newRow("w = 1") << 1;
    QTest::newRow("w = 2") << 2;
}

void TestMainWindow::windowSizeMovesTheBand()
{
    QFETCH(int, w);
    window_->attentionPanel()->windowBox()->click();
    window_->attentionPanel()->windowSlider()->setValue(w);
    QCOMPARE(window_->document()->scenario().mask.window, std::optional<int>(w));
    const HeatmapData& data = window_->stageView()->heatmap()->data();
    QVERIFY(data.hidden.has_value());
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j)
            QCOMPARE((*data.hidden)(i, j), std::abs(i - j) > w);
}

void TestMainWindow::steppingVisitsStagesInOrder()
{
    StageView* view = window_->stageView();
    view->setStage(Stage::Scores);
    QSignalSpy spy(view, &StageView::stageChanged);
    for (int i = 0; i < stageCount; ++i)
        window_->action(QStringLiteral("next"))->trigger();
    QCOMPARE(spy.count(), stageCount);
    const Stage order[] = {Stage::Scaled, Stage::Masked, Stage::Weights,
                           Stage::Output, Stage::Final,  Stage::Scores};
    for (int i = 0; i < stageCount; ++i)
        QCOMPARE(spy.at(i).at(0).value<Stage>(), order[i]);
    window_->action(QStringLiteral("previous"))->trigger();
    QCOMPARE(view->stage(), Stage::Final);
    // Every stage shows a matrix of the right shape.
    for (int i = 0; i < stageCount; ++i) {
        view->setStage(static_cast<Stage>(i));
        const Matrix& values = view->heatmap()->data().values;
        QCOMPARE(values.rows(), 4);
        QCOMPARE(values.cols(), i < 4 ? 4 : 8);
    }
}

void TestMainWindow::arrowKeysStepButNotInTables()
{
    StageView* view = window_->stageView();
    view->setStage(Stage::Scores);
    // The map with the focus: ← → move its cell cursor (the inspector follows), Page Down
    // steps; without the focus, → steps.
    view->heatmap()->setFocus();
    QTRY_VERIFY(view->heatmap()->hasFocus());
    view->selectCell(0, 0);
    QTest::keyClick(view->heatmap(), Qt::Key_Right);
    QCOMPARE(view->stage(), Stage::Scores);
    QCOMPARE(view->heatmap()->style().selectedColumn, 1);
    QTest::keyClick(view->heatmap(), Qt::Key_End);
    QCOMPARE(view->heatmap()->style().selectedColumn, 3);
    QTest::keyClick(view->heatmap(), Qt::Key_Home);
    QCOMPARE(view->heatmap()->style().selectedColumn, 0);
    QTRY_VERIFY(window_->inspector()->toPlainText().contains(QStringLiteral("Query 0")));
    QTest::keyClick(view->heatmap(), Qt::Key_PageDown);
    QCOMPARE(view->stage(), Stage::Scaled);
    QTest::keyClick(view->heatmap(), Qt::Key_Escape); // the focus goes back
    QVERIFY(!view->heatmap()->hasFocus());
    QWidget* focused = QApplication::focusWidget();
    QVERIFY(focused);
    QTest::keyClick(focused, Qt::Key_Left);
    QCOMPARE(view->stage(), Stage::Scores);

    MatrixEditor* editor = window_->matrixPanel()->editor(MatrixRole::Query);
    editor->setFocus();
    editor->setCurrentIndex(editor->model()->index(0, 0));
    QTest::keyClick(editor, Qt::Key_Right);
    QCOMPARE(view->stage(), Stage::Scores); // the table kept its arrow key
    QCOMPARE(editor->currentIndex().column(), 1);
}

void TestMainWindow::clickingACellFillsTheInspector()
{
    StageView* view = window_->stageView();
    view->setStage(Stage::Scores);
    HeatmapWidget* map = view->heatmap();
    const QRectF cell = map->cellRect(2, 3);
    QVERIFY(!cell.isEmpty());
    QTest::mouseClick(map, Qt::LeftButton, {}, cell.center().toPoint());
    const Trace& t = window_->document()->trace();
    const QString text = window_->inspector()->toPlainText();
    // The engine's own numbers for (2, 3): score, scaled score and weight.
    for (double x : {t.heads[0].scores(2, 3), t.heads[0].scaled(2, 3), t.heads[0].weights(2, 3)})
        QVERIFY2(text.contains(QString::number(x, 'f', 4).replace(QLatin1Char('-'), QChar(0x2212))),
                 qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("Query 2")));
    QVERIFY(text.contains(QStringLiteral("key 3")));

    view->setStage(Stage::Output);
    const QRectF out = map->cellRect(1, 5);
    QTest::mouseClick(map, Qt::LeftButton, {}, out.center().toPoint());
    QVERIFY(window_->inspector()->toPlainText().contains(
        QString::number(t.heads[0].output(1, 5), 'f', 4).replace(QLatin1Char('-'), QChar(0x2212))));
}

void TestMainWindow::pastingANumpyLiteralFillsQ()
{
    MatrixEditor* editor = window_->matrixPanel()->editor(MatrixRole::Query);
    editor->setFocus();
    editor->setCurrentIndex(editor->model()->index(1, 2));
    QGuiApplication::clipboard()->setText(QStringLiteral("[[0.1, 0.2], [0.3, 0.4]]"));
    if (QGuiApplication::clipboard()->text().isEmpty())
        QSKIP("no clipboard on this platform");
    QTest::keyClick(editor, Qt::Key_V, Qt::ControlModifier);
    const Matrix& q = window_->document()->resolved().input.q;
    QCOMPARE(q(1, 2), 0.1);
    QCOMPARE(q(1, 3), 0.2);
    QCOMPARE(q(2, 2), 0.3);
    QCOMPARE(q(2, 3), 0.4);
    QCOMPARE(window_->document()->undoStack()->count(), 1); // one paste, one undo step
}

void TestMainWindow::headsGrid()
{
    QComboBox* heads = window_->attentionPanel()->headsBox();
    const int index = heads->findData(4);
    QVERIFY(index >= 0);
    QCOMPARE(heads->findData(3), -1); // 3 does not divide 8: not offered
    heads->setCurrentIndex(index);
    emit heads->activated(index);
    QCOMPARE(window_->document()->resolved().input.heads, 4);
    StageView* view = window_->stageView();
    view->setStage(Stage::Weights);
    QVERIFY(view->headThumbnail(3) != nullptr);
    QVERIFY(view->headThumbnail(3)->isVisible());
    const QRectF cell = view->headThumbnail(2)->cellRect(0, 0);
    QTest::mouseClick(view->headThumbnail(2), Qt::LeftButton, {}, cell.center().toPoint());
    QCOMPARE(view->head(), 2);
    QVERIFY(
        view->heatmap()->data().values.isApprox(window_->document()->trace().heads[2].weights, 0));
}

void TestMainWindow::sentencesWithEditableProjections()
{
    const auto examples = MainWindow::examples();
    QString translation;
    for (const auto& [title, path] : examples)
        if (path.endsWith(QLatin1String("translation-black-cat.json")))
            translation = path;
    QVERIFY(window_->openExample(translation));
    QCOMPARE(window_->inputTabs()->currentIndex(), 1); // the sentence tab
    // "noir" attends most to "black".
    const Matrix w = window_->document()->trace().heads[0].weights; // a copy: edits replace it
    Eigen::Index best = 0;
    w.row(2).maxCoeff(&best);
    QCOMPARE(best, Eigen::Index(1));

    auto* projection =
        window_->sentencePanel()->findChild<QComboBox*>(QStringLiteral("projection"));
    QVERIFY(projection);
    const int given = projection->findData(int(SentenceSpec::Projection::Given));
    QVERIFY(given >= 0);
    projection->setCurrentIndex(given);
    emit projection->activated(given);
    const Scenario& s = window_->document()->scenario();
    QCOMPARE(s.sentences.projection, SentenceSpec::Projection::Given);
    QVERIFY(s.sentences.wq && s.sentences.wq->isIdentity());
    // Same numbers as the identity projection.
    QVERIFY(window_->document()->trace().heads[0].weights.isApprox(w));

    auto* wq = window_->sentencePanel()->findChild<MatrixTableModel*>(QStringLiteral("W_Q"));
    QVERIFY(wq);
    QVERIFY(wq->setData(wq->index(0, 0), QStringLiteral("2"), Qt::EditRole));
    QCOMPARE((*window_->document()->scenario().sentences.wq)(0, 0), 2.0);
    window_->action(QStringLiteral("undo"))->trigger();
    QCOMPARE((*window_->document()->scenario().sentences.wq)(0, 0), 1.0);
}

void TestMainWindow::everyExampleLoads()
{
    const auto examples = MainWindow::examples();
    QVERIFY(examples.size() >= 5);
    for (const auto& [title, path] : examples) {
        QVERIFY2(window_->openExample(path), qPrintable(path));
        QVERIFY2(window_->document()->hasResult(), qPrintable(window_->document()->errorText()));
        QVERIFY2(window_->windowTitle().contains(title),
                 qPrintable(window_->windowTitle() + QStringLiteral(" / ") + title));
        QVERIFY(window_->stageView()->heatmap()->data().values.size() > 0);
    }
}

void TestMainWindow::saveAndOpenAgain()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("causal.json"));
    window_->attentionPanel()->causalBox()->click();
    QString error;
    QVERIFY(window_->document()->save(path, &error));
    QVERIFY(!window_->isWindowModified());
    window_->document()->reset(Document::lessonScenario());
    QVERIFY(!window_->document()->scenario().mask.causal);
    QVERIFY(window_->openFile(path));
    QVERIFY(window_->document()->scenario().mask.causal);
    QVERIFY(window_->windowTitle().startsWith(QStringLiteral("causal.json")));
}

void TestMainWindow::promptBeforeDiscarding()
{
    window_->attentionPanel()->causalBox()->click();
    QVERIFY(window_->isWindowModified());
    bool asked = false;
    QTimer::singleShot(0, this, [&asked] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (box) {
            asked = true;
            box->button(QMessageBox::Cancel)->click();
        }
    });
    QVERIFY(!window_->maybeSave()); // cancelled: nothing is lost
    QVERIFY(asked);
    QVERIFY(window_->document()->scenario().mask.causal);
    QVERIFY(window_->isWindowModified());
}

void TestMainWindow::modelsPassTheTester()
{
    for (int role = 0; role < 4; ++role) {
        MatrixTableModel* model = window_->matrixPanel()->model(static_cast<MatrixRole>(role));
        QAbstractItemModelTester tester(model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        // Shape changes and edits go through the live model.
        window_->matrixPanel()->keyDimSpin()->setValue(6);
        window_->attentionPanel()->causalBox()->click();
        window_->action(QStringLiteral("undo"))->trigger();
        window_->action(QStringLiteral("undo"))->trigger();
    }
}

void TestMainWindow::scalingLabRunsAndPlots()
{
    ScalingLab* lab = window_->lab<ScalingLab>();
    window_->views()->setCurrentWidget(lab);
    QCOMPARE(lab->tokens(), 400); // 640 x 640 at stride 32: a 20 x 20 grid
    QSignalSpy finished(lab, &ScalingLab::finished);
    lab->run();
    QVERIFY(lab->isRunning() || finished.count() == 1); // the GUI thread is free meanwhile
    QVERIFY(finished.wait(60000) || finished.count() == 1);
    QCOMPARE(finished.at(0).at(0).toBool(), true);
    QCOMPARE(lab->plot()->points().size(), 1);
    QCOMPARE(lab->plot()->points().first().pairs, 160000.0);
    QVERIFY(lab->map()->data().values.rows() > 0);
    // Picking a cell shows where that query attends: its softmax over every cell, the cell
    // outlined in white and the 3 x 3 window a convolution would see in red.
    TokenGridView* grid = lab->grid();
    grid->setPicked(210);
    emit grid->queryPicked(210);
    QCOMPARE(grid->picked(), 210);
    QCOMPARE(grid->side(), 20);
    // The weights, recomputed here in double from the lab's features (torch.randn(3, 400, 64)
    // of seed 0): a_j = softmax_j(q_210 . k_j / sqrt(64)).
    const RandomQkv features = torchRandomQkv(0, 400, 64);
    const Eigen::VectorXd logits = features.k * features.q.row(210).transpose() / 8.0;
    Eigen::VectorXd expected = (logits.array() - logits.maxCoeff()).exp();
    expected /= expected.sum();
    QCOMPARE(grid->weights().size(), Eigen::Index(400));
    for (int j = 0; j < 400; ++j)
        QVERIFY2(std::abs(grid->weights()(j) - expected(j)) <= 1e-6,
                 qPrintable(QStringLiteral("cell %1: %2, expected %3")
                                .arg(j)
                                .arg(grid->weights()(j))
                                .arg(expected(j))));
    // What is painted: cells coloured by weight / largest weight (viridis), the outlines.
    if (qEnvironmentVariableIsSet("ATTNLAB_SHOT_DIR"))
        window_->grab().save(qEnvironmentVariable("ATTNLAB_SHOT_DIR") + QStringLiteral("/lab.png"));
    const QImage shot = grid->grab().toImage().convertToFormat(QImage::Format_RGB32);
    const double side = std::min(grid->width(), grid->height()) - 8;
    const double left = (grid->width() - side) / 2, top = (grid->height() - side) / 2;
    const double cell = side / 20;
    QVERIFY(cell >= 10);
    const auto centre = [&](int index) {
        return shot.pixel(int(left + (index % 20 + 0.5) * cell),
                          int(top + (index / 20 + 0.5) * cell));
    };
    const Colormap viridis = Colormap::byName(QStringLiteral("viridis"));
    Eigen::Index heaviest = 0, lightest = 0;
    expected.maxCoeff(&heaviest);
    expected.minCoeff(&lightest);
    const auto sameColour = [](QRgb a, QRgb b) {
        return std::abs(qRed(a) - qRed(b)) <= 3 && std::abs(qGreen(a) - qGreen(b)) <= 3 &&
               std::abs(qBlue(a) - qBlue(b)) <= 3;
    };
    QVERIFY(sameColour(centre(int(heaviest)), viridis.rgb(1.0)));
    QVERIFY(
        sameColour(centre(int(lightest)), viridis.rgb(expected(lightest) / expected(heaviest))));
    QVERIFY(!sameColour(viridis.rgb(1.0), viridis.rgb(expected(lightest) / expected(heaviest))));
    // Pixels of colour `want` along the horizontal line y from x0 to x1 (within one pixel).
    const auto countAlong = [&](double y, double x0, double x1, auto want) {
        int n = 0;
        for (int x = int(x0) + 2; x < int(x1) - 2; ++x) {
            bool hit = false;
            for (int dy = -1; dy <= 1; ++dy)
                hit = hit || want(QColor(shot.pixel(x, int(y) + dy)));
            n += hit;
        }
        return n;
    };
    const auto white = [](const QColor& c) { return c.rgb() == qRgb(255, 255, 255); };
    const auto red = [](const QColor& c) {
        return c.red() > 200 && c.green() < 100 && c.blue() < 100;
    };
    const int pr = 210 / 20, pc = 210 % 20; // row 10, column 10
    const double cellTop = top + pr * cell, cellLeft = left + pc * cell;
    QVERIFY(countAlong(cellTop, cellLeft, cellLeft + cell, white) >= int(cell) - 6);
    QVERIFY(countAlong(cellTop + cell, cellLeft, cellLeft + cell, white) >= int(cell) - 6);
    // the window's top and bottom edges, one cell beyond the picked one: dashed red
    for (double y : {cellTop - cell, cellTop + 2 * cell})
        QVERIFY2(countAlong(y, cellLeft - cell, cellLeft + 2 * cell, red) >= int(cell),
                 qPrintable(QStringLiteral("no red dashes at y = %1").arg(y)));
    // and nowhere else: not around another cell
    QCOMPARE(countAlong(top + 3 * cell, left, left + 6 * cell, red), 0);
    QCOMPARE(countAlong(top + 3 * cell, left, left + 6 * cell, white), 0);
}

void TestMainWindow::scalingLabSparsePatterns()
{
    // Longformer's pattern at N = 1,024 beside dense: its own series of times and of pairs
    // (each query's window of 256 each side and tokens 0 and 1 global), and the picked
    // query's weights zero outside the pattern.
    ScalingLab* lab = window_->lab<ScalingLab>();
    window_->views()->setCurrentWidget(lab);
    lab->plot()->clear();
    auto* direct = lab->findChild<QCheckBox*>(QStringLiteral("directTokens"));
    auto* tokens = lab->findChild<QSpinBox*>(QStringLiteral("tokenCount"));
    QVERIFY(direct && tokens);
    direct->setChecked(true);
    tokens->setValue(1024);
    QCOMPARE(lab->tokens(), 1024);
    QSignalSpy finished(lab, &ScalingLab::finished);
    for (int pattern : {2, 0}) {
        lab->patternBox()->setCurrentIndex(lab->patternBox()->findData(pattern));
        finished.clear();
        lab->run();
        QVERIFY(finished.wait(60000) || finished.count() == 1);
        QCOMPARE(finished.at(0).at(0).toBool(), true);
    }
    const auto points = lab->plot()->points();
    QCOMPARE(points.size(), 2);
    MaskSpec longformer;
    longformer.window = 256;
    longformer.global = {0, 1};
    double pairs = 0;
    for (int i = 0; i < 1024; ++i) // band |i − j| <= 256, or i or j global
        for (int j = 0; j < 1024; ++j)
            pairs += std::abs(i - j) <= 256 || i < 2 || j < 2;
    QCOMPARE(points[0].pairs, pairs);
    QCOMPARE(points[1].pairs, 1024.0 * 1024.0);
    QVERIFY(points[0].backend != points[1].backend); // two series of times
    QStringList names;
    for (const LogLogPlot::Series& series : lab->plot()->series())
        names << series.name;
    QVERIFY2(names.size() == 4, qPrintable(names.join(QStringLiteral(" | "))));
    // the grid shows the dense run last; run the pattern again and pick a query far from 0
    lab->patternBox()->setCurrentIndex(lab->patternBox()->findData(2));
    finished.clear();
    lab->run();
    QVERIFY(finished.wait(60000) || finished.count() == 1);
    lab->grid()->setPicked(600);
    emit lab->grid()->queryPicked(600);
    const Eigen::VectorXf w = lab->grid()->weights();
    QVERIFY(w(0) > 0 && w(1) > 0 && w(600) > 0 && w(856) > 0);
    QCOMPARE(w(2), 0.0f);
    QCOMPARE(w(343), 0.0f);
    QCOMPARE(w(857), 0.0f);
    QVERIFY(std::abs(w.sum() - 1.0f) < 1e-4);
    if (qEnvironmentVariableIsSet("ATTNLAB_SHOT_DIR"))
        window_->grab().save(qEnvironmentVariable("ATTNLAB_SHOT_DIR") +
                             QStringLiteral("/lab-sparse.png"));
    lab->patternBox()->setCurrentIndex(0);
    direct->setChecked(false);
    lab->plot()->clear();
}

void TestMainWindow::scalingLabCancels()
{
    // 16,384 tokens cancelled at once: the run stops between chunks, nothing is plotted, and the
    // lab can run again.
    ScalingLab* lab = window_->lab<ScalingLab>();
    window_->views()->setCurrentWidget(lab);
    lab->findChild<QCheckBox*>(QStringLiteral("directTokens"))->setChecked(true);
    lab->findChild<QSpinBox*>(QStringLiteral("tokenCount"))->setValue(16384);
    QCOMPARE(lab->tokens(), 16384);
    QSignalSpy finished(lab, &ScalingLab::finished);
    lab->run();
    QVERIFY(lab->isRunning());
    lab->cancel();
    QVERIFY(finished.wait(120000) || finished.count() == 1);
    QCOMPARE(finished.at(0).at(0).toBool(), false);
    QVERIFY(!lab->isRunning());
    QCOMPARE(lab->plot()->points().size(), 0);
    bool saysCancelled = false;
    for (const QLabel* label : lab->findChildren<QLabel*>())
        saysCancelled = saysCancelled || label->text() == QStringLiteral("Cancelled.");
    QVERIFY(saysCancelled);

    lab->findChild<QSpinBox*>(QStringLiteral("tokenCount"))->setValue(256);
    lab->run();
    QVERIFY(finished.wait(60000) || finished.count() == 2);
    QCOMPARE(finished.at(1).at(0).toBool(), true);
    QCOMPARE(lab->plot()->points().size(), 1);
}

namespace {

/// Clicks the button of the next message box, and keeps its text.
void answerNextMessageBox(QObject* context, QMessageBox::StandardButton button, QString* text)
{
    QTimer::singleShot(0, context, [button, text] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            *text = box->text();
            box->button(button)->click();
        }
    });
}

} // namespace

void TestMainWindow::opensModelWeightsAsLayersAndHeads()
{
    // A (2, 4, 6, 6) array saved by NumPy, with NAME.tokens.txt beside it.
    QTemporaryDir dir;
    const QString npy = dir.filePath(QStringLiteral("bert.npy"));
    QVERIFY(QFile::copy(npyData("attention_stack.npy"), npy));
    QVERIFY(QFile::copy(npyData("tokens.txt"), dir.filePath(QStringLiteral("bert.tokens.txt"))));
    window_->attentionPanel()->causalBox()->click(); // unsaved work that must survive
    const Scenario scenario = window_->document()->scenario();

    QVERIFY(window_->openFile(npy)); // no prompt: the scenario stays
    AttentionMapsView* view = window_->mapsView();
    QCOMPARE(window_->views()->currentWidget(), view);
    QVERIFY(window_->document()->scenario() == scenario);
    QVERIFY(window_->isWindowModified());
    QCOMPARE(view->maps().layers, 2);
    QCOMPARE(view->maps().heads, 4);
    QVERIFY2(view->summaryText().contains(QStringLiteral("bert.tokens.txt")),
             qPrintable(view->summaryText()));
    QVERIFY(view->warningText().isEmpty()); // softmax rows: no warning

    // The grid: a row per layer, a column per head, each drawn.
    for (int l = 0; l < 2; ++l) {
        for (int t = 0; t < 4; ++t) {
            HeatmapWidget* w = view->thumbnail(l, t);
            QVERIFY(w != nullptr);
            QVERIFY(w->isVisible());
            QCOMPARE(w->data().values, view->maps().at(l, t));
        }
    }
    QVERIFY(view->thumbnail(2, 0) == nullptr);

    // Clicking layer 1, head 2 shows it large, with the tokens.
    QSignalSpy selected(view, &AttentionMapsView::selectionChanged);
    HeatmapWidget* thumb = view->thumbnail(1, 2);
    QTest::mouseClick(thumb, Qt::LeftButton, {}, thumb->cellRect(0, 0).center().toPoint());
    QCOMPARE(selected.count(), 1);
    QCOMPARE(view->layer(), 1);
    QCOMPARE(view->head(), 2);
    const HeatmapData& big = view->heatmap()->data();
    QCOMPARE(big.values, view->maps().at(1, 2));
    QCOMPARE(big.rowLabels.value(2), QStringLiteral(" cat"));
    QVERIFY2(big.title.contains(QStringLiteral("layer 1, head 2")), qPrintable(big.title));

    // Pointing at a cell reads its weight (once the new map has its size).
    QCoreApplication::processEvents();
    QTest::mouseMove(view->heatmap(), view->heatmap()->cellRect(2, 0).center().toPoint());
    QTRY_VERIFY2(view->hoverText().contains(QStringLiteral("\u201c cat\u201d")),
                 qPrintable(view->hoverText()));

    // A thumbnail picks a head; it keeps no selected cell of its own.
    QCOMPARE(thumb->style().selectedRow, -1);
    QCOMPARE(thumb->style().selectedColumn, -1);

    // The recent files remember it; Ctrl+E exports the maps (not the scenario's stages).
    QVERIFY(QSettings()
                .value(QStringLiteral("recentFiles"))
                .toStringList()
                .contains(QFileInfo(npy).absoluteFilePath()));
    QString scopeText;
    QTimer::singleShot(0, this, [&scopeText] {
        if (auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget())) {
            if (auto* scope = dialog->findChild<QComboBox*>())
                scopeText = scope->currentText();
            dialog->reject();
        }
    });
    window_->action(QStringLiteral("export"))->trigger();
    QCOMPARE(scopeText, QStringLiteral("Current map (layer 1, head 2)"));

    // The status line describes the scenario: shown on its tab only.
    QLabel* status = window_->statusBar()->findChild<QLabel*>();
    QVERIFY(!status->isVisible());

    // Back on the step-by-step view, the scenario is as it was.
    window_->views()->setCurrentIndex(0);
    QVERIFY(status->isVisible());
    QVERIFY(window_->document()->scenario().mask.causal);
}

void TestMainWindow::weightsThatDoNotSumToOneAreListed()
{
    QVERIFY(window_->openFile(npyData("attention_unnormalised.npy")));
    AttentionMapsView* view = window_->mapsView();
    QCOMPARE(view->maps().layers, 1);
    QCOMPARE(view->maps().heads, 1);
    const QString text = view->warningText();
    QVERIFY2(text.contains(QStringLiteral("row 1: the weights sum to 0.9")) &&
                 text.contains(QStringLiteral("row 2: the weights sum to 1.2")),
             qPrintable(text));
    QVERIFY(view->summaryText().contains(QStringLiteral("no tokens")));
}

void TestMainWindow::tokensThatDoNotFitAreReported()
{
    QTemporaryDir dir;
    const QString npy = dir.filePath(QStringLiteral("attn.npy"));
    QVERIFY(QFile::copy(npyData("attention_stack.npy"), npy));
    QFile tokens(dir.filePath(QStringLiteral("attn.tokens.json")));
    QVERIFY(tokens.open(QIODevice::WriteOnly));
    tokens.write("[\"only\", \"five\", \"tokens\", \"in\", \"here\"]");
    tokens.close();
    QString shown;
    answerNextMessageBox(this, QMessageBox::Ok, &shown);
    QVERIFY(window_->openFile(npy)); // the weights open; their tokens do not
    QVERIFY2(shown.contains(QStringLiteral("attn.tokens.json")) &&
                 shown.contains(QStringLiteral("expected 6 tokens")),
             qPrintable(shown));
    QCOMPARE(window_->mapsView()->maps().layers, 2);
    QVERIFY(window_->mapsView()->maps().queryTokens.empty());

    // A broken .npy: a message names it and the maps shown stay.
    answerNextMessageBox(this, QMessageBox::Ok, &shown);
    QVERIFY(!window_->openFile(npyData("truncated.npy")));
    QVERIFY2(shown.contains(QStringLiteral("truncated.npy")), qPrintable(shown));
    QCOMPARE(window_->mapsView()->maps().layers, 2);

    // A tokens file chosen by hand.
    QString error;
    QVERIFY2(window_->mapsView()->loadTokens(npyData("tokens.json"), &error), qPrintable(error));
    QCOMPARE(window_->mapsView()->maps().keyTokens.at(1), std::string(" black"));
}

void TestMainWindow::dropWeightsWithTheirTokens()
{
    // Weights and a tokens file (any name) dropped together: the maps open labelled.
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(npyData("attention_stack.npy")),
                  QUrl::fromLocalFile(npyData("tokens.json"))});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(window_, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(window_, &drop);
    QTRY_COMPARE(window_->mapsView()->maps().layers, 2);
    QTRY_COMPARE(window_->mapsView()->maps().queryTokens.size(), std::size_t(6));
    QCOMPARE(window_->mapsView()->maps().keyTokens.at(2), std::string(" cat"));
    QCOMPARE(window_->views()->currentWidget(), window_->mapsView());

    // Something else is refused.
    QMimeData other;
    other.setUrls({QUrl::fromLocalFile(QStringLiteral("/tmp/notes.odt"))});
    QDragEnterEvent refused(QPoint(10, 10), Qt::CopyAction, &other, Qt::LeftButton, Qt::NoModifier);
    refused.setAccepted(false);
    QCoreApplication::sendEvent(window_, &refused);
    QVERIFY(!refused.isAccepted());
}

void TestMainWindow::bertTokensFileIsLines()
{
    // BERT's tokens as the tab's Hugging Face snippet writes them: X.tokens.txt, one a line,
    // "[CLS]" first. Read as lines (not as JSON) beside the weights, by Tokens… and dropped.
    QTemporaryDir dir;
    const QString npy = dir.filePath(QStringLiteral("bert.npy"));
    QVERIFY(QFile::copy(npyData("attention_stack.npy"), npy));
    const QString tokensPath = dir.filePath(QStringLiteral("bert.tokens.txt"));
    QFile tokens(tokensPath);
    QVERIFY(tokens.open(QIODevice::WriteOnly));
    tokens.write("[CLS]\nthe\ncat\nsat\ndown\n[SEP]\n");
    tokens.close();
    QString shown;
    answerNextMessageBox(this, QMessageBox::Ok, &shown); // answers one, should there be one
    QVERIFY(window_->openFile(npy));
    AttentionMapsView* view = window_->mapsView();
    QVERIFY2(shown.isEmpty(), qPrintable(shown));
    QCOMPARE(view->tokensPath(), tokensPath);
    const std::vector<std::string> expected{"[CLS]", "the", "cat", "sat", "down", "[SEP]"};
    QCOMPARE(view->maps().queryTokens, expected);

    // Tokens… (loadTokens) with the same file, after a JSON list.
    QString error;
    QVERIFY2(view->loadTokens(npyData("tokens.json"), &error), qPrintable(error));
    QCOMPARE(view->maps().keyTokens.at(1), std::string(" black"));
    QVERIFY2(view->loadTokens(tokensPath, &error), qPrintable(error));
    QCOMPARE(view->maps().keyTokens, expected);

    // Dropped with the weights.
    QVERIFY2(view->loadTokens(npyData("tokens.json"), &error), qPrintable(error));
    QMimeData mime;
    mime.setUrls(
        {QUrl::fromLocalFile(npyData("attention_stack.npy")), QUrl::fromLocalFile(tokensPath)});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(window_, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(window_, &drop);
    QTRY_COMPARE(view->maps().keyTokens.front(), std::string("[CLS]"));
    QCOMPARE(view->maps().keyTokens, expected);
}

void TestMainWindow::exportIsConfirmed()
{
    // After an export the status bar names the file and offers its folder.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("attention-weights-head0.png"));
    QLabel* label = ExportDialog::showExported(window_, {file});
    QVERIFY(label);
    QVERIFY(label->isVisible());
    QCOMPARE(label->parentWidget(), window_->statusBar());
    QVERIFY2(label->text().contains(QStringLiteral("attention-weights-head0.png")),
             qPrintable(label->text()));
    QVERIFY2(label->text().contains(QUrl::fromLocalFile(dir.path()).toString()),
             qPrintable(label->text()));
    QVERIFY(label->openExternalLinks());
    // A second export replaces the message; several files are counted.
    QPointer<QLabel> first = label;
    label = ExportDialog::showExported(
        window_, {dir.filePath(QStringLiteral("a.svg")), dir.filePath(QStringLiteral("b.svg"))});
    QVERIFY(!first);
    QVERIFY2(label->text().contains(QStringLiteral("2 figure")), qPrintable(label->text()));
    QCOMPARE(
        window_->statusBar()->findChildren<QLabel*>(QStringLiteral("exportConfirmation")).size(),
        1);
}

void TestMainWindow::sentenceFieldsCompleteKnownWords()
{
    // The Sentences tab offers the lexicon's words of the sentence's language as one types,
    // completing the last word only.
    auto* panel = window_->findChild<SentencePanel*>();
    QVERIFY(panel);
    for (QLineEdit* edit : {panel->queryEdit(), panel->sourceEdit()}) {
        QCompleter* completer = edit->completer();
        QVERIFY(completer);
        QAbstractItemModel* words = completer->model();
        QVERIFY2(words->rowCount() >= 500, qPrintable(QString::number(words->rowCount())));
        QString word;
        for (int r = 0; r < words->rowCount() && word.size() < 5; ++r)
            word = words->index(r, 0).data().toString();
        QVERIFY(word.size() >= 5);
        const QString typed = QStringLiteral("Le chat qu'") + word.left(2);
        QCOMPARE(completer->splitPath(typed), QStringList{word.left(2)});
        edit->setText(typed);
        const QModelIndexList found =
            words->match(words->index(0, 0), Qt::DisplayRole, word, 1, Qt::MatchExactly);
        QCOMPARE(found.size(), 1);
        QCOMPARE(completer->pathFromIndex(found.first()), QStringLiteral("Le chat qu'") + word);
    }
}

void TestMainWindow::dataMenus()
{
    // File › Import and File › Export Data hold every kind of data the app reads and writes.
    QStringList importNames, exportNames;
    for (QMenu* menu : window_->menuBar()->findChildren<QMenu*>()) {
        for (QAction* a : menu->actions()) {
            if (menu->title() == QStringLiteral("&Import"))
                importNames << a->objectName();
            if (menu->title() == QStringLiteral("Export &Data"))
                exportNames << a->objectName();
        }
    }
    for (const char* name :
         {"importQ", "importK", "importV", "importQkv", "importMask", "openWeights"})
        QVERIFY2(importNames.contains(QLatin1String(name)), name);
    for (const char* name : {"exportQ", "exportK", "exportV", "exportQkv", "exportMask",
                             "exportTrace", "exportStage", "exportAllStages"})
        QVERIFY2(exportNames.contains(QLatin1String(name)), name);
}

void TestMainWindow::pluralsReadAsEnglish()
{
    // tr("%n head(s)") needs the English plural forms (resources/translations/attnlab_en.ts).
    const auto status = [this] { return window_->statusBar()->findChild<QLabel*>()->text(); };
    QVERIFY2(status().contains(QStringLiteral("d_v = 8, 1 head")) &&
                 !status().contains(QStringLiteral("(s)")),
             qPrintable(status()));
    QComboBox* heads = window_->attentionPanel()->headsBox();
    const int index = heads->findData(2);
    heads->setCurrentIndex(index);
    emit heads->activated(index);
    QVERIFY2(status().contains(QStringLiteral("2 heads")), qPrintable(status()));
    QVERIFY(window_->openFile(npyData("attention_stack.npy")));
    const QString summary = window_->mapsView()->summaryText();
    QVERIFY2(summary.contains(QStringLiteral("2 layers \u00d7 4 heads")), qPrintable(summary));
}

void TestMainWindow::failedSentencesShowNoStaleQkv()
{
    QString translation;
    for (const auto& [title, path] : MainWindow::examples())
        if (path.endsWith(QLatin1String("translation-black-cat.json")))
            translation = path;
    QVERIFY(window_->openExample(translation));
    SentencePanel* panel = window_->sentencePanel();
    MatrixTableModel* derived[3];
    for (int i = 0; i < 3; ++i) {
        derived[i] =
            panel->findChild<MatrixTableModel*>(QStringLiteral("derived") + QLatin1Char("QKV"[i]));
        QVERIFY(derived[i]);
        QCOMPARE(derived[i]->rowCount(), 3);
    }
    MatrixTableModel* matrixQ = window_->matrixPanel()->model(MatrixRole::Query);
    QCOMPARE(matrixQ->rowCount(), 3);

    // The same sentences embedded with GloVe vectors from a file that is not there.
    QTemporaryDir dir;
    SentenceSpec spec = window_->document()->scenario().sentences;
    spec.embedding = "glove";
    spec.glovePath = QDir(dir.path()).filePath(QStringLiteral("missing.txt")).toStdString();
    window_->document()->undoStack()->push(new EditSentencesCommand(window_->document(), spec, 1));
    QVERIFY(!window_->document()->hasResult());
    const QString error = window_->document()->errorText();
    QVERIFY(!error.isEmpty());

    // No Q, K or V of the previous sentences is left on screen, and the error is.
    for (int i = 0; i < 3; ++i)
        QCOMPARE(derived[i]->rowCount(), 0);
    QCOMPARE(matrixQ->rowCount(), 0);
    QCOMPARE(window_->matrixPanel()->model(MatrixRole::Value)->rowCount(), 0);
    bool shown = false;
    for (QLabel* label : panel->findChildren<QLabel*>())
        shown = shown || (label->isVisible() && label->text().contains(error));
    QVERIFY2(shown, qPrintable(error));

    // Undone: the sentences' Q, K and V again.
    window_->action(QStringLiteral("undo"))->trigger();
    QVERIFY(window_->document()->hasResult());
    for (int i = 0; i < 3; ++i)
        QCOMPARE(derived[i]->rowCount(), 3);
    QCOMPARE(matrixQ->rowCount(), 3);
}

namespace {

/// A (layers, heads, 2, 2) stack of softmax rows saved as .npy at path.
void writeStack(const QString& path, int layers, int heads)
{
    NdArray array;
    array.shape = {std::size_t(layers), std::size_t(heads), 2, 2};
    array.data.assign(array.size(), 0.5);
    writeAll(path, QByteArray::fromStdString(writeNpy(array)));
}

/// The first line edit of a widget that is a text field of its own (not a spin box's).
QLineEdit* textField(QWidget* parent)
{
    for (QLineEdit* edit : parent->findChildren<QLineEdit*>())
        if (!qobject_cast<QAbstractSpinBox*>(edit->parentWidget()) &&
            !qobject_cast<QComboBox*>(edit->parentWidget()) && edit->isVisible())
            return edit;
    return nullptr;
}

} // namespace

void TestMainWindow::largeStacksArePaged()
{
    // 64 layers x 64 heads (the most a stack may have): pages of at most 256 thumbnails.
    QTemporaryDir dir;
    const QString npy = dir.filePath(QStringLiteral("big.npy"));
    writeStack(npy, 64, 64);
    QVERIFY(window_->openFile(npy));
    AttentionMapsView* view = window_->mapsView();
    QCOMPARE(view->maps().layers, 64);
    QCOMPARE(view->maps().heads, 64);
    const auto widgets = [view] { return view->findChildren<HeatmapWidget*>().size(); };
    // and the large one, and the analyses' ten (raw attention, rollout, flow, A − B, and a
    // chart per head statistic)
    QVERIFY2(widgets() <= AttentionMapsView::maxPageThumbnails + 1 + 10,
             qPrintable(QString::number(widgets())));
    QCOMPARE(view->pageCount(), 16); // 8 pages of 8 layers, each 2 pages of 32 heads
    QCOMPARE(view->page(), 0);
    QVERIFY2(view->pageText().contains(QStringLiteral("1 of 16")), qPrintable(view->pageText()));
    QVERIFY(view->thumbnail(0, 0) && view->thumbnail(0, 0)->isVisible());
    QVERIFY(view->thumbnail(7, 31) && view->thumbnail(7, 31)->isVisible());
    QVERIFY(view->thumbnail(8, 0) == nullptr);
    QVERIFY(view->thumbnail(0, 32) == nullptr);

    // Next turns the page; the selection stays.
    auto* next = view->findChild<QPushButton*>(QStringLiteral("nextPage"));
    QVERIFY(next && next->isVisible());
    next->click();
    QCOMPARE(view->page(), 1);
    QVERIFY(view->thumbnail(0, 32) && view->thumbnail(0, 32)->isVisible());
    QCOMPARE(view->thumbnail(0, 32)->data().values, view->maps().at(0, 32));
    QVERIFY(view->thumbnail(0, 0) == nullptr);
    QCOMPARE(view->layer(), 0);
    QCOMPARE(view->head(), 0);

    // Choosing layer 40, head 50 shows its page, and clicking a thumbnail there selects it.
    view->select(40, 50);
    QCOMPARE(view->page(), 5 * 2 + 1);
    HeatmapWidget* thumb = view->thumbnail(41, 63);
    QVERIFY(thumb && thumb->isVisible());
    QTest::mouseClick(thumb, Qt::LeftButton, {}, thumb->cellRect(0, 0).center().toPoint());
    QCOMPARE(view->layer(), 41);
    QCOMPARE(view->head(), 63);
    QCOMPARE(view->heatmap()->data().values, view->maps().at(41, 63));
    QVERIFY(widgets() <= AttentionMapsView::maxPageThumbnails + 1 + 10);

    // A stack that fits on one page has no page controls.
    QVERIFY(window_->openFile(npyData("attention_stack.npy")));
    QCOMPARE(view->pageCount(), 1);
    QVERIFY(!next->isVisible());
    QVERIFY(view->pageText().isEmpty());
    QCOMPARE(widgets(), 2 * 4 + 1 + 10); // and the analyses' ten
}

void TestMainWindow::absurdStacksAreRefused()
{
    // The probe's 4 MB file: (4096, 256, 1, 1), a million maps of one weight.
    QTemporaryDir dir;
    const QString npy = dir.filePath(QStringLiteral("absurd.npy"));
    NdArray array;
    array.shape = {4096, 256, 1, 1};
    array.data.assign(array.size(), 1.0);
    writeAll(npy, QByteArray::fromStdString(writeNpy(array)));
    QString shown;
    answerNextMessageBox(this, QMessageBox::Ok, &shown);
    QVERIFY(!window_->openFile(npy));
    QVERIFY2(shown.contains(QStringLiteral("absurd.npy")) &&
                 shown.contains(QStringLiteral("more than the limit of 4096")),
             qPrintable(shown));
    QVERIFY(!window_->mapsView()->hasMaps());
    // the large one and the analyses' ten (raw attention, rollout, flow, A − B, six charts)
    QCOMPARE(window_->mapsView()->findChildren<HeatmapWidget*>().size(), 1 + 10);
}

void TestMainWindow::newStartsClean()
{
    // What a fresh window shows.
    MatrixPanel* matrices = window_->matrixPanel();
    SentencePanel* sentences = window_->sentencePanel();
    QVERIFY(!matrices->crossBox()->isChecked());
    const bool freshSentenceCross = sentences->crossBox()->isChecked();
    const QString freshQueryLanguage = sentences->queryLanguageBox()->currentData().toString();
    const QString freshSourceLanguage = sentences->sourceLanguageBox()->currentData().toString();
    const QString freshQuery = sentences->queryEdit()->text();

    // A document with 6 keys for 4 queries, then a sentence scenario in other languages.
    matrices->crossBox()->click();
    matrices->keysSpin()->setValue(6);
    QCOMPARE(window_->document()->resolved().input.keyCount(), 6);
    QVERIFY(matrices->crossBox()->isChecked());
    sentences->queryEdit()->setText(QStringLiteral("O gato preto"));
    QComboBox* language = sentences->queryLanguageBox();
    const int pt = language->findData(QStringLiteral("pt"));
    language->setCurrentIndex(pt);
    emit language->activated(pt);
    QCOMPARE(window_->document()->scenario().kind, InputKind::Sentences);
    QCOMPARE(window_->document()->scenario().sentences.queryLanguage, std::string("pt"));
    if (sentences->crossBox()->isChecked())
        sentences->crossBox()->click();
    QCOMPARE(window_->document()->scenario().sentences.source, std::string());

    window_->document()->undoStack()->setClean(); // no prompt
    window_->action(QStringLiteral("new"))->trigger();
    QCOMPARE(window_->document()->resolved().input.keyCount(), 4);
    QVERIFY(!matrices->crossBox()->isChecked());
    QVERIFY(!matrices->keysSpin()->isEnabled());
    QCOMPARE(sentences->crossBox()->isChecked(), freshSentenceCross);
    QCOMPARE(sentences->queryLanguageBox()->currentData().toString(), freshQueryLanguage);
    QCOMPARE(sentences->sourceLanguageBox()->currentData().toString(), freshSourceLanguage);
    QCOMPARE(sentences->queryEdit()->text(), freshQuery);
}

void TestMainWindow::selectionFollowsTheStepsAndHoverIsOutlined()
{
    StageView* view = window_->stageView();
    HeatmapWidget* map = view->heatmap();
    view->setStage(Stage::Scores);
    QTest::mouseClick(map, Qt::LeftButton, {}, map->cellRect(2, 3).center().toPoint());
    QTest::mouseMove(map, QPoint(1, 1)); // leave the cells: the inspector shows the selection
    const Trace& t = window_->document()->trace();
    const auto shown = [](double x) {
        return QString::number(x, 'f', 4).replace(QLatin1Char('-'), QChar(0x2212));
    };
    for (const Stage stage : {Stage::Scaled, Stage::Masked, Stage::Weights}) {
        view->next();
        QCOMPARE(view->stage(), stage);
        QCOMPARE(map->style().selectedRow, 2);
        QCOMPARE(map->style().selectedColumn, 3);
        const QString text = window_->inspector()->toPlainText();
        QVERIFY2(text.contains(QStringLiteral("Query 2")), qPrintable(text));
        QVERIFY2(text.contains(shown(t.heads[0].weights(2, 3))), qPrintable(text));
    }
    view->next(); // the output: the same query, the first column
    QCOMPARE(view->stage(), Stage::Output);
    QCOMPARE(map->style().selectedRow, 2);
    QCOMPARE(map->style().selectedColumn, 0);
    QVERIFY(window_->inspector()->toPlainText().contains(shown(t.heads[0].output(2, 0))));
    view->previous(); // back to the weights: the same key again
    QCOMPARE(map->style().selectedRow, 2);
    QCOMPARE(map->style().selectedColumn, 3);

    // Hovering another cell explains it and outlines it.
    const QPoint hover = map->cellRect(1, 0).center().toPoint();
    QTest::mouseMove(map, hover);
    QCOMPARE(map->hoveredCell(), QPoint(0, 1));
    QVERIFY(window_->inspector()->toPlainText().contains(shown(t.heads[0].weights(1, 0))));
}

void TestMainWindow::paintingTheFirstCellDoesNotMoveTheCells_data()
{
    QTest::addColumn<Stage>("stage");
    QTest::newRow("masked scores") << Stage::Masked;
    QTest::newRow("weights") << Stage::Weights;
}

void TestMainWindow::paintingTheFirstCellDoesNotMoveTheCells()
{
    QFETCH(Stage, stage);
    StageView* view = window_->stageView();
    view->setStage(stage);
    window_->attentionPanel()->paintButton()->click();
    QCOMPARE(view->stage(), stage);
    QVERIFY(!window_->document()->scenario().mask.allowed);
    // The hint says how to paint.
    auto* note = view->findChild<QLabel*>(QStringLiteral("note"));
    QVERIFY(note);
    QVERIFY2(note->text().contains(QStringLiteral("drag")), qPrintable(note->text()));
    QVERIFY(!view->heatmap()->toolTip().isEmpty());

    HeatmapWidget* map = view->heatmap();
    QApplication::processEvents();
    const QRect before = map->geometry();
    const QRectF cell = map->cellRect(1, 2);
    const QRectF next = map->cellRect(1, 3);
    const QPoint at = cell.center().toPoint();
    QTest::mousePress(map, Qt::LeftButton, {}, at);
    QTest::mouseRelease(map, Qt::LeftButton, {}, at);
    QApplication::processEvents();
    QVERIFY(window_->document()->scenario().mask.allowed);
    QVERIFY(!(*window_->document()->scenario().mask.allowed)(1, 2));
    QVERIFY(map->renderer().isMasked(1, 2));
    // The pointer is still over the cell it painted, and the cells kept their columns (the
    // legend's room was reserved: no shrinking sideways).
    QCOMPARE(map->geometry().left(), before.left());
    QCOMPARE(map->geometry().width(), before.width());
    QCOMPARE(map->cellAt(at), QPoint(2, 1));
    // (A few pixels at most: the status line may change its height, never a column's width.)
    QVERIFY(std::abs(map->cellRect(1, 2).left() - cell.left()) < 4);
    QVERIFY(std::abs(map->cellRect(1, 2).width() - cell.width()) < 2);
    QVERIFY(std::abs(map->cellRect(1, 3).left() - next.left()) < 4);
    QVERIFY(std::abs(map->cellRect(1, 2).center().y() - cell.center().y()) < 4);
}

void TestMainWindow::zoomIsPerStage()
{
    StageView* view = window_->stageView();
    HeatmapWidget* map = view->heatmap();
    view->setStage(Stage::Weights);
    map->zoomBy(2.0, map->cellRect(0, 0).center());
    QVERIFY(map->isZoomed());
    // An edit recomputes the stage shown: the zoom stays.
    window_->attentionPanel()->causalBox()->click();
    QVERIFY(map->isZoomed());
    // Another stage (the output is 4 x 8, not 4 x 4) shows all its cells.
    view->next();
    QCOMPARE(view->stage(), Stage::Output);
    QVERIFY(!map->isZoomed());
    QCOMPARE(map->currentLayout().columnCount, 8);
    QCOMPARE(map->currentLayout().rowCount, 4);
    view->previous();
    QVERIFY(!map->isZoomed());
}

void TestMainWindow::toolbarButtonsStayInPlace()
{
    auto* bar = window_->findChild<QToolBar*>(QStringLiteral("MainToolBar"));
    auto* steps = window_->findChild<QToolBar*>(QStringLiteral("StepsToolBar"));
    QVERIFY(bar && steps);
    QWidget* next = steps->widgetForAction(window_->action(QStringLiteral("previous")));
    QVERIFY(next);
    QApplication::processEvents();
    const QRect before = next->geometry();
    window_->attentionPanel()->causalBox()->click(); // "Undo" now has a causal mask to undo
    QApplication::processEvents();
    QCOMPARE(next->geometry(), before);
    QAction* undo = nullptr;
    for (QAction* a : bar->actions())
        if (a->objectName() == QLatin1String("undoButton"))
            undo = a;
    QVERIFY(undo);
    QVERIFY(undo->isEnabled());
    // What would be undone is said in the tooltip.
    const QString what = window_->document()->undoStack()->undoText();
    QVERIFY(!what.isEmpty());
    QVERIFY2(undo->toolTip().contains(what), qPrintable(undo->toolTip()));
    undo->trigger();
    QVERIFY(!window_->document()->scenario().mask.causal);
    QApplication::processEvents();
    QCOMPARE(next->geometry(), before);
}

void TestMainWindow::sizeOverTheLimitIsExplained()
{
    QSpinBox* spin = window_->matrixPanel()->keyDimSpin();
    QSignalSpy messages(window_->matrixPanel(), &MatrixPanel::message);
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, QStringLiteral("5000"));
    QTest::keyClick(spin, Qt::Key_Return);
    QCOMPARE(spin->value(), spin->maximum());
    QCOMPARE(window_->document()->resolved().input.modelDim(), spin->maximum());
    QCOMPARE(messages.count(), 1);
    const QString text = messages.at(0).at(0).toString();
    QVERIFY2(text.contains(QLocale().toString(5000)) &&
                 text.contains(QLocale().toString(spin->maximum())) &&
                 text.contains(QStringLiteral("d_k")),
             qPrintable(text));
}

void TestMainWindow::badCellValueIsShownAtTheCell_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("reason");
    QTest::newRow("not a number") << "abc"
                                  << "not a number";
    QTest::newRow("too large") << "1e13"
                               << "1e12";
}

void TestMainWindow::badCellValueIsShownAtTheCell()
{
    QFETCH(QString, typed);
    QFETCH(QString, reason);
    MatrixEditor* editor = window_->matrixPanel()->editor(MatrixRole::Query);
    MatrixTableModel* q = window_->matrixPanel()->model(MatrixRole::Query);
    const QModelIndex cell = q->index(1, 2);
    editor->setCurrentIndex(cell);
    QVERIFY(!q->setData(cell, typed, Qt::EditRole)); // what the cell's editor commits
    QCOMPARE(q->rejectedCell(), cell);
    // At the cell: a red background and the reason as its tooltip (shown at once).
    QVERIFY(q->data(cell, Qt::BackgroundRole).isValid());
    const QString tip = q->data(cell, Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(reason) && tip.contains(QStringLiteral("row")), qPrintable(tip));
    QVERIFY2(QToolTip::text() == tip, qPrintable(QToolTip::text()));
    QVERIFY(!q->data(q->index(0, 0), Qt::BackgroundRole).isValid());
    // A valid edit clears the mark.
    QVERIFY(q->setData(q->index(0, 0), QStringLiteral("2"), Qt::EditRole));
    QVERIFY(!q->rejectedCell().isValid());
    QVERIFY(!q->data(cell, Qt::BackgroundRole).isValid());
    QVERIFY(!q->data(cell, Qt::ToolTipRole).toString().contains(reason));
}

void TestMainWindow::deleteIsClearCellsInTheHistory()
{
    MatrixEditor* editor = window_->matrixPanel()->editor(MatrixRole::Key);
    editor->setFocus();
    editor->setCurrentIndex(editor->model()->index(2, 1));
    QTest::keyClick(editor, Qt::Key_Delete);
    QCOMPARE(window_->document()->resolved().input.k(2, 1), 0.0);
    const QString text = window_->document()->undoStack()->undoText();
    QVERIFY2(text.startsWith(QStringLiteral("Clear")) && text.contains(QLatin1Char('K')) &&
                 !text.contains(QStringLiteral("Paste")),
             qPrintable(text));
}

void TestMainWindow::promptNamesTheDocumentAsTheTitleBar()
{
    window_->attentionPanel()->causalBox()->click();
    const QString title = window_->windowTitle().section(QStringLiteral("[*]"), 0, 0);
    QVERIFY2(title.contains(QStringLiteral("lesson")), qPrintable(title));
    QString text;
    answerNextMessageBox(this, QMessageBox::Cancel, &text);
    QVERIFY(!window_->maybeSave());
    QVERIFY2(text.contains(title), qPrintable(text));
}

void TestMainWindow::ctrlEqualEnlargesText()
{
    const double before = QApplication::font().pointSizeF();
    window_->activateWindow();
    QTest::keyClick(window_, Qt::Key_Equal, Qt::ControlModifier);
    const double after = QApplication::font().pointSizeF();
    window_->action(QStringLiteral("smallerText"))->trigger();
    QVERIFY2(after > before, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));
    QCOMPARE(QApplication::font().pointSizeF(), before);
}

void TestMainWindow::slidingWindowStartsAtOne()
{
    window_->attentionPanel()->windowBox()->click();
    QCOMPARE(window_->document()->scenario().mask.window, std::optional<int>(1));
}

void TestMainWindow::referenceEngineRefusesBeyondItsRange()
{
    ScalingLab* lab = window_->lab<ScalingLab>();
    window_->views()->setCurrentWidget(lab);
    auto* backend = lab->findChild<QComboBox*>(QStringLiteral("backend"));
    QVERIFY(backend);
    backend->setCurrentIndex(backend->findData(QStringLiteral("reference")));
    lab->findChild<QCheckBox*>(QStringLiteral("directTokens"))->setChecked(true);
    lab->findChild<QSpinBox*>(QStringLiteral("tokenCount"))->setValue(6400);
    // Said before running, and refused when run: no minutes-long run without a word.
    bool warned = false;
    for (const QLabel* label : lab->findChildren<QLabel*>())
        warned = warned || label->text().contains(QStringLiteral("Too many tokens"));
    QVERIFY(warned);
    QSignalSpy finished(lab, &ScalingLab::finished);
    lab->run();
    QVERIFY(!lab->isRunning());
    QCOMPARE(finished.count(), 1);
    QCOMPARE(finished.at(0).at(0).toBool(), false);
    QCOMPARE(lab->plot()->points().size(), 0);
    bool saysWhich = false;
    for (const QLabel* label : lab->findChildren<QLabel*>())
        saysWhich = saysWhich || (label->text().startsWith(QStringLiteral("Not run")) &&
                                  label->text().contains(QStringLiteral("\u201ccpu\u201d")));
    QVERIFY(saysWhich);
}

void TestMainWindow::plotDrawsEachBackendAsItsOwnSeries()
{
    LogLogPlot plot;
    plot.resize(500, 360);
    plot.addPoint({100, 2, 1e4, QStringLiteral("reference")});
    plot.addPoint({1000, 200, 1e6, QStringLiteral("reference")});
    plot.addPoint({1000, 5, 1e6, QStringLiteral("cpu")});
    plot.addPoint({100, 0.1, 1e4, QStringLiteral("cpu")});
    QCOMPARE(plot.backends(), QStringList({QStringLiteral("reference"), QStringLiteral("cpu")}));
    const QList<LogLogPlot::Point> cpu = plot.seriesPoints(QStringLiteral("cpu"));
    QCOMPARE(cpu.size(), 2);
    QCOMPARE(cpu.first().tokens, 100.0); // sorted by N
    // Each series is drawn in its own colour.
    const QImage image = plot.grab().toImage();
    const auto drawn = [&image](const QColor& colour) {
        int count = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                count += std::abs(image.pixelColor(x, y).red() - colour.red()) +
                             std::abs(image.pixelColor(x, y).green() - colour.green()) +
                             std::abs(image.pixelColor(x, y).blue() - colour.blue()) <
                         24;
        return count;
    };
    QVERIFY(drawn(LogLogPlot::seriesColor(0)) > 20);
    QVERIFY(drawn(LogLogPlot::seriesColor(1)) > 20);
    QVERIFY(LogLogPlot::seriesColor(0) != LogLogPlot::seriesColor(1));
}

void TestMainWindow::binnedMapScaleIsHonestAndSaid()
{
    ScalingLab* lab = window_->lab<ScalingLab>();
    window_->views()->setCurrentWidget(lab);
    lab->findChild<QCheckBox*>(QStringLiteral("directTokens"))->setChecked(true);
    lab->findChild<QSpinBox*>(QStringLiteral("tokenCount"))->setValue(256);
    QSignalSpy finished(lab, &ScalingLab::finished);
    lab->run();
    QVERIFY(finished.wait(60000) || finished.count() == 1);
    QCOMPARE(finished.at(0).at(0).toBool(), true);
    // The default scale starts at 0, not at the lowest mean (which makes noise look like
    // structure), and its range is printed.
    QCOMPARE(lab->mapScale(), ScalingLab::MapScale::LargestWeight);
    const HeatmapStyle& style = lab->map()->style();
    QVERIFY(style.minimum.has_value() && style.maximum.has_value());
    QCOMPARE(*style.minimum, 0.0);
    const double lowest = lab->map()->data().values.minCoeff();
    QVERIFY(*style.maximum >= lab->map()->data().values.maxCoeff());
    QVERIFY(*style.maximum <= 1.0);
    const QString maximum =
        Explanation::formatNumber(*style.maximum, *style.maximum < 0.01 ? 5 : 3);
    QVERIFY2(lab->mapScaleText().contains(QStringLiteral("0 \u2026 ") + maximum),
             qPrintable(lab->mapScaleText()));
    lab->setMapScale(ScalingLab::MapScale::Unit);
    QCOMPARE(*lab->map()->style().maximum, 1.0);
    lab->setMapScale(ScalingLab::MapScale::Fit);
    QCOMPARE(*lab->map()->style().minimum, lowest);
    QVERIFY(lab->mapScaleText().contains(QStringLiteral("noise")));
}

void TestMainWindow::headBoundariesInConcatenationAndColumns()
{
    QComboBox* heads = window_->attentionPanel()->headsBox();
    const int two = heads->findData(2);
    QVERIFY(two >= 0);
    heads->setCurrentIndex(two);
    emit heads->activated(two);
    QCOMPARE(window_->document()->resolved().input.heads, 2);
    // d_k = d_v = 8: four columns per head in Q, K and V.
    for (const MatrixRole role : {MatrixRole::Query, MatrixRole::Key, MatrixRole::Value})
        QCOMPARE(window_->matrixPanel()->model(role)->columnGroupSize(), 4);
    StageView* view = window_->stageView();
    view->setStage(Stage::Final);
    QCOMPARE(view->heatmap()->style().columnGroupSize, 4);
    view->setStage(Stage::Output); // one head's output: nothing to separate
    QCOMPARE(view->heatmap()->style().columnGroupSize, 0);
    // One head again: no boundaries.
    const int one = heads->findData(1);
    heads->setCurrentIndex(one);
    emit heads->activated(one);
    QCOMPARE(window_->matrixPanel()->model(MatrixRole::Query)->columnGroupSize(), 0);
}

void TestMainWindow::inspectorNeverCutsANumber()
{
    // A number is a word: the inspector wraps between words, never inside one.
    QCOMPARE(window_->inspector()->wordWrapMode(), QTextOption::WordWrap);
    QCOMPARE(Explanation::formatNumber(57735026918.0, 4), QStringLiteral("5.7735e10"));
}

void TestMainWindow::presentationKeysWhereverTheFocusIs_data()
{
    QTest::addColumn<QString>("focus");
    QTest::newRow("map") << "map";
    QTest::newRow("checkbox after a click") << "checkbox";
    QTest::newRow("spin box") << "spinbox";
    QTest::newRow("combo box") << "combobox";
    QTest::newRow("step button") << "button";
}

void TestMainWindow::presentationKeysWhereverTheFocusIs()
{
    QFETCH(QString, focus);
    StageView* view = window_->stageView();
    QWidget* target = view->heatmap();
    if (focus == QLatin1String("checkbox")) {
        QCheckBox* causal = window_->attentionPanel()->causalBox();
        QTest::mouseClick(causal, Qt::LeftButton, {}, causal->rect().center());
        QVERIFY(causal->isChecked());
        target = causal;
    } else if (focus == QLatin1String("spinbox")) {
        target = window_->matrixPanel()->findChild<QSpinBox*>();
    } else if (focus == QLatin1String("combobox")) {
        target = window_->attentionPanel()->headsBox();
    } else if (focus == QLatin1String("button")) {
        target = view->findChild<QToolButton*>();
    }
    QVERIFY(target);
    target->setFocus();
    QTRY_VERIFY(target->hasFocus() || target->isAncestorOf(QApplication::focusWidget()));
    QWidget* focused = QApplication::focusWidget();
    view->setStage(Stage::Scores);
    const int spinValue =
        focus == QLatin1String("spinbox") ? static_cast<QSpinBox*>(target)->value() : 0;
    const struct
    {
        Qt::Key key;
        Stage after;
    } steps[] = {{Qt::Key_Right, Stage::Scaled},  {Qt::Key_PageDown, Stage::Masked},
                 {Qt::Key_Space, Stage::Weights}, {Qt::Key_Left, Stage::Masked},
                 {Qt::Key_PageUp, Stage::Scaled}, {Qt::Key_End, Stage::Final},
                 {Qt::Key_Home, Stage::Scores}};
    for (const auto& step : steps) {
        // the map keeps ← → Home End for its cell cursor (arrowKeysStepButNotInTables)
        QKeyEvent probe(QEvent::ShortcutOverride, step.key, Qt::NoModifier);
        if (focus == QLatin1String("map") && HeatmapWidget::keepsKey(&probe)) {
            view->setStage(step.after);
            continue;
        }
        QTest::keyClick(focused, step.key);
        QVERIFY2(view->stage() == step.after,
                 qPrintable(QKeySequence(step.key).toString() + QStringLiteral(" on ") + focus));
        QCOMPARE(QApplication::focusWidget(), focused); // the key did not move the focus
    }
    if (focus == QLatin1String("checkbox")) // Space stepped, it did not untick Causal
        QVERIFY(window_->attentionPanel()->causalBox()->isChecked());
    if (focus == QLatin1String("spinbox")) {
        QCOMPARE(static_cast<QSpinBox*>(target)->value(), spinValue);
        QTest::keyClick(focused, Qt::Key_Up); // ↑ still changes the number
        QCOMPARE(static_cast<QSpinBox*>(target)->value(), spinValue + 1);
        QCOMPARE(view->stage(), Stage::Scores);
    }
}

void TestMainWindow::typingIsNotStolen()
{
    StageView* view = window_->stageView();
    view->setStage(Stage::Masked);
    // A text field: letters, Space, Home and the arrows are its own.
    QLineEdit* field = textField(window_->matrixPanel());
    QVERIFY(field);
    field->setFocus();
    QTRY_VERIFY(field->hasFocus());
    field->clear();
    QTest::keyClicks(field, QStringLiteral("a b"));
    QTest::keyClick(field, Qt::Key_Home);
    QTest::keyClick(field, Qt::Key_Right);
    QTest::keyClick(field, Qt::Key_End);
    QTest::keyClick(field, Qt::Key_PageDown);
    QCOMPARE(field->text(), QStringLiteral("a b"));
    QCOMPARE(view->stage(), Stage::Masked);
    QVERIFY(!window_->presenterMode()->isBlank());

    // A table: the arrows move between cells; a cell being edited takes the text.
    MatrixEditor* editor = window_->matrixPanel()->editor(MatrixRole::Query);
    editor->setFocus();
    editor->setCurrentIndex(editor->model()->index(0, 0));
    QTest::keyClick(editor, Qt::Key_Right);
    QCOMPARE(editor->currentIndex().column(), 1);
    QTest::keyClick(editor, Qt::Key_End);
    QCOMPARE(view->stage(), Stage::Masked);
    editor->setCurrentIndex(editor->model()->index(0, 0));
    editor->edit(editor->currentIndex());
    auto* cell = qobject_cast<QLineEdit*>(QApplication::focusWidget());
    QVERIFY(cell);
    cell->clear();
    QTest::keyClicks(cell, QStringLiteral("1 b"));
    QTest::keyClick(cell, Qt::Key_Home);
    QTest::keyClick(cell, Qt::Key_Left);
    QCOMPARE(cell->text(), QStringLiteral("1 b"));
    QCOMPARE(view->stage(), Stage::Masked);
    QVERIFY(!window_->presenterMode()->isBlank());
    QTest::keyClick(cell, Qt::Key_Escape);
}

void TestMainWindow::presenterModeAndBack()
{
    QList<QDockWidget*> docks = window_->findChildren<QDockWidget*>();
    QVERIFY(!docks.isEmpty());
    QHash<QDockWidget*, bool> visible;
    for (QDockWidget* dock : docks)
        visible[dock] = dock->isVisible();
    const QRect geometry = window_->geometry();
    StageView* view = window_->stageView();
    view->setStage(Stage::Weights);
    QVERIFY(!view->stepLabel()->isVisible());

    window_->attentionPanel()->causalBox()->setFocus();
    QTest::keyClick(window_->attentionPanel()->causalBox(), Qt::Key_F5);
    PresenterMode* presenter = window_->presenterMode();
    QVERIFY(presenter->isActive());
    QTRY_VERIFY(window_->isFullScreen());
    for (QDockWidget* dock : docks)
        QVERIFY2(!dock->isVisible(), qPrintable(dock->objectName()));
    QVERIFY(!window_->menuBar()->isVisible());
    QVERIFY(!window_->statusBar()->isVisible());
    QVERIFY(!window_->attentionPanel()->isVisible());
    QVERIFY(view->stepLabel()->isVisible());
    QCOMPARE(view->stepLabel()->text(), QStringLiteral("Step 4 of 6 \u00b7 Softmax"));
    QVERIFY(view->caption()->isVisible());
    QVERIFY(view->caption()->shownText().contains(
        QStringLiteral("Token 0 gives 74% of its attention to token 1")));
    QCOMPARE(view->heatmap()->style().background, QColor(Qt::white));
    QVERIFY(view->heatmap()->style().lineScale > 1);
    // On a square screen the text stays above the map. On a 1280 x 720 projector it stands
    // beside the map, which gets the height.
    window_->setGeometry(QRect(0, 0, 800, 800));
    QTRY_COMPARE(window_->size(), QSize(800, 800));
    QTRY_VERIFY(!view->textBesideMap());
    window_->setGeometry(QRect(0, 0, 1280, 720));
    QTRY_VERIFY(view->textBesideMap());
    QTRY_VERIFY(
        view->formulaLabel()->mapTo(window_, QPoint(view->formulaLabel()->width(), 0)).x() <=
        view->mapArea()->mapTo(window_, QPoint(0, 0)).x());
    QVERIFY(view->mapArea()->height() > window_->height() * 2 / 3);
    // The menus' shortcuts still work: Ctrl+1 shows the scores, → the next step.
    QTest::keyClick(view->heatmap(), Qt::Key_1, Qt::ControlModifier);
    QCOMPARE(view->stage(), Stage::Scores);
    QTest::keyClick(view->heatmap(), Qt::Key_PageDown);
    QCOMPARE(view->stepLabel()->text(), QStringLiteral("Step 2 of 6 \u00b7 Scaled"));
    // I: the inspector beside the map, and away again.
    auto* inspectorDock = window_->findChild<QDockWidget*>(QStringLiteral("InspectorDock"));
    QTest::keyClick(view->heatmap(), Qt::Key_I);
    QVERIFY(inspectorDock->isVisible());
    QTest::keyClick(view->heatmap(), Qt::Key_I);
    QVERIFY(!inspectorDock->isVisible());

    QTest::keyClick(view->heatmap(), Qt::Key_Escape);
    QVERIFY(!presenter->isActive());
    QTRY_VERIFY(!window_->isFullScreen());
    for (QDockWidget* dock : docks)
        QCOMPARE(dock->isVisible(), visible[dock]);
    QVERIFY(window_->menuBar()->isVisible());
    QVERIFY(window_->statusBar()->isVisible());
    QVERIFY(window_->attentionPanel()->isVisible());
    QVERIFY(!view->stepLabel()->isVisible());
    QVERIFY(!view->textBesideMap());
    QTRY_COMPARE(window_->geometry().size(), geometry.size());
    QVERIFY(!window_->action(QStringLiteral("presenter"))->isChecked());
}

void TestMainWindow::blankTheScreen()
{
    QCheckBox* causal = window_->attentionPanel()->causalBox();
    causal->setFocus();
    PresenterMode* presenter = window_->presenterMode();
    QTest::keyClick(causal, Qt::Key_B);
    QVERIFY(presenter->isBlank());
    auto* blank = window_->findChild<QWidget*>(QStringLiteral("blankScreen"));
    QVERIFY(blank);
    QCOMPARE(blank->geometry(), window_->rect());
    const QImage shot = window_->grab().toImage();
    QCOMPARE(shot.pixelColor(shot.width() / 2, shot.height() / 2), QColor(Qt::black));
    QTest::keyClick(causal, Qt::Key_B);
    QVERIFY(!presenter->isBlank());
    QVERIFY(!causal->isChecked()); // B went to the window, not to the checkbox
    // Esc shows the window again too.
    QTest::keyClick(causal, Qt::Key_B);
    QVERIFY(presenter->isBlank());
    QTest::keyClick(causal, Qt::Key_Escape);
    QVERIFY(!presenter->isBlank());
}

void TestMainWindow::descriptionIsShown()
{
    ScenarioCaption* caption = window_->stageView()->caption();
    QVERIFY(caption->isVisible());
    const CaptionText text = CaptionText::of(window_->document()->scenario());
    QVERIFY(!text.description.isEmpty());
    QVERIFY(caption->shownText().contains(text.title.toHtmlEscaped()));
    // One line: what does not fit is in the tooltip, and "More" unfolds it.
    window_->resize(1024, 768);
    QTRY_VERIFY(!caption->shownText().contains(text.description.toHtmlEscaped()));
    auto* label = caption->findChild<QLabel*>(QStringLiteral("captionText"));
    QVERIFY(label->toolTip().contains(text.description.toHtmlEscaped()));
    auto* more = caption->findChild<QToolButton*>(QStringLiteral("captionToggle"));
    QVERIFY(more->isVisible() && more->isEnabled());
    more->click();
    QVERIFY(caption->isExpanded());
    QVERIFY(caption->shownText().contains(text.description.toHtmlEscaped()));
    more->click();
    QVERIFY(!caption->isExpanded());
    // Another scenario, another caption.
    const auto examples = MainWindow::examples();
    QVERIFY(!examples.isEmpty());
    QVERIFY(window_->openExample(examples.last().second));
    const CaptionText other = CaptionText::of(window_->document()->scenario());
    QVERIFY(other.title != text.title);
    QCOMPARE(caption->text().title, other.title);
    QCOMPARE(caption->text().description, other.description);
}

void TestMainWindow::largerTextNeverShrinksTheMap()
{
    // At 1280 x 720 a larger text scale never shrinks the map's cells, its text is at least the
    // chosen size (the map scrolls rather than shrink it), and nothing overlaps the title.
    window_->resize(1280, 720);
    StageView* view = window_->stageView();
    view->setStage(Stage::Weights);
    Preferences p = Preferences::load();
    const auto restore = qScopeGuard([this, p] { window_->applyPreferences(p); });
    const double scales[] = {1.0, 1.5, 2.0};
    double lastCell = 0;
    const double base = QApplication::font().pointSizeF() / p.fontScale;
    for (const double scale : scales) {
        p.fontScale = scale;
        window_->applyPreferences(p);
        QCoreApplication::processEvents();
        QTest::qWait(1); // the layouts settle
        const HeatmapRenderer::Layout& l = view->heatmap()->currentLayout();
        const double cell = std::min(l.cellWidth, l.cellHeight);
        const double text = l.tokenFont.pointSizeF();
        const QString where = QStringLiteral("scale %1: cells of %2 px (%3 before), text %4 pt")
                                  .arg(scale)
                                  .arg(cell)
                                  .arg(lastCell)
                                  .arg(text);
        QVERIFY2(cell >= lastCell * 0.99, qPrintable(where)); // 1 %: whole-pixel text sizes
        QVERIFY2(text >= base * scale * 0.99, qPrintable(where));
        QVERIFY(!l.colorbar.intersects(l.title));
        for (const auto& tick : l.colorbarTicks)
            QVERIFY(!tick.bounds.intersects(l.title));
        lastCell = cell;
    }
}

void TestMainWindow::labsAreTheRegisteredList()
{
    // The tabs after the step view are the registered labs, in order, each a Lab (which the
    // window asks what File › Export Figure does and gives the view settings).
    const std::vector<LabEntry>& labs = labEntries();
    QCOMPARE(window_->views()->count(), int(labs.size()) + 1);
    for (int i = 0; i < int(labs.size()); ++i) {
        QCOMPARE(window_->views()->tabText(i + 1),
                 QCoreApplication::translate("attnlab::MainWindow", labs[size_t(i)].title));
        QVERIFY(dynamic_cast<Lab*>(window_->views()->widget(i + 1)));
    }
    QCOMPARE(window_->lab<SparseLab>(), window_->views()->widget(4));
    QVERIFY(window_->lab<TranslatorLab>()->figureExport() == Lab::FigureExport::Own);
    QVERIFY(window_->lab<SparseLab>()->figureExport() == Lab::FigureExport::Document);
    QVERIFY(!window_->lab<QLabel>());
}

void TestMainWindow::largeTextStillFitsTheRoom()
{
    // Text scale 2 or 3 on a 1280 x 720 projector (less a frame): the window still fits the
    // screen, the inspector stacked with the inputs and the parts scrolling where they must; at
    // scale 1 the inspector stands beside the map. (A window made after the text size is set:
    // without an event loop running, Qt does not pass a new font to existing widgets.)
    Preferences p = Preferences::load();
    const auto restore = qScopeGuard([this, p] { window_->applyPreferences(p); });
    const QSize room(1264, 680);
    QMap<double, int> indicator; // a check box's box, in pixels
    for (const double scale : {1.5, 2.0, 3.0, 1.0}) {
        p.fontScale = scale;
        window_->applyPreferences(p);
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QCheckBox* causal = window.attentionPanel()->causalBox();
        indicator[scale] = causal->style()->pixelMetric(QStyle::PM_IndicatorWidth, nullptr, causal);
        window.arrangeForRoom(room);
        const QSize minimum = window.minimumSizeHint();
        const QString where = QStringLiteral("scale %1: %2 x %3")
                                  .arg(scale)
                                  .arg(minimum.width())
                                  .arg(minimum.height());
        QVERIFY2(minimum.width() <= room.width() && minimum.height() <= room.height(),
                 qPrintable(where));
        QVERIFY2(window.docksStacked() == (scale > 1.0), qPrintable(where));
        // Up to text x 2 the step-by-step page fits the room's height (its map scrolls, not the
        // page; at x 3 the text alone is taller than the room).
        window.resize(room);
        QTest::qWait(1);
        const auto* centre = qobject_cast<QScrollArea*>(window.views()->widget(0));
        QVERIFY(centre);
        QVERIFY2(scale > 2.0 || centre->widget()->height() <= centre->viewport()->height(),
                 qPrintable(where + QStringLiteral(": the page %1 px high in %2")
                                        .arg(centre->widget()->height())
                                        .arg(centre->viewport()->height())));
        window.document()->undoStack()->setClean();
    }
    // Check boxes grow with the text.
    for (const double scale : {1.5, 2.0, 3.0}) {
        QVERIFY2(indicator[scale] >= scale * indicator[1.0] - 1,
                 qPrintable(QStringLiteral("%1 px at %2, %3 at 1")
                                .arg(indicator[scale])
                                .arg(scale)
                                .arg(indicator[1.0])));
    }
}

void TestMainWindow::clickRaisesTheStackedInspector()
{
    // On a 1024 x 768 screen the inspector is a tab beside the inputs: the inputs show first, a
    // click on a cell brings its explanation forward, pointing does not. (Qt moves the dock of a
    // tab not shown out of the window rather than hiding it.)
    const auto shown = [](const QWidget* w) {
        return w->isVisible() && !w->visibleRegion().isEmpty();
    };
    window_->arrangeForRoom(QSize(1008, 728));
    QVERIFY(window_->docksStacked());
    QTRY_VERIFY(shown(window_->inputTabs()) && !shown(window_->inspector()));
    HeatmapWidget* heatmap = window_->stageView()->heatmap();
    const QPoint centre = heatmap->cellRect(1, 2).center().toPoint();
    QTest::mouseMove(heatmap, centre);
    QTest::qWait(20);
    QVERIFY(!shown(window_->inspector()));
    QTest::mouseClick(heatmap, Qt::LeftButton, {}, centre);
    QTRY_VERIFY(shown(window_->inspector()) && !shown(window_->inputTabs()));
    // Room again: beside the map.
    window_->arrangeForRoom(QSize(1264, 680));
    QVERIFY(!window_->docksStacked());
    QTRY_VERIFY(shown(window_->inspector()) && shown(window_->inputTabs()));
}

void TestMainWindow::textSizeChangedAwayIsFittedOnReturn()
{
    // A text size changed on another view or in presenter mode (the docks hidden: they would not
    // be measured) is fitted when the step-by-step view is back; a full-screen window is never
    // shrunk to the screen's available area meanwhile.
    Preferences p = Preferences::load();
    const auto restore = qScopeGuard([this, p] { window_->applyPreferences(p); });
    window_->views()->setCurrentIndex(1);
    window_->applyPreferences(p);
    QVERIFY(window_->fitOwed());
    window_->views()->setCurrentIndex(0);
    QVERIFY(!window_->fitOwed());

    window_->presenterMode()->setActive(true);
    QTRY_VERIFY(window_->isFullScreen());
    const QSize presenting = window_->size();
    window_->applyPreferences(p);
    QVERIFY(window_->fitOwed());
    QCOMPARE(window_->size(), presenting);
    window_->presenterMode()->setActive(false);
    QVERIFY(!window_->fitOwed());
}

void TestMainWindow::inspectorNeverSplitsANumber()
{
    // A narrow inspector scrolls sideways rather than wrap "0.7410" into "0." and "7410".
    Inspector* inspector = window_->inspector();
    inspector->setMinimumWidth(0);
    inspector->setFixedWidth(200);
    QTest::qWait(1);
    for (const QString& number : {QStringLiteral("0.7410"), QStringLiteral("-0.0052")}) {
        const QString shown = QString(number).replace(QLatin1Char('-'), QChar(0x2212));
        const QTextCursor at = inspector->document()->find(shown);
        QVERIFY2(!at.isNull(), qPrintable(shown));
        const QTextLayout* layout = at.block().layout();
        QVERIFY(layout && layout->lineCount() > 0);
        const int start = at.selectionStart() - at.block().position();
        const int end = at.selectionEnd() - at.block().position() - 1;
        QCOMPARE(layout->lineForTextPosition(start).lineNumber(),
                 layout->lineForTextPosition(end).lineNumber());
    }
}

void TestMainWindow::opensInsideTheScreen()
{
    // A window larger than the screen (restored from a larger monitor) is brought inside.
    QWidget widget;
    widget.resize(6000, 5000);
    widget.move(3000, 3000);
    widget.show();
    PresenterMode::fitToScreen(&widget);
    const QRect available = widget.screen()->availableGeometry();
    QVERIFY2(available.contains(widget.frameGeometry()),
             qPrintable(QStringLiteral("%1,%2 %3x%4")
                            .arg(widget.frameGeometry().x())
                            .arg(widget.frameGeometry().y())
                            .arg(widget.width())
                            .arg(widget.height())));
    // A new main window asks no more than the screen, or its minimum size.
    MainWindow second;
    const QSize limit = available.size().expandedTo(second.minimumSizeHint());
    QVERIFY2(second.width() <= limit.width() && second.height() <= limit.height(),
             qPrintable(QStringLiteral("%1 x %2").arg(second.width()).arg(second.height())));
}

void TestMainWindow::exportsWaitForTheResultWithoutBlocking()
{
    QVERIFY(!window_->deferUntilComputed([] {})); // nothing computing: at once
    Document* document = window_->document();
    document->undoStack()->push(new SetRandomCommand(document, RandomSpec{"torch", 2, 400, 16}, 1));
    QVERIFY(document->isComputing());
    auto* busy = window_->findChild<QProgressBar*>(QStringLiteral("computingProgress"));
    QVERIFY(busy && busy->isVisible());
    int ran = 0;
    int rowsSeen = 0;
    QVERIFY(window_->deferUntilComputed([&] {
        ++ran;
        rowsSeen = document->resolved().input.queryCount();
    }));
    QCOMPARE(ran, 0); // returned at once: the window goes on
    QTRY_COMPARE(ran, 1);
    QCOMPARE(rowsSeen, 400); // it saw the new result
    QVERIFY(!busy->isVisible());
    QCoreApplication::processEvents();
    QCOMPARE(ran, 1); // once
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"

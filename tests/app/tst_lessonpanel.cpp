// The lesson player: the shipped lesson played from start to end in English, French and
// Portuguese, each kind of question answered right and wrong against the engine's numbers, the
// concealed map, Back to the Step, and malformed lessons refused without a change.
#include "commands/setrandomcommand.h"
#include "document.h"
#include "heatmapwidget.h"
#include "imagefile.h"
#include "inspector.h"
#include "lessonpanel.h"
#include "mainwindow.h"
#include "presentermode.h"
#include "stageview.h"
#include "testfiles.h"
#include "testlessons.h"
#include "translations.h"

#include <QAction>
#include <QDoubleSpinBox>
#include <QDropEvent>
#include <QLabel>
#include <QMimeData>
#include <QRadioButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace attnlab;

namespace {

const QString& shipped = shippedLesson;

} // namespace

class TestLessonPanel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void playsStartToEnd_data();
    void playsStartToEnd();
    void clickQuestionConcealsThenReveals();
    void estimateRightAndWrong();
    void maskedPairsByMarking();
    void choice();
    void backToTheStepKeepsTheAnswer();
    void anAnsweredStepCountsOnce();
    void chooseThenConfirm();
    void revealShowsTheNumbers();
    void blankedKeysDoNothing();
    void oneCounterInPresenterMode();
    void presenterKeysWalkTheSteps();
    void malformedLessonChangesNothing();
    void firstStartOffersTheLesson();
    void aDroppedLessonPlays();

private:
    MainWindow* window_ = nullptr;
    LessonPanel* panel_ = nullptr;
};

void TestLessonPanel::initTestCase()
{
    installImageDecoder(); // the examples include pictures, as attnlab's main() installs
    QStandardPaths::setTestModeEnabled(true);
    installTranslators(*QCoreApplication::instance(), QStringLiteral("en"));
}

void TestLessonPanel::init()
{
    window_ = new MainWindow;
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
    window_->arrangeForRoom(QSize(1600, 1000));
    window_->resize(1600, 1000);
    panel_ = window_->lessonPanel();
    QVERIFY(window_->openLesson(shipped));
    QVERIFY(panel_->isVisible());
}

void TestLessonPanel::cleanup()
{
    window_->document()->undoStack()->setClean();
    delete window_;
    window_ = nullptr;
}

void TestLessonPanel::playsStartToEnd_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << "en";
    QTest::newRow("fr") << "fr";
    QTest::newRow("pt") << "pt";
}

void TestLessonPanel::playsStartToEnd()
{
    QFETCH(QString, language);
    panel_->setLanguage(language);
    const Lesson& lesson = panel_->lesson().lesson;
    StageView* view = window_->stageView();
    for (int i = 0; i < panel_->stepCount(); ++i) {
        panel_->goTo(i);
        window_->document()->waitForResult();
        QTRY_COMPARE(panel_->step(), i);
        QVERIFY2(window_->document()->hasResult(), qPrintable(window_->document()->errorText()));
        const LessonStep& step = lesson.steps[std::size_t(i)];
        // The step's stage, by its id, and the note in the language (no English left in it).
        const AttentionKind& kind = attentionKind(window_->document()->resolved().kind);
        QTRY_COMPARE(view->stageIndex(),
                     step.stage.empty() ? kind.defaultStage() : kind.stageIndex(step.stage));
        const QString note = window_->findChild<QLabel*>(QStringLiteral("lessonNote"))->text();
        QCOMPARE(note, QString::fromStdString(step.note.in(language.toStdString())));
        QVERIFY(step.note.has(language.toStdString()));
        QVERIFY(window_->document()->filePath().isEmpty()); // never the lesson's file
        if (!step.question)
            continue;
        QVERIFY(panel_->isAsking());
        QTRY_VERIFY(view->isConcealed());
        // Concealed: one value everywhere, no mask, no number.
        const HeatmapData& data = view->heatmap()->data();
        QVERIFY(data.values.isApproxToConstant(data.values(0, 0)));
        QVERIFY(!data.hidden);
        QVERIFY(!view->heatmap()->style().annotate);
        panel_->reveal();
        QVERIFY(!panel_->isAsking());
        QVERIFY(!view->isConcealed());
        QVERIFY2(!panel_->verdictText().isEmpty(), qPrintable(QString::number(i)));
    }
    QCOMPARE(panel_->answered(), 0); // revealing is not answering
}

void TestLessonPanel::clickQuestionConcealsThenReveals()
{
    // Step 1: which key does token 0 attend to most? The truth is the engine's, key 1 (0.741).
    const int step = stepWith(panel_->lesson().lesson, LessonQuestion::Kind::LargestInRow);
    panel_->goTo(step);
    StageView* view = window_->stageView();
    QVERIFY(view->isConcealed());
    // The inspector says nothing of the numbers before the answer: not even the scenario's
    // description, which gives token 0's weights.
    QVERIFY(window_->inspector()->isLocked());
    QVERIFY(!window_->inspector()->toPlainText().contains(QLatin1String("0.741")));
    view->selectCell(0, 2);
    QVERIFY(
        window_->inspector()->toPlainText().contains(QLatin1String("Answer the question first")));
    // A click on the map chooses (a mis-click can be taken back by another); Enter answers.
    HeatmapWidget* map = view->heatmap();
    QTest::mouseClick(map, Qt::LeftButton, {}, map->cellRect(0, 3).center().toPoint());
    QVERIFY(panel_->isAsking());
    QVERIFY(view->isConcealed());
    QTest::mouseClick(map, Qt::LeftButton, {}, map->cellRect(0, 2).center().toPoint());
    QVERIFY(panel_->isAsking());
    QCOMPARE(panel_->answered(), 0);
    map->setFocus();
    QTest::keyClick(map, Qt::Key_Return);
    QVERIFY(!panel_->isAsking());
    QVERIFY(!view->isConcealed());
    QVERIFY2(panel_->verdictText().contains(QLatin1String("Not quite")),
             qPrintable(panel_->verdictText()));
    QVERIFY2(panel_->verdictText().contains(QStringLiteral("t0 \u2192 t1 (0.741)")),
             qPrintable(panel_->verdictText()));
    QCOMPARE(view->heatmap()->data().values(0, 1),
             window_->document()->trace().heads[0].weights(0, 1));
    QCOMPARE(panel_->score(), 0);
    QCOMPARE(panel_->answered(), 1);
    QVERIFY(!window_->inspector()->isLocked());
    // ... and explains the truth, 0.741.
    QVERIFY2(window_->inspector()->toPlainText().contains(QLatin1String("0.7410")),
             qPrintable(window_->inspector()->toPlainText()));
    // The same step again: still answered. Try Again asks it afresh, answered right.
    panel_->goTo(step);
    QVERIFY(!panel_->isAsking());
    panel_->answerCell(0, 1);
    QVERIFY(panel_->verdictText().contains(QLatin1String("Not quite")));
    panel_->tryAgain();
    QVERIFY(panel_->isAsking());
    QVERIFY(view->isConcealed());
    QCOMPARE(panel_->answered(), 0);
    panel_->answerCell(0, 1);
    QVERIFY(panel_->verdictText().contains(QLatin1String("Right")));
    QCOMPARE(panel_->score(), 1);
    QCOMPARE(panel_->answered(), 1);
}

void TestLessonPanel::estimateRightAndWrong()
{
    // Screen 3: the lesson's weight of token 0 on token 1 without the division by √8, 0.990.
    const int step = stepWith(panel_->lesson().lesson, LessonQuestion::Kind::Estimate);
    panel_->goTo(step);
    panel_->answerValue(0.96); // within 0.05 of 0.990
    QVERIFY2(panel_->verdictText().contains(QLatin1String("Right")),
             qPrintable(panel_->verdictText()));
    panel_->tryAgain();
    panel_->answerValue(0.741); // the weight with the division: not this one
    QVERIFY(panel_->verdictText().contains(QLatin1String("Not quite")));
    QVERIFY2(panel_->verdictText().contains(QLatin1String("0.990")),
             qPrintable(panel_->verdictText()));
}

void TestLessonPanel::maskedPairsByMarking()
{
    const int step = stepWith(panel_->lesson().lesson, LessonQuestion::Kind::MaskedPairs);
    panel_->goTo(step);
    window_->document()->waitForResult();
    const int n = window_->document()->resolved().input.queryCount();
    // The causal mask hides every pair above the diagonal: mark them (one twice, then again).
    panel_->toggleMark(0, 1);
    panel_->toggleMark(0, 1);
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j)
            panel_->toggleMark(i, j);
    // Marked cells show on the concealed map.
    QVERIFY(window_->stageView()->heatmap()->data().values(0, 1) >
            window_->stageView()->heatmap()->data().values(1, 0));
    panel_->finishMarking();
    QVERIFY2(panel_->verdictText().contains(QLatin1String("Right")),
             qPrintable(panel_->verdictText()));
    QVERIFY(panel_->verdictText().contains(QString::number(n * (n - 1) / 2)));
}

void TestLessonPanel::choice()
{
    const Lesson& lesson = panel_->lesson().lesson;
    const int step = stepWith(lesson, LessonQuestion::Kind::Choice);
    const int answer = lesson.steps[std::size_t(step)].question->answer;
    panel_->goTo(step);
    panel_->answerChoice(answer);
    QVERIFY(panel_->verdictText().contains(QLatin1String("Right")));
    // the lesson states a choice's answer: not the engine
    QVERIFY2(panel_->verdictText().contains(QLatin1String("the answer is")) &&
                 !panel_->verdictText().contains(QLatin1String("engine")),
             qPrintable(panel_->verdictText()));
    panel_->tryAgain();
    panel_->answerChoice((answer + 1) % 3);
    QVERIFY(panel_->verdictText().contains(QLatin1String("Not quite")));
}

void TestLessonPanel::backToTheStepKeepsTheAnswer()
{
    panel_->goTo(0);
    panel_->answerCell(0, 1);
    Document* document = window_->document();
    const Scenario stepScenario = document->scenario();
    // The student tries something: another seed.
    document->undoStack()->push(new SetRandomCommand(document, RandomSpec{"torch", 7, 4, 8}, 1));
    QVERIFY(!(document->scenario() == stepScenario));
    panel_->backToStep();
    QVERIFY(document->scenario() == stepScenario);
    QVERIFY(!document->isModified());
    QVERIFY(panel_->verdictText().contains(QLatin1String("Right")));
    QVERIFY(!window_->stageView()->isConcealed());
}

void TestLessonPanel::anAnsweredStepCountsOnce()
{
    // Answer screen 2, Page Up, then ←, then back: the step stays answered, its map revealed,
    // and the score counts it once.
    const int step = stepWith(panel_->lesson().lesson, LessonQuestion::Kind::LargestInRow);
    panel_->goTo(step);
    panel_->answerCell(0, 1);
    QCOMPARE(panel_->answered(), 1);
    const QString verdict = panel_->verdictText();
    QAction* previous = window_->findChild<QAction*>(QStringLiteral("previous"));
    QAction* next = window_->findChild<QAction*>(QStringLiteral("next"));
    // In a lesson they move its screens, and say so.
    QCOMPARE(next->text(), QStringLiteral("&Next Screen"));
    QCOMPARE(previous->text(), QStringLiteral("Pre&vious Screen"));
    previous->trigger();
    QCOMPARE(panel_->step(), step - 1);
    next->trigger();
    window_->document()->waitForResult();
    QTRY_COMPARE(panel_->step(), step);
    QVERIFY(!panel_->isAsking());
    QTRY_VERIFY(!window_->stageView()->isConcealed());
    QCOMPARE(panel_->verdictText(), verdict);
    panel_->answerCell(0, 2); // (nothing: answered)
    panel_->reveal();
    QCOMPARE(panel_->answered(), 1);
    QCOMPARE(panel_->score(), 1);
    // Another language keeps it too.
    panel_->setLanguage(QStringLiteral("fr"));
    QVERIFY(!panel_->isAsking());
    QCOMPARE(panel_->answered(), 1);
    // Closed and opened again: a new lesson, nothing answered.
    QVERIFY(window_->openLesson(shipped));
    panel_->goTo(step);
    QVERIFY(panel_->isAsking());
    QCOMPARE(panel_->answered(), 0);
}

void TestLessonPanel::chooseThenConfirm()
{
    const Lesson& lesson = panel_->lesson().lesson;
    // A choice: a click on an option chooses it, Enter or Answer gives it.
    const int choiceStep = stepWith(lesson, LessonQuestion::Kind::Choice);
    panel_->goTo(choiceStep);
    auto buttons = panel_->findChildren<QRadioButton*>();
    QVERIFY(buttons.size() >= 3);
    const int answer = lesson.steps[std::size_t(choiceStep)].question->answer;
    buttons[(answer + 1) % 3]->click();
    QVERIFY(panel_->isAsking());
    buttons[answer]->click(); // changed one's mind
    QVERIFY(panel_->isAsking());
    QCOMPARE(panel_->answered(), 0);
    // The options are as large as the rest of the text (a projector, text x 2).
    for (const QLabel* option : panel_->findChildren<QLabel*>(QStringLiteral("lessonChoice")))
        QCOMPARE(option->font().pointSizeF(), panel_->font().pointSizeF());
    buttons[answer]->setFocus();
    QTest::keyClick(buttons[answer], Qt::Key_Return);
    QVERIFY(!panel_->isAsking());
    QVERIFY(panel_->verdictText().contains(QLatin1String("Right")));

    // A number: the box is empty at the question, Enter in it answers.
    const int valueStep = stepWith(lesson, LessonQuestion::Kind::Estimate);
    panel_->goTo(valueStep);
    window_->document()->waitForResult();
    QTRY_VERIFY(panel_->isAsking());
    auto* box = panel_->findChild<QDoubleSpinBox*>(QStringLiteral("lessonValue"));
    QVERIFY(box);
    QVERIFY(box->cleanText().isEmpty());
    box->setFocus();
    QTest::keyClick(box, Qt::Key_Return); // empty: nothing
    QVERIFY(panel_->isAsking());
    QTest::keyClicks(box, QStringLiteral("0.7"));
    QTest::keyClick(box, Qt::Key_Return);
    QVERIFY(!panel_->isAsking());
    QVERIFY(panel_->verdictText().contains(QLatin1String("0.700")));
    // The next estimate (screen 12) starts empty again, not with 0.700.
    int nextValue = -1;
    for (int i = valueStep + 1; i < int(lesson.steps.size()) && nextValue < 0; ++i)
        if (lesson.steps[std::size_t(i)].question &&
            lesson.steps[std::size_t(i)].question->kind == LessonQuestion::Kind::Estimate)
            nextValue = i;
    QVERIFY(nextValue > 0);
    panel_->goTo(nextValue);
    QVERIFY(box->cleanText().isEmpty());
}

void TestLessonPanel::revealShowsTheNumbers()
{
    // Screens 2 and 3 hide the numbers for the question; the reveal shows them.
    const int step = stepWith(panel_->lesson().lesson, LessonQuestion::Kind::LargestInRow);
    QVERIFY(!panel_->lesson().lesson.steps[std::size_t(step)].values);
    panel_->goTo(step);
    window_->document()->waitForResult();
    QTRY_VERIFY(panel_->isAsking());
    QVERIFY(!window_->stageView()->heatmap()->style().annotate);
    panel_->reveal();
    QVERIFY(window_->stageView()->heatmap()->style().annotate);
    // The next screen hides them again until its own answer.
    panel_->next();
    window_->document()->waitForResult();
    QTRY_VERIFY(panel_->isAsking());
    QVERIFY(!window_->stageView()->heatmap()->style().annotate);
}

void TestLessonPanel::blankedKeysDoNothing()
{
    panel_->goTo(1);
    window_->document()->waitForResult();
    HeatmapWidget* map = window_->stageView()->heatmap();
    map->setFocus();
    QTest::keyClick(map, Qt::Key_B);
    QVERIFY(window_->presenterMode()->isBlank());
    for (const Qt::Key key :
         {Qt::Key_PageDown, Qt::Key_Right, Qt::Key_Space, Qt::Key_End, Qt::Key_R, Qt::Key_Return})
        QTest::keyClick(map, key);
    QCOMPARE(panel_->step(), 1);
    QVERIFY(panel_->isAsking()); // R revealed nothing
    QVERIFY(window_->presenterMode()->isBlank());
    QTest::keyClick(map, Qt::Key_B);
    QVERIFY(!window_->presenterMode()->isBlank());
    QTest::keyClick(map, Qt::Key_PageDown);
    QCOMPARE(panel_->step(), 2);
}

void TestLessonPanel::oneCounterInPresenterMode()
{
    // In a lesson presenter mode shows the lesson's counter of screens, and the stage by its
    // name alone (not "Step 1 of 6 · Scores" as well).
    panel_->goTo(0);
    window_->presenterMode()->setActive(true);
    StageView* view = window_->stageView();
    QVERIFY(view->stepLabel()->isVisible());
    QVERIFY2(!view->stepLabel()->text().contains(QLatin1String(" of ")),
             qPrintable(view->stepLabel()->text()));
    const auto* title = window_->findChild<QLabel*>(QStringLiteral("lessonTitle"));
    QVERIFY(title->text().contains(
        QStringLiteral("1 of %1").arg(panel_->lesson().lesson.steps.size())));
    window_->presenterMode()->setActive(false);
    // Without a lesson the stage counter is back.
    panel_->close();
    window_->presenterMode()->setActive(true);
    QVERIFY(view->stepLabel()->text().contains(QLatin1String(" of ")));
    window_->presenterMode()->setActive(false);
}

void TestLessonPanel::presenterKeysWalkTheSteps()
{
    panel_->goTo(0);
    window_->findChild<QAction*>(QStringLiteral("next"))->trigger();
    QCOMPARE(panel_->step(), 1);
    window_->findChild<QAction*>(QStringLiteral("previous"))->trigger();
    QCOMPARE(panel_->step(), 0);
    // End and Home: the lesson's last and first step, not the stages of the step shown.
    window_->findChild<QAction*>(QStringLiteral("lastStep"))->trigger();
    QCOMPARE(panel_->step(), panel_->stepCount() - 1);
    window_->findChild<QAction*>(QStringLiteral("firstStep"))->trigger();
    QCOMPARE(panel_->step(), 0);
    // Closed, the keys step through the stages again.
    panel_->close();
    QVERIFY(!panel_->isVisible());
    const int stage = window_->stageView()->stageIndex();
    window_->findChild<QAction*>(QStringLiteral("next"))->trigger();
    QCOMPARE(window_->stageView()->stageIndex(), (stage + 1) % 6);
}

void TestLessonPanel::malformedLessonChangesNothing()
{
    panel_->close();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.json"));
    writeAll(path, R"({"format": "attnlab-lesson", "steps": [
        {"scenario": {"random": {"generator": "torch", "seed": 0, "tokens": 4, "dim": 8}}},
        {"scenario": "missing.json"}]})");
    const Scenario before = window_->document()->scenario();
    QString error;
    QVERIFY(!panel_->open(path, &error));
    QVERIFY2(error.contains(QLatin1String("steps[1].scenario")), qPrintable(error));
    QVERIFY(!panel_->isOpen());
    QVERIFY(window_->document()->scenario() == before);
}

void TestLessonPanel::firstStartOffersTheLesson()
{
    QSettings().remove(QStringLiteral("window/state")); // as on a first start
    MainWindow fresh;
    auto* offer = fresh.findChild<QLabel*>(QStringLiteral("lessonOffer"));
    QVERIFY(offer);
    QVERIFY(offer->toolTip().contains(QLatin1String("Attention, step by step")));
    emit offer->linkActivated(QStringLiteral("play"));
    QVERIFY(fresh.lessonPanel()->isOpen());
    QCOMPARE(fresh.lessonPanel()->stepCount(), int(readLessonFile(shipped).lesson.steps.size()));
    QTRY_VERIFY(!fresh.findChild<QLabel*>(QStringLiteral("lessonOffer"))); // its work done
    fresh.document()->undoStack()->setClean();
}

void TestLessonPanel::aDroppedLessonPlays()
{
    panel_->close();
    // A lesson file dropped on the window is played (recognised by its format, not its name).
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(example("lessons/attention-step-by-step.json"))});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(window_, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(window_, &drop);
    QTRY_VERIFY(panel_->isOpen());
    QCOMPARE(panel_->step(), 0);
    QCOMPARE(panel_->stepCount(), int(readLessonFile(shipped).lesson.steps.size()));
}

QTEST_MAIN(TestLessonPanel)
#include "tst_lessonpanel.moc"

// The lesson editor: views added as steps, given text, reordered and deleted (each edit undoable),
// saved atomically, reopened and played: the same views come back.
#include "commands/setmaskcommand.h"
#include "document.h"
#include "lessoneditor.h"
#include "lessonpanel.h"
#include "lessonquestiondialog.h"
#include "mainwindow.h"
#include "stageview.h"
#include "testfiles.h"
#include "translations.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QTranslator>
#include <QtTest>

using namespace attnlab;

class TestLessonEditor : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void madeSavedReopenedPlayed();
    void editsAreUndoable();
    void fileScenariosAreWrittenInline();
    void aFailedSaveChangesNothing();
    void questionDialog_data();
    void questionDialog();
    void questionEditsAreUndoable();
    void checkShowsProblemsTranslated();
};

void TestLessonEditor::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    installTranslators(*QCoreApplication::instance(), QStringLiteral("en"));
}

void TestLessonEditor::madeSavedReopenedPlayed()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    LessonEditor* editor = window.lessonEditor();
    editor->reset(Lesson{});
    StageView* view = window.stageView();

    // Three views: the lesson's scores at (2, 3); the causal example's masked scores; four heads'
    // weights of head 2.
    struct View
    {
        const char* example;
        const char* stage;
        int head;
        int row, column;
    };
    const View views[] = {{"lesson-seed0.json", "scores", 0, 2, 3},
                          {"causal-language-model.json", "masked", 0, -1, -1},
                          {"multihead-output-projection.json", "weights", 2, 1, 4}};
    std::vector<Scenario> scenarios;
    for (const View& v : views) {
        QVERIFY(window.openFile(example(v.example)));
        window.document()->waitForResult();
        const AttentionKind& kind = attentionKind(window.document()->resolved().kind);
        view->setStageIndex(kind.stageIndex(v.stage));
        view->setHead(v.head);
        if (v.row >= 0)
            view->selectCell(v.row, v.column);
        else
            view->clearSelection();
        scenarios.push_back(window.document()->scenario());
        editor->addView();
    }
    QCOMPARE(editor->lesson().steps.size(), std::size_t(3));
    editor->setStepText(0, {"Scores", {{"fr", "Scores"}}}, {"Look at (2, 3).", {{"fr", "Voyez."}}});
    editor->setTitle({"My lesson", {}});
    // A question for step 0, made in the dialog: which key does query 2 attend to most?
    {
        const LoadedLesson made = editor->loaded();
        LessonQuestionDialog dialog(
            made.lesson.steps[0], {QStringLiteral("scores")}, {QStringLiteral("Scores")},
            made.lesson.steps[0].cell,
            LessonQuestionDialog::stepChecker(computeStep(made, 0), made.lesson.steps[0]));
        dialog.findChild<QComboBox*>(QStringLiteral("questionType"))->setCurrentIndex(1);
        dialog.findChild<QLineEdit*>(QStringLiteral("questionPrompt_en"))
            ->setText(QStringLiteral("Which key?"));
        QVERIFY2(dialog.isAcceptable(), qPrintable(dialog.checkText()));
        QCOMPARE(dialog.question()->query, 2); // the selected cell's row
        editor->setStepQuestion(0, dialog.question());
    }

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mine.json"));
    QString error;
    QVERIFY2(editor->save(path, &error), qPrintable(error));
    QVERIFY(!editor->isModified());

    // Reopened and played: the same scenario, stage, head and cell at every step.
    window.document()->undoStack()->setClean();
    QVERIFY(window.openLesson(path));
    LessonPanel* panel = window.lessonPanel();
    QCOMPARE(panel->stepCount(), 3);
    for (int i = 0; i < 3; ++i) {
        panel->goTo(i);
        window.document()->waitForResult();
        QCOMPARE(panel->step(), i);
        QVERIFY(window.document()->scenario() == scenarios[std::size_t(i)]);
        const AttentionKind& kind = attentionKind(window.document()->resolved().kind);
        QCOMPARE(view->stageIndex(), kind.stageIndex(views[i].stage));
        QCOMPARE(view->head(), views[i].head);
        if (panel->isAsking()) // the question hides the values and the selection
            continue;
        QCOMPARE(view->selectedRow(), views[i].row);
        if (views[i].row >= 0)
            QCOMPARE(view->selectedColumn(), views[i].column);
    }
    QCOMPARE(panel->lesson().lesson.steps[0].note.in("fr"), std::string("Voyez."));

    // Its question is asked when played, and its truth is the row's largest score.
    panel->goTo(0);
    window.document()->waitForResult();
    QVERIFY(panel->isAsking());
    const Trace& trace = window.document()->trace();
    Eigen::Index best = 0;
    trace.heads[0].scaled.row(2).maxCoeff(&best);
    panel->answerCell(2, int(best));
    QCOMPARE(panel->score(), 1);
    window.document()->undoStack()->setClean();
}

void TestLessonEditor::editsAreUndoable()
{
    Document document;
    StageView view(&document);
    LessonEditor editor(&document, &view);
    editor.reset(Lesson{});
    editor.addView();
    MaskSpec causal;
    causal.causal = true;
    document.undoStack()->push(new SetMaskCommand(&document, causal, QStringLiteral("causal"), 0));
    editor.addView();
    editor.setStepText(1, {"Causal", {}}, {});
    editor.moveStep(1, 0);
    QCOMPARE(editor.lesson().steps[0].title.text, std::string("Causal"));
    QVERIFY(editor.lesson().steps[0].scenario->mask.causal);
    editor.removeStep(1);
    QCOMPARE(editor.lesson().steps.size(), std::size_t(1));
    QCOMPARE(editor.undoStack()->count(), 5); // one command per edit
    editor.undoStack()->undo();               // the removal
    editor.undoStack()->undo();               // the move
    QCOMPARE(editor.lesson().steps.size(), std::size_t(2));
    QVERIFY(!editor.lesson().steps[0].scenario->mask.causal);
    QCOMPARE(editor.lesson().steps[1].title.text, std::string("Causal"));
    editor.undoStack()->redo();
    QCOMPARE(editor.lesson().steps[0].title.text, std::string("Causal"));
    QVERIFY(editor.isModified());
}

void TestLessonEditor::fileScenariosAreWrittenInline()
{
    // A lesson whose step names a file, edited and saved in another folder, still plays.
    QTemporaryDir a, b;
    QVERIFY(QFile::copy(example("sliding-window.json"), a.filePath(QStringLiteral("w.json"))));
    const QString source = a.filePath(QStringLiteral("l.json"));
    writeAll(source, R"({"format": "attnlab-lesson", "steps": [{"scenario": "w.json",
        "stage": "masked"}]})");
    Document document;
    StageView view(&document);
    LessonEditor editor(&document, &view);
    editor.reset(readLessonFile(source).lesson, source);
    const QString target = b.filePath(QStringLiteral("copy.json"));
    QString error;
    QVERIFY2(editor.save(target, &error), qPrintable(error));
    const LoadedLesson saved = readLessonFile(target);
    QVERIFY(saved.lesson.steps[0].scenario.has_value());
    QVERIFY(checkLesson(saved).isEmpty());
}

void TestLessonEditor::aFailedSaveChangesNothing()
{
    Document document;
    StageView view(&document);
    LessonEditor editor(&document, &view);
    editor.reset(Lesson{});
    editor.addView();
    QTemporaryDir dir;
    QString error;
    QVERIFY(!editor.save(dir.filePath(QStringLiteral("no/such/folder/l.json")), &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(editor.isModified());
    QVERIFY(editor.filePath().isEmpty());
}

void TestLessonEditor::questionDialog_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("stage");
    QTest::addColumn<int>("type"); // the type list's index: 0 none, then LessonQuestion::Kind + 1
    QTest::addColumn<QString>("setup");
    QTest::addColumn<bool>("acceptable");
    QTest::addColumn<QString>("says"); // a part of what the dialog says

    // setup: "field=value;…" (spin boxes by name, and en/fr choices as text with | between).
    QTest::newRow("no question") << "lesson-seed0.json"
                                 << "weights" << 0 << "" << true << "";
    QTest::newRow("largest") << "lesson-seed0.json"
                             << "weights" << 1 << "questionQuery=0" << true << "0.741";
    QTest::newRow("largest, query out of range")
        << "lesson-seed0.json"
        << "weights" << 1 << "questionQuery=9" << false << "out of range";
    QTest::newRow("estimate") << "lesson-seed0.json"
                              << "weights" << 2 << "questionRow=0;questionColumn=1" << true
                              << "0.741";
    // A masked pairs question on a scenario with no mask asks nothing: refused, as the lesson
    // format says (and `attnlab-cli lesson check` refuses it too).
    QTest::newRow("masked, nothing masked") << "lesson-seed0.json"
                                            << "weights" << 3 << "" << false << "no mask";
    QTest::newRow("masked, causal") << "causal-language-model.json"
                                    << "masked" << 3 << "" << true << "masked";
    QTest::newRow("larger") << "lesson-seed0.json"
                            << "weights" << 4
                            << "questionRow=0;questionColumn=1;questionOtherRow=0;"
                               "questionOtherColumn=2"
                            << true << "0.741";
    QTest::newRow("larger, the same cell twice")
        << "lesson-seed0.json"
        << "weights" << 4
        << "questionRow=0;questionColumn=1;questionOtherRow=0;questionOtherColumn=1" << false
        << "no answer";
    QTest::newRow("choice") << "lesson-seed0.json"
                            << "weights" << 5 << "en=Yes|No;fr=Oui|Non;questionAnswer=2" << true
                            << "No";
    QTest::newRow("choice, the right one beyond them")
        << "lesson-seed0.json"
        << "weights" << 5 << "en=Yes|No;questionAnswer=3" << false << "there are 2 choices";
    QTest::newRow("choice, one only") << "lesson-seed0.json"
                                      << "weights" << 5 << "en=Yes" << false << "two choices";
    QTest::newRow("choice, French lacks one")
        << "lesson-seed0.json"
        << "weights" << 5 << "en=Yes|No|Maybe;fr=Oui|Non" << false << "3";
}

void TestLessonEditor::questionDialog()
{
    QFETCH(QString, file);
    QFETCH(QString, stage);
    QFETCH(int, type);
    QFETCH(QString, setup);
    QFETCH(bool, acceptable);
    QFETCH(QString, says);

    // A one-step lesson on the example's stage; the dialog checks against its numbers.
    LoadedLesson lesson;
    LessonStep step;
    step.scenario = readScenarioFile(example(qPrintable(file))).scenario;
    step.stage = toStd(stage);
    lesson.lesson.steps.push_back(step);
    const ComputedStep computed = computeStep(lesson, 0);
    LessonQuestionDialog dialog(step, {}, {}, std::nullopt,
                                LessonQuestionDialog::stepChecker(computed, step));
    dialog.findChild<QComboBox*>(QStringLiteral("questionType"))->setCurrentIndex(type);
    dialog.findChild<QLineEdit*>(QStringLiteral("questionPrompt_en"))
        ->setText(QStringLiteral("Well?"));
    for (const QString& part : setup.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const QString name = part.section(QLatin1Char('='), 0, 0);
        const QString value = part.section(QLatin1Char('='), 1);
        if (name == QLatin1String("en") || name == QLatin1String("fr"))
            dialog.findChild<QPlainTextEdit*>(QStringLiteral("questionChoices_") + name)
                ->setPlainText(value.split(QLatin1Char('|')).join(QLatin1Char('\n')));
        else
            dialog.findChild<QSpinBox*>(name)->setValue(value.toInt());
    }
    QCOMPARE(dialog.isAcceptable(), acceptable);
    QVERIFY2(dialog.checkText().contains(says), qPrintable(dialog.checkText()));
    QCOMPARE(dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled(),
             acceptable);
    QCOMPARE(dialog.question().has_value(), type != 0);
    if (acceptable && type != 0) {
        // What the dialog gives is what checkLesson accepts.
        lesson.lesson.steps[0].question = dialog.question();
        QCOMPARE(int(dialog.question()->kind), type - 1);
        QVERIFY(checkLesson(lesson).isEmpty());
    }
}

void TestLessonEditor::questionEditsAreUndoable()
{
    Document document;
    StageView view(&document);
    LessonEditor editor(&document, &view);
    editor.reset(Lesson{});
    editor.addView();
    LessonQuestion q;
    q.kind = LessonQuestion::Kind::Estimate;
    q.prompt.text = "How much?";
    q.cell = {1, 2};
    editor.setStepQuestion(0, q);
    QCOMPARE(editor.lesson().steps[0].question, std::optional(q));
    editor.setStepQuestion(0, std::nullopt);
    QVERIFY(!editor.lesson().steps[0].question);
    QCOMPARE(editor.undoStack()->count(), 3);
    QVERIFY(editor.undoStack()->undoText().contains(QStringLiteral("Remove")));
    editor.undoStack()->undo();
    QCOMPARE(editor.lesson().steps[0].question, std::optional(q));
    editor.undoStack()->undo();
    QVERIFY(!editor.lesson().steps[0].question);
    editor.setStepQuestion(0, std::nullopt); // no change: no command
    QCOMPARE(editor.undoStack()->index(), 1);
    QCOMPARE(editor.undoStack()->count(), 3);
}

void TestLessonEditor::checkShowsProblemsTranslated()
{
    // Lesson › Check the Lesson: lesson check's problems, in the interface language (a test
    // translator stands for the French .qm)
    class French : public QTranslator
    {
    public:
        QString translate(const char* context, const char* source, const char* = nullptr,
                          int n = -1) const override
        {
            if (qstrcmp(context, "Engine") == 0 && qstrcmp(source, "no \"%1\" text") == 0)
                return QStringLiteral("pas de texte \u00ab\u00a0%1\u00a0\u00bb");
            if (qstrcmp(source, "%n problem(s) in the lesson") == 0)
                return n <= 1 ? QStringLiteral("%n probl\u00e8me dans la le\u00e7on")
                              : QStringLiteral("%n probl\u00e8mes dans la le\u00e7on");
            return {};
        }
        bool isEmpty() const override { return false; }
    } french;
    QVERIFY(QCoreApplication::installTranslator(&french));
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    LessonEditor* editor = window.lessonEditor();
    Lesson lesson;
    lesson.languages = {"en", "fr"};
    lesson.title = {"Two languages", {{"fr", "Deux langues"}}};
    editor->reset(lesson);
    QVERIFY(window.openFile(example("lesson-seed0.json")));
    window.document()->waitForResult();
    editor->addView();
    editor->setStepText(0, {"Scores", {{"fr", "Scores"}}}, {"English only", {}});
    QAction* check = window.findChild<QAction*>(QStringLiteral("checkLesson"));
    QVERIFY(check && check->isEnabled());
    QString title, text;
    QTimer::singleShot(0, &window, [&] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            title = box->windowTitle();
            text = box->text();
            box->close();
        }
    });
    check->trigger();
    QCoreApplication::removeTranslator(&french);
    QCOMPARE(title, QStringLiteral("1 probl\u00e8me dans la le\u00e7on"));
    QCOMPARE(text, QStringLiteral("steps[0].note: pas de texte \u00ab\u00a0fr\u00a0\u00bb"));
    // the same lesson's problem as attnlab-cli prints it: English
    const std::vector<InputError> problems = lessonProblems(editor->loaded());
    QCOMPARE(problems.size(), std::size_t(1));
    QCOMPARE(QString::fromUtf8(problems[0].what()),
             QStringLiteral("steps[0].note: no \"fr\" text"));
}

QTEST_MAIN(TestLessonEditor)
#include "tst_lessoneditor.moc"

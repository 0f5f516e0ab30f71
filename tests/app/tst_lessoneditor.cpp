// The lesson editor: views added as steps, given text, reordered and deleted (each edit undoable),
// saved atomically, reopened and played: the same views come back.
#include "commands/setmaskcommand.h"
#include "document.h"
#include "lessoneditor.h"
#include "lessonpanel.h"
#include "mainwindow.h"
#include "stageview.h"
#include "testfiles.h"
#include "translations.h"

#include <QStandardPaths>
#include <QTemporaryDir>
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
        QCOMPARE(view->selectedRow(), views[i].row);
        if (views[i].row >= 0)
            QCOMPARE(view->selectedColumn(), views[i].column);
    }
    QCOMPARE(panel->lesson().lesson.steps[0].note.in("fr"), std::string("Voyez."));
    window.document()->undoStack()->setClean();
}

void TestLessonEditor::editsAreUndoable()
{
    Document document;
    StageView view(&document);
    LessonEditor editor(&document, &view);
    editor.reset(Lesson{});
    editor.addView();
    document.undoStack()->push(
        new SetMaskCommand(&document, MaskSpec{true, {}, {}}, QStringLiteral("causal"), 0));
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

QTEST_MAIN(TestLessonEditor)
#include "tst_lessoneditor.moc"

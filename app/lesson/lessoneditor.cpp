#include "lessoneditor.h"

#include "attentionkind.h"
#include "document.h"
#include "enginemessage.h"
#include "inputerror.h"
#include "lessonfile.h"
#include "savefile.h"
#include "scenariofile.h"
#include "stageview.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QUndoCommand>

namespace attnlab {

namespace {

/// What every lesson edit does: the lesson before and after (a lesson is small).
class LessonCommand : public QUndoCommand
{
public:
    LessonCommand(LessonEditor* editor, Lesson after, const QString& text)
        : QUndoCommand(text), editor_(editor), before_(editor->lesson()), after_(std::move(after))
    {}
    void undo() override { editor_->setLesson(before_); }
    void redo() override { editor_->setLesson(after_); }

private:
    LessonEditor* editor_;
    Lesson before_, after_;
};

// One command per kind of edit.
class AddLessonStepCommand final : public LessonCommand
{
    Q_DECLARE_TR_FUNCTIONS(AddLessonStepCommand)

public:
    AddLessonStepCommand(LessonEditor* editor, Lesson after, int step)
        : LessonCommand(editor, std::move(after), tr("Add step %1").arg(step + 1))
    {}
};

class RemoveLessonStepCommand final : public LessonCommand
{
    Q_DECLARE_TR_FUNCTIONS(RemoveLessonStepCommand)

public:
    RemoveLessonStepCommand(LessonEditor* editor, Lesson after, int step)
        : LessonCommand(editor, std::move(after), tr("Delete step %1").arg(step + 1))
    {}
};

class MoveLessonStepCommand final : public LessonCommand
{
    Q_DECLARE_TR_FUNCTIONS(MoveLessonStepCommand)

public:
    MoveLessonStepCommand(LessonEditor* editor, Lesson after, int from, int to)
        : LessonCommand(editor, std::move(after),
                        tr("Move step %1 to %2").arg(from + 1).arg(to + 1))
    {}
};

class EditLessonTextCommand final : public LessonCommand
{
    Q_DECLARE_TR_FUNCTIONS(EditLessonTextCommand)

public:
    EditLessonTextCommand(LessonEditor* editor, Lesson after)
        : LessonCommand(editor, std::move(after), tr("Edit the lesson's text"))
    {}
};

class EditLessonQuestionCommand final : public LessonCommand
{
    Q_DECLARE_TR_FUNCTIONS(EditLessonQuestionCommand)

public:
    EditLessonQuestionCommand(LessonEditor* editor, Lesson after, int step, bool removed)
        : LessonCommand(editor, std::move(after),
                        removed ? tr("Remove the question of step %1").arg(step + 1)
                                : tr("Edit the question of step %1").arg(step + 1))
    {}
};

} // namespace

LessonEditor::LessonEditor(Document* document, StageView* view, QObject* parent)
    : QObject(parent), document_(document), view_(view)
{}

void LessonEditor::reset(const Lesson& lesson, const QString& filePath)
{
    undoStack_.clear();
    lesson_ = lesson;
    filePath_ = filePath;
    baseDir_ = filePath.isEmpty() ? QString() : QFileInfo(filePath).path();
    emit changed();
}

void LessonEditor::restore(const Lesson& lesson, const QString& filePath)
{
    reset(lesson, filePath);
    undoStack_.resetClean();
}

QByteArray LessonEditor::text() const
{
    return QByteArray::fromStdString(lessonToText(lesson_));
}

void LessonEditor::setLesson(const Lesson& lesson)
{
    lesson_ = lesson;
    emit changed();
}

LessonStep LessonEditor::captureView() const
{
    LessonStep step;
    step.scenario = document_->scenario();
    if (document_->hasResult()) {
        const AttentionKind& kind = attentionKind(document_->resolved().kind);
        step.stage = kind.stages().at(static_cast<std::size_t>(view_->stageIndex())).id;
    }
    step.head = view_->head();
    step.frame = view_->frame();
    const int row = view_->heatmap() ? view_->selectedRow() : -1;
    if (row >= 0)
        step.cell = LessonCell{row, view_->selectedColumn()};
    return step;
}

int LessonEditor::addView(int after)
{
    Lesson next = lesson_;
    const int at =
        after < 0 || after >= int(next.steps.size()) ? int(next.steps.size()) : after + 1;
    next.steps.insert(next.steps.begin() + at, captureView());
    undoStack_.push(new AddLessonStepCommand(this, std::move(next), at));
    return at;
}

void LessonEditor::removeStep(int step)
{
    if (step < 0 || step >= int(lesson_.steps.size()))
        return;
    Lesson next = lesson_;
    next.steps.erase(next.steps.begin() + step);
    undoStack_.push(new RemoveLessonStepCommand(this, std::move(next), step));
}

void LessonEditor::moveStep(int from, int to)
{
    const int n = int(lesson_.steps.size());
    if (from < 0 || from >= n || to < 0 || to >= n || from == to)
        return;
    Lesson next = lesson_;
    LessonStep moved = next.steps[std::size_t(from)];
    next.steps.erase(next.steps.begin() + from);
    next.steps.insert(next.steps.begin() + to, std::move(moved));
    undoStack_.push(new MoveLessonStepCommand(this, std::move(next), from, to));
}

void LessonEditor::setStepText(int step, const LessonText& title, const LessonText& note)
{
    if (step < 0 || step >= int(lesson_.steps.size()))
        return;
    Lesson next = lesson_;
    next.steps[std::size_t(step)].title = title;
    next.steps[std::size_t(step)].note = note;
    if (next == lesson_)
        return;
    undoStack_.push(new EditLessonTextCommand(this, std::move(next)));
}

void LessonEditor::setTitle(const LessonText& title)
{
    Lesson next = lesson_;
    next.title = title;
    if (next == lesson_)
        return;
    undoStack_.push(new EditLessonTextCommand(this, std::move(next)));
}

void LessonEditor::setStepQuestion(int step, const std::optional<LessonQuestion>& question)
{
    if (step < 0 || step >= int(lesson_.steps.size()))
        return;
    Lesson next = lesson_;
    next.steps[std::size_t(step)].question = question;
    if (next == lesson_)
        return;
    undoStack_.push(
        new EditLessonQuestionCommand(this, std::move(next), step, !question.has_value()));
}

bool LessonEditor::save(const QString& path, QString* error)
{
    Lesson written = lesson_;
    try {
        // Scenario files become inline scenarios: the lesson stands alone.
        const LoadedLesson source = loaded();
        for (int i = 0; i < int(written.steps.size()); ++i) {
            LessonStep& step = written.steps[std::size_t(i)];
            if (!step.scenario) {
                step.scenario = stepScenario(source, i).scenario;
                step.scenarioFile.clear();
            }
        }
    } catch (const InputError& e) {
        if (error)
            *error = translatedError(e);
        return false;
    }
    const QString failure =
        writeFileAtomically(path, QByteArray::fromStdString(lessonToText(written)));
    if (!failure.isEmpty()) {
        if (error)
            *error = failure;
        return false;
    }
    lesson_ = written;
    filePath_ = path;
    baseDir_ = QFileInfo(path).path();
    undoStack_.setClean();
    emit changed();
    return true;
}

} // namespace attnlab

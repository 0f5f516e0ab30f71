#pragma once

#include "lesson.h"
#include "lessonfile.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

namespace attnlab {

class Document;
class StageView;

/// Makes a lesson from the views a teacher sets up: "Add This View as a Step" keeps the
/// document's scenario (inline) with the stage, head, frame and selected cell shown; steps can be
/// given a title, a note and a question, reordered and deleted, each edit one undoable command of
/// the editor's own history; Save writes the lesson atomically (QSaveFile).
class LessonEditor : public QObject
{
    Q_OBJECT

public:
    LessonEditor(Document* document, StageView* view, QObject* parent = nullptr);

    const Lesson& lesson() const { return lesson_; }
    QUndoStack* undoStack() { return &undoStack_; }
    QString filePath() const { return filePath_; }
    bool isModified() const { return !undoStack_.isClean(); }

    /// Starts a lesson (a new history).
    void reset(const Lesson& lesson, const QString& filePath = {});

    /// A lesson brought back from a recovery copy: like reset(), but modified (unsaved).
    void restore(const Lesson& lesson, const QString& filePath);
    /// The lesson as Save writes it when every step is inline (the recovery copy).
    QByteArray text() const;

    /// The step the view shows now: the document's scenario, the kind's stage id, head, frame,
    /// selected cell.
    LessonStep captureView() const;
    /// Adds captureView() after step `after` (-1: at the end); returns its index.
    int addView(int after = -1);
    void removeStep(int step);
    void moveStep(int from, int to);
    void setStepText(int step, const LessonText& title, const LessonText& note);
    void setTitle(const LessonText& title);
    /// Sets (or, with nullopt, removes) a step's question.
    void setStepQuestion(int step, const std::optional<LessonQuestion>& question);
    /// The lesson as a player reads it (its scenario files found where the lesson was opened).
    LoadedLesson loaded() const { return {lesson_, {}, baseDir_, filePath_}; }

    /// Writes the lesson to path (atomically); steps that named a scenario file are written
    /// inline, so the lesson stands alone wherever it is saved. On failure returns false with
    /// *error and changes nothing.
    bool save(const QString& path, QString* error);

    /// Used by the editor's commands only.
    void setLesson(const Lesson& lesson);

signals:
    void changed();

private:
    Document* document_;
    StageView* view_;
    Lesson lesson_;
    QString filePath_;
    QString baseDir_; ///< where the steps' scenario files are found
    QUndoStack undoStack_;
};

} // namespace attnlab

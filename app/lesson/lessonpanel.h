#pragma once

#include "heatmaprenderer.h"
#include "lessonfile.h"

#include <QHash>
#include <QPoint>
#include <QPointer>
#include <QWidget>

#include <optional>

class QAction;
class QButtonGroup;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QScrollArea;
class QVBoxLayout;
class QStackedWidget;

namespace attnlab {

class Document;
class StageView;

/// The lesson player, above the step view: the lesson's title and progress, the step's note, and
/// its question. A question is asked before the reveal: the map shows no value until the
/// student answers (or the teacher reveals), then the answer stands beside the truth, which is
/// read from the engine's numbers for the step. Self-study keeps a score. Each step replaces the
/// document with its scenario; what the student tries there never changes the lesson file, and
/// "Back to the Step" restores the step.
///
/// An answer is chosen, then confirmed (Enter or Answer): a click on the map or on a choice
/// only chooses. An answered step stays answered (its map revealed) when the lesson comes back
/// to it and counts once in the score; Try Again asks it afresh.
class LessonPanel : public QWidget
{
    Q_OBJECT

public:
    LessonPanel(Document* document, StageView* view, QWidget* parent = nullptr);

    /// Reads a lesson and shows its first step; on failure returns false with *error naming
    /// the file and the step, and changes nothing.
    bool open(const QString& path, QString* error);
    void close();
    bool isOpen() const { return open_; }
    /// In the window: as tall as its text needs at its width, up to a part of the room (the
    /// text scrolls beyond), and squeezed down to two lines of it where the page must.
    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;
    /// In the window the panel has the height fitLabels() gives it, at any width asked; in
    /// presenter mode the height its text needs at the width.
    bool hasHeightForWidth() const override;
    const LoadedLesson& lesson() const { return lesson_; }

    int step() const { return step_; }
    int stepCount() const { return static_cast<int>(lesson_.lesson.steps.size()); }
    /// In front of a class: the note is the teacher's (not shown to the room) and the keys move
    /// through the steps, so only the title, the question and its reveal show.
    void setPresenting(bool on);
    /// The language the lesson speaks (the interface's).
    void setLanguage(const QString& language);

    /// The question of the step shown, if it has one and it is not yet answered.
    bool isAsking() const;
    /// Answers the question at once (as a choice confirmed does).
    void answerCell(int row, int column);
    void answerValue(double value);
    void answerChoice(int choice);
    /// Chooses an answer without giving it (a click on the map, on a choice): confirm() gives it.
    void chooseCell(int row, int column);
    void chooseChoice(int choice);
    /// Gives the answer chosen (Enter, the Answer buttons): the cell or choice chosen, the
    /// number typed, the pairs marked. Nothing while none is chosen or the box is empty.
    void confirm();
    /// The step's answer forgotten (and taken out of the score): its question asked again.
    void tryAgain();
    /// Masked pairs: marks or unmarks a cell; finishMarking() answers with the marked cells.
    void toggleMark(int row, int column);
    void finishMarking();
    /// Shows the truth without an answer (the teacher, in front of the class).
    void reveal();
    /// What the reveal says (for tests and the presenter).
    QString verdictText() const;
    /// The answer of the step's question in the engine's numbers, as the reveal will say it
    /// (rich text; empty without a question): for the teacher's eyes only (the speaker notes).
    QString answerText() const;
    /// A text of the lesson in the language it speaks.
    QString text(const LessonText& t) const;
    QString language() const { return language_; }
    /// Questions answered right, and answered, since the lesson was opened.
    int score() const { return score_; }
    int answered() const { return answered_; }

public slots:
    void goTo(int step);
    void next();
    void previous();
    /// The step as the lesson has it, after the student changed things.
    void backToStep();

signals:
    /// The step shown changed (after its scenario is computed and its view set).
    void stepShown(int step);
    /// The step wants the inspector shown or not.
    void inspectorWanted(bool shown);
    /// The step's values shown in the cells or not (restored to the preferences on close).
    void valuesWanted(bool shown);
    void closed();
    /// The question was answered or revealed.
    void verdictShown();

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    const LessonStep& current() const;
    /// Sets the view once the step's scenario is computed.
    void applyView();
    /// The stage index of the question's truth, and its values.
    int questionStage() const;
    void submit(const LessonAnswer& answer);
    void showQuestion();
    void showVerdict();
    void retranslate();
    /// The truth of a verdict, as the reveal names it.
    QString truthText(const LessonVerdict& verdict) const;
    /// "Right. You said …; the engine says …" (a choice: "the answer is …").
    QString verdictText(bool correct, LessonQuestion::Kind kind, const QString& given,
                        const QString& truth) const;
    /// Gives each wrapped label the height its text needs at its width (the page around the
    /// step view lays out without height-for-width).
    void fitLabels();
    /// The size of the room the page around the panel shows (its scroll area's viewport).
    QSize roomSize() const;
    /// Follows the room's size (fitLabels() when it changes).
    void watchRoom();
    /// The answer area keeps the height of the verdict to come: answering moves nothing.
    void reserveVerdictHeight();
    /// The step's verdict shown: the map revealed, with its numbers, the cell explained.
    void showAnswered();
    /// The click hint, with the cell chosen.
    void updateClickHint();
    /// Shows one input page (and the buttons it needs).
    void showInput(int page);
    QString cellName(const LessonCell& cell) const;
    /// The question's stage as drawn (its labels).
    HeatmapData stageHeatmapLabels() const;

    Document* document_;
    StageView* view_;
    LoadedLesson lesson_;
    bool open_ = false;
    bool presenting_ = false;
    int step_ = 0;
    QString language_ = QStringLiteral("en");
    bool revealed_ = false;
    bool viewApplied_ = false; ///< the document's numbers are the step's (applyView ran)
    bool hasVerdict_ = false;
    LessonVerdict verdict_;
    LessonAnswer answer_;
    /// The steps answered (or revealed), by index: they stay so.
    struct StepAnswer
    {
        LessonVerdict verdict;
        LessonAnswer answer;
        bool revealed = false;
    };
    QHash<int, StepAnswer> answers_;
    std::optional<LessonCell> chosenCell_;
    int chosenChoice_ = -1;
    QList<QPoint> marked_; ///< (column, row)
    int score_ = 0, answered_ = 0;

    /// The height fitLabels() gave the step's text, and for which showing of a step, at which
    /// width, before or after the answer.
    struct Fit
    {
        int shown = -1;
        int width = 0;
        bool answered = false;
        int height = 0;
    };
    Fit fit_;
    int fitTotal_ = 0; ///< the panel's height with its text at that height
    int shown_ = 0;    ///< counts the steps shown (goTo())
    QPointer<QWidget> room_;

    QLabel* title_;
    QVBoxLayout* frameLayout_;
    QScrollArea* scroll_; ///< the step's text, in the window
    QWidget* body_;       ///< the note, the question, its answer and the score
    QLabel* note_;
    QLabel* prompt_;
    QStackedWidget* answerArea_; ///< the inputs while asking, then the verdict (one height)
    QWidget* inputs_;            ///< the input pages, one shown
    QLabel* clickHint_;
    QPushButton* tryAgain_;
    QAction* confirm_;
    QLabel* measure_; ///< never shown: measures the verdict to come
    QDoubleSpinBox* value_;
    QPushButton* valueAnswer_; ///< Answer: gives the cell, number or choice chosen
    QLabel* markHint_;
    QPushButton* markDone_;
    QWidget* choices_;
    QButtonGroup* choiceGroup_;
    QPushButton* reveal_;
    QLabel* verdictLabel_;
    QLabel* scoreLabel_;
    QPushButton* previous_;
    QPushButton* next_;
    QPushButton* back_;
    QPushButton* close_;
};

} // namespace attnlab

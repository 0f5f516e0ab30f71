#pragma once

#include "lesson.h"

#include <QDialog>
#include <QStringList>

#include <functional>
#include <optional>

class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QScrollArea;
class QSpinBox;

namespace attnlab {

struct ComputedStep;

/// Step Question: the predict-then-reveal question of a lesson step — its type, the stage whose
/// numbers are its truth, its cells or choices, and its prompt, choices and explanation in
/// English, French and Portuguese. While it is edited the dialog says what the truth is in the
/// step's numbers (or why the question cannot be answered there, and OK waits until it can).
class LessonQuestionDialog : public QDialog
{
    Q_OBJECT

public:
    /// Describes the truth of a question in the step's numbers ("key “cat” (0.741)"), or throws
    /// InputError saying why it has none.
    using Check = std::function<QString(const LessonQuestion&)>;

    /// stageIds and stageNames: the step kind's stages; selected: the cell selected when the
    /// step was made, offered to fill in the question's cell.
    LessonQuestionDialog(const LessonStep& step, const QStringList& stageIds,
                         const QStringList& stageNames, std::optional<LessonCell> selected,
                         Check check, QWidget* parent = nullptr);

    /// The question as edited; nullopt for "No question".
    std::optional<LessonQuestion> question() const;
    /// What the dialog says of it (the truth, or what is missing), as plain text.
    QString checkText() const;
    /// True when the question (or its absence) can be saved.
    bool isAcceptable() const { return acceptable_; }

    /// The check of a question against a computed step's numbers (its stage, head and frame).
    static Check stepChecker(const ComputedStep& computed, const LessonStep& step);

    /// The items of the type list, in this order (index 0: no question).
    static constexpr int noQuestion = 0;

private:
    static constexpr int languageCount = 3;
    void updateForm();
    void useSelectedCell();
    void fitToContent();
    static LessonText gather(const std::function<QString(int)>& textOf);

    QStringList stageIds_;
    std::optional<LessonCell> selected_;
    Check check_;
    bool acceptable_ = true;

    QScrollArea* scroll_;
    QComboBox* type_;
    QFormLayout* form_;
    QComboBox* stage_;
    QSpinBox* query_;
    QSpinBox* row_;
    QSpinBox* column_;
    QSpinBox* otherRow_;
    QSpinBox* otherColumn_;
    QDoubleSpinBox* tolerance_;
    QSpinBox* answer_;
    QLineEdit* prompts_[languageCount];
    QPlainTextEdit* choices_[languageCount];
    QPlainTextEdit* explanations_[languageCount];
    QLabel* checkLabel_;
    QDialogButtonBox* buttons_;
};

} // namespace attnlab

#pragma once

#include "lesson.h"

#include <QDialog>

#include <functional>

class QLineEdit;
class QPlainTextEdit;

namespace attnlab {

/// Edit Step Text: a step's title and note in English, French and Portuguese (a tab each; the
/// note is rich text, <b> and <sub> allowed).
class LessonStepDialog : public QDialog
{
    Q_OBJECT

public:
    LessonStepDialog(const LessonStep& step, QWidget* parent = nullptr);
    LessonText title() const;
    LessonText note() const;

private:
    static constexpr int languageCount = 3;
    static LessonText gather(const std::function<QString(int)>& textOf);
    QLineEdit* titles_[languageCount];
    QPlainTextEdit* notes_[languageCount];
};

} // namespace attnlab

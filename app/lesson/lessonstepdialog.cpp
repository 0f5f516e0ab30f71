#include "lessonstepdialog.h"

#include "scenariofile.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <QVBoxLayout>

namespace attnlab {

namespace {

const char* const languages[] = {"en", "fr", "pt"};

} // namespace

LessonStepDialog::LessonStepDialog(const LessonStep& step, QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Step Text"));
    auto* layout = new QVBoxLayout(this);
    auto* tabs = new QTabWidget(this);
    const QString names[] = {tr("English"), tr("French"), tr("Portuguese")};
    for (int i = 0; i < languageCount; ++i) {
        auto* page = new QWidget(tabs);
        auto* form = new QFormLayout(page);
        titles_[i] = new QLineEdit(page);
        notes_[i] = new QPlainTextEdit(page);
        const bool english = i == 0;
        const auto in = [&](const LessonText& t) {
            if (english)
                return fromStd(t.text);
            const auto found = t.translations.find(languages[i]);
            return found == t.translations.end() ? QString() : fromStd(found->second);
        };
        titles_[i]->setText(in(step.title));
        notes_[i]->setPlainText(in(step.note));
        form->addRow(tr("&Title:"), titles_[i]);
        form->addRow(tr("&Note:"), notes_[i]);
        tabs->addTab(page, names[i]);
    }
    layout->addWidget(tabs);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

LessonText LessonStepDialog::gather(const std::function<QString(int)>& textOf)
{
    // English is the main text; the other languages are its translations when written.
    LessonText t;
    t.text = toStd(textOf(0).trimmed());
    for (int i = 1; i < languageCount; ++i)
        if (const QString s = textOf(i).trimmed(); !s.isEmpty())
            t.translations[languages[i]] = toStd(s);
    return t;
}

LessonText LessonStepDialog::title() const
{
    return gather([this](int i) { return titles_[i]->text(); });
}

LessonText LessonStepDialog::note() const
{
    return gather([this](int i) { return notes_[i]->toPlainText(); });
}

} // namespace attnlab

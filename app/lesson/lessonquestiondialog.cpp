#include "lessonquestiondialog.h"

#include "enginemessage.h"
#include "explanation.h"
#include "inputerror.h"
#include "kinddescription.h"
#include "lessonfile.h"
#include "presentermode.h"
#include "scenariofile.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTabWidget>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

namespace attnlab {

namespace {

const char* const languages[] = {"en", "fr", "pt"};
constexpr int maxIndex = 1 << 20;

QSpinBox* indexBox(QWidget* parent)
{
    auto* box = new QSpinBox(parent);
    box->setRange(0, maxIndex);
    return box;
}

/// Two boxes side by side: a cell's row and column.
QWidget* cellRow(QWidget* parent, QSpinBox* row, QSpinBox* column)
{
    auto* w = new QWidget(parent);
    auto* layout = new QHBoxLayout(w);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new QLabel(LessonQuestionDialog::tr("row"), w));
    layout->addWidget(row);
    layout->addWidget(new QLabel(LessonQuestionDialog::tr("column"), w));
    layout->addWidget(column);
    layout->addStretch();
    return w;
}

QString in(const LessonText& t, int language)
{
    if (language == 0)
        return fromStd(t.text);
    const auto found = t.translations.find(languages[language]);
    return found == t.translations.end() ? QString() : fromStd(found->second);
}

QStringList lines(const QPlainTextEdit* edit)
{
    QStringList result;
    for (const QString& line : edit->toPlainText().split(QLatin1Char('\n')))
        if (!line.trimmed().isEmpty())
            result << line.trimmed();
    return result;
}

} // namespace

LessonQuestionDialog::LessonQuestionDialog(const LessonStep& step, const QStringList& stageIds,
                                           const QStringList& stageNames,
                                           std::optional<LessonCell> selected, Check check,
                                           QWidget* parent)
    : QDialog(parent), stageIds_(stageIds), selected_(selected), check_(std::move(check))
{
    setWindowTitle(tr("Step Question"));
    auto* layout = new QVBoxLayout(this);

    // What is asked and its words scroll where the screen is short (a projector with large
    // text); what the dialog says of the question and its buttons stay in sight.
    auto* scroll = scroll_ = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setFocusPolicy(Qt::NoFocus); // (the controls inside take the focus)
    auto* content = new QWidget(scroll);
    auto* contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    scroll->setWidget(content);
    layout->addWidget(scroll, 1);

    // What is asked, and where its truth is read.
    form_ = new QFormLayout;
    type_ = new QComboBox(this);
    type_->addItems({tr("No question"), tr("Which key does a query attend to most? (click a cell)"),
                     tr("Estimate a value (a number, within a tolerance)"),
                     tr("Which pairs are masked? (mark them)"),
                     tr("Which is larger? (one of two cells)"),
                     tr("Multiple choice (a stated answer)")});
    form_->addRow(tr("&Question:"), type_);
    stage_ = new QComboBox(this);
    stage_->addItem(tr("The step\u2019s stage"));
    stage_->addItems(stageNames);
    form_->addRow(tr("&Truth read from:"), stage_);
    query_ = indexBox(this);
    form_->addRow(tr("Q&uery (row):"), query_);
    row_ = indexBox(this);
    column_ = indexBox(this);
    form_->addRow(tr("&Cell:"), cellRow(this, row_, column_));
    otherRow_ = indexBox(this);
    otherColumn_ = indexBox(this);
    form_->addRow(tr("&Other cell:"), cellRow(this, otherRow_, otherColumn_));
    tolerance_ = new QDoubleSpinBox(this);
    tolerance_->setDecimals(3);
    tolerance_->setRange(0.001, 1000.0);
    tolerance_->setSingleStep(0.01);
    form_->addRow(tr("To&lerance (\u00b1):"), tolerance_);
    answer_ = new QSpinBox(this);
    answer_->setRange(1, 99);
    form_->addRow(tr("&Right choice (1 = first):"), answer_);
    const std::pair<QWidget*, const char*> named[] = {{type_, "questionType"},
                                                      {stage_, "questionStage"},
                                                      {query_, "questionQuery"},
                                                      {row_, "questionRow"},
                                                      {column_, "questionColumn"},
                                                      {otherRow_, "questionOtherRow"},
                                                      {otherColumn_, "questionOtherColumn"},
                                                      {tolerance_, "questionTolerance"},
                                                      {answer_, "questionAnswer"}};
    for (const auto& [widget, name] : named)
        widget->setObjectName(QLatin1String(name));
    auto* useSelected = new QPushButton(tr("Use the &Selected Cell"), this);
    useSelected->setEnabled(selected_.has_value());
    if (selected_)
        useSelected->setToolTip(tr("Row %1, column %2, as selected in the view")
                                    .arg(selected_->row)
                                    .arg(selected_->column));
    connect(useSelected, &QPushButton::clicked, this, &LessonQuestionDialog::useSelectedCell);
    form_->addRow(QString(), useSelected);
    contentLayout->addLayout(form_);

    // Its words, in each language of the lesson.
    auto* tabs = new QTabWidget(this);
    const QString names[] = {tr("English"), tr("French"), tr("Portuguese")};
    for (int i = 0; i < languageCount; ++i) {
        auto* page = new QWidget(tabs);
        auto* pageForm = new QFormLayout(page);
        prompts_[i] = new QLineEdit(page);
        choices_[i] = new QPlainTextEdit(page);
        choices_[i]->setPlaceholderText(tr("One choice per line"));
        choices_[i]->setTabChangesFocus(true);
        explanations_[i] = new QPlainTextEdit(page);
        explanations_[i]->setPlaceholderText(tr("Said at the reveal: why the truth is what it is"));
        explanations_[i]->setTabChangesFocus(true);
        const QString language = QLatin1String(languages[i]);
        prompts_[i]->setObjectName(QStringLiteral("questionPrompt_") + language);
        choices_[i]->setObjectName(QStringLiteral("questionChoices_") + language);
        explanations_[i]->setObjectName(QStringLiteral("questionExplanation_") + language);
        pageForm->addRow(tr("&Prompt:"), prompts_[i]);
        pageForm->addRow(tr("C&hoices:"), choices_[i]);
        pageForm->addRow(tr("&Explanation:"), explanations_[i]);
        tabs->addTab(page, names[i]);
    }
    contentLayout->addWidget(tabs, 1);

    checkLabel_ = new QLabel(this);
    checkLabel_->setObjectName(QStringLiteral("questionCheck"));
    checkLabel_->setWordWrap(true);
    checkLabel_->setTextFormat(Qt::RichText);
    layout->addWidget(checkLabel_);
    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons_);

    // The step's question, or one about the selected cell.
    const LessonQuestion q = step.question.value_or(LessonQuestion{});
    type_->setCurrentIndex(step.question ? static_cast<int>(q.kind) + 1 : noQuestion);
    stage_->setCurrentIndex(std::max(0, int(stageIds_.indexOf(fromStd(q.stage))) + 1));
    query_->setValue(q.query);
    row_->setValue(q.cell.row);
    column_->setValue(q.cell.column);
    otherRow_->setValue(q.other.row);
    otherColumn_->setValue(q.other.column);
    tolerance_->setValue(q.tolerance);
    answer_->setValue(q.answer + 1);
    for (int i = 0; i < languageCount; ++i) {
        prompts_[i]->setText(in(q.prompt, i));
        QStringList texts;
        for (const LessonText& c : q.choices)
            texts << in(c, i);
        choices_[i]->setPlainText(texts.join(QLatin1Char('\n')).trimmed());
        explanations_[i]->setPlainText(in(q.explanation, i));
    }
    if (!step.question && selected_)
        useSelectedCell();

    for (QComboBox* box : {type_, stage_})
        connect(box, &QComboBox::currentIndexChanged, this, &LessonQuestionDialog::updateForm);
    for (QSpinBox* box : {query_, row_, column_, otherRow_, otherColumn_, answer_})
        connect(box, &QSpinBox::valueChanged, this, &LessonQuestionDialog::updateForm);
    connect(tolerance_, &QDoubleSpinBox::valueChanged, this, &LessonQuestionDialog::updateForm);
    for (int i = 0; i < languageCount; ++i) {
        connect(prompts_[i], &QLineEdit::textChanged, this, &LessonQuestionDialog::updateForm);
        connect(choices_[i], &QPlainTextEdit::textChanged, this, &LessonQuestionDialog::updateForm);
    }
    updateForm();
    type_->setFocus();
}

LessonQuestionDialog::Check LessonQuestionDialog::stepChecker(const ComputedStep& computed,
                                                              const LessonStep& step)
{
    return [computed, head = step.head, frame = step.frame](const LessonQuestion& q) {
        const AttentionKind& kind = attentionKind(computed.resolved.kind);
        int stage = computed.stage;
        if (!q.stage.empty())
            stage = kind.stageIndex(q.stage);
        if (stage < 0)
            throw InputError("question.stage",
                             TR_NOOP("Engine", "\"%1\" is not a stage of this kind"), q.stage);
        const StageValues values = computed.trace->stage(stage, head, frame);
        const LessonVerdict truth = checkLessonAnswer(q, values, {}, "question");
        // Named as the figure labels its rows and columns.
        const HeatmapData labels =
            kindDescription(computed.resolved.kind)
                .heatmapData(stage, computed.resolved, *computed.trace, head, frame);
        const auto num = [](double x) { return Explanation::formatNumber(x, 3); };
        const auto cell = [&](const LessonCell& c) {
            return tr("%1 \u2192 %2 (%3)")
                .arg(labels.rowLabels.value(c.row, QString::number(c.row)),
                     labels.columnLabels.value(c.column, QString::number(c.column)),
                     num(values.values(c.row, c.column)));
        };
        switch (q.kind) {
        case LessonQuestion::Kind::LargestInRow:
            return tr("the largest value of the row is %1").arg(cell(truth.cell));
        case LessonQuestion::Kind::Estimate:
            return tr("%1; answers from %2 to %3 count as right")
                .arg(cell(truth.cell), num(truth.value - q.tolerance),
                     num(truth.value + q.tolerance));
        case LessonQuestion::Kind::MaskedPairs:
            return tr("%n pair(s) are masked", nullptr, static_cast<int>(truth.cells.size()));
        case LessonQuestion::Kind::Larger:
            return tr("%1 is the larger").arg(cell(truth.cell));
        case LessonQuestion::Kind::Choice:
            return tr("choice %1, \u201c%2\u201d")
                .arg(truth.choice + 1)
                .arg(fromStd(q.choices.at(static_cast<std::size_t>(truth.choice)).text));
        }
        return QString();
    };
}

void LessonQuestionDialog::useSelectedCell()
{
    if (!selected_)
        return;
    query_->setValue(selected_->row);
    row_->setValue(selected_->row);
    column_->setValue(selected_->column);
}

LessonText LessonQuestionDialog::gather(const std::function<QString(int)>& textOf)
{
    // English is the main text; the other languages are its translations when written.
    LessonText t;
    t.text = toStd(textOf(0).trimmed());
    for (int i = 1; i < languageCount; ++i)
        if (const QString s = textOf(i).trimmed(); !s.isEmpty())
            t.translations[languages[i]] = toStd(s);
    return t;
}

std::optional<LessonQuestion> LessonQuestionDialog::question() const
{
    if (type_->currentIndex() == noQuestion)
        return std::nullopt;
    LessonQuestion q;
    q.kind = static_cast<LessonQuestion::Kind>(type_->currentIndex() - 1);
    q.prompt = gather([this](int i) { return prompts_[i]->text(); });
    q.explanation = gather([this](int i) { return explanations_[i]->toPlainText(); });
    if (stage_->currentIndex() > 0 && q.kind != LessonQuestion::Kind::Choice)
        q.stage = toStd(stageIds_.value(stage_->currentIndex() - 1));
    using Kind = LessonQuestion::Kind;
    switch (q.kind) {
    case Kind::LargestInRow:
        q.query = query_->value();
        break;
    case Kind::Estimate:
        q.cell = {row_->value(), column_->value()};
        q.tolerance = tolerance_->value();
        break;
    case Kind::Larger:
        q.cell = {row_->value(), column_->value()};
        q.other = {otherRow_->value(), otherColumn_->value()};
        break;
    case Kind::MaskedPairs:
        break;
    case Kind::Choice: {
        QStringList perLanguage[languageCount];
        for (int i = 0; i < languageCount; ++i)
            perLanguage[i] = lines(choices_[i]);
        for (int c = 0; c < perLanguage[0].size(); ++c)
            q.choices.push_back(gather([&](int i) { return perLanguage[i].value(c); }));
        q.answer = answer_->value() - 1;
        break;
    }
    }
    return q;
}

QString LessonQuestionDialog::checkText() const
{
    return QTextDocumentFragment::fromHtml(checkLabel_->text()).toPlainText();
}

void LessonQuestionDialog::updateForm()
{
    using Kind = LessonQuestion::Kind;
    const int type = type_->currentIndex();
    const auto is = [type](std::initializer_list<Kind> kinds) {
        for (Kind k : kinds)
            if (type == static_cast<int>(k) + 1)
                return true;
        return false;
    };
    form_->setRowVisible(stage_, type != noQuestion && !is({Kind::Choice}));
    form_->setRowVisible(query_, is({Kind::LargestInRow}));
    form_->setRowVisible(row_->parentWidget(), is({Kind::Estimate, Kind::Larger}));
    form_->setRowVisible(otherRow_->parentWidget(), is({Kind::Larger}));
    form_->setRowVisible(tolerance_, is({Kind::Estimate}));
    form_->setRowVisible(answer_, is({Kind::Choice}));
    form_->setRowVisible(form_->rowCount() - 1,
                         is({Kind::LargestInRow, Kind::Estimate, Kind::Larger}));
    for (int i = 0; i < languageCount; ++i) {
        auto* pageForm = qobject_cast<QFormLayout*>(choices_[i]->parentWidget()->layout());
        pageForm->setRowVisible(choices_[i], is({Kind::Choice}));
        pageForm->setRowVisible(explanations_[i], type != noQuestion);
        pageForm->setRowVisible(prompts_[i], type != noQuestion);
    }

    // What the question's truth is in the step's numbers, and what it still lacks.
    QStringList said; // the truth as plain words, what is wrong in red
    acceptable_ = true;
    const auto problem = [](const QString& text) {
        return QStringLiteral("<span style=\"color:#b02020\">%1</span>").arg(text.toHtmlEscaped());
    };
    const std::optional<LessonQuestion> q = question();
    if (q) {
        const int choiceCount = static_cast<int>(q->choices.size());
        if (q->kind == Kind::Choice && choiceCount < 2) {
            acceptable_ = false;
            said << problem(tr("Write at least two choices in English, one per line."));
        } else if (q->kind == Kind::Choice && q->answer >= choiceCount) {
            acceptable_ = false;
            said << problem(tr("The right choice is number %1, but there are %2 choices.")
                                .arg(q->answer + 1)
                                .arg(choiceCount));
        } else {
            try {
                said << tr("The truth in the step\u2019s numbers: %1")
                            .arg(check_(*q))
                            .toHtmlEscaped();
            } catch (const InputError& e) {
                acceptable_ = false;
                said << problem(tr("This question has no answer in the step\u2019s numbers: %1")
                                    .arg(translatedMessage(e.message())));
            } catch (const std::exception& e) {
                acceptable_ = false;
                said << problem(translatedError(e));
            }
        }
        for (int i = 1; i < languageCount; ++i) {
            const int n = static_cast<int>(lines(choices_[i]).size());
            if (q->kind == Kind::Choice && n != 0 && n != choiceCount) {
                acceptable_ = false;
                said << problem(tr("The %1 choices are %2; the English ones are %3.")
                                    .arg(i == 1 ? tr("French") : tr("Portuguese"))
                                    .arg(n)
                                    .arg(choiceCount));
            }
        }
        if (q->prompt.text.empty()) {
            acceptable_ = false;
            said << problem(tr("Write the question\u2019s prompt in English."));
        }
    }
    const QString text = said.join(QStringLiteral("<br/>"));
    checkLabel_->setText(text);
    checkLabel_->setVisible(!text.isEmpty());
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(acceptable_);
    fitToContent();
}

void LessonQuestionDialog::fitToContent()
{
    // As large as the content asks (it grows when a question type shows more), within the
    // screen; what does not fit scrolls.
    QWidget* content = scroll_->widget();
    QSize wanted = content->sizeHint() + QSize(scroll_->verticalScrollBar()->sizeHint().width(), 0);
    const QMargins margins = layout()->contentsMargins();
    wanted.rheight() += checkLabel_->sizeHint().height() + buttons_->sizeHint().height() +
                        layout()->spacing() * 3 + margins.top() + margins.bottom();
    wanted.rwidth() += margins.left() + margins.right();
    wanted = wanted.expandedTo(QSize(fontMetrics().averageCharWidth() * 80, 0));
    if (const QScreen* screen = parentWidget() ? parentWidget()->screen() : this->screen())
        wanted = wanted.boundedTo(screen->availableGeometry().size() * 0.95);
    resize(size().expandedTo(wanted));
    if (isVisible())
        PresenterMode::fitToScreen(this); // grown: still wholly on the screen
}

} // namespace attnlab

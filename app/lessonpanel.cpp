#include "lessonpanel.h"

#include "document.h"
#include "enginemessage.h"
#include "explanation.h"
#include "heatmapwidget.h"
#include "inputerror.h"
#include "kinddescription.h"
#include "scenariocaption.h"
#include "stageview.h"
#include "translations.h"

#include <QButtonGroup>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QResizeEvent>
#include <QStackedWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace attnlab {

namespace {

enum InputPage
{
    ClickPage,
    ValuePage,
    MarkPage,
    ChoicePage,
};

QLabel* richLabel(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setTextFormat(Qt::RichText);
    label->setWordWrap(true);
    return label;
}

} // namespace

LessonPanel::LessonPanel(Document* document, StageView* view, QWidget* parent)
    : QWidget(parent), document_(document), view_(view)
{
    setObjectName(QStringLiteral("lessonPanel"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* frame = new QFrame(this);
    frame->setFrameShape(QFrame::StyledPanel);
    layout->addWidget(frame);
    auto* box = new QVBoxLayout(frame);

    // The title on a line of its own, the buttons below it: at a projector's width with large
    // text neither squeezes the other.
    title_ = richLabel(frame);
    title_->setObjectName(QStringLiteral("lessonTitle"));
    box->addWidget(title_);
    auto* top = new QHBoxLayout;
    previous_ = new QPushButton(frame);
    next_ = new QPushButton(frame);
    back_ = new QPushButton(frame);
    close_ = new QPushButton(frame);
    for (QPushButton* b : {previous_, next_, back_, close_}) {
        b->setFocusPolicy(Qt::NoFocus); // the arrow keys stay with the view
        top->addWidget(b);
    }
    top->addStretch();
    box->addLayout(top);

    note_ = richLabel(frame);
    note_->setObjectName(QStringLiteral("lessonNote"));
    box->addWidget(note_);

    prompt_ = richLabel(frame);
    prompt_->setObjectName(QStringLiteral("lessonQuestion"));
    box->addWidget(prompt_);

    auto* answerRow = new QHBoxLayout;
    inputs_ = new QStackedWidget(frame);
    clickHint_ = richLabel(inputs_);
    inputs_->addWidget(clickHint_);

    auto* valuePage = new QWidget(inputs_);
    auto* valueRow = new QHBoxLayout(valuePage);
    valueRow->setContentsMargins(0, 0, 0, 0);
    value_ = new QDoubleSpinBox(valuePage);
    value_->setDecimals(3);
    value_->setRange(-1e6, 1e6);
    value_->setSingleStep(0.01);
    valueAnswer_ = new QPushButton(valuePage);
    valueRow->addWidget(value_);
    valueRow->addWidget(valueAnswer_);
    valueRow->addStretch();
    inputs_->addWidget(valuePage);

    auto* markPage = new QWidget(inputs_);
    auto* markRow = new QHBoxLayout(markPage);
    markRow->setContentsMargins(0, 0, 0, 0);
    markHint_ = richLabel(markPage);
    markDone_ = new QPushButton(markPage);
    markRow->addWidget(markHint_, 1);
    markRow->addWidget(markDone_);
    inputs_->addWidget(markPage);

    choices_ = new QWidget(inputs_);
    new QVBoxLayout(choices_);
    choices_->layout()->setContentsMargins(0, 0, 0, 0);
    choiceGroup_ = new QButtonGroup(this);
    inputs_->addWidget(choices_);

    answerRow->addWidget(inputs_, 1);
    reveal_ = new QPushButton(frame);
    answerRow->addWidget(reveal_, 0, Qt::AlignTop);
    box->addLayout(answerRow);

    verdictLabel_ = richLabel(frame);
    verdictLabel_->setObjectName(QStringLiteral("lessonVerdict"));
    box->addWidget(verdictLabel_);
    scoreLabel_ = new QLabel(frame);
    box->addWidget(scoreLabel_);

    connect(previous_, &QPushButton::clicked, this, &LessonPanel::previous);
    connect(next_, &QPushButton::clicked, this, &LessonPanel::next);
    connect(back_, &QPushButton::clicked, this, &LessonPanel::backToStep);
    connect(close_, &QPushButton::clicked, this, &LessonPanel::close);
    connect(valueAnswer_, &QPushButton::clicked, this, [this] { answerValue(value_->value()); });
    connect(markDone_, &QPushButton::clicked, this, &LessonPanel::finishMarking);
    connect(choiceGroup_, &QButtonGroup::idClicked, this, &LessonPanel::answerChoice);
    connect(reveal_, &QPushButton::clicked, this, &LessonPanel::reveal);
    // A click on the concealed map answers the questions asked with a click.
    connect(view_->heatmap(), &HeatmapWidget::cellClicked, this, [this](int row, int column) {
        if (!isAsking())
            return;
        if (current().question->kind == LessonQuestion::Kind::MaskedPairs)
            toggleMark(row, column);
        else if (current().question->kind == LessonQuestion::Kind::LargestInRow ||
                 current().question->kind == LessonQuestion::Kind::Larger)
            answerCell(row, column);
    });
    retranslate();
    hide();
}

void LessonPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void LessonPanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    // Once the labels have their new widths.
    QTimer::singleShot(0, this, &LessonPanel::fitLabels);
}

void LessonPanel::fitLabels()
{
    for (QLabel* label : {title_, note_, prompt_, clickHint_, markHint_, verdictLabel_}) {
        const int width = label->width() > 0 ? label->width() : label->sizeHint().width();
        const int height = label->heightForWidth(width);
        if (height > 0 && label->minimumHeight() != height)
            label->setMinimumHeight(height);
    }
}

void LessonPanel::retranslate()
{
    previous_->setText(tr("\u2190 Previous"));
    next_->setText(tr("Next \u2192"));
    back_->setText(tr("Back to the Step"));
    back_->setToolTip(tr("Undo what you changed and show the step as the lesson has it"));
    close_->setText(tr("Close Lesson"));
    valueAnswer_->setText(tr("Answer"));
    markDone_->setText(tr("Done"));
    reveal_->setText(tr("Reveal"));
    reveal_->setToolTip(tr("Show the answer without answering (in front of a class): R"));
    reveal_->setShortcut(QKeySequence(Qt::Key_R));
    if (open_) {
        showQuestion();
        showVerdict();
    }
}

void LessonPanel::setPresenting(bool on)
{
    presenting_ = on;
    for (QPushButton* b : {previous_, next_, back_, close_})
        b->setVisible(!on);
    note_->setVisible(!on && open_ && !current().note.empty());
    fitLabels();
}

void LessonPanel::setLanguage(const QString& language)
{
    language_ = language.isEmpty() ? QStringLiteral("en") : language;
    if (open_)
        goTo(step_);
}

QString LessonPanel::text(const LessonText& t) const
{
    return fromStd(t.in(toStd(language_)));
}

bool LessonPanel::open(const QString& path, QString* error)
{
    LoadedLesson loaded;
    try {
        loaded = readLessonFile(path);
        // Every step's scenario must at least be readable before anything changes.
        for (int i = 0; i < static_cast<int>(loaded.lesson.steps.size()); ++i)
            stepScenario(loaded, i);
    } catch (const InputError& e) {
        if (error)
            *error = translatedError(inputErrorInFile(e, path));
        return false;
    }
    lesson_ = std::move(loaded);
    open_ = true;
    // The step's title and note stand for the scenario's caption.
    view_->caption()->setSuppressed(true);
    score_ = answered_ = 0;
    show();
    goTo(0);
    return true;
}

void LessonPanel::close()
{
    if (!open_)
        return;
    open_ = false;
    view_->setConcealed(false);
    view_->caption()->setSuppressed(false);
    hide();
    emit closed();
}

const LessonStep& LessonPanel::current() const
{
    return lesson_.lesson.steps.at(static_cast<std::size_t>(step_));
}

void LessonPanel::goTo(int step)
{
    if (!open_ || step < 0 || step >= stepCount())
        return;
    step_ = step;
    viewApplied_ = false; // the document still holds the previous step's numbers
    revealed_ = hasVerdict_ = false;
    answer_ = {};
    marked_.clear();
    const LessonStep& s = current();
    try {
        const LoadedScenario loaded = stepScenario(lesson_, step_);
        // The step's scenario as an untitled document: saving it never writes the lesson.
        // (its files, a picture, named relative to the lesson's folder)
        document_->reset(loaded.scenario, QString(), loaded.warnings, loaded.baseDir);
    } catch (const InputError& e) {
        note_->setText(
            tr("<b>This step cannot be shown:</b> %1").arg(translatedError(e).toHtmlEscaped()));
        return;
    }
    title_->setText(tr("<b>%1</b> \u2014 step %2 of %3: %4")
                        .arg(text(lesson_.lesson.title).toHtmlEscaped())
                        .arg(step_ + 1)
                        .arg(stepCount())
                        .arg(text(s.title).toHtmlEscaped()));
    note_->setText(text(s.note));
    note_->setVisible(!presenting_ && !s.note.empty());
    fitLabels();
    previous_->setEnabled(step_ > 0);
    next_->setEnabled(step_ + 1 < stepCount());
    emit inspectorWanted(s.inspector);
    emit valuesWanted(s.values);
    // The view is set once the numbers are there (a large scenario computes in the background).
    if (document_->isComputing()) {
        auto* waiting = new QObject(this);
        const int wanted = step_;
        connect(document_, &Document::resultChanged, waiting, [this, waiting, wanted] {
            if (document_->isComputing())
                return;
            waiting->deleteLater();
            if (open_ && step_ == wanted)
                applyView();
        });
    } else {
        applyView();
    }
}

void LessonPanel::applyView()
{
    const LessonStep& s = current();
    if (!document_->hasResult()) {
        showQuestion();
        return;
    }
    viewApplied_ = true;
    const AttentionKind& kind = attentionKind(document_->resolved().kind);
    const int stage = s.stage.empty() ? kind.defaultStage() : kind.stageIndex(s.stage);
    view_->setConcealed(s.question.has_value());
    view_->setStageIndex(std::max(stage, 0));
    view_->setHead(s.head);
    view_->setFrame(s.frame);
    if (s.cell && !s.question)
        view_->selectCell(s.cell->row, s.cell->column);
    else if (!s.question)
        view_->clearSelection(); // the step as it was made: no cell chosen
    showQuestion();
    showVerdict();
    emit stepShown(step_);
}

void LessonPanel::next()
{
    goTo(step_ + 1);
}

void LessonPanel::previous()
{
    goTo(step_ - 1);
}

void LessonPanel::backToStep()
{
    // The answer given stays: only the view returns to the step.
    const bool keep = hasVerdict_;
    const LessonVerdict verdict = verdict_;
    const LessonAnswer answer = answer_;
    const bool revealed = revealed_;
    goTo(step_);
    if (keep) {
        hasVerdict_ = true;
        verdict_ = verdict;
        answer_ = answer;
        revealed_ = revealed;
        view_->setConcealed(false);
        showQuestion();
        showVerdict();
    }
}

bool LessonPanel::isAsking() const
{
    return open_ && current().question && !hasVerdict_;
}

int LessonPanel::questionStage() const
{
    const AttentionKind& kind = attentionKind(document_->resolved().kind);
    const std::string& id =
        current().question->stage.empty() ? current().stage : current().question->stage;
    return id.empty() ? kind.defaultStage() : std::max(0, kind.stageIndex(id));
}

QString LessonPanel::cellName(const LessonCell& cell) const
{
    // The stage's own labels: "t0 → t1", "noir → black".
    const HeatmapData data = stageHeatmapLabels();
    const QString row = data.rowLabels.value(cell.row, QString::number(cell.row));
    const QString column = data.columnLabels.value(cell.column, QString::number(cell.column));
    return tr("%1 \u2192 %2").arg(row, column).toHtmlEscaped();
}

HeatmapData LessonPanel::stageHeatmapLabels() const
{
    if (!document_->hasResult())
        return {};
    return kindDescription(document_->resolved().kind)
        .heatmapData(questionStage(), document_->resolved(), document_->kindTrace(), current().head,
                     current().frame);
}

void LessonPanel::submit(const LessonAnswer& answer)
{
    // Answers wait for the step's own numbers (the document may still hold the last step's).
    if (!isAsking() || !viewApplied_ || document_->isComputing() || !document_->hasResult())
        return;
    try {
        const StageValues truth =
            document_->kindTrace().stage(questionStage(), current().head, current().frame);
        verdict_ = checkLessonAnswer(*current().question, truth, answer);
    } catch (const std::exception& e) {
        verdictLabel_->setText(translatedError(e).toHtmlEscaped());
        return;
    }
    answer_ = answer;
    hasVerdict_ = true;
    if (verdict_.answered && !revealed_) { // (revealed: the truth alone, not an answer)
        ++answered_;
        if (verdict_.correct)
            ++score_;
    }
    view_->setConcealed(false);
    // The inspector explains the truth: the cell the question was about, else the step's.
    const LessonQuestion::Kind kind = current().question->kind;
    if (kind == LessonQuestion::Kind::LargestInRow || kind == LessonQuestion::Kind::Larger ||
        kind == LessonQuestion::Kind::Estimate)
        view_->selectCell(verdict_.cell.row, verdict_.cell.column);
    else if (current().cell)
        view_->selectCell(current().cell->row, current().cell->column);
    showQuestion();
    showVerdict();
}

void LessonPanel::answerCell(int row, int column)
{
    LessonAnswer a;
    a.cell = LessonCell{row, column};
    submit(a);
}

void LessonPanel::answerValue(double value)
{
    LessonAnswer a;
    a.value = value;
    submit(a);
}

void LessonPanel::answerChoice(int choice)
{
    LessonAnswer a;
    a.choice = choice;
    submit(a);
}

void LessonPanel::toggleMark(int row, int column)
{
    if (!isAsking())
        return;
    const QPoint p(column, row);
    if (!marked_.removeOne(p))
        marked_ << p;
    view_->setConcealed(true, marked_);
    markHint_->setText(tr("Click the pairs you expect hidden, then Done. %n marked.", nullptr,
                          int(marked_.size())));
}

void LessonPanel::finishMarking()
{
    LessonAnswer a;
    for (const QPoint& p : marked_)
        a.cells.push_back({p.y(), p.x()});
    submit(a);
}

void LessonPanel::reveal()
{
    if (!isAsking())
        return;
    revealed_ = true;
    submit({}); // no answer: the truth alone
}

void LessonPanel::showQuestion()
{
    const bool has = open_ && current().question.has_value();
    prompt_->setVisible(has);
    inputs_->setVisible(has && !hasVerdict_);
    reveal_->setVisible(has && !hasVerdict_);
    verdictLabel_->setVisible(has && hasVerdict_);
    scoreLabel_->setVisible(answered_ > 0);
    scoreLabel_->setText(tr("Score: %1 of %2").arg(score_).arg(answered_));
    if (!has)
        return;
    const LessonQuestion& q = *current().question;
    prompt_->setText(tr("<b>Predict:</b> %1").arg(text(q.prompt)));
    switch (q.kind) {
    case LessonQuestion::Kind::LargestInRow:
    case LessonQuestion::Kind::Larger:
        inputs_->setCurrentIndex(ClickPage);
        clickHint_->setText(tr("Click your answer on the map: its values are hidden until you "
                               "answer."));
        break;
    case LessonQuestion::Kind::Estimate:
        inputs_->setCurrentIndex(ValuePage);
        break;
    case LessonQuestion::Kind::MaskedPairs:
        inputs_->setCurrentIndex(MarkPage);
        markHint_->setText(tr("Click the pairs you expect hidden, then Done. %n marked.", nullptr,
                              int(marked_.size())));
        break;
    case LessonQuestion::Kind::Choice: {
        inputs_->setCurrentIndex(ChoicePage);
        for (QAbstractButton* b : choiceGroup_->buttons())
            delete b;
        for (std::size_t i = 0; i < q.choices.size(); ++i) {
            auto* b = new QRadioButton(text(q.choices[i]), choices_);
            choices_->layout()->addWidget(b);
            choiceGroup_->addButton(b, static_cast<int>(i));
        }
        break;
    }
    }
    fitLabels();
}

void LessonPanel::showVerdict()
{
    if (!open_ || !current().question || !hasVerdict_) {
        verdictLabel_->clear();
        return;
    }
    const LessonQuestion& q = *current().question;
    const auto num = [](double x) { return Explanation::formatNumber(x, 3); };
    const QString truth = truthText(verdict_);
    QString given;
    switch (q.kind) {
    case LessonQuestion::Kind::LargestInRow:
    case LessonQuestion::Kind::Larger:
        if (answer_.cell)
            given = cellName(*answer_.cell);
        break;
    case LessonQuestion::Kind::Estimate:
        if (answer_.value)
            given = num(*answer_.value);
        break;
    case LessonQuestion::Kind::MaskedPairs:
        if (!revealed_)
            given = tr("%n pair(s) marked", nullptr, int(answer_.cells.size()));
        break;
    case LessonQuestion::Kind::Choice:
        if (answer_.choice)
            given = text(q.choices.at(static_cast<std::size_t>(*answer_.choice))).toHtmlEscaped();
        break;
    }
    QString html;
    if (revealed_ || !verdict_.answered)
        html = tr("<b>The answer:</b> %1.").arg(truth);
    else if (verdict_.correct)
        html = tr("<b>Right.</b> You said %1; the engine says %2.").arg(given, truth);
    else
        html = tr("<b>Not quite.</b> You said %1; the engine says %2.").arg(given, truth);
    if (!q.explanation.empty())
        html += QStringLiteral(" ") + text(q.explanation);
    verdictLabel_->setText(html);
    fitLabels();
    emit verdictShown();
}

QString LessonPanel::truthText(const LessonVerdict& verdict) const
{
    const LessonQuestion& q = *current().question;
    const auto num = [](double x) { return Explanation::formatNumber(x, 3); };
    switch (q.kind) {
    case LessonQuestion::Kind::LargestInRow:
    case LessonQuestion::Kind::Larger: {
        const StageValues v =
            document_->kindTrace().stage(questionStage(), current().head, current().frame);
        return tr("%1 (%2)")
            .arg(cellName(verdict.cell))
            .arg(num(v.values(verdict.cell.row, verdict.cell.column)));
    }
    case LessonQuestion::Kind::Estimate:
        return num(verdict.value);
    case LessonQuestion::Kind::MaskedPairs:
        return tr("%n pair(s) hidden", nullptr, int(verdict.cells.size()));
    case LessonQuestion::Kind::Choice:
        return text(q.choices.at(static_cast<std::size_t>(verdict.choice))).toHtmlEscaped();
    }
    return {};
}

QString LessonPanel::answerText() const
{
    if (!open_ || !current().question)
        return {};
    // Only the step's own numbers: while they are computed the document holds the last step's.
    if (!viewApplied_ || document_->isComputing() || !document_->hasResult())
        return tr("(being computed\u2026)");
    try {
        const StageValues truth =
            document_->kindTrace().stage(questionStage(), current().head, current().frame);
        return truthText(checkLessonAnswer(*current().question, truth, {}));
    } catch (const std::exception& e) {
        return translatedError(e).toHtmlEscaped();
    }
}

QString LessonPanel::verdictText() const
{
    return verdictLabel_->text();
}

} // namespace attnlab

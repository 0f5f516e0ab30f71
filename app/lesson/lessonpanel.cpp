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

#include <QAction>
#include <QButtonGroup>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QResizeEvent>
#include <QScrollArea>
#include <QScrollBar>
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
    frameLayout_ = box;

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

    // Under the title and the buttons, the step's text: in the window it scrolls within the
    // panel where the room is short (a large text on a small screen), the panel keeping its
    // height when the question is answered; in presenter mode it stands in the step's column.
    body_ = new QWidget;
    body_->setObjectName(QStringLiteral("lessonBody"));
    auto* column = new QVBoxLayout(body_);
    column->setContentsMargins(0, 0, 0, 0);
    scroll_ = new QScrollArea(frame);
    scroll_->setObjectName(QStringLiteral("lessonScroll"));
    scroll_->setFrameShape(QFrame::NoFrame);
    scroll_->setWidgetResizable(true);
    scroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // the text wraps instead
    scroll_->setFocusPolicy(Qt::NoFocus); // the arrow keys stay with the view
    scroll_->setWidget(body_);
    box->addWidget(scroll_);

    note_ = richLabel(body_);
    note_->setObjectName(QStringLiteral("lessonNote"));
    column->addWidget(note_);

    prompt_ = richLabel(body_);
    prompt_->setObjectName(QStringLiteral("lessonQuestion"));
    column->addWidget(prompt_);

    // One area for the inputs, then the verdict: it keeps the larger height of the two, so
    // that answering moves nothing under the pointer.
    answerArea_ = new QStackedWidget(body_);
    auto* asking = new QWidget(answerArea_);
    auto* askingColumn = new QVBoxLayout(asking);
    askingColumn->setContentsMargins(0, 0, 0, 0);
    // (one page shown at a time; a hidden page takes no height, unlike a stacked widget's)
    inputs_ = new QWidget(asking);
    auto* pages = new QVBoxLayout(inputs_);
    pages->setContentsMargins(0, 0, 0, 0);

    clickHint_ = richLabel(inputs_);
    pages->addWidget(clickHint_);

    auto* valuePage = new QWidget(inputs_);
    auto* valueRow = new QHBoxLayout(valuePage);
    valueRow->setContentsMargins(0, 0, 0, 0);
    value_ = new QDoubleSpinBox(valuePage);
    value_->setDecimals(3);
    value_->setRange(-1e6, 1e6);
    value_->setSingleStep(0.01);
    value_->setObjectName(QStringLiteral("lessonValue"));
    valueRow->addWidget(value_);
    valueRow->addStretch();
    pages->addWidget(valuePage);

    markHint_ = richLabel(inputs_);
    pages->addWidget(markHint_);

    choices_ = new QWidget(inputs_);
    new QVBoxLayout(choices_);
    choices_->layout()->setContentsMargins(0, 0, 0, 0);
    choiceGroup_ = new QButtonGroup(this);
    pages->addWidget(choices_);
    askingColumn->addWidget(inputs_);

    // Under the inputs (the narrow column of presenter mode holds them): give the answer chosen,
    // or reveal the truth.
    auto* buttons = new QHBoxLayout;
    valueAnswer_ = new QPushButton(asking);
    valueAnswer_->setObjectName(QStringLiteral("lessonAnswer"));
    markDone_ = new QPushButton(asking);
    reveal_ = new QPushButton(asking);
    buttons->addWidget(valueAnswer_);
    buttons->addWidget(markDone_);
    buttons->addWidget(reveal_);
    buttons->addStretch();
    askingColumn->addLayout(buttons);
    answerArea_->addWidget(asking);

    auto* answered = new QWidget(answerArea_);
    auto* verdictColumn = new QVBoxLayout(answered);
    verdictColumn->setContentsMargins(0, 0, 0, 0);
    verdictLabel_ = richLabel(answered);
    verdictLabel_->setObjectName(QStringLiteral("lessonVerdict"));
    verdictColumn->addWidget(verdictLabel_);
    tryAgain_ = new QPushButton(answered);
    tryAgain_->setObjectName(QStringLiteral("lessonTryAgain"));
    tryAgain_->setFocusPolicy(Qt::NoFocus);
    verdictColumn->addWidget(tryAgain_, 0, Qt::AlignLeft);
    verdictColumn->addStretch();
    answerArea_->addWidget(answered);
    column->addWidget(answerArea_);
    measure_ = richLabel(this);
    measure_->hide();

    scoreLabel_ = new QLabel(body_);
    // (in the window its line is kept before the first answer: answering moves nothing)
    QSizePolicy keep = scoreLabel_->sizePolicy();
    keep.setRetainSizeWhenHidden(true);
    scoreLabel_->setSizePolicy(keep);
    column->addWidget(scoreLabel_);

    connect(previous_, &QPushButton::clicked, this, &LessonPanel::previous);
    connect(next_, &QPushButton::clicked, this, &LessonPanel::next);
    connect(back_, &QPushButton::clicked, this, &LessonPanel::backToStep);
    connect(close_, &QPushButton::clicked, this, &LessonPanel::close);
    connect(valueAnswer_, &QPushButton::clicked, this, &LessonPanel::confirm);
    connect(markDone_, &QPushButton::clicked, this, &LessonPanel::finishMarking);
    connect(choiceGroup_, &QButtonGroup::idClicked, this, &LessonPanel::chooseChoice);
    connect(reveal_, &QPushButton::clicked, this, &LessonPanel::reveal);
    connect(tryAgain_, &QPushButton::clicked, this, &LessonPanel::tryAgain);
    // Enter gives the answer chosen: from the map (the focus in presenter mode), the value box
    // or a choice.
    confirm_ = new QAction(this);
    confirm_->setShortcuts({QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)});
    confirm_->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    confirm_->setEnabled(false);
    connect(confirm_, &QAction::triggered, this, &LessonPanel::confirm);
    addAction(confirm_);
    view_->heatmap()->addAction(confirm_);
    // A click on the concealed map chooses the cell (or marks the pair) of the questions asked
    // with a click.
    connect(view_->heatmap(), &HeatmapWidget::cellClicked, this, [this](int row, int column) {
        if (!isAsking())
            return;
        if (current().question->kind == LessonQuestion::Kind::MaskedPairs)
            toggleMark(row, column);
        else if (current().question->kind == LessonQuestion::Kind::LargestInRow ||
                 current().question->kind == LessonQuestion::Kind::Larger)
            chooseCell(row, column);
    });
    retranslate();
    hide();
}

bool LessonPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == room_ && event->type() == QEvent::Resize && !presenting_)
        QTimer::singleShot(0, this, &LessonPanel::fitLabels);
    // A click on a choice's text chooses it, as on its radio button.
    if (event->type() == QEvent::MouseButtonRelease &&
        watched->objectName() == QLatin1String("lessonChoice")) {
        const int choice = watched->property("choice").toInt();
        if (QAbstractButton* b = choiceGroup_->button(choice)) {
            b->click();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
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
    reserveVerdictHeight();
    if (presenting_) {
        // (In presenter mode the panel stands in the step's text column, which lays out with
        // height for width and fits the screen itself.)
        setMinimumHeight(0);
        setMaximumSize(QWIDGETSIZE_MAX, QWIDGETSIZE_MAX);
        updateGeometry();
        view_->fitLater();
        return;
    }
    watchRoom();
    // In the window: never wider than the room the page shows (the page may be wider, for the
    // controls above: the text wraps in what is seen), and the step's text as tall as it needs
    // up to a part of the room's height, scrolling within the panel beyond.
    const QSize room = roomSize();
    const int left = std::max(0, pos().x());
    const int widest = std::max(room.width() - 2 * left, minimumSizeHint().width());
    if (room.width() > 0 && maximumWidth() != widest)
        setMaximumWidth(widest);
    if (width() <= 0 || !layout())
        return;
    // (measured afresh: a label's new text reaches the layouts above it only later)
    for (QLayout* l : body_->findChildren<QLayout*>())
        l->invalidate();
    body_->layout()->invalidate();
    const int needed = body_->layout()->totalHeightForWidth(scroll_->width());
    const int cap = std::max(5 * fontMetrics().lineSpacing(), room.height() * 35 / 100);
    int height = std::min(needed, cap);
    // Answering moves nothing: the verdict takes the height the question had (its area keeps
    // the verdict's height, reserveVerdictHeight()); more scrolls.
    if (hasVerdict_ && fit_.shown == shown_ && fit_.width == width() && !fit_.answered)
        height = fit_.height;
    else
        fit_ = {shown_, width(), hasVerdict_, height};
    if (scroll_->minimumHeight() != height || scroll_->maximumHeight() != height)
        scroll_->setFixedHeight(height);
    // (the frame's own layout: the panel's caches the frame's height until it lays out again)
    frameLayout_->invalidate();
    fitTotal_ = frameLayout_->totalHeightForWidth(width());
    // The page squeezes what it holds where the room is short (a large text on a small screen):
    // then the text scrolls in less, down to two lines, rather than stand over the view below.
    const int least = std::min(height, 2 * fontMetrics().lineSpacing());
    scroll_->setMinimumHeight(least);
    const int smallest = fitTotal_ - (height - least);
    if (minimumHeight() != smallest || maximumHeight() != fitTotal_) {
        setMinimumHeight(smallest);
        setMaximumHeight(fitTotal_);
    }
    updateGeometry();
}

QSize LessonPanel::roomSize() const
{
    // The page around the panel scrolls where it must: its viewport is the room.
    for (QWidget* p = parentWidget(); p; p = p->parentWidget())
        if (auto* area = qobject_cast<QAbstractScrollArea*>(p))
            return area->viewport()->size();
    return window()->size();
}

void LessonPanel::watchRoom()
{
    // A taller or shorter room (the window resized, a dock shown) changes what the panel may
    // take, even where its own width stays.
    for (QWidget* p = parentWidget(); p; p = p->parentWidget()) {
        if (auto* area = qobject_cast<QAbstractScrollArea*>(p)) {
            if (room_ != area->viewport()) {
                if (room_)
                    room_->removeEventFilter(this);
                room_ = area->viewport();
                room_->installEventFilter(this);
            }
            return;
        }
    }
}

QSize LessonPanel::minimumSizeHint() const
{
    // In the window: the height fitLabels() gives it, squeezed as it allows.
    const QSize hint = QWidget::minimumSizeHint();
    if (presenting_ || !layout() || width() <= 0)
        return hint;
    return {hint.width(), minimumHeight()};
}

bool LessonPanel::hasHeightForWidth() const
{
    // (a page laying out with height for width would ask the panel's layout, which learns of a
    // new text only later)
    return presenting_ && QWidget::hasHeightForWidth();
}

QSize LessonPanel::sizeHint() const
{
    const QSize hint = QWidget::sizeHint();
    if (presenting_ || !layout() || width() <= 0)
        return hint;
    return {hint.width(), fitTotal_};
}

void LessonPanel::reserveVerdictHeight()
{
    // The answer area is as tall as the verdict to come (its longest form: "Not quite. You
    // said …; the engine says …" and the explanation), before the answer and after it.
    int reserve = 0;
    if (open_ && current().question && answerArea_->width() > 0) {
        const LessonQuestion& q = *current().question;
        QString html = verdictText(false, q.kind, answerText(), answerText());
        if (!q.explanation.empty())
            html += QStringLiteral(" ") + text(q.explanation);
        measure_->setFont(verdictLabel_->font());
        measure_->setText(html);
        reserve =
            measure_->heightForWidth(answerArea_->width()) + tryAgain_->sizeHint().height() + 6;
    }
    if (answerArea_->minimumHeight() != reserve)
        answerArea_->setMinimumHeight(reserve);
}

void LessonPanel::retranslate()
{
    previous_->setText(tr("\u2190 Previous"));
    next_->setText(tr("Next \u2192"));
    back_->setText(tr("Back to the Step"));
    back_->setToolTip(tr("Undo what you changed and show the step as the lesson has it"));
    close_->setText(tr("Close Lesson"));
    valueAnswer_->setText(tr("Answer"));
    valueAnswer_->setToolTip(tr("Give the answer chosen (Enter)"));
    tryAgain_->setText(tr("Try Again"));
    tryAgain_->setToolTip(tr("Forget this answer and ask the question again"));
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
    // In front of a class the text stands in the step's column, which fits the screen: no
    // scrolling there, and no line kept for the score.
    if (on && scroll_->widget() == body_) {
        scroll_->takeWidget();
        frameLayout_->insertWidget(frameLayout_->indexOf(scroll_), body_);
        scroll_->hide();
    } else if (!on && scroll_->widget() != body_) {
        frameLayout_->removeWidget(body_);
        scroll_->setWidget(body_);
        scroll_->show();
    }
    body_->show();
    QSizePolicy keep = scoreLabel_->sizePolicy();
    keep.setRetainSizeWhenHidden(!on);
    scoreLabel_->setSizePolicy(keep);
    note_->setVisible(!on && open_ && !current().note.empty());
    // In front of a class one counter: the lesson's screens, not the stages as well.
    view_->setStepCounterShown(!(on && open_));
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
    answers_.clear();
    view_->setStepCounterShown(!presenting_);
    show();
    goTo(0);
    return true;
}

void LessonPanel::close()
{
    if (!open_)
        return;
    open_ = false;
    confirm_->setEnabled(false); // (Enter is the map's again)
    view_->setConcealed(false);
    view_->setStepCounterShown(true);
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
    const bool another = step != step_;
    step_ = step;
    ++shown_;             // (the panel's height is the step's again)
    viewApplied_ = false; // the document still holds the previous step's numbers
    revealed_ = hasVerdict_ = false;
    answer_ = {};
    marked_.clear();
    chosenCell_.reset();
    chosenChoice_ = -1;
    if (another || !answers_.contains(step_))
        value_->clear(); // a new question: no number from the last one
    // An answered step stays answered (its verdict, its map revealed).
    if (const auto found = answers_.constFind(step_); found != answers_.constEnd()) {
        hasVerdict_ = true;
        verdict_ = found->verdict;
        answer_ = found->answer;
        revealed_ = found->revealed;
    }
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
    //: A step of the lesson is a screen (French « écran », Portuguese "tela"), not a stage
    //: of the computation (« étape », "etapa")
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
    emit valuesWanted(s.values || hasVerdict_); // (after the answer, the numbers)
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
    view_->setConcealed(s.question.has_value() && !hasVerdict_);
    view_->setStageIndex(std::max(stage, 0));
    view_->setHead(s.head);
    view_->setFrame(s.frame);
    if (s.cell && !s.question)
        view_->selectCell(s.cell->row, s.cell->column);
    else if (!s.question)
        view_->clearSelection(); // the step as it was made: no cell chosen
    if (hasVerdict_)
        showAnswered();
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
    // The answer given stays (answers_): only the view returns to the step.
    goTo(step_);
}

void LessonPanel::tryAgain()
{
    if (!open_ || !answers_.contains(step_))
        return;
    const StepAnswer a = answers_.take(step_);
    if (a.verdict.answered && !a.revealed) { // it counted: it counts again once answered
        --answered_;
        if (a.verdict.correct)
            --score_;
    }
    goTo(step_);
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
        answerArea_->setCurrentIndex(1);
        return;
    }
    answer_ = answer;
    hasVerdict_ = true;
    // Once per step: the step stays answered until Try Again forgets it.
    answers_.insert(step_, StepAnswer{verdict_, answer_, revealed_});
    if (verdict_.answered && !revealed_) { // (revealed: the truth alone, not an answer)
        ++answered_;
        if (verdict_.correct)
            ++score_;
    }
    showAnswered();
    showQuestion();
    showVerdict();
}

void LessonPanel::showAnswered()
{
    view_->setConcealed(false);
    emit valuesWanted(true); // the numbers now, also where the step hid them for the question
    // The inspector explains the truth: the cell the question was about, else the step's.
    const LessonQuestion::Kind kind = current().question->kind;
    if (kind == LessonQuestion::Kind::LargestInRow || kind == LessonQuestion::Kind::Larger ||
        kind == LessonQuestion::Kind::Estimate)
        view_->selectCell(verdict_.cell.row, verdict_.cell.column);
    else if (current().cell)
        view_->selectCell(current().cell->row, current().cell->column);
}

void LessonPanel::chooseCell(int row, int column)
{
    if (!isAsking())
        return;
    chosenCell_ = LessonCell{row, column};
    view_->heatmap()->setSelection(row, column); // the choice outlined, still concealed
    updateClickHint();
    confirm_->setEnabled(true);
    valueAnswer_->setEnabled(true);
}

void LessonPanel::chooseChoice(int choice)
{
    if (!isAsking())
        return;
    chosenChoice_ = choice;
    if (QAbstractButton* b = choiceGroup_->button(choice); b && !b->isChecked())
        b->setChecked(true);
    valueAnswer_->setEnabled(true);
    confirm_->setEnabled(true);
}

void LessonPanel::confirm()
{
    if (!isAsking())
        return;
    switch (current().question->kind) {
    case LessonQuestion::Kind::LargestInRow:
    case LessonQuestion::Kind::Larger:
        if (chosenCell_)
            answerCell(chosenCell_->row, chosenCell_->column);
        break;
    case LessonQuestion::Kind::Estimate:
        if (!value_->cleanText().trimmed().isEmpty()) {
            value_->interpretText();
            answerValue(value_->value());
        }
        break;
    case LessonQuestion::Kind::MaskedPairs:
        finishMarking();
        break;
    case LessonQuestion::Kind::Choice:
        if (chosenChoice_ >= 0)
            answerChoice(chosenChoice_);
        break;
    }
}

void LessonPanel::updateClickHint()
{
    if (chosenCell_)
        clickHint_->setText(tr("Your choice: %1. Enter or Answer gives it; another click "
                               "chooses again.")
                                .arg(cellName(*chosenCell_)));
    else
        clickHint_->setText(tr("Click your answer on the map, then Answer (Enter): its values "
                               "are hidden until you answer."));
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

void LessonPanel::showInput(int page)
{
    for (int i = 0; i < inputs_->layout()->count(); ++i)
        if (QWidget* w = inputs_->layout()->itemAt(i)->widget())
            w->setVisible(i == page);
    valueAnswer_->setVisible(page != MarkPage);
    markDone_->setVisible(page == MarkPage);
    valueAnswer_->setEnabled(page == ValuePage || (page == ClickPage && chosenCell_) ||
                             (page == ChoicePage && chosenChoice_ >= 0));
}

void LessonPanel::showQuestion()
{
    const bool has = open_ && current().question.has_value();
    prompt_->setVisible(has);
    answerArea_->setVisible(has);
    answerArea_->setCurrentIndex(hasVerdict_ ? 1 : 0);
    confirm_->setEnabled(has && !hasVerdict_);
    tryAgain_->setVisible(has && hasVerdict_);
    scoreLabel_->setVisible(answered_ > 0);
    scoreLabel_->setText(tr("Score: %1 of %2").arg(score_).arg(answered_));
    if (!has)
        return;
    const LessonQuestion& q = *current().question;
    prompt_->setText(tr("<b>Predict:</b> %1").arg(text(q.prompt)));
    switch (q.kind) {
    case LessonQuestion::Kind::LargestInRow:
    case LessonQuestion::Kind::Larger:
        showInput(ClickPage);
        updateClickHint();
        break;
    case LessonQuestion::Kind::Estimate:
        showInput(ValuePage);
        break;
    case LessonQuestion::Kind::MaskedPairs:
        showInput(MarkPage);
        markHint_->setText(tr("Click the pairs you expect hidden, then Done. %n marked.", nullptr,
                              int(marked_.size())));
        break;
    case LessonQuestion::Kind::Choice: {
        showInput(ChoicePage);
        for (QAbstractButton* b : choiceGroup_->buttons())
            delete b;
        while (QLayoutItem* item = choices_->layout()->takeAt(0)) {
            delete item->widget();
            delete item;
        }
        // Each choice a radio button and its text beside it, wrapped (a long choice in the
        // narrow column of presenter mode); a click on the text chooses too.
        for (std::size_t i = 0; i < q.choices.size(); ++i) {
            auto* row = new QWidget(choices_);
            auto* line = new QHBoxLayout(row);
            line->setContentsMargins(0, 0, 0, 0);
            auto* b = new QRadioButton(row);
            b->setAccessibleName(text(q.choices[i]));
            b->setChecked(int(i) == chosenChoice_);
            auto* label = new QLabel(text(q.choices[i]), row);
            label->setTextFormat(Qt::PlainText);
            label->setObjectName(QStringLiteral("lessonChoice"));
            label->setWordWrap(true);
            label->setProperty("choice", int(i));
            label->installEventFilter(this);
            label->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
            line->addWidget(b, 0, Qt::AlignVCenter);
            line->addWidget(label, 1);
            choices_->layout()->addWidget(row);
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
    else
        html = verdictText(verdict_.correct, q.kind, given, truth);
    if (!q.explanation.empty())
        html += QStringLiteral(" ") + text(q.explanation);
    verdictLabel_->setText(html);
    fitLabels();
    emit verdictShown();
}

QString LessonPanel::verdictText(bool correct, LessonQuestion::Kind kind, const QString& given,
                                 const QString& truth) const
{
    // A multiple choice's answer is the lesson's, stated; every other truth is computed.
    if (kind == LessonQuestion::Kind::Choice)
        return correct ? tr("<b>Right.</b> You said %1; the answer is %2.").arg(given, truth)
                       : tr("<b>Not quite.</b> You said %1; the answer is %2.").arg(given, truth);
    return correct ? tr("<b>Right.</b> You said %1; the engine says %2.").arg(given, truth)
                   : tr("<b>Not quite.</b> You said %1; the engine says %2.").arg(given, truth);
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

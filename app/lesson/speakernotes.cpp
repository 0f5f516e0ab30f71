#include "speakernotes.h"

#include "lessonpanel.h"

#include <QApplication>
#include <QCloseEvent>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QScreen>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

namespace attnlab {

SpeakerNotes::SpeakerNotes(LessonPanel* panel, QWidget* parent)
    : QWidget(parent, Qt::Window), panel_(panel)
{
    setObjectName(QStringLiteral("speakerNotes"));
    followFont();

    auto* layout = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    header_ = new QLabel(this);
    header_->setObjectName(QStringLiteral("speakerNotesHeader"));
    header_->setTextFormat(Qt::RichText);
    header_->setWordWrap(true);
    clock_ = new QLabel(this);
    clock_->setObjectName(QStringLiteral("speakerNotesClock"));
    top->addWidget(header_, 1);
    top->addWidget(clock_, 0, Qt::AlignTop);
    layout->addLayout(top);
    notes_ = new QTextBrowser(this);
    notes_->setObjectName(QStringLiteral("speakerNotesText"));
    notes_->setFocusPolicy(Qt::NoFocus); // the keys are the presentation's
    layout->addWidget(notes_, 1);
    next_ = new QLabel(this);
    next_->setWordWrap(true);
    next_->setTextFormat(Qt::RichText);
    layout->addWidget(next_);
    keys_ = new QLabel(this);
    keys_->setWordWrap(true);
    QPalette muted = keys_->palette();
    muted.setColor(QPalette::WindowText, muted.color(QPalette::PlaceholderText));
    keys_->setPalette(muted);
    layout->addWidget(keys_);

    auto* timer = new QTimer(this);
    connect(timer, &QTimer::timeout, this, &SpeakerNotes::updateClock);
    timer->start(1000);
    elapsed_.start();
    retranslate();
    connect(panel_, &LessonPanel::stepShown, this, &SpeakerNotes::refresh);
    connect(panel_, &LessonPanel::verdictShown, this, &SpeakerNotes::refresh);
    connect(panel_, &LessonPanel::closed, this, &SpeakerNotes::refresh);
}

QScreen* SpeakerNotes::notesScreen(const QList<QScreen*>& screens, const QScreen* presenting)
{
    for (QScreen* screen : screens)
        if (screen != presenting)
            return screens.size() > 1 ? screen : nullptr;
    return nullptr;
}

void SpeakerNotes::restartClock()
{
    elapsed_.restart();
    updateClock();
}

void SpeakerNotes::updateClock()
{
    const qint64 seconds = elapsed_.elapsed() / 1000;
    clock_->setText(
        QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0')));
}

void SpeakerNotes::refresh()
{
    if (!panel_->isOpen()) {
        header_->setText(tr("No lesson is open."));
        notes_->clear();
        next_->clear();
        return;
    }
    const Lesson& lesson = panel_->lesson().lesson;
    const int step = panel_->step();
    const LessonStep& s = lesson.steps.at(static_cast<std::size_t>(step));
    //: A step of the lesson is a screen (French « écran », Portuguese "tela"), not a stage
    //: of the computation (« étape », "etapa")
    header_->setText(tr("<b>Step %1 of %2</b> \u00b7 %3")
                         .arg(step + 1)
                         .arg(panel_->stepCount())
                         .arg(panel_->text(s.title).toHtmlEscaped()));
    QString html = s.note.empty() ? tr("<p><i>This step has no note.</i></p>")
                                  : QStringLiteral("<p>%1</p>").arg(panel_->text(s.note));
    if (s.question) {
        html += QStringLiteral("<hr/>");
        html += tr("<p><b>Question:</b> %1</p>").arg(panel_->text(s.question->prompt));
        html += tr("<p><b>Answer:</b> %1</p>").arg(panel_->answerText());
        if (!s.question->explanation.empty())
            html += QStringLiteral("<p>%1</p>").arg(panel_->text(s.question->explanation));
        html += panel_->isAsking() ? tr("<p><i>Not revealed yet: R reveals it to the room.</i></p>")
                                   : tr("<p><i>Revealed.</i></p>");
    }
    notes_->setHtml(html);
    if (step + 1 < panel_->stepCount())
        next_->setText(
            tr("<b>Next:</b> %1")
                .arg(panel_->text(lesson.steps.at(static_cast<std::size_t>(step + 1)).title)
                         .toHtmlEscaped()));
    else
        next_->setText(tr("<b>Next:</b> the end of the lesson."));
}

QString SpeakerNotes::notesText() const
{
    return notes_->toPlainText();
}

QString SpeakerNotes::headerText() const
{
    return header_->text();
}

QString SpeakerNotes::nextText() const
{
    return next_->text();
}

void SpeakerNotes::retranslate()
{
    setWindowTitle(tr("Speaker Notes \u2014 AttnLab"));
    keys_->setText(tr("\u2192 next step \u00b7 \u2190 previous \u00b7 R reveal the answer "
                      "\u00b7 B blank the projector \u00b7 Esc leave presenter mode"));
    refresh();
}

void SpeakerNotes::followFont()
{
    // Read at arm's length from a laptop: half as large again as the interface's text.
    QFont big = QApplication::font();
    if (big.pointSizeF() > 0)
        big.setPointSizeF(big.pointSizeF() * 1.5);
    else
        big.setPixelSize(big.pixelSize() * 3 / 2);
    setFont(big);
}

void SpeakerNotes::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::ApplicationFontChange)
        followFont();
    QWidget::changeEvent(event);
}

void SpeakerNotes::closeEvent(QCloseEvent* event)
{
    QWidget::closeEvent(event);
    emit dismissed();
}

} // namespace attnlab

#include "scenariocaption.h"

#include "scenario.h"
#include "scenariofile.h"
#include "translations.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

namespace attnlab {

CaptionText CaptionText::of(const Scenario& scenario)
{
    // In the interface language where the file has it (translations.h), else its main text.
    return {scenarioText(scenario, ScenarioText::Title).trimmed(),
            scenarioText(scenario, ScenarioText::Description).trimmed()};
}

ScenarioCaption::ScenarioCaption(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("scenarioCaption"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    label_ = new QLabel(this);
    label_->setObjectName(QStringLiteral("captionText"));
    label_->setTextFormat(Qt::RichText);
    label_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    toggle_ = new QToolButton(this);
    toggle_->setObjectName(QStringLiteral("captionToggle"));
    toggle_->setAutoRaise(true);
    toggle_->setCheckable(true);
    layout->addWidget(label_, 1);
    layout->addWidget(toggle_, 0, Qt::AlignTop);
    connect(toggle_, &QToolButton::toggled, this, &ScenarioCaption::setExpanded);
    update();
}

void ScenarioCaption::setText(const CaptionText& text)
{
    text_ = text;
    setVisible(!suppressed_ && (!text.title.isEmpty() || !text.description.isEmpty()));
    toggle_->setVisible(!text.description.isEmpty());
    update();
}

void ScenarioCaption::setSuppressed(bool suppressed)
{
    suppressed_ = suppressed;
    setText(text_);
}

void ScenarioCaption::setExpanded(bool expanded)
{
    expanded_ = expanded;
    toggle_->setChecked(expanded);
    update();
}

QString ScenarioCaption::shownText() const
{
    return label_->text();
}

void ScenarioCaption::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (!expanded_)
        update();
}

void ScenarioCaption::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange)
        update();
}

void ScenarioCaption::update()
{
    const QString title = text_.title.toHtmlEscaped();
    const QString separator = QStringLiteral(" \u2014 ");
    toggle_->setText(expanded_ ? tr("Less") : tr("More"));
    toggle_->setToolTip(expanded_ ? tr("Show the description on one line")
                                  : tr("Show the whole description"));
    if (expanded_) {
        label_->setWordWrap(true);
        label_->setText(QStringLiteral("<b>%1</b>%2%3")
                            .arg(title, text_.title.isEmpty() ? QString() : separator,
                                 text_.description.toHtmlEscaped()));
        label_->setToolTip(QString());
        toggle_->setEnabled(true);
        return;
    }
    // One line: the title in bold, then as much of the description as fits.
    label_->setWordWrap(false);
    QFont bold = label_->font();
    bold.setBold(true);
    const QFontMetrics boldMetrics(bold), metrics(label_->font());
    const int width = std::max(label_->width(), 10);
    const QString shownTitle = boldMetrics.elidedText(text_.title, Qt::ElideRight, width);
    const int rest =
        width - boldMetrics.horizontalAdvance(shownTitle) - metrics.horizontalAdvance(separator);
    QString description = text_.description.isEmpty() || rest < metrics.averageCharWidth() * 4
                              ? QString()
                              : metrics.elidedText(text_.description, Qt::ElideRight, rest);
    const bool elided = shownTitle != text_.title || description != text_.description;
    label_->setText(QStringLiteral("<b>%1</b>%2%3")
                        .arg(shownTitle.toHtmlEscaped(),
                             description.isEmpty() || text_.title.isEmpty() ? QString() : separator,
                             description.toHtmlEscaped()));
    label_->setToolTip(elided ? QStringLiteral("<p><b>%1</b></p><p>%2</p>")
                                    .arg(title, text_.description.toHtmlEscaped())
                              : QString());
    // Shown whatever the width (showing it only when elided would change the width, and
    // the elision with it); it unfolds only what was elided.
    toggle_->setEnabled(elided);
}

} // namespace attnlab

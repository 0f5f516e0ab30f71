#include "labpages.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace attnlab {

namespace {

/// A scroll area (no frame, resizing its widget) in parent, and the widget inside it.
QWidget* scrolled(QScrollArea* scroll)
{
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // (no tab stop of its own: the lab's controls take the focus and are scrolled into view)
    scroll->setFocusPolicy(Qt::NoFocus);
    auto* page = new QWidget(scroll);
    scroll->setWidget(page);
    return page;
}

} // namespace

LabPages::LabPages(QWidget* parent) : QStackedWidget(parent)
{
    // Page 0: what the lab needs, and the buttons to get it.
    auto* needPage = new QWidget(this);
    auto* needLayout = new QVBoxLayout(needPage);
    need_ = new QLabel(needPage);
    need_->setWordWrap(true);
    need_->setAlignment(Qt::AlignCenter);
    buttons_ = new QHBoxLayout;
    buttons_->addStretch();
    buttons_->addStretch();
    needLayout->addStretch();
    needLayout->addWidget(need_);
    needLayout->addLayout(buttons_);
    needLayout->addStretch(2);
    addWidget(needPage);

    // Page 1: the lab.
    auto* scroll = new QScrollArea(this);
    page_ = scrolled(scroll);
    addWidget(scroll);
}

QPushButton* LabPages::addNeedButton()
{
    auto* button = new QPushButton(widget(0));
    buttons_->insertWidget(buttons_->count() - 1, button); // before the closing stretch
    return button;
}

QScrollArea* LabPages::scrollingPage(QWidget* parent)
{
    auto* scroll = new QScrollArea(parent);
    parent->layout()->addWidget(scroll);
    scrolled(scroll);
    return scroll;
}

} // namespace attnlab

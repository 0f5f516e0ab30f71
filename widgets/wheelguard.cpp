#include "wheelguard.h"

#include "applicationfilter.h"

#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QScrollBar>
#include <QWheelEvent>

namespace attnlab {

namespace {

/// The controls whose value the wheel changes (a scroll bar is what scrolls: not one of them).
bool takesValueFromWheel(const QObject* o)
{
    return qobject_cast<const QComboBox*>(o) || qobject_cast<const QAbstractSpinBox*>(o) ||
           (qobject_cast<const QAbstractSlider*>(o) && !qobject_cast<const QScrollBar*>(o));
}

/// The scroll bar of the nearest area around w that can move in the wheel's direction.
QScrollBar* scrollBarFor(QWidget* w, const QWheelEvent* wheel)
{
    const QPoint delta = wheel->angleDelta();
    const bool sideways = std::abs(delta.x()) > std::abs(delta.y());
    for (QWidget* p = w->parentWidget(); p; p = p->parentWidget()) {
        auto* area = qobject_cast<QAbstractScrollArea*>(p);
        if (!area || !area->viewport()->isAncestorOf(w))
            continue;
        QScrollBar* bar = sideways ? area->horizontalScrollBar() : area->verticalScrollBar();
        if (bar && bar->maximum() > bar->minimum())
            return bar;
    }
    return nullptr;
}

} // namespace

void WheelGuard::install()
{
    installApplicationFilter<WheelGuard>();
}

bool WheelGuard::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::Polish && takesValueFromWheel(watched)) {
        auto* w = static_cast<QWidget*>(watched);
        if (w->focusPolicy() == Qt::WheelFocus)
            w->setFocusPolicy(Qt::StrongFocus);
        return false;
    }
    if (event->type() != QEvent::Wheel || !takesValueFromWheel(watched))
        return false;
    auto* w = static_cast<QWidget*>(watched);
    if (w->hasFocus())
        return false;
    QScrollBar* bar = scrollBarFor(w, static_cast<QWheelEvent*>(event));
    if (!bar)
        return false; // nothing scrolls here: the wheel is meant for the control
    QCoreApplication::sendEvent(bar, event);
    return true;
}

} // namespace attnlab

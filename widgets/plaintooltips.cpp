#include "plaintooltips.h"

#include "applicationfilter.h"

#include <QEvent>
#include <QTextDocumentFragment>
#include <QWidget>

namespace attnlab {

namespace {

/// Marks the descriptions this filter set (and may replace).
constexpr char ownDescription[] = "attnlab_plainTooltip";

} // namespace

void PlainTooltips::install()
{
    installApplicationFilter<PlainTooltips>();
}

bool PlainTooltips::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::ToolTipChange || !watched->isWidgetType())
        return false;
    auto* w = static_cast<QWidget*>(watched);
    const bool ours = w->property(ownDescription).toBool();
    if (!ours && !w->accessibleDescription().isEmpty())
        return false; // described by hand
    const QString tip = w->toolTip();
    const QString plain = Qt::mightBeRichText(tip)
                              ? QTextDocumentFragment::fromHtml(tip).toPlainText().simplified()
                              : QString();
    if (plain.isEmpty() && !ours)
        return false; // plain tooltips reach assistive technology as they are
    w->setAccessibleDescription(plain);
    w->setProperty(ownDescription, !plain.isEmpty());
    return false;
}

} // namespace attnlab

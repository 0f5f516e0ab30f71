#include "textscaledstyle.h"

#include <QRegularExpression>
#include <QStyleOption>

#include <cmath>

namespace attnlab {

TextScaledStyle::TextScaledStyle() : QProxyStyle(nullptr) {}

int TextScaledStyle::pixelMetric(PixelMetric metric, const QStyleOption* option,
                                 const QWidget* widget) const
{
    const int base = QProxyStyle::pixelMetric(metric, option, widget);
    switch (metric) {
    case PM_IndicatorWidth:
    case PM_IndicatorHeight:
    case PM_ExclusiveIndicatorWidth:
    case PM_ExclusiveIndicatorHeight:
    case PM_SliderThickness:
    case PM_SliderLength:
    case PM_SliderControlThickness:
    case PM_ScrollBarExtent:
    case PM_ScrollBarSliderMin:
    case PM_DockWidgetTitleBarButtonMargin:
    case PM_TitleBarButtonIconSize:
    case PM_SmallIconSize:
        return static_cast<int>(std::lround(base * scale_));
    default:
        return base;
    }
}

void TextScaledStyle::drawControl(ControlElement element, const QStyleOption* option,
                                  QPainter* painter, const QWidget* widget) const
{
    const auto* item = qstyleoption_cast<const QStyleOptionMenuItem*>(option);
    if (element != CE_MenuItem || !item || item->text.isEmpty()) {
        QProxyStyle::drawControl(element, option, painter, widget);
        return;
    }
    // The room the base style leaves the text (Fusion: the check column and its margins on
    // the left, the border and the arrow on the right, the shortcut's column), with some
    // slack: the text never reaches the base style's own cut.
    const qsizetype tab = item->text.indexOf(u'\t');
    const QString text = tab >= 0 ? item->text.left(tab) : item->text;
    const QFontMetrics metrics(widget ? widget->font() : item->font);
    // (a menu narrowed to the screen keeps items as wide as its text: the menu's width counts)
    const int width = widget ? std::min(item->rect.width(), widget->width() - item->rect.x())
                             : item->rect.width();
    const int room = width - item->reservedShortcutWidth -
                     std::max(item->maxIconWidth, metrics.height()) - 2 * metrics.height();
    const QString shown = elideAtWord(text, metrics, room);
    if (shown == text) {
        QProxyStyle::drawControl(element, option, painter, widget);
        return;
    }
    QStyleOptionMenuItem cut = *item;
    cut.text = tab >= 0 ? shown + item->text.mid(tab) : shown;
    QProxyStyle::drawControl(element, &cut, painter, widget);
}

QString TextScaledStyle::elideAtWord(const QString& text, const QFontMetrics& metrics, int width)
{
    // (an ampersand marks the mnemonic: it takes no room)
    const auto advance = [&](const QString& s) {
        QString plain = s;
        plain.remove(QRegularExpression(QStringLiteral("&(?!&)")));
        return metrics.horizontalAdvance(plain);
    };
    if (advance(text) <= width)
        return text;
    const QString ellipsis(QChar(0x2026));
    for (qsizetype end = text.lastIndexOf(u' '); end > 0; end = text.lastIndexOf(u' ', end - 1)) {
        QString head = text.left(end);
        while (!head.isEmpty() && (head.back().isSpace() || head.back().isPunct()))
            head.chop(1);
        if (!head.isEmpty() && advance(head + ellipsis) <= width)
            return head + ellipsis;
    }
    // Not even the first word fits: the first word whole, cut by the menu's edge rather than
    // in its middle.
    const qsizetype first = text.indexOf(u' ');
    return first > 0 ? text.left(first) + ellipsis : text;
}

} // namespace attnlab

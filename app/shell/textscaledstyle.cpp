#include "textscaledstyle.h"

#include <QPainter>
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

void TextScaledStyle::drawPrimitive(PrimitiveElement element, const QStyleOption* option,
                                    QPainter* painter, const QWidget* widget) const
{
    QProxyStyle::drawPrimitive(element, option, painter, widget);
    if (!highContrast_)
        return;
    switch (element) {
    case PE_FrameLineEdit:
    case PE_FrameGroupBox:
    case PE_FrameTabWidget:
    case PE_FrameDockWidget:
    case PE_PanelButtonCommand:
    case PE_IndicatorCheckBox:
    case PE_IndicatorRadioButton:
        outline(option, painter, option->rect);
        break;
    case PE_Frame:
        if (const auto* frame = qstyleoption_cast<const QStyleOptionFrame*>(option);
            frame && frame->lineWidth > 0)
            outline(option, painter, option->rect);
        break;
    case PE_PanelButtonTool:
        // a tool button with a frame of its own (not a flat one in a tool bar)
        if (option->state & (State_Raised | State_Sunken | State_On))
            outline(option, painter, option->rect);
        break;
    default:
        break;
    }
}

void TextScaledStyle::drawComplexControl(ComplexControl control, const QStyleOptionComplex* option,
                                         QPainter* painter, const QWidget* widget) const
{
    QProxyStyle::drawComplexControl(control, option, painter, widget);
    if (!highContrast_)
        return;
    if (control == CC_ComboBox || control == CC_SpinBox)
        outline(option, painter, option->rect);
    else if (control == CC_Slider)
        outline(option, painter, subControlRect(control, option, SC_SliderGroove, widget));
}

void TextScaledStyle::outline(const QStyleOption* option, QPainter* painter,
                              const QRect& rect) const
{
    const int width = std::max(1, int(std::lround(scale_)));
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(option->palette.color(QPalette::WindowText), width));
    // inside the rectangle: the pen's middle half its width in
    painter->drawRect(
        QRectF(rect).adjusted(width / 2.0, width / 2.0, -width / 2.0 - 0.5, -width / 2.0 - 0.5));
    painter->restore();
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

#include "textscaledstyle.h"

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

} // namespace attnlab

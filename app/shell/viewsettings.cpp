#include "viewsettings.h"

#include "preferences.h"
#include "stagefigure.h"

namespace attnlab {

ViewSettings ViewSettings::of(const Preferences& p)
{
    return {p.colormap, p.decimals, p.annotate, p.theme == Preferences::Theme::Dark};
}

HeatmapStyle ViewSettings::weightsStyle() const
{
    HeatmapStyle s = stageHeatmapStyle(Stage::Weights, colormap, decimals, annotate);
    applyTheme(s);
    return s;
}

void ViewSettings::applyTheme(HeatmapStyle& style) const
{
    if (dark) {
        style.background = QColor(0x20, 0x22, 0x26);
        style.foreground = QColor(0xee, 0xee, 0xee);
    }
}

} // namespace attnlab

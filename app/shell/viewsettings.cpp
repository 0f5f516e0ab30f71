#include "viewsettings.h"

#include "preferences.h"
#include "stagefigure.h"
#include "theme.h"

namespace attnlab {

ViewSettings ViewSettings::of(const Preferences& p)
{
    return {p.colormap, p.decimals, p.annotate, theme::figureBackground(p.theme),
            theme::figureForeground(p.theme)};
}

bool ViewSettings::dark() const
{
    return background.lightnessF() < 0.5;
}

HeatmapStyle ViewSettings::weightsStyle() const
{
    HeatmapStyle s = stageHeatmapStyle(Stage::Weights, colormap, decimals, annotate);
    applyTheme(s);
    return s;
}

void ViewSettings::applyTheme(HeatmapStyle& style) const
{
    style.background = background;
    style.foreground = foreground;
}

} // namespace attnlab

#pragma once

#include "preferences.h"

#include <QColor>
#include <QPalette>

namespace attnlab {

/// The colours of a theme (Preferences::Theme) for the widgets and for the figures.
///
/// System follows the palette the platform gave at start, a high-contrast one included;
/// HighContrast is AttnLab's own: white text and lines on black, yellow for the selection and
/// the focus, every pair of them at 7:1 or more (WCAG AAA; tst_theme computes it).
namespace theme {

/// The palette the platform gave the application, before any theme replaced it:
/// rememberSystemPalette() keeps it (the main window calls it before applying the preferences).
void rememberSystemPalette();
QPalette systemPalette();

QPalette palette(Preferences::Theme theme);
QPalette darkPalette();
QPalette highContrastPalette();

/// A figure's background and text / line colour for a theme: white and black for Light (and
/// for print), the palette's base and text otherwise.
QColor figureBackground(Preferences::Theme theme);
QColor figureForeground(Preferences::Theme theme);

/// Whether a palette is high-contrast: its text on its window and on its base at 7:1 or
/// more (the style then draws frames in the text colour, so that lines reach it too).
bool isHighContrast(const QPalette& palette);

} // namespace theme

} // namespace attnlab

#pragma once

#include "stagefigure.h"

#include <QCoreApplication>
#include <QString>

namespace attnlab {

/// What the user chose once and keeps (QSettings).
struct Preferences
{
    QString colormap = QStringLiteral("viridis");
    int decimals = defaultFigureDecimals; // also what attnlab-cli render writes
    bool annotate = defaultFigureAnnotate;
    /// Multiplies every font: 1.5 or more for a projector.
    double fontScale = 1.0;
    /// The colours (theme.h): the system's (a high-contrast one included), light, dark, or
    /// AttnLab's high contrast. Stored as "system", "light", "dark", "high-contrast".
    enum class Theme
    {
        Light,
        Dark,
        HighContrast,
        System,
    } theme = Theme::System;
    /// The language of the interface: empty for the system's, or "en", "fr", "pt_BR" ("pt" from
    /// earlier versions means pt_BR too). Read at
    /// start (installTranslators).
    QString language;

    static Preferences load();
    void save() const;
    bool operator==(const Preferences&) const = default;
};

} // namespace attnlab

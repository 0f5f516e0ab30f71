#include "preferences.h"

#include <QSettings>

#include <algorithm>

namespace attnlab {

Preferences Preferences::load()
{
    QSettings settings;
    Preferences p;
    p.colormap = settings.value(QStringLiteral("view/colormap"), p.colormap).toString();
    p.decimals =
        std::clamp(settings.value(QStringLiteral("view/decimals"), p.decimals).toInt(), 0, 6);
    p.annotate = settings.value(QStringLiteral("view/annotate"), p.annotate).toBool();
    p.fontScale = std::clamp(
        settings.value(QStringLiteral("view/fontScale"), p.fontScale).toDouble(), 0.75, 3.0);
    const QString theme = settings.value(QStringLiteral("view/theme")).toString();
    p.theme = theme == QLatin1String("dark")            ? Theme::Dark
              : theme == QLatin1String("light")         ? Theme::Light
              : theme == QLatin1String("high-contrast") ? Theme::HighContrast
                                                        : Theme::System;
    p.language = settings.value(QStringLiteral("view/language")).toString();
    return p;
}

void Preferences::save() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("view/colormap"), colormap);
    settings.setValue(QStringLiteral("view/decimals"), decimals);
    settings.setValue(QStringLiteral("view/annotate"), annotate);
    settings.setValue(QStringLiteral("view/fontScale"), fontScale);
    settings.setValue(QStringLiteral("view/theme"),
                      theme == Theme::Dark           ? QStringLiteral("dark")
                      : theme == Theme::Light        ? QStringLiteral("light")
                      : theme == Theme::HighContrast ? QStringLiteral("high-contrast")
                                                     : QStringLiteral("system"));
    settings.setValue(QStringLiteral("view/language"), language);
}

} // namespace attnlab

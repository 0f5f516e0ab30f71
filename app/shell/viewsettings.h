#pragma once

#include "heatmaprenderer.h"

#include <QString>

namespace attnlab {

struct Preferences;

/// What the user chose for every heatmap on screen (Preferences): the step view, the
/// model-attention view and the √d_k view each keep one, and the window gives them the same.
struct ViewSettings
{
    /// The weights' colormap (signed stages always use the diverging one).
    QString colormap = QStringLiteral("viridis");
    int decimals = 3;
    /// Values written in the cells.
    bool annotate = true;
    /// The figures' background and text / line colours (the theme's: theme.h).
    QColor background = Qt::white, foreground = Qt::black;

    /// A dark background (the warnings then take a lighter colour).
    bool dark() const;

    static ViewSettings of(const Preferences& preferences);
    /// The style of attention weights (maps read from a file, the √d_k demonstration).
    HeatmapStyle weightsStyle() const;
    /// The theme's colours on a style.
    void applyTheme(HeatmapStyle& style) const;

    friend bool operator==(const ViewSettings&, const ViewSettings&) = default;
};

} // namespace attnlab

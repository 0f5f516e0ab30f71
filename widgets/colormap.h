#pragma once

#include <QColor>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <array>
#include <memory>
#include <vector>

namespace attnlab {

/// A colormap: value t in [0, 1] -> colour, linearly interpolated between the 256 entries of a
/// table sampled from matplotlib (resources/colormaps/NAME.csv, compiled into the widgets library
/// as :/colormaps/NAME.csv; scripts/fixtures/make_colormaps.py writes them).
///
/// Ids: "viridis" (default), "cividis", "magma", "greys" (white -> black) and "diverging"
/// (matplotlib's RdBu_r: blue - white - red, for signed stages). Cheap to copy: the tables are
/// loaded once and shared.
class Colormap
{
    Q_DECLARE_TR_FUNCTIONS(attnlab::Colormap)

public:
    /// viridis
    Colormap();

    /// The ids, in the order a menu shows them: viridis, cividis, magma, greys, diverging.
    static QStringList names();
    /// The translated name for a menu ("Viridis", "Diverging (blue–red)"); unknown ids as given.
    static QString displayName(const QString& id);
    static bool isKnown(const QString& id);
    /// The colormap with that id; an unknown id gives viridis.
    static Colormap byName(const QString& id);

    QString name() const { return name_; }
    /// True for maps meant for signed data centred on 0 (light midpoint).
    bool isDiverging() const { return name_ == QLatin1String("diverging"); }

    /// The colour at t, clamped to [0, 1] and interpolated; NaN gives the colour at 0.
    QColor color(double t) const;
    /// The same as color(t).rgb(), for filling images quickly.
    QRgb rgb(double t) const;

    /// Black or white, whichever contrasts more with the background (WCAG relative luminance):
    /// the colour of a value written on a cell.
    static QColor textColorOn(const QColor& background);
    /// WCAG 2 relative luminance of an sRGB colour, 0 (black) to 1 (white).
    static double relativeLuminance(const QColor& color);
    /// WCAG 2 contrast ratio of two colours, (L_lighter + 0.05) / (L_darker + 0.05): 1 to 21.
    static double contrastRatio(const QColor& a, const QColor& b);

private:
    struct Table
    {
        std::vector<std::array<double, 3>> rgb; // rows of r, g, b in [0, 1]
    };
    Colormap(QString name, std::shared_ptr<const Table> table);
    static std::shared_ptr<const Table> load(const QString& id);
    std::array<double, 3> interpolate(double t) const;

    QString name_;
    std::shared_ptr<const Table> table_;
};

} // namespace attnlab

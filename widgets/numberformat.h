#pragma once

#include <QLocale>
#include <QString>

namespace attnlab {

/// Numbers as the app shows them to a reader (heatmap cells and ticks, the inspector, labels,
/// the scaling lab), in the locale of the interface: QLocale(), which installTranslators() sets
/// to the language shown ("0.74" / "0,74"; "160,000" / "160 000" / "160.000").
/// One place for the rules, so that a map, its inspector and its captions agree.
class NumberFormat
{
public:
    /// From this magnitude on, numbers are written in scientific notation.
    static constexpr double scientificFrom = 1e7;

    /// value with `decimals` fixed decimals and no digit groups, a real minus sign ("−1.25";
    /// "-0.00" reads "0.00"), "−∞", "∞", "NaN"; |value| ≥ 1e7 in scientific notation with at
    /// most `decimals` (at least 2, at most 4) digits after the point and no trailing zeros:
    /// "5.7735e10", "1e12", "−2.5e9" (a French reader sees "5,7735e10").
    static QString number(double value, int decimals, const QLocale& locale = QLocale());
    /// A count with the locale's digit groups: "160,000", "160 000", "160.000"; scientific
    /// from 1e15 on.
    static QString count(double n, const QLocale& locale = QLocale());
    /// A size in bytes with binary (IEC) units, as the locale writes them: "625.0 KiB".
    static QString bytes(double bytes, const QLocale& locale = QLocale());
};

} // namespace attnlab

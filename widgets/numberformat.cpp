#include "numberformat.h"

#include <algorithm>
#include <cmath>

namespace attnlab {

namespace {

const QChar minus(0x2212);

/// The locale's "-" (or its own minus) as a real minus sign.
QString withMinus(QString s, const QLocale& locale)
{
    const QString sign = locale.negativeSign();
    if (!sign.isEmpty() && s.startsWith(sign))
        s = minus + s.mid(sign.size());
    return s;
}

QString scientific(double value, int decimals, const QLocale& locale)
{
    const double magnitude = std::abs(value);
    int exponent = int(std::floor(std::log10(magnitude)));
    const int digits = std::clamp(decimals, 2, 4);
    double mantissa = magnitude / std::pow(10.0, exponent);
    // 9.99996e10 rounds to 10.0000: write it 1e11.
    if (std::round(mantissa * std::pow(10.0, digits)) >= 10 * std::pow(10.0, digits)) {
        mantissa /= 10;
        ++exponent;
    }
    QString m = locale.toString(mantissa, 'f', digits);
    const QString point = locale.decimalPoint();
    if (m.contains(point)) {
        while (m.endsWith(locale.zeroDigit()))
            m.chop(1);
        if (m.endsWith(point))
            m.chop(point.size());
    }
    const QString e =
        exponent < 0 ? QString(minus) + QString::number(-exponent) : QString::number(exponent);
    return (value < 0 ? QString(minus) : QString()) + m + QLatin1Char('e') + e;
}

} // namespace

QString NumberFormat::number(double value, int decimals, const QLocale& locale)
{
    if (std::isinf(value))
        return value < 0 ? QStringLiteral("\u2212\u221e") : QStringLiteral("\u221e");
    if (std::isnan(value))
        return QStringLiteral("NaN");
    decimals = std::clamp(decimals, 0, 12);
    if (std::abs(value) >= scientificFrom)
        return scientific(value, decimals, locale);
    // -0.001 at 2 decimals is written 0.00, not −0.00.
    if (std::round(std::abs(value) * std::pow(10.0, decimals)) == 0)
        value = 0;
    QLocale plain = locale;
    plain.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    return withMinus(plain.toString(value, 'f', decimals), plain);
}

QString NumberFormat::count(double n, const QLocale& locale)
{
    if (!std::isfinite(n) || std::abs(n) >= 1e15)
        return number(n, 2, locale);
    QLocale grouped = locale;
    grouped.setNumberOptions(locale.numberOptions() & ~QLocale::OmitGroupSeparator);
    return withMinus(grouped.toString(std::round(n), 'f', 0), grouped);
}

QString NumberFormat::bytes(double bytes, const QLocale& locale)
{
    return locale.formattedDataSize(static_cast<qint64>(std::llround(std::max(bytes, 0.0))), 1,
                                    QLocale::DataSizeIecFormat);
}

} // namespace attnlab

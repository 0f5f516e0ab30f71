#include "kvcachetext.h"

#include <cmath>

namespace attnlab {

QString KvCacheText::bytes(std::int64_t bytes, const QLocale& locale)
{
    if (bytes < 1024)
        return tr("%1 B").arg(locale.toString(static_cast<qlonglong>(bytes)));
    // The largest unit the number reaches: 1,024^1 KiB ... 1,024^6 EiB.
    int power = 0;
    double value = static_cast<double>(bytes);
    while (value >= 1024.0 && power < 6) {
        value /= 1024.0;
        ++power;
    }
    // About three significant digits: 1.25, 12.5, 125, 1,023.
    const int decimals = value < 10 ? 2 : (value < 100 ? 1 : 0);
    QString number = locale.toString(value, 'f', decimals);
    if (decimals > 0) {
        const QString point = locale.decimalPoint();
        while (number.endsWith(locale.zeroDigit()))
            number.chop(1);
        if (number.endsWith(point))
            number.chop(point.size());
    }
    switch (power) {
    case 1:
        return tr("%1 KiB").arg(number);
    case 2:
        return tr("%1 MiB").arg(number);
    case 3:
        return tr("%1 GiB").arg(number);
    case 4:
        return tr("%1 TiB").arg(number);
    case 5:
        return tr("%1 PiB").arg(number);
    default:
        return tr("%1 EiB").arg(number);
    }
}

QString KvCacheText::unitsNote(const QLocale& locale)
{
    return tr("KiB, MiB and GiB are powers of %1 bytes (binary units).").arg(locale.toString(1024));
}

QString KvCacheText::attentionKind(int heads, int kvHeads, const QLocale& locale)
{
    if (kvHeads >= heads)
        return tr("multi-head attention: one KV head per query head (%1 of each), the full "
                  "cache")
            .arg(locale.toString(heads));
    const QString times = locale.toString(static_cast<double>(heads) / kvHeads, 'g', 4);
    if (kvHeads == 1)
        return tr("multi-query attention: 1 KV head for %1 query heads, %2\u00d7 smaller than "
                  "full multi-head attention")
            .arg(locale.toString(heads), times);
    return tr("grouped-query attention with %1 KV heads for %2 query heads: %3\u00d7 smaller "
              "than full multi-head attention")
        .arg(locale.toString(kvHeads), locale.toString(heads), times);
}

QString KvCacheText::perTokenFormula(const KvCacheModel& model, const QString& dtype,
                                     std::int64_t bytesPerToken, const QLocale& locale)
{
    return tr("2 (K and V) \u00d7 %1 (layers) \u00d7 %2 (KV heads) \u00d7 %3 (head dim) "
              "\u00d7 %4 (bytes per number, %5) = %6 bytes")
        .arg(locale.toString(model.layers), locale.toString(model.kvHeads),
             locale.toString(model.headDim), locale.toString(dtypeBytes(dtype.toStdString())),
             dtype, locale.toString(static_cast<qlonglong>(bytesPerToken)));
}

QString KvCacheText::headsProblem(int heads, int kvHeads)
{
    if (heads < kvHeads)
        return tr("fewer query heads (%1) than KV heads (%2): each KV head serves one query "
                  "head or more")
            .arg(heads)
            .arg(kvHeads);
    if (kvHeads > 0 && heads % kvHeads != 0)
        return tr("the query heads (%1) are not a multiple of the KV heads (%2): each KV head "
                  "serves as many query heads as the others")
            .arg(heads)
            .arg(kvHeads);
    return {};
}

} // namespace attnlab

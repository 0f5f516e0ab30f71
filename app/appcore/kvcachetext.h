#pragma once

#include "kvcache.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

#include <cstdint>

namespace attnlab {

/// The words of the KV cache calculator (core/kvcache.h), shared by the app's KV cache tab and
/// `attnlab-cli kvcache` (which speaks English: QLocale::c() and no translator).
class KvCacheText
{
    Q_DECLARE_TR_FUNCTIONS(KvCacheText)

public:
    /// Bytes in the largest binary unit they reach (1 KiB = 1,024 bytes), with two decimals
    /// below 10, one below 100 and none above, trailing zeros dropped: "100 B", "72 KiB",
    /// "512 KiB", "1.5 GiB", "13.3 TiB", "1,023 MiB". Exact whenever the number is a whole
    /// multiple of its unit (every preset's per-token size is).
    static QString bytes(std::int64_t bytes, const QLocale& locale = QLocale());
    /// "KiB, MiB and GiB are powers of 1,024 bytes (binary units)."
    static QString unitsNote(const QLocale& locale = QLocale());

    /// What the KV heads make of the model's attention against full multi-head attention:
    ///   heads == kvHeads: "multi-head attention: one KV head per query head (32 of each), the
    ///                      full cache"
    ///   kvHeads == 1:     "multi-query attention: 1 KV head for 32 query heads, 32× smaller
    ///                      than full multi-head attention"
    ///   otherwise:        "grouped-query attention with 8 KV heads for 64 query heads: 8×
    ///                      smaller than full multi-head attention"
    static QString attentionKind(int heads, int kvHeads, const QLocale& locale = QLocale());

    /// The arithmetic of one token's keys and values: "2 (K and V) × 32 (layers) × 8 (KV heads)
    /// × 128 (head dim) × 2 (bytes per number, fp16) = 131,072 bytes". Expects a known dtype.
    static QString perTokenFormula(const KvCacheModel& model, const QString& dtype,
                                   std::int64_t bytesPerToken, const QLocale& locale = QLocale());

    /// Why a query and KV head count do not go together, or an empty string: fewer query heads
    /// than KV heads, or query heads that the KV heads do not share evenly.
    static QString headsProblem(int heads, int kvHeads);
};

} // namespace attnlab

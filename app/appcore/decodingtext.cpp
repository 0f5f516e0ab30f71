#include "decodingtext.h"

#include "explanation.h"
#include "scenario.h"
#include "scenariofile.h"
#include "softmaxkind.h"
#include "translations.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace attnlab {

namespace {

const DecodeFrame& frameAt(const SoftmaxTrace& trace, int frame)
{
    const int f = std::clamp(frame, 0, static_cast<int>(trace.frames().size()) - 1);
    return trace.frames()[static_cast<std::size_t>(f)];
}

QString token(const ResolvedScenario& r, int i)
{
    if (i >= 0 && static_cast<std::size_t>(i) < r.queryTokens.size())
        return quoted(fromStd(r.queryTokens[static_cast<std::size_t>(i)]));
    return {};
}

QString count(std::int64_t n)
{
    return QLocale().toString(static_cast<qlonglong>(n));
}

} // namespace

QString DecodingText::frameName(const ResolvedScenario& r, const SoftmaxTrace& trace, int frame)
{
    const DecodeFrame& f = frameAt(trace, frame);
    if (f.end - f.begin > 1 || (f.begin == 0 && r.decode && r.decode->prompt > 0))
        return tr("prefill: tokens 0\u2013%1").arg(f.end - 1);
    return tr("token %1 %2").arg(f.begin).arg(token(r, f.begin));
}

TermTable DecodingText::costTable(const ResolvedScenario& r, const SoftmaxTrace& trace, int frame)
{
    const DecodeFrame& f = frameAt(trace, frame);
    const AttentionInput& in = r.input;
    const std::int64_t now = decodeMultiplyAdds(in, f.begin, f.end);
    const std::int64_t all = decodeMultiplyAdds(in, 0, f.end);
    TermTable t;
    t.title = tr("Decoding with a KV cache");
    t.before << (f.begin == 0
                     ? tr("Frame %1 is the prefill: the %n prompt token(s) are computed "
                          "together, each query against the keys up to its own. Their keys and "
                          "values go into the cache.",
                          nullptr, f.end)
                           .arg(frame)
                     : tr("Frame %1 computes %n new query row(s) against %2 keys: the keys and "
                          "values of tokens 0\u2013%3 come from the cache, only the new "
                          "token's k and v are added to it.",
                          nullptr, f.end - f.begin)
                           .arg(frame)
                           .arg(f.end)
                           .arg(f.begin - 1));
    t.columns << tr("What") << tr("Multiply-adds");
    t.rows << QStringList{tr("this frame: %1 row(s) \u00d7 %2 keys \u00d7 (d_k + d_v = %3)")
                              .arg(f.end - f.begin)
                              .arg(f.end)
                              .arg(in.modelDim() + in.valueDim()),
                          count(now)};
    t.rows << QStringList{tr("without a cache: all %1 rows again").arg(f.end), count(all)};
    t.highlightRow = 0;
    t.result = all > 0
                   ? tr("not recomputed: %1 multiply-adds (%2 %)")
                         .arg(count(all - now))
                         .arg(Explanation::formatNumber(100.0 * double(all - now) / double(all), 1))
                   : QString();
    t.after << tr("Cache after this frame: %n token(s) of K and V, %1 bytes in float64.", nullptr,
                  f.end)
                   .arg(count(decodeCacheBytes(in, f.end)));
    return t;
}

namespace {

/// A difference of rounding errors, in the interface's locale: "0", "2.2e-16" / "2,2e-16".
QString difference(double d)
{
    return d == 0.0 ? QLocale().toString(0) : QLocale().toString(d, 'g', 2);
}

} // namespace

QString DecodingText::check(const SoftmaxTrace& trace, int head, int row)
{
    if (row < 0)
        return tr("Check: every frame's output equals full causal attention computed without a "
                  "cache (largest difference %1).")
            .arg(difference(trace.framesDifference()));
    const int f = trace.frameOfRow(row);
    if (f < 0 || head < 0 || head >= static_cast<int>(trace.trace().heads.size()))
        return {};
    const DecodeFrame& df = trace.frames()[static_cast<std::size_t>(f)];
    const auto h = static_cast<std::size_t>(head);
    const double diff =
        (df.trace.heads[h].output.row(row - df.begin) - trace.trace().heads[h].output.row(row))
            .cwiseAbs()
            .maxCoeff();
    return tr("Check: query %1's output, computed in frame %2, equals row %1 of full causal "
              "attention computed without a cache (largest difference %3).")
        .arg(row)
        .arg(f)
        .arg(difference(diff));
}

DecodePrefix DecodingText::prefix(const ResolvedScenario& r, const SoftmaxTrace& trace, int row)
{
    const int f = std::max(trace.frameOfRow(row), 0);
    const int end = trace.frames()[static_cast<std::size_t>(f)].end;
    DecodePrefix p;
    p.resolved = r;
    AttentionInput& in = p.resolved.input;
    in.q = r.input.q.topRows(end);
    in.k = r.input.k.topRows(end);
    in.v = r.input.v.topRows(end);
    if (r.input.mask.allowed)
        in.mask.allowed = r.input.mask.allowed->topLeftCorner(end, end).eval();
    const auto first = [end](std::vector<std::string> list) {
        if (static_cast<int>(list.size()) > end)
            list.resize(static_cast<std::size_t>(end));
        return list;
    };
    p.resolved.queryTokens = first(r.queryTokens);
    p.resolved.keyTokens = first(r.keyTokens);
    if (!r.queryUnknown.empty())
        p.resolved.queryUnknown.resize(static_cast<std::size_t>(end));
    if (!r.keyUnknown.empty())
        p.resolved.keyUnknown.resize(static_cast<std::size_t>(end));
    p.trace = computeTrace(in);
    return p;
}

QString DecodingText::note(const ResolvedScenario& r, const SoftmaxTrace& trace, int frame)
{
    const DecodeFrame& f = frameAt(trace, frame);
    const std::int64_t now = decodeMultiplyAdds(r.input, f.begin, f.end);
    const std::int64_t all = decodeMultiplyAdds(r.input, 0, f.end);
    return tr("Faded rows come from earlier frames; the outlined rows are new. This frame: "
              "%1 multiply-adds instead of %2 without a cache.")
               .arg(count(now))
               .arg(count(all)) +
           QLatin1Char(' ') + check(trace, 0, -1);
}

} // namespace attnlab

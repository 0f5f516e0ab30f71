#include "explanation.h"

#include "arithmetic.h"
#include "numberformat.h"
#include "scenariofile.h"
#include "translations.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <cmath>

namespace attnlab {

namespace {

QString token(const std::vector<std::string>& labels, int i)
{
    if (i >= 0 && static_cast<std::size_t>(i) < labels.size())
        return quoted(fromStd(labels[static_cast<std::size_t>(i)]));
    return QString::number(i);
}

// "(a)(b)" with negative numbers in parentheses so the products read clearly.
QString factor(double x, int decimals)
{
    const QString s = Explanation::formatNumber(x, decimals);
    return x < 0 ? QStringLiteral("(%1)").arg(s) : s;
}

/// Products per line in a long sum: d_k = 64 reads as 16 short lines, not one of 1,500
/// characters.
constexpr int termsPerLine = 4;

/// "a + b + c + d\n       + e + f": the terms of a sum, termsPerLine to a line, each following
/// line indented under the first.
QString wrappedSum(const QStringList& terms)
{
    QString out;
    for (qsizetype i = 0; i < terms.size(); ++i) {
        if (i > 0)
            out += i % termsPerLine == 0 ? QStringLiteral("\n       + ") : QStringLiteral(" + ");
        out += terms.at(i);
    }
    return out;
}

} // namespace

QString Explanation::formatNumber(double value, int decimals)
{
    return NumberFormat::number(value, decimals);
}

QString Explanation::tokenLabel(const std::vector<std::string>& tokens, int i)
{
    if (i >= 0 && static_cast<std::size_t>(i) < tokens.size())
        return quoted(QString::fromStdString(tokens[static_cast<std::size_t>(i)]).toHtmlEscaped());
    return {};
}

QString Explanation::formatCount(double n)
{
    return QLocale().toString(static_cast<qlonglong>(std::llround(n)));
}

QString Explanation::maskReason(const MaskSpec& mask, int query, int key, int nq, int nk)
{
    QStringList reasons;
    const int offset = mask.causalOffset(nq, nk);
    if (mask.causal && key > query + offset) {
        if (offset == 0)
            reasons << tr("causal: key %1 comes after query %2").arg(key).arg(query);
        else // bottom-right: query i stands at position i + n_k − n_q
            reasons << tr("causal (aligned bottom-right): key %1 comes after query %2, which "
                          "stands at position %3")
                           .arg(key)
                           .arg(query)
                           .arg(query + offset);
    }
    if (mask.hasPattern() && !mask.inPattern(query, key)) {
        // outside band ∪ global ∪ random: say what each component would have needed
        const int distance = std::abs(query - key);
        if (mask.window && mask.dilation == 1)
            reasons << tr("window: |%1 \u2212 %2| = %3 > %4")
                           .arg(query)
                           .arg(key)
                           .arg(distance)
                           .arg(*mask.window);
        else if (mask.window && distance > mask.bandReach())
            reasons << tr("dilated window: |%1 \u2212 %2| = %3 > %4 \u00d7 %5")
                           .arg(query)
                           .arg(key)
                           .arg(distance)
                           .arg(*mask.window)
                           .arg(mask.dilation);
        else if (mask.window)
            reasons << tr("dilated window: |%1 \u2212 %2| = %3 is not a multiple of %4")
                           .arg(query)
                           .arg(key)
                           .arg(distance)
                           .arg(mask.dilation);
        if (!mask.global.empty())
            reasons << tr("neither token %1 nor token %2 is global").arg(query).arg(key);
        if (mask.random)
            reasons << tr("key block %1 is not among query block %2's random blocks")
                           .arg(key / mask.random->blockSize)
                           .arg(query / mask.random->blockSize);
    }
    if (mask.allowed && !(*mask.allowed)(query, key))
        reasons << tr("the custom mask hides this pair");
    return reasons.join(QStringLiteral("; "));
}

QString Explanation::explainQueryRow(const ResolvedScenario& resolved, const Trace& trace, int head,
                                     int query, int decimals)
{
    const AttentionInput& in = resolved.input;
    const HeadTrace& h = trace.heads.at(static_cast<std::size_t>(head));
    const int nk = in.keyCount();
    const int dk = in.headDim();
    const int dv = in.headValueDim();
    const auto& keys = resolved.keyTokens;
    QString out;
    const auto line = [&out](const QString& s) { out += s + QLatin1Char('\n'); };
    const auto num = [decimals](double x) { return formatNumber(x, decimals); };

    line(tr("Query %1 %2, head %3 of %4: %5 keys, d_k = %6, d_v = %7")
             .arg(query)
             .arg(token(resolved.queryTokens, query))
             .arg(head)
             .arg(in.heads)
             .arg(nk)
             .arg(dk)
             .arg(dv));
    line(QString());

    // 1. Scores
    line(tr("1. Scores  s_j = q \u00b7 k_j = \u03a3_c q_c \u00d7 k_jc  (how well the query "
            "matches each key)"));
    for (int j = 0; j < nk; ++j) {
        const ScoreArithmetic a = scoreArithmetic(in, trace, head, query, j);
        QStringList terms;
        for (int c = 0; c < dk; ++c)
            terms << factor(a.queryTerms[static_cast<std::size_t>(c)], decimals) +
                         QStringLiteral("\u00d7") +
                         factor(a.keyTerms[static_cast<std::size_t>(c)], decimals);
        line(tr("   key %1 %2: %3 = %4")
                 .arg(j)
                 .arg(token(keys, j))
                 .arg(wrappedSum(terms))
                 .arg(num(a.score)));
    }
    line(QString());

    // 2. Scaling
    const bool defaultScale = !in.scale.has_value();
    line(defaultScale
             ? tr("2. Scaling  s'_j = s_j \u00d7 s, with s = 1/\u221a"
                  "d_k = 1/\u221a%1 = %2 "
                  "(keeps the scores from growing with d_k)")
                   .arg(dk)
                   .arg(num(h.scale))
             : tr("2. Scaling  s'_j = s_j \u00d7 s, with the scenario's s = %1").arg(num(h.scale)));
    for (int j = 0; j < nk; ++j)
        line(tr("   key %1: %2 \u00d7 %3 = %4")
                 .arg(j)
                 .arg(factor(h.scores(query, j), decimals))
                 .arg(num(h.scale))
                 .arg(num(h.scaled(query, j))));
    line(QString());

    // 3. Mask
    if (in.mask.isEmpty()) {
        line(tr("3. Mask  none: every key is allowed"));
    } else {
        line(tr("3. Mask  a hidden key's score becomes \u2212\u221e, so its weight will be 0"));
        for (int j = 0; j < nk; ++j) {
            if (h.allowed(query, j))
                line(tr("   key %1: allowed, %2").arg(j).arg(num(h.masked(query, j))));
            else
                line(tr("   key %1: hidden (%2), \u2212\u221e")
                         .arg(j)
                         .arg(maskReason(in.mask, query, j, in.queryCount(), in.keyCount())));
        }
    }
    line(QString());

    // 4. Softmax
    const SoftmaxArithmetic sm = softmaxArithmetic(trace, head, query);
    line(tr("4. Softmax  a_j = exp(s''_j \u2212 m) / \u03a3 exp(s''_i \u2212 m), with m the "
            "row's max (subtracting it keeps exp() from overflowing)"));
    if (sm.fullyMasked) {
        line(tr("   every key is hidden: no weights to share, so this row's weights and output "
                "are all 0"));
    } else {
        line(tr("   max m = %1").arg(num(sm.rowMax)));
        for (int j = 0; j < nk; ++j) {
            const auto ju = static_cast<std::size_t>(j);
            if (!sm.allowed[ju])
                line(tr("   key %1: exp(\u2212\u221e) = 0").arg(j));
            else
                line(tr("   key %1: exp(%2 \u2212 %3) = exp(%4) = %5")
                         .arg(j)
                         .arg(num(sm.logits[ju]))
                         .arg(factor(sm.rowMax, decimals))
                         .arg(num(sm.shifted[ju]))
                         .arg(num(sm.exps[ju])));
        }
        line(tr("   sum z = %1").arg(num(sm.rowSum)));
        for (int j = 0; j < nk; ++j) {
            const auto ju = static_cast<std::size_t>(j);
            line(tr("   key %1 %2: %3 / %4 = %5")
                     .arg(j)
                     .arg(token(keys, j))
                     .arg(num(sm.exps[ju]))
                     .arg(num(sm.rowSum))
                     .arg(num(sm.weights[ju])));
        }
    }
    // in the interface's locale: "[0.121, 0.741]", "[0,121; 0,741]"
    QStringList rounded;
    for (int j = 0; j < nk; ++j)
        rounded << formatNumber(h.weights(query, j), 3);
    const QString separator = QLocale().decimalPoint() == QLatin1String(",") ? QStringLiteral("; ")
                                                                             : QStringLiteral(", ");
    line(tr("   weights (3 decimals, they sum to %1): [%2]")
             .arg(formatNumber(h.weights.row(query).sum(), 3), rounded.join(separator)));
    line(QString());

    // 5. Weighted sum
    line(tr("5. Weighted sum  o_c = \u03a3_j a_j \u00d7 v_jc  (the output is an average of the "
            "value rows, weighted by attention)"));
    for (int c = 0; c < dv; ++c) {
        const OutputArithmetic oa = outputArithmetic(in, trace, head, query, c);
        QStringList terms;
        for (int j = 0; j < nk; ++j)
            terms << num(oa.weights[static_cast<std::size_t>(j)]) + QStringLiteral("\u00d7") +
                         factor(oa.values[static_cast<std::size_t>(j)], decimals);
        line(tr("   c = %1: %2 = %3").arg(c).arg(wrappedSum(terms)).arg(num(oa.output)));
    }

    // 6. Heads and output projection
    if (in.heads > 1 || in.outputProjection) {
        line(QString());
        QStringList row;
        for (Eigen::Index c = 0; c < trace.output.cols(); ++c)
            row << num(trace.output(query, c));
        if (in.outputProjection)
            line(tr("6. Concatenate the %1 heads and multiply by W_O (%2 \u00d7 %3): output "
                    "row %4 = [%5]")
                     .arg(in.heads)
                     .arg(in.outputProjection->rows())
                     .arg(in.outputProjection->cols())
                     .arg(query)
                     .arg(row.join(QStringLiteral(", "))));
        else
            line(tr("6. Concatenate the %1 heads: output row %2 = [%3]")
                     .arg(in.heads)
                     .arg(query)
                     .arg(row.join(QStringLiteral(", "))));
    }
    return out;
}

} // namespace attnlab

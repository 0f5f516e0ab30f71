#include "termtable.h"

#include <QRegularExpression>

#include <algorithm>

namespace attnlab {

namespace {

const QString highlight = QStringLiteral(" style=\"background-color:#ffe97a; color:#000000;\"");

} // namespace

QString cellExplanationHtml(const CellExplanation& e)
{
    QString h;
    if (!e.heading.isEmpty())
        h += QStringLiteral("<h2>%1</h2>").arg(e.heading);
    for (const TermTable& t : e.steps) {
        if (!t.title.isEmpty())
            h += QStringLiteral("<h3%1>%2</h3>").arg(t.current ? highlight : QString(), t.title);
        for (const QString& p : t.before)
            h += QStringLiteral("<p>%1</p>").arg(p);
        if (!t.columns.isEmpty()) {
            h += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\" border=\"1\" "
                                "style=\"border-collapse:collapse; border-color:#888888;\"><tr>");
            for (const QString& c : t.columns)
                h += QStringLiteral("<th>%1</th>").arg(c);
            h += QStringLiteral("</tr>");
            for (qsizetype r = 0; r < t.rows.size(); ++r) {
                h += QStringLiteral("<tr%1>").arg(r == t.highlightRow ? highlight : QString());
                const QStringList& row = t.rows.at(r);
                for (qsizetype c = 0; c < row.size(); ++c)
                    // The first column names the term; the numbers are right-aligned and a
                    // number is never split between two lines.
                    h += c == 0 ? QStringLiteral("<td>%1</td>").arg(row.at(c))
                                : QStringLiteral("<td align=\"right\" "
                                                 "style=\"white-space:nowrap\">%1</td>")
                                      .arg(row.at(c));
                h += QStringLiteral("</tr>");
            }
            h += QStringLiteral("</table>");
        }
        for (const QString& p : t.after)
            h += QStringLiteral("<p>%1</p>").arg(p);
        if (!t.result.isEmpty())
            h += QStringLiteral("<p><b>%1</b></p>").arg(t.result);
    }
    return h;
}

QString plainText(const QString& fragment)
{
    static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
    // Indices and exponents kept readable on a terminal: m<sub>old</sub> -> m_old,
    // e<sup>m_old − m_new</sup> -> e^(m_old − m_new), k<sup>T</sup> -> k^T (indices first: an
    // exponent may hold some).
    static const QRegularExpression sub(QStringLiteral("<sub>([^<]*)</sub>"));
    static const QRegularExpression sup(QStringLiteral("<sup>([^<]*)</sup>"));
    static const QRegularExpression compound(QStringLiteral("[\\s−+\\-·/,]"));
    const auto script = [](const QString& s, const QRegularExpression& pattern,
                           QChar mark) -> QString {
        QString out;
        qsizetype last = 0;
        for (auto it = pattern.globalMatch(s); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            const QString inner = m.captured(1);
            const bool single = !inner.contains(compound);
            out += s.mid(last, m.capturedStart() - last) + mark +
                   (single ? inner : QStringLiteral("(%1)").arg(inner));
            last = m.capturedEnd();
        }
        return out + s.mid(last);
    };
    QString s = script(script(fragment, sub, QLatin1Char('_')), sup, QLatin1Char('^'));
    s.remove(tag);
    s.replace(QLatin1String("&nbsp;"), QLatin1String(" "));
    s.replace(QLatin1String("&lt;"), QLatin1String("<"));
    s.replace(QLatin1String("&gt;"), QLatin1String(">"));
    s.replace(QLatin1String("&quot;"), QLatin1String("\""));
    s.replace(QLatin1String("&#39;"), QLatin1String("'"));
    s.replace(QLatin1String("&amp;"), QLatin1String("&"));
    return s;
}

QString cellSummary(const CellExplanation& e)
{
    const TermTable* shown = nullptr;
    for (const TermTable& t : e.steps)
        if (!t.result.isEmpty() && (!shown || !shown->current))
            shown = &t;
    QString text = plainText(e.heading);
    if (shown)
        text += (text.isEmpty() ? QString() : QStringLiteral(": ")) + plainText(shown->result);
    return text;
}

QString cellExplanationText(const CellExplanation& e)
{
    QString out;
    const auto line = [&out](const QString& s) { out += s + QLatin1Char('\n'); };
    if (!e.heading.isEmpty()) {
        line(plainText(e.heading));
        line(QString());
    }
    for (const TermTable& t : e.steps) {
        if (!t.title.isEmpty())
            line(plainText(t.title));
        for (const QString& p : t.before)
            line(QStringLiteral("   ") + plainText(p));
        if (!t.columns.isEmpty()) {
            // Columns as wide as their widest entry: names left, numbers right.
            QList<QStringList> cells{QStringList()};
            for (const QString& c : t.columns)
                cells.front() << plainText(c);
            for (const QStringList& row : t.rows) {
                QStringList plain;
                for (const QString& c : row)
                    plain << plainText(c);
                cells << plain;
            }
            QList<qsizetype> width(t.columns.size(), 0);
            for (const QStringList& row : cells)
                for (qsizetype c = 0; c < row.size() && c < width.size(); ++c)
                    width[c] = std::max(width[c], row.at(c).size());
            for (qsizetype r = 0; r < cells.size(); ++r) {
                QString text =
                    r - 1 == t.highlightRow ? QStringLiteral(" > ") : QStringLiteral("   ");
                const QStringList& row = cells.at(r);
                for (qsizetype c = 0; c < row.size() && c < width.size(); ++c)
                    text += (c == 0 ? row.at(c).leftJustified(width[c])
                                    : row.at(c).rightJustified(width[c])) +
                            QStringLiteral("  ");
                line(text.trimmed().isEmpty()
                         ? QString()
                         : text.remove(QRegularExpression(QStringLiteral("\\s+$"))));
            }
        }
        for (const QString& p : t.after)
            line(QStringLiteral("   ") + plainText(p));
        if (!t.result.isEmpty())
            line(QStringLiteral("   ") + plainText(t.result));
        line(QString());
    }
    return out;
}

} // namespace attnlab

#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace attnlab {

/// One step of how a number came to be, as a table of its terms: what the inspector (HTML) and
/// `attnlab-cli explain` (text) show for a cell of any kind. Texts are rich-text fragments
/// (<sub>, <b>, entities), already translated and with numbers already formatted, so both
/// renderers only lay them out.
struct TermTable
{
    /// The step's title ("1. Score s = q · k"); none when empty.
    QString title;
    /// The step of the stage being shown: its title is highlighted.
    bool current = false;
    /// Paragraphs before the table (the formula with this cell's indices).
    QStringList before;
    /// Column headings; no table when empty.
    QStringList columns;
    /// One entry per column in each row.
    QList<QStringList> rows;
    /// A row to highlight (the cell's own key in a softmax row), or -1.
    int highlightRow = -1;
    /// Paragraphs after the table (what was left out, a remark).
    QStringList after;
    /// The result, in bold, last.
    QString result;
};

/// How one cell came to be: a heading, then its steps.
struct CellExplanation
{
    QString heading;
    QList<TermTable> steps;
};

/// The explanation as HTML for a QTextBrowser: the heading as <h2>, each step's title as <h3>,
/// its table with numbers right-aligned and never broken.
QString cellExplanationHtml(const CellExplanation& explanation);
/// The explanation as plain text for a terminal: the same content, tables in aligned columns.
QString cellExplanationText(const CellExplanation& explanation);
/// The explanation in one sentence for assistive technology: its heading and the result of the
/// step being shown (the last step's when none is marked current), as plain text.
QString cellSummary(const CellExplanation& explanation);
/// A rich-text fragment as plain text: tags dropped, entities resolved (&nbsp; as a space).
QString plainText(const QString& fragment);

} // namespace attnlab

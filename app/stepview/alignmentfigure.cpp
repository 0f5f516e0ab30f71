#include "alignmentfigure.h"

#include "numberformat.h"

#include <QFontMetricsF>
#include <QPaintEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace attnlab {

namespace {

// Okabe and Ito's blue for the lines, their vermilion for the newest step's.
const QColor lineColor(0x00, 0x72, 0xB2);
const QColor accentColor(0xD5, 0x5E, 0x00);

QFont scaled(QFont f, double k)
{
    if (f.pointSizeF() > 0)
        f.setPointSizeF(f.pointSizeF() * k);
    else if (f.pixelSize() > 0)
        f.setPixelSize(std::max(1, int(std::lround(f.pixelSize() * k))));
    return f;
}

struct Geometry
{
    QFont titleFont, tokenFont, captionFont;
    QRectF title;
    double topY = 0, bottomY = 0; ///< the rows' text baselines' boxes: top and bottom edges
    double rowHeight = 0;
    double captionWidth = 0;
    QList<QRectF> top, bottom; ///< each token's box
};

/// Token centres spread evenly over [left, right]: one slot per token.
QList<QRectF> placeRow(const QStringList& tokens, const QFontMetricsF& fm, double left,
                       double right, double y, double height)
{
    QList<QRectF> boxes;
    const int n = int(tokens.size());
    if (n == 0)
        return boxes;
    const double slot = (right - left) / n;
    for (int i = 0; i < n; ++i) {
        const double w = std::min(slot, fm.horizontalAdvance(tokens[i]) + fm.height() * 0.4);
        const double cx = left + slot * (i + 0.5);
        boxes << QRectF(cx - w / 2, y, w, height);
    }
    return boxes;
}

Geometry layoutFigure(const QRectF& area, const AlignmentFigureData& d, const QFont& font,
                      const QPaintDevice* device)
{
    Geometry g;
    const double unit = QFontMetricsF(font, device).height();
    g.titleFont = font;
    g.titleFont.setBold(true);
    g.captionFont = font;
    g.captionFont.setItalic(true);
    double y = area.top() + 0.3 * unit;
    if (!d.title.isEmpty()) {
        const QFontMetricsF tm(g.titleFont, device);
        g.title = tm.boundingRect(QRectF(area.left() + unit, y, area.width() - 2 * unit, 1e6),
                                  Qt::AlignHCenter | Qt::TextWordWrap, d.title);
        g.title.setLeft(area.left() + unit);
        g.title.setWidth(area.width() - 2 * unit);
        y = g.title.bottom() + 0.6 * unit;
    }
    const QFontMetricsF cm(g.captionFont, device);
    g.captionWidth =
        std::max(cm.horizontalAdvance(d.topCaption), cm.horizontalAdvance(d.bottomCaption));
    if (g.captionWidth > 0)
        g.captionWidth += unit;
    const double left = area.left() + 0.5 * unit + g.captionWidth;
    const double right = area.right() - 0.5 * unit;
    // the tokens 1.3 times the text, smaller when the widest row would not fit its slots
    g.tokenFont = scaled(font, 1.3);
    for (int shrink = 0; shrink < 8; ++shrink) {
        QFont bold = g.tokenFont;
        bold.setBold(true);
        const QFontMetricsF fm(bold, device);
        double need = 0;
        for (const QStringList* row : {&d.topTokens, &d.bottomTokens}) {
            double widest = 0;
            for (const QString& t : *row)
                widest = std::max(widest, fm.horizontalAdvance(t) + fm.height() * 0.4);
            need = std::max(need, widest * row->size());
        }
        if (need <= right - left)
            break;
        g.tokenFont = scaled(g.tokenFont, 0.88);
    }
    const QFontMetricsF fm(g.tokenFont, device);
    g.rowHeight = fm.height() * 1.2;
    // room above the top row for the weight written over the strongest key
    g.topY = y + unit;
    // the rows a third of the width apart (at least 4 lines), centred in the room left
    const double room = area.bottom() - g.topY - 2 * g.rowHeight - unit;
    const double gap =
        std::max(4.0 * unit, std::min(room, std::max(6.0 * unit, area.width() / 3.0)));
    if (room > gap)
        g.topY += (room - gap) / 2;
    g.bottomY = g.topY + g.rowHeight + gap;
    g.top = placeRow(d.topTokens, fm, left, right, g.topY, g.rowHeight);
    g.bottom = placeRow(d.bottomTokens, fm, left, right, g.bottomY, g.rowHeight);
    return g;
}

} // namespace

void paintAlignmentFigure(QPainter& p, const QRectF& area, const AlignmentFigureData& d,
                          const QColor& text)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const Geometry g = layoutFigure(area, d, p.font(), p.device());
    const double unit = QFontMetricsF(p.font(), p.device()).height();
    if (!d.title.isEmpty()) {
        p.setFont(g.titleFont);
        p.setPen(text);
        p.drawText(g.title, Qt::AlignHCenter | Qt::TextWordWrap, d.title);
    }
    // the row captions
    p.setFont(g.captionFont);
    p.setPen(text);
    const double captionLeft = area.left() + 0.5 * unit;
    if (!d.topCaption.isEmpty())
        p.drawText(QRectF(captionLeft, g.topY, g.captionWidth, g.rowHeight),
                   Qt::AlignLeft | Qt::AlignVCenter, d.topCaption);
    if (!d.bottomCaption.isEmpty())
        p.drawText(QRectF(captionLeft, g.bottomY, g.captionWidth, g.rowHeight),
                   Qt::AlignLeft | Qt::AlignVCenter, d.bottomCaption);

    // the lines: the older rows first, the newest on top of them
    const int rows = std::min<int>(int(d.weights.rows()), int(g.bottom.size()));
    const int columns = std::min<int>(int(d.weights.cols()), int(g.top.size()));
    const double widest = 0.55 * unit;
    const auto drawRow = [&](int r) {
        const bool accent = r == d.highlightRow;
        for (int c = 0; c < columns; ++c) {
            const double w = d.weights(r, c);
            if (!std::isfinite(w) || w < d.threshold)
                continue;
            QColor colour = accent ? accentColor : lineColor;
            colour.setAlphaF(float(std::clamp(0.25 + 0.75 * w, 0.0, 1.0)));
            QPen pen(colour, std::max(0.6, widest * w));
            pen.setCapStyle(Qt::RoundCap);
            p.setPen(pen);
            const QPointF from(g.bottom[r].center().x(), g.bottom[r].top());
            const QPointF to(g.top[c].center().x(), g.top[c].bottom());
            p.drawLine(from, to);
        }
    };
    for (int r = 0; r < rows; ++r)
        if (r != d.highlightRow)
            drawRow(r);
    if (d.highlightRow >= 0 && d.highlightRow < rows)
        drawRow(d.highlightRow);

    // the strongest key of the newest row
    int peak = -1;
    if (d.highlightRow >= 0 && d.highlightRow < rows && columns > 0)
        d.weights.row(d.highlightRow).head(columns).maxCoeff(&peak);

    // the tokens
    for (int c = 0; c < int(g.top.size()); ++c) {
        QFont f = g.tokenFont;
        f.setUnderline(c == peak);
        f.setBold(c == peak);
        p.setFont(f);
        p.setPen(c == peak ? accentColor : text);
        p.drawText(g.top[c].adjusted(-unit, 0, unit, 0), Qt::AlignCenter, d.topTokens[c]);
    }
    if (peak >= 0) {
        p.setFont(g.captionFont);
        p.setPen(accentColor);
        const QRectF box = g.top[peak];
        p.drawText(QRectF(box.left() - unit, box.top() - unit, box.width() + 2 * unit, unit),
                   Qt::AlignHCenter | Qt::AlignBottom,
                   NumberFormat::number(d.weights(d.highlightRow, peak), 2));
    }
    for (int r = 0; r < int(g.bottom.size()); ++r) {
        QFont f = g.tokenFont;
        f.setBold(r == d.highlightRow);
        p.setFont(f);
        p.setPen(r == d.highlightRow ? accentColor : text);
        p.drawText(g.bottom[r].adjusted(-unit, 0, unit, 0), Qt::AlignCenter, d.bottomTokens[r]);
    }
    p.restore();
}

double alignmentFigureHeight(double width, const AlignmentFigureData& data, const QFont& font,
                             const QPaintDevice* device)
{
    const Geometry g = layoutFigure(QRectF(0, 0, width, 0), data, font, device);
    const double unit = QFontMetricsF(font, device).height();
    // the two rows and a gap of about a third of the width, at least 6 lines
    return g.topY + 2 * g.rowHeight + std::clamp(width / 3.0, 6 * unit, 16 * unit) + unit;
}

AlignmentFigure::AlignmentFigure(QWidget* parent) : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent, false);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void AlignmentFigure::setData(AlignmentFigureData data)
{
    data_ = std::move(data);
    updateGeometry();
    update();
}

QSize AlignmentFigure::sizeHint() const
{
    const int unit = fontMetrics().height();
    return {36 * unit, 16 * unit};
}

QSize AlignmentFigure::minimumSizeHint() const
{
    const int unit = fontMetrics().height();
    return {16 * unit, 10 * unit};
}

void AlignmentFigure::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    p.setFont(font());
    paintAlignmentFigure(p, QRectF(rect()), data_, palette().color(QPalette::Text));
}

} // namespace attnlab

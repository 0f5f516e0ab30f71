#include "tokengraphview.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace attnlab {

std::vector<TokenGraphEdge> tokenGraphEdges(const TokenGraphData& data)
{
    std::vector<TokenGraphEdge> edges;
    const int layers = int(data.maps.size());
    if (layers == 0)
        return edges;
    const int n = int(data.maps.front().rows());
    if (data.outputToken < 0 || data.outputToken >= n)
        return edges;
    std::vector<char> active(size_t(n), 0);
    active[size_t(data.outputToken)] = 1;
    for (int k = layers - 1; k >= 0; --k) {
        const Matrix& a = data.maps[size_t(k)];
        std::vector<char> below(size_t(n), 0);
        for (int i = 0; i < n; ++i) {
            if (!active[size_t(i)])
                continue;
            for (int j = 0; j < n; ++j)
                if (a(i, j) >= data.threshold && a(i, j) > 0) {
                    edges.push_back({k, i, j, a(i, j)});
                    below[size_t(j)] = 1;
                }
        }
        active = std::move(below);
    }
    return edges;
}

void paintTokenGraph(QPainter& painter, const QRectF& rect, const TokenGraphData& data,
                     const QColor& foreground)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QFontMetricsF fm(painter.font());
    const double line = fm.height();
    QRectF area = rect.adjusted(line * 0.5, line * 0.3, -line * 0.5, -line * 0.3);
    painter.setPen(foreground);
    if (!data.title.isEmpty()) {
        const QFont plain = painter.font();
        QFont bold = plain;
        bold.setBold(true);
        painter.setFont(bold);
        // wrapped over as many lines as the width needs
        const QRectF box = QFontMetricsF(bold).boundingRect(
            QRectF(area.left(), area.top(), area.width(), area.height() / 3),
            Qt::AlignHCenter | Qt::TextWordWrap, data.title);
        painter.drawText(QRectF(area.left(), area.top(), area.width(), box.height()),
                         Qt::AlignHCenter | Qt::TextWordWrap, data.title);
        painter.setFont(plain);
        area.setTop(area.top() + box.height() + line * 0.3);
    }
    const int layers = int(data.maps.size());
    if (layers == 0) {
        painter.restore();
        return;
    }
    const int n = int(data.maps.front().rows());
    // Room on the left for the layer names, below and above for the token names.
    const QString widest = QCoreApplication::translate("attnlab::TokenGraphView", "layer %1 out")
                               .arg(data.firstLayer + layers - 1);
    const double left = fm.horizontalAdvance(widest) + line * 0.5;
    double tokenWidth = 0;
    for (int j = 0; j < n; ++j)
        tokenWidth =
            std::max(tokenWidth, fm.horizontalAdvance(data.tokens.value(j, QString::number(j))));
    const double columnWidth = (area.width() - left) / std::max(n, 1);
    const bool turned = tokenWidth > columnWidth * 0.95;
    const double labelHeight =
        std::min(turned ? tokenWidth + line * 0.3 : line * 1.2, area.height() * 0.25);
    const QRectF plot(area.left() + left, area.top() + labelHeight, area.width() - left,
                      area.height() - 2 * labelHeight);
    const auto x = [&](int j) { return plot.left() + (j + 0.5) * columnWidth; };
    const auto y = [&](int k) { // token layer k: 0 at the bottom
        return layers == 0 ? plot.center().y() : plot.bottom() - plot.height() * k / layers;
    };
    const double radius = std::clamp(columnWidth * 0.3, 1.5, line * 0.35);

    // Token names below (inputs) and above (outputs).
    const auto drawToken = [&](int j, double yy, bool top) {
        const QString text = data.tokens.value(j, QString::number(j));
        if (!turned) {
            painter.drawText(QRectF(x(j) - columnWidth / 2, top ? yy - labelHeight : yy,
                                    columnWidth, labelHeight),
                             Qt::AlignHCenter | (top ? Qt::AlignBottom : Qt::AlignTop), text);
            return;
        }
        painter.save();
        painter.translate(x(j), yy + (top ? -radius - 2 : radius + 2));
        painter.rotate(-90);
        const QRectF box = top ? QRectF(0, -line / 2, labelHeight, line)
                               : QRectF(-labelHeight, -line / 2, labelHeight, line);
        painter.drawText(box, Qt::AlignVCenter | (top ? Qt::AlignLeft : Qt::AlignRight),
                         fm.elidedText(text, Qt::ElideRight, labelHeight));
        painter.restore();
    };
    painter.setPen(foreground);
    for (int j = 0; j < n; ++j) {
        drawToken(j, y(0) + radius, false);
        if (j == data.outputToken || !turned)
            drawToken(j, y(layers) - radius, true);
    }
    for (int k = 0; k <= layers; ++k) {
        const QString name =
            k == 0 ? QCoreApplication::translate("attnlab::TokenGraphView", "input")
                   : QCoreApplication::translate("attnlab::TokenGraphView", "layer %1 out")
                         .arg(data.firstLayer + k - 1);
        painter.drawText(QRectF(area.left(), y(k) - line / 2, left - line * 0.3, line),
                         Qt::AlignRight | Qt::AlignVCenter, name);
    }

    // Edges, lightest first, then the nodes.
    std::vector<TokenGraphEdge> edges = tokenGraphEdges(data);
    std::sort(edges.begin(), edges.end(),
              [](const TokenGraphEdge& a, const TokenGraphEdge& b) { return a.weight < b.weight; });
    std::vector<std::vector<char>> reached(size_t(layers + 1), std::vector<char>(size_t(n), 0));
    if (data.outputToken >= 0 && data.outputToken < n)
        reached[size_t(layers)][size_t(data.outputToken)] = 1;
    const QColor edgeColor(0x1f, 0x5f, 0xbf);
    const double thickest = std::max(line * 0.35, 1.0);
    for (const TokenGraphEdge& e : edges) {
        QColor c = edgeColor;
        c.setAlphaF(std::clamp(0.25 + 0.75 * e.weight, 0.0, 1.0));
        painter.setPen(QPen(c, std::max(0.4, thickest * e.weight), Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(QPointF(x(e.from), y(e.layer + 1)), QPointF(x(e.to), y(e.layer)));
        reached[size_t(e.layer)][size_t(e.to)] = 1;
    }
    for (int k = 0; k <= layers; ++k)
        for (int j = 0; j < n; ++j) {
            const bool on = reached[size_t(k)][size_t(j)];
            painter.setPen(QPen(on ? foreground : QColor(0x99, 0x99, 0x99), 0.8));
            painter.setBrush(on ? QBrush(k == layers ? QColor(0xd6, 0x27, 0x28) : edgeColor)
                                : Qt::NoBrush);
            painter.drawEllipse(QPointF(x(j), y(k)), radius, radius);
        }
    painter.restore();
}

TokenGraphView::TokenGraphView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("tokenGraph"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void TokenGraphView::setData(TokenGraphData data)
{
    data_ = std::move(data);
    update();
}

QSize TokenGraphView::sizeHint() const
{
    return {fontMetrics().height() * 30, fontMetrics().height() * 18};
}

QSize TokenGraphView::minimumSizeHint() const
{
    return {fontMetrics().height() * 12, fontMetrics().height() * 8};
}

void TokenGraphView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.fillRect(rect(), palette().color(QPalette::Base));
    paintTokenGraph(p, QRectF(rect()), data_, palette().color(QPalette::Text));
}

} // namespace attnlab

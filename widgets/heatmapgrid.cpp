#include "heatmapgrid.h"

#include "colormap.h"

#include <QFontMetricsF>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QTransform>

#include <algorithm>
#include <cmath>
#include <limits>

namespace attnlab {

namespace {

using Label = HeatmapRenderer::Label;

QString labelAt(const QStringList& labels, int i)
{
    return i < labels.size() ? labels.at(i) : QString::number(i);
}

} // namespace

QRectF HeatmapGridRenderer::Layout::bounds() const
{
    QRectF r;
    for (const QRectF& p : panels)
        r |= p;
    for (const QRectF& p : {colorbar, maskLegend})
        if (!p.isEmpty())
            r |= p;
    for (const auto* labels : {&texts, &tokens, &ticks})
        for (const Label& label : *labels)
            r |= label.bounds;
    return r;
}

void HeatmapGridRenderer::setData(HeatmapGridData data)
{
    data_ = std::move(data);
    updateRange();
}

void HeatmapGridRenderer::setStyle(HeatmapStyle style)
{
    style_ = std::move(style);
    updateRange();
}

void HeatmapGridRenderer::updateRange()
{
    // Each map's own range under the style, then their union (one scale for all).
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    masked_ = false;
    for (const HeatmapData& panel : data_.panels) {
        HeatmapRenderer r;
        r.setData(panel);
        r.setStyle(style_);
        const auto [a, b] = r.valueRange();
        lo = std::min(lo, a);
        hi = std::max(hi, b);
        for (Eigen::Index i = 0; i < panel.values.rows() && !masked_; ++i)
            for (Eigen::Index j = 0; j < panel.values.cols() && !masked_; ++j)
                masked_ = r.isMasked(int(i), int(j));
    }
    if (!(lo < hi)) {
        lo = 0;
        hi = 1;
    }
    if (style_.symmetric) {
        const double a = std::max(std::abs(lo), std::abs(hi));
        lo = -a;
        hi = a;
    }
    minimum_ = lo;
    maximum_ = hi;
}

HeatmapRenderer HeatmapGridRenderer::panelRenderer(std::size_t index) const
{
    HeatmapData data = data_.panels.at(index);
    data.title.clear();
    HeatmapStyle style = style_;
    style.minimum = minimum_;
    style.maximum = maximum_;
    style.symmetric = false;
    style.showColorbar = style.showTitle = style.showLabels = false;
    style.selectedRow = style.selectedColumn = -1;
    style.firstRow = style.firstColumn = 0;
    style.visibleRows = style.visibleColumns = -1;
    HeatmapRenderer r;
    r.setData(std::move(data));
    r.setStyle(std::move(style));
    return r;
}

HeatmapGridRenderer::Layout HeatmapGridRenderer::layout(const QRectF& target, const QFont& font,
                                                        const QPaintDevice* device) const
{
    Layout l;
    l.target = target;
    if (data_.panels.empty() || data_.columns <= 0)
        return l;
    const HeatmapData& first = data_.panels.front();
    const int nq = int(first.values.rows()), nk = int(first.values.cols());
    if (nq == 0 || nk == 0)
        return l;
    const int columns = std::min<int>(data_.columns, int(data_.panels.size()));
    const int rows = data_.rows();

    // Fonts: exactly the font's size x fontScale (no growth: the grid is a figure).
    const double dpi = QFontMetricsF(font, device).fontDpi();
    l.unit = dpi > 0 ? dpi / 72.0 : 1.0;
    double pt = font.pointSizeF();
    if (pt <= 0)
        pt = font.pixelSize() > 0 ? font.pixelSize() / l.unit : 10.0;
    pt = std::max(pt * std::max(style_.fontScale, 0.05), 1.0);
    l.labelFont = font;
    l.labelFont.setPointSizeF(pt);
    l.axisFont = l.labelFont;
    l.axisFont.setBold(true);
    l.titleFont = l.axisFont;
    l.titleFont.setPointSizeF(pt * 1.3);
    const QFontMetricsF fm(l.labelFont, device), fmAxis(l.axisFont, device),
        fmTitle(l.titleFont, device);
    const double h = fm.height(), hAxis = fmAxis.height(), hTitle = fmTitle.height();
    const double g = 0.35 * h, m = 0.6 * h, gap = 0.6 * h;
    const QRectF inner = target.adjusted(m, m, -m, -m);

    const bool labels = style_.showLabels;
    const bool showTitle = style_.showTitle && !data_.title.isEmpty();
    const double titleHeight = showTitle ? hTitle + g : 0;
    const bool columnTitles = !data_.columnTitles.isEmpty();
    const bool rowTitles = !data_.rowTitles.isEmpty();
    const double columnTitleHeight = columnTitles ? hAxis + 0.5 * g : 0;
    const double rowTitleWidth = rowTitles ? hAxis + 0.5 * g : 0;
    const bool queryTitle = labels && !first.rowAxisTitle.isEmpty();
    const bool keyTitle = labels && !first.columnAxisTitle.isEmpty();
    const double queryTitleWidth = queryTitle ? hAxis + g : 0;
    const double keyTitleHeight = keyTitle ? hAxis + g : 0;

    double rowLabelWidth = 0, columnLabelLength = 0;
    if (labels) {
        for (int r = 0; r < nq; ++r)
            rowLabelWidth =
                std::max(rowLabelWidth, fm.horizontalAdvance(labelAt(first.rowLabels, r)));
        for (int c = 0; c < nk; ++c)
            columnLabelLength =
                std::max(columnLabelLength, fm.horizontalAdvance(labelAt(first.columnLabels, c)));
        rowLabelWidth = std::min(rowLabelWidth + 1, 0.2 * target.width());
    }
    const double rowBlock = labels ? rowLabelWidth + g : 0;
    const double rotatedLength =
        std::min(columnLabelLength + 1, std::max(0.18 * target.height(), 3 * h));

    // Colorbar block: gap, bar, tick labels, the value's label.
    const double barGap = 1.0 * h, barWidth = 0.9 * h;
    double tickWidth = HeatmapRenderer::widestColorbarTick(fm, minimum_, maximum_);
    const QString maskedText = HeatmapRenderer::tr("masked");
    if (masked_)
        tickWidth = std::max(tickWidth, fm.horizontalAdvance(maskedText));
    tickWidth = std::min(tickWidth + 1, 0.2 * target.width());
    const bool valueTitle = style_.showColorbar && !first.valueLabel.isEmpty();
    const double colorbarBlock = style_.showColorbar ? barGap + barWidth + 0.25 * h + g +
                                                           tickWidth + (valueTitle ? g + hAxis : 0)
                                                     : 0;

    // The cell size, with the key tokens horizontal when they fit under a cell, else upright.
    int mode = 0;
    double cell = 0, columnLabelHeight = 0;
    for (int pass = 0; pass < 2; ++pass) {
        columnLabelHeight = !labels ? 0 : mode == 0 ? g + h : g + rotatedLength;
        const double availW = inner.width() - queryTitleWidth - rowTitleWidth - rowBlock -
                              colorbarBlock - (columns - 1) * gap;
        const double availH = inner.height() - titleHeight - columnTitleHeight - columnLabelHeight -
                              keyTitleHeight - (rows - 1) * gap;
        cell = std::max(std::min(availW / (columns * nk), availH / (rows * nq)), 0.01);
        if (!labels || mode == 90 || columnLabelLength + 0.4 * h <= cell)
            break;
        mode = 90;
    }
    l.cell = cell;
    l.columnLabelAngle = mode;
    const double panelW = nk * cell, panelH = nq * cell;
    const double groupW = queryTitleWidth + rowTitleWidth + rowBlock + columns * panelW +
                          (columns - 1) * gap + colorbarBlock;
    const double groupH = titleHeight + columnTitleHeight + rows * panelH + (rows - 1) * gap +
                          columnLabelHeight + keyTitleHeight;
    const double x0 = inner.left() + std::max(0.0, (inner.width() - groupW) / 2);
    const double y0 = inner.top() + std::max(0.0, (inner.height() - groupH) / 2);
    const double gridLeft = x0 + queryTitleWidth + rowTitleWidth + rowBlock;
    const double gridTop = y0 + titleHeight + columnTitleHeight;
    const double gridRight = gridLeft + columns * panelW + (columns - 1) * gap;
    const double gridBottom = gridTop + rows * panelH + (rows - 1) * gap;
    for (std::size_t i = 0; i < data_.panels.size(); ++i) {
        const int r = int(i) / columns, c = int(i) % columns;
        l.panels.append(
            QRectF(gridLeft + c * (panelW + gap), gridTop + r * (panelH + gap), panelW, panelH));
    }
    l.rowLabelStep =
        cell >= 1.05 * h ? 1 : HeatmapRenderer::labelStep(int(std::ceil(1.1 * h / cell)));
    l.columnLabelStep = mode == 0 || cell >= 1.15 * h
                            ? 1
                            : HeatmapRenderer::labelStep(int(std::ceil(1.15 * h / cell)));

    const double centreX = (gridLeft + gridRight) / 2;
    if (showTitle) {
        const double width = std::min(fmTitle.horizontalAdvance(data_.title) + 2, inner.width());
        const double x = std::clamp(centreX - width / 2, inner.left(), inner.right() - width);
        l.texts.append(
            Label::make(Label::Title, fmTitle.elidedText(data_.title, Qt::ElideRight, width),
                        QPointF(x, y0), 0, QRectF(0, 0, width, hTitle), Qt::AlignCenter));
    }
    if (columnTitles) {
        for (int c = 0; c < columns && c < data_.columnTitles.size(); ++c) {
            const double left = gridLeft + c * (panelW + gap);
            const QString text =
                fmAxis.elidedText(data_.columnTitles.at(c), Qt::ElideRight, panelW + 0.8 * gap);
            l.texts.append(Label::make(Label::ColumnAxisTitle, text,
                                       QPointF(left - 0.4 * gap, gridTop - columnTitleHeight), 0,
                                       QRectF(0, 0, panelW + 0.8 * gap, hAxis), Qt::AlignCenter,
                                       c));
        }
    }
    if (rowTitles) {
        for (int r = 0; r < rows && r < data_.rowTitles.size(); ++r) {
            const double cy = gridTop + r * (panelH + gap) + panelH / 2;
            const double length = panelH + 0.8 * gap;
            const QString text = fmAxis.elidedText(data_.rowTitles.at(r), Qt::ElideRight, length);
            l.texts.append(Label::make(Label::RowAxisTitle, text,
                                       QPointF(gridLeft - rowBlock - rowTitleWidth + hAxis / 2, cy),
                                       -90, QRectF(-length / 2, -hAxis / 2, length, hAxis),
                                       Qt::AlignCenter, r));
        }
    }
    if (labels) {
        // Query tokens left of the first column of maps, key tokens under the last row.
        for (int r = 0; r < rows; ++r) {
            for (int q = 0; q < nq; q += l.rowLabelStep) {
                const double y = gridTop + r * (panelH + gap) + (q + 0.5) * cell;
                const QString text =
                    fm.elidedText(labelAt(first.rowLabels, q), Qt::ElideRight, rowLabelWidth);
                l.tokens.append(Label::make(Label::RowLabel, text, QPointF(gridLeft - g, y), 0,
                                            QRectF(-rowLabelWidth, -h / 2, rowLabelWidth, h),
                                            Qt::AlignRight | Qt::AlignVCenter, q));
            }
        }
        const int lastRowFirst = (rows - 1) * columns;
        for (std::size_t i = std::size_t(lastRowFirst); i < data_.panels.size(); ++i) {
            const double left = l.panels.at(qsizetype(i)).left();
            for (int k = 0; k < nk; k += l.columnLabelStep) {
                const double x = left + (k + 0.5) * cell;
                const QString full = labelAt(first.columnLabels, k);
                if (mode == 0) {
                    l.tokens.append(Label::make(
                        Label::ColumnLabel, full, QPointF(x, gridBottom + g), 0,
                        QRectF(-cell / 2, 0, cell, h), Qt::AlignHCenter | Qt::AlignTop, k));
                } else {
                    const QString text = fm.elidedText(full, Qt::ElideRight, rotatedLength);
                    const double length = std::min(fm.horizontalAdvance(text) + 1, rotatedLength);
                    l.tokens.append(Label::make(
                        Label::ColumnLabel, text, QPointF(x, gridBottom + g), -90,
                        QRectF(-length, -h / 2, length, h), Qt::AlignRight | Qt::AlignVCenter, k));
                }
            }
        }
        if (keyTitle) {
            const double width =
                std::min(fmAxis.horizontalAdvance(first.columnAxisTitle) + 2, inner.width());
            l.texts.append(Label::make(Label::ColumnAxisTitle, first.columnAxisTitle,
                                       QPointF(centreX - width / 2, gridBottom + columnLabelHeight),
                                       0, QRectF(0, 0, width, hAxis), Qt::AlignCenter));
        }
        if (queryTitle) {
            const double length =
                std::min(fmAxis.horizontalAdvance(first.rowAxisTitle) + 2, inner.height());
            l.texts.append(Label::make(Label::RowAxisTitle, first.rowAxisTitle,
                                       QPointF(x0 + hAxis / 2, (gridTop + gridBottom) / 2), -90,
                                       QRectF(-length / 2, -hAxis / 2, length, hAxis),
                                       Qt::AlignCenter));
        }
    }

    // One colorbar for every map, as tall as the grid (at least 8 lines).
    if (style_.showColorbar) {
        const double minHeight = std::min(8.0 * h, inner.height());
        double top = gridTop;
        double bottom = std::min(std::max(gridBottom, top + minHeight), inner.bottom());
        top = std::max(inner.top(), std::min(top, bottom - minHeight));
        const double x = gridRight + barGap;
        const double textX = x + barWidth + 0.25 * h + g;
        if (masked_) {
            const double swatch = std::min(h, (bottom - top) / 3);
            l.maskLegend = QRectF(x, bottom - swatch, barWidth, swatch);
            bottom -= swatch + 1.2 * g;
            l.texts.append(Label::make(
                Label::MaskLegend, maskedText, QPointF(textX, l.maskLegend.center().y()), 0,
                QRectF(0, -h / 2, tickWidth, h), Qt::AlignLeft | Qt::AlignVCenter));
        }
        l.colorbar = QRectF(x, top, barWidth, std::max(bottom - top, 1.0));
        int decimals = 0;
        const QList<double> ticks = HeatmapRenderer::colorbarTicks(
            minimum_, maximum_, std::clamp(int(l.colorbar.height() / (2.2 * h)), 2, 8), &decimals);
        for (double v : ticks) {
            const double y =
                l.colorbar.bottom() - (v - minimum_) / (maximum_ - minimum_) * l.colorbar.height();
            l.tickValues.append(v);
            l.ticks.append(Label::make(Label::Tick, HeatmapRenderer::formatNumber(v, decimals),
                                       QPointF(textX, y), 0, QRectF(0, -h / 2, tickWidth, h),
                                       Qt::AlignLeft | Qt::AlignVCenter));
        }
        if (valueTitle) {
            const double length =
                std::min(fmAxis.horizontalAdvance(first.valueLabel) + 2, inner.height());
            l.texts.append(Label::make(
                Label::ValueTitle, fmAxis.elidedText(first.valueLabel, Qt::ElideRight, length),
                QPointF(textX + tickWidth + g + hAxis / 2, l.colorbar.center().y()), -90,
                QRectF(-length / 2, -hAxis / 2, length, hAxis), Qt::AlignCenter));
        }
    }
    return l;
}

void HeatmapGridRenderer::paint(QPainter& painter, const Layout& l) const
{
    painter.save();
    if (style_.background.alpha() > 0)
        painter.fillRect(l.target, style_.background);
    const QColor fg = style_.foreground;
    for (std::size_t i = 0; i < data_.panels.size() && i < std::size_t(l.panels.size()); ++i) {
        const HeatmapRenderer r = panelRenderer(i);
        const QRectF rect = l.panels.at(qsizetype(i));
        // The map's own layout (cells, values, hatching), moved onto its place in the grid.
        HeatmapRenderer::Layout pl = r.layout(rect, l.labelFont, painter.device());
        pl.target = rect;
        pl.plot = rect;
        pl.cellWidth = rect.width() / std::max(pl.columnCount, 1);
        pl.cellHeight = rect.height() / std::max(pl.rowCount, 1);
        r.paint(painter, pl);
    }

    painter.setPen(fg);
    painter.setFont(l.labelFont);
    for (const Label& label : l.tokens)
        label.draw(painter);
    for (const Label& text : l.texts) {
        painter.setFont(text.role == Label::Title        ? l.titleFont
                        : text.role == Label::MaskLegend ? l.labelFont
                                                         : l.axisFont);
        text.draw(painter);
    }

    if (!l.colorbar.isEmpty()) {
        const double h = QFontMetricsF(l.labelFont, painter.device()).height();
        const Colormap colormap = Colormap::byName(style_.colormap);
        QLinearGradient gradient(l.colorbar.bottomLeft(), l.colorbar.topLeft());
        constexpr int stops = 64;
        for (int i = 0; i <= stops; ++i)
            gradient.setColorAt(double(i) / stops, colormap.color(double(i) / stops));
        painter.setRenderHint(QPainter::Antialiasing, true);
        painter.fillRect(l.colorbar, gradient);
        QColor frame = fg;
        frame.setAlphaF(0.6f);
        painter.setPen(QPen(frame, std::max(0.05 * h, 0.5 * l.unit)));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(l.colorbar);
        painter.setPen(QPen(fg, std::max(0.06 * h, 0.5 * l.unit)));
        for (double v : l.tickValues) {
            const double y =
                l.colorbar.bottom() - (v - minimum_) / (maximum_ - minimum_) * l.colorbar.height();
            painter.drawLine(QPointF(l.colorbar.right(), y),
                             QPointF(l.colorbar.right() + 0.25 * h, y));
        }
        painter.setFont(l.labelFont);
        painter.setPen(fg);
        for (const Label& tick : l.ticks)
            tick.draw(painter);
        if (!l.maskLegend.isEmpty()) {
            // The swatch as the maps draw masked cells: one masked 1 x 1 map.
            HeatmapData swatch;
            swatch.values = Matrix::Constant(1, 1, -std::numeric_limits<double>::infinity());
            HeatmapStyle style = style_;
            style.showColorbar = style.showTitle = style.showLabels = false;
            style.annotate = false;
            HeatmapRenderer r;
            r.setData(std::move(swatch));
            r.setStyle(std::move(style));
            HeatmapRenderer::Layout sl = r.layout(l.maskLegend, l.labelFont, painter.device());
            sl.target = sl.plot = l.maskLegend;
            sl.cellWidth = l.maskLegend.width();
            sl.cellHeight = l.maskLegend.height();
            r.paint(painter, sl);
        }
    }
    painter.restore();
}

} // namespace attnlab

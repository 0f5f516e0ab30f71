#pragma once

#include "heatmaprenderer.h"

#include <QCoreApplication>
#include <QFont>
#include <QList>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <vector>

class QPainter;
class QPaintDevice;

namespace attnlab {

/// Small multiples: maps of one shape (every head of a layer, layers x heads, the heads of a
/// stage) drawn as one figure, on one colour scale with one colorbar.
struct HeatmapGridData
{
    /// The maps, row by row (columns per row). Each gives its values and masked cells; the
    /// first one also the token labels, the axis titles ("Query", "Key") and the colorbar's
    /// label. Their own titles are not drawn.
    std::vector<HeatmapData> panels;
    int columns = 1;
    /// Above each column ("head 0") and left of each row ("layer 1"); empty: none.
    QStringList columnTitles, rowTitles;
    QString title;

    int rows() const
    {
        return columns <= 0 ? 0 : int((panels.size() + std::size_t(columns) - 1) / columns);
    }
};

/// Paints a HeatmapGridData: a title, the column and row titles, the maps with square cells and
/// a small gap between them, the query tokens left of the first column and the key tokens under
/// the last row (every n-th when they do not fit), one colorbar for all on the right.
/// The colour scale is the style's fixed range, or the range of every map's finite, unmasked
/// values (symmetric around 0 when asked): a colour means the same value in every map.
/// Text sizes are the font's x style.fontScale, whatever the number of maps or tokens.
class HeatmapGridRenderer
{
    Q_DECLARE_TR_FUNCTIONS(attnlab::HeatmapGridRenderer)

public:
    using Label = HeatmapRenderer::Label;

    struct Layout
    {
        QRectF target;
        QList<QRectF> panels; ///< parallel to the data's panels
        QRectF colorbar, maskLegend;
        double cell = 0;
        int rowLabelStep = 1, columnLabelStep = 1;
        double columnLabelAngle = 0; ///< 0 or 90 degrees
        double unit = 1;             ///< device pixels per point
        QFont titleFont, labelFont, axisFont;
        QList<Label> texts;  ///< title, column and row titles, axis titles, colorbar label
        QList<Label> tokens; ///< the query and key tokens
        QList<Label> ticks;
        QList<double> tickValues; ///< parallel to ticks
        /// Everything drawn: the union of the panels, the colorbar and every text's bounds.
        QRectF bounds() const;
    };

    void setData(HeatmapGridData data);
    void setStyle(HeatmapStyle style);
    const HeatmapGridData& data() const { return data_; }
    /// The shared colour scale.
    std::pair<double, double> valueRange() const { return {minimum_, maximum_}; }

    Layout layout(const QRectF& target, const QFont& font,
                  const QPaintDevice* device = nullptr) const;
    void paint(QPainter& painter, const Layout& layout) const;

private:
    /// The renderer of one map, drawn without labels, title or colorbar on the shared scale.
    HeatmapRenderer panelRenderer(std::size_t index) const;
    void updateRange();

    HeatmapGridData data_;
    HeatmapStyle style_;
    double minimum_ = 0, maximum_ = 1;
    bool masked_ = false;
};

} // namespace attnlab

#pragma once

#include "matrix.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QWidget>

class QPaintDevice;
class QPainter;

namespace attnlab {

/// What the classic alignment figure shows (Bahdanau, Cho and Bengio, 2015): the words a head
/// reads (the keys) in a row above, the words it writes (the queries) in a row below, and a line
/// from each written word to each word read whose width and opacity grow with the weight.
struct AlignmentFigureData
{
    QString title;                     ///< above the figure ("" for none)
    QStringList topTokens;             ///< the keys, left to right
    QStringList bottomTokens;          ///< the queries, left to right (as many as weights' rows)
    QString topCaption, bottomCaption; ///< left of each row ("reads", "writes"); may be empty
    Matrix weights;                    ///< bottom × top, each row summing to 1 (0 where masked)
    /// The newest row (a decoding step's): its lines in the accent colour, its word in bold and
    /// its strongest key underlined with the weight written above it. -1: none.
    int highlightRow = -1;
    /// Lines of a weight below this are not drawn (they would only grey the figure).
    double threshold = 0.02;
};

/// Draws an AlignmentFigureData on any painter (screen, PNG, SVG, PDF): the painter's font sets
/// the text size (the tokens 1.3 times larger, smaller when a row would not fit the width).
void paintAlignmentFigure(QPainter& painter, const QRectF& area, const AlignmentFigureData& data,
                          const QColor& text);

/// The height the figure wants for a width, in device pixels of device (for export).
double alignmentFigureHeight(double width, const AlignmentFigureData& data, const QFont& font,
                             const QPaintDevice* device);

/// The alignment figure on screen.
class AlignmentFigure : public QWidget
{
    Q_OBJECT

public:
    explicit AlignmentFigure(QWidget* parent = nullptr);

    void setData(AlignmentFigureData data);
    const AlignmentFigureData& data() const { return data_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    AlignmentFigureData data_;
};

} // namespace attnlab

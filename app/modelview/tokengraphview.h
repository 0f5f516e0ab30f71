#pragma once

#include "matrix.h"

#include <QColor>
#include <QCoreApplication>
#include <QRectF>
#include <QStringList>
#include <QWidget>

#include <vector>

class QPainter;

namespace attnlab {

/// What the layered token graph shows: the residual-added maps Â_l of a range of layers (as
/// the rollout multiplies them), their tokens, and the output token followed.
struct TokenGraphData
{
    std::vector<Matrix> maps; ///< Â_l for the layers first … first + size − 1 (n x n each)
    int firstLayer = 0;
    QStringList tokens;     ///< n labels (indices when empty)
    int outputToken = 0;    ///< the token of the top row whose sources are traced
    double threshold = 0.1; ///< edges below this weight are left out
    QString title;
};

/// The edges a token graph draws: from token `from` of token layer k + 1 to token `to` of
/// token layer k (0 = the input tokens), traced down from the output token along the edges of
/// weight ≥ threshold.
struct TokenGraphEdge
{
    int layer = 0; ///< k: the edge goes down from token layer k + 1 to k
    int from = 0;
    int to = 0;
    double weight = 0.0;
};
std::vector<TokenGraphEdge> tokenGraphEdges(const TokenGraphData& data);

/// Paints the layered token graph in rect: a row of nodes (tokens) per token layer, the inputs
/// at the bottom and the output token's layer at the top, the edges traced from the output
/// token as lines as thick and as dark as their weights, the nodes they reach filled. Text and
/// lines in foreground. Shared by the widget and the figure export (PNG, SVG, PDF).
void paintTokenGraph(QPainter& painter, const QRectF& rect, const TokenGraphData& data,
                     const QColor& foreground);

/// The layered token graph of TokenGraphData on screen.
class TokenGraphView : public QWidget
{
    Q_OBJECT

public:
    explicit TokenGraphView(QWidget* parent = nullptr);

    void setData(TokenGraphData data);
    const TokenGraphData& data() const { return data_; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    TokenGraphData data_;
};

} // namespace attnlab

#pragma once

#include "lab.h"
#include "sqrtdkdemo.h"
#include "viewsettings.h"

#include <QWidget>

#include <vector>

class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;

namespace attnlab {

class HeatmapWidget;
class LogLogPlot;

/// "Why √d_k": a demonstration of the scaling step on seeded random inputs (core/sqrtdkdemo.h).
///
/// A slider picks d_k (4 … 1,024 in log steps); at each d_k, Q, K and V are drawn again as
///   torch.manual_seed(seed); q, k, v = torch.randn(3, tokens, d_k).unbind(0)
/// and the weights softmax(QKᵀ) and softmax(QKᵀ / √d_k) are shown side by side on the same
/// 0 … 1 colour scale. Beside them two plots against d_k (log axis, the current d_k marked):
/// the variance of the scores (log: d_k without the division, 1 with it) and the largest weight
/// of each row, averaged over the rows (it climbs towards 1 without the division: the softmax
/// saturates).
class SqrtDkView : public QWidget, public Lab
{
    Q_OBJECT

public:
    explicit SqrtDkView(QWidget* parent = nullptr);

    /// The current d_k.
    int dim() const;
    /// Moves the slider to d_k (the nearest of its steps).
    void setDim(int dim);
    int tokens() const;
    int seed() const;

    /// The slider's values of d_k, in order.
    const std::vector<int>& steps() const { return steps_; }
    /// One point per step, for the current tokens and seed.
    const std::vector<SqrtDkPoint>& curve() const { return curve_; }
    /// The matrices at the current d_k.
    const SqrtDkMatrices& matrices() const { return matrices_; }

    QSlider* slider() const { return slider_; }
    QSpinBox* tokensBox() const { return tokens_; }
    QSpinBox* seedBox() const { return seed_; }
    HeatmapWidget* unscaledMap() const { return unscaledMap_; }
    HeatmapWidget* scaledMap() const { return scaledMap_; }
    LogLogPlot* variancePlot() const { return variancePlot_; }
    LogLogPlot* weightPlot() const { return weightPlot_; }

    void setColormap(const QString& colormap);
    void setDecimals(int decimals);
    void setAnnotate(bool annotate);
    /// Every choice at once.
    void setViewSettings(const ViewSettings& settings) override;

signals:
    /// The slider moved to another d_k (the maps and marks are already redrawn).
    void dimChanged(int dim);
    /// New draws at every d_k: the tokens or the seed changed.
    void curveChanged();

private:
    void recomputeCurve();
    void showDim();
    void restyle();
    void updatePlots();

    std::vector<int> steps_;
    std::vector<SqrtDkPoint> curve_;
    SqrtDkMatrices matrices_;

    QSlider* slider_;
    QLabel* dimLabel_;
    QSpinBox* tokens_;
    QSpinBox* seed_;
    QPushButton* again_;
    QLabel* unscaledTitle_;
    QLabel* scaledTitle_;
    QLabel* unscaledSummary_;
    QLabel* scaledSummary_;
    HeatmapWidget* unscaledMap_;
    HeatmapWidget* scaledMap_;
    LogLogPlot* variancePlot_;
    LogLogPlot* weightPlot_;

    ViewSettings view_{.decimals = 2};
};

} // namespace attnlab

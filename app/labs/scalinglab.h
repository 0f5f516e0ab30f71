#pragma once

#include "jobcontrol.h"
#include "lab.h"
#include "mask.h"
#include "matrix.h"

#include <QFutureWatcher>
#include <QWidget>

#include <atomic>
#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace attnlab {

class HeatmapWidget;
class LogLogPlot;

/// A grid of image tokens: draws the g x g feature map of an image, the attention weights of one
/// picked query over every cell, and the 3 x 3 window a convolution would see instead.
class TokenGridView : public QWidget
{
    Q_OBJECT

public:
    explicit TokenGridView(QWidget* parent = nullptr);
    void setGrid(int side);
    /// Weights of the picked query over the side x side cells (empty = none yet).
    void setWeights(const Eigen::VectorXf& weights);
    const Eigen::VectorXf& weights() const { return weights_; }
    int side() const { return side_; }
    int picked() const { return picked_; }
    void setPicked(int index);
    QSize sizeHint() const override { return {360, 360}; }

signals:
    void queryPicked(int index);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    QRectF board() const;
    int side_ = 20;
    int picked_ = 0;
    Eigen::VectorXf weights_;
};

/// The scaling lab: choose an image size and a stride (or N directly), see the grid, the
/// number of tokens and pairs and the memory a full N x N map would take; run attention on the
/// chosen backend, see where a picked query attends, the binned N x N map, and a log-log plot of
/// time and pairs against N that shows the quadratic cost. Beside it, a 3 x 3 convolution's
/// cost at the same grid sizes.
class ScalingLab : public QWidget, public Lab
{
    Q_OBJECT

public:
    explicit ScalingLab(QWidget* parent = nullptr);
    ~ScalingLab() override;

    int tokens() const;
    bool isRunning() const;
    LogLogPlot* plot() const { return plot_; }
    /// Dense, or a sparse pattern (sliding window, Longformer, BigBird) to time against it.
    QComboBox* patternBox() const { return pattern_; }
    TokenGridView* grid() const { return grid_; }
    HeatmapWidget* map() const { return map_; }
    /// How the binned map's colours are scaled.
    enum class MapScale
    {
        LargestWeight, ///< 0 … the largest single weight of the map (the default)
        Unit,          ///< 0 … 1, the range of any weight
        Fit,           ///< the lowest … the highest mean: shows noise as structure
    };
    void setMapScale(MapScale scale);
    MapScale mapScale() const;
    /// What the map's colour scale is, with its range ("0 … 0.0123: …").
    QString mapScaleText() const;

public slots:
    void run();
    void cancel();

signals:
    void finished(bool ok);

private:
    struct Outcome
    {
        bool ok = false;
        bool cancelled = false;
        QString error;
        QString note; ///< e.g. a fallback from OpenCL to the CPU
        QString backend;
        int tokens = 0;
        double milliseconds = 0;
        double pairs = 0;    ///< the pairs computed: N² dense, fewer under a pattern
        QString patternName; ///< empty: dense
        MaskSpec pattern;
        std::shared_ptr<const Eigen::MatrixXf> q, k; ///< for the query picker
        Matrix mapMax, mapMean;                      ///< binned map
        double mapMilliseconds = 0;
    };
    static Outcome compute(QString backend, int side, int tokens, int dim, int seed,
                           MaskSpec pattern, QString patternName,
                           std::shared_ptr<const JobControl> job,
                           std::shared_ptr<std::atomic<int>> progress);
    /// The pattern chosen for n tokens (none: dense).
    MaskSpec patternFor(int n) const;
    void updateInfo();
    void updateComparison();
    void showQuery(int index);
    void accept(const Outcome& outcome);
    /// Styles the binned map for the chosen scale and says its range.
    void restyleMap();

    QSpinBox* imageSize_;
    QComboBox* stride_;
    QCheckBox* direct_;
    QSpinBox* tokens_;
    QSpinBox* dim_;
    QComboBox* backend_;
    QComboBox* pattern_;
    QPushButton* run_;
    QPushButton* cancel_;
    QProgressBar* progress_;
    QLabel* info_;
    QLabel* result_;
    TokenGridView* grid_;
    HeatmapWidget* map_;
    LogLogPlot* plot_;
    QTableWidget* comparison_;
    QComboBox* mapScale_;
    QLabel* mapNote_;
    Matrix mapMax_, mapMean_; ///< the binned map shown
    int mapTokens_ = 0;
    QFutureWatcher<Outcome> watcher_;
    std::shared_ptr<JobControl> job_; ///< the run's stop flag (jobcontrol.h)
    std::shared_ptr<std::atomic<int>> progressValue_;
    QTimer* progressTimer_;
    std::shared_ptr<const Eigen::MatrixXf> q_, k_;
    MaskSpec shownPattern_; ///< of the run whose queries the grid shows
};

} // namespace attnlab

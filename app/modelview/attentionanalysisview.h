#pragma once

#include "attentionmaps.h"
#include "flow.h"
#include "headstats.h"
#include "heatmaprenderer.h"
#include "jobcontrol.h"
#include "rollout.h"
#include "viewsettings.h"

#include <QFutureWatcher>
#include <QStringList>
#include <QTabWidget>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSlider;
class QSortFilterProxyModel;
class QSpinBox;
class QTableView;
class QTimer;

namespace attnlab {

class HeadStatsModel;
class HeatmapWidget;
class TokenGraphView;

/// What a model's attention does across its layers and heads (docs/rollout-flow-heads.md), for
/// a stack of self-attention maps (layers, heads, n, n): the third tab's maps and the trained
/// translator's encoder self-attention both show it. Its pages:
///  - Rollout and flow: head fusion, residual α, the range of layers and the layer shown; the
///    fused raw attention of that layer, the rollout J up to it and (on request) the attention
///    flow up to it, side by side, and the check that every row of Â and J sums to 1.
///  - Heads: the statistics of every head (HeadStatsModel) in a sortable table; "find heads
///    like this one" sorts by the distance to the current head.
///  - Compare: two heads or two layers, A − B in a diverging colormap and the statistics'
///    differences.
///  - Token graph: the layered token graph of an output token (TokenGraphView), a threshold.
/// The rollout and the statistics are computed off the GUI thread whenever the maps or the
/// choices change; the flow on request, with progress and Cancel (refused beyond
/// limits::maxFlowTokens tokens and limits::maxFlowLayers layers, saying so).
class AttentionAnalysisView : public QTabWidget
{
    Q_OBJECT

public:
    /// The figures it exports.
    enum class Plot
    {
        Raw,        ///< the fused raw attention of the layer shown
        Rollout,    ///< J up to the layer shown
        Flow,       ///< the attention flow up to the layer shown (once computed)
        Difference, ///< A − B of Compare
        TokenGraph, ///< the layered token graph
    };

    explicit AttentionAnalysisView(QWidget* parent = nullptr);
    ~AttentionAnalysisView() override;

    /// New maps (nullptr: none), named source in titles and messages. Maps that the analyses
    /// refuse (cross-attention, a negative weight) show why instead.
    void setMaps(std::shared_ptr<const AttentionMaps> maps, const QString& source);
    bool hasMaps() const { return maps_ != nullptr && problem_.isEmpty(); }
    /// Why the maps cannot be analysed, or empty.
    QString problemText() const { return problem_; }
    /// The head the rest of the window shows: "like this one" and Compare's A start from it.
    void setCurrentHead(int layer, int head);
    int currentLayer() const { return layer_; }
    int currentHead() const { return head_; }
    void setViewSettings(const ViewSettings& settings);

    /// The rollout (keepLayers) and statistics are being computed.
    bool isBusy() const;
    bool isFlowRunning() const;
    const std::optional<RolloutResult>& rollout() const { return rollout_; }
    const std::optional<FlowResult>& flow() const { return flow_; }
    RolloutOptions rolloutOptions() const;
    /// The layer shown (absolute index in the stack).
    int shownLayer() const;

    QComboBox* fusionBox() const { return fusion_; }
    QDoubleSpinBox* residualBox() const { return residual_; }
    QSpinBox* firstLayerBox() const { return firstLayer_; }
    QSpinBox* lastLayerBox() const { return lastLayer_; }
    QSpinBox* shownLayerBox() const { return shownLayer_; }
    QPushButton* flowButton() const { return flowButton_; }
    QPushButton* cancelFlowButton() const { return cancelFlow_; }
    QProgressBar* flowProgress() const { return flowProgress_; }
    HeatmapWidget* rawMap() const { return raw_; }
    HeatmapWidget* rolloutMap() const { return rolloutMap_; }
    HeatmapWidget* flowMap() const { return flowMap_; }
    HeatmapWidget* differenceMap() const { return difference_; }
    TokenGraphView* tokenGraph() const { return graph_; }
    HeadStatsModel* statsModel() const { return stats_; }
    QSortFilterProxyModel* sortedStats() const { return sorted_; }
    QTableView* statsTable() const { return table_; }
    QComboBox* sortBox() const { return sortBy_; }
    /// The small multiples of the Heads page: one layers × heads map per statistic (in the
    /// order of headStatisticList); a click on a cell picks that head.
    HeatmapWidget* statisticChart(int i) const { return charts_.value(i); }
    QComboBox* compareModeBox() const { return compareMode_; }
    QSpinBox* compareBox(int which) const { return compare_[which]; }
    QComboBox* outputTokenBox() const { return outputToken_; }
    QSlider* thresholdSlider() const { return threshold_; }

    /// The line that checks the rows' sums, the flow's state, Compare's statistics.
    QString checkText() const;
    QString flowText() const;
    QString compareText() const;

    /// Sorts the table by a column of HeadStatsModel.
    void sortBy(int column, Qt::SortOrder order = Qt::AscendingOrder);
    /// "Find heads like this one": the distances to the current head, nearest first.
    void findSimilar();
    /// Compare two heads (layer, head) or two layers (heads fused as chosen).
    void compareHeads(int layerA, int headA, int layerB, int headB);
    void compareLayers(int layerA, int layerB);
    const std::optional<MapComparison>& comparison() const { return comparison_; }

    /// Computes the flow up to the layer shown, off the GUI thread; false (flowText() says why)
    /// when the stack is beyond the limits or nothing is open.
    bool startFlow();
    void cancelFlow();

    /// A heatmap figure (Raw, Rollout, Flow, Difference) as the screen draws it.
    std::pair<HeatmapData, HeatmapStyle> heatmapFigure(Plot plot) const;
    /// Writes a figure (PNG, SVG or PDF by the suffix) through the app's figure export; an error
    /// naming the file, or empty.
    QString exportPlot(Plot plot, const QString& path) const;
    /// Writes the statistics as CSV or JSON (by the suffix), atomically.
    QString exportStatistics(const QString& path) const;
    /// The figure of the page shown (File › Export Figure): the rollout on Rollout and flow,
    /// A − B on Compare, the graph on Token graph, each asked a file for. False on the other
    /// pages (the map and the heads: the maps' export dialog serves them).
    bool exportShown();

signals:
    /// The user picked a head (in the table).
    void headChosen(int layer, int head);
    /// Figures or statistics were written (for the status bar).
    void exported(const QStringList& files);

private:
    struct Outcome
    {
        quint64 generation = 0;
        bool statisticsAsked = false; ///< (a stopped run may not have them)
        std::optional<RolloutResult> rollout;
        std::optional<std::vector<HeadStatistics>> statistics;
        QString error;
    };
    struct FlowOutcome
    {
        std::optional<FlowResult> flow;
        QString error;
        bool cancelled = false;
    };
    static Outcome compute(std::shared_ptr<const AttentionMaps> maps, RolloutOptions options,
                           bool statistics, quint64 generation, std::string where,
                           std::shared_ptr<const JobControl> job);
    static FlowOutcome computeFlow(std::shared_ptr<const AttentionMaps> maps, FlowOptions options,
                                   std::string where, std::shared_ptr<const JobControl> job,
                                   std::shared_ptr<std::atomic<long long>> done,
                                   std::shared_ptr<std::atomic<long long>> total);
    void run(bool statistics);
    void accept(const Outcome& outcome);
    void acceptFlow(const FlowOutcome& outcome);
    void optionsChanged();
    void rangeChanged();
    void refreshMaps();
    void refreshGraph();
    void refreshCompare();
    void refreshCharts();
    void resetControls();
    QStringList tokens() const;
    HeatmapStyle weightsStyle() const;
    void askExport(Plot plot);
    void askExportStatistics();
    QString plotName(Plot plot) const;

    std::shared_ptr<const AttentionMaps> maps_;
    QString source_;
    QString problem_;
    int layer_ = 0, head_ = 0;
    ViewSettings view_{.decimals = 2};
    quint64 generation_ = 0;
    bool rerun_ = false;
    bool pending_ = false;     ///< a computation whose result is not taken yet
    bool flowPending_ = false; ///< likewise for the flow
    bool rerunStatistics_ = false;
    std::optional<RolloutResult> rollout_;
    std::optional<FlowResult> flow_;
    std::optional<MapComparison> comparison_;
    QString flowMessage_;
    QFutureWatcher<Outcome> watcher_;
    QFutureWatcher<FlowOutcome> flowWatcher_;
    /// The running rollout's job (stopped when a newer run supersedes it or the view goes) and
    /// the running flow's job (Cancel stops it).
    std::shared_ptr<JobControl> rolloutJob_;
    std::shared_ptr<JobControl> flowJob_;
    std::shared_ptr<std::atomic<long long>> flowDone_, flowTotal_;
    QTimer* flowTimer_;

    QComboBox* fusion_;
    QDoubleSpinBox* residual_;
    QSpinBox* firstLayer_;
    QSpinBox* lastLayer_;
    QSpinBox* shownLayer_;
    QLabel* check_;
    HeatmapWidget* raw_;
    HeatmapWidget* rolloutMap_;
    HeatmapWidget* flowMap_;
    QPushButton* flowButton_;
    QPushButton* cancelFlow_;
    QProgressBar* flowProgress_;
    QLabel* flowStatus_;
    HeadStatsModel* stats_;
    QSortFilterProxyModel* sorted_;
    QTableView* table_;
    QComboBox* sortBy_;
    QLabel* statsStatus_;
    QList<HeatmapWidget*> charts_;
    QComboBox* compareMode_;
    QSpinBox* compare_[4];
    QLabel* compareHeadLabels_[2];
    HeatmapWidget* difference_;
    QLabel* compareText_;
    QComboBox* outputToken_;
    QSlider* threshold_;
    QLabel* thresholdLabel_;
    TokenGraphView* graph_;
};

} // namespace attnlab

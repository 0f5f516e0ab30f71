#include "attentionanalysisview.h"

#include "enginemessage.h"
#include "exportdialog.h"
#include "figureexport.h"
#include "headstatsmodel.h"
#include "heatmapwidget.h"
#include "inputerror.h"
#include "numberformat.h"
#include "scenariofile.h"
#include "sizelimits.h"
#include "tokengraphview.h"
#include "translations.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSlider>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTableView>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>
#include <new>

namespace attnlab {

namespace {

/// A page of the view: a vertical scroll area (a large text never widens the window) holding a
/// widget with a vertical layout.
QVBoxLayout* addPage(QTabWidget* tabs, const QString& title, const QString& name)
{
    auto* scroll = new QScrollArea(tabs);
    scroll->setObjectName(name);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* page = new QWidget(scroll);
    auto* layout = new QVBoxLayout(page);
    scroll->setWidget(page);
    tabs->addTab(scroll, title);
    return layout;
}

QLabel* wrappedLabel(QWidget* parent, const QString& name)
{
    auto* label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    return label;
}

/// The raw attention, rollout and flow maps, side by side, one above the other or two by two:
/// whichever arrangement gives each map the largest square in the room there is (a tall pane
/// draws them two by two rather than three narrow ones lost in white).
class MapsArea : public QWidget
{
public:
    explicit MapsArea(QWidget* parent) : QWidget(parent), grid_(new QGridLayout(this))
    {
        grid_->setContentsMargins(0, 0, 0, 0);
    }
    void add(QWidget* map)
    {
        map->setParent(this);
        maps_ << map;
        place(int(maps_.size()));
    }
    /// Maps per row now (3: side by side).
    int columns() const { return columns_; }

protected:
    void resizeEvent(QResizeEvent* event) override
    {
        QWidget::resizeEvent(event);
        arrange();
    }
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        // The page may be taller than its scroll area (the maps' minimum sizes): the room is
        // what the viewport shows below the controls, which changes without resizing this widget.
        if (event->type() == QEvent::Resize)
            arrange();
        return QWidget::eventFilter(watched, event);
    }
    void showEvent(QShowEvent* event) override
    {
        QWidget::showEvent(event);
        if (!viewport_) {
            for (QWidget* w = parentWidget(); w; w = w->parentWidget()) {
                if (auto* scroll = qobject_cast<QScrollArea*>(w)) {
                    page_ = scroll->widget();
                    viewport_ = scroll->viewport();
                    viewport_->installEventFilter(this);
                    break;
                }
            }
        }
        arrange();
    }

private:
    void arrange()
    {
        // The height there is room for: down to the bottom of the scroll area's viewport, not
        // this widget's own height (the maps' minimum sizes may have made the page taller).
        int room = height();
        if (viewport_ && page_ && page_->isAncestorOf(this)) {
            const int top = mapTo(page_, QPoint(0, 0)).y();
            room = std::max(viewport_->height() - top, 1);
        }
        // A map with its labels and colorbar is about 1.3 times as wide as its square.
        const int n = int(maps_.size());
        int best = columns_;
        double bestSide = -1;
        for (int columns = n; columns >= 1; --columns) {
            const int rows = (n + columns - 1) / columns;
            const double side = std::min(width() / (1.3 * columns), double(room) / rows);
            if (side > bestSide * 1.05) { // the wider arrangement unless another is clearly better
                bestSide = side;
                best = columns;
            }
        }
        if (best != columns_)
            place(best);
    }

    void place(int columns)
    {
        columns_ = std::max(columns, 1);
        for (QWidget* w : std::as_const(maps_))
            grid_->removeWidget(w);
        for (int i = 0; i < maps_.size(); ++i)
            grid_->addWidget(maps_[i], i / columns_, i % columns_);
        for (int c = 0; c < 3; ++c)
            grid_->setColumnStretch(c, c < columns_ ? 1 : 0);
        for (int r = 0; r < 3; ++r)
            grid_->setRowStretch(r, r < (int(maps_.size()) + columns_ - 1) / columns_ ? 1 : 0);
    }

    QGridLayout* grid_;
    QList<QWidget*> maps_;
    QPointer<QWidget> viewport_, page_;
    int columns_ = 0;
};

/// Controls in pairs (label, box) laid out in as many columns of pairs as the width allows.
class PairGrid : public QWidget
{
public:
    explicit PairGrid(QWidget* parent) : QWidget(parent), grid_(new QGridLayout(this))
    {
        grid_->setContentsMargins(0, 0, 0, 0);
    }
    void add(const QString& text, QWidget* box)
    {
        auto* label = new QLabel(text, this);
        label->setBuddy(box);
        box->setParent(this);
        pairs_.push_back({label, box});
        place(1);
    }
    void setWidgets(QWidget* w)
    {
        w->setParent(this);
        extra_ = w;
        place(1);
    }

protected:
    void resizeEvent(QResizeEvent* event) override
    {
        QWidget::resizeEvent(event);
        int pairWidth = 0;
        for (const auto& [label, box] : pairs_)
            pairWidth = std::max(pairWidth, label->sizeHint().width() + box->sizeHint().width() +
                                                3 * grid_->horizontalSpacing());
        const int columns = std::clamp(width() / std::max(pairWidth, 1), 1, int(pairs_.size()));
        if (columns != columns_)
            place(columns);
    }
    QSize minimumSizeHint() const override
    {
        int w = 0;
        for (const auto& [label, box] : pairs_)
            w = std::max(w, label->minimumSizeHint().width() + box->minimumSizeHint().width() +
                                grid_->horizontalSpacing());
        return {w, QWidget::minimumSizeHint().height()};
    }

private:
    void place(int columns)
    {
        columns_ = columns;
        for (const auto& [label, box] : pairs_) {
            grid_->removeWidget(label);
            grid_->removeWidget(box);
        }
        if (extra_)
            grid_->removeWidget(extra_);
        for (int i = 0; i < int(pairs_.size()); ++i) {
            grid_->addWidget(pairs_[size_t(i)].first, i / columns, 2 * (i % columns),
                             Qt::AlignRight);
            grid_->addWidget(pairs_[size_t(i)].second, i / columns, 2 * (i % columns) + 1,
                             Qt::AlignLeft);
        }
        if (extra_)
            grid_->addWidget(extra_, (int(pairs_.size()) + columns - 1) / columns, 0, 1,
                             2 * columns);
        for (int c = 0; c < 2 * 4; ++c)
            grid_->setColumnStretch(c, 0);
        grid_->setColumnStretch(2 * columns - 1, 1);
    }

    QGridLayout* grid_;
    std::vector<std::pair<QLabel*, QWidget*>> pairs_;
    QWidget* extra_ = nullptr;
    int columns_ = 0;
};

QString fusionName(HeadFusion fusion)
{
    switch (fusion) {
    case HeadFusion::Mean:
        return AttentionAnalysisView::tr("mean");
    case HeadFusion::Max:
        return AttentionAnalysisView::tr("max");
    case HeadFusion::Min:
        return AttentionAnalysisView::tr("min");
    }
    return {};
}

/// A heatmap that never asks for more room than a small one.
HeatmapWidget* smallHeatmap(QWidget* parent, const QString& name)
{
    auto* w = new HeatmapWidget(parent);
    w->setObjectName(name);
    w->setMinimumSize(160, 160);
    w->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    return w;
}

} // namespace

AttentionAnalysisView::AttentionAnalysisView(QWidget* parent)
    : QTabWidget(parent), flowTimer_(new QTimer(this))
{
    setObjectName(QStringLiteral("AttentionAnalysisView"));
    setDocumentMode(true);

    // Rollout and flow.
    QVBoxLayout* rollout = addPage(this, tr("Rollout and flow"), QStringLiteral("rolloutPage"));
    QWidget* page = rollout->parentWidget();
    auto* controls = new PairGrid(page);
    fusion_ = new QComboBox(controls);
    fusion_->setObjectName(QStringLiteral("headFusion"));
    for (HeadFusion f : {HeadFusion::Mean, HeadFusion::Max, HeadFusion::Min})
        fusion_->addItem(fusionName(f), int(f));
    fusion_->setToolTip(tr("How the heads of a layer become one map: their mean, or the largest "
                           "or smallest weight of each cell (rows are normalised again)"));
    residual_ = new QDoubleSpinBox(controls);
    residual_->setObjectName(QStringLiteral("residual"));
    residual_->setRange(0.0, 1.0);
    residual_->setSingleStep(0.05);
    residual_->setDecimals(2);
    residual_->setValue(0.5);
    residual_->setToolTip(tr("\u03b1 of \u00c2 = rownorm((1 \u2212 \u03b1)\u00b7"
                             "A + \u03b1\u00b7"
                             "I): "
                             "the share of the residual connection (0.5 in Abnar and Zuidema)"));
    firstLayer_ = new QSpinBox(controls);
    firstLayer_->setObjectName(QStringLiteral("firstLayer"));
    lastLayer_ = new QSpinBox(controls);
    lastLayer_->setObjectName(QStringLiteral("lastLayer"));
    shownLayer_ = new QSpinBox(controls);
    shownLayer_->setObjectName(QStringLiteral("shownLayer"));
    shownLayer_->setToolTip(tr("The layer whose raw attention is shown, with the rollout and the "
                               "flow from the first layer of the range up to it"));
    controls->add(tr("Head &fusion"), fusion_);
    controls->add(tr("&Residual \u03b1"), residual_);
    controls->add(tr("From &layer"), firstLayer_);
    controls->add(tr("&To layer"), lastLayer_);
    controls->add(tr("Layer &shown"), shownLayer_);
    rollout->addWidget(controls);
    check_ = wrappedLabel(page, QStringLiteral("rowSumCheck"));
    rollout->addWidget(check_);
    auto* flowRow = new QHBoxLayout;
    flowButton_ = new QPushButton(tr("Compute &Flow"), page);
    flowButton_->setObjectName(QStringLiteral("computeFlow"));
    flowButton_->setToolTip(tr("Attention flow: the maximum flow through the layers' graph, "
                               "for up to %1 tokens and %2 layers")
                                .arg(limits::maxFlowTokens)
                                .arg(limits::maxFlowLayers));
    cancelFlow_ = new QPushButton(tr("Cancel"), page);
    cancelFlow_->setObjectName(QStringLiteral("cancelFlow"));
    cancelFlow_->setEnabled(false);
    flowProgress_ = new QProgressBar(page);
    flowProgress_->setRange(0, 1000);
    flowProgress_->setValue(0);
    flowProgress_->setMinimumWidth(60);
    auto* exportMaps = new QPushButton(tr("E&xport\u2026"), page);
    exportMaps->setObjectName(QStringLiteral("exportRollout"));
    auto* exportMenu = new QMenu(exportMaps);
    exportMenu->addAction(tr("Raw Attention Figure\u2026"), this, [this] { askExport(Plot::Raw); });
    exportMenu->addAction(tr("Rollout Figure\u2026"), this, [this] { askExport(Plot::Rollout); });
    exportMenu->addAction(tr("Flow Figure\u2026"), this, [this] { askExport(Plot::Flow); });
    exportMaps->setMenu(exportMenu);
    flowRow->addWidget(flowButton_);
    flowRow->addWidget(cancelFlow_);
    flowRow->addWidget(flowProgress_, 1);
    flowRow->addWidget(exportMaps);
    rollout->addLayout(flowRow);
    flowStatus_ = wrappedLabel(page, QStringLiteral("flowStatus"));
    rollout->addWidget(flowStatus_);
    auto* maps = new MapsArea(page);
    maps->setObjectName(QStringLiteral("rolloutMaps"));
    raw_ = smallHeatmap(page, QStringLiteral("rawMap"));
    rolloutMap_ = smallHeatmap(page, QStringLiteral("rolloutMap"));
    flowMap_ = smallHeatmap(page, QStringLiteral("flowMap"));
    for (HeatmapWidget* w : {raw_, rolloutMap_, flowMap_}) {
        maps->add(w);
        w->setMinimumHeight(160);
    }
    rollout->addWidget(maps, 1);

    // Heads.
    QVBoxLayout* heads = addPage(this, tr("Heads"), QStringLiteral("headsPage"));
    page = heads->parentWidget();
    auto* sortRow = new PairGrid(page);
    sortBy_ = new QComboBox(sortRow);
    sortBy_->setObjectName(QStringLiteral("sortHeads"));
    stats_ = new HeadStatsModel(this);
    sortBy_->addItem(tr("layer and head"), int(HeadStatsModel::LayerColumn));
    for (HeadStatistic s : headStatisticList)
        sortBy_->addItem(stats_->headerData(HeadStatsModel::columnOf(s), Qt::Horizontal).toString(),
                         HeadStatsModel::columnOf(s));
    sortRow->add(tr("S&ort by"), sortBy_);
    auto* buttons = new QWidget(sortRow);
    auto* buttonsLayout = new QHBoxLayout(buttons);
    buttonsLayout->setContentsMargins(0, 0, 0, 0);
    auto* like = new QPushButton(tr("Find Heads &Like This One"), buttons);
    like->setObjectName(QStringLiteral("findSimilar"));
    like->setToolTip(tr("Sort every head by how far its map is from the current head's "
                        "(Jensen\u2013Shannon divergence of the rows)"));
    auto* exportStats = new QPushButton(tr("Export &Statistics\u2026"), buttons);
    exportStats->setObjectName(QStringLiteral("exportStatistics"));
    buttonsLayout->addWidget(like);
    buttonsLayout->addWidget(exportStats);
    buttonsLayout->addStretch();
    sortRow->setWidgets(buttons);
    heads->addWidget(sortRow);
    statsStatus_ = wrappedLabel(page, QStringLiteral("statsStatus"));
    heads->addWidget(statsStatus_);
    sorted_ = new QSortFilterProxyModel(this);
    sorted_->setSourceModel(stats_);
    sorted_->setSortRole(Qt::UserRole);
    table_ = new QTableView(page);
    table_->setObjectName(QStringLiteral("headStatistics"));
    table_->setModel(sorted_);
    table_->setSortingEnabled(true);
    table_->sortByColumn(-1, Qt::AscendingOrder);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->verticalHeader()->hide();
    table_->setMinimumHeight(120);
    // Small multiples: one layers x heads map per statistic.
    auto* charts = new QWidget(page);
    auto* chartsLayout = new QGridLayout(charts);
    chartsLayout->setContentsMargins(0, 0, 0, 0);
    for (int i = 0; i < int(std::size(headStatisticList)); ++i) {
        HeatmapWidget* chart = smallHeatmap(charts, QStringLiteral("chart%1").arg(i));
        chartsLayout->addWidget(chart, i / 3, i % 3);
        connect(chart, &HeatmapWidget::cellClicked, this, [this, chart](int layer, int head) {
            chart->setSelection(-1, -1);
            if (!hasMaps() || layer < 0 || head < 0)
                return;
            setCurrentHead(layer, head);
            emit headChosen(layer, head);
        });
        charts_ << chart;
    }
    heads->addWidget(charts, 1);
    heads->addWidget(table_, 1);

    // Compare.
    QVBoxLayout* compare = addPage(this, tr("Compare"), QStringLiteral("comparePage"));
    page = compare->parentWidget();
    auto* compareControls = new PairGrid(page);
    compareMode_ = new QComboBox(compareControls);
    compareMode_->setObjectName(QStringLiteral("compareMode"));
    compareMode_->addItem(tr("two heads"));
    compareMode_->addItem(tr("two layers"));
    compareControls->add(tr("Co&mpare"), compareMode_);
    const QString boxNames[4] = {tr("A: layer"), tr("A: head"), tr("B: layer"), tr("B: head")};
    for (int i = 0; i < 4; ++i) {
        compare_[i] = new QSpinBox(compareControls);
        compare_[i]->setObjectName(QStringLiteral("compare%1").arg(i));
        compareControls->add(boxNames[i], compare_[i]);
    }
    compare->addWidget(compareControls);
    auto* exportDifference = new QPushButton(tr("Export Fi&gure\u2026"), page);
    exportDifference->setObjectName(QStringLiteral("exportDifference"));
    auto* compareRow = new QHBoxLayout;
    compareText_ = wrappedLabel(page, QStringLiteral("compareText"));
    compareText_->setTextFormat(Qt::RichText);
    compareRow->addWidget(compareText_, 1);
    compareRow->addWidget(exportDifference, 0, Qt::AlignTop);
    compare->addLayout(compareRow);
    difference_ = smallHeatmap(page, QStringLiteral("differenceMap"));
    compare->addWidget(difference_, 1);

    // Token graph.
    QVBoxLayout* graph = addPage(this, tr("Token graph"), QStringLiteral("graphPage"));
    page = graph->parentWidget();
    auto* graphControls = new PairGrid(page);
    outputToken_ = new QComboBox(graphControls);
    outputToken_->setObjectName(QStringLiteral("outputToken"));
    threshold_ = new QSlider(Qt::Horizontal, graphControls);
    threshold_->setObjectName(QStringLiteral("threshold"));
    threshold_->setRange(0, 100);
    threshold_->setValue(10);
    threshold_->setMinimumWidth(100);
    graphControls->add(tr("O&utput token"), outputToken_);
    graphControls->add(tr("T&hreshold"), threshold_);
    auto* graphButtons = new QWidget(graphControls);
    auto* graphButtonsLayout = new QHBoxLayout(graphButtons);
    graphButtonsLayout->setContentsMargins(0, 0, 0, 0);
    thresholdLabel_ = wrappedLabel(graphButtons, QStringLiteral("thresholdText"));
    auto* exportGraph = new QPushButton(tr("Export F&igure\u2026"), graphButtons);
    exportGraph->setObjectName(QStringLiteral("exportGraph"));
    graphButtonsLayout->addWidget(thresholdLabel_, 1);
    graphButtonsLayout->addWidget(exportGraph);
    graphControls->setWidgets(graphButtons);
    graph->addWidget(graphControls);
    graph_ = new TokenGraphView(page);
    graph->addWidget(graph_, 1);

    connect(fusion_, &QComboBox::currentIndexChanged, this, &AttentionAnalysisView::optionsChanged);
    connect(residual_, &QDoubleSpinBox::valueChanged, this, &AttentionAnalysisView::optionsChanged);
    connect(firstLayer_, &QSpinBox::valueChanged, this, &AttentionAnalysisView::rangeChanged);
    connect(lastLayer_, &QSpinBox::valueChanged, this, &AttentionAnalysisView::rangeChanged);
    connect(shownLayer_, &QSpinBox::valueChanged, this, [this] {
        flow_.reset();
        flowMessage_.clear();
        refreshMaps();
    });
    connect(flowButton_, &QPushButton::clicked, this, &AttentionAnalysisView::startFlow);
    connect(cancelFlow_, &QPushButton::clicked, this, &AttentionAnalysisView::cancelFlow);
    connect(&watcher_, &QFutureWatcher<Outcome>::finished, this,
            [this] { accept(watcher_.result()); });
    connect(&flowWatcher_, &QFutureWatcher<FlowOutcome>::finished, this,
            [this] { acceptFlow(flowWatcher_.result()); });
    connect(flowTimer_, &QTimer::timeout, this, [this] {
        if (flowDone_ && flowTotal_ && flowTotal_->load() > 0)
            flowProgress_->setValue(int(1000 * flowDone_->load() / flowTotal_->load()));
    });
    flowTimer_->setInterval(100);
    connect(sortBy_, &QComboBox::currentIndexChanged, this,
            [this] { sortBy(sortBy_->currentData().toInt(), Qt::AscendingOrder); });
    connect(like, &QPushButton::clicked, this, &AttentionAnalysisView::findSimilar);
    connect(exportStats, &QPushButton::clicked, this, &AttentionAnalysisView::askExportStatistics);
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (!current.isValid())
                    return;
                const QModelIndex source = sorted_->mapToSource(current);
                const HeadStatistics& s = stats_->statistics()[size_t(source.row())];
                if (s.layer != layer_ || s.head != head_) {
                    layer_ = s.layer;
                    head_ = s.head;
                    emit headChosen(s.layer, s.head);
                }
            });
    connect(compareMode_, &QComboBox::currentIndexChanged, this,
            &AttentionAnalysisView::refreshCompare);
    for (QSpinBox* box : compare_)
        connect(box, &QSpinBox::valueChanged, this, &AttentionAnalysisView::refreshCompare);
    connect(exportDifference, &QPushButton::clicked, this, [this] { askExport(Plot::Difference); });
    connect(outputToken_, &QComboBox::currentIndexChanged, this,
            &AttentionAnalysisView::refreshGraph);
    connect(threshold_, &QSlider::valueChanged, this, &AttentionAnalysisView::refreshGraph);
    connect(exportGraph, &QPushButton::clicked, this, [this] { askExport(Plot::TokenGraph); });
    setMaps(nullptr, {});
}

AttentionAnalysisView::~AttentionAnalysisView()
{
    // both computations stop between layers or max-flow rows, then end
    if (flowJob_)
        flowJob_->requestStop();
    if (rolloutJob_)
        rolloutJob_->requestStop();
    flowWatcher_.waitForFinished();
    watcher_.waitForFinished();
}

void AttentionAnalysisView::setMaps(std::shared_ptr<const AttentionMaps> maps,
                                    const QString& source)
{
    cancelFlow();
    maps_ = std::move(maps);
    source_ = source;
    problem_.clear();
    rollout_.reset();
    flow_.reset();
    flowMessage_.clear();
    comparison_.reset();
    stats_->setStatistics({}, 0);
    refreshCharts();
    if (maps_ && !maps_->maps.empty()) {
        try {
            requireSelfAttention(*maps_, toStd(source_));
        } catch (const InputError& e) {
            problem_ = translatedError(e);
        }
    } else {
        problem_ = tr("Open attention weights first.");
    }
    resetControls();
    if (hasMaps())
        run(true);
    refreshMaps();
    refreshCompare();
    refreshGraph();
}

void AttentionAnalysisView::resetControls()
{
    const int layers = hasMaps() ? maps_->layers : 1;
    const int heads = hasMaps() ? maps_->heads : 1;
    {
        const QSignalBlocker a(firstLayer_), b(lastLayer_), c(shownLayer_), d(outputToken_);
        firstLayer_->setRange(0, layers - 1);
        firstLayer_->setValue(0);
        lastLayer_->setRange(0, layers - 1);
        lastLayer_->setValue(layers - 1);
        shownLayer_->setRange(0, layers - 1);
        shownLayer_->setValue(layers - 1);
        outputToken_->clear();
        const QStringList labels = tokens();
        for (int i = 0; i < labels.size(); ++i)
            outputToken_->addItem(QStringLiteral("%1: %2").arg(i).arg(labels[i]));
        if (!labels.isEmpty())
            outputToken_->setCurrentIndex(int(labels.size()) - 1); // the last token: many paths
    }
    const int limits[4] = {layers - 1, heads - 1, layers - 1, heads - 1};
    for (int i = 0; i < 4; ++i) {
        const QSignalBlocker block(compare_[i]);
        compare_[i]->setRange(0, limits[i]);
    }
    {
        const QSignalBlocker a(compare_[0]), b(compare_[1]), c(compare_[2]), d(compare_[3]);
        compare_[0]->setValue(layer_);
        compare_[1]->setValue(head_);
        compare_[2]->setValue(heads > 1 ? layer_ : std::min(layer_ + 1, layers - 1));
        compare_[3]->setValue(heads > 1 ? (head_ + 1) % heads : head_);
    }
    for (QWidget* w : {static_cast<QWidget*>(fusion_), static_cast<QWidget*>(residual_),
                       static_cast<QWidget*>(firstLayer_), static_cast<QWidget*>(lastLayer_),
                       static_cast<QWidget*>(shownLayer_), static_cast<QWidget*>(flowButton_),
                       static_cast<QWidget*>(sortBy_), static_cast<QWidget*>(compareMode_),
                       static_cast<QWidget*>(outputToken_), static_cast<QWidget*>(threshold_)})
        w->setEnabled(hasMaps());
}

void AttentionAnalysisView::setCurrentHead(int layer, int head)
{
    if (layer == layer_ && head == head_)
        return;
    layer_ = layer;
    head_ = head;
    if (!hasMaps())
        return;
    const int row = stats_->rowOf(layer, head);
    if (row >= 0) {
        const QModelIndex index = sorted_->mapFromSource(stats_->index(row, 0));
        const QSignalBlocker block(table_->selectionModel());
        table_->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                             QItemSelectionModel::Rows);
        table_->scrollTo(index);
    }
    if (compareMode_->currentIndex() == 0) {
        const QSignalBlocker a(compare_[0]), b(compare_[1]);
        compare_[0]->setValue(layer);
        compare_[1]->setValue(head);
        refreshCompare();
    }
}

void AttentionAnalysisView::setViewSettings(const ViewSettings& settings)
{
    view_ = settings;
    refreshMaps();
    refreshCompare();
    refreshCharts();
}

bool AttentionAnalysisView::isBusy() const
{
    return pending_;
}

bool AttentionAnalysisView::isFlowRunning() const
{
    return flowPending_;
}

RolloutOptions AttentionAnalysisView::rolloutOptions() const
{
    RolloutOptions o;
    o.fusion = static_cast<HeadFusion>(fusion_->currentData().toInt());
    o.residual = residual_->value();
    o.layers.first = firstLayer_->value();
    o.layers.end = lastLayer_->value() + 1;
    o.keepLayers = true;
    return o;
}

int AttentionAnalysisView::shownLayer() const
{
    return shownLayer_->value();
}

AttentionAnalysisView::Outcome
AttentionAnalysisView::compute(std::shared_ptr<const AttentionMaps> maps, RolloutOptions options,
                               bool statistics, quint64 generation, std::string where,
                               std::shared_ptr<const JobControl> job)
{
    Outcome outcome;
    outcome.generation = generation;
    outcome.statisticsAsked = statistics;
    const JobScope scope(job.get());
    try {
        outcome.rollout = attentionRollout(*maps, options, where);
        if (statistics)
            outcome.statistics = headStatistics(*maps, where);
    } catch (const JobStopped&) {
        // superseded: its successor runs next (accept)
    } catch (const InputError& e) {
        outcome.error = translatedError(e);
    } catch (const std::bad_alloc&) {
        outcome.error = tr("Not enough memory for the rollout of these maps.");
    } catch (const std::exception& e) {
        outcome.error = QString::fromUtf8(e.what());
    }
    return outcome;
}

void AttentionAnalysisView::run(bool statistics)
{
    ++generation_;
    if (watcher_.isRunning()) {
        // stop the superseded run; the next starts when it has ended (accept), with the
        // statistics it was computing
        rerun_ = true;
        rerunStatistics_ = rerunStatistics_ || statistics;
        if (rolloutJob_)
            rolloutJob_->requestStop();
        return;
    }
    rerun_ = false;
    rerunStatistics_ = false;
    pending_ = true;
    check_->setText(tr("Computing the rollout\u2026"));
    if (statistics)
        statsStatus_->setText(tr("Computing the statistics of every head\u2026"));
    rolloutJob_ = std::make_shared<JobControl>();
    watcher_.setFuture(QtConcurrent::run(&AttentionAnalysisView::compute, maps_, rolloutOptions(),
                                         statistics, generation_, toStd(source_), rolloutJob_));
}

void AttentionAnalysisView::accept(const Outcome& outcome)
{
    pending_ = false;
    if (rerun_ || outcome.generation != generation_) {
        const bool statistics = rerunStatistics_ || outcome.statistics.has_value() ||
                                outcome.statisticsAsked; // (stopped before it had them)
        if (outcome.statistics && hasMaps() && !rerunStatistics_) {
            // the statistics do not depend on the choices: keep them
            stats_->setStatistics(*outcome.statistics, maps_->heads);
            refreshCharts();
            statsStatus_->clear();
            run(false);
            return;
        }
        if (hasMaps())
            run(statistics);
        return;
    }
    if (!hasMaps())
        return;
    if (!outcome.error.isEmpty()) {
        rollout_.reset();
        check_->setText(outcome.error);
    } else {
        rollout_ = outcome.rollout;
    }
    if (outcome.statistics) {
        stats_->setStatistics(*outcome.statistics, maps_->heads);
        table_->resizeColumnsToContents(); // once: ResizeToContents measures every cell again
        refreshCharts();
        statsStatus_->setText(
            tr("%n head(s): click a row to show that head; click a column's title to sort by it.",
               nullptr, int(outcome.statistics->size())));
        const int column = sortBy_->currentData().toInt();
        if (column != HeadStatsModel::LayerColumn)
            sortBy(column);
        const int row = stats_->rowOf(layer_, head_);
        if (row >= 0) {
            const QSignalBlocker block(table_->selectionModel());
            table_->selectionModel()->setCurrentIndex(sorted_->mapFromSource(stats_->index(row, 0)),
                                                      QItemSelectionModel::ClearAndSelect |
                                                          QItemSelectionModel::Rows);
        }
    }
    refreshMaps();
    refreshGraph();
}

void AttentionAnalysisView::optionsChanged()
{
    flow_.reset();
    flowMessage_.clear();
    if (hasMaps())
        run(false);
    refreshMaps();
    refreshCompare();
}

void AttentionAnalysisView::rangeChanged()
{
    {
        const QSignalBlocker a(firstLayer_), b(lastLayer_), c(shownLayer_);
        if (sender() == firstLayer_ && lastLayer_->value() < firstLayer_->value())
            lastLayer_->setValue(firstLayer_->value());
        if (sender() == lastLayer_ && firstLayer_->value() > lastLayer_->value())
            firstLayer_->setValue(lastLayer_->value());
        shownLayer_->setRange(firstLayer_->value(), lastLayer_->value());
    }
    optionsChanged();
}

QStringList AttentionAnalysisView::tokens() const
{
    QStringList labels;
    if (!maps_)
        return labels;
    const int n = maps_->queryCount();
    for (int i = 0; i < n; ++i)
        labels << (i < int(maps_->queryTokens.size()) ? fromStd(maps_->queryTokens[size_t(i)])
                                                      : QString::number(i));
    return labels;
}

HeatmapStyle AttentionAnalysisView::weightsStyle() const
{
    HeatmapStyle style = view_.weightsStyle();
    if (maps_ && maps_->queryCount() > 16)
        style.annotate = false;
    return style;
}

std::pair<HeatmapData, HeatmapStyle> AttentionAnalysisView::heatmapFigure(Plot plot) const
{
    HeatmapData data;
    HeatmapStyle style = weightsStyle();
    if (!hasMaps())
        return {data, style};
    data.rowLabels = data.columnLabels = tokens();
    data.rowAxisTitle = tr("Output token");
    data.columnAxisTitle = tr("Input token");
    data.valueLabel = tr("weight");
    const RolloutOptions o = rolloutOptions();
    const int shown = shownLayer();
    const QString fusion = fusionName(o.fusion);
    // From 0 to the largest value: fused maps and rollouts spread their weight over many
    // tokens, and on a 0-1 scale a 64-token rollout would look uniformly dark.
    style.minimum = 0.0;
    style.maximum.reset();
    switch (plot) {
    case Plot::Raw:
        data.values = fuseHeads(*maps_, shown, o.fusion);
        data.title = maps_->heads > 1
                         ? tr("Raw attention, layer %1 (heads fused: %2)").arg(shown).arg(fusion)
                         : tr("Raw attention, layer %1").arg(shown);
        data.rowAxisTitle = tr("Query");
        data.columnAxisTitle = tr("Key");
        break;
    case Plot::Rollout:
        data.title = tr("Rollout, layers %1 to %2 (\u03b1 = %3)")
                         .arg(o.layers.first)
                         .arg(shown)
                         .arg(NumberFormat::number(o.residual, 2));
        if (rollout_ && shown - rollout_->layers.first >= 0 &&
            shown - rollout_->layers.first < int(rollout_->cumulative.size()))
            data.values = rollout_->cumulative[size_t(shown - rollout_->layers.first)];
        break;
    case Plot::Flow:
        data.title = tr("Attention flow, layers %1 to %2").arg(o.layers.first).arg(shown);
        if (flow_)
            data.values = flow_->flow;
        break;
    case Plot::Difference:
        if (comparison_)
            data.values = comparison_->difference;
        data.title = compareMode_->currentIndex() == 0
                         ? tr("Head %1:%2 \u2212 head %3:%4")
                               .arg(compare_[0]->value())
                               .arg(compare_[1]->value())
                               .arg(compare_[2]->value())
                               .arg(compare_[3]->value())
                         : tr("Layer %1 \u2212 layer %2 (heads fused: %3)")
                               .arg(compare_[0]->value())
                               .arg(compare_[2]->value())
                               .arg(fusion);
        data.rowAxisTitle = tr("Query");
        data.columnAxisTitle = tr("Key");
        data.valueLabel = tr("A \u2212 B");
        style.colormap = QStringLiteral("diverging");
        style.symmetric = true;
        style.minimum.reset();
        style.maximum.reset();
        break;
    case Plot::TokenGraph:
        break;
    }
    return {data, style};
}

void AttentionAnalysisView::refreshMaps()
{
    if (!hasMaps()) {
        check_->setText(problem_);
        flowStatus_->clear();
        for (HeatmapWidget* w : {raw_, rolloutMap_, flowMap_})
            w->setData({});
        flowButton_->setEnabled(false);
        return;
    }
    const auto show = [this](HeatmapWidget* w, Plot plot) {
        auto [data, style] = heatmapFigure(plot);
        const HeatmapStyle current = w->style();
        style.selectedRow = current.selectedRow;
        style.selectedColumn = current.selectedColumn;
        w->setData(std::move(data));
        w->setStyle(style);
    };
    show(raw_, Plot::Raw);
    show(rolloutMap_, Plot::Rollout);
    show(flowMap_, Plot::Flow);
    if (rollout_ && !isBusy()) {
        const double tolerance = 1e-12;
        const double worst =
            std::max(rollout_->maxResidualRowSumDeviation(), rollout_->rolloutRowSumDeviation);
        check_->setText(
            (worst <= tolerance ? tr("\u2713 Every row of \u00c2 and J sums to 1 within %1")
                                : tr("\u26a0 A row of \u00c2 or J is %1 away from summing to 1"))
                .arg(QLocale().toString(worst <= tolerance ? tolerance : worst, 'g', 2)) +
            tr(" (largest |sum \u2212 1|: \u00c2 %1 in layer %2, J %3).")
                .arg(QLocale().toString(rollout_->maxResidualRowSumDeviation(), 'g', 2))
                .arg(rollout_->maxResidualRowSumDeviationLayer())
                .arg(QLocale().toString(rollout_->rolloutRowSumDeviation, 'g', 2)));
    }
    flowButton_->setEnabled(!isFlowRunning());
    if (isFlowRunning())
        flowStatus_->setText(tr("Computing the attention flow\u2026"));
    else if (!flowMessage_.isEmpty())
        flowStatus_->setText(flowMessage_);
    else if (flow_)
        flowStatus_->setText(
            tr("Flow: %Ln maximum flow(s) solved; every row sums to 1 within %1.", nullptr,
               int(flow_->maxFlows))
                .arg(QLocale().toString(std::max(flow_->flowRowSumDeviation, 1e-15), 'g', 2)));
    else
        flowStatus_->setText(
            tr("The flow is computed on request (Compute Flow): %1 maximum "
               "flows for these %2 tokens.")
                .arg(NumberFormat::count(double(maps_->queryCount()) * maps_->queryCount()))
                .arg(maps_->queryCount()));
}

void AttentionAnalysisView::refreshGraph()
{
    TokenGraphData data;
    const int value = threshold_->value();
    thresholdLabel_->setText(
        tr("Edges of weight \u2265 %1").arg(NumberFormat::number(value / 100.0, 2)));
    if (hasMaps() && rollout_ && !rollout_->residualMaps.empty()) {
        data.maps = rollout_->residualMaps;
        data.firstLayer = rollout_->layers.first;
        data.tokens = tokens();
        data.outputToken = std::max(outputToken_->currentIndex(), 0);
        data.threshold = value / 100.0;
        data.title = tr("Where token %1 draws from, layers %2 to %3 (\u00c2, weights \u2265 %4)")
                         .arg(quoted(data.tokens.value(data.outputToken)))
                         .arg(rollout_->layers.first)
                         .arg(rollout_->layers.end - 1)
                         .arg(NumberFormat::number(data.threshold, 2));
    }
    graph_->setData(std::move(data));
}

void AttentionAnalysisView::refreshCompare()
{
    comparison_.reset();
    const bool heads = compareMode_->currentIndex() == 0;
    compare_[1]->setEnabled(heads && hasMaps());
    compare_[3]->setEnabled(heads && hasMaps());
    if (!hasMaps()) {
        compareText_->clear();
        difference_->setData({});
        return;
    }
    const int la = compare_[0]->value(), ha = compare_[1]->value();
    const int lb = compare_[2]->value(), hb = compare_[3]->value();
    comparison_ = heads ? attnlab::compareHeads(*maps_, la, ha, lb, hb)
                        : attnlab::compareLayers(*maps_, la, lb, rolloutOptions().fusion);
    QString rows;
    for (HeadStatistic s : headStatisticList) {
        const MessageText name = headStatisticName(s);
        rows += QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td align=right>%3</td>"
                               "<td align=right>%4</td></tr>")
                    .arg(QCoreApplication::translate(name.context, name.source).toHtmlEscaped(),
                         NumberFormat::number(comparison_->a.value(s), 3),
                         NumberFormat::number(comparison_->b.value(s), 3),
                         NumberFormat::number(comparison_->delta.value(s), 3));
    }
    compareText_->setText(
        QStringLiteral("<table cellspacing=0 cellpadding=2><tr><th></th><th>A</th><th>B</th>"
                       "<th>%1</th></tr>%2</table><p>%3</p>")
            .arg(tr("A \u2212 B"), rows,
                 tr("Jensen\u2013Shannon divergence %1 bits; \u2016"
                    "A \u2212 B\u2016<sub>F</sub> / "
                    "\u221a"
                    "n = %2")
                     .arg(NumberFormat::number(comparison_->jensenShannon, 4),
                          NumberFormat::number(comparison_->frobenius, 4))));
    auto [data, style] = heatmapFigure(Plot::Difference);
    difference_->setData(std::move(data));
    difference_->setStyle(style);
}

void AttentionAnalysisView::refreshCharts()
{
    const std::vector<HeadStatistics>& all = stats_->statistics();
    const int heads = stats_->headsPerLayer();
    const int layers = heads > 0 ? int(all.size()) / heads : 0;
    QStringList layerLabels, headLabels;
    for (int l = 0; l < layers; ++l)
        layerLabels << QString::number(l);
    for (int h = 0; h < heads; ++h)
        headLabels << QString::number(h);
    HeatmapStyle style = view_.weightsStyle();
    style.minimum.reset();
    style.maximum.reset();
    style.annotate = layers * heads <= 16 && view_.annotate;
    for (int i = 0; i < charts_.size(); ++i) {
        HeatmapData data;
        if (layers > 0) {
            const HeadStatistic statistic = headStatisticList[i];
            data.values = Matrix(layers, heads);
            for (const HeadStatistics& s : all)
                data.values(s.layer, s.head) = s.value(statistic);
            data.title =
                stats_->headerData(HeadStatsModel::columnOf(statistic), Qt::Horizontal).toString();
            data.rowLabels = layerLabels;
            data.columnLabels = headLabels;
            data.rowAxisTitle = tr("Layer");
            data.columnAxisTitle = tr("Head");
        }
        charts_[i]->setData(std::move(data));
        charts_[i]->setStyle(style);
    }
}

QString AttentionAnalysisView::checkText() const
{
    return check_->text();
}

QString AttentionAnalysisView::flowText() const
{
    return flowStatus_->text();
}

QString AttentionAnalysisView::compareText() const
{
    return compareText_->text();
}

void AttentionAnalysisView::sortBy(int column, Qt::SortOrder order)
{
    if (column == HeadStatsModel::LayerColumn) {
        table_->sortByColumn(-1, order); // back to layer-major order
        sorted_->sort(-1);
        return;
    }
    table_->sortByColumn(column, order);
    if (const int i = sortBy_->findData(column); i >= 0 && i != sortBy_->currentIndex()) {
        const QSignalBlocker block(sortBy_);
        sortBy_->setCurrentIndex(i);
    }
}

void AttentionAnalysisView::findSimilar()
{
    if (!hasMaps() || stats_->rowCount() == 0)
        return;
    stats_->setDistances(layer_, head_, similarHeads(*maps_, layer_, head_));
    sortBy(stats_->distanceColumn());
    table_->scrollToTop();
}

void AttentionAnalysisView::compareHeads(int layerA, int headA, int layerB, int headB)
{
    const QSignalBlocker block(compareMode_);
    compareMode_->setCurrentIndex(0);
    const int values[4] = {layerA, headA, layerB, headB};
    for (int i = 0; i < 4; ++i) {
        const QSignalBlocker b(compare_[i]);
        compare_[i]->setValue(values[i]);
    }
    refreshCompare();
}

void AttentionAnalysisView::compareLayers(int layerA, int layerB)
{
    const QSignalBlocker block(compareMode_);
    compareMode_->setCurrentIndex(1);
    const QSignalBlocker a(compare_[0]), b(compare_[2]);
    compare_[0]->setValue(layerA);
    compare_[2]->setValue(layerB);
    refreshCompare();
}

AttentionAnalysisView::FlowOutcome
AttentionAnalysisView::computeFlow(std::shared_ptr<const AttentionMaps> maps, FlowOptions options,
                                   std::string where, std::shared_ptr<const JobControl> job,
                                   std::shared_ptr<std::atomic<long long>> done,
                                   std::shared_ptr<std::atomic<long long>> total)
{
    FlowOutcome outcome;
    const JobScope scope(job.get());
    AnalysisProgress progress;
    progress.job = job.get();
    progress.report = [done, total](long long d, long long t) {
        done->store(d);
        total->store(t);
    };
    try {
        outcome.flow = attentionFlow(*maps, options, where, progress);
    } catch (const JobStopped&) {
        outcome.cancelled = true;
    } catch (const InputError& e) {
        outcome.error = translatedError(e);
    } catch (const std::bad_alloc&) {
        outcome.error = tr("Not enough memory for the attention flow of these maps.");
    } catch (const std::exception& e) {
        outcome.error = QString::fromUtf8(e.what());
    }
    return outcome;
}

bool AttentionAnalysisView::startFlow()
{
    if (!hasMaps() || isFlowRunning())
        return false;
    const RolloutOptions r = rolloutOptions();
    FlowOptions o;
    o.fusion = r.fusion;
    o.residual = r.residual;
    o.layers.first = r.layers.first;
    o.layers.end = shownLayer() + 1;
    const int n = maps_->queryCount();
    const int layers = o.layers.end - o.layers.first;
    if (n > limits::maxFlowTokens || layers > limits::maxFlowLayers) {
        flowMessage_ =
            tr("The flow is computed for up to %1 tokens and %2 layers (%3 max-flow problems "
               "on a graph of up to %4 nodes); these maps have %5 tokens and the range %6 "
               "layers. Choose fewer layers, or use the rollout, which has no such limit.")
                .arg(limits::maxFlowTokens)
                .arg(limits::maxFlowLayers)
                .arg(NumberFormat::count(double(limits::maxFlowTokens) * limits::maxFlowTokens))
                .arg(NumberFormat::count(double(limits::maxFlowLayers + 1) * limits::maxFlowTokens))
                .arg(n)
                .arg(layers);
        refreshMaps();
        return false;
    }
    flow_.reset();
    flowMessage_.clear();
    flowJob_ = std::make_shared<JobControl>();
    flowDone_ = std::make_shared<std::atomic<long long>>(0);
    flowTotal_ = std::make_shared<std::atomic<long long>>(0);
    flowProgress_->setValue(0);
    cancelFlow_->setEnabled(true);
    flowTimer_->start();
    flowPending_ = true;
    flowWatcher_.setFuture(QtConcurrent::run(&AttentionAnalysisView::computeFlow, maps_, o,
                                             toStd(source_), flowJob_, flowDone_, flowTotal_));
    refreshMaps();
    return true;
}

void AttentionAnalysisView::cancelFlow()
{
    if (flowJob_)
        flowJob_->requestStop();
}

void AttentionAnalysisView::acceptFlow(const FlowOutcome& outcome)
{
    flowPending_ = false;
    flowTimer_->stop();
    cancelFlow_->setEnabled(false);
    if (flowJob_ && flowJob_->stopRequested() && !outcome.flow) {
        flowMessage_ = tr("Flow cancelled.");
        flowProgress_->setValue(0);
    } else if (!outcome.error.isEmpty()) {
        flowMessage_ = outcome.error;
    } else if (outcome.flow) {
        flowMessage_.clear();
        flow_ = outcome.flow;
        flowProgress_->setValue(flowProgress_->maximum());
    } else if (outcome.cancelled) {
        flowMessage_ = tr("Flow cancelled.");
    }
    flowJob_.reset();
    if (hasMaps())
        refreshMaps();
}

QString AttentionAnalysisView::plotName(Plot plot) const
{
    QString base = QFileInfo(source_).completeBaseName();
    base.replace(QLatin1Char(' '), QLatin1Char('-'));
    const QString stem = base.isEmpty() ? QStringLiteral("attention") : base;
    switch (plot) {
    case Plot::Raw:
        return stem + QStringLiteral("-raw-layer%1.png").arg(shownLayer());
    case Plot::Rollout:
        return stem + QStringLiteral("-rollout.png");
    case Plot::Flow:
        return stem + QStringLiteral("-flow.png");
    case Plot::Difference:
        return stem + QStringLiteral("-difference.png");
    case Plot::TokenGraph:
        return stem + QStringLiteral("-token-graph.png");
    }
    return stem + QStringLiteral(".png");
}

QString AttentionAnalysisView::exportPlot(Plot plot, const QString& path) const
{
    if (!hasMaps())
        return problem_;
    FigureOptions options;
    if (plot == Plot::TokenGraph) {
        const TokenGraphData data = graph_->data();
        if (data.maps.empty())
            return tr("There is no token graph yet: the rollout is being computed.");
        options.sizeInches = {8.0, 6.0};
        return exportPaintedFigure(
            path,
            [data](QPainter& p, const QSizeF& page, double) {
                paintTokenGraph(p, QRectF(QPointF(0, 0), page), data, Qt::black);
            },
            data.title, options);
    }
    const auto [data, style] = heatmapFigure(plot);
    if (data.values.size() == 0)
        return plot == Plot::Flow ? tr("Compute the flow (Compute Flow) before exporting it.")
                                  : tr("There is nothing to export yet.");
    return attnlab::exportFigure(path, {Figure{data, style}}, options);
}

QString AttentionAnalysisView::exportStatistics(const QString& path) const
{
    if (stats_->rowCount() == 0)
        return tr("There are no statistics to export yet.");
    return stats_->exportTo(path);
}

void AttentionAnalysisView::askExport(Plot plot)
{
    const QString path = ExportDialog::askFigurePath(this, tr("Export figure"), plotName(plot));
    if (path.isEmpty())
        return;
    if (const QString error = exportPlot(plot, path); !error.isEmpty()) {
        QMessageBox::warning(this, tr("Cannot export"), error);
        return;
    }
    ExportDialog::showExported(qobject_cast<QMainWindow*>(window()), {path});
    emit exported({path});
}

bool AttentionAnalysisView::exportShown()
{
    const QString page = currentWidget() ? currentWidget()->objectName() : QString();
    if (!hasMaps())
        return false;
    if (page == QLatin1String("rolloutPage"))
        askExport(Plot::Rollout);
    else if (page == QLatin1String("comparePage"))
        askExport(Plot::Difference);
    else if (page == QLatin1String("graphPage"))
        askExport(Plot::TokenGraph);
    else
        return false;
    return true;
}

void AttentionAnalysisView::askExportStatistics()
{
    const QString base = QFileInfo(source_).completeBaseName();
    QString folder = QSettings().value(QStringLiteral("lastDir")).toString();
    QFileDialog dialog(this, tr("Export head statistics"),
                       QDir(folder).filePath((base.isEmpty() ? QStringLiteral("attention") : base) +
                                             QStringLiteral("-heads.csv")),
                       tr("CSV (*.csv);;JSON (*.json)"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setDefaultSuffix(QStringLiteral("csv"));
    connect(&dialog, &QFileDialog::filterSelected, &dialog, [&dialog](const QString& f) {
        dialog.setDefaultSuffix(f.contains(QLatin1String("json")) ? QStringLiteral("json")
                                                                  : QStringLiteral("csv"));
    });
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return;
    const QString path = dialog.selectedFiles().constFirst();
    QSettings().setValue(QStringLiteral("lastDir"), QFileInfo(path).absolutePath());
    if (const QString error = exportStatistics(path); !error.isEmpty()) {
        QMessageBox::warning(this, tr("Cannot export"), error);
        return;
    }
    ExportDialog::showExported(qobject_cast<QMainWindow*>(window()), {path});
    emit exported({path});
}

} // namespace attnlab

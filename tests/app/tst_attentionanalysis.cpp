// The third tab's analyses (AttentionAnalysisView): rollout beside the raw attention, driven by
// its controls and checked against NumPy (tests/core/data/rollout/expected.json); the head
// statistics model (QAbstractItemModelTester), sorting, "find heads like this one"; Compare
// (A − B, a diverging colormap); the flow, its Cancel and its limits; the token graph; every
// figure in PNG, SVG and PDF and the statistics in CSV and JSON; the trained translator's
// encoder in the same view and its stack exported; the tab at 1280 × 720, text × 2.
#include "attentionanalysisview.h"
#include "attentionmapsview.h"
#include "document.h"
#include "headstatsmodel.h"
#include "heatmapwidget.h"
#include "mainwindow.h"
#include "npy.h"
#include "numberformat.h"
#include "savefile.h"
#include "scenariofile.h"
#include "textscale.h"
#include "tokengraphview.h"
#include "translatorlab.h"
#include "translatormodel.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSlider>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

#include <random>

using namespace attnlab;

namespace {

const QString dataDir = QStringLiteral(ATTNLAB_SOURCE_DIR "/tests/core/data/rollout");

QJsonObject expected()
{
    QFile f(dataDir + QStringLiteral("/expected.json"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

Matrix matrixOf(const QJsonArray& rows)
{
    Matrix m(rows.size(), rows.isEmpty() ? 0 : rows[0].toArray().size());
    for (int i = 0; i < rows.size(); ++i)
        for (int j = 0; j < rows[i].toArray().size(); ++j)
            m(i, j) = rows[i].toArray()[j].toDouble();
    return m;
}

/// NumPy's rollout (or flow) for a fusion, residual and range, from expected.json.
Matrix expectedOf(const char* kind, const char* key, const QString& fusion, double residual,
                  int first, int end)
{
    for (const QJsonValue& v : expected()[QLatin1String(kind)].toArray()) {
        const QJsonObject o = v.toObject();
        const QJsonArray layers = o[QStringLiteral("layers")].toArray();
        if (o[QStringLiteral("fusion")].toString() == fusion &&
            qAbs(o[QStringLiteral("residual")].toDouble() - residual) < 1e-12 &&
            layers[0].toInt() == first && layers[1].toInt() == end)
            return matrixOf(o[QLatin1String(key)].toArray());
    }
    return {};
}

double maxDifference(const Matrix& a, const Matrix& b)
{
    if (a.rows() != b.rows() || a.cols() != b.cols() || a.size() == 0)
        return 1e9;
    return (a - b).cwiseAbs().maxCoeff();
}

/// A stack of random rows (Dirichlet-like) with a previous-token head 0 and a first-token head
/// 1 in every layer, written as NAME.npy with NAME.tokens.txt.
QString writeStack(const QString& path, int layers, int heads, int n)
{
    std::mt19937 rng(5);
    std::gamma_distribution<double> gamma(0.3, 1.0);
    NdArray a;
    a.shape = {size_t(layers), size_t(heads), size_t(n), size_t(n)};
    a.data.resize(size_t(layers) * heads * n * n);
    for (int l = 0; l < layers; ++l)
        for (int h = 0; h < heads; ++h)
            for (int i = 0; i < n; ++i) {
                double* row = a.data.data() + ((size_t(l) * heads + h) * n + i) * n;
                double sum = 0;
                for (int j = 0; j < n; ++j)
                    sum += row[j] = h == 0   ? (j == std::max(i - 1, 0) ? 1.0 : 0.0)
                                    : h == 1 ? (j == 0 ? 0.9 : 0.1 / (n - 1))
                                             : gamma(rng) + 1e-9;
                for (int j = 0; j < n; ++j)
                    row[j] /= sum;
            }
    const std::string bytes = writeNpy(a);
    QString tokens;
    for (int i = 0; i < n; ++i)
        tokens += QStringLiteral("t%1\n").arg(i);
    const QString npy =
        writeFileAtomically(path, QByteArray(bytes.data(), qsizetype(bytes.size())));
    const QString txt = writeFileAtomically(stackTokensPath(path), tokens.toUtf8());
    return npy + txt;
}

bool waitIdle(const AttentionAnalysisView* view)
{
    return QTest::qWaitFor([view] { return !view->isBusy(); }, 20000);
}

} // namespace

class TestAttentionAnalysis : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void statsModelPassesTheTester();
    void rolloutFollowsTheControls();
    void statisticsSortingAndLikeThisOne();
    void gridFollowsTheSort();
    void rolloutMapsUseTheRoom();
    void compareHeadsAndLayers();
    void flowAgreesAndCancels();
    void flowLimits();
    void tokenGraph();
    void exports_data();
    void exports();
    void translatorEncoder();
    void fitsTheRoom_data();
    void fitsTheRoom();
    void measure();

private:
    QTemporaryDir dir_;
};

void TestAttentionAnalysis::initTestCase()
{
    QVERIFY(dir_.isValid());
    QVERIFY(!expected().isEmpty());
}

void TestAttentionAnalysis::statsModelPassesTheTester()
{
    HeadStatsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    AttentionMaps maps = readAttentionMapsFile(toStd(dataDir + QStringLiteral("/stack.npy")));
    model.setStatistics(headStatistics(maps), maps.heads);
    QCOMPARE(model.rowCount(), maps.layers * maps.heads);
    QCOMPARE(model.columnCount(), 2 + 6);
    model.setDistances(1, 2, similarHeads(maps, 1, 2));
    QCOMPARE(model.columnCount(), 9);
    QCOMPARE(
        model.data(model.index(model.rowOf(1, 2), model.distanceColumn()), Qt::UserRole).toDouble(),
        0.0);
    model.setDistances(0, 0, similarHeads(maps, 0, 0));
    QCOMPARE(model.columnCount(), 9);
    model.clearDistances();
    QCOMPARE(model.columnCount(), 8);
    model.setStatistics({}, 0);
    QCOMPARE(model.rowCount(), 0);
}

void TestAttentionAnalysis::rolloutFollowsTheControls()
{
    AttentionMapsView view;
    view.resize(1400, 900);
    QString error;
    QVERIFY2(view.openFile(dataDir + QStringLiteral("/stack.npy"), &error), qPrintable(error));
    AttentionAnalysisView* a = view.analysis();
    QVERIFY(waitIdle(a));
    QVERIFY(a->hasMaps());
    const int layers = view.maps().layers;
    QCOMPARE(a->shownLayerBox()->value(), layers - 1);
    // the default: mean fusion, α = 0.5, every layer; NumPy's rollout
    QCOMPARE(a->residualBox()->value(), 0.5);
    Matrix numpy = expectedOf("rollout", "rollout", QStringLiteral("mean"), 0.5, 0, layers);
    QVERIFY(numpy.size() > 0);
    QVERIFY2(maxDifference(a->rolloutMap()->data().values, numpy) < 1e-12,
             qPrintable(QString::number(maxDifference(a->rolloutMap()->data().values, numpy))));
    QVERIFY2(a->checkText().contains(QStringLiteral("sums to 1 within")),
             qPrintable(a->checkText()));
    // token labels from the tokens file
    QCOMPARE(a->rolloutMap()->data().rowLabels.value(0), fromStd(view.maps().queryTokens[0]));
    // the raw attention: the heads of the layer shown, fused
    QVERIFY(maxDifference(a->rawMap()->data().values,
                          fuseHeads(view.maps(), layers - 1, HeadFusion::Mean)) < 1e-15);

    // max fusion
    a->fusionBox()->setCurrentIndex(a->fusionBox()->findData(int(HeadFusion::Max)));
    QVERIFY(waitIdle(a));
    numpy = expectedOf("rollout", "rollout", QStringLiteral("max"), 0.5, 0, layers);
    QVERIFY(numpy.size() > 0);
    QVERIFY(maxDifference(a->rolloutMap()->data().values, numpy) < 1e-12);
    QVERIFY(maxDifference(a->rawMap()->data().values,
                          fuseHeads(view.maps(), layers - 1, HeadFusion::Max)) < 1e-15);
    // min fusion, residual 0.9
    a->fusionBox()->setCurrentIndex(a->fusionBox()->findData(int(HeadFusion::Min)));
    a->residualBox()->setValue(0.9);
    QVERIFY(waitIdle(a));
    numpy = expectedOf("rollout", "rollout", QStringLiteral("min"), 0.9, 0, layers);
    QVERIFY(numpy.size() > 0);
    QVERIFY(maxDifference(a->rolloutMap()->data().values, numpy) < 1e-12);

    // a range, and a layer shown inside it: J of that layer
    a->fusionBox()->setCurrentIndex(a->fusionBox()->findData(int(HeadFusion::Mean)));
    a->residualBox()->setValue(0.5);
    a->firstLayerBox()->setValue(1);
    QVERIFY(waitIdle(a));
    QCOMPARE(a->shownLayerBox()->minimum(), 1);
    RolloutOptions o;
    o.layers = {1, layers};
    QVERIFY(maxDifference(a->rolloutMap()->data().values,
                          attentionRollout(view.maps(), o).rollout) < 1e-14);
    a->shownLayerBox()->setValue(1); // J of the range's first layer is Â of that layer
    QVERIFY(maxDifference(a->rolloutMap()->data().values,
                          withResidual(fuseHeads(view.maps(), 1, HeadFusion::Mean), 0.5, "")) <
            1e-14);
    QVERIFY(a->rolloutMap()->data().title.contains(QStringLiteral("layers 1 to 1")));
    // selecting a head elsewhere follows into the analyses
    view.select(2, 3);
    QCOMPARE(a->currentLayer(), 2);
    QCOMPARE(a->currentHead(), 3);
}

void TestAttentionAnalysis::statisticsSortingAndLikeThisOne()
{
    AttentionMapsView view;
    QString error;
    QVERIFY(view.openFile(dataDir + QStringLiteral("/stack.npy"), &error));
    AttentionAnalysisView* a = view.analysis();
    QVERIFY(waitIdle(a));
    HeadStatsModel* model = a->statsModel();
    const AttentionMaps& maps = view.maps();
    QCOMPARE(model->rowCount(), maps.layers * maps.heads);
    // the statistics agree with NumPy
    for (const QJsonValue& v : expected()[QStringLiteral("stats")].toArray()) {
        const QJsonObject o = v.toObject();
        const HeadStatistics* s =
            model->at(o[QStringLiteral("layer")].toInt(), o[QStringLiteral("head")].toInt());
        QVERIFY(s);
        for (HeadStatistic k : headStatisticList)
            QVERIFY(qAbs(s->value(k) - o[QLatin1String(headStatisticId(k))].toDouble()) < 1e-12);
    }
    // sorting by a statistic through the box
    QSortFilterProxyModel* sorted = a->sortedStats();
    const int column = HeadStatsModel::columnOf(HeadStatistic::Entropy);
    a->sortBox()->setCurrentIndex(a->sortBox()->findData(column));
    double previous = -1;
    for (int r = 0; r < sorted->rowCount(); ++r) {
        const double e = sorted->index(r, column).data(Qt::UserRole).toDouble();
        QVERIFY(e >= previous);
        previous = e;
    }
    // a click on a row shows that head
    const QModelIndex third = sorted->index(2, 0);
    const int layer = sorted->index(2, HeadStatsModel::LayerColumn).data(Qt::UserRole).toInt();
    const int head = sorted->index(2, HeadStatsModel::HeadColumn).data(Qt::UserRole).toInt();
    a->statsTable()->setCurrentIndex(third);
    QCOMPARE(view.layer(), layer);
    QCOMPARE(view.head(), head);
    // the small multiples: a layers x heads map per statistic; a click picks the head
    HeatmapWidget* chart = a->statisticChart(1);
    QVERIFY(chart);
    QCOMPARE(chart->data().values.rows(), qsizetype(maps.layers));
    QCOMPARE(chart->data().values(2, 3), model->at(2, 3)->meanDistance);
    view.resize(1400, 900);
    view.show();
    a->setCurrentIndex(2);
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.select(0, 0);
    QTest::mouseClick(chart, Qt::LeftButton, {}, chart->cellRect(2, 3).center().toPoint());
    QCOMPARE(view.layer(), 2);
    QCOMPARE(view.head(), 3);
    // find heads like this one: the head itself first, then similarHeads' order
    view.select(1, 0);
    a->findSimilar();
    QVERIFY(model->hasDistances());
    QCOMPARE(sorted->index(0, HeadStatsModel::LayerColumn).data(Qt::UserRole).toInt(), 1);
    QCOMPARE(sorted->index(0, HeadStatsModel::HeadColumn).data(Qt::UserRole).toInt(), 0);
    const std::vector<HeadMatch> like = similarHeads(maps, 1, 0);
    QCOMPARE(sorted->index(1, HeadStatsModel::LayerColumn).data(Qt::UserRole).toInt(),
             like.front().layer);
    QCOMPARE(sorted->index(1, HeadStatsModel::HeadColumn).data(Qt::UserRole).toInt(),
             like.front().head);
}

void TestAttentionAnalysis::gridFollowsTheSort()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("grid.npy"));
    QVERIFY2(writeStack(path, 3, 5, 12).isEmpty(), "stack written");
    AttentionMapsView view;
    QString error;
    QVERIFY(view.openFile(path, &error));
    AttentionAnalysisView* a = view.analysis();
    QVERIFY(waitIdle(a));
    HeadStatsModel* model = a->statsModel();
    // the file's order: position p shows head p, no captions
    QCOMPARE(view.gridOrderColumn(), -1);
    for (int p = 0; p < 5; ++p)
        QCOMPARE(view.headAt(1, p), p);
    QVERIFY(view.thumbnailCaption(1, 2).isEmpty());

    // Order › entropy: each layer's row from the sharpest head to the broadest; the table too
    const int entropy = HeadStatsModel::columnOf(HeadStatistic::Entropy);
    view.gridOrderBox()->setCurrentIndex(view.gridOrderBox()->findData(entropy));
    QCOMPARE(view.gridOrderColumn(), entropy);
    QCOMPARE(a->sortBox()->currentData().toInt(), entropy);
    for (int l = 0; l < 3; ++l) {
        QList<int> heads;
        for (int p = 0; p < 5; ++p) {
            heads << view.headAt(l, p);
            if (p > 0)
                QVERIFY(model->at(l, view.headAt(l, p - 1))->entropyBits <=
                        model->at(l, view.headAt(l, p))->entropyBits);
        }
        std::sort(heads.begin(), heads.end());
        QCOMPARE(heads, QList<int>({0, 1, 2, 3, 4})); // every head once
        // the previous-token head (one key per row, 0 bits) comes first
        QCOMPARE(view.headAt(l, 0), 0);
    }
    // the thumbnail of a head is found where it now stands, and names it
    const int last = view.headAt(2, 4);
    HeatmapWidget* w = view.thumbnail(2, last);
    QVERIFY(w);
    QCOMPARE(w->data().values, view.maps().at(2, last));
    QVERIFY(view.thumbnailCaption(2, last).contains(QString::number(last)));
    view.select(2, last);
    QCOMPARE(view.head(), last);

    // highest first: the reverse order
    const QList<int> ascending = {view.headAt(0, 0), view.headAt(0, 1), view.headAt(0, 2),
                                  view.headAt(0, 3), view.headAt(0, 4)};
    view.gridReverseButton()->setChecked(true);
    QCOMPARE(view.gridSortOrder(), Qt::DescendingOrder);
    QCOMPARE(view.headAt(0, 4), ascending.front());
    QCOMPARE(view.headAt(0, 0), ascending.back());

    // a sort started on the Heads page (a column's title) reorders the grid and the box
    const int first = HeadStatsModel::columnOf(HeadStatistic::FirstToken);
    a->statsTable()->sortByColumn(first, Qt::DescendingOrder);
    QCOMPARE(view.gridOrderColumn(), first);
    QCOMPARE(view.gridOrderBox()->currentData().toInt(), first);
    QVERIFY(view.gridReverseButton()->isChecked());
    for (int l = 0; l < 3; ++l)
        QCOMPARE(view.headAt(l, 0), 1); // the first-token head leads every layer

    // back to the file's order
    view.gridOrderBox()->setCurrentIndex(0);
    QCOMPARE(view.gridOrderColumn(), -1);
    for (int p = 0; p < 5; ++p)
        QCOMPARE(view.headAt(0, p), p);
    QVERIFY(!view.gridReverseButton()->isEnabled());
}

void TestAttentionAnalysis::rolloutMapsUseTheRoom()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("room.npy"));
    QVERIFY2(writeStack(path, 3, 2, 16).isEmpty(), "stack written");
    AttentionAnalysisView view;
    AttentionMaps maps = readAttentionMapsFile(toStd(path));
    view.setMaps(std::make_shared<const AttentionMaps>(maps), path);
    view.setCurrentIndex(0);
    QVERIFY(waitIdle(&view));
    // A wide pane: three maps side by side; a tall one: in more than one row (two by two or one
    // above the other), each map larger than the narrow third of the width it would get side by
    // side.
    for (const QSize size : {QSize(1500, 600), QSize(700, 1000)}) {
        view.resize(size);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTest::qWait(50);
        const QRect raw = view.rawMap()->geometry(), rollout = view.rolloutMap()->geometry(),
                    flow = view.flowMap()->geometry();
        if (size.width() > size.height()) {
            QCOMPARE(raw.top(), flow.top());
            QVERIFY(raw.right() < rollout.left() && rollout.right() < flow.left());
        } else {
            QVERIFY(flow.top() > raw.bottom());
            QVERIFY2(raw.width() > size.width() / 3 + 50,
                     qPrintable(QStringLiteral("raw map %1 px wide").arg(raw.width())));
        }
    }
}

void TestAttentionAnalysis::compareHeadsAndLayers()
{
    AttentionMapsView view;
    QString error;
    QVERIFY(view.openFile(dataDir + QStringLiteral("/stack.npy"), &error));
    AttentionAnalysisView* a = view.analysis();
    QVERIFY(waitIdle(a));
    const AttentionMaps& maps = view.maps();
    a->compareHeads(0, 1, 2, 3);
    QVERIFY(maxDifference(a->differenceMap()->data().values, maps.at(0, 1) - maps.at(2, 3)) <
            1e-15);
    QCOMPARE(a->differenceMap()->style().colormap, QStringLiteral("diverging"));
    QVERIFY(a->differenceMap()->style().symmetric);
    const MapComparison c = compareHeads(maps, 0, 1, 2, 3);
    QVERIFY(a->compareText().contains(NumberFormat::number(c.delta.entropyBits, 3)));
    // the boxes drive it too
    a->compareBox(3)->setValue(0);
    QVERIFY(maxDifference(a->differenceMap()->data().values, maps.at(0, 1) - maps.at(2, 0)) <
            1e-15);
    a->compareLayers(0, 2);
    QVERIFY(!a->compareBox(1)->isEnabled());
    QVERIFY(maxDifference(a->differenceMap()->data().values,
                          fuseHeads(maps, 0, HeadFusion::Mean) -
                              fuseHeads(maps, 2, HeadFusion::Mean)) < 1e-15);
}

void TestAttentionAnalysis::flowAgreesAndCancels()
{
    AttentionMapsView view;
    QString error;
    QVERIFY(view.openFile(dataDir + QStringLiteral("/stack.npy"), &error));
    AttentionAnalysisView* a = view.analysis();
    QVERIFY(waitIdle(a));
    const int layers = view.maps().layers;
    QVERIFY(a->startFlow());
    QTRY_VERIFY_WITH_TIMEOUT(!a->isFlowRunning(), 20000);
    QVERIFY(a->flow().has_value());
    const Matrix numpy = expectedOf("flow", "flow", QStringLiteral("mean"), 0.5, 0, layers);
    QVERIFY(numpy.size() > 0);
    QVERIFY(maxDifference(a->flowMap()->data().values, numpy) < 1e-12);
    QCOMPARE(a->flowProgress()->value(), a->flowProgress()->maximum());
    // a new choice drops the flow, which was for the old one
    a->residualBox()->setValue(0.4);
    QVERIFY(!a->flow().has_value());

    // Cancel, on the largest stack the flow takes
    const QString big = dir_.filePath(QStringLiteral("big.npy"));
    QVERIFY(writeStack(big, 12, 3, 64).isEmpty());
    QVERIFY(view.openFile(big, &error));
    QVERIFY(waitIdle(a));
    QVERIFY(a->startFlow());
    QVERIFY(a->isFlowRunning());
    QVERIFY(a->cancelFlowButton()->isEnabled());
    QTest::mouseClick(a->cancelFlowButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!a->isFlowRunning(), 10000);
    QVERIFY(!a->flow().has_value());
    QVERIFY2(a->flowText().contains(QStringLiteral("cancelled")), qPrintable(a->flowText()));
    QVERIFY(!a->cancelFlowButton()->isEnabled());
    QVERIFY(a->flowButton()->isEnabled());
}

void TestAttentionAnalysis::flowLimits()
{
    AttentionMapsView view;
    QString error;
    const QString wide = dir_.filePath(QStringLiteral("wide.npy"));
    QVERIFY(writeStack(wide, 2, 2, 65).isEmpty());
    QVERIFY(view.openFile(wide, &error));
    AttentionAnalysisView* a = view.analysis();
    QVERIFY(waitIdle(a));
    QVERIFY(a->rollout().has_value()); // the rollout has no such limit
    QVERIFY(!a->startFlow());
    QVERIFY(!a->isFlowRunning());
    QVERIFY2(a->flowText().contains(QStringLiteral("64 tokens")), qPrintable(a->flowText()));
    QVERIFY(a->flowText().contains(QStringLiteral("65 tokens")));
}

void TestAttentionAnalysis::tokenGraph()
{
    // by hand: two layers of three tokens
    TokenGraphData d;
    Matrix top(3, 3), bottom(3, 3);
    top << 1, 0, 0, 0.5, 0.5, 0, 0.2, 0.3, 0.5;
    bottom << 1, 0, 0, 0.6, 0.4, 0, 0.05, 0.05, 0.9;
    d.maps = {bottom, top};
    d.outputToken = 2;
    d.threshold = 0.25;
    std::vector<TokenGraphEdge> edges = tokenGraphEdges(d);
    // from token 2 at the top: to 1 (0.3) and 2 (0.5); then 1 -> 0 (0.6), 1 (0.4), 2 -> 2 (0.9)
    QCOMPARE(int(edges.size()), 5);
    d.threshold = 0.45; // 2 -> 2 (0.5) on top, then 2 -> 2 (0.9)
    edges = tokenGraphEdges(d);
    QCOMPARE(int(edges.size()), 2);
    QCOMPARE(edges[0].layer, 1);
    QCOMPARE(edges[1].weight, 0.9);
    // the slider drives the view
    AttentionMapsView view;
    QString error;
    QVERIFY(view.openFile(dataDir + QStringLiteral("/stack.npy"), &error));
    AttentionAnalysisView* a = view.analysis();
    QVERIFY(waitIdle(a));
    TokenGraphView* graph = a->tokenGraph();
    QCOMPARE(int(graph->data().maps.size()), view.maps().layers);
    a->thresholdSlider()->setValue(0);
    const size_t all = tokenGraphEdges(graph->data()).size();
    a->thresholdSlider()->setValue(30);
    QCOMPARE(graph->data().threshold, 0.3);
    QVERIFY(tokenGraphEdges(graph->data()).size() < all);
    a->outputTokenBox()->setCurrentIndex(1);
    QCOMPARE(graph->data().outputToken, 1);
}

void TestAttentionAnalysis::exports_data()
{
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<QByteArray>("magic");
    QTest::newRow("png") << QStringLiteral("png") << QByteArray("\x89PNG");
    QTest::newRow("svg") << QStringLiteral("svg") << QByteArray("<?xml");
    QTest::newRow("pdf") << QStringLiteral("pdf") << QByteArray("%PDF");
}

void TestAttentionAnalysis::exports()
{
    QFETCH(QString, suffix);
    QFETCH(QByteArray, magic);
    AttentionMapsView view;
    QString error;
    QVERIFY(view.openFile(dataDir + QStringLiteral("/stack.npy"), &error));
    AttentionAnalysisView* a = view.analysis();
    QVERIFY(waitIdle(a));
    using Plot = AttentionAnalysisView::Plot;
    // the flow before it is computed: a clear refusal, no file
    const QString early = dir_.filePath(QStringLiteral("early.") + suffix);
    QVERIFY(a->exportPlot(Plot::Flow, early).contains(QStringLiteral("Compute")));
    QVERIFY(!QFile::exists(early));
    QVERIFY(a->startFlow());
    QTRY_VERIFY_WITH_TIMEOUT(!a->isFlowRunning(), 20000);
    a->compareHeads(0, 0, 1, 1);
    for (Plot plot : {Plot::Raw, Plot::Rollout, Plot::Flow, Plot::Difference, Plot::TokenGraph}) {
        const QString path = dir_.filePath(QStringLiteral("plot%1.").arg(int(plot)) + suffix);
        QVERIFY2(a->exportPlot(plot, path).isEmpty(), qPrintable(a->exportPlot(plot, path)));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY2(f.read(5).startsWith(magic), qPrintable(path));
    }
    // the statistics
    const QString csv = dir_.filePath(QStringLiteral("heads.csv"));
    QVERIFY(a->exportStatistics(csv).isEmpty());
    QFile c(csv);
    QVERIFY(c.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = c.readAll().trimmed().split('\n');
    QCOMPARE(lines.front(), QByteArray("layer,head,entropy_bits,mean_distance,first_token,"
                                       "previous_token,diagonal,keys_for_90"));
    QCOMPARE(lines.size(), 1 + view.maps().layers * view.maps().heads);
    const QString json = dir_.filePath(QStringLiteral("heads.json"));
    QVERIFY(a->exportStatistics(json).isEmpty());
    QFile j(json);
    QVERIFY(j.open(QIODevice::ReadOnly));
    const QJsonArray heads =
        QJsonDocument::fromJson(j.readAll())[QStringLiteral("heads")].toArray();
    QCOMPARE(heads.size(), view.maps().layers * view.maps().heads);
    QCOMPARE(heads[1].toObject()[QStringLiteral("head")].toInt(), 1);
    QCOMPARE(heads[1].toObject()[QStringLiteral("entropy_bits")].toDouble(),
             a->statsModel()->at(0, 1)->entropyBits);
    QVERIFY(a->exportStatistics(dir_.filePath(QStringLiteral("heads.txt")))
                .contains(QStringLiteral(".csv")));
    QVERIFY(!a->exportStatistics(dir_.filePath(QStringLiteral("no/such/heads.csv"))).isEmpty());
}

void TestAttentionAnalysis::translatorEncoder()
{
    MainWindow window;
    TranslatorLab* lab = window.lab<TranslatorLab>();
    QVERIFY2(lab->ensureModel(), qPrintable(lab->modelError()));
    lab->setAutoPlay(false);
    lab->sentenceEdit()->setText(QStringLiteral("the black cat"));
    QVERIFY(lab->translate());
    const auto maps = lab->encoderMaps();
    QVERIFY(maps);
    const Translation& t = lab->translation();
    QCOMPARE(maps->layers, int(t.encoderSelf.size()));
    QCOMPARE(maps->queryCount(), int(t.sourceTokens.size()));
    // the same view as the third tab, over the sentence's words
    lab->showEncoderAnalysis();
    AttentionAnalysisView* a = lab->encoderAnalysis();
    QVERIFY(a);
    QVERIFY(waitIdle(a));
    QVERIFY(a->rollout().has_value());
    QCOMPARE(a->rolloutMap()->data().columnLabels.value(1), fromStd(t.sourceTokens[1]));
    RolloutOptions o;
    QVERIFY(maxDifference(a->rolloutMap()->data().values, attentionRollout(*maps, o).rollout) <
            1e-14);
    // a new sentence follows
    lab->sentenceEdit()->setText(QStringLiteral("the cat"));
    QVERIFY(lab->translate());
    QVERIFY(waitIdle(a));
    QCOMPARE(a->rolloutMap()->data().values.rows(),
             qsizetype(lab->translation().sourceTokens.size()));
    // Export Data: the stack and its tokens, read back as the third tab reads them
    const QString npy = dir_.filePath(QStringLiteral("encoder.npy"));
    QVERIFY(lab->exportEncoderStack(npy).isEmpty());
    QVERIFY(QFile::exists(dir_.filePath(QStringLiteral("encoder.tokens.txt"))));
    AttentionMapsView view;
    QString error;
    QVERIFY(view.openFile(npy, &error));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(view.maps().queryTokens, lab->translation().sourceTokens);
    QVERIFY(maxDifference(view.maps().at(1, 2), lab->translation().encoderSelf[1].weights[2]) ==
            0.0);
}

void TestAttentionAnalysis::fitsTheRoom_data()
{
    QTest::addColumn<double>("scale");
    QTest::addColumn<QSize>("room");
    QTest::newRow("1600 x 1000") << 1.0 << QSize(1600, 1000);
    QTest::newRow("1280 x 720, text x 2") << 2.0 << QSize(1264, 680);
}

void TestAttentionAnalysis::fitsTheRoom()
{
    // Every page of the analyses: the window keeps the room's size, no page scrolls sideways,
    // wrapped labels get their height, every button is as wide as it asks.
    QFETCH(double, scale);
    QFETCH(QSize, room);
    const QString big = dir_.filePath(QStringLiteral("fit.npy"));
    QVERIFY(writeStack(big, 12, 12, 64).isEmpty());
    const ScopedTextScale textScale(scale);
    MainWindow window;
    window.document()->waitForResult();
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.arrangeForRoom(room);
    window.resize(room);
    AttentionMapsView* view = window.mapsView();
    QString error;
    QVERIFY(view->openFile(big, &error));
    window.views()->setCurrentWidget(view);
    AttentionAnalysisView* a = view->analysis();
    QVERIFY(waitIdle(a));
    for (int page = 1; page < a->count(); ++page) {
        a->setCurrentIndex(page);
        QTest::qWait(1);
        QTRY_COMPARE(window.size(), room);
        auto* scroll = qobject_cast<QScrollArea*>(a->currentWidget());
        QVERIFY(scroll);
        QWidget* inner = scroll->widget();
        QTRY_VERIFY2(inner->width() <= scroll->viewport()->width(),
                     qPrintable(QStringLiteral("%1: %2 px wide in %3")
                                    .arg(a->tabText(page))
                                    .arg(inner->width())
                                    .arg(scroll->viewport()->width())));
        for (const QLabel* label : inner->findChildren<QLabel*>())
            if (label->isVisible() && label->wordWrap() && !label->text().isEmpty())
                QTRY_VERIFY2(label->height() >= label->heightForWidth(label->width()),
                             qPrintable(label->text()));
        for (const QPushButton* b : inner->findChildren<QPushButton*>())
            if (b->isVisible())
                QVERIFY2(b->width() >= b->minimumSizeHint().width(), qPrintable(b->text()));
        // the analyses' right edge is inside the window
        const QPoint right = a->mapTo(&window, QPoint(a->width(), 0));
        QVERIFY(right.x() <= window.width());
    }
}

/// The largest resident memory of this process so far (VmHWM), in MiB; 0 when unknown.
static double peakMiB()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
    return 0;
}

void TestAttentionAnalysis::measure()
{
    // The README's figures: ATTNLAB_MEASURE_STACK=stack.npy (12 x 12 x 64 x 64) times the
    // rollout and statistics, then the flow, in the tab, and the longest the GUI thread went
    // without turning its event loop meanwhile (a 5 ms timer's largest gap).
    const QString path = qEnvironmentVariable("ATTNLAB_MEASURE_STACK");
    if (path.isEmpty())
        QSKIP("set ATTNLAB_MEASURE_STACK to a .npy stack to measure");
    MainWindow window;
    window.document()->waitForResult();
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.views()->setCurrentWidget(window.mapsView());
    QTest::qWait(200);
    const double before = peakMiB();
    QElapsedTimer clock, gap;
    qint64 longest = 0;
    QTimer tick;
    tick.setInterval(5);
    connect(&tick, &QTimer::timeout, [&] { longest = std::max(longest, gap.restart()); });
    QString error;
    clock.start();
    QVERIFY(window.mapsView()->openFile(path, &error));
    const qint64 opened = clock.elapsed();
    gap.start();
    tick.start();
    AttentionAnalysisView* a = window.mapsView()->analysis();
    QVERIFY(waitIdle(a));
    const qint64 analysed = clock.elapsed() - opened;
    const qint64 stallAnalysis = longest;
    longest = 0;
    a->setCurrentIndex(1);
    clock.restart();
    gap.restart();
    QVERIFY(a->startFlow());
    QTRY_VERIFY_WITH_TIMEOUT(!a->isFlowRunning(), 120000);
    const qint64 flowed = clock.elapsed();
    QVERIFY(a->flow().has_value());
    qInfo("open and draw the grid (GUI thread): %lld ms; rollout + statistics (off the GUI "
          "thread): %lld ms, longest GUI stall %lld ms; flow: %lld ms, longest GUI stall %lld "
          "ms; peak memory %.0f MiB before opening, %.0f MiB after",
          opened, analysed, stallAnalysis, flowed, longest, before, peakMiB());
}

QTEST_MAIN(TestAttentionAnalysis)
#include "tst_attentionanalysis.moc"

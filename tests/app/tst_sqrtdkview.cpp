// "Why √d_k" driven as a user would, offscreen: the d_k slider, the two weight maps, the plots
// against d_k and the tab in the main window.
#include "document.h"
#include "heatmapwidget.h"
#include "loglogplot.h"
#include "mainwindow.h"
#include "sqrtdkview.h"
#include "stageview.h"

#include <QImage>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QUndoStack>

#include <cmath>

using namespace attnlab;

namespace {

// What a map shows: the mean over the rows of each row's largest weight, and the largest weight.
double meanRowMax(const HeatmapWidget* map)
{
    return map->data().values.rowwise().maxCoeff().mean();
}

double largest(const HeatmapWidget* map)
{
    return map->data().values.maxCoeff();
}

// Pixels of the image within a small distance of colour.
int pixelsOf(const QImage& image, const QColor& colour)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (std::abs(c.red() - colour.red()) + std::abs(c.green() - colour.green()) +
                    std::abs(c.blue() - colour.blue()) <
                24)
                ++n;
        }
    return n;
}

} // namespace

class TestSqrtDkView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void opensAtTheLessonsDk();
    void plotsHaveOnePointPerDk();
    void raisingDkSaturatesOnlyTheUnscaledMap();
    void keysMoveTheSlider();
    void tokensAndSeedDrawAgain();
    void plotsDrawBothSeries();
    void isATabOfTheMainWindow();
};

void TestSqrtDkView::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestSqrtDkView::opensAtTheLessonsDk()
{
    SqrtDkView view;
    QCOMPARE(view.dim(), 8);
    QCOMPARE(view.tokens(), 8);
    QCOMPARE(view.seed(), 0);
    QCOMPARE(view.unscaledMap()->data().values.rows(), 8);
    QCOMPARE(view.scaledMap()->data().values.cols(), 8);
    // Both maps on the same fixed 0 … 1 scale, so their colours compare.
    for (const HeatmapWidget* map : {view.unscaledMap(), view.scaledMap()}) {
        QCOMPARE(map->style().minimum.value_or(-1), 0.0);
        QCOMPARE(map->style().maximum.value_or(-1), 1.0);
    }
    // Every row of both maps is a softmax: it sums to 1.
    for (const HeatmapWidget* map : {view.unscaledMap(), view.scaledMap()})
        for (Eigen::Index i = 0; i < map->data().values.rows(); ++i)
            QVERIFY(std::abs(map->data().values.row(i).sum() - 1) < 1e-12);
}

void TestSqrtDkView::plotsHaveOnePointPerDk()
{
    SqrtDkView view;
    const std::vector<int>& steps = view.steps();
    QCOMPARE(steps.front(), 4);
    QCOMPARE(steps.back(), 1024);
    QCOMPARE(view.slider()->maximum() - view.slider()->minimum() + 1, int(steps.size()));
    for (const LogLogPlot* plot : {view.variancePlot(), view.weightPlot()}) {
        QCOMPARE(plot->series().size(), 2); // without and with the division
        for (const LogLogPlot::Series& s : plot->series()) {
            QCOMPARE(s.points.size(), qsizetype(steps.size()));
            for (std::size_t i = 0; i < steps.size(); ++i)
                QCOMPARE(s.points[qsizetype(i)].x(), double(steps[i]));
        }
    }
    // The variance plot shows the variances of the curve; the scaled ones are d_k times smaller.
    const LogLogPlot::Series& unscaled = view.variancePlot()->series()[0];
    const LogLogPlot::Series& scaled = view.variancePlot()->series()[1];
    for (qsizetype i = 0; i < unscaled.points.size(); ++i) {
        const double dk = unscaled.points[i].x();
        QVERIFY(std::abs(scaled.points[i].y() * dk / unscaled.points[i].y() - 1) < 1e-12);
    }
    QCOMPARE(view.variancePlot()->markedX().value_or(0), 8.0);
}

void TestSqrtDkView::raisingDkSaturatesOnlyTheUnscaledMap()
{
    SqrtDkView view;
    view.resize(1200, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy dims(&view, &SqrtDkView::dimChanged);
    QSignalSpy curves(&view, &SqrtDkView::curveChanged);

    view.slider()->setValue(view.slider()->minimum());
    QCOMPARE(dims.count(), 1);
    QCOMPARE(dims.last().at(0).toInt(), 4);
    const double unscaledAt4 = meanRowMax(view.unscaledMap());
    const double scaledAt4 = meanRowMax(view.scaledMap());

    view.slider()->setValue(view.slider()->maximum());
    QCOMPARE(dims.count(), 2);
    QCOMPARE(dims.last().at(0).toInt(), 1024);
    QCOMPARE(view.dim(), 1024);
    QCOMPARE(view.unscaledMap()->data().values.rows(), 8);
    // Without the division the rows go one-hot: the map's weights head for 1 …
    const double unscaledAt1024 = meanRowMax(view.unscaledMap());
    QVERIFY2(unscaledAt1024 > unscaledAt4 && unscaledAt1024 > 0.8,
             qPrintable(QStringLiteral("%1 -> %2").arg(unscaledAt4).arg(unscaledAt1024)));
    QVERIFY(largest(view.unscaledMap()) > 0.999);
    // … with it they stay spread, as they were at d_k = 4.
    const double scaledAt1024 = meanRowMax(view.scaledMap());
    QVERIFY2(scaledAt1024 < 0.6 && scaledAt4 < 0.6,
             qPrintable(QStringLiteral("%1 -> %2").arg(scaledAt4).arg(scaledAt1024)));
    QVERIFY(largest(view.scaledMap()) < 0.9);
    // The plots mark the current d_k; the draws at every d_k did not change.
    QCOMPARE(view.variancePlot()->markedX().value_or(0), 1024.0);
    QCOMPARE(view.weightPlot()->markedX().value_or(0), 1024.0);
    QCOMPARE(curves.count(), 0);
}

void TestSqrtDkView::keysMoveTheSlider()
{
    SqrtDkView view;
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy dims(&view, &SqrtDkView::dimChanged);
    view.slider()->setFocus();
    QTest::keyClick(view.slider(), Qt::Key_End);
    QCOMPARE(view.dim(), 1024);
    QTest::keyClick(view.slider(), Qt::Key_PageDown); // one power of 2 down
    QCOMPARE(view.dim(), 512);
    QTest::keyClick(view.slider(), Qt::Key_Home);
    QCOMPARE(view.dim(), 4);
    QCOMPARE(dims.count(), 3);
    view.setDim(100); // the nearest step on a log scale
    QCOMPARE(view.dim(), 96);
}

void TestSqrtDkView::tokensAndSeedDrawAgain()
{
    SqrtDkView view;
    QSignalSpy curves(&view, &SqrtDkView::curveChanged);
    const Matrix before = view.scaledMap()->data().values;

    view.tokensBox()->setValue(16);
    QCOMPARE(curves.count(), 1);
    QCOMPARE(view.scaledMap()->data().values.rows(), 16);
    QCOMPARE(view.curve().size(), view.steps().size());
    // The uniform row's guide follows n.
    QCOMPARE(view.weightPlot()->guides().first().points.first().y(), 1.0 / 16);

    view.tokensBox()->setValue(8);
    QCOMPARE(view.scaledMap()->data().values, before); // same seed, same numbers
    auto* again = view.findChild<QPushButton*>();
    QVERIFY(again);
    const double variance = view.curve().back().unscaled.variance;
    again->click();
    QCOMPARE(view.seed(), 1);
    QCOMPARE(curves.count(), 3);
    QVERIFY(view.scaledMap()->data().values != before);
    QVERIFY(view.curve().back().unscaled.variance != variance);
}

void TestSqrtDkView::plotsDrawBothSeries()
{
    SqrtDkView view;
    view.resize(1200, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    for (const LogLogPlot* plot : {view.variancePlot(), view.weightPlot()}) {
        const QImage image = const_cast<LogLogPlot*>(plot)->grab().toImage();
        QVERIFY(!image.isNull());
        for (const LogLogPlot::Series& s : plot->series())
            QVERIFY2(pixelsOf(image, s.colour) > 400,
                     qPrintable(plot->title() + QStringLiteral(": ") + s.name));
    }
}

void TestSqrtDkView::isATabOfTheMainWindow()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // Second, after the step-by-step view: the scaling step of its pipeline, on its own.
    QCOMPARE(window.views()->indexOf(window.lab<SqrtDkView>()), 1);
    QVERIFY(window.views()->tabText(1).contains(QStringLiteral("\u221a")));
    window.views()->setCurrentWidget(window.lab<SqrtDkView>());
    QVERIFY(window.lab<SqrtDkView>()->isVisible());
    // On this tab the arrow keys move d_k, not the hidden step-by-step view.
    const Stage stage = window.stageView()->stage();
    window.lab<SqrtDkView>()->slider()->setFocus();
    QTest::keyClick(window.lab<SqrtDkView>()->slider(), Qt::Key_Right);
    QCOMPARE(window.lab<SqrtDkView>()->dim(), 12);
    QCOMPARE(window.stageView()->stage(), stage);
    // The preferences reach its maps.
    Preferences p;
    p.colormap = QStringLiteral("magma");
    p.decimals = 1;
    window.applyPreferences(p);
    QCOMPARE(window.lab<SqrtDkView>()->unscaledMap()->style().colormap, QStringLiteral("magma"));
    QCOMPARE(window.lab<SqrtDkView>()->scaledMap()->style().decimals, 1);
    window.document()->undoStack()->setClean();
}

QTEST_MAIN(TestSqrtDkView)
#include "tst_sqrtdkview.moc"

// The tab "Deformable attention" driven as a user would, offscreen: the example's 8 × 8 map
// with its 3 reference points and 24 sampling points, a reference point dragged with the mouse
// (the samples follow by exactly the move, live and in the document, and one undo step brings
// everything back), a sampling point clicked to zoom into its 2 × 2 neighbours (weights summing
// to 1, the sample their weighted sum, neighbours off the map reading 0), the cost against full
// attention (the lesson's 640 × 640 picture: 204,800 samples against 40,960,000 comparisons at
// stride 8), the figure exported as PNG, SVG and PDF, and the tab fitting a 1280 × 720
// projector at text × 2 with a larger map.
#include "deformablekind.h"
#include "deformablelab.h"
#include "document.h"
#include "imagefile.h"
#include "labroom.h"
#include "mainwindow.h"
#include "testfiles.h"
#include "textscale.h"

#include <QCheckBox>
#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QLocale>
#include <QMap>
#include <QScrollArea>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <cmath>

using namespace attnlab;

namespace {

bool openExample(Document& doc)
{
    QString error;
    if (!doc.load(example("deformable-attention.json"), &error)) {
        qWarning("%s", qPrintable(error));
        return false;
    }
    doc.waitForResult();
    return true;
}

const DeformableTrace& traceOf(const Document& doc)
{
    return dynamic_cast<const DeformableTrace&>(doc.kindTrace());
}

/// A lab on the example, shown at a size where the map is large.
struct Shown
{
    Document doc;
    DeformableLab lab{&doc};
    explicit Shown(bool* ok)
    {
        *ok = openExample(doc);
        lab.resize(1400, 900);
        lab.show();
        *ok = *ok && QTest::qWaitForWindowExposed(&lab) && lab.isShowing() &&
              lab.levelPanels().size() == 1;
    }
    DeformableOverlay* panel() const { return lab.levelPanels().front(); }
};

} // namespace

class TestDeformableLab : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void tabAppearsForTheExample();
    void dragMovesTheReferencePoint();
    void clickASampleZooms();
    void zoomOffTheMap();
    void costNumbers();
    void onePanelPerLevel();
    void exportsTheFigure_data();
    void exportsTheFigure();
    void fitsTheRoom_data();
    void fitsTheRoom();
};

void TestDeformableLab::initTestCase()
{
    installImageDecoder(); // the examples include pictures, as attnlab's main() installs
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestDeformableLab::tabAppearsForTheExample()
{
    MainWindow window;
    QVERIFY(window.openFile(example("deformable-attention.json")));
    window.document()->waitForResult();
    DeformableLab* lab = window.lab<DeformableLab>();
    QVERIFY(lab);
    const int tab = window.views()->indexOf(lab);
    QVERIFY(tab >= 0);
    QVERIFY(window.views()->tabText(tab).contains(QStringLiteral("Deformable")));
    window.views()->setCurrentIndex(tab);
    QVERIFY(lab->isShowing());
    QCOMPARE(lab->levelPanels().size(), 1);
    const DeformableOverlayData& d = lab->levelPanels().front()->data();
    QCOMPARE(d.rows, 8);
    QCOMPARE(d.columns, 8);
    QCOMPARE(int(d.references.size()), 3);
    QCOMPARE(int(d.points.size()), 3 * 2 * 4); // n_q × M × K
    QCOMPARE(int(d.headColors.size()), 2);
    QVERIFY(d.headColors[0] != d.headColors[1]);
    // query 0's reference point (0.5, 0.5) at the centre of the map, in cells
    QCOMPARE(d.references[0], QPointF(4, 4));
    // a disc's area grows with its weight: query 0, head 1, point 1 (a ≈ 0.53) draws larger
    // than point 2 (a ≈ 0.03)
    QVERIFY(d.points[1 * 4 + 1].weight > d.points[1 * 4 + 2].weight);
    QCOMPARE(lab->selectedQuery(), 0);
    // the other kinds: the tab offers the example instead
    window.document()->reset(Document::lessonScenario());
    QVERIFY(!lab->isShowing());
    window.document()->undoStack()->setClean();
}

void TestDeformableLab::dragMovesTheReferencePoint()
{
    bool ok = false;
    Shown s(&ok);
    QVERIFY(ok);
    DeformableOverlay* panel = s.panel();
    // (copies: the document's trace is replaced when it computes again)
    const DeformableTrace& first = traceOf(s.doc);
    const double x0 = first.sample(0, 0, 0, 0).locationX;
    const double other = first.sample(1, 0, 0, 0).locationX;
    std::vector<double> xs, ys;
    for (int m = 0; m < 2; ++m)
        for (int k = 0; k < 4; ++k) {
            xs.push_back(first.sample(0, m, 0, k).locationX);
            ys.push_back(first.sample(0, m, 0, k).locationY);
        }
    QCOMPARE(s.doc.scenario().parameters.get<DeformableSpec>()->referencePoints(0, 0), 0.5);

    // press on query 0's ring (the centre of the map), drag it one pixel right and two up
    const QPoint from = panel->toWidget(QPointF(4, 4)).toPoint();
    const QPoint to = panel->toWidget(QPointF(5, 2)).toPoint();
    QVERIFY(panel->referenceAt(from) == 0);
    QTest::mousePress(panel, Qt::LeftButton, {}, from);
    for (int step = 1; step <= 4; ++step)
        QTest::mouseMove(panel, from + (to - from) * step / 4);
    // live: the lab's own computation for the moved point, before the mouse is let go
    const QPointF expected(std::clamp(panel->toCells(to).x() / 8, 0.0, 1.0),
                           std::clamp(panel->toCells(to).y() / 8, 0.0, 1.0));
    QVERIFY(s.lab.shownTrace());
    QCOMPARE(s.lab.shownTrace()->input.reference(0, 0), expected.x());
    QTest::mouseRelease(panel, Qt::LeftButton, {}, to);
    s.doc.waitForResult();

    // the document holds the new point, one pixel right and two up (to the screen's rounding)
    const Matrix& ref = s.doc.scenario().parameters.get<DeformableSpec>()->referencePoints;
    QCOMPARE(ref(0, 0), expected.x());
    QCOMPARE(ref(0, 1), expected.y());
    QVERIFY(std::abs(ref(0, 0) - (0.5 + 1.0 / 8)) < 0.02);
    QVERIFY(std::abs(ref(0, 1) - (0.5 - 2.0 / 8)) < 0.02);
    // every sample of query 0 moved by exactly as much (its offsets are fixed in pixels)
    const DeformableTrace& after = traceOf(s.doc);
    for (int m = 0; m < 2; ++m)
        for (int k = 0; k < 4; ++k) {
            const std::size_t i = std::size_t(m * 4 + k);
            QVERIFY(std::abs(after.sample(0, m, 0, k).locationX - xs[i] - (expected.x() - 0.5)) <
                    1e-12);
            QVERIFY(std::abs(after.sample(0, m, 0, k).locationY - ys[i] - (expected.y() - 0.5)) <
                    1e-12);
        }
    // the other queries did not move
    QCOMPARE(after.sample(1, 0, 0, 0).locationX, other);
    // the panel draws the new places
    const DeformableOverlayData& d = panel->data();
    QVERIFY(std::abs(d.references[0].x() - expected.x() * 8) < 1e-12);
    QVERIFY(std::abs(d.points[0].at.x() - after.sample(0, 0, 0, 0).locationX * 8) < 1e-12);

    // one drag, one undo step, which brings everything back
    QCOMPARE(s.doc.undoStack()->count(), 1);
    s.doc.undoStack()->undo();
    s.doc.waitForResult();
    QCOMPARE(s.doc.scenario().parameters.get<DeformableSpec>()->referencePoints(0, 0), 0.5);
    QCOMPARE(s.doc.scenario().parameters.get<DeformableSpec>()->referencePoints(0, 1), 0.5);
    QCOMPARE(traceOf(s.doc).sample(0, 0, 0, 0).locationX, x0);
    QCOMPARE(panel->data().references[0], QPointF(4, 4));
    s.doc.undoStack()->setClean();
}

void TestDeformableLab::clickASampleZooms()
{
    bool ok = false;
    Shown s(&ok);
    QVERIFY(ok);
    DeformableOverlay* panel = s.panel();
    // query 2, head 0, point 1: offset (−0.5, 0.5) from (0.6, 0.4), inside the map
    const DeformableOverlayData& d = panel->data();
    int index = -1;
    for (int i = 0; i < int(d.points.size()); ++i)
        if (d.points[std::size_t(i)].query == 2 && d.points[std::size_t(i)].head == 0 &&
            d.points[std::size_t(i)].point == 1)
            index = i;
    QVERIFY(index >= 0);
    s.lab.othersBox()->setChecked(true);
    const QPoint at = panel->toWidget(d.points[std::size_t(index)].at).toPoint();
    QCOMPARE(panel->pointAt(at), index);
    QTest::mouseClick(panel, Qt::LeftButton, {}, at);
    QCOMPARE(s.lab.zoomed(), (DeformableLab::Sample{2, 0, 0, 1}));
    QCOMPARE(s.lab.selectedQuery(), 2);
    QVERIFY(s.lab.zoomPanel()->hasData());
    const BilinearZoomData& z = s.lab.zoomPanel()->data();
    const DeformableSample& sample = traceOf(s.doc).sample(2, 0, 0, 1);
    double sum = 0, sampled = 0;
    for (int n = 0; n < 4; ++n) {
        const auto& nb = z.neighbours[std::size_t(n)];
        QVERIFY(nb.inside);
        QCOMPARE(nb.x, sample.neighbours[std::size_t(n)].x);
        QCOMPARE(nb.y, sample.neighbours[std::size_t(n)].y);
        sum += nb.weight;
        sampled += nb.weight * nb.value;
    }
    QVERIFY(std::abs(sum - 1.0) < 1e-12);
    // ℓ = (0.6 − 0.5/8, 0.4 + 0.5/8): pixel (4.3, 3.7) − 0.5 → f = (0.8, 0.2)
    QVERIFY(std::abs(z.fx - 0.8) < 1e-9);
    QVERIFY(std::abs(z.fy - 0.2) < 1e-9);
    // the values are the mean of head 0's 2 channels; the sample is their weighted sum, the
    // mean of the trace's sampled vector
    QVERIFY(std::abs(sampled - sample.value.mean()) < 1e-12);
    QVERIFY(z.lines.join(QLatin1Char(' ')).contains(QStringLiteral("0.8")));
    // one channel instead
    s.lab.valuesBox()->setCurrentIndex(1); // channel 0
    emit s.lab.valuesBox()->activated(1);
    const BilinearZoomData& c = s.lab.zoomPanel()->data();
    double channel0 = 0;
    for (const auto& nb : c.neighbours)
        channel0 += nb.weight * nb.value;
    QVERIFY(std::abs(channel0 - sample.value(0)) < 1e-12);
}

void TestDeformableLab::zoomOffTheMap()
{
    bool ok = false;
    Shown s(&ok);
    QVERIFY(ok);
    // query 1, head 0, point 0: (0.1, 0.15) + (−1.5, 0)/8 → pixel (−1.2, 0.7): the left
    // neighbours are off the map and read 0
    s.lab.zoomInto({1, 0, 0, 0});
    const BilinearZoomData& z = s.lab.zoomPanel()->data();
    QCOMPARE(z.neighbours[0].x, -2);
    QVERIFY(!z.neighbours[0].inside);
    QVERIFY(!z.neighbours[1].inside); // x = −1
    QVERIFY(!z.neighbours[2].inside);
    QCOMPARE(z.neighbours[0].value, 0.0);
    double sum = 0;
    for (const auto& nb : z.neighbours)
        sum += nb.weight;
    QVERIFY(std::abs(sum - 1.0) < 1e-12);
    QVERIFY(z.lines.join(QLatin1Char(' ')).contains(QStringLiteral("off the map")));
    // the overlay outlines the zoomed point
    QVERIFY(s.panel()->data().zoomed >= 0);
}

void TestDeformableLab::costNumbers()
{
    bool ok = false;
    Shown s(&ok);
    QVERIFY(ok);
    const QString cost = s.lab.costText();
    // this map: 3·2·4 = 24 samples against 3·8·8 = 192 comparisons
    QVERIFY2(cost.contains(QStringLiteral("= 24 samples")), qPrintable(cost));
    QVERIFY(cost.contains(QStringLiteral("= 192 comparisons")));
    // the lesson's picture, 8 heads × 4 points, every position a query
    for (const char* n : {"204,800", "40,960,000", "51,200", "2,560,000", "12,800", "160,000",
                          "806,400", "70,560,000", "200×", "12.5×", "87.5×"})
        QVERIFY2(cost.contains(QString::fromUtf8(n)), n);
}

void TestDeformableLab::onePanelPerLevel()
{
    // The red ball at strides 8, 16 and 32: a panel per level, the picture under the points,
    // and a drag on the coarsest level moves the query's points on every level.
    Document doc;
    QString error;
    QVERIFY2(doc.load(example("deformable-multilevel.json"), &error), qPrintable(error));
    doc.waitForResult();
    DeformableLab lab(&doc);
    lab.resize(1600, 1000);
    lab.show();
    QVERIFY(QTest::qWaitForWindowExposed(&lab));
    QVERIFY(lab.isShowing());
    const QList<DeformableOverlay*> panels = lab.levelPanels();
    QCOMPARE(panels.size(), 3);
    const int sides[] = {80, 40, 20};
    for (int l = 0; l < 3; ++l) {
        QCOMPARE(panels[l]->data().rows, sides[l]);
        QCOMPARE(panels[l]->data().columns, sides[l]);
        QVERIFY(!panels[l]->data().picture.isNull());              // the picture the maps come from
        QCOMPARE(int(panels[l]->data().points.size()), 3 * 1 * 4); // n_q × M × K on each
        QVERIFY(panels[l]->data().title.contains(QString::number(sides[l])));
    }
    QCOMPARE(lab.valuesBox()->itemText(0), QStringLiteral("The picture"));
    QVERIFY(lab.costText().contains(QStringLiteral("36 samples")));
    QVERIFY(lab.costText().contains(QStringLiteral("25,200 comparisons")));

    // drag query 0's ring on level 2 (20 × 20) two pixels down
    DeformableOverlay* coarse = panels[2];
    const QPoint from = coarse->toWidget(QPointF(10, 10)).toPoint();
    const QPoint to = coarse->toWidget(QPointF(10, 12)).toPoint();
    QCOMPARE(coarse->referenceAt(from), 0);
    const double fineY = traceOf(doc).sample(0, 0, 0, 0).locationY;
    QTest::mousePress(coarse, Qt::LeftButton, {}, from);
    QTest::mouseMove(coarse, (from + to) / 2);
    QTest::mouseMove(coarse, to);
    QTest::mouseRelease(coarse, Qt::LeftButton, {}, to);
    doc.waitForResult();
    const double y = doc.scenario().parameters.get<DeformableSpec>()->referencePoints(0, 1);
    QVERIFY2(std::abs(y - 0.6) < 0.02, qPrintable(QString::number(y)));
    // the same normalised move on the finest level: its points follow
    QVERIFY(std::abs(traceOf(doc).sample(0, 0, 0, 0).locationY - fineY - (y - 0.5)) < 1e-12);
    QVERIFY(std::abs(panels[0]->data().references[0].y() - y * 80) < 1e-9);
    QCOMPARE(doc.undoStack()->count(), 1);
    doc.undoStack()->undo();
    doc.waitForResult();
    QCOMPARE(doc.scenario().parameters.get<DeformableSpec>()->referencePoints(0, 1), 0.5);

    // a click on a point of level 1 zooms into it
    const DeformableOverlayData& d = panels[1]->data();
    QTest::mouseClick(panels[1], Qt::LeftButton, {},
                      panels[1]->toWidget(d.points[3].at).toPoint()); // query 0's farthest
    QCOMPARE(lab.zoomed().level, 1);
    QVERIFY(lab.zoomPanel()->data().title.contains(QStringLiteral("level 1")));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("levels.png"));
    QCOMPARE(lab.exportFigure(path), QString());
    QImage image;
    QVERIFY(image.load(path));
    QVERIFY(image.width() > 3 * image.height() / 2);
    doc.undoStack()->setClean();
}

void TestDeformableLab::exportsTheFigure_data()
{
    labroom::addFigureFormats();
}

void TestDeformableLab::exportsTheFigure()
{
    QFETCH(QString, suffix);
    bool ok = false;
    Shown s(&ok);
    QVERIFY(ok);
    s.lab.zoomInto({0, 1, 0, 1});
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("figure.") + suffix);
    QCOMPARE(s.lab.exportFigure(path), QString());
    QByteArray bytes;
    QImage image;
    const QString file = labroom::figureFile(path, &bytes, &image);
    QVERIFY2(file.isEmpty(), qPrintable(file));
    if (suffix == QLatin1String("png")) {
        // the map and the zoom beside it
        QVERIFY2(image.width() > 1000 && image.width() > image.height(),
                 qPrintable(QStringLiteral("%1 × %2").arg(image.width()).arg(image.height())));
    } else if (suffix == QLatin1String("svg")) {
        QVERIFY(bytes.contains("value map"));
        QVERIFY(bytes.contains("head 1"));
    }
}

void TestDeformableLab::fitsTheRoom_data()
{
    labroom::addRooms();
}

void TestDeformableLab::fitsTheRoom()
{
    // The page never scrolls sideways, wrapped labels get their height, nothing is cut (the
    // page scrolls instead), and larger text makes the map larger, never smaller.
    QFETCH(double, scale);
    QFETCH(QSize, room);
    const ScopedTextScale textScale(scale);
    MainWindow window;
    QVERIFY(window.openFile(example("deformable-attention.json")));
    window.document()->waitForResult();
    DeformableLab* lab = window.lab<DeformableLab>();
    const QString shown = labroom::showInRoom(window, lab, room);
    QVERIFY2(shown.isEmpty(), qPrintable(shown));
    QWidget* page = nullptr;
    const QString fits = labroom::pageFits(lab, &page);
    QVERIFY2(fits.isEmpty(), qPrintable(fits));
    // the zoom and the map get the room they ask for, inside the page
    BilinearZoom* zoom = lab->zoomPanel();
    QVERIFY(zoom->hasData());
    QVERIFY2(zoom->height() >= zoom->heightForWidth(zoom->width()),
             qPrintable(QStringLiteral("zoom %1 px high, needs %2")
                            .arg(zoom->height())
                            .arg(zoom->heightForWidth(zoom->width()))));
    DeformableOverlay* panel = lab->levelPanels().front();
    QVERIFY(panel->width() >= panel->minimumSizeHint().width());
    QVERIFY(panel->height() >= panel->minimumSizeHint().height());
    for (const QWidget* w : {static_cast<const QWidget*>(zoom), static_cast<const QWidget*>(panel)})
        QVERIFY(QRect(QPoint(0, 0), page->size())
                    .contains(QRect(w->mapTo(page, QPoint(0, 0)), w->size())));
    const double side = panel->mapRect().width();
    static QMap<int, double> sideAtScaleOne;
    const QString grows = labroom::growsWithText(sideAtScaleOne, scale, room, side);
    QVERIFY2(grows.isEmpty(), qPrintable(grows));
    window.document()->undoStack()->setClean();
}

QTEST_MAIN(TestDeformableLab)
#include "tst_deformablelab.moc"

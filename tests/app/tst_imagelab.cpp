// The tab "Attention on an image" driven as a user would, offscreen: the example picture cut
// into 20 × 20 patches, a click on a patch shows its row of the attention weights over the
// picture (the trace's numbers), the stride slider re-cuts it (undoably; 6,400 patches at
// stride 8 come from the long-input path, attentionWeightsRow), object queries and a prompt's
// words each get a map, a picture opened by itself starts a new scenario beside it, bad
// pictures change nothing, saving elsewhere keeps the picture reachable, the figure exports as
// PNG, SVG and PDF, and the tab fits a 1280 × 720 projector at text × 2 with a larger picture.
#include "attention.h"
#include "attentionkind.h"
#include "document.h"
#include "imagefile.h"
#include "imagelab.h"
#include "kinds.h"
#include "labroom.h"
#include "lessonfile.h"
#include "mainwindow.h"
#include "scenariofile.h"
#include "testfiles.h"
#include "testlessons.h"
#include "textscale.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QMap>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalSpy>
#include <QSlider>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <numeric>

using namespace attnlab;

namespace {

/// Whether patch p of the trained model's grid is one of the ball's 3 × 3 patches on the
/// lesson's picture, rows 4 to 6 and columns 2 to 4 (docs/vit-model.md).
bool onLessonBall(int p, int grid)
{
    return p / grid >= 4 && p / grid <= 6 && p % grid >= 2 && p % grid <= 4;
}

QString plain(const QString& html)
{
    QString text = html;
    text.replace(QStringLiteral("<br>"), QStringLiteral("\n"));
    return text.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
}

/// Clicks the button of the next message box, and keeps its text.
void answerNextMessageBox(QObject* context, QMessageBox::StandardButton button, QString* text)
{
    QTimer::singleShot(0, context, [button, text] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            *text = box->text();
            box->button(button)->click();
        }
    });
}

/// A scenario of the example picture, copied into dir, with the image block's other keys; by
/// default its mean colours (19 numbers a token), cheap enough for a debug or ASan build.
QString pictureScenario(const QTemporaryDir& dir, const QString& more = {})
{
    const QString picture = dir.filePath(QStringLiteral("red-ball.png"));
    if (!QFileInfo::exists(picture))
        QFile::copy(example("lessons/images/red-ball.png"), picture);
    const QString path = dir.filePath(QStringLiteral("picture.json"));
    writeAll(path,
             QStringLiteral("{\"format\": \"attnlab-scenario\", \"version\": 1, \"image\": "
                            "{\"path\": \"red-ball.png\", \"stride\": 32, %1}}")
                 .arg(more.isEmpty() ? QStringLiteral("\"embedding\": \"mean_colour\"") : more)
                 .toUtf8());
    return path;
}

bool openScenario(Document& doc, const QString& path)
{
    QString error;
    if (!doc.load(path, &error)) {
        qWarning("%s", qPrintable(error));
        return false;
    }
    doc.waitForResult();
    return true;
}

bool openExampleFile(Document& doc, const char* name)
{
    QString error;
    if (!doc.load(example(name), &error)) {
        qWarning("%s", qPrintable(error));
        return false;
    }
    doc.waitForResult();
    return true;
}

} // namespace

class TestImageLab : public QObject
{
    Q_OBJECT

private slots:
    // The examples include pictures: their decoder, as attnlab's main() installs it.
    void initTestCase() { installImageDecoder(); }
    void clickAPatch();
    void trainedModel();
    void lessonChapterIsTheModels();
    void strideRecutsThePicture();
    void objectQueriesAndWords_data();
    void objectQueriesAndWords();
    void openAPicture();
    void badPicturesChangeNothing_data();
    void badPicturesChangeNothing();
    void savingElsewhereKeepsThePicture();
    void examples_data();
    void examples();
    void exportsTheFigure_data();
    void exportsTheFigure();
    void fitsTheRoom_data();
    void fitsTheRoom();
};

void TestImageLab::clickAPatch()
{
    QTemporaryDir dir;
    Document doc;
    QVERIFY(openScenario(doc, pictureScenario(dir)));
    QVERIFY2(doc.hasResult(), qPrintable(doc.errorText()));
    ImageLab lab(&doc);
    lab.resize(1400, 900);
    lab.show();
    QVERIFY(QTest::qWaitForWindowExposed(&lab));
    PictureOverlay* overlay = lab.overlay();
    QCOMPARE(overlay->data().rows, 20);
    QCOMPARE(overlay->data().columns, 20);
    QCOMPARE(overlay->data().picture.size(), QSize(640, 640));

    // click patch (14, 9), on the ball
    const int patch = 14 * 20 + 9;
    QTest::mouseClick(overlay, Qt::LeftButton, {}, overlay->patchCentre(patch));
    QCOMPARE(lab.selected(), patch);
    QCOMPARE(overlay->data().selected, patch);
    // its row of the weights, exactly as the trace holds it
    const int weights = attentionKind("softmax").stageIndex("weights");
    const Matrix w = doc.kindTrace().stage(weights, 0, 0).values;
    QCOMPARE(int(lab.mapValues().size()), 400);
    for (int k = 0; k < 400; ++k)
        QCOMPARE(lab.mapValues()[std::size_t(k)], w(patch, k));
    // and as the row function computes it without the trace
    const Eigen::RowVectorXd row = attentionWeightsRow(doc.resolved().input, 0, patch);
    QVERIFY((row - w.row(patch)).cwiseAbs().maxCoeff() < 1e-12);
    // the ball's patches look at the ball: the strongest key is a red patch near it
    Eigen::Index best = 0;
    w.row(patch).maxCoeff(&best);
    QVERIFY2(std::abs(int(best) / 20 - 14) <= 3 && std::abs(int(best) % 20 - 9) <= 3,
             qPrintable(QString::number(best)));
    const QString summary = plain(lab.summaryText());
    QVERIFY2(summary.contains(QStringLiteral("would see 9 of the 400 patches")),
             qPrintable(summary));
    // the 3 × 3 field: on by default, off with its box
    QVERIFY(overlay->data().receptiveField);
    lab.convolutionBox()->click();
    QVERIFY(!overlay->data().receptiveField);
    // following the pointer
    lab.followBox()->click();
    QTest::mouseMove(overlay, overlay->patchCentre(3));
    QTRY_COMPARE(lab.selected(), 3);
    // opacity and colours are the view's, not the scenario's
    lab.opacitySlider()->setValue(30);
    QCOMPARE(overlay->data().opacity, 0.3);
    QVERIFY(!doc.isModified());
}

void TestImageLab::trainedModel()
{
    // "Attention of: a trained model": the shipped ViT reads the lesson's picture; the map is
    // its attention, as its own result holds it; a head opens step by step into the same
    // weights.
    QTemporaryDir dir;
    Document doc;
    QVERIFY(openScenario(doc, pictureScenario(dir)));
    ImageLab lab(&doc);
    lab.resize(1400, 900);
    lab.show();
    QVERIFY(QTest::qWaitForWindowExposed(&lab));
    QVERIFY(!lab.layerBox()->isVisible());
    QVERIFY(lab.strideSlider()->isVisible() && lab.askBox()->isVisible());
    lab.attentionOfBox()->setCurrentIndex(1);
    QVERIFY(lab.showsModel());
    QVERIFY(lab.layerBox()->isVisible() && lab.openHeadButton()->isVisible());
    // the pixels' patches and who asks: not the model's
    QVERIFY(!lab.strideSlider()->isVisible() && !lab.askBox()->isVisible());
    QVERIFY2(lab.introText().contains(QStringLiteral("64 patches of 8 × 8")) &&
                 lab.introText().contains(QStringLiteral("class token")),
             qPrintable(lab.introText()));
    const VitAttention& vit = lab.vit();
    QVERIFY(vit.hasResult());
    const QString answer = vit.answerText();
    QVERIFY2(answer.startsWith(QStringLiteral("ball")) && answer.contains(QStringLiteral("red")),
             qPrintable(answer));
    QVERIFY2(plain(lab.summaryText())
                 .contains(QStringLiteral(
                     "resized from 640\u00a0\u00d7\u00a0640 to 64\u00a0\u00d7\u00a064")),
             qPrintable(plain(lab.summaryText())));
    const int layers = vit.layers(), heads = vit.heads(), grid = vit.grid();
    QCOMPARE(lab.layerBox()->count(), layers + 1); // and the rollout
    QCOMPARE(lab.layerBox()->currentIndex(), layers - 1);
    QCOMPARE(lab.modelHeadBox()->count(), heads + 1); // and the mean
    PictureOverlay* overlay = lab.overlay();
    QCOMPARE(overlay->data().rows, grid);
    QCOMPARE(int(lab.mapValues().size()), grid * grid);
    // the class token's row of the last layer, mean of the heads, as the model computed it
    const AttentionRecord& last = vit.result().layers.back();
    double ball = 0;
    for (int p = 0; p < grid * grid; ++p) {
        double mean = 0;
        for (const Matrix& w : last.weights)
            mean += w(0, p + 1) / double(heads);
        QVERIFY(std::abs(lab.mapValues()[std::size_t(p)] - mean) < 1e-12);
        if (onLessonBall(p, grid))
            ball += mean;
    }
    qInfo("class token, last layer, mean of the heads: %.1f %% on the ball's 9 of %d patches",
          100 * ball, grid * grid);
    QVERIFY2(ball > 0.4, qPrintable(QString::number(ball)));

    // a patch's own row, then back to the class token
    const int patch = 5 * grid + 3;
    QTest::mouseClick(overlay, Qt::LeftButton, {}, overlay->patchCentre(patch));
    QCOMPARE(lab.modelToken(), patch + 1);
    QCOMPARE(overlay->data().selected, patch);
    QCOMPARE(lab.mapValues()[0], vit.patchMap(layers - 1, -1, patch + 1)[0]);
    lab.classTokenButton()->click();
    QCOMPARE(lab.modelToken(), 0);

    // one head opens step by step, and the step view's weights are the model's
    QVERIFY(!lab.openHeadButton()->isEnabled()); // the mean is no head
    lab.modelHeadBox()->setCurrentIndex(2);      // head 1
    QVERIFY(lab.openHeadButton()->isEnabled());
    QSignalSpy opened(&lab, &ImageLab::openScenarioRequested);
    lab.openHeadButton()->click();
    QCOMPARE(opened.count(), 1);
    const Scenario s = opened.at(0).at(0).value<Scenario>();
    QCOMPARE(int(s.q.rows()), grid * grid + 1);
    QCOMPARE(s.queryTokens.front(), std::string("CLS"));
    const Trace trace = computeTrace(resolveScenario(s).input);
    QVERIFY((trace.heads.front().weights - last.weights[1]).cwiseAbs().maxCoeff() < 1e-9);

    // the rollout through the layers: no single head to open
    lab.layerBox()->setCurrentIndex(layers);
    QVERIFY(!lab.openHeadButton()->isEnabled());
    const std::vector<double> rollout = lab.mapValues();
    QCOMPARE(rollout, vit.patchMap(layers, -1, 0));
    QVERIFY(std::accumulate(rollout.begin(), rollout.end(), 0.0) < 1.0 + 1e-9);

    // the model's map exports like the pixels' (one renderer): a PDF with its title
    lab.layerBox()->setCurrentIndex(layers - 1);
    const QString pdf = dir.filePath(QStringLiteral("model.pdf"));
    QCOMPARE(lab.exportFigure(pdf), QString());
    QVERIFY(QFileInfo(pdf).size() > 1000);
    QVERIFY(lab.overlay()->data().title.contains(QStringLiteral("trained ViT")));

    // and back to the pixels' own attention
    lab.attentionOfBox()->setCurrentIndex(0);
    QCOMPARE(overlay->data().rows, 20);
    QVERIFY(lab.strideSlider()->isVisible() && lab.askBox()->isVisible());
    QVERIFY(!doc.isModified()); // the model's view edits nothing
}

void TestImageLab::lessonChapterIsTheModels()
{
    // The lesson's chapter "where does the class token look?" carries Q, K and V that its
    // script computed in Python: they are the shipped model's, as the picture tab computes them
    // on the lesson's picture, and its multiple choice's stated answer (the ball) is where the
    // engine's weights of the class token go.
    const LoadedLesson lesson = readLessonFile(shippedLesson);
    int step = -1;
    for (std::size_t i = 0; i < lesson.lesson.steps.size(); ++i) {
        const auto& sc = lesson.lesson.steps[i].scenario;
        if (sc && !sc->queryTokens.empty() && sc->queryTokens.front() == "CLS")
            step = int(i);
    }
    QVERIFY2(step >= 0, "no step of the lesson opens the trained ViT's head");
    const LessonStep& chapter = lesson.lesson.steps[std::size_t(step)];
    QVERIFY(chapter.question && chapter.question->kind == LessonQuestion::Kind::Choice);

    QTemporaryDir dir;
    Document doc;
    QVERIFY(openScenario(doc, pictureScenario(dir)));
    ImageLab lab(&doc);
    lab.attentionOfBox()->setCurrentIndex(1);
    const VitAttention& vit = lab.vit();
    QVERIFY(vit.hasResult());
    const AttentionRecord& last = vit.result().layers.back();
    const Scenario& s = *chapter.scenario;
    QCOMPARE(s.queryTokens, vit.result().tokens);
    int head = -1;
    for (int h = 0; h < vit.heads(); ++h) {
        const Matrix& q = last.q[std::size_t(h)];
        if (q.rows() == s.q.rows() && q.cols() == s.q.cols() &&
            (q - s.q).cwiseAbs().maxCoeff() < 1e-5)
            head = h;
    }
    QVERIFY2(head >= 0, "the chapter's Q is no head of the model's last layer");
    // written with 7 significant digits
    QVERIFY((last.k[std::size_t(head)] - s.k).cwiseAbs().maxCoeff() < 1e-5);
    QVERIFY((last.v[std::size_t(head)] - s.v).cwiseAbs().maxCoeff() < 1e-5);
    QVERIFY2(QString::fromStdString(s.title).endsWith(QStringLiteral("head %1").arg(head)),
             s.title.c_str());

    // the engine's weights of the class token, where the player reveals them
    const ComputedStep computed = computeStep(lesson, step);
    const Trace trace = computeTrace(computed.resolved.input);
    const Matrix& w = trace.heads.front().weights;
    QVERIFY((w - last.weights[std::size_t(head)]).cwiseAbs().maxCoeff() < 1e-5);
    const int grid = vit.grid();
    double itself = w(0, 0), ball = 0, background = 0;
    for (int p = 0; p < grid * grid; ++p)
        (onLessonBall(p, grid) ? ball : background) += w(0, p + 1);
    qInfo("lesson chapter %d, head %d: the class token gives %.1f %% to the ball, %.1f %% to "
          "the sky and grass, %.1f %% to itself",
          step + 1, head, 100 * ball, 100 * background, 100 * itself);
    // choices: itself, the sky and the grass, the ball
    QCOMPARE(int(chapter.question->choices.size()), 3);
    const std::vector<double> shares{itself, background, ball};
    QCOMPARE(int(std::max_element(shares.begin(), shares.end()) - shares.begin()),
             chapter.question->answer);
    // the selected cell is the class token's strongest patch
    QVERIFY(chapter.cell);
    Eigen::Index strongest = 0;
    w.row(0).maxCoeff(&strongest);
    QCOMPARE(chapter.cell->column, int(strongest));
}

void TestImageLab::strideRecutsThePicture()
{
    QTemporaryDir dir;
    Document doc;
    QVERIFY(openScenario(doc, pictureScenario(dir)));
    ImageLab lab(&doc);
    lab.show();
    QVERIFY(plain(lab.costText()).contains(QStringLiteral("160,000")));
    lab.strideSlider()->setValue(16);
    QCOMPARE(doc.scenario().image.stride, 16);
    doc.waitForResult();
    QCOMPARE(lab.overlay()->data().rows, 40);
    QCOMPARE(doc.resolved().input.q.rows(), 1600);
    QCOMPARE(doc.undoStack()->count(), 1);
    // stride 8: 6,400 patches, more than the steps keep; the map comes from the row function
    lab.strideSlider()->setValue(8);
    doc.waitForResult();
    QVERIFY(!doc.hasResult());
    QVERIFY(doc.overview());
    QCOMPARE(lab.overlay()->data().rows, 80);
    const std::vector<double>& v = lab.mapValues();
    QCOMPARE(int(v.size()), 6400);
    double sum = 0;
    for (double x : v)
        sum += x;
    QVERIFY(std::abs(sum - 1.0) < 1e-9);
    QVERIFY2(plain(lab.costText()).contains(QStringLiteral("40,960,000")),
             qPrintable(lab.costText()));
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    doc.waitForResult();
    QCOMPARE(doc.scenario().image.stride, 32);
    QCOMPARE(lab.overlay()->data().rows, 20);
}

void TestImageLab::objectQueriesAndWords_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("maps");
    QTest::newRow("object queries") << "image-object-queries.json" << 4;
    QTest::newRow("prompt") << "image-prompt.json" << 6;
}

void TestImageLab::objectQueriesAndWords()
{
    QFETCH(QString, file);
    QFETCH(int, maps);
    Document doc;
    QVERIFY(openExampleFile(doc, qPrintable(file)));
    ImageLab lab(&doc);
    lab.resize(1400, 900);
    lab.show();
    QCOMPARE(lab.thumbnails().size(), maps);
    // a click on a small map enlarges it
    PictureOverlay* last = lab.thumbnails().constLast();
    QTest::mouseClick(last, Qt::LeftButton, {}, last->patchCentre(0));
    QCOMPARE(lab.selected(), maps - 1);
    if (maps == 6) {
        // "red" lights the ball (rows 11-15, columns 6-12), not the sky (rows 0-5)
        lab.select(1);
        const std::vector<double>& red = lab.mapValues();
        double ball = 0, sky = 0;
        for (int r = 11; r <= 14; ++r)
            for (int c = 7; c <= 11; ++c)
                ball += red[std::size_t(r * 20 + c)] / 20;
        for (int r = 0; r <= 5; ++r)
            for (int c = 0; c < 20; ++c)
                sky += red[std::size_t(r * 20 + c)] / 120;
        QVERIFY2(ball > 3 * sky, qPrintable(QStringLiteral("%1 vs %2").arg(ball).arg(sky)));
        QVERIFY(plain(lab.summaryText()).contains(QStringLiteral("\u201cred\u201d")));
    }
}

void TestImageLab::openAPicture()
{
    // A picture of 160 x 120 (the example, smaller): a new scenario beside it.
    QTemporaryDir dir;
    const QString picture = dir.filePath(QStringLiteral("ball.png"));
    QVERIFY(QImage(example("lessons/images/red-ball.png")).scaled(160, 120).save(picture));
    MainWindow window;
    window.show();
    QVERIFY(window.openFile(picture));
    Document* doc = window.document();
    QCOMPARE(doc->scenario().kind, InputKind::Image);
    QCOMPARE(doc->baseDir(), QFileInfo(picture).absolutePath());
    QCOMPARE(doc->scenario().image.path, std::string("ball.png"));
    QCOMPARE(doc->scenario().image.stride, 8); // 20 x 15 patches
    QCOMPARE(window.views()->currentWidget(), window.lab<ImageLab>());
    doc->waitForResult();
    QVERIFY2(doc->hasResult(), qPrintable(doc->errorText()));
    QCOMPARE(doc->resolved().queryTokens.size(), std::size_t(300));
    QVERIFY(!doc->isModified());
    // the lesson's 640 x 640 picture: stride 32, 400 patches
    QCOMPARE(ImageLab::scenarioForPicture(picture, 640, 640).image.stride, 32);
    // a large photo is first brought to 640 pixels on its longer side
    const Scenario big = ImageLab::scenarioForPicture(picture, 3000, 4000);
    QVERIFY(big.image.size);
    QCOMPARE(big.image.size->first, 480);
    QCOMPARE(big.image.size->second, 640);
}

void TestImageLab::badPicturesChangeNothing_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("says");
    const QByteArray png = readAll(example("lessons/images/red-ball.png"));
    QTest::newRow("truncated") << png.left(png.size() / 3) << "truncated";
    QTest::newRow("empty file") << QByteArray() << "not a picture";
    QTest::newRow("not a picture") << QByteArray("hello, this is text") << "not a picture";
    // a PNG header that claims 100,000 × 100,000 pixels
    QByteArray huge = png.left(33);
    const auto put = [&huge](int at, quint32 v) {
        for (int i = 0; i < 4; ++i)
            huge[at + i] = char((v >> (24 - 8 * i)) & 0xff);
    };
    put(16, 100000);
    put(20, 100000);
    // the chunk's CRC-32 (PNG's: reflected, polynomial 0xEDB88320) over "IHDR" and its data
    quint32 crc = 0xffffffffu;
    for (int i = 12; i < 29; ++i) {
        crc ^= quint8(huge[i]);
        for (int bit = 0; bit < 8; ++bit)
            crc = (crc >> 1) ^ (0xedb88320u & (0u - (crc & 1u)));
    }
    put(29, crc ^ 0xffffffffu);
    QTest::newRow("huge") << huge + png.mid(33) << "too large";
}

void TestImageLab::badPicturesChangeNothing()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, says);
    QTemporaryDir dir;
    const QString picture = dir.filePath(QStringLiteral("bad.png"));
    writeAll(picture, bytes);
    MainWindow window;
    window.show();
    const Scenario before = window.document()->scenario();
    QString shown;
    answerNextMessageBox(this, QMessageBox::Ok, &shown);
    QVERIFY(!window.openFile(picture));
    QVERIFY2(shown.contains(says), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("bad.png")), qPrintable(shown));
    QVERIFY(window.document()->scenario() == before);
    QVERIFY(!window.document()->isModified());
}

void TestImageLab::savingElsewhereKeepsThePicture()
{
    // The bundled example's picture is inside the app: saving copies it next to the file.
    // (its mean colours: the same picture, cheaper to compute)
    QTemporaryDir dir;
    MainWindow window;
    Scenario s = readScenarioFile(QStringLiteral(":/examples/image-patches.json")).scenario;
    s.image.embedding = ImageEmbedding::MeanColour;
    window.document()->reset(s, {}, {}, QStringLiteral(":/examples"));
    window.document()->waitForResult();
    QVERIFY2(window.document()->hasResult(), qPrintable(window.document()->errorText()));
    const QString saved = dir.filePath(QStringLiteral("mine.json"));
    QString error;
    QVERIFY2(window.document()->save(saved, &error), qPrintable(error));
    QCOMPARE(window.document()->scenario().image.path, std::string("red-ball.png"));
    QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("red-ball.png"))));
    // the file saved reads back and its picture resolves (20 x 20 patches)
    const auto resolves = [](const QString& file) {
        const LoadedScenario loaded = readScenarioFile(file);
        return resolveScenarioFile(loaded).image->tokens();
    };
    QCOMPARE(resolves(saved), 400);
    // a scenario in a folder below the picture's: the picture is copied next to it too (a
    // scenario names its files inside its own folder)
    QDir(dir.path()).mkdir(QStringLiteral("sub"));
    const QString below = dir.filePath(QStringLiteral("sub/x.json"));
    QVERIFY2(window.document()->save(below, &error), qPrintable(error));
    QCOMPARE(window.document()->scenario().image.path, std::string("red-ball.png"));
    QCOMPARE(resolves(below), 400);
    // and back in a folder above it: named relative to it, no copy
    const QString above = dir.filePath(QStringLiteral("y.json"));
    QVERIFY2(window.document()->save(above, &error), qPrintable(error));
    QCOMPARE(window.document()->scenario().image.path, std::string("sub/red-ball.png"));
    QCOMPARE(resolves(above), 400);
    window.document()->undoStack()->setClean();
}

void TestImageLab::examples_data()
{
    // The examples made of a picture (tst_scenario, a core test without image readers, leaves
    // them to this one): each opens, computes and shows its picture.
    QTest::addColumn<QString>("name");
    for (const QString& name : QDir(QStringLiteral(ATTNLAB_SOURCE_DIR "/examples"))
                                   .entryList({QStringLiteral("*.json")}, QDir::Files))
        if (readAll(QStringLiteral(ATTNLAB_SOURCE_DIR "/examples/") + name).contains("\"image\""))
            QTest::newRow(qPrintable(name)) << name;
}

void TestImageLab::examples()
{
    QFETCH(QString, name);
    Document doc;
    QVERIFY(openExampleFile(doc, qPrintable(name)));
    QVERIFY2(doc.hasResult(), qPrintable(doc.errorText()));
    QVERIFY(doc.warnings().empty());
    QVERIFY(doc.kindTrace().output().allFinite());
    QVERIFY(doc.resolved().image);
    if (doc.scenario().kind == InputKind::Image) {
        QCOMPARE(doc.resolved().image->gridRows, 20); // the lesson's 640 x 640 at stride 32
        ImageLab lab(&doc);
        QVERIFY(!lab.mapValues().empty());
    } else {
        // channel attention on the patches' features, or deformable attention's value maps
        QVERIFY(doc.resolved().kindInput);
    }
}

void TestImageLab::exportsTheFigure_data()
{
    labroom::addFigureFormats();
}

void TestImageLab::exportsTheFigure()
{
    QFETCH(QString, suffix);
    QTemporaryDir pictureDir;
    Document doc;
    QVERIFY(openScenario(doc, pictureScenario(pictureDir)));
    ImageLab lab(&doc);
    lab.show();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("figure.") + suffix);
    QCOMPARE(lab.exportFigure(path), QString());
    QByteArray bytes;
    QImage image;
    const QString file = labroom::figureFile(path, &bytes, &image);
    QVERIFY2(file.isEmpty(), qPrintable(file));
    if (suffix == QLatin1String("png"))
        QVERIFY(image.width() > 500 && image.height() > image.width());
    else if (suffix == QLatin1String("svg"))
        QVERIFY(bytes.contains("Where patch"));
}

void TestImageLab::fitsTheRoom_data()
{
    labroom::addRooms();
}

void TestImageLab::fitsTheRoom()
{
    // The page never scrolls sideways, wrapped labels get their height, and larger text makes
    // the picture larger, never smaller.
    QFETCH(double, scale);
    QFETCH(QSize, room);
    const ScopedTextScale textScale(scale);
    QTemporaryDir dir;
    MainWindow window;
    QVERIFY(window.openFile(pictureScenario(dir)));
    window.document()->waitForResult();
    ImageLab* lab = window.lab<ImageLab>();
    const QString shown = labroom::showInRoom(window, lab, room);
    QVERIFY2(shown.isEmpty(), qPrintable(shown));
    QWidget* page = nullptr;
    const QString fits = labroom::pageFits(lab, &page);
    QVERIFY2(fits.isEmpty(), qPrintable(fits));
    QVERIFY2(page->height() < 4 * room.height(),
             qPrintable(QStringLiteral("page %1 px high").arg(page->height())));
    const QRectF picture = pictureRect(lab->overlay()->rect(), lab->overlay()->data(),
                                       lab->overlay()->fontMetrics().height());
    static QMap<int, double> sideAtScaleOne;
    const QString grows = labroom::growsWithText(sideAtScaleOne, scale, room, picture.width());
    QVERIFY2(grows.isEmpty(), qPrintable(grows));
    window.document()->undoStack()->setClean();
}

QTEST_MAIN(TestImageLab)
#include "tst_imagelab.moc"

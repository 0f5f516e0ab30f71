// The tab "Trained translator" driven as a user would, offscreen: "the black cat" (the tab's own
// sentence) and "the black cat sleeps" typed and translated into French and Portuguese by the
// shipped model (« le chat noir », « o gato preto »; « … dort », « … dorme »), the adjective's
// cross-attention peaking on "black" in the head the training record names, the words coming out
// one decoding step at a time with the step's row highlighted, an unknown word marked with the
// nearest known ones (one click replaces it), word completion, the head opened step by step as a
// new document whose weights equal the model's (for the cross-attention and for the causal decoder
// self-attention), every figure exported as PNG, SVG and PDF, and the tab fitting a 1280 × 720
// projector at text × 2.
#include "alignmentfigure.h"
#include "document.h"
#include "heatmapwidget.h"
#include "labroom.h"
#include "mainwindow.h"
#include "textscale.h"
#include "translations.h"
#include "translatorlab.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QCompleter>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <algorithm>

using namespace attnlab;

namespace {

int indexOf(const std::vector<std::string>& tokens, const std::string& token)
{
    const auto it = std::find(tokens.begin(), tokens.end(), token);
    return it == tokens.end() ? -1 : int(it - tokens.begin());
}

/// Types a sentence, picks a language and clicks Translate, as a user does.
bool typeAndTranslate(TranslatorLab& lab, const QString& sentence, const QString& language)
{
    lab.sentenceEdit()->clear();
    QTest::keyClicks(lab.sentenceEdit(), sentence);
    lab.completer()->popup()->hide();
    const int at = lab.languageBox()->findData(language);
    if (at < 0)
        return false;
    lab.languageBox()->setCurrentIndex(at);
    auto* button = lab.findChild<QPushButton*>(QStringLiteral("translateButton"));
    if (!button)
        return false;
    QTest::mouseClick(button, Qt::LeftButton);
    return lab.hasTranslation();
}

} // namespace

class TestTranslatorLab : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void theBlackCat_data();
    void theBlackCat();
    void stepByStepDecoding();
    void unknownWord();
    void completion();
    void openHeadStepByStep_data();
    void openHeadStepByStep();
    void exportEveryFigure();
    void fitsTheRoom_data();
    void fitsTheRoom();
    // last: it installs the Portuguese translation
    void targetFollowsTheInterface();
};

void TestTranslatorLab::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestTranslatorLab::theBlackCat_data()
{
    QTest::addColumn<QString>("sentence");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QString>("adjective");
    const QString cat = QStringLiteral("the black cat");
    const QString sleeps = QStringLiteral("the black cat sleeps");
    QTest::newRow("fr") << cat << "fr" << QStringLiteral("le chat noir") << QStringLiteral("noir");
    QTest::newRow("pt") << cat << "pt" << QStringLiteral("o gato preto") << QStringLiteral("preto");
    QTest::newRow("fr, a verb") << sleeps << "fr" << QStringLiteral("le chat noir dort")
                                << QStringLiteral("noir");
    QTest::newRow("pt, a verb") << sleeps << "pt" << QStringLiteral("o gato preto dorme")
                                << QStringLiteral("preto");
}

void TestTranslatorLab::theBlackCat()
{
    QFETCH(QString, sentence);
    QFETCH(QString, language);
    QFETCH(QString, expected);
    QFETCH(QString, adjective);
    Document doc;
    TranslatorLab lab(&doc);
    lab.setAutoPlay(false);
    QVERIFY2(lab.ensureModel(), qPrintable(lab.modelError()));
    // the tab opens on the lesson's own example
    QCOMPARE(lab.findChild<QLineEdit*>(QStringLiteral("translatorSentence"))->text(),
             QStringLiteral("the black cat"));
    QVERIFY(typeAndTranslate(lab, sentence, language));
    const Translation& t = lab.translation();
    QVERIFY(t.reachedEos);
    // the head the training record names: the step writing the adjective looks most at "black"
    const auto aligned = lab.alignedHead();
    QVERIFY(aligned);
    const int written = indexOf(t.outputTokens, adjective.toStdString());
    const int black = indexOf(t.sourceTokens, "black");
    QVERIFY(written >= 0 && black >= 0);
    const auto peaks = lab.peaks(aligned->first, aligned->second);
    QCOMPARE(int(peaks.size()), int(t.outputTokens.size()));
    QCOMPARE(peaks[std::size_t(written)].source, black);
    const Matrix& w = t.cross[std::size_t(aligned->first)].weights[std::size_t(aligned->second)];
    for (Eigen::Index j = 0; j < w.cols(); ++j)
        if (j != black)
            QVERIFY(w(written, black) > w(written, j));
    // the tab says so, with the score on this sentence, and the grid marks the head
    auto* text = lab.findChild<QLabel*>(QStringLiteral("translatorAligned"));
    QVERIFY(text);
    QVERIFY2(text->text().contains(adjective + QStringLiteral(" → black")),
             qPrintable(text->text()));
    QVERIFY(text->text().contains(QStringLiteral("Alignment score")));
    QVERIFY(lab.alignmentScore(aligned->first, aligned->second) > 0.0);
    QVERIFY(lab.alignmentScore(aligned->first, aligned->second) <= 1.0);
    QCOMPARE(lab.layer(), aligned->first);
    QCOMPARE(lab.head(), aligned->second);
    // the alignment figure at the last step: every word written, "black" read
    const AlignmentFigureData fig = lab.alignmentFigure()->data();
    QCOMPARE(fig.topTokens.size(), qsizetype(t.sourceTokens.size()));
    QVERIFY(fig.topTokens.contains(QStringLiteral("black")));
    QVERIFY(fig.bottomTokens.contains(adjective));
    // the seed's example, word for word
    QCOMPARE(QString::fromStdString(t.text), expected);
    auto* shown = lab.findChild<QLabel*>(QStringLiteral("translatorWritten"));
    QVERIFY(shown && shown->text().contains(expected.section(u' ', -1)));
}

void TestTranslatorLab::stepByStepDecoding()
{
    Document doc;
    TranslatorLab lab(&doc);
    QVERIFY2(lab.ensureModel(), qPrintable(lab.modelError()));
    QVERIFY(typeAndTranslate(lab, QStringLiteral("the black cat"), QStringLiteral("fr")));
    // Translate plays from the first step, one a second
    QVERIFY(lab.isPlaying());
    QCOMPARE(lab.step(), 0);
    const int steps = lab.stepCount();
    QCOMPARE(steps, int(lab.translation().decoderInputTokens.size()));
    QCOMPARE(lab.heatmap()->data().values.rows(), 1);
    QTRY_COMPARE_WITH_TIMEOUT(lab.step(), 1, 2500);
    lab.setPlaying(false);
    // each step shows the rows written so far, the newest highlighted
    for (int s = 0; s < steps; ++s) {
        lab.setStep(s);
        QCOMPARE(lab.heatmap()->data().values.rows(), s + 1);
        QCOMPARE(lab.heatmap()->style().selectedRow, s);
        QCOMPARE(lab.alignmentFigure()->data().highlightRow, s);
        QCOMPARE(lab.alignmentFigure()->data().bottomTokens.size(), s + 1);
        QCOMPARE(lab.alignmentFigure()->data().bottomTokens.back(), lab.writtenToken(s));
        // the rows equal the model's
        const Matrix& w = lab.modelWeights();
        QCOMPARE(lab.heatmap()->data().values, Matrix(w.topRows(s + 1)));
    }
    QCOMPARE(lab.writtenToken(steps - 1), QStringLiteral("<eos>"));
    // the decoder's self-attention grows a row and a column per step, causal
    lab.setModule(TranslatorLab::Module::DecoderSelf);
    lab.setStep(1);
    QCOMPARE(lab.heatmap()->data().values.rows(), 2);
    QCOMPARE(lab.heatmap()->data().values.cols(), 2);
    QVERIFY(lab.heatmap()->data().hidden);
    QVERIFY((*lab.heatmap()->data().hidden)(0, 1));
    // the encoder's is the whole sentence at every step
    lab.setModule(TranslatorLab::Module::EncoderSelf);
    const int n = int(lab.translation().sourceTokens.size());
    QCOMPARE(lab.heatmap()->data().values.rows(), n);
    QCOMPARE(lab.heatmap()->data().values.cols(), n);
    // a click on a thumbnail shows that head large
    HeatmapWidget* thumb = lab.thumbnail(1, 2);
    QVERIFY(thumb);
    lab.resize(1400, 900);
    lab.show();
    QVERIFY(QTest::qWaitForWindowExposed(&lab));
    QTest::mouseClick(thumb, Qt::LeftButton, {}, thumb->rect().center());
    QCOMPARE(lab.layer(), 1);
    QCOMPARE(lab.head(), 2);
    QCOMPARE(lab.heatmap()->data().values, lab.translation().encoderSelf[1].weights[2]);
}

void TestTranslatorLab::unknownWord()
{
    Document doc;
    TranslatorLab lab(&doc);
    lab.setAutoPlay(false);
    QVERIFY2(lab.ensureModel(), qPrintable(lab.modelError()));
    QVERIFY(!typeAndTranslate(lab, QStringLiteral("the blak cat"), QStringLiteral("fr")));
    const QString words = lab.wordsText();
    QVERIFY2(words.contains(QStringLiteral("blak")), qPrintable(words));
    QVERIFY2(words.contains(QStringLiteral("replace:blak:black")), qPrintable(words));
    // a click on the nearest word replaces the unknown one
    auto* label = lab.findChild<QLabel*>(QStringLiteral("translatorWords"));
    QVERIFY(label);
    emit label->linkActivated(QStringLiteral("replace:blak:black"));
    QCOMPARE(lab.sentenceEdit()->text(), QStringLiteral("the black cat"));
    QVERIFY(!lab.wordsText().contains(QStringLiteral("blak")));
    QVERIFY(lab.translate());
    QVERIFY(lab.wordsText().isEmpty());
    QCOMPARE(lab.translation().sourceTokens[1], std::string("black"));
}

void TestTranslatorLab::completion()
{
    Document doc;
    TranslatorLab lab(&doc);
    lab.setAutoPlay(false);
    QVERIFY2(lab.ensureModel(), qPrintable(lab.modelError()));
    lab.resize(1200, 800);
    lab.show();
    QVERIFY(QTest::qWaitForWindowExposed(&lab));
    lab.sentenceEdit()->clear();
    QTest::keyClicks(lab.sentenceEdit(), QStringLiteral("the bla"));
    QCompleter* c = lab.completer();
    QCOMPARE(c->completionPrefix(), QStringLiteral("bla"));
    QVERIFY(c->completionCount() >= 1);
    QStringList offered;
    for (int i = 0; c->setCurrentRow(i); ++i)
        offered << c->currentCompletion();
    QVERIFY2(offered.contains(QStringLiteral("black")), qPrintable(offered.join(u',')));
    // choosing it completes the last word only
    emit c->activated(QStringLiteral("black"));
    QCOMPARE(lab.sentenceEdit()->text(), QStringLiteral("the black "));
    // a word being typed is not marked unknown while a known word starts with it
    QVERIFY(lab.wordsText().isEmpty());
}

void TestTranslatorLab::openHeadStepByStep_data()
{
    QTest::addColumn<int>("module");
    QTest::addColumn<bool>("causal");
    QTest::newRow("cross") << int(TranslatorLab::Module::Cross) << false;
    QTest::newRow("decoder self") << int(TranslatorLab::Module::DecoderSelf) << true;
    QTest::newRow("encoder self") << int(TranslatorLab::Module::EncoderSelf) << false;
}

void TestTranslatorLab::openHeadStepByStep()
{
    QFETCH(int, module);
    QFETCH(bool, causal);
    MainWindow window;
    window.document()->waitForResult();
    TranslatorLab* lab = window.lab<TranslatorLab>();
    QVERIFY(lab);
    lab->setAutoPlay(false);
    window.views()->setCurrentWidget(lab);
    QVERIFY2(lab->ensureModel(), qPrintable(lab->modelError()));
    QVERIFY(typeAndTranslate(*lab, QStringLiteral("the black cat"), QStringLiteral("fr")));
    lab->setModule(TranslatorLab::Module(module));
    const auto aligned = lab->alignedHead();
    QVERIFY(aligned);
    lab->selectHead(aligned->first, aligned->second);
    const Matrix expected = lab->modelWeights();
    QVERIFY(expected.size() > 0);
    auto* open = lab->findChild<QPushButton*>(QStringLiteral("openHeadStepByStep"));
    QVERIFY(open && open->isEnabled());
    QTest::mouseClick(open, Qt::LeftButton);
    // a new, unsaved document in the step-by-step view
    QCOMPARE(window.views()->currentIndex(), 0);
    Document* doc = window.document();
    QVERIFY(doc->filePath().isEmpty());
    QVERIFY(!doc->isModified());
    doc->waitForResult();
    QVERIFY2(doc->hasResult(), qPrintable(doc->errorText()));
    const Scenario& s = doc->scenario();
    QCOMPARE(s.kind, InputKind::Matrices);
    QCOMPARE(s.heads, 1);
    QCOMPARE(s.mask.causal, causal);
    QCOMPARE(int(s.q.cols()), lab->translator()->config().headDim());
    const Translation& t = lab->translation();
    if (TranslatorLab::Module(module) == TranslatorLab::Module::Cross) {
        QCOMPARE(s.keyTokens, t.sourceTokens);
        QCOMPARE(int(s.queryTokens.size()), int(t.decoderInputTokens.size()));
        QCOMPARE(s.queryTokens.back(), std::string("<eos>"));
    }
    // its weights there are the model's
    const Matrix& weights = doc->trace().heads.front().weights;
    QCOMPARE(weights.rows(), expected.rows());
    QCOMPARE(weights.cols(), expected.cols());
    const double diff = (weights - expected).cwiseAbs().maxCoeff();
    QVERIFY2(diff < 1e-12, qPrintable(QString::number(diff)));
    QVERIFY(lab->checkedDifference());
    QCOMPARE(*lab->checkedDifference(), diff);
    QVERIFY2(lab->checkText().contains(QStringLiteral("largest difference from the model")),
             qPrintable(lab->checkText()));
    qInfo("%s", qPrintable(lab->checkText()));
    QVERIFY(QString::fromStdString(s.description).contains(QStringLiteral("equal the model's")));
    // another scenario: the check no longer claims anything
    doc->reset(Document::lessonScenario());
    QVERIFY(lab->checkText().isEmpty());
}

void TestTranslatorLab::exportEveryFigure()
{
    Document doc;
    TranslatorLab lab(&doc);
    lab.setAutoPlay(false);
    QVERIFY2(lab.ensureModel(), qPrintable(lab.modelError()));
    QVERIFY(typeAndTranslate(lab, QStringLiteral("the black cat"), QStringLiteral("pt")));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const auto shape : {TranslatorLab::Shape::Lines, TranslatorLab::Shape::Heatmap}) {
        lab.setShape(shape);
        for (const QString& suffix : labroom::figureFormats()) {
            const QString path =
                dir.filePath(QStringLiteral("figure%1.%2").arg(int(shape)).arg(suffix));
            QCOMPARE(lab.exportFigure(path), QString());
            const QString figure = labroom::figureFile(path);
            QVERIFY2(figure.isEmpty(), qPrintable(figure));
            const QString grid = dir.filePath(QStringLiteral("grid.%1").arg(suffix));
            QCOMPARE(lab.exportGrid(grid), QString());
            const QString gridFile = labroom::figureFile(grid);
            QVERIFY2(gridFile.isEmpty(), qPrintable(gridFile));
        }
        QImage png(dir.filePath(QStringLiteral("figure%1.png").arg(int(shape))));
        QVERIFY(!png.isNull());
        QVERIFY(png.width() > 600);
    }
    QFile svg(dir.filePath(QStringLiteral("figure0.svg")));
    QVERIFY(svg.open(QIODevice::ReadOnly));
    const QByteArray text = svg.readAll();
    QVERIFY(text.contains("black"));
    QVERIFY(text.contains("preto"));
    // a bad place names it
    QVERIFY(lab.exportFigure(dir.filePath(QStringLiteral("no/such/dir/f.png")))
                .contains(QStringLiteral("f.png")));
}

void TestTranslatorLab::fitsTheRoom_data()
{
    labroom::addRooms(false);
}

void TestTranslatorLab::fitsTheRoom()
{
    // The page never scrolls sideways, wrapped labels get their height, and the large figure
    // is at least as large as it asks.
    QFETCH(double, scale);
    QFETCH(QSize, room);
    const ScopedTextScale textScale(scale);
    MainWindow window;
    window.document()->waitForResult();
    TranslatorLab* lab = window.lab<TranslatorLab>();
    const QString shown = labroom::showInRoom(window, lab, room);
    QVERIFY2(shown.isEmpty(), qPrintable(shown));
    QVERIFY2(lab->hasTranslation(), qPrintable(lab->modelError()));
    const QString fits = labroom::pageFits(lab);
    QVERIFY2(fits.isEmpty(), qPrintable(fits));
    AlignmentFigure* fig = lab->alignmentFigure();
    QVERIFY(fig->isVisible());
    QVERIFY(fig->width() >= fig->minimumSizeHint().width());
    QVERIFY(fig->height() >= fig->minimumSizeHint().height());
}

QTEST_MAIN(TestTranslatorLab)
/// The tab first translates into the interface's language where the model writes it (a
/// Brazilian class sees « o gato preto »), else into French, the lesson's example.
void TestTranslatorLab::targetFollowsTheInterface()
{
    {
        Document doc;
        TranslatorLab lab(&doc);
        QVERIFY2(lab.ensureModel(), qPrintable(lab.modelError()));
        QCOMPARE(lab.languageBox()->currentData().toString(), QStringLiteral("fr"));
    }
    QCOMPARE(installTranslators(*qApp, QStringLiteral("pt_BR")), QStringLiteral("pt"));
    Document doc;
    TranslatorLab lab(&doc);
    QVERIFY2(lab.ensureModel(), qPrintable(lab.modelError()));
    QCOMPARE(lab.languageBox()->currentData().toString(), QStringLiteral("pt"));
}

#include "tst_translatorlab.moc"

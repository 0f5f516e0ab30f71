// attnlab-cli render end to end (the real binary, real files, exit codes and messages), and the
// File › Export… dialog's files.
#include "attention.h"
#include "attentionmaps.h"
#include "clirun.h"
#include "document.h"
#include "exportdialog.h"
#include "preferences.h"
#include "scenariofile.h"
#include "stagefigure.h"
#include "testfiles.h"

#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

using namespace attnlab;

namespace {

using Run = CliRun;

Run cli(const QStringList& args)
{
    return runCli(QStringList{QStringLiteral("render")} + args);
}

QStringList files(const QString& dir)
{
    QStringList names = QDir(dir).entryList(QDir::Files, QDir::Name);
    names.sort();
    return names;
}

QString why(const Run& r)
{
    return QStringLiteral("exit %1, stderr: %2").arg(r.exitCode).arg(QString::fromUtf8(r.err));
}

} // namespace

class TestRender : public QObject
{
    Q_OBJECT

private slots:
    void pdf();
    void svg();
    void png();
    void formatOption();
    void batchEveryStageEveryHead();
    void batchPdf();
    void npyWeights();
    void usageErrors_data();
    void usageErrors();
    void unwritable();
    void help();
    void exportDialogFiles();
    void exportDialogMaps();
    void exportDialogUnits_data();
    void exportDialogUnits();
    void cliDefaultsMatchExportDialog();
    void defaultTitlesNameTheStage();
    void gridFigures();
    void gridInTheExportDialog();
    void float16Weights();
};

void TestRender::pdf()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("fig.pdf"));
    const Run r = cli({example("translation-black-cat.json"), QStringLiteral("--out"), out});
    QVERIFY2(r.exitCode == 0, qPrintable(why(r)));
    QCOMPARE(QString::fromUtf8(r.out).trimmed(), out);
    QVERIFY2(r.err.isEmpty(), r.err.constData()); // headless, and quiet
    const QByteArray pdf = readAll(out);
    QVERIFY(pdf.startsWith("%PDF-"));
    QCOMPARE(pdfPageCount(pdf), 1);
}

void TestRender::svg()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("fig.svg"));
    const Run r =
        cli({example("translation-black-cat.json"), QStringLiteral("--stage"),
             QStringLiteral("scores"), QStringLiteral("--annotate"), QStringLiteral("--title"),
             QStringLiteral("Le chat noir"), QStringLiteral("--out"), out});
    QVERIFY2(r.exitCode == 0, qPrintable(why(r)));
    QString error;
    const QStringList texts = svgTexts(readAll(out), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    for (const char* token :
         {"Le", "chat", "noir", "The", "black", "cat", "Query", "Key", "Le chat noir"})
        QVERIFY2(texts.contains(QString::fromUtf8(token)), token);
}

void TestRender::png()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("fig.png"));
    const Run r =
        cli({example("translation-black-cat.json"), QStringLiteral("--dpi"), QStringLiteral("100"),
             QStringLiteral("--size"), QStringLiteral("4x3"), QStringLiteral("--colormap"),
             QStringLiteral("magma"), QStringLiteral("--out"), out});
    QVERIFY2(r.exitCode == 0, qPrintable(why(r)));
    const QImage image(out);
    QCOMPARE(image.size(), QSize(400, 300));
    // The default: 6 x 5 inches at 192 dpi.
    QVERIFY(cli({example("translation-black-cat.json"), QStringLiteral("--out"), out}).exitCode ==
            0);
    QCOMPARE(QImage(out).size(), QSize(1152, 960));
    // Tight: no larger than asked.
    QVERIFY(cli({example("translation-black-cat.json"), QStringLiteral("--tight"),
                 QStringLiteral("--out"), out})
                .exitCode == 0);
    const QSize tight = QImage(out).size();
    QVERIFY(tight.width() <= 1152 && tight.height() <= 960 && tight.width() > 500);
}

void TestRender::formatOption()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("figure.out"));
    Run r = cli({example("lesson-seed0.json"), QStringLiteral("--format"), QStringLiteral("pdf"),
                 QStringLiteral("--out"), out});
    QVERIFY2(r.exitCode == 0, qPrintable(why(r)));
    QVERIFY(readAll(out).startsWith("%PDF-"));
    r = cli({example("lesson-seed0.json"), QStringLiteral("--format"), QStringLiteral("svg"),
             QStringLiteral("--out"), dir.filePath(QStringLiteral("fig.png"))});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("does not match"), r.err.constData());
}

void TestRender::batchEveryStageEveryHead()
{
    QTemporaryDir dir;
    const QString outDir = dir.filePath(QStringLiteral("figures")); // created
    const Run r = cli({example("multihead-output-projection.json"), QStringLiteral("--all-stages"),
                       QStringLiteral("--all-heads"), QStringLiteral("--out-dir"), outDir});
    QVERIFY2(r.exitCode == 0, qPrintable(why(r)));
    QStringList expected;
    for (const char* stage : {"scores", "scaled", "masked", "weights", "output"})
        for (int head = 0; head < 4; ++head)
            expected << QStringLiteral("%1-head%2.png").arg(QLatin1String(stage)).arg(head);
    expected << QStringLiteral("final.png");
    expected.sort();
    QCOMPARE(files(outDir), expected);
    QCOMPARE(QString::fromUtf8(r.out).trimmed().split(QLatin1Char('\n')).size(), 21);
    QVERIFY(!QImage(QDir(outDir).filePath(QStringLiteral("weights-head3.png"))).isNull());

    // Every head of one stage, as SVG, into an existing folder.
    const QString svgDir = dir.filePath(QStringLiteral("svg"));
    QVERIFY(QDir().mkpath(svgDir));
    const Run s =
        cli({example("multihead-output-projection.json"), QStringLiteral("--stage"),
             QStringLiteral("scores"), QStringLiteral("--all-heads"), QStringLiteral("--format"),
             QStringLiteral("svg"), QStringLiteral("--out-dir"), svgDir});
    QVERIFY2(s.exitCode == 0, qPrintable(why(s)));
    QCOMPARE(files(svgDir),
             QStringList({QStringLiteral("scores-head0.svg"), QStringLiteral("scores-head1.svg"),
                          QStringLiteral("scores-head2.svg"), QStringLiteral("scores-head3.svg")}));
    // Every stage of one head.
    const QString oneHead = dir.filePath(QStringLiteral("head2"));
    const Run h =
        cli({example("multihead-output-projection.json"), QStringLiteral("--all-stages"),
             QStringLiteral("--head"), QStringLiteral("2"), QStringLiteral("--out-dir"), oneHead});
    QVERIFY2(h.exitCode == 0, qPrintable(why(h)));
    QCOMPARE(
        files(oneHead),
        QStringList({QStringLiteral("final.png"), QStringLiteral("masked-head2.png"),
                     QStringLiteral("output-head2.png"), QStringLiteral("scaled-head2.png"),
                     QStringLiteral("scores-head2.png"), QStringLiteral("weights-head2.png")}));
}

void TestRender::batchPdf()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("heads.pdf"));
    Run r = cli({example("multihead-output-projection.json"), QStringLiteral("--all-heads"),
                 QStringLiteral("--out"), out});
    QVERIFY2(r.exitCode == 0, qPrintable(why(r)));
    QCOMPARE(pdfPageCount(readAll(out)), 4);
    r = cli({example("multihead-output-projection.json"), QStringLiteral("--all-heads"),
             QStringLiteral("--all-stages"), QStringLiteral("--out"), out});
    QVERIFY2(r.exitCode == 0, qPrintable(why(r)));
    QCOMPARE(pdfPageCount(readAll(out)), 21);
    // Several figures do not fit in one PNG.
    const QString png = dir.filePath(QStringLiteral("heads.png"));
    r = cli({example("multihead-output-projection.json"), QStringLiteral("--all-heads"),
             QStringLiteral("--out"), png});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("--out-dir"), r.err.constData());
    QVERIFY(!QFileInfo::exists(png));
}

void TestRender::npyWeights()
{
    // (2 layers, 4 heads, 6, 6) softmax weights and their 6 tokens.
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("fig.svg"));
    Run r = cli({npyData("attention_stack.npy"), QStringLiteral("--layer"), QStringLiteral("1"),
                 QStringLiteral("--head"), QStringLiteral("3"), QStringLiteral("--tokens"),
                 npyData("tokens.json"), QStringLiteral("--out"), out});
    QVERIFY2(r.exitCode == 0, qPrintable(why(r)));
    QString error;
    const QStringList texts = svgTexts(readAll(out), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(texts.contains(QStringLiteral("black")));
    QVERIFY(texts.contains(QStringLiteral("Attention weights \u2014 layer 1, head 3")));

    const QString outDir = dir.filePath(QStringLiteral("maps"));
    r = cli({npyData("attention_stack.npy"), QStringLiteral("--all-layers"),
             QStringLiteral("--all-heads"), QStringLiteral("--out-dir"), outDir});
    QVERIFY2(r.exitCode == 0, qPrintable(why(r)));
    QStringList expected;
    for (int layer = 0; layer < 2; ++layer)
        for (int head = 0; head < 4; ++head)
            expected << QStringLiteral("weights-layer%1-head%2.png").arg(layer).arg(head);
    expected.sort();
    QCOMPARE(files(outDir), expected);

    r = cli({npyData("attention_stack.npy"), QStringLiteral("--layer"), QStringLiteral("2"),
             QStringLiteral("--out"), out});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("--layer: 2 is out of range"), r.err.constData());
    r = cli({npyData("attention_stack.npy"), QStringLiteral("--stage"), QStringLiteral("scores"),
             QStringLiteral("--out"), out});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("attention weights only"), r.err.constData());
    r = cli({npyData("corrupt_header.npy"), QStringLiteral("--out"), out});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("corrupt_header.npy"), r.err.constData());

    // X.npy --layer 1 --head 2, with X.tokens.txt beside it read without --tokens (as the app
    // does); without that file, indices.
    const QString npy = dir.filePath(QStringLiteral("X.npy"));
    QVERIFY(QFile::copy(npyData("attention_stack.npy"), npy));
    const QString bare = dir.filePath(QStringLiteral("bare.svg"));
    r = cli({npy, QStringLiteral("--layer"), QStringLiteral("1"), QStringLiteral("--head"),
             QStringLiteral("2"), QStringLiteral("--out"), bare});
    QVERIFY2(r.exitCode == 0, qPrintable(why(r)));
    QVERIFY(!svgTexts(readAll(bare), &error).contains(QStringLiteral("black")));
    QVERIFY(QFile::copy(npyData("tokens.txt"), dir.filePath(QStringLiteral("X.tokens.txt"))));
    const QString labelled = dir.filePath(QStringLiteral("labelled.svg"));
    r = cli({npy, QStringLiteral("--layer"), QStringLiteral("1"), QStringLiteral("--head"),
             QStringLiteral("2"), QStringLiteral("--out"), labelled});
    QVERIFY2(r.exitCode == 0, qPrintable(why(r)));
    const QStringList labels = svgTexts(readAll(labelled), &error);
    QVERIFY(labels.contains(QStringLiteral("black")));
    QVERIFY(labels.contains(QStringLiteral("Attention weights \u2014 layer 1, head 2")));

    // BERT's tokens, one a line with "[CLS]" first, beside the weights and with --tokens.
    const QString bert = dir.filePath(QStringLiteral("bert.npy"));
    QVERIFY(QFile::copy(npyData("attention_stack.npy"), bert));
    QFile bertTokens(dir.filePath(QStringLiteral("bert.tokens.txt")));
    QVERIFY(bertTokens.open(QIODevice::WriteOnly));
    bertTokens.write("[CLS]\nthe\ncat\nsat\ndown\n[SEP]\n");
    bertTokens.close();
    for (const bool beside : {true, false}) {
        QStringList args{beside ? bert : npy, QStringLiteral("--out"), labelled};
        if (!beside)
            args << QStringLiteral("--tokens") << bertTokens.fileName();
        r = cli(args);
        QVERIFY2(r.exitCode == 0, qPrintable(why(r)));
        const QStringList bertLabels = svgTexts(readAll(labelled), &error);
        QVERIFY2(bertLabels.contains(QStringLiteral("[CLS]")) &&
                     bertLabels.contains(QStringLiteral("[SEP]")),
                 qPrintable(bertLabels.join(QLatin1Char('|'))));
    }
}

void TestRender::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString lesson = example("lesson-seed0.json");
    const QString multi = example("multihead-output-projection.json");
    const QString out = QStringLiteral("/tmp/attnlab-never-written.png");
    QTest::newRow("unknown stage")
        << QStringList{lesson, QStringLiteral("--stage"), QStringLiteral("logits"),
                       QStringLiteral("--out"), out}
        << QStringLiteral("--stage: unknown stage 'logits'");
    QTest::newRow("head out of range")
        << QStringList{multi, QStringLiteral("--head"), QStringLiteral("4"),
                       QStringLiteral("--out"), out}
        << QStringLiteral("--head: 4 is out of range; the scenario has 4 heads (0 to 3)");
    QTest::newRow("negative head")
        << QStringList{lesson, QStringLiteral("--head"), QStringLiteral("-1"),
                       QStringLiteral("--out"), out}
        << QStringLiteral("--head: -1 is out of range");
    QTest::newRow("head not a number")
        << QStringList{lesson, QStringLiteral("--head"), QStringLiteral("two"),
                       QStringLiteral("--out"), out}
        << QStringLiteral("--head: expected a whole number");
    QTest::newRow("no output") << QStringList{lesson} << QStringLiteral("--out FILE");
    QTest::newRow("both outputs") << QStringList{lesson, QStringLiteral("--out"), out,
                                                 QStringLiteral("--out-dir"),
                                                 QStringLiteral("/tmp")}
                                  << QStringLiteral("not both");
    QTest::newRow("unknown extension")
        << QStringList{lesson, QStringLiteral("--out"), QStringLiteral("/tmp/fig.bmp")}
        << QStringLiteral("unknown figure format '.bmp'");
    QTest::newRow("unknown format")
        << QStringList{lesson, QStringLiteral("--format"), QStringLiteral("gif"),
                       QStringLiteral("--out"), out}
        << QStringLiteral("--format: unknown format 'gif'");
    QTest::newRow("bad dpi") << QStringList{lesson, QStringLiteral("--dpi"), QStringLiteral("0"),
                                            QStringLiteral("--out"), out}
                             << QStringLiteral("--dpi");
    QTest::newRow("bad size") << QStringList{lesson, QStringLiteral("--size"),
                                             QStringLiteral("6 by 5"), QStringLiteral("--out"), out}
                              << QStringLiteral("--size");
    QTest::newRow("unknown colormap")
        << QStringList{lesson, QStringLiteral("--colormap"), QStringLiteral("jet"),
                       QStringLiteral("--out"), out}
        << QStringLiteral("--colormap: unknown colormap 'jet'");
    QTest::newRow("layer of a scenario")
        << QStringList{lesson, QStringLiteral("--layer"), QStringLiteral("1"),
                       QStringLiteral("--out"), out}
        << QStringLiteral("--layer applies to .npy");
    QTest::newRow("missing input")
        << QStringList{QStringLiteral("/tmp/attnlab-no-such.json"), QStringLiteral("--out"), out}
        << QStringLiteral("attnlab-no-such.json");
    QTest::newRow("unknown option")
        << QStringList{lesson, QStringLiteral("--colour"), QStringLiteral("red")}
        << QStringLiteral("colour");
}

void TestRender::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = cli(args);
    QVERIFY2(r.exitCode == 2, qPrintable(why(r)));
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    QVERIFY(!QFileInfo::exists(QStringLiteral("/tmp/attnlab-never-written.png")));
}

void TestRender::unwritable()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("notes.txt"));
    writeAll(file, "keep");
    // (tests run as root: a file used as a folder stops a write where permissions would not)
    const QString under = file + QStringLiteral("/fig.pdf");
    Run r = cli({example("lesson-seed0.json"), QStringLiteral("--out"), under});
    QVERIFY2(r.exitCode == 1, qPrintable(why(r)));
    QVERIFY2(r.err.contains(under.toUtf8()) && r.err.contains("is a file, not a folder"),
             r.err.constData());
    r = cli({example("lesson-seed0.json"), QStringLiteral("--out-dir"), file});
    QVERIFY2(r.exitCode == 1, qPrintable(why(r)));
    QCOMPARE(readAll(file), QByteArray("keep"));

    // A failed render leaves an existing figure as it was.
    const QString figure = dir.filePath(QStringLiteral("fig.png"));
    writeAll(figure, "last week's figure");
    r = cli({example("multihead-output-projection.json"), QStringLiteral("--head"),
             QStringLiteral("9"), QStringLiteral("--out"), figure});
    QCOMPARE(r.exitCode, 2);
    r = cli({example("lesson-seed0.json"), QStringLiteral("--size"), QStringLiteral("90x90"),
             QStringLiteral("--dpi"), QStringLiteral("1200"), QStringLiteral("--out"), figure});
    QCOMPARE(r.exitCode, 2); // too large an image is invalid input, found before drawing
    QVERIFY2(r.err.contains("too large"), r.err.constData());
    QCOMPARE(readAll(figure), QByteArray("last week's figure"));
    QCOMPARE(files(dir.path()),
             QStringList({QStringLiteral("fig.png"), QStringLiteral("notes.txt")}));
}

void TestRender::help()
{
    const Run r = cli({QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    for (const char* text : {"--stage", "--all-stages", "--all-heads", "--out-dir", "--dpi",
                             "weights-head0.png", "--tight"})
        QVERIFY2(r.out.contains(text), text);
}

void TestRender::exportDialogFiles()
{
    Document document;
    QString error;
    QVERIFY2(document.load(example("multihead-output-projection.json"), &error), qPrintable(error));
    document.waitForResult();
    QVERIFY(document.hasResult());
    ExportDialog dialog(&document, Stage::Weights, 1);
    QVERIFY(!dialog.previewImage().isNull());

    QCOMPARE(dialog.figureNames(), QStringList{QStringLiteral("weights-head1")});
    dialog.setScope(ExportDialog::Scope::EveryHead);
    QCOMPARE(dialog.figureNames().size(), 4);
    dialog.setFormat(FigureFormat::Png);
    QTemporaryDir dir;
    const QString base = dir.filePath(QStringLiteral("attention.png"));
    QCOMPARE(dialog.filesFor(base),
             QStringList({dir.filePath(QStringLiteral("attention-weights-head0.png")),
                          dir.filePath(QStringLiteral("attention-weights-head1.png")),
                          dir.filePath(QStringLiteral("attention-weights-head2.png")),
                          dir.filePath(QStringLiteral("attention-weights-head3.png"))}));
    QStringList written;
    error = dialog.exportTo(base, &written);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(written, dialog.filesFor(base));
    for (const QString& file : written)
        QVERIFY(!QImage(file).isNull());

    // PDF: one file, a page per figure.
    dialog.setScope(ExportDialog::Scope::EveryStage);
    dialog.setFormat(FigureFormat::Pdf);
    const QString pdf = dir.filePath(QStringLiteral("stages.pdf"));
    QCOMPARE(dialog.filesFor(pdf), QStringList{pdf});
    QVERIFY(dialog.exportTo(pdf).isEmpty());
    QCOMPARE(pdfPageCount(readAll(pdf)), 6);

    // The current view as SVG; an unwritable place names the reason.
    dialog.setScope(ExportDialog::Scope::CurrentView);
    dialog.setFormat(FigureFormat::Svg);
    const QString svg = dir.filePath(QStringLiteral("one.svg"));
    QVERIFY(dialog.exportTo(svg).isEmpty());
    QVERIFY(readAll(svg).contains("<svg"));
    error = dialog.exportTo(pdf + QStringLiteral("/x.svg"));
    QVERIFY2(error.contains(QLatin1String("is a file, not a folder")), qPrintable(error));
}

void TestRender::exportDialogMaps()
{
    // Weights read from a (2, 4, 6, 6) .npy: the current map, the heads of its layer, every map.
    const AttentionMaps maps = readAttentionMapsFile(npyData("attention_stack.npy").toStdString(),
                                                     npyData("tokens.txt").toStdString());
    ExportDialog dialog(&maps, npyData("attention_stack.npy"), 1, 2);
    QVERIFY(!dialog.previewImage().isNull());
    QCOMPARE(dialog.figureNames(), QStringList{QStringLiteral("weights-layer1-head2")});
    QCOMPARE(dialog.figures().size(), std::size_t(1));
    QCOMPARE(dialog.figures().front().first.values, maps.at(1, 2));
    QCOMPARE(dialog.figures().front().first.rowLabels.value(1), QStringLiteral(" black"));

    dialog.setScope(ExportDialog::Scope::EveryHead);
    QCOMPARE(dialog.figureNames(),
             QStringList(
                 {QStringLiteral("weights-layer1-head0"), QStringLiteral("weights-layer1-head1"),
                  QStringLiteral("weights-layer1-head2"), QStringLiteral("weights-layer1-head3")}));
    dialog.setScope(ExportDialog::Scope::EveryMap);
    const QStringList names = dialog.figureNames();
    QCOMPARE(names.size(), 8);
    QCOMPARE(names.first(), QStringLiteral("weights-layer0-head0"));
    QCOMPARE(names.last(), QStringLiteral("weights-layer1-head3"));
    for (std::size_t i = 0; i < 8; ++i)
        QCOMPARE(dialog.figures()[i].first.values, maps.at(int(i) / 4, int(i) % 4));

    // The same names as `attnlab-cli render X.npy --all-layers --all-heads --out-dir`.
    QTemporaryDir dir;
    dialog.setFormat(FigureFormat::Svg);
    QStringList written;
    const QString error = dialog.exportTo(dir.filePath(QStringLiteral("attn.svg")), &written);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(written.size(), 8);
    QCOMPARE(QFileInfo(written.at(6)).fileName(), QStringLiteral("attn-weights-layer1-head2.svg"));
    QString xmlError;
    const QStringList texts = svgTexts(readAll(written.at(6)), &xmlError);
    QVERIFY2(xmlError.isEmpty(), qPrintable(xmlError));
    QVERIFY(texts.contains(QStringLiteral("Attention weights \u2014 layer 1, head 2")));
    QVERIFY(texts.contains(QStringLiteral("cat")));

    dialog.setFormat(FigureFormat::Pdf);
    const QString pdf = dir.filePath(QStringLiteral("all.pdf"));
    QVERIFY(dialog.exportTo(pdf).isEmpty());
    QCOMPARE(pdfPageCount(readAll(pdf)), 8);
}

void TestRender::exportDialogUnits_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<bool>("centimetres");
    QTest::newRow("France") << QStringLiteral("fr_FR") << true;
    QTest::newRow("Brazil") << QStringLiteral("pt_BR") << true;
    QTest::newRow("Portugal") << QStringLiteral("pt_PT") << true;
    QTest::newRow("United States") << QStringLiteral("en_US") << false;
}

void TestRender::exportDialogUnits()
{
    QFETCH(QString, locale);
    QFETCH(bool, centimetres);
    const QLocale before;
    QLocale::setDefault(QLocale(locale));
    const auto restore = qScopeGuard([&] { QLocale::setDefault(before); });
    Document document;
    document.waitForResult();
    ExportDialog dialog(&document, Stage::Weights, 0);
    using Unit = ExportDialog::Unit;
    QCOMPARE(dialog.unit(), centimetres ? Unit::Centimetres : Unit::Inches);
    auto* width = dialog.findChild<QDoubleSpinBox*>(QStringLiteral("width"));
    auto* height = dialog.findChild<QDoubleSpinBox*>(QStringLiteral("height"));
    QVERIFY(width && height);
    // The boxes show the default page, 6 x 5 inches, in the unit; the page is the same.
    const QSizeF page = FigureOptions().sizeInches;
    const double perInch = centimetres ? 2.54 : 1.0;
    QCOMPARE(width->value(), page.width() * perInch);
    QCOMPARE(height->value(), page.height() * perInch);
    QVERIFY(width->suffix().isEmpty());
    QCOMPARE(dialog.options().sizeInches, page);

    // Switching the unit converts the numbers, not the page.
    dialog.setUnit(centimetres ? Unit::Inches : Unit::Centimetres);
    QCOMPARE(width->value(), page.width() * (centimetres ? 1.0 : 2.54));
    QCOMPARE(dialog.options().sizeInches, page);

    // 10 x 8 typed in centimetres is a 3.94 x 3.15-inch page; the limits follow the unit.
    dialog.setUnit(Unit::Centimetres);
    width->setValue(10);
    height->setValue(8);
    QCOMPARE(dialog.options().sizeInches, QSizeF(10 / 2.54, 8 / 2.54));
    QCOMPARE(width->minimum(), 0.5 * 2.54);
    QCOMPARE(width->maximum(), 100 * 2.54);
    dialog.setUnit(Unit::Inches);
    QCOMPARE(width->maximum(), 100.0);
    QVERIFY(qAbs(dialog.options().sizeInches.width() - 10 / 2.54) < 0.005);
}

QTEST_MAIN(TestRender)
// The CLI's figure without options is the one File › Export writes with the app's default
// preferences: the same texts (values written, with the same decimals) at the same sizes.
void TestRender::cliDefaultsMatchExportDialog()
{
    QTemporaryDir dir;
    Document document;
    QString error;
    QVERIFY2(document.load(example("lesson-seed0.json"), &error), qPrintable(error));
    document.waitForResult();
    QVERIFY(document.hasResult());
    ExportDialog dialog(&document, Stage::Weights, 0);
    const Preferences defaults; // what MainWindow passes on a fresh install
    dialog.setColormap(defaults.colormap);
    dialog.setDecimals(defaults.decimals);
    dialog.setAnnotate(defaults.annotate);
    dialog.setFormat(FigureFormat::Svg);
    const QString fromDialog = dir.filePath(QStringLiteral("dialog.svg"));
    error = dialog.exportTo(fromDialog);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QString fromCli = dir.filePath(QStringLiteral("cli.svg"));
    const Run r = cli({example("lesson-seed0.json"), QStringLiteral("--out"), fromCli});
    QVERIFY2(r.exitCode == 0, qPrintable(why(r)));

    const QList<SvgText> a = svgTextStyles(readAll(fromDialog)),
                         b = svgTextStyles(readAll(fromCli));
    QStringList ta, tb;
    for (const SvgText& t : a)
        ta << QStringLiteral("%1 @%2").arg(t.text).arg(t.fontSize);
    for (const SvgText& t : b)
        tb << QStringLiteral("%1 @%2").arg(t.text).arg(t.fontSize);
    QCOMPARE(tb, ta);
    // The lesson's weight 0.741, written with the default decimals.
    QVERIFY2(std::any_of(a.cbegin(), a.cend(),
                         [](const SvgText& t) { return t.text == QLatin1String("0.741"); }),
             qPrintable(ta.join(QLatin1Char('|'))));
}

void TestRender::defaultTitlesNameTheStage()
{
    const LoadedScenario loaded = readScenarioFile(example("multihead-output-projection.json"));
    const ResolvedScenario resolved = resolveScenario(loaded.scenario, toStd(loaded.baseDir));
    const Trace trace = computeTrace(resolved.input);
    QStringList titles;
    for (int i = 0; i < stageCount; ++i) {
        const QString title = stageHeatmapData(Stage(i), resolved, trace, 1).title;
        QVERIFY2(!title.isEmpty() && !title.contains(QChar(0x2026)) &&
                     !title.contains(QLatin1String("...")),
                 qPrintable(title));
        QVERIFY2(!titles.contains(title), qPrintable(title));
        titles << title;
    }
    QVERIFY2(titles.at(int(Stage::Weights)).contains(QLatin1String("softmax")),
             qPrintable(titles.at(int(Stage::Weights))));
}

void TestRender::gridFigures()
{
    QTemporaryDir dir;
    QString error;
    // Every layer and head of a (2, 4, 6, 6) stack as one figure.
    const QString out = dir.filePath(QStringLiteral("grid.svg"));
    Run r = cli({npyData("attention_stack.npy"), QStringLiteral("--grid"),
                 QStringLiteral("--all-heads"), QStringLiteral("--all-layers"),
                 QStringLiteral("--tokens"), npyData("tokens.txt"), QStringLiteral("--out"), out});
    QVERIFY2(r.exitCode == 0, qPrintable(why(r)));
    QStringList texts = svgTexts(readAll(out), &error);
    for (const char* once : {"layer 0", "layer 1", "head 0", "head 3", "attention weight"})
        QVERIFY2(texts.count(QString::fromUtf8(once)) == 1, once);
    QCOMPARE(texts.count(QStringLiteral("The")), 2 + 4); // beside 2 rows, under 4 maps

    // The heads of one stage of a scenario, into a folder: STAGE-grid.EXT.
    r = cli({example("multihead-output-projection.json"), QStringLiteral("--stage"),
             QStringLiteral("scores"), QStringLiteral("--grid"), QStringLiteral("--all-heads"),
             QStringLiteral("--format"), QStringLiteral("pdf"), QStringLiteral("--out-dir"),
             dir.path()});
    QVERIFY2(r.exitCode == 0, qPrintable(why(r)));
    QCOMPARE(QString::fromUtf8(r.out).trimmed(), dir.filePath(QStringLiteral("scores-grid.pdf")));
    QCOMPARE(pdfPageCount(readAll(dir.filePath(QStringLiteral("scores-grid.pdf")))), 1);

    // Usage errors.
    for (const QStringList& args :
         {QStringList{QStringLiteral("--grid")},
          QStringList{QStringLiteral("--grid"), QStringLiteral("--all-heads"),
                      QStringLiteral("--all-stages")},
          QStringList{QStringLiteral("--grid"), QStringLiteral("--all-heads"),
                      QStringLiteral("--stage"), QStringLiteral("final")}}) {
        r = cli(QStringList{example("multihead-output-projection.json")} + args +
                QStringList{QStringLiteral("--out"), out});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--grid"), r.err.constData());
    }
}

void TestRender::gridInTheExportDialog()
{
    const AttentionMaps maps = readAttentionMapsFile(npyData("attention_stack.npy").toStdString(),
                                                     npyData("tokens.txt").toStdString());
    ExportDialog dialog(&maps, npyData("attention_stack.npy"), 1, 2);
    QVERIFY(!dialog.canCombine()); // one map
    dialog.setCombined(true);
    QVERIFY(!dialog.combined());
    dialog.setCombined(false);
    dialog.setScope(ExportDialog::Scope::EveryMap);
    QVERIFY(dialog.canCombine());
    const QImage single = dialog.previewImage();
    dialog.setCombined(true);
    QVERIFY(dialog.combined());
    QCOMPARE(dialog.figureNames(), QStringList{QStringLiteral("weights-grid")});
    QCOMPARE(dialog.gridFigure().first.panels.size(), std::size_t(8));
    QCOMPARE(dialog.gridFigure().first.rowTitles.size(), 2);
    QVERIFY(dialog.previewImage() != single);
    dialog.setFormat(FigureFormat::Svg);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("all.svg"));
    QCOMPARE(dialog.filesFor(path), QStringList{path});
    QStringList written;
    QString error = dialog.exportTo(path, &written);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(written, QStringList{path});
    const QStringList texts = svgTexts(readAll(path), &error);
    QCOMPARE(texts.count(QStringLiteral("layer 1")), 1);
    QCOMPARE(texts.count(QStringLiteral("head 3")), 1);

    // Every head of a scenario's stage.
    Document document;
    QVERIFY2(document.load(example("multihead-output-projection.json"), &error), qPrintable(error));
    document.waitForResult();
    ExportDialog heads(&document, Stage::Scores, 0);
    heads.setScope(ExportDialog::Scope::EveryHead);
    heads.setCombined(true);
    QCOMPARE(heads.figureNames(), QStringList{QStringLiteral("scores-grid")});
    QCOMPARE(heads.gridFigure().first.panels.size(), std::size_t(4));
    QVERIFY(!heads.gridFigure().first.title.contains(QLatin1String("head")));
    // Serif text from the dialog's font choice.
    QCOMPARE(heads.options().serif, false);
}

void TestRender::float16Weights()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("half.svg"));
    const Run r =
        cli({npyData("attention_f16.npy"), QStringLiteral("--layer"), QStringLiteral("1"),
             QStringLiteral("--head"), QStringLiteral("2"), QStringLiteral("--out"), out});
    QVERIFY2(r.exitCode == 0, qPrintable(why(r)));
    QVERIFY2(r.err.isEmpty(), r.err.constData()); // rows sum to 1 within float16's precision
    QString error;
    QVERIFY(svgTexts(readAll(out), &error)
                .contains(QStringLiteral("Attention weights \u2014 layer 1, head 2")));
}

#include "tst_render.moc"

// The "KV cache" tab driven as a user would, offscreen: a preset fills the fields and the
// figures shown are kvCacheBytes's; tokens, batch and the sliding window change them; editing
// the layers makes the model Custom; the plot has a series per preset (mistral-7b's flat past
// its window); the plot is exported; the tab sits beside the scaling lab and fits a 1280 x 720
// projector at text x 2.
#include "document.h"
#include "kvcache.h"
#include "kvcachelab.h"
#include "kvcachetext.h"
#include "loglogplot.h"
#include "mainwindow.h"
#include "scalinglab.h"
#include "textscale.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace attnlab;

namespace {

/// The labels' text without tags, as read.
QString plain(const QLabel* label)
{
    QString text = label->text();
    static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
    return text.remove(tag);
}

const LogLogPlot::Series* seriesNamed(const LogLogPlot* plot, const QString& start)
{
    for (const LogLogPlot::Series& s : plot->series())
        if (s.name == start || s.name.startsWith(start + QStringLiteral(" (")))
            return &s;
    return nullptr;
}

double yAt(const LogLogPlot::Series& s, double x)
{
    for (const QPointF& p : s.points)
        if (p.x() == x)
            return p.y();
    return -1;
}

} // namespace

class TestKvCacheLab : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void presetFillsTheFields_data();
    void presetFillsTheFields();
    void tokensAndBatchUpdate();
    void windowCaps();
    void editingTheModelMakesItCustom();
    void groupedQueryAttentionIsCompared();
    void headsThatDoNotGoTogetherAreSaid();
    void plotHasASeriesPerPreset();
    void exportWritesAFile_data();
    void exportWritesAFile();
    void exportRefusesAnUnknownFormat();
    void isATabBesideTheScalingLab();
    void fitsTheRoom_data();
    void fitsTheRoom();
};

void TestKvCacheLab::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestKvCacheLab::presetFillsTheFields_data()
{
    QTest::addColumn<QString>("name");
    for (const KvCacheModel& m : kvCacheModels())
        QTest::newRow(m.name.c_str()) << QString::fromStdString(m.name);
}

void TestKvCacheLab::presetFillsTheFields()
{
    QFETCH(QString, name);
    KvCacheLab lab;
    // From another preset (or Custom), so that the choice changes something.
    lab.setPreset(name == QLatin1String("gpt2") ? QStringLiteral("llama-2-70b")
                                                : QStringLiteral("gpt2"));
    lab.setPreset(name);
    const KvCacheModel& m = kvCacheModel(name.toStdString());
    QCOMPARE(lab.preset(), name);
    QCOMPARE(lab.presetBox()->currentText(), name);
    QCOMPARE(lab.layersBox()->value(), m.layers);
    QCOMPARE(lab.headsBox()->value(), m.heads);
    QCOMPARE(lab.kvHeadsBox()->value(), m.kvHeads);
    QCOMPARE(lab.headDimBox()->value(), m.headDim);
    QCOMPARE(lab.dtype().toStdString(), m.dtype);
    QCOMPARE(lab.windowCheck()->isChecked(), m.window.has_value());
    if (m.window)
        QCOMPARE(lab.windowBox()->value(), *m.window);
    // The figures shown are the calculator's.
    const std::int64_t perToken = kvCacheBytesPerToken(m, m.dtype);
    const std::int64_t total = kvCacheBytes(m, m.dtype, lab.tokens(), lab.batch());
    QCOMPARE(lab.bytesPerToken(), std::optional<std::int64_t>(perToken));
    QCOMPARE(lab.totalBytes(), std::optional<std::int64_t>(total));
    QVERIFY2(plain(lab.perTokenLabel()).contains(KvCacheText::bytes(perToken)),
             qPrintable(plain(lab.perTokenLabel())));
    QVERIFY2(plain(lab.totalLabel()).contains(KvCacheText::bytes(total)),
             qPrintable(plain(lab.totalLabel())));
    QVERIFY2(
        plain(lab.formulaLabel()).contains(QLocale().toString(static_cast<qlonglong>(perToken))),
        qPrintable(plain(lab.formulaLabel())));
    QVERIFY(lab.problemText().isEmpty());
}

void TestKvCacheLab::tokensAndBatchUpdate()
{
    KvCacheLab lab;
    lab.setPreset(QStringLiteral("llama-2-7b"));
    QSignalSpy changed(&lab, &KvCacheLab::changed);
    lab.tokensBox()->setValue(100);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(lab.totalBytes(), std::optional<std::int64_t>(524288LL * 100));
    QVERIFY(plain(lab.totalLabel()).contains(KvCacheText::bytes(524288LL * 100)));
    QCOMPARE(lab.plot()->markedX(), std::optional<double>(100));
    lab.batchBox()->setValue(8);
    QCOMPARE(lab.totalBytes(), std::optional<std::int64_t>(524288LL * 100 * 8));
    QVERIFY(plain(lab.totalLabel()).contains(KvCacheText::bytes(524288LL * 100 * 8)));
    // Another precision: half the bytes in int8. The preset stays chosen.
    lab.dtypeBox()->setCurrentIndex(lab.dtypeBox()->findData(QStringLiteral("int8")));
    QCOMPARE(lab.bytesPerToken(), std::optional<std::int64_t>(262144));
    QCOMPARE(lab.preset(), QStringLiteral("llama-2-7b"));
}

void TestKvCacheLab::windowCaps()
{
    KvCacheLab lab;
    lab.setPreset(QStringLiteral("mistral-7b"));
    lab.tokensBox()->setValue(32768);
    // 4,096 tokens kept of 32,768: 131,072 bytes x 4,096 = 512 MiB.
    QCOMPARE(lab.totalBytes(), std::optional<std::int64_t>(131072LL * 4096));
    QVERIFY(lab.windowLabel()->isVisibleTo(&lab));
    QVERIFY2(plain(lab.windowLabel()).contains(QLocale().toString(4096)),
             qPrintable(plain(lab.windowLabel())));
    QVERIFY(plain(lab.totalLabel()).contains(KvCacheText::bytes(512LL << 20)));
    // Below the window every token is kept.
    lab.tokensBox()->setValue(1000);
    QCOMPARE(lab.totalBytes(), std::optional<std::int64_t>(131072LL * 1000));
    // The window off: all 32,768.
    lab.tokensBox()->setValue(32768);
    lab.windowCheck()->setChecked(false);
    QCOMPARE(lab.totalBytes(), std::optional<std::int64_t>(131072LL * 32768));
    QVERIFY(!lab.windowLabel()->isVisibleTo(&lab));
    // A window on a model without one: llama-2-7b with 1,024.
    lab.setPreset(QStringLiteral("llama-2-7b"));
    lab.windowCheck()->setChecked(true);
    lab.windowBox()->setValue(1024);
    QCOMPARE(lab.totalBytes(), std::optional<std::int64_t>(524288LL * 1024));
}

void TestKvCacheLab::editingTheModelMakesItCustom()
{
    KvCacheLab lab;
    lab.setPreset(QStringLiteral("llama-2-7b"));
    lab.layersBox()->setValue(40);
    QCOMPARE(lab.preset(), QString());
    QCOMPARE(lab.presetBox()->currentIndex(), lab.presetBox()->count() - 1);
    // The other fields stay as they were: 2 x 40 x 32 x 128 x 2 bytes.
    QCOMPARE(lab.bytesPerToken(), std::optional<std::int64_t>(2LL * 40 * 32 * 128 * 2));
    // Custom then a preset again: its configuration comes back.
    lab.setPreset(QStringLiteral("gpt2"));
    QCOMPARE(lab.layersBox()->value(), 12);
    QCOMPARE(lab.dtype(), QStringLiteral("fp32"));
}

void TestKvCacheLab::groupedQueryAttentionIsCompared()
{
    KvCacheLab lab;
    lab.setPreset(QStringLiteral("llama-2-70b"));
    const QString text = plain(lab.comparisonLabel());
    QVERIFY2(text.contains(KvCacheText::attentionKind(64, 8)), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("8\u00d7")), qPrintable(text));
    QCOMPARE(lab.multiHeadBytes(), std::optional<std::int64_t>(*lab.totalBytes() * 8));
    // Multi-query attention: 1 KV head.
    lab.setPreset(QString());
    lab.kvHeadsBox()->setValue(1);
    QVERIFY2(plain(lab.comparisonLabel()).contains(KvCacheText::attentionKind(64, 1)),
             qPrintable(plain(lab.comparisonLabel())));
}

void TestKvCacheLab::headsThatDoNotGoTogetherAreSaid()
{
    KvCacheLab lab;
    lab.setPreset(QString());
    lab.headsBox()->setValue(12);
    lab.kvHeadsBox()->setValue(8);
    QVERIFY(!lab.bytesPerToken());
    QVERIFY(!lab.totalBytes());
    QCOMPARE(lab.problemText(), KvCacheText::headsProblem(12, 8));
    QVERIFY2(plain(lab.perTokenLabel()).contains(QStringLiteral("(12)")),
             qPrintable(plain(lab.perTokenLabel())));
    QVERIFY(!lab.totalLabel()->isVisibleTo(&lab));
    lab.headsBox()->setValue(4);
    QCOMPARE(lab.problemText(), KvCacheText::headsProblem(4, 8));
    // Back to numbers that go together: the figures come back.
    lab.headsBox()->setValue(16);
    QVERIFY(lab.bytesPerToken());
    QVERIFY(lab.totalLabel()->isVisibleTo(&lab));
}

void TestKvCacheLab::plotHasASeriesPerPreset()
{
    KvCacheLab lab;
    lab.setPreset(QStringLiteral("llama-2-7b"));
    lab.tokensBox()->setValue(4096);
    const LogLogPlot* plot = lab.plot();
    // A preset as published: one series per preset, none more.
    QCOMPARE(plot->series().size(), qsizetype(kvCacheModels().size()));
    for (const KvCacheModel& m : kvCacheModels()) {
        const LogLogPlot::Series* s = seriesNamed(plot, QString::fromStdString(m.name));
        QVERIFY2(s, m.name.c_str());
        // Each point is the calculator's, from 1 to 131,072 tokens, the current ones included.
        QCOMPARE(s->points.front().x(), 1.0);
        QCOMPARE(s->points.back().x(), 131072.0);
        for (const QPointF& p : s->points)
            QCOMPARE(p.y(), double(kvCacheBytes(m, m.dtype, std::int64_t(p.x()))));
        QVERIFY(yAt(*s, 4096) > 0);
    }
    // mistral-7b flattens at its window.
    const LogLogPlot::Series* mistral = seriesNamed(plot, QStringLiteral("mistral-7b"));
    QCOMPARE(yAt(*mistral, 131072), yAt(*mistral, 4096));
    QVERIFY(yAt(*mistral, 2048) < yAt(*mistral, 4096));
    // Custom settings are a series of their own.
    lab.layersBox()->setValue(16);
    QCOMPARE(plot->series().size(), qsizetype(kvCacheModels().size() + 1));
    QCOMPARE(plot->series().back().name, KvCacheLab::tr("Custom"));
    QCOMPARE(yAt(plot->series().back(), 4096), double(*lab.totalBytes()));
    // More tokens than the plot's range widen it.
    lab.tokensBox()->setValue(1000000);
    QCOMPARE(plot->series().front().points.back().x(), 1048576.0);
    QCOMPARE(plot->markedX(), std::optional<double>(1000000));
}

void TestKvCacheLab::exportWritesAFile_data()
{
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<QByteArray>("start");
    QTest::newRow("png") << QStringLiteral("png") << QByteArray("\x89PNG");
    QTest::newRow("svg") << QStringLiteral("svg") << QByteArray("<?xml");
    QTest::newRow("pdf") << QStringLiteral("pdf") << QByteArray("%PDF");
}

void TestKvCacheLab::exportWritesAFile()
{
    QFETCH(QString, suffix);
    QFETCH(QByteArray, start);
    QTemporaryDir dir;
    KvCacheLab lab;
    lab.setPreset(QStringLiteral("mistral-7b"));
    const QString path = dir.filePath(QStringLiteral("kv.") + suffix);
    const QString error = lab.exportPlot(path);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY2(bytes.startsWith(start), bytes.left(16).constData());
    if (suffix == QLatin1String("png")) {
        // 7 x 4.5 inches at 192 dpi, with the plot's lines drawn in the presets' colours.
        const QImage image = QImage::fromData(bytes);
        QCOMPARE(image.size(), QSize(1344, 864));
        int coloured = 0;
        const QColor mistral = seriesNamed(lab.plot(), QStringLiteral("mistral-7b"))->colour;
        for (int y = 0; y < image.height(); y += 2)
            for (int x = 0; x < image.width(); x += 2)
                if (QColor(image.pixel(x, y)) == mistral)
                    ++coloured;
        QVERIFY2(coloured > 100, qPrintable(QString::number(coloured)));
    }
    if (suffix == QLatin1String("svg"))
        QVERIFY(bytes.contains("mistral-7b"));
}

void TestKvCacheLab::exportRefusesAnUnknownFormat()
{
    QTemporaryDir dir;
    KvCacheLab lab;
    const QString error = lab.exportPlot(dir.filePath(QStringLiteral("kv.bmp")));
    QVERIFY2(error.contains(QStringLiteral(".bmp")), qPrintable(error));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("kv.bmp"))));
    const QString folder = lab.exportPlot(dir.filePath(QStringLiteral("none/kv.png")));
    QVERIFY2(folder.contains(QStringLiteral("does not exist")), qPrintable(folder));
}

void TestKvCacheLab::isATabBesideTheScalingLab()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTabWidget* views = window.views();
    QCOMPARE(views->indexOf(window.lab<KvCacheLab>()),
             views->indexOf(window.lab<ScalingLab>()) + 1);
    QVERIFY(
        views->tabText(views->indexOf(window.lab<KvCacheLab>())).contains(QStringLiteral("KV")));
    views->setCurrentWidget(window.lab<KvCacheLab>());
    QVERIFY(window.lab<KvCacheLab>()->isVisible());
    // The step-by-step view's docks step aside, as for the other labs.
    QVERIFY(!window.inputTabs()->isVisible());
    window.document()->undoStack()->setClean();
}

void TestKvCacheLab::fitsTheRoom_data()
{
    QTest::addColumn<double>("scale");
    QTest::addColumn<QSize>("room");
    QTest::newRow("1600 x 1000") << 1.0 << QSize(1600, 1000);
    QTest::newRow("1280 x 720, text x 2") << 2.0 << QSize(1264, 680);
    QTest::newRow("1280 x 720, text x 3") << 3.0 << QSize(1264, 680);
}

void TestKvCacheLab::fitsTheRoom()
{
    // The window stays within the room with the KV cache tab shown; nothing is cut: the page
    // never scrolls sideways, each label has the height its text needs, and on a large screen
    // the page needs no scrolling at all.
    QFETCH(double, scale);
    QFETCH(QSize, room);
    const ScopedTextScale textScale(scale);
    MainWindow window;
    QCOMPARE(window.font().pointSizeF(), QApplication::font().pointSizeF());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // Arranged for the room on the step-by-step view, as the window opens, then the tab.
    window.arrangeForRoom(room);
    window.resize(room);
    window.views()->setCurrentWidget(window.lab<KvCacheLab>());
    QTest::qWait(1);
    const QSize minimum = window.minimumSizeHint();
    QVERIFY2(minimum.width() <= room.width() && minimum.height() <= room.height(),
             qPrintable(QStringLiteral("%1 x %2").arg(minimum.width()).arg(minimum.height())));
    QTRY_COMPARE(window.size(), room);
    KvCacheLab* lab = window.lab<KvCacheLab>();
    auto* scroll = lab->findChild<QScrollArea*>();
    QVERIFY(scroll);
    QWidget* page = scroll->widget();
    lab->tokensBox()->setValue(32768);
    // Each preset (mistral-7b with its window's sentence too) and a custom model.
    for (const QString& name : {QStringLiteral("llama-2-70b"), QStringLiteral("mistral-7b"),
                                QStringLiteral("gpt2"), QString()}) {
        lab->setPreset(name);
        if (name.isEmpty())
            lab->kvHeadsBox()->setValue(1);
        const QString where = (name.isEmpty() ? QStringLiteral("custom") : name) +
                              QStringLiteral(", text x %1: ").arg(scale);
        QTRY_VERIFY2(page->width() <= scroll->viewport()->width(),
                     qPrintable(where + QStringLiteral("page %1 px wide in %2")
                                            .arg(page->width())
                                            .arg(scroll->viewport()->width())));
        // Up to text x 2 the page fits the room: figures, plot and all (x 3 scrolls).
        if (scale <= 2.0)
            QTRY_VERIFY2(page->height() <= scroll->viewport()->height(),
                         qPrintable(where + QStringLiteral("page %1 px high in %2")
                                                .arg(page->height())
                                                .arg(scroll->viewport()->height())));
        for (const QLabel* label : page->findChildren<QLabel*>()) {
            if (!label->isVisible() || !label->wordWrap())
                continue;
            QTRY_VERIFY2(label->height() >= label->heightForWidth(label->width()),
                         qPrintable(where + plain(label) +
                                    QStringLiteral(" (%1 px high of %2, page %3 in %4)")
                                        .arg(label->height())
                                        .arg(label->heightForWidth(label->width()))
                                        .arg(page->height())
                                        .arg(scroll->viewport()->height())));
        }
        // The plot keeps a readable size.
        QVERIFY2(lab->plot()->height() >= lab->plot()->minimumSizeHint().height() &&
                     lab->plot()->width() >= lab->plot()->minimumSizeHint().width(),
                 qPrintable(where + QStringLiteral("the plot is %1 x %2")
                                        .arg(lab->plot()->width())
                                        .arg(lab->plot()->height())));
    }
    window.document()->undoStack()->setClean();
}

QTEST_MAIN(TestKvCacheLab)
#include "tst_kvcachelab.moc"

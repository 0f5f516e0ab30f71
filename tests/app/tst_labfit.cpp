// Every lab tab against every kind of example, in the main window: a tab whose kind does not
// fit the open scenario is never dead (grey controls, blank panels) nor wrong (a message about
// another kind, a box the tab does not have): it says what it needs, what the scenario is in
// the kind's own terms, and its button opens the tab's own example, which fits.
#include "attentionkind.h"
#include "deformablelab.h"
#include "document.h"
#include "imagefile.h"
#include "imagelab.h"
#include "kinds.h"
#include "linearkind.h"
#include "mainwindow.h"
#include "scenario.h"
#include "sparselab.h"

#include <QCheckBox>
#include <QDir>
#include <QPushButton>
#include <QTabWidget>
#include <QTest>

using namespace attnlab;

class TestLabFit : public QObject
{
    Q_OBJECT

private slots:
    // The examples include pictures: their decoder, as attnlab's main() installs it.
    void initTestCase() { installImageDecoder(); }
    void everyTabWithEveryExample_data();
    void everyTabWithEveryExample();
    void sparseAfterTheDeformableExample();
};

void TestLabFit::everyTabWithEveryExample_data()
{
    QTest::addColumn<QString>("path");
    const QDir examples(QStringLiteral(ATTNLAB_SOURCE_DIR "/examples"));
    const QStringList names = examples.entryList({QStringLiteral("*.json")}, QDir::Files);
    QVERIFY(names.size() >= 15);
    for (const QString& name : names)
        QTest::newRow(qPrintable(name)) << examples.filePath(name);
}

void TestLabFit::everyTabWithEveryExample()
{
    QFETCH(QString, path);
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openExample(path));
    Document* doc = window.document();
    QTRY_VERIFY_WITH_TIMEOUT(doc->hasResult() && !doc->isComputing(), 60000);
    const Scenario& s = doc->scenario();
    const std::string kind = s.attentionKind;
    const bool selfAttention =
        doc->resolved().input.queryCount() == doc->resolved().input.keyCount() &&
        doc->resolved().input.queryCount() > 0;

    // Sparse attention: self-attention of a kind that takes sparse patterns (softmax, additive,
    // FlashAttention's tiles): the lab asks the capabilities, not the kind.
    window.views()->setCurrentWidget(window.lab<SparseLab>());
    QApplication::processEvents();
    SparseLab* sparse = window.lab<SparseLab>();
    QCOMPARE(sparse->fits(), kindCapabilities(kind).sparsePatterns && selfAttention);
    if (!sparse->fits()) {
        const QString text = sparse->needText();
        QVERIFY2(text.contains(QStringLiteral("softmax self-attention")), qPrintable(text));
        // the Kind box is on another tab: named only where it helps (linear attention), and
        // then with its tab
        if (kind == LinearKind::kindId)
            QVERIFY2(text.contains(QStringLiteral("Attention, step by step")), qPrintable(text));
        else
            QVERIFY2(!text.contains(QStringLiteral("Kind")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("linear attention")) || kind == LinearKind::kindId,
                 qPrintable(text));
        if (kind == "deformable")
            QVERIFY2(text.contains(QStringLiteral("deformable attention")), qPrintable(text));
        if (kind == "se")
            QVERIFY2(text.contains(QStringLiteral("channel attention")), qPrintable(text));
        QVERIFY(sparse->openExampleButton()->isVisible());
        QVERIFY(sparse->openExampleButton()->isEnabled());
    }

    // The image: patch attention (softmax or linear) on a picture.
    window.views()->setCurrentWidget(window.lab<ImageLab>());
    QApplication::processEvents();
    ImageLab* image = window.lab<ImageLab>();
    const bool picture = s.kind == InputKind::Image;
    QCOMPARE(image->fits(), picture && kindCapabilities(kind).imagePatches);
    if (!image->fits()) {
        QVERIFY(image->openExampleButton()->isVisible());
        if (picture) // a picture that feeds another kind: says which
            QVERIFY2(image->needText().contains(kind == "se" ? QStringLiteral("channel attention")
                                                             : QStringLiteral("deformable")),
                     qPrintable(image->needText()));
    }

    // Deformable attention.
    window.views()->setCurrentWidget(window.lab<DeformableLab>());
    QApplication::processEvents();
    DeformableLab* deformable = window.lab<DeformableLab>();
    QCOMPARE(deformable->fits(), kind == "deformable");
    if (!deformable->fits()) {
        QVERIFY(deformable->openExampleButton()->isVisible());
        QVERIFY2(deformable->needText().contains(QStringLiteral("The open scenario is")),
                 qPrintable(deformable->needText()));
    }
    doc->undoStack()->setClean();
}

void TestLabFit::sparseAfterTheDeformableExample()
{
    // The report: the deformable example opened, then the sparse tab was dead. Now it says
    // what it needs, and its button opens its own example, which it shows.
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openExample(
        QStringLiteral(ATTNLAB_SOURCE_DIR "/examples/deformable-attention.json")));
    QTRY_VERIFY_WITH_TIMEOUT(window.document()->hasResult(), 60000);
    window.views()->setCurrentWidget(window.lab<SparseLab>());
    QApplication::processEvents();
    QVERIFY(!window.lab<SparseLab>()->fits());
    QVERIFY(window.lab<SparseLab>()->openExampleButton()->isVisible());
    window.lab<SparseLab>()->openExampleButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(window.document()->hasResult() && window.lab<SparseLab>()->fits(),
                             60000);
    QVERIFY(window.lab<SparseLab>()->bandBox()->isEnabled());
    QVERIFY(window.lab<SparseLab>()->bandBox()->isVisible());
    QCOMPARE(window.document()->scenario().attentionKind, std::string("softmax"));
    window.document()->undoStack()->setClean();
}

QTEST_MAIN(TestLabFit)
#include "tst_labfit.moc"

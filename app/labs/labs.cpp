#include "attentionmapsview.h"
#include "deformablelab.h"
#include "imagelab.h"
#include "kvcachelab.h"
#include "lab.h"
#include "scalinglab.h"
#include "sparselab.h"
#include "sqrtdkview.h"
#include "translatorlab.h"

#include <QtGlobal>

namespace attnlab {

namespace {

/// A lab that needs nothing of the document or the window.
template <class T> QWidget* standalone(Document*, LabHost&, QWidget* parent)
{
    return new T(parent);
}

/// A lab of the document whose "Open the Example" opens it in the window.
template <class T> QWidget* withExamples(Document* document, LabHost& host, QWidget* parent)
{
    auto* lab = new T(document, parent);
    QObject::connect(lab, &T::openExampleRequested, lab,
                     [&host](const QString& path) { host.openExampleOfLab(path); });
    return lab;
}

} // namespace

const std::vector<LabEntry>& labEntries()
{
    static const std::vector<LabEntry> list = {
        {QT_TRANSLATE_NOOP("attnlab::MainWindow", "Why \u221a"
                                                  "d_k"),
         standalone<SqrtDkView>},
        {QT_TRANSLATE_NOOP("attnlab::MainWindow", "Scaling lab: why attention costs N²"),
         standalone<ScalingLab>},
        {QT_TRANSLATE_NOOP("attnlab::MainWindow", "KV cache: what decoding keeps"),
         standalone<KvCacheLab>},
        {QT_TRANSLATE_NOOP("attnlab::MainWindow", "Sparse attention: window, global, random"),
         withExamples<SparseLab>},
        {QT_TRANSLATE_NOOP("attnlab::MainWindow", "Attention on an image: patches, queries, words"),
         [](Document* document, LabHost& host, QWidget* parent) -> QWidget* {
             auto* lab = static_cast<ImageLab*>(withExamples<ImageLab>(document, host, parent));
             QObject::connect(lab, &ImageLab::openPictureRequested, lab,
                              [&host] { host.askForPicture(); });
             QObject::connect(lab, &ImageLab::openScenarioRequested, lab,
                              [&host](const Scenario& s) { host.openScenarioOfLab(s); });
             return lab;
         }},
        {QT_TRANSLATE_NOOP("attnlab::MainWindow", "Deformable attention: a few points per query"),
         withExamples<DeformableLab>},
        {QT_TRANSLATE_NOOP("attnlab::MainWindow", "Your model's attention (.npy)"),
         standalone<AttentionMapsView>},
        {QT_TRANSLATE_NOOP("attnlab::MainWindow", "Trained translator: what a real model looks at"),
         [](Document* document, LabHost& host, QWidget* parent) -> QWidget* {
             auto* lab = new TranslatorLab(document, parent);
             QObject::connect(lab, &TranslatorLab::openScenarioRequested, lab,
                              [&host](const Scenario& s) { host.openScenarioOfLab(s); });
             return lab;
         }},
    };
    return list;
}

} // namespace attnlab

// A kind of attention the app has never heard of (tests/testkind.h: two stages of different
// shapes, two frames, no description of its own) shown by the desktop app and the command-line
// tool through the kinds contract alone: none of their code names it.
#include "attentionkind.h"
#include "attentionpanel.h"
#include "cliapplication.h"
#include "dataexchange.h"
#include "document.h"
#include "exportdialog.h"
#include "heatmapwidget.h"
#include "inspector.h"
#include "kindcontrols.h"
#include "kinddescription.h"
#include "kinds.h"
#include "mainwindow.h"
#include "matrixjson.h"
#include "scenario.h"
#include "scenarioedit.h"
#include "stageview.h"
#include "testfiles.h"
#include "testkind.h"
#include "translations.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QMenuBar>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <cstdio>
#include <unistd.h>

using namespace attnlab;

namespace {

// P_f = (f + 1) Q Kᵀ with Q = [[1, 0], [0, 2], [1, 1]], K = [[1, 1], [0, 1]]:
// P_0 = [[1, 0], [2, 2], [2, 1]], P_1 = 2 P_0.
const QByteArray framesScenario = R"({"kind": "test-frames", "title": "Two frames",
    "q": [[1, 0], [0, 2], [1, 1]], "k": [[1, 1], [0, 1]], "v": [[1, 0, 2], [0, 1, 1]]})";

struct CliRun
{
    int exitCode = 0;
    QByteArray out, err;
};

/// attnlab-cli ARGS in this process (where the test kind is registered), its standard output and
/// error captured in files.
CliRun cli(const QStringList& args)
{
    QTemporaryFile out, err;
    if (!out.open() || !err.open())
        qFatal("cannot make temporary files");
    std::fflush(stdout);
    std::fflush(stderr);
    const int savedOut = dup(1), savedErr = dup(2);
    dup2(out.handle(), 1);
    dup2(err.handle(), 2);
    CliRun r;
    {
        CliApplication app;
        r.exitCode = app.run(QStringList{QStringLiteral("attnlab-cli")} + args);
    } // (its streams flush as it goes)
    std::fflush(stdout);
    std::fflush(stderr);
    dup2(savedOut, 1);
    dup2(savedErr, 2);
    close(savedOut);
    close(savedErr);
    r.out = readAll(out.fileName());
    r.err = readAll(err.fileName());
    return r;
}

// A kind with a parameter of its own beside Q, K and V ("times": P = times · Q Kᵀ), and its
// description with two Kind box entries and a control of its own: registered by this test
// alone, shown and edited through the contract.
struct Times
{
    int times = 1;
    bool operator==(const Times&) const = default;
};

class TimesKind final : public AttentionKind
{
public:
    std::string id() const override { return "test-times"; }
    const std::vector<StageSpec>& stages() const override
    {
        static const std::vector<StageSpec> list = {
            {"products", StageShape::QueryKey, ValueRange::Signed, true, false, "t q_i · k_j"},
            {"rowsums", StageShape::Vector, ValueRange::Signed, true, false, "Σ_j of a row"},
        };
        return list;
    }
    KindCapabilities capabilities() const override
    {
        KindCapabilities c;
        c.scaling = false;
        return c;
    }
    bool ownsKey(const std::string& key) const override { return key == "times"; }
    KindValue readParameters(const nlohmann::json& j, Warnings&) const override
    {
        return KindValue(Times{j.contains("times") ? int(readInt(j["times"], "times", 1, 9)) : 1});
    }
    void writeParameters(const KindValue& v, nlohmann::json& j) const override
    {
        if (const auto* t = v.get<Times>())
            j["times"] = t->times;
    }
    void conform(Scenario& s) const override
    {
        if (!s.parameters.get<Times>())
            s.parameters = KindValue(Times{});
    }
    void resolveParameters(const Scenario& s, const std::string&,
                           ResolvedScenario& r) const override
    {
        r.kindInput = s.parameters;
    }
    std::shared_ptr<const KindTrace> compute(const ResolvedScenario& r,
                                             const std::string&) const override
    {
        auto t = std::make_shared<testing::TestKindTrace>();
        const int times = r.kindInput.get<Times>() ? r.kindInput.get<Times>()->times : 1;
        for (int f = 0; f < 2; ++f)
            t->products[f] = double(times) * r.input.q * r.input.k.transpose();
        t->output_ = t->products[1] * r.input.v;
        return t;
    }
};

class TimesControls final : public KindControls
{
public:
    explicit TimesControls(QWidget* parent) : KindControls(parent)
    {
        box = new QSpinBox(this);
        box->setObjectName(QStringLiteral("timesBox"));
        box->setRange(1, 9);
        connect(box, &QSpinBox::editingFinished, this, [this] {
            if (box->value() != shown)
                emit edited(KindValue(Times{box->value()}),
                            QStringLiteral("Times = %1").arg(box->value()));
        });
    }
    void showScenario(const Scenario& s, const ResolvedScenario*) override
    {
        shown = s.parameters.get<Times>() ? s.parameters.get<Times>()->times : 1;
        box->setValue(shown);
        setVisible(true);
    }
    QSpinBox* box;
    int shown = 1;
};

class TimesDescription final : public KindDescription
{
public:
    std::string id() const override { return "test-times"; }
    QString displayName() const override { return QStringLiteral("Times"); }
    std::vector<KindChoice> choices() const override
    {
        return {{QStringLiteral("Times one"), KindValue(Times{1})},
                {QStringLiteral("Times three"), KindValue(Times{3})}};
    }
    int choiceOf(const Scenario& s) const override
    {
        return s.parameters.get<Times>() && s.parameters.get<Times>()->times == 3 ? 1 : 0;
    }
    KindControls* createControls(QWidget* parent) const override
    {
        return new TimesControls(parent);
    }
    QString aboutScenario(const Scenario&) const override
    {
        return QStringLiteral("The open scenario multiplies.");
    }
};

} // namespace

class TestKindsInApp : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void theStepViewFollowsTheKind();
    void theInspectorExplainsACell();
    void exportAndExportDataListEveryStageAndFrame();
    void cliComputesExplainsAndRenders();
    void softmaxComesBackUnchanged();
    void cliListsEveryKind();
    void aKindsOwnChoicesAndControls();

private:
    QTemporaryDir dir_;
    QString path_;
    MainWindow* window_ = nullptr;
};

void TestKindsInApp::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    installTranslators(*QCoreApplication::instance(), QStringLiteral("en"));
    testing::registerTestKind();
    registerAttentionKind(std::make_shared<TimesKind>());
    registerKindDescription(std::make_shared<TimesDescription>());
    path_ = dir_.filePath(QStringLiteral("frames.json"));
    writeAll(path_, framesScenario);
}

void TestKindsInApp::init()
{
    window_ = new MainWindow;
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
    window_->arrangeForRoom(QSize(1600, 1000));
    window_->resize(1600, 1000);
    QVERIFY(window_->openFile(path_));
    window_->document()->waitForResult();
    QVERIFY2(window_->document()->hasResult(), qPrintable(window_->document()->errorText()));
}

void TestKindsInApp::cleanup()
{
    window_->document()->undoStack()->setClean();
    delete window_;
    window_ = nullptr;
}

void TestKindsInApp::theStepViewFollowsTheKind()
{
    StageView* view = window_->stageView();
    QCOMPARE(view->kind(), std::string("test-frames"));
    // Its stages, not softmax's six: two buttons, two actions Ctrl+1 and Ctrl+2 in the View menu.
    const QList<QAction*> actions = view->stageActions();
    QCOMPARE(actions.size(), 2);
    QCOMPARE(actions.at(1)->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_2));
    QCOMPARE(actions.at(0)->text(), QStringLiteral("1 products"));
    bool inMenu = false;
    for (QAction* menu : window_->menuBar()->actions())
        if (menu->menu() && menu->menu()->actions().contains(actions.at(1)))
            inMenu = true;
    QVERIFY(inMenu);
    QCOMPARE(view->stageIndex(), 0);
    QVERIFY(view->stepText(1).contains(QLatin1String("Step 2 of 2")));

    // Stage 0 is query × key: the tokens on the axes (q0 … for 3 queries against 2 keys), P_0.
    const HeatmapData& data = view->heatmap()->data();
    QCOMPARE(data.values.rows(), 3);
    QCOMPARE(data.values.cols(), 2);
    QCOMPARE(data.values(1, 1), 2.0);
    QCOMPARE(data.rowLabels,
             (QStringList{QStringLiteral("q0"), QStringLiteral("q1"), QStringLiteral("q2")}));

    // The frame axis: a slider from 0 to 1; frame 1 doubles the products.
    QSlider* slider = view->frameSlider();
    QVERIFY(slider->isVisible());
    QCOMPARE(slider->maximum(), 1);
    QSignalSpy frames(view, &StageView::frameChanged);
    slider->setValue(1);
    QCOMPARE(frames.count(), 1);
    QCOMPARE(view->frame(), 1);
    QCOMPARE(view->heatmap()->data().values(1, 1), 4.0);
    QVERIFY(view->heatmap()->data().title.contains(QLatin1String("frame 2 of 2")));

    // Ctrl+2: the second stage, a vector of three row sums.
    actions.at(1)->trigger();
    QCOMPARE(view->stageIndex(), 1);
    QCOMPARE(view->heatmap()->data().values.rows(), 1);
    QCOMPARE(view->heatmap()->data().values.cols(), 3);
    QCOMPARE(view->heatmap()->data().values(0, 1), 8.0); // 4 + 4
    QVERIFY(actions.at(1)->isChecked());
    view->next(); // wraps to the first of two
    QCOMPARE(view->stageIndex(), 0);
    view->last();
    QCOMPARE(view->stageIndex(), 1);
}

void TestKindsInApp::theInspectorExplainsACell()
{
    StageView* view = window_->stageView();
    view->setFrame(1);
    view->selectCell(2, 0);
    const QString text = window_->inspector()->toPlainText();
    QVERIFY2(text.contains(QLatin1String("4.0000")), qPrintable(text)); // 2 × (1·1 + 1·1)
    QVERIFY2(text.contains(QLatin1String("products")), qPrintable(text));
}

void TestKindsInApp::exportAndExportDataListEveryStageAndFrame()
{
    Document* document = window_->document();
    const QStringList files =
        DataExchange::stageFiles(*document, dir_.path(), {}, QStringLiteral("csv"));
    QStringList names;
    for (const QString& f : files)
        names << QFileInfo(f).fileName();
    QCOMPARE(names, (QStringList{QStringLiteral("products-frame0-head0.csv"),
                                 QStringLiteral("rowsums-frame0-head0.csv"),
                                 QStringLiteral("products-frame1-head0.csv"),
                                 QStringLiteral("rowsums-frame1-head0.csv")}));
    QStringList written;
    QVERIFY(
        DataExchange::exportAllStages(*document, dir_.path(), {}, QStringLiteral("csv"), &written)
            .isEmpty());
    QCOMPARE(written, files);
    QVERIFY(readAll(files.at(3)).startsWith("2")); // r_1 = [2, 8, 6]

    ExportDialog dialog(document, static_cast<Stage>(1), 0);
    dialog.setFrame(1);
    dialog.setScope(ExportDialog::Scope::EveryStage);
    QCOMPARE(dialog.figureNames(), (QStringList{QStringLiteral("products-frame1-head0"),
                                                QStringLiteral("rowsums-frame1-head0")}));
    const std::vector<Figure> figures = dialog.figures();
    QCOMPARE(figures.size(), std::size_t(2));
    QCOMPARE(figures[1].first.values.cols(), 3);
    QCOMPARE(figures[0].first.values(0, 0), 2.0);
}

void TestKindsInApp::cliComputesExplainsAndRenders()
{
    const CliRun compute = cli({QStringLiteral("compute"), path_});
    QCOMPARE(compute.exitCode, 0);
    const auto json = nlohmann::json::parse(compute.out.toStdString());
    QCOMPARE(json.at("kind"), "test-frames");
    QCOMPARE(json.at("frames").size(), std::size_t(2));
    QCOMPARE(json.at("heads").at(0).at("rowsums").at(0).at(1), 8.0);

    const CliRun backend =
        cli({QStringLiteral("compute"), path_, QStringLiteral("--backend"), QStringLiteral("cpu")});
    QCOMPARE(backend.exitCode, 2);
    QVERIFY2(backend.err.contains("no backend 'cpu' (known: reference)"), backend.err.constData());

    const CliRun explain =
        cli({QStringLiteral("explain"), path_, QStringLiteral("--query"), QStringLiteral("2"),
             QStringLiteral("--frame"), QStringLiteral("0")});
    QCOMPARE(explain.exitCode, 0);
    const QString text = QString::fromUtf8(explain.out);
    QVERIFY2(text.startsWith(QLatin1String("Two frames")), explain.out.constData());
    QVERIFY2(text.contains(QLatin1String("products")) && text.contains(QLatin1String("rowsums")),
             explain.out.constData());
    QVERIFY2(text.contains(QLatin1String("2.0000")), explain.out.constData()); // P_0(2, 0)
    const CliRun frame =
        cli({QStringLiteral("explain"), path_, QStringLiteral("--frame"), QStringLiteral("2")});
    QCOMPARE(frame.exitCode, 2);
    QVERIFY2(frame.err.contains("--frame: 2 is out of range"), frame.err.constData());

    const QString out = dir_.filePath(QStringLiteral("figures"));
    const CliRun render =
        cli({QStringLiteral("render"), path_, QStringLiteral("--all-stages"),
             QStringLiteral("--frame"), QStringLiteral("1"), QStringLiteral("--out-dir"), out});
    QCOMPARE(render.exitCode, 0);
    QVERIFY2(QFile::exists(out + QStringLiteral("/products-frame1-head0.png")),
             render.err.constData());
    QVERIFY(QFile::exists(out + QStringLiteral("/rowsums-frame1-head0.png")));
    const CliRun stage =
        cli({QStringLiteral("render"), path_, QStringLiteral("--stage"), QStringLiteral("weights"),
             QStringLiteral("--out"), dir_.filePath(QStringLiteral("w.png"))});
    QCOMPARE(stage.exitCode, 2);
    QVERIFY2(stage.err.contains("unknown stage 'weights' (known: products, rowsums)"),
             stage.err.constData());
}

void TestKindsInApp::softmaxComesBackUnchanged()
{
    // Back to a softmax scenario: its six steps return, on the weights.
    QVERIFY(window_->openFile(example("lesson-seed0.json")));
    window_->document()->waitForResult();
    StageView* view = window_->stageView();
    QCOMPARE(view->kind(), std::string("softmax"));
    QCOMPARE(view->stageActions().size(), 6);
    QCOMPARE(view->stage(), Stage::Weights);
    QVERIFY(!view->frameSlider()->isVisible());
    QCOMPARE(std::round(view->heatmap()->data().values(0, 1) * 1000) / 1000, 0.741);
}

void TestKindsInApp::cliListsEveryKind()
{
    // attnlab-cli kinds reads the registries: the test kind, registered by this process alone,
    // is listed with the built-in ones, each with its stages, backends and capabilities.
    const CliRun json = cli({QStringLiteral("kinds"), QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 0);
    const auto listed = nlohmann::json::parse(json.out.toStdString()).at("kinds");
    const std::vector<std::string> ids = attentionKinds();
    QCOMPARE(listed.size(), ids.size());
    for (std::size_t i = 0; i < ids.size(); ++i) {
        const nlohmann::json& k = listed.at(i);
        const AttentionKind& kind = attentionKind(ids[i]);
        QCOMPARE(k.at("id").get<std::string>(), ids[i]);
        QCOMPARE(QString::fromStdString(k.at("name").get<std::string>()),
                 kindDescription(ids[i]).displayName());
        QCOMPARE(k.at("stages").size(), kind.stages().size());
        for (std::size_t s = 0; s < kind.stages().size(); ++s)
            QCOMPARE(k.at("stages").at(s).at("id").get<std::string>(), kind.stages()[s].id);
        QCOMPARE(k.at("default_stage").get<std::string>(),
                 kind.stages()[std::size_t(kind.defaultStage())].id);
        QCOMPARE(k.at("backends").get<std::vector<std::string>>(), kind.backends());
        const KindCapabilities can = kind.capabilities();
        const nlohmann::json& c = k.at("capabilities");
        QCOMPARE(c.at("input").get<std::string>(),
                 std::string(can.queryKeyValue ? "query_key_value" : "own"));
        QCOMPARE(c.at("decoding").get<bool>(), can.decoding);
        QCOMPARE(c.at("sparse_patterns").get<bool>(), can.sparsePatterns);
        QCOMPARE(c.at("image_patches").get<bool>(), can.imagePatches);
    }
    QCOMPARE(listed.at(0).at("name"), "Softmax attention");
    QCOMPARE(listed.at(0).at("capabilities").at("masks"), "any");
    QCOMPARE(listed.at(1).at("capabilities").at("masks"), "causal");
    QVERIFY(std::any_of(listed.begin(), listed.end(),
                        [](const nlohmann::json& k) { return k.at("id") == "test-frames"; }));

    const CliRun text = cli({QStringLiteral("kinds")});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("softmax \xe2\x80\x94 Softmax attention"), text.out.constData());
    QVERIFY2(text.out.contains("stages: products*, rowsums"), text.out.constData());
    const CliRun extra = cli({QStringLiteral("kinds"), QStringLiteral("softmax")});
    QCOMPARE(extra.exitCode, 2);
    QVERIFY2(extra.err.contains("unexpected argument 'softmax'"), extra.err.constData());
}

void TestKindsInApp::aKindsOwnChoicesAndControls()
{
    // A kind registered after nothing in the app was written for it: its description's entries
    // in the Kind box, its control beside it, each edit one undo step; its parameter is saved,
    // and other kinds keep the key unused with a warning.
    const QString path = dir_.filePath(QStringLiteral("times.json"));
    writeAll(path, R"({"kind": "test-times", "times": 2, "q": [[1, 0], [0, 2], [1, 1]],
        "k": [[1, 1], [0, 1]], "v": [[1, 0, 2], [0, 1, 1]]})");
    QVERIFY(window_->openFile(path));
    Document* doc = window_->document();
    doc->waitForResult();
    QVERIFY2(doc->hasResult(), qPrintable(doc->errorText()));
    AttentionPanel* panel = window_->attentionPanel();
    QComboBox* kind = panel->kindBox();
    QVERIFY(kind->findText(QStringLiteral("Times one")) >= 0);
    const int three = kind->findText(QStringLiteral("Times three"));
    QVERIFY(three >= 0);
    QCOMPARE(kind->currentText(), QStringLiteral("Times one")); // 2 is not an entry's
    KindControls* controls = panel->kindControls("test-times");
    QVERIFY(controls);
    QVERIFY(controls->isVisibleTo(panel));
    auto* box = controls->findChild<QSpinBox*>(QStringLiteral("timesBox"));
    QCOMPARE(box->value(), 2);
    QVERIFY(!panel->scalingBox()->isEnabled());                  // its capabilities: no scaling
    QCOMPARE(doc->kindTrace().stage(0, 0, 0).values(1, 1), 4.0); // 2 · (Q Kᵀ)₁₁ = 2 · 2

    // The control: one undo step, named by it.
    const int steps = doc->undoStack()->count();
    box->setValue(5);
    emit box->editingFinished();
    doc->waitForResult();
    QCOMPARE(doc->undoStack()->count(), steps + 1);
    QCOMPARE(doc->undoStack()->undoText(), QStringLiteral("Times = 5"));
    QCOMPARE(doc->scenario().parameters.get<Times>()->times, 5);
    QCOMPARE(doc->kindTrace().stage(0, 0, 0).values(1, 1), 10.0);
    QCOMPARE(scenarioToJson(doc->scenario()).at("times"), 5);
    // An entry of the Kind box: the kind with the entry's parameters.
    kind->setCurrentIndex(three);
    emit kind->activated(three);
    doc->waitForResult();
    QCOMPARE(doc->scenario().parameters.get<Times>()->times, 3);
    QCOMPARE(box->value(), 3);
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    doc->waitForResult();
    QCOMPARE(doc->scenario().parameters.get<Times>()->times, 2);
    QCOMPARE(box->value(), 2);

    // Softmax: its controls hidden, and the kind's key kept unused with a warning.
    const int softmax = kind->findText(QStringLiteral("Softmax attention"));
    kind->setCurrentIndex(softmax);
    emit kind->activated(softmax);
    doc->waitForResult();
    QVERIFY(!controls->isVisibleTo(panel));
    QVERIFY(panel->scalingBox()->isEnabled());
    Warnings w;
    const Scenario other =
        scenarioFromText(R"({"times": 4, "random": {"seed": 0, "tokens": 4, "dim": 8}})", w);
    QCOMPARE(w.size(), std::size_t(1));
    QCOMPARE(w.front().message,
             std::string(R"(times: used only by "kind": "test-times", ignored by "softmax")"));
    QCOMPARE(scenarioToJson(other).at("times"), 4);
}

QTEST_MAIN(TestKindsInApp)
#include "tst_kindsinapp.moc"

#include "mainwindow.h"

#include "announcer.h"
#include "attentionanalysisview.h"
#include "attentionkind.h"
#include "attentionmapsview.h"
#include "attentionpanel.h"
#include "autosave.h"
#include "buildinfo.h"
#include "commands/rolename.h"
#include "datadirs.h"
#include "dataexchange.h"
#include "document.h"
#include "enginemessage.h"
#include "exportdialog.h"
#include "figureexport.h"
#include "heatmapwidget.h"
#include "imagefile.h"
#include "imagelab.h"
#include "inputerror.h"
#include "inspector.h"
#include "kinddescription.h"
#include "lessoneditor.h"
#include "lessonpanel.h"
#include "lessonquestiondialog.h"
#include "lessonstepdialog.h"
#include "longinputview.h"
#include "matrixpanel.h"
#include "plainlayout.h"
#include "plaintooltips.h"
#include "preferencesdialog.h"
#include "presentermode.h"
#include "readingorder.h"
#include "scenariofile.h"
#include "sentencepanel.h"
#include "speakernotes.h"
#include "stagefigure.h"
#include "stageview.h"
#include "textscaledstyle.h"
#include "theme.h"
#include "translations.h"
#include "wheelguard.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDirIterator>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QShortcut>
#include <QShowEvent>
#include <QStatusBar>
#include <QStyleFactory>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include <optional>

namespace attnlab {

namespace {

constexpr int maxRecentFiles = 8;

/// An example (examplesDir()/NAME.json), for its title and description; nothing when it
/// cannot be read (opening it then says why).
std::optional<Scenario> readExample(const QString& path)
{
    try {
        return readScenarioFile(path).scenario; // its words in the interface language too
    } catch (const InputError&) {
        return std::nullopt;
    }
}

/// A page that scrolls only where the room cannot hold it (a large text on a small screen).
QScrollArea* scrolling(QWidget* page, QWidget* parent)
{
    auto* area = new QScrollArea(parent);
    area->setWidget(page);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    // (no tab stop of its own: the controls inside take the focus and are scrolled into view)
    area->setFocusPolicy(Qt::NoFocus);
    return area;
}

/// The font before any text scale: taken once, so a second window does not scale it again.
QFont unscaledFont()
{
    static const QFont unscaled = QApplication::font();
    return unscaled;
}

} // namespace

void MainWindow::applyTextScale(double scale)
{
    QFont f = unscaledFont();
    f.setPointSizeF(f.pointSizeF() * scale);
    // Check boxes, sliders and scroll bars grow with the text (Qt sizes them in pixels).
    auto* style = qobject_cast<TextScaledStyle*>(QApplication::style());
    if (!style) {
        style = new TextScaledStyle;
        QApplication::setStyle(style); // the application owns it
    }
    style->setScale(scale);
    QApplication::setFont(f);
}

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), document_(new Document(this)), playTimer_(new QTimer(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);
    PlainTooltips::install();       // before the first tooltip is set
    WheelGuard::install();          // before the first combo box is polished
    theme::rememberSystemPalette(); // before a theme replaces it

    // Centre: the kind of attention, then the current stage.
    auto* centre = new QWidget(this);
    // (no height-for-width: in its scroll area the page then fits the room, the map's own
    // scroll area taking what is left, rather than scroll as a whole)
    auto* centreLayout = new PlainVBoxLayout(centre);
    attentionPanel_ = new AttentionPanel(document_, centre);
    stageView_ = new StageView(document_, centre);
    lessonPanel_ = new LessonPanel(document_, stageView_, centre);
    lessonEditor_ = new LessonEditor(document_, stageView_, this);
    lessonPanel_->setLanguage(interfaceLanguage());
    centreLayout->addWidget(attentionPanel_);
    centreLayout->addWidget(lessonPanel_);
    centreLayout->addWidget(stageView_, 1);
    // More tokens than the stages can be kept for: the output and binned maps instead.
    auto* longInputView = new LongInputView(document_, centre);
    centreLayout->addWidget(longInputView, 1);
    const auto showLongInput = [this] { stageView_->setVisible(!document_->overview()); };
    connect(document_, &Document::resultChanged, this, showLongInput);
    showLongInput();
    views_ = new QTabWidget(this);
    views_->setDocumentMode(true);
    centreScroll_ = scrolling(centre, this);
    views_->addTab(centreScroll_, tr("Attention, step by step"));
    // The labs, each a tab, from their registered list.
    for (const LabEntry& entry : labEntries())
        views_->addTab(entry.make(document_, *this, this), tr(entry.title));
    imageLab_ = lab<ImageLab>();
    mapsView_ = lab<AttentionMapsView>();
    setCentralWidget(views_);

    // Left: inputs and the kind of attention.
    inputTabs_ = new QTabWidget(this);
    matrixPanel_ = new MatrixPanel(document_, inputTabs_);
    sentencePanel_ = new SentencePanel(document_, inputTabs_);
    matrixScroll_ = scrolling(matrixPanel_, inputTabs_);
    inputTabs_->addTab(matrixScroll_, tr("&Matrices"));
    sentenceScroll_ = scrolling(sentencePanel_, inputTabs_);
    inputTabs_->addTab(sentenceScroll_, tr("&Sentences"));
    inputDock_ = new QDockWidget(tr("Inputs"), this);
    inputDock_->setObjectName(QStringLiteral("InputsDock"));
    inputDock_->setWidget(inputTabs_);
    addDockWidget(Qt::LeftDockWidgetArea, inputDock_);

    inspector_ = new Inspector(this);
    inspector_->setAccessibleName(tr("Inspector"));
    inspectorDock_ = new QDockWidget(tr("Inspector"), this);
    inspectorDock_->setObjectName(QStringLiteral("InspectorDock"));
    inspectorDock_->setWidget(inspector_);
    addDockWidget(Qt::RightDockWidgetArea, inspectorDock_);

    announcer_ = new Announcer(this);
    statusLabel_ = new QLabel(this);
    statusBar()->addWidget(statusLabel_, 1);
    // Shown while a computation runs in the background (a large scenario, a first GloVe read).
    busy_ = new QProgressBar(this);
    busy_->setObjectName(QStringLiteral("computingProgress"));
    busy_->setRange(0, 0);
    busy_->setMaximumWidth(160);
    // No taller than the text: the status bar keeps its height whether or not it is shown.
    busy_->setMaximumHeight(statusLabel_->sizeHint().height());
    busy_->hide();
    statusBar()->addPermanentWidget(busy_);

    // The scaling lab needs the whole width: the docks of the step-by-step view step aside.
    // Only the page shown sets the window's minimum size (a tab widget otherwise takes the
    // largest of its pages, and the labs would keep the window too wide for a projector).
    const auto showView = [this](int index) {
        inputDock_->setVisible(index == 0);
        inspectorDock_->setVisible(index == 0);
        statusLabel_->setVisible(index == 0); // it describes the scenario
        for (int i = 0; i < views_->count(); ++i)
            views_->widget(i)->setSizePolicy(
                i == index ? QSizePolicy::Preferred : QSizePolicy::Ignored,
                i == index ? QSizePolicy::Preferred : QSizePolicy::Ignored);
        if (index == 0 && fitOwed_)
            fitScreen(); // the text size changed while the docks were away
    };
    connect(views_, &QTabWidget::currentChanged, this, showView);
    showView(views_->currentIndex());

    createActions();
    presenter_ = new PresenterMode(this);
    connect(presenter_, &PresenterMode::activeChanged, lessonPanel_, &LessonPanel::setPresenting);
    for (QAction* a : presenter_->actions())
        actions_.insert(a->objectName(), a);
    createSpeakerNotes();
    createMenus();

    connect(stageView_, &StageView::cellActivated, this,
            [this](Stage stage, int head, int row, int column) {
                if (document_->hasResult())
                    inspector_->showCell(static_cast<int>(stage), document_->resolved(),
                                         document_->kindTrace(), head, stageView_->frame(), row,
                                         column);
            });
    // A click asks for the explanation: it comes to the front when it shares the inputs' side
    // (pointing only shows it where it is).
    connect(stageView_->heatmap(), &HeatmapWidget::cellClicked, this, [this] {
        if (docksStacked())
            inspectorDock_->raise();
    });
    connect(stageView_, &StageView::cellDeactivated, inspector_, &Inspector::showHint);
    // Decoding frames: Q's new rows, and K and V growing a row per frame, in the tables.
    const auto showFrameRows = [this] {
        const auto rows = document_->hasResult()
                              ? document_->kindTrace().frameQueryRows(stageView_->frame())
                              : std::nullopt;
        matrixPanel_->setFrameRows(rows ? rows->first : 0, rows ? rows->second : -1);
        sentencePanel_->setFrameRows(rows ? rows->first : 0, rows ? rows->second : -1);
    };
    connect(stageView_, &StageView::frameChanged, this, showFrameRows);
    connect(document_, &Document::resultChanged, this, showFrameRows);
    // A lesson's question: no number before the answer.
    connect(stageView_, &StageView::concealedChanged, inspector_, &Inspector::setLocked);
    connect(lessonPanel_, &LessonPanel::inspectorWanted, this, [this](bool shown) {
        if (!presenter_->isActive()) // in front of a class the inspector is the teacher's call
            inspectorDock_->setVisible(shown);
    });
    connect(lessonPanel_, &LessonPanel::valuesWanted, this,
            [this](bool shown) { stageView_->setAnnotate(shown && preferences_.annotate); });
    connect(lessonPanel_, &LessonPanel::closed, this,
            [this] { stageView_->setAnnotate(preferences_.annotate); });
    connect(attentionPanel_, &AttentionPanel::paintModeChanged, stageView_,
            &StageView::setPaintMode);
    connect(mapsView_, &AttentionMapsView::opened, this, [this](const QString& path) {
        addRecentFile(path);
        views_->setCurrentWidget(mapsView_);
    });
    connect(mapsView_, &AttentionMapsView::problem, this,
            [this](const QString& text) { showError(tr("Attention weights"), text); });
    connect(mapsView_, &AttentionMapsView::exportRequested, this, &MainWindow::exportFigures);
    connect(matrixPanel_, &MatrixPanel::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, 8000); });
    connect(document_, &Document::modifiedChanged, this, &MainWindow::updateTitle);
    connect(document_, &Document::filePathChanged, this, &MainWindow::updateTitle);
    connect(document_, &Document::scenarioChanged, this, &MainWindow::updateTitle);
    // The inspector, before a cell is chosen, tells what the scenario is about.
    const auto describeScenario = [this] {
        inspector_->setScenarioText(scenarioText(document_->scenario(), ScenarioText::Title),
                                    scenarioText(document_->scenario(), ScenarioText::Description));
    };
    connect(document_, &Document::scenarioChanged, this, describeScenario);
    describeScenario();
    connect(document_, &Document::resultChanged, this, &MainWindow::updateStatus);
    connect(document_, &Document::computingChanged, this, &MainWindow::updateStatus);
    connect(document_, &Document::resultChanged, this, [this] {
        // Keep the inspector in step with the numbers it shows.
        if (!document_->hasResult())
            inspector_->showHint();
    });
    // What a sighted user sees change at once, said to assistive technology.
    connect(stageView_, &StageView::stageChanged, announcer_,
            [this] { announcer_->announce(stageView_->stepText(stageView_->stageIndex(), true)); });
    connect(inspector_, &Inspector::cellShown, announcer_, &Announcer::announce);
    connect(lessonPanel_, &LessonPanel::verdictShown, announcer_,
            [this] { announcer_->announce(lessonPanel_->verdictText()); });
    connect(statusBar(), &QStatusBar::messageChanged, announcer_, &Announcer::announce);
    connect(playTimer_, &QTimer::timeout, stageView_, &StageView::next);
    playTimer_->setInterval(2500);

    applyPreferences(Preferences::load());
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(1600, 1000);
    if (!restoreState(settings.value(QStringLiteral("window/state")).toByteArray())) {
        // First start: room for Q, K, V on the left and the inspector's tables on the right.
        resizeDocks({inputDock_, inspectorDock_}, {width() * 30 / 100, width() * 25 / 100},
                    Qt::Horizontal);
        // ... and the shipped lesson offered, in the status bar (it takes no room from the map).
        auto* offer = new QLabel(tr("<b>New here?</b> <a href=\"play\">Play the lesson</a> \u00b7 "
                                    "<a href=\"later\">Not now</a>"),
                                 this);
        offer->setObjectName(QStringLiteral("lessonOffer"));
        offer->setToolTip(tr("\u201c"
                             "Attention, step by step\u201d: short steps, each with a "
                             "question to answer before the numbers show. File \u203a Examples "
                             "\u203a Lessons has it later."));
        statusBar()->addPermanentWidget(offer);
        // Taken, declined, or a lesson opened another way: the offer has done its work.
        connect(lessonPanel_, &LessonPanel::stepShown, offer, &QObject::deleteLater);
        connect(offer, &QLabel::linkActivated, this, [this, offer](const QString& link) {
            offer->deleteLater();
            if (link == QLatin1String("play"))
                openLesson(examplesDir() + QStringLiteral("/lessons/attention-step-by-step.json"));
        });
    }
    PresenterMode::fitToScreen(this); // the screen it is on now may be smaller (a projector)
    updateTitle();
    updateStatus();
    updateRecentMenu();
    autosave_ = new Autosave(this); // recovery copies of unsaved work

    // Show the lesson's example with token 0's weights in the inspector.
    stageView_->setStage(Stage::Weights);
    stageView_->selectCell(0, 1);
}

MainWindow::~MainWindow() = default;

QAction* MainWindow::action(const QString& name) const
{
    return actions_.value(name);
}

void MainWindow::arrangeForRoom(const QSize& room)
{
    // The window's minimum width once the layouts have taken in the changes (of text size,
    // and those below).
    const auto minimumWidth = [this] {
        // A dock's layout takes in its content's minimum, then the window's layout the dock's.
        for (int i = 0; i < 3; ++i)
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        layout()->invalidate();
        return minimumSizeHint().width();
    };
    minimumWidth();
    // The steps' tool bar beside the main one when both fit, else under it.
    auto* mainBar = findChild<QToolBar*>(QStringLiteral("MainToolBar"));
    auto* stepsBar = findChild<QToolBar*>(QStringLiteral("StepsToolBar"));
    if (mainBar && stepsBar) {
        removeToolBarBreak(stepsBar);
        if (mainBar->sizeHint().width() + stepsBar->sizeHint().width() > room.width())
            insertToolBarBreak(stepsBar);
    }
    // What the inputs and the step-by-step view need at this text size without scrolling (the
    // sizes rows in the language shown: "Cruzada", "Croisée"), and the inspector's tables.
    const auto needed = [](const QScrollArea* area) {
        return area->widget()->minimumSizeHint().width() +
               area->verticalScrollBar()->sizeHint().width() + 2 * area->frameWidth();
    };
    inputTabs_->setMinimumWidth(std::max(needed(matrixScroll_), needed(sentenceScroll_)) + 8);
    // (The step-by-step view's map scrolls by itself: its page needs no vertical scroll bar.)
    centreScroll_->setMinimumWidth(centreScroll_->widget()->minimumSizeHint().width());
    inspector_->setMinimumWidth(40 * fontMetrics().averageCharWidth());
    // Side by side when they fit: the inspector beside the map it explains.
    if (docksStacked())
        addDockWidget(Qt::RightDockWidgetArea, inspectorDock_);
    if (minimumWidth() > room.width()) {
        tabifyDockWidget(inputDock_, inspectorDock_);
        inputDock_->raise();
    }
    // Still too wide (a large text on a small screen): parts scroll rather than leave the
    // screen; the inputs give way first, down to a third of the room, then the map's page.
    const std::pair<QWidget*, int> giving[] = {
        {inputTabs_, room.width() / 3}, {centreScroll_, 160}, {inputTabs_, 160}};
    for (const auto& [part, floor] : giving) {
        const int excess = minimumWidth() - room.width();
        if (excess > 0)
            part->setMinimumWidth(std::max(part->minimumWidth() - excess, floor));
    }
    minimumWidth();
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    // Once the layouts know their sizes: stacked docks or scrolling where the screen is small.
    if (!event->spontaneous() && !arranged_) {
        arranged_ = true;
        fitScreen();
    }
}

void MainWindow::fitScreen()
{
    // Measured with the docks shown, in a window of its own: on another view, in presenter mode
    // or full screen it waits for the step-by-step view to come back.
    if (views_->currentIndex() != 0 || (presenter_ && presenter_->isActive()) || isFullScreen()) {
        fitOwed_ = true;
        return;
    }
    fitOwed_ = false;
    if (const QScreen* screen = this->screen())
        arrangeForRoom(screen->availableGeometry().size() -
                       (frameGeometry().size() - geometry().size()));
    PresenterMode::fitToScreen(this);
}

bool MainWindow::docksStacked() const
{
    return tabifiedDockWidgets(inputDock_).contains(inspectorDock_);
}

void MainWindow::createActions()
{
    const auto make = [this](const QString& name, const QString& text, const QKeySequence& shortcut,
                             const char* icon) {
        auto* a = new QAction(QIcon::fromTheme(QLatin1String(icon)), text, this);
        a->setObjectName(name);
        if (!shortcut.isEmpty())
            a->setShortcut(shortcut);
        actions_.insert(name, a);
        return a;
    };
    connect(make(QStringLiteral("openLesson"), tr("Open &Lesson\u2026"), QKeySequence(),
                 "document-open"),
            &QAction::triggered, this, [this] {
                const QString path = openFileName(tr("Open a lesson"),
                                                  tr("AttnLab lessons (*.json);;All files (*)"));
                if (!path.isEmpty())
                    openLesson(path);
            });
    connect(make(QStringLiteral("new"), tr("&New"), QKeySequence::New, "document-new"),
            &QAction::triggered, this, &MainWindow::newScenario);
    connect(make(QStringLiteral("open"), tr("&Open\u2026"), QKeySequence::Open, "document-open"),
            &QAction::triggered, this, &MainWindow::openDialog);
    connect(make(QStringLiteral("save"), tr("&Save"), QKeySequence::Save, "document-save"),
            &QAction::triggered, this, &MainWindow::save);
    connect(make(QStringLiteral("saveAs"), tr("Save &As\u2026"), QKeySequence::SaveAs,
                 "document-save-as"),
            &QAction::triggered, this, &MainWindow::saveAs);
    connect(make(QStringLiteral("export"), tr("Export &Figure\u2026"), QKeySequence(tr("Ctrl+E")),
                 "document-export"),
            &QAction::triggered, this, &MainWindow::exportFigures);
    connect(make(QStringLiteral("copyImage"), tr("Copy Heatmap as &Image"),
                 QKeySequence(tr("Ctrl+Shift+C")), "edit-copy"),
            &QAction::triggered, this, [this] {
                const HeatmapWidget* heatmap = views_->currentWidget() == mapsView_
                                                   ? mapsView_->heatmap()
                                                   : stageView_->heatmap();
                if (heatmap->data().values.size() == 0) {
                    statusBar()->showMessage(tr("There is no heatmap to copy."), 4000);
                    return;
                }
                HeatmapStyle style = heatmap->style();
                style.background = Qt::white;
                style.foreground = Qt::black;
                style.firstRow = style.firstColumn = 0;
                style.visibleRows = style.visibleColumns = -1;
                copyHeatmapImage(heatmap->data(), style);
                statusBar()->showMessage(tr("The heatmap is on the clipboard."), 4000);
            });
    connect(make(QStringLiteral("quit"), tr("&Quit"), QKeySequence::Quit, "application-exit"),
            &QAction::triggered, this, &QWidget::close);

    // File › Import and File › Export Data.
    for (const MatrixRole role : {MatrixRole::Query, MatrixRole::Key, MatrixRole::Value}) {
        const QString symbol = roleName(role);
        connect(make(QStringLiteral("import") + symbol, tr("%1 from CSV, TSV or .npy…").arg(symbol),
                     QKeySequence(), "document-import"),
                &QAction::triggered, this, [this, role] { importMatrix(int(role)); });
        connect(make(QStringLiteral("export") + symbol, tr("%1 as CSV, TSV or .npy…").arg(symbol),
                     QKeySequence(), "document-export"),
                &QAction::triggered, this, [this, role] { exportMatrix(int(role)); });
    }
    connect(make(QStringLiteral("importQkv"), tr("Q, K and V from a NumPy .npz…"), QKeySequence(),
                 "document-import"),
            &QAction::triggered, this, &MainWindow::importQkv);
    connect(make(QStringLiteral("importMask"), tr("Custom &Mask (0 / 1)…"), QKeySequence(),
                 "document-import"),
            &QAction::triggered, this, &MainWindow::importMask);
    connect(make(QStringLiteral("openWeights"), tr("Attention &Weights of a Model (.npy)…"),
                 QKeySequence(), "document-open"),
            &QAction::triggered, mapsView_, &AttentionMapsView::openDialog);
    connect(make(QStringLiteral("exportQkv"), tr("Q, K and V as a NumPy .npz…"), QKeySequence(),
                 "document-export"),
            &QAction::triggered, this, &MainWindow::exportQkv);
    connect(
        make(QStringLiteral("exportMask"), tr("&Mask (0 / 1)…"), QKeySequence(), "document-export"),
        &QAction::triggered, this, &MainWindow::exportMask);
    connect(make(QStringLiteral("exportTrace"), tr("Every Number as &JSON…"), QKeySequence(),
                 "document-export"),
            &QAction::triggered, this, &MainWindow::exportTrace);
    connect(make(QStringLiteral("exportStage"), tr("This &Stage's Numbers…"), QKeySequence(),
                 "document-export"),
            &QAction::triggered, this, &MainWindow::exportStage);
    connect(make(QStringLiteral("exportAllStages"), tr("Every Stage as CSV &Files…"),
                 QKeySequence(), "document-export"),
            &QAction::triggered, this, &MainWindow::exportAllStages);

    QAction* undo = document_->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setIcon(QIcon::fromTheme(QStringLiteral("edit-undo")));
    undo->setObjectName(QStringLiteral("undo"));
    actions_.insert(QStringLiteral("undo"), undo);
    QAction* redo = document_->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    redo->setIcon(QIcon::fromTheme(QStringLiteral("edit-redo")));
    redo->setObjectName(QStringLiteral("redo"));
    actions_.insert(QStringLiteral("redo"), redo);
    // The toolbar's Undo and Redo keep a short, fixed text (what they would undo is in their
    // tooltip): a text that changes with every edit would push the next buttons sideways.
    QUndoStack* stack = document_->undoStack();
    QAction* undoButton =
        make(QStringLiteral("undoButton"), tr("Undo"), QKeySequence(), "edit-undo");
    QAction* redoButton =
        make(QStringLiteral("redoButton"), tr("Redo"), QKeySequence(), "edit-redo");
    connect(undoButton, &QAction::triggered, stack, &QUndoStack::undo);
    connect(redoButton, &QAction::triggered, stack, &QUndoStack::redo);
    const auto updateButtons = [stack, undoButton, redoButton] {
        undoButton->setEnabled(stack->canUndo());
        redoButton->setEnabled(stack->canRedo());
        undoButton->setToolTip(
            stack->canUndo()
                ? tr("Undo %1 (%2)")
                      .arg(stack->undoText(),
                           QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText))
                : tr("Nothing to undo"));
        redoButton->setToolTip(
            stack->canRedo()
                ? tr("Redo %1 (%2)")
                      .arg(stack->redoText(),
                           QKeySequence(QKeySequence::Redo).toString(QKeySequence::NativeText))
                : tr("Nothing to redo"));
    };
    connect(stack, &QUndoStack::indexChanged, this, updateButtons);
    connect(stack, &QUndoStack::cleanChanged, this, updateButtons);
    updateButtons();
    connect(make(QStringLiteral("preferences"), tr("&Preferences\u2026"), QKeySequence::Preferences,
                 "preferences-system"),
            &QAction::triggered, this, &MainWindow::showPreferences);

    QAction* previous = make(QStringLiteral("previous"), tr("Pre&vious Step"),
                             QKeySequence(Qt::Key_Left), "go-previous");
    previous->setShortcuts({QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_PageUp)});
    previous->setToolTip(tr("Previous step (\u2190, Page Up)"));
    // In a lesson the presenter keys walk through its steps.
    connect(previous, &QAction::triggered, this, [this] {
        if (lessonPanel_->isOpen())
            lessonPanel_->previous();
        else
            stageView_->previous();
    });
    QAction* next =
        make(QStringLiteral("next"), tr("&Next Step"), QKeySequence(Qt::Key_Right), "go-next");
    next->setShortcuts(
        {QKeySequence(Qt::Key_Right), QKeySequence(Qt::Key_PageDown), QKeySequence(Qt::Key_Space)});
    next->setToolTip(tr("Next step (\u2192, Page Down, Space)"));
    connect(next, &QAction::triggered, this, [this] {
        if (lessonPanel_->isOpen())
            lessonPanel_->next();
        else
            stageView_->next();
    });
    // The same keys walk a lesson's screens while one is open: the actions say which they move.
    const auto relabel = [this, previous, next] {
        const bool lesson = lessonPanel_->isOpen();
        previous->setText(lesson ? tr("Pre&vious Screen") : tr("Pre&vious Step"));
        previous->setToolTip(lesson ? tr("Previous screen of the lesson (\u2190, Page Up)")
                                    : tr("Previous step (\u2190, Page Up)"));
        next->setText(lesson ? tr("&Next Screen") : tr("&Next Step"));
        next->setToolTip(lesson ? tr("Next screen of the lesson (\u2192, Page Down, Space)")
                                : tr("Next step (\u2192, Page Down, Space)"));
    };
    connect(lessonPanel_, &LessonPanel::stepShown, this, relabel);
    connect(lessonPanel_, &LessonPanel::closed, this, relabel);
    QAction* play =
        make(QStringLiteral("play"), tr("&Play"), QKeySequence(Qt::Key_P), "media-playback-start");
    play->setCheckable(true);
    play->setToolTip(tr("Walk through the steps (P)"));
    connect(play, &QAction::toggled, this, &MainWindow::togglePlay);

    connect(
        make(QStringLiteral("resetZoom"), tr("Show &All Cells"), QKeySequence(), "zoom-fit-best"),
        &QAction::triggered, stageView_->heatmap(), &HeatmapWidget::resetZoom);
    QAction* bigger =
        make(QStringLiteral("biggerText"), tr("&Bigger Text"), QKeySequence::ZoomIn, "zoom-in");
    // Ctrl+= too: on most keyboards "+" is Shift+"=", and Ctrl+- has no Shift.
    bigger->setShortcuts(QKeySequence::keyBindings(QKeySequence::ZoomIn)
                         << QKeySequence(Qt::CTRL | Qt::Key_Equal));
    connect(bigger, &QAction::triggered, this, [this] {
        Preferences p = preferences_;
        p.fontScale = std::min(3.0, p.fontScale + 0.25);
        applyPreferences(p);
    });
    connect(
        make(QStringLiteral("smallerText"), tr("&Smaller Text"), QKeySequence::ZoomOut, "zoom-out"),
        &QAction::triggered, this, [this] {
            Preferences p = preferences_;
            p.fontScale = std::max(0.75, p.fontScale - 0.25);
            applyPreferences(p);
        });
    connect(make(QStringLiteral("about"), tr("&About AttnLab"), QKeySequence(), "help-about"),
            &QAction::triggered, this, &MainWindow::showAbout);
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(action(QStringLiteral("new")));
    file->addAction(action(QStringLiteral("open")));
    recentMenu_ = file->addMenu(tr("Open &Recent"));
    examplesMenu_ = file->addMenu(tr("&Examples"));
    examplesMenu_->setToolTipsVisible(true);
    for (const auto& [title, path] : examples()) {
        QAction* a = examplesMenu_->addAction(title);
        a->setData(path);
        // The description, wrapped (rich text), in the interface language.
        if (const auto s = readExample(path))
            a->setToolTip(QStringLiteral("<p>%1</p>")
                              .arg(scenarioText(*s, ScenarioText::Description).toHtmlEscaped()));
        connect(a, &QAction::triggered, this, [this, path = path] { openExample(path); });
    }
    // The lessons shipped with the app (examples/lessons/, installed or compiled in).
    QMenu* lessons = examplesMenu_->addMenu(tr("&Lessons"));
    QDirIterator lessonFiles(examplesDir() + QStringLiteral("/lessons"), {QStringLiteral("*.json")},
                             QDir::Files);
    QStringList lessonPaths;
    while (lessonFiles.hasNext())
        lessonPaths << lessonFiles.next();
    lessonPaths.sort();
    for (const QString& path : std::as_const(lessonPaths)) {
        QString title = QFileInfo(path).completeBaseName();
        try {
            title = fromStd(readLessonFile(path).lesson.title.in(toStd(interfaceLanguage())));
        } catch (const InputError&) {
        }
        QAction* a = lessons->addAction(title);
        a->setData(path);
        connect(a, &QAction::triggered, this, [this, path] { openLesson(path); });
    }
    lessonMenu_ = file->addMenu(tr("&Lesson"));
    file->addSeparator();
    file->addAction(action(QStringLiteral("save")));
    file->addAction(action(QStringLiteral("saveAs")));
    file->addSeparator();
    QMenu* importMenu = file->addMenu(tr("&Import"));
    for (const char* name : {"importQ", "importK", "importV", "importQkv", "importMask"})
        importMenu->addAction(action(QLatin1String(name)));
    importMenu->addSeparator();
    importMenu->addAction(action(QStringLiteral("openWeights")));
    file->addAction(action(QStringLiteral("export")));
    QMenu* exportMenu = file->addMenu(tr("Export &Data"));
    for (const char* name : {"exportQ", "exportK", "exportV", "exportQkv", "exportMask"})
        exportMenu->addAction(action(QLatin1String(name)));
    exportMenu->addSeparator();
    for (const char* name : {"exportTrace", "exportStage", "exportAllStages"})
        exportMenu->addAction(action(QLatin1String(name)));
    file->addSeparator();
    file->addAction(action(QStringLiteral("quit")));

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(action(QStringLiteral("undo")));
    edit->addAction(action(QStringLiteral("redo")));
    edit->addSeparator();
    edit->addAction(action(QStringLiteral("copyImage")));
    edit->addSeparator();
    edit->addAction(action(QStringLiteral("preferences")));

    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(action(QStringLiteral("previous")));
    view->addAction(action(QStringLiteral("next")));
    view->addAction(action(QStringLiteral("play")));
    view->addSeparator();
    // The stages of the document's kind (Ctrl+1 … Ctrl+N), replaced when the kind changes.
    QAction* afterStages = view->addSeparator();
    const auto listStages = [view, afterStages, this] {
        for (QAction* a : stageView_->stageActions())
            view->insertAction(afterStages, a);
    };
    listStages();
    connect(stageView_, &StageView::stagesChanged, view, listStages);
    view->addAction(action(QStringLiteral("biggerText")));
    view->addAction(action(QStringLiteral("smallerText")));
    view->addAction(action(QStringLiteral("resetZoom")));
    view->addSeparator();
    for (const char* name :
         {"presenter", "fullScreen", "blank", "firstStep", "lastStep", "presenterInspector"})
        view->addAction(action(QLatin1String(name)));
    view->addAction(action(QStringLiteral("speakerNotes")));
    view->addSeparator();
    // Each tab of the centre (the step view and the labs), Ctrl+Shift+1 … for the projector.
    QMenu* tabs = view->addMenu(tr("&Go to Tab"));
    for (int t = 0; t < views_->count(); ++t) {
        QAction* go = tabs->addAction(views_->tabText(t).remove(QLatin1Char('&')));
        go->setObjectName(QStringLiteral("goToTab%1").arg(t + 1));
        if (t < 9)
            go->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key(Qt::Key_1 + t)));
        connect(go, &QAction::triggered, this, [this, t] { views_->setCurrentIndex(t); });
    }
    view->addSeparator();
    for (QDockWidget* dock : findChildren<QDockWidget*>())
        view->addAction(dock->toggleViewAction());

    createLessonMenu();

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(action(QStringLiteral("about")));

    QToolBar* bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("MainToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    for (const char* name : {"new", "open", "save", "undoButton", "redoButton"})
        bar->addAction(action(QLatin1String(name)));
    // The steps on a bar of their own: on a narrow screen with large text it goes under the
    // first one (arrangeForRoom) rather than into an overflow menu.
    QToolBar* steps = addToolBar(tr("Steps"));
    steps->setObjectName(QStringLiteral("StepsToolBar"));
    steps->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    for (const char* name : {"previous", "next", "play"})
        steps->addAction(action(QLatin1String(name)));
}

QList<QPair<QString, QString>> MainWindow::examples()
{
    QList<QPair<QString, QString>> list;
    QDirIterator it(examplesDir(), {QStringLiteral("*.json")}, QDir::Files);
    QStringList paths;
    while (it.hasNext())
        paths << it.next();
    paths.sort();
    for (const QString& path : paths) {
        QString title = QFileInfo(path).completeBaseName();
        if (const auto s = readExample(path); s && !s->title.empty())
            title = scenarioText(*s, ScenarioText::Title);
        list.append({title, path});
    }
    return list;
}

QString MainWindow::documentTitle() const
{
    if (document_->filePath().isEmpty() && !document_->scenario().title.empty())
        return scenarioText(document_->scenario(), ScenarioText::Title);
    return document_->displayName();
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] \u2014 AttnLab").arg(documentTitle()));
    setWindowModified(document_->isModified());
}

bool MainWindow::deferUntilComputed(std::function<void()> action)
{
    // An import or export needs the latest result: while it is being computed in the
    // background, the action waits for resultChanged() instead of blocking the window.
    if (!document_->isComputing())
        return false;
    statusBar()->showMessage(tr("Waiting for the computation to finish\u2026"));
    auto* waiting = new QObject(this);
    connect(document_, &Document::resultChanged, waiting, [this, waiting, action] {
        if (document_->isComputing())
            return; // a newer edit is being computed: wait for that one
        waiting->deleteLater();
        statusBar()->clearMessage();
        action();
    });
    return true;
}

void MainWindow::updateStatus()
{
    busy_->setVisible(document_->isComputing());
    if (document_->isComputing()) {
        statusLabel_->setText(tr("Computing\u2026"));
        return;
    }
    if (!document_->hasResult()) {
        const QString text = tr("Cannot compute: %1").arg(document_->errorText());
        if (text != statusLabel_->text())
            announcer_->announce(text);
        statusLabel_->setText(text);
        return;
    }
    const AttentionInput& in = document_->resolved().input;
    // the kind's own line (channel attention's channels), or the sizes of q, k and v
    QString text = kindDescription(document_->resolved().kind).sizeSummary(document_->resolved());
    if (text.isEmpty())
        text = tr("%1 queries \u00d7 %2 keys, d_k = %3, d_v = %4, %n head(s)", nullptr, in.heads)
                   .arg(in.queryCount())
                   .arg(in.keyCount())
                   .arg(in.modelDim())
                   .arg(in.valueDim());
    const Warnings warnings = document_->warnings();
    if (!warnings.empty())
        text += tr(" \u2014 %n warning(s): %1", nullptr, static_cast<int>(warnings.size()))
                    .arg(SentencePanel::warningText(warnings.front(), *document_));
    statusLabel_->setText(text);
}

void MainWindow::updateRecentMenu()
{
    recentMenu_->clear();
    const QStringList files = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    for (const QString& path : files) {
        QAction* a = recentMenu_->addAction(QFileInfo(path).fileName());
        a->setToolTip(path);
        connect(a, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    recentMenu_->setEnabled(!files.isEmpty());
}

void MainWindow::addRecentFile(const QString& path)
{
    QSettings settings;
    QStringList files = settings.value(QStringLiteral("recentFiles")).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > maxRecentFiles)
        files.removeLast();
    settings.setValue(QStringLiteral("recentFiles"), files);
    updateRecentMenu();
}

void MainWindow::showError(const QString& title, const QString& text)
{
    QMessageBox::warning(this, title, text);
}

bool MainWindow::focusNextPrevChild(bool next)
{
    return focusInReadingOrder(this, {inputDock_, views_, inspectorDock_, statusBar()}, next) ||
           QMainWindow::focusNextPrevChild(next);
}

bool MainWindow::maybeSave()
{
    if (!document_->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved changes"),
        tr("\u201c%1\u201d has changes that are not saved. Save them?").arg(documentTitle()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::newScenario()
{
    if (!maybeSave())
        return;
    document_->reset(Document::lessonScenario());
    lessonPanel_->close();
    showInputsForScenario();
}

void MainWindow::showInputsForScenario()
{
    inputTabs_->setCurrentIndex(document_->scenario().kind == InputKind::Sentences ? 1 : 0);
    // a picture's scenario opens on the picture
    if (document_->scenario().kind == InputKind::Image)
        views_->setCurrentWidget(imageLab_);
}

void MainWindow::openDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open"), QSettings().value(QStringLiteral("lastDir")).toString(),
        tr("AttnLab scenarios, pictures and attention weights (*.json %1 *.npy);;AttnLab "
           "scenarios (*.json);;Pictures (%1);;NumPy attention weights (*.npy);;All files (*)")
            .arg(imageNameFilter()));
    if (path.isEmpty())
        return;
    QSettings().setValue(QStringLiteral("lastDir"), QFileInfo(path).absolutePath());
    openFile(path);
}

bool MainWindow::openLesson(const QString& path)
{
    autosave_->saveNow(); // reading another file is a crash-prone moment
    if (!maybeSave())
        return false;
    QString error;
    if (!lessonPanel_->open(path, &error)) {
        showError(tr("Cannot open the lesson"), error);
        return false;
    }
    if (!path.startsWith(QLatin1String(":/")))
        addRecentFile(path);
    views_->setCurrentWidget(centreScroll_);
    return true;
}

bool MainWindow::openFile(const QString& path)
{
    autosave_->saveNow(); // reading another file is a crash-prone moment
    if (isLessonFile(path))
        return openLesson(path);
    if (isImageFileName(path))
        return openPicture(path);
    if (QFileInfo(path).suffix().compare(QLatin1String("npy"), Qt::CaseInsensitive) == 0) {
        QString error;
        if (!mapsView_->openFile(path, &error)) {
            showError(tr("Cannot open"), error);
            return false;
        }
        if (!error.isEmpty()) // the weights opened; their tokens did not
            showError(tr("Tokens not used"), error);
        return true;
    }
    if (!maybeSave())
        return false;
    QString error;
    if (!document_->load(path, &error)) {
        showError(tr("Cannot open"), error);
        return false;
    }
    addRecentFile(path);
    lessonPanel_->close();
    showInputsForScenario();
    return true;
}

bool MainWindow::openPicture(const QString& path)
{
    // Read first: a picture that cannot be read changes nothing, and asks nothing. The core's
    // reader (a regular file only, never a FIFO) keeps it decoded for the computation that follows.
    autosave_->saveNow(); // reading another file is a crash-prone moment
    ImagePixels pixels;
    try {
        pixels = decodeImage(toStd(QFileInfo(path).absoluteFilePath()));
    } catch (const InputError& e) {
        showError(tr("Cannot open the picture"), translatedError(e));
        return false;
    } catch (const std::bad_alloc&) {
        showError(tr("Cannot open the picture"), tr("not enough memory to read %1").arg(path));
        return false;
    }
    if (!maybeSave())
        return false;
    document_->reset(ImageLab::scenarioForPicture(path, pixels.height, pixels.width), QString(), {},
                     QFileInfo(path).absolutePath());
    addRecentFile(path);
    lessonPanel_->close();
    showInputsForScenario();
    return true;
}

bool MainWindow::openExample(const QString& resourcePath)
{
    if (!maybeSave())
        return false;
    try {
        LoadedScenario loaded = readScenarioFile(resourcePath);
        // its own files (a picture) are named relative to the examples' folder
        document_->reset(loaded.scenario, QString(), loaded.warnings,
                         QFileInfo(resourcePath).path());
        lessonPanel_->close();
        showInputsForScenario();
        return true;
    } catch (const InputError& e) {
        showError(tr("Cannot open the example"), translatedError(e));
        return false;
    }
}

bool MainWindow::saveTo(const QString& path)
{
    QString error;
    if (!document_->save(path, &error)) {
        showError(tr("Cannot save"), error);
        return false;
    }
    addRecentFile(path);
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 4000);
    return true;
}

bool MainWindow::save()
{
    if (document_->filePath().isEmpty())
        return saveAs();
    return saveTo(document_->filePath());
}

bool MainWindow::saveAs()
{
    QString path = QFileDialog::getSaveFileName(
        this, tr("Save scenario"), QSettings().value(QStringLiteral("lastDir")).toString(),
        tr("AttnLab scenarios (*.json)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty()) // the double suffix the desktop opens with AttnLab
        path += QStringLiteral(".attnlab.json");
    QSettings().setValue(QStringLiteral("lastDir"), QFileInfo(path).absolutePath());
    return saveTo(path);
}

void MainWindow::applyPreferences(const Preferences& p)
{
    preferences_ = p;
    p.save();
    applyTextScale(p.fontScale);
    if (isVisible())
        fitScreen(); // a larger text needs more room
    qApp->setPalette(theme::palette(p.theme));
    // In a high-contrast palette (AttnLab's or the system's) frames are drawn in the text's
    // colour: the platform style's grey frames would vanish on black.
    if (auto* style = qobject_cast<TextScaledStyle*>(QApplication::style()))
        style->setHighContrast(theme::isHighContrast(qApp->palette()));
    // One set of view choices for every heatmap view.
    const ViewSettings view = ViewSettings::of(p);
    stageView_->setViewSettings(view);
    for (int i = 1; i < views_->count(); ++i)
        if (auto* l = dynamic_cast<Lab*>(views_->widget(i)))
            l->setViewSettings(view);
    inspector_->setDecimals(std::max(4, p.decimals));
}

void MainWindow::showPreferences()
{
    PreferencesDialog dialog(preferences_, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const bool newLanguage = dialog.preferences().language != preferences_.language;
    applyPreferences(dialog.preferences());
    if (newLanguage)
        statusBar()->showMessage(tr("The new language shows when AttnLab starts again."), 8000);
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About AttnLab"),
                       tr("<h3>AttnLab %1</h3><p>Explore attention, softmax(QK<sup>T</sup>/\u221a"
                          "d<sub>k</sub> "
                          "+ M)V, one step and one number at a time.</p><p>GPL-3.0-or-later.</p>")
                               .arg(QCoreApplication::applicationVersion()) +
                           aboutDetails());
}

void MainWindow::togglePlay(bool on)
{
    if (on)
        playTimer_->start();
    else
        playTimer_->stop();
    action(QStringLiteral("play"))->setText(on ? tr("&Pause") : tr("&Play"));
    action(QStringLiteral("play"))
        ->setIcon(QIcon::fromTheme(on ? QStringLiteral("media-playback-pause")
                                      : QStringLiteral("media-playback-start")));
}

void MainWindow::createLessonMenu()
{
    // File › Lesson: play one, or make one from the views set up in the window.
    QMenu* menu = lessonMenu_;
    menu->addAction(action(QStringLiteral("openLesson")));
    menu->addSeparator();
    const auto add = [&](const char* name, const QString& text, const QKeySequence& key,
                         auto slot) {
        QAction* a = menu->addAction(text);
        a->setObjectName(QLatin1String(name));
        a->setShortcut(key);
        actions_.insert(a->objectName(), a);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    add("newLesson", tr("&New Lesson"), {}, [this] {
        if (!maybeSaveLesson())
            return;
        lessonEditor_->reset(Lesson{});
        editorStep_ = -1;
        statusBar()->showMessage(
            tr("A new lesson: set up a view, then Lesson › Add This View as a Step."), 10000);
    });
    add("editLesson", tr("&Edit This Lesson"), {}, [this] {
        if (!lessonPanel_->isOpen() || !maybeSaveLesson())
            return;
        lessonEditor_->reset(lessonPanel_->lesson().lesson, lessonPanel_->lesson().path);
        editorStep_ = lessonPanel_->step();
    });
    add("addLessonStep", tr("&Add This View as a Step"), QKeySequence(Qt::CTRL | Qt::Key_L),
        [this] {
            editorStep_ = lessonEditor_->addView(editorStep_);
            statusBar()->showMessage(tr("Step %1 of %2 added to the lesson.")
                                         .arg(editorStep_ + 1)
                                         .arg(lessonEditor_->lesson().steps.size()),
                                     6000);
        });
    add("editLessonStep", tr("Step &Text\u2026"), {}, [this] {
        const auto& steps = lessonEditor_->lesson().steps;
        if (editorStep_ < 0 || editorStep_ >= int(steps.size()))
            return;
        LessonStepDialog dialog(steps[std::size_t(editorStep_)], this);
        if (dialog.exec() == QDialog::Accepted)
            lessonEditor_->setStepText(editorStep_, dialog.title(), dialog.note());
    });
    add("editLessonQuestion", tr("Step &Question\u2026"), {}, [this] { editLessonQuestion(); });
    add("moveLessonStepEarlier", tr("Move Step Earl&ier"), {}, [this] {
        if (editorStep_ > 0) {
            lessonEditor_->moveStep(editorStep_, editorStep_ - 1);
            --editorStep_;
        }
    });
    add("moveLessonStepLater", tr("Move Step Late&r"), {}, [this] {
        if (editorStep_ >= 0 && editorStep_ + 1 < int(lessonEditor_->lesson().steps.size())) {
            lessonEditor_->moveStep(editorStep_, editorStep_ + 1);
            ++editorStep_;
        }
    });
    add("deleteLessonStep", tr("&Delete Step"), {}, [this] {
        lessonEditor_->removeStep(editorStep_);
        editorStep_ = std::min(editorStep_, int(lessonEditor_->lesson().steps.size()) - 1);
    });
    QAction* undo = lessonEditor_->undoStack()->createUndoAction(this, tr("&Undo Lesson Edit"));
    QAction* redo = lessonEditor_->undoStack()->createRedoAction(this, tr("Red&o Lesson Edit"));
    menu->addAction(undo);
    menu->addAction(redo);
    menu->addSeparator();
    add("saveLesson", tr("&Save Lesson As\u2026"), {}, [this] {
        const QString path =
            saveFileName(tr("Save the lesson"), QStringLiteral("lesson.attnlesson.json"),
                         tr("AttnLab lessons (*.json)"), QStringLiteral("attnlesson.json"));
        if (path.isEmpty())
            return;
        QString error;
        if (!lessonEditor_->save(path, &error))
            showError(tr("Cannot save the lesson"), error);
        else
            statusBar()->showMessage(tr("Saved the lesson to %1").arg(path), 6000);
    });
    add("checkLesson", tr("&Check the Lesson"), {}, [this] {
        // attnlab-cli lesson check, its problems in the interface language
        QApplication::setOverrideCursor(Qt::WaitCursor);
        const std::vector<InputError> problems = lessonProblems(lessonEditor_->loaded());
        QApplication::restoreOverrideCursor();
        if (problems.empty()) {
            statusBar()->showMessage(tr("Every step of the lesson can be shown and answered, in "
                                        "every language it lists."),
                                     8000);
            return;
        }
        QStringList lines;
        for (const InputError& e : problems)
            lines << translatedError(e);
        showError(tr("%n problem(s) in the lesson", nullptr, int(problems.size())),
                  lines.join(QLatin1Char('\n')));
    });
    add("playLesson", tr("&Play the Lesson Being Made"), {}, [this] {
        if (lessonEditor_->filePath().isEmpty() || lessonEditor_->isModified()) {
            showError(tr("Cannot play the lesson"),
                      tr("Save the lesson first (Lesson › Save Lesson As…)."));
            return;
        }
        openLesson(lessonEditor_->filePath());
    });
    // Steps can be edited, moved or deleted once there are some; a lesson plays once saved.
    const auto update = [this] {
        const int steps = int(lessonEditor_->lesson().steps.size());
        for (const char* name :
             {"editLessonStep", "editLessonQuestion", "moveLessonStepEarlier",
              "moveLessonStepLater", "deleteLessonStep", "saveLesson", "checkLesson"})
            action(QLatin1String(name))->setEnabled(steps > 0);
        action(QStringLiteral("editLesson"))->setEnabled(lessonPanel_->isOpen());
    };
    connect(lessonEditor_, &LessonEditor::changed, this, update);
    connect(lessonPanel_, &LessonPanel::stepShown, this, [this, update](int step) {
        if (lessonPanel_->lesson().path == lessonEditor_->filePath())
            editorStep_ = step; // playing the lesson being made: its steps are the same
        update();
    });
    connect(lessonPanel_, &LessonPanel::closed, this, update);
    update();
}

void MainWindow::createSpeakerNotes()
{
    // A lesson's notes on the teacher's screen: shown by itself in presenter mode where there
    // is a second screen, or asked for (View › Speaker Notes).
    speakerNotes_ = new SpeakerNotes(lessonPanel_, this);
    for (const char* name : {"next", "previous", "firstStep", "lastStep", "blank", "presenter"})
        speakerNotes_->addAction(action(QLatin1String(name)));
    connect(new QShortcut(QKeySequence(Qt::Key_R), speakerNotes_), &QShortcut::activated,
            lessonPanel_, &LessonPanel::reveal);
    connect(new QShortcut(QKeySequence(Qt::Key_Escape), speakerNotes_), &QShortcut::activated, this,
            [this] { presenter_->setActive(false); });
    QAction* notes = new QAction(tr("Speaker N&otes"), this);
    notes->setObjectName(QStringLiteral("speakerNotes"));
    notes->setCheckable(true);
    notes->setEnabled(false); // until a lesson is open
    notes->setToolTip(tr("The lesson’s notes, its answers and what comes next, in a window "
                         "for the teacher (on the second screen in presenter mode)"));
    actions_.insert(notes->objectName(), notes);
    connect(notes, &QAction::toggled, this, [this](bool on) {
        if (on)
            notesDismissed_ = false;
        updateSpeakerNotes();
    });
    connect(presenter_, &PresenterMode::activeChanged, this, [this](bool on) {
        if (on) {
            speakerNotes_->restartClock();
            notesDismissed_ = false; // a new presentation offers them again
        }
        updateSpeakerNotes();
    });
    // Closed by the teacher: they stay closed (until asked for, or the next presentation).
    connect(speakerNotes_, &SpeakerNotes::dismissed, this, [this, notes] {
        notesDismissed_ = true;
        const QSignalBlocker block(notes);
        notes->setChecked(false);
    });
    connect(lessonPanel_, &LessonPanel::stepShown, this, &MainWindow::updateSpeakerNotes);
    connect(lessonPanel_, &LessonPanel::closed, this, &MainWindow::updateSpeakerNotes);
    connect(qApp, &QGuiApplication::screenAdded, this, &MainWindow::updateSpeakerNotes);
    connect(qApp, &QGuiApplication::screenRemoved, this, &MainWindow::updateSpeakerNotes);
}

void MainWindow::updateSpeakerNotes()
{
    QAction* asked = action(QStringLiteral("speakerNotes"));
    asked->setEnabled(lessonPanel_->isOpen());
    QScreen* other = presenter_->isActive() && !notesDismissed_
                         ? SpeakerNotes::notesScreen(QGuiApplication::screens(), screen())
                         : nullptr;
    if (!lessonPanel_->isOpen() || (!asked->isChecked() && !other)) {
        speakerNotes_->hide();
        return;
    }
    speakerNotes_->refresh();
    if (other) {
        // The whole of the teacher's screen; the projector keeps the main window. (setScreen
        // first: X11's separate screens are not reached by moving a window.) Once there, the
        // teacher may move it.
        if (!speakerNotes_->isVisible() || speakerNotes_->screen() == screen()) {
            speakerNotes_->setScreen(other);
            speakerNotes_->setGeometry(other->availableGeometry());
            speakerNotes_->showMaximized();
        }
    } else if (!speakerNotes_->isVisible()) {
        speakerNotes_->resize(speakerNotes_->fontMetrics().averageCharWidth() * 72,
                              speakerNotes_->fontMetrics().height() * 24);
        PresenterMode::fitToScreen(speakerNotes_);
        speakerNotes_->show();
    }
}

void MainWindow::editLessonQuestion()
{
    const auto& steps = lessonEditor_->lesson().steps;
    if (editorStep_ < 0 || editorStep_ >= int(steps.size()))
        return;
    const LessonStep& step = steps[std::size_t(editorStep_)];
    // The step's numbers, computed once: the dialog checks the question against them as it is
    // edited.
    LoadedLesson bare = lessonEditor_->loaded();
    bare.lesson.steps[std::size_t(editorStep_)].question.reset();
    ComputedStep computed;
    try {
        computed = computeStep(bare, editorStep_);
    } catch (const std::exception& e) {
        showError(tr("Cannot compute the step"), translatedError(e));
        return;
    }
    QStringList ids, names;
    const AttentionKind& kind = attentionKind(computed.resolved.kind);
    const KindDescription& description = kindDescription(computed.resolved.kind);
    for (int i = 0; i < int(kind.stages().size()); ++i) {
        ids << fromStd(kind.stages()[std::size_t(i)].id);
        names << description.stageName(i).replace(QStringLiteral("&&"), QStringLiteral("&"));
    }
    LessonQuestionDialog dialog(step, ids, names, step.cell,
                                LessonQuestionDialog::stepChecker(computed, step), this);
    if (dialog.exec() == QDialog::Accepted)
        lessonEditor_->setStepQuestion(editorStep_, dialog.question());
}

bool MainWindow::maybeSaveLesson()
{
    if (!lessonEditor_->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved lesson"),
        tr("The lesson being made has changes that are not saved. Discard them?"),
        QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel);
    return answer == QMessageBox::Discard;
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!maybeSave() || !maybeSaveLesson()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    autosave_->closedNormally(); // saved or discarded: the recovery copies go
    event->accept();
}

namespace {

/// What a drop holds: a scenario, or attention weights with perhaps their tokens file.
struct DroppedFiles
{
    QString scenario, weights, tokens;
};

DroppedFiles droppedFiles(const QMimeData* mime)
{
    DroppedFiles files;
    for (const QUrl& url : mime->urls()) {
        if (!url.isLocalFile())
            continue;
        const QString path = url.toLocalFile();
        const QString suffix = QFileInfo(path).suffix().toLower();
        if (suffix == QLatin1String("npy"))
            files.weights = path;
        else if (suffix == QLatin1String("txt") ||
                 path.endsWith(QLatin1String(".tokens.json"), Qt::CaseInsensitive))
            files.tokens = path;
        else if (suffix == QLatin1String("json") || isImageFileName(path))
            files.scenario = path;
    }
    if (!files.weights.isEmpty() && files.tokens.isEmpty() && !files.scenario.isEmpty())
        std::swap(files.tokens, files.scenario); // weights with a JSON list of their tokens
    return files;
}

} // namespace

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    const DroppedFiles files = droppedFiles(event->mimeData());
    if (!files.weights.isEmpty() || !files.scenario.isEmpty() ||
        (!files.tokens.isEmpty() && mapsView_->hasMaps()))
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const DroppedFiles files = droppedFiles(event->mimeData());
    event->acceptProposedAction();
    // Open after the drop returns, so a dialog (unsaved changes) does not block the drag.
    QTimer::singleShot(0, this, [this, files] {
        if (!files.weights.isEmpty()) {
            if (!openFile(files.weights))
                return;
        } else if (!files.scenario.isEmpty()) {
            openFile(files.scenario);
            return;
        }
        if (!files.tokens.isEmpty() && mapsView_->hasMaps()) {
            QString error;
            if (!mapsView_->loadTokens(files.tokens, &error))
                showError(tr("Tokens not used"), error);
            views_->setCurrentWidget(mapsView_);
        }
    });
}

void MainWindow::openScenarioOfLab(const Scenario& scenario)
{
    if (!maybeSave())
        return;
    document_->reset(scenario); // a new, unsaved document
    lessonPanel_->close();
    showInputsForScenario();
    views_->setCurrentIndex(0);
}

void MainWindow::askForPicture()
{
    const QString path = openFileName(tr("Open a picture"),
                                      tr("Pictures (%1);;All files (*)").arg(imageNameFilter()));
    if (!path.isEmpty())
        openPicture(path);
}

void MainWindow::exportFigures()
{
    // A lab shown exports what it says: its own figure (now, or once the result is there) or
    // the document's stage.
    Lab* shown = dynamic_cast<Lab*>(views_->currentWidget());
    const Lab::FigureExport mode = shown ? shown->figureExport() : Lab::FigureExport::Document;
    if (mode == Lab::FigureExport::Own) {
        shown->exportFigureAs();
        return;
    }
    if (deferUntilComputed([this] { exportFigures(); }))
        return;
    if (mode == Lab::FigureExport::OwnOfTheResult) {
        shown->exportFigureAs();
        return;
    }
    if (!document_->hasResult()) {
        showError(tr("Cannot export"), document_->errorText());
        return;
    }
    ExportDialog dialog(document_, stageView_->stageIndex(), stageView_->head(), this);
    dialog.setFrame(stageView_->frame());
    dialog.setColormap(preferences_.colormap);
    dialog.setDecimals(preferences_.decimals);
    dialog.setAnnotate(preferences_.annotate);
    dialog.exec();
}

QString MainWindow::openFileName(const QString& title, const QString& filter)
{
    const QString path = QFileDialog::getOpenFileName(
        this, title, QSettings().value(QStringLiteral("lastDir")).toString(), filter);
    if (!path.isEmpty())
        QSettings().setValue(QStringLiteral("lastDir"), QFileInfo(path).absolutePath());
    return path;
}

QString MainWindow::saveFileName(const QString& title, const QString& suggestedName,
                                 const QString& filter, const QString& suffix)
{
    QString folder = QSettings().value(QStringLiteral("lastDir")).toString();
    if (!document_->filePath().isEmpty())
        folder = QFileInfo(document_->filePath()).absolutePath();
    // The suffix follows the chosen filter, and is added by the dialog itself, so that its
    // question before replacing a file asks about the name that will be written.
    static const QRegularExpression pattern(QStringLiteral("\\*\\.(\\w+)"));
    const auto suffixOf = [](const QString& f) { return pattern.match(f).captured(1); };
    QFileDialog dialog(this, title, QDir(folder).filePath(suggestedName), filter);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setDefaultSuffix(suffix);
    for (const QString& f : filter.split(QStringLiteral(";;")))
        if (suffixOf(f) == QFileInfo(suggestedName).suffix())
            dialog.selectNameFilter(f);
    connect(&dialog, &QFileDialog::filterSelected, &dialog, [&dialog, suffixOf](const QString& f) {
        if (!suffixOf(f).isEmpty())
            dialog.setDefaultSuffix(suffixOf(f));
    });
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    const QString path = dialog.selectedFiles().constFirst();
    QSettings().setValue(QStringLiteral("lastDir"), QFileInfo(path).absolutePath());
    return path;
}

void MainWindow::importMatrix(int role)
{
    if (deferUntilComputed([this, role] { importMatrix(role); }))
        return;
    const auto r = static_cast<MatrixRole>(role);
    const QString path =
        openFileName(tr("Import %1").arg(roleName(r)), DataExchange::matrixOpenFilter());
    if (path.isEmpty())
        return;
    QString report;
    if (const QString error = DataExchange::importMatrix(document_, r, path, &report);
        !error.isEmpty()) {
        showError(tr("Cannot import"), error);
        return;
    }
    views_->setCurrentIndex(0);
    inputTabs_->setCurrentIndex(0);
    statusBar()->showMessage(report, 10000);
}

void MainWindow::importQkv()
{
    if (deferUntilComputed([this] { importQkv(); }))
        return;
    const QString path =
        openFileName(tr("Import Q, K and V"), tr("NumPy archives (*.npz);;All files (*)"));
    if (path.isEmpty())
        return;
    QString report;
    if (const QString error = DataExchange::importQkv(document_, path, &report); !error.isEmpty()) {
        showError(tr("Cannot import"), error);
        return;
    }
    views_->setCurrentIndex(0);
    inputTabs_->setCurrentIndex(0);
    statusBar()->showMessage(report, 10000);
}

void MainWindow::importMask()
{
    if (deferUntilComputed([this] { importMask(); }))
        return;
    const QString path = openFileName(tr("Import a mask (1 = may attend, 0 = masked)"),
                                      DataExchange::matrixOpenFilter());
    if (path.isEmpty())
        return;
    QString report;
    if (const QString error = DataExchange::importMask(document_, path, &report);
        !error.isEmpty()) {
        showError(tr("Cannot import"), error);
        return;
    }
    views_->setCurrentIndex(0);
    statusBar()->showMessage(report, 10000);
}

void MainWindow::exportMatrix(int role)
{
    if (deferUntilComputed([this, role] { exportMatrix(role); }))
        return;
    const auto r = static_cast<MatrixRole>(role);
    const QString path = saveFileName(tr("Export %1").arg(roleName(r)),
                                      roleName(r).toLower() + QStringLiteral(".csv"),
                                      DataExchange::matrixSaveFilter(), QStringLiteral("csv"));
    if (path.isEmpty())
        return;
    if (const QString error = DataExchange::exportMatrix(*document_, r, path); !error.isEmpty())
        showError(tr("Cannot export"), error);
    else
        statusBar()->showMessage(tr("Wrote %1").arg(QDir::toNativeSeparators(path)), 6000);
}

void MainWindow::exportQkv()
{
    if (deferUntilComputed([this] { exportQkv(); }))
        return;
    const QString path = saveFileName(tr("Export Q, K and V"), QStringLiteral("qkv.npz"),
                                      tr("NumPy archive (*.npz)"), QStringLiteral("npz"));
    if (path.isEmpty())
        return;
    if (const QString error = DataExchange::exportQkv(*document_, path); !error.isEmpty())
        showError(tr("Cannot export"), error);
    else
        statusBar()->showMessage(tr("Wrote %1").arg(QDir::toNativeSeparators(path)), 6000);
}

void MainWindow::exportMask()
{
    if (deferUntilComputed([this] { exportMask(); }))
        return;
    const QString path =
        saveFileName(tr("Export the mask (1 = may attend, 0 = masked)"), QStringLiteral("mask.csv"),
                     DataExchange::matrixSaveFilter(), QStringLiteral("csv"));
    if (path.isEmpty())
        return;
    if (const QString error = DataExchange::exportMask(*document_, path); !error.isEmpty())
        showError(tr("Cannot export"), error);
    else
        statusBar()->showMessage(tr("Wrote %1").arg(QDir::toNativeSeparators(path)), 6000);
}

void MainWindow::exportTrace()
{
    if (deferUntilComputed([this] { exportTrace(); }))
        return;
    const QString base = document_->filePath().isEmpty()
                             ? tr("attention")
                             : QFileInfo(document_->filePath()).completeBaseName();
    const QString path =
        saveFileName(tr("Export every number as JSON"), base + QStringLiteral("-result.json"),
                     tr("JSON (*.json)"), QStringLiteral("json"));
    if (path.isEmpty())
        return;
    if (path == document_->filePath()) {
        showError(tr("Cannot export"), tr("%1 is the scenario's own file: choose another name.")
                                           .arg(QDir::toNativeSeparators(path)));
        return;
    }
    if (const QString error = DataExchange::exportTrace(*document_, path); !error.isEmpty())
        showError(tr("Cannot export"), error);
    else
        statusBar()->showMessage(tr("Wrote %1").arg(QDir::toNativeSeparators(path)), 6000);
}

void MainWindow::exportStage()
{
    if (deferUntilComputed([this] { exportStage(); }))
        return;
    const int stage = stageView_->stageIndex();
    const KindDescription& description = kindDescription(stageView_->kind());
    const int frames = document_->hasResult() ? document_->kindTrace().frameCount() : 1;
    const QString name = stageFileName(description.id(), stageView_->stageIndex(),
                                       stageView_->head(), stageView_->frame(), frames);
    const QString path = saveFileName(
        tr("Export the numbers of %1")
            .arg(description.stageName(stageView_->stageIndex()).remove(QLatin1Char('&'))),
        name + QStringLiteral(".csv"), DataExchange::matrixSaveFilter(), QStringLiteral("csv"));
    if (path.isEmpty())
        return;
    if (const QString error = DataExchange::exportStage(*document_, stage, stageView_->head(), path,
                                                        stageView_->frame());
        !error.isEmpty())
        showError(tr("Cannot export"), error);
    else
        statusBar()->showMessage(tr("Wrote %1").arg(QDir::toNativeSeparators(path)), 6000);
}

void MainWindow::exportAllStages()
{
    if (deferUntilComputed([this] { exportAllStages(); }))
        return;
    if (!document_->hasResult()) {
        showError(tr("Cannot export"), document_->errorText());
        return;
    }
    QString folder = QSettings().value(QStringLiteral("lastDir")).toString();
    if (!document_->filePath().isEmpty())
        folder = QFileInfo(document_->filePath()).absolutePath();
    folder =
        QFileDialog::getExistingDirectory(this, tr("Folder for the stages' CSV files"), folder);
    if (folder.isEmpty())
        return;
    QSettings().setValue(QStringLiteral("lastDir"), folder);
    const QString prefix = document_->filePath().isEmpty()
                               ? QString()
                               : QFileInfo(document_->filePath()).completeBaseName();
    const QStringList files =
        DataExchange::stageFiles(*document_, folder, prefix, QStringLiteral("csv"));
    QStringList existing;
    for (const QString& file : files)
        if (QFileInfo::exists(file))
            existing << QFileInfo(file).fileName();
    if (!existing.isEmpty() &&
        QMessageBox::question(
            this, tr("Export every stage"),
            tr("%n of the files exist already (%1). Replace them?", nullptr, int(existing.size()))
                .arg(existing.mid(0, 4).join(QStringLiteral(", ")) +
                     (existing.size() > 4 ? QStringLiteral(", …") : QString())),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::No) != QMessageBox::Yes)
        return;
    QStringList written;
    if (const QString error = DataExchange::exportAllStages(*document_, folder, prefix,
                                                            QStringLiteral("csv"), &written);
        !error.isEmpty()) {
        showError(tr("Cannot export"), error);
        return;
    }
    statusBar()->showMessage(tr("Wrote %n file(s) to %1", nullptr, int(written.size()))
                                 .arg(QDir::toNativeSeparators(folder)),
                             8000);
}

} // namespace attnlab

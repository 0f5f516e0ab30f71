#include "mainwindow.h"

#include "attentionpanel.h"
#include "document.h"
#include "exportdialog.h"
#include "figureexport.h"
#include "heatmapwidget.h"
#include "inputerror.h"
#include "inspector.h"
#include "matrixpanel.h"
#include "preferencesdialog.h"
#include "scalinglab.h"
#include "scenariofile.h"
#include "sentencepanel.h"
#include "stageview.h"

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
#include <QJsonDocument>
#include <QJsonObject>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScrollArea>
#include <QSettings>
#include <QStatusBar>
#include <QStyleFactory>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

namespace attnlab {

namespace {

constexpr int maxRecentFiles = 8;

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x31), base(0x20, 0x22, 0x26), text(0xee, 0xee, 0xee);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::red);
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x7e, 0xd6));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x7a, 0xb7, 0xff));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x88, 0x88, 0x88));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x88, 0x88, 0x88));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x88, 0x88, 0x88));
    return p;
}

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), document_(new Document(this)), playTimer_(new QTimer(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);
    baseFont_ = QApplication::font();

    // Centre: the kind of attention, then the current stage.
    auto* centre = new QWidget(this);
    auto* centreLayout = new QVBoxLayout(centre);
    attentionPanel_ = new AttentionPanel(document_, centre);
    stageView_ = new StageView(document_, centre);
    centreLayout->addWidget(attentionPanel_);
    centreLayout->addWidget(stageView_, 1);
    scalingLab_ = new ScalingLab(this);
    views_ = new QTabWidget(this);
    views_->setDocumentMode(true);
    views_->addTab(centre, tr("Attention, step by step"));
    views_->addTab(scalingLab_, tr("Scaling lab: why attention costs N²"));
    setCentralWidget(views_);

    // Left: inputs and the kind of attention.
    inputTabs_ = new QTabWidget(this);
    matrixPanel_ = new MatrixPanel(document_, inputTabs_);
    sentencePanel_ = new SentencePanel(document_, inputTabs_);
    inputTabs_->addTab(matrixPanel_, tr("&Matrices"));
    auto* sentenceScroll = new QScrollArea(inputTabs_);
    sentenceScroll->setWidget(sentencePanel_);
    sentenceScroll->setWidgetResizable(true);
    inputTabs_->addTab(sentenceScroll, tr("&Sentences"));
    auto* inputDock = new QDockWidget(tr("Inputs"), this);
    inputDock->setObjectName(QStringLiteral("InputsDock"));
    inputDock->setWidget(inputTabs_);
    addDockWidget(Qt::LeftDockWidgetArea, inputDock);

    inspector_ = new Inspector(this);
    auto* inspectorDock = new QDockWidget(tr("Inspector"), this);
    inspectorDock->setObjectName(QStringLiteral("InspectorDock"));
    inspectorDock->setWidget(inspector_);
    addDockWidget(Qt::RightDockWidgetArea, inspectorDock);
    inputTabs_->setMinimumWidth(360);
    inspector_->setMinimumWidth(300);

    // The scaling lab needs the whole width: the docks of the step-by-step view step aside.
    connect(views_, &QTabWidget::currentChanged, this, [this, inputDock, inspectorDock](int index) {
        inputDock->setVisible(index == 0);
        inspectorDock->setVisible(index == 0);
    });

    statusLabel_ = new QLabel(this);
    statusBar()->addWidget(statusLabel_, 1);

    createActions();
    createMenus();

    connect(stageView_, &StageView::cellActivated, this,
            [this](Stage stage, int head, int row, int column) {
                if (document_->hasResult())
                    inspector_->showCell(stage, document_->resolved(), document_->trace(), head,
                                         row, column);
            });
    connect(stageView_, &StageView::cellDeactivated, inspector_, &Inspector::showHint);
    connect(attentionPanel_, &AttentionPanel::paintModeChanged, stageView_,
            &StageView::setPaintMode);
    connect(matrixPanel_, &MatrixPanel::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, 8000); });
    connect(document_, &Document::modifiedChanged, this, &MainWindow::updateTitle);
    connect(document_, &Document::filePathChanged, this, &MainWindow::updateTitle);
    connect(document_, &Document::scenarioChanged, this, &MainWindow::updateTitle);
    connect(document_, &Document::resultChanged, this, &MainWindow::updateStatus);
    connect(document_, &Document::computingChanged, this, &MainWindow::updateStatus);
    connect(document_, &Document::resultChanged, this, [this] {
        // Keep the inspector in step with the numbers it shows.
        if (!document_->hasResult())
            inspector_->showHint();
    });
    connect(playTimer_, &QTimer::timeout, stageView_, &StageView::next);
    playTimer_->setInterval(2500);

    // Arrow keys and Space step through the stages unless a text field or table wants them.
    qApp->installEventFilter(this);

    applyPreferences(Preferences::load());
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(1600, 1000);
    if (!restoreState(settings.value(QStringLiteral("window/state")).toByteArray())) {
        // First start: room for Q, K, V on the left and the inspector's tables on the right.
        resizeDocks({inputDock, inspectorDock}, {width() * 30 / 100, width() * 25 / 100},
                    Qt::Horizontal);
    }
    updateTitle();
    updateStatus();
    updateRecentMenu();

    // Show the lesson's example with token 0's weights in the inspector.
    stageView_->setStage(Stage::Weights);
    stageView_->selectCell(0, 1);
}

MainWindow::~MainWindow()
{
    qApp->removeEventFilter(this);
}

QAction* MainWindow::action(const QString& name) const
{
    return actions_.value(name);
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
    connect(make(QStringLiteral("new"), tr("&New"), QKeySequence::New, "document-new"),
            &QAction::triggered, this, &MainWindow::newScenario);
    connect(make(QStringLiteral("open"), tr("&Open\u2026"), QKeySequence::Open, "document-open"),
            &QAction::triggered, this, &MainWindow::openDialog);
    connect(make(QStringLiteral("save"), tr("&Save"), QKeySequence::Save, "document-save"),
            &QAction::triggered, this, &MainWindow::save);
    connect(make(QStringLiteral("saveAs"), tr("Save &As\u2026"), QKeySequence::SaveAs,
                 "document-save-as"),
            &QAction::triggered, this, &MainWindow::saveAs);
    connect(make(QStringLiteral("export"), tr("&Export Figure\u2026"), QKeySequence(tr("Ctrl+E")),
                 "document-export"),
            &QAction::triggered, this, [this] {
                if (!document_->hasResult()) {
                    showError(tr("Cannot export"), document_->errorText());
                    return;
                }
                ExportDialog dialog(document_, stageView_->stage(), stageView_->head(), this);
                dialog.setColormap(preferences_.colormap);
                dialog.setDecimals(preferences_.decimals);
                dialog.setAnnotate(preferences_.annotate);
                dialog.exec();
            });
    connect(make(QStringLiteral("copyImage"), tr("Copy Heatmap as &Image"),
                 QKeySequence(tr("Ctrl+Shift+C")), "edit-copy"),
            &QAction::triggered, this, [this] {
                HeatmapStyle style = stageView_->heatmap()->style();
                style.background = Qt::white;
                style.foreground = Qt::black;
                style.firstRow = style.firstColumn = 0;
                style.visibleRows = style.visibleColumns = -1;
                copyHeatmapImage(stageView_->heatmap()->data(), style);
                statusBar()->showMessage(tr("The heatmap is on the clipboard."), 4000);
            });
    connect(make(QStringLiteral("quit"), tr("&Quit"), QKeySequence::Quit, "application-exit"),
            &QAction::triggered, this, &QWidget::close);

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
    connect(make(QStringLiteral("preferences"), tr("&Preferences\u2026"), QKeySequence::Preferences,
                 "preferences-system"),
            &QAction::triggered, this, &MainWindow::showPreferences);

    QAction* previous = make(QStringLiteral("previous"), tr("&Previous Step"),
                             QKeySequence(Qt::Key_Left), "go-previous");
    previous->setToolTip(tr("Previous step (\u2190)"));
    connect(previous, &QAction::triggered, stageView_, &StageView::previous);
    QAction* next =
        make(QStringLiteral("next"), tr("&Next Step"), QKeySequence(Qt::Key_Right), "go-next");
    next->setToolTip(tr("Next step (\u2192)"));
    connect(next, &QAction::triggered, stageView_, &StageView::next);
    QAction* play = make(QStringLiteral("play"), tr("&Play"), QKeySequence(Qt::Key_Space),
                         "media-playback-start");
    play->setCheckable(true);
    play->setToolTip(tr("Walk through the steps (Space)"));
    connect(play, &QAction::toggled, this, &MainWindow::togglePlay);

    connect(
        make(QStringLiteral("resetZoom"), tr("Show &All Cells"), QKeySequence(), "zoom-fit-best"),
        &QAction::triggered, stageView_->heatmap(), &HeatmapWidget::resetZoom);
    connect(make(QStringLiteral("biggerText"), tr("&Bigger Text"), QKeySequence::ZoomIn, "zoom-in"),
            &QAction::triggered, this, [this] {
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
    for (const auto& [title, path] : examples()) {
        QAction* a = examplesMenu_->addAction(title);
        a->setData(path);
        connect(a, &QAction::triggered, this, [this, path = path] { openExample(path); });
    }
    file->addSeparator();
    file->addAction(action(QStringLiteral("save")));
    file->addAction(action(QStringLiteral("saveAs")));
    file->addSeparator();
    file->addAction(action(QStringLiteral("export")));
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
    auto* stages = new QActionGroup(this);
    for (int i = 0; i < stageCount; ++i) {
        QAction* a = view->addAction(StageInfo::name(static_cast<Stage>(i)));
        a->setCheckable(true);
        a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
        stages->addAction(a);
        connect(a, &QAction::triggered, this,
                [this, i] { stageView_->setStage(static_cast<Stage>(i)); });
        connect(stageView_, &StageView::stageChanged, a,
                [a, i](Stage s) { a->setChecked(static_cast<int>(s) == i); });
        a->setChecked(static_cast<int>(stageView_->stage()) == i);
    }
    view->addSeparator();
    view->addAction(action(QStringLiteral("biggerText")));
    view->addAction(action(QStringLiteral("smallerText")));
    view->addAction(action(QStringLiteral("resetZoom")));
    view->addSeparator();
    for (QDockWidget* dock : findChildren<QDockWidget*>())
        view->addAction(dock->toggleViewAction());

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(action(QStringLiteral("about")));

    QToolBar* bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("MainToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    for (const char* name : {"new", "open", "save", "undo", "redo"})
        bar->addAction(action(QLatin1String(name)));
    bar->addSeparator();
    for (const char* name : {"previous", "next", "play"})
        bar->addAction(action(QLatin1String(name)));
}

QList<QPair<QString, QString>> MainWindow::examples()
{
    QList<QPair<QString, QString>> list;
    QDirIterator it(QStringLiteral(":/examples"), {QStringLiteral("*.json")}, QDir::Files);
    QStringList paths;
    while (it.hasNext())
        paths << it.next();
    paths.sort();
    for (const QString& path : paths) {
        QFile f(path);
        QString title = QFileInfo(path).completeBaseName();
        if (f.open(QIODevice::ReadOnly)) {
            const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
            if (o.contains(QLatin1String("title")))
                title = o.value(QLatin1String("title")).toString();
        }
        list.append({title, path});
    }
    return list;
}

void MainWindow::updateTitle()
{
    QString name = document_->displayName();
    if (document_->filePath().isEmpty() && !document_->scenario().title.empty())
        name = fromStd(document_->scenario().title);
    setWindowTitle(tr("%1[*] \u2014 AttnLab").arg(name));
    setWindowModified(document_->isModified());
}

void MainWindow::updateStatus()
{
    if (document_->isComputing()) {
        statusLabel_->setText(tr("Computing\u2026"));
        return;
    }
    if (!document_->hasResult()) {
        statusLabel_->setText(tr("Cannot compute: %1").arg(document_->errorText()));
        return;
    }
    const AttentionInput& in = document_->resolved().input;
    QString text =
        tr("%1 queries \u00d7 %2 keys, d_k = %3, d_v = %4, %n head(s)", nullptr, in.heads)
            .arg(in.queryCount())
            .arg(in.keyCount())
            .arg(in.modelDim())
            .arg(in.valueDim());
    const Warnings warnings = document_->warnings();
    if (!warnings.empty())
        text += tr(" \u2014 %n warning(s): %1", nullptr, static_cast<int>(warnings.size()))
                    .arg(fromStd(warnings.front().message));
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

bool MainWindow::maybeSave()
{
    if (!document_->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved changes"),
        tr("\u201c%1\u201d has changes that are not saved. Save them?")
            .arg(document_->displayName()),
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
    showInputsForScenario();
}

void MainWindow::showInputsForScenario()
{
    inputTabs_->setCurrentIndex(document_->scenario().kind == InputKind::Sentences ? 1 : 0);
}

void MainWindow::openDialog()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open scenario"), QSettings().value(QStringLiteral("lastDir")).toString(),
        tr("AttnLab scenarios (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!document_->load(path, &error)) {
        showError(tr("Cannot open"), error);
        return;
    }
    QSettings().setValue(QStringLiteral("lastDir"), QFileInfo(path).absolutePath());
    addRecentFile(path);
    showInputsForScenario();
}

bool MainWindow::openFile(const QString& path)
{
    if (!maybeSave())
        return false;
    QString error;
    if (!document_->load(path, &error)) {
        showError(tr("Cannot open"), error);
        return false;
    }
    addRecentFile(path);
    showInputsForScenario();
    return true;
}

bool MainWindow::openExample(const QString& resourcePath)
{
    if (!maybeSave())
        return false;
    try {
        LoadedScenario loaded = readScenarioFile(resourcePath);
        document_->reset(loaded.scenario, QString(), loaded.warnings);
        showInputsForScenario();
        return true;
    } catch (const InputError& e) {
        showError(tr("Cannot open the example"), fromStd(e.what()));
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
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    QSettings().setValue(QStringLiteral("lastDir"), QFileInfo(path).absolutePath());
    return saveTo(path);
}

void MainWindow::applyPreferences(const Preferences& p)
{
    preferences_ = p;
    p.save();
    QFont f = baseFont_;
    f.setPointSizeF(baseFont_.pointSizeF() * p.fontScale);
    QApplication::setFont(f);
    qApp->setPalette(p.theme == Preferences::Theme::Dark
                         ? darkPalette()
                         : QApplication::style()->standardPalette());
    stageView_->setColormap(p.colormap);
    stageView_->setDecimals(p.decimals);
    stageView_->setAnnotate(p.annotate);
    stageView_->setDark(p.theme == Preferences::Theme::Dark);
    inspector_->setDecimals(std::max(4, p.decimals));
}

void MainWindow::showPreferences()
{
    PreferencesDialog dialog(preferences_, this);
    if (dialog.exec() == QDialog::Accepted)
        applyPreferences(dialog.preferences());
}

void MainWindow::showAbout()
{
    QMessageBox::about(
        this, tr("About AttnLab"),
        tr("<h3>AttnLab %1</h3><p>Explore attention, softmax(QK<sup>T</sup>/\u221ad<sub>k</sub> "
           "+ M)V, one step and one number at a time.</p><p>GPL-3.0-or-later.</p>")
            .arg(QCoreApplication::applicationVersion()));
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

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.first().isLocalFile() &&
        urls.first().toLocalFile().endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.isEmpty())
        return;
    event->acceptProposedAction();
    // Open after the drop returns, so a dialog (unsaved changes) does not block the drag.
    const QString path = urls.first().toLocalFile();
    QTimer::singleShot(0, this, [this, path] { openFile(path); });
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        // Text fields, spin boxes and tables keep their arrow keys and Space.
        auto* key = static_cast<QKeyEvent*>(event);
        const bool stepKey = key->modifiers() == Qt::NoModifier &&
                             (key->key() == Qt::Key_Left || key->key() == Qt::Key_Right ||
                              key->key() == Qt::Key_Space);
        if (stepKey &&
            (qobject_cast<QLineEdit*>(watched) || qobject_cast<QAbstractSpinBox*>(watched) ||
             qobject_cast<QAbstractItemView*>(watched) || qobject_cast<QAbstractButton*>(watched) ||
             qobject_cast<QAbstractSlider*>(watched))) {
            event->accept();
            return false;
        }
    }
    return QMainWindow::eventFilter(watched, event);
}

} // namespace attnlab

#pragma once

#include "lab.h"
#include "preferences.h"
#include "stage.h"

#include <QMainWindow>
#include <QTabWidget>

#include <functional>

class QAction;
class QDockWidget;
class QLabel;
class QProgressBar;
class QMenu;
class QScrollArea;
class QTimer;

namespace attnlab {

class Announcer;
class AttentionMapsView;
class Autosave;
class AttentionPanel;
class Document;
class Inspector;
class ImageLab;
class LessonEditor;
class LessonPanel;
class SpeakerNotes;
class MatrixPanel;
class PresenterMode;
class SentencePanel;
class StageView;

/// The AttnLab window: inputs on the left, the current stage in the centre, the inspector on
/// the right. Opens on the lesson's example.
class MainWindow : public QMainWindow, public LabHost
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    Document* document() const { return document_; }
    StageView* stageView() const { return stageView_; }
    Inspector* inspector() const { return inspector_; }
    MatrixPanel* matrixPanel() const { return matrixPanel_; }
    SentencePanel* sentencePanel() const { return sentencePanel_; }
    AttentionPanel* attentionPanel() const { return attentionPanel_; }
    QTabWidget* inputTabs() const { return inputTabs_; }
    /// The central views: the step-by-step view, then the labs (labEntries()).
    QTabWidget* views() const { return views_; }
    /// The lab of class T (ScalingLab, SparseLab, AttentionMapsView, …), or nullptr.
    template <class T> T* lab() const
    {
        for (int i = 1; i < views_->count(); ++i)
            if (auto* found = dynamic_cast<T*>(views_->widget(i)))
                return found;
        return nullptr;
    }
    /// Attention weights read from a .npy file (File › Open routes them there).
    AttentionMapsView* mapsView() const { return mapsView_; }
    /// View › Presenter Mode and the presentation keys.
    PresenterMode* presenterMode() const { return presenter_; }
    QAction* action(const QString& name) const;
    /// Fits the window to a screen of this size (the room inside the frame): when the inputs,
    /// the map and the inspector side by side are wider than the room, the inspector is stacked
    /// with the inputs as a tab on the left (and raised whenever a cell is chosen).
    void arrangeForRoom(const QSize& room);
    /// True when the inspector shares the left side with the inputs.
    bool docksStacked() const;
    /// arrangeForRoom() for the screen the window is on, then fits the window to it. On another
    /// view, in presenter mode or full screen it is owed (fitOwed()) until the step-by-step view
    /// is back in a window of its own.
    void fitScreen();
    bool fitOwed() const { return fitOwed_; }

    /// Opens a file: a scenario (.json, asking first when there are unsaved changes) or
    /// attention weights (.npy, shown in the maps view; the scenario stays). False when not
    /// opened (a message box says why).
    bool openFile(const QString& path);
    /// Opens a bundled example as a new, untitled scenario.
    bool openExample(const QString& resourcePath);
    /// A picture opened by itself (PNG, JPEG): a new scenario of its patches, shown in the tab
    /// "Attention on an image". A picture that cannot be read changes nothing.
    bool openPicture(const QString& path);
    /// Opens a lesson file (or a ":/examples/lessons/…" one) in the lesson player.
    bool openLesson(const QString& path);
    LessonPanel* lessonPanel() const { return lessonPanel_; }
    LessonEditor* lessonEditor() const { return lessonEditor_; }
    SpeakerNotes* speakerNotes() const { return speakerNotes_; }
    /// The recovery copies of unsaved work (autosave.h).
    Autosave* autosave() const { return autosave_; }
    /// While the document computes in the background: runs action once the result is there
    /// (resultChanged, never blocking the window) and returns true; otherwise returns false at
    /// once. Every import and export starts with it.
    bool deferUntilComputed(std::function<void()> action);
    bool save();
    bool saveAs();
    /// Asks whether to save unsaved changes; false when the user cancels.
    bool maybeSave();
    void applyPreferences(const Preferences& preferences);

    /// Sets the application's font to the system's times this text scale (Preferences). Call it
    /// before making the window too, so that the window is made and measured at that size.
    static void applyTextScale(double scale);

    /// The examples: (title, path), from examplesDir() (installed, or compiled in).
    static QList<QPair<QString, QString>> examples();

protected:
    void closeEvent(QCloseEvent* event) override;
    /// Tab and Shift+Tab follow the screen (readingOrder): the inputs, the centre, the
    /// inspector, the status bar; each from top to bottom, a line from left to right.
    bool focusNextPrevChild(bool next) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    // LabHost: what the labs ask of the window
    void openExampleOfLab(const QString& path) override { openExample(path); }
    void openScenarioOfLab(const Scenario& scenario) override;
    void askForPicture() override;

    void createActions();
    void createMenus();
    /// What the title bar and the prompts call the document: its file name, or the title of an
    /// untitled scenario.
    QString documentTitle() const;
    void updateTitle();
    void createLessonMenu();
    /// Asks before the lesson being made loses its unsaved changes.
    bool maybeSaveLesson();
    /// View › Speaker Notes and the notes window of presenter mode.
    void createSpeakerNotes();
    void updateSpeakerNotes();
    /// Step Question: edits the question of the lesson editor's step, checked as it is edited.
    void editLessonQuestion();
    void updateStatus();
    void updateRecentMenu();
    void addRecentFile(const QString& path);
    bool saveTo(const QString& path);
    void showError(const QString& title, const QString& text);
    void newScenario();
    /// Shows the input tab that matches the scenario's kind of input.
    void showInputsForScenario();
    void openDialog();
    void showPreferences();
    void showAbout();
    void togglePlay(bool on);
    /// File › Import and File › Export Data.
    void importMatrix(int role);
    void importQkv();
    void importMask();
    void exportMatrix(int role);
    void exportQkv();
    void exportMask();
    void exportTrace();
    void exportStage();
    void exportAllStages();
    void exportFigures();
    /// A file name to write: the dialog's choice, with suffix added when none was typed.
    QString saveFileName(const QString& title, const QString& suggestedName, const QString& filter,
                         const QString& suffix);
    /// A file to read, remembering its folder.
    QString openFileName(const QString& title, const QString& filter);
    Document* document_;
    StageView* stageView_;
    LessonPanel* lessonPanel_ = nullptr;
    LessonEditor* lessonEditor_ = nullptr;
    SpeakerNotes* speakerNotes_ = nullptr;
    bool notesDismissed_ = false; ///< the teacher closed the speaker notes
    int editorStep_ = -1;         ///< the lesson editor's selected step
    QMenu* lessonMenu_ = nullptr;
    Inspector* inspector_;
    MatrixPanel* matrixPanel_;
    SentencePanel* sentencePanel_;
    AttentionPanel* attentionPanel_;
    QTabWidget* inputTabs_;
    QTabWidget* views_;
    QScrollArea* centreScroll_;
    QScrollArea* matrixScroll_;
    QScrollArea* sentenceScroll_;
    QDockWidget* inputDock_;
    QDockWidget* inspectorDock_;
    /// The two labs File › Open routes files to: pictures, attention weights.
    ImageLab* imageLab_;
    AttentionMapsView* mapsView_;
    PresenterMode* presenter_ = nullptr;
    QLabel* statusLabel_;
    /// Says to assistive technology the step shown, a cell's summary, a verdict, an error.
    Announcer* announcer_;
    QProgressBar* busy_ = nullptr;
    QMenu* recentMenu_ = nullptr;
    QMenu* examplesMenu_ = nullptr;
    QTimer* playTimer_;
    Preferences preferences_;
    bool arranged_ = false;
    bool fitOwed_ = false;
    QHash<QString, QAction*> actions_;
    Autosave* autosave_ = nullptr;
};

} // namespace attnlab

#pragma once

#include "stage.h"
#include "viewsettings.h"

#include <QWidget>

#include <string>

class QAction;
class QActionGroup;
class QBoxLayout;
class QButtonGroup;
class QHBoxLayout;
class QVBoxLayout;
class QSlider;
class QTimer;
class QLabel;
class QGridLayout;
class QScrollArea;

namespace attnlab {

class Document;
class KindDescription;
class HeatmapWidget;
class ScenarioCaption;
struct HeatmapData;
struct HeatmapStyle;

/// The centre of the window: the current stage of the pipeline as a heatmap, with its formula
/// and a short explanation; with several heads, a row of small heatmaps (one per head) to pick
/// the head shown large.
class StageView : public QWidget
{
    Q_OBJECT

public:
    explicit StageView(Document* document, QWidget* parent = nullptr);

    /// The stage shown, as softmax's Stage (its index into the kind's stages for any kind).
    Stage stage() const { return static_cast<Stage>(stage_); }
    /// The stage shown: an index into the current kind's stages.
    int stageIndex() const { return stage_; }
    int head() const { return head_; }
    /// The frame shown (decoding steps); 0 for a kind without frames.
    int frame() const { return frame_; }
    /// The selected cell of the large map, or -1.
    int selectedRow() const { return selectedRow_; }
    int selectedColumn() const { return selectedColumn_; }
    /// The kind whose stages the buttons, shortcuts and stepping walk through.
    const std::string& kind() const { return kind_; }
    /// One checkable action per stage of the kind, Ctrl+1 … Ctrl+9 (the View menu shows them);
    /// rebuilt when the kind changes (stagesChanged()).
    QList<QAction*> stageActions() const;
    /// The frame slider (hidden unless the trace has several frames).
    QSlider* frameSlider() const { return frameSlider_; }
    /// Previous frame (Ctrl+[), next frame (Ctrl+]) and Play (Ctrl+Space: a frame every
    /// second from the shown one to the last), shown with the frame slider.
    QAction* previousFrameAction() const { return previousFrame_; }
    QAction* nextFrameAction() const { return nextFrame_; }
    QAction* playFramesAction() const { return playFrames_; }
    HeatmapWidget* heatmap() const { return heatmap_; }
    /// The scenario's title and description above the map.
    ScenarioCaption* caption() const { return caption_; }
    /// "Step 4 of 6 · Softmax" (shown while presenting).
    QLabel* stepLabel() const { return stepLabel_; }
    QLabel* formulaLabel() const { return formula_; }
    /// The scroll area around the map: it scrolls when the map cannot fit at its text size.
    QScrollArea* mapArea() const { return mapArea_; }
    /// The small heatmap of head t (only while heads > 1).
    HeatmapWidget* headThumbnail(int t) const;

    void setColormap(const QString& colormap);
    void setDecimals(int decimals);
    void setAnnotate(bool annotate);
    void setFontScale(double scale);
    /// Every choice at once (one refresh).
    void setViewSettings(const ViewSettings& settings);
    void setPaintMode(bool on);
    /// Presenter mode: no step buttons, the step's position and the caption on show, the
    /// projector look (white, black text, thicker lines between the cells).
    void setPresenting(bool on);
    bool isPresenting() const { return presenting_; }
    /// Predict before the reveal: the map shows no value (no colour, no number, no mask) until
    /// the question is answered; cells can still be clicked. marked: cells the student has
    /// marked (the pairs they expect masked), drawn dark.
    void setConcealed(bool on, const QList<QPoint>& marked = {});
    bool isConcealed() const { return concealed_; }
    /// True when the step's text stands beside the map (presenter mode, a wide screen).
    bool textBesideMap() const;
    /// The column of the step's text (its position, formula, explanation and note), beside or
    /// above the map.
    QWidget* textColumn() const { return textColumn_; }
    /// Presenter mode: a widget at the top of the text column (a lesson's question); nullptr
    /// takes it out again (the caller puts it back where it was).
    void setSideWidget(QWidget* widget);
    QWidget* sideWidget() const { return sideWidget_; }
    /// Presenter mode: "Step 4 of 6 · Softmax", or the stage's name alone (false: a lesson is
    /// open, whose own counter of screens is the one shown).
    void setStepCounterShown(bool shown);
    /// How far presenter mode reduced the text so that the step fits the screen without
    /// scrolling: 0 nothing; then the explanation smaller, without it, without the note, the
    /// formula smaller, then the whole column's text smaller (for tests).
    int textReduction() const { return textReduction_; }
    /// "Step 4 of 6 · Softmax" for a stage of the current kind ("Softmax" while the step
    /// counter is hidden, unless counted).
    QString stepText(int stage, bool counted = false) const;

    /// The data and style of a stage's heatmap for one head in the frame shown (also used by
    /// export).
    HeatmapData heatmapData(int stage, int head) const;
    HeatmapStyle heatmapStyle(int stage) const;

public slots:
    /// Presenter mode: lays the step out again once the events pending are handled (the text
    /// of the side widget changed).
    void fitLater();
    void setStage(attnlab::Stage stage) { setStageIndex(static_cast<int>(stage)); }
    void setStageIndex(int stage);
    void setFrame(int frame);
    /// Selects a cell of the large heatmap, as a click would.
    void selectCell(int row, int column);
    /// No cell selected (the inspector shows its hint).
    void clearSelection();
    void setHead(int head);
    void next();
    void previous();
    void first();
    void last();

signals:
    void stageChanged(attnlab::Stage stage);
    /// The kind changed: another list of stages (stageActions()).
    void stagesChanged();
    void frameChanged(int frame);
    /// The map concealed its values, or shows them again (setConcealed).
    void concealedChanged(bool concealed);
    /// A cell was clicked or hovered: show its arithmetic.
    void cellActivated(attnlab::Stage stage, int head, int row, int column);
    /// The pointer left the cells: show the clicked cell again.
    void cellDeactivated();

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    /// Puts the step buttons in as many rows as the width needs.
    void arrangeStageButtons();

private:
    void refresh();
    /// Rebuilds the step buttons and actions when the document's kind is not kind_.
    void followKind();
    const KindDescription& description() const;
    void arrangeBody();
    void fitTextColumn();
    /// Presenter mode: the map whole, beside the text or under it, whichever gives it the larger
    /// cells, and the text reduced (the explanation first, never the map) until the step fits
    /// the room without scrolling.
    void fitPresenter();
    /// The height the view has in its window (the page around it may scroll), in pixels.
    int roomHeight() const;
    /// The height the text column needs at a width, with the reductions of level applied.
    int textHeightAt(int width, int level);
    void applyTextReduction(int level);
    void rebuildThumbnails();
    void paintCell(int row, int column);
    /// Remembers a selected cell of the current stage.
    void rememberSelection(int row, int column);
    /// One cell per (query, key) pair (softmax: scores, scaled, masked and weights).
    bool isPairStage(int stage) const;

    Document* document_;
    std::string kind_;
    int stage_ = 0;
    int head_ = 0;
    int frame_ = 0;
    ViewSettings view_;
    double fontScale_ = 1.0;
    bool paintMode_ = false;
    bool presenting_ = false;
    bool concealed_ = false;
    bool stepCounter_ = true;
    bool fitPending_ = false;
    int textReduction_ = 0;
    QList<QPoint> marked_;    ///< (column, row) of the cells marked while concealed
    bool paintValue_ = false; // the first cell of the stroke has decided paintAllowed_
    bool paintAllowed_ = false;
    quint64 stroke_ = 0;
    /// The selected query (row) and, per shape of stage, the selected column: a key in the
    /// query x key stages (softmax 1-4), a column in the others (5 and 6). Changing stage keeps
    /// them, so that one weight can be followed through the pipeline.
    int selectedRow_ = -1, selectedColumn_ = -1;
    int selectedKey_ = -1, selectedOutputColumn_ = -1;
    /// The stage whose zoom the large heatmap shows (zoom is per stage: a new stage shows all).
    int zoomStage_ = -1;

    QButtonGroup* stageButtons_;
    QActionGroup* stageActions_;
    QWidget* stageBar_;
    QVBoxLayout* stageBarLayout_;
    QList<int> buttonRows_; ///< the row of each step button
    QWidget* frameBar_;
    QSlider* frameSlider_;
    QLabel* frameLabel_;
    QAction* previousFrame_;
    QAction* nextFrame_;
    QAction* playFrames_;
    QTimer* playTimer_;
    ScenarioCaption* caption_;
    QLabel* stepLabel_;
    QScrollArea* mapArea_;
    QBoxLayout* body_;
    QWidget* textColumn_;
    QScrollArea* textScroll_;
    QVBoxLayout* textLayout_;
    QWidget* sideWidget_ = nullptr;
    QLabel* formula_;
    QLabel* explanation_;
    QLabel* note_;
    QWidget* thumbnails_;
    QGridLayout* thumbnailLayout_;
    QList<HeatmapWidget*> thumbnailWidgets_;
    HeatmapWidget* heatmap_;
};

} // namespace attnlab

#pragma once

#include "stage.h"

#include <QWidget>

class QBoxLayout;
class QButtonGroup;
class QLabel;
class QGridLayout;
class QScrollArea;

namespace attnlab {

class Document;
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

    Stage stage() const { return stage_; }
    int head() const { return head_; }
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
    void setDark(bool dark);
    void setPaintMode(bool on);
    /// Presenter mode: no step buttons, the step's position and the caption on show, the
    /// projector look (white, black text, thicker lines between the cells).
    void setPresenting(bool on);
    bool isPresenting() const { return presenting_; }
    /// True when the step's text stands beside the map (presenter mode, a wide screen).
    bool textBesideMap() const;
    /// "Step 4 of 6 · Softmax".
    static QString stepText(Stage stage);

    /// The data and style of a stage's heatmap for one head (also used by export).
    HeatmapData heatmapData(Stage stage, int head) const;
    HeatmapStyle heatmapStyle(Stage stage) const;

public slots:
    void setStage(attnlab::Stage stage);
    /// Selects a cell of the large heatmap, as a click would.
    void selectCell(int row, int column);
    void setHead(int head);
    void next();
    void previous();
    void first();
    void last();

signals:
    void stageChanged(attnlab::Stage stage);
    /// A cell was clicked or hovered: show its arithmetic.
    void cellActivated(attnlab::Stage stage, int head, int row, int column);
    /// The pointer left the cells: show the clicked cell again.
    void cellDeactivated();

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void refresh();
    void arrangeBody();
    void rebuildThumbnails();
    void paintCell(int row, int column);
    /// Remembers a selected cell of the current stage.
    void rememberSelection(int row, int column);
    /// Scores, scaled, masked and weights: one cell per (query, key) pair.
    static bool isPairStage(Stage stage) { return stage != Stage::Output && stage != Stage::Final; }

    Document* document_;
    Stage stage_ = Stage::Weights;
    int head_ = 0;
    QString colormap_ = QStringLiteral("viridis");
    int decimals_ = 3;
    bool annotate_ = true;
    double fontScale_ = 1.0;
    bool dark_ = false;
    bool paintMode_ = false;
    bool presenting_ = false;
    bool paintValue_ = false; // the first cell of the stroke has decided paintAllowed_
    bool paintAllowed_ = false;
    quint64 stroke_ = 0;
    /// The selected query (row) and, per kind of stage, the selected column: a key in the
    /// query x key stages (1-4), a column of the output in stages 5 and 6. Changing stage keeps
    /// them, so that one weight can be followed through the pipeline.
    int selectedRow_ = -1, selectedColumn_ = -1;
    int selectedKey_ = -1, selectedOutputColumn_ = -1;
    /// The stage whose zoom the large heatmap shows (zoom is per stage: a new stage shows all).
    int zoomStage_ = -1;

    QButtonGroup* stageButtons_;
    QWidget* stageBar_;
    ScenarioCaption* caption_;
    QLabel* stepLabel_;
    QScrollArea* mapArea_;
    QBoxLayout* body_;
    QLabel* formula_;
    QLabel* explanation_;
    QLabel* note_;
    QWidget* thumbnails_;
    QGridLayout* thumbnailLayout_;
    QList<HeatmapWidget*> thumbnailWidgets_;
    HeatmapWidget* heatmap_;
};

} // namespace attnlab

#pragma once

#include "attentionmaps.h"
#include "lab.h"
#include "viewsettings.h"

#include <QString>
#include <QWidget>

#include <vector>

class QComboBox;
class QGridLayout;
class QLabel;
class QPushButton;
class QSpinBox;
class QScrollArea;
class QSplitter;
class QStackedWidget;
class QToolButton;

namespace attnlab {

class AttentionAnalysisView;
class HeatmapWidget;
struct HeatmapStyle;

/// Attention weights computed elsewhere: a .npy of shape (n_q, n_k), (heads, n_q, n_k) or
/// (layers, heads, n_q, n_k) -- a model's output_attentions, stacked -- as a grid of small
/// heatmaps (a row per layer, a column per head) and the chosen head large, with its tokens.
/// Rows whose weights do not sum to 1 are listed above the grid. Beside the large map, the
/// pages of AttentionAnalysisView: rollout and flow, head statistics, comparison, token graph.
///
/// The grid shows a page of at most maxPageColumns heads and maxPageThumbnails maps (12 x 12
/// for BERT-base fits on one); larger stacks (up to limits::maxAttentionMaps maps, refused
/// beyond when read) turn pages with Previous and Next, and selecting a map elsewhere (the
/// Layer and Head boxes) turns to its page.
///
/// The grid's order follows the head statistics' table (AttentionAnalysisView's Heads page, or
/// the Order box above the grid, which sets it): sorted by a statistic, each layer's row shows
/// its heads from the lowest value to the highest (or the reverse), each thumbnail captioned
/// with its head and value, so that heads alike line up in columns.
///
/// Tokens: a file named after the weights, NAME.tokens.txt (one token per line, even when the
/// first is "[CLS]") or NAME.tokens.json (a JSON list; tokensFileBeside, readTokensFile), is read
/// with them when it exists, as `attnlab-cli render` does; loadTokens() reads another.
class AttentionMapsView : public QWidget, public Lab
{
    Q_OBJECT

public:
    explicit AttentionMapsView(QWidget* parent = nullptr);

    /// Most heads side by side on a page of the grid, and most thumbnails on a page.
    static constexpr int maxPageColumns = 32;
    static constexpr int maxPageThumbnails = 256;

    /// Reads the weights at path and the tokens file beside it. On failure returns false, sets
    /// *error (naming the file) and keeps what the view showed. A tokens file that does not fit
    /// the maps does not stop the weights: they open unlabelled and *error says why (true).
    bool openFile(const QString& path, QString* error);
    /// Labels the maps with the tokens of a file (readTokensFile: .json a list, else lines); false
    /// and *error when it cannot be read or does not fit.
    bool loadTokens(const QString& path, QString* error);

    bool hasMaps() const { return !maps_.maps.empty(); }
    const AttentionMaps& maps() const { return maps_; }
    QString filePath() const { return filePath_; }
    QString tokensPath() const { return tokensPath_; }
    int layer() const { return layer_; }
    int head() const { return head_; }

    HeatmapWidget* heatmap() const { return heatmap_; }
    /// The pages beside the large map: rollout and flow, head statistics, comparison, the token
    /// graph (the same view the trained translator shows its encoder with).
    AttentionAnalysisView* analysis() const { return analysis_; }
    /// The small heatmap of one head; nullptr outside the stack or the page shown.
    HeatmapWidget* thumbnail(int layer, int head) const;
    /// Pages of the grid (1 when every map fits), the one shown (0-based), and its text.
    int pageCount() const;
    int page() const;
    QString pageText() const;
    /// Shows page p of the grid (clamped), keeping the selection.
    void setPage(int p);
    /// The head shown at a position of a layer's row in the grid (all pages together): the
    /// position itself in the file's order, otherwise the order of the statistics' table.
    int headAt(int layer, int position) const;
    /// The column of HeadStatsModel the grid is sorted by (-1: the file's order) and how.
    int gridOrderColumn() const { return orderColumn_; }
    Qt::SortOrder gridSortOrder() const { return sortOrder_; }
    QComboBox* gridOrderBox() const { return orderBox_; }
    QToolButton* gridReverseButton() const { return reverse_; }
    /// The caption under a thumbnail when the grid is sorted ("h7 · 2.31"), else empty.
    QString thumbnailCaption(int layer, int head) const;

    /// The summary line above the grid, and the list of rows that do not sum to 1.
    QString summaryText() const;
    QString warningText() const;
    /// What the pointer is on in the large heatmap ("query “cat” → key “The”: 0.412").
    QString hoverText() const;

    void setColormap(const QString& colormap);
    void setDecimals(int decimals);
    void setAnnotate(bool annotate);
    /// Every choice at once (one refresh).
    void setViewSettings(const ViewSettings& settings) override;
    /// File › Export Figure: the rollout, comparison or graph shown beside the grid, else the
    /// export dialog for the maps (the head shown).
    FigureExport figureExport() const override { return FigureExport::Own; }
    void exportFigureAs() override;
    /// The style the large heatmap is drawn with (before zoom and selection).
    HeatmapStyle mapStyle() const;

public slots:
    /// Shows that head large (0-based, clamped to the stack).
    void select(int layer, int head);
    /// Asks for a weights file / a tokens file.
    void openDialog();
    void tokensDialog();

signals:
    void selectionChanged(int layer, int head);
    /// New maps or new tokens.
    void mapsChanged();
    /// The user asked to export figures of the maps (File › Export Figure… does the same).
    void exportRequested();
    /// Weights were opened from path (for the recent files).
    void opened(const QString& path);
    /// Something could not be read, or read only in part: what and why.
    void problem(const QString& text);

private:
    /// New maps or tokens: the summary, the warnings and the grid, made again.
    void rebuild();
    /// The thumbnails of the page shown, made again.
    void buildPage();
    /// Gives the grid's pane the grid's width, up to 55 % of the view (only more, when growOnly).
    void fitGrid(bool growOnly);
    /// Maps per page across (heads) and down (layers), and the number of pages across.
    int pageColumns() const;
    int pageRows() const;
    int pagesAcross() const;
    /// The page that holds a map.
    int pageOf(int layer, int head) const;
    /// New colours: the thumbnails and the large map drawn again, the grid kept.
    void restyle();
    /// A new selection: the large map and the thumbnails' frames.
    void refresh();
    void updateHover(int row, int column);
    /// The statistics' table was sorted, or has new numbers: the grid's order again.
    void updateOrder();
    /// The position of a head in its layer's row.
    int positionOf(int layer, int head) const;

    AttentionMaps maps_;
    QString filePath_;
    QString tokensPath_;
    int layer_ = 0;
    int head_ = 0;
    /// The page shown: its first layer and first head.
    int pageLayer_ = 0;
    int pageHead_ = 0;
    ViewSettings view_{.decimals = 2};

    QStackedWidget* pages_;
    QLabel* summary_;
    QLabel* warnings_;
    QSpinBox* layerBox_;
    QSpinBox* headBox_;
    QPushButton* tokensButton_;
    QPushButton* exportButton_;
    QSplitter* splitter_;
    QScrollArea* scroll_;
    QWidget* pager_;
    QPushButton* previousPage_;
    QPushButton* nextPage_;
    QLabel* pageLabel_;
    QWidget* grid_;
    QGridLayout* gridLayout_;
    QList<HeatmapWidget*> thumbnails_;
    QList<QLabel*> gridLabels_;
    QComboBox* orderBox_;
    QToolButton* reverse_;
    int orderColumn_ = -1;
    Qt::SortOrder sortOrder_ = Qt::AscendingOrder;
    /// order_[layer * heads + position] = head; empty: the file's order.
    std::vector<int> order_;
    HeatmapWidget* heatmap_;
    QLabel* hover_;
    AttentionAnalysisView* analysis_;
};

} // namespace attnlab

#include "attentionmapsview.h"

#include "attentionanalysisview.h"
#include "enginemessage.h"
#include "explanation.h"
#include "exportdialog.h"
#include "headstatsmodel.h"
#include "heatmapwidget.h"
#include "inputerror.h"
#include "matrixio.h"
#include "scenariofile.h"
#include "stagefigure.h"
#include "translations.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QResizeEvent>
#include <QScopeGuard>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QStyle>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <new>

namespace attnlab {

namespace {

/// Rows whose sums are listed on screen; the tooltip holds them all.
constexpr int shownWarnings = 3;

/// Runs a read: "" when it went well, otherwise why (a bad file, or a lack of memory).
template <class Read> QString readError(const QString& path, Read&& read)
{
    try {
        read();
        return {};
    } catch (const InputError& e) {
        return translatedError(e);
    } catch (const std::bad_alloc&) {
        return AttentionMapsView::tr("%1: not enough memory to read it").arg(path);
    }
}

/// Labels maps with the tokens of the file at path (a list, or queries then keys).
void readTokensInto(AttentionMaps& maps, const QString& path)
{
    setTokens(maps, readTokensFile(toStd(path)), toStd(path));
}

/// Widgets side by side while they fit in the width, the last ones on a second line otherwise
/// (a large text on a projector leaves the grid's pane narrow).
class WrapRow : public QWidget
{
public:
    explicit WrapRow(QWidget* parent) : QWidget(parent), grid_(new QGridLayout(this))
    {
        grid_->setContentsMargins(0, 0, 0, 0);
    }
    void add(QWidget* w)
    {
        widgets_ << w;
        place(int(widgets_.size()));
    }

protected:
    void resizeEvent(QResizeEvent* event) override
    {
        QWidget::resizeEvent(event);
        int perLine = 0, used = 0;
        for (QWidget* w : std::as_const(widgets_)) {
            used += w->sizeHint().width() + grid_->horizontalSpacing();
            if (used > width() && perLine > 0)
                break;
            ++perLine;
        }
        if (perLine != perLine_)
            place(perLine);
    }
    QSize minimumSizeHint() const override
    {
        int w = 0;
        for (QWidget* widget : widgets_)
            w = std::max(w, widget->minimumSizeHint().width());
        return {w, QWidget::minimumSizeHint().height()};
    }

private:
    void place(int perLine)
    {
        perLine_ = std::max(perLine, 1);
        for (QWidget* w : std::as_const(widgets_))
            grid_->removeWidget(w);
        for (int i = 0; i < widgets_.size(); ++i)
            grid_->addWidget(widgets_[i], i < perLine_ ? 0 : 1, i < perLine_ ? i : i - perLine_,
                             Qt::AlignLeft);
        for (int c = 0; c <= widgets_.size(); ++c)
            grid_->setColumnStretch(c, c == int(widgets_.size()) ? 1 : 0);
    }

    QGridLayout* grid_;
    QList<QWidget*> widgets_;
    int perLine_ = 0;
};

} // namespace

AttentionMapsView::AttentionMapsView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("AttentionMapsView"));
    pages_ = new QStackedWidget(this);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(pages_);

    // Page 0: nothing open yet -- what to open and how to make it.
    auto* empty = new QWidget(pages_);
    auto* emptyLayout = new QVBoxLayout(empty);
    auto* intro = new QLabel(empty);
    intro->setObjectName(QStringLiteral("mapsIntro"));
    intro->setWordWrap(true);
    intro->setTextFormat(Qt::RichText);
    intro->setTextInteractionFlags(Qt::TextSelectableByMouse);
    intro->setText(
        tr("<h2>Attention weights from your own model</h2>"
           "<p>Open a NumPy <tt>.npy</tt> file of attention weights to look at every layer and "
           "head at once. Its shape may be (queries, keys) for one head, (heads, queries, keys) "
           "for one layer, or (layers, heads, queries, keys) for a whole model.</p>"
           "<p>With Hugging Face Transformers, for example:</p>"
           "<pre>out = model(**inputs, output_attentions=True)\n"
           "np.save(\"attn.npy\", torch.stack(out.attentions)[:, 0].numpy())\n"
           "open(\"attn.tokens.txt\", \"w\").write(\"\\n\".join(\n"
           "    tokenizer.convert_ids_to_tokens(inputs[\"input_ids\"][0])))</pre>"
           "<p>A tokens file beside the weights (<tt>attn.tokens.txt</tt>, one token per line, "
           "or <tt>attn.tokens.json</tt>, a list) labels the rows and columns. You can also drop "
           "the files on this window.</p>"));
    auto* openButton = new QPushButton(tr("&Open Weights\u2026"), empty);
    openButton->setObjectName(QStringLiteral("openWeights"));
    connect(openButton, &QPushButton::clicked, this, &AttentionMapsView::openDialog);
    emptyLayout->addStretch();
    emptyLayout->addWidget(intro);
    auto* buttonRow = new QHBoxLayout;
    buttonRow->addWidget(openButton);
    buttonRow->addStretch();
    emptyLayout->addLayout(buttonRow);
    emptyLayout->addStretch(2);
    empty->setMaximumWidth(900);
    auto* emptyPage = new QWidget(pages_);
    auto* centred = new QHBoxLayout(emptyPage);
    centred->addStretch();
    centred->addWidget(empty, 4);
    centred->addStretch();
    pages_->addWidget(emptyPage);

    // Page 1: the maps.
    auto* page = new QWidget(pages_);
    auto* layout = new QVBoxLayout(page);
    auto* top = new QHBoxLayout;
    summary_ = new QLabel(page);
    summary_->setObjectName(QStringLiteral("mapsSummary"));
    summary_->setWordWrap(true);
    top->addWidget(summary_, 1);
    layerBox_ = new QSpinBox(page);
    layerBox_->setObjectName(QStringLiteral("layerBox"));
    headBox_ = new QSpinBox(page);
    headBox_->setObjectName(QStringLiteral("headBox"));
    auto* layerLabel = new QLabel(tr("&Layer"), page);
    layerLabel->setBuddy(layerBox_);
    auto* headLabel = new QLabel(tr("&Head"), page);
    headLabel->setBuddy(headBox_);
    top->addWidget(layerLabel);
    top->addWidget(layerBox_);
    top->addWidget(headLabel);
    top->addWidget(headBox_);
    auto* reopen = new QPushButton(tr("Open &Weights\u2026"), page);
    tokensButton_ = new QPushButton(tr("&Tokens\u2026"), page);
    tokensButton_->setToolTip(
        tr("Label the rows and columns with the tokens of a file: a .txt file holds one token "
           "per line, a .json file a JSON list"));
    exportButton_ = new QPushButton(tr("E&xport Figures\u2026"), page);
    top->addWidget(reopen);
    top->addWidget(tokensButton_);
    top->addWidget(exportButton_);
    layout->addLayout(top);
    warnings_ = new QLabel(page);
    warnings_->setObjectName(QStringLiteral("mapsWarnings"));
    warnings_->setWordWrap(true);
    warnings_->setTextFormat(Qt::PlainText);
    layout->addWidget(warnings_);

    splitter_ = new QSplitter(Qt::Horizontal, page);
    auto* left = new QWidget(splitter_);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    // Page controls: shown when the stack has more maps than a page holds.
    pager_ = new QWidget(left);
    auto* pagerLayout = new QHBoxLayout(pager_);
    pagerLayout->setContentsMargins(0, 0, 0, 0);
    previousPage_ = new QPushButton(tr("Pre&vious"), pager_);
    previousPage_->setObjectName(QStringLiteral("previousPage"));
    nextPage_ = new QPushButton(tr("&Next"), pager_);
    nextPage_->setObjectName(QStringLiteral("nextPage"));
    pageLabel_ = new QLabel(pager_);
    pageLabel_->setObjectName(QStringLiteral("mapsPage"));
    pageLabel_->setWordWrap(true);
    pagerLayout->addWidget(previousPage_);
    pagerLayout->addWidget(pageLabel_, 1);
    pagerLayout->addWidget(nextPage_);
    leftLayout->addWidget(pager_);
    // The grid's order: the file's, or by a statistic of the Heads page (the same choice).
    auto* orderRow = new WrapRow(left);
    orderBox_ = new QComboBox(left);
    orderBox_->setObjectName(QStringLiteral("gridOrder"));
    orderBox_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto* orderLabel = new QLabel(tr("O&rder:"), left);
    orderLabel->setBuddy(orderBox_);
    reverse_ = new QToolButton(left);
    reverse_->setObjectName(QStringLiteral("gridReverse"));
    reverse_->setText(tr("&Highest first"));
    reverse_->setCheckable(true);
    reverse_->setToolTip(tr("Sort each layer's heads from the highest value to the lowest"));
    orderRow->add(orderLabel);
    orderRow->add(orderBox_);
    orderRow->add(reverse_);
    leftLayout->addWidget(orderRow);
    scroll_ = new QScrollArea(left);
    scroll_->setWidgetResizable(true);
    leftLayout->addWidget(scroll_, 1);
    grid_ = new QWidget(scroll_);
    gridLayout_ = new QGridLayout(grid_);
    gridLayout_->setSpacing(2);
    scroll_->setWidget(grid_);
    analysis_ = new AttentionAnalysisView(splitter_);
    auto* right = new QWidget(analysis_);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    heatmap_ = new HeatmapWidget(right);
    heatmap_->setFocusPolicy(Qt::StrongFocus);
    hover_ = new QLabel(right);
    hover_->setObjectName(QStringLiteral("mapsHover"));
    rightLayout->addWidget(heatmap_, 1);
    rightLayout->addWidget(hover_);
    analysis_->insertTab(0, right, tr("Map"));
    analysis_->setCurrentIndex(0);
    splitter_->addWidget(left);
    splitter_->addWidget(analysis_);
    splitter_->setStretchFactor(0, 0);
    splitter_->setStretchFactor(1, 1);
    splitter_->setChildrenCollapsible(false);
    layout->addWidget(splitter_, 1);
    pages_->addWidget(page);

    connect(reopen, &QPushButton::clicked, this, &AttentionMapsView::openDialog);
    connect(tokensButton_, &QPushButton::clicked, this, &AttentionMapsView::tokensDialog);
    connect(exportButton_, &QPushButton::clicked, this, &AttentionMapsView::exportRequested);
    connect(previousPage_, &QPushButton::clicked, this, [this] { setPage(this->page() - 1); });
    connect(nextPage_, &QPushButton::clicked, this, [this] { setPage(this->page() + 1); });
    connect(layerBox_, &QSpinBox::valueChanged, this, [this](int l) { select(l, head_); });
    connect(headBox_, &QSpinBox::valueChanged, this, [this](int h) { select(layer_, h); });
    connect(analysis_, &AttentionAnalysisView::headChosen, this, &AttentionMapsView::select);
    // The order box offers what the Heads page's "Sort by" offers; choosing sorts that table,
    // and the grid follows the table however it was sorted (a column's title, find similar).
    for (int i = 0; i < analysis_->sortBox()->count(); ++i)
        orderBox_->addItem(i == 0 ? tr("as in the file") : analysis_->sortBox()->itemText(i),
                           analysis_->sortBox()->itemData(i));
    const auto sortTable = [this] {
        const int column = orderBox_->currentData().toInt();
        reverse_->setEnabled(column >= HeadStatsModel::FirstStatisticColumn);
        analysis_->sortBy(column, reverse_->isChecked() ? Qt::DescendingOrder : Qt::AscendingOrder);
    };
    connect(orderBox_, &QComboBox::currentIndexChanged, this, sortTable);
    connect(reverse_, &QToolButton::toggled, this, sortTable);
    reverse_->setEnabled(false);
    connect(analysis_->statsTable()->horizontalHeader(), &QHeaderView::sortIndicatorChanged, this,
            &AttentionMapsView::updateOrder);
    connect(analysis_->statsModel(), &QAbstractItemModel::modelReset, this,
            &AttentionMapsView::updateOrder);
    connect(analysis_->statsModel(), &QAbstractItemModel::dataChanged, this,
            &AttentionMapsView::updateOrder);
    connect(analysis_->statsModel(), &QAbstractItemModel::headerDataChanged, this,
            &AttentionMapsView::updateOrder);
    connect(heatmap_, &HeatmapWidget::cellHovered, this, &AttentionMapsView::updateHover);
    connect(heatmap_, &HeatmapWidget::cellClicked, this, &AttentionMapsView::updateHover);
    connect(heatmap_, &HeatmapWidget::hoverLeft, this, [this] {
        const HeatmapStyle& s = heatmap_->style();
        updateHover(s.selectedRow, s.selectedColumn);
    });
}

bool AttentionMapsView::openFile(const QString& path, QString* error)
{
    // A whole model's maps take a moment to read and draw (12 x 12 maps of 256 x 256: ~1 s).
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    const auto restoreCursor = qScopeGuard([] { QGuiApplication::restoreOverrideCursor(); });
    AttentionMaps maps;
    if (QString why = readError(path, [&] { maps = readAttentionMapsFile(toStd(path)); });
        !why.isEmpty()) {
        if (error)
            *error = why;
        return false;
    }
    QString tokensError;
    QString tokensPath = fromStd(tokensFileBeside(toStd(path)));
    if (!tokensPath.isEmpty()) {
        tokensError = readError(tokensPath, [&] { readTokensInto(maps, tokensPath); });
        if (!tokensError.isEmpty()) {
            tokensError = tr("%1 The weights are shown with indices.").arg(tokensError);
            tokensPath.clear();
        }
    }
    maps_ = std::move(maps);
    filePath_ = path;
    tokensPath_ = tokensPath;
    layer_ = head_ = 0;
    heatmap_->setStyle(mapStyle()); // forget the zoom and selection of other maps
    rebuild();
    emit mapsChanged();
    emit opened(path);
    if (error)
        *error = tokensError;
    return true;
}

bool AttentionMapsView::loadTokens(const QString& path, QString* error)
{
    if (!hasMaps()) {
        if (error)
            *error = tr("Open attention weights before their tokens.");
        return false;
    }
    AttentionMaps labelled = maps_;
    if (QString why = readError(path, [&] { readTokensInto(labelled, path); }); !why.isEmpty()) {
        if (error)
            *error = why;
        return false;
    }
    maps_ = std::move(labelled);
    tokensPath_ = path;
    rebuild();
    emit mapsChanged();
    return true;
}

void AttentionMapsView::openDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open attention weights"), QSettings().value(QStringLiteral("lastDir")).toString(),
        tr("NumPy attention weights (*.npy);;All files (*)"));
    if (path.isEmpty())
        return;
    QSettings().setValue(QStringLiteral("lastDir"), QFileInfo(path).absolutePath());
    QString error;
    if (!openFile(path, &error) || !error.isEmpty())
        emit problem(error);
}

void AttentionMapsView::tokensDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Tokens of the attention weights"),
                                                      QFileInfo(filePath_).absolutePath(),
                                                      tr("Tokens (*.txt *.json);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!loadTokens(path, &error))
        emit problem(error);
}

int AttentionMapsView::headAt(int layer, int position) const
{
    if (order_.empty() || layer < 0 || layer >= maps_.layers || position < 0 ||
        position >= maps_.heads)
        return position;
    return order_[std::size_t(layer) * std::size_t(maps_.heads) + std::size_t(position)];
}

int AttentionMapsView::positionOf(int layer, int head) const
{
    if (order_.empty() || layer < 0 || layer >= maps_.layers)
        return head;
    const auto first = order_.begin() + std::ptrdiff_t(layer) * maps_.heads;
    const auto it = std::find(first, first + maps_.heads, head);
    return it == first + maps_.heads ? head : int(it - first);
}

QString AttentionMapsView::thumbnailCaption(int layer, int head) const
{
    if (order_.empty())
        return {};
    const HeadStatsModel* model = analysis_->statsModel();
    const int row = model->rowOf(layer, head);
    const QString value =
        row < 0 ? QString() : model->index(row, orderColumn_).data(Qt::DisplayRole).toString();
    return tr("head %1\n%2").arg(head).arg(value);
}

void AttentionMapsView::updateOrder()
{
    const QHeaderView* header = analysis_->statsTable()->horizontalHeader();
    const HeadStatsModel* model = analysis_->statsModel();
    int column = header->sortIndicatorSection();
    const Qt::SortOrder order = header->sortIndicatorOrder();
    const int heads = maps_.heads;
    std::vector<int> newOrder;
    if (!hasMaps() || column < HeadStatsModel::FirstStatisticColumn ||
        column >= model->columnCount() || model->rowCount() != maps_.layers * heads)
        column = -1;
    if (column >= 0) {
        // Each layer's heads by the column's number; a head without one ("–") goes last.
        newOrder.resize(std::size_t(maps_.layers) * std::size_t(heads));
        for (int l = 0; l < maps_.layers; ++l) {
            std::vector<std::pair<double, int>> keyed;
            for (int h = 0; h < heads; ++h) {
                double v = model->index(model->rowOf(l, h), column).data(Qt::UserRole).toDouble();
                if (!std::isfinite(v))
                    v = order == Qt::AscendingOrder ? HUGE_VAL : -HUGE_VAL;
                keyed.emplace_back(order == Qt::AscendingOrder ? v : -v, h);
            }
            std::stable_sort(keyed.begin(), keyed.end(),
                             [](const auto& a, const auto& b) { return a.first < b.first; });
            for (int p = 0; p < heads; ++p)
                newOrder[std::size_t(l) * std::size_t(heads) + std::size_t(p)] =
                    keyed[std::size_t(p)].second;
        }
    }
    {
        // The order box and the reverse button show the table's sort.
        const QSignalBlocker a(orderBox_), b(reverse_);
        int i = orderBox_->findData(column < 0 ? int(HeadStatsModel::LayerColumn) : column);
        if (i < 0) { // the distances of "find heads like this one"
            orderBox_->addItem(model->headerData(column, Qt::Horizontal).toString(), column);
            i = orderBox_->count() - 1;
        }
        // Only the statistics' items stay: a distance column of an earlier search goes.
        for (int j = orderBox_->count() - 1; j > analysis_->sortBox()->count() - 1; --j)
            if (j != i)
                orderBox_->removeItem(j);
        orderBox_->setCurrentIndex(std::min(i, orderBox_->count() - 1));
        reverse_->setChecked(column >= 0 && order == Qt::DescendingOrder);
        reverse_->setEnabled(column >= 0);
    }
    const bool captionsChange = column != orderColumn_ || (column >= 0 && order != sortOrder_);
    if (newOrder == order_ && !captionsChange)
        return;
    order_ = std::move(newOrder);
    orderColumn_ = column;
    sortOrder_ = order;
    if (!hasMaps())
        return;
    // The page that holds the selection, in the new order.
    const int p = pageOf(layer_, head_);
    pageLayer_ = p / pagesAcross() * pageRows();
    pageHead_ = p % pagesAcross() * pageColumns();
    buildPage();
    // The captions of a sorted grid widen its columns: the pane grows to keep it whole.
    fitGrid(true);
    restyle();
}

HeatmapWidget* AttentionMapsView::thumbnail(int layer, int head) const
{
    if (layer < 0 || layer >= maps_.layers || head < 0 || head >= maps_.heads)
        return nullptr;
    const int row = layer - pageLayer_, column = positionOf(layer, head) - pageHead_;
    const int columns = std::min(pageColumns(), maps_.heads - pageHead_);
    if (row < 0 || row >= pageRows() || column < 0 || column >= columns)
        return nullptr;
    const qsizetype i = qsizetype(row) * columns + column;
    return i < thumbnails_.size() ? thumbnails_[i] : nullptr;
}

int AttentionMapsView::pageColumns() const
{
    return std::clamp(maps_.heads, 1, maxPageColumns);
}

int AttentionMapsView::pageRows() const
{
    return std::clamp(maxPageThumbnails / pageColumns(), 1, std::max(maps_.layers, 1));
}

int AttentionMapsView::pagesAcross() const
{
    return (std::max(maps_.heads, 1) + pageColumns() - 1) / pageColumns();
}

int AttentionMapsView::pageOf(int layer, int head) const
{
    return layer / pageRows() * pagesAcross() + positionOf(layer, head) / pageColumns();
}

int AttentionMapsView::pageCount() const
{
    if (!hasMaps())
        return 0;
    return pageOf(maps_.layers - 1, maps_.heads - 1) + 1;
}

int AttentionMapsView::page() const
{
    return hasMaps() ? pageOf(pageLayer_, pageHead_) : 0;
}

QString AttentionMapsView::pageText() const
{
    return pager_->isHidden() ? QString() : pageLabel_->text();
}

void AttentionMapsView::setPage(int p)
{
    if (!hasMaps())
        return;
    p = std::clamp(p, 0, pageCount() - 1);
    if (p == page())
        return;
    pageLayer_ = p / pagesAcross() * pageRows();
    pageHead_ = p % pagesAcross() * pageColumns();
    buildPage();
    restyle();
}

QString AttentionMapsView::summaryText() const
{
    return summary_->text();
}

QString AttentionMapsView::warningText() const
{
    return warnings_->isHidden() ? QString() : warnings_->text();
}

QString AttentionMapsView::hoverText() const
{
    return hover_->text();
}

void AttentionMapsView::setColormap(const QString& colormap)
{
    view_.colormap = colormap;
    analysis_->setViewSettings(view_);
    restyle();
}

void AttentionMapsView::setDecimals(int decimals)
{
    view_.decimals = decimals;
    analysis_->setViewSettings(view_);
    refresh();
}

void AttentionMapsView::setAnnotate(bool annotate)
{
    view_.annotate = annotate;
    analysis_->setViewSettings(view_);
    refresh();
}

void AttentionMapsView::setViewSettings(const ViewSettings& settings)
{
    if (settings == view_)
        return;
    view_ = settings;
    analysis_->setViewSettings(settings);
    refresh();
    restyle();
}

void AttentionMapsView::exportFigureAs()
{
    if (!hasMaps()) {
        QMessageBox::warning(this, tr("Cannot export"),
                             tr("Open attention weights (a .npy file) first."));
        return;
    }
    if (analysis_->exportShown())
        return; // the rollout, the comparison or the graph shown beside the grid
    ExportDialog dialog(&maps_, filePath_, layer_, head_, this);
    dialog.setColormap(view_.colormap);
    dialog.setDecimals(view_.decimals);
    dialog.setAnnotate(view_.annotate);
    dialog.exec();
}

HeatmapStyle AttentionMapsView::mapStyle() const
{
    return view_.weightsStyle();
}

void AttentionMapsView::select(int layer, int head)
{
    if (!hasMaps())
        return;
    layer = std::clamp(layer, 0, maps_.layers - 1);
    head = std::clamp(head, 0, maps_.heads - 1);
    if (layer == layer_ && head == head_)
        return;
    layer_ = layer;
    head_ = head;
    analysis_->setCurrentHead(layer, head);
    if (const int p = pageOf(layer, head); p != page()) {
        pageLayer_ = p / pagesAcross() * pageRows();
        pageHead_ = p % pagesAcross() * pageColumns();
        buildPage();
        restyle(); // and refresh
    } else {
        refresh();
    }
    emit selectionChanged(layer_, head_);
}

void AttentionMapsView::rebuild()
{
    // New maps: the file's order until their statistics come (updateOrder).
    order_.clear();
    orderColumn_ = -1;
    pages_->setCurrentIndex(hasMaps() ? 1 : 0);
    analysis_->setCurrentHead(layer_, head_);
    analysis_->setMaps(hasMaps() ? std::make_shared<const AttentionMaps>(maps_) : nullptr,
                       filePath_);
    if (!hasMaps()) {
        buildPage();
        return;
    }

    const QString name = QFileInfo(filePath_).fileName();
    QString summary =
        tr("<b>%1</b>: %n layer(s)", nullptr, maps_.layers).arg(name.toHtmlEscaped()) +
        tr(" \u00d7 %n head(s)", nullptr, maps_.heads) +
        tr(" of %1 queries \u00d7 %2 keys").arg(maps_.queryCount()).arg(maps_.keyCount());
    summary +=
        tokensPath_.isEmpty()
            ? tr(" \u2014 no tokens (indices shown)")
            : tr(" \u2014 tokens from %1").arg(QFileInfo(tokensPath_).fileName().toHtmlEscaped());
    summary_->setText(summary);
    summary_->setToolTip(filePath_);

    QStringList messages;
    for (const Warning& w : maps_.warnings)
        messages << translatedWarning(w);
    if (messages.isEmpty()) {
        warnings_->hide();
    } else {
        QStringList shown = messages.mid(0, shownWarnings);
        QString text = tr("\u26a0 These weights do not all sum to 1 along a row (softmax "
                          "weights do): %1")
                           .arg(shown.join(QStringLiteral("; ")));
        if (messages.size() > shownWarnings)
            text += tr("; and %n more (see the tooltip).", nullptr,
                       int(messages.size() - shownWarnings));
        warnings_->setText(text);
        warnings_->setToolTip(messages.join(QLatin1Char('\n')));
        warnings_->show();
    }

    {
        const QSignalBlocker a(layerBox_), b(headBox_);
        layerBox_->setRange(0, maps_.layers - 1);
        headBox_->setRange(0, maps_.heads - 1);
        layerBox_->setEnabled(maps_.layers > 1);
        headBox_->setEnabled(maps_.heads > 1);
    }

    // The page of the selection (new maps start at layer 0, head 0).
    const int p = pageOf(layer_, head_);
    pageLayer_ = p / pagesAcross() * pageRows();
    pageHead_ = p % pagesAcross() * pageColumns();
    buildPage();
    fitGrid(false);
    restyle();
}

void AttentionMapsView::fitGrid(bool growOnly)
{
    // The whole grid in view when it fits in a little more than half the width; otherwise it
    // scrolls.
    gridLayout_->activate();
    grid_->adjustSize();
    const int gridWidth = grid_->sizeHint().width() + 2 * scroll_->frameWidth() +
                          style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 4;
    // (A hidden tab has a stale size: the window's width is the better guess then.)
    const int total = std::max({splitter_->width(), window()->width() - 40, 800});
    const int left = std::min(gridWidth, total * 11 / 20);
    const QList<int> sizes = splitter_->sizes();
    if (growOnly && !sizes.isEmpty() && sizes.first() >= left)
        return; // the reader's wider grid pane stays
    splitter_->setSizes({left, total - left});
}

void AttentionMapsView::buildPage()
{
    qDeleteAll(thumbnails_);
    thumbnails_.clear();
    qDeleteAll(gridLabels_);
    gridLabels_.clear();
    // A fresh layout: the stretch of the previous maps' last row and column must not stay.
    delete gridLayout_;
    gridLayout_ = new QGridLayout(grid_);
    gridLayout_->setSpacing(2);
    // Room between the column titles ("head 10", "head 11"), whatever the text size.
    gridLayout_->setHorizontalSpacing(std::max(2, fontMetrics().averageCharWidth() / 2));
    pager_->setVisible(pageCount() > 1);
    if (!hasMaps())
        return;

    // The grid: a column per head, a row per layer, each cell a small heatmap -- of this page.
    const int lastLayer = std::min(maps_.layers, pageLayer_ + pageRows()) - 1;
    const int lastHead = std::min(maps_.heads, pageHead_ + pageColumns()) - 1;
    const int columns = lastHead - pageHead_ + 1;
    const int rows = lastLayer - pageLayer_ + 1;
    pageLabel_->setText(tr("Page %1 of %2: layers %3 to %4, heads %5 to %6")
                            .arg(page() + 1)
                            .arg(pageCount())
                            .arg(pageLayer_)
                            .arg(lastLayer)
                            .arg(pageHead_)
                            .arg(lastHead));
    previousPage_->setEnabled(page() > 0);
    nextPage_->setEnabled(page() + 1 < pageCount());

    const int side = std::clamp(640 / columns, 56, 150);
    const bool sorted = !order_.empty();
    for (int c = 0; c < columns; ++c) {
        // Sorted, a column holds heads of one rank; each thumbnail names its head.
        auto* label = new QLabel(sorted ? tr("rank %1").arg(pageHead_ + c + 1)
                                        : tr("head %1").arg(pageHead_ + c),
                                 grid_);
        label->setAlignment(Qt::AlignCenter);
        gridLayout_->addWidget(label, 0, c + 1);
        label->show(); // the grid may be shown already (a new page)
        gridLabels_ << label;
    }
    for (int r = 0; r < rows; ++r) {
        const int l = pageLayer_ + r;
        const int gridRow = sorted ? 2 * r + 1 : r + 1;
        auto* label = new QLabel(tr("layer %1").arg(l), grid_);
        label->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        gridLayout_->addWidget(label, gridRow, 0);
        label->show();
        gridLabels_ << label;
        for (int c = 0; c < columns; ++c) {
            const int t = headAt(l, pageHead_ + c);
            if (sorted) {
                auto* caption = new QLabel(thumbnailCaption(l, t), grid_);
                caption->setObjectName(QStringLiteral("thumbnailCaption"));
                caption->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
                gridLayout_->addWidget(caption, gridRow + 1, c + 1);
                caption->show();
                gridLabels_ << caption;
            }
            auto* w = new HeatmapWidget(grid_);
            w->setFixedSize(side, side);
            w->setToolTip(tr("Layer %1, head %2: click to show it large").arg(l).arg(t));
            HeatmapData data; // no labels: a thumbnail shows none
            data.values = maps_.at(l, t);
            w->setData(std::move(data));
            w->setAutoFillBackground(true);
            w->setContentsMargins(3, 3, 3, 3);
            connect(w, &HeatmapWidget::cellClicked, this, [this, w, l, t] {
                w->setSelection(-1, -1); // a thumbnail picks a head, not a cell
                select(l, t);
            });
            gridLayout_->addWidget(w, gridRow, c + 1);
            w->show();
            thumbnails_ << w;
        }
    }
    gridLayout_->setRowStretch(sorted ? 2 * rows + 1 : rows + 1, 1);
    gridLayout_->setColumnStretch(columns + 1, 1);
}

void AttentionMapsView::restyle()
{
    // The thumbnails: the colours only, without text.
    HeatmapStyle small = mapStyle();
    small.annotate = false;
    small.showColorbar = false;
    small.showLabels = false;
    small.showTitle = false;
    small.growTextWithSize = false;
    for (HeatmapWidget* w : std::as_const(thumbnails_))
        w->setStyle(small);
    QPalette p = warnings_->palette();
    p.setColor(QPalette::WindowText,
               view_.dark() ? QColor(0xff, 0xc0, 0x60) : QColor(0x9a, 0x4a, 0x00));
    warnings_->setPalette(p);
    refresh();
}

void AttentionMapsView::refresh()
{
    if (!hasMaps())
        return;
    {
        const QSignalBlocker a(layerBox_), b(headBox_);
        layerBox_->setValue(layer_);
        headBox_->setValue(head_);
    }
    for (int l = pageLayer_; l < std::min(maps_.layers, pageLayer_ + pageRows()); ++l) {
        for (int t = pageHead_; t < std::min(maps_.heads, pageHead_ + pageColumns()); ++t) {
            HeatmapWidget* w = thumbnail(l, t);
            if (!w)
                continue;
            QPalette p = w->palette();
            p.setColor(QPalette::Window, l == layer_ && t == head_
                                             ? palette().color(QPalette::Highlight)
                                             : palette().color(QPalette::Window));
            w->setPalette(p);
        }
    }
    HeatmapStyle style = mapStyle();
    const HeatmapStyle current = heatmap_->style();
    style.selectedRow = current.selectedRow;
    style.selectedColumn = current.selectedColumn;
    style.firstRow = current.firstRow;
    style.firstColumn = current.firstColumn;
    style.visibleRows = current.visibleRows;
    style.visibleColumns = current.visibleColumns;
    heatmap_->setData(attentionMapHeatmapData(maps_, layer_, head_));
    heatmap_->setStyle(style);
    updateHover(style.selectedRow, style.selectedColumn);
}

void AttentionMapsView::updateHover(int row, int column)
{
    if (!hasMaps() || row < 0 || column < 0 || row >= maps_.queryCount() ||
        column >= maps_.keyCount()) {
        hover_->setText(tr("Point at a cell to read its weight; click one to keep it."));
        return;
    }
    const HeatmapData& data = heatmap_->data();
    const Matrix& m = maps_.at(layer_, head_);
    hover_->setText(tr("Layer %1, head %2: query %3 %4 \u2192 key %5 %6: weight %7 "
                       "(the row sums to %8)")
                        .arg(layer_)
                        .arg(head_)
                        .arg(row)
                        .arg(quoted(data.rowLabels.value(row, QString::number(row))))
                        .arg(column)
                        .arg(quoted(data.columnLabels.value(column, QString::number(column))))
                        .arg(Explanation::formatNumber(m(row, column), std::max(view_.decimals, 4)))
                        .arg(Explanation::formatNumber(m.row(row).sum(), 4)));
}

} // namespace attnlab

#include "kvcachelab.h"

#include "exportdialog.h"
#include "inputerror.h"
#include "kvcachetext.h"
#include "labpages.h"
#include "loglogplot.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <utility>

namespace attnlab {

namespace {

/// The plot's tokens: 1 … 131,072 (2^17), further when more are asked for.
constexpr std::int64_t plotTokens = std::int64_t(1) << 17;
/// The largest a field may be: 2^24 tokens (16.8 million) or a window of as many.
constexpr int maxTokens = 1 << 24;

/// The current settings' colour when they are not a preset's: blue, apart from the presets'.
const QColor settingsColour(0x2b, 0x6c, 0xb0);

/// "<span style="font-size:x-large"><b>512 KiB</b></span>": a figure in large text (xx-large
/// where the page has room).
QString large(const QString& text, bool roomy)
{
    return QStringLiteral("<span style=\"font-size:%1\"><b>%2</b></span>")
        .arg(roomy ? QStringLiteral("xx-large") : QStringLiteral("x-large"), text.toHtmlEscaped());
}

bool sameConfiguration(const KvCacheModel& a, const KvCacheModel& b)
{
    return a.layers == b.layers && a.heads == b.heads && a.kvHeads == b.kvHeads &&
           a.headDim == b.headDim;
}

/// Points (tokens, bytes) of a model at 1, 2, 4, … tokens up to `last`, with its window and
/// `marked` among them: on log axes the curve is straight up to the window, then flat.
QList<QPointF> curve(const KvCacheModel& model, const std::string& dtype, std::int64_t batch,
                     std::int64_t last, std::int64_t marked)
{
    QList<std::int64_t> xs;
    for (std::int64_t t = 1; t <= last; t *= 2)
        xs << t;
    if (model.window && *model.window <= last)
        xs << *model.window;
    xs << marked;
    std::sort(xs.begin(), xs.end());
    xs.erase(std::unique(xs.begin(), xs.end()), xs.end());
    QList<QPointF> points;
    try {
        for (const std::int64_t t : xs)
            points << QPointF(double(t), double(kvCacheBytes(model, dtype, t, batch)));
    } catch (const InputError&) {
        // Beyond 2^63 bytes: the curve stops there.
    }
    return points;
}

} // namespace

KvCacheLab::KvCacheLab(QWidget* parent) : QWidget(parent)
{
    // The page scrolls (vertically) where large text leaves it too little room.
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    QScrollArea* scroll = LabPages::scrollingPage(this);
    QWidget* page = scroll->widget();
    auto* layout = new QVBoxLayout(page);

    auto* intro = new QLabel(
        tr("Each decoding step reuses the keys and values of every earlier token: the <b>KV "
           "cache</b>."),
        page);
    intro->setWordWrap(true);
    intro->setTextFormat(Qt::RichText);
    layout->addWidget(intro);

    // The model and how it runs: three rows of three fields, so that the figures and the plot
    // keep the height (a 1280 x 720 projector at text x 2).
    auto* controls = new QWidget(page);
    auto* grid = new QGridLayout(controls);
    grid->setContentsMargins(0, 0, 0, 0);
    preset_ = new QComboBox(controls);
    preset_->setObjectName(QStringLiteral("kvPreset"));
    for (const KvCacheModel& m : kvCacheModels())
        preset_->addItem(QString::fromStdString(m.name), QString::fromStdString(m.name));
    preset_->addItem(tr("Custom"), QString());
    preset_->setToolTip(tr("A model's published configuration, or Custom"));
    const auto spin = [controls](int minimum, int maximum) {
        auto* box = new QSpinBox(controls);
        box->setRange(minimum, maximum);
        box->setGroupSeparatorShown(true);
        box->setAccelerated(true);
        return box;
    };
    layers_ = spin(1, 1000);
    heads_ = spin(1, 1024);
    kvHeads_ = spin(1, 1024);
    kvHeads_->setToolTip(tr("Key/value heads: as many as the query heads for multi-head "
                            "attention, fewer for grouped-query attention, 1 for multi-query "
                            "attention"));
    headDim_ = spin(1, 16384);
    dtype_ = new QComboBox(controls);
    dtype_->addItem(tr("fp32 (4 bytes)"), QStringLiteral("fp32"));
    dtype_->addItem(tr("fp16 (2 bytes)"), QStringLiteral("fp16"));
    dtype_->addItem(tr("bf16 (2 bytes)"), QStringLiteral("bf16"));
    dtype_->addItem(tr("int8 (1 byte)"), QStringLiteral("int8"));
    dtype_->setToolTip(tr("The bytes of each number kept"));
    tokens_ = spin(1, maxTokens);
    tokens_->setValue(4096);
    tokens_->setToolTip(tr("Tokens in the context: the prompt and what has been written"));
    batch_ = spin(1, 4096);
    batch_->setToolTip(tr("Sequences decoded together, each with its own cache"));
    windowOn_ = new QCheckBox(tr("Sliding &window"), controls);
    windowOn_->setToolTip(tr("Each token attends to the last W tokens only: older keys and "
                             "values are dropped"));
    window_ = spin(1, maxTokens);
    window_->setValue(4096);
    window_->setEnabled(false);
    window_->setAccessibleName(tr("Window W (tokens)"));
    const auto add = [&](QWidget* label, QWidget* field) {
        fields_.append(qMakePair(label, field));
    };
    const auto labelled = [&](const QString& text, QWidget* field) {
        auto* label = new QLabel(text, controls);
        label->setBuddy(field);
        add(label, field);
    };
    labelled(tr("&Model"), preset_);
    labelled(tr("&Layers"), layers_);
    labelled(tr("&Query heads"), heads_);
    labelled(tr("&KV heads"), kvHeads_);
    labelled(tr("Head d&im"), headDim_);
    labelled(tr("&Precision"), dtype_);
    labelled(tr("&Tokens"), tokens_);
    labelled(tr("&Batch"), batch_);
    add(windowOn_, window_);
    grid->setHorizontalSpacing(grid->horizontalSpacing() * 2);
    grid_ = grid;
    scroll_ = scroll;
    arrangeControls(3);
    layout->addWidget(controls);

    // The figures, in large text, beside the plot.
    auto* columns = new QHBoxLayout;
    layout->addLayout(columns, 1);
    auto* results = new QVBoxLayout;
    columns->addLayout(results, 1);
    const auto result = [&](const char* name) {
        auto* label = new QLabel(page);
        label->setObjectName(QLatin1String(name));
        label->setWordWrap(true);
        label->setTextFormat(Qt::RichText);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        results->addWidget(label);
        return label;
    };
    perTokenLabel_ = result("kvPerToken");
    totalLabel_ = result("kvTotal");
    formulaLabel_ = result("kvFormula");
    comparisonLabel_ = result("kvComparison");
    windowLabel_ = result("kvWindow");
    results->addStretch(1);

    auto* plotColumn = new QVBoxLayout;
    columns->addLayout(plotColumn, 1);
    plot_ = new LogLogPlot(page);
    plot_->setTitle(tr("Size of the KV cache against the tokens (log-log)"));
    plot_->setYAxis(LogLogPlot::Side::Left, {LogLogPlot::Scale::Log, {}, {}});
    // The curves rise to the right, above a few MiB past a few hundred tokens: their key in
    // the empty bottom right, shown at any text size.
    plot_->setLegendInside(Qt::BottomRightCorner);
    {
        // Binary units every 16 times: 1 B, 16 B, 256 B, 4 KiB, … 1 EiB.
        QList<double> ticks;
        QStringList labels;
        for (int e = 0; e <= 60; e += 4) {
            ticks << std::ldexp(1.0, e);
            labels << KvCacheText::bytes(std::int64_t(1) << e);
        }
        plot_->setYTicks(LogLogPlot::Side::Left, ticks, labels);
    }
    // The plot takes the height left (its size hint would make the page scroll at text x 2),
    // never less than its minimum (see fitPlot()).
    plot_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    fitPlot();
    plotColumn->addWidget(plot_, 1);
    // Under the figures, where the column has room: the units, and the export.
    auto* buttons = new QHBoxLayout;
    results->addLayout(buttons);
    unitsLabel_ = new QLabel(page);
    unitsLabel_->setObjectName(QStringLiteral("kvUnits"));
    unitsLabel_->setWordWrap(true);
    unitsLabel_->setTextFormat(Qt::RichText);
    buttons->addWidget(unitsLabel_, 1);
    export_ = new QPushButton(tr("Export pl&ot\u2026"), page);
    export_->setToolTip(tr("Write the plot as PNG, SVG or PDF"));
    buttons->addWidget(export_, 0, Qt::AlignBottom);

    connect(preset_, &QComboBox::currentIndexChanged, this, [this] {
        fillFromPreset();
        recompute();
    });
    for (QSpinBox* box : {layers_, heads_, kvHeads_, headDim_})
        connect(box, &QSpinBox::valueChanged, this, &KvCacheLab::architectureEdited);
    for (QSpinBox* box : {tokens_, batch_, window_})
        connect(box, &QSpinBox::valueChanged, this, &KvCacheLab::recompute);
    connect(dtype_, &QComboBox::currentIndexChanged, this, &KvCacheLab::recompute);
    connect(windowOn_, &QCheckBox::toggled, this, [this](bool on) {
        window_->setEnabled(on);
        recompute();
    });
    connect(export_, &QPushButton::clicked, this, &KvCacheLab::exportPlotAs);

    // Opens on Llama 2 7B.
    preset_->setCurrentIndex(0);
    fillFromPreset();
    recompute();
}

void KvCacheLab::arrangeControls(int perRow)
{
    if (perRow == perRow_)
        return;
    perRow_ = perRow;
    for (const auto& [label, field] : std::as_const(fields_)) {
        grid_->removeWidget(label);
        grid_->removeWidget(field);
    }
    for (int i = 0; i < fields_.size(); ++i) {
        const int row = i / perRow, column = 2 * (i % perRow);
        grid_->addWidget(fields_[i].first, row, column);
        grid_->addWidget(fields_[i].second, row, column + 1);
    }
    // The fields as wide as they need; what is left of the row, after them.
    for (int column = 0; column < 7; ++column)
        grid_->setColumnStretch(column, column == 2 * perRow ? 1 : 0);
}

int KvCacheLab::controlsWidth(int perRow) const
{
    // The widest label and field of each column, the spacing between them.
    int width = 0;
    for (int column = 0; column < perRow; ++column) {
        int label = 0, field = 0;
        for (int i = column; i < fields_.size(); i += perRow) {
            label = std::max(label, fields_[i].first->minimumSizeHint().width());
            field = std::max(field, fields_[i].second->minimumSizeHint().width());
        }
        width += label + field;
    }
    return width + grid_->horizontalSpacing() * (2 * perRow - 1);
}

void KvCacheLab::fitControls()
{
    // Three fields a row where they fit, two or one where the text is large for the screen.
    const QMargins margins = scroll_->widget()->layout()->contentsMargins();
    const int room = scroll_->viewport()->width() - margins.left() - margins.right();
    int perRow = 3;
    while (perRow > 1 && controlsWidth(perRow) > room)
        --perRow;
    arrangeControls(perRow);
    // Where the page has room (a large screen), the figures in larger text.
    const bool roomy = scroll_->viewport()->height() >= 32 * fontMetrics().height();
    if (roomy != roomy_ || fontChanged_) {
        roomy_ = roomy;
        fontChanged_ = false;
        for (QLabel* label :
             {perTokenLabel_, totalLabel_, formulaLabel_, comparisonLabel_, windowLabel_}) {
            QFont f = font();
            f.setPointSizeF(f.pointSizeF() * (roomy ? 1.3 : 1.0));
            label->setFont(f);
        }
        recompute();
    }
}

void KvCacheLab::fitPlot()
{
    plot_->setMinimumSize(plot_->minimumSizeHint());
}

void KvCacheLab::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitControls();
}

void KvCacheLab::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        fontChanged_ = true; // the figures' fonts follow the new one
        fitPlot();
        fitControls();
    }
}

void KvCacheLab::setPreset(const QString& name)
{
    const int index = name.isEmpty() ? -1 : preset_->findData(name);
    preset_->setCurrentIndex(index >= 0 ? index : preset_->count() - 1);
}

QString KvCacheLab::preset() const
{
    return preset_->currentData().toString();
}

KvCacheModel KvCacheLab::model() const
{
    KvCacheModel m;
    m.name = preset().toStdString();
    m.layers = layers_->value();
    m.heads = heads_->value();
    m.kvHeads = kvHeads_->value();
    m.headDim = headDim_->value();
    if (windowOn_->isChecked())
        m.window = window_->value();
    m.dtype = dtype().toStdString();
    return m;
}

QString KvCacheLab::dtype() const
{
    return dtype_->currentData().toString();
}

std::int64_t KvCacheLab::tokens() const
{
    return tokens_->value();
}

std::int64_t KvCacheLab::batch() const
{
    return batch_->value();
}

void KvCacheLab::fillFromPreset()
{
    const QString name = preset();
    if (name.isEmpty())
        return; // Custom: the fields as they are, to be changed
    const KvCacheModel& m = kvCacheModel(name.toStdString());
    filling_ = true;
    const QList<std::pair<QSpinBox*, int>> values{
        {layers_, m.layers}, {heads_, m.heads}, {kvHeads_, m.kvHeads}, {headDim_, m.headDim}};
    for (const auto& [box, value] : values)
        box->setValue(value);
    dtype_->setCurrentIndex(dtype_->findData(QString::fromStdString(m.dtype)));
    windowOn_->setChecked(m.window.has_value());
    if (m.window)
        window_->setValue(static_cast<int>(*m.window));
    filling_ = false;
}

void KvCacheLab::architectureEdited()
{
    if (filling_)
        return;
    // Another number of layers or heads is no longer the preset's model.
    const QString name = preset();
    if (!name.isEmpty() && !sameConfiguration(model(), kvCacheModel(name.toStdString()))) {
        const QSignalBlocker blocker(preset_);
        preset_->setCurrentIndex(preset_->count() - 1);
    }
    recompute();
}

void KvCacheLab::recompute()
{
    if (filling_)
        return;
    const QLocale locale;
    const KvCacheModel m = model();
    const std::string type = m.dtype;
    bytesPerToken_.reset();
    totalBytes_.reset();
    multiHeadBytes_.reset();
    problem_ = KvCacheText::headsProblem(m.heads, m.kvHeads);
    if (problem_.isEmpty()) {
        try {
            bytesPerToken_ = kvCacheBytesPerToken(m, type);
            totalBytes_ = kvCacheBytes(m, type, tokens(), batch());
            KvCacheModel mha = m;
            mha.kvHeads = m.heads;
            multiHeadBytes_ = kvCacheBytes(mha, type, tokens(), batch());
        } catch (const InputError&) {
            bytesPerToken_.reset();
            totalBytes_.reset();
            multiHeadBytes_.reset();
            problem_ = tr("The cache would take more than 2\u2076\u00b3 bytes: fewer tokens, a "
                          "smaller batch or a smaller model.");
        }
    }

    const bool ok = problem_.isEmpty();
    for (QLabel* label : {totalLabel_, formulaLabel_, comparisonLabel_, unitsLabel_})
        label->setVisible(ok);
    if (!ok) {
        perTokenLabel_->setText(QStringLiteral("<span style=\"color:#c02040\">%1</span>")
                                    .arg(problem_.toHtmlEscaped()));
        windowLabel_->hide();
        updatePlot();
        emit changed();
        return;
    }
    perTokenLabel_->setText(
        tr("%1 per token").arg(large(KvCacheText::bytes(*bytesPerToken_), roomy_)));
    const QString tokenText = locale.toString(static_cast<qlonglong>(tokens()));
    totalLabel_->setText(
        batch() == 1
            ? tr("%1 for %2 tokens").arg(large(KvCacheText::bytes(*totalBytes_), roomy_), tokenText)
            : tr("%1 for %2 tokens \u00d7 a batch of %3")
                  .arg(large(KvCacheText::bytes(*totalBytes_), roomy_), tokenText,
                       locale.toString(static_cast<qlonglong>(batch()))));
    totalLabel_->setToolTip(
        tr("%1 bytes").arg(locale.toString(static_cast<qlonglong>(*totalBytes_))));
    formulaLabel_->setText(
        KvCacheText::perTokenFormula(m, dtype(), *bytesPerToken_, locale).toHtmlEscaped());
    QString comparison = KvCacheText::attentionKind(m.heads, m.kvHeads, locale).toHtmlEscaped();
    if (m.kvHeads < m.heads)
        comparison += QStringLiteral(" (%1)").arg(
            KvCacheText::bytes(*multiHeadBytes_, locale).toHtmlEscaped());
    comparisonLabel_->setText(comparison);
    if (m.window) {
        const QString window = locale.toString(static_cast<qlonglong>(*m.window));
        windowLabel_->setText(
            tokens() > *m.window
                ? tr("The sliding window keeps the last %1 of %2 tokens.").arg(window, tokenText)
                : tr("The sliding window (%1 tokens) is not full yet: all %2 tokens are kept.")
                      .arg(window, tokenText));
        windowLabel_->show();
    } else {
        windowLabel_->hide();
    }
    unitsLabel_->setText(
        QStringLiteral("<small>%1</small>").arg(KvCacheText::unitsNote(locale).toHtmlEscaped()));
    updatePlot();
    emit changed();
}

void KvCacheLab::updatePlot()
{
    const QLocale locale;
    // The tokens shown: 1 … 2^17, or up to the power of 2 at or above the tokens asked for.
    std::int64_t last = plotTokens;
    while (last < tokens())
        last *= 2;
    QList<double> ticks;
    QStringList labels;
    for (std::int64_t t = 1; t <= last; t *= 16) {
        ticks << double(t);
        labels << locale.toString(static_cast<qlonglong>(t));
    }
    plot_->setXAxis(tr("tokens in the context (log scale)"), ticks, labels);

    // One series per preset, at its own precision and a batch of 1 (the one chosen drawn
    // thicker when the settings are its own); the settings as a series of their own when they
    // are not exactly a preset's.
    const KvCacheModel current = model();
    const QString chosen = preset();
    bool settingsArePreset = false;
    QList<LogLogPlot::Series> series;
    int index = 0;
    for (const KvCacheModel& m : kvCacheModels()) {
        const QString name = QString::fromStdString(m.name);
        const bool isChosen = name == chosen;
        const bool asPublished =
            isChosen && current.dtype == m.dtype && current.window == m.window && batch() == 1;
        settingsArePreset = settingsArePreset || asPublished;
        // (The precision said where it is not the usual fp16: a short key, inside the plot.)
        const QString key =
            m.dtype == "fp16" ? name : tr("%1 (%2)").arg(name, QString::fromStdString(m.dtype));
        LogLogPlot::Series s{key,
                             LogLogPlot::seriesColor(index++),
                             LogLogPlot::Side::Left,
                             LogLogPlot::Marker::None,
                             Qt::SolidLine,
                             asPublished ? 4.0 : 1.5,
                             curve(m, m.dtype, 1, last, tokens())};
        series << s;
    }
    if (!settingsArePreset && problem_.isEmpty()) {
        const QString name = chosen.isEmpty() ? tr("Custom") : tr("%1, your settings").arg(chosen);
        series << LogLogPlot::Series{name,
                                     settingsColour,
                                     LogLogPlot::Side::Left,
                                     LogLogPlot::Marker::None,
                                     Qt::DashLine,
                                     3.0,
                                     curve(current, current.dtype, batch(), last, tokens())};
    }
    plot_->setSeries(series);
    plot_->setMarkedX(double(tokens()));
}

QString KvCacheLab::exportPlot(const QString& path) const
{
    FigureOptions options;
    options.sizeInches = {7.0, 4.5};
    return plot_->exportFigure(path, options);
}

void KvCacheLab::exportPlotAs()
{
    const QString path =
        ExportDialog::askFigurePath(this, tr("Export plot"), QStringLiteral("kv-cache.png"));
    if (path.isEmpty())
        return;
    const QString error = exportPlot(path);
    if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("Cannot export"), error);
        return;
    }
    ExportDialog::showExported(qobject_cast<QMainWindow*>(window()), {path});
}

} // namespace attnlab

#include "scalinglab.h"

#include "binnedmap.h"
#include "enginemessage.h"
#ifdef ATTNLAB_HAVE_OPENCL
#include "openclengine.h"
#endif
#include "colormap.h"
#include "engine.h"
#include "explanation.h"
#include "heatmapwidget.h"
#include "loglogplot.h"
#include "numberformat.h"
#include "scenariofile.h"
#include "sizelimits.h"
#include "sparsepattern.h"
#include "torchrandom.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <chrono>
#include <cmath>
#include <limits>

namespace attnlab {

namespace {

QString bytesText(double bytes)
{
    return NumberFormat::bytes(bytes);
}

QString count(double n)
{
    return NumberFormat::count(n);
}

} // namespace

// ---------------------------------------------------------------------------------------------

TokenGridView::TokenGridView(QWidget* parent) : QWidget(parent)
{
    setMinimumSize(220, 220);
    setToolTip(tr("Click a cell: its query's attention over every cell is drawn in colour; the "
                  "outlined 3 \u00d7 3 square is all a convolution would see."));
}

void TokenGridView::setGrid(int side)
{
    side_ = std::max(1, side);
    picked_ = std::clamp(picked_, 0, side_ * side_ - 1);
    weights_.resize(0);
    update();
}

void TokenGridView::setWeights(const Eigen::VectorXf& weights)
{
    weights_ = weights;
    update();
}

void TokenGridView::setPicked(int index)
{
    picked_ = std::clamp(index, 0, side_ * side_ - 1);
    update();
}

QRectF TokenGridView::board() const
{
    const double s = std::min(width(), height()) - 8;
    return {(width() - s) / 2, (height() - s) / 2, s, s};
}

void TokenGridView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    const QRectF b = board();
    const double cell = b.width() / side_;
    p.fillRect(rect(), palette().color(QPalette::Window));
    const Colormap map = Colormap::byName(QStringLiteral("viridis"));
    const bool haveWeights = weights_.size() >= side_ * side_;
    const float top = haveWeights ? weights_.head(side_ * side_).maxCoeff() : 1.0f;
    // Cells: the picked query's weights, scaled to the largest so small maps stay visible.
    QImage image(side_, side_, QImage::Format_RGB32);
    for (int r = 0; r < side_; ++r)
        for (int c = 0; c < side_; ++c) {
            const int i = r * side_ + c;
            image.setPixel(c, r,
                           haveWeights ? map.rgb(top > 0 ? weights_(i) / top : 0.0)
                                       : palette().color(QPalette::Base).rgb());
        }
    p.drawImage(b, image);
    if (cell >= 6) {
        p.setPen(QPen(palette().color(QPalette::Mid), 1));
        for (int i = 0; i <= side_; ++i) {
            p.drawLine(QPointF(b.left() + i * cell, b.top()),
                       QPointF(b.left() + i * cell, b.bottom()));
            p.drawLine(QPointF(b.left(), b.top() + i * cell),
                       QPointF(b.right(), b.top() + i * cell));
        }
    }
    // The 3 x 3 window of a convolution around the picked cell, and the cell itself.
    const int pr = picked_ / side_, pc = picked_ % side_;
    const QRectF window(b.left() + std::max(0, pc - 1) * cell, b.top() + std::max(0, pr - 1) * cell,
                        (std::min(side_ - 1, pc + 1) - std::max(0, pc - 1) + 1) * cell,
                        (std::min(side_ - 1, pr + 1) - std::max(0, pr - 1) + 1) * cell);
    p.setPen(QPen(QColor(0xff, 0x40, 0x40), 2, Qt::DashLine));
    p.drawRect(window);
    p.setPen(QPen(Qt::white, 2));
    p.drawRect(QRectF(b.left() + pc * cell, b.top() + pr * cell, cell, cell));
}

void TokenGridView::mousePressEvent(QMouseEvent* event)
{
    const QRectF b = board();
    if (!b.contains(event->position()))
        return;
    const int c =
        std::clamp(int((event->position().x() - b.left()) / b.width() * side_), 0, side_ - 1);
    const int r =
        std::clamp(int((event->position().y() - b.top()) / b.height() * side_), 0, side_ - 1);
    setPicked(r * side_ + c);
    emit queryPicked(picked_);
}

// ---------------------------------------------------------------------------------------------

ScalingLab::ScalingLab(QWidget* parent) : QWidget(parent), progressTimer_(new QTimer(this))
{
    auto* layout = new QVBoxLayout(this);

    auto* controls = new QHBoxLayout;
    imageSize_ = new QSpinBox(this);
    imageSize_->setRange(32, 4096);
    imageSize_->setSingleStep(32);
    imageSize_->setValue(640);
    imageSize_->setSuffix(tr(" px"));
    imageSize_->setAccessibleName(tr("Image size"));
    stride_ = new QComboBox(this);
    for (int s : {8, 16, 32, 64})
        stride_->addItem(tr("stride %1").arg(s), s);
    stride_->setCurrentIndex(2);
    direct_ = new QCheckBox(tr("or N ="), this);
    direct_->setObjectName(QStringLiteral("directTokens"));
    tokens_ = new QSpinBox(this);
    tokens_->setObjectName(QStringLiteral("tokenCount"));
    tokens_->setRange(1, 65536);
    tokens_->setValue(400);
    tokens_->setEnabled(false);
    tokens_->setAccessibleName(tr("Number of tokens N"));
    dim_ = new QSpinBox(this);
    dim_->setAccessibleName(tr("Dimension d"));
    dim_->setRange(1, 1024);
    dim_->setValue(64);
    backend_ = new QComboBox(this);
    backend_->setObjectName(QStringLiteral("backend"));
    for (const std::string& name : engineNames())
        backend_->addItem(fromStd(name), fromStd(name));
    if (const int index = backend_->findData(QStringLiteral("reference")); index >= 0)
        backend_->setItemData(
            index,
            tr("The step-by-step engine: every N \u00d7 N matrix in double precision, up to %1 "
               "tokens.")
                .arg(count(limits::maxTokens)),
            Qt::ToolTipRole);
    backend_->setCurrentIndex(std::max(0, backend_->findData(QStringLiteral("cpu"))));
#ifdef ATTNLAB_HAVE_OPENCL
    {
        // List the OpenCL devices; without one, the backend is still offered and falls back.
        QStringList devices;
        for (const std::string& d : OpenClEngine::deviceNames())
            devices << fromStd(d);
        const int index = backend_->findData(QStringLiteral("opencl"));
        if (index >= 0) {
            backend_->setItemText(index, devices.isEmpty()
                                             ? tr("opencl (no device: falls back to cpu)")
                                             : tr("opencl: %1").arg(devices.first()));
            backend_->setItemData(index,
                                  devices.isEmpty() ? tr("No OpenCL platform was found.")
                                                    : devices.join(QLatin1Char('\n')),
                                  Qt::ToolTipRole);
        }
    }
#endif
    run_ = new QPushButton(tr("&Run attention"), this);
    cancel_ = new QPushButton(tr("Cancel"), this);
    cancel_->setEnabled(false);
    progress_ = new QProgressBar(this);
    progress_->setRange(0, 100);
    progress_->setValue(0);
    controls->addWidget(new QLabel(tr("Image"), this));
    controls->addWidget(imageSize_);
    controls->addWidget(stride_);
    controls->addWidget(direct_);
    controls->addWidget(tokens_);
    controls->addWidget(new QLabel(tr("d ="), this));
    controls->addWidget(dim_);
    controls->addStretch(1);
    layout->addLayout(controls);
    // A second row, so the lab never makes the window wider than a projector's screen.
    controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("Backend"), this));
    // A device's name is long ("opencl — pthread-skylake-avx512-AMD EPYC 7B13 …"): the box
    // may show less of it (the list shows it all) rather than widen the window.
    backend_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    backend_->setMinimumContentsLength(28);
    controls->addWidget(backend_, 2);
    // Dense attention, or a sparse pattern with the published sizes, to time against it.
    pattern_ = new QComboBox(this);
    pattern_->setObjectName(QStringLiteral("pattern"));
    pattern_->addItem(tr("Dense"), 0);
    pattern_->addItem(tr("Window w = 256"), 1);
    pattern_->addItem(tr("Longformer: w = 256, 2 global"), 2);
    pattern_->addItem(tr("BigBird: blocks of 64"), 3);
    pattern_->setToolTip(
        tr("Time a sparse pattern against dense attention: a window of 256 on each side "
           "(Longformer's 512), plus tokens 0 and 1 global; or BigBird's blocks of 64 (a window "
           "of 64, the first and the last block global, 3 random blocks). The fast engines skip "
           "every key block the pattern hides."));
    pattern_->setAccessibleName(tr("Attention pattern"));
    controls->addWidget(pattern_, 1);
    controls->addWidget(run_);
    controls->addWidget(cancel_);
    controls->addWidget(progress_, 1);
    layout->addLayout(controls);

    info_ = new QLabel(this);
    info_->setWordWrap(true);
    info_->setTextFormat(Qt::RichText);
    layout->addWidget(info_);
    result_ = new QLabel(this);
    result_->setWordWrap(true);
    layout->addWidget(result_);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    auto* gridBox = new QGroupBox(tr("Where one query attends (click a cell)"), splitter);
    auto* gridLayout = new QVBoxLayout(gridBox);
    grid_ = new TokenGridView(gridBox);
    gridLayout->addWidget(grid_);
    auto* mapBox = new QGroupBox(tr("The whole N \u00d7 N map, binned"), splitter);
    auto* mapLayout = new QVBoxLayout(mapBox);
    map_ = new HeatmapWidget(mapBox);
    mapLayout->addWidget(map_, 1);
    auto* scaleRow = new QHBoxLayout;
    mapScale_ = new QComboBox(mapBox);
    mapScale_->setObjectName(QStringLiteral("mapScale"));
    mapScale_->addItem(tr("0 \u2026 largest weight"), int(MapScale::LargestWeight));
    mapScale_->addItem(tr("0 \u2026 1"), int(MapScale::Unit));
    mapScale_->addItem(tr("Fit to the means (magnifies noise)"), int(MapScale::Fit));
    mapScale_->setToolTip(
        tr("A scale fitted to the bin means stretches differences of a few 1/N into the "
           "whole colour range: noise then looks like structure. From 0 the colours compare "
           "each mean with a weight that matters."));
    auto* scaleLabel = new QLabel(tr("Colours:"), mapBox);
    scaleLabel->setBuddy(mapScale_);
    scaleRow->addWidget(scaleLabel);
    scaleRow->addWidget(mapScale_, 1);
    mapLayout->addLayout(scaleRow);
    mapNote_ = new QLabel(mapBox);
    mapNote_->setObjectName(QStringLiteral("mapScaleText"));
    mapNote_->setWordWrap(true);
    mapLayout->addWidget(mapNote_);
    connect(mapScale_, &QComboBox::currentIndexChanged, this, &ScalingLab::restyleMap);
    auto* plotBox = new QGroupBox(tr("Time and pairs against N"), splitter);
    auto* plotLayout = new QVBoxLayout(plotBox);
    plot_ = new LogLogPlot(plotBox);
    plotLayout->addWidget(plot_);
    splitter->addWidget(gridBox);
    splitter->addWidget(mapBox);
    splitter->addWidget(plotBox);
    // A group box asks for the width of its title: in French or Portuguese three titles side by
    // side would ask for more than a 1600-pixel screen. They may shrink (the titles fit anyway
    // at the usual widths).
    for (QGroupBox* box : {gridBox, mapBox, plotBox})
        box->setMinimumWidth(220);
    splitter->setSizes({1, 1, 1});
    for (int i = 0; i < 3; ++i)
        splitter->setStretchFactor(i, 1);
    layout->addWidget(splitter, 1);

    auto* compareBox = new QGroupBox(
        tr("Convolution against attention on the same image (d channels in and out)"), this);
    compareBox->setMinimumWidth(300); // (its title alone is wider in French)
    auto* compareLayout = new QVBoxLayout(compareBox);
    comparison_ = new QTableWidget(compareBox);
    comparison_->setAccessibleName(compareBox->title());
    comparison_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    comparison_->verticalHeader()->hide();
    comparison_->setColumnCount(7);
    comparison_->setHorizontalHeaderLabels({tr("stride"), tr("grid"), tr("tokens N"),
                                            tr("pairs N\u00b2"),
                                            tr("3\u00d7"
                                               "3 conv FLOPs\n2\u00b7"
                                               "9\u00b7N\u00b7"
                                               "d\u00b2"),
                                            tr("attention FLOPs\n4\u00b7N\u00b2\u00b7"
                                               "d"),
                                            tr("full N\u00d7N map\n(float32)")});
    comparison_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    compareLayout->addWidget(comparison_);
    auto* note = new QLabel(
        tr("A convolution applies one small fixed filter everywhere: each output sees a 3 \u00d7 3 "
           "window and its cost grows with N. Attention weighs every pair by its content: any two "
           "cells can interact in one layer, and the cost grows with N\u00b2. That is why YOLO26 "
           "runs its attention blocks (C2PSA, and a C3k2 block with attention) only on the "
           "20 \u00d7 20 stride-32 map and keeps the finer maps convolutional."),
        compareBox);
    note->setWordWrap(true);
    compareLayout->addWidget(note);
    layout->addWidget(compareBox);

    for (QSpinBox* spin : {imageSize_, tokens_, dim_})
        connect(spin, &QSpinBox::valueChanged, this, &ScalingLab::updateInfo);
    connect(stride_, &QComboBox::currentIndexChanged, this, &ScalingLab::updateInfo);
    connect(backend_, &QComboBox::currentIndexChanged, this, &ScalingLab::updateInfo);
    connect(direct_, &QCheckBox::toggled, this, [this](bool on) {
        tokens_->setEnabled(on);
        imageSize_->setEnabled(!on);
        stride_->setEnabled(!on);
        updateInfo();
    });
    connect(run_, &QPushButton::clicked, this, &ScalingLab::run);
    connect(cancel_, &QPushButton::clicked, this, &ScalingLab::cancel);
    connect(grid_, &TokenGridView::queryPicked, this, &ScalingLab::showQuery);
    connect(&watcher_, &QFutureWatcher<Outcome>::finished, this,
            [this] { accept(watcher_.result()); });
    connect(progressTimer_, &QTimer::timeout, this, [this] {
        if (progressValue_)
            progress_->setValue(progressValue_->load());
    });
    progressTimer_->setInterval(100);
    updateInfo();
}

ScalingLab::~ScalingLab()
{
    cancel();
    watcher_.waitForFinished();
}

int ScalingLab::tokens() const
{
    if (direct_->isChecked())
        return tokens_->value();
    const int side = imageSize_->value() / stride_->currentData().toInt();
    return side * side;
}

bool ScalingLab::isRunning() const
{
    return watcher_.isRunning();
}

void ScalingLab::updateInfo()
{
    const int n = tokens();
    const int side = direct_->isChecked() ? int(std::ceil(std::sqrt(double(n))))
                                          : imageSize_->value() / stride_->currentData().toInt();
    const double pairs = double(n) * n;
    if (direct_->isChecked())
        info_->setText(
            tr("<b>%1 tokens</b> \u2192 <b>%2 query\u2013key pairs</b>; a full N \u00d7 N "
               "map in float32 would take <b>%3</b>.")
                .arg(count(n), count(pairs), bytesText(pairs * 4)));
    else
        info_->setText(
            tr("%1 \u00d7 %1 image at stride %2 \u2192 a <b>%3 \u00d7 %3 grid</b> = "
               "<b>%4 tokens</b> \u2192 <b>%5 query\u2013key pairs</b>; a full N \u00d7 N map "
               "in float32 would take <b>%6</b>.")
                .arg(imageSize_->value())
                .arg(stride_->currentData().toInt())
                .arg(side)
                .arg(count(n), count(pairs), bytesText(pairs * 4)));
    if (backend_->currentData().toString() == QLatin1String("reference") && n > limits::maxTokens)
        info_->setText(info_->text() + QStringLiteral("<br>") +
                       tr("<b>Too many tokens for \u201creference\u201d</b>, which keeps every "
                          "N \u00d7 N matrix in double precision (up to %1 tokens): choose "
                          "\u201c"
                          "cpu\u201d or \u201copencl\u201d.")
                           .arg(count(limits::maxTokens)));
    if (grid_->side() != side)
        grid_->setGrid(side);
    updateComparison();
}

void ScalingLab::updateComparison()
{
    const int size = imageSize_->value();
    const double d = dim_->value();
    const int strides[] = {8, 16, 32, 64};
    comparison_->setRowCount(4);
    for (int r = 0; r < 4; ++r) {
        const int side = size / strides[r];
        const double n = double(side) * side;
        const QStringList cells = {QString::number(strides[r]),
                                   QStringLiteral("%1 \u00d7 %1").arg(side),
                                   count(n),
                                   count(n * n),
                                   count(2 * 9 * n * d * d),
                                   count(4 * n * n * d),
                                   bytesText(n * n * 4)};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            item->setTextAlignment(Qt::AlignCenter);
            comparison_->setItem(r, c, item);
        }
    }
}

void ScalingLab::run()
{
    if (isRunning())
        return;
    const int n = tokens();
    if (backend_->currentData().toString() == QLatin1String("reference") && n > limits::maxTokens) {
        // Beyond its range it runs for minutes (71 s at 6,400 tokens) without a word.
        result_->setText(tr("Not run: \u201creference\u201d computes up to %1 tokens (it keeps "
                            "every N \u00d7 N matrix); %2 tokens is the job of \u201c"
                            "cpu\u201d "
                            "(fused, memory O(N\u00b7"
                            "d)) or \u201copencl\u201d.")
                             .arg(count(limits::maxTokens), count(n)));
        emit finished(false);
        return;
    }
    const int side = grid_->side();
    job_ = std::make_shared<JobControl>();
    progressValue_ = std::make_shared<std::atomic<int>>(0);
    run_->setEnabled(false);
    cancel_->setEnabled(true);
    progress_->setValue(0);
    progressTimer_->start();
    result_->setText(
        tr("Computing %1 tokens on \u201c%2\u201d\u2026").arg(count(n), backend_->currentText()));
    const QString patternName =
        pattern_->currentData().toInt() == 0 ? QString() : pattern_->currentText();
    watcher_.setFuture(QtConcurrent::run(&ScalingLab::compute, backend_->currentData().toString(),
                                         side, n, dim_->value(), 0, patternFor(n), patternName,
                                         std::shared_ptr<const JobControl>(job_), progressValue_));
}

MaskSpec ScalingLab::patternFor(int n) const
{
    // the published sizes, whatever N (so that the cost grows like N)
    MaskSpec mask;
    switch (pattern_->currentData().toInt()) {
    case 1:
        mask.window = 256;
        break;
    case 2:
        mask.window = 256;
        mask.global = {0};
        if (n > 1)
            mask.global.push_back(1);
        break;
    case 3:
        mask = sparsePreset(SparsePreset::BigBird, n, {}, 0, false);
        break;
    default:
        break;
    }
    return mask;
}

void ScalingLab::cancel()
{
    if (job_)
        job_->requestStop();
}

ScalingLab::Outcome ScalingLab::compute(QString backend, int side, int tokens, int dim, int seed,
                                        MaskSpec pattern, QString patternName,
                                        std::shared_ptr<const JobControl> job,
                                        std::shared_ptr<std::atomic<int>> progress)
{
    Outcome out;
    // the engines check the stop flag between their tiles, this loop between its chunks
    const JobScope scope(job.get());
    out.backend = backend;
    out.tokens = tokens;
    out.patternName = patternName;
    out.pattern = pattern;
    out.pairs = double(tokens) * tokens;
    if (pattern.hasPattern()) {
        out.pairs = 0;
        for (int i = 0; i < tokens; ++i)
            out.pairs += pattern.allowedCount(i, tokens, tokens);
    }
    try {
        std::unique_ptr<Engine> engine = makeEngine(toStd(backend));
        if (!engine) {
            out.error = tr("no backend named \u201c%1\u201d").arg(backend);
            return out;
        }
        if (!engine->isAvailable()) {
            // No device, or the kernel did not build: say so and run on the CPU instead.
            out.note = tr("OpenCL is not available here (%1); ran on the CPU instead.")
                           .arg(translatedMessage(engine->lastErrorMessage()));
            engine = makeEngine("cpu");
            out.backend = QStringLiteral("cpu");
        }
        // Features of the grid: q, k, v ~ N(0, 1), as torch.randn(3, N, d).
        const RandomQkv features = torchRandomQkv(static_cast<std::uint64_t>(seed), tokens, dim);
        // Queries in chunks, so the run shows progress and can stop between chunks.
        // (a pattern's band follows the query's position: one chunk of every query)
        const int chunks = pattern.hasPattern() ? 1 : std::clamp(tokens / 64, 1, 50);
        double seconds = 0;
        for (int c = 0; c < chunks; ++c) {
            if (job->stopRequested()) {
                out.cancelled = true;
                return out;
            }
            const int first = static_cast<int>(static_cast<long long>(tokens) * c / chunks);
            const int last = static_cast<int>(static_cast<long long>(tokens) * (c + 1) / chunks);
            AttentionInput in;
            in.q = features.q.middleRows(first, last - first);
            in.k = features.k;
            in.v = features.v;
            in.mask = pattern;
            const auto start = std::chrono::steady_clock::now();
            try {
                engine->run(in);
            } catch (const std::runtime_error& e) {
                if (out.backend == QLatin1String("cpu"))
                    throw;
                // The GPU path failed (device lost, buffer too large): finish on the CPU.
                out.note = tr("%1 failed (%2); ran on the CPU instead.")
                               .arg(out.backend, translatedError(e));
                out.backend = QStringLiteral("cpu");
                engine = makeEngine("cpu");
                seconds = 0;
                c = -1; // start over, so the time is the CPU's alone
                continue;
            }
            seconds +=
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            progress->store((c + 1) * 90 / chunks);
        }
        out.milliseconds = seconds * 1000;
        // The whole map, binned to at most 200 x 200 cells straight from tiles of weights:
        // never an N x N matrix (fused path), or the reference weights binned (N <= 2048).
        if (!job->stopRequested()) {
            AttentionInput all;
            all.q = features.q;
            all.k = features.k;
            all.v = features.v;
            all.mask = pattern;
            const int bins = std::min(tokens, 200);
            const auto start = std::chrono::steady_clock::now();
            const BinnedMap map = backend == QLatin1String("reference") && tokens <= 2048
                                      ? referenceBinnedAttentionMap(all, 0, bins, bins)
                                      : binnedAttentionMap(all, 0, bins, bins);
            out.mapMilliseconds =
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                    .count();
            out.mapMax = map.max;
            out.mapMean = map.mean;
        }
        out.q = std::make_shared<const Eigen::MatrixXf>(features.q.cast<float>());
        out.k = std::make_shared<const Eigen::MatrixXf>(features.k.cast<float>());
        (void)side;
        progress->store(100);
        out.ok = true;
    } catch (const JobStopped&) {
        out.cancelled = true; // stopped inside an engine's tiles
    } catch (const std::exception& e) {
        out.error = translatedError(e);
    }
    return out;
}

void ScalingLab::accept(const Outcome& outcome)
{
    progressTimer_->stop();
    run_->setEnabled(true);
    cancel_->setEnabled(false);
    if (outcome.cancelled) {
        progress_->setValue(0);
        result_->setText(tr("Cancelled."));
        emit finished(false);
        return;
    }
    if (!outcome.ok) {
        progress_->setValue(0);
        result_->setText(tr("Could not run: %1").arg(outcome.error));
        emit finished(false);
        return;
    }
    progress_->setValue(100);
    const double pairs = outcome.pairs;
    const QString label = outcome.patternName.isEmpty()
                              ? outcome.backend
                              : tr("%1, %2").arg(outcome.backend, outcome.patternName);
    result_->setText(tr("%1 tokens on \u201c%2\u201d: %3 ms for %4 pairs.")
                         .arg(count(outcome.tokens), label,
                              QLocale().toString(outcome.milliseconds, 'f', 1), count(pairs)) +
                     (outcome.note.isEmpty() ? QString() : QLatin1Char(' ') + outcome.note));
    plot_->addPoint({double(outcome.tokens), outcome.milliseconds, pairs, label});
    q_ = outcome.q;
    k_ = outcome.k;
    shownPattern_ = outcome.pattern;
    if (outcome.mapMean.size() > 0) {
        HeatmapData data;
        data.values = outcome.mapMean;
        data.title = tr("Mean weight per bin (%1 \u00d7 %1 bins, %2 ms)")
                         .arg(outcome.mapMean.rows())
                         .arg(QLocale().toString(outcome.mapMilliseconds, 'f', 0));
        data.rowAxisTitle = tr("Query bin");
        data.columnAxisTitle = tr("Key bin");
        data.valueLabel = tr("mean weight");
        mapMax_ = outcome.mapMax;
        mapMean_ = outcome.mapMean;
        mapTokens_ = outcome.tokens;
        map_->setData(data);
        restyleMap();
    }
    showQuery(grid_->picked());
    emit finished(true);
}

void ScalingLab::setMapScale(MapScale scale)
{
    mapScale_->setCurrentIndex(std::max(0, mapScale_->findData(int(scale))));
}

ScalingLab::MapScale ScalingLab::mapScale() const
{
    return static_cast<MapScale>(mapScale_->currentData().toInt());
}

QString ScalingLab::mapScaleText() const
{
    return mapNote_->text();
}

void ScalingLab::restyleMap()
{
    if (mapMean_.size() == 0) {
        mapNote_->clear();
        return;
    }
    const double lowest = mapMean_.minCoeff(), highest = mapMean_.maxCoeff();
    const double largest = mapMax_.size() > 0 ? mapMax_.maxCoeff() : highest;
    HeatmapStyle style;
    style.annotate = false;
    style.showLabels = false;
    const auto num = [](double x) { return NumberFormat::number(x, x < 0.01 ? 5 : 3); };
    const QString means = tr("The means lie between %1 and %2; a uniform row would give 1/N = %3.")
                              .arg(num(lowest), num(highest), num(1.0 / std::max(mapTokens_, 1)));
    QString text;
    switch (mapScale()) {
    case MapScale::LargestWeight:
        style.minimum = 0.0;
        style.maximum = std::max(largest, 1e-12);
        text = tr("Colour scale 0 \u2026 %1, the largest single weight in the map: a bin is "
                  "bright only where queries really concentrate.")
                   .arg(num(largest));
        break;
    case MapScale::Unit:
        style.minimum = 0.0;
        style.maximum = 1.0;
        text = tr("Colour scale 0 \u2026 1, the range of any weight.");
        break;
    case MapScale::Fit:
        style.minimum = lowest;
        style.maximum = highest > lowest ? highest : lowest + 1e-12;
        text = tr("Colour scale %1 \u2026 %2, fitted to the means: small differences (often "
                  "noise) fill the whole range.")
                   .arg(num(lowest), num(highest));
        break;
    }
    map_->setStyle(style);
    mapNote_->setText(text + QLatin1Char(' ') + means);
}

void ScalingLab::showQuery(int index)
{
    if (!q_ || !k_ || index >= q_->rows())
        return;
    // a_ij = softmax_j(q_i . k_j / sqrt(d)): one row, computed on the spot.
    const float s = 1.0f / std::sqrt(static_cast<float>(q_->cols()));
    Eigen::VectorXf logits = (*k_) * q_->row(index).transpose() * s;
    // under a sparse pattern, only the keys it allows (MaskSpec)
    const int n = static_cast<int>(k_->rows());
    if (shownPattern_.hasPattern()) {
        std::vector<std::uint8_t> allowed(static_cast<std::size_t>(n));
        shownPattern_.rowAllowed(index, 0, n, static_cast<int>(q_->rows()), n, allowed.data());
        for (int j = 0; j < n; ++j)
            if (!allowed[static_cast<std::size_t>(j)])
                logits(j) = -std::numeric_limits<float>::infinity();
    }
    const float m = logits.maxCoeff();
    Eigen::VectorXf w = (logits.array() - m).exp();
    w /= w.sum();
    Eigen::VectorXf cells = Eigen::VectorXf::Zero(grid_->side() * grid_->side());
    cells.head(std::min<Eigen::Index>(cells.size(), w.size())) =
        w.head(std::min<Eigen::Index>(cells.size(), w.size()));
    grid_->setWeights(cells);
}

} // namespace attnlab

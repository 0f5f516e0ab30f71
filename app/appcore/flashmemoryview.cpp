#include "flashmemoryview.h"

#include "explanation.h"
#include "flashkind.h"
#include "loglogplot.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace attnlab {

namespace {

/// N from 16 to 65,536 tokens: the powers of 2 and the marked count.
QList<double> tokenCounts()
{
    QList<double> counts{double(FlashMemoryView::markedTokens)};
    for (int e = 4; e <= 16; ++e)
        counts << std::ldexp(1.0, e);
    std::sort(counts.begin(), counts.end());
    return counts;
}

} // namespace

FlashMemoryView::FlashMemoryView(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);

    auto* choices = new QHBoxLayout;
    auto* dimLabel = new QLabel(tr("Head &dimension d:"), this);
    dim_ = new QComboBox(this);
    dim_->setObjectName(QStringLiteral("flashMemoryDim"));
    for (int d : {32, 64, 128})
        dim_->addItem(QString::number(d), d);
    dimLabel->setBuddy(dim_);
    auto* sramLabel = new QLabel(tr("&Fast memory M:"), this);
    sram_ = new QComboBox(this);
    sram_->setObjectName(QStringLiteral("flashMemorySram"));
    for (int kib : {96, 192, 384}) {
        const int numbers = kib * 1024 / 4; // float32
        sram_->addItem(tr("%1 numbers (%2 KiB)").arg(QLocale().toString(numbers)).arg(kib),
                       numbers);
    }
    sramLabel->setBuddy(sram_);
    save_ = new QPushButton(tr("&Save figure…"), this);
    save_->setObjectName(QStringLiteral("flashMemorySave"));
    save_->setToolTip(tr("Exports the plot of slow-memory accesses as PNG, SVG or PDF."));
    choices->addWidget(dimLabel);
    choices->addWidget(dim_);
    choices->addSpacing(12);
    choices->addWidget(sramLabel);
    choices->addWidget(sram_);
    choices->addStretch(1);
    layout->addLayout(choices);

    held_ = new LogLogPlot(this);
    held_->setObjectName(QStringLiteral("flashHeldPlot"));
    held_->setTitle(tr("Numbers held at once (log-log)"));
    held_->setYAxis(LogLogPlot::Side::Left, {LogLogPlot::Scale::Log, {}, {}});
    held_->setLegendInside(Qt::TopLeftCorner);
    accesses_ = new LogLogPlot(this);
    accesses_->setObjectName(QStringLiteral("flashAccessPlot"));
    accesses_->setTitle(tr("Slow-memory accesses (Dao et al. 2022, Theorem 2; log-log)"));
    accesses_->setYAxis(LogLogPlot::Side::Left, {LogLogPlot::Scale::Log, {}, {}});
    accesses_->setLegendInside(Qt::TopLeftCorner);
    QList<double> ticks;
    QStringList labels;
    for (int n = 16; n <= 65536; n *= 16) {
        ticks << double(n);
        labels << QLocale().toString(n);
    }
    held_->setXAxis(QString(), ticks, labels);
    accesses_->setXAxis(tr("tokens N (log scale)"), ticks, labels);
    for (LogLogPlot* plot : {held_, accesses_})
        plot->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    // The plots on the left, the figures beside them: on a projector's 1280 × 720 at large
    // text, a paragraph under the plots would leave them no height.
    auto* columns = new QHBoxLayout;
    auto* plots = new QVBoxLayout;
    plots->addWidget(held_, 1);
    plots->addWidget(accesses_, 1);
    columns->addLayout(plots, 3);
    summary_ = new QLabel(this);
    summary_->setObjectName(QStringLiteral("flashMemorySummary"));
    summary_->setWordWrap(true);
    summary_->setTextFormat(Qt::RichText);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    summary_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    // (scrolled when large text makes it taller than the plots)
    auto* summaryArea = new QScrollArea(this);
    summaryArea->setFrameShape(QFrame::NoFrame);
    summaryArea->setWidgetResizable(true);
    summaryArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    summaryArea->setWidget(summary_);
    // (a tab stop: the keyboard scrolls the figures there)
    summaryArea->setAccessibleName(tr("The figures of the memory account"));
    summaryArea->setMinimumWidth(12 * fontMetrics().averageCharWidth());
    columns->addWidget(summaryArea, 2);
    layout->addLayout(columns, 1);
    auto* actions = new QHBoxLayout;
    actions->addWidget(save_);
    actions->addStretch(1);
    layout->addLayout(actions);

    dim_->setCurrentIndex(dim_->findData(lessonHeadDim));
    sram_->setCurrentIndex(sram_->findData(int(lessonSram)));
    connect(dim_, &QComboBox::currentIndexChanged, this, &FlashMemoryView::update);
    connect(sram_, &QComboBox::currentIndexChanged, this, &FlashMemoryView::update);
    connect(save_, &QPushButton::clicked, this, [this] {
        const QString path =
            FigureFileDialog::askPath(this, tr("Save figure"), QStringLiteral("flash-memory.png"));
        if (path.isEmpty())
            return;
        const QString error = exportAccessPlot(path);
        const QString status = error.isEmpty()
                                   ? tr("Saved %1.").arg(path.toHtmlEscaped())
                                   : QStringLiteral("<b>%1</b>").arg(error.toHtmlEscaped());
        summary_->setText(summaryHtml() + QStringLiteral("<p>") + status);
    });
    update();
}

int FlashMemoryView::headDim() const
{
    return dim_->currentData().toInt();
}

double FlashMemoryView::sram() const
{
    return sram_->currentData().toDouble();
}

bool FlashMemoryView::setHeadDim(int d)
{
    const int index = dim_->findData(d);
    if (index >= 0)
        dim_->setCurrentIndex(index);
    return index >= 0;
}

bool FlashMemoryView::setSram(double numbers)
{
    const int index = sram_->findData(int(numbers));
    if (index >= 0)
        sram_->setCurrentIndex(index);
    return index >= 0;
}

void FlashMemoryView::update()
{
    const int d = headDim();
    const double m = sram();
    const FlashBlock block = flashPaperBlock(d, m);
    LogLogPlot::Series scores{tr("standard: N² scores"),
                              LogLogPlot::seriesColor(0),
                              LogLogPlot::Side::Left,
                              LogLogPlot::Marker::None,
                              Qt::SolidLine,
                              3.0,
                              {}};
    LogLogPlot::Series tile{tr("FlashAttention: one tile"),
                            LogLogPlot::seriesColor(1),
                            LogLogPlot::Side::Left,
                            LogLogPlot::Marker::None,
                            Qt::SolidLine,
                            3.0,
                            {}};
    LogLogPlot::Series standard = scores, flash = tile;
    standard.name = tr("standard: Nd + N²");
    flash.name = tr("FlashAttention: N²d²/M");
    for (double n : tokenCounts()) {
        const FlashMemory account = flashMemory(int(n), d, block.queries, block.keys, m);
        scores.points << QPointF(n, double(account.standardNumbers));
        tile.points << QPointF(n, double(account.flashNumbers));
        standard.points << QPointF(n, account.standardAccesses);
        flash.points << QPointF(n, account.flashAccesses);
    }
    held_->setSeries({scores, tile});
    accesses_->setSeries({standard, flash});
    held_->setMarkedX(double(markedTokens));
    accesses_->setMarkedX(double(markedTokens));
    summary_->setText(summaryHtml());
}

QString FlashMemoryView::summaryHtml() const
{
    const int d = headDim();
    const double m = sram();
    const FlashBlock block = flashPaperBlock(d, m);
    const FlashMemory account = flashMemory(markedTokens, d, block.queries, block.keys, m);
    const QLocale locale;
    // (a number is not broken at its group separator: "3 413 333" on one line)
    const auto count = [](double n) {
        return QStringLiteral("<nobr>%1</nobr>").arg(Explanation::formatCount(n));
    };
    return tr("At N = %1 tokens (the lesson's picture at stride 8), d = %2 and M = %3 numbers, "
              "the paper's blocks are B_r × B_c = %4 × %5: one tile holds %6 numbers at once, "
              "where the scores alone would be %7. Slow-memory accesses: about %8 for "
              "FlashAttention against %9 for standard attention, %10 times fewer.")
               .arg(count(markedTokens))
               .arg(d)
               .arg(count(m))
               .arg(block.queries)
               .arg(block.keys)
               .arg(count(double(account.flashNumbers)))
               .arg(count(double(account.standardNumbers)))
               .arg(count(account.flashAccesses))
               .arg(count(account.standardAccesses))
               .arg(locale.toString(account.standardAccesses / account.flashAccesses, 'f', 1)) +
           QLatin1Char(' ') +
           tr("For long inputs the two lines of accesses are parallel: both grow as N², and "
              "FlashAttention's is about M/d² = %1 times lower. It saves trips to slow memory, "
              "not arithmetic: both compute the same N²·d products.")
               .arg(locale.toString(m / (double(d) * d), 'g', 3));
}

QString FlashMemoryView::exportAccessPlot(const QString& path) const
{
    FigureOptions options;
    options.sizeInches = {7.0, 4.5};
    return accesses_->exportFigure(path, options);
}

} // namespace attnlab

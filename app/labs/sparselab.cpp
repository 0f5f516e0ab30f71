#include "sparselab.h"

#include "attentionkind.h"
#include "commands/setmaskcommand.h"
#include "datadirs.h"
#include "document.h"
#include "kinds.h"
#include "labfit.h"
#include "labpages.h"

#include <QBoxLayout>
#include <QCheckBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QRegularExpression>
#include <QResizeEvent>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace attnlab {

namespace {

/// Light and dark ends of the hop colours: one hop darkest, the farthest pair lightest.
const QColor nearColour(0x08, 0x30, 0x6b);
const QColor farColour(0xc6, 0xdb, 0xef);

QColor mix(const QColor& a, const QColor& b, double t)
{
    return QColor::fromRgbF(a.redF() + (b.redF() - a.redF()) * t,
                            a.greenF() + (b.greenF() - a.greenF()) * t,
                            a.blueF() + (b.blueF() - a.blueF()) * t);
}

QColor hopColour(int hops, int diameter)
{
    if (hops < 0)
        return QColor(0xff, 0xff, 0xff);
    if (hops == 0)
        return QColor(0x33, 0x33, 0x33);
    return mix(nearColour, farColour, diameter > 1 ? double(hops - 1) / (diameter - 1) : 0.0);
}

bool dark(const QColor& c)
{
    return c.lightnessF() < 0.55;
}

QString legendName(PairSource s)
{
    switch (s) {
    case PairSource::All:
        return PatternGrid::tr("every pair (no pattern)");
    case PairSource::Global:
        return PatternGrid::tr("global");
    case PairSource::Band:
        return PatternGrid::tr("band");
    case PairSource::Random:
        return PatternGrid::tr("random");
    case PairSource::HiddenCausal:
        return PatternGrid::tr("hidden: causal");
    case PairSource::HiddenSparse:
        return PatternGrid::tr("hidden: outside the pattern");
    case PairSource::HiddenMatrix:
        return PatternGrid::tr("hidden: painted");
    }
    return {};
}

/// Token numbers written as "0, 5, 12" in the field, read back leniently (commas or spaces).
QString globalText(const std::vector<int>& tokens)
{
    QStringList parts;
    for (const int t : tokens)
        parts << QString::number(t);
    return parts.join(QStringLiteral(", "));
}

} // namespace

// ----------------------------------------------------------------------------------- PatternGrid

PatternGrid::PatternGrid(Mode mode, QWidget* parent) : QWidget(parent), mode_(mode)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setMouseTracking(false);
}

QColor PatternGrid::sourceColour(PairSource source)
{
    switch (source) {
    case PairSource::All:
        return QColor(0x56, 0xb4, 0xe9); // sky blue
    case PairSource::Global:
        return QColor(0xe6, 0x9f, 0x00); // orange
    case PairSource::Band:
        return QColor(0x00, 0x72, 0xb2); // blue
    case PairSource::Random:
        return QColor(0x00, 0x9e, 0x73); // bluish green
    case PairSource::HiddenCausal:
        return QColor(0xd4, 0xd4, 0xd4);
    case PairSource::HiddenSparse:
        return QColor(0xf4, 0xf4, 0xf4);
    case PairSource::HiddenMatrix:
        return QColor(0xa8, 0xa8, 0xa8);
    }
    return {};
}

void PatternGrid::setPattern(const MaskSpec& mask, int n)
{
    mask_ = mask;
    n_ = n;
    if (picked_ >= n_)
        picked_ = -1;
    updateGeometry();
    update();
}

void PatternGrid::setHops(const HopMatrix& hops, const MaskSpec& mask)
{
    hops_ = hops;
    mask_ = mask;
    n_ = hops.n;
    if (picked_ >= n_)
        picked_ = -1;
    updateGeometry();
    update();
}

void PatternGrid::setPickedQuery(int query)
{
    picked_ = query;
    update();
}

int PatternGrid::cellSide() const
{
    // about a line of text for a few tokens, smaller for many, never under 3 pixels
    const int line = fontMetrics().height();
    return std::max(3, n_ <= 16   ? line + line / 3
                       : n_ <= 40 ? line
                                  : (line * 24) / std::max(n_, 1));
}

double PatternGrid::legendHeight() const
{
    return fontMetrics().height() * 2.6;
}

QSize PatternGrid::sizeHint() const
{
    const QFontMetrics fm = fontMetrics();
    const int margin = fm.horizontalAdvance(QStringLiteral("000")) + 6;
    const int side = margin + gridSide();
    return {std::max(side, fm.horizontalAdvance(QLatin1Char('x')) * 40),
            side + static_cast<int>(legendHeight())};
}

QSize PatternGrid::minimumSizeHint() const
{
    // the preferred cell: larger text, a larger figure (the page scrolls)
    const QFontMetrics fm = fontMetrics();
    const int side = fm.horizontalAdvance(QStringLiteral("000")) + 6 + gridSide();
    return {std::max(side, fm.height() * 8), side + static_cast<int>(legendHeight())};
}

int PatternGrid::gridSide() const
{
    // n cells of cellSide(), at most 30 lines of text: a long sequence's cells get smaller than a
    // pixel (drawn from an image of one pixel per pair) rather than the page thousands wide
    return std::min(std::max(n_, 1) * cellSide(), fontMetrics().height() * 30);
}

PatternGrid::Geometry PatternGrid::geometry(const QRectF& area) const
{
    const QFontMetrics fm = fontMetrics();
    Geometry g;
    const double labelW = fm.horizontalAdvance(QString::number(std::max(n_ - 1, 0))) + 6;
    const double labelH = fm.height() + 2;
    const double room = std::min(area.width() - labelW, area.height() - labelH - legendHeight());
    g.cell = n_ > 0 ? std::max(0.0, room / n_) : 0.0;
    if (g.cell >= 3)
        g.cell = std::floor(g.cell); // whole pixels where cells are seen one by one
    g.left = area.left() + labelW;
    g.top = area.top() + labelH;
    const double need = std::max<double>(fm.horizontalAdvance(QStringLiteral("000")), fm.height());
    g.labelEvery = std::max(1, static_cast<int>(std::ceil(need / std::max(g.cell, 1.0))));
    // round to 1, 2, 5, 10, … so that the numbers read well
    for (const int step : {1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000})
        if (step >= g.labelEvery) {
            g.labelEvery = step;
            break;
        }
    return g;
}

QPoint PatternGrid::axisPoint(int token) const
{
    const Geometry g = geometry(rect());
    return QPointF(g.left + (token + 0.5) * g.cell, g.top / 2.0).toPoint();
}

QPoint PatternGrid::cellPoint(int row, int column) const
{
    const Geometry g = geometry(rect());
    return QPointF(g.left + (column + 0.5) * g.cell, g.top + (row + 0.5) * g.cell).toPoint();
}

double PatternGrid::laidOutCell() const
{
    return geometry(rect()).cell;
}

void PatternGrid::paintFigure(QPainter& p, const QRectF& area) const
{
    p.save();
    p.fillRect(area, palette().color(QPalette::Base));
    if (n_ <= 0) {
        p.restore();
        return;
    }
    p.setFont(font());
    const QFontMetrics fm(font());
    const Geometry g = geometry(area);
    const double side = g.cell * n_;
    const QColor text = palette().color(QPalette::Text);
    // cells
    const int diameter = hops_ ? std::max(1, hops_->diameter()) : 1;
    const bool numbers = mode_ == Mode::Hops && g.cell >= fm.height() * 0.9;
    QFont small = font();
    if (numbers)
        small.setPointSizeF(font().pointSizeF() * 0.8);
    const auto colourAt = [&](int i, int j) {
        return mode_ == Mode::Hops && hops_ ? hopColour(hops_->at(i, j), diameter)
                                            : sourceColour(mask_.source(i, j, n_, n_));
    };
    if (g.cell < 3) {
        // cells of a few pixels or less: one pixel per pair, scaled (smoothly) to the grid
        QImage image(n_, n_, QImage::Format_RGB32);
        for (int i = 0; i < n_; ++i) {
            auto* line = reinterpret_cast<QRgb*>(image.scanLine(i));
            for (int j = 0; j < n_; ++j)
                line[j] = colourAt(i, j).rgb();
        }
        p.save();
        p.setRenderHint(QPainter::SmoothPixmapTransform, g.cell < 1);
        p.drawImage(QRectF(g.left, g.top, side, side), image);
        p.restore();
    }
    for (int i = 0; i < n_ && g.cell >= 3; ++i)
        for (int j = 0; j < n_; ++j) {
            const QRectF cell(g.left + j * g.cell, g.top + i * g.cell, g.cell, g.cell);
            const QColor colour = colourAt(i, j);
            p.fillRect(cell, colour);
            if (numbers && hops_ && hops_->at(i, j) != 0) {
                p.setFont(small);
                p.setPen(dark(colour) ? Qt::white : Qt::black);
                p.drawText(cell, Qt::AlignCenter,
                           hops_->at(i, j) < 0 ? QStringLiteral("\u221e")
                                               : QString::number(hops_->at(i, j)));
                p.setFont(font());
            }
        }
    // grid lines where the cells are large enough to tell apart
    if (g.cell >= 6) {
        p.setPen(QPen(QColor(255, 255, 255, 160), 1.0));
        for (int t = 0; t <= n_; ++t) {
            p.drawLine(QPointF(g.left + t * g.cell, g.top),
                       QPointF(g.left + t * g.cell, g.top + side));
            p.drawLine(QPointF(g.left, g.top + t * g.cell),
                       QPointF(g.left + side, g.top + t * g.cell));
        }
    }
    p.setPen(QPen(text, 1.0));
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRectF(g.left, g.top, side, side));
    // token numbers: global ones bold and orange
    QFont bold = font();
    bold.setBold(true);
    for (int t = 0; t < n_; ++t) {
        const bool global = mask_.isGlobal(t);
        if (t % g.labelEvery != 0 && !global)
            continue;
        p.setFont(global ? bold : font());
        p.setPen(global ? sourceColour(PairSource::Global).darker(130) : text);
        const QString label = QString::number(t);
        p.drawText(QRectF(g.left + t * g.cell - 20, area.top(), g.cell + 40, g.top - area.top()),
                   Qt::AlignHCenter | Qt::AlignBottom, label);
        p.drawText(
            QRectF(area.left(), g.top + t * g.cell - 10, g.left - area.left() - 4, g.cell + 20),
            Qt::AlignRight | Qt::AlignVCenter, label);
    }
    p.setFont(font());
    // the picked query's row
    if (picked_ >= 0 && picked_ < n_) {
        p.setPen(QPen(text, 2.0));
        p.drawRect(QRectF(g.left - 1, g.top + picked_ * g.cell - 1, side + 2, g.cell + 2));
    }
    // the legend, in rows under the grid
    const double lineH = fm.height();
    double x = g.left;
    double y = g.top + side + lineH * 0.4;
    const auto item = [&](const QColor& colour, const QString& name) {
        const double w = lineH * 1.2 + fm.horizontalAdvance(name) + lineH;
        if (x + w > area.right() && x > g.left) {
            x = g.left;
            y += lineH * 1.1;
        }
        p.fillRect(QRectF(x, y + lineH * 0.15, lineH * 0.8, lineH * 0.7), colour);
        p.setPen(QPen(text, 0.5));
        p.drawRect(QRectF(x, y + lineH * 0.15, lineH * 0.8, lineH * 0.7));
        p.drawText(QPointF(x + lineH * 1.1, y + fm.ascent()), name);
        x += w;
    };
    if (mode_ == Mode::Pattern) {
        std::vector<bool> present(7, false);
        for (int i = 0; i < n_; ++i)
            for (int j = 0; j < n_; ++j)
                present[static_cast<std::size_t>(mask_.source(i, j, n_, n_))] = true;
        for (const PairSource s :
             {PairSource::Global, PairSource::Band, PairSource::Random, PairSource::All,
              PairSource::HiddenCausal, PairSource::HiddenSparse, PairSource::HiddenMatrix})
            if (present[static_cast<std::size_t>(s)])
                item(sourceColour(s), legendName(s));
    } else if (hops_) {
        for (int h = 1; h <= diameter; ++h)
            if (diameter <= 6 || h == 1 || h == diameter || h == (diameter + 1) / 2)
                item(hopColour(h, diameter), tr("%n hop(s)", nullptr, h));
        if (hops_->unreachable() > 0)
            item(hopColour(-1, diameter), tr("never"));
    }
    p.restore();
}

void PatternGrid::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing, false);
    paintFigure(p, rect());
}

int PatternGrid::cellAt(const QPointF& pos, bool& onTopAxis, bool& onLeftAxis) const
{
    onTopAxis = onLeftAxis = false;
    const Geometry g = geometry(rect());
    if (n_ <= 0 || g.cell <= 0)
        return -1;
    const double side = g.cell * n_;
    const int column = static_cast<int>(std::floor((pos.x() - g.left) / g.cell));
    const int row = static_cast<int>(std::floor((pos.y() - g.top) / g.cell));
    if (pos.y() < g.top && column >= 0 && column < n_) {
        onTopAxis = true;
        return column;
    }
    if (pos.x() < g.left && row >= 0 && row < n_) {
        onLeftAxis = true;
        return row;
    }
    if (pos.x() >= g.left && pos.x() < g.left + side && pos.y() >= g.top && pos.y() < g.top + side)
        return row * n_ + column;
    return -1;
}

void PatternGrid::mousePressEvent(QMouseEvent* event)
{
    bool top = false, left = false;
    const int at = cellAt(event->position(), top, left);
    if (at < 0)
        return;
    if (top || left) {
        emit tokenClicked(at);
        return;
    }
    const int row = at / n_, column = at % n_;
    if (event->modifiers() & Qt::ControlModifier) {
        emit tokenClicked(column);
        return;
    }
    picked_ = row;
    update();
    emit queryPicked(row);
}

void PatternGrid::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        updateGeometry();
        update();
    }
}

// ------------------------------------------------------------------------------------ SparseLab

SparseLab::SparseLab(Document* document, QWidget* parent) : QWidget(parent), document_(document)
{
    setObjectName(QStringLiteral("SparseLab"));
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    // The need page when the open scenario does not fit (another kind, cross-attention, nothing
    // computed): what the lab needs, what the scenario is, and the lab's own example.
    pages_ = new LabPages(this);
    outer->addWidget(pages_);
    needText_ = pages_->needLabel();
    needText_->setObjectName(QStringLiteral("sparseNeedText"));
    needText_->setTextFormat(Qt::RichText);
    openExample_ = pages_->addNeedButton();
    connect(openExample_, &QPushButton::clicked, this, [this] {
        emit openExampleRequested(examplesDir() + QStringLiteral("/sparse-attention.json"));
    });
    QWidget* page = pages_->labPage();
    auto* layout = new QVBoxLayout(page);

    intro_ = new QLabel(
        tr("Full attention compares every query with every key: n² pairs. A sparse pattern keeps "
           "a few keys per query \u2014 a band around it, a few global tokens, a few random blocks "
           "\u2014 so the cost grows like n. Add the parts one at a time and watch the pattern, "
           "the keys each query keeps, and how many layers a token's information needs to reach "
           "every other one."),
        page);
    intro_->setWordWrap(true);
    layout->addWidget(intro_);

    QFont bold = font();
    bold.setBold(true);
    auto* presets = new QHBoxLayout;
    auto* presetsLabel = new QLabel(tr("Patterns:"), page);
    presetsLabel->setFont(bold);
    presets->addWidget(presetsLabel);
    dense_ = new QPushButton(tr("&Dense"), page);
    dense_->setToolTip(tr("No pattern: every query sees every key (causal stays as it is)."));
    window1_ = new QPushButton(tr("Sliding &window"), page);
    window1_->setToolTip(tr("A band of w = 2 on each side, nothing else."));
    longformer_ = new QPushButton(tr("&Longformer"), page);
    longformer_->setToolTip(
        tr("Longformer (Beltagy et al., 2020): a window of 512 tokens (w = 256 on each side) at "
           "4,096 tokens, and global attention on the first token ([CLS]); scaled to this "
           "scenario's length."));
    bigbird_ = new QPushButton(tr("&BigBird"), page);
    bigbird_->setToolTip(
        tr("BigBird (Zaheer et al., 2020): blocks of 64 tokens at 4,096 tokens; a window of 3 "
           "blocks, the first and the last block global, and 3 random blocks per query block; "
           "scaled to this scenario's length."));
    for (QPushButton* b : {dense_, window1_, longformer_, bigbird_})
        presets->addWidget(b);
    presets->addStretch(1);
    layout->addLayout(presets);

    auto* controls = new QGridLayout;
    const auto label = [&](const QString& text) {
        auto* l = new QLabel(text, page);
        l->setFont(bold);
        return l;
    };
    // 1. the band
    band_ = new QCheckBox(tr("Wi&ndow  w ="), page);
    band_->setToolTip(tr("Key j is in query i's band when |i \u2212 j| \u2264 w \u00b7 r and "
                         "|i \u2212 j| is a multiple of r."));
    window_ = new QSpinBox(page);
    window_->setRange(0, 131071);
    window_->setValue(2);
    window_->setAccessibleName(tr("Window w"));
    auto* dilationLabel = new QLabel(tr("dilation  r ="), page);
    dilation_ = new QSpinBox(page);
    dilation_->setRange(1, 131071);
    dilation_->setAccessibleName(tr("Dilation r"));
    dilation_->setToolTip(tr("Every r-th key in the band: the same number of keys reaches r "
                             "times farther (Longformer's dilated windows)."));
    dilationLabel->setBuddy(dilation_);
    auto* bandRow = new QHBoxLayout;
    bandRow->addWidget(band_);
    bandRow->addWidget(window_);
    bandRow->addSpacing(12);
    bandRow->addWidget(dilationLabel);
    bandRow->addWidget(dilation_);
    bandRow->addStretch(1);
    controls->addWidget(label(tr("\u2460 Band:")), 0, 0);
    controls->addLayout(bandRow, 0, 1);
    // 2. global tokens
    global_ = new QLineEdit(page);
    global_->setPlaceholderText(tr("e.g. 0, 15"));
    global_->setAccessibleName(tr("Global tokens"));
    global_->setToolTip(tr("A global token attends to every key and every query attends to it. "
                           "Type their numbers, or click a token number beside the pattern."));
    auto* globalRow = new QHBoxLayout;
    globalRow->addWidget(global_, 1);
    auto* globalHint = new QLabel(tr("or click a token number beside the pattern"), page);
    globalHint->setWordWrap(true);
    globalRow->addWidget(globalHint, 2);
    auto* globalLabel = label(tr("\u2461 &Global tokens:"));
    globalLabel->setBuddy(global_);
    controls->addWidget(globalLabel, 1, 0);
    controls->addLayout(globalRow, 1, 1);
    // 3. random blocks
    random_ = new QCheckBox(tr("Bloc&ks of"), page);
    random_->setToolTip(tr("Each block of queries also attends a few key blocks drawn at "
                           "random (BigBird). The blocks drawn are saved with the scenario."));
    blockSize_ = new QSpinBox(page);
    blockSize_->setRange(1, 131072);
    blockSize_->setValue(4);
    // "1 token", "4 tokens": the suffix follows the number (numerus forms)
    const auto tokensSuffix = [this](int n) {
        blockSize_->setSuffix(tr(" token(s)", "suffix after a number of tokens", n));
    };
    connect(blockSize_, &QSpinBox::valueChanged, this, tokensSuffix);
    tokensSuffix(blockSize_->value());
    blockSize_->setAccessibleName(tr("Block size"));
    auto* blocksLabel = new QLabel(tr("random key blocks per query block:"), page);
    blocks_ = new QSpinBox(page);
    blocks_->setRange(0, 4096);
    blocks_->setValue(1);
    blocks_->setAccessibleName(tr("Random blocks per query block"));
    blocksLabel->setBuddy(blocks_);
    auto* seedLabel = new QLabel(tr("seed"), page);
    seed_ = new QSpinBox(page);
    seed_->setRange(0, 1000000);
    seed_->setAccessibleName(tr("Seed"));
    seedLabel->setBuddy(seed_);
    redraw_ = new QPushButton(tr("D&raw again"), page);
    redraw_->setToolTip(tr("Draw other random blocks (the next seed)."));
    auto* randomRow = new QHBoxLayout;
    randomRow->addWidget(random_);
    randomRow->addWidget(blockSize_);
    randomRow->addSpacing(12);
    randomRow->addWidget(blocksLabel);
    randomRow->addWidget(blocks_);
    randomRow->addStretch(1);
    auto* seedRow = new QHBoxLayout;
    seedRow->addWidget(seedLabel);
    seedRow->addWidget(seed_);
    seedRow->addWidget(redraw_);
    seedRow->addStretch(1);
    controls->addWidget(label(tr("\u2462 Random:")), 2, 0);
    controls->addLayout(randomRow, 2, 1);
    controls->addLayout(seedRow, 3, 1);
    controls->setColumnStretch(1, 1);
    layout->addLayout(controls);

    note_ = new QLabel(page);
    note_->setWordWrap(true);
    layout->addWidget(note_);
    budget_ = new QLabel(page);
    budget_->setWordWrap(true);
    budget_->setTextFormat(Qt::RichText);
    layout->addWidget(budget_);

    // the two figures side by side: the pattern, and the hops
    figures_ = new QBoxLayout(QBoxLayout::LeftToRight);
    auto* figures = figures_;
    auto* left = new QVBoxLayout;
    patternTitle_ = new QLabel(tr("The pattern: which keys (columns) each query (row) sees"), page);
    patternTitle_->setFont(bold);
    patternTitle_->setWordWrap(true);
    pattern_ = new PatternGrid(PatternGrid::Mode::Pattern, page);
    pattern_->setObjectName(QStringLiteral("sparsePatternGrid"));
    left->addWidget(patternTitle_);
    left->addWidget(pattern_, 1);
    auto* right = new QVBoxLayout;
    hopTitle_ = new QLabel(tr("Hops: after how many layers token j (column) can reach token i "
                              "(row)"),
                           page);
    hopTitle_->setFont(bold);
    hopTitle_->setWordWrap(true);
    hopsGrid_ = new PatternGrid(PatternGrid::Mode::Hops, page);
    hopsGrid_->setObjectName(QStringLiteral("sparseHopGrid"));
    hopSummary_ = new QLabel(page);
    hopSummary_->setWordWrap(true);
    right->addWidget(hopTitle_);
    right->addWidget(hopsGrid_, 1);
    right->addWidget(hopSummary_);
    figures->addLayout(left, 1);
    figures->addLayout(right, 1);
    layout->addLayout(figures, 1);

    // every control: one undoable mask change
    connect(dense_, &QPushButton::clicked, this, [this] {
        MaskSpec mask = document_->scenario().mask;
        mask.window.reset();
        mask.dilation = 1;
        mask.global.clear();
        mask.random.reset();
        push(mask, tr("Dense pattern"));
    });
    connect(window1_, &QPushButton::clicked, this, [this] {
        MaskSpec mask = document_->scenario().mask;
        mask.window = 2;
        mask.dilation = 1;
        mask.global.clear();
        mask.random.reset();
        push(mask, tr("Sliding window pattern"));
    });
    connect(longformer_, &QPushButton::clicked, this, [this] {
        MaskSpec mask =
            sparsePreset(SparsePreset::Longformer, tokens(), document_->scenario().mask);
        mask.allowed = document_->scenario().mask.allowed;
        push(mask, tr("Longformer pattern"));
    });
    connect(bigbird_, &QPushButton::clicked, this, [this] {
        MaskSpec mask = sparsePreset(SparsePreset::BigBird, tokens(), document_->scenario().mask,
                                     static_cast<std::uint64_t>(seed_->value()));
        mask.allowed = document_->scenario().mask.allowed;
        push(mask, tr("BigBird pattern"));
    });
    connect(band_, &QCheckBox::toggled, this, [this](bool on) {
        push(maskFromControls(false), on ? tr("Band on") : tr("Band off"));
    });
    connect(window_, &QSpinBox::valueChanged, this, [this](int w) {
        if (band_->isChecked())
            push(maskFromControls(false), tr("Window %1").arg(w));
    });
    connect(dilation_, &QSpinBox::valueChanged, this, [this](int r) {
        if (band_->isChecked())
            push(maskFromControls(false), tr("Dilation %1").arg(r));
    });
    connect(global_, &QLineEdit::editingFinished, this, [this] {
        const MaskSpec mask = maskFromControls(false);
        if (mask.global != document_->scenario().mask.global)
            push(mask, tr("Global tokens"));
    });
    connect(random_, &QCheckBox::toggled, this, [this](bool on) {
        push(maskFromControls(true), on ? tr("Random blocks on") : tr("Random blocks off"));
    });
    for (QSpinBox* spin : {blockSize_, blocks_, seed_})
        connect(spin, &QSpinBox::valueChanged, this, [this] {
            if (random_->isChecked())
                push(maskFromControls(true), tr("Random blocks"));
        });
    connect(redraw_, &QPushButton::clicked, this, [this] { seed_->setValue(seed_->value() + 1); });
    connect(pattern_, &PatternGrid::tokenClicked, this, &SparseLab::toggleGlobal);
    connect(hopsGrid_, &PatternGrid::tokenClicked, this, &SparseLab::toggleGlobal);
    connect(pattern_, &PatternGrid::queryPicked, this, [this](int q) {
        hopsGrid_->setPickedQuery(q);
        updateBudget();
    });
    connect(hopsGrid_, &PatternGrid::queryPicked, this, [this](int q) {
        pattern_->setPickedQuery(q);
        updateBudget();
    });
    connect(document_, &Document::scenarioChanged, this, &SparseLab::refresh);
    connect(document_, &Document::resultChanged, this, &SparseLab::refresh);
    refresh();
}

QPushButton* SparseLab::presetButton(SparsePreset preset) const
{
    return preset == SparsePreset::Longformer ? longformer_ : bigbird_;
}

const MaskSpec& SparseLab::shownMask() const
{
    // the mask as computed: random blocks a file leaves to its seed are drawn there
    return document_->hasResult() ? document_->resolved().input.mask : document_->scenario().mask;
}

int SparseLab::tokens() const
{
    if (!document_->hasResult())
        return 0;
    const AttentionInput& in = document_->resolved().input;
    return in.queryCount() == in.keyCount() ? in.queryCount() : 0;
}

MaskSpec SparseLab::maskFromControls(bool redraw) const
{
    MaskSpec mask = document_->scenario().mask;
    if (band_->isChecked()) {
        mask.window = window_->value();
        mask.dilation = dilation_->value();
    } else {
        mask.window.reset();
        mask.dilation = 1;
    }
    const int n = std::max(tokens(), 1);
    std::vector<int> global;
    for (const QString& part : global_->text().split(QRegularExpression(QStringLiteral("[,;\\s]+")),
                                                     Qt::SkipEmptyParts)) {
        bool ok = false;
        const int t = part.toInt(&ok);
        if (ok && t >= 0 && t < n)
            global.push_back(t);
    }
    std::sort(global.begin(), global.end());
    global.erase(std::unique(global.begin(), global.end()), global.end());
    mask.global = global;
    if (random_->isChecked()) {
        const RandomBlocks wanted{
            blockSize_->value(), blocks_->value(), static_cast<std::uint64_t>(seed_->value()), {}};
        const bool same = mask.random && mask.random->blockSize == wanted.blockSize &&
                          mask.random->blocks == wanted.blocks && mask.random->seed == wanted.seed;
        if (redraw || !same) {
            mask.random = wanted;
            resolveRandomBlocks(mask, n, n); // drawn now: saved with the scenario
        }
    } else {
        mask.random.reset();
    }
    return mask;
}

void SparseLab::push(const MaskSpec& mask, const QString& text)
{
    if (mask == document_->scenario().mask)
        return;
    document_->undoStack()->push(new SetMaskCommand(document_, mask, text, ++mergeKey_));
}

void SparseLab::toggleGlobal(int token)
{
    MaskSpec mask = document_->scenario().mask;
    auto at = std::lower_bound(mask.global.begin(), mask.global.end(), token);
    const bool global = at != mask.global.end() && *at == token;
    if (global)
        mask.global.erase(at);
    else
        mask.global.insert(at, token);
    push(mask,
         global ? tr("Token %1 no longer global").arg(token) : tr("Token %1 global").arg(token));
}

bool SparseLab::fits() const
{
    return pages_->showsLab();
}

QString SparseLab::needText() const
{
    return needText_->text();
}

QString SparseLab::misfitText() const
{
    const Scenario& s = document_->scenario();
    const QString title = tr("<p style='font-size:large'><b>Sparse attention</b></p>");
    const QString needs =
        tr("A sparse pattern chooses which keys each query sees, so this lab needs softmax "
           "self-attention: the same tokens as queries and keys.");
    const auto page = [&](const QString& what, const QString& how) -> QString {
        return title + QStringLiteral("<p>%1</p><p>%2</p><p>%3</p>")
                           .arg(needs.toHtmlEscaped(), what.toHtmlEscaped(), how.toHtmlEscaped());
    };
    const QString example =
        tr("Open the example \u201cSparse attention\u201d (64 tokens) to build a pattern.");
    const KindCapabilities can = kindCapabilities(s.attentionKind);
    if (!can.sparsePatterns) {
        QString how = example;
        if (can.queryKeyValue) // the same tokens could take a pattern under softmax
            how = tr("To draw a pattern on these tokens, choose Softmax attention in the Kind "
                     "box of the \u201c"
                     "Attention, step by step\u201d tab, or open the example "
                     "\u201cSparse attention\u201d.");
        return page(LabFit::openScenario(s), how);
    }
    if (!document_->hasResult())
        return document_->isComputing()
                   ? QString()
                   : page(tr("The open scenario has no result yet: %1")
                              .arg(document_->errorText().isEmpty() ? tr("compute it first.")
                                                                    : document_->errorText()),
                          example);
    const AttentionInput& in = document_->resolved().input;
    if (in.queryCount() != in.keyCount() || in.queryCount() == 0)
        return page(
            tr("The open scenario is cross-attention: its %1 queries and its %2 keys "
               "are different tokens.")
                .arg(QLocale().toString(in.queryCount()), QLocale().toString(in.keyCount())),
            example);
    return {};
}

void SparseLab::refresh()
{
    if (!isVisible()) {
        stale_ = true; // brought up to date when shown: edits elsewhere cost nothing here
        return;
    }
    stale_ = false;
    const MaskSpec& mask = shownMask();
    const int n = tokens();
    const QSignalBlocker b1(band_), b2(window_), b3(dilation_), b4(global_), b5(random_),
        b6(blockSize_), b7(blocks_), b8(seed_);
    band_->setChecked(mask.window.has_value());
    if (mask.window)
        window_->setValue(*mask.window);
    dilation_->setValue(mask.dilation);
    global_->setText(globalText(mask.global));
    random_->setChecked(mask.random.has_value());
    if (mask.random) {
        blockSize_->setValue(mask.random->blockSize);
        blocks_->setValue(mask.random->blocks);
        seed_->setValue(static_cast<int>(std::min<std::uint64_t>(mask.random->seed, 1000000)));
    }
    const QString misfit = misfitText();
    if (!misfit.isEmpty() || document_->hasResult() || !document_->isComputing())
        pages_->showLab(misfit.isEmpty()); // computing: the page stays
    needText_->setText(misfit);
    openExample_->setText(tr("Open the Exa&mple"));
    if (n < 16 && n > 0)
        note_->setText(tr("%n token(s): with so few, a pattern hides little. Try the example "
                          "\u201cSparse attention\u201d (64 tokens) or a longer random scenario.",
                          nullptr, n));
    else
        note_->clear();
    note_->setVisible(!note_->text().isEmpty());

    pattern_->setPattern(mask, n);
    if (n > 0 && n <= maxHopTokens) {
        // n breadth-first searches: only when the pattern or the length changed
        if (!hops_ || hops_->n != n || !(hopsMask_ == mask)) {
            hops_ = hopDistances(mask, n);
            hopsMask_ = mask;
        }
        const HopMatrix& hops = *hops_;
        hopsGrid_->setHops(hops, mask);
        hopsGrid_->setVisible(true);
        // what a window alone would need, for comparison
        QString text;
        const long long unreachable = hops.unreachable();
        if (hops.diameter() <= 1 && unreachable == 0)
            text = tr("Every token reaches every other one in one layer: nothing is hidden.");
        else
            text =
                tr("Every reachable pair is joined within %n layer(s).", nullptr, hops.diameter());
        if (unreachable > 0)
            text += QLatin1Char(' ') +
                    (mask.causal
                         ? tr("%n pair(s) are never joined: under the causal mask a token "
                              "never hears from later ones.",
                              nullptr, static_cast<int>(std::min<long long>(unreachable, 1 << 30)))
                         : tr("%n pair(s) are never joined by any chain.", nullptr,
                              static_cast<int>(std::min<long long>(unreachable, 1 << 30))));
        if (mask.window && *mask.window > 0 && mask.dilation == 1 && mask.global.empty() &&
            !mask.random) {
            const long long reach = mask.bandReach();
            text += QLatin1Char(' ') +
                    tr("A window alone needs \u2308(n \u2212 1) / (w\u00b7r)\u2309 = %1 layers to "
                       "join the first and the last token; one global token makes it 2.")
                        .arg((n - 1 + reach - 1) / reach);
        } else if (!mask.global.empty()) {
            text += QLatin1Char(' ') + tr("Through a global token any two tokens are at most 2 "
                                          "layers apart: i \u2190 g \u2190 j.");
        }
        hopSummary_->setText(text);
    } else {
        hopsGrid_->setVisible(false);
        hopSummary_->setText(
            n > maxHopTokens ? tr("The hop graph is drawn for at most %1 tokens.").arg(maxHopTokens)
                             : QString());
    }
    updateBudget();
}

void SparseLab::updateBudget()
{
    const int n = tokens();
    if (n <= 0) {
        budget_->clear();
        return;
    }
    const MaskSpec& mask = shownMask();
    const QLocale locale;
    long long total = 0;
    for (int i = 0; i < n; ++i)
        total += mask.allowedCount(i, n, n);
    const double mean = double(total) / n;
    QString text = tr("On average a query keeps <b>%1 of %2 keys</b> (%3 % of the n\u00b2 = %4 "
                      "pairs).")
                       .arg(locale.toString(mean, 'f', 1), locale.toString(n),
                            locale.toString(100.0 * total / (double(n) * n), 'f', 0),
                            locale.toString(static_cast<qlonglong>(n) * n));
    const int q = pattern_->pickedQuery();
    if (q >= 0 && q < n) {
        const KeyBudget b = keyBudget(mask, q, n, n);
        QStringList parts;
        const auto part = [&](int count, PairSource s, const QString& name) {
            if (count > 0)
                parts << QStringLiteral("<span style=\"color:%1\">\u25a0</span> %2 %3")
                             .arg(PatternGrid::sourceColour(s).name())
                             .arg(count)
                             .arg(name);
        };
        part(b.global, PairSource::Global, tr("global"));
        part(b.band, PairSource::Band, tr("band"));
        part(b.random, PairSource::Random, tr("random"));
        part(b.all, PairSource::All, tr("all"));
        text = tr("Query %1 keeps <b>%2 of %3 keys</b>: %4.")
                   .arg(q)
                   .arg(b.total())
                   .arg(n)
                   .arg(parts.isEmpty() ? tr("none") : parts.join(QStringLiteral(" + "))) +
               QStringLiteral("<br>") + text;
    } else {
        text += QStringLiteral("<br>") + tr("Click a row of the pattern to see one query's keys.");
    }
    budget_->setText(text);
}

void SparseLab::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    // side by side where both fit at their smallest, else one under the other
    const int need = pattern_->minimumSizeHint().width() + hopsGrid_->minimumSizeHint().width() +
                     fontMetrics().height() * 3;
    figures_->setDirection(width() >= need ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
}

QString SparseLab::budgetText() const
{
    return budget_->text();
}

QString SparseLab::hopText() const
{
    return hopSummary_->text();
}

void SparseLab::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (stale_)
        refresh();
}

void SparseLab::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        refresh();
}

} // namespace attnlab

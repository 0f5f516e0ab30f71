#include "deformablelab.h"

#include "commands/setreferencepointcommand.h"
#include "deformabledescription.h"
#include "deformablekind.h"
#include "document.h"
#include "exportdialog.h"
#include "figureexport.h"
#include "imagefile.h"
#include "labfit.h"
#include "labpages.h"
#include "numberformat.h"

#include <QApplication>
#include <QBoxLayout>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFontMetricsF>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QMainWindow>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace attnlab {

namespace {

// The levels of the value maps (one panel each).
struct LevelMap
{
    const Matrix* value = nullptr; ///< (H_l·W_l) × d, row y·W_l + x
    int height = 0, width = 0;
};

int levelCount(const DeformableInput& in)
{
    return in.levelCount();
}

LevelMap levelMap(const DeformableInput& in, int level)
{
    const DeformableLevel& l = in.level(level);
    return {&l.value, l.height, l.width};
}

const DeformableSample& sampleAt(const DeformableTrace& t, int query, int head, int level,
                                 int point)
{
    return t.sample(query, head, level, point);
}

double weightAt(const DeformableTrace& t, int query, int head, int level, int point)
{
    return t.weight(query, head, level, point);
}

QString count(long long n)
{
    return QLocale().toString(n);
}

/// "200×", "12.5×": how many times fewer numbers deformable attention reads.
QString ratio(long long comparisons, long long samples)
{
    const double r = double(comparisons) / double(std::max(1LL, samples));
    return QLocale().toString(r, 'f', r == std::floor(r) ? 0 : 1) + QStringLiteral("×");
}

QString number(double v, int decimals)
{
    return NumberFormat::number(v, decimals);
}

/// What a pixel shows: the mean of channels [first, first + n), or channel `channel` (≥ 0).
double pixelValue(const LevelMap& map, int x, int y, int first, int n, int channel)
{
    const auto row = map.value->row(Eigen::Index{y} * map.width + x);
    if (channel >= 0)
        return row(channel);
    return row.segment(first, n).mean();
}

/// The largest |value| of a level as shown: the colour scale runs from −a to a (0 in white).
double largestMagnitude(const LevelMap& map, int first, int n, int channel)
{
    double a = 0;
    for (int y = 0; y < map.height; ++y)
        for (int x = 0; x < map.width; ++x)
            a = std::max(a, std::abs(pixelValue(map, x, y, first, n, channel)));
    return a > 0 && std::isfinite(a) ? a : 1.0;
}

/// The lesson's picture: 640 × 640 pixels, 8 heads and 4 points per head and level.
constexpr int lessonSide = 640;
constexpr int lessonHeads = 8;
constexpr int lessonPoints = 4;

} // namespace

DeformableLab::DeformableLab(Document* document, QWidget* parent)
    : QWidget(parent), document_(document), pushTimer_(new QTimer(this))
{
    setObjectName(QStringLiteral("DeformableLab"));
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    // The need page when the open scenario does not fit, then the lab: the controls beside the
    // maps, the whole page scrolling when the text is large.
    pages_ = new LabPages(this);
    outer->addWidget(pages_);
    emptyText_ = pages_->needLabel();
    openExample_ = pages_->addNeedButton();
    connect(openExample_, &QPushButton::clicked, this, [this] {
        emit openExampleRequested(QStringLiteral(":/examples/deformable-attention.json"));
    });
    QWidget* page = pages_->labPage();
    auto* pageLayout = new QVBoxLayout(page);
    intro_ = new QLabel(page);
    intro_->setWordWrap(true);
    pageLayout->addWidget(intro_);
    // the controls beside the maps, or under them when the text is large (arrange)
    columns_ = new QBoxLayout(QBoxLayout::LeftToRight);
    pageLayout->addLayout(columns_, 1);
    controls_ = new QWidget(page);
    auto* controls = new QVBoxLayout(controls_);
    controls->setContentsMargins(0, 0, 0, 0);
    columns_->addWidget(controls_, 0);

    auto* form = new QGridLayout;
    queryLabel_ = new QLabel(controls_);
    query_ = new QSpinBox(controls_);
    queryLabel_->setBuddy(query_);
    form->addWidget(queryLabel_, 0, 0);
    form->addWidget(query_, 0, 1);
    valuesLabel_ = new QLabel(controls_);
    values_ = new QComboBox(controls_);
    values_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    valuesLabel_->setBuddy(values_);
    form->addWidget(valuesLabel_, 1, 0);
    form->addWidget(values_, 1, 1);
    form->setColumnStretch(1, 1);
    controls->addLayout(form);
    others_ = new QCheckBox(controls_);
    others_->setChecked(true);
    controls->addWidget(others_);
    export_ = new QPushButton(controls_);
    controls->addWidget(export_, 0, Qt::AlignLeft);
    summary_ = new QLabel(controls_);
    summary_->setWordWrap(true);
    summary_->setTextFormat(Qt::RichText);
    controls->addWidget(summary_);
    cost_ = new QLabel(controls_);
    cost_->setWordWrap(true);
    cost_->setTextFormat(Qt::RichText);
    cost_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    controls->addWidget(cost_);
    controls->addStretch();

    // The maps, one per level (side by side, or one under another when they do not fit), and
    // the zoom beside them.
    figures_ = new QBoxLayout(QBoxLayout::LeftToRight);
    columns_->addLayout(figures_, 1);
    levelsLayout_ = new QBoxLayout(QBoxLayout::LeftToRight);
    figures_->addLayout(levelsLayout_, 1);
    auto* zoomColumn = new QVBoxLayout;
    zoom_ = new BilinearZoom(page);
    zoom_->setObjectName(QStringLiteral("bilinearZoom"));
    zoomColumn->addWidget(zoom_);
    zoomColumn->addStretch();
    figures_->addLayout(zoomColumn, 0);

    connect(query_, &QSpinBox::valueChanged, this, [this](int q) {
        if (!updating_)
            selectQuery(q);
    });
    connect(values_, &QComboBox::activated, this, [this] { updateFigures(); });
    connect(others_, &QCheckBox::toggled, this, [this] { updateFigures(); });
    connect(export_, &QPushButton::clicked, this, &DeformableLab::exportFigureAs);

    // A drag sends the document its latest point at most every 40 ms; the maps follow at once.
    pushTimer_->setSingleShot(true);
    pushTimer_->setInterval(40);
    connect(pushTimer_, &QTimer::timeout, this, &DeformableLab::pushReference);

    connect(document_, &Document::replaced, this, [this] {
        selected_ = 0;
        zoomed_ = {};
        dragTrace_.reset();
    });
    connect(document_, &Document::resultChanged, this, &DeformableLab::refresh);
    connect(document_, &Document::computingChanged, this, &DeformableLab::refresh);
    connect(document_, &Document::scenarioChanged, this, &DeformableLab::refresh);
    retranslate();
    refresh();
}

bool DeformableLab::fits() const
{
    return pages_->showsLab();
}

QString DeformableLab::needText() const
{
    return fits() ? QString() : emptyText_->text();
}

void DeformableLab::retranslate()
{
    openExample_->setText(tr("Open the Exa&mple"));
    intro_->setText(
        tr("Each query (a ring) reads the value map only at K points per head, at fixed offsets "
           "in pixels from its reference point. <b>Drag a ring</b>: its points follow. "
           "<b>Click a point</b> to see how it is read between its 4 neighbouring pixels "
           "(bilinear interpolation). A disc's area grows with its weight a."));
    queryLabel_->setText(tr("&Query:"));
    valuesLabel_->setText(tr("&Values:"));
    others_->setText(tr("Show the &other queries"));
    export_->setText(tr("E&xport Figure…"));
    zoom_->setHint(tr("Click a sampling point to zoom into its 4 neighbouring pixels."));
    for (int i = 0; i < values_->count(); ++i)
        values_->setItemText(i, valuesName(values_->itemData(i).toInt()));
    refresh();
}

bool DeformableLab::isShowing() const
{
    return pages_->showsLab() && shownTrace() != nullptr;
}

const DeformableTrace* DeformableLab::shownTrace() const
{
    if (dragTrace_)
        return dragTrace_.get();
    if (!document_->hasResult() || document_->scenario().attentionKind != DeformableKind::kindId)
        return nullptr;
    return dynamic_cast<const DeformableTrace*>(&document_->kindTrace());
}

void DeformableLab::refresh()
{
    const bool deformable = document_->scenario().attentionKind == DeformableKind::kindId;
    pages_->showLab(deformable);
    const bool dragging =
        std::any_of(levels_.cbegin(), levels_.cend(), [](auto* l) { return l->isDragging(); });
    if (!dragging && !document_->isComputing())
        dragTrace_.reset(); // the document caught up with the drag
    if (!deformable) {
        emptyText_->setText(
            tr("<p style='font-size:large'><b>Deformable attention</b></p><p>Deformable DETR "
               "lets each query read the value map at only a few points around its reference "
               "point, instead of comparing it with every position: this tab needs a deformable "
               "scenario (its \"kind\" is \"deformable\").</p>") +
            QStringLiteral("<p>%1</p>")
                .arg(LabFit::openScenario(document_->scenario()).toHtmlEscaped()) +
            tr("<p>Open the example to drag the reference points and see the samples "
               "follow.</p>"));
        return;
    }
    const DeformableTrace* t = shownTrace();
    updating_ = true;
    if (t) {
        const DeformableInput& in = t->input;
        query_->setRange(0, std::max(0, in.queries() - 1));
        selected_ = std::clamp(selected_, 0, std::max(0, in.queries() - 1));
        query_->setValue(selected_);
        // the picture the map comes from, when it does
        const ResolvedScenario& r = document_->resolvedOrEmpty();
        picture_ = r.image ? imageFromPixels(r.image->pixels) : QImage();
        // what the map shows: the picture (first, when there is one), the channels' mean, or
        // one channel
        QList<int> choices;
        if (!picture_.isNull())
            choices << showPicture;
        choices << showMean;
        for (int c = 0; c < in.dim(); ++c)
            choices << c;
        QList<int> listed;
        for (int i = 0; i < values_->count(); ++i)
            listed << values_->itemData(i).toInt();
        if (listed != choices) {
            const int current =
                values_->currentIndex() >= 0 ? values_->currentData().toInt() : choices.front();
            values_->clear();
            for (int choice : choices)
                values_->addItem(valuesName(choice), choice);
            const int at = choices.indexOf(current);
            values_->setCurrentIndex(at >= 0 && !listed.isEmpty() ? at : 0);
        }
        if (zoomed_.query >= in.queries() || zoomed_.head >= in.heads ||
            zoomed_.level >= levelCount(in) || zoomed_.point >= in.points)
            zoomed_ = {};
    }
    updating_ = false;
    updateFigures();
}

QString DeformableLab::valuesName(int choice)
{
    if (choice == showPicture)
        return tr("The picture");
    if (choice == showMean)
        return tr("Mean of the channels");
    return tr("Channel %1").arg(choice);
}

void DeformableLab::selectQuery(int query)
{
    const DeformableTrace* t = shownTrace();
    if (!t)
        return;
    query = std::clamp(query, 0, std::max(0, t->input.queries() - 1));
    if (query != selected_ && zoomed_.query >= 0) {
        // the zoom follows to the same point of the new query
        zoomed_.query = query;
    }
    selected_ = query;
    updating_ = true;
    query_->setValue(query);
    updating_ = false;
    updateFigures();
}

void DeformableLab::zoomInto(const Sample& sample)
{
    zoomed_ = sample;
    if (sample.query >= 0 && sample.query != selected_) {
        selected_ = sample.query;
        updating_ = true;
        query_->setValue(selected_);
        updating_ = false;
    }
    updateFigures();
}

DeformableOverlayData DeformableLab::levelData(const DeformableTrace& t, int level) const
{
    const DeformableInput& in = t.input;
    const LevelMap map = levelMap(in, level);
    const int levels = levelCount(in);
    const int shown = values_->currentIndex() >= 0 ? values_->currentData().toInt() : showMean;
    const int channel = std::max(showMean, shown);
    DeformableOverlayData d;
    d.rows = map.height;
    d.columns = map.width;
    d.values.reserve(std::size_t(map.height) * std::size_t(map.width));
    for (int y = 0; y < map.height; ++y)
        for (int x = 0; x < map.width; ++x)
            d.values.push_back(pixelValue(map, x, y, 0, in.dim(), channel));
    const double a = largestMagnitude(map, 0, in.dim(), channel);
    d.minimum = -a;
    d.maximum = a;
    d.colormap = Colormap::byName(QStringLiteral("diverging"));
    if (shown == showPicture)
        d.picture = picture_;
    d.colorbar = channel < 0 ? tr("mean of the %n channels", nullptr, in.dim())
                             : tr("channel %1").arg(channel);
    d.title = levels == 1 ? tr("The value map (%1 × %2) and each query's sampling points")
                                .arg(map.width)
                                .arg(map.height)
                          : tr("Level %1: %2 × %3").arg(level).arg(map.width).arg(map.height);
    for (int q = 0; q < in.queries(); ++q)
        d.references.emplace_back(in.reference(q, 0) * map.width, in.reference(q, 1) * map.height);
    for (int q = 0; q < in.queries(); ++q)
        for (int m = 0; m < in.heads; ++m)
            for (int k = 0; k < in.points; ++k) {
                const DeformableSample& s = sampleAt(t, q, m, level, k);
                DeformableOverlayPoint p;
                // ℓ in cells: (ℓ_x·W, ℓ_y·H), pixel centres at + 0.5
                p.at = QPointF(s.locationX * map.width, s.locationY * map.height);
                p.weight = weightAt(t, q, m, level, k);
                p.query = q;
                p.head = m;
                p.point = k;
                if (zoomed_ == Sample{q, m, level, k})
                    d.zoomed = int(d.points.size());
                d.points.push_back(p);
            }
    for (int m = 0; m < in.heads; ++m) {
        d.headColors.push_back(DeformableDescription::headColor(m));
        d.headNames << tr("head %1").arg(m);
    }
    d.referenceName = tr("reference point (drag it)");
    d.selectedQuery = selected_;
    d.othersShown = others_->isChecked();
    return d;
}

BilinearZoomData DeformableLab::zoomData(const DeformableTrace& t) const
{
    const DeformableInput& in = t.input;
    const Sample z = zoomed_;
    const DeformableSample& s = sampleAt(t, z.query, z.head, z.level, z.point);
    const LevelMap map = levelMap(in, z.level);
    const int dh = in.headDim();
    const int first = z.head * dh;
    // the picture's pixels are not what is sampled: its patches' features are (their mean)
    const int channel =
        std::max(showMean, values_->currentIndex() >= 0 ? values_->currentData().toInt() : -1);
    BilinearZoomData d;
    d.title = levelCount(in) == 1
                  ? tr("Query %1, head %2, point %3: read between 4 pixels")
                        .arg(z.query)
                        .arg(z.head)
                        .arg(z.point)
                  : tr("Query %1, head %2, level %3, point %4: read between 4 pixels")
                        .arg(z.query)
                        .arg(z.head)
                        .arg(z.level)
                        .arg(z.point);
    d.pointColor = DeformableDescription::headColor(z.head);
    d.colormap = Colormap::byName(QStringLiteral("diverging"));
    const double a = largestMagnitude(map, first, dh, channel);
    d.minimum = -a;
    d.maximum = a;
    d.outsideText = tr("off the map: 0");
    const double x0 = std::floor(s.pixelX), y0 = std::floor(s.pixelY);
    d.fx = s.pixelX - x0;
    d.fy = s.pixelY - y0;
    double sampled = 0;
    QStringList terms;
    for (int n = 0; n < 4; ++n) {
        const BilinearNeighbour& b = s.neighbours[std::size_t(n)];
        BilinearZoomData::Neighbour& out = d.neighbours[std::size_t(n)];
        out.x = b.x;
        out.y = b.y;
        out.inside = b.inside;
        out.weight = b.weight;
        out.value = b.inside ? pixelValue(map, b.x, b.y, first, dh, channel) : 0.0;
        sampled += out.weight * out.value;
        terms << QStringLiteral("%1 × %2").arg(number(out.weight, 3), number(out.value, 3));
    }
    d.lines << (channel < 0 ? tr("Values: the mean of head %1's channels %2 … %3.")
                                  .arg(z.head)
                                  .arg(first)
                                  .arg(first + dh - 1)
                            : tr("Values: channel %1.").arg(channel));
    // the half pixel in the interface's locale too ("0,5")
    d.lines << tr("The point is at pixel (ℓ<sub>x</sub>·W − %7, ℓ<sub>y</sub>·H − %7) = "
                  "(%1, %2): x<sub>0</sub> = %3, y<sub>0</sub> = %4, f<sub>x</sub> = %5, "
                  "f<sub>y</sub> = %6.")
                   .arg(number(s.pixelX, 3), number(s.pixelY, 3))
                   .arg(int(x0))
                   .arg(int(y0))
                   .arg(number(d.fx, 3), number(d.fy, 3), QLocale().toString(0.5));
    const QString gx = number(1 - d.fx, 3), gy = number(1 - d.fy, 3);
    const QString fx = number(d.fx, 3), fy = number(d.fy, 3);
    const QStringList formulas = {
        QStringLiteral("(1 − f<sub>x</sub>)(1 − f<sub>y</sub>) = %1 × %2").arg(gx, gy),
        QStringLiteral("f<sub>x</sub>(1 − f<sub>y</sub>) = %1 × %2").arg(fx, gy),
        QStringLiteral("(1 − f<sub>x</sub>)f<sub>y</sub> = %1 × %2").arg(gx, fy),
        QStringLiteral("f<sub>x</sub>·f<sub>y</sub> = %1 × %2").arg(fx, fy)};
    for (int n = 0; n < 4; ++n) {
        const BilinearZoomData::Neighbour& b = d.neighbours[std::size_t(n)];
        d.lines << QStringLiteral("(%1, %2): w = %3 = %4%5")
                       .arg(b.x)
                       .arg(b.y)
                       .arg(formulas[n], number(b.weight, 3),
                            b.inside ? QString()
                                     : QStringLiteral(" — ") + tr("off the map, reads 0"));
    }
    d.lines
        << tr("Sample = %1 = <b>%2</b>").arg(terms.join(QStringLiteral(" + ")), number(sampled, 3));
    const double weight = weightAt(t, z.query, z.head, z.level, z.point);
    d.lines << tr("Its weight a = %1: it adds a × sample = %2 to head %3's output.")
                   .arg(number(weight, 3), number(weight * sampled, 3))
                   .arg(z.head);
    return d;
}

DeformableLab::Sample DeformableLab::strongest(const DeformableTrace& t, int query)
{
    const DeformableInput& in = t.input;
    Sample best{query, 0, 0, 0};
    double top = -1;
    for (int m = 0; m < in.heads; ++m)
        for (int l = 0; l < levelCount(in); ++l)
            for (int k = 0; k < in.points; ++k)
                if (const double w = weightAt(t, query, m, l, k); w > top) {
                    top = w;
                    best = {query, m, l, k};
                }
    return best;
}

void DeformableLab::updateFigures()
{
    const DeformableTrace* t = shownTrace();
    const int levels = t ? levelCount(t->input) : 0;
    // one panel per level, made again only when their number changes
    while (levels_.size() > levels) {
        DeformableOverlay* panel = levels_.takeLast();
        panel->hide();
        panel->deleteLater();
    }
    for (int l = int(levels_.size()); l < levels; ++l) {
        auto* panel = new DeformableOverlay(zoom_->parentWidget());
        panel->setObjectName(QStringLiteral("deformableLevel%1").arg(l));
        // at least 18 lines of text a side: the map grows with the text
        panel->setPreferredLines(30, 18);
        connect(panel, &DeformableOverlay::referencePressed, this, [this](int query) {
            ++mergeKey_; // one drag, one undo step
            selectQuery(query);
        });
        connect(panel, &DeformableOverlay::referenceDragged, this,
                [this](int query, QPointF at) { dragTo(query, at); });
        connect(panel, &DeformableOverlay::referenceReleased, this, [this](int query, QPointF at) {
            dragTo(query, at);
            pushTimer_->stop();
            pushReference();
            dragQuery_ = -1;
            refresh();
        });
        connect(panel, &DeformableOverlay::pointClicked, this, [this, panel, l](int index) {
            const auto& points = panel->data().points;
            if (index < 0 || index >= int(points.size()))
                return;
            const DeformableOverlayPoint& p = points[std::size_t(index)];
            zoomInto({p.query, p.head, l, p.point});
        });
        levelsLayout_->addWidget(panel, 1);
        levels_.append(panel);
    }
    if (!t) {
        zoom_->setData({});
        summary_->setText(document_->isComputing() ? tr("Computing…")
                                                   : document_->errorText().toHtmlEscaped());
        cost_->clear();
        return;
    }
    if (zoomed_.query < 0 && selected_ >= 0 && selected_ < t->input.queries())
        zoomed_ = strongest(*t, selected_); // something to see before the first click
    for (int l = 0; l < levels; ++l)
        levels_[l]->setData(levelData(*t, l));
    zoom_->setData(zoomed_.query >= 0 ? zoomData(*t) : BilinearZoomData());
    summary_->setText(summaryText(*t));
    cost_->setText(costText());
    arrange();
}

QString DeformableLab::summaryText(const DeformableTrace& t) const
{
    const DeformableInput& in = t.input;
    if (selected_ < 0 || selected_ >= in.queries())
        return {};
    const Sample s = strongest(t, selected_);
    const LevelMap map = levelMap(in, 0);
    const double x = in.reference(selected_, 0), y = in.reference(selected_, 1);
    QString text = tr("<b>Query %1</b>: reference point (x, y) = (%2, %3), pixel (%4, %5) of the "
                      "%6 × %7 map. It reads %8 samples (M·L·K = %9·%10); its strongest "
                      "is head %11's point %12, a = %13.")
                       .arg(selected_)
                       .arg(number(x, 3), number(y, 3), number(x * map.width - 0.5, 2),
                            number(y * map.height - 0.5, 2))
                       .arg(map.width)
                       .arg(map.height)
                       .arg(in.heads * in.points * levelCount(in))
                       .arg(in.heads)
                       .arg(QStringLiteral("%1·%2").arg(levelCount(in)).arg(in.points))
                       .arg(s.head)
                       .arg(s.point)
                       .arg(number(weightAt(t, s.query, s.head, s.level, s.point), 3));
    return text;
}

QString DeformableLab::costText() const
{
    const DeformableTrace* t = shownTrace();
    if (!t)
        return {};
    const DeformableInput& in = t->input;
    QString text = QStringLiteral("<p>%1</p>").arg(DeformableDescription::costHtml(in));
    // The lesson's picture: every position of a stride-s map a query, as in Deformable DETR's
    // encoder, 8 heads and 4 points.
    QString rows;
    long long allQueries = 0;
    for (int stride : {8, 16, 32}) {
        const int side = lessonSide / stride;
        const long long queries = static_cast<long long>(side) * side;
        allQueries += queries;
        const DeformableCost c = deformableCost(queries, lessonHeads, lessonPoints, side, side);
        rows += QStringLiteral("<tr><td align=right>%1</td><td align=right>%2 × %2</td>"
                               "<td align=right>%3</td><td align=right>%4</td>"
                               "<td align=right>%5</td><td align=right>%6</td></tr>")
                    .arg(stride)
                    .arg(side)
                    .arg(count(queries), count(c.samples), count(c.comparisons),
                         ratio(c.comparisons, c.samples));
    }
    // the three levels together: every position of every level a query, L·K points per head
    const long long samples = allQueries * lessonHeads * 3 * lessonPoints;
    const long long comparisons = allQueries * allQueries;
    rows += QStringLiteral("<tr><td align=right>%1</td><td align=right>%2</td>"
                           "<td align=right>%3</td><td align=right>%4</td>"
                           "<td align=right>%5</td><td align=right>%6</td></tr>")
                .arg(tr("8, 16, 32"), tr("3 levels"), count(allQueries), count(samples),
                     count(comparisons), ratio(comparisons, samples));
    // the headers apart from the markup: a column's gap grows with the text, so that long
    // headings ("atenção completa") never run into their neighbour
    QString headers;
    for (const QString& h : {tr("stride"), tr("map"), QStringLiteral("n<sub>q</sub>"),
                             tr("samples"), tr("full attention"), tr("ratio")})
        headers += QStringLiteral("<th align=right>%1</th>").arg(h);
    text += QStringLiteral("<p>%1</p><table cellspacing=0 cellpadding=%2><tr>%3</tr>%4</table>"
                           "<p>%5</p>")
                .arg(tr("The lesson's %1 × %1 picture, every position of the map a query, %2 "
                        "heads × %3 points:")
                         .arg(lessonSide)
                         .arg(lessonHeads)
                         .arg(lessonPoints))
                .arg(std::max(4, fontMetrics().averageCharWidth()))
                .arg(headers, rows)
                .arg(tr("With the 3 maps as levels, each head reads 3 × %1 points of its query, "
                        "and full attention compares every position with every other.")
                         .arg(lessonPoints));
    return text;
}

void DeformableLab::dragTo(int query, const QPointF& normalised)
{
    const DeformableTrace* base = dragTrace_ ? dragTrace_.get() : shownTrace();
    if (!base || query < 0 || query >= base->input.queries())
        return;
    // The kind computed again for the moved point, at once; the document follows (pushTimer_).
    DeformableInput in = base->input;
    in.reference(query, 0) = std::clamp(normalised.x(), 0.0, 1.0);
    in.reference(query, 1) = std::clamp(normalised.y(), 0.0, 1.0);
    dragTrace_ = computeDeformable(in);
    dragQuery_ = query;
    dragAt_ = QPointF(in.reference(query, 0), in.reference(query, 1));
    updateFigures();
    if (!pushTimer_->isActive())
        pushTimer_->start();
}

void DeformableLab::pushReference()
{
    if (dragQuery_ < 0)
        return;
    document_->undoStack()->push(
        new SetReferencePointCommand(document_, dragQuery_, dragAt_.x(), dragAt_.y(), mergeKey_));
}

void DeformableLab::arrange()
{
    QWidget* page = zoom_->parentWidget();
    if (!page)
        return;
    const int unit = fontMetrics().height();
    const int width = page->width() - 2 * unit;
    int levelsWidth = 0;
    for (const DeformableOverlay* panel : std::as_const(levels_))
        levelsWidth += panel->minimumSizeHint().width() + unit;
    const int zoomWidth = zoom_->sizeHint().width();
    const int controlsWidth = controls_->minimumSizeHint().width();
    // the levels side by side where they fit, else one under another
    const int singleLevel = levels_.isEmpty() ? 0 : levels_.front()->minimumSizeHint().width();
    const bool sideBySide = levelsWidth + zoomWidth + controlsWidth <= width ||
                            (levelsWidth + zoomWidth <= width && levels_.size() > 1);
    levelsLayout_->setDirection(sideBySide ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    const int levelsNeed = sideBySide ? levelsWidth : singleLevel + unit;
    figures_->setDirection(levelsNeed + zoomWidth + unit <= width ? QBoxLayout::LeftToRight
                                                                  : QBoxLayout::TopToBottom);
    const int figuresNeed = figures_->direction() == QBoxLayout::LeftToRight
                                ? levelsNeed + zoomWidth + unit
                                : std::max(levelsNeed, zoomWidth);
    // Several levels: the maps take the whole width (each about 24 lines of text a side) and
    // the controls go under them rather than shrink them.
    const int levelsWanted = levels_.size() > 1 ? int(levels_.size()) * 25 * unit : 0;
    columns_->setDirection(
        controlsWidth + std::max(figuresNeed, levelsWanted + zoomWidth) + 2 * unit <= width
            ? QBoxLayout::LeftToRight
            : QBoxLayout::BottomToTop);
    // beside the maps the controls keep to a column of readable width
    controls_->setMaximumWidth(columns_->direction() == QBoxLayout::LeftToRight ? 28 * unit
                                                                                : QWIDGETSIZE_MAX);
}

void DeformableLab::paintFigure(QPainter& p, const QRectF& page) const
{
    const DeformableTrace* t = shownTrace();
    if (!t)
        return;
    const double unit = QFontMetricsF(p.font(), p.device()).height();
    const int levels = levelCount(t->input);
    const bool zoom = zoomed_.query >= 0;
    const QRectF inner = page.adjusted(unit, unit, -unit, -unit);
    const double zoomWidth = zoom ? std::min(0.4 * inner.width(), 18 * unit) : 0.0;
    const double levelsWidth = inner.width() - (zoom ? zoomWidth + unit : 0.0);
    const double each = (levelsWidth - (levels - 1) * unit) / levels;
    for (int l = 0; l < levels; ++l)
        paintDeformableOverlay(
            p, QRectF(inner.left() + l * (each + unit), inner.top(), each, inner.height()),
            levelData(*t, l), Qt::black);
    if (zoom)
        paintBilinearZoom(p,
                          QRectF(inner.right() - zoomWidth, inner.top(), zoomWidth, inner.height()),
                          zoomData(*t), Qt::black);
}

QString DeformableLab::exportFigure(const QString& path) const
{
    const DeformableTrace* t = shownTrace();
    if (!t)
        return tr("There is no deformable attention to export: open a deformable scenario.");
    // The page: 5 inches a level, 3.6 for the zoom, as tall as the tallest of them needs in the
    // figure's font.
    FigureOptions options;
    const int levels = levelCount(t->input);
    const bool zoom = zoomed_.query >= 0;
    QImage probe(1, 1, QImage::Format_ARGB32);
    probe.setDotsPerMeterX(int(std::lround(options.dpi / 0.0254)));
    probe.setDotsPerMeterY(int(std::lround(options.dpi / 0.0254)));
    QFont font = QApplication::font();
    font.setPointSizeF(options.fontPointSize);
    const double unit = QFontMetricsF(font, &probe).height() / options.dpi; // inches
    const double levelInches = 5.0, zoomInches = zoom ? 3.6 : 0.0;
    const double width =
        levels * levelInches + (levels - 1) * unit + (zoom ? zoomInches + unit : 0.0) + 2 * unit;
    double height = 0;
    for (int l = 0; l < levels; ++l)
        height = std::max(height, deformableOverlayHeight(levelInches * options.dpi,
                                                          levelData(*t, l), font, &probe));
    if (zoom)
        height = std::max(height,
                          bilinearZoomHeight(zoomInches * options.dpi, zoomData(*t), font, &probe));
    options.sizeInches = {width, height / options.dpi + 2 * unit};
    const QString title = levels_.isEmpty() ? QString() : levels_.front()->data().title;
    return exportPaintedFigure(
        path,
        [this](QPainter& p, const QSizeF& page, double) {
            paintFigure(p, QRectF(QPointF(0, 0), page));
        },
        title, options);
}

void DeformableLab::exportFigureAs()
{
    const QString path = ExportDialog::askFigurePath(this, tr("Export figure"),
                                                     QStringLiteral("deformable-attention.png"));
    if (path.isEmpty())
        return;
    const QString error = exportFigure(path);
    if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("Cannot export"), error);
        return;
    }
    ExportDialog::showExported(qobject_cast<QMainWindow*>(window()), {path});
}

void DeformableLab::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    arrange();
}

void DeformableLab::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange)
        arrange();
}

} // namespace attnlab

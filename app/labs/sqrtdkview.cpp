#include "sqrtdkview.h"

#include "heatmapwidget.h"
#include "loglogplot.h"
#include "stagefigure.h"

#include <QCoreApplication>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace attnlab {

namespace {

// The scaling lab's two colours, one per way of scoring in every part of the view.
const QColor unscaledColour(0xd6, 0x60, 0x1f);
const QColor scaledColour(0x2b, 0x6c, 0xb0);

QString swatch(const QColor& colour)
{
    return QStringLiteral("<span style=\"color:%1\">\u25a0</span> ").arg(colour.name());
}

// A variance as the eye reads it: 0.94, 12.3, 1,012.
QString varianceText(double v)
{
    return QLocale().toString(v, 'f', v < 10 ? 2 : (v < 100 ? 1 : 0));
}

} // namespace

SqrtDkView::SqrtDkView(QWidget* parent) : QWidget(parent), steps_(sqrtDkSteps())
{
    auto* layout = new QVBoxLayout(this);

    // d_k, tokens and seed on one row.
    auto* controls = new QHBoxLayout;
    slider_ = new QSlider(Qt::Horizontal, this);
    slider_->setRange(0, static_cast<int>(steps_.size()) - 1);
    slider_->setPageStep(2); // one power of 2
    slider_->setTickPosition(QSlider::TicksBelow);
    slider_->setTickInterval(2);
    slider_->setMinimumWidth(160);
    auto* sliderLabel = new QLabel(tr("&d_k"), this);
    sliderLabel->setBuddy(slider_);
    dimLabel_ = new QLabel(this);
    QFont big = dimLabel_->font();
    big.setBold(true);
    dimLabel_->setFont(big);
    tokens_ = new QSpinBox(this);
    tokens_->setRange(SqrtDkDemoSpec::minTokens, 32);
    tokens_->setValue(8);
    auto* tokensLabel = new QLabel(tr("Tokens &n"), this);
    tokensLabel->setBuddy(tokens_);
    seed_ = new QSpinBox(this);
    seed_->setRange(0, 999999);
    seed_->setValue(0);
    seed_->setToolTip(tr("torch.manual_seed(seed) before each draw"));
    auto* seedLabel = new QLabel(tr("Seed"), this);
    seedLabel->setBuddy(seed_);
    again_ = new QPushButton(tr("Draw a&gain"), this);
    again_->setToolTip(tr("The next seed: other random numbers, the same lesson"));
    controls->addWidget(sliderLabel);
    controls->addWidget(slider_, 3);
    controls->addWidget(dimLabel_);
    controls->addSpacing(12);
    controls->addWidget(tokensLabel);
    controls->addWidget(tokens_);
    controls->addWidget(seedLabel);
    controls->addWidget(seed_);
    controls->addWidget(again_);
    layout->addLayout(controls);

    auto* intro = new QLabel(
        tr("<b>Var(q\u00b7k) = d_k</b> for entries of variance 1: the scores spread as \u221a"
           "d_k, and the softmax puts almost all of a row's weight on one key (it saturates). "
           "<b>Dividing by \u221a"
           "d_k</b> brings the variance back to 1: the weights stay spread."),
        this);
    intro->setWordWrap(true);
    intro->setTextFormat(Qt::RichText);
    layout->addWidget(intro);

    // The two maps side by side, each with its title above and its numbers below.
    auto* maps = new QWidget(this);
    auto* mapsLayout = new QGridLayout(maps);
    mapsLayout->setContentsMargins(0, 0, 0, 0);
    const auto makeMap = [&](QLabel*& title, HeatmapWidget*& map, QLabel*& summary, int column) {
        title = new QLabel(maps);
        title->setTextFormat(Qt::RichText);
        title->setWordWrap(true);
        map = new HeatmapWidget(maps);
        summary = new QLabel(maps);
        summary->setTextFormat(Qt::RichText);
        mapsLayout->addWidget(title, 0, column);
        mapsLayout->addWidget(map, 1, column);
        mapsLayout->addWidget(summary, 2, column);
        mapsLayout->setColumnStretch(column, 1);
    };
    makeMap(unscaledTitle_, unscaledMap_, unscaledSummary_, 0);
    makeMap(scaledTitle_, scaledMap_, scaledSummary_, 1);
    mapsLayout->setRowStretch(1, 1);
    unscaledTitle_->setText(swatch(unscaledColour) + tr("<b>Without \u221a"
                                                        "d_k</b>: softmax(QK\u1d40)"));
    scaledTitle_->setText(swatch(scaledColour) + tr("<b>With \u221a"
                                                    "d_k</b>: softmax(QK\u1d40 / \u221a"
                                                    "d_k)"));

    // The two plots, one above the other.
    auto* plots = new QWidget(this);
    auto* plotsLayout = new QVBoxLayout(plots);
    plotsLayout->setContentsMargins(0, 0, 0, 0);
    variancePlot_ = new LogLogPlot(plots);
    weightPlot_ = new LogLogPlot(plots);
    QList<double> ticks;
    for (int d = steps_.front(); d <= steps_.back(); d *= 2)
        ticks << d;
    // One x axis title for both, under the lower plot.
    variancePlot_->setXAxis(QString(), ticks);
    weightPlot_->setXAxis(tr("key dimension d_k (log scale)"), ticks);
    plotsLayout->addWidget(variancePlot_, 5);
    plotsLayout->addWidget(weightPlot_, 6); // it has the x axis' title
    variancePlot_->setTitle(tr("Variance of the scores"));
    variancePlot_->setYAxis(LogLogPlot::Side::Left, {LogLogPlot::Scale::Log, {}, {}});
    weightPlot_->setTitle(tr("Mean of each row's largest weight"));
    weightPlot_->setYAxis(LogLogPlot::Side::Left, {LogLogPlot::Scale::Linear, 0.0, 1.0});

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(maps);
    splitter->addWidget(plots);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({3000, 2000});
    splitter->setChildrenCollapsible(false);
    layout->addWidget(splitter, 1);

    connect(slider_, &QSlider::valueChanged, this, [this] {
        showDim();
        emit dimChanged(dim());
    });
    for (QSpinBox* box : {tokens_, seed_})
        connect(box, &QSpinBox::valueChanged, this, [this] {
            recomputeCurve();
            showDim();
            emit curveChanged();
        });
    connect(again_, &QPushButton::clicked, seed_, [this] { seed_->setValue(seed_->value() + 1); });

    restyle();
    // Opens at the lesson's d_k = 8.
    slider_->blockSignals(true);
    setDim(8);
    slider_->blockSignals(false);
    recomputeCurve();
    showDim();
}

int SqrtDkView::dim() const
{
    return steps_[static_cast<std::size_t>(slider_->value())];
}

void SqrtDkView::setDim(int dim)
{
    // The nearest step on a log scale.
    dim = std::max(dim, 1);
    int best = 0;
    for (int i = 1; i < static_cast<int>(steps_.size()); ++i)
        if (std::abs(std::log(double(steps_[std::size_t(i)]) / dim)) <
            std::abs(std::log(double(steps_[std::size_t(best)]) / dim)))
            best = i;
    slider_->setValue(best);
}

int SqrtDkView::tokens() const
{
    return tokens_->value();
}

int SqrtDkView::seed() const
{
    return seed_->value();
}

void SqrtDkView::recomputeCurve()
{
    SqrtDkDemoSpec spec;
    spec.seed = static_cast<std::uint64_t>(seed_->value());
    spec.tokens = tokens_->value();
    spec.dims = steps_;
    // The spin boxes keep every input in range, so this cannot throw.
    curve_ = sqrtDkCurve(spec);
    updatePlots();
}

void SqrtDkView::updatePlots()
{
    const auto series = [](const QString& name, const QColor& colour, LogLogPlot::Marker marker) {
        LogLogPlot::Series s;
        s.name = name;
        s.colour = colour;
        s.marker = marker;
        return s;
    };
    LogLogPlot::Series varUnscaled = series(tr("without \u221a"
                                               "d_k"),
                                            unscaledColour, LogLogPlot::Marker::Circle);
    LogLogPlot::Series varScaled = series(tr("with \u221a"
                                             "d_k"),
                                          scaledColour, LogLogPlot::Marker::Square);
    // The lower plot's series go unnamed: the upper plot's legend names the same colours.
    LogLogPlot::Series maxUnscaled = varUnscaled, maxScaled = varScaled;
    maxUnscaled.name.clear();
    maxScaled.name.clear();
    for (const SqrtDkPoint& p : curve_) {
        varUnscaled.points << QPointF(p.dim, p.unscaled.variance);
        varScaled.points << QPointF(p.dim, p.scaled.variance);
        maxUnscaled.points << QPointF(p.dim, p.unscaled.meanMaxWeight);
        maxScaled.points << QPointF(p.dim, p.scaled.meanMaxWeight);
    }
    variancePlot_->setSeries({varUnscaled, varScaled});
    weightPlot_->setSeries({maxUnscaled, maxScaled});

    // What the theory says: Var = d_k without the division, 1 with it; and the uniform row.
    const QColor guide(0x80, 0x80, 0x80);
    const double lo = steps_.front(), hi = steps_.back();
    LogLogPlot::Series theoryUnscaled =
        series(tr("theory: d_k and 1"), guide, LogLogPlot::Marker::None);
    theoryUnscaled.line = Qt::DashLine;
    theoryUnscaled.lineWidth = 1.5;
    LogLogPlot::Series theoryScaled = theoryUnscaled;
    theoryScaled.name.clear();
    theoryUnscaled.points = {QPointF(lo, lo), QPointF(hi, hi)};
    theoryScaled.points = {QPointF(lo, 1), QPointF(hi, 1)};
    variancePlot_->setGuides({theoryUnscaled, theoryScaled});
    LogLogPlot::Series uniform = theoryUnscaled;
    uniform.name = tr("uniform row: 1/n");
    uniform.line = Qt::DotLine;
    const double u = 1.0 / tokens_->value();
    uniform.points = {QPointF(lo, u), QPointF(hi, u)};
    weightPlot_->setGuides({uniform});
}

void SqrtDkView::showDim()
{
    const int d = dim();
    const QLocale locale;
    dimLabel_->setText(tr("d_k = %1, \u221a"
                          "d_k = %2")
                           .arg(locale.toString(d), locale.toString(std::sqrt(double(d)), 'g', 3)));
    // Room for the widest value, so the row does not jump as the slider moves.
    dimLabel_->setMinimumWidth(dimLabel_->fontMetrics().horizontalAdvance(
                                   tr("d_k = %1, \u221a"
                                      "d_k = %2")
                                       .arg(locale.toString(1024), locale.toString(27.7, 'g', 3))) +
                               4);

    matrices_ = sqrtDkMatrices(static_cast<std::uint64_t>(seed_->value()), tokens_->value(), d);
    HeatmapData data;
    // The axis titles of every weights map (stagefigure.cpp), with their translations.
    data.rowAxisTitle = QCoreApplication::translate("attnlab::StageFigure", "Query");
    data.columnAxisTitle = QCoreApplication::translate("attnlab::StageFigure", "Key");
    data.valueLabel = tr("weight");
    data.values = matrices_.unscaledWeights;
    unscaledMap_->setData(data);
    data.values = matrices_.scaledWeights;
    scaledMap_->setData(data);

    // Two short lines that do not wrap: a wrapped label asks for more height as the window
    // narrows, and large text on a projector has none to spare.
    const auto summary = [&](const ScoreStats& s) {
        return tr("Variance: <b>%1</b><br>Mean largest weight: <b>%2</b>")
            .arg(varianceText(s.variance), locale.toString(s.meanMaxWeight, 'f', 2));
    };
    unscaledSummary_->setText(summary(matrices_.unscaled));
    scaledSummary_->setText(summary(matrices_.scaled));
    variancePlot_->setMarkedX(d);
    weightPlot_->setMarkedX(d);
}

void SqrtDkView::restyle()
{
    HeatmapStyle style = view_.weightsStyle();
    style.showTitle = false; // the label above says which map it is
    unscaledMap_->setStyle(style);
    scaledMap_->setStyle(style);
}

void SqrtDkView::setColormap(const QString& colormap)
{
    view_.colormap = colormap;
    restyle();
}

void SqrtDkView::setDecimals(int decimals)
{
    view_.decimals = decimals;
    restyle();
}

void SqrtDkView::setAnnotate(bool annotate)
{
    view_.annotate = annotate;
    restyle();
}

void SqrtDkView::setViewSettings(const ViewSettings& settings)
{
    view_ = settings;
    restyle();
}

} // namespace attnlab

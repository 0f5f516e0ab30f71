#include "attentionpanel.h"

#include "commands/setheadscommand.h"
#include "commands/setkindcommand.h"
#include "commands/setmaskcommand.h"
#include "commands/setscalecommand.h"
#include "document.h"
#include "explanation.h"
#include "kinds.h"
#include "linearkind.h"
#include "scenariofile.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>
#include <numeric>

namespace attnlab {

AttentionPanel::AttentionPanel(Document* document, QWidget* parent)
    : QWidget(parent), document_(document)
{
    // One compact strip of two rows above the heatmap: the mask, then heads and scaling.
    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    QFont bold = font();
    bold.setBold(true);

    auto* maskLabel = new QLabel(tr("Mask:"), this);
    maskLabel->setFont(bold);
    causal_ = new QCheckBox(tr("&Causal"), this);
    causal_->setToolTip(tr("Key j is hidden from query i when j > i, as in a language model "
                           "that writes left to right: no looking ahead."));
    window_ = new QCheckBox(tr("Sliding &window  w ="), this);
    window_->setToolTip(tr("Key j is hidden from query i when |i − j| > w."));
    windowSpin_ = new QSpinBox(this);
    windowSpin_->setRange(0, 2047);
    windowSlider_ = new QSlider(Qt::Horizontal, this);
    windowSlider_->setRange(0, 8);
    windowSlider_->setPageStep(1);
    windowSlider_->setMinimumWidth(40);
    windowSlider_->setAccessibleName(tr("Window size"));
    // A window of 1 (each token and its neighbours) is where a first try should start: w = 0
    // leaves each token only itself.
    windowSpin_->setValue(1);
    windowSlider_->setValue(1);
    paint_ = new QToolButton(this);
    paint_->setText(tr("&Paint mask"));
    paint_->setCheckable(true);
    paint_->setToolTip(tr("Click or drag over the heatmap to hide or show pairs."));
    clearMask_ = new QPushButton(tr("Clear"), this);
    clearMask_->setToolTip(tr("Remove the painted mask."));
    auto* maskRow = new QHBoxLayout;
    maskRow->addWidget(causal_);
    maskRow->addSpacing(8);
    maskRow->addWidget(window_);
    maskRow->addWidget(windowSpin_);
    maskRow->addWidget(windowSlider_, 1);
    maskRow->addSpacing(8);
    maskRow->addWidget(paint_);
    maskRow->addWidget(clearMask_);
    layout->addWidget(maskLabel, 0, 0);
    layout->addLayout(maskRow, 0, 1);

    auto* headsLabel = new QLabel(tr("Hea&ds:"), this);
    headsLabel->setFont(bold);
    heads_ = new QComboBox(this);
    heads_->setToolTip(tr("The model dimension is split into this many heads; only counts that "
                          "divide d_k and d_v are offered."));
    headsLabel->setBuddy(heads_);
    headsNote_ = new QLabel(this);
    scaling_ = new QCheckBox(tr("Sca&le by 1/√d_k"), this);
    scaling_->setToolTip(tr("Switch it off to see the softmax saturate as d_k grows."));
    scaleNote_ = new QLabel(this);
    auto* headRow = new QHBoxLayout;
    headRow->addWidget(heads_);
    headRow->addWidget(headsNote_);
    headRow->addSpacing(24);
    headRow->addWidget(scaling_);
    headRow->addWidget(scaleNote_);
    headRow->addStretch(1);
    layout->addWidget(headsLabel, 1, 0);
    layout->addLayout(headRow, 1, 1);

    // The kind of attention: softmax, or linear attention with its feature map φ.
    auto* kindLabel = new QLabel(tr("K&ind:"), this);
    kindLabel->setFont(bold);
    kind_ = new QComboBox(this);
    kind_->setObjectName(QStringLiteral("kindBox"));
    kind_->setToolTip(tr("Softmax attention, or linear attention with a feature map φ "
                         "instead of exp: the same Q, K and V, another formula."));
    kindLabel->setBuddy(kind_);
    for (const std::string& id : attentionKinds()) {
        if (id == LinearKind::kindId) {
            for (const auto map : {FeatureMapSpec::Map::EluPlusOne, FeatureMapSpec::Map::Relu,
                                   FeatureMapSpec::Map::FavorPlus}) {
                FeatureMapSpec spec;
                spec.map = map;
                kindOptions_.push_back({id, spec});
            }
        } else {
            kindOptions_.push_back({id, {}});
        }
    }
    featuresLabel_ = new QLabel(tr("m ="), this);
    features_ = new QSpinBox(this);
    features_->setObjectName(QStringLiteral("featuresBox"));
    features_->setRange(2, 4096);
    features_->setToolTip(tr("FAVOR+'s random features: the more, the closer to softmax."));
    featuresLabel_->setBuddy(features_);
    auto* kindRow = new QHBoxLayout;
    kindRow->addWidget(kind_);
    kindRow->addWidget(featuresLabel_);
    kindRow->addWidget(features_);
    kindRow->addStretch(1);
    layout->addWidget(kindLabel, 2, 0);
    layout->addLayout(kindRow, 2, 1);
    layout->setColumnStretch(1, 1);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);

    connect(causal_, &QCheckBox::toggled, this, [this](bool on) {
        pushMask(on, window_->isChecked(), windowSpin_->value(),
                 on ? tr("Causal mask on") : tr("Causal mask off"), newMergeKey());
    });
    connect(window_, &QCheckBox::toggled, this, [this](bool on) {
        pushMask(causal_->isChecked(), on, windowSpin_->value(),
                 on ? tr("Sliding window on") : tr("Sliding window off"), newMergeKey());
    });
    connect(windowSpin_, &QSpinBox::valueChanged, this, [this](int w) {
        const QSignalBlocker block(windowSlider_);
        windowSlider_->setValue(w);
        pushMask(causal_->isChecked(), true, w, tr("Window size %1").arg(w),
                 windowSlider_->isSliderDown() ? dragKey_ : newMergeKey());
    });
    // A slider drag is one undo step: every value during one drag shares a merge key.
    connect(windowSlider_, &QSlider::sliderPressed, this, [this] { dragKey_ = newMergeKey(); });
    connect(windowSlider_, &QSlider::valueChanged, this, [this](int w) {
        const QSignalBlocker block(windowSpin_);
        windowSpin_->setValue(w);
        pushMask(causal_->isChecked(), true, w, tr("Window size %1").arg(w),
                 windowSlider_->isSliderDown() ? dragKey_ : newMergeKey());
    });
    connect(paint_, &QToolButton::toggled, this, &AttentionPanel::paintModeChanged);
    connect(clearMask_, &QPushButton::clicked, this, [this] {
        MaskSpec mask = document_->scenario().mask;
        mask.allowed.reset();
        document_->undoStack()->push(
            new SetMaskCommand(document_, mask, tr("Clear custom mask"), newMergeKey()));
    });
    connect(heads_, &QComboBox::activated, this, [this](int index) {
        const int h = heads_->itemData(index).toInt();
        if (h > 0 && h != document_->scenario().heads)
            document_->undoStack()->push(new SetHeadsCommand(document_, h));
    });
    connect(kind_, &QComboBox::activated, this, [this](int index) {
        if (index < 0 || index >= static_cast<int>(kindOptions_.size()))
            return;
        KindOption option = kindOptions_[static_cast<std::size_t>(index)];
        const Scenario& s = document_->scenario();
        if (option.kind == s.attentionKind && option.featureMap.map == s.featureMap.map)
            return; // the same choice again: its seed and m stay
        if (option.featureMap.map == FeatureMapSpec::Map::FavorPlus)
            option.featureMap.features = features_->value(); // the m shown
        if (option.kind == s.attentionKind && option.featureMap == s.featureMap)
            return;
        document_->undoStack()->push(
            new SetKindCommand(document_, option.kind, option.featureMap, kind_->itemText(index)));
    });
    connect(features_, &QSpinBox::editingFinished, this, [this] {
        const Scenario& s = document_->scenario();
        if (s.featureMap.map != FeatureMapSpec::Map::FavorPlus ||
            s.featureMap.features == features_->value())
            return;
        FeatureMapSpec map = s.featureMap;
        map.features = features_->value();
        document_->undoStack()->push(new SetKindCommand(document_, s.attentionKind, map,
                                                        tr("FAVOR+, m = %1").arg(map.features)));
    });
    connect(scaling_, &QCheckBox::toggled, this, [this](bool on) {
        document_->undoStack()->push(new SetScaleCommand(
            document_, on ? std::nullopt : std::optional<double>(1.0), newMergeKey()));
    });

    connect(document_, &Document::scenarioChanged, this, &AttentionPanel::refresh);
    connect(document_, &Document::resultChanged, this, &AttentionPanel::refresh);
    refresh();
}

void AttentionPanel::pushMask(bool causal, bool window, int size, const QString& text,
                              quint64 mergeKey)
{
    MaskSpec mask = document_->scenario().mask;
    mask.causal = causal;
    if (window)
        mask.window = size;
    else
        mask.window.reset();
    document_->undoStack()->push(new SetMaskCommand(document_, mask, text, mergeKey));
}

void AttentionPanel::refresh()
{
    const Scenario& s = document_->scenario();
    const QSignalBlocker b1(causal_), b2(window_), b3(windowSlider_), b4(windowSpin_), b5(heads_),
        b6(scaling_), b7(kind_), b8(features_);
    // The kinds, named in the interface's language.
    kind_->clear();
    int current = -1;
    for (std::size_t i = 0; i < kindOptions_.size(); ++i) {
        const KindOption& o = kindOptions_[i];
        QString name = fromStd(o.kind);
        if (o.kind == "softmax")
            name = tr("Softmax attention");
        else if (o.kind == LinearKind::kindId)
            name = o.featureMap.map == FeatureMapSpec::Map::EluPlusOne ? tr("Linear, φ = elu+1")
                   : o.featureMap.map == FeatureMapSpec::Map::Relu     ? tr("Linear, φ = relu")
                                                                       : tr("Linear, FAVOR+");
        kind_->addItem(name);
        if (o.kind == s.attentionKind &&
            (o.kind != LinearKind::kindId || o.featureMap.map == s.featureMap.map))
            current = static_cast<int>(i);
    }
    if (current < 0) { // a kind registered after the panel was made
        kind_->addItem(fromStd(s.attentionKind));
        current = kind_->count() - 1;
    }
    kind_->setCurrentIndex(current);
    const bool favor =
        s.attentionKind == LinearKind::kindId && s.featureMap.map == FeatureMapSpec::Map::FavorPlus;
    // Linear attention takes the causal mask only: a window or painted pairs would break the
    // factorisation.
    const bool linear = s.attentionKind == LinearKind::kindId;
    for (QWidget* w : {static_cast<QWidget*>(window_), static_cast<QWidget*>(windowSpin_),
                       static_cast<QWidget*>(windowSlider_), static_cast<QWidget*>(paint_)})
        w->setEnabled(!linear);
    window_->setToolTip(linear ? tr("Linear attention takes the causal mask only.")
                               : tr("Key j is hidden from query i when |i − j| > w."));
    featuresLabel_->setVisible(favor);
    features_->setVisible(favor);
    features_->setValue(favor ? s.featureMap.features : FeatureMapSpec{}.features);
    causal_->setChecked(s.mask.causal);
    window_->setChecked(s.mask.window.has_value());
    clearMask_->setEnabled(s.mask.allowed.has_value());

    int tokens = 8;
    int dk = 0, dv = 0;
    if (document_->hasResult()) {
        const AttentionInput& in = document_->resolved().input;
        tokens = std::max(in.queryCount(), in.keyCount());
        dk = in.modelDim();
        dv = in.valueDim();
    }
    windowSlider_->setRange(0, std::max(1, tokens - 1));
    windowSpin_->setRange(0, std::max(1, tokens - 1));
    if (s.mask.window) {
        windowSlider_->setValue(*s.mask.window);
        windowSpin_->setValue(*s.mask.window);
    }

    heads_->clear();
    const int g = dk > 0 ? std::gcd(dk, dv) : s.heads;
    for (int h = 1; h <= g; ++h)
        if (g % h == 0)
            heads_->addItem(QString::number(h), h);
    if (heads_->findData(s.heads) < 0)
        heads_->addItem(tr("%1 (does not divide d)").arg(s.heads), s.heads);
    heads_->setCurrentIndex(heads_->findData(s.heads));
    headsNote_->setText(dk > 0 ? tr("(each: d_k = %1, d_v = %2)")
                                     .arg(dk / std::max(1, s.heads))
                                     .arg(dv / std::max(1, s.heads))
                               : QString());

    scaling_->setChecked(!s.scale.has_value());
    if (!s.scale) {
        const int headDim = dk > 0 ? dk / std::max(1, s.heads) : 0;
        scaleNote_->setText(
            headDim > 0 ? tr("s = 1/\u221a%1 = %2")
                              .arg(headDim)
                              .arg(Explanation::formatNumber(1.0 / std::sqrt(double(headDim)), 4))
                        : QString());
    } else {
        scaleNote_->setText(
            *s.scale == 1.0
                ? tr("s = 1: scores are not scaled")
                : tr("s = %1, set by the scenario").arg(Explanation::formatNumber(*s.scale, 4)));
    }
}

} // namespace attnlab

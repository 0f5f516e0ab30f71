#include "attentionpanel.h"

#include "commands/setheadscommand.h"
#include "commands/setmaskcommand.h"
#include "commands/setscalecommand.h"
#include "document.h"
#include "explanation.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QGroupBox>
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
    // One compact strip above the heatmap: the mask on the left, heads and scaling on the right.
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    auto* maskGroup = new QGroupBox(tr("Mask"), this);
    auto* maskLayout = new QGridLayout(maskGroup);
    causal_ = new QCheckBox(tr("&Causal (no looking ahead)"), maskGroup);
    causal_->setToolTip(tr("Key j is hidden from query i when j > i, as in a language model "
                           "that writes left to right."));
    maskLayout->addWidget(causal_, 0, 0);

    auto* windowRow = new QHBoxLayout;
    window_ = new QCheckBox(tr("Sliding &window  w ="), maskGroup);
    window_->setToolTip(tr("Key j is hidden from query i when |i \u2212 j| > w."));
    windowSpin_ = new QSpinBox(maskGroup);
    windowSpin_->setRange(0, 2047);
    windowSlider_ = new QSlider(Qt::Horizontal, maskGroup);
    windowSlider_->setRange(0, 8);
    windowSlider_->setPageStep(1);
    windowSlider_->setMinimumWidth(120);
    windowSlider_->setAccessibleName(tr("Window size"));
    windowRow->addWidget(window_);
    windowRow->addWidget(windowSpin_);
    windowRow->addWidget(windowSlider_, 1);
    maskLayout->addLayout(windowRow, 0, 1);

    auto* customRow = new QHBoxLayout;
    paint_ = new QToolButton(maskGroup);
    paint_->setText(tr("&Paint custom mask"));
    paint_->setCheckable(true);
    paint_->setToolTip(tr("Click or drag over the heatmap to hide or show pairs."));
    clearMask_ = new QPushButton(tr("Clear"), maskGroup);
    clearMask_->setToolTip(tr("Remove the custom mask."));
    customRow->addWidget(paint_);
    customRow->addWidget(clearMask_);
    customRow->addStretch();
    maskLayout->addLayout(customRow, 1, 0, 1, 2);
    layout->addWidget(maskGroup, 3);

    auto* headGroup = new QGroupBox(tr("Heads and scaling"), this);
    auto* form = new QGridLayout(headGroup);
    heads_ = new QComboBox(headGroup);
    heads_->setToolTip(tr("The model dimension is split into this many heads; only counts that "
                          "divide d_k and d_v are offered."));
    headsNote_ = new QLabel(headGroup);
    auto* headsLabel = new QLabel(tr("&Heads:"), headGroup);
    headsLabel->setBuddy(heads_);
    form->addWidget(headsLabel, 0, 0);
    form->addWidget(heads_, 0, 1);
    form->addWidget(headsNote_, 0, 2);
    scaling_ = new QCheckBox(tr("&Scale scores by 1/\u221ad_k"), headGroup);
    scaling_->setToolTip(tr("Switch it off to see the softmax saturate as d_k grows."));
    scaleNote_ = new QLabel(headGroup);
    form->addWidget(scaling_, 1, 0, 1, 2);
    form->addWidget(scaleNote_, 1, 2);
    form->setColumnStretch(2, 1);
    layout->addWidget(headGroup, 2);
    for (QGroupBox* box : {maskGroup, headGroup})
        box->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
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
        b6(scaling_);
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
    headsNote_->setText(dk > 0 ? tr("each head: d_k = %1, d_v = %2")
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

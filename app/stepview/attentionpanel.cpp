#include "attentionpanel.h"

#include "attentionkind.h"
#include "commands/setdecodecommand.h"
#include "commands/setheadscommand.h"
#include "commands/setkindcommand.h"
#include "commands/setkindparameterscommand.h"
#include "commands/setmaskcommand.h"
#include "commands/setscalecommand.h"
#include "document.h"
#include "explanation.h"
#include "kindcontrols.h"
#include "kinddescription.h"
#include "kinds.h"
#include "scenariofile.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace attnlab {

namespace {

/// The causal mask of an n_q × n_k attention drawn small (at most 5 × 5 cells, keeping which
/// side is longer): allowed cells filled, hidden ones empty. The two alignments side by side
/// show where each puts the diagonal.
QIcon alignmentIcon(CausalAlignment alignment, int nq, int nk, int side, const QPalette& palette)
{
    int rq = std::clamp(nq, 1, 5), rk = std::clamp(nk, 1, 5);
    if (nq < nk && rq >= rk)
        rq = std::max(1, rk - 2);
    if (nq > nk && rk >= rq)
        rk = std::max(1, rq - 2);
    MaskSpec mask;
    mask.causal = true;
    mask.alignment = alignment;
    const BoolMatrix allowed = allowedMatrix(mask, rq, rk);
    QPixmap pixmap(side, side);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    const double cell = (side - 2.0) / std::max(rq, rk);
    const QPointF origin((side - cell * rk) / 2.0, (side - cell * rq) / 2.0);
    p.setPen(QPen(palette.color(QPalette::WindowText), 1.0));
    for (int i = 0; i < rq; ++i)
        for (int j = 0; j < rk; ++j) {
            const QRectF r(origin.x() + j * cell, origin.y() + i * cell, cell, cell);
            p.setBrush(allowed(i, j) ? palette.color(QPalette::Highlight)
                                     : palette.color(QPalette::Base));
            p.drawRect(r);
        }
    return QIcon(pixmap);
}

} // namespace

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
    // The causal diagonal's alignment when n_q ≠ n_k, both drawn, side by side.
    topLeft_ = new QToolButton(this);
    topLeft_->setObjectName(QStringLiteral("topLeftButton"));
    topLeft_->setAccessibleName(tr("Causal mask aligned top-left"));
    topLeft_->setToolTip(
        tr("<b>Aligned top-left</b> (PyTorch's is_causal): query i sees keys 0 to i. Right when "
           "queries and keys are the same tokens, as in self-attention over one sentence."));
    bottomRight_ = new QToolButton(this);
    bottomRight_->setObjectName(QStringLiteral("bottomRightButton"));
    bottomRight_->setAccessibleName(tr("Causal mask aligned bottom-right"));
    bottomRight_->setToolTip(
        tr("<b>Aligned bottom-right</b> (PyTorch's CausalVariant.LOWER_RIGHT): the n_q queries "
           "are the last n_q of the n_k tokens, so query i sees keys 0 to i + n_k \u2212 n_q. "
           "Right when decoding with a KV cache: new tokens against the cached ones. With "
           "n_q = n_k both alignments are the same mask."));
    for (QToolButton* b : {topLeft_, bottomRight_})
        b->setCheckable(true); // checked: the causal mask's alignment; neither without one
    window_ = new QCheckBox(tr("Sliding &window  w ="), this);
    window_->setToolTip(tr("Key j is hidden from query i when |i − j| > w."));
    windowSpin_ = new QSpinBox(this);
    windowSpin_->setRange(0, 2047);
    windowSpin_->setAccessibleName(tr("Window size w"));
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
    maskRow->addWidget(topLeft_);
    maskRow->addWidget(bottomRight_);
    maskRow->addSpacing(8);
    maskRow->addWidget(window_);
    maskRow->addWidget(windowSpin_);
    maskRow->addWidget(windowSlider_, 1);
    // the rest of a sparse pattern (dilation, global tokens, random blocks): built in its tab
    sparseNote_ = new QLabel(this);
    sparseNote_->setObjectName(QStringLiteral("sparseNote"));
    sparseNote_->setToolTip(tr("The rest of the sparse pattern: change it in the tab "
                               "\u201cSparse attention\u201d (Ctrl+Shift+5)."));
    maskRow->addWidget(sparseNote_);
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
    // Each kind's entries in the kind box and its own controls beside it (its description's):
    // all made now, those of the scenario's kind shown.
    for (const std::string& id : attentionKinds()) {
        const KindDescription& description = kindDescription(id);
        for (int c = 0; c < int(description.choices().size()); ++c)
            kindOptions_.push_back({id, c});
        if (KindControls* controls = description.createControls(this)) {
            controls->setVisible(false);
            connect(controls, &KindControls::edited, this,
                    [this](const KindValue& parameters, const QString& name) {
                        document_->undoStack()->push(
                            new SetKindParametersCommand(document_, parameters, name));
                    });
            kindControls_.push_back({id, controls});
        }
    }
    // Decoding with a KV cache: the prompt computed together, then one token per frame.
    decode_ = new QCheckBox(tr("Decode usi&ng a KV cache, prompt:"), this);
    decode_->setObjectName(QStringLiteral("decodeBox"));
    decode_->setToolTip(tr("Generate left to right as a language model does: the prompt's "
                           "tokens are computed together (the prefill), then one token per "
                           "frame, its query against the keys and values kept in the cache."));
    prompt_ = new QSpinBox(this);
    prompt_->setObjectName(QStringLiteral("promptBox"));
    prompt_->setRange(0, 1);
    prompt_->setSuffix(tr(" tokens"));
    prompt_->setToolTip(tr("How many tokens the prompt has; 0: the first frame is token 0 "
                           "alone."));
    prompt_->setAccessibleName(tr("Prompt length"));
    auto* kindRow = new QHBoxLayout;
    kindRow->addWidget(kind_);
    kindRow->addSpacing(16);
    kindRow->addWidget(decode_);
    kindRow->addWidget(prompt_);
    kindRow->addStretch(1);
    layout->addWidget(kindLabel, 2, 0);
    layout->addLayout(kindRow, 2, 1);
    // The kind's own parameters on a line of their own under the kind box (a block's size and
    // a button beside the box would widen the panel past a projector's width at large text);
    // the line takes no room for a kind without any.
    auto* controlsRow = new QHBoxLayout;
    for (const auto& [id, controls] : kindControls_)
        controlsRow->addWidget(controls);
    controlsRow->addStretch(1);
    layout->addLayout(controlsRow, 3, 1);
    layout->setColumnStretch(1, 1);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);

    connect(causal_, &QCheckBox::toggled, this, [this](bool on) {
        pushMask(on, window_->isChecked(), windowSpin_->value(),
                 on ? tr("Causal mask on") : tr("Causal mask off"), newMergeKey());
    });
    connect(topLeft_, &QToolButton::clicked, this,
            [this] { pushAlignment(CausalAlignment::TopLeft); });
    connect(bottomRight_, &QToolButton::clicked, this,
            [this] { pushAlignment(CausalAlignment::BottomRight); });
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
        const KindOption option = kindOptions_[static_cast<std::size_t>(index)];
        const Scenario& s = document_->scenario();
        const KindDescription& description = kindDescription(option.kind);
        if (option.kind == s.attentionKind && option.choice == description.choiceOf(s))
            return; // the same choice again: its parameters (a seed, m) stay
        const KindChoice choice = description.choices().at(std::size_t(option.choice));
        document_->undoStack()->push(
            new SetKindCommand(document_, option.kind, choice.parameters, kind_->itemText(index)));
    });
    connect(decode_, &QCheckBox::toggled, this, [this](bool on) {
        document_->undoStack()->push(new SetDecodeCommand(
            document_, on ? std::optional<DecodeSpec>(DecodeSpec{prompt_->value()}) : std::nullopt,
            newMergeKey()));
    });
    connect(prompt_, &QSpinBox::valueChanged, this, [this](int p) {
        if (!document_->scenario().decode || document_->scenario().decode->prompt == p)
            return;
        // the steps of one press-and-hold (or typing) fold into one undo step
        if (!promptKey_ || !prompt_->hasFocus())
            promptKey_ = newMergeKey();
        document_->undoStack()->push(new SetDecodeCommand(document_, DecodeSpec{p}, promptKey_));
    });
    connect(prompt_, &QSpinBox::editingFinished, this, [this] { promptKey_ = 0; });
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

void AttentionPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange)
        refresh(); // the alignment drawings follow the text size and the colours
}

void AttentionPanel::pushAlignment(CausalAlignment alignment)
{
    MaskSpec mask = document_->scenario().mask;
    if (mask.causal && mask.alignment == alignment) {
        refresh(); // a click on the checked one leaves it checked
        return;
    }
    mask.causal = true; // choosing an alignment switches the causal mask on
    mask.alignment = alignment;
    document_->undoStack()->push(new SetMaskCommand(document_, mask,
                                                    alignment == CausalAlignment::TopLeft
                                                        ? tr("Causal mask aligned top-left")
                                                        : tr("Causal mask aligned bottom-right"),
                                                    newMergeKey()));
}

KindControls* AttentionPanel::kindControls(const std::string& kind) const
{
    for (const auto& [id, controls] : kindControls_)
        if (id == kind)
            return controls;
    return nullptr;
}

void AttentionPanel::refresh()
{
    const Scenario& s = document_->scenario();
    const QSignalBlocker b1(causal_), b2(window_), b3(windowSlider_), b4(windowSpin_), b5(heads_),
        b6(scaling_), b7(kind_), b9(topLeft_), b10(bottomRight_), b11(decode_), b12(prompt_);
    // The kinds, named in the interface's language.
    kind_->clear();
    int current = -1;
    for (std::size_t i = 0; i < kindOptions_.size(); ++i) {
        const KindOption& o = kindOptions_[i];
        const KindDescription& description = kindDescription(o.kind);
        kind_->addItem(description.choices().at(std::size_t(o.choice)).name);
        if (o.kind == s.attentionKind && o.choice == description.choiceOf(s))
            current = static_cast<int>(i);
    }
    if (current < 0) { // a kind registered after the panel was made
        kind_->addItem(fromStd(s.attentionKind));
        current = kind_->count() - 1;
    }
    kind_->setCurrentIndex(current);
    // The kind's own controls (its parameters), from its description.
    for (const auto& [id, controls] : kindControls_) {
        if (id == s.attentionKind)
            controls->showScenario(s, document_->hasResult() &&
                                              document_->resolved().kind == s.attentionKind
                                          ? &document_->resolved()
                                          : nullptr);
        else
            controls->setVisible(false);
    }
    // What the kind allows (KindCapabilities): linear attention takes the causal mask only (a
    // window or painted pairs would break the factorisation); channel attention no mask, heads
    // or scaling; deformable attention M heads but no mask or scaling.
    const KindCapabilities can = kindCapabilities(s.attentionKind);
    const bool linear = can.masks == KindCapabilities::Masks::CausalOnly;
    for (QWidget* w : {static_cast<QWidget*>(window_), static_cast<QWidget*>(windowSpin_),
                       static_cast<QWidget*>(windowSlider_), static_cast<QWidget*>(paint_)})
        w->setEnabled(!linear);
    window_->setToolTip(linear ? tr("Linear attention takes the causal mask only.")
                               : tr("Key j is hidden from query i when |i − j| > w."));
    causal_->setChecked(s.mask.causal);
    window_->setChecked(s.mask.window.has_value());
    clearMask_->setEnabled(s.mask.allowed.has_value());
    QStringList sparse;
    if (s.mask.window && s.mask.dilation > 1)
        sparse << tr("r = %1").arg(s.mask.dilation);
    if (!s.mask.global.empty())
        sparse << tr("+ %n global", nullptr, static_cast<int>(s.mask.global.size()));
    if (s.mask.random)
        sparse << tr("+ random blocks");
    sparseNote_->setText(sparse.join(QLatin1Char(' ')));
    sparseNote_->setVisible(!sparse.isEmpty());

    int tokens = 8;
    int dk = 0, dv = 0;
    int nq = 3, nk = 5; // an illustration until there is a result
    if (document_->hasResult()) {
        const AttentionInput& in = document_->resolved().input;
        tokens = std::max(in.queryCount(), in.keyCount());
        dk = in.modelDim();
        dv = in.valueDim();
        nq = in.queryCount();
        nk = in.keyCount();
    }
    // The alignment buttons draw the mask of this n_q × n_k, as large as the text.
    const int side = fontMetrics().height();
    for (QToolButton* b : {topLeft_, bottomRight_}) {
        b->setIconSize(QSize(side, side));
        b->setIcon(
            alignmentIcon(b == topLeft_ ? CausalAlignment::TopLeft : CausalAlignment::BottomRight,
                          nq, nk, side, palette()));
        b->setEnabled(!linear || nq == nk);
    }
    topLeft_->setChecked(s.mask.causal && s.mask.alignment == CausalAlignment::TopLeft);
    bottomRight_->setChecked(s.mask.causal && s.mask.alignment == CausalAlignment::BottomRight);

    // Decoding: softmax self-attention only; it implies the causal mask (kept on).
    const bool canDecode = can.decoding && nq == nk;
    decode_->setEnabled(canDecode || s.decode.has_value());
    decode_->setChecked(s.decode.has_value());
    prompt_->setRange(0, std::max(1, nq));
    prompt_->setValue(s.decode ? s.decode->prompt : std::max(1, nq / 2));
    prompt_->setVisible(s.decode.has_value());             // like FAVOR+'s m: only when it applies
    prompt_->setMaximumHeight(kind_->sizeHint().height()); // the row no taller than the combo
    causal_->setEnabled(!s.decode);
    causal_->setToolTip(s.decode ? tr("Decoding is causal: each token sees the cache and itself.")
                                 : tr("Key j is hidden from query i when j > i, as in a language "
                                      "model that writes left to right: no looking ahead."));
    // (never below the scenario's own window: a range from another result must not clip it)
    const int widest = std::max({1, tokens - 1, s.mask.window.value_or(0)});
    windowSlider_->setRange(0, widest);
    windowSpin_->setRange(0, widest);
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
    // What the kind does not take is shown, but not offered.
    if (can.masks == KindCapabilities::Masks::None)
        for (QWidget* w :
             std::initializer_list<QWidget*>{causal_, topLeft_, bottomRight_, window_, windowSpin_,
                                             windowSlider_, paint_, clearMask_})
            w->setEnabled(false);
    // (set both ways: switching back from such a kind gives them back)
    heads_->setEnabled(can.heads);
    scaling_->setEnabled(can.scaling);
    // (a kind without heads has its input's own controls on this row: the long label would
    // widen it)
    decode_->setVisible(can.heads);
}

} // namespace attnlab

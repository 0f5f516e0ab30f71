#include "stageview.h"

#include "commands/paintmaskcommand.h"
#include "document.h"
#include "explanation.h"
#include "heatmapwidget.h"
#include "kinddescription.h"
#include "scenariocaption.h"
#include "scenariofile.h"
#include "stagefigure.h"

#include <QAbstractScrollArea>
#include <QAction>
#include <QActionGroup>
#include <QBoxLayout>
#include <QButtonGroup>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QRegularExpression>
#include <QResizeEvent>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSlider>
#include <QStyle>
#include <QTextDocument>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>

namespace attnlab {

namespace {

/// A formula whose parts never break inside: the spaces within a part ("s<sub>ij</sub> =
/// q<sub>i</sub> · k<sub>j</sub>") become no-break spaces; a line may break only between
/// the parts, at ", &nbsp;".
QString unbreakable(const QString& html)
{
    static const QString separator = QStringLiteral(", &nbsp; ");
    QStringList parts = html.split(separator);
    for (QString& part : parts) {
        QString out;
        bool inTag = false;
        for (const QChar c : std::as_const(part)) {
            if (c == QLatin1Char('<'))
                inTag = true;
            else if (c == QLatin1Char('>'))
                inTag = false;
            out += !inTag && c == QLatin1Char(' ') ? QChar(0x00a0) : c;
        }
        part = QStringLiteral("<span style=\"white-space:nowrap\">%1</span>").arg(out);
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace

StageView::StageView(Document* document, QWidget* parent) : QWidget(parent), document_(document)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(
        0, layout->contentsMargins().top(), 0,
        layout->contentsMargins().bottom()); // the window's own margins suffice

    caption_ = new ScenarioCaption(this);
    layout->addWidget(caption_);

    // The step buttons, in as many rows as the width needs (a kind with many stages, large
    // text): the bar takes the width it is given rather than asking for its buttons' sum.
    stageBar_ = new QWidget(this);
    stageBar_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    stageBarLayout_ = new QVBoxLayout(stageBar_);
    stageBarLayout_->setContentsMargins(0, 0, 0, 0);
    stageButtons_ = new QButtonGroup(this);
    stageButtons_->setExclusive(true);
    stageActions_ = new QActionGroup(this);
    layout->addWidget(stageBar_);

    // The frame axis (decoding steps): a slider, shown only for a trace with several frames.
    frameBar_ = new QWidget(this);
    auto* frames = new QHBoxLayout(frameBar_);
    frames->setContentsMargins(0, 0, 0, 0);
    frameSlider_ = new QSlider(Qt::Horizontal, frameBar_);
    frameSlider_->setObjectName(QStringLiteral("frameSlider"));
    frameSlider_->setPageStep(1);
    frameLabel_ = new QLabel(frameBar_);
    frameSlider_->setAccessibleName(tr("Frame"));
    previousFrame_ = new QAction(tr("Previous frame"), this);
    previousFrame_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_BracketLeft));
    nextFrame_ = new QAction(tr("Next frame"), this);
    nextFrame_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_BracketRight));
    playFrames_ = new QAction(tr("Play the frames"), this);
    playFrames_->setCheckable(true);
    playFrames_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Space));
    playTimer_ = new QTimer(this);
    playTimer_->setInterval(1000);
    const auto addButton = [this, frames](QAction* action, QStyle::StandardPixmap icon) {
        action->setIcon(style()->standardIcon(icon));
        action->setToolTip(QStringLiteral("%1 (%2)").arg(
            action->text(), action->shortcut().toString(QKeySequence::NativeText)));
        addAction(action); // the keys work wherever the focus is in the view
        auto* button = new QToolButton(frameBar_);
        button->setDefaultAction(action);
        frames->addWidget(button);
    };
    addButton(previousFrame_, QStyle::SP_MediaSeekBackward);
    addButton(playFrames_, QStyle::SP_MediaPlay);
    addButton(nextFrame_, QStyle::SP_MediaSeekForward);
    frames->addWidget(frameSlider_, 1);
    frames->addWidget(frameLabel_);
    connect(previousFrame_, &QAction::triggered, this,
            [this] { frameSlider_->setValue(frameSlider_->value() - 1); });
    connect(nextFrame_, &QAction::triggered, this,
            [this] { frameSlider_->setValue(frameSlider_->value() + 1); });
    connect(playFrames_, &QAction::toggled, this, [this](bool on) {
        if (on && frameSlider_->value() == frameSlider_->maximum())
            frameSlider_->setValue(0); // from the start again
        on ? playTimer_->start() : playTimer_->stop();
        playFrames_->setIcon(
            style()->standardIcon(on ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    });
    connect(playTimer_, &QTimer::timeout, this, [this] {
        if (frameSlider_->value() >= frameSlider_->maximum() || !frameBar_->isVisible()) {
            playFrames_->setChecked(false); // the last frame: stop there
            return;
        }
        frameSlider_->setValue(frameSlider_->value() + 1);
    });
    frameBar_->hide();
    layout->addWidget(frameBar_);
    connect(frameSlider_, &QSlider::valueChanged, this, &StageView::setFrame);

    // Below: the text of the step, then the map. In presenter mode on a wide screen the text
    // stands beside the map, which then gets the screen's whole height.
    body_ = new QBoxLayout(QBoxLayout::TopToBottom);
    layout->addLayout(body_, 1);
    textColumn_ = new QWidget(this);
    textColumn_->setObjectName(QStringLiteral("stepText"));
    auto* text = new QVBoxLayout(textColumn_);
    text->setContentsMargins(0, 0, 0, 0);
    textLayout_ = text;
    stepLabel_ = new QLabel(this);
    stepLabel_->setObjectName(QStringLiteral("stepPosition"));
    stepLabel_->hide();
    text->addWidget(stepLabel_);

    formula_ = new QLabel(this);
    formula_->setTextFormat(Qt::RichText);
    formula_->setObjectName(QStringLiteral("formula"));
    explanation_ = new QLabel(this);
    explanation_->setObjectName(QStringLiteral("explanation"));
    explanation_->setWordWrap(true);
    note_ = new QLabel(this);
    note_->setObjectName(QStringLiteral("note"));
    note_->setWordWrap(true);
    text->addWidget(formula_);
    // The explanation and the note scroll in a box of their own where the page has no room for
    // them above the map (fitTextColumn()): never cut, never under one another.
    textScroll_ = new QScrollArea(this);
    textScroll_->setObjectName(QStringLiteral("stepTextScroll"));
    textScroll_->setFrameShape(QFrame::NoFrame);
    textScroll_->setWidgetResizable(true);
    textScroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // (a tab stop: the keyboard scrolls a long explanation there)
    textScroll_->setAccessibleName(tr("Explanation of the step"));
    textScroll_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    auto* scrolled = new QWidget(textScroll_);
    scrolled->setAutoFillBackground(false);
    textScroll_->viewport()->setAutoFillBackground(false);
    auto* scrolledLayout = new QVBoxLayout(scrolled);
    scrolledLayout->setContentsMargins(0, 0, 0, 0);
    scrolledLayout->addWidget(explanation_);
    scrolledLayout->addWidget(note_);
    scrolledLayout->addStretch();
    textScroll_->setWidget(scrolled);
    textScroll_->installEventFilter(this); // (its width decides its height)
    text->addWidget(textScroll_);
    text->addStretch(); // (the map's column takes the height: this matters only beside it)
    body_->addWidget(textColumn_);

    auto* map = new QVBoxLayout;
    thumbnails_ = new QWidget(this);
    thumbnailLayout_ = new QGridLayout(thumbnails_);
    thumbnailLayout_->setContentsMargins(0, 0, 0, 0);
    map->addWidget(thumbnails_);

    // The map keeps its text at least at the chosen size: where it cannot fit, it scrolls.
    mapArea_ = new QScrollArea(this);
    mapArea_->setFrameShape(QFrame::NoFrame);
    mapArea_->setWidgetResizable(true);
    // (no tab stop of its own: the map inside takes the focus)
    mapArea_->setFocusPolicy(Qt::NoFocus);
    heatmap_ = new HeatmapWidget(mapArea_);
    heatmap_->setFocusPolicy(Qt::StrongFocus);
    heatmap_->setShrinkLimit(1.0);
    mapArea_->setWidget(heatmap_);
    map->addWidget(mapArea_, 1);
    body_->addLayout(map, 1);

    connect(stageButtons_, &QButtonGroup::idClicked, this, &StageView::setStageIndex);
    connect(heatmap_, &HeatmapWidget::cellClicked, this, [this](int row, int column) {
        rememberSelection(row, column);
        emit cellActivated(static_cast<Stage>(stage_), head_, row, column);
    });
    connect(heatmap_, &HeatmapWidget::cellHovered, this, [this](int row, int column) {
        if (!paintMode_)
            emit cellActivated(static_cast<Stage>(stage_), head_, row, column);
    });
    connect(heatmap_, &HeatmapWidget::hoverLeft, this, [this] {
        if (selectedRow_ >= 0)
            emit cellActivated(static_cast<Stage>(stage_), head_, selectedRow_, selectedColumn_);
        else
            emit cellDeactivated();
    });
    connect(heatmap_, &HeatmapWidget::paintStrokeStarted, this, [this] {
        ++stroke_;
        paintValue_ = false; // decided by the first cell of the stroke
    });
    connect(heatmap_, &HeatmapWidget::cellPainted, this, &StageView::paintCell);
    connect(document_, &Document::resultChanged, this, &StageView::refresh);
    connect(document_, &Document::scenarioChanged, this,
            [this] { caption_->setText(CaptionText::of(document_->scenario())); });
    caption_->setText(CaptionText::of(document_->scenario()));
    followKind();
    refresh();
}

const KindDescription& StageView::description() const
{
    return kindDescription(kind_);
}

QList<QAction*> StageView::stageActions() const
{
    return stageActions_->actions();
}

bool StageView::isPairStage(int stage) const
{
    return description().spec(stage).shape == StageShape::QueryKey;
}

void StageView::followKind()
{
    const std::string kind =
        document_->hasResult() ? document_->resolved().kind : document_->scenario().attentionKind;
    if (kind == kind_ && !stageButtons_->buttons().isEmpty())
        return;
    kind_ = kind;
    for (QAbstractButton* b : stageButtons_->buttons())
        delete b;
    for (QAction* a : stageActions_->actions())
        delete a;
    const KindDescription& d = description();
    for (int i = 0; i < d.stageCount(); ++i) {
        auto* button = new QToolButton(stageBar_);
        button->setText(d.stageName(i));
        button->setCheckable(true);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setAutoRaise(false);
        stageButtons_->addButton(button, i);

        auto* action = new QAction(d.stageName(i), stageActions_);
        action->setCheckable(true);
        if (i < 9)
            action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
        connect(action, &QAction::triggered, this, [this, i] { setStageIndex(i); });
    }
    buttonRows_.clear();
    arrangeStageButtons();
    stage_ = d.kind().defaultStage();
    frame_ = 0;
    selectedRow_ = selectedColumn_ = selectedKey_ = selectedOutputColumn_ = -1;
    zoomStage_ = -1;
    emit stagesChanged();
}

HeatmapWidget* StageView::headThumbnail(int t) const
{
    return t >= 0 && t < thumbnailWidgets_.size() ? thumbnailWidgets_[t] : nullptr;
}

void StageView::setColormap(const QString& colormap)
{
    view_.colormap = colormap;
    refresh();
}

void StageView::setDecimals(int decimals)
{
    view_.decimals = decimals;
    refresh();
}

void StageView::setAnnotate(bool annotate)
{
    view_.annotate = annotate;
    refresh();
}

void StageView::setFontScale(double scale)
{
    fontScale_ = scale;
    refresh();
}

void StageView::setViewSettings(const ViewSettings& settings)
{
    if (settings == view_)
        return;
    view_ = settings;
    refresh();
}

void StageView::setPaintMode(bool on)
{
    paintMode_ = on;
    // While painting, the text above the map keeps at least the height it had when painting
    // began: the formula and note of the stage change with the first masked cell, and a column
    // that shrank would move the cells under the pointer. (Presenter mode fits the column
    // itself.)
    if (!presenting_)
        textColumn_->setMinimumHeight(on ? textColumn_->height() : 0);
    heatmap_->setPaintMode(on);
    heatmap_->setToolTip(on ? tr("Click or drag to hide pairs; on a hidden pair, to show them "
                                 "again.")
                            : QString());
    // The mask is painted on a stage that shows it: the first one (softmax: the masked scores).
    const KindDescription& d = description();
    int maskStage = -1;
    for (int i = 0; i < d.stageCount() && maskStage < 0; ++i)
        if (d.spec(i).maskable)
            maskStage = i;
    if (on && maskStage >= 0 && !d.spec(stage_).maskable)
        setStageIndex(maskStage);
    else
        refresh();
}

void StageView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        refresh(); // the formula is drawn larger than the text
        arrangeStageButtons();
    }
}

void StageView::setPresenting(bool on)
{
    presenting_ = on;
    stageBar_->setVisible(!on);
    stepLabel_->setVisible(on);
    caption_->setExpanded(on);
    // The whole map on the screen: its text may shrink (to 0.75 x the font) rather than the
    // map scroll. Out of presenter mode the text keeps the chosen size and the map scrolls.
    heatmap_->setShrinkLimit(on ? 0.0 : 1.0);
    formula_->setWordWrap(on); // (in presenter mode between its parts only)
    mapArea_->setVerticalScrollBarPolicy(on ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAsNeeded);
    mapArea_->setHorizontalScrollBarPolicy(on ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAsNeeded);
    if (!on) {
        applyTextReduction(0);
        textColumn_->setMinimumSize(0, 0);
        textColumn_->setMaximumSize(QWIDGETSIZE_MAX, QWIDGETSIZE_MAX);
    }
    arrangeBody();
    refresh();
    fitLater();
}

void StageView::setSideWidget(QWidget* widget)
{
    if (sideWidget_ == widget)
        return;
    if (sideWidget_)
        textLayout_->removeWidget(sideWidget_);
    sideWidget_ = widget;
    if (widget)
        textLayout_->insertWidget(1, widget); // under the step's position
    fitLater();
}

void StageView::setStepCounterShown(bool shown)
{
    stepCounter_ = shown;
    stepLabel_->setText(stepText(stage_));
}

void StageView::fitLater()
{
    if (!presenting_ || fitPending_)
        return;
    fitPending_ = true;
    QTimer::singleShot(0, this, [this] {
        fitPending_ = false;
        fitPresenter();
    });
}

int StageView::roomHeight() const
{
    // The page around the view scrolls where it must: its viewport is the room, less what
    // stands above the view on the page.
    for (QWidget* p = parentWidget(); p; p = p->parentWidget()) {
        if (auto* area = qobject_cast<QAbstractScrollArea*>(p)) {
            const int top = mapTo(area->viewport(), QPoint(0, 0)).y();
            return area->viewport()->height() - top;
        }
    }
    return height();
}

namespace {

/// The font scale of the text column at a level of reduction (fitPresenter()).
double columnScale(int level)
{
    return level >= 5 ? std::max(0.55, 1.0 - 0.1 * (level - 4)) : 1.0;
}

} // namespace

void StageView::applyTextReduction(int level)
{
    // 1: the explanation smaller; 2: without it; 3: without the note either; 4: the formula at
    // 1.15 x the text; 5 and more: the whole column's text a tenth smaller at each level.
    QFont base = font();
    base.setPointSizeF(base.pointSizeF() * columnScale(level));
    QFont small = base;
    small.setPointSizeF(base.pointSizeF() * 0.8);
    explanation_->setFont(level >= 1 ? small : base);
    explanation_->setVisible(!paintMode_ && level < 2 && !explanation_->text().isEmpty());
    note_->setVisible(level < 3 && !note_->text().isEmpty());
    QFont big = base;
    big.setPointSizeF(base.pointSizeF() * (level >= 4 ? 1.15 : 1.6));
    formula_->setFont(big);
    stepLabel_->setFont(base);
    if (sideWidget_)
        sideWidget_->setFont(base);
    textReduction_ = level;
}

int StageView::textHeightAt(int width, int level)
{
    // Measured from the text as it is now (at the level applied), scaled: text lays out in
    // proportion to its size, so a font s times larger needs, at width w, s times the height
    // it needs now at w / s. (Trying each level on the labels would change their fonts back and
    // forth, and each change lays the window out again.)
    const int current = textReduction_;
    const auto fontScale = [](int l, int item) {
        const double column = columnScale(l);
        switch (item) {
        case 2: // the formula
            return column * (l >= 4 ? 1.15 : 1.6);
        case 3: // the explanation
            return column * (l >= 1 ? 0.8 : 1.0);
        default:
            return column;
        }
    };
    const QList<QWidget*> items = {stepLabel_, sideWidget_, formula_, explanation_, note_};
    int total = 0, shown = 0;
    for (int item = 0; item < items.size(); ++item) {
        QWidget* w = items[item];
        if (!w)
            continue;
        bool visible = !w->isHidden();
        if (item == 3) // (hidden by a level, or by painting)
            visible = !paintMode_ && level < 2 && !explanation_->text().isEmpty();
        if (item == 4)
            visible = level < 3 && !note_->text().isEmpty();
        if (!visible)
            continue;
        const double ratio = fontScale(level, item) / fontScale(current, item);
        const int at = std::max(1, int(width / ratio));
        int height = w->hasHeightForWidth() ? w->heightForWidth(at) : w->sizeHint().height();
        if (height < 0)
            height = w->sizeHint().height();
        total += int(std::ceil(height * ratio * 1.03)) + 1;
        ++shown;
        if (item == 2) {
            // A formula never breaks inside a part: one wider than the column does not fit.
            QTextDocument formula;
            formula.setDefaultFont(formula_->font());
            formula.setHtml(formula_->text());
            formula.setTextWidth(1); // every line as narrow as it can be: its widest part
            if ((formula.idealWidth() + 2 * formula.documentMargin()) * ratio > width)
                return QWIDGETSIZE_MAX;
        }
    }
    return total + std::max(0, shown - 1) * std::max(0, textLayout_->spacing());
}

void StageView::fitPresenter()
{
    if (!presenting_ || !isVisible())
        return;
    for (QLabel* label : {formula_, explanation_, note_})
        label->setMinimumHeight(0); // (measured below from the text alone)
    const int spacing = std::max(0, body_->spacing());
    // The room of the body: the view's, less what stands above the body.
    int above = 0;
    for (QWidget* w : {static_cast<QWidget*>(caption_), stageBar_, frameBar_})
        if (w->isVisible())
            above +=
                (w->hasHeightForWidth() ? w->heightForWidth(width()) : w->sizeHint().height()) +
                std::max(0, layout()->spacing());
    const QMargins m = layout()->contentsMargins();
    const int room = std::max(100, roomHeight() - above - m.top() - m.bottom());
    const int roomWidth = std::max(100, width() - m.left() - m.right());
    // (the heads' small maps stand above the large one, in its column)
    const int thumbs = thumbnails_->isVisible() ? thumbnails_->sizeHint().height() + spacing : 0;
    // The map's proportions (its design: cells, labels, colour bar).
    // (with its colour bar: the map keeps its place when the answer shows the colours)
    HeatmapRenderer shape = heatmap_->renderer();
    HeatmapStyle withBar = shape.style();
    withBar.showColorbar = true;
    shape.setStyle(withBar);
    const QSizeF design = shape.designSize(heatmap_->font(), heatmap_, 1.0);
    const double aspect =
        design.height() > 0 ? std::clamp(design.width() / design.height(), 0.3, 4.0) : 1.0;
    const int maxLevel = 9;
    // Beside: the text in the width the map leaves at the room's height (between 30 and 45 %
    // of the width), reduced until it fits the room's height.
    const bool wide = window()->width() > window()->height() * 5 / 4;
    int besideWidth = std::clamp(roomWidth - int(room * aspect) - spacing, roomWidth * 3 / 10,
                                 roomWidth * 9 / 20);
    const int slack = 8; // (the measure is close, not exact)
    int besideLevel = 0;
    while (besideLevel < maxLevel && textHeightAt(besideWidth, besideLevel) > room - slack)
        ++besideLevel;
    const bool besideFits = textHeightAt(besideWidth, besideLevel) <= room - slack;
    const double besideCell =
        std::min(double(roomWidth - besideWidth - spacing) / aspect, double(room - thumbs));
    // Above the map: the whole width, the map under it (at most two fifths of the height).
    int underLevel = 0;
    while (underLevel < maxLevel && textHeightAt(roomWidth, underLevel) > room * 2 / 5)
        ++underLevel;
    const int underText = textHeightAt(roomWidth, underLevel);
    const bool underFits = underText <= room * 2 / 5;
    const double underCell =
        std::min(double(roomWidth) / aspect, double(room - underText - spacing - thumbs));
    // On a landscape screen beside, unless the map is clearly larger under the text (a wide
    // map) and the text fits there; on a square one above.
    // (Where it stands now it stays unless the other way is much better: the answer, which
    // changes the text, does not move the map.)
    const double bias = textBesideMap() ? 0.7 : 1.2;
    const bool beside =
        wide && (!underFits || (besideFits && besideCell >= underCell * bias) || !besideFits);
    body_->setDirection(beside ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    body_->setStretch(0, 0);
    body_->setStretch(1, 1);
    formula_->setWordWrap(true); // (between the parts only)
    const int level = beside ? besideLevel : underLevel;
    const int textHeight = textHeightAt(beside ? besideWidth : roomWidth, level);
    if (level != textReduction_)
        applyTextReduction(level);
    if (beside) {
        textColumn_->setFixedWidth(besideWidth);
        textColumn_->setMinimumHeight(std::min(textHeight, room - slack));
        textColumn_->setMaximumHeight(QWIDGETSIZE_MAX);
    } else {
        textColumn_->setMinimumWidth(0);
        textColumn_->setMaximumWidth(QWIDGETSIZE_MAX);
        textColumn_->setFixedHeight(std::min(textHeight, room * 2 / 3));
    }
    // The labels keep the height their text needs (the page lays out without height for width).
    fitTextColumn();
}

bool StageView::textBesideMap() const
{
    return body_->direction() == QBoxLayout::LeftToRight;
}

void StageView::arrangeBody()
{
    // Out of presenter mode the text stands above the map; in presenter mode fitPresenter()
    // puts it beside the map or above it, from the screen's shape and the map's.
    if (presenting_) {
        fitLater();
        return;
    }
    body_->setDirection(QBoxLayout::TopToBottom);
    body_->setStretch(0, 0);
    body_->setStretch(1, 1);
    formula_->setWordWrap(false);
}

void StageView::arrangeStageButtons()
{
    // Which row each button goes to: as many as fit in the width, in order.
    const int available = std::max(1, width()); // the bar spans the view (no side margins)
    // The rows' own spacing (a layout's default: the style's, or 6 where it has none).
    int spacing = style()->pixelMetric(QStyle::PM_LayoutHorizontalSpacing, nullptr, this);
    if (spacing < 0)
        spacing = 6;
    QList<int> rows;
    int row = 0, used = 0;
    for (int i = 0; i < stageButtons_->buttons().size(); ++i) {
        const int w = stageButtons_->button(i)->sizeHint().width();
        if (used > 0 && used + spacing + w > available) {
            ++row;
            used = 0;
        }
        used += (used > 0 ? spacing : 0) + w;
        rows << row;
    }
    if (rows == buttonRows_)
        return;
    buttonRows_ = rows;
    while (QLayoutItem* item = stageBarLayout_->takeAt(0))
        delete item; // a row (its buttons stay, owned by the bar)
    QHBoxLayout* line = nullptr;
    for (int i = 0; i < rows.size(); ++i) {
        if (!line || (i > 0 && rows[i] != rows[i - 1])) {
            if (line)
                line->addStretch();
            line = new QHBoxLayout;
            stageBarLayout_->addLayout(line);
        }
        line->addWidget(stageButtons_->button(i));
    }
    if (line)
        line->addStretch();
}

void StageView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    arrangeStageButtons();
    if (presenting_) {
        arrangeBody();
        fitLater();
    }
    QTimer::singleShot(0, this, &StageView::fitTextColumn);
}

bool StageView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == textScroll_ && event->type() == QEvent::Resize &&
        static_cast<QResizeEvent*>(event)->oldSize().width() != textScroll_->width())
        QTimer::singleShot(0, this, &StageView::fitTextColumn);
    return QWidget::eventFilter(watched, event);
}

void StageView::fitTextColumn()
{
    // Each label asks the height its text needs at the column's width (the page around the view
    // lays out without height-for-width), so that no line is cut or drawn under another. A note
    // that keeps its place unseen keeps its height. The explanation and the note stand in a box
    // that shows them whole, unless the page lacks room for them above the map: then the box
    // takes what the page has left (at least two lines, and two thirds of the view's room, the
    // rest for the map) and scrolls. In presenter mode the column has the height its text needs
    // at the level of reduction chosen (fitPresenter()), and the box shows it whole.
    for (QLabel* label : {formula_, explanation_, note_}) {
        const bool placed =
            label->isVisibleTo(this) ||
            (label->sizePolicy().retainSizeWhenHidden() && !label->text().isEmpty());
        int height = 0;
        if (placed)
            height = label->wordWrap() ? label->heightForWidth(label->width())
                                       : label->sizeHint().height();
        if (presenting_)
            height = 0; // (measured by fitPresenter() from the text alone)
        if (label->minimumHeight() != std::max(height, 0))
            label->setMinimumHeight(std::max(height, 0));
    }
    QWidget* scrolled = textScroll_->widget();
    const int width = textScroll_->viewport()->width();
    const int needs = scrolled->hasHeightForWidth() ? scrolled->heightForWidth(width)
                                                    : scrolled->sizeHint().height();
    int height = needs;
    if (!presenting_) {
        const int line = explanation_->fontMetrics().lineSpacing();
        const int room = roomHeight();
        // what the view needs besides the box and the map (the map's area can shrink: it
        // scrolls)
        const int others = std::max(0, minimumSizeHint().height() - textScroll_->minimumHeight() -
                                           mapArea_->minimumSizeHint().height());
        const int left = std::min(room - others - room / 3, room * 2 / 3);
        height = std::clamp(left, std::min(needs, 2 * line), needs);
        if (height < needs)
            height = std::max(2, height / line) * line; // whole lines of the explanation
    }
    if (textScroll_->minimumHeight() != height || textScroll_->maximumHeight() != height)
        textScroll_->setFixedHeight(height);
}

QString StageView::stepText(int stage, bool counted) const
{
    // "4 Softmax" without its mnemonic and number: "Softmax"; "Heads && W_O": "Heads & W_O".
    static const QRegularExpression number(QStringLiteral("^\\s*\\d+\\s*"));
    const KindDescription& d = description();
    QString name = d.stageName(stage);
    name.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    name.remove(QLatin1Char('&')).replace(QStringLiteral("\x01"), QStringLiteral("&"));
    name.remove(number);
    if (!stepCounter_ && !counted)
        return name;
    return tr("Step %1 of %2 \u00b7 %3").arg(stage + 1).arg(d.stageCount()).arg(name);
}

void StageView::setStageIndex(int stage)
{
    if (stage == stage_ || stage < 0 || stage >= description().stageCount())
        return;
    stage_ = stage;
    // The same query stays selected; the column is the same key in the query × key stages and
    // the last column chosen in the others (the first one until one is chosen).
    if (selectedRow_ >= 0) {
        const int column = isPairStage(stage_) ? selectedKey_ : selectedOutputColumn_;
        selectedColumn_ = column >= 0 ? column : 0;
    }
    refresh();
    emit stageChanged(static_cast<Stage>(stage_));
}

void StageView::setFrame(int frame)
{
    if (frame == frame_)
        return;
    frame_ = frame;
    refresh();
    emit frameChanged(frame_);
}

void StageView::rememberSelection(int row, int column)
{
    selectedRow_ = row;
    selectedColumn_ = column;
    (isPairStage(stage_) ? selectedKey_ : selectedOutputColumn_) = column;
}

void StageView::selectCell(int row, int column)
{
    rememberSelection(row, column);
    heatmap_->setSelection(row, column);
    emit cellActivated(static_cast<Stage>(stage_), head_, row, column);
}

void StageView::clearSelection()
{
    if (selectedRow_ < 0)
        return;
    selectedRow_ = selectedColumn_ = selectedKey_ = selectedOutputColumn_ = -1;
    refresh();
}

void StageView::setHead(int head)
{
    if (head == head_)
        return;
    head_ = head;
    refresh();
}

void StageView::next()
{
    const int count = description().stageCount();
    setStageIndex((stage_ + 1) % count);
}

void StageView::previous()
{
    const int count = description().stageCount();
    setStageIndex((stage_ + count - 1) % count);
}

void StageView::first()
{
    setStageIndex(0);
}

void StageView::last()
{
    setStageIndex(description().stageCount() - 1);
}

HeatmapStyle StageView::heatmapStyle(int stage) const
{
    const KindDescription& d = description();
    HeatmapStyle style = d.style(stage, view_.colormap, view_.decimals, view_.annotate);
    style.fontScale = fontScale_;
    style.reserveMaskLegend = true; // painting the first masked cell must not move the cells
    if (document_->hasResult())
        style.columnGroupSize = d.columnGroupSize(stage, document_->resolved());
    if (presenting_) // the projector look: high contrast, lines that survive a projector
        style.lineScale = 2.5;
    else
        view_.applyTheme(style);
    if (concealed_) { // nothing that tells a value: plain cells, no numbers, no colour scale
        style.colormap = QStringLiteral("greys");
        style.symmetric = false;
        style.minimum = 0.0;
        style.maximum = 1.0;
        style.annotate = false;
        style.showColorbar = false;
    }
    return style;
}

HeatmapData StageView::heatmapData(int stage, int head) const
{
    if (!document_->hasResult())
        return HeatmapData();
    HeatmapData data = description().heatmapData(stage, document_->resolved(),
                                                 document_->kindTrace(), head, frame_);
    if (concealed_) {
        // The shape and the labels stay; every value (and what the mask hides) is withheld.
        // (a light grey, so that the lines between the cells show)
        data.values = Matrix::Constant(data.values.rows(), data.values.cols(), 0.12);
        for (const QPoint& p : marked_)
            if (p.y() < data.values.rows() && p.x() < data.values.cols())
                data.values(p.y(), p.x()) = 0.6;
        data.hidden.reset();
    }
    return data;
}

void StageView::setConcealed(bool on, const QList<QPoint>& marked)
{
    if (on == concealed_ && marked == marked_)
        return;
    if (on && !concealed_) // a cell chosen before would hint at the answer
        selectedRow_ = selectedColumn_ = selectedKey_ = selectedOutputColumn_ = -1;
    const bool changed = on != concealed_;
    concealed_ = on;
    marked_ = on ? marked : QList<QPoint>();
    refresh();
    if (changed)
        emit concealedChanged(on);
}

void StageView::rebuildThumbnails()
{
    const int heads = document_->hasResult() ? document_->kindTrace().headCount() : 0;
    const bool show = heads > 1 && description().spec(stage_).perHead;
    thumbnails_->setVisible(show);
    if (!show)
        return;
    while (thumbnailWidgets_.size() > heads)
        delete thumbnailWidgets_.takeLast();
    while (thumbnailWidgets_.size() < heads) {
        auto* w = new HeatmapWidget(thumbnails_);
        const int t = static_cast<int>(thumbnailWidgets_.size());
        w->setMinimumSize(90, 90);
        w->setMaximumHeight(170);
        w->setToolTip(tr("Head %1: click to show it large").arg(t));
        connect(w, &HeatmapWidget::cellClicked, this, [this, t] { setHead(t); });
        thumbnailWidgets_.append(w);
    }
    const int columns = std::min(heads, 8);
    for (int t = 0; t < heads; ++t) {
        HeatmapWidget* w = thumbnailWidgets_[t];
        thumbnailLayout_->addWidget(w, t / columns, t % columns);
        w->show();
        HeatmapData data = heatmapData(stage_, t);
        data.title = tr("head %1").arg(t);
        HeatmapStyle style = heatmapStyle(stage_);
        style.annotate = false;
        style.showColorbar = false;
        style.showLabels = false;
        style.showTitle = true;
        style.growTextWithSize = false;
        style.selectedRow = style.selectedColumn = -1;
        if (t == head_) {
            // the head shown large is outlined
            style.selectedRow = -1;
        }
        w->setData(data);
        w->setStyle(style);
        w->setAutoFillBackground(true);
        QPalette p = w->palette();
        p.setColor(QPalette::Window, t == head_ ? palette().color(QPalette::Highlight)
                                                : palette().color(QPalette::Window));
        w->setPalette(p);
        w->setContentsMargins(3, 3, 3, 3);
    }
}

void StageView::refresh()
{
    followKind();
    for (QAbstractButton* b : stageButtons_->buttons())
        b->setChecked(stageButtons_->id(b) == stage_);
    const QList<QAction*> actions = stageActions_->actions();
    for (qsizetype i = 0; i < actions.size(); ++i)
        actions.at(i)->setChecked(i == stage_);
    stepLabel_->setText(stepText(stage_));
    if (!document_->hasResult()) {
        formula_->setText(QString());
        explanation_->setText(QString());
        note_->setText(tr("<b>Cannot compute:</b> %1").arg(document_->errorText().toHtmlEscaped()));
        heatmap_->setData(HeatmapData());
        thumbnails_->hide();
        frameBar_->hide();
        return;
    }
    const ResolvedScenario& r = document_->resolved();
    const KindTrace& t = document_->kindTrace();
    const KindDescription& d = description();
    head_ = std::clamp(head_, 0, std::max(0, t.headCount() - 1));
    frame_ = std::clamp(frame_, 0, t.frameCount() - 1);
    frameBar_->setVisible(t.frameCount() > 1);
    for (QAction* a : {previousFrame_, nextFrame_, playFrames_})
        a->setEnabled(t.frameCount() > 1);
    previousFrame_->setEnabled(t.frameCount() > 1 && frame_ > 0);
    nextFrame_->setEnabled(t.frameCount() > 1 && frame_ < t.frameCount() - 1);
    {
        const QSignalBlocker blocker(frameSlider_);
        frameSlider_->setRange(0, t.frameCount() - 1);
        frameSlider_->setValue(frame_);
    }
    frameLabel_->setText(d.frameName(frame_, r, t));
    // the frame buttons as large as the text (a projector, text × 2)
    for (QToolButton* b : frameBar_->findChildren<QToolButton*>())
        b->setIconSize(QSize(fontMetrics().height(), fontMetrics().height()));

    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    if (!presenting_)
        formula_->setFont(big);
    formula_->setText(unbreakable(d.formulaHtml(stage_, r, t, head_)));
    explanation_->setText(d.explanation(stage_, r));
    // While painting, the paint hint (in the note) stands in for it: the explanation of the
    // masked stage changes with the first masked cell, and would move the cells.
    explanation_->setVisible(!paintMode_ && (!presenting_ || textReduction_ < 2));

    // (A concealed map says nothing of its values, in its note either: in the window the note
    // keeps its place unseen, so that the answer moves nothing.)
    const QString truthNote = d.note(stage_, r, t, head_, frame_);
    QString note = concealed_ ? QString() : truthNote;
    const bool keepNotePlace = concealed_ && !presenting_ && !paintMode_ && !truthNote.isEmpty();
    if (paintMode_) {
        // One steady text while painting: a note that grows would move the cells under the
        // pointer.
        note = tr("<b>Painting the mask:</b> click a cell to hide that pair (or show it again); "
                  "drag across cells to paint several — the first cell of a stroke decides "
                  "whether the stroke hides or shows. Undo removes a whole stroke. Switch "
                  "“Paint mask” off to inspect cells again.");
    }
    QSizePolicy notePolicy = note_->sizePolicy();
    notePolicy.setRetainSizeWhenHidden(keepNotePlace);
    note_->setSizePolicy(notePolicy);
    note_->setText(keepNotePlace ? truthNote : note);
    note_->setVisible(!keepNotePlace && !note.isEmpty() && (!presenting_ || textReduction_ < 3));
    QTimer::singleShot(0, this, &StageView::fitTextColumn);
    fitLater();

    HeatmapData data = heatmapData(stage_, head_);
    // A selection kept from another stage may not exist here (fewer output columns).
    if (selectedRow_ >= data.values.rows())
        selectedRow_ = selectedColumn_ = -1;
    else if (selectedRow_ >= 0 && selectedColumn_ >= data.values.cols())
        selectedColumn_ = int(data.values.cols()) - 1;
    HeatmapStyle style = heatmapStyle(stage_);
    style.selectedRow = selectedRow_;
    style.selectedColumn = selectedColumn_;
    const HeatmapStyle current = heatmap_->style();
    // An edit keeps the zoom of the stage shown; another stage (another shape) shows all.
    const Matrix& shown = heatmap_->data().values;
    if (zoomStage_ == stage_ && shown.rows() == data.values.rows() &&
        shown.cols() == data.values.cols()) {
        style.firstRow = current.firstRow;
        style.firstColumn = current.firstColumn;
        style.visibleRows = current.visibleRows;
        style.visibleColumns = current.visibleColumns;
    }
    zoomStage_ = stage_;
    // In the window a concealed map keeps the room its numbers and colour bar will take (the
    // map scrolls rather than shrink its text there): the answer moves nothing.
    QSize reserved(0, 0);
    if (concealed_ && !presenting_) {
        concealed_ = false;
        HeatmapStyle truthStyle = heatmapStyle(stage_);
        truthStyle.annotate = true;
        reserved = heatmap_->minimumSizeHintFor(heatmapData(stage_, head_), truthStyle);
        concealed_ = true;
    }
    if (heatmap_->minimumSize() != reserved)
        heatmap_->setMinimumSize(reserved);
    heatmap_->setData(std::move(data));
    heatmap_->setStyle(style);
    rebuildThumbnails();

    // The inspector follows the new numbers of the selected cell (or forgets a cell that is gone).
    const Matrix& values = heatmap_->data().values;
    if (selectedRow_ >= 0 && selectedRow_ < values.rows() && selectedColumn_ >= 0 &&
        selectedColumn_ < values.cols()) {
        emit cellActivated(static_cast<Stage>(stage_), head_, selectedRow_, selectedColumn_);
    } else {
        selectedRow_ = selectedColumn_ = -1;
        emit cellDeactivated();
    }
}

void StageView::paintCell(int row, int column)
{
    if (!document_->hasResult())
        return;
    const ResolvedScenario& r = document_->resolved();
    if (!isPairStage(stage_))
        return; // the mask is about (query, key) pairs
    const int nq = r.input.queryCount();
    const int nk = r.input.keyCount();
    const Scenario& s = document_->scenario();
    const bool currentlyAllowed =
        !s.mask.allowed || s.mask.allowed->rows() != nq || (*s.mask.allowed)(row, column);
    if (!paintValue_) {
        // The first cell of a stroke decides: hide if it was allowed, allow if it was hidden.
        paintValue_ = true;
        paintAllowed_ = !currentlyAllowed;
    }
    document_->undoStack()->push(
        new PaintMaskCommand(document_, nq, nk, row, column, paintAllowed_, stroke_));
}

} // namespace attnlab

#include "imagelab.h"

#include "attentionkind.h"
#include "commands/setimagecommand.h"
#include "datadirs.h"
#include "document.h"
#include "exportdialog.h"
#include "figureexport.h"
#include "imagefile.h"
#include "kinds.h"
#include "labfit.h"
#include "labpages.h"
#include "scenariofile.h"
#include "translations.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMainWindow>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <numeric>

namespace attnlab {

namespace {

constexpr int minStride = 4;
constexpr int maxStride = 64;

QString count(long long n)
{
    return QLocale().toString(n);
}

QString percent(double value)
{
    return QLocale().toString(100.0 * value, 'f', 1) + QStringLiteral(" %");
}

QString sizeText(int width, int height)
{
    return QStringLiteral("%1 × %2").arg(width).arg(height);
}

QString patchName(int patch, int columns)
{
    return QStringLiteral("(%1, %2)").arg(patch / columns).arg(patch % columns);
}

/// The five patches with the largest values, with their share: "(5, 3) 18.4 %, (4, 3) 10.2 %".
QString strongestPatches(const std::vector<double>& v, int columns)
{
    std::vector<int> order(v.size());
    std::iota(order.begin(), order.end(), 0);
    const int top = std::min<int>(5, int(order.size()));
    std::partial_sort(order.begin(), order.begin() + top, order.end(),
                      [&](int a, int b) { return v[std::size_t(a)] > v[std::size_t(b)]; });
    QStringList strongest;
    for (int i = 0; i < top; ++i)
        strongest << QStringLiteral("%1 %2").arg(patchName(order[std::size_t(i)], columns),
                                                 percent(v[std::size_t(order[std::size_t(i)])]));
    return strongest.join(QStringLiteral(", "));
}

/// The prompt a new "the patches ask a prompt" starts from, in the interface language, with
/// words the built-in lexicon knows in that language (its colour dimensions light the picture).
struct DefaultPrompt
{
    std::string words, language;
};

DefaultPrompt defaultPrompt()
{
    const QString language = interfaceLanguage();
    if (language.startsWith(QLatin1String("fr")))
        return {"une balle rouge sur l'herbe verte", "fr"};
    if (language.startsWith(QLatin1String("pt")))
        return {"uma bola vermelha na grama verde", "pt"};
    return {"a red ball on green grass", "en"};
}

} // namespace

ImageLab::ImageLab(Document* document, QWidget* parent) : QWidget(parent), document_(document)
{
    setObjectName(QStringLiteral("ImageLab"));
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    // The need page when the open scenario does not fit, then the lab: the controls beside the
    // maps, the whole page scrolling when the text is large.
    pages_ = new LabPages(this);
    outer->addWidget(pages_);
    emptyText_ = pages_->needLabel();
    openPicture_ = pages_->addNeedButton();
    openExample_ = pages_->addNeedButton();
    connect(openPicture_, &QPushButton::clicked, this, &ImageLab::openPictureRequested);
    connect(openExample_, &QPushButton::clicked, this, [this] {
        emit openExampleRequested(examplesDir() + QStringLiteral("/image-patches.json"));
    });
    QWidget* page = pages_->labPage();
    auto* pageLayout = new QVBoxLayout(page);
    intro_ = new QLabel(page);
    intro_->setWordWrap(true);
    pageLayout->addWidget(intro_);
    // the controls beside the picture, or under it when the text is large (resizeEvent)
    columns_ = new QBoxLayout(QBoxLayout::LeftToRight);
    pageLayout->addLayout(columns_, 1);
    controls_ = new QWidget(page);
    auto* controls = new QVBoxLayout(controls_);
    controls->setContentsMargins(0, 0, 0, 0);
    columns_->addWidget(controls_, 0);

    pictureGroup_ = new QGroupBox(page);
    auto* pictureForm = new QFormLayout(pictureGroup_);
    pictureName_ = new QLabel(pictureGroup_);
    pictureName_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    choosePicture_ = new QPushButton(pictureGroup_);
    pictureForm->addRow(pictureName_);
    pictureForm->addRow(choosePicture_);
    fitLabel_ = new QLabel(pictureGroup_);
    fit_ = new QComboBox(pictureGroup_);
    fit_->addItems({QString(), QString()});
    fitLabel_->setBuddy(fit_);
    pictureForm->addRow(fitLabel_, fit_);
    fitNote_ = new QLabel(pictureGroup_);
    fitNote_->setWordWrap(true);
    pictureForm->addRow(fitNote_);
    controls->addWidget(pictureGroup_);

    patchGroup_ = new QGroupBox(page);
    auto* patchForm = new QFormLayout(patchGroup_);
    strideLabel_ = new QLabel(patchGroup_);
    stride_ = new QSlider(Qt::Horizontal, patchGroup_);
    stride_->setRange(minStride, maxStride);
    stride_->setPageStep(8);
    stride_->setTickInterval(8);
    stride_->setTickPosition(QSlider::TicksBelow);
    stride_->setTracking(false); // the picture is cut again when the slider is let go
    strideLabel_->setBuddy(stride_);
    patchForm->addRow(strideLabel_, stride_);
    cost_ = new QLabel(patchGroup_);
    cost_->setTextFormat(Qt::RichText);
    patchForm->addRow(cost_);
    embeddingLabel_ = new QLabel(patchGroup_);
    embedding_ = new QComboBox(patchGroup_);
    embedding_->addItems({QString(), QString(), QString()});
    embeddingLabel_->setBuddy(embedding_);
    patchForm->addRow(embeddingLabel_, embedding_);
    controls->addWidget(patchGroup_);

    askGroup_ = new QGroupBox(page);
    auto* askForm = new QFormLayout(askGroup_);
    ask_ = new QComboBox(askGroup_);
    ask_->addItems({QString(), QString(), QString()});
    askForm->addRow(ask_);
    queriesLabel_ = new QLabel(askGroup_);
    queries_ = new QSpinBox(askGroup_);
    queries_->setRange(1, 16);
    queriesLabel_->setBuddy(queries_);
    askForm->addRow(queriesLabel_, queries_);
    promptLabel_ = new QLabel(askGroup_);
    prompt_ = new QLineEdit(askGroup_);
    promptLabel_->setBuddy(prompt_);
    askForm->addRow(promptLabel_, prompt_);
    controls->addWidget(askGroup_);

    overlayGroup_ = new QGroupBox(page);
    auto* overlayForm = new QFormLayout(overlayGroup_);
    // Whose attention: the pixels' own (Q, K, V from the patches) or the trained ViT's.
    attentionOfLabel_ = new QLabel(overlayGroup_);
    attentionOf_ = new QComboBox(overlayGroup_);
    attentionOf_->addItem(QString());
    attentionOf_->addItem(QString());
    attentionOfLabel_->setBuddy(attentionOf_);
    overlayForm->addRow(attentionOfLabel_, attentionOf_);
    layerLabel_ = new QLabel(overlayGroup_);
    layer_ = new QComboBox(overlayGroup_);
    layerLabel_->setBuddy(layer_);
    overlayForm->addRow(layerLabel_, layer_);
    modelHeadLabel_ = new QLabel(overlayGroup_);
    modelHead_ = new QComboBox(overlayGroup_);
    modelHeadLabel_->setBuddy(modelHead_);
    overlayForm->addRow(modelHeadLabel_, modelHead_);
    classToken_ = new QPushButton(overlayGroup_);
    overlayForm->addRow(classToken_);
    openHead_ = new QPushButton(overlayGroup_);
    overlayForm->addRow(openHead_);
    headLabel_ = new QLabel(overlayGroup_);
    head_ = new QSpinBox(overlayGroup_);
    headLabel_->setBuddy(head_);
    overlayForm->addRow(headLabel_, head_);
    opacityLabel_ = new QLabel(overlayGroup_);
    opacity_ = new QSlider(Qt::Horizontal, overlayGroup_);
    opacity_->setRange(0, 100);
    opacity_->setValue(80);
    opacityLabel_->setBuddy(opacity_);
    overlayForm->addRow(opacityLabel_, opacity_);
    colormapLabel_ = new QLabel(overlayGroup_);
    colormap_ = new QComboBox(overlayGroup_);
    for (const QString& id : Colormap::names())
        if (!Colormap::byName(id).isDiverging())
            colormap_->addItem(QString(), id);
    colormap_->setCurrentIndex(colormap_->findData(QStringLiteral("magma")));
    colormapLabel_->setBuddy(colormap_);
    overlayForm->addRow(colormapLabel_, colormap_);
    stretch_ = new QCheckBox(overlayGroup_);
    stretch_->setChecked(true);
    overlayForm->addRow(stretch_);
    convolution_ = new QCheckBox(overlayGroup_);
    convolution_->setChecked(true);
    overlayForm->addRow(convolution_);
    follow_ = new QCheckBox(overlayGroup_);
    overlayForm->addRow(follow_);
    export_ = new QPushButton(overlayGroup_);
    overlayForm->addRow(export_);
    controls->addWidget(overlayGroup_);
    controls->addStretch();

    auto* figure = new QVBoxLayout;
    columns_->addLayout(figure, 1);
    overlay_ = new PictureOverlay(page);
    overlay_->setObjectName(QStringLiteral("imageOverlay"));
    // at least 20 lines of text a side: the picture grows with the text
    overlay_->setPreferredLines(30, 20);
    figure->addWidget(overlay_, 1);
    // the small maps, in a row that scrolls sideways when there are many
    stripScroll_ = new QScrollArea(page);
    stripScroll_->setWidgetResizable(true);
    stripScroll_->setFrameShape(QFrame::NoFrame);
    stripScroll_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    strip_ = new QWidget(stripScroll_);
    stripLayout_ = new QHBoxLayout(strip_);
    stripLayout_->setContentsMargins(0, 0, 0, 0);
    stripLayout_->addStretch();
    stripScroll_->setWidget(strip_);
    figure->addWidget(stripScroll_);
    summary_ = new QLabel(page);
    summary_->setWordWrap(true);
    summary_->setTextFormat(Qt::RichText);
    figure->addWidget(summary_);

    // Edits of the "image" block (undoable).
    const auto spec = [this] { return document_->scenario().image; };
    connect(choosePicture_, &QPushButton::clicked, this, [this, spec] {
        const QString folder = document_->baseDir().startsWith(QLatin1String(":/"))
                                   ? QSettings().value(QStringLiteral("lastDir")).toString()
                                   : document_->baseDir();
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Choose a picture"), folder,
                                         tr("Pictures (%1);;All files (*)").arg(imageNameFilter()));
        if (path.isEmpty())
            return;
        const QString relative = QDir(document_->baseDir()).relativeFilePath(path);
        if (document_->baseDir().startsWith(QLatin1String(":/")) ||
            relative.startsWith(QLatin1String(".."))) {
            QMessageBox::information(
                this, tr("Choose a picture"),
                tr("A scenario names its picture relative to its own folder, and %1 is not in "
                   "%2 or below it. Open the picture by itself (File › Open) to start a new "
                   "scenario beside it.")
                    .arg(QDir::toNativeSeparators(path),
                         QDir::toNativeSeparators(document_->baseDir())));
            return;
        }
        ImageSpec image = spec();
        image.path = relative.toStdString();
        push(image, tr("Picture %1").arg(QFileInfo(path).fileName()));
    });
    connect(fit_, &QComboBox::activated, this, [this, spec](int index) {
        ImageSpec image = spec();
        image.fit = index == 0 ? ImageFit::Resize : ImageFit::Crop;
        push(image, fit_->itemText(index));
    });
    connect(stride_, &QSlider::valueChanged, this, [this, spec](int s) {
        if (updating_)
            return;
        ImageSpec image = spec();
        image.stride = s;
        push(image, tr("Stride %1").arg(s), true);
    });
    connect(stride_, &QSlider::sliderMoved, this, [this] {
        // while dragging: the cost of the stride under the pointer, before it is cut
        cost_->setText(costText());
    });
    connect(embedding_, &QComboBox::activated, this, [this, spec](int index) {
        ImageSpec image = spec();
        image.embedding = std::array{ImageEmbedding::Patches, ImageEmbedding::MeanColour,
                                     ImageEmbedding::LexiconColour}[std::size_t(index)];
        if (image.embedding != ImageEmbedding::LexiconColour)
            image.prompt.clear();
        push(image, embedding_->itemText(index));
    });
    connect(ask_, &QComboBox::activated, this, [this, spec](int index) {
        ImageSpec image = spec();
        image.objectQueries.reset();
        image.prompt.clear();
        if (index == 1)
            image.objectQueries = ImageSpec::ObjectQueries{queries_->value(), 0, {}};
        if (index == 2) {
            if (prompt_->text().trimmed().isEmpty()) {
                const DefaultPrompt prompt = defaultPrompt();
                image.prompt = prompt.words;
                image.promptLanguage = prompt.language;
            } else {
                image.prompt = prompt_->text().trimmed().toStdString();
            }
            image.embedding = ImageEmbedding::LexiconColour;
        } else if (image.embedding == ImageEmbedding::LexiconColour) {
            image.embedding = ImageEmbedding::Patches;
        }
        push(image, ask_->itemText(index));
    });
    connect(queries_, &QSpinBox::valueChanged, this, [this, spec](int n) {
        if (updating_ || !spec().objectQueries)
            return;
        ImageSpec image = spec();
        image.objectQueries->count = n;
        image.objectQueries->given.reset();
        push(image, tr("%n object queries", nullptr, n), true);
    });
    connect(prompt_, &QLineEdit::editingFinished, this, [this, spec] {
        const QString text = prompt_->text().trimmed();
        if (updating_ || spec().prompt.empty() || text.isEmpty() ||
            text.toStdString() == spec().prompt)
            return;
        ImageSpec image = spec();
        image.prompt = text.toStdString();
        push(image, tr("Prompt “%1”").arg(text));
    });

    // The view: no edit of the scenario.
    connect(head_, &QSpinBox::valueChanged, this, &ImageLab::updateMaps);
    connect(opacity_, &QSlider::valueChanged, this, &ImageLab::updateMaps);
    connect(colormap_, &QComboBox::currentIndexChanged, this, &ImageLab::updateMaps);
    connect(stretch_, &QCheckBox::toggled, this, &ImageLab::updateMaps);
    connect(convolution_, &QCheckBox::toggled, this, &ImageLab::updateMaps);
    connect(follow_, &QCheckBox::toggled, overlay_, &PictureOverlay::setFollowPointer);
    connect(attentionOf_, &QComboBox::currentIndexChanged, this, &ImageLab::refresh);
    connect(layer_, &QComboBox::currentIndexChanged, this, &ImageLab::updateMaps);
    connect(modelHead_, &QComboBox::currentIndexChanged, this, &ImageLab::updateMaps);
    connect(classToken_, &QPushButton::clicked, this, [this] {
        modelToken_ = 0;
        updateMaps();
    });
    connect(openHead_, &QPushButton::clicked, this, [this] {
        const Scenario s = headScenario();
        if (s.kind == InputKind::Matrices)
            emit openScenarioRequested(s);
    });
    const auto patchChosen = [this](int patch) {
        if (showsModel()) {
            if (modelToken_ != patch + 1) {
                modelToken_ = patch + 1; // the patch's own row of the model's attention
                updateMaps();
            }
            return;
        }
        const ResolvedScenario* r = shownResolved();
        if (r && r->image && r->image->role == ImageRole::Self)
            select(patch);
    };
    connect(overlay_, &PictureOverlay::patchClicked, this, patchChosen);
    connect(overlay_, &PictureOverlay::patchHovered, this, patchChosen);
    connect(export_, &QPushButton::clicked, this, &ImageLab::exportPicturesAs);

    connect(document_, &Document::resultChanged, this, &ImageLab::refresh);
    connect(document_, &Document::computingChanged, this, &ImageLab::refresh);
    connect(document_, &Document::scenarioChanged, this, &ImageLab::refresh);
    retranslate();
    refresh();
}

bool ImageLab::fits() const
{
    return pages_->showsLab();
}

QString ImageLab::needText() const
{
    return fits() ? QString() : emptyText_->text();
}

void ImageLab::retranslate()
{
    openPicture_->setText(tr("&Open a Picture…"));
    openExample_->setText(tr("Open the Exa&mple"));
    pictureGroup_->setTitle(tr("Picture"));
    choosePicture_->setText(tr("Choose &Another Picture…"));
    fitLabel_->setText(tr("&When the stride does not divide it:"));
    fit_->setItemText(0, tr("Resize to a multiple of the stride"));
    fit_->setItemText(1, tr("Crop to a multiple of the stride"));
    patchGroup_->setTitle(tr("Patches"));
    strideLabel_->setText(tr("S&tride (patch side):"));
    embeddingLabel_->setText(tr("Token of a &patch:"));
    embedding_->setItemText(0, tr("Its pixels (ViT)"));
    embedding_->setItemText(1, tr("Its mean colour + position"));
    embedding_->setItemText(2, tr("Its colour in the lexicon's words"));
    askGroup_->setTitle(tr("Who asks"));
    ask_->setItemText(0, tr("Each patch asks the others (ViT)"));
    ask_->setItemText(1, tr("Object queries ask the patches (DETR)"));
    ask_->setItemText(2, tr("The patches ask a prompt's words"));
    queriesLabel_->setText(tr("Object &queries:"));
    promptLabel_->setText(tr("P&rompt:"));
    overlayGroup_->setTitle(tr("Map over the picture"));
    headLabel_->setText(tr("Hea&d:"));
    opacityLabel_->setText(tr("Opacit&y:"));
    colormapLabel_->setText(tr("&Colours:"));
    for (int i = 0; i < colormap_->count(); ++i)
        colormap_->setItemText(i, Colormap::displayName(colormap_->itemData(i).toString()));
    stretch_->setText(tr("Each map on its own &scale"));
    convolution_->setText(tr("Outline what a 3 × 3 co&nvolution sees"));
    follow_->setText(tr("F&ollow the pointer"));
    export_->setText(tr("E&xport Figure…"));
    attentionOfLabel_->setText(tr("&Attention of:"));
    attentionOf_->setItemText(0, tr("The pixels (Q, K, V from the patches)"));
    attentionOf_->setItemText(1, tr("A trained model (a small ViT)"));
    attentionOf_->setToolTip(
        tr("<b>The pixels:</b> Q, K and V are made from the patches' own colours: true "
           "arithmetic, but a patch attends to patches of a similar colour.<br><b>A trained "
           "model:</b> the vision transformer AttnLab ships, trained to say which shapes and "
           "colours a scene holds (docs/vit-model.md); its attention as it reads the picture."));
    layerLabel_->setText(tr("&Layer:"));
    modelHeadLabel_->setText(tr("Model &head:"));
    classToken_->setText(tr("Back to the C&lass Token"));
    openHead_->setText(tr("Open This Head Step &by Step"));
    layer_->clear(); // filled again, translated, with the model's layers
    modelHead_->clear();
    refresh();
}

const ResolvedScenario* ImageLab::shownResolved() const
{
    if (document_->hasResult())
        return &document_->resolved();
    if (const Document::Overview* o = document_->overview())
        return &o->resolved;
    return nullptr;
}

void ImageLab::push(const ImageSpec& image, const QString& text, bool merge)
{
    if (image == document_->scenario().image && document_->scenario().kind == InputKind::Image)
        return;
    document_->undoStack()->push(
        new SetImageCommand(document_, image, text, merge ? mergeKey_ : ++mergeKey_));
}

void ImageLab::refresh()
{
    const Scenario& s = document_->scenario();
    // patch-to-patch attention: a kind whose queries and keys may be patches (softmax, linear;
    // channel and deformable attention read a picture too, but weigh its channels or sample its
    // maps)
    const bool tokens = kindCapabilities(s.attentionKind).imagePatches;
    const bool image = s.kind == InputKind::Image && tokens;
    pages_->showLab(image);
    if (!image) {
        emptyText_->setText(
            tr("<p style='font-size:large'><b>Attention on an image</b></p><p>A Vision "
               "Transformer cuts a picture into patches and makes each patch a token: this tab "
               "needs softmax or linear attention between the patches of a picture.</p>") +
            QStringLiteral("<p>%1</p>").arg(LabFit::openScenario(s).toHtmlEscaped()) +
            tr("<p>Open a picture (PNG or JPEG; File › Open, or drop it on the window) or the "
               "example, then click a patch to see where it looks.</p>"));
        return;
    }
    updating_ = true;
    const ImageSpec& spec = s.image;
    pictureName_->setText(
        QStringLiteral("<b>%1</b>")
            .arg(QFileInfo(QString::fromStdString(spec.path)).fileName().toHtmlEscaped()));
    fit_->setCurrentIndex(spec.fit == ImageFit::Crop ? 1 : 0);
    stride_->setValue(std::clamp(spec.stride, minStride, maxStride));
    embedding_->setCurrentIndex(spec.embedding == ImageEmbedding::Patches      ? 0
                                : spec.embedding == ImageEmbedding::MeanColour ? 1
                                                                               : 2);
    ask_->setCurrentIndex(spec.objectQueries ? 1 : !spec.prompt.empty() ? 2 : 0);
    queries_->setValue(spec.objectQueries ? std::min(spec.objectQueries->count, 16) : 4);
    queries_->setEnabled(spec.objectQueries && !spec.objectQueries->given);
    queriesLabel_->setEnabled(queries_->isEnabled());
    if (!spec.prompt.empty() && !prompt_->hasFocus())
        prompt_->setText(QString::fromStdString(spec.prompt));
    prompt_->setEnabled(!spec.prompt.empty());
    promptLabel_->setEnabled(prompt_->isEnabled());
    head_->setRange(1, std::max(1, s.heads));
    // the model reads the picture itself: the patches, who asks and the scenario's heads are
    // the pixels' settings
    const bool model = showsModel();
    headLabel_->setVisible(s.heads > 1 && !model);
    head_->setVisible(s.heads > 1 && !model);
    for (QWidget* w : std::initializer_list<QWidget*>{layerLabel_, layer_, modelHeadLabel_,
                                                      modelHead_, classToken_, openHead_})
        w->setVisible(model);
    convolution_->setVisible(!model);
    // the model cuts its own 8 × 8 patches and asks with its class token: the pixels' patch
    // and "who asks" settings would change nothing it shows
    patchGroup_->setVisible(!model);
    askGroup_->setVisible(!model);
    attentionOf_->setEnabled(!spec.objectQueries && spec.prompt.empty());
    if (!attentionOf_->isEnabled() && model)
        attentionOf_->setCurrentIndex(0); // (refreshes again)
    updating_ = false;

    const ResolvedScenario* r = shownResolved();
    if (r && r->image)
        picture_ = imageFromPixels(r->image->pixels);
    // the model reads the picture once per result, not on every change of the view
    if (model && r && r->image) {
        modelError_ = vit_.load();
        if (modelError_.isEmpty())
            vit_.classify(r->image->pixels);
    }
    switch (model ? 3 : spec.objectQueries ? 1 : !spec.prompt.empty() ? 2 : 0) {
    case 3:
        if (vit_.loaded())
            intro_->setText(
                tr("A trained vision transformer reads the picture: at %1 × %1 pixels, cut into "
                   "%2 patches of %3 × %3, plus a class token that belongs to no patch and "
                   "gives the answer. The map shows where the class token looks; click a patch "
                   "to see where that patch looks.")
                    .arg(vit_.model().config().imageSize)
                    .arg(vit_.grid() * vit_.grid())
                    .arg(vit_.model().config().patchSize));
        else
            intro_->clear(); // the summary says why the model cannot be read
        break;
    case 0:
        intro_->setText(tr("Each patch of the picture is a token, and each token attends to all "
                           "the others: click a patch to see where it looks. A 3 × 3 "
                           "convolution would only see the outlined neighbourhood."));
        break;
    case 1:
        intro_->setText(tr("DETR's decoder: a few object queries cross-attend to the patch "
                           "tokens. Each small map is one query's attention over the picture; "
                           "click one to enlarge it."));
        break;
    default:
        intro_->setText(tr("Text to image: each patch cross-attends to the words of the prompt, "
                           "as in a diffusion model. A word's map shows how much each patch "
                           "attends to it; click a word to enlarge its map."));
        break;
    }
    fitNote_->setText(fitText());
    cost_->setText(costText());
    updateMaps();
}

std::vector<double> ImageLab::map(const ResolvedScenario& r, int index) const
{
    std::vector<double> values;
    if (!r.image)
        return values;
    const int head = std::clamp(head_->value() - 1, 0, std::max(0, r.input.heads - 1));
    const int patches = r.image->tokens();
    const AttentionKind& kind = attentionKind(r.kind);
    const int weights = kind.stageIndex("weights");
    const bool traced = document_->hasResult() && &r == &document_->resolved() && weights >= 0 &&
                        document_->kindTrace().hasStages();
    const auto row = [&](int query) -> Eigen::RowVectorXd {
        if (traced)
            return document_->kindTrace().stage(weights, head, 0).values.row(query);
        return attentionWeightsRow(r.input, head, query); // more patches than the steps keep
    };
    values.resize(std::size_t(patches));
    if (r.image->role == ImageRole::Prompt) {
        // a word's map: column `index` of the weights, one value per patch (query)
        if (traced) {
            const Matrix w = document_->kindTrace().stage(weights, head, 0).values;
            for (int p = 0; p < patches; ++p)
                values[std::size_t(p)] = w(p, index);
        } else {
            for (int p = 0; p < patches; ++p)
                values[std::size_t(p)] = row(p)(index);
        }
    } else {
        const Eigen::RowVectorXd w = row(index);
        for (int p = 0; p < patches; ++p)
            values[std::size_t(p)] = w(p);
    }
    return values;
}

PictureOverlayData ImageLab::overlayData(const ResolvedScenario& r, int index, bool small) const
{
    PictureOverlayData d;
    d.picture = picture_;
    d.rows = r.image->gridRows;
    d.columns = r.image->gridColumns;
    d.values = map(r, index);
    d.colormap = Colormap::byName(colormap_->currentData().toString());
    d.opacity = opacity_->value() / 100.0;
    d.stretch = stretch_->isChecked();
    d.gridLines = !small;
    const ImageRole role = r.image->role;
    if (role == ImageRole::Self) {
        d.selected = index;
        d.receptiveField = convolution_->isChecked();
        d.title = tr("Where patch %1 looks").arg(patchName(index, d.columns));
        d.colorbar = tr("attention weight");
    } else if (role == ImageRole::ObjectQueries) {
        d.title = small ? QString::fromStdString(r.queryTokens[std::size_t(index)])
                        : tr("Where object query %1 looks").arg(index + 1);
        d.colorbar = small ? QString() : tr("attention weight");
    } else {
        const QString word = QString::fromStdString(r.keyTokens[std::size_t(index)]);
        d.title = small ? word : tr("How much each patch attends to “%1”").arg(word);
        d.colorbar = small ? QString() : tr("attention weight");
    }
    return d;
}

void ImageLab::updateMaps()
{
    if (updating_)
        return;
    const ResolvedScenario* r = shownResolved();
    const auto dropThumbnails = [this] {
        // later: one of them may be the widget whose click brought us here
        for (PictureOverlay* small : std::as_const(thumbnails_)) {
            small->hide();
            small->deleteLater();
        }
        thumbnails_.clear();
    };
    // a picture under channel or deformable attention's own inputs is not this tab's (and the
    // result shown may still be such a scenario's while a picture scenario is computed)
    if (!r || !r->image || r->kindInput || document_->scenario().kind != InputKind::Image) {
        dropThumbnails();
        overlay_->setData({});
        summary_->setText(document_->isComputing()
                              ? tr("Cutting the picture into patches and computing…")
                              : document_->errorText().toHtmlEscaped());
        return;
    }
    if (showsModel()) {
        dropThumbnails();
        stripScroll_->hide();
        updateModelMap();
        return;
    }
    const ImageRole role = r->image->role;
    const int maps = role == ImageRole::Self            ? r->image->tokens()
                     : role == ImageRole::ObjectQueries ? int(r->queryTokens.size())
                                                        : int(r->keyTokens.size());
    if (selectedAmong_ != std::pair{role, maps})
        selected_ = -1; // another grid, other queries or words: a choice among them anew
    selectedAmong_ = {role, maps};
    if (selected_ < 0 || selected_ >= maps) {
        // a patch near the middle of the picture, the first query, or the prompt's second word
        // (its first is often "a")
        selected_ = role == ImageRole::Self ? (r->image->gridRows / 2) * r->image->gridColumns +
                                                  r->image->gridColumns / 2
                    : role == ImageRole::Prompt ? std::min(1, maps - 1)
                                                : 0;
    }
    overlay_->setData(overlayData(*r, selected_, false));
    // a small map per query or word (at most 16), made again only when their number changes
    const int small = role == ImageRole::Self ? 0 : std::min(maps, 16);
    if (thumbnails_.size() != small)
        dropThumbnails();
    for (int i = 0; i < small; ++i) {
        if (thumbnails_.size() <= i) {
            auto* thumbnail = new PictureOverlay(strip_);
            thumbnail->setPreferredLines(7, 7);
            thumbnail->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
            connect(thumbnail, &PictureOverlay::patchClicked, this, [this, i] { select(i); });
            stripLayout_->insertWidget(stripLayout_->count() - 1, thumbnail);
            thumbnails_.append(thumbnail);
        }
        PictureOverlayData d = overlayData(*r, i, true);
        if (i == selected_)
            d.title = QStringLiteral("▸ ") + d.title;
        thumbnails_[i]->setToolTip(d.title);
        thumbnails_[i]->setData(std::move(d));
    }
    stripScroll_->setVisible(!thumbnails_.isEmpty());
    if (!thumbnails_.isEmpty())
        stripScroll_->setFixedHeight(thumbnails_.front()->sizeHint().height() +
                                     stripScroll_->horizontalScrollBar()->sizeHint().height());
    summary_->setText(summaryText());
}

QString ImageLab::introText() const
{
    return intro_->text();
}

bool ImageLab::showsModel() const
{
    return attentionOf_->currentIndex() == 1;
}

Scenario ImageLab::headScenario() const
{
    if (!showsModel() || layer_->currentIndex() >= vit_.layers() || modelHead_->currentIndex() < 1)
        return {};
    return vit_.headScenario(layer_->currentIndex(), modelHead_->currentIndex() - 1);
}

void ImageLab::updateModelMap()
{
    if (!modelError_.isEmpty() || !vit_.hasResult()) {
        overlay_->setData({});
        summary_->setText(
            tr("The trained model cannot be read: %1").arg(modelError_.toHtmlEscaped()));
        return;
    }
    // the model's layers (and the rollout through them) and heads (and their mean)
    if (layer_->count() != vit_.layers() + 1) {
        const QSignalBlocker block(layer_);
        layer_->clear();
        for (int l = 0; l < vit_.layers(); ++l)
            layer_->addItem(tr("Layer %1 of %2").arg(l + 1).arg(vit_.layers()));
        layer_->addItem(tr("Rollout through the %n layer(s)", nullptr, vit_.layers()));
        layer_->setCurrentIndex(vit_.layers() - 1); // the last layer: what the answer reads
    }
    if (modelHead_->count() != vit_.heads() + 1) {
        const QSignalBlocker block(modelHead_);
        modelHead_->clear();
        modelHead_->addItem(tr("Mean of the %n head(s)", nullptr, vit_.heads()));
        for (int h = 0; h < vit_.heads(); ++h)
            modelHead_->addItem(tr("Head %1").arg(h));
    }
    const bool rollout = layer_->currentIndex() == vit_.layers();
    modelHead_->setEnabled(!rollout);
    modelHeadLabel_->setEnabled(!rollout);
    openHead_->setEnabled(!rollout && modelHead_->currentIndex() >= 1);
    openHead_->setToolTip(openHead_->isEnabled()
                              ? QString()
                              : tr("Choose a layer and one head (not the mean, not the rollout)."));
    classToken_->setEnabled(modelToken_ != 0);
    const int grid = vit_.grid();
    if (modelToken_ > grid * grid)
        modelToken_ = 0;
    const int head = modelHead_->currentIndex() - 1; // -1: the mean
    PictureOverlayData d;
    d.picture = picture_;
    d.rows = d.columns = grid;
    d.values = vit_.patchMap(layer_->currentIndex(), head, modelToken_);
    d.colormap = Colormap::byName(colormap_->currentData().toString());
    d.opacity = opacity_->value() / 100.0;
    d.stretch = stretch_->isChecked();
    d.selected = modelToken_ - 1;
    d.receptiveField = false;
    const QString who = modelToken_ == 0 ? tr("The class token")
                                         : tr("Patch %1").arg(patchName(modelToken_ - 1, grid));
    const QString where =
        rollout ? tr("rollout through the %n layer(s)", nullptr, vit_.layers())
                : tr("layer %1, %2")
                      .arg(layer_->currentIndex() + 1)
                      .arg(head < 0 ? tr("mean of the heads") : tr("head %1").arg(head));
    d.title = tr("%1 — the trained ViT, %2").arg(who, where);
    d.colorbar = tr("attention weight");
    overlay_->setData(std::move(d));
    summary_->setText(modelSummaryText());
}

QString ImageLab::modelSummaryText() const
{
    if (!vit_.hasResult())
        return {};
    const std::vector<double>& v = overlay_->data().values;
    const int grid = vit_.grid();
    const auto [height, width] = vit_.pictureSize();
    const int side = vit_.model().config().imageSize;
    const QString resized =
        height == side && width == side
            ? tr("It reads the picture as it is, %1 pixels.").arg(sizeText(width, height))
            : tr("It reads the picture resized from %1 to %2 pixels, in %3 patches of %4 × %4.")
                  .arg(sizeText(width, height), sizeText(side, side), count(grid * grid))
                  .arg(vit_.model().config().patchSize);
    // what the patches do not get goes to the class token (each row sums to 1)
    const double own = 1.0 - std::accumulate(v.begin(), v.end(), 0.0);
    return tr("<b>The model sees:</b> %1. %2<br><b>Strongest:</b> %3; the class token gets %4.")
        .arg(vit_.answerText().toHtmlEscaped(), resized, strongestPatches(v, grid),
             percent(std::max(0.0, own)));
}

void ImageLab::select(int index)
{
    if (index == selected_)
        return;
    selected_ = index;
    updateMaps();
}

QString ImageLab::summaryText() const
{
    if (showsModel())
        return modelSummaryText();
    const ResolvedScenario* r = shownResolved();
    if (!r || !r->image)
        return {};
    const std::vector<double>& v = overlay_->data().values;
    if (v.empty())
        return {};
    const int columns = r->image->gridColumns;
    const QString list = strongestPatches(v, columns);
    const long long patches = r->image->tokens();
    switch (r->image->role) {
    case ImageRole::Self: {
        // the share of the weight the 3 × 3 neighbourhood gets: what a convolution would see
        const int row = selected_ / columns, column = selected_ % columns;
        double inside = 0;
        int cells = 0;
        for (int dr = -1; dr <= 1; ++dr)
            for (int dc = -1; dc <= 1; ++dc) {
                const int rr = row + dr, cc = column + dc;
                if (rr < 0 || cc < 0 || rr >= r->image->gridRows || cc >= columns)
                    continue;
                inside += v[std::size_t(rr * columns + cc)];
                ++cells;
            }
        return tr("<b>Strongest:</b> %1.<br>A 3 × 3 convolution would see %2 of "
                  "the %3 patches; they get %4 of this patch's attention, and the %5 others "
                  "%6.")
            .arg(list, count(cells), count(patches), percent(inside), count(patches - cells),
                 percent(std::max(0.0, 1.0 - inside)));
    }
    case ImageRole::ObjectQueries:
        return tr("<b>Query %1 looks most at:</b> %2. Its weights over the %3 patches sum to "
                  "1.")
            .arg(selected_ + 1)
            .arg(list, count(patches));
    case ImageRole::Prompt: {
        const QString word =
            QString::fromStdString(r->keyTokens[std::size_t(std::max(0, selected_))]);
        return tr("<b>The patches that attend most to “%1”:</b> %2. Each patch's "
                  "weights over the %n words sum to 1: this map is one column of them.",
                  nullptr, int(r->keyTokens.size()))
            .arg(word.toHtmlEscaped(), list);
    }
    }
    return {};
}

QString ImageLab::costText() const
{
    const ResolvedScenario* r = shownResolved();
    const ImageSpec& spec = document_->scenario().image;
    const int height = r && r->image ? r->image->originalHeight : 0;
    const int width = r && r->image ? r->image->originalWidth : 0;
    if (height == 0)
        return {};
    const int current = stride_->isSliderDown() ? stride_->sliderPosition() : spec.stride;
    QString rows;
    std::vector<int> strides = {64, 32, 16, 8, 4};
    if (std::find(strides.begin(), strides.end(), current) == strides.end()) {
        strides.push_back(current);
        std::sort(strides.rbegin(), strides.rend());
    }
    for (int s : strides) {
        ImageSpec at = spec;
        at.stride = s;
        const auto [gridRows, gridColumns] = patchGridSize(at, height, width);
        if (gridRows == 0)
            continue;
        const long long tokens = static_cast<long long>(gridRows) * gridColumns;
        const QString cells =
            QStringLiteral("<td align=right>%1</td><td align=right>%2</td>"
                           "<td align=right>%3</td><td align=right>%4</td>")
                .arg(s)
                .arg(sizeText(gridColumns, gridRows), count(tokens), count(tokens * tokens));
        rows += s == current ? QStringLiteral("<tr style='font-weight:bold'>%1</tr>").arg(cells)
                             : QStringLiteral("<tr>%1</tr>").arg(cells);
    }
    return tr("<table cellspacing=0 cellpadding=2><tr><th>s</th><th>grid</th><th>tokens</th>"
              "<th>pairs</th></tr>%1</table>Pairs grow as (H·W/s²)²: halving the stride "
              "multiplies them by 16.")
        .arg(rows);
}

QString ImageLab::fitText() const
{
    const ResolvedScenario* r = shownResolved();
    if (!r || !r->image)
        return {};
    const ImageGrid& g = *r->image;
    const ImageSpec& spec = document_->scenario().image;
    QString text = tr("%1 pixels.").arg(sizeText(g.originalWidth, g.originalHeight));
    if (g.pixels.width != g.originalWidth || g.pixels.height != g.originalHeight) {
        const bool cropped = spec.fit == ImageFit::Crop &&
                             (g.pixels.height % g.stride == 0 && g.pixels.width % g.stride == 0) &&
                             !spec.size;
        text = cropped ? tr("%1 pixels, cropped around the centre to %2 (a multiple of the "
                            "stride %3).")
                             .arg(sizeText(g.originalWidth, g.originalHeight),
                                  sizeText(g.pixels.width, g.pixels.height))
                             .arg(g.stride)
                       : tr("%1 pixels, resized to %2 (a multiple of the stride %3).")
                             .arg(sizeText(g.originalWidth, g.originalHeight),
                                  sizeText(g.pixels.width, g.pixels.height))
                             .arg(g.stride);
    }
    return text + QLatin1Char(' ') +
           tr("%1 patches of %2 pixels.")
               .arg(sizeText(g.gridColumns, g.gridRows), sizeText(g.stride, g.stride));
}

QString ImageLab::exportFigure(const QString& path) const
{
    const PictureOverlayData data = overlay_->data();
    if (data.picture.isNull())
        return tr("There is no picture to export.");
    FigureOptions options;
    options.sizeInches = {6.0, 6.0 * (double(data.picture.height()) / data.picture.width()) + 1.2};
    const QString title = data.title;
    return exportPaintedFigure(
        path,
        [data](QPainter& p, const QSizeF& page, double) {
            const double unit = QFontMetricsF(p.font(), p.device()).height();
            const QRectF area(QPointF(0, 0), page);
            paintPictureOverlay(p, area.adjusted(unit, unit / 2, -unit, -unit / 2), data, Qt::black,
                                unit);
        },
        title, options);
}

void ImageLab::exportPicturesAs()
{
    const QString path = ExportDialog::askFigurePath(this, tr("Export figure"),
                                                     QStringLiteral("attention-on-image.png"));
    if (path.isEmpty())
        return;
    const QString error = exportFigure(path);
    if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("Cannot export"), error);
        return;
    }
    ExportDialog::showExported(qobject_cast<QMainWindow*>(window()), {path});
}

Scenario ImageLab::scenarioForPicture(const QString& path, int height, int width)
{
    Scenario s;
    s.kind = InputKind::Image;
    s.title = QFileInfo(path).completeBaseName().toStdString();
    s.image.path = QFileInfo(path).fileName().toStdString();
    const int longest = std::max(height, width);
    if (longest > 640) {
        // a photo: 640 pixels on its longer side first, as the lesson's 640 × 640 picture
        const double k = 640.0 / longest;
        s.image.size = std::pair{std::max(1, int(std::lround(height * k))),
                                 std::max(1, int(std::lround(width * k)))};
        height = s.image.size->first;
        width = s.image.size->second;
    }
    // about 400 patches: the lesson's stride 32 on 640 pixels, less on a small picture
    int stride = 32;
    while (stride > minStride && (std::max(height, width) / stride) < 12)
        stride /= 2;
    s.image.stride = std::min(stride, std::min(height, width));
    return s;
}

void ImageLab::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    // side by side where the controls and the smallest picture fit, else the picture first
    const int need = controls_->minimumSizeHint().width() + overlay_->minimumSizeHint().width() +
                     fontMetrics().height() * 3;
    columns_->setDirection(width() >= need ? QBoxLayout::LeftToRight : QBoxLayout::BottomToTop);
}

void ImageLab::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

} // namespace attnlab

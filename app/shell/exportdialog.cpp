#include "exportdialog.h"

#include "attentionmaps.h"
#include "colormap.h"
#include "document.h"
#include "kinddescription.h"
#include "preferences.h"
#include "stagefigure.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
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
#include <QPixmap>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace attnlab {

namespace {

constexpr QSize kPreviewSize(520, 440);
constexpr double kCentimetresPerInch = 2.54;

/// The stage's name as a menu shows it ("4 Softmax"; "&&" is a button's escaped "&").
QString stageName(const KindDescription& description, int stage)
{
    return description.stageName(stage).replace(QLatin1String("&&"), QLatin1String("&"));
}

/// A form label whose shortcut (the letter after "&") focuses buddy.
QLabel* buddyLabel(const QString& text, QWidget* buddy)
{
    auto* label = new QLabel(text, buddy->parentWidget());
    label->setBuddy(buddy);
    return label;
}

} // namespace

ExportDialog::ExportDialog(const Document* document, int currentStage, int currentHead,
                           QWidget* parent)
    : QDialog(parent), document_(document), stage_(currentStage)
{
    head_ = std::clamp(currentHead, 0, std::max(headCount() - 1, 0));
    setUp();
}

ExportDialog::ExportDialog(const AttentionMaps* maps, const QString& sourcePath, int currentLayer,
                           int currentHead, QWidget* parent)
    : QDialog(parent), maps_(maps), sourcePath_(sourcePath)
{
    stage_ = description().kind().defaultStage(); // weights, drawn as softmax's
    layer_ = std::clamp(currentLayer, 0, std::max(maps ? maps->layers - 1 : 0, 0));
    head_ = std::clamp(currentHead, 0, std::max(headCount() - 1, 0));
    setUp();
}

int ExportDialog::headCount() const
{
    if (maps_)
        return maps_->maps.empty() ? 0 : maps_->heads;
    return document_ && document_->hasResult() ? document_->kindTrace().headCount() : 0;
}

void ExportDialog::setUp()
{
    setWindowTitle(tr("Export Figure"));
    const FigureOptions defaults;

    auto* form = new QFormLayout;
    scope_ = new QComboBox(this);
    if (maps_) {
        scope_->addItem(tr("Current map (layer %1, head %2)").arg(layer_).arg(head_),
                        int(Scope::CurrentView));
        scope_->addItem(tr("Every head of layer %1").arg(layer_), int(Scope::EveryHead));
        scope_->addItem(
            tr("Every layer and head (%n figure(s))", nullptr, maps_->layers * maps_->heads),
            int(Scope::EveryMap));
    } else {
        scope_->addItem(
            tr("Current view (%1, head %2)").arg(stageName(description(), stage_)).arg(head_),
            int(Scope::CurrentView));
        scope_->addItem(tr("Every stage of head %1").arg(head_), int(Scope::EveryStage));
        scope_->addItem(tr("Every head of stage %1").arg(stageName(description(), stage_)),
                        int(Scope::EveryHead));
    }
    form->addRow(tr("Fi&gures:"), scope_);
    combined_ = new QCheckBox(tr("Co&mbine them into one figure: a grid with one colorbar"), this);
    form->addRow(QString(), combined_);

    format_ = new QComboBox(this);
    format_->addItem(tr("PNG image"), int(FigureFormat::Png));
    format_->addItem(tr("SVG vector drawing"), int(FigureFormat::Svg));
    format_->addItem(tr("PDF document (a page per figure)"), int(FigureFormat::Pdf));
    form->addRow(tr("&Format:"), format_);

    auto* size = new QHBoxLayout;
    width_ = new QDoubleSpinBox(this);
    height_ = new QDoubleSpinBox(this);
    width_->setObjectName(QStringLiteral("width"));
    height_->setObjectName(QStringLiteral("height"));
    width_->setAccessibleName(tr("Width"));
    height_->setAccessibleName(tr("Height"));
    for (QDoubleSpinBox* box : {width_, height_}) {
        box->setRange(0.5, 100);
        box->setDecimals(2);
        box->setSingleStep(0.25);
    }
    width_->setValue(defaults.sizeInches.width());
    height_->setValue(defaults.sizeInches.height());
    unit_ = new QComboBox(this);
    unit_->setObjectName(QStringLiteral("unit"));
    unit_->addItem(tr("centimetres"), int(Unit::Centimetres));
    unit_->addItem(tr("inches"), int(Unit::Inches));
    unit_->setCurrentIndex(unit_->findData(int(Unit::Inches)));
    showSizeIn(defaultUnit());
    unit_->setCurrentIndex(unit_->findData(int(shownUnit_)));
    size->addWidget(width_);
    size->addWidget(new QLabel(QStringLiteral("\u00d7"), this));
    size->addWidget(height_);
    size->addWidget(unit_);
    size->addStretch();
    form->addRow(buddyLabel(tr("&Size:"), width_), size);
    tight_ = new QCheckBox(tr("Trim the white space around the figure"), this);
    form->addRow(QString(), tight_);

    auto* resolution = new QHBoxLayout;
    dpi_ = new QSpinBox(this);
    dpi_->setRange(10, 4800);
    dpi_->setSingleStep(50);
    dpi_->setSuffix(tr(" dpi"));
    dpi_->setGroupSeparatorShown(true); // 4 800 / 4.800 / 4,800 as the language writes it
    // Twice the screen's: sharp on a high-density screen and in print.
    const QScreen* screen = parentWidget() ? parentWidget()->screen() : this->screen();
    const double screenDpi = screen ? screen->logicalDotsPerInch() : 96.0;
    dpi_->setValue(int(std::lround(2 * (screenDpi > 0 ? screenDpi : 96.0))));
    pixels_ = new QLabel(this);
    resolution->addWidget(dpi_);
    resolution->addWidget(pixels_);
    resolution->addStretch();
    form->addRow(buddyLabel(tr("&Resolution:"), dpi_), resolution);

    fontSize_ = new QDoubleSpinBox(this);
    fontSize_->setRange(4, 48);
    fontSize_->setDecimals(1);
    fontSize_->setSingleStep(0.5);
    fontSize_->setSuffix(tr(" pt"));
    fontSize_->setValue(defaults.fontPointSize);
    auto* text = new QHBoxLayout;
    font_ = new QComboBox(this);
    font_->addItem(tr("Sans serif"), false);
    font_->addItem(tr("Serif (as a paper's text)"), true);
    text->addWidget(fontSize_);
    text->addWidget(font_);
    text->addStretch();
    form->addRow(buddyLabel(tr("Te&xt size:"), fontSize_), text);

    colormap_ = new QComboBox(this);
    for (const QString& name : Colormap::names())
        if (!Colormap::byName(name).isDiverging())
            colormap_->addItem(Colormap::displayName(name), name);
    form->addRow(tr("&Colormap for weights:"), colormap_);

    auto* values = new QHBoxLayout;
    annotate_ = new QCheckBox(tr("Write the values in the cells, with"), this);
    annotate_->setChecked(defaultFigureAnnotate);
    decimals_ = new QSpinBox(this);
    decimals_->setRange(0, 6);
    decimals_->setValue(defaultFigureDecimals);
    decimals_->setAccessibleName(tr("Decimals written in the cells"));
    // "1 decimal", "3 decimals": the suffix follows the number (numerus forms)
    const auto decimalsSuffix = [this](int n) {
        decimals_->setSuffix(tr(" decimal(s)", "suffix after a number of decimals", n));
    };
    connect(decimals_, &QSpinBox::valueChanged, this, decimalsSuffix);
    decimalsSuffix(decimals_->value());
    values->addWidget(annotate_);
    values->addWidget(decimals_);
    values->addStretch();
    form->addRow(buddyLabel(tr("&Values:"), annotate_), values);

    auto* titleRow = new QHBoxLayout;
    showTitle_ = new QCheckBox(tr("Show"), this);
    showTitle_->setChecked(true);
    title_ = new QLineEdit(this);
    title_->setPlaceholderText(maps_ ? tr("the map's title") : tr("the stage's title"));
    title_->setClearButtonEnabled(true);
    titleRow->addWidget(showTitle_);
    titleRow->addWidget(title_, 1);
    form->addRow(buddyLabel(tr("&Title:"), title_), titleRow);

    files_ = new QLabel(this);
    files_->setWordWrap(true);
    form->addRow(files_);

    auto* previewBox = new QGroupBox(tr("Preview"), this);
    auto* previewLayout = new QVBoxLayout(previewBox);
    previewLabel_ = new QLabel(previewBox);
    previewLabel_->setFixedSize(kPreviewSize);
    previewLabel_->setAlignment(Qt::AlignCenter);
    previewLabel_->setBackgroundRole(QPalette::Dark);
    previewLabel_->setAutoFillBackground(true);
    previewLayout->addWidget(previewLabel_);
    auto* pageRow = new QHBoxLayout;
    page_ = new QSpinBox(previewBox);
    page_->setPrefix(tr("Figure "));
    page_->setMinimum(1);
    page_->setAccessibleName(tr("Figure in the preview"));
    pageCount_ = new QLabel(previewBox);
    pageRow->addStretch();
    pageRow->addWidget(page_);
    pageRow->addWidget(pageCount_);
    previewLayout->addLayout(pageRow);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    exportButton_ = buttons->addButton(tr("&Export\u2026"), QDialogButtonBox::AcceptRole);
    exportButton_->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &ExportDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* columns = new QHBoxLayout;
    columns->addLayout(form);
    columns->addWidget(previewBox);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns);
    layout->addWidget(buttons);

    const auto changed = [this] {
        updateControls();
        updatePreview();
    };
    connect(scope_, &QComboBox::currentIndexChanged, this, changed);
    connect(format_, &QComboBox::currentIndexChanged, this, changed);
    connect(unit_, &QComboBox::currentIndexChanged, this, [this, changed] {
        showSizeIn(unit());
        changed();
    });
    connect(colormap_, &QComboBox::currentIndexChanged, this, changed);
    connect(font_, &QComboBox::currentIndexChanged, this, changed);
    for (QDoubleSpinBox* box : {width_, height_, fontSize_})
        connect(box, &QDoubleSpinBox::valueChanged, this, changed);
    for (QSpinBox* box : {dpi_, decimals_, page_})
        connect(box, &QSpinBox::valueChanged, this, changed);
    for (QCheckBox* box : {annotate_, showTitle_, tight_, combined_})
        connect(box, &QCheckBox::toggled, this, changed);
    connect(title_, &QLineEdit::textChanged, this, changed);
    changed();
}

void ExportDialog::setColormap(const QString& colormap)
{
    const int i = colormap_->findData(colormap);
    if (i >= 0)
        colormap_->setCurrentIndex(i);
}

void ExportDialog::setDecimals(int decimals)
{
    decimals_->setValue(decimals);
}

void ExportDialog::setAnnotate(bool annotate)
{
    annotate_->setChecked(annotate);
}

void ExportDialog::setScope(Scope scope)
{
    scope_->setCurrentIndex(std::max(0, scope_->findData(int(scope))));
}

ExportDialog::Scope ExportDialog::scope() const
{
    return static_cast<Scope>(scope_->currentData().toInt());
}

void ExportDialog::setFormat(FigureFormat format)
{
    format_->setCurrentIndex(std::max(0, format_->findData(int(format))));
}

FigureFormat ExportDialog::format() const
{
    return static_cast<FigureFormat>(format_->currentData().toInt());
}

ExportDialog::Unit ExportDialog::defaultUnit(const QLocale& locale)
{
    return locale.measurementSystem() == QLocale::MetricSystem ? Unit::Centimetres : Unit::Inches;
}

void ExportDialog::setUnit(Unit unit)
{
    unit_->setCurrentIndex(unit_->findData(int(unit)));
}

ExportDialog::Unit ExportDialog::unit() const
{
    return static_cast<Unit>(unit_->currentData().toInt());
}

void ExportDialog::showSizeIn(Unit unit)
{
    if (unit == shownUnit_)
        return;
    const double factor = unit == Unit::Centimetres ? kCentimetresPerInch : 1 / kCentimetresPerInch;
    const double perInch = unit == Unit::Centimetres ? kCentimetresPerInch : 1.0;
    for (QDoubleSpinBox* box : {width_, height_}) {
        const QSignalBlocker blocker(box);
        const double value = box->value() * factor;
        // The limits of the export, 0.5 to 100 inches, in the unit.
        box->setRange(0.5 * perInch, 100 * perInch);
        box->setSingleStep(unit == Unit::Centimetres ? 0.5 : 0.25);
        box->setValue(value);
    }
    shownUnit_ = unit;
}

FigureOptions ExportDialog::options() const
{
    FigureOptions o;
    const double inchesPerUnit = shownUnit_ == Unit::Centimetres ? 1 / kCentimetresPerInch : 1.0;
    o.sizeInches = QSizeF(width_->value(), height_->value()) * inchesPerUnit;
    o.dpi = dpi_->value();
    o.fontPointSize = fontSize_->value();
    o.tight = tight_->isChecked();
    o.serif = font_->currentData().toBool();
    o.showTitle = showTitle_->isChecked();
    o.title = o.showTitle ? title_->text().trimmed() : QString();
    return o;
}

const KindDescription& ExportDialog::description() const
{
    // Maps read from a file are attention weights: softmax's.
    return kindDescription(document_ && document_->hasResult() && !maps_
                               ? document_->resolved().kind
                               : defaultAttentionKind);
}

void ExportDialog::setFrame(int frame)
{
    frame_ = frame;
    updatePreview();
}

std::vector<ExportDialog::Item> ExportDialog::items() const
{
    std::vector<Item> out;
    const int heads = headCount();
    if (heads == 0)
        return out;
    if (maps_) {
        // Named as `attnlab-cli render X.npy --all-layers --all-heads` names them.
        const auto add = [&](int layer, int head) {
            // drawn as softmax's stage shown first, the weights
            out.push_back(
                {mapFileName(layer, head), description().kind().defaultStage(), layer, head});
        };
        const bool all = scope() == Scope::EveryMap;
        for (int l = all ? 0 : layer_; l <= (all ? maps_->layers - 1 : layer_); ++l) {
            if (scope() == Scope::CurrentView || scope() == Scope::EveryStage)
                add(l, head_);
            else
                for (int t = 0; t < heads; ++t)
                    add(l, t);
        }
        return out;
    }
    const KindDescription& d = description();
    const int frames = document_->kindTrace().frameCount();
    const auto add = [&](int stage, int head) {
        out.push_back({stageFileName(d.id(), stage, head, frame_, frames), stage, 0, head});
    };
    switch (scope()) {
    case Scope::CurrentView:
        add(stage_, head_);
        break;
    case Scope::EveryStage:
        for (int i = 0; i < d.stageCount(); ++i)
            add(i, head_);
        break;
    case Scope::EveryHead:
        for (int t = 0; t < (d.spec(stage_).perHead ? heads : 1); ++t)
            add(stage_, t);
        break;
    case Scope::EveryMap:
        break;
    }
    return out;
}

Figure ExportDialog::figure(const Item& item) const
{
    const QString colormap = colormap_->currentData().toString();
    const HeatmapStyle style =
        description().style(item.stage, colormap, decimals_->value(), annotate_->isChecked());
    if (maps_)
        return {attentionMapHeatmapData(*maps_, item.layer, item.head), style};
    return {stageHeatmapData(item.stage, document_->resolved(), document_->kindTrace(), item.head,
                             frame_),
            style};
}

std::vector<Figure> ExportDialog::figures() const
{
    std::vector<Figure> out;
    for (const Item& item : items())
        out.push_back(figure(item));
    return out;
}

bool ExportDialog::canCombine() const
{
    return (scope() == Scope::EveryHead || scope() == Scope::EveryMap) && items().size() > 1;
}

void ExportDialog::setCombined(bool combined)
{
    combined_->setChecked(combined);
}

bool ExportDialog::combined() const
{
    return combined_->isChecked() && canCombine();
}

GridFigure ExportDialog::gridFigure() const
{
    if (!combined())
        return {};
    const std::vector<Item> all = items();
    const int stage = maps_ ? description().kind().defaultStage() : all.front().stage;
    const HeatmapStyle style = description().style(stage, colormap_->currentData().toString(),
                                                   decimals_->value(), annotate_->isChecked());
    if (maps_)
        return {attentionMapsGridData(*maps_, scope() == Scope::EveryMap ? -1 : layer_), style};
    return {stageGridData(stage, document_->resolved(), document_->kindTrace(), frame_), style};
}

QStringList ExportDialog::figureNames() const
{
    QStringList names;
    if (combined()) { // one figure, named as `attnlab-cli render --grid` names it
        if (maps_)
            return {mapsGridFileName(scope() == Scope::EveryMap ? -1 : layer_)};
        return {stageIdOf(description().id(), stage_) + QStringLiteral("-grid")};
    }
    for (const Item& item : items())
        names << item.name;
    return names;
}

QStringList ExportDialog::filesFor(const QString& path) const
{
    const QStringList names = figureNames();
    if (names.size() <= 1 || format() == FigureFormat::Pdf)
        return {path};
    const QFileInfo info(path);
    const QString suffix = figureFormatSuffix(format());
    const QString base = info.suffix().compare(suffix, Qt::CaseInsensitive) == 0
                             ? info.completeBaseName()
                             : info.fileName();
    QStringList files;
    for (const QString& name : names)
        files << info.dir().filePath(base + QLatin1Char('-') + name + QLatin1Char('.') + suffix);
    return files;
}

QString ExportDialog::exportTo(const QString& path, QStringList* written) const
{
    if (written)
        written->clear();
    const QStringList files = filesFor(path);
    const std::vector<Item> all = items();
    if (all.empty())
        return maps_ ? tr("There is nothing to export: no attention weights are open.")
                     : tr("There is nothing to export: the scenario cannot be computed.");
    if (combined()) {
        const QString error = exportGridFigure(path, gridFigure(), options(), format());
        if (error.isEmpty() && written)
            *written << path;
        return error;
    }
    if (files.size() == 1) { // one figure, or one PDF with a page each
        const QString error = exportFigure(path, figures(), options(), format());
        if (error.isEmpty() && written)
            *written << path;
        return error;
    }
    // A file per figure, each made only when written (a model's maps are many).
    for (qsizetype i = 0; i < files.size(); ++i) {
        const QString error =
            exportFigure(files.at(i), {figure(all[std::size_t(i)])}, options(), format());
        if (!error.isEmpty())
            return error;
        if (written)
            *written << files.at(i);
    }
    return {};
}

void ExportDialog::updateControls()
{
    const int heads = headCount();
    // Every head: only with several heads and for a stage that has one per head.
    const bool everyHead = heads > 1 && (maps_ || description().spec(stage_).perHead);
    if (!everyHead && scope() == Scope::EveryHead)
        setScope(Scope::CurrentView);
    if (auto* model = qobject_cast<QStandardItemModel*>(scope_->model()))
        if (QStandardItem* item = model->item(scope_->findData(int(Scope::EveryHead))))
            item->setEnabled(everyHead);

    combined_->setEnabled(canCombine());
    const bool png = format() == FigureFormat::Png;
    dpi_->setEnabled(png);
    const FigureOptions o = options();
    const QString pixels = (o.tight ? tr("at most %1 \u00d7 %2 pixels") : tr("%1 \u00d7 %2 pixels"))
                               .arg(QLocale().toString(std::lround(o.sizeInches.width() * o.dpi)),
                                    QLocale().toString(std::lround(o.sizeInches.height() * o.dpi)));
    pixels_->setText(png ? pixels : tr("(vector)"));
    title_->setEnabled(showTitle_->isChecked());
    decimals_->setEnabled(annotate_->isChecked());

    const QStringList names = figureNames();
    page_->setMaximum(std::max<int>(1, int(names.size())));
    page_->setVisible(names.size() > 1);
    pageCount_->setVisible(names.size() > 1);
    pageCount_->setText(tr("of %1").arg(QLocale().toString(names.size())));
    const QString suffix = figureFormatSuffix(format());
    if (names.size() <= 1)
        files_->setText(tr("One %1 file.").arg(suffix.toUpper()));
    else if (format() == FigureFormat::Pdf)
        files_->setText(tr("One PDF file with %1 pages.").arg(QLocale().toString(names.size())));
    else
        files_->setText(tr("%1 %2 files, one per figure: NAME-%3.%4, \u2026")
                            .arg(QLocale().toString(names.size()))
                            .arg(suffix.toUpper(), names.first(), suffix));
    exportButton_->setEnabled(!names.isEmpty());
}

void ExportDialog::updatePreview()
{
    const std::vector<Item> all = items();
    if (all.empty()) {
        preview_ = QImage();
        previewLabel_->setPixmap(QPixmap());
        previewLabel_->setText(maps_ ? tr("Nothing to show: no attention weights are open.")
                                     : tr("Nothing to show: the scenario cannot be computed."));
        return;
    }
    FigureOptions o = options();
    // The page at the preview's size: text in points, so it looks as the file will.
    const double ratio = devicePixelRatioF();
    const double fit = std::min(kPreviewSize.width() / o.sizeInches.width(),
                                kPreviewSize.height() / o.sizeInches.height());
    o.dpi = std::clamp(int(std::floor(fit * ratio)), 10, 4800);
    // Only the figure on show is made.
    const std::size_t index =
        std::clamp<std::size_t>(std::size_t(std::max(page_->value() - 1, 0)), 0, all.size() - 1);
    preview_ = combined() ? renderGridFigureImage(gridFigure(), o)
                          : renderFigureImage(figure(all[index]), o);
    QPixmap pixmap = QPixmap::fromImage(preview_);
    if (!pixmap.isNull()) {
        const QSize room = (QSizeF(kPreviewSize) * ratio).toSize();
        if (pixmap.width() > room.width() || pixmap.height() > room.height())
            pixmap = pixmap.scaled(room, Qt::KeepAspectRatio, Qt::SmoothTransformation);
        pixmap.setDevicePixelRatio(ratio);
    }
    previewLabel_->setPixmap(pixmap);
}

QString ExportDialog::suggestedPath() const
{
    QString folder, base;
    const QString source = maps_ ? sourcePath_ : document_ ? document_->filePath() : QString();
    if (!source.isEmpty()) {
        const QFileInfo info(source);
        folder = info.absolutePath();
        base = info.completeBaseName();
    } else {
        folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
        if (folder.isEmpty())
            folder = QDir::homePath();
        base = tr("attention");
    }
    const QStringList names = figureNames();
    if (names.size() == 1)
        base += QLatin1Char('-') + names.first();
    return QDir(folder).filePath(base + QLatin1Char('.') + figureFormatSuffix(format()));
}

void ExportDialog::accept()
{
    QString filter;
    switch (format()) {
    case FigureFormat::Png:
        filter = tr("PNG image (*.png)");
        break;
    case FigureFormat::Svg:
        filter = tr("SVG drawing (*.svg)");
        break;
    case FigureFormat::Pdf:
        filter = tr("PDF document (*.pdf)");
        break;
    }
    QString path = QFileDialog::getSaveFileName(this, tr("Export Figure"), suggestedPath(), filter);
    if (path.isEmpty())
        return;
    if (const auto named = figureFormatFromSuffix(path))
        setFormat(*named); // the name typed says the format
    else
        path += QLatin1Char('.') + figureFormatSuffix(format());

    const QStringList files = filesFor(path);
    if (files.size() > 1) {
        QStringList existing;
        for (const QString& file : files)
            if (QFileInfo::exists(file))
                existing << QFileInfo(file).fileName();
        if (!existing.isEmpty() &&
            QMessageBox::question(this, tr("Export Figure"),
                                  tr("%n of the files exist already (%1). Replace them?", nullptr,
                                     int(existing.size()))
                                      .arg(existing.join(QStringLiteral(", "))),
                                  QMessageBox::Yes | QMessageBox::No,
                                  QMessageBox::No) != QMessageBox::Yes)
            return;
    }
    QStringList written;
    const QString error = exportTo(path, &written);
    if (!error.isEmpty()) {
        QString text = error;
        if (!written.isEmpty())
            text += QLatin1String("\n\n") +
                    tr("Written before the error: %1").arg(written.join(QStringLiteral(", ")));
        QMessageBox::warning(this, tr("Export Figure"), text);
        return;
    }
    written_ = written;
    showExported(parentWidget() ? qobject_cast<QMainWindow*>(parentWidget()->window()) : nullptr,
                 written);
    QDialog::accept();
}

QLabel* ExportDialog::showExported(QMainWindow* window, const QStringList& files)
{
    if (!window || files.isEmpty())
        return nullptr;
    QStatusBar* bar = window->statusBar();
    const QString objectName = QStringLiteral("exportConfirmation");
    delete bar->findChild<QLabel*>(objectName, Qt::FindDirectChildrenOnly);
    const QFileInfo first(files.first());
    const QString what = files.size() == 1
                             ? tr("Exported %1").arg(first.fileName().toHtmlEscaped())
                             : tr("Exported %n figure(s): %1, \u2026", nullptr, int(files.size()))
                                   .arg(first.fileName().toHtmlEscaped());
    auto* label = new QLabel(bar);
    label->setObjectName(objectName);
    label->setTextFormat(Qt::RichText);
    label->setText(QStringLiteral("%1 \u2014 <a href=\"%2\">%3</a>")
                       .arg(what,
                            QUrl::fromLocalFile(first.absolutePath()).toString().toHtmlEscaped(),
                            tr("Open the folder")));
    label->setToolTip(files.join(QLatin1Char('\n')));
    label->setOpenExternalLinks(true); // QDesktopServices::openUrl: the file manager
    bar->clearMessage();
    bar->addWidget(label, 1);
    label->show();
    // Gone after a while, as a status message goes.
    QTimer::singleShot(30000, label, &QObject::deleteLater);
    return label;
}

QString ExportDialog::askFigurePath(QWidget* parent, const QString& title, const QString& fileName)
{
    return FigureFileDialog::askPath(parent, title, fileName);
}

} // namespace attnlab

#include "translatorlab.h"

#include "attention.h"
#include "attentionanalysisview.h"
#include "document.h"
#include "exportdialog.h"
#include "figureexport.h"
#include "heatmapwidget.h"
#include "numberformat.h"
#include "scenariofile.h"
#include "translations.h"
#include "translatormodel.h"
#include "viewsettings.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QBoxLayout>
#include <QComboBox>
#include <QCompleter>
#include <QDialog>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QStackedWidget>
#include <QStringListModel>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <set>

namespace attnlab {

namespace {

// Okabe and Ito's vermilion: the head that aligns best, as the newest step in the figure.
const QColor alignedColor(0xD5, 0x5E, 0x00);

QStringList toList(const std::vector<std::string>& tokens, int count = -1)
{
    QStringList list;
    const int n = count < 0 ? int(tokens.size()) : std::min(count, int(tokens.size()));
    for (int i = 0; i < n; ++i)
        list << fromStd(tokens[std::size_t(i)]);
    return list;
}

QString difference(double d)
{
    return d == 0.0 ? QStringLiteral("0") : QLocale().toString(d, 'g', 2);
}

/// The weights of the shown rows: the first `rows` queries (and for the decoder's
/// self-attention the same keys: the later tokens are not written yet).
Matrix shownWeights(const Matrix& weights, int rows, bool square)
{
    rows = std::clamp(rows, 0, int(weights.rows()));
    return square
               ? Matrix(weights.topLeftCorner(rows, std::min<Eigen::Index>(rows, weights.cols())))
               : Matrix(weights.topRows(rows));
}

} // namespace

TranslatorLab::TranslatorLab(Document* document, QWidget* parent)
    : QWidget(parent), document_(document), playTimer_(new QTimer(this))
{
    setObjectName(QStringLiteral("TranslatorLab"));
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    pages_ = new QStackedWidget(this);
    outer->addWidget(pages_);

    // Page 0: the model could not be read.
    failure_ = new QLabel(pages_);
    failure_->setWordWrap(true);
    failure_->setAlignment(Qt::AlignCenter);
    failure_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    pages_->addWidget(failure_);

    // Page 1: the sentence, the decoding, the heads.
    scroll_ = new QScrollArea(pages_);
    auto* scroll = scroll_;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setFocusPolicy(Qt::NoFocus); // (the lab's controls take the focus)
    auto* page = new QWidget(scroll);
    page_ = page;
    scroll->setWidget(page);
    pages_->addWidget(scroll);
    auto* pageLayout = new QVBoxLayout(page);
    pageLayout_ = pageLayout;
    intro_ = new QLabel(page);
    intro_->setWordWrap(true);
    pageLayout->addWidget(intro_);

    // The sentence and the language.
    auto* input = new QHBoxLayout;
    sentenceLabel_ = new QLabel(page);
    sentence_ = new QLineEdit(page);
    sentence_->setObjectName(QStringLiteral("translatorSentence"));
    sentence_->setText(QStringLiteral("the black cat"));
    sentence_->setClearButtonEnabled(true);
    sentenceLabel_->setBuddy(sentence_);
    languageLabel_ = new QLabel(page);
    language_ = new QComboBox(page);
    language_->setObjectName(QStringLiteral("translatorLanguage"));
    languageLabel_->setBuddy(language_);
    translate_ = new QPushButton(page);
    translate_->setObjectName(QStringLiteral("translateButton"));
    translate_->setDefault(true);
    input->addWidget(sentenceLabel_);
    input->addWidget(sentence_, 1);
    input->addWidget(languageLabel_);
    input->addWidget(language_);
    input->addWidget(translate_);
    pageLayout->addLayout(input);
    words_ = new QLabel(page);
    words_->setObjectName(QStringLiteral("translatorWords"));
    words_->setWordWrap(true);
    words_->setTextFormat(Qt::RichText);
    pageLayout->addWidget(words_);

    // Word completion: the last word typed against the model's English words.
    completer_ = new QCompleter(this);
    completer_->setCaseSensitivity(Qt::CaseInsensitive);
    completer_->setCompletionMode(QCompleter::PopupCompletion);
    completer_->setWidget(sentence_);
    connect(completer_, qOverload<const QString&>(&QCompleter::activated), this,
            [this](const QString& word) {
                QString text = sentence_->text();
                const int at = int(text.lastIndexOf(QLatin1Char(' '))) + 1;
                text = text.left(at) + word + QLatin1Char(' ');
                sentence_->setText(text);
            });
    connect(sentence_, &QLineEdit::textEdited, this, [this] { complete(); });
    connect(sentence_, &QLineEdit::textChanged, this, [this] {
        wordsError_.clear();
        updateWords();
    });
    connect(sentence_, &QLineEdit::returnPressed, this, [this] {
        if (!completer_->popup()->isVisible())
            translate();
    });
    connect(words_, &QLabel::linkActivated, this, [this](const QString& link) {
        // "replace:FROM:TO": a nearest known word chosen for an unknown one
        const QStringList parts = link.split(QLatin1Char(':'));
        if (parts.size() == 3 && parts[0] == QLatin1String("replace"))
            replaceWord(parts[1], parts[2]);
    });
    connect(translate_, &QPushButton::clicked, this, [this] { translate(); });

    // The decoding: what is written so far, and the steps.
    auto* decoding = new QHBoxLayout;
    first_ = new QPushButton(page);
    previous_ = new QPushButton(page);
    play_ = new QPushButton(page);
    play_->setObjectName(QStringLiteral("translatorPlay"));
    next_ = new QPushButton(page);
    last_ = new QPushButton(page);
    for (QPushButton* b : {first_, previous_, play_, next_, last_})
        decoding->addWidget(b);
    stepLabel_ = new QLabel(page);
    stepLabel_->setWordWrap(true);
    decoding->addWidget(stepLabel_, 1);
    pageLayout->addLayout(decoding);
    written_ = new QLabel(page);
    written_->setObjectName(QStringLiteral("translatorWritten"));
    written_->setTextFormat(Qt::RichText);
    written_->setWordWrap(true);
    written_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    pageLayout->addWidget(written_);
    connect(first_, &QPushButton::clicked, this, [this] {
        setPlaying(false);
        setStep(0);
    });
    connect(previous_, &QPushButton::clicked, this, [this] {
        setPlaying(false);
        setStep(step_ - 1);
    });
    connect(play_, &QPushButton::clicked, this, [this] { setPlaying(!isPlaying()); });
    connect(next_, &QPushButton::clicked, this, [this] {
        setPlaying(false);
        setStep(step_ + 1);
    });
    connect(last_, &QPushButton::clicked, this, [this] {
        setPlaying(false);
        setStep(stepCount() - 1);
    });
    playTimer_->setInterval(1000); // one decoding step a second
    connect(playTimer_, &QTimer::timeout, this, [this] {
        if (step_ + 1 >= stepCount()) {
            setPlaying(false);
            return;
        }
        setStep(step_ + 1);
        if (step_ + 1 >= stepCount())
            setPlaying(false);
    });

    // The heads beside the large figure (under it when the text is large: arrange()).
    body_ = new QBoxLayout(QBoxLayout::LeftToRight);
    pageLayout->addLayout(body_, 1);
    side_ = new QWidget(page);
    auto* side = new QVBoxLayout(side_);
    side->setContentsMargins(0, 0, 0, 0);
    auto* form = new QGridLayout;
    moduleLabel_ = new QLabel(side_);
    moduleBox_ = new QComboBox(side_);
    moduleBox_->setObjectName(QStringLiteral("translatorModule"));
    moduleLabel_->setBuddy(moduleBox_);
    shapeLabel_ = new QLabel(side_);
    shapeBox_ = new QComboBox(side_);
    shapeLabel_->setBuddy(shapeBox_);
    for (int i = 0; i < 3; ++i)
        moduleBox_->addItem(QString(), i);
    shapeBox_->addItem(QString(), int(Shape::Lines));
    shapeBox_->addItem(QString(), int(Shape::Heatmap));
    form->addWidget(moduleLabel_, 0, 0);
    form->addWidget(moduleBox_, 0, 1);
    form->addWidget(shapeLabel_, 1, 0);
    form->addWidget(shapeBox_, 1, 1);
    form->setColumnStretch(1, 1);
    side->addLayout(form);
    gridHint_ = new QLabel(side_);
    gridHint_->setWordWrap(true);
    side->addWidget(gridHint_);
    grid_ = new QWidget(side_);
    gridLayout_ = new QGridLayout(grid_);
    gridLayout_->setSpacing(2);
    gridLayout_->setContentsMargins(0, 0, 0, 0);
    grid_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    side->addWidget(grid_);
    aligned_ = new QLabel(side_);
    aligned_->setObjectName(QStringLiteral("translatorAligned"));
    aligned_->setWordWrap(true);
    aligned_->setTextFormat(Qt::RichText);
    aligned_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    side->addWidget(aligned_);
    open_ = new QPushButton(side_);
    open_->setObjectName(QStringLiteral("openHeadStepByStep"));
    side->addWidget(open_, 0, Qt::AlignLeft);
    check_ = new QLabel(side_);
    check_->setObjectName(QStringLiteral("translatorCheck"));
    check_->setWordWrap(true);
    side->addWidget(check_);
    auto* exports = new QHBoxLayout;
    exportFigure_ = new QPushButton(side_);
    exportGrid_ = new QPushButton(side_);
    exports->addWidget(exportFigure_);
    exports->addWidget(exportGrid_);
    exports->addStretch();
    side->addLayout(exports);
    auto* encoder = new QHBoxLayout;
    analyse_ = new QPushButton(side_);
    analyse_->setObjectName(QStringLiteral("encoderAnalysis"));
    exportStack_ = new QPushButton(side_);
    exportStack_->setObjectName(QStringLiteral("exportEncoderStack"));
    encoder->addWidget(analyse_);
    encoder->addWidget(exportStack_);
    encoder->addStretch();
    side->addLayout(encoder);
    side->addStretch();
    body_->addWidget(side_, 0);

    auto* figureColumn = new QVBoxLayout;
    figureTitle_ = new QLabel(page);
    figureTitle_->setWordWrap(true);
    figureTitle_->setAlignment(Qt::AlignCenter);
    figureColumn->addWidget(figureTitle_);
    figures_ = new QStackedWidget(page);
    alignment_ = new AlignmentFigure(figures_);
    alignment_->setObjectName(QStringLiteral("translatorAlignment"));
    heatmap_ = new HeatmapWidget(figures_);
    heatmap_->setObjectName(QStringLiteral("translatorHeatmap"));
    figures_->addWidget(alignment_);
    figures_->addWidget(heatmap_);
    figureColumn->addWidget(figures_, 1);
    body_->addLayout(figureColumn, 1);

    connect(moduleBox_, &QComboBox::activated, this,
            [this] { setModule(Module(moduleBox_->currentData().toInt())); });
    connect(shapeBox_, &QComboBox::activated, this,
            [this] { setShape(Shape(shapeBox_->currentData().toInt())); });
    connect(open_, &QPushButton::clicked, this, &TranslatorLab::openHeadStepByStep);
    connect(exportFigure_, &QPushButton::clicked, this, &TranslatorLab::exportFigureAs);
    connect(exportGrid_, &QPushButton::clicked, this, &TranslatorLab::exportGridAs);
    connect(analyse_, &QPushButton::clicked, this, &TranslatorLab::showEncoderAnalysis);
    connect(exportStack_, &QPushButton::clicked, this, &TranslatorLab::exportEncoderStackAs);
    connect(document_, &Document::resultChanged, this, &TranslatorLab::takeDocument);

    retranslate();
    pages_->setCurrentIndex(1);
}

TranslatorLab::~TranslatorLab() = default;

bool TranslatorLab::ensureModel()
{
    if (translator_)
        return true;
    if (!modelError_.isEmpty())
        return false;
    try {
        translator_ = std::make_unique<Translator>(loadTranslatorModel(translatorModelDir()));
    } catch (const std::exception& e) {
        modelError_ = fromStd(e.what());
        failure_->setText(tr("<p><b>The trained translator cannot be read.</b></p><p>%1</p>")
                              .arg(modelError_.toHtmlEscaped()));
        pages_->setCurrentIndex(0);
        return false;
    }
    vocabulary_.clear();
    const TranslatorConfig& c = translator_->config();
    for (const std::string& w : c.srcVocab)
        if (w != c.pad && w != c.eos && !w.empty() && w.front() != '<')
            vocabulary_ << fromStd(w);
    vocabulary_.sort();
    completer_->setModel(new QStringListModel(vocabulary_, completer_));
    fillLanguages();
    const auto best = alignedHead();
    if (best) {
        layer_ = best->first;
        head_ = best->second;
    }
    buildGrid();
    updateWords();
    return true;
}

void TranslatorLab::fillLanguages()
{
    const QString current = language_->currentData().toString();
    language_->clear();
    if (!translator_)
        return;
    for (const auto& [code, token] : translator_->config().languages) {
        const QString c = fromStd(code);
        const QString name = c == QLatin1String("fr")   ? tr("French")
                             : c == QLatin1String("pt") ? tr("Portuguese")
                                                        : c;
        language_->addItem(name, c);
    }
    // First the interface's language where the model writes it (a Brazilian class sees « o
    // gato preto »), else French, the lesson's example.
    const QString ui = interfaceLanguage().left(2);
    const QString first = language_->findData(ui) >= 0 ? ui : QStringLiteral("fr");
    const int at = language_->findData(current.isEmpty() ? first : current);
    language_->setCurrentIndex(std::max(0, at));
}

void TranslatorLab::retranslate()
{
    intro_->setText(
        tr("A real encoder–decoder Transformer, trained by scripts/models/train_translator.py on "
           "sentences made from a small grammar, translates English into French or Portuguese. "
           "Each word it writes comes from one decoding step; its <b>cross-attention</b> says "
           "which English words that step read. <b>Click a head</b> to see it large."));
    sentenceLabel_->setText(tr("En&glish:"));
    sentence_->setPlaceholderText(tr("an English sentence, e.g. the black cat"));
    languageLabel_->setText(tr("&Into:"));
    translate_->setText(tr("&Translate"));
    first_->setText(tr("First"));
    first_->setToolTip(tr("The first decoding step"));
    previous_->setText(tr("◀ Step"));
    previous_->setToolTip(tr("The previous decoding step"));
    next_->setText(tr("Step ▶"));
    next_->setToolTip(tr("The next decoding step"));
    last_->setText(tr("All"));
    last_->setToolTip(tr("The last decoding step: the whole translation"));
    moduleLabel_->setText(tr("&Attention:"));
    moduleBox_->setItemText(0, moduleName(Module::Cross));
    moduleBox_->setItemText(1, moduleName(Module::EncoderSelf));
    moduleBox_->setItemText(2, moduleName(Module::DecoderSelf));
    shapeLabel_->setText(tr("&Show as:"));
    shapeBox_->setItemText(0, tr("Lines (alignment)"));
    shapeBox_->setItemText(1, tr("Heatmap"));
    gridHint_->setText(tr("Every head, a row per layer: click one to show it large."));
    open_->setText(tr("&Open This Head Step by Step"));
    open_->setToolTip(tr("Its real Q, K and V for this sentence, as a new scenario in the "
                         "step-by-step view: scores, ÷√d_k, mask, softmax, weighted sum"));
    exportFigure_->setText(tr("E&xport Figure…"));
    exportGrid_->setText(tr("Export All Hea&ds…"));
    analyse_->setText(tr("Encoder &Rollout and Heads…"));
    analyse_->setToolTip(tr("The encoder's self-attention for this sentence, every layer and "
                            "head: its rollout and flow over the sentence's words, the heads' "
                            "statistics, comparisons, the token graph"));
    exportStack_->setText(tr("Export Encoder Attention (.npy)…"));
    exportStack_->setToolTip(tr("The encoder's self-attention as a (layers, heads, n, n) NumPy "
                                "stack and its tokens beside it, as the third tab opens it"));
    fillLanguages();
    buildGrid();
    updateWords();
}

QString TranslatorLab::moduleName(Module module) const
{
    switch (module) {
    case Module::Cross:
        return tr("Cross-attention (written → English)");
    case Module::EncoderSelf:
        return tr("Encoder self-attention (English → English)");
    case Module::DecoderSelf:
        return tr("Decoder self-attention (written → written)");
    }
    return {};
}

void TranslatorLab::complete()
{
    const QString text = sentence_->text();
    const QString word = text.mid(text.lastIndexOf(QLatin1Char(' ')) + 1);
    if (word.isEmpty()) {
        completer_->popup()->hide();
        return;
    }
    completer_->setCompletionPrefix(word);
    if (completer_->completionCount() == 0 ||
        (completer_->completionCount() == 1 &&
         completer_->currentCompletion().compare(word, Qt::CaseInsensitive) == 0)) {
        completer_->popup()->hide();
        return;
    }
    completer_->complete();
}

void TranslatorLab::replaceWord(const QString& from, const QString& to)
{
    QStringList words = sentence_->text().split(QLatin1Char(' '));
    for (QString& w : words)
        if (w.compare(from, Qt::CaseInsensitive) == 0)
            w = to;
    sentence_->setText(words.join(QLatin1Char(' ')));
}

QString TranslatorLab::wordsText() const
{
    return words_->text();
}

void TranslatorLab::updateWords()
{
    if (!translator_) {
        words_->clear();
        return;
    }
    // Each word the model does not know, marked, with the nearest known ones to pick.
    const std::vector<std::string> words = Translator::sourceWords(toStd(sentence_->text()));
    const std::set<std::string> known(translator_->config().srcVocab.begin(),
                                      translator_->config().srcVocab.end());
    const QString text = sentence_->text();
    const bool typing = !text.endsWith(QLatin1Char(' '));
    QStringList marked, problems;
    for (std::size_t i = 0; i < words.size(); ++i) {
        const QString w = fromStd(words[i]);
        const bool unknown = !known.count(words[i]);
        // the word being typed is not unknown while a known word starts with it
        const bool partial = unknown && typing && i + 1 == words.size() &&
                             std::any_of(vocabulary_.cbegin(), vocabulary_.cend(),
                                         [&](const QString& v) { return v.startsWith(w); });
        if (!unknown || partial) {
            marked << w.toHtmlEscaped();
            continue;
        }
        marked << QStringLiteral("<span style='color:#c0392b; text-decoration:underline'>"
                                 "<b>%1</b></span>")
                      .arg(w.toHtmlEscaped());
        QStringList links;
        for (const std::string& n : translator_->nearestSourceWords(words[i], 3))
            links << QStringLiteral("<a href='replace:%1:%2'>%2</a>")
                         .arg(w.toHtmlEscaped(), fromStd(n).toHtmlEscaped());
        problems << tr("%1 is not among the %n English words the model knows; the nearest: %2.",
                       nullptr, int(vocabulary_.size()))
                        .arg(quoted(w).toHtmlEscaped(), links.join(QStringLiteral(", ")));
    }
    QString html;
    if (!problems.isEmpty())
        html =
            marked.join(QLatin1Char(' ')) + QStringLiteral(" — ") + problems.join(QLatin1Char(' '));
    if (!wordsError_.isEmpty())
        html += (html.isEmpty() ? QString() : QStringLiteral("<br>")) +
                QStringLiteral("<span style='color:#c0392b'>%1</span>")
                    .arg(wordsError_.toHtmlEscaped());
    words_->setText(html);
    words_->setVisible(!html.isEmpty());
}

bool TranslatorLab::translate()
{
    if (!ensureModel())
        return false;
    setPlaying(false);
    const std::string language = toStd(language_->currentData().toString());
    try {
        Translation t = translator_->translate(toStd(sentence_->text()), language);
        translation_ = std::move(t);
    } catch (const UnknownWordError&) {
        wordsError_ = tr("Translate needs every word known: choose one of the nearest.");
        updateWords();
        return false;
    } catch (const std::exception& e) {
        wordsError_ = fromStd(e.what());
        updateWords();
        return false;
    }
    wordsError_.clear();
    updateWords();
    buildGrid();
    if (analysis_)
        analysis_->setMaps(encoderMaps(), tr("encoder self-attention"));
    if (autoPlay_) {
        setStep(0);
        setPlaying(true);
    } else {
        setStep(stepCount() - 1);
    }
    return true;
}

QString TranslatorLab::writtenToken(int position) const
{
    if (!translation_ || position < 0)
        return {};
    if (position < int(translation_->outputTokens.size()))
        return fromStd(translation_->outputTokens[std::size_t(position)]);
    return translator_ ? fromStd(translator_->config().eos) : QStringLiteral("<eos>");
}

int TranslatorLab::stepCount() const
{
    return translation_ ? int(translation_->decoderInputTokens.size()) : 0;
}

void TranslatorLab::setStep(int step)
{
    step_ = std::clamp(step, 0, std::max(0, stepCount() - 1));
    refresh();
}

bool TranslatorLab::isPlaying() const
{
    return playTimer_->isActive();
}

void TranslatorLab::setPlaying(bool playing)
{
    if (playing && stepCount() > 0) {
        if (step_ + 1 >= stepCount())
            setStep(0); // Play at the end starts again
        playTimer_->start();
    } else {
        playTimer_->stop();
    }
    play_->setText(isPlaying() ? tr("Pause") : tr("▶ Play"));
    play_->setToolTip(tr("One decoding step a second"));
}

void TranslatorLab::setModule(Module module)
{
    module_ = module;
    moduleBox_->setCurrentIndex(int(module));
    buildGrid();
}

void TranslatorLab::setShape(Shape shape)
{
    shape_ = shape;
    shapeBox_->setCurrentIndex(int(shape));
    refresh();
}

void TranslatorLab::selectHead(int layer, int head)
{
    if (!translator_)
        return;
    const TranslatorConfig& c = translator_->config();
    const int layers = module_ == Module::EncoderSelf ? c.numEncoderLayers : c.numDecoderLayers;
    layer_ = std::clamp(layer, 0, std::max(0, layers - 1));
    head_ = std::clamp(head, 0, std::max(0, c.nhead - 1));
    refresh();
}

const AttentionRecord* TranslatorLab::record(Module module, int layer) const
{
    if (!translation_)
        return nullptr;
    const std::vector<AttentionRecord>& records = module == Module::Cross ? translation_->cross
                                                  : module == Module::EncoderSelf
                                                      ? translation_->encoderSelf
                                                      : translation_->decoderSelf;
    if (layer < 0 || layer >= int(records.size()))
        return nullptr;
    return &records[std::size_t(layer)];
}

HeatmapWidget* TranslatorLab::thumbnail(int layer, int head) const
{
    if (!translator_)
        return nullptr;
    const int i = layer * translator_->config().nhead + head;
    return i >= 0 && i < thumbnails_.size() ? thumbnails_[i] : nullptr;
}

std::optional<std::pair<int, int>> TranslatorLab::alignedHead() const
{
    if (!translator_)
        return std::nullopt;
    const nlohmann::json& t = translator_->config().training;
    if (!t.is_object() || !t.contains("alignment") || !t["alignment"].is_object())
        return std::nullopt;
    const nlohmann::json& a = t["alignment"];
    if (!a.contains("layer") || !a.contains("head") || !a["layer"].is_number_integer() ||
        !a["head"].is_number_integer())
        return std::nullopt;
    const int layer = a["layer"].get<int>(), head = a["head"].get<int>();
    const TranslatorConfig& c = translator_->config();
    if (layer < 0 || layer >= c.numDecoderLayers || head < 0 || head >= c.nhead)
        return std::nullopt;
    return std::pair{layer, head};
}

std::vector<TranslatorLab::Peak> TranslatorLab::peaks(int layer, int head) const
{
    std::vector<Peak> out;
    const AttentionRecord* r = record(Module::Cross, layer);
    if (!r || head < 0 || head >= int(r->weights.size()))
        return out;
    const Matrix& w = r->weights[std::size_t(head)];
    const int words = std::min<int>(int(translation_->outputTokens.size()), int(w.rows()));
    for (int t = 0; t < words; ++t) {
        Peak p;
        Eigen::Index j = 0;
        p.weight = w.row(t).maxCoeff(&j);
        p.source = int(j);
        out.push_back(p);
    }
    return out;
}

double TranslatorLab::alignmentScore(int layer, int head) const
{
    const std::vector<Peak> p = peaks(layer, head);
    if (p.empty())
        return 0;
    double sum = 0;
    for (const Peak& x : p)
        sum += x.weight;
    return sum / double(p.size());
}

QString TranslatorLab::alignedHeadText() const
{
    const auto best = alignedHead();
    if (!best || !translation_)
        return {};
    const auto [layer, head] = *best;
    const nlohmann::json& a = translator_->config().training["alignment"];
    QString text;
    if (a.contains("score") && a["score"].is_number())
        text = tr("<b>Layer %1, head %2</b> (★) aligns best: in training, for %3 of the held-out "
                  "noun–adjective pairs, the step writing the adjective looked most at the "
                  "English adjective.")
                   .arg(layer)
                   .arg(head)
                   .arg(NumberFormat::number(100.0 * a["score"].get<double>(), 0) +
                        QStringLiteral(" %"));
    else
        text = tr("<b>Layer %1, head %2</b> (★) aligns best in training.").arg(layer).arg(head);
    // this sentence: each written word and the English word it looks at most
    const std::vector<Peak> p = peaks(layer, head);
    QStringList pairs;
    for (std::size_t t = 0; t < p.size(); ++t) {
        if (int(t) > step_)
            break;
        const QString source =
            fromStd(translation_->sourceTokens[std::size_t(std::max(0, p[t].source))]);
        pairs << tr("%1 → %2 (%3)")
                     .arg(writtenToken(int(t)).toHtmlEscaped(), source.toHtmlEscaped(),
                          NumberFormat::number(p[t].weight, 2));
    }
    if (!pairs.isEmpty())
        text += QStringLiteral("<br>") +
                tr("On this sentence, the English word each written word looks at most: %1.")
                    .arg(pairs.join(QStringLiteral(", ")));
    text += QStringLiteral("<br>") +
            tr("<b>Alignment score: %1</b> — the mean of those largest weights over the words "
               "written (1: each word looks at a single English word).")
                .arg(NumberFormat::number(alignmentScore(layer, head), 2));
    return text;
}

QStringList TranslatorLab::rowTokens() const
{
    if (!translation_)
        return {};
    if (module_ == Module::EncoderSelf)
        return toList(translation_->sourceTokens);
    QStringList rows;
    for (int t = 0; t < shownRows(); ++t)
        rows << writtenToken(t);
    return rows;
}

QStringList TranslatorLab::columnTokens() const
{
    if (!translation_)
        return {};
    if (module_ == Module::DecoderSelf)
        return toList(translation_->decoderInputTokens, shownRows());
    return toList(translation_->sourceTokens);
}

int TranslatorLab::shownRows() const
{
    if (!translation_)
        return 0;
    if (module_ == Module::EncoderSelf)
        return int(translation_->sourceTokens.size());
    return std::min(step_ + 1, stepCount());
}

const Matrix& TranslatorLab::modelWeights() const
{
    static const Matrix none;
    const AttentionRecord* r = record(module_, layer_);
    if (!r || head_ < 0 || head_ >= int(r->weights.size()))
        return none;
    return r->weights[std::size_t(head_)];
}

HeatmapData TranslatorLab::heatmapData(int layer, int head) const
{
    HeatmapData d;
    const AttentionRecord* r = record(module_, layer);
    if (!r || head < 0 || head >= int(r->weights.size()))
        return d;
    const bool square = module_ == Module::DecoderSelf;
    d.values = shownWeights(r->weights[std::size_t(head)], shownRows(), square);
    if (square) {
        BoolMatrix hidden = BoolMatrix::Constant(d.values.rows(), d.values.cols(), false);
        for (Eigen::Index i = 0; i < hidden.rows(); ++i)
            for (Eigen::Index j = i + 1; j < hidden.cols(); ++j)
                hidden(i, j) = true;
        d.hidden = hidden;
    }
    d.rowLabels = rowTokens();
    d.columnLabels = columnTokens();
    d.title = tr("%1, layer %2, head %3").arg(moduleName(module_)).arg(layer).arg(head);
    d.rowAxisTitle = tr("Query");
    d.columnAxisTitle = tr("Key");
    d.valueLabel = tr("weight");
    return d;
}

HeatmapStyle TranslatorLab::heatmapStyle() const
{
    HeatmapStyle s = view_.weightsStyle();
    if (module_ != Module::EncoderSelf)
        s.selectedRow = std::min(step_, shownRows() - 1);
    return s;
}

void TranslatorLab::setViewSettings(const ViewSettings& settings)
{
    view_ = settings;
    if (analysis_)
        analysis_->setViewSettings(settings);
    refresh();
}

AlignmentFigureData TranslatorLab::alignmentData() const
{
    AlignmentFigureData d;
    const AttentionRecord* r = record(module_, layer_);
    if (!r || head_ < 0 || head_ >= int(r->weights.size()))
        return d;
    d.title = tr("%1, layer %2, head %3").arg(moduleName(module_)).arg(layer_).arg(head_);
    d.topTokens = columnTokens();
    d.weights =
        shownWeights(r->weights[std::size_t(head_)], shownRows(), module_ == Module::DecoderSelf);
    d.bottomTokens = rowTokens();
    if (module_ == Module::EncoderSelf) {
        d.topCaption = tr("keys");
        d.bottomCaption = tr("queries");
    } else {
        d.topCaption = module_ == Module::Cross ? tr("reads") : tr("reads (written)");
        d.bottomCaption = tr("writes");
        d.highlightRow = int(d.weights.rows()) - 1;
    }
    return d;
}

HeatmapGridData TranslatorLab::gridData() const
{
    HeatmapGridData g;
    if (!translator_ || !translation_)
        return g;
    const TranslatorConfig& c = translator_->config();
    const int layers = module_ == Module::EncoderSelf ? c.numEncoderLayers : c.numDecoderLayers;
    g.columns = c.nhead;
    for (int l = 0; l < layers; ++l) {
        g.rowTitles << tr("layer %1").arg(l);
        for (int h = 0; h < c.nhead; ++h)
            g.panels.push_back(heatmapData(l, h));
    }
    for (int h = 0; h < c.nhead; ++h)
        g.columnTitles << tr("head %1").arg(h);
    g.title = moduleName(module_);
    return g;
}

void TranslatorLab::buildGrid()
{
    qDeleteAll(thumbnails_);
    thumbnails_.clear();
    qDeleteAll(gridLabels_);
    gridLabels_.clear();
    if (!translator_) {
        refresh();
        return;
    }
    const TranslatorConfig& c = translator_->config();
    const int layers = module_ == Module::EncoderSelf ? c.numEncoderLayers : c.numDecoderLayers;
    layer_ = std::clamp(layer_, 0, std::max(0, layers - 1));
    const int unit = fontMetrics().height();
    const int side = std::clamp(5 * unit, 48, 140);
    for (int h = 0; h < c.nhead; ++h) {
        auto* label = new QLabel(tr("head %1").arg(h), grid_);
        label->setAlignment(Qt::AlignCenter);
        gridLayout_->addWidget(label, 0, h + 1);
        gridLabels_ << label;
    }
    for (int l = 0; l < layers; ++l) {
        auto* label = new QLabel(tr("layer %1").arg(l), grid_);
        label->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        gridLayout_->addWidget(label, l + 1, 0);
        gridLabels_ << label;
        for (int h = 0; h < c.nhead; ++h) {
            auto* w = new HeatmapWidget(grid_);
            w->setObjectName(QStringLiteral("translatorHead_%1_%2").arg(l).arg(h));
            w->setFixedSize(side, side);
            w->setAutoFillBackground(true);
            w->setContentsMargins(3, 3, 3, 3);
            w->setToolTip(tr("Layer %1, head %2: click to show it large").arg(l).arg(h));
            connect(w, &HeatmapWidget::cellClicked, this, [this, w, l, h] {
                w->setSelection(-1, -1); // a thumbnail picks a head, not a cell
                selectHead(l, h);
            });
            gridLayout_->addWidget(w, l + 1, h + 1);
            thumbnails_ << w;
        }
    }
    gridLayout_->setColumnStretch(c.nhead + 1, 1);
    gridLayout_->setRowStretch(layers + 1, 1);
    refresh();
}

QString TranslatorLab::writtenSoFar() const
{
    if (!translation_)
        return {};
    std::vector<std::string> words;
    const int n = std::min(step_ + 1, int(translation_->outputTokens.size()));
    for (int t = 0; t < n; ++t)
        words.push_back(translation_->outputTokens[std::size_t(t)]);
    return fromStd(Translator::detokenize(words));
}

QString TranslatorLab::stepText() const
{
    if (!translation_)
        return tr("Type a sentence and press Translate.");
    const QString token = writtenToken(step_);
    const bool end = step_ >= int(translation_->outputTokens.size());
    return end ? tr("Step %1 of %2: writes %3, the end of the sentence.")
                     .arg(step_ + 1)
                     .arg(stepCount())
                     .arg(quoted(token))
               : tr("Step %1 of %2: writes %3.").arg(step_ + 1).arg(stepCount()).arg(quoted(token));
}

void TranslatorLab::refresh()
{
    if (!translator_) {
        stepLabel_->setText(stepText());
        return;
    }
    const bool has = translation_.has_value();
    for (QPushButton* b : {first_, previous_, play_, next_, last_, open_, exportFigure_,
                           exportGrid_, analyse_, exportStack_})
        b->setEnabled(has);
    first_->setEnabled(has && step_ > 0);
    previous_->setEnabled(has && step_ > 0);
    next_->setEnabled(has && step_ + 1 < stepCount());
    last_->setEnabled(has && step_ + 1 < stepCount());
    stepLabel_->setText(stepText());
    if (has) {
        // what is written so far, the newest word in the accent colour
        QString sofar = writtenSoFar().toHtmlEscaped();
        const QString newest = writtenToken(step_).toHtmlEscaped();
        if (step_ < int(translation_->outputTokens.size()) && sofar.endsWith(newest))
            sofar = sofar.left(sofar.size() - newest.size()) +
                    QStringLiteral("<span style='color:%1'><u>%2</u></span>")
                        .arg(alignedColor.name(), newest);
        // which sentence, into which language: the sentence typed may have changed since
        std::vector<std::string> english = translation_->sourceTokens;
        if (!english.empty())
            english.pop_back(); // <eos>
        const int at = language_->findData(fromStd(translation_->language));
        const QString into = at >= 0 ? language_->itemText(at) : fromStd(translation_->language);
        written_->setText(QStringLiteral("<span style='font-size:x-large'>%1 <b>%2</b></span>")
                              .arg(tr("%1 in %2:")
                                       .arg(quoted(fromStd(Translator::detokenize(english))), into)
                                       .toHtmlEscaped(),
                                   sofar.isEmpty() ? QStringLiteral("…") : sofar));
    } else {
        written_->clear();
    }

    // the grid: each head's map, the one shown highlighted, the aligned one marked
    const auto best = alignedHead();
    for (HeatmapWidget* w : std::as_const(thumbnails_)) {
        const int i = int(thumbnails_.indexOf(w));
        const int l = i / translator_->config().nhead, h = i % translator_->config().nhead;
        HeatmapStyle small = heatmapStyle();
        small.annotate = false;
        small.showColorbar = false;
        small.showLabels = false;
        small.showTitle = false;
        small.growTextWithSize = false;
        small.selectedRow = -1; // the newest row is outlined in the large figure only
        w->setData(heatmapData(l, h));
        w->setStyle(small);
        QPalette p = w->palette();
        const bool aligned =
            module_ == Module::Cross && best && best->first == l && best->second == h;
        p.setColor(QPalette::Window, l == layer_ && h == head_
                                         ? palette().color(QPalette::Highlight)
                                     : aligned ? alignedColor
                                               : palette().color(QPalette::Window));
        w->setPalette(p);
    }
    for (QLabel* label : std::as_const(gridLabels_)) {
        // the aligned head's column title carries the star
        const QString plain = label->text().remove(QStringLiteral(" ★"));
        const bool star =
            module_ == Module::Cross && best && plain == tr("head %1").arg(best->second);
        label->setText(star ? plain + QStringLiteral(" ★") : plain);
    }
    aligned_->setText(module_ == Module::Cross ? alignedHeadText() : QString());
    aligned_->setVisible(!aligned_->text().isEmpty());
    check_->setText(checkText_);
    check_->setVisible(!checkText_.isEmpty());

    alignment_->setData(alignmentData());
    HeatmapStyle style = heatmapStyle();
    heatmap_->setData(heatmapData(layer_, head_));
    heatmap_->setStyle(style);
    figures_->setCurrentIndex(shape_ == Shape::Lines ? 0 : 1);
    figureTitle_->setVisible(false);
}

Scenario TranslatorLab::headScenario() const
{
    Scenario s;
    const AttentionRecord* r = record(module_, layer_);
    if (!r || head_ < 0 || head_ >= int(r->q.size()))
        return s;
    const auto h = std::size_t(head_);
    s.kind = InputKind::Matrices;
    s.q = r->q[h];
    s.k = r->k[h];
    s.v = r->v[h];
    s.heads = 1;
    s.mask.causal = module_ == Module::DecoderSelf;
    QStringList rows, columns;
    if (module_ == Module::EncoderSelf) {
        rows = columns = toList(translation_->sourceTokens);
    } else {
        for (int t = 0; t < int(s.q.rows()); ++t)
            rows << writtenToken(t);
        columns = module_ == Module::Cross ? toList(translation_->sourceTokens)
                                           : toList(translation_->decoderInputTokens);
    }
    for (const QString& t : rows)
        s.queryTokens.push_back(toStd(t));
    for (const QString& t : columns)
        s.keyTokens.push_back(toStd(t));
    const QString sentence = fromStd(Translator::detokenize(std::vector<std::string>(
        translation_->sourceTokens.begin(),
        translation_->sourceTokens.end() - (translation_->sourceTokens.empty() ? 0 : 1))));
    s.title = toStd(tr("Trained translator: %1, layer %2, head %3")
                        .arg(moduleName(module_))
                        .arg(layer_)
                        .arg(head_));
    // the check, computed as the step-by-step view computes it
    QString check;
    try {
        const Trace trace = computeTrace(resolveScenario(s).input);
        const double diff = (trace.heads.front().weights - r->weights[h]).cwiseAbs().maxCoeff();
        check = tr("Check: the weights computed here equal the model's (largest difference from "
                   "the model: %1).")
                    .arg(difference(diff));
    } catch (const std::exception& e) {
        check = fromStd(e.what());
    }
    const QString rowsText =
        module_ == Module::EncoderSelf ? tr("the rows of Q, K and V are the English tokens")
        : module_ == Module::Cross
            ? tr("the rows of Q are the decoding steps, named by the word each writes; those of K "
                 "and V the English tokens")
            : tr("the rows are the decoding steps, named by the word each writes, and the causal "
                 "mask lets a step see only itself and the steps before it");
    s.description = toStd(tr("The real Q, K and V of this head of the trained translator "
                             "(resources/models/translator) for %1 → %2, after the head's "
                             "projection (d_k = %3): %4.")
                              .arg(quoted(sentence), quoted(fromStd(translation_->text)))
                              .arg(s.q.cols())
                              .arg(rowsText));
    // the check first: the caption shows the beginning of the description
    s.description = toStd(check) + ' ' + s.description;
    return s;
}

void TranslatorLab::openHeadStepByStep()
{
    if (!translation_)
        return;
    opened_ = headScenario();
    openedWeights_ = modelWeights();
    openedPending_ = true;
    checkText_.clear();
    emit openScenarioRequested(opened_);
    takeDocument();
}

std::optional<double> TranslatorLab::checkedDifference() const
{
    if (!openedPending_ || !document_->hasResult() || !(document_->scenario() == opened_))
        return std::nullopt;
    const Trace& t = document_->trace();
    if (t.heads.size() != 1 || t.heads.front().weights.rows() != openedWeights_.rows() ||
        t.heads.front().weights.cols() != openedWeights_.cols())
        return std::nullopt;
    return (t.heads.front().weights - openedWeights_).cwiseAbs().maxCoeff();
}

void TranslatorLab::takeDocument()
{
    if (!openedPending_)
        return;
    const std::optional<double> d = checkedDifference();
    if (!d) {
        if (!(document_->scenario() == opened_)) {
            openedPending_ = false; // another scenario replaced it
            checkText_.clear();
            refresh();
        }
        return;
    }
    checkText_ = tr("Opened in the step-by-step view: its weights there equal the model's "
                    "(largest difference from the model: %1).")
                     .arg(difference(*d));
    refresh();
}

QString TranslatorLab::exportFigure(const QString& path) const
{
    if (!translation_)
        return tr("There is no translation to export: translate a sentence first.");
    FigureOptions options;
    if (shape_ == Shape::Heatmap)
        return attnlab::exportFigure(path, {Figure{heatmapData(layer_, head_), heatmapStyle()}},
                                     options);
    const AlignmentFigureData data = alignmentData();
    QImage probe(1, 1, QImage::Format_ARGB32);
    probe.setDotsPerMeterX(int(std::lround(options.dpi / 0.0254)));
    probe.setDotsPerMeterY(int(std::lround(options.dpi / 0.0254)));
    QFont font = QApplication::font();
    font.setPointSizeF(options.fontPointSize);
    const double width = 7.0; // inches
    options.sizeInches = {width, alignmentFigureHeight(width * options.dpi, data, font, &probe) /
                                     options.dpi};
    return exportPaintedFigure(
        path,
        [data](QPainter& p, const QSizeF& page, double) {
            paintAlignmentFigure(p, QRectF(QPointF(0, 0), page), data, Qt::black);
        },
        data.title, options);
}

QString TranslatorLab::exportGrid(const QString& path) const
{
    if (!translation_)
        return tr("There is no translation to export: translate a sentence first.");
    FigureOptions options;
    HeatmapStyle style = heatmapStyle();
    style.annotate = false;
    const HeatmapGridData grid = gridData();
    options.sizeInches = {std::max(6.0, 1.6 * grid.columns + 2.0),
                          std::max(4.0, 1.6 * grid.rows() + 2.0)};
    return exportGridFigure(path, GridFigure{grid, style}, options);
}

void TranslatorLab::exportFigureAs()
{
    const QString path = ExportDialog::askFigurePath(this, tr("Export figure"),
                                                     QStringLiteral("translator-attention.png"));
    if (path.isEmpty())
        return;
    if (const QString error = exportFigure(path); !error.isEmpty()) {
        QMessageBox::warning(this, tr("Cannot export"), error);
        return;
    }
    ExportDialog::showExported(qobject_cast<QMainWindow*>(window()), {path});
}

void TranslatorLab::exportGridAs()
{
    const QString path = ExportDialog::askFigurePath(this, tr("Export every head"),
                                                     QStringLiteral("translator-heads.png"));
    if (path.isEmpty())
        return;
    if (const QString error = exportGrid(path); !error.isEmpty()) {
        QMessageBox::warning(this, tr("Cannot export"), error);
        return;
    }
    ExportDialog::showExported(qobject_cast<QMainWindow*>(window()), {path});
}

void TranslatorLab::arrange()
{
    // The heads beside the large figure; when the room is narrow (a projector, large text) the
    // figure first, as tall as the room under the sentence allows, the heads under it, and the
    // introduction at the end of the page.
    const int unit = fontMetrics().height();
    const bool beside = width() >= 60 * unit;
    body_->setDirection(beside ? QBoxLayout::LeftToRight : QBoxLayout::BottomToTop);
    side_->setMaximumWidth(beside ? 30 * unit : QWIDGETSIZE_MAX);
    const int introAt = pageLayout_->indexOf(intro_);
    const int wantedAt = beside ? 0 : pageLayout_->count() - 1;
    if (introAt != wantedAt) {
        pageLayout_->removeWidget(intro_);
        pageLayout_->insertWidget(beside ? 0 : pageLayout_->count(), intro_);
    }
    int above = 0;
    if (!beside) {
        // what the page shows above the figure: the sentence, the steps, the translation
        for (const QWidget* w :
             {static_cast<const QWidget*>(sentence_), static_cast<const QWidget*>(stepLabel_),
              static_cast<const QWidget*>(play_), static_cast<const QWidget*>(written_),
              static_cast<const QWidget*>(words_)})
            if (w->isVisible())
                above += std::max(w->sizeHint().height(), w->height()) + unit / 2;
    }
    const int room = scroll_->viewport()->height() - above - 2 * unit;
    figures_->setMinimumHeight(beside ? 14 * unit : std::max(12 * unit, room));
}

void TranslatorLab::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    // the model is read when the tab is first shown, and the seed's example translated
    if (!translation_ && modelError_.isEmpty() && ensureModel()) {
        const bool autoPlay = autoPlay_;
        autoPlay_ = false;
        translate();
        autoPlay_ = autoPlay;
    }
    arrange();
}

void TranslatorLab::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    arrange();
}

void TranslatorLab::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange) {
        buildGrid();
        arrange();
    }
}

std::shared_ptr<const AttentionMaps> TranslatorLab::encoderMaps() const
{
    if (!translation_)
        return nullptr;
    auto maps = std::make_shared<AttentionMaps>(
        attentionMapsFromArray(attentionStack(translation_->encoderSelf), "encoder"));
    setTokens(*maps, translation_->sourceTokens, "encoder");
    return maps;
}

void TranslatorLab::showEncoderAnalysis()
{
    if (!translation_)
        return;
    if (!analysis_) {
        auto* dialog = new QDialog(this);
        dialog->setObjectName(QStringLiteral("encoderAnalysisWindow"));
        dialog->setWindowTitle(tr("Encoder self-attention: rollout and heads"));
        auto* layout = new QVBoxLayout(dialog);
        analysis_ = new AttentionAnalysisView(dialog);
        layout->addWidget(analysis_);
        connect(analysis_, &AttentionAnalysisView::headChosen, this, [this](int layer, int head) {
            setModule(Module::EncoderSelf);
            selectHead(layer, head);
        });
        dialog->resize(std::min(1200, window()->width()), std::min(800, window()->height()));
    }
    analysis_->setViewSettings(view_);
    analysis_->setMaps(encoderMaps(), tr("encoder self-attention"));
    analysis_->setCurrentHead(layer_, head_);
    QWidget* dialog = analysis_->parentWidget();
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
}

QString TranslatorLab::exportEncoderStack(const QString& path) const
{
    if (!translation_)
        return tr("There is no translation to export: translate a sentence first.");
    return writeEncoderStack(path, *translation_);
}

void TranslatorLab::exportEncoderStackAs()
{
    QString folder = QSettings().value(QStringLiteral("lastDir")).toString();
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export the encoder's self-attention"),
                                     QDir(folder).filePath(QStringLiteral("encoder-attention.npy")),
                                     tr("NumPy attention weights (*.npy)"));
    if (path.isEmpty())
        return;
    QSettings().setValue(QStringLiteral("lastDir"), QFileInfo(path).absolutePath());
    const QString npy = path.endsWith(QLatin1String(".npy"), Qt::CaseInsensitive)
                            ? path
                            : path + QStringLiteral(".npy");
    if (const QString error = exportEncoderStack(npy); !error.isEmpty()) {
        QMessageBox::warning(this, tr("Cannot export"), error);
        return;
    }
    ExportDialog::showExported(qobject_cast<QMainWindow*>(window()), {npy, stackTokensPath(npy)});
}

} // namespace attnlab

#include "sentencepanel.h"

#include "commands/converttomatricescommand.h"
#include "commands/editsentencescommand.h"
#include "document.h"
#include "enginemessage.h"
#include "lexicon.h"
#include "lexicondimensions.h"
#include "matrixeditor.h"
#include "matrixtablemodel.h"
#include "scenariofile.h"
#include "translations.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
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
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStringListModel>
#include <QVBoxLayout>

#include <algorithm>
#include <numeric>
#include <utility>
#include <vector>

namespace attnlab {

namespace {

/// Completes the word being typed at the end of a sentence with the built-in lexicon's words:
/// what the lexicon knows is offered as one types ("ti" -> tired, time, …).
class WordCompleter : public QCompleter
{
public:
    explicit WordCompleter(QLineEdit* edit) : QCompleter(edit)
    {
        setModel(new QStringListModel(this));
        setCaseSensitivity(Qt::CaseInsensitive);
        setCompletionMode(QCompleter::PopupCompletion);
        setWidget(edit);
        edit->setCompleter(this);
    }
    /// The words of language ("" for every language) as the lexicon stores them; none when
    /// the sentences are embedded with another lexicon (a GloVe file).
    void setLanguage(const QString& language, bool builtin)
    {
        QStringList words;
        const Lexicon& lexicon = Lexicon::builtin();
        for (int i = 0; builtin && i < lexicon.size(); ++i)
            if (language.isEmpty() || fromStd(lexicon.entry(i).language) == language)
                words << fromStd(lexicon.entry(i).word);
        words.sort(Qt::CaseInsensitive);
        words.removeDuplicates();
        static_cast<QStringListModel*>(model())->setStringList(words);
    }
    QStringList splitPath(const QString& path) const override { return {lastWord(path)}; }
    QString pathFromIndex(const QModelIndex& index) const override
    {
        const auto* edit = qobject_cast<const QLineEdit*>(widget());
        const QString text = edit ? edit->text() : QString();
        return text.left(text.size() - lastWord(text).size()) + index.data().toString();
    }
    /// The letters after the last space or apostrophe ("qu'il" completes "il").
    static QString lastWord(const QString& text)
    {
        qsizetype start = text.size();
        while (start > 0 && !text.at(start - 1).isSpace() &&
               text.at(start - 1) != QLatin1Char('\'') && text.at(start - 1) != QChar(0x2019))
            --start;
        return text.mid(start);
    }
};

/// The number of single-letter edits between a and b (Levenshtein).
int editDistance(const QString& a, const QString& b)
{
    std::vector<int> row(static_cast<std::size_t>(b.size()) + 1);
    std::iota(row.begin(), row.end(), 0);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        int diagonal = row[0];
        row[0] = static_cast<int>(i);
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const int above = row[static_cast<std::size_t>(j)];
            row[static_cast<std::size_t>(j)] =
                std::min({above + 1, row[static_cast<std::size_t>(j - 1)] + 1,
                          diagonal + (a.at(i - 1) == b.at(j - 1) ? 0 : 1)});
            diagonal = above;
        }
    }
    return row.back();
}

void fillLanguages(QComboBox* box)
{
    box->addItem(SentencePanel::tr("any language"), QString());
    box->addItem(SentencePanel::tr("English"), QStringLiteral("en"));
    box->addItem(SentencePanel::tr("French"), QStringLiteral("fr"));
    box->addItem(SentencePanel::tr("Portuguese"), QStringLiteral("pt"));
}

} // namespace

QStringList SentencePanel::nearestWords(const QString& word, const QString& language, int count)
{
    const QString key = word.toLower();
    const Lexicon& lexicon = Lexicon::builtin();
    QList<std::pair<int, QString>> found;
    for (int i = 0; i < lexicon.size(); ++i) {
        const Lexicon::Entry& entry = lexicon.entry(i);
        if (!language.isEmpty() && fromStd(entry.language) != language)
            continue;
        const QString known = fromStd(entry.word);
        found.append({editDistance(key, known), known});
    }
    std::sort(found.begin(), found.end());
    QStringList words;
    for (const auto& [distance, known] : found) {
        if (words.size() >= count)
            break;
        if (!words.contains(known))
            words << known;
    }
    return words;
}

QString SentencePanel::unknownWordText(const QString& word, const QString& language)
{
    const QStringList near = nearestWords(word, language);
    QStringList words;
    for (const QString& w : near)
        words << quoted(w);
    const QString list = QLocale().createSeparatedList(words);
    // one sentence per language: a language's name inside a sentence takes the sentence's
    // grammar ("inglês", « anglais » in lower case)
    if (language == QLatin1String("en"))
        return tr("%1 is not among the built-in lexicon's English words: it gets a "
                  "random vector, so its scores mean little. Known words close to it: %2.")
            .arg(quoted(word), list);
    if (language == QLatin1String("fr"))
        return tr("%1 is not among the built-in lexicon's French words: it gets a "
                  "random vector, so its scores mean little. Known words close to it: %2.")
            .arg(quoted(word), list);
    if (language == QLatin1String("pt"))
        return tr("%1 is not among the built-in lexicon's Portuguese words: it gets "
                  "a random vector, so its scores mean little. Known words close to it: %2.")
            .arg(quoted(word), list);
    return tr("%1 is not in the built-in lexicon: it gets a random vector, so its "
              "scores mean little. Known words close to it: %2.")
        .arg(quoted(word), list);
}

QString SentencePanel::warningText(const Warning& warning, const Document& document)
{
    const QString fallback = translatedWarning(warning);
    if (warning.code != "unknown_word" || !document.hasResult() ||
        document.scenario().kind != InputKind::Sentences)
        return fallback;
    const ResolvedScenario& r = document.resolved();
    const SentenceSpec& spec = document.scenario().sentences;
    const bool source = warning.message.rfind("sentences.source", 0) == 0;
    const std::vector<std::string>& tokens = source ? r.keyTokens : r.queryTokens;
    if (warning.row < 0 || static_cast<std::size_t>(warning.row) >= tokens.size())
        return fallback;
    return unknownWordText(fromStd(tokens[static_cast<std::size_t>(warning.row)]),
                           fromStd(source ? spec.sourceLanguage : spec.queryLanguage));
}

SentenceSpec SentencePanel::defaultSpec()
{
    SentenceSpec spec;
    spec.query = "Le chat noir";
    spec.queryLanguage = "fr";
    spec.source = "The black cat";
    spec.sourceLanguage = "en";
    return spec;
}

SentencePanel::SentencePanel(Document* document, QWidget* parent)
    : QWidget(parent), document_(document), last_(defaultSpec())
{

    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    query_ = new QLineEdit(this);
    query_->setObjectName(QStringLiteral("querySentence"));
    query_->setPlaceholderText(tr("e.g. Le chat noir"));
    queryLanguage_ = new QComboBox(this);
    fillLanguages(queryLanguage_);
    auto* queryRow = new QHBoxLayout;
    queryRow->addWidget(query_, 1);
    queryRow->addWidget(queryLanguage_);
    // The sentences take the panel's whole width, their labels above them: beside a label in a
    // narrow dock they had a few letters' room.
    auto* queryLabel = new QLabel(tr("&Query sentence:"), this);
    queryLabel->setBuddy(query_);
    form->addRow(queryLabel);
    form->addRow(queryRow);

    // A short box and a hint that wraps: the tab stays as narrow as the inputs dock.
    cross_ = new QCheckBox(tr("C&ross-attention:"), this);
    auto* crossHint = new QLabel(tr("the queries look at another sentence, the source"), this);
    crossHint->setWordWrap(true);
    crossHint->setBuddy(cross_);
    form->addRow(cross_, crossHint);
    source_ = new QLineEdit(this);
    source_->setObjectName(QStringLiteral("sourceSentence"));
    source_->setPlaceholderText(tr("e.g. The black cat"));
    sourceLanguage_ = new QComboBox(this);
    fillLanguages(sourceLanguage_);
    auto* sourceRow = new QHBoxLayout;
    sourceRow->addWidget(source_, 1);
    sourceRow->addWidget(sourceLanguage_);
    auto* sourceLabel = new QLabel(tr("S&ource sentence:"), this);
    sourceLabel->setBuddy(source_);
    form->addRow(sourceLabel);
    form->addRow(sourceRow);

    embedding_ = new QComboBox(this);
    embedding_->addItem(tr("Built-in lexicon (named dimensions)"), QStringLiteral("lexicon"));
    embedding_->addItem(tr("GloVe vectors from a file"), QStringLiteral("glove"));
    glovePath_ = new QLabel(this);
    glovePath_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    browse_ = new QPushButton(tr("Choose file\u2026"), this);
    auto* gloveRow = new QHBoxLayout;
    gloveRow->addWidget(glovePath_, 1);
    gloveRow->addWidget(browse_);
    form->addRow(tr("Em&bedding:"), embedding_);
    form->addRow(QString(), gloveRow);

    positional_ = new QCheckBox(tr("&Add sinusoidal positional encoding, \u00d7"), this);
    positionalScale_ = new QDoubleSpinBox(this);
    positionalScale_->setRange(0.0, 10.0);
    positionalScale_->setSingleStep(0.1);
    positionalScale_->setValue(1.0);
    positionalScale_->setAccessibleName(tr("Positional encoding factor"));
    // The factor goes below the box when the dock is narrow (the form wraps long rows).
    positionalScale_->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    form->addRow(positional_, positionalScale_);

    projection_ = new QComboBox(this);
    projection_->setObjectName(QStringLiteral("projection"));
    projection_->addItem(tr("Identity: Q = K = V = embeddings"),
                         int(SentenceSpec::Projection::Identity));
    projection_->addItem(tr("Random W_Q, W_K, W_V (PyTorch seed)"),
                         int(SentenceSpec::Projection::Random));
    projection_->addItem(tr("Editable W_Q, W_K, W_V (start from identity)"),
                         int(SentenceSpec::Projection::Given));
    projectionSeed_ = new QSpinBox(this);
    projectionSeed_->setRange(0, 1000000);
    projectionSeed_->setAccessibleName(tr("Seed of the random projections"));
    auto* projRow = new QHBoxLayout;
    projRow->addWidget(projection_, 1);
    projRow->addWidget(projectionSeed_);
    auto* projectionLabel = new QLabel(tr("Pro&jections:"), this);
    projectionLabel->setBuddy(projection_);
    form->addRow(projectionLabel, projRow);
    layout->addLayout(form);

    status_ = new QLabel(this);
    status_->setWordWrap(true);
    layout->addWidget(status_);

    const QString names[3] = {QStringLiteral("Q"), QStringLiteral("K"), QStringLiteral("V")};
    for (int i = 0; i < 3; ++i) {
        auto* box = new QGroupBox(tr("%1 (derived, read-only)").arg(names[i]), this);
        auto* boxLayout = new QVBoxLayout(box);
        models_[i] = new MatrixTableModel(box);
        models_[i]->setName(names[i]);
        models_[i]->setObjectName(QStringLiteral("derived") + names[i]);
        models_[i]->setEditable(false);
        views_[i] = new MatrixEditor(box);
        views_[i]->setAccessibleName(box->title());
        views_[i]->setModel(models_[i]);
        boxLayout->addWidget(views_[i]);
        layout->addWidget(box, 1);
    }
    weightsBox_ = new QGroupBox(tr("Projections: Q = E W_Q, K = E W_K, V = E W_V"), this);
    auto* weightsLayout = new QVBoxLayout(weightsBox_);
    const QString weightNames[3] = {QStringLiteral("W_Q"), QStringLiteral("W_K"),
                                    QStringLiteral("W_V")};
    for (int i = 0; i < 3; ++i) {
        weightsLayout->addWidget(new QLabel(weightNames[i], weightsBox_));
        weightModels_[i] = new MatrixTableModel(weightsBox_);
        weightModels_[i]->setName(weightNames[i]);
        weightModels_[i]->setObjectName(weightNames[i]);
        weightViews_[i] = new MatrixEditor(weightsBox_);
        weightViews_[i]->setAccessibleName(weightNames[i]);
        weightViews_[i]->setModel(weightModels_[i]);
        weightsLayout->addWidget(weightViews_[i]);
        connect(weightModels_[i], &MatrixTableModel::cellEditRequested, this,
                [this, i](int row, int column, double value) {
                    editWeights(i, row, column, Matrix::Constant(1, 1, value));
                });
        connect(weightModels_[i], &MatrixTableModel::blockPasteRequested, this,
                [this, i](int row, int column, const Matrix& block) {
                    editWeights(i, row, column, block);
                });
        connect(weightModels_[i], &MatrixTableModel::clearRequested, this,
                [this, i](int row, int column, const Matrix& zeros) {
                    editWeights(i, row, column, zeros);
                });
        connect(weightModels_[i], &MatrixTableModel::editRejected, status_, &QLabel::setText);
    }
    layout->addWidget(weightsBox_, 2);

    copyToMatrices_ = new QPushButton(tr("Copy Q, K, V into ma&trix mode to edit them"), this);
    layout->addWidget(copyToMatrices_);

    // The lexicon's words of the chosen language, offered as one types.
    const std::pair<QLineEdit*, QComboBox*> fields[] = {{query_, queryLanguage_},
                                                        {source_, sourceLanguage_}};
    for (const auto& [edit, language] : fields) {
        auto* completer = new WordCompleter(edit);
        const auto update = [this, completer, box = language] {
            completer->setLanguage(box->currentData().toString(),
                                   embedding_->currentData() == QLatin1String("lexicon"));
        };
        connect(language, &QComboBox::currentIndexChanged, completer, update);
        connect(embedding_, &QComboBox::currentIndexChanged, completer, update);
        update();
        edit->setToolTip(tr("Words the built-in lexicon knows are offered as you type; the "
                            "others get a hashed vector and are listed below."));
    }
    // Long French and Portuguese texts ("n'importe quelle langue") must not make the panel
    // wider than its dock: the boxes show less of their text (their lists show it all), and
    // the labels go above their fields when the dock is narrow.
    for (QComboBox* box : {queryLanguage_, sourceLanguage_}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(7);
    }
    for (QComboBox* box : {embedding_, projection_}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(14);
    }
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);

    connect(query_, &QLineEdit::editingFinished, this, &SentencePanel::apply);
    connect(source_, &QLineEdit::editingFinished, this, &SentencePanel::apply);
    for (QComboBox* box : {queryLanguage_, sourceLanguage_, embedding_, projection_})
        connect(box, &QComboBox::activated, this, &SentencePanel::apply);
    connect(cross_, &QCheckBox::toggled, this, &SentencePanel::apply);
    connect(positional_, &QCheckBox::toggled, this, &SentencePanel::apply);
    connect(positionalScale_, &QDoubleSpinBox::valueChanged, this, &SentencePanel::apply);
    connect(projectionSeed_, &QSpinBox::valueChanged, this, &SentencePanel::apply);
    connect(browse_, &QPushButton::clicked, this, &SentencePanel::browseGlove);
    connect(copyToMatrices_, &QPushButton::clicked, this,
            [this] { document_->undoStack()->push(new ConvertToMatricesCommand(document_)); });
    connect(document_, &Document::replaced, this, [this] {
        // File › New or Open: forget the sentences, languages and switches of the last document.
        last_ = defaultSpec();
        const QSignalBlocker blocker(cross_);
        cross_->setChecked(false);
        status_->clear();
    });
    connect(document_, &Document::scenarioChanged, this, &SentencePanel::refresh);
    connect(document_, &Document::resultChanged, this, &SentencePanel::refresh);
    refresh();
}

SentenceSpec SentencePanel::specFromControls() const
{
    SentenceSpec spec = document_->scenario().kind == InputKind::Sentences
                            ? document_->scenario().sentences
                            : last_;
    spec.query = toStd(query_->text().trimmed());
    spec.queryLanguage = toStd(queryLanguage_->currentData().toString());
    spec.source = cross_->isChecked() ? toStd(source_->text().trimmed()) : std::string();
    spec.sourceLanguage =
        cross_->isChecked() ? toStd(sourceLanguage_->currentData().toString()) : std::string();
    spec.embedding = toStd(embedding_->currentData().toString());
    spec.positional = positional_->isChecked();
    spec.positionalScale = positionalScale_->value();
    const auto projection =
        static_cast<SentenceSpec::Projection>(projection_->currentData().toInt());
    if (projection == SentenceSpec::Projection::Given && !spec.wq) {
        // Start editing from the identity: Q = K = V = E until the user changes a number.
        const int d = document_->hasResult() ? document_->resolved().input.modelDim() : 0;
        if (d > 0)
            spec.wq = spec.wk = spec.wv = Matrix::Identity(d, d);
    }
    spec.projection = projection;
    spec.projectionSeed = static_cast<std::uint64_t>(projectionSeed_->value());
    return spec;
}

void SentencePanel::apply()
{
    if (query_->text().trimmed().isEmpty()) {
        status_->setText(tr("Type a query sentence."));
        return;
    }
    if (cross_->isChecked() && source_->text().trimmed().isEmpty()) {
        status_->setText(tr("Type a source sentence, or switch cross-attention off."));
        return;
    }
    SentenceSpec spec = specFromControls();
    if (spec.embedding == "glove" && spec.glovePath.empty()) {
        browseGlove();
        return;
    }
    const Scenario& s = document_->scenario();
    if (s.kind == InputKind::Sentences && s.sentences == spec)
        return;
    last_ = spec;
    document_->undoStack()->push(new EditSentencesCommand(document_, spec, ++mergeKey_));
}

void SentencePanel::editWeights(int which, int row, int column, const Matrix& block)
{
    const Scenario& s = document_->scenario();
    if (s.kind != InputKind::Sentences || s.sentences.projection != SentenceSpec::Projection::Given)
        return;
    SentenceSpec spec = s.sentences;
    std::optional<Matrix>* target[3] = {&spec.wq, &spec.wk, &spec.wv};
    Matrix& w = target[which]->value();
    // A pasted block is clipped to the matrix: the embedding fixes the number of rows.
    const Eigen::Index rows = std::min<Eigen::Index>(block.rows(), w.rows() - row);
    const Eigen::Index cols = std::min<Eigen::Index>(block.cols(), w.cols() - column);
    if (rows <= 0 || cols <= 0)
        return;
    w.block(row, column, rows, cols) = block.topLeftCorner(rows, cols);
    last_ = spec;
    document_->undoStack()->push(new EditSentencesCommand(document_, spec, ++mergeKey_));
}

void SentencePanel::browseGlove()
{
    // A scenario names its GloVe file relative to its own folder, inside it (so that a
    // scenario received from someone cannot read any file of this machine).
    if (document_->filePath().isEmpty()) {
        refresh();
        status_->setText(tr("Save the scenario first: its GloVe file is named relative to the "
                            "scenario's folder."));
        return;
    }
    const QDir folder = QFileInfo(document_->filePath()).absoluteDir();
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Choose GloVe vectors"), folder.absolutePath(),
                                     tr("GloVe text files (*.txt *.vec);;All files (*)"));
    if (path.isEmpty()) {
        refresh();
        return;
    }
    const QString relative = folder.relativeFilePath(path);
    if (QDir::isAbsolutePath(relative) || relative.startsWith(QLatin1String("../"))) {
        refresh();
        status_->setText(tr("Choose a GloVe file in the scenario's folder (%1) or below it: a "
                            "scenario names its files relative to its folder.")
                             .arg(QDir::toNativeSeparators(folder.absolutePath())));
        return;
    }
    SentenceSpec spec = specFromControls();
    spec.embedding = "glove";
    spec.glovePath = toStd(relative);
    last_ = spec;
    document_->undoStack()->push(new EditSentencesCommand(document_, spec, ++mergeKey_));
}

void SentencePanel::refresh()
{
    const Scenario& s = document_->scenario();
    const bool active = s.kind == InputKind::Sentences;
    if (active)
        last_ = s.sentences;
    const SentenceSpec& spec = last_;

    const QSignalBlocker b1(query_), b2(source_), b3(cross_), b4(queryLanguage_),
        b5(sourceLanguage_), b6(embedding_), b7(positional_), b8(positionalScale_), b9(projection_),
        b10(projectionSeed_);
    if (!query_->hasFocus())
        query_->setText(fromStd(spec.query));
    if (!source_->hasFocus())
        source_->setText(fromStd(spec.source));
    cross_->setChecked(!spec.source.empty() || (cross_->isChecked() && source_->hasFocus()));
    source_->setEnabled(cross_->isChecked());
    sourceLanguage_->setEnabled(cross_->isChecked());
    queryLanguage_->setCurrentIndex(
        std::max(0, queryLanguage_->findData(fromStd(spec.queryLanguage))));
    sourceLanguage_->setCurrentIndex(
        std::max(0, sourceLanguage_->findData(fromStd(spec.sourceLanguage))));
    embedding_->setCurrentIndex(std::max(0, embedding_->findData(fromStd(spec.embedding))));
    glovePath_->setText(spec.embedding == "glove" ? fromStd(spec.glovePath) : QString());
    glovePath_->setVisible(spec.embedding == "glove");
    browse_->setVisible(spec.embedding == "glove");
    positional_->setChecked(spec.positional);
    positionalScale_->setValue(spec.positionalScale);
    positionalScale_->setEnabled(spec.positional);
    projection_->setCurrentIndex(std::max(0, projection_->findData(int(spec.projection))));
    projectionSeed_->setValue(static_cast<int>(spec.projectionSeed));
    projectionSeed_->setEnabled(spec.projection == SentenceSpec::Projection::Random);

    copyToMatrices_->setEnabled(active && document_->hasResult());
    const bool given = active && spec.projection == SentenceSpec::Projection::Given && spec.wq;
    weightsBox_->setVisible(given);
    if (given) {
        const std::optional<Matrix>* ws[3] = {&spec.wq, &spec.wk, &spec.wv};
        const QStringList dims =
            document_->hasResult()
                ? dimensionDisplayNames(document_->resolved().embeddingDimensionNames)
                : QStringList();
        for (int i = 0; i < 3; ++i) {
            weightModels_[i]->setMatrix(ws[i]->value_or(Matrix()));
            weightModels_[i]->setRowLabels(dims);
        }
    }
    if (!active) {
        status_->setText(tr("The scenario holds matrices. Edit a sentence to switch to "
                            "sentence input."));
        for (auto* m : models_)
            m->setMatrix(Matrix());
        return;
    }
    if (!document_->hasResult()) {
        // These sentences have no Q, K and V: the last ones computed were another scenario's.
        status_->setText(tr("Cannot compute: %1").arg(document_->errorText()));
        for (auto* m : models_)
            m->setMatrix(Matrix());
        return;
    }
    const ResolvedScenario& r = document_->resolved();
    QStringList unknown;
    for (std::size_t i = 0; i < r.queryUnknown.size(); ++i)
        if (r.queryUnknown[i])
            unknown << unknownWordText(fromStd(r.queryTokens[i]), fromStd(spec.queryLanguage));
    for (std::size_t i = 0; i < r.keyUnknown.size(); ++i)
        if (r.keyUnknown[i] && !spec.source.empty())
            unknown << unknownWordText(fromStd(r.keyTokens[i]), fromStd(spec.sourceLanguage));
    unknown.removeDuplicates();
    const QLocale locale;
    status_->setText(unknown.isEmpty() ? tr("%1 query tokens, %2 key tokens, %3 dimensions.")
                                             .arg(locale.toString(r.input.queryCount()),
                                                  locale.toString(r.input.keyCount()),
                                                  locale.toString(r.input.modelDim()))
                                       : unknown.join(QLatin1Char('\n')));
    const Matrix* mats[3] = {&r.input.q, &r.input.k, &r.input.v};
    const QStringList dims = dimensionDisplayNames(r.dimensionNames);
    for (int i = 0; i < 3; ++i) {
        models_[i]->setMatrix(*mats[i]);
        models_[i]->setRowLabels(fromStd(i == 0 ? r.queryTokens : r.keyTokens));
        models_[i]->setColumnNames(dims);
    }
}

void SentencePanel::setFrameRows(int begin, int end)
{
    for (int i = 0; i < 3; ++i) { // Q, K, V
        const int rows = models_[i]->rowCount();
        for (int r = 0; r < rows; ++r)
            views_[i]->setRowHidden(r, end >= 0 && (r >= end || (i == 0 && r < begin)));
        models_[i]->setFrameRows(end >= 0 ? begin : 0, end);
    }
}

} // namespace attnlab

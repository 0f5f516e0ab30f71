#include "matrixpanel.h"

#include "attentionkind.h"
#include "commands/editcellcommand.h"
#include "commands/edittokenscommand.h"
#include "commands/pasteblockcommand.h"
#include "commands/resizecommand.h"
#include "commands/rolename.h"
#include "commands/setoutputprojectioncommand.h"
#include "commands/setrandomcommand.h"
#include "document.h"
#include "kinddescription.h"
#include "kinds.h"
#include "lexicondimensions.h"
#include "matrixeditor.h"
#include "matrixtablemodel.h"
#include "plainlayout.h"
#include "scenariofile.h"
#include "sizelimits.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QTextDocument>
#include <QToolTip>
#include <QVBoxLayout>

#include <cmath>
#include <functional>

namespace attnlab {

namespace {

std::vector<std::string> splitTokens(const QString& text)
{
    std::vector<std::string> out;
    for (const QString& t :
         text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts))
        out.push_back(toStd(t));
    return out;
}

/// A size spin box that says why a number past its limit becomes the limit (a plain QSpinBox
/// drops the digit that crosses it: 5000 silently reads 500).
class SizeSpinBox : public QSpinBox
{
public:
    using QSpinBox::QSpinBox;
    /// Called with the number typed when it is over the maximum.
    std::function<void(qlonglong)> tooLarge;

protected:
    QValidator::State validate(QString& text, int& pos) const override
    {
        const QValidator::State state = QSpinBox::validate(text, pos);
        if (state == QValidator::Invalid && typed(text) > maximum())
            return QValidator::Intermediate; // fixup() explains and clamps
        return state;
    }
    void fixup(QString& input) const override
    {
        const qlonglong value = typed(input);
        if (value > maximum()) {
            input = textFromValue(maximum());
            if (tooLarge)
                tooLarge(value);
            return;
        }
        QSpinBox::fixup(input);
    }

private:
    qlonglong typed(const QString& text) const
    {
        bool ok = false;
        const qlonglong value = locale().toLongLong(text.trimmed(), &ok);
        return ok ? value : -1;
    }
};

QSpinBox* sizeSpin(QWidget* parent, int maximum)
{
    auto* spin = new SizeSpinBox(parent);
    spin->setRange(1, maximum);
    spin->setKeyboardTracking(false);
    return spin;
}

} // namespace

MatrixPanel::MatrixPanel(Document* document, QWidget* parent) : QWidget(parent), document_(document)
{
    // (no height-for-width: in the inputs' scroll area the tables then shrink to the dock; the
    // one wrapped label gets its height from the width, fitModeText)
    auto* layout = new PlainVBoxLayout(this);
    mode_ = new QLabel(this);
    mode_->setWordWrap(true);
    layout->addWidget(mode_);

    auto* sizes = new QGridLayout;
    cross_ = new QCheckBox(tr("Cross"), this);
    cross_->setToolTip(tr("Let the number of keys differ from the number of queries."));
    cross_->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed); // never cut ("Croisée")
    queries_ = sizeSpin(this, limits::maxTokens);
    keys_ = sizeSpin(this, limits::maxTokens);
    keyDim_ = sizeSpin(this, limits::maxDim);
    valueDim_ = sizeSpin(this, limits::maxDim);
    const auto explainLimit = [this](QSpinBox* spin, const QString& what) {
        static_cast<SizeSpinBox*>(spin)->tooLarge = [this, spin, what](qlonglong typed) {
            const QString text =
                spin->maximum() == limits::maxTokens
                    ? tr("%1: %2 is more than %3, the most the step-by-step view computes (it "
                         "keeps every query \u00d7 key matrix); %3 is used. The scaling lab "
                         "runs longer sequences.")
                          .arg(what, QLocale().toString(typed), QLocale().toString(spin->maximum()))
                    : tr("%1: %2 is more than the limit of %3; %3 is used.")
                          .arg(what, QLocale().toString(typed),
                               QLocale().toString(spin->maximum()));
            emit message(text);
            QToolTip::showText(spin->mapToGlobal(QPoint(0, spin->height())), text, spin, {}, 10000);
        };
    };
    explainLimit(queries_, tr("Tokens"));
    explainLimit(keys_, tr("Keys"));
    explainLimit(keyDim_, tr("d_k"));
    explainLimit(valueDim_, tr("d_v"));
    for (QSpinBox* spin : {queries_, keys_})
        spin->setToolTip(tr("1 to %1 tokens").arg(QLocale().toString(limits::maxTokens)));
    // Two short rows rather than one long one: the inputs dock stays narrow enough for the
    // main window to fit a 1024-pixel screen (tokens and keys above, d_k and d_v below).
    // (each number named by its label, or by its own accessible name beside a check box)
    const auto labelFor = [this](const QString& text, QWidget* buddy) {
        auto* label = new QLabel(text, this);
        label->setBuddy(buddy);
        return label;
    };
    keys_->setAccessibleName(tr("Key tokens (cross-attention)"));
    sizes->addWidget(labelFor(tr("Tokens"), queries_), 0, 0);
    sizes->addWidget(queries_, 0, 1);
    sizes->addWidget(cross_, 0, 2);
    sizes->addWidget(keys_, 0, 3);
    sizes->addWidget(labelFor(tr("d_k"), keyDim_), 1, 0);
    sizes->addWidget(keyDim_, 1, 1);
    sizes->addWidget(labelFor(tr("d_v"), valueDim_), 1, 2);
    sizes->addWidget(valueDim_, 1, 3);
    sizes->setColumnStretch(4, 1);
    layout->addLayout(sizes);

    auto* randomRow = new QHBoxLayout;
    random_ = new QPushButton(tr("&Random (PyTorch seed)"), this);
    random_->setToolTip(
        tr("torch.manual_seed(seed); q, k, v = torch.randn(3, tokens, d).unbind(0)"));
    seed_ = new QSpinBox(this);
    seed_->setRange(0, 2147483647);
    seed_->setAccessibleName(tr("PyTorch seed"));
    randomRow->addWidget(random_);
    randomRow->addWidget(seed_);
    randomRow->addStretch();
    layout->addLayout(randomRow);

    auto* tokens = new QFormLayout;
    queryTokens_ = new QLineEdit(this);
    queryTokens_->setToolTip(tr("Labels of the query tokens, separated by spaces."));
    keyTokens_ = new QLineEdit(this);
    keyTokens_->setToolTip(tr("Labels of the key tokens, separated by spaces; empty = the same "
                              "as the queries."));
    tokens->addRow(tr("&Query tokens:"), queryTokens_);
    tokens->addRow(tr("&Key tokens:"), keyTokens_);
    layout->addLayout(tokens);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    const QString titles[4] = {
        tr("Q: queries, one row per query token"), tr("K: keys, one row per key token"),
        tr("V: values, one row per key token"), tr("W_O: output projection (d_v \u00d7 d_out)")};
    for (int i = 0; i < 4; ++i) {
        const auto role = static_cast<MatrixRole>(i);
        boxes_[i] = new QGroupBox(titles[i], splitter);
        auto* boxLayout = new QVBoxLayout(boxes_[i]);
        boxLayout->setContentsMargins(4, 4, 4, 4);
        models_[i] = new MatrixTableModel(boxes_[i]);
        models_[i]->setName(roleName(role));
        editors_[i] = new MatrixEditor(boxes_[i]);
        editors_[i]->setAccessibleName(titles[i]);
        editors_[i]->setModel(models_[i]);
        boxLayout->addWidget(editors_[i]);
        splitter->addWidget(boxes_[i]);
        connect(models_[i], &MatrixTableModel::cellEditRequested, this,
                [this, role](int row, int column, double value) {
                    document_->undoStack()->push(
                        new EditCellCommand(document_, role, row, column, value));
                });
        connect(models_[i], &MatrixTableModel::blockPasteRequested, this,
                [this, role](int row, int column, const Matrix& block) {
                    document_->undoStack()->push(
                        new PasteBlockCommand(document_, role, row, column, block));
                });
        connect(models_[i], &MatrixTableModel::clearRequested, this,
                [this, role](int row, int column, const Matrix& zeros) {
                    document_->undoStack()->push(new PasteBlockCommand(
                        document_, role, row, column, zeros, PasteBlockCommand::Kind::Clear));
                });
        connect(models_[i], &MatrixTableModel::editRejected, this, &MatrixPanel::message);
    }
    layout->addWidget(splitter, 1);
    projection_ = new QCheckBox(tr("O&utput projection W_O after the heads"), this);
    layout->addWidget(projection_);

    for (QSpinBox* spin : {queries_, keys_, keyDim_, valueDim_})
        connect(spin, &QSpinBox::valueChanged, this, &MatrixPanel::resize);
    connect(cross_, &QCheckBox::toggled, this, [this](bool on) {
        keys_->setEnabled(on);
        if (!on && keys_->value() != queries_->value())
            resize();
    });
    connect(random_, &QPushButton::clicked, this, &MatrixPanel::fillRandom);
    connect(queryTokens_, &QLineEdit::editingFinished, this, &MatrixPanel::applyTokens);
    connect(keyTokens_, &QLineEdit::editingFinished, this, &MatrixPanel::applyTokens);
    connect(projection_, &QCheckBox::toggled, this, [this](bool on) {
        document_->undoStack()->push(new SetOutputProjectionCommand(document_, on));
    });
    connect(document_, &Document::replaced, this, [this] {
        // A new document starts clean: "Cross" is set again only if its keys differ.
        const QSignalBlocker blocker(cross_);
        cross_->setChecked(false);
    });
    connect(document_, &Document::scenarioChanged, this, &MatrixPanel::refresh);
    connect(document_, &Document::resultChanged, this, &MatrixPanel::refresh);
    refresh();
}

void MatrixPanel::resize()
{
    if (!document_->hasResult())
        return;
    const int nq = queries_->value();
    const int nk = cross_->isChecked() ? keys_->value() : nq;
    const AttentionInput& in = document_->resolved().input;
    if (nq == in.queryCount() && nk == in.keyCount() && keyDim_->value() == in.modelDim() &&
        valueDim_->value() == in.valueDim())
        return;
    document_->undoStack()->push(
        new ResizeCommand(document_, nq, nk, keyDim_->value(), valueDim_->value(), 0));
}

void MatrixPanel::applyTokens()
{
    // Leaving the fields untouched (Tab going past them) changes nothing: the labels shown
    // may be the defaults ("t0 t1 …") that the scenario does not name.
    if (!queryTokens_->isModified() && !keyTokens_->isModified())
        return;
    queryTokens_->setModified(false);
    keyTokens_->setModified(false);
    std::vector<std::string> q = splitTokens(queryTokens_->text());
    std::vector<std::string> k = splitTokens(keyTokens_->text());
    if (!document_->hasResult())
        return;
    const AttentionInput& in = document_->resolved().input;
    if (!q.empty() && static_cast<int>(q.size()) != in.queryCount()) {
        emit message(tr("Query tokens: %1 labels for %2 queries; give one label per query.")
                         .arg(q.size())
                         .arg(in.queryCount()));
        refresh();
        return;
    }
    if (!k.empty() && static_cast<int>(k.size()) != in.keyCount()) {
        emit message(tr("Key tokens: %1 labels for %2 keys; give one label per key.")
                         .arg(k.size())
                         .arg(in.keyCount()));
        refresh();
        return;
    }
    if (k == q)
        k.clear();
    const Scenario& s = document_->scenario();
    if (q == s.queryTokens && k == s.keyTokens)
        return;
    document_->undoStack()->push(new EditTokensCommand(document_, std::move(q), std::move(k)));
}

void MatrixPanel::fillRandom()
{
    RandomSpec spec;
    spec.seed = static_cast<std::uint64_t>(seed_->value());
    spec.tokens = queries_->value();
    spec.dim = keyDim_->value();
    if (3 * spec.tokens * spec.dim < 16) {
        emit message(tr("PyTorch's generator is reproduced from 16 values on: use more tokens "
                        "or a larger d_k."));
        return;
    }
    document_->undoStack()->push(new SetRandomCommand(document_, spec, 0));
}

void MatrixPanel::refresh()
{
    const Scenario& s = document_->scenario();
    // A kind with an input of its own (channel attention's feature map, deformable attention's
    // value map and points) has no q, k or v: its description says what it reads instead.
    const bool ownInputs = !kindCapabilities(s.attentionKind).queryKeyValue;
    for (int i = 0; i < 3; ++i)
        boxes_[i]->setVisible(!ownInputs);
    for (QWidget* w : std::initializer_list<QWidget*>{cross_, seed_})
        w->setEnabled(!ownInputs);
    if (ownInputs) {
        mode_->setText(kindDescription(s.attentionKind).ownInputSummary());
        fitModeText();
        for (QWidget* w :
             std::initializer_list<QWidget*>{queries_, keys_, keyDim_, valueDim_, random_,
                                             queryTokens_, keyTokens_, projection_})
            w->setEnabled(false);
        boxes_[3]->setVisible(false);
        return;
    }
    switch (s.kind) {
    case InputKind::Random:
        mode_->setText(tr("<b>Random inputs</b>, as torch.manual_seed(%1); q, k, v = "
                          "torch.randn(3, %2, %3). Type into any cell to edit them as matrices.")
                           .arg(s.random.seed)
                           .arg(s.random.tokens)
                           .arg(s.random.dim));
        break;
    case InputKind::Sentences:
        mode_->setText(tr("<b>Sentence inputs</b>: Q, K and V below come from the sentences. "
                          "Type into any cell to edit them as matrices."));
        break;
    case InputKind::Matrices:
        mode_->setText(tr("<b>Matrix inputs</b>: type, paste from a spreadsheet or paste a NumPy "
                          "literal such as [[0.1, 0.2], [0.3, 0.4]]."));
        break;
    case InputKind::Files:
        mode_->setText(
            (document_->hasResult()
                 ? tr("<b>Inputs from NumPy files</b>: %1. Type into any cell to edit them as "
                      "matrices.")
                 : tr("<b>Inputs from NumPy files</b>: %1, too long to show as tables here."))
                .arg((s.files.npz.empty()
                          ? QStringList{fromStd(s.files.q), fromStd(s.files.k), fromStd(s.files.v)}
                          : QStringList{fromStd(s.files.npz)})
                         .join(QStringLiteral(", "))
                         .toHtmlEscaped()));
        break;
    case InputKind::Image:
        mode_->setText(tr("<b>Inputs from a picture</b>: %1, cut into patches (the tab "
                          "“Attention on an image”). Type into any cell to edit them "
                          "as matrices.")
                           .arg(fromStd(s.image.path).toHtmlEscaped()));
        break;
    }
    fitModeText();
    const bool ok = document_->hasResult();
    for (QWidget* w : std::initializer_list<QWidget*>{queries_, keys_, keyDim_, valueDim_, random_,
                                                      queryTokens_, keyTokens_, projection_})
        w->setEnabled(ok || s.kind == InputKind::Matrices);
    if (!ok) {
        // The last Q, K and V computed belong to another scenario: never show them as this
        // one's. Matrices typed by the user are shown as they are (what to fix); random and
        // sentence inputs that cannot be computed have none.
        const bool typed = s.kind == InputKind::Matrices;
        const Matrix* typedMats[3] = {&s.q, &s.k, &s.v};
        for (int i = 0; i < 3; ++i)
            models_[i]->setMatrix(typed ? *typedMats[i] : Matrix());
        boxes_[3]->setVisible(typed && s.outputProjection.has_value());
        models_[3]->setMatrix(typed ? s.outputProjection.value_or(Matrix()) : Matrix());
        return;
    }

    const ResolvedScenario& r = document_->resolved();
    const AttentionInput& in = r.input;
    const QSignalBlocker b1(queries_), b2(keys_), b3(keyDim_), b4(valueDim_), b5(cross_),
        b6(projection_), b7(seed_);
    queries_->setValue(in.queryCount());
    keys_->setValue(in.keyCount());
    const bool cross = in.queryCount() != in.keyCount() || r.keyTokens != r.queryTokens;
    if (cross)
        cross_->setChecked(true);
    keys_->setEnabled(cross_->isChecked());
    keyDim_->setValue(in.modelDim());
    valueDim_->setValue(in.valueDim());
    if (s.kind == InputKind::Random)
        seed_->setValue(static_cast<int>(s.random.seed & 0x7fffffff));
    projection_->setChecked(in.outputProjection.has_value());
    if (!queryTokens_->hasFocus())
        queryTokens_->setText(fromStd(r.queryTokens).join(QLatin1Char(' ')));
    if (!keyTokens_->hasFocus())
        keyTokens_->setText(fromStd(r.keyTokens).join(QLatin1Char(' ')));

    const QStringList queryLabels = fromStd(r.queryTokens);
    const QStringList keyLabels = fromStd(r.keyTokens);
    const QStringList dims = dimensionDisplayNames(r.dimensionNames);
    const Matrix* mats[3] = {&in.q, &in.k, &in.v};
    for (int i = 0; i < 3; ++i) {
        models_[i]->setMatrix(*mats[i]);
        models_[i]->setRowLabels(i == 0 ? queryLabels : keyLabels);
        models_[i]->setColumnNames(i < 2 ? dims : QStringList());
        // The heads' columns: d_k / h of Q and K, d_v / h of V.
        models_[i]->setColumnGroupSize(in.heads > 1 ? (i < 2 ? in.headDim() : in.headValueDim())
                                                    : 0);
    }
    boxes_[3]->setVisible(in.outputProjection.has_value());
    if (in.outputProjection) {
        models_[3]->setMatrix(*in.outputProjection);
        QStringList rows;
        for (int m = 0; m < in.valueDim(); ++m)
            rows << QString::number(m);
        models_[3]->setRowLabels(rows);
    }
}

void MatrixPanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitModeText();
}

void MatrixPanel::fitModeText()
{
    // The label's text laid out at the panel's width, as QLabel lays out rich text.
    const QMargins margins = layout()->contentsMargins();
    QTextDocument text;
    text.setDocumentMargin(0);
    text.setDefaultFont(mode_->font());
    text.setHtml(mode_->text());
    text.setTextWidth(width() - margins.left() - margins.right());
    const int height = static_cast<int>(std::ceil(text.size().height()));
    if (height != mode_->minimumHeight())
        mode_->setMinimumHeight(height);
}

void MatrixPanel::setFrameRows(int begin, int end)
{
    for (const MatrixRole role : {MatrixRole::Query, MatrixRole::Key, MatrixRole::Value}) {
        const int i = static_cast<int>(role);
        MatrixEditor* view = editors_[i];
        const int rows = models_[i]->rowCount();
        const bool query = role == MatrixRole::Query;
        for (int r = 0; r < rows; ++r)
            view->setRowHidden(r, end >= 0 && (r >= end || (query && r < begin)));
        models_[i]->setFrameRows(end >= 0 ? begin : 0, end);
    }
}

} // namespace attnlab

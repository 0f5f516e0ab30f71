#pragma once

#include "sentences.h"
#include "warning.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace attnlab {

class Document;
class MatrixEditor;
class MatrixTableModel;

/// Sentence input: a query sentence and, for cross-attention, a source sentence; the
/// embedding (built-in lexicon or a GloVe file), positional encoding and projections. Shows the
/// Q, K and V they make, which can be copied into matrix mode for editing.
class SentencePanel : public QWidget
{
    Q_OBJECT

public:
    explicit SentencePanel(Document* document, QWidget* parent = nullptr);

    QLineEdit* queryEdit() const { return query_; }
    QLineEdit* sourceEdit() const { return source_; }
    QCheckBox* crossBox() const { return cross_; }
    QComboBox* queryLanguageBox() const { return queryLanguage_; }
    QComboBox* sourceLanguageBox() const { return sourceLanguage_; }
    /// What the panel shows for a new document: the lesson's "Le chat noir" / "The black cat".
    static SentenceSpec defaultSpec();
    /// The words of the built-in lexicon (of language, or of any when empty) nearest to word in
    /// spelling, the nearest first.
    static QStringList nearestWords(const QString& word, const QString& language, int count = 3);
    /// A word the lexicon does not know, in the user's words: what it means, and the known
    /// words nearest to it (translated; no internal key).
    static QString unknownWordText(const QString& word, const QString& language);
    /// A computation's warning as shown to the user: an unknown word as unknownWordText, any
    /// other as the engine wrote it.
    static QString warningText(const Warning& warning, const Document& document);
    /// Decoding: as MatrixPanel::setFrameRows, on the derived Q, K and V.
    void setFrameRows(int begin, int end);

private:
    void refresh();
    /// Builds a spec from the controls and pushes it as one undoable edit.
    void apply();
    void browseGlove();
    SentenceSpec specFromControls() const;
    /// Pushes spec with one projection matrix (0 = W_Q, 1 = W_K, 2 = W_V) changed by a block.
    void editWeights(int which, int row, int column, const Matrix& block);

    Document* document_;
    SentenceSpec last_; ///< shown while the scenario holds matrices
    QLineEdit* query_;
    QComboBox* queryLanguage_;
    QCheckBox* cross_;
    QLineEdit* source_;
    QComboBox* sourceLanguage_;
    QComboBox* embedding_;
    QLabel* glovePath_;
    QPushButton* browse_;
    QCheckBox* positional_;
    QDoubleSpinBox* positionalScale_;
    QComboBox* projection_;
    QSpinBox* projectionSeed_;
    QLabel* status_;
    MatrixTableModel* models_[3];
    MatrixEditor* views_[3];
    /// W_Q, W_K, W_V when the projections are given (editable).
    QWidget* weightsBox_;
    MatrixTableModel* weightModels_[3];
    MatrixEditor* weightViews_[3];
    QPushButton* copyToMatrices_;
    quint64 mergeKey_ = 0;
};

} // namespace attnlab

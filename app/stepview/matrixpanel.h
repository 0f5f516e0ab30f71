#pragma once

#include "scenarioedit.h"

#include <QWidget>

class QCheckBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace attnlab {

class Document;
class MatrixEditor;
class MatrixTableModel;

/// Matrix input: sizes, token labels, a PyTorch-seeded random fill, and spreadsheet-like
/// Q, K, V (and W_O) tables. Edits become undoable commands; random inputs turn into explicit
/// matrices on their first edit.
class MatrixPanel : public QWidget
{
    Q_OBJECT

public:
    explicit MatrixPanel(Document* document, QWidget* parent = nullptr);

    MatrixTableModel* model(MatrixRole role) const { return models_[int(role)]; }
    MatrixEditor* editor(MatrixRole role) const { return editors_[int(role)]; }
    QSpinBox* keyDimSpin() const { return keyDim_; }
    QSpinBox* queriesSpin() const { return queries_; }
    QSpinBox* keysSpin() const { return keys_; }
    QCheckBox* crossBox() const { return cross_; }
    QSpinBox* seedSpin() const { return seed_; }
    QPushButton* randomButton() const { return random_; }
    /// Decoding: frame rows [begin, end) are new. Q shows only them; K and V show the rows
    /// 0 … end − 1, the cached ones grey and the new ones highlighted. end < 0: every row.
    void setFrameRows(int begin, int end);

signals:
    void message(const QString& text);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void refresh();
    /// The description's height for the panel's width (it wraps).
    void fitModeText();
    void resize();
    void applyTokens();
    void fillRandom();

    Document* document_;
    QLabel* mode_;
    QCheckBox* cross_;
    QSpinBox* queries_;
    QSpinBox* keys_;
    QSpinBox* keyDim_;
    QSpinBox* valueDim_;
    QSpinBox* seed_;
    QPushButton* random_;
    QLineEdit* queryTokens_;
    QLineEdit* keyTokens_;
    QCheckBox* projection_;
    QGroupBox* boxes_[4];
    MatrixTableModel* models_[4];
    MatrixEditor* editors_[4];
};

} // namespace attnlab

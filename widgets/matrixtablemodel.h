#pragma once

#include "matrix.h"

#include <QAbstractTableModel>
#include <QModelIndexList>
#include <QString>
#include <QStringList>

namespace attnlab {

/// A Matrix as a table: rows are tokens (header "t0", "t1", ... or the given labels), columns
/// are dimensions (header "0", "1", ... or the given names).
///
/// The model never changes its matrix on its own: an edit or a paste is a request (a signal)
/// that the document turns into an undo command, then hands the new matrix back with
/// setMatrix(). Display shows setDecimals() decimals; EditRole and ToolTipRole give the full
/// value (EditRole as a double).
class MatrixTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit MatrixTableModel(QObject* parent = nullptr);

    /// Same shape: dataChanged over all cells (views keep their current index and selection).
    /// Rows or columns added or removed at the end: row/column insert and remove signals, then
    /// dataChanged; no reset.
    void setMatrix(const Matrix& matrix);
    const Matrix& matrix() const { return matrix_; }

    /// Row header texts; rows without a (non-empty) label show "t<row>".
    void setRowLabels(const QStringList& labels);
    QStringList rowLabels() const { return rowLabels_; }
    /// Column header texts; columns without a (non-empty) name show their index.
    void setColumnNames(const QStringList& names);
    QStringList columnNames() const { return columnNames_; }
    /// Columns in groups of `size` (the heads: d_k / h columns of Q and K each); 0 = none.
    /// A horizontal header's tooltip names the group ("head 1"); MatrixEditor draws a line
    /// between groups.
    void setColumnGroupSize(int size);
    int columnGroupSize() const { return columnGroupSize_; }

    /// Decimals shown (0..15, default 4). Values that would show as 0 or are >= 1e7 in
    /// magnitude are shown in scientific notation.
    void setDecimals(int decimals);
    int decimals() const { return decimals_; }

    /// Whether cells can be edited and pasted into (default true).
    void setEditable(bool editable);
    bool isEditable() const { return editable_; }

    /// The matrix's name for messages ("Q").
    void setName(const QString& name) { name_ = name; }
    QString name() const { return name_; }

    /// Header texts as shown, also used in messages.
    QString rowLabel(int row) const;
    QString columnName(int column) const;

    /// The selected cells' bounding rectangle as tab-separated text (exact values), "" when no
    /// index belongs to this model.
    QString copyText(const QModelIndexList& indexes) const;
    /// The same rectangle as a NumPy literal, "[[0.1, 0.2],\n [0.3, 0.4]]"; the whole matrix
    /// when no index belongs to this model.
    QString copyNumpyText(const QModelIndexList& indexes) const;

    /// Parses text (parseMatrixText: TSV, CSV, NumPy/PyTorch literals, ...) and emits
    /// blockPasteRequested with its top-left corner at topLeft ((0, 0) when invalid). The block
    /// may extend past the matrix (the document may grow it) but not past the size limits.
    /// Errors emit editRejected and return false.
    bool pasteText(const QModelIndex& topLeft, const QString& text);

    /// Requests zeros over the indexes' bounding rectangle as one block (clearRequested, so
    /// that clearing is one undo step named as such). False when read-only or no index
    /// belongs here.
    bool clearCells(const QModelIndexList& indexes);

    /// The bounding rectangle (first row, first column, rows, columns) of the indexes that
    /// belong to this model; rows == 0 when none do.
    struct Rect
    {
        int row = 0;
        int column = 0;
        int rows = 0;
        int columns = 0;
    };
    Rect boundingRect(const QModelIndexList& indexes) const;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    /// Decoding frames: rows before reusedEnd come from the KV cache (drawn grey), rows
    /// reusedEnd … newEnd − 1 are new in this frame (highlighted). newEnd < 0: no frame.
    void setFrameRows(int reusedEnd, int newEnd);
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    /// EditRole only. A QString is read like a typed number ("1e-3", "−2", "0,5"); other values
    /// must convert to double. Emits cellEditRequested and returns true (nothing is emitted
    /// when the value is exactly the current one); on invalid input emits editRejected
    /// ("Q row t2, column 3: 'abc' is not a number") and returns false. The matrix itself is
    /// left unchanged.
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

    /// The text shown for a value with the current decimals.
    QString displayText(double value) const;
    /// The text a cell editor starts from: the exact value, with the locale's decimal separator.
    static QString editText(double value);

    /// The cell whose last typed value was refused, and why: shown at the cell (a red
    /// background, the reason as its tooltip) until a valid edit. Invalid when none.
    QModelIndex rejectedCell() const;
    QString rejectedReason() const { return rejectedReason_; }

signals:
    void cellEditRequested(int row, int column, double value);
    void blockPasteRequested(int row, int column, const attnlab::Matrix& block);
    void editRejected(const QString& message);
    /// Delete over cells: zeros for the rectangle at (row, column).
    void clearRequested(int row, int column, const attnlab::Matrix& zeros);

private:
    int reusedEnd_ = 0, newEnd_ = -1;
    bool isCell(const QModelIndex& index) const;
    QString cellPlace(int row, int column) const;
    void emitAllDataChanged();
    /// Marks (row >= 0) or unmarks (-1) the cell whose edit was refused.
    void setRejected(int row, int column, const QString& reason);

    Matrix matrix_;
    int rejectedRow_ = -1, rejectedColumn_ = -1;
    int columnGroupSize_ = 0;
    QString rejectedReason_;
    QStringList rowLabels_;
    QStringList columnNames_;
    QString name_;
    int decimals_ = 4;
    bool editable_ = true;
};

} // namespace attnlab

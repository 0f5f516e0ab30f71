#pragma once

#include <QTableView>

class QAction;

namespace attnlab {

class MatrixTableModel;
class MatrixCellDelegate;

/// A spreadsheet-like view of a MatrixTableModel.
///   - Typing starts editing (the typed text replaces the value), so do F2 and a double click;
///     the editor shows the exact value.
///   - Enter commits and moves down (Shift+Enter, when not editing, moves up); Tab / Shift+Tab
///     commit and move right / left, wrapping to the next / previous row. A rejected value
///     (the model emits editRejected) leaves the current cell where it is, marked red, and
///     its reason shows as a tooltip at the cell.
///   - Ctrl+C copies the selection as tab-separated text; Ctrl+V pastes the clipboard's text at
///     the selection's top-left cell (MatrixTableModel::pasteText); Delete sets the selected
///     cells to 0 in one clear request. The context menu has Copy, Copy as NumPy and Paste.
///   - Columns fit their contents, with a minimum; rows and columns follow the widget's font.
///   - Columns in groups (the model's columnGroupSize(): the heads) have a line between groups.
/// All changes go through the model's request signals; the view changes nothing itself.
class MatrixEditor : public QTableView
{
    Q_OBJECT

public:
    explicit MatrixEditor(QWidget* parent = nullptr);
    ~MatrixEditor() override;

    void setModel(QAbstractItemModel* model) override;
    /// The model when it is a MatrixTableModel, else nullptr.
    MatrixTableModel* matrixModel() const;
    /// Whether a cell editor is open.
    bool isEditing() const { return state() == EditingState; }

    QAction* copyAction() const { return copyAction_; }
    QAction* copyNumpyAction() const { return copyNumpyAction_; }
    QAction* pasteAction() const { return pasteAction_; }

public slots:
    /// The selection (or the current cell) to the clipboard as tab-separated text.
    void copy();
    /// The selection to the clipboard as a NumPy literal; the whole matrix when at most one
    /// cell is selected.
    void copyAsNumpy();
    /// The clipboard's text at the selection's top-left cell (the current cell, else (0, 0)).
    void paste();
    /// Sets the selected cells (or the current one) to 0.
    void clearSelectedCells();

protected:
    bool event(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void changeEvent(QEvent* event) override;
    /// The cells, then a line between column groups (MatrixTableModel::columnGroupSize: the
    /// heads).
    void paintEvent(QPaintEvent* event) override;

protected slots:
    void closeEditor(QWidget* editor, QAbstractItemDelegate::EndEditHint hint) override;

private:
    QModelIndexList selectedOrCurrent() const;
    void moveVertically(int step);
    void moveWithCursor(CursorAction action);
    void updateSizes();
    void fitColumns(bool growOnly);
    int minimumColumnWidth() const;
    static bool isEditorKey(const QKeyEvent* event);

    MatrixCellDelegate* delegate_ = nullptr;
    QAction* copyAction_ = nullptr;
    QAction* copyNumpyAction_ = nullptr;
    QAction* pasteAction_ = nullptr;
    QList<QMetaObject::Connection> modelConnections_;
};

} // namespace attnlab

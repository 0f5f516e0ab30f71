#include "matrixeditor.h"

#include "matrixtablemodel.h"
#include "matrixtext.h"

#include <QAction>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QFontMetrics>
#include <QGuiApplication>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMenu>
#include <QPainter>
#include <QStyledItemDelegate>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace attnlab {

namespace {

/// Rows measured when fitting a column of a model other than MatrixTableModel.
constexpr int fitPrecisionRows = 200;

} // namespace

/// A plain line edit showing the exact value; remembers whether the model refused the text.
class MatrixCellDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& /*option*/,
                          const QModelIndex& /*index*/) const override
    {
        auto* editor = new QLineEdit(parent);
        editor->setFrame(false);
        editor->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        return editor;
    }

    void setEditorData(QWidget* editor, const QModelIndex& index) const override
    {
        auto* lineEdit = qobject_cast<QLineEdit*>(editor);
        // Keep what the user is typing when the matrix changes underneath.
        if (lineEdit == nullptr || lineEdit->isModified())
            return;
        lineEdit->setText(MatrixTableModel::editText(index.data(Qt::EditRole).toDouble()));
    }

    void setModelData(QWidget* editor, QAbstractItemModel* model,
                      const QModelIndex& index) const override
    {
        auto* lineEdit = qobject_cast<QLineEdit*>(editor);
        if (lineEdit == nullptr || !lineEdit->isModified())
            return; // nothing typed: no request, no undo step
        rejected_ = !model->setData(index, lineEdit->text(), Qt::EditRole);
    }

    /// Whether the last commit was refused; clears the flag.
    bool takeRejected()
    {
        const bool rejected = rejected_;
        rejected_ = false;
        return rejected;
    }

private:
    mutable bool rejected_ = false;
};

MatrixEditor::MatrixEditor(QWidget* parent)
    : QTableView(parent), delegate_(new MatrixCellDelegate(this))
{
    setItemDelegate(delegate_);
    setEditTriggers(QAbstractItemView::AnyKeyPressed | QAbstractItemView::EditKeyPressed |
                    QAbstractItemView::DoubleClicked);
    setSelectionMode(QAbstractItemView::ContiguousSelection);
    setSelectionBehavior(QAbstractItemView::SelectItems);
    // Tab leaves the table (the arrows move between cells): a keyboard gets past Q, K and V
    // without a stop per number. While a number is typed, Tab still enters it and goes on to
    // the next cell (the delegate's EditNextItem), as in a spreadsheet.
    setTabKeyNavigation(false);
    setWordWrap(false);
    horizontalHeader()->setResizeContentsPrecision(fitPrecisionRows);
    verticalHeader()->setResizeContentsPrecision(fitPrecisionRows);
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);

    copyAction_ = new QAction(tr("&Copy"), this);
    copyAction_->setShortcut(QKeySequence::Copy);
    copyAction_->setShortcutVisibleInContextMenu(true);
    connect(copyAction_, &QAction::triggered, this, &MatrixEditor::copy);

    copyNumpyAction_ = new QAction(tr("Copy as &NumPy"), this);
    copyNumpyAction_->setToolTip(tr("Copy the selection, or the whole matrix, as a Python list "
                                    "of rows for NumPy or PyTorch"));
    connect(copyNumpyAction_, &QAction::triggered, this, &MatrixEditor::copyAsNumpy);

    pasteAction_ = new QAction(tr("&Paste"), this);
    pasteAction_->setShortcut(QKeySequence::Paste);
    pasteAction_->setShortcutVisibleInContextMenu(true);
    connect(pasteAction_, &QAction::triggered, this, &MatrixEditor::paste);

    updateSizes();
}

MatrixEditor::~MatrixEditor() = default;

void MatrixEditor::setModel(QAbstractItemModel* model)
{
    for (const QMetaObject::Connection& connection : std::as_const(modelConnections_))
        disconnect(connection);
    modelConnections_.clear();

    QTableView::setModel(model);

    if (model != nullptr) {
        const auto refit = [this] { fitColumns(false); };
        const auto grow = [this] { fitColumns(true); };
        modelConnections_ << connect(model, &QAbstractItemModel::modelReset, this, refit)
                          << connect(model, &QAbstractItemModel::layoutChanged, this, refit)
                          << connect(model, &QAbstractItemModel::columnsInserted, this, refit)
                          << connect(model, &QAbstractItemModel::rowsInserted, this, grow)
                          << connect(model, &QAbstractItemModel::dataChanged, this, grow)
                          << connect(model, &QAbstractItemModel::headerDataChanged, this, grow);
        if (auto* matrix = qobject_cast<MatrixTableModel*>(model)) {
            // A refused value is said at its cell, not only in the status bar.
            modelConnections_ << connect(matrix, &MatrixTableModel::editRejected, this,
                                         [this, matrix](const QString& message) {
                                             const QModelIndex cell = matrix->rejectedCell();
                                             if (!cell.isValid() || !isVisible())
                                                 return;
                                             const QRect r = visualRect(cell);
                                             QToolTip::showText(
                                                 viewport()->mapToGlobal(r.bottomLeft()), message,
                                                 viewport(), r, 8000);
                                         });
        }
    }
    fitColumns(false);
}

MatrixTableModel* MatrixEditor::matrixModel() const
{
    return qobject_cast<MatrixTableModel*>(model());
}

QModelIndexList MatrixEditor::selectedOrCurrent() const
{
    QModelIndexList indexes = selectedIndexes();
    if (indexes.isEmpty() && currentIndex().isValid())
        indexes << currentIndex();
    return indexes;
}

void MatrixEditor::copy()
{
    const MatrixTableModel* m = matrixModel();
    if (m == nullptr)
        return;
    const QString text = m->copyText(selectedOrCurrent());
    if (!text.isEmpty())
        QGuiApplication::clipboard()->setText(text);
}

void MatrixEditor::copyAsNumpy()
{
    const MatrixTableModel* m = matrixModel();
    if (m == nullptr)
        return;
    QModelIndexList indexes = selectedIndexes();
    if (indexes.size() <= 1)
        indexes.clear(); // the whole matrix
    QGuiApplication::clipboard()->setText(m->copyNumpyText(indexes));
}

void MatrixEditor::paste()
{
    MatrixTableModel* m = matrixModel();
    if (m == nullptr)
        return;
    QModelIndex target = currentIndex();
    const MatrixTableModel::Rect selected = m->boundingRect(selectedIndexes());
    if (selected.rows > 0)
        target = m->index(selected.row, selected.column);
    m->pasteText(target, QGuiApplication::clipboard()->text());
}

void MatrixEditor::clearSelectedCells()
{
    if (MatrixTableModel* m = matrixModel())
        m->clearCells(selectedOrCurrent());
}

bool MatrixEditor::isEditorKey(const QKeyEvent* event)
{
    const Qt::KeyboardModifiers modifiers =
        event->modifiers() & ~(Qt::KeypadModifier | Qt::ShiftModifier);
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    return event->matches(QKeySequence::Copy) || event->matches(QKeySequence::Paste) ||
           (event->key() == Qt::Key_Delete && event->modifiers() == Qt::NoModifier) ||
           (enter && modifiers == Qt::NoModifier);
}

bool MatrixEditor::event(QEvent* event)
{
    // Copy, paste, Delete and Enter are ours while the table itself has focus, even when a
    // window-wide action has the same shortcut.
    if (event->type() == QEvent::ShortcutOverride && state() != EditingState &&
        isEditorKey(static_cast<QKeyEvent*>(event))) {
        event->accept();
        return true;
    }
    return QTableView::event(event);
}

void MatrixEditor::keyPressEvent(QKeyEvent* event)
{
    if (state() != EditingState && isEditorKey(event)) {
        if (event->matches(QKeySequence::Copy))
            copy();
        else if (event->matches(QKeySequence::Paste))
            paste();
        else if (event->key() == Qt::Key_Delete)
            clearSelectedCells();
        else
            moveVertically(event->modifiers().testFlag(Qt::ShiftModifier) ? -1 : 1);
        event->accept();
        return;
    }
    QTableView::keyPressEvent(event);
}

void MatrixEditor::contextMenuEvent(QContextMenuEvent* event)
{
    const MatrixTableModel* m = matrixModel();
    if (m == nullptr)
        return;
    const bool hasCells = m->rowCount() > 0 && m->columnCount() > 0;
    copyAction_->setEnabled(hasCells);
    copyNumpyAction_->setEnabled(hasCells);
    pasteAction_->setEnabled(m->isEditable() && !QGuiApplication::clipboard()->text().isEmpty());

    QMenu menu(this);
    menu.addAction(copyAction_);
    menu.addAction(copyNumpyAction_);
    menu.addAction(pasteAction_);
    menu.exec(event->globalPos());
    event->accept();
}

void MatrixEditor::changeEvent(QEvent* event)
{
    QTableView::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        updateSizes();
}

void MatrixEditor::paintEvent(QPaintEvent* event)
{
    QTableView::paintEvent(event);
    const MatrixTableModel* m = matrixModel();
    const int size = m ? m->columnGroupSize() : 0;
    if (size <= 0)
        return;
    QPainter painter(viewport());
    painter.setPen(QPen(palette().color(QPalette::Text), 2));
    const int bottom = rowViewportPosition(m->rowCount() - 1) + rowHeight(m->rowCount() - 1);
    for (int c = size; c < m->columnCount(); c += size) {
        const int x = columnViewportPosition(c) - 1; // on the grid line before column c
        painter.drawLine(QPoint(x, 0), QPoint(x, std::min(bottom, viewport()->height())));
    }
}

void MatrixEditor::closeEditor(QWidget* editor, QAbstractItemDelegate::EndEditHint hint)
{
    const bool rejected = delegate_->takeRejected();
    switch (hint) {
    case QAbstractItemDelegate::EditNextItem:
    case QAbstractItemDelegate::EditPreviousItem:
        // Spreadsheet-like: move, but do not open an editor in the next cell.
        QTableView::closeEditor(editor, QAbstractItemDelegate::NoHint);
        if (!rejected)
            moveWithCursor(hint == QAbstractItemDelegate::EditNextItem ? MoveNext : MovePrevious);
        return;
    case QAbstractItemDelegate::SubmitModelCache: // Enter
        QTableView::closeEditor(editor, hint);
        if (!rejected)
            moveVertically(1);
        return;
    default:
        QTableView::closeEditor(editor, hint);
        return;
    }
}

void MatrixEditor::moveVertically(int step)
{
    const QModelIndex current = currentIndex();
    if (!current.isValid() || model() == nullptr)
        return;
    const QModelIndex next = model()->index(current.row() + step, current.column());
    if (next.isValid())
        setCurrentIndex(next);
}

void MatrixEditor::moveWithCursor(CursorAction action)
{
    const QModelIndex next = moveCursor(action, Qt::NoModifier);
    if (next.isValid())
        setCurrentIndex(next);
}

int MatrixEditor::minimumColumnWidth() const
{
    const QFontMetrics metrics(font());
    return metrics.horizontalAdvance(QStringLiteral("-0.0000")) + 2 * metrics.averageCharWidth();
}

void MatrixEditor::updateSizes()
{
    const QFontMetrics metrics(font());
    const int rowHeight = metrics.height() + std::max(6, metrics.height() / 3);
    verticalHeader()->setMinimumSectionSize(metrics.height() + 2);
    verticalHeader()->setDefaultSectionSize(rowHeight);
    const int minimum = minimumColumnWidth();
    horizontalHeader()->setMinimumSectionSize(minimum);
    horizontalHeader()->setDefaultSectionSize(minimum);
    fitColumns(false);
}

void MatrixEditor::fitColumns(bool growOnly)
{
    if (model() == nullptr)
        return;
    const int columns = model()->columnCount(rootIndex());
    const int minimum = minimumColumnWidth();
    const MatrixTableModel* m = matrixModel();
    if (m == nullptr || m->rowCount() == 0) {
        for (int c = 0; c < columns; ++c) {
            const int width =
                std::max({minimum, sizeHintForColumn(c), horizontalHeader()->sectionSizeHint(c)});
            if (!growOnly || width > columnWidth(c))
                setColumnWidth(c, width);
        }
        return;
    }

    // Measuring every cell's text would make each edit of a large matrix slow. The widest text
    // of a column is that of its largest magnitude (with a sign if any value is negative), or a
    // scientific one when some value is too small for the decimals; all rows count.
    const QFontMetrics metrics(font()); // the items' font (the viewport may lag behind)
    const QModelIndex sample = m->index(0, 0);
    QStyleOptionViewItem option;
    initViewItemOption(&option);
    // The delegate's margins, measured on one cell, and some air (advances are rounded; the
    // laid-out text may be a fraction wider).
    const int padding = itemDelegateForIndex(sample)->sizeHint(option, sample).width() -
                        metrics.horizontalAdvance(sample.data().toString()) + (showGrid() ? 1 : 0) +
                        metrics.averageCharWidth();
    const double tiny = 0.5 * std::pow(10.0, -m->decimals());
    const Matrix& values = m->matrix();
    for (int c = 0; c < columns; ++c) {
        const auto column = values.col(c).array();
        const bool negative = (column < 0.0).any();
        const double largest = column.abs().maxCoeff();
        int width = metrics.horizontalAdvance(m->displayText(negative ? -largest : largest));
        if ((column != 0.0 && column.abs() < tiny).any())
            width = std::max(
                width, metrics.horizontalAdvance(m->displayText(negative ? -1e-100 : 1e-100)));
        width = std::max({minimum, width + padding, horizontalHeader()->sectionSizeHint(c)});
        if (!growOnly || width > columnWidth(c))
            setColumnWidth(c, width);
    }
}

} // namespace attnlab

#include "matrixtablemodel.h"

#include "enginemessage.h"
#include "inputerror.h"
#include "matrixtext.h"
#include "sizelimits.h"

#include <QColor>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace attnlab {

MatrixTableModel::MatrixTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void MatrixTableModel::setMatrix(const Matrix& matrix)
{
    const Eigen::Index oldRows = matrix_.rows();
    const Eigen::Index oldCols = matrix_.cols();
    const Eigen::Index newRows = matrix.rows();
    const Eigen::Index newCols = matrix.cols();

    if (oldRows != newRows && oldCols != newCols) {
        beginResetModel();
        matrix_ = matrix;
        endResetModel();
        return;
    }

    // The matrix between the insert/remove signals: the old values in the cells that stay (they
    // change with the dataChanged that follows), the new values in the added cells.
    const auto resized = [this, &matrix](Eigen::Index rows, Eigen::Index cols) {
        Matrix next =
            matrix.topLeftCorner(std::min(rows, matrix.rows()), std::min(cols, matrix.cols()));
        next.conservativeResize(rows, cols);
        const Eigen::Index r = std::min(rows, matrix_.rows());
        const Eigen::Index c = std::min(cols, matrix_.cols());
        next.topLeftCorner(r, c) = matrix_.topLeftCorner(r, c);
        return next;
    };
    if (newRows > oldRows) {
        beginInsertRows(QModelIndex(), static_cast<int>(oldRows), static_cast<int>(newRows - 1));
        matrix_ = resized(newRows, oldCols);
        endInsertRows();
    } else if (newRows < oldRows) {
        beginRemoveRows(QModelIndex(), static_cast<int>(newRows), static_cast<int>(oldRows - 1));
        matrix_ = resized(newRows, oldCols);
        endRemoveRows();
    } else if (newCols > oldCols) {
        beginInsertColumns(QModelIndex(), static_cast<int>(oldCols), static_cast<int>(newCols - 1));
        matrix_ = resized(oldRows, newCols);
        endInsertColumns();
    } else if (newCols < oldCols) {
        beginRemoveColumns(QModelIndex(), static_cast<int>(newCols), static_cast<int>(oldCols - 1));
        matrix_ = resized(oldRows, newCols);
        endRemoveColumns();
    }
    matrix_ = matrix;
    emitAllDataChanged();
}

void MatrixTableModel::setRowLabels(const QStringList& labels)
{
    rowLabels_ = labels;
    if (matrix_.rows() > 0)
        emit headerDataChanged(Qt::Vertical, 0, static_cast<int>(matrix_.rows() - 1));
}

void MatrixTableModel::setColumnNames(const QStringList& names)
{
    columnNames_ = names;
    if (matrix_.cols() > 0)
        emit headerDataChanged(Qt::Horizontal, 0, static_cast<int>(matrix_.cols() - 1));
}

void MatrixTableModel::setColumnGroupSize(int size)
{
    size = std::max(size, 0);
    if (size == columnGroupSize_)
        return;
    columnGroupSize_ = size;
    if (matrix_.cols() > 0)
        emit headerDataChanged(Qt::Horizontal, 0, static_cast<int>(matrix_.cols() - 1));
}

void MatrixTableModel::setDecimals(int decimals)
{
    decimals = std::clamp(decimals, 0, 15);
    if (decimals == decimals_)
        return;
    decimals_ = decimals;
    if (matrix_.size() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), {Qt::DisplayRole});
}

void MatrixTableModel::setEditable(bool editable)
{
    if (editable == editable_)
        return;
    editable_ = editable;
    emitAllDataChanged(); // the flags changed
}

QString MatrixTableModel::rowLabel(int row) const
{
    if (row >= 0 && row < rowLabels_.size() && !rowLabels_.at(row).isEmpty())
        return rowLabels_.at(row);
    return QStringLiteral("t%1").arg(row);
}

QString MatrixTableModel::columnName(int column) const
{
    if (column >= 0 && column < columnNames_.size() && !columnNames_.at(column).isEmpty())
        return columnNames_.at(column);
    return QString::number(column);
}

QString MatrixTableModel::displayText(double value) const
{
    if (!std::isfinite(value))
        return QString::fromStdString(formatNumber(value));
    // In the interface's locale ("0,5000" in French), without digit groups.
    QLocale locale;
    locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    if (value == 0.0)
        return locale.toString(0.0, 'f', decimals_);
    const double magnitude = std::abs(value);
    if (magnitude < 0.5 * std::pow(10.0, -decimals_) || magnitude >= 1e7) // "e" as on the maps
        return locale.toString(value, 'e', decimals_)
            .replace(locale.exponential(), QStringLiteral("e"));
    return locale.toString(value, 'f', decimals_);
}

QString MatrixTableModel::editText(double value)
{
    // The exact value (the shortest text that reads back the same), with the locale's decimal
    // separator.
    QString text = QString::fromStdString(formatNumber(value));
    const QString point = QLocale().decimalPoint();
    if (point != QLatin1String("."))
        text.replace(QLatin1Char('.'), point);
    return text;
}

bool MatrixTableModel::isCell(const QModelIndex& index) const
{
    return index.isValid() && index.model() == this && !index.parent().isValid() &&
           index.row() < matrix_.rows() && index.column() < matrix_.cols();
}

QString MatrixTableModel::cellPlace(int row, int column) const
{
    if (name_.isEmpty())
        return tr("row %1, column %2").arg(rowLabel(row), columnName(column));
    return tr("%1 row %2, column %3").arg(name_, rowLabel(row), columnName(column));
}

void MatrixTableModel::emitAllDataChanged()
{
    if (matrix_.size() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

int MatrixTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(matrix_.rows());
}

int MatrixTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(matrix_.cols());
}

QVariant MatrixTableModel::data(const QModelIndex& index, int role) const
{
    if (!isCell(index))
        return {};
    const double value = matrix_(index.row(), index.column());
    switch (role) {
    case Qt::DisplayRole:
        return displayText(value);
    case Qt::EditRole:
        return value;
    case Qt::ToolTipRole:
        if (index.row() == rejectedRow_ && index.column() == rejectedColumn_)
            return rejectedReason_;
        return QString(tr("%1: %2").arg(cellPlace(index.row(), index.column()),
                                        QString::fromStdString(formatNumber(value))) +
                       (newEnd_ < 0                ? QString()
                        : index.row() < reusedEnd_ ? tr(" (kept in the KV cache)")
                        : index.row() < newEnd_    ? tr(" (new in this frame)")
                                                   : QString()));
    case Qt::BackgroundRole:
        if (index.row() == rejectedRow_ && index.column() == rejectedColumn_)
            return QColor(0xff, 0xc8, 0xc8);
        if (newEnd_ >= 0 && index.row() >= reusedEnd_ && index.row() < newEnd_)
            return QColor(0xff, 0xe0, 0x82); // new in this frame
        return {};
    case Qt::ForegroundRole:
        if (index.row() == rejectedRow_ && index.column() == rejectedColumn_)
            return QColor(0x8a, 0x00, 0x00);
        if (newEnd_ >= 0 && index.row() < reusedEnd_)
            return QColor(0x6e, 0x6e, 0x6e); // from the cache
        if (newEnd_ >= 0 && index.row() < newEnd_)
            return QColor(Qt::black); // on the highlight, whatever the palette
        return {};
    case Qt::TextAlignmentRole:
        return static_cast<int>(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

void MatrixTableModel::setFrameRows(int reusedEnd, int newEnd)
{
    if (reusedEnd == reusedEnd_ && newEnd == newEnd_)
        return;
    reusedEnd_ = reusedEnd;
    newEnd_ = newEnd;
    if (rowCount() > 0 && columnCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1),
                         {Qt::BackgroundRole, Qt::ForegroundRole, Qt::ToolTipRole});
}

QVariant MatrixTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role == Qt::ToolTipRole && orientation == Qt::Horizontal && columnGroupSize_ > 0 &&
        section >= 0 && section < columnCount())
        return tr("head %1").arg(section / columnGroupSize_);
    if (role != Qt::DisplayRole || section < 0)
        return {};
    if (orientation == Qt::Vertical)
        return section < rowCount() ? QVariant(rowLabel(section)) : QVariant();
    return section < columnCount() ? QVariant(columnName(section)) : QVariant();
}

Qt::ItemFlags MatrixTableModel::flags(const QModelIndex& index) const
{
    if (!isCell(index))
        return Qt::NoItemFlags;
    Qt::ItemFlags result = Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemNeverHasChildren;
    if (editable_)
        result |= Qt::ItemIsEditable;
    return result;
}

bool MatrixTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !editable_ || !isCell(index))
        return false;
    const int row = index.row();
    const int column = index.column();

    double x = 0.0;
    try {
        if (value.typeId() == QMetaType::QString) {
            x = parseNumberText(value.toString().toStdString(), std::string());
        } else {
            bool ok = false;
            x = value.toDouble(&ok);
            if (!ok)
                throw InputError(std::string(), TR_NOOP("Engine", "'%1' is not a number"),
                                 value.toString().toStdString());
            // The same checks (finite, within the limit) and messages as for typed text.
            if (!std::isfinite(x) || std::abs(x) > limits::maxAbsValue)
                parseNumberText(formatNumber(x), std::string());
        }
    } catch (const InputError& e) {
        const QString reason =
            tr("%1: %2").arg(cellPlace(row, column), translatedMessage(e.message()));
        setRejected(row, column, reason);
        emit editRejected(reason);
        return false;
    }
    setRejected(-1, -1, QString());

    const double current = matrix_(row, column);
    if (x == current && std::signbit(x) == std::signbit(current))
        return true;
    emit cellEditRequested(row, column, x);
    return true;
}

MatrixTableModel::Rect MatrixTableModel::boundingRect(const QModelIndexList& indexes) const
{
    int top = rowCount();
    int left = columnCount();
    int bottom = -1;
    int right = -1;
    for (const QModelIndex& index : indexes) {
        if (!index.isValid() || index.model() != this || index.row() >= rowCount() ||
            index.column() >= columnCount())
            continue;
        top = std::min(top, index.row());
        left = std::min(left, index.column());
        bottom = std::max(bottom, index.row());
        right = std::max(right, index.column());
    }
    if (bottom < 0)
        return {};
    return {top, left, bottom - top + 1, right - left + 1};
}

QString MatrixTableModel::copyText(const QModelIndexList& indexes) const
{
    const Rect r = boundingRect(indexes);
    if (r.rows == 0)
        return {};
    return QString::fromStdString(
        matrixToText(matrix_.block(r.row, r.column, r.rows, r.columns), '\t'));
}

QString MatrixTableModel::copyNumpyText(const QModelIndexList& indexes) const
{
    const Rect r = boundingRect(indexes);
    if (r.rows == 0)
        return QString::fromStdString(matrixToNumpyLiteral(matrix_));
    return QString::fromStdString(
        matrixToNumpyLiteral(matrix_.block(r.row, r.column, r.rows, r.columns)));
}

bool MatrixTableModel::clearCells(const QModelIndexList& indexes)
{
    const Rect r = boundingRect(indexes);
    if (!editable_ || r.rows == 0)
        return false;
    setRejected(-1, -1, QString());
    emit clearRequested(r.row, r.column, Matrix::Zero(r.rows, r.columns));
    return true;
}

QModelIndex MatrixTableModel::rejectedCell() const
{
    return rejectedRow_ >= 0 && rejectedRow_ < matrix_.rows() && rejectedColumn_ < matrix_.cols()
               ? index(rejectedRow_, rejectedColumn_)
               : QModelIndex();
}

void MatrixTableModel::setRejected(int row, int column, const QString& reason)
{
    const QModelIndex before = rejectedCell();
    rejectedRow_ = row;
    rejectedColumn_ = column;
    rejectedReason_ = reason;
    if (before.isValid())
        emit dataChanged(before, before, {Qt::BackgroundRole, Qt::ForegroundRole, Qt::ToolTipRole});
    if (const QModelIndex now = rejectedCell(); now.isValid())
        emit dataChanged(now, now, {Qt::BackgroundRole, Qt::ForegroundRole, Qt::ToolTipRole});
}

bool MatrixTableModel::pasteText(const QModelIndex& topLeft, const QString& text)
{
    const QString target = name_.isEmpty() ? tr("the matrix") : name_;
    if (!editable_) {
        emit editRejected(tr("Cannot paste: %1 is read-only").arg(target));
        return false;
    }
    Matrix block;
    try {
        block = parseMatrixText(text.toStdString(), std::string());
    } catch (const InputError& e) {
        emit editRejected(tr("Paste into %1: %2").arg(target, translatedError(e)));
        return false;
    }
    const bool inside = topLeft.isValid() && topLeft.model() == this;
    const int row = inside ? topLeft.row() : 0;
    const int column = inside ? topLeft.column() : 0;
    const Eigen::Index rowsNeeded = row + block.rows();
    const Eigen::Index columnsNeeded = column + block.cols();
    if (rowsNeeded > limits::maxTokens) {
        emit editRejected(tr("Paste into %1: %2 rows at row %3 would need %4 rows, more than the "
                             "limit of %5")
                              .arg(target)
                              .arg(block.rows())
                              .arg(rowLabel(row))
                              .arg(rowsNeeded)
                              .arg(limits::maxTokens));
        return false;
    }
    if (columnsNeeded > limits::maxDim) {
        emit editRejected(tr("Paste into %1: %2 columns at column %3 would need %4 columns, more "
                             "than the limit of %5")
                              .arg(target)
                              .arg(block.cols())
                              .arg(columnName(column))
                              .arg(columnsNeeded)
                              .arg(limits::maxDim));
        return false;
    }
    setRejected(-1, -1, QString());
    emit blockPasteRequested(row, column, block);
    return true;
}

} // namespace attnlab

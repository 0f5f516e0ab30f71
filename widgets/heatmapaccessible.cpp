#include "heatmapaccessible.h"

#include "heatmapwidget.h"

#include <QPointer>

#include <cmath>

namespace attnlab {

namespace {

qint64 cellKey(int row, int column)
{
    return (qint64(row) << 32) | quint32(column);
}

/// "Query" → "query" after the first part of a sentence (titles are capitalised).
QString lowerFirst(const QString& s)
{
    return s.isEmpty() ? s : s.left(1).toLower() + s.mid(1);
}

/// One cell of the table: its name is HeatmapAccessible::cellSentence, its value the number.
class HeatmapCellAccessible final : public QAccessibleInterface,
                                    public QAccessibleTableCellInterface
{
public:
    HeatmapCellAccessible(HeatmapWidget* widget, int row, int column)
        : widget_(widget), row_(row), column_(column)
    {}

    bool isValid() const override
    {
        return widget_ && row_ < widget_->data().values.rows() &&
               column_ < widget_->data().values.cols();
    }
    QObject* object() const override { return nullptr; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QAccessibleInterface* parent() const override
    {
        return QAccessible::queryAccessibleInterface(widget_.data());
    }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QString text(QAccessible::Text t) const override
    {
        if (!isValid())
            return {};
        switch (t) {
        case QAccessible::Name:
            return HeatmapAccessible::cellSentence(widget_->renderer(), row_, column_);
        case QAccessible::Value:
            return widget_->renderer().cellText(row_, column_);
        default:
            return {};
        }
    }
    void setText(QAccessible::Text, const QString&) override {}
    QRect rect() const override
    {
        if (!isValid())
            return {};
        const QRectF r = widget_->cellRect(row_, column_);
        if (r.isEmpty())
            return {};
        return QRect(widget_->mapToGlobal(r.topLeft().toPoint()), r.size().toSize());
    }
    QAccessible::Role role() const override { return QAccessible::Cell; }
    QAccessible::State state() const override
    {
        QAccessible::State s;
        if (!isValid()) {
            s.invalid = true;
            return s;
        }
        s.focusable = true;
        s.selectable = true;
        s.selected = isSelected();
        s.focused = s.selected && widget_->hasFocus();
        s.readOnly = true;
        s.invisible = widget_->cellRect(row_, column_).isEmpty();
        return s;
    }
    void* interface_cast(QAccessible::InterfaceType type) override
    {
        return type == QAccessible::TableCellInterface
                   ? static_cast<QAccessibleTableCellInterface*>(this)
                   : nullptr;
    }

    bool isSelected() const override
    {
        return widget_ && widget_->style().selectedRow == row_ &&
               widget_->style().selectedColumn == column_;
    }
    int columnExtent() const override { return 1; }
    QList<QAccessibleInterface*> columnHeaderCells() const override { return {}; }
    int columnIndex() const override { return column_; }
    int rowExtent() const override { return 1; }
    QList<QAccessibleInterface*> rowHeaderCells() const override { return {}; }
    int rowIndex() const override { return row_; }
    QAccessibleInterface* table() const override { return parent(); }

private:
    QPointer<HeatmapWidget> widget_;
    int row_, column_;
};

QAccessibleInterface* heatmapFactory(const QString& className, QObject* object)
{
    if (className == QLatin1String("attnlab::HeatmapWidget") && object && object->isWidgetType())
        return new HeatmapAccessible(static_cast<HeatmapWidget*>(object));
    return nullptr;
}

} // namespace

HeatmapAccessible::HeatmapAccessible(HeatmapWidget* widget)
    : QAccessibleWidget(widget, QAccessible::Table)
{}

HeatmapAccessible::~HeatmapAccessible()
{
    clearCells();
}

void HeatmapAccessible::install()
{
    static const bool installed = [] {
        QAccessible::installFactory(heatmapFactory);
        return true;
    }();
    Q_UNUSED(installed);
}

QString HeatmapAccessible::cellSentence(const HeatmapRenderer& renderer, int row, int column)
{
    const HeatmapData& d = renderer.data();
    if (row < 0 || column < 0 || row >= d.values.rows() || column >= d.values.cols())
        return {};
    QStringList parts;
    parts << (d.rowAxisTitle.isEmpty() ? renderer.rowLabel(row)
                                       : tr("%1 %2").arg(d.rowAxisTitle, renderer.rowLabel(row)));
    parts << (d.columnAxisTitle.isEmpty()
                  ? renderer.columnLabel(column)
                  : tr("%1 %2").arg(lowerFirst(d.columnAxisTitle), renderer.columnLabel(column)));
    const bool hidden = renderer.isMasked(row, column);
    const double v = d.values(row, column);
    if (hidden && std::isfinite(v)) {
        parts << (d.hiddenLabel.isEmpty() ? tr("masked") : d.hiddenLabel);
        return parts.join(tr(", "));
    }
    const QString value = renderer.cellText(row, column);
    parts << (d.valueLabel.isEmpty() ? value : tr("%1 %2").arg(d.valueLabel, value));
    if (hidden) // −∞: a masked score
        parts << (d.hiddenLabel.isEmpty() ? tr("masked") : d.hiddenLabel);
    // Where it stands in its row, as a sighted reader sees at a glance.
    if (!hidden && d.values.cols() > 1) {
        bool largest = true, smallest = true;
        for (Eigen::Index c = 0; c < d.values.cols(); ++c) {
            if (c == column || renderer.isMasked(row, int(c)))
                continue;
            largest = largest && d.values(row, c) < v;
            smallest = smallest && d.values(row, c) > v;
        }
        if (largest)
            parts << tr("the largest in its row");
        else if (smallest)
            parts << tr("the smallest in its row");
    }
    return parts.join(tr(", "));
}

HeatmapWidget* HeatmapAccessible::heatmap() const
{
    return static_cast<HeatmapWidget*>(widget());
}

void* HeatmapAccessible::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::TableInterface)
        return static_cast<QAccessibleTableInterface*>(this);
    return QAccessibleWidget::interface_cast(type);
}

QString HeatmapAccessible::text(QAccessible::Text t) const
{
    const HeatmapData& d = heatmap()->data();
    switch (t) {
    case QAccessible::Name: {
        if (!widget()->accessibleName().isEmpty())
            return widget()->accessibleName();
        QString title = d.title;
        title.replace(QLatin1Char('\n'), QLatin1Char(' '));
        return title.isEmpty() ? tr("Heatmap") : title;
    }
    case QAccessible::Description:
        if (!widget()->accessibleDescription().isEmpty())
            return widget()->accessibleDescription();
        return tr("%1 rows × %2 columns of %3. Tab to it, then move between cells with the "
                  "arrow keys, Home and End; Esc leaves it.")
            .arg(rowCount())
            .arg(columnCount())
            .arg(d.valueLabel.isEmpty() ? tr("values") : d.valueLabel);
    default:
        return QAccessibleWidget::text(t);
    }
}

int HeatmapAccessible::rowCount() const
{
    return int(heatmap()->data().values.rows());
}

int HeatmapAccessible::columnCount() const
{
    return int(heatmap()->data().values.cols());
}

int HeatmapAccessible::childCount() const
{
    return rowCount() * columnCount();
}

QAccessibleInterface* HeatmapAccessible::cellAt(int row, int column) const
{
    if (row < 0 || column < 0 || row >= rowCount() || column >= columnCount())
        return nullptr;
    const qint64 key = cellKey(row, column);
    if (const auto it = cells_.constFind(key); it != cells_.constEnd())
        return QAccessible::accessibleInterface(*it);
    auto* cell = new HeatmapCellAccessible(heatmap(), row, column);
    cells_.insert(key, QAccessible::registerAccessibleInterface(cell));
    return cell;
}

QAccessibleInterface* HeatmapAccessible::child(int index) const
{
    const int columns = columnCount();
    if (index < 0 || columns == 0 || index >= childCount())
        return nullptr;
    return cellAt(index / columns, index % columns);
}

int HeatmapAccessible::indexOfChild(const QAccessibleInterface* child) const
{
    const auto* cell =
        child ? const_cast<QAccessibleInterface*>(child)->tableCellInterface() : nullptr;
    if (!cell || child->parent() != this)
        return -1;
    return cell->rowIndex() * columnCount() + cell->columnIndex();
}

QAccessibleInterface* HeatmapAccessible::childAt(int x, int y) const
{
    const QPoint cell = heatmap()->cellAt(QPointF(heatmap()->mapFromGlobal(QPoint(x, y))));
    return cell.x() >= 0 ? cellAt(cell.y(), cell.x()) : nullptr;
}

QAccessibleInterface* HeatmapAccessible::focusChild() const
{
    const HeatmapStyle& s = heatmap()->style();
    return heatmap()->hasFocus() ? cellAt(s.selectedRow, s.selectedColumn) : nullptr;
}

int HeatmapAccessible::selectedCellCount() const
{
    return selectedCells().size();
}

QList<QAccessibleInterface*> HeatmapAccessible::selectedCells() const
{
    const HeatmapStyle& s = heatmap()->style();
    QAccessibleInterface* cell = cellAt(s.selectedRow, s.selectedColumn);
    return cell ? QList<QAccessibleInterface*>{cell} : QList<QAccessibleInterface*>{};
}

QString HeatmapAccessible::columnDescription(int column) const
{
    return column >= 0 && column < columnCount() ? heatmap()->renderer().columnLabel(column)
                                                 : QString();
}

QString HeatmapAccessible::rowDescription(int row) const
{
    return row >= 0 && row < rowCount() ? heatmap()->renderer().rowLabel(row) : QString();
}

void HeatmapAccessible::modelChange(QAccessibleTableModelChangeEvent*)
{
    // The cells read the widget when asked; those of a shape that is gone are dropped.
    clearCells();
}

void HeatmapAccessible::clearCells()
{
    for (QAccessible::Id id : std::as_const(cells_))
        QAccessible::deleteAccessibleInterface(id);
    cells_.clear();
}

} // namespace attnlab

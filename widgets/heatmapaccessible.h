#pragma once

#include <QAccessibleWidget>
#include <QCoreApplication>
#include <QHash>

namespace attnlab {

class HeatmapWidget;
class HeatmapRenderer;

/// A heatmap as assistive technology meets it: a table (QAccessibleTableInterface) named by
/// the figure's title, with the row and column tokens as descriptions and one cell per value,
/// whose name is a sentence ("Query cat, key black, attention weight 0.741, the largest in its
/// row"; a hidden cell says "masked", or what the figure's legend calls it). The cell cursor
/// (the selected cell) is the table's focus child and its selection.
class HeatmapAccessible : public QAccessibleWidget, public QAccessibleTableInterface
{
    Q_DECLARE_TR_FUNCTIONS(HeatmapAccessible)

public:
    explicit HeatmapAccessible(HeatmapWidget* widget);
    ~HeatmapAccessible() override;

    /// Installs the factory that gives every HeatmapWidget this interface (once).
    static void install();
    /// The sentence a screen reader says for cell (row, column) of what renderer draws.
    static QString cellSentence(const HeatmapRenderer& renderer, int row, int column);

    HeatmapWidget* heatmap() const;

    void* interface_cast(QAccessible::InterfaceType type) override;
    QAccessible::Role role() const override { return QAccessible::Table; }
    QString text(QAccessible::Text t) const override;
    int childCount() const override;
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;
    QAccessibleInterface* childAt(int x, int y) const override;
    QAccessibleInterface* focusChild() const override;

    // QAccessibleTableInterface
    QAccessibleInterface* caption() const override { return nullptr; }
    QAccessibleInterface* summary() const override { return nullptr; }
    QAccessibleInterface* cellAt(int row, int column) const override;
    int selectedCellCount() const override;
    QList<QAccessibleInterface*> selectedCells() const override;
    QString columnDescription(int column) const override;
    QString rowDescription(int row) const override;
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override { return 0; }
    int columnCount() const override;
    int rowCount() const override;
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override { return {}; }
    bool isColumnSelected(int) const override { return false; }
    bool isRowSelected(int) const override { return false; }
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    void modelChange(QAccessibleTableModelChangeEvent* event) override;

private:
    void clearCells();

    mutable QHash<qint64, QAccessible::Id> cells_;
};

} // namespace attnlab

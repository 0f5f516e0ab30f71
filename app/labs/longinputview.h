#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QTableView;

namespace attnlab {

class Document;
class HeatmapWidget;
class MatrixTableModel;

/// What the step-by-step view shows of a scenario with more tokens than the staged engine
/// keeps stages for (Document::overview()): why the steps are not shown, each head's attention
/// map binned (the mean or the largest weight per bin, never an n x n matrix) and the output
/// computed by the fused engine, which can be saved as a NumPy .npy file. Hidden otherwise.
class LongInputView : public QWidget
{
    Q_OBJECT

public:
    explicit LongInputView(Document* document, QWidget* parent = nullptr);

private:
    void refresh();
    void showMap();
    void saveOutput();

    Document* document_;
    QLabel* note_;
    QComboBox* head_;
    QComboBox* statistic_;
    HeatmapWidget* map_;
    QTableView* table_;
    MatrixTableModel* output_;
    QPushButton* save_;
};

} // namespace attnlab

#include "longinputview.h"

#include "document.h"
#include "heatmapwidget.h"
#include "matrixtablemodel.h"
#include "npy.h"
#include "savefile.h"
#include "scenariofile.h"
#include "sizelimits.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace attnlab {

LongInputView::LongInputView(Document* document, QWidget* parent)
    : QWidget(parent), document_(document)
{
    setObjectName(QStringLiteral("longInputView"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    note_ = new QLabel(this);
    note_->setWordWrap(true);
    layout->addWidget(note_);

    auto* choices = new QHBoxLayout;
    auto* headLabel = new QLabel(tr("Hea&d:"), this);
    head_ = new QComboBox(this);
    headLabel->setBuddy(head_);
    statistic_ = new QComboBox(this);
    statistic_->addItem(tr("Mean weight per bin"));
    statistic_->addItem(tr("Largest weight per bin"));
    statistic_->setToolTip(tr("Each cell of the map stands for a block of queries and keys: the "
                              "mean of their weights, or the largest one."));
    choices->addWidget(headLabel);
    choices->addWidget(head_);
    choices->addWidget(statistic_);
    choices->addStretch(1);
    layout->addLayout(choices);

    map_ = new HeatmapWidget(this);
    map_->setMinimumHeight(320);
    layout->addWidget(map_, 3);

    auto* outputRow = new QHBoxLayout;
    auto* outputLabel = new QLabel(tr("<b>Output</b> (the fused cpu engine, float32)"), this);
    save_ = new QPushButton(tr("Save Output as &NumPy\u2026"), this);
    outputRow->addWidget(outputLabel, 1);
    outputRow->addWidget(save_);
    layout->addLayout(outputRow);
    output_ = new MatrixTableModel(this);
    output_->setEditable(false);
    table_ = new QTableView(this);
    table_->setModel(output_);
    table_->setMinimumHeight(160);
    layout->addWidget(table_, 2);

    connect(document_, &Document::resultChanged, this, &LongInputView::refresh);
    connect(head_, &QComboBox::currentIndexChanged, this, &LongInputView::showMap);
    connect(statistic_, &QComboBox::currentIndexChanged, this, &LongInputView::showMap);
    connect(save_, &QPushButton::clicked, this, &LongInputView::saveOutput);
    refresh();
}

void LongInputView::refresh()
{
    const Document::Overview* o = document_->overview();
    setVisible(o != nullptr);
    if (!o) {
        map_->setData(HeatmapData());
        output_->setMatrix(Matrix());
        return;
    }
    const AttentionInput& in = o->resolved.input;
    const QLocale locale;
    note_->setText(
        tr("<b>%1 queries \u00d7 %2 keys</b>: more than the %3 tokens whose stages can be kept "
           "for stepping through (each would be a %1 \u00d7 %2 matrix per head). Below: each "
           "head's attention map in bins of about %4 \u00d7 %5 tokens, and the output.")
            .arg(locale.toString(in.queryCount()), locale.toString(in.keyCount()),
                 locale.toString(limits::maxTokens))
            .arg((in.queryCount() + Document::overviewBins - 1) / Document::overviewBins)
            .arg((in.keyCount() + Document::overviewBins - 1) / Document::overviewBins));
    {
        const QSignalBlocker blocker(head_);
        const int current = head_->currentIndex();
        head_->clear();
        for (int h = 0; h < in.heads; ++h)
            head_->addItem(QString::number(h));
        head_->setCurrentIndex(std::clamp(current, 0, in.heads - 1));
        head_->setEnabled(in.heads > 1);
    }
    output_->setMatrix(o->output);
    output_->setRowLabels(fromStd(o->resolved.queryTokens));
    showMap();
}

void LongInputView::showMap()
{
    const Document::Overview* o = document_->overview();
    if (!o || o->maps.empty())
        return;
    const int head = std::clamp(head_->currentIndex(), 0, int(o->maps.size()) - 1);
    const BinnedMap& m = o->maps[static_cast<std::size_t>(head)];
    const bool largest = statistic_->currentIndex() == 1;
    HeatmapData data;
    data.values = largest ? m.max : m.mean;
    data.title = (largest ? tr("Head %1: largest weight per bin (%2 \u00d7 %3 bins)")
                          : tr("Head %1: mean weight per bin (%2 \u00d7 %3 bins)"))
                     .arg(head)
                     .arg(data.values.rows())
                     .arg(data.values.cols());
    data.rowAxisTitle = tr("Query bin");
    data.columnAxisTitle = tr("Key bin");
    data.valueLabel = largest ? tr("largest weight") : tr("mean weight");
    map_->setData(data);
}

void LongInputView::saveOutput()
{
    const Document::Overview* o = document_->overview();
    if (!o)
        return;
    const QString dir = document_->filePath().isEmpty()
                            ? QString()
                            : QFileInfo(document_->filePath()).absolutePath();
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Output as NumPy"),
                                                      dir + QStringLiteral("/output.npy"),
                                                      tr("NumPy arrays (*.npy)"));
    if (path.isEmpty())
        return;
    const std::string bytes = writeNpy(o->output);
    const QString error = writeFileAtomically(path, QByteArray::fromStdString(bytes));
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Save Output as NumPy"), error);
}

} // namespace attnlab

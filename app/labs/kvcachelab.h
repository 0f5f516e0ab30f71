#pragma once

#include "kvcache.h"
#include "lab.h"

#include <QList>
#include <QPair>
#include <QWidget>

#include <cstdint>
#include <optional>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QPushButton;
class QScrollArea;
class QSpinBox;

namespace attnlab {

class LogLogPlot;

/// "KV cache": what decoding with a key/value cache costs (core/kvcache.h). A causal language
/// model keeps, in every layer and for every KV head, the key and the value of each earlier
/// token:
///   bytes per token = 2 · layers · kv_heads · head_dim · bytes per number,
///   bytes = bytes per token · min(tokens, window) · batch.
///
/// A preset (the published configurations of llama-2-7b, llama-2-70b, mistral-7b and gpt2) or
/// Custom fills the layers, query heads, KV heads, head dim, precision and sliding window;
/// changing the layers or heads makes it Custom, while precision, tokens, batch and window may
/// change for a preset too. The results, in large text: bytes per token (with its arithmetic),
/// the total, the saving of multi-query or grouped-query attention against full multi-head
/// attention and, with a window, how many tokens are kept. Beside them a log-log plot of the
/// cache size against the tokens (1 … 131,072, or more when more are asked for), one series per
/// preset at its own precision and batch 1 (mistral-7b's flattens at its window of 4,096), and
/// the current settings as a series of their own when they are not a preset's; the current
/// tokens are marked. The plot is exported as PNG, SVG or PDF (Export Plot, or File › Export
/// Figure on this tab).
class KvCacheLab : public QWidget, public Lab
{
    Q_OBJECT

public:
    explicit KvCacheLab(QWidget* parent = nullptr);

    /// Chooses a preset by name, its configuration filling the fields; an unknown name (or an
    /// empty one) chooses Custom, leaving the fields as they are.
    void setPreset(const QString& name);
    /// The preset chosen, or an empty string for Custom.
    QString preset() const;
    /// The configuration the fields describe (its name empty for Custom; the window as set).
    KvCacheModel model() const;
    /// "fp32", "fp16", "bf16" or "int8".
    QString dtype() const;
    std::int64_t tokens() const;
    std::int64_t batch() const;

    /// The figures shown; nullopt when the fields do not go together (more KV heads than query
    /// heads, a cache beyond 2^63 bytes): problemText() says why, in place of the figures.
    std::optional<std::int64_t> bytesPerToken() const { return bytesPerToken_; }
    std::optional<std::int64_t> totalBytes() const { return totalBytes_; }
    /// Full multi-head attention's total for the same model (a KV head per query head).
    std::optional<std::int64_t> multiHeadBytes() const { return multiHeadBytes_; }
    QString problemText() const { return problem_; }

    QComboBox* presetBox() const { return preset_; }
    QSpinBox* layersBox() const { return layers_; }
    QSpinBox* headsBox() const { return heads_; }
    QSpinBox* kvHeadsBox() const { return kvHeads_; }
    QSpinBox* headDimBox() const { return headDim_; }
    QComboBox* dtypeBox() const { return dtype_; }
    QSpinBox* tokensBox() const { return tokens_; }
    QSpinBox* batchBox() const { return batch_; }
    QCheckBox* windowCheck() const { return windowOn_; }
    QSpinBox* windowBox() const { return window_; }
    LogLogPlot* plot() const { return plot_; }
    /// The result labels: per token, total, arithmetic, attention kind, window, units.
    QLabel* perTokenLabel() const { return perTokenLabel_; }
    QLabel* totalLabel() const { return totalLabel_; }
    QLabel* formulaLabel() const { return formulaLabel_; }
    QLabel* comparisonLabel() const { return comparisonLabel_; }
    QLabel* windowLabel() const { return windowLabel_; }

    /// Writes the plot to path (PNG, SVG or PDF by its suffix, at the figures' defaults: 7 × 4.5
    /// inches, 10 pt text, 192 dpi). An empty string on success, otherwise the reason naming
    /// the file.
    QString exportPlot(const QString& path) const;

public slots:
    /// Asks for a file name and exports the plot there; a message box says what failed, the
    /// status bar what was written.
    void exportPlotAs();
    /// File › Export Figure: its plot, whatever the scenario.
    FigureExport figureExport() const override { return FigureExport::Own; }
    void exportFigureAs() override { exportPlotAs(); }

signals:
    /// The figures (and the plot) were computed again.
    void changed();

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    /// Lays the fields out perRow to a row (label, field, label, field, …).
    void arrangeControls(int perRow);
    /// The least width of the fields perRow to a row.
    int controlsWidth(int perRow) const;
    /// Three fields to a row where they fit the page, fewer where they do not; the figures in
    /// larger text where the page is tall enough.
    void fitControls();
    /// The plot's minimum size, for its text size.
    void fitPlot();
    void fillFromPreset();
    void architectureEdited();
    void recompute();
    void updatePlot();

    QComboBox* preset_;
    QSpinBox* layers_;
    QSpinBox* heads_;
    QSpinBox* kvHeads_;
    QSpinBox* headDim_;
    QComboBox* dtype_;
    QSpinBox* tokens_;
    QSpinBox* batch_;
    QCheckBox* windowOn_;
    QSpinBox* window_;
    QLabel* perTokenLabel_;
    QLabel* totalLabel_;
    QLabel* formulaLabel_;
    QLabel* comparisonLabel_;
    QLabel* windowLabel_;
    QLabel* unitsLabel_;
    LogLogPlot* plot_;
    QPushButton* export_;
    QScrollArea* scroll_;
    QGridLayout* grid_;
    QList<QPair<QWidget*, QWidget*>> fields_; ///< (label, field), in order
    int perRow_ = 0;
    bool roomy_ = false;       ///< the page has room for larger figures
    bool fontChanged_ = false; ///< the figures' fonts are to follow a new font

    std::optional<std::int64_t> bytesPerToken_, totalBytes_, multiHeadBytes_;
    QString problem_;
    bool filling_ = false; ///< the fields are being filled from a preset
};

} // namespace attnlab

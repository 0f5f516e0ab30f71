#pragma once

#include "mask.h"

#include <QWidget>

#include <string>
#include <utility>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;
class QToolButton;

namespace attnlab {

class Document;
class KindControls;

/// The kind of attention: causal and sliding-window masks, the custom mask, heads and scaling.
/// Every change becomes an undoable command on the document.
class AttentionPanel : public QWidget
{
    Q_OBJECT

public:
    explicit AttentionPanel(Document* document, QWidget* parent = nullptr);

    QCheckBox* causalBox() const { return causal_; }
    /// The causal mask's alignment, side by side: top-left and bottom-right (each drawn).
    QToolButton* topLeftButton() const { return topLeft_; }
    QToolButton* bottomRightButton() const { return bottomRight_; }
    QCheckBox* windowBox() const { return window_; }
    QSlider* windowSlider() const { return windowSlider_; }
    QComboBox* headsBox() const { return heads_; }
    QCheckBox* scalingBox() const { return scaling_; }
    /// The kind of attention: its description's entries for each kind (linear attention: one
    /// per feature map).
    QComboBox* kindBox() const { return kind_; }
    /// A kind's own controls under the kind box (KindDescription::createControls: linear
    /// attention's FAVOR+ m, channel attention's reduction r); null for a kind without any.
    KindControls* kindControls(const std::string& kind) const;
    /// Decoding with a KV cache, and the prompt's length.
    QCheckBox* decodeBox() const { return decode_; }
    QSpinBox* promptBox() const { return prompt_; }
    QToolButton* paintButton() const { return paint_; }

signals:
    /// The user wants to paint the custom mask on the heatmap (or stops).
    void paintModeChanged(bool on);

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    void pushMask(bool causal, bool window, int size, const QString& text, quint64 mergeKey);
    void pushAlignment(CausalAlignment alignment);
    quint64 newMergeKey() { return ++mergeKey_; }
    quint64 promptKey_ = 0;

    Document* document_;
    QCheckBox* causal_;
    QCheckBox* decode_;
    QSpinBox* prompt_;
    QToolButton* topLeft_;
    QToolButton* bottomRight_;
    QCheckBox* window_;
    QSlider* windowSlider_;
    QSpinBox* windowSpin_;
    QLabel* sparseNote_;
    QToolButton* paint_;
    QPushButton* clearMask_;
    QComboBox* heads_;
    QLabel* headsNote_;
    QCheckBox* scaling_;
    QLabel* scaleNote_;
    /// An entry of the kind box: a kind and which of its description's choices.
    struct KindOption
    {
        std::string kind;
        int choice = 0;
    };
    std::vector<KindOption> kindOptions_;
    QComboBox* kind_;
    /// Each kind's own controls (KindDescription::createControls), by kind.
    std::vector<std::pair<std::string, KindControls*>> kindControls_;
    quint64 mergeKey_ = 0;
    quint64 dragKey_ = 0;
};

} // namespace attnlab

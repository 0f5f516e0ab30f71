#pragma once

#include "featuremap.h"
#include "mask.h"

#include <QWidget>

#include <string>
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
    /// The kind of attention (and linear attention's feature map), and FAVOR+'s m.
    QComboBox* kindBox() const { return kind_; }
    QSpinBox* featuresBox() const { return features_; }
    /// Channel attention's reduction r (the divisors of C), and its parameter count.
    QComboBox* reductionBox() const { return reduction_; }
    QLabel* reductionNote() const { return reductionNote_; }
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
    struct KindOption
    {
        std::string kind;
        FeatureMapSpec featureMap;
    };
    std::vector<KindOption> kindOptions_;
    QComboBox* kind_;
    QLabel* featuresLabel_;
    QSpinBox* features_;
    QLabel* reductionLabel_;
    QComboBox* reduction_;
    QLabel* reductionNote_;
    quint64 mergeKey_ = 0;
    quint64 dragKey_ = 0;
};

} // namespace attnlab

#pragma once

#include "imageinput.h"
#include "lab.h"
#include "pictureoverlay.h"
#include "scenario.h"
#include "vitattention.h"

#include <QWidget>

class QBoxLayout;
class QCheckBox;
class QScrollArea;
class QComboBox;
class QGroupBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSlider;
class QSpinBox;

namespace attnlab {

class LabPages;

class Document;

/// "Attention on an image": a picture cut into patch tokens (imageinput.h) and the attention
/// over it. The picture, its stride (with the cost of each stride: (H·W/s²)² pairs), the fit and
/// the embedding, and who asks: the patches themselves (ViT), a few object queries (DETR) or
/// the patches asking the words of a prompt (text-to-image) — each an undoable edit of the
/// document's "image" block. The map over the picture is one row of the attention weights (a
/// patch's, a query's) or one column (a word's), drawn with PictureOverlay at any opacity and
/// in any colormap, with the 3 × 3 neighbourhood a convolution would see outlined; a strip of
/// small maps shows every query or word at once. The figure exports as PNG, SVG or PDF.
class ImageLab : public QWidget, public Lab
{
    Q_OBJECT

public:
    explicit ImageLab(Document* document, QWidget* parent = nullptr);

    PictureOverlay* overlay() const { return overlay_; }
    QSlider* strideSlider() const { return stride_; }
    QComboBox* fitBox() const { return fit_; }
    QComboBox* embeddingBox() const { return embedding_; }
    QComboBox* askBox() const { return ask_; }
    QSpinBox* queriesBox() const { return queries_; }
    QLineEdit* promptEdit() const { return prompt_; }
    QSlider* opacitySlider() const { return opacity_; }
    QComboBox* colormapBox() const { return colormap_; }
    QCheckBox* stretchBox() const { return stretch_; }
    QCheckBox* convolutionBox() const { return convolution_; }
    QCheckBox* followBox() const { return follow_; }
    QSpinBox* headBox() const { return head_; }
    /// "Attention of": the pixels (0) or the trained model (1), and the model's controls.
    QComboBox* attentionOfBox() const { return attentionOf_; }
    QComboBox* layerBox() const { return layer_; }
    QComboBox* modelHeadBox() const { return modelHead_; }
    QPushButton* classTokenButton() const { return classToken_; }
    QPushButton* openHeadButton() const { return openHead_; }
    QString introText() const;
    /// The trained model and its last result (empty until it is shown).
    const VitAttention& vit() const { return vit_; }
    /// The token whose attention the model's map shows: 0 the class token, t a patch.
    int modelToken() const { return modelToken_; }
    /// Whether the map shows the trained model's attention.
    bool showsModel() const;
    /// The head shown as a scenario of matrices (VitAttention::headScenario).
    Scenario headScenario() const;
    /// The small maps of the object queries or the words (empty for self-attention).
    QList<PictureOverlay*> thumbnails() const { return thumbnails_; }

    /// The patch (self-attention), query or word whose map is shown.
    int selected() const { return selected_; }
    void select(int index);
    /// Whether the open scenario fits the tab; when it does not, the tab says what it needs
    /// and what the scenario is (needText) and offers its example.
    bool fits() const;
    QString needText() const;
    QPushButton* openExampleButton() const { return openExample_; }
    /// The values of the map shown (one per patch), as drawn.
    const std::vector<double>& mapValues() const { return overlay_->data().values; }
    /// The sentence under the picture.
    QString summaryText() const;
    QString costText() const;
    QString fitText() const;
    /// Writes the figure shown (PNG, SVG or PDF by the suffix); an error text, or empty.
    QString exportFigure(const QString& path) const;

    /// A new scenario for a picture opened by itself: its patches at a stride that gives about
    /// 400 tokens (a photo larger than 640 pixels is first resized to 640 on its longer side).
    static Scenario scenarioForPicture(const QString& path, int height, int width);

signals:
    void openPictureRequested();
    void openExampleRequested(const QString& resourcePath);
    /// "Open This Head Step by Step": the model's Q, K and V of the head shown.
    void openScenarioRequested(const attnlab::Scenario& scenario);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void retranslate();
    void refresh();
    void updateMaps();
    void push(const ImageSpec& image, const QString& text, bool merge = false);
    const ResolvedScenario* shownResolved() const;
    /// One map per patch: the row of query `index` (self, object queries) or the column of word
    /// `index` (prompt), in head head_.
    std::vector<double> map(const ResolvedScenario& resolved, int index) const;
    PictureOverlayData overlayData(const ResolvedScenario& resolved, int index, bool small) const;
    void exportPicturesAs();
    /// The trained model's map over the picture (updateMaps in its place; refresh() runs the
    /// model on a new result).
    void updateModelMap();
    QString modelSummaryText() const;

    Document* document_;
    LabPages* pages_;
    QLabel* emptyText_;
    QPushButton* openPicture_;
    QPushButton* openExample_;
    QLabel* intro_;
    QGroupBox* pictureGroup_;
    QLabel* pictureName_;
    QPushButton* choosePicture_;
    QLabel* fitLabel_;
    QComboBox* fit_;
    QLabel* fitNote_;
    QGroupBox* patchGroup_;
    QLabel* strideLabel_;
    QSlider* stride_;
    QLabel* cost_;
    QLabel* embeddingLabel_;
    QComboBox* embedding_;
    QGroupBox* askGroup_;
    QComboBox* ask_;
    QLabel* queriesLabel_;
    QSpinBox* queries_;
    QLabel* promptLabel_;
    QLineEdit* prompt_;
    QGroupBox* overlayGroup_;
    QLabel* headLabel_;
    QSpinBox* head_;
    QLabel* opacityLabel_;
    QSlider* opacity_;
    QLabel* colormapLabel_;
    QComboBox* colormap_;
    QCheckBox* stretch_;
    QCheckBox* convolution_;
    QCheckBox* follow_;
    QLabel* attentionOfLabel_;
    QComboBox* attentionOf_;
    QLabel* layerLabel_;
    QComboBox* layer_;
    QLabel* modelHeadLabel_;
    QComboBox* modelHead_;
    QPushButton* classToken_;
    QPushButton* openHead_;
    VitAttention vit_;
    QString modelError_;
    int modelToken_ = 0;
    QPushButton* export_;
    PictureOverlay* overlay_;
    QBoxLayout* columns_;
    QWidget* controls_;
    QScrollArea* stripScroll_;
    QWidget* strip_;
    QHBoxLayout* stripLayout_;
    QList<PictureOverlay*> thumbnails_;
    QLabel* summary_;
    QImage picture_; ///< the fitted pixels of the last result, as drawn
    int selected_ = -1;
    /// What selected_ counts in: the role and the number of maps it was chosen among.
    std::pair<ImageRole, int> selectedAmong_{ImageRole::Self, 0};
    bool updating_ = false;
    quint64 mergeKey_ = 0;
};

} // namespace attnlab

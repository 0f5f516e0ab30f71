#pragma once

#include "alignmentfigure.h"
#include "attentionmaps.h"
#include "lab.h"
#include "scenario.h"
#include "translator.h"
#include "viewsettings.h"

#include <QWidget>

#include <memory>
#include <optional>

class QBoxLayout;
class QComboBox;
class QCompleter;
class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QScrollArea;
class QStackedWidget;
class QTimer;

namespace attnlab {

class AttentionAnalysisView;
class Document;
class HeatmapWidget;
struct HeatmapData;
struct HeatmapGridData;
struct HeatmapStyle;

/// "Trained translator": the encoder–decoder Transformer AttnLab ships (translatormodel.h),
/// trained by scripts/models/train_translator.py to translate English into French or
/// Portuguese. Type a sentence (word completion from the model's vocabulary; an unknown word is
/// marked with the nearest known ones), translate, and watch the words come out one decoding step
/// a second (Play) or step by step, each step's new row of attention highlighted. Every head of
/// the cross-attention, the encoder's self-attention or the decoder's self-attention shows as a
/// small heatmap (layers × heads); the one clicked shows large, as a heatmap or as the classic
/// alignment figure (source words above, written words below, lines as thick as the weights).
/// The head the training record names as aligning best is pointed out with its score on this
/// sentence, and "Open This Head Step by Step" opens its real Q, K and V as a new scenario in the
/// step-by-step view, whose weights are checked against the model's.
class TranslatorLab : public QWidget, public Lab
{
    Q_OBJECT

public:
    enum class Module
    {
        Cross,       ///< decoder queries, encoder keys
        EncoderSelf, ///< source against source
        DecoderSelf, ///< written against written, causal
    };
    enum class Shape
    {
        Lines,   ///< the alignment figure
        Heatmap, ///< the heatmap
    };

    explicit TranslatorLab(Document* document, QWidget* parent = nullptr);
    ~TranslatorLab() override;

    /// Loads the model (translatorModelDir()) the first time; false and modelError() when it
    /// cannot be read. The tab loads it when first shown.
    bool ensureModel();
    QString modelError() const { return modelError_; }
    const Translator* translator() const { return translator_.get(); }

    QLineEdit* sentenceEdit() const { return sentence_; }
    QComboBox* languageBox() const { return language_; }
    QCompleter* completer() const { return completer_; }
    /// What the line under the sentence says (unknown words and the nearest known ones).
    QString wordsText() const;

    /// Translates the sentence typed into the language chosen; false when it cannot (an
    /// unknown word: wordsText() names it and the nearest known words).
    bool translate();
    bool hasTranslation() const { return translation_.has_value(); }
    const Translation& translation() const { return *translation_; }
    /// The target token written at decoder position t ("<eos>" after the last word).
    QString writtenToken(int position) const;

    /// Decoding steps: one per decoder position, the last writing <eos>. step() is the one shown
    /// (0-based): its row of attention is new and highlighted, later rows are not written yet.
    int stepCount() const;
    int step() const { return step_; }
    void setStep(int step);
    bool isPlaying() const;
    void setPlaying(bool playing);
    /// Play from the first step when a translation is made (on by default).
    void setAutoPlay(bool on) { autoPlay_ = on; }

    Module module() const { return module_; }
    void setModule(Module module);
    Shape shape() const { return shape_; }
    void setShape(Shape shape);
    int layer() const { return layer_; }
    int head() const { return head_; }
    void selectHead(int layer, int head);
    /// The small heatmap of a head in the grid.
    HeatmapWidget* thumbnail(int layer, int head) const;
    HeatmapWidget* heatmap() const { return heatmap_; }
    AlignmentFigure* alignmentFigure() const { return alignment_; }

    /// The cross-attention head the training record names as aligning best (layer, head), or
    /// nullopt when the model's config.json names none.
    std::optional<std::pair<int, int>> alignedHead() const;
    /// For each written word (not <eos>), the source token on which a cross-attention head puts
    /// most weight, and that weight.
    struct Peak
    {
        int source = -1;
        double weight = 0;
    };
    std::vector<Peak> peaks(int layer, int head) const;
    /// The mean of peaks()' weights: how much of its attention a head puts on one source word.
    double alignmentScore(int layer, int head) const;
    QString alignedHeadText() const;

    /// The weights of the module, layer and head chosen (all rows), as the model computed them.
    const Matrix& modelWeights() const;
    /// The head chosen as a scenario: its Q, K and V, the tokens as labels, one head, the
    /// causal mask for the decoder's self-attention; the description says where it comes from
    /// and that its weights equal the model's (computed as the step-by-step view does).
    Scenario headScenario() const;
    /// Asks the window to open headScenario() (openScenarioRequested); when the document takes
    /// it, checkText() compares the weights it computed with the model's.
    void openHeadStepByStep();
    QString checkText() const { return checkText_; }
    /// The largest |difference| between the document's weights and the model's, or nullopt when
    /// the document does not hold the head opened last.
    std::optional<double> checkedDifference() const;

    /// What the large figure and the grid show.
    AlignmentFigureData alignmentData() const;
    HeatmapData heatmapData(int layer, int head) const;
    HeatmapStyle heatmapStyle() const;
    /// The colormap, decimals, values in the cells and theme chosen in the Preferences.
    void setViewSettings(const ViewSettings& settings) override;
    HeatmapGridData gridData() const;

    /// Writes the large figure (lines or heatmap, as shown), or every head as a grid (PNG, SVG
    /// or PDF by the suffix); an error text, or empty.
    QString exportFigure(const QString& path) const;
    QString exportGrid(const QString& path) const;
    /// Ask where, then export (File › Export Figure on this tab: the large figure).
    void exportFigureAs() override;
    FigureExport figureExport() const override { return FigureExport::Own; }
    void exportGridAs();

    /// The encoder's self-attention for the sentence as a stack (layers, heads, n, n) labelled
    /// with the source tokens, as the third tab reads a .npy; nullptr without a translation.
    std::shared_ptr<const AttentionMaps> encoderMaps() const;
    /// "Rollout and Heads…": the encoder's stack in the view the third tab shows beside its
    /// maps (rollout and flow over the sentence's words, head statistics, comparison, token
    /// graph), in a window of its own, kept up to date with the translation.
    void showEncoderAnalysis();
    /// That view, once shown (nullptr before).
    AttentionAnalysisView* encoderAnalysis() const { return analysis_; }
    /// Writes the encoder's stack as .npy and its tokens to NAME.tokens.txt beside it
    /// (writeEncoderStack, as `attnlab-cli translate --stack-out`); an error, or empty.
    QString exportEncoderStack(const QString& path) const;
    void exportEncoderStackAs();

signals:
    /// "Open This Head Step by Step": the window opens it as a new, unsaved document.
    void openScenarioRequested(const attnlab::Scenario& scenario);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void retranslate();
    void fillLanguages();
    void updateWords();
    void complete();
    void replaceWord(const QString& from, const QString& to);
    void buildGrid();
    void refresh();
    void arrange();
    void takeDocument();
    const AttentionRecord* record(Module module, int layer) const;
    QString moduleName(Module module) const;
    QStringList rowTokens() const;
    QStringList columnTokens() const;
    int shownRows() const;
    QString writtenSoFar() const;
    QString stepText() const;

    Document* document_;
    std::unique_ptr<Translator> translator_;
    QString modelError_;
    std::optional<Translation> translation_;
    QStringList vocabulary_;
    int step_ = 0;
    bool autoPlay_ = true;
    Module module_ = Module::Cross;
    Shape shape_ = Shape::Lines;
    int layer_ = 0, head_ = 0;
    QString wordsError_; ///< why the last translation failed, when it did
    Scenario opened_;    ///< the head opened last in the step-by-step view
    Matrix openedWeights_;
    bool openedPending_ = false;
    QString checkText_;
    ViewSettings view_{.decimals = 2};

    QStackedWidget* pages_;
    QScrollArea* scroll_;
    QWidget* page_;
    QBoxLayout* pageLayout_;
    QLabel* failure_;
    QLabel* intro_;
    QLabel* sentenceLabel_;
    QLineEdit* sentence_;
    QCompleter* completer_;
    QLabel* languageLabel_;
    QComboBox* language_;
    QPushButton* translate_;
    QLabel* words_;
    QLabel* written_;
    QPushButton* first_;
    QPushButton* previous_;
    QPushButton* play_;
    QPushButton* next_;
    QPushButton* last_;
    QLabel* stepLabel_;
    QBoxLayout* body_;
    QWidget* side_;
    QLabel* moduleLabel_;
    QComboBox* moduleBox_;
    QLabel* shapeLabel_;
    QComboBox* shapeBox_;
    QLabel* gridHint_;
    QWidget* grid_;
    QGridLayout* gridLayout_;
    QList<HeatmapWidget*> thumbnails_;
    QList<QLabel*> gridLabels_;
    QLabel* aligned_;
    QPushButton* open_;
    QLabel* check_;
    QPushButton* exportFigure_;
    QPushButton* exportGrid_;
    QPushButton* analyse_;
    QPushButton* exportStack_;
    AttentionAnalysisView* analysis_ = nullptr;
    QLabel* figureTitle_;
    QStackedWidget* figures_;
    AlignmentFigure* alignment_;
    HeatmapWidget* heatmap_;
    QTimer* playTimer_;
};

} // namespace attnlab

#pragma once

#include "scenario.h"
#include "vit.h"

#include <QString>

#include <optional>
#include <vector>

namespace attnlab {

/// The trained vision transformer (docs/vit-model.md) on the picture tab's picture: the model
/// loaded once, the picture classified, and the maps the tab draws over it (issue 36).
class VitAttention
{
public:
    /// Loads the shipped model (vitModelDir()) the first time; an error text, or empty.
    QString load();
    bool loaded() const { return model_.has_value(); }
    const Vit& model() const { return *model_; }

    /// Runs the model on pixels (resized to its input by area averaging when they are not its
    /// size); again only when the resized pixels differ from the last ones.
    void classify(const ImagePixels& pixels);
    bool hasResult() const { return result_.has_value(); }
    const VitResult& result() const { return *result_; }
    /// The size of the picture the model was given, before it was resized.
    std::pair<int, int> pictureSize() const { return pictureSize_; }

    int layers() const;
    int heads() const;
    /// The side of the grid of patches (8 for 64 × 64 pictures in 8 × 8 patches).
    int grid() const;

    /// What token `token` (0: the class token; t ≥ 1: patch t − 1, row by row) attends to
    /// among the patches, one value per patch: its row of the attention weights of layer
    /// `layer` (0-based) in head `head`, or the mean of the heads (head < 0). layer == layers():
    /// the attention rollout through every layer (mean of the heads, residual 0.5: Abnar &
    /// Zuidema). The class token's own column is left out: the values sum to 1 minus it.
    std::vector<double> patchMap(int layer, int head, int token) const;

    /// The classes the model sees (probability ≥ 0.5), most likely first, with their
    /// probabilities: "ball 1.00, red 1.00"; "nothing" when none.
    QString answerText() const;

    /// One head of one layer as a scenario of matrices: its Q, K and V (tokens × d_k), named by
    /// the tokens ("CLS", "p(0,0)", …), which the step-by-step view computes into the model's
    /// own weights.
    Scenario headScenario(int layer, int head) const;

private:
    std::optional<Vit> model_;
    std::optional<VitResult> result_;
    ImagePixels input_;
    std::pair<int, int> pictureSize_{0, 0};
};

} // namespace attnlab

#pragma once

#include "imageinput.h"
#include "inputerror.h"
#include "matrix.h"
#include "modelparts.h"
#include "npy.h"

#include <nlohmann/json.hpp>

#include <map>
#include <string>
#include <vector>

namespace attnlab {

/// What resources/models/vit/config.json says (docs/vit-model.md): the picture the model reads,
/// the sizes of its encoder, the pixels' normalisation and the classes.
struct VitConfig
{
    int imageSize = 0; ///< the model reads imageSize × imageSize pixels
    int patchSize = 0; ///< s × s patches, not overlapping: (imageSize / s)² patch tokens
    int channels = 0;  ///< 3 (RGB)
    int dModel = 0;
    int nhead = 0;
    int numLayers = 0;
    int dimFeedforward = 0;
    std::string activation;   ///< "gelu" (exact, with erf) or "relu"
    double layerNormEps = 0;  ///< ε of every nn.LayerNorm
    std::vector<double> mean; ///< per channel: a pixel enters as (x − mean) / std
    std::vector<double> std;
    std::string output; ///< "sigmoid" (each class on its own) or "softmax" (one of them)
    std::vector<std::string> classes;
    /// The training record written by the script (scenes, accuracy, attention on the ball).
    nlohmann::json training;

    int headDim() const { return dModel / nhead; }
    int gridSize() const { return imageSize / patchSize; }     ///< patches per row and per column
    int tokens() const { return gridSize() * gridSize() + 1; } ///< the class token and patches
};

/// Everything one picture computed.
struct VitResult
{
    /// "CLS", then the patches row by row: "p(0,0)", "p(0,1)", … "p(g-1,g-1)" (row, column);
    /// token t ≥ 1 is patch ((t − 1) / g, (t − 1) % g).
    std::vector<std::string> tokens;
    Vector logits;        ///< [class]
    Vector probabilities; ///< [class]: sigmoid(logit), or the softmax of the logits
    /// [layer]: the self-attention of the encoder layer, per head (tokens × tokens).
    std::vector<AttentionRecord> layers;
};

/// The trained vision transformer of scripts/models/train_vit.py run in Eigen, equal to
/// PyTorch's ViT module up to rounding (the weights are float32, the arithmetic double):
/// patch embedding (Conv2d, kernel = stride = patch) on the normalised pixels, a class token,
/// learned position embeddings, pre-norm nn.TransformerEncoderLayers, a final LayerNorm and a
/// linear head on the class token. Every layer's attention is recorded, per head.
class Vit
{
public:
    /// Reads dir/config.json and dir/weights.npz. Throws InputError naming the file and the
    /// problem: a missing or mis-shaped array ("weights.npz: patch_embed.weight: shape (8, 3, 8,
    /// 8), expected (48, 3, 8, 8)"), a bad config field ("config.json: patch_size: ...").
    static Vit load(const std::string& dir);
    /// The same from the files' bytes; configWhere and weightsWhere name them in messages.
    static Vit fromBytes(const std::string& configJson, const std::string& configWhere,
                         const std::string& npzBytes, const std::string& weightsWhere);
    /// The same from the arrays already read (readNpz), by PyTorch's state_dict() names.
    static Vit fromArrays(const std::string& configJson, const std::string& configWhere,
                          std::map<std::string, NdArray> arrays, const std::string& weightsWhere);

    const VitConfig& config() const { return config_; }

    /// "CLS", "p(0,0)", "p(0,1)", …: the labels of the tokens, in order.
    std::vector<std::string> tokenLabels() const;

    /// A picture of any size brought to the model's: unchanged when it is imageSize ×
    /// imageSize already, else area-averaged to it (resizeArea, as PyTorch's
    /// F.interpolate(mode="area")), without keeping its aspect ratio.
    ImagePixels fitPicture(const ImagePixels& picture) const;

    /// Runs the model on a picture of exactly imageSize × imageSize pixels with the config's
    /// channels (ImagePixels: channel first, values 0 … 1; fitPicture brings any picture to it).
    /// Throws InputError ("picture") for another size.
    VitResult classify(const ImagePixels& picture) const;

private:
    struct EncoderLayer
    {
        modelparts::NormWeights norm1;
        modelparts::AttentionWeights selfAttn;
        modelparts::NormWeights norm2;
        modelparts::FeedForwardWeights ff;
    };

    VitConfig config_;
    Matrix patchWeight_; // [d, C·s·s]: the Conv2d's weight (d, C, s, s) flattened
    Vector patchBias_;
    Vector clsToken_; // [d]
    Matrix posEmbed_; // [tokens, d]
    std::vector<EncoderLayer> layers_;
    modelparts::NormWeights norm_;
    Matrix headWeight_; // [classes, d]
    Vector headBias_;
};

/// An [H, W, C] array (a picture as NumPy holds it: rows, columns, channels; values 0 … 1) as
/// ImagePixels. Throws InputError naming where for another number of dimensions.
ImagePixels imagePixelsFromArray(const NdArray& hwc, const std::string& where);

} // namespace attnlab

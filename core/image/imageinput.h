#pragma once

#include "matrix.h"
#include "warning.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace attnlab {

namespace limits {
/// Largest picture read: 16,384 pixels a side and 4,096 × 4,096 pixels in all (a 12-megapixel
/// photo fits; its three channels take 288 MiB as doubles). Larger files are refused from their
/// header, before their pixels are decoded.
inline constexpr int maxImageSide = 16384;
inline constexpr long long maxImagePixels = 4096LL * 4096LL;
/// An image file: a 4,096 × 4,096 PNG stored without compression takes 48 MiB.
inline constexpr std::uintmax_t maxImageFileBytes = 256ULL << 20;
} // namespace limits

/// A picture's pixels, channel first as PyTorch holds an image tensor (C × H × W): row c of
/// values is channel c, its H × W pixels in row-major order; values 0 … 1 (a byte / 255).
/// Pictures are read as RGB (C = 3); a grey picture has three equal channels.
struct ImagePixels
{
    int channels = 0;
    int height = 0;
    int width = 0;
    Matrix values; ///< channels × (height · width)

    /// The value of channel c at (y, x).
    double at(int c, int y, int x) const { return values(c, Eigen::Index(y) * width + x); }
};

/// Decodes a picture file into RGB pixels, or throws InputError naming the file. The core has no
/// image codecs: the app and attnlab-cli register Qt's readers (PNG, JPEG, …) at start-up.
using ImageDecoder = std::function<ImagePixels(const std::string& path)>;
void setImageDecoder(ImageDecoder decoder);
/// Decodes with the registered decoder; InputError when none is registered.
ImagePixels decodeImage(const std::string& path);

/// How the patches of a picture become token vectors.
enum class ImageEmbedding
{
    /// ViT: the C·s·s pixels of each s × s patch, centred ((x − 0.5) / 0.5, so −1 … 1), in the
    /// order of PyTorch's F.unfold(x, kernel_size=s, stride=s): channel, then row, then column.
    Patches,
    /// The patch's mean colour, centred like the pixels above (R, G, B in −1 … 1), followed by
    /// 16 numbers of 2-D sinusoidal position code.
    MeanColour,
    /// The patch's mean colour on the built-in lexicon's colour dimensions (colourWords()), so
    /// that a patch and a colour word meet in one space: "red" finds the red patches.
    LexiconColour,
};

/// A picture whose size is not a multiple of the stride is resized or cropped to one.
enum class ImageFit
{
    /// To the nearest multiple of s (at least s) each way, by area averaging.
    Resize,
    /// To the largest multiple of s each way, keeping the centre.
    Crop,
};

/// The "image" block of a scenario: tokens from the patches of a picture.
///
///   "image": {
///     "path": "ball.png",            required: a PNG or JPEG relative to the scenario's folder
///                                    and inside it (as GloVe and .npy files)
///     "stride": 32,                  the patch size s (patches are s × s and do not overlap);
///                                    default 16
///     "size": [480, 640],            optional: first resized to H × W (area averaging)
///     "fit": "resize" | "crop",      a size that s does not divide; default "resize"
///     "embedding": "patches" | "mean_colour" | "lexicon_colour",
///                                    default "patches", or "lexicon_colour" with a prompt
///     "positional": true | {"scale": 0.5},   add a 2-D sinusoidal code (sinusoidal2d); default
///                                    false for patches, {"scale": 0.5} for mean_colour
///     "projection": "identity" | {"random": 7},  as for sentences; default identity
///     "object_queries": {"count": 4, "seed": 1} | [[...], ...],
///                                    DETR: these rows ask, the patches are attended to
///     "prompt": "a red ball on green grass", "prompt_language": "en",
///                                    text-to-image: the patches ask, the words are attended to;
///                                    or per language as a sentence, {"en": "a red ball",
///                                    "fr": "une balle rouge"} (no "prompt_language")
///   }
struct ImageSpec
{
    std::string path;
    int stride = 16;
    std::optional<std::pair<int, int>> size; ///< height, width
    ImageFit fit = ImageFit::Resize;
    ImageEmbedding embedding = ImageEmbedding::Patches;
    /// Unset: the embedding's default (none for patches, 0.5 for mean colour).
    std::optional<double> positionalScale;
    bool positionalGiven = false; ///< "positional" is in the file (false written back as false)
    std::optional<std::uint64_t> projectionSeed; ///< unset: identity
    /// Object queries: drawn (count, seed) or given rows.
    struct ObjectQueries
    {
        int count = 0;
        std::uint64_t seed = 0;
        std::optional<Matrix> given;
        bool operator==(const ObjectQueries&) const;
    };
    std::optional<ObjectQueries> objectQueries;
    std::string prompt;
    std::string promptLanguage;
    /// The prompt in the other lexicon languages: prompt is then the English one.
    std::map<std::string, std::string> promptTranslations;
    nlohmann::json extra = nlohmann::json::object();

    /// The positional scale in effect (0: none).
    double effectivePositionalScale() const;
    bool operator==(const ImageSpec&) const;
};

/// Reads an "image" block; errors name the key ("image.stride: expected at least 1, got 0").
ImageSpec imageSpecFromJson(const nlohmann::json& json, const std::string& where,
                            Warnings& warnings);
nlohmann::json imageSpecToJson(const ImageSpec& spec);

/// Who asks and who is attended to.
enum class ImageRole
{
    Self,          ///< the patches attend to each other (ViT)
    ObjectQueries, ///< object queries attend to the patches (DETR's decoder)
    Prompt,        ///< the patches attend to the words of a prompt (a diffusion model's
                   ///< cross-attention)
};

/// What was made of a picture: kept with the resolved scenario so that the app draws the
/// attention over exactly the pixels that were cut into patches.
struct ImageGrid
{
    ImagePixels pixels; ///< after "size" and the fit: gridRows·s × gridColumns·s
    int stride = 0;
    int gridRows = 0, gridColumns = 0;
    int originalHeight = 0, originalWidth = 0;
    ImageRole role = ImageRole::Self;
    /// What the fit did, in English ("resized from 650 × 480 to 640 × 480"); empty when the
    /// picture divided.
    std::string fitNote;
    /// The patch of a token (row-major: token t is patch (t / gridColumns, t % gridColumns)).
    int tokens() const { return gridRows * gridColumns; }
};

/// The inputs made from a picture.
struct ImageInputs
{
    Matrix q, k, v;
    Matrix queryEmbeddings, keyEmbeddings; ///< before projection
    std::vector<std::string> queryTokens, keyTokens;
    std::vector<bool> queryUnknown, keyUnknown; ///< prompt words not in the lexicon
    std::vector<std::string> dimensionNames;    ///< named dimensions (lexicon colour), else empty
    std::shared_ptr<const ImageGrid> grid;
    Warnings warnings;
};

/// Area averaging to H × W, as PyTorch's F.interpolate(x, size, mode="area"), that is
/// adaptive_avg_pool2d: output pixel (i, j) is the mean of input rows ⌊iH_in/H⌋ … ⌈(i+1)H_in/H⌉ − 1
/// and the same columns.
ImagePixels resizeArea(const ImagePixels& image, int height, int width);

/// The patches as rows (L × C·s·s), L = (H/s)(W/s) in row-major order of patches: row t is
/// F.unfold(x[None], kernel_size=s, stride=s)[0, :, t]. Expects H and W multiples of s.
Matrix unfoldPatches(const ImagePixels& image, int stride);

/// The mean of each channel over each patch (L × C).
Matrix patchMeanColours(const ImagePixels& image, int stride);

/// A 2-D sinusoidal position code for a rows × columns grid (row-major tokens), d columns: the
/// first ⌊d/2⌋ are sinusoidalPositionalEncoding of the row, the other ⌈d/2⌉ that of the column.
Matrix sinusoidal2d(int rows, int columns, int d);

/// The lexicon dimensions a colour is put on, and how (colourWords): for a mean colour
/// (r, g, b) with M = max, m = min, chroma c = M − m and hue H (HSV, degrees),
///   colour-red  = 1.4 · c · max(0, cos(H − 0°))
///   plant       = 1.4 · c · max(0, cos(H − 120°))   (the lexicon's "green" is plant + colour)
///   colour-blue = 1.4 · c · max(0, cos(H − 240°))
///   colour-white = 1.4 · m            (light and grey: all three channels high)
///   colour-black = 1.4 · (1 − M)      (dark: no channel high)
/// and 0 on every other dimension; 1.4 is the lexicon's weight of a meaning on one dimension.
Matrix lexiconColourEmbedding(const Matrix& meanColours,
                              const std::vector<std::string>& dimensions);

/// Builds the inputs: fits the picture (InputError naming "image.stride" for a stride larger
/// than the picture, "image" for too many tokens or dimensions), embeds the patches, adds the
/// position code, makes the object queries or embeds the prompt, and projects:
///   Q = E_ask W_Q, K = E_attended W_K, V = E_attended W_V, with W = I or
///   torch.manual_seed(seed); W_Q, W_K, W_V = (torch.randn(3, d, d) / √d).unbind(0).
/// Object queries drawn with torch.manual_seed(seed); torch.randn(count, d).
ImageInputs buildImageInputs(const ImageSpec& spec, const ImagePixels& picture);

/// The grid of patches (rows, columns) a picture of height × width pixels gives with the spec's
/// size, stride and fit, as buildImageInputs cuts it; (0, 0) when the stride is larger than the
/// picture.
std::pair<int, int> patchGridSize(const ImageSpec& spec, int height, int width);

/// Token labels of patches: "(row,column)", counted from 0.
std::string patchLabel(int row, int column);

} // namespace attnlab

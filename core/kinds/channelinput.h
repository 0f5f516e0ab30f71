#pragma once

#include "imageinput.h"
#include "matrix.h"
#include "warning.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>

namespace attnlab {

/// Channel attention's inputs (Squeeze-and-Excitation, sekind.h), the scenario keys of
/// "kind": "se" (docs/scenario-format.md):
///   "feature_map": C × H × W nested lists (PyTorch's CHW), or
///   "random": {"generator": "torch", "seed": s, "channels": C, "height": H, "width": W}
///             torch.manual_seed(s); x = torch.randn(C, H, W)
///   "reduction": r (C divisible by r; the bottleneck has C/r units)
///   "fc1": {"weight": (C/r) × C, "bias": C/r}, "fc2": {"weight": C × (C/r), "bias": C}
///             nn.Linear's layout (out × in); each part may be left out:
///   "seed": s (only with "feature_map"; with "random" its seed is used)
/// Weights left out are drawn, all in one draw whatever is given:
///   torch.manual_seed(s + 1); w = torch.randn(2·C·C/r)
///   W₁ = w[:C·C/r].view(C/r, C) / √C,   W₂ = w[C·C/r:].view(C, C/r) / √(C/r)
/// (the float32 draws divided in double: w.double() / math.sqrt(fan_in))
/// (a given fc1.weight or fc2.weight replaces its part); biases left out are zeros.
struct LinearLayerSpec
{
    std::optional<Matrix> weight; ///< out × in
    std::optional<Vector> bias;   ///< out

    bool operator==(const LinearLayerSpec& o) const;
};

struct ChannelSpec
{
    enum class Source
    {
        Tensor, ///< "feature_map": the values
        Random, ///< "random": torch.randn(C, H, W)
        /// "image": a picture's patch features as channels (imageinput.h): the numbers of each
        /// patch's embedding (C·s·s pixels with "patches") over the grid of patches, channel f
        /// being feature f of every patch; at stride 1, the picture's R, G and B themselves.
        Image,
    };
    Source source = Source::Random;
    /// Image: the picture and how it is cut (its projection, queries and prompt unused).
    ImageSpec image;
    /// Tensor: C × (H·W), channel c's row the H × W map read row by row (x.view(C, H·W)).
    Matrix values;
    int channels = 8;
    int height = 4;
    int width = 4;
    /// Random: the seed of the input; the weights use seed + 1 either way.
    std::uint64_t seed = 0;
    int reduction = 2;
    LinearLayerSpec fc1, fc2;

    bool operator==(const ChannelSpec& o) const;
};

/// The resolved input of channel attention: what SeKind computes. A source of channels (the
/// scenario's tensor, its random draw, an image's channels) fills x, height and width; the
/// excitation's layers come drawn or given.
struct ChannelInput
{
    Matrix x; ///< C × (H·W): one row per channel, its map row by row
    int height = 0;
    int width = 0;
    int reduction = 1;
    Matrix fc1Weight; ///< W₁, (C/r) × C
    Vector fc1Bias;   ///< b₁, C/r
    Matrix fc2Weight; ///< W₂, C × (C/r)
    Vector fc2Bias;   ///< b₂, C

    int channels() const { return static_cast<int>(x.rows()); }
    int hidden() const { return static_cast<int>(fc1Weight.rows()); }
};

namespace limits {
/// Channel attention: at most this many channels, rows or columns of a map, and numbers in all.
inline constexpr int maxChannels = 4096;
inline constexpr int maxMapSide = 1024;
inline constexpr long long maxChannelValues = 1 << 24;
} // namespace limits

/// Reads the channel keys of a scenario object ("feature_map" or "random", "reduction", "fc1",
/// "fc2", "seed"); throws InputError naming the key (q, k, v, npz or sentences are refused).
ChannelSpec readChannelSpec(const nlohmann::json& scenario, Warnings& warnings);
/// The keys readChannelSpec reads: the scenario's generic reader leaves them to it.
bool isChannelKey(const std::string& key);
/// Writes them back into a scenario object; readChannelSpec reads the same spec.
void writeChannelSpec(const ChannelSpec& spec, nlohmann::json& scenario);

/// The tensor drawn or given, the layers drawn or given; checks the shapes (InputError at
/// "reduction", "fc1.weight", …).
ChannelInput resolveChannelInput(const ChannelSpec& spec);
/// The excitation's layers for C channels of an input (drawn with seed + 1 where not given, as
/// above), checked against C: a source of channels other than the scenario's uses it too.
void resolveExcitation(const ChannelSpec& spec, ChannelInput& input);

/// The spec with reduction r for C channels: the given layers whose shapes no longer fit C/r
/// (fc1's weight and bias, fc2's weight) are dropped, so they are drawn (zeros for b₁) instead.
ChannelSpec withReduction(const ChannelSpec& spec, int reduction, int channels);

/// The parameters an SE block adds to C channels with reduction r: W₁ and W₂ (2·C²/r), b₁
/// (C/r) and b₂ (C).
long long seParameterCount(int channels, int reduction);
/// The same without the biases, 2·C²/r, as Hu et al. count an SE-ResNet's extra parameters.
long long seWeightCount(int channels, int reduction);
/// SE-ResNet-50's extra weights with reduction r: Σ over its stages (256, 512, 1024, 2048
/// channels in 3, 4, 6, 3 blocks) of blocks · 2·C²/r. r = 16: 2,514,944 (Hu et al.: ~2.5 M).
long long seResNet50ExtraWeights(int reduction);

} // namespace attnlab

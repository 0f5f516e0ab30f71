#pragma once

#include <cstdint>
#include <string>

namespace attnlab {

/// The feature map φ of linear attention (linearkind.h), the scenario's "feature_map":
///   "elu+1"   φ(x) = elu(x) + 1 (x + 1 for x > 0, eˣ otherwise), d' = d_k  (the default)
///   "relu"    φ(x) = max(x, 0), d' = d_k (a query may share no positive feature with any key)
///   {"favor+": {"features": m, "seed": s}}   FAVOR+ positive random features, d' = m:
///             φ(x) = exp(ω x' − |x'|²/2) / √m,  x' = x √s (s the softmax scale, 1/√d_k by
///             default, so x' = x / d_k^¼), ω = torch.manual_seed(s); torch.randn(m, d_k)
struct FeatureMapSpec
{
    enum class Map
    {
        EluPlusOne,
        Relu,
        FavorPlus,
    };
    Map map = Map::EluPlusOne;
    /// FAVOR+ only: m, the number of random features.
    int features = 64;
    /// FAVOR+ only: the seed of torch.manual_seed before ω is drawn.
    std::uint64_t seed = 0;

    bool operator==(const FeatureMapSpec&) const = default;
    bool isDefault() const { return *this == FeatureMapSpec{}; }
    /// "elu+1", "relu", "favor+ (m = 64, seed 0)".
    std::string name() const
    {
        switch (map) {
        case Map::EluPlusOne:
            return "elu+1";
        case Map::Relu:
            return "relu";
        case Map::FavorPlus:
            return "favor+ (m = " + std::to_string(features) + ", seed " + std::to_string(seed) +
                   ")";
        }
        return {};
    }
};

} // namespace attnlab

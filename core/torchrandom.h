#pragma once

#include "matrix.h"

#include <cstdint>
#include <random>
#include <vector>

namespace attnlab {

/// Reproduces PyTorch's CPU generator for torch.randn on float32:
///   torch.manual_seed(seed); x = torch.randn(n)
/// gives the same floats as TorchGenerator(seed).randn(n), for n >= 16.
/// PyTorch draws all uniforms first (mt19937, 24-bit uniforms), then applies Box-Muller to
/// 16-value chunks pairing value j with value j + 8; when n is not a multiple of 16 it redraws
/// 16 uniforms and recomputes the last 16 values.
class TorchGenerator
{
public:
    /// Smallest count reproduced (PyTorch uses a different, scalar path below 16 values).
    static constexpr std::size_t minCount = 16;

    /// As torch.manual_seed(seed): mt19937 seeded with the low 32 bits of seed only,
    /// so seeds 5 and 2^32 + 5 draw the same numbers.
    explicit TorchGenerator(std::uint64_t seed);

    /// Next n standard normal floats, as torch.randn(n) would give them.
    /// Throws InputError when n < minCount.
    std::vector<float> randn(std::size_t n);

private:
    std::mt19937 engine_;
};

/// torch.manual_seed(seed); q, k, v = torch.randn(3, tokens, dim).unbind(0)
/// Throws InputError (naming "random") when 3 * tokens * dim < 16.
struct RandomQkv
{
    Matrix q, k, v;
};
RandomQkv torchRandomQkv(std::uint64_t seed, int tokens, int dim);

/// torch.manual_seed(seed); torch.randn(rows, cols), as a matrix (row-major order of draws).
Matrix torchRandn(std::uint64_t seed, int rows, int cols);

} // namespace attnlab

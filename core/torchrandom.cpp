#include "torchrandom.h"

#include "inputerror.h"

#include <cmath>
#include <numbers>
#include <string>

namespace attnlab {

namespace {

// Box-Muller on one chunk of 16 uniforms, as PyTorch's normal_fill_16 (scalar path) does it,
// in float: value j (j < 8) is paired with value j + 8.
void boxMuller16(float* data)
{
    for (int j = 0; j < 8; ++j) {
        // u1 = 1 - U_j, maps [0, 1) to (0, 1] so the log is finite.
        const float u1 = 1.0f - data[j];
        // u2 = U_{j+8}
        const float u2 = data[j + 8];
        // r = sqrt(-2 ln u1)
        const float radius = std::sqrt(-2.0f * std::log(u1));
        // theta = 2 pi u2, formed in double and rounded to float (PyTorch: 2.0f * pi<double> * u2)
        const auto theta = static_cast<float>(2.0 * std::numbers::pi * static_cast<double>(u2));
        // z_j = r cos(theta), z_{j+8} = r sin(theta)  (std 1, mean 0)
        data[j] = radius * std::cos(theta);
        data[j + 8] = radius * std::sin(theta);
    }
}

// label names how the count was formed ("3 x tokens x dim"), empty for a plain count.
void requireCount(std::size_t n, const std::string& label)
{
    if (n < TorchGenerator::minCount) {
        const std::string count = label.empty() ? "" : label + " = ";
        throw InputError("random",
                         TR_NOOP("Engine", "%1%2 values is below %3, which PyTorch draws by "
                                           "another path; use at least %4 values"),
                         count, n, TorchGenerator::minCount, TorchGenerator::minCount);
    }
}

void requireSizes(int rows, int cols, const std::string& names)
{
    if (rows < 1 || cols < 1) {
        throw InputError("random", TR_NOOP("Engine", "%1 must be at least 1, got %2 x %3"), names,
                         rows, cols);
    }
}

// Copies values[offset ...] into a rows x cols matrix, row by row (PyTorch's contiguous order).
Matrix toMatrix(const std::vector<float>& values, std::size_t offset, int rows, int cols)
{
    Matrix m(rows, cols);
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < cols; ++c) {
            m(r, c) = static_cast<double>(
                values[offset + static_cast<std::size_t>(r) * static_cast<std::size_t>(cols) +
                       static_cast<std::size_t>(c)]);
        }
    }
    return m;
}

} // namespace

// torch.manual_seed(seed) seeds mt19937 with the low 32 bits of the seed (init_genrand:
// x_0 = seed mod 2^32, x_i = 1812433253 (x_{i-1} ^ (x_{i-1} >> 30)) + i), so seeds 5 and
// 2^32 + 5 give the same numbers. std::mt19937 uses the same initialisation and tempering.
TorchGenerator::TorchGenerator(std::uint64_t seed)
    : engine_(static_cast<std::mt19937::result_type>(seed & 0xffffffffU))
{}

std::vector<float> TorchGenerator::randn(std::size_t n)
{
    requireCount(n, "");

    // U = (x & (2^24 - 1)) / 2^24 for each 32-bit output x: the low 24 bits, exact in float.
    const auto uniform = [this] {
        constexpr std::uint32_t mask = (1U << 24) - 1;
        constexpr float divisor = 1.0f / static_cast<float>(1U << 24);
        return static_cast<float>(static_cast<std::uint32_t>(engine_()) & mask) * divisor;
    };

    // All n uniforms first, in order.
    std::vector<float> data(n);
    for (float& value : data) {
        value = uniform();
    }

    // Box-Muller on each whole chunk of 16: i = 0, 16, ... while i + 16 <= n.
    for (std::size_t i = 0; i + 16 <= n; i += 16) {
        boxMuller16(data.data() + i);
    }

    // n not a multiple of 16: draw 16 fresh uniforms into the last 16 slots (overwriting
    // values already transformed) and transform them again.
    if (n % 16 != 0) {
        float* tail = data.data() + (n - 16);
        for (std::size_t i = 0; i < 16; ++i) {
            tail[i] = uniform();
        }
        boxMuller16(tail);
    }
    return data;
}

RandomQkv torchRandomQkv(std::uint64_t seed, int tokens, int dim)
{
    requireSizes(tokens, dim, "tokens and dim");
    const auto block = static_cast<std::size_t>(tokens) * static_cast<std::size_t>(dim);
    requireCount(3 * block, "3 x tokens x dim");

    // torch.randn(3, tokens, dim) is contiguous: q = values [0, N d), k = [N d, 2 N d),
    // v = [2 N d, 3 N d), each row-major.
    TorchGenerator generator(seed);
    const std::vector<float> values = generator.randn(3 * block);
    return {toMatrix(values, 0, tokens, dim), toMatrix(values, block, tokens, dim),
            toMatrix(values, 2 * block, tokens, dim)};
}

Matrix torchRandn(std::uint64_t seed, int rows, int cols)
{
    requireSizes(rows, cols, "rows and cols");
    const auto count = static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols);
    requireCount(count, "rows x cols");

    TorchGenerator generator(seed);
    return toMatrix(generator.randn(count), 0, rows, cols);
}

} // namespace attnlab

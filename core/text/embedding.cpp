#include "embedding.h"

#include "inputerror.h"

#include <cmath>
#include <random>
#include <string>

namespace attnlab {

std::uint64_t fnv1a64(std::string_view text)
{
    std::uint64_t h = 14695981039346656037ull; // offset basis
    for (const char c : text) {
        h ^= static_cast<unsigned char>(c); // h = h xor b
        h *= 1099511628211ull;              // h = h * FNV prime (mod 2^64)
    }
    return h;
}

Vector hashedEmbedding(std::string_view normalisedWord, int dim, double norm)
{
    if (dim < 1)
        throw InputError("embedding", TR_NOOP("Engine", "dimension must be at least 1, got %1"),
                         dim);
    std::mt19937_64 generator(fnv1a64(normalisedWord));
    Vector x(dim);
    double squared = 0.0;
    for (int i = 0; i < dim; ++i) {
        // u = top 53 bits / 2^53 in [0, 1), x = 2u - 1 in [-1, 1): both exact in double
        const double u = static_cast<double>(generator() >> 11) * 0x1.0p-53;
        x(i) = 2.0 * u - 1.0;
        squared = std::fma(x(i), x(i), squared); // ||x||^2, one rounding per step everywhere
    }
    if (squared == 0.0) { // practically impossible, but never divide by zero
        x(0) = 1.0;
        squared = 1.0;
    }
    // e = x * norm / ||x||
    const double factor = norm / std::sqrt(squared);
    for (int i = 0; i < dim; ++i)
        x(i) *= factor;
    return x;
}

Matrix sinusoidalPositionalEncoding(int n, int d)
{
    if (n < 0 || d < 1)
        throw InputError("positional", TR_NOOP("Engine", "expected n >= 0 and d >= 1, got %1 x %2"),
                         n, d);
    Matrix pe(n, d);
    for (int j = 0; j < d; ++j) {
        // column j belongs to pair i = j / 2; frequency 1 / 10000^(2i/d)
        const int i = j / 2;
        const double wavelength = std::pow(10000.0, (2.0 * i) / d);
        for (int pos = 0; pos < n; ++pos) {
            const double angle = pos / wavelength; // pos / 10000^(2i/d)
            pe(pos, j) = (j % 2 == 0) ? std::sin(angle) : std::cos(angle);
        }
    }
    return pe;
}

} // namespace attnlab

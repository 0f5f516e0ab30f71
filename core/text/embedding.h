#pragma once

#include "matrix.h"

#include <cstdint>
#include <string_view>

namespace attnlab {

/// Norm of a hashed vector when nothing else is asked: about the norm of a built-in lexicon
/// word (a meaning of norm ~1.4 plus 0.5 of part of speech).
inline constexpr double defaultHashedNorm = 1.5;

/// 64-bit FNV-1a hash of the bytes of text:
///   h = 14695981039346656037; for each byte b: h = (h xor b) * 1099511628211 (mod 2^64).
std::uint64_t fnv1a64(std::string_view text);

/// A deterministic stand-in vector for a word the lexicon does not know, identical on every
/// platform and compiler:
///   seed = FNV-1a 64 of the normalised word; g = std::mt19937_64(seed) (fully specified by
///   the C++ standard); x_i = 2 u_i - 1 with u_i = (g() >> 11) * 2^-53, uniform in [-1, 1);
///   e = x * norm / ||x||.
/// Only exact IEEE operations are used (no library distribution, whose algorithm each
/// standard library chooses; ||x||^2 is summed with fma, in order). Same word, same vector;
/// different words, unrelated vectors. Throws InputError when dim < 1.
Vector hashedEmbedding(std::string_view normalisedWord, int dim, double norm = defaultHashedNorm);

/// The Transformer's sinusoidal positional encoding (Vaswani et al. 2017, section 3.5),
/// an n x d matrix with positions 0 .. n-1:
///   PE(pos, 2i)     = sin(pos / 10000^(2i/d))
///   PE(pos, 2i + 1) = cos(pos / 10000^(2i/d))
/// (for odd d the last column is a sine). Each row has norm about sqrt(d/2).
Matrix sinusoidalPositionalEncoding(int n, int d);

} // namespace attnlab

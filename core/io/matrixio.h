#pragma once

#include "matrix.h"
#include "npy.h"
#include "sizelimits.h"

#include <cstddef>
#include <map>
#include <string>

namespace attnlab {

/// The matrix of a .npy array, checked like parseMatrixText checks text: a 2-d array, or a
/// 1-d array as one row; leading dimensions of size 1 are dropped ((1, 4, 8) is 4 x 8).
/// Refused with an InputError(where, ...): other numbers of dimensions ("expected a matrix
/// (2 dimensions), found an array of shape (2, 3, 4)"), empty arrays, more than
/// maxRows rows (limits::maxTokens unless a scenario's NumPy inputs ask for the fused engines'
/// limits::maxFusedTokens) or limits::maxDim columns, and values that are NaN, infinite or
/// above limits::maxAbsValue in magnitude, placed 1-based like parseMatrixText
/// ("x.npy row 2, column 3: NaN is not allowed").
Matrix matrixFromNpyArray(const NdArray& array, const std::string& where,
                          int maxRows = limits::maxTokens);

/// Reads a matrix from the file at path, by its extension (case-insensitive):
///   .csv .tsv .txt   parseMatrixText (any separator it accepts, NumPy/PyTorch literals too)
///   .npy             readNpy, then matrixFromNpyArray
/// Errors name the file: "q.npy: truncated: expected 96 bytes of data, found 68". Only regular
/// files are read, of at most limits::maxMatrixTextFileBytes (text) or maxNpyFileBytes (.npy).
/// A .npz archive is refused with a pointer to readQkvNpz; other extensions are refused.
Matrix readMatrixFile(const std::string& path);

/// The bytes of a file holding m, in the format of path's extension (case-insensitive):
///   .csv             rows on lines, numbers separated by ',' (17 significant digits at most:
///                    the shortest text that reads back exactly), a final line end
///   .tsv .txt        the same, separated by tabs (what spreadsheets paste)
///   .npy             writeNpy: float64, C order
/// Each round trip through readMatrixFile is lossless for finite values.
/// Throws InputError(path, ...) for other extensions. Writing the bytes is the caller's job.
std::string matrixFileBytes(const Matrix& m, const std::string& path);

/// A mask read as numbers: 1 where the query may attend to the key, 0 where it may not (the
/// convention of a scenario's "allowed" matrix and of a boolean mask saved as float:
/// np.save("mask.npy", allowed.astype(float))). Any other value is refused, placed 1-based:
/// "mask.csv row 2, column 3: expected 0 (masked) or 1 (allowed), found 0.5".
BoolMatrix maskFromMatrix(const Matrix& m, const std::string& where);
/// The 0 / 1 matrix of a mask (1 = allowed), as maskFromMatrix reads it back.
Matrix maskToMatrix(const BoolMatrix& allowed);

/// Q, K and V from a NumPy .npz archive (np.savez(path, q=q, k=k, v=v), or
/// np.savez_compressed): the map holds exactly "q", "k" and "v" (arrays named "Q", "K", "V"
/// are accepted too), each checked by matrixFromNpyArray; other arrays in the archive are
/// ignored and never inflated, and q, k, v are inflated only when their declared size fits the
/// largest matrix (maxRows x limits::maxDim float64 values). A missing array is refused
/// with what the archive holds:
///   "x.npz: missing array 'v': expected arrays named q, k and v; the archive holds k, q"
/// Problems in one array name it: "x.npz: k.npy: dtype '<i8' (64-bit signed integers) ...".
/// The shapes are not compared with one another here (the scenario does that).
std::map<std::string, Matrix> readQkvNpz(const std::string& path, int maxRows = limits::maxTokens);

/// A .npz archive with q, k and v (writeNpz), deflated when compress.
std::string qkvNpzBytes(const Matrix& q, const Matrix& k, const Matrix& v, bool compress);

} // namespace attnlab

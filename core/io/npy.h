#pragma once

#include "matrix.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace attnlab {

/// An N-dimensional array of numbers as read from a NumPy file, in double precision.
/// data holds the values in C order (the last index varies fastest), whatever the file's order.
/// A 0-d array (a NumPy scalar) has an empty shape and one value.
struct NdArray
{
    std::vector<std::size_t> shape;
    std::vector<double> data;

    /// The number of values: the product of shape (1 for a 0-d array).
    std::size_t size() const;
    std::size_t ndim() const { return shape.size(); }
    /// The shape as Python writes it: "(2, 4, 6, 6)", "(5,)", "()".
    std::string shapeText() const;

    bool operator==(const NdArray&) const = default;
};

namespace npylimits {
/// Most values in one array (2^28, 2 GiB in double precision); larger shapes are refused
/// before anything is allocated, so a corrupt header cannot ask for a huge allocation.
inline constexpr std::size_t maxValues = std::size_t{1} << 28;
/// Most dimensions of one array (NumPy's historical NPY_MAXDIMS).
inline constexpr std::size_t maxDims = 32;
/// Longest .npy header accepted.
inline constexpr std::size_t maxHeaderBytes = 65536;
} // namespace npylimits

/// Reads a NumPy .npy file (format versions 1.0, 2.0 and 3.0) from its bytes. Accepted dtypes:
/// float16, float32 and float64, little- or big-endian ('<f2', '>f2', '<f4', '>f4', '<f8',
/// '>f8'), C or Fortran order; float16 and float32 values are widened to double exactly
/// (subnormals, infinities, NaN and -0 included). The values are returned as stored (NaN and
/// infinities included); callers that need finite numbers check them.
/// Throws InputError(where, ...) with what was found, e.g.
///   "object arrays (pickled Python objects) are not supported"
///   "dtype '<i4' (32-bit signed integers) is not supported: expected float16, float32 or float64"
///   "truncated: expected 96 bytes of data, found 68"
///   "not a NumPy .npy file (it does not start with \x93NUMPY)"
///   "corrupt header: ..." (with what is wrong: a missing key, a bad value, ...)
/// Bytes after the array's data are refused too (several arrays saved into one file).
NdArray readNpy(const std::string& bytes, const std::string& where);

/// A .npy file (version 1.0, '<f8', C order) holding m: shape (rows, cols). Lossless:
/// readNpy(writeNpy(m), ...) gives back every bit of m.
std::string writeNpy(const Matrix& m);
/// A .npy file (version 1.0, or 2.0 for a header too long for 1.0; '<f8', C order).
std::string writeNpy(const NdArray& array);

/// The matrix as a 2-d array (C order) and back. matrixFromArray needs a 2-d array.
NdArray arrayFromMatrix(const Matrix& m);
Matrix matrixFromArray(const NdArray& array);

/// The raw .npy files of a NumPy .npz archive (a zip file, as written by np.savez (stored
/// entries) and np.savez_compressed (deflated entries); Zip64 fields are understood), keyed by
/// array name: the entry name without ".npy" ("q.npy" -> "q"). CRC-32 checksums are verified.
/// Throws InputError(where, ...) for a file that is not a zip archive, a truncated or corrupt
/// archive, encrypted entries, compression methods other than stored and deflated, entries that
/// are not .npy files, duplicate names and an archive with no arrays. Entry problems name the
/// entry: "x.npz: q.npy: CRC-32 mismatch (the entry is corrupt)".
std::map<std::string, std::string> readNpzEntries(const std::string& bytes,
                                                  const std::string& where);

/// Like readNpzEntries, but reads only the arrays named in names (all when empty): each is
/// inflated only after its declared uncompressed size is checked against maxEntryBytes
/// ("x.npz: q.npy: declares 2147483648 bytes uncompressed; the limit for this array is ...").
/// The other arrays are listed in *others (when given) and never inflated, so an unused entry
/// of gigabytes costs nothing. The map may lack some of names: the caller says what is missing.
std::map<std::string, std::string> readNpzEntries(const std::string& bytes,
                                                  const std::string& where,
                                                  const std::set<std::string>& names,
                                                  std::uint64_t maxEntryBytes,
                                                  std::vector<std::string>* others);

/// Checks the shapes the wanted entries' .npy headers declare (by array name; an entry whose
/// header cannot be read is left out, readNpy reports it), before any entry is inflated in full.
using NpzShapeCheck =
    std::function<void(const std::map<std::string, std::vector<std::size_t>>& shapes)>;

/// The same, then: the headers of the wanted entries are read first (only their bytes
/// inflated); an entry holding more bytes than its header declares is refused before it is
/// inflated ("q.npy: 1073741792 unexpected bytes after the array's data …"), and
/// checkShapes (when given) sees every declared shape before any entry is inflated.
std::map<std::string, std::string>
readNpzEntries(const std::string& bytes, const std::string& where,
               const std::set<std::string>& names, std::uint64_t maxEntryBytes,
               std::vector<std::string>* others, const NpzShapeCheck& checkShapes);

/// Every array of a .npz archive, by name: readNpzEntries, then readNpy on each entry with
/// where "x.npz: q.npy".
std::map<std::string, NdArray> readNpz(const std::string& bytes, const std::string& where);

/// A .npz archive of the matrices, entries named NAME.npy written by writeNpy, stored (like
/// np.savez) or deflated (compress, like np.savez_compressed). NumPy's np.load reads it;
/// readNpz gives back every bit. Names must be non-empty and contain no '/' or '\\'.
std::string writeNpz(const std::map<std::string, Matrix>& arrays, bool compress);

} // namespace attnlab

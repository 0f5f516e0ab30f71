#include "matrixio.h"

#include "fileread.h"
#include "inputerror.h"
#include "matrixtext.h"
#include "sizelimits.h"

#include <cctype>
#include <cmath>
#include <filesystem>
#include <set>
#include <system_error>
#include <vector>

namespace attnlab {

namespace {

std::string place(const std::string& where, const std::string& what)
{
    return where.empty() ? what : where + " " + what;
}

std::string lowerExtension(const std::string& path)
{
    std::string ext = std::filesystem::path(path).extension().string();
    for (char& c : ext)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return ext;
}

[[noreturn]] void unknownType(const std::string& path, const std::string& ext)
{
    if (ext.empty())
        throw InputError(path,
                         TR_NOOP("Engine", "no file extension: expected .csv, .tsv, .txt or .npy"));
    throw InputError(
        path, TR_NOOP("Engine", "unknown file type '%1': expected .csv, .tsv, .txt or .npy"), ext);
}

} // namespace

Matrix matrixFromNpyArray(const NdArray& array, const std::string& where, int maxRows)
{
    std::vector<std::size_t> shape = array.shape;
    while (shape.size() > 2 && shape.front() == 1)
        shape.erase(shape.begin());
    if (shape.empty())
        throw InputError(
            where,
            TR_NOOP("Engine",
                    "expected a matrix (2 dimensions), found a single number (a 0-d array)"));
    if (shape.size() > 2)
        throw InputError(
            where,
            TR_NOOP("Engine", "expected a matrix (2 dimensions), found an array of shape %1"),
            array.shapeText());
    if (shape.size() == 1)
        shape.insert(shape.begin(), 1);
    if (array.size() == 0)
        throw InputError(where, TR_NOOP("Engine", "empty array (shape %1)"), array.shapeText());
    if (array.data.size() != array.size())
        throw InputError(where, TR_NOOP("Engine", "the data do not match the shape %1"),
                         array.shapeText());
    if (shape[0] > static_cast<std::size_t>(maxRows))
        throw InputError(where, TR_NOOP("Engine", "%1 rows exceed the limit of %2"), shape[0],
                         maxRows);
    if (shape[1] > static_cast<std::size_t>(limits::maxDim))
        throw InputError(where, TR_NOOP("Engine", "%1 columns exceed the limit of %2"), shape[1],
                         limits::maxDim);
    Matrix m(static_cast<Eigen::Index>(shape[0]), static_cast<Eigen::Index>(shape[1]));
    std::size_t k = 0;
    for (Eigen::Index i = 0; i < m.rows(); ++i) {
        for (Eigen::Index j = 0; j < m.cols(); ++j) {
            const double x = array.data[k++];
            if (!std::isfinite(x) || std::abs(x) > limits::maxAbsValue) {
                const std::string cell = place(where, "row " + std::to_string(i + 1) + ", column " +
                                                          std::to_string(j + 1));
                if (std::isnan(x))
                    throw InputError(cell, TR_NOOP("Engine", "NaN is not allowed"));
                if (std::isinf(x))
                    throw InputError(cell, TR_NOOP("Engine", "infinite values are not allowed"));
                throw InputError(cell, TR_NOOP("Engine", "%1: magnitude above the limit of 1e12"),
                                 formatNumber(x));
            }
            m(i, j) = x;
        }
    }
    return m;
}

Matrix readMatrixFile(const std::string& path)
{
    const std::string ext = lowerExtension(path);
    if (ext == ".csv" || ext == ".tsv" || ext == ".txt")
        return parseMatrixText(
            readInputFile(path, limits::maxMatrixTextFileBytes, "a CSV or text matrix"), path);
    if (ext == ".npy")
        return matrixFromNpyArray(
            readNpy(readInputFile(path, limits::maxNpyFileBytes, "a .npy file"), path), path);
    if (ext == ".npz")
        throw InputError(path, TR_NOOP("Engine", "a .npz archive holds several arrays: open it as "
                                                 "Q, K and V (arrays named q, k and v)"));
    unknownType(path, ext);
}

std::string matrixFileBytes(const Matrix& m, const std::string& path)
{
    const std::string ext = lowerExtension(path);
    if (ext == ".csv")
        return matrixToText(m, ',') + "\n";
    if (ext == ".tsv" || ext == ".txt")
        return matrixToText(m, '\t') + "\n";
    if (ext == ".npy")
        return writeNpy(m);
    unknownType(path, ext);
}

BoolMatrix maskFromMatrix(const Matrix& m, const std::string& where)
{
    BoolMatrix allowed(m.rows(), m.cols());
    for (Eigen::Index i = 0; i < m.rows(); ++i) {
        for (Eigen::Index j = 0; j < m.cols(); ++j) {
            const double x = m(i, j);
            if (x != 0.0 && x != 1.0)
                throw InputError(place(where, "row " + std::to_string(i + 1) + ", column " +
                                                  std::to_string(j + 1)),
                                 TR_NOOP("Engine", "expected 0 (masked) or 1 (allowed), found %1"),
                                 formatNumber(x));
            allowed(i, j) = x == 1.0;
        }
    }
    return allowed;
}

Matrix maskToMatrix(const BoolMatrix& allowed)
{
    return allowed.cast<double>().matrix();
}

std::map<std::string, Matrix> readQkvNpz(const std::string& path, int maxRows)
{
    // Only q, k and v are inflated, each after its declared size is checked: an unused entry
    // is never read, and a used one cannot ask for more than the largest matrix.
    // (NumPy writes headers of 128 bytes; 4 KiB leaves room for long ones.)
    const std::uint64_t maxMatrixNpyBytes =
        static_cast<std::uint64_t>(maxRows) * limits::maxDim * sizeof(double) + 4096;
    std::vector<std::string> others;
    // The three shapes from the headers, compared before any array is inflated: a q of a
    // gigabyte beside a 2 × 2 k is refused at once.
    const auto checkShapes = [&](const std::map<std::string, std::vector<std::size_t>>& shapes) {
        std::map<std::string, std::pair<std::string, std::pair<std::size_t, std::size_t>>> m;
        for (const auto& [name, declared] : shapes) {
            std::vector<std::size_t> shape = declared; // as matrixFromNpyArray reads it
            while (shape.size() > 2 && shape.front() == 1)
                shape.erase(shape.begin());
            if (shape.size() == 1)
                shape.insert(shape.begin(), 1);
            if (shape.size() != 2 || shape[0] == 0 || shape[1] == 0)
                continue; // matrixFromNpyArray says what is wrong
            const std::string where = path + ": " + name + ".npy";
            if (shape[0] > static_cast<std::size_t>(maxRows))
                throw InputError(where, TR_NOOP("Engine", "%1 rows exceed the limit of %2"),
                                 shape[0], maxRows);
            if (shape[1] > static_cast<std::size_t>(limits::maxDim))
                throw InputError(where, TR_NOOP("Engine", "%1 columns exceed the limit of %2"),
                                 shape[1], limits::maxDim);
            const std::string lower(1, static_cast<char>(std::tolower(name[0])));
            if (!m.count(lower))
                m[lower] = {name, {shape[0], shape[1]}};
        }
        const auto text = [](const std::pair<std::size_t, std::size_t>& s) {
            return "(" + std::to_string(s.first) + ", " + std::to_string(s.second) + ")";
        };
        if (m.count("q") && m.count("k") && m["q"].second.second != m["k"].second.second)
            throw InputError(
                path + ": " + m["k"].first + ".npy",
                TR_NOOP("Engine", "shape %1: expected %2 columns like %3.npy %4, got %5"),
                text(m["k"].second), m["q"].second.second, m["q"].first, text(m["q"].second),
                m["k"].second.second);
        if (m.count("k") && m.count("v") && m["k"].second.first != m["v"].second.first)
            throw InputError(
                path + ": " + m["v"].first + ".npy",
                TR_NOOP("Engine",
                        "shape %1: expected %2 rows (one per key) like %3.npy %4, got %5"),
                text(m["v"].second), m["k"].second.first, m["k"].first, text(m["k"].second),
                m["v"].second.first);
    };
    const std::map<std::string, std::string> entries =
        readNpzEntries(readInputFile(path, limits::maxNpyFileBytes, "a .npz archive"), path,
                       {"q", "k", "v", "Q", "K", "V"}, maxMatrixNpyBytes, &others, checkShapes);
    std::set<std::string> held(others.begin(), others.end());
    for (const auto& entry : entries)
        held.insert(entry.first);
    std::map<std::string, std::string> keys; // "q" -> the name in the archive
    std::vector<std::string> missing;
    for (const std::string name : {"q", "k", "v"}) {
        const std::string upper(1, static_cast<char>(std::toupper(name[0])));
        if (entries.count(name))
            keys[name] = name;
        else if (entries.count(upper))
            keys[name] = upper;
        else
            missing.push_back(name);
    }
    if (!missing.empty()) {
        std::vector<std::string> quoted;
        for (const std::string& name : missing)
            quoted.push_back("'" + name + "'");
        std::string holds;
        for (const std::string& name : held)
            holds += (holds.empty() ? "" : ", ") + name;
        const Message names =
            quoted.size() == 1 ? Message(quoted[0])
            : quoted.size() == 2
                ? Message(TR_NOOP("Engine", "%1 and %2"), quoted[0], quoted[1])
                : Message(TR_NOOP("Engine", "%1, %2 and %3"), quoted[0], quoted[1], quoted[2]);
        throw InputError(path,
                         missing.size() == 1
                             ? TR_NOOP("Engine", "missing array %1: expected arrays named q, k "
                                                 "and v; the archive holds %2")
                             : TR_NOOP("Engine", "missing arrays %1: expected arrays named q, k "
                                                 "and v; the archive holds %2"),
                         names, holds);
    }
    std::map<std::string, Matrix> qkv;
    for (const auto& [name, key] : keys) {
        const std::string where = path + ": " + key + ".npy";
        qkv.emplace(name, matrixFromNpyArray(readNpy(entries.at(key), where), where, maxRows));
    }
    return qkv;
}

std::string qkvNpzBytes(const Matrix& q, const Matrix& k, const Matrix& v, bool compress)
{
    return writeNpz({{"q", q}, {"k", k}, {"v", v}}, compress);
}

} // namespace attnlab

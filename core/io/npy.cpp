#include "npy.h"

#include "inputerror.h"

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <string_view>
#include <utility>
#include <zlib.h>

namespace attnlab {

namespace {

constexpr std::string_view npyMagic = "\x93NUMPY";

// ---- Little helpers ----------------------------------------------------------------------------

/// s for a message: bytes outside printable ASCII as \xNN, at most 40 bytes of s.
std::string printable(std::string_view s)
{
    constexpr std::size_t maxBytes = 40;
    std::string out;
    for (std::size_t i = 0; i < s.size() && i < maxBytes; ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c < 0x20 || c >= 0x7F) {
            static constexpr char hex[] = "0123456789abcdef";
            out += "\\x";
            out += hex[c >> 4];
            out += hex[c & 0xF];
        } else {
            out += static_cast<char>(c);
        }
    }
    if (s.size() > maxBytes)
        out += "...";
    return out;
}

std::string quoted(std::string_view s)
{
    return "'" + printable(s) + "'";
}

std::string shapeToText(const std::vector<std::size_t>& shape)
{
    std::string out = "(";
    for (std::size_t i = 0; i < shape.size(); ++i) {
        if (i > 0)
            out += ", ";
        out += std::to_string(shape[i]);
    }
    if (shape.size() == 1)
        out += ',';
    out += ')';
    return out;
}

std::uint64_t readLittle(const std::string& bytes, std::size_t pos, int count)
{
    std::uint64_t v = 0;
    for (int i = count - 1; i >= 0; --i)
        v = (v << 8) | static_cast<unsigned char>(bytes[pos + static_cast<std::size_t>(i)]);
    return v;
}

std::uint64_t readBig(const std::string& bytes, std::size_t pos, int count)
{
    std::uint64_t v = 0;
    for (int i = 0; i < count; ++i)
        v = (v << 8) | static_cast<unsigned char>(bytes[pos + static_cast<std::size_t>(i)]);
    return v;
}

void putLittle(std::string& out, std::uint64_t v, int count)
{
    for (int i = 0; i < count; ++i) {
        out += static_cast<char>(v & 0xFF);
        v >>= 8;
    }
}

// ---- The .npy header: a Python dict literal ----------------------------------------------------

/// What a dtype string names, for messages: "32-bit signed integers".
std::string describeDtype(std::string_view descr)
{
    if (descr.empty())
        return "an empty dtype";
    std::string_view rest = descr;
    if (rest.front() == '<' || rest.front() == '>' || rest.front() == '|' || rest.front() == '=')
        rest.remove_prefix(1);
    if (rest.empty())
        return "not a dtype";
    const char kind = rest.front();
    std::string_view digits = rest.substr(1);
    std::size_t size = 0;
    bool sized = !digits.empty();
    for (const char c : digits) {
        if (c < '0' || c > '9' || size > 1000000) {
            sized = false;
            break;
        }
        size = size * 10 + static_cast<std::size_t>(c - '0');
    }
    const std::string bits = sized ? std::to_string(size * 8) + "-bit " : std::string();
    switch (kind) {
    case 'b':
    case '?':
        return "booleans";
    case 'i':
        return bits + "signed integers";
    case 'u':
        return bits + "unsigned integers";
    case 'f':
        return bits + "floats";
    case 'c':
        return bits + "complex numbers";
    case 'U':
        return "Unicode strings";
    case 'S':
    case 'a':
        return "byte strings";
    case 'V':
        return "raw bytes (void)";
    case 'M':
        return "dates and times";
    case 'm':
        return "time differences";
    case 'O':
        return "Python objects";
    default:
        return "an unknown dtype";
    }
}

struct Header
{
    std::string descr;
    bool fortranOrder = false;
    std::vector<std::size_t> shape;
};

/// Parses NumPy's header, e.g. "{'descr': '<f4', 'fortran_order': False, 'shape': (4, 8), }":
/// a dict with exactly the keys descr (a string), fortran_order (True / False) and shape (a
/// tuple of whole numbers), in any order, single or double quotes, optional trailing commas.
class HeaderParser
{
public:
    HeaderParser(std::string_view text, const std::string& where) : text_(text), where_(where) {}

    Header parse()
    {
        Header header;
        bool haveDescr = false;
        bool haveOrder = false;
        bool haveShape = false;
        skipSpace();
        expect('{', "the header to start with '{'");
        for (;;) {
            skipSpace();
            if (peek() == '}') {
                ++pos_;
                break;
            }
            const std::string key = parseString("a key in quotes or '}'");
            skipSpace();
            expect(':', "':' after " + quoted(key));
            skipSpace();
            if (key == "descr") {
                if (haveDescr)
                    fail("'descr' appears twice");
                haveDescr = true;
                if (peek() == '[')
                    throw InputError(where_,
                                     "structured arrays (record dtypes) are not "
                                     "supported: expected float16, float32 or float64 numbers");
                header.descr = parseString("a dtype string after 'descr'");
            } else if (key == "fortran_order") {
                if (haveOrder)
                    fail("'fortran_order' appears twice");
                haveOrder = true;
                header.fortranOrder = parseBool();
            } else if (key == "shape") {
                if (haveShape)
                    fail("'shape' appears twice");
                haveShape = true;
                header.shape = parseShape();
            } else {
                fail("unexpected key " + quoted(key));
            }
            skipSpace();
            if (peek() == ',') {
                ++pos_;
            } else if (peek() != '}') {
                fail("expected ',' or '}' after the value of " + quoted(key) + ", found " +
                     found());
            }
        }
        skipSpace();
        if (pos_ != text_.size())
            fail("unexpected " + found() + " after the closing '}'");
        if (!haveDescr)
            fail("no 'descr' key");
        if (!haveOrder)
            fail("no 'fortran_order' key");
        if (!haveShape)
            fail("no 'shape' key");
        return header;
    }

private:
    [[noreturn]] void fail(const std::string& what) const
    {
        throw InputError(where_, "corrupt header: " + what);
    }

    char peek() const { return pos_ < text_.size() ? text_[pos_] : '\0'; }

    std::string found() const
    {
        if (pos_ >= text_.size())
            return "the end of the header";
        std::string_view rest = text_.substr(pos_, 16);
        rest = rest.substr(0, rest.find('\n'));
        while (!rest.empty() && rest.back() == ' ')
            rest.remove_suffix(1);
        return quoted(rest);
    }

    void skipSpace()
    {
        while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t' ||
                                       text_[pos_] == '\n' || text_[pos_] == '\r'))
            ++pos_;
    }

    void expect(char c, const std::string& what)
    {
        if (peek() != c || pos_ >= text_.size())
            fail("expected " + what + ", found " + found());
        ++pos_;
    }

    std::string parseString(const std::string& what)
    {
        const char q = peek();
        if (q != '\'' && q != '"')
            fail("expected " + what + ", found " + found());
        const std::size_t start = ++pos_;
        const std::size_t end = text_.find(q, start);
        if (end == std::string_view::npos) {
            std::string_view rest = text_.substr(start - 1, 24);
            while (!rest.empty() && (rest.back() == ' ' || rest.back() == '\n'))
                rest.remove_suffix(1);
            fail("unterminated string " + std::string(rest));
        }
        const std::string_view s = text_.substr(start, end - start);
        if (s.find('\\') != std::string_view::npos || s.find('\n') != std::string_view::npos)
            fail("unexpected characters in the string " + quoted(s));
        pos_ = end + 1;
        return std::string(s);
    }

    bool parseBool()
    {
        if (text_.substr(pos_, 4) == "True") {
            pos_ += 4;
            return true;
        }
        if (text_.substr(pos_, 5) == "False") {
            pos_ += 5;
            return false;
        }
        fail("expected True or False after 'fortran_order', found " + found());
    }

    std::vector<std::size_t> parseShape()
    {
        std::vector<std::size_t> shape;
        expect('(', "a tuple after 'shape'");
        for (;;) {
            skipSpace();
            if (peek() == ')') {
                ++pos_;
                break;
            }
            if (peek() < '0' || peek() > '9')
                fail("expected a whole number or ')' in 'shape', found " + found());
            std::uint64_t n = 0;
            while (peek() >= '0' && peek() <= '9') {
                n = n * 10 + static_cast<std::uint64_t>(peek() - '0');
                if (n > npylimits::maxValues)
                    throw InputError(where_, "shape has a dimension above the limit of " +
                                                 std::to_string(npylimits::maxValues) + " values");
                ++pos_;
            }
            if (peek() == 'L') // Python 2 long integers
                ++pos_;
            shape.push_back(static_cast<std::size_t>(n));
            if (shape.size() > npylimits::maxDims)
                throw InputError(where_,
                                 "more than " + std::to_string(npylimits::maxDims) + " dimensions");
            skipSpace();
            if (peek() == ',') {
                ++pos_;
            } else if (peek() == ')') {
                if (shape.size() == 1)
                    fail("a one-element shape needs a trailing comma: (" +
                         std::to_string(shape.front()) + ",)");
                ++pos_;
                break;
            } else {
                fail("expected ',' or ')' in 'shape', found " + found());
            }
        }
        return shape;
    }

    std::string_view text_;
    const std::string& where_;
    std::size_t pos_ = 0;
};

/// IEEE 754 half precision (binary16) to double, exactly: every float16 value, subnormals,
/// infinities, NaN and -0 included, is a double.
double halfToDouble(std::uint16_t bits)
{
    const bool negative = (bits & 0x8000u) != 0;
    const int exponent = (bits >> 10) & 0x1f;
    const int mantissa = bits & 0x3ff;
    double value = 0.0;
    if (exponent == 0x1f)
        value = mantissa == 0 ? std::numeric_limits<double>::infinity()
                              : std::numeric_limits<double>::quiet_NaN();
    else if (exponent == 0)
        value = std::ldexp(static_cast<double>(mantissa), -24); // subnormal: m x 2^-24
    else
        value = std::ldexp(static_cast<double>(mantissa | 0x400), exponent - 25);
    return negative ? -value : value;
}

/// The item size (2, 4 or 8) and byte order of a supported dtype; throws for the others.
std::pair<int, bool> floatDtype(const std::string& descr, const std::string& where)
{
    if (descr == "<f8")
        return {8, false};
    if (descr == ">f8")
        return {8, true};
    if (descr == "<f4")
        return {4, false};
    if (descr == ">f4")
        return {4, true};
    if (descr == "<f2") // float16: models run in half precision save their attentions so
        return {2, false};
    if (descr == ">f2")
        return {2, true};
    if (descr == "|O" || descr == "O" || descr == "|O8" || descr == "<O8" || descr == ">O8")
        throw InputError(where, "object arrays (pickled Python objects) are not supported: "
                                "expected float16, float32 or float64 numbers");
    if (descr == "f2" || descr == "f4" || descr == "f8")
        throw InputError(where, "dtype " + quoted(descr) + " has no byte order: expected '<" +
                                    descr + "' or '>" + descr + "'");
    if (descr.size() == 3 && descr[1] == 'f' &&
        (descr[2] == '2' || descr[2] == '4' || descr[2] == '8'))
        throw InputError(where, "dtype " + quoted(descr) + ": byte order " +
                                    quoted(descr.substr(0, 1)) +
                                    " is not valid for floats: expected '<' or '>'");
    throw InputError(where, "dtype " + quoted(descr) + " (" + describeDtype(descr) +
                                ") is not supported: expected float16, float32 or float64 "
                                "(convert with a.astype(np.float64))");
}

std::size_t valueCount(const std::vector<std::size_t>& shape, const std::string& where)
{
    std::size_t n = 1;
    for (const std::size_t d : shape) {
        if (d == 0)
            return 0;
    }
    for (const std::size_t d : shape) {
        if (n > npylimits::maxValues / d)
            throw InputError(where, "shape " + shapeToText(shape) + " has more than " +
                                        std::to_string(npylimits::maxValues) +
                                        " values (the limit)");
        n *= d;
    }
    return n;
}

std::string npyHeader(const std::vector<std::size_t>& shape)
{
    std::string dict =
        "{'descr': '<f8', 'fortran_order': False, 'shape': " + shapeToText(shape) + ", }";
    // As NumPy writes it: padded with spaces and a final '\n' so that the data start on a
    // multiple of 64 bytes.
    bool version2 = false;
    std::size_t prefix = npyMagic.size() + 2 + 2;
    std::size_t hlen = dict.size() + 1;
    std::size_t pad = 64 - (prefix + hlen) % 64;
    if (hlen + pad > 0xFFFF) {
        version2 = true;
        prefix = npyMagic.size() + 2 + 4;
        pad = 64 - (prefix + hlen) % 64;
    }
    std::string out(npyMagic);
    out += static_cast<char>(version2 ? 2 : 1);
    out += '\0';
    putLittle(out, hlen + pad, version2 ? 4 : 2);
    out += dict;
    out.append(pad, ' ');
    out += '\n';
    return out;
}

// ---- Zip ---------------------------------------------------------------------------------------

constexpr std::uint32_t localSignature = 0x04034b50;
constexpr std::uint32_t centralSignature = 0x02014b50;
constexpr std::uint32_t endSignature = 0x06054b50;
constexpr std::uint32_t zip64EndSignature = 0x06064b50;
constexpr std::uint32_t zip64LocatorSignature = 0x07064b50;
/// Deflate cannot compress better than about 1032:1; a larger declared ratio is a corrupt entry.
constexpr std::uint64_t maxDeflateRatio = 1032;
/// Most bytes of all entries of one archive together, uncompressed.
constexpr std::uint64_t maxArchiveBytes =
    npylimits::maxValues * 8 + npylimits::maxHeaderBytes + 1024 * 1024;

std::string methodName(unsigned method)
{
    switch (method) {
    case 1:
        return " (shrunk)";
    case 6:
        return " (imploded)";
    case 9:
        return " (deflate64)";
    case 12:
        return " (bzip2)";
    case 14:
        return " (lzma)";
    case 93:
        return " (zstandard)";
    case 95:
        return " (xz)";
    case 99:
        return " (AES-encrypted)";
    default:
        return "";
    }
}

std::uint32_t crc32Of(const char* data, std::size_t size)
{
    return static_cast<std::uint32_t>(
        crc32_z(crc32_z(0L, Z_NULL, 0), reinterpret_cast<const Bytef*>(data), size));
}

std::string inflateEntry(std::string_view compressed, std::uint64_t size, const std::string& where)
{
    std::string out(static_cast<std::size_t>(size), '\0');
    z_stream zs{};
    if (inflateInit2(&zs, -MAX_WBITS) != Z_OK)
        throw std::runtime_error("zlib: inflateInit2 failed");
    zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(compressed.data()));
    zs.avail_in = static_cast<uInt>(compressed.size());
    // One byte more than declared, to notice an entry holding more than its declared size.
    unsigned char spare = 0;
    zs.next_out = reinterpret_cast<Bytef*>(out.data());
    zs.avail_out = static_cast<uInt>(out.size());
    int rc = inflate(&zs, Z_FINISH);
    if (rc != Z_STREAM_END && rc != Z_DATA_ERROR && rc != Z_MEM_ERROR && zs.avail_out == 0 &&
        zs.avail_in > 0) {
        zs.next_out = &spare;
        zs.avail_out = 1;
        rc = inflate(&zs, Z_FINISH);
        if (zs.avail_out == 0) {
            inflateEnd(&zs);
            throw InputError(where, "corrupt entry: more data than its declared size of " +
                                        std::to_string(size) + " bytes");
        }
    }
    const uLong produced = zs.total_out;
    const std::string message = zs.msg ? zs.msg : "";
    inflateEnd(&zs);
    if (rc == Z_STREAM_END && produced == size)
        return out;
    if (rc == Z_DATA_ERROR)
        throw InputError(where, "corrupt compressed data" +
                                    (message.empty() ? std::string() : " (" + message + ")"));
    if (rc == Z_MEM_ERROR)
        throw std::bad_alloc();
    if (rc == Z_STREAM_END)
        throw InputError(where, "corrupt entry: " + std::to_string(produced) +
                                    " bytes of data, its header says " + std::to_string(size));
    throw InputError(where, "truncated compressed data");
}

std::string deflateBytes(const std::string& data)
{
    z_stream zs{};
    if (deflateInit2(&zs, Z_DEFAULT_COMPRESSION, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY) !=
        Z_OK)
        throw std::runtime_error("zlib: deflateInit2 failed");
    std::string out(deflateBound(&zs, static_cast<uLong>(data.size())), '\0');
    zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
    zs.avail_in = static_cast<uInt>(data.size());
    zs.next_out = reinterpret_cast<Bytef*>(out.data());
    zs.avail_out = static_cast<uInt>(out.size());
    const int rc = deflate(&zs, Z_FINISH);
    const uLong produced = zs.total_out;
    deflateEnd(&zs);
    if (rc != Z_STREAM_END)
        throw std::runtime_error("zlib: deflate failed");
    out.resize(produced);
    return out;
}

struct ZipEnd
{
    std::uint64_t entries = 0;
    std::uint64_t directorySize = 0;
    std::uint64_t directoryOffset = 0;
};

ZipEnd findZipEnd(const std::string& bytes, const std::string& where)
{
    const std::size_t n = bytes.size();
    const bool looksLikeZip = bytes.starts_with("PK\x03\x04") || bytes.starts_with("PK\x05\x06");
    if (n < 22) {
        if (looksLikeZip)
            throw InputError(where, "truncated zip archive (" + std::to_string(n) + " bytes)");
        throw InputError(where, "not a NumPy .npz file (not a zip archive)");
    }
    const std::size_t lowest = n - 22 > 0xFFFF ? n - 22 - 0xFFFF : 0;
    std::size_t pos = n - 22;
    for (;;) {
        if (readLittle(bytes, pos, 4) == endSignature &&
            pos + 22 + readLittle(bytes, pos + 20, 2) <= n)
            break;
        if (pos == lowest) {
            if (looksLikeZip)
                throw InputError(where, "truncated or corrupt zip archive (no end of central "
                                        "directory record)");
            throw InputError(where, "not a NumPy .npz file (not a zip archive)");
        }
        --pos;
    }
    ZipEnd end;
    const std::uint64_t diskNumber = readLittle(bytes, pos + 4, 2);
    const std::uint64_t directoryDisk = readLittle(bytes, pos + 6, 2);
    const std::uint64_t diskEntries = readLittle(bytes, pos + 8, 2);
    end.entries = readLittle(bytes, pos + 10, 2);
    end.directorySize = readLittle(bytes, pos + 12, 4);
    end.directoryOffset = readLittle(bytes, pos + 16, 4);
    if (end.entries == 0xFFFF || end.directorySize == 0xFFFFFFFF ||
        end.directoryOffset == 0xFFFFFFFF) {
        // Zip64: the real numbers are in the Zip64 end of central directory record, found
        // through the locator just before the end record.
        if (pos < 20 || readLittle(bytes, pos - 20, 4) != zip64LocatorSignature)
            throw InputError(where, "corrupt zip archive (no Zip64 end of central directory "
                                    "locator)");
        const std::uint64_t at = readLittle(bytes, pos - 20 + 8, 8);
        if (at > n || n - at < 56 ||
            readLittle(bytes, static_cast<std::size_t>(at), 4) != zip64EndSignature)
            throw InputError(where, "corrupt zip archive (bad Zip64 end of central directory "
                                    "record)");
        const auto p = static_cast<std::size_t>(at);
        end.entries = readLittle(bytes, p + 32, 8);
        end.directorySize = readLittle(bytes, p + 40, 8);
        end.directoryOffset = readLittle(bytes, p + 48, 8);
        if (readLittle(bytes, p + 16, 4) != 0 || readLittle(bytes, p + 20, 4) != 0 ||
            readLittle(bytes, p + 24, 8) != end.entries)
            throw InputError(where, "multi-part (split) zip archives are not supported");
    } else if (diskNumber != 0 || directoryDisk != 0 || diskEntries != end.entries) {
        throw InputError(where, "multi-part (split) zip archives are not supported");
    }
    if (end.directoryOffset > n || end.directorySize > n - end.directoryOffset)
        throw InputError(where, "truncated or corrupt zip archive (the central directory lies "
                                "outside the file)");
    return end;
}

} // namespace

// ---- NdArray -----------------------------------------------------------------------------------

std::size_t NdArray::size() const
{
    std::size_t n = 1;
    for (const std::size_t d : shape)
        n *= d;
    return n;
}

std::string NdArray::shapeText() const
{
    return shapeToText(shape);
}

NdArray arrayFromMatrix(const Matrix& m)
{
    NdArray a;
    a.shape = {static_cast<std::size_t>(m.rows()), static_cast<std::size_t>(m.cols())};
    a.data.reserve(static_cast<std::size_t>(m.size()));
    for (Eigen::Index i = 0; i < m.rows(); ++i)
        for (Eigen::Index j = 0; j < m.cols(); ++j)
            a.data.push_back(m(i, j));
    return a;
}

Matrix matrixFromArray(const NdArray& array)
{
    if (array.ndim() != 2 || array.data.size() != array.size())
        throw std::invalid_argument("matrixFromArray: expected a 2-d array");
    const auto rows = static_cast<Eigen::Index>(array.shape[0]);
    const auto cols = static_cast<Eigen::Index>(array.shape[1]);
    Matrix m(rows, cols);
    std::size_t k = 0;
    for (Eigen::Index i = 0; i < rows; ++i)
        for (Eigen::Index j = 0; j < cols; ++j)
            m(i, j) = array.data[k++];
    return m;
}

// ---- .npy --------------------------------------------------------------------------------------

NdArray readNpy(const std::string& bytes, const std::string& where)
{
    if (!bytes.starts_with(npyMagic)) {
        if (bytes.empty())
            throw InputError(where, "empty file, expected a NumPy .npy file");
        if (npyMagic.starts_with(bytes))
            throw InputError(where, "truncated: " + std::to_string(bytes.size()) +
                                        " bytes, too short for a .npy header");
        if (bytes.starts_with("PK\x03\x04"))
            throw InputError(where, "a zip archive (.npz), not a single .npy array");
        throw InputError(where, "not a NumPy .npy file (it does not start with \\x93NUMPY)");
    }
    if (bytes.size() < npyMagic.size() + 2)
        throw InputError(where, "truncated: " + std::to_string(bytes.size()) +
                                    " bytes, too short for a .npy header");
    const auto major = static_cast<unsigned char>(bytes[6]);
    const auto minor = static_cast<unsigned char>(bytes[7]);
    if ((major != 1 && major != 2 && major != 3) || minor != 0)
        throw InputError(where, "unsupported .npy format version " + std::to_string(major) + "." +
                                    std::to_string(minor) + " (expected 1.0, 2.0 or 3.0)");
    const int lengthBytes = major == 1 ? 2 : 4;
    const std::size_t headerStart = 8 + static_cast<std::size_t>(lengthBytes);
    if (bytes.size() < headerStart)
        throw InputError(where, "truncated: " + std::to_string(bytes.size()) +
                                    " bytes, too short for a .npy header");
    const std::uint64_t headerLength = readLittle(bytes, 8, lengthBytes);
    if (headerLength > npylimits::maxHeaderBytes)
        throw InputError(where, "corrupt header: its length (" + std::to_string(headerLength) +
                                    " bytes) is above the limit of " +
                                    std::to_string(npylimits::maxHeaderBytes));
    if (bytes.size() - headerStart < headerLength)
        throw InputError(where, "truncated: expected a header of " + std::to_string(headerLength) +
                                    " bytes, found " + std::to_string(bytes.size() - headerStart));
    const std::string_view headerText(bytes.data() + headerStart,
                                      static_cast<std::size_t>(headerLength));
    const Header header = HeaderParser(headerText, where).parse();
    const auto [itemSize, bigEndian] = floatDtype(header.descr, where);
    const std::size_t count = valueCount(header.shape, where);

    const std::size_t dataStart = headerStart + static_cast<std::size_t>(headerLength);
    const std::size_t expected = count * static_cast<std::size_t>(itemSize);
    const std::size_t found = bytes.size() - dataStart;
    if (found < expected)
        throw InputError(where, "truncated: expected " + std::to_string(expected) +
                                    " bytes of data, found " + std::to_string(found));
    if (found > expected)
        throw InputError(where, std::to_string(found - expected) +
                                    " unexpected bytes after the array's data (expected " +
                                    std::to_string(expected) + " bytes of data, found " +
                                    std::to_string(found) + "; several arrays in one file?)");

    NdArray array;
    array.shape = header.shape;
    array.data.resize(count);
    auto value = [&, itemSize = itemSize, bigEndian = bigEndian](std::size_t k) {
        const std::size_t pos = dataStart + k * static_cast<std::size_t>(itemSize);
        const std::uint64_t bits =
            bigEndian ? readBig(bytes, pos, itemSize) : readLittle(bytes, pos, itemSize);
        if (itemSize == 8)
            return std::bit_cast<double>(bits);
        if (itemSize == 2)
            return halfToDouble(static_cast<std::uint16_t>(bits));
        return static_cast<double>(std::bit_cast<float>(static_cast<std::uint32_t>(bits)));
    };
    const std::size_t nd = header.shape.size();
    if (!header.fortranOrder || nd < 2) {
        for (std::size_t k = 0; k < count; ++k)
            array.data[k] = value(k);
    } else {
        // Fortran order: the first index varies fastest in the file. Walk the file in order,
        // keeping the multi-index and the matching C-order position.
        std::vector<std::size_t> stride(nd, 1);
        for (std::size_t d = nd - 1; d > 0; --d)
            stride[d - 1] = stride[d] * header.shape[d];
        std::vector<std::size_t> index(nd, 0);
        std::size_t c = 0;
        for (std::size_t k = 0; k < count; ++k) {
            array.data[c] = value(k);
            for (std::size_t d = 0; d < nd; ++d) {
                ++index[d];
                c += stride[d];
                if (index[d] < header.shape[d])
                    break;
                c -= stride[d] * header.shape[d];
                index[d] = 0;
            }
        }
    }
    return array;
}

std::string writeNpy(const NdArray& array)
{
    if (array.data.size() != array.size())
        throw std::invalid_argument("writeNpy: the data do not match the shape");
    std::string out = npyHeader(array.shape);
    out.reserve(out.size() + array.data.size() * 8);
    for (const double x : array.data)
        putLittle(out, std::bit_cast<std::uint64_t>(x), 8);
    return out;
}

std::string writeNpy(const Matrix& m)
{
    return writeNpy(arrayFromMatrix(m));
}

// ---- .npz --------------------------------------------------------------------------------------

std::map<std::string, std::string> readNpzEntries(const std::string& bytes,
                                                  const std::string& where)
{
    // Every entry; only the archive's total is capped.
    return readNpzEntries(bytes, where, {}, std::numeric_limits<std::uint64_t>::max(), nullptr);
}

std::map<std::string, std::string> readNpzEntries(const std::string& bytes,
                                                  const std::string& where,
                                                  const std::set<std::string>& names,
                                                  std::uint64_t maxEntryBytes,
                                                  std::vector<std::string>* others)
{
    const ZipEnd end = findZipEnd(bytes, where);
    std::map<std::string, std::string> entries;
    std::set<std::string> seen;
    std::uint64_t totalBytes = 0;
    auto pos = static_cast<std::size_t>(end.directoryOffset);
    const auto directoryEnd = static_cast<std::size_t>(end.directoryOffset + end.directorySize);
    for (std::uint64_t e = 0; e < end.entries; ++e) {
        if (directoryEnd - pos < 46 || readLittle(bytes, pos, 4) != centralSignature)
            throw InputError(where, "corrupt zip archive (central directory entry " +
                                        std::to_string(e + 1) + " of " +
                                        std::to_string(end.entries) + " is damaged)");
        const auto flags = static_cast<unsigned>(readLittle(bytes, pos + 8, 2));
        const auto method = static_cast<unsigned>(readLittle(bytes, pos + 10, 2));
        const auto crc = static_cast<std::uint32_t>(readLittle(bytes, pos + 16, 4));
        std::uint64_t compressedSize = readLittle(bytes, pos + 20, 4);
        std::uint64_t size = readLittle(bytes, pos + 24, 4);
        const std::size_t nameLength = readLittle(bytes, pos + 28, 2);
        const std::size_t extraLength = readLittle(bytes, pos + 30, 2);
        const std::size_t commentLength = readLittle(bytes, pos + 32, 2);
        std::uint64_t localOffset = readLittle(bytes, pos + 42, 4);
        if (directoryEnd - pos - 46 < nameLength + extraLength + commentLength)
            throw InputError(where, "corrupt zip archive (central directory entry " +
                                        std::to_string(e + 1) + " of " +
                                        std::to_string(end.entries) + " is damaged)");
        const std::string name = bytes.substr(pos + 46, nameLength);
        const std::string entryWhere = where + ": " + printable(name);
        // Zip64 extra field: 64-bit values for the fields that hold 0xFFFFFFFF, in this order.
        std::size_t x = pos + 46 + nameLength;
        const std::size_t extraEnd = x + extraLength;
        while (extraEnd - x >= 4) {
            const std::uint64_t id = readLittle(bytes, x, 2);
            const std::size_t length = readLittle(bytes, x + 2, 2);
            if (extraEnd - x - 4 < length)
                throw InputError(entryWhere, "corrupt zip archive (bad extra field)");
            if (id == 0x0001) {
                std::size_t f = x + 4;
                const std::size_t fieldEnd = f + length;
                for (std::uint64_t* field : {&size, &compressedSize, &localOffset}) {
                    if (*field != 0xFFFFFFFF)
                        continue;
                    if (fieldEnd - f < 8)
                        throw InputError(entryWhere, "corrupt zip archive (bad Zip64 field)");
                    *field = readLittle(bytes, f, 8);
                    f += 8;
                }
            }
            x += 4 + length;
        }
        pos += 46 + nameLength + extraLength + commentLength;

        if (!name.empty() && name.back() == '/')
            continue; // a directory
        if (flags & 1u)
            throw InputError(entryWhere, "encrypted entries are not supported");
        if (method != 0 && method != 8)
            throw InputError(entryWhere, "compression method " + std::to_string(method) +
                                             methodName(method) +
                                             " is not supported: expected stored or deflated "
                                             "entries (np.savez or np.savez_compressed)");
        if (!name.ends_with(".npy") || name.size() == 4)
            throw InputError(entryWhere, "not a .npy array (a NumPy .npz archive holds only "
                                         "NAME.npy entries)");
        const std::string arrayName = name.substr(0, name.size() - 4);
        if (!seen.insert(arrayName).second)
            throw InputError(entryWhere, "appears twice in the archive");
        if (!names.empty() && names.count(arrayName) == 0) {
            // Not asked for: listed, never inflated (it may declare gigabytes).
            if (others)
                others->push_back(arrayName);
            continue;
        }
        if (size > maxEntryBytes)
            throw InputError(entryWhere, "declares " + std::to_string(size) +
                                             " bytes uncompressed; the limit for this array is " +
                                             std::to_string(maxEntryBytes) + " bytes");

        // The local header: its name and extra field lengths say where the data start.
        if (localOffset > bytes.size() || bytes.size() - localOffset < 30 ||
            readLittle(bytes, static_cast<std::size_t>(localOffset), 4) != localSignature)
            throw InputError(entryWhere, "corrupt zip archive (no local header at offset " +
                                             std::to_string(localOffset) + ")");
        const auto local = static_cast<std::size_t>(localOffset);
        const std::size_t localName = readLittle(bytes, local + 26, 2);
        const std::size_t localExtra = readLittle(bytes, local + 28, 2);
        if (bytes.size() - local - 30 < localName + localExtra ||
            bytes.compare(local + 30, localName, name) != 0)
            throw InputError(entryWhere, "corrupt zip archive (the local header does not match "
                                         "the central directory)");
        const std::size_t dataStart = local + 30 + localName + localExtra;
        if (compressedSize > bytes.size() - dataStart)
            throw InputError(entryWhere, "truncated: expected " + std::to_string(compressedSize) +
                                             " bytes of data, found " +
                                             std::to_string(bytes.size() - dataStart));
        if (size > maxArchiveBytes - totalBytes)
            throw InputError(entryWhere, "the archive's arrays hold more than " +
                                             std::to_string(npylimits::maxValues) +
                                             " values together (the limit)");
        totalBytes += size;
        const std::string_view stored(bytes.data() + dataStart,
                                      static_cast<std::size_t>(compressedSize));
        std::string data;
        if (method == 0) {
            if (compressedSize != size)
                throw InputError(entryWhere, "corrupt zip archive (a stored entry of " +
                                                 std::to_string(compressedSize) +
                                                 " bytes says it holds " + std::to_string(size) +
                                                 ")");
            data = std::string(stored);
        } else {
            if (compressedSize > std::numeric_limits<uInt>::max() ||
                size > std::numeric_limits<uInt>::max() ||
                size > compressedSize * maxDeflateRatio + 1024)
                throw InputError(entryWhere,
                                 "corrupt zip archive (" + std::to_string(compressedSize) +
                                     " compressed bytes cannot hold " + std::to_string(size) + ")");
            data = inflateEntry(stored, size, entryWhere);
        }
        if (crc32Of(data.data(), data.size()) != crc)
            throw InputError(entryWhere, "CRC-32 mismatch (the entry is corrupt)");
        entries.emplace(arrayName, std::move(data));
    }
    if (pos != directoryEnd)
        throw InputError(where, "corrupt zip archive (the central directory size does not "
                                "match its entries)");
    if (seen.empty())
        throw InputError(where, "no arrays in the archive");
    return entries;
}

std::map<std::string, NdArray> readNpz(const std::string& bytes, const std::string& where)
{
    std::map<std::string, NdArray> arrays;
    for (const auto& [name, npy] : readNpzEntries(bytes, where))
        arrays.emplace(name, readNpy(npy, where + ": " + printable(name) + ".npy"));
    return arrays;
}

std::string writeNpz(const std::map<std::string, Matrix>& arrays, bool compress)
{
    std::string out;
    std::string directory;
    std::uint64_t count = 0;
    for (const auto& [key, matrix] : arrays) {
        if (key.empty() || key.find_first_of("/\\") != std::string::npos || key.size() > 1000)
            throw std::invalid_argument("writeNpz: bad array name '" + key + "'");
        const std::string name = key + ".npy";
        const std::string npy = writeNpy(matrix);
        const std::string data = compress ? deflateBytes(npy) : npy;
        if (npy.size() >= 0xFFFFFFFF || out.size() >= 0xFFFFFFFF)
            throw std::length_error("writeNpz: arrays too large for a zip archive");
        const std::uint32_t crc = crc32Of(npy.data(), npy.size());
        const unsigned method = compress ? 8 : 0;
        auto common = [&](std::string& s) {
            putLittle(s, 20, 2);     // version needed to extract: 2.0
            putLittle(s, 0, 2);      // flags
            putLittle(s, method, 2); // stored or deflated
            putLittle(s, 0, 2);      // time 00:00:00
            putLittle(s, 0x21, 2);   // date 1980-01-01
            putLittle(s, crc, 4);
            putLittle(s, data.size(), 4);
            putLittle(s, npy.size(), 4);
            putLittle(s, name.size(), 2);
            putLittle(s, 0, 2); // extra field length
        };
        const std::size_t localOffset = out.size();
        putLittle(out, localSignature, 4);
        common(out);
        out += name;
        out += data;

        putLittle(directory, centralSignature, 4);
        putLittle(directory, 20, 2); // version made by: 2.0, MS-DOS attributes
        common(directory);
        putLittle(directory, 0, 2); // comment length
        putLittle(directory, 0, 2); // disk number
        putLittle(directory, 0, 2); // internal attributes
        putLittle(directory, 0, 4); // external attributes
        putLittle(directory, localOffset, 4);
        directory += name;
        ++count;
    }
    if (count > 0xFFFF || out.size() >= 0xFFFFFFFF)
        throw std::length_error("writeNpz: too many or too large arrays for a zip archive");
    const std::size_t directoryOffset = out.size();
    out += directory;
    putLittle(out, endSignature, 4);
    putLittle(out, 0, 2);
    putLittle(out, 0, 2);
    putLittle(out, count, 2);
    putLittle(out, count, 2);
    putLittle(out, directory.size(), 4);
    putLittle(out, directoryOffset, 4);
    putLittle(out, 0, 2); // comment length
    return out;
}

} // namespace attnlab

#include "npy.h"

#include "engineerror.h"
#include "inputerror.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string_view>
#include <utility>
#include <vector>
#include <zip.h>

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
        expect('{', Message(TR_NOOP("Engine", "the header to start with '{'")));
        for (;;) {
            skipSpace();
            if (peek() == '}') {
                ++pos_;
                break;
            }
            const std::string key =
                parseString(Message(TR_NOOP("Engine", "a key in quotes or '}'")));
            skipSpace();
            expect(':', Message(TR_NOOP("Engine", "':' after %1"), quoted(key)));
            skipSpace();
            if (key == "descr") {
                if (haveDescr)
                    fail(TR_NOOP("Engine", "'descr' appears twice"));
                haveDescr = true;
                if (peek() == '[')
                    throw InputError(where_,
                                     TR_NOOP("Engine",
                                             "structured arrays (record dtypes) are not supported: "
                                             "expected float16, float32 or float64 numbers"));
                header.descr =
                    parseString(Message(TR_NOOP("Engine", "a dtype string after 'descr'")));
            } else if (key == "fortran_order") {
                if (haveOrder)
                    fail(TR_NOOP("Engine", "'fortran_order' appears twice"));
                haveOrder = true;
                header.fortranOrder = parseBool();
            } else if (key == "shape") {
                if (haveShape)
                    fail(TR_NOOP("Engine", "'shape' appears twice"));
                haveShape = true;
                header.shape = parseShape();
            } else {
                fail(TR_NOOP("Engine", "unexpected key %1"), quoted(key));
            }
            skipSpace();
            if (peek() == ',') {
                ++pos_;
            } else if (peek() != '}') {
                fail(TR_NOOP("Engine", "expected ',' or '}' after the value of %1, found %2"),
                     quoted(key), found());
            }
        }
        skipSpace();
        if (pos_ != text_.size())
            fail(TR_NOOP("Engine", "unexpected %1 after the closing '}'"), found());
        if (!haveDescr)
            fail(TR_NOOP("Engine", "no 'descr' key"));
        if (!haveOrder)
            fail(TR_NOOP("Engine", "no 'fortran_order' key"));
        if (!haveShape)
            fail(TR_NOOP("Engine", "no 'shape' key"));
        return header;
    }

private:
    template <typename... Args> [[noreturn]] void fail(MessageText what, Args&&... args) const
    {
        throw InputError(where_, TR_NOOP("Engine", "corrupt header: %1"),
                         Message(what, std::forward<Args>(args)...));
    }

    char peek() const { return pos_ < text_.size() ? text_[pos_] : '\0'; }

    Message found() const
    {
        if (pos_ >= text_.size())
            return Message(TR_NOOP("Engine", "the end of the header"));
        std::string_view rest = text_.substr(pos_, 16);
        rest = rest.substr(0, rest.find('\n'));
        while (!rest.empty() && rest.back() == ' ')
            rest.remove_suffix(1);
        return Message(quoted(rest));
    }

    void skipSpace()
    {
        while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t' ||
                                       text_[pos_] == '\n' || text_[pos_] == '\r'))
            ++pos_;
    }

    void expect(char c, const Message& what)
    {
        if (peek() != c || pos_ >= text_.size())
            fail(TR_NOOP("Engine", "expected %1, found %2"), what, found());
        ++pos_;
    }

    std::string parseString(const Message& what)
    {
        const char q = peek();
        if (q != '\'' && q != '"')
            fail(TR_NOOP("Engine", "expected %1, found %2"), what, found());
        const std::size_t start = ++pos_;
        const std::size_t end = text_.find(q, start);
        if (end == std::string_view::npos) {
            std::string_view rest = text_.substr(start - 1, 24);
            while (!rest.empty() && (rest.back() == ' ' || rest.back() == '\n'))
                rest.remove_suffix(1);
            fail(TR_NOOP("Engine", "unterminated string %1"), std::string(rest));
        }
        const std::string_view s = text_.substr(start, end - start);
        if (s.find('\\') != std::string_view::npos || s.find('\n') != std::string_view::npos)
            fail(TR_NOOP("Engine", "unexpected characters in the string %1"), quoted(s));
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
        fail(TR_NOOP("Engine", "expected True or False after 'fortran_order', found %1"), found());
    }

    std::vector<std::size_t> parseShape()
    {
        std::vector<std::size_t> shape;
        expect('(', Message(TR_NOOP("Engine", "a tuple after 'shape'")));
        for (;;) {
            skipSpace();
            if (peek() == ')') {
                ++pos_;
                break;
            }
            if (peek() < '0' || peek() > '9')
                fail(TR_NOOP("Engine", "expected a whole number or ')' in 'shape', found %1"),
                     found());
            std::uint64_t n = 0;
            while (peek() >= '0' && peek() <= '9') {
                n = n * 10 + static_cast<std::uint64_t>(peek() - '0');
                if (n > npylimits::maxValues)
                    throw InputError(
                        where_,
                        TR_NOOP("Engine", "shape has a dimension above the limit of %1 values"),
                        npylimits::maxValues);
                ++pos_;
            }
            if (peek() == 'L') // Python 2 long integers
                ++pos_;
            shape.push_back(static_cast<std::size_t>(n));
            if (shape.size() > npylimits::maxDims)
                throw InputError(where_, TR_NOOP("Engine", "more than %1 dimensions"),
                                 npylimits::maxDims);
            skipSpace();
            if (peek() == ',') {
                ++pos_;
            } else if (peek() == ')') {
                if (shape.size() == 1)
                    fail(TR_NOOP("Engine", "a one-element shape needs a trailing comma: (%1,)"),
                         shape.front());
                ++pos_;
                break;
            } else {
                fail(TR_NOOP("Engine", "expected ',' or ')' in 'shape', found %1"), found());
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
        throw InputError(where, TR_NOOP("Engine",
                                        "object arrays (pickled Python objects) are not supported: "
                                        "expected float16, float32 or float64 numbers"));
    if (descr == "f2" || descr == "f4" || descr == "f8")
        throw InputError(where,
                         TR_NOOP("Engine", "dtype %1 has no byte order: expected '<%2' or '>%3'"),
                         quoted(descr), descr, descr);
    if (descr.size() == 3 && descr[1] == 'f' &&
        (descr[2] == '2' || descr[2] == '4' || descr[2] == '8'))
        throw InputError(
            where,
            TR_NOOP("Engine",
                    "dtype %1: byte order %2 is not valid for floats: expected '<' or '>'"),
            quoted(descr), quoted(descr.substr(0, 1)));
    throw InputError(where,
                     TR_NOOP("Engine", "dtype %1 (%2) is not supported: expected float16, float32 "
                                       "or float64 (convert with a.astype(np.float64))"),
                     quoted(descr), describeDtype(descr));
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
            throw InputError(where,
                             TR_NOOP("Engine", "shape %1 has more than %2 values (the limit)"),
                             shapeToText(shape), npylimits::maxValues);
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

// ---- Zip (libzip) ------------------------------------------------------------------------------

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

/// libzip's error as the words of our messages.
Message zipErrorText(zip_error_t* error)
{
    switch (zip_error_code_zip(error)) {
    case ZIP_ER_CRC:
        return Message(TR_NOOP("Engine", "CRC-32 mismatch (the entry is corrupt)"));
    case ZIP_ER_MULTIDISK:
        return Message(TR_NOOP("Engine", "multi-part (split) zip archives are not supported"));
    case ZIP_ER_EOF:
        return Message(TR_NOOP("Engine", "truncated zip archive (it ends too early)"));
    case ZIP_ER_COMPRESSED_DATA:
    case ZIP_ER_ZLIB:
        return Message(TR_NOOP("Engine", "corrupt compressed data"));
    case ZIP_ER_EXISTS:
        return Message(TR_NOOP("Engine", "corrupt zip archive (two entries have the same name)"));
    case ZIP_ER_INCONS:
        return Message(TR_NOOP("Engine", "corrupt zip archive (its headers do not agree)"));
    case ZIP_ER_MEMORY:
        throw std::bad_alloc();
    default:
        return Message(TR_NOOP("Engine", "corrupt zip archive (%1)"), zip_error_strerror(error));
    }
}

/// An archive libzip reads from bytes that outlive it, closed (without writing) on destruction.
class ZipReader
{
public:
    ZipReader(const std::string& bytes, const std::string& where)
    {
        const bool looksLikeZip =
            bytes.starts_with("PK\x03\x04") || bytes.starts_with("PK\x05\x06");
        if (bytes.size() < 22) {
            if (looksLikeZip)
                throw InputError(where, TR_NOOP("Engine", "truncated zip archive (%1 bytes)"),
                                 bytes.size());
            throw InputError(where, TR_NOOP("Engine", "not a NumPy .npz file (not a zip archive)"));
        }
        zip_error_t error;
        zip_error_init(&error);
        zip_source_t* source = zip_source_buffer_create(bytes.data(), bytes.size(), 0, &error);
        if (source)
            archive_ = zip_open_from_source(source, ZIP_RDONLY, &error);
        if (!archive_) {
            if (source)
                zip_source_free(source);
            const int code = zip_error_code_zip(&error);
            Message text = zipErrorText(&error);
            zip_error_fini(&error);
            if (code == ZIP_ER_NOZIP)
                throw InputError(
                    where, looksLikeZip
                               ? TR_NOOP("Engine", "truncated or corrupt zip archive (no valid "
                                                   "central directory)")
                               : TR_NOOP("Engine", "not a NumPy .npz file (not a zip archive)"));
            throw InputError(where, text);
        }
        zip_error_fini(&error);
    }
    ~ZipReader() { zip_discard(archive_); }
    ZipReader(const ZipReader&) = delete;
    ZipReader& operator=(const ZipReader&) = delete;

    zip_t* get() const { return archive_; }
    Message errorText() const { return zipErrorText(zip_get_error(archive_)); }

private:
    zip_t* archive_ = nullptr;
};

/// An entry's reading error: libzip reads the local header lazily, so a central directory that
/// points to no local header shows here as a failed seek or read.
Message entryErrorText(zip_error_t* error)
{
    switch (zip_error_code_zip(error)) {
    case ZIP_ER_INVAL:
    case ZIP_ER_SEEK:
    case ZIP_ER_READ:
    case ZIP_ER_NOZIP:
    case ZIP_ER_INCONS:
        return Message(TR_NOOP("Engine", "corrupt zip archive (no readable local header where "
                                         "the central directory points: %1)"),
                       zip_error_strerror(error));
    default:
        return zipErrorText(error);
    }
}

/// The size bytes of entry index, checked by libzip against the entry's CRC-32 and size.
std::string readZipEntry(zip_t* archive, zip_uint64_t index, std::uint64_t size,
                         const std::string& where)
{
    zip_file_t* file = zip_fopen_index(archive, index, 0);
    if (!file)
        throw InputError(where, entryErrorText(zip_get_error(archive)));
    std::string data(static_cast<std::size_t>(size), '\0');
    std::size_t got = 0;
    Message problem;
    while (got < data.size()) {
        const zip_int64_t n = zip_fread(file, data.data() + got, data.size() - got);
        if (n < 0) {
            problem = entryErrorText(zip_file_get_error(file));
            break;
        }
        if (n == 0)
            break;
        got += static_cast<std::size_t>(n);
    }
    char spare = 0;
    if (problem.isEmpty() && got == data.size()) {
        // Read to the end: libzip checks the CRC-32 there, and a byte more is a lying size.
        const zip_int64_t n = zip_fread(file, &spare, 1);
        if (n < 0)
            problem = zipErrorText(zip_file_get_error(file));
        else if (n > 0)
            problem = Message(
                TR_NOOP("Engine", "corrupt entry: more data than its declared size of %1 bytes"),
                size);
    } else if (problem.isEmpty()) {
        problem = Message(TR_NOOP("Engine", "corrupt entry: %1 bytes of data, its header says %2"),
                          got, size);
    }
    zip_fclose(file);
    if (!problem.isEmpty())
        throw InputError(where, problem);
    return data;
}

/// The first `count` bytes of an entry (fewer when it is shorter), inflating no more: enough to
/// read a .npy header before the rest is inflated. Errors say nothing: the full read reports.
std::string readZipPrefix(zip_t* archive, zip_uint64_t index, std::size_t count)
{
    zip_file_t* file = zip_fopen_index(archive, index, 0);
    if (!file)
        return {};
    std::string data(count, '\0');
    std::size_t got = 0;
    while (got < count) {
        const zip_int64_t n = zip_fread(file, data.data() + got, count - got);
        if (n <= 0)
            break;
        got += static_cast<std::size_t>(n);
    }
    zip_fclose(file);
    data.resize(got);
    return data;
}

/// What a .npy file's first bytes declare: its shape and its whole size (header and data), or
/// nothing when they are not a header readNpy would take (readNpy then says what is wrong).
struct DeclaredNpy
{
    std::vector<std::size_t> shape;
    std::uint64_t bytes = 0;
};
std::optional<DeclaredNpy> declaredNpy(const std::string& prefix, const std::string& where)
{
    if (!prefix.starts_with(npyMagic) || prefix.size() < 10)
        return std::nullopt;
    const auto major = static_cast<unsigned char>(prefix[6]);
    if ((major != 1 && major != 2 && major != 3) || prefix[7] != 0)
        return std::nullopt;
    const std::size_t lengthBytes = major == 1 ? 2 : 4;
    const std::size_t headerStart = 8 + lengthBytes;
    if (prefix.size() < headerStart)
        return std::nullopt;
    const std::uint64_t headerLength = readLittle(prefix, 8, static_cast<int>(lengthBytes));
    if (headerLength > npylimits::maxHeaderBytes || prefix.size() - headerStart < headerLength)
        return std::nullopt;
    try {
        const Header header =
            HeaderParser(std::string_view(prefix).substr(headerStart, headerLength), where).parse();
        const int itemSize = floatDtype(header.descr, where).first;
        const std::size_t count = valueCount(header.shape, where);
        return DeclaredNpy{header.shape, headerStart + headerLength +
                                             static_cast<std::uint64_t>(count) * itemSize};
    } catch (const InputError&) {
        return std::nullopt;
    }
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
            throw InputError(where, TR_NOOP("Engine", "empty file, expected a NumPy .npy file"));
        if (npyMagic.starts_with(bytes))
            throw InputError(where,
                             TR_NOOP("Engine", "truncated: %1 bytes, too short for a .npy header"),
                             bytes.size());
        if (bytes.starts_with("PK\x03\x04"))
            throw InputError(where,
                             TR_NOOP("Engine", "a zip archive (.npz), not a single .npy array"));
        throw InputError(
            where, TR_NOOP("Engine", "not a NumPy .npy file (it does not start with \\x93NUMPY)"));
    }
    if (bytes.size() < npyMagic.size() + 2)
        throw InputError(where,
                         TR_NOOP("Engine", "truncated: %1 bytes, too short for a .npy header"),
                         bytes.size());
    const auto major = static_cast<unsigned char>(bytes[6]);
    const auto minor = static_cast<unsigned char>(bytes[7]);
    if ((major != 1 && major != 2 && major != 3) || minor != 0)
        throw InputError(
            where,
            TR_NOOP("Engine", "unsupported .npy format version %1.%2 (expected 1.0, 2.0 or 3.0)"),
            major, minor);
    const int lengthBytes = major == 1 ? 2 : 4;
    const std::size_t headerStart = 8 + static_cast<std::size_t>(lengthBytes);
    if (bytes.size() < headerStart)
        throw InputError(where,
                         TR_NOOP("Engine", "truncated: %1 bytes, too short for a .npy header"),
                         bytes.size());
    const std::uint64_t headerLength = readLittle(bytes, 8, lengthBytes);
    if (headerLength > npylimits::maxHeaderBytes)
        throw InputError(
            where,
            TR_NOOP("Engine", "corrupt header: its length (%1 bytes) is above the limit of %2"),
            headerLength, npylimits::maxHeaderBytes);
    if (bytes.size() - headerStart < headerLength)
        throw InputError(where,
                         TR_NOOP("Engine", "truncated: expected a header of %1 bytes, found %2"),
                         headerLength, bytes.size() - headerStart);
    const std::string_view headerText(bytes.data() + headerStart,
                                      static_cast<std::size_t>(headerLength));
    const Header header = HeaderParser(headerText, where).parse();
    const auto [itemSize, bigEndian] = floatDtype(header.descr, where);
    const std::size_t count = valueCount(header.shape, where);

    const std::size_t dataStart = headerStart + static_cast<std::size_t>(headerLength);
    const std::size_t expected = count * static_cast<std::size_t>(itemSize);
    const std::size_t found = bytes.size() - dataStart;
    if (found < expected)
        throw InputError(where, TR_NOOP("Engine", "truncated: expected %1 bytes of data, found %2"),
                         expected, found);
    if (found > expected)
        throw InputError(where,
                         TR_NOOP("Engine",
                                 "%1 unexpected bytes after the array's data (expected %2 bytes of "
                                 "data, found %3; several arrays in one file?)"),
                         found - expected, expected, found);

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
    return readNpzEntries(bytes, where, names, maxEntryBytes, others, {});
}

std::map<std::string, std::string>
readNpzEntries(const std::string& bytes, const std::string& where,
               const std::set<std::string>& names, std::uint64_t maxEntryBytes,
               std::vector<std::string>* others, const NpzShapeCheck& checkShapes)
{
    // libzip reads the container (Zip64, the central directory against the local headers,
    // inflation and CRC-32); what an .npz may hold is checked here.
    const ZipReader zip(bytes, where);
    std::map<std::string, std::string> entries;
    std::set<std::string> seen;
    std::uint64_t totalBytes = 0;
    struct Wanted
    {
        std::string name, where;
        zip_uint64_t index;
        std::uint64_t size;
    };
    std::vector<Wanted> wanted;
    const zip_int64_t count = zip_get_num_entries(zip.get(), 0);
    for (zip_int64_t e = 0; e < count; ++e) {
        const auto index = static_cast<zip_uint64_t>(e);
        zip_stat_t st;
        zip_stat_init(&st);
        if (zip_stat_index(zip.get(), index, ZIP_FL_ENC_RAW, &st) != 0)
            throw InputError(where, zip.errorText());
        const std::string name = (st.valid & ZIP_STAT_NAME) && st.name ? st.name : "";
        const std::string entryWhere = where + ": " + printable(name);
        if (!name.empty() && name.back() == '/')
            continue; // a directory
        if ((st.valid & ZIP_STAT_ENCRYPTION_METHOD) && st.encryption_method != ZIP_EM_NONE)
            throw InputError(entryWhere, TR_NOOP("Engine", "encrypted entries are not supported"));
        const unsigned method = st.comp_method;
        if (method != ZIP_CM_STORE && method != ZIP_CM_DEFLATE)
            throw InputError(entryWhere,
                             TR_NOOP("Engine",
                                     "compression method %1%2 is not supported: expected stored or "
                                     "deflated entries (np.savez or np.savez_compressed)"),
                             method, methodName(method));
        if (!name.ends_with(".npy") || name.size() == 4)
            throw InputError(
                entryWhere,
                TR_NOOP("Engine",
                        "not a .npy array (a NumPy .npz archive holds only NAME.npy entries)"));
        const std::string arrayName = name.substr(0, name.size() - 4);
        if (!seen.insert(arrayName).second)
            throw InputError(entryWhere, TR_NOOP("Engine", "appears twice in the archive"));
        if (!names.empty() && names.count(arrayName) == 0) {
            // Not asked for: listed, never inflated (it may declare gigabytes).
            if (others)
                others->push_back(arrayName);
            continue;
        }
        const std::uint64_t size = st.size;
        const std::uint64_t compressedSize = st.comp_size;
        if (size > maxEntryBytes)
            throw InputError(
                entryWhere,
                TR_NOOP("Engine",
                        "declares %1 bytes uncompressed; the limit for this array is %2 bytes"),
                size, maxEntryBytes);
        if (compressedSize > bytes.size())
            throw InputError(
                entryWhere,
                TR_NOOP("Engine", "truncated: expected %1 bytes of data, the archive has %2"),
                compressedSize, bytes.size());
        if (size > maxArchiveBytes - totalBytes)
            throw InputError(
                entryWhere,
                TR_NOOP("Engine",
                        "the archive's arrays hold more than %1 values together (the limit)"),
                npylimits::maxValues);
        if (method == ZIP_CM_STORE && compressedSize != size)
            throw InputError(
                entryWhere,
                TR_NOOP("Engine",
                        "corrupt zip archive (a stored entry of %1 bytes says it holds %2)"),
                compressedSize, size);
        if (method == ZIP_CM_DEFLATE && size > compressedSize * maxDeflateRatio + 1024)
            throw InputError(
                entryWhere,
                TR_NOOP("Engine", "corrupt zip archive (%1 compressed bytes cannot hold %2)"),
                compressedSize, size);
        totalBytes += size;
        wanted.push_back({arrayName, entryWhere, index, size});
    }
    if (seen.empty())
        throw InputError(where, TR_NOOP("Engine", "no arrays in the archive"));
    // The headers first, inflating only their bytes: an entry whose header declares less data
    // than the zip entry holds is refused before it is inflated (a (2, 2) array cannot need a
    // gigabyte), and the caller compares the shapes before any entry is inflated in full.
    std::map<std::string, std::vector<std::size_t>> shapes;
    for (const Wanted& w : wanted) {
        const std::size_t prefixBytes = static_cast<std::size_t>(
            std::min<std::uint64_t>(w.size, 12 + npylimits::maxHeaderBytes));
        const std::optional<DeclaredNpy> declared =
            declaredNpy(readZipPrefix(zip.get(), w.index, prefixBytes), w.where);
        if (!declared)
            continue; // readNpy says what is wrong with it
        if (w.size > declared->bytes)
            throw InputError(w.where,
                             TR_NOOP("Engine",
                                     "corrupt entry: the zip entry declares %1 bytes, its "
                                     ".npy header (shape %2) %3; refused before it is "
                                     "inflated"),
                             w.size, shapeToText(declared->shape), declared->bytes);
        shapes.emplace(w.name, declared->shape);
    }
    if (checkShapes)
        checkShapes(shapes);
    for (const Wanted& w : wanted)
        entries.emplace(w.name, readZipEntry(zip.get(), w.index, w.size, w.where));
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
    std::vector<std::string> npys; // libzip reads them when the archive is closed
    npys.reserve(arrays.size());
    zip_error_t error;
    zip_error_init(&error);
    zip_source_t* target = zip_source_buffer_create(nullptr, 0, 0, &error);
    if (!target)
        throw EngineError(TR_NOOP("Engine", "the .npz archive could not be made: %1"),
                          std::string(zip_error_strerror(&error)));
    zip_source_keep(target); // read back after zip_close
    zip_t* archive = zip_open_from_source(target, ZIP_TRUNCATE, &error);
    auto fail = [&](const std::string& what) {
        if (archive)
            zip_discard(archive);
        zip_source_free(target);
        zip_error_fini(&error);
        throw EngineError(TR_NOOP("Engine", "the .npz archive could not be made: %1"), what);
    };
    if (!archive)
        fail(zip_error_strerror(&error));
    for (const auto& [key, matrix] : arrays) {
        if (key.empty() || key.find_first_of("/\\") != std::string::npos || key.size() > 1000) {
            zip_discard(archive);
            zip_source_free(target);
            throw std::invalid_argument("writeNpz: bad array name '" + key + "'");
        }
        const std::string& npy = npys.emplace_back(writeNpy(matrix));
        zip_source_t* entry = zip_source_buffer(archive, npy.data(), npy.size(), 0);
        const zip_int64_t index =
            entry ? zip_file_add(archive, (key + ".npy").c_str(), entry, ZIP_FL_ENC_UTF_8) : -1;
        if (index < 0) {
            if (entry)
                zip_source_free(entry);
            fail(zip_strerror(archive));
        }
        const auto i = static_cast<zip_uint64_t>(index);
        // Stored like np.savez or deflated like np.savez_compressed; dated 1980-01-01 00:00
        // (the zip epoch) so that the same arrays give the same bytes.
        if (zip_set_file_compression(archive, i, compress ? ZIP_CM_DEFLATE : ZIP_CM_STORE, 0) !=
                0 ||
            zip_file_set_dostime(archive, i, 0, 0x21, 0) != 0)
            fail(zip_strerror(archive));
    }
    if (zip_close(archive) != 0)
        fail(zip_strerror(archive));
    archive = nullptr;
    std::string out;
    zip_stat_t st;
    if (zip_source_stat(target, &st) != 0 || zip_source_open(target) != 0)
        fail(zip_error_strerror(zip_source_error(target)));
    out.resize(static_cast<std::size_t>(st.size));
    const zip_int64_t n = zip_source_read(target, out.data(), out.size());
    zip_source_close(target);
    if (n != static_cast<zip_int64_t>(out.size()))
        fail("cannot read the archive back");
    zip_source_free(target);
    zip_error_fini(&error);
    return out;
}

} // namespace attnlab

// NumPy .npy / .npz import and export, matrix files and attention maps, against files written by
// NumPy itself (tests/core/data/npy, made by scripts/fixtures/make_npy_fixtures.py) and against
// hand-made malformed input.

#include "attentionmaps.h"
#include "inputerror.h"
#include "matrixio.h"
#include "matrixtext.h"
#include "npy.h"

#include <QByteArray>
#include <QFile>
#include <QObject>
#include <QProcess>
#include <QString>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <bit>
#include <cmath>
#include <cstdint>
#include <fstream>
#include <functional>
#include <limits>
#include <map>
#include <random>
#include <string>
#include <vector>

using attnlab::AttentionMaps;
using attnlab::InputError;
using attnlab::Matrix;
using attnlab::NdArray;

namespace {

std::string dataPath(const std::string& name)
{
    return std::string(ATTNLAB_TEST_DATA) + "/npy/" + name;
}

std::string fileBytes(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

/// What f throws: the InputError's message, "no error", or what else it threw.
QString errorOf(const std::function<void()>& f)
{
    try {
        f();
    } catch (const InputError& e) {
        return QString::fromStdString(e.what());
    } catch (const std::exception& e) {
        return QStringLiteral("not an InputError: ") + QString::fromStdString(e.what());
    }
    return QStringLiteral("no error");
}

bool sameBits(double a, double b)
{
    return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
}

bool sameBits(const Matrix& a, const Matrix& b)
{
    if (a.rows() != b.rows() || a.cols() != b.cols())
        return false;
    for (Eigen::Index i = 0; i < a.rows(); ++i)
        for (Eigen::Index j = 0; j < a.cols(); ++j)
            if (!sameBits(a(i, j), b(i, j)))
                return false;
    return true;
}

double jsonNumber(const nlohmann::json& j)
{
    if (j.is_string()) {
        const std::string s = j.get<std::string>();
        if (s == "nan")
            return std::numeric_limits<double>::quiet_NaN();
        return s == "inf" ? std::numeric_limits<double>::infinity()
                          : -std::numeric_limits<double>::infinity();
    }
    return j.get<double>();
}

/// The array expected.json describes (shape and values in C order, as NumPy has them).
NdArray expectedArray(const nlohmann::json& entry)
{
    NdArray a;
    for (const auto& d : entry.at("shape"))
        a.shape.push_back(d.get<std::size_t>());
    for (const auto& x : entry.at("values"))
        a.data.push_back(jsonNumber(x));
    return a;
}

/// Equal shapes and values; NaN equals NaN, -0.0 differs from 0.0.
void compareArrays(const NdArray& actual, const NdArray& expected)
{
    QCOMPARE(actual.shape, expected.shape);
    QCOMPARE(actual.data.size(), expected.data.size());
    for (std::size_t i = 0; i < actual.data.size(); ++i) {
        const double a = actual.data[i];
        const double e = expected.data[i];
        if (std::isnan(e)) {
            QVERIFY2(std::isnan(a), qPrintable(QStringLiteral("value %1").arg(i)));
        } else if (!sameBits(a, e)) {
            QFAIL(qPrintable(QStringLiteral("value %1: %2, expected %3")
                                 .arg(i)
                                 .arg(a, 0, 'g', 17)
                                 .arg(e, 0, 'g', 17)));
        }
    }
}

void putLittle(std::string& out, std::uint64_t v, int count)
{
    for (int i = 0; i < count; ++i) {
        out += static_cast<char>(v & 0xFF);
        v >>= 8;
    }
}

/// A .npy file with this header text (no padding) and data bytes.
std::string npyWith(const std::string& dict, const std::string& data, int major = 1)
{
    std::string out("\x93NUMPY", 6);
    out += static_cast<char>(major);
    out += '\0';
    putLittle(out, dict.size() + 1, major == 1 ? 2 : 4);
    out += dict + "\n" + data;
    return out;
}

std::string zeros(std::size_t n)
{
    return std::string(n, '\0');
}

/// CRC-32 (IEEE), bit by bit: a second implementation, independent of zlib.
std::uint32_t crc32(const std::string& data)
{
    std::uint32_t crc = 0xFFFFFFFFu;
    for (const char c : data) {
        crc ^= static_cast<unsigned char>(c);
        for (int k = 0; k < 8; ++k)
            crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
    }
    return ~crc;
}

/// A zip archive of stored entries, written here independently of core/npy.cpp.
std::string storedZip(const std::vector<std::pair<std::string, std::string>>& entries)
{
    std::string out;
    std::string directory;
    for (const auto& [name, data] : entries) {
        const std::size_t offset = out.size();
        auto common = [&](std::string& s) {
            putLittle(s, 20, 2);
            putLittle(s, 0, 2);
            putLittle(s, 0, 2);
            putLittle(s, 0, 2);
            putLittle(s, 0x21, 2);
            putLittle(s, crc32(data), 4);
            putLittle(s, data.size(), 4);
            putLittle(s, data.size(), 4);
            putLittle(s, name.size(), 2);
            putLittle(s, 0, 2);
        };
        putLittle(out, 0x04034b50, 4);
        common(out);
        out += name + data;
        putLittle(directory, 0x02014b50, 4);
        putLittle(directory, 20, 2);
        common(directory);
        putLittle(directory, 0, 6); // comment length, disk, internal attributes
        putLittle(directory, 0, 4); // external attributes
        putLittle(directory, offset, 4);
        directory += name;
    }
    const std::size_t at = out.size();
    out += directory;
    putLittle(out, 0x06054b50, 4);
    putLittle(out, 0, 4);
    putLittle(out, entries.size(), 2);
    putLittle(out, entries.size(), 2);
    putLittle(out, directory.size(), 4);
    putLittle(out, at, 4);
    putLittle(out, 0, 2);
    return out;
}

Matrix sample(int rows, int cols, unsigned seed)
{
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> mantissa(-1.0, 1.0);
    std::uniform_int_distribution<int> exponent(-30, 30);
    Matrix m(rows, cols);
    for (Eigen::Index i = 0; i < m.rows(); ++i)
        for (Eigen::Index j = 0; j < m.cols(); ++j)
            m(i, j) = std::ldexp(mantissa(rng), exponent(rng));
    return m;
}

/// A small qkv map for archives.
std::map<std::string, Matrix> sampleQkv()
{
    return {{"q", sample(4, 8, 1)}, {"k", sample(5, 8, 2)}, {"v", sample(5, 3, 3)}};
}

void writeFile(const std::string& path, const std::string& bytes)
{
    std::ofstream out(path, std::ios::binary);
    out << bytes;
}

} // namespace

class TestNpy : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void rowLimitIsTheCallers_data();
    void rowLimitIsTheCallers();
    void readsNumpyFiles_data();
    void readsNumpyFiles();
    void everyFloat16();
    void matrixFromNumpyFiles_data();
    void matrixFromNumpyFiles();
    void writesWhatNumpyWrites();
    void rejectsFiles_data();
    void rejectsFiles();
    void rejectsBytes_data();
    void rejectsBytes();
    void roundTripNpy();
    void readsNumpyArchives_data();
    void readsNumpyArchives();
    void qkvArchive_data();
    void qkvArchive();
    void roundTripNpz_data();
    void roundTripNpz();
    void rejectsArchives_data();
    void rejectsArchives();
    void roundTripMatrixFiles_data();
    void roundTripMatrixFiles();
    void attentionStack();
    void attentionHeads();
    void attentionSingleMap();
    void rowSumWarnings();
    void manyRowSumWarnings();
    void rejectsAttention_data();
    void rejectsAttention();
    void tokens_data();
    void tokens();
    void rejectsTokens_data();
    void rejectsTokens();
    void tokenCounts();
    void npzReadsOnlyWhatItNeeds();
    void npzDeclaredSizeCheckedFirst();
    void onlyRegularFiles_data();
    void onlyRegularFiles();
    void everyTruncation_data();
    void everyTruncation();
    void randomCorruption_data();
    void randomCorruption();

private:
    nlohmann::json expected_;
};

void TestNpy::initTestCase()
{
    std::ifstream in(dataPath("expected.json"));
    QVERIFY(in);
    expected_ = nlohmann::json::parse(in);
}

// ---- .npy ---------------------------------------------------------------------------------------

void TestNpy::readsNumpyFiles_data()
{
    QTest::addColumn<QString>("file");
    for (const char* name : {"f8_c_le.npy",
                             "f8_f_le.npy",
                             "f8_c_be.npy",
                             "f8_f_be.npy",
                             "f4_c_le.npy",
                             "f4_f_le.npy",
                             "f4_c_be.npy",
                             "f4_f_be.npy",
                             "f8_1d.npy",
                             "f4_1d_be.npy",
                             "f8_v2.npy",
                             "f8_v3.npy",
                             "f8_3d.npy",
                             "special.npy",
                             "attention_stack.npy",
                             "attention_heads.npy",
                             "attention_unnormalised.npy",
                             "f2_c_le.npy",
                             "f2_c_be.npy",
                             "f2_f_le.npy",
                             "attention_f16.npy"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

// Every one of the 65,536 float16 bit patterns, widened without NumPy: exact multiples of
// 2^-24, in order, symmetric in sign, with the known anchors.
void TestNpy::everyFloat16()
{
    std::string data;
    for (std::uint32_t bits = 0; bits < 0x10000; ++bits) {
        data += static_cast<char>(bits & 0xff);
        data += static_cast<char>(bits >> 8);
    }
    const NdArray a = attnlab::readNpy(
        npyWith("{'descr': '<f2', 'fortran_order': False, 'shape': (65536,), }", data), "h.npy");
    QCOMPARE(a.data.size(), std::size_t{65536});
    const auto at = [&](std::uint32_t bits) { return a.data[bits]; };
    QVERIFY(sameBits(at(0x0000), 0.0));
    QVERIFY(sameBits(at(0x8000), -0.0));
    QCOMPARE(at(0x0001), std::ldexp(1.0, -24));    // smallest subnormal
    QCOMPARE(at(0x03ff), std::ldexp(1023.0, -24)); // largest subnormal
    QCOMPARE(at(0x0400), std::ldexp(1.0, -14));    // smallest normal
    QCOMPARE(at(0x3c00), 1.0);
    QCOMPARE(at(0x3c01), 1.0 + std::ldexp(1.0, -10));
    QCOMPARE(at(0x3555), 0.333251953125);
    QCOMPARE(at(0xc000), -2.0);
    QCOMPARE(at(0x7bff), 65504.0);
    QCOMPARE(at(0x7c00), std::numeric_limits<double>::infinity());
    QCOMPARE(at(0xfc00), -std::numeric_limits<double>::infinity());
    for (std::uint32_t bits = 0x7c01; bits < 0x8000; ++bits) {
        QVERIFY(std::isnan(at(bits)));
        QVERIFY(std::isnan(at(bits | 0x8000)));
    }
    for (std::uint32_t bits = 1; bits < 0x7c00; ++bits) {
        const double v = at(bits);
        QVERIFY2(v > at(bits - 1), qPrintable(QString::number(bits, 16)));
        QVERIFY(sameBits(at(bits | 0x8000), -v));
        const double scaled = std::ldexp(v, 24);
        QCOMPARE(scaled, std::floor(scaled)); // a whole number of 2^-24
    }
    // Big-endian: the same values.
    std::string swapped = data;
    for (std::size_t i = 0; i + 1 < swapped.size(); i += 2)
        std::swap(swapped[i], swapped[i + 1]);
    const NdArray b = attnlab::readNpy(
        npyWith("{'descr': '>f2', 'fortran_order': False, 'shape': (65536,), }", swapped), "h.npy");
    for (std::size_t i = 0; i < a.data.size(); ++i)
        QVERIFY(sameBits(a.data[i], b.data[i]) || (std::isnan(a.data[i]) && std::isnan(b.data[i])));

    // A model run in half precision: its attention weights read as maps.
    const AttentionMaps maps = attnlab::readAttentionMapsFile(dataPath("attention_f16.npy"));
    QCOMPARE(maps.layers, 2);
    QCOMPARE(maps.heads, 3);
    QCOMPARE(maps.queryCount(), 5);
    QVERIFY(maps.warnings.empty());
}

void TestNpy::readsNumpyFiles()
{
    QFETCH(QString, file);
    const std::string name = file.toStdString();
    const NdArray array = attnlab::readNpy(fileBytes(dataPath(name)), name);
    compareArrays(array, expectedArray(expected_.at("arrays").at(name)));
}

void TestNpy::matrixFromNumpyFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("cols");
    for (const char* name : {"f8_c_le.npy", "f8_f_le.npy", "f8_c_be.npy", "f8_f_be.npy",
                             "f4_c_le.npy", "f4_f_le.npy", "f4_c_be.npy", "f4_f_be.npy"})
        QTest::newRow(name) << QString::fromLatin1(name) << 3 << 4;
    QTest::newRow("1-d is one row") << QStringLiteral("f8_1d.npy") << 1 << 5;
    QTest::newRow("1-d big-endian float32") << QStringLiteral("f4_1d_be.npy") << 1 << 5;
    QTest::newRow("version 2.0") << QStringLiteral("f8_v2.npy") << 2 << 3;
    QTest::newRow("version 3.0") << QStringLiteral("f8_v3.npy") << 2 << 3;
}

void TestNpy::matrixFromNumpyFiles()
{
    QFETCH(QString, file);
    QFETCH(int, rows);
    QFETCH(int, cols);
    const std::string name = file.toStdString();
    const Matrix m = attnlab::readMatrixFile(dataPath(name));
    QCOMPARE(m.rows(), rows);
    QCOMPARE(m.cols(), cols);
    const NdArray e = expectedArray(expected_.at("arrays").at(name));
    for (int i = 0; i < rows; ++i)
        for (int j = 0; j < cols; ++j)
            QVERIFY(sameBits(m(i, j), e.data[static_cast<std::size_t>(i * cols + j)]));
    // float32 files: the same numbers as the float64 ones, rounded to float32 by NumPy.
    if (name.starts_with("f4_c") || name.starts_with("f4_f")) {
        const Matrix m8 = attnlab::readMatrixFile(dataPath("f8" + name.substr(2)));
        QVERIFY(sameBits(m, m8.cast<float>().cast<double>()));
    }
}

void TestNpy::writesWhatNumpyWrites()
{
    // np.save of a float64 C-order 2-d array, byte for byte.
    const std::string numpy = fileBytes(dataPath("f8_c_le.npy"));
    const Matrix m = attnlab::readMatrixFile(dataPath("f8_c_le.npy"));
    QCOMPARE(QByteArray::fromStdString(attnlab::writeNpy(m)), QByteArray::fromStdString(numpy));
    const std::string numpy1d = fileBytes(dataPath("f8_1d.npy"));
    QCOMPARE(QByteArray::fromStdString(attnlab::writeNpy(attnlab::readNpy(numpy1d, "f8_1d.npy"))),
             QByteArray::fromStdString(numpy1d));
    // Fortran-order and big-endian input, written back as NumPy writes float64 C order.
    QCOMPARE(attnlab::writeNpy(attnlab::readMatrixFile(dataPath("f8_f_be.npy"))), numpy);
}

void TestNpy::rejectsFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("message"); // after "PATH: " or "PATH "
    QTest::newRow("object array") << QStringLiteral("object.npy")
                                  << QStringLiteral(
                                         "object arrays (pickled Python objects) are "
                                         "not supported: expected float16, float32 or float64 "
                                         "numbers");
    QTest::newRow("int32") << QStringLiteral("int32.npy")
                           << QStringLiteral(
                                  "dtype '<i4' (32-bit signed integers) is not "
                                  "supported: expected float16, float32 or float64 (convert "
                                  "with a.astype(np.float64))");
    QTest::newRow("truncated") << QStringLiteral("truncated.npy")
                               << QStringLiteral("truncated: expected 96 bytes of data, found 68");
    QTest::newRow("corrupt header") << QStringLiteral("corrupt_header.npy")
                                    << QStringLiteral("corrupt header: unterminated string "
                                                      "'shapes: (3, 4), }");
    QTest::newRow("3-d where 2-d is required")
        << QStringLiteral("f8_3d.npy")
        << QStringLiteral("expected a matrix (2 dimensions), found an array of shape (2, 3, 4)");
    QTest::newRow("NaN in a matrix")
        << QStringLiteral("special.npy") << QStringLiteral("row 1, column 1: NaN is not allowed");
    QTest::newRow("archive as a matrix")
        << QStringLiteral("qkv_stored.npz")
        << QStringLiteral("a .npz archive holds several arrays: open it as Q, K and V (arrays "
                          "named q, k and v)");
    QTest::newRow("tokens file as a matrix")
        << QStringLiteral("tokens.json")
        << QStringLiteral("unknown file type '.json': expected .csv, .tsv, .txt or .npy");
    QTest::newRow("missing file") << QStringLiteral("nothing-here.npy")
                                  << QStringLiteral("no such file");
    QTest::newRow("text that is not a matrix")
        << QStringLiteral("tokens.txt") << QStringLiteral("line 1: looks like a header");
}

void TestNpy::rejectsFiles()
{
    QFETCH(QString, file);
    QFETCH(QString, message);
    const std::string path = dataPath(file.toStdString());
    const QString actual = errorOf([&] { attnlab::readMatrixFile(path); });
    const QString sep =
        message.startsWith(QStringLiteral("row ")) || message.startsWith(QStringLiteral("line "))
            ? QStringLiteral(" ")
            : QStringLiteral(": ");
    if (file == QStringLiteral("tokens.txt")) // parseMatrixText's own message, checked there
        QVERIFY2(actual.startsWith(QString::fromStdString(path) + sep + message),
                 qPrintable(actual));
    else
        QCOMPARE(actual, QString::fromStdString(path) + sep + message);
}

void TestNpy::rejectsBytes_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    const std::string ok = "{'descr': '<f8', 'fortran_order': False, 'shape': (2,), }";
    auto row = [](const char* name, const std::string& bytes, const char* message) {
        QTest::newRow(name) << QByteArray::fromStdString(bytes) << QString::fromUtf8(message);
    };
    row("empty", "", "x.npy: empty file, expected a NumPy .npy file");
    row("text", "0.1,0.2\n", "x.npy: not a NumPy .npy file (it does not start with \\x93NUMPY)");
    row("zip", fileBytes(dataPath("qkv_stored.npz")),
        "x.npy: a zip archive (.npz), not a single .npy array");
    row("magic only", "\x93NUM", "x.npy: truncated: 4 bytes, too short for a .npy header");
    row("no header length", std::string("\x93NUMPY\x01\x00\x10", 9),
        "x.npy: truncated: 9 bytes, too short for a .npy header");
    row("version 4.0", std::string("\x93NUMPY\x04\x00", 8) + "\x10\x00{}",
        "x.npy: unsupported .npy format version 4.0 (expected 1.0, 2.0 or 3.0)");
    row("version 1.1", std::string("\x93NUMPY\x01\x01", 8) + "\x10\x00{}",
        "x.npy: unsupported .npy format version 1.1 (expected 1.0, 2.0 or 3.0)");
    row("header past the end", std::string("\x93NUMPY\x01\x00\xff\x7f", 10) + "{'descr'",
        "x.npy: truncated: expected a header of 32767 bytes, found 8");
    row("huge header length", std::string("\x93NUMPY\x02\x00\xff\xff\xff\x7f", 12) + "{}",
        "x.npy: corrupt header: its length (2147483647 bytes) is above the limit of 65536");
    row("float16 without byte order",
        npyWith("{'descr': 'f2', 'fortran_order': False, 'shape': (2,), }", zeros(4)),
        "x.npy: dtype 'f2' has no byte order: expected '<f2' or '>f2'");
    row("float16 truncated",
        npyWith("{'descr': '<f2', 'fortran_order': False, 'shape': (2,), }", zeros(3)),
        "x.npy: truncated: expected 4 bytes of data, found 3");
    row("float128",
        npyWith("{'descr': '<f16', 'fortran_order': False, 'shape': (2,), }", zeros(32)),
        "x.npy: dtype '<f16' (128-bit floats) is not supported: expected float16, float32 or "
        "float64 "
        "(convert with a.astype(np.float64))");
    row("complex", npyWith("{'descr': '<c16', 'fortran_order': False, 'shape': (2,), }", ""),
        "x.npy: dtype '<c16' (128-bit complex numbers) is not supported: expected float16, float32 "
        "or "
        "float64 (convert with a.astype(np.float64))");
    row("bool", npyWith("{'descr': '|b1', 'fortran_order': False, 'shape': (2,), }", ""),
        "x.npy: dtype '|b1' (booleans) is not supported: expected float16, float32 or float64 "
        "(convert "
        "with a.astype(np.float64))");
    row("uint8", npyWith("{'descr': '|u1', 'fortran_order': False, 'shape': (2,), }", ""),
        "x.npy: dtype '|u1' (8-bit unsigned integers) is not supported: expected float16, float32 "
        "or "
        "float64 (convert with a.astype(np.float64))");
    row("strings", npyWith("{'descr': '<U3', 'fortran_order': False, 'shape': (2,), }", ""),
        "x.npy: dtype '<U3' (Unicode strings) is not supported: expected float16, float32 or "
        "float64 "
        "(convert with a.astype(np.float64))");
    row("datetime", npyWith("{'descr': '<M8[ns]', 'fortran_order': False, 'shape': (2,), }", ""),
        "x.npy: dtype '<M8[ns]' (dates and times) is not supported: expected float16, float32 or "
        "float64 "
        "(convert with a.astype(np.float64))");
    row("'|' for floats",
        npyWith("{'descr': '|f8', 'fortran_order': False, 'shape': (2,), }", zeros(16)),
        "x.npy: dtype '|f8': byte order '|' is not valid for floats: expected '<' or '>'");
    row("no byte order",
        npyWith("{'descr': 'f4', 'fortran_order': False, 'shape': (2,), }", zeros(8)),
        "x.npy: dtype 'f4' has no byte order: expected '<f4' or '>f4'");
    row("structured",
        npyWith("{'descr': [('a', '<f8')], 'fortran_order': False, 'shape': (2,), }", ""),
        "x.npy: structured arrays (record dtypes) are not supported: expected float16, float32 or "
        "float64 "
        "numbers");
    row("no shape", npyWith("{'descr': '<f8', 'fortran_order': False, }", zeros(8)),
        "x.npy: corrupt header: no 'shape' key");
    row("no descr", npyWith("{'fortran_order': False, 'shape': (2,), }", zeros(16)),
        "x.npy: corrupt header: no 'descr' key");
    row("unexpected key",
        npyWith("{'descr': '<f8', 'fortran_order': False, 'shape': (2,), 'extra': 1}", ""),
        "x.npy: corrupt header: unexpected key 'extra'");
    row("key twice",
        npyWith("{'descr': '<f8', 'descr': '<f8', 'fortran_order': False, 'shape': (2,)}", ""),
        "x.npy: corrupt header: 'descr' appears twice");
    row("not a dict", npyWith("[1, 2]", ""),
        "x.npy: corrupt header: expected the header to start with '{', found '[1, 2]'");
    row("no closing brace", npyWith("{'descr': '<f8', 'fortran_order': False, 'shape': (2,)", ""),
        "x.npy: corrupt header: expected ',' or '}' after the value of 'shape', found the end "
        "of the header");
    row("fortran_order 0",
        npyWith("{'descr': '<f8', 'fortran_order': 0, 'shape': (2,), }", zeros(16)),
        "x.npy: corrupt header: expected True or False after 'fortran_order', found "
        "'0, 'shape': (2,)'");
    row("descr a number", npyWith("{'descr': 8, 'fortran_order': False, 'shape': (2,), }", ""),
        "x.npy: corrupt header: expected a dtype string after 'descr', found '8, 'fortran_orde'");
    row("negative shape",
        npyWith("{'descr': '<f8', 'fortran_order': False, 'shape': (-1, 2), }", ""),
        "x.npy: corrupt header: expected a whole number or ')' in 'shape', found '-1, 2), }'");
    row("shape (2)", npyWith("{'descr': '<f8', 'fortran_order': False, 'shape': (2), }", ""),
        "x.npy: corrupt header: a one-element shape needs a trailing comma: (2,)");
    row("shape a list", npyWith("{'descr': '<f8', 'fortran_order': False, 'shape': [2], }", ""),
        "x.npy: corrupt header: expected a tuple after 'shape', found '[2], }'");
    row("huge dimension",
        npyWith("{'descr': '<f8', 'fortran_order': False, 'shape': (99999999999,), }", ""),
        "x.npy: shape has a dimension above the limit of 268435456 values");
    row("huge shape",
        npyWith("{'descr': '<f8', 'fortran_order': False, 'shape': (100000, 100000, 100000), }",
                ""),
        "x.npy: shape (100000, 100000, 100000) has more than 268435456 values (the limit)");
    std::string ones;
    for (int i = 0; i < 33; ++i)
        ones += "1, ";
    row("33 dimensions",
        npyWith("{'descr': '<f8', 'fortran_order': False, 'shape': (" + ones + "), }", zeros(8)),
        "x.npy: more than 32 dimensions");
    row("after the dict", npyWith(ok + " x", zeros(16)),
        "x.npy: corrupt header: unexpected 'x' after the closing '}'");
    row("truncated data", npyWith(ok, zeros(15)),
        "x.npy: truncated: expected 16 bytes of data, found 15");
    row("two arrays in one file", npyWith(ok, zeros(16)) + npyWith(ok, zeros(16)),
        "x.npy: 84 unexpected bytes after the array's data (expected 16 bytes of data, found "
        "100; several arrays in one file?)");
}

void TestNpy::rejectsBytes()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    QCOMPARE(errorOf([&] { attnlab::readNpy(bytes.toStdString(), "x.npy"); }), message);
}

void TestNpy::roundTripNpy()
{
    Matrix m = sample(7, 5, 11);
    m(0, 0) = -0.0;
    m(0, 1) = std::numeric_limits<double>::denorm_min();
    m(0, 2) = std::numeric_limits<double>::max();
    m(0, 3) = std::numeric_limits<double>::quiet_NaN();
    m(0, 4) = -std::numeric_limits<double>::infinity();
    m(1, 0) = 0.1;
    const NdArray back = attnlab::readNpy(attnlab::writeNpy(m), "m.npy");
    QCOMPARE(back.shape, (std::vector<std::size_t>{7, 5}));
    QVERIFY(sameBits(attnlab::matrixFromArray(back), m));

    // N-d arrays: header for 0-d, 1-d and 4-d shapes, versions as NumPy writes them.
    for (const std::vector<std::size_t>& shape :
         {std::vector<std::size_t>{}, std::vector<std::size_t>{3},
          std::vector<std::size_t>{2, 1, 3, 2}, std::vector<std::size_t>{0, 4}}) {
        NdArray a;
        a.shape = shape;
        for (std::size_t i = 0; i < a.size(); ++i)
            a.data.push_back(static_cast<double>(i) / 3.0 - 1.0);
        const std::string bytes = attnlab::writeNpy(a);
        QCOMPARE(bytes.find('\n') % 64, std::size_t{63}); // data start on a multiple of 64
        QVERIFY(attnlab::readNpy(bytes, "a.npy") == a);
    }
}

// ---- .npz ---------------------------------------------------------------------------------------

void TestNpy::readsNumpyArchives_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("np.savez (stored)") << QStringLiteral("qkv_stored.npz");
    QTest::newRow("np.savez_compressed (deflated)") << QStringLiteral("qkv_deflated.npz");
    QTest::newRow("np.savez without v") << QStringLiteral("qkv_missing_v.npz");
}

void TestNpy::readsNumpyArchives()
{
    QFETCH(QString, file);
    const std::string name = file.toStdString();
    const auto arrays = attnlab::readNpz(fileBytes(dataPath(name)), name);
    const nlohmann::json& expected = expected_.at("archives").at(name);
    QCOMPARE(arrays.size(), expected.size());
    for (const auto& [key, entry] : expected.items()) {
        QVERIFY2(arrays.count(key), key.c_str());
        compareArrays(arrays.at(key), expectedArray(entry));
    }
}

void TestNpy::qkvArchive_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("stored") << QStringLiteral("qkv_stored.npz");
    QTest::newRow("deflated, k float32") << QStringLiteral("qkv_deflated.npz");
}

void TestNpy::qkvArchive()
{
    QFETCH(QString, file);
    const std::string name = file.toStdString();
    const auto qkv = attnlab::readQkvNpz(dataPath(name));
    QCOMPARE(qkv.size(), std::size_t{3});
    for (const char* key : {"q", "k", "v"}) {
        const Matrix& m = qkv.at(key);
        const NdArray e = expectedArray(expected_.at("archives").at(name).at(key));
        QCOMPARE(static_cast<std::size_t>(m.rows()), e.shape[0]);
        QCOMPARE(static_cast<std::size_t>(m.cols()), e.shape[1]);
        QVERIFY(sameBits(attnlab::arrayFromMatrix(m).data.front(), e.data.front()));
        QVERIFY(attnlab::arrayFromMatrix(m).data == e.data);
    }
}

void TestNpy::roundTripNpz_data()
{
    QTest::addColumn<bool>("compress");
    QTest::newRow("stored") << false;
    QTest::newRow("deflated") << true;
}

void TestNpy::roundTripNpz()
{
    QFETCH(bool, compress);
    auto arrays = sampleQkv();
    arrays["q"](0, 0) = -0.0;
    arrays["k"](1, 1) = std::numeric_limits<double>::denorm_min();
    arrays["weights"] = Matrix::Constant(3, 3, 1.0 / 3.0);
    const std::string bytes = attnlab::writeNpz(arrays, compress);
    const auto back = attnlab::readNpz(bytes, "x.npz");
    QCOMPARE(back.size(), arrays.size());
    for (const auto& [name, m] : arrays)
        QVERIFY2(sameBits(attnlab::matrixFromArray(back.at(name)), m), name.c_str());
    // Each entry is exactly writeNpy's file.
    const auto entries = attnlab::readNpzEntries(bytes, "x.npz");
    QCOMPARE(entries.at("weights"), attnlab::writeNpy(arrays.at("weights")));
    // Stored entries: the archive holds the .npy bytes verbatim; deflated ones are smaller.
    const std::string npy = attnlab::writeNpy(arrays.at("weights"));
    QCOMPARE(bytes.find(npy) != std::string::npos, !compress);
    if (compress)
        QVERIFY(bytes.size() < attnlab::writeNpz(arrays, false).size());
    QCOMPARE(
        attnlab::qkvNpzBytes(arrays["q"], arrays["k"], arrays["v"], compress),
        attnlab::writeNpz({{"q", arrays["q"]}, {"k", arrays["k"]}, {"v", arrays["v"]}}, compress));
    // Through a file: readQkvNpz.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string path = dir.filePath(QStringLiteral("qkv.npz")).toStdString();
    writeFile(path, bytes);
    const auto qkv = attnlab::readQkvNpz(path);
    QCOMPARE(qkv.size(), std::size_t{3});
    for (const char* key : {"q", "k", "v"})
        QVERIFY(sameBits(qkv.at(key), arrays.at(key)));
}

void TestNpy::rejectsArchives_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    auto row = [](const char* name, const std::string& bytes, const QString& message) {
        QTest::newRow(name) << QByteArray::fromStdString(bytes) << message;
    };
    const std::map<std::string, Matrix> small = {{"k", sample(2, 3, 5)}, {"q", sample(2, 3, 6)}};
    const std::string stored = attnlab::writeNpz(small, false);
    const std::string deflated = attnlab::writeNpz(small, true);
    const std::size_t directory = stored.find("PK\x01\x02");

    row("empty", "", QStringLiteral("x.npz: not a NumPy .npz file (not a zip archive)"));
    row("text", std::string(100, 'a'),
        QStringLiteral("x.npz: not a NumPy .npz file (not a zip archive)"));
    row("a .npy file", attnlab::writeNpy(sample(2, 2, 1)),
        QStringLiteral("x.npz: not a NumPy .npz file (not a zip archive)"));
    row("first 100 bytes", stored.substr(0, 100),
        QStringLiteral("x.npz: truncated or corrupt zip archive (no valid central directory)"));
    row("first 10 bytes", stored.substr(0, 10),
        QStringLiteral("x.npz: truncated zip archive (10 bytes)"));
    row("empty archive", std::string("PK\x05\x06", 4) + zeros(18),
        QStringLiteral("x.npz: no arrays in the archive"));
    {
        std::string b = stored;
        b[8] = 12; // local header method
        b[directory + 10] = 12;
        row("bzip2", b,
            QStringLiteral("x.npz: k.npy: compression method 12 (bzip2) is not supported: "
                           "expected stored or deflated entries (np.savez or "
                           "np.savez_compressed)"));
    }
    {
        std::string b = stored;
        b[directory + 8] = 1;
        row("encrypted", b, QStringLiteral("x.npz: k.npy: encrypted entries are not supported"));
    }
    {
        std::string b = stored;
        b[30 + 5 + 100] ^= 0x01; // a byte in k.npy's header
        row("stored entry changed", b,
            QStringLiteral("x.npz: k.npy: CRC-32 mismatch (the entry is corrupt)"));
    }
    {
        std::string b = stored;
        b.replace(b.find("k.npy"), 5, "k.txt");
        b.replace(b.find("k.npy"), 5, "k.txt");
        row("not a .npy entry", b,
            QStringLiteral("x.npz: k.txt: not a .npy array (a NumPy .npz archive holds only "
                           "NAME.npy entries)"));
    }
    {
        std::string b = stored;
        b.replace(b.find("q.npy"), 5, "k.npy"); // the local header's name comes second
        b.replace(b.find("q.npy"), 5, "k.npy");
        row("duplicate", b, QStringLiteral("x.npz: k.npy: appears twice in the archive"));
    }
    {
        std::string b = stored;
        b[directory + 42] = 7; // local header offset
        row("bad offset", b,
            QStringLiteral("x.npz: k.npy: corrupt zip archive (no readable local header where the "
                           "central directory points: Invalid argument)"));
    }
    {
        std::string b = stored;
        b[directory + 20] = static_cast<char>(0xF0); // compressed size
        b[directory + 21] = static_cast<char>(0xFF);
        row("size past the end", b,
            QStringLiteral("x.npz: k.npy: truncated: expected 65520 bytes of data, the archive "
                           "has %1")
                .arg(stored.size()));
    }
    {
        std::string b = deflated;
        b[deflated.find("PK\x01\x02") + 24] ^= 0x10; // declared uncompressed size: 176 -> 160
        row("deflated size too small", b,
            QStringLiteral("x.npz: k.npy: corrupt entry: more data than its declared size of 160 "
                           "bytes"));
        b[deflated.find("PK\x01\x02") + 24] ^= 0x50; // 176 -> 240
        row("deflated size too large", b,
            QStringLiteral("x.npz: k.npy: corrupt entry: the zip entry declares 240 bytes, its "
                           ".npy header (shape (2, 3)) 176; refused before it is inflated"));
    }
    row("odd entry name", storedZip({{std::string("a\x01\xff.txt", 7), "x"}}),
        QStringLiteral("x.npz: a\\x01\\xff.txt: not a .npy array (a NumPy .npz archive holds "
                       "only NAME.npy entries)"));
    row("npy inside is int64",
        storedZip({{"q.npy", npyWith("{'descr': '<i8', 'fortran_order': False, 'shape': (1,), }",
                                     zeros(8))}}),
        QStringLiteral("x.npz: q.npy: dtype '<i8' (64-bit signed integers) is not supported: "
                       "expected float16, float32 or float64 (convert with a.astype(np.float64))"));
    row("npy inside is truncated",
        storedZip({{"v.npy", npyWith("{'descr': '>f4', 'fortran_order': True, 'shape': (2, 2), }",
                                     zeros(15))}}),
        QStringLiteral("x.npz: v.npy: truncated: expected 16 bytes of data, found 15"));
}

void TestNpy::rejectsArchives()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    QCOMPARE(errorOf([&] { attnlab::readNpz(bytes.toStdString(), "x.npz"); }), message);
}

// ---- Matrix files -------------------------------------------------------------------------------

void TestNpy::roundTripMatrixFiles_data()
{
    QTest::addColumn<QString>("name");
    for (const char* name : {"m.csv", "m.tsv", "m.txt", "m.npy", "M.CSV", "M.NPY"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestNpy::roundTripMatrixFiles()
{
    QFETCH(QString, name);
    Matrix m = sample(9, 6, 21) * 1e3;
    m(0, 0) = -0.0;
    m(0, 1) = 0.1;
    m(0, 2) = 1e12;
    m(0, 3) = -1e-300;
    m(0, 4) = 1.0 / 3.0;
    m(0, 5) = 123456789.0;
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string path = dir.filePath(name).toStdString();
    const std::string bytes = attnlab::matrixFileBytes(m, path);
    writeFile(path, bytes);
    QVERIFY(sameBits(attnlab::readMatrixFile(path), m));
    if (name.endsWith(QStringLiteral(".csv"), Qt::CaseInsensitive)) {
        QVERIFY(bytes.starts_with("-0,0.1,1e+12,-1e-300,0.3333333333333333,123456789\n"));
        QVERIFY(bytes.ends_with("\n"));
    }
    if (name == QStringLiteral("m.tsv"))
        QVERIFY(bytes.starts_with("-0\t0.1\t"));
    // A single row as a 1-d .npy (np.save of a vector) reads back as that row.
    const Matrix row = m.topRows(1);
    const std::string rowPath = dir.filePath(QStringLiteral("row.npy")).toStdString();
    writeFile(rowPath, attnlab::writeNpy(NdArray{{6}, attnlab::arrayFromMatrix(row).data}));
    QVERIFY(sameBits(attnlab::readMatrixFile(rowPath), row));
    QCOMPARE(errorOf([&] { attnlab::matrixFileBytes(m, "m.npz"); }),
             QStringLiteral("m.npz: unknown file type '.npz': expected .csv, .tsv, .txt or .npy"));
    QCOMPARE(errorOf([&] { attnlab::matrixFileBytes(m, "m"); }),
             QStringLiteral("m: no file extension: expected .csv, .tsv, .txt or .npy"));
}

// ---- Attention maps -----------------------------------------------------------------------------

void TestNpy::attentionStack()
{
    const std::string path = dataPath("attention_stack.npy");
    const AttentionMaps maps = attnlab::readAttentionMapsFile(path, dataPath("tokens.txt"));
    QCOMPARE(maps.layers, 2);
    QCOMPARE(maps.heads, 4);
    QCOMPARE(maps.maps.size(), std::size_t{8});
    QCOMPARE(maps.queryCount(), 6);
    QCOMPARE(maps.keyCount(), 6);
    QVERIFY(maps.warnings.empty());
    const NdArray e = expectedArray(expected_.at("arrays").at("attention_stack.npy"));
    const Matrix& m = maps.at(1, 2);
    for (int i = 0; i < 6; ++i)
        for (int j = 0; j < 6; ++j)
            QVERIFY(
                sameBits(m(i, j), e.data[static_cast<std::size_t>(((1 * 4 + 2) * 6 + i) * 6 + j)]));
    QVERIFY(&maps.at(1, 2) == &maps.maps[6]);
    QVERIFY(sameBits(maps.at(0, 3)(5, 4), e.data[static_cast<std::size_t>((3 * 6 + 5) * 6 + 4)]));
    const std::vector<std::string> tokens = expected_.at("tokens").get<std::vector<std::string>>();
    QCOMPARE(maps.queryTokens, tokens);
    QCOMPARE(maps.keyTokens, tokens);
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, maps.at(2, 0));
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, maps.at(0, 4));
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, maps.at(-1, 0));
    // The same with a JSON list of tokens.
    QCOMPARE(attnlab::readAttentionMapsFile(path, dataPath("tokens.json")).keyTokens, tokens);

    // BERT's tokens beside the weights, one a line with "[CLS]" first: NAME.tokens.txt is lines.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string npy = dir.filePath(QStringLiteral("bert.npy")).toStdString();
    const std::string txt = dir.filePath(QStringLiteral("bert.tokens.txt")).toStdString();
    writeFile(npy, fileBytes(path));
    writeFile(txt, "[CLS]\nthe\ncat\nsat\ndown\n[SEP]\n");
    QCOMPARE(attnlab::tokensFileBeside(npy), txt);
    QCOMPARE(attnlab::readAttentionMapsFile(npy, attnlab::tokensFileBeside(npy)).queryTokens,
             (std::vector<std::string>{"[CLS]", "the", "cat", "sat", "down", "[SEP]"}));
}

void TestNpy::attentionHeads()
{
    const std::string path = dataPath("attention_heads.npy");
    AttentionMaps maps = attnlab::readAttentionMapsFile(path);
    QCOMPARE(maps.layers, 1);
    QCOMPARE(maps.heads, 3);
    QCOMPARE(maps.queryCount(), 4);
    QCOMPARE(maps.keyCount(), 5);
    QVERIFY(maps.warnings.empty());
    QVERIFY(maps.queryTokens.empty());
    const NdArray e = expectedArray(expected_.at("arrays").at("attention_heads.npy"));
    QVERIFY(sameBits(maps.at(0, 2)(3, 4), e.data.back()));
    // Cross-attention: one list holds the query tokens, then the key tokens; or two lists.
    QCOMPARE(errorOf([&] { attnlab::readAttentionMapsFile(path, dataPath("tokens.txt")); }),
             QString::fromStdString(dataPath("tokens.txt")) +
                 QStringLiteral(": these maps are 4 x 5 (cross-attention): expected 9 tokens, "
                                "the 4 query tokens then the 5 key tokens, got 6"));
    attnlab::setTokens(maps, {"q0", "q1", "q2", "q3", "k0", "k1", "k2", "k3", "k4"}, "one list");
    QCOMPARE(maps.queryTokens, (std::vector<std::string>{"q0", "q1", "q2", "q3"}));
    QCOMPARE(maps.keyTokens.front(), std::string("k0"));
    QCOMPARE(maps.keyTokens.size(), std::size_t{5});
    attnlab::setTokens(maps, {"Le", "chat", "noir", "."}, {"The", "black", "cat", ".", "!"},
                       "tokens");
    QCOMPARE(maps.queryTokens.size(), std::size_t{4});
    QCOMPARE(maps.keyTokens.back(), std::string("!"));
}

void TestNpy::attentionSingleMap()
{
    NdArray a{{2, 2}, {0.25, 0.75, 1.0, 0.0}};
    const AttentionMaps maps = attnlab::attentionMapsFromArray(a, "a.npy");
    QCOMPARE(maps.layers, 1);
    QCOMPARE(maps.heads, 1);
    QCOMPARE(maps.at(0, 0)(0, 1), 0.75);
    QVERIFY(maps.warnings.empty());
}

void TestNpy::rowSumWarnings()
{
    const std::string path = dataPath("attention_unnormalised.npy");
    const AttentionMaps maps = attnlab::readAttentionMapsFile(path);
    QCOMPARE(maps.layers, 1);
    QCOMPARE(maps.heads, 1);
    const attnlab::Warnings expected = {
        {"rows_not_normalised", 0, 1, "row 1: the weights sum to 0.9 instead of 1"},
        {"rows_not_normalised", 0, 2, "row 2: the weights sum to 1.2 instead of 1"},
    };
    QCOMPARE(maps.warnings.size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i)
        QCOMPARE(QString::fromStdString(maps.warnings[i].message),
                 QString::fromStdString(expected[i].message));
    QVERIFY(maps.warnings == expected);

    // Within 1e-3 is fine; beyond is not.
    NdArray a{{1, 3, 2, 2}, {0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5005, 0.5, 0.5, 0.5, 0.502}};
    const AttentionMaps near = attnlab::attentionMapsFromArray(a, "a.npy");
    QCOMPARE(near.warnings.size(), std::size_t{1});
    QCOMPARE(near.warnings[0],
             (attnlab::Warning{"rows_not_normalised", 2, 1,
                               "layer 0, head 2, row 1: the weights sum to 1.002 instead of 1"}));
    NdArray h{{2, 1, 2}, {0.5, 0.5, 0.3, 0.3}};
    QCOMPARE(attnlab::attentionMapsFromArray(h, "h.npy").warnings.at(0).message,
             std::string("head 1, row 0: the weights sum to 0.6 instead of 1"));
}

void TestNpy::manyRowSumWarnings()
{
    NdArray a{{2, 3, 4, 4}, std::vector<double>(2 * 3 * 4 * 4, 0.5)};
    const AttentionMaps maps = attnlab::attentionMapsFromArray(a, "a.npy");
    QCOMPARE(maps.warnings.size(), std::size_t{attnlab::maxRowSumWarnings + 1});
    QCOMPARE(maps.warnings.front(),
             (attnlab::Warning{"rows_not_normalised", 0, 0,
                               "layer 0, head 0, row 0: the weights sum to 2 instead of 1"}));
    QCOMPARE(maps.warnings[9].message,
             std::string("layer 0, head 2, row 1: the weights sum to 2 instead of 1"));
    QCOMPARE(maps.warnings[9].head, 2);
    QCOMPARE(maps.warnings.back(),
             (attnlab::Warning{"rows_not_normalised", -1, -1,
                               "and 14 more rows whose weights do not sum to 1 (24 of 24 rows "
                               "in all)"}));
}

void TestNpy::rejectsAttention_data()
{
    QTest::addColumn<QString>("file"); // a fixture, or empty for the array below
    QTest::addColumn<QString>("message");
    QTest::newRow("5-d") << QString()
                         << QStringLiteral("a.npy: expected attention weights of shape (n_q, "
                                           "n_k), (heads, n_q, n_k) or (layers, heads, n_q, "
                                           "n_k), found 5 dimensions, shape (2, 1, 1, 1, 1) "
                                           "(still with the batch dimension? save one element: "
                                           "a[:, 0])");
    QTest::newRow("1-d") << QStringLiteral("f8_1d.npy")
                         << QStringLiteral("f8_1d.npy: expected attention weights of shape "
                                           "(n_q, n_k), (heads, n_q, n_k) or (layers, heads, "
                                           "n_q, n_k), found 1 dimensions, shape (5,)");
    QTest::newRow("NaN") << QStringLiteral("special.npy")
                         << QStringLiteral("special.npy row 0, column 0: NaN is not a weight");
    QTest::newRow("object") << QStringLiteral("object.npy")
                            << QStringLiteral(
                                   "object.npy: object arrays (pickled Python "
                                   "objects) are not supported: expected float16, float32 or "
                                   "float64 numbers");
}

void TestNpy::rejectsAttention()
{
    QFETCH(QString, file);
    QFETCH(QString, message);
    if (file.isEmpty()) {
        const NdArray a{{2, 1, 1, 1, 1}, {1.0, 1.0}};
        QCOMPARE(errorOf([&] { attnlab::attentionMapsFromArray(a, "a.npy"); }), message);
        return;
    }
    const std::string name = file.toStdString();
    QCOMPARE(errorOf([&] {
                 attnlab::attentionMapsFromArray(attnlab::readNpy(fileBytes(dataPath(name)), name),
                                                 name);
             }),
             message);
    // More: empty dimensions and an infinite weight in a stack.
    QCOMPARE(errorOf([] {
                 attnlab::attentionMapsFromArray(NdArray{{2, 0, 3}, {}}, "e.npy");
             }),
             QStringLiteral("e.npy: no attention weights (an empty dimension in shape (2, 0, 3))"));
    NdArray inf{{1, 2, 1, 2}, {0.5, 0.5, 1.0, std::numeric_limits<double>::infinity()}};
    QCOMPARE(errorOf([&] { attnlab::attentionMapsFromArray(inf, "i.npy"); }),
             QStringLiteral("i.npy layer 0, head 1, row 0, column 1: an infinite value is not a "
                            "weight"));
    QCOMPARE(
        errorOf([] {
            attnlab::attentionMapsFromArray(NdArray{{1, 2049}, std::vector<double>(2049)}, "w.npy");
        }),
        QStringLiteral("w.npy: maps of 1 x 2049 exceed the limit of 2048 tokens"));
}

void TestNpy::tokens_data()
{
    // The file's name alone gives its format: .json a JSON list, anything else one token a line.
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QStringList>("tokens");
    const QString txt = QStringLiteral("t.tokens.txt");
    const QString json = QStringLiteral("t.tokens.json");
    QTest::newRow("lines") << txt << QByteArray("a\nb\nc") << QStringList{"a", "b", "c"};
    QTest::newRow("final line end") << txt << QByteArray("a\nb\n") << QStringList{"a", "b"};
    QTest::newRow("blank lines at the end")
        << txt << QByteArray("a\nb\n\n\n") << QStringList{"a", "b"};
    QTest::newRow("Windows") << txt << QByteArray("a\r\nb\r\n") << QStringList{"a", "b"};
    QTest::newRow("BOM") << txt
                         << QByteArray("\xEF\xBB\xBF"
                                       "a\nb")
                         << QStringList{"a", "b"};
    QTest::newRow("spaces kept") << txt << QByteArray("The\n black\n cat ")
                                 << QStringList{"The", " black", " cat "};
    QTest::newRow("empty line inside") << txt << QByteArray("a\n\nb") << QStringList{"a", "", "b"};
    // BERT's tokens, as the model tab's Hugging Face snippet writes them: lines, not JSON.
    QTest::newRow("BERT lines, [CLS] first") << txt << QByteArray("[CLS]\nthe\ncat\nsat\n[SEP]\n")
                                             << QStringList{"[CLS]", "the", "cat", "sat", "[SEP]"};
    QTest::newRow("BERT lines, indented [CLS]")
        << QStringLiteral("bert.txt") << QByteArray(" [CLS]\n[SEP]")
        << QStringList{" [CLS]", "[SEP]"};
    QTest::newRow("brackets in a .txt are a token")
        << txt << QByteArray("[\"a\", \"b\"]\n") << QStringList{"[\"a\", \"b\"]"};
    QTest::newRow("JSON") << json << QByteArray(" [\"[CLS]\", \"chat\", \"\\u00e9\", \"[SEP]\"]\n")
                          << QStringList{"[CLS]", "chat", QString::fromUtf8("\xC3\xA9"), "[SEP]"};
    QTest::newRow("JSON over lines")
        << json << QByteArray("[\n  \"a\",\n  \"b\"\n]") << QStringList{"a", "b"};
    QTest::newRow("JSON with a BOM, upper-case name") << QStringLiteral("T.TOKENS.JSON")
                                                      << QByteArray("\xEF\xBB\xBF"
                                                                    "[\"a\"]")
                                                      << QStringList{"a"};
    QTest::newRow("UTF-8") << txt << QByteArray("n\xC3\xA3o\n\xE7\x8C\xAB")
                           << QStringList{QString::fromUtf8("n\xC3\xA3o"),
                                          QString::fromUtf8("\xE7\x8C\xAB")};
}

void TestNpy::tokens()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, text);
    QFETCH(QStringList, tokens);
    std::vector<std::string> expected;
    for (const QString& t : tokens)
        expected.push_back(t.toStdString());
    const std::string path = name.toStdString();
    QCOMPARE(attnlab::readTokensText(text.toStdString(), attnlab::tokensFormatOf(path), path),
             expected);

    // The same through a file of that name (what the app, drag and drop and the CLI read).
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString filePath = dir.filePath(name);
    {
        std::ofstream out(filePath.toStdString(), std::ios::binary);
        out << text.toStdString();
    }
    QCOMPARE(attnlab::readTokensFile(filePath.toStdString()), expected);
}

void TestNpy::rejectsTokens_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("message");
    const QString txt = QStringLiteral("t.txt");
    const QString json = QStringLiteral("t.json");
    QTest::newRow("empty") << txt << QByteArray() << QStringLiteral("t.txt: no tokens");
    QTest::newRow("blank") << txt << QByteArray("\n\n") << QStringLiteral("t.txt: no tokens");
    QTest::newRow("empty JSON file") << json << QByteArray()
                                     << QStringLiteral("t.json: not a valid JSON list of tokens "
                                                       "(error at byte 1)");
    QTest::newRow("number") << json << QByteArray("[\"a\", 1]")
                            << QStringLiteral("t.json[1]: expected a string, got a number");
    QTest::newRow("nested") << json << QByteArray("[[\"a\"]]")
                            << QStringLiteral("t.json[0]: expected a string, got a list");
    QTest::newRow("empty list") << json << QByteArray("[]") << QStringLiteral("t.json: no tokens");
    QTest::newRow("not a list") << json << QByteArray("{\"a\": 1}")
                                << QStringLiteral("t.json: expected a JSON list of tokens");
    QTest::newRow("lines in a .json")
        << json << QByteArray("[CLS]\nthe\n[SEP]\n")
        << QStringLiteral("t.json: not a valid JSON list of tokens (error at byte 2)");
    QTest::newRow("bad JSON") << json << QByteArray("[\"a\",")
                              << QStringLiteral("t.json: not a valid JSON list of tokens (error "
                                                "at byte 6)");
    QTest::newRow("number overflow") << json << QByteArray("[\"a\", 1e400]")
                                     << QStringLiteral("t.json: not a valid JSON list of tokens "
                                                       "(a number too large)");
    QByteArray many;
    for (int i = 0; i < 2049; ++i)
        many += "w\n";
    QTest::newRow("too many") << txt << many
                              << QStringLiteral("t.txt: more than 2048 tokens (the limit)");
}

void TestNpy::rejectsTokens()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, text);
    QFETCH(QString, message);
    const std::string path = name.toStdString();
    QCOMPARE(errorOf([&] {
                 attnlab::readTokensText(text.toStdString(), attnlab::tokensFormatOf(path), path);
             }),
             message);
}

void TestNpy::tokenCounts()
{
    AttentionMaps maps = attnlab::readAttentionMapsFile(dataPath("attention_stack.npy"));
    QCOMPARE(errorOf([&] {
                 attnlab::setTokens(maps, {"a", "b", "c", "d", "e"}, "tok.txt");
             }),
             QStringLiteral("tok.txt: expected 6 tokens (one per row and column of the 6 x 6 "
                            "maps), got 5"));
    QCOMPARE(errorOf([&] { attnlab::setTokens(maps, {"a"}, {}, "tok"); }),
             QStringLiteral("tok: expected 6 query tokens (one per row of the 6 x 6 maps), got 1"));
    QCOMPARE(
        errorOf([&] {
            attnlab::setTokens(maps, {}, {"a", "b"}, "tok");
        }),
        QStringLiteral("tok: expected 6 key tokens (one per column of the 6 x 6 maps), got 2"));
    QVERIFY(maps.queryTokens.empty());
}

// ---- Robustness: every truncation, random corruption --------------------------------------------

void TestNpy::npzReadsOnlyWhatItNeeds()
{
    // An array that Q, K, V do not use is never inflated: here its checksum is wrong, which
    // only reading it would find (as a 2 GiB entry would only cost when inflated).
    std::string bytes = attnlab::writeNpz({{"big", sample(3, 3, 1)},
                                           {"q", sample(2, 4, 2)},
                                           {"k", sample(3, 4, 3)},
                                           {"v", sample(3, 2, 4)}},
                                          true);
    const std::size_t local = bytes.find("big.npy");
    const std::size_t central = bytes.find("big.npy", local + 1);
    QVERIFY(local != std::string::npos && central != std::string::npos);
    bytes[central - 46 + 16] = static_cast<char>(bytes[central - 46 + 16] ^ 0x55); // its CRC-32
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("x.npz")).toStdString();
    writeFile(path, bytes);
    QCOMPARE(errorOf([&] { attnlab::readQkvNpz(path); }), QStringLiteral("no error"));
    QVERIFY(sameBits(attnlab::readQkvNpz(path).at("q"), sample(2, 4, 2)));
    // Every array is read when every array is asked for, and the damage is found.
    QCOMPARE(errorOf([&] { attnlab::readNpz(bytes, "x.npz"); }),
             QStringLiteral("x.npz: big.npy: CRC-32 mismatch (the entry is corrupt)"));
    // A missing array still lists what the archive holds, unread ones too.
    writeFile(path, attnlab::writeNpz({{"big", sample(3, 3, 1)}, {"q", sample(2, 4, 2)}}, true));
    QCOMPARE(errorOf([&] { attnlab::readQkvNpz(path); }),
             QString::fromStdString(path + ": missing arrays 'k' and 'v': expected arrays named "
                                           "q, k and v; the archive holds big, q"));
}

void TestNpy::npzDeclaredSizeCheckedFirst()
{
    // q of 2,049 x 4,096 float64 values declares 67 MB: more than any matrix may hold, so it is
    // refused from its declared size, before it is inflated.
    const Matrix big = Matrix::Zero(2049, 4096);
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("x.npz")).toStdString();
    writeFile(path, attnlab::writeNpz({{"q", big}, {"k", sample(3, 4, 3)}, {"v", sample(3, 2, 4)}},
                                      true));
    const QString error = errorOf([&] { attnlab::readQkvNpz(path); });
    QVERIFY2(error.startsWith(QString::fromStdString(path + ": q.npy: declares ")) &&
                 error.contains(QLatin1String("bytes uncompressed; the limit for this array is")),
             qPrintable(error));
}

void TestNpy::onlyRegularFiles_data()
{
    QTest::addColumn<QString>("name");   // in a temporary folder
    QTest::addColumn<QString>("target"); // a link to this, or "FIFO"
    QTest::newRow("a link to /dev/zero, .npy")
        << QStringLiteral("z.npy") << QStringLiteral("/dev/zero");
    QTest::newRow("a link to /dev/zero, .npz")
        << QStringLiteral("z.npz") << QStringLiteral("/dev/zero");
    QTest::newRow("a FIFO, .csv") << QStringLiteral("f.csv") << QStringLiteral("FIFO");
    QTest::newRow("a FIFO, tokens") << QStringLiteral("f.tokens.txt") << QStringLiteral("FIFO");
}

void TestNpy::onlyRegularFiles()
{
    QFETCH(QString, name);
    QFETCH(QString, target);
    QTemporaryDir dir;
    const QString path = dir.filePath(name);
    if (target == QLatin1String("FIFO"))
        QCOMPARE(QProcess::execute(QStringLiteral("mkfifo"), {path}), 0);
    else
        QVERIFY(QFile::link(target, path));
    const std::string p = path.toStdString();
    const QString expected = path + QStringLiteral(": not a regular file (a FIFO, a device or a "
                                                   "socket); only regular files are read");
    if (name.endsWith(QLatin1String(".npz")))
        QCOMPARE(errorOf([&] { attnlab::readQkvNpz(p); }), expected);
    else if (name.contains(QLatin1String("tokens")))
        QCOMPARE(errorOf([&] { attnlab::readTokensFile(p); }), expected);
    else
        QCOMPARE(errorOf([&] { attnlab::readMatrixFile(p); }), expected);
    if (name.endsWith(QLatin1String(".npy")))
        QCOMPARE(errorOf([&] { attnlab::readAttentionMapsFile(p); }), expected);
}

void TestNpy::everyTruncation_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("archive");
    for (const char* name : {"f8_c_le.npy", "f4_f_be.npy", "f8_v3.npy", "attention_heads.npy"})
        QTest::newRow(name) << QByteArray::fromStdString(fileBytes(dataPath(name))) << false;
    for (const char* name : {"qkv_stored.npz", "qkv_deflated.npz"})
        QTest::newRow(name) << QByteArray::fromStdString(fileBytes(dataPath(name))) << true;
    QTest::newRow("writeNpz deflated")
        << QByteArray::fromStdString(attnlab::writeNpz(sampleQkv(), true)) << true;
}

void TestNpy::everyTruncation()
{
    QFETCH(QByteArray, bytes);
    QFETCH(bool, archive);
    const std::string full = bytes.toStdString();
    QVERIFY(full.size() > 100);
    for (std::size_t n = 0; n < full.size(); ++n) {
        const std::string prefix = full.substr(0, n);
        const QString e = errorOf([&] {
            if (archive)
                attnlab::readNpz(prefix, "x");
            else
                attnlab::readNpy(prefix, "x");
        });
        QVERIFY2(e.startsWith(QStringLiteral("x: ")),
                 qPrintable(QStringLiteral("%1 bytes: %2").arg(n).arg(e)));
    }
    // The whole file reads.
    QCOMPARE(errorOf([&] {
                 if (archive)
                     attnlab::readNpz(full, "x");
                 else
                     attnlab::readNpy(full, "x");
             }),
             QStringLiteral("no error"));
}

void TestNpy::randomCorruption_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("archive");
    for (const char* name : {"f8_f_be.npy", "attention_stack.npy", "truncated.npy",
                             "corrupt_header.npy", "object.npy", "int32.npy"})
        QTest::newRow(name) << QByteArray::fromStdString(fileBytes(dataPath(name))) << false;
    for (const char* name : {"qkv_stored.npz", "qkv_deflated.npz", "qkv_missing_v.npz"})
        QTest::newRow(name) << QByteArray::fromStdString(fileBytes(dataPath(name))) << true;
}

void TestNpy::randomCorruption()
{
    QFETCH(QByteArray, bytes);
    QFETCH(bool, archive);
    const std::string original = bytes.toStdString();
    std::mt19937 rng(12345);
    int accepted = 0;
    for (int trial = 0; trial < 3000; ++trial) {
        std::string b = original;
        const int changes = 1 + static_cast<int>(rng() % 3);
        for (int c = 0; c < changes; ++c) {
            const std::size_t at = rng() % b.size();
            switch (rng() % 3) {
            case 0:
                b[at] = static_cast<char>(rng());
                break;
            case 1:
                b[at] ^= static_cast<char>(1u << (rng() % 8));
                break;
            default:
                b.erase(at, 1 + rng() % 8);
                if (b.empty())
                    b = "x";
                break;
            }
        }
        const QString e = errorOf([&] {
            if (archive)
                attnlab::readNpz(b, "x");
            else
                attnlab::readNpy(b, "x");
        });
        if (e == QStringLiteral("no error"))
            ++accepted;
        else
            QVERIFY2(e.startsWith(QStringLiteral("x: ")), qPrintable(e));
    }
    qDebug("%d of 3000 corrupted copies still read (the changes hit values or unchecked fields)",
           accepted);
}

void TestNpy::rowLimitIsTheCallers_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("maxRows");
    QTest::addColumn<QString>("message"); // empty: accepted
    QTest::newRow("staged limit") << 2048 << int(attnlab::limits::maxTokens) << QString();
    QTest::newRow("over the staged limit")
        << 2049 << int(attnlab::limits::maxTokens) << "x.npy: 2049 rows exceed the limit of 2048";
    QTest::newRow("a scenario's NumPy inputs")
        << 6000 << int(attnlab::limits::maxFusedTokens) << QString();
    QTest::newRow("over the fused limit")
        << int(attnlab::limits::maxFusedTokens) + 1 << int(attnlab::limits::maxFusedTokens)
        << "x.npy: 131073 rows exceed the limit of 131072";
}

void TestNpy::rowLimitIsTheCallers()
{
    // Imports keep the staged engine's 2,048 rows; a scenario's "npz" / "q": "q.npy" inputs
    // ask for the fused engines' 131,072 (the engine that runs them checks its own).
    QFETCH(int, rows);
    QFETCH(int, maxRows);
    QFETCH(QString, message);
    const attnlab::NdArray array{{std::size_t(rows), 2},
                                 std::vector<double>(std::size_t(rows) * 2, 0.25)};
    try {
        const attnlab::Matrix m = attnlab::matrixFromNpyArray(array, "x.npy", maxRows);
        QVERIFY2(message.isEmpty(), "accepted");
        QCOMPARE(m.rows(), rows);
    } catch (const attnlab::InputError& e) {
        QCOMPARE(QString::fromStdString(e.what()), message);
    }
    if (maxRows == attnlab::limits::maxTokens)
        QCOMPARE(rows <= 2048, [&] {
            try {
                attnlab::matrixFromNpyArray(array, "x.npy");
                return true;
            } catch (const attnlab::InputError&) {
                return false;
            }
        }());
}

QTEST_APPLESS_MAIN(TestNpy)
#include "tst_npy.moc"

#include "inputerror.h"
#include "matrixtext.h"
#include "sizelimits.h"

#include <QByteArray>
#include <QList>
#include <QTest>

#include <cmath>
#include <limits>
#include <random>
#include <string>

using attnlab::InputError;
using attnlab::Matrix;

namespace {

Matrix fromValues(int rows, int cols, const QList<double>& values)
{
    Matrix m(rows, cols);
    for (int i = 0; i < rows; ++i)
        for (int j = 0; j < cols; ++j)
            m(i, j) = values.at(i * cols + j);
    return m;
}

QByteArray repeated(const QByteArray& piece, int count)
{
    QByteArray out;
    for (int i = 0; i < count; ++i)
        out += piece;
    return out;
}

} // namespace

class TestMatrixText : public QObject
{
    Q_OBJECT

private slots:
    void accepts_data();
    void accepts();
    void rejects_data();
    void rejects();
    void limitsAreInclusive();
    void number_data();
    void number();
    void numberRejects_data();
    void numberRejects();
    void formatting();
    void roundTrip_data();
    void roundTrip();
    void roundTripRandom();
};

void TestMatrixText::accepts_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("cols");
    QTest::addColumn<QList<double>>("values");

    const QList<double> q4{0.1, 0.2, 0.3, 0.4};
    const QList<double> n4{1, 2, 3, 4};

    // Line-based text.
    QTest::newRow("tsv (spreadsheet)") << QByteArray("0.1\t0.2\n0.3\t0.4") << 2 << 2 << q4;
    QTest::newRow("tsv, CRLF and trailing line end")
        << QByteArray("0.1\t0.2\r\n0.3\t0.4\r\n") << 2 << 2 << q4;
    QTest::newRow("tsv, old Mac line ends") << QByteArray("0.1\t0.2\r0.3\t0.4") << 2 << 2 << q4;
    QTest::newRow("tsv, decimal comma")
        << QByteArray("0,5\t-1,25\n1\t2") << 2 << 2 << QList<double>{0.5, -1.25, 1, 2};
    QTest::newRow("tsv, spaces around cells")
        << QByteArray(" 0.1 \t 0.2\n0.3\t0.4 ") << 2 << 2 << q4;
    QTest::newRow("tsv, trailing tab") << QByteArray("1\t2\t\n3\t4\t") << 2 << 2 << n4;
    QTest::newRow("csv") << QByteArray("1,2,3\n4,5,6") << 2 << 3 << QList<double>{1, 2, 3, 4, 5, 6};
    QTest::newRow("csv with spaces")
        << QByteArray(" 1, 2 , 3 \n 4,5,6 ") << 2 << 3 << QList<double>{1, 2, 3, 4, 5, 6};
    QTest::newRow("csv, trailing comma") << QByteArray("1,2,\n3,4,") << 2 << 2 << n4;
    QTest::newRow("semicolons") << QByteArray("1;2\n3;4") << 2 << 2 << n4;
    QTest::newRow("semicolons, decimal comma")
        << QByteArray("0,5; 1,5") << 1 << 2 << QList<double>{0.5, 1.5};
    QTest::newRow("spaces") << QByteArray("1 2\n3    4") << 2 << 2 << n4;
    QTest::newRow("one row of spaces") << QByteArray("1 2 3") << 1 << 3 << QList<double>{1, 2, 3};
    QTest::newRow("one number") << QByteArray("42") << 1 << 1 << QList<double>{42};
    QTest::newRow("one column") << QByteArray("1\n2\n3") << 3 << 1 << QList<double>{1, 2, 3};
    QTest::newRow("blank lines and surrounding whitespace")
        << QByteArray("\n\n   1 2\n\n  \n3 4\n\n") << 2 << 2 << n4;
    QTest::newRow("scientific notation")
        << QByteArray("1e-3 2.5E+02 -3e0 4E2") << 1 << 4 << QList<double>{1e-3, 250, -3, 400};
    QTest::newRow("plus sign, 1. and .5")
        << QByteArray("+1. .5 -2.") << 1 << 3 << QList<double>{1, 0.5, -2};
    QTest::newRow("unicode minus") << QByteArray("\xE2\x88\x92"
                                                 "1.5\t2e\xE2\x88\x92"
                                                 "1")
                                   << 1 << 2 << QList<double>{-1.5, 0.2};
    QTest::newRow("byte order mark") << QByteArray("\xEF\xBB\xBF"
                                                   "1\t2")
                                     << 1 << 2 << QList<double>{1, 2};
    QTest::newRow("no-break space") << QByteArray("1\xC2\xA0"
                                                  "2")
                                    << 1 << 2 << QList<double>{1, 2};

    // Python / NumPy / PyTorch literals.
    QTest::newRow("python list of lists") << QByteArray("[[0.1, 0.2], [0.3, 0.4]]") << 2 << 2 << q4;
    QTest::newRow("one row list") << QByteArray("[1, 2, 3]") << 1 << 3 << QList<double>{1, 2, 3};
    QTest::newRow("np.array") << QByteArray("np.array([[1, 2], [3, 4]])") << 2 << 2 << n4;
    QTest::newRow("numpy repr with dtype")
        << QByteArray("array([[ 0.1,  0.2],\n       [ 0.3,  0.4]], dtype=float32)") << 2 << 2 << q4;
    QTest::newRow("numpy print without commas")
        << QByteArray("[[0.1 0.2]\n [0.3 0.4]]") << 2 << 2 << q4;
    QTest::newRow("numpy print, scientific")
        << QByteArray("[[ 1.0e-03 -2.5e+02]\n [ 3.0e+00  4.0e+00]]") << 2 << 2
        << QList<double>{1e-3, -250, 3, 4};
    QTest::newRow("torch tensor") << QByteArray(
                                         "tensor([[0.1000, 0.2000],\n        [0.3000, 0.4000]])")
                                  << 2 << 2 << q4;
    QTest::newRow("torch tensor with grad_fn")
        << QByteArray("tensor([[1., 2.],\n        [3., 4.]], grad_fn=<MmBackward0>)") << 2 << 2
        << n4;
    QTest::newRow("assignment, torch.tensor, dtype, semicolon")
        << QByteArray("q = torch.tensor([[1.0, -2.0]], dtype=torch.float64);") << 1 << 2
        << QList<double>{1, -2};
    QTest::newRow("rows as separate lists") << QByteArray("[1, 2]\n[3, 4]") << 2 << 2 << n4;
    QTest::newRow("rows as separate lists, commas")
        << QByteArray("[1, 2],\n[3, 4],") << 2 << 2 << n4;
    QTest::newRow("batch of one") << QByteArray("tensor([[[1, 2],\n         [3, 4]]])") << 2 << 2
                                  << n4;
    QTest::newRow("trailing commas") << QByteArray("[[1, 2,], [3, 4,],]") << 2 << 2 << n4;
    QTest::newRow("literal, scientific and unicode minus") << QByteArray("[[1e-3, \xE2\x88\x92"
                                                                         "2.5E+02]]")
                                                           << 1 << 2 << QList<double>{1e-3, -250};
    QTest::newRow("literal in blank lines")
        << QByteArray("\n\n  [[1, 2],\n\n [3, 4]]  \n\n") << 2 << 2 << n4;
}

void TestMatrixText::accepts()
{
    QFETCH(QByteArray, text);
    QFETCH(int, rows);
    QFETCH(int, cols);
    QFETCH(QList<double>, values);

    Matrix m;
    try {
        m = attnlab::parseMatrixText(text.toStdString(), "Q");
    } catch (const InputError& e) {
        QFAIL(e.what());
    }
    QCOMPARE(m.rows(), rows);
    QCOMPARE(m.cols(), cols);
    QVERIFY(m == fromValues(rows, cols, values));
}

void TestMatrixText::rejects_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("where");
    QTest::addColumn<QByteArray>("message");

    const QByteArray Q("Q");
    QTest::newRow("empty") << QByteArray("") << Q
                           << QByteArray("Q: no numbers (the text is empty)");
    QTest::newRow("only whitespace")
        << QByteArray(" \n\t\r\n") << Q << QByteArray("Q: no numbers (the text is empty)");
    QTest::newRow("ragged tsv") << QByteArray("1\t2\t3\t4\n1\t2\t3") << Q
                                << QByteArray("Q line 2: expected 4 numbers like line 1, got 3");
    QTest::newRow("ragged, lines counted with blank ones")
        << QByteArray("\n1 2\n\n3") << Q
        << QByteArray("Q line 4: expected 2 numbers like line 2, got 1");
    QTest::newRow("ragged csv, longer row")
        << QByteArray("1,2\n3,4,5") << Q
        << QByteArray("Q line 2: expected 2 numbers like line 1, got 3");
    QTest::newRow("not a number") << QByteArray("1\t2\t3\n4\t5\tabc") << Q
                                  << QByteArray("Q line 2, column 3: 'abc' is not a number");
    QTest::newRow("header row") << QByteArray("a\tb\n1\t2") << Q
                                << QByteArray("Q line 1: looks like a header ('a', ...), not "
                                              "numbers; paste the numbers only, without row or "
                                              "column labels");
    QTest::newRow("header row of one column")
        << QByteArray("value\n1\n2") << Q
        << QByteArray("Q line 1: looks like a header ('value'), not numbers; paste the numbers "
                      "only, without row or column labels");
    QTest::newRow("one word") << QByteArray("hello") << Q
                              << QByteArray("Q line 1, column 1: 'hello' is not a number");
    QTest::newRow("row labels") << QByteArray("cat\t0.1\ndog\t0.2") << Q
                                << QByteArray("Q line 1, column 1: 'cat' is not a number");
    QTest::newRow("empty cell") << QByteArray("1\t\t3") << Q
                                << QByteArray("Q line 1, column 2: empty, expected a number");
    QTest::newRow("empty csv field")
        << QByteArray("1,,3") << Q << QByteArray("Q line 1, column 2: empty, expected a number");
    QTest::newRow("thousands separators") << QByteArray("1,234.5\t2") << Q
                                          << QByteArray("Q line 1, column 1: '1,234.5' is not a "
                                                        "number");
    QTest::newRow("nan") << QByteArray("1 nan") << Q
                         << QByteArray("Q line 1, column 2: 'nan': NaN is not allowed");
    QTest::newRow("NaN in csv") << QByteArray("1,NaN") << Q
                                << QByteArray("Q line 1, column 2: 'NaN': NaN is not allowed");
    QTest::newRow("-inf") << QByteArray("-inf 1") << Q
                          << QByteArray("Q line 1, column 1: '-inf': infinite values are not "
                                        "allowed");
    QTest::newRow("infinity") << QByteArray("1\n\xE2\x88\x92"
                                            "Infinity")
                              << Q
                              << QByteArray("Q line 2, column 1: '-Infinity': infinite values are "
                                            "not allowed");
    QTest::newRow("too large") << QByteArray("2e12") << Q
                               << QByteArray("Q line 1, column 1: '2e12': magnitude above the "
                                             "limit of 1e12");
    QTest::newRow("overflow") << QByteArray("1 1e400") << Q
                              << QByteArray("Q line 1, column 2: '1e400' is out of the range of "
                                            "double precision");
    QTest::newRow("hex") << QByteArray("0x10") << Q
                         << QByteArray("Q line 1, column 1: '0x10' is not a number");
    QTest::newRow("double sign") << QByteArray("+-1") << Q
                                 << QByteArray("Q line 1, column 1: '+-1' is not a number");
    QTest::newRow("long text shortened")
        << repeated("x", 40) << Q
        << QByteArray("Q line 1, column 1: '" + repeated("x", 21) + "...' is not a number");
    QTest::newRow("no place given") << QByteArray("1 2\n3 x") << QByteArray("")
                                    << QByteArray("line 2, column 2: 'x' is not a number");
    QTest::newRow("too many columns")
        << repeated("1 ", attnlab::limits::maxDim + 1) << Q
        << QByteArray("Q line 1: 4097 numbers exceed the limit of 4096");
    QTest::newRow("too many rows") << repeated("1\n", attnlab::limits::maxTokens + 1) << Q
                                   << QByteArray("Q: more than 2048 rows (the limit)");

    // Literals.
    QTest::newRow("literal, ragged") << QByteArray("[[1, 2], [3]]") << Q
                                     << QByteArray("Q row 2: expected 2 numbers like row 1, got 1");
    QTest::newRow("literal, not a number") << QByteArray("[[1, 2],\n [3, x]]") << Q
                                           << QByteArray("Q row 2, column 2: 'x' is not a number");
    QTest::newRow("literal, numpy print, not a number")
        << QByteArray("[[1 2]\n [3 4 five]]") << Q
        << QByteArray("Q row 2, column 3: 'five' is not a number");
    QTest::newRow("literal, nan") << QByteArray("[[1, nan]]") << Q
                                  << QByteArray("Q row 1, column 2: 'nan': NaN is not allowed");
    QTest::newRow("literal, -inf") << QByteArray("tensor([[-inf, 0.]])") << Q
                                   << QByteArray("Q row 1, column 1: '-inf': infinite values are "
                                                 "not allowed");
    QTest::newRow("literal, stray comma")
        << QByteArray("[[1,, 2]]") << Q
        << QByteArray("Q row 1, column 2: empty entry (a stray comma)");
    QTest::newRow("literal, leading comma")
        << QByteArray("[, 1]") << Q << QByteArray("Q row 1, column 1: empty entry (a stray comma)");
    QTest::newRow("literal, missing ]")
        << QByteArray("[[1, 2], [3, 4]") << Q
        << QByteArray("Q line 1: missing ']' for the '[' on this line");
    QTest::newRow("literal, missing ] on line 2")
        << QByteArray("[[1, 2],\n [3, 4") << Q
        << QByteArray("Q line 2: missing ']' for the '[' on this line");
    QTest::newRow("literal, text after")
        << QByteArray("[[1, 2]] foo") << Q
        << QByteArray("Q line 1: unexpected text after ']': 'foo'");
    QTest::newRow("literal, extra ]")
        << QByteArray("[[1, 2]]]") << Q << QByteArray("Q line 1: unexpected text after ']': ']'");
    QTest::newRow("literal, text before")
        << QByteArray("print [[1]]") << Q
        << QByteArray("Q line 1: unexpected text before '[': 'print'");
    QTest::newRow("literal, missing )")
        << QByteArray("np.array([[1, 2]]") << Q << QByteArray("Q line 1: missing ')'");
    QTest::newRow("literal, parenthesis inside")
        << QByteArray("[[1, (2)]]") << Q << QByteArray("Q line 1: unexpected '('");
    QTest::newRow("literal, empty") << QByteArray("[]") << Q << QByteArray("Q: empty matrix ([])");
    QTest::newRow("literal, empty row")
        << QByteArray("[[1], []]") << Q << QByteArray("Q row 2: empty row ([])");
    QTest::newRow("literal, 3 dimensions")
        << QByteArray("[[[1, 2]], [[3, 4]]]") << Q
        << QByteArray("Q: expected a matrix (2 dimensions), got an array with more dimensions");
    QTest::newRow("literal, numbers and lists mixed")
        << QByteArray("[[1, 2], 3]") << Q << QByteArray("Q line 1: a list mixes numbers and lists");
    QTest::newRow("literal, summarised")
        << QByteArray("[[0.1, 0.2, ..., 0.9]]") << Q
        << QByteArray("Q line 1: the array was printed in summarised form ('...'); print it in "
                      "full, e.g. after np.set_printoptions(threshold=sys.maxsize) or "
                      "torch.set_printoptions(profile=\"full\")");
    QTest::newRow("literal, too many rows")
        << QByteArray("[" + repeated("[1],", attnlab::limits::maxTokens + 1) + "]") << Q
        << QByteArray("Q: 2049 rows exceed the limit of 2048");
    QTest::newRow("literal, too many columns")
        << QByteArray("[" + repeated("1,", attnlab::limits::maxDim + 1) + "]") << Q
        << QByteArray("Q row 1: 4097 numbers exceed the limit of 4096");
}

void TestMatrixText::rejects()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, where);
    QFETCH(QByteArray, message);

    try {
        const Matrix m = attnlab::parseMatrixText(text.toStdString(), where.toStdString());
        QFAIL(
            qPrintable(QStringLiteral("accepted as a %1 x %2 matrix").arg(m.rows()).arg(m.cols())));
    } catch (const InputError& e) {
        QCOMPARE(QByteArray(e.what()), message);
        QVERIFY(QByteArray::fromStdString(e.where()).startsWith(where));
    }
}

void TestMatrixText::limitsAreInclusive()
{
    using attnlab::limits::maxDim;
    using attnlab::limits::maxTokens;
    const Matrix tall = attnlab::parseMatrixText(repeated("1\n", maxTokens).toStdString(), "Q");
    QCOMPARE(tall.rows(), maxTokens);
    const Matrix wide = attnlab::parseMatrixText(repeated("1\t", maxDim).toStdString(), "Q");
    QCOMPARE(wide.cols(), maxDim);
    const Matrix big = attnlab::parseMatrixText("1e12 -1e12", "Q");
    QCOMPARE(big(0, 0), 1e12);
    QCOMPARE(big(0, 1), -1e12);
}

void TestMatrixText::number_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<double>("value");

    QTest::newRow("plain") << QByteArray("1.5") << 1.5;
    QTest::newRow("whitespace") << QByteArray("  -2.25 \n") << -2.25;
    QTest::newRow("unicode minus") << QByteArray("\xE2\x88\x92"
                                                 "3")
                                   << -3.0;
    QTest::newRow("scientific") << QByteArray("1e-3") << 1e-3;
    QTest::newRow("decimal comma") << QByteArray("0,5") << 0.5;
    QTest::newRow("plus") << QByteArray("+7") << 7.0;
    QTest::newRow("integer") << QByteArray("12") << 12.0;
}

void TestMatrixText::number()
{
    QFETCH(QByteArray, text);
    QFETCH(double, value);
    QCOMPARE(attnlab::parseNumberText(text.toStdString(), "Q row t2, column 3"), value);
}

void TestMatrixText::numberRejects_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("message");

    QTest::newRow("word") << QByteArray("abc")
                          << QByteArray("Q row t2, column 3: 'abc' is not a number");
    QTest::newRow("empty") << QByteArray("  ")
                           << QByteArray("Q row t2, column 3: empty, expected a number");
    QTest::newRow("two commas") << QByteArray("1,2,3")
                                << QByteArray("Q row t2, column 3: '1,2,3' is not a number");
    QTest::newRow("two points") << QByteArray("1.5.2")
                                << QByteArray("Q row t2, column 3: '1.5.2' is not a number");
    QTest::newRow("nan") << QByteArray("nan")
                         << QByteArray("Q row t2, column 3: 'nan': NaN is not allowed");
    QTest::newRow("too large") << QByteArray("-1e13")
                               << QByteArray("Q row t2, column 3: '-1e13': magnitude above the "
                                             "limit of 1e12");
}

void TestMatrixText::numberRejects()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, message);
    try {
        attnlab::parseNumberText(text.toStdString(), "Q row t2, column 3");
        QFAIL("accepted");
    } catch (const InputError& e) {
        QCOMPARE(QByteArray(e.what()), message);
    }
}

void TestMatrixText::formatting()
{
    QCOMPARE(attnlab::formatNumber(0.1), std::string("0.1"));
    QCOMPARE(attnlab::formatNumber(3.0), std::string("3"));
    QCOMPARE(attnlab::formatNumber(1e-5), std::string("1e-05"));
    QCOMPARE(attnlab::formatNumber(1.0 / 3.0, 4), std::string("0.3333"));
    QCOMPARE(attnlab::formatNumber(-std::numeric_limits<double>::infinity()), std::string("-inf"));
    QCOMPARE(attnlab::formatNumber(std::numeric_limits<double>::quiet_NaN()), std::string("nan"));

    Matrix m(2, 2);
    m << 1, 2.5, -3, 0.001;
    QCOMPARE(attnlab::matrixToText(m), std::string("1\t2.5\n-3\t0.001"));
    QCOMPARE(attnlab::matrixToText(m, ','), std::string("1,2.5\n-3,0.001"));
    QCOMPARE(attnlab::matrixToNumpyLiteral(m), std::string("[[1.0, 2.5],\n [-3.0, 0.001]]"));

    Matrix third(1, 2);
    third << 1.0 / 3.0, 2.0 / 3.0;
    QCOMPARE(attnlab::matrixToText(third, ' ', 3), std::string("0.333 0.667"));
    QCOMPARE(attnlab::matrixToNumpyLiteral(third, 3), std::string("[[0.333, 0.667]]"));

    Matrix special(1, 3);
    special << std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity(),
        -std::numeric_limits<double>::infinity();
    QCOMPARE(attnlab::matrixToNumpyLiteral(special),
             std::string("[[float('nan'), float('inf'), float('-inf')]]"));
    QCOMPARE(attnlab::matrixToNumpyLiteral(Matrix(0, 0)), std::string("[]"));
    QCOMPARE(attnlab::matrixToText(Matrix(0, 0)), std::string());
}

void TestMatrixText::roundTrip_data()
{
    QTest::addColumn<QByteArray>("separator"); // "numpy" for the literal
    QTest::newRow("tab") << QByteArray("\t");
    QTest::newRow("comma") << QByteArray(",");
    QTest::newRow("semicolon") << QByteArray(";");
    QTest::newRow("space") << QByteArray(" ");
    QTest::newRow("numpy literal") << QByteArray("numpy");
}

void TestMatrixText::roundTrip()
{
    QFETCH(QByteArray, separator);
    Matrix m(3, 4);
    m << 0.1, 1.0 / 3.0, -2.0 / 7.0, 1e-300, //
        -0.0, 5e-324, 1e12, -1e12,           //
        123456789.123, 3.0, -1e-7, std::nextafter(1.0, 2.0);
    const std::string text = separator == "numpy" ? attnlab::matrixToNumpyLiteral(m, 17)
                                                  : attnlab::matrixToText(m, separator.at(0));
    const Matrix back = attnlab::parseMatrixText(text, "Q");
    QCOMPARE(back.rows(), m.rows());
    QCOMPARE(back.cols(), m.cols());
    for (Eigen::Index i = 0; i < m.rows(); ++i)
        for (Eigen::Index j = 0; j < m.cols(); ++j)
            QCOMPARE(back(i, j), m(i, j));
    QVERIFY(back == m);
}

void TestMatrixText::roundTripRandom()
{
    std::mt19937_64 random(20240611);
    std::uniform_real_distribution<double> mantissa(-1.0, 1.0);
    std::uniform_int_distribution<int> exponent(-300, 12);
    Matrix m(37, 53);
    for (Eigen::Index i = 0; i < m.rows(); ++i)
        for (Eigen::Index j = 0; j < m.cols(); ++j)
            m(i, j) = mantissa(random) * std::pow(10.0, exponent(random));
    QVERIFY(attnlab::parseMatrixText(attnlab::matrixToText(m), "Q") == m);
    QVERIFY(attnlab::parseMatrixText(attnlab::matrixToText(m, ','), "Q") == m);
    QVERIFY(attnlab::parseMatrixText(attnlab::matrixToNumpyLiteral(m, 17), "Q") == m);
}

QTEST_APPLESS_MAIN(TestMatrixText)
#include "tst_matrixtext.moc"

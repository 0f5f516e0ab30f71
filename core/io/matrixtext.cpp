#include "matrixtext.h"

#include "inputerror.h"
#include "sizelimits.h"

#include <charconv>
#include <cmath>
#include <cstddef>
#include <system_error>
#include <utility>
#include <vector>

namespace attnlab {

namespace {

constexpr std::size_t maxNumbers =
    static_cast<std::size_t>(limits::maxTokens) * static_cast<std::size_t>(limits::maxDim);

std::string place(const std::string& where, const std::string& what)
{
    return where.empty() ? what : where + " " + what;
}

std::string lineName(int line)
{
    return "line " + std::to_string(line);
}

/// A piece of the input for a message, quoted and shortened (without cutting a UTF-8 sequence).
std::string quoted(std::string_view s)
{
    constexpr std::size_t maxBytes = 24;
    // Appended piece by piece: GCC 12 at -O2 and above warns (-Wrestrict, a false positive)
    // about "'" + std::string(...).
    std::string out(1, '\'');
    if (s.size() <= maxBytes) {
        out.append(s);
    } else {
        std::size_t cut = maxBytes - 3;
        while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80)
            --cut;
        out.append(s.substr(0, cut));
        out.append("...");
    }
    out.push_back('\'');
    return out;
}

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

std::string_view trim(std::string_view s)
{
    while (!s.empty() && isSpace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    return s;
}

/// What the clipboard brings, made plain: no byte order mark, '\n' line ends, '-' for the
/// Unicode minus sign (U+2212) and spaces for no-break spaces (U+00A0, U+202F).
std::string normalize(std::string_view text)
{
    if (text.starts_with("\xEF\xBB\xBF"))
        text.remove_prefix(3);
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\r') {
            out += '\n';
            if (i + 1 < text.size() && text[i + 1] == '\n')
                ++i;
        } else if (text.substr(i, 3) == "\xE2\x88\x92") {
            out += '-';
            i += 2;
        } else if (text.substr(i, 3) == "\xE2\x80\xAF") {
            out += ' ';
            i += 2;
        } else if (text.substr(i, 2) == "\xC2\xA0") {
            out += ' ';
            i += 1;
        } else {
            out += c;
        }
    }
    return out;
}

enum class NumberStatus
{
    Ok,
    Empty,
    NotANumber,
    OutOfRange,
    NaN,
    Infinite,
    TooLarge
};

/// Reads one (normalised) number; the whole token must be the number.
NumberStatus readNumber(std::string_view token, bool allowDecimalComma, double& out)
{
    token = trim(token);
    if (token.empty())
        return NumberStatus::Empty;
    std::string_view digits = token;
    if (digits.front() == '+') {
        digits.remove_prefix(1);
        if (digits.empty() || digits.front() == '+' || digits.front() == '-')
            return NumberStatus::NotANumber;
    }
    std::string buffer;
    if (allowDecimalComma) {
        const std::size_t comma = digits.find(',');
        if (comma != std::string_view::npos &&
            digits.find(',', comma + 1) == std::string_view::npos &&
            digits.find('.') == std::string_view::npos) {
            buffer = digits;
            buffer[comma] = '.';
            digits = buffer;
        }
    }
    double x = 0.0;
    const char* const end = digits.data() + digits.size();
    const auto [ptr, ec] = std::from_chars(digits.data(), end, x);
    if (ptr != end)
        return NumberStatus::NotANumber;
    if (ec == std::errc::result_out_of_range)
        return NumberStatus::OutOfRange;
    if (ec != std::errc{})
        return NumberStatus::NotANumber;
    if (std::isnan(x))
        return NumberStatus::NaN;
    if (std::isinf(x))
        return NumberStatus::Infinite;
    if (std::abs(x) > limits::maxAbsValue)
        return NumberStatus::TooLarge;
    out = x;
    return NumberStatus::Ok;
}

Message numberProblem(NumberStatus status, std::string_view token)
{
    const std::string q = quoted(trim(token));
    switch (status) {
    case NumberStatus::Ok:
        break;
    case NumberStatus::Empty:
        return Message(TR_NOOP("Engine", "empty, expected a number"));
    case NumberStatus::NotANumber:
        return Message(TR_NOOP("Engine", "%1 is not a number"), q);
    case NumberStatus::OutOfRange:
        return Message(TR_NOOP("Engine", "%1 is out of the range of double precision"), q);
    case NumberStatus::NaN:
        return Message(TR_NOOP("Engine", "%1: NaN is not allowed"), q);
    case NumberStatus::Infinite:
        return Message(TR_NOOP("Engine", "%1: infinite values are not allowed"), q);
    case NumberStatus::TooLarge:
        return Message(TR_NOOP("Engine", "%1: magnitude above the limit of 1e12"), q);
    }
    return Message(TR_NOOP("Engine", "%1 is not a number"), q);
}

Message tooManyRows()
{
    return Message(TR_NOOP("Engine", "more than %1 rows (the limit)"), limits::maxTokens);
}

Message tooManyColumns(std::size_t count)
{
    return Message(TR_NOOP("Engine", "%1 numbers exceed the limit of %2"), count, limits::maxDim);
}

// ---- Line-based text: TSV, CSV, semicolons, spaces -------------------------------------------

enum class Separator
{
    Tab,
    Semicolon,
    Comma,
    Space
};

void splitFields(std::string_view line, Separator separator, std::vector<std::string_view>& fields)
{
    fields.clear();
    if (separator == Separator::Space) {
        std::size_t i = 0;
        while (i < line.size()) {
            while (i < line.size() && isSpace(line[i]))
                ++i;
            const std::size_t start = i;
            while (i < line.size() && !isSpace(line[i]))
                ++i;
            if (i > start)
                fields.push_back(line.substr(start, i - start));
        }
        return;
    }
    const char sep = separator == Separator::Tab         ? '\t'
                     : separator == Separator::Semicolon ? ';'
                                                         : ',';
    std::size_t start = 0;
    for (;;) {
        const std::size_t next = line.find(sep, start);
        if (next == std::string_view::npos) {
            fields.push_back(trim(line.substr(start)));
            break;
        }
        fields.push_back(trim(line.substr(start, next - start)));
        start = next + 1;
    }
    // "1,2,3," : one trailing separator is tolerated.
    if (fields.size() > 1 && fields.back().empty())
        fields.pop_back();
}

Matrix parseLines(const std::string& text, const std::string& where)
{
    Separator separator = Separator::Space;
    if (text.find('\t') != std::string::npos)
        separator = Separator::Tab;
    else if (text.find(';') != std::string::npos)
        separator = Separator::Semicolon;
    else if (text.find(',') != std::string::npos)
        separator = Separator::Comma;
    const bool decimalComma = separator == Separator::Tab || separator == Separator::Semicolon;

    const std::string_view all(text);
    std::vector<std::string_view> fields;
    std::vector<double> values;
    std::size_t cols = 0;
    Eigen::Index rows = 0;
    int firstLine = 0;
    int lineNo = 0;
    std::size_t pos = 0;
    while (pos < all.size()) {
        std::size_t end = all.find('\n', pos);
        if (end == std::string_view::npos)
            end = all.size();
        const std::string_view line = trim(all.substr(pos, end - pos));
        ++lineNo;
        pos = end + 1;
        if (line.empty())
            continue;
        splitFields(line, separator, fields);
        if (rows == 0) {
            firstLine = lineNo;
            if (fields.size() > static_cast<std::size_t>(limits::maxDim))
                throw InputError(place(where, lineName(lineNo)), tooManyColumns(fields.size()));
            // A first line without a single number, followed by more lines, is a header.
            bool anyNumeric = false;
            for (const std::string_view field : fields) {
                double ignored = 0.0;
                const NumberStatus status = readNumber(field, decimalComma, ignored);
                if (status != NumberStatus::NotANumber && status != NumberStatus::Empty)
                    anyNumeric = true;
            }
            const bool moreLines = pos < all.size() && !trim(all.substr(pos)).empty();
            if (!anyNumeric && moreLines)
                throw InputError(place(where, lineName(lineNo)),
                                 TR_NOOP("Engine", "looks like a header (%1%2), not numbers; "
                                                   "paste the numbers only, without row or "
                                                   "column labels"),
                                 quoted(fields.front()), fields.size() > 1 ? ", ..." : "");
            cols = fields.size();
            values.reserve(cols);
        }
        if (rows == limits::maxTokens)
            throw InputError(where, tooManyRows());
        if (fields.size() != cols)
            throw InputError(place(where, lineName(lineNo)),
                             TR_NOOP("Engine", "expected %1 numbers like %2, got %3"), cols,
                             lineName(firstLine), fields.size());
        for (std::size_t j = 0; j < fields.size(); ++j) {
            double x = 0.0;
            const NumberStatus status = readNumber(fields[j], decimalComma, x);
            if (status != NumberStatus::Ok)
                throw InputError(
                    place(where, lineName(lineNo) + ", column " + std::to_string(j + 1)),
                    numberProblem(status, fields[j]));
            values.push_back(x);
        }
        ++rows;
    }
    if (rows == 0)
        throw InputError(where, TR_NOOP("Engine", "no numbers (the text is empty)"));

    Matrix m(rows, static_cast<Eigen::Index>(cols));
    for (Eigen::Index i = 0; i < m.rows(); ++i)
        for (Eigen::Index j = 0; j < m.cols(); ++j)
            m(i, j) = values[static_cast<std::size_t>(i) * cols + static_cast<std::size_t>(j)];
    return m;
}

// ---- Python / NumPy / PyTorch literals -------------------------------------------------------

bool isIdentifier(std::string_view s, bool allowDots)
{
    if (s.empty() || s.back() == '.')
        return false;
    const auto alpha = [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
    };
    if (!alpha(s.front()))
        return false;
    for (const char c : s)
        if (!alpha(c) && !(c >= '0' && c <= '9') && !(allowDots && c == '.'))
            return false;
    return true;
}

/// One bracketed list: either numbers or lists (never both).
struct List
{
    std::vector<double> numbers;
    std::vector<List> lists;
};

class LiteralParser
{
public:
    LiteralParser(const std::string& text, const std::string& where) : s_(text), where_(where) {}

    Matrix parse()
    {
        const std::size_t open = s_.find('[');
        std::string_view prefix = trim(std::string_view(s_).substr(0, open));
        // "q = ..." as copied from a notebook.
        const std::size_t equals = prefix.find('=');
        if (equals != std::string_view::npos) {
            if (!isIdentifier(trim(prefix.substr(0, equals)), true))
                syntaxError(open, Message(TR_NOOP("Engine", "unexpected text before '[': %1"),
                                          quoted(prefix)));
            prefix = trim(prefix.substr(equals + 1));
        }
        // "np.array(", "tensor(", "torch.tensor(" ...
        bool call = false;
        if (!prefix.empty()) {
            if (prefix.back() != '(' ||
                !isIdentifier(trim(prefix.substr(0, prefix.size() - 1)), true))
                syntaxError(open, Message(TR_NOOP("Engine", "unexpected text before '[': %1"),
                                          quoted(prefix)));
            call = true;
        }

        // One list, or rows as separate lists: "[1, 2]\n[3, 4]".
        pos_ = open;
        std::vector<List> items;
        path_.assign(1, 0);
        for (;;) {
            path_.back() = static_cast<int>(items.size());
            items.push_back(parseList(1));
            skipSpace();
            if (pos_ < s_.size() && s_[pos_] == ',') {
                std::size_t after = pos_ + 1;
                while (after < s_.size() && isSpace(s_[after]))
                    ++after;
                if (after < s_.size() && s_[after] == '[')
                    pos_ = after;
            }
            if (pos_ >= s_.size() || s_[pos_] != '[')
                break;
        }

        // What may follow: ", dtype=float32)", ", grad_fn=<MmBackward0>)", ")", then a ';';
        // without a call, a ',' or ';' only.
        std::string_view suffix = trim(std::string_view(s_).substr(pos_));
        if (!suffix.empty() && (suffix.back() == ';' || (!call && suffix == ",")))
            suffix = trim(suffix.substr(0, suffix.size() - 1));
        const bool suffixOk = call ? !suffix.empty() && suffix.back() == ')' &&
                                         (suffix.front() == ',' || suffix.front() == ')')
                                   : suffix.empty();
        if (!suffixOk) {
            if (call && suffix.empty())
                syntaxError(s_.size(), Message(TR_NOOP("Engine", "missing ')'")));
            syntaxError(
                pos_, Message(TR_NOOP("Engine", "unexpected text after ']': %1"), quoted(suffix)));
        }

        List root;
        if (items.size() == 1)
            root = std::move(items.front());
        else
            root.lists = std::move(items);
        // Leading dimensions of size 1, as in a batch of one: [[[...]]].
        while (root.numbers.empty() && root.lists.size() == 1 &&
               !root.lists.front().lists.empty()) {
            List inner = std::move(root.lists.front());
            root = std::move(inner);
        }
        return toMatrix(std::move(root));
    }

private:
    Matrix toMatrix(List root) const
    {
        if (!root.numbers.empty()) {
            List row;
            row.numbers = std::move(root.numbers);
            root.lists.push_back(std::move(row));
        }
        if (root.lists.empty())
            throw InputError(where_, TR_NOOP("Engine", "empty matrix ([])"));
        if (root.lists.size() > static_cast<std::size_t>(limits::maxTokens))
            throw InputError(where_, TR_NOOP("Engine", "%1 rows exceed the limit of %2"),
                             root.lists.size(), limits::maxTokens);
        const std::size_t cols = root.lists.front().numbers.size();
        for (std::size_t i = 0; i < root.lists.size(); ++i) {
            const List& row = root.lists[i];
            const std::string rowName = place(where_, "row " + std::to_string(i + 1));
            if (!row.lists.empty())
                throw InputError(
                    where_,
                    TR_NOOP("Engine",
                            "expected a matrix (2 dimensions), got an array with more dimensions"));
            if (row.numbers.empty())
                throw InputError(rowName, TR_NOOP("Engine", "empty row ([])"));
            if (row.numbers.size() > static_cast<std::size_t>(limits::maxDim))
                throw InputError(rowName, tooManyColumns(row.numbers.size()));
            if (row.numbers.size() != cols)
                throw InputError(rowName,
                                 TR_NOOP("Engine", "expected %1 numbers like row 1, got %2"), cols,
                                 row.numbers.size());
        }
        Matrix m(static_cast<Eigen::Index>(root.lists.size()), static_cast<Eigen::Index>(cols));
        for (Eigen::Index i = 0; i < m.rows(); ++i)
            for (Eigen::Index j = 0; j < m.cols(); ++j)
                m(i, j) =
                    root.lists[static_cast<std::size_t>(i)].numbers[static_cast<std::size_t>(j)];
        return m;
    }

    List parseList(int depth)
    {
        const std::size_t open = pos_;
        if (depth > 32)
            syntaxError(open, Message(TR_NOOP("Engine", "brackets nested too deeply")));
        ++pos_; // '['
        List list;
        bool itemSinceComma = false;
        int index = 0;
        path_.push_back(0);
        for (;;) {
            skipSpace();
            if (pos_ >= s_.size())
                syntaxError(open,
                            Message(TR_NOOP("Engine", "missing ']' for the '[' on this line")));
            const char c = s_[pos_];
            path_.back() = index;
            if (c == ']') {
                ++pos_;
                break;
            }
            if (c == ',') {
                if (!itemSinceComma)
                    throw InputError(place(where_, cellName()),
                                     TR_NOOP("Engine", "empty entry (a stray comma)"));
                itemSinceComma = false;
                ++pos_;
                continue;
            }
            if (c == '[') {
                if (!list.numbers.empty())
                    syntaxError(pos_, Message(TR_NOOP("Engine", "a list mixes numbers and lists")));
                list.lists.push_back(parseList(depth + 1));
            } else if (s_.compare(pos_, 3, "...") == 0) {
                syntaxError(
                    pos_,
                    Message(TR_NOOP("Engine",
                                    "the array was printed in summarised form ('...'); print it in "
                                    "full, e.g. after np.set_printoptions(threshold=sys.maxsize) "
                                    "or torch.set_printoptions(profile=\"full\")")));
            } else {
                const std::size_t start = pos_;
                while (pos_ < s_.size() && !isSpace(s_[pos_]) && s_[pos_] != ',' &&
                       s_[pos_] != '[' && s_[pos_] != ']' && s_[pos_] != '(' && s_[pos_] != ')')
                    ++pos_;
                if (pos_ == start)
                    syntaxError(pos_, Message(TR_NOOP("Engine", "unexpected '%1'"), c));
                const std::string_view token = std::string_view(s_).substr(start, pos_ - start);
                if (!list.lists.empty())
                    syntaxError(start,
                                Message(TR_NOOP("Engine", "a list mixes numbers and lists")));
                double x = 0.0;
                const NumberStatus status = readNumber(token, false, x);
                if (status != NumberStatus::Ok)
                    throw InputError(place(where_, cellName()), numberProblem(status, token));
                if (++count_ > maxNumbers)
                    throw InputError(where_, TR_NOOP("Engine", "more than %1 numbers (the limit)"),
                                     maxNumbers);
                list.numbers.push_back(x);
            }
            itemSinceComma = true;
            ++index;
        }
        path_.pop_back();
        return list;
    }

    /// "row R, column C" of the entry being read (the last two indices, 1-based).
    std::string cellName() const
    {
        const int column = path_.back() + 1;
        const int row = path_.size() >= 2 ? path_[path_.size() - 2] + 1 : 1;
        return "row " + std::to_string(row) + ", column " + std::to_string(column);
    }

    [[noreturn]] void syntaxError(std::size_t at, const Message& what) const
    {
        int line = 1;
        for (std::size_t i = 0; i < at && i < s_.size(); ++i)
            if (s_[i] == '\n')
                ++line;
        throw InputError(place(where_, lineName(line)), what);
    }

    void skipSpace()
    {
        while (pos_ < s_.size() && isSpace(s_[pos_]))
            ++pos_;
    }

    const std::string& s_;
    const std::string& where_;
    std::size_t pos_ = 0;
    std::size_t count_ = 0;
    std::vector<int> path_;
};

std::string pythonNumber(double x, int precision)
{
    if (std::isnan(x))
        return "float('nan')";
    if (std::isinf(x))
        return x > 0 ? "float('inf')" : "float('-inf')";
    std::string s = formatNumber(x, precision);
    if (s.find_first_of(".eE") == std::string::npos)
        s += ".0";
    return s;
}

} // namespace

Matrix parseMatrixText(const std::string& text, const std::string& where)
{
    const std::string s = normalize(text);
    if (trim(s).empty())
        throw InputError(where, TR_NOOP("Engine", "no numbers (the text is empty)"));
    if (s.find('[') != std::string::npos)
        return LiteralParser(s, where).parse();
    return parseLines(s, where);
}

double parseNumberText(std::string_view text, const std::string& where)
{
    const std::string s = normalize(text);
    double x = 0.0;
    const NumberStatus status = readNumber(s, true, x);
    if (status != NumberStatus::Ok)
        throw InputError(where, numberProblem(status, s));
    return x;
}

std::string formatNumber(double x, int precision)
{
    if (std::isnan(x))
        return "nan";
    char buffer[64];
    const std::to_chars_result result = precision <= 0 || precision >= 17
                                            ? std::to_chars(buffer, buffer + sizeof buffer, x)
                                            : std::to_chars(buffer, buffer + sizeof buffer, x,
                                                            std::chars_format::general, precision);
    return std::string(buffer, result.ptr);
}

std::string matrixToText(const Matrix& m, char separator, int precision)
{
    std::string out;
    for (Eigen::Index i = 0; i < m.rows(); ++i) {
        if (i > 0)
            out += '\n';
        for (Eigen::Index j = 0; j < m.cols(); ++j) {
            if (j > 0)
                out += separator;
            out += formatNumber(m(i, j), precision);
        }
    }
    return out;
}

std::string matrixToNumpyLiteral(const Matrix& m, int precision)
{
    if (m.rows() == 0)
        return "[]";
    std::string out = "[";
    for (Eigen::Index i = 0; i < m.rows(); ++i) {
        if (i > 0)
            out += ",\n ";
        out += '[';
        for (Eigen::Index j = 0; j < m.cols(); ++j) {
            if (j > 0)
                out += ", ";
            out += pythonNumber(m(i, j), precision);
        }
        out += ']';
    }
    out += ']';
    return out;
}

} // namespace attnlab

#include "matrixjson.h"

#include "inputerror.h"
#include "quote.h"
#include "sizelimits.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <set>
#include <vector>

namespace attnlab {

namespace {

std::string lineColumn(std::string_view text, std::size_t offset)
{
    std::size_t line = 1, column = 1;
    for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

} // namespace

// A scan, not a recursion: it cannot itself run out of stack.
void checkJsonDepth(std::string_view text)
{
    int depth = 0;
    bool inString = false, escaped = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > limits::maxJsonDepth)
                throw InputError(
                    lineColumn(text, i),
                    TR_NOOP("Engine", "arrays and objects nested %1 deep (the limit is %2)"), depth,
                    limits::maxJsonDepth);
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
    }
}

namespace {

/// nlohmann's DOM parser, with two more checks: a key that appears twice in one object is
/// refused (nlohmann keeps the last silently: two "kind" would be read as one), and a parse
/// error keeps its position (json::parse drops it for a number too large for a double).
class CheckedDomParser
{
public:
    using json = nlohmann::json;
    using number_integer_t = json::number_integer_t;
    using number_unsigned_t = json::number_unsigned_t;
    using number_float_t = json::number_float_t;
    using string_t = json::string_t;
    using binary_t = json::binary_t;

    explicit CheckedDomParser(json& root) : dom_(root, true) {}

    bool null() { return element() && dom_.null(); }
    bool boolean(bool v) { return element() && dom_.boolean(v); }
    bool number_integer(number_integer_t v) { return element() && dom_.number_integer(v); }
    bool number_unsigned(number_unsigned_t v) { return element() && dom_.number_unsigned(v); }
    bool number_float(number_float_t v, const string_t& s)
    {
        return element() && dom_.number_float(v, s);
    }
    bool string(string_t& v) { return element() && dom_.string(v); }
    bool binary(binary_t& v) { return element() && dom_.binary(v); }
    bool start_object(std::size_t n)
    {
        if (!element())
            return false;
        frames_.push_back({});
        return dom_.start_object(n);
    }
    bool key(string_t& k)
    {
        Frame& f = frames_.back();
        if (!f.keys.insert(k).second) {
            duplicate_ = place(frames_.size() - 1);
            duplicate_ += duplicate_.empty() ? k : "." + k;
            return false;
        }
        f.key = k;
        return dom_.key(k);
    }
    bool end_object()
    {
        frames_.pop_back();
        return dom_.end_object();
    }
    bool start_array(std::size_t n)
    {
        if (!element())
            return false;
        frames_.emplace_back().array = true;
        return dom_.start_array(n);
    }
    bool end_array()
    {
        frames_.pop_back();
        return dom_.end_array();
    }
    bool parse_error(std::size_t position, const std::string& token,
                     const nlohmann::detail::exception& e)
    {
        errorPosition_ = position;
        errorToken_ = token;
        errorText_ = e.what();
        errorIsParse_ = dynamic_cast<const nlohmann::json::parse_error*>(&e) != nullptr;
        return false;
    }

    /// The place of a key seen twice ("mask.window", "steps[2].kind"); empty when none.
    const std::string& duplicate() const { return duplicate_; }
    std::size_t errorPosition() const { return errorPosition_; }
    const std::string& errorToken() const { return errorToken_; }
    const std::string& errorText() const { return errorText_; }
    bool errorIsParse() const { return errorIsParse_; }

private:
    struct Frame
    {
        bool array = false;
        std::size_t count = 0; ///< elements of an array so far
        std::string key;       ///< an object's current key
        std::set<std::string> keys;
    };

    /// A value begins: in an array, it is the next element.
    bool element()
    {
        if (!frames_.empty() && frames_.back().array)
            ++frames_.back().count;
        return true;
    }
    /// The place of the first `depth` frames' current elements: "steps[2].question".
    std::string place(std::size_t depth) const
    {
        std::string out;
        for (std::size_t i = 0; i < depth && i < frames_.size(); ++i) {
            const Frame& f = frames_[i];
            if (f.array)
                out += "[" + std::to_string(f.count == 0 ? 0 : f.count - 1) + "]";
            else
                out += (out.empty() ? "" : ".") + f.key;
        }
        return out;
    }

    nlohmann::detail::json_sax_dom_parser<json> dom_;
    std::vector<Frame> frames_;
    std::string duplicate_;
    std::size_t errorPosition_ = 0;
    std::string errorToken_;
    std::string errorText_;
    bool errorIsParse_ = false;
};

} // namespace

nlohmann::json parseJson(std::string_view text)
{
    checkJsonDepth(text);
    nlohmann::json root;
    CheckedDomParser sax(root);
    bool parsed = false;
    try {
        parsed = nlohmann::json::sax_parse(text, &sax);
    } catch (const nlohmann::json::parse_error& e) {
        // e.byte is the 1-based offset where parsing stopped.
        std::string what = e.what();
        const auto pos = what.find("; ");
        if (pos != std::string::npos)
            what = what.substr(pos + 2);
        throw InputError(lineColumn(text, e.byte > 0 ? e.byte - 1 : 0),
                         TR_NOOP("Engine", "not valid JSON (%1)"), what);
    } catch (const nlohmann::json::exception& e) {
        // e.g. a number too large for a double: "number overflow parsing '1e400'"
        std::string what = e.what();
        const auto pos = what.find("] ");
        throw InputError("", TR_NOOP("Engine", "not valid JSON (%1)"),
                         (pos == std::string::npos ? what : what.substr(pos + 2)));
    }
    if (parsed)
        return root;
    if (!sax.duplicate().empty())
        throw InputError(sax.duplicate(),
                         TR_NOOP("Engine", "this key appears twice in the same object; keep one "
                                           "(which one was meant is not clear)"));
    std::string what = sax.errorText();
    if (sax.errorIsParse()) {
        // The position is where parsing stopped (1-based), as json::parse reports it.
        const auto pos = what.find("; ");
        if (pos != std::string::npos)
            what = what.substr(pos + 2);
        throw InputError(lineColumn(text, sax.errorPosition() > 0 ? sax.errorPosition() - 1 : 0),
                         TR_NOOP("Engine", "not valid JSON (%1)"), what);
    }
    // e.g. a number too large for a double ("number overflow parsing '1e309'"): where it starts
    const auto pos = what.find("] ");
    if (pos != std::string::npos)
        what = what.substr(pos + 2);
    const std::size_t end = sax.errorPosition();
    const std::size_t start =
        end >= sax.errorToken().size() ? end - sax.errorToken().size() : std::size_t{0};
    throw InputError(lineColumn(text, start), TR_NOOP("Engine", "not valid JSON (%1)"), what);
}

Message describeJson(const nlohmann::json& json)
{
    switch (json.type()) {
    case nlohmann::json::value_t::null:
        return Message(std::string("null"));
    case nlohmann::json::value_t::object:
        return Message(TR_NOOP("Engine", "an object"));
    case nlohmann::json::value_t::array:
        return Message(TR_NOOP("Engine", "an array"));
    case nlohmann::json::value_t::string: {
        std::string s = json.get<std::string>();
        if (s.size() > 24)
            s = s.substr(0, 21) + "...";
        // escaped: no control character printed
        return Message(TR_NOOP("Engine", "the text \"%1\""), escapeUserText(s));
    }
    case nlohmann::json::value_t::boolean:
        return Message(std::string(json.get<bool>() ? "true" : "false"));
    case nlohmann::json::value_t::number_integer:
    case nlohmann::json::value_t::number_unsigned:
    case nlohmann::json::value_t::number_float:
        return Message(TR_NOOP("Engine", "the number %1"), NumberText{json.dump()});
    default:
        return Message(TR_NOOP("Engine", "an unsupported value"));
    }
}

std::string readString(const nlohmann::json& j, const std::string& where)
{
    if (!j.is_string())
        throw InputError(where, TR_NOOP("Engine", "expected text, got %1"), describeJson(j));
    return j.get<std::string>();
}

bool readBool(const nlohmann::json& j, const std::string& where)
{
    if (!j.is_boolean())
        throw InputError(where, TR_NOOP("Engine", "expected true or false, got %1"),
                         describeJson(j));
    return j.get<bool>();
}

namespace {

// Checks the outer shape shared by numeric and 0/1 matrices; returns the column count.
Eigen::Index checkRows(const nlohmann::json& json, const std::string& where, int maxRows)
{
    if (!json.is_array())
        throw InputError(where, TR_NOOP("Engine", "expected an array of rows, got %1"),
                         describeJson(json));
    if (json.empty())
        throw InputError(where, TR_NOOP("Engine", "empty matrix"));
    if (json.size() > static_cast<std::size_t>(maxRows))
        throw InputError(where, TR_NOOP("Engine", "%1 rows exceed the limit of %2"), json.size(),
                         maxRows);
    const nlohmann::json& first = json.front();
    if (!first.is_array())
        throw InputError(where + "[0]", TR_NOOP("Engine", "expected an array of numbers, got %1"),
                         describeJson(first));
    if (first.empty())
        throw InputError(where + "[0]", TR_NOOP("Engine", "empty row"));
    if (first.size() > static_cast<std::size_t>(limits::maxDim))
        throw InputError(where + "[0]", TR_NOOP("Engine", "%1 numbers exceed the limit of %2"),
                         first.size(), limits::maxDim);
    const auto cols = static_cast<Eigen::Index>(first.size());
    for (std::size_t i = 0; i < json.size(); ++i) {
        const std::string row = where + "[" + std::to_string(i) + "]";
        if (!json[i].is_array())
            throw InputError(row, TR_NOOP("Engine", "expected an array of numbers, got %1"),
                             describeJson(json[i]));
        if (static_cast<Eigen::Index>(json[i].size()) != cols)
            throw InputError(row, TR_NOOP("Engine", "expected %1 numbers, got %2"), cols,
                             json[i].size());
    }
    return cols;
}

} // namespace

Matrix matrixFromJson(const nlohmann::json& json, const std::string& where, int maxRows)
{
    const Eigen::Index cols = checkRows(json, where, maxRows);
    Matrix m(static_cast<Eigen::Index>(json.size()), cols);
    for (Eigen::Index i = 0; i < m.rows(); ++i) {
        const auto& row = json[static_cast<std::size_t>(i)];
        for (Eigen::Index j = 0; j < cols; ++j) {
            const auto& cell = row[static_cast<std::size_t>(j)];
            const std::string place =
                where + "[" + std::to_string(i) + "][" + std::to_string(j) + "]";
            if (!cell.is_number())
                throw InputError(place, TR_NOOP("Engine", "expected a number, got %1"),
                                 describeJson(cell));
            const double x = cell.get<double>();
            if (!std::isfinite(x))
                throw InputError(place, TR_NOOP("Engine", "not a finite number"));
            if (std::abs(x) > limits::maxAbsValue)
                throw InputError(place, TR_NOOP("Engine", "magnitude above the limit of 1e12"));
            m(i, j) = x;
        }
    }
    return m;
}

BoolMatrix boolMatrixFromJson(const nlohmann::json& json, const std::string& where, int maxRows)
{
    const Eigen::Index cols = checkRows(json, where, maxRows);
    BoolMatrix m(static_cast<Eigen::Index>(json.size()), cols);
    for (Eigen::Index i = 0; i < m.rows(); ++i) {
        const auto& row = json[static_cast<std::size_t>(i)];
        for (Eigen::Index j = 0; j < cols; ++j) {
            const auto& cell = row[static_cast<std::size_t>(j)];
            if (cell.is_boolean())
                m(i, j) = cell.get<bool>();
            else if (cell.is_number() && (cell.get<double>() == 0.0 || cell.get<double>() == 1.0))
                m(i, j) = cell.get<double>() == 1.0;
            else
                throw InputError(where + "[" + std::to_string(i) + "][" + std::to_string(j) + "]",
                                 TR_NOOP("Engine", "expected 0 or 1, got %1"), describeJson(cell));
        }
    }
    return m;
}

namespace {

// Keys people look for first come first; the rest follow alphabetically.
int keyRank(const std::string& key)
{
    static const char* const order[] = {"format",      "version",
                                        "kind",        "title",
                                        "description", "case",
                                        "random",      "sentences",
                                        "query",       "source",
                                        "q",           "k",
                                        "v",           "query_tokens",
                                        "key_tokens",  "heads",
                                        "frames",      "index",
                                        "scale",       "mask",
                                        "scores",      "scaled",
                                        "masked",      "weights",
                                        "output",      "output_projection",
                                        "concat",      "warnings",
                                        "code",        "head",
                                        "row",         "message"};
    for (std::size_t i = 0; i < std::size(order); ++i)
        if (key == order[i])
            return static_cast<int>(i);
    return static_cast<int>(std::size(order));
}

void formatJsonInto(const nlohmann::json& j, int indent, std::string& out)
{
    const auto pad = [&out](int n) { out.append(static_cast<std::size_t>(2 * n), ' '); };
    if (j.is_object() && !j.empty()) {
        std::vector<std::string> keys;
        for (const auto& item : j.items())
            keys.push_back(item.key());
        std::stable_sort(keys.begin(), keys.end(), [](const std::string& a, const std::string& b) {
            return keyRank(a) < keyRank(b);
        });
        out += "{\n";
        for (std::size_t i = 0; i < keys.size(); ++i) {
            pad(indent + 1);
            out += nlohmann::json(keys[i]).dump() + ": ";
            formatJsonInto(j.at(keys[i]), indent + 1, out);
            out += i + 1 < keys.size() ? ",\n" : "\n";
        }
        pad(indent);
        out += "}";
    } else if (j.is_array() && !j.empty()) {
        bool flat = true;
        for (const auto& x : j)
            flat = flat && !x.is_structured();
        if (flat) {
            out += "[";
            for (std::size_t i = 0; i < j.size(); ++i)
                out += (i ? ", " : "") + j[i].dump();
            out += "]";
            return;
        }
        out += "[\n";
        for (std::size_t i = 0; i < j.size(); ++i) {
            pad(indent + 1);
            formatJsonInto(j[i], indent + 1, out);
            out += i + 1 < j.size() ? ",\n" : "\n";
        }
        pad(indent);
        out += "]";
    } else {
        out += j.dump();
    }
}

} // namespace

std::string formatJson(const nlohmann::json& json)
{
    std::string out;
    formatJsonInto(json, 0, out);
    out += "\n";
    return out;
}

nlohmann::json matrixToJson(const Matrix& m)
{
    nlohmann::json rows = nlohmann::json::array();
    for (Eigen::Index i = 0; i < m.rows(); ++i) {
        nlohmann::json row = nlohmann::json::array();
        for (Eigen::Index j = 0; j < m.cols(); ++j) {
            if (std::isfinite(m(i, j)))
                row.push_back(m(i, j));
            else
                row.push_back(nullptr);
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

nlohmann::json boolMatrixToJson(const BoolMatrix& m)
{
    nlohmann::json rows = nlohmann::json::array();
    for (Eigen::Index i = 0; i < m.rows(); ++i) {
        nlohmann::json row = nlohmann::json::array();
        for (Eigen::Index j = 0; j < m.cols(); ++j)
            row.push_back(m(i, j) ? 1 : 0);
        rows.push_back(std::move(row));
    }
    return rows;
}

nlohmann::json vectorToJson(const Vector& v)
{
    nlohmann::json out = nlohmann::json::array();
    for (Eigen::Index i = 0; i < v.size(); ++i) {
        if (std::isfinite(v(i)))
            out.push_back(v(i));
        else
            out.push_back(nullptr);
    }
    return out;
}

Vector vectorFromJson(const nlohmann::json& j, const std::string& where, int maxSize)
{
    if (!j.is_array() || j.empty())
        throw InputError(where, TR_NOOP("Engine", "expected a list of numbers, got %1"),
                         describeJson(j));
    if (j.size() > static_cast<std::size_t>(maxSize))
        throw InputError(where, TR_NOOP("Engine", "more than %1 numbers"), maxSize);
    Vector v(static_cast<Eigen::Index>(j.size()));
    for (std::size_t i = 0; i < j.size(); ++i) {
        const std::string place = where + "[" + std::to_string(i) + "]";
        if (!j[i].is_number())
            throw InputError(place, TR_NOOP("Engine", "expected a number, got %1"),
                             describeJson(j[i]));
        const double x = j[i].get<double>();
        if (!std::isfinite(x) || std::abs(x) > limits::maxAbsValue)
            throw InputError(place, TR_NOOP("Engine", "not a finite number within 1e12"));
        v(static_cast<Eigen::Index>(i)) = x;
    }
    return v;
}

long long readInt(const nlohmann::json& j, const std::string& where, long long lo, long long hi)
{
    if (!j.is_number())
        throw InputError(where, TR_NOOP("Engine", "expected a whole number, got %1"),
                         describeJson(j));
    long long value = 0;
    if (j.is_number_float()) {
        const double d = j.get<double>();
        if (!std::isfinite(d) || d != std::floor(d) || std::abs(d) > 9e15)
            throw InputError(where, TR_NOOP("Engine", "expected a whole number, got %1"),
                             describeJson(j));
        value = static_cast<long long>(d);
    } else if (j.is_number_unsigned()) {
        const auto u = j.get<unsigned long long>();
        if (u > static_cast<unsigned long long>(hi))
            throw InputError(where, TR_NOOP("Engine", "expected at most %1, got %2"), hi, u);
        value = static_cast<long long>(u);
    } else {
        value = j.get<long long>();
    }
    if (value < lo)
        throw InputError(where, TR_NOOP("Engine", "expected at least %1, got %2"), lo, value);
    if (value > hi)
        throw InputError(where, TR_NOOP("Engine", "expected at most %1, got %2"), hi, value);
    return value;
}

std::uint64_t readSeed(const nlohmann::json& j, const std::string& where)
{
    if (j.is_number_unsigned())
        return j.get<std::uint64_t>();
    if (j.is_number_integer() && j.get<long long>() >= 0)
        return static_cast<std::uint64_t>(j.get<long long>());
    if (j.is_number_float()) {
        const double d = j.get<double>();
        if (std::isfinite(d) && d >= 0 && d == std::floor(d) && d <= 9007199254740992.0)
            return static_cast<std::uint64_t>(d);
    }
    throw InputError(where, TR_NOOP("Engine", "expected a whole number from 0 to 2^64 - 1, got %1"),
                     describeJson(j));
}

void warnUnknownKey(const std::string& where, const std::string& key, Warnings& warnings)
{
    const std::string place = where.empty() ? key : where + "." + key;
    warnings.push_back(makeWarning("unknown_key", -1, -1,
                                   Message(TR_NOOP("Engine", "%1: unknown key, ignored"), place)));
}

int readPositiveInt(const nlohmann::json& j, const std::string& where, int hi)
{
    const bool whole = j.is_number_integer() || j.is_number_unsigned() ||
                       (j.is_number_float() && std::isfinite(j.get<double>()) &&
                        j.get<double>() == std::floor(j.get<double>()));
    if (!whole || j.get<double>() < 1)
        throw InputError(where, TR_NOOP("Engine", "expected a positive integer, got %1"),
                         (whole ? Message(j.dump()) : describeJson(j)));
    if (j.get<double>() > hi)
        throw InputError(where, TR_NOOP("Engine", "expected at most %1, got %2"), hi, j.dump());
    return static_cast<int>(j.get<double>());
}

} // namespace attnlab

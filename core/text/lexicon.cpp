#include "lexicon.h"

#include "fileread.h"
#include "inputerror.h"
#include "sizelimits.h"
#include "tokenizer.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <fstream>

namespace attnlab {

namespace {

// Lines of a text, without their "\n" or "\r\n".
class TextLines
{
public:
    explicit TextLines(std::string_view text) : text_(text) {}

    bool next(std::string& line)
    {
        if (position_ >= text_.size())
            return false;
        std::size_t end = text_.find('\n', position_);
        if (end == std::string_view::npos)
            end = text_.size();
        line.assign(text_.substr(position_, end - position_));
        position_ = end + 1;
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        return true;
    }

private:
    std::string_view text_;
    std::size_t position_ = 0;
};

// Lines of a file, read one at a time (a GloVe file can be hundreds of megabytes).
class FileLines
{
public:
    explicit FileLines(const std::string& path) : stream_(path, std::ios::binary)
    {
        std::error_code error;
        if (std::filesystem::is_directory(path, error))
            throw InputError(path, TR_NOOP("Engine", "is a folder, not a file"));
        if (!stream_) {
            const bool exists = std::filesystem::exists(path, error);
            throw InputError(path, exists ? TR_NOOP("Engine", "cannot open the file")
                                          : TR_NOOP("Engine", "no such file"));
        }
    }

    bool next(std::string& line)
    {
        if (!std::getline(stream_, line))
            return false;
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        return true;
    }

    void checkRead(const std::string& path) const
    {
        if (stream_.bad())
            throw InputError(path, TR_NOOP("Engine", "read error"));
    }

private:
    std::ifstream stream_;
};

std::string inQuotes(std::string_view s)
{
    if (s.size() > 40)
        return "'" + std::string(s.substr(0, 37)) + "...'";
    return "'" + std::string(s) + "'";
}

std::string_view trim(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

std::vector<std::string_view> split(std::string_view s, char separator)
{
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    while (true) {
        const std::size_t end = s.find(separator, start);
        if (end == std::string_view::npos) {
            parts.push_back(s.substr(start));
            return parts;
        }
        parts.push_back(s.substr(start, end - start));
        start = end + 1;
    }
}

// Fields separated by runs of spaces or tabs.
std::vector<std::string_view> splitBlanks(std::string_view s)
{
    std::vector<std::string_view> parts;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t'))
            ++i;
        const std::size_t start = i;
        while (i < s.size() && s[i] != ' ' && s[i] != '\t')
            ++i;
        if (i > start)
            parts.push_back(s.substr(start, i - start));
    }
    return parts;
}

// A finite decimal number ("0.5", "-1.4", "1e-3", "+2"), or nothing.
std::optional<double> parseNumber(std::string_view s)
{
    if (!s.empty() && s.front() == '+')
        s.remove_prefix(1);
    double value = 0.0;
    const auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (s.empty() || error != std::errc() || end != s.data() + s.size() || !std::isfinite(value))
        return std::nullopt;
    return value;
}

bool isLanguageCode(std::string_view s)
{
    if (s.empty() || s.size() > 8)
        return false;
    for (const char c : s) {
        if (c < 'a' || c > 'z')
            return false;
    }
    return true;
}

} // namespace

// Collects entries and builds the index; shared by the TSV and GloVe readers.
class Lexicon::Builder
{
public:
    explicit Builder(std::string name) : name_(std::move(name)) {}

    std::string at(int line) const { return name_ + ":" + std::to_string(line); }

    void setDimensions(std::vector<std::string> names)
    {
        lexicon_.dimensionNames_ = std::move(names);
    }

    /// Entry already holding (language, word), if any.
    std::optional<int> existing(const std::string& language, const std::string& word) const
    {
        const auto it = lexicon_.index_.find(word);
        if (it == lexicon_.index_.end())
            return std::nullopt;
        for (const int i : it->second) {
            if (lexicon_.entries_[static_cast<std::size_t>(i)].language == language)
                return i;
        }
        return std::nullopt;
    }

    void add(std::string language, std::string word, const std::vector<double>& values)
    {
        const int i = lexicon_.size();
        lexicon_.index_[word].push_back(i);
        lexicon_.entries_.push_back({std::move(language), std::move(word)});
        lexicon_.values_.insert(lexicon_.values_.end(), values.begin(), values.end());
    }

    int size() const { return lexicon_.size(); }

    void reserve(std::size_t values) { lexicon_.values_.reserve(values); }

    Lexicon finish(int lastLine)
    {
        if (lexicon_.dimensionNames_.empty())
            throw InputError(name_, TR_NOOP("Engine", "no dimensions (an empty file?)"));
        if (lexicon_.entries_.empty())
            throw InputError(at(lastLine), TR_NOOP("Engine", "no words"));
        // mean of ||e|| over the entries
        const auto d = static_cast<std::size_t>(lexicon_.dimension());
        double sum = 0.0;
        for (std::size_t i = 0; i < lexicon_.entries_.size(); ++i) {
            double squared = 0.0;
            for (std::size_t j = 0; j < d; ++j)
                squared += lexicon_.values_[i * d + j] * lexicon_.values_[i * d + j];
            sum += std::sqrt(squared);
        }
        lexicon_.meanNorm_ = sum / static_cast<double>(lexicon_.entries_.size());
        if (lexicon_.values_.capacity() > lexicon_.values_.size() + lexicon_.values_.size() / 4)
            lexicon_.values_.shrink_to_fit(); // the size hint reserved too much
        for (const Entry& e : lexicon_.entries_) {
            if (!e.language.empty() && !lexicon_.hasLanguage(e.language))
                lexicon_.languages_.push_back(e.language);
        }
        return std::move(lexicon_);
    }

    template <typename Lines> static Lexicon readTsv(Lines& lines, const std::string& name);

    /// sizeHint: bytes of the whole input, to reserve the values once instead of regrowing.
    template <typename Lines>
    static Lexicon readGlove(Lines& lines, const std::string& name, std::size_t sizeHint);

private:
    std::string name_;
    Lexicon lexicon_;
};

template <typename Lines> Lexicon Lexicon::Builder::readTsv(Lines& lines, const std::string& name)
{
    Builder b(name);
    std::unordered_map<std::string, int> dimensionIndex;
    std::vector<int> entryLine; // line of each entry, for duplicate messages
    std::string line;
    int number = 0;
    bool header = false;
    while (lines.next(line)) {
        ++number;
        std::string_view text = line;
        if (number == 1 && text.substr(0, 3) == "\xEF\xBB\xBF")
            text.remove_prefix(3); // UTF-8 byte order mark
        if (trim(text).empty() || trim(text).front() == '#')
            continue;
        const std::vector<std::string_view> fields = split(text, '\t');

        if (!header) {
            // dimensions<TAB>name<TAB>name...
            if (trim(fields[0]) != "dimensions")
                throw InputError(
                    b.at(number),
                    TR_NOOP(
                        "Engine",
                        "expected the header line \"dimensions<TAB>name<TAB>...\" first, got %1"),
                    inQuotes(text));
            std::vector<std::string> names;
            for (std::size_t i = 1; i < fields.size(); ++i) {
                const std::string_view n = trim(fields[i]);
                if (n.empty() && i + 1 == fields.size())
                    break; // trailing tab
                if (n.empty())
                    throw InputError(b.at(number), TR_NOOP("Engine", "dimension %1 has no name"),
                                     i);
                if (n.find_first_of(" =,") != std::string_view::npos)
                    throw InputError(
                        b.at(number),
                        TR_NOOP("Engine", "dimension name %1 may not contain spaces, '=' or ','"),
                        inQuotes(n));
                if (dimensionIndex.count(std::string(n)))
                    throw InputError(b.at(number), TR_NOOP("Engine", "duplicate dimension %1"),
                                     inQuotes(n));
                dimensionIndex[std::string(n)] = static_cast<int>(names.size());
                names.emplace_back(n);
            }
            if (names.empty())
                throw InputError(b.at(number),
                                 TR_NOOP("Engine", "no dimension names after \"dimensions\""));
            if (names.size() > static_cast<std::size_t>(maxDimensions))
                throw InputError(b.at(number),
                                 TR_NOOP("Engine", "%1 dimensions exceed the limit of %2"),
                                 names.size(), maxDimensions);
            b.setDimensions(std::move(names));
            header = true;
            continue;
        }

        // language<TAB>word<TAB>dim=value,dim=value
        if (fields.size() != 3)
            throw InputError(
                b.at(number),
                TR_NOOP("Engine",
                        "expected 3 tab-separated fields (language, word, dimensions), got %1"),
                fields.size());
        const std::string_view language = trim(fields[0]);
        if (!isLanguageCode(language))
            throw InputError(
                b.at(number),
                TR_NOOP("Engine", "invalid language %1 (expected a lower-case code such as en)"),
                inQuotes(language));
        const std::string_view written = trim(fields[1]);
        if (written.empty())
            throw InputError(b.at(number), TR_NOOP("Engine", "empty word"));
        const std::vector<Token> tokens = tokenize(written);
        const std::string word = normaliseWord(written);
        if (tokens.size() != 1 || tokens[0].normalised != word)
            throw InputError(b.at(number),
                             TR_NOOP("Engine", "word %1 is not one token for the tokenizer, so no "
                                               "sentence could ever match it"),
                             inQuotes(written));
        if (const auto first = b.existing(std::string(language), word))
            throw InputError(
                b.at(number), TR_NOOP("Engine", "duplicate word %1 for %2 (first on line %3)"),
                inQuotes(word), std::string(language), entryLine[static_cast<std::size_t>(*first)]);

        std::vector<double> values(dimensionIndex.size(), 0.0);
        std::vector<bool> given(dimensionIndex.size(), false);
        if (trim(fields[2]).empty())
            throw InputError(b.at(number), TR_NOOP("Engine", "no dimensions for %1"),
                             inQuotes(word));
        for (const std::string_view item : split(fields[2], ',')) {
            const std::string_view part = trim(item);
            if (part.empty())
                throw InputError(b.at(number),
                                 TR_NOOP("Engine", "empty dimension entry (two commas?)"));
            const std::size_t equals = part.find('=');
            const std::string_view dimName = trim(part.substr(0, equals));
            const auto it = dimensionIndex.find(std::string(dimName));
            if (it == dimensionIndex.end())
                throw InputError(b.at(number), TR_NOOP("Engine", "unknown dimension %1"),
                                 inQuotes(dimName));
            double value = 1.0; // a bare name means 1
            if (equals != std::string_view::npos) {
                const std::string_view valueText = trim(part.substr(equals + 1));
                const auto parsed = parseNumber(valueText);
                if (!parsed)
                    throw InputError(b.at(number),
                                     TR_NOOP("Engine", "dimension %1: expected a number, got %2"),
                                     inQuotes(dimName), inQuotes(valueText));
                value = *parsed;
            }
            const auto k = static_cast<std::size_t>(it->second);
            if (given[k])
                throw InputError(b.at(number), TR_NOOP("Engine", "dimension %1 given twice"),
                                 inQuotes(dimName));
            given[k] = true;
            values[k] = value;
        }
        if (b.size() >= maxWords)
            throw InputError(b.at(number), TR_NOOP("Engine", "more than %1 words"), maxWords);
        b.add(std::string(language), word, values);
        entryLine.push_back(number);
    }
    if (!header)
        throw InputError(name, TR_NOOP("Engine", "no header line \"dimensions<TAB>name<TAB>...\""));
    return b.finish(number);
}

template <typename Lines>
Lexicon Lexicon::Builder::readGlove(Lines& lines, const std::string& name, std::size_t sizeHint)
{
    Builder b(name);
    std::vector<double> values;
    std::string line;
    int number = 0;
    std::size_t d = 0;
    while (lines.next(line)) {
        ++number;
        std::string_view text = line;
        if (number == 1 && text.substr(0, 3) == "\xEF\xBB\xBF")
            text.remove_prefix(3); // UTF-8 byte order mark
        const std::vector<std::string_view> fields = splitBlanks(text);
        if (fields.empty())
            continue;
        // word v1 ... vd
        // Until one line has read as a GloVe line, this may be any file (a scenario may name
        // any path): its errors never quote its content.
        const bool glove = d != 0;
        if (d == 0) {
            if (fields.size() < 2)
                throw InputError(b.at(number),
                                 TR_NOOP("Engine", "expected a word followed by numbers separated "
                                                   "by spaces (is this a GloVe text file?)"));
            d = fields.size() - 1;
            if (d > static_cast<std::size_t>(maxDimensions))
                throw InputError(b.at(number),
                                 TR_NOOP("Engine", "%1 numbers exceed the limit of %2 dimensions"),
                                 d, maxDimensions);
            std::vector<std::string> names;
            for (std::size_t j = 0; j < d; ++j)
                names.push_back("glove-" + std::to_string(j));
            b.setDimensions(std::move(names));
            // about sizeHint / (bytes of this line) lines of d numbers each
            const std::size_t lineCount = sizeHint / (text.size() + 1) + 16;
            b.reserve(std::min<std::size_t>(lineCount * d, static_cast<std::size_t>(maxValues)));
        }
        if (fields.size() - 1 != d)
            throw InputError(b.at(number), TR_NOOP("Engine", "expected %1 numbers, got %2"), d,
                             fields.size() - 1);
        values.assign(d, 0.0);
        for (std::size_t j = 0; j < d; ++j) {
            const auto parsed = parseNumber(fields[j + 1]);
            if (!parsed)
                throw InputError(b.at(number),
                                 glove ? TR_NOOP("Engine", "number %1: expected a number, got %2")
                                       : TR_NOOP("Engine", "number %1: expected a number (is "
                                                           "this a GloVe text file?)"),
                                 j + 1, inQuotes(fields[j + 1]));
            values[j] = *parsed;
        }
        std::string word = normaliseWord(fields[0]);
        if (b.existing(std::string(), word))
            continue; // "The" after "the": the first (most frequent) wins
        if (b.size() >= maxWords)
            throw InputError(
                b.at(number),
                TR_NOOP("Engine",
                        "more than %1 words; keep the most frequent ones (e.g. head -n 100000)"),
                maxWords);
        if (static_cast<long long>(b.size() + 1) * static_cast<long long>(d) > maxValues)
            throw InputError(b.at(number),
                             TR_NOOP("Engine", "more than %1 numbers in all; keep the most "
                                               "frequent words (e.g. head -n 100000)"),
                             maxValues);
        b.add(std::string(), std::move(word), values);
    }
    if (d == 0)
        throw InputError(name, TR_NOOP("Engine", "no vectors (an empty file?)"));
    return b.finish(number);
}

const Lexicon& Lexicon::builtin()
{
    // initialised once, on first use; C++ makes this thread-safe
    static const Lexicon lexicon = fromTsvText(builtinLexiconText(), "lexicon.tsv");
    return lexicon;
}

Lexicon Lexicon::fromTsvText(std::string_view text, const std::string& name)
{
    TextLines lines(text);
    return Builder::readTsv(lines, name);
}

Lexicon Lexicon::fromTsvFile(const std::string& path)
{
    checkInputFile(path, limits::maxGloveFileBytes, "a lexicon file"); // before opening
    FileLines lines(path);
    Lexicon lexicon = Builder::readTsv(lines, path);
    lines.checkRead(path);
    return lexicon;
}

Lexicon Lexicon::fromGloveText(std::string_view text, const std::string& name)
{
    TextLines lines(text);
    return Builder::readGlove(lines, name, text.size());
}

Lexicon Lexicon::fromGloveFile(const std::string& path)
{
    // A regular file of bounded size, checked before it is opened: a FIFO would block and
    // /dev/zero would be read forever.
    const std::uintmax_t bytes = checkInputFile(path, limits::maxGloveFileBytes, "a GloVe file");
    FileLines lines(path);
    Lexicon lexicon = Builder::readGlove(lines, path, static_cast<std::size_t>(bytes));
    lines.checkRead(path);
    return lexicon;
}

std::optional<int> Lexicon::dimensionIndex(std::string_view name) const
{
    for (std::size_t i = 0; i < dimensionNames_.size(); ++i) {
        if (dimensionNames_[i] == name)
            return static_cast<int>(i);
    }
    return std::nullopt;
}

Vector Lexicon::vector(int i) const
{
    const auto d = static_cast<std::size_t>(dimension());
    return Eigen::Map<const Vector>(values_.data() + static_cast<std::size_t>(i) * d,
                                    static_cast<Eigen::Index>(d));
}

bool Lexicon::hasLanguage(std::string_view language) const
{
    for (const std::string& l : languages_) {
        if (l == language)
            return true;
    }
    return false;
}

std::optional<int> Lexicon::find(std::string_view word, std::string_view language) const
{
    const auto it = index_.find(normaliseWord(word));
    if (it == index_.end())
        return std::nullopt;
    if (language.empty()) {
        // any language: the one listed first in languages() wins (en before fr before pt)
        int best = it->second.front();
        std::size_t bestRank = languages_.size();
        for (const int i : it->second) {
            const std::string& l = entries_[static_cast<std::size_t>(i)].language;
            std::size_t rank = 0;
            while (rank < languages_.size() && languages_[rank] != l)
                ++rank;
            if (rank < bestRank) {
                best = i;
                bestRank = rank;
            }
        }
        return best;
    }
    for (const int i : it->second) {
        const std::string& l = entries_[static_cast<std::size_t>(i)].language;
        if (l.empty() || l == language)
            return i;
    }
    return std::nullopt;
}

std::optional<Vector> Lexicon::lookup(std::string_view word, std::string_view language) const
{
    const auto i = find(word, language);
    if (!i)
        return std::nullopt;
    return vector(*i);
}

} // namespace attnlab

#include "quote.h"

namespace attnlab {

namespace {

void appendHex(std::string& out, unsigned char c)
{
    static constexpr char hex[] = "0123456789abcdef";
    out += "\\x";
    out += hex[c >> 4];
    out += hex[c & 0xF];
}

/// Appends the escape of control character c ("\n", "\0", "\x1b").
void appendControl(std::string& out, unsigned char c)
{
    switch (c) {
    case '\0':
        out += "\\0";
        break;
    case '\n':
        out += "\\n";
        break;
    case '\r':
        out += "\\r";
        break;
    case '\t':
        out += "\\t";
        break;
    default:
        appendHex(out, c);
    }
}

bool isControl(unsigned char c)
{
    return c < 0x20 || c == 0x7F;
}

/// The length of the UTF-8 sequence starting at text[i], or 0 when it is not valid UTF-8.
std::size_t utf8Length(std::string_view text, std::size_t i)
{
    const auto c = static_cast<unsigned char>(text[i]);
    std::size_t n = 0;
    if (c < 0x80)
        return 1;
    if ((c & 0xE0) == 0xC0 && c >= 0xC2)
        n = 2;
    else if ((c & 0xF0) == 0xE0)
        n = 3;
    else if ((c & 0xF8) == 0xF0 && c <= 0xF4)
        n = 4;
    else
        return 0;
    if (i + n > text.size())
        return 0;
    for (std::size_t k = 1; k < n; ++k)
        if ((static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80)
            return 0;
    return n;
}

} // namespace

std::string quoteUserText(std::string_view text, std::size_t maxChars)
{
    std::string out = "\"";
    std::size_t chars = 0;
    std::size_t i = 0;
    while (i < text.size()) {
        if (chars == maxChars) {
            out += "…";
            break;
        }
        const auto c = static_cast<unsigned char>(text[i]);
        const std::size_t n = utf8Length(text, i);
        if (n == 0) {
            appendHex(out, c);
            ++i;
        } else if (n == 1 && isControl(c)) {
            appendControl(out, c);
            ++i;
        } else if (c == '"' || c == '\\') {
            out += '\\';
            out += static_cast<char>(c);
            ++i;
        } else {
            out.append(text.substr(i, n));
            i += n;
        }
        ++chars;
    }
    out += '"';
    return out;
}

std::string escapeUserText(std::string_view text, std::size_t maxChars)
{
    const std::string quoted = quoteUserText(text, maxChars);
    return quoted.substr(1, quoted.size() - 2);
}

bool hasControlCharacter(std::string_view text)
{
    for (const char c : text)
        if (isControl(static_cast<unsigned char>(c)))
            return true;
    return false;
}

std::string escapeControlCharacters(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (const char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        if (isControl(c) && c != '\n')
            appendControl(out, c);
        else
            out += ch;
    }
    return out;
}

} // namespace attnlab

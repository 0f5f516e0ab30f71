#include "tokenizer.h"

#include <array>

namespace attnlab {

namespace {

enum class Kind
{
    Space,
    Punctuation,
    Apostrophe,
    Hyphen,
    Word,
};

struct CodePoint
{
    char32_t value;
    std::size_t length; ///< bytes in the UTF-8 text
};

// One UTF-8 code point at byte i; an invalid byte counts as one word character.
CodePoint decode(std::string_view s, std::size_t i)
{
    const auto b0 = static_cast<unsigned char>(s[i]);
    if (b0 < 0x80)
        return {b0, 1};
    const std::size_t length = b0 >= 0xF0 ? 4 : b0 >= 0xE0 ? 3 : b0 >= 0xC0 ? 2 : 0;
    if (length == 0 || length > 4 || i + length > s.size())
        return {0xFFFD, 1};
    // lead byte payload: 0x1F, 0x0F, 0x07 for 2, 3, 4 bytes
    char32_t value = b0 & (0x7Fu >> length);
    for (std::size_t k = 1; k < length; ++k) {
        const auto b = static_cast<unsigned char>(s[i + k]);
        if ((b & 0xC0) != 0x80)
            return {0xFFFD, 1};
        value = (value << 6) | (b & 0x3Fu);
    }
    return {value, length};
}

bool isAsciiDigit(char c)
{
    return c >= '0' && c <= '9';
}

Kind classify(char32_t c)
{
    if (c <= 0x20 || c == 0x7F || c == 0xA0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200B) ||
        c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F || c == 0x3000 || c == 0xFEFF)
        return Kind::Space;
    if (c == U'\'' || c == 0x2019 || c == 0x02BC) // ' ’ ʼ
        return Kind::Apostrophe;
    if (c == U'-' || c == 0x2010 || c == 0x2011) // - and the Unicode hyphens
        return Kind::Hyphen;
    if (c < 0x80) {
        const bool alnum =
            (c >= U'0' && c <= U'9') || (c >= U'A' && c <= U'Z') || (c >= U'a' && c <= U'z');
        return alnum ? Kind::Word : Kind::Punctuation;
    }
    // ¡ § « ¶ · » ¿, dashes and quotes ‒ – — ― ‖ ‗ ‘, ‚ ‛ “ ” „ ‟ † ‡ • ‣ ․ ‥ … ‧, ‹ ›, 、 。 〃
    // and the CJK brackets 「 」 『 』
    if (c == 0xA1 || c == 0xA7 || c == 0xAB || c == 0xB6 || c == 0xB7 || c == 0xBB || c == 0xBF ||
        (c >= 0x2012 && c <= 0x2018) || (c >= 0x201A && c <= 0x2027) || c == 0x2039 ||
        c == 0x203A || (c >= 0x3001 && c <= 0x3003) || (c >= 0x300C && c <= 0x300F))
        return Kind::Punctuation;
    return Kind::Word;
}

// French (and Portuguese d') elided words: "l'homme" -> "l'" + "homme".
bool isElisionPrefix(const std::string& lower)
{
    static const std::array<const char*, 13> prefixes = {
        "c", "d", "j", "l", "m", "n", "s", "t", "qu", "jusqu", "lorsqu", "puisqu", "quoiqu"};
    for (const char* p : prefixes) {
        if (lower == p)
            return true;
    }
    return false;
}

// English clitics that split before the apostrophe: "it's" -> "it" + "'s".
bool isEnglishClitic(const std::string& lower)
{
    return lower == "s" || lower == "m" || lower == "re" || lower == "ve" || lower == "ll" ||
           lower == "d";
}

void emit(std::string_view text, std::vector<Token>& out)
{
    if (!text.empty())
        out.push_back({std::string(text), normaliseWord(text)});
}

// Byte offset just past the code point before `end`, walking back over continuation bytes.
std::size_t previousStart(std::string_view s, std::size_t end)
{
    std::size_t i = end - 1;
    while (i > 0 && (static_cast<unsigned char>(s[i]) & 0xC0) == 0x80)
        --i;
    return i;
}

// Splits one run of word characters, apostrophes and hyphens into tokens.
void splitChunk(std::string_view chunk, std::vector<Token>& out)
{
    // drop leading apostrophes and hyphens (quotes, dashes)
    while (!chunk.empty()) {
        const Kind k = classify(decode(chunk, 0).value);
        if (k != Kind::Apostrophe && k != Kind::Hyphen)
            break;
        chunk.remove_prefix(decode(chunk, 0).length);
    }
    // drop trailing ones, but keep the apostrophe of an elided word written apart ("l' homme")
    while (!chunk.empty()) {
        const std::size_t last = previousStart(chunk, chunk.size());
        const Kind k = classify(decode(chunk, last).value);
        if (k == Kind::Hyphen) {
            chunk.remove_suffix(chunk.size() - last);
            continue;
        }
        if (k == Kind::Apostrophe) {
            if (last > 0 && isElisionPrefix(normaliseWord(chunk.substr(0, last))))
                break;
            chunk.remove_suffix(chunk.size() - last);
            continue;
        }
        break;
    }

    std::size_t start = 0; // start of the token being built
    std::size_t i = 0;
    while (i < chunk.size()) {
        const CodePoint cp = decode(chunk, i);
        if (classify(cp.value) != Kind::Apostrophe) {
            i += cp.length;
            continue;
        }
        const std::size_t after = i + cp.length;
        // the part after the apostrophe, up to the next apostrophe or the end
        std::size_t rightEnd = after;
        while (rightEnd < chunk.size()) {
            const CodePoint next = decode(chunk, rightEnd);
            if (classify(next.value) == Kind::Apostrophe)
                break;
            rightEnd += next.length;
        }
        const std::string left = normaliseWord(chunk.substr(start, i - start));
        const std::string right = normaliseWord(chunk.substr(after, rightEnd - after));

        if (isElisionPrefix(left)) {
            // l'homme -> l' | homme
            emit(chunk.substr(start, after - start), out);
            start = after;
        } else if (right == "t" && left.size() > 1 && left.back() == 'n') {
            // don't -> do | n't
            emit(chunk.substr(start, i - 1 - start), out);
            emit(chunk.substr(i - 1, rightEnd - (i - 1)), out);
            start = rightEnd;
        } else if (!left.empty() && isEnglishClitic(right)) {
            // it's -> it | 's
            emit(chunk.substr(start, i - start), out);
            emit(chunk.substr(i, rightEnd - i), out);
            start = rightEnd;
        }
        // otherwise the apostrophe stays inside the word: aujourd'hui, o'clock
        i = after;
    }
    emit(chunk.substr(start), out);
}

} // namespace

std::string normaliseWord(std::string_view word)
{
    std::string out;
    out.reserve(word.size());
    for (std::size_t i = 0; i < word.size(); ++i) {
        const auto b = static_cast<unsigned char>(word[i]);
        const auto next = i + 1 < word.size() ? static_cast<unsigned char>(word[i + 1]) : 0u;
        const auto third = i + 2 < word.size() ? static_cast<unsigned char>(word[i + 2]) : 0u;
        if (b >= 'A' && b <= 'Z') {
            out += static_cast<char>(b + ('a' - 'A')); // ASCII capitals
        } else if (b == 0xC3 && next >= 0x80 && next <= 0x9E && next != 0x97) {
            // U+00C0-U+00DE (A-grave ... Thorn, not the sign x) -> U+00E0-U+00FE
            out += static_cast<char>(0xC3);
            out += static_cast<char>(next + 0x20);
            ++i;
        } else if (b == 0xC5 && next == 0x92) {
            out += "\xC5\x93"; // OE ligature -> oe ligature
            ++i;
        } else if (b == 0xC5 && next == 0xB8) {
            out += "\xC3\xBF"; // Y-diaeresis -> y-diaeresis
            ++i;
        } else if (b == 0xE2 && next == 0x80 && third == 0x99) {
            out += '\''; // right single quotation mark used as apostrophe
            i += 2;
        } else if (b == 0xCA && next == 0xBC) {
            out += '\''; // modifier letter apostrophe
            ++i;
        } else if (b == 0xE2 && next == 0x80 && (third == 0x90 || third == 0x91)) {
            out += '-'; // Unicode hyphen and non-breaking hyphen
            i += 2;
        } else {
            out += static_cast<char>(b);
        }
    }
    return out;
}

std::vector<Token> tokenize(std::string_view sentence)
{
    std::vector<Token> tokens;
    std::size_t chunkStart = 0;
    bool inChunk = false;
    std::size_t i = 0;
    while (i < sentence.size()) {
        const CodePoint cp = decode(sentence, i);
        Kind kind = classify(cp.value);
        // "3.5" and "1,000": a point or comma between digits belongs to the number
        if (kind == Kind::Punctuation && (cp.value == U'.' || cp.value == U',') && i > 0 &&
            i + 1 < sentence.size() && isAsciiDigit(sentence[i - 1]) &&
            isAsciiDigit(sentence[i + 1]))
            kind = Kind::Word;
        const bool separates = kind == Kind::Space || kind == Kind::Punctuation;
        if (separates && inChunk) {
            splitChunk(sentence.substr(chunkStart, i - chunkStart), tokens);
            inChunk = false;
        } else if (!separates && !inChunk) {
            chunkStart = i;
            inChunk = true;
        }
        i += cp.length;
    }
    if (inChunk)
        splitChunk(sentence.substr(chunkStart), tokens);
    return tokens;
}

} // namespace attnlab

#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace attnlab {

/// One word of a sentence.
struct Token
{
    std::string text;       ///< as written, for labels: "L'", "Chat"
    std::string normalised; ///< what the lexicon is searched for: "l'", "chat"

    bool operator==(const Token&) const = default;
};

/// Splits a UTF-8 sentence into words, in pure standard C++ (no ICU):
///  - white space (ASCII, no-break and typographic spaces) separates words;
///  - punctuation is dropped, it never becomes a token: . , ; : ! ? " ( ) [ ] { } / \ and the
///    other ASCII signs, plus « » “ ” ‘ ¡ ¿ … – — ‹ › · and the like;
///  - hyphens and apostrophes inside a word stay: "arc-en-ciel", "aujourd'hui", "o'clock";
///    at the start or end of a word they are dropped;
///  - French elision splits after the apostrophe: "l'homme" -> "l'" "homme", "qu'il" -> "qu'"
///    "il" (prefixes c d j l m n s t qu jusqu lorsqu puisqu quoiqu), also "l' homme";
///  - English clitics split before it: "it's" -> "it" "'s", "don't" -> "do" "n't"
///    ('s 'm 're 've 'll 'd n't);
///  - the typographic apostrophes ’ and ʼ count as ' (and become ' in the normalised form);
///  - digits are word characters, and "3.5" or "1,000" stay whole;
///  - every other character (accented letters, other scripts, symbols) is a word character.
std::vector<Token> tokenize(std::string_view sentence);

/// The form the lexicon is searched for: ASCII and the accented Latin capitals of UTF-8
/// (U+00C0-U+00DE except the sign x, plus OE and Y-diaeresis) lower-cased, ’ and ʼ as '.
/// Other scripts are left as they are; decomposed accents (e + U+0301) are not composed.
std::string normaliseWord(std::string_view word);

} // namespace attnlab

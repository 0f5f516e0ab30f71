#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace attnlab {

/// Longest user text a message echoes, in characters (quoteUserText).
inline constexpr std::size_t maxQuotedChars = 80;

/// User text (a file name, a key's value, a token) as every message echoes it: in double
/// quotes, at most maxChars characters of it followed by "…" when longer, control characters
/// written as escapes ("\n", "\t", "\0", "\x1b", "\x7f"), bytes that are not UTF-8 as "\xNN",
/// and '"' and '\\' escaped, so that a message stays one short line and never writes a NUL or
/// a terminal escape sequence. "ok.png\0.txt" -> "\"ok.png\\0.txt\"".
std::string quoteUserText(std::string_view text, std::size_t maxChars = maxQuotedChars);

/// quoteUserText without its surrounding quotes, for a message template that quotes the text
/// itself ("\"%1\" is an absolute path"): escaped and cut the same way.
std::string escapeUserText(std::string_view text, std::size_t maxChars = maxQuotedChars);

/// Whether text holds a control character (U+0000 … U+001F or U+007F): never part of a file
/// name AttnLab reads (a NUL would cut the name where the system reads it).
bool hasControlCharacter(std::string_view text);

/// A whole message made safe to print on one line of a terminal: control characters other
/// than '\n' escaped as quoteUserText does. The last net of the command line's error output.
std::string escapeControlCharacters(std::string_view text);

} // namespace attnlab

# Turns a text file into a C++ source defining attnlab::builtinLexiconText().
# Bytes are written as numbers, so any UTF-8 content survives any compiler's source charset.
file(READ "${INPUT}" hex HEX)
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "'\\\\x\\1'," bytes "${hex}")
string(REGEX REPLACE "(('\\\\x[0-9a-f][0-9a-f]',){32})" "\\1\n" bytes "${bytes}")
file(WRITE "${OUTPUT}.tmp"
"// Generated from resources/lexicon/lexicon.tsv -- do not edit.
#include <string_view>
namespace attnlab {
std::string_view builtinLexiconText()
{
    static constexpr char text[] = {
${bytes}'\\0'};
    return {text, sizeof(text) - 1};
}
} // namespace attnlab
")
file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUTPUT}.tmp")

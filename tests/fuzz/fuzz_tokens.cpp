// Tokens files beside attention maps: one token a line (NAME.tokens.txt) or a JSON list of
// strings (NAME.tokens.json); the first byte chooses. Tokens read label a square map.

#include "attentionmaps.h"
#include "fuzztarget.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return 0;
    const auto format =
        (data[0] & 1) != 0 ? attnlab::TokensFormat::Json : attnlab::TokensFormat::Lines;
    return attnlab::fuzz::refuseOnlyWithInputError(
        data + 1, size - 1, [format](const std::string& text) {
            const auto tokens = attnlab::readTokensText(text, format, "fuzz.tokens");
            ATTNLAB_FUZZ_CHECK(!tokens.empty());
        });
}

// Word vectors: GloVe text files and lexicons in the built-in lexicon's TSV format. The first
// byte chooses the format, the rest is the file.

#include "fuzztarget.h"
#include "lexicon.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return 0;
    const bool glove = (data[0] & 1) != 0;
    return attnlab::fuzz::refuseOnlyWithInputError(
        data + 1, size - 1, [glove](const std::string& text) {
            const attnlab::Lexicon lexicon =
                glove ? attnlab::Lexicon::fromGloveText(text) : attnlab::Lexicon::fromTsvText(text);
            ATTNLAB_FUZZ_CHECK(lexicon.dimension() >= 0);
        });
}

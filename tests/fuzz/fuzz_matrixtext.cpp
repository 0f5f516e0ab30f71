// Matrices as text: CSV/TSV files, cells pasted from a spreadsheet, NumPy and PyTorch literals.
// Property (documented in matrixtext.h): a matrix read is written as text and as a NumPy
// literal that both read back to exactly the same numbers.

#include "fuzztarget.h"
#include "matrixtext.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    return attnlab::fuzz::refuseOnlyWithInputError(data, size, [](const std::string& text) {
        const attnlab::Matrix m = attnlab::parseMatrixText(text, "pasted");
        ATTNLAB_FUZZ_CHECK(m.allFinite());
        if (m.size() == 0)
            return;
        ATTNLAB_FUZZ_CHECK(attnlab::parseMatrixText(attnlab::matrixToText(m), "again") == m);
        ATTNLAB_FUZZ_CHECK(attnlab::parseMatrixText(attnlab::matrixToNumpyLiteral(m), "literal") ==
                           m);
    });
}

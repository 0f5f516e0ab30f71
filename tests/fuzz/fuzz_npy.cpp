// NumPy .npy files (matrices, attention-map stacks): read, write back as float64, read again
// bit for bit; then as a matrix and as a stack of attention maps.

#include "attentionmaps.h"
#include "fuzztarget.h"
#include "matrixio.h"
#include "npy.h"

#include <cstring>

namespace {

bool sameBits(const attnlab::NdArray& a, const attnlab::NdArray& b)
{
    return a.shape == b.shape && a.data.size() == b.data.size() &&
           (a.data.empty() ||
            std::memcmp(a.data.data(), b.data.data(), a.data.size() * sizeof(double)) == 0);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    return attnlab::fuzz::refuseOnlyWithInputError(data, size, [](const std::string& bytes) {
        const attnlab::NdArray array = attnlab::readNpy(bytes, "fuzz.npy");
        ATTNLAB_FUZZ_CHECK(array.size() == array.data.size());
        ATTNLAB_FUZZ_CHECK(sameBits(attnlab::readNpy(attnlab::writeNpy(array), "again"), array));
        try {
            (void)attnlab::matrixFromNpyArray(array, "fuzz.npy");
        } catch (const attnlab::InputError&) {
        }
        (void)attnlab::attentionMapsFromArray(array, "fuzz.npy");
    });
}

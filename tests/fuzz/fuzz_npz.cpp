// NumPy .npz archives (zip files of .npy entries: q, k and v, or attention maps): every entry,
// then only q, k and v under a small size limit (what the app asks when it imports Q, K, V).

#include "fuzztarget.h"
#include "npy.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    attnlab::fuzz::refuseOnlyWithInputError(data, size, [](const std::string& bytes) {
        std::vector<std::string> others;
        const auto entries = attnlab::readNpzEntries(bytes, "fuzz.npz", {"q", "k", "v"},
                                                     std::uint64_t{1} << 16, &others);
        for (const auto& [name, entry] : entries)
            ATTNLAB_FUZZ_CHECK(entry.size() <= (std::uint64_t{1} << 16));
    });
    return attnlab::fuzz::refuseOnlyWithInputError(data, size, [](const std::string& bytes) {
        for (const auto& [name, array] : attnlab::readNpz(bytes, "fuzz.npz"))
            ATTNLAB_FUZZ_CHECK(!name.empty() && array.size() == array.data.size());
    });
}

#pragma once

// What every fuzz target shares: the input as a string, and the rule that a parser may refuse
// bad input only with InputError (a clear message naming the place). Anything else escaping —
// a std::out_of_range from a JSON lookup, a bad_alloc from a size read off the input — is a
// bug: libFuzzer reports it as a crash ("deadly signal" from std::terminate).

#include "inputerror.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace attnlab::fuzz {

inline std::string bytesOf(const std::uint8_t* data, std::size_t size)
{
    return std::string(reinterpret_cast<const char*>(data), size);
}

/// Runs parse(text); InputError is the expected answer to bad input.
template <typename Parse>
int refuseOnlyWithInputError(const std::uint8_t* data, std::size_t size, Parse parse)
{
    try {
        parse(bytesOf(data, size));
    } catch (const InputError& e) {
        if (std::string(e.what()).empty())
            __builtin_trap(); // an error must say something
    }
    return 0;
}

} // namespace attnlab::fuzz

#define ATTNLAB_FUZZ_CHECK(condition)                                                              \
    do {                                                                                           \
        if (!(condition))                                                                          \
            __builtin_trap();                                                                      \
    } while (false)

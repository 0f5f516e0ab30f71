// Lesson JSON (Lessons › Open, attnlab-cli lesson check): parse, write back, read again equal.

#include "fuzztarget.h"
#include "lesson.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    return attnlab::fuzz::refuseOnlyWithInputError(data, size, [](const std::string& text) {
        attnlab::Warnings warnings;
        const attnlab::Lesson lesson = attnlab::lessonFromText(text, warnings);
        attnlab::Warnings again;
        const attnlab::Lesson reread =
            attnlab::lessonFromText(attnlab::lessonToText(lesson), again);
        ATTNLAB_FUZZ_CHECK(reread == lesson);
    });
}

// Scenario JSON (what File › Open, attnlab-cli and lessons read): parse, write back, read again.
// Property: a scenario read is written so that it reads back equal (scenarioToText is what Save
// writes, so a difference would be data changed by saving).

#include "fuzztarget.h"
#include "scenario.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    return attnlab::fuzz::refuseOnlyWithInputError(data, size, [](const std::string& text) {
        attnlab::Warnings warnings;
        const attnlab::Scenario scenario = attnlab::scenarioFromText(text, warnings);
        attnlab::Warnings again;
        const attnlab::Scenario reread =
            attnlab::scenarioFromText(attnlab::scenarioToText(scenario), again);
        ATTNLAB_FUZZ_CHECK(reread == scenario);
    });
}

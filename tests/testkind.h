#pragma once

// A trivial kind of attention that exists only in the tests: it proves that a kind with stages of
// different shapes and a frame axis goes through the contract (attentionkind.h) and is shown,
// written and explained by the app and the command-line tool without a change to them.
//   frame f = 0, 1:  P_f = (f + 1) Q Kᵀ          ("products", query × key)
//                    r_f = row sums of P_f as a vector   ("rowsums", 1 × n_q)
//   output = P_1 V
#include "attentionkind.h"
#include "scenario.h"

namespace attnlab::testing {

class TestKindTrace final : public KindTrace
{
public:
    Matrix products[2];
    Matrix output_;
    Warnings warnings_;

    int headCount() const override { return 1; }
    int frameCount() const override { return 2; }
    StageValues stage(int stage, int, int frame) const override
    {
        const Matrix& p = products[frame];
        StageValues v;
        if (stage == 0)
            v.values = p;
        else
            v.values = p.rowwise().sum().transpose();
        return v;
    }
    const Matrix& output() const override { return output_; }
    const Warnings& warnings() const override { return warnings_; }
};

class TestKind final : public AttentionKind
{
public:
    static constexpr const char* kindId = "test-frames";

    std::string id() const override { return kindId; }
    const std::vector<StageSpec>& stages() const override
    {
        static const std::vector<StageSpec> list = {
            {"products", StageShape::QueryKey, ValueRange::Signed, true, false,
             "(f + 1) q_i · k_j"},
            {"rowsums", StageShape::Vector, ValueRange::Signed, true, false, "Σ_j of a row"},
        };
        return list;
    }
    std::shared_ptr<const KindTrace> compute(const ResolvedScenario& resolved,
                                             const std::string&) const override
    {
        auto t = std::make_shared<TestKindTrace>();
        const AttentionInput& in = resolved.input;
        for (int f = 0; f < 2; ++f)
            t->products[f] = double(f + 1) * in.q * in.k.transpose();
        t->output_ = t->products[1] * in.v;
        return t;
    }
};

/// Registers the test kind once (a test's initTestCase).
inline void registerTestKind()
{
    registerAttentionKind(std::make_shared<TestKind>());
}

} // namespace attnlab::testing

#pragma once

#include "engine.h"

#include <Eigen/Core>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace attnlab {

/// The OpenCL backend ("opencl"): a FlashAttention-style kernel in float32 on a GPU (or any
/// OpenCL device, e.g. PoCL's CPU device). Built only with ATTNLAB_WITH_OPENCL.
///
/// Per head, one work-group takes a block of query rows, one work-item per row; keys are read in
/// tiles (through local memory) and folded into an online softmax, so no n_q x n_k buffer ever
/// exists:
///   m' = max(m, max_j x_j),  l' = l e^(m - m') + sum_j e^(x_j - m'),
///   acc' = acc e^(m - m') + sum_j e^(x_j - m') v_j,  output = acc / l,  lse = m + log l
/// with x_j = s q.k_j, the same scale (effectiveScale) and the same mask rule (MaskSpec) as the
/// reference engine. W_O is applied on the host in double precision.
///
/// Errors: the constructor never throws. When there is no OpenCL platform or device, or the
/// kernel does not build, isAvailable() is false and lastError() says why; run() then throws
/// EngineError (a std::runtime_error) with that message. A failure while running (out of device
/// memory, ...) also throws EngineError and sets lastError(); no OpenCL error escapes any other
/// way.
/// The caller can catch it and fall back to the "cpu" or "reference" engine.
///
/// Programs are compiled per (head key dim, head value dim) on first use and cached, so reuse
/// one engine. Not thread-safe: one run() at a time.
class OpenClEngine final : public Engine
{
public:
    /// Every OpenCL device of every platform, as "platform: device", in the order the device
    /// index of the constructor uses. Empty when there is no platform (or no ICD loader).
    static std::vector<std::string> deviceNames();

    /// Chooses deviceIndex (into deviceNames()) when given, else the first GPU, else the first
    /// device. Builds the kernel for that device right away.
    explicit OpenClEngine(std::optional<int> deviceIndex = std::nullopt);
    ~OpenClEngine() override;
    OpenClEngine(const OpenClEngine&) = delete;
    OpenClEngine& operator=(const OpenClEngine&) = delete;

    std::string name() const override { return "opencl"; }
    bool keepsStages() const override { return false; }
    /// Throws std::runtime_error when the engine is unavailable or the device fails.
    /// Expects a validated input; output and warnings as the reference engine's, trace empty.
    EngineResult run(const AttentionInput& input) override;

    /// True when a device was found and the kernel built for it.
    bool isAvailable() const override;
    /// Why the engine is unavailable or why the last run() failed; empty otherwise.
    std::string lastError() const override;
    /// lastError() as a template and arguments, for the app to translate.
    Message lastErrorMessage() const override;
    /// "platform: device" of the chosen device, or empty.
    std::string deviceName() const;
    /// Per head, each query row's log-sum-exp of the last run(): lse_i = m_i + log l_i =
    /// log sum_j exp(s q_i.k_j) over the allowed keys (-inf for a fully masked row).
    /// A binned attention map can rebuild any weight as a_ij = exp(s q_i.k_j - lse_i).
    const std::vector<Eigen::VectorXf>& lastRowLse() const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

} // namespace attnlab

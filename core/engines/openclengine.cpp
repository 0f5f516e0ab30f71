#include "openclengine.h"

#include "engineerror.h"

#define CL_HPP_TARGET_OPENCL_VERSION 120
#define CL_HPP_MINIMUM_OPENCL_VERSION 120
#define CL_HPP_ENABLE_EXCEPTIONS
#include <CL/opencl.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <map>
#include <stdexcept>
#include <tuple>
#include <utility>
#include <vector>

namespace attnlab {

namespace {

// The kernel. One work-item per query row i, a work-group per block of rows, one launch for
// every head (and chunk of value columns). Compile-time sizes (-D):
//   DKP        length of the private copy of q_i (dk <= DKP, zero padded); 0: read q from memory
//   DVC        value columns one work-item accumulates (a chunk of the head's dv)
//   BK         keys per tile;  USE_LOCAL  1: tiles of K and V go through local memory
//   SUB        keys folded into the running softmax at once
const char* const kernelSource = R"CLC(
// The one mask rule (MaskSpec::allows): pattern = band ∪ global ∪ random (every pair when no
// pattern is given), band |i - j| <= reach = w r with |i - j| a multiple of r, global tokens
// i or j, random key blocks of query block i / b (CSR lists); AND causal j <= i + c
// (c = MaskSpec::causalOffset: 0 top-left, nk - nq bottom-right); AND the explicit matrix.
inline bool allows(int i, int j, int causal, int coff, int pattern, int reach, int dilation,
                   __global const uchar* isGlobal, int rbs, __global const int* randStart,
                   __global const int* randBlocks, int hasAllowed, __global const uchar* allowed,
                   int nk)
{
    if (causal && j > i + coff)
        return false;
    if (pattern) {
        const int d = abs(i - j);
        bool in = reach >= 0 && d <= reach && d % dilation == 0;
        in = in || isGlobal[i] || isGlobal[j];
        if (!in && rbs > 0) {
            const int qb = i / rbs;
            const int kb = j / rbs;
            for (int t = randStart[qb]; t < randStart[qb + 1] && !in; ++t)
                in = randBlocks[t] == kb;
        }
        if (!in)
            return false;
    }
    if (hasAllowed && !allowed[(size_t)i * nk + j])
        return false;
    return true;
}

#if USE_LOCAL
#define KAT(jj, j, c) Kt[(jj) * KW + (c)]
#define VAT(jj, j, c) Vt[(jj) * DVC + (c)]
#else
#define KAT(jj, j, c) K[(size_t)(j) * ldq + qcol + (c)]
#define VAT(jj, j, c) V[(size_t)(j) * ldv + vcol + (c)]
#endif

#if DKP > 0
#define KW DKP
#else
#define KW 1
#endif

__kernel void attention_forward(__global const float* Q,       // nq x ldq, row-major, times s
                                __global const float* K,       // nk x ldq
                                __global const float* V,       // nk x ldv
                                __global const uchar* allowed, // nq x nk, or one unused byte
                                __global const int* spanStart, // per work-group, + 1
                                __global const int* spans,     // (first, last) pairs
                                __global const uchar* isGlobal, // max(nq, nk) with a pattern, or one byte
                                __global const int* randStart, // query blocks + 1, or one int
                                __global const int* randBlocks, // drawn key blocks
                                __global float* O,             // nq x ldv
                                __global float* lse,           // heads x nq
                                const int nq, const int nk, const int dk, const int dv,
                                const int ldq, const int ldv,
                                const int causal, const int coff, const int pattern,
                                const int reach, const int dilation, const int rbs,
                                const int hasAllowed,
                                const int nchunks)
{
    const int lid = get_local_id(0);
    const int bq = get_local_size(0);
    const int i0 = get_group_id(0) * bq;
    const int i = i0 + lid;
    const int head = get_group_id(1) / nchunks;
    const int chunk = get_group_id(1) % nchunks;
    const int qcol = head * dk;              // head t reads columns [t dk, (t+1) dk) of Q and K
    const int c0 = chunk * DVC;
    const int vcol = head * dv + c0;         // ... and [t dv + c0, ...) of V
    const int nc = min(DVC, dv - c0);
    const bool active = i < nq;              // the others only help load tiles
    const int row = active ? i : nq - 1;

#if DKP > 0
    float q[DKP];
    for (int c = 0; c < DKP; ++c)
        q[c] = c < dk ? Q[(size_t)row * ldq + qcol + c] : 0.0f;
#endif
    float acc[DVC];                          // sum_j e^(x_j - m) v_j
    for (int c = 0; c < DVC; ++c)
        acc[c] = 0.0f;
    float m = -INFINITY;                     // running max of x_j
    float l = 0.0f;                          // running sum_j e^(x_j - m)

    // Keys any row of the block may see (MaskSpec::keySpans, computed on the host): whole
    // tiles outside are skipped.
    const int spanBegin = spanStart[get_group_id(0)];
    const int spanEnd = spanStart[get_group_id(0) + 1];

#if USE_LOCAL && DKP > 0
    __local float Kt[BK * KW];
#endif
#if USE_LOCAL
    __local float Vt[BK * DVC];
#endif
    for (int sp = spanBegin; sp < spanEnd; ++sp)
    for (int j0 = spans[2 * sp], ke = spans[2 * sp + 1]; j0 < ke; j0 += BK) {
        const int cnt = min(BK, ke - j0);
#if USE_LOCAL
        barrier(CLK_LOCAL_MEM_FENCE); // everyone is done with the previous tile
#if DKP > 0
        for (int x = lid; x < cnt * KW; x += bq) {
            const int c = x % KW;
            Kt[x] = c < dk ? K[(size_t)(j0 + x / KW) * ldq + qcol + c] : 0.0f;
        }
#endif
        for (int x = lid; x < cnt * DVC; x += bq) {
            const int c = x % DVC;
            Vt[x] = c < nc ? V[(size_t)(j0 + x / DVC) * ldv + vcol + c] : 0.0f;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
#endif
        if (!active)
            continue;
        for (int s0 = 0; s0 < cnt; s0 += SUB) {
            float x[SUB];
            float mx = -INFINITY;
            for (int u = 0; u < SUB; ++u) {
                const int jj = s0 + u;
                const int j = j0 + jj;
                float xj = -INFINITY; // M_ij = -inf where the mask forbids
                if (jj < cnt && allows(i, j, causal, coff, pattern, reach, dilation, isGlobal, rbs,
                                          randStart, randBlocks, hasAllowed, allowed, nk)) {
                    float dot = 0.0f; // x_j = q'_i . k_j = s (q_i . k_j)
#if DKP > 0 && USE_LOCAL
                    for (int c = 0; c < DKP; ++c)
                        dot += q[c] * KAT(jj, j, c);
#elif DKP > 0
                    for (int c = 0; c < DKP; ++c)
                        if (c < dk)
                            dot += q[c] * KAT(jj, j, c);
#else
                    for (int c = 0; c < dk; ++c)
                        dot += Q[(size_t)row * ldq + qcol + c] * K[(size_t)j * ldq + qcol + c];
#endif
                    xj = dot;
                }
                x[u] = xj;
                mx = fmax(mx, xj);
            }
            if (mx == -INFINITY)
                continue; // no allowed key among these: m, l, acc unchanged
            const float mn = fmax(m, mx);   // m' = max(m, max_j x_j)
            const float corr = exp(m - mn); // e^(m - m'), 0 while m = -inf
            l *= corr;
            for (int c = 0; c < DVC; ++c)
                acc[c] *= corr;
            for (int u = 0; u < SUB; ++u) {
                if (x[u] == -INFINITY)
                    continue; // masked (or past the tile): contributes e^-inf = 0
                const float p = exp(x[u] - mn); // e^(x_j - m') <= 1
                l += p;
                for (int c = 0; c < DVC; ++c)
                    acc[c] += p * VAT(s0 + u, j0 + s0 + u, c);
            }
            m = mn;
        }
    }

    if (active) {
        // o_i = acc / l; a fully masked row (l = 0) gives zeros, never 0/0
        for (int c = 0; c < nc; ++c)
            O[(size_t)i * ldv + vcol + c] = l > 0.0f ? acc[c] / l : 0.0f;
        if (chunk == 0)
            lse[(size_t)head * nq + i] = l > 0.0f ? m + log(l) : -INFINITY; // lse = m + log l
    }
}
)CLC";

const char* clErrorName(cl_int code)
{
    switch (code) {
    case CL_DEVICE_NOT_FOUND:
        return "CL_DEVICE_NOT_FOUND";
    case CL_DEVICE_NOT_AVAILABLE:
        return "CL_DEVICE_NOT_AVAILABLE";
    case CL_COMPILER_NOT_AVAILABLE:
        return "CL_COMPILER_NOT_AVAILABLE";
    case CL_MEM_OBJECT_ALLOCATION_FAILURE:
        return "CL_MEM_OBJECT_ALLOCATION_FAILURE";
    case CL_OUT_OF_RESOURCES:
        return "CL_OUT_OF_RESOURCES";
    case CL_OUT_OF_HOST_MEMORY:
        return "CL_OUT_OF_HOST_MEMORY";
    case CL_BUILD_PROGRAM_FAILURE:
        return "CL_BUILD_PROGRAM_FAILURE";
    case CL_INVALID_VALUE:
        return "CL_INVALID_VALUE";
    case CL_INVALID_DEVICE:
        return "CL_INVALID_DEVICE";
    case CL_INVALID_BUFFER_SIZE:
        return "CL_INVALID_BUFFER_SIZE";
    case CL_INVALID_BUILD_OPTIONS:
        return "CL_INVALID_BUILD_OPTIONS";
    case CL_INVALID_KERNEL_ARGS:
        return "CL_INVALID_KERNEL_ARGS";
    case CL_INVALID_WORK_GROUP_SIZE:
        return "CL_INVALID_WORK_GROUP_SIZE";
    case CL_INVALID_GLOBAL_WORK_SIZE:
        return "CL_INVALID_GLOBAL_WORK_SIZE";
    case -1001:
        return "CL_PLATFORM_NOT_FOUND_KHR";
    default:
        return "OpenCL error";
    }
}

Message describe(const cl::Error& e)
{
    //: An OpenCL call that failed: the function (clCreateBuffer), the error's name
    //: (CL_OUT_OF_RESOURCES) and its number
    return Message(TR_NOOP("Engine", "%1 failed: %2 (%3)"), std::string(e.what()),
                   std::string(clErrorName(e.err())), e.err());
}

struct DeviceEntry
{
    cl::Device device;
    std::string name;
};

// Every device of every platform, in a stable order. Throws nothing.
std::vector<DeviceEntry> listDevices()
{
    std::vector<DeviceEntry> out;
    std::vector<cl::Platform> platforms;
    try {
        cl::Platform::get(&platforms);
    } catch (const cl::Error&) {
        return out; // no ICD loader configured or no platform
    }
    for (const cl::Platform& p : platforms) {
        try {
            std::vector<cl::Device> devices;
            p.getDevices(CL_DEVICE_TYPE_ALL, &devices);
            const std::string platform = p.getInfo<CL_PLATFORM_NAME>();
            for (const cl::Device& d : devices)
                out.push_back({d, platform + ": " + d.getInfo<CL_DEVICE_NAME>()});
        } catch (const cl::Error&) {
            // a platform without devices (CL_DEVICE_NOT_FOUND): skip it
        }
    }
    return out;
}

// The compile-time sizes of one program (see kernelSource).
struct KernelConfig
{
    int dkp = 0;
    int dvc = 0;
    int bk = 0;
    bool useLocal = false;

    auto key() const { return std::tuple(dkp, dvc, bk, useLocal); }
    bool operator<(const KernelConfig& o) const { return key() < o.key(); }
};

constexpr int subTile = 16;
constexpr int maxPrivateQ = 256; // longer q rows are read from memory
constexpr int maxChunk = 128;    // value columns per work-item

int nextPow2(int x, int atLeast)
{
    int p = atLeast;
    while (p < x)
        p *= 2;
    return p;
}

struct CompiledKernel
{
    cl::Program program;
    cl::Kernel kernel;
    int workGroup = 64;
};

} // namespace

struct OpenClEngine::Impl
{
    bool available = false;
    Message error; ///< why unavailable, or why the last run failed; empty otherwise
    std::string deviceName;
    cl::Device device;
    cl::Context context;
    cl::CommandQueue queue;
    cl_ulong localMem = 0;
    cl_ulong maxAlloc = 0;
    std::map<KernelConfig, CompiledKernel> kernels;
    std::vector<Eigen::VectorXf> lse;

    KernelConfig configFor(int dk, int dv) const
    {
        KernelConfig c;
        c.dkp = dk <= maxPrivateQ ? nextPow2(dk, 16) : 0;
        c.dvc = dv <= maxChunk ? nextPow2(dv, 16) : 64;
        // Tiles of K and V in local memory, as many keys as fit a 48 KiB budget (NVIDIA's
        // limit per work-group) and the device's own, with room to spare.
        const cl_ulong budget = std::min<cl_ulong>(localMem, 48 * 1024) * 3 / 4;
        const cl_ulong perKey = sizeof(float) * static_cast<cl_ulong>(c.dkp + c.dvc);
        c.bk = 64;
        while (c.bk > 8 && c.bk * perKey > budget)
            c.bk /= 2;
        c.useLocal = c.bk * perKey <= budget;
        if (!c.useLocal)
            c.bk = 32;
        return c;
    }

    // Builds (once) the program for c; throws cl::Error or std::runtime_error with the log.
    CompiledKernel& kernelFor(const KernelConfig& c)
    {
        auto it = kernels.find(c);
        if (it != kernels.end())
            return it->second;
        CompiledKernel k;
        k.program = cl::Program(context, kernelSource);
        const std::string options =
            "-DDKP=" + std::to_string(c.dkp) + " -DDVC=" + std::to_string(c.dvc) +
            " -DBK=" + std::to_string(c.bk) + " -DUSE_LOCAL=" + std::to_string(c.useLocal ? 1 : 0) +
            " -DSUB=" + std::to_string(subTile);
        try {
            k.program.build({device}, options.c_str());
        } catch (const cl::Error& e) {
            std::string log;
            try {
                log = k.program.getBuildInfo<CL_PROGRAM_BUILD_LOG>(device);
            } catch (const cl::Error&) {
            }
            throw EngineError(
                log.empty()
                    ? TR_NOOP("Engine", "OpenCL: the attention kernel did not build on %1 (%2)")
                    : TR_NOOP("Engine", "OpenCL: the attention kernel did not build "
                                        "on %1 (%2):\n%3"),
                deviceName, describe(e), log);
        }
        k.kernel = cl::Kernel(k.program, "attention_forward");
        const auto wg = k.kernel.getWorkGroupInfo<CL_KERNEL_WORK_GROUP_SIZE>(device);
        k.workGroup = static_cast<int>(std::min<size_t>(64, std::max<size_t>(1, wg)));
        return kernels.emplace(c, std::move(k)).first->second;
    }

    EngineResult run(const AttentionInput& input);
};

std::vector<std::string> OpenClEngine::deviceNames()
{
    std::vector<std::string> names;
    for (const DeviceEntry& e : listDevices())
        names.push_back(e.name);
    return names;
}

OpenClEngine::OpenClEngine(std::optional<int> deviceIndex) : impl_(std::make_unique<Impl>())
{
    Impl& d = *impl_;
    const std::vector<DeviceEntry> devices = listDevices();
    if (devices.empty()) {
        d.error = Message(TR_NOOP("Engine", "OpenCL: no platform or device found (is an ICD such "
                                            "as pocl-opencl-icd or a GPU driver installed?)"));
        return;
    }
    std::size_t chosen = 0;
    if (deviceIndex) {
        if (*deviceIndex < 0 || static_cast<std::size_t>(*deviceIndex) >= devices.size()) {
            d.error = Message(devices.size() == 1
                                  ? TR_NOOP("Engine", "OpenCL: device index %1 out of range (%2 "
                                                      "device)")
                                  : TR_NOOP("Engine", "OpenCL: device index %1 out of range (%2 "
                                                      "devices)"),
                              *deviceIndex, devices.size());
            return;
        }
        chosen = static_cast<std::size_t>(*deviceIndex);
    } else {
        for (std::size_t i = 0; i < devices.size(); ++i) {
            try {
                if (devices[i].device.getInfo<CL_DEVICE_TYPE>() & CL_DEVICE_TYPE_GPU) {
                    chosen = i;
                    break;
                }
            } catch (const cl::Error&) {
            }
        }
    }
    d.device = devices[chosen].device;
    d.deviceName = devices[chosen].name;
    try {
        d.context = cl::Context(d.device);
        d.queue = cl::CommandQueue(d.context, d.device);
        d.localMem = d.device.getInfo<CL_DEVICE_LOCAL_MEM_SIZE>();
        d.maxAlloc = d.device.getInfo<CL_DEVICE_MAX_MEM_ALLOC_SIZE>();
        d.kernelFor(d.configFor(64, 64)); // the common head size; proves the compiler works
        d.available = true;
    } catch (const cl::Error& e) {
        d.error = Message(TR_NOOP("Engine", "OpenCL: %1: %2"), d.deviceName, describe(e));
    } catch (const EngineError& e) {
        d.error = e.message();
    } catch (const std::exception& e) {
        d.error = Message(std::string(e.what()));
    }
}

OpenClEngine::~OpenClEngine() = default;

bool OpenClEngine::isAvailable() const
{
    return impl_->available;
}

std::string OpenClEngine::lastError() const
{
    return impl_->error.isEmpty() ? std::string() : impl_->error.english();
}

Message OpenClEngine::lastErrorMessage() const
{
    return impl_->error;
}

std::string OpenClEngine::deviceName() const
{
    return impl_->deviceName;
}

const std::vector<Eigen::VectorXf>& OpenClEngine::lastRowLse() const
{
    return impl_->lse;
}

EngineResult OpenClEngine::run(const AttentionInput& input)
{
    Impl& d = *impl_;
    if (!d.available)
        throw EngineError(d.error);
    d.lse.clear();
    try {
        EngineResult result = d.run(input);
        d.error = Message();
        return result;
    } catch (const cl::Error& e) {
        d.error = Message(TR_NOOP("Engine", "OpenCL: %1: %2"), d.deviceName, describe(e));
    } catch (const EngineError& e) {
        d.error = e.message();
    } catch (const std::runtime_error& e) {
        d.error = Message(std::string(e.what()));
    }
    d.lse.clear();
    throw EngineError(d.error);
}

EngineResult OpenClEngine::Impl::run(const AttentionInput& input)
{
    using RowMajorF = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
    using RowMajorB = Eigen::Array<std::uint8_t, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

    const int nq = input.queryCount();
    const int nk = input.keyCount();
    const int heads = input.heads;
    const int dk = input.headDim();
    const int dv = input.headValueDim();
    if (nq < 1 || nk < 1 || dk < 1 || dv < 1 || input.k.cols() != input.q.cols() ||
        input.v.rows() != input.k.rows() || dk * heads != input.modelDim() ||
        dv * heads != input.valueDim())
        throw std::runtime_error("OpenCL: inconsistent input sizes (validate() first)");
    if (input.mask.allowed &&
        (input.mask.allowed->rows() != nq || input.mask.allowed->cols() != nk))
        throw std::runtime_error("OpenCL: mask.allowed is not n_q x n_k");

    // float32 copies, row-major, all heads side by side; each head reads its own columns.
    // Q' = Q_t s, folded in double as the cpu engine does: validate() keeps |s q| and
    // |s q.k| within limits::maxAbsScaledScore, so neither overflows float32.
    RowMajorF q(nq, input.modelDim());
    for (int t = 0; t < heads; ++t)
        q.middleCols(t * dk, dk) =
            (input.q.middleCols(t * dk, dk) * effectiveScale(input.scale, dk)).cast<float>();
    const RowMajorF k = input.k.cast<float>();
    const RowMajorF v = input.v.cast<float>();
    RowMajorB allowed = RowMajorB::Zero(1, 1);
    if (input.mask.allowed)
        allowed = input.mask.allowed->cast<std::uint8_t>();

    const auto bytes = [](const auto& m) {
        return static_cast<std::size_t>(m.size()) * sizeof(*m.data());
    };
    const std::size_t outBytes = static_cast<std::size_t>(nq) * input.valueDim() * sizeof(float);
    for (const auto& [what, size] :
         {std::pair{"q", bytes(q)}, std::pair{"k", bytes(k)}, std::pair{"v", bytes(v)},
          std::pair{"mask.allowed", bytes(allowed)}, std::pair{"output", outBytes}})
        if (size > maxAlloc)
            throw EngineError(TR_NOOP("Engine", "OpenCL: %1 needs %2 MiB, more than the largest "
                                                "buffer of %3 (%4 MiB)"),
                              std::string(what), size >> 20, deviceName, maxAlloc >> 20);

    // the band only matters up to the longest distance |i - j| < n_q + n_k; clamping its reach
    // w r keeps every sum inside an int on the device
    const MaskSpec& mask = input.mask;
    int reach = -1;
    if (mask.window)
        reach = static_cast<int>(
            std::min<long long>(mask.bandReach(), static_cast<long long>(nq) + nk));
    std::vector<std::uint8_t> isGlobal(1, 0);
    if (mask.hasPattern()) { // the kernel then reads isGlobal[i] and isGlobal[j]
        isGlobal.assign(static_cast<std::size_t>(std::max(nq, nk)), 0);
        for (const int g : mask.global)
            if (g < std::max(nq, nk))
                isGlobal[static_cast<std::size_t>(g)] = 1;
    }
    std::vector<cl_int> randStart(1, 0), randBlocks(1, 0);
    int rbs = 0;
    if (mask.random && !mask.random->drawn.empty()) {
        rbs = mask.random->blockSize;
        randStart.assign(1, 0);
        randBlocks.clear();
        for (const auto& blocks : mask.random->drawn) {
            randBlocks.insert(randBlocks.end(), blocks.begin(), blocks.end());
            randStart.push_back(static_cast<cl_int>(randBlocks.size()));
        }
        if (randBlocks.empty())
            randBlocks.push_back(0);
    }

    const KernelConfig config = configFor(dk, dv);
    CompiledKernel& ck = kernelFor(config);
    const int nchunks = (dv + config.dvc - 1) / config.dvc;
    const std::size_t wg = static_cast<std::size_t>(ck.workGroup);
    const std::size_t rows = (static_cast<std::size_t>(nq) + wg - 1) / wg * wg;

    // the key spans of each work-group's rows (MaskSpec::keySpans), as CSR lists
    std::vector<cl_int> spanStart(1, 0), spans;
    for (std::size_t i0 = 0; i0 < rows; i0 += wg) {
        const int end =
            static_cast<int>(std::min<std::size_t>(i0 + wg, static_cast<std::size_t>(nq)));
        for (const auto& [first, last] : mask.keySpans(static_cast<int>(i0), end, nq, nk)) {
            spans.push_back(first);
            spans.push_back(last);
        }
        spanStart.push_back(static_cast<cl_int>(spans.size() / 2));
    }
    if (spans.empty())
        spans.assign(2, 0);

    const auto in = [&](const auto& m) {
        return cl::Buffer(context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, bytes(m),
                          const_cast<void*>(static_cast<const void*>(m.data())));
    };
    cl::Buffer qBuf = in(q);
    cl::Buffer kBuf = in(k);
    cl::Buffer vBuf = in(v);
    cl::Buffer maskBuf = in(allowed);
    const auto inVector = [&](const auto& vec) {
        return cl::Buffer(context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                          vec.size() * sizeof(vec[0]),
                          const_cast<void*>(static_cast<const void*>(vec.data())));
    };
    cl::Buffer spanStartBuf = inVector(spanStart);
    cl::Buffer spansBuf = inVector(spans);
    cl::Buffer globalBuf = inVector(isGlobal);
    cl::Buffer randStartBuf = inVector(randStart);
    cl::Buffer randBlocksBuf = inVector(randBlocks);
    cl::Buffer oBuf(context, CL_MEM_WRITE_ONLY, outBytes);
    cl::Buffer lseBuf(context, CL_MEM_WRITE_ONLY,
                      static_cast<std::size_t>(heads) * nq * sizeof(float));

    cl::Kernel& kern = ck.kernel;
    int a = 0;
    kern.setArg(a++, qBuf);
    kern.setArg(a++, kBuf);
    kern.setArg(a++, vBuf);
    kern.setArg(a++, maskBuf);
    kern.setArg(a++, spanStartBuf);
    kern.setArg(a++, spansBuf);
    kern.setArg(a++, globalBuf);
    kern.setArg(a++, randStartBuf);
    kern.setArg(a++, randBlocksBuf);
    kern.setArg(a++, oBuf);
    kern.setArg(a++, lseBuf);
    kern.setArg(a++, nq);
    kern.setArg(a++, nk);
    kern.setArg(a++, dk);
    kern.setArg(a++, dv);
    kern.setArg(a++, input.modelDim());
    kern.setArg(a++, input.valueDim());
    kern.setArg(a++, input.mask.causal ? 1 : 0);
    kern.setArg(a++, input.mask.causalOffset(nq, nk));
    kern.setArg(a++, mask.hasPattern() ? 1 : 0);
    kern.setArg(a++, reach);
    kern.setArg(a++, mask.dilation);
    kern.setArg(a++, rbs);
    kern.setArg(a++, input.mask.allowed ? 1 : 0);
    kern.setArg(a++, nchunks);
    queue.enqueueNDRangeKernel(kern, cl::NullRange,
                               cl::NDRange(rows, static_cast<std::size_t>(heads) * nchunks),
                               cl::NDRange(wg, 1));

    RowMajorF out(nq, input.valueDim());
    Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor> lseAll(heads, nq);
    queue.enqueueReadBuffer(oBuf, CL_FALSE, 0, outBytes, out.data());
    queue.enqueueReadBuffer(lseBuf, CL_FALSE, 0, bytes(lseAll), lseAll.data());
    queue.finish();

    EngineResult result;
    lse.resize(static_cast<std::size_t>(heads));
    for (int t = 0; t < heads; ++t) {
        lse[static_cast<std::size_t>(t)] = lseAll.row(t).transpose();
        // no key allowed: the same warning as the reference engine. The mask says so, never
        // l = 0 alone: scores that left float32's range (an input validate() refuses) are an
        // error, not a masked row.
        for (int i = 0; i < nq; ++i)
            if (input.mask.allowsAny(i, nq, nk)) {
                if (!std::isfinite(lseAll(t, i)))
                    throw EngineError(TR_NOOP("Engine", "OpenCL: head %1, query %2: scaled scores "
                                                        "outside float32's range (validate() the "
                                                        "input first)"),
                                      t, i);
            } else {
                result.warnings.push_back(fullyMaskedRowWarning(t, i));
            }
    }
    // concat(O_0, ..., O_{h-1}) W_O, on the host in double precision
    result.output = projectOutput(input, out.cast<double>());
    return result;
}

} // namespace attnlab

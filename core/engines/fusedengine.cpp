#include "fusedengine.h"

#include "engineerror.h"
#include "inputerror.h"
#include "jobcontrol.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <condition_variable>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <exception>
#include <functional>
#include <limits>
#include <memory>
#include <mutex>
#include <new>
#include <stdexcept>
#include <string>
#include <thread>

// The kernels pass GCC vector types by value between always-inline helpers. GCC warns that such
// types change the calling convention of functions compiled without AVX; none of these helpers
// is ever called out of line, so there is no call whose convention could differ. Every function
// that takes or returns a vector must therefore be ATTNLAB_INLINE or a builtin: an out-of-line
// template (std::bit_cast, say) is compiled for the default target and would receive AVX
// vectors in the wrong registers (Debug builds, which inline nothing else, show it at once).
#pragma GCC diagnostic ignored "-Wpsabi"

namespace attnlab {

namespace {

#define ATTNLAB_INLINE [[gnu::always_inline]] inline

// GCC on x86-64: "arch=x86-64-v3/v4" targets and __builtin_cpu_supports of those levels.
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
#define ATTNLAB_X86_KERNELS 1
#define ATTNLAB_TARGET_AVX2 __attribute__((target("arch=x86-64-v3")))
#define ATTNLAB_TARGET_AVX512 __attribute__((target("arch=x86-64-v4")))
#else
#define ATTNLAB_X86_KERNELS 0
#endif

constexpr float negInfF = -std::numeric_limits<float>::infinity();

// ---------------------------------------------------------------------------------------------
// Vectors: GCC vector extensions. The kernels are templates over the vector type; each
// instruction set instantiates them inside a function compiled for it (target attribute).

typedef float f4 __attribute__((vector_size(16)));
typedef float f8 __attribute__((vector_size(32)));
typedef float f16 __attribute__((vector_size(64)));
typedef std::int32_t i4 __attribute__((vector_size(16)));
typedef std::int32_t i8 __attribute__((vector_size(32)));
typedef std::int32_t i16 __attribute__((vector_size(64)));

template <class V> struct IntOf;
template <> struct IntOf<f4>
{
    using type = i4;
};
template <> struct IntOf<f8>
{
    using type = i8;
};
template <> struct IntOf<f16>
{
    using type = i16;
};

template <class V> constexpr int lanes = static_cast<int>(sizeof(V) / sizeof(float));

template <class V> ATTNLAB_INLINE V load(const float* p)
{
    V v;
    std::memcpy(&v, p, sizeof v);
    return v;
}

template <class V> ATTNLAB_INLINE void store(float* p, V v)
{
    std::memcpy(p, &v, sizeof v);
}

/// {x, x, ...}: lane 0 shuffled into every lane, which GCC emits as one broadcast (folded into
/// the FMA that uses it). V{} + x would cost a scalar add first (0 + x is not x for x = -0).
template <class V> ATTNLAB_INLINE V splat(float x)
{
#if defined(__clang__)
    return V{} + x;
#else
    return __builtin_shuffle(V{x}, typename IntOf<V>::type{});
#endif
}

template <class V> ATTNLAB_INLINE V vmax(V a, V b)
{
    return a > b ? a : b;
}

template <class V> ATTNLAB_INLINE V vmin(V a, V b)
{
    return a < b ? a : b;
}

template <class V> ATTNLAB_INLINE float hmax(V v)
{
    float m = v[0];
    for (int i = 1; i < lanes<V>; ++i)
        m = std::max(m, static_cast<float>(v[i]));
    return m;
}

template <class V> ATTNLAB_INLINE float hsum(V v)
{
    float s = 0.0f;
    for (int i = 0; i < lanes<V>; ++i)
        s += v[i];
    return s;
}

/// exp(x) = 2^n exp(r): n = round(x log2 e), r = x - n ln 2 with ln 2 split in two (Cody-Waite,
/// n c1 is exact), exp(r) on |r| <= ln(2)/2 by Cephes' expf polynomial, 2^n built in the
/// exponent bits. x <= -88 (and -inf) gives 0, so masked entries vanish.
template <class V> ATTNLAB_INLINE V vexp(V x)
{
    using I = typename IntOf<V>::type;
    constexpr float log2e = 1.44269504088896341f;
    constexpr float c1 = 0.693359375f;    // ln 2, high part (few mantissa bits)
    constexpr float c2 = -2.12194440e-4f; // ln 2 - c1
    constexpr float magic = 12582912.0f;  // 1.5 * 2^23: adding it rounds to an integer
    x = vmin(vmax(x, splat<V>(-88.0f)), splat<V>(88.0f));
    const V t = x * log2e + magic;
    const V n = t - magic;
    const I ni = __builtin_bit_cast(I, t) - __builtin_bit_cast(I, splat<V>(magic));
    V r = x - n * c1;
    r = r - n * c2;
    const V z = r * r;
    V y = splat<V>(1.9875691500e-4f);
    y = y * r + 1.3981999507e-3f;
    y = y * r + 8.3334519073e-3f;
    y = y * r + 4.1665795894e-2f;
    y = y * r + 1.6666665459e-1f;
    y = y * r + 5.0000001201e-1f;
    y = y * z + r + 1.0f;
    // 2^n: n = -127 (x near -88) gives the bits of 0.0f
    const I e = (ni + 127) << 23;
    return y * __builtin_bit_cast(V, e);
}

// ---------------------------------------------------------------------------------------------
// Packed operands of one head.

struct FreeDeleter
{
    void operator()(float* p) const { std::free(p); }
};
using FloatBuffer = std::unique_ptr<float[], FreeDeleter>;

/// Zero-filled, 64-byte aligned.
FloatBuffer makeBuffer(std::size_t count)
{
    const std::size_t bytes = std::max<std::size_t>(64, (count * sizeof(float) + 63) / 64 * 64);
    void* p = std::aligned_alloc(64, bytes);
    if (!p)
        throw std::bad_alloc();
    std::memset(p, 0, bytes);
    return FloatBuffer(static_cast<float*>(p));
}

/// A 64-byte aligned float array that keeps its memory from one run to the next, so that
/// repeated runs neither page-fault nor clear fresh memory.
class Buffer
{
public:
    float* get() const { return data_.get(); }
    float& operator[](std::size_t i) const { return data_[i]; }
    explicit operator bool() const { return static_cast<bool>(data_); }
    /// Room for at least count floats; the contents are unspecified.
    void reserve(std::size_t count)
    {
        if (count > capacity_ || !data_) {
            data_ = makeBuffer(count);
            capacity_ = count;
        }
    }
    void release()
    {
        data_.reset();
        capacity_ = 0;
    }

private:
    FloatBuffer data_;
    std::size_t capacity_ = 0;
};

int roundUp(int x, int m)
{
    return (x + m - 1) / m * m;
}

/// The shape of one instruction set's kernels.
struct KernelShape
{
    int lanes;   ///< floats per vector
    int panel;   ///< keys per packed panel of K (the width of one block of S)
    int rowTile; ///< query rows per tile (Br)
    int keyTile; ///< keys per tile (Bc)
};

struct HeadPack
{
    int nq = 0, nk = 0, dk = 0, dv = 0;
    int dvPadded = 0; ///< dv rounded up to whole vectors
    Buffer q;         ///< (nq + rowTile) x dk, row-major, times s; padding rows 0
    Buffer k;         ///< ceil(nk / panel) panels of dk x panel (column j%panel: key j)
    Buffer v;         ///< roundUp(nk, panel) x dvPadded, row-major (empty: no values)
    const MaskSpec* mask = nullptr;
};

/// Rows packed at once: a block of Q' rows (and of K's panels) stays in L1 while the columns of
/// the column-major input stream through.
constexpr int packBlock = 64;

/// Packs rows [rowBegin, rowEnd) of one head's Q, K and V (each from its own range, so that
/// several threads can pack one head).
void packRows(const AttentionInput& in, int head, const KernelShape& shape, HeadPack& p,
              int rowBegin, int rowEnd)
{
    const double s = effectiveScale(in.scale, p.dk);
    const int qc = head * p.dk;
    const int vc = head * p.dv;
    const int P = shape.panel;
    for (int b = rowBegin; b < rowEnd; b += packBlock) {
        // Q' = Q_t s: folding the scale into Q saves a multiply per score
        const int qEnd = std::min({b + packBlock, rowEnd, p.nq});
        for (int c = 0; c < p.dk; ++c)
            for (int i = b; i < qEnd; ++i)
                p.q[static_cast<std::size_t>(i) * p.dk + c] =
                    static_cast<float>(in.q(i, qc + c) * s);
        const int kEnd = std::min({b + packBlock, rowEnd, p.nk});
        for (int c = 0; c < p.dk; ++c)
            for (int j = b; j < kEnd; ++j)
                p.k[static_cast<std::size_t>(j / P) * p.dk * P + static_cast<std::size_t>(c) * P +
                    j % P] = static_cast<float>(in.k(j, qc + c));
        if (!p.v)
            continue;
        for (int c = 0; c < p.dvPadded; ++c)
            for (int j = b; j < kEnd; ++j)
                p.v[static_cast<std::size_t>(j) * p.dvPadded + c] =
                    c < p.dv ? static_cast<float>(in.v(j, vc + c)) : 0.0f;
    }
}

/// Sizes p's buffers for one head of `in` (reusing them when large enough) and zeroes the
/// padding that packRows() does not write: Q' rows past n_q, keys past n_k in the last panel
/// of K and rows past n_k of V. The kernels read padding; zeros keep it finite (0 x V).
void preparePack(HeadPack& p, const AttentionInput& in, const KernelShape& shape, bool withValues)
{
    p.nq = in.queryCount();
    p.nk = in.keyCount();
    p.dk = in.headDim();
    p.dv = in.headValueDim();
    p.dvPadded = roundUp(p.dv, shape.lanes);
    p.mask = &in.mask;
    const int P = shape.panel;
    const std::size_t nkPadded = static_cast<std::size_t>(roundUp(p.nk, P));
    p.q.reserve((static_cast<std::size_t>(p.nq) + shape.rowTile) * p.dk);
    std::memset(p.q.get() + static_cast<std::size_t>(p.nq) * p.dk, 0,
                sizeof(float) * static_cast<std::size_t>(shape.rowTile) * p.dk);
    p.k.reserve(nkPadded * p.dk);
    if (p.nk % P != 0) {
        float* last = p.k.get() + static_cast<std::size_t>(p.nk / P) * p.dk * P;
        for (int c = 0; c < p.dk; ++c)
            for (int j = p.nk % P; j < P; ++j)
                last[static_cast<std::size_t>(c) * P + j] = 0.0f;
    }
    if (withValues) {
        p.v.reserve(nkPadded * p.dvPadded);
        std::memset(p.v.get() + static_cast<std::size_t>(p.nk) * p.dvPadded, 0,
                    sizeof(float) * (nkPadded - p.nk) * p.dvPadded);
    } else {
        p.v.release();
    }
}

// ---------------------------------------------------------------------------------------------
// Tile kernels.

enum class Mode
{
    Attention, ///< online softmax and O += P V
    RowLse,    ///< online softmax only (m, l)
    Weights,   ///< a_ij = exp(S_ij - lse_i), handed to a visitor
};

/// Per-thread scratch of one query tile.
struct Workspace
{
    FloatBuffer s;                          ///< rowTile x keyTile: scores, then exps
    FloatBuffer o;                          ///< rowTile x dvPadded: unnormalised output
    std::vector<float> m;                   ///< running max per row
    std::vector<double> l;                  ///< running sum per row
    std::vector<float> alpha;               ///< e^(m - m') of the last key tile, per row
    std::vector<float> lseIn;               ///< Weights mode: lse of the tile's rows
    std::vector<std::pair<int, int>> spans; ///< key tiles the query tile visits
    std::vector<std::uint8_t> allowedRow;   ///< one row of a sparse tile's mask

    Workspace(const KernelShape& shape, int dvPadded)
        : s(makeBuffer(static_cast<std::size_t>(shape.rowTile) * shape.keyTile)),
          o(makeBuffer(static_cast<std::size_t>(shape.rowTile) * std::max(dvPadded, 1))),
          m(shape.rowTile), l(shape.rowTile), alpha(shape.rowTile), lseIn(shape.rowTile),
          allowedRow(static_cast<std::size_t>(shape.keyTile))
    {}
};

struct TileArgs
{
    const HeadPack* pack = nullptr;
    Workspace* ws = nullptr;
    int rowBegin = 0;
    int rows = 0; ///< <= rowTile
    Mode mode = Mode::Attention;
    const std::function<void(const WeightTile&)>* visit = nullptr;
};

template <class V_, int R_, int C_, int R2_, int C2_, int Br_, int Bc_> struct Config
{
    using V = V_;
    static constexpr int W = lanes<V_>;
    static constexpr int R = R_; ///< rows per register block of S = Q K^T
    static constexpr int C = C_; ///< vectors per register block of S (a panel: C W keys)
    static constexpr int P = C_ * W;
    static constexpr int R2 = R2_; ///< rows per register block of O += P V
    static constexpr int C2 = C2_; ///< vectors per register block of O += P V
    static constexpr int Br = Br_;
    static constexpr int Bc = Bc_;
    static_assert(Br % R == 0 && Br % R2 == 0 && Bc % P == 0);

    static constexpr KernelShape shape() { return {W, P, Br, Bc}; }
};

/// S[r][0, cols) = q'_{r} . k_{j}: rowsPad rows (a multiple of R) of Q' from q (row-major,
/// stride dk) against cols keys (a multiple of P) packed in panels from kPanels.
template <class Cfg>
ATTNLAB_INLINE void tileScores(const float* q, int dk, const float* kPanels, int cols, float* s,
                               int rowsPad)
{
    using V = typename Cfg::V;
    constexpr int W = Cfg::W, R = Cfg::R, C = Cfg::C, P = Cfg::P, ldS = Cfg::Bc;
    for (int p = 0; p < cols; p += P) {
        const float* kp = kPanels + static_cast<std::ptrdiff_t>(p / P) * dk * P;
        for (int r0 = 0; r0 < rowsPad; r0 += R) {
            V acc[R][C];
#pragma GCC unroll 16
            for (int r = 0; r < R; ++r)
#pragma GCC unroll 4
                for (int cc = 0; cc < C; ++cc)
                    acc[r][cc] = V{};
            const float* qr = q + static_cast<std::ptrdiff_t>(r0) * dk;
            for (int c = 0; c < dk; ++c) {
                V kv[C];
#pragma GCC unroll 4
                for (int cc = 0; cc < C; ++cc)
                    kv[cc] = load<V>(kp + c * P + cc * W);
#pragma GCC unroll 16
                for (int r = 0; r < R; ++r) {
                    const V b = splat<V>(qr[r * dk + c]);
#pragma GCC unroll 4
                    for (int cc = 0; cc < C; ++cc)
                        acc[r][cc] += b * kv[cc]; // s_ij += q'_ic k_jc
                }
            }
#pragma GCC unroll 16
            for (int r = 0; r < R; ++r)
#pragma GCC unroll 4
                for (int cc = 0; cc < C; ++cc)
                    store<V>(s + (r0 + r) * ldS + p + cc * W, acc[r][cc]);
        }
    }
}

/// O[r][cb, cb + CC W) = alpha_r O[r][...] + sum_j P[r][j] v_j[...] for rowsPad rows.
template <class Cfg, int CC>
ATTNLAB_INLINE void tileValuesBlock(const float* pt, int cols, const float* v, int ldV, int cb,
                                    float* o, const float* alpha, int rowsPad)
{
    using V = typename Cfg::V;
    constexpr int W = Cfg::W, R2 = Cfg::R2, ldP = Cfg::Bc;
    for (int r0 = 0; r0 < rowsPad; r0 += R2) {
        V acc[R2][CC];
#pragma GCC unroll 16
        for (int r = 0; r < R2; ++r)
#pragma GCC unroll 8
            for (int cc = 0; cc < CC; ++cc)
                acc[r][cc] = V{};
        const float* pr = pt + r0 * ldP;
        for (int j = 0; j < cols; ++j) {
            V vv[CC];
#pragma GCC unroll 8
            for (int cc = 0; cc < CC; ++cc)
                vv[cc] = load<V>(v + static_cast<std::ptrdiff_t>(j) * ldV + cb + cc * W);
#pragma GCC unroll 16
            for (int r = 0; r < R2; ++r) {
                const V b = splat<V>(pr[r * ldP + j]);
#pragma GCC unroll 8
                for (int cc = 0; cc < CC; ++cc)
                    acc[r][cc] += b * vv[cc]; // o_ic += p_ij v_jc
            }
        }
#pragma GCC unroll 16
        for (int r = 0; r < R2; ++r) {
            const V a = splat<V>(alpha[r0 + r]);
#pragma GCC unroll 8
            for (int cc = 0; cc < CC; ++cc) {
                float* op = o + (r0 + r) * ldV + cb + cc * W;
                store<V>(op, load<V>(op) * a + acc[r][cc]); // O' = O e^(m - m') + P V
            }
        }
    }
}

template <class Cfg>
ATTNLAB_INLINE void tileValues(const float* pt, int cols, const float* v, int ldV, float* o,
                               const float* alpha, int rowsPad)
{
    constexpr int W = Cfg::W, C2 = Cfg::C2;
    int cb = 0;
    for (; cb + C2 * W <= ldV; cb += C2 * W)
        tileValuesBlock<Cfg, C2>(pt, cols, v, ldV, cb, o, alpha, rowsPad);
    for (; cb < ldV; cb += W)
        tileValuesBlock<Cfg, 1>(pt, cols, v, ldV, cb, o, alpha, rowsPad);
}

/// One query tile of one head against all the keys its rows may see.
template <class Cfg> ATTNLAB_INLINE void processTile(const TileArgs& a)
{
    using V = typename Cfg::V;
    constexpr int W = Cfg::W, P = Cfg::P, Bc = Cfg::Bc;
    const HeadPack& h = *a.pack;
    Workspace& w = *a.ws;
    const MaskSpec& mask = *h.mask;
    const int i0 = a.rowBegin;
    const int rows = a.rows;
    const int rowsPadS = roundUp(rows, Cfg::R);
    const int rowsPadO = roundUp(rows, Cfg::R2);
    float* s = w.s.get();

    for (int r = 0; r < Cfg::Br; ++r) {
        w.m[r] = negInfF;
        w.l[r] = 0.0;
        w.alpha[r] = 1.0f;
    }
    if (a.mode == Mode::Attention)
        std::memset(w.o.get(), 0, sizeof(float) * static_cast<std::size_t>(rowsPadO) * h.dvPadded);

    // Keys any row of the tile may see. A plain band (causal, window): one range, and
    // first(i), last(i) never decrease with i. A sparse pattern (dilation, global tokens, random
    // blocks): MaskSpec::keySpans, each widened to whole panels of P keys and merged.
    int first = 0, last = 0, firstOfLast = 0, lastOfFirst = 0;
    const bool plain = mask.isPlainBand();
    w.spans.clear();
    if (plain) {
        mask.keyRange(i0, h.nq, h.nk, first, lastOfFirst);
        mask.keyRange(i0 + rows - 1, h.nq, h.nk, firstOfLast, last);
        if (first < last)
            w.spans.emplace_back(first / P * P, roundUp(last, P));
    } else {
        for (const auto& [f, l] : mask.keySpans(i0, i0 + rows, h.nq, h.nk)) {
            const int pf = f / P * P, pl = roundUp(l, P);
            if (!w.spans.empty() && pf <= w.spans.back().second)
                w.spans.back().second = std::max(w.spans.back().second, pl);
            else
                w.spans.emplace_back(pf, pl);
        }
    }

    for (const auto& [spanBegin, spanEnd] : w.spans)
        for (int kb = spanBegin; kb < spanEnd; kb += Bc) {
            const int cols = std::min(Bc, spanEnd - kb);
            // 1-2. S = Q_t K_tile^T s (s folded into Q')
            tileScores<Cfg>(h.q.get() + static_cast<std::ptrdiff_t>(i0) * h.dk, h.dk,
                            h.k.get() + static_cast<std::ptrdiff_t>(kb / P) * h.dk * P, cols, s,
                            rowsPadS);
            // 3. S'' = S' + M: -inf outside each row's band (only where the tile crosses a band
            // edge or the keys' end) and where an explicit matrix forbids
            if (!plain && !mask.allowsWholeTile(i0, i0 + rows, kb, kb + cols, h.nq, h.nk)) {
                // a sparse pattern: MaskSpec::rowAllowed, row by row (keys past n_k are padding)
                const int valid = std::clamp(h.nk - kb, 0, cols);
                for (int r = 0; r < rows; ++r) {
                    float* sr = s + r * Bc;
                    const std::uint8_t* ok = w.allowedRow.data();
                    mask.rowAllowed(i0 + r, kb, kb + valid, h.nq, h.nk, w.allowedRow.data());
                    for (int j = 0; j < valid; ++j) // branch-free, so that it vectorises
                        sr[j] = ok[j] ? sr[j] : negInfF;
                    for (int j = valid; j < cols; ++j)
                        sr[j] = negInfF;
                }
            } else if (plain && (kb < firstOfLast || kb + cols > lastOfFirst || mask.allowed)) {
                for (int r = 0; r < rows; ++r) {
                    float* sr = s + r * Bc;
                    int f = 0, l = 0;
                    mask.keyRange(i0 + r, h.nq, h.nk, f, l);
                    const int fc = std::clamp(f - kb, 0, cols);
                    const int lc = std::clamp(l - kb, fc, cols);
                    for (int j = 0; j < fc; ++j)
                        sr[j] = negInfF;
                    for (int j = lc; j < cols; ++j)
                        sr[j] = negInfF;
                    if (mask.allowed)
                        for (int j = fc; j < lc; ++j)
                            if (!(*mask.allowed)(i0 + r, kb + j))
                                sr[j] = negInfF;
                }
            }

            if (a.mode == Mode::Weights) {
                // a_ij = exp(S''_ij - lse_i)
                for (int r = 0; r < rows; ++r) {
                    float* sr = s + r * Bc;
                    const float lse = w.lseIn[r];
                    if (lse == negInfF) {
                        std::memset(sr, 0, sizeof(float) * cols);
                        continue;
                    }
                    const V lv = splat<V>(lse);
                    for (int j = 0; j < cols; j += W)
                        store<V>(sr + j, vexp<V>(load<V>(sr + j) - lv));
                }
                (*a.visit)(WeightTile{i0, rows, kb, std::min(cols, h.nk - kb), Bc, s});
                continue;
            }

            // 4. online softmax: m' = max(m, max_j S''_ij), e_ij = exp(S''_ij - m'),
            //    l' = l e^(m - m') + sum_j e_ij
            for (int r = 0; r < rows; ++r) {
                float* sr = s + r * Bc;
                V mx = splat<V>(negInfF);
                for (int j = 0; j < cols; j += W)
                    mx = vmax(mx, load<V>(sr + j));
                const float mOld = w.m[r];
                const float mNew = std::max(mOld, hmax(mx));
                if (mNew == negInfF) {
                    // nothing allowed yet: this tile adds nothing
                    if (a.mode == Mode::Attention)
                        std::memset(sr, 0, sizeof(float) * cols);
                    w.alpha[r] = 1.0f;
                    continue;
                }
                const float alpha = mOld == negInfF ? 0.0f : std::exp(mOld - mNew);
                const V mv = splat<V>(mNew);
                V sum = V{};
                if (a.mode == Mode::Attention) {
                    for (int j = 0; j < cols; j += W) {
                        const V e = vexp<V>(load<V>(sr + j) - mv);
                        store<V>(sr + j, e);
                        sum += e;
                    }
                } else {
                    for (int j = 0; j < cols; j += W)
                        sum += vexp<V>(load<V>(sr + j) - mv);
                }
                w.l[r] = w.l[r] * alpha + hsum(sum);
                w.m[r] = mNew;
                w.alpha[r] = alpha;
            }
            if (a.mode == Mode::Attention) {
                for (int r = rows; r < rowsPadO; ++r) {
                    std::memset(s + r * Bc, 0, sizeof(float) * cols);
                    w.alpha[r] = 1.0f;
                }
                // 5. O' = O e^(m - m') + E V_tile
                tileValues<Cfg>(s, cols, h.v.get() + static_cast<std::ptrdiff_t>(kb) * h.dvPadded,
                                h.dvPadded, w.o.get(), w.alpha.data(), rowsPadO);
            }
        }
}

template <class V> ATTNLAB_INLINE void expArray(const float* x, float* y, std::size_t n)
{
    constexpr int W = lanes<V>;
    std::size_t i = 0;
    for (; i + W <= n; i += W)
        store<V>(y + i, vexp<V>(load<V>(x + i)));
    if (i < n) {
        float buf[W] = {};
        std::memcpy(buf, x + i, sizeof(float) * (n - i));
        store<V>(buf, vexp<V>(load<V>(buf)));
        std::memcpy(y + i, buf, sizeof(float) * (n - i));
    }
}

// Register blocks: S takes R x C vectors of accumulators, O += P V takes R2 x C2; both leave
// room for the loaded operands (16 vector registers below AVX-512, 32 with it).
using GenericConfig = Config<f4, 6, 2, 6, 2, 48, 128>;
void processGeneric(const TileArgs& a)
{
    processTile<GenericConfig>(a);
}
void expGeneric(const float* x, float* y, std::size_t n)
{
    expArray<f4>(x, y, n);
}

#if ATTNLAB_X86_KERNELS
using Avx2Config = Config<f8, 6, 2, 6, 2, 48, 128>;
ATTNLAB_TARGET_AVX2 void processAvx2(const TileArgs& a)
{
    processTile<Avx2Config>(a);
}
ATTNLAB_TARGET_AVX2 void expAvx2(const float* x, float* y, std::size_t n)
{
    expArray<f8>(x, y, n);
}

using Avx512Config = Config<f16, 8, 2, 6, 4, 48, 256>;
ATTNLAB_TARGET_AVX512 void processAvx512(const TileArgs& a)
{
    processTile<Avx512Config>(a);
}
ATTNLAB_TARGET_AVX512 void expAvx512(const float* x, float* y, std::size_t n)
{
    expArray<f16>(x, y, n);
}
#endif

struct KernelInfo
{
    FusedKernel id;
    KernelShape shape;
    void (*process)(const TileArgs&);
    void (*exp)(const float*, float*, std::size_t);
};

bool runs(FusedKernel k)
{
#if ATTNLAB_X86_KERNELS
    __builtin_cpu_init();
    if (k == FusedKernel::Avx2)
        return __builtin_cpu_supports("x86-64-v3");
    if (k == FusedKernel::Avx512)
        return __builtin_cpu_supports("x86-64-v4");
#endif
    return k == FusedKernel::Generic;
}

KernelInfo kernelInfo(FusedKernel kernel)
{
    switch (resolveFusedKernel(kernel)) {
#if ATTNLAB_X86_KERNELS
    case FusedKernel::Avx512:
        return {FusedKernel::Avx512, Avx512Config::shape(), processAvx512, expAvx512};
    case FusedKernel::Avx2:
        return {FusedKernel::Avx2, Avx2Config::shape(), processAvx2, expAvx2};
#endif
    default:
        return {FusedKernel::Generic, GenericConfig::shape(), processGeneric, expGeneric};
    }
}

int threadCount(int requested)
{
    if (requested > 0)
        return requested;
    const unsigned hw = std::thread::hardware_concurrency();
    return hw == 0 ? 1 : static_cast<int>(hw);
}

/// Rows packed per task when packing operands in parallel.
constexpr int packChunk = 1024;

} // namespace

std::vector<FusedKernel> availableFusedKernels()
{
    std::vector<FusedKernel> result;
    for (FusedKernel k : {FusedKernel::Generic, FusedKernel::Avx2, FusedKernel::Avx512})
        if (runs(k))
            result.push_back(k);
    return result;
}

std::string fusedKernelName(FusedKernel kernel)
{
    switch (kernel) {
    case FusedKernel::Auto:
        return "auto";
    case FusedKernel::Generic:
        return "generic";
    case FusedKernel::Avx2:
        return "avx2";
    case FusedKernel::Avx512:
        return "avx512";
    }
    return "auto";
}

FusedKernel resolveFusedKernel(FusedKernel kernel)
{
    if (kernel != FusedKernel::Auto)
        return runs(kernel) ? kernel : FusedKernel::Generic;
    if (const char* env = std::getenv("ATTNLAB_CPU_KERNEL"))
        for (FusedKernel k : availableFusedKernels())
            if (fusedKernelName(k) == env)
                return k;
    return availableFusedKernels().back();
}

namespace {

/// The process's one pool of worker threads (hardware_concurrency − 1 of them, created on first
/// use): every parallelFor hands its helpers to it, so two computations at once (a superseded
/// one stopping, a lab's) share the cores instead of each starting a thread per core.
class WorkerPool
{
public:
    static WorkerPool& instance()
    {
        // never destroyed: its threads wait for work until the process ends
        static WorkerPool* pool = new WorkerPool(threadCount(0) - 1);
        return *pool;
    }
    int size() const { return static_cast<int>(threads_.size()); }
    void post(std::function<void()> task)
    {
        {
            const std::lock_guard lock(mutex_);
            queue_.push_back(std::move(task));
        }
        ready_.notify_one();
    }

private:
    explicit WorkerPool(int count)
    {
        for (int i = 0; i < count; ++i)
            threads_.emplace_back([this] {
                for (;;) {
                    std::function<void()> task;
                    {
                        std::unique_lock lock(mutex_);
                        ready_.wait(lock, [this] { return !queue_.empty(); });
                        task = std::move(queue_.front());
                        queue_.pop_front();
                    }
                    task();
                }
            });
        for (std::thread& t : threads_)
            t.detach();
    }
    std::mutex mutex_;
    std::condition_variable ready_;
    std::deque<std::function<void()>> queue_;
    std::vector<std::thread> threads_;
};

} // namespace

void parallelFor(int tasks, int threads, const std::function<void(int task, int worker)>& body)
{
    // Between tasks, a stop asked of the caller's job (jobcontrol.h) ends the loop: JobStopped
    // reaches the caller once every task begun has ended.
    const JobControl* job = currentJob();
    const int workers = std::min({threadCount(threads), tasks, WorkerPool::instance().size() + 1});
    if (workers <= 1) {
        for (int t = 0; t < tasks; ++t) {
            checkStop();
            body(t, 0);
        }
        return;
    }
    // Shared with the helpers, which may start after the loop has ended: they then find no
    // task left and never touch body.
    struct State
    {
        std::atomic<int> next{0};
        std::atomic<int> active{0};
        std::exception_ptr error;
        std::mutex mutex;
        std::condition_variable idle;
    };
    const auto state = std::make_shared<State>();
    const int count = tasks;
    auto work = [state, count, job, &body](int worker) {
        const JobScope scope(job);
        State& st = *state;
        ++st.active;
        try {
            for (int t = st.next.fetch_add(1); t < count; t = st.next.fetch_add(1)) {
                checkStop();
                body(t, worker);
            }
        } catch (...) {
            st.next.store(count); // the others stop at their next task
            const std::lock_guard lock(st.mutex);
            if (!st.error)
                st.error = std::current_exception();
        }
        const std::lock_guard lock(st.mutex);
        if (--st.active == 0)
            st.idle.notify_all();
    };
    for (int i = 1; i < workers; ++i)
        WorkerPool::instance().post([work, i] { work(i); });
    work(0);
    // every task is taken: wait for those the helpers are still running
    std::unique_lock lock(state->mutex);
    state->idle.wait(lock, [&] { return state->active.load() == 0; });
    if (state->error)
        std::rethrow_exception(state->error);
}

void fusedExp(FusedKernel kernel, const float* x, float* y, std::size_t n)
{
    kernelInfo(kernel).exp(x, y, n);
}

struct FusedEngine::Scratch
{
    std::vector<HeadPack> packs; ///< one per head, buffers kept between runs
};

FusedEngine::FusedEngine() : FusedEngine(FusedOptions{}) {}
FusedEngine::FusedEngine(FusedOptions options)
    : options_(options), scratch_(std::make_unique<Scratch>())
{}
FusedEngine::~FusedEngine() = default;
FusedEngine::FusedEngine(FusedEngine&&) noexcept = default;
FusedEngine& FusedEngine::operator=(FusedEngine&&) noexcept = default;

EngineResult FusedEngine::run(const AttentionInput& input)
{
    const KernelInfo kernel = kernelInfo(options_.kernel);
    const KernelShape& shape = kernel.shape;
    lastKernel_ = kernel.id;
    const int nq = input.queryCount();
    const int nk = input.keyCount();
    const int heads = input.heads;
    const int dv = input.headValueDim();
    const int threads = threadCount(options_.threads);
    if (!scratch_)
        scratch_ = std::make_unique<Scratch>(); // moved from

    // Pack every head's Q' = Q_t s, K_t and V_t in float32 (in parallel: chunks of rows).
    std::vector<HeadPack>& packs = scratch_->packs;
    packs.resize(static_cast<std::size_t>(heads));
    for (HeadPack& p : packs)
        preparePack(p, input, shape, true);
    const int chunks = (std::max(nq, nk) + packChunk - 1) / packChunk;
    parallelFor(heads * chunks, threads, [&](int task, int) {
        const int h = task / chunks;
        const int c = task % chunks;
        packRows(input, h, shape, packs[static_cast<std::size_t>(h)], c * packChunk,
                 (c + 1) * packChunk);
    });

    EngineResult result;
    Matrix concat(nq, input.valueDim());
    lse_.resize(static_cast<std::size_t>(heads));
    for (Eigen::VectorXf& lse : lse_)
        lse.resize(nq);
    std::vector<std::vector<char>> fullyMasked(static_cast<std::size_t>(heads),
                                               std::vector<char>(static_cast<std::size_t>(nq)));

    const int tilesPerHead = (nq + shape.rowTile - 1) / shape.rowTile;
    const int workers = std::max(1, std::min(threads, heads * tilesPerHead));
    std::vector<std::unique_ptr<Workspace>> spaces;
    for (int i = 0; i < workers; ++i)
        spaces.push_back(std::make_unique<Workspace>(shape, packs.front().dvPadded));

    parallelFor(heads * tilesPerHead, workers, [&](int task, int worker) {
        // Causal tiles of late rows cost the most: hand them out first.
        const int h = task / tilesPerHead;
        const int tile = tilesPerHead - 1 - task % tilesPerHead;
        const int i0 = tile * shape.rowTile;
        const int rows = std::min(shape.rowTile, nq - i0);
        Workspace& ws = *spaces[static_cast<std::size_t>(worker)];
        const HeadPack& pack = packs[static_cast<std::size_t>(h)];
        TileArgs args;
        args.pack = &pack;
        args.ws = &ws;
        args.rowBegin = i0;
        args.rows = rows;
        args.mode = Mode::Attention;
        kernel.process(args);
        // output_i = O_i / l_i, lse_i = m_i + log l_i; a row with no allowed key stays zero.
        // Whether a row is fully masked is the mask's answer, never l_i = 0: scores that left
        // float32's range (an input validate() refuses) must not pass for a masked row.
        Eigen::VectorXf& lse = lse_[static_cast<std::size_t>(h)];
        std::vector<char>& masked = fullyMasked[static_cast<std::size_t>(h)];
        for (int r = 0; r < rows; ++r) {
            const bool any = input.mask.allowsAny(i0 + r, nq, nk);
            if (any && !(ws.l[r] > 0.0 && std::isfinite(ws.l[r]) && std::isfinite(ws.m[r])))
                throw EngineError(TR_NOOP("Engine", "cpu: head %1, query %2: scaled scores "
                                                    "outside float32's range (validate() the "
                                                    "input first)"),
                                  h, i0 + r);
            ws.alpha[r] = any ? static_cast<float>(1.0 / ws.l[r]) : 0.0f; // reused: 1 / l_i
            lse(i0 + r) = any ? static_cast<float>(ws.m[r] + std::log(ws.l[r])) : negInfF;
            masked[static_cast<std::size_t>(i0 + r)] = !any;
        }
        // column by column: concat is column-major
        for (int c = 0; c < dv; ++c) {
            double* column = concat.col(h * dv + c).data() + i0;
            const float* o = ws.o.get() + c;
            for (int r = 0; r < rows; ++r)
                column[r] = static_cast<double>(o[static_cast<std::ptrdiff_t>(r) * pack.dvPadded]) *
                            ws.alpha[r];
        }
    });

    for (int h = 0; h < heads; ++h)
        for (int i = 0; i < nq; ++i)
            if (fullyMasked[static_cast<std::size_t>(h)][static_cast<std::size_t>(i)])
                result.warnings.push_back(fullyMaskedRowWarning(h, i));
    // concat(O_0, ..., O_{h-1}) W_O, in double precision as the reference engine
    result.output = projectOutput(input, std::move(concat));
    return result;
}

// ---------------------------------------------------------------------------------------------

struct WeightTiles::Impl
{
    KernelInfo kernel;
    HeadPack pack;
};

WeightTiles::WeightTiles(const AttentionInput& input, int head, FusedKernel kernel)
    : impl_(std::make_unique<Impl>())
{
    if (head < 0 || head >= input.heads)
        throw InputError("head", TR_NOOP("Engine", "%1 is not a head of this input (0 to %2)"),
                         head, input.heads - 1);
    impl_->kernel = kernelInfo(kernel);
    preparePack(impl_->pack, input, impl_->kernel.shape, false);
    packRows(input, head, impl_->kernel.shape, impl_->pack, 0,
             std::max(input.queryCount(), input.keyCount()));
}

WeightTiles::~WeightTiles() = default;

int WeightTiles::rowTile() const
{
    return impl_->kernel.shape.rowTile;
}

FusedKernel WeightTiles::kernel() const
{
    return impl_->kernel.id;
}

namespace {

/// Runs the kernel in mode over rows [rowBegin, rowEnd), one row tile at a time:
/// prepare(args, ws) fills a tile's inputs, collect(args, ws) reads what it computed.
template <class Prepare, class Collect>
void forRowTiles(const KernelInfo& kernel, const HeadPack& pack, int rowBegin, int rowEnd,
                 Mode mode, const std::function<void(const WeightTile&)>* visit, Prepare prepare,
                 Collect collect)
{
    const KernelShape& shape = kernel.shape;
    Workspace ws(shape, 0);
    for (int i0 = rowBegin; i0 < rowEnd; i0 += shape.rowTile) {
        TileArgs args;
        args.pack = &pack;
        args.ws = &ws;
        args.rowBegin = i0;
        args.rows = std::min(shape.rowTile, rowEnd - i0);
        args.mode = mode;
        args.visit = visit;
        prepare(args, ws);
        kernel.process(args);
        collect(args, ws);
    }
}

constexpr auto nothing = [](const TileArgs&, const Workspace&) {};

} // namespace

void WeightTiles::rowLse(int rowBegin, int rowEnd, float* lse) const
{
    forRowTiles(impl_->kernel, impl_->pack, rowBegin, rowEnd, Mode::RowLse, nullptr, nothing,
                [&](const TileArgs& args, const Workspace& ws) {
                    // lse_i = m_i + log l_i
                    for (int r = 0; r < args.rows; ++r)
                        lse[args.rowBegin - rowBegin + r] =
                            ws.l[r] > 0.0 ? static_cast<float>(ws.m[r] + std::log(ws.l[r]))
                                          : negInfF;
                });
}

void WeightTiles::forEachTile(int rowBegin, int rowEnd, const float* lse,
                              const std::function<void(const WeightTile&)>& visit) const
{
    forRowTiles(
        impl_->kernel, impl_->pack, rowBegin, rowEnd, Mode::Weights, &visit,
        [&](const TileArgs& args, Workspace& ws) {
            for (int r = 0; r < args.rows; ++r)
                ws.lseIn[r] = lse[args.rowBegin - rowBegin + r];
        },
        nothing);
}

} // namespace attnlab

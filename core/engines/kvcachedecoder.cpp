#include "kvcachedecoder.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

namespace attnlab {

KvCacheDecoder::KvCacheDecoder(int heads, int headDim, int valueHeadDim, double scale, int threads)
    : heads_(heads), dk_(headDim), dv_(valueHeadDim),
      scale_(static_cast<float>(scale > 0.0 ? scale : 1.0 / std::sqrt(double(headDim)))),
      threads_(threads), kernel_(resolveFusedKernel(FusedKernel::Auto)),
      keys_(static_cast<std::size_t>(heads)), values_(static_cast<std::size_t>(heads))
{
    if (heads < 1 || headDim < 1 || valueHeadDim < 1)
        throw std::invalid_argument("KvCacheDecoder: heads and widths must be positive");
    for (int h = 0; h < heads; ++h) { // an empty cache of the right widths
        keys_[static_cast<std::size_t>(h)].resize(0, headDim);
        values_[static_cast<std::size_t>(h)].resize(0, valueHeadDim);
    }
}

void KvCacheDecoder::reserve(int tokens)
{
    if (tokens <= static_cast<int>(keys_.front().rows()))
        return;
    for (int h = 0; h < heads_; ++h) {
        RowMajorF k(tokens, dk_), v(tokens, dv_);
        k.topRows(tokens_) = keys_[static_cast<std::size_t>(h)].topRows(tokens_);
        v.topRows(tokens_) = values_[static_cast<std::size_t>(h)].topRows(tokens_);
        keys_[static_cast<std::size_t>(h)] = std::move(k);
        values_[static_cast<std::size_t>(h)] = std::move(v);
    }
}

void KvCacheDecoder::append(const Matrix& keys, const Matrix& values)
{
    if (keys.cols() != heads_ * dk_ || values.cols() != heads_ * dv_ ||
        keys.rows() != values.rows())
        throw std::invalid_argument("KvCacheDecoder::append: expected rows of " +
                                    std::to_string(heads_ * dk_) + " keys and " +
                                    std::to_string(heads_ * dv_) + " values");
    const int added = static_cast<int>(keys.rows());
    if (tokens_ + added > static_cast<int>(keys_.front().rows()))
        reserve(std::max(tokens_ + added, 2 * static_cast<int>(keys_.front().rows())));
    // the cache keeps each head's slice in float32: k_t = K[t, h d_k : (h+1) d_k]
    for (int h = 0; h < heads_; ++h) {
        keys_[static_cast<std::size_t>(h)].middleRows(tokens_, added) =
            keys.middleCols(h * dk_, dk_).cast<float>();
        values_[static_cast<std::size_t>(h)].middleRows(tokens_, added) =
            values.middleCols(h * dv_, dv_).cast<float>();
    }
    tokens_ += added;
}

Matrix KvCacheDecoder::step(const Matrix& q) const
{
    if (q.cols() != heads_ * dk_)
        throw std::invalid_argument("KvCacheDecoder::step: expected queries of " +
                                    std::to_string(heads_ * dk_) + " numbers");
    const int nq = static_cast<int>(q.rows());
    Matrix out = Matrix::Zero(nq, heads_ * dv_);
    if (tokens_ == 0)
        return out;
    const int tasks = heads_ * nq;
    parallelFor(tasks, threads_, [&](int task, int) {
        const int h = task % heads_;
        const int i = task / heads_;
        const auto k = keys_[static_cast<std::size_t>(h)].topRows(tokens_);
        const auto v = values_[static_cast<std::size_t>(h)].topRows(tokens_);
        // x = s K q: one pass over the cached keys
        const Eigen::VectorXf qs =
            (q.row(i).segment(h * dk_, dk_).cast<float>() * scale_).transpose();
        Eigen::VectorXf x = k * qs;
        // e_j = exp(x_j − m), the row's max subtracted
        const float m = x.maxCoeff();
        x.array() -= m;
        fusedExp(kernel_, x.data(), x.data(), static_cast<std::size_t>(tokens_));
        const double sum = x.cast<double>().sum();
        // o = Σ_j e_j v_j / Σ_j e_j: one pass over the cached values
        const Eigen::VectorXf o = v.transpose() * x;
        out.row(i).segment(h * dv_, dv_) = (o.cast<double>() / sum).transpose();
    });
    return out;
}

std::int64_t KvCacheDecoder::cacheBytes() const
{
    return std::int64_t(tokens_) * heads_ * (dk_ + dv_) * std::int64_t(sizeof(float));
}

} // namespace attnlab

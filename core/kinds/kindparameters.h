#pragma once

#include <memory>
#include <type_traits>
#include <utility>

namespace attnlab {

/// A value that only one kind knows the type of: a kind's own parameters in a scenario
/// (channel attention's feature map and layers, deformable attention's sampling) and what they
/// resolve to. The scenario holds, copies and compares it without naming the type; the kind's
/// module (core and app side) reads it back with get<T>() and edits it with edit<T>().
///
/// Copies share the value until one is edited (copy on write), so copying a scenario stays
/// cheap. Two values are equal when both are empty, or both hold the same type and that type's
/// operator== says so (a type without one compares equal only to the same copy).
class KindValue
{
public:
    KindValue() = default;
    template <class T, class = std::enable_if_t<!std::is_same_v<std::decay_t<T>, KindValue>>>
    explicit KindValue(T value)
        : holder_(std::make_shared<Holder<std::decay_t<T>>>(std::move(value)))
    {}

    /// Holds a value.
    explicit operator bool() const { return holder_ != nullptr; }
    /// The value if it is a T, else null.
    template <class T> const T* get() const
    {
        const auto* h = dynamic_cast<const Holder<T>*>(holder_.get());
        return h ? &h->value : nullptr;
    }
    /// The value to change if it is a T (unshared first), else null.
    template <class T> T* edit()
    {
        if (!get<T>())
            return nullptr;
        if (holder_.use_count() > 1)
            holder_ = holder_->clone();
        return &static_cast<Holder<T>*>(holder_.get())->value;
    }
    void reset() { holder_.reset(); }

    friend bool operator==(const KindValue& a, const KindValue& b)
    {
        if (!a.holder_ || !b.holder_)
            return !a.holder_ && !b.holder_;
        return a.holder_ == b.holder_ || a.holder_->equals(*b.holder_);
    }

private:
    // (a trait rather than std::equality_comparable: Qt 6.4's moc reads this header and cannot
    // parse <concepts>)
    template <class T, class = void> struct Comparable : std::false_type
    {};
    template <class T>
    struct Comparable<T,
                      std::void_t<decltype(std::declval<const T&>() == std::declval<const T&>())>>
        : std::true_type
    {};
    struct Base
    {
        virtual ~Base() = default;
        virtual bool equals(const Base& other) const = 0;
        virtual std::shared_ptr<Base> clone() const = 0;
    };
    template <class T> struct Holder final : Base
    {
        explicit Holder(T v) : value(std::move(v)) {}
        bool equals(const Base& other) const override
        {
            const auto* o = dynamic_cast<const Holder*>(&other);
            if constexpr (Comparable<T>::value)
                return o && value == o->value;
            else
                return o == this;
        }
        std::shared_ptr<Base> clone() const override { return std::make_shared<Holder>(value); }
        T value;
    };
    std::shared_ptr<Base> holder_;
};

} // namespace attnlab

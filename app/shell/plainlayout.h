#pragma once

#include <QVBoxLayout>

namespace attnlab {

/// A vertical layout that does not report height-for-width, for the page of a scroll area: a
/// scroll area gives a height-for-width page its preferred height, so a page holding wrapped
/// labels would never shrink to the room and would scroll where it need not. Wrapped labels on
/// such a page get their height from their width themselves (or simply wrap in the room given).
class PlainVBoxLayout : public QVBoxLayout
{
public:
    using QVBoxLayout::QVBoxLayout;
    bool hasHeightForWidth() const override { return false; }
};

} // namespace attnlab

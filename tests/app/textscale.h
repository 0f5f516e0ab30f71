#pragma once
// The text scale a test runs at, as a user sets it: saved in the preferences (the window loads
// them) and applied before the window is made (see tst_mainwindow); the previous scale comes
// back at the end of the scope. Shared by the tests that look at a tab at 1280 x 720, text x 2.
#include "mainwindow.h"
#include "preferences.h"

class ScopedTextScale
{
public:
    explicit ScopedTextScale(double scale) : saved_(attnlab::Preferences::load())
    {
        attnlab::Preferences p = saved_;
        p.fontScale = scale;
        p.save();
        attnlab::MainWindow::applyTextScale(scale);
    }
    ~ScopedTextScale()
    {
        saved_.save();
        attnlab::MainWindow::applyTextScale(saved_.fontScale);
    }
    ScopedTextScale(const ScopedTextScale&) = delete;
    ScopedTextScale& operator=(const ScopedTextScale&) = delete;

private:
    attnlab::Preferences saved_;
};

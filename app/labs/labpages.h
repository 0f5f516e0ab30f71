#pragma once

#include <QStackedWidget>

class QHBoxLayout;
class QLabel;
class QPushButton;
class QScrollArea;

namespace attnlab {

/// The two pages of a lab that needs a certain scenario (sparse patterns, a picture's patches,
/// deformable attention): the need page says what the lab needs and what the open scenario is
/// (LabFit), centred, with buttons to get there (its example, a picture); the lab page holds the
/// lab itself, the whole page scrolling vertically when large text leaves it too little room.
class LabPages : public QStackedWidget
{
public:
    explicit LabPages(QWidget* parent);

    /// The need page's text (rich text, word-wrapped, centred).
    QLabel* needLabel() const { return need_; }
    /// A new button on the need page, after those added before, the row centred.
    QPushButton* addNeedButton();
    /// The widget the lab builds its page in.
    QWidget* labPage() const { return page_; }
    /// Shows the lab page, or the need page.
    void showLab(bool lab) { setCurrentIndex(lab ? 1 : 0); }
    bool showsLab() const { return currentIndex() == 1; }

    /// A page that scrolls vertically, added to parent's layout; its widget() is the one to
    /// build the page in (the KV-cache lab, which always fits, has this page alone).
    static QScrollArea* scrollingPage(QWidget* parent);

private:
    QLabel* need_;
    QHBoxLayout* buttons_;
    QWidget* page_;
};

} // namespace attnlab

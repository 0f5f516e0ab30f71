#pragma once

#include <QString>

#include <functional>
#include <vector>

class QWidget;

namespace attnlab {

class Document;
struct Scenario;
struct ViewSettings;

/// What a lab asks of the window it stands in (MainWindow): to open an example, a scenario it
/// made or a picture, in place of the document (after asking to save it).
class LabHost
{
public:
    /// An example by its path (":/examples/…" or a file), as File › Open Example does.
    virtual void openExampleOfLab(const QString& path) = 0;
    /// A new, unsaved document shown step by step.
    virtual void openScenarioOfLab(const Scenario& scenario) = 0;
    /// Asks for a picture and opens it.
    virtual void askForPicture() = 0;

protected:
    ~LabHost() = default;
};

/// A lab: a tab of the window's centre beside the step-by-step view. Each lab's widget also
/// derives from Lab; the window asks it, never its class, what File › Export Figure does while
/// it is shown and gives it the view settings every heatmap shares.
class Lab
{
public:
    virtual ~Lab() = default;

    /// What File › Export Figure does while the lab is shown.
    enum class FigureExport
    {
        Document,       ///< exports the document's stage, as on the step-by-step view
        Own,            ///< exportFigureAs(): the lab's own figure, whatever the scenario
        OwnOfTheResult, ///< exportFigureAs(), once the document's result is computed
    };
    virtual FigureExport figureExport() const { return FigureExport::Document; }
    virtual void exportFigureAs() {}
    /// The colormap, decimals, values and theme the user chose (Preferences).
    virtual void setViewSettings(const ViewSettings&) {}
};

/// One registered lab: its tab's title and how it is made.
struct LabEntry
{
    /// The tab's title, QT_TRANSLATE_NOOP("attnlab::MainWindow", …): translated when made.
    const char* title;
    /// Makes the lab's widget (which derives from Lab), connected to the host.
    std::function<QWidget*(Document* document, LabHost& host, QWidget* parent)> make;
};

/// The labs, in the order of their tabs after the step-by-step view (app/labs/labs.cpp: one
/// line per lab).
const std::vector<LabEntry>& labEntries();

} // namespace attnlab

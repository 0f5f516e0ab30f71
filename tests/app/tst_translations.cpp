// The translations of the interface (resources/translations/): every French and Portuguese
// message translated, keeping its placeholders (%1, %n) and HTML tags; compiled into the app;
// a main window in each language, with no two items of a menu on the same Alt key; the
// glossary's terms (resources/translations follow ../shared/lesson/GLOSSARY.md: "escala", never
// "escalonamento"); quotation marks, examples' titles and descriptions in the interface language.
#include "attentionmapsview.h"
#include "document.h"
#include "explanation.h"
#include "exportdialog.h"
#include "heatmaprenderer.h"
#include "inspector.h"
#include "mainwindow.h"
#include "numberformat.h"
#include "preferences.h"
#include "preferencesdialog.h"
#include "scenario.h"
#include "sentencepanel.h"
#include "testfiles.h"
#include "textscale.h"
#include "translations.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QBuffer>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QScrollArea>
#include <QStandardPaths>
#include <QSvgGenerator>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QToolBar>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace attnlab;

namespace {

struct TsMessage
{
    QString context, source;
    QStringList translations; // one, or the numerus forms
    bool numerus = false, unfinished = false;
};

QList<TsMessage> readTs(const QString& path, QString* error)
{
    QFile file(path);
    QList<TsMessage> messages;
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    TsMessage m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) {
            if (xml.isEndElement() && xml.name() == QLatin1String("message"))
                messages << m;
            continue;
        }
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("message")) {
            m = TsMessage{context,
                          {},
                          {},
                          xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes"),
                          false};
        } else if (xml.name() == QLatin1String("source")) {
            m.source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            m.unfinished =
                xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
            if (!m.numerus)
                m.translations << xml.readElementText();
        } else if (xml.name() == QLatin1String("numerusform")) {
            m.translations << xml.readElementText();
        }
    }
    *error = xml.hasError() ? xml.errorString() : QString();
    return messages;
}

/// The placeholders and the HTML tags of a text, sorted: what a translation must keep.
QStringList markers(const QString& text, bool withoutN)
{
    static const QRegularExpression pattern(
        QStringLiteral("%(?:L?\\d|n)|</?\\s*[a-zA-Z][a-zA-Z0-9]*"));
    QStringList found;
    for (auto it = pattern.globalMatch(text); it.hasNext();) {
        const QString m = it.next().captured().toLower();
        if (!(withoutN && m == QLatin1String("%n")))
            found << m;
    }
    found.sort();
    return found;
}

QChar mnemonic(const QString& text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != QLatin1Char('&'))
            continue;
        if (text.at(i + 1) == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return text.at(i + 1).toLower();
    }
    return {};
}

/// Alt keys shared by controls shown together in the window, or by a control and a menu of the
/// menu bar (menuKeys): buttons, check boxes, labels with a buddy, tabs.
QStringList altKeyClashes(const QWidget& window, const QHash<QChar, QString>& menuKeys)
{
    QHash<QChar, QString> keys = menuKeys;
    QStringList clashes;
    const auto add = [&](const QString& text) {
        const QChar key = mnemonic(text);
        if (key.isNull())
            return;
        if (keys.contains(key))
            clashes << QStringLiteral("Alt+%1: %2 / %3").arg(key, keys[key], text);
        else
            keys.insert(key, text);
    };
    // Shown, even if scrolled out of view or disabled for now: their Alt keys work then too.
    for (const QWidget* w : window.findChildren<QWidget*>()) {
        if (!w->isVisible())
            continue;
        if (const auto* button = qobject_cast<const QAbstractButton*>(w))
            add(button->text());
        else if (const auto* label = qobject_cast<const QLabel*>(w); label && label->buddy())
            add(label->text());
        else if (const auto* box = qobject_cast<const QGroupBox*>(w); box && box->isCheckable())
            add(box->title());
        else if (const auto* tabs = qobject_cast<const QTabBar*>(w))
            for (int i = 0; i < tabs->count(); ++i)
                add(tabs->tabText(i));
    }
    return clashes;
}

void removeTranslators()
{
    for (QTranslator* t : QCoreApplication::instance()->findChildren<QTranslator*>()) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyMessageTranslated_data();
    void everyMessageTranslated();
    void compiledIn_data();
    void compiledIn();
    void mainWindowInTheLanguage_data();
    void mainWindowInTheLanguage();
    void lupdateReadsTheSourcesAsTheCompilerDoes();
    void glossaryTerms_data();
    void glossaryTerms();
    void frenchTypography();
    void quotesFollowTheLanguage_data();
    void quotesFollowTheLanguage();
    void qtsOwnStringsAndNumbersInTheLanguage_data();
    void qtsOwnStringsAndNumbersInTheLanguage();
    void sentenceBoxesFitTheirTab_data();
    void sentenceBoxesFitTheirTab();
    void controlsNotClippedAtTextTwo_data();
    void controlsNotClippedAtTextTwo();
};

void TestTranslations::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestTranslations::everyMessageTranslated_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("fr") << QStringLiteral("fr");
    QTest::newRow("pt_BR") << QStringLiteral("pt_BR");
}

void TestTranslations::everyMessageTranslated()
{
    QFETCH(QString, language);
    QString error;
    const QList<TsMessage> messages = readTs(
        QStringLiteral(ATTNLAB_SOURCE_DIR "/resources/translations/attnlab_%1.ts").arg(language),
        &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(messages.size() > 400);
    QStringList problems;
    for (const TsMessage& m : messages) {
        const QString where = m.context + QStringLiteral(": ") + m.source;
        if (m.unfinished || m.translations.isEmpty()) {
            problems << QStringLiteral("not translated: ") + where;
            continue;
        }
        for (const QString& t : m.translations) {
            if (t.trimmed().isEmpty() && !m.source.trimmed().isEmpty())
                problems << QStringLiteral("empty: ") + where;
            else if (markers(t, m.numerus) != markers(m.source, m.numerus))
                problems << QStringLiteral("placeholders or tags differ: ") + where +
                                QStringLiteral(" -> ") + t;
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestTranslations::compiledIn_data()
{
    everyMessageTranslated_data();
    QTest::newRow("en") << QStringLiteral("en");
}

void TestTranslations::compiledIn()
{
    QFETCH(QString, language);
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/attnlab_%1.qm").arg(language)));
    if (language == QLatin1String("en")) {
        QCOMPARE(translator.translate("attnlab::MainWindow",
                                      "%1 queries \u00d7 %2 keys, d_k = %3, d_v = %4, %n head(s)",
                                      nullptr, 1),
                 QStringLiteral("%1 queries \u00d7 %2 keys, d_k = %3, d_v = %4, %n head"));
        return;
    }
    const QString file = translator.translate("attnlab::MainWindow", "&File");
    QVERIFY(!file.isEmpty());
    QVERIFY(file != QStringLiteral("&File"));
}

void TestTranslations::mainWindowInTheLanguage_data()
{
    QTest::addColumn<QString>("language"); // asked for
    QTest::addColumn<QString>("installed");
    QTest::addColumn<QString>("examplesTitle"); // a word of the Examples menu's first title
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("en")
                        << QStringLiteral("Causal self-attention");
    QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("fr")
                        << QStringLiteral("Auto-attention causale");
    // The Portuguese translation is Brazilian, and serves every Portuguese locale.
    QTest::newRow("pt_BR") << QStringLiteral("pt_BR") << QStringLiteral("pt")
                           << QStringLiteral("Autoatenção causal");
    QTest::newRow("pt") << QStringLiteral("pt") << QStringLiteral("pt")
                        << QStringLiteral("Autoatenção causal");
    QTest::newRow("pt_PT") << QStringLiteral("pt_PT") << QStringLiteral("pt")
                           << QStringLiteral("Autoatenção causal");
}

void TestTranslations::mainWindowInTheLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, installed);
    QFETCH(QString, examplesTitle);
    removeTranslators();
    QCOMPARE(installTranslators(*QCoreApplication::instance(), language), installed);
    QCOMPARE(MainWindow::examples().value(0).first.left(examplesTitle.size()), examplesTitle);
    {
        MainWindow window;
        QMenuBar* bar = window.menuBar();
        QStringList problems;
        QHash<QChar, QString> barKeys;
        for (QAction* top : bar->actions()) {
            const QChar key = mnemonic(top->text());
            if (key.isNull())
                problems << QStringLiteral("no Alt key: ") + top->text();
            else if (barKeys.contains(key))
                problems << QStringLiteral("same Alt key: %1 / %2").arg(barKeys[key], top->text());
            barKeys.insert(key, top->text());
            QMenu* menu = top->menu();
            if (!menu)
                continue;
            // Within a menu (and each submenu) no two items on the same key.
            QList<QMenu*> menus{menu};
            for (QAction* a : menu->actions())
                if (a->menu())
                    menus << a->menu();
            for (QMenu* m : std::as_const(menus)) {
                QHash<QChar, QString> keys;
                for (QAction* a : m->actions()) {
                    const QChar k = mnemonic(a->text());
                    if (k.isNull() || a->isSeparator())
                        continue;
                    if (keys.contains(k))
                        problems << QStringLiteral("same Alt key in %1: %2 / %3")
                                        .arg(m->title(), keys[k], a->text());
                    keys.insert(k, a->text());
                }
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        // Longer words must not keep the window from a 1280 x 720 projector (inspector beside
        // the map) or a 1024 x 768 screen (inspector stacked with the inputs), less a window
        // frame, at text scale 1: nothing squeezed, so nothing scrolls sideways.
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* centre = qobject_cast<QScrollArea*>(window.views()->widget(0));
        auto* matrices = qobject_cast<QScrollArea*>(window.inputTabs()->widget(0));
        QVERIFY(centre && matrices);
        const struct
        {
            QSize room;
            bool stacked;
        } rooms[] = {{QSize(1264, 680), false}, {QSize(1008, 728), true}};
        for (const auto& [room, stacked] : rooms) {
            window.arrangeForRoom(room);
            window.resize(room);
            QTest::qWait(1); // the layouts settle
            const QSize minimum = window.minimumSizeHint();
            const QString where = QStringLiteral("%1 x %2: the window needs %3 x %4")
                                      .arg(room.width())
                                      .arg(room.height())
                                      .arg(minimum.width())
                                      .arg(minimum.height());
            QVERIFY2(minimum.width() <= room.width() && minimum.height() <= room.height(),
                     qPrintable(where));
            QVERIFY2(window.size() == room, qPrintable(where));
            QCOMPARE(window.docksStacked(), stacked);
            // The tables shrink to the dock: the inputs do not scroll either.
            QVERIFY2(matrices->widget()->height() <= matrices->viewport()->height(),
                     qPrintable(where + QStringLiteral(", the inputs %1 px high in %2")
                                            .arg(matrices->widget()->height())
                                            .arg(matrices->viewport()->height())));
            for (const QScrollArea* area : {centre, matrices})
                QVERIFY2(area->widget()->width() >= area->widget()->minimumSizeHint().width(),
                         qPrintable(where + QStringLiteral(", %1 of %2 px shown")
                                                .arg(area->widget()->width())
                                                .arg(area->widget()->minimumSizeHint().width())));
        }
        // No two controls shown together answer the same Alt key, nor a control and a menu:
        // every page of the central views, with each page of the inputs.
        window.arrangeForRoom(QSize(1600, 1000));
        window.resize(1600, 1000);
        QStringList clashes;
        for (int view = 0; view < window.views()->count(); ++view) {
            for (int input = 0; input < (view == 0 ? window.inputTabs()->count() : 1); ++input) {
                window.views()->setCurrentIndex(view);
                window.inputTabs()->setCurrentIndex(input);
                QTest::qWait(1);
                for (const QString& clash : altKeyClashes(window, barKeys))
                    clashes << QStringLiteral("page %1.%2: %3").arg(view).arg(input).arg(clash);
            }
        }
        // The dialogs, each on its own.
        PreferencesDialog preferences(Preferences::load());
        ExportDialog figures(window.document(), Stage::Weights, 0);
        for (QDialog* dialog :
             {static_cast<QDialog*>(&preferences), static_cast<QDialog*>(&figures)}) {
            dialog->show();
            QVERIFY(QTest::qWaitForWindowExposed(dialog));
            for (const QString& clash : altKeyClashes(*dialog, {}))
                clashes << dialog->windowTitle() + QStringLiteral(": ") + clash;
            dialog->hide();
        }
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(u'\n')));
        window.views()->setCurrentIndex(0);
        QCOMPARE(bar->actions().first()->text() == QStringLiteral("&File"),
                 language == QLatin1String("en"));
        if (installed == QLatin1String("pt"))
            QCOMPARE(bar->actions().first()->text(), QStringLiteral("&Arquivo"));
        window.document()->undoStack()->setClean();
    }
    removeTranslators();
}

void TestTranslations::lupdateReadsTheSourcesAsTheCompilerDoes()
{
    // The compiler reads backslash-u-221a-d-_-k as √ then "d_k"; lupdate reads a fifth hex digit
    // (↭_k), so the translation of such a string is never found. Split the literal: "√" "d_k".
    static const QRegularExpression risky(QStringLiteral("\\\\u[0-9a-fA-F]{5}"));
    QStringList found;
    for (const char* folder : {"app", "widgets"}) {
        const QDir root(QStringLiteral(ATTNLAB_SOURCE_DIR "/") + QLatin1String(folder));
        QDirIterator files(root.path(), {QStringLiteral("*.cpp")}, QDir::Files,
                           QDirIterator::Subdirectories);
        while (files.hasNext()) {
            const QString path = files.next();
            const QString name = root.relativeFilePath(path);
            // the desktop app's own folders (appcore/ and cli/ were never part of this check)
            if (name.startsWith(QLatin1String("appcore/")) ||
                name.startsWith(QLatin1String("cli/")))
                continue;
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            int line = 0;
            while (!file.atEnd()) {
                ++line;
                const QString text = QString::fromUtf8(file.readLine());
                if (risky.match(text).hasMatch())
                    found << QStringLiteral("%1/%2:%3").arg(QLatin1String(folder), name).arg(line);
            }
        }
    }
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

void TestTranslations::glossaryTerms_data()
{
    // ../shared/lesson/GLOSSARY.md: the step buttons, the scaling lab and the print colormap
    // in the lesson's own words, as the app shows them (the compiled translations).
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("context");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("term");
    const QString stage = QStringLiteral("StageInfo");
    const QString window = QStringLiteral("attnlab::MainWindow");
    const QString colormap = QStringLiteral("attnlab::Colormap");
    const QString lab = QStringLiteral("Scaling lab: why attention costs N\u00b2");
    QTest::newRow("fr 2") << "fr" << stage << "2 Scaled" << QStringLiteral("\u00c9chelle");
    QTest::newRow("fr 3") << "fr" << stage << "3 Masked"
                          << "Masque";
    QTest::newRow("fr lab") << "fr" << window << lab << QStringLiteral("Labo des co\u00fbts");
    QTest::newRow("fr greys") << "fr" << colormap << "Greys (print)"
                              << "Niveaux de gris";
    QTest::newRow("pt 2") << "pt_BR" << stage << "2 Scaled"
                          << "Escala";
    QTest::newRow("pt 3") << "pt_BR" << stage << "3 Masked" << QStringLiteral("M\u00e1scara");
    QTest::newRow("pt lab") << "pt_BR" << window << lab
                            << QStringLiteral("Laborat\u00f3rio de custo");
    QTest::newRow("pt greys") << "pt_BR" << colormap << "Greys (print)"
                              << "Tons de cinza";
}

void TestTranslations::glossaryTerms()
{
    QFETCH(QString, language);
    QFETCH(QString, context);
    QFETCH(QString, source);
    QFETCH(QString, term);
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/attnlab_%1.qm").arg(language)));
    const QString shown =
        translator.translate(context.toUtf8().constData(), source.toUtf8().constData());
    QVERIFY2(shown.contains(term), qPrintable(shown));

    // "Escalonamento" is Gaussian elimination or scheduling to a Brazilian reader: scaling is
    // "escala" everywhere, in the interface and in the examples.
    static const QRegularExpression wrong(QStringLiteral("escalonament"),
                                          QRegularExpression::CaseInsensitiveOption);
    QString error;
    const QList<TsMessage> messages = readTs(
        QStringLiteral(ATTNLAB_SOURCE_DIR "/resources/translations/attnlab_pt_BR.ts"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(messages.size() > 400);
    for (const TsMessage& m : messages)
        for (const QString& t : m.translations)
            QVERIFY2(!wrong.match(t).hasMatch(), qPrintable(t));
    const QDir examples(QStringLiteral(ATTNLAB_SOURCE_DIR "/examples"));
    for (const QString& name : examples.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        QFile file(examples.filePath(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY2(!wrong.match(QString::fromUtf8(file.readAll())).hasMatch(), qPrintable(name));
    }
}

void TestTranslations::frenchTypography()
{
    // French: « guillemets », and a no-break space (never a plain one) before : ; ? ! and inside
    // the guillemets -- in the interface and in the examples' French texts.
    static const QRegularExpression wrong(
        QStringLiteral("[\u201c\u201d]| [:;?!\u00bb]|\u00ab |\u00ab(?!\u00a0)|[^\u00a0]\u00bb"));
    QStringList texts;
    QString error;
    const QList<TsMessage> messages =
        readTs(QStringLiteral(ATTNLAB_SOURCE_DIR "/resources/translations/attnlab_fr.ts"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    for (const TsMessage& m : messages)
        texts << m.translations;
    const QDir examples(QStringLiteral(ATTNLAB_SOURCE_DIR "/examples"));
    for (const QString& name : examples.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        QFile file(examples.filePath(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        Warnings warnings;
        const Scenario s = scenarioFromText(file.readAll().toStdString(), warnings);
        QVERIFY2(s.titleTranslations.count("fr") && s.descriptionTranslations.count("fr"),
                 qPrintable(name));
        texts << QString::fromStdString(s.titleTranslations.at("fr"))
              << QString::fromStdString(s.descriptionTranslations.at("fr"));
    }
    QVERIFY(texts.size() > 400);
    QStringList problems;
    for (const QString& t : std::as_const(texts))
        if (wrong.match(t).hasMatch())
            problems << t;
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestTranslations::quotesFollowTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("quote"); // the token t0, quoted
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("\u201ct0\u201d");
    QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("\u00ab\u00a0t0\u00a0\u00bb");
    QTest::newRow("pt_BR") << QStringLiteral("pt_BR") << QStringLiteral("\u201ct0\u201d");
}

void TestTranslations::quotesFollowTheLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, quote);
    removeTranslators();
    installTranslators(*QCoreApplication::instance(), language);
    const auto reset = qScopeGuard([] {
        removeTranslators();
        installTranslators(*QCoreApplication::instance(), QStringLiteral("en"));
        removeTranslators();
    });
    QCOMPARE(quoted(QStringLiteral("t0")), quote);
    // The inspector and the explanation (status bar, tooltips) quote the lesson's tokens so.
    Document document;
    document.waitForResult();
    QVERIFY(document.hasResult());
    const QString html =
        Inspector::cellHtml(Stage::Weights, document.resolved(), document.trace(), 0, 0, 1, 3);
    QVERIFY2(html.contains(quote), qPrintable(html));
    const QString text =
        Explanation::explainQueryRow(document.resolved(), document.trace(), 0, 0, 3);
    QVERIFY2(text.contains(quote), qPrintable(text));
    QVERIFY(!text.contains(language == QLatin1String("fr") ? QStringLiteral("\u201c")
                                                           : QStringLiteral("\u00ab")));

    // An example's description in the interface language, in the window's inspector when no
    // cell is chosen, and in its Examples menu.
    MainWindow window;
    QVERIFY(window.openExample(QStringLiteral(":/examples/translation-gato-preto.json")));
    window.inspector()->showHint();
    const QString shown = window.inspector()->toPlainText();
    const QString description =
        scenarioText(window.document()->scenario(), ScenarioText::Description);
    // (toPlainText() gives no-break spaces as plain ones.)
    QVERIFY2(shown.contains(QString(description).replace(QChar(0xa0), QLatin1Char(' '))),
             qPrintable(shown));
    const char* expected = language == QLatin1String("fr")   ? "La m\u00eame attention"
                           : language == QLatin1String("en") ? "The same cross-attention"
                                                             : "A mesma aten\u00e7\u00e3o";
    QVERIFY2(description.startsWith(QString::fromUtf8(expected)), qPrintable(description));
    bool inMenu = false;
    for (const QAction* a : window.findChildren<QAction*>())
        if (a->data().toString() == QLatin1String(":/examples/translation-gato-preto.json"))
            inMenu = a->toolTip().contains(description.toHtmlEscaped());
    QVERIFY(inMenu);
    window.document()->undoStack()->setClean();
}

void TestTranslations::qtsOwnStringsAndNumbersInTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("cancel");
    QTest::addColumn<QString>("pairs"); // 160000 as a count
    QTest::addColumn<QString>("weight");
    QTest::newRow("en") << "en"
                        << "Cancel"
                        << "160,000"
                        << "0.74";
    QTest::newRow("fr") << "fr"
                        << "Annuler"
                        << "160\u202f000"
                        << "0,74";
    QTest::newRow("pt") << "pt"
                        << "Cancelar"
                        << "160.000"
                        << "0,74";
}

void TestTranslations::qtsOwnStringsAndNumbersInTheLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, cancel);
    QFETCH(QString, pairs);
    QFETCH(QString, weight);
    removeTranslators();
    QCOMPARE(installTranslators(*QCoreApplication::instance(), language), language);
    {
        QDialogButtonBox box(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
        QCOMPARE(box.button(QDialogButtonBox::Cancel)->text().remove(QLatin1Char('&')), cancel);
        // French groups digits with a narrow no-break space (CLDR); Qt 6.4 may use another.
        const QString count = NumberFormat::count(160000);
        QVERIFY2(count == pairs ||
                     (language == QLatin1String("fr") && count == QStringLiteral("160\u00a0000")),
                 qPrintable(count));
        QCOMPARE(Explanation::formatNumber(0.741, 2), weight);
        QCOMPARE(HeatmapRenderer::formatNumber(-0.741, 2), QChar(0x2212) + weight);
    }
    removeTranslators();
    QLocale::setDefault(QLocale::c());
}

void TestTranslations::sentenceBoxesFitTheirTab_data()
{
    compiledIn_data();
}

void TestTranslations::sentenceBoxesFitTheirTab()
{
    QFETCH(QString, language);
    removeTranslators();
    QCOMPARE(installTranslators(*QCoreApplication::instance(), language),
             QLocale::languageToCode(QLocale(language).language()));
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // A 1280 x 720 projector, less a frame (the test platform's screen is 800 x 800).
        window.arrangeForRoom(QSize(1264, 680));
        window.resize(1264, 680);
        window.inputTabs()->setCurrentIndex(1);
        QApplication::processEvents();
        SentencePanel* panel = window.sentencePanel();
        auto* scroll = qobject_cast<QScrollArea*>(window.inputTabs()->currentWidget());
        QVERIFY(scroll);
        // No part of the panel (the language boxes on the right) is out of the tab's view.
        QVERIFY2(
            panel->width() <= scroll->viewport()->width(),
            qPrintable(
                QStringLiteral("%1 > %2").arg(panel->width()).arg(scroll->viewport()->width())));
        // The sentences use the panel's width (they had a few letters' room beside their
        // labels).
        for (QWidget* edit : {static_cast<QWidget*>(panel->queryEdit()),
                              static_cast<QWidget*>(panel->sourceEdit())})
            QVERIFY2(edit->width() >= scroll->viewport()->width() / 2,
                     qPrintable(QStringLiteral("%1: %2 px of %3")
                                    .arg(edit->objectName())
                                    .arg(edit->width())
                                    .arg(scroll->viewport()->width())));
        for (QWidget* box : {static_cast<QWidget*>(panel->queryLanguageBox()),
                             static_cast<QWidget*>(panel->sourceLanguageBox())}) {
            const QRect r(box->mapTo(scroll->viewport(), QPoint(0, 0)), box->size());
            QVERIFY2(r.left() >= 0 && r.right() < scroll->viewport()->width(),
                     qPrintable(QStringLiteral("box at %1,%2 %3x%4")
                                    .arg(r.x())
                                    .arg(r.y())
                                    .arg(r.width())
                                    .arg(r.height())));
        }
        window.document()->undoStack()->setClean();
    }
    removeTranslators();
    QLocale::setDefault(QLocale::c());
}

void TestTranslations::controlsNotClippedAtTextTwo_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("fr") << QStringLiteral("fr");
    QTest::newRow("pt_BR") << QStringLiteral("pt_BR");
}

// The controls whose French and Portuguese texts are long (« Page précédente », « Lecture
// auto », « Dimension de tête », « Moteur de calcul », "Mecanismo de cálculo"), and every
// button and one-line label of the tabs around them, at 1280 x 720 with text x 2: each is as
// wide as its text and lies inside the window.
void TestTranslations::controlsNotClippedAtTextTwo()
{
    QFETCH(QString, language);
    removeTranslators();
    installTranslators(*QCoreApplication::instance(), language);
    {
        const ScopedTextScale scale(2.0);
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.arrangeForRoom(QSize(1264, 680));
        window.resize(1264, 680);
        // attention maps of 2 layers x 40 heads: two pages, so the pager shows
        QTemporaryDir dir;
        const QString npy = dir.filePath(QStringLiteral("maps.npy"));
        {
            const int layers = 2, heads = 40, n = 3;
            QByteArray header = "{'descr': '<f8', 'fortran_order': False, 'shape': (" +
                                QByteArray::number(layers) + ", " + QByteArray::number(heads) +
                                ", " + QByteArray::number(n) + ", " + QByteArray::number(n) +
                                "), }";
            while ((10 + header.size() + 1) % 64 != 0)
                header += ' ';
            header += '\n';
            QByteArray data("\x93NUMPY\x01\x00", 8);
            const auto length = static_cast<quint16>(header.size());
            data += char(length & 0xff);
            data += char(length >> 8);
            data += header;
            const double third = 1.0 / 3.0;
            for (int i = 0; i < layers * heads * n * n; ++i)
                data.append(reinterpret_cast<const char*>(&third), sizeof third);
            QFile f(npy);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(data);
        }
        QVERIFY(window.openFile(npy));
        QVERIFY(window.mapsView()->pageCount() > 1);

        QStringList clipped;
        const auto check = [&](QWidget* w, const QString& where, bool inWindow = false) {
            if (!w->isVisibleTo(&window))
                return;
            const auto* label = qobject_cast<QLabel*>(w);
            if (label &&
                (label->wordWrap() || label->text().isEmpty() ||
                 label->textFormat() == Qt::RichText || Qt::mightBeRichText(label->text())))
                return; // wrapped text takes the room it is given
            const int need = label ? label->minimumSizeHint().width() : w->sizeHint().width();
            const QRect r(w->mapTo(&window, QPoint(0, 0)), w->size());
            const QString text = label ? label->text()
                                 : qobject_cast<QAbstractButton*>(w) != nullptr
                                     ? static_cast<QAbstractButton*>(w)->text()
                                     : w->objectName();
            if (w->width() < need)
                clipped << QStringLiteral("%1: \u201c%2\u201d %3 px of %4")
                               .arg(where, text)
                               .arg(w->width())
                               .arg(need);
            else if (inWindow && !window.rect().contains(r))
                clipped << QStringLiteral("%1: \u201c%2\u201d outside the window").arg(where, text);
        };
        // the tabs: the KV cache (head dimension), the scaling lab (backend), the maps (pager)
        for (QWidget* tab : {static_cast<QWidget*>(window.mapsView()), window.views()->widget(2),
                             window.views()->widget(3)}) {
            window.views()->setCurrentWidget(tab);
            QTest::qWait(1);
            const QString where = window.views()->tabText(window.views()->indexOf(tab));
            for (QWidget* w : tab->findChildren<QWidget*>())
                if (qobject_cast<QAbstractButton*>(w) || qobject_cast<QLabel*>(w))
                    check(w, where);
        }
        // the pager's buttons, whole inside the window
        window.views()->setCurrentWidget(window.mapsView());
        QTest::qWait(1);
        for (const char* name : {"previousPage", "nextPage"}) {
            auto* button = window.mapsView()->findChild<QPushButton*>(QLatin1String(name));
            QVERIFY(button && button->isVisible());
            check(button, QStringLiteral("pager"), true);
        }
        // the tool bar's Play button, not sent to the overflow menu
        auto* bar = window.findChild<QToolBar*>(QStringLiteral("StepsToolBar"));
        QVERIFY(bar);
        QWidget* play = bar->widgetForAction(window.action(QStringLiteral("play")));
        QVERIFY(play);
        QVERIFY2(play->isVisible(), "Play is in the tool bar's overflow menu");
        check(play, QStringLiteral("tool bar"), true);
        // Every menu item whole, or cut after a word with "…", never in the middle of a word
        // ("car…icas"): each menu drawn as it shows (as wide as the screen lets it), its texts
        // read back.
        QStringList items;
        for (QMenu* menu : window.findChildren<QMenu*>())
            for (const QAction* a : menu->actions())
                items << a->text()
                             .section(u'\t', 0, 0)
                             .remove(QRegularExpression(QStringLiteral("&(?!&)")));
        int menus = 0;
        for (QMenu* menu : window.findChildren<QMenu*>()) {
            if (menu->actions().isEmpty())
                continue;
            menu->popup(QPoint(0, 0));
            QTest::qWait(1);
            QBuffer svg;
            QSvgGenerator generator;
            generator.setOutputDevice(&svg);
            generator.setSize(menu->size());
            generator.setViewBox(menu->rect());
            {
                QPainter painter(&generator);
                menu->render(&painter);
            }
            menu->hide();
            ++menus;
            QString error;
            for (const QString& drawn : svgTexts(svg.data(), &error)) {
                // (a mnemonic's letter is drawn apart: a text may be the rest of an item)
                const qsizetype dots = drawn.indexOf(QChar(0x2026));
                const auto inAnItem = [&](const QString& part) {
                    return std::any_of(items.cbegin(), items.cend(),
                                       [&](const QString& item) { return item.contains(part); });
                };
                // inside its menu (a menu is at most as wide as the screen): not cut by its edge
                if (menu->fontMetrics().horizontalAdvance(drawn) >
                    menu->width() - menu->fontMetrics().height())
                    clipped << QStringLiteral("menu %1: \u201c%2\u201d wider than the menu (%3 px)")
                                   .arg(menu->title(), drawn)
                                   .arg(menu->width());
                if (dots < 0 || inAnItem(drawn))
                    continue;
                const QString head = drawn.left(dots);
                // cut at the end, after a whole word of an item
                const bool atWord =
                    dots + 1 == drawn.size() && !head.isEmpty() &&
                    std::any_of(items.cbegin(), items.cend(), [&](const QString& item) {
                        const qsizetype at = item.indexOf(head);
                        return at >= 0 && at + head.size() < item.size() &&
                               !item.at(at + head.size()).isLetterOrNumber();
                    });
                if (!atWord)
                    clipped << QStringLiteral("menu %1: \u201c%2\u201d cut in a word")
                                   .arg(menu->title(), drawn);
            }
            QVERIFY2(error.isEmpty(), qPrintable(error));
        }
        QVERIFY(menus >= 5);
        QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(u'\n')));
        window.document()->undoStack()->setClean();
    }
    removeTranslators();
    QLocale::setDefault(QLocale::c());
}

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"

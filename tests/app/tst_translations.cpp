// The translations of the interface (resources/translations/): every French and Portuguese
// message translated, keeping its placeholders (%1, %n) and HTML tags; compiled into the app;
// a main window in each language, with no two items of a menu on the same Alt key; the
// glossary's terms (resources/translations follow ../shared/lesson/GLOSSARY.md: "escala", never
// "escalonamento"); quotation marks, examples' titles and descriptions in the interface language.
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
#include "translations.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QScrollArea>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>
#include <QTextBrowser>
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
    for (const char* folder : {"app", "app/commands", "widgets"}) {
        const QDir dir(QStringLiteral(ATTNLAB_SOURCE_DIR "/") + QLatin1String(folder));
        for (const QString& name : dir.entryList({QStringLiteral("*.cpp")}, QDir::Files)) {
            QFile file(dir.filePath(name));
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

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"

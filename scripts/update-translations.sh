#!/usr/bin/env bash
# Refreshes resources/translations/*.ts from the sources of the desktop app (app/ and its folders
# but cli/, widgets/; the command-line tool speaks English only) and the engine's messages (core/: marked
# with TR_NOOP("Engine", ...), which lupdate reads as QT_TRANSLATE_NOOP; the app translates them
# at display, widgets/enginemessage.h). Then translate the new or changed
# messages (Qt Linguist: /usr/lib/qt6/linguist, or by hand) and rebuild.
#   scripts/update-translations.sh
set -euo pipefail
cd "$(dirname "$0")/.."
lupdate=/usr/lib/qt6/bin/lupdate
sources=(app/main.cpp app/shell app/document app/stepview app/labs app/lesson app/modelview
    app/appcore widgets core)
alias=(-tr-function-alias QT_TRANSLATE_NOOP+=TR_NOOP)
# English: only the plural forms ("%n head(s)" -> "1 head" / "2 heads").
"$lupdate" -pluralonly -locations none -no-obsolete "${alias[@]}" "${sources[@]}" -ts resources/translations/attnlab_en.ts
# Portuguese is Brazilian (pt_BR); the app uses it for every Portuguese locale.
for lang in fr pt_BR; do
    "$lupdate" -locations none -no-obsolete -target-language "$lang" "${alias[@]}" "${sources[@]}" \
        -ts "resources/translations/attnlab_$lang.ts"
done

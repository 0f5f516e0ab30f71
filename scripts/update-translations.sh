#!/usr/bin/env bash
# Refreshes resources/translations/*.ts from the sources of the desktop app (app/, its commands,
# widgets/; the command-line tool speaks English only). Then translate the new or changed
# messages (Qt Linguist: /usr/lib/qt6/linguist, or by hand) and rebuild.
#   scripts/update-translations.sh
set -euo pipefail
cd "$(dirname "$0")/.."
lupdate=/usr/lib/qt6/bin/lupdate
sources=(app/*.cpp app/*.h app/appcore app/commands widgets)
# English: only the plural forms ("%n head(s)" -> "1 head" / "2 heads").
"$lupdate" -pluralonly -locations none -no-obsolete "${sources[@]}" -ts resources/translations/attnlab_en.ts
# Portuguese is Brazilian (pt_BR); the app uses it for every Portuguese locale.
for lang in fr pt_BR; do
    "$lupdate" -locations none -no-obsolete -target-language "$lang" "${sources[@]}" \
        -ts "resources/translations/attnlab_$lang.ts"
done

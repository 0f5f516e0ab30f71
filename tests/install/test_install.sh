#!/usr/bin/env bash
# Installs the build into a temporary prefix and runs what was installed, from there:
#   - every file a desktop needs is in place (programs, examples and lessons, desktop entry,
#     metainfo, icons, MIME types, manual pages);
#   - attnlab --version and attnlab-cli --version print the version the build generated;
#   - the installed attnlab-cli computes an installed example, checks the installed lesson;
#   - the installed GUI (offscreen) opens the installed lesson and finds its examples in the
#     prefix (not the copy compiled in);
#   - desktop-file-validate, appstreamcli, update-mime-database and man accept the files, when
#     those tools are installed (scripts/deps.sh installs them);
#   - the manual page of attnlab-cli names every option its --help lists, and no other.
# usage: test_install.sh BUILD_DIR SOURCE_DIR APP_ID PROJECT_VERSION
set -euo pipefail
build=$1 source=$2 appid=$3 project_version=$4

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
prefix=$tmp/prefix
fail() { echo "FAIL: $*" >&2; exit 1; }
have() { command -v "$1" >/dev/null 2>&1; }

cmake --install "$build" --prefix "$prefix" >"$tmp/install.log" || {
    cat "$tmp/install.log" >&2
    fail "cmake --install"
}

# A home of its own: no preferences, recent files or recovery files of the user running it.
export HOME=$tmp/home XDG_CONFIG_HOME=$tmp/config XDG_DATA_HOME=$tmp/data XDG_CACHE_HOME=$tmp/cache
export XDG_RUNTIME_DIR=$tmp/runtime
mkdir -p "$HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
export QT_QPA_PLATFORM=offscreen LANGUAGE=en LC_ALL=C.UTF-8

share=$prefix/share
examples=$share/attnlab/examples
for f in bin/attnlab bin/attnlab-cli \
    share/attnlab/examples/lesson-seed0.json \
    share/attnlab/examples/lessons/attention-step-by-step.json \
    share/attnlab/examples/lessons/images/red-ball.png \
    share/attnlab/models/translator/config.json share/attnlab/models/translator/weights.npz \
    share/attnlab/models/vit/config.json share/attnlab/models/vit/weights.npz \
    "share/applications/$appid.desktop" "share/metainfo/$appid.metainfo.xml" \
    share/icons/hicolor/scalable/apps/attnlab.svg \
    share/icons/hicolor/{16x16,32x32,48x48,64x64,128x128,256x256}/apps/attnlab.png \
    share/mime/packages/attnlab.xml \
    share/man/man1/attnlab.1.gz share/man/man1/attnlab-cli.1.gz \
    share/doc/attnlab/copyright share/doc/attnlab/changelog.gz; do
    [ -f "$prefix/$f" ] || fail "not installed: $f"
done
[ -x "$prefix/bin/attnlab" ] && [ -x "$prefix/bin/attnlab-cli" ] || fail "programs not executable"
n_examples=$(find "$source/examples" -maxdepth 1 -name '*.json' | wc -l)
n_installed=$(find "$examples" -maxdepth 1 -name '*.json' | wc -l)
[ "$n_examples" -eq "$n_installed" ] || fail "$n_installed examples installed, $n_examples in the source"

# One version, the one the build generated.
version=$(sed -n 's/^#define ATTNLAB_VERSION "\(.*\)"$/\1/p' "$build/generated/attnlab_version.h")
[ -n "$version" ] || fail "no version in $build/generated/attnlab_version.h"
case "$version" in "$project_version"*) ;; *) fail "version $version is not of $project_version" ;; esac
gui_version=$("$prefix/bin/attnlab" --version)
cli_version=$("$prefix/bin/attnlab-cli" --version)
[ "$gui_version" = "AttnLab $version" ] || fail "attnlab --version: '$gui_version', expected 'AttnLab $version'"
[ "$cli_version" = "attnlab-cli $version" ] || fail "attnlab-cli --version: '$cli_version', expected 'attnlab-cli $version'"
grep -q "<release version=\"$project_version\"" "$share/metainfo/$appid.metainfo.xml" ||
    fail "the metainfo has no release $project_version"

# The installed command-line tool on an installed example and lesson.
"$prefix/bin/attnlab-cli" compute "$examples/lesson-seed0.json" --out "$tmp/result.json"
grep -q '"format": *"attnlab-result"' "$tmp/result.json" || fail "compute wrote no attnlab-result"
grep -q '0\.74096' "$tmp/result.json" || fail "compute: token 0's weight on token 1 (0.741) is missing"
"$prefix/bin/attnlab-cli" lesson check "$examples/lessons/attention-step-by-step.json" >"$tmp/check.txt"
grep -q 'every one can be shown and answered' "$tmp/check.txt" || fail "lesson check: $(cat "$tmp/check.txt")"
translation=$("$prefix/bin/attnlab-cli" translate "the black cat sleeps" --to fr \
    --model "$share/attnlab/models/translator")
[ "$translation" = "le chat noir dort" ] || fail "translate with the installed model: '$translation'"
# classify without --model: the installed programs find the installed vision transformer
"$prefix/bin/attnlab-cli" classify "$examples/lessons/images/red-ball.png" >"$tmp/classify.txt" ||
    fail "classify with the installed model: $(cat "$tmp/classify.txt")"
grep -q 'resized from 640 × 640 to 64 × 64' "$tmp/classify.txt" ||
    fail "classify: no resize note in $(cat "$tmp/classify.txt")"

# The installed GUI, offscreen, on the installed lesson: it opens it and finds the examples in
# the prefix it runs from.
lesson=$examples/lessons/attention-step-by-step.json
if ! timeout 90 "$prefix/bin/attnlab" --quit-after-open "$lesson" >"$tmp/gui.txt" 2>"$tmp/gui.err"; then
    cat "$tmp/gui.txt" "$tmp/gui.err" >&2
    fail "attnlab --quit-after-open $lesson"
fi
cat "$tmp/gui.txt"
grep -q "^$lesson: the lesson “.*”, [0-9]* steps$" "$tmp/gui.txt" || fail "the GUI did not report the lesson"
grep -qx "Examples and lessons: $examples" "$tmp/gui.txt" || fail "the GUI did not find the installed examples"
# ... and a file that is not there: status 2 and the message on standard error, no dialog left.
if timeout 90 "$prefix/bin/attnlab" --quit-after-open "$tmp/missing.json" >/dev/null 2>"$tmp/missing.err"; then
    fail "attnlab --quit-after-open on a missing file succeeded"
fi
grep -q 'missing.json' "$tmp/missing.err" || fail "no message naming missing.json: $(cat "$tmp/missing.err")"

# The desktop files, by the tools that read them.
if have desktop-file-validate; then
    desktop-file-validate "$share/applications/$appid.desktop"
fi
if have appstreamcli; then
    appstreamcli validate --no-net "$share/metainfo/$appid.metainfo.xml" >"$tmp/appstream.txt" ||
        { cat "$tmp/appstream.txt" >&2; fail "appstreamcli validate"; }
fi
if have update-mime-database; then
    mkdir -p "$tmp/mime/packages"
    cp "$share/mime/packages/attnlab.xml" "$tmp/mime/packages/"
    update-mime-database "$tmp/mime" >/dev/null
    grep -q 'application/x-attnlab-scenario:\*\.attnlab\.json' "$tmp/mime/globs" || fail "MIME globs"
    grep -q 'application/x-attnlab-lesson:\*\.attnlesson\.json' "$tmp/mime/globs" || fail "MIME globs"
fi
if have man; then
    for page in attnlab attnlab-cli; do
        # as lintian checks them: no warning from groff
        warnings=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -E UTF-8 -l -Tutf8 -Z \
            "$share/man/man1/$page.1.gz" 2>&1 >/dev/null)
        [ -z "$warnings" ] || fail "man $page: $warnings"
    done
fi

# The manual page of attnlab-cli and its --help list the same options.
cli=$prefix/bin/attnlab-cli
helps=$({ "$cli" --help; "$cli" render --help; "$cli" bench --help; "$cli" kvcache --help;
    "$cli" translate --help; "$cli" rollout --help; "$cli" flow --help; "$cli" heads --help; } |
    grep -oE '^ +(-[a-z], )?--?[a-z][a-z0-9-]*' | grep -oE -- '--?[a-z][a-z0-9-]*$' |
    sed 's/^-\([a-z]\)$/--\1/' | sort -u)
man_options=$(gzip -dc "$share/man/man1/attnlab-cli.1.gz" | grep -oE '\\-\\-[a-z][a-z0-9\\-]*' |
    sed 's/\\//g' | sort -u)
missing=$(comm -23 <(echo "$helps") <(echo "$man_options"))
extra=$(comm -13 <(echo "$helps") <(echo "$man_options"))
[ -z "$missing" ] || fail "attnlab-cli.1 lacks options of --help: $missing"
[ -z "$extra" ] || fail "attnlab-cli.1 names options --help does not list: $extra"

echo "installed in $prefix and run from there: AttnLab $version"

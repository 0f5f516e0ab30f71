#!/usr/bin/env bash
# Installs what AttnLab needs from Debian 12's packages: apt-get when root; otherwise prints the
# exact apt-get line and stops. Sourced by scripts/run, scripts/test and scripts/package.
#   attnlab_deps           what building and testing need (tests run headless, offscreen)
#   attnlab_package_deps   what scripts/package needs besides: CPack's .deb and its checks
#   attnlab_fuzz_deps      what scripts/fuzz needs besides: clang and libFuzzer
attnlab_deps() {
    local packages=(
        cmake ninja-build g++ pkg-config ccache
        qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
        libgl-dev libeigen3-dev nlohmann-json3-dev libzip-dev
        ocl-icd-opencl-dev opencl-clhpp-headers pocl-opencl-icd
        fonts-dejavu-core qt6-translations-l10n
        # the install test (tests/install) validates the installed desktop entry, metainfo,
        # MIME types and manual pages with the tools that read them
        desktop-file-utils appstream shared-mime-info man-db
    )
    attnlab_install "${packages[@]}"
}

attnlab_package_deps() {
    # dpkg-shlibdeps (dpkg-dev) finds the .deb's dependencies, CPack runs file on what it
    # packs; dpkg-deb and lintian check the result. (CPack writes the archive with root as
    # owner itself: no fakeroot.)
    attnlab_install dpkg-dev file binutils lintian
}

# attnlab_install PACKAGE...: installs those of the packages that are missing.
attnlab_install() {
    local packages=("$@")
    local missing=()
    local p
    for p in "${packages[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
            missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    if [ "$(id -u)" -ne 0 ]; then
        echo "AttnLab needs these Debian packages. Install them with:" >&2
        echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
        exit 1
    fi
    echo "Installing: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -q && apt-get install -y -q --no-install-recommends "${missing[@]}"
}

# attnlab_compiler_cache: when ccache is installed, CMake's builds go through it, keyed on paths
# relative to this clone, so a rebuild (or a fresh clone on the same machine) reuses what an
# earlier build compiled. Without ccache nothing changes.
attnlab_compiler_cache() {
    command -v ccache >/dev/null || return 0
    export CMAKE_CXX_COMPILER_LAUNCHER=ccache CMAKE_C_COMPILER_LAUNCHER=ccache
    CCACHE_BASEDIR=$(pwd)
    export CCACHE_BASEDIR CCACHE_NOHASHDIR=1
}

attnlab_fuzz_deps() {
    # clang and its libFuzzer runtime (libclang_rt.fuzzer)
    attnlab_install clang libclang-rt-14-dev
}

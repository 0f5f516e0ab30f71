# CPack: a Debian package (scripts/package builds it; docs/packaging.md).
#   cpack --config build/package/CPackConfig.cmake -G DEB
# Its dependencies come from the shared libraries the programs actually link (dpkg-shlibdeps),
# plus what Qt loads at run time, which no linker sees (below).

set(CPACK_PACKAGE_NAME attnlab)
set(CPACK_PACKAGE_VENDOR "The AttnLab authors")
set(CPACK_PACKAGE_VERSION "${ATTNLAB_VERSION_STRING}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "explore and teach the attention mechanism")
set(CPACK_PACKAGE_HOMEPAGE_URL "${ATTNLAB_HOMEPAGE}")
set(CPACK_PACKAGE_CONTACT "${ATTNLAB_MAINTAINER}")
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_PACKAGE_DIRECTORY "${PROJECT_BINARY_DIR}/packages")
set(CPACK_STRIP_FILES ON)
set(CPACK_GENERATOR DEB)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # attnlab_VERSION_ARCH.deb
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${ATTNLAB_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_SECTION education)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# The long description, under the summary above: "." for an empty line (CPack indents them).
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "AttnLab teaches the attention mechanism of transformers,
softmax(QK^T / sqrt(d_k) + M) V, one stage at a time: the scores, the
scaling, the mask, the softmax and the weighted sum, with the arithmetic of
every number on demand. It runs offline and computes real numbers.
.
It has lessons with a question before each answer, a presenter mode for the
classroom, multi-head, causal, sparse and linear attention, KV caches,
attention on a picture cut into patches, and opens a model's attention
weights saved with NumPy. attnlab-cli computes, explains and draws the same
from the command line. In English, French and Portuguese.")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Loaded by Qt at run time: the SVG icon engine (libqt6svg6, also linked) and Qt's own
# translations are found by name; the Wayland platform plugin where a Wayland session runs.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-wayland, qt6-translations-l10n, fonts-dejavu-core")
if(ATTNLAB_WITH_OPENCL)
    # the opencl backend needs a driver (an ICD) besides the loader that is linked
    set(CPACK_DEBIAN_PACKAGE_SUGGESTS "pocl-opencl-icd | opencl-icd")
endif()

include(CPack)

# cmake --install: what a desktop installs (GNUInstallDirs; docs/packaging.md).
#   bin/attnlab, bin/attnlab-cli                       (app/CMakeLists.txt)
#   share/attnlab/examples/ (lessons/ inside)          found by the app from bin/../share/attnlab
#   share/attnlab/models/translator/                   the trained translator, found likewise
#   share/attnlab/models/vit/                          the trained vision transformer, likewise
#   share/applications/ID.desktop, share/metainfo/ID.metainfo.xml
#   share/icons/hicolor/{scalable,NxN}/apps/attnlab.{svg,png}
#   share/mime/packages/attnlab.xml                    *.attnlab.json, *.attnlesson.json
#   share/man/man1/attnlab.1.gz, attnlab-cli.1.gz
#   share/doc/attnlab/copyright, changelog.gz     (the package's name, as Debian wants)
# The translations (.qm) are compiled into the programs (:/i18n), so none are installed.

set(attnlab_data "${CMAKE_INSTALL_DATADIR}/attnlab")
install(DIRECTORY ${PROJECT_SOURCE_DIR}/examples/
    DESTINATION ${attnlab_data}/examples
    FILES_MATCHING PATTERN "*.json" PATTERN "*.png")
# The trained translator (docs/translator-model.md), found by the programs like the examples.
install(FILES ${PROJECT_SOURCE_DIR}/resources/models/translator/config.json
              ${PROJECT_SOURCE_DIR}/resources/models/translator/weights.npz
    DESTINATION ${attnlab_data}/models/translator)
# The trained vision transformer (docs/vit-model.md), likewise.
install(FILES ${PROJECT_SOURCE_DIR}/resources/models/vit/config.json
              ${PROJECT_SOURCE_DIR}/resources/models/vit/weights.npz
    DESTINATION ${attnlab_data}/models/vit)

install(FILES ${PROJECT_SOURCE_DIR}/resources/desktop/${ATTNLAB_APP_ID}.desktop
    DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
configure_file(${PROJECT_SOURCE_DIR}/resources/desktop/${ATTNLAB_APP_ID}.metainfo.xml.in
    ${PROJECT_BINARY_DIR}/generated/${ATTNLAB_APP_ID}.metainfo.xml @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/generated/${ATTNLAB_APP_ID}.metainfo.xml
    DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES ${PROJECT_SOURCE_DIR}/resources/desktop/attnlab-mime.xml
    DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages RENAME attnlab.xml)

# The icon: one SVG and PNGs drawn for each size by scripts/make_icons.py (committed).
install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/attnlab.svg
    DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
foreach(size 16 32 48 64 128 256)
    install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/hicolor/${size}x${size}/apps/attnlab.png
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps)
endforeach()

# Manual pages and the changelog, compressed as Debian's policy asks (gzip -9n: no name or
# time stamp inside, so the same page gives the same bytes).
find_program(ATTNLAB_GZIP gzip REQUIRED)
set(attnlab_gz_files)
foreach(page attnlab.1 attnlab-cli.1)
    add_custom_command(OUTPUT ${PROJECT_BINARY_DIR}/generated/${page}.gz
        COMMAND ${ATTNLAB_GZIP} -9n -c ${PROJECT_SOURCE_DIR}/docs/${page}
                > ${PROJECT_BINARY_DIR}/generated/${page}.gz
        DEPENDS ${PROJECT_SOURCE_DIR}/docs/${page}
        VERBATIM)
    list(APPEND attnlab_gz_files ${PROJECT_BINARY_DIR}/generated/${page}.gz)
    install(FILES ${PROJECT_BINARY_DIR}/generated/${page}.gz
        DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
endforeach()

# A changelog in Debian's format for this version (the package is native: no Debian revision),
# dated by the last commit (or SOURCE_DATE_EPOCH, or now), so that a rebuild gives the same file.
if(NOT DEFINED ENV{SOURCE_DATE_EPOCH})
    find_program(ATTNLAB_GIT git)
    if(ATTNLAB_GIT)
        execute_process(COMMAND ${ATTNLAB_GIT} -C ${PROJECT_SOURCE_DIR} log -1 --format=%ct
            OUTPUT_VARIABLE attnlab_commit_time OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
    endif()
endif()
if(attnlab_commit_time MATCHES "^[0-9]+$")
    set(ENV{SOURCE_DATE_EPOCH} ${attnlab_commit_time}) # string(TIMESTAMP) reads it
endif()
string(TIMESTAMP ATTNLAB_CHANGELOG_DATE "%a, %d %b %Y %H:%M:%S +0000" UTC)
if(attnlab_commit_time MATCHES "^[0-9]+$")
    unset(ENV{SOURCE_DATE_EPOCH})
endif()
set(ATTNLAB_MAINTAINER "AttnLab maintainers <attnlab@example.invalid>" CACHE STRING
    "The .deb's maintainer (name <address>)")
configure_file(${PROJECT_SOURCE_DIR}/resources/debian/changelog.in
    ${PROJECT_BINARY_DIR}/generated/changelog @ONLY)
add_custom_command(OUTPUT ${PROJECT_BINARY_DIR}/generated/changelog.gz
    COMMAND ${ATTNLAB_GZIP} -9n -c ${PROJECT_BINARY_DIR}/generated/changelog
            > ${PROJECT_BINARY_DIR}/generated/changelog.gz
    DEPENDS ${PROJECT_BINARY_DIR}/generated/changelog
    VERBATIM)
list(APPEND attnlab_gz_files ${PROJECT_BINARY_DIR}/generated/changelog.gz)
add_custom_target(attnlab_compressed ALL DEPENDS ${attnlab_gz_files})
install(FILES ${PROJECT_SOURCE_DIR}/resources/debian/copyright
              ${PROJECT_BINARY_DIR}/generated/changelog.gz
    DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/doc/attnlab)

# Builds the Debian package of a build tree and checks what it installs.
# Usage: cmake -DCPACK=... -DDPKG_DEB=... -DBUILD_DIR=... -DWORK_DIR=... -DAPP_ID=...
#        -P check_deb.cmake

foreach(var CPACK DPKG_DEB BUILD_DIR WORK_DIR APP_ID)
  if(NOT ${var})
    message(FATAL_ERROR "check_deb: pass -D${var}=...")
  endif()
endforeach()

function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    string(REPLACE ";" " " command "${ARGN}")
    message(FATAL_ERROR "check_deb: `${command}` failed (${rc}):\n${out}\n${err}")
  endif()
  set(run_output "${out}" PARENT_SCOPE)
endfunction()

file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR}/out ${WORK_DIR}/root)

run(${CPACK} -G DEB -B ${WORK_DIR}/out --config ${BUILD_DIR}/CPackConfig.cmake)
file(GLOB debs ${WORK_DIR}/out/*.deb)
list(LENGTH debs deb_count)
if(NOT deb_count EQUAL 1)
  message(FATAL_ERROR "check_deb: expected one .deb in ${WORK_DIR}/out, found ${deb_count}")
endif()
message(STATUS "Built ${debs}")

# Depends: the QML modules and plugins listed by hand, and the libraries shlibdeps found.
run(${DPKG_DEB} --field ${debs} Depends)
set(depends "${run_output}")
message(STATUS "Depends: ${depends}")
foreach(needed qml6-module-qtquick-controls qml6-module-qtquick-layouts libqt6svg6 libqt6quick6)
  if(NOT depends MATCHES "(^|[ ,])${needed}([ ,(]|$)")
    message(SEND_ERROR "check_deb: Depends lacks ${needed}")
  endif()
endforeach()

run(${DPKG_DEB} -x ${debs} ${WORK_DIR}/root)
set(root ${WORK_DIR}/root/usr)
foreach(file
    bin/dominion
    share/applications/${APP_ID}.desktop
    share/metainfo/${APP_ID}.metainfo.xml
    share/icons/hicolor/scalable/apps/${APP_ID}.svg
    share/doc/dominion/copyright)
  if(EXISTS ${root}/${file})
    message(STATUS "Found /usr/${file}")
  else()
    message(SEND_ERROR "check_deb: the package has no /usr/${file}")
  endif()
endforeach()

# The QML is compiled into the binary as resources, so the binary names Main.qml's path.
if(EXISTS ${root}/bin/dominion)
  file(STRINGS ${root}/bin/dominion main_qml REGEX "qt/qml/Dominion/Main\\.qml")
  if(NOT main_qml)
    message(SEND_ERROR "check_deb: bin/dominion holds no qt/qml/Dominion/Main.qml resource")
  endif()
  # The card art's icons are resources too (tests/app/tst_cardicons.cpp finds them); the
  # package credits their authors.
  if(EXISTS ${root}/share/doc/dominion/copyright)
    file(READ ${root}/share/doc/dominion/copyright copyright)
    if(NOT copyright MATCHES "Files: assets/card-icons/\\*\\.svg" OR NOT copyright MATCHES "CC-BY-3.0")
      message(SEND_ERROR "check_deb: the copyright file does not credit the card icons (CC BY 3.0)")
    endif()
  endif()
  execute_process(COMMAND file -b ${root}/bin/dominion OUTPUT_VARIABLE kind)
  if(kind MATCHES "not stripped")
    message(SEND_ERROR "check_deb: bin/dominion is not stripped")
  endif()
endif()

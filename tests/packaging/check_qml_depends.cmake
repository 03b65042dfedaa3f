# Checks that the .deb's Depends (the "runtime" names of scripts/packages.txt) hold the
# Debian package of every QML module the application's QML imports, and what those load.
# Usage: cmake -DSOURCE_DIR=... -P check_qml_depends.cmake

cmake_minimum_required(VERSION 3.20)
if(NOT SOURCE_DIR)
  message(FATAL_ERROR "check_qml_depends: pass -DSOURCE_DIR=...")
endif()

file(STRINGS ${SOURCE_DIR}/scripts/packages.txt package_lines REGEX "[ \t]runtime[ \t]*$")
set(runtime)
foreach(line IN LISTS package_lines)
  string(REGEX REPLACE "^[ \t]*([^ \t]+).*$" "\\1" name "${line}")
  list(APPEND runtime ${name})
endforeach()

# Module -> the Debian packages it needs at run time. QtQuick.Dialogs draws its own file
# dialog where the platform has none, and that dialog lists folders with Qt.labs.folderlistmodel.
set(packages_QtQml qml6-module-qtqml)
set(packages_QtQuick qml6-module-qtquick qml6-module-qtqml-workerscript)
set(packages_QtQuick.Window qml6-module-qtquick-window)
set(packages_QtQuick.Layouts qml6-module-qtquick-layouts)
set(packages_QtQuick.Templates qml6-module-qtquick-templates)
set(packages_QtQuick.Controls qml6-module-qtquick-controls qml6-module-qtquick-templates)
set(packages_QtQuick.Controls.Basic qml6-module-qtquick-controls qml6-module-qtquick-templates)
set(packages_QtQuick.Dialogs qml6-module-qtquick-dialogs qml6-module-qt-labs-folderlistmodel
                             qml6-module-qtquick-controls qml6-module-qtquick-layouts)
set(packages_QtQml.Models qml6-module-qtqml-models)
set(packages_Qt.labs.folderlistmodel qml6-module-qt-labs-folderlistmodel)
set(packages_Qt.labs.settings qml6-module-qt-labs-settings)
set(packages_QtMultimedia qml6-module-qtmultimedia)

file(GLOB_RECURSE qml_files ${SOURCE_DIR}/qml/*.qml)
set(modules)
foreach(file IN LISTS qml_files)
  file(STRINGS ${file} imports REGEX "^import[ \t]+[A-Za-z]")
  foreach(line IN LISTS imports)
    string(REGEX REPLACE "^import[ \t]+([A-Za-z0-9_.]+).*$" "\\1" module "${line}")
    list(APPEND modules ${module})
  endforeach()
endforeach()
list(REMOVE_DUPLICATES modules)
list(REMOVE_ITEM modules Dominion)  # the application's own module, in the binary

set(failed FALSE)
foreach(module IN LISTS modules)
  if(NOT DEFINED packages_${module})
    message(SEND_ERROR "check_qml_depends: the QML imports ${module}: name its Debian package "
                       "in tests/packaging/check_qml_depends.cmake and scripts/packages.txt")
    set(failed TRUE)
    continue()
  endif()
  foreach(package IN LISTS packages_${module})
    if(NOT package IN_LIST runtime)
      message(SEND_ERROR "check_qml_depends: the QML imports ${module}, which needs ${package}: "
                         "mark it runtime in scripts/packages.txt")
      set(failed TRUE)
    endif()
  endforeach()
endforeach()
if(NOT failed)
  message(STATUS "check_qml_depends: ${modules} covered by the .deb's Depends")
endif()

# The kingdom dialog and the library of saved kingdoms (src/app/kingdoms, qml/kingdoms),
# included by src/app/CMakeLists.txt.
set(kingdom_sources
  kingdoms/cardbrowsermodel.cpp kingdoms/cardbrowsermodel.h
  kingdoms/cardnametables.cpp kingdoms/cardnametables.h
  kingdoms/kingdombuilder.cpp kingdoms/kingdombuilder.h
  kingdoms/kingdomcardsmodel.cpp kingdoms/kingdomcardsmodel.h
  kingdoms/kingdomlibrary.cpp kingdoms/kingdomlibrary.h
)
set(kingdom_qml_files
)
# QML type registration includes the classes' headers by file name.
include_directories(${CMAKE_CURRENT_SOURCE_DIR}/kingdoms ${CMAKE_CURRENT_SOURCE_DIR}/game)

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
  kingdoms/KingdomBuilderPage.qml
  kingdoms/KingdomCardBrowser.qml
  kingdoms/KingdomCardChip.qml
  kingdoms/KingdomCardPreview.qml
  kingdoms/KingdomIcon.qml
  kingdoms/KingdomIconButton.qml
  kingdoms/KingdomImportDialog.qml
  kingdoms/KingdomLibraryPage.qml
  kingdoms/KingdomLibraryRow.qml
  kingdoms/KingdomPresetMenu.qml
  kingdoms/KingdomRulesPanel.qml
  kingdoms/KingdomSaveDialog.qml
  kingdoms/KingdomSegments.qml
  kingdoms/KingdomSlot.qml
  kingdoms/KingdomStepper.qml
  kingdoms/KingdomTextField.qml
  kingdoms/KingdomToolButton.qml
)
# QML type registration includes the classes' headers by file name.
include_directories(${CMAKE_CURRENT_SOURCE_DIR}/kingdoms ${CMAKE_CURRENT_SOURCE_DIR}/game)


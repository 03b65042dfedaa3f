# Saved games, the autosave and the game history (src/app/persistence), and their pages
# (qml/saves, qml/history). Included by src/app/CMakeLists.txt.
set(persistence_sources
  persistence/atomicwrite.cpp persistence/atomicwrite.h
  persistence/gamehistory.cpp persistence/gamehistory.h
  persistence/historydatabase.cpp persistence/historydatabase.h
  persistence/savegame.cpp persistence/savegame.h
  persistence/savemanager.cpp persistence/savemanager.h
  persistence/savestore.cpp persistence/savestore.h
  persistence/savetrace.cpp persistence/savetrace.h
)
set(persistence_qml_files
  history/HistoryPage.qml
  saves/SavedGamesPage.qml
)

# The game table's model layer (src/app/game), included by src/app/CMakeLists.txt.
set(game_sources
  game/cardcatalog.cpp game/cardcatalog.h
  game/cardicons.cpp game/cardicons.h
  game/cardlistmodel.cpp game/cardlistmodel.h
  game/commandline.cpp game/commandline.h
  game/decisioncause.cpp game/decisioncause.h
  game/decisionmodel.cpp game/decisionmodel.h
  game/durationmodel.cpp game/durationmodel.h
  game/durationnotes.cpp game/durationnotes.h
  game/enginetexts.cpp game/enginetexts.h
  game/gamecontroller.cpp game/gamecontroller.h
  game/gamelog.cpp game/gamelog.h
  game/gamesetup.cpp game/gamesetup.h
  game/landscapemodel.cpp game/landscapemodel.h
  game/launcher.cpp game/launcher.h
  game/logmodel.cpp game/logmodel.h
  game/logrecord.cpp game/logrecord.h
  game/matmodel.cpp game/matmodel.h
  game/modelrow.h
  game/playermodel.cpp game/playermodel.h
  game/soundcues.cpp game/soundcues.h
  game/supplymodel.cpp game/supplymodel.h
  game/thisturnmodel.cpp game/thisturnmodel.h
)

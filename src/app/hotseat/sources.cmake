# Games of several people at one computer (src/app/hotseat) and their pages (qml/hotseat).
# Included by src/app/CMakeLists.txt.
set(hotseat_sources
  hotseat/handovergate.cpp hotseat/handovergate.h
  hotseat/hotseatsetup.cpp hotseat/hotseatsetup.h
  hotseat/seat.cpp hotseat/seat.h
)
set(hotseat_qml_files
  hotseat/HotSeatSetupPage.qml
  hotseat/PassScreen.qml
)

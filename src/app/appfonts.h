#pragma once

namespace dominion::app {

// Makes the display face the app ships (assets/fonts: EB Garamond in the weights the table
// draws, with every accented letter of German and French card names) available to Qt's font
// matching. Call once a QGuiApplication exists, before the QML is loaded; later calls do
// nothing. Returns how many faces were added (4), warning about any that could not be.
int installAppFonts();

}  // namespace dominion::app

pragma Singleton
import QtQuick
import Dominion

// Colours, type, sizes and animation timings shared by every screen.
QtObject {
    // Table
    readonly property color felt: "#1d6640"
    readonly property color feltDark: "#0f3b24"
    readonly property color woodLight: "#8d5a2b"
    readonly property color woodMid: "#6a3f19"
    readonly property color woodDark: "#3f240d"

    // Ornament and text
    readonly property color gold: "#d8b25a"
    readonly property color goldLight: "#f3d98f"
    readonly property color goldDark: "#8f6a1f"
    readonly property color parchment: "#f7eed6"
    readonly property color parchmentDark: "#e4d0a2"
    readonly property color ink: "#2b1d0e"
    readonly property color textOnFelt: "#f7f1e1"
    readonly property color textMuted: "#bfd3c4"
    readonly property color panel: "#d90c2a1a"
    readonly property color panelBorder: "#99d8b25a"
    readonly property color shadow: "#66000000"

    // Type
    readonly property string displayFamily: "EB Garamond"
    readonly property string bodyFamily: "Lato"
    // The display face is shipped with the app (assets/fonts, installAppFonts), in Regular,
    // Italic, SemiBold and Bold, each with every accented letter of the card names.
    readonly property int displayWeight: Font.Normal
    readonly property int titleSize: 104
    readonly property int headingSize: 44
    readonly property int sectionSize: 24
    readonly property int buttonTextSize: 26
    readonly property int bodySize: 17
    readonly property int smallSize: 14
    // The smallest text drawn on the table, in pixels: a card too small to print a text at this
    // size leaves it out (its name, cost and picture stay; the whole card shows on hover).
    readonly property int minTextSize: 11
    // The size of a coin (or other symbol with a number) whose number is drawn at minTextSize.
    function symbolSize(digits) {
        return Math.ceil(minTextSize / (digits > 1 ? 0.5 : 0.6)) + 1
    }

    // Sizes
    readonly property int spacingS: 8
    readonly property int spacingM: 16
    readonly property int spacingL: 24
    readonly property int spacingXL: 40
    readonly property int radius: 10
    readonly property int tableInset: 22
    readonly property int buttonHeight: 58
    readonly property int menuButtonWidth: 300
    readonly property int choiceHeight: 44
    readonly property int pageMaxWidth: 820
    readonly property int iconSize: 168

    // Assets
    readonly property url appIcon: Qt.resolvedUrl("assets/dominion.svg")
    readonly property url woodGrain: Qt.resolvedUrl("assets/wood-grain.svg")
    readonly property url feltNoise: Qt.resolvedUrl("assets/felt-noise.png")
    readonly property url feltVignette: Qt.resolvedUrl("assets/felt-vignette.svg")

    // Animation timings follow the player's speed setting (0 ms when it is Instant).
    readonly property real durationScale: AppSettings.animationDurationScale
    readonly property int durationShort: Math.round(120 * durationScale)
    readonly property int durationMedium: Math.round(240 * durationScale)
    readonly property int durationLong: Math.round(420 * durationScale)
}

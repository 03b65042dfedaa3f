pragma ComponentBehavior: Bound
import QtQuick
import QtMultimedia
import Dominion

// The table's sounds: each cue of the controller (GameController.soundCue, one per kind of
// thing a shown move did) played once, at the volume of the settings. The sounds are made by
// scripts/make_sounds.py. Nothing of Qt Multimedia is made while sound is off: muted, a volume
// of 0, no audio device, or the test platform (AppSettings.soundOn).
Item {
    id: board

    // Whose soundCue to follow (the GameController; tests pass a mock or none).
    property var controller: null
    readonly property bool on: AppSettings.soundOn
    // The cues there is a sound for: assets/sounds/<cue>.wav
    readonly property var cues: ["play", "attack", "buy", "shuffle", "trash", "your_turn"]
    // The last cue played, and how many were (tests, and a check of what a move sounded like)
    property string lastCue: ""
    property int playedCount: 0
    // How many sound players are made: none while sound is off.
    readonly property int effectCount: effects.count

    function sourceOf(cue) {
        return Qt.resolvedUrl("../assets/sounds/" + cue + ".wav")
    }

    // Plays `cue` when sound is on; whether it was played.
    function play(cue) {
        const index = cues.indexOf(cue)
        if (!on || index < 0) return false
        const effect = effects.objectAt(index)
        if (!effect) return false
        effect.play()
        lastCue = cue
        ++playedCount
        return true
    }

    Connections {
        target: board.controller
        ignoreUnknownSignals: true
        function onSoundCue(cue) { board.play(cue) }
    }

    Instantiator {
        id: effects
        active: board.on
        model: board.cues

        delegate: SoundEffect {
            required property string modelData
            source: board.sourceOf(modelData)
            volume: AppSettings.soundGain
        }
    }
}

pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Dominion

// Test items live in this visible root: TestCase itself is invisible.
Item {
    id: root
    width: 1200
    height: 800

    TestCase {
        id: testCase
        name: "SettingsPage"
        when: windowShown

        Component {
            id: pageComponent
            SettingsPage { width: root.width; height: root.height }
        }

        SignalSpy { id: backSpy; signalName: "backClicked" }

        function init() {
            AppSettings.resetToDefaults()
            AppSettings.language = "en"
        }

        function cleanupTestCase() {
            AppSettings.resetToDefaults()
            AppSettings.language = "en"
        }

        function createPage() {
            const page = createTemporaryObject(pageComponent, root)
            verify(page, "SettingsPage could not be created")
            waitForRendering(page)
            return page
        }

        function test_languageChoiceSwitchesLive() {
            const page = createPage()
            mouseClick(findChild(page, "languageChoice_2"))  // Deutsch
            compare(AppSettings.language, "de")
            compare(findChild(page, "backButton").text, "‹ Zurück")
            mouseClick(findChild(page, "languageChoice_3"))  // Français
            compare(AppSettings.language, "fr")
            compare(findChild(page, "backButton").text, "‹ Retour")
            mouseClick(findChild(page, "languageChoice_1"))  // English
            compare(AppSettings.language, "en")
            compare(findChild(page, "backButton").text, "‹ Back")
        }

        function test_languageChoiceShowsTheSetting() {
            const page = createPage()
            AppSettings.language = "fr"
            compare(findChild(page, "languageChoice").currentValue, "fr")
            verify(findChild(page, "languageChoice_3").selected)
            verify(!findChild(page, "languageChoice_1").selected)
        }

        function test_speedSliderReachesInstant() {
            const page = createPage()
            const slider = findChild(page, "speedSlider")
            compare(slider.value, AppSettings.Normal)
            slider.forceActiveFocus()
            for (let i = 0; i < 5; ++i)
                keyClick(Qt.Key_Right)
            compare(AppSettings.animationSpeed, AppSettings.Instant)
            compare(slider.valueName, "Instant")
            compare(Theme.durationMedium, 0)
            keyClick(Qt.Key_Left)
            compare(AppSettings.animationSpeed, AppSettings.VeryFast)
            verify(Theme.durationMedium > 0)
        }

        function test_victoryPointsSwitch() {
            const page = createPage()
            const toggle = findChild(page, "victoryPointsSwitch")
            verify(AppSettings.showVictoryPoints)
            verify(toggle.checked)
            mouseClick(toggle)
            verify(!AppSettings.showVictoryPoints)
            mouseClick(toggle)
            verify(AppSettings.showVictoryPoints)
        }

        function test_endTurnAfterLastBuySwitch() {
            const page = createPage()
            const toggle = findChild(page, "endTurnAfterLastBuySwitch")
            verify(toggle, "no switch for ending the turn after the last buy")
            verify(!AppSettings.endTurnAfterLastBuy)  // off by default: the turn waits for End turn
            verify(!toggle.checked)
            mouseClick(toggle)
            verify(AppSettings.endTurnAfterLastBuy)
            mouseClick(toggle)
            verify(!AppSettings.endTurnAfterLastBuy)
        }

        // The window the app opens on a 1366×768 screen (9/10 of it): every setting in view, or
        // brought into view by scrolling the page, in each language (the German descriptions are
        // the longest).
        function test_everySettingIsInViewOnASmallScreen_data() {
            return [{ tag: "en", language: "en" }, { tag: "de", language: "de" },
                    { tag: "fr", language: "fr" }]
        }

        function test_everySettingIsInViewOnASmallScreen(data) {
            AppSettings.language = data.language
            const page = createTemporaryObject(pageComponent, root, { width: 1229, height: 691 })
            verify(page)
            waitForRendering(page)
            const flick = findChild(page, "settingsFlick")
            for (const name of ["languageChoice", "speedSlider", "victoryPointsSwitch",
                                "confirmCheapBuysSwitch", "endTurnAfterLastBuySwitch", "cardSizeChoice",
                                "highContrastSwitch", "soundSwitch", "volumeSlider"]) {
                const item = findChild(page, name)
                verify(item, name)
                // Scrolled so that it shows, as far as the page scrolls
                const inContent = item.mapToItem(flick.contentItem, 0, 0)
                flick.contentY = Math.max(0, Math.min(flick.contentHeight - flick.height,
                                                      inContent.y + item.height - flick.height + 10))
                const at = item.mapToItem(page, 0, 0)
                const top = flick.mapToItem(page, 0, 0).y
                verify(at.y >= top && at.y + item.height <= page.height,
                       name + " is out of view at y " + at.y + " (page height " + page.height + ")")
                verify(at.x >= 0 && at.x + item.width <= page.width, name + " is cut at the side")
            }
        }

        function test_cardSizeChoiceAppliesAtOnce() {
            const page = createPage()
            const choice = findChild(page, "cardSizeChoice")
            compare(choice.currentValue, AppSettings.NormalSize)
            mouseClick(findChild(page, "cardSizeChoice_2"))
            compare(AppSettings.cardSize, AppSettings.Large)
            compare(AppSettings.cardScale, 1.25)
            mouseClick(findChild(page, "cardSizeChoice_0"))
            compare(AppSettings.cardSize, AppSettings.Small)
            verify(findChild(page, "cardSizeChoice_0").selected)
        }

        function test_highContrastSwitch() {
            const page = createPage()
            const toggle = findChild(page, "highContrastSwitch")
            verify(!toggle.checked)
            mouseClick(toggle)
            verify(AppSettings.highContrastFrames)
            mouseClick(toggle)
            verify(!AppSettings.highContrastFrames)
        }

        // Mute and volume; under the test platform there is no sound to play, and the page says
        // so rather than a control that seems to do nothing.
        function test_soundSwitchAndVolume() {
            const page = createPage()
            const flick = findChild(page, "settingsFlick")
            flick.contentY = Math.max(0, flick.contentHeight - flick.height)
            const toggle = findChild(page, "soundSwitch")
            const slider = findChild(page, "volumeSlider")
            verify(toggle.checked)
            verify(!AppSettings.soundAvailable)
            verify(!AppSettings.soundOn)
            compare(slider.value, 70)
            compare(findChild(page, "volumeText").text, "70 %")
            slider.forceActiveFocus()
            keyClick(Qt.Key_Right)
            compare(AppSettings.soundVolume, 75)
            compare(findChild(page, "volumeText").text, "75 %")
            mouseClick(toggle)
            verify(AppSettings.soundMuted)
            verify(!slider.enabled)
            mouseClick(toggle)
            verify(!AppSettings.soundMuted)
            verify(slider.enabled)
            // Nothing of Qt Multimedia is made without sound (no warning, no device opened).
            const board = findChild(page, "settingsSound")
            compare(board.play("buy"), false)
            compare(board.playedCount, 0)
        }

        function test_backButton() {
            const page = createPage()
            backSpy.clear()
            backSpy.target = page
            mouseClick(findChild(page, "backButton"))
            compare(backSpy.count, 1)
        }
    }
}

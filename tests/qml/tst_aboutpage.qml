pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Dominion

// The About page: the version and the credits for the card art (Game Icons, CC BY 3.0).
Item {
    id: root
    width: 1366
    height: 768

    TestCase {
        name: "AboutPage"
        when: windowShown

        Component {
            id: pageComponent
            AboutPage { width: root.width; height: root.height }
        }

        SignalSpy { id: backSpy; signalName: "backClicked" }

        function cleanup() {
            AppSettings.language = "en"
        }

        function test_creditsTheCardArtsAuthorsAndLicence() {
            const page = createTemporaryObject(pageComponent, root)
            waitForRendering(page)
            const credits = findChild(page, "cardArtCredits")
            verify(credits.text.indexOf("Game Icons") >= 0, credits.text)
            verify(credits.text.indexOf("game-icons.net") >= 0, credits.text)
            verify(credits.text.indexOf("Lorc") >= 0 && credits.text.indexOf("Delapouite") >= 0, credits.text)
            verify(credits.text.indexOf("CC BY 3.0") >= 0, credits.text)
            verify(findChild(page, "aboutVersion").text.indexOf(AppController.version) >= 0)
            // The display face shipped with the game (assets/fonts) and its licence.
            const fonts = findChild(page, "fontCredits")
            verify(fonts.text.indexOf("EB Garamond") >= 0 && fonts.text.indexOf("Octavio Pardo") >= 0, fonts.text)
            verify(fonts.text.indexOf("SIL Open Font License") >= 0, fonts.text)
            // All of it in view in a 1366×768 window.
            const bottom = fonts.mapToItem(page, 0, fonts.height).y
            verify(bottom <= page.height, "the credits end at " + bottom)
        }

        function test_creditsInGerman() {
            AppSettings.language = "de"
            const page = createTemporaryObject(pageComponent, root)
            waitForRendering(page)
            const credits = findChild(page, "cardArtCredits")
            verify(credits.text.indexOf("CC BY 3.0") >= 0)
            verify(credits.text.indexOf("The pictures") < 0, credits.text)
            const fonts = findChild(page, "fontCredits")
            verify(fonts.text.indexOf("EB Garamond") >= 0 && fonts.text.indexOf("Card names") < 0, fonts.text)
        }

        function test_backButton() {
            const page = createTemporaryObject(pageComponent, root)
            backSpy.target = page
            backSpy.clear()
            mouseClick(findChild(page, "backButton"))
            compare(backSpy.count, 1)
        }
    }
}

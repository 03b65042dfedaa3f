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
            // All of it in view in a 1366×768 window.
            const bottom = credits.mapToItem(page, 0, credits.height).y
            verify(bottom <= page.height, "the credits end at " + bottom)
        }

        function test_creditsInGerman() {
            AppSettings.language = "de"
            const page = createTemporaryObject(pageComponent, root)
            waitForRendering(page)
            const credits = findChild(page, "cardArtCredits")
            verify(credits.text.indexOf("CC BY 3.0") >= 0)
            verify(credits.text.indexOf("The pictures") < 0, credits.text)
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

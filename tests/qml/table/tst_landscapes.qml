pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Dominion

// Landscapes beside the Supply and tokens to spend: an Event that may be bought glows and a
// click buys it, a Project shows its owners' cubes, a Way is never bought; the Coffers badge of
// the player at the bottom says what a click spends and asks for it.
Item {
    id: root
    width: 900
    height: 500

    MockController { id: cards }

    ListModel { id: landscapeList }

    function fillLandscapes(buyable) {
        landscapeList.clear()
        landscapeList.append({ landscape: 0, cardId: cards.cardId("Village"), name: "Alms", kind: "event",
                               cost: 0, debt: 0, owners: [], buyable: buyable, bought: false })
        // (A ListModel holds no list of numbers: the Project's cubes are tested on a card alone.)
        landscapeList.append({ landscape: 1, cardId: cards.cardId("Smithy"), name: "Fair", kind: "project",
                               cost: 4, debt: 0, owners: [], buyable: false, bought: false })
        landscapeList.append({ landscape: 2, cardId: cards.cardId("Market"), name: "Way of the Ox", kind: "way",
                               cost: 0, debt: 0, owners: [], buyable: false, bought: false })
    }

    Component {
        id: areaComponent
        LandscapeArea {
            x: 20
            y: 20
            model: landscapeList
            cardWidth: 180
        }
    }

    Component {
        id: projectComponent
        LandscapeCard {
            x: 20
            y: 300
            landscape: 1
            cardId: cards.cardId("Smithy")
            kind: "project"
            cost: 4
            debt: 0
            owners: [0, 1]
            buyable: false
            bought: false
        }
    }

    Component {
        id: badgesComponent
        CounterBadges {
            x: 20
            y: 400
            counters: ({ coffers: 2, debt: 1 })
        }
    }

    Component {
        id: statusBarComponent
        StatusBar {
            x: 10
            y: 20
            width: 880
            controller: cards
            counters: ({ coffers: 2, villagers: 1, debt: 1 })
        }
    }

    SignalSpy { id: buySpy; signalName: "buyRequested" }
    SignalSpy { id: spendSpy; signalName: "spendRequested" }

    TestCase {
        name: "Landscapes"
        when: windowShown

        function init() {
            buySpy.clear()
            spendSpy.clear()
            cards.calls = []
            cards.humanToAct = true
            cards.coffersToSpend = 0
            cards.villagersToSpend = 0
            cards.debtToPay = 0
        }

        function test_aBuyableEventGlowsAndAClickBuysIt() {
            root.fillLandscapes(true)
            const area = createTemporaryObject(areaComponent, root)
            verify(area)
            buySpy.target = area
            waitForRendering(area)
            compare(area.count, 3)
            // One column of landscape-format cards
            compare(area.columns, 1)
            const alms = findChild(area, "landscape_0")
            verify(alms)
            verify(alms.width > alms.height)
            verify(findChild(alms, "landscapeGlow").visible)
            verify(!findChild(findChild(area, "landscape_1"), "landscapeGlow").visible)
            verify(!findChild(findChild(area, "landscape_2"), "landscapeGlow").visible)
            mouseClick(alms)
            compare(buySpy.count, 1)
            compare(buySpy.signalArguments[0][0], 0)
            // A Way or a Project that can't be bought takes no click.
            mouseClick(findChild(area, "landscape_2"))
            mouseClick(findChild(area, "landscape_1"))
            compare(buySpy.count, 1)
        }

        function test_nothingIsBoughtWhenNotBuyable() {
            root.fillLandscapes(false)
            const area = createTemporaryObject(areaComponent, root)
            buySpy.target = area
            waitForRendering(area)
            verify(!findChild(findChild(area, "landscape_0"), "landscapeGlow").visible)
            mouseClick(findChild(area, "landscape_0"))
            compare(buySpy.count, 0)
        }

        function test_aWayGlowsWhileACardThatMayUseItIsDragged() {
            root.fillLandscapes(false)
            const area = createTemporaryObject(areaComponent, root)
            waitForRendering(area)
            const way = findChild(area, "landscape_2")
            verify(!findChild(way, "landscapeGlow").visible)
            area.draggedWays = [{ landscape: 2, cardId: cards.cardId("Market"), name: "Way of the Ox" }]
            area.draggedInst = 100
            verify(findChild(way, "landscapeGlow").visible)
            verify(!findChild(findChild(area, "landscape_0"), "landscapeGlow").visible)
            // A drop finds the Way under the point, and nothing elsewhere.
            verify(area.wayAt(way, way.width / 2, way.height / 2) === way)
            verify(area.wayAt(way, way.width / 2, -way.height) === null)
            verify(area.wayAllowed(2))
            verify(!area.wayAllowed(0))
            area.draggedInst = -1
            verify(!findChild(way, "landscapeGlow").visible)
        }

        function test_aProjectShowsTheCubesOfItsOwners() {
            const fair = createTemporaryObject(projectComponent, root)
            waitForRendering(fair)
            verify(findChild(fair, "projectCubes").visible)
            verify(findChild(fair, "cube_0"))
            verify(findChild(fair, "cube_1"))
            verify(!findChild(fair, "cube_2"))
            root.fillLandscapes(false)
            const area = createTemporaryObject(areaComponent, root)
            waitForRendering(area)
            verify(!findChild(findChild(area, "landscape_0"), "projectCubes").visible)
        }

        function test_aSpendableBadgeSaysWhatAClickDoes() {
            const badges = createTemporaryObject(badgesComponent, root)
            spendSpy.target = badges
            waitForRendering(badges)
            const coffers = findChild(badges, "counter_coffers")
            verify(coffers)
            verify(!findChild(coffers, "spendHint").visible)
            mouseClick(coffers)
            compare(spendSpy.count, 0)
            badges.spendable = { coffers: 2, debt: 0 }
            waitForRendering(badges)
            verify(findChild(coffers, "spendHint").visible)
            compare(findChild(coffers, "spendHint").text, "+$1 (C)")
            mouseClick(coffers)
            compare(spendSpy.count, 1)
            compare(spendSpy.signalArguments[0][0], "coffers")
            // Debt that can't be paid now takes no click.
            mouseClick(findChild(badges, "counter_debt"))
            compare(spendSpy.count, 1)
        }

        function test_theStatusBarSpendsOneTokenTheControllerAllows() {
            cards.coffersToSpend = 2
            const bar = createTemporaryObject(statusBarComponent, root)
            waitForRendering(bar)
            const coffers = findChild(bar, "counter_coffers")
            verify(findChild(coffers, "spendHint").visible)
            verify(!findChild(findChild(bar, "counter_villagers"), "spendHint").visible)
            mouseClick(coffers)
            compare(cards.callsOf("spendCoffers").length, 1)
            compare(cards.callsOf("spendCoffers")[0].args[0], 1)
            // Villagers and Debt the controller does not allow now take no click.
            mouseClick(findChild(bar, "counter_villagers"))
            mouseClick(findChild(bar, "counter_debt"))
            compare(cards.calls.length, 1)
            // Nothing is spent while a card asks something, nor on another player's turn.
            bar.deciding = true
            verify(!findChild(coffers, "spendHint").visible)
            mouseClick(coffers)
            bar.deciding = false
            cards.humanToAct = false
            verify(!findChild(coffers, "spendHint").visible)
            mouseClick(coffers)
            compare(cards.calls.length, 1)
            cards.humanToAct = true
            cards.debtToPay = 1
            mouseClick(findChild(bar, "counter_debt"))
            compare(cards.callsOf("payDebt").length, 1)
            compare(cards.callsOf("payDebt")[0].args[0], 1)
        }
    }
}

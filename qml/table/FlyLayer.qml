pragma ComponentBehavior: Bound
import QtQuick
import Dominion

// Cards in flight between zones: a temporary card flies from one item's place to another's
// (both mapped into this layer), then disappears; the zones themselves show the result.
// Fills the table; lies above the zones and lets every click through.
Item {
    id: root

    // Milliseconds a flight takes; 0 (the Instant speed) shows nothing.
    property int duration: Theme.durationLong
    property int maxInFlight: 16
    property int inFlight: 0
    // Flights started close together leave one after another.
    property real lastStart: 0
    property int stagger: Math.round(duration * 0.18)

    // Flies card `cardId` (face down when < 0 or faceUp is false) from `from` to `to`.
    // fromWidth/toWidth: the card's width at both ends (default: the items' widths, bounded).
    function fly(cardId, faceUp, from, to, fromWidth, toWidth) {
        if (duration <= 0 || !from || !to || from === to || inFlight >= maxInFlight) return null
        const a = from.mapToItem(root, from.width / 2, from.height / 2)
        const b = to.mapToItem(root, to.width / 2, to.height / 2)
        if (Math.hypot(a.x - b.x, a.y - b.y) < 4) return null
        const w0 = fromWidth > 0 ? fromWidth : Math.min(110, Math.max(40, from.width))
        const w1 = toWidth > 0 ? toWidth : Math.min(110, Math.max(40, to.width))
        const now = Date.now()
        const delay = Math.max(0, lastStart + stagger - now)
        // Far behind the game (moves shown faster than cards fly): let this one go.
        if (delay > duration * 2) return null
        lastStart = now + delay
        const item = flight.createObject(root, {
            cardId: cardId, faceUp: faceUp && cardId >= 0,
            startX: a.x, startY: a.y, endX: b.x, endY: b.y,
            startWidth: w0, endWidth: w1, delay: delay
        })
        return item
    }

    Component {
        id: flight

        Item {
            id: flyer

            property int cardId: -1
            property bool faceUp: true
            property real startX
            property real startY
            property real endX
            property real endY
            property real startWidth: 80
            property real endWidth: 80
            property int delay: 0
            property real progress: 0
            readonly property real w: startWidth + (endWidth - startWidth) * progress

            objectName: "flyingCard"
            x: startX + (endX - startX) * progress - w / 2
            // A gentle arc, the card upright: the software renderer is slower to paint a turned
            // card (its text and gradients), and a flight repaints it at every frame.
            y: startY + (endY - startY) * progress - card.height / 2 - Math.sin(progress * Math.PI) * 40
            width: w
            height: card.height
            opacity: 0
            Component.onCompleted: {
                root.inFlight += 1
                anim.start()
            }
            Component.onDestruction: root.inFlight -= 1

            Card {
                id: card
                width: flyer.w
                cardId: flyer.cardId
                faceUp: flyer.faceUp
            }

            SequentialAnimation {
                id: anim
                PauseAnimation { duration: flyer.delay }
                PropertyAction { target: flyer; property: "opacity"; value: 1 }
                NumberAnimation {
                    target: flyer
                    property: "progress"
                    from: 0
                    to: 1
                    duration: root.duration
                    easing.type: Easing.InOutCubic
                }
                NumberAnimation { target: flyer; property: "opacity"; to: 0; duration: root.duration / 4 }
                ScriptAction { script: flyer.destroy() }
            }
        }
    }
}

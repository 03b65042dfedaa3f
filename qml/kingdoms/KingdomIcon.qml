import QtQuick

// A small line icon drawn on a 24-unit grid, in one colour: "lock", "unlock", "reroll",
// "dice", "swap", "ban", "star", "starOutline", "close", "search", "play", "copy", "book",
// "plus", "minus", "check", "warning", "file", "paste", "edit", "trash".
Canvas {
    id: root

    property string icon: ""
    property color color: "#f7eed6"
    property real size: 20
    property real lineWidth: 2

    implicitWidth: size
    implicitHeight: size
    antialiasing: true
    renderStrategy: Canvas.Cooperative

    onIconChanged: requestPaint()
    onColorChanged: requestPaint()
    onWidthChanged: requestPaint()
    onHeightChanged: requestPaint()

    onPaint: {
        const ctx = getContext("2d")
        ctx.reset()
        const s = Math.min(width, height) / 24
        ctx.save()
        ctx.translate((width - 24 * s) / 2, (height - 24 * s) / 2)
        ctx.scale(s, s)
        ctx.strokeStyle = root.color
        ctx.fillStyle = root.color
        ctx.lineWidth = root.lineWidth
        ctx.lineCap = "round"
        ctx.lineJoin = "round"
        const draw = painters[root.icon]
        if (draw) draw(ctx)
        ctx.restore()
    }

    readonly property var painters: ({
        lock: function(ctx) {
            ctx.beginPath()
            ctx.moveTo(8, 11); ctx.lineTo(8, 7.5)
            ctx.arc(12, 7.5, 4, Math.PI, 0, false)
            ctx.lineTo(16, 11)
            ctx.stroke()
            ctx.beginPath(); ctx.roundedRect(5, 10.5, 14, 10.5, 2, 2); ctx.fill()
        },
        unlock: function(ctx) {
            ctx.beginPath()
            ctx.moveTo(16, 10.5); ctx.lineTo(16, 6.5)
            ctx.arc(12, 6.5, 4, 0, Math.PI, true)
            ctx.lineTo(8, 8)
            ctx.stroke()
            ctx.beginPath(); ctx.roundedRect(5, 10.5, 14, 10.5, 2, 2); ctx.stroke()
        },
        reroll: function(ctx) {
            ctx.beginPath()
            ctx.arc(12, 12, 7.5, -Math.PI * 0.35, Math.PI * 1.45, false)
            ctx.stroke()
            ctx.beginPath()
            ctx.moveTo(20.5, 3.5); ctx.lineTo(19.6, 8.6); ctx.lineTo(14.6, 7.4)
            ctx.stroke()
        },
        dice: function(ctx) {
            ctx.beginPath(); ctx.roundedRect(3.5, 3.5, 17, 17, 3.5, 3.5); ctx.stroke()
            const pips = [[8, 8], [16, 8], [12, 12], [8, 16], [16, 16]]
            for (let i = 0; i < pips.length; ++i) {
                ctx.beginPath(); ctx.arc(pips[i][0], pips[i][1], 1.6, 0, 2 * Math.PI); ctx.fill()
            }
        },
        swap: function(ctx) {
            ctx.beginPath()
            ctx.moveTo(4, 8); ctx.lineTo(19, 8); ctx.moveTo(15, 4); ctx.lineTo(19, 8); ctx.lineTo(15, 12)
            ctx.moveTo(20, 16); ctx.lineTo(5, 16); ctx.moveTo(9, 12); ctx.lineTo(5, 16); ctx.lineTo(9, 20)
            ctx.stroke()
        },
        ban: function(ctx) {
            ctx.beginPath(); ctx.arc(12, 12, 8.5, 0, 2 * Math.PI); ctx.stroke()
            ctx.beginPath(); ctx.moveTo(6, 18); ctx.lineTo(18, 6); ctx.stroke()
        },
        star: function(ctx) { root.starPath(ctx); ctx.fill() },
        starOutline: function(ctx) { root.starPath(ctx); ctx.stroke() },
        close: function(ctx) {
            ctx.beginPath()
            ctx.moveTo(6, 6); ctx.lineTo(18, 18); ctx.moveTo(18, 6); ctx.lineTo(6, 18)
            ctx.stroke()
        },
        search: function(ctx) {
            ctx.beginPath(); ctx.arc(10.5, 10.5, 6, 0, 2 * Math.PI); ctx.stroke()
            ctx.beginPath(); ctx.moveTo(15, 15); ctx.lineTo(20.5, 20.5); ctx.stroke()
        },
        play: function(ctx) {
            ctx.beginPath(); ctx.moveTo(7, 4.5); ctx.lineTo(19.5, 12); ctx.lineTo(7, 19.5)
            ctx.closePath(); ctx.fill()
        },
        copy: function(ctx) {
            ctx.beginPath(); ctx.roundedRect(8.5, 8.5, 11, 12, 1.5, 1.5); ctx.stroke()
            ctx.beginPath(); ctx.moveTo(15.5, 5.5); ctx.lineTo(15.5, 4.5); ctx.lineTo(4.5, 4.5)
            ctx.lineTo(4.5, 16.5); ctx.lineTo(5.5, 16.5); ctx.stroke()
        },
        book: function(ctx) {
            ctx.beginPath()
            ctx.moveTo(12, 6.5); ctx.quadraticCurveTo(8, 4, 3.5, 5); ctx.lineTo(3.5, 18.5)
            ctx.quadraticCurveTo(8, 17.5, 12, 20); ctx.quadraticCurveTo(16, 17.5, 20.5, 18.5)
            ctx.lineTo(20.5, 5); ctx.quadraticCurveTo(16, 4, 12, 6.5); ctx.lineTo(12, 20)
            ctx.stroke()
        },
        plus: function(ctx) {
            ctx.beginPath(); ctx.moveTo(12, 5); ctx.lineTo(12, 19); ctx.moveTo(5, 12); ctx.lineTo(19, 12)
            ctx.stroke()
        },
        minus: function(ctx) {
            ctx.beginPath(); ctx.moveTo(5, 12); ctx.lineTo(19, 12); ctx.stroke()
        },
        check: function(ctx) {
            ctx.beginPath(); ctx.moveTo(5, 12.5); ctx.lineTo(10, 17.5); ctx.lineTo(19, 6.5); ctx.stroke()
        },
        warning: function(ctx) {
            ctx.beginPath(); ctx.moveTo(12, 3.5); ctx.lineTo(21.5, 20); ctx.lineTo(2.5, 20)
            ctx.closePath(); ctx.stroke()
            ctx.beginPath(); ctx.moveTo(12, 9.5); ctx.lineTo(12, 14); ctx.stroke()
            ctx.beginPath(); ctx.arc(12, 17, 1.2, 0, 2 * Math.PI); ctx.fill()
        },
        file: function(ctx) {
            ctx.beginPath(); ctx.moveTo(14, 3.5); ctx.lineTo(5.5, 3.5); ctx.lineTo(5.5, 20.5)
            ctx.lineTo(18.5, 20.5); ctx.lineTo(18.5, 8); ctx.lineTo(14, 3.5); ctx.lineTo(14, 8)
            ctx.lineTo(18.5, 8); ctx.stroke()
        },
        paste: function(ctx) {
            ctx.beginPath(); ctx.roundedRect(5, 5, 14, 16, 2, 2); ctx.stroke()
            ctx.beginPath(); ctx.roundedRect(9, 3, 6, 4, 1, 1); ctx.fill()
            ctx.beginPath(); ctx.moveTo(8.5, 12); ctx.lineTo(15.5, 12); ctx.moveTo(8.5, 16)
            ctx.lineTo(13.5, 16); ctx.stroke()
        },
        edit: function(ctx) {
            ctx.beginPath(); ctx.moveTo(4.5, 19.5); ctx.lineTo(5.5, 15); ctx.lineTo(15.5, 5)
            ctx.lineTo(19, 8.5); ctx.lineTo(9, 18.5); ctx.closePath(); ctx.stroke()
        },
        trash: function(ctx) {
            ctx.beginPath(); ctx.moveTo(4, 6.5); ctx.lineTo(20, 6.5); ctx.moveTo(9.5, 6.5)
            ctx.lineTo(9.5, 4); ctx.lineTo(14.5, 4); ctx.lineTo(14.5, 6.5); ctx.stroke()
            ctx.beginPath(); ctx.moveTo(6, 6.5); ctx.lineTo(7.2, 20.5); ctx.lineTo(16.8, 20.5)
            ctx.lineTo(18, 6.5); ctx.stroke()
            ctx.beginPath(); ctx.moveTo(10, 10); ctx.lineTo(10.3, 17); ctx.moveTo(14, 10)
            ctx.lineTo(13.7, 17); ctx.stroke()
        }
    })

    function starPath(ctx) {
        ctx.beginPath()
        for (let i = 0; i < 10; ++i) {
            const r = i % 2 === 0 ? 9.5 : 4
            const a = -Math.PI / 2 + i * Math.PI / 5
            const x = 12 + r * Math.cos(a)
            const y = 12.8 + r * Math.sin(a)
            if (i === 0) ctx.moveTo(x, y)
            else ctx.lineTo(x, y)
        }
        ctx.closePath()
    }
}

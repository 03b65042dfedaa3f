.pragma library

// How a card looks, from its facts: frame colours by type and the card's text split into
// lines and words with coin and VP symbols. Drawing only, no game rules.

// Frame colours: [light, dark] per colour-giving type.
var palette = {
    "Action":   { light: "#f4efe2", mid: "#e2d9c2", dark: "#b9ad8f", ink: "#2b1d0e" },
    "Treasure": { light: "#f8de7e", mid: "#e6b93f", dark: "#a97818", ink: "#2b1d0e" },
    "Victory":  { light: "#b9dc8a", mid: "#86b85a", dark: "#4f7d2c", ink: "#1c2a10" },
    "Curse":    { light: "#cfa6e0", mid: "#9b69b5", dark: "#5e3a75", ink: "#24102e" },
    "Reaction": { light: "#a9c9ee", mid: "#6f9fd6", dark: "#3a679e", ink: "#0e1d33" },
    "Duration": { light: "#f7c48a", mid: "#ec9a48", dark: "#b4611b", ink: "#2e1604" },
    "Night":    { light: "#7b7f8f", mid: "#4b4f5e", dark: "#262833", ink: "#f4efe2" },
    // Landscapes beside the Supply
    "Event":    { light: "#e4e4e0", mid: "#c2c3bd", dark: "#83857c", ink: "#1e1f1a" },
    "Project":  { light: "#f3d3cf", mid: "#dea69e", dark: "#a8635a", ink: "#2e1310" },
    "Way":      { light: "#d4ecf2", mid: "#9fcfdc", dark: "#4f8fa0", ink: "#0e2228" }
}

// High-contrast frames (a setting, for low vision): one strong, saturated colour per type,
// far apart in hue and lightness, drawn broad and outlined in black.
var strong = {
    "Action":   "#ffffff",
    "Treasure": "#ffd400",
    "Victory":  "#19b34a",
    "Curse":    "#9b2fd6",
    "Reaction": "#1f6fff",
    "Duration": "#ff7a00",
    "Night":    "#101010",
    "Event":    "#b8b8b8",
    "Project":  "#ff5a8c",
    "Way":      "#00c8e0"
}

function strongColours(types) {
    return colourTypes(types).map(function (t) { return strong[t] })
}

var attackRed = "#b3261e"
var attackRedLight = "#e0574b"

function has(types, t) {
    return types !== undefined && types !== null && Array.prototype.indexOf.call(types, t) >= 0
}

// The types that colour the frame, at most two, in the card's order. Reaction and Duration
// take the place of Action (Moat is blue, not white and blue).
function colourTypes(types) {
    var out = []
    var list = types ? Array.prototype.slice.call(types) : []
    for (var i = 0; i < list.length; ++i) {
        var t = list[i]
        if (t === "Action" && has(list, "Reaction")) t = "Reaction"
        else if (t === "Action" && has(list, "Duration")) t = "Duration"
        else if (t === "Reaction" && has(list, "Action")) continue
        else if (t === "Duration" && has(list, "Action")) continue
        if (palette[t] === undefined) continue
        if (out.indexOf(t) < 0) out.push(t)
    }
    if (out.length === 0) out.push("Action")
    return out.slice(0, 2)
}

function colours(types) {
    var ct = colourTypes(types)
    return ct.map(function (t) { return palette[t] })
}

function primary(types) { return colours(types)[0] }
function secondary(types) { var c = colours(types); return c[c.length - 1] }
function isSplit(types) { return colourTypes(types).length > 1 }
function isAttack(types) { return has(types, "Attack") }

// The colours of a card's icon: its type's darkest tone (an Attack's red) with an outline
// of its light tone, so it reads over the sky and the hills alike.
function iconColours(types) {
    var c = primary(types)
    if (isAttack(types)) return { fill: "#7d1a12", outline: "#f6dfc4" }
    var ct = colourTypes(types)[0]
    if (ct === "Action") return { fill: "#4a3413", outline: "#fbf3da" }
    return { fill: Qt.darker(c.dark, 1.45), outline: c.light }
}

// Landscapes for the picture of plain Action cards, chosen by the card's id.
var landscapes = [
    { sky: "#a9cbe3", haze: "#e9f0dc", far: "#8aa6b8", near: "#6f9a55", field: "#4f7a3a" },  // meadow
    { sky: "#c7b8dc", haze: "#f1e3d6", far: "#8f86b0", near: "#6d6a8f", field: "#4c4a6b" },  // dusk
    { sky: "#e9c99a", haze: "#f7ead2", far: "#c79a5e", near: "#a86f34", field: "#7d4f22" },  // autumn
    { sky: "#9fd0dc", haze: "#e6f3ef", far: "#6aa3b0", near: "#3f7f8c", field: "#2d5f6a" },  // coast
    { sky: "#c9d6e4", haze: "#f4f6f8", far: "#a7b4c2", near: "#8394a6", field: "#627184" },  // snow
    { sky: "#bfdcc0", haze: "#f3efd6", far: "#9cb98a", near: "#b49a5a", field: "#8a7340" }   // harvest
]

function landscape(seed) {
    return landscapes[Math.abs(seed * 7 + 3) % landscapes.length]
}

// ---- the card's text ----------------------------------------------------------------------

// "+1 Card", "+2 Actions", "+1 Buy", "+$2": printed large and bold on the card, in English,
// German ("+1 Karte", "+2 Aktionen", "+1 Kauf") and French ("+1 Carte", "+1 Achat").
var bonusLine = /^\+\d+ (Cards?|Actions?|Buys?|Karten?|Aktion(en)?|Kauf|Käufe|Cartes?|Achats?)$|^\+\$\d+$/

// The whole text is a single amount: "$2" (a Treasure) or "1 VP" / "-1 VP" (Victory, Curse).
function bigSymbol(text) {
    var t = (text || "").trim()
    var m = /^\$(\d+)$/.exec(t)
    if (m) return { kind: "coin", value: m[1] }
    m = /^(-?\d+) VP$/.exec(t)
    if (m) return { kind: "vp", value: m[1] }
    return null
}

// The big symbol of a card from its English name and its (translated) text: the Potion card's
// "+1 Potion" is one big Potion, as printed, in every language.
function bigSymbolOf(englishName, text) {
    if (englishName === "Potion") return { kind: "potion", value: "" }
    return bigSymbol(text)
}

// One word as parts glued together: text, coins ("$2") and VP symbols.
function wordParts(word) {
    var parts = []
    var re = /\$(\d+|\?)|\bVP\b/g
    var last = 0
    var m
    while ((m = re.exec(word)) !== null) {
        if (m.index > last) parts.push({ kind: "text", text: word.substring(last, m.index) })
        if (m[0] === "VP") parts.push({ kind: "vp", text: "" })
        else parts.push({ kind: "coin", text: m[1] })
        last = m.index + m[0].length
    }
    if (last < word.length) parts.push({ kind: "text", text: word.substring(last) })
    return parts
}

// The text as a flat list of words: { parts, paragraph, bonus }.
function words(text) {
    var out = []
    var paragraphs = (text || "").split("\n")
    for (var p = 0; p < paragraphs.length; ++p) {
        var line = paragraphs[p].trim()
        if (line.length === 0) continue
        var bonus = bonusLine.test(line)
        var ws = line.split(/\s+/)
        for (var w = 0; w < ws.length; ++w)
            out.push({ parts: wordParts(ws[w]), paragraph: p, bonus: bonus })
    }
    return out
}

// Escapes text for a rich-text Text item.
function escapeHtml(s) {
    return String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
}

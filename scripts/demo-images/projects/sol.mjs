// Sol Ceramics: the hero and all three gallery scenes are drawn in three.js and HTML in Sol's own
// type, glazes and sun (../pages/clients/sol/scenes.mjs, rendered by ../previews.mjs), so nothing
// is left for the SVG pipeline to draw.
export const sol = {};

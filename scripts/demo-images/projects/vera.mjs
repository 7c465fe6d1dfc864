// Vera Consulting: the hero and all three gallery scenes are drawn in HTML in Vera's own type and
// colours (../pages/clients/vera/scenes.mjs, rendered by ../previews.mjs), so nothing is left for
// the SVG pipeline to draw.
export const vera = {};

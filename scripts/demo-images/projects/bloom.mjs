// Bloom Yoga: the hero and all three gallery scenes are drawn in HTML in Bloom's own type, colours
// and illustrated women (../pages/clients/bloom/scenes.mjs, rendered by ../previews.mjs), so
// nothing is left for the SVG pipeline to draw.
export const bloom = {};

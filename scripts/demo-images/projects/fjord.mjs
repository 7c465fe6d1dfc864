// Fjord Bakery: every scene (hero, gallery-1…3) is drawn in HTML, in the identity, by
// pages/clients/fjord-bakery-branding.mjs (scenes); no SVG scene is left here.
export const fjord = {};

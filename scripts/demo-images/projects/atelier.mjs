// Nordic Atelier: every scene (hero, gallery-1…3) is drawn in HTML, in the identity, by
// pages/clients/nordic-atelier-brand-and-website.mjs (scenes); no SVG scene is left here.
export const atelier = {};

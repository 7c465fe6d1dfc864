// Luna Skincare: every scene (hero, gallery-1…3) is drawn in HTML, in the identity, by
// pages/clients/luna-skincare-brand-identity.mjs (scenes); no SVG scene is left here.
export const luna = {};

// Materials and shadows as SVG filters, defined once in every document.
// Surfaces are relief maps: feTurbulence noise lit by feDiffuseLighting and
// multiplied into the shape's own colour, so one filter gives plaster,
// paper, linen, wood or stone in any colour. All noise is seeded, so
// renders are reproducible.

const S = 'color-interpolation-filters="sRGB"';

// Relief lit from the upper left. On flat ground the light is sin(elevation);
// k1 * that + k3 = 1 keeps the shape's colour, k1 sets how deep the relief reads.
function relief(id, turbulence, { scale = 2, elevation = 60, k1 = 0.6, extra = '' } = {}) {
  const flat = Math.sin((elevation * Math.PI) / 180);
  return (
    `<filter id="${id}" x="0" y="0" width="1" height="1" ${S}>${turbulence}${extra}` +
    `<feDiffuseLighting in="n" surfaceScale="${scale}" lighting-color="#fff" result="l"><feDistantLight azimuth="225" elevation="${elevation}"/></feDiffuseLighting>` +
    `<feComposite in="SourceGraphic" in2="l" operator="arithmetic" k1="${k1}" k2="${(1 - k1 * flat).toFixed(3)}" k3="0" k4="0" result="c"/>` +
    `<feComposite in="c" in2="SourceGraphic" operator="in"/></filter>`
  );
}

/**
 * Colour variation without relief: grey noise multiplied into the shape's
 * colour (stone veins, moon maria, glaze). `a` is the strength.
 */
function mottle(id, turbulence, a = 0.3, extra = '') {
  return (
    `<filter id="${id}" x="0" y="0" width="1" height="1" ${S}>${turbulence}` +
    `<feColorMatrix in="n" type="matrix" values="1 0 0 0 0 1 0 0 0 0 1 0 0 0 0 0 0 0 0 1" result="m"/>${extra}` +
    `<feComposite in="SourceGraphic" in2="m" operator="arithmetic" k1="${2 * a}" k2="${1 - a}" k3="0" k4="0" result="c"/>` +
    `<feComposite in="c" in2="SourceGraphic" operator="in"/></filter>`
  );
}

const turb = (freq, octaves, seed, type = 'fractalNoise') =>
  `<feTurbulence type="${type}" baseFrequency="${freq}" numOctaves="${octaves}" seed="${seed}" result="n"/>`;

/** Layered drop shadow: a wide ambient shadow plus a tight contact shadow. */
function lift(id, ambient, contact) {
  const [ab, ady, ao] = ambient,
    [cb, cdy, co] = contact;
  return (
    `<filter id="${id}" x="-30%" y="-30%" width="160%" height="170%" ${S}>` +
    `<feGaussianBlur in="SourceAlpha" stdDeviation="${ab}" result="a"/><feOffset in="a" dx="${ady * 0.35}" dy="${ady}" result="ao"/>` +
    `<feFlood flood-color="#1c1216" flood-opacity="${ao}"/><feComposite in2="ao" operator="in" result="as"/>` +
    `<feGaussianBlur in="SourceAlpha" stdDeviation="${cb}" result="b"/><feOffset in="b" dx="${cdy * 0.3}" dy="${cdy}" result="bo"/>` +
    `<feFlood flood-color="#1c1216" flood-opacity="${co}"/><feComposite in2="bo" operator="in" result="bs"/>` +
    `<feMerge><feMergeNode in="as"/><feMergeNode in="bs"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`
  );
}

const blur = (id, sd) => `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;

export const FILTERS = [
  lift('lift', [30, 30, 0.2], [5, 4, 0.22]),
  lift('liftSm', [12, 12, 0.18], [2, 2, 0.22]),
  lift('liftXs', [5, 5, 0.16], [1, 1, 0.2]),
  // Flat-lay paper barely leaves the table: short, soft shadows.
  lift('flat', [14, 8, 0.16], [2, 1.5, 0.2]),
  blur('soft2', 2),
  blur('soft6', 6),
  blur('soft14', 14),
  blur('soft30', 30),
  blur('soft60', 60),
  relief('tx-plaster', turb('0.004 0.005', 3, 11), { scale: 2.2, elevation: 58, k1: 0.5 }),
  relief('tx-paper', turb('0.45', 3, 5), { scale: 0.9, elevation: 62, k1: 0.26 }),
  relief('tx-kraft', turb('0.6 0.25', 3, 9), { scale: 1.4, elevation: 58, k1: 0.5 }),
  relief('tx-linen', turb('0.7 0.05', 2, 3), {
    scale: 1.8,
    elevation: 55,
    k1: 0.3,
    extra: turb('0.05 0.7', 2, 8).replace('result="n"', 'result="v"') + '<feBlend in="n" in2="v" mode="multiply" result="n"/>',
  }),
  relief('tx-wood', turb('0.002 0.06', 3, 21), { scale: 1.8, elevation: 55, k1: 0.32 }),
  relief('tx-woodv', turb('0.06 0.002', 3, 22), { scale: 1.8, elevation: 55, k1: 0.35 }),
  mottle('tx-stone', turb('0.0015 0.009', 5, 31), 0.07),
  mottle('tx-moon', turb('0.004', 3, 41), 0.09),
  mottle('tx-glaze', turb('0.02', 3, 17), 0.08),
  relief('tx-cloth', turb('0.006 0.003', 3, 14), { scale: 3, elevation: 50, k1: 0.5 }),
  // Film grain over the whole frame: dark specks only, so colours stay true.
  `<filter id="tx-grain" x="0" y="0" width="1" height="1" ${S}>${turb('0.75', 1, 2)}` +
    '<feColorMatrix in="n" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0.18 0 0 0 -0.09"/></filter>',
].join('\n');

/** A filled rectangle in one of the materials: plaster, paper, kraft, linen, wood(v), stone, moon, glaze, cloth. */
export function surface(kind, x, y, w, h, fill, { rx } = {}) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ''} fill="${fill}" filter="url(#tx-${kind})"/>`;
}

/** Grain laid over a finished frame (any fill: the filter draws the noise itself). */
export const grain = (w, h) => `<rect x="0" y="0" width="${w}" height="${h}" fill="#000" filter="url(#tx-grain)"/>`;

/** The same material on any shape: wrap its markup. */
export const textured = (kind, body) => `<g filter="url(#tx-${kind})">${body}</g>`;

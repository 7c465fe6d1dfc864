// Flat-lay pieces seen from above: paper sheets, card stacks, an open book,
// envelopes, tags, pens. Each sits on the table with a short soft shadow
// (the `flat` filter) and can be turned by a few degrees.
import { rect, circle, g, path, linGrad, uid, shade, rotate, ellipse } from './svg.mjs';
import { surface } from './texture.mjs';
import { cylinder } from './light.mjs';

/** Paper sheet (or card) with texture and shadow; `content(x, y, w, h)` prints on it. */
export function sheet(x, y, w, h, fill, { rot = 0, texture = 'paper', rx = 3, content = () => '', shadow = 'flat' } = {}) {
  return rotate(
    rot,
    x + w / 2,
    y + h / 2,
    g({ filter: `url(#${shadow})` }, surface(texture, x, y, w, h, fill, { rx })) + content(x, y, w, h),
  );
}

/** A few cards squared up in a stack; only the top one is printed. */
export function cardStack(x, y, w, h, fill, { n = 4, rot = 0, content = () => '', edge } = {}) {
  let out = '';
  for (let i = n - 1; i > 0; i--) out += rect(x + i * 1.2, y + i * 2.2, w, h, { rx: 4, fill: edge || shade(fill, -0.12) });
  return rotate(
    rot,
    x + w / 2,
    y + h / 2,
    g({ filter: 'url(#flat)' }, out + surface('paper', x, y, w, h, fill, { rx: 4 })) + content(x, y, w, h),
  );
}

/**
 * Open book or brochure: the cover peeks out round two pages, the gutter
 * darkens towards the spine and each page catches light at its outer edge.
 */
export function book(x, y, w, h, { cover, page = '#f7f3ec', left = () => '', right = () => '', rot = 0 }) {
  const pw = w / 2,
    gid = uid('gut');
  const defs = `<defs>${linGrad(
    gid,
    [
      [0, '#1c1216', 0],
      [0.78, '#1c1216', 0.05],
      [1, '#1c1216', 0.28],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )}</defs>`;
  const gutter = (px, flip) =>
    rect(px, y, pw, h, { fill: `url(#${gid})`, transform: flip ? `translate(${2 * px + pw} 0) scale(-1 1)` : undefined });
  return rotate(
    rot,
    x + w / 2,
    y + h / 2,
    defs +
      g({ filter: 'url(#liftSm)' }, rect(x - 14, y - 12, w + 28, h + 24, { rx: 6, fill: cover })) +
      rect(x - 4, y - 3, w + 8, h + 8, { rx: 3, fill: shade(page, -0.08) }) +
      surface('paper', x, y, pw, h, page) +
      surface('paper', x + pw, y, pw, h, page) +
      left(x, y, pw, h) +
      right(x + pw, y, pw, h) +
      gutter(x, false) +
      gutter(x + pw, true),
  );
}

/** Envelope from the back: flap lines drawn faintly over the paper. */
export function envelope(x, y, w, h, fill, { rot = 0, seal } = {}) {
  const flap =
    path(`M${x} ${y}L${x + w / 2} ${y + h * 0.58}L${x + w} ${y}`, 'none', { stroke: shade(fill, -0.18), strokeWidth: 2 }) +
    path(`M${x} ${y + h}L${x + w * 0.42} ${y + h * 0.5}M${x + w} ${y + h}L${x + w * 0.58} ${y + h * 0.5}`, 'none', {
      stroke: shade(fill, -0.1),
      strokeWidth: 2,
    });
  return sheet(x, y, w, h, fill, { rot, rx: 2, content: () => flap + (seal ? seal(x + w / 2, y + h * 0.58) : '') });
}

/** Pen lying on the table, barrel shaded as a cylinder. */
export function pen(x, y, len, angle, color, tip = '#c9a27a') {
  const r = len * 0.035;
  const [d, id] = cylinder(color, { highlight: 0.4, dark: 0.35 });
  const gr = linGrad(id + 'v', [shade(color, -0.3), shade(color, 0.35), color, shade(color, -0.35)], { x1: 0, y1: 0, x2: 0, y2: 1 });
  return rotate(
    angle,
    x,
    y,
    `<defs>${d}${gr}</defs>` +
      g(
        { filter: 'url(#liftXs)' },
        rect(x, y - r, len * 0.82, r * 2, { rx: r, fill: `url(#${id}v)` }) +
          path(`M${x + len * 0.82} ${y - r * 0.9}L${x + len} ${y}L${x + len * 0.82} ${y + r * 0.9}Z`, tip),
      ) +
      rect(x + len * 0.1, y - r * 0.55, len * 0.3, r * 0.25, { rx: r * 0.12, fill: '#fff', opacity: 0.35 }),
  );
}

/** Wax or foil seal: a disc with a pressed rim. */
export function seal(cx, cy, r, fill, mark = '') {
  return (
    g({ filter: 'url(#liftXs)' }, circle(cx, cy, r, fill)) +
    circle(cx, cy, r * 0.78, 'none', { stroke: shade(fill, -0.2), strokeWidth: r * 0.06 }) +
    ellipse(cx - r * 0.3, cy - r * 0.35, r * 0.35, r * 0.18, '#fff', { opacity: 0.22 }) +
    mark
  );
}

/** Swing tag with a punched hole and a string running off. */
export function swingTag(x, y, w, h, fill, { rot = 0, string = '#8a7a68', content = () => '', stringTo } = {}) {
  const hx = x + w / 2,
    hy = y + w * 0.22;
  const d = `M${x + w * 0.2} ${y}H${x + w * 0.8}L${x + w} ${y + w * 0.2}V${y + h}H${x}V${y + w * 0.2}Z`;
  const [sx, sy] = stringTo || [hx - w * 0.9, hy - w * 1.4];
  return rotate(
    rot,
    x + w / 2,
    y + h / 2,
    path(`M${hx} ${hy}C${hx - w * 0.2} ${hy - w * 0.5} ${sx + w * 0.4} ${sy + w * 0.3} ${sx} ${sy}`, 'none', {
      stroke: string,
      strokeWidth: w * 0.025,
      strokeLinecap: 'round',
      filter: 'url(#liftXs)',
    }) +
      g({ filter: 'url(#flat)' }, `<path d="${d}" fill="${fill}" filter="url(#tx-kraft)"/>`) +
      circle(hx, hy, w * 0.05, shade(fill, -0.35)) +
      circle(hx, hy, w * 0.075, 'none', { stroke: shade(fill, 0.2), strokeWidth: w * 0.02 }) +
      content(x, y, w, h),
  );
}

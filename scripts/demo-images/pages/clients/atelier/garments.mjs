// The collection drawn as a pattern cutter draws it: flat line drawings of each garment, with the
// stitching dashed, on a wooden hanger for the lookbook. No figures: the cut is the subject.
import { C } from './brand.mjs';

// Each garment in a 200 x 300 box: its outline, then its seams and details.
const SHAPES = {
  coat: {
    body: 'M62 44L100 34L138 44L158 58L172 184L156 188L146 92L152 292L48 292L54 92L44 188L28 184L42 58Z',
    detail: 'M100 34L84 72L100 112M100 34L116 72L100 112M100 112V292M60 200H84M116 200H140M46 176L56 174M154 174L144 176',
    stitch: 'M106 116V288M66 52L58 90M134 52L142 90',
    buttons: [
      [90, 134],
      [90, 170],
      [112, 134],
      [112, 170],
    ],
  },
  dress: {
    body: 'M84 40L100 62L116 40L136 48L146 108L132 112L126 84L124 138L144 292H56L76 138L74 84L68 112L54 108L64 48Z',
    detail: 'M84 40L122 138M76 138H124M122 138L140 180M124 140L130 190',
    stitch: 'M60 286H140M58 104L70 100M142 104L130 100',
    buttons: [],
  },
  trousers: {
    body: 'M64 36H136L142 292H104L100 112L96 292H58Z',
    detail: 'M64 52H136M84 52L86 112M116 52L114 112M100 52V112M70 64L82 80M130 64L118 80',
    stitch: 'M62 282H96M104 282H140',
    buttons: [[100, 44]],
  },
  blouse: {
    body: 'M82 38L100 50L118 38L142 48L164 150L148 156L132 96L134 196H66L68 96L52 156L36 150L58 48Z',
    detail: 'M82 38L90 62L100 50L110 62L118 38M100 50V196M40 140L54 136M160 140L146 136',
    stitch: 'M70 190H130M104 56V192',
    buttons: [
      [100, 80],
      [100, 110],
      [100, 140],
      [100, 170],
    ],
  },
  skirt: {
    body: 'M70 40H130L156 250H44Z',
    detail: 'M70 54H130M100 54V250M84 54L78 250M116 54L122 250',
    stitch: 'M48 242H152',
    buttons: [[100, 47]],
  },
};

/** One garment as a flat drawing; `wash` fills it with a thin watercolour tint. */
export function garment(kind, { width = 200, wash = null, color = C.ink, hanger = false, weight = 1.4 } = {}) {
  const s = SHAPES[kind];
  const height = (width * 300) / 200;
  const hook = hanger
    ? `<path d="M100 22c0-6 8-8 10-2s-4 8-10 12" stroke="${C.brass}" stroke-width="2"/><path d="M40 50Q100 20 160 50" stroke="#8a6a48" stroke-width="6" stroke-linecap="round"/>`
    : '';
  return `<svg width="${width}" height="${height}" viewBox="0 0 200 300" fill="none" stroke="${color}" stroke-linejoin="round" stroke-linecap="round" style="overflow:visible">
    ${wash ? `<path d="${s.body}" fill="${wash}" stroke="none" transform="translate(5 4)" opacity=".55"/>` : ''}
    ${hook}
    <path d="${s.body}" stroke-width="${weight}" fill="${wash ? 'rgba(255,255,255,.35)' : 'none'}"/>
    <path d="${s.detail}" stroke-width="${weight * 0.7}"/>
    <path d="${s.stitch}" stroke-width="${weight * 0.5}" stroke-dasharray="3 3"/>
    ${s.buttons.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3" stroke-width="${weight * 0.6}"/>`).join('')}
  </svg>`;
}

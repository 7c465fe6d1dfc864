// Bloom's people: flat illustrations built on a skeleton, so each pose is drawn from its joints
// (limbs as soft tapered strokes, a torso, hands and feet, a face with features and hair of its own)
// rather than a circle on a blob. Coordinates are in a 400 x 400 box, the floor at y 360.

// A limb through three joints: a soft curve through the middle joint, or, where it folds sharply
// (a kneeling shin under a thigh), two straight segments with a rounded joint, so it never loops.
const limb = ([a, b, c], width, colour) => {
  const [ux, uy, vx, vy] = [a[0] - b[0], a[1] - b[1], c[0] - b[0], c[1] - b[1]];
  const cos = (ux * vx + uy * vy) / (Math.hypot(ux, uy) * Math.hypot(vx, vy) || 1);
  const ctrl = [2 * b[0] - (a[0] + c[0]) / 2, 2 * b[1] - (a[1] + c[1]) / 2];
  const d = cos > -0.3 ? `M${a} L${b} L${c}` : `M${a} Q${ctrl} ${c}`;
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
};

const dot = ([x, y], r, colour) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/>`;

// Hair styles, drawn around a head of radius 25 at the origin; `dir` is where the face looks.
const HAIR = {
  bun: (c) =>
    `<circle cx="0" cy="-30" r="13" fill="${c}"/><path d="M-26 2C-28 -24 -12 -29 0 -29S28 -24 26 2C20 -12 10 -18 0 -18S-20 -12 -26 2Z" fill="${c}"/>`,
  bob: (c) => `<path d="M-29 14C-34 -22 -16 -31 2 -30S34 -20 29 14L22 16C22 -2 14 -14 -2 -16S-20 -4 -22 16Z" fill="${c}"/>`,
  long: (c) =>
    `<path d="M-27 44C-36 6 -30 -28 0 -30S34 -4 28 44C18 30 22 4 14 -12C4 -18 -12 -16 -20 -4C-24 16 -18 32 -27 44Z" fill="${c}"/>`,
  curls: (c) =>
    `<g fill="${c}">${[
      [-20, -14],
      [-8, -24],
      [8, -24],
      [20, -14],
      [-26, 0],
      [26, 0],
      [0, -28],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="12"/>`)
      .join('')}</g>`,
};

/** A head at `at`: skin, hair, and a face looking front (dir 0) or to a side (-1, 1). */
function head(at, { skin, hair, style = 'bun', dir = 0, tilt = 0 }) {
  const eyes =
    dir === 0
      ? `<path d="M-12 2q5 4 9 0M4 2q5 4 9 0" fill="none" stroke="#3a2a22" stroke-width="2.2" stroke-linecap="round"/><path d="M-5 13q5 3 10 0" fill="none" stroke="#a4543f" stroke-width="2.2" stroke-linecap="round"/>
         <circle cx="-15" cy="9" r="4.5" fill="#e58f7b" opacity=".35"/><circle cx="15" cy="9" r="4.5" fill="#e58f7b" opacity=".35"/>`
      : `<g transform="scale(${dir} 1)"><path d="M6 1q5 4 9 0" fill="none" stroke="#3a2a22" stroke-width="2.2" stroke-linecap="round"/><path d="M24 -2q6 8 1 11" fill="${skin}"/><path d="M12 14q5 2 9 -1" fill="none" stroke="#a4543f" stroke-width="2.2" stroke-linecap="round"/><circle cx="10" cy="9" r="4.5" fill="#e58f7b" opacity=".35"/></g>`;
  const back = style === 'long' ? HAIR.long(hair) : '';
  const front =
    style === 'long'
      ? `<path d="M-26 4C-28 -22 -12 -30 0 -30S28 -22 26 4C18 -10 8 -17 -6 -16S-22 -6 -26 4Z" fill="${hair}"/>`
      : HAIR[style](hair);
  return `<g transform="translate(${at}) rotate(${tilt})">${back}<ellipse cx="0" cy="0" rx="24" ry="26" fill="${skin}"/>${eyes}${front}</g>`;
}

// The torso as a shaped body (shoulders, waist, hips) around the spine from neck to pelvis: the
// top in one colour, the hips in the leggings' colour under it.
function torso(neck, pelvis, c, belly) {
  const [vx, vy] = [pelvis[0] - neck[0], pelvis[1] - neck[1]];
  const len = Math.hypot(vx, vy);
  const [ux, uy, nx, ny] = [vx / len, vy / len, -vy / len, vx / len];
  const at = (t, w) => [Math.round(neck[0] + ux * t + nx * w), Math.round(neck[1] + uy * t + ny * w)];
  const shape = (pts, colour) =>
    `<path d="M${pts.join('L')}Z" fill="${colour}" stroke="${colour}" stroke-width="18" stroke-linejoin="round"/>`;
  const bump = belly
    ? `<circle cx="${belly[0]}" cy="${belly[1]}" r="33" fill="${c.top}"/><path d="M${belly[0] + 4} ${belly[1] - 24}a30 30 0 0 1 18 30" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".35"/>`
    : '';
  return `${shape([at(len * 0.5, 19), at(len + 2, 29), at(len + 2, -29), at(len * 0.5, -19)], c.bottom)}
    ${shape([at(4, 26), at(len * 0.3, 22), at(len * 0.64, 17), at(len * 0.64, -17), at(len * 0.3, -22), at(4, -26)], c.top)}${bump}`;
}

// A foot: a soft oval pointing along `angle` (degrees, 0 = to the right).
const foot = ([x, y], angle, skin) =>
  `<ellipse cx="${x}" cy="${y}" rx="17" ry="9" fill="${skin}" transform="rotate(${angle} ${x} ${y}) translate(12 2)"/>`;

/**
 * A person from joints: { neck, pelvis, arms: [[shoulder, elbow, hand] back, front], legs:
 * [[hip, knee, ankle] back, front], feet: [angle, angle], head: { at, dir, tilt } }, and colours
 * { skin, hair, top, bottom, style }. `belly` adds a pregnant belly at the given point.
 */
export function person(p, c) {
  const [backArm, frontArm] = p.arms;
  const [backLeg, frontLeg] = p.legs;
  const [fb, ff] = p.feet ?? [0, 0];
  const shade = `${c.bottom}`;
  return `<g>
    <path d="M${p.neck} L${p.head.at}" stroke="${c.skin}" stroke-width="17" stroke-linecap="round"/>
    ${limb(backArm, 19, c.skin)}${dot(backArm[2], 9.5, c.skin)}
    ${foot(backLeg[2], fb, c.skin)}${limb(backLeg, 34, shade)}
    ${torso(p.neck, p.pelvis, c, p.belly)}
    ${foot(frontLeg[2], ff, c.skin)}${limb(frontLeg, 36, c.bottom)}
    ${limb(frontArm, 19, c.skin)}${dot(frontArm[2], 9.5, c.skin)}
    ${head(p.head.at, { ...c, ...p.head })}</g>`;
}

/** The poses the studio's classes are drawn with. */
export const POSES = {
  // Warrior II, facing right, looking over the front hand.
  warrior: {
    neck: [196, 168],
    pelvis: [196, 258],
    arms: [
      [
        [178, 176],
        [120, 174],
        [62, 170],
      ],
      [
        [214, 176],
        [272, 174],
        [332, 170],
      ],
    ],
    legs: [
      [
        [184, 268],
        [128, 314],
        [78, 350],
      ],
      [
        [208, 268],
        [284, 282],
        [296, 348],
      ],
    ],
    feet: [180, 10],
    head: { at: [200, 128], dir: 1 },
  },
  // Tree pose, facing us, palms together overhead.
  tree: {
    neck: [200, 152],
    pelvis: [200, 244],
    arms: [
      [
        [178, 160],
        [148, 106],
        [194, 52],
      ],
      [
        [222, 160],
        [252, 106],
        [206, 52],
      ],
    ],
    legs: [
      [
        [190, 256],
        [190, 306],
        [192, 348],
      ],
      [
        [212, 256],
        [270, 284],
        [206, 300],
      ],
    ],
    feet: [0, 100],
    head: { at: [200, 114], dir: 0 },
  },
  // Seated in profile, facing right, one hand on the belly, one on the knee (Gravidyoga).
  seated: {
    neck: [188, 176],
    pelvis: [184, 300],
    belly: [222, 262],
    arms: [
      [
        [184, 186],
        [160, 240],
        [176, 284],
      ],
      [
        [192, 186],
        [222, 226],
        [246, 252],
      ],
    ],
    legs: [
      [
        [180, 308],
        [250, 326],
        [196, 346],
      ],
      [
        [190, 310],
        [292, 322],
        [226, 350],
      ],
    ],
    feet: [170, 170],
    head: { at: [194, 138], dir: 1, tilt: 4 },
  },
  // Low lunge with the arms raised (Morgenflyt), facing right.
  lunge: {
    neck: [190, 166],
    pelvis: [184, 268],
    arms: [
      [
        [182, 176],
        [160, 114],
        [142, 60],
      ],
      [
        [198, 176],
        [216, 112],
        [236, 58],
      ],
    ],
    legs: [
      [
        [176, 278],
        [118, 344],
        [44, 348],
      ],
      [
        [196, 278],
        [276, 272],
        [288, 346],
      ],
    ],
    feet: [180, 0],
    head: { at: [196, 128], dir: 1, tilt: -6 },
  },
  // Child's pose (Yin): kneeling, folded over the thighs, arms long on the floor, facing left.
  child: {
    neck: [142, 304],
    pelvis: [262, 282],
    arms: [
      [
        [150, 312],
        [92, 332],
        [36, 342],
      ],
      [
        [140, 302],
        [84, 324],
        [28, 336],
      ],
    ],
    legs: [
      [
        [256, 292],
        [178, 336],
        [300, 348],
      ],
      [
        [266, 286],
        [186, 338],
        [306, 346],
      ],
    ],
    feet: [0, 0],
    head: { at: [106, 322], dir: -1, tilt: 20 },
  },
};

/** Colours of the people who recur: four women of different ages and looks. */
export const PEOPLE = {
  ingrid: { skin: '#f1c7a8', hair: '#b77b3a', top: '#d8704f', bottom: '#22372b', style: 'bun' },
  amina: { skin: '#8a5a3e', hair: '#1f1612', top: '#f3a96b', bottom: '#5f7f5c', style: 'curls' },
  hanna: { skin: '#e7b28f', hair: '#4a2c1d', top: '#eab3ad', bottom: '#9d8fc4', style: 'long' },
  sara: { skin: '#c99272', hair: '#2b1d16', top: '#8fae8b', bottom: '#3d4f6b', style: 'bob' },
};

/** A figure as an inline SVG of the given size. */
export const figure = (pose, who, size, extra = '') =>
  `<svg width="${size}" height="${size}" viewBox="0 0 400 400" style="display:block;overflow:visible">${extra}${person(POSES[pose], PEOPLE[who])}</svg>`;

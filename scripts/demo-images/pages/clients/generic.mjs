// The artefact set every case study shared before each client got its own (issue 51): a logo
// sheet, colour and type, a type detail, stationery, social posts, and pages or stories. Kept only
// until the last client's module (./<slug>.mjs) draws its own set; then this file goes.
import { bars, browser, icon, mix, page, phone, photo, SANS } from '../kit.mjs';
import { face, guide, logos, mark, paletteType, socialKit, stationery, stories } from '../product-previews.mjs';

const SQUARE = [1200, 1200];
const WIDE = [1600, 1000];
// The case study shows its detail row at 21:9: drawn at that shape, nothing is cropped.
const DETAIL = [1680, 720];

// Simple line marks in currentColor, sized to the box.
const svgMark =
  (body, stroke = 3) =>
  (size) =>
    `<svg width="${size}" height="${size}" viewBox="0 0 48 48" fill="none" stroke="currentColor" stroke-width="${stroke}" stroke-linecap="round">${body}</svg>`;
const MARKS = {
  moon: svgMark(
    '<path d="M30 8a16 16 0 1 0 10 28A13 13 0 0 1 30 8z" fill="currentColor" stroke="none"/><circle cx="36" cy="24" r="3" fill="#c0643a" stroke="none"/>',
  ),
  wave: svgMark('<circle cx="24" cy="24" r="21"/><path d="M11 22c4-5 8-5 13 0s9 5 13 0M11 29c4-5 8-5 13 0s9 5 13 0"/>'),
  arch: svgMark('<path d="M12 42V22a12 12 0 0 1 24 0v20"/><path d="M19 42V26M29 42V26"/>'),
  sun: svgMark('<path d="M8 32a16 16 0 0 1 32 0z" fill="currentColor" stroke="none"/><path d="M6 38h36"/>'),
  vee: svgMark('<rect x="4" y="4" width="40" height="40" rx="6"/><path d="M15 15l9 19 9-19"/>'),
  lotus: svgMark(
    '<path d="M24 38c-8-4-12-11-10-20 6 2 10 8 10 20zM24 38c8-4 12-11 10-20-6 2-10 8-10 20zM24 38c-4-8-4-16 0-24 4 8 4 16 0 24z"/>',
    2.4,
  ),
};

/** Each client: the colours of its SVG scenes, its mark and type, and whether it got a website. */
const CLIENTS = {
  'luna-skincare-brand-identity': {
    brand: { name: 'Luna', handle: '@lunaskincare', serif: true, mark: MARKS.moon },
    theme: {
      primary: '#23315a',
      accent: '#c0643a',
      soft: '#e6e9f2',
      surface: '#f6f1ea',
      ink: '#1a2238',
      picture: 'still',
      palette: ['#23315a', '#c0643a', '#c8cfe0', '#f6f1ea', '#8a6a58'],
    },
    site: null,
  },
  'fjord-bakery-branding': {
    brand: { name: 'Fjord', handle: '@fjordbakeri', serif: true, mark: MARKS.wave },
    theme: {
      primary: '#1f3a5a',
      accent: '#c0703f',
      soft: '#efe3d2',
      surface: '#f7f1e8',
      ink: '#172a40',
      picture: 'still',
      palette: ['#1f3a5a', '#b98a5e', '#c0703f', '#f7f1e8', '#7d9bb4'],
    },
    site: null,
  },
  'nordic-atelier-brand-and-website': {
    brand: { name: 'Nordic Atelier', handle: '@nordicatelier', serif: true, mark: MARKS.arch },
    theme: {
      primary: '#3f4b5e',
      accent: '#b08a4a',
      soft: '#ebe5da',
      surface: '#f7f4ee',
      ink: '#262d38',
      picture: 'portrait',
      palette: ['#3f4b5e', '#6d7a4f', '#cbbfa8', '#f7f4ee', '#b08a4a'],
    },
    site: 'shop',
  },
  'sol-ceramics-online-shop': {
    brand: { name: 'Sol', handle: '@solceramics', serif: false, mark: MARKS.sun },
    theme: {
      primary: '#c8643c',
      accent: '#e2b48a',
      soft: '#f3e4d6',
      surface: '#fbf6f0',
      ink: '#2a1f1a',
      picture: 'still',
      palette: ['#c8643c', '#2a1f1a', '#e9d3c0', '#fbf6f0', '#8a9a7b'],
    },
    site: 'shop',
  },
  'vera-consulting-website': {
    brand: { name: 'Vera', handle: '@veraconsulting', serif: true, mark: MARKS.vee },
    theme: {
      primary: '#4a1d3f',
      accent: '#d96aa0',
      soft: '#f6e3ec',
      surface: '#fdf8f6',
      ink: '#2a1024',
      picture: 'portrait',
      palette: ['#4a1d3f', '#d96aa0', '#f3d4e3', '#fdf8f6', '#8e6a80'],
    },
    site: 'services',
  },
  'bloom-yoga-studio-website': {
    brand: { name: 'Bloom', handle: '@bloomyoga', serif: false, mark: MARKS.lotus },
    theme: {
      primary: '#5f7f5c',
      accent: '#e8b9b5',
      soft: '#eef2ea',
      surface: '#fbf8f2',
      ink: '#243024',
      picture: 'portrait',
      palette: ['#5f7f5c', '#e8b9b5', '#d9c7a6', '#fbf8f2', '#243024'],
    },
    site: 'schedule',
  },
};

/** The type specimen up close: the display face large, with its figures and accents. */
function typeDetail(t, brand) {
  const [w, h] = DETAIL;
  return page(
    `<div class="row" style="height:${h}px;background:${t.soft};color:${t.ink}">
      <div class="col" style="flex:1.3;padding:70px;justify-content:space-between">
        <div style="font:500 330px/0.8 ${face(brand)};color:${t.primary};letter-spacing:-.03em">Rg</div>
        <div style="font:400 44px/1.1 ${face(brand)}">Ææ Øø Åå 0123456789</div></div>
      <div class="col" style="flex:1;padding:70px;gap:26px;background:${t.primary};color:${t.surface}">
        ${[64, 40, 26]
          .map(
            (size, i) =>
              `<div class="row" style="align-items:baseline;gap:24px;border-bottom:1px solid ${t.surface}33;padding-bottom:18px"><span style="font:500 14px ${SANS};opacity:.6;width:40px">${size}</span><span style="font:${i === 2 ? 400 : 500} ${size}px/1 ${i === 2 ? SANS : face(brand)}">${brand.name}</span></div>`,
          )
          .join('')}
        <div style="margin-top:auto">${bars([92, 88, 60], { height: 10, gap: 12, color: t.surface, opacity: 0.4 })}</div></div></div>`,
    { width: w, height: h },
  );
}

const price = (n) => `${[1290, 890, 1450, 640, 2190, 990, 760, 1890][n % 8]} kr`;

/** The client's page at 1440 px wide: header, hero, the site's own section, and a footer. */
function sitePage(t, brand, kind, { mobile = false } = {}) {
  const pad = mobile ? 22 : 80;
  const nav = mobile
    ? `<div class="row" style="padding:56px ${pad}px 18px;align-items:center;justify-content:space-between;color:${t.ink}"><div class="row" style="gap:10px;align-items:center;font:600 20px ${face(brand)}">${mark(t, brand, 30)}${brand.name}</div>${icon(kind === 'shop' ? 'bag' : 'menu', 24, t.ink)}</div>`
    : `<div class="row" style="padding:26px ${pad}px;align-items:center;gap:44px;color:${t.ink}"><div class="row" style="gap:12px;align-items:center;font:600 26px ${face(brand)}">${mark(t, brand, 38)}${brand.name}</div>
       <div class="row" style="margin-left:auto;gap:34px">${[60, 72, 54, 66].map((w) => `<div class="bar" style="width:${w}px;height:9px;opacity:.45"></div>`).join('')}</div>
       <div style="padding:14px 26px;border-radius:99px;background:${t.primary};color:${t.surface}">${kind === 'shop' ? icon('bag', 18, t.surface) : `<div class="bar" style="width:70px;height:9px;background:${t.surface};opacity:.9"></div>`}</div></div>`;
  const heroText = `<div class="col" style="gap:${mobile ? 18 : 28}px;${mobile ? '' : 'flex:1;justify-content:center'}">
      <div style="font:500 ${mobile ? 54 : 104}px/0.95 ${face(brand)};color:${t.primary};letter-spacing:-.02em">${brand.name}</div>
      ${bars([92, 78, 50], { height: mobile ? 11 : 14, gap: mobile ? 10 : 14, opacity: 0.3 })}
      <div class="row" style="gap:14px;margin-top:${mobile ? 4 : 10}px"><div style="padding:${mobile ? '14px 26px' : '18px 34px'};border-radius:99px;background:${t.primary}"><div class="bar" style="width:${mobile ? 80 : 110}px;height:10px;background:${t.surface};opacity:.95"></div></div>
      <div style="padding:${mobile ? '14px 22px' : '18px 30px'};border-radius:99px;border:2px solid ${t.primary}"><div class="bar" style="width:${mobile ? 56 : 80}px;height:10px;background:${t.primary};opacity:.8"></div></div></div></div>`;
  const heroPhoto = photo(t, t.picture === 'portrait' ? 'portrait' : 'arch', {
    radius: mobile ? 18 : 28,
    style: mobile ? 'height:330px' : 'flex:1;height:560px',
  });
  const hero = mobile
    ? `<div class="col" style="padding:10px ${pad}px 30px;gap:24px">${heroText}${heroPhoto}</div>`
    : `<div class="row" style="padding:40px ${pad}px 90px;gap:70px;align-items:center">${heroText}${heroPhoto}</div>`;
  const sections = {
    shop: () => {
      const n = mobile ? 4 : 4;
      return `<div style="padding:${mobile ? 20 : 70}px ${pad}px;background:${t.soft}"><div class="row" style="justify-content:space-between;align-items:end;margin-bottom:${mobile ? 18 : 34}px"><div style="font:500 ${mobile ? 28 : 44}px ${face(brand)};color:${t.ink}">0${mobile ? 4 : 8}</div><div class="bar" style="width:90px;height:10px"></div></div>
        <div style="display:grid;grid-template-columns:repeat(${mobile ? 2 : 4},1fr);gap:${mobile ? 14 : 28}px">${Array.from({ length: n }, (_, i) => `<div class="col" style="gap:12px">${photo(t, ['still', 'arch', 'still', 'landscape'][i], { radius: 14, style: `height:${mobile ? 170 : 330}px` })}<div>${bars([80], { height: 9 })}</div><div style="font:600 ${mobile ? 15 : 19}px ${SANS};color:${t.ink}">${price(i)}</div></div>`).join('')}</div></div>`;
    },
    schedule: () => {
      const days = mobile ? [12, 13, 14] : [12, 13, 14, 15, 16, 17, 18];
      return `<div style="padding:${mobile ? 20 : 70}px ${pad}px;background:${t.soft}"><div style="display:grid;grid-template-columns:${mobile ? '46px' : '80px'} repeat(${days.length},1fr);gap:${mobile ? 8 : 12}px;font:600 ${mobile ? 14 : 18}px ${SANS};color:${t.ink}">
        <div></div>${days.map((d) => `<div style="text-align:center;padding-bottom:8px">${d}</div>`).join('')}
        ${['07:00', '09:30', '12:00', '17:30', '19:00'].map((time, r) => `<div style="opacity:.55;padding-top:12px">${time}</div>${days.map((d, c) => ((r + c) % 3 === 1 ? '<div></div>' : `<div style="height:${mobile ? 56 : 70}px;border-radius:12px;padding:10px;background:${(r + c) % 2 ? '#fff' : mix(t.accent, '#fff', 0.35)}">${bars([70, 45], { height: 7, gap: 7 })}</div>`)).join('')}`).join('')}</div></div>`;
    },
    services: () =>
      `<div style="padding:${mobile ? 24 : 80}px ${pad}px;background:${t.primary};color:${t.surface}"><div style="display:grid;grid-template-columns:repeat(${mobile ? 1 : 3},1fr);gap:${mobile ? 22 : 40}px">
        ${['2×', '3 400', '94%'].map((figure) => `<div class="col" style="gap:14px;border-top:1px solid ${t.surface}44;padding-top:22px"><div style="font:500 ${mobile ? 48 : 76}px/1 ${face(brand)};color:${t.accent}">${figure}</div>${bars([80, 60], { height: 9, color: t.surface, opacity: 0.5 })}</div>`).join('')}</div></div>`,
  };
  const footer = `<div class="row" style="padding:${mobile ? 26 : 50}px ${pad}px;background:${t.ink};color:${t.surface};gap:40px;align-items:center">${mark(t, brand, mobile ? 30 : 40, t.surface)}<div style="flex:1">${bars([30, 20], { height: 8, color: t.surface, opacity: 0.4 })}</div></div>`;
  return `<div style="background:${t.surface};font-family:${SANS}">${nav}${hero}${sections[kind]()}${footer}</div>`;
}

function webDesktop(t, brand, kind) {
  const [w, h] = WIDE;
  const domain = `${brand.name.toLowerCase().replace(/[^a-z]/g, '')}.no`;
  return page(
    `<div class="row" style="height:${h}px;align-items:center;justify-content:center;background:${mix(t.soft, t.accent, 0.25)}">
      ${browser(sitePage(t, brand, kind), { width: 1380, inner: 1440, height: 860, url: domain })}</div>`,
    { width: w, height: h },
  );
}

function webPhones(t, brand, kind) {
  const screen = (offset) => `<div style="position:relative;top:${-offset}px">${sitePage(t, brand, kind, { mobile: true })}</div>`;
  return page(
    `<div class="row" style="height:${SQUARE[1]}px;align-items:center;justify-content:center;gap:34px;background:${t.soft}">
      ${[0, 300, 470].map((offset, i) => `<div style="margin-top:${i === 1 ? -120 : 120}px">${phone(screen(offset), { scale: 0.92 })}</div>`).join('')}</div>`,
    { width: SQUARE[0], height: SQUARE[1] },
  );
}

/** Per project, the artefacts in the order their files are named (artefact-1 …). */
function artefactsOf({ theme, brand, site }) {
  const list = [
    [logos, SQUARE],
    [paletteType, SQUARE],
    [typeDetail, DETAIL],
    [stationery, SQUARE],
    [socialKit, SQUARE],
  ];
  if (site) {
    list.push([(t, b) => webDesktop(t, b, site), WIDE], [(t, b) => webPhones(t, b, site), SQUARE], [stories, SQUARE]);
  } else {
    list.push([stories, SQUARE], [guide, SQUARE]);
  }
  return list.map(([make, size]) => ({ html: () => make(theme, brand), size }));
}

/** The shared set for one client, as a client module exports it: [{ html, size }] in file order. */
export const genericArtefacts = (slug) => artefactsOf(CLIENTS[slug]);

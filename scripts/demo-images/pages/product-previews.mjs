// The shop's product previews: five template pages per product, laid out as a buyer would see
// them in a Canva or PDF preview. Each composition is 1200 x 1200, drawn in HTML (./kit.mjs).
// The seed's alt texts (lib/db/seed/data/products/previews.ts) describe them in the same order.
import { PRODUCT_THEMES } from '../products.mjs';
import { bars, icon, mix, page, phone, photo, SANS, SERIF } from './kit.mjs';

export const PREVIEW_SIZE = [1200, 1200];

/** The demo brand each template is shown with: a proper name, so the pictures carry no words. */
const BRANDS = {
  'ig-posts-minimal-beauty': { name: 'Maren', handle: '@maren.skin', serif: true },
  'ig-posts-wellness-coach': { name: 'Ro Wellness', handle: '@rowellness', serif: true },
  'ig-posts-boutique-launch': { name: 'Atelier Siv', handle: '@ateliersiv', serif: false },
  'ig-reels-product-showcase': { name: 'Glow & Co', handle: '@glowandco', serif: false },
  'ig-reels-behind-the-scenes': { name: 'Studio Aria', handle: '@studioaria', serif: true },
  'ig-reels-tips-and-tutorials': { name: 'Vera Vik', handle: '@veravik', serif: false },
  'brand-kit-modern-feminine': { name: 'Bloom & Belle', handle: '@bloomandbelle', serif: true },
  'brand-kit-luxury-minimal': { name: 'Maison Noor', handle: '@maisonnoor', serif: true },
  'brand-kit-playful-bold': { name: 'Pip Pop', handle: '@pippop', serif: false },
};

const face = (brand) => (brand.serif ? SERIF : SANS);
const W = 1200;
const H = 1200;

// ——— posts ———

/** A square post of one of four layouts, `size` pixels wide. */
function post(t, brand, layout, size) {
  const s = size / 360;
  const pad = 28 * s;
  const name = `<div style="font:600 ${11 * s}px/1 ${SANS};letter-spacing:.18em;text-transform:uppercase;opacity:.8">${brand.name}</div>`;
  const layouts = {
    photo: `${photo(t, t.picture, { style: `position:absolute;inset:0` })}
      <div style="position:absolute;left:${pad}px;bottom:${pad}px;color:#fff">${name}</div>`,
    quote: `<div style="position:absolute;inset:0;background:${t.soft};color:${t.primary};padding:${pad * 1.3}px" class="col">
      <div style="font:400 ${110 * s}px/0.8 ${SERIF}">“</div>
      <div style="margin-top:${6 * s}px;color:${t.ink}">${bars([92, 84, 60], { height: 13 * s, gap: 11 * s, opacity: 0.55 })}</div>
      <div style="margin-top:auto;color:${t.primary}">${name}</div></div>`,
    offer: `<div style="position:absolute;inset:0;background:${t.primary};color:${t.surface};padding:${pad}px" class="col">
      ${name}<div style="margin:auto 0;font:700 ${120 * s}px/0.9 ${face(brand)};letter-spacing:-.03em">−20%</div>
      <div class="row" style="justify-content:space-between;align-items:end">${bars([52, 34], { height: 9 * s, gap: 8 * s, opacity: 0.5, color: t.surface })}
      <div style="width:${58 * s}px;height:${58 * s}px;border-radius:50%;background:${t.accent}"></div></div></div>`,
    list: `<div style="position:absolute;inset:0;background:${t.surface};color:${t.ink};padding:${pad}px" class="col">
      ${name}<div class="col" style="margin-top:auto;gap:${16 * s}px">${[1, 2, 3]
        .map(
          (
            n,
          ) => `<div class="row" style="gap:${14 * s}px;align-items:center"><span style="font:600 ${30 * s}px/1 ${face(brand)};color:${t.primary}">0${n}</span>
          <div style="flex:1">${bars([90 - n * 12], { height: 10 * s })}</div></div>`,
        )
        .join('')}</div></div>`,
    split: `<div style="position:absolute;inset:0;background:${t.surface}" class="row">
      ${photo(t, 'arch', { style: 'width:55%;height:100%' })}
      <div class="col" style="flex:1;padding:${pad * 0.8}px;justify-content:center;gap:${14 * s}px;color:${t.ink}">
      <div style="font:500 ${34 * s}px/1 ${face(brand)};color:${t.primary}">${brand.name.split(' ')[0]}</div>${bars([90, 70, 80], { height: 8 * s, gap: 8 * s })}</div></div>`,
  };
  return `<div style="position:relative;width:${size}px;height:${size}px;overflow:hidden">${layouts[layout]}</div>`;
}

const POST_ORDER = ['photo', 'quote', 'offer', 'list', 'split', 'photo', 'offer', 'list', 'quote'];

/** An Instagram profile on a phone: the nine posts as a grid. */
function profileGrid(t, brand) {
  const tile = 120;
  const screen = `<div style="padding:52px 16px 0;font-family:${SANS};color:#222">
    <div class="row" style="align-items:center;gap:18px">
      <div style="width:78px;height:78px;border-radius:50%;padding:3px;background:linear-gradient(45deg,${t.accent},${t.primary})"><div style="width:100%;height:100%;border-radius:50%;border:3px solid #fff;background:${t.soft};display:flex;align-items:center;justify-content:center;font:600 26px ${face(brand)};color:${t.primary}">${brand.name[0]}</div></div>
      <div class="row" style="flex:1;justify-content:space-around;text-align:center;font:700 17px/1.3 ${SANS}">
        <div>128<div class="bar" style="width:44px;margin:6px auto 0"></div></div><div>12.4k<div class="bar" style="width:54px;margin:6px auto 0"></div></div><div>386<div class="bar" style="width:48px;margin:6px auto 0"></div></div></div></div>
    <div style="margin-top:14px;font:700 15px ${SANS}">${brand.name}</div>
    <div style="margin-top:8px">${bars([80, 56], { height: 8, gap: 7 })}</div>
    <div class="row" style="margin-top:16px;gap:6px"><div style="flex:1;height:32px;border-radius:8px;background:#efefef"></div><div style="flex:1;height:32px;border-radius:8px;background:#efefef"></div></div>
    <div class="row" style="margin:18px -16px 0;justify-content:space-around;border-top:1px solid #eee;padding-top:10px">${icon('grid', 22, '#222')}${icon('play', 22, '#bbb')}${icon('save', 22, '#bbb')}</div>
    <div style="margin:10px -16px 0;display:grid;grid-template-columns:repeat(3,${tile}px);gap:2px">${POST_ORDER.map((l) => post(t, brand, l, tile)).join('')}</div></div>`;
  return page(
    `<div class="row" style="width:${W}px;height:${H}px;align-items:center;justify-content:center;gap:64px;background:${mix(t.soft, '#ffffff', 0.4)}">
      ${phone(screen, { scale: 1.2 })}
      <div class="col" style="gap:28px">${['quote', 'offer'].map((l) => `<div class="shadow">${post(t, brand, l, 330)}</div>`).join('')}</div></div>`,
    { width: W, height: H },
  );
}

/** Four posts of the set at a readable size. */
function postSet(t, brand) {
  return page(
    `<div style="display:grid;grid-template-columns:repeat(2,500px);gap:48px;padding:76px;background:${t.surface};height:${H}px">
      ${['photo', 'list', 'split', 'offer'].map((l) => `<div class="shadow">${post(t, brand, l, 500)}</div>`).join('')}</div>`,
    { width: W, height: H },
  );
}

/** A five-slide carousel that reads as one panorama, with its slide numbers. */
function carousel(t, brand) {
  const slide = 218;
  const slides = [1, 2, 3, 4, 5]
    .map((n) => {
      const body =
        n === 1
          ? `<div style="font:600 ${44}px/0.95 ${face(brand)};color:${t.primary}">${brand.name}</div><div style="margin-top:16px">${bars([80, 60], { height: 10 })}</div>`
          : `<div style="font:700 44px/1 ${face(brand)};color:${t.primary}">0${n - 1}</div><div style="margin-top:18px">${bars([92, 86, 70, 40], { height: 9, gap: 9 })}</div>`;
      return `<div style="position:relative;width:${slide}px;height:${slide * 1.25}px;background:${n % 2 ? t.surface : t.soft};padding:26px;color:${t.ink}" class="col">
        <div style="margin-top:auto">${body}</div>
        <div style="position:absolute;top:22px;right:24px;font:600 13px ${SANS};opacity:.5">${n}/5</div></div>`;
    })
    .join('');
  return page(
    `<div class="col" style="height:${H}px;justify-content:center;align-items:center;gap:54px;background:${mix(t.soft, '#ffffff', 0.5)}">
      <div class="row shadow" style="transform:rotate(-2deg)">${slides}</div>
      <div class="row" style="gap:10px">${[1, 2, 3, 4, 5].map((n) => `<span style="width:10px;height:10px;border-radius:50%;background:${n === 1 ? t.primary : mix(t.primary, '#ffffff', 0.7)}"></span>`).join('')}</div>
      <div class="row" style="gap:28px">${['photo', 'quote', 'list'].map((l) => `<div class="shadow">${post(t, brand, l, 260)}</div>`).join('')}</div></div>`,
    { width: W, height: H },
  );
}

/** A vertical story frame (9:16), `width` pixels wide. */
function story(t, brand, variant, width) {
  const h = (width * 16) / 9;
  const s = width / 300;
  const top = `<div class="row" style="position:absolute;top:${14 * s}px;left:${12 * s}px;right:${12 * s}px;gap:${4 * s}px">${[1, 2, 3]
    .map((n) => `<span style="flex:1;height:${3 * s}px;border-radius:9px;background:#fff;opacity:${n <= variant ? 0.95 : 0.4}"></span>`)
    .join('')}</div>`;
  const bodies = [
    `${photo(t, t.picture, { style: 'position:absolute;inset:0' })}<div style="position:absolute;left:${22 * s}px;right:${22 * s}px;bottom:${60 * s}px;color:#fff"><div style="font:600 ${40 * s}px/1 ${face(brand)}">${brand.name}</div><div style="margin-top:${12 * s}px">${bars([70, 50], { height: 9 * s, opacity: 0.7, color: '#fff' })}</div></div>`,
    `<div style="position:absolute;inset:0;background:${t.primary}"></div><div class="col" style="position:absolute;inset:${60 * s}px ${24 * s}px;gap:${18 * s}px;color:${t.surface}">${[
      1, 2, 3, 4,
    ]
      .map(
        (n) =>
          `<div class="row" style="gap:${12 * s}px;align-items:center;padding:${14 * s}px;border-radius:${14 * s}px;background:rgba(255,255,255,.12)"><span style="font:700 ${22 * s}px ${face(brand)}">${n}</span><div style="flex:1">${bars([80], { height: 8 * s, color: t.surface, opacity: 0.6 })}</div></div>`,
      )
      .join('')}</div>`,
    `<div style="position:absolute;inset:0;background:${t.soft}"></div>${photo(t, 'arch', { radius: 18 * s, style: `position:absolute;left:${24 * s}px;right:${24 * s}px;top:${70 * s}px;height:${250 * s}px` })}
      <div style="position:absolute;left:${24 * s}px;right:${24 * s}px;top:${345 * s}px;color:${t.ink}">${bars([90, 70], { height: 9 * s })}</div>
      <div style="position:absolute;left:${60 * s}px;right:${60 * s}px;bottom:${50 * s}px;height:${44 * s}px;border-radius:99px;background:${t.primary}"></div>`,
  ];
  return `<div class="shadow" style="position:relative;width:${width}px;height:${h}px;border-radius:${18 * s}px;overflow:hidden">${bodies[variant - 1]}${top}</div>`;
}

function stories(t, brand) {
  return page(
    `<div class="row" style="height:${H}px;align-items:center;justify-content:center;gap:40px;background:${t.surface}">
      ${[1, 2, 3].map((n) => `<div style="margin-top:${n === 2 ? -90 : 90}px">${story(t, brand, n, 330)}</div>`).join('')}</div>`,
    { width: W, height: H },
  );
}

/** One post open in an editor: the canvas with its guides, the layers and the brand colours. */
function editor(t, brand) {
  const swatches = [t.primary, t.accent, t.soft, t.surface, t.ink];
  const panel = `<div class="col" style="width:250px;padding:22px;gap:22px;background:#fff;border-left:1px solid #eee4e8;color:#3a2c34">
    <div class="row" style="gap:8px">${swatches.map((c) => `<span style="width:34px;height:34px;border-radius:8px;background:${c};box-shadow:inset 0 0 0 1px rgba(0,0,0,.08)"></span>`).join('')}</div>
    <div style="font:500 12px/1.6 ${SANS};color:#8d7f86">${swatches
      .slice(0, 3)
      .map((c) => c.toUpperCase())
      .join('<br>')}</div>
    <div class="col" style="gap:10px">${['Aa', 'Aa', 'Aa'].map((a, i) => `<div class="row" style="align-items:center;gap:10px;padding:10px;border-radius:10px;background:${i === 0 ? mix(t.soft, '#fff', 0.3) : '#f7f3f5'}"><span style="font:${i === 0 ? 600 : 400} 20px ${i === 2 ? SANS : face(brand)}">${a}</span><div style="flex:1">${bars([70], { height: 8 })}</div></div>`).join('')}</div>
    <div class="col" style="gap:8px;margin-top:6px">${[0, 1, 2, 3, 4].map((i) => `<div class="row" style="gap:10px;align-items:center;padding:8px 10px;border-radius:8px;${i === 1 ? `background:${mix(t.primary, '#fff', 0.85)}` : ''}"><span style="width:26px;height:20px;border-radius:4px;background:${[t.soft, t.primary, t.accent, '#ddd', t.ink][i]}"></span><div style="flex:1">${bars([60 + i * 6], { height: 7 })}</div></div>`).join('')}</div></div>`;
  return page(
    `<div class="row" style="width:${W}px;height:${H}px;background:#ece7ea">
      <div class="col" style="width:64px;background:#2d2430;align-items:center;padding-top:24px;gap:26px">${['grid', 'star', 'search', 'bag', 'menu'].map((n) => icon(n, 22, '#d9ccd4')).join('')}</div>
      <div class="col" style="flex:1;align-items:center;justify-content:center;position:relative">
        <div style="position:relative" class="shadow">${post(t, brand, 'split', 680)}
          <div style="position:absolute;inset:0;outline:2px solid #8b5cf6;outline-offset:0"></div>
          <div style="position:absolute;left:50%;top:0;bottom:0;border-left:1px dashed #ec4899"></div>
          <div style="position:absolute;top:50%;left:0;right:0;border-top:1px dashed #ec4899"></div>
          ${[
            [0, 0],
            [1, 0],
            [0, 1],
            [1, 1],
          ]
            .map(
              ([x, y]) =>
                `<span style="position:absolute;left:${x * 100}%;top:${y * 100}%;width:14px;height:14px;margin:-7px;border-radius:50%;background:#fff;border:2px solid #8b5cf6"></span>`,
            )
            .join('')}</div>
        <div class="row" style="position:absolute;bottom:36px;gap:6px">${[1, 2, 3, 4, 5, 6].map((n) => `<div style="width:58px;height:58px;border-radius:6px;overflow:hidden;outline:${n === 5 ? `3px solid #8b5cf6` : 'none'}">${post(t, brand, POST_ORDER[n], 58)}</div>`).join('')}</div></div>
      ${panel}</div>`,
    { width: W, height: H },
  );
}

// ——— reels ———

function reelCover(t, brand, n, width) {
  const s = width / 300;
  const kinds = [t.picture, 'arch', 'still', 'portrait', 'landscape', 'arch'];
  return `<div style="position:relative;width:${width}px;height:${(width * 16) / 9}px;overflow:hidden;border-radius:${10 * s}px">
    ${photo(t, kinds[n % kinds.length], { style: 'position:absolute;inset:0' })}
    <div style="position:absolute;inset:0;background:linear-gradient(180deg,transparent 45%,${mix(t.ink, t.primary, 0.3)}cc)"></div>
    <div style="position:absolute;left:${20 * s}px;right:${20 * s}px;bottom:${26 * s}px;color:#fff">
      <div style="font:700 ${46 * s}px/1 ${face(brand)}">0${n + 1}</div>
      <div style="margin-top:${12 * s}px">${bars([86, 60], { height: 10 * s, gap: 8 * s, color: '#fff', opacity: 0.75 })}</div></div>
    <div class="row" style="position:absolute;top:${16 * s}px;left:${16 * s}px;gap:${6 * s}px;align-items:center;color:#fff;font:600 ${13 * s}px ${SANS}">${icon('play', 14 * s, '#fff')}${[12.4, 8.1, 21.7, 5.9, 16.2, 9.8][n]}k</div></div>`;
}

function reelCovers(t, brand) {
  return page(
    `<div style="display:grid;grid-template-columns:repeat(3,300px);gap:36px;justify-content:center;align-content:center;height:${H}px;background:${t.surface}">
      ${[0, 1, 2, 3, 4, 5].map((n) => `<div class="shadow" style="border-radius:10px;height:${n < 3 ? 533 : 0}px;${n >= 3 ? 'display:none' : ''}">${reelCover(t, brand, n, 300)}</div>`).join('')}
      ${[3, 4, 5].map((n) => `<div class="shadow" style="border-radius:10px;height:${533 * 0.85}px;overflow:hidden">${reelCover(t, brand, n, 300)}</div>`).join('')}</div>`,
    { width: W, height: H },
  );
}

function reelPhone(t, brand) {
  const screen = `<div style="position:relative;width:364px;height:784px;overflow:hidden">${reelCover(t, brand, 0, 441).replace('border-radius:10px', 'border-radius:0')}
    <div class="col" style="position:absolute;right:14px;bottom:150px;gap:22px;align-items:center;color:#fff;font:600 12px ${SANS}">${['heart', 'comment', 'send', 'save'].map((n, i) => `<div class="col" style="align-items:center;gap:4px">${icon(n, 30, '#fff')}${['2.1k', '148', '', ''][i]}</div>`).join('')}</div>
    <div style="position:absolute;left:16px;bottom:96px;color:#fff;font:700 14px ${SANS}">${brand.handle}</div>
    <div style="position:absolute;left:0;right:0;bottom:80px;height:3px;background:rgba(255,255,255,.3)"><div style="width:38%;height:100%;background:#fff"></div></div></div>`;
  return page(
    `<div class="row" style="height:${H}px;align-items:center;justify-content:center;gap:70px;background:${mix(t.soft, '#ffffff', 0.35)}">
      ${phone(screen, { scale: 1.25 })}
      <div class="col" style="gap:30px">${[1, 2].map((n) => `<div class="shadow" style="border-radius:10px">${reelCover(t, brand, n, 250)}</div>`).join('')}</div></div>`,
    { width: W, height: H },
  );
}

function storyboard(t, brand) {
  const frames = [0, 1, 2, 3]
    .map(
      (n) => `<div class="col" style="gap:14px"><div class="shadow" style="border-radius:10px">${reelCover(t, brand, n + 1, 230)}</div>
      <div class="row" style="justify-content:space-between;font:600 15px ${SANS};color:${t.ink}"><span>0:0${n * 3}</span><span style="color:${t.primary}">${n + 1}/4</span></div>
      ${bars([95, 80, 60], { height: 8, gap: 7 })}</div>`,
    )
    .join('');
  return page(
    `<div class="col" style="height:${H}px;justify-content:center;padding:0 70px;gap:40px;background:#fff;color:${t.ink}">
      <div class="row" style="align-items:baseline;justify-content:space-between;border-bottom:2px solid ${t.primary};padding-bottom:18px"><span style="font:600 42px ${face(brand)};color:${t.primary}">${brand.name}</span><span style="font:500 16px ${SANS};opacity:.6">0:00 – 0:12</span></div>
      <div class="row" style="gap:32px">${frames}</div></div>`,
    { width: W, height: H },
  );
}

/** A PDF page on a desk: the hooks list or the posting plan. */
function sheet(t, brand, content) {
  return page(
    `<div class="row" style="height:${H}px;align-items:center;justify-content:center;background:${mix(t.soft, t.accent, 0.25)}">
      <div class="shadow col" style="width:820px;height:1060px;background:#fffdfb;padding:70px;color:${t.ink};transform:rotate(-1.5deg)">
        <div class="row" style="justify-content:space-between;align-items:center"><span style="font:600 34px ${face(brand)};color:${t.primary}">${brand.name}</span><span style="font:500 15px ${SANS};opacity:.5">${brand.handle}</span></div>
        ${content}</div></div>`,
    { width: W, height: H },
  );
}

function hooks(t, brand) {
  const list = [1, 2, 3, 4, 5, 6, 7, 8]
    .map(
      (n) => `<div class="row" style="gap:24px;align-items:center;padding:18px 0;border-bottom:1px solid ${mix(t.primary, '#fff', 0.8)}">
        <span style="font:600 34px/1 ${face(brand)};color:${t.primary};width:52px">${String(n).padStart(2, '0')}</span>
        <div style="flex:1">${bars([88 - (n % 3) * 14, 56 + (n % 2) * 20], { height: 10, gap: 9 })}</div></div>`,
    )
    .join('');
  return sheet(
    t,
    brand,
    `<div style="margin-top:40px">${list}</div><div style="margin-top:auto;font:500 14px ${SANS};opacity:.5;text-align:right">4 / 12</div>`,
  );
}

function plan(t, brand) {
  const days = Array.from({ length: 35 }, (_, i) => i - 2);
  const cells = days
    .map((d) => {
      const on = d > 0 && d <= 30 && [1, 3, 6, 8, 10, 13, 15, 17, 20, 22, 24, 27, 29].includes(d);
      return `<div style="height:112px;border-radius:10px;padding:10px;background:${d > 0 && d <= 30 ? '#fff' : 'transparent'};border:1px solid ${d > 0 && d <= 30 ? mix(t.primary, '#fff', 0.85) : 'transparent'}">
        <div style="font:600 14px ${SANS};opacity:.6">${d > 0 && d <= 30 ? d : ''}</div>
        ${on ? `<div style="margin-top:10px;height:42px;border-radius:7px;background:${d % 2 ? t.primary : t.accent};opacity:.85"></div>` : ''}</div>`;
    })
    .join('');
  return sheet(
    t,
    brand,
    `<div style="margin-top:34px;font:600 64px/1 ${face(brand)};color:${t.ink}">06</div>
     <div style="margin-top:26px;display:grid;grid-template-columns:repeat(7,1fr);gap:8px">${cells}</div>`,
  );
}

// ——— brand kits ———

/** The brand's mark: an initial in a circle, drawn in the theme's colours. */
const mark = (t, brand, size, color = t.primary) =>
  brand.mark
    ? `<div style="width:${size}px;height:${size}px;display:flex;align-items:center;justify-content:center;color:${color}">${brand.mark(size)}</div>`
    : `<div style="width:${size}px;height:${size}px;border-radius:50%;border:${Math.max(2, size / 30)}px solid ${color};display:flex;align-items:center;justify-content:center;font:500 ${size * 0.5}px/1 ${face(brand)};color:${color}">${brand.name[0]}</div>`;

function logos(t, brand) {
  const tile = (bg, fg, content) =>
    `<div class="col" style="background:${bg};color:${fg};align-items:center;justify-content:center;border-radius:6px">${content}</div>`;
  const word = (size, fg) =>
    `<div style="font:500 ${size}px/1 ${face(brand)};letter-spacing:${brand.serif ? '-.01em' : '-.03em'};color:${fg}">${brand.name}</div>`;
  return page(
    `<div style="display:grid;grid-template-columns:1fr 1fr;grid-template-rows:1.3fr 1fr 1fr;gap:24px;padding:60px;height:${H}px;background:#fff">
      <div style="grid-column:span 2;display:flex">${tile(
        t.surface,
        t.primary,
        `${mark(t, brand, 120)}<div style="margin-top:30px">${word(84, t.primary)}</div>`,
      )
        .replace('<div class="col"', '<div class="col" style="flex:1"')
        .replace('style="flex:1" style="', 'style="flex:1;')}</div>
      ${tile(t.primary, t.surface, word(56, t.surface))}
      ${tile(t.soft, t.primary, `<div class="row" style="align-items:center;gap:22px">${mark(t, brand, 84)}${word(42, t.primary)}</div>`)}
      ${tile(t.ink, t.accent, mark(t, brand, 150, t.accent))}
      ${tile(t.accent, t.ink, `<div class="col" style="align-items:center;gap:14px">${word(40, t.ink)}<div style="font:600 13px ${SANS};letter-spacing:.4em">EST. 2025</div></div>`)}</div>`,
    { width: W, height: H },
  );
}

function paletteType(t, brand) {
  const colours = t.palette ?? [t.primary, t.accent, t.soft, t.surface, t.ink];
  const cmyk = (hex) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
    const k = 1 - Math.max(r, g, b);
    return [r, g, b]
      .map((v) => Math.round(((1 - v - k) / (1 - k || 1)) * 100))
      .concat(Math.round(k * 100))
      .join(' ');
  };
  const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(' ');
  return page(
    `<div class="col" style="height:${H}px;padding:60px;gap:40px;background:#fff;color:${t.ink}">
      <div class="row" style="gap:14px;height:470px">${colours
        .map(
          (
            c,
            i,
          ) => `<div class="col" style="flex:${i === 0 ? 1.6 : 1};border-radius:6px;overflow:hidden;box-shadow:inset 0 0 0 1px rgba(0,0,0,.06)">
          <div style="flex:1;background:${c}"></div>
          <div style="padding:14px 12px;font:500 13px/1.7 ${SANS};background:#faf8f7"><b style="font-weight:700">${c.toUpperCase()}</b><br>RGB ${rgb(c)}<br>CMYK ${cmyk(c)}</div></div>`,
        )
        .join('')}</div>
      <div class="row" style="gap:40px;flex:1">
        <div class="col" style="flex:1.2;border-top:2px solid ${t.ink};padding-top:20px">
          <div style="font:500 190px/0.9 ${face(brand)};color:${t.primary}">Aa</div>
          <div style="margin-top:20px;font:500 22px ${face(brand)}">${brand.serif ? 'Playfair Display' : 'Inter Display'}</div>
          <div style="margin-top:10px;font:400 19px/1.5 ${face(brand)};opacity:.75">ABCDEFGHIJKLMNOPQRSTUVWXYZ<br>abcdefghijklmnopqrstuvwxyz 0123456789</div></div>
        <div class="col" style="flex:1;border-top:2px solid ${t.ink};padding-top:20px">
          <div style="font:400 190px/0.9 ${SANS}">Aa</div>
          <div style="margin-top:20px;font:600 22px ${SANS}">Inter</div>
          <div style="margin-top:10px;font:400 17px/1.6 ${SANS};opacity:.75">ABCDEFGHIJKLMNOPQRSTUVWXYZ<br>abcdefghijklmnopqrstuvwxyz<br>0123456789 !?&amp;@</div></div></div></div>`,
    { width: W, height: H },
  );
}

function stationery(t, brand) {
  const card = (front) =>
    `<div class="shadow col" style="width:420px;height:240px;border-radius:6px;padding:30px;background:${front ? t.primary : t.surface};color:${front ? t.surface : t.ink};${front ? 'align-items:center;justify-content:center' : ''}">
      ${front ? `${mark(t, brand, 76, t.surface)}<div style="margin-top:16px;font:500 30px ${face(brand)}">${brand.name}</div>` : `<div style="font:600 22px ${face(brand)};color:${t.primary}">${brand.name}</div><div style="margin-top:auto;font:500 14px/1.7 ${SANS}">+47 912 34 567<br>${brand.handle}<br>${brand.name.toLowerCase().replace(/[^a-z]/g, '')}.no</div>`}</div>`;
  return page(
    `<div style="position:relative;width:${W}px;height:${H}px;background:${mix(t.soft, t.accent, 0.2)}">
      <div class="shadow col" style="position:absolute;left:90px;top:80px;width:560px;height:790px;background:#fffdfb;padding:56px;color:${t.ink};transform:rotate(-3deg)">
        <div class="row" style="justify-content:space-between;align-items:center">${mark(t, brand, 58)}<div style="font:500 13px/1.6 ${SANS};text-align:right;opacity:.6">Storgata 12<br>0155 Oslo</div></div>
        <div style="margin-top:90px">${bars([40], { height: 10 })}</div>
        <div style="margin-top:40px">${bars([96, 92, 98, 90, 60], { height: 9, gap: 14 })}</div>
        <div style="margin-top:36px">${bars([95, 88, 97, 45], { height: 9, gap: 14 })}</div>
        <div style="margin-top:auto;font:500 26px ${face(brand)};color:${t.primary}">${brand.name}</div></div>
      <div style="position:absolute;left:640px;top:160px;transform:rotate(6deg)">${card(true)}</div>
      <div style="position:absolute;left:600px;top:480px;transform:rotate(-4deg)">${card(false)}</div>
      <div class="shadow" style="position:absolute;left:700px;top:830px;width:340px;height:220px;border-radius:4px;background:${t.soft};transform:rotate(3deg);display:flex;align-items:center;justify-content:center">${mark(t, brand, 90)}</div></div>`,
    { width: W, height: H },
  );
}

function socialKit(t, brand) {
  return page(
    `<div style="display:grid;grid-template-columns:repeat(3,336px);gap:24px;justify-content:center;align-content:center;height:${H}px;background:${t.surface}">
      ${['photo', 'quote', 'offer', 'split', 'list', 'photo', 'offer', 'quote', 'split'].map((l) => `<div class="shadow">${post(t, brand, l, 336)}</div>`).join('')}</div>`,
    { width: W, height: H },
  );
}

function guide(t, brand) {
  const left = `<div class="col" style="flex:1;padding:56px;background:${t.primary};color:${t.surface}">
    <div style="font:600 14px ${SANS};letter-spacing:.3em;opacity:.7">02</div>
    <div style="margin:auto;position:relative;padding:60px;border:1px dashed ${t.surface}88">${mark(t, brand, 170, t.surface)}
      ${[0, 1, 2, 3].map((i) => `<span style="position:absolute;${['top:0;left:0', 'top:0;right:0', 'bottom:0;left:0', 'bottom:0;right:0'][i]};width:60px;height:60px;border:1px solid ${t.surface}55"></span>`).join('')}</div>
    <div>${bars([60, 40], { height: 9, color: t.surface, opacity: 0.45 })}</div></div>`;
  const right = `<div class="col" style="flex:1;padding:56px;background:#fffdfb;color:${t.ink}">
    <div style="font:600 14px ${SANS};letter-spacing:.3em;opacity:.5;text-align:right">03</div>
    <div style="margin-top:40px;font:500 40px/1.05 ${face(brand)};color:${t.primary}">${brand.name}</div>
    <div style="margin-top:24px">${bars([95, 90, 97, 70], { height: 9, gap: 12 })}</div>
    <div class="row" style="margin-top:40px;gap:18px">${[1, 0.6, 0.35].map((o) => `<div style="flex:1;aspect-ratio:1;border-radius:4px;background:${t.primary};opacity:${o};display:flex;align-items:center;justify-content:center">${mark(t, brand, 60, t.surface)}</div>`).join('')}</div>
    <div class="row" style="margin-top:30px;gap:18px">${[t.soft, t.ink].map((bg, i) => `<div style="flex:1;height:120px;border-radius:4px;background:${bg};display:flex;align-items:center;justify-content:center;position:relative">${mark(t, brand, 60, i ? t.surface : t.primary)}${i ? '' : ''}</div>`).join('')}
      <div style="flex:1;height:120px;border-radius:4px;background:${t.accent};display:flex;align-items:center;justify-content:center;position:relative">${mark(t, brand, 60, t.primary)}<span style="position:absolute;inset:0;background:linear-gradient(to top right,transparent 48%,#d4343b 49%,#d4343b 51%,transparent 52%)"></span></div></div>
    <div style="margin-top:auto">${bars([80, 50], { height: 9 })}</div></div>`;
  return page(
    `<div class="row" style="height:${H}px;align-items:center;justify-content:center;background:${mix(t.soft, '#ffffff', 0.3)}">
      <div class="row shadow" style="width:1080px;height:760px">${left}${right}</div></div>`,
    { width: W, height: H },
  );
}

/** By product category (its key's prefix), the five previews in order. */
const PREVIEWS = {
  'ig-posts': [profileGrid, postSet, carousel, stories, editor],
  'ig-reels': [reelCovers, reelPhone, storyboard, hooks, plan],
  'brand-kit': [logos, paletteType, stationery, socialKit, guide],
};

/** Every product's previews: { key, n, html() }. */
export function productPreviewJobs() {
  const jobs = [];
  for (const [key, theme] of Object.entries(PRODUCT_THEMES)) {
    const kind = Object.keys(PREVIEWS).find((prefix) => key.startsWith(prefix));
    PREVIEWS[kind].forEach((make, index) => jobs.push({ key, n: index + 1, html: () => make(theme, BRANDS[key]) }));
  }
  return jobs;
}

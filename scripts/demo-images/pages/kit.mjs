// Shared pieces of the HTML compositions: the page shell with the site's own fonts, placeholder
// "photographs" drawn in CSS, text bars, and device frames. Words stay out of the pictures, as in
// the SVG artwork (../README.md): proper names, numerals, handles, hex codes and type specimens only.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The site's own font files, inlined: a page set from a string may not load file:// addresses.
const FONTS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'app', 'fonts');
const cache = new Map();
const font = (file) => {
  if (!cache.has(file)) cache.set(file, `data:font/woff2;base64,${readFileSync(join(FONTS, file)).toString('base64')}`);
  return cache.get(file);
};

export const SERIF = "'Playfair', Georgia, serif";
export const SANS = "'Inter', 'Liberation Sans', sans-serif";

/** A full HTML document of the given size; `css` is added after the base styles. */
export function page(body, { width, height, background = '#f4efe9', css = '' }) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
@font-face{font-family:'Playfair';src:url('${font('playfair-display-latin-wght.woff2')}') format('woff2');font-weight:400 900}
@font-face{font-family:'Playfair';font-style:italic;src:url('${font('playfair-display-latin-wght-italic.woff2')}') format('woff2');font-weight:400 900}
@font-face{font-family:'Inter';src:url('${font('inter-latin-wght.woff2')}') format('woff2');font-weight:100 900}
*{box-sizing:border-box;margin:0;padding:0}
html,body{width:${width}px;height:${height}px;overflow:hidden}
body{background:${background};font-family:${SANS};color:#2a1024;-webkit-font-smoothing:antialiased}
.serif{font-family:${SERIF}}
.row{display:flex}.col{display:flex;flex-direction:column}
.shadow{box-shadow:0 1px 2px rgba(42,16,36,.08),0 12px 28px -8px rgba(42,16,36,.22),0 40px 80px -30px rgba(42,16,36,.25)}
.bar{height:.62em;border-radius:99px;background:currentColor;opacity:.22}
${css}
</style></head><body>${body}</body></html>`;
}

/** Lines of placeholder text: bars of the given widths (percent). */
export const bars = (widths, { gap = 10, height = 10, color = 'currentColor', opacity = 0.22 } = {}) =>
  `<div class="col" style="gap:${gap}px">${widths
    .map((w) => `<div style="width:${w}%;height:${height}px;border-radius:99px;background:${color};opacity:${opacity}"></div>`)
    .join('')}</div>`;

/**
 * A photograph stand-in: a lit gradient with one soft subject (an arch, a sun, a vessel, a figure),
 * in the theme's colours, so templates read as filled with the buyer's own pictures.
 */
export function photo(theme, kind = 'still', { radius = 0, style = '' } = {}) {
  const { primary, accent, soft } = theme;
  const light = `radial-gradient(120% 80% at 30% 20%, rgba(255,255,255,.55), transparent 60%)`;
  const subjects = {
    still: `<div style="position:absolute;left:38%;bottom:18%;width:24%;height:46%;border-radius:40% 40% 12% 12%;background:linear-gradient(90deg,${primary},${mix(primary, '#ffffff', 0.35)} 45%,${primary});opacity:.9"></div>
            <div style="position:absolute;left:30%;bottom:14%;width:40%;height:6%;border-radius:50%;background:rgba(0,0,0,.18);filter:blur(6px)"></div>`,
    landscape: `<div style="position:absolute;left:0;right:0;bottom:0;height:42%;background:linear-gradient(180deg,${mix(primary, soft, 0.3)},${primary})"></div>
            <div style="position:absolute;left:58%;top:22%;width:18%;aspect-ratio:1;border-radius:50%;background:${accent}"></div>`,
    portrait: `<div style="position:absolute;left:32%;top:20%;width:36%;aspect-ratio:1;border-radius:50%;background:${mix(accent, '#7a4b3a', 0.35)}"></div>
            <div style="position:absolute;left:18%;top:58%;width:64%;height:60%;border-radius:48% 48% 0 0;background:${primary}"></div>`,
    arch: `<div style="position:absolute;left:25%;top:16%;width:50%;height:90%;border-radius:999px 999px 0 0;background:${mix(soft, primary, 0.25)}"></div>
            <div style="position:absolute;left:44%;bottom:8%;width:12%;height:30%;border-radius:30% 30% 8% 8%;background:${primary}"></div>`,
  };
  return `<div style="position:relative;overflow:hidden;border-radius:${radius}px;background:linear-gradient(160deg,${soft},${mix(soft, accent, 0.45)});${style}">
    ${subjects[kind] ?? subjects.still}<div style="position:absolute;inset:0;background:${light}"></div></div>`;
}

/** Mixes two hex colours: t = 0 is a, 1 is b. */
export function mix(a, b, t) {
  const parse = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [x, y] = [parse(a), parse(b)];
  return `#${x
    .map((v, i) =>
      Math.round(v + (y[i] - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** A phone with the given screen content (360 x 780 CSS pixels inside, scaled by `scale`). */
export function phone(screen, { scale = 1, style = '' } = {}) {
  return `<div class="shadow" style="width:${392 * scale}px;height:${812 * scale}px;border-radius:${56 * scale}px;background:#1b1418;padding:${14 * scale}px;${style}">
    <div style="position:relative;width:100%;height:100%;border-radius:${44 * scale}px;overflow:hidden;background:#fff">
      <div style="position:absolute;inset:0;width:364px;height:784px;transform:scale(${scale});transform-origin:0 0">${screen}</div>
      <div style="position:absolute;top:${10 * scale}px;left:50%;width:${96 * scale}px;height:${26 * scale}px;margin-left:${-48 * scale}px;border-radius:99px;background:#1b1418"></div>
    </div></div>`;
}

/** A browser window around a page rendered at `inner` width and scaled to `width`. */
export function browser(content, { width, inner = 1440, height, url = '' }) {
  const scale = width / inner;
  return `<div class="shadow" style="width:${width}px;border-radius:14px;overflow:hidden;background:#fff">
    <div class="row" style="height:38px;align-items:center;gap:8px;padding:0 16px;background:#f1ece8;border-bottom:1px solid #e4dcd6">
      ${['#f27c74', '#f5c15b', '#7cc67d'].map((c) => `<span style="width:11px;height:11px;border-radius:50%;background:${c}"></span>`).join('')}
      <span style="margin-left:18px;flex:1;max-width:46%;height:22px;border-radius:99px;background:#fff;font:500 11px/22px ${SANS};color:#8d7f86;padding-left:12px">${url}</span>
    </div>
    <div style="position:relative;height:${height - 38}px;overflow:hidden">
      <div style="position:absolute;top:0;left:0;width:${inner}px;transform:scale(${scale});transform-origin:0 0">${content}</div>
    </div></div>`;
}

/** Simple line icons used in interface mock-ups. */
export const icon = (name, size = 22, color = 'currentColor') => {
  const paths = {
    heart: 'M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z',
    comment: 'M4 5h16v11H8l-4 4z',
    send: 'M4 12l16-8-6 16-3-7z',
    save: 'M6 4h12v16l-6-4-6 4z',
    grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
    play: 'M8 5v14l11-7z',
    bag: 'M5 8h14l-1 12H6zM9 8a3 3 0 016 0',
    menu: 'M4 7h16M4 12h16M4 17h16',
    search: 'M11 18a7 7 0 110-14 7 7 0 010 14zM20 20l-4-4',
    star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  };
  return `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="${color}" stroke-width="1.8" stroke-linejoin="round" stroke-linecap="round"><path d="${paths[name]}"/></svg>`;
};

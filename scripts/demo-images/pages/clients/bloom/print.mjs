// Bloom on paper and in drawings: the mark's construction, the class illustrations and a workshop
// poster. The figures come from ./figures.mjs, so every picture of a class shows the same people.
import { C, CLASSES, ORDER, PETAL_D, PETAL_R, SANS, bloomMark, lockup } from './brand.mjs';
import { figure } from './figures.mjs';

/** The mark's construction at 21:9: the circles each petal is cut from, the palette they carry. */
export function markSheet([w, h]) {
  const S = 470;
  // Each petal is the overlap of two circles: the first petal's pair drawn firm, the others faint.
  const circles = ORDER.map((_, i) =>
    [-1, 1]
      .map(
        (side) =>
          `<circle cx="${side * PETAL_D}" cy="-23" r="${PETAL_R}" transform="translate(50 50) rotate(${i * 60 - 30})" opacity="${i === 0 ? 1 : 0.35}"/>`,
      )
      .join(''),
  ).join('');
  const construction = `<svg width="${S}" height="${S}" viewBox="0 0 100 100" style="position:absolute;left:${(680 - S) / 2}px;top:${(h - S) / 2 - 20}px;overflow:visible">
    <g fill="none" stroke="${C.sage}" stroke-width="0.24" stroke-dasharray="1 0.8">${circles}
      <circle cx="50" cy="50" r="46" opacity=".5"/><line x1="-6" y1="50" x2="106" y2="50" opacity=".5"/><line x1="50" y1="-6" x2="50" y2="106" opacity=".5"/></g></svg>`;
  const markAt = `<div style="position:absolute;left:${(680 - S) / 2}px;top:${(h - S) / 2 - 20}px">${bloomMark(S)}</div>`;
  const times = ['07:00', '09:00', '12:00', '10:00', '18:00', '19:30'];
  return `<div class="row" style="width:${w}px;height:${h}px;background:${C.cream}">
    <div style="position:relative;width:680px;height:${h}px;border-right:1.5px solid ${C.line}">
      ${markAt}${construction}
      <div style="position:absolute;left:44px;bottom:30px;font:700 14px ${SANS};letter-spacing:.08em;text-transform:uppercase">Hvert blad: to sirkler, r = 30,45 · seks blader, 60° mellom</div></div>
    <div class="col" style="flex:1;padding:56px 60px;justify-content:space-between">
      <div class="row" style="align-items:center;gap:60px">${lockup(96)}
        <div class="col" style="gap:18px">${lockup(34, C.ink, C.sage)}<span style="display:inline-flex;padding:14px 20px;border-radius:18px;background:${C.ink}">${lockup(30, C.cream, C.cream)}</span></div></div>
      <div style="display:grid;grid-template-columns:repeat(6,1fr);gap:12px">${ORDER.map((key, i) => {
        const k = CLASSES[key];
        return `<div><div style="height:120px;border-radius:60px 60px 16px 16px;background:${k.colour}"></div>
            <div class="ys" style="margin-top:12px;font-size:20px">${k.name}</div><div style="font:400 14px/1.4 ${SANS};opacity:.75">${times[i]} · ${k.when}</div></div>`;
      }).join('')}</div>
      <div style="font:400 17px/1.5 ${SANS};max-width:820px">Fargene følger dagen: varme om morgenen, kjølige om kvelden. Hver klassetype har sitt blad i merket og sin farge i timeplanen.</div></div></div>`;
}

/** The class illustrations: one pose, one person, one colour per class. */
export function classSheet([w, h]) {
  const cards = [
    ['morgenflyt', 'lunge', 'sara', 'Morgenflyt', 'Våkn opp med kroppen'],
    ['vinyasa', 'warrior', 'ingrid', 'Vinyasa', 'Pust og bevegelse i flyt'],
    ['gravid', 'seated', 'hanna', 'Gravidyoga', 'Fra uke 14 til termin'],
    ['yin', 'child', 'amina', 'Yin', 'Lange, stille hold'],
  ];
  return `<div style="width:${w}px;height:${h}px;padding:56px;display:grid;grid-template-columns:1fr 1fr;gap:28px;background:${C.sand}">${cards
    .map(([key, pose, who, name, line]) => {
      const k = CLASSES[key];
      return `<div style="position:relative;border-radius:36px;overflow:hidden;background:${k.tint}">
        <div style="position:absolute;left:50%;top:56%;width:330px;height:330px;margin:-165px 0 0 -165px;border-radius:50%;background:${k.colour};opacity:.55"></div>
        <div style="position:absolute;left:58px;right:58px;bottom:118px;height:14px;border-radius:8px;background:${C.ink};opacity:.12"></div>
        <div style="position:absolute;left:50%;top:40px;margin-left:-195px">${figure(pose, who, 390)}</div>
        <div style="position:absolute;left:34px;bottom:30px"><div class="ys" style="font-size:34px;line-height:1">${name}</div><div style="margin-top:6px;font:600 16px ${SANS}">${line}</div></div>
        <div style="position:absolute;right:30px;bottom:34px;padding:6px 14px;border-radius:99px;background:#fff;font:800 12px ${SANS};letter-spacing:.06em;text-transform:uppercase">${k.tempo}</div></div>`;
    })
    .join('')}</div>`;
}

/** A workshop poster (A3), set in the studio's window and on cafés' boards around Bakklandet. */
export function poster(pw, ph) {
  const k = CLASSES.restorativ;
  const sun = CLASSES.morgenflyt.colour;
  return `<div class="shadow" style="position:relative;width:${pw}px;height:${ph}px;overflow:hidden;background:${C.cream};color:${C.ink}">
    <div style="position:absolute;left:-10%;right:-10%;top:${ph * 0.52}px;height:${ph}px;border-radius:50% 50% 0 0;background:${k.tint}"></div>
    <div style="position:absolute;left:${pw * 0.5 - 150}px;top:${ph * 0.17}px;width:300px;height:300px;border-radius:50%;background:${sun};opacity:.85"></div>
    <svg width="${pw}" height="${ph}" style="position:absolute;inset:0"><g fill="${k.colour}">
      <path d="M40 ${ph * 0.62}c40-90 120-120 160-110-10 60-70 110-160 110z"/><path d="M${pw - 40} ${ph * 0.6}c-30-80-110-120-170-100 20 60 80 100 170 100z" fill="${C.sage}"/></g></svg>
    <div style="position:absolute;left:${pw / 2 - 210}px;top:${ph * 0.16}px">${figure('tree', 'amina', 420)}</div>
    <div style="position:absolute;left:48px;top:44px;right:48px" class="row">${lockup(28)}<span style="margin-left:auto;font:800 13px ${SANS};letter-spacing:.1em;text-transform:uppercase">Workshop</span></div>
    <div style="position:absolute;left:48px;right:48px;top:${ph * 0.6}px">
      <div class="ys" style="font-size:60px;line-height:1;letter-spacing:-.01em">Rot og balanse</div>
      <p style="margin-top:14px;font:600 19px/1.45 ${SANS};max-width:460px">Tre timer med balanseøvelser, rolig styrke og pust, for deg som vil stå stødigere – på matta og ellers.</p>
      <div class="row" style="margin-top:24px;gap:30px;font:400 16px/1.4 ${SANS}">
        <div><b style="font-weight:800">Lørdag 15. mars</b><br>13:00–16:00</div><div><b style="font-weight:800">Med Amina Yusuf</b><br>Alle nivåer</div><div><b style="font-weight:800">450 kr</b><br>Te og frukt inkludert</div></div></div>
    <div class="row" style="position:absolute;left:48px;right:48px;bottom:36px;justify-content:space-between;font:700 15px ${SANS}"><span>Book på bloomyoga.no</span><span>Nedre Bakklandet 12, Trondheim</span></div></div>`;
}

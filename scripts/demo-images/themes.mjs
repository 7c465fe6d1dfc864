// Per-client visual themes. Each fictional client gets its own colours,
// logo motif and copy so the six portfolio projects are easy to tell apart
// while still sitting inside the studio's blush / plum / cream family.
import { PALETTE as P } from './svg.mjs';

const base = { surface: P.cream, ink: P.plum, onPrimary: P.cream, features: ['Services', 'Approach', 'Journal'] };

/** Ceramics catalogue for the Sol shop (shape, name, price, glaze colour). */
const solProducts = [
  ['vase', 'Dune Vase', '€48', '#c7794f', '#f6e5d6'],
  ['bowl', 'Tide Bowl', '€32', '#e8d9c6', '#efd9cf'],
  ['cup', 'Morning Cup', '€22', '#a85a3a', '#f3e7dc'],
  ['vase', 'Ember Vase', '€56', '#4a1d3f', '#f7e3e0'],
  ['bowl', 'Salt Bowl', '€28', '#a3b8a0', '#eef0e6'],
  ['cup', 'Sand Cup', '€22', '#d4a373', '#f6ead9'],
  ['vase', 'Bloom Vase', '€52', '#f9a8d4', '#f8ece6'],
  ['bowl', 'Ash Bowl', '€34', '#8b7d75', '#f0e9e2'],
].map(([kind, name, price, color, bg]) => ({ kind, name, price, color, bg }));

export const THEMES = {
  'luna-skincare-brand-identity': {
    ...base, kind: 'branding', name: 'Luna', short: 'Luna', initials: 'L', mark: 'moon', domain: 'lunaskin.com',
    eyebrow: 'Clean skincare', tagline: 'Skincare for quiet evenings', person: 'Selma Berg',
    primary: P.plum, accent: P.blush, soft: '#f7e6ee', deskBg: '#f3dce7', accentText: P.rose,
    art: ['#fbe3ee', '#f0c4d9', P.gold], heroBg: ['#4a1d3f', '#7a3368'],
    palette: [P.plum, P.blush, P.cream, P.gold, '#c9a4bd'], fonts: ['Elegant Serif', 'Soft Sans'],
    pack: 'skincare', packLabel: 'Packaging',
  },
  'bloom-yoga-studio-website': {
    ...base, kind: 'website', name: 'Bloom Yoga', short: 'Bloom', mark: 'lotus', domain: 'bloomyoga.no',
    headline: ['Breathe, move,', 'bloom.'], eyebrow: 'Yoga studio · Oslo', cta: 'Book a class',
    primary: '#5f7a5c', accent: P.blush, soft: '#eef2ec', accentText: '#5f7a5c',
    art: ['#dfe8dc', P.sage, P.blush], heroBg: [P.sage, '#8ea78b'], altBg: '#f6dbe7',
    features: ['Classes', 'Retreats', 'Teachers'], quote: 'The kindest studio in town', sectionTitle: 'Find your practice',
    aboutTitle: 'Yoga for every body', contactLine: 'Your first class is on us',
  },
  'nordic-atelier-brand-and-website': {
    ...base, kind: 'brand-web', name: 'Nordic Atelier', short: 'Atelier', initials: 'NA', mark: 'monogram', domain: 'nordicatelier.com',
    headline: ['Slow fashion,', 'made to last.'], eyebrow: 'Tailoring · Bergen', cta: 'View collection', tagline: 'Slow fashion, made to last',
    surface: '#f6efe6', primary: '#3a1832', accent: P.gold, soft: '#ece2d6', deskBg: '#e6d8c8', accentText: '#a0703f',
    art: ['#efe4d8', '#d9c3ad', '#3a1832'], heroBg: ['#2a1024', '#4a1d3f'], person: 'Astrid Holm',
    palette: ['#3a1832', P.gold, '#f6efe6', '#b9a89a', P.blush], fonts: ['Classic Serif', 'Grotesk Sans'],
    features: ['Collection', 'Atelier', 'Fittings'], quote: 'Every seam tells a story', pack: 'fashion', packLabel: 'Shopping bags',
  },
  'sol-ceramics-online-shop': {
    ...base, kind: 'shop', name: 'Sol Ceramics', short: 'Sol', mark: 'sun', domain: 'solceramics.shop',
    headline: ['Handmade', 'for slow mornings.'], eyebrow: 'Stoneware · Small batch', cta: 'Shop now',
    surface: '#fbf4ec', primary: '#a85a3a', accent: P.gold, soft: '#f3e4d4', accentText: '#a85a3a',
    art: ['#f6e5d6', '#e9c9ac', '#a85a3a'], heroBg: ['#e9c9ac', P.gold], altBg: '#f4d9cc',
    banner: 'FREE SHIPPING ON ORDERS OVER €80', collection: 'Summer glaze', products: solProducts,
  },
  'vera-consulting-website': {
    ...base, kind: 'website', name: 'Vera Consulting', short: 'Vera', mark: 'v', domain: 'veraconsulting.com',
    headline: ['Clarity for', 'growing businesses.'], eyebrow: 'Strategy for founders', cta: 'Free intro call',
    surface: '#ffffff', primary: P.plum, accent: P.rose, soft: '#f8eef3', onPrimary: '#ffffff', accentText: P.rose, card: '#fdf6f0',
    art: ['#f6e1ec', '#e9b9d2', P.plum], heroBg: ['#f9d3e6', P.blush], altBg: '#4a1d3f', trioBg: '#f3c9dc',
    features: ['Strategy', 'Workshops', 'Mentoring'], quote: 'Vera helped us double our revenue', sectionTitle: 'How I can help',
    aboutTitle: 'Hi, I am Vera', contactLine: 'Ready to grow with clarity?',
  },
  'fjord-bakery-branding': {
    ...base, kind: 'branding', name: 'Fjord Bakery', short: 'Fjord', initials: 'F', mark: 'fjord', domain: 'fjordbakery.no',
    eyebrow: 'Sourdough & coffee', tagline: 'Baked by the water since dawn', person: 'Ida Nygaard',
    surface: '#fbf6ee', primary: '#4f6f80', accent: P.gold, soft: '#e9eef0', deskBg: '#dfe7ea', ink: '#2f2a33', accentText: '#4f6f80',
    art: ['#e9eef0', '#c9d6dc', P.gold], heroBg: ['#4f6f80', '#6f8f9c'],
    palette: ['#4f6f80', P.gold, '#fbf6ee', '#c98f5a', P.sage], fonts: ['Bakery Serif', 'Friendly Sans'],
    pack: 'bakery', packLabel: 'Bags & boxes',
  },
};

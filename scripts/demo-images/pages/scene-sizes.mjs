// The sizes of a case study's scenes. The hero is cropped from 21:9 (the case study's header) to
// 4:5 (the home page on a phone), so its subject stays in the middle; the gallery scenes fill the
// gallery's wide 16:10 slots.
export const HERO = [2400, 1500];
export const GALLERY = [2000, 1250];

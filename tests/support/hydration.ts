// One definition for the specs and the screenshot script (scripts/hydration.mjs).
export { hydrated } from '../../scripts/hydration.mjs';

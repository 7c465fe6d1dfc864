import { dropRunTemplate } from './jest-postgres-template.mjs';
import { removeRunFolder } from './jest-run-folder.mjs';

export default async function globalTeardown() {
  removeRunFolder();
  await dropRunTemplate();
}

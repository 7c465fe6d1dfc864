import { nameRunTemplate } from './jest-postgres-template.mjs';
import { createRunFolder } from './jest-run-folder.mjs';

export default function globalSetup() {
  createRunFolder();
  nameRunTemplate();
}

import { createRunFolder } from './jest-run-folder.mjs';

export default createRunFolder;

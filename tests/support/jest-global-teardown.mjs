import { removeRunFolder } from './jest-run-folder.mjs';

export default removeRunFolder;

// vera-consulting-website: this client's artefacts, artefact-1… in file order, each { html: () => string, size: [w, h] }.
// Still the shared set (./generic.mjs) until this client gets its own identity (issue 51).
import { genericArtefacts } from './generic.mjs';

export const artefacts = genericArtefacts('vera-consulting-website');

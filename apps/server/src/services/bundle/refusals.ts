import { BUNDLE_JSON_ENTRY } from '@kingside/contract';
import { badRequest } from '../../http/errors.js';
import { words, type Words } from '../core/languages/message.js';

/** A problem and where in the bundle it is: a file of the zip, a field of tournament.json ("rounds.0.matches: …"). */
export const at = (place: string | Words, problem: Words): Words => words('{field}: {problem}', { field: place, problem });

/** A bundle refused whole, in the form's field `file`. */
export const refused = (problem: Words) => badRequest(at('file', problem), 'file');

/** A bundle refused for what its tournament.json says, at that place in it. */
export const refusedInJson = (place: string, problem: Words) => refused(at(BUNDLE_JSON_ENTRY, at(place, problem)));

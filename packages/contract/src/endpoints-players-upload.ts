import { failures, type Endpoint } from './endpoint.js';
import { playersUploadFailure, playersUploadResponse, uploadTemplateQuery } from './players-upload.js';

/** Both upload addresses take the same multipart form and answer alike: a preview, or the players saved. */
const sheetUpload = {
  method: 'POST',
  access: 'managers',
  multipart: true,
  response: {
    200: playersUploadResponse.describe('Preview'),
    201: playersUploadResponse.describe('Saved'),
    400: playersUploadFailure,
    409: playersUploadFailure,
    ...failures(401, 403, 404),
  },
} as const;

/** A player list from a CSV or XLSX sheet, and its template. */
export const playersUploadEndpoints = {
  upload: { ...sheetUpload, path: '/api/players/upload' },
  uploadSheet: { ...sheetUpload, path: '/api/players/upload-sheet' },
  template: { method: 'GET', path: '/api/players/upload-template', access: 'public', query: uploadTemplateQuery, response: failures(400) },
} as const satisfies Record<string, Endpoint>;

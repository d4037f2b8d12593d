import { failures, type Endpoint } from './endpoint.js';
import { playersUploadFailure, playersUploadResponse, uploadTemplateQuery } from './players-upload.js';

/** A player list from a CSV or XLSX sheet, and its template. */
export const playersUploadEndpoints = {
  upload: {
    method: 'POST',
    path: '/api/players/upload',
    access: 'managers',
    multipart: true,
    response: {
      200: playersUploadResponse.describe('Preview'),
      201: playersUploadResponse.describe('Saved'),
      400: playersUploadFailure,
      409: playersUploadFailure,
      ...failures(401, 403, 404),
    },
  },
  uploadSheet: {
    method: 'POST',
    path: '/api/players/upload-sheet',
    access: 'managers',
    multipart: true,
    response: {
      200: playersUploadResponse.describe('Preview'),
      201: playersUploadResponse.describe('Saved'),
      400: playersUploadFailure,
      409: playersUploadFailure,
      ...failures(401, 403, 404),
    },
  },
  template: { method: 'GET', path: '/api/players/upload-template', access: 'public', query: uploadTemplateQuery, response: failures(400) },
} as const satisfies Record<string, Endpoint>;

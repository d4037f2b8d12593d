import { failures, type Endpoint } from './endpoint.js';
import {
  overrideWinnerBody,
  prizeCategoryBody,
  prizeConfigBody,
  prizeStructureResponse,
  prizeUploadFailure,
  prizeUploadResponse,
  prizeWinnersParams,
  prizeWinnersResponse,
  publishPrizesBody,
  staticPrizeCategoriesResponse,
  winnerIdParams,
} from './prizes.js';
import { tournamentIdParams } from './tournament.js';

/** The prize structure and its winners (the published list anyone reads: endpoints-prize-list.ts). */
export const prizesEndpoints = {
  staticCategories: {
    method: 'GET',
    path: '/api/tournament/get-static-prize-cats/{id}',
    access: 'managers',
    params: tournamentIdParams,
    response: { 200: staticPrizeCategoriesResponse, ...failures(400, 401, 403, 404) },
  },
  structure: {
    method: 'GET',
    path: '/api/tournament/prize-config/{id}',
    access: 'managers',
    params: tournamentIdParams,
    response: { 200: prizeStructureResponse, ...failures(400, 401, 403, 404) },
  },
  saveStructure: {
    method: 'POST',
    path: '/api/tournament/prize-config/{id}',
    access: 'managers',
    params: tournamentIdParams,
    body: prizeConfigBody,
    response: { 200: prizeStructureResponse, ...failures(400, 401, 403, 404, 409) },
  },
  saveCategory: {
    method: 'POST',
    path: '/api/tournament/prize-categories',
    access: 'managers',
    body: prizeCategoryBody,
    response: { 200: prizeStructureResponse, ...failures(400, 401, 403, 404, 409) },
  },
  publish: {
    method: 'POST',
    path: '/api/tournament/publish-prizes/{id}',
    access: 'managers',
    params: tournamentIdParams,
    body: publishPrizesBody,
    response: { 200: prizeStructureResponse, ...failures(400, 401, 403, 404, 409) },
  },
  winners: {
    method: 'GET',
    path: '/api/players/prize-winning-players/{id}/{type}',
    access: 'managers',
    params: prizeWinnersParams,
    response: { 200: prizeWinnersResponse, ...failures(400, 401, 403, 404) },
  },
  computeWinners: {
    method: 'POST',
    path: '/api/players/compute-prize-winning-players/{id}',
    access: 'managers',
    params: tournamentIdParams,
    response: { 200: prizeWinnersResponse, ...failures(400, 401, 403, 404, 409) },
  },
  overrideWinner: {
    method: 'PATCH',
    path: '/api/players/update-winning-player/{id}',
    access: 'managers',
    params: winnerIdParams,
    body: overrideWinnerBody,
    response: { 200: prizeWinnersResponse, ...failures(400, 401, 403, 404, 409) },
  },
  uploadWinners: {
    method: 'POST',
    path: '/api/players/upload-prize-winning-players',
    access: 'managers',
    multipart: true,
    response: {
      200: prizeUploadResponse.describe('Preview'),
      201: prizeUploadResponse.describe('Saved'),
      400: prizeUploadFailure,
      409: prizeUploadFailure,
      ...failures(401, 403, 404),
    },
  },
} as const satisfies Record<string, Endpoint>;

export { startFakeLichess, type FakeLichess, type FakeLichessOptions, type RecordedRequest } from './server.js';
export { LichessOpenApi } from './openapi.js';
export { codeLifetimeMs } from './oauth.js';
export { World, type FakeSwiss, type FakeArena, type FakeUser, type FakeTeam, type Outcome } from './world.js';

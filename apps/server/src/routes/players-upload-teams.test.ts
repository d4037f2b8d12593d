import { describe, expect, it } from 'vitest';
import { isUploadFailureMessage, playersUploadFailure, playersUploadResponse, teamsResponse } from '@kingside/contract';
import { call, multipart, testDatabaseKinds, useTestApp, type FormFile } from '../test-support/index.js';
import { as, expectOk, useAccount } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';
import { workbookOf } from '../test-support/workbooks.js';

const csv = (lines: string[]) => `${lines.join('\r\n')}\r\n`;

describe.each(testDatabaseKinds)('a team event’s players from a sheet on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser', 'Olga');
  const o = organiserOf(t, olga);

  const upload = (tournamentId: string, file: Omit<FormFile, 'field'>, fields: Record<string, string> = {}) =>
    call(t.app, 'POST', '/api/players/upload', { token: olga.token, form: multipart({ tournamentId, ...fields }, [{ field: 'file', ...file }]) });
  const league = () => o.create({ name: 'Sheet League', system: 'team_swiss', rounds: 5, boards: 2 });
  const rostersOf = async (id: string) =>
    teamsResponse
      .parse((await as(t).get(`/api/tournament/${id}/teams`)).body)
      .data.teams.map((team) => [team.pairingNumber, team.name, team.roster.map((p) => p.name)]);

  it('enters each row’s team (found by name, or new) and its roster in board order, rows without a board last in file order (CSV)', async () => {
    const id = await league();
    // An existing team keeps its name, whatever the case the sheet writes it in.
    expectOk(await o.api.post(`/api/tournament/${id}/teams`, { name: 'Rooks' }), 201);
    const sheet = csv([
      'Name,Rating,Team,Board',
      'Anna,2100,Knights,2',
      'Ben,2000,rooks,',
      'Cleo,2200,Knights,1',
      'Dan,1900,Knights,',
      'Eve,1800,Rooks,1',
      'Finn,1700,,',
    ]);
    const answer = await upload(id, { name: 'league.csv', content: sheet, type: 'text/csv' });
    expectOk(answer, 201);
    const report = playersUploadResponse.parse(answer.body).data;
    expect(report.rows.map((r) => [r.player?.team, r.player?.board])).toEqual([
      ['Knights', 2],
      ['rooks', null],
      ['Knights', 1],
      ['Knights', null],
      ['Rooks', 1],
      [null, null],
    ]);
    // Knights 2200/2100 (2150) before Rooks 1800/2000 (1900).
    expect(await rostersOf(id)).toEqual([
      [1, 'Knights', ['Cleo', 'Anna', 'Dan']],
      [2, 'Rooks', ['Eve', 'Ben']],
    ]);
  });

  it('reads the same columns from an XLSX workbook', async () => {
    const id = await league();
    const content = await workbookOf([
      ['Name', 'Elo', 'Team name', 'Board'],
      ['Gus', 2000, 'Bishops', 2],
      ['Hana', 1900, 'Bishops', 1],
    ]);
    expectOk(await upload(id, { name: 'league.xlsx', content, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), 201);
    expect(await rostersOf(id)).toEqual([[1, 'Bishops', ['Hana', 'Gus']]]);
  });

  it('refuses a board given twice in one team, naming the rows, and saves nothing', async () => {
    const id = await league();
    const sheet = csv(['Name,Team,Board', 'Anna,Knights,1', 'Ben,Knights,1', 'Cleo,Rooks,1', 'Dan,,3']);
    const answer = await upload(id, { name: 'league.csv', content: sheet, type: 'text/csv' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    const failure = playersUploadFailure.parse(answer.body);
    expect(isUploadFailureMessage(failure.message)).toBe(true);
    expect(failure.message).toMatch(
      /row 2 \(column Board: board 1 of Knights is given in rows 2 and 3\), row 3 .* and row 5 \(column Board: a board is a place in a team/,
    );
    expect(await rostersOf(id)).toEqual([]);
    expect((await o.api.get(`/api/players/entries/${id}`)).body).toMatchObject({ data: [] });
  });

  it('refuses teams in an individual event, and takes an empty Team column there', async () => {
    const open = await o.create({ name: 'Sheet Open', system: 'dutch', rounds: 5 });
    const refused = await upload(open, { name: 'open.csv', content: csv(['Name,Team', 'Anna,Knights']), type: 'text/csv' });
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    const failure = playersUploadFailure.parse(refused.body);
    expect(failure.message).toBe(
      'Upload failed: Sheet Open is an individual event, and column Team gives teams. Every column may stay except that one: leave it empty, or name it Club if it holds the players’ clubs',
    );
    expect((await o.api.get(`/api/players/entries/${open}`)).body).toMatchObject({ data: [] });
    expectOk(await upload(open, { name: 'open.csv', content: csv(['Name,Team', 'Anna,']), type: 'text/csv' }), 201);
  });
});

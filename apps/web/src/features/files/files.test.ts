import { describe, expect, it } from 'vitest';
import type { TournamentFile } from '@kingside/contract';
import { chosenFiles, downloadUrl, fileHint, formatSize, hasFiles, publicFiles, tournamentFormData } from './files.js';

const file = (kind: TournamentFile['kind'], name: string): TournamentFile => ({
  id: crypto.randomUUID(),
  kind,
  name,
  url: `/api/tournament/t/files/${name}`,
  contentType: 'application/pdf',
  size: 10,
  uploadedAt: '2026-01-01T00:00:00.000Z',
});

describe('tournament files in the web app', () => {
  it('sends fields as text the contract reads back, leaves unset values out, and adds each file under its kind', async () => {
    const logo = new File([new Uint8Array([0x89, 0x50])], 'logo.png', { type: 'image/png' });
    const rules = new File(['%PDF-1.4'], 'rules.pdf', { type: 'application/pdf' });
    const form = tournamentFormData(
      { name: 'Open', rounds: 7, sharedPlaces: false, tiebreaks: ['BH/C1', 'SB'], pointSystem: { win: 1, draw: 0.5, loss: 0 }, venue: undefined, city: null },
      { logo: [logo], regulations: [rules], attachments: [] },
    );
    expect(form.get('name')).toBe('Open');
    expect(form.get('rounds')).toBe('7');
    expect(form.get('sharedPlaces')).toBe('false');
    expect(form.get('tiebreaks')).toBe('["BH/C1","SB"]');
    expect(form.get('pointSystem')).toBe('{"win":1,"draw":0.5,"loss":0}');
    expect(form.has('venue')).toBe(false);
    expect(form.has('city')).toBe(false);
    const sentLogo = form.get('logo') as File;
    expect(sentLogo.name).toBe('logo.png');
    expect(new Uint8Array(await sentLogo.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50]));
    expect((form.get('regulations') as File).name).toBe('rules.pdf');
    expect(form.getAll('attachments')).toEqual([]);
  });

  it('knows when a form picked files', () => {
    expect(hasFiles({})).toBe(false);
    expect(hasFiles({ logo: [], attachments: [] })).toBe(false);
    expect(hasFiles({ attachments: [new File(['x'], 'x.pdf')] })).toBe(true);
  });

  it('puts the logo apart and lists regulations before attachments', () => {
    const files = [file('attachments', 'hotel.pdf'), file('logo', 'logo.png'), file('regulations', 'rules.pdf')];
    const { logo, documents } = publicFiles(files);
    expect(logo?.name).toBe('logo.png');
    expect(documents.map((d) => d.name)).toEqual(['rules.pdf', 'hotel.pdf']);
    expect(publicFiles([]).logo).toBeUndefined();
  });

  it('says sizes and limits in words', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(2048)).toBe('2 KB');
    expect(formatSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(fileHint('logo')).toBe('PNG, JPEG or WebP image, up to 2 MB; a new one replaces the old.');
    expect(fileHint('attachments')).toBe('PDF, PNG, JPEG or WebP, up to 10 MB each, at most 10.');
    expect(downloadUrl({ url: '/api/tournament/t/files/f' })).toBe('/api/tournament/t/files/f?download=true');
  });

  it('takes the picked files out of the upload fields, kind by kind', () => {
    const a = new File(['a'], 'a.pdf');
    const b = new File(['b'], 'b.png');
    expect(chosenFiles({ attachments: [{ originFileObj: a }, {}], logo: [{ originFileObj: b }], regulations: undefined })).toEqual({
      attachments: [a],
      logo: [b],
    });
    expect(chosenFiles({})).toEqual({});
  });
});

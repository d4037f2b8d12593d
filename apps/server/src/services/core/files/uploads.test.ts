import { describe, expect, it } from 'vitest';
import { cleanFileName, readUpload } from './uploads.js';
import { sniffType } from './sniff.js';
import { tinyPng } from '../../../test-support/images.js';

const png = tinyPng();
const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const read = (field: string, name: string, bytes: Buffer) =>
  readUpload(
    field,
    name,
    (async function* () {
      yield bytes;
    })(),
  );

// An upload kept the name it was sent with (evil.html holding a PNG was offered for download as evil.html), and a
// page starting <html> with %PDF- later on passed as a PDF: the name now ends as the bytes are, and a PDF starts %PDF-.
describe('an upload is named and typed by its bytes', () => {
  it('gives the name the ending of the type its bytes have', async () => {
    expect((await read('logo', 'evil.html', png)).name).toBe('evil.png');
    expect((await read('attachments', 'report.HTM', pdf)).name).toBe('report.pdf');
    expect((await read('regulations', 'Regulations 2026.PDF', pdf)).name).toBe('Regulations 2026.PDF');
    expect(cleanFileName('hotel.jpeg', 'attachments', 'image/jpeg')).toBe('hotel.jpeg');
    expect(cleanFileName('hotel.jpg', 'attachments', 'image/jpeg')).toBe('hotel.jpg');
    expect(cleanFileName('map.png', 'attachments', 'image/webp')).toBe('map.webp');
    expect(cleanFileName('evil.html.png', 'logo', 'image/png')).toBe('evil.html.png');
    expect(cleanFileName('evil.png.html', 'logo', 'image/png')).toBe('evil.png.png');
    // A dot followed by digits is part of the name (a version), not a type.
    expect(cleanFileName('Rules v1.2', 'regulations', 'application/pdf')).toBe('Rules v1.2.pdf');
    expect(cleanFileName('notes', 'attachments', 'application/pdf')).toBe('notes.pdf');
    expect(cleanFileName(undefined, 'logo', 'image/png')).toBe('logo.png');
    expect(cleanFileName('.html', 'logo', 'image/png')).toBe('logo.png');
    expect(cleanFileName('../../etc/passwd', 'attachments', 'application/pdf')).toBe('passwd.pdf');
  });

  it('keeps a long name within 200 characters, its type ending included', () => {
    const long = cleanFileName(`${'x'.repeat(300)}.html`, 'attachments', 'application/pdf');
    expect(long).toHaveLength(200);
    expect(long.endsWith('x.pdf')).toBe(true);
  });

  it('takes a PDF only when it starts with %PDF-', async () => {
    const page = Buffer.from('<html><body><script>alert(1)</script></body></html>\n%PDF-1.4\n%%EOF\n');
    const junkFirst = Buffer.concat([Buffer.from('junk before the signature\n'), pdf]);
    expect(sniffType(pdf)).toBe('application/pdf');
    expect(sniffType(page)).toBe('html');
    expect(sniffType(junkFirst)).toBeUndefined();
    await expect(read('regulations', 'rules.pdf', page)).rejects.toMatchObject({
      statusCode: 415,
      message: 'regulations: the file is a web page (HTML), which is not accepted (it can carry scripts); send a PDF',
    });
    await expect(read('regulations', 'rules.pdf', junkFirst)).rejects.toMatchObject({ statusCode: 415, message: 'regulations: the file is not a PDF' });
  });

  it('takes an image only with its signature at the start', async () => {
    expect(sniffType(png)).toBe('image/png');
    expect(sniffType(Buffer.concat([Buffer.from(' '), png]))).toBeUndefined();
    expect(sniffType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
    expect(sniffType(Buffer.from('RIFF\u0020\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffType(Buffer.from('RIFF\u0020\0\0\0WAVEfmt '))).toBeUndefined();
  });

  it('refuses HTML and SVG by name, whatever the file is called', async () => {
    for (const page of ['<!DOCTYPE html><p>hi', '\ufeff  <html lang="en">', '<script>alert(1)</script>', '<?xml version="1.0"?><x/>', '<!-- a --><p>']) {
      await expect(read('logo', 'logo.png', Buffer.from(page)), page).rejects.toMatchObject({
        statusCode: 415,
        message: expect.stringMatching(/^logo: the file is a web page \(HTML\)/),
      });
    }
    await expect(read('logo', 'logo.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).rejects.toMatchObject({
      statusCode: 415,
      message: expect.stringMatching(/^logo: SVG is not accepted/),
    });
  });
});

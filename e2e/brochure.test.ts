import { describe, expect, it } from 'vitest';
import { tinyPng } from '../apps/server/src/test-support/images.js';
import { signIn, signUp, type Person } from './support/accounts.js';
import { downloadBehindSpinner, downloadBy, expectPath, toast } from './support/browser.js';
import { useKingside } from './support/session.js';

const kingside = useKingside();

const organiser: Person = { name: 'Bea Brochure', email: 'bea@club.example', password: 'sicilian-najdorf-6', role: 'organiser' };
const regulations = Buffer.from('%PDF-1.4\n% Bath Congress regulations\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

let tournamentPath = '';

describe('tournament files and brochure in the browser', () => {
  it('creates a tournament with its logo and regulations, then adds and deletes an attachment in the files tab', async () => {
    const { page, context, pageErrors } = await kingside.visit();
    await signUp(page, organiser);
    await expectPath(page, '/admin/dashboard');
    await page.goto('/admin/create-tournament');
    const form = page.locator('form#tournament');
    await form.getByLabel('Name', { exact: true }).fill('Bath Congress');
    await form.locator('input[type=file]').nth(0).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng() });
    await form.locator('input[type=file]').nth(1).setInputFiles({ name: 'regulations.pdf', mimeType: 'application/pdf', buffer: regulations });
    await form.getByRole('button', { name: 'Create tournament' }).click();
    await page.waitForURL(/\/admin\/tournament\/[0-9a-f-]{36}$/);
    tournamentPath = new URL(page.url()).pathname;

    await page.getByRole('tab', { name: /^Files & exports \(2\)$/ }).click();
    const files = page.getByRole('tabpanel', { name: /Files/ });
    await files.getByRole('link', { name: 'regulations.pdf', exact: true }).waitFor();
    await files.locator('input[type=file]').nth(2).setInputFiles({ name: 'hotel.pdf', mimeType: 'application/pdf', buffer: regulations });
    await files.getByRole('button', { name: /Upload files$/ }).click();
    await files.getByRole('link', { name: 'hotel.pdf', exact: true }).waitFor();
    await page.getByRole('tab', { name: /^Files & exports \(3\)$/ }).waitFor();

    await files.getByRole('button', { name: 'Delete hotel.pdf' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('tab', { name: /^Files & exports \(2\)$/ }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('refuses a file that is not what it claims, naming the field', async () => {
    const { page, context } = await kingside.visit();
    await signIn(page, organiser);
    await expectPath(page, '/admin/dashboard');
    await page.goto('/admin/create-tournament');
    const form = page.locator('form#tournament');
    await form.getByLabel('Name', { exact: true }).fill('Fake Logo Open');
    await form
      .locator('input[type=file]')
      .nth(0)
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<html>not an image</html>') });
    await form.getByRole('button', { name: 'Create tournament' }).click();
    await toast(page, 'Logo: the file is a web page (HTML), which is not accepted (it can carry scripts); send a PNG, JPEG or WebP image').waitFor();
    await expectPath(page, '/admin/create-tournament');
    await context.close();
  });

  it('builds the brochure without a success toast, downloads it as PDF with the PDF spinner, and offers it on the public page', async () => {
    const { page, context, pageErrors } = await kingside.visit();
    await signIn(page, organiser);
    await expectPath(page, '/admin/dashboard');
    const id = tournamentPath.split('/').pop() ?? '';

    // Spec §2: the editor is also reached as ?id=.
    await page.goto(`/admin/create-brochure?id=${id}`);
    await page.getByText('Not published yet').waitFor();
    await page.getByLabel('Description').fill('Five rounds in the Guildhall. Łódź players welcome.');
    await page.getByRole('button', { name: 'Add an entry' }).click();
    await page.getByPlaceholder('Round 1').fill('Round 1');
    await page.getByLabel('Date').fill('2026-06-05');
    await page.getByLabel('Time').fill('18:30');
    await page.getByLabel('Prizes').fill('1st £500');
    await page.getByLabel('Contacts').fill('bea@club.example');
    await page.getByRole('button', { name: 'Save brochure' }).click();
    await page.getByText(/^Last saved/).waitFor();
    // Spec §5: brochure updates show no success message.
    expect(await page.locator('.ant-notification-notice-success').count()).toBe(0);

    const pdf = await downloadBehindSpinner(page, page.getByRole('button', { name: 'Download PDF' }), '**/brochure.pdf');
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.name).toBe('Bath Congress brochure.pdf');

    // The public page: logo, regulations link, brochure download.
    await page.goto(`/tournaments/${id}`);
    await page.getByRole('img', { name: 'Bath Congress logo' }).waitFor();
    await page.getByRole('link', { name: /regulations\.pdf/ }).waitFor();
    const publicDownload = await downloadBy(page, page.getByRole('button', { name: 'Tournament brochure (PDF)' }));
    expect(publicDownload.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

/** Debian's Chromium (`apt-get install chromium`); CHROMIUM_PATH points elsewhere when needed. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(`No Chromium at ${chromiumPath}: install it (apt-get install -y chromium) or set CHROMIUM_PATH`);
  }
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export interface Visit {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors of the page's scripts; a test expects none. */
  pageErrors: Error[];
  /** What the Content-Security-Policy refused, in any page of the profile; useKingside fails the file on any. */
  cspViolations: string[];
}

/**
 * A fresh browser profile (own localStorage) on the app; `locale` is the browser's language (navigator.languages and
 * Accept-Language), the browser's own without one.
 */
export async function visit(browser: Browser, baseURL: string, viewport: { width: number; height: number } = DESKTOP, locale?: string): Promise<Visit> {
  const context = await browser.newContext({ baseURL, viewport, ...(locale && { locale }) });
  const cspViolations: string[] = [];
  // Chromium reports every refusal of the policy as a console error (the server's Content-Security-Policy).
  const watch = (page: Page) =>
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) cspViolations.push(`${page.url()}: ${message.text()}`);
    });
  context.on('page', watch);
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  return { context, page, pageErrors, cspViolations };
}

export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'));
}

/** The app's toasts (antd notifications). */
function toasts(page: Page): Locator {
  return page.locator('.ant-notification-notice');
}

/** The toasts that say `text`. */
export function toast(page: Page, text: string): Locator {
  return toasts(page).filter({ hasText: text });
}

/**
 * Resolves once React has hydrated the element (its event handlers are attached). A server-rendered page shows
 * before its scripts run: a hover or a tap before then does nothing, as for a person on a slow phone.
 */
export async function hydrated(element: Locator): Promise<void> {
  const handle = await element.elementHandle();
  await element.page().waitForFunction((node) => node !== null && Object.keys(node).some((key) => key.startsWith('__reactProps$')), handle);
}

/** The pathname once the app has settled there (client-side navigation has no load event). */
export async function expectPath(page: Page, pathname: string, timeout = 15_000): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === pathname, { timeout });
  } catch (error) {
    // Say where the app went instead, and what it told the user.
    const told = await toasts(page).allInnerTexts();
    throw new Error(`Expected ${pathname}, still at ${page.url()}; toasts: ${JSON.stringify(told)}`, { cause: error });
  }
}

/** Rows of the first table in `scope`, as their cells' texts. */
export async function tableRows(scope: Locator): Promise<string[][]> {
  // antd's tables and the plain ones of the public pages.
  const rows = scope.locator('.ant-table-tbody tr.ant-table-row, .ks-table > tbody > tr.ks-table__row');
  const count = await rows.count();
  const result: string[][] = [];
  for (let i = 0; i < count; i++) result.push((await rows.nth(i).locator('td').allInnerTexts()).map((text) => text.trim()));
  return result;
}

/** A score as the tables show it ("2½", "½", "3") as a number. */
export function shownPoints(text: string): number {
  return Number(text.replace('½', '.5').replace(/^\./, '0.'));
}

/** How far the page sticks out sideways; 0 when it fits the viewport's width. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

export interface DownloadedFile {
  /** The name the browser suggests saving it under. */
  name: string;
  bytes: Buffer;
}

/** Clicks the button, and reads what the browser saved. */
export async function downloadBy(page: Page, button: Locator): Promise<DownloadedFile> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

/** The spinner the app shows while the server renders a PDF. */
export function pdfSpinner(page: Page): Locator {
  return page.getByText('Loading Pdf......', { exact: true });
}

/**
 * Like downloadBy, but the request for `url` (a route glob) is held back until the PDF spinner has
 * shown, so seeing the spinner does not race the server.
 */
export async function downloadBehindSpinner(page: Page, button: Locator, url: string): Promise<DownloadedFile> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  try {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      (async () => {
        await button.click();
        await pdfSpinner(page).waitFor();
        release();
      })(),
    ]);
    return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
  } finally {
    // A failed wait must not leave the request hanging on a page the test goes on using.
    release();
    await page.unroute(url);
  }
}

/**
 * Opens an antd tab as a person would: tapped once on screen. A phone's tab bar holds more tabs than it shows and
 * slides sideways under the finger (antd moves it on touch and wheel alike): it is slid until the tab shows.
 */
export async function openTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name, exact: true });
  const width = page.viewportSize()?.width ?? Number.POSITIVE_INFINITY;
  const onScreen = async () => {
    const box = await tab.boundingBox();
    return box !== null && box.x >= 0 && box.x + box.width <= width;
  };
  const bar = await page.locator('.ant-tabs-nav-wrap').first().boundingBox();
  for (let slide = 0; bar && slide < 20 && !(await onScreen()); slide++) {
    await page.mouse.move(bar.x + bar.width / 2, bar.y + bar.height / 2);
    await page.mouse.wheel(120, 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await tab.click();
}

/**
 * Picks an option of a searchable select as a person does: types part of it, waits for the option to show in the
 * open list, taps it. Pressing Enter instead picks whatever the list holds at that moment, which on a loaded machine
 * may still be nothing.
 */
export async function chooseOption(page: Page, select: Locator, text: string): Promise<void> {
  const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: text }).first();
  // A live update can draw the form again while the list is open, which closes the list: the person types again.
  for (let attempt = 1; ; attempt++) {
    await select.fill(text);
    try {
      await option.click({ timeout: 10_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/**
 * Taps a button that opens a popconfirm, then the popconfirm's button. On a loaded machine the tap can land while the
 * table under it is drawn again from a refetch, and open nothing: the button is tapped again (three times at most)
 * until the popconfirm shows. A tap that did open it is never repeated, so it is never closed again.
 */
export async function confirmInPopup(page: Page, trigger: Locator, okName: string): Promise<void> {
  const ok = page.locator('.ant-popconfirm:visible').getByRole('button', { name: okName });
  for (let attempt = 1; ; attempt++) {
    await trigger.click();
    try {
      await ok.waitFor({ timeout: 10_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  await ok.click();
}

/** The JSON answer of the next request to a path that matches, with what it was sent: the server's words, however briefly a toast shows them. */
export async function answerTo(page: Page, path: string, sent: (body: string) => boolean): Promise<{ status: number; message: string }> {
  const response = await page.waitForResponse((r) => new URL(r.url()).pathname.startsWith(path) && sent(r.request().postData() ?? ''), { timeout: 30_000 });
  return { status: response.status(), message: ((await response.json()) as { message: string }).message };
}

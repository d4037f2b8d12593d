import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium (`apt-get install chromium`); CHROMIUM_PATH points elsewhere when needed. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(`No Chromium at ${chromiumPath}: install it (apt-get install -y chromium) or set CHROMIUM_PATH`);
  }
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export interface Visit {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors of the page's scripts; a test expects none. */
  pageErrors: Error[];
}

/** A fresh browser profile (own localStorage) on the app. */
export async function visit(browser: Browser, baseURL: string, viewport: { width: number; height: number } = DESKTOP): Promise<Visit> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  return { context, page, pageErrors };
}

export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'));
}

/** The pathname once the app has settled there (client-side navigation has no load event). */
export async function expectPath(page: Page, pathname: string, timeout = 15_000): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === pathname, { timeout });
  } catch (error) {
    // Say where the app went instead, and what it told the user.
    const toasts = await page.locator('.ant-notification-notice').allInnerTexts();
    throw new Error(`Expected ${pathname}, still at ${page.url()}; toasts: ${JSON.stringify(toasts)}`, { cause: error });
  }
}

/**
 * Debian's Chromium driven by playwright-core (never a downloaded browser), with the flags this
 * sandbox needs: no sandbox as root, and no background traffic to Google's hosts.
 */
import fs from 'fs';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM))
    throw new Error(
      `no Chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH)`
    );
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
}

/**
 * A fresh browser context (its own storage) signed in through the admin's login form; 1440×900 in
 * the machine's time zone unless told otherwise.
 */
export async function signIn(
  browser: Browser,
  origin: string,
  email: string,
  password: string,
  options: { timezoneId?: string; viewport?: { width: number; height: number } } = {}
): Promise<Page> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1440, height: 900 },
    deviceScaleFactor: 1,
    locale: 'en-US',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  const page = await context.newPage();
  await page.goto(`${origin}/admin/auth/login`);
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', password);
  await page.click('button[type="submit"]');
  await page.waitForURL((url) => !url.pathname.includes('/auth/'), { timeout: 60000 });
  // The main navigation is there once the admin has loaded the user's permissions.
  await page.locator('nav a[href="/admin/content-manager"]').first().waitFor({ timeout: 60000 });
  return page;
}

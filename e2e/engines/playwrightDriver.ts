/** The flow's driver over Playwright (playwright-core): Debian's Chromium and Firefox ESR. */
import fs from 'node:fs';
import { chromium, firefox, type Browser, type Locator, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium';
import { STEP_TIMEOUT_MS, type Driver } from './driver';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

function requireBinary(file: string, pkg: string): void {
  if (!fs.existsSync(file))
    throw new Error(`${file} not found: install Debian's ${pkg} (apt-get install -y ${pkg}; .ci/run does)`);
}

class PlaywrightDriver implements Driver {
  constructor(
    private readonly browser: Browser,
    private readonly page: Page,
  ) {
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    page.setDefaultNavigationTimeout(STEP_TIMEOUT_MS);
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(url);
    await this.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  }

  /** While a modal dialog is open, only what it holds can be reached. */
  private async scope(): Promise<Page | Locator> {
    const dialog = this.page.locator('[role="dialog"][aria-modal="true"]:not([aria-hidden="true"])');
    return (await dialog.count()) > 0 ? dialog.first() : this.page;
  }

  async click(role: 'button' | 'link', name: string): Promise<void> {
    await (await this.scope()).getByRole(role, { name, exact: true }).locator('visible=true').first().click();
  }

  async type(label: string, text: string, options: { enter?: boolean } = {}): Promise<void> {
    // Key by key: fill() on Firefox's channel does not reach React's state.
    // The field itself: a combobox's listbox carries the same label.
    const field = (await this.scope())
      .getByLabel(label, { exact: true })
      .and(this.page.locator('input, textarea, select'));
    await field.pressSequentially(text);
    // Letters a US keyboard lacks (Cyrillic, ʻ) go in as inserted text, which React's value
    // tracker does not see on Firefox's channel; a key press after them makes React read the field.
    if (/[^\x20-\x7e]/.test(text)) {
      await field.press('Space');
      await field.press('Backspace');
    }
    if (options.enter) await field.press('Enter');
  }

  async waitForText(text: string): Promise<string> {
    try {
      await this.page.getByText(text).locator('visible=true').first().waitFor();
    } catch (error) {
      throw new Error(
        `${error instanceof Error ? error.message.split('\n')[0] : String(error)}; ${await this.shows()}`,
        { cause: error },
      );
    }
    return this.read();
  }

  /** What the open dialog, or else the page, shows: for a failure's message. */
  private async shows(): Promise<string> {
    const scope = await this.scope();
    const text = await (scope === this.page ? this.page.locator('body') : (scope as Locator)).innerText();
    return `${scope === this.page ? 'the page' : 'the dialog'} shows:\n${text.slice(0, 2000)}`;
  }

  read(): Promise<string> {
    return this.page.locator('body').innerText();
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}

export async function openChromium(): Promise<Driver> {
  requireBinary(chromiumLaunchOptions.executablePath, 'chromium');
  const browser = await chromium.launch({ ...chromiumLaunchOptions, timeout: 30_000 });
  return new PlaywrightDriver(browser, await browser.newPage());
}

export async function openFirefox(): Promise<Driver> {
  requireBinary(FIREFOX_PATH, 'firefox-esr');
  const browser = await firefox.launch({ channel: 'moz-firefox', executablePath: FIREFOX_PATH, timeout: 30_000 });
  return new PlaywrightDriver(browser, await browser.newPage());
}

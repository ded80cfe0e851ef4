/**
 * The flow's driver for WebKitGTK (Debian's webkit2gtk-driver): WebKitWebDriver under an Xvfb
 * display of its own, spoken to with selenium-webdriver. WebDriver has no "by role" locator, so a
 * small script in the page finds the element by its label or accessible name, and WebDriver clicks
 * and types into it like a user. Every call has a time limit; close() ends the driver and Xvfb.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { STEP_TIMEOUT_MS, within, type Driver } from './driver';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB = '/usr/bin/Xvfb';

/** Finds a visible element (arguments: kind 'button' | 'link' | 'label', name); null when none. */
const FIND = `
  const [kind, name] = arguments;
  const clean = (s) => (s || '').replace(/\\s+/g, ' ').trim();
  const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('[inert], [aria-hidden="true"]');
  // While a modal dialog is open, only what it holds can be reached.
  const scope = document.querySelector('[role="dialog"][aria-modal="true"]:not([aria-hidden="true"])') || document;
  if (kind === 'label') {
    for (const label of scope.querySelectorAll('label')) {
      if (clean(label.textContent) !== name || !visible(label)) continue;
      const field = (label.htmlFor && document.getElementById(label.htmlFor)) || (label.id && document.querySelector('[aria-labelledby~="' + label.id + '"]:is(input, textarea, select)'));
      if (field) return field;
    }
    return [...scope.querySelectorAll('[aria-label]')].find((el) => el.getAttribute('aria-label') === name && visible(el)) || null;
  }
  const selector = kind === 'button' ? 'button, [role="button"]' : 'a[href], [role="link"]';
  return [...scope.querySelectorAll(selector)].find((el) => visible(el) && clean(el.getAttribute('aria-label') || el.textContent) === name) || null;
`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function requireBinary(file: string, pkg: string): void {
  if (!fs.existsSync(file))
    throw new Error(`${file} not found: install Debian's ${pkg} (apt-get install -y ${pkg}; .ci/run does)`);
}

/** Starts Xvfb on a free display (it picks one and writes its number to fd 3). */
function startXvfb(): Promise<{ xvfb: ChildProcess; display: string }> {
  const xvfb = spawn(XVFB, ['-displayfd', '3', '-screen', '0', '1280x900x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  return within(
    15_000,
    'Xvfb start',
    new Promise<{ xvfb: ChildProcess; display: string }>((resolve, reject) => {
      let out = '';
      xvfb.stdio[3]!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('\n')) resolve({ xvfb, display: `:${out.trim()}` });
      });
      xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
    }),
  ).catch((error: unknown) => {
    xvfb.kill('SIGKILL');
    throw error;
  });
}

async function waitForDriver(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/status`, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('WebKitWebDriver did not answer within 15 s');
}

class WebKitDriver implements Driver {
  constructor(
    private readonly web: WebDriver,
    private readonly stopProcesses: () => void,
  ) {}

  /**
   * Finds the element and acts on it, again and again until it works or STEP_TIMEOUT_MS passes:
   * React may replace the node, or an opening dialog still cover it, between the two.
   */
  private async act(
    kind: 'button' | 'link' | 'label',
    name: string,
    action: (element: WebElement) => Promise<void>,
  ): Promise<void> {
    const deadline = Date.now() + STEP_TIMEOUT_MS;
    let last = 'not found';
    for (;;) {
      try {
        const element = await within(5_000, 'find', this.web.executeScript<WebElement | null>(FIND, kind, name));
        if (element) {
          await within(STEP_TIMEOUT_MS, 'act', action(element));
          return;
        }
      } catch (error) {
        last = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      }
      if (Date.now() > deadline)
        throw new Error(`no visible ${kind} "${name}" to act on within ${STEP_TIMEOUT_MS} ms (${last})`);
      await sleep(150);
    }
  }

  async goto(url: string): Promise<void> {
    await within(STEP_TIMEOUT_MS, `open ${url}`, this.web.get(url));
    await this.waitFor('return document.documentElement.hasAttribute("data-hydrated");', 'the app to start');
  }

  private async waitFor(script: string, what: string): Promise<void> {
    const deadline = Date.now() + STEP_TIMEOUT_MS;
    while (!(await within(5_000, what, this.web.executeScript<boolean>(script)))) {
      if (Date.now() > deadline) throw new Error(`waited ${STEP_TIMEOUT_MS} ms for ${what}`);
      await sleep(100);
    }
  }

  async click(role: 'button' | 'link', name: string): Promise<void> {
    await this.act(role, name, (element) => element.click());
  }

  async type(label: string, text: string, options: { enter?: boolean } = {}): Promise<void> {
    await this.act('label', label, (field) => field.sendKeys(text, ...(options.enter ? [Key.ENTER] : [])));
  }

  async waitForText(text: string): Promise<string> {
    const deadline = Date.now() + STEP_TIMEOUT_MS;
    for (;;) {
      const now = await this.read();
      if (now.includes(text)) return now;
      if (Date.now() > deadline) throw new Error(`the page never showed "${text}"; it shows:\n${now.slice(0, 2000)}`);
      await sleep(150);
    }
  }

  read(): Promise<string> {
    return within(5_000, 'read the page', this.web.executeScript<string>('return document.body.innerText;'));
  }

  async close(): Promise<void> {
    try {
      await within(10_000, 'end the WebKit session', this.web.quit());
    } finally {
      this.stopProcesses();
    }
  }
}

/** Opens MiniBrowser under automation; `port` is WebKitWebDriver's. */
export async function openWebKit(port: number): Promise<Driver> {
  requireBinary(WEBKIT_DRIVER, 'webkit2gtk-driver');
  requireBinary(MINIBROWSER, 'webkit2gtk-driver');
  requireBinary(XVFB, 'xvfb');
  const { xvfb, display } = await startXvfb();
  // A process group of its own, so MiniBrowser (the driver's child) ends with it.
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display },
    stdio: 'ignore',
    detached: true,
  });
  const stopProcesses = () => {
    try {
      if (driver.pid !== undefined) process.kill(-driver.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    xvfb.kill('SIGKILL');
  };
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitForDriver(url, driver);
    const web = await within(
      30_000,
      'start a WebKit session',
      new Builder()
        .usingServer(url)
        .withCapabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
        })
        .build(),
    );
    return new WebKitDriver(web, stopProcesses);
  } catch (error) {
    stopProcesses();
    throw error;
  }
}

/**
 * What the main flow asks of a browser, small enough for three drivers: Playwright for Chromium
 * and Firefox ESR, WebDriver (selenium) for WebKitGTK. Every call gives up after `timeoutMs`.
 */
export interface Driver {
  /** Opens `url` and waits until the app is live (html[data-hydrated]). */
  goto(url: string): Promise<void>;
  /** Clicks the first visible button or link whose accessible name is `name`. */
  click(role: 'button' | 'link', name: string): Promise<void>;
  /** Types `text` key by key into the field labelled `label`; `enter` presses Enter after it. */
  type(label: string, text: string, options?: { enter?: boolean }): Promise<void>;
  /** Waits until the page's visible text contains `text`; returns that text. */
  waitForText(text: string): Promise<string>;
  /** The page's visible text now. */
  read(): Promise<string>;
  close(): Promise<void>;
}

export const STEP_TIMEOUT_MS = 15_000;

/** Rejects when `promise` takes longer than `ms`, naming `what`. */
export async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

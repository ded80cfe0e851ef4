/** Types of chromium.js (shared with the benchmarks, which run it under plain node). */
export interface ChromiumLaunchOptions {
  executablePath: string;
  args: string[];
}
export declare const chromiumLaunchOptions: ChromiumLaunchOptions;
export declare function chromiumLaunchOptionsWith(...args: string[]): ChromiumLaunchOptions;
export declare const UNSEEN_BROWSER_PAGES: string[];

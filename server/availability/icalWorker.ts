/**
 * Reads a calendar feed in a worker thread (icalParse.worker.ts), within a deadline and a memory
 * ceiling, so that even a 2 MiB feed of thousands of long stays never holds up the event loop
 * that answers guests. The worker loads the way the server itself runs: through ts-node from the
 * TypeScript source (as `npm start`, `npm run server` and the tests run it), or as plain
 * JavaScript when the server was compiled.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { FeedRefusedError } from './icalParse';
import type { FeedLimits, FeedNights } from './icalParse';
import type { ParseAnswer, ParseJob } from './icalParse.worker';

export interface WorkerLimits {
  /** The worker is stopped and the feed refused after this long. */
  parseTimeoutMs: number;
  /** The worker's heap ceiling; a feed that needs more is refused. */
  maxHeapMb: number;
}

const REPO_ROOT = path.resolve(__dirname, '../..');
/** The worker's entry, next to this file and of its kind (.ts under ts-node, .js compiled). */
const WORKER_FILE = path.join(__dirname, `icalParse.worker${path.extname(__filename) || '.js'}`);

/** Boots the worker: ts-node first for a TypeScript entry, with the repository's tsconfig.json (its "ts-node" section). */
const BOOT = `
const { workerData } = require('node:worker_threads');
if (workerData.tsNode) require(workerData.tsNode).register({ project: workerData.project, transpileOnly: true });
require(workerData.file);
`;

function workerSource(): { tsNode: string | null; project: string; file: string } {
  return {
    tsNode: WORKER_FILE.endsWith('.ts') ? require.resolve('ts-node') : null,
    project: path.join(REPO_ROOT, 'tsconfig.json'),
    file: WORKER_FILE,
  };
}

/**
 * The nights `text` blocks within [from, to), read in a worker. Rejects with FeedRefusedError
 * when the feed is over a limit, takes too long or needs too much memory; `signal` stops it.
 */
export function readFeedInWorker(
  text: string,
  from: string,
  to: string,
  limits: FeedLimits & WorkerLimits,
  signal?: AbortSignal,
): Promise<FeedNights> {
  const job: ParseJob = { text, from, to, limits: { maxEvents: limits.maxEvents } };
  return new Promise<FeedNights>((resolve, reject) => {
    const worker = new Worker(BOOT, {
      eval: true,
      workerData: { ...workerSource(), job },
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb },
    });
    let settled = false;
    const finish = (outcome: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => finish(() => reject(new FeedRefusedError(`took longer than ${limits.parseTimeoutMs / 1000} s to read`))),
      limits.parseTimeoutMs,
    );
    const onAbort = (): void => finish(() => reject(new Error('stopped')));
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.once('message', (answer: ParseAnswer) =>
      finish(() => {
        if (answer.ok) resolve(answer.result);
        else reject(answer.refused ? new FeedRefusedError(answer.message) : new Error(answer.message));
      }),
    );
    worker.once('error', (error: NodeJS.ErrnoException) =>
      finish(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new FeedRefusedError(`needs more than ${limits.maxHeapMb} MB to read`)
            : error,
        ),
      ),
    );
    worker.once('exit', (code) => finish(() => reject(new Error(`the calendar reader stopped (exit ${code})`))));
  });
}

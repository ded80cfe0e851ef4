/**
 * The worker thread that reads one calendar feed (icalWorker.ts starts it): the job comes in
 * workerData, the nights or the reason for refusing the feed go back as one message.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { blockedNights, FeedRefusedError } from './icalParse';
import type { FeedLimits, FeedNights } from './icalParse';

export interface ParseJob {
  text: string;
  from: string;
  to: string;
  limits: FeedLimits;
}

export type ParseAnswer = { ok: true; result: FeedNights } | { ok: false; refused: boolean; message: string };

const { job } = workerData as { job: ParseJob };
let answer: ParseAnswer;
try {
  answer = { ok: true, result: blockedNights(job.text, job.from, job.to, job.limits) };
} catch (error) {
  answer = {
    ok: false,
    refused: error instanceof FeedRefusedError,
    message: error instanceof Error ? error.message : String(error),
  };
}
parentPort?.postMessage(answer);

/**
 * npm run replay -- <recording.json>…
 * Replays each recorded booking flow on a fresh store in Node (scripts/qa/replay.ts) and prints the
 * booking dialog's transitions and final state. Exit 1 when an event was refused or the final
 * state is not the recorded one; 2 when a file cannot be read as a recording.
 */
import fs from 'node:fs';
import path from 'node:path';
import { formatReplay, parseRecording, replay } from './qa/replay';

function main(files: string[]): number {
  if (files.length === 0) {
    console.error('usage: npm run replay -- <recording.json>…');
    return 2;
  }
  let code = 0;
  for (const file of files) {
    let result;
    try {
      result = replay(parseRecording(JSON.parse(fs.readFileSync(file, 'utf8')), path.basename(file)));
    } catch (error) {
      console.error(`${file}: ${(error as Error).message}`);
      code = 2;
      continue;
    }
    console.log(formatReplay(result));
    if (!result.ok && code === 0) code = 1;
  }
  return code;
}

process.exitCode = main(process.argv.slice(2));

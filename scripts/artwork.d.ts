/** Types of scripts/artwork.js (plain CommonJS run by node) for the tests that drive it. */
import type { CatalogFile } from './images';

export function generateArtwork(options?: {
  catalog?: CatalogFile;
  outDir?: string;
  ids?: readonly string[];
  force?: boolean;
  widths?: CatalogFile['widths'];
  concurrency?: number;
}): Promise<number>;
export function artworkSvg(id: string, aspectW: number, aspectH: number): string;
export function artworkFile(outDir: string, id: string): string;
export function artworkWidth(catalog: CatalogFile, id: string): number;
export function contactSheet(options?: {
  catalog?: CatalogFile;
  outDir?: string;
  file?: string;
  cell?: number;
  cols?: number;
}): Promise<string>;

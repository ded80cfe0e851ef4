/** Types of scripts/images.js (plain CommonJS run by node) for the tests that drive it. */
export type ImageFormat = 'avif' | 'webp' | 'jpg';

export interface CatalogFile {
  widths: Record<string, readonly number[]>;
  formats: Record<string, readonly ImageFormat[]>;
  images: readonly { id: string; w: number; h: number; color: string }[];
}

export interface BuildOptions {
  catalog?: CatalogFile;
  catalogPath?: string;
  photosDir?: string;
  artworkDir?: string;
  outDir?: string;
  force?: boolean;
  concurrency?: number;
  /** Rewrite the placeholder colours in catalogPath when they changed. */
  writeColors?: boolean;
}

export interface BuildResult {
  images: number;
  photos: number;
  written: number;
  seconds: number;
  colors: Record<string, string>;
  colorsChanged: boolean;
}

export function buildImages(options?: BuildOptions): Promise<BuildResult>;
export function findPhoto(photosDir: string, id: string): string | null;
export function variantsOf(catalog: CatalogFile, entry: { id: string }): { width: number; ext: ImageFormat }[];
export function variantFile(outDir: string, id: string, width: number, ext: ImageFormat): string;
export function formatCatalog(catalog: CatalogFile): string;
export function readCatalog(catalogPath?: string): CatalogFile;
export const DEFAULTS: { catalogPath: string; photosDir: string; artworkDir: string; outDir: string };

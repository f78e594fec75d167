import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * The files a card is drawn with, by the name the bundler gives each beside the worker's bundle and
 * the package file it copies (build/bundle-handlers.ts).
 */
export const CARD_ASSETS = {
  'resvg.wasm': '@resvg/resvg-wasm/index_bg.wasm',
  'inter-400.woff': '@fontsource/inter/files/inter-latin-400-normal.woff',
  'inter-700.woff': '@fontsource/inter/files/inter-latin-700-normal.woff',
} as const;

export type CardAsset = keyof typeof CARD_ASSETS;

const fromPackages = createRequire(import.meta.url);

/** Where an asset is: beside the bundle in Lambda, in its package when run from source. */
export function cardAssetPath(name: CardAsset): string {
  const beside = join(import.meta.dirname, name);
  return existsSync(beside) ? beside : fromPackages.resolve(CARD_ASSETS[name]);
}

export const readCardAsset = (name: CardAsset) => readFile(cardAssetPath(name));

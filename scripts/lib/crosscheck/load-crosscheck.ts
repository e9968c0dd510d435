// The vendored cross-check file (a copy of shared/data/fish-crosscheck.json, 2026-11-23).
import { readFileSync } from 'node:fs';
import type { CrosscheckFish } from './source-facts.ts';

const path = new URL('../../data/sources/fish-crosscheck.json', import.meta.url);

export interface CrosscheckFile {
  about: string;
  sources: Record<string, string>;
  fish: CrosscheckFish[];
}

export const loadCrosscheck = (): CrosscheckFile =>
  JSON.parse(readFileSync(path, 'utf8')) as CrosscheckFile;

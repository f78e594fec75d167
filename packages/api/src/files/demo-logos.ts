import { SEED_LOGOS } from '@modern-jobs/domain/seed';
import { demoLogoPng } from './demo-logo.ts';
import { PREFIX, writeObject } from './objects.ts';

/** Puts the demo employers' logos where the seed jobs point (/objects/logos/demo/<name>.png). */
export async function writeDemoLogos(): Promise<void> {
  await Promise.all(
    SEED_LOGOS.map((name) => writeObject(`${PREFIX.logos}demo/${name}.png`, demoLogoPng(name), 'image/png')),
  );
}

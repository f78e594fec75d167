import { writeDemoLogos } from '../files/demo-logos.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { seedDemoData } from '../storage/seed.ts';

/** Upserts the demo jobs and any missing default settings; deletes nothing, so running it twice is safe. */
export const handler = httpHandler('seed-database', {}, async () => {
  await writeDemoLogos();
  const result = await seedDemoData();
  return json({
    success: true,
    message:
      `Seeded ${result.jobs} sample jobs and ${result.settings} default settings.` +
      (result.keptEdited ? ` Left ${result.keptEdited} edited sample jobs as they were.` : ''),
  });
});

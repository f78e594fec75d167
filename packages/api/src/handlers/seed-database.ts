import { recountApplications } from '../applications/store/application-counts.ts';
import { recordAudit } from '../audit/store/audit.ts';
import { seedDemoData } from '../demo/seed.ts';
import { writeDemoLogos } from '../files/demo-logos.ts';
import { adminAction } from '../http/actor.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';

/** Upserts the demo jobs and any missing default settings; deletes nothing, so running it twice is safe. */
export const handler = httpHandler('seed-database', {}, async ({ auth, event }) => {
  const who = await adminAction(auth, event);
  await writeDemoLogos();
  const result = await seedDemoData();
  // Also the operator's way to count again what was stored before the counts were kept.
  const recount = await recountApplications();
  // After it: seeding is many writes, more than one transaction holds.
  await recordAudit({
    ...who,
    action: 'database.seeded',
    item: { type: 'database', id: 'demo-data' },
    changes: [
      { field: 'jobs', before: null, after: String(result.jobs) },
      { field: 'settings', before: null, after: String(result.settings) },
      { field: 'applications counted', before: null, after: String(recount.applications) },
    ],
  });
  return json({
    success: true,
    message:
      `Seeded ${result.jobs} sample jobs and ${result.settings} default settings.` +
      (result.keptEdited ? ` Left ${result.keptEdited} edited sample jobs as they were.` : ''),
  });
});

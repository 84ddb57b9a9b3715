/** Drops the template databases this run made (helpers/database.ts) and forgets them. */
import fs from 'fs';
import path from 'path';
import { dropDatabase, runDir, type TemplateRecord } from './helpers/database';

export default async function globalTeardown(): Promise<void> {
  const run = process.env.CALENDAR_TEST_RUN;
  if (!run) return;
  const dir = runDir(run);
  if (!fs.existsSync(dir)) return;
  for (const file of fs.readdirSync(dir)) {
    const record = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as TemplateRecord;
    await dropDatabase(record.client, record.name);
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

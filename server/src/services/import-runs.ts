/**
 * Imports started from the admin Import page (docs/api.md §15.4). A run is a row: created at once,
 * then updated as the run reads its source and writes records (at most once a second), so the
 * page's polls are answered by whichever instance they reach. The run itself goes on in the
 * background of the instance that started it; a run whose instance stopped answering is reported
 * `interrupted` once its heartbeat is older than HEARTBEAT_LOST_MS. A shutdown stops runs after
 * the record being written and records where they stopped.
 */
import type { Core } from '@strapi/strapi';
import type {
  ImportReportLine,
  ImportRunInput,
  ImportRunStatus,
  ImportRunView,
} from '../../../contracts/calendar';
import type { ImportResult } from '../domain/import';
import { getService, type Services } from '../utils/get-service';
import { splitCredentials } from '../import/read-source';
import { pluginConfig } from '../config';
import { messageOf, stackOf } from '../utils/thrown';
import { table } from './tables';
import type { ImportRunRow } from './table-rows';

const UID = 'plugin::calendar.import-run';
const SAVE_EVERY_MS = 1000;
const HEARTBEAT_LOST_MS = 2 * 60 * 1000;
const HEARTBEAT_EVERY_MS = 20 * 1000;
/** A report keeps what needs a reader's eye; a calendar of 10,000 unchanged events needs none. */
const MAX_REPORT_LINES = 500;
const RUNNING: ImportRunStatus[] = ['reading', 'writing'];

type Row = ImportRunRow;
/** The importer by its registered name: it is above the services (docs/api.md §10). */
type Importer = Services['importer'];
type ImportFromOptions = NonNullable<Parameters<Importer['importFrom']>[1]>;

const iso = (v: string | Date | null) => (v ? new Date(v).toISOString() : null);
const EMPTY_COUNTS = { created: 0, updated: 0, unchanged: 0, skipped: 0, failed: 0, trashed: 0 };

function viewOf(row: Row): ImportRunView {
  return {
    id: row.id,
    status: row.status,
    source: String(row.source ?? ''),
    lang: String(row.lang ?? ''),
    dryRun: row.dryRun === true,
    sourceWins: row.sourceWins === true,
    done: Number(row.done ?? 0),
    total: Number(row.total ?? 0),
    counts: row.counts ?? { ...EMPTY_COUNTS },
    report: row.report ?? [],
    problems: row.problems ?? [],
    error: row.error ?? null,
    startedAt: new Date(row.startedAt).toISOString(),
    finishedAt: iso(row.finishedAt),
  };
}

const reportLines = (results: ImportResult[]): ImportReportLine[] =>
  results
    .filter((r) => r.outcome === 'failed' || r.outcome === 'skipped' || r.warnings?.length)
    .slice(0, MAX_REPORT_LINES)
    .map(({ kind, label, outcome, reason, warnings }) => ({
      kind,
      label,
      outcome,
      reason,
      warnings,
    }));

const createImportRunsService = ({ strapi }: { strapi: Core.Strapi }) => {
  const query = () => table(strapi, UID);
  const running = new Map<number, { controller: AbortController; done: Promise<void> }>();

  const save = (id: number, data: Record<string, unknown>) =>
    query().update({ where: { id }, data: { ...data, heartbeatAt: new Date() } });

  /** Progress at most once a second: a write per record would double the import's statements. */
  function progressSaver(id: number) {
    let last = 0;
    return (data: Record<string, unknown>) => {
      if (Date.now() - last < SAVE_EVERY_MS) return;
      last = Date.now();
      // Not awaited, so it may reach the database after the run's final save on another
      // connection: it only ever updates a run still under way, never a finished one back.
      query()
        .updateMany({
          where: { id, status: { $in: RUNNING } },
          data: { ...data, heartbeatAt: new Date() },
        })
        .catch((error) => strapi.log.warn(`[calendar] import run ${id}: ${error}`));
    };
  }

  async function execute(id: number, input: ImportRunInput, signal: AbortSignal) {
    const importer = getService(strapi, 'importer');
    const progress = progressSaver(id);
    const options = {
      lang: input.lang,
      dryRun: input.dryRun === true,
      sourceWins: input.sourceWins === true,
      signal,
      onRead: () => progress({ status: 'reading' }),
      onProgress: (done: number, total: number) => progress({ status: 'writing', done, total }),
    };
    // The heartbeat goes on while nothing else is saved (a slow source being read), so a live run
    // never reads as interrupted.
    const beating = setInterval(() => progress({}), HEARTBEAT_EVERY_MS);
    try {
      await save(id, await outcome(importer, input, options, signal));
    } catch (error) {
      strapi.log.error(`[calendar] import run ${id} failed: ${stackOf(error)}`);
      const data = { status: 'failed', error: messageOf(error) };
      await save(id, { ...data, finishedAt: new Date() }).catch(() => undefined);
    } finally {
      clearInterval(beating);
    }
  }

  async function outcome(
    importer: Importer,
    input: ImportRunInput,
    options: ImportFromOptions,
    signal: AbortSignal
  ) {
    const summary = input.file
      ? await importer.importIcalText(input.file.text, input.file.name, options)
      : await importer.importFrom(input.url as string, {
          ...options,
          user: input.user,
          password: input.password,
        });
    // A source that could not be read, or a run a budget stopped, failed: the reason is its error
    // (docs/api.md §15.4), not only a line among its problems.
    return {
      status: signal.aborted ? 'interrupted' : summary.error ? 'failed' : 'done',
      error: signal.aborted ? null : summary.error,
      done: summary.results.length,
      total: summary.results.length,
      counts: summary.counts,
      report: reportLines(summary.results),
      problems: summary.problems,
      finishedAt: new Date(),
    };
  }

  /** A run whose instance stopped saving it: reported, and recorded, as interrupted. */
  async function settle(row: Row): Promise<Row> {
    const beat = new Date(row.heartbeatAt ?? row.startedAt).getTime();
    if (!RUNNING.includes(row.status) || Date.now() - beat < HEARTBEAT_LOST_MS) return row;
    await query().update({ where: { id: row.id }, data: { status: 'interrupted' } });
    return { ...row, status: 'interrupted' };
  }

  return {
    async start(input: ImportRunInput, userId: number | null): Promise<ImportRunView> {
      if (!input.url && !input.file) throw new Error('an import run needs a url or a file');
      const config = pluginConfig(strapi);
      const row = await query().create({
        data: {
          status: 'reading',
          source: input.file ? input.file.name : splitCredentials(input.url as string).url,
          lang: input.lang ?? config.languages[0],
          dryRun: input.dryRun === true,
          sourceWins: input.sourceWins === true,
          done: 0,
          total: 0,
          counts: { ...EMPTY_COUNTS },
          report: [],
          problems: [],
          startedBy: userId,
          startedAt: new Date(),
          heartbeatAt: new Date(),
        },
      });
      const controller = new AbortController();
      const done = execute(row.id, input, controller.signal).finally(() => running.delete(row.id));
      running.set(row.id, { controller, done });
      return viewOf(row);
    },

    async get(id: number): Promise<ImportRunView | null> {
      const row = await query().findOne({ where: { id } });
      return row ? viewOf(await settle(row)) : null;
    },

    async list(): Promise<ImportRunView[]> {
      const rows = await query().findMany({ orderBy: { id: 'desc' }, limit: 20 });
      return Promise.all(rows.map(async (row) => viewOf(await settle(row))));
    },

    /** This instance's runs under way, awaited (tests; the admin waits by polling). */
    async idle(): Promise<void> {
      await Promise.all([...running.values()].map((r) => r.done));
    },

    /** Shutdown: runs stop after the record being written, and are saved as interrupted. */
    async stop(): Promise<void> {
      for (const r of running.values()) r.controller.abort();
      await Promise.all([...running.values()].map((r) => r.done));
    },
  };
};

export type ImportRunsService = ReturnType<typeof createImportRunsService>;
export default createImportRunsService;

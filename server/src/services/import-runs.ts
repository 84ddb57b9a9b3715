/**
 * Every import, whoever starts it (docs/api.md §15.4): the admin Import page, the command line, a
 * subscription's refresh. A run is a row: created at once, then updated as the run reads its
 * source and writes records (at most once a second), so the page's polls are answered by whichever
 * instance they reach, and the page's "Recent imports" lists them all with who or what started
 * them. An admin run goes on in the background of the instance that started it; the command line
 * and a refresh await theirs (`runHere`). A run whose instance stopped answering is reported
 * `interrupted` once its heartbeat is older than HEARTBEAT_LOST_MS. A shutdown stops runs after
 * the record being written and records where they stopped.
 *
 * Cancelling (the Import page's button, Ctrl-C on the command line) marks the row `cancelling`;
 * the instance that runs it — this one or any other — sees the mark at its next progress save (at
 * most a second apart while it writes, HEARTBEAT_EVERY_MS while it reads) and stops after the
 * record being written: every record it wrote stays whole, and the run is recorded `cancelled`
 * with what it did.
 */
import type { Core } from '@strapi/strapi';
import type {
  ImportReportLine,
  ImportRunInput,
  ImportRunStatus,
  ImportRunView,
  ImportStartedVia,
} from '../../../contracts/calendar';
import type { ImportResult } from '../domain/import';
import { getService, type Services } from '../utils/get-service';
import { splitCredentials } from '../import/read-source';
import { messageOf, stackOf } from '../utils/thrown';
import { table } from './tables';
import type { ImportRunRow } from './table-rows';

const UID = 'plugin::calendar.import-run';
const SAVE_EVERY_MS = 1000;
const HEARTBEAT_LOST_MS = 2 * 60 * 1000;
const HEARTBEAT_EVERY_MS = 5 * 1000;
/** A report keeps what needs a reader's eye; a calendar of 10,000 unchanged events needs none. */
const MAX_REPORT_LINES = 500;
const RUNNING: ImportRunStatus[] = ['reading', 'writing'];
/**
 * The abort reason of a cancelled run; any other abort is a shutdown's (`interrupted`). A sentence:
 * a URL being read when the run is cancelled is reported "reading … was stopped: <this>".
 */
export const CANCELLED = 'the import was cancelled';
/** Runs kept: subscriptions refresh on a schedule, and Recent imports shows the latest 20. */
const KEPT_RUNS = 500;

type Row = ImportRunRow;
/** The importer by its registered name: it is above the services (docs/api.md §10). */
type Importer = Services['importer'];
type ImportFromOptions = NonNullable<Parameters<Importer['importFrom']>[1]>;
type ImportSummary = Awaited<ReturnType<Importer['importFrom']>>;

/** What a run's work is handed: its progress callbacks and its stop signal. */
export type RunOptions = Pick<ImportFromOptions, 'signal' | 'onRead' | 'onProgress'>;
/** An import to run: the importer's call, given the run's options. */
export type RunWork = (options: RunOptions) => Promise<ImportSummary>;

/** What a run saves when it ends. */
interface RunOutcome extends Record<string, unknown> {
  status: ImportRunStatus;
}

/** A run's summary with how it ended (`runHere`). */
export type RunSummary = ImportSummary & { status: ImportRunStatus };

/** A run's row before it starts: what it reads and who or what started it. */
export interface RunStart {
  source: string;
  lang: string;
  dryRun: boolean;
  sourceWins: boolean;
  via: ImportStartedVia;
  /** The administrator who started it (admin runs). */
  userId?: number | null;
  /** Names the starter: the administrator, the command line's user and host, the subscription. */
  by?: string | null;
}

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
    startedBy: { via: row.startedVia ?? 'admin', name: row.startedByName ?? null },
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

  /** A run saved as no longer running was cancelled, unless it has ended. */
  async function cancelledMeanwhile(id: number, controller: AbortController) {
    const row = await query().findOne({ where: { id }, select: ['status'] });
    if (row?.status === 'cancelling') controller.abort(CANCELLED);
  }

  /**
   * Progress at most once a second: a write per record would double the import's statements. The
   * save also tells whether the run was cancelled meanwhile (it then updates no row).
   */
  function progressSaver(id: number, controller: AbortController) {
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
        .then(({ count }) => (Number(count) ? undefined : cancelledMeanwhile(id, controller)))
        .catch((error) => strapi.log.warn(`[calendar] import run ${id}: ${error}`));
    };
  }

  /**
   * Runs `work` under the row `id`: progress while it goes, its outcome when it ends. `stop` (a
   * shutdown, the command line's own) and a cancel of the row both stop it.
   */
  async function execute(id: number, work: RunWork, stop: AbortSignal) {
    const controller = new AbortController();
    const signal = AbortSignal.any([stop, controller.signal]);
    const progress = progressSaver(id, controller);
    // The heartbeat goes on while nothing else is saved (a slow source being read), so a live run
    // never reads as interrupted.
    const beating = setInterval(() => progress({}), HEARTBEAT_EVERY_MS);
    try {
      const summary = await work({
        signal,
        onRead: () => progress({ status: 'reading' }),
        onProgress: (done: number, total: number) => progress({ status: 'writing', done, total }),
      });
      const ended = outcome(summary, signal);
      await save(id, ended);
      return { ...summary, status: ended.status };
    } catch (error) {
      strapi.log.error(`[calendar] import run ${id} failed: ${stackOf(error)}`);
      const data = { status: 'failed', error: messageOf(error) };
      await save(id, { ...data, finishedAt: new Date() }).catch(() => undefined);
      throw error;
    } finally {
      clearInterval(beating);
    }
  }

  /** An admin run's work: its file or its URL. */
  const workOf =
    (input: ImportRunInput): RunWork =>
    (options) => {
      const importer = getService(strapi, 'importer');
      const shared = {
        ...options,
        lang: input.lang,
        dryRun: input.dryRun === true,
        sourceWins: input.sourceWins === true,
      };
      return input.file
        ? importer.importIcalText(input.file.text, input.file.name, shared)
        : importer.importFrom(input.url as string, {
            ...shared,
            user: input.user,
            password: input.password,
          });
    };

  const stoppedAs = (signal: AbortSignal): ImportRunStatus =>
    signal.reason === CANCELLED ? 'cancelled' : 'interrupted';

  function outcome(summary: ImportSummary, signal: AbortSignal): RunOutcome {
    // A source that could not be read, or a run a budget stopped, failed: the reason is its error
    // (docs/api.md §15.4), not only a line among its problems.
    return {
      status: signal.aborted ? stoppedAs(signal) : summary.error ? 'failed' : 'done',
      error: signal.aborted ? null : summary.error,
      done: summary.results.length,
      total: summary.results.length,
      counts: summary.counts,
      report: reportLines(summary.results),
      problems: summary.problems,
      finishedAt: new Date(),
    };
  }

  async function open(run: RunStart) {
    const row = await query().create({
      data: {
        status: 'reading',
        // A URL's user and password are never shown (the command line may be given them in it).
        source: splitCredentials(run.source).url,
        lang: run.lang,
        dryRun: run.dryRun,
        sourceWins: run.sourceWins,
        done: 0,
        total: 0,
        counts: { ...EMPTY_COUNTS },
        report: [],
        problems: [],
        startedBy: run.userId ?? null,
        startedVia: run.via,
        startedByName: run.by ? run.by.slice(0, 255) : null,
        startedAt: new Date(),
        heartbeatAt: new Date(),
      },
    });
    // Ids only grow: the oldest beyond KEPT_RUNS go, in one statement.
    await query().deleteMany({ where: { id: { $lte: row.id - KEPT_RUNS } } });
    return row;
  }

  /** A run whose instance stopped saving it: reported, and recorded, as interrupted. */
  async function settle(row: Row): Promise<Row> {
    const beat = new Date(row.heartbeatAt ?? row.startedAt).getTime();
    const live = RUNNING.includes(row.status) || row.status === 'cancelling';
    if (!live || Date.now() - beat < HEARTBEAT_LOST_MS) return row;
    await query().update({ where: { id: row.id }, data: { status: 'interrupted' } });
    return { ...row, status: 'interrupted' };
  }

  return {
    /** An admin run: started in the background; the page polls it. */
    async start(
      input: ImportRunInput,
      user: { id: number; name: string | null } | null
    ): Promise<ImportRunView> {
      if (!input.url && !input.file) throw new Error('an import run needs a url or a file');
      const row = await open({
        source: input.file ? input.file.name : (input.url as string),
        lang: input.lang ?? getService(strapi, 'importer').defaultLanguage(),
        dryRun: input.dryRun === true,
        sourceWins: input.sourceWins === true,
        via: 'admin',
        userId: user?.id ?? null,
        by: user?.name ?? null,
      });
      const controller = new AbortController();
      const done = execute(row.id, workOf(input), controller.signal)
        .then(() => undefined)
        .catch(() => undefined) // saved as failed, and logged, by execute
        .finally(() => running.delete(row.id));
      running.set(row.id, { controller, done });
      return viewOf(row);
    },

    /**
     * A run awaited where it is started (the command line, a subscription's refresh), listed with
     * the admin's: its summary, or the error that stopped it (saved as the run's too).
     */
    async runHere(run: RunStart, work: RunWork, signal?: AbortSignal): Promise<RunSummary> {
      const row = await open(run);
      return execute(row.id, work, signal ?? new AbortController().signal);
    },

    /**
     * Cancels a run under way, on whichever instance or command line runs it: null when unknown,
     * 'ended' when it had already ended (or was stopped) — its record is what it did.
     */
    async cancel(id: number): Promise<ImportRunView | null | 'ended'> {
      const { count } = await query().updateMany({
        where: { id, status: { $in: RUNNING } },
        data: { status: 'cancelling' },
      });
      // Here at once; elsewhere at the run's next progress save (progressSaver).
      running.get(id)?.controller.abort(CANCELLED);
      const row = await query().findOne({ where: { id } });
      if (!row) return null;
      const settled = await settle(row);
      return Number(count) || settled.status === 'cancelling' ? viewOf(settled) : 'ended';
    },

    async get(id: number): Promise<ImportRunView | null> {
      const row = await query().findOne({ where: { id } });
      return row ? viewOf(await settle(row)) : null;
    },

    async list(): Promise<ImportRunView[]> {
      const rows = await query().findMany({ orderBy: { id: 'desc' }, limit: 20 });
      return Promise.all(rows.map(async (row) => viewOf(await settle(row))));
    },

    /** The reason to abort `runHere`'s signal with, so the run is recorded cancelled (Ctrl-C). */
    CANCELLED,

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

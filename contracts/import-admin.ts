/**
 * The contract of the Import page's and the subscription settings' admin routes
 * (server/src/admin-api/routes.ts, docs/api.md §15): what each route takes and answers. The records
 * they exchange are in calendar.ts.
 */
import type {
  ImportRunInput,
  ImportRunView,
  SubscriptionInput,
  SubscriptionView,
} from './calendar';

/** A category an import or a subscription may add to events, by its REST API id. */
export interface ImportCategory {
  id: number;
  name: string;
}

/** What the Import page and the subscription form offer. */
export interface ImportOptions {
  locale: string;
  languages: string[];
  /** The largest source the site reads (the `importFetch.maxBytes` option): a file's cap too. */
  maxBytes: number;
  /** The categories of `locale`. */
  categories: ImportCategory[];
}

/** GET /calendar/import-options: without a language, the default one. */
export declare namespace GetImportOptions {
  export interface Request {
    query: { locale?: string };
  }
  export interface Response {
    data: ImportOptions;
  }
}

/** POST /calendar/import-runs: answers 202 at once; the run goes on in the background. */
export declare namespace StartImportRun {
  export interface Request {
    body: ImportRunInput;
  }
  export interface Response {
    data: ImportRunView;
  }
}

/** GET /calendar/import-runs (the 20 newest first) and GET /calendar/import-runs/:id. */
export declare namespace GetImportRuns {
  export interface Response {
    data: ImportRunView[];
  }
}
export declare namespace GetImportRun {
  export interface Response {
    data: ImportRunView;
  }
}

/**
 * POST /calendar/import-runs/:id/cancel: 202 with the run as recorded (`cancelling`, or already
 * `cancelled`); 409 when it had ended; 404 when unknown.
 */
export declare namespace CancelImportRun {
  export interface Response {
    data: ImportRunView;
  }
}

/** GET /calendar/subscriptions. */
export declare namespace GetSubscriptions {
  export interface Response {
    data: SubscriptionView[];
  }
}

/** POST /calendar/subscriptions (201), PUT /calendar/subscriptions/:id, POST …/:id/refresh. */
export declare namespace SaveSubscription {
  export interface Request {
    body: SubscriptionInput;
  }
  export interface Response {
    data: SubscriptionView;
  }
}

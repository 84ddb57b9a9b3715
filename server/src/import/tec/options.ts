/**
 * What `readTecSite` is told (docs/api.md §15): the language to read, the credentials that show
 * unpublished records, the fetch limits, the hosts allowed on private addresses, and a progress
 * callback.
 */
import type { ImportKind } from '../../domain/import';
import type { FetchLimits } from '../../utils/remote-fetch';
import type { ImportBudget } from '../budget';

export interface ReadProgress {
  kind: ImportKind;
  /** Records of the kind read so far. */
  done: number;
  /** What the source says the kind holds (`X-WP-Total`, `X-TEC-Total` or the `total` member). */
  total: number;
}

export interface TecReadOptions extends Partial<Omit<FetchLimits, 'allowedHosts'>> {
  /** The language version to read (this API's `translation_language`, WPML's `lang`). */
  language?: string;
  /** A WordPress login (or anything, for this API: its user part is ignored, docs/api.md §4.1). */
  user?: string;
  /** A WordPress application password (this API: an API token). */
  password?: string;
  /** Hosts that may resolve to private addresses (the plugin option `importHosts`). */
  allowedHosts?: readonly string[];
  onProgress?(progress: ReadProgress): void;
  /** Stops reading (the server shuts down): the page being fetched fails with a problem. */
  signal?: AbortSignal;
  /** The run's time and problem budget (import/budget.ts): checked after every page. */
  budget?: ImportBudget;
}

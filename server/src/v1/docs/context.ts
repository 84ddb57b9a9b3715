import type { CalendarConfig } from '../../config';

/** What the documentation depends on besides the route table: where the request came in, in what language, and the options. */
export interface DocContext {
  /** Namespace root of the request (`{origin}{/lang}{api}/calendar/events/v1`, no trailing slash). */
  root: string;
  /** Language of the descriptions. */
  lang: string;
  /** Options some arguments document (languages, per_page). */
  config: CalendarConfig;
}

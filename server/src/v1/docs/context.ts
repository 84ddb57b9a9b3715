import type { CalendarConfig } from '../../config';
import type { SiteFields } from '../../domain/site-fields';

/** What the documentation depends on besides the route table: where the request came in, in what language, and the options. */
export interface DocContext {
  /** Namespace root of the request (`{origin}{/lang}{api}/calendar/events/v1`, no trailing slash). */
  root: string;
  /** Language of the descriptions. */
  lang: string;
  /** Options some arguments document (languages, per_page). */
  config: CalendarConfig;
  /** The namespace as the request named it: `calendar/events/v1`, or TEC's on WordPress paths (§1.6). */
  namespace?: string;
  /** The site's own fields (docs/api.md §14), which `custom_fields` documents. */
  siteFields?: SiteFields;
}

import type { Translations } from '../../domain/types';
import type { SiteFields } from '../../domain/site-fields';

/** What serializers need from the request: where URLs point, and the caller's access to protected content. */
export interface OutputContext {
  /** Namespace root of the request (`{origin}{/lang}{api}/calendar/events/v1`). */
  root: string;
  /** Public site base for `url` and `global_id` (plugin option publicUrl, else the request origin). */
  site: string;
  /** Origin that relative media URLs are made absolute against. */
  origin: string;
  /**
   * The language a bare URL on `root` reads (the root's own, else the default language). URLs of
   * records in another language carry `translation_language`, so following them leads back to the
   * record (docs/api.md §1–2); unset, URLs carry no language.
   */
  rootLang?: string;
  /** Site timezone: `date`/`modified` are site-local (docs/tec-behaviour.md §3.3). */
  siteZone: string;
  translations: Map<string, Translations>;
  /** The site's own fields of the content types (docs/api.md §14); none when absent. */
  siteFields?: SiteFields;
  /** Whether the protected fields of a password-protected record may be shown to this caller. */
  unlocked(storedPassword: string | null | undefined): boolean;
}

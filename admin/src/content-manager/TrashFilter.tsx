/**
 * Trashed records out of the list an editor opens (issue #28), as WordPress's "All" leaves out its
 * Trash: arriving at the Event, Venue or Organizer list without a filter (from the menu, or the
 * Content Manager's landing) adds "Status is not Trash", a chip the editor sees and removes to see
 * the trash. Once removed it stays removed for the rest of the browser tab's session (coming back
 * from a trashed event's edit view keeps the trash listed). A filter on the page, not a rule on
 * the server: the Content Manager's API, and every other door, answer what they answered.
 *
 * Mounted in the list view's `listView.actions` injection zone; it renders nothing. (Strapi 5.54's
 * menu ignores the links' preset search that `mutate-collection-types-links` could set.)
 */
import * as React from 'react';
import { useQueryParams } from '@strapi/strapi/admin';
import { useLocation } from 'react-router-dom';

const WITH_TRASH = ['event', 'venue', 'organizer'].map((kind) => `plugin::calendar.${kind}`);
const NOT_TRASHED = { postStatus: { $ne: 'trash' } };

interface ListQuery {
  filters?: { $and?: unknown[] };
  plugins?: { i18n?: { locale?: string } };
  page?: number | string;
}

const shownUid = (pathname: string) =>
  /\/content-manager\/collection-types\/([^/]+)\/?$/.exec(pathname)?.[1] ?? null;
const memoryKey = (uid: string) => `calendar.list-shows-trash.${uid}`;

const DEFAULT_SEARCH = 'filters[$and][0][postStatus][$ne]=trash';

export function TrashFilter() {
  const { pathname, search } = useLocation();
  const [{ query }, setQuery] = useQueryParams<ListQuery>();
  const uid = shownUid(pathname);
  const applies = uid !== null && WITH_TRASH.includes(uid);
  // Not before the i18n plugin has put the language in the address: it rewrites the address from
  // what it read before, which would drop a filter added in between.
  const ready = applies && Boolean(query.plugins?.i18n?.locale);
  const previous = React.useRef<string | null>(null);

  React.useEffect(() => {
    if (!ready) return;
    const was = previous.current;
    previous.current = search;
    if ((query.filters?.$and ?? []).length > 0) return;
    // The editor removed the chip (Strapi's filter list goes back to page 1); the menu's link, the
    // other way to get here without a filter, names no page.
    const removed =
      was !== null && decodeURIComponent(was).includes(DEFAULT_SEARCH) && 'page' in query;
    if (removed) sessionStorage.setItem(memoryKey(uid), '1');
    if (removed || sessionStorage.getItem(memoryKey(uid))) return;
    setQuery({ filters: { $and: [NOT_TRASHED] }, page: 1 }, 'push', true);
    // The address is what changes; `query` and `setQuery` follow it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, search]);

  return null;
}

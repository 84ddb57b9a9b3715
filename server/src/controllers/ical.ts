/**
 * `GET {ns}/events.ics`: any event list as an iCalendar feed (docs/api.md §9). The same arguments,
 * validation, visibility, language and paging as `GET {ns}/events` (docs/tec-behaviour.md §3.1.2), and the
 * same total and Link headers, whose neighbour pages are feeds too. Its own read action
 * (`ical.find`), granted to the Public role at bootstrap as every read is.
 */
import type { Core } from '@strapi/strapi';
import { ApiError } from '../v1/errors';
import { eventFeed, newestChange, type SeriesEntry } from '../v1/ical/feed';
import { message } from '../v1/messages';
import { eventListQuery } from '../v1/params/event-list';
import { archiveHeaders, pagination } from '../v1/serializers/archive';
import { endpoint } from './endpoint';
import { getService } from '../utils/get-service';

const UPDATE = 'plugin::calendar.events.update';

export const ical = ({ strapi }: { strapi: Core.Strapi }) => {
  const events = () => getService(strapi, 'events');

  return {
    find: endpoint(strapi, 'ical.find', async (req, route) => {
      const p = await req.params(route);
      const { query, echo } = eventListQuery(p, req.paramContext());
      const mayEdit = await req.caller.can(UPDATE);
      const page = await events().list(query, mayEdit);
      if (!page.rows.length && query.page > 1)
        throw new ApiError('event-archive-page-not-found', 404);
      // No record of the feed shows its language versions, so no translations are looked up.
      const out = req.output(new Map(), {
        password: p.password,
        edit: p.context === 'edit' && mayEdit,
      });
      const links = pagination({
        key: 'events',
        items: [],
        base: `${req.root}/events.ics`,
        echo,
        page: query.page,
        perPage: query.perPage,
        total: page.total,
      });
      const name = message('ical_calendar_name', req.lang, { site: new URL(req.site).host });
      const series = new Map<number, SeriesEntry>();
      for (const id of new Set(page.rows.flatMap((r) => r.occurrence?.seriesId ?? []))) {
        const entry = await events().seriesEntry(id, mayEdit);
        if (entry) series.set(id, entry);
      }
      const shown = [
        ...page.rows,
        ...[...series.values()].flatMap((s) => [s.series, ...s.exceptions]),
      ];
      return {
        body: eventFeed(page.rows, out, { lang: req.lang, name }, series),
        headers: {
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': 'inline; filename="events.ics"',
          ...archiveHeaders(page.total, links.totalPages, links.next, links.previous),
        },
        lastModified: newestChange(shown),
      };
    }),
  };
};

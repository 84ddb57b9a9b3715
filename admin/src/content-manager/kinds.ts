/**
 * Which of the calendar's content types a Content Manager layout belongs to. Strapi's layout hooks
 * are not told the model; every calendar content type carries `pluginOptions.calendar.kind`
 * (server/src/content-types/<kind>/schema.json), which the Content Manager merges into the
 * layout's `options` — on the list, the edit view and the edit view opened in a relation's modal
 * alike (the address would name the page's type there, not the modal's).
 */
export const KINDS = ['event', 'venue', 'organizer', 'category', 'tag'] as const;
export type Kind = (typeof KINDS)[number];

export function calendarKind(options: unknown): Kind | null {
  const calendar = (options as { calendar?: { kind?: unknown } } | undefined)?.calendar;
  const kind = calendar?.kind;
  return typeof kind === 'string' && (KINDS as readonly string[]).includes(kind)
    ? (kind as Kind)
    : null;
}

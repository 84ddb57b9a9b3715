/**
 * Category colours. Each category gets its own colour while there are enough: colours go by the
 * rank of the category's documentId, which all its language versions share, so a category keeps its
 * colour when the editor switches the language.
 */
import type { CalendarEvent, Named } from '../../../contracts/calendar';

/** Strong tones (white text stays readable), starting with the admin's own primary, danger, success ... */
export const PALETTE = [
  '#4945ff',
  '#328048',
  '#d02b20',
  '#0c75af',
  '#9736e8',
  '#b35c00',
  '#c0399f',
  '#2b7a78',
  '#7a6200',
  '#5b6b7f',
];
/** Events without a category. */
export const NEUTRAL = '#666687';

export type ColorMap = ReadonlyMap<string, string>;

const hash = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

export function categoryColors(categories: Named[]): ColorMap {
  const ids = [...new Set(categories.map((c) => c.documentId))].sort();
  return new Map(ids.map((id, rank) => [id, PALETTE[rank % PALETTE.length]]));
}

export function colorOf(documentId: string, colors: ColorMap): string {
  return colors.get(documentId) ?? PALETTE[hash(documentId) % PALETTE.length];
}

/** An event takes the colour of its first category (categories come sorted by name). */
export function eventColor(event: Pick<CalendarEvent, 'categories'>, colors: ColorMap): string {
  const first = event.categories[0];
  return first ? colorOf(first.documentId, colors) : NEUTRAL;
}

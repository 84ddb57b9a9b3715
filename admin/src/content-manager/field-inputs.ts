/**
 * The edit view's inputs for the calendar's fields that Strapi's own inputs show wrongly (issue
 * #28): an event's start and end in the event's time zone (WallTimeInput), enumerations in words
 * (ChoiceInput), a password in a password input, a title on one line. Each field keeps its attribute and its stored
 * value; only the input changes, by giving the field a type that the admin's field library knows
 * (`addFields`). A custom field would have done the same but also offered these inputs to every
 * site builder in the Content-Type Builder, where they mean nothing without our `timezone`.
 */
import type * as React from 'react';
import ChoiceInput from './ChoiceInput';
import { calendarKind } from './kinds';
import WallTimeInput from './WallTimeInput';
import { isWorded } from './words';

const WALL_TIME_INPUT = 'calendar-wall-time';
const CHOICE_INPUT = 'calendar-choice';

/** For the admin's field library (`app.addFields`): each type and the input that renders it. */
export const FIELD_INPUTS: Array<{ type: string; Component: React.ElementType }> = [
  { type: WALL_TIME_INPUT, Component: WallTimeInput },
  { type: CHOICE_INPUT, Component: ChoiceInput },
];

interface LayoutField {
  name: string;
  type?: string;
}
interface EditLayout {
  layout: LayoutField[][][];
  options?: unknown;
}

/** The input type a calendar field is shown with; its own type when Strapi's input is right. */
function inputType(kind: string, field: LayoutField): string | undefined {
  if (kind === 'event' && (field.name === 'startUtc' || field.name === 'endUtc'))
    return WALL_TIME_INPUT;
  if (field.type === 'enumeration' && isWorded(field.name)) return CHOICE_INPUT;
  // An event's title is a text column (titles over 255 characters, docs/api.md §7.1) but one line.
  if (kind === 'event' && field.name === 'title' && field.type === 'text') return 'string';
  // Strapi's password input (hidden, with a button to show it): the post password is a shared
  // secret, not a login password, so the stored text stays readable to whoever may edit it.
  if (field.name === 'password' && field.type === 'string') return 'password';
  return field.type;
}

/** `Admin/CM/pages/EditView/mutate-edit-view-layout`: the calendar's own inputs. */
export function calendarInputs<T extends { layout: EditLayout }>(args: T): T {
  const kind = calendarKind(args.layout.options);
  if (!kind) return args;
  const swap = (field: LayoutField): LayoutField => {
    const type = inputType(kind, field);
    return type === field.type ? field : { ...field, type };
  };
  const layout = args.layout.layout.map((panel) => panel.map((row) => row.map(swap)));
  return { ...args, layout: { ...args.layout, layout } };
}

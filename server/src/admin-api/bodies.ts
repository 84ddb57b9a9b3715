/** Request bodies of the calendar's write routes (yup, like Strapi's own admin routes); their types are in contracts/calendar.ts. */
import { yup } from '@strapi/utils';
import { WALL_INPUT } from './schedule';
import { SCOPES } from '../../../contracts/calendar';

const wall = yup
  .string()
  .matches(
    WALL_INPUT,
    '${path} must be a date (YYYY-MM-DD) or a date and time (YYYY-MM-DDTHH:MM[:SS])'
  );

/** PUT /calendar/events/:documentId/schedule — `end` omitted: a move that keeps the length. */
export const rescheduleBodySchema = (languages: string[]) =>
  yup
    .object({
      locale: yup.string().oneOf(languages).required(),
      start: wall.required(),
      end: wall,
      allDay: yup.boolean(),
      occurrence: yup.number().integer().positive(),
      scope: yup.string().oneOf([...SCOPES]),
    })
    .noUnknown();

/** POST /calendar/events — a draft on the selected slot, to be completed in the Content Manager. */
export const createBodySchema = (languages: string[]) =>
  yup
    .object({
      locale: yup.string().oneOf(languages).required(),
      title: yup.string().trim().min(1).max(255).required(),
      start: wall.required(),
      end: wall.required(),
      allDay: yup.boolean().required(),
    })
    .noUnknown();

/**
 * Request bodies of the Import page's and the subscription settings' routes (yup, strict, as the
 * other admin routes); their types are ImportRunInput and SubscriptionInput in contracts/calendar.ts.
 */
import { yup } from '@strapi/utils';

/** What the importer reads (import/read-source.ts): `webcal://` is fetched over https. */
const SOURCE_URL = /^(https?|webcal):\/\/[^\s/?#]+[^\s]*$/i;

const url = () =>
  yup.string().max(2048).matches(SOURCE_URL, '${path} must be an http, https or webcal URL');

/** The bytes a text takes once read, as the `importFetch.maxBytes` cap counts a fetched source. */
const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

export interface ImportLimits {
  languages: string[];
  maxBytes: number;
}

/** POST /calendar/import-runs — a URL or an iCalendar file's text, never both. */
export const importRunSchema = ({ languages, maxBytes }: ImportLimits) =>
  yup
    .object({
      url: url(),
      file: yup
        .object({
          name: yup.string().trim().min(1).max(255).required(),
          text: yup
            .string()
            .min(1)
            .required()
            .test(
              'size',
              `\${path} must be at most ${maxBytes} bytes`,
              (t) => !t || bytes(t) <= maxBytes
            ),
        })
        .noUnknown()
        .default(undefined),
      lang: yup.string().oneOf(languages),
      user: yup.string().max(255),
      password: yup.string().max(255),
      dryRun: yup.boolean(),
      sourceWins: yup.boolean(),
    })
    .noUnknown()
    .test('one-source', 'Give either a url or a file', function (value) {
      const given = Number(Boolean(value?.url)) + Number(Boolean(value?.file));
      if (given === 1) return true;
      const message = given ? 'Give either a url or a file, not both' : 'Give a url or a file';
      return this.createError({ path: 'url', message });
    });

/** POST and PUT /calendar/subscriptions — every field, as the form sends them all. */
export const subscriptionSchema = (languages: string[]) =>
  yup
    .object({
      url: url().required(),
      lang: yup.string().oneOf(languages).required(),
      categories: yup.array().of(yup.number().integer().positive().required()).max(100).required(),
      status: yup.string().oneOf(['publish', 'draft']).required(),
      refreshMinutes: yup
        .number()
        .integer()
        .min(15)
        .max(7 * 24 * 60)
        .required(),
      sourceWins: yup.boolean().required(),
      enabled: yup.boolean().required(),
    })
    .noUnknown();

/**
 * The plugin's messages in the admin's language, for code that runs outside React: some of the
 * Content Manager's hooks (its list filters) are called while Strapi builds plain data, where
 * `useIntl` cannot be called. Strapi writes the admin's language on `<html lang>` at start and at
 * every change; the messages are the ones `registerTrads` gave Strapi (admin/src/index.ts).
 */
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';

const messagesByLocale = new Map<string, Record<string, string>>();
const cache = createIntlCache();
let current: IntlShape | null = null;

export function rememberMessages(locale: string, messages: Record<string, string>): void {
  messagesByLocale.set(locale, messages);
  current = null;
}

export function adminIntl(): IntlShape {
  const locale = document.documentElement.lang || 'en';
  if (current?.locale !== locale) {
    const messages = messagesByLocale.get(locale) ?? {};
    current = createIntl({ locale, messages, onError: () => undefined }, cache);
  }
  return current;
}

import type { Core } from '@strapi/strapi';
import { registerAdminActions } from './admin-api';
import { namespaceMiddleware } from './middlewares/namespace';
import { registerDerivedTimes } from './services/derived-times';
import { registerOccurrenceSync } from './services/occurrence-middleware';
import { getService } from './utils/get-service';
import { ensureLocales } from './setup';
import { followLocaleChanges, refuseUnservedLanguages } from './setup/languages';
import { pluginConfig, siteZone } from './config';
import { fitIndexesToDatabase } from './content-types/indexes';
import { registerRecurrenceField } from './content-types/recurrence-field';
import { placeSiteFieldsInEditViews } from './services/site-fields';
import { useCaches } from './utils/caches';
import { registerGraphql } from './graphql';

const register = async ({ strapi }: { strapi: Core.Strapi }) => {
  // Before anything is read: a process starts with its caches on (utils/caches.ts).
  useCaches(pluginConfig(strapi).caches);
  fitIndexesToDatabase(strapi);
  placeSiteFieldsInEditViews(strapi);
  registerRecurrenceField(strapi);
  // Runs ahead of Strapi's own middlewares (added later, at bootstrap), so it wraps every response.
  strapi.server.use(namespaceMiddleware(strapi));
  // First of the plugin's Document Service middlewares: a record in a language the calendar does
  // not serve is refused before anything else runs for it (docs/api.md §1.2).
  refuseUnservedLanguages(strapi);
  followLocaleChanges(strapi);
  registerDerivedTimes(strapi, () => siteZone(pluginConfig(strapi)));
  // After the derived times: occurrences are computed from the local times just derived.
  registerOccurrenceSync(strapi, () => getService(strapi, 'occurrences'));
  // Locales are created right after the schema sync, before any bootstrap: i18n's "locale created"
  // hook needs admin actions that only exist after the admin's bootstrap (which runs after ours),
  // and the admin's bootstrap then gives the super admin every locale, ours included. The languages
  // served are resolved there too, before any route serves.
  strapi.hook('strapi::content-types.afterSync').register(() => ensureLocales(strapi));
  // The calendar's RBAC actions, before the admin's bootstrap hands every action to the super admin.
  await registerAdminActions(strapi);
  // Before the graphql plugin builds its schema (at its bootstrap): docs/api.md §17.
  registerGraphql(strapi);
};

export default register;

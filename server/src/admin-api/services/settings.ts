/** The calendar settings, kept in Strapi's core store (one row for plugin `calendar`). */
import type { Core } from '@strapi/strapi';
import type { CalendarSettings } from '../../../../contracts/settings';
import { withDefaults } from '../settings';

const KEY = { type: 'plugin', name: 'calendar', key: 'settings' };

const createAdminSettingsService = ({ strapi }: { strapi: Core.Strapi }) => ({
  async get(): Promise<CalendarSettings> {
    return withDefaults(await strapi.store.get(KEY));
  },

  /** `settings` has been validated by the caller (settingsSchema). */
  async set(settings: CalendarSettings): Promise<CalendarSettings> {
    await strapi.store.set({ ...KEY, value: settings });
    return withDefaults(settings);
  },
});

export type AdminSettingsService = ReturnType<typeof createAdminSettingsService>;
export default createAdminSettingsService;

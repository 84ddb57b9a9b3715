/**
 * Admin side of the plugin: the editors' calendar (a menu entry, needing plugin::calendar.read) and
 * its settings page (Settings → Events Calendar, needing plugin::calendar.settings), in en, fr and nl.
 */
import { Calendar } from '@strapi/icons';
import { PERMISSIONS } from './permissions';
import { PLUGIN_ID } from './pluginId';
import { trad } from './utils/translate';
import { loadEditorViewMessages, translateHints } from './content-manager/editor-views';

/** The part of Strapi's admin app this plugin uses (StrapiApp in @strapi/admin). */
interface AdminApp {
  registerPlugin(plugin: { id: string; name: string }): void;
  registerHook(name: string, fn: (args: never) => unknown): void;
  addMenuLink(link: {
    to: string;
    icon: React.ElementType;
    intlLabel: { id: string; defaultMessage: string };
    permissions: Array<{ action: string; subject: null }>;
    Component: () => Promise<{ default: React.ComponentType }>;
  }): void;
  addSettingsLink(
    section: { id: string; intlLabel: { id: string; defaultMessage: string } },
    link: {
      id: string;
      to: string;
      intlLabel: { id: string; defaultMessage: string };
      permissions: Array<{ action: string; subject: null }>;
      Component: () => Promise<{ default: React.ComponentType }>;
    }
  ): void;
}

type TranslationModule = { default: Record<string, string> };

const prefixed = (data: Record<string, string>) =>
  Object.fromEntries(Object.entries(data).map(([key, value]) => [`${PLUGIN_ID}.${key}`, value]));

export default {
  register(app: AdminApp) {
    app.registerPlugin({ id: PLUGIN_ID, name: 'Events Calendar' });
    app.addMenuLink({
      to: `plugins/${PLUGIN_ID}`,
      icon: Calendar,
      intlLabel: { id: trad('menu.calendar'), defaultMessage: 'Calendar' },
      permissions: PERMISSIONS.read,
      Component: () => import('./pages/CalendarPage'),
    });
    app.addSettingsLink(
      { id: PLUGIN_ID, intlLabel: { id: trad('plugin.name'), defaultMessage: 'Events Calendar' } },
      {
        id: `${PLUGIN_ID}-settings`,
        to: PLUGIN_ID,
        intlLabel: { id: trad('settings.link'), defaultMessage: 'Calendar' },
        permissions: PERMISSIONS.settings,
        Component: () => import('./pages/SettingsPage'),
      }
    );
    app.registerHook('Admin/CM/pages/EditView/mutate-edit-view-layout', translateHints);
  },

  async registerTrads({ locales }: { locales: string[] }) {
    return Promise.all(
      locales.map(async (locale) => {
        try {
          const { default: data } = (await import(
            `./translations/${locale}.json`
          )) as TranslationModule;
          return { data: { ...prefixed(data), ...(await loadEditorViewMessages(locale)) }, locale };
        } catch {
          return { data: {}, locale };
        }
      })
    );
  },
};

/**
 * Admin side of the plugin: the editors' calendar (a menu entry, needing plugin::calendar.read), its
 * settings page (Settings → Events Calendar, needing plugin::calendar.settings), the Import page (a
 * menu entry) and the subscriptions (Settings → Events Calendar), both needing
 * plugin::calendar.import, and the events' recurrence field in the Content Manager, in en, fr and nl.
 */
import { ArrowsCounterClockwise, Calendar, CloudUpload } from '@strapi/icons';
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
  customFields: {
    register(field: {
      name: string;
      pluginId: string;
      type: 'json';
      icon?: React.ElementType;
      intlLabel: { id: string; defaultMessage: string };
      intlDescription: { id: string; defaultMessage: string };
      components: { Input: () => Promise<{ default: React.ElementType }> };
    }): void;
  };
  /** A new section takes all its links at once: a second call with the same section throws. */
  addSettingsLink(
    section: { id: string; intlLabel: { id: string; defaultMessage: string } },
    links: Array<{
      id: string;
      to: string;
      intlLabel: { id: string; defaultMessage: string };
      permissions: Array<{ action: string; subject: null }>;
      Component: () => Promise<{ default: React.ComponentType }>;
    }>
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
    // Its own entry, not a tab of the calendar: an importer need not be able to read the calendar.
    app.addMenuLink({
      to: `plugins/${PLUGIN_ID}-import`,
      icon: CloudUpload,
      intlLabel: { id: trad('menu.import'), defaultMessage: 'Import events' },
      permissions: PERMISSIONS.import,
      Component: () => import('./pages/ImportPage'),
    });
    app.addSettingsLink(
      { id: PLUGIN_ID, intlLabel: { id: trad('plugin.name'), defaultMessage: 'Events Calendar' } },
      [
        {
          id: `${PLUGIN_ID}-settings`,
          to: PLUGIN_ID,
          intlLabel: { id: trad('settings.link'), defaultMessage: 'Calendar' },
          permissions: PERMISSIONS.settings,
          Component: () => import('./pages/SettingsPage'),
        },
        {
          id: `${PLUGIN_ID}-subscriptions`,
          to: `${PLUGIN_ID}-subscriptions`,
          intlLabel: { id: trad('settings.subscriptions.link'), defaultMessage: 'Subscriptions' },
          permissions: PERMISSIONS.import,
          Component: () => import('./pages/SubscriptionsPage'),
        },
      ]
    );
    app.registerHook('Admin/CM/pages/EditView/mutate-edit-view-layout', translateHints);
    // Events' `recurrence` (server/src/content-types/recurrence-field.ts): the rule builder.
    app.customFields.register({
      name: 'recurrence',
      pluginId: PLUGIN_ID,
      type: 'json',
      icon: ArrowsCounterClockwise,
      intlLabel: { id: trad('recurrence.field.label'), defaultMessage: 'Recurrence' },
      intlDescription: {
        id: trad('recurrence.field.description'),
        defaultMessage: 'When an event repeats: a rule, excluded and added dates',
      },
      components: { Input: () => import('./components/recurrence/RecurrenceInput') },
    });
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

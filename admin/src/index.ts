/**
 * Admin side of the plugin: the editors' calendar (a menu entry, needing plugin::calendar.read), its
 * settings page (Settings → Events Calendar, needing plugin::calendar.settings), the Import page (a
 * menu entry) and the subscriptions (Settings → Events Calendar), both needing
 * plugin::calendar.import, and the Content Manager's inputs, columns and filters for the calendar's
 * types (content-manager/), in en, fr and nl.
 */
import { ArrowsCounterClockwise, Calendar, CloudUpload } from '@strapi/icons';
import { PERMISSIONS } from './permissions';
import { PLUGIN_ID } from './pluginId';
import { trad } from './utils/translate';
import { loadEditorViewMessages, translateHints } from './content-manager/editor-views';
import { calendarInputs, FIELD_INPUTS } from './content-manager/field-inputs';
import { calendarColumns, calendarFilters } from './content-manager/list-view';
import { TrashFilter } from './content-manager/TrashFilter';
import { rememberMessages } from './utils/admin-intl';

/** The part of Strapi's admin app this plugin uses (StrapiApp in @strapi/admin). */
interface AdminApp {
  registerPlugin(plugin: { id: string; name: string }): void;
  registerHook(name: string, fn: (args: never) => unknown): void;
  addFields(fields: Array<{ type: string; Component: React.ElementType }>): void;
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
  getPlugin(id: 'content-manager'): {
    injectComponent(
      view: 'listView',
      zone: 'actions',
      component: { name: string; Component: React.ComponentType }
    ): void;
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
    // The Content Manager in the editor's language and the event's time zone (issue #28).
    app.registerHook('Admin/CM/pages/EditView/mutate-edit-view-layout', translateHints);
    app.registerHook('Admin/CM/pages/EditView/mutate-edit-view-layout', calendarInputs);
    app.addFields(FIELD_INPUTS);
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', calendarColumns);
    app.registerHook('Admin/CM/pages/ListView/inject-in-filters', calendarFilters);
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

  bootstrap(app: AdminApp) {
    app.getPlugin('content-manager').injectComponent('listView', 'actions', {
      name: `${PLUGIN_ID}-trash-filter`,
      Component: TrashFilter,
    });
  },

  async registerTrads({ locales }: { locales: string[] }) {
    return Promise.all(
      locales.map(async (locale) => {
        try {
          const { default: data } = (await import(
            `./translations/${locale}.json`
          )) as TranslationModule;
          const messages = { ...prefixed(data), ...(await loadEditorViewMessages(locale)) };
          rememberMessages(locale, messages);
          return { data: messages, locale };
        } catch {
          return { data: {}, locale };
        }
      })
    );
  },
};

/**
 * The admin RBAC actions of the editors' calendar. Registered with the admin permission service so
 * that they show up in Settings → Roles (under Plugins → Events Calendar and Settings → Events
 * Calendar) and can be granted to any admin role; the super admin gets them automatically.
 */
import type { Core } from '@strapi/strapi';

export const ACTIONS = {
  /** Open the calendar and its events feed. */
  read: 'plugin::calendar.read',
  /** Move and resize events on the calendar (on top of the Content Manager's update permission). */
  reschedule: 'plugin::calendar.reschedule',
  /** Read and change the calendar settings. */
  settings: 'plugin::calendar.settings',
  /** Import from The Events Calendar or iCalendar, and manage iCalendar subscriptions (docs/api.md §15). */
  import: 'plugin::calendar.import',
} as const;

export type CalendarAction = (typeof ACTIONS)[keyof typeof ACTIONS];

const PLUGIN = 'calendar';

/** uid + pluginName give the action id: `plugin::calendar.<uid>`. */
export const ACTION_DEFINITIONS = [
  { section: 'plugins', displayName: 'Read the calendar', uid: 'read', pluginName: PLUGIN },
  {
    section: 'plugins',
    displayName: 'Reschedule events by drag and resize',
    uid: 'reschedule',
    pluginName: PLUGIN,
  },
  // One action for runs and subscriptions: both write events as the site itself, whoever asks.
  { section: 'plugins', displayName: 'Import events', uid: 'import', pluginName: PLUGIN },
  {
    section: 'settings',
    category: 'events calendar',
    displayName: 'Edit the calendar settings',
    uid: 'settings',
    pluginName: PLUGIN,
  },
];

interface ActionProvider {
  registerMany(actions: typeof ACTION_DEFINITIONS): Promise<void> | void;
}

/**
 * Must run in `register`: the admin's bootstrap, which runs after it, gives the super admin role every
 * registered action, so the first administrator can use the calendar at once.
 */
export async function registerAdminActions(strapi: Core.Strapi): Promise<void> {
  // `strapi.service(uid)` is untyped (its members are `any`): the annotation says what we rely on.
  const actionProvider: ActionProvider = strapi.service('admin::permission').actionProvider;
  await actionProvider.registerMany(ACTION_DEFINITIONS);
}

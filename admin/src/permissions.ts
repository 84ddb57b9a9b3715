/** The admin actions the plugin registers (server/src/admin-api/actions.ts), as the admin's RBAC checks them. */
export const PERMISSIONS = {
  read: [{ action: 'plugin::calendar.read', subject: null }],
  settings: [{ action: 'plugin::calendar.settings', subject: null }],
  /** The Import page and the iCalendar subscriptions. */
  import: [{ action: 'plugin::calendar.import', subject: null }],
};

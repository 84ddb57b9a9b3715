/** The editors' calendar in the Strapi admin: its routes, controllers and services (issue #5). */
import adminCalendarController from './controllers/calendar';
import adminSettingsController from './controllers/settings';
import adminRecurrenceController from './controllers/recurrence';
import adminCalendarService from './services/calendar';
import adminSettingsService from './services/settings';

export { adminRoutes } from './routes';
export { registerAdminActions } from './actions';
export const adminControllers = {
  adminCalendar: adminCalendarController,
  adminSettings: adminSettingsController,
  adminRecurrence: adminRecurrenceController,
};
export const adminServices = {
  adminCalendar: adminCalendarService,
  adminSettings: adminSettingsService,
};

/**
 * strapi-plugin-events-calendar, server side: five content types and the calendar/events/v1
 * REST API (see README.md).
 */
import register from './register';
import bootstrap from './bootstrap';
import destroy from './destroy';
import config from './config';
import contentTypes from './content-types';
import controllers from './controllers';
import routes from './routes';
import services from './services';
import { importerService } from './import/importer';

export default {
  register,
  bootstrap,
  destroy,
  config,
  contentTypes,
  controllers,
  routes,
  // The importer calls the controllers' handlers (docs/api.md §10, §15.1): it joins the services
  // here, where the layers are put together, so that services/ imports nothing above it.
  services: { ...services, importer: importerService },
};

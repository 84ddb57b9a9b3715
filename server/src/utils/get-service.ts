/**
 * The plugin's services by name, each with its own type, so that no caller casts what it looks up.
 * The names and types come from what the plugin registers (services/index.ts, and the importer,
 * registered by the plugin's root: server/src/index.ts): a service added there is known here, and a
 * wrong name does not compile. Types only: nothing here runs the importer's modules.
 */
import type { Core } from '@strapi/strapi';
import type services from '../services';
import type { importerService } from '../import/importer';

type Registered = typeof services & { importer: typeof importerService };

/** Each service's type: what its factory (`({ strapi }) => ({ ... })`) returns. */
export type Services = { [Name in keyof Registered]: ReturnType<Registered[Name]> };

export type ServiceName = keyof Services;

/** `strapi.plugin('calendar').service(name)`, typed by the name. */
export const getService = <Name extends ServiceName>(
  strapi: Core.Strapi,
  name: Name
): Services[Name] => strapi.plugin('calendar').service<Services[Name]>(name);

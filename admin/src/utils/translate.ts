import { PLUGIN_ID } from '../pluginId';

/** Translation ids are registered with the plugin's prefix (index.ts registerTrads). */
export const trad = (id: string) => `${PLUGIN_ID}.${id}`;

/**
 * Admin side of the plugin. For now it registers the plugin and its translations; the editors'
 * calendar page comes with its own issue.
 */
import { PLUGIN_ID } from './pluginId';

interface AdminApp {
  registerPlugin(plugin: { id: string; name: string }): void;
}

type TranslationModule = { default: Record<string, string> };

const prefixed = (data: Record<string, string>) =>
  Object.fromEntries(Object.entries(data).map(([key, value]) => [`${PLUGIN_ID}.${key}`, value]));

export default {
  register(app: AdminApp) {
    app.registerPlugin({ id: PLUGIN_ID, name: 'Events Calendar' });
  },

  async registerTrads({ locales }: { locales: string[] }) {
    return Promise.all(
      locales.map(async (locale) => {
        try {
          const { default: data } = (await import(`./translations/${locale}.json`)) as TranslationModule;
          return { data: prefixed(data), locale };
        } catch {
          return { data: {}, locale };
        }
      })
    );
  },
};

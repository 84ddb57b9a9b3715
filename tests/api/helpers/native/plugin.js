/**
 * The calendar plugin of the test file now booting, for tests/app/plugin-src/strapi-server.js.
 *
 * Strapi, loaded once per jest process (environment.js), keeps strapi-server.js in Node's module
 * cache: what that file exports must therefore be a function (Strapi calls it at each boot), which
 * answers the plugin the current test file loaded in its own registry and set here.
 */
let current;
module.exports = {
  set(plugin) {
    current = plugin;
  },
  get() {
    if (!current)
      throw new Error('tests/api/helpers/native/plugin.js: no plugin set for this boot');
    return current;
  },
};

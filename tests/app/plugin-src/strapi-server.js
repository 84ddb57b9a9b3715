// Under the API tests Strapi is loaded by Node's own require, once per jest process, and keeps this
// file in its cache: it answers the plugin the booting test file loaded in its own registry
// (tests/api/helpers/native/). Under other jest tests the jest transform compiles the TypeScript;
// elsewhere esbuild-register (a Strapi dependency) does.
if (process.env.JEST_WORKER_ID && typeof jest === 'undefined') {
  const current = require('../../api/helpers/native/plugin.js');
  module.exports = () => current.get();
} else {
  if (!process.env.JEST_WORKER_ID)
    require('esbuild-register/dist/node').register({ target: 'node20' });
  module.exports = require('../../../server/src/index.ts').default;
}

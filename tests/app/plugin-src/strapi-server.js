// Under jest the jest transform compiles the TypeScript; elsewhere esbuild-register (a Strapi
// dependency) does.
if (!process.env.JEST_WORKER_ID)
  require('esbuild-register/dist/node').register({ target: 'node20' });
module.exports = require('../../../server/src/index.ts').default;

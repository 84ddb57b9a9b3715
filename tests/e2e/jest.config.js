// The end-to-end test: the admin in headless Chromium against the demo app. Its own config, so that
// `npm test` (unit + API) never starts a browser; run it with `npm run test:e2e`.
const path = require('path');

module.exports = {
  rootDir: path.resolve(__dirname, '../..'),
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  transformIgnorePatterns: ['/node_modules/'],
  // Building the plugin and the admin takes a minute or two on a cold start; one browser step seconds.
  testTimeout: 120000,
};

// The interop suite: the importer on real material that is not ours to commit (real iCalendar files,
// TEC's captured responses), read from the folder `shared` beside the repository
// (tests/helpers/shared-fixtures.ts). Its own config, so that `npm test` (unit + API, on our own
// fixtures: tests/fixtures/README.md) never needs that folder; run it with `npm run test:interop`.
// Without the folder it fails in its global setup, saying where it looked.
const path = require('path');

const rootDir = path.resolve(__dirname, '../..');
const transform = { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022' } }] };
const globalSetup = '<rootDir>/tests/interop/global-setup.ts';

module.exports = {
  rootDir,
  // Booting Strapi takes seconds (as in the root jest.config.js).
  testTimeout: 60000,
  projects: [
    {
      rootDir,
      displayName: 'interop-unit',
      testEnvironment: '<rootDir>/tests/helpers/environment.js',
      testMatch: ['<rootDir>/tests/interop/unit/**/*.test.ts'],
      transform,
      globalSetup,
    },
    {
      rootDir,
      displayName: 'interop-api',
      // Strapi loads once per jest process, as in the api project (tests/api/helpers/native/).
      testEnvironment: '<rootDir>/tests/api/helpers/native/environment.js',
      moduleNameMapper: { '^@strapi/utils$': '<rootDir>/tests/api/helpers/native/strapi-utils.js' },
      testMatch: ['<rootDir>/tests/interop/api/**/*.test.ts'],
      transform,
      // The API tests' template databases, as for the api project (tests/api/global-setup.ts).
      globalSetup,
      globalTeardown: '<rootDir>/tests/api/global-teardown.ts',
      transformIgnorePatterns: ['/node_modules/'],
    },
  ],
};

// Two projects: `unit` (pure functions, no Strapi) and `api` (a real Strapi app booted per file).
// TypeScript is compiled by swc: the API tests load the plugin's server/src directly, so a test
// run never depends on a stale dist/.
const transform = { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022' } }] };

module.exports = {
  // Booting Strapi takes seconds; a test of a real app needs more than jest's 5 s default.
  testTimeout: 60000,
  projects: [
    {
      displayName: 'unit',
      // Node's, less the stores a finished file leaves enabled (tests/helpers/environment.js).
      testEnvironment: '<rootDir>/tests/helpers/environment.js',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts'],
      transform,
    },
    {
      displayName: 'api',
      testMatch: ['<rootDir>/tests/api/**/*.test.ts'],
      transform,
      // Strapi loads once per jest process, not once per file (helpers/native/environment.js).
      testEnvironment: '<rootDir>/tests/api/helpers/native/environment.js',
      moduleNameMapper: { '^@strapi/utils$': '<rootDir>/tests/api/helpers/native/strapi-utils.js' },
      // Names the run whose template databases the tests copy, and drops them (helpers/database.ts).
      globalSetup: '<rootDir>/tests/api/global-setup.ts',
      globalTeardown: '<rootDir>/tests/api/global-teardown.ts',
      // Strapi's own modules are plain CommonJS; only our TypeScript needs the transform.
      transformIgnorePatterns: ['/node_modules/'],
    },
  ],
};

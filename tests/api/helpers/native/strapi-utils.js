// The plugin's `@strapi/utils` under the API tests is Strapi's own copy (jest.config.js maps it
// here): Strapi, loaded natively (environment.js), answers a thrown ValidationError with 400 only
// when it is an instance of the classes it knows; a copy in the test file's registry would be 500.
module.exports = globalThis.__nativeRequire('@strapi/utils');

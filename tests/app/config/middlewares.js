// No 'strapi::favicon': this demo app has no favicon file, and the middleware would log an error
// on every admin page load without one.
module.exports = [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::public',
];

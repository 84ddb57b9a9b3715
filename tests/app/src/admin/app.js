// The admin panel's languages besides English: editors of the demo can switch the admin (and the
// calendar's pages and Content Manager labels) to French or Dutch in their profile.
export default {
  config: {
    locales: ['fr', 'nl'],
  },
  bootstrap() {},
};

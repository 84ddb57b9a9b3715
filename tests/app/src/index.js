// The host app's own lifecycle: demo data on the first start of an empty database.
const { seedDemo } = require('./seed');

module.exports = {
  register() {},
  async bootstrap({ strapi }) {
    if (process.env.CALENDAR_DEMO_SEED === 'false') return;
    await seedDemo(strapi);
  },
};

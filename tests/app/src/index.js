// The host app's own lifecycle: demo data on the first start of an empty database, and the
// benchmark's opt-in pieces (src/bench.js: off unless its environment variables are set).
const { seedDemo } = require('./seed');
const bench = require('./bench');

module.exports = {
  register({ strapi }) {
    bench.register(strapi);
  },
  async bootstrap({ strapi }) {
    await bench.bootstrap(strapi);
    if (process.env.CALENDAR_DEMO_SEED === 'false') return;
    await seedDemo(strapi);
  },
  destroy() {
    bench.destroy();
  },
};

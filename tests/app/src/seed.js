module.exports = { seedDemo: async () => {} };

// Quieter logs under test (STRAPI_LOG_LEVEL=error), Strapi's usual level otherwise.
const { winston, formats } = require('@strapi/logger');

module.exports = {
  transports: [
    new winston.transports.Console({
      level: process.env.STRAPI_LOG_LEVEL || 'http',
      format: winston.format.combine(
        formats.prettyPrint({ timestamps: 'YYYY-MM-DD hh:mm:ss.SSS' })
      ),
    }),
  ],
};

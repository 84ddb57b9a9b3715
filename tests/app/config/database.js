// SQLite by default (the demo, local tests); PostgreSQL and MySQL/MariaDB by environment only,
// so the same tests run unchanged on all three (one database per test file).
const path = require('path');

module.exports = ({ env }) => {
  const client = env('DATABASE_CLIENT', 'sqlite');
  if (client === 'sqlite') {
    const filename = env('DATABASE_FILENAME', '.tmp/data.db');
    return {
      connection: {
        client: 'sqlite',
        connection: {
          filename: path.isAbsolute(filename) ? filename : path.resolve(process.cwd(), filename),
        },
        useNullAsDefault: true,
      },
    };
  }
  return {
    connection: {
      client,
      connection: {
        host: env('DATABASE_HOST', '127.0.0.1'),
        port: env.int('DATABASE_PORT', client === 'postgres' ? 5432 : 3306),
        database: env('DATABASE_NAME', 'test'),
        user: env('DATABASE_USERNAME', client === 'postgres' ? 'postgres' : 'root'),
        password: env('DATABASE_PASSWORD', ''),
      },
      pool: { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) },
    },
  };
};

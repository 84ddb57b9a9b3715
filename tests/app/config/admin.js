module.exports = ({ env }) => ({
  auth: { secret: env('ADMIN_JWT_SECRET', 'calendar-demo-admin-secret') },
  apiToken: { salt: env('API_TOKEN_SALT', 'calendar-demo-api-token-salt') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT', 'calendar-demo-transfer-salt') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY', 'calendar-demo-encryption-key') },
  flags: { nps: false, promoteEE: false },
});

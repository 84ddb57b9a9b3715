export const PLUGIN_ID = 'calendar';

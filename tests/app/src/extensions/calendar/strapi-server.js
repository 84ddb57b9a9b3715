// The site's own fields, added the way Strapi documents extending a plugin's content types: the
// calendar shows them under `custom_fields` in its REST API, writes them with checks from their
// types and documents them (the plugin's docs/api.md §14). `pluginOptions.calendar.label` names a
// field in the API; without it the name is put into words ("ticketUrl" → "Ticket url").
const localized = { i18n: { localized: true } };

module.exports = (plugin) => {
  Object.assign(plugin.contentTypes.event.schema.attributes, {
    ticketUrl: {
      type: 'string',
      maxLength: 255,
      pluginOptions: { ...localized, calendar: { label: 'Ticket link' } },
    },
    capacity: { type: 'integer', min: 1, pluginOptions: localized },
    accessible: { type: 'boolean', pluginOptions: localized },
    level: {
      type: 'enumeration',
      enum: ['beginner', 'intermediate', 'advanced'],
      pluginOptions: localized,
    },
  });
  Object.assign(plugin.contentTypes.venue.schema.attributes, {
    parking: { type: 'boolean', pluginOptions: localized },
    floors: { type: 'integer', min: 0, pluginOptions: localized },
  });
  return plugin;
};

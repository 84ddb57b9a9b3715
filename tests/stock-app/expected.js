// What the stock-app test (tests/stock-app/run.js) expects of the plugin's Content Manager setup.
// One place to adjust when the plugin's editor views change. Attribute names are those of
// server/src/content-types/*/schema.json (camelCase: startUtc, postStatus...), not TEC's field names.

module.exports = {
  /**
   * `layouts.list` of plugin::calendar.event, in order (the columns of the event list). The language
   * column is not stored there: i18n adds its own ("Available in") to every localized type's list.
   */
  EVENT_LIST_COLUMNS: ['title', 'startUtc', 'postStatus'],
  /** Fields the first row of the event edit form holds. */
  EVENT_EDIT_FIRST_ROW: ['title', 'slug'],
  /** The second row: start and end (each shows its zone; the zone and all-day are the row below). */
  EVENT_EDIT_SECOND_ROW: ['startUtc', 'endUtc'],
  /** `metadatas.{field}.edit.label`: words, not attribute names. */
  EVENT_LABELS: { postStatus: 'Status', startUtc: 'Start', timezone: 'Time zone' },
  /** `metadatas.venue.edit.mainField` of events: a relation shows the venue's name, not its id. */
  EVENT_VENUE_MAIN_FIELD: 'name',
};

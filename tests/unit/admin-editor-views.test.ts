/**
 * Every English label and hint the server gives the Content Manager has a French and a Dutch
 * translation, under the message ids the Content Manager and our hint hook look up.
 */
import { EDITOR_VIEWS } from '../../server/src/content-types/editor-views';
import { editorViewMessages } from '../../admin/src/content-manager/editor-views';

describe.each(['fr', 'nl'])('%s', (locale) => {
  const messages = editorViewMessages(
    require(`../../admin/src/translations/editor-views/${locale}.json`)
  );

  test.each(Object.keys(EDITOR_VIEWS))('%s: every label and hint is translated', (kind) => {
    const view = EDITOR_VIEWS[kind];
    for (const field of Object.keys(view.labels)) {
      expect([
        field,
        messages[`content-manager.content-types.plugin::calendar.${kind}.${field}`],
      ]).toEqual([field, expect.any(String)]);
    }
    for (const field of Object.keys(view.hints ?? {})) {
      expect([field, messages[`calendar.editor-views.${kind}.${field}.hint`]]).toEqual([
        field,
        expect.any(String),
      ]);
    }
  });
});

/**
 * The Content Manager views of the five content types (server/src/content-types/editor-views.ts):
 * every field an editor may change is in the edit form exactly once, rows fit the 12-column grid
 * with the sizes the Content Manager allows, and every column and field has a human label.
 */
import {
  EDITOR_VIEWS,
  RELATION_MAIN_FIELDS,
  contentManagerConfig,
} from '../../server/src/content-types/editor-views';

type Attribute = {
  type: string;
  target?: string;
  pluginOptions?: { 'content-manager'?: { visible?: boolean } };
};
const schemaOf = (kind: string): { attributes: Record<string, Attribute> } =>
  require(`../../server/src/content-types/${kind}/schema.json`);
const editable = (kind: string) =>
  Object.entries(schemaOf(kind).attributes)
    .filter(([, a]) => a.pluginOptions?.['content-manager']?.visible !== false)
    .map(([name]) => name);

// The Content Manager's fixed sizes (its field-sizes service): full-width types and small ones.
const FULL_WIDTH = ['richtext', 'json', 'blocks', 'component', 'dynamiczone'];

describe.each(Object.keys(EDITOR_VIEWS))('%s', (kind) => {
  const view = EDITOR_VIEWS[kind];
  const attributes = schemaOf(kind).attributes;

  test('the edit form holds every editable field exactly once', () => {
    const placed = view.edit.flat().map(([name]) => name);
    expect([...placed].sort()).toEqual(editable(kind).sort());
  });

  test('rows fit 12 columns, full-width types take the whole row', () => {
    for (const row of view.edit) {
      expect(row.reduce((sum, [, size]) => sum + size, 0)).toBeLessThanOrEqual(12);
      for (const [name, size] of row)
        if (FULL_WIDTH.includes(attributes[name].type)) expect([name, size]).toEqual([name, 12]);
    }
  });

  test('list columns and the main field are fields of the type, and every field has a label', () => {
    for (const column of [...view.list, view.mainField, view.sort[0]])
      expect(attributes).toHaveProperty([column]);
    expect(Object.keys(view.labels).sort()).toEqual(editable(kind).sort());
  });

  test('relations are shown by a name field of their target', () => {
    const relations = Object.entries(attributes).filter(([, a]) => a.type === 'relation');
    for (const [name, attribute] of relations) {
      const target = attribute.target!.split('.')[1];
      const field = RELATION_MAIN_FIELDS[kind][name];
      expect([name, field]).toEqual([name, EDITOR_VIEWS[target].mainField]);
    }
    const { metadatas } = contentManagerConfig(kind);
    for (const [name] of relations)
      expect(metadatas[name].edit.mainField).toBe(RELATION_MAIN_FIELDS[kind][name]);
  });
});

/**
 * The Content Manager in the editor's language. The server sets English labels and hints on the
 * calendar's content types (server/src/content-types/editor-views.ts); here they are translated.
 *
 * Labels: the Content Manager looks every field label up as
 * `content-manager.content-types.{uid}.{field}` with the stored label as its default, so the
 * translations below are registered under those ids. As with any translated Strapi label, a French
 * or Dutch translation wins over an English label an administrator changed.
 *
 * Hints are shown as stored: a hook on the edit view's layout swaps each one for the same text in
 * the editor's language (when there is a translation), keeping the stored text as the default.
 */
import { createElement } from 'react';
import { FormattedMessage } from 'react-intl';
import { PLUGIN_ID } from '../pluginId';
import { calendarKind, KINDS } from './kinds';

type Texts = Record<string, Record<string, string>>;
interface EditorViewTexts {
  labels: Texts;
  hints: Texts;
}

const hintId = (kind: string, field: string) => `${PLUGIN_ID}.editor-views.${kind}.${field}.hint`;

/** Every label and hint of one language, as message ids the admin's intl provider knows. */
export function editorViewMessages({ labels, hints }: EditorViewTexts): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const kind of KINDS) {
    const kindLabels = { ...labels.common, ...labels[kind] };
    for (const [field, text] of Object.entries(kindLabels))
      messages[`content-manager.content-types.plugin::${PLUGIN_ID}.${kind}.${field}`] = text;
    const kindHints = { ...hints.common, ...hints[kind] };
    for (const [field, text] of Object.entries(kindHints)) messages[hintId(kind, field)] = text;
  }
  return messages;
}

export async function loadEditorViewMessages(locale: string): Promise<Record<string, string>> {
  try {
    const { default: texts } = (await import(`../translations/editor-views/${locale}.json`)) as {
      default: EditorViewTexts;
    };
    return editorViewMessages(texts);
  } catch {
    return {}; // English: the stored labels and hints are the text
  }
}

interface Field {
  name: string;
  hint?: unknown;
}
interface EditLayout {
  layout: Field[][][];
  options?: unknown;
}

/** `Admin/CM/pages/EditView/mutate-edit-view-layout`: hints in the editor's language. */
export function translateHints<T extends { layout: EditLayout }>(args: T): T {
  const kind = calendarKind(args.layout.options);
  if (!kind) return args;
  const translate = (field: Field): Field =>
    typeof field.hint === 'string' && field.hint
      ? {
          ...field,
          hint: createElement(FormattedMessage, {
            id: hintId(kind, field.name),
            defaultMessage: field.hint,
          }),
        }
      : field;
  const layout = args.layout.layout.map((panel) => panel.map((row) => row.map(translate)));
  return { ...args, layout: { ...args.layout, layout } };
}

/**
 * The batch in the order the importer writes it (IMPORT_ORDER: links point only at kinds written
 * before), each record once, and categories parents first, since a category links to its parent.
 */
import { IMPORT_ORDER, type ImportRecord } from '../../domain/import';

function parentsFirst(categories: ImportRecord[]): ImportRecord[] {
  const byId = new Map(categories.map((c) => [c.remoteId, c]));
  const out: ImportRecord[] = [];
  const placed = new Set<string>();
  const place = (c: ImportRecord, path: Set<string>) => {
    if (placed.has(c.remoteId) || path.has(c.remoteId)) return; // a cycle: left as found
    const parent = c.links?.parent ? byId.get(c.links.parent) : undefined;
    if (parent) place(parent, new Set([...path, c.remoteId]));
    placed.add(c.remoteId);
    out.push(c);
  };
  categories.forEach((c) => place(c, new Set()));
  return out;
}

/** The first record of a kind and id wins: a list that shifts while read may show one twice. */
function unique(records: ImportRecord[]): ImportRecord[] {
  const seen = new Set<string>();
  return records.filter((r) => {
    const key = `${r.kind}|${r.remoteId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function inImportOrder(records: ImportRecord[]): ImportRecord[] {
  const all = unique(records);
  return IMPORT_ORDER.flatMap((kind) => {
    const ofKind = all.filter((r) => r.kind === kind);
    return kind === 'category' ? parentsFirst(ofKind) : ofKind;
  });
}

/**
 * Import links written before records had a namespace (an upgrade; docs/api.md §15.1): their key
 * was the source's path or URL, so the same calendar imported from the CLI and then uploaded made
 * every event twice. Each such link gets the namespace its source implies (namespaceOfSource) and
 * the key of it. Where two of them are now one identity — the same UID imported by two ways — the
 * most recent link keeps it; the other link is removed and its record stays as it is (the
 * duplicate an editor may already have met), never deleted here. Once: later starts find no link
 * without a namespace, in one statement. On several instances starting together the work is the
 * same and idempotent, in one transaction each.
 */
import type { Core } from '@strapi/strapi';
import { IMPORT_LINK_UID, namespaceOfSource } from '../domain/import';
import { linkKey } from '../import/importer/links';
import { table } from '../services/tables';

export async function namespaceOldLinks(strapi: Core.Strapi): Promise<void> {
  const links = () => table(strapi, IMPORT_LINK_UID);
  const old = await links().findMany({
    select: ['id', 'source', 'kind', 'remoteId', 'lang'],
    where: { namespace: null },
    orderBy: { id: 'desc' },
  });
  if (old.length === 0) return;
  let merged = 0;
  await strapi.db.transaction(async () => {
    const taken = new Set(
      (await links().findMany({ select: ['key'], where: { namespace: { $notNull: true } } })).map(
        (row) => row.key
      )
    );
    for (const row of old) {
      const namespace = namespaceOfSource(row.source ?? '');
      const key = linkKey(namespace, row.kind, row.remoteId, row.lang);
      if (taken.has(key)) {
        await links().delete({ where: { id: row.id } });
        merged += 1;
        continue;
      }
      taken.add(key);
      await links().update({ where: { id: row.id }, data: { namespace, key } });
    }
  });
  strapi.log.info(
    `[calendar] import links: ${old.length - merged} given their namespace` +
      (merged ? `, ${merged} of the same records by another way left unlinked` : '')
  );
}

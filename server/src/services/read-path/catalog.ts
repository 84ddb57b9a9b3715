/**
 * Everything the read path's statements name, resolved once per Strapi instance from the model
 * metadata: the dialect, the five models and the media model, and the link tables between them.
 */
import type { Core } from '@strapi/strapi';
import { OCCURRENCE_UID, UID } from '../../domain/records';
import { asClient, createDialect, type Dialect } from './dialect';
import { modelOf, type JoinTable, type Model } from './models';

export interface MediaLink {
  table: string;
  fileColumn: string;
  idColumn: string;
  typeColumn: string;
  fieldColumn: string;
  orderColumn: string;
}

export interface Catalog {
  d: Dialect;
  event: Model;
  /** What lists list: single events and occurrences (services/occurrences.ts). */
  occurrence: Model;
  venue: Model;
  organizer: Model;
  category: Model;
  tag: Model;
  file: Model;
  links: {
    venue: JoinTable;
    organizers: JoinTable;
    categories: JoinTable;
    tags: JoinTable;
    parent: JoinTable;
    categoryParent: JoinTable;
  };
  media: MediaLink;
}

const FILE = 'plugin::upload.file';

interface MorphJoinTable {
  name: string;
  joinColumn: { name: string };
  morphColumn: { idColumn: { name: string }; typeColumn: { name: string } };
  orderBy?: Record<string, string>;
}

const catalogs = new WeakMap<object, Catalog>();

type Attribute = ReturnType<Core.Strapi['db']['metadata']['get']>['attributes'][string];

/** The media library's `related` link: a morph relation's join table (id and type columns). */
function morphJoinTable(def: Attribute | undefined): MorphJoinTable {
  if (def && 'joinTable' in def && def.joinTable && 'morphColumn' in def.joinTable)
    return def.joinTable;
  throw new Error(`${FILE}.related has no morph join table`);
}

export function catalogOf(strapi: Core.Strapi): Catalog {
  const known = catalogs.get(strapi);
  if (known) return known;
  const schema = strapi.db.getSchemaName?.();
  const d = createDialect(asClient(strapi.db.dialect.client), schema);
  const event = modelOf(strapi, UID.event);
  const category = modelOf(strapi, UID.category);
  const related = morphJoinTable(strapi.db.metadata.get(FILE).attributes.related);
  const catalog: Catalog = {
    d,
    event,
    occurrence: modelOf(strapi, OCCURRENCE_UID),
    venue: modelOf(strapi, UID.venue),
    organizer: modelOf(strapi, UID.organizer),
    category,
    tag: modelOf(strapi, UID.tag),
    file: modelOf(strapi, FILE),
    links: {
      venue: event.joinTable('venue'),
      organizers: event.joinTable('organizers'),
      categories: event.joinTable('categories'),
      tags: event.joinTable('tags'),
      parent: event.joinTable('parent'),
      categoryParent: category.joinTable('parent'),
    },
    media: {
      table: related.name,
      fileColumn: related.joinColumn.name,
      idColumn: related.morphColumn.idColumn.name,
      typeColumn: related.morphColumn.typeColumn.name,
      // Strapi's morph link tables carry the attribute name and the position as `field` and `order`.
      fieldColumn: 'field',
      orderColumn: Object.keys(related.orderBy ?? { order: 'asc' })[0],
    },
  };
  catalogs.set(strapi, catalog);
  return catalog;
}

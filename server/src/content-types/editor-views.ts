/**
 * How the Content Manager shows the calendar's content types to editors: list columns, the edit
 * form's rows, field labels and hints, and the field that names a record in relations.
 *
 * It travels as the schema's `config`, which the Content Manager reads only when it creates a
 * content type's configuration, at the first start: what an administrator changes later in
 * "Configure the view" is kept, and fields added by an upgrade are appended by Strapi itself.
 * Labels and hints here are English; the admin translates them (admin/src/content-manager/).
 */

export type Row = Array<[field: string, size: number]>;

export interface EditorView {
  /** The field that names a record: list links, relation pickers, the edit view's title. */
  mainField: string;
  sort: [field: string, order: 'ASC' | 'DESC'];
  list: string[];
  /** Every field the editor may change, in rows of at most 12 columns. */
  edit: Row[];
  labels: Record<string, string>;
  hints?: Record<string, string>;
}

const NAMED = {
  venue: 'name',
  organizers: 'name',
  categories: 'name',
  tags: 'name',
  parent: 'title',
  children: 'title',
};

/** The field each relation shows of the records it links (its target's name, not its id). */
export const RELATION_MAIN_FIELDS: Record<string, Record<string, string>> = {
  event: NAMED,
  venue: { events: 'title' },
  organizer: { events: 'title' },
  category: { parent: 'name', children: 'name', events: 'title' },
  tag: { events: 'title' },
};

const POST_LABELS = {
  postStatus: 'Status',
  postDate: 'Publication date',
  password: 'Password',
  authorId: 'Author (user id)',
  description: 'Description',
  excerpt: 'Excerpt',
  image: 'Image',
  slug: 'Slug',
};

const POST_HINTS = {
  slug: 'The last part of its address; made from the name when left empty.',
  postStatus:
    'Published: everyone. Scheduled: at the publication date. Draft, pending, private: editors only.',
  password: 'Visitors must give it to read the description and details.',
};

export const EDITOR_VIEWS: Record<string, EditorView> = {
  event: {
    mainField: 'title',
    sort: ['startUtc', 'DESC'],
    // Three columns, with the i18n plugin's "Available in" and the actions: the table fits 1280 px
    // (with the end and the venue it was 425 px too wide). An editor adds them in the view's settings.
    list: ['title', 'startUtc', 'postStatus'],
    edit: [
      [
        ['title', 6],
        ['slug', 6],
      ],
      // Half a row each: a date, a time and the zone's name under them (the admin's wall-time
      // input); at a sixth of a row "Europe/Brussels" was cut to "Europe/Brus" at 1280 px.
      [
        ['startUtc', 6],
        ['endUtc', 6],
      ],
      [
        ['timezone', 6],
        ['allDay', 6],
      ],
      [['recurrence', 12]],
      [
        ['venue', 6],
        ['organizers', 6],
      ],
      [
        ['categories', 6],
        ['tags', 6],
      ],
      [['description', 12]],
      [['excerpt', 12]],
      [
        ['image', 6],
        ['website', 6],
      ],
      [
        ['cost', 6],
        ['currencyPosition', 6],
      ],
      [
        ['currencySymbol', 6],
        ['currencyCode', 6],
      ],
      [
        ['eventStatus', 4],
        ['attendanceMode', 4],
        ['onlineUrl', 4],
      ],
      [['eventStatusReason', 12]],
      [
        ['postStatus', 6],
        ['postDate', 6],
      ],
      [
        ['featured', 3],
        ['sticky', 3],
        ['hideFromListings', 3],
        ['showMap', 3],
      ],
      [
        ['showMapLink', 3],
        ['authorId', 3],
        ['password', 6],
      ],
      [
        ['parent', 6],
        ['children', 6],
      ],
    ],
    labels: {
      ...POST_LABELS,
      title: 'Title',
      startUtc: 'Start',
      endUtc: 'End',
      timezone: 'Time zone',
      allDay: 'All day',
      recurrence: 'Repeats',
      venue: 'Venue',
      organizers: 'Organizers',
      categories: 'Categories',
      tags: 'Tags',
      website: 'Event website',
      cost: 'Cost',
      currencySymbol: 'Currency symbol',
      currencyCode: 'Currency code',
      currencyPosition: 'Symbol position',
      featured: 'Featured',
      sticky: 'Sticky in month view',
      hideFromListings: 'Hide from event listings',
      eventStatus: 'Event status',
      eventStatusReason: 'Reason for the status',
      attendanceMode: 'Attendance',
      onlineUrl: 'Online event link',
      showMap: 'Show map',
      showMapLink: 'Show map link',
      parent: 'Parent event',
      children: 'Child events',
    },
    hints: {
      ...POST_HINTS,
      slug: 'The last part of the event’s address; made from the title when left empty.',
      startUtc: 'In the event’s time zone, named below; changing the zone keeps the time shown.',
      timezone: 'A name such as Europe/Brussels, or UTC.',
      recurrence: 'Each occurrence starts and ends at the times above, in the event’s time zone.',
      cost: 'As visitors should read it, such as “€15” or “Free”.',
      hideFromListings: 'Left out of event lists; still readable at its own address.',
      eventStatus: 'Canceled and postponed events stay in lists, marked as such.',
      attendanceMode: 'Online: no venue needed. Mixed: at the venue and online.',
      onlineUrl: 'Where people join online (http or https); hidden on password-protected events.',
    },
  },
  venue: {
    mainField: 'name',
    sort: ['name', 'ASC'],
    list: ['name', 'city', 'country', 'postStatus'],
    edit: [
      [
        ['name', 6],
        ['slug', 6],
      ],
      [
        ['address', 6],
        ['city', 6],
      ],
      [
        ['zip', 4],
        ['province', 4],
        ['state', 4],
      ],
      [
        ['stateprovince', 6],
        ['country', 6],
      ],
      [
        ['phone', 6],
        ['website', 6],
      ],
      [
        ['geoLat', 3],
        ['geoLng', 3],
        ['showMap', 3],
        ['showMapLink', 3],
      ],
      [['description', 12]],
      [['excerpt', 12]],
      [
        ['image', 6],
        ['events', 6],
      ],
      [
        ['postStatus', 6],
        ['postDate', 6],
      ],
      [
        ['password', 6],
        ['authorId', 4],
      ],
    ],
    labels: {
      ...POST_LABELS,
      name: 'Name',
      address: 'Address',
      city: 'City',
      zip: 'Postal code',
      province: 'Province',
      state: 'State',
      stateprovince: 'State or province',
      country: 'Country',
      phone: 'Phone',
      website: 'Website',
      geoLat: 'Latitude',
      geoLng: 'Longitude',
      showMap: 'Show map',
      showMapLink: 'Show map link',
      events: 'Events',
    },
    hints: { ...POST_HINTS, stateprovince: 'Shown when province and state are empty.' },
  },
  organizer: {
    mainField: 'name',
    sort: ['name', 'ASC'],
    list: ['name', 'email', 'phone', 'postStatus'],
    edit: [
      [
        ['name', 6],
        ['slug', 6],
      ],
      [
        ['email', 6],
        ['phone', 6],
      ],
      [
        ['website', 6],
        ['image', 6],
      ],
      [['description', 12]],
      [['excerpt', 12]],
      [
        ['postStatus', 6],
        ['postDate', 6],
      ],
      [
        ['password', 6],
        ['authorId', 4],
      ],
      [['events', 12]],
    ],
    labels: {
      ...POST_LABELS,
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      website: 'Website',
      events: 'Events',
    },
    hints: POST_HINTS,
  },
  category: {
    mainField: 'name',
    sort: ['name', 'ASC'],
    list: ['name', 'slug', 'parent'],
    edit: [
      [
        ['name', 6],
        ['slug', 6],
      ],
      [
        ['parent', 6],
        ['description', 6],
      ],
      [
        ['children', 6],
        ['events', 6],
      ],
    ],
    labels: {
      name: 'Name',
      slug: 'Slug',
      description: 'Description',
      parent: 'Parent category',
      children: 'Subcategories',
      events: 'Events',
    },
    hints: { slug: POST_HINTS.slug },
  },
  tag: {
    mainField: 'name',
    sort: ['name', 'ASC'],
    list: ['name', 'slug'],
    edit: [
      [
        ['name', 6],
        ['slug', 6],
      ],
      [
        ['description', 6],
        ['events', 6],
      ],
    ],
    labels: { name: 'Name', slug: 'Slug', description: 'Description', events: 'Events' },
    hints: { slug: POST_HINTS.slug },
  },
};

export interface Metadata {
  edit: { label: string; description?: string; mainField?: string };
  list: { label: string };
}

function metadatas(kind: string, view: EditorView): Record<string, Metadata> {
  const relations = RELATION_MAIN_FIELDS[kind] ?? {};
  return Object.fromEntries(
    Object.entries(view.labels).map(([field, label]) => {
      const edit: Metadata['edit'] = { label };
      if (view.hints?.[field]) edit.description = view.hints[field];
      if (relations[field]) edit.mainField = relations[field];
      return [field, { edit, list: { label } }];
    })
  );
}

export interface ContentManagerConfig {
  settings: Record<string, string | number | boolean>;
  metadatas: Record<string, Metadata>;
  layouts: { list: string[]; edit: Array<Array<{ name: string; size: number }>> };
}

/** The `config` block of a content type's schema, in the shape the Content Manager reads. */
export function contentManagerConfig(kind: string): ContentManagerConfig {
  const view = EDITOR_VIEWS[kind];
  return {
    // The Content Manager's own defaults for the switches it requires (a stock list view).
    settings: {
      bulkable: true,
      filterable: true,
      searchable: true,
      pageSize: 10,
      mainField: view.mainField,
      defaultSortBy: view.sort[0],
      defaultSortOrder: view.sort[1],
    },
    metadatas: metadatas(kind, view),
    layouts: {
      list: view.list,
      edit: view.edit.map((row) => row.map(([name, size]) => ({ name, size }))),
    },
  };
}

/** Sizes the Content Manager accepts for a field type (its field-sizes service): full width or half. */
const sizeOf = (type: string) => (FULL_WIDTH_TYPES.has(type) ? 12 : 6);
const FULL_WIDTH_TYPES = new Set(['richtext', 'json', 'blocks']);

/**
 * The site's own fields (docs/api.md §14) at the end of the edit view, two to a row, labelled as
 * the API labels them. Our layout is given in full, and the Content Manager takes a given layout as
 * it is on a new database (it appends new attributes only to a layout it stored before), so fields
 * a site adds must be placed here, once its extension has run (register).
 */
export function placeSiteFields(
  config: ContentManagerConfig,
  fields: Array<{ name: string; type: string; label: string }>
): void {
  const placed = new Set(config.layouts.edit.flat().map((f) => f.name));
  let row: Array<{ name: string; size: number }> = [];
  const rows: (typeof row)[] = [];
  for (const f of fields.filter((x) => !placed.has(x.name))) {
    const size = sizeOf(f.type);
    if (row.reduce((sum, x) => sum + x.size, 0) + size > 12) rows.push((row = []));
    if (!rows.length) rows.push(row);
    row.push({ name: f.name, size });
    config.metadatas[f.name] ??= { edit: { label: f.label }, list: { label: f.label } };
  }
  config.layouts.edit.push(...rows.filter((r) => r.length));
}

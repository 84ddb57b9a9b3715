import schema from './schema.json';
import { contentManagerConfig } from '../editor-views';

// A copy of the attributes: a site's extension (src/extensions/calendar) adds to this one, never to
// the plugin's own schema, which tells the site's fields apart (services/site-fields.ts).
export default {
  schema: {
    ...schema,
    attributes: { ...schema.attributes },
    config: contentManagerConfig('venue'),
  },
};

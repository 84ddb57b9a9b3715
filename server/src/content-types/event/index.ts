import schema from './schema.json';
import { contentManagerConfig } from '../editor-views';

export default { schema: { ...schema, config: contentManagerConfig('event') } };

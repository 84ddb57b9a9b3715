/** The plugin's translated texts, with values (every id is registered with the plugin's prefix). */
import { useIntl } from 'react-intl';
import { trad } from '../../utils/translate';

export function useText() {
  const { formatMessage } = useIntl();
  return (id: string, defaultMessage: string, values?: Record<string, string | number>) =>
    formatMessage({ id: trad(id), defaultMessage }, values);
}

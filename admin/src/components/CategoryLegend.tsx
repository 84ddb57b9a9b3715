/** Which colour is which category, and how drafts and other unpublished events look. */
import { Box, Flex, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import type { Named } from '../../../contracts/calendar';
import { colorOf, NEUTRAL, type ColorMap } from '../utils/colors';
import { trad } from '../utils/translate';

const Swatch = ({ color, dashed = false }: { color: string; dashed?: boolean }) => (
  <Box
    width="1.2rem"
    height="1.2rem"
    hasRadius
    style={{
      background: dashed ? 'transparent' : color,
      border: `2px ${dashed ? 'dashed' : 'solid'} ${color}`,
    }}
  />
);

export function CategoryLegend({ categories, colors }: { categories: Named[]; colors: ColorMap }) {
  const { formatMessage } = useIntl();
  const item = (key: string, swatch: React.ReactNode, label: string) => (
    <Flex key={key} gap={1} alignItems="center">
      {swatch}
      <Typography variant="pi" textColor="neutral600">
        {label}
      </Typography>
    </Flex>
  );
  return (
    <Flex
      gap={3}
      wrap="wrap"
      paddingBottom={4}
      aria-label={formatMessage({ id: trad('legend.label'), defaultMessage: 'Legend' })}
    >
      {categories.map((c) =>
        item(c.documentId, <Swatch color={colorOf(c.documentId, colors)} />, c.name)
      )}
      {item(
        'none',
        <Swatch color={NEUTRAL} />,
        formatMessage({ id: trad('legend.noCategory'), defaultMessage: 'No category' })
      )}
      {item(
        'unpublished',
        <Swatch color={NEUTRAL} dashed />,
        formatMessage({
          id: trad('legend.unpublished'),
          defaultMessage: 'Not published (draft, pending, scheduled, private)',
        })
      )}
    </Flex>
  );
}

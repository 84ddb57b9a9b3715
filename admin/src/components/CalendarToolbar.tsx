/** Previous / today / next, the period shown, and the four views: in the admin's own buttons. */
import { Button, Flex, IconButton, Typography } from '@strapi/design-system';
import { ChevronLeft, ChevronRight } from '@strapi/icons';
import { useIntl } from 'react-intl';
import { CALENDAR_VIEWS, type CalendarView } from '../../../contracts/settings';
import { trad } from '../utils/translate';

interface Props {
  title: string;
  view: CalendarView;
  onView(view: CalendarView): void;
  onMove(step: 'prev' | 'today' | 'next'): void;
}

export function CalendarToolbar({ title, view, onView, onMove }: Props) {
  const { formatMessage } = useIntl();
  return (
    <Flex justifyContent="space-between" alignItems="center" gap={4} wrap="wrap" paddingBottom={4}>
      <Flex gap={2} alignItems="center">
        <IconButton
          label={formatMessage({ id: trad('toolbar.previous'), defaultMessage: 'Previous' })}
          onClick={() => onMove('prev')}
        >
          <ChevronLeft />
        </IconButton>
        <Button variant="tertiary" onClick={() => onMove('today')}>
          {formatMessage({ id: trad('toolbar.today'), defaultMessage: 'Today' })}
        </Button>
        <IconButton
          label={formatMessage({ id: trad('toolbar.next'), defaultMessage: 'Next' })}
          onClick={() => onMove('next')}
        >
          <ChevronRight />
        </IconButton>
        <Typography variant="beta" tag="h2" data-testid="calendar-title">
          {title}
        </Typography>
      </Flex>
      <Flex
        gap={1}
        role="group"
        aria-label={formatMessage({ id: trad('toolbar.views'), defaultMessage: 'Views' })}
      >
        {CALENDAR_VIEWS.map((name) => (
          <Button
            key={name}
            variant={name === view ? 'secondary' : 'tertiary'}
            aria-pressed={name === view}
            onClick={() => onView(name)}
          >
            {formatMessage({ id: trad(`view.${name}`), defaultMessage: name })}
          </Button>
        ))}
      </Flex>
    </Flex>
  );
}

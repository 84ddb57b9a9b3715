/** The subscriptions: each feed, its schedule, its last refresh and what it brought, and its actions. */
import * as React from 'react';
import {
  Flex,
  IconButton,
  Status,
  Table,
  Tbody,
  Td,
  Th,
  Thead,
  Tr,
  Typography,
} from '@strapi/design-system';
import { ArrowClockwise, Pencil, Trash } from '@strapi/icons';
import { useIntl } from 'react-intl';
import type { SubscriptionView } from '../../../../contracts/calendar';
import { Counts } from './RunView';
import { useText } from './useText';

interface Props {
  subscriptions: SubscriptionView[];
  /** The one being refreshed, if any. */
  refreshing: number | null;
  onRefresh(s: SubscriptionView): void;
  onEdit(s: SubscriptionView): void;
  onDelete(s: SubscriptionView): void;
}

function LastRefresh({ s }: { s: SubscriptionView }) {
  const text = useText();
  const { formatDate } = useIntl();
  if (!s.lastRefreshAt)
    return (
      <Typography textColor="neutral600">{text('subscriptions.never', 'Not read yet')}</Typography>
    );
  return (
    <Flex direction="column" alignItems="flex-start" gap={1}>
      <Typography>
        {formatDate(s.lastRefreshAt, { dateStyle: 'medium', timeStyle: 'short' })}
      </Typography>
      {s.lastCounts && <Counts counts={s.lastCounts} />}
      {s.lastProblems.map((p, i) => (
        <Typography key={i} variant="pi" textColor="danger600">
          {p.message}
        </Typography>
      ))}
    </Flex>
  );
}

export function SubscriptionsTable({
  subscriptions,
  refreshing,
  onRefresh,
  onEdit,
  onDelete,
}: Props) {
  const text = useText();
  const head = (id: string, label: string) => (
    <Th>
      <Typography variant="sigma">{text(id, label)}</Typography>
    </Th>
  );
  return (
    <Table colCount={6} rowCount={subscriptions.length + 1} data-subscriptions>
      <Thead>
        <Tr>
          {head('subscriptions.url', 'Feed address')}
          {head('import.lang', 'Language')}
          {head('subscriptions.every', 'Every')}
          {head('subscriptions.last', 'Last refresh')}
          {head('subscriptions.state', 'State')}
          {head('subscriptions.actions', 'Actions')}
        </Tr>
      </Thead>
      <Tbody>
        {subscriptions.map((s) => (
          <Tr key={s.id} data-subscription-id={s.id}>
            <Td>
              <Typography ellipsis>{s.url}</Typography>
            </Td>
            <Td>
              <Typography>{s.lang}</Typography>
            </Td>
            <Td>
              <Typography>
                {text('subscriptions.minutes', '{n} min', { n: s.refreshMinutes })}
              </Typography>
            </Td>
            <Td>
              <LastRefresh s={s} />
            </Td>
            <Td>
              <Status variant={s.enabled ? 'success' : 'neutral'} size="S">
                <Typography>
                  {s.enabled
                    ? text('subscriptions.on', 'Enabled')
                    : text('subscriptions.off', 'Paused')}
                </Typography>
              </Status>
            </Td>
            <Td>
              <Flex gap={1}>
                <IconButton
                  label={text('subscriptions.refresh', 'Refresh now')}
                  disabled={refreshing !== null}
                  onClick={() => onRefresh(s)}
                >
                  <ArrowClockwise />
                </IconButton>
                <IconButton
                  label={text('subscriptions.edit', 'Change the subscription')}
                  onClick={() => onEdit(s)}
                >
                  <Pencil />
                </IconButton>
                <IconButton
                  label={text('subscriptions.delete', 'Delete')}
                  onClick={() => onDelete(s)}
                >
                  <Trash />
                </IconButton>
              </Flex>
            </Td>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
}

/** The recent runs (the server keeps the 20 newest), any of which opens its summary. */
import * as React from 'react';
import {
  Box,
  Table,
  Tbody,
  Td,
  TextButton,
  Th,
  Thead,
  Tr,
  Typography,
} from '@strapi/design-system';
import { useIntl } from 'react-intl';
import type { ImportRunView } from '../../../../contracts/calendar';
import { useStatusName } from './RunView';
import { useText } from './useText';

interface Props {
  runs: ImportRunView[];
  onOpen(run: ImportRunView): void;
}

export function RecentRuns({ runs, onOpen }: Props) {
  const text = useText();
  const { formatDate } = useIntl();
  const status = useStatusName();
  if (!runs.length) return null;
  const when = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  // Who or what started it: every run is listed, the command line's and subscriptions' too.
  const starter = ({ startedBy: { via, name } }: ImportRunView) =>
    via === 'cli'
      ? text('import.by.cli', 'Command line ({name})', { name: name ?? '?' })
      : via === 'subscription'
        ? text('import.by.subscription', 'Subscription ({name})', { name: name ?? '?' })
        : (name ?? text('import.by.admin', 'An administrator'));
  const summary = (run: ImportRunView) =>
    text('import.recent.counts', '{created} created, {updated} updated, {failed} failed', {
      ...run.counts,
    });

  return (
    <Box paddingTop={8}>
      <Box paddingBottom={4}>
        <Typography variant="delta" tag="h2">
          {text('import.recent', 'Recent imports')}
        </Typography>
      </Box>
      <Table colCount={6} rowCount={runs.length + 1} data-recent-runs>
        <Thead>
          <Tr>
            <Th>
              <Typography variant="sigma">{text('import.recent.started', 'Started')}</Typography>
            </Th>
            <Th>
              <Typography variant="sigma">{text('import.recent.source', 'Source')}</Typography>
            </Th>
            <Th>
              <Typography variant="sigma">{text('import.recent.by', 'Started by')}</Typography>
            </Th>
            <Th>
              <Typography variant="sigma">{text('import.lang', 'Language')}</Typography>
            </Th>
            <Th>
              <Typography variant="sigma">{text('import.recent.status', 'Status')}</Typography>
            </Th>
            <Th>
              <Typography variant="sigma">{text('import.recent.result', 'Result')}</Typography>
            </Th>
          </Tr>
        </Thead>
        <Tbody>
          {runs.map((run) => (
            <Tr key={run.id} data-run-id={run.id}>
              <Td>
                <TextButton onClick={() => onOpen(run)}>{when(run.startedAt)}</TextButton>
              </Td>
              <Td>
                <Typography ellipsis>{run.source}</Typography>
              </Td>
              <Td>
                <Typography ellipsis data-started-by={run.startedBy.via}>
                  {starter(run)}
                </Typography>
              </Td>
              <Td>
                <Typography>{run.lang}</Typography>
              </Td>
              <Td>
                <Typography>
                  {status(run.status)}
                  {run.dryRun ? ` (${text('import.recent.dry', 'dry run')})` : ''}
                </Typography>
              </Td>
              <Td>
                <Typography>{summary(run)}</Typography>
              </Td>
            </Tr>
          ))}
        </Tbody>
      </Table>
    </Box>
  );
}

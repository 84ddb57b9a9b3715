/**
 * One run: its progress while it reads and writes, then its summary: the counts, the records that
 * need a reader's eye (failed, skipped, with warnings) and the problems met reading the source.
 */
import * as React from 'react';
import {
  Badge,
  Box,
  Button,
  Flex,
  ProgressBar,
  Table,
  Tbody,
  Td,
  Th,
  Thead,
  Tr,
  Typography,
} from '@strapi/design-system';
import type { ImportOutcomeName, ImportRunView } from '../../../../contracts/calendar';
import { isRunning } from '../../hooks/useImportRun';
import { useText } from './useText';

export const OUTCOMES: ImportOutcomeName[] = [
  'created',
  'updated',
  'unchanged',
  'skipped',
  'failed',
  'trashed',
];

export function useOutcomeName() {
  const text = useText();
  const names: Record<ImportOutcomeName, string> = {
    created: text('import.outcome.created', 'Created'),
    updated: text('import.outcome.updated', 'Updated'),
    unchanged: text('import.outcome.unchanged', 'Unchanged'),
    skipped: text('import.outcome.skipped', 'Skipped'),
    failed: text('import.outcome.failed', 'Failed'),
    trashed: text('import.outcome.trashed', 'Trashed'),
  };
  return (outcome: ImportOutcomeName) => names[outcome] ?? outcome;
}

export function useStatusName() {
  const text = useText();
  return (status: ImportRunView['status']) =>
    ({
      reading: text('import.status.reading', 'Reading the source'),
      writing: text('import.status.writing', 'Writing records'),
      cancelling: text('import.status.cancelling', 'Cancelling after the record being written'),
      done: text('import.status.done', 'Done'),
      failed: text('import.status.failed', 'Failed'),
      cancelled: text('import.status.cancelled', 'Cancelled'),
      interrupted: text('import.status.interrupted', 'Interrupted'),
    })[status] ?? status;
}

interface CancelProps {
  /** Cancels the run (the server stops it after the record being written). */
  onCancel?: () => void;
}

function Progress({ run, onCancel }: { run: ImportRunView } & CancelProps) {
  const text = useText();
  const status = useStatusName();
  const percent = run.total ? Math.round((run.done / run.total) * 100) : 0;
  const cancelling = run.status === 'cancelling';
  return (
    <Flex direction="column" alignItems="stretch" gap={2}>
      <Flex justifyContent="space-between" gap={4}>
        <Typography variant="omega" fontWeight="bold">
          {status(run.status)}
        </Typography>
        {onCancel && (
          <Button
            variant="danger-light"
            size="S"
            onClick={onCancel}
            loading={cancelling}
            disabled={cancelling}
            data-run-cancel
          >
            {text('import.cancel', 'Cancel the import')}
          </Button>
        )}
      </Flex>
      <ProgressBar value={percent} />
      <Typography variant="pi" textColor="neutral600" data-run-progress>
        {text('import.progress', '{done} of {total} records', { done: run.done, total: run.total })}
      </Typography>
    </Flex>
  );
}

export function Counts({ counts }: { counts: ImportRunView['counts'] }) {
  const outcome = useOutcomeName();
  return (
    <Flex gap={2} wrap="wrap">
      {OUTCOMES.map((o) => (
        <Badge key={o} data-count={o} active={counts[o] > 0}>
          {`${outcome(o)}: ${counts[o]}`}
        </Badge>
      ))}
    </Flex>
  );
}

function ReportTable({ run }: { run: ImportRunView }) {
  const text = useText();
  const outcome = useOutcomeName();
  if (!run.report.length) return null;
  return (
    <Table colCount={4} rowCount={run.report.length + 1} data-run-report>
      <Thead>
        <Tr>
          <Th>
            <Typography variant="sigma">{text('import.report.kind', 'Kind')}</Typography>
          </Th>
          <Th>
            <Typography variant="sigma">{text('import.report.record', 'Record')}</Typography>
          </Th>
          <Th>
            <Typography variant="sigma">{text('import.report.outcome', 'Outcome')}</Typography>
          </Th>
          <Th>
            <Typography variant="sigma">{text('import.report.why', 'Why')}</Typography>
          </Th>
        </Tr>
      </Thead>
      <Tbody>
        {run.report.map((line, i) => (
          <Tr key={i}>
            <Td>
              <Typography>{line.kind}</Typography>
            </Td>
            <Td>
              <Typography>{line.label}</Typography>
            </Td>
            <Td>
              <Typography>{outcome(line.outcome)}</Typography>
            </Td>
            <Td>
              <Typography>
                {[line.reason, ...(line.warnings ?? [])].filter(Boolean).join(' · ')}
              </Typography>
            </Td>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
}

function Problems({ run }: { run: ImportRunView }) {
  const text = useText();
  if (!run.problems.length && !run.error) return null;
  return (
    <Flex direction="column" alignItems="stretch" gap={1} data-run-problems>
      <Typography variant="delta">{text('import.problems', 'Problems')}</Typography>
      {run.error && <Typography textColor="danger600">{run.error}</Typography>}
      {run.problems.map((p, i) => (
        <Typography key={i} textColor="danger600">
          {[p.source, p.record, p.message].filter(Boolean).join(' — ')}
        </Typography>
      ))}
    </Flex>
  );
}

export function RunView({ run, onCancel }: { run: ImportRunView } & CancelProps) {
  const text = useText();
  const status = useStatusName();
  return (
    <Box
      background="neutral0"
      padding={6}
      shadow="tableShadow"
      hasRadius
      data-run-status={run.status}
    >
      <Flex direction="column" alignItems="stretch" gap={4}>
        <Typography variant="delta" tag="h2">
          {run.dryRun
            ? text('import.run.titleDry', 'Dry run of {source}', { source: run.source })
            : text('import.run.title', 'Import of {source}', { source: run.source })}
        </Typography>
        {isRunning(run) ? (
          <Progress run={run} onCancel={onCancel} />
        ) : (
          <>
            <Typography variant="omega" fontWeight="bold">
              {status(run.status)}
            </Typography>
            {run.status === 'cancelled' && (
              <Typography textColor="neutral600" data-run-cancelled>
                {text(
                  'import.cancelled',
                  'Stopped when asked, after the record being written: each record counted here is whole. Run the import again to finish it: it creates only what is new.'
                )}
              </Typography>
            )}
            <Counts counts={run.counts} />
            <ReportTable run={run} />
            <Problems run={run} />
          </>
        )}
      </Flex>
    </Box>
  );
}

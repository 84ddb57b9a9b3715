/**
 * Plugins → Import events: import from a site running The Events Calendar, an iCalendar feed or an
 * .ics file (docs/api.md §15). Needs plugin::calendar.import (the menu link, this page and every
 * route check it). A run goes on in the server's background: the page follows it, then shows its
 * summary; leaving the page does not stop it.
 */
import * as React from 'react';
import { Box } from '@strapi/design-system';
import { Layouts, Page, useNotification } from '@strapi/strapi/admin';
import { ImportForm } from '../components/import/ImportForm';
import { RecentRuns } from '../components/import/RecentRuns';
import { RunView } from '../components/import/RunView';
import { useText } from '../components/import/useText';
import { useErrorMessage } from '../hooks/useErrorMessage';
import { useImportApi, useImportOptions } from '../hooks/useImportApi';
import { isRunning, useImportRun } from '../hooks/useImportRun';
import { PERMISSIONS } from '../permissions';
import type { ImportRunInput, ImportRunView } from '../../../contracts/calendar';

function ImportScreen() {
  const text = useText();
  const api = useImportApi();
  const { options, error } = useImportOptions();
  const { toggleNotification } = useNotification();
  const errorMessage = useErrorMessage();
  const [runs, setRuns] = React.useState<ImportRunView[]>([]);
  const [shown, setShown] = React.useState<ImportRunView | null>(null);
  const [starting, setStarting] = React.useState(false);
  const reload = React.useCallback(() => {
    api.runs().then(setRuns, () => undefined);
  }, [api]);
  const run = useImportRun(shown, reload);

  React.useEffect(reload, [reload]);

  async function start(input: ImportRunInput) {
    setStarting(true);
    try {
      setShown(await api.start(input));
      reload();
    } catch (failure) {
      toggleNotification({ type: 'danger', message: errorMessage(failure) });
    } finally {
      setStarting(false);
    }
  }

  async function cancel(id: number) {
    try {
      setShown(await api.cancel(id));
    } catch (failure) {
      // 409: it ended meanwhile; the next poll shows how.
      toggleNotification({ type: 'warning', message: errorMessage(failure) });
    }
  }

  if (error) return <Page.Error />;
  if (!options) return <Page.Loading />;
  return (
    <Page.Main>
      <Page.Title>{text('import.title', 'Import events')}</Page.Title>
      <Layouts.Header
        title={text('import.title', 'Import events')}
        subtitle={text(
          'import.subtitle',
          'From a site running The Events Calendar, an iCalendar feed or an .ics file. A run again updates what changed and creates only what is new.'
        )}
      />
      <Layouts.Content>
        <ImportForm
          options={options}
          busy={starting || (run !== null && isRunning(run))}
          onStart={start}
        />
        {run && (
          <Box paddingTop={6}>
            <RunView run={run} onCancel={() => cancel(run.id)} />
          </Box>
        )}
        <RecentRuns runs={runs} onOpen={setShown} />
      </Layouts.Content>
    </Page.Main>
  );
}

const ImportPage = () => (
  <Page.Protect permissions={PERMISSIONS.import}>
    <ImportScreen />
  </Page.Protect>
);

export default ImportPage;

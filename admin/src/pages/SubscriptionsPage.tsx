/**
 * Settings → Events Calendar → Subscriptions: iCalendar feeds the site reads on a schedule
 * (docs/api.md §15.3). Needs plugin::calendar.import, as the Import page: a subscription writes
 * events as the site itself.
 */
import * as React from 'react';
import { Box, Button, Dialog, EmptyStateLayout } from '@strapi/design-system';
import { Plus } from '@strapi/icons';
import { Layouts, Page, useNotification } from '@strapi/strapi/admin';
import { newSubscription, SubscriptionModal } from '../components/import/SubscriptionModal';
import { SubscriptionsTable } from '../components/import/SubscriptionsTable';
import { isBusy, waitForRefresh } from '../components/import/wait-for-refresh';
import { useText } from '../components/import/useText';
import { useErrorMessage } from '../hooks/useErrorMessage';
import { useImportApi, useImportOptions } from '../hooks/useImportApi';
import { PERMISSIONS } from '../permissions';
import type { SubscriptionInput, SubscriptionView } from '../../../contracts/calendar';

const inputOf = ({
  url,
  lang,
  categories,
  status,
  refreshMinutes,
  sourceWins,
  enabled,
}: SubscriptionView): SubscriptionInput => ({
  url,
  lang,
  categories,
  status,
  refreshMinutes,
  sourceWins,
  enabled,
});

function SubscriptionsScreen() {
  const text = useText();
  const api = useImportApi();
  const { options } = useImportOptions();
  const { toggleNotification } = useNotification();
  const errorMessage = useErrorMessage();
  const [list, setList] = React.useState<SubscriptionView[] | null>(null);
  const [failed, setFailed] = React.useState(false);
  const [editing, setEditing] = React.useState<{ id?: number; input: SubscriptionInput } | null>(
    null
  );
  const [deleting, setDeleting] = React.useState<SubscriptionView | null>(null);
  const [refreshing, setRefreshing] = React.useState<number | null>(null);
  const reload = React.useCallback(
    () => api.subscriptions().then(setList, () => setFailed(true)),
    [api]
  );

  const left = React.useRef(false);
  React.useEffect(() => {
    left.current = false;
    reload();
    return () => {
      left.current = true;
    };
  }, [reload]);

  const fail = (error: unknown) =>
    toggleNotification({ type: 'danger', message: errorMessage(error) });

  async function save(input: SubscriptionInput) {
    try {
      await api.saveSubscription(input, editing?.id);
    } catch (error) {
      fail(error);
      throw error; // the form shows the fields' errors
    }
    setEditing(null);
    toggleNotification({
      type: 'success',
      message: text('subscriptions.saved', 'Subscription saved.'),
    });
    await reload();
  }

  async function refresh(s: SubscriptionView) {
    setRefreshing(s.id);
    try {
      const fresh = await api.refreshSubscription(s.id);
      setList((all) => all?.map((x) => (x.id === fresh.id ? fresh : x)) ?? null);
    } catch (error) {
      if (isBusy(error)) await afterOtherRefresh(s);
      else fail(error);
    } finally {
      setRefreshing(null);
    }
  }

  /** Another refresh holds the feed: its outcome is shown when it ends (wait-for-refresh.ts). */
  async function afterOtherRefresh(s: SubscriptionView) {
    toggleNotification({
      type: 'info',
      message: text(
        'subscriptions.underWay',
        'This feed is being read already: what it brings appears here when it ends.'
      ),
    });
    const all = await waitForRefresh(api.subscriptions, s, () => left.current);
    if (all) setList(all);
  }

  async function remove() {
    if (!deleting) return;
    try {
      await api.removeSubscription(deleting.id);
      await reload();
    } catch (error) {
      fail(error);
    }
    setDeleting(null);
  }

  if (failed) return <Page.Error />;
  if (!list || !options) return <Page.Loading />;
  const add = () => setEditing({ input: newSubscription(options.locale) });
  return (
    <Page.Main>
      <Page.Title>{text('subscriptions.title', 'Subscriptions')}</Page.Title>
      <Layouts.Header
        title={text('subscriptions.title', 'Subscriptions')}
        subtitle={text(
          'subscriptions.subtitle',
          'iCalendar feeds read on a schedule: new events are created, changed ones updated, and those gone from the feed trashed.'
        )}
        primaryAction={
          <Button startIcon={<Plus />} onClick={add}>
            {text('subscriptions.add', 'Add a subscription')}
          </Button>
        }
      />
      <Layouts.Content>
        {list.length ? (
          <SubscriptionsTable
            subscriptions={list}
            refreshing={refreshing}
            onRefresh={refresh}
            onEdit={(s) => setEditing({ id: s.id, input: inputOf(s) })}
            onDelete={setDeleting}
          />
        ) : (
          <Box background="neutral0" hasRadius shadow="tableShadow">
            <EmptyStateLayout content={text('subscriptions.empty', 'No subscription yet.')} />
          </Box>
        )}
        <SubscriptionModal
          initial={editing?.input ?? null}
          onSave={save}
          onClose={() => setEditing(null)}
        />
        <Dialog.Root open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
          <Dialog.Content>
            <Dialog.Header>{text('subscriptions.delete', 'Delete')}</Dialog.Header>
            <Dialog.Body>
              {text(
                'subscriptions.delete.confirm',
                'Stop reading {url}? The events it brought stay.',
                { url: deleting?.url ?? '' }
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.Cancel>
                <Button variant="tertiary">{text('create.cancel', 'Cancel')}</Button>
              </Dialog.Cancel>
              <Dialog.Action>
                <Button variant="danger-light" onClick={remove}>
                  {text('subscriptions.delete', 'Delete')}
                </Button>
              </Dialog.Action>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Root>
      </Layouts.Content>
    </Page.Main>
  );
}

const SubscriptionsPage = () => (
  <Page.Protect permissions={PERMISSIONS.import}>
    <SubscriptionsScreen />
  </Page.Protect>
);

export default SubscriptionsPage;

/**
 * Asked when an occurrence of a recurring event is dragged or resized: which occurrences the change
 * is for, in Google Calendar's words (this event, this and following events, all events). Cancel,
 * Escape or a click outside puts the event back; OK saves with the chosen scope (contracts `Scope`).
 */
import * as React from 'react';
import { Button, Dialog, Flex, Radio } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { SCOPES, type Scope } from '../../../contracts/calendar';
import { trad } from '../utils/translate';

interface Props {
  /** The event's title while the dialog is open; null when it is closed. */
  title: string | null;
  onChoose(scope: Scope): void;
  onCancel(): void;
}

const LABELS: Record<Scope, string> = {
  this: 'This event',
  following: 'This and following events',
  all: 'All events',
};

export function ScopeDialog({ title, onChoose, onCancel }: Props) {
  const { formatMessage } = useIntl();
  const [scope, setScope] = React.useState<Scope>('this');
  const text = (id: string, defaultMessage: string, values?: Record<string, string>) =>
    formatMessage({ id: trad(id), defaultMessage }, values);
  const open = title !== null;

  // Every question starts at "this event", whatever was chosen the last time.
  React.useEffect(() => {
    if (open) setScope('this');
  }, [open]);

  return (
    // Only a close that is not OK (Cancel, Escape, outside) reaches onOpenChange: OK is a plain
    // button, so a saved change is never also reverted.
    <Dialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <Dialog.Content data-testid="scope-dialog">
        <Dialog.Header>{text('scope.title', 'Change recurring event')}</Dialog.Header>
        <Dialog.Body>
          <Flex direction="column" alignItems="stretch" gap={4} width="100%">
            <Dialog.Description textAlign="center">
              {text('scope.description', '“{title}” repeats. Which events should change?', {
                title: title ?? '',
              })}
            </Dialog.Description>
            <Radio.Group
              value={scope}
              onValueChange={(value) => setScope(value as Scope)}
              aria-label={text('scope.label', 'Events to change')}
            >
              <Flex direction="column" alignItems="stretch" gap={3}>
                {SCOPES.map((s) => (
                  <Radio.Item key={s} value={s}>
                    {text(`scope.${s}`, LABELS[s])}
                  </Radio.Item>
                ))}
              </Flex>
            </Radio.Group>
          </Flex>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Cancel>
            <Button fullWidth variant="tertiary">
              {text('scope.cancel', 'Cancel')}
            </Button>
          </Dialog.Cancel>
          <Button fullWidth onClick={() => onChoose(scope)}>
            {text('scope.confirm', 'OK')}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

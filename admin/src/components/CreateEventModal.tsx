/**
 * Selecting an empty slot creates an event there: a title is all it asks; the event is saved as a
 * draft in the chosen language and opened in the Content Manager to be completed.
 */
import * as React from 'react';
import { Button, Field, Flex, Modal, TextInput, Typography } from '@strapi/design-system';
import { useNotification } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useCalendarApi } from '../hooks/useCalendarApi';
import { useErrorMessage } from '../hooks/useErrorMessage';
import { editPath, type Slot } from '../utils/events';
import { trad } from '../utils/translate';

interface Props {
  slot: Slot | null;
  locale: string;
  languageName: string;
  onClose(): void;
}

const describe = (slot: Slot) =>
  slot.allDay
    ? slot.start === slot.end
      ? slot.start
      : `${slot.start} → ${slot.end}`
    : `${slot.start.replace('T', ' ').slice(0, 16)} → ${slot.end.replace('T', ' ').slice(0, 16)}`;

export function CreateEventModal({ slot, locale, languageName, onClose }: Props) {
  const { formatMessage } = useIntl();
  const api = useCalendarApi();
  const navigate = useNavigate();
  const { toggleNotification } = useNotification();
  const errorMessage = useErrorMessage();
  const [title, setTitle] = React.useState('');
  const [busy, setBusy] = React.useState(false);
  const text = (id: string, defaultMessage: string, values?: Record<string, string>) =>
    formatMessage({ id: trad(id), defaultMessage }, values);

  React.useEffect(() => setTitle(''), [slot]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!slot || !title.trim()) return;
    setBusy(true);
    try {
      const created = await api.create(locale, title.trim(), slot);
      navigate(editPath(created));
    } catch (error) {
      toggleNotification({
        type: 'danger',
        message: text('create.failed', 'The event could not be created: {reason}', {
          reason: errorMessage(error),
        }),
      });
      setBusy(false);
    }
  }

  return (
    <Modal.Root open={slot !== null} onOpenChange={(open) => !open && onClose()}>
      <Modal.Content>
        <form onSubmit={submit}>
          <Modal.Header>
            <Modal.Title>{text('create.title', 'New event')}</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <Flex direction="column" alignItems="stretch" gap={4}>
              <Field.Root name="title" required>
                <Field.Label>{text('create.field.title', 'Title')}</Field.Label>
                <TextInput
                  value={title}
                  maxLength={255}
                  autoFocus
                  onChange={(e: React.ChangeEvent<HTMLInputElement>) => setTitle(e.target.value)}
                />
              </Field.Root>
              {slot && (
                <Typography variant="omega" textColor="neutral600">
                  {text(
                    'create.hint',
                    '{when}: created as a draft in {language}, then opened in the editor.',
                    { when: describe(slot), language: languageName }
                  )}
                </Typography>
              )}
            </Flex>
          </Modal.Body>
          <Modal.Footer>
            <Modal.Close>
              <Button variant="tertiary">{text('create.cancel', 'Cancel')}</Button>
            </Modal.Close>
            <Button type="submit" loading={busy} disabled={!title.trim()}>
              {text('create.submit', 'Create and edit')}
            </Button>
          </Modal.Footer>
        </form>
      </Modal.Content>
    </Modal.Root>
  );
}

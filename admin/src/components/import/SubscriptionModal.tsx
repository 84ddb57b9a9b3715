/**
 * Add or change a subscription: the feed, the language its events are written in, the categories
 * and status new events get, how often it is read, and who wins over edits made here.
 */
import * as React from 'react';
import {
  Button,
  Checkbox,
  Field,
  Flex,
  Modal,
  MultiSelect,
  MultiSelectOption,
  NumberInput,
  SingleSelect,
  SingleSelectOption,
  TextInput,
} from '@strapi/design-system';
import { isFetchError } from '@strapi/strapi/admin';
import type { SubscriptionInput } from '../../../../contracts/calendar';
import { useImportOptions } from '../../hooks/useImportApi';
import { useLanguageName } from '../CalendarFiltersBar';
import { useText } from './useText';

type Errors = Partial<Record<keyof SubscriptionInput, string>>;

interface Props {
  /** The subscription to change, or a new one's defaults. */
  initial: SubscriptionInput | null;
  onSave(input: SubscriptionInput): Promise<void>;
  onClose(): void;
}

export const newSubscription = (lang: string): SubscriptionInput => ({
  url: '',
  lang,
  categories: [],
  status: 'publish',
  refreshMinutes: 60,
  sourceWins: true,
  enabled: true,
});

/** Field errors from the server's validation error (`details.errors[].path`). */
function fieldErrors(error: unknown): Errors {
  if (!isFetchError(error)) return {};
  const details = error.response?.data?.error?.details as
    { errors?: Array<{ path: string[]; message: string }> } | undefined;
  return Object.fromEntries((details?.errors ?? []).map((e) => [e.path[0] ?? 'url', e.message]));
}

function Form({ initial, onSave }: { initial: SubscriptionInput; onSave: Props['onSave'] }) {
  const text = useText();
  const languageName = useLanguageName();
  const [values, setValues] = React.useState(initial);
  const [errors, setErrors] = React.useState<Errors>({});
  const [saving, setSaving] = React.useState(false);
  const { options } = useImportOptions(values.lang);
  const set = <K extends keyof SubscriptionInput>(key: K, value: SubscriptionInput[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setSaving(true);
    try {
      await onSave({ ...values, url: values.url.trim() });
    } catch (error) {
      setErrors(fieldErrors(error));
      setSaving(false);
    }
  }

  const field = (
    key: keyof SubscriptionInput,
    label: string,
    input: React.ReactNode,
    hint?: string
  ) => (
    <Field.Root name={key} error={errors[key]} hint={hint}>
      <Field.Label>{label}</Field.Label>
      {input}
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  );

  return (
    <form onSubmit={submit}>
      <Modal.Header>
        <Modal.Title>
          {initial.url
            ? text('subscriptions.edit', 'Change the subscription')
            : text('subscriptions.add', 'Add a subscription')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Flex direction="column" alignItems="stretch" gap={4}>
          {field(
            'url',
            text('subscriptions.url', 'Feed address'),
            <TextInput
              value={values.url}
              placeholder="webcal://…"
              onChange={(e: React.ChangeEvent<HTMLInputElement>) => set('url', e.target.value)}
            />,
            text('subscriptions.url.hint', 'An iCalendar feed: https://, http:// or webcal://')
          )}
          {field(
            'lang',
            text('import.lang', 'Language'),
            // Categories are per language: another language's choices do not apply.
            <SingleSelect
              value={values.lang}
              onChange={(v) => setValues((s) => ({ ...s, lang: String(v), categories: [] }))}
            >
              {(options?.languages ?? [values.lang]).map((l) => (
                <SingleSelectOption key={l} value={l}>
                  {languageName(l)}
                </SingleSelectOption>
              ))}
            </SingleSelect>
          )}
          {field(
            'categories',
            text('subscriptions.categories', 'Categories of its events'),
            <MultiSelect
              withTags
              value={values.categories.map(String)}
              onChange={(v: string[]) => set('categories', v.map(Number))}
            >
              {(options?.categories ?? []).map((c) => (
                <MultiSelectOption key={c.id} value={String(c.id)}>
                  {c.name}
                </MultiSelectOption>
              ))}
            </MultiSelect>
          )}
          {field(
            'status',
            text('subscriptions.status', 'Status of new events'),
            <SingleSelect
              value={values.status}
              onChange={(v) => set('status', v === 'draft' ? 'draft' : 'publish')}
            >
              <SingleSelectOption value="publish">
                {text('status.publish', 'Published')}
              </SingleSelectOption>
              <SingleSelectOption value="draft">{text('status.draft', 'Draft')}</SingleSelectOption>
            </SingleSelect>
          )}
          {field(
            'refreshMinutes',
            text('subscriptions.refreshMinutes', 'Read it every (minutes)'),
            <NumberInput
              value={values.refreshMinutes}
              onValueChange={(v) => set('refreshMinutes', v ?? 0)}
            />,
            text('subscriptions.refreshMinutes.hint', 'From 15 minutes to a week (10080).')
          )}
          <Checkbox
            name="sourceWins"
            checked={values.sourceWins}
            onCheckedChange={(v) => set('sourceWins', v === true)}
          >
            {text('subscriptions.sourceWins', 'The feed wins: its changes replace edits made here')}
          </Checkbox>
          <Checkbox
            name="enabled"
            checked={values.enabled}
            onCheckedChange={(v) => set('enabled', v === true)}
          >
            {text('subscriptions.enabled', 'Enabled: read on schedule')}
          </Checkbox>
        </Flex>
      </Modal.Body>
      <Modal.Footer>
        <Modal.Close>
          <Button variant="tertiary">{text('create.cancel', 'Cancel')}</Button>
        </Modal.Close>
        <Button type="submit" loading={saving} disabled={!values.url.trim()}>
          {text('subscriptions.save', 'Save')}
        </Button>
      </Modal.Footer>
    </form>
  );
}

export function SubscriptionModal({ initial, onSave, onClose }: Props) {
  return (
    <Modal.Root open={initial !== null} onOpenChange={(open) => !open && onClose()}>
      <Modal.Content>{initial && <Form initial={initial} onSave={onSave} />}</Modal.Content>
    </Modal.Root>
  );
}

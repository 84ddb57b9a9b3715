/**
 * What to import: a URL (a site running The Events Calendar, or an iCalendar feed) or an .ics file,
 * the language the records are written in, a WordPress application password for non-public
 * records, and the two choices of docs/api.md §15.1 (dry run, the source wins).
 */
import * as React from 'react';
import {
  Box,
  Button,
  Checkbox,
  Field,
  Flex,
  Grid,
  SingleSelect,
  SingleSelectOption,
  TextInput,
  Typography,
} from '@strapi/design-system';
import { Cross, Play } from '@strapi/icons';
import type { ImportRunInput } from '../../../../contracts/calendar';
import type { ImportOptions } from '../../../../contracts/import-admin';
import { useLanguageName } from '../CalendarFiltersBar';
import { useText } from './useText';

interface Props {
  options: ImportOptions;
  busy: boolean;
  onStart(input: ImportRunInput): void;
}

type File = { name: string; text: string };

/** An .ics file read as text: the server takes its text, within the size it would fetch. */
function FilePicker({
  file,
  maxBytes,
  onChange,
}: {
  file: File | null;
  maxBytes: number;
  onChange(f: File | null): void;
}) {
  const text = useText();
  const [error, setError] = React.useState<string>();
  const input = React.useRef<HTMLInputElement>(null);

  async function pick(e: React.ChangeEvent<HTMLInputElement>) {
    const chosen = e.target.files?.[0];
    e.target.value = '';
    if (!chosen) return;
    if (chosen.size > maxBytes) {
      setError(
        text('import.file.tooLarge', 'The file is larger than {max} MB.', {
          max: Math.floor(maxBytes / 1048576) || 1,
        })
      );
      return;
    }
    setError(undefined);
    onChange({ name: chosen.name, text: await chosen.text() });
  }

  return (
    <Field.Root
      name="file"
      error={error}
      hint={text(
        'import.file.hint',
        'An iCalendar file (.ics) exported from Google, Apple, Outlook, Thunderbird…'
      )}
    >
      <Field.Label>{text('import.file', 'Or a file')}</Field.Label>
      <Flex gap={2}>
        <input
          ref={input}
          type="file"
          accept=".ics,text/calendar"
          hidden
          onChange={pick}
          data-import-file
        />
        <Button variant="secondary" onClick={() => input.current?.click()}>
          {text('import.file.choose', 'Choose a file…')}
        </Button>
        {file && (
          <>
            <Typography data-import-file-name>{file.name}</Typography>
            <Button variant="ghost" startIcon={<Cross />} onClick={() => onChange(null)}>
              {text('import.file.clear', 'Remove')}
            </Button>
          </>
        )}
      </Flex>
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  );
}

export function ImportForm({ options, busy, onStart }: Props) {
  const text = useText();
  const languageName = useLanguageName();
  const [url, setUrl] = React.useState('');
  const [file, setFile] = React.useState<File | null>(null);
  const [lang, setLang] = React.useState(options.locale);
  const [user, setUser] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [dryRun, setDryRun] = React.useState(false);
  const [sourceWins, setSourceWins] = React.useState(false);
  const ready = Boolean(file || url.trim());

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!ready) return;
    const source = file ? { file } : { url: url.trim(), ...(user ? { user, password } : {}) };
    onStart({ ...source, lang, dryRun, sourceWins });
  }

  const cell = (node: React.ReactNode) => (
    <Grid.Item col={6} s={12} direction="column" alignItems="stretch">
      {node}
    </Grid.Item>
  );

  return (
    <form onSubmit={submit}>
      <Box background="neutral0" padding={6} shadow="tableShadow" hasRadius>
        <Grid.Root gap={5}>
          {cell(
            <Field.Root
              name="url"
              hint={text(
                'import.url.hint',
                'A site running The Events Calendar, or an iCalendar feed (https:// or webcal://).'
              )}
            >
              <Field.Label>{text('import.url', 'Address')}</Field.Label>
              <TextInput
                value={url}
                disabled={Boolean(file)}
                placeholder="https://example.org"
                onChange={(e: React.ChangeEvent<HTMLInputElement>) => setUrl(e.target.value)}
              />
              <Field.Hint />
            </Field.Root>
          )}
          {cell(<FilePicker file={file} maxBytes={options.maxBytes} onChange={setFile} />)}
          {cell(
            <Field.Root
              name="lang"
              hint={text('import.lang.hint', 'Records are written in this language.')}
            >
              <Field.Label>{text('import.lang', 'Language')}</Field.Label>
              <SingleSelect value={lang} onChange={(v) => setLang(String(v))}>
                {options.languages.map((l) => (
                  <SingleSelectOption key={l} value={l}>
                    {languageName(l)}
                  </SingleSelectOption>
                ))}
              </SingleSelect>
              <Field.Hint />
            </Field.Root>
          )}
          {cell(
            <Flex gap={4} alignItems="flex-start">
              <Field.Root
                name="user"
                hint={text(
                  'import.user.hint',
                  'For drafts and private events of a WordPress site: a user and an application password.'
                )}
              >
                <Field.Label>{text('import.user', 'User')}</Field.Label>
                <TextInput
                  value={user}
                  disabled={Boolean(file)}
                  autoComplete="off"
                  onChange={(e: React.ChangeEvent<HTMLInputElement>) => setUser(e.target.value)}
                />
                <Field.Hint />
              </Field.Root>
              <Field.Root name="password">
                <Field.Label>{text('import.password', 'Application password')}</Field.Label>
                <TextInput
                  type="password"
                  value={password}
                  disabled={Boolean(file)}
                  autoComplete="new-password"
                  onChange={(e: React.ChangeEvent<HTMLInputElement>) => setPassword(e.target.value)}
                />
              </Field.Root>
            </Flex>
          )}
          {cell(
            <Checkbox name="dryRun" checked={dryRun} onCheckedChange={(v) => setDryRun(v === true)}>
              {text('import.dryRun', 'Dry run: count what would change, write nothing')}
            </Checkbox>
          )}
          {cell(
            <Checkbox
              name="sourceWins"
              checked={sourceWins}
              onCheckedChange={(v) => setSourceWins(v === true)}
            >
              {text(
                'import.sourceWins',
                'The source wins: replace edits made here since the last import'
              )}
            </Checkbox>
          )}
        </Grid.Root>
        <Flex justifyContent="flex-end" paddingTop={5}>
          <Button type="submit" startIcon={<Play />} loading={busy} disabled={!ready}>
            {text('import.start', 'Start the import')}
          </Button>
        </Flex>
      </Box>
    </form>
  );
}

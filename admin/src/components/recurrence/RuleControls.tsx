/**
 * The rule builder's controls for one rule the builder can show (rule-form.ts): every N days,
 * weeks, months or years; the weekdays of a weekly rule; the day of a monthly or yearly one; the
 * end. Each change hands back the whole new form.
 */
import * as React from 'react';
import {
  Box,
  Button,
  DatePicker,
  Field,
  Flex,
  NumberInput,
  Radio,
  SingleSelect,
  SingleSelectOption,
  Typography,
} from '@strapi/design-system';
import { ORDINALS, WEEKDAYS, type RuleForm, type Weekday } from './rule-form';
import type { Texts } from './texts';

interface Props {
  form: RuleForm;
  onChange: (form: RuleForm) => void;
  disabled?: boolean;
  texts: Texts;
}

const UNITS: Record<RuleForm['freq'], string> = {
  DAILY: '{count, plural, one {day} other {days}}',
  WEEKLY: '{count, plural, one {week} other {weeks}}',
  MONTHLY: '{count, plural, one {month} other {months}}',
  YEARLY: '{count, plural, one {year} other {years}}',
};
const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const MONTH_DAYS = [...Array.from({ length: 31 }, (_, i) => i + 1), -1];

/** A picked Date (local midnight, as the date picker gives it) as 'YYYY-MM-DD', and back. */
const dayOfPicked = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const pickedOfDay = (day: string) => new Date(`${day}T00:00:00`);

/** A whole number of at least 1 from a number input (empty or 0 while typing keeps the old one). */
const atLeastOne = (value: number | undefined, old: number) =>
  value !== undefined && Number.isFinite(value) && value >= 1
    ? Math.min(Math.floor(value), 999)
    : old;

export function RuleControls({ form, onChange, disabled, texts }: Props) {
  const { text } = texts;
  const set = <K extends keyof RuleForm>(key: K, value: RuleForm[K]) =>
    onChange({ ...form, [key]: value });

  const toggleWeekday = (day: Weekday) => {
    const on = form.weekdays.includes(day);
    // A weekly rule repeats on at least one day: the last one stays on.
    if (on && form.weekdays.length === 1) return;
    set('weekdays', on ? form.weekdays.filter((d) => d !== day) : [...form.weekdays, day]);
  };

  const ordinalLabel = (n: number) =>
    text(
      `ordinal.${n}`,
      { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', 5: 'fifth' }[n] ?? 'last'
    );

  const dayPattern = (
    <Flex gap={2} wrap="wrap" alignItems="flex-end">
      <Field.Root name="recurrence-by">
        <Field.Label>{text('by.label', 'On')}</Field.Label>
        <SingleSelect
          value={form.by}
          disabled={disabled}
          onChange={(v) => set('by', v as RuleForm['by'])}
        >
          <SingleSelectOption value="monthday">
            {text('by.monthday', 'a day of the month')}
          </SingleSelectOption>
          <SingleSelectOption value="weekday">
            {text('by.weekday', 'a weekday of the month')}
          </SingleSelectOption>
        </SingleSelect>
      </Field.Root>
      {form.by === 'monthday' ? (
        <Field.Root name="recurrence-monthday">
          <Field.Label>{text('monthday.label', 'Day')}</Field.Label>
          <SingleSelect
            value={form.monthDay}
            disabled={disabled}
            onChange={(v) => set('monthDay', Number(v))}
          >
            {MONTH_DAYS.map((d) => (
              <SingleSelectOption key={d} value={d}>
                {d === -1 ? text('monthday.last', 'the last day') : String(d)}
              </SingleSelectOption>
            ))}
          </SingleSelect>
        </Field.Root>
      ) : (
        <>
          <Field.Root name="recurrence-ordinal">
            <Field.Label>{text('ordinal.label', 'Which')}</Field.Label>
            <SingleSelect
              value={form.ordinal}
              disabled={disabled}
              onChange={(v) => set('ordinal', Number(v))}
            >
              {ORDINALS.map((n) => (
                <SingleSelectOption key={n} value={n}>
                  {ordinalLabel(n)}
                </SingleSelectOption>
              ))}
            </SingleSelect>
          </Field.Root>
          <Field.Root name="recurrence-weekday">
            <Field.Label>{text('weekday.label', 'Weekday')}</Field.Label>
            <SingleSelect
              value={form.weekday}
              disabled={disabled}
              onChange={(v) => set('weekday', v as Weekday)}
            >
              {WEEKDAYS.map((d) => (
                <SingleSelectOption key={d} value={d}>
                  {texts.weekday(d)}
                </SingleSelectOption>
              ))}
            </SingleSelect>
          </Field.Root>
        </>
      )}
    </Flex>
  );

  return (
    <Flex direction="column" alignItems="stretch" gap={4}>
      <Flex gap={2} alignItems="flex-end">
        <Box width="12rem">
          <Field.Root name="recurrence-interval">
            <Field.Label>{text('interval.label', 'Every')}</Field.Label>
            <NumberInput
              value={form.interval}
              disabled={disabled}
              step={1}
              onValueChange={(v) => set('interval', atLeastOne(v, form.interval))}
            />
          </Field.Root>
        </Box>
        <Box paddingBottom={3}>
          <Typography>
            {text(`interval.${form.freq}`, UNITS[form.freq], { count: form.interval })}
          </Typography>
        </Box>
      </Flex>

      {form.freq === 'WEEKLY' && (
        <Flex direction="column" alignItems="stretch" gap={1}>
          <Typography variant="pi" fontWeight="bold" id="recurrence-weekdays-label">
            {text('weekdays.label', 'On')}
          </Typography>
          <Flex gap={1} wrap="wrap" role="group" aria-labelledby="recurrence-weekdays-label">
            {WEEKDAYS.map((day) => {
              const on = form.weekdays.includes(day);
              return (
                <Button
                  key={day}
                  size="S"
                  variant={on ? 'default' : 'tertiary'}
                  aria-pressed={on}
                  aria-label={texts.weekday(day)}
                  title={texts.weekday(day)}
                  disabled={disabled}
                  onClick={() => toggleWeekday(day)}
                  data-weekday={day}
                >
                  {texts.shortWeekday(day)}
                </Button>
              );
            })}
          </Flex>
        </Flex>
      )}

      {form.freq === 'MONTHLY' && dayPattern}

      {form.freq === 'YEARLY' && (
        <Flex gap={2} wrap="wrap" alignItems="flex-end">
          <Field.Root name="recurrence-month">
            <Field.Label>{text('month.label', 'In')}</Field.Label>
            <SingleSelect
              value={form.month}
              disabled={disabled}
              onChange={(v) => set('month', Number(v))}
            >
              {MONTHS.map((m) => (
                <SingleSelectOption key={m} value={m}>
                  {texts.month(m)}
                </SingleSelectOption>
              ))}
            </SingleSelect>
          </Field.Root>
          {dayPattern}
        </Flex>
      )}

      <Flex direction="column" alignItems="stretch" gap={2}>
        <Typography variant="pi" fontWeight="bold" id="recurrence-ends-label">
          {text('ends.label', 'Ends')}
        </Typography>
        <Radio.Group
          value={form.end}
          disabled={disabled}
          aria-labelledby="recurrence-ends-label"
          onValueChange={(v) => set('end', v as RuleForm['end'])}
        >
          <Flex direction="column" alignItems="stretch" gap={2}>
            <Radio.Item value="never">{text('ends.never', 'Never')}</Radio.Item>
            <Flex gap={2} alignItems="center">
              <Radio.Item value="count">{text('ends.count', 'After')}</Radio.Item>
              <Box width="10rem">
                <NumberInput
                  aria-label={text('ends.count.input', 'Number of occurrences')}
                  name="recurrence-count"
                  value={form.count}
                  step={1}
                  disabled={disabled || form.end !== 'count'}
                  onValueChange={(v) => set('count', atLeastOne(v, form.count))}
                />
              </Box>
              <Typography>
                {text('ends.count.unit', '{count, plural, one {occurrence} other {occurrences}}', {
                  count: form.count,
                })}
              </Typography>
            </Flex>
            <Flex gap={2} alignItems="center">
              <Radio.Item value="until">{text('ends.until', 'On')}</Radio.Item>
              <Box width="16rem">
                <DatePicker
                  aria-label={text('ends.until.input', 'Last day')}
                  name="recurrence-until"
                  locale={texts.locale}
                  value={pickedOfDay(form.until)}
                  disabled={disabled || form.end !== 'until'}
                  onChange={(d) => d && set('until', dayOfPicked(d))}
                  clearLabel={text('clear', 'Clear')}
                />
              </Box>
            </Flex>
          </Flex>
        </Radio.Group>
      </Flex>
    </Flex>
  );
}

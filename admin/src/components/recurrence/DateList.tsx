/**
 * A list of single dates of a series, excluded or added: each one removable, a new one added with a
 * day and (unless the event is all-day) a time, by default the event's start time.
 */
import * as React from 'react';
import {
  Box,
  Button,
  DatePicker,
  Field,
  Flex,
  Tag,
  TimePicker,
  Typography,
} from '@strapi/design-system';
import { Cross, Plus } from '@strapi/icons';
import { dateEntry, withDate, withoutDate, type FormAnchor } from './rule-form';
import type { Texts } from './texts';

interface Props {
  /** Names the list's controls (`recurrence-exdates`, `recurrence-rdates`). */
  name: string;
  label: string;
  hint: string;
  entries: string[];
  onChange: (entries: string[]) => void;
  anchor: FormAnchor;
  disabled?: boolean;
  texts: Texts;
}

const dayOfPicked = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export function DateList({ name, label, hint, entries, onChange, anchor, disabled, texts }: Props) {
  const { text } = texts;
  const [day, setDay] = React.useState<Date | undefined>();
  const [time, setTime] = React.useState<string | undefined>();

  const add = () => {
    if (!day) return;
    onChange(withDate(entries, dateEntry(dayOfPicked(day), time, anchor)));
    setDay(undefined);
    setTime(undefined);
  };

  return (
    <Flex direction="column" alignItems="stretch" gap={2} data-list={name}>
      <Flex direction="column" alignItems="stretch" gap={1}>
        <Typography variant="pi" fontWeight="bold" id={`${name}-label`}>
          {label}
        </Typography>
        <Typography variant="pi" textColor="neutral600">
          {hint}
        </Typography>
      </Flex>
      <Flex gap={2} wrap="wrap" role="list" aria-labelledby={`${name}-label`}>
        {entries.length === 0 ? (
          <Typography variant="pi" textColor="neutral500">
            {text('dates.none', 'None')}
          </Typography>
        ) : (
          entries.map((entry) => (
            <Box key={entry} role="listitem">
              <Tag
                icon={<Cross aria-hidden />}
                disabled={disabled}
                label={text('dates.remove', 'Remove {date}', {
                  date: texts.wall(entry, anchor.allDay),
                })}
                onClick={() => onChange(withoutDate(entries, entry))}
              >
                {texts.wall(entry, anchor.allDay)}
              </Tag>
            </Box>
          ))
        )}
      </Flex>
      <Flex gap={2} alignItems="flex-end" wrap="wrap">
        <Box width="16rem">
          <Field.Root name={`${name}-day`}>
            <Field.Label>{text('dates.day', 'Date')}</Field.Label>
            <DatePicker
              locale={texts.locale}
              value={day}
              disabled={disabled}
              onChange={setDay}
              onClear={() => setDay(undefined)}
              clearLabel={text('clear', 'Clear')}
            />
          </Field.Root>
        </Box>
        {!anchor.allDay && (
          <Box width="16rem">
            <Field.Root name={`${name}-time`}>
              <Field.Label>{text('dates.time', 'Time')}</Field.Label>
              <TimePicker
                value={time ?? anchor.start.slice(11, 16)}
                disabled={disabled}
                onChange={(v) => setTime(v)}
                clearLabel={text('clear', 'Clear')}
                onClear={() => setTime(undefined)}
              />
            </Field.Root>
          </Box>
        )}
        <Button
          variant="secondary"
          size="L"
          startIcon={<Plus />}
          disabled={disabled || !day}
          onClick={add}
          name={`${name}-add`}
        >
          {text('dates.add', 'Add')}
        </Button>
      </Flex>
    </Flex>
  );
}

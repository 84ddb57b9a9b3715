/**
 * The Content Manager's input for events' `recurrence` (the custom field
 * plugin::calendar.recurrence, issue #14): "does not repeat" or a rule built with controls
 * (rule-form.ts), the dates excluded from it and added to it, the rule as text for what the
 * controls do not cover, and the server's reading of it all: the rule in words, the next dates.
 *
 * The value written is the attribute's JSON, `{ rules, rdates, exdates }` or null. The rule is
 * anchored at the event's start: the form's `startUtc`, `timezone` and `allDay` are read live.
 */
import * as React from 'react';
import {
  Box,
  Field,
  Flex,
  SingleSelect,
  SingleSelectOption,
  Textarea,
  TextButton,
  Typography,
} from '@strapi/design-system';
import { ChevronDown, ChevronUp } from '@strapi/icons';
import { sibling, useFormValue } from '../../content-manager/form-values';
import type { PreviewBody } from '../../../../contracts/recurrence';
import { DateList } from './DateList';
import { Preview } from './Preview';
import { RuleControls } from './RuleControls';
import {
  anchorOf,
  badRuleLines,
  dateEntry,
  defaultForm,
  fitUntil,
  formToRule,
  FREQUENCIES,
  readValue,
  ruleToForm,
  rulesFromText,
  withDate,
  type Frequency,
  type RecurrenceValue,
  type RuleForm,
} from './rule-form';
import { useTexts } from './texts';

/** What the Content Manager hands a custom field's input (EditView's InputRenderer). */
interface RecurrenceInputProps {
  name: string;
  value?: unknown;
  onChange: (event: { target: { name: string; value: unknown; type: string } }) => void;
  attribute?: { customField?: string };
  disabled?: boolean;
  error?: string;
  required?: boolean;
  label?: React.ReactNode;
  hint?: React.ReactNode;
  labelAction?: React.ReactNode;
}

type Mode = 'none' | Frequency | 'custom';

const RecurrenceInput = React.forwardRef<HTMLDivElement, RecurrenceInputProps>(
  ({ name, value, onChange, disabled, error, required, label, hint, labelAction }, ref) => {
    const texts = useTexts();
    const { text } = texts;
    const startUtc = useFormValue(sibling(name, 'startUtc'));
    const endUtc = useFormValue(sibling(name, 'endUtc'));
    const timezone = useFormValue(sibling(name, 'timezone'));
    const allDay = useFormValue(sibling(name, 'allDay'));

    const eventAnchor = React.useMemo(
      () => anchorOf(startUtc, timezone, allDay),
      [startUtc, timezone, allDay]
    );
    // Without a start yet, the controls' defaults come from today (the preview waits for a start).
    const [today] = React.useState(() => anchorOf(new Date().toISOString(), 'UTC', false)!);
    const anchor = eventAnchor ?? today;

    const rec = React.useMemo(() => readValue(value), [value]);
    const form = rec && rec.rules.length === 1 ? ruleToForm(rec.rules[0], anchor) : null;
    const mode: Mode = rec === null ? 'none' : form ? form.freq : 'custom';
    const [showText, setShowText] = React.useState(false);

    const emit = React.useCallback(
      (next: RecurrenceValue | null) => onChange({ target: { name, value: next, type: 'json' } }),
      [name, onChange]
    );

    // UNTIL must be a date for an all-day event and a UTC time otherwise: keep it so when the
    // editor switches "all day" (or the zone), as the save would refuse the rule otherwise.
    React.useEffect(() => {
      if (!rec || !eventAnchor || disabled) return;
      const fitted = rec.rules.map((r) => fitUntil(r, eventAnchor));
      if (fitted.some((r, i) => r !== rec.rules[i])) emit({ ...rec, rules: fitted });
    }, [rec, eventAnchor, disabled, emit]);

    const setMode = (next: Mode) => {
      if (next === 'none') return emit(null);
      const dates = { rdates: rec?.rdates ?? [], exdates: rec?.exdates ?? [] };
      if (next === 'custom') {
        setShowText(true);
        return emit({ rules: rec?.rules ?? [], ...dates });
      }
      const base: RuleForm = form ?? defaultForm(anchor);
      emit({ rules: [formToRule({ ...base, freq: next }, anchor)], ...dates });
    };

    const setForm = (next: RuleForm) =>
      emit({
        rules: [formToRule(next, anchor)],
        rdates: rec?.rdates ?? [],
        exdates: rec?.exdates ?? [],
      });

    const previewBody: PreviewBody | null =
      rec && eventAnchor && typeof endUtc === 'string' && endUtc
        ? {
            recurrence: rec,
            startUtc: new Date(startUtc as string).toISOString(),
            endUtc,
            timezone: typeof timezone === 'string' ? timezone : '',
            allDay: allDay === true,
            locale: texts.locale,
            count: 5,
          }
        : null;

    return (
      <Flex ref={ref} direction="column" alignItems="stretch" gap={4} data-recurrence-field={name}>
        <Field.Root name={name} error={error} hint={hint} required={required}>
          <Field.Label action={labelAction}>{label}</Field.Label>
          <SingleSelect value={mode} disabled={disabled} onChange={(v) => setMode(v as Mode)}>
            <SingleSelectOption value="none">
              {text('mode.none', 'Does not repeat')}
            </SingleSelectOption>
            {FREQUENCIES.map((f) => (
              <SingleSelectOption key={f} value={f}>
                {text(`mode.${f}`, f.charAt(0) + f.slice(1).toLowerCase())}
              </SingleSelectOption>
            ))}
            <SingleSelectOption value="custom">
              {text('mode.custom', 'Custom rule (as text)')}
            </SingleSelectOption>
          </SingleSelect>
          <Field.Hint />
          <Field.Error />
        </Field.Root>

        {rec && (
          <Box borderColor="neutral200" hasRadius padding={4}>
            <Flex direction="column" alignItems="stretch" gap={5}>
              {form ? (
                <RuleControls form={form} onChange={setForm} disabled={disabled} texts={texts} />
              ) : (
                <Typography variant="pi" textColor="neutral600">
                  {rec.rules.length === 0
                    ? text(
                        'custom.dates',
                        'Only on the added dates below, or write a rule as text.'
                      )
                    : text(
                        'custom.note',
                        'This rule goes beyond what the controls show: change it as text below.'
                      )}
                </Typography>
              )}

              <DateList
                name="recurrence-exdates"
                label={text('exdates.label', 'Excluded dates')}
                hint={text('exdates.hint', 'Occurrences of the rule that do not take place.')}
                entries={rec.exdates}
                onChange={(exdates) => emit({ ...rec, exdates })}
                anchor={anchor}
                disabled={disabled}
                texts={texts}
              />
              <DateList
                name="recurrence-rdates"
                label={text('rdates.label', 'Added dates')}
                hint={text(
                  'rdates.hint',
                  'Occurrences on top of the rule, at the time you choose.'
                )}
                entries={rec.rdates}
                onChange={(rdates) => emit({ ...rec, rdates })}
                anchor={anchor}
                disabled={disabled}
                texts={texts}
              />

              <RuleText
                rules={rec.rules}
                open={showText || !form}
                onToggle={() => setShowText((v) => !v)}
                onChange={(rules) => {
                  // Typing keeps the box open, even once the rule is one the controls can show.
                  setShowText(true);
                  emit({ ...rec, rules });
                }}
                disabled={disabled}
                canClose={!!form}
              />

              <Preview
                body={previewBody}
                allDay={anchor.allDay}
                onSkip={
                  disabled
                    ? undefined
                    : (start) =>
                        emit({
                          ...rec,
                          // An all-day date is the day itself, as the date lists write it.
                          exdates: withDate(
                            rec.exdates,
                            anchor.allDay ? dateEntry(start.slice(0, 10), undefined, anchor) : start
                          ),
                        })
                }
                texts={texts}
              />
            </Flex>
          </Box>
        )}
      </Flex>
    );
  }
);

interface RuleTextProps {
  rules: string[];
  open: boolean;
  canClose: boolean;
  onToggle: () => void;
  onChange: (rules: string[]) => void;
  disabled?: boolean;
}

/** The rules as RFC 5545 text, one a line: shown on demand, or always when the controls cannot. */
function RuleText({ rules, open, canClose, onToggle, onChange, disabled }: RuleTextProps) {
  const { text } = useTexts();
  const joined = rules.join('\n');
  // The text as typed (a rule half written stays as it is); replaced when the rule changes elsewhere.
  const [draft, setDraft] = React.useState(joined);
  if (rulesFromText(draft).join('\n') !== joined && draft !== joined) {
    // Render-time sync: the value moved on without this box (the controls, a reset).
    setDraft(joined);
  }
  const bad = badRuleLines(draft);

  return (
    <Flex direction="column" alignItems="stretch" gap={2}>
      {canClose && (
        <Box>
          <TextButton
            endIcon={open ? <ChevronUp /> : <ChevronDown />}
            onClick={onToggle}
            aria-expanded={open}
          >
            {open
              ? text('advanced.hide', 'Hide the rule as text')
              : text('advanced.show', 'Edit the rule as text (RRULE)')}
          </TextButton>
        </Box>
      )}
      {open && (
        <Field.Root
          name="recurrence-rrule"
          hint={text(
            'advanced.hint',
            'RFC 5545 rules, one a line, such as FREQ=WEEKLY;BYDAY=TU,TH;COUNT=10. The event’s start is the first date.'
          )}
          error={
            bad.length
              ? text('advanced.invalid', 'Line {lines} is not a rule (NAME=VALUE;… with a FREQ).', {
                  lines: bad.join(', '),
                })
              : undefined
          }
        >
          <Field.Label>{text('advanced.label', 'Rule (RRULE)')}</Field.Label>
          <Textarea
            value={draft}
            disabled={disabled}
            spellCheck={false}
            style={{ fontFamily: 'monospace' }}
            onChange={(e: React.ChangeEvent<HTMLTextAreaElement>) => {
              setDraft(e.target.value);
              onChange(rulesFromText(e.target.value));
            }}
          />
          <Field.Hint />
          <Field.Error />
        </Field.Root>
      )}
    </Flex>
  );
}

export default RecurrenceInput;

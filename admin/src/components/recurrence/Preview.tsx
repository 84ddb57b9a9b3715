/**
 * The rule in words and its next dates, from the server (POST /calendar/recurrence/preview), which
 * checks the rule as the event's save will; each date can be excluded from here.
 */
import * as React from 'react';
import { Box, Flex, TextButton, Typography } from '@strapi/design-system';
import { Cross } from '@strapi/icons';
import { useFetchClient } from '@strapi/strapi/admin';
import type {
  PreviewBody,
  PreviewRecurrence,
  RecurrencePreview,
} from '../../../../contracts/recurrence';
import { useErrorMessage } from '../../hooks/useErrorMessage';
import type { Texts } from './texts';

/** Waits for the editor to stop typing before asking. */
const DELAY_MS = 350;

interface PreviewState {
  /** The request this state answers (its body as JSON). */
  key: string;
  data?: RecurrencePreview;
  error?: unknown;
}

/** The server's preview of `body`, asked again whenever it changes; null body: nothing to ask. */
export function usePreview(body: PreviewBody | null) {
  const { post } = useFetchClient();
  const key = body ? JSON.stringify(body) : '';
  const [state, setState] = React.useState<PreviewState>({ key: '' });

  React.useEffect(() => {
    if (!key) return;
    let live = true;
    const timer = setTimeout(async () => {
      try {
        const res = await post<PreviewRecurrence.Response>(
          '/calendar/recurrence/preview',
          JSON.parse(key) as PreviewRecurrence.Request['body']
        );
        if (live) setState({ key, data: res.data.data });
      } catch (error) {
        if (live) setState({ key, error });
      }
    }, DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, post]);

  // While a new answer is on its way, the last one stays shown (no flicker), marked as stale.
  return { ...state, loading: key !== '' && state.key !== key };
}

interface Props {
  body: PreviewBody | null;
  allDay: boolean;
  /** Whether an occurrence can be excluded from here (the field is editable). */
  onSkip?: (start: string) => void;
  texts: Texts;
}

export function Preview({ body, allDay, onSkip, texts }: Props) {
  const { text } = texts;
  const errorMessage = useErrorMessage();
  const { data, error, loading } = usePreview(body);

  if (!body)
    return (
      <Typography variant="pi" textColor="neutral600">
        {text('preview.needsStart', 'Set the start and end above to see the dates.')}
      </Typography>
    );

  return (
    <Box
      background="neutral100"
      padding={4}
      hasRadius
      aria-live="polite"
      aria-busy={loading}
      data-recurrence-preview
      style={{ opacity: loading ? 0.6 : 1 }}
    >
      {error !== undefined ? (
        <Typography variant="pi" textColor="danger600" role="alert">
          {text('preview.failed', 'These dates cannot be saved: {reason}', {
            reason: errorMessage(error),
          })}
        </Typography>
      ) : !data ? (
        <Typography variant="pi" textColor="neutral600">
          {text('preview.loading', 'Computing the dates…')}
        </Typography>
      ) : (
        <Flex direction="column" alignItems="stretch" gap={2}>
          <Typography fontWeight="bold" data-recurrence-text>
            {data.text}
          </Typography>
          <Typography variant="sigma" textColor="neutral600" id="recurrence-next-label">
            {text('preview.next', 'Next dates')}
          </Typography>
          {data.next.length === 0 ? (
            <Typography variant="pi" textColor="neutral600">
              {text('preview.none', 'No dates to come.')}
            </Typography>
          ) : (
            <Flex
              tag="ol"
              direction="column"
              alignItems="stretch"
              gap={1}
              aria-labelledby="recurrence-next-label"
            >
              {data.next.map((o) => (
                <Flex tag="li" key={o.start} gap={3} justifyContent="space-between">
                  <Typography variant="omega">{texts.span(o.start, o.end, allDay)}</Typography>
                  {onSkip && (
                    <TextButton
                      startIcon={<Cross />}
                      onClick={() => onSkip(o.start)}
                      aria-label={text('preview.skip.label', 'Exclude {date}', {
                        date: texts.wall(o.start, allDay),
                      })}
                    >
                      {text('preview.skip', 'Exclude')}
                    </TextButton>
                  )}
                </Flex>
              ))}
            </Flex>
          )}
        </Flex>
      )}
    </Box>
  );
}

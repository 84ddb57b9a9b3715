/**
 * Daylight saving time: occurrences keep their local time while their UTC time moves, in Brussels
 * and New York, in spring and autumn, for starts in a gap or a repeated hour, and all of it the same
 * whatever the server's own zone. Jest gives each test file a copy of process.env, so setting TZ
 * here would not reach Date: each server zone runs the same cases in a child `node` with TZ set,
 * which compiles the module with swc as the unit tests do.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import {
  expandSeries,
  isRecurrenceError,
  type Anchor,
  type Recurrence,
} from '../../server/src/domain/recurrence';

type Row = [startLocal: string, startUtc: string, endLocal: string, endUtc: string];

interface Case {
  name: string;
  anchor: Anchor;
  rec: Recurrence;
  expected: Row[];
}

const timed = (timezone: string, start: string, end: string): Anchor => ({
  start,
  end,
  timezone,
  allDay: false,
});
const rules = (...list: string[]): Recurrence => ({ rules: list, rdates: [], exdates: [] });

const CASES: Case[] = [
  {
    name: 'Brussels, last Sunday of March: Tuesdays stay 19:00, UTC moves from 18:00 to 17:00',
    anchor: timed('Europe/Brussels', '2026-03-17 19:00:00', '2026-03-17 21:00:00'),
    rec: rules('FREQ=WEEKLY;COUNT=4;BYDAY=TU'),
    expected: [
      [
        '2026-03-17 19:00:00',
        '2026-03-17T18:00:00Z',
        '2026-03-17 21:00:00',
        '2026-03-17T20:00:00Z',
      ],
      [
        '2026-03-24 19:00:00',
        '2026-03-24T18:00:00Z',
        '2026-03-24 21:00:00',
        '2026-03-24T20:00:00Z',
      ],
      [
        '2026-03-31 19:00:00',
        '2026-03-31T17:00:00Z',
        '2026-03-31 21:00:00',
        '2026-03-31T19:00:00Z',
      ],
      [
        '2026-04-07 19:00:00',
        '2026-04-07T17:00:00Z',
        '2026-04-07 21:00:00',
        '2026-04-07T19:00:00Z',
      ],
    ],
  },
  {
    name: 'Brussels, last Sunday of October: Tuesdays stay 19:00, UTC moves from 17:00 to 18:00',
    anchor: timed('Europe/Brussels', '2026-10-13 19:00:00', '2026-10-13 21:00:00'),
    rec: rules('FREQ=WEEKLY;COUNT=4;BYDAY=TU'),
    expected: [
      [
        '2026-10-13 19:00:00',
        '2026-10-13T17:00:00Z',
        '2026-10-13 21:00:00',
        '2026-10-13T19:00:00Z',
      ],
      [
        '2026-10-20 19:00:00',
        '2026-10-20T17:00:00Z',
        '2026-10-20 21:00:00',
        '2026-10-20T19:00:00Z',
      ],
      [
        '2026-10-27 19:00:00',
        '2026-10-27T18:00:00Z',
        '2026-10-27 21:00:00',
        '2026-10-27T20:00:00Z',
      ],
      [
        '2026-11-03 19:00:00',
        '2026-11-03T18:00:00Z',
        '2026-11-03 21:00:00',
        '2026-11-03T20:00:00Z',
      ],
    ],
  },
  {
    name: 'New York, second Sunday of March: 19:00 EST then EDT',
    anchor: timed('America/New_York', '2026-03-03 19:00:00', '2026-03-03 21:00:00'),
    rec: rules('FREQ=WEEKLY;COUNT=3'),
    expected: [
      [
        '2026-03-03 19:00:00',
        '2026-03-04T00:00:00Z',
        '2026-03-03 21:00:00',
        '2026-03-04T02:00:00Z',
      ],
      [
        '2026-03-10 19:00:00',
        '2026-03-10T23:00:00Z',
        '2026-03-10 21:00:00',
        '2026-03-11T01:00:00Z',
      ],
      [
        '2026-03-17 19:00:00',
        '2026-03-17T23:00:00Z',
        '2026-03-17 21:00:00',
        '2026-03-18T01:00:00Z',
      ],
    ],
  },
  {
    name: 'New York, first Sunday of November: 19:00 EDT then EST',
    anchor: timed('America/New_York', '2026-10-27 19:00:00', '2026-10-27 21:00:00'),
    rec: rules('FREQ=WEEKLY;COUNT=3'),
    expected: [
      [
        '2026-10-27 19:00:00',
        '2026-10-27T23:00:00Z',
        '2026-10-27 21:00:00',
        '2026-10-28T01:00:00Z',
      ],
      [
        '2026-11-03 19:00:00',
        '2026-11-04T00:00:00Z',
        '2026-11-03 21:00:00',
        '2026-11-04T02:00:00Z',
      ],
      [
        '2026-11-10 19:00:00',
        '2026-11-11T00:00:00Z',
        '2026-11-10 21:00:00',
        '2026-11-11T02:00:00Z',
      ],
    ],
  },
  {
    name: 'UNTIL is an instant: 17:00Z on 31 March includes that evening, one second less does not',
    anchor: timed('Europe/Brussels', '2026-03-24 19:00:00', '2026-03-24 20:00:00'),
    rec: rules('FREQ=WEEKLY;UNTIL=20260331T170000Z', 'FREQ=DAILY;UNTIL=20260325T175959Z'),
    expected: [
      [
        '2026-03-24 19:00:00',
        '2026-03-24T18:00:00Z',
        '2026-03-24 20:00:00',
        '2026-03-24T19:00:00Z',
      ],
      [
        '2026-03-31 19:00:00',
        '2026-03-31T17:00:00Z',
        '2026-03-31 20:00:00',
        '2026-03-31T18:00:00Z',
      ],
    ],
  },
  {
    name: 'An event across the switch lasts its exact length (5 h) the following week too',
    anchor: timed('Europe/Brussels', '2026-03-28 22:00:00', '2026-03-29 04:00:00'),
    rec: rules('FREQ=WEEKLY;COUNT=2'),
    expected: [
      [
        '2026-03-28 22:00:00',
        '2026-03-28T21:00:00Z',
        '2026-03-29 04:00:00',
        '2026-03-29T02:00:00Z',
      ],
      [
        '2026-04-04 22:00:00',
        '2026-04-04T20:00:00Z',
        '2026-04-05 03:00:00',
        '2026-04-05T01:00:00Z',
      ],
    ],
  },
  {
    name: 'A start in the spring gap (02:30) moves forward that day and is 02:30 on the others',
    anchor: timed('Europe/Brussels', '2026-03-29 02:30:00', '2026-03-29 04:00:00'),
    rec: rules('FREQ=DAILY;COUNT=3'),
    expected: [
      [
        '2026-03-29 03:30:00',
        '2026-03-29T01:30:00Z',
        '2026-03-29 04:00:00',
        '2026-03-29T02:00:00Z',
      ],
      [
        '2026-03-30 02:30:00',
        '2026-03-30T00:30:00Z',
        '2026-03-30 03:00:00',
        '2026-03-30T01:00:00Z',
      ],
      [
        '2026-03-31 02:30:00',
        '2026-03-31T00:30:00Z',
        '2026-03-31 03:00:00',
        '2026-03-31T01:00:00Z',
      ],
    ],
  },
  {
    name: 'A daily 02:30 has no occurrence the night of the gap, and that day does not count (RFC 5545)',
    anchor: timed('Europe/Brussels', '2026-03-27 02:30:00', '2026-03-27 03:00:00'),
    rec: rules('FREQ=DAILY;COUNT=4'),
    expected: [
      [
        '2026-03-27 02:30:00',
        '2026-03-27T01:30:00Z',
        '2026-03-27 03:00:00',
        '2026-03-27T02:00:00Z',
      ],
      [
        '2026-03-28 02:30:00',
        '2026-03-28T01:30:00Z',
        '2026-03-28 03:00:00',
        '2026-03-28T02:00:00Z',
      ],
      [
        '2026-03-30 02:30:00',
        '2026-03-30T00:30:00Z',
        '2026-03-30 03:00:00',
        '2026-03-30T01:00:00Z',
      ],
      [
        '2026-03-31 02:30:00',
        '2026-03-31T00:30:00Z',
        '2026-03-31 03:00:00',
        '2026-03-31T01:00:00Z',
      ],
    ],
  },
  {
    name: 'New York, the same gap at 02:30',
    anchor: timed('America/New_York', '2026-03-07 02:30:00', '2026-03-07 03:00:00'),
    rec: rules('FREQ=DAILY;COUNT=3'),
    expected: [
      [
        '2026-03-07 02:30:00',
        '2026-03-07T07:30:00Z',
        '2026-03-07 03:00:00',
        '2026-03-07T08:00:00Z',
      ],
      [
        '2026-03-09 02:30:00',
        '2026-03-09T06:30:00Z',
        '2026-03-09 03:00:00',
        '2026-03-09T07:00:00Z',
      ],
      [
        '2026-03-10 02:30:00',
        '2026-03-10T06:30:00Z',
        '2026-03-10 03:00:00',
        '2026-03-10T07:00:00Z',
      ],
    ],
  },
  {
    name: 'The repeated hour in October: 02:30 is the first of the two (summer time)',
    anchor: timed('Europe/Brussels', '2026-10-24 02:30:00', '2026-10-24 03:00:00'),
    rec: rules('FREQ=DAILY;COUNT=3'),
    expected: [
      [
        '2026-10-24 02:30:00',
        '2026-10-24T00:30:00Z',
        '2026-10-24 03:00:00',
        '2026-10-24T01:00:00Z',
      ],
      [
        '2026-10-25 02:30:00',
        '2026-10-25T00:30:00Z',
        '2026-10-25 02:00:00',
        '2026-10-25T01:00:00Z',
      ],
      [
        '2026-10-26 02:30:00',
        '2026-10-26T01:30:00Z',
        '2026-10-26 03:00:00',
        '2026-10-26T02:00:00Z',
      ],
    ],
  },
  {
    // rrule-temporal steps HOURLY in real time (and, with INTERVAL=1 only, visits a repeated wall
    // hour once): every 2 hours is 02:00 summer time, then 03:00 winter time.
    name: 'Hourly counts real hours across the night clocks go back',
    anchor: timed('Europe/Brussels', '2026-10-25 00:00:00', '2026-10-25 00:30:00'),
    rec: rules('FREQ=HOURLY;INTERVAL=2;COUNT=4'),
    expected: [
      [
        '2026-10-25 00:00:00',
        '2026-10-24T22:00:00Z',
        '2026-10-25 00:30:00',
        '2026-10-24T22:30:00Z',
      ],
      [
        '2026-10-25 02:00:00',
        '2026-10-25T00:00:00Z',
        '2026-10-25 02:30:00',
        '2026-10-25T00:30:00Z',
      ],
      [
        '2026-10-25 03:00:00',
        '2026-10-25T02:00:00Z',
        '2026-10-25 03:30:00',
        '2026-10-25T02:30:00Z',
      ],
      [
        '2026-10-25 05:00:00',
        '2026-10-25T04:00:00Z',
        '2026-10-25 05:30:00',
        '2026-10-25T04:30:00Z',
      ],
    ],
  },
  {
    name: 'Excluded and added dates are local times: the excluded one is after the switch',
    anchor: timed('Europe/Brussels', '2026-03-17 19:00:00', '2026-03-17 21:00:00'),
    rec: {
      rules: ['FREQ=WEEKLY;COUNT=3'],
      rdates: ['2026-04-01 19:00:00'],
      exdates: ['2026-03-31 19:00:00'],
    },
    expected: [
      [
        '2026-03-17 19:00:00',
        '2026-03-17T18:00:00Z',
        '2026-03-17 21:00:00',
        '2026-03-17T20:00:00Z',
      ],
      [
        '2026-03-24 19:00:00',
        '2026-03-24T18:00:00Z',
        '2026-03-24 21:00:00',
        '2026-03-24T20:00:00Z',
      ],
      [
        '2026-04-01 19:00:00',
        '2026-04-01T17:00:00Z',
        '2026-04-01 21:00:00',
        '2026-04-01T19:00:00Z',
      ],
    ],
  },
  {
    name: 'All-day across the switch: local days, UTC midnight moves',
    anchor: {
      start: '2026-03-28 00:00:00',
      end: '2026-03-28 23:59:59',
      timezone: 'Europe/Brussels',
      allDay: true,
    },
    rec: rules('FREQ=DAILY;COUNT=3'),
    expected: [
      [
        '2026-03-28 00:00:00',
        '2026-03-27T23:00:00Z',
        '2026-03-28 23:59:59',
        '2026-03-28T22:59:59Z',
      ],
      [
        '2026-03-29 00:00:00',
        '2026-03-28T23:00:00Z',
        '2026-03-29 23:59:59',
        '2026-03-29T21:59:59Z',
      ],
      [
        '2026-03-30 00:00:00',
        '2026-03-29T22:00:00Z',
        '2026-03-30 23:59:59',
        '2026-03-30T21:59:59Z',
      ],
    ],
  },
  {
    name: 'A fixed offset (UTC+2) has no DST: UTC stays 17:00',
    anchor: timed('UTC+2', '2026-03-24 19:00:00', '2026-03-24 21:00:00'),
    rec: rules('FREQ=WEEKLY;COUNT=2'),
    expected: [
      [
        '2026-03-24 19:00:00',
        '2026-03-24T17:00:00Z',
        '2026-03-24 21:00:00',
        '2026-03-24T19:00:00Z',
      ],
      [
        '2026-03-31 19:00:00',
        '2026-03-31T17:00:00Z',
        '2026-03-31 21:00:00',
        '2026-03-31T19:00:00Z',
      ],
    ],
  },
];

const HORIZON = '2027-12-31T00:00:00Z';
const MAX = 500;

const iso = (date: Date | string) => `${new Date(date).toISOString().slice(0, 19)}Z`;

/** The rows of one expansion, whether it came from this process or (as JSON) from a child. */
function rows(result: unknown): Row[] | string {
  if (isRecurrenceError(result)) return `refused: ${result.message}`;
  const found = result as {
    occurrences: Record<string, string>[];
    code?: string;
    message?: string;
  };
  if (!found.occurrences) return `refused: ${found.message}`;
  return found.occurrences.map((o) => [o.startLocal, iso(o.startUtc), o.endLocal, iso(o.endUtc)]);
}

describe('in this process', () => {
  test.each(CASES)('$name', ({ anchor, rec, expected }) => {
    const found = expandSeries(rec, anchor, { horizon: new Date(HORIZON), max: MAX });
    expect(rows(found)).toEqual(expected);
  });
});

// The child: swc compiles the TypeScript on require, then the cases are expanded and printed.
const CHILD = `
const fs = require('fs');
const swc = require('@swc/core');
require.extensions['.ts'] = (module, file) => {
  const options = { filename: file, jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } };
  module._compile(swc.transformSync(fs.readFileSync(file, 'utf8'), options).code, file);
};
const { expandSeries } = require(process.env.RECURRENCE_MODULE);
const input = JSON.parse(process.env.RECURRENCE_CASES);
const out = input.cases.map((c) => expandSeries(c.rec, c.anchor, { horizon: new Date(input.horizon), max: input.max }));
process.stdout.write(JSON.stringify({
  januaryOffset: new Date(2026, 0, 1).getTimezoneOffset(),
  zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  out,
}));
`;

interface ChildRun {
  januaryOffset: number;
  zone: string;
  out: unknown[];
}

function runInChild(tz: string): ChildRun {
  const root = path.resolve(__dirname, '../..');
  const input = {
    cases: CASES.map(({ anchor, rec }) => ({ anchor, rec })),
    horizon: HORIZON,
    max: MAX,
  };
  const child = spawnSync(process.execPath, ['-e', CHILD], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
    env: {
      ...process.env,
      TZ: tz,
      RECURRENCE_MODULE: path.join(root, 'server/src/domain/recurrence/index.ts'),
      RECURRENCE_CASES: JSON.stringify(input),
    },
  });
  if (child.status !== 0) throw new Error(`child failed: ${child.stderr}`);
  return JSON.parse(child.stdout) as ChildRun;
}

/** Minutes west of UTC on 1 January 2026 (Date#getTimezoneOffset), to prove the child's zone. */
const SERVER_ZONES: [string, number][] = [
  ['UTC', 0],
  ['Asia/Tokyo', -540],
  ['America/Los_Angeles', 480],
];

describe.each(SERVER_ZONES)('with the server in TZ=%s', (tz, januaryOffset) => {
  let run: ChildRun;
  beforeAll(() => {
    run = runInChild(tz);
  });

  test('the child really runs in that zone', () => {
    expect(run.januaryOffset).toBe(januaryOffset);
    expect(run.zone).toBe(tz);
  });

  test.each(CASES.map((c, i) => ({ ...c, i })))('$name', ({ i, expected }) => {
    expect(rows(run.out[i])).toEqual(expected);
  });
});

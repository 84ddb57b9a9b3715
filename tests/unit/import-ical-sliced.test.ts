/**
 * The iCalendar reader hands the event loop its turn while it reads a large calendar
 * (readIcalSliced, issue #29): the server it runs in goes on answering. Counted in turns of the
 * event loop, not in time: a reader that never yields lets none happen until it ends.
 */
import { readIcal, readIcalSliced } from '../../server/src/import/ical/read';

function birthdays(count: number): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//calendar tests//sliced//EN'];
  for (let i = 1; i <= count; i += 1) {
    const month = String((i % 12) + 1).padStart(2, '0');
    const day = String((i % 27) + 1).padStart(2, '0');
    lines.push(
      'BEGIN:VEVENT',
      `UID:birthday-${i}@tests.example`,
      'DTSTAMP:20261101T090000Z',
      `DTSTART;VALUE=DATE:2000${month}${day}`,
      'RRULE:FREQ=YEARLY',
      `SUMMARY:Birthday ${i}`,
      'END:VEVENT'
    );
  }
  return [...lines, 'END:VCALENDAR', ''].join('\r\n');
}

/** The event loop's turns taken while `work` runs. */
async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let done = false;
  const tick = () => {
    if (done) return;
    turns += 1;
    setImmediate(tick);
  };
  setImmediate(tick);
  await work();
  done = true;
  return turns;
}

it('reads what readIcal reads, letting the event loop turn meanwhile', async () => {
  const text = birthdays(1500);
  let sliced: Awaited<ReturnType<typeof readIcalSliced>> | undefined;
  const turns = await turnsDuring(async () => {
    sliced = await readIcalSliced(text, 'birthdays.ics', { siteZone: 'UTC' });
  });
  expect(turns).toBeGreaterThan(1);
  expect(sliced).toEqual(readIcal(text, 'birthdays.ics', { siteZone: 'UTC' }));
  expect(sliced!.records).toHaveLength(1500);
});

it('reads what is not iCalendar as readIcal does', async () => {
  await expect(readIcalSliced('<html></html>', 'page.ics', { siteZone: 'UTC' })).resolves.toEqual(
    readIcal('<html></html>', 'page.ics', { siteZone: 'UTC' })
  );
});

import type { AccountEventNotice } from './account-event-channel';
import { EventRangeAnnouncer } from './event-range-announcer';

const TIMING = { gatherMs: 5, retryMs: 20 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An announcer whose sends are recorded, and answered when the test says so. */
function announcerWithSends() {
  const sent: AccountEventNotice[] = [];
  const answers: { resolve: () => void; reject: (e: Error) => void }[] = [];
  const failures: string[] = [];
  const announcer = new EventRangeAnnouncer(
    'instance-a',
    (payload) =>
      new Promise<void>((resolve, reject) => {
        sent.push(JSON.parse(payload) as AccountEventNotice);
        answers.push({ resolve, reject });
      }),
    TIMING,
    (error) => failures.push(error.message),
  );
  const answerNext = async (error?: Error) => {
    const answer = answers.shift()!;
    if (error) answer.reject(error);
    else answer.resolve();
    await sleep(0);
  };
  return { announcer, sent, failures, answerNext };
}

describe('EventRangeAnnouncer', () => {
  it('announces the changes of a moment in one notice, an account changed twice as one range', async () => {
    const { announcer, sent, answerNext } = announcerWithSends();
    announcer.add('acc-1', 1, 2);
    announcer.add('acc-2', 7, 7);
    announcer.add('acc-1', 3, 5);
    expect(sent).toEqual([]);
    await sleep(TIMING.gatherMs * 3);
    expect(sent).toEqual([
      {
        origin: 'instance-a',
        ranges: [
          ['acc-1', 1, 5],
          ['acc-2', 7, 7],
        ],
      },
    ]);
    await answerNext();
  });

  it('keeps one notice in flight: what commits meanwhile goes in the next one', async () => {
    const { announcer, sent, answerNext } = announcerWithSends();
    announcer.add('acc-1', 1, 1);
    await sleep(TIMING.gatherMs * 3);
    announcer.add('acc-1', 2, 2);
    announcer.add('acc-3', 4, 4);
    await sleep(TIMING.gatherMs * 3);
    expect(sent).toHaveLength(1);
    await answerNext();
    await sleep(TIMING.gatherMs * 3);
    expect(sent.map((n) => n.ranges)).toEqual([
      [['acc-1', 1, 1]],
      [
        ['acc-1', 2, 2],
        ['acc-3', 4, 4],
      ],
    ]);
    await answerNext();
  });

  it('sends a failed notice again, with what came since, and says so once for the streak', async () => {
    const { announcer, sent, failures, answerNext } = announcerWithSends();
    announcer.add('acc-1', 1, 2);
    await sleep(TIMING.gatherMs * 3);
    await answerNext(new Error('the database is down'));
    announcer.add('acc-1', 3, 3);
    announcer.add('acc-2', 1, 1);
    await sleep(TIMING.retryMs * 2);
    await answerNext(new Error('the database is down'));
    await sleep(TIMING.retryMs * 2);
    await answerNext();
    expect(failures).toEqual(['the database is down']);
    expect(sent.map((n) => n.ranges)).toEqual([
      [['acc-1', 1, 2]],
      [
        ['acc-1', 1, 3],
        ['acc-2', 1, 1],
      ],
      [
        ['acc-1', 1, 3],
        ['acc-2', 1, 1],
      ],
    ]);
    // Nothing left to send.
    await sleep(TIMING.retryMs * 2);
    expect(sent).toHaveLength(3);
  });

  it('sends what is pending at once when drained, after the notice in flight', async () => {
    const { announcer, sent, answerNext } = announcerWithSends();
    announcer.add('acc-1', 1, 1);
    await sleep(TIMING.gatherMs * 3);
    announcer.add('acc-2', 5, 6);
    const drained = announcer.drain();
    await answerNext();
    await sleep(0);
    expect(sent.map((n) => n.ranges)).toEqual([[['acc-1', 1, 1]], [['acc-2', 5, 6]]]);
    await answerNext();
    await drained;
    announcer.add('acc-3', 1, 1);
    await sleep(TIMING.gatherMs * 3);
    expect(sent).toHaveLength(2);
  });
});

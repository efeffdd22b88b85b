import { byteCappedCache } from '../../db/byte-capped-cache';
import { sharedWhileRunning } from '../../db/read-cache';
import { encode, type Encoding } from '../../http/compression';

/**
 * The memory the kept due lists may take, least recently asked dropped first (issue 49: capped
 * by count, one account asking `limit=1…200` filled 9.6 MB).
 */
const MAX_BYTES = 8 * 1024 * 1024;

/**
 * What a kept list weighs: its JSON, up to two compressed copies (each smaller than the JSON),
 * its key, and the entry's own objects.
 */
const weight = (entry: { answer: KeptDueAnswer }, key: string) => 3 * entry.answer.body.length + 2 * key.length + 200;

/** A due list computed at some moment: its JSON bytes, and until when it stands. */
export interface DueAnswer {
  body: Buffer;
  until: Date;
}

/** A kept due list: its JSON bytes, and those bytes compressed (each encoding made once, on first asking). */
export interface KeptDueAnswer {
  body: Buffer;
  encoded(encoding: Exclude<Encoding, 'identity'>): Buffer;
}

function kept(body: Buffer): KeptDueAnswer {
  const encodings = new Map<string, Buffer>();
  return {
    body,
    encoded(encoding) {
      let bytes = encodings.get(encoding);
      if (bytes === undefined) {
        bytes = encode(body, encoding);
        encodings.set(encoding, bytes);
      }
      return bytes;
    },
  };
}

/**
 * The due list's answers, one per learner and `limit` (decision 042), kept as the JSON bytes
 * sent (encoding twenty cards with their macrons again on every hit was most of a hit's work).
 * Its compressed bytes are kept with it (decision 073). An answer stands while the learner's deck version is the one it was computed at (every
 * write to their deck moves it, from any server instance) and until `until`: when its next
 * card falls due, or the day (and its limits) ends. A menu badge asked on every page, and
 * /review, then cost a version read instead of the list's seven queries.
 *
 * A list being computed is shared by the requests for it that arrive meanwhile (decision
 * 049, by the read cache's `sharedWhileRunning`): when a learner's next card falls due, the
 * twenty requests of theirs in flight under load wait for one computation, not twenty.
 */
export function dueAnswers(maxBytes = MAX_BYTES) {
  const entries = byteCappedCache<{ version: number; until: number; answer: KeptDueAnswer }>(maxBytes, weight);
  const computing = sharedWhileRunning<{ until: Date; answer: KeptDueAnswer }>();

  function held(key: string, version: number, at: Date): KeptDueAnswer | undefined {
    const entry = entries.get(key);
    if (entry === undefined || entry.version !== version || at.getTime() >= entry.until) return undefined;
    return entry.answer;
  }

  function keep(key: string, version: number, until: Date, answer: KeptDueAnswer): void {
    entries.set(key, { version, until: until.getTime(), answer });
  }

  return {
    /** Lists and bytes kept, for tests and the bench. */
    size: entries.size,
    /**
     * The answer for `key` at deck `version` and moment `at`: kept, else the one being
     * computed at this version if it still stands at `at`, else `compute(at)` (then kept).
     * A failure reaches the requests that shared it and is not kept.
     */
    async answer(
      key: string,
      version: number,
      at: Date,
      compute: (at: Date) => Promise<DueAnswer>,
    ): Promise<KeptDueAnswer> {
      const answer = held(key, version, at);
      if (answer !== undefined) return answer;
      const shared = await computing(`${key}@${version}`, async () => {
        const { body, until } = await compute(at);
        const computed = { until, answer: kept(body) };
        keep(key, version, until, computed.answer);
        return computed;
      });
      // Computed for an earlier moment than this request's: it holds unless a card fell due since.
      return at < shared.until ? shared.answer : this.answer(key, version, at, compute);
    },
  };
}

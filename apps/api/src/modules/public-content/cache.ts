import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_MAX_AGE } from '@harmony/shared';

/** A public answer ready to send: its JSON, its ETag, and when it could next change by a schedule. */
export interface Answer {
  json: string;
  etag: string;
  nextChange: Date | null;
}

function answerOf(body: unknown, nextChange: Date | null): Answer {
  const json = JSON.stringify(body);
  return { json, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`, nextChange };
}

/**
 * The public API's answers kept in memory, by URL: a website's visitors read the same few pages over and over,
 * and each read cost its queries (a page, its sections, their images…). Correct across instances as the auth
 * cache is: the content's tables say '~content' on its channel when a change commits (migration 0040), and every
 * instance forgets them all (`forget`); nothing is kept while that channel is down (`listening`). An answer is
 * also dropped when its schedule could change it (a post's start or end, a slide's window) and after PUBLIC_MAX_AGE
 * in any case. A load under way while a change arrived is sent but not kept. Only found answers are kept.
 */
export class PublicAnswers {
  private readonly entries = new Map<string, Answer & { until: number }>();
  private generation = 0;

  constructor(private readonly listening: () => boolean, private readonly max = 1_000) {}

  forget(): void {
    this.generation++;
    this.entries.clear();
  }

  async answer(key: string, load: () => Promise<{ body: unknown; nextChange: Date | null } | null>): Promise<Answer | null> {
    const now = Date.now();
    const kept = this.entries.get(key);
    if (kept && kept.until > now && this.listening()) return kept;
    if (kept) this.entries.delete(key);
    const generation = this.generation;
    const loaded = await load();
    if (!loaded) return null;
    const answer = answerOf(loaded.body, loaded.nextChange);
    if (this.listening() && generation === this.generation) {
      if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
      const until = Math.min(now + PUBLIC_MAX_AGE * 1000, loaded.nextChange?.getTime() ?? Infinity);
      this.entries.set(key, { ...answer, until });
    }
    return answer;
  }
}

/**
 * A public answer with its validators: an ETag of the body (a website's repeat read gets a 304 with no body)
 * and a max-age that ends when the answer could next change by a schedule (`nextChange`), at most
 * PUBLIC_MAX_AGE — so a cache never shows a post past its end, nor hides one after its start for long.
 */
export function sendCached(req: FastifyRequest, reply: FastifyReply, answer: Answer): FastifyReply {
  const { json, etag, nextChange } = answer;
  const untilChange = nextChange ? Math.floor((nextChange.getTime() - Date.now()) / 1000) : PUBLIC_MAX_AGE;
  const maxAge = Math.max(0, Math.min(PUBLIC_MAX_AGE, untilChange));
  reply.header('etag', etag).header('cache-control', `public, max-age=${maxAge}`).header('vary', 'Accept-Language, X-Locale');
  const asked = req.headers['if-none-match'];
  if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}

import type { DbOrTx } from '../../client.js';
import { mailRecipients, mails } from '../../schema.js';
import { Random } from '../demo-random.js';

/*
 * The demo mail (issue 28): 20 mails sent over the last 30 days to the agency's clients, one to four recipients
 * each, and 3 queued for the coming weeks (the outbox's demo). Deterministic for one `now`.
 */
const CLIENTS = ['biuro@piekarnia-zloty-klos.example.pl', 'serwis@auto-bak.example.pl', 'kancelaria@zak.example.pl', 'recepcja@hotel-pod-debem.example.pl',
  'kontakt@joga-oddech.example.pl', 'sklep@szprycha.example.pl', 'marketing@szprycha.example.pl', 'ksiegowosc@zak.example.pl'];
const SUBJECTS = ['Raport miesięczny ze strony', 'Propozycja kampanii wiosennej', 'Podsumowanie spotkania', 'Nowa wersja sklepu gotowa do testów',
  'Faktura za usługi hostingowe', 'Zmiany w polityce prywatności', 'Zaproszenie na warsztaty SEO', 'Plan publikacji na kolejny miesiąc'];
const DAY = 86_400_000;

const content = (subject: string) =>
  `<p>Dzień dobry,</p><p>w nawiązaniu do tematu „${subject}” przesyłamy najważniejsze informacje. W razie pytań jesteśmy do dyspozycji.</p>`
  + '<p>Pozdrawiamy,<br>Zespół agencji</p>';

export async function seedMails(db: DbOrTx, opts: { now?: Date; authorId?: number } = {}): Promise<void> {
  const random = new Random(28);
  const now = (opts.now ?? new Date()).getTime();
  const mail = async (i: number, at: Date, sent: boolean) => {
    const to = [...new Set(Array.from({ length: random.int(1, 4) }, () => random.pick(CLIENTS)))];
    const subject = random.pick(SUBJECTS);
    const [row] = await db.insert(mails).values({
      emails: to, subject, content: content(subject), kind: 'user', status: sent ? 'sent' : 'queued', scheduledAt: at, attempts: sent ? 1 : 0,
      sentAt: sent ? new Date(at.getTime() + 60_000) : null, createdBy: opts.authorId ?? null, createdAt: at, updatedAt: at,
    }).returning({ id: mails.id });
    await db.insert(mailRecipients).values(to.map((email) => ({
      mailId: row!.id, email, status: sent ? 'sent' : 'queued', attempts: sent ? 1 : 0, sentAt: sent ? new Date(at.getTime() + 60_000 + i * 1000) : null,
    })));
  };
  for (let i = 0; i < 20; i++) await mail(i, new Date(now - (30 - i * 1.5) * DAY - random.int(0, 8) * 3_600_000), true);
  for (const days of [3, 7, 14]) await mail(days, new Date(now + days * DAY), false);
}

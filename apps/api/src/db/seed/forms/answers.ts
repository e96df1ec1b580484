import fs from 'node:fs/promises';
import path from 'node:path';
import type { DbOrTx } from '../../client.js';
import { files, formAnswers, inboxMessages } from '../../schema.js';
import { FileStorage } from '../../../lib/files/storage.js';
import { Random } from '../demo-random.js';

/*
 * The demo forms' 200 answers (issue 27) over the last 60 days: 100 to the contact form (each a message in the inbox,
 * some read, assigned and done; a few flagged as spam by the honeypot), 70 offer requests and 30 applications with a
 * small PDF CV when a files directory is given. Deterministic: the same `now` gives the same answers.
 */
const FIRST = ['Anna', 'Piotr', 'Zofia', 'Łukasz', 'Małgorzata', 'Krzysztof', 'Ewa', 'Tomasz', 'Agnieszka', 'Michał', 'Żaneta', 'Grzegorz'];
const LAST = ['Nowak', 'Kowalska', 'Wiśniewski', 'Wójcik', 'Kamińska', 'Lewandowski', 'Zielińska', 'Szymański', 'Dąbrowska', 'Król'];
const COMPANIES = ['Piekarnia Złoty Kłos', 'Auto-Serwis Bąk', 'Kancelaria Żak i Wspólnicy', 'Hotel Pod Dębem', 'Studio Jogi Oddech', 'Sklep Rowerowy Szprycha'];
const MESSAGES = [
  'Dzień dobry, proszę o wycenę nowej strony internetowej dla naszej firmy.',
  'Czy możliwa jest rozbudowa sklepu o płatności BLIK? Proszę o kontakt.',
  'Strona ładuje się bardzo wolno na telefonach, czy możecie to sprawdzić?',
  'Chcielibyśmy zamówić kampanię reklamową na wiosnę. Kiedy możemy porozmawiać?',
  'Proszę o przesłanie faktury za ostatni miesiąc na adres księgowości.',
  'Zapraszamy na spotkanie w sprawie współpracy przy nowym projekcie.',
];
const TOPICS = ['oferta', 'wsparcie', 'inne'];
const SERVICES = ['strona', 'sklep', 'kampania'];
const DAY = 86_400_000;
const CV = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');

const ascii = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').toLowerCase();

/** Writes the answers to the demo forms (`formIds`: contact, offer request, recruitment). */
export async function seedFormAnswers(db: DbOrTx, formIds: number[], opts: { filesDir?: string; now?: Date; assignee?: number } = {}): Promise<void> {
  const [contact, offer, recruitment] = formIds as [number, number, number];
  const random = new Random(27);
  const now = (opts.now ?? new Date()).getTime();
  const storage = opts.filesDir ? new FileStorage(opts.filesDir) : null;
  const person = () => {
    const first = random.pick(FIRST);
    const last = random.pick(LAST);
    return { imie_nazwisko: `${first} ${last}`, email: `${ascii(first)}.${ascii(last)}${random.int(1, 99)}@example.com` };
  };
  const when = (i: number, total: number) => new Date(now - Math.floor(((total - i) / total) * 60 * DAY) - random.int(0, 6 * 3_600_000));
  const base = { consents: { zgoda_rodo: 1 }, lang: 'pl', origin: 'https://example.pl', ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (demo)' };

  for (let i = 0; i < 100; i++) {
    const who = person();
    const spam = i % 17 === 5;
    const data = { ...who, telefon: `+48 6${random.int(10, 99)} ${random.int(100, 999)} ${random.int(100, 999)}`, wiadomosc: random.pick(MESSAGES), zgoda_rodo: '1', zrodlo: 'strona-www' };
    const createdAt = when(i, 100);
    const [answer] = await db.insert(formAnswers).values({
      ...base, formId: contact, data, createdAt, isSpam: spam, spamReason: spam ? 'honeypot' : '', lang: i % 9 === 0 ? 'en' : 'pl',
    }).returning({ id: formAnswers.id });
    if (spam) continue;
    // Older messages are read and mostly dealt with; the newest ones wait in the inbox.
    const age = 100 - i;
    await db.insert(inboxMessages).values({
      answerId: answer!.id, formId: contact, senderEmail: who.email, senderName: who.imie_nazwisko, preview: data.wiadomosc, createdAt, updatedAt: createdAt,
      status: age > 30 ? 'done' : age > 10 ? 'in_progress' : 'new', readAt: age > 6 ? createdAt : null, assignedTo: age > 10 ? (opts.assignee ?? null) : null,
    });
  }

  for (let i = 0; i < 70; i++) {
    const topic = random.pick(TOPICS);
    const data: Record<string, string | string[]> = {
      ...person(), firma: random.pick(COMPANIES), temat: topic, uslugi: SERVICES.filter(() => random.chance(0.5)),
      termin: new Date(now + random.int(7, 90) * DAY).toISOString().slice(0, 10), wiadomosc: random.pick(MESSAGES), zgoda_rodo: '1',
    };
    if (topic === 'oferta') data.budzet = String(random.int(5, 200));
    if (!(data.uslugi as string[]).length) delete data.uslugi;
    await db.insert(formAnswers).values({ ...base, formId: offer, data, createdAt: when(i, 70) });
  }

  for (let i = 0; i < 30; i++) {
    const who = person();
    const [answer] = await db.insert(formAnswers).values({
      ...base, formId: recruitment, data: { ...who, telefon: `60${random.int(1000000, 9999999)}`, zgoda_rodo: '1' }, createdAt: when(i, 30),
    }).returning({ id: formAnswers.id });
    if (!storage) continue;
    const key = FileStorage.newKey();
    await fs.mkdir(path.dirname(storage.pathOf(key)), { recursive: true });
    await fs.writeFile(storage.pathOf(key), CV);
    await db.insert(files).values({
      originalName: `CV ${who.imie_nazwisko}.pdf`, storageKey: key, mime: 'application/pdf', size: CV.length, folder: 'cv',
      attachableType: 'form-answers', attachableId: String(answer!.id), uploadedBy: null,
    });
  }
}

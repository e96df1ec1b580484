import { describe, expect, it } from 'vitest';
import type { MailDetail } from '@harmony/shared';
import type { ResourceRow } from '../../components/resource/types';
import { mailBody, mailFormValues } from './mail-form';

const values = { emails: ['jan@example.pl', 'ewa@example.pl'], subject: 'Oferta', content: '<p>Dzień dobry</p>', scheduledAt: '2026-12-01T08:30:00.000Z', attachments: [4, 9] };

describe('the mail form’s values', () => {
  it('sends a new mail as the seed’s multipart form: the addresses as one list, the time as an instant, each attachment', () => {
    const body = mailBody(values, 'create') as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([...body.entries()]).toEqual([
      ['emails', 'jan@example.pl, ewa@example.pl'],
      ['subject', 'Oferta'],
      ['content', '<p>Dzień dobry</p>'],
      ['scheduledAt', '2026-12-01T08:30:00.000Z'],
      ['attachments', '4'],
      ['attachments', '9'],
    ]);
    // Now: an empty time, as the seed sends it.
    expect((mailBody({ ...values, scheduledAt: null, attachments: [] }, 'create') as FormData).get('scheduledAt')).toBe('');
  });

  it('sends a change of a queued mail as JSON', () => {
    expect(mailBody({ ...values, scheduledAt: null }, 'edit')).toEqual({ ...values, scheduledAt: '' });
  });

  it('keeps a saved mail’s time (the field shows it on the Warsaw clock), or none (now) once it has passed', () => {
    const mail = {
      id: 7, emails: ['jan@example.pl'], subject: 'Oferta', content: '<p>x</p>', scheduledAt: '2026-07-01T08:30:00.000Z',
      attachments: [{ id: 4, name: 'cennik.pdf', size: 10, mime: 'application/pdf' }],
    } as unknown as MailDetail & ResourceRow;
    expect(mailFormValues(mail, Date.parse('2026-06-30T12:00:00Z'))).toEqual({
      emails: ['jan@example.pl'], subject: 'Oferta', content: '<p>x</p>', attachments: [4], scheduledAt: '2026-07-01T08:30:00.000Z',
    });
    expect(mailFormValues(mail, Date.parse('2026-07-01T09:00:00Z')).scheduledAt).toBeNull();
  });
});

// An SMTP sink in this process for the mail a server sends (the campaign bench, the cluster's fault run): it reads
// each message's head only and counts per recipient, grouped by the campaign its List-Unsubscribe names ('none' for
// any other mail), and keeps the Message-IDs each recipient got, so a second copy can be told apart as the same
// message sent again (a worker killed mid-send: at-least-once) or another message.
import { SMTPServer } from 'smtp-server';

export async function startSink() {
  const received = new Map(); // campaign id or 'none' → Map(recipient → count)
  const messageIds = new Map(); // recipient → [Message-ID] (mail outside campaigns only: a campaign's 100,000 are counted)
  let total = 0;
  const server = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS'], logger: false, size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      let head = '';
      stream.on('data', (chunk) => { if (head.length < 16_384 && !head.includes('\r\n\r\n')) head += chunk.toString('latin1'); });
      stream.on('end', () => {
        const unfolded = head.replace(/\r\n[ \t]+/g, ' ');
        const campaign = /^List-Unsubscribe:[^\r\n]*?[?&]campaign=(\d+)/im.exec(unfolded)?.[1] ?? 'none';
        const perRecipient = received.get(campaign) ?? received.set(campaign, new Map()).get(campaign);
        const messageId = /^Message-ID:\s*(\S+)/im.exec(unfolded)?.[1] ?? '';
        for (const to of session.envelope.rcptTo) {
          perRecipient.set(to.address, (perRecipient.get(to.address) ?? 0) + 1);
          if (campaign === 'none') (messageIds.get(to.address) ?? messageIds.set(to.address, []).get(to.address)).push(messageId);
        }
        total += 1;
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.server.address().port,
    total: () => total,
    of: (campaign) => received.get(String(campaign)) ?? new Map(),
    messageIdsOf: (recipient) => messageIds.get(recipient) ?? [],
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

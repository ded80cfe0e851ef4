/**
 * Every stored .eml (DATA_DIR/outbox, written when SMTP_URL is unset) is the message as it would
 * go on the wire: every line, the headers' included, ends in CRLF (RFC 5322), for the staff's
 * plain-text email as for the guest's multipart ones, in every staff language.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sampleBooking } from '../../server/cli/previewEmails';
import { Mailer } from '../../server/notify/email';
import { guestDecisionEmail, guestEmail } from '../../server/guestEmail/messages';
import { staffEmail } from '../../server/staffChat/email';
import { removeDir, tempDir } from './support/store';

/** The lines of a raw message that do not end in CRLF (a bare LF, or a last line without an end). */
function linesWithoutCrlf(raw: Buffer): string[] {
  const text = raw.toString('latin1');
  const bad: string[] = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    if (i < lines.length - 1 && !line.endsWith('\r')) bad.push(line);
  });
  if (!text.endsWith('\r\n')) bad.push(lines[lines.length - 1] ?? '');
  return bad;
}

describe('stored .eml files', () => {
  let dir: string;
  let mailer: Mailer;
  beforeAll(() => {
    dir = tempDir('eml-lines');
    mailer = new Mailer({ smtpUrl: null, hotelEmail: 'booking@gulshan-hotel.example', dataDir: dir });
  });
  afterAll(() => {
    mailer.close();
    removeDir(dir);
  });

  it.each(['uz', 'ru', 'en'] as const)('end every line, headers included, in CRLF (%s)', async (lang) => {
    const booking = sampleBooking(lang, { status: 'confirmed' });
    const messages = {
      staff: staffEmail(booking, lang),
      received: guestEmail({ ...booking, status: 'received' }),
      confirmed: guestDecisionEmail(booking),
    };
    for (const [kind, content] of Object.entries(messages)) {
      const fileName = `${kind}-${lang}`;
      await mailer.send({ ...content, to: 'ivan@example.ru', fileName });
      const raw = fs.readFileSync(path.join(dir, 'outbox', `${fileName}.eml`));
      const head = raw.subarray(0, raw.indexOf('\r\n\r\n'));
      // The headers are all there, and their block ends where the body begins.
      expect(head.toString('latin1')).toMatch(/^(?=[\s\S]*\r\nSubject: )(?=[\s\S]*\r\nMIME-Version: )/);
      expect({ kind, bad: linesWithoutCrlf(raw) }).toEqual({ kind, bad: [] });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { decodeHeaderValue, parseMessage } from './support/mime-message.ts';

describe('decodeHeaderValue', () => {
  it.each([
    ['plain ascii', 'Order 42', 'Order 42'],
    [
      'Q words with underscores',
      '=?UTF-8?Q?Orderbekr=C3=A4ftelse_=E2=80=93_order?=',
      'Orderbekräftelse – order',
    ],
    ['B words', '=?utf-8?B?w5ZsYW5kcyBmw6V0w7ZsaiDDhXJl?=', 'Ölands fåtölj Åre'],
    ['folding whitespace between words', '=?UTF-8?Q?f=C3=A5?=  \t=?UTF-8?Q?t=C3=B6lj?=', 'fåtölj'],
    ['a character split between two words', '=?UTF-8?Q?=C3?= =?UTF-8?Q?=A5?=', 'å'],
    ['text around words', 'Hej =?UTF-8?Q?=C3=85sa?= <asa@example.com>', 'Hej Åsa <asa@example.com>'],
    ['latin1 words', '=?ISO-8859-1?Q?Kl=E4ppan?=', 'Kläppan'],
  ])('decodes %s', (_, encoded, decoded) => {
    expect(decodeHeaderValue(encoded)).toBe(decoded);
  });
});

describe('parseMessage', () => {
  it('unfolds headers and finds the text part of a nested multipart message', () => {
    const raw = [
      'Subject: =?UTF-8?Q?Hej_?=',
      ' =?UTF-8?Q?d=C3=A4r?=',
      'Content-Type: multipart/mixed; boundary="outer"',
      '',
      '--outer',
      'Content-Type: multipart/alternative; boundary=inner',
      '',
      '--inner',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p>html</p>',
      '--inner',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Mjuk=20 ',
      'rad som bryts h=',
      '=C3=A4r.',
      '--inner--',
      '--outer--',
      '',
    ].join('\r\n');
    const parsed = parseMessage(raw);
    expect(parsed.headers.get('subject')).toBe('Hej där');
    expect(parsed.text).toBe('Mjuk \nrad som bryts här.');
  });

  it('decodes a base64 single-part body in its charset', () => {
    const raw = [
      'Content-Type: text/plain; charset=iso-8859-1',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('Fåtölj', 'latin1').toString('base64'),
    ].join('\n');
    expect(parseMessage(raw).text).toBe('Fåtölj');
  });

  it('has no text when the message is html only', () => {
    expect(parseMessage('Content-Type: text/html\r\n\r\n<p>x</p>').text).toBeNull();
  });
});

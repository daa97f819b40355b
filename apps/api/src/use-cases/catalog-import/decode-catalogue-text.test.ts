import { describe, expect, it } from 'vitest';
import { decodeCatalogueBytes } from './decode-catalogue-text.ts';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p))));

describe('the text of a catalogue file (issue 29, defect 9)', () => {
  it('reads UTF-8 strictly, with or without a byte-order mark', () => {
    expect(decodeCatalogueBytes(bytes('Pall Grå Åsa'))).toEqual({ text: 'Pall Grå Åsa', encoding: 'utf-8' });
    expect(decodeCatalogueBytes(bytes([0xef, 0xbb, 0xbf], 'sku'))).toEqual({
      text: 'sku',
      encoding: 'utf-8',
    });
  });

  it('reads Windows-1252 (Latin-1 and the printable 0x80–0x9F) when the file is not UTF-8', () => {
    const latin = [0x50, 0x61, 0x6c, 0x6c, 0x20, 0x47, 0x72, 0xe5, 0x20, 0xc5, 0x73, 0x61];
    expect(decodeCatalogueBytes(Buffer.from([...latin, 0x20, 0x96, 0x20, 0x80, 0x92, 0xd6]))).toEqual({
      text: 'Pall Grå Åsa – €’Ö',
      encoding: 'windows-1252',
    });
  });

  it('refuses, naming it, what is neither', () => {
    expect(() => decodeCatalogueBytes(Buffer.from([0xff, 0xfe, 0x73, 0x00]))).toThrow(/UTF-16/);
    expect(() => decodeCatalogueBytes(bytes('a\nb ', [0x8d]))).toThrow(
      /neither UTF-8 nor Windows-1252 \(Latin-1\): line 2 has the byte 0x8D/,
    );
    expect(() => decodeCatalogueBytes(bytes('Grå\n', [0xe5]))).toThrow(
      /mixes UTF-8 with another encoding \(line 2/,
    );
    // Two bytes per character (here Shift JIS): not Swedish in Windows-1252.
    expect(() =>
      decodeCatalogueBytes(
        Buffer.from([0x83, 0x5c, 0x83, 0x74, 0x83, 0x40, 0x82, 0xa0, 0x82, 0xa2, 0x82, 0xa4, 0x0a]),
      ),
    ).toThrow(/two bytes per character/);
    expect(() => decodeCatalogueBytes(bytes('a', [0], 'b'))).toThrow(/not a text file/);
  });
});

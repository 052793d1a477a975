import { describe, expect, it } from 'vitest';
import { noCreditColumn, readAmount } from '../../api';
import { ShopError } from '../http/errors';
import { readStatement } from './statement-reading';

/** Reading the banks' statement exports, apart from the database. */

describe('readAmount', () => {
  it('reads naira however the bank writes them, in kobo', () => {
    expect(readAmount('27,500.00')).toBe(2_750_000);
    expect(readAmount('₦27,500.00')).toBe(2_750_000);
    expect(readAmount('NGN 27500')).toBe(2_750_000);
    expect(readAmount(' 1,000.5 ')).toBe(100_050);
  });

  it('takes a blank, zero or negative amount as no credit, and anything else as not a number', () => {
    expect(readAmount('')).toBe(0);
    expect(readAmount('0.00')).toBe(0);
    expect(readAmount('-500.00')).toBe(0);
    expect(readAmount('N/A')).toBeNull();
    expect(readAmount('12.345')).toBeNull();
  });
});

describe('readStatement', () => {
  it('finds the header under the preamble and reads credits with their file lines, skipping debits', async () => {
    const csv = [
      'Account Name,ADUNNI PERFUMES LTD',
      'Account Number,0123456789',
      '',
      'Trans. Date,Value Date,Narration,Debits,Credits,Balance',
      '25-Nov-2026,25-Nov-2026,TRF FROM ADAEZE #2a535483,,"27,500.00","127,500.00"',
      '25-Nov-2026,25-Nov-2026,SMS ALERT CHARGES,4.00,,"127,496.00"',
      '26-Nov-2026,26-Nov-2026,"MOBILE TRF, TUNDE",,abc,"127,496.00"',
    ].join('\r\n');
    expect(await readStatement(csv)).toEqual([
      { line: 5, date: '25-Nov-2026', description: 'TRF FROM ADAEZE #2a535483', amountKobo: 2_750_000 },
      {
        line: 7,
        date: '26-Nov-2026',
        description: 'MOBILE TRF, TUNDE',
        amountKobo: null,
        problem: 'the amount "abc" is not a number',
      },
    ]);
  });

  it('reads a semicolon file, a header in any case and spacing, and Amount when there is no debit column', async () => {
    const csv =
      '\uFEFFstatement for november\nTRANSACTION  DATE;Remarks;amount\n2026-11-25;Ref 7f00c0de;12000\n';
    expect(await readStatement(csv)).toEqual([
      { line: 3, date: '2026-11-25', description: 'Ref 7f00c0de', amountKobo: 1_200_000 },
    ]);
  });

  it('refuses a file that is not CSV with any separator, saying so', async () => {
    await expect(readStatement('Date,Narration,Credit\n25/11/2026,"TRF FROM ADAEZE,500\n')).rejects.toThrow(
      /^The statement could not be read as CSV \(Quote Not Closed.*\)\. Export it from the bank again as CSV\.$/,
    );
  });

  it('refuses a file without a credit column, with a sentence', async () => {
    const refused = () => readStatement('Date,Narration,Debit,Amount\n25/11/2026,x,1,2\n');
    await expect(refused()).rejects.toThrow(ShopError);
    await expect(refused()).rejects.toThrow(noCreditColumn);
  });

  it('splits the file once, with the separator its header is written with', async () => {
    // a comma in every amount: split by commas the rows have cells, but no header names a credit column
    const csv = 'Posted Date;Description;Deposit\n30/11/2026;NIP FRM NGOZI;"₦18,250.00"\n';
    expect(await readStatement(csv)).toEqual([
      { line: 2, date: '30/11/2026', description: 'NIP FRM NGOZI', amountKobo: 1_825_000 },
    ]);
  });
});

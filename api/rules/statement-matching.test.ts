import { describe, expect, it } from 'vitest';
import { matchStatement, nothingMatches, referencesIn, type AwaitingOrder } from './statement-matching';

/** The matcher alone: rows as statement-reading.ts gives them, orders as the database would. */

const adaeze: AwaitingOrder = {
  id: '69395184c0de5a1b2a535483',
  totalKobo: 2_750_000,
  owedKobo: 2_750_000,
  name: 'Adaeze Okafor',
};
const tunde: AwaitingOrder = {
  id: '69395184c0de5a1b7f00c0de',
  totalKobo: 1_200_000,
  owedKobo: 1_200_000,
  name: 'Tunde Bakare',
};
const bisi: AwaitingOrder = {
  id: '69395184c0de5a1b0000beef',
  totalKobo: 4_400_000,
  owedKobo: 4_400_000,
  name: 'Bisi Adeyemi',
};

const credit = (line: number, description: string, amountKobo: number | null) => ({
  line,
  date: '25/11/2026',
  description,
  amountKobo,
});

describe('referencesIn', () => {
  it('finds a reference with or without #, in any case, standing apart, and a whole order id', () => {
    expect(referencesIn('TRF FROM ADAEZE #2A535483 PERFUME')).toEqual(['2a535483']);
    expect(referencesIn('order 2a535483.')).toEqual(['2a535483']);
    expect(referencesIn('NIP/69395184c0de5a1b2a535483/ok')).toEqual(['2a535483']);
    // inside a longer word or number it is not a reference
    expect(referencesIn('REF92a535483 x2a5354831')).toEqual([]);
  });
});

describe('matchStatement', () => {
  it('matches by reference and amount, reference only and amount only, and says why of the rest', () => {
    const answer = matchStatement(
      [
        credit(4, 'TRF/Adaeze/#2a535483', 2_750_000),
        credit(5, 'Tunde 7F00C0DE part', 1_000_000),
        credit(7, 'MOBILE TRF FROM BISI', 4_400_000),
        credit(8, 'POS REVERSAL', 999_900),
      ],
      [adaeze, tunde, bisi],
    );
    expect(answer.matches).toEqual([
      {
        line: 4,
        date: '25/11/2026',
        description: 'TRF/Adaeze/#2a535483',
        orderId: adaeze.id,
        reference: '#2a535483',
        amount: 27_500,
        total: 27_500,
        name: 'Adaeze Okafor',
        how: 'reference-and-amount',
        why: 'names #2a535483 and pays its total',
      },
      expect.objectContaining({
        line: 5,
        orderId: tunde.id,
        how: 'reference-only',
        amount: 10_000,
        total: 12_000,
        why: 'paid ₦10,000.00 of ₦12,000.00',
      }),
      expect.objectContaining({ line: 7, orderId: bisi.id, how: 'amount-only', name: 'Bisi Adeyemi' }),
    ]);
    expect(answer.unmatched).toEqual([
      {
        line: 8,
        date: '25/11/2026',
        description: 'POS REVERSAL',
        amount: 9_999,
        kind: 'matched-nothing',
        why: nothingMatches,
      },
    ]);
    expect(answer.credits.map((c) => c.line)).toEqual([4, 5, 7, 8]);
  });

  it('gives an order to the first credit naming it and leaves the second with why', () => {
    const answer = matchStatement(
      [credit(4, 'Adaeze 2a535483', 2_750_000), credit(9, 'Adaeze again 2a535483', 2_750_000)],
      [adaeze],
    );
    expect(answer.matches.map((m) => m.line)).toEqual([4]);
    expect(answer.unmatched).toMatchObject([
      { line: 9, kind: 'matched-nothing', why: '#2a535483 is matched by line 4 already' },
    ]);
  });

  it('gives an order two credits naming it that together pay its total, each to confirm, and a third none', () => {
    const answer = matchStatement(
      [
        credit(4, 'Adaeze 2a535483 part 1', 2_700_000),
        credit(6, 'Adaeze 2a535483 balance', 50_000),
        credit(9, 'Adaeze 2a535483 again', 50_000),
      ],
      [adaeze],
    );
    expect(answer.matches).toMatchObject([
      { line: 4, how: 'reference-and-amount', why: 'with line 6, names #2a535483 and pays its total' },
      { line: 6, how: 'reference-and-amount', why: 'with line 4, names #2a535483 and pays its total' },
    ]);
    expect(answer.unmatched).toMatchObject([{ line: 9, why: '#2a535483 is matched by line 4 already' }]);
  });

  it('matches what a part-paid order still owes, by reference or by amount alone', () => {
    const partPaid = { ...adaeze, owedKobo: 50_000 };
    const byReference = matchStatement([credit(5, 'balance 2a535483', 50_000)], [partPaid]);
    expect(byReference.matches).toMatchObject([
      { how: 'reference-and-amount', why: 'names #2a535483 and pays the ₦500.00 still owed', total: 27_500 },
    ]);
    const short = matchStatement([credit(5, 'balance 2a535483', 20_000)], [partPaid]);
    expect(short.matches).toMatchObject([
      { how: 'reference-only', why: 'paid ₦200.00 of the ₦500.00 still owed' },
    ]);
    const byAmount = matchStatement([credit(5, 'MOBILE TRF', 50_000)], [partPaid]);
    expect(byAmount.matches).toMatchObject([
      { how: 'amount-only', why: 'names no order; #2a535483 is the only order awaiting ₦500.00' },
    ]);
  });

  it('prefers a credit naming an order to an earlier one that only comes to its total', () => {
    const answer = matchStatement(
      [credit(3, 'CASH DEPOSIT', 2_750_000), credit(6, 'REF 2a535483', 2_750_000)],
      [adaeze],
    );
    expect(answer.matches).toMatchObject([{ line: 6, how: 'reference-and-amount' }]);
    expect(answer.unmatched).toMatchObject([{ line: 3, why: '#2a535483 is matched by line 6 already' }]);
  });

  it('matches no amount alone when two orders await it', () => {
    const twin = { ...adaeze, id: '69395184c0de5a1b11112222', name: 'Ngozi Eze' };
    const answer = matchStatement([credit(2, 'TRANSFER', 2_750_000)], [adaeze, twin]);
    expect(answer.matches).toEqual([]);
    expect(answer.unmatched).toMatchObject([
      {
        line: 2,
        kind: 'matched-nothing',
        why: '2 orders awaiting payment come to ₦27,500.00; none is named',
      },
    ]);
  });

  it('lists a row whose amount is not a number, with why, among the unmatched and not the credits', () => {
    const answer = matchStatement(
      [
        { ...credit(3, 'Adaeze 2a535483', null), problem: 'the amount "N/A" is not a number' },
        credit(4, 'kobo exact', 2_749_999),
      ],
      [adaeze],
    );
    expect(answer.credits.map((c) => c.line)).toEqual([4]);
    expect(answer.matches).toEqual([]);
    expect(answer.unmatched).toEqual([
      expect.objectContaining({
        line: 3,
        amount: null,
        kind: 'unreadable',
        why: 'the amount "N/A" is not a number',
      }),
      expect.objectContaining({ line: 4, amount: 27_499.99, kind: 'matched-nothing', why: nothingMatches }),
    ]);
  });

  it('says of a credit confirmed before that it is, with its order, and offers it for no other', () => {
    const paidAlready = { id: '69395184c0de5a1b99990000', reference: 'MOBILE TRF FROM BISI' };
    const answer = matchStatement(
      [credit(7, 'MOBILE TRF FROM BISI', 4_400_000), credit(8, 'TRF/Adaeze/#2a535483', 2_750_000)],
      // Bisi's order is paid; another awaits her amount
      [adaeze, bisi],
      [paidAlready],
    );
    expect(answer.matches).toMatchObject([{ line: 8, orderId: adaeze.id }]);
    expect(answer.unmatched).toEqual([
      expect.objectContaining({
        line: 7,
        kind: 'already-confirmed',
        why: 'already confirmed as the payment of #99990000',
      }),
    ]);
  });
});

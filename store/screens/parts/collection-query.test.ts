import { describe, expect, it } from 'vitest';
import { aProduct } from '../../../api/test/product';
import {
  categoriesOf,
  collectionParams,
  foldForSearch,
  readCollectionQuery,
  showCollection,
} from './collection-query';

// a small catalogue, newest first, with the names whose accents the search must see through
const catalogue = [
  aProduct({ _id: '1', name: 'Ọba Oud', category: 'Oud', basePrice: 45000, date: 6 }),
  aProduct({ _id: '2', name: 'Ìfẹ́ Rose', category: 'Floral', basePrice: 22000, date: 5 }),
  aProduct({ _id: '3', name: 'Lekki Breeze', category: 'Citrus', basePrice: 18000, date: 4 }),
  aProduct({ _id: '4', name: 'Ifẹ̀ Bronze', category: 'Oud', basePrice: 52000, date: 3 }),
  aProduct({ _id: '5', name: 'Calabar Lime', category: 'Citrus', basePrice: 18000, date: 2 }),
  aProduct({ _id: '6', name: 'Iroko Heart', category: 'Woody', basePrice: 30000, date: 1 }),
];
const newestFirst = catalogue;
const names = (list: { name: string }[]) => list.map((product) => product.name);
const query = (search: string) => readCollectionQuery(new URLSearchParams(search));

describe('the collection query in the URL', () => {
  it('reads several categories, the order and the search', () => {
    expect(query('category=Oud&category=Floral&sort=price-asc&q=oba')).toEqual({
      categories: ['Oud', 'Floral'],
      sort: 'price-asc',
      search: 'oba',
    });
  });

  it('falls back to most relevant for an order it does not know', () => {
    expect(query('sort=cheapest').sort).toBe('relevant');
  });

  it('writes back what it read, leaving the defaults out', () => {
    const search = 'category=Oud&category=Floral&sort=price-desc&q=rose';
    expect(collectionParams(query(search)).toString()).toBe(search);
    expect(collectionParams(query('sort=relevant&q=%20')).toString()).toBe('');
  });
});

describe('the collection shown', () => {
  it("finds 'Ọba Oud' when the shopper types 'oba', whatever the accents and case", () => {
    expect(foldForSearch('Ọba Oud')).toBe('oba oud');
    expect(names(showCollection(newestFirst, query('q=OBA')))).toEqual(['Ọba Oud']);
    expect(names(showCollection(newestFirst, query('q=ife')))).toEqual(['Ìfẹ́ Rose', 'Ifẹ̀ Bronze']);
  });

  it('keeps the products of any chosen category', () => {
    const shown = showCollection(newestFirst, query('category=Oud&category=Citrus'));
    expect(names(shown)).toEqual(['Ọba Oud', 'Lekki Breeze', 'Ifẹ̀ Bronze', 'Calabar Lime']);
  });

  it('orders by base price either way, and by newest first when most relevant', () => {
    // equal prices keep their newest-first order
    expect(names(showCollection(newestFirst, query('sort=price-asc')))).toEqual([
      'Lekki Breeze',
      'Calabar Lime',
      'Ìfẹ́ Rose',
      'Iroko Heart',
      'Ọba Oud',
      'Ifẹ̀ Bronze',
    ]);
    expect(names(showCollection(newestFirst, query('sort=price-desc&category=Citrus')))).toEqual([
      'Lekki Breeze',
      'Calabar Lime',
    ]);
    expect(showCollection(newestFirst, query(''))).toEqual(newestFirst);
  });

  it('offers each category once, sorted', () => {
    expect(categoriesOf(newestFirst)).toEqual(['Citrus', 'Floral', 'Oud', 'Woody']);
  });
});

import {
  costDetails,
  formatCost,
  parseCostInput,
  type CurrencyPosition,
} from '../../server/src/utils/cost';

/** What an API write stores, then what a read shows: the full round trip of one cost input. */
function roundTrip(input: unknown) {
  const stored = parseCostInput(input);
  if (!stored) throw new Error(`rejected: ${JSON.stringify(input)}`);
  return { stored, details: costDetails(stored), formatted: formatCost(stored) };
}

function stored(
  cost: string | null,
  currencySymbol: string | null = null,
  currencyPosition: CurrencyPosition | null = null
) {
  return { cost, currencySymbol, currencyPosition };
}

describe('parseCostInput', () => {
  it.each<[unknown, string, string, CurrencyPosition]>([
    ['$10', '$10', '$', 'prefix'],
    ['10$', '10$', '$', 'postfix'],
    ['20€', '20€', '€', 'postfix'],
    ['€ 20', '€ 20', '€', 'prefix'],
    ['Free', 'Free', '', ''],
    ['0', '0', '', ''],
    ['5, 10', '5, 10', '', ''],
    ['10, 20', '10, 20', '', ''],
    ['$5, $10', '$5, $10', '$', 'prefix'],
    [['5', '15'], '5, 15', '', ''],
    [['0$', '20$', '30$'], '0$, 20$, 30$', '$', 'postfix'],
    ['0, 30$', '0, 30$', '$', 'postfix'],
    ['$10 - $20', '$10 - $20', '$', 'prefix'],
    ['Free, $10', 'Free, $10', '$', 'prefix'],
    ['$1,000.50', '$1,000.50', '$', 'prefix'],
    [10, '10', '', ''],
    ['  $10  ', '$10', '$', 'prefix'],
  ])('%p → cost %p, symbol %p, position %p', (input, cost, currencySymbol, currencyPosition) => {
    expect(parseCostInput(input)).toEqual({ cost, currencySymbol, currencyPosition });
  });

  it('infers no symbol when the priced items disagree', () => {
    expect(parseCostInput('5, 10$')).toEqual({
      cost: '5, 10$',
      currencySymbol: '',
      currencyPosition: '',
    });
    expect(parseCostInput('$5, 10€')).toEqual({
      cost: '$5, 10€',
      currencySymbol: '',
      currencyPosition: '',
    });
  });

  it('keeps the symbol but not the position when only the position disagrees (as TEC)', () => {
    expect(parseCostInput('$5, 10$')).toEqual({
      cost: '$5, 10$',
      currencySymbol: '$',
      currencyPosition: '',
    });
  });

  it('does not take free text for a symbol', () => {
    expect(parseCostInput('10 per person')).toEqual({
      cost: '10 per person',
      currencySymbol: '',
      currencyPosition: '',
    });
    expect(parseCostInput('$10 USD')).toEqual({
      cost: '$10 USD',
      currencySymbol: '',
      currencyPosition: '',
    });
  });

  it.each([[''], ['   '], [null], [undefined], [[]], [['', ' ']]])(
    '%p clears the cost',
    (input) => {
      expect(parseCostInput(input)).toEqual({ cost: '', currencySymbol: '', currencyPosition: '' });
    }
  );

  it.each([[{ a: 1 }], [true], [[{}]], [['5', null]], [[['5']]], [Number.NaN], [Infinity]])(
    '%p is not a cost',
    (input) => {
      expect(parseCostInput(input)).toBeNull();
    }
  );
});

describe('costDetails', () => {
  it('matches the TEC samples', () => {
    // TEC's default list (docs/tec-behaviour.md §11.4): "Free" and "$10"
    expect(costDetails({ ...stored('Free', '', ''), currencyCode: '' })).toEqual({
      currencySymbol: '',
      currencyCode: '',
      currencyPosition: '',
      values: ['free'],
    });
    expect(costDetails({ ...stored('$10', '$', 'prefix'), currencyCode: '' })).toEqual({
      currencySymbol: '$',
      currencyCode: '',
      currencyPosition: 'prefix',
      values: ['10'],
    });
  });

  it('reads a bare number with the stored symbol (TEC SingleEventCest: "23", "$", prefix)', () => {
    expect(costDetails(stored('23', '$', 'prefix'))).toEqual({
      currencySymbol: '$',
      currencyCode: '',
      currencyPosition: 'prefix',
      values: ['23'],
    });
  });

  it('passes the stored currency code through', () => {
    expect(costDetails({ ...stored('10', '€', 'postfix'), currencyCode: 'EUR' }).currencyCode).toBe(
      'EUR'
    );
  });

  it('prints the stored fields as they are, without inferring (TEC prints its meta)', () => {
    expect(costDetails(stored('$10'))).toEqual({
      currencySymbol: '',
      currencyCode: '',
      currencyPosition: '',
      values: ['10'],
    });
  });

  it.each<[string, string[]]>([
    ['0', ['0']],
    ['0$, 20$, 30$', ['0', '20', '30']],
    ['30, 5, 20', ['5', '20', '30']],
    ['10, 10', ['10']],
    ['$10 - $20', ['10', '20']],
    ['1,000', ['1000']],
    ['$1,000.50', ['1000.50']],
    ['10,50', ['10.50']],
    ['10.5', ['10.5']],
    ['1.000.000', ['1000000']],
    ['Free, 10', ['free', '10']],
    ['Pay what you want', ['pay-what-you-want']],
    ['Entrée libre', ['entree-libre']],
  ])('values of %p are %p', (cost, values) => {
    expect(costDetails(stored(cost)).values).toEqual(values);
  });

  it.each([[''], [null], ['  ']])('has no values for %p', (cost) => {
    expect(costDetails(stored(cost))).toEqual({
      currencySymbol: '',
      currencyCode: '',
      currencyPosition: '',
      values: [],
    });
  });
});

describe('formatCost', () => {
  it('matches the TEC samples', () => {
    expect(formatCost(stored('Free', '', ''))).toBe('Free');
    expect(formatCost(stored('$5', '$', 'prefix'))).toBe('$5');
    expect(formatCost(stored('$10', '$', 'prefix'))).toBe('$10');
    expect(formatCost(stored('$15', '$', 'prefix'))).toBe('$15');
  });

  it('places the stored symbol (TEC SingleEventCest "23" → "$23", EventInsertionCest "20$")', () => {
    expect(formatCost(stored('23', '$', 'prefix'))).toBe('$23');
    expect(formatCost(stored('20$', '$', 'postfix'))).toBe('20$');
    expect(formatCost(stored('20', '€', 'postfix'))).toBe('20€');
  });

  it('puts the symbol first when no position is stored (TEC default)', () => {
    expect(formatCost(stored('20', '€', null))).toBe('€20');
  });

  it('shows zero as Free, without a symbol', () => {
    expect(formatCost(stored('0', '$', 'prefix'))).toBe('Free');
    expect(formatCost(stored('0'))).toBe('Free');
    expect(formatCost(stored('0.00', '$', 'prefix'))).toBe('Free');
  });

  it('shows a range as "min – max" with an en dash', () => {
    expect(formatCost(stored('5, 10'))).toBe('5 – 10');
    expect(formatCost(stored('30, 10, 20', '$', 'prefix'))).toBe('$10 – $30');
    expect(formatCost(stored('10, 10', '$', 'prefix'))).toBe('$10');
  });

  it('keeps the number as it was written', () => {
    expect(formatCost(stored('$1,000.50', '$', 'prefix'))).toBe('$1,000.50');
    expect(formatCost(stored('10,50', '€', 'postfix'))).toBe('10,50€');
  });

  it('uses the symbol the cost text shows when none is stored', () => {
    expect(formatCost(stored('$10'))).toBe('$10');
    expect(formatCost(stored('20€', '', null))).toBe('20€');
  });

  it('uses the caller defaults only when nothing else gives a symbol', () => {
    expect(formatCost(stored('5, 10'), { currencySymbol: '$' })).toBe('$5 – $10');
    expect(formatCost(stored('5, 10'), { currencySymbol: '€', currencyPosition: 'postfix' })).toBe(
      '5€ – 10€'
    );
    expect(formatCost(stored('5', '£', 'prefix'), { currencySymbol: '$' })).toBe('£5');
  });

  it('ignores items without digits once there is a price (TEC)', () => {
    expect(formatCost(stored('Free, 10', '$', 'prefix'))).toBe('$10');
  });

  it('shows a cost without digits as written, HTML-escaped like TEC (esc_html)', () => {
    expect(formatCost(stored('Donation'))).toBe('Donation');
    expect(formatCost(stored('Kids & <adults>'))).toBe('Kids &amp; &lt;adults&gt;');
  });

  it.each([[''], [null], ['   ']])('is "" for %p', (cost) => {
    expect(formatCost(stored(cost, '$', 'prefix'))).toBe('');
  });
});

describe('write → read round trip', () => {
  it.each<[unknown, string, string[], string, CurrencyPosition]>([
    ['$10', '$10', ['10'], '$', 'prefix'],
    ['10$', '10$', ['10'], '$', 'postfix'],
    ['€ 20', '€20', ['20'], '€', 'prefix'],
    ['Free', 'Free', ['free'], '', ''],
    ['0', 'Free', ['0'], '', ''],
    ['5, 10', '5 – 10', ['5', '10'], '', ''],
    [['5', '15'], '5 – 15', ['5', '15'], '', ''],
    // TEC EventInsertionCest: an array of costs
    [['0$', '20$', '30$'], 'Free – 30$', ['0', '20', '30'], '$', 'postfix'],
    ['0, 30$', 'Free – 30$', ['0', '30'], '$', 'postfix'],
    ['$10 - $20', '$10 – $20', ['10', '20'], '$', 'prefix'],
    ['', '', [], '', ''],
    [null, '', [], '', ''],
  ])('%p → %p', (input, formatted, values, symbol, position) => {
    const result = roundTrip(input);
    expect(result.formatted).toBe(formatted);
    expect(result.details).toEqual({
      currencySymbol: symbol,
      currencyCode: '',
      currencyPosition: position,
      values,
    });
  });
});

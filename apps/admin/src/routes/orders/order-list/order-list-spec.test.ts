import { describe, expect, it } from 'vitest';
import { parseListState } from '../../../ui/data-list/list-state.ts';
import { ORDER_LIST, orderListQuery } from './order-list-spec.ts';

const query = (address: string) =>
  orderListQuery(parseListState(ORDER_LIST, new URLSearchParams(address)), 25);

describe('orderListQuery', () => {
  it('when the address is plain, then the newest orders come first', () => {
    expect(query('')).toEqual({ sort: 'created_at', dir: 'desc', page: 1, pageSize: 25 });
  });

  it('when the dashboard links to ?status=new, then only new orders are asked for', () => {
    expect(query('status=new')).toMatchObject({ status: 'new' });
  });

  it('sends search, payment filters, days, sort and page as the API names them', () => {
    expect(
      query(
        'q=anna&payment_method=card&payment_status=paid&from=2026-11-01&to=2026-11-25&sort=-grand_total&page=3',
      ),
    ).toEqual({
      q: 'anna',
      payment_method: 'card',
      payment_status: 'paid',
      from: '2026-11-01',
      to: '2026-11-25',
      sort: 'grand_total',
      dir: 'desc',
      page: 3,
      pageSize: 25,
    });
  });

  it('when a status or payment the shop does not have is in the address, then it is ignored', () => {
    expect(query('status=lost&payment_method=bitcoin')).not.toHaveProperty('status');
    expect(query('status=lost&payment_method=bitcoin')).not.toHaveProperty('payment_method');
  });

  it('when a date is not a day, then it is left out; when the days are the wrong way round, they are swapped', () => {
    expect(query('from=igår&to=2026-11-02')).toMatchObject({ to: '2026-11-02' });
    expect(query('from=igår')).not.toHaveProperty('from');
    expect(query('from=2026-11-30&to=2026-11-01')).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
  });
});

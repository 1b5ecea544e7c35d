import {
  ORDER_METHODS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderMethod,
  type OrderStatus,
} from '@tiketi/contract/orders';

/** What the orders screen asks for: a page of one search, narrowed by state and by payment method. */
export interface OrderFilters {
  search: string;
  /** '' for every state. */
  status: OrderStatus | '';
  /** '' for every method. */
  method: OrderMethod | '';
  page: number;
}

export const METHOD_LABELS: Record<OrderMethod, string> = {
  card: 'Card',
  mpesa: 'M-Pesa',
  paypal: 'PayPal',
  free: 'Free',
};

export const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] })),
];

export const METHOD_OPTIONS = [
  { value: '', label: 'All methods' },
  ...ORDER_METHODS.map((method) => ({ value: method, label: METHOD_LABELS[method] })),
];

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

export function isOrderMethod(value: string): value is OrderMethod {
  return (ORDER_METHODS as readonly string[]).includes(value);
}

/** The list call's query string: empty filters are left out, so the server applies none. */
export function ordersQueryOf(filters: OrderFilters, limit: number) {
  return {
    page: filters.page,
    limit,
    q: filters.search.trim() || undefined,
    status: filters.status || undefined,
    method: filters.method || undefined,
  };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The line above the list: how many orders, and what they were narrowed by. */
export function orderCountLine(total: number, filters: OrderFilters): string {
  const narrowed = [
    filters.status && ORDER_STATUS_LABELS[filters.status].toLowerCase(),
    filters.method && METHOD_LABELS[filters.method],
  ].filter(Boolean);
  const count = plural(total, 'order');
  const what = narrowed.length > 0 ? `${count} (${narrowed.join(', ')})` : count;
  const search = filters.search.trim();
  return search ? `${what} match “${search}”` : what;
}

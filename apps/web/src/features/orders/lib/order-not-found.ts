/** An order that is not the organisation's, or does not exist: the same answer for both. */
export const ORDER_NOT_FOUND = {
  what: 'Order',
  advice: 'There is no order with this reference among your organisation’s events.',
};

import { defineMessage, defineMessages } from 'react-intl';

/** The header search's suggestions: the list, its groups and what a screen reader is told of them. */
export const suggestionListMessages = defineMessages({
  list: { id: 'shell.suggestions.list', defaultMessage: 'Suggestions' },
  products: { id: 'shell.suggestions.products', defaultMessage: 'Products' },
  categories: { id: 'shell.suggestions.categories', defaultMessage: 'Categories' },
  none: { id: 'shell.suggestions.none', defaultMessage: 'No suggestions.' },
});

/** How many suggestions there are, and how to choose one. */
export const suggestionCount = defineMessage<{ products: number; categories: number }>({
  id: 'shell.suggestions.count',
  defaultMessage:
    '{products, plural, one {# product} other {# products}}{categories, plural, =0 {} one { and # category} other { and # categories}} suggested. Use the up and down arrows to choose, Enter to open.',
});

export const promotionPrice = defineMessage<{ price: string }>({
  id: 'shell.suggestions.promotionPrice',
  defaultMessage: 'Promotion price {price}',
});

export const beforePromotion = defineMessage<{ price: string }>({
  id: 'shell.suggestions.beforePromotion',
  defaultMessage: 'Before the promotion {price}',
});

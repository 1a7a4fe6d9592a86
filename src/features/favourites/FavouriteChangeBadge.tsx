import type { ComponentType } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatPrice } from '@/domain/format';
import { ArrowDownIcon, ArrowUpIcon, type IconProps } from '@/ui/icons';
import { useFavouriteChange, type FavouriteChange } from './favourite-changes';

const messages = defineMessages<{
  reduced: { amount: string };
  increased: { amount: string };
  sold: Record<string, never>;
  offMarket: Record<string, never>;
}>({
  reduced: { id: 'favourites.change.price-reduced', defaultMessage: 'Price reduced by {amount}' },
  increased: { id: 'favourites.change.price-increased', defaultMessage: 'Price increased by {amount}' },
  sold: { id: 'favourites.change.sold', defaultMessage: 'Sold' },
  offMarket: { id: 'favourites.change.off-market', defaultMessage: 'Off the market' },
});

const Badge = styled.p<{ $tone: 'good' | 'bad' | 'neutral' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  justify-self: start;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid currentColor;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  color: ${({ theme, $tone }) =>
    $tone === 'good' ? theme.colors.success : $tone === 'bad' ? theme.colors.danger : theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surface};
  svg {
    width: 16px;
    height: 16px;
    flex: none;
  }
`;

const TONE: Record<FavouriteChange['kind'], 'good' | 'bad' | 'neutral'> = {
  'price-reduced': 'good',
  'price-increased': 'bad',
  sold: 'neutral',
  'off-market': 'neutral',
};

const ARROWS: Partial<Record<FavouriteChange['kind'], ComponentType<IconProps>>> = {
  'price-reduced': ArrowDownIcon,
  'price-increased': ArrowUpIcon,
};

export interface FavouriteChangeBadgeProps {
  listingId: string;
  /** The listing's asking price now, in dollars. */
  price: number | null | undefined;
  /** Its status now (`active`, `sold`…); null when the listing is no longer found. */
  status: string | null | undefined;
}

/**
 * On a favourite's card: "Price reduced by $25,000", "Price increased by …", "Sold" or "Off the market",
 * since the visitor favourited it (remembered in this browser). Renders nothing when nothing changed.
 */
export function FavouriteChangeBadge({ listingId, price, status }: FavouriteChangeBadgeProps) {
  const intl = useIntl();
  // The price is written as the page's language writes prices (the badge needs no route of its own).
  const locale = intl.locale.startsWith('fr') ? 'fr' : 'en';
  const change = useFavouriteChange(listingId, { price, status });
  if (!change) return null;
  let label: string;
  if (change.kind === 'price-reduced' || change.kind === 'price-increased') {
    const amount = formatPrice(change.amount, locale);
    label = intl.formatMessage(change.kind === 'price-reduced' ? messages.reduced : messages.increased, { amount });
  } else {
    label = intl.formatMessage(change.kind === 'sold' ? messages.sold : messages.offMarket);
  }
  const Arrow = ARROWS[change.kind];
  return (
    <Badge $tone={TONE[change.kind]} data-change={change.kind}>
      {Arrow && <Arrow />}
      {label}
    </Badge>
  );
}

/**
 * ListTotalCards — stat cards whose values are list totals under filters (resources without a stats call:
 * bootcamp applicants and bootcamp applications). Each card: { label, filter, icon, color, hint? }; `hint` is a line
 * under the value saying what it counts (already translated), or a function of every card's total.
 *   <ListTotalCards resource="bootcamp-applications" cards={[{ label: '…total', filter: {}, icon, color: 'primary' }, …]} />
 */
import type { ReactElement } from 'react';
import { StatCards, type StatColor } from './StatCards';
import { useListTotals } from './useListCounts';

export interface ListTotalCard {
  label: string;
  filter: Record<string, unknown>;
  icon: ReactElement;
  color: StatColor;
  hint?: string | ((totals: (number | undefined)[]) => string | undefined);
}

export function ListTotalCards({ resource, cards }: { resource: string; cards: ListTotalCard[] }) {
  const totals = useListTotals(resource, cards.map((card) => card.filter));
  return (
    <StatCards
      loading={totals.some((q) => q.isPending)}
      error={totals.some((q) => q.error)}
      cards={cards.map(({ label, icon, color, hint }, i) => ({
        label,
        value: totals[i].data,
        icon,
        color,
        hint: typeof hint === 'function' ? (hint(totals.map((q) => q.data)) ?? '') : hint,
      }))}
    />
  );
}

import { SIMULATED_TEST_CARDS } from '../lib/test-cards';

/** The test provider's cards and what each one does; 'Use' puts its number in the form. */
export function TestCardList({ onUse }: { onUse: (number: string) => void }) {
  return (
    <table className="mt-3 w-full text-left text-xs">
      <caption className="sr-only">Test cards</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Card number</th>
          <th scope="col">What happens</th>
          <th scope="col">Use</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {SIMULATED_TEST_CARDS.map((card) => (
          <tr key={card.number}>
            <td className="py-1.5 pr-3 font-semibold whitespace-nowrap text-slate-800 tabular-nums">
              {card.number}
            </td>
            <td className="py-1.5 pr-3 text-slate-600">{card.outcome}</td>
            <td className="py-1.5 text-right">
              <button
                type="button"
                onClick={() => onUse(card.number)}
                aria-label={`Use ${card.number}`}
                className="rounded-md px-2 py-1 font-semibold text-brand-700 hover:bg-brand-50"
              >
                Use
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

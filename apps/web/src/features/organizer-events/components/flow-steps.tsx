import { cn } from '@/lib/cn';

interface FlowStepsProps {
  /** The three step names, in order. */
  steps: readonly [string, string, string];
  /** 1, 2 or 3. */
  current: number;
}

export const CREATE_STEPS = ['Basic Information', 'Main event image', 'Ticket Setup'] as const;
export const EDIT_STEPS = ['Updated Event', 'Main event image', 'Ticket Update'] as const;

/** Where the organizer is in the three-step create or edit flow. */
export function FlowSteps({ steps, current }: FlowStepsProps) {
  return (
    <ol aria-label="Steps" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {steps.map((name, index) => {
        const step = index + 1;
        const isCurrent = step === current;
        const isDone = step < current;
        return (
          <li key={name} aria-current={isCurrent ? 'step' : undefined} className="flex items-center gap-2">
            <span
              className={cn(
                'flex size-7 items-center justify-center rounded-full text-xs font-bold',
                isCurrent && 'bg-brand-700 text-white',
                isDone && 'bg-brand-100 text-brand-800',
                !isCurrent && !isDone && 'bg-slate-200 text-slate-700',
              )}
              aria-hidden="true"
            >
              {step}
            </span>
            <span className={cn(isCurrent ? 'font-semibold text-slate-950' : 'text-slate-600')}>
              <span className="sr-only">Step {step}: </span>
              {name}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

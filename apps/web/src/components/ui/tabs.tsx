import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { cn } from '@/lib/cn';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
}

interface TabsProps<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix of the tab and panel ids; pair each panel with `tabPanelProps(idPrefix, id)`. */
  idPrefix: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  variant?: 'underline' | 'pill';
  className?: string;
}

const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/** Props for the panel of tab `id`: role, ids and focusability of the WAI-ARIA tabs pattern. */
export function tabPanelProps(prefix: string, id: string) {
  return { role: 'tabpanel', id: panelId(prefix, id), 'aria-labelledby': tabId(prefix, id), tabIndex: 0 };
}

const styles = {
  underline: {
    list: 'flex gap-6 overflow-x-auto border-b border-slate-200',
    tab: '-mb-px min-h-11 shrink-0 border-b-2 px-1 text-sm font-semibold whitespace-nowrap transition-colors',
    on: 'border-brand-700 text-brand-800',
    off: 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-950',
  },
  pill: {
    list: 'inline-flex gap-1 rounded-full bg-slate-100 p-1',
    tab: 'min-h-9 shrink-0 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors',
    on: 'bg-white text-slate-950 shadow-sm',
    off: 'text-slate-600 hover:text-slate-950',
  },
};

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop, arrow keys, Home and End move
 * and select. The caller renders the panels (see `tabPanelProps`).
 */
export function Tabs<T extends string>({
  label,
  idPrefix,
  tabs,
  selected,
  onSelect,
  variant = 'underline',
  className,
}: TabsProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const style = styles[variant];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const move = KEY_MOVES[event.key];
    const next = move ? move(index, tabs.length) : null;
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={cn(style.list, className)} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(node) => {
              if (node) refs.current.set(tab.id, node);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.id)}
            aria-selected={isSelected}
            aria-controls={panelId(idPrefix, tab.id)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={cn(style.tab, isSelected ? style.on : style.off)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

import { Link, type LinkProps } from 'react-router';
import { cn } from '@/lib/cn';

/** An inline link in running text: brand colour, underlined, a comfortable touch target. */
export function TextLink({ className, ...props }: LinkProps) {
  return (
    <Link
      className={cn(
        'font-semibold text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-900 hover:decoration-brand-700',
        className,
      )}
      {...props}
    />
  );
}

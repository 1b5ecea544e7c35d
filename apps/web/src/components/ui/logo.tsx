import { Link } from 'react-router';
import { useT } from '@/lib/i18n/i18n';
import { paths } from '@/lib/paths';

export function Logo({ isLight = false }: { isLight?: boolean }) {
  const t = useT();
  return (
    <Link to={paths.home} className="inline-flex items-center gap-2 rounded-lg" aria-label={t('logo.home')}>
      <svg className="size-9" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="var(--color-brand-700)" />
        <path
          d="M8 11a2 2 0 0 0 2-2h12a2 2 0 0 0 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 0-2 2H10a2 2 0 0 0-2-2v-3a2 2 0 0 0 0-4z"
          fill="#fff"
        />
        <path
          d="M13 13h6M13 16h6M13 19h4"
          stroke="var(--color-brand-700)"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      </svg>
      <span className={`text-xl font-extrabold tracking-tight ${isLight ? 'text-white' : 'text-slate-950'}`}>
        {/* i18n-ignore: the brand */}
        Tiketi
      </span>
    </Link>
  );
}

import { SITE } from '@/config/site';
import { usePublicConfig } from '../api/get-public-config';

/**
 * The support address contact mail really goes to (the server's SUPPORT_EMAIL). A placeholder
 * stands in while it loads, so a configured address never flickers in after the default; the
 * default is shown only if the call fails.
 */
export function SupportEmailLink() {
  const config = usePublicConfig();
  if (config.isPending) {
    return (
      <span
        aria-hidden="true"
        className="inline-block h-4 w-44 animate-pulse rounded bg-slate-200 align-middle"
      />
    );
  }
  const email = config.data?.support_email ?? SITE.supportEmail;
  return (
    <a href={`mailto:${email}`} className="font-semibold text-brand-700 underline">
      {email}
    </a>
  );
}

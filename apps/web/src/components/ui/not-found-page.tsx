import { useCatalog } from '@/lib/i18n/i18n';
import { paths } from '@/lib/paths';
import { ButtonLink } from './button';
import { MessagePage } from './message-page';

interface NotFoundPageProps {
  title?: string;
  text?: string;
}

export function NotFoundPage({ title, text }: NotFoundPageProps) {
  const t = useCatalog('shared');
  return (
    <MessagePage
      eyebrow="404"
      title={title ?? t('notFound.title')}
      actions={
        <>
          <ButtonLink to={paths.home}>{t('common.backToHome')}</ButtonLink>
          <ButtonLink to={paths.talkToUs} variant="outline">
            {t('notFound.contact')}
          </ButtonLink>
        </>
      }
    >
      <p>{text ?? t('notFound.text')}</p>
    </MessagePage>
  );
}

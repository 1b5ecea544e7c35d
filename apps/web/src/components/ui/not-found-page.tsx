import { paths } from '@/lib/paths';
import { ButtonLink } from './button';
import { MessagePage } from './message-page';

interface NotFoundPageProps {
  title?: string;
  text?: string;
}

export function NotFoundPage({
  title = 'Page not found',
  text = 'The page you are looking for does not exist or has moved. Let us get you back to the events.',
}: NotFoundPageProps) {
  return (
    <MessagePage
      eyebrow="404"
      title={title}
      actions={
        <>
          <ButtonLink to={paths.home}>Back to home</ButtonLink>
          <ButtonLink to={paths.talkToUs} variant="outline">
            Contact support
          </ButtonLink>
        </>
      }
    >
      <p>{text}</p>
    </MessagePage>
  );
}

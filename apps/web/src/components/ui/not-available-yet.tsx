import { ButtonLink } from './button';
import { MessagePage } from './message-page';

interface NotAvailableYetProps {
  /** The screen's title from the spec. */
  title: string;
  /** One sentence on what this screen will do. */
  purpose: string;
}

/** An honest placeholder for a screen that a later release builds; nothing on it pretends to work. */
export function NotAvailableYet({ title, purpose }: NotAvailableYetProps) {
  return (
    <MessagePage
      eyebrow="Coming soon"
      title={title}
      actions={
        <>
          <ButtonLink to="/">Back to home</ButtonLink>
          <ButtonLink to="/talk-to-us" variant="outline">
            Contact us
          </ButtonLink>
        </>
      }
    >
      <p>{purpose}</p>
      <p className="mt-2">This part of Tiketi is not available yet. We are building it now.</p>
    </MessagePage>
  );
}

import { NotFoundPage } from '@/components/ui/not-found-page';

export default function NotFoundRoute() {
  return <NotFoundPage />;
}

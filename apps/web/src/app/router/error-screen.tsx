import { ErrorPage } from '../../features/errors/error-page';
import { ErrorLayout } from '../layouts/error-layout';

export function ErrorScreen({ status, message }: { status: number; message?: string }) {
  return (
    <ErrorLayout>
      <ErrorPage status={status} message={message} />
    </ErrorLayout>
  );
}

import { ErrorPage } from '../../features/errors/error-page';
import { useFirstFrameRemoved } from '../../first-frame/first-frame';
import { ErrorLayout } from '../layouts/error-layout';

export function ErrorScreen({ status, message }: { status: number; message?: string }) {
  useFirstFrameRemoved();
  return (
    <ErrorLayout>
      <ErrorPage status={status} message={message} />
    </ErrorLayout>
  );
}
